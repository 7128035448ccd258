"""The identifier check of a release (issue 13 item 3): a column released unchanged must not be a direct identifier.

A column is flagged when
- it is unique or nearly unique per row: its distinct non-missing values number at least ``UNIQUE_SHARE`` (90%)
  of the rows, on a table of at least ``MIN_ROWS`` (50) rows (on smaller tables many columns are nearly unique
  by chance). Decimal measurements (costs, weights) are exempt: continuous values are nearly always distinct
  without naming anyone; or
- its name looks like a direct identifier (id, name, phone, e-mail, 身份证, 姓名, 电话, 手机 …, ``NAME_WORDS``); or
- most of its text values look like one (e-mail addresses, Chinese resident ID numbers, phone numbers:
  ``VALUE_SHAPES``; only text columns, so dates and numbers are not mistaken for phone numbers).

:func:`find_identifiers` is the one entry point; richer detectors (engine/detect) can stand behind it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Sequence

from ..i18n import N_, _
from .dataset import Dataset
from .types import ColumnType

UNIQUE_SHARE = 0.9
MIN_ROWS = 50
VALUE_SHARE = 0.8          # share of the sampled values that must have an identifier's shape
SAMPLE = 200               # values sampled per column for the shapes
NAME_WORDS = frozenset({"id", "ids", "uuid", "guid", "name", "names", "surname", "firstname", "lastname", "fullname",
                        "forename", "phone", "telephone", "tel", "mobile", "cellphone", "email", "mail", "ssn",
                        "passport", "mrn", "nhs", "iban", "ip"})
NAME_PARTS = ("身份证", "身份證", "姓名", "名字", "电话", "電話", "手机", "手機", "邮箱", "郵箱", "证件", "證件",
              "病历号", "病歷號", "住院号", "住院號", "e-mail", "firstname", "lastname", "fullname", "phone")
VALUE_SHAPES = {
    N_("e-mail address"): re.compile(r"^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$"),
    N_("Chinese resident ID number"): re.compile(r"^\d{17}[\dXx]$"),
    N_("phone number"): re.compile(r"^(\+?\d[\d\s().-]{6,}\d|1[3-9]\d{9})$"),
}


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
    findings = []
    for name in columns:
        reason = _unique(dataset, name, distinct) or _by_name(name) or _by_values(dataset, name)
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


def _by_name(name: str) -> str | None:
    text = str(name).strip()
    spaced = re.sub(r"([a-z])([A-Z])", r"\1 \2", text).lower()
    words = set(re.split(r"[^0-9a-z]+", spaced)) - {""}
    if words & NAME_WORDS or any(part in text.lower() for part in NAME_PARTS):
        return _("its name looks like a direct identifier")
    return None


def _by_values(dataset: Dataset, name: str) -> str | None:
    column = dataset.column(name)
    if column.type not in (ColumnType.STRING, ColumnType.ORDERED):
        return None
    values = [str(v).strip() for v in column.values if v is not None]
    if not values:
        return None
    step = max(1, len(values) // SAMPLE)
    sample = values[::step][:SAMPLE]
    for shape, pattern in VALUE_SHAPES.items():
        if sum(bool(pattern.match(v)) for v in sample) >= VALUE_SHARE * len(sample):
            return _("its values look like a {shape}").format(shape=_(shape))
    return None
