"""The remaining records of an MDAV run, answering its two queries exactly as a full scan would, in far less time.

MDAV (``mdav.py``) asks again and again for the remaining record farthest from a point and for the k remaining
records nearest to a point, while it removes k records per group. A full scan per query (sdcMicro) costs O(n²/k).

Here the records are sorted once into the leaves of a k-d partition (at most 64 records per leaf, built level by
level, vectorised), and runs of 64 consecutive leaves (sub-trees) form blocks. Leaves and blocks are padded to their
full size, so that reading any set of them is one fancy index (no Python loop, few numpy calls per query). Every leaf
and block keeps the bounding box of its live records. A query bounds the blocks by their boxes, then the leaves
inside the blocks that can still hold the answer, and reads only the records of those leaves: O(n / 4096 +
candidates) per query instead of O(n). The distances that decide are always ``((z[p] − q)²).sum()`` per
record, so ties and rounding are those of the full scan; the box bounds carry a tiny slack, which only adds
candidates.

The farthest record from the mean of the remaining records is asked once per round, and the mean barely moves as
MDAV peels the cloud from outside in (r on one side, s on the other). For it the live records are kept sorted by
their distance ("reach") from an anchor a, the mean when the order was built: a few of the outermost records give a
lower bound L, and by the triangle inequality ``|p − q| ≤ |p − a| + |a − q|`` only records with reach ≥ L − |a − q|
can beat it — a prefix of the order, a thin outer shell. The order is rebuilt once the records read since the last
build outnumber the live ones, which keeps its cost in proportion.
"""

from __future__ import annotations

import numpy as np

LEAF_SIZE = 64
BLOCK_LEAVES = 64
SLACK = 1e-9
OUTER_SAMPLE = 128  # outermost live records read first for the lower bound of a farthest-from-mean query


