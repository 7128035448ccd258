"""Generalization hierarchy of one quasi-identifier, as in ARX (docs/design.md "Engine core: integer codes").

A hierarchy is a table with one row per original value: column 1 (level 0) is the value itself and every further
column generalizes it one step more; the last column is the most general level (usually ``*``). Levels are numbered
as ARX numbers them, 0 = original .. ``height`` = most general. SPEC §5 numbers the other way round (1 = most
general); the metric that needs that numbering converts.

Internally each level is factorized into integer codes (``matrix[L, i]`` = code of row i's label at level L) and
``labels[L]`` holds the distinct labels of level L **in order of first appearance in the table** (so level 0 keeps the
file's row order). Binding a hierarchy to a data column gives a ``levels x distinct values`` code matrix, and
generalizing a whole column to level L is one fancy index ``bound[L][column.codes]``.

File format (ARX's): ``;`` separated, no header, one row per value, no quoting unless a cell needs it, UTF-8 with or
without BOM, CRLF or LF line ends, the last row with or without a line end. Blank lines are ignored.

The missing-value category of a column (value ``None``) is covered only when the hierarchy has a row whose value is
one of the missing tokens (by default the ones :class:`~privdesk.engine.core.dataset.Dataset` treats as missing, such as
the empty text); otherwise it is reported as a value the hierarchy lacks.
"""

from __future__ import annotations

import csv
import functools
import io
from pathlib import Path
from typing import Any, Iterable, Mapping, Sequence

import numpy as np
import pandas as pd

from privdesk.common.i18n import _
from privdesk.engine.core.classes import SUPPRESSED_LABEL
from privdesk.engine.core.dataset import DEFAULT_MISSING, Column
from privdesk.engine.core.errors import InputError
from privdesk.io.atomic import atomic_write_text
from privdesk.io.csv_reader import decode

MISSING_LABEL = "(missing)"
"""How error messages name a column's missing-value category."""

LISTED_VALUES = 10
"""Error messages list at most this many values, then say how many more there are."""

DICT_LOOKUP_VALUES = 256
"""Columns of at most this many distinct values are bound by looking each up in a dict (pandas' indexer costs
~60 µs a call, most of a search's binding on Adult); more are bound by pandas in one vectorised pass."""


