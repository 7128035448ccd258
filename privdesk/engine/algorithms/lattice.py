"""Optimal full-domain generalization with record suppression: the search ARX runs by default.

A transformation gives every quasi-identifier one hierarchy level; the transformations form a lattice (a node is a
level vector). The search returns the node with the best utility score among those whose release meets every
privacy requirement after suppressing the rows of failing classes, within the suppression limit.

How it stays optimal and fast (Flash, Kohlmayer et al. 2012; OLA, El Emam et al. 2009; ARX's lower bounds):
- The rows are grouped once into the *frequency set* (distinct QI + sensitive code rows with counts); every node is
  evaluated on that set, so a node costs the same on 30,000 rows as on 1,000,000 resampled rows.
- Every metric has a lower bound that never decreases from a node to its generalizations and never exceeds the
  metric (SPEC.md §6: ARX's Loss with suppressed records counted at their share instead of 1). Nodes are visited in
  order of that bound; the search stops when the next bound is no better than the best score found, so no
  unvisited node can beat it. Discernibility and average class size have no bound known before evaluation: each
  evaluated node passes its value without suppression to its generalizations as their bound.
- When the requirements are monotone (every requirement without suppression, or only k-anonymity and distinct
  l-diversity with suppression), a failing node marks all of its specializations failing without evaluation.
  (δmin, δmax)-presence is monotone only without suppression and with δmin = 0 (``Requirement``).
- Otherwise an evaluated node can still prove that every specialization suppresses more rows than allowed, and
  then its whole down-set fails; the search climbs from such nodes as in a monotone search. The requirements
  imply a smallest class that can pass (k, distinct l, the fewest records whose shares can be t-close:
  ``smallest_passing_class``): the rows of smaller classes are suppressed at the node and at every
  specialization, which class sizes alone tell. When every requirement is union-closed (k-anonymity, distinct
  l-diversity, t-closeness: a class holds when all its parts hold), each failing class also has failing parts
  in every specialization, holding a share of its rows that t-closeness's convexity bounds (``_forced``). On
  t-closeness with suppression on Adult this leaves 815 of 4,041 nodes to evaluate.
- δ-presence (SPEC §4) needs the population table: its QI rows are mapped through the same hierarchies (label codes
  of a level are the hierarchy's, shared by data and population), grouped, and appended to the frequency set with
  record count 0 and a second count, ``population``. A class's N is then one more ``bincount``; a class holding
  only population rows is no class of the release: it is never checked, kept or suppressed, and adds nothing to a
  metric.

Ties between equal scores go to the node with fewer generalization steps, then to the smaller level vector.
"""

from __future__ import annotations

import functools
import math
import time
from dataclasses import dataclass
from typing import Mapping, Sequence

import numpy as np
import pandas as pd

from ...i18n import _
from ..classes import RowsByClass, class_spans, group_key, group_rows, partition
from ..dataset import Dataset
from ..errors import InputError
from ..generalization import generalized_column
from ..hierarchy import Hierarchy, name_values
from ..metrics.information_loss import whd_of_levels
from ..metrics.utility import arx_loss_factors, arx_loss_from_totals
from ..models.population_models import UniquenessRequirement, enforce
from ..models.risk_threshold import with_suppressed
from ..progress import NO_PROGRESS, Progress
from ..requirements import (TOLERANCE, Requirement, SensitiveData, class_values, holds, largest_t, satisfied_classes,
                            sensitive_attributes, smallest_passing_class)
from ..rows import RowEngine
from ..rows.memory import MemoryRows
from ..types import ColumnType
from ..weights import equal_weights, normalize_weights
from .result import Anonymization, NoSolution
from .strategy import NO_LIMITS, Budget, Candidate, Limits, LimitReached, stopped_without_release

METRICS = {
    "loss": "ARX's Loss (geometric mean over QIs of the share of hierarchy values merged; ARX's default)",
    "precision": "generalization intensity / precision (mean level / height; suppressed = 1)",
    "discernibility": "discernibility (Σ class size², a suppressed row costs n)",
    "aecs": "average equivalence class size",
    "entropy": "non-uniform entropy (bits lost per value, summed)",
    "whd": "WHD table information loss (SPEC §5)",
    "weighted_entropy": "weighted attribute entropy lost (SPEC §2, attribute weights)",
}
ORDERED = frozenset({ColumnType.INTEGER, ColumnType.DECIMAL, ColumnType.DATE, ColumnType.ORDERED})
SCORE_TOLERANCE = 1e-12
CONDENSED_SHARE = 0.7
"""An evaluated node's frequency set is kept for its generalizations when it has at most this share of the rows
of the set it was evaluated from ..."""
CONDENSED_SOURCE_ROWS = 2_000
"""... and that set has at least this many rows: on smaller sets an evaluation costs numpy's call overhead, which
a smaller set does not save (building it costs more)."""


