"""Noise and PRAM keep their stated invariants within sampling error; the same seed gives the same release."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.core.errors import InputError
from privdesk.engine.recoding.perturbation import (
    additive_noise,
    check_transition,
    default_transition,
    invariant_transition,
    pram,
)

N = 20_000


def _table(seed):
    rng = np.random.default_rng([7, seed])  # a stream of its own, never the noise's
    base = rng.normal(size=(N, 3))
    return np.column_stack([40 + 12 * base[:, 0], 3 * base[:, 0] + base[:, 1], np.exp(base[:, 2])])


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), share=st.floats(0.05, 2.0))
def test_uncorrelated_noise_has_mean_0_and_variance_share_squared_sigma_squared(seed, share):
    x = _table(seed % 1000)
    noise = additive_noise(x, share, "uncorrelated", seed)
    sigma = share * x.std(axis=0, ddof=1)
    # the mean of N normal draws has sd σ/√N; their sample variance has sd σ²√(2/N): 5 sd is far from chance
    assert np.all(np.abs(noise.mean(axis=0)) < 5 * sigma / np.sqrt(N))
    assert np.all(np.abs(noise.var(axis=0, ddof=1) / sigma**2 - 1) < 5 * np.sqrt(2 / N))
    assert np.all(np.abs(np.corrcoef(noise, rowvar=False)[np.triu_indices(3, 1)]) < 5 / np.sqrt(N))


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), share=st.floats(0.05, 2.0))
def test_correlated_noise_has_covariance_share_squared_sigma(seed, share):
    x = _table(seed % 1000)
    noise = additive_noise(x, share, "correlated", seed)
    expected = share**2 * np.cov(x, rowvar=False)
    measured = np.cov(noise, rowvar=False)
    # each entry's sampling sd is √((Σ_ij² + Σ_ii Σ_jj) / N)
    sd = np.sqrt((expected**2 + np.outer(np.diag(expected), np.diag(expected))) / N)
    assert np.all(np.abs(measured - expected) < 5 * sd)
    released = x + noise  # correlations of the release stay those of the original
    np.testing.assert_allclose(np.corrcoef(released, rowvar=False), np.corrcoef(x, rowvar=False), atol=0.05)


def test_a_seed_reproduces_the_noise_and_another_changes_it():
    x = _table(1)
    assert np.array_equal(additive_noise(x, 0.3, "correlated", 9), additive_noise(x, 0.3, "correlated", 9))
    assert not np.array_equal(additive_noise(x, 0.3, "correlated", 9), additive_noise(x, 0.3, "correlated", 10))
    with pytest.raises(InputError):
        additive_noise(x, -1, "uncorrelated", 1)


@settings(max_examples=30, deadline=None)
@given(counts=st.lists(st.integers(1, 500), min_size=2, max_size=8), keep=st.floats(0.0, 1.0))
def test_invariant_matrix_is_stochastic_and_keeps_the_frequencies(counts, keep):
    counts = np.array(counts, dtype=float)
    matrix = default_transition(counts, keep)
    check_transition(matrix, counts.size)
    np.testing.assert_allclose(counts @ matrix, counts, rtol=1e-9)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), keep=st.floats(0.3, 0.95))
def test_pram_expected_frequencies_within_sampling_error(seed, keep):
    rng = np.random.default_rng([7, seed % 997])
    counts = np.array([9000, 5000, 3000, 2000, 1000])
    codes = rng.permutation(np.repeat(np.arange(5), counts))
    matrix = default_transition(counts, keep)
    released = pram(codes, matrix, seed).codes
    observed = np.bincount(released, minlength=5)
    # a released count is a sum of independent Bernoulli draws: variance Σ_i R[c_i, j](1 − R[c_i, j])
    variance = counts @ (matrix * (1 - matrix))
    assert np.all(np.abs(observed - counts) < 5 * np.sqrt(variance) + 1e-9)
    # rows keep their category with probability R[i, i]
    kept = np.bincount(codes[released == codes], minlength=5)
    assert np.all(np.abs(kept - counts * np.diag(matrix)) < 5 * np.sqrt(counts * np.diag(matrix) * (1 - np.diag(
        matrix))) + 1e-9)


def test_pram_with_a_given_matrix_by_hand_and_missing_cells_untouched():
    matrix = np.array([[0.0, 1.0, 0.0], [0.0, 0.0, 1.0], [1.0, 0.0, 0.0]])  # a rotation: deterministic
    codes = np.array([0, 1, 2, 3, 0])  # 3 = the missing category
    result = pram(codes, matrix, seed=1, missing_code=3)
    assert result.codes.tolist() == [1, 2, 0, 3, 1] and result.changed == 4
    identity = pram(codes, np.eye(3), seed=1, missing_code=3)
    assert identity.changed == 0
    with pytest.raises(InputError):
        check_transition(np.array([[0.5, 0.4], [0.0, 1.0]]), 2)


def test_invariant_transition_by_hand():
    # P = [[0.8, 0.2], [0.2, 0.8]], T = (30, 10): Σ_h P[h,0] T_h = 26, Σ_h P[h,1] T_h = 14
    p = np.array([[0.8, 0.2], [0.2, 0.8]])
    q = np.array([[24 / 26, 2 / 26], [6 / 14, 8 / 14]])  # Q[j, i] = P[i, j] T_i / (Σ_h P[h, j] T_h)
    np.testing.assert_allclose(invariant_transition(p, np.array([30, 10])), p @ q)
    np.testing.assert_allclose(np.array([30, 10]) @ (p @ q), [30, 10])
