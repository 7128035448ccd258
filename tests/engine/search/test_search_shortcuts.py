"""Shortcuts of the optimal search's per-node and per-search costs, each against the plain computation: the
frontier found through unary codes against comparing level vectors one pair at a time; the cached set a node is
evaluated from, found through unary codes, against comparing levels; a release grouped from a condensed set
against the release grouped from the base set; class keys from blocks of QIs against the plain sum over QIs; the bounds of a whole lattice from outer
products against each node's bound; the order by ranks against numpy's stable sort."""

from __future__ import annotations

import numpy as np
import pandas as pd
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.progress import NO_PROGRESS
from privdesk.engine.models.requirements import Requirement
from privdesk.engine.search.lattice import blocks, evaluation
from privdesk.engine.search.lattice.evaluation import condense, evaluate, release_node
from privdesk.engine.search.lattice.nodes import Nodes, stable_order
from privdesk.engine.search.lattice.problem import prepare, setup_problem
from privdesk.engine.search.lattice.scores import Scorer
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


@st.composite
def wide_problems(draw):
    """Up to 7 QIs of 1-12 values, each with a random hierarchy of 1-3 levels above (any merging of labels), on
    up to 300 rows: the blocks of ``blocks.py`` on sets of every shape."""
    qis = draw(st.integers(1, 7))
    rows = draw(st.integers(1, 300))
    rng = np.random.default_rng(draw(st.integers(0, 2**31)))
    frame, hierarchies = {}, {}
    for j in range(qis):
        values = int(draw(st.integers(1, 12)))
        table = [[f"v{j}_{v}"] for v in range(values)]
        groups = np.arange(values)
        for level in range(int(draw(st.integers(1, 3)))):
            groups = rng.integers(0, max(1, len(np.unique(groups)) - 1), values)[groups]  # a function of the last
            for v in range(values):
                table[v].append(f"l{level}_{groups[v]}")
        frame[f"q{j}"] = rng.choice([row[0] for row in table], rows)
        hierarchies[f"q{j}"] = Hierarchy.from_rows(table)
    return Dataset.from_frame(pd.DataFrame(frame)), hierarchies, [f"q{j}" for j in range(qis)]


def plain_key(problem, source, levels):
    """The class key of every row of a set: its QIs' label codes at ``levels`` in mixed radix, one QI at a time
    through the hierarchy matrices (the base set) or the set's own label table."""
    key = np.zeros(len(source), np.int64)
    for j, level in enumerate(levels.tolist()):
        key = key * int(problem.radix[j, level]) + problem.labels_at(source, levels)[source.stacked[j]]
    return key


@settings(max_examples=150, deadline=None)
@given(wide_problems(), st.data(), st.sampled_from([0.01, 0.25, 1.0, 4.0]))
def test_keys_from_blocks_are_the_plain_keys(case, data, share):
    table, hierarchies, qis = case
    problem, _group, _bounds = prepare(table, qis, hierarchies, [Requirement("k-anonymity", 2)], 0.0, None)
    heights = [hierarchies[q].height for q in qis]
    below = np.array([data.draw(st.integers(0, h)) for h in heights])
    levels = np.array([data.draw(st.integers(int(b), h)) for b, h in zip(below, heights)])
    saved = blocks.BLOCK_ROWS, blocks.BLOCK_SPACE_SHARE, evaluation.CONDENSED_SHARE, evaluation.CONDENSED_SOURCE_ROWS
    blocks.BLOCK_ROWS, blocks.BLOCK_SPACE_SHARE = 0, share
    evaluation.CONDENSED_SHARE, evaluation.CONDENSED_SOURCE_ROWS = 1.0, 0
    try:
        sources = [problem.base]
        condensed = condense(problem, below, evaluate(problem, below))
        if condensed is not None:
            sources.append(condensed)
        for source in sources:
            # the base set's key against the hierarchies' own codes, every set's against the plain sum
            expected = plain_key(problem, source, levels)
            if source is problem.base:
                codes = np.zeros(len(source), np.int64)
                for j, level in enumerate(levels.tolist()):
                    codes = codes * int(problem.radix[j, level]) + problem.codes_at(j, level)
                assert np.array_equal(expected, codes)
            for _ in range(3):  # the first key is made without blocks, the next ones with them (when they pay)
                key, space = evaluation.node_key(problem, source, levels)
                assert space == int(np.prod(problem.radix[problem.qi, levels]))
                assert np.array_equal(key, expected)
            own = problem.radix[problem.qi, list(source.levels)].tolist()
            if (problem.radix[problem.qi, levels] > 1).any() and blocks.split(own, len(source)) is not None:
                assert source.blocks is not None  # the blocks were used, not only the plain path
    finally:
        blocks.BLOCK_ROWS, blocks.BLOCK_SPACE_SHARE, evaluation.CONDENSED_SHARE, \
            evaluation.CONDENSED_SOURCE_ROWS = saved


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(1, 80), min_size=1, max_size=10), st.integers(1, 20_000))
def test_blocks_split_every_qi_once_within_the_limit(radices, rows):
    split = blocks.split(radices, rows)
    if split is None:
        return
    assert sorted(j for block in split for j in block) == list(range(len(radices)))
    assert len(split) < len(radices)
    limit = max(2, int(blocks.BLOCK_SPACE_SHARE * rows))
    assert all(len(block) == 1 or int(np.prod([radices[j] for j in block])) <= limit for block in split)


