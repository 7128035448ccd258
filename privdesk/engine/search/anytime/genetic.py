"""A population-based anytime full-domain search: ARX's genetic algorithm (``GeneticAlgorithm``, after Wan et al.
2017), in the three phases of ``heuristic.py`` (it replaces LIGHTNING; the local search and the proof follow).
The default search (``auto``) on lattices above ``heuristic.AUTO_NODES``.

It starts where a release is cheap: ``heuristic.probe`` (a binary search on the diagonal) and ``heuristic.descend``
(the local search down from that release) give a local optimum within a few hundred checks near the top, where
checks are fast; the seeded populations then evolve as in ARX, with the checks left. So the result is never worse
than that local optimum, nor than ARX's algorithm given that many checks fewer (on the 16-QI tables of
``benchmarks/bench_many_qis.py`` the descent is what makes the first seconds count on some tables, the population
on others; ``RESULTS.md``).

Two subpopulations of level vectors, each of ``len(QIs) + SUBPOPULATION`` individuals: the first starts as ARX's
"triangle" (QIs 0..i at their top level, the rest at the bottom, one individual per i) topped up with random
ones, the second at random. Each generation, per subpopulation ranked by fitness (releases first, by score; then
failing nodes by the checker's queue score): the ``ELITE`` share stays, a ``CROSSOVER`` share is made of two
parents drawn by rank (each QI's level from either parent), the rest are mutants of a random parent (up to
⌈``MUTATION`` × QIs⌉ levels redrawn). Every ``IMMIGRATION_INTERVAL`` generations the fittest ``IMMIGRATION``
share moves to the other subpopulation. Each individual is checked once (``heuristic.NodeChecker``), so every model,
risk requirement and the suppression limit hold as in the other searches, and a better release is published as
the best so far. Seeded: the same run gives the same result. Without a limit it runs ``GENERATIONS``
generations.
"""

from __future__ import annotations

import math

import numpy as np

from privdesk.engine.core.progress import Progress
from privdesk.engine.search.anytime.heuristic import NodeChecker, anytime_search, descend, probe
from privdesk.engine.search.contract import Limits, SearchProblem
from privdesk.engine.search.result import Anonymization

SUBPOPULATION = 50
ELITE = 0.2
CROSSOVER = 0.4
MUTATION = 0.05
IMMIGRATION = 0.2
IMMIGRATION_INTERVAL = 10
GENERATIONS = 50
STALE_GENERATIONS = 20  # generations in a row that meet no unchecked node end the run (a small lattice)
SEED = 0xDEADBEEF
BOUND_SHARE = 0.1
"""The share of a time limit kept for the proof (the heuristic keeps ``heuristic.BOUND_SHARE``, 0.3). The seeded
population follows one path whatever the limit, so more time for it never ends worse; on lattices of 10^9-10^11
nodes the proof checked no node in its 30% (it only raised the lower bound), while the population kept improving
(``RESULTS.md``)."""


class _Genetic:
    def __init__(self, checker: NodeChecker) -> None:
        self.checker, self.nodes = checker, checker.nodes
        self.random = np.random.default_rng(SEED)
        self.low, self.high = self.nodes.low, self.nodes.high

    def _random(self, count: int) -> np.ndarray:
        return self.low + np.round(self.random.random((count, len(self.low))) * (self.high - self.low)).astype(
            np.int64)

    def _ranked(self, population: np.ndarray) -> np.ndarray:
        """The population fittest first (each individual checked once)."""
        keys = []
        for levels in population:
            ok, score = self.checker.check(levels)
            keys.append((not ok, score))
        return population[sorted(range(len(population)), key=keys.__getitem__)]

    def run(self, bottom: np.ndarray) -> bool:
        # a local optimum first: on large lattices the descent from the probe's release finds in a few hundred
        # cheap checks (nodes near the top have few classes) what the population takes thousands to reach
        probe(self.checker)
        descend(self.checker)
        qis = len(self.low)
        size = qis + SUBPOPULATION
        triangle = np.where(np.arange(qis)[None, :] <= np.arange(qis)[:, None], self.high, self.low)
        # the populations do not take in that release: a population around it loses its diversity (on tables of
        # equally likely values it then ended worse than without the descent), and apart from it they are ARX's
        first = self._ranked(np.vstack([triangle, self._random(size - qis)]))
        second = self._ranked(self._random(size))
        moving = int(IMMIGRATION * size)
        limits = self.checker.budget.limits
        generation, stale, checked = 0, 0, len(self.checker.results)
        # unlimited: GENERATIONS; limited: until the limit, or until generations stop meeting new nodes
        while (limits.steps is not None or limits.seconds is not None or generation < GENERATIONS) and \
                stale < STALE_GENERATIONS:
            self.checker.budget.step(0)  # a time limit or Cancel, even when every individual was checked before
            if generation % IMMIGRATION_INTERVAL == 0 and moving:
                first, second = (self._ranked(np.vstack([first[:-moving], second[:moving]])),
                                 self._ranked(np.vstack([second[:-moving], first[:moving]])))
            first, second = self._next(first), self._next(second)
            generation += 1
            stale = 0 if len(self.checker.results) > checked else stale + 1
            checked = len(self.checker.results)
        return False  # a population proves nothing: the proof phase may

    def _next(self, population: np.ndarray) -> np.ndarray:
        size, qis = population.shape
        elite = int(math.ceil(ELITE * size))
        crossed = int(math.ceil(CROSSOVER * size))
        weights = np.arange(size, 0, -1, dtype=float)  # by rank: the fittest most often
        parents = self.random.choice(size, (crossed, 2), p=weights / weights.sum())
        from_first = self.random.random((crossed, qis)) < 0.5
        children = np.where(from_first, population[parents[:, 0]], population[parents[:, 1]])
        mutants = population[self.random.integers(0, size, size - elite - crossed)].copy()
        most = int(math.ceil(MUTATION * qis))
        for mutant in mutants:
            places = self.random.permutation(qis)[:self.random.integers(0, most + 1)]
            mutant[places] = self._random(1)[0][places]
        return self._ranked(np.vstack([population[:elite], children, mutants]))

    def lower_bound(self, bottom: np.ndarray) -> float:
        return float(min(self.checker.best_score, self.checker.bound(bottom)))


def genetic_generalization(problem_spec: SearchProblem, progress: Progress, limits: Limits) -> Anonymization:
    """The best full-domain release the genetic algorithm, the local search and the proof find within
    ``limits``."""
    return anytime_search("genetic", _Genetic, problem_spec, progress, limits, BOUND_SHARE)
