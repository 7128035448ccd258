"""Redaction of free-text columns: every span :mod:`.free_text` finds is replaced by its kind in the
column's language (``[姓名]``, ``[手机号]``; ``[NAME]``, ``[PHONE]``) or, when it is a value of an identifier column
that is pseudonymized, by that value's keyed pseudonym (the note then links to the same pseudonym as the column);
the rest of the sentence is kept.

Work is per distinct cell (a note repeated in many rows is read once) and spread over processes for large columns:
the span search is Python's regular-expression engine, which holds the GIL.
"""

from __future__ import annotations

import heapq
import multiprocessing
import re
import sys
import zlib
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence

import numpy as np

from privdesk.engine.attributes.generalization import labelled_column
from privdesk.engine.core.dataset import Column, Dataset
from privdesk.engine.core.parallel import thread_count
from privdesk.engine.detect.free_text import SPAN_KINDS, KnownValues, Span, find_spans, language
from privdesk.engine.recoding.identifiers import PSEUDONYM_LENGTH, pseudonym

LABELS = {
    "zh": {"identifier": "[标识符]", "email": "[邮箱]", "url": "[网址]", "id_number": "[身份证号]",
           "bank_card": "[银行卡号]", "passport": "[护照号]", "mobile": "[手机号]", "phone": "[电话]", "ip": "[IP地址]",
           "record": "[病历号]", "address": "[地址]", "postcode": "[邮编]", "date": "[日期]", "name": "[姓名]"},
    "en": {"identifier": "[IDENTIFIER]", "email": "[EMAIL]", "url": "[URL]", "id_number": "[ID]",
           "bank_card": "[CARD]", "passport": "[PASSPORT]", "mobile": "[PHONE]", "phone": "[PHONE]", "ip": "[IP]",
           "record": "[RECORD]", "address": "[ADDRESS]", "postcode": "[POSTCODE]", "date": "[DATE]", "name": "[NAME]"},
}
"""What replaces a span of each kind, by the column's language (the release's text, not the window's language)."""
_PLACEHOLDER = re.compile("|".join(
    [re.escape(text) for text in sorted({t for labels in LABELS.values() for t in labels.values()}, key=len,
                                        reverse=True)]
    # a keyed pseudonym: hex with at least one letter (a card number of 16 digits is no pseudonym)
    + [rf"(?<![0-9A-Za-z])(?=[0-9]{{0,{PSEUDONYM_LENGTH - 1}}}[a-f])[0-9a-f]{{{PSEUDONYM_LENGTH}}}(?![0-9A-Za-z])"]))


def without_placeholders(text: str) -> tuple[str, int]:
    """``text`` with PrivDesk's own placeholders (:data:`LABELS`) and keyed pseudonyms blanked (spaces, so that
    the positions of the rest stay), and how many there were: what is left of a redacted note to search again."""
    found = 0

    def blank(match: re.Match) -> str:
        nonlocal found
        found += 1
        return " " * len(match.group())
    return _PLACEHOLDER.sub(blank, text), found


PARALLEL_FROM = 20_000    # distinct cells from which the work is spread over processes
CHUNK = 5_000


@dataclass
class RedactedColumn:
    """A redacted column and what was done: span counts by kind (over rows), cells (rows) changed and the language
    of the labels. ``column``: the redacted column, when redacted in memory (an out-of-core engine writes it)."""

    name: str
    spans: dict[str, int]
    cells: int
    language: str
    column: Column | None = None

    def record(self) -> dict:
        return {"column": self.name, "cells": self.cells, "language": self.language,
                "spans": {kind: n for kind, n in self.spans.items() if n}}


def identifier_values(dataset: Dataset, names: Sequence[str], key: bytes | None = None,
                      pseudonymized: Sequence[str] = ()) -> KnownValues:
    """The distinct values of the identifier columns ``names`` of ``dataset`` (:func:`known_texts`)."""
    return known_texts({name: [str(v) for v in dataset.column(name).values[:dataset.column(name).distinct_count]]
                        for name in names}, key, pseudonymized)


def known_texts(columns: Mapping[str, Sequence[str]], key: bytes | None = None,
                pseudonymized: Sequence[str] = ()) -> KnownValues:
    """The distinct texts of each identifier column (name -> texts, in any order), each with the kind its column's
    values read as (a name, a phone number …, judged on a sample; "identifier" otherwise) and, for a column in
    ``pseudonymized``, its keyed pseudonym under ``key`` as the replacement (the one ``engine.recoding.identifiers``
    gives the column)."""
    values: dict[str, tuple[str, str | None]] = {}
    for name, texts in columns.items():
        kind = column_kind(texts)
        keyed = key if name in pseudonymized else None
        for value in texts:
            text = value.strip()
            if len(text) >= KnownValues.MIN_LENGTH and text not in values:
                values[text] = (kind, pseudonym(value, keyed) if keyed else None)
    return KnownValues(values)