@settings(max_examples=100, deadline=None)
@given(wide_problems(), st.data(), st.sampled_from(["loss", "discernibility", "precision"]))
def test_grid_bounds_are_the_bounds_of_every_node(case, data, metric):
    table, hierarchies, qis = case
    problem, _group, _bounds = prepare(table, qis, hierarchies, [Requirement("k-anonymity", 2)], 0.0, None)
    heights = np.array([hierarchies[q].height for q in qis])
    low = np.array([data.draw(st.integers(0, int(h))) for h in heights])
    high = np.array([data.draw(st.integers(int(lo), int(h))) for lo, h in zip(low, heights)])
    scorer = Scorer(metric, problem, hierarchies, qis, heights, None)
    radix = (high - low + 1).tolist()
    bounds = scorer.grid_bounds(low, radix)
    if metric != "loss":
        assert bounds is None
        return
    every = np.indices(radix).reshape(len(radix), -1).T + low  # C order
    assert bounds.tolist() == scorer.lower_bounds(every).tolist()  # to the last bit: the scores of a search


@settings(max_examples=100, deadline=None)
@given(wide_problems(), st.data(), st.booleans())
def test_a_condensed_set_counts_what_its_classes_hold(case, data, with_population):
    # its records (and population rows, k-map against a population) per class, against a dict over the base rows
    table, hierarchies, qis = case
    requirement = Requirement("k-map", 2) if with_population else Requirement("k-anonymity", 2)
    problem, _group, _bounds = prepare(table, qis, hierarchies, [requirement], 0.0,
                                       table if with_population else None)
    levels = np.array([data.draw(st.integers(0, hierarchies[q].height)) for q in qis])
    saved = evaluation.CONDENSED_SHARE, evaluation.CONDENSED_SOURCE_ROWS
    evaluation.CONDENSED_SHARE, evaluation.CONDENSED_SOURCE_ROWS = 1.0, 0
    try:
        condensed = condense(problem, levels, evaluate(problem, levels, screen=data.draw(st.booleans())))
    finally:
        evaluation.CONDENSED_SHARE, evaluation.CONDENSED_SOURCE_ROWS = saved
    expected: dict[tuple, list[int]] = {}
    population = problem.population if problem.population is not None else np.zeros(len(problem.frequency), int)
    for r in range(len(problem.frequency)):
        label = tuple(int(problem.codes_at(j, level)[r]) for j, level in enumerate(levels.tolist()))
        counts = expected.setdefault(label, [0, 0])
        counts[0] += int(problem.frequency[r])
        counts[1] += int(population[r])
    offsets = problem.offsets(levels)
    got = {tuple(int(condensed.stacked[j, r] - offsets[j]) for j in range(len(qis))):
           [int(condensed.frequency[r]), int(0 if condensed.population is None else condensed.population[r])]
           for r in range(len(condensed))}
    assert len(got) == len(condensed) and got == expected


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 1 << 16), st.integers(1, 5000), st.integers(0, 2**31), st.booleans())
def test_the_stable_order_by_ranks_is_numpys_stable_sort(size, distinct, seed, special):
    rng = np.random.default_rng(seed)
    values = rng.integers(0, distinct, size) / 7.0  # many ties
    if special:  # infinities, a negative zero beside zeros, a NaN
        values[rng.integers(0, size, 3)] = [np.inf, -0.0, np.nan]
    assert np.array_equal(stable_order(values), np.argsort(values, kind="stable"))


