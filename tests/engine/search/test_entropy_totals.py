"""Entropy l-diversity with the class sizes as its totals (``l_diversity.RowSummedCounts``) against the plain
computation: ``count_entropies`` given the row sums gives the very bits it gives summing them itself; at every node
of random tables the counts a search's evaluation hands over sum to its class sizes, and the per-class values equal
the plain ones bit for bit; and the search's optimum, score, suppressed records and nodes are the same without it."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from privdesk.engine.metrics.entropy import count_entropies
from privdesk.engine.models.requirements import Requirement, class_values
from privdesk.engine.models.sensitive.l_diversity import RowSummedCounts
from privdesk.engine.search.lattice import evaluation
from tests.engine.metrics.test_count_entropies_bits import COUNTS
from tests.engine.search.test_climb_bounds import QIS
from tests.engine.search.test_evaluation_shortcuts import every_node, optimum, problems

ENTROPY = Requirement("l-diversity", 2, "disease", "entropy")
MATRICES = st.tuples(st.integers(0, 40), st.integers(1, 16)).flatmap(
    lambda shape: arrays(np.int64, shape, elements=st.integers(0, 255) | COUNTS))
"""``test_count_entropies_bits``' counts: ties, and rows whose total, not their largest count, passes the table."""


@settings(max_examples=300, deadline=None)
@given(MATRICES, st.sampled_from([np.int64, np.int32, np.uint8]))
def test_count_entropies_with_the_row_sums_are_the_same_bits(counts, dtype):
    counts = np.minimum(counts, np.iinfo(dtype).max).astype(dtype)
    expected = count_entropies(counts).view(np.int64)
    assert count_entropies(counts, counts.astype(np.int64).sum(axis=1)).view(np.int64).tolist() == expected.tolist()


def entropy_case(case):
    data, hierarchies, requirements, suppression, counts = case
    return data, hierarchies, [requirements[0], ENTROPY], suppression, counts


@settings(max_examples=30, deadline=None)
@given(problems())
def test_every_node_hands_over_counts_summing_to_its_sizes(case):
    problem, nodes = every_node(entropy_case(case), QIS)
    handed = []
    original = evaluation.satisfied_classes

    def noted(requirements, sizes, counts, *args):
        handed.append((sizes, counts))
        return original(requirements, sizes, counts, *args)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(evaluation, "satisfied_classes", noted)
        for levels in nodes:
            evaluation.evaluate(problem, levels)
    assert handed
    for sizes, counts in handed:
        assert isinstance(counts, RowSummedCounts)
        assert counts["disease"].sum(axis=1).tolist() == sizes.tolist()
        summed = class_values(ENTROPY, sizes, counts, problem.sensitive, problem.reference)
        plain = class_values(ENTROPY, sizes, dict(counts), problem.sensitive, problem.reference)
        assert summed.view(np.int64).tolist() == plain.view(np.int64).tolist()


@settings(max_examples=25, deadline=None)
@given(problems(), st.sampled_from(["loss", "discernibility"]))
def test_the_search_finds_the_same_optimum_without_the_sizes_as_totals(case, metric):
    case = entropy_case(case)
    with_sizes = optimum(case, metric)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(evaluation, "RowSummedCounts", dict)
        assert optimum(case, metric) == with_sizes
