"""Redaction of free-text columns (issue #32): every span :mod:`.free_text` finds is replaced by its kind in the
column's language (``[姓名]``, ``[手机号]``; ``[NAME]``, ``[PHONE]``) or, when it is a value of an identifier column
that is pseudonymized, by that value's keyed pseudonym (the note then links to the same pseudonym as the column);
the rest of the sentence is kept.

Work is per distinct cell (a note repeated in many rows is read once) and spread over processes for large columns:
the span search is Python's regular-expression engine, which holds the GIL.
"""

from __future__ import annotations

import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Mapping, Sequence

import numpy as np

from privdesk.engine.attributes.generalization import labelled_column
from privdesk.engine.core.dataset import Column, Dataset
from privdesk.engine.core.parallel import thread_count
from privdesk.engine.detect.free_text import SPAN_KINDS, KnownValues, Span, find_spans, language

LABELS = {
    "zh": {"identifier": "[标识符]", "email": "[邮箱]", "url": "[网址]", "id_number": "[身份证号]",
           "bank_card": "[银行卡号]", "passport": "[护照号]", "mobile": "[手机号]", "phone": "[电话]", "ip": "[IP地址]",
           "record": "[病历号]", "address": "[地址]", "postcode": "[邮编]", "date": "[日期]", "name": "[姓名]"},
    "en": {"identifier": "[IDENTIFIER]", "email": "[EMAIL]", "url": "[URL]", "id_number": "[ID]",
           "bank_card": "[CARD]", "passport": "[PASSPORT]", "mobile": "[PHONE]", "phone": "[PHONE]", "ip": "[IP]",
           "record": "[RECORD]", "address": "[ADDRESS]", "postcode": "[POSTCODE]", "date": "[DATE]", "name": "[NAME]"},
}
"""What replaces a span of each kind, by the column's language (the release's text, not the window's language)."""
PARALLEL_FROM = 20_000    # distinct cells from which the work is spread over processes
CHUNK = 5_000
PREVIEW_CELLS = 20


@dataclass
class RedactedColumn:
    """A redacted column and what was done: span counts by kind (over rows), cells changed, the language of the
    labels, and the first changed cells for a preview (original text, redacted text, spans of the original)."""

    column: Column
    spans: dict[str, int]
    cells: int
    language: str
    preview: list[tuple[str, str, list[Span]]] = field(default_factory=list)

    def record(self) -> dict:
        return {"column": self.column.name, "cells": self.cells, "language": self.language,
                "spans": {kind: n for kind, n in self.spans.items() if n}}


def identifier_values(dataset: Dataset, names: Sequence[str],
                      pseudonyms: Mapping[str, Mapping[str, str]] | None = None) -> KnownValues:
    """The distinct values of the identifier columns ``names``, each with the kind its own text reads as (a name,
    a phone number …; "identifier" otherwise) and, for a column in ``pseudonyms`` (name → value → pseudonym), its
    pseudonym as the replacement."""
    values: dict[str, tuple[str, str | None]] = {}
    for name in names:
        column = dataset.column(name)
        replacements = (pseudonyms or {}).get(name, {})
        for value in column.values[:column.distinct_count]:
            text = str(value).strip()
            if len(text) < KnownValues.MIN_LENGTH or text in values:
                continue
            own = find_spans(text)
            kind = own[0].kind if len(own) == 1 and own[0].end - own[0].start == len(text) else "identifier"
            values[text] = (kind, replacements.get(str(value)))
    return KnownValues(values)


def redact_text(text: str, spans: Sequence[Span], labels: Mapping[str, str], known: KnownValues | None) -> str:
    pieces, at = [], 0
    for span in spans:
        pieces.append(text[at:span.start])
        pieces.append(_replacement(text[span.start:span.end], span.kind, labels, known))
        at = span.end
    pieces.append(text[at:])
    return "".join(pieces)


def _replacement(piece: str, kind: str, labels: Mapping[str, str], known: KnownValues | None) -> str:
    if kind == "identifier" and known is not None:
        own_kind, pseudonym = known.values[piece]
        return pseudonym or labels[own_kind]
    return labels[kind]


def _spans_of(texts: list[str], known: KnownValues | None) -> list[list[Span]]:
    return [find_spans(text, known) for text in texts]


def spans_of_values(texts: list[str], known: KnownValues | None = None, processes: int | None = None) \
        -> list[list[Span]]:
    """:func:`find_spans` of every text, on ``processes`` processes (default: the cores, for large inputs)."""
    processes = processes if processes is not None else (
        thread_count() if len(texts) >= PARALLEL_FROM and not getattr(sys, "frozen", False) else 1)
    if processes <= 1 or len(texts) < 2 * CHUNK:
        return _spans_of(texts, known)
    chunks = [texts[i:i + CHUNK] for i in range(0, len(texts), CHUNK)]
    with ProcessPoolExecutor(processes) as pool:
        parts = pool.map(_spans_of, chunks, [known] * len(chunks))
        return [spans for part in parts for spans in part]


def redact_column(column: Column, known: KnownValues | None = None, lang: str | None = None,
                  processes: int | None = None) -> RedactedColumn:
    """The column with every identifying span of its cells replaced (:data:`LABELS`, or pseudonyms of
    ``known``)."""
    present = column.distinct_count
    texts = ["" if v is None else str(v) for v in column.values[:present]]
    counts = column.counts[:present]
    lang = lang or language(texts[:2000])
    labels = LABELS[lang]
    found = spans_of_values(texts, known, processes)
    redacted = np.empty(len(column.values), dtype=object)
    by_kind: Counter = Counter()
    changed_rows = 0
    preview: list[tuple[str, str, list[Span]]] = []
    for i, (text, spans) in enumerate(zip(texts, found)):
        if not spans:
            redacted[i] = text
            continue
        redacted[i] = redact_text(text, spans, labels, known)
        changed_rows += int(counts[i])
        for span in spans:
            by_kind[span.kind] += int(counts[i])
    if column.has_missing:
        redacted[-1] = ""
    for row_code in _first_codes(column.codes, present, PREVIEW_CELLS, found):
        preview.append((texts[row_code], redacted[row_code], found[row_code]))
    out = labelled_column(column.name, column.codes, redacted)
    return RedactedColumn(out, {kind: by_kind.get(kind, 0) for kind in SPAN_KINDS}, changed_rows, lang, preview)


def _first_codes(codes: np.ndarray, present: int, limit: int, found: list[list[Span]]) -> list[int]:
    """The distinct values of the first rows (in row order) that had spans, at most ``limit``."""
    has = np.array([bool(s) for s in found] + [False] * (int(codes.max(initial=0)) + 1 - len(found)), bool)
    rows = np.flatnonzero(has[codes])
    _, first = np.unique(codes[rows], return_index=True)
    return [int(codes[rows[i]]) for i in np.sort(first)[:limit]]
