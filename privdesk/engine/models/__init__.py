"""Privacy-model checks (docs/spec.md §4): each reports the achieved parameter (k, l, c, t, α, β, δ) as a ModelResult.

Every check reads the classes x values count matrix of a ``Partition`` (one ``np.bincount``), vectorised over
classes; :func:`sensitive_checks` computes the same figures from each class's (value, records) pairs
(``class_triples``). :func:`check_all` runs all of them on a released table and returns a plain dict for
``privdesk check --json``.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

import numpy as np
import pandas as pd

from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.attributes.sensitivity_levels import SensitivityLevels
from privdesk.engine.core.classes import Partition, checked_spans, release_partition
from privdesk.engine.core.counted_release import CountedRelease
from privdesk.engine.core.dataset import Column, Dataset
from privdesk.engine.core.progress import NO_PROGRESS, Progress
from privdesk.engine.core.types import ColumnType
from privdesk.engine.models import registry
from privdesk.engine.models.base import ModelResult
from privdesk.engine.models.delta_presence import DeltaPresence, class_key_labels, delta_presence, population_matches
from privdesk.engine.models.graded_alpha import GradedAlpha, GradedAttribute, graded_alpha, graded_attribute
from privdesk.engine.models.k_anonymity import k_anonymity
from privdesk.engine.models.sensitive import class_triples
from privdesk.engine.models.sensitive.alpha_k import alpha_k
from privdesk.engine.models.sensitive.beta_likeness import beta_likeness_basic, beta_likeness_enhanced
from privdesk.engine.models.sensitive.delta_disclosure import (
    delta_disclosure,
    delta_disclosure_strict,
    in_bits,
    satisfies_delta_disclosure,
)
from privdesk.engine.models.sensitive.l_diversity import (
    checked_l,
    distinct_l_diversity,
    entropy_l_diversity,
    recursive_cl_diversity,
    satisfies_recursive,
)
from privdesk.engine.models.sensitive.t_closeness import (
    t_closeness_equal,
    t_closeness_hierarchical,
    t_closeness_ordered,
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

    Each class's figures come from its (value, records) pairs, a block of whole classes at a time
    (``class_triples``), each block reported to ``progress`` (where a cancel stops the check): time and memory
    grow with the (class, value) pairs, not with classes x values (10^8 records: 1.4 M classes x 2,000 codes, but
    9 M pairs). Only hierarchical t-closeness reads classes x values matrices, a span of classes at a time when
    the whole one is too large to hold. Each result equals its matrix function's (``alpha_k``,
    ``t_closeness_equal``, ...), whose name and detail it carries.

    ``t_ordered`` only for columns whose type orders values, ``t_hierarchical`` only with a hierarchy.
    """
    n_values = len(column.values)
    whole = release.value_totals(column.codes, n_values)  # suppressed rows keep their values
    name = column.name
    ordered = column.type in ORDERED_TYPES
    l = checked_l(l)
    share = 0.5 if hierarchy is not None else 1.0  # of the progress, the rest for the hierarchical distance's spans
    parts = [class_triples.triple_values(pairs, l, ordered) for pairs in
             class_triples.release_pairs(release, column.codes, n_values, whole, progress.part(0.0, share))]
    # each model's name, direction and detail, from its matrix function on no classes
    empty = np.zeros((0, n_values), np.int64)
    models = {"alpha": alpha_k(empty), "l_distinct": distinct_l_diversity(empty),
              "l_entropy": entropy_l_diversity(empty), "recursive_c": recursive_cl_diversity(empty, l),
              "t_equal": t_closeness_equal(empty, reference=whole)}
    if ordered:
        models["t_ordered"] = t_closeness_ordered(empty, reference=whole)
    if hierarchy is not None:
        models["t_hierarchical"] = _hierarchical_checks(release, column, hierarchy.bind(column), whole,
                                                          progress.part(share, 1.0))
    models.update({"beta_basic": beta_likeness_basic(empty, reference=whole),
                   "beta_enhanced": beta_likeness_enhanced(empty, reference=whole),
                   "delta_disclosure": delta_disclosure(empty, reference=whole),
                   "delta_disclosure_strict": delta_disclosure_strict(empty, reference=whole)})
    return {key: ModelResult.from_per_class(model.model, model.per_class if key == "t_hierarchical" else
                                            np.concatenate([np.zeros(0), *(part[key] for part in parts)]),
                                            model.higher_is_safer, name, model.detail)
            for key, model in models.items()}


def _hierarchical_checks(release: Partition, column: Column, bound: np.ndarray, whole: np.ndarray,
                         progress: Progress) -> ModelResult:
    """Hierarchical t-closeness of every class, on classes x values matrices: a span of classes at a time when the
    whole one is too large to hold."""
    n_values = len(column.values)
    return ModelResult.combine([
        t_closeness_hierarchical(release.value_counts(column.codes, n_values, span), bound, column.name, whole)
        for span in checked_spans(release.n_classes, n_values, progress)])


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
    ``progress``: where the sensitive checks report their blocks of classes (``sensitive_checks``).
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