@dataclass
class _Problem:
    """Everything a node evaluation needs, precomputed once on the frequency set."""

    n: int                                   # rows
    frequency: np.ndarray                    # rows per distinct (QI, sensitive) combination
    rows: list[np.ndarray]                   # [qi] hierarchy row (= level-0 label code) of each frequency-set row
    label_counts: list[list[int]]            # [qi][level] -> number of labels
    sensitive_codes: dict[str, np.ndarray]   # per sensitive attribute, its code per frequency-set row
    sensitive: dict[str, SensitiveData]
    reference: dict[str, np.ndarray]         # whole-table value counts per sensitive attribute
    requirements: list[Requirement]
    allowed: int                             # rows that may be suppressed
    matrices: list[np.ndarray]               # [qi] hierarchy matrix (levels x hierarchy rows), for level maps
    population: np.ndarray | None = None     # population rows per frequency-set row (δ-presence), else None
    min_size: int = 1                        # classes smaller than this fail whatever their values
    empty_classes_fail: bool = False         # every requirement fails a class of no rows (k, distinct l)
    union_closed: bool = False               # a class holds when all its parts hold (``_forced``)
    worst: list[float | None] | None = None  # per requirement: the largest t any class can have (t-closeness)
    table_checks: tuple[Requirement, ...] = ()  # requirements with a whole-table condition after suppression
    uniqueness: tuple = ()                   # whole-release uniqueness thresholds (``models.population_models``)

    def __post_init__(self) -> None:
        self._maps: dict[tuple[int, int, int], np.ndarray] = {}
        self._offsets: dict[tuple[int, ...], np.ndarray] = {}
        self._first_rows: dict[tuple[int, int], np.ndarray] = {}
        self.qi = np.arange(len(self.matrices))
        depth = max(matrix.shape[0] for matrix in self.matrices)
        # up[level, start_j + row]: the label code at ``level`` of hierarchy row ``row`` of QI j (levels above the
        # top repeat it). Every label of a set's numbering names one such row (``_Set.row_of``), so mapping all
        # labels of a set to any node is one gather.
        self.up = np.concatenate([matrix[np.minimum(np.arange(depth), matrix.shape[0] - 1)]
                                  for matrix in self.matrices], axis=1).astype(np.int64)
        self.radix = np.ones((len(self.matrices), depth), np.int64)  # [qi, level] -> number of labels
        for j, counts in enumerate(self.label_counts):
            self.radix[j, :len(counts)] = counts

    def codes_at(self, j: int, level: int) -> np.ndarray:
        """Label code of QI j at ``level`` of every frequency-set row."""
        return self.matrices[j][level][self.rows[j]]

    def first_rows(self, j: int, level: int) -> np.ndarray:
        """For each label of QI j at ``level``: the first hierarchy row carrying it."""
        key = (j, level)
        if key not in self._first_rows:
            _, self._first_rows[key] = np.unique(self.matrices[j][level], return_index=True)  # codes 0..labels-1
        return self._first_rows[key]

    def level_map(self, j: int, low: int, high: int) -> np.ndarray:
        """Label code at level ``low`` of QI j -> its label code at level ``high`` (levels are functions)."""
        key = (j, low, high)
        if key not in self._maps:
            self._maps[key] = self.matrices[j][high][self.first_rows(j, low)].astype(np.int64)
        return self._maps[key]

    def offsets(self, levels: Sequence[int]) -> np.ndarray:
        """Where each QI's labels at ``levels`` start in one numbering of all their labels (see ``_Set``)."""
        key = tuple(levels.tolist()) if isinstance(levels, np.ndarray) else tuple(levels)
        if key not in self._offsets:
            counts = [self.label_counts[j][level] for j, level in enumerate(key)]
            self._offsets[key] = np.concatenate([[0], np.cumsum(counts[:-1])]).astype(np.int64)
        return self._offsets[key]

    @functools.cached_property
    def base(self) -> "_Set":
        """The frequency set itself, as the set of the lattice's bottom node."""
        levels = tuple([0] * len(self.rows))
        stacked = np.vstack(self.rows) + self.offsets(levels)[:, None]  # rows are int64
        labels = np.array([matrix.shape[1] for matrix in self.matrices])  # level 0: one label per row, in order
        return _Set(levels, stacked, dict(self.sensitive_codes), self.frequency, np.repeat(self.qi, labels),
                    np.arange(int(labels.sum())), self.population)

    def labels_at(self, source: "_Set", levels: np.ndarray) -> np.ndarray:
        """For each label of ``source`` (numbered as in ``_Set.stacked``): its label code at ``levels`` of its QI;
        a table that maps every QI of a set's rows at once (one gather)."""
        return self.up[levels[source.qi_of], source.row_of]


def optimal_generalization(dataset: Dataset, qis: Sequence[str], hierarchies: Mapping[str, Hierarchy],
                           requirements: Sequence[Requirement], *, suppression: float = 0.0, metric: str = "loss",
                           weights: Mapping[str, float] | None = None,
                           min_levels: Mapping[str, int] | None = None, max_levels: Mapping[str, int] | None = None,
                           population: Dataset | None = None, progress: Progress = NO_PROGRESS,
                           limits: Limits = NO_LIMITS,
                           uniqueness: Sequence[UniquenessRequirement] = (),
                           row_counts: np.ndarray | None = None) -> Anonymization:
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
    δ-presence requirements.

    ``row_counts``: the records each row of ``dataset`` stands for, when it is a frequency set grouped by an
    out-of-core row engine (``engine.rows``); the release is then that set's, one row per group."""
    started = time.perf_counter()
    qis = list(qis)
    requirements = list(requirements)
    problem, group_of_row, bounds, heights, low, high = _setup(
        dataset, qis, hierarchies, requirements, suppression, metric, min_levels, max_levels, population, progress,
        uniqueness, row_counts)
    problem.uniqueness = tuple(r.resolved(problem.n) for r in uniqueness)
    nodes = np.ascontiguousarray(np.indices(tuple((high - low + 1).tolist())).reshape(len(qis), -1).T + low)
    scorer = _Scorer(metric, problem, hierarchies, qis, heights, weights)
    bound = scorer.lower_bounds(nodes)
    # ties may come in any order: every node within the tolerance of the best score is visited (``_Search.run``)
    # and the best is chosen among them by ``_better``
    order = np.argsort(bound)
    monotone = not uniqueness and all(r.monotone_without_suppression for r in requirements) and (
        suppression == 0.0 or all(r.monotone_with_suppression for r in requirements))

    budget = Budget(limits, progress)
    search = _Search(problem, scorer, nodes, low, high, bound, monotone, suppression == 0.0, progress, budget)
    search.on_best = lambda index, score, suppressed: progress.partial(Candidate(
        dict(zip(qis, map(int, nodes[index]))), score, suppressed, len(search.evaluated), budget.seconds))
    best = search.run(order)
    evaluated, best_score = search.evaluated, search.best_score
    if best < 0:
        if search.stopped:
            raise stopped_without_release(limits)
        raise NoSolution.no_generalization(qis, [r.label for r in requirements], suppression)
    progress.report(0.97, _("building the release"))
    levels = nodes[best]
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
        "lattice_size": int(len(nodes)),
        "evaluated": len(evaluated),
        "frequency_set": int(len(problem.frequency)),
        "frontier": [{"transformation": dict(zip(qis, map(int, nodes[i]))), "score": evaluated[i][1],
                      "suppressed": evaluated[i][2]} for i in frontier],
        "seconds": time.perf_counter() - started,
    }
    progress.report(1.0, _("done"))
    return Anonymization("optimal", released, qis, suppressed, row_levels, dict(zip(qis, map(int, levels))),
                         details, optimal=not search.stopped, lower_bound=search.lower_bound(),
                         nodes_evaluated=len(evaluated), seconds=details["seconds"])


