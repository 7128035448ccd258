"""The frequency sets of evaluated nodes a search keeps, to evaluate their generalizations from (ARX's roll-up):
the smallest kept set below a node, built from its evaluation only when first used."""

from __future__ import annotations

import numpy as np

from privdesk.engine.search.lattice.evaluation import Outcome, condense, condensed_rows
from privdesk.engine.search.lattice.nodes import Nodes
from privdesk.engine.search.lattice.problem import FrequencySet, Problem


class SetCache:
    """Frequency sets of evaluated nodes, to evaluate their generalizations from (when the cache holds more than
    ``limit`` rows, sets above another kept set go first, then the oldest: ``_evict``). A set is built when a node
    is first evaluated from it: until then the cache keeps the evaluation it comes from and the number of rows it
    will have (many are never used)."""

    ROWS = 4_000_000

    def __init__(self, problem: Problem, nodes: Nodes | None = None) -> None:
        self.problem, self.nodes = problem, nodes
        self.base = problem.base
        self.sets: dict[tuple[int, ...], FrequencySet | Outcome] = {}
        self.rows = 0
        self._levels = np.zeros((len(problem.rows), 64), np.int64)  # one column per cached set, then room
        self._sizes = np.zeros(64, np.int64)
        self._count = 0
        self._rows: list[int] = []                                         # what each entry holds
        self._keys: list[tuple[int, ...]] = []
        # with ``nodes``: each set's unary code (``Nodes.codes``), so that finding the sets below a node is one AND
        # per set and word instead of a comparison per set and QI
        self._codes = None if nodes is None else np.zeros((64, nodes.words), np.uint64)
        self._ints: list[int] = []       # the same codes as Python ints (all words in one), and each set's rows,
        self._rows_of: list[int] = []    # for the few sets of ``FEW_SETS``

    @property
    def limit(self) -> int:
        """The rows the cache holds: ``ROWS``, or a sixteenth of the base set's rows when more (a 10^8-row table's
        85 M groups: 5.3 M, where sets of a few million rows spare gathers over the whole base; an eighth took 150 MB
        more at the peak for no less CPU)."""
        return max(self.ROWS, len(self.base) // BASE_SHARE)

    def source_for(self, levels: np.ndarray, code: np.ndarray | None = None) -> FrequencySet:
        """The smallest cached set at a node below ``levels`` (or the base set); ``code``: the node's unary code
        (``Nodes.node``), when the cache was made with ``nodes``."""
        if not self._count:
            return self.base
        if code is not None and self._codes is not None and self._count <= FEW_SETS:
            # a few sets: their codes as Python ints, one AND each, without numpy's cost per call
            node, chosen, smallest = code_value(code[0]), -1, 0
            for entry, (inside, size) in enumerate(zip(self._ints, self._rows_of)):
                if not inside & ~node and (chosen < 0 or size < smallest):
                    chosen, smallest = entry, size
            return self.base if chosen < 0 else self._entry(self._keys[chosen])
        if code is not None and self._codes is not None:
            inside = (self._codes[:self._count] & ~code) == 0
            below = np.flatnonzero(inside[:, 0] if inside.shape[1] == 1 else inside.all(axis=1))
        else:  # over the short axis 0: vectorised across sets
            below = np.flatnonzero(np.logical_and.reduce(self._levels[:, :self._count] <= levels[:, None], axis=0))
        if not len(below):
            return self.base
        return self._entry(self._keys[int(below[self._sizes[below].argmin()])])

    def _entry(self, key: tuple[int, ...]) -> FrequencySet:
        """The cached set at a node, built now if it is still the evaluation it comes from."""
        entry = self.sets[key]
        if isinstance(entry, Outcome):  # build it now (its size was checked when it was added)
            condensed = condense(self.problem, np.array(key), entry)
            if condensed is None:
                return entry.source
            entry = self.sets[key] = condensed
        return entry

    def add(self, levels: np.ndarray, outcome: Outcome, code: np.ndarray | None = None) -> None:
        """Keep an evaluated node's set (pending until used) when it is much smaller than its source; ``code``: the
        node's unary code, when known (``Nodes.node``)."""
        if self.problem.records is not None:  # over persons: no roll-up (record_sets.py)
            return
        size = condensed_rows(outcome)  # (None at once for most nodes: their source is small)
        key = None if size is None else tuple(levels.tolist())
        if key is None or key in self.sets:
            return
        entry: FrequencySet | Outcome | None = outcome
        # a pending entry holds two integers per source row (its class and cell), about a quarter of what a
        # set row takes (a code per QI, a count, the sensitive values)
        held = size + len(outcome.group) // 4
        limit = self.limit
        # several sensitive attributes: its size is known only once built; a pending entry that would fill the
        # cache alone (the rows of a 10^8-row base) is built at once, so that it evicts only what its set takes
        # (at 10^8 rows, (0,1,1,1)'s 3.8 M-row set served three nodes that otherwise grouped the 85 M base rows)
        if size < 0 or (held > limit >= size):
            entry = condense(self.problem, levels, outcome)
            if entry is None:
                return
            size = held = len(entry)
        self.sets[key] = entry
        self.rows += held
        self._keys.append(key)
        self._rows.append(held)
        if self._count == len(self._sizes):
            self._levels = np.concatenate([self._levels, np.zeros_like(self._levels)], axis=1)
            self._sizes = np.concatenate([self._sizes, np.zeros_like(self._sizes)])
            if self._codes is not None:
                self._codes = np.concatenate([self._codes, np.zeros_like(self._codes)])
        self._levels[:, self._count], self._sizes[self._count] = levels, size
        if self._codes is not None:
            self._codes[self._count] = self.nodes.codes(levels)[0] if code is None else code[0]
            self._ints.append(code_value(self._codes[self._count]))
            self._rows_of.append(size)
        self._count += 1
        if self.rows > limit:
            self._evict(limit)

    def _evict(self, limit: int) -> None:
        """Drop sets until the cache holds at most ``limit`` rows (and one set at least): when the cache is sized
        to a large base set (``limit`` above ``ROWS``), first the sets with another kept set below them, whose
        nodes that set still serves, oldest first; then (and otherwise) the oldest. At 10^8 rows the oldest first
        dropped (0,1,1,1)'s 3.8 M-row set for (0,2,1,1)'s pending one above it, and three nodes
        above (0,1,1,1) were then grouped from the 85 M base rows."""
        count = self._count
        served = [False] * count
        # only for a cache sized to a large base: a dropped set there costs a pass over tens of millions of rows,
        # while on small tables the count x count comparison cost more than it saved (Adult's discernibility at
        # 5%: 208 evictions of ~1,000 sets, 0.95 -> 3.2 s), and oldest first serves them as well
        if limit > self.ROWS:
            levels = self._levels[:, :count]
            below = np.logical_and.reduce(levels[:, :, None] <= levels[:, None, :], axis=0)  # [a, b]: a <= b
            np.fill_diagonal(below, False)
            served = below.any(axis=0).tolist()
        order = [e for e in range(count) if served[e]] + [e for e in range(count) if not served[e]]
        dropped = set()
        for entry in order:
            if self.rows <= limit or count - len(dropped) <= 1:
                break
            del self.sets[self._keys[entry]]
            self.rows -= self._rows[entry]
            dropped.add(entry)
        kept = [e for e in range(count) if e not in dropped]
        self._keys, self._rows = [self._keys[e] for e in kept], [self._rows[e] for e in kept]
        if self._codes is not None:
            self._ints, self._rows_of = [self._ints[e] for e in kept], [self._rows_of[e] for e in kept]
            self._codes[:len(kept)] = self._codes[kept]
        self._levels[:, :len(kept)] = self._levels[:, kept]
        self._sizes[:len(kept)] = self._sizes[kept]
        self._count = len(kept)


BASE_SHARE = 16
"""The share of the base set's rows the cache may hold beyond ``SetCache.ROWS`` (:attr:`SetCache.limit`)."""
FEW_SETS = 48
"""Up to this many cached sets, ``SetCache.source_for`` compares codes as Python ints (about 0.1 µs a set, where
numpy's seven calls cost ~6 µs however few the sets); more go through numpy."""


def code_value(code: np.ndarray) -> int:
    """A unary code's words (``Nodes.codes``, uint64) as one Python int, word w at bit 64·w: u <= v exactly when
    ``code_value(u) & ~code_value(v)`` is 0, as word by word."""
    words = code.tolist()
    return words[0] if len(words) == 1 else sum(word << (64 * w) for w, word in enumerate(words))