class Hierarchy:
    """A validated generalization hierarchy: every row has the same depth, level-0 values are unique, and each level
    is a function of the level below (one generalization per label)."""

    def __init__(self, rows: Any, attribute: str | None = None, builder: Mapping[str, Any] | None = None,
                 *, source: str | Path | None = None, line_numbers: Sequence[int] | None = None) -> None:
        """``rows``: one sequence of cells per original value (list of lists, 2-D array or DataFrame).

        ``source`` (a file path) and ``line_numbers`` (the file row of each entry) only make error messages point
        at the right place; they are not part of the hierarchy's identity.
        """
        self.attribute = attribute
        self.builder = dict(builder) if builder is not None else None
        self.source = None if source is None else str(source)
        table = _as_table(rows, self.source, line_numbers)
        self.rows: np.ndarray = table
        self.matrix, self.labels = _factorize_levels(table)
        self._bound_columns: dict = {}  # column values array -> hierarchy rows (``_row_of_codes``)
        _check_unique_values(table, self.labels[0], self.matrix[0], self.source, line_numbers)
        _check_functional(self.matrix, self.labels, self.source, line_numbers)

    # ----- construction -------------------------------------------------------------------------------------------

    @classmethod
    def from_rows(cls, rows: Any, attribute: str | None = None,
                  builder: Mapping[str, Any] | None = None) -> "Hierarchy":
        """An explicit table (imported or typed in); rows are numbered from 1 in error messages."""
        return cls(rows, attribute, builder)

    @classmethod
    def read_csv(cls, path: str | Path, attribute: str | None = None, delimiter: str = ";",
                 encoding: str | None = "utf-8") -> "Hierarchy":
        """Read an ARX hierarchy file; error messages name the file and its 1-based row numbers."""
        text = read_text(path, encoding)
        rows, line_numbers = parse_delimited(text, delimiter, path)
        if not rows:
            raise InputError(_("the hierarchy file is empty"), path=path)
        return cls(rows, attribute, None, source=path, line_numbers=line_numbers)

    @classmethod
    def from_csv_text(cls, text: str, attribute: str | None = None, delimiter: str = ";") -> "Hierarchy":
        rows, line_numbers = parse_delimited(text, delimiter)
        if not rows:
            raise InputError(_("the hierarchy is empty"))
        return cls(rows, attribute, None, line_numbers=line_numbers)

    # ----- shape --------------------------------------------------------------------------------------------------

    @property
    def levels(self) -> int:
        """Number of levels including level 0 (the number of columns of the table)."""
        return self.rows.shape[1]

    depth = levels

    @property
    def height(self) -> int:
        """Generalization steps above the original value (levels - 1), the H of SPEC §4's hierarchical distance."""
        return self.levels - 1

    @property
    def n_rows(self) -> int:
        return self.rows.shape[0]

    @property
    def values(self) -> np.ndarray:
        """The original (level-0) values in table order."""
        return self.rows[:, 0]

    def share_of_rows(self, level: int) -> np.ndarray:
        """For each label of ``level`` (in ``labels[level]`` order): hierarchy rows mapping to it / all rows.

        The share of a released value in ARX's Loss metric (SPEC §6), which counts hierarchy rows, not records.
        """
        self._check_level(level)
        counts = np.bincount(self.matrix[level], minlength=len(self.labels[level]))
        return counts / self.n_rows

    # ----- binding to data ----------------------------------------------------------------------------------------

    def uncovered_values(self, column: Column, missing_tokens: Iterable[str] = DEFAULT_MISSING) -> list[str | None]:
        """The column's distinct values (in code order) that have no row in the hierarchy; ``None`` stands for the
        missing-value category, covered only by a row whose value is one of ``missing_tokens``."""
        rows = self._row_of_codes(column, missing_tokens)
        return [column.values[code] for code in np.flatnonzero(rows < 0)]

    def validate_against(self, column: Column, missing_tokens: Iterable[str] = DEFAULT_MISSING) -> None:
        """Raise InputError naming the column values the hierarchy lacks."""
        self.bind(column, missing_tokens)

    def bind(self, column: Column, missing_tokens: Iterable[str] = DEFAULT_MISSING) -> np.ndarray:
        """int32 matrix ``levels x len(column.values)``: the label code of each column code at each level.

        Generalizing the column to level L is ``bound[L][column.codes]``.
        """
        rows = self._row_of_codes(column, missing_tokens)
        lacking = np.flatnonzero(rows < 0)
        if len(lacking):
            names = [column.values[code] for code in lacking]
            if self.attribute:
                message = _("the hierarchy for '{attribute}' has no row for {count} value(s) of the column: {values}")
            else:
                message = _("the hierarchy has no row for {count} value(s) of the column: {values}")
            raise InputError(message.format(attribute=self.attribute, count=len(names), values=name_values(names)),
                             path=self.source, column=column.name)
        return np.ascontiguousarray(self.matrix[:, rows], dtype=np.int32)

    def generalize(self, column: Column, level: int,
                   missing_tokens: Iterable[str] = DEFAULT_MISSING) -> np.ndarray:
        """The column's cells generalized to ``level``, as an object array of label texts (one per row)."""
        self._check_level(level)
        bound = self.bind(column, missing_tokens)
        return self.labels[level][bound[level][column.codes]]

    BOUND_COLUMNS = 16
    """Columns whose hierarchy rows a hierarchy remembers (``_row_of_codes``): each search binds every QI again."""

    def _row_of_codes(self, column: Column, missing_tokens: Iterable[str]) -> np.ndarray:
        """Hierarchy row index of each column code, -1 where the hierarchy has none (read-only). Remembered per
        column values array: a column's values never change, and hashing them is most of a search's set-up on a
        small table. The entry holds the array itself, so its ``id`` cannot be reused while it is remembered."""
        tokens = tuple(sorted({str(t).strip() for t in missing_tokens})) if column.has_missing else ()
        key = (id(column.values), column.distinct_count, column.has_missing, tokens)
        cache = self._bound_columns
        hit = cache.get(key)
        if hit is not None and hit[0] is column.values:
            return hit[1]
        present = np.asarray(column.values[: column.distinct_count], dtype=object)
        if len(present) <= DICT_LOOKUP_VALUES:  # a few values: pandas' call costs more than looking each up
            row_of_value = self._row_of_value
            rows = np.array([row_of_value.get(value, -1) for value in present.tolist()], np.int64)
        else:
            rows = self._value_index.get_indexer(present)
        if column.has_missing:
            is_token = np.array([str(v).strip() in tokens for v in self.rows[:, 0]], dtype=bool)
            token_rows = np.flatnonzero(is_token)
            rows = np.append(rows, token_rows[0] if len(token_rows) else -1)
        rows = rows.astype(np.int64, copy=False)
        rows.flags.writeable = False
        if len(cache) >= self.BOUND_COLUMNS:
            try:  # the oldest (another thread may be evicting it too)
                cache.pop(next(iter(cache)), None)
            except (RuntimeError, StopIteration):
                pass
        cache[key] = (column.values, rows)
        return rows

    @functools.cached_property
    def released_texts(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """The texts a release through this hierarchy can show: (where each level's labels start in one numbering
        of all levels' labels followed by the suppressed ``*``, the distinct texts sorted, the text of each label
        of that numbering). The same text on two levels (e.g. ``*``) is one text. Made once: the labels never
        change, and sorting them cost more than generalizing a column of Adult."""
        offsets = np.cumsum([0] + [len(labels) for labels in self.labels])
        all_labels = np.concatenate([np.asarray(labels, dtype=object) for labels in self.labels]
                                    + [np.array([SUPPRESSED_LABEL], dtype=object)])
        texts, text_of_label = np.unique(all_labels.astype(str), return_inverse=True)
        for array in (offsets, texts, text_of_label):
            array.flags.writeable = False
        return offsets, texts.astype(object), text_of_label.reshape(-1)

    @functools.cached_property
    def _row_of_value(self) -> dict:
        """Each level-0 value's row (values are unique), for looking up a few values without pandas."""
        return {value: row for row, value in enumerate(self.rows[:, 0].tolist())}

    @functools.cached_property
    def _value_index(self) -> pd.Index:
        """The level-0 values as an index (hashed once: the rows never change)."""
        return pd.Index(self.rows[:, 0])

    def _check_level(self, level: int) -> None:
        if not 0 <= level < self.levels:
            raise InputError(_("level {level} does not exist; the hierarchy has levels 0 to {height}").format(
                level=level, height=self.height), path=self.source, column=self.attribute)

    # ----- export -------------------------------------------------------------------------------------------------

    def to_csv_text(self, delimiter: str = ";") -> str:
        """ARX format: no header, quoting only where a cell needs it, one line (LF) per row."""
        buffer = io.StringIO()
        writer = csv.writer(buffer, delimiter=delimiter, quoting=csv.QUOTE_MINIMAL, lineterminator="\n")
        writer.writerows(self.rows.tolist())
        return buffer.getvalue()

    def to_csv(self, path: str | Path, delimiter: str = ";", encoding: str = "utf-8") -> None:
        """Write atomically: a half-written hierarchy never replaces a good one."""
        atomic_write_text(path, self.to_csv_text(delimiter), encoding)

    def to_dict(self) -> dict[str, Any]:
        """Project-JSON form: rows as lists of str, the builder spec (or None) and the attribute."""
        return {"attribute": self.attribute, "builder": self.builder, "rows": self.rows.tolist()}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Hierarchy":
        """Inverse of :meth:`to_dict`; the stored rows are authoritative (the builder spec is kept for the GUI)."""
        if not isinstance(data, Mapping) or not isinstance(data.get("rows"), list):
            raise InputError(_("a hierarchy entry needs a 'rows' list"))
        builder = data.get("builder")
        if builder is not None and not isinstance(builder, Mapping):
            raise InputError(_("a hierarchy's 'builder' must be an object or null"))
        return cls(data["rows"], data.get("attribute"), builder)

    # ----- identity -----------------------------------------------------------------------------------------------

    def __getstate__(self) -> dict:
        """Pickled and copied without the remembered columns (they belong to this process's tables)."""
        return {**self.__dict__, "_bound_columns": {}}

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Hierarchy):
            return NotImplemented
        return self.rows.shape == other.rows.shape and bool(np.all(self.rows == other.rows))

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        name = f" '{self.attribute}'" if self.attribute else ""
        counts = "/".join(str(len(labels)) for labels in self.labels)
        return f"<Hierarchy{name}: {self.n_rows} rows, {self.levels} levels ({counts} labels)>"