def _setup(dataset: Dataset, qis: list[str], hierarchies: Mapping[str, Hierarchy], requirements: list[Requirement],
           suppression: float, metric: str, min_levels: Mapping[str, int] | None,
           max_levels: Mapping[str, int] | None, population: Dataset | None, progress: Progress,
           uniqueness: Sequence = (), row_counts: np.ndarray | None = None):
    """Check a full-domain search's arguments and prepare its frequency set (shared with ``heuristic.py``):
    (problem, group of each row, bound hierarchy rows, heights, lowest and highest levels). ``row_counts``: see
    ``optimal_generalization``."""
    if not qis:
        raise InputError(_("choose at least one quasi-identifier"))
    if metric not in METRICS:
        raise InputError(_("unknown utility metric '{metric}'; choose one of {choices}").format(
            metric=metric, choices=", ".join(METRICS)))
    if not 0.0 <= suppression <= 1.0:
        raise InputError(_("the suppression limit is a share of the rows between 0 and 1"), value=suppression)
    lacking = [q for q in qis if q not in hierarchies]
    if lacking:
        raise InputError(_("the optimal search needs a hierarchy for every quasi-identifier; {columns} has "
                           "none").format(columns=", ".join(lacking)))
    if not requirements and not uniqueness:
        raise InputError(_("choose at least one privacy model"))
    progress.report(0.0, _("preparing the frequency set"))
    problem, group_of_row, bounds = _prepare(MemoryRows(dataset, row_counts), qis, hierarchies, requirements,
                                             suppression, population)
    heights = np.array([hierarchies[q].height for q in qis])
    low = np.array([_level(min_levels, q, 0, hierarchies[q]) for q in qis])
    high = np.array([_level(max_levels, q, hierarchies[q].height, hierarchies[q]) for q in qis])
    if (low > high).any():
        bad = qis[int(np.flatnonzero(low > high)[0])]
        raise InputError(_("the minimum level of '{column}' is above its maximum level").format(column=bad))
    return problem, group_of_row, bounds, heights, low, high


def _release(dataset: Dataset, qis: list[str], hierarchies: Mapping[str, Hierarchy], problem: _Problem,
             group_of_row: np.ndarray, bounds: list, heights: np.ndarray, levels: np.ndarray):
    """The release at a node (shared with ``heuristic.py``): (released table, suppressed rows, row levels,
    the node's outcome)."""
    outcome = _evaluate(problem, levels)
    suppressed = ~outcome.kept_groups[group_of_row]
    released = dataset
    for q, level, bound in zip(qis, levels, bounds):
        released = released.with_column(generalized_column(dataset.column(q), hierarchies[q], int(level), suppressed,
                                                           bound=bound))
    row_levels = np.broadcast_to(levels, (dataset.n_rows, len(qis))).copy()
    row_levels[suppressed] = heights
    return released, suppressed, row_levels, outcome