class RemainingRecords:
    """The records not yet grouped: ``farthest(q)`` (ties: smallest row), ``nearest(q, k)`` (ties: larger rows
    first) and ``remove(rows)``."""

    def __init__(self, z: np.ndarray) -> None:
        order, starts = _kd_leaves(z, LEAF_SIZE)
        sizes = np.diff(np.append(starts, order.size))
        leaf_count = -(-starts.size // BLOCK_LEAVES) * BLOCK_LEAVES
        slot = np.repeat(np.arange(starts.size) * LEAF_SIZE - starts, sizes) + np.arange(order.size)
        self.row = np.full(leaf_count * LEAF_SIZE, -1, dtype=np.int64)
        self.row[slot] = order
        self.live = self.row >= 0
        self.slot = np.empty(order.size, dtype=np.int64)
        self.slot[order] = slot
        self.points = np.zeros((leaf_count * LEAF_SIZE, z.shape[1]))
        self.points[slot] = z[order]
        self.points = self.points.reshape(leaf_count, LEAF_SIZE, -1)
        self.live = self.live.reshape(leaf_count, LEAF_SIZE)
        self.row = self.row.reshape(leaf_count, LEAF_SIZE)
        self.leaves = _Boxes(self.points, self.live)
        self.blocks = _Boxes(self.leaves.low.reshape(-1, BLOCK_LEAVES, z.shape[1]),
                             (self.leaves.count > 0).reshape(-1, BLOCK_LEAVES),
                             self.leaves.high.reshape(-1, BLOCK_LEAVES, z.shape[1]))
        self.blocks.count = self.leaves.count.reshape(-1, BLOCK_LEAVES).sum(axis=1)
        self._by_reach = _ReachOrder(self.points.reshape(-1, z.shape[1]), np.flatnonzero(self.live))

    def remove(self, rows: np.ndarray) -> None:
        slots = self.slot[rows]
        leaves = slots // LEAF_SIZE
        self.live.reshape(-1)[slots] = False
        np.subtract.at(self.leaves.count, leaves, 1)
        np.subtract.at(self.blocks.count, leaves // BLOCK_LEAVES, 1)
        # shrink the touched boxes to their live records, so the bounds stay tight as MDAV peels the table
        leaves = np.unique(leaves)
        self.leaves.shrink(leaves, self.points, self.live)
        blocks = np.unique(leaves // BLOCK_LEAVES)
        self.blocks.shrink(blocks, self.leaves.low.reshape(-1, BLOCK_LEAVES, self.points.shape[2]),
                           (self.leaves.count > 0).reshape(-1, BLOCK_LEAVES),
                           self.leaves.high.reshape(-1, BLOCK_LEAVES, self.points.shape[2]))

    def _distances(self, leaves: np.ndarray, q: np.ndarray, dead: float) -> tuple[np.ndarray, np.ndarray]:
        """The rows of the given leaves and their squared distances from q (``dead`` for empty slots)."""
        distance = ((self.points[leaves] - q) ** 2).sum(axis=2)
        return self.row[leaves], np.where(self.live[leaves], distance, dead)

    @staticmethod
    def _leaves_of(blocks: np.ndarray) -> np.ndarray:
        return (blocks[:, None] * BLOCK_LEAVES + np.arange(BLOCK_LEAVES)).reshape(-1)

    def farthest(self, q: np.ndarray) -> int:
        """The remaining row farthest from q (ties: the smallest row number).

        The leaf whose box reaches farthest inside the block whose box reaches farthest gives a lower bound; then
        every block and leaf whose box reaches that far is read."""
        block_reach = self.blocks.reach(q)
        leaves = self._leaves_of(np.array([np.argmax(block_reach)]))
        _rows, distance = self._distances(leaves[[np.argmax(self.leaves.reach(q, leaves))]], q, -np.inf)
        lower = distance.max() * (1 - SLACK) - SLACK
        leaves = self._leaves_of(np.flatnonzero(block_reach >= lower))
        rows, distance = self._distances(leaves[self.leaves.reach(q, leaves) >= lower], q, -np.inf)
        return int(rows[distance == distance.max()].min())

    def farthest_from_mean(self, mean: np.ndarray) -> int:
        """``farthest(mean)`` for the mean of the remaining records, from the reach order."""
        flat_live = self.live.reshape(-1)
        order = self._by_reach
        if order.read > flat_live.size and order.read > 4 * int(self.leaves.count.sum()):
            order = self._by_reach = _ReachOrder(order.points, np.flatnonzero(flat_live))
        slots = order.candidates(flat_live, mean)
        distance = ((order.points[slots] - mean) ** 2).sum(axis=1)
        return int(self.row.reshape(-1)[slots[distance == distance.max()]].min())

    def nearest(self, q: np.ndarray, k: int) -> np.ndarray:
        """The k remaining rows nearest to q (ties: larger row numbers first).

        The nearest leaves holding k live rows, inside the nearest blocks holding k, bound the k-th distance; every
        block and leaf whose box comes that close is then read."""
        block_gap = self.blocks.gap(q)
        leaves = self._leaves_of(_smallest_holding(block_gap, self.blocks.count, k))
        leaf_gap = self.leaves.gap(q, leaves)
        _rows, distance = self._distances(leaves[_smallest_holding(leaf_gap, self.leaves.count[leaves], k)], q,
                                          np.inf)
        upper = np.partition(distance.reshape(-1), k - 1)[k - 1] * (1 + SLACK) + SLACK
        leaves = self._leaves_of(np.flatnonzero(block_gap <= upper))
        rows, distance = self._distances(leaves[self.leaves.gap(q, leaves) <= upper], q, np.inf)
        rows, distance = rows.reshape(-1), distance.reshape(-1)
        nearest = np.argpartition(distance, k - 1)[:k] if distance.size > k else np.arange(distance.size)
        cut = distance[nearest].max()
        tied = np.flatnonzero(distance <= cut)  # every row at the k-th distance competes by its row number
        return rows[tied[np.lexsort((-rows[tied], distance[tied]))[:k]]]


class _ReachOrder:
    """Live slots sorted by descending distance from the anchor; ``head`` skips the dead outermost ones."""

    def __init__(self, points: np.ndarray, slots: np.ndarray) -> None:
        self.points = points
        self.anchor = points[slots].mean(axis=0)
        reach = np.sqrt(((points[slots] - self.anchor) ** 2).sum(axis=1))
        order = np.argsort(-reach, kind="stable")
        self.slots = slots[order]
        self.negative_reach = -reach[order]  # ascending, for searchsorted
        self.head = 0
        self.read = 0

    def candidates(self, live: np.ndarray, q: np.ndarray) -> np.ndarray:
        """The live slots that can be farthest from q."""
        while not live[self.slots[self.head]]:
            window = live[self.slots[self.head:self.head + 256]]
            self.head += int(np.argmax(window)) if window.any() else window.size
        offset = float(np.sqrt(((q - self.anchor) ** 2).sum()))
        sample = self.slots[self.head:self.head + OUTER_SAMPLE]
        lower = float(np.sqrt(np.where(live[sample], ((self.points[sample] - q) ** 2).sum(axis=1), 0.0).max()))
        threshold = lower - offset - SLACK * (1.0 + lower + offset)
        end = int(np.searchsorted(self.negative_reach, -threshold, side="right"))
        self.read += end - self.head
        slots = self.slots[self.head:end]
        return slots[live[slots]]


class _Boxes:
    """Bounding boxes of the live members of fixed-size runs: members (m, size, d) with a live mask (m, size).
    An empty box has no live member and reaches nowhere (its bounds exclude it from every query)."""

    def __init__(self, low: np.ndarray, live: np.ndarray, high: np.ndarray | None = None) -> None:
        self.low = np.empty((low.shape[0], low.shape[2]))
        self.high = np.empty_like(self.low)
        self.count = live.sum(axis=1)
        self.shrink(np.arange(low.shape[0]), low, live, high)

    def shrink(self, boxes: np.ndarray, low: np.ndarray, live: np.ndarray, high: np.ndarray | None = None) -> None:
        high = low if high is None else high
        alive = live[boxes][:, :, None]
        self.low[boxes] = np.where(alive, low[boxes], np.inf).min(axis=1)
        self.high[boxes] = np.where(alive, high[boxes], -np.inf).max(axis=1)

    def reach(self, q: np.ndarray, boxes: np.ndarray | slice = slice(None)) -> np.ndarray:
        """The squared distance from q to each box's farthest corner (−1 for an empty box)."""
        bound = (np.maximum(np.abs(q - self.low[boxes]), np.abs(self.high[boxes] - q)) ** 2).sum(axis=1)
        return np.where(self.count[boxes] > 0, bound, -1.0)

    def gap(self, q: np.ndarray, boxes: np.ndarray | slice = slice(None)) -> np.ndarray:
        """The squared distance from q to each box (inf for an empty box)."""
        outside = np.maximum(np.maximum(self.low[boxes] - q, q - self.high[boxes]), 0.0)
        return np.where(self.count[boxes] > 0, (outside ** 2).sum(axis=1), np.inf)


def _kd_leaves(z: np.ndarray, leaf_size: int) -> tuple[np.ndarray, np.ndarray]:
    """A permutation of the rows that sorts them into k-d leaves, and each leaf's start in it.

    All nodes of one level are split at once: the rows are sorted by (node, value on the node's widest column) and
    each node's first half becomes its left child. Consecutive leaves are siblings, so runs of them are sub-trees.
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


def _smallest_holding(bound: np.ndarray, count: np.ndarray, k: int) -> np.ndarray:
    """The boxes of smallest bound that together hold at least k live rows."""
    take = 1
    while True:
        chosen = np.argpartition(bound, take - 1)[:take] if take < bound.size else np.arange(bound.size)
        if count[chosen].sum() >= k or take >= bound.size:
            return chosen
        take = min(4 * take, bound.size)
