"""The optimal full-domain search over a lattice that is never built (``optimal_generalization``; how it stays
optimal and fast: ``lattice.py``'s docstring, which also evaluates the nodes).

Nodes exist only once the search meets them (ARX's ``SolutionSpace`` idea): a level vector is packed into one
integer, its mixed-radix index in the grid low..high (Python ints: any number of QIs). What the search knows about
nodes it never evaluated is held as antichains, not per node: the maximal nodes whose down-sets are known to fail
and the minimal nodes whose up-sets are known to satisfy (``_Antichain``), so tagging a whole down-set is one row.
The order of the lower bound is produced lazily (``_Order``): a heap of the nodes met, each node reached from one
parent only. Memory grows with the nodes met, not with the lattice, so no lattice is refused by its size.
"""

from __future__ import annotations

import time
from typing import Iterator, Mapping, Sequence

import numpy as np

from ...i18n import _
from ..dataset import Dataset
from ..hierarchy import Hierarchy
from ..models.population_models import UniquenessRequirement
from ..progress import NO_PROGRESS, Progress
from ..requirements import Requirement
from .lattice import (METRICS, _condense, _condensed_rows, _evaluate, _group, _Outcome, _Problem,
                      _release, _Set, _setup, _small_rows)
from .lattice_scores import _Scorer
from .result import Anonymization, NoSolution
from .strategy import NO_LIMITS, Budget, Candidate, Limits, LimitReached, stopped_without_release


def optimal_generalization(dataset: Dataset, qis: Sequence[str], hierarchies: Mapping[str, Hierarchy],
                           requirements: Sequence[Requirement], *, suppression: float = 0.0, metric: str = "loss",
                           weights: Mapping[str, float] | None = None,
                           min_levels: Mapping[str, int] | None = None, max_levels: Mapping[str, int] | None = None,
                           population: Dataset | None = None, progress: Progress = NO_PROGRESS,
                           limits: Limits = NO_LIMITS,
                           uniqueness: Sequence[UniquenessRequirement] = ()) -> Anonymization:
    """The transformation with the best ``metric`` that meets every requirement with at most ``suppression`` (a
    share of the rows) suppressed. Raises :class:`NoSolution` when no node does. A requirement with a whole-table
    condition (``ModelSpec.table_value``: the risk thresholds of ``models.risk_threshold``) is checked on each
    candidate after suppression, its suppressed records counting as a class.

    ``limits``: when its time or node count is spent, the best node found so far is released (``optimal`` False,
    ``lower_bound`` the smallest bound of the nodes not ruled out), or NoSolution when none was found. Each better
    node found is published through ``progress.partial`` as a ``Candidate``.

    ``uniqueness``: sample/population-uniqueness thresholds on the whole release, met by suppressing the smallest
    classes first (``models.population_models.enforce``); they are not monotone, so they disable tagging.

    ``population``: the population table the data is a subset of (original values in the QI columns), needed by
    δ-presence requirements."""
    started = time.perf_counter()
    qis = list(qis)
    requirements = list(requirements)
    problem, group_of_row, bounds, heights, low, high = _setup(
        dataset, qis, hierarchies, requirements, suppression, metric, min_levels, max_levels, population, progress,
        uniqueness)
    problem.uniqueness = tuple(r.resolved(dataset.n_rows) for r in uniqueness)
    nodes = _Nodes(low, high)
    scorer = _Scorer(metric, problem, hierarchies, qis, heights, weights)
    # every node within the tolerance of the best score is visited (``_Search.run``) and the best is chosen among
    # them by ``_better``
    monotone = not uniqueness and all(r.monotone_without_suppression for r in requirements) and (
        suppression == 0.0 or all(r.monotone_with_suppression for r in requirements))

    budget = Budget(limits, progress)
    search = _Search(problem, scorer, nodes, monotone, suppression == 0.0, progress, budget)
    search.on_best = lambda index, score, suppressed: progress.partial(Candidate(
        dict(zip(qis, map(int, nodes.unpack(index)))), score, suppressed, len(search.evaluated), budget.seconds))
    best = search.run()
    evaluated, best_score = search.evaluated, search.best_score
    if best < 0:
        if search.stopped:
            raise stopped_without_release(limits)
        raise NoSolution.no_generalization(qis, [r.label for r in requirements], suppression)
    progress.report(0.97, _("building the release"))
    levels = nodes.unpack(best)
    released, suppressed, row_levels, outcome = _release(dataset, qis, hierarchies, problem, group_of_row, bounds,
                                                         heights, levels)
    frontier = _frontier(nodes, evaluated)
    details = {
        "metric": metric,
        "metric_name": _(METRICS[metric]),
        "score": best_score,
        "suppression_limit": suppression,
        "suppressed": int(suppressed.sum()),
        "classes": int(outcome.kept_classes),
        "lattice_size": nodes.size_for_json,
        "evaluated": len(evaluated),
        "frequency_set": int(len(problem.frequency)),
        "frontier": [{"transformation": dict(zip(qis, map(int, nodes.unpack(i)))), "score": evaluated[i][1],
                      "suppressed": evaluated[i][2]} for i in frontier],
        "seconds": time.perf_counter() - started,
    }
    progress.report(1.0, _("done"))
    return Anonymization("optimal", released, qis, suppressed, row_levels, dict(zip(qis, map(int, levels))),
                         details, optimal=not search.stopped, lower_bound=search.lower_bound(),
                         nodes_evaluated=len(evaluated), seconds=details["seconds"])




