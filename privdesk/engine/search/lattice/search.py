"""The optimal full-domain search over a lattice that is never built (``optimal_generalization``; how it stays
optimal and fast: ``engine/search/lattice/evaluation.py``'s docstring, which also evaluates the nodes).

Nodes exist only once the search meets them (ARX's ``SolutionSpace`` idea; ``engine/search/lattice/nodes.py``): a level vector
is packed into one integer, its mixed-radix index in the grid low..high (Python ints: any number of QIs). What the
search knows about nodes it never evaluated is held as antichains, not per node: the maximal nodes whose down-sets
are known to fail and the minimal nodes whose up-sets are known to satisfy (``_Antichain``), so tagging a whole
down-set is one row. The order of the lower bound is made a slice at a time (``Order``), each node reached from
one parent only; ties go by node index. Memory grows with the nodes met, not with the lattice, so no lattice is
refused by its size (``MAX_FRONTIER`` stops a walk that would outgrow memory, as a limit does).
"""

from __future__ import annotations

import math
import time
from itertools import repeat
from typing import Iterator, Mapping, Sequence

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.progress import NO_PROGRESS, Progress
from privdesk.engine.metrics.aggregation_loss import rank_order
from privdesk.engine.models.k_map import fewest_people
from privdesk.engine.models.population_models import UniquenessRequirement, monotone_under_generalization
from privdesk.engine.models.requirements import Requirement, satisfied_classes, sensitive_attributes
from privdesk.engine.search.contract import NO_LIMITS, Budget, Candidate, LimitReached, Limits, stopped_without_release
from privdesk.engine.search.lattice.evaluation import (
    evaluate,
    group_node,
    release_node,
    small_rows,
)
from privdesk.engine.search.lattice.combination_tags import failing_classes, triple_small_records
from privdesk.engine.search.lattice.nodes import Nodes, Order, pair_small_records, raised_bounds, tags
from privdesk.engine.core.classes import blocked_bincount
from privdesk.engine.search.lattice.class_count import proven_small_rows
from privdesk.engine.search.lattice.condensed import condensable, condensed_release
from privdesk.engine.search.lattice.problem import METRICS, Problem, setup_problem
from privdesk.engine.search.lattice.record_sets import person_grouping
from privdesk.engine.search.lattice.scores import Scorer
from privdesk.engine.search.lattice.set_cache import SetCache
from privdesk.engine.search.result import Anonymization, NoSolution


