"""A heuristic, anytime full-domain search for lattices too large to search exhaustively (many quasi-identifiers).

Nodes exist only once the search meets them: a level vector is packed into one integer (mixed radix), checked
nodes live in a dict keyed by it, and the lattice is never enumerated, so memory grows with the nodes checked, not
with the lattice (10^10 nodes for 16 QIs). Each node is evaluated on the frequency set like the optimal search's
(``lattice._evaluate``, with its cache of condensed sets), so every privacy model, risk requirement and the
suppression limit are honoured exactly as there.

A probe first finds a release in a few checks (binary search on the diagonal from the bottom to the top), so that
a release exists early and bounds prune from the start. Then two phases share the step budget (``Limits``):

1. LIGHTNING (ARX's ``LIGHTNINGAlgorithm``, Prasser et al.): a best-first walk from the bottom node. A priority
   queue holds checked nodes by their score (ARX's "utility"; a failing node by the larger of its lower bound and
   the share of rows it suppresses). The best node is expanded: all its direct generalizations are checked and
   queued. Every ``stepping``-th expansion (stepping = the top node's height), the first one included (ARX: from
   the ``stepping``-th on), is a greedy climb instead: expand, go on from the best successor, and so on to the
   top. A node whose lower bound is no better than the best release is skipped (its generalizations cannot be
   better: bounds never decrease).
2. Local search (when a limit stopped LIGHTNING; it gets the next ``LOCAL_SHARE`` of the budget): from the best
   release, try each direct specialization (one QI one level lower); move to the best one that still meets the
   requirements with a better score; repeat until none does. LIGHTNING climbs from below, so its releases are
   often a level too general on some QI; this steps back down.
3. Proof (``_prove``, the rest of the budget, ``BOUND_SHARE`` of a time limit, the genetic search's
   ``genetic.BOUND_SHARE``): the optimal search of
   ``lattice_search`` from the best release and every node checked so far. It walks the lattice in order of the
   metric's bound, so when stopped every node it has not ruled out has at least the bound where it stopped: a lower
   bound over the whole lattice far above the walk's on large lattices. It also takes any better release it meets,
   and when it ends the result is proven optimal.

When LIGHTNING's queue empties before any limit, or the proof ends, every node that could beat the best release
was checked: the result is proven optimal. Otherwise the lower bound over the whole lattice is the larger of the
proof's and the walk's: the smallest bound among the checked nodes not expanded (every unchecked node generalizes
one of them, or the bottom) and the best score (``_Lightning.lower_bound``).
"""

from __future__ import annotations

import heapq
import time
from typing import Mapping

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.core.progress import Progress
from privdesk.engine.search.contract import (
    Budget,
    Candidate,
    LimitReached,
    Limits,
    SearchProblem,
    stopped_without_release,
)
from privdesk.engine.search.lattice.evaluation import evaluate, release_node
from privdesk.engine.search.lattice.problem import METRICS, setup_problem
from privdesk.engine.search.lattice.nodes import Nodes
from privdesk.engine.search.lattice.record_sets import person_grouping
from privdesk.engine.search.lattice.scores import Scorer
from privdesk.engine.search.lattice.search import SCORE_TOLERANCE, Search, SetCache, better, is_monotone
from privdesk.engine.search.result import Anonymization, NoSolution

LOCAL_SHARE = 0.1
"""The share of a step or time limit kept for the local search after LIGHTNING."""
BOUND_SHARE = 0.3
"""The share of a time limit kept for the optimal search that raises the lower bound (``_prove``); under a step
limit (ARX's budget for LIGHTNING) it gets the steps the local search leaves."""
RELEASE_SHARE = 0.08
"""The share of a time limit kept for building the release after the search (and its lower bound)."""
AUTO_NODES = 100_000
"""``auto`` runs the optimal search up to this many nodes (ARX's default switch to heuristics), the genetic search
(``genetic.py``) beyond."""
AUTO_SECONDS = 60.0
"""``auto`` gives the genetic search this time limit when the run sets no limit of its own."""