class _Search:
    """Best-first walk over the lattice in order of the metric's lower bound, with predictive tagging."""

    CHUNK = 256  # nodes of the order screened at once

    def __init__(self, problem: "_Problem", scorer: "_Scorer", nodes: np.ndarray, low: np.ndarray,
                 high: np.ndarray, bound: np.ndarray, monotone: bool, exact_bounds: bool,
                 progress: Progress, budget: Budget | None = None) -> None:
        self.problem, self.scorer, self.nodes, self.low, self.high = problem, scorer, nodes, low, high
        self.bound, self.monotone, self.progress = bound, monotone, progress
        # Without suppression the bound of Loss, precision, entropy and WHD *is* the score of a satisfying node.
        self.bound_is_score = exact_bounds and scorer.bounds_are_final
        self.bounds_are_final = scorer.bounds_are_final
        self.dims = tuple((high - low + 1).tolist())
        self.low_list, self.high_list = low.tolist(), high.tolist()
        self.strides = [int(np.prod(self.dims[j + 1:])) for j in range(len(self.dims))]  # of the C-order grid
        self.failing = np.zeros(len(nodes), bool)      # known not to meet the requirements
        self.satisfying = np.zeros(len(nodes), bool)   # known to meet them (monotone requirements only)
        self.evaluated: dict[int, tuple[bool, float, int]] = {}
        self.best, self.best_score, self.best_key = -1, np.inf, None
        self.cache = _SetCache(problem)
        # Not monotone, but an evaluated node can prove that all its specializations suppress more rows than
        # allowed (``_Outcome.forced``): then its whole down-set fails, and the search climbs from it as from a
        # failing node of a monotone search. ``passed`` marks nodes checked without such a proof.
        self.screen = not monotone and (problem.min_size > 1 or problem.union_closed)
        self.passed = np.zeros(len(nodes), bool)
        self.proved = False                            # the last visit proved its down-set failing
        self.budget = budget or Budget(NO_LIMITS, progress)
        self.stopped = False                           # a limit ended the search before it was complete
        self.on_best = None                            # called with (node, score, suppressed) on each better node

    def run(self, order: np.ndarray) -> int:
        try:
            for start in range(0, len(order), self.CHUNK):
                chunk = order[start:start + self.CHUNK]
                if self.bounds_are_final and self.bound[chunk[0]] > self.best_score + SCORE_TOLERANCE:
                    break
                # most nodes are tagged failing long before the order reaches them: skip them in bulk
                if not self._walk(chunk[~self.failing[chunk]].tolist()):
                    break
        except LimitReached:
            self.stopped = True
        return self.best

    def lower_bound(self) -> float:
        """No node scores below this: the best score of a complete search; after a stop, the smallest bound of
        the nodes neither evaluated nor known to fail (or the best score, if lower)."""
        if not self.stopped:
            return float(self.best_score)
        open_nodes = ~self.failing
        open_nodes[list(self.evaluated)] = False
        remaining = float(self.bound[open_nodes].min()) if open_nodes.any() else np.inf
        return float(min(remaining, self.best_score))

    def _walk(self, indices: list[int]) -> bool:
        """Visit nodes in order; False once the rest of the order cannot beat the best node."""
        for index in indices:
            if self.bound[index] > self.best_score + SCORE_TOLERANCE:
                if self.bounds_are_final:
                    return False
                continue
            if self.failing[index] or index in self.evaluated:
                continue
            if len(self.evaluated) % 32 == 0:
                self.progress.report(min(0.95, len(self.evaluated) / max(1, len(self.nodes))),
                                     _("evaluated {evaluated:,} of {total:,} transformations").format(
                                         evaluated=len(self.evaluated), total=len(self.nodes)))
            if self.satisfying[index] and self.bound_is_score:
                self._record(index, True, float(self.bound[index]), 0)
                continue
            if self.monotone and not self.satisfying[index]:
                # Most nodes met in the order fail (without suppression all before the optimum do), so the climb
                # starts at once by binary search on a path from the node itself (Flash): a failing
                # generalization found on it spares the node's evaluation
                self._ascend(index, start=True)
            elif not self._visit(index):
                if self.monotone:
                    self._ascend(index)
                elif self.proved:
                    self._ascend(index, proven=True)
        return True

    def _visit(self, index: int) -> bool:
        """Evaluate a node, record its score, tag what monotonicity allows; whether it meets the requirements."""
        self.budget.step()
        levels = self.nodes[index]
        outcome = _evaluate(self.problem, levels, self.cache.source_for(levels), self.screen)
        self.cache.add(levels, outcome)
        self.proved = self.screen and outcome.forced > self.problem.allowed
        if self.proved:
            self._grid(self.failing)[self._below(levels)] = True
        else:
            self.passed[index] = True
        if outcome.satisfied:
            score = float(self.bound[index]) if self.bound_is_score else self.scorer.score(levels, outcome)
            self._record(index, True, score, outcome.suppressed)
            if self.monotone:
                self._grid(self.satisfying)[self._above(levels)] = True
        else:
            self._record(index, False, np.inf, outcome.suppressed)
            if self.monotone:
                self._grid(self.failing)[self._below(levels)] = True
        successor_bound = self.scorer.successor_bound(outcome)
        if successor_bound is not None:
            above = self._grid(self.bound)[self._above(levels)]  # a view: updated in place
            np.maximum(above, successor_bound, out=above)
        return outcome.satisfied

    # The nodes are the grid low..high in C order, so the generalizations of a node (its up-set) and its
    # specializations (its down-set) are boxes of the grid: tagging them is a slice assignment.
    def _grid(self, values: np.ndarray) -> np.ndarray:
        return values.reshape(self.dims)

    def _above(self, levels: np.ndarray) -> tuple[slice, ...]:
        return tuple(slice(v - low, None) for v, low in zip(levels.tolist(), self.low_list))

    def _below(self, levels: np.ndarray) -> tuple[slice, ...]:
        return tuple(slice(0, v - low + 1) for v, low in zip(levels.tolist(), self.low_list))

    def _ascend(self, index: int, proven: bool = False, start: bool = False) -> None:
        """From a failing node, climb to a maximal failing generalization, which marks its whole down-set failing
        at once. Along a path to the top the failing nodes are a prefix (the requirements are monotone), so the
        highest failing node of the path is found by binary search (Flash); from there the climb goes on through
        any failing successor, until every successor is known to satisfy or to be below a known failing node.

        ``proven``: the same climb for nodes that prove their down-set failing (see ``screen``; the proof is not
        monotone, so this is a heuristic for finding large down-sets, each of them proven).

        ``start``: the node is not evaluated yet; it heads the first path (monotone requirements only)."""
        known_failing, known_passing, check = self._known_failing, self.satisfying.__getitem__, self._visit
        if proven:
            known_failing, known_passing, check = self.failing.__getitem__, self.passed.__getitem__, self._screen
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
            room = [high - level for high, level in zip(self.high_list, self.nodes[current].tolist())]
            for j in sorted(range(len(room)), key=room.__getitem__, reverse=True):  # most room first (stable)
                if not room[j]:
                    continue
                target = current + self.strides[j]
                if known_passing(target) or known_failing(target) or (not proven and target in self.evaluated):
                    continue
                if not check(target):
                    current = target
                    break
            else:
                return

    def _known_failing(self, target: int) -> bool:
        return bool(self.failing[target]) or (target in self.evaluated and not self.satisfying[target])

    def _screen(self, index: int) -> bool:
        """Whether a node does not prove its down-set failing. A node whose bound does not exclude it yet is
        evaluated in full (nearly all of them are needed later anyway, and its classes are grouped once), others
        on their class sizes only."""
        if self.bound[index] <= self.best_score + SCORE_TOLERANCE:
            self._visit(index)
            return not self.proved
        return self._sizes(index)

    def _sizes(self, index: int) -> bool:
        """Whether a node's classes below the smallest passing size hold no more rows than may be suppressed (else
        it fails, recorded as evaluated, and its down-set is marked failing)."""
        self.budget.step()
        levels = self.nodes[index]
        source = self.cache.source_for(levels)
        group, n_classes, _ = _group(self.problem, source, levels)
        small = _small_rows(self.problem, np.bincount(group, weights=source.frequency, minlength=n_classes))
        if small > self.problem.allowed:
            self._record(index, False, np.inf, small)
            self._grid(self.failing)[self._below(levels)] = True
            return False
        self.passed[index] = True
        return True

    def _path(self, index: int) -> list[int]:
        """Node indices of a path from node ``index`` (excluded) to the top, raising the QI with most room first."""
        room = [high - level for high, level in zip(self.high_list, self.nodes[index].tolist())]
        path = []
        while any(room):
            j = room.index(max(room))
            room[j] -= 1
            index += self.strides[j]
            path.append(index)
        return path

    def _record(self, index: int, satisfied: bool, score: float, suppressed: int) -> None:
        self.evaluated[index] = (satisfied, score, suppressed)
        if satisfied:
            levels = self.nodes[index]
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


def _level(levels: Mapping[str, int] | None, name: str, default: int, hierarchy: Hierarchy) -> int:
    if not levels or name not in levels:
        return default
    level = int(levels[name])
    if not 0 <= level <= hierarchy.height:
        raise InputError(_("level {level} of '{column}' is outside its hierarchy (0 to {height})").format(
            level=level, column=name, height=hierarchy.height))
    return level