SCORE_TOLERANCE = 1e-12
LOWER_BOUND_SCAN = 20_000
"""After a stop, the lower bound reads at most this many more nodes of the order (each further node's bound is at
least the last one read)."""


class _Nodes:
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
        self._cache: dict[int, tuple[np.ndarray, np.ndarray]] = {}

    def node(self, index: int) -> tuple[np.ndarray, np.ndarray]:
        """A node's level vector and unary code (read-only; the last ``CACHED`` nodes asked for are kept)."""
        cached = self._cache.get(index)
        if cached is None:
            levels = self.unpack(index)
            cached = levels, self.codes(levels)
            levels.flags.writeable = cached[1].flags.writeable = False
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

    def unpack(self, index: int) -> np.ndarray:
        levels = []
        for stride, low in zip(self.strides, self.low_list):
            level, index = divmod(index, stride)
            levels.append(level + low)
        return np.array(levels, np.int64)

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


class _Order:
    """The nodes in order of their lower bound, ties by index (C order of the grid), made a slice at a time. Each
    node has one parent (its first QI above the minimum level lowered by one), whose bound is no larger (bounds
    never decrease towards the top): a slice takes the nodes of the *frontier* (nodes whose parent was given out)
    with a bound up to a cut, and, one step at a time, their children up to the cut; the other children join the
    frontier. So every node is made once, each slice holds every node between two cuts, and memory is the slice
    and the frontier, vectorised."""

    SLICE = 4_096  # frontier nodes a slice takes (with the nodes the cut lets through below them)

    def __init__(self, nodes: _Nodes, scorer: _Scorer) -> None:
        self.nodes, self.scorer = nodes, scorer
        self.levels = nodes.low[None, :].copy()           # the frontier,
        self.last = np.array([len(nodes.low) - 1])        # the highest QI each node's children may raise,
        self.bounds = scorer.lower_bounds(self.levels)    # and its bounds

    def take(self) -> tuple[np.ndarray, np.ndarray]:
        """The next slice: level vectors (rows) and their bounds, in order; empty at the end."""
        if not len(self.bounds):
            return self.levels, self.bounds
        count = min(len(self.bounds), self.SLICE)
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

    def _children(self, levels: np.ndarray, last: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """The nodes whose parent is a row of ``levels``: one of QIs 0..last raised by one."""
        children, raised = [], []
        for j, high in enumerate(self.nodes.high_list):
            rows = np.flatnonzero((last >= j) & (levels[:, j] < high))
            child = levels[rows]
            child[:, j] += 1
            children.append(child)
            raised.append(np.full(len(rows), j))
        return np.concatenate(children), np.concatenate(raised)


class _Antichain:
    """Nodes tagged with their whole down-set (``down``) or up-set: only the maximal (minimal) tagged nodes are
    kept, as unary codes (``_Nodes.codes``), so tagging a set is one row and asking about a node one AND with each
    row. Every tagged node is also logged in order, so a walk that screened a chunk of nodes at once asks only
    about the tags added since (``covers(levels, since=mark)``)."""

    def __init__(self, nodes: _Nodes, down: bool) -> None:
        self.down, self.single = down, nodes.words == 1
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


class _RaisedBounds:
    """Bounds that evaluated nodes pass to all their generalizations (metrics without a bound known before
    evaluation: ``_Scorer.successor_bound``); a node's bound is the largest passed to it. Kept in order, like
    ``_Antichain``'s log: ``at(levels, since=mark)`` asks only about the bounds passed since."""

    def __init__(self, nodes: _Nodes) -> None:
        self.rows = np.empty((16, nodes.words), np.uint64)
        self.values = np.empty(16)
        self.count = 0

    def at(self, code: np.ndarray, since: int = 0) -> float:
        """The bound passed to a node (its unary code)."""
        if since >= self.count:
            return -np.inf
        below = ~(self.rows[since:self.count] & ~code).any(axis=1)
        return float(self.values[since:self.count][below].max(initial=-np.inf))

    def at_each(self, codes: np.ndarray) -> np.ndarray:
        """``at`` for each row of ``codes``."""
        raised = np.full(len(codes), -np.inf)
        if not self.count:
            return raised
        rows, values = self.rows[:self.count], self.values[:self.count]
        codes = ~codes[:, None, :]
        step = max(1, 2**20 // rows.size)
        for start in range(0, len(codes), step):
            below = ~(rows & codes[start:start + step]).any(axis=2)
            raised[start:start + step] = np.where(below, values, -np.inf).max(axis=1)
        return raised

    def add(self, code: np.ndarray, value: float) -> None:
        self.rows = _append(self.rows, self.count, code[0])
        self.values = _append(self.values, self.count, value)
        self.count += 1


def _append(array: np.ndarray, count: int, row) -> np.ndarray:
    """``array`` (the first ``count`` rows in use) with ``row`` at ``count``, doubled when full."""
    if count == len(array):
        array = np.concatenate([array, np.empty_like(array)])
    array[count] = row
    return array


class _Search:
    """Best-first walk over the lattice in order of the metric's lower bound, with predictive tagging."""

    CHUNK = 256  # nodes of the order screened at once

    def __init__(self, problem: _Problem, scorer: _Scorer, nodes: _Nodes, monotone: bool, exact_bounds: bool,
                 progress: Progress, budget: Budget | None = None) -> None:
        self.problem, self.scorer, self.nodes = problem, scorer, nodes
        self.monotone, self.progress = monotone, progress
        # Without suppression the bound of Loss, precision, entropy and WHD *is* the score of a satisfying node.
        self.bound_is_score = exact_bounds and scorer.bounds_are_final
        self.bounds_are_final = scorer.bounds_are_final
        self.order = _Order(nodes, scorer)
        self.failing = _Antichain(nodes, down=True)      # down-sets known not to meet the requirements
        self.satisfying = _Antichain(nodes, down=False)  # up-sets known to meet them (monotone requirements only)
        self.raised = None if self.bounds_are_final else _RaisedBounds(nodes)
        self.bounds: dict[int, float] = {}             # the bounds of the chunk being walked
        self.chunks = self._chunks()
        self.rest: list[tuple[int, float, np.ndarray, bool]] = []  # the chunk's open nodes not yet walked
        self.current: tuple[int, float, np.ndarray, bool] | None = None
        self.marks = (0, 0, 0)
        self.evaluated: dict[int, tuple[bool, float, int]] = {}
        self.best, self.best_score, self.best_key = -1, np.inf, None
        self.cache = _SetCache(problem)
        # Not monotone, but an evaluated node can prove that all its specializations suppress more rows than
        # allowed (``_Outcome.forced``): then its whole down-set fails, and the search climbs from it as from a
        # failing node of a monotone search. ``passed`` holds nodes checked without such a proof.
        self.screen = not monotone and (problem.min_size > 1 or problem.union_closed)
        self.passed: set[int] = set()
        self.proved = False                            # the last visit proved its down-set failing
        self.budget = budget or Budget(NO_LIMITS, progress)
        self.stopped = False                           # a limit ended the search before it was complete
        self.on_best = None                            # called with (node, score, suppressed) on each better node

    def run(self) -> int:
        try:
            for levels, bounds in self.chunks:
                if self.bounds_are_final and bounds[0] > self.best_score + SCORE_TOLERANCE:
                    break
                # most nodes are tagged failing long before the order reaches them: skip them in bulk, and screen
                # the others at once; the walk then asks only about what it learns since (``marks``)
                codes = self.nodes.codes(levels)
                open_nodes = np.flatnonzero(~self.failing.covers_each(codes))
                levels, bounds, codes = levels[open_nodes], bounds[open_nodes], codes[open_nodes]
                satisfying = self.satisfying.covers_each(codes)
                if self.raised is not None:
                    bounds = np.maximum(bounds, self.raised.at_each(codes))
                self.marks = (self.failing.logged, self.satisfying.logged, self.raised.count if self.raised else 0)
                self.rest = [(self.nodes.pack(row), bound, code[None, :], known) for row, bound, code, known in
                             zip(levels, bounds.tolist(), codes, satisfying.tolist())]
                self.bounds = {index: bound for index, bound, _code, _known in self.rest}
                if not self._walk():
                    break
        except LimitReached:
            self.stopped = True
        return self.best

    def _chunks(self) -> Iterator[tuple[np.ndarray, np.ndarray]]:
        """The order (``_Order``) in chunks of at most ``CHUNK`` nodes."""
        while len(bounds := (slice_ := self.order.take())[1]):
            for start in range(0, len(bounds), self.CHUNK):
                yield slice_[0][start:start + self.CHUNK], bounds[start:start + self.CHUNK]

    def bound(self, index: int) -> float:
        """A node's lower bound, raised by what evaluated nodes below it passed on (``_RaisedBounds``)."""
        bound = self.bounds.get(index)
        if bound is None or self.raised is not None:
            levels, code = self.nodes.node(index)
        if bound is None:
            bound = float(self.scorer.lower_bounds(levels[None, :])[0])
        return bound if self.raised is None else max(bound, self.raised.at(code))

    def lower_bound(self) -> float:
        """No node scores below this: the best score of a complete search; after a stop, the smallest bound of
        the nodes neither evaluated nor known to fail (or the best score, if lower), read on in the order."""
        if not self.stopped:
            return float(self.best_score)
        lowest = float(self.best_score)
        for read, (index, bound, levels) in enumerate(self._rest(), 1):
            if bound >= lowest or read > LOWER_BOUND_SCAN:  # every later node's bound is at least this
                return min(lowest, bound)
            index = self.nodes.pack(levels) if index is None else index
            code = self.nodes.codes(levels)
            if index in self.evaluated or self.failing.covers(code):
                continue
            if self.raised is None:
                return bound  # the first open node in the order
            lowest = min(lowest, max(bound, self.raised.at(code)))
        return lowest

    def _rest(self) -> Iterator[tuple[int | None, float, np.ndarray]]:
        """The nodes of the order not walked yet: (index or None, bound, levels)."""
        for index, bound, _code, _satisfying in [self.current] * (self.current is not None) + self.rest:
            yield index, bound, self.nodes.node(index)[0]
        for levels, bounds in self.chunks:
            for row, bound in zip(levels, bounds.tolist()):
                yield None, bound, row

    def _walk(self) -> bool:
        """Visit the chunk's nodes in order; False once the rest of the order cannot beat the best node."""
        failing_mark, satisfying_mark, raised_mark = self.marks
        while self.rest:
            self.current = self.rest.pop(0)  # kept while walked: a stop leaves it open (``lower_bound``)
            index, bound, code, satisfying = self.current
            if self.raised is not None:
                bound = max(bound, self.raised.at(code, since=raised_mark))
            if bound > self.best_score + SCORE_TOLERANCE:
                if self.bounds_are_final:
                    return False
                continue
            if index in self.evaluated or self.failing.covers(code, since=failing_mark):
                continue
            if len(self.evaluated) % 32 == 0:
                self.progress.report(min(0.95, len(self.evaluated) / max(1, self.nodes.size)),
                                     _("evaluated {evaluated:,} of {total:,} transformations").format(
                                         evaluated=len(self.evaluated), total=self.nodes.size))
            satisfying = satisfying or self.satisfying.covers(code, since=satisfying_mark)
            if satisfying and self.bound_is_score:
                self._record(index, True, self.bound(index), 0)
                continue
            if self.monotone and not satisfying:
                # Most nodes met in the order fail (without suppression all before the optimum do), so the climb
                # starts at once by binary search on a path from the node itself (Flash): a failing
                # generalization found on it spares the node's evaluation
                self._ascend(index, start=True)
            elif not self._visit(index):
                if self.monotone:
                    self._ascend(index)
                elif self.proved:
                    self._ascend(index, proven=True)
        self.current = None
        return True

    def _visit(self, index: int) -> bool:
        """Evaluate a node, record its score, tag what monotonicity allows; whether it meets the requirements."""
        self.budget.step()
        levels, code = self.nodes.node(index)
        outcome = _evaluate(self.problem, levels, self.cache.source_for(levels), self.screen)
        self.cache.add(levels, outcome)
        self.proved = self.screen and outcome.forced > self.problem.allowed
        if self.proved:
            self.failing.add(code)
        else:
            self.passed.add(index)
        if outcome.satisfied:
            score = self.bound(index) if self.bound_is_score else self.scorer.score(levels, outcome)
            self._record(index, True, score, outcome.suppressed)
            if self.monotone:
                self.satisfying.add(code)
        else:
            self._record(index, False, np.inf, outcome.suppressed)
            if self.monotone:
                self.failing.add(code)
        successor_bound = self.scorer.successor_bound(outcome)
        if successor_bound is not None:
            self.raised.add(code, successor_bound)
        return outcome.satisfied

    def _ascend(self, index: int, proven: bool = False, start: bool = False) -> None:
        """From a failing node, climb to a maximal failing generalization, which marks its whole down-set failing
        at once. Along a path to the top the failing nodes are a prefix (the requirements are monotone), so the
        highest failing node of the path is found by binary search (Flash); from there the climb goes on through
        any failing successor, until every successor is known to satisfy or to be below a known failing node.

        ``proven``: the same climb for nodes that prove their down-set failing (see ``screen``; the proof is not
        monotone, so this is a heuristic for finding large down-sets, each of them proven).

        ``start``: the node is not evaluated yet; it heads the first path (monotone requirements only)."""
        node = self.nodes.node
        known_failing, check = self._known_failing, self._visit
        known_passing = lambda target: self.satisfying.covers(node(target)[1])  # noqa: E731
        if proven:
            known_failing = lambda target: self.failing.covers(node(target)[1])  # noqa: E731
            known_passing, check = self.passed.__contains__, self._screen
        high, strides = self.nodes.high_list, self.nodes.strides
        current = index
        while True:
            path = self._path(current)
            if start:
                path.insert(0, index)
            last, first_satisfying = -1, len(path)   # path[:last + 1] fail, path[first_satisfying:] satisfy
            while first_satisfying - last > 1:
                middle = (last + first_satisfying) // 2
                target = path[middle]
                if known_failing(target) or (not known_passing(target) and not check(target)):
                    last = middle
                else:
                    first_satisfying = middle
            if start:
                if last < 0:  # the node itself satisfies
                    return
                start = False
            if last >= 0:
                current = path[last]
            room = [top - level for top, level in zip(high, node(current)[0].tolist())]
            for j in sorted(range(len(room)), key=room.__getitem__, reverse=True):  # most room first (stable)
                if not room[j]:
                    continue
                target = current + strides[j]
                if known_passing(target) or known_failing(target) or (not proven and target in self.evaluated):
                    continue
                if not check(target):
                    current = target
                    break
            else:
                return

    def _known_failing(self, target: int) -> bool:
        code = self.nodes.node(target)[1]
        return self.failing.covers(code) or (target in self.evaluated and not self.satisfying.covers(code))

    def _screen(self, index: int) -> bool:
        """Whether a node does not prove its down-set failing. A node whose bound does not exclude it yet is
        evaluated in full (nearly all of them are needed later anyway, and its classes are grouped once), others
        on their class sizes only."""
        if self.bound(index) <= self.best_score + SCORE_TOLERANCE:
            self._visit(index)
            return not self.proved
        return self._sizes(index)

    def _sizes(self, index: int) -> bool:
        """Whether a node's classes below the smallest passing size hold no more rows than may be suppressed (else
        it fails, recorded as evaluated, and its down-set is marked failing)."""
        self.budget.step()
        levels, code = self.nodes.node(index)
        source = self.cache.source_for(levels)
        group, n_classes, _ = _group(self.problem, source, levels)
        small = _small_rows(self.problem, np.bincount(group, weights=source.frequency, minlength=n_classes))
        if small > self.problem.allowed:
            self._record(index, False, np.inf, small)
            self.failing.add(code)
            return False
        self.passed.add(index)
        return True

    def _path(self, index: int) -> list[int]:
        """Node indices of a path from node ``index`` (excluded) to the top, raising the QI with most room first."""
        room = [top - level for top, level in zip(self.nodes.high_list, self.nodes.node(index)[0].tolist())]
        path = []
        while any(room):
            j = room.index(max(room))
            room[j] -= 1
            index += self.nodes.strides[j]
            path.append(index)
        return path

    def _record(self, index: int, satisfied: bool, score: float, suppressed: int) -> None:
        self.evaluated[index] = (satisfied, score, suppressed)
        if satisfied:
            levels = self.nodes.node(index)[0]
            key = (score, int(levels.sum()), tuple(levels.tolist()))
            if self.best_key is None or _better(key, self.best_key):
                self.best, self.best_score, self.best_key = index, score, key
                if self.on_best is not None:
                    self.on_best(index, score, suppressed)


class _SetCache:
    """Frequency sets of evaluated nodes, to evaluate their generalizations from (the oldest go first when the
    cache holds more than ``ROWS`` rows). A set is built when a node is first evaluated from it: until then the
    cache keeps the evaluation it comes from and the number of rows it will have (many are never used)."""

    ROWS = 4_000_000

    def __init__(self, problem: _Problem) -> None:
        self.problem = problem
        self.base = problem.base
        self.sets: dict[tuple[int, ...], _Set | _Outcome] = {}
        self.rows = 0
        self._levels = np.zeros((len(problem.rows), 64), np.int64)  # one column per cached set, then room
        self._sizes = np.zeros(64, np.int64)
        self._count = 0
        self._rows: list[int] = []                                         # what each entry holds
        self._keys: list[tuple[int, ...]] = []

    def source_for(self, levels: np.ndarray) -> _Set:
        """The smallest cached set at a node below ``levels`` (or the base set)."""
        if not self._count:
            return self.base
        # over the short axis 0: vectorised across sets
        below = np.flatnonzero(np.logical_and.reduce(self._levels[:, :self._count] <= levels[:, None], axis=0))
        if not len(below):
            return self.base
        key = self._keys[int(below[self._sizes[below].argmin()])]
        entry = self.sets[key]
        if isinstance(entry, _Outcome):  # build it now (its size was checked when it was added)
            condensed = _condense(self.problem, np.array(key), entry)
            if condensed is None:
                return entry.source
            entry = self.sets[key] = condensed
        return entry

    def add(self, levels: np.ndarray, outcome: _Outcome) -> None:
        key = tuple(levels.tolist())
        if key in self.sets:
            return
        size = _condensed_rows(outcome)
        if size is None:
            return
        entry: _Set | _Outcome | None = outcome
        # a pending entry holds two integers per source row (its class and cell), about a quarter of what a
        # set row takes (a code per QI, a count, the sensitive values)
        held = size + len(outcome.group) // 4
        if size < 0:  # several sensitive attributes: its size is known only once built
            entry = _condense(self.problem, levels, outcome)
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
        self._levels[:, self._count], self._sizes[self._count] = levels, size
        self._count += 1
        if self.rows > self.ROWS:  # oldest first: the arrays are in insertion order
            dropped = 0
            while self.rows > self.ROWS and len(self.sets) > 1:
                del self.sets[self._keys[dropped]]
                self.rows -= self._rows[dropped]
                dropped += 1
            self._keys, self._rows = self._keys[dropped:], self._rows[dropped:]
            kept = self._count - dropped
            self._levels[:, :kept] = self._levels[:, dropped:self._count].copy()
            self._sizes[:kept] = self._sizes[dropped:self._count].copy()
            self._count = kept


def _better(key: tuple, other: tuple) -> bool:
    """Lower score first; equal scores (within rounding) go to fewer steps, then the smaller level vector."""
    if key[0] < other[0] - SCORE_TOLERANCE:
        return True
    if key[0] > other[0] + SCORE_TOLERANCE:
        return False
    return key[1:] < other[1:]


def _frontier(nodes: _Nodes, evaluated: dict[int, tuple[bool, float, int]], limit: int = 50) -> list[int]:
    """Evaluated satisfying nodes that no other evaluated satisfying node lies below, best scores first."""
    satisfying = [i for i, (ok, _, _) in evaluated.items() if ok]
    if not satisfying:
        return []
    levels = np.array([nodes.unpack(i) for i in satisfying])
    steps = levels.sum(axis=1).tolist()
    order = sorted(range(len(satisfying)), key=lambda r: (evaluated[satisfying[r]][1], steps[r]))
    satisfying, levels = [satisfying[r] for r in order], levels[order]
    minimal = []
    for i, row in zip(satisfying, levels):  # best first; stops after ``limit`` minimal nodes
        if not ((levels <= row).all(axis=1) & (levels != row).any(axis=1)).any():
            minimal.append(i)
            if len(minimal) == limit:
                break
    return minimal
