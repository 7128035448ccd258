"""Shortcuts of the optimal search's per-node and per-search costs, each against the plain computation: the
frontier found through unary codes against comparing level vectors one pair at a time; the cached set a node is
evaluated from, found through unary codes, against comparing levels; a release grouped from a condensed set
against the release grouped from the base set."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.core.progress import NO_PROGRESS
from privdesk.engine.search.lattice import evaluation
from privdesk.engine.search.lattice.evaluation import condense, evaluate, release_node
from privdesk.engine.search.lattice.nodes import Nodes
from privdesk.engine.search.lattice.problem import prepare, setup_problem
from privdesk.engine.search.lattice.search import SetCache, frontier
from tests.engine.search.test_lattice import problems


def plain_frontier(nodes: Nodes, evaluated: dict, limit: int) -> list[int]:
    """Satisfying nodes best score first (then fewer steps, then as met), kept when no other satisfying node lies
    below them, the first ``limit``."""
    satisfying = [i for i, (ok, _score, _suppressed) in evaluated.items() if ok]
    levels = {i: nodes.unpack(i).tolist() for i in satisfying}
    ranked = sorted(satisfying, key=lambda i: (evaluated[i][1], sum(levels[i])))
    minimal = [i for i in ranked
               if not any(j != i and all(a <= b for a, b in zip(levels[j], levels[i])) for j in satisfying)]
    return minimal[:limit]


@st.composite
def searched(draw):
    # up to 12 QIs of height up to 9: more than 64 code bits, so the codes take two words
    qis = draw(st.integers(1, 12))
    low = np.array(draw(st.lists(st.integers(0, 2), min_size=qis, max_size=qis)))
    high = low + np.array(draw(st.lists(st.integers(0, 9), min_size=qis, max_size=qis)))
    nodes = Nodes(low, high)
    indices = draw(st.lists(st.integers(0, min(nodes.size, 10**9) - 1), min_size=0, max_size=120, unique=True))
    evaluated = {i: (draw(st.booleans()), float(draw(st.integers(0, 5))), 0) for i in indices}
    return nodes, evaluated, draw(st.integers(1, 60))


@settings(max_examples=300, deadline=None)
@given(searched())
def test_frontier_is_the_minimal_satisfying_nodes_best_first(case):
    nodes, evaluated, limit = case
    assert frontier(nodes, evaluated, limit) == plain_frontier(nodes, evaluated, limit)


def test_frontier_blocks_agree_with_one_block(monkeypatch):
    # many satisfying nodes: compared a block at a time
    nodes = Nodes(np.zeros(4, np.int64), np.full(4, 5, np.int64))
    rng = np.random.default_rng(3)
    evaluated = {int(i): (True, float(rng.integers(0, 20)), 0) for i in rng.choice(nodes.size, 900, replace=False)}
    expected = plain_frontier(nodes, evaluated, 10**6)
    assert frontier(nodes, evaluated, 10**6) == expected
    monkeypatch.setattr("privdesk.engine.search.lattice.search.FRONTIER_CELLS", 1)
    assert frontier(nodes, evaluated, 10**6) == expected


@settings(max_examples=40, deadline=None)
@given(problems(), st.randoms(use_true_random=False), st.sampled_from([10**6, 60]))
def test_sets_found_by_code_are_those_found_by_levels(problem, random, rows):
    # every evaluated node's set kept (no size threshold), a small cache (its oldest sets go) or a large one
    data, hierarchies, requirements, suppression = problem
    qis = ["age", "zip", "sex"]
    prepared, _group, _bounds = prepare(data, qis, hierarchies, requirements, suppression, None)
    nodes = Nodes(np.zeros(3, np.int64), np.array([hierarchies[q].height for q in qis]))
    by_code, by_levels = SetCache(prepared, nodes), SetCache(prepared)
    by_code.ROWS = by_levels.ROWS = rows
    order = list(range(nodes.size))
    random.shuffle(order)
    saved = evaluation.CONDENSED_SHARE, evaluation.CONDENSED_SOURCE_ROWS
    evaluation.CONDENSED_SHARE, evaluation.CONDENSED_SOURCE_ROWS = 1.0, 0
    try:
        for index in order:
            levels, code = nodes.node(index)
            source, plain = by_code.source_for(levels, code), by_levels.source_for(levels)
            assert (source.levels, len(source)) == (plain.levels, len(plain))
            assert all(have <= level for have, level in zip(source.levels, levels.tolist()))
            by_code.add(levels, evaluate(prepared, levels, source))
            by_levels.add(levels, evaluate(prepared, levels, plain))
    finally:
        evaluation.CONDENSED_SHARE, evaluation.CONDENSED_SOURCE_ROWS = saved


@settings(max_examples=40, deadline=None)
@given(problems(), st.data())
def test_a_release_from_a_condensed_set_is_the_release_from_the_base_set(problem, data):
    # the node and a node below it whose set the release is grouped from (kept at any size)
    table, hierarchies, requirements, suppression = problem
    qis = ["age", "zip", "sex"]
    prepared, group_of_row, bounds, heights, low, high = setup_problem(
        table, qis, hierarchies, requirements, suppression, "loss", None, None, None, NO_PROGRESS)
    levels = np.array([data.draw(st.integers(0, int(h))) for h in heights])
    below = np.array([data.draw(st.integers(0, int(level))) for level in levels])
    saved = evaluation.CONDENSED_SHARE, evaluation.CONDENSED_SOURCE_ROWS
    evaluation.CONDENSED_SHARE, evaluation.CONDENSED_SOURCE_ROWS = 1.0, 0
    try:
        source = condense(prepared, below, evaluate(prepared, below))
    finally:
        evaluation.CONDENSED_SHARE, evaluation.CONDENSED_SOURCE_ROWS = saved
    plain = release_node(table, qis, hierarchies, prepared, group_of_row, bounds, heights, levels)
    shortcut = release_node(table, qis, hierarchies, prepared, group_of_row, bounds, heights, levels, source)
    for q in qis:
        assert shortcut[0].column(q).text().tolist() == plain[0].column(q).text().tolist()
    assert np.array_equal(shortcut[1], plain[1]) and np.array_equal(shortcut[2], plain[2])
    assert (shortcut[3].kept_classes, shortcut[3].classes, shortcut[3].suppressed) == \
        (plain[3].kept_classes, plain[3].classes, plain[3].suppressed)