def _prepare(rows: RowEngine | Dataset, qis: list[str], hierarchies: Mapping[str, Hierarchy],
             requirements: list[Requirement], suppression: float, population: Dataset | None):
    """The search's problem from the row engine's frequency set over the QIs and the protected sensitive
    attributes: (problem, group of each row — None when the engine keeps its rows —, QI hierarchies bound). A
    table in memory is grouped by the memory engine."""
    rows = MemoryRows(rows) if isinstance(rows, Dataset) else rows
    names = sensitive_attributes(requirements)
    overlap = [n for n in names if n in qis]
    if overlap:
        raise InputError(_("'{column}' cannot be both a quasi-identifier and a protected sensitive attribute").format(
            column=overlap[0]))
    grouped = rows.frequency_set([*qis, *names])
    missing_tokens = grouped.missing_tokens
    bounds = [hierarchies[q].bind(grouped.columns[j], missing_tokens) for j, q in enumerate(qis)]
    frequency = grouped.counts
    rows_of = [bound[0][grouped.codes(j)].astype(np.int64) for j, bound in enumerate(bounds)]
    label_counts = [[len(labels) for labels in hierarchies[q].labels] for q in qis]
    sensitive, codes, reference = {}, {}, {}
    for i, name in enumerate(names):
        j = len(qis) + i
        column = grouped.columns[j]
        hierarchy = hierarchies.get(name)
        codes[name] = grouped.codes(j)
        # the checks count values from the frequency set (``_Set.sensitive``), never from row-length codes
        sensitive[name] = SensitiveData(codes[name], len(column.values), column.type in ORDERED,
                                        hierarchy.bind(column, missing_tokens) if hierarchy is not None else None)
        reference[name] = grouped.value_counts(j)
    allowed = int(np.floor(suppression * grouped.n_rows + 1e-9))
    matrices = [hierarchies[q].matrix for q in qis]
    weights = None
    needing = [r for r in requirements if r.spec.needs_population]
    if needing:
        if population is None:
            raise InputError(_("{label} needs the population table the data is drawn from").format(
                label=needing[0].label))
        population_rows, counts = _population_rows(population, qis, hierarchies)
        _check_contains(population_rows, counts, rows_of, frequency, qis, hierarchies)
        rows_of = [np.concatenate([codes, population_rows[:, j]]) for j, codes in enumerate(rows_of)]
        added = len(counts)
        codes = {name: np.concatenate([c, np.zeros(added, c.dtype)]) for name, c in codes.items()}
        weights = np.concatenate([np.zeros(len(frequency), np.int64), counts])
        frequency = np.concatenate([frequency, np.zeros(added, frequency.dtype)])
    union_closed = all(r.spec.union_closed(r) for r in requirements)
    empty_classes_fail = weights is None and all(r.spec.empty_class_fails(r) for r in requirements)
    problem = _Problem(grouped.n_rows, frequency, rows_of, label_counts, codes, sensitive, reference,
                       requirements, allowed, matrices, weights,
                       smallest_passing_class(requirements, sensitive, reference), empty_classes_fail, union_closed,
                       [largest_t(r, sensitive, reference) for r in requirements] if union_closed else None,
                       tuple(r for r in requirements if r.spec.table_value is not None))
    group_of_row = grouped.group_of_row() if grouped.group_of_row is not None else None
    return problem, group_of_row, bounds


def _population_rows(population: Dataset, qis: list[str],
                     hierarchies: Mapping[str, Hierarchy]) -> tuple[np.ndarray, np.ndarray]:
    """The population's distinct QI rows as hierarchy row indices (= level-0 label codes), with their counts."""
    columns = []
    for q in qis:
        column = population.column(q)
        lacking = hierarchies[q].uncovered_values(column, population.source.missing_tokens)
        if lacking:
            raise InputError(_("the population table has {count} value(s) that the hierarchy of '{column}' lacks: "
                               "{values}").format(count=len(lacking), column=q, values=name_values(lacking)),
                             path=population.source.path, column=q)
        bound = hierarchies[q].bind(column, population.source.missing_tokens)
        columns.append(bound[0][column.codes])
    grouped = partition(columns, radices=np.array([hierarchies[q].n_rows for q in qis], np.int64))
    return grouped.keys.astype(np.int64), grouped.sizes.astype(np.int64)


def _check_contains(rows: np.ndarray, counts: np.ndarray, data_codes: list[np.ndarray], frequency: np.ndarray,
                    qis: list[str], hierarchies: Mapping[str, Hierarchy]) -> None:
    """Reject a population that lacks rows of the data (compared on original values, so at every node)."""
    m = len(frequency)
    columns = [np.concatenate([codes, rows[:, j]]) for j, codes in enumerate(data_codes)]
    group, n_groups = group_rows(columns, np.array([hierarchies[q].n_rows for q in qis], np.int64))
    in_data = np.bincount(group[:m], weights=frequency, minlength=n_groups)
    in_population = np.bincount(group[m:], weights=counts, minlength=n_groups)
    short = np.flatnonzero(in_data > in_population)
    if len(short):
        example = int(np.flatnonzero(group[:m] == short[0])[0])
        values = ", ".join(f"{q} = {name_values([hierarchies[q].labels[0][data_codes[j][example]]])}"
                           for j, q in enumerate(qis))
        raise InputError(_("the population table does not contain every row of the data: {count:,} "
                           "combination(s) of the quasi-identifiers occur more often in the data than in the "
                           "population, e.g. {values} ({in_data:,} in the data, {in_population:,} in the "
                           "population)").format(count=len(short), values=values, in_data=int(in_data[short[0]]),
                                                 in_population=int(in_population[short[0]])))


@dataclass
class _Set:
    """A frequency set rolled up to a node: distinct (QI labels at ``levels``, sensitive values) rows with their
    record counts. Evaluating a generalization of ``levels`` needs only these rows (ARX's roll-up), which are far
    fewer than the base set's once a few attributes are generalized."""

    levels: tuple[int, ...]
    stacked: np.ndarray                      # QIs x rows: label code at ``levels`` + the QI's offset, so that
    sensitive: dict[str, np.ndarray]         # the labels of all QIs are numbered 0..Σ labels - 1
    frequency: np.ndarray
    qi_of: np.ndarray                        # per label of that numbering: its QI
    row_of: np.ndarray                       # and a hierarchy row carrying it (a column of ``_Problem.up``)
    population: np.ndarray | None = None     # population rows of each set row (δ-presence)

    def __len__(self) -> int:
        return len(self.frequency)

    def codes(self, problem: _Problem, j: int, rows: np.ndarray | slice = slice(None)) -> np.ndarray:
        """Label codes of QI j at ``levels`` (of some rows)."""
        return self.stacked[j, rows] - problem.offsets(self.levels)[j]


