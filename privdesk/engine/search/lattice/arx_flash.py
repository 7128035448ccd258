"""Which node ARX's Flash search returns on the lattice of two-level hierarchies (value → ``*``) that its
cell-suppression mode searches, under the Loss with gs-factor 0 (cell_recoding.py).

There a node is a set of suppressed columns (bit i = column i) and its Loss 2^(m/q) − 1 depends only on how many
columns m it suppresses, so many nodes tie. ARX keeps the first anonymous node its traversal checks among those of
the lowest Loss (``AbstractAlgorithm.trackOptimum``: a strictly lower Loss, or an equal Loss at a lower level,
replaces the optimum). This replays that traversal as ARX's source defines it for a monotone privacy model and a
non-monotone metric (``FLASHAlgorithm.createFullNone``: a binary phase with predictive tagging of anonymity, a
linear phase from each path's lowest anonymous node, pruning by lower bounds; ``FLASHAlgorithmImpl``):

- nodes are ordered by ``FLASHStrategy``: level, precision (mean level / height), then 1 − the mean share of
  distinct values kept (``distinct[i][level] / distinct[i][0]``), so among equal levels the node suppressing
  the columns with the fewest distinct values comes first; equal keys keep node-id order (column 0 the lowest
  digit, an assumption about ARX's numbering);
- levels are walked bottom-up; from each unknown node a path climbs to the top through the first successor in
  that order, and is checked by binary search; the successors of failing nodes queue up;
- the Loss is its own lower bound here (a suppressed record costs its generalisation only), so once an optimum is
  known every checked node of Loss at least as high is pruned with everything above it.

The loop is over lattice nodes (at most 2^q; q ≤ 12 in cell_recoding.py), each check one grouping of the records.
"""

from __future__ import annotations

import heapq
from typing import Callable, Sequence

import numpy as np


def flash_optimum(q: int, distinct: Sequence[int], anonymous: Callable[[int], bool]) -> int | None:
    """The node (bit mask of suppressed columns) ARX's Flash returns, or None when no node is anonymous.
    ``anonymous(node)`` checks one node; ``distinct[i]``: the distinct values of column i (ARX's hierarchy)."""
    return _Flash(q, distinct, anonymous).run()


def flash_order(q: int, distinct: Sequence[int]) -> list[int]:
    """All nodes in ``FLASHStrategy`` order (level, precision, distinct values kept, node id)."""
    keys = strategy_keys(q, distinct)
    return sorted(range(1 << q), key=keys.__getitem__)


def strategy_keys(q: int, distinct: Sequence[int]) -> list[tuple]:
    """``FLASHStrategy.getValue`` of every node, summed in column order as ARX does, then the node id."""
    kept = [1.0 / float(d) if d else 1.0 for d in distinct]
    keys = []
    for node in range(1 << q):
        share, precision = 0.0, 0.0
        for i in range(q):
            suppressed = node >> i & 1
            share += kept[i] if suppressed else 1.0
            precision += float(suppressed)
        keys.append((precision / q, precision / q, 1.0 - share / q, node))
    return keys


