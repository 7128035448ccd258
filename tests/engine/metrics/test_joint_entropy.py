"""The joint entropy of code columns (counted by sorting their keys, optionally weighted by the records a grouped
row stands for) is, to the last bit, the entropy of the classes ``partition`` makes of the rows one record each, and
agrees with the textbook −Σ p log2 p."""

import math
from collections import Counter

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from privdesk.engine.core.classes import partition
from privdesk.engine.metrics import entropy as entropy_module
from privdesk.engine.metrics.entropy import entropy, joint_entropy, tuple_counts


def _textbook(rows) -> float:
    counts = Counter(map(tuple, rows))
    n = sum(counts.values())
    return -sum(c / n * math.log2(c / n) for c in counts.values()) if n else 0.0


def _reference_entropy(counts) -> float:
    """The entropy as ``entropy`` computed it with whole temporaries (the in-place version must equal it)."""
    counts = np.asarray(counts, dtype=float)
    totals = counts.sum(keepdims=True)
    with np.errstate(divide="ignore", invalid="ignore"):
        p = np.where(totals > 0, counts / totals, 0.0)
        terms = np.where(p > 0, -p * np.log2(np.where(p > 0, p, 1.0)), 0.0)
    return float(terms.sum())


tables = st.tuples(st.integers(1, 300), st.integers(1, 4), st.integers(1, 40)).flatmap(
    lambda s: st.tuples(hnp.arrays(np.int32, (s[0], s[1]), elements=st.integers(0, s[2] - 1)),
                        hnp.arrays(np.int64, s[0], elements=st.integers(0, 6))))


@settings(max_examples=300, deadline=None)
@given(tables, st.integers(1, 40))
def test_weighted_rows_give_the_expanded_rows_entropy_bit_for_bit(table, block):
    codes, weights = table
    with pytest.MonkeyPatch.context() as patch:  # keys combined and runs counted in blocks of a few rows
        patch.setattr(entropy_module, "KEY_BLOCK", block)
        _check_bit_for_bit(codes, weights)


def _check_bit_for_bit(codes, weights):
    rows = np.repeat(np.arange(len(codes)), weights)
    expanded = codes[rows]
    expected = _reference_entropy(partition(expanded).sizes) if len(rows) else 0.0
    assert joint_entropy(codes, weights) == expected
    assert joint_entropy([codes[:, j] for j in range(codes.shape[1])], weights) == expected
    assert joint_entropy(expanded) == expected
    assert math.isclose(expected, _textbook(expanded.tolist()), rel_tol=1e-12, abs_tol=1e-12)


@settings(max_examples=200, deadline=None)
@given(tables, st.integers(1, 40))
def test_tuple_counts_are_the_partition_sizes_in_its_order(table, block):
    codes, weights = table
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(entropy_module, "KEY_BLOCK", block)
        _check_counts(codes, weights)


def _check_counts(codes, weights):
    columns = [codes[:, j] for j in range(codes.shape[1])]
    np.testing.assert_array_equal(tuple_counts(columns), partition(codes).sizes)
    expanded = codes[np.repeat(np.arange(len(codes)), weights)]
    if len(expanded):
        np.testing.assert_array_equal(tuple_counts(columns, weights), partition(expanded).sizes)


def test_a_key_space_beyond_64_bits_counts_the_same():
    rng = np.random.default_rng(3)
    codes = [rng.integers(0, 2**31 - 1, 500).astype(np.int64) for _ in range(3)]
    codes[0][::2] = 7  # some repeated tuples
    codes[1][::2] = 9
    codes[2][::2] = 11
    weights = rng.integers(0, 4, 500)
    rows = np.repeat(np.arange(500), weights)
    assert joint_entropy(codes, weights) == _reference_entropy(partition([c[rows] for c in codes]).sizes)
    assert joint_entropy(codes) == _reference_entropy(partition(codes).sizes)


@settings(max_examples=200, deadline=None)
@given(hnp.arrays(np.int64, st.tuples(st.integers(1, 5), st.integers(1, 30)), elements=st.integers(0, 10**6)))
def test_entropy_in_place_equals_the_formula(counts):
    for row in counts:
        assert entropy(row) == _reference_entropy(row)
    expected = [_reference_entropy(row) for row in counts]
    assert entropy(counts).tolist() == expected


def test_hand_computed():
    # four rows: (0,0) twice, (1,0), (1,1): H = 1.5 bits; weighted 2,1,1 on three distinct rows: the same
    assert joint_entropy(np.array([[0, 0], [0, 0], [1, 0], [1, 1]])) == 1.5
    assert joint_entropy(np.array([[0, 0], [1, 0], [1, 1]]), np.array([2, 1, 1])) == 1.5
    assert joint_entropy(np.zeros((0, 2), np.int32)) == 0.0
