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
  --suggest`` use it too; or
- it is free text (``engine.detect.free_text.sentence_share``: most cells read as sentences — notes, 病程记录):
  names, ID and phone numbers hide inside its cells, which the detectors above, matching whole cells, miss. It is
  released only redacted (``--free-text COL``, ``engine.detect.redact``) or kept deliberately; the reason names
  the kinds of spans found in a sample of its cells. Notes PrivDesk already redacted (its placeholders [姓名],
  [PHONE] … in the cells) are searched again without the placeholders: with nothing left they pass, said so.

:func:`find_identifiers` is the one entry point.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np

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
    reason: str          # why, in the current language (the evidence in full, for the report)
    short: str = ""      # why in a few words ("person's ID"), for an error naming several columns
    redacted: bool = False   # notes PrivDesk redacted with nothing identifying left: said, but no failure


def find_identifiers(dataset: Dataset, columns: Sequence[str],
                     distinct: TableDistinct | None = None) -> list[IdentifierFinding]:
    """Which of ``columns`` (those a release keeps unchanged) look like direct identifiers, with the reason.
    ``distinct``: the whole table's row and distinct counts when ``dataset`` is only a sample of it (an
    out-of-core engine's); the names and value shapes are then judged on the sample. A note column PrivDesk
    redacted, with nothing identifying left in it, is a passing finding (``redacted``)."""
    from privdesk.engine.detect import KIND_BY_KEY, direct_identifiers

    detected = {s.column: s for s in direct_identifiers(dataset, columns)}
    findings = []
    for name in columns:
        if name in detected:
            suggestion = detected[name]
            kind = KIND_BY_KEY.get(suggestion.kind)
            findings.append(IdentifierFinding(name, suggestion.reason,
                                              _(kind.label) if kind is not None else suggestion.reason))
            continue
        judged = judge_free_text(dataset, name)
        if judged is not None:
            findings.append(IdentifierFinding(name, judged.reason, judged.reason, judged.redacted))
            continue
        reason = _unique(dataset, name, distinct)
        if reason:
            findings.append(IdentifierFinding(name, reason, reason))
    return findings


def blocking(findings: Sequence[IdentifierFinding], keep: Sequence[str]) -> list[IdentifierFinding]:
    """The findings that stop a release: neither kept deliberately nor notes already redacted."""
    return [f for f in findings if f.column not in keep and not f.redacted]


FREE_TEXT_SAMPLE = 300
"""Distinct cells of a free-text column (the most frequent) searched for spans to say what the column holds."""
FREE_TEXT_JUDGED = 5_000
"""Distinct cells (the most frequent) judged for sentences: a long column is judged on them, not cell by cell; a
column PrivDesk redacted is searched again on all of them for anything its redaction left."""


@dataclass(frozen=True)
class FreeText:
    reason: str
    redacted: bool   # PrivDesk's placeholders in it and no identifying span left


def free_text_reason(dataset: Dataset, name: str) -> str | None:
    """Why ``name`` is free text to be redacted (most cells read as sentences; the kinds of spans in a sample of
    them), or None (no free text, or notes PrivDesk already redacted and nothing identifying left)."""
    judged = judge_free_text(dataset, name)
    return judged.reason if judged is not None and not judged.redacted else None


def judge_free_text(dataset: Dataset, name: str) -> FreeText | None:
    """Whether ``name`` is free text, and redacted: a column whose cells hold PrivDesk's own placeholders
    ([姓名], [PHONE], keyed pseudonyms: ``redact.without_placeholders``) is searched again without them; it passes
    when nothing is left, and fails naming what is (a phone number a redaction missed)."""
    from privdesk.engine.detect.free_text import (MIN_SENTENCE_CHARS, SENTENCE_SHARE, find_spans, sentence_share,
                                                  span_label)
    from privdesk.engine.detect.redact import without_placeholders

    column = dataset.column(name)
    if column.type is not ColumnType.STRING or not column.distinct_count:
        return None
    counts = column.counts[:column.distinct_count]
    spread = column.values[np.linspace(0, column.distinct_count - 1, min(column.distinct_count, 200)).astype(int)]
    if sum(len(str(v)) >= MIN_SENTENCE_CHARS for v in spread) * 10 < len(spread):
        return None  # short values (codes, words): no sentences, and no need to judge 5,000 of them (wide tables)
    judged = np.argsort(-counts, kind="stable")[:FREE_TEXT_JUDGED]  # the cells most rows hold, on long columns
    if sentence_share(column.values[judged], counts[judged]) < SENTENCE_SHARE:
        return None
    cleaned = [without_placeholders(str(column.values[i])) for i in judged]
    placeholders = int(sum(n * count for (_text, n), count in zip(cleaned, counts[judged])))  # in rows
    searched = cleaned if placeholders else cleaned[:FREE_TEXT_SAMPLE]
    kinds = sorted({span.kind for text, _n in searched for span in find_spans(text)})
    labels = ", ".join(span_label(kind) for kind in kinds)
    if placeholders and not kinds:
        return FreeText(_("redacted free text ({placeholders:,} placeholders), no identifying span left").format(
            placeholders=placeholders), True)
    if placeholders:
        return FreeText(_("redacted free text ({placeholders:,} placeholders), but spans are left: {kinds}; redact "
                          "it again (--free-text {column})").format(placeholders=placeholders, kinds=labels,
                                                                   column=name), False)
    found = _(", spans found: {kinds}").format(kinds=labels) if kinds else ""
    return FreeText(_("free text{found}: released only redacted (the role Free text, or --free-text {column})").format(
        found=found, column=name), False)


def _unique(dataset: Dataset, name: str, table: TableDistinct | None = None) -> str | None:
    rows = dataset.n_rows if table is None else table.rows
    column = dataset.column(name)
    if rows < MIN_ROWS or column.type is ColumnType.DECIMAL:
        return None
    distinct = column.distinct_count if table is None else table.distinct[name]
    if distinct >= UNIQUE_SHARE * rows:
        return _("{distinct:,} distinct values in {rows:,} rows").format(distinct=distinct, rows=rows)
    return None
