"""The identifier check of a release: a column released unchanged must not be a direct identifier.

A column is flagged when
- it is unique or nearly unique per row: its distinct non-missing values number at least ``UNIQUE_SHARE`` (90%)
  of the rows, on a table of at least ``MIN_ROWS`` (50) rows (on smaller tables many columns are nearly unique
  by chance). Decimal measurements (costs, weights) are exempt: continuous values are nearly always distinct
  without naming anyone. This rule is the release's own: a column that names no one by its kind still singles
  people out when it is released unchanged; or
- the detectors of ``engine.detect`` suggest it as a direct identifier (``direct_identifiers``: names in English
  and Chinese, and values — e-mail, 身份证 with its check digit, phones, bank cards, unique codes …), with their
  reason. That is the one home of "is this column an identifier"; the window's suggestions and ``inspect
  --suggest`` use it too.

:func:`find_identifiers` is the one entry point.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from privdesk.common.i18n import _
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.types import ColumnType

UNIQUE_SHARE = 0.9
MIN_ROWS = 50


@dataclass(frozen=True)
class TableDistinct:
    """Rows of a whole table and distinct non-missing values per column (counted by an out-of-core engine)."""

    rows: int
    distinct: dict[str, int]


@dataclass(frozen=True)
class IdentifierFinding:
    column: str
    reason: str          # why, in the current language


def find_identifiers(dataset: Dataset, columns: Sequence[str],
                     distinct: TableDistinct | None = None) -> list[IdentifierFinding]:
    """Which of ``columns`` (those a release keeps unchanged) look like direct identifiers, with the reason.
    ``distinct``: the whole table's row and distinct counts when ``dataset`` is only a sample of it (an
    out-of-core engine's); the names and value shapes are then judged on the sample."""
    from privdesk.engine.detect import direct_identifiers

    detected = {s.column: s.reason for s in direct_identifiers(dataset, columns)}
    findings = []
    for name in columns:
        reason = detected.get(name) or _unique(dataset, name, distinct)
        if reason:
            findings.append(IdentifierFinding(name, reason))
    return findings


def _unique(dataset: Dataset, name: str, table: TableDistinct | None = None) -> str | None:
    rows = dataset.n_rows if table is None else table.rows
    column = dataset.column(name)
    if rows < MIN_ROWS or column.type is ColumnType.DECIMAL:
        return None
    distinct = column.distinct_count if table is None else table.distinct[name]
    if distinct >= UNIQUE_SHARE * rows:
        return _("{distinct:,} distinct values in {rows:,} rows").format(distinct=distinct, rows=rows)
    return None