@dataclass
class _Outcome:
    satisfied: bool
    suppressed: int                 # rows in failing classes
    class_sizes: np.ndarray         # 0 for a class of population rows only, which is no class of the release
    class_ok: np.ndarray            # False for such empty classes
    group: np.ndarray               # class of each row of ``source``
    levels: np.ndarray              # the evaluated node
    source: "_Set"
    cells: np.ndarray | None = None     # one sensitive attribute: class x value cell of each source row
    counts: np.ndarray | None = None    # and the records per cell (flat classes x values matrix)
    screened: bool = False              # failed on its class sizes alone (class_ok: the classes large enough)
    forced: int = 0                     # rows every specialization suppresses at least (``_forced``)
    spread: bool = False                # the classes are a key space, some without rows (``_group``)

    @property
    def held_classes(self) -> int:
        """Classes holding rows of the source (records or population rows)."""
        return self.classes if self.spread else len(self.class_sizes)

    @property
    def kept_classes(self) -> int:
        return int(self.class_ok.sum())

    @property
    def classes(self) -> int:
        """Classes of the release (before suppression); empty ones do not count."""
        return int(np.count_nonzero(self.class_sizes))

    @property
    def kept_groups(self) -> np.ndarray:
        """Per row of ``source``: its class meets the requirements."""
        return self.class_ok[self.group]

    def suppressed_rows(self) -> tuple[np.ndarray, np.ndarray]:
        """The rows of ``source`` in failing classes, and the records each holds."""
        rows = np.flatnonzero(~self.class_ok[self.group]) if self.suppressed else np.zeros(0, np.int64)
        return rows, self.source.frequency[rows]


def _node_key(problem: _Problem, source: _Set, levels: np.ndarray) -> tuple[np.ndarray | None, int]:
    """The class key (mixed radix over the label codes at ``levels``) of every row of ``source``, and the size of
    the key space; (None, space) when the key would not fit in int64. One gather maps all QIs of the set's rows to
    their label at ``levels`` times the QI's stride, and a sum over the QIs adds them up."""
    radices = problem.radix[problem.qi, levels].tolist()
    space = math.prod(radices)  # Python ints: exact
    if space >= 2**62:
        return None, space
    strides = [1] * len(radices)
    for j in range(len(radices) - 2, -1, -1):
        strides[j] = strides[j + 1] * radices[j + 1]
    key_type = np.int32 if space < 2**31 else np.int64
    table = (problem.labels_at(source, levels) * np.array(strides)[source.qi_of]).astype(key_type, copy=False)
    live = [j for j, radix in enumerate(radices) if radix > 1]
    if len(live) == len(radices):
        return np.add.reduce(table[source.stacked], axis=0, dtype=key_type), space
    # a QI with one label at the node adds 0 to every key: gather the others only (high nodes have many such)
    if not live:
        return np.zeros(len(source), key_type), space
    key = table[source.stacked[live[0]]]
    for j in live[1:]:
        key += table[source.stacked[j]]
    return key, space


def _group(problem: _Problem, source: _Set, levels: np.ndarray) -> tuple[np.ndarray, int, bool]:
    """The class of every row of ``source`` at ``levels``, the number of classes, and whether they are *spread*:
    the classes are the whole key space, some without rows. That spares numbering the occupied keys when the space
    is no larger than the set, where every requirement fails an empty class harmlessly
    (``_Problem.empty_classes_fail``)."""
    key, space = _node_key(problem, source, levels)
    if key is None:
        return *group_rows([problem.level_map(j, have, int(level))[source.codes(problem, j)]
                            for j, (have, level) in enumerate(zip(source.levels, levels))]), False
    if problem.empty_classes_fail and space <= len(key):
        return key, space, True
    return *group_key(key, space), False


def _small_rows(problem: _Problem, sizes: np.ndarray) -> int:
    """Records in classes smaller than any passing class (``_Problem.min_size``)."""
    return int(sizes[sizes < problem.min_size].sum())


def _evaluate(problem: _Problem, levels: np.ndarray, source: _Set | None = None, screen: bool = False) -> _Outcome:
    """Classes of one node on a frequency set (default: the base set), which of them meet the requirements, and
    the rows suppressed. ``screen``: when the classes too small to pass already hold more rows than may be
    suppressed, the node fails without checking the requirements (``screened``; its suppressed rows are then
    those of the small classes only)."""
    source = source if source is not None else problem.base
    levels = np.asarray(levels)
    group, n_classes, spread = _group(problem, source, levels)
    sizes = np.bincount(group, weights=source.frequency, minlength=n_classes).astype(np.int64)
    width = max((problem.sensitive[name].n_values for name in source.sensitive), default=1)
    spans = class_spans(n_classes, width)
    counts, cells, flat = {}, None, None
    if len(spans) == 1:
        for name, codes in source.sensitive.items():
            width = problem.sensitive[name].n_values
            cells = group * np.int64(width) + codes  # int64: a spread group is an int32 key
            flat = np.bincount(cells, weights=source.frequency, minlength=n_classes * width).astype(np.int64)
            counts[name] = flat.reshape(n_classes, width)
        if len(counts) != 1:
            cells = flat = None
    if screen:
        small = _small_rows(problem, sizes)
        if small > problem.allowed:
            return _Outcome(False, small, sizes, sizes >= problem.min_size, group, levels, source, cells, flat,
                            screened=True, forced=small, spread=spread)
    population = None if source.population is None else \
        np.bincount(group, weights=source.population, minlength=n_classes).astype(np.int64)
    if len(spans) == 1:
        ok, forced = _judge(problem, sizes, counts, population, screen)
    else:  # the class x value counts would be too large to hold: a span of classes at a time
        rows = RowsByClass(group, n_classes)
        ok, forced = np.zeros(n_classes, bool), 0
        for start, stop in spans:
            part = {name: rows.value_counts(start, stop, codes, problem.sensitive[name].n_values, source.frequency)
                    for name, codes in source.sensitive.items()}
            ok[start:stop], more = _judge(problem, sizes[start:stop], part,
                                          None if population is None else population[start:stop], screen)
            forced += more
    met = True
    if problem.uniqueness:
        ok, met = enforce(problem.uniqueness, sizes, ok, problem.allowed)
    suppressed = int(sizes.sum() - sizes[ok].sum())
    if screen and not problem.union_closed:
        forced = _small_rows(problem, sizes)
    satisfied = met and suppressed <= problem.allowed and all(
        r.spec.table_holds(r, with_suppressed(sizes[ok], suppressed)) for r in problem.table_checks)
    return _Outcome(satisfied, suppressed, sizes, ok, group, levels, source, cells, flat, forced=forced,
                    spread=spread)


