"""IL1s, the eigenvalue distance and the within-group variance share on tables computed by hand."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.metrics.numeric_loss import eigenvalue_distance, il1s, within_group_variance_share
from privdesk.engine.recoding.mdav import mdav


def test_il1s_by_hand():
    # sd of 1, 2, 3 is 1; |1 − 2| + |2 − 2| + |3 − 2| = 2, times √2 (sdcMicro's factor), over n p = 3
    assert il1s(np.array([1.0, 2, 3]), np.array([2.0, 2, 2])) == pytest.approx(2 * np.sqrt(2) / 3)
    assert il1s(np.array([[1.0, 5], [2, 5], [3, 5]]), np.array([[1.0, 5], [2, 5], [3, 5]])) == 0.0


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), noise=st.floats(0.05, 3))
def test_eigenvalue_distance_of_two_columns_in_closed_form(seed, noise):
    # a 2 × 2 correlation matrix has eigenvalues 1 + |ρ| and 1 − |ρ|
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(50, 2))
    x[:, 1] += x[:, 0]
    y = x + rng.normal(scale=noise, size=x.shape)
    rho, rho2 = abs(np.corrcoef(x.T)[0, 1]), abs(np.corrcoef(y.T)[0, 1])
    expected = abs(rho - rho2) / (1 + rho) + abs(rho - rho2) / (1 - rho)
    assert eigenvalue_distance(x, y) == pytest.approx(expected, rel=1e-9)
    assert eigenvalue_distance(x, x) == pytest.approx(0, abs=1e-12)


def test_within_group_variance_share_by_hand():
    x = np.array([0.0, 1, 2, 10, 11, 12])
    # within: (1 + 0 + 1) twice = 4; total around the mean 6: 36 + 25 + 16 + 16 + 25 + 36 = 154
    assert within_group_variance_share(x[:, None], np.array([0, 0, 0, 1, 1, 1])) == pytest.approx(4 / 154)
    assert within_group_variance_share(x[:, None], np.zeros(6, dtype=int)) == pytest.approx(1.0)


def test_larger_groups_lose_more():
    rng = np.random.default_rng(5)
    x = rng.normal(size=(600, 3))
    shares = [within_group_variance_share(x, mdav(x, k).groups) for k in (2, 5, 20)]
    losses = [il1s(x, mdav(x, k).values) for k in (2, 5, 20)]
    assert shares == sorted(shares) and losses == sorted(losses) and 0 < shares[0] < shares[-1] < 1
