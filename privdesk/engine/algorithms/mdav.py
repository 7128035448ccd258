"""MDAV multivariate microaggregation (maximum distance to average vector; Domingo-Ferrer & Mateo-Sanz 2002) as
sdcMicro's ``microaggregation(method="mdav")`` computes it (its C++ ``Mdav``).

Each column is weighted by 1 / its population variance (a constant column keeps weight 1), so distances are
Euclidean on the standardised values. With R the records not yet grouped:

1. c = the mean of R; r = the record of R farthest from c.
2. While |R| ≥ 3k: s = the record of R farthest from r; the group of r = its k nearest records in R (r included) is
   removed, then the group of s = its k nearest among the rest. When 2k ≤ |R| < 3k only r's group is formed.
3. The last |R| < 2k records form one group (so every group holds k … 2k − 1 records).

Every record is replaced by its group's mean. Ties: the farthest record is the one with the smallest row number
(sdcMicro's strict ``>`` over rows in order); among equally near records the larger row number is taken first
(sdcMicro's insertion into its distance lists puts a later row before an equal earlier one). sdcMicro keeps
distances as 32-bit floats; PrivDesk computes in 64 bits, so sdcMicro can see ties PrivDesk does not.

MDAV is sequential: every group depends on the records the earlier groups took. The one Python loop is therefore
over groups (two per round); each step is vectorised. Instead of a pass over all remaining records per step (sdcMicro:
O(n²/k)), the records are sorted into the leaves of a k-d partition built once (vectorised, level by level); a query
for the farthest (or the k nearest) record bounds every leaf by its box and reads only the leaves that can still
hold the answer, so the result is exactly the full scan's.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ...i18n import _
from ..errors import InputError

LEAF_SIZE = 64


@dataclass(frozen=True)
class MicroaggregationResult:
    """The aggregated values (n × d, group means), each row's group (0.. in order of formation) and k."""

    values: np.ndarray
    groups: np.ndarray
    k: int

    @property
    def group_count(self) -> int:
        return int(self.groups.max()) + 1 if self.groups.size else 0


def mdav(x: np.ndarray, k: int) -> MicroaggregationResult:
    """MDAV of the rows of ``x`` (n × d, finite floats) into groups of k … 2k − 1 rows."""
    x = np.asarray(x, dtype=float)
    if x.ndim == 1:
        x = x[:, None]
    n = x.shape[0]
    if not isinstance(k, (int, np.integer)) or k < 1:
        raise InputError(_("k must be a whole number of at least 1"), value=k)
    if n < k:
        raise InputError(_("MDAV needs at least k = {k} rows; the table has {n}").format(k=k, n=n))
    groups = mdav_groups(x, int(k))
    return MicroaggregationResult(values=group_means(x, groups), groups=groups, k=int(k))


def mdav_groups(x: np.ndarray, k: int) -> np.ndarray:
    """The group number of every row (groups numbered in the order MDAV forms them)."""
    n = x.shape[0]
    z = _standardise(x)
    groups = np.full(n, -1, dtype=np.int64)
    index = _LeafIndex(z)
    total = z.sum(axis=0)  # sum of the remaining records, for their mean
    remaining, group = n, 0
    while remaining >= 2 * k:
        r = index.farthest(total / remaining)
        s = index.farthest(z[r]) if remaining >= 3 * k else None
        for centre in (r, s):
            if centre is None:
                continue
            members = index.nearest(z[centre], k)
            groups[members] = group
            total -= z[members].sum(axis=0)
            index.remove(members)
            remaining -= k
            group += 1
    groups[groups < 0] = group
    return groups


def group_means(x: np.ndarray, groups: np.ndarray) -> np.ndarray:
    """Each row's group mean, column by column (bincount over the group numbers)."""
    sizes = np.bincount(groups).astype(float)
    means = np.column_stack([np.bincount(groups, weights=x[:, j]) / sizes for j in range(x.shape[1])])
    return means[groups]


def _standardise(x: np.ndarray) -> np.ndarray:
    variance = x.var(axis=0)
    scale = np.where(variance > 0, np.sqrt(np.where(variance > 0, variance, 1.0)), 1.0)
    return x / scale


def _ranges(starts: np.ndarray, ends: np.ndarray) -> np.ndarray:
    """The concatenation of arange(start, end) for each pair, without a loop."""
    lengths = ends - starts
    offsets = np.repeat(starts - np.concatenate(([0], np.cumsum(lengths)[:-1])), lengths)
    return offsets + np.arange(lengths.sum())


