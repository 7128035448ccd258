"""Classes holding a single sensitive value, against the plain computation: every l-diversity requirement that
``one_value_fails`` names fails such a class as the model itself judges it (entropy: 2^H below
``ONE_VALUE_ENTROPY_L`` for every count of the c log2 c table and beyond it); ``values_per_class`` counts each
class's values as ``np.count_nonzero`` does; at every node of random tables the evaluation with the shortcut (class
x value rows padded to words, nodes failed on their one-valued classes: the search's walk asks for it) gives the
verdict, and the condensed set, of the evaluation without it (the default); and the search's optimum, score,
nodes, frontier and release are the same without it."""

from __future__ import annotations

import itertools

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.attributes.hierarchy_builders import intervals, masking
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.progress import NO_PROGRESS
from privdesk.engine.metrics.entropy import TABLE_LIMIT
from privdesk.engine.models.requirements import Requirement, class_values, holds
from privdesk.engine.models.sensitive import l_diversity
from privdesk.engine.models.sensitive.l_diversity import ONE_VALUE_ENTROPY_L, one_value_fails
from privdesk.engine.search.lattice import evaluation, optimal_generalization
from privdesk.engine.search.lattice.class_count import values_per_class
from privdesk.engine.search.lattice.problem import setup_problem
from privdesk.engine.search.result import NoSolution
from tests.engine.search.test_discernibility_bounds import assert_the_same_release_switched_off

QIS = ["age", "zip", "sex"]
SCREENED = []


def entropy_l(counts: np.ndarray) -> np.ndarray:
    requirement = Requirement("l-diversity", 2, "s", "entropy")
    return class_values(requirement, counts.sum(axis=1), {"s": counts}, {}, {})


def test_a_class_of_one_value_has_entropy_l_below_the_bound_for_every_count_of_the_table():
    counts = np.arange(1, TABLE_LIMIT, dtype=np.int64)
    matrix = np.zeros((len(counts), 3), np.int64)
    matrix[np.arange(len(counts)), counts % 3] = counts  # the value in every column
    values = entropy_l(matrix)
    assert values.min() >= 1.0
    assert values.max() < ONE_VALUE_ENTROPY_L


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(1, 2**52) | st.integers(TABLE_LIMIT - 2, TABLE_LIMIT + 2), min_size=1, max_size=20),
       st.integers(1, 16), st.booleans())
def test_a_class_of_one_value_has_entropy_l_below_the_bound_beyond_the_table(counts, width, weights):
    """Counts past the table (logarithms of the cells) and weights (non-whole records)."""
    counts = np.array(counts, np.int64)
    matrix = np.zeros((len(counts), width), np.float64 if weights else np.int64)
    matrix[np.arange(len(counts)), counts % width] = counts / 3 if weights else counts
    assert entropy_l(matrix).max() < ONE_VALUE_ENTROPY_L


REQUIREMENTS = st.one_of(
    st.builds(lambda l: Requirement("l-diversity", l, "s", "entropy"),
              st.sampled_from([1, 1 + 1e-13, 1 + 2e-9, 1.0001, 1.5, 2, 3]) | st.floats(1, 10)),
    st.builds(lambda l: Requirement("l-diversity", l, "s"), st.sampled_from([1, 1 + 1e-13, 1.5, 2, 3])),
    st.builds(lambda l, c: Requirement("l-diversity", l, "s", "recursive", c=c), st.integers(1, 4),
              st.sampled_from([0.5, 1, 1.5, 2, 3, 100])),
    st.just(Requirement("t-closeness", 0.2, "s")), st.just(Requirement("k-anonymity", 2)))


@settings(max_examples=400, deadline=None)
@given(REQUIREMENTS, st.integers(1, 2**40), st.integers(1, 12), st.data())
def test_a_requirement_that_fails_one_valued_classes_fails_each_as_its_model_judges(requirement, count, width, data):
    if requirement.spec is not l_diversity.MODEL:
        assert not one_value_fails(requirement)
        return
    matrix = np.zeros((1, width), np.int64)
    matrix[0, data.draw(st.integers(0, width - 1))] = count
    verdict = holds(requirement, class_values(requirement, matrix.sum(axis=1), {"s": matrix}, {}, {}))
    if one_value_fails(requirement):
        assert not verdict[0]
    assert one_value_fails(Requirement("l-diversity", 2, "s", "entropy"))


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 30), st.sampled_from([8, 16, 24, 256, 264]), st.booleans(), st.data())
def test_values_per_class_are_the_non_zero_cells_of_each_class(n_classes, width, weights, data):
    counts = data.draw(arrays(np.float64 if weights else np.int64, n_classes * width,
                              elements=st.sampled_from([0, 0, 0, 1, 2, 7, 30_000])))
    occupied, values = values_per_class(counts, n_classes, width)
    assert occupied.tolist() == (counts > 0).tolist()
    assert np.asarray(values).tolist() == np.count_nonzero(counts.reshape(n_classes, width), axis=1).tolist()