KIND_SAMPLE = 200
LANGUAGE_SAMPLE = 2_000


def sample(texts: Iterable[str], size: int) -> list[str]:
    """``size`` of ``texts`` chosen by a hash of their text, not their order: the same sample whichever engine
    lists a column's distinct values, and in whatever order (memory sorts them by type; DuckDB and Spark stream
    them in batches: ``sample([*sample(first, n), *second], n)`` is the sample of both)."""
    return heapq.nsmallest(size, texts, key=lambda text: (zlib.crc32(text.encode("utf-8", "surrogatepass")), text))


def column_kind(texts: Sequence[str]) -> str:
    """The kind most of a sample of ``texts`` read as whole (their one span covers the value), or "identifier"."""
    chosen = [t.strip() for t in sample((t for t in texts if t.strip()), KIND_SAMPLE)]
    kinds = Counter()
    for text in chosen:
        spans = find_spans(text)
        if len(spans) == 1 and spans[0].end - spans[0].start == len(text):
            kinds[spans[0].kind] += 1
    kind, n = kinds.most_common(1)[0] if kinds else ("identifier", 0)
    return kind if chosen and 2 * n >= len(chosen) else "identifier"


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
        own_kind, replacement = known.values[piece]
        return replacement or labels[own_kind]
    return labels[kind]


_KIND_INDEX = {kind: i for i, kind in enumerate(SPAN_KINDS)}
Redaction = tuple[str, bytes] | None
"""A text's redaction: its redacted text and the kinds of its spans (indices into SPAN_KINDS), or None."""
_worker: tuple[KnownValues | None, Mapping[str, str]] = (None, {})


def _start_worker(known: KnownValues | None, labels: Mapping[str, str]) -> None:
    global _worker
    _worker = (known, labels)


def _own_kind(text: str, span: Span, known: KnownValues | None) -> str:
    """A span's kind; a value of an identifier column counts as the kind its column reads as (a mobile number)."""
    if span.kind == "identifier" and known is not None:
        return known.values[text[span.start:span.end]][0]
    return span.kind


def redact_texts(texts: Sequence[str], known: KnownValues | None = None,
                 labels: Mapping[str, str] | None = None) -> list[Redaction]:
    """Every text redacted (None when nothing was found), in this process; the kinds counted as
    :func:`_own_kind` says."""
    if labels is None:
        known, labels = _worker
    out: list[Redaction] = []
    for text in texts:
        spans = find_spans(text, known)
        kinds = bytes(_KIND_INDEX[_own_kind(text, span, known)] for span in spans)
        out.append((redact_text(text, spans, labels, known), kinds) if spans else None)
    return out


Leftover = tuple[int, bytes]
"""What a text holds besides PrivDesk's placeholders: how many placeholders, and the kinds of the spans left."""


def leftover_texts(texts: Sequence[str]) -> list[Leftover]:
    """Every text searched again without PrivDesk's placeholders (:func:`without_placeholders`): the check of a
    released note column, redacted or not."""
    out = []
    for text in texts:
        cleaned, placeholders = without_placeholders(text)
        out.append((placeholders, bytes(_KIND_INDEX[span.kind] for span in find_spans(cleaned))))
    return out


@dataclass(frozen=True)
class ColumnScan:
    """A note column searched cell by cell: placeholders and spans left by kind, both counted over rows."""

    placeholders: int
    spans: dict[str, int]


def scan_texts(batches: Iterable[tuple[Sequence[str], np.ndarray]], processes: int | None = None) -> ColumnScan:
    """Every distinct text of a column, streamed in ``batches`` of (texts, rows holding each), searched for
    what a redaction left (:func:`leftover_texts`) on one :class:`Redactor`'s processes; only the counts are
    kept, so memory stays that of one batch however long the column."""
    placeholders, by_kind = 0, np.zeros(len(SPAN_KINDS), np.int64)
    with Redactor(None, {}, processes) as redactor:
        for texts, counts in batches:
            found = redactor.leftovers(list(texts))
            counts = np.asarray(counts, np.int64)
            placeholders += int(np.dot(np.fromiter((n for n, _kinds in found), np.int64, len(found)), counts))
            by_kind += kind_counts([kinds for _n, kinds in found], counts)
    return ColumnScan(placeholders, {kind: int(n) for kind, n in zip(SPAN_KINDS, by_kind) if n})


