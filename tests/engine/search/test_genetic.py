"""The genetic algorithm (``genetic.py``, ARX's GeneticAlgorithm idea): against brute force on small random
lattices, its releases meet their models (pycanon) and the suppression limit, its lower bound never exceeds the
optimum, and a result called optimal is the optimum; the run is seeded. ``auto`` runs it on large lattices."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pycanon import anonymity as pycanon

from benchmarks.bench_many_qis import synthetic_table
from privdesk.engine.core.progress import Progress
from privdesk.engine.models.requirements import Requirement
from privdesk.engine.search.anytime import heuristic
from privdesk.engine.search.contract import Limits, SearchProblem, run
from privdesk.engine.search.result import NoSolution
from tests.engine.search.test_heuristic import loss_optimum
from tests.engine.search.test_lattice import problems


@pytest.mark.parametrize("name", ["genetic", "auto"])
@settings(max_examples=25, deadline=None)
@given(problem=problems(), steps=st.one_of(st.none(), st.integers(1, 60)))
def test_releases_meet_their_models_and_bound_the_brute_force_optimum(name, problem, steps):
    """``auto`` too, as on a lattice beyond its switch to the genetic search; the same run again gives the same
    release, bound and count (a node limit, never a time limit, makes a run reproducible)."""
    data, hierarchies, requirements, suppression = problem
    qis = ["age", "zip", "sex"]

    expected = loss_optimum(data, qis, hierarchies, requirements, suppression)
    search = SearchProblem(data, qis, requirements, hierarchies, suppression=suppression)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(heuristic, "AUTO_NODES", 0)  # every lattice is "large"
        try:
            result = run(name, search, Progress(), Limits(steps=steps))
        except NoSolution:
            assert expected is None or steps is not None
            return
        again = run(name, search, Progress(), Limits(steps=steps))
    assert (again.transformation, again.details["score"], again.lower_bound, again.nodes_evaluated) == \
        (result.transformation, result.details["score"], result.lower_bound, result.nodes_evaluated)
    assert expected is not None and result.algorithm == "genetic"
    frame = result.released.to_frame()[~result.suppressed].reset_index(drop=True)
    assert pycanon.k_anonymity(frame, qis) >= requirements[0].value  # independent oracle
    for requirement in requirements[1:]:
        assert pycanon.l_diversity(frame, qis, [requirement.attribute]) >= requirement.value
    assert result.suppressed_count <= int(np.floor(suppression * data.n_rows + 1e-9))
    assert result.lower_bound <= expected[2] + 1e-9 <= result.details["score"] + 2e-9
    if result.optimal:
        assert result.details["score"] == pytest.approx(expected[2], abs=1e-9)
    if steps is not None:
        assert result.nodes_evaluated <= steps


def test_the_same_run_gives_the_same_release():
    data, hierarchies = synthetic_table(8, rows=2_000)
    problem = SearchProblem(data, list(hierarchies), [Requirement("k-anonymity", 5)], hierarchies,
                            suppression=0.05)
    first, second = (run("genetic", problem, Progress(), Limits(steps=300)) for _ in range(2))
    assert first.transformation == second.transformation
    assert first.details["score"] == second.details["score"] and first.nodes_evaluated <= 300
