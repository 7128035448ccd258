"""`privdesk measure`: how much privacy and utility a release keeps, measured against its original.

Rows of the original and the release are paired by position. Everything is computed by the engine; this job only
assembles the figures into one JSON-ready document (the window and the report show the same document).
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial
from typing import Any, Mapping, Sequence

import numpy as np

from privdesk.app.check import class_population_matches
from privdesk.app.record.verdict import Verdict, risk_entries
from privdesk.common.i18n import _
from privdesk.engine.attributes.generalization import detect_levels
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.classes import Partition
from privdesk.engine.core.counted_release import CountedRelease
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.metrics.attribute_entropy import (
    CoverBySpan,
    cover_by_released_labels,
    covered_by_class_values,
    covered_rows,
    entropy_utility_of_counts,
)
from privdesk.engine.metrics.entropy import entropy
from privdesk.engine.metrics.information_loss import information_loss
from privdesk.engine.metrics.link_matching import link_matching
from privdesk.engine.metrics.privacy_level import ORIGINAL, RELEASED, paired_privacy_levels
from privdesk.engine.metrics.risk import RiskSettings, assess_risk
from privdesk.engine.metrics.utility import discernibility_of, utility_of_counts
from privdesk.engine.models import ORDERED_TYPES
from privdesk.engine.rows.memory import records_of
from privdesk.engine.rows.paired_counts import DatasetPairs, LevelPairs, joint_entropy_of


def measure_release(original: Dataset, released: Dataset, qis: Sequence[str], sensitive: Sequence[str],
                    known: Mapping[str, Sequence[str]] | None = None,
                    hierarchies: Mapping[str, Hierarchy] | None = None,
                    risk: RiskSettings | None = None, population: Dataset | None = None,
                    weights: Mapping[str, float] | None = None) -> dict[str, Any]:
    """Every measure of a release against its original; ``population`` adds the link-matching figures (SPEC §2),
    ``weights`` (per QI) weight the attribute entropies (default: equal). Grouped pairs of rows (an out-of-core
    engine's, ``rows.memory.records_of``) are measured as the records they stand for: every figure weighs a pair
    by its records, through the same functions as rows in memory (each row one record)."""
    _check_pair(original, released, [*qis, *sensitive, *(known or {})])
    return measure_pairs(DatasetPairs(original, released, records_of(original)), qis, sensitive, known, hierarchies,
                         risk, population, weights)


def measure_pairs(pairs, qis: Sequence[str], sensitive: Sequence[str],
                  known: Mapping[str, Sequence[str]] | None = None,
                  hierarchies: Mapping[str, Hierarchy] | None = None,
                  risk: RiskSettings | None = None, population: Dataset | CountedRelease | None = None,
                  weights: Mapping[str, float] | None = None) -> dict[str, Any]:
    """:func:`measure_release` from a source of paired counts (``rows.paired_counts``: two tables in memory, or an
    engine's aggregates of pairs that stay in it). Every figure comes from the source's counts: a hierarchy's
    levels (WHD, the level-based losses) from each QI's distinct (original, released, suppressed) triples, the
    population's matches from the release's classes (``population`` may be a grouped table,
    :class:`CountedRelease`)."""
    hierarchies = dict(hierarchies or {})
    original, released = pairs.original, pairs.released
    release = pairs.release_classes(qis)
    triples = {name: pairs.level_pairs(release, name) for name in qis if name in hierarchies}
    levels_of = {name: _hierarchy_levels(hierarchies[name], original, released, name, triples[name])
                 for name in triples}
    entropies: dict[tuple, float] = {}  # a column set's entropy counted once (Ȳ of an attribute is often X̄qi)

    def entropy_of(columns) -> float:
        key = tuple(columns)
        if key not in entropies:
            entropies[key] = joint_entropy_of(pairs, key)
        return entropies[key]

    levels = paired_privacy_levels(entropy_of, qis, sensitive, known)
    assessment = assess_risk(release, risk or RiskSettings())
    risk_document, verdict = _risk_document(assessment), Verdict(tuple(risk_entries(assessment, risk))).to_dict()
    del assessment  # its risk of every record (a float each, 80 MB at 10^7) is not held through the other measures
    document: dict[str, Any] = {
        "rows": release.n_rows,
        "overall": {"DR": levels.overall.dr, "IR": levels.overall.ir, "PL": levels.overall.pl},
        "EC": levels.ec,
        "attributes": {name: {"DR": a.dr, "IR": a.ir, "PL": a.pl, "known": list(a.known)}
                       for name, a in levels.attributes.items()},
        "risk": risk_document,
        "verdict": verdict,
        "utility": _utility_document(pairs, qis, release, hierarchies, triples, levels_of),
        "entropy_utility": _entropy_document(pairs, qis, release, hierarchies, levels_of, weights),
        "notes": [n for n in [levels.overall.note, *(a.note for a in levels.attributes.values())] if n],
    }
    if population is not None:
        matches = class_population_matches(release, [released.column(q) for q in qis], population, qis, hierarchies)
        links = link_matching(release.sizes, matches, release.n_rows)
        document["link_matching"] = {"probabilities": links.probabilities.tolist(), "entropy": links.entropy,
                                     "risk": links.risk, "delta_max": links.delta, "delta_min": links.delta_min}
    return document


def _hierarchy_levels(hierarchy: Hierarchy, original: Dataset, released: Dataset, name: str,
                      triples: LevelPairs) -> np.ndarray | None:
    """The level of each of ``name``'s (original, released, suppressed) triples when it was released through its
    hierarchy (a record's level is its triple's); None when its released values are not the hierarchy's labels
    (Mondrian's intervals ``[23, 25]`` and sets ``{a, b}``): such a column is measured as the intervals and sets it
    holds, never as a fault of the input. A hierarchy that lacks an original value is the input's fault and is
    named (``Hierarchy.bind``)."""
    tokens = original.source.missing_tokens
    hierarchy.bind(original.column(name)) if tokens is None else hierarchy.bind(original.column(name), tokens)
    try:  # the triples as the rows of the columns (their values and types), detected as rows are
        return detect_levels(hierarchy, replace(original.column(name), codes=triples.original),
                             replace(released.column(name), codes=triples.released), triples.suppressed, tokens)
    except InputError:
        return None


def _labels_cover(hierarchy: Hierarchy, before, labels: np.ndarray, missing_tokens, span: tuple[int, int]):
    return cover_by_released_labels(hierarchy, before, labels[span[0]:span[1]], missing_tokens)


def _entropy_document(pairs, qis: Sequence[str], release: Partition, hierarchies: Mapping[str, Hierarchy],
                      levels_of: Mapping[str, np.ndarray | None], weights: Mapping[str, float] | None) -> dict[str, Any]:
    """SPEC §2 weighted attribute entropy before and after: a released value covers the original values its
    hierarchy maps to it; without a hierarchy, or for a column released as intervals and sets (``levels_of`` None),
    a class covers its [min, max] (ordered types) or its value set, counted from the distinct (class, original
    value) pairs without a cover matrix."""
    if not qis:
        return {}
    counts, covered = [], []
    for name in qis:
        before = pairs.original.column(name)
        counts.append(pairs.value_records(ORIGINAL, name))
        if levels_of.get(name) is not None:  # a label's cover built a span of classes at a time
            labels = pairs.released.column(name).values[release.keys[:, list(qis).index(name)]]
            of_span = partial(_labels_cover, hierarchies[name], before, labels, pairs.original.source.missing_tokens)
            covered.append(covered_rows(CoverBySpan(len(before.values), of_span), release.n_classes, counts[-1]))
        else:
            x = np.zeros(release.n_classes, np.int64)
            for classes, values in pairs.class_values(release, name):  # blocks of whole classes
                x += covered_by_class_values(classes, values, release.n_classes, counts[-1], before.n_valid,
                                             ordered=before.type in ORDERED_TYPES)
            covered.append(x)
    result = entropy_utility_of_counts(counts, release.sizes, covered, release.n_rows,
                                       dict(weights) if weights else None, list(qis))
    return {"weights": dict(zip(qis, result.weights.tolist())),
            "before": dict(zip(qis, result.entropies.tolist())),
            "after": dict(zip(qis, result.generalised.tolist())),
            "weighted_before": result.weighted, "weighted_after": result.generalised_weighted,
            "table_before": result.table, "table_after": result.generalised_table, "loss": result.delta}


def check_same_rows(n_original: int, n_released: int, path) -> None:
    """Measuring pairs rows by position: the release at ``path`` must have the original's number of rows."""
    if n_original != n_released:
        raise InputError(_("the original has {n_rows:,} rows and the release {released:,}; measuring pairs rows by "
                           "position, so both must have the same rows in the same order").format(
            n_rows=n_original, released=n_released), path=path)


def _check_pair(original: Dataset, released: Dataset, names: Sequence[str]) -> None:
    check_same_rows(original.n_rows, released.n_rows, released.source.path)
    for name in names:
        original.column(name)
        released.column(name)


def _risk_document(a) -> dict[str, Any]:
    return {"release_model": a.release_model.value, "threshold": a.threshold, "maximum": a.maximum_risk,
            "average": a.average_risk, "records_at_risk": a.records_at_risk, "data_risk": a.data_risk,
            "environment_risk": a.environment_risk, "overall": a.overall_risk, "passed": a.passed,
            "verdict": a.verdict}


def _utility_document(pairs, qis: Sequence[str], release: Partition, hierarchies: dict[str, Hierarchy],
                      triples: Mapping[str, LevelPairs], levels_of: Mapping[str, np.ndarray | None]) -> dict[str, Any]:
    original, released = pairs.original, pairs.released
    n = release.n_rows
    kept_sizes = release.sizes
    utility: dict[str, Any] = {
        "classes": release.n_classes,
        "suppressed": release.suppressed,
        "suppressed_share": release.suppressed / n if n else 0.0,
        "average_class_size": n / (release.n_classes + (1 if release.suppressed else 0)) if n else 0.0,
        "discernibility": discernibility_of(kept_sizes, n, release.suppressed),
        "attributes": {},
    }
    for name in qis:
        before, after = original.column(name), released.column(name)
        h_before, h_after = entropy(pairs.value_records(ORIGINAL, name)), entropy(pairs.value_records(RELEASED, name))
        utility["attributes"][name] = {
            "distinct_original": before.distinct_count, "distinct_released": after.distinct_count,
            "entropy_original": h_before, "entropy_released": h_after,
            "entropy_kept": h_after / h_before if h_before > 0 else 1.0,
        }
    not_levels = [name for name in qis if name in levels_of and levels_of[name] is None]
    if not_levels:
        utility["transformation"] = _("local recoding into intervals and sets ({names}): WHD and the level-based "
                                      "losses need hierarchy levels and are not computed").format(
            names=", ".join(not_levels))
    elif qis and all(name in hierarchies for name in qis):
        tuples = pairs.level_tuples(release, qis, triples, levels_of)
        heights = [hierarchies[name].height for name in qis]
        loss = information_loss(tuples.levels, heights, suppressed=tuples.suppressed, weights=tuples.records)
        # the mean per record (the tuples' weights may count a record once per QI: ``separate_level_tuples``)
        utility["whd"] = {"total": loss.total, "mean": loss.total / n if n else 0.0}
        del loss, tuples  # a float and the levels of every row (the memory engine's) or tuple
        # full domain: one level per QI among the kept records (their triples)
        kept_levels = [np.unique(levels_of[name][~triples[name].suppressed]) for name in qis]
        if all(len(levels) == 1 for levels in kept_levels):
            transformation = [int(levels[0]) for levels in kept_levels]
            report = utility_of_counts([original.column(q) for q in qis], [hierarchies[q] for q in qis],
                                       transformation, release, [pairs.value_records(ORIGINAL, q) for q in qis],
                                       [triples[q].kept_records(len(original.column(q).values)) for q in qis])
            utility["transformation"] = dict(zip(qis, transformation))
            utility.update({
                "arx_loss": report.arx_loss, "precision": report.precision,
                "generalization_intensity": report.generalization_intensity,
                "iyengar_loss": report.iyengar_loss, "non_uniform_entropy": report.non_uniform_entropy,
            })
        else:
            utility["transformation"] = _("local recoding (levels vary by row)")
    return utility
