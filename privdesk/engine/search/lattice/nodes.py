"""The lattice of full-domain transformations, made as the searches meet its nodes (``engine/search/lattice/search.py``,
``heuristic.py``): packed node indices, the order of the lower bound made a slice at a time, and tags held as
antichains of unary codes, so no structure grows with the lattice."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from privdesk.engine.search.lattice.scores import Scorer


class Nodes:
    """Level vectors between ``low`` and ``high`` packed into integers: the mixed-radix index of ``levels - low`` in
    the C-ordered grid (Python ints: no overflow for any number of QIs). Raising QI j adds ``strides[j]``."""

    CACHED = 1 << 16

    def __init__(self, low: np.ndarray, high: np.ndarray) -> None:
        self.low, self.high = low.astype(np.int64), high.astype(np.int64)
        self.low_list, self.high_list = self.low.tolist(), self.high.tolist()
        self.radix = [h - lo + 1 for lo, h in zip(self.low_list, self.high_list)]
        self.strides = [1] * len(self.radix)
        for j in range(len(self.radix) - 2, -1, -1):
            self.strides[j] = self.strides[j + 1] * self.radix[j + 1]
        self.size = self.strides[0] * self.radix[0]  # nodes in the lattice (a Python int)
        # Unary codes: QI j at level low_j + s sets the s low bits of its field, so u <= v (as level vectors)
        # exactly when code(u) & ~code(v) == 0: comparing a node with many is one AND per 64-bit word.
        # A field stays within one word (hierarchies have fewer than 64 levels).
        shifts, starts, used = [], [0], 0
        for j, span in enumerate(r - 1 for r in self.radix):
            if used + span > 64:
                starts.append(j)
                used = 0
            shifts.append(used)
            used += span
        self.shifts = np.array(shifts, np.uint64)
        self.word_starts = np.array(starts)
        self.words = len(starts)
        # the same as Python ints, per QI and step: one node's code without numpy's per-call cost (``node``)
        word_of = np.searchsorted(self.word_starts, np.arange(len(self.radix)), side="right") - 1
        self._word_of = word_of.tolist()
        self._fields = [[((1 << step) - 1) << int(shift) for step in range(radix)]
                        for shift, radix in zip(shifts, self.radix)]
        self._packable = self.size < 2**63  # indices fit int64: ``pack_each`` packs in numpy
        self._cache: dict[int, tuple[np.ndarray, np.ndarray]] = {}

    def node(self, index: int) -> tuple[np.ndarray, np.ndarray]:
        """A node's level vector and unary code (read-only; the last ``CACHED`` nodes asked for are kept)."""
        cached = self._cache.get(index)
        if cached is None:  # the steps above ``low`` and the code's words in Python ints, then two arrays
            levels, words, rest = [], [0] * self.words, index
            for stride, low, word, fields in zip(self.strides, self.low_list, self._word_of, self._fields):
                step, rest = divmod(rest, stride)
                levels.append(step + low)
                words[word] |= fields[step]
            cached = np.array(levels, np.int64), np.array([words], np.uint64)
            cached[0].flags.writeable = cached[1].flags.writeable = False
            if len(self._cache) >= self.CACHED:
                del self._cache[next(iter(self._cache))]  # the oldest
            self._cache[index] = cached
        return cached

    def codes(self, levels: np.ndarray) -> np.ndarray:
        """The unary codes (rows x words, uint64) of level vectors (rows, or one vector)."""
        steps = (np.atleast_2d(levels) - self.low).astype(np.uint64)
        fields = ((np.uint64(1) << steps) - np.uint64(1)) << self.shifts
        return np.add.reduceat(fields, self.word_starts, axis=1)  # the fields of a word do not overlap

    @property
    def size_for_json(self) -> int | float:
        return int(self.size) if self.size < 2**63 else float(self.size)

    def pack(self, levels: np.ndarray) -> int:
        return sum(int(v) * s for v, s in zip((levels - self.low).tolist(), self.strides))

    def pack_each(self, levels: np.ndarray) -> list[int]:
        """``pack`` for each row of ``levels``."""
        if self._packable:
            return self.pack_array(levels).tolist()
        return [self.pack(row) for row in levels]

    def pack_array(self, levels: np.ndarray) -> np.ndarray:
        """``pack`` for each row of ``levels`` as an int64 array (the lattice has fewer than 2^63 nodes)."""
        return (levels - self.low) @ self._strides_array

    @functools.cached_property
    def _strides_array(self) -> np.ndarray:
        return np.array(self.strides, np.int64)

    def unpack(self, index: int) -> np.ndarray:
        levels = []
        for stride, low in zip(self.strides, self.low_list):
            level, index = divmod(index, stride)
            levels.append(level + low)
        return np.array(levels, np.int64)

    def unpack_each(self, indices: list[int]) -> np.ndarray:
        """``unpack`` for each index (rows x QIs), in numpy when the indices fit int64."""
        if not self._packable:
            return np.array([self.unpack(i) for i in indices], np.int64).reshape(len(indices), len(self.low))
        column = np.asarray(indices, np.int64)[:, None]
        return column // self._strides_array % np.array(self.radix, np.int64) + self.low

    def successors(self, levels: np.ndarray) -> list[np.ndarray]:
        """The direct generalizations: one QI one level higher."""
        out = []
        for j in np.flatnonzero(levels < self.high):
            node = levels.copy()
            node[j] += 1
            out.append(node)
        return out

    def predecessors(self, levels: np.ndarray) -> list[np.ndarray]:
        """The direct specializations: one QI one level lower."""
        out = []
        for j in np.flatnonzero(levels > self.low):
            node = levels.copy()
            node[j] -= 1
            out.append(node)
        return out


