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
  released only redacted (``--free-text COL``, ``engine.detect.redact``) or kept deliberately; the reason counts
  the spans by kind over EVERY distinct cell (a single number left in one rare note fails the column; a sample
  only suggests the role). Notes PrivDesk already redacted (its placeholders [姓名], [PHONE] … in the cells) are
  searched again without the placeholders: with nothing left they pass, said so.

:func:`find_identifiers` is the one entry point.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Mapping, Sequence

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
    spans: Mapping[str, int] | None = None   # a free-text column's spans by kind over rows (all its cells searched)


TextBatches = Callable[[str], Iterable[tuple[Sequence[str], np.ndarray]]]
"""A column's distinct non-missing texts with the rows holding each, streamed in batches (a name -> batches)."""


def find_identifiers(dataset: Dataset, columns: Sequence[str], distinct: TableDistinct | None = None,
                     texts: TextBatches | None = None) -> list[IdentifierFinding]:
    """Which of ``columns`` (those a release keeps unchanged) look like direct identifiers, with the reason.
    ``distinct``: the whole table's row and distinct counts when ``dataset`` is only a sample of it (an
    out-of-core engine's); the names and value shapes are then judged on the sample. A free-text column is
    searched on every distinct cell, never a sample: ``texts`` streams them from the whole table (an out-of-core
    engine's ``distinct_texts``; default: ``dataset``'s own). A note column PrivDesk redacted, with nothing
    identifying left in it, is a passing finding (``redacted``)."""
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
        judged = judge_free_text(dataset, name, texts or _own_texts(dataset))
        if judged is not None:
            findings.append(IdentifierFinding(name, judged.reason, judged.reason, judged.redacted, judged.spans))
            continue
        reason = _unique(dataset, name, distinct)
        if reason:
            findings.append(IdentifierFinding(name, reason, reason))
    return findings


def _own_texts(dataset: Dataset) -> TextBatches:
    from privdesk.engine.detect.redact import column_batches

    return lambda name: column_batches(dataset.column(name))


def blocking(findings: Sequence[IdentifierFinding], keep: Sequence[str]) -> list[IdentifierFinding]:
    """The findings that stop a release: neither kept deliberately nor notes already redacted."""
    return [f for f in findings if f.column not in keep and not f.redacted]


FREE_TEXT_SAMPLE = 300
"""Distinct cells of a free-text column (the most frequent) searched for spans to SUGGEST the role (inspect,
presets); a verdict searches every cell."""
FREE_TEXT_JUDGED = 5_000
"""Distinct cells (the most frequent) judged for sentences: whether a long column is free text at all is judged
on them (the share of rows reading as sentences), not cell by cell."""


@dataclass(frozen=True)
class FreeText:
    reason: str
    redacted: bool   # PrivDesk's placeholders in it and no identifying span left
    spans: Mapping[str, int] | None = None   # spans left by kind over rows, when every cell was searched


def free_text_reason(dataset: Dataset, name: str) -> str | None:
    """Why ``name`` is free text to be redacted (most cells read as sentences; the kinds of spans in a sample of
    them), or None (no free text, or notes PrivDesk already redacted and nothing identifying left in the
    sample): a suggestion only, never a verdict (:func:`find_identifiers` searches every cell)."""
    judged = judge_free_text(dataset, name)
    return judged.reason if judged is not None and not judged.redacted else None


def judge_free_text(dataset: Dataset, name: str, texts: TextBatches | None = None) -> FreeText | None:
    """Whether ``name`` is free text, and redacted: a column whose cells hold PrivDesk's own placeholders
    ([姓名], [PHONE], keyed pseudonyms: ``redact.without_placeholders``) is searched again without them; it passes
    when nothing is left, and fails naming what is (a phone number a redaction missed), with the spans counted.
    With ``texts`` every distinct cell of the column is searched (``redact.scan_texts``, batch by batch); without,
    the most frequent cells only, to suggest a role."""
    from privdesk.engine.detect.free_text import MIN_SENTENCE_CHARS, SENTENCE_SHARE, find_spans, sentence_share
    from privdesk.engine.detect.redact import scan_texts, without_placeholders

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
    if texts is not None:
        scan = scan_texts(texts(name))
        placeholders, spans = scan.placeholders, scan.spans
    else:
        cleaned = [without_placeholders(str(column.values[i])) for i in judged]
        placeholders = int(sum(n * count for (_text, n), count in zip(cleaned, counts[judged])))  # in rows
        searched = cleaned if placeholders else cleaned[:FREE_TEXT_SAMPLE]
        spans = dict.fromkeys(sorted({span.kind for text, _n in searched for span in find_spans(text)}), 0)
    counted = spans if texts is not None else None
    labels = _kinds_text(spans, counted=texts is not None)
    if placeholders and not spans:
        return FreeText(_("redacted free text ({placeholders:,} placeholders), no identifying span left").format(
            placeholders=placeholders), True, counted)
    if placeholders:
        return FreeText(_("redacted free text ({placeholders:,} placeholders), but spans are left: {kinds}; redact "
                          "it again (--free-text {column})").format(placeholders=placeholders, kinds=labels,
                                                                   column=name), False, counted)
    found = _(", spans found: {kinds}").format(kinds=labels) if spans else ""
    return FreeText(_("free text{found}: released only redacted (the role Free text, or --free-text {column})").format(
        found=found, column=name), False, counted)


def _kinds_text(spans: Mapping[str, int], counted: bool) -> str:
    """The kinds of spans in the current language, each with its count over rows when every cell was searched."""
    from privdesk.engine.detect.free_text import SPAN_KINDS, span_label

    kinds = [kind for kind in SPAN_KINDS if kind in spans]
    if not counted:
        return ", ".join(span_label(kind) for kind in kinds)
    return ", ".join(_("{kind} ({count:,})").format(kind=span_label(kind), count=spans[kind]) for kind in kinds)


def _unique(dataset: Dataset, name: str, table: TableDistinct | None = None) -> str | None:
    rows = dataset.n_rows if table is None else table.rows
    column = dataset.column(name)
    if rows < MIN_ROWS or column.type is ColumnType.DECIMAL:
        return None
    distinct = column.distinct_count if table is None else table.distinct[name]
    if distinct >= UNIQUE_SHARE * rows:
        return _("{distinct:,} distinct values in {rows:,} rows").format(distinct=distinct, rows=rows)
    return None
