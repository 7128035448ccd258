"""The engine's table: per column an integer code array plus its distinct values (docs/design.md, "integer codes").

Every cell is kept as the text it had in the file; a column's type decides how its distinct values are ordered and
which of them fail to parse. Codes are ordered: the values that parse under the type come first, sorted by the type
(numbers by value, dates by time, ordered strings by their order, strings by text), then values that fail the type,
then the missing-value category (value ``None``) last. So code comparisons follow the type's order, which ordered
distances and interval hierarchies rely on.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path
from typing import Iterable, Iterator, NamedTuple, Sequence

import numpy as np
import pandas as pd

from privdesk.common.i18n import _
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.parallel import ordered_map
from privdesk.engine.core.types import (
    TEXT_SORT_BYTES,
    ColumnType,
    as_texts,
    digit_code_rule,
    infer_columns,
    order_columns,
    plain_digit_columns,
    stripped_texts,
    type_order,
)

DEFAULT_MISSING = ("", "NA", "N/A", "NULL", "null", "?")


@dataclass(frozen=True)
class Column:
    name: str
    codes: np.ndarray            # int32, one per row (int16 when given so and the values fit: ``code_type``)
    values: np.ndarray           # object: distinct text values in code order; None = the missing category (last)
    type: ColumnType
    n_valid: int                 # codes [0, n_valid) parse under the type
    format: str | None = None    # date format, or "comma" for decimals written 1,5
    order: tuple[str, ...] | None = None  # value order of an ordered-string column

    @property
    def has_missing(self) -> bool:
        return len(self.values) > 0 and self.values[-1] is None

    @property
    def missing_code(self) -> int:
        return len(self.values) - 1 if self.has_missing else -1

    @property
    def counts(self) -> np.ndarray:
        return np.bincount(self.codes, minlength=len(self.values))

    @property
    def missing_count(self) -> int:
        return int(self.counts[-1]) if self.has_missing else 0

    @property
    def distinct_count(self) -> int:
        """Distinct non-missing values."""
        return len(self.values) - int(self.has_missing)

    @property
    def invalid_codes(self) -> np.ndarray:
        return np.arange(self.n_valid, self.distinct_count)

    def invalid_cells(self, limit: int | None = None) -> list[tuple[int, str]]:
        """(row index, value) of the cells that fail the column's type, in row order; row index is 0-based."""
        if self.n_valid == self.distinct_count:
            return []
        rows = np.flatnonzero((self.codes >= self.n_valid) & (self.codes < self.distinct_count))
        if limit is not None:
            rows = rows[:limit]
        return [(int(r), str(self.values[self.codes[r]])) for r in rows]

    @property
    def invalid_count(self) -> int:
        counts = self.counts
        return int(counts[self.n_valid:self.distinct_count].sum())

    def text(self) -> np.ndarray:
        """Cell texts (object array); missing cells are None."""
        return self.values[self.codes]

    def retyped(self, kind: ColumnType, fmt: str | None = None, order: Sequence[str] | None = None) -> "Column":
        """The same cells under another type: codes are renumbered into that type's order."""
        return encode_column(self.name, self.codes, self.values, kind, fmt, order)


@dataclass(frozen=True)
class SourceInfo:
    """Where a table came from and how it was read (everything needed to read it again the same way)."""

    path: str | None = None
    kind: str = "frame"           # csv, xlsx, xls, parquet, feather, sav, zsav, dta, sas7bdat, xpt, sql or frame
    encoding: str | None = None
    delimiter: str | None = None
    sheet: str | None = None      # a workbook's sheet, or a database's table
    missing_tokens: tuple[str, ...] = DEFAULT_MISSING
    query: str | None = None      # the SQL query a database table was read with
    # SPSS/Stata/SAS value labels: column -> ((stored value, label shown), ...), kept to write them back.
    value_labels: tuple[tuple[str, tuple[tuple[object, str], ...]], ...] = ()
    other_sheets: tuple[str, ...] = ()  # a workbook's sheets that were not read (said, never silently skipped)


