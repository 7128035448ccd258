"""Shortcuts of a node's evaluation against the plain computation: class sizes summed from the class x value
counts (``evaluation.row_sums``) equal a count of each class's records over the set's rows, at every node of
random tables with a sensitive attribute (l-diversity, t-closeness), with and without rows standing for several
records; keys of small sets grouped by counting a larger space or by a sort of packed keys (``sorted_small``)
give the classes ``np.unique`` gives; a condensed set with a sensitive attribute holds what the base rows hold; and
the search's optimum is the same with each shortcut off."""

from __future__ import annotations

import itertools

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.attributes.hierarchy_builders import intervals, masking
from privdesk.engine.core.classes import group_key
from privdesk.engine.core.dataset import Dataset
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


def every_node(case, qis):
    """The search's problem of a drawn case (Loss) and every node of its lattice."""
    data, hierarchies, requirements, suppression, counts = case
    problem = setup_problem(data, qis, hierarchies, requirements, suppression, "loss", None, None, None,
                            NO_PROGRESS, row_counts=counts)[0]
    return problem, [np.array(levels) for levels in itertools.product(*[range(hierarchies[q].levels) for q in qis])]


@settings(max_examples=40, deadline=None)
@given(problems())
def test_class_sizes_from_the_cells_equal_a_count_of_the_rows(case):
    problem, nodes = every_node(case, QIS)
    for levels in nodes:
        outcome = evaluation.evaluate(problem, levels)
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


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 2**40), min_size=0, max_size=300), st.integers(1, 2**40), st.booleans())
def test_sorted_small_numbers_classes_as_np_unique_does(values, space, few):
    key = np.array([v % (7 if few else space) for v in values], np.int64).astype(np.int32 if space < 2**31
                                                                              else np.int64)
    group, n = evaluation.sorted_small(key)
    uniques, inverse = np.unique(key, return_inverse=True)
    assert group.dtype == np.int32
    assert n == len(uniques)
    assert group.tolist() == inverse.reshape(-1).tolist()


@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(0, 10**6), min_size=1, max_size=300), st.integers(1, 16))
def test_counting_a_larger_space_numbers_classes_as_np_unique_does(values, ratio):
    space = max(values) + 1
    key = np.array(values, np.intp)
    group, n = group_key(key, space, narrow=True, counted=ratio)
    uniques, inverse = np.unique(key, return_inverse=True)
    assert n == len(uniques)
    if space <= ratio * len(key) + 1024:  # counted: in key order (hashed ones are numbered as they appear)
        assert group.tolist() == inverse.reshape(-1).tolist()
    else:
        assert [values[i] == values[j] for i in range(len(values)) for j in range(i)] == \
            [group[i] == group[j] for i in range(len(values)) for j in range(i)]


@st.composite
def wide_problems(draw):
    """Random tables of 5 QIs whose key spaces at most nodes exceed 4 times their rows, with and without a
    sensitive attribute and rows standing for several records."""
    rows = draw(st.integers(30, 200))
    rng = np.random.default_rng(draw(st.integers(0, 2**31)))
    ages = [str(a) for a in range(18, 98)]
    frame = pd.DataFrame({"age": rng.choice(ages, rows), "zip": rng.choice([f"4{z:04d}" for z in range(40)], rows),
                          "sex": rng.choice(["F", "M"], rows), "edu": rng.choice(list("abcdefgh"), rows),
                          "job": rng.choice([f"j{j}" for j in range(12)], rows),
                          "disease": rng.choice(["flu", "ulcer", "cancer"], rows)})
    data = Dataset.from_frame(frame, types={"zip": "string"})
    hierarchies = {"age": intervals(ages, width=5, fanouts=[2, 2, 2]), "zip": masking(sorted(set(frame["zip"]))),
                   "sex": Hierarchy.from_rows([["F", "*"], ["M", "*"]]),
                   "edu": Hierarchy.from_rows([[e, "ab" if e in "ab" else "rest", "*"] for e in "abcdefgh"]),
                   "job": Hierarchy.from_rows([[f"j{j}", f"g{j // 4}", "*"] for j in range(12)])}
    requirements = [Requirement("k-anonymity", draw(st.integers(2, 4)))]
    if draw(st.booleans()):
        requirements.append(Requirement("l-diversity", 2, "disease"))
    counts = rng.integers(1, 4, rows) if draw(st.booleans()) else None
    return data, hierarchies, requirements, draw(st.sampled_from([0.0, 0.05, 0.2])), counts


