"""Privacy-model checks (docs/spec.md §4): each reports the achieved parameter (k, l, c, t, α, β, δ) as a ModelResult.

Every check reads the classes x values count matrix of a ``Partition`` (one ``np.bincount``), vectorised over
classes. :func:`check_all` runs all of them on a released table and returns a plain dict for ``privdesk check --json``.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

import numpy as np
import pandas as pd

from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.attributes.sensitivity_levels import SensitivityLevels
from privdesk.engine.core.classes import Partition, checked_spans, present_spans, release_partition
from privdesk.engine.core.counted_release import CountedRelease
from privdesk.engine.core.dataset import Column, Dataset
from privdesk.engine.core.progress import NO_PROGRESS, Progress
from privdesk.engine.core.types import ColumnType
from privdesk.engine.models import registry
from privdesk.engine.models.alpha_k import alpha_k
from privdesk.engine.models.base import ModelResult
from privdesk.engine.models.beta_likeness import beta_likeness_basic, beta_likeness_enhanced
from privdesk.engine.models.delta_disclosure import (
    delta_disclosure,
    delta_disclosure_strict,
    in_bits,
    satisfies_delta_disclosure,
)
from privdesk.engine.models.delta_presence import DeltaPresence, class_key_labels, delta_presence, population_matches
from privdesk.engine.models.graded_alpha import GradedAlpha, GradedAttribute, graded_alpha, graded_attribute
from privdesk.engine.models.k_anonymity import k_anonymity
from privdesk.engine.models.l_diversity import (
    distinct_l_diversity,
    entropy_l_diversity,
    recursive_cl_diversity,
    satisfies_recursive,
)
from privdesk.engine.models.t_closeness import (
    t_closeness_equal,
    t_closeness_hierarchical,
    t_closeness_ordered,
    t_closeness_ordered_present,
)

__all__ = [
    "ModelResult", "k_anonymity", "alpha_k", "distinct_l_diversity", "entropy_l_diversity", "recursive_cl_diversity",
    "satisfies_recursive", "t_closeness_equal", "t_closeness_ordered", "t_closeness_hierarchical",
    "beta_likeness_basic", "beta_likeness_enhanced", "delta_disclosure", "delta_disclosure_strict", "in_bits",
    "satisfies_delta_disclosure", "DeltaPresence", "delta_presence", "class_key_labels", "population_matches",
    "GradedAlpha", "GradedAttribute", "graded_alpha", "graded_attribute", "ORDERED_TYPES", "release_partition",
    "sensitive_checks", "check_all",
]

ORDERED_TYPES = frozenset({ColumnType.INTEGER, ColumnType.DECIMAL, ColumnType.DATE, ColumnType.ORDERED})
"""Column types whose code order is a value order, so the ordered ground distance of t-closeness applies."""


def sensitive_checks(release: Partition, column: Column, hierarchy: Hierarchy | None = None,
                     l: int = 2, progress: Progress = NO_PROGRESS) -> dict[str, ModelResult]:
    """Every single-attribute model on one sensitive column; keys as in :func:`check_all`'s ``sensitive`` entries.
    A matrix too large to hold is checked a span of classes at a time, each reported to ``progress`` (where a
    cancel stops the check). Without a hierarchy, a span counts only the values its classes hold
    (``RowsByClass.present_counts``) plus one column for all the others, which no class of the span holds: every
    model but the two t-closeness distances over the value axis reads such a matrix as the full one, and the
    ordered distance is summed over the absent values' runs in closed form (``t_closeness_ordered_present``). A
    many-valued attribute (200,000 incomes) is then checked in time proportional to its (class, value) pairs.

    ``t_ordered`` only for columns whose type orders values, ``t_hierarchical`` only with a hierarchy.
    """
    n_values = len(column.values)
    whole = release.value_totals(column.codes, n_values)  # suppressed rows keep their values
    name = column.name
    bound = hierarchy.bind(column) if hierarchy is not None else None

    def check(counts: np.ndarray, totals: np.ndarray, present: np.ndarray | None) -> dict[str, ModelResult]:
        results = {
            "alpha": alpha_k(counts, name),
            "l_distinct": distinct_l_diversity(counts, name),
            "l_entropy": entropy_l_diversity(counts, name),
            "recursive_c": recursive_cl_diversity(counts, l, name),
            "t_equal": t_closeness_equal(counts, name, totals),
        }
        if column.type in ORDERED_TYPES:
            results["t_ordered"] = t_closeness_ordered(counts, name, whole) if present is None else \
                t_closeness_ordered_present(counts[:, :-1], present, name, whole)
        if bound is not None:
            results["t_hierarchical"] = t_closeness_hierarchical(counts, bound, name, whole)
        results["beta_basic"] = beta_likeness_basic(counts, name, totals)
        results["beta_enhanced"] = beta_likeness_enhanced(counts, name, totals)
        results["delta_disclosure"] = delta_disclosure(counts, name, totals)
        results["delta_disclosure_strict"] = delta_disclosure_strict(counts, name, totals)
        return results

    spans = list(checked_spans(release.n_classes, n_values, progress))
    if spans == [None] or bound is not None:
        parts = [check(release.value_counts(column.codes, n_values, span), whole, None) for span in spans]
    else:
        parts = []
        for start, stop in present_spans(release.rows_by_class, release.n_classes, progress):
            present, counts = release.rows_by_class.present_counts(start, stop, column.codes, release.weights)
            rest = whole.sum() - whole[present].sum()  # the values no class of the span holds, as one
            parts.append(check(np.column_stack([counts, np.zeros(len(counts), counts.dtype)]),
                               np.append(whole[present], rest), present))
    return {key: ModelResult.combine([part[key] for part in parts]) for key in parts[0]}


def check_all(dataset: Dataset | CountedRelease, qis: Sequence[str], sensitive: Sequence[str],
              hierarchies: Mapping[str, Hierarchy] | None = None,
              levels: Mapping[str, SensitivityLevels] | None = None, l: int = 2,
              population: Dataset | pd.DataFrame | None = None, k: int | None = None,
              progress: Progress = NO_PROGRESS, population_records: np.ndarray | None = None) -> dict[str, Any]:
    """Achieved parameters of every model on a released table, as a JSON-ready dict of plain numbers.

    ``hierarchies``: per sensitive attribute, for hierarchical t-closeness. ``levels``: per sensitive attribute, for
    (αij,k,m)-anonymity (``alpha_ijkm``; ``k`` is the required k of its pass/fail, else only the level conditions
    count). ``l``: the l of recursive (c,l)-diversity. ``population``: the population table with the QI columns
    already generalized to the release's labels, for δ-presence (``population_records``: the people each of its
    rows stands for, None: one each). An unattainable parameter is ``float('inf')``.
    ``progress``: where checks too large to make at once report their spans (``sensitive_checks``).
    ``dataset`` may be a :class:`CountedRelease` (rows standing for counted records).
    """
    qis, sensitive = list(qis), list(sensitive)
    counted = CountedRelease.of(dataset)
    release = counted.partition(qis)
    report: dict[str, Any] = {
        "rows": counted.n_rows,
        "classes": release.n_classes,
        "suppressed": release.suppressed,
        "k": _plain(k_anonymity(release).value, count=True),
        "recursive_l": l,
        "sensitive": {},
    }
    for number, name in enumerate(sensitive):
        hierarchy = (hierarchies or {}).get(name)
        # a release's figures are computed once: an audit checks it, then builds its record, which checks it again
        # (10^8 records: 100 s each); with a hierarchy, which the key cannot name, they are computed each time
        memo = (tuple(qis), name, l)
        figures = counted.figures.get(memo) if hierarchy is None else None
        if figures is None:
            results = sensitive_checks(counted.attribute_partition(qis, name), counted.column(name), hierarchy, l,
                                       progress.part(number / len(sensitive), (number + 1) / len(sensitive)))
            figures = {key: _plain(result.value, count=key == "l_distinct") for key, result in results.items()}
            del results  # each model's value per class (10^8 records: 1.4 M classes, 0.1 GB) is not kept
            if hierarchy is None:
                counted.figures[memo] = figures
        report["sensitive"][name] = dict(figures)
    if population is not None:
        keys = class_key_labels(release, [counted.table[q] for q in qis])
        matches = population_matches(release, keys, _labels(population, qis), population_records)
        presence = delta_presence(release.sizes, matches)
        report["delta_presence"] = {"min": _plain(presence.minimum.value), "max": _plain(presence.maximum.value)}
    if levels:
        row_levels = {name: table.level_of(counted.column(name))[counted.column(name).codes]
                      for name, table in levels.items()}
        graded = graded_alpha(release, row_levels, {name: table.alphas for name, table in levels.items()},
                              {name: counted.attribute_partition(qis, name) for name in levels})
        report[registry.GRADED_FIGURES] = {
            "k": k,
            "holds": graded.satisfies(k) if k is not None else graded.levels_hold,
            "attributes": {a.attribute: {"worst_share_ratio": _plain(a.share_ratio.value),
                                         "max_share": _plain(a.max_share),
                                         "repeated_classes": a.repeated_classes,
                                         "alphas": list(levels[a.attribute].alphas)}
                           for a in graded.attributes},
        }
    return report


def _labels(population: Dataset | pd.DataFrame, qis: Sequence[str]) -> np.ndarray:
    """Population rows x QIs label texts (missing cells as None, as ``Column.text`` gives them)."""
    if isinstance(population, Dataset):
        if not qis:
            return np.empty((population.n_rows, 0), dtype=object)
        return np.column_stack([population[q].text() for q in qis])
    frame = population[list(qis)].astype(object)
    return frame.where(frame.notna(), None).to_numpy(dtype=object)


def _plain(value: float, count: bool = False) -> int | float:
    """A Python number for JSON: a finite count (k, distinct l, repeated classes) as int, the rest (inf included)
    as float."""
    value = float(value)
    return int(value) if count and value.is_integer() else value
