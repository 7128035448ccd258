"""Discernibility's bound passed down from an evaluated node to its specializations (``Scorer.specialization_bound``,
``add_below`` of the raised bounds): against the scores of every specialization, the search's optimum against brute
force with the rule on and off, and the bounds kept as rows against the bounds kept per node."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.search.lattice import nodes as lattice_nodes
from privdesk.engine.search.lattice.evaluation import evaluate
from privdesk.engine.search.lattice.nodes import DenseRaisedBounds, Nodes, RaisedBounds
from privdesk.engine.search.lattice.problem import prepare
from privdesk.engine.search.lattice.scores import Scorer
from privdesk.engine.search.lattice.search import optimal_generalization
from tests.engine.search.test_lattice import assert_brute_force_optimum, closeness_problems, problems

QIS = ["age", "zip", "sex"]


def plain_discernibility(outcome, n: int) -> int:
    """Σ|E|² over the kept classes plus n per suppressed record, in Python ints."""
    kept = outcome.class_sizes[outcome.class_ok].tolist()
    return sum(size * size for size in kept) + n * outcome.suppressed


@settings(max_examples=60, deadline=None)
@given(st.one_of(problems(), closeness_problems()), st.booleans())
def test_the_bound_passed_down_is_below_every_satisfying_specialization(problem, screen):
    data, hierarchies, requirements, suppression = problem
    prepared, _group, _bounds = prepare(data, QIS, hierarchies, requirements, suppression, None)
    heights = np.array([hierarchies[q].height for q in QIS])
    scorer = Scorer("discernibility", prepared, hierarchies, QIS, heights, None)
    nodes = list(itertools.product(*[range(hierarchies[q].levels) for q in QIS]))
    outcomes = {node: evaluate(prepared, np.array(node)) for node in nodes}
    for node in nodes:
        bound = scorer.specialization_bound(evaluate(prepared, np.array(node), screen=screen))
        if bound is None:
            continue
        for other in nodes:
            if all(a <= b for a, b in zip(other, node)) and outcomes[other].satisfied:
                assert plain_discernibility(outcomes[other], prepared.n) >= bound, (other, node)


@settings(max_examples=40, deadline=None)
@given(st.one_of(problems(), closeness_problems()), st.booleans())
def test_the_optimum_with_bounds_passed_down_is_the_brute_force_optimum(problem, rows):
    """Bounds per node (a small lattice) or kept as rows (``DENSE_NODES`` 0)."""
    with pytest.MonkeyPatch.context() as patch:
        if rows:
            patch.setattr(lattice_nodes, "DENSE_NODES", 0)
        assert_brute_force_optimum(problem, "discernibility")


@settings(max_examples=40, deadline=None)
@given(st.one_of(problems(), closeness_problems()))
def test_the_bound_passed_down_changes_no_release(problem):
    """The same node, score, suppressed rows and release with the rule switched off (only fewer nodes)."""
    data, hierarchies, requirements, suppression = problem
    found = []
    for switched_off in (False, True):
        with pytest.MonkeyPatch.context() as patch:
            if switched_off:
                patch.setattr(Scorer, "specialization_bound", lambda self, outcome: None)
            try:
                found.append(optimal_generalization(data, QIS, hierarchies, requirements, suppression=suppression,
                                                    metric="discernibility"))
            except Exception as error:  # noqa: BLE001 - the same NoSolution either way
                found.append(type(error))
    on, off = found
    if isinstance(on, type):
        assert on is off
        return
    assert (on.transformation, repr(on.details["score"])) == (off.transformation, repr(off.details["score"]))
    assert np.array_equal(on.suppressed, off.suppressed)
    assert on.released.to_frame().equals(off.released.to_frame())
    assert on.nodes_evaluated <= off.nodes_evaluated


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 3), min_size=1, max_size=4), st.data())
def test_bounds_kept_as_rows_are_the_bounds_kept_per_node(heights, data):
    nodes = Nodes(np.zeros(len(heights), np.int64), np.array(heights))
    dense, rows = DenseRaisedBounds(nodes), RaisedBounds(nodes)
    for _ in range(data.draw(st.integers(0, 12))):
        index = data.draw(st.integers(0, nodes.size - 1))
        value = float(data.draw(st.integers(0, 100)))
        code = nodes.node(index)[1]
        if data.draw(st.booleans()):
            dense.add_below(index, code, value)
            rows.add_below(index, code, value)
        else:
            dense.add_node(index, code, value)
            rows.add_node(index, code, value)
    everything = np.arange(nodes.size)
    codes = nodes.codes(nodes.unpack_each(everything.tolist()))
    assert np.array_equal(rows.at_nodes(None, codes), dense.at_nodes(everything, None))
    for index in everything.tolist():
        assert rows.at_node(index, codes[index][None, :]) == dense.at_node(index)
