"""The report record of an out-of-core anonymization, built from counts alone.

The search's release comes one of two ways. Condensed (DuckDB): a row per released class with its records, and the
release told by values (``MappedRelease``); the sensitive attributes the search did not group by are then counted
per released class by the engine, with the lookups its writer uses (``class_value_counts``), and the attribute
sheet's value -> label mappings come from the values' records. Per group (Spark; class keys beyond 64 bits): a label
per group of the frequency set, and the attributes counted per group (``value_counts``). Both give the same record
(tests/app/test_condensed_report.py); the condensed one never holds an array per group while the engine counts,
which is what kept a report at 10^8 records above 2 GB.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from privdesk.app.anonymize import ReportOptions, configuration_of, project_roles
from privdesk.app.check import requirement_checks
from privdesk.app.settings import Settings
from privdesk.engine.core.classes import blocked_bincount
from privdesk.engine.core.counted_release import CountedRelease, MappedRelease
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.progress import NO_PROGRESS, Progress
from privdesk.engine.detect.identifier_check import IdentifierFinding
from privdesk.engine.rows.coded import (
    LOOKUP_BATCH,
    expanded_release,
    mapped_column_mappings,
    released_rows_of_keys,
    sorted_contains,
)
from privdesk.engine.rows.memory import MAX_CLASS_KEY, ColumnMappings


@dataclass
class CondensedCounting:
    """What the report of a condensed release needs of the grouped table, taken before it is freed: the writer's
    lookups (``mappings``), each class key's released row (``classes``) and the attribute sheet (``attributes``)."""

    mappings: ColumnMappings
    classes: tuple[np.ndarray, np.ndarray]
    attributes: dict[str, Any]

    def counted(self, rows, result, settings: Settings, progress: Progress = NO_PROGRESS) -> CountedRelease:
        """The condensed release with the sensitive attributes it does not carry counted per released class by
        the engine ``rows`` (one pass over the file each)."""
        apart = [name for name in settings.sensitive if name not in result.released.names]
        counted = {name: rows.class_value_counts(self.mappings, list(settings.qis), name, self.classes,
                                                 result.released.n_rows,
                                                 progress.part(i / len(apart), (i + 1) / len(apart)))
                   for i, name in enumerate(apart)}
        return CountedRelease(result.released, result.counts, counted)


def condensed_counting(rows, grouped: Dataset, counts: np.ndarray, result,
                       settings: Settings) -> CondensedCounting | None:
    """:class:`CondensedCounting` of a condensed search's ``result`` on the grouped table ``grouped`` (its rows
    standing for ``counts`` records), or None when the report is counted per group: an engine that cannot count
    by class (Spark), a release not told by values, class keys beyond 64 bits (where the writer joins, too)."""
    if result.mapped is None or not hasattr(rows, "class_value_counts"):
        return None
    qis = list(settings.qis)
    mappings = mapped_column_mappings(rows.cells_of(grouped), grouped, result.mapped)
    classes = None if mappings is None else released_rows_of_keys(result.released, qis, mappings)
    attributes = mapped_attribute_mappings(grouped, counts, result.released, result.mapped, settings.hierarchies,
                                           result)
    if classes is None or attributes is None:
        return None
    return CondensedCounting(mappings, classes, attributes)


def grouped_counting(rows, grouped: Dataset, counts: np.ndarray, result, settings: Settings,
                     progress: Progress = NO_PROGRESS) -> tuple[CountedRelease, dict[str, Any]]:
    """The release of every group of ``grouped`` (each standing for ``counts`` records) with the attributes it does
    not carry counted per group by the engine ``rows`` (``value_counts``), and its attribute sheet."""
    from privdesk.app.record.report_record import attribute_mappings

    qis = list(settings.qis)
    released = result.released if result.mapped is None else expanded_release(grouped, result.mapped)
    apart = [name for name in settings.sensitive if name not in grouped.names]
    counted = {name: rows.value_counts(grouped, qis, name, progress.part(i / len(apart), (i + 1) / len(apart)))
               for i, name in enumerate(apart)}
    attributes = attribute_mappings(grouped, released, qis, settings.hierarchies, result, counts)
    return CountedRelease(released, counts, counted), attributes


