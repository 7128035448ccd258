"""The release of a frequency set as a frequency set: its distinct released rows with the records of each.

An out-of-core search runs on the file's frequency set, which may be nearly as long as the file (10^8 records: 85 M
groups). The release of that set row for row would hold a label code per group and QI (4 x 340 MB there), but its
re-check, risk and summary only need the released *classes* (1.4 M there) with their records, and the engine that
writes the release only needs, per QI, the label of each value and which classes are suppressed
(:class:`~privdesk.engine.core.counted_release.MappedRelease`). Both come from the search's smallest set below the
node, never from the base set's rows.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Mapping, Sequence

import numpy as np

from privdesk.engine.attributes.generalization import labelled_column
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.classes import blocked_bincount, group_rows
from privdesk.engine.core.counted_release import MappedRelease
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.models.requirements import Requirement, sensitive_attributes
from privdesk.engine.search.lattice.evaluation import evaluate
from privdesk.engine.search.lattice.problem import FrequencySet, Problem, representatives


def condensable(dataset: Dataset, qis: list[str], requirements: Sequence[Requirement], population, persons,
                uniqueness: Sequence, aggregated: Sequence[str]) -> bool:
    """Whether the release of a search can be condensed (``optimal_generalization``'s arguments): every column of
    ``dataset`` is a QI or a protected sensitive attribute (which the frequency set carries), and the set's rows
    are records: no population table, persons, uniqueness thresholds or aggregated attributes."""
    carried = {*qis, *sensitive_attributes(requirements)}
    return (population is None and persons is None and not uniqueness and not aggregated
            and not any(r.spec.needs_population for r in requirements)
            and all(name in carried for name in dataset.names))


def condensed_release(dataset: Dataset, qis: list[str], hierarchies: Mapping[str, Hierarchy], problem: Problem,
                      bounds: list, heights: np.ndarray, levels: np.ndarray, source: FrequencySet | None = None):
    """The release at ``levels`` of the frequency set ``dataset`` condensed to its distinct rows (the classes, or
    with carried sensitive attributes the distinct (class, values) rows), evaluated on ``source`` (a set below the
    node; default the base set): (released table, suppressed rows, row levels, the node's outcome, records of each
    released row, the release by values). Each released row holds exactly the records of the groups it stands for,
    so every figure counted over records is that of the release of ``dataset`` row for row. Stacked rows the
    problem borrowed from the table's codes are given back at the end."""
    source = source if source is not None else problem.base
    levels = np.asarray(levels)
    outcome = evaluate(problem, levels, source)
    carried = list(source.sensitive)
    n_classes = len(outcome.class_ok)
    columns = [outcome.group, *(source.sensitive[name] for name in carried)]
    radices = [n_classes, *(problem.sensitive[name].n_values for name in carried)]
    row_of, n_released = group_rows(columns, radices)
    counts = blocked_bincount(row_of, len(row_of), source.frequency, n_released)
    first = representatives(row_of, n_released)  # a source row of each released row
    del row_of
    suppressed = ~outcome.class_ok[outcome.group[first]]
    labels = [problem.level_map(j, int(have), int(level))[source.codes(problem, j, first)]
              for j, (have, level) in enumerate(zip(source.levels, levels))]
    released = []
    for q, level, label in zip(qis, levels, labels):
        offsets, texts, text_of_label = hierarchies[q].released_texts
        codes = text_of_label[label + offsets[int(level)]].astype(np.int32)  # as ``generalized_column`` labels
        codes[suppressed] = text_of_label[-1]
        released.append(labelled_column(q, codes, texts, sorted_texts=True))
    position = {q: j for j, q in enumerate(qis)}
    columns = tuple(released[position[column.name]] if column.name in position else
                    replace(column, codes=source.sensitive[column.name][first].astype(np.int32))
                    for column in dataset.columns)
    table = Dataset(columns, n_released, dataset.source)
    level_type = np.int8 if int(np.max(heights, initial=0)) <= np.iinfo(np.int8).max else np.int64
    row_levels = np.tile(np.asarray(levels, level_type), (n_released, 1))
    row_levels[suppressed] = heights
    mapped = MappedRelease(
        list(qis), [bound[int(level)] for bound, level in zip(bounds, levels)],
        [label_texts(hierarchies[q], int(level)) for q, level in zip(qis, levels)],
        np.column_stack([label[suppressed] for label in labels]).astype(np.int64),
        [str(label_texts(hierarchies[q], -1)[0]) for q in qis])
    if hasattr(problem.rows, "give_back"):  # the base set's rows are read no more: the table's codes again
        problem.rows.give_back()
    return table, suppressed, row_levels, outcome, counts, mapped


def label_texts(hierarchy: Hierarchy, level: int) -> np.ndarray:
    """The released text of each label of ``hierarchy`` at ``level`` (-1: the suppressed label alone), as a
    release through the hierarchy shows it (``Hierarchy.released_texts``)."""
    offsets, texts, text_of_label = hierarchy.released_texts
    if level < 0:
        return texts[text_of_label[-1:]]
    return texts[text_of_label[offsets[level]:offsets[level + 1]]]