WHOLE_ORDER = 1 << 16
"""Lattices of at most this many nodes have their whole order made at once (``Order.whole``): a few MB at most,
and no slice after slice of small numpy steps."""


def stable_order(values: np.ndarray) -> np.ndarray:
    """``np.argsort(values, kind="stable")`` of at most 2^16 values: from ``STABLE_BY_RANKS`` values on, each
    value's rank among the distinct ones (an unstable sort) sorted stably as 16-bit integers, which numpy does by
    radix sort (12,960 Loss bounds: 290 -> 170 us; a stable sort of floats is a merge sort)."""
    if len(values) < STABLE_BY_RANKS or len(values) > 1 << 16 or np.isnan(values).any():  # NaNs rank apart
        return np.argsort(values, kind="stable")
    order = np.argsort(values)
    ordered = values[order]
    new = np.empty(len(values), np.uint16)
    new[0] = 0
    np.not_equal(ordered[1:], ordered[:-1], out=new[1:], casting="unsafe")
    rank = np.empty(len(values), np.uint16)
    rank[order] = np.cumsum(new, dtype=np.uint16)
    return np.argsort(rank, kind="stable")


STABLE_BY_RANKS = 8_192


class Order:
    """The nodes in order of their lower bound, ties by index (C order of the grid), made a slice at a time. Each
    node has one parent (its first QI above the minimum level lowered by one), whose bound is no larger (bounds
    never decrease towards the top): a slice takes the nodes of the *frontier* (nodes whose parent was given out)
    with a bound up to a cut, and, one step at a time, their children up to the cut; the other children join the
    frontier. So every node is made once, each slice holds every node between two cuts, and memory is the slice
    and the frontier, vectorised."""

    SLICE = 4_096  # frontier nodes a slice takes at least (with the nodes the cut lets through below them) ...
    SHARE = 8      # ... or this share of the frontier, whichever is more: rebuilding it costs its size

    def __init__(self, nodes: Nodes, scorer: Scorer) -> None:
        self.nodes, self.scorer = nodes, scorer
        # levels as int8 (hierarchies have fewer than 64 levels): the frontier of a lattice of many QIs is long
        self.levels = nodes.low[None, :].astype(np.int8)  # the frontier,
        self.last = np.array([len(nodes.low) - 1], np.int8)  # the highest QI each node's children may raise,
        self.bounds = scorer.lower_bounds(self.levels)    # and its bounds
        self.high_int8, self.qi_numbers = nodes.high.astype(np.int8), np.arange(len(nodes.low))
        self.whole = nodes.size <= WHOLE_ORDER  # a small lattice's order is made at once, from its grid
        self.taken_indices: np.ndarray | None = None  # the last slice's packed node indices, when known

    @property
    def frontier(self) -> int:
        return len(self.bounds)

    def floor(self) -> float:
        """No node not yet taken has a smaller bound."""
        return float(self.bounds.min()) if len(self.bounds) else np.inf

    def take(self, lazy: bool = False) -> tuple[np.ndarray | None, np.ndarray]:
        """The next slice: level vectors (rows) and their bounds, in order; empty at the end. ``lazy``: when the
        slice is the whole lattice and its bounds need no level vectors (``Scorer.grid_bounds``), None for the
        levels: the caller unpacks the few it needs from ``taken_indices`` (a 0%-suppression run ends after a few
        dozen nodes; the grid's levels and their order cost 100 us of 4,320 nodes)."""
        if not len(self.bounds):
            return self.levels, self.bounds
        if self.whole:  # the grid in C (= index) order: a stable sort by bound breaks ties by index
            self.levels, self.last, self.bounds = self.levels[:0], self.last[:0], self.bounds[:0]
            if lazy and (kept := self._kept_order()) is not None:
                self.taken_indices = kept[0]
                return None, kept[1]
            grid = getattr(self.scorer, "grid_bounds", None)  # (a scorer need not have it)
            bounds = None if grid is None else grid(self.nodes.low, self.nodes.radix)
            low = self.nodes.low.astype(np.int8)
            levels = None if lazy and bounds is not None else \
                np.indices(self.nodes.radix, np.int8).reshape(len(self.nodes.radix), -1).T + low
            if bounds is None:
                bounds = self.scorer.lower_bounds(levels)
            order = stable_order(bounds)
            self.taken_indices = order  # a grid position in C order is the node's packed index
            if levels is None:
                self._keep_order(order, bounds[order])
            return None if levels is None else levels[order], bounds[order]
        self.taken_indices = None
        count = min(len(self.bounds), max(self.SLICE, len(self.bounds) // self.SHARE))
        cut = np.partition(self.bounds, count - 1)[count - 1]
        taken = self.bounds <= cut
        pending = self.levels[taken], self.last[taken], self.bounds[taken]
        frontier = [(self.levels[~taken], self.last[~taken], self.bounds[~taken])]
        levels, bounds = [], []
        while len(pending[0]):
            levels.append(pending[0])
            bounds.append(pending[2])
            children, last = self._children(pending[0], pending[1])
            child_bounds = self.scorer.lower_bounds(children)
            inside = child_bounds <= cut
            frontier.append((children[~inside], last[~inside], child_bounds[~inside]))
            pending = children[inside], last[inside], child_bounds[inside]
        self.levels, self.last, self.bounds = (np.concatenate(parts) for parts in zip(*frontier))
        levels, bounds = np.concatenate(levels), np.concatenate(bounds)
        order = np.lexsort((*levels[:, ::-1].T, bounds))  # by bound, then level vector (= index)
        return levels[order], bounds[order]

    def _order_key(self) -> tuple | None:
        """Where a lazy whole order is kept: with the table base (``Problem.memo``, whose Loss totals the bounds are
        made of), per metric and grid; None for a scorer without a problem."""
        problem = getattr(self.scorer, "problem", None)
        return None if problem is None else (
            problem.memo, ("whole order", self.scorer.metric, *self.nodes.low.tolist(), *self.nodes.high.tolist()))

    def _kept_order(self) -> tuple[np.ndarray, np.ndarray] | None:
        """(indices, bounds) of the lazy whole order an earlier search of the table base made, if any."""
        where = self._order_key()
        return None if where is None else where[0].get(where[1])

    def _keep_order(self, order: np.ndarray, bounds: np.ndarray) -> None:
        if (where := self._order_key()) is not None:
            order.flags.writeable = bounds.flags.writeable = False  # shared by the next searches
            where[0][where[1]] = (order, bounds)

    def _children(self, levels: np.ndarray, last: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """The nodes whose parent is a row of ``levels``: one of QIs 0..last raised by one (grouped by the QI
        raised, as one mask over rows x QIs)."""
        room = (levels < self.high_int8) & (self.qi_numbers <= last[:, None])
        raised, rows = np.nonzero(room.T)
        children = levels[rows]
        children[np.arange(len(rows)), raised] += 1
        return children, raised.astype(np.int8)


class Antichain:
    """Nodes tagged with their whole down-set (``down``) or up-set: only the maximal (minimal) tagged nodes are
    kept, as unary codes (``Nodes.codes``), so tagging a set is one row and asking about a node one AND with each
    row. Every tagged node is also logged in order, so a walk that screened a chunk of nodes at once asks only
    about the tags added since (``covers(levels, since=mark)``)."""

    def __init__(self, nodes: Nodes, down: bool) -> None:
        self.nodes, self.down, self.single = nodes, down, nodes.words == 1
        # stored so that a row tags a node exactly when row & key(node) == 0 (``_key``): for down-sets the
        # complement of the code (node <= row), for up-sets the code (row <= node)
        self.rows = np.empty((16, nodes.words), np.uint64)
        self.count = 0
        self.log = np.empty((16, nodes.words), np.uint64)
        self.logged = 0

    def _key(self, codes: np.ndarray) -> np.ndarray:
        return codes if self.down else ~codes

    def _tagged(self, rows: np.ndarray, codes: np.ndarray) -> np.ndarray:
        """Which rows tag the node(s) of ``codes`` (the last axis: words; one node, or nodes x 1 x words)."""
        key = self._key(codes)
        if self.single:
            return (rows[:, 0] & key[..., 0]) == 0
        return ((rows & key) == 0).all(axis=-1)

    def covers(self, code: np.ndarray, since: int | None = None) -> bool:
        """Whether a node (its unary code) is tagged."""
        rows = self.rows[:self.count] if since is None else self.log[since:self.logged]
        return bool(len(rows)) and bool(self._tagged(rows, code).any())

    def covers_each(self, codes: np.ndarray) -> np.ndarray:
        """``covers`` for each row of ``codes``."""
        covered = np.zeros(len(codes), bool)
        if not self.count:
            return covered
        rows, codes = self.rows[:self.count], codes[:, None, :]
        step = max(1, 2**20 // rows.size)  # a bounded comparison block
        for start in range(0, len(codes), step):
            covered[start:start + step] = self._tagged(rows, codes[start:start + step]).any(axis=1)
        return covered

    def add(self, code: np.ndarray) -> None:
        rows = self.rows[:self.count]
        if self.count and self._tagged(rows, code).any():
            return
        stored = ~code if self.down else code
        keep = ((~rows & ~code) if self.down else (code & ~rows)).any(axis=1)  # the rows the new one tags go
        kept = int(keep.sum())
        if kept < self.count:
            self.rows[:kept] = rows[keep]
        self.rows = _append(self.rows, kept, stored[0])
        self.count = kept + 1
        self.log = _append(self.log, self.logged, stored[0])
        self.logged += 1


    # the same by packed node index (``DenseTags``' interface; ``tags`` chooses)
    def covers_node(self, index: int, since: int | None = None) -> bool:
        return self.covers(self.nodes.node(index)[1], since)

    dense = False

    def covers_nodes(self, indices: np.ndarray | None, codes: np.ndarray) -> np.ndarray:
        return self.covers_each(codes)

    def add_node(self, index: int) -> None:
        self.add(self.nodes.node(index)[1])


DENSE_NODES = 1 << 20
"""Lattices of at most this many nodes keep their tags as one flag per node (``DenseTags``): 1 MiB per kind of
tag at most, whatever the data, and asking about a node is one lookup instead of a comparison with the antichain."""


class DenseTags:
    """``Antichain``'s answers for a small lattice (``DENSE_NODES``): a flag per packed node index, set for the
    whole down-set (``down``) or up-set of each tagged node, a box of the grid, when it is tagged. ``since`` is
    ignored: every tag answers (the walk asks about newer tags only because older ones were screened already)."""

    def __init__(self, nodes: Nodes, down: bool) -> None:
        self.nodes, self.down = nodes, down
        self.flags = np.zeros(nodes.size, bool)
        self.logged = 0
        self._grid = self.flags.reshape(nodes.radix)  # a view: a tagged set is a box, one slice of it

    def covers_node(self, index: int, since: int | None = None) -> bool:
        return bool(self.flags[index])

    dense = True

    def covers_nodes(self, indices: np.ndarray, codes: np.ndarray | None) -> np.ndarray:
        return self.flags[indices]

    def add_nodes(self, tagged: np.ndarray) -> None:
        """Tag the nodes of a mask over packed indices (a union of down-sets or up-sets, as the tags are)."""
        self.logged += 1
        self.flags |= tagged

    def add_node(self, index: int) -> None:
        self.logged += 1
        if self.flags[index]:  # its box lies inside a tagged one
            return
        levels = self.nodes.node(index)[0].tolist()
        self._grid[tuple(slice(0, level - low + 1) if self.down else slice(level - low, None)
                         for level, low in zip(levels, self.nodes.low_list))] = True


def tags(nodes: Nodes, down: bool) -> Antichain | DenseTags:
    """Tags of down-sets (``down``) or up-sets: dense for small lattices, antichains otherwise."""
    return DenseTags(nodes, down) if nodes.size <= DENSE_NODES else Antichain(nodes, down)


class RaisedBounds:
    """Bounds that evaluated nodes pass to all their generalizations (metrics without a bound known before
    evaluation: ``Scorer.successor_bound``), and some to all their specializations (``add_below``:
    ``Scorer.specialization_bound``); a node's bound is the largest passed to it. Kept in order, like
    ``Antichain``'s log: ``at(levels, since=mark)`` asks only about the bounds passed since."""

    def __init__(self, nodes: Nodes) -> None:
        self.rows = np.empty((16, nodes.words), np.uint64)
        self.values = np.empty(16)
        self.downward = np.empty(16, bool)  # the row's bound goes to its specializations
        self.downwards = 0
        self.count = 0

    def _passed(self, rows: np.ndarray, codes: np.ndarray, downward: np.ndarray) -> np.ndarray:
        """Which rows pass their bound to the node(s) of ``codes`` (the last axis: words): a row below the node
        (row & ~code == 0), or, passed downwards, above it (code & ~row == 0)."""
        below = ~(rows & ~codes).any(axis=-1)
        if not self.downwards:
            return below
        return np.where(downward, ~(codes & ~rows).any(axis=-1), below)

    def at(self, code: np.ndarray, since: int = 0) -> float:
        """The bound passed to a node (its unary code)."""
        if since >= self.count:
            return -np.inf
        passed = self._passed(self.rows[since:self.count], code, self.downward[since:self.count])
        return float(self.values[since:self.count][passed].max(initial=-np.inf))

    def at_each(self, codes: np.ndarray) -> np.ndarray:
        """``at`` for each row of ``codes``."""
        raised = np.full(len(codes), -np.inf)
        if not self.count:
            return raised
        rows, values, downward = self.rows[:self.count], self.values[:self.count], self.downward[:self.count]
        codes = codes[:, None, :]
        step = max(1, 2**20 // rows.size)
        for start in range(0, len(codes), step):
            passed = self._passed(rows, codes[start:start + step], downward)
            raised[start:start + step] = np.where(passed, values, -np.inf).max(axis=1)
        return raised

    def add(self, code: np.ndarray, value: float, downward: bool = False) -> None:
        self.rows = _append(self.rows, self.count, code[0])
        self.values = _append(self.values, self.count, value)
        self.downward = _append(self.downward, self.count, downward)
        self.downwards += downward
        self.count += 1

    # the same with the packed node index beside the code (``DenseRaisedBounds``' interface; ``raised_bounds``)
    dense = False

    def at_node(self, index: int, code: np.ndarray, since: int = 0) -> float:
        return self.at(code, since)

    def at_nodes(self, indices: np.ndarray | None, codes: np.ndarray) -> np.ndarray:
        return self.at_each(codes)

    def add_node(self, index: int, code: np.ndarray, value: float) -> None:
        self.add(code, value)

    def add_below(self, index: int, code: np.ndarray, value: float) -> None:
        """Pass a bound to every specialization of the node (itself included)."""
        self.add(code, value, downward=True)


class DenseRaisedBounds:
    """``RaisedBounds``' answers for a small lattice (``DENSE_NODES``): the bound of every packed node index, raised
    over the whole up-set (a box of the grid) when a value is passed, so asking is one lookup instead of a
    comparison with every evaluated node (which made a search of n evaluations cost n²). ``since`` is ignored:
    the largest bound passed is the answer whenever it was passed."""

    dense = True

    def __init__(self, nodes: Nodes) -> None:
        self.nodes = nodes
        self.values = np.full(nodes.size, -np.inf)
        self._grid = self.values.reshape(nodes.radix)  # a view
        self.count = 0

    def at_node(self, index: int, code: np.ndarray | None = None, since: int = 0) -> float:
        return float(self.values[index])

    def at_nodes(self, indices: np.ndarray, codes: np.ndarray | None) -> np.ndarray:
        return self.values[indices]

    def add_node(self, index: int, code: np.ndarray | None, value: float) -> None:
        self.count += 1
        self._raise(index, value, down=False)

    def add_below(self, index: int, code: np.ndarray | None, value: float) -> None:
        """Pass a bound to every specialization of the node (itself included): the box below it."""
        self.count += 1
        self._raise(index, value, down=True)

    def _raise(self, index: int, value: float, down: bool) -> None:
        steps = (self.nodes.node(index)[0] - self.nodes.low).tolist()
        box = self._grid[tuple(slice(0, step + 1) if down else slice(step, None) for step in steps)]
        np.maximum(box, value, out=box)


def raised_bounds(nodes: Nodes) -> RaisedBounds | DenseRaisedBounds:
    """Raised bounds: dense for small lattices (as ``tags``), kept as rows otherwise."""
    return DenseRaisedBounds(nodes) if nodes.size <= DENSE_NODES else RaisedBounds(nodes)


def pair_small_records(rows: list[np.ndarray], matrices: list[np.ndarray], weights: np.ndarray, min_size: int,
                       low: np.ndarray, high: np.ndarray, people: np.ndarray | None = None,
                       min_people: int = 0) -> np.ndarray:
    """Per node of the grid low..high (flat, in C order: the packed index), the most records that the classes of
    one pair of QIs at the node's two levels smaller than ``min_size`` hold. Each class of the node, and of every
    specialization, lies inside one class of the pair, so these records are in classes smaller than ``min_size``
    there too. ``rows``: each QI's hierarchy row of each row, counting ``weights`` records; ``matrices``: each
    QI's label code per level and hierarchy row. ``people``: each row's population rows (k-map): the records of a
    pair's classes matching fewer than ``min_people`` of them count too, as every class inside matches fewer. A
    pair is left out when its hierarchy rows, or its labels at all its levels, make more than ``PAIR_CELLS``
    cells."""
    low_list, high_list = low.tolist(), high.tolist()
    most = np.zeros([top - bottom + 1 for bottom, top in zip(low_list, high_list)])
    for i in range(len(rows)):
        for j in range(i + 1, len(rows)):
            width = matrices[j].shape[1]
            if matrices[i].shape[1] * width > PAIR_CELLS:
                continue
            cell = rows[i].astype(np.int64) * width + rows[j]
            cells = np.bincount(cell, weights=weights, minlength=matrices[i].shape[1] * width)
            matched = None if people is None else np.bincount(cell, weights=people, minlength=len(cells))
            # cells of population rows only hold no records, but add to the population of the classes above them
            held = np.flatnonzero(cells if matched is None else cells + matched)
            row_i, row_j = np.divmod(held, width)
            # the pair's labels at every level of each (levels x held cells), counted at all level pairs at once
            labels_i = matrices[i][low_list[i]:high_list[i] + 1][:, row_i].astype(np.int64)
            labels_j = matrices[j][low_list[j]:high_list[j] + 1][:, row_j]
            width_i, width_j = int(labels_i.max()) + 1, int(labels_j.max()) + 1
            tables = len(labels_i) * len(labels_j)
            if tables * width_i * width_j > PAIR_CELLS:
                continue
            keys = (np.arange(tables).reshape(len(labels_i), len(labels_j), 1) * (width_i * width_j)
                    + labels_i[:, None, :] * width_j + labels_j[None, :, :]).ravel()
            counts = np.bincount(keys, weights=np.tile(cells[held], tables), minlength=tables * width_i * width_j)
            failing = counts < min_size
            if matched is not None:
                failing |= np.bincount(keys, weights=np.tile(matched[held], tables), minlength=len(counts)) < min_people
            small = np.where(failing, counts, 0.0).reshape(tables, -1).sum(axis=1)
            shape = [1] * len(rows)
            shape[i], shape[j] = len(labels_i), len(labels_j)
            np.maximum(most, small.reshape(shape), out=most)
    return most.ravel()


PAIR_CELLS = 1 << 20
"""``pair_small_records`` counts a pair of QIs in at most this many cells (8 MB)."""


def _append(array: np.ndarray, count: int, row) -> np.ndarray:
    """``array`` (the first ``count`` rows in use) with ``row`` at ``count``, doubled when full."""
    if count == len(array):
        array = np.concatenate([array, np.empty_like(array)])
    array[count] = row
    return array
