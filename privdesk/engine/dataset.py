"""The engine's table: per column an integer code array plus its distinct values (DESIGN.md, "integer codes").

Every cell is kept as the text it had in the file; a column's type decides how its distinct values are ordered and
which of them fail to parse. Codes are ordered: the values that parse under the type come first, sorted by the type
(numbers by value, dates by time, ordered strings by their order, strings by text), then values that fail the type,
then the missing-value category (value ``None``) last. So code comparisons follow the type's order, which ordered
distances and interval hierarchies rely on.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Iterable, Sequence

import numpy as np
import pandas as pd

from ..i18n import _
from .errors import InputError
from .types import ColumnType, infer, type_order

DEFAULT_MISSING = ("", "NA", "N/A", "NULL", "null", "?")


@dataclass(frozen=True)
class Column:
    name: str
    codes: np.ndarray            # int32, one per row
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
        return _encode(self.name, self.codes, self.values, kind, fmt, order)


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


@dataclass(frozen=True)
class Dataset:
    columns: tuple[Column, ...]
    n_rows: int
    source: SourceInfo = field(default_factory=SourceInfo)

    @property
    def names(self) -> list[str]:
        return [c.name for c in self.columns]

    def column(self, name: str) -> Column:
        for c in self.columns:
            if c.name == name:
                return c
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
        columns = tuple(column if c.name == column.name else c for c in self.columns)
        return replace(self, columns=columns)

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
        source = source or SourceInfo()
        check_column_names([str(n) for n in frame.columns], source.path)
        tokens = set(source.missing_tokens)
        columns = []
        for name in frame.columns:
            raw = frame[name].to_numpy(dtype=object)
            codes, uniques = pd.factorize(raw, use_na_sentinel=True)
            uniques = np.asarray(uniques, dtype=object)
            stripped = pd.Series(uniques, dtype=object).str.strip()
            is_missing = (stripped.isna() | stripped.isin(tokens)).to_numpy(bool)
            # One missing category: all missing spellings (and NaN from the reader, code -1) map to it.
            keep = np.flatnonzero(~is_missing)
            remap = np.full(len(uniques) + 1, len(keep), dtype=np.int64)
            remap[keep] = np.arange(len(keep))
            codes = remap[codes]  # code -1 picks the last slot, the missing category
            values = uniques[keep]
            any_missing = bool((codes == len(keep)).any())
            if any_missing:
                values = np.append(values, np.array([None], dtype=object))
            kind, fmt = ColumnType.STRING, None
            requested = (types or {}).get(str(name))
            if requested is not None:
                kind = ColumnType.parse(requested) if isinstance(requested, str) else requested
            else:
                counts = np.bincount(codes, minlength=len(values))[: len(keep)]
                kind, fmt = infer(values[: len(keep)], counts)
            columns.append(_encode(str(name), codes, values, kind, fmt, None))
        return cls(tuple(columns), len(frame), source)


def _encode(name: str, codes: np.ndarray, values: np.ndarray, kind: ColumnType, fmt: str | None,
            order: Sequence[str] | None) -> Column:
    """Renumber codes so that they follow ``kind``'s order (missing category stays last)."""
    has_missing = len(values) > 0 and values[-1] is None
    present = values[:-1] if has_missing else values
    permutation, n_valid = type_order(present, kind, fmt, list(order) if order is not None else None)
    new_code = np.empty(len(values), dtype=np.int32)
    new_code[permutation] = np.arange(len(permutation), dtype=np.int32)
    if has_missing:
        new_code[-1] = len(values) - 1
    ordered_values = np.empty(len(values), dtype=object)
    ordered_values[: len(permutation)] = present[permutation]
    if has_missing:
        ordered_values[-1] = None
    return Column(name, new_code[np.asarray(codes)].astype(np.int32, copy=False), ordered_values, kind, n_valid,
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
