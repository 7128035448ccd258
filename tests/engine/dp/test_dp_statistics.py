"""DP statistics: error bars against the exact distribution, empirical coverage, and the accountant's composition."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.dp.differential_privacy import discrete_laplace_noise, discrete_laplace_pmf, true_counts
from privdesk.engine.dp.dp_statistics import dp_statistics, noise_half_width
from privdesk.engine.dp.privacy_budget import BudgetExceeded, PrivacyBudget, Spend


def table() -> Dataset:
    rng = np.random.default_rng(3)
    return Dataset.from_frame(pd.DataFrame({
        "sex": rng.choice(["F", "M"], 400), "age": rng.choice(["20-30", "30-40", "40-50"], 400, p=[0.5, 0.3, 0.2])}))


@pytest.mark.parametrize("epsilon", [0.1, 0.5, 1.0, 3.0])
@pytest.mark.parametrize("confidence", [0.9, 0.95, 0.99])
def test_half_width_is_the_smallest_covering_the_confidence(epsilon, confidence):
    t = noise_half_width(1 / epsilon, confidence)
    inside = lambda w: float(discrete_laplace_pmf(np.arange(-w, w + 1), 1 / epsilon).sum())  # noqa: E731
    assert inside(t) >= confidence
    assert t == 0 or inside(t - 1) < confidence


def test_the_error_bar_covers_the_noise_as_often_as_it_says():
    t = noise_half_width(2.0, 0.95)
    noise = discrete_laplace_noise(40_000, 2.0, rng=np.random.default_rng(11))
    coverage = float(np.mean(np.abs(noise) <= t))
    exact = float(discrete_laplace_pmf(np.arange(-t, t + 1), 2.0).sum())
    assert abs(coverage - exact) < 4 * math.sqrt(exact * (1 - exact) / 40_000)  # binomial 4σ


def test_neighbouring_tables_give_output_probabilities_within_e_to_the_epsilon():
    """ε-DP of one cell: P(c + Y = v) / P(c + 1 + Y = v) ≤ e^ε for every v (exact pmf), and the sampler follows it."""
    epsilon = 0.7
    v = np.arange(-40, 41)
    ratio = discrete_laplace_pmf(v, 1 / epsilon) / discrete_laplace_pmf(v - 1, 1 / epsilon)
    assert ratio.max() == pytest.approx(math.exp(epsilon)) and ratio.min() == pytest.approx(math.exp(-epsilon))
    draws = discrete_laplace_noise(60_000, 1 / epsilon, rng=np.random.default_rng(5))
    p0, p1 = np.mean(draws == 0), np.mean(draws == 1)
    assert p0 / p1 == pytest.approx(math.exp(epsilon), rel=0.06)


def test_statistics_release_counts_with_error_bars_and_a_private_mode():
    data = table()
    budget = PrivacyBudget(1.0)
    stats = dp_statistics(data, ["sex", "age"], 0.8, rng=np.random.default_rng(1), mode_column="age", budget=budget)
    frame = stats.to_frame()
    assert len(frame) == 6 and (frame["count"] >= 0).all()
    assert stats.half_width == noise_half_width(1 / 0.4)
    assert [(e.what, e.epsilon, e.mechanism) for e in budget.entries] == [
        ("histogram of sex, age", 0.4, "discrete Laplace (two-sided geometric)"),
        ("most frequent value of age", 0.4, "exponential mechanism")]
    truth = true_counts(data, ["sex", "age"])
    assert truth.sum() == 400 and np.all(np.abs(frame["count"].to_numpy() - truth) <= 4 * stats.half_width)
    assert stats.mode.value in ("20-30", "30-40", "40-50")


def test_a_request_over_budget_releases_nothing():
    budget = PrivacyBudget(1.0)
    rng = np.random.default_rng(2)
    dp_statistics(table(), ["sex"], 0.7, rng=rng, budget=budget)
    state = rng.bit_generator.state
    with pytest.raises(BudgetExceeded, match="budget"):
        dp_statistics(table(), ["age"], 0.4, rng=rng, budget=budget, mode_column="sex")
    with pytest.raises(InputError):
        dp_statistics(table(), ["age"], 0.1, rng=rng, budget=budget, mode_column="height")
    assert rng.bit_generator.state == state and budget.spent == pytest.approx(0.7)


@settings(max_examples=40, deadline=None)
@given(st.floats(0.05, 5.0), st.lists(st.tuples(st.floats(0.01, 1.0), st.floats(0, 1e-6)), max_size=12))
def test_the_accountant_composes_sequentially_and_refuses_exactly_what_would_overflow(total, requests):
    budget = PrivacyBudget(total, 2e-6)
    accepted = []
    for epsilon, delta in requests:
        fits = math.fsum([*(e for e, _ in accepted), epsilon]) <= total * (1 + 1e-9) and \
            math.fsum([*(d for _, d in accepted), delta]) <= 2e-6 * (1 + 1e-9)
        if fits:
            budget.spend(epsilon, "q", delta=delta)
            accepted.append((epsilon, delta))
        else:
            with pytest.raises(BudgetExceeded):
                budget.spend(epsilon, "q", delta=delta)
    assert budget.spent == pytest.approx(math.fsum(e for e, _ in accepted))
    assert budget.spent_delta == pytest.approx(math.fsum(d for _, d in accepted))
    assert budget.spent <= total * (1 + 1e-9)
    again = PrivacyBudget.from_dict(budget.to_dict())
    assert again.entries == budget.entries and again.remaining == pytest.approx(budget.remaining)


def test_spend_round_trips_and_bad_totals_are_refused():
    entry = Spend("x", 0.5, 1e-6, "m", {"k": 2}, "2026-01-01T00:00:00+00:00")
    assert Spend.from_dict(entry.to_dict()) == entry
    for bad in (0, -1, float("nan"), "a", True):
        with pytest.raises(InputError):
            PrivacyBudget(bad)
    with pytest.raises(InputError):
        PrivacyBudget(1, -1e-6)


@given(st.floats(0.001, 0.999), st.floats(0.01, 5))
def test_belief_bounds_are_the_odds_ratio_bound(prior, epsilon):
    from privdesk.engine.dp.privacy_budget import belief_bounds

    lower, upper = belief_bounds(prior, epsilon)
    odds = lambda p: p / (1 - p)  # noqa: E731
    assert odds(upper) == pytest.approx(math.exp(epsilon) * odds(prior), rel=1e-9)
    assert odds(lower) == pytest.approx(math.exp(-epsilon) * odds(prior), rel=1e-9)
    assert lower <= prior <= upper
