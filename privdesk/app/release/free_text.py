"""Free-text columns of a release (issue #32): redacted before anything is judged or released, and a preview of
the first redacted cells for the window. The spans and their replacement are ``engine.detect.redact``'s."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from privdesk.app.settings import Settings
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.detect.free_text import KnownValues, Span, find_spans, language
from privdesk.engine.detect.redact import LABELS, RedactedColumn, identifier_values, redact_column, redact_text

PREVIEW_CELLS = 12
PREVIEW_ROWS = 2_000   # the preview reads the first rows only, whatever the table's length


def known_values(dataset: Dataset, settings: Settings) -> KnownValues | None:
    """The values of the table's own identifier and person-key columns, to be found in its notes (the patient's
    name written into 病程记录), each replaced by its column's kind or, for a pseudonymized column, its pseudonym."""
    own = [name for name in [*settings.identifiers, *([settings.person] if settings.person else [])]
           if name in dataset.names]
    keyed = [name for name, rule in settings.identifiers.items() if rule.action == "pseudonym"]
    return identifier_values(dataset, own, settings.pseudonym_key, keyed) if own else None


def redact_free_text(dataset: Dataset, settings: Settings) -> tuple[Dataset, list[RedactedColumn]]:
    """The table with every free-text column of the settings redacted (``engine.detect.redact.redact_column``): the
    spans of names, ID and phone numbers, addresses … replaced by their kind, the values of the table's own
    identifier and person-key columns found too (:func:`known_values`); and what was done per column (span counts
    by kind)."""
    known = known_values(dataset, settings)
    redacted = []
    for name in settings.free_text:
        column = redact_column(dataset.column(name), known)
        dataset = dataset.with_column(column.column)
        redacted.append(column)
    return dataset, redacted


@dataclass(frozen=True)
class PreviewCell:
    """One cell of the preview: its text, the spans found in it and the text released."""

    text: str
    spans: tuple[Span, ...]
    redacted: str


def free_text_preview(dataset: Dataset, settings: Settings, name: str,
                      limit: int = PREVIEW_CELLS) -> list[PreviewCell]:
    """The first ``limit`` distinct cells of ``name`` (in row order, among the first rows) that redaction changes,
    as the release would have them."""
    column = dataset.column(name)
    codes = column.codes[:PREVIEW_ROWS]
    _, first = np.unique(codes, return_index=True)
    ordered = [int(code) for code in codes[np.sort(first)] if code < column.distinct_count]
    texts = [str(column.values[code]) for code in ordered]
    known = known_values(dataset, settings)
    labels = LABELS[language(texts)]
    cells = []
    for text in texts:
        spans = find_spans(text, known)
        if spans:
            cells.append(PreviewCell(text, tuple(spans), redact_text(text, spans, labels, known)))
            if len(cells) == limit:
                break
    return cells