def _judge(problem: _Problem, sizes: np.ndarray, counts: dict[str, np.ndarray], population: np.ndarray | None,
           screen: bool) -> tuple[np.ndarray, int]:
    """Which of some classes meet the requirements, and (``screen``, union-closed requirements) how many of their
    rows every specialization suppresses (``_forced``; else 0). ``population``: each class's population rows
    (δ-presence), where only the classes holding data rows are checked."""
    if screen and problem.union_closed:
        return _forced(problem, sizes, counts)
    if population is None:
        return satisfied_classes(problem.requirements, sizes, counts, problem.sensitive, problem.reference), 0
    present = np.flatnonzero(sizes)
    ok = np.zeros(len(sizes), bool)
    ok[present] = satisfied_classes(problem.requirements, sizes[present],
                                    {name: matrix[present] for name, matrix in counts.items()},
                                    problem.sensitive, problem.reference, population[present])
    return ok, 0


def _forced(problem: _Problem, sizes: np.ndarray, counts: dict[str, np.ndarray]) -> tuple[np.ndarray, int]:
    """Which classes meet the requirements, and how many rows every specialization of the node suppresses at
    least. The requirements are union-closed (k-anonymity, distinct l-diversity, t-closeness): a class holds when
    all of its parts hold, so a failing class E has a failing part in every specialization, which holds ≥ 1 of
    its rows — all of them when E is smaller than any passing class. For t-closeness the distance is convex in
    the class's shares: E's t is at most the record-weighted mean of its parts' t, each part that holds is at
    most t₀ (the limit), each that fails at most T (the largest t any class can have), so the failing parts hold
    at least (t_E − t₀) / (T − t₀) of E's records."""
    ok = np.ones(len(sizes), bool)
    share = np.zeros(len(sizes))
    for requirement, worst in zip(problem.requirements, problem.worst):
        values = class_values(requirement, sizes, counts, problem.sensitive, problem.reference)
        ok &= holds(requirement, values)
        limit = requirement.value + TOLERANCE
        if worst is not None and worst > limit:
            np.maximum(share, (values - limit) / (worst - limit), out=share)
    failing = ~ok
    small = failing & (sizes < problem.min_size)
    large = failing & ~small
    rows = np.maximum(1.0, np.ceil(sizes[large] * np.minimum(share[large], 1.0) - 1e-9))
    return ok, int(sizes[small].sum() + rows.sum())


def _occupied(outcome: _Outcome) -> np.ndarray:
    """One sensitive attribute: which cells of the class x value matrix hold rows (records or population)."""
    occupied = outcome.counts > 0
    if outcome.source.population is not None:  # cells of population rows only hold no records
        occupied |= np.bincount(outcome.cells, weights=outcome.source.population, minlength=len(occupied)) > 0
    return occupied


def _condensed_rows(outcome: _Outcome) -> int | None:
    """The rows of an evaluated node's frequency set, without building it: None when it would not be much smaller
    than the set it came from, −1 when only building it tells (several sensitive attributes)."""
    source = outcome.source
    n_classes = outcome.held_classes
    if n_classes > CONDENSED_SHARE * len(source) or len(source) < CONDENSED_SOURCE_ROWS:
        return None  # (sensitive values only add rows to the classes)
    if not source.sensitive:
        return n_classes
    if outcome.cells is None:
        return -1
    m = int(np.count_nonzero(_occupied(outcome)))
    return m if m <= CONDENSED_SHARE * len(source) else None


def _condense(problem: _Problem, levels: np.ndarray, outcome: _Outcome) -> _Set | None:
    """The frequency set of an evaluated node (one row per class and sensitive-value combination), or None when
    it would not be much smaller than the set it came from. Without sensitive attributes its rows are the classes;
    with one, the occupied cells of the class x value matrix the evaluation counted."""
    source = outcome.source
    n_classes = outcome.held_classes
    if n_classes > CONDENSED_SHARE * len(source):  # sensitive values only add rows to the classes
        return None
    frequency = None
    if not source.sensitive and outcome.spread:  # number the classes that hold rows
        inverse, m = np.cumsum(outcome.class_sizes > 0, dtype=np.int64)[outcome.group] - 1, n_classes
    elif not source.sensitive:
        inverse, m = outcome.group, n_classes
    elif outcome.cells is not None:
        occupied = _occupied(outcome)
        m = int(np.count_nonzero(occupied))
        if m > CONDENSED_SHARE * len(source):
            return None
        inverse = np.cumsum(occupied, dtype=np.int64)[outcome.cells] - 1
        frequency = outcome.counts[occupied]
    else:
        inverse, m = group_rows([outcome.group, *source.sensitive.values()],
                                [len(outcome.class_sizes),
                                 *(problem.sensitive[name].n_values for name in source.sensitive)])
        if m > CONDENSED_SHARE * len(source):
            return None
    representative = np.empty(m, np.int64)
    representative[inverse] = np.arange(len(inverse))  # rows merged into one share their codes

    def total(weights: np.ndarray | None) -> np.ndarray | None:
        return None if weights is None else np.bincount(inverse, weights=weights, minlength=m).astype(np.int64)

    # each label of the source numbering -> its label in the numbering at ``levels``, whose labels are all images
    # of the source's (levels are functions), so they inherit their QI and a hierarchy row
    table = problem.labels_at(source, levels) + problem.offsets(levels)[source.qi_of]
    labels = int(problem.radix[problem.qi, levels].sum())
    qi_of, row_of = np.empty(labels, np.int64), np.empty(labels, np.int64)
    qi_of[table], row_of[table] = source.qi_of, source.row_of
    # np.take keeps the QI rows contiguous (stacked[:, rows] would be Fortran-ordered: 3x slower gathers)
    return _Set(tuple(int(v) for v in levels), table[np.take(source.stacked, representative, axis=1)],
                {name: values[representative] for name, values in source.sensitive.items()},
                total(source.frequency) if frequency is None else frequency, qi_of, row_of,
                total(source.population))


