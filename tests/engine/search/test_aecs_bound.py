"""Average class size's bound before evaluation (``Scorer.lower_bounds``: n over the node's label combinations or
the frequency rows holding records, whichever is fewer) against the score of every satisfying node, and the search's
optimum with it against brute force and against the search without it."""

from __future__ import annotations

import itertools

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.search.lattice.evaluation import evaluate
from privdesk.engine.search.lattice.problem import prepare
from privdesk.engine.search.lattice.scores import Scorer
from privdesk.engine.search.lattice.search import optimal_generalization
from tests.engine.search.test_discernibility_bounds import assert_the_same_release_switched_off
from tests.engine.search.test_lattice import assert_brute_force_optimum, closeness_problems, problems

QIS = ["age", "zip", "sex"]


@settings(max_examples=60, deadline=None)
@given(st.one_of(problems(), closeness_problems()))
def test_the_bound_is_below_the_score_of_every_satisfying_node(problem):
    data, hierarchies, requirements, suppression = problem
    prepared, _group, _bounds = prepare(data, QIS, hierarchies, requirements, suppression, None)
    heights = np.array([hierarchies[q].height for q in QIS])
    scorer = Scorer("aecs", prepared, hierarchies, QIS, heights, None)
    nodes = np.array(list(itertools.product(*[range(hierarchies[q].levels) for q in QIS])))
    bounds = scorer.lower_bounds(nodes)
    assert (bounds > 0).all()
    for node, bound in zip(nodes, bounds):
        assert scorer.lower_bound(node) == bound  # one node's bound, in Python: the same float
        outcome = evaluate(prepared, node)
        if outcome.satisfied:  # the bound also holds for a node that suppresses rows: its failing class counts
            assert scorer.score(node, outcome) >= bound - 1e-12, node


@settings(max_examples=40, deadline=None)
@given(st.one_of(problems(), closeness_problems()))
def test_the_optimum_with_the_bound_is_the_brute_force_optimum(problem):
    assert_brute_force_optimum(problem, "aecs")


def switch_off_the_bound(patch):
    zeros = Scorer.lower_bounds
    patch.setattr(Scorer, "lower_bounds", lambda self, nodes: (
        np.zeros(len(nodes)) if self.metric == "aecs" else zeros(self, nodes)))


@settings(max_examples=40, deadline=None)
@given(st.one_of(problems(), closeness_problems()))
def test_the_bound_changes_no_release(problem):
    data, hierarchies, requirements, suppression = problem
    assert_the_same_release_switched_off(switch_off_the_bound, lambda: optimal_generalization(
        data, QIS, hierarchies, requirements, suppression=suppression, metric="aecs"))
