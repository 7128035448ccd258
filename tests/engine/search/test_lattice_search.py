"""The optimal search's lattice that is never built (``engine/search/lattice/search.py``): the lazy order, the tags held as
antichains and the raised bounds, each against the whole grid enumerated here (the oracle); and a lattice no grid
could hold, searched to the same optimum as the small lattice it extends."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.attributes.hierarchy_builders import intervals, masking
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.models.requirements import Requirement
from privdesk.engine.search.contract import Limits
from privdesk.engine.search.lattice import optimal_generalization
from privdesk.engine.search.lattice.nodes import Antichain, DenseRaisedBounds, DenseTags, Nodes, Order, RaisedBounds
from privdesk.engine.search.result import NoSolution
from tests.engine.search.test_lattice import problems


@st.composite
def lattices(draw, max_qis=5, max_height=3):
    qis = draw(st.integers(1, max_qis))
    low = np.array(draw(st.lists(st.integers(0, 2), min_size=qis, max_size=qis)))
    span = np.array(draw(st.lists(st.integers(0, max_height), min_size=qis, max_size=qis)))
    return low, low + span


def grid(low, high):
    """Every node, in C order (= index order)."""
    return np.indices(tuple((high - low + 1).tolist())).reshape(len(low), -1).T + low


class SumOfWeights:
    """A lower bound that never decreases towards the top, with many ties (small integer weights)."""

    def __init__(self, weights):
        self.weights = np.asarray(weights)

    def lower_bounds(self, nodes):
        return (nodes * self.weights).sum(axis=1).astype(float)


@settings(max_examples=60, deadline=None)
@given(lattices(), st.data())
def test_the_order_gives_every_node_once_by_bound_then_index(lattice, data):
    low, high = lattice
    scorer = SumOfWeights(data.draw(st.lists(st.integers(0, 3), min_size=len(low), max_size=len(low))))
    nodes = Nodes(low, high)
    order = Order(nodes, scorer)
    order.SLICE = data.draw(st.integers(1, 6))
    order.whole = data.draw(st.booleans())
    taken = []
    while len((part := order.take())[1]):
        taken.append(part)
    levels = np.concatenate([p[0] for p in taken])
    bounds = np.concatenate([p[1] for p in taken])
    every = grid(low, high)
    expected = np.lexsort((np.arange(len(every)), scorer.lower_bounds(every)))  # index order is C order
    assert levels.tolist() == every[expected].tolist()
    assert bounds.tolist() == scorer.lower_bounds(every)[expected].tolist()
    assert [nodes.pack(row) for row in levels] == expected.tolist()
    assert all(np.array_equal(nodes.unpack(int(i)), every[i]) for i in expected)


@settings(max_examples=60, deadline=None)
@given(lattices(max_qis=25, max_height=5), st.data())
def test_unary_codes_compare_like_level_vectors(lattice, data):
    low, high = lattice
    nodes = Nodes(low, high)
    pick = st.lists(st.integers(0, 5), min_size=len(low), max_size=len(low))
    u = np.minimum(low + np.array(data.draw(pick)), high)
    v = np.minimum(low + np.array(data.draw(pick)), high)
    below = ~(nodes.codes(u) & ~nodes.codes(v)).any()
    assert bool(below) == bool((u <= v).all())
    if int((high - low).sum()) > 64:
        assert nodes.words > 1


@settings(max_examples=60, deadline=None)
@given(lattices(max_qis=4), st.booleans(), st.data())
def test_tags_cover_exactly_the_tagged_down_sets_or_up_sets(lattice, down, data):
    low, high = lattice
    nodes = Nodes(low, high)
    every = grid(low, high)
    tagged = data.draw(st.lists(st.integers(0, len(every) - 1), max_size=6))
    chain, raised = Antichain(nodes, down), RaisedBounds(nodes)
    values = data.draw(st.lists(st.floats(0, 10), min_size=len(tagged), max_size=len(tagged)))
    for i, value in zip(tagged, values):
        chain.add(nodes.codes(every[i]))
        raised.add(nodes.codes(every[i]), value)
    for node in every:
        relation = [(node <= every[i]).all() if down else (every[i] <= node).all() for i in tagged]
        assert chain.covers(nodes.codes(node)) == any(relation)
        assert raised.at(nodes.codes(node)) == max((v for i, v in zip(tagged, values) if (every[i] <= node).all()),
                                                   default=-np.inf)
    assert chain.covers_each(nodes.codes(every)).tolist() == [chain.covers(nodes.codes(n)) for n in every]
    assert raised.at_each(nodes.codes(every)).tolist() == [raised.at(nodes.codes(n)) for n in every]
    # only the maximal (minimal) tagged nodes are kept; asking since a mark sees the tags logged after it
    assert chain.count <= len(set(tagged))
    if tagged:
        last = nodes.codes(every[tagged[-1]])
        assert chain.covers(last, since=0) and not chain.covers(last, since=chain.logged)


@settings(max_examples=60, deadline=None)
@given(lattices(max_qis=4), st.booleans(), st.data())
def test_dense_tags_cover_exactly_the_tagged_down_sets_or_up_sets(lattice, down, data):
    low, high = lattice
    nodes = Nodes(low, high)
    every = grid(low, high)
    tagged = data.draw(st.lists(st.integers(0, len(every) - 1), max_size=6))
    dense = DenseTags(nodes, down)
    for i in tagged:
        dense.add_node(i)  # grid rows are in index order
    expected = [any((node <= every[i]).all() if down else (every[i] <= node).all() for i in tagged) for node in every]
    assert [dense.covers_node(i) for i in range(len(every))] == expected
    assert dense.covers_nodes(np.arange(len(every)), None).tolist() == expected


@settings(max_examples=60, deadline=None)
@given(lattices(max_qis=4), st.data())
def test_dense_raised_bounds_are_the_largest_value_passed_from_below(lattice, data):
    low, high = lattice
    nodes = Nodes(low, high)
    every = grid(low, high)
    passed = data.draw(st.lists(st.integers(0, len(every) - 1), max_size=6))
    values = data.draw(st.lists(st.floats(0, 10), min_size=len(passed), max_size=len(passed)))
    dense, rows = DenseRaisedBounds(nodes), RaisedBounds(nodes)
    for i, value in zip(passed, values):
        dense.add_node(i, None, value)  # grid rows are in index order
        rows.add_node(i, nodes.codes(every[i]), value)
    expected = [max((v for i, v in zip(passed, values) if (every[i] <= node).all()), default=-np.inf)
                for node in every]
    assert [dense.at_node(i) for i in range(len(every))] == expected
    assert dense.at_nodes(np.arange(len(every)), None).tolist() == expected
    assert rows.at_nodes(None, nodes.codes(every)).tolist() == expected


@settings(max_examples=8, deadline=None)
@given(problems())
def test_a_lattice_no_grid_could_hold_has_the_optimum_of_the_lattice_it_extends(problem):
    """37 constant columns (two-valued hierarchies) added to a small problem: 2^37 times the nodes (the grid the
    search used to build would take terabytes). Without suppression Loss ranks the nodes that leave them at level
    0 as before, so the optimum is the small lattice's, with every added column at level 0."""
    data, hierarchies, requirements, _suppression = problem
    qis = ["age", "zip", "sex"]
    try:
        small = optimal_generalization(data, qis, hierarchies, requirements)
    except NoSolution:  # no release without suppression: nothing to compare
        return
    frame = data.to_frame()
    extra = [f"constant_{i}" for i in range(37)]
    wide = Dataset.from_frame(pd.concat([frame, pd.DataFrame({c: ["a"] * len(frame) for c in extra})], axis=1))
    wide_hierarchies = dict(hierarchies) | {c: Hierarchy.from_rows([["a", "*"], ["b", "*"]]) for c in extra}
    result = optimal_generalization(wide, qis + extra, wide_hierarchies, requirements)
    assert result.optimal and result.details["lattice_size"] == small.details["lattice_size"] * 2**37
    assert {q: result.transformation[q] for q in qis} == small.transformation
    assert all(result.transformation[c] == 0 for c in extra)
    assert result.nodes_evaluated < 10_000