class NodeChecker:
    """Evaluates nodes once each (the budget counts checks), keeps their results by packed key and the best
    release, and publishes each better release as the best so far."""

    def __init__(self, problem, scorer: Scorer, nodes: Nodes, qis: list[str], budget: Budget,
                 progress: Progress) -> None:
        self.problem, self.scorer, self.nodes, self.qis = problem, scorer, nodes, qis
        self.budget, self.progress = budget, progress
        self.cache = SetCache(problem)
        self.results: dict[int, tuple[bool, float, int]] = {}   # key -> (satisfied, score, suppressed)
        self.checked: dict[int, np.ndarray] = {}                 # key -> level vector
        self.best: np.ndarray | None = None
        self.best_score, self.best_key = np.inf, None

    def bound(self, levels: np.ndarray) -> float:
        return float(self.scorer.lower_bounds(levels[None, :])[0])

    def check(self, levels: np.ndarray) -> tuple[bool, float]:
        key = self.nodes.pack(levels)
        if key in self.results:
            ok, score, _suppressed = self.results[key]
            return ok, score
        self.budget.step()
        outcome = evaluate(self.problem, levels, self.cache.source_for(levels))
        self.cache.add(levels, outcome)
        # a failing node is queued by its lower bound or the share of rows it suppresses, whichever is larger
        # (Loss counts a suppressed row as fully lost in every QI); its exact score, counting failing classes
        # as suppressed, would cost ten evaluations on large sets
        score = float(self.scorer.score(levels, outcome)) if outcome.satisfied else \
            max(self.bound(levels), outcome.suppressed / self.problem.n)
        self.results[key] = (outcome.satisfied, score, outcome.suppressed)
        self.checked[key] = levels
        if outcome.satisfied:
            self.offer(levels, score, outcome.suppressed)
        if len(self.results) % 16 == 0:
            self.progress.report(self._fraction(), _("checked {count:,} transformations; best score {score}").format(
                count=len(self.results), score="–" if self.best is None else f"{self.best_score:.4f}"))
        return outcome.satisfied, score

    def offer(self, levels: np.ndarray, score: float, suppressed: int, extra: int = 0) -> None:
        """A release at ``levels``: kept and published when it is the best so far (``extra``: checks made by
        another search, for the count published)."""
        rank = (score, int(levels.sum()), tuple(levels.tolist()))
        if self.best_key is None or better(rank, self.best_key):
            self.best, self.best_score, self.best_key = levels.copy(), score, rank
            self.progress.partial(Candidate(dict(zip(self.qis, map(int, levels))), score, suppressed,
                                            len(self.results) + extra, self.budget.seconds))

    def _fraction(self) -> float:
        limits, budget = self.budget.limits, self.budget
        shares = [0.0]
        if limits.steps:
            shares.append(budget.steps / limits.steps)
        if limits.seconds:
            shares.append(budget.seconds / limits.seconds)
        return min(0.95, max(shares))

    def hopeless(self, levels: np.ndarray) -> bool:
        """No generalization of the node (itself included) can beat the best release."""
        return self.best is not None and self.bound(levels) >= self.best_score - SCORE_TOLERANCE


class _Lightning:
    """ARX's LIGHTNING: best-first expansion with a greedy climb every ``stepping`` expansions."""

    def __init__(self, checker: NodeChecker) -> None:
        self.checker, self.nodes = checker, checker.nodes
        self.stepping = max(1, int((self.nodes.high - self.nodes.low).sum()))
        self.queue: list[tuple[float, int, int, np.ndarray]] = []
        self.expanded: set[int] = set()
        self.order = 0  # ties in the queue go first-in first-out

    def push(self, levels: np.ndarray, score: float) -> None:
        self.order += 1
        heapq.heappush(self.queue, (score, self.order, self.nodes.pack(levels), levels))

    def run(self, bottom: np.ndarray) -> bool:
        """Walk until the queue is empty (True: every node that could beat the best was checked) or a limit."""
        probe(self.checker)
        _ok, score = self.checker.check(bottom)
        self.push(bottom, score)
        step = 0
        while self.queue:
            _score, _order, key, levels = heapq.heappop(self.queue)
            if key in self.expanded or self.checker.hopeless(levels):
                continue
            step += 1
            if (step - 1) % self.stepping == 0:  # the first pop climbs: a release early on any lattice
                self._climb(levels)
            else:
                self._expand(levels, key)
        return True

    def _expand(self, levels: np.ndarray, key: int | None = None) -> np.ndarray | None:
        """Check and queue the successors of a node; the best of them (lowest score), or None."""
        best, best_score = None, np.inf
        for successor in self.nodes.successors(levels):
            successor_key = self.nodes.pack(successor)
            if successor_key in self.expanded or self.checker.hopeless(successor):
                continue
            _ok, score = self.checker.check(successor)
            self.push(successor, score)
            if score < best_score:
                best, best_score = successor, score
        self.expanded.add(self.nodes.pack(levels) if key is None else key)
        return best

    def _climb(self, levels: np.ndarray) -> None:
        while levels is not None:
            levels = self._expand(levels)

    def lower_bound(self, bottom: np.ndarray) -> float:
        """No node scores below this: the best release's score, or less the smallest bound of the checked nodes
        not expanded (an unchecked node's path from the bottom leaves the checked nodes at one of them, or at an
        expanded node's successor skipped for its bound) — or the bottom's bound while it is unchecked."""
        checker = self.checker
        if self.nodes.pack(bottom) not in checker.results:
            return float(min(checker.best_score, checker.bound(bottom)))
        unexpanded = [levels for key, levels in checker.checked.items() if key not in self.expanded]
        bounds = checker.scorer.lower_bounds(np.array(unexpanded)) if unexpanded else np.array([np.inf])
        return float(min(checker.best_score, bounds.min()))


