"""Population-risk requirements of an anonymization: sample uniqueness and population uniqueness at most θ (ARX's
``SampleUniqueness`` and ``PopulationUniqueness`` criteria), ARX's ``AverageReidentificationRisk`` (classes / records
of the kept classes at most θ, met the same way; the report's ``risk-average`` instead counts the suppressed records
as one class and suppresses nothing for it), and k-map against a population table.

Sample and population uniqueness are properties of the whole release, not of one class. As ARX
(``RiskBasedCriterion.enforce``), a node meets them by suppressing its smallest classes first (ties by class order):
the fewest m such that the release — the kept classes without the m smallest, plus one class of all suppressed rows —
meets every threshold, with no more rows suppressed than allowed. Sample uniqueness is computed for every m at once
(c_1 of the rest plus the suppressed class when it holds one row); population uniqueness by binary search over m,
as ARX does (the estimates fall as small classes go; a binary search assumes it). Sample uniqueness and ARX's
average risk are monotone under generalization with the per-class models that are (``monotone_under_generalization``),
so the optimal search tags down- and up-sets on them as ARX does; population uniqueness is not, and there the search
evaluates every node its metric's bound does not exclude.

Matched with ARX 3.9.2: the histogram judged holds the kept classes only (suppressed rows leave ARX's distribution and
its n); the suppression order is ARX's ``HashGroupifyDistribution`` comparator — by class size, then (the metric
being Loss, whose class-based loss ARX uses) by the class's own Loss Π_j (size · share_j + 1)^(1/q) − 1, then by the
row of its first record (``lattice._ties``). On Adult this gives ARX's transformations and its Loss to the last
digit (0.1606952725863784; the last 3.7e-11 was ARX's cut of each dimension to ten decimals, ``utility.arx_digits``),
and with PopulationUniqueness(0.001) by Pitman or Dankar at f = 0.01 ARX's [0,3,0,0,2,1,0,1,0] (Loss
0.14426351950753413, 960 suppressed). Departure: an estimator with no valid estimate (NaN: no root inside its
domain, ``estimator_roots``) fails the threshold; ARX reports it as 0 uniques and so passes it.

k-map (El Emam & Dankar, "Protecting privacy using k-anonymity", JAMIA 15(5), 2008; ARX ``KMap`` with a research
subset): every released class matches at least k rows of the population table, its QIs generalized as the release's.
A merged class matches the sum of its parts' rows, so k-map is monotone under generalization and union-closed; the
searches check it per class from the population counts they already keep for δ-presence.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

import numpy as np

from privdesk.common.i18n import N_, _
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.tolerance import at_most
from privdesk.engine.metrics.population_risk import ClassSizeHistogram, PopulationModel, sample_uniqueness
from privdesk.engine.metrics.uniqueness_estimators import Estimator, population_uniqueness

SAMPLE_UNIQUENESS, POPULATION_UNIQUENESS, AVERAGE_RISK = "sample-uniqueness", "population-uniqueness", "average-risk"
KINDS = (SAMPLE_UNIQUENESS, POPULATION_UNIQUENESS, AVERAGE_RISK)


def takes_estimator(kind: str | None) -> bool:
    """Whether a uniqueness threshold is judged through a population estimator (and so needs a population model)."""
    return kind == POPULATION_UNIQUENESS
_LABELS = {"sample-uniqueness": N_("sample uniqueness ≤ {value:g}"),
           "population-uniqueness": N_("population uniqueness ({estimator}) ≤ {value:g}"),
           "average-risk": N_("average re-identification risk of the kept records (ARX; suppressed records left "
                              "out) ≤ {value:g}")}


@dataclass(frozen=True)
class UniquenessRequirement:
    """A threshold on the share of records unique in the sample or (estimated) in the population."""

    kind: str
    value: float
    estimator: Estimator = Estimator.DANKAR
    population: PopulationModel | None = field(default=None)

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise InputError(_("unknown uniqueness requirement '{kind}'").format(kind=self.kind))
        if not (0.0 <= float(self.value) <= 1.0):
            raise InputError(_("a uniqueness threshold is a share of the records from 0 to 1"), value=self.value)
        object.__setattr__(self, "estimator", Estimator(self.estimator))
        if self.kind == "population-uniqueness" and self.population is None:
            raise InputError(_("a population-uniqueness threshold needs --population-size or --sampling-fraction"))

    def resolved(self, n_rows: int) -> "UniquenessRequirement":
        """The same requirement with the population size fixed from the whole table's n rows (as ARX's
        ``ARXPopulationModel.create(n, f)``): suppressing rows then does not shrink the population."""
        if self.population is None or self.population.population_size is not None:
            return self
        return UniquenessRequirement(self.kind, self.value, self.estimator,
                                     PopulationModel(population_size=self.population.size(n_rows)))

    @property
    def label(self) -> str:
        return _(_LABELS[self.kind]).format(value=self.value, estimator=self.estimator.value)

    def achieved(self, histogram: ClassSizeHistogram) -> float:
        if self.kind == "sample-uniqueness":
            return sample_uniqueness(histogram)
        if self.kind == "average-risk":  # ARX's AverageReidentificationRisk: 1 / average size of the kept classes
            return histogram.n_classes / histogram.n_records if histogram.n_records else 0.0
        return population_uniqueness(histogram, self.population, (self.estimator,)).fraction(self.estimator)

    def holds(self, histogram: ClassSizeHistogram) -> bool:
        return bool(at_most(self.achieved(histogram), self.value))


MERGE_MONOTONE = ("sample-uniqueness", "average-risk")
"""The kinds whose measure never rises when classes merge: a merged class is no sample unique, and merging leaves
fewer classes over the same records."""


def monotone_under_generalization(requirements: Sequence[UniquenessRequirement], suppression: float) -> bool:
    """Whether a node failing these thresholds (with the per-class requirements all monotone with suppression:
    k-anonymity, k-map, distinct l) has only failing specializations, so the optimal search may tag down- and
    up-sets as ARX does (its ``SampleUniqueness`` and ``AverageReidentificationRisk`` declare themselves monotone).

    Without suppression a node passes when its measure is within θ, and the measure does not rise from a node to
    a generalization. With suppression (one threshold): the fewest rows whose removal meets θ is reached by
    suppressing the smallest classes first — removing a class of size s lowers "uniques − θ·records" or "classes −
    θ·records" by an amount that falls as s grows, so m smallest classes beat any m others and weigh less — and
    ARX's binary search finds that prefix (the prefix meeting θ is monotone in its length). If a specialization
    F passes with rows R suppressed, a generalization G passes with at most R: suppress the classes of G made of
    suppressed classes of F only; every other class of G holds a kept class of F, so it is kept by the per-class
    requirements, and G keeps no more classes (no more uniques) over at least as many records. Tested against
    brute force (tests/engine/algorithms/test_uniqueness_pruning.py). Population uniqueness's estimates are not
    monotone in the classes: not covered."""
    if not requirements or any(r.kind not in MERGE_MONOTONE for r in requirements):
        return False
    return suppression == 0.0 or len(requirements) == 1


def release_histogram(kept_sizes: np.ndarray) -> ClassSizeHistogram:
    """The histogram the requirements are judged on: the kept classes only. As ARX's ``HashGroupifyDistribution``,
    suppressed rows leave the distribution (they are no class, and n counts the kept rows)."""
    return ClassSizeHistogram.of(np.asarray(kept_sizes, dtype=np.int64))


def meets(requirements: Sequence[UniquenessRequirement], kept_sizes: np.ndarray) -> bool:
    """Whether a release with these kept class sizes meets every uniqueness requirement."""
    histogram = release_histogram(kept_sizes)
    return all(r.holds(histogram) for r in requirements)


def enforce(requirements: Sequence[UniquenessRequirement], sizes: np.ndarray, kept: np.ndarray,
            allowed: int, ties: Sequence[np.ndarray] = ()) -> tuple[np.ndarray, bool]:
    """Classes kept after ARX's suppression of the smallest classes for each requirement in turn
    (``HashGroupifyDistribution.suppressWhileNotFulfilledBinary``, reproduced step by step), and whether the release
    then meets every requirement with at most ``allowed`` rows suppressed. ``kept``: the classes the other models
    keep; classes of no rows are never kept. ``ties``: per class, keys that order classes of equal size, most
    significant first (ARX: the class's own Loss, then its first record's row; default: class order)."""
    kept = kept & (sizes > 0)
    for requirement in requirements:
        kept = _suppress_while_not_fulfilled(requirement, sizes, kept, allowed, ties)
    suppressed = int(sizes[~kept].sum())
    return kept, suppressed <= allowed and meets(requirements, sizes[kept])


def _suppress_while_not_fulfilled(requirement: UniquenessRequirement, sizes: np.ndarray, kept: np.ndarray,
                                  allowed: int, ties: Sequence[np.ndarray] = ()) -> np.ndarray:
    """ARX's binary search over the kept classes sorted by size (ties by ``ties``, then class order). Its state is
    always a prefix of that order (``prefix`` classes suppressed), except for the one class its last step may add."""
    order = np.flatnonzero(kept)
    order = order[np.lexsort((order, *(np.asarray(key)[order] for key in reversed(ties)), sizes[order]))]
    if requirement.holds(release_histogram(sizes[order])) or not len(order):
        return kept
    sorted_sizes = sizes[order]
    before = int(sizes[~kept].sum())
    prefix_rows = np.concatenate([[0], np.cumsum(sorted_sizes)])

    def state(prefix: int, extra: int = -1) -> str:
        rest = np.delete(sorted_sizes[prefix:], extra - prefix) if extra >= prefix else sorted_sizes[prefix:]
        if requirement.holds(release_histogram(rest)):
            return "fulfilled"
        suppressed = before + int(prefix_rows[prefix]) + (int(sorted_sizes[extra]) if extra >= prefix else 0)
        return "abort" if suppressed > allowed else "not fulfilled"

    low, high = 0, len(order) - 1
    mid = _half(low + high)
    prefix = mid + 1
    current = "abort"
    while low <= high:
        current = state(prefix)
        if current == "abort":
            break
        if current == "fulfilled":
            high = mid - 1
            mid = _half(low + high)
            prefix = min(prefix, mid + 1)
        else:
            low = mid + 1
            mid = _half(low + high)
            if mid >= low:
                prefix = mid + 1
    extra = -1
    if current != "abort" and state(prefix) == "not fulfilled" and mid + 1 < len(order) and mid + 1 >= prefix:
        extra = mid + 1
    result = kept.copy()
    result[order[:prefix]] = False
    if extra >= 0:
        result[order[extra]] = False
    return result


def _half(total: int) -> int:
    """Java's int division by 2 (truncates toward zero: (0 + -1) / 2 == 0)."""
    return int(total / 2)