def optimal_generalization(dataset: Dataset, qis: Sequence[str], hierarchies: Mapping[str, Hierarchy],
                           requirements: Sequence[Requirement], *, suppression: float = 0.0, metric: str = "loss",
                           weights: Mapping[str, float] | None = None,
                           min_levels: Mapping[str, int] | None = None, max_levels: Mapping[str, int] | None = None,
                           population: Dataset | None = None, progress: Progress = NO_PROGRESS,
                           limits: Limits = NO_LIMITS,
                           uniqueness: Sequence[UniquenessRequirement] = (),
                           row_counts: np.ndarray | None = None,
                           aggregated: Sequence[str] = (), persons: np.ndarray | None = None,
                           distinct_rows: bool = False, condensed: bool = False) -> Anonymization:
    """The transformation with the best ``metric`` that meets every requirement with at most ``suppression`` (a
    share of the rows) suppressed. Raises :class:`NoSolution` when no node does. A requirement with a whole-table
    condition (``ModelSpec.table_value``: the risk thresholds of ``models.risk_threshold``) is checked on each
    candidate after suppression, its suppressed records counting as a class.

    ``limits``: when its time or node count is spent, the best node found so far is released (``optimal`` False,
    ``lower_bound`` the smallest bound of the nodes not ruled out), or NoSolution when none was found. Each better
    node found is published through ``progress.partial`` as a ``Candidate``.

    ``uniqueness``: sample/population-uniqueness thresholds on the whole release, met by suppressing the smallest
    classes first (``models.population_models.enforce``); sample uniqueness and ARX's average risk keep tagging
    (``monotone_under_generalization``), population uniqueness disables it.

    ``population``: the population table the data is a subset of (original values in the QI columns), needed by
    δ-presence requirements.

    ``row_counts``: the records each row of ``dataset`` stands for, when it is a frequency set grouped by an
    out-of-core row engine (``engine.rows``); the release is then that set's, one row per group. ``distinct_rows``:
    no two of those rows have the same values (``DuckDBRows.distinct_groups``), so they are not grouped again.

    ``aggregated``: attributes microaggregated in each class (not QIs, not generalised; ARX's
    ``MicroAggregationFunction``), which ARX's Loss (``loss``, ``loss_rank``) scores as one dimension each
    (``metrics.aggregation_loss``); the release leaves them as they are (``class_aggregation`` replaces them).

    ``persons``: each row's person (0..n-1): the records are then the persons' sets of QI tuples, which may differ
    between their rows (``record_sets.py``); classes, the requirements and the suppression limit count persons and
    suppression removes all rows of a person. The release keeps every row.

    ``condensed``: the release of a frequency set (``row_counts``) as its distinct released rows, with the records
    of each (``Anonymization.counts``) and the release told by values (``Anonymization.mapped``), when it can be
    (``lattice.condensed``): what an out-of-core run needs, without a released row per group. The search may then
    hold its hierarchy rows in the table's QI code arrays while it runs (``stacked_rows.lendable``)."""
    started = time.perf_counter()
    qis = list(qis)
    requirements = list(requirements)
    condensed = condensed and row_counts is not None and condensable(dataset, qis, requirements, population,
                                                                     persons, uniqueness, aggregated)
    problem, group_of_row, bounds, heights, low, high = setup_problem(
        dataset, qis, hierarchies, requirements, suppression, metric, min_levels, max_levels, population, progress,
        uniqueness, row_counts, aggregated, person_grouping(persons), distinct_rows, borrow=condensed)
    problem.uniqueness = tuple(r.resolved(problem.n) for r in uniqueness)
    nodes = Nodes(low, high)
    scorer = Scorer(metric, problem, hierarchies, qis, heights, weights)
    # every node within the tolerance of the best score is visited (``Search.run``) and the best is chosen among
    # them by ``better``
    monotone = is_monotone(requirements, suppression) and (
        not uniqueness or monotone_under_generalization(uniqueness, suppression))

    budget = Budget(limits, progress)
    search = Search(problem, scorer, nodes, monotone, suppression == 0.0, progress, budget)
    search.on_best = lambda index, score, suppressed: progress.partial(Candidate(
        dict(zip(qis, map(int, nodes.unpack(index)))), score, suppressed, len(search.evaluated), budget.seconds))
    best = search.run()
    evaluated, best_score, stopped = search.evaluated, search.best_score, search.stopped
    if best < 0:
        if stopped:
            raise stopped_without_release(limits)
        raise NoSolution.no_generalization(qis, [r.label for r in requirements], suppression)
    lower_bound = search.lower_bound()
    levels, code = nodes.node(best)
    source = search.cache.source_for(levels, code)
    # the search refers to itself (``on_best``, its chunk generator): broken here, its caches are freed before
    # the release is built, not at Python's next cycle collection (a 10^7-group frequency set: 0.7 GB)
    search.on_best = search.chunks = None
    del search, scorer
    progress.report(0.97, _("building the release"))
    counts = mapped = None
    if condensed:
        released, suppressed, row_levels, outcome, counts, mapped = condensed_release(
            dataset, qis, hierarchies, problem, bounds, heights, np.array(levels), source)
        row_counts = counts
    else:
        released, suppressed, row_levels, outcome = release_node(dataset, qis, hierarchies, problem, group_of_row,
                                                                 bounds, heights, np.array(levels), source)
    del source
    minimal = frontier(nodes, evaluated)
    details = {
        "metric": metric,
        "metric_name": _(METRICS[metric]),
        "score": best_score,
        "suppression_limit": suppression,
        # records, not rows: a row of a frequency set stands for ``row_counts`` records (out of core)
        "suppressed": int(suppressed.sum() if row_counts is None
                          else np.asarray(row_counts)[np.asarray(suppressed, bool)].sum()),
        "classes": int(outcome.kept_classes),
        "lattice_size": nodes.size_for_json,
        "evaluated": len(evaluated),
        "frequency_set": int(len(problem.frequency)),
        "frontier": [{"transformation": dict(zip(qis, map(int, nodes.unpack(i)))), "score": evaluated[i][1],
                      "suppressed": evaluated[i][2]} for i in minimal],
        "seconds": time.perf_counter() - started,
    }
    progress.report(1.0, _("done"))
    return Anonymization("optimal", released, qis, suppressed, row_levels, dict(zip(qis, map(int, levels))),
                         details, optimal=not stopped, lower_bound=lower_bound,
                         nodes_evaluated=len(evaluated), seconds=details["seconds"], counts=counts, mapped=mapped)


