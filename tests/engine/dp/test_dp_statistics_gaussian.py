"""DP statistics with discrete Gaussian noise (zCDP): the noise's distribution through the public path, its error
bars, and the ρ charged."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest
from scipy import stats

from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.dp.discrete_gaussian import discrete_gaussian_pmf, discrete_gaussian_spread
from privdesk.engine.dp.dp_statistics import dp_statistics
from privdesk.engine.dp.privacy_budget import PrivacyBudget
from privdesk.engine.dp.zcdp import epsilon_from_rho

CELLS, PER_CELL = 2000, 60


@pytest.fixture(scope="module")
def table():
    """CELLS values of 60 records each: noise of σ = 5 never reaches −60, so noisy − 60 is the raw noise."""
    return Dataset.from_frame(pd.DataFrame({"v": np.repeat([f"v{i:04d}" for i in range(CELLS)], PER_CELL)}))


def test_the_noise_is_discrete_gaussian_and_the_error_bar_holds(table):
    budget = PrivacyBudget(10, 1e-4, "zcdp")
    released = dp_statistics(table, ["v"], None, rng=np.random.default_rng(11), mechanism="gaussian", rho=0.02,
                             budget=budget)
    noise = released.table.noisy_counts - PER_CELL
    sigma_squared = released.table.scale ** 2
    assert sigma_squared == pytest.approx(25, rel=1e-12) and released.rho == pytest.approx(0.02, rel=1e-12)
    # chi-square against the exact probabilities, the tails pooled beyond ±12 (expected counts ≥ 5)
    edges = np.arange(-12, 13)
    observed = np.array([(noise < -12).sum()] + [(noise == y).sum() for y in edges] + [(noise > 12).sum()])
    probabilities = discrete_gaussian_pmf(edges, sigma_squared)
    tail = (1 - probabilities.sum()) / 2
    expected = np.concatenate([[tail], probabilities, [tail]]) * CELLS
    assert stats.chisquare(observed, expected).pvalue > 1e-3
    # the ± holds the noise with the stated confidence (binomial test) and the standard deviation is √E[Y²]
    within = int((np.abs(noise) <= released.half_width).sum())
    assert stats.binomtest(within, CELLS, released.confidence, alternative="less").pvalue > 1e-3
    assert released.standard_deviation == pytest.approx(float(np.std(noise)), rel=0.08)
    # the budget composes the ρ and states the release's ε at its δ
    assert budget.entries[0].rho == pytest.approx(0.02) and budget.spent_rho == pytest.approx(0.02)
    assert released.epsilon == pytest.approx(epsilon_from_rho(0.02, 1e-5))


def test_spread_against_hand_and_normal_values():
    # σ² = 1/4: P(0) ∝ 1, P(±1) ∝ e^−2, P(±2) ∝ e^−8: P(|Y| ≤ 0) = 0.786 < 0.95 ≤ P(|Y| ≤ 1) = 0.99933
    z = 1 + 2 * math.exp(-2) + 2 * math.exp(-8) + 2 * math.exp(-18)
    t, sd = discrete_gaussian_spread(0.25, 0.95)
    assert t == 1 and sd == pytest.approx(math.sqrt((2 * math.exp(-2) + 8 * math.exp(-8) + 18 * math.exp(-18)) / z))
    t, sd = discrete_gaussian_spread(100.0 ** 2, 0.95)  # close to the normal: 1.96 σ
    assert t in (196, 197) and sd == pytest.approx(100, rel=1e-6)


def test_epsilon_is_converted_to_the_largest_rho_it_allows(table):
    released = dp_statistics(table, ["v"], 1.0, rng=np.random.default_rng(1), mechanism="gaussian", delta=1e-6)
    assert released.epsilon <= 1.0 + 1e-9 and released.delta == 1e-6
    assert epsilon_from_rho(released.rho * 1.001, 1e-6) > 1.0


def test_gaussian_requests_that_cannot_be_served_are_refused(table):
    rng = np.random.default_rng(0)
    with pytest.raises(InputError, match="either"):
        dp_statistics(table, ["v"], 1.0, rng=rng, mechanism="gaussian", rho=0.1)
    with pytest.raises(InputError, match="Laplace"):
        dp_statistics(table, ["v"], 1.0, rng=rng, mechanism="gaussian", mode_column="v")
    with pytest.raises(InputError, match="unknown mechanism"):
        dp_statistics(table, ["v"], 1.0, rng=rng, mechanism="cauchy")
