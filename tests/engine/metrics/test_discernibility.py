"""Discernibility Σ|E|² + n·s is exact on whole class sizes, whatever their integer type."""

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.metrics.utility import discernibility_of


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 10**9), max_size=20), st.integers(0, 10**6), st.sampled_from([np.int32, np.int64, float]))
def test_discernibility_equals_the_exact_sum(sizes, suppressed, kind):
    if kind is np.int32:
        sizes = [min(v, 2**31 - 1) for v in sizes]
    n = sum(sizes) + suppressed
    exact = sum(v * v for v in sizes) + n * suppressed  # Python ints
    got = discernibility_of(np.array(sizes, dtype=kind), n, suppressed)
    assert got == float(exact) or abs(got - exact) <= 1e-15 * exact  # floats of sums beyond 2^53 round


def test_hand_computed():
    assert discernibility_of(np.array([3, 2]), 10, 5) == 9 + 4 + 50
