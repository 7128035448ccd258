"""MDAV against a literal transcription of sdcMicro's loop (a full scan per step) and its invariants."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from privdesk.engine.core.errors import InputError
from privdesk.engine.recoding import mdav_index
from privdesk.engine.recoding.mdav import mdav

VALUE_POOL = [float(v) for v in np.random.default_rng(3).normal(size=12) * 10]


class NearTie(Exception):
    pass


def reference_mdav(x: np.ndarray, k: int) -> np.ndarray:
    """sdcMicro's Mdav step by step over all remaining rows (O(n²/k)); groups numbered in order of formation."""
    variance = x.var(axis=0)
    weight = np.where(variance > 0, 1 / np.where(variance > 0, variance, 1), 1.0)
    left = list(range(len(x)))
    groups = np.full(len(x), -1)
    group = 0

    def distances(centre, rows):
        return [float(((x[i] - centre) ** 2 * weight).sum()) for i in rows]

    def near_tie(d, value, rows):
        # two different records at the same distance up to rounding: the arithmetic's order decides, not MDAV
        close = np.isclose(d, value, rtol=1e-9, atol=1e-12)
        if len({tuple(x[rows[p]]) for p in np.flatnonzero(close)}) > 1:
            raise NearTie

    def farthest(centre, rows):
        d = distances(centre, rows)
        near_tie(d, max(d), rows)
        best = 0
        for position in range(1, len(rows)):  # strict >: the first (smallest row) of equal maxima
            if d[position] > d[best]:
                best = position
        return rows[best]

    def nearest(centre, rows):
        d = distances(centre, rows)
        ranked = sorted(range(len(rows)), key=lambda p: (d[p], -rows[p]))  # later rows first among equals
        if len(rows) > k:
            near_tie(d, d[ranked[k - 1]], rows)
        return [rows[p] for p in ranked[:k]]

    while len(left) >= 2 * k:
        r = farthest(x[left].mean(axis=0), left)
        s = farthest(x[r], left) if len(left) >= 3 * k else None
        for centre in (r, s):
            if centre is None:
                continue
            members = nearest(x[centre], left)
            groups[members] = group
            group += 1
            left = [i for i in left if i not in set(members)]
    groups[left] = group
    return groups


def test_small_table_by_hand():
    # 1-D points 0,1,2 | 10,11,12 | 20,21,22: MDAV with k = 3 finds the three clusters; the centre (mean 11) is
    # farthest from 0 and 22 (equal): the smaller row, 0, starts.
    x = np.array([0, 1, 2, 10, 11, 12, 20, 21, 22], dtype=float)[:, None]
    result = mdav(x, 3)
    assert result.groups.tolist() == [0, 0, 0, 2, 2, 2, 1, 1, 1]
    assert result.values[:, 0].tolist() == [1, 1, 1, 11, 11, 11, 21, 21, 21]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(data=st.data(), k=st.integers(1, 5))
def test_same_groups_as_the_full_scan(data, k):
    n = data.draw(st.integers(k, 60))
    d = data.draw(st.integers(1, 3))
    # values from a small pool of irrational-looking numbers: many equal records (the tie rules), but no two
    # different records at exactly the same distance, where rounding would decide
    x = data.draw(hnp.arrays(float, (n, d), elements=st.sampled_from(VALUE_POOL)))
    try:
        expected = reference_mdav(x, k)
    except NearTie:
        assume(False)
    assert mdav(x, k).groups.tolist() == expected.tolist()


def test_same_groups_as_the_full_scan_on_continuous_data_with_several_leaves():
    rng = np.random.default_rng(7)
    x = rng.lognormal(size=(1500, 3)) * [1, 100, 10_000]
    assert mdav(x, 3).groups.tolist() == reference_mdav(x, 3).tolist()


@pytest.mark.parametrize("leaf, block, sample", [(2, 2, 1), (4, 2, 3), (8, 4, 16)])
def test_same_groups_with_tiny_leaves_and_blocks(monkeypatch, leaf, block, sample):
    # many leaves and blocks, few outer records sampled: every pruning bound and rebuild of mdav_index is exercised
    monkeypatch.setattr(mdav_index, "LEAF_SIZE", leaf)
    monkeypatch.setattr(mdav_index, "BLOCK_LEAVES", block)
    monkeypatch.setattr(mdav_index, "OUTER_SAMPLE", sample)
    rng = np.random.default_rng(leaf)
    skewed = rng.lognormal(size=(700, 3)) * [1, 100, 10_000]
    ball = rng.normal(size=(700, 2))
    for x in (skewed, ball):
        assert mdav(x, 3).groups.tolist() == reference_mdav(x, 3).tolist()


@settings(max_examples=40, deadline=None)
@given(data=st.data(), k=st.integers(1, 4))
def test_same_groups_as_the_full_scan_with_tiny_leaves(data, k):
    n = data.draw(st.integers(k, 50))
    x = data.draw(hnp.arrays(float, (n, 2), elements=st.sampled_from(VALUE_POOL)))
    try:
        expected = reference_mdav(x, k)
    except NearTie:
        assume(False)
    old = mdav_index.LEAF_SIZE, mdav_index.BLOCK_LEAVES, mdav_index.OUTER_SAMPLE
    mdav_index.LEAF_SIZE, mdav_index.BLOCK_LEAVES, mdav_index.OUTER_SAMPLE = 2, 2, 1
    try:
        assert mdav(x, k).groups.tolist() == expected.tolist()
    finally:
        mdav_index.LEAF_SIZE, mdav_index.BLOCK_LEAVES, mdav_index.OUTER_SAMPLE = old


@settings(max_examples=40, deadline=None)
@given(data=st.data(), k=st.integers(1, 6))
def test_groups_hold_k_to_2k_minus_1_rows_and_keep_the_means(data, k):
    n = data.draw(st.integers(k, 200))
    x = data.draw(hnp.arrays(float, (n, 2), elements=st.floats(-1e6, 1e6, allow_nan=False)))
    result = mdav(x, k)
    sizes = np.bincount(result.groups)
    assert sizes.min() >= k and (n < 2 * k or sizes.max() <= 2 * k - 1)
    # every row carries its group's mean, so the column means are unchanged and each group shows one value
    np.testing.assert_allclose(result.values.mean(axis=0), x.mean(axis=0), rtol=1e-9, atol=1e-6)
    per_group = pd.DataFrame(result.values).groupby(result.groups).nunique()
    assert (per_group == 1).all().all()


def test_sdcmicro_shape_contract_and_bad_input():
    # sdcMicro's test_microaggregation.R: the original stays untouched and the result has its shape
    rng = np.random.default_rng(1)
    x = rng.normal(size=(100, 2))
    before = x.copy()
    result = mdav(x, 3)
    assert np.array_equal(x, before) and result.values.shape == x.shape
    with pytest.raises(InputError):
        mdav(x[:2], 3)