@settings(max_examples=30, deadline=None)
@given(wide_problems(), st.sampled_from(["loss", "discernibility", "aecs"]))
def test_the_search_finds_the_same_optimum_with_small_sets_hashed(case, metric):
    data, hierarchies, requirements, suppression, counts = case
    options = {"suppression": suppression, "metric": metric, "row_counts": counts}

    def optimum_of_wide():
        try:
            result = optimal_generalization(data, WIDE, hierarchies, requirements, **options)
        except NoSolution:
            return None
        return result.transformation, result.details["score"], result.suppressed_count, result.nodes_evaluated

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(evaluation, "sorted_small", sorted_noted)
        grouped = optimum_of_wide()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(evaluation, "SMALL_SET_ROWS", 0)
        hashed = optimum_of_wide()
    assert hashed == grouped if grouped is None or metric != "loss" else (
        hashed[0] == grouped[0] and hashed[2:] == grouped[2:]
        and hashed[1] == pytest.approx(grouped[1], rel=1e-12, abs=1e-12))


@settings(max_examples=15, deadline=None)
@given(wide_problems())
def test_every_node_has_the_same_classes_sorted_as_hashed(case):
    problem, nodes = every_node(case, WIDE)
    for levels in nodes:
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(evaluation, "sorted_small", sorted_noted)
            grouped = evaluation.evaluate(problem, levels)
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(evaluation, "SMALL_SET_ROWS", 0)
            hashed = evaluation.evaluate(problem, levels)
        # the same partition of the rows, whatever the classes' numbers, and the same verdicts
        pairs = set(zip(grouped.group.tolist(), hashed.group.tolist()))
        assert len(pairs) == len(set(grouped.group.tolist())) == len(set(hashed.group.tolist()))
        assert grouped.class_sizes[grouped.group].tolist() == hashed.class_sizes[hashed.group].tolist()
        assert grouped.kept_groups.tolist() == hashed.kept_groups.tolist()
        assert (grouped.satisfied, grouped.suppressed) == (hashed.satisfied, hashed.suppressed)


WIDE = ["age", "zip", "sex", "edu", "job"]
SORTED = []


def sorted_noted(key):
    SORTED.append(len(key))
    return SORTED_SMALL(key)


SORTED_SMALL = evaluation.sorted_small


def test_the_sort_was_exercised_in_the_searches():
    assert len(SORTED) > 200


@settings(max_examples=40, deadline=None)
@given(problems(), st.data())
def test_a_condensed_set_with_a_sensitive_attribute_holds_what_its_cells_hold(case, data):
    """``condense`` of a node with one sensitive attribute takes a row of each occupied class x value cell straight
    from the cells: its rows are each (labels at the node, value) with the records the base rows hold, against a
    dict over the base rows; and from a condensed set, the same as from the base."""
    problem, nodes = every_node(case, QIS)
    name = next(iter(problem.sensitive_codes))
    below = nodes[data.draw(st.integers(0, len(nodes) - 1))]
    above = np.array([data.draw(st.integers(int(level), len(problem.matrices[j]) - 1))
                      for j, level in enumerate(below.tolist())])
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(evaluation, "CONDENSED_SHARE", 1.0)
        patch.setattr(evaluation, "CONDENSED_SOURCE_ROWS", 0)
        first = evaluation.condense(problem, below, evaluation.evaluate(problem, below))
        sets = [(below, first), (above, evaluation.condense(problem, above, evaluation.evaluate(problem, above,
                                                                                                 first)))]
    for levels, condensed in sets:
        expected: dict[tuple, int] = {}
        for r in range(len(problem.frequency)):
            key = (*(int(problem.codes_at(j, level)[r]) for j, level in enumerate(levels.tolist())),
                   int(problem.sensitive_codes[name][r]))
            expected[key] = expected.get(key, 0) + int(problem.frequency[r])
        offsets = problem.offsets(levels)
        got = {(*(int(condensed.stacked[j, r] - offsets[j]) for j in range(len(QIS))),
                int(condensed.sensitive[name][r])): int(condensed.frequency[r]) for r in range(len(condensed))}
        assert len(got) == len(condensed) and got == expected
