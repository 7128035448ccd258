"""Sensitivity levels of a sensitive attribute for the (αi,k) and (αij,k,m) models (SPEC §4–5, seed 003).

Each value of the attribute belongs to one level 1..c (1 = most sensitive); each level j has a bound α_j
(0 < α_j ≤ 1) on its share in an equivalence class. The order of values inside a level is kept: the greedy
(αij,k,m) algorithm breaks ties by it (SPEC §5).

CSV format: ``;`` separated, no header, UTF-8 (BOM allowed), one row per level in level order::

    level;alpha;value1;value2;...
    1;0.25;Cancer;HIV
    2;0.5;Parkinson

Levels must be numbered 1, 2, …, c without gaps, every level needs at least one value, and a value may appear in
one level only. As with hierarchies, a column's missing-value category (``None``) is covered only when the table
lists one of the missing tokens (e.g. the empty text) as a value.
"""

from __future__ import annotations

import csv
import io
import math
from pathlib import Path
from typing import Any, Iterable, Mapping, Sequence

import numpy as np
import pandas as pd

from privdesk.common.i18n import _
from privdesk.engine.attributes.hierarchy import name_values, parse_delimited, read_text
from privdesk.engine.core.dataset import DEFAULT_MISSING, Column
from privdesk.engine.core.errors import InputError
from privdesk.io.atomic import atomic_write_text


