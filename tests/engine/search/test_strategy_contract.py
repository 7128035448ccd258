"""Every registered search strategy through the same contract (engine/search/contract.py): the result's
fields, the best-so-far channel, cancel, and the time and step limits — whose releases still meet every model."""

from __future__ import annotations

import threading
from dataclasses import replace

import pytest

from privdesk.app.anonymize import project_settings, search_problem
from privdesk.app.projects.bundled_samples import hospital_sample_paths
from privdesk.app.projects.project import Project
from privdesk.app.release.check import verify_release
from privdesk.engine.core.progress import Cancelled, Progress
from privdesk.engine.models.requirements import Requirement
from privdesk.engine.search import contract as strategies
from privdesk.engine.search.contract import Candidate, Limits
from privdesk.engine.search.result import Anonymization, NoSolution


@pytest.fixture(scope="module")
def hospital():
    project = Project.load(hospital_sample_paths().project)
    return project.load_data(), project_settings(project)


def settings_for(name, settings):
    """The sample's settings for one strategy: the greedy algorithm takes k (at most 5 with the sample's levels)."""
    settings = replace(settings, algorithm=name)
    if name == "greedy-msa":
        settings = replace(settings, requirements=[Requirement("k-anonymity", 4)])
    if name == "dp":  # SafePub, seeded; its release is re-checked against the k it derives from (ε, δ)
        settings = replace(settings, dp={"epsilon": 2.0, "delta": 1e-5, "steps": 20, "seed": 7})
    return settings


def run(name, hospital, limits=Limits(), progress=None):
    dataset, settings = hospital
    settings = settings_for(name, settings)
    partials: list = []
    progress = progress or Progress(on_partial=partials.append)
    result = strategies.run(name, search_problem(dataset, settings), progress, limits)
    settings = replace(settings, requirements=strategies.rechecked_requirements(strategies.strategy(name), result,
                                                                                settings.requirements))
    return result, partials, settings


@pytest.mark.parametrize("name", strategies.names())
def test_a_strategy_fills_the_contract_and_publishes_its_best(name, hospital):
    result, partials, settings = run(name, hospital)
    assert isinstance(result, Anonymization)
    assert isinstance(result.optimal, bool) and result.nodes_evaluated >= 1 and result.seconds > 0
    assert partials and all(isinstance(p, Candidate) for p in partials)
    assert partials[-1].nodes_evaluated <= result.nodes_evaluated
    assert all(check.met for check in verify_release(result.released, settings, result.transformation))
    if result.optimal:  # a complete optimal search proves its score is the lower bound
        assert result.lower_bound == pytest.approx(result.details["score"])
        assert partials[-1].score == pytest.approx(result.details["score"])


@pytest.mark.parametrize("name", strategies.names())
def test_a_cancelled_strategy_stops(name, hospital):
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Cancelled):
        run(name, hospital, progress=Progress(cancel=cancel))


@pytest.mark.parametrize("name", strategies.names())
@pytest.mark.parametrize("limits", [Limits(steps=1), Limits(seconds=0.0)])
def test_at_its_limits_a_strategy_returns_its_best_valid_release_or_none(name, hospital, limits):
    try:
        result, _, settings = run(name, hospital, limits)
    except NoSolution as error:
        assert "limits" in str(error)
        return
    assert not result.optimal
    assert all(check.met for check in verify_release(result.released, settings, result.transformation))


def test_a_stopped_optimal_search_bounds_what_it_did_not_reach(hospital):
    complete, _, _ = run("optimal", hospital)
    steps = max(2, complete.nodes_evaluated // 2)
    try:
        stopped, _, _ = run("optimal", hospital, Limits(steps=steps))
    except NoSolution:
        pytest.skip("no release among the first nodes")
    assert not stopped.optimal and stopped.nodes_evaluated <= steps
    assert stopped.lower_bound <= complete.details["score"] + 1e-12 <= stopped.details["score"] + 1e-12


def test_a_model_names_the_searches_that_support_it(hospital):
    dataset, settings = hospital
    problem = search_problem(dataset, replace(settings, requirements=[Requirement("delta-presence", 0.5)]))
    for name in strategies.names():
        reason = strategies.unsupported(strategies.strategy(name), problem)
        assert (reason is None) == (name == "optimal")
    assert "needs the optimal search" in strategies.unsupported(strategies.strategy("mondrian"), problem)


def test_a_registered_strategy_is_offered_and_run(hospital):
    class Whole:
        """A toy strategy: the whole table as one class (every QI suppressed)."""
        name, title, checks_graded = "whole", "whole table", False

        def supports(self, problem):
            return None

        def run(self, problem, progress, limits):
            from privdesk.engine.search.registry import OptimalSearch

            problem = replace(problem, max_levels={}, min_levels={q: h.height for q, h in problem.hierarchies.items()
                                                                  if q in problem.qis})
            return OptimalSearch().run(problem, progress, limits)

    strategies.register("whole", Whole())
    try:
        assert "whole" in strategies.names()
        result, _, _ = run("whole", hospital)
        assert set(result.transformation.values()) == {h.height for q, h in hospital[1].hierarchies.items()
                                                       if q in hospital[1].qis}
    finally:
        strategies.unregister("whole")
    assert "whole" not in strategies.names()