# ----- helpers shared with the other table readers (sensitivity levels) -----------------------------------------------


def name_values(values: Sequence[object], limit: int = LISTED_VALUES) -> str:
    """'a', 'b', 'c' … and N more — how error messages list values; None is the missing category."""
    shown = [MISSING_LABEL if v is None else repr(str(v)) for v in values[:limit]]
    text = ", ".join(shown)
    if len(values) > limit:
        text = _("{values} and {more} more").format(values=text, more=len(values) - limit)
    return text


def read_text(path: str | Path, encoding: str | None = "utf-8") -> str:
    """A whole text file without BOM (``encoding=None`` detects it); failures become InputError naming the file."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise InputError(_("file not found"), path=path) from None
    except OSError as error:
        raise InputError(_("cannot read the file: {reason}").format(reason=error.strerror or error),
                         path=path) from None
    if encoding is not None and encoding.lower().replace("-", "").replace("_", "") == "utf8":
        encoding = "utf-8-sig"
    return decode(data, path, encoding)[0]


def parse_delimited(text: str, delimiter: str = ";",
                    path: str | Path | None = None) -> tuple[list[list[str]], list[int]]:
    """Rows of a headerless delimited text and the 1-based file line each row ends on; blank lines skipped."""
    rows: list[list[str]] = []
    line_numbers: list[int] = []
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    try:
        for row in reader:
            if not row or (len(row) == 1 and not row[0].strip()):
                continue
            rows.append(row)
            line_numbers.append(reader.line_num)
    except csv.Error as error:
        raise InputError(_("unreadable line ({error})").format(error=error), path=path,
                         row=reader.line_num) from None
    return rows, line_numbers


# ----- validation -----------------------------------------------------------------------------------------------------


def _row_label(index: int, line_numbers: Sequence[int] | None) -> int:
    return line_numbers[index] if line_numbers is not None else index + 1


def _as_table(rows: Any, source: str | None, line_numbers: Sequence[int] | None) -> np.ndarray:
    """Rows as a read-only 2-D object array of str; rejects an empty table and rows of unequal depth."""
    if isinstance(rows, pd.DataFrame):
        rows = rows.to_numpy(dtype=object)
    if isinstance(rows, np.ndarray) and rows.ndim == 2:
        rows = rows.tolist()
    rows = [list(row) if not isinstance(row, str) else [row] for row in rows]
    if not rows:
        raise InputError(_("the hierarchy is empty"), path=source)
    depth = len(rows[0])
    if depth == 0:
        raise InputError(_("has no cells"), path=source, row=_row_label(0, line_numbers))
    for index, row in enumerate(rows):
        if len(row) != depth:
            raise InputError(_("has {levels} levels, but row {first} has {depth}; every row needs the same number "
                               "of levels").format(levels=len(row), first=_row_label(0, line_numbers), depth=depth),
                             path=source, row=_row_label(index, line_numbers), value=row[0] if row else None)
    table = np.empty((len(rows), depth), dtype=object)
    table[:] = [["" if cell is None else str(cell) for cell in row] for row in rows]
    table.setflags(write=False)
    return table


def _factorize_levels(table: np.ndarray) -> tuple[np.ndarray, list[np.ndarray]]:
    matrix = np.empty((table.shape[1], table.shape[0]), dtype=np.int32)
    labels = []
    for level in range(table.shape[1]):
        codes, uniques = pd.factorize(table[:, level], sort=False)
        matrix[level] = codes
        level_labels = np.asarray(uniques, dtype=object)
        level_labels.setflags(write=False)
        labels.append(level_labels)
    matrix.setflags(write=False)
    return matrix, labels


def _check_unique_values(table: np.ndarray, values: np.ndarray, codes: np.ndarray, source: str | None,
                         line_numbers: Sequence[int] | None) -> None:
    if len(values) == len(table):
        return
    duplicate = int(np.flatnonzero(pd.Series(codes).duplicated().to_numpy())[0])
    first = int(np.flatnonzero(codes == codes[duplicate])[0])
    raise InputError(_("value '{value}' appears again (first in row {first}); each original value needs exactly one "
                       "row").format(value=table[duplicate, 0], first=_row_label(first, line_numbers)), path=source,
                     row=_row_label(duplicate, line_numbers))


def _check_functional(matrix: np.ndarray, labels: list[np.ndarray], source: str | None,
                      line_numbers: Sequence[int] | None) -> None:
    """Each label of level L must generalize to one label of level L+1 (else the hierarchy is not a tree)."""
    for level in range(matrix.shape[0] - 1):
        child, parent = matrix[level], matrix[level + 1]
        first_row = np.unique(child, return_index=True)[1]  # codes are 0..n-1, so index = code
        expected = parent[first_row[child]]
        conflicts = np.flatnonzero(parent != expected)
        if len(conflicts) == 0:
            continue
        row = int(conflicts[0])
        first = int(first_row[child[row]])
        label = labels[level][child[row]]
        raise InputError(
            _("level {level} label '{label}' generalizes to '{first_parent}' in row {first} but to '{parent}' here, at "
              "level {parent_level} (column {column}); each label must have exactly one generalization").format(
                level=level, label=label, first_parent=labels[level + 1][parent[first]],
                first=_row_label(first, line_numbers), parent=labels[level + 1][parent[row]],
                parent_level=level + 1, column=level + 2), path=source,
            row=_row_label(row, line_numbers))