class SensitivityLevels:
    """A validated level table: ``levels[j - 1]`` holds the values of level j in order, ``alphas[j - 1]`` its α."""

    def __init__(self, levels: Sequence[Sequence[str]], alphas: Sequence[float], attribute: str | None = None,
                 *, source: str | Path | None = None, line_numbers: Sequence[int] | None = None) -> None:
        self.attribute = attribute
        self.source = None if source is None else str(source)
        if not levels:
            raise InputError(_("the level table has no levels"), path=self.source)
        if len(alphas) != len(levels):
            raise InputError(_("{levels} levels but {alphas} alpha values").format(levels=len(levels),
                                                                                   alphas=len(alphas)),
                             path=self.source)

        def row(index: int) -> int | None:
            return line_numbers[index] if line_numbers is not None else None

        level_of_value: dict[str, int] = {}
        cleaned_levels = []
        for index, values in enumerate(levels):
            level = index + 1
            values = [str(v) for v in ([values] if isinstance(values, str) else values)]
            if not values:
                raise InputError(_("level {level} has no values; every level from 1 to {count} needs one").format(
                    level=level, count=len(levels)), path=self.source, row=row(index))
            for value in values:
                if value in level_of_value:
                    other = level_of_value[value]
                    if other == level:
                        message = _("value '{value}' is twice in level {level}; a value belongs to one level")
                    else:
                        message = _("value '{value}' is in level {other} and in level {level}; a value belongs to one "
                                    "level")
                    raise InputError(message.format(value=value, level=level, other=other), path=self.source,
                                     row=row(index))
                level_of_value[value] = level
            cleaned_levels.append(tuple(values))
        self.levels: tuple[tuple[str, ...], ...] = tuple(cleaned_levels)
        self.alphas: tuple[float, ...] = tuple(_alpha(a, i + 1, self.source, row(i)) for i, a in enumerate(alphas))
        self._level_of_value = level_of_value

    # ----- construction -------------------------------------------------------------------------------------------

    @classmethod
    def from_mapping(cls, value_levels: Mapping[str, int], alphas: Sequence[float] | Mapping[int, float] | None = None,
                     attribute: str | None = None) -> "SensitivityLevels":
        """From {value: level}; values keep the mapping's order inside their level. ``alphas`` per level (a list in
        level order or {level: α}); None means α = 1 for every level (no share bound beyond one record per level)."""
        numbers: dict[int, list[str]] = {}
        for value, level in value_levels.items():
            number = _level_number(level, value)
            numbers.setdefault(number, []).append(str(value))
        if not numbers:
            raise InputError(_("the level table has no values"))
        count = max(numbers)
        gaps = [n for n in range(1, count + 1) if n not in numbers]
        if gaps:
            raise InputError(_("no value has level {levels}; levels must run 1 to {count} without gaps").format(
                levels=", ".join(map(str, gaps)), count=count))
        if alphas is None:
            alpha_list: list[Any] = [1.0] * count
        elif isinstance(alphas, Mapping):
            lacking = [n for n in range(1, count + 1) if n not in alphas]
            if lacking:
                raise InputError(_("no alpha for level {levels}").format(levels=", ".join(map(str, lacking))))
            extra = [n for n in alphas if n not in numbers]
            if extra:
                raise InputError(_("alpha given for level {levels}, which has no values").format(
                    levels=", ".join(map(str, extra))))
            alpha_list = [alphas[n] for n in range(1, count + 1)]
        else:
            alpha_list = list(alphas)
        return cls([numbers[n] for n in range(1, count + 1)], alpha_list, attribute)

    @classmethod
    def read_csv(cls, path: str | Path, attribute: str | None = None, delimiter: str = ";",
                 encoding: str | None = "utf-8") -> "SensitivityLevels":
        rows, line_numbers = parse_delimited(read_text(path, encoding), delimiter, path)
        return cls._from_rows(rows, line_numbers, attribute, path)

    @classmethod
    def from_csv_text(cls, text: str, attribute: str | None = None, delimiter: str = ";") -> "SensitivityLevels":
        rows, line_numbers = parse_delimited(text, delimiter)
        return cls._from_rows(rows, line_numbers, attribute, None)

    @classmethod
    def _from_rows(cls, rows: list[list[str]], line_numbers: list[int], attribute: str | None,
                   path: str | Path | None) -> "SensitivityLevels":
        if not rows:
            raise InputError(_("the level table is empty"), path=path)
        levels, alphas = [], []
        for index, (row, line) in enumerate(zip(rows, line_numbers)):
            if len(row) < 2:
                raise InputError(_("a row needs level;alpha;value1;value2;…"), path=path, row=line)
            number = _level_number(row[0], None, path, line)
            if number != index + 1:
                raise InputError(_("has level {level}, but row {position} of the table must be level {position}; list "
                                   "levels 1, 2, 3, … in order without gaps").format(level=row[0].strip(),
                                                                                    position=index + 1),
                                 path=path, row=line)
            alphas.append(row[1])
            levels.append([v for v in row[2:] if v != ""])  # a trailing delimiter leaves an empty cell
        return cls(levels, alphas, attribute, source=path, line_numbers=line_numbers)

    # ----- queries --------------------------------------------------------------------------------------------------

    @property
    def count(self) -> int:
        """Number of levels c."""
        return len(self.levels)

    @property
    def values(self) -> list[str]:
        """All values in table order (level 1 first, then the order inside each level)."""
        return [v for level in self.levels for v in level]

    def level_of_value(self, value: str) -> int:
        try:
            return self._level_of_value[value]
        except KeyError:
            raise InputError(_("value '{value}' has no level").format(value=value), path=self.source,
                             column=self.attribute) from None

    def alpha(self, level: int) -> float:
        if not 1 <= level <= self.count:
            raise InputError(_("level {level} does not exist; levels run 1 to {count}").format(level=level,
                                                                                               count=self.count))
        return self.alphas[level - 1]

    def level_of(self, column: Column, missing_tokens: Iterable[str] = DEFAULT_MISSING) -> np.ndarray:
        """Level (1..c) of each column code, int32, so ``level_of(column)[column.codes]`` gives every row's level."""
        positions = self._positions(column, missing_tokens)
        levels = np.array([self._level_of_value[v] for v in self.values], dtype=np.int32)
        return levels[positions]

    def order_of(self, column: Column, missing_tokens: Iterable[str] = DEFAULT_MISSING) -> np.ndarray:
        """Position of each column code's value in table order (the greedy algorithm's tie break, SPEC §5)."""
        return self._positions(column, missing_tokens).astype(np.int32)

    def alpha_of(self, column: Column, missing_tokens: Iterable[str] = DEFAULT_MISSING) -> np.ndarray:
        """α of each column code's level (float)."""
        return np.asarray(self.alphas, dtype=float)[self.level_of(column, missing_tokens) - 1]

    def _positions(self, column: Column, missing_tokens: Iterable[str]) -> np.ndarray:
        table = np.asarray(self.values, dtype=object)
        present = np.asarray(column.values[: column.distinct_count], dtype=object)
        positions = pd.Index(table).get_indexer(present)
        if column.has_missing:
            tokens = {str(t).strip() for t in missing_tokens}
            token_positions = [i for i, v in enumerate(table) if v.strip() in tokens]
            positions = np.append(positions, token_positions[0] if token_positions else -1)
        lacking = np.flatnonzero(positions < 0)
        if len(lacking):
            names = [column.values[code] for code in lacking]
            raise InputError(_("the level table has no level for {count} value(s) of the column: {values}").format(
                count=len(names), values=name_values(names)), path=self.source, column=column.name)
        return positions

    # ----- export -------------------------------------------------------------------------------------------------

    def to_csv_text(self, delimiter: str = ";") -> str:
        buffer = io.StringIO()
        writer = csv.writer(buffer, delimiter=delimiter, quoting=csv.QUOTE_MINIMAL, lineterminator="\n")
        for number, (values, alpha) in enumerate(zip(self.levels, self.alphas), start=1):
            writer.writerow([number, repr(alpha), *values])
        return buffer.getvalue()

    def to_csv(self, path: str | Path, delimiter: str = ";", encoding: str = "utf-8") -> None:
        """Write atomically (temporary file in the same folder, then rename)."""
        atomic_write_text(path, self.to_csv_text(delimiter), encoding)

    def to_dict(self) -> dict[str, Any]:
        return {"attribute": self.attribute,
                "levels": [{"level": n, "alpha": a, "values": list(v)}
                           for n, (v, a) in enumerate(zip(self.levels, self.alphas), start=1)]}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "SensitivityLevels":
        if not isinstance(data, Mapping) or not isinstance(data.get("levels"), list):
            raise InputError(_("a level table entry needs a 'levels' list"))
        levels, alphas = [], []
        for index, entry in enumerate(data["levels"], start=1):
            if not isinstance(entry, Mapping) or "alpha" not in entry or not isinstance(entry.get("values"), list):
                raise InputError(_("level entry {index} needs 'alpha' and a 'values' list").format(index=index))
            if entry.get("level", index) != index:
                raise InputError(_("level entry {index} says level {level}; levels must run 1, 2, 3, …").format(
                    index=index, level=entry.get("level")))
            levels.append(entry["values"])
            alphas.append(entry["alpha"])
        return cls(levels, alphas, data.get("attribute"))

    # ----- identity -----------------------------------------------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, SensitivityLevels):
            return NotImplemented
        return self.levels == other.levels and self.alphas == other.alphas

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        name = f" '{self.attribute}'" if self.attribute else ""
        return f"<SensitivityLevels{name}: {self.count} levels, {len(self._level_of_value)} values>"


def _level_number(level: Any, value: str | None, path: str | Path | None = None, row: int | None = None) -> int:
    text = str(level).strip()
    if isinstance(level, bool) or not (isinstance(level, int) or text.isdigit()):
        message = (_("the level of value '{value}' must be a whole number 1, 2, 3, …") if value is not None else
                   _("the level must be a whole number 1, 2, 3, …"))
        raise InputError(message.format(value=value), path=path, row=row, value=level)
    number = int(text)
    if number < 1:
        message = (_("the level of value '{value}' must be 1 or more (1 = most sensitive)") if value is not None else
                   _("the level must be 1 or more (1 = most sensitive)"))
        raise InputError(message.format(value=value), path=path, row=row, value=level)
    return number


def _alpha(alpha: Any, level: int, path: str | None, row: int | None) -> float:
    try:
        number = float(str(alpha).strip().replace(",", ".")) if isinstance(alpha, str) else float(alpha)
    except (TypeError, ValueError):
        number = math.nan
    if isinstance(alpha, bool) or not (math.isfinite(number) and 0 < number <= 1):
        raise InputError(_("alpha of level {level} must be a number greater than 0 and at most 1").format(
            level=level), path=path, row=row, value=alpha)
    return number