def is_monotone(requirements: Sequence[Requirement], suppression: float) -> bool:
    """Whether a failing node's specializations all fail (and a satisfying node's generalizations satisfy)."""
    return all(r.monotone_without_suppression for r in requirements) and (
        suppression == 0.0 or all(r.monotone_with_suppression for r in requirements))


SCORE_TOLERANCE = 1e-12
PROOF_ROWS = 1 << 20
"""Sets from this many rows are first asked whether their node fails on its number of classes alone
(``class_count``): the hash saves the memory of grouping a large set, while on Adult's base set (19,502 rows) it
took ~280 µs a node, more than evaluating it, and proved 48 of 229 nodes on k=5 at 5% and none at 0%."""
PAIR_NODES = 1 << 16
"""Lattices of at most this many nodes are tagged by pairs of QIs before the walk (``Search._tag_small_pairs``: a
value per node and pair)."""
COMBINED_ROWS = 1 << 23
"""Triples of QIs, and pairs judged by the requirements, tag nodes before the walk (``Search._add_triples``,
``_add_failing_values``) when their number times the base set's rows is at most this (Adult: 84 x 19,502; a count
costs a few numpy passes over the rows per combination)."""
MAX_FRONTIER = 2_000_000
"""The search stops as at a limit when the order's frontier holds more nodes than this (a lattice of many QIs
walked far: about 40 bytes per node), keeping its best release and a true lower bound."""


