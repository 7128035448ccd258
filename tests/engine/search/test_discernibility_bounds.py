"""Discernibility's pruning: the bound passed down from an evaluated node to its specializations
(``Scorer.specialization_bound``, ``add_below`` of the raised bounds) against the scores of every specialization,
the bounds kept as rows against the bounds kept per node; the nodes tagged failing by pairs of QIs without
suppression (``pair_small_records``) against each node's classes and a count by pandas; the search's optimum with
both against brute force, and with each switched off (pairs of QIs tag nodes for every metric)."""

from __future__ import annotations

import itertools

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.search.lattice import nodes as lattice_nodes
from privdesk.engine.search.lattice.evaluation import evaluate
from privdesk.engine.search.lattice.nodes import DenseRaisedBounds, Nodes, RaisedBounds, pair_small_records
from privdesk.engine.search.lattice.problem import prepare
from privdesk.engine.search.lattice.scores import Scorer
from privdesk.engine.search.lattice.search import Search, optimal_generalization
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


def switch_off_bounds_passed_down(patch):
    patch.setattr(Scorer, "specialization_bound", lambda self, outcome: None)


def switch_off_pairs(patch):
    """No tags from pairs of QIs, and so no climb by bound without suppression."""
    patch.setattr(Search, "_tag_small_pairs", lambda self: False)


@settings(max_examples=60, deadline=None)
@given(st.one_of(problems(), closeness_problems()), st.sampled_from([switch_off_bounds_passed_down, switch_off_pairs]),
       st.sampled_from(["discernibility", "loss", "aecs"]))
def test_the_pruning_changes_no_release(problem, switch_off, metric):
    """The same node, score, suppressed rows and release with a rule switched off (only the nodes evaluated differ:
    on Adult fewer, but not on every table — a node skipped tags nothing)."""
    data, hierarchies, requirements, suppression = problem
    assert_the_same_release_switched_off(switch_off, lambda: optimal_generalization(
        data, QIS, hierarchies, requirements, suppression=suppression, metric=metric))


def assert_the_same_release_switched_off(switch_off, search):
    """``search()`` finds the same node, score, suppressed rows and release (or raises the same) with a rule
    switched off."""
    found = []
    for switched_off in (False, True):
        with pytest.MonkeyPatch.context() as patch:
            if switched_off:
                switch_off(patch)
            try:
                found.append(search())
            except Exception as error:  # noqa: BLE001 - the same NoSolution either way
                found.append(type(error))
    on, off = found
    if isinstance(on, type):
        assert on is off
        return
    assert (on.transformation, repr(on.details["score"])) == (off.transformation, repr(off.details["score"]))
    assert np.array_equal(on.suppressed, off.suppressed)
    assert on.released.to_frame().equals(off.released.to_frame())


@settings(max_examples=40, deadline=None)
@given(st.one_of(problems(), closeness_problems()), st.data())
def test_pairs_of_qis_count_the_records_of_their_small_classes(problem, data):
    """At every node of a grid: the most records in a pair's classes below the smallest passing class, as pandas
    counts them over the table's rows, and never more than the node's own classes below it hold."""
    table, hierarchies, requirements, suppression = problem
    prepared, _group, _bounds = prepare(table, QIS, hierarchies, requirements, suppression, None)
    heights = [hierarchies[q].height for q in QIS]
    low = np.array([data.draw(st.integers(0, h)) for h in heights])
    high = np.array([data.draw(st.integers(int(lo), h)) for lo, h in zip(low, heights)])
    m = prepared.min_size
    most = pair_small_records(list(prepared.rows), list(prepared.matrices), prepared.frequency, m, low, high)
    grid = list(itertools.product(*[range(lo, hi + 1) for lo, hi in zip(low.tolist(), high.tolist())]))
    assert len(most) == len(grid)
    labels = {(q, level): hierarchies[q].generalize(table.column(q), level)
              for q, top in zip(QIS, heights) for level in range(top + 1)}
    for node, found in zip(grid, most.tolist()):
        plain = 0
        for i, j in itertools.combinations(range(len(QIS)), 2):
            frame = pd.DataFrame({"i": labels[QIS[i], node[i]], "j": labels[QIS[j], node[j]]})
            sizes = frame.groupby(["i", "j"]).size().to_numpy()
            plain = max(plain, int(sizes[sizes < m].sum()))
        assert found == plain, node
        sizes = evaluate(prepared, np.array(node)).class_sizes
        assert found <= sizes[sizes < m].sum()


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
