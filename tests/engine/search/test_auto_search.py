"""``auto`` beyond the optimal search's lattices: the genetic search, started from a local optimum (against brute
force: ``test_genetic.py``). It is reproducible under a node limit, and it never ends worse than the local optimum
that an independent probe and descent (written here with the utility module's Loss) reach."""

from __future__ import annotations

import numpy as np
import pytest

from benchmarks.bench_many_qis import TABLES, synthetic_table
from privdesk.engine.attributes.generalization import generalized_column
from privdesk.engine.core.progress import Progress
from privdesk.engine.metrics.utility import arx_loss
from privdesk.engine.models.requirements import Requirement
from privdesk.engine.search.anytime import heuristic
from privdesk.engine.search.contract import Limits, SearchProblem, run


@pytest.mark.parametrize("table", sorted(TABLES))
def test_auto_on_a_large_lattice_is_the_genetic_search_and_reproducible_under_a_node_limit(table):
    data, hierarchies = synthetic_table(10, rows=2_000, **TABLES[table])
    problem = SearchProblem(data, list(hierarchies), [Requirement("k-anonymity", 5)], hierarchies,
                            suppression=0.05)
    assert heuristic.lattice_size(problem) > heuristic.AUTO_NODES
    runs = [run(name, problem, Progress(), Limits(steps=250)) for name in ("auto", "auto", "genetic")]
    assert {r.algorithm for r in runs} == {"genetic"}
    outcomes = {(tuple(r.transformation.items()), r.details["score"], r.lower_bound, r.nodes_evaluated,
                 int(r.suppressed_count)) for r in runs}
    assert len(outcomes) == 1 and runs[0].nodes_evaluated <= 250


def _independent_local_optimum(data, hierarchies, k: int, suppression: float) -> float:
    """Loss of the release that the probe (binary search for the lowest k-anonymous node on the diagonal from the
    bottom to the top, each QI raised in proportion to its height) and the descent (to the direct specialization
    of lowest Loss that is k-anonymous within the limit, while that lowers Loss) reach, by brute-force checks."""
    qis = list(hierarchies)
    high = np.array([hierarchies[q].levels - 1 for q in qis])
    allowed = int(np.floor(suppression * data.n_rows + 1e-9))
    seen: dict[tuple, float | None] = {}

    def loss(levels) -> float | None:  # None: not a release
        levels = tuple(int(v) for v in levels)
        if levels not in seen:
            labels = np.column_stack([generalized_column(data.column(q), hierarchies[q], level).codes
                                      for q, level in zip(qis, levels)])
            _keys, class_of_row, sizes = np.unique(labels, axis=0, return_inverse=True, return_counts=True)
            suppressed = sizes[class_of_row.ravel()] < k
            seen[levels] = None if suppressed.sum() > allowed else arx_loss(
                [data.column(q) for q in qis], [hierarchies[q] for q in qis], levels, suppressed=suppressed)
        return seen[levels]

    span = int(high.max())
    first, last = 0, span
    while last - first > 1:
        middle = (first + last) // 2
        first, last = (first, middle) if loss(np.round(high * (middle / span))) is not None else (middle, last)
    if all(value is None for value in seen.values()):
        loss(high)
    current = min((levels for levels, value in seen.items() if value is not None), key=seen.__getitem__)
    while True:
        lower = [current[:j] + (current[j] - 1,) + current[j + 1:] for j in range(len(qis)) if current[j] > 0]
        releases = [levels for levels in lower if loss(levels) is not None]
        best = min(releases, key=seen.__getitem__, default=None)
        if best is None or seen[best] >= seen[current] - 1e-12:
            return seen[current]
        current = best


@pytest.mark.parametrize("table", sorted(TABLES))
def test_the_population_starts_from_the_descent_so_ends_no_worse_than_its_local_optimum(table):
    """What makes the first seconds count on many QIs: without the probe and descent, a population of random
    nodes needs far more checks than the descent to get down to its local optimum (``RESULTS.md``)."""
    data, hierarchies = synthetic_table(12, rows=2_000, **TABLES[table])
    problem = SearchProblem(data, list(hierarchies), [Requirement("k-anonymity", 5)], hierarchies,
                            suppression=0.05)
    result = run("auto", problem, Progress(), Limits(steps=400))
    assert result.details["score"] <= _independent_local_optimum(data, hierarchies, 5, 0.05) + 1e-9
