"""Free-text columns of a release: redacted before anything is judged or released (in memory, or streamed through
an out-of-core engine), and a preview of the first redacted cells for the window. The spans and their replacement
are ``engine.detect.redact``'s."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

import numpy as np

from privdesk.app.settings import Settings
from privdesk.common.i18n import _
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.progress import NO_PROGRESS, Cancelled, Progress
from privdesk.engine.detect.free_text import SPAN_KINDS, KnownValues, Span, find_spans, language
from privdesk.engine.detect.redact import (
    LABELS,
    LANGUAGE_SAMPLE,
    RedactedColumn,
    Redactor,
    identifier_values,
    known_texts,
    redact_column,
    redact_text,
    sample,
    tally,
)
from privdesk.io.formats import require_pyarrow

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


def present_texts(rows: Any, name: str, progress: Progress = NO_PROGRESS) -> Iterator[tuple[list[str], np.ndarray]]:
    """The distinct texts of column ``name`` on an out-of-core engine ``rows`` with the rows holding each, in
    batches, as the memory engine holds them: the engine's missing tokens left out."""
    missing = set(rows.missing_tokens)
    for texts, counts in rows.distinct_texts(name):
        if progress.cancel.is_set():
            raise Cancelled("cancelled")
        present = [i for i, text in enumerate(texts) if text not in missing]
        yield [texts[i] for i in present], counts[present]


def require_redaction_on_engine(engine: str) -> None:
    """Out of core, the redacted notes reach the engine as Parquet pairs, written with pyarrow, which the
    installers leave out: one line (checked before the run, so no output folder is made)."""
    require_pyarrow(message=_("redacting free text on the {engine} engine needs the pyarrow package, which this "
                              "installation does not include; use --engine memory, or install PrivDesk with pip"
                              ).format(engine=engine))


def redact_on_engine(rows: Any, settings: Settings, folder: Path,
                     progress: Progress = NO_PROGRESS) -> tuple[dict[str, Path], list[RedactedColumn]]:
    """The free-text columns of the settings redacted on an out-of-core engine ``rows`` (DuckDB, Spark) as
    :func:`redact_free_text` redacts them in memory, with the same texts out: each column's distinct texts are
    streamed in batches (``rows.distinct_texts``) through one :class:`~privdesk.engine.detect.redact.Redactor`
    (its processes kept for every batch), and the changed ones written to ``folder/<i>.parquet`` as (text,
    redacted) pairs, which the engine joins when it writes the release (``write_release(replaced=…)``). Only a
    batch of notes is in memory, beside the values of the identifier columns the notes are searched for (as in
    memory). Returns the pair files by column and what was done per column."""
    if not settings.free_text:  # the identifier columns' texts are searched for only in notes
        return {}, []
    require_redaction_on_engine(rows.name)
    import pyarrow as pa
    import pyarrow.parquet as pq

    own = [name for name in settings.identifiers if name in rows.names]
    keyed = [name for name, rule in settings.identifiers.items() if rule.action == "pseudonym"]
    known = known_texts({name: [t for texts, _counts in present_texts(rows, name, progress) for t in texts]
                         for name in own},
                        settings.pseudonym_key, keyed) if own else None
    schema = pa.schema([("text", pa.string()), ("redacted", pa.string())])
    files, done = {}, []
    for i, name in enumerate(settings.free_text):
        progress.report(i / len(settings.free_text), _("redacting the free text of {name}").format(name=name))
        chosen: list[str] = []
        for texts, _counts in present_texts(rows, name, progress):  # a first pass for the language of the labels
            chosen = sample([*chosen, *texts], LANGUAGE_SAMPLE)
        lang = language(chosen)
        files[name] = Path(folder) / f"{i}.parquet"
        by_kind, cells = np.zeros(len(SPAN_KINDS), np.int64), 0
        with Redactor(known, LABELS[lang]) as redactor, pq.ParquetWriter(files[name], schema) as writer:
            for texts, counts in present_texts(rows, name, progress):
                redacted = redactor.redact(texts)
                found, changed = tally(redacted, counts)
                by_kind += found
                cells += int(counts[changed].sum())
                writer.write_table(pa.table({"text": [t for t, r in zip(texts, redacted) if r is not None],
                                             "redacted": [r[0] for r in redacted if r is not None]}, schema))
        done.append(RedactedColumn(name, dict(zip(SPAN_KINDS, by_kind.tolist())), cells, lang))
    return files, done


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