def test_a_stopped_search_bounds_the_optimum_from_below():
    data, hierarchies, requirements, suppression = _fixed_problem()
    qis = ["age", "zip", "sex"]

    full = optimal_generalization(data, qis, hierarchies, requirements, suppression=suppression)
    for steps in range(1, full.nodes_evaluated):
        try:
            stopped = optimal_generalization(data, qis, hierarchies, requirements, suppression=suppression,
                                             limits=Limits(steps=steps))
        except NoSolution:  # stopped before any release
            continue
        assert stopped.lower_bound <= full.details["score"] + 1e-12 <= stopped.details["score"] + 2e-12
    assert full.optimal and full.lower_bound == pytest.approx(full.details["score"])


def _fixed_problem():
    rng = np.random.default_rng(7)
    rows = 80
    frame = pd.DataFrame({"age": rng.integers(18, 80, rows).astype(str),
                          "zip": rng.choice(["47677", "47602", "47678", "47905", "47909", "48012"], rows),
                          "sex": rng.choice(["F", "M"], rows)})
    hierarchies = {"age": intervals([str(a) for a in range(18, 80)], width=10, fanouts=[2, 2]),
                   "zip": masking(["47677", "47602", "47678", "47905", "47909", "48012"]),
                   "sex": Hierarchy.from_rows([["F", "*"], ["M", "*"]])}
    return (Dataset.from_frame(frame, types={"zip": "string"}), hierarchies, [Requirement("k-anonymity", 4)],
            0.05)