def mapped_attribute_mappings(grouped: Dataset, counts: np.ndarray, released: Dataset, mapped: MappedRelease,
                              hierarchies, anonymization) -> dict[str, Any] | None:
    """``report_record.attribute_mappings`` of the release of every group of ``grouped``, from the release told by
    values: per QI each value's records under its label and, in the suppressed classes, under ``*`` (one pass over
    the groups in batches, only when classes are suppressed), fed to the same function as (value, label) pairs
    weighted by their records. ``released``: the condensed release (its labels' codes are the release's). None
    when the classes' keys would pass 64 bits."""
    from privdesk.app.record.report_record import attribute_mappings

    columns = [grouped.column(q) for q in mapped.qis]
    totals = [blocked_bincount(c.codes, grouped.n_rows, counts, len(c.values)) for c in columns]
    hidden = [np.zeros(len(c.values), np.int64) for c in columns]
    if len(mapped.suppressed):
        radices = [max(len(labels), int(mapped.suppressed[:, i].max()) + 1)
                   for i, labels in enumerate(mapped.label_texts)]
        if np.prod(np.asarray(radices, float)) > MAX_CLASS_KEY:
            return None
        strides = np.cumprod([1, *radices[:-1]]).astype(np.int64)
        suppressed = np.unique(mapped.suppressed.astype(np.int64) @ strides)
        # every label inside its radix: each key falls in the key space (else they are searched for)
        inside = all(len(label) == 0 or (label.min() >= 0 and label.max() < radix)
                     for label, radix in zip(mapped.label_of_value, radices))
        hidden_keys = suppressed_lookup(suppressed, int(np.prod(np.asarray(radices, float))) if inside else None)
        for start in range(0, grouped.n_rows, LOOKUP_BATCH):  # a batch of groups at a time: no key per group
            part = slice(start, start + LOOKUP_BATCH)
            key = np.zeros(len(columns[0].codes[part]), np.int64)
            for label, column, stride in zip(mapped.label_of_value, columns, strides):
                key += label[column.codes[part]].astype(np.int64) * stride
            hide = hidden_keys(key)
            weights = counts[part][hide]
            for i, column in enumerate(columns):
                hidden[i] += np.bincount(column.codes[part][hide], weights=weights,
                                         minlength=len(column.values)).astype(np.int64)
    attributes = {}
    for i, (q, before) in enumerate(zip(mapped.qis, columns)):
        after = released.column(q)
        kept = totals[i] - hidden[i]
        shown, starred = np.flatnonzero(kept), np.flatnonzero(hidden[i])
        after_code = _codes_of_texts(after.values, np.asarray(mapped.label_texts[i], dtype=object))
        star = _codes_of_texts(after.values, np.asarray([mapped.suppressed_labels[i]], dtype=object))[0]
        pairs_after = np.concatenate([after_code[mapped.label_of_value[i][shown]], np.full(len(starred), star)])
        n = len(shown) + len(starred)
        one = attribute_mappings(
            Dataset((replace(before, codes=np.concatenate([shown, starred])),), n, grouped.source),
            Dataset((replace(after, codes=pairs_after),), n, released.source), [q], hierarchies, anonymization,
            np.concatenate([kept[shown], hidden[i][starred]]))
        attributes[q] = one[q]
    return attributes


SUPPRESSED_BITMAP = 1 << 26
"""Class keys a table of the suppressed ones (a byte each: 64 MB) may span; beyond, they are searched for."""


def suppressed_lookup(suppressed: np.ndarray, space: int | None):
    """Whether each of an array of class keys (0..``space``-1; None: not known to be) is one of the sorted
    ``suppressed`` keys: looked up in a table of the key space when it spans at most ``SUPPRESSED_BITMAP`` keys (a
    gather a key, where a binary search took ~log2 of the suppressed keys' steps: 85 M groups at 10^8), else by
    binary search."""
    if space is None or space > SUPPRESSED_BITMAP:
        return lambda keys: sorted_contains(suppressed, keys)
    table = np.zeros(space, bool)
    table[suppressed] = True
    return lambda keys: table[keys]


def _codes_of_texts(values: np.ndarray, texts: np.ndarray) -> np.ndarray:
    """The code of each of ``texts`` among a released column's distinct ``values`` (-1: not shown)."""
    import pandas as pd

    return pd.Index(np.asarray(values, dtype=object)).get_indexer(texts)


def out_of_core_record(released: CountedRelease, attributes: dict[str, Any], result, settings: Settings,
                       summary: dict[str, Any], report: ReportOptions, files: dict[str, Any],
                       kept_findings: Sequence[IdentifierFinding] = ()) -> dict[str, Any]:
    """The report record of an out-of-core run, built by ``build_record`` as in memory from counts alone: the
    release as a :class:`CountedRelease` (:class:`CondensedCounting` or :func:`grouped_counting`) and its attribute
    sheet. No row per record is made. The measures against the original (PL, EC, losses) and the usefulness
    comparison are left out; the workbook names the release file instead of holding its rows."""
    from privdesk.app.record.report_record import build_record

    qis = list(settings.qis)
    checks = requirement_checks(released, qis, settings.requirements, settings.hierarchies)
    record = build_record(
        kind="anonymization", released=released, qis=qis, sensitive=settings.sensitive,
        roles=project_roles(report.project), hierarchies=settings.hierarchies, levels=settings.levels,
        configuration=configuration_of(settings), result={**summary, "checks": [check.to_dict() for check in checks]},
        anonymization=result,
        risk=settings.risk, files=files, operator=report.signer or None, identifiers=kept_findings,
        keep=settings.keep)
    record["verdict"]["binding"] = result.details.get("binding")  # as ``app.anonymize.release_verdict``
    record["engine"] = summary["engine"]
    record["attributes"] = attributes
    record["files"]["released"]["path"] = Path(files["released"]).name
    return record
