"""Utility metrics of lattice nodes for the full-domain searches (``engine/search/lattice/search.py``, ``heuristic.py``): a lower
bound of every node before it is evaluated, the exact score of an evaluated node, and a bound that an evaluated
node passes to its generalizations."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Mapping

import numpy as np

from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.attributes.weights import equal_weights, normalize_weights
from privdesk.engine.core.classes import blocked_bincount
from privdesk.engine.metrics.aggregation_loss import RankScore, aggregated_dimension, geometric_mean_loss
from privdesk.engine.metrics.information_loss import whd_of_levels
from privdesk.engine.metrics.utility import (
    arx_digits,
    arx_loss_factors,
    arx_loss_from_totals,
    arx_loss_normalized,
    discernibility_of,
)

ENTROPIES = ("entropy", "weighted_entropy", "arx_entropy")
"""The non-uniform entropies: bits lost per value, totalled per QI and level before the search."""

if TYPE_CHECKING:
    from privdesk.engine.search.lattice.evaluation import Outcome
    from privdesk.engine.search.lattice.problem import Problem


class Scorer:
    """One utility metric: a lower bound for every node before evaluation, and the exact score of an evaluated
    node (lower is better)."""

    def __init__(self, metric: str, problem: Problem, hierarchies: Mapping[str, Hierarchy], qis: list[str],
                 heights: np.ndarray, weights: Mapping[str, float] | None) -> None:
        self.metric, self.problem, self.heights = metric, problem, heights
        self.bounds_are_final = metric not in ("discernibility", "aecs")
        # discernibility: every node's bound before evaluation is 0 (``lower_bounds``), asked without numpy
        self.bounds_before_evaluation = metric != "discernibility"
        n, frequency = problem.n, problem.frequency
        self.q = len(qis)
        self.hierarchy_rows = np.array([hierarchies[q].n_rows for q in qis])
        # microaggregated attributes (Loss only): D_m, their values in the whole table. Every record counts at
        # least 1/D_m in u_m (a kept class holds ≥ 1 value, a suppressed record counts 1), the bound used for them
        # (ARX uses 0); the score then needs the classes, so no bound is a score.
        self.domains = np.array([np.count_nonzero(problem.reference[name]) for name in problem.aggregated], float)
        self.bounds_are_scores = metric != "loss_rank" and not len(self.domains)
        # per QI and level: what a record costs by its label, and the total over all records
        self.label_cost: list[list[np.ndarray]] = []
        self.totals: list[np.ndarray] = []
        if metric in ("loss", "loss_rank"):
            # the same for every search of the table's base (``Problem.memo``, whose key names the hierarchies)
            self.label_cost, self.totals = problem.memo.get("loss totals") or problem.memo.setdefault(
                "loss totals", _loss_totals(problem, hierarchies, qis))
        elif metric in ENTROPIES:
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
        if self.metric == "loss" and self.bounds_are_scores:  # a product of one factor per QI and level
            return np.prod(self._loss_factors[nodes, self.problem.qi], axis=1) - 1.0
        if self.metric in ("loss", "loss_rank"):  # each dimension's bound, aggregated as the score is
            dimensions = np.concatenate([self._loss_dimensions[nodes, self.problem.qi],
                                         np.broadcast_to(self._aggregated_bounds, (len(nodes), len(self.domains)))],
                                        axis=1)
            if self.metric == "loss_rank":
                return dimensions.max(axis=1, initial=0.0)
            return np.prod((1.0 + dimensions) ** (1.0 / dimensions.shape[1]), axis=1) - 1.0
        if self.metric == "precision":
            return (nodes / np.maximum(self.heights, 1)).mean(axis=1)
        if self.metric in ENTROPIES:
            per_attribute = np.column_stack([self.totals[j][nodes[:, j]] for j in range(self.q)]) / n
            return per_attribute @ self.weights
        if self.metric == "whd":
            return n * np.column_stack([self.whd[j][nodes[:, j]] for j in range(self.q)]).sum(axis=1)
        if self.metric == "aecs":
            # n / (kept classes, + 1 for the suppressed): classes are label combinations of the node that hold
            # records, and with suppression at least one of them fails, so the divisor is at most the node's
            # product of label counts and at most the frequency rows holding records
            combinations = self.problem.radix[self.problem.qi, nodes].astype(float).prod(axis=1)
            return n / np.minimum(combinations, self._rows_with_records)
        return np.zeros(len(nodes))

    def lower_bound(self, levels: np.ndarray) -> float:
        """``lower_bounds`` of one node; AECS's in Python floats, multiplied in the same order (one node's numpy
        calls cost more than the product of a few label counts)."""
        if self.metric != "aecs":
            return float(self.lower_bounds(levels[None, :])[0])
        combinations = 1.0
        for counts, level in zip(self._label_counts, levels.tolist()):
            combinations *= counts[level]
        return self.problem.n / min(combinations, self._rows_with_records)

    @functools.cached_property
    def _label_counts(self) -> list[list[float]]:
        return self.problem.radix.astype(float).tolist()

    @functools.cached_property
    def _rows_with_records(self) -> int:
        return max(int(np.count_nonzero(self.problem.frequency)), 1)

    def grid_bounds(self, low: np.ndarray, radix: list[int]) -> np.ndarray | None:
        """``lower_bounds`` of every node of the grid low..low + radix - 1 in C order, when the metric's bound is a
        product of one factor per QI (Loss): outer products QI after QI, the same factors multiplied in the same
        order as ``lower_bounds``' product over each row, without gathering a factor per node and QI (12,960
        nodes: 330 -> 60 us). None for other metrics."""
        if not (self.metric == "loss" and self.bounds_are_scores):
            return None
        factors = self._loss_factors
        start = low.tolist()
        product = factors[start[0]:start[0] + radix[0], 0]
        for j in range(1, len(radix)):
            product = np.multiply.outer(product, factors[start[j]:start[j] + radix[j], j]).ravel()
        return product - 1.0

    @functools.cached_property
    def _aggregated_bounds(self) -> np.ndarray:
        """Each aggregated dimension's bound 1/D_m, cut to ARX's ten decimals as the dimension is (a floor keeps
        the order, so it stays a lower bound)."""
        return arx_digits(1.0 / self.domains)

    @functools.cached_property
    def _loss_factors(self) -> np.ndarray:
        """Levels x QIs: Loss's factor of each QI at each level (computed once: the heuristic asks per node; kept
        with the table base, as the totals they are made of)."""
        memo = self.problem.memo if self.metric in ("loss", "loss_rank") else {}
        factors = memo.get("loss factors")
        if factors is None:
            factors = memo["loss factors"] = arx_loss_factors(self._level_totals, self.problem.n, self.hierarchy_rows)
            factors.flags.writeable = False
        return factors

    @functools.cached_property
    def _loss_dimensions(self) -> np.ndarray:
        """Levels x QIs: each QI's dimension v_j of the Loss at each level, nothing suppressed."""
        return arx_loss_normalized(self._level_totals, self.problem.n, self.hierarchy_rows)

    @property
    def _level_totals(self) -> np.ndarray:
        depth = max(len(totals) for totals in self.totals)
        padded = np.empty((depth, len(self.totals)))
        for j, totals in enumerate(self.totals):  # levels above a QI's top repeat its top (np.pad's "edge")
            padded[:len(totals), j] = totals
            padded[len(totals):, j] = totals[-1]
        return padded

    def score(self, levels: np.ndarray, outcome: Outcome) -> float:
        n, s = self.problem.n, outcome.suppressed
        if self.metric in ("loss", "loss_rank", *ENTROPIES):
            rows, weight = outcome.suppressed_rows()  # the records of the suppressed classes
            lost = np.array([self._suppression_cost(j, level, self._lift(outcome, j, rows), weight)
                             for j, level in enumerate(levels)]) if s else np.zeros(len(levels))
        if self.metric in ("loss", "loss_rank"):
            totals = np.array([self.totals[j][level] for j, level in enumerate(levels)]) - lost + s
            if self.bounds_are_scores:
                return arx_loss_from_totals(totals, n, self.hierarchy_rows)
            dimensions = np.concatenate([arx_loss_normalized(totals, n, self.hierarchy_rows),
                                         self._aggregated_dimensions(outcome)])
            return RankScore(dimensions) if self.metric == "loss_rank" else geometric_mean_loss(dimensions)
        if self.metric == "precision":
            return ((n - s) * float((levels / np.maximum(self.heights, 1)).mean()) + s) / n
        if self.metric == "discernibility":  # nothing suppressed: every class with records is kept
            return self._discernibility(outcome.class_sizes if not s else outcome.class_sizes[outcome.class_ok], s)
        if self.metric == "aecs":
            return n / (outcome.kept_classes + (1 if s else 0))
        if self.metric in ENTROPIES:
            per_attribute = (np.array([self.totals[j][level] for j, level in enumerate(levels)]) + lost) / n
            return float(per_attribute @ self.weights)
        topped = float(np.count_nonzero(self.heights > 0))
        return float((n - s) * sum(self.whd[j][level] for j, level in enumerate(levels)) + s * topped)

    def _discernibility(self, kept_sizes: np.ndarray, suppressed: int) -> float:
        """``discernibility_of`` the kept classes' records, without its checks when they are int64 counts of the
        problem's records (not persons): Σ|E|² ≤ n², so when n² fits int64 the integer dot cannot overflow, and
        the float of the exact integer is ``discernibility_of``'s (3 of its 6 numpy calls a node)."""
        n = self.problem.n
        if kept_sizes.dtype == np.int64 and self.problem.records is None and n * n < 2**63:
            return float(int(kept_sizes @ kept_sizes) + n * suppressed)
        return discernibility_of(kept_sizes, n, suppressed)

    def _aggregated_dimensions(self, outcome: Outcome) -> np.ndarray:
        """u_m of each microaggregated attribute at an evaluated node (``metrics.aggregation_loss``)."""
        source = outcome.source
        classes = np.where(outcome.kept_groups, outcome.group, -1)
        return np.array([aggregated_dimension(source.sensitive[name], classes, source.frequency, int(domain))
                         for name, domain in zip(self.problem.aggregated, self.domains)])

    def _suppression_cost(self, j: int, level: int, labels: np.ndarray, weight: np.ndarray) -> float:
        """What suppressing records (their labels of QI j at ``level``, their weights) adds to the score."""
        if self.metric != "arx_entropy":
            return float(weight @ self.label_cost[j][level][labels])
        # ARX's non-monotonic precomputed entropy: the suppressed records form one class of their own, each costing
        # −log2(share of its label among the suppressed records)
        counts = np.bincount(labels, weights=weight)
        counts = counts[counts > 0]
        return float((counts * np.log2(counts.sum() / counts)).sum())

    def _lift(self, outcome: Outcome, j: int, rows: np.ndarray) -> np.ndarray:
        """Label codes at the evaluated node of QI j for some rows of the outcome's source."""
        source = outcome.source
        codes = source.codes(self.problem, j, rows)
        have, level = source.levels[j], int(outcome.levels[j])
        return codes if have == level else self.problem.level_map(j, have, level)[codes]

    def specialization_bound(self, outcome: Outcome) -> float | None:
        """A bound on every specialization of an evaluated node (discernibility with suppression): the records of
        its classes smaller than any passing class (and, screened, ``Outcome.forced``) are suppressed at every
        specialization, each costing n; every other record costs at least the smallest passing class m (kept in
        a class of ≥ m records, or suppressed at n ≥ m). None when there is nothing to pass on, or when those
        records alone exceed the limit (the down-set then fails and is tagged so)."""
        problem, sizes = self.problem, outcome.class_sizes
        # classes too small to pass always fail: nothing suppressed, none of them
        if self.metric != "discernibility" or problem.records is not None or not (problem.allowed and outcome.suppressed):
            return None
        forced = max(int(sizes[sizes < problem.min_size].sum()), outcome.forced)
        if not 0 < forced <= problem.allowed:
            return None
        return float(problem.n * forced + problem.min_size * (problem.n - forced))

    def successor_bound(self, outcome: Outcome) -> float | None:
        """A bound on every generalization of an evaluated node, for metrics without a precomputed one."""
        if self.metric == "discernibility":
            return self._discernibility(outcome.class_sizes, 0)
        if self.metric == "aecs":
            return self.problem.n / outcome.classes
        return None


def _loss_totals(problem: Problem, hierarchies: Mapping[str, Hierarchy], qis: list[str]
                 ) -> tuple[list[list[np.ndarray]], list[np.ndarray]]:
    """Loss's share of each label per QI and level, and its total over all records per QI and level."""
    label_cost, totals = [], []
    # records per hierarchy row: counted on the base set's labels (QI j's row + its offset), with its float
    # weights, which spares a row-length subtraction and conversion per QI
    base = problem.base
    offsets = problem.offsets(base.levels).tolist()
    for j, q in enumerate(qis):
        matrix = problem.matrices[j]
        # in blocks: one bincount over 85 M rows copied them as 8-byte integers and floats (1.4 GB)
        records = blocked_bincount(base.stacked[j], len(base), base.weights,
                                   offsets[j] + matrix.shape[1])[offsets[j]:].astype(float)  # per row
        label_cost.append([hierarchies[q].share_of_rows(level) for level in range(hierarchies[q].levels)])
        totals.append(np.array([records @ cost[matrix[level]] for level, cost in enumerate(label_cost[j])]))
    return label_cost, totals