@dataclass(frozen=True)
class Dataset:
    columns: tuple[Column, ...]
    n_rows: int
    source: SourceInfo = field(default_factory=SourceInfo)

    @property
    def names(self) -> list[str]:
        return [c.name for c in self.columns]

    @cached_property
    def _position(self) -> dict[str, int]:
        return {c.name: j for j, c in enumerate(self.columns)}

    @cached_property
    def derived(self) -> dict:
        """What callers computed from this table alone and keep beside it, by a key of their own (a table never
        changes: a changed one is a new Dataset, with nothing derived yet). The row engine keeps the search's
        frequency sets here (``rows.memory.remembered``), so a second search on the same table skips grouping it."""
        return {}

    def __getstate__(self) -> dict:
        """Pickled and copied without what was derived from it (``derived``: rebuilt on demand)."""
        return {key: value for key, value in self.__dict__.items() if key != "derived"}

    def column(self, name: str) -> Column:
        position = self._position.get(name)
        if position is not None:
            return self.columns[position]
        raise InputError(_("no column named '{name}'; the columns are {columns}").format(
            name=name, columns=", ".join(self.names)), path=self.source.path)

    def __getitem__(self, name: str) -> Column:
        return self.column(name)

    def codes(self, names: Iterable[str]) -> np.ndarray:
        """Code matrix (rows x len(names)), int32."""
        names = list(names)
        if not names:
            return np.empty((self.n_rows, 0), np.int32)
        return np.column_stack([self.column(n).codes for n in names])

    def with_column(self, column: Column) -> "Dataset":
        return self.with_columns([column])

    def with_columns(self, columns: Iterable[Column]) -> "Dataset":
        """The table with these columns in place of those of the same names (one new table, not one a column)."""
        by_name = {column.name: column for column in columns}
        return replace(self, columns=tuple(by_name.get(c.name, c) for c in self.columns))

    def retyped(self, name: str, kind: ColumnType | str, fmt: str | None = None,
                order: Sequence[str] | None = None) -> "Dataset":
        kind = ColumnType.parse(kind) if isinstance(kind, str) else kind
        return self.with_column(self.column(name).retyped(kind, fmt, order))

    def to_frame(self, missing: str = "") -> pd.DataFrame:
        """The table as text, missing cells written as ``missing``."""
        data = {}
        for c in self.columns:
            values = c.values.copy()
            if c.has_missing:
                values[-1] = missing
            data[c.name] = values[c.codes]
        return pd.DataFrame(data, columns=self.names)

    @classmethod
    def from_frame(cls, frame: pd.DataFrame, source: SourceInfo | None = None,
                   types: dict[str, ColumnType | str] | None = None) -> "Dataset":
        """Build from a frame of text cells; cells whose stripped text is a missing token are missing."""
        names = [str(n) for n in frame.columns]
        if len(frame) > SHORT_COLUMN:
            factorized = ((name, *pd.factorize(frame.iloc[:, j].to_numpy(dtype=object), use_na_sentinel=True))
                          for j, name in enumerate(names))
        else:  # many short columns: factorize blocks of them at once (a pandas call per column would dominate)
            width = max(1, BATCH_VALUES // max(len(frame), 1))
            factorized = (item for start in range(0, len(names), width)
                          for item in factorize_columns(names[start:start + width],
                                                        frame.iloc[:, start:start + width].to_numpy(dtype=object)))
        return cls.from_factorized(names, factorized, len(frame), source, types)

    @classmethod
    def from_factorized(cls, names: list[str], factorized: Iterable[tuple[str, np.ndarray, np.ndarray]],
                        n_rows: int, source: SourceInfo | None = None,
                        types: dict[str, ColumnType | str] | None = None) -> "Dataset":
        """Build from each column's (name, codes, distinct texts) as pandas.factorize gives them (code -1 = no
        value); a distinct text whose stripped form is a missing token is missing. An item may carry a fourth
        element, the rows holding each text, when the codes stand for more rows than they are (a frequency set
        typed from one row per text: ``rows.coded.typed_in_place``).

        Columns are typed and ordered in batches (:func:`~privdesk.engine.core.types.infer_columns`), so a table of
        many narrow columns is as quick as one of a few long ones; a batch holds at most :data:`BATCH_VALUES`
        distinct values, so memory stays that of one column's values when columns are long.
        """
        source = source or SourceInfo()
        check_column_names(names, source.path)
        tokens, types = source.missing_tokens, types or {}
        encoded = ordered_map(lambda batch: batch if isinstance(batch[0], Column) else
                              _encode_batch(batch, tokens, types), _batches(factorized, tokens, types))
        by_name = {column.name: column for batch in encoded for column in batch}  # batches typed on every core
        return cls(tuple(by_name[name] for name in names), n_rows, source)


BATCH_VALUES = 1_000_000
"""Distinct values typed together in one batch of columns (see :meth:`Dataset.from_factorized`)."""
SHORT_COLUMN = 10_000
"""Columns of at most this many rows are factorized in blocks (:func:`factorize_columns`), longer ones one by one."""


class WholeNumbers(NamedTuple):
    """A factorized column whose every cell is a whole number written plainly (1 to PLAIN_DIGITS ASCII digits, no
    leading zero), as the CSV reader tells cheaply: ``codes`` number the distinct ``texts`` in numeric order."""

    name: str
    codes: np.ndarray
    texts: np.ndarray


def _whole_number_column(numbers: WholeNumbers, missing_tokens: Iterable[str],
                         types: dict[str, ColumnType | str]) -> Column | None:
    """The column of :class:`WholeNumbers` as the general path types it (integers, or text when they are codes of
    one width), built without typing or sorting anything; None when a type is requested for it or a missing-value
    token could be one of its numbers (the general path then decides)."""
    texts = numbers.texts
    if numbers.name in types or len(texts) == 0 or any(t.isdigit() and t.isascii() for t in missing_tokens):
        return None
    # In numeric order the first text is the shortest and the last the longest; none has a leading zero.
    code = digit_code_rule(len(texts), False, True, len(texts[0]), len(texts[-1]))
    return Column(numbers.name, numbers.codes.astype(np.int32, copy=False), np.asarray(texts, dtype=object),
                  ColumnType.STRING if code else ColumnType.INTEGER, len(texts))


def _batches(factorized: Iterable[tuple[str, np.ndarray, np.ndarray]], missing_tokens: Iterable[str],
             types: dict[str, ColumnType | str]) -> Iterator[list]:
    """Consecutive columns grouped until a group holds :data:`BATCH_VALUES` distinct values (the last may hold
    fewer; a table without columns gives no group); a column of :class:`WholeNumbers` that needs no typing comes
    as a group of its own, built (so groups may come out of column order)."""
    batch: list[tuple[str, np.ndarray, np.ndarray]] = []
    size = 0
    for item in factorized:
        if isinstance(item, WholeNumbers):
            column = _whole_number_column(item, missing_tokens, types)
            if column is not None:
                yield [column]
                continue
        name, codes, uniques, *counted = item  # counted: the rows of each text, when the caller counted them
        batch.append((name, codes, as_texts(uniques), counted[0] if counted else None))
        size += len(uniques)
        if size >= BATCH_VALUES:
            yield batch
            batch, size = [], 0
    if batch:
        yield batch


def factorize_columns(names: list[str], cells: np.ndarray) -> list[tuple[str, np.ndarray, np.ndarray]]:
    """pandas.factorize of every column of a (rows x columns) object array, with one hash pass and one sort for
    the whole block: (name, codes, distinct values in order of first appearance) per column, code -1 = no value."""
    n_rows, n_columns = cells.shape
    codes, uniques = pd.factorize(cells.T.ravel(), use_na_sentinel=True)
    column = np.repeat(np.arange(n_columns, dtype=np.int64), n_rows)
    key = column * (len(uniques) + 1) + codes + 1          # (column, value) as one number; +1 keeps -1 apart
    pairs, first, inverse = np.unique(key, return_index=True, return_inverse=True)
    pair_column, pair_value = pairs // (len(uniques) + 1), pairs % (len(uniques) + 1) - 1
    real = pair_value >= 0
    order = np.flatnonzero(real)[np.lexsort((first[real], pair_column[real]))]  # by column, then first appearance
    starts = np.searchsorted(pair_column[order], np.arange(n_columns + 1))
    local = np.full(len(pairs), -1, np.int64)
    local[order] = np.arange(len(order)) - starts[pair_column[order]]
    cell_codes = local[inverse.ravel()].reshape(n_columns, n_rows)
    return [(name, cell_codes[j], uniques[pair_value[order[starts[j]:starts[j + 1]]]])
            for j, name in enumerate(names)]


def _encode_batch(batch: list[tuple[str, np.ndarray, np.ndarray]], missing_tokens: Iterable[str],
                  types: dict[str, ColumnType | str]) -> list[Column]:
    """Columns from factorized cells: missing spellings merged into one missing category (last), every column
    typed (as requested, else inferred) and its codes renumbered into its type's order."""
    if not batch:
        return []
    sizes = np.array([len(uniques) for _, _, uniques, _ in batch], np.int64)
    offsets = np.concatenate([[0], np.cumsum(sizes)])
    uniques = _concatenate_texts([u for _, _, u, _ in batch]) if offsets[-1] else np.empty(0, object)
    column = np.repeat(np.arange(len(batch)), sizes)
    fixed = stripped_texts(uniques)
    if fixed is not None:
        missing = np.isin(fixed, np.array(list(missing_tokens), dtype=str))
    else:
        stripped = pd.Series(uniques, dtype=object).str.strip() if len(uniques) else pd.Series([], dtype=object)
        missing = (stripped.isna() | stripped.isin(set(missing_tokens))).to_numpy(bool)
    counts = np.concatenate([_value_counts(codes, len(u)) if counted is None else np.asarray(counted, np.int64)
                             for _, codes, u, counted in batch]) if offsets[-1] else np.zeros(0, np.int64)
    present = np.flatnonzero(~missing)
    values, value_column, value_counts = uniques[present], column[present], counts[present]
    requested = [types.get(name) for name, _, _, _ in batch]
    kinds: list[tuple[ColumnType, str | None, None]] = [None] * len(batch)  # type: ignore[list-item]
    for j, kind in enumerate(requested):
        if kind is not None:
            kinds[j] = (ColumnType.parse(kind) if isinstance(kind, str) else kind, None, None)
    guess = [j for j, kind in enumerate(requested) if kind is None]
    # Columns of plain digit strings (counts, codes, IDs) are typed and ordered by a quicker path of their own.
    plain, code, plain_order = plain_digit_columns(values, value_column, len(batch))
    plain &= np.array([kind is None for kind in requested], bool)
    plain_order = plain_order[plain[value_column[plain_order]]]
    for j in np.flatnonzero(plain):
        kinds[j] = (ColumnType.STRING if code[j] else ColumnType.INTEGER, None, None)
    general = np.flatnonzero(~plain[value_column])
    guess = [j for j in guess if not plain[j]]
    if guess:
        to_guess = np.isin(value_column, guess)
        renumber = np.full(len(batch), -1)
        renumber[guess] = np.arange(len(guess))
        inferred = infer_columns(values[to_guess], value_counts[to_guess], renumber[value_column[to_guess]],
                                 len(guess), None if fixed is None else fixed[present][to_guess])
        for j, (kind, fmt) in zip(guess, inferred):
            kinds[j] = (kind, fmt, None)
    if len(general) == len(values):
        permutation, n_valid = order_columns(values, value_column, kinds)
    else:
        permutation, n_valid = order_columns(values[general], value_column[general], kinds)
        permutation = np.concatenate([general[permutation], plain_order])
        permutation = permutation[np.argsort(value_column[permutation], kind="stable")]  # two runs merged
        n_valid += np.bincount(value_column[plain_order], minlength=len(batch))
    # Each distinct text's new code: its place in its column's type order; missing spellings after them all.
    present_count = np.bincount(value_column, minlength=len(batch))
    new_code = np.empty(len(uniques), np.int32)
    value_offsets = np.concatenate([[0], np.cumsum(present_count)])
    new_code[present[permutation]] = np.arange(len(permutation)) - value_offsets[value_column[permutation]]
    new_code[missing] = present_count[column[missing]]
    ordered = values[permutation]
    result = []
    for j, (name, codes, _uniques, _counted) in enumerate(batch):
        lookup = np.append(new_code[offsets[j]:offsets[j + 1]], np.int32(present_count[j])).astype(
            code_type(codes, len(_uniques) + 1))
        column_codes = lookup[codes]  # code -1 picks the last slot, the missing category
        column_values = ordered[value_offsets[j]:value_offsets[j + 1]].astype(object)
        if (column_codes == present_count[j]).any():
            column_values = np.append(column_values, np.array([None], dtype=object))
        kind, fmt = kinds[j][:2]
        result.append(Column(name, column_codes, column_values, kind, int(n_valid[j]), fmt, None))
    return result


def code_type(codes: np.ndarray, values: int) -> type:
    """A column's code type: int16 when its ``codes`` come so (an out-of-core frequency set, nearly as long as the
    file: half the memory) and ``values`` fit, else int32."""
    return np.int16 if codes.dtype == np.int16 and values < np.iinfo(np.int16).max else np.int32


CODE_BLOCK = 1 << 22
"""Codes counted at a time (:func:`_value_counts`): ``np.bincount`` copies its input as 8-byte integers."""


def _value_counts(codes: np.ndarray, n_values: int) -> np.ndarray:
    """Rows of each code 0..n_values-1 (code -1, no value, not counted), a block at a time: no row-length copy."""
    counts = np.zeros(n_values + 1, np.int64)
    for start in range(0, len(codes), CODE_BLOCK):
        counts += np.bincount(codes[start:start + CODE_BLOCK] + 1, minlength=n_values + 1)
    return counts[1:]


def _concatenate_texts(parts: list[np.ndarray]) -> np.ndarray:
    """The batch's distinct texts in one array: fixed-width when every part is and the result stays small (the
    widest value sets the width of all), else objects."""
    if all(part.dtype.kind == "U" for part in parts):
        width = max(part.dtype.itemsize for part in parts)
        if sum(len(part) for part in parts) * width <= TEXT_SORT_BYTES:
            return np.concatenate(parts)
    return np.concatenate([part.astype(object) for part in parts])


def encode_column(name: str, codes: np.ndarray, values: np.ndarray, kind: ColumnType, fmt: str | None,
            order: Sequence[str] | None) -> Column:
    """Renumber codes so that they follow ``kind``'s order (missing category stays last)."""
    has_missing = len(values) > 0 and values[-1] is None
    present = values[:-1] if has_missing else values
    permutation, n_valid = type_order(present, kind, fmt, list(order) if order is not None else None)
    codes = np.asarray(codes)
    new_code = np.empty(len(values), dtype=code_type(codes, len(values)))
    new_code[permutation] = np.arange(len(permutation))
    if has_missing:
        new_code[-1] = len(values) - 1
    ordered_values = np.empty(len(values), dtype=object)
    ordered_values[: len(permutation)] = present[permutation]
    if has_missing:
        ordered_values[-1] = None
    return Column(name, new_code[codes], ordered_values, kind, n_valid,
                  fmt, tuple(order) if order is not None else None)


def check_column_names(names: list[str], path: str | Path | None) -> None:
    seen: dict[str, int] = {}
    for position, name in enumerate(names, start=1):
        if not name.strip():
            raise InputError(_("column {position} has an empty name").format(position=position), path=path, row=1)
        if name in seen:
            raise InputError(_("column name '{name}' appears twice (columns {first} and {position})").format(
                name=name, first=seen[name], position=position), path=path, row=1)
        seen[name] = position