class Search:
    """Best-first walk over the lattice in order of the metric's lower bound, with predictive tagging."""

    CHUNK = 256  # nodes of the order screened at once

    def __init__(self, problem: Problem, scorer: Scorer, nodes: Nodes, monotone: bool, exact_bounds: bool,
                 progress: Progress, budget: Budget | None = None) -> None:
        self.problem, self.scorer, self.nodes = problem, scorer, nodes
        self.monotone, self.progress = monotone, progress
        # Without suppression the bound of Loss, precision, entropy and WHD *is* the score of a satisfying node.
        self.bound_is_score = exact_bounds and scorer.bounds_are_final and scorer.bounds_are_scores
        self.bounds_are_final = scorer.bounds_are_final
        self.order = Order(nodes, scorer)
        self.failing = tags(nodes, down=True)            # down-sets known not to meet the requirements
        self.satisfying = tags(nodes, down=False)        # up-sets known to meet them (monotone requirements only)
        self.raised = None if self.bounds_are_final else raised_bounds(nodes)
        # the climb skips nodes whose bound excludes them (see ``_ascend``): with suppression, and once pairs of
        # QIs have tagged most failing nodes
        self.climb_by_bound = bool(problem.allowed)
        self.min_people = fewest_people(problem.requirements) if problem.population is not None else 0
        if not problem.allowed and self.failing.dense and nodes.size <= PAIR_NODES and problem.records is None \
                and (problem.min_size > 1 or self.min_people > 1 or self._values_decide()):
            self.climb_by_bound = self._tag_small_pairs()
        self.dense = self.failing.dense  # tags asked by packed index: no unary codes unless ``raised`` needs them
        self.bounds: dict[int, float] = {}             # the bounds of the chunk being walked
        self.slice, self.position = (np.zeros((0, len(nodes.low)), np.int8), np.zeros(0), None), 0
        self.chunks = self._chunks()
        self.rest: list[tuple[int, float, np.ndarray, bool]] = []  # the chunk's open nodes not yet walked
        self.current: tuple[int, float, np.ndarray, bool] | None = None
        self.marks = (0, 0, 0)
        self.evaluated: dict[int, tuple[bool, float, int]] = {}
        self.best, self.best_score, self.best_key = -1, np.inf, None
        self.cache = SetCache(problem, nodes)
        # Not monotone, but an evaluated node can prove that all its specializations suppress more rows than
        # allowed (``Outcome.forced``): then its whole down-set fails, and the search climbs from it as from a
        # failing node of a monotone search. ``passed`` holds nodes checked without such a proof.
        self.screen = not monotone and (problem.min_size > 1 or problem.union_closed)
        self.passed: set[int] = set()
        self.proved = False                            # the last visit proved its down-set failing
        self.budget = budget or Budget(NO_LIMITS, progress)
        self.stopped = False                           # a limit ended the search before it was complete
        self.on_best = None                            # called with (node, score, suppressed) on each better node
        self.max_frontier = MAX_FRONTIER

    def run(self) -> int:
        try:
            for levels, bounds, known in self.chunks:
                if self.bounds_are_final and bounds[0] > self.best_score + SCORE_TOLERANCE:
                    break
                # most nodes are tagged failing long before the order reaches them: skip them in bulk, and screen
                # the others at once; the walk then asks only about what it learns since (``marks``)
                # tags by index (dense): the codes only of the open nodes, and a chunk all known to fail (most of
                # them, once the walk is past the optimum's level) costs this one lookup
                indices = known if known is not None else self._indices(levels)
                codes = None if self.dense else self._codes(levels)
                open_nodes = np.flatnonzero(~self.failing.covers_nodes(indices, codes))
                if not len(open_nodes):
                    self.budget.step(0)
                    continue
                indices = None if indices is None else indices[open_nodes]
                # a lazy order (``Order.take``) gives no levels: the open nodes' are unpacked from their indices
                levels = self.nodes.unpack_each(indices) if levels is None else levels[open_nodes]
                bounds = bounds[open_nodes]
                codes = self._codes(levels) if self.dense else codes[open_nodes]
                satisfying = self.satisfying.covers_nodes(indices, codes)
                if self.raised is not None:
                    bounds = np.maximum(bounds, self.raised.at_nodes(indices, codes))
                self.marks = (self.failing.logged, self.satisfying.logged, self.raised.count if self.raised else 0)
                self.rest = list(zip(self.nodes.pack_each(levels) if indices is None else indices.tolist(),
                                     bounds.tolist(), repeat(None) if codes is None else codes[:, None, :],
                                     satisfying.tolist()))
                self.bounds = {index: bound for index, bound, _code, _known in self.rest}
                if not self._walk():
                    break
                self.budget.step(0)  # making the order takes time too: a time limit or Cancel stops it here
                if self.order.frontier > self.max_frontier:  # memory: stop as at a limit (the bound stays true)
                    raise LimitReached()
        except LimitReached:
            self.stopped = True
        return self.best

    def _tag_small_pairs(self) -> bool:
        """Tag failing the nodes where one pair of QIs alone puts more records into classes smaller than any
        passing class than may be suppressed (``pair_small_records``: a union of down-sets); True. Without
        suppression most of the lattice: Adult, k=5, 12,774 of its 12,960 nodes, and of the nodes the walk
        evaluated, 94 of discernibility's 128 failing ones (180 -> 83 evaluations; with the climb by bound 48) and
        Loss's 119 -> 27. Not with suppression: there the pairs tag few nodes (864 at 5%), and the walk no longer
        climbs from them to the larger down-sets it tags (discernibility 5%: 1,152 -> 1,280 evaluations). With k-map,
        a pair's classes matching too few population rows count too (``min_people``). Then triples of QIs
        (``_add_triples``) and the requirements' verdicts on single QIs and pairs (``_add_failing_values``) tag
        more. Kept with the table base per requirements, smallest class, fewest population rows and grid."""
        problem, nodes = self.problem, self.nodes
        key = ("failing before the walk", *problem.requirements, problem.min_size, self.min_people,
               *nodes.low_list, *nodes.high_list)
        failing = problem.memo.get(key)
        if failing is None:
            base = problem.base  # its counts as floats, which bincount takes (the set cache holds it anyway)
            rows, matrices = list(problem.rows), list(problem.matrices)
            if self._values_decide():  # a class smaller than the smallest passing one fails its verdict too
                failing = np.zeros(nodes.size, bool)
                self._add_failing_values(failing, rows, matrices, base)
            else:
                failing = pair_small_records(rows, matrices, base.weights, problem.min_size, nodes.low, nodes.high,
                                             base.population_weights, self.min_people) > problem.allowed
                self._add_triples(failing, rows, matrices, base)
            failing.flags.writeable = False
            problem.memo[key] = failing
        self.failing.add_nodes(failing)
        return True

    def _add_triples(self, failing: np.ndarray, rows: list[np.ndarray], matrices: list[np.ndarray], base) -> None:
        """Tag by triples of QIs the nodes the pairs leave untagged (``triple_small_records``), when the count is
        cheap (``COMBINED_ROWS``) and classes fail on their size or population alone (no sensitive attribute:
        k-anonymity, k-map). Adult, k=5, 0%: 95 of the 186 nodes the pairs leave (Loss 27 -> 6 evaluations,
        discernibility 48 -> 37); k-map 5: 88 of 209 (AECS 66 -> 24)."""
        open_nodes = np.flatnonzero(~failing)
        if len(rows) < 3 or sensitive_attributes(self.problem.requirements) or not len(open_nodes) \
                or math.comb(len(rows), 3) * len(base) > COMBINED_ROWS:
            return
        found = triple_small_records(rows, matrices, base.weights, self.problem.min_size,
                                     self.nodes.unpack_each(open_nodes.tolist()), base.population_weights,
                                     self.min_people)
        failing[open_nodes] |= found > self.problem.allowed

    def _values_decide(self) -> bool:
        """Whether the requirements' verdicts on classes of single QIs and pairs tag nodes (``_add_failing_values``)
        in place of the pairs' small classes: union-closed requirements, some on sensitive values, no population,
        no whole-table condition, and a cheap count (``COMBINED_ROWS``)."""
        problem = self.problem
        return problem.union_closed and bool(sensitive_attributes(problem.requirements)) \
            and problem.population is None \
            and not problem.table_checks and not problem.uniqueness \
            and math.comb(len(problem.rows), 2) * len(problem.frequency) <= COMBINED_ROWS

    def _add_failing_values(self, failing: np.ndarray, rows: list[np.ndarray], matrices: list[np.ndarray],
                            base) -> None:
        """Tag the nodes where a class of one QI, or then of a pair, fails the requirements (``failing_classes``;
        ``_values_decide``): one of the node's classes inside it fails. Adult, 0.2-closeness at 0%, hierarchical:
        single QIs tag 4,312 of the 4,315 failing nodes, pairs the rest (18 -> 2 evaluations); equal: 17 -> 1."""
        problem = self.problem
        # the requirements' attributes (not the aggregated ones the Loss carries)
        sensitive = {name: (base.sensitive[name], problem.sensitive[name].n_values)
                     for name in sensitive_attributes(problem.requirements)}

        def verdict(sizes: np.ndarray, counts: dict[str, np.ndarray]) -> np.ndarray:
            return satisfied_classes(problem.requirements, sizes, counts, problem.sensitive, problem.reference)

        for width in (1, 2):
            open_nodes = np.flatnonzero(~failing)
            if not len(open_nodes):
                return
            failing[open_nodes] |= failing_classes(rows, matrices, base.weights, sensitive,
                                                   self.nodes.unpack_each(open_nodes.tolist()), width, verdict)

    def _indices(self, levels: np.ndarray) -> np.ndarray | None:
        """The packed indices of level vectors, when the tags are dense (else None: they ask by unary code)."""
        return self.nodes.pack_array(levels) if self.dense else None

    def _codes(self, levels: np.ndarray) -> np.ndarray | None:
        """The unary codes of level vectors, when antichains or raised bounds need them (else None)."""
        needed = not self.dense or (self.raised is not None and not self.raised.dense)
        return self.nodes.codes(levels) if needed else None

    def _chunks(self) -> Iterator[tuple[np.ndarray | None, np.ndarray, np.ndarray | None]]:
        """The order (``Order``) in chunks of at most ``CHUNK`` nodes: levels (None when the order is lazy, see
        ``Order.take``), bounds and, when the order knows them and the tags are dense, the packed indices (else
        None); ``slice`` (levels, bounds, indices) and ``position``: what of the current slice is not handed out
        yet."""
        while len((taken := self.order.take(lazy=self.dense))[1]):
            indices = self.order.taken_indices if self.dense else None
            self.slice, self.position = (*taken, indices), 0
            while self.position < len(taken[1]):
                start = self.position
                self.position += self.CHUNK
                yield (None if taken[0] is None else taken[0][start:self.position], taken[1][start:self.position],
                       None if indices is None else indices[start:self.position])

    def bound(self, index: int) -> float:
        """A node's lower bound, raised by what evaluated nodes below it passed on (``RaisedBounds``)."""
        bound = self.bounds.get(index, None if self.scorer.bounds_before_evaluation else 0.0)
        code = None
        if bound is None or (self.raised is not None and not self.raised.dense):
            levels, code = self.nodes.node(index)
        if bound is None:
            bound = self.scorer.lower_bound(levels)
        return bound if self.raised is None else max(bound, self.raised.at_node(index, code))

    def lower_bound(self) -> float:
        """No node scores below this: the best score of a complete search; after a stop, the smallest bound of
        the nodes neither evaluated nor known to fail (or the best score, if lower): read on in the chunk being
        walked and the rest of its slice; every later node has at least the bound of the order's frontier."""
        if not self.stopped:
            return float(self.best_score)
        lowest = float(self.best_score)
        walking = ([self.current] if self.current is not None else []) + self.rest
        levels, bounds, indices = self.slice
        levels = self.nodes.unpack_each(indices[self.position:]) if levels is None else levels[self.position:]
        bounds = bounds[self.position:]
        codes = self.nodes.codes(levels) if len(levels) else np.zeros((0, self.nodes.words), np.uint64)
        if self.raised is not None:
            bounds = np.maximum(bounds, self.raised.at_nodes(self._indices(levels), codes))
        later = np.flatnonzero(~self.failing.covers_nodes(self._indices(levels), codes))
        entries = [(index, bound, code, None) for index, bound, code, _known in walking] + [
            (None, float(bounds[i]), codes[i][None, :], levels[i]) for i in later]
        for index, bound, code, row in entries:
            if bound >= lowest:
                if self.raised is None:  # in order: every later node's bound is at least this
                    break
                continue
            index = self.nodes.pack(row) if index is None else index
            if index in self.evaluated or self.failing.covers_node(index):
                continue
            if self.raised is None:
                lowest = bound  # the first open node in the order
                break
            lowest = min(lowest, max(bound, self.raised.at_node(index, code)))
        return min(lowest, self.order.floor())

    def _walk(self) -> bool:
        """Visit the chunk's nodes in order; False once the rest of the order cannot beat the best node."""
        failing_mark, satisfying_mark, raised_mark = self.marks
        while self.rest:
            self.current = self.rest.pop(0)  # kept while walked: a stop leaves it open (``lower_bound``)
            index, bound, code, satisfying = self.current
            if self.raised is not None:
                bound = max(bound, self.raised.at_node(index, code, since=raised_mark))
            if bound > self.best_score + SCORE_TOLERANCE:
                if self.bounds_are_final:
                    return False
                continue
            if index in self.evaluated or self.failing.covers_node(index, since=failing_mark):
                continue
            if len(self.evaluated) % 32 == 0:
                self.progress.report(min(0.95, len(self.evaluated) / max(1, self.nodes.size)),
                                     _("evaluated {evaluated:,} of {total:,} transformations").format(
                                         evaluated=len(self.evaluated), total=self.nodes.size))
            satisfying = satisfying or self.satisfying.covers_node(index, since=satisfying_mark)
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
        source = self.cache.source_for(levels, code)
        # too many classes for the suppression limit: failing, as is its down-set, without grouping its rows
        # (metrics whose bounds come from evaluated nodes need the classes: ``raised``); on a set of fewer than
        # ``PROOF_ROWS`` rows hashing them costs as much as the evaluation and rarely proves anything
        small = proven_small_rows(self.problem, source, levels) \
            if self.raised is None and len(source) >= PROOF_ROWS else None
        if small is not None:
            # tagged as its evaluation would tag it: its small classes hold at least ``small`` rows
            self.proved = self.screen
            if not self.proved:
                self.passed.add(index)
            if self.proved or self.monotone:
                self.failing.add_node(index)
            self._record(index, False, np.inf, small)
            return False
        outcome = evaluate(self.problem, levels, source, self.screen, one_value=True)
        self.cache.add(levels, outcome, code)
        self.proved = self.screen and outcome.forced > self.problem.allowed
        if self.proved:
            self.failing.add_node(index)
        else:
            self.passed.add(index)
        if outcome.satisfied:
            score = self.bound(index) if self.bound_is_score else self.scorer.score(levels, outcome)
            self._record(index, True, score, outcome.suppressed)
            if self.monotone:
                self.satisfying.add_node(index)
        else:
            self._record(index, False, np.inf, outcome.suppressed)
            if self.monotone:
                self.failing.add_node(index)
        successor_bound = self.scorer.successor_bound(outcome)
        if successor_bound is not None:
            self.raised.add_node(index, code, successor_bound)
        specialization_bound = self.scorer.specialization_bound(outcome)
        if specialization_bound is not None:
            self.raised.add_below(index, code, specialization_bound)
        return outcome.satisfied

    def _ascend(self, index: int, proven: bool = False, start: bool = False) -> None:
        """From a failing node, climb to a maximal failing generalization, which marks its whole down-set failing
        at once. Along a path to the top the failing nodes are a prefix (the requirements are monotone), so the
        highest failing node of the path is found by binary search (Flash); from there the climb goes on through
        any failing successor, until every successor is known to satisfy or to be below a known failing node.

        ``proven``: the same climb for nodes that prove their down-set failing (see ``screen``; the proof is not
        monotone, so this is a heuristic for finding large down-sets, each of them proven).

        ``start``: the node is not evaluated yet; it heads the first path (monotone requirements only).

        With suppression, a node whose bound already exceeds the best score is not evaluated on the climb (as
        ARX's Flash skips it): it and its whole up-set cannot be optimal, so the climb treats it as the end of the
        path, as if it satisfied; nothing is tagged from it, so no node is marked failing or satisfying that is
        not. With suppression most such nodes do satisfy (3 in 4 on Adult), so evaluating them told nothing;
        without, about half fail and tag their down-sets, which spares more evaluations than skipping them does
        (benchmarks/RESULTS.md, per-node cost) — unless pairs of QIs tagged most failing nodes before the walk
        (``climb_by_bound``: Adult, k=5, 0%: discernibility 83 -> 48 evaluations, Loss 46 -> 27; without the
        pairs' tags discernibility took 284)."""
        node = self.nodes.node
        known_failing, check = self._known_failing, self._visit
        known_passing = self._passing_or_excluded if self.climb_by_bound else self.satisfying.covers_node
        if proven:
            known_failing = self.failing.covers_node
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

    def _passing_or_excluded(self, target: int) -> bool:
        """On a monotone climb: the node is known to satisfy, or its bound excludes it and its up-set."""
        return self.satisfying.covers_node(target) or (target not in self.evaluated
                                                        and self.bound(target) > self.best_score + SCORE_TOLERANCE)

    def _known_failing(self, target: int) -> bool:
        return self.failing.covers_node(target) or (target in self.evaluated
                                                    and not self.satisfying.covers_node(target))

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
        source = self.cache.source_for(levels, code)
        group, n_classes, _ = group_node(self.problem, source, levels)
        # in blocks: one bincount of 85 M rows copies them as 8-byte integers and floats (1.4 GB)
        small = small_rows(self.problem, blocked_bincount(group, len(group), source.weights, n_classes))
        if small > self.problem.allowed:
            self._record(index, False, np.inf, small)
            self.failing.add_node(index)
            return False
        self.passed.add(index)
        return True

    def _path(self, index: int) -> list[int]:
        """Node indices of a path from node ``index`` (excluded) to the top, raising the QI with most room first."""
        room = [top - level for top, level in zip(self.nodes.high_list, self.nodes.node(index)[0].tolist())]
        return climb(index, room, self.nodes.strides)

    def _record(self, index: int, satisfied: bool, score: float, suppressed: int) -> None:
        self.evaluated[index] = (satisfied, score, suppressed)
        if satisfied:
            levels = self.nodes.node(index)[0]
            key = (score, int(levels.sum()), tuple(levels.tolist()))
            if self.best_key is None or better(key, self.best_key):
                self.best, self.best_score, self.best_key = index, score, key
                if self.on_best is not None:
                    self.on_best(index, score, suppressed)


