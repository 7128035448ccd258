"""Shortcuts of a node's evaluation on small sets against the plain computation: a small set's class keys made in
one gather over all QIs (``evaluation.node_key``) equal the mixed-radix sum of each row's label codes at the node;
a condensed set of spread classes read from the keys' digits (``evaluation.key_labels``) holds, in key order, what
the base rows hold; discernibility without ``discernibility_of``'s checks (``Scorer._discernibility``) equals it;
k-map's verdicts judged on every class, classes of population rows only then failed (``evaluation._judge``),
equal the verdicts on the classes with records alone and a plain count; and the search's optimum, score, suppressed records and nodes evaluated equal the brute force's and those of a
search that takes none of these shortcuts."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.core.dataset import Dataset
from privdesk.engine.metrics.utility import discernibility_of
from privdesk.engine.models.requirements import Requirement
from privdesk.engine.search.lattice import evaluation, optimal_generalization
from privdesk.engine.search.lattice.problem import prepare
from privdesk.engine.search.lattice.scores import Scorer
from privdesk.engine.search.result import NoSolution
from tests.engine.search.test_climb_bounds import QIS
from tests.engine.search.test_climb_bounds import problems as climb_problems
from tests.engine.search.test_evaluation_shortcuts import WIDE, every_node, problems, wide_problems
from tests.engine.search.test_lattice import brute_force, independent_score
from tests.engine.search.test_search_shortcuts import wide_problems as any_hierarchies


def plain_key(problem, source, levels):
    """Σ_j label_j · stride_j over the QIs, one row and QI at a time in Python ints, from the set's label codes
    mapped up to the node (``Problem.level_map``)."""
    radices = [int(problem.radix[j, level]) for j, level in enumerate(levels.tolist())]
    labels = [problem.level_map(j, have, int(level))[source.codes(problem, j)].tolist()
              for j, (have, level) in enumerate(zip(source.levels, levels.tolist()))]
    keys = []
    for r in range(len(source)):
        key = 0
        for j, radix in enumerate(radices):
            key = key * radix + labels[j][r]
        keys.append(key)
    return keys, math.prod(radices)


def condensed_everywhere(patch):
    patch.setattr(evaluation, "CONDENSED_SHARE", 1.0)
    patch.setattr(evaluation, "CONDENSED_SOURCE_ROWS", 0)


@settings(max_examples=30, deadline=None)
@given(st.one_of(problems().map(lambda case: (case, QIS)), wide_problems().map(lambda case: (case, WIDE))),
       st.data())
def test_a_small_sets_key_is_the_mixed_radix_sum_of_its_labels(drawn, data):
    """At every node, on the base set and on a condensed set below the node."""
    case, qis = drawn
    problem, nodes = every_node(case, qis)
    below = nodes[data.draw(st.integers(0, len(nodes) - 1))]
    with pytest.MonkeyPatch.context() as patch:
        condensed_everywhere(patch)
        condensed = evaluation.condense(problem, below, evaluation.evaluate(problem, below))
    for levels in nodes:
        for source in (problem.base, condensed):
            if source is None or (np.array(source.levels) > levels).any():
                continue
            key, space = evaluation.node_key(problem, source, levels)
            expected, expected_space = plain_key(problem, source, levels)
            assert space == expected_space
            assert key.tolist() == expected


@settings(max_examples=40, deadline=None)
@given(st.one_of(climb_problems().map(lambda case: (*case, None)),
                 wide_problems().filter(lambda case: len(case[2]) == 1)))
def test_a_condensed_set_of_spread_classes_holds_what_the_base_rows_hold_in_key_order(case):
    """k-anonymity alone (its empty classes fail, so a key space no larger than the set is spread): the condensed
    set's rows are the node's occupied keys in increasing order, each with its labels and the records of the base
    rows of that key."""
    data, hierarchies, requirements, suppression = case[:4]
    qis = QIS if len(case[0].names) == 5 else WIDE
    problem, nodes = every_node((data, hierarchies, requirements[:1], suppression, case[4]), qis)
    spread = 0
    for levels in nodes:
        with pytest.MonkeyPatch.context() as patch:
            condensed_everywhere(patch)
            outcome = evaluation.evaluate(problem, levels)
            condensed = evaluation.condense(problem, levels, outcome)
        if not outcome.spread:
            continue
        spread += 1
        keys, _space = plain_key(problem, problem.base, levels)
        records: dict[int, int] = {}
        labels: dict[int, list[int]] = {}
        for r, key in enumerate(keys):
            records[key] = records.get(key, 0) + int(problem.frequency[r])
            labels[key] = [int(problem.codes_at(j, level)[r]) for j, level in enumerate(levels.tolist())]
        order = sorted(records)
        offsets = problem.offsets(levels)
        assert condensed.stacked.dtype == np.int32  # as a set condensed from representative rows
        assert (condensed.stacked - offsets[:, None]).T.tolist() == [labels[key] for key in order]
        assert condensed.frequency.tolist() == [records[key] for key in order]
        assert condensed.levels == tuple(levels.tolist())
        # each label of the set's numbering names its QI and a hierarchy row carrying it (a column of ``up``)
        for j, level in enumerate(levels.tolist()):
            row = condensed.stacked[j]
            assert (condensed.qi_of[row] == j).all()
            assert (problem.up[level, condensed.row_of[row]] == row - offsets[j]).all()
    assert spread


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 10**6), max_size=50), st.integers(0, 10**6), st.sampled_from([np.int64, np.int32]))
def test_discernibility_without_its_checks_equals_discernibility_of(sizes, suppressed, dtype):
    class Problem:
        n = sum(sizes) + suppressed
        records = None

    scorer = Scorer.__new__(Scorer)
    scorer.problem = Problem
    kept = np.array(sizes, dtype)
    assert repr(scorer._discernibility(kept, suppressed)) == repr(discernibility_of(kept, Problem.n, suppressed))


def plain_evaluation(patch):
    """Every shortcut above off: keys one QI at a time, spread classes condensed from representative rows, and
    ``discernibility_of`` itself."""
    patch.setattr(evaluation, "GATHERED_KEY_ROWS", 0)
    patch.setattr(evaluation, "SPREAD_DIGITS", False)
    patch.setattr(Scorer, "_discernibility", lambda self, sizes, s: discernibility_of(sizes, self.problem.n, s))


@settings(max_examples=30, deadline=None)
@given(climb_problems(), st.sampled_from([0.0, None]), st.sampled_from(["loss", "discernibility", "aecs"]))
def test_the_search_finds_the_brute_force_optimum_and_what_it_found_without_the_shortcuts(case, zero, metric):
    data, hierarchies, requirements, suppression = case
    suppression = suppression if zero is None else zero

    def search():
        try:
            result = optimal_generalization(data, QIS, hierarchies, requirements, suppression=suppression,
                                            metric=metric)
        except NoSolution:
            return None
        return result.transformation, repr(result.details["score"]), result.suppressed_count, \
            result.nodes_evaluated, result.suppressed.tolist()

    found = search()
    with pytest.MonkeyPatch.context() as patch:
        plain_evaluation(patch)
        assert search() == found
    expected = brute_force(data, QIS, hierarchies, requirements, suppression,
                           lambda levels, suppressed: independent_score(metric, data, QIS, hierarchies, levels,
                                                                        suppressed))
    if expected is None:
        assert found is None
    else:
        assert float(found[1]) == pytest.approx(expected[2], rel=1e-9, abs=1e-9)


@settings(max_examples=60, deadline=None)
@given(any_hierarchies(), st.data())
def test_k_maps_verdicts_on_every_class_are_those_on_the_classes_with_records(case, data):
    """The data is a random part of the population table, so that some classes hold population rows only."""
    table, hierarchies, qis = case
    frame = table.to_frame()
    part = Dataset.from_frame(frame.iloc[:data.draw(st.integers(1, len(frame)))].reset_index(drop=True))
    k = data.draw(st.integers(1, 6))
    requirements = [Requirement("k-map", k)] + ([Requirement("k-anonymity", 2)] if data.draw(st.booleans()) else [])
    problem = prepare(part, qis, hierarchies, requirements, 0.0, table)[0]
    levels = np.array([data.draw(st.integers(0, hierarchies[q].height)) for q in qis])
    outcome = evaluation.evaluate(problem, levels)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(evaluation, "OWN_COUNTS_ONLY", frozenset())
        plain = evaluation.evaluate(problem, levels)
    assert outcome.class_ok.tolist() == plain.class_ok.tolist()
    assert (outcome.satisfied, outcome.suppressed) == (plain.satisfied, plain.suppressed)
    sizes = np.bincount(outcome.group, weights=problem.frequency, minlength=len(outcome.class_sizes))
    population = np.bincount(outcome.group, weights=problem.population, minlength=len(outcome.class_sizes))
    expected = (sizes > 0) & (population >= k) & (sizes >= (2 if len(requirements) > 1 else 0))
    assert outcome.class_ok.tolist() == expected.tolist()