def probe(checker: NodeChecker) -> None:
    """A first release in a few checks: binary search for the lowest satisfying node on the diagonal from the
    bottom to the top (every QI raised in proportion to its height). On monotone requirements the satisfying
    nodes of the path are a suffix; otherwise this only finds some release, each one checked exactly."""
    low, high = checker.nodes.low, checker.nodes.high
    span = int((high - low).max(initial=0))
    if span == 0:
        return
    def node(t: int) -> np.ndarray:
        return low + np.round((high - low) * (t / span)).astype(np.int64)

    first, last = 0, span  # node(first) may fail; node(last) is the top
    while last - first > 1:
        middle = (first + last) // 2
        ok, _score = checker.check(node(middle))
        first, last = (first, middle) if ok else (middle, last)
    if checker.best is None:
        checker.check(node(last))


def descend(checker: NodeChecker) -> None:
    """Local search from the best release: move to the best direct specialization that meets the requirements
    with a better score, until none does."""
    current = checker.best
    while current is not None:
        moved = None
        for node in checker.nodes.predecessors(current):
            ok, score = checker.check(node)  # check() makes the best one the best release
            if ok and checker.best is not None and np.array_equal(checker.best, node):
                moved = node
        current = moved


def _prove(checker: NodeChecker, requirements: list, suppression: float, budget: Budget,
           progress: Progress) -> tuple[Search, int]:
    """The optimal search (``lattice_search``) with what is left of the budget, from what the walks learnt: their
    best release and every node they checked (the failing ones tag their down-sets when the requirements are
    monotone). It raises the lower bound to the smallest bound of the nodes it has not ruled out, moves to a
    better release if it meets one, and proves the best optimal if it ends (``stopped`` False). Returns the search
    and the number of nodes it checked."""
    nodes, monotone = checker.nodes, is_monotone(requirements, suppression)
    search = Search(checker.problem, checker.scorer, nodes, monotone, suppression == 0.0, progress, budget)
    search.cache = checker.cache
    for key, (ok, score, suppressed) in checker.results.items():
        search.evaluated[key] = (ok, score if ok else np.inf, suppressed)
        if monotone:
            (search.satisfying if ok else search.failing).add_node(key)
    search.best, search.best_score, search.best_key = nodes.pack(checker.best), checker.best_score, checker.best_key
    steps = budget.steps  # the proof's checks are the budget's steps: its record also holds nodes it inferred
    search.on_best = lambda index, score, suppressed: checker.offer(nodes.node(index)[0], score, suppressed,
                                                                    budget.steps - steps)
    search.run()
    return search, budget.steps - steps


def heuristic_generalization(problem_spec: SearchProblem, progress: Progress, limits: Limits) -> Anonymization:
    """The best full-domain release LIGHTNING, the local search and the proof find within ``limits``; ``optimal``
    when the walk or the proof showed that no unchecked node can beat it."""
    return anytime_search("heuristic", _Lightning, problem_spec, progress, limits)


