"""The equal distance's smallest passing class in closed form (``t_closeness.equal_costs``: every s·q_i rounded
down, the largest fractions up) against brute force over every class of a few records, and against the tree's
dynamic programme, which the same distance over a hierarchy of one level (the values under the root) runs."""

from __future__ import annotations

import itertools

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.models.sensitive.t_closeness import equal_costs, smallest_class


@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(0, 30), min_size=1, max_size=5), st.integers(1, 6))
def test_equal_costs_are_the_smallest_distance_of_any_class_of_that_size(counts, size):
    reference = np.array(counts, float)
    reference[0] += 1
    share = reference / reference.sum()
    best = min(0.5 * np.abs(np.bincount(c, minlength=len(share)) / size - share).sum()
               for c in itertools.combinations_with_replacement(range(len(share)), size))
    assert abs(equal_costs(share, np.array([size]))[0] - best) <= 1e-12


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(0, 60), min_size=1, max_size=20), st.floats(0.0, 1.0))
def test_the_smallest_equal_class_is_the_one_level_trees(counts, t):
    reference = np.array(counts)
    reference[0] += 1
    one_level = np.array([np.arange(len(reference)), np.zeros(len(reference), int)])
    assert smallest_class(t, "equal", reference) == smallest_class(t, "hierarchical", reference, one_level)