def _kd_leaves(z: np.ndarray, leaf_size: int) -> tuple[np.ndarray, np.ndarray]:
    """A permutation of the rows that sorts them into k-d leaves, and each leaf's start in it.

    All nodes of one level are split at once: the rows are sorted by (node, value on the node's widest column) and
    each node's first half becomes its left child.
    """
    n = z.shape[0]
    order = np.arange(n)
    node = np.zeros(n, dtype=np.int64)
    levels = int(np.ceil(np.log2(max(n / leaf_size, 1.0))))
    for _level in range(levels):
        starts = np.flatnonzero(np.concatenate(([True], node[1:] != node[:-1])))
        counts = np.diff(np.append(starts, n))
        points = z[order]
        widest = np.argmax(np.maximum.reduceat(points, starts) - np.minimum.reduceat(points, starts), axis=1)
        key = points[np.arange(n), np.repeat(widest, counts)]
        resort = np.lexsort((key, node))
        order = order[resort]
        rank = np.arange(n) - np.repeat(starts, counts)
        node = node * 2 + (rank >= np.repeat(counts // 2, counts))
    starts = np.flatnonzero(np.concatenate(([True], node[1:] != node[:-1])))
    return order, starts


class _LeafIndex:
    """The remaining records sorted into k-d leaves, with each leaf's (static) bounding box and live count."""

    def __init__(self, z: np.ndarray, leaf_size: int = LEAF_SIZE) -> None:
        order, starts = _kd_leaves(z, leaf_size)
        self.rows = order
        self.points = z[order]
        self.position = np.empty_like(order)
        self.position[order] = np.arange(order.size)
        self.starts = starts
        self.ends = np.append(starts[1:], order.size)
        self.leaf_of = np.repeat(np.arange(starts.size), self.ends - starts)
        self.low = np.minimum.reduceat(self.points, starts)
        self.high = np.maximum.reduceat(self.points, starts)
        self.live = np.ones(order.size, dtype=bool)
        self.live_count = self.ends - starts

    def remove(self, rows: np.ndarray) -> None:
        positions = self.position[rows]
        self.live[positions] = False
        leaves = np.unique(self.leaf_of[positions])
        np.subtract.at(self.live_count, self.leaf_of[positions], 1)
        # shrink the touched leaves' boxes to their live records, so bounds stay tight as MDAV peels the table
        leaves = leaves[self.live_count[leaves] > 0]
        if leaves.size == 0:
            return
        inside = _ranges(self.starts[leaves], self.ends[leaves])
        starts = np.concatenate(([0], np.cumsum(self.ends[leaves] - self.starts[leaves])[:-1]))
        live = self.live[inside][:, None]
        points = self.points[inside]
        self.low[leaves] = np.minimum.reduceat(np.where(live, points, np.inf), starts)
        self.high[leaves] = np.maximum.reduceat(np.where(live, points, -np.inf), starts)

    def _candidates(self, leaves: np.ndarray, q: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        positions = _ranges(self.starts[leaves], self.ends[leaves])
        positions = positions[self.live[positions]]
        return self.rows[positions], ((self.points[positions] - q) ** 2).sum(axis=1)

    def farthest(self, q: np.ndarray) -> int:
        """The remaining row farthest from q (ties: the smallest row number).

        The leaf whose box reaches farthest is read first; its best distance then rules out every leaf whose box
        cannot reach as far, and the rest are read in one go.
        """
        bound = (np.maximum(np.abs(q - self.low), np.abs(self.high - q)) ** 2).sum(axis=1)
        bound[self.live_count == 0] = -1.0
        rows, distance = self._candidates(np.array([np.argmax(bound)]), q)
        rows, distance = self._candidates(np.flatnonzero(bound >= distance.max()), q)
        return int(rows[distance == distance.max()].min())

    def nearest(self, q: np.ndarray, k: int) -> np.ndarray:
        """The k remaining rows nearest to q (ties: larger row numbers first).

        The nearest leaves holding k live rows give an upper bound of the k-th distance; every leaf whose box comes
        that close is then read in one go.
        """
        gap = np.maximum(np.maximum(self.low - q, q - self.high), 0.0)
        bound = (gap ** 2).sum(axis=1)
        bound[self.live_count == 0] = np.inf
        first = np.array([np.argmin(bound)])
        if self.live_count[first[0]] < k:
            first = _smallest_holding(bound, self.live_count, k)
        rows, distance = self._candidates(first, q)
        reach = np.partition(distance, k - 1)[k - 1]
        rows, distance = self._candidates(np.flatnonzero(bound <= reach), q)
        return rows[np.lexsort((-rows, distance))[:k]]


def _smallest_holding(bound: np.ndarray, count: np.ndarray, k: int) -> np.ndarray:
    """The leaves of smallest bound that together hold at least k live rows."""
    take = min(2 * k, bound.size)
    while True:
        chosen = np.argpartition(bound, take - 1)[:take]
        if count[chosen].sum() >= k or take == bound.size:
            return chosen
        take = min(2 * take, bound.size)
