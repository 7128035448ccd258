"""The entropies of count rows by log2 T − Σ c log2 c / T agree with the textbook −Σ p log2 p."""

import math

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from privdesk.engine.metrics.entropy import count_entropies


def _textbook(row) -> float:
    total = sum(row)
    return -sum(c / total * math.log2(c / total) for c in row if c) if total else 0.0


@settings(max_examples=200, deadline=None)
@given(st.tuples(st.integers(0, 12), st.integers(1, 9)).flatmap(
    lambda shape: arrays(np.int64, shape, elements=st.sampled_from([0, 0, 1, 2, 3, 7, 1000, 10**6, 2**21 + 1]))))
def test_count_entropies_match_the_definition_row_by_row(counts):
    expected = [_textbook(row.tolist()) for row in counts]
    got = count_entropies(counts)
    assert got.shape == (len(counts),)
    np.testing.assert_allclose(got, expected, rtol=1e-12, atol=1e-12)
    assert (got >= 0).all()
    np.testing.assert_allclose(count_entropies(counts.astype(float)), expected, rtol=1e-12, atol=1e-12)  # weights


def test_hand_computed_rows():
    # (2,1,1): 1/2·1 + 2·1/4·2 = 1.5 bits; uniform over 4: 2 bits; one value: 0; empty: 0
    np.testing.assert_allclose(count_entropies(np.array([[2, 1, 1, 0], [1, 1, 1, 1], [0, 5, 0, 0], [0, 0, 0, 0]])),
                               [1.5, 2.0, 0.0, 0.0], atol=1e-15)
