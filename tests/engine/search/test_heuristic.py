"""The heuristic anytime search (LIGHTNING + local search): ARX's TestAnonymizationHeuristic references on Adult,
the optimum when it may finish, and brute force on small random lattices (its releases always meet their models
and the suppression limit; unlimited, it finds the optimum and says so)."""

from __future__ import annotations

import threading

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pycanon import anonymity as pycanon

from benchmarks.bench_many_qis import synthetic_table
from privdesk.engine.core.classes import release_partition
from privdesk.engine.core.progress import Progress
from privdesk.engine.metrics.utility import arx_loss
from privdesk.engine.models import k_anonymity
from privdesk.engine.models.requirements import Requirement
from privdesk.engine.search.anytime import heuristic
from privdesk.engine.search.contract import Limits, SearchProblem, run
from privdesk.engine.search.lattice import evaluation as lattice
from privdesk.engine.search.result import NoSolution
from tests.engine.search.test_lattice import ADULT_QIS, adult, brute_force, problems  # noqa: F401 (fixture)


def loss_optimum(data, qis, hierarchies, requirements, suppression):
    """Brute force (``test_lattice.brute_force``) with ARX's Loss from the utility module."""
    def loss(levels, suppressed):
        return arx_loss([data.column(q) for q in qis], [hierarchies[q] for q in qis], levels, suppressed=suppressed)

    return brute_force(data, qis, hierarchies, requirements, suppression, loss)


def heuristic_run(data, qis, hierarchies, requirements, suppression, limits=Limits(), progress=None):
    problem = SearchProblem(data, list(qis), requirements, hierarchies, suppression=suppression)
    return run("heuristic", problem, progress or Progress(), limits)


@pytest.mark.slow
@pytest.mark.parametrize("suppression, levels, loss", [
    (1.0, [0, 3, 0, 0, 2, 1, 1, 1, 0], 0.22041192847984292),
    (0.04, [0, 3, 0, 1, 1, 1, 1, 2, 0], 0.26611081915757495),
])
def test_arx_lightning_references_on_adult(adult, suppression, levels, loss):  # noqa: F811
    """ARX's TestAnonymizationHeuristic: LIGHTNING, k = 5, Loss, a limit of 1,000 checks."""
    data, hierarchies = adult
    result = heuristic_run(data, ADULT_QIS, hierarchies, [Requirement("k-anonymity", 5)], suppression,
                           Limits(steps=1000))
    assert result.details["score"] <= loss + 1e-9
    assert result.nodes_evaluated <= 1000
    assert not result.optimal and result.lower_bound <= result.details["score"]
    classes = release_partition(result.released, ADULT_QIS)
    assert k_anonymity(classes).value >= 5
    assert classes.suppressed <= np.floor(suppression * data.n_rows + 1e-9)
    # ARX's own transformation where the Loss is the same
    if abs(result.details["score"] - loss) < 1e-9:
        assert [result.transformation[q] for q in ADULT_QIS] == levels


@pytest.mark.slow
def test_reaches_the_optimum_on_adult_given_time(adult):  # noqa: F811
    data, hierarchies = adult
    result = heuristic_run(data, ADULT_QIS, hierarchies, [Requirement("k-anonymity", 5)], 0.05)
    assert [result.transformation[q] for q in ADULT_QIS] == [0, 3, 0, 0, 2, 1, 1, 2, 0]
    assert round(result.details["score"], 4) == 0.2419
    assert result.optimal and result.lower_bound == pytest.approx(result.details["score"])


@pytest.fixture(autouse=True)
def condense_small_sets(monkeypatch):
    monkeypatch.setattr(lattice, "CONDENSED_SOURCE_ROWS", 0)


@settings(max_examples=25, deadline=None)
@given(problems())
def test_unlimited_heuristic_finds_the_brute_force_optimum(problem):
    data, hierarchies, requirements, suppression = problem
    qis = ["age", "zip", "sex"]

    expected = loss_optimum(data, qis, hierarchies, requirements, suppression)
    if expected is None:
        with pytest.raises(NoSolution):
            heuristic_run(data, qis, hierarchies, requirements, suppression)
        return
    result = heuristic_run(data, qis, hierarchies, requirements, suppression)
    assert result.optimal
    assert result.details["score"] == pytest.approx(expected[2], abs=1e-9)
    assert result.lower_bound == pytest.approx(expected[2], abs=1e-9)