@st.composite
def problems(draw):
    """Random tables of 3 QIs and a sensitive attribute of 1-20 values, often skewed so that many classes hold one
    value; l-diversity (each variant) alone or with k-anonymity or t-closeness; at times rows standing for
    several records."""
    rows = draw(st.integers(30, 200))
    rng = np.random.default_rng(draw(st.integers(0, 2**31)))
    n_values = draw(st.integers(1, 20))
    share = rng.random(n_values) ** draw(st.sampled_from([1, 4, 12]))
    zips = [f"4{z:04d}" for z in range(20)]
    data = Dataset.from_frame(pd.DataFrame({
        "age": rng.integers(18, 80, rows).astype(str), "zip": rng.choice(zips, rows),
        "sex": rng.choice(["F", "M"], rows),
        "s": rng.choice([f"v{v}" for v in range(n_values)], rows, p=share / share.sum())}), types={"zip": "string"})
    hierarchies = {"age": intervals([str(a) for a in range(18, 80)], width=10, fanouts=[2, 2]),
                   "zip": masking(zips), "sex": Hierarchy.from_rows([["F", "*"], ["M", "*"]])}
    variant = draw(st.sampled_from(["entropy", "entropy", "distinct", "recursive"]))
    l = draw(st.sampled_from([2, 3]) | (st.floats(1.2, 3) if variant == "entropy" else st.just(2)))
    requirements = [Requirement("l-diversity", l, "s", variant, c=2 if variant == "recursive" else None)]
    requirements += draw(st.sampled_from([[], [], [Requirement("k-anonymity", 3)],
                                          [Requirement("t-closeness", 0.5, "s")]]))
    counts = rng.integers(1, 4, rows) if draw(st.booleans()) else None
    return data, hierarchies, requirements, draw(st.sampled_from([0.0, 0.05, 0.2, 0.5])), counts


def no_one_value_shortcut(patch):
    patch.setattr(evaluation, "counts_one_value", lambda problem, source, n_classes, screen: False)


def sets_alike(a, b) -> bool:
    return a is None and b is None or a is not None and b is not None and a.stacked.tolist() == b.stacked.tolist() \
        and a.frequency.tolist() == b.frequency.tolist() and a.frequency.dtype == b.frequency.dtype \
        and a.sensitive["s"].tolist() == b.sensitive["s"].tolist()


@settings(max_examples=40, deadline=None)
@given(problems(), st.booleans(), st.sampled_from([None, None, 60]))
def test_every_node_gets_the_plain_verdict_and_condensed_set(case, screen, block):
    """``block``: class x value matrices of at most that many cells at once (``classes.class_spans``), which the
    padded ones of some nodes pass."""
    data, hierarchies, requirements, suppression, counts = case
    with pytest.MonkeyPatch.context() as patch:
        if block is not None:
            patch.setattr("privdesk.engine.core.classes.BLOCK_CELLS", block)
        every_node_alike(data, hierarchies, requirements, suppression, counts, screen)


def every_node_alike(data, hierarchies, requirements, suppression, counts, screen):
    problem = setup_problem(data, QIS, hierarchies, requirements, suppression, "loss", None, None, None,
                            NO_PROGRESS, row_counts=counts)[0]
    for levels in itertools.product(*[range(hierarchies[q].levels) for q in QIS]):
        levels = np.array(levels)
        fast = evaluation.evaluate(problem, levels, screen=screen, one_value=True)
        plain = evaluation.evaluate(problem, levels, screen=screen)  # (the default: exact, as the heuristic needs)
        plain_set = evaluation.condense(problem, levels, plain)
        assert fast.satisfied == plain.satisfied
        assert fast.class_sizes.tolist() == plain.class_sizes.tolist()
        assert evaluation.condensed_rows(fast) == evaluation.condensed_rows(plain)
        assert sets_alike(evaluation.condense(problem, levels, fast), plain_set)
        if fast.screened and not plain.screened:  # failed on its classes of one value
            SCREENED.append(levels)
            assert problem.allowed < fast.suppressed <= plain.suppressed
            assert fast.forced == plain.forced
        else:
            assert (fast.suppressed, fast.forced) == (plain.suppressed, plain.forced)
            assert fast.class_ok.tolist() == plain.class_ok.tolist()


def test_nodes_failed_on_their_one_valued_classes():
    assert len(SCREENED) > 100


@settings(max_examples=30, deadline=None)
@given(problems(), st.sampled_from(["loss", "discernibility"]))
def test_the_search_finds_the_same_optimum_and_release_without_the_shortcut(case, metric):
    data, hierarchies, requirements, suppression, counts = case

    def search():
        return optimal_generalization(data, QIS, hierarchies, requirements, suppression=suppression, metric=metric,
                                      row_counts=counts)

    def found():
        try:
            result = search()
        except NoSolution:
            return None
        return result.transformation, repr(result.details["score"]), result.suppressed_count, \
            result.nodes_evaluated, result.details["frontier"]

    with_it = found()
    with pytest.MonkeyPatch.context() as patch:
        no_one_value_shortcut(patch)
        assert found() == with_it
    assert_the_same_release_switched_off(no_one_value_shortcut, search)