def climb(index: int, room: list[int], strides: list[int]) -> list[int]:
    """Node indices from node ``index`` (excluded) to the top, one level at a time, raising the QI with most
    ``room`` left (the first of those tied): QIs are raised by rounds of room, the QIs with room r in QI order, then
    r - 1, ..., which is the same path without finding the maximum again at every step."""
    path = []
    for left in range(max(room, default=0), 0, -1):
        for j in [j for j, r in enumerate(room) if r >= left]:
            index += strides[j]
            path.append(index)
    return path


def better(key: tuple, other: tuple) -> bool:
    """Lower score first (RANK: then its other dimensions); equal scores (within rounding) go to fewer steps, then
    the smaller level vector."""
    if key[0] < other[0] - SCORE_TOLERANCE:
        return True
    if key[0] > other[0] + SCORE_TOLERANCE:
        return False
    ranked = rank_order(key[0], other[0], SCORE_TOLERANCE)
    return ranked < 0 if ranked else key[1:] < other[1:]


def frontier(nodes: Nodes, evaluated: dict[int, tuple[bool, float, int]], limit: int = 50) -> list[int]:
    """Evaluated satisfying nodes that no other evaluated satisfying node lies below, best scores first."""
    satisfying = [i for i, (ok, _, _) in evaluated.items() if ok]
    if not satisfying:
        return []
    levels = nodes.unpack_each(satisfying)
    steps = levels.sum(axis=1).tolist()
    order = sorted(range(len(satisfying)), key=lambda r: (evaluated[satisfying[r]][1], steps[r]))
    satisfying, levels = [satisfying[r] for r in order], levels[order]
    minimal = []
    # best first, a block of nodes at a time, each against all: u <= v exactly when code(u) & ~code(v) is 0 in
    # every word (``Nodes``' unary codes), and only the node itself has its code; stops at ``limit`` minimal nodes
    codes = nodes.codes(levels)
    block = max(1, FRONTIER_CELLS // (len(satisfying) * codes.shape[1]))
    for start in range(0, len(satisfying), block):
        inside = (codes[None, :, :] & ~codes[start:start + block, None, :]) == 0
        below = np.count_nonzero(inside.all(axis=2) if codes.shape[1] > 1 else inside[:, :, 0], axis=1) > 1
        minimal += [satisfying[start + r] for r in np.flatnonzero(~below).tolist()]
        if len(minimal) >= limit:
            return minimal[:limit]
    return minimal


FRONTIER_CELLS = 1 << 18
"""Code comparisons ``frontier`` makes at once (a block of nodes against every satisfying node)."""