@settings(max_examples=25, deadline=None)
@given(problems())
def test_limited_releases_meet_their_models_and_bound_the_optimum(problem):
    data, hierarchies, requirements, suppression = problem
    qis = ["age", "zip", "sex"]

    expected = loss_optimum(data, qis, hierarchies, requirements, suppression)
    try:
        result = heuristic_run(data, qis, hierarchies, requirements, suppression, Limits(steps=4))
    except NoSolution:
        return
    assert expected is not None
    frame = result.released.to_frame()[~result.suppressed].reset_index(drop=True)
    assert pycanon.k_anonymity(frame, qis) >= requirements[0].value  # independent oracle
    for requirement in requirements[1:]:
        assert pycanon.l_diversity(frame, qis, [requirement.attribute]) >= requirement.value
    assert result.suppressed_count <= int(np.floor(suppression * data.n_rows + 1e-9))
    assert result.details["score"] >= expected[2] - 1e-9
    assert result.lower_bound <= expected[2] + 1e-9  # a true lower bound over the whole lattice
    assert result.nodes_evaluated <= 4


def test_packed_nodes_count_a_lattice_no_array_could_hold():
    nodes = heuristic.Nodes(np.array([0] * 30), np.array([5] * 30))
    assert nodes.size == 6 ** 30  # no array of that size exists
    assert nodes.pack(np.array([5] * 30)) == 6 ** 30 - 1
    assert len(nodes.successors(np.array([0] * 30))) == 30


@pytest.mark.parametrize("name", ["optimal", "heuristic"])
def test_a_stop_keeps_the_best_release_so_far(name):
    """Limits.stop (the window's "Stop and keep the best"): set at the first release found, the search returns
    that release or a better one, not proven optimal unless it had finished."""
    data, hierarchies = synthetic_table(6, rows=3_000)
    stop = threading.Event()
    found = []
    progress = Progress(on_partial=lambda candidate: (found.append(candidate.score), stop.set()))
    problem = SearchProblem(data, list(hierarchies), [Requirement("k-anonymity", 5)], hierarchies,
                            suppression=0.02)
    result = run(name, problem, progress, Limits(stop=stop))
    assert found and result.details["score"] <= found[0]
    assert k_anonymity(release_partition(result.released, list(hierarchies))).value >= 5
    assert result.lower_bound <= result.details["score"]


def test_auto_runs_the_optimal_search_on_small_lattices_and_the_genetic_search_beyond(monkeypatch):
    data, hierarchies = synthetic_table(4, rows=2_000)
    problem = SearchProblem(data, list(hierarchies), [Requirement("k-anonymity", 3)], hierarchies, suppression=0.05)
    assert run("auto", problem, Progress()).algorithm == "optimal"
    monkeypatch.setattr(heuristic, "AUTO_NODES", 10)
    assert run("auto", problem, Progress()).algorithm == "genetic"


@pytest.mark.slow
def test_thirty_quasi_identifiers_give_a_valid_release():
    """A lattice of about 10^18 nodes: no array of it, a k-anonymous release within the step limit."""
    data, hierarchies = synthetic_table(30, rows=5_000)
    qis = list(hierarchies)
    problem = SearchProblem(data, qis, [Requirement("k-anonymity", 5)], hierarchies, suppression=0.05)
    result = run("heuristic", problem, Progress(), Limits(steps=400))
    classes = release_partition(result.released, qis)
    assert k_anonymity(classes).value >= 5 and classes.suppressed <= 250
    assert heuristic.lattice_size(problem) > 10**17 and not result.optimal


@pytest.mark.parametrize("score, bound, gap", [(0.3, 0.3, 0.0), (0.33, 0.3, 0.1), (0.2, 0.3, 0.0), (0.5, 0.0, None),
                                               (None, 0.1, None), (0.5, float("inf"), None)])
def test_the_gap_is_the_score_above_the_lower_bound_as_a_share_of_it(score, bound, gap):
    from privdesk.engine.search.contract import optimality_gap, search_sentence

    assert optimality_gap(score, bound) == (pytest.approx(gap) if gap is not None else None)
    if gap is not None:
        sentence = search_sentence({"optimal": False, "gap": gap, "lower_bound": bound, "nodes_evaluated": 9})
        assert f"{gap:.1%}" in sentence
    weak = search_sentence({"optimal": False, "gap": 5.0, "lower_bound": 0.01, "nodes_evaluated": 9})
    assert "%" not in weak and "0.01" in weak


@settings(max_examples=25, deadline=None)
@given(problems(), st.integers(1, 40))
def test_the_proof_bounds_the_optimum_and_proves_it_when_it_ends(problem, steps):
    """Whatever the step limit, the lower bound (the larger of the walk's and the proof's) is at most the brute-force
    optimum, and a result called optimal has the optimum's score."""
    data, hierarchies, requirements, suppression = problem
    qis = ["age", "zip", "sex"]

    expected = loss_optimum(data, qis, hierarchies, requirements, suppression)
    try:
        result = heuristic_run(data, qis, hierarchies, requirements, suppression, Limits(steps=steps))
    except NoSolution:
        return
    assert expected is not None and result.nodes_evaluated <= steps
    assert result.lower_bound <= expected[2] + 1e-9 <= result.details["score"] + 2e-9
    if result.optimal:
        assert result.details["score"] == pytest.approx(expected[2], abs=1e-9)
