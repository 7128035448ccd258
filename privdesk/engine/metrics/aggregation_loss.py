"""ARX's Loss when some attributes are microaggregated (``MetricMDNMLoss`` with ``MicroAggregationFunction``s).

ARX scores a microaggregated attribute as one more dimension of its Loss, next to the generalised quasi-identifiers
(``metrics.utility``'s v_j):

    u_m = ( Σ over kept classes E of |E| × distinct(E, m) / D_m  +  suppressed records ) / n

with distinct(E, m) the number of different values of attribute m in class E and D_m the number of different
values of m in the whole table (``DistributionAggregateFunction.getInformationLoss``: "the normalised number of
aggregated values"); a suppressed record counts 1 (generalisation and suppression factors 1, ARX's default gs-factor
0.5). Unlike v_j there is no floor to subtract; like v_j it is cut to ARX's ten decimals (``normalizeAggregated``:
``round(aggregate / tuples)``, ``utility.arx_digits``).

The dimensions are then combined by ARX's aggregate function: the geometric mean Π(1 + x)^(1/q) − 1 (ARX's
default), or RANK (``ILMultiDimensionalRank``): the dimensions sorted in descending order and compared
lexicographically — the worst dimension first.

In the optimal search (``algorithms/lattice_scores.py``) u_m is bounded below by 1/D_m cut to the same ten
decimals, since every record counts at least 1/D_m and the cut (a floor) keeps the order (ARX bounds it by 0); the dimension grows when classes merge but falls when suppressed records come
back, as v_j does, so it prunes only through that bound. RANK is searched by its largest dimension
(:class:`RankScore`): a node whose bound exceeds another's largest dimension cannot rank before it.

The aggregation error of one class (``getError``, ARX's utility view): the mean squared difference between the
class's values and its aggregate, both scaled into [0, 1] by the column's minimum and maximum; the error of a
release is its mean over the kept records.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.classes import group_rows
from privdesk.engine.core.dataset import Column
from privdesk.engine.metrics.utility import arx_digits, arx_loss_dimensions


def aggregated_dimension(values: np.ndarray, classes: np.ndarray, weights: np.ndarray | None = None,
                         domain: int | None = None) -> float:
    """u_m of one aggregated attribute: ``values`` its value codes per row, ``classes`` each row's class (−1 =
    suppressed); ``weights``: the records each row stands for (a frequency set's counts; rows of weight 0 hold no
    record), ``domain``: D_m when the rows do not show every value (default: the distinct values held)."""
    values = np.asarray(values, dtype=np.int64)
    classes = np.asarray(classes, dtype=np.int64)
    weights = np.ones(classes.size) if weights is None else np.asarray(weights, dtype=float)
    held = weights > 0
    n = float(weights[held].sum())
    if n == 0:
        return 0.0
    if domain is None:
        domain = np.unique(values[held]).size
    kept = held & (classes >= 0)
    width = int(values.max()) + 1
    count = int(classes.max()) + 1 if kept.any() else 0
    pairs = np.unique(classes[kept] * width + values[kept])  # one per (class, value) held
    distinct = np.bincount(pairs // width, minlength=count)
    sizes = np.bincount(classes[kept], weights=weights[kept], minlength=count)
    return float(arx_digits(float((sizes @ distinct) / domain + (n - sizes.sum())) / n))  # ARX's normalizeAggregated


def loss_dimensions(columns: Sequence[Column], hierarchies: Sequence[Hierarchy], levels: Sequence[int],
                    suppressed: np.ndarray, aggregated: Sequence[Column]) -> np.ndarray:
    """ARX's per-dimension Loss: the generalised QIs' v_j, then each aggregated attribute's u_m, in that order."""
    generalized = [h.bind(c)[lv][c.codes] for c, h, lv in zip(columns, hierarchies, levels)]
    kept = ~np.asarray(suppressed, dtype=bool)
    classes = np.full(kept.size, -1, dtype=np.int64)
    if kept.any():
        group, _count = group_rows([g[kept] for g in generalized])
        classes[kept] = np.unique(group, return_inverse=True)[1].ravel()
    extra = [aggregated_dimension(a.codes, classes) for a in aggregated]
    return np.concatenate((arx_loss_dimensions(columns, hierarchies, levels, suppressed), extra))


def geometric_mean_loss(dimensions: np.ndarray) -> float:
    """ARX's default aggregate of the dimensions: Π(1 + x)^(1/q) − 1."""
    dimensions = np.asarray(dimensions, dtype=float)
    return float(np.prod((1.0 + dimensions) ** (1.0 / dimensions.size)) - 1.0) if dimensions.size else 0.0


def rank_key(dimensions: np.ndarray) -> tuple[float, ...]:
    """ARX's RANK aggregate as a sort key: the dimensions in descending order (smaller keys are better)."""
    return tuple(float(x) for x in np.sort(np.asarray(dimensions, dtype=float))[::-1])


class RankScore(float):
    """ARX's RANK aggregate as a number a search can bound and prune with: its value is the largest dimension
    (a node whose bound on it exceeds another node's largest dimension cannot rank before it), ``key`` the whole
    :func:`rank_key`, which decides between equal largest dimensions (:func:`rank_order`)."""

    key: tuple[float, ...]

    def __new__(cls, dimensions: np.ndarray) -> "RankScore":
        key = rank_key(dimensions)
        score = super().__new__(cls, key[0] if key else 0.0)
        score.key = key
        return score


def rank_order(score: float, other: float, tolerance: float) -> int:
    """−1, 0 or 1 as ``score`` ranks before, with or after ``other`` by their RANK keys, dimensions that differ by
    at most ``tolerance`` counting as equal (0 unless both are :class:`RankScore`)."""
    if not isinstance(score, RankScore) or not isinstance(other, RankScore):
        return 0
    for mine, theirs in zip(score.key, other.key):
        if mine < theirs - tolerance:
            return -1
        if mine > theirs + tolerance:
            return 1
    return 0


def aggregation_error(values: np.ndarray, aggregate: np.ndarray, low: float, high: float) -> float:
    """ARX's aggregation error of a release: mean over kept rows of ((value − aggregate) / (high − low))², per row
    ``values`` and its class's ``aggregate`` (NaN for suppressed rows, which are left out)."""
    values = np.asarray(values, dtype=float)
    aggregate = np.asarray(aggregate, dtype=float)
    kept = np.isfinite(aggregate) & np.isfinite(values)
    if not kept.any() or high <= low:
        return 0.0
    return float(np.mean(((values[kept] - aggregate[kept]) / (high - low)) ** 2))