def column_batches(column: Column, size: int = 50_000) -> Iterable[tuple[list[str], np.ndarray]]:
    """A column's distinct non-missing texts with the rows holding each, in batches of ``size`` (as an
    out-of-core engine streams them), for :func:`scan_texts`."""
    present = column.distinct_count
    counts = column.counts.astype(np.int64)  # a bincount over the rows: once, not per batch
    for start in range(0, present, size):
        end = min(start + size, present)
        yield [str(v) for v in column.values[start:end]], counts[start:end]


class Redactor:
    """:func:`redact_texts` on ``processes`` processes (default: the cores, for large inputs; the known values go
    to each process once), batch after batch on the same processes (an out-of-core engine streams a column's
    distinct texts through :meth:`redact`). Only the redacted texts come back, not the spans: a million notes'
    spans as objects would cost more to send than to find."""

    def __init__(self, known: KnownValues | None, labels: Mapping[str, str], processes: int | None = None) -> None:
        self.known, self.labels, self.processes = known, labels, processes
        self.pool: ProcessPoolExecutor | None = None

    def __enter__(self) -> "Redactor":
        return self

    def __exit__(self, *exc) -> None:
        if self.pool is not None:
            self.pool.shutdown()

    def redact(self, texts: list[str]) -> list[Redaction]:
        return self._spread(redact_texts, texts, lambda: redact_texts(texts, self.known, self.labels))

    def leftovers(self, texts: list[str]) -> list[Leftover]:
        """:func:`leftover_texts` of ``texts``, on the same processes."""
        return self._spread(leftover_texts, texts, lambda: leftover_texts(texts))

    def _spread(self, work, texts: list[str], here):
        processes = self.processes if self.processes is not None else (
            thread_count() if len(texts) >= PARALLEL_FROM and not getattr(sys, "frozen", False) else 1)
        if processes <= 1 or len(texts) < 2 * CHUNK:
            return here()
        if self.pool is None:
            # spawned, not forked: the caller may be a window's worker thread, and a forked child of a threaded
            # process can inherit a held lock; each child reads jieba's dictionary itself (about a second)
            self.pool = ProcessPoolExecutor(processes, mp_context=multiprocessing.get_context("spawn"),
                                            initializer=_start_worker, initargs=(self.known, self.labels))
        chunks = [texts[i:i + CHUNK] for i in range(0, len(texts), CHUNK)]
        return [done for part in self.pool.map(work, chunks) for done in part]


def redactions(texts: list[str], known: KnownValues | None, labels: Mapping[str, str],
               processes: int | None = None) -> list[Redaction]:
    """Every text redacted (:class:`Redactor`), None where nothing was found."""
    with Redactor(known, labels, processes) as redactor:
        return redactor.redact(texts)


def tally(done: Sequence[Redaction], counts: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Spans replaced by kind (indices of SPAN_KINDS, counted over rows: a text stands for ``counts`` rows) and
    which texts changed."""
    changed = np.fromiter((result is not None for result in done), bool, len(done))
    return kind_counts([result[1] for result in done if result is not None],
                       np.asarray(counts, np.int64)[changed]), changed


def kind_counts(kinds: Sequence[bytes], counts: np.ndarray) -> np.ndarray:
    """Spans by kind (indices of SPAN_KINDS) over rows: text i has the spans ``kinds[i]`` and stands for
    ``counts[i]`` rows."""
    by_kind = np.zeros(len(SPAN_KINDS), np.int64)
    if len(kinds):
        lengths = np.fromiter(map(len, kinds), np.int64, len(kinds))
        np.add.at(by_kind, np.frombuffer(b"".join(kinds), np.uint8), np.repeat(np.asarray(counts, np.int64), lengths))
    return by_kind


def redact_column(column: Column, known: KnownValues | None = None, lang: str | None = None,
                  processes: int | None = None) -> RedactedColumn:
    """The column with every identifying span of its cells replaced (:data:`LABELS`, or pseudonyms of
    ``known``)."""
    present = column.distinct_count
    texts = ["" if v is None else str(v) for v in column.values[:present]]
    counts = column.counts[:present].astype(np.int64)
    lang = lang or language(sample(texts, LANGUAGE_SAMPLE))
    done = redactions(texts, known, LABELS[lang], processes)
    by_kind, changed = tally(done, counts)
    redacted = np.empty(len(column.values), dtype=object)
    redacted[:present] = [text if result is None else result[0] for text, result in zip(texts, done)]
    if column.has_missing:
        redacted[-1] = None  # a missing note stays missing (null in Parquet, as the out-of-core engines write it)
    out = labelled_column(column.name, column.codes, redacted)
    return RedactedColumn(column.name, dict(zip(SPAN_KINDS, by_kind.tolist())), int(counts[changed].sum()), lang,
                          out)