class _Flash:
    def __init__(self, q: int, distinct: Sequence[int], anonymous: Callable[[int], bool]) -> None:
        self.q, self.check_node = q, anonymous
        size = 1 << q
        self.ids = np.arange(size)
        self.level = np.array([bin(n).count("1") for n in range(size)])
        self.anonymous = np.zeros(size, bool)       # property ANONYMOUS (checked or tagged)
        self.not_anonymous = np.zeros(size, bool)
        self.checked = np.zeros(size, bool)
        self.visited = np.zeros(size, bool)
        self.insufficient = np.zeros(size, bool)
        self.pruned = np.zeros(size, bool)          # SUCCESSORS_PRUNED
        self.candidates: list[int] = []             # ``potentiallyInsufficientUtility``
        self.optimum: int | None = None
        self.key = strategy_keys(q, distinct)

    # ------------------------------------------------------------------ ARX's FLASHAlgorithmImpl.traverse
    def run(self) -> int | None:
        for level in range(self.q + 1):
            nodes = [n for n in np.flatnonzero(self.level == level).tolist() if not self._skip_binary(n)]
            for node in sorted(nodes, key=self.key.__getitem__):
                self._binary_search(node)
        return self.optimum

    def _successors(self, node: int) -> list[int]:
        return sorted((node | 1 << i for i in range(self.q) if not node >> i & 1), key=self.key.__getitem__)

    def _binary_search(self, start: int) -> None:
        queue = [(self.key[start], start)]
        while queue:
            _key, head = heapq.heappop(queue)
            if self._skip_binary(head):
                continue
            path = self._find_path(head)
            lowest = self._check_path(path, queue)
            if lowest is not None:
                self._linear_search(lowest)

    def _find_path(self, node: int) -> list[int]:
        path = [node]
        while True:
            following = next((s for s in self._successors(node) if not self._skip_binary(s)), None)
            if following is None:
                return path
            node = following
            path.append(node)

    def _check_path(self, path: list[int], queue: list) -> int | None:
        low, high, lowest = 0, len(path) - 1, None
        while low <= high:
            mid = (low + high) // 2
            node = path[mid]
            if self._skip_binary(node):
                high = mid - 1
                continue
            self._check_and_tag(node, linear=False)
            if self.anonymous[node]:
                lowest, high = node, mid - 1
            else:
                for up in self._successors(node):
                    if not self._skip_binary(up):
                        heapq.heappush(queue, (self.key[up], up))
                low = mid + 1
        return lowest

    def _linear_search(self, start: int) -> None:
        if not self._skip_linear(start):
            self._check_and_tag(start, linear=True)
            for child in self._successors(start):
                if not self._skip_linear(child):
                    self._linear_search(child)
        self.pruned[(self.ids & start) == start] = True  # SUCCESSORS_PRUNED is predicted upwards

    def _check_and_tag(self, node: int, linear: bool) -> None:
        if not self.checked[node] and not self.not_anonymous[node]:
            self.checked[node] = True
            if self.check_node(node):
                self.anonymous[node] = True
            else:
                self.not_anonymous[node] = True
        if self.anonymous[node] and (self.optimum is None or self.level[node] < self.level[self.optimum]):
            self.optimum = node
        if linear:
            self.visited[node] = True
        elif self.anonymous[node]:
            self.anonymous[(self.ids & node) == node] = True
        else:
            self.not_anonymous[(self.ids | node) == node] = True
        self._prune(node)

    # ------------------------------------------------------------------ pruning by the Loss as its own bound
    def _bound(self, node: int) -> int | None:
        return int(self.level[node]) if self.checked[node] else None

    def _prune_upwards(self, node: int) -> None:
        above = (self.ids & node) == node
        self.insufficient[above] = True
        self.pruned[above] = True

    def _prune(self, node: int) -> None:
        bound = self._bound(node)
        if bound is None or (node != self.optimum and self.pruned[node]):
            return
        if self.optimum is None:
            self.candidates.append(node)
            return
        best = int(self.level[self.optimum])
        if node != self.optimum:
            if best <= bound:
                self._prune_upwards(node)
            else:
                self.candidates.append(node)
            return
        remaining = []
        for candidate in self.candidates:
            if self.pruned[candidate]:
                continue
            if best <= self._bound(candidate):
                self._prune_upwards(candidate)
            else:
                remaining.append(candidate)
        self.candidates = remaining
        if not self.pruned[node]:
            self.candidates.append(node)

    def _skip(self, node: int) -> bool:
        if self.optimum is None:
            return False
        if self.insufficient[node]:
            return True
        bound = self._bound(node)
        if bound is not None and int(self.level[self.optimum]) <= bound:
            self._prune_upwards(node)
            return True
        return False

    def _skip_binary(self, node: int) -> bool:
        return bool(self.anonymous[node] or self.not_anonymous[node]) or self._skip(node)

    def _skip_linear(self, node: int) -> bool:
        return bool(self.not_anonymous[node] or self.visited[node]) or self._skip(node)