def test_no_blocks_outside_their_sizes(monkeypatch):
    # too few rows to pay, or so many that the codes would weigh on memory: keys gathered one QI at a time
    stacked = np.array([[0, 1, 0, 1], [2, 2, 3, 3]], np.int32)
    offsets, radices = np.array([0, 2]), [2, 2]
    monkeypatch.setattr(blocks, "BLOCK_SPACE_SHARE", 1.0)
    monkeypatch.setattr(blocks, "BLOCK_ROWS", 0)
    assert blocks.blocks_of(stacked, offsets, radices) is not None
    monkeypatch.setattr(blocks, "BLOCK_MAX_ROWS", 3)
    assert blocks.blocks_of(stacked, offsets, radices) is None
    monkeypatch.setattr(blocks, "BLOCK_MAX_ROWS", 4)
    monkeypatch.setattr(blocks, "BLOCK_ROWS", 5)
    assert blocks.blocks_of(stacked, offsets, radices) is None


@settings(max_examples=150, deadline=None)
@given(st.integers(1, 5), st.integers(1, 400), st.integers(0, 2**31), st.integers(0, 5), st.sampled_from([1, 3, 8]))
def test_keys_from_runs_are_the_plain_sums(qis, rows, seed, sorted_by, run_rows):
    """Keys made from runs of rows (a large set sorted by some of its QIs) against the plain sum over QIs, on sets
    sorted by none, some or all of their QIs, with any QIs live."""
    rng = np.random.default_rng(seed)
    radices = rng.integers(1, 9, qis)
    offsets = np.concatenate(([0], np.cumsum(radices)[:-1]))
    stacked = (rng.integers(0, 1 << 20, (qis, rows)) % radices[:, None] + offsets[:, None]).astype(np.uint16)
    order = np.lexsort(stacked[rng.permutation(qis)[:min(sorted_by, qis)]]) if sorted_by else np.arange(rows)
    stacked = np.ascontiguousarray(stacked[:, order])
    table = rng.integers(0, 1000, int(radices.sum())).astype(np.int64)
    live = [bool(x) for x in rng.integers(0, 2, qis)]
    live[int(rng.integers(0, qis))] = True
    expected = sum(table[stacked[j]] for j in range(qis) if live[j])
    saved = blocks.RUN_ROWS, blocks.RUN_KEY_BLOCK
    blocks.RUN_ROWS, blocks.RUN_KEY_BLOCK = run_rows, int(rng.integers(1, 64))
    try:
        runs = blocks.runs_of(stacked)
        if runs is None:
            assert rows < 2 or all(np.count_nonzero(stacked[j, 1:] != stacked[j, :-1]) + 1 > rows // run_rows
                                   for j in range(qis))
            return
        assert runs.lengths.sum() == rows and (runs.lengths > 0).all()
        assert len(runs.lengths) <= rows // run_rows
        assert np.array_equal(blocks.block_key(runs, table, live, np.int64), expected)
    finally:
        blocks.RUN_ROWS, blocks.RUN_KEY_BLOCK = saved


@settings(max_examples=60, deadline=None)
@given(wide_problems(), st.data())
def test_keys_of_sets_keyed_by_runs_are_the_plain_keys(case, data):
    """``node_key`` through ``FrequencySet.key_blocks`` on sets keyed by runs (every set above ``BLOCK_MAX_ROWS``),
    the rows sorted by some QIs as a set grouped by one packed key is."""
    table, hierarchies, qis = case
    problem, _group, _bounds = prepare(table, qis, hierarchies, [Requirement("k-anonymity", 2)], 0.0, None)
    base = problem.base
    keys = base.stacked[::-1][:data.draw(st.integers(0, len(qis)))]
    order = np.lexsort(keys) if len(keys) else np.arange(len(base))
    base.stacked = np.ascontiguousarray(base.stacked[:, order])
    levels = np.array([data.draw(st.integers(0, hierarchies[q].height)) for q in qis])
    saved = blocks.BLOCK_ROWS, blocks.BLOCK_MAX_ROWS, blocks.RUN_ROWS
    blocks.BLOCK_ROWS, blocks.BLOCK_MAX_ROWS, blocks.RUN_ROWS = 0, 0, data.draw(st.sampled_from([1, 2, 8]))
    try:
        expected = plain_key(problem, base, levels)
        for _ in range(3):  # the first key without runs, the next ones with them (when they pay)
            key, _space = evaluation.node_key(problem, base, levels)
            assert np.array_equal(key, expected)
    finally:
        blocks.BLOCK_ROWS, blocks.BLOCK_MAX_ROWS, blocks.RUN_ROWS = saved