def anytime_search(name: str, explorer, problem_spec: SearchProblem, progress: Progress,
                   limits: Limits, bound_share: float = BOUND_SHARE) -> Anonymization:
    """A full-domain search in three phases (module docstring): ``explorer(checker)`` (LIGHTNING, or the genetic
    algorithm) with ``run(bottom)`` — True when it proved its best optimal — and ``lower_bound(bottom)``, then the
    local search and the proof with what is left of the budget (at least ``bound_share`` of a time limit).
    Without a limit of steps or time, the proof gets as many checks as the phases before made."""
    started = time.perf_counter()
    # the limits count from here: preparing the frequency set is part of the search's time
    budget = Budget(Limits(None if limits.seconds is None else limits.seconds * (1 - RELEASE_SHARE), limits.steps,
                           limits.stop), progress)
    first = Budget(Limits(None if limits.seconds is None else limits.seconds * (1 - LOCAL_SHARE - bound_share),
                          None if limits.steps is None else max(1, int(limits.steps * (1 - LOCAL_SHARE))),
                          limits.stop), progress)
    second = Budget(Limits(None if limits.seconds is None else limits.seconds * (1 - bound_share), limits.steps,
                           limits.stop), progress)
    spec = problem_spec
    qis, requirements = list(spec.qis), list(spec.requirements)
    hierarchies: Mapping = spec.hierarchies
    uniqueness = spec.options.get("uniqueness") or ()  # checked per node as in the optimal search (bounds prune)
    problem, group_of_row, bounds, heights, low, high = setup_problem(
        spec.dataset, qis, hierarchies, requirements, spec.suppression, spec.metric, spec.min_levels,
        spec.max_levels, spec.population, progress, uniqueness, aggregated=spec.options.get("aggregate") or (),
        grouping=person_grouping(spec.options.get("persons")))
    problem.uniqueness = tuple(r.resolved(problem.n) for r in uniqueness)  # persons, over persons
    scorer = Scorer(spec.metric, problem, hierarchies, qis, heights, spec.weights or None)
    nodes = Nodes(low, high)
    checker = NodeChecker(problem, scorer, nodes, qis, first, progress)
    walk = explorer(checker)
    bottom = low.astype(np.int64)
    complete = False
    try:
        complete = walk.run(bottom)
    except LimitReached:
        pass
    proof, proof_checks = None, 0
    if not complete and checker.best is not None:
        second.steps, checker.budget = first.steps, second
        try:  # with what is left of the budget
            descend(checker)
        except LimitReached:
            pass
        if limits.seconds is None and limits.steps is None:
            budget = Budget(Limits(steps=2 * second.steps, stop=limits.stop), progress)
        budget.steps, checker.budget = second.steps, budget
        proof, proof_checks = _prove(checker, requirements, spec.suppression, budget, progress)
        complete = not proof.stopped
    if checker.best is None:
        if not complete:
            raise stopped_without_release(limits)
        raise NoSolution.no_generalization(qis, [r.label for r in requirements], spec.suppression)
    progress.report(0.97, _("building the release"))
    levels = checker.best
    released, suppressed, row_levels, outcome = release_node(spec.dataset, qis, hierarchies, problem, group_of_row,
                                                         bounds, heights, levels)
    lower_bound = float(checker.best_score) if complete else max(walk.lower_bound(bottom),
                                                                 proof.lower_bound() if proof else -np.inf)
    evaluated = len(checker.results) + proof_checks
    seconds = time.perf_counter() - started
    details = {
        "metric": spec.metric, "metric_name": _(METRICS[spec.metric]), "score": checker.best_score,
        "suppression_limit": spec.suppression, "suppressed": int(suppressed.sum()),
        "classes": int(outcome.kept_classes), "lattice_size": nodes.size_for_json,
        "evaluated": evaluated, "frequency_set": int(len(problem.frequency)),
        "seconds": seconds,
    }
    progress.report(1.0, _("done"))
    return Anonymization(name, released, qis, suppressed, row_levels, dict(zip(qis, map(int, levels))),
                         details, optimal=complete, lower_bound=lower_bound,
                         nodes_evaluated=evaluated, seconds=seconds)


def lattice_size(problem: SearchProblem) -> int:
    """Nodes in a problem's lattice (between its minimum and maximum levels), without building it."""
    size = 1
    for q in problem.qis:
        hierarchy = problem.hierarchies.get(q)
        if hierarchy is None:
            return 0
        low = int(problem.min_levels.get(q, 0))
        high = int(problem.max_levels.get(q, hierarchy.height))
        size *= max(1, high - low + 1)
    return size