class _Scorer:
    """One utility metric: a lower bound for every node before evaluation, and the exact score of an evaluated
    node (lower is better)."""

    def __init__(self, metric: str, problem: _Problem, hierarchies: Mapping[str, Hierarchy], qis: list[str],
                 heights: np.ndarray, weights: Mapping[str, float] | None) -> None:
        self.metric, self.problem, self.heights = metric, problem, heights
        self.bounds_are_final = metric not in ("discernibility", "aecs")
        n, frequency = problem.n, problem.frequency
        self.q = len(qis)
        self.hierarchy_rows = np.array([hierarchies[q].n_rows for q in qis])
        # per QI and level: what a record costs by its label, and the total over all records
        self.label_cost: list[list[np.ndarray]] = []
        self.totals: list[np.ndarray] = []
        if metric == "loss":
            for j, q in enumerate(qis):
                matrix = problem.matrices[j]
                records = np.bincount(problem.rows[j], weights=frequency, minlength=matrix.shape[1])  # per row
                self.label_cost.append([hierarchies[q].share_of_rows(level)
                                        for level in range(hierarchies[q].levels)])
                self.totals.append(np.array([records @ cost[matrix[level]]
                                             for level, cost in enumerate(self.label_cost[j])]))
        elif metric in ("entropy", "weighted_entropy"):
            # a record costs −log2(frequency of its value / frequency of its label); suppressed, its label is the
            # whole table (frequency n), so suppressing adds log2 n − log2 frequency(label). Only rows holding
            # records count (the population rows of δ-presence hold none); labels without records cost 0.
            held = frequency > 0
            for j in range(self.q):
                original = problem.rows[j][held]
                frequency_of_original = np.bincount(original, weights=frequency[held])[original]
                totals, extra = [], []
                for codes in (problem.codes_at(j, level) for level in range(len(problem.matrices[j]))):
                    label_frequency = np.bincount(codes, weights=frequency)
                    totals.append((frequency[held] * -np.log2(frequency_of_original
                                                              / label_frequency[codes[held]])).sum())
                    with np.errstate(divide="ignore"):
                        extra.append(np.where(label_frequency > 0, np.log2(n) - np.log2(label_frequency), 0.0))
                self.totals.append(np.array(totals))
                self.label_cost.append(extra)
            if metric == "weighted_entropy":
                chosen = normalize_weights(weights, qis) if weights else equal_weights(qis)
                self.weights = np.array([chosen[q] for q in qis])
            else:
                self.weights = np.ones(self.q) * n  # sums of bits, not per-row means
        elif metric == "whd":
            self.whd = [whd_of_levels(int(h)) for h in heights]

    def lower_bounds(self, nodes: np.ndarray) -> np.ndarray:
        n = self.problem.n
        if self.metric == "loss":  # the Loss of a transformation is a product of one factor per QI and level
            return np.prod(self._loss_factors[nodes, self.problem.qi], axis=1) - 1.0
        if self.metric == "precision":
            return (nodes / np.maximum(self.heights, 1)).mean(axis=1)
        if self.metric in ("entropy", "weighted_entropy"):
            per_attribute = np.column_stack([self.totals[j][nodes[:, j]] for j in range(self.q)]) / n
            return per_attribute @ self.weights
        if self.metric == "whd":
            return n * np.column_stack([self.whd[j][nodes[:, j]] for j in range(self.q)]).sum(axis=1)
        return np.zeros(len(nodes))

    @functools.cached_property
    def _loss_factors(self) -> np.ndarray:
        """Levels x QIs: Loss's factor of each QI at each level (computed once: the heuristic asks per node)."""
        depth = max(len(totals) for totals in self.totals)
        totals = np.column_stack([np.pad(t, (0, depth - len(t)), mode="edge") for t in self.totals])
        return arx_loss_factors(totals, self.problem.n, self.hierarchy_rows)

    def score(self, levels: np.ndarray, outcome: _Outcome) -> float:
        n, s = self.problem.n, outcome.suppressed
        if self.metric in ("loss", "entropy", "weighted_entropy"):
            rows, weight = outcome.suppressed_rows()  # the records of the suppressed classes
            lost = np.array([weight @ self.label_cost[j][level][self._lift(outcome, j, rows)]
                             for j, level in enumerate(levels)]) if s else np.zeros(len(levels))
        if self.metric == "loss":
            totals = np.array([self.totals[j][level] for j, level in enumerate(levels)]) - lost + s
            return arx_loss_from_totals(totals, n, self.hierarchy_rows)
        if self.metric == "precision":
            return ((n - s) * float((levels / np.maximum(self.heights, 1)).mean()) + s) / n
        if self.metric == "discernibility":
            kept = outcome.class_sizes[outcome.class_ok].astype(float)
            return float((kept ** 2).sum() + float(n) * s)
        if self.metric == "aecs":
            return n / (outcome.kept_classes + (1 if s else 0))
        if self.metric in ("entropy", "weighted_entropy"):
            per_attribute = (np.array([self.totals[j][level] for j, level in enumerate(levels)]) + lost) / n
            return float(per_attribute @ self.weights)
        topped = float(np.count_nonzero(self.heights > 0))
        return float((n - s) * sum(self.whd[j][level] for j, level in enumerate(levels)) + s * topped)

    def _lift(self, outcome: _Outcome, j: int, rows: np.ndarray) -> np.ndarray:
        """Label codes at the evaluated node of QI j for some rows of the outcome's source."""
        source = outcome.source
        codes = source.codes(self.problem, j, rows)
        have, level = source.levels[j], int(outcome.levels[j])
        return codes if have == level else self.problem.level_map(j, have, level)[codes]

    def successor_bound(self, outcome: _Outcome) -> float | None:
        """A bound on every generalization of an evaluated node, for metrics without a precomputed one."""
        if self.metric == "discernibility":
            return float((outcome.class_sizes.astype(float) ** 2).sum())
        if self.metric == "aecs":
            return self.problem.n / outcome.classes
        return None


def _frontier(nodes: np.ndarray, evaluated: dict[int, tuple[bool, float, int]], limit: int = 50) -> list[int]:
    """Evaluated satisfying nodes that no other evaluated satisfying node lies below, best scores first."""
    satisfying = sorted((i for i, (ok, _, _) in evaluated.items() if ok),
                        key=lambda i: (evaluated[i][1], int(nodes[i].sum())))
    if not satisfying:
        return []
    levels = nodes[satisfying]
    minimal = []
    for i, row in zip(satisfying, levels):  # best first; stops after ``limit`` minimal nodes
        if not ((levels <= row).all(axis=1) & (levels != row).any(axis=1)).any():
            minimal.append(i)
            if len(minimal) == limit:
                break
    return minimal
