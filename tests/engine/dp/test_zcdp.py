"""zCDP accounting: Gaussian-noise releases composed by ρ and converted to (ε, δ), checked against the
closed forms — Bun & Steinke's ρ + 2√(ρ ln 1/δ), CKS 2020's proposition 12 minimised over a grid of orders α,
and the exact privacy curve of the Gaussian mechanism (Balle & Wang 2018) — and the discrete Gaussian sampler
against its distribution."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.core.dataset import Dataset
from privdesk.engine.dp.discrete_gaussian import (
    DISCRETE_GAUSSIAN,
    discrete_gaussian_noise,
    discrete_gaussian_pmf,
    gaussian_histogram_release,
)
from privdesk.engine.dp.privacy_budget import BudgetExceeded, PrivacyBudget
from privdesk.engine.dp.zcdp import (
    epsilon_closed_form,
    epsilon_from_rho,
    gaussian_delta,
    gaussian_rho,
    gaussian_sigma,
    pure_dp_rho,
    rho_for_epsilon,
)
from tests.engine.dp.test_differential_privacy import chi_square, critical, standard_dataset


def proposition_12_delta(rho: float, epsilon: float) -> float:
    """CKS 2020 proposition 12 as they state it, δ = min over α of exp((α−1)(αρ−ε))/(α−1) (1−1/α)^α, on a fine
    grid of α (independent of the golden-section search in the code)."""
    alphas = 1 + np.geomspace(1e-4, 1e4, 200_001)
    log_delta = (alphas - 1) * (alphas * rho - epsilon) - np.log(alphas - 1) + alphas * np.log1p(-1 / alphas)
    return float(np.exp(log_delta.min()))


def test_hand_computed_values():
    assert gaussian_rho(1, 1) == 0.5 and gaussian_rho(2, 4) == 0.125 and pure_dp_rho(0.2) == pytest.approx(0.02)
    assert gaussian_sigma(1, 0.5) == 1.0
    # ρ = 0.5, δ = 1e-6: 0.5 + 2 √(0.5 · 6 ln 10) = 0.5 + 2 √(13.8155…) = 5.75652…
    assert epsilon_closed_form(0.5, 1e-6) == pytest.approx(0.5 + 2 * math.sqrt(0.5 * 6 * math.log(10)), rel=1e-12)
    assert epsilon_from_rho(0, 1e-6) == 0 and epsilon_from_rho(0.1, 0) == math.inf


@settings(max_examples=60, deadline=None)
@given(st.floats(1e-4, 5), st.floats(1e-12, 1e-2))
def test_conversion_is_the_minimum_of_proposition_12_and_below_the_closed_form(rho, delta):
    epsilon = epsilon_from_rho(rho, delta)
    assert epsilon <= epsilon_closed_form(rho, delta) * (1 + 1e-12)
    # Proposition 12 at this ε gives back δ (the grid minimum is within 0.1 % of the true one); at ε = 0 (tiny ρ,
    # large δ) it may need less.
    if epsilon > 0:
        assert proposition_12_delta(rho, epsilon) == pytest.approx(delta, rel=1e-3)
    else:
        assert proposition_12_delta(rho, 0.0) <= delta * (1 + 1e-3)
    # Valid for the Gaussian: its exact curve needs no more δ at this ε, and the bound is not loose by far.
    assert gaussian_delta(rho, epsilon) <= delta * (1 + 1e-9)
    if epsilon > 0:
        assert gaussian_delta(rho, 0.8 * epsilon) > gaussian_delta(rho, epsilon)
        assert rho_for_epsilon(epsilon, delta) == pytest.approx(rho, rel=1e-6)


def test_a_zcdp_budget_adds_rho_and_converts_once():
    budget = PrivacyBudget(2.0, 1e-5, composition="zcdp")
    for i in range(10):
        budget.spend(epsilon_from_rho(0.01, 1e-5), f"count {i}", delta=1e-5, rho=0.01)
    assert budget.spent_rho == pytest.approx(0.1)
    assert budget.spent == pytest.approx(epsilon_from_rho(0.1, 1e-5), rel=1e-12)
    assert budget.spent_delta == pytest.approx(1e-5)
    # The same releases composed sequentially cost ten times each one's (ε, δ): far more, and over δ.
    sequential = PrivacyBudget(100.0, 1e-3)
    for i in range(10):
        sequential.spend(epsilon_from_rho(0.01, 1e-5), f"count {i}", delta=1e-5, rho=0.01)
    assert sequential.spent > 2 * budget.spent
    # Exact Gaussian curve of the composition: (spent, 1e-5) holds.
    assert gaussian_delta(budget.spent_rho, budget.spent) <= 1e-5


def test_a_zcdp_budget_refuses_what_the_conversion_does_not_fit():
    budget = PrivacyBudget(1.0, 1e-6, composition="zcdp")
    fits = rho_for_epsilon(1.0, 1e-6)
    budget.spend(0.5, "half", delta=1e-6, rho=fits / 2)
    with pytest.raises(BudgetExceeded, match="privacy budget exceeded"):
        budget.spend(0.5, "too much", delta=1e-6, rho=fits)
    assert len(budget.entries) == 1
    budget.spend(0.5, "the rest", delta=1e-6, rho=fits / 2 * (1 - 1e-9))
    assert budget.spent <= 1.0 * (1 + 1e-9)


def test_pure_releases_cost_the_cheaper_of_their_sum_and_their_conversion():
    few = PrivacyBudget(10.0, 1e-5, composition="zcdp")
    few.spend(1.0, "one")
    assert few.spent == 1.0 and few.spent_delta == 0  # one ε = 1 release: the sum is cheaper
    many = PrivacyBudget(10.0, 1e-5, composition="zcdp")
    for i in range(100):
        many.spend(0.05, f"small {i}")
    assert many.spent == pytest.approx(epsilon_from_rho(100 * 0.05 ** 2 / 2, 1e-5), rel=1e-12)
    assert many.spent < 5.0


def test_approximate_releases_without_rho_add_on_top_and_the_ledger_round_trips():
    budget = PrivacyBudget(5.0, 1e-4, composition="zcdp")
    budget.spend(1.0, "SafePub", delta=1e-5)
    budget.spend(0.9, "Gaussian", delta=1e-5, rho=0.02)
    assert budget.spent == pytest.approx(1.0 + epsilon_from_rho(0.02, 1e-4 - 1e-5), rel=1e-12)
    copy = PrivacyBudget.from_dict(budget.to_dict())
    assert copy.composition == "zcdp" and copy.spent == budget.spent and copy.entries == budget.entries
    assert budget.to_dict()["releases"][1]["rho"] == 0.02 and "rho" not in budget.to_dict()["releases"][0]
    assert PrivacyBudget.from_dict({"total_epsilon": 1, "releases": []}).composition == "sequential"


@pytest.mark.parametrize("sigma_squared", [0.7, 2.0, 9.0])
def test_discrete_gaussian_matches_its_distribution(sigma_squared):
    samples = discrete_gaussian_noise(20_000, sigma_squared, rng=np.random.default_rng(2020))
    spread = int(1.5 * math.sqrt(sigma_squared)) + 1
    support = range(-spread, spread + 1)
    statistic, degrees = chi_square(samples, lambda y: discrete_gaussian_pmf(y, sigma_squared), support)
    assert statistic < critical(degrees), (statistic, degrees)
    wrong, _ = chi_square(samples, lambda y: discrete_gaussian_pmf(y, 1.3 * sigma_squared), support)
    assert wrong > 2 * critical(degrees), wrong  # the test has power


def test_a_gaussian_histogram_charges_its_rho():
    budget = PrivacyBudget(3.0, 1e-5, composition="zcdp")
    release = gaussian_histogram_release(standard_dataset(), ["age"], 0.05, rng=np.random.default_rng(1),
                                         budget=budget)
    assert release.mechanism == DISCRETE_GAUSSIAN and release.n_cells == 6 and (release.noisy_counts >= 0).all()
    entry = budget.entries[0]
    assert entry.rho <= 0.05 and entry.rho == pytest.approx(0.05, rel=1e-9)
    assert release.scale == pytest.approx(gaussian_sigma(1, 0.05), rel=1e-9)
    assert release.epsilon == pytest.approx(epsilon_from_rho(entry.rho, 1e-5), rel=1e-12)
    huge = gaussian_histogram_release(Dataset.from_frame(pd.DataFrame({"a": ["x"] * 50})), ["a"], 1e6,
                                      rng=np.random.default_rng(2), clamp=False)
    assert huge.noisy_counts.tolist() == [50]  # σ ≈ 0.0007: the discrete Gaussian is 0 almost surely
