"""Shortcuts of a node's evaluation against the plain computation: class sizes summed from the class x value
counts (``evaluation.row_sums``) equal a count of each class's records over the set's rows, at every node of
random tables with a sensitive attribute (l-diversity, t-closeness), with and without rows standing for several
records, and the search's optimum is the same with the shortcut off."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.core.progress import NO_PROGRESS
from privdesk.engine.models.requirements import Requirement
from privdesk.engine.search.lattice import evaluation, optimal_generalization
from privdesk.engine.search.lattice.problem import setup_problem
from privdesk.engine.search.result import NoSolution
from tests.engine.search.test_climb_bounds import QIS
from tests.engine.search.test_climb_bounds import problems as climb_problems

SUMMED = []


@st.composite
def problems(draw):
    """``test_climb_bounds``' random tables with a sensitive attribute always, at times with rows standing for
    several records."""
    data, hierarchies, requirements, suppression = draw(climb_problems())
    sensitive = draw(st.sampled_from([Requirement("l-diversity", 2, "disease"),
                                      Requirement("t-closeness", 0.4, "disease", "equal")]))
    rng = np.random.default_rng(draw(st.integers(0, 2**31)))
    counts = rng.integers(1, 4, data.n_rows) if draw(st.booleans()) else None
    return data, hierarchies, [requirements[0], sensitive], draw(st.sampled_from([0.0, suppression])), counts


@pytest.fixture(autouse=True, scope="module")
def count_sums():
    """Notes each node whose sizes were summed from its cells, so that the last test can tell it was exercised."""
    original = evaluation.row_sums

    def counted(*args):
        SUMMED.append(args[1])
        return original(*args)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(evaluation, "row_sums", counted)
        yield


@settings(max_examples=40, deadline=None)
@given(problems())
def test_class_sizes_from_the_cells_equal_a_count_of_the_rows(case):
    data, hierarchies, requirements, suppression, counts = case
    problem = setup_problem(data, QIS, hierarchies, requirements, suppression, "loss", None, None, None,
                            NO_PROGRESS, row_counts=counts)[0]
    for levels in itertools.product(*[range(hierarchies[q].levels) for q in QIS]):
        outcome = evaluation.evaluate(problem, np.array(levels))
        source = outcome.source
        expected = np.bincount(outcome.group, weights=source.frequency, minlength=len(outcome.class_sizes))
        assert outcome.class_sizes.dtype == np.int64
        assert outcome.class_sizes.tolist() == expected.astype(np.int64).tolist()


def optimum(case, metric):
    """The search's optimum, its score's digits, suppressed records, nodes evaluated and frontier (None: none)."""
    data, hierarchies, requirements, suppression, counts = case
    options = {"suppression": suppression, "metric": metric, "row_counts": counts}
    try:
        result = optimal_generalization(data, QIS, hierarchies, requirements, **options)
    except NoSolution:
        return None
    frontier = [(entry["transformation"], entry["score"]) for entry in result.details["frontier"]]
    return result.transformation, repr(result.details["score"]), result.suppressed_count, result.nodes_evaluated, \
        frontier


@settings(max_examples=30, deadline=None)
@given(problems(), st.sampled_from(["loss", "discernibility"]))
def test_the_search_finds_the_same_optimum_with_sizes_counted_from_the_rows(case, metric):
    summed = optimum(case, metric)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(evaluation, "SIZES_FROM_CELLS", 0)
        assert optimum(case, metric) == summed


def test_the_sums_were_exercised():
    assert len(SUMMED) > 100
