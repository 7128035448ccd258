"""A hierarchy for a quasi-identifier nobody built one for, chosen by the column's type:

- dates: day → month → year → decade → ``*``;
- numbers: intervals of a round width (1, 2 or 5 × 10^k, about 20 intervals over the data's range: 5 for ages
  0-99) that double at each level until one would cover the data, then ``*`` — ages 0-99: 5, 10, 20, 40, 80, ``*``
  (doubling keeps every interval inside one of the next level; the issue's 20 → 50 step would straddle:
  docs/design-changes.md);
- fixed-width digit codes (postcodes, phone and ID numbers, :func:`~privdesk.engine.core.types.is_digit_code`) and
  other codes: one more character masked from the right per level (47933 → 4793* → … → *****);
- other text: the value, then ``*``.

Values that fail the column's type and the missing category keep their text up to the top level ``*``, so the
hierarchy covers every value of the column. The builder spec carries ``"generated": True``; the report names such
hierarchies "generated".
"""

from __future__ import annotations

import math
from decimal import Decimal
from typing import Any

from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.attributes.hierarchy_builders import TOP, dates, format_number, intervals, masking, value_to_top
from privdesk.engine.core.dataset import Column
from privdesk.engine.core.types import ColumnType, is_digit_code

INTERVALS_OVER_RANGE = 20
"""The first interval level has about this many intervals over the data's range."""

MISSING_TEXT = ""
"""The row that covers the missing category (an empty cell is a missing token)."""


def nice_width(low: float, high: float) -> Decimal:
    """The smallest of 1, 2, 5 × 10^k that cuts [low, high] into at most INTERVALS_OVER_RANGE intervals."""
    span = high - low if high > low else 1.0
    exponent = math.floor(math.log10(span / INTERVALS_OVER_RANGE))
    for step in (1, 2, 5, 10):
        width = Decimal(step).scaleb(exponent)
        if span / float(width) <= INTERVALS_OVER_RANGE:
            return width
    return Decimal(10).scaleb(exponent)  # pragma: no cover - the loop always returns


def default_hierarchy(column: Column) -> Hierarchy:
    """The hierarchy a column gets when nobody chose one (see the module docstring)."""
    valid = [str(v) for v in column.values[:column.n_valid]]
    if not valid:
        built = value_to_top([str(v) for v in column.values[:column.distinct_count]] or [MISSING_TEXT])
    elif column.type is ColumnType.DATE:
        built = dates(valid, fmt=column.format or "%Y-%m-%d", levels=("month", "year", "decade"))
    elif column.type in (ColumnType.INTEGER, ColumnType.DECIMAL):
        numbers = [float(v.replace(",", ".")) if column.format == "comma" else float(v) for v in valid]
        if min(numbers) == max(numbers):
            built = value_to_top(valid)
        else:
            built = intervals(valid, format_number(nice_width(min(numbers), max(numbers))))
    elif is_digit_code(column.values[:column.n_valid]) or _mostly_codes(valid):
        built = masking(valid, align="right")
    else:
        built = value_to_top(valid)
    return _covering(built, column, built.builder)


def _mostly_codes(values: list[str]) -> bool:
    """Letters-and-digits codes of one length (ICD-10 E11.9 has a dot; A01 and B20 are codes)."""
    lengths = {len(v) for v in values}
    return len(lengths) == 1 and len(values) > 1 and all(any(c.isdigit() for c in v) for v in values)


def _covering(built: Hierarchy, column: Column, spec: dict[str, Any] | None) -> Hierarchy:
    """``built`` plus a row for every value it lacks (failing values, the missing category), marked generated."""
    rows = [list(map(str, row)) for row in built.rows]
    known = {row[0] for row in rows}
    depth = built.levels
    extra = [str(v) for v in column.values[column.n_valid:column.distinct_count]]
    if column.has_missing:
        extra.append(MISSING_TEXT)
    for value in extra:
        if value not in known:
            rows.append([value] * (depth - 1) + [TOP] if depth > 1 else [value])
    builder = {**(spec or {}), "generated": True}
    return Hierarchy.from_rows(rows, attribute=column.name, builder=builder)


def generated_hierarchies(columns: list[Column], have: dict[str, Hierarchy]) -> dict[str, Hierarchy]:
    """A default hierarchy for each of ``columns`` that ``have`` has none for."""
    return {column.name: default_hierarchy(column) for column in columns if column.name not in have}
