"""Differential privacy (SPEC §3): the standard's histogram H = {2,1,3,4,3,4}, the exact discrete Laplace sampler
against its probabilities, the exponential mechanism against its probabilities, and the budget accountant."""

from __future__ import annotations

import dataclasses
import math
from fractions import Fraction

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.dp.differential_privacy import (
    DISCRETE_LAPLACE,
    PrivacyBudget,
    bernoulli_exp,
    choose_category,
    discrete_laplace_noise,
    discrete_laplace_pmf,
    discrete_laplace_variance,
    exponential_mechanism,
    gap_numerators,
    histogram_release,
)

# GB/T 37964-2019 appendix B: heart-disease patients per age bucket; [40,50) holds 3 (Dave and two others).
BUCKETS = ["20-30", "30-40", "40-50", "50-60", "60-70", "70-80"]
H = [2, 1, 3, 4, 3, 4]


def standard_dataset() -> Dataset:
    ages = [bucket for bucket, count in zip(BUCKETS, H) for _ in range(count)]
    return Dataset.from_frame(pd.DataFrame({"age": ages}), types={"age": "string"})


def chi_square(samples: np.ndarray, probabilities, support: range) -> tuple[float, int]:
    """Pearson statistic over the values of ``support`` plus one bin for each tail; (statistic, degrees)."""
    n = len(samples)
    values = np.arange(support.start, support.stop)
    expected = n * np.asarray(probabilities(values), dtype=float)
    observed = np.array([(samples == v).sum() for v in values], dtype=float)
    below = n * (1 - probabilities(values).sum()) / 2  # symmetric tails
    tails_obs = [(samples < values[0]).sum(), (samples > values[-1]).sum()]
    expected = np.append(expected, [below, below])
    observed = np.append(observed, tails_obs)
    assert expected.min() >= 5, "bins too thin for the chi-square approximation"
    return float(((observed - expected) ** 2 / expected).sum()), len(expected) - 1


def critical(degrees: int) -> float:
    """A loose bound (about the 99.99 % quantile for these degrees): mean + 5 standard deviations."""
    return degrees + 5 * math.sqrt(2 * degrees)


# --------------------------------------------------------------------------------------------------------------
# The standard's histogram


def test_the_standards_histogram_is_released_with_noise_reproducibly():
    data = standard_dataset()
    release = histogram_release(data, ["age"], 0.5, rng=np.random.default_rng(2019))
    assert release.cells["age"].tolist() == BUCKETS
    assert release.noisy_counts.shape == (6,)
    assert release.noisy_counts.dtype.kind == "i" and (release.noisy_counts >= 0).all()
    assert release.epsilon == 0.5 and release.sensitivity == 1 and release.scale == 2
    assert release.mechanism == DISCRETE_LAPLACE and release.post_processing == ("clamp at 0",)
    again = histogram_release(data, ["age"], 0.5, rng=np.random.default_rng(2019))
    assert again.noisy_counts.tolist() == release.noisy_counts.tolist()
    others = [histogram_release(data, ["age"], 0.5, rng=np.random.default_rng(seed)).noisy_counts.tolist()
              for seed in range(1, 6)]
    assert any(o != release.noisy_counts.tolist() for o in others)
    assert release.noisy_counts.tolist() != H  # at ε = 0.5 six cells without noise has probability < 1e-3
    frame = release.to_frame()
    assert frame.columns.tolist() == ["age", "count"] and frame["count"].tolist() == release.noisy_counts.tolist()


def test_a_large_epsilon_gives_the_true_counts():
    # P(noise ≠ 0) = 2q/(1+q) with q = e^−60: the release equals H, which checks the counting.
    release = histogram_release(standard_dataset(), ["age"], 60, rng=np.random.default_rng(0))
    assert release.noisy_counts.tolist() == H


def test_the_true_counts_are_not_in_the_release():
    release = histogram_release(standard_dataset(), ["age"], 1, rng=np.random.default_rng(0))
    names = {f.name for f in dataclasses.fields(release)}
    assert names == {"attributes", "cells", "noisy_counts", "epsilon", "sensitivity", "scale", "mechanism",
                     "post_processing"}
    assert set(release.to_dict()) == {"mechanism", "epsilon", "sensitivity", "scale", "post_processing",
                                      "attributes", "cells", "counts"}


def test_empty_cells_are_released_too():
    frame = pd.DataFrame({"sex": ["f", "f", "m", "m", "m"], "disease": ["flu", "hiv", "flu", "flu", "flu"]})
    data = Dataset.from_frame(frame, types={"sex": "string", "disease": "string"})
    release = histogram_release(data, ["sex", "disease"], 60, rng=np.random.default_rng(3))
    out = release.to_frame()
    assert out[["sex", "disease"]].values.tolist() == [["f", "flu"], ["f", "hiv"], ["m", "flu"], ["m", "hiv"]]
    assert out["count"].tolist() == [1, 1, 3, 0]  # (m, hiv) occurs nowhere and is still a cell


def test_a_declared_domain_adds_cells_and_rejects_unknown_values():
    data = standard_dataset()
    domain = BUCKETS + ["80-90"]
    release = histogram_release(data, ["age"], 60, rng=np.random.default_rng(0), domains={"age": domain})
    assert release.cells["age"].tolist() == domain and release.noisy_counts.tolist() == H + [0]
    with pytest.raises(InputError, match="not in the declared domain"):
        histogram_release(data, ["age"], 1, rng=np.random.default_rng(0), domains={"age": BUCKETS[1:]})


def test_missing_values_are_a_cell_and_clamping_can_be_turned_off():
    data = Dataset.from_frame(pd.DataFrame({"a": ["x", "", "y", "x"]}), types={"a": "string"})
    release = histogram_release(data, ["a"], 0.05, rng=np.random.default_rng(5), clamp=False)
    assert release.cells["a"].tolist() == ["x", "y", None]
    assert release.post_processing == ()
    draws = np.concatenate([histogram_release(data, ["a"], 0.05, rng=np.random.default_rng(s),
                                              clamp=False).noisy_counts for s in range(10)])
    assert (draws < 0).any()  # scale 20: negative counts appear unless clamped


def test_bad_parameters_are_refused():
    data = standard_dataset()
    rng = np.random.default_rng(0)
    for epsilon in (0, -1, float("nan"), float("inf"), "1"):
        with pytest.raises(InputError, match="epsilon"):
            histogram_release(data, ["age"], epsilon, rng=rng)
    with pytest.raises(InputError, match="sensitivity"):
        histogram_release(data, ["age"], 1, rng=rng, sensitivity=0)
    with pytest.raises(InputError, match="no column"):
        histogram_release(data, ["height"], 1, rng=rng)
    with pytest.raises(InputError, match="Generator"):
        histogram_release(data, ["age"], 1, rng=42)
    with pytest.raises(InputError, match="cells"):
        histogram_release(data, ["age"], 1, rng=rng, max_cells=5)


@settings(max_examples=40, deadline=None)
@given(epsilon=st.floats(min_value=0.01, max_value=10, exclude_min=True), seed=st.integers(0, 2**32 - 1))
def test_any_epsilon_gives_non_negative_integer_counts_of_the_right_length(epsilon, seed):
    release = histogram_release(standard_dataset(), ["age"], epsilon, rng=np.random.default_rng(seed))
    assert release.noisy_counts.shape == (6,) and release.noisy_counts.dtype == np.int64
    assert (release.noisy_counts >= 0).all()
    assert len(release.to_frame()) == 6


# --------------------------------------------------------------------------------------------------------------
# The discrete Laplace sampler


@pytest.mark.parametrize("epsilon", [0.5, 1.0, 2.0])
def test_discrete_laplace_matches_its_distribution(epsilon):
    scale = 1 / Fraction(str(epsilon))
    samples = discrete_laplace_noise(20_000, scale, rng=np.random.default_rng(37964))
    support = range(-4, 5) if epsilon == 0.5 else (range(-2, 3) if epsilon == 1 else range(-1, 2))
    statistic, degrees = chi_square(samples, lambda y: discrete_laplace_pmf(y, scale), support)
    assert statistic < critical(degrees), (statistic, degrees)
    # The test has power: the same samples are far from the distribution of a 20 % different ε.
    wrong = 1 / (1.2 * epsilon)
    statistic_wrong, _ = chi_square(samples, lambda y: discrete_laplace_pmf(y, wrong), support)
    assert statistic_wrong > 3 * critical(degrees), statistic_wrong
    # Mean 0 and variance 2e^−ε / (1 − e^−ε)² (S = 1), within 5 standard errors.
    variance = 2 * math.exp(-epsilon) / (1 - math.exp(-epsilon)) ** 2
    assert math.isclose(discrete_laplace_variance(float(scale)), variance)
    assert abs(samples.mean()) < 5 * math.sqrt(variance / len(samples))
    # Var of the sample variance ≈ (μ4 − σ⁴)/n; μ4 of the discrete Laplace is below 6σ⁴ + σ², so bound with that.
    assert abs(samples.var() - variance) < 5 * math.sqrt((5 * variance**2 + variance) / len(samples))


def test_p_of_x_is_proportional_to_exp_minus_abs_x_epsilon_over_s():
    # S = 2, ε = 1: P(X = x) ∝ exp(−|x|/2); compare frequency ratios of neighbours directly.
    samples = discrete_laplace_noise(20_000, 2, rng=np.random.default_rng(1))
    counts = {x: int((samples == x).sum()) for x in range(-3, 4)}
    for x in range(0, 3):
        ratio = (counts[x + 1] + counts[-x - 1]) / (counts[x] + counts[-x] if x else counts[0])
        expected = math.exp(-0.5) if x > 0 else 2 * math.exp(-0.5)  # 0 is one value, ±x are two
        assert abs(ratio - expected) < 0.06, (x, ratio, expected)


def test_an_unusual_epsilon_uses_a_slightly_larger_scale_and_the_same_distribution():
    epsilon = 1.2345678901234567e-5 * 1e5  # decimal text with 17 digits: the exact scale does not fit int64
    samples = discrete_laplace_noise(20_000, 1 / Fraction(repr(epsilon)), rng=np.random.default_rng(8))
    variance = discrete_laplace_variance(1 / epsilon)
    assert abs(samples.mean()) < 5 * math.sqrt(variance / len(samples))
    assert abs(samples.var() / variance - 1) < 0.1


def test_the_sampler_is_reproducible_and_handles_sizes():
    a = discrete_laplace_noise(1000, 3, rng=np.random.default_rng(4))
    b = discrete_laplace_noise(1000, 3, rng=np.random.default_rng(4))
    assert a.tolist() == b.tolist() and a.dtype == np.int64
    assert discrete_laplace_noise(0, 3, rng=np.random.default_rng(4)).shape == (0,)


def test_many_cells_are_fast_enough():
    import time
    start = time.perf_counter()
    noise = discrete_laplace_noise(100_000, 10, rng=np.random.default_rng(9))
    assert time.perf_counter() - start < 5 and noise.shape == (100_000,)


@pytest.mark.parametrize("gamma", [Fraction(0), Fraction(1, 3), Fraction(1), Fraction(5, 2)])
def test_bernoulli_exp_minus_gamma(gamma):
    rng = np.random.default_rng(11)
    n = 20_000
    hits = sum(bernoulli_exp(rng, gamma) for _ in range(n))
    p = math.exp(-gamma)
    assert abs(hits / n - p) <= 5 * math.sqrt(p * (1 - p) / n) + 1e-12


# --------------------------------------------------------------------------------------------------------------
# The exponential mechanism


def test_exponential_mechanism_frequencies_match_the_probabilities():
    scores = [0, 1, 2, 3, 3]
    epsilon, sensitivity = 1.0, 1
    rng = np.random.default_rng(20070)
    n = 10_000
    picks = np.array([exponential_mechanism("abcde", scores, epsilon, sensitivity, rng=rng) for _ in range(n)])
    weights = np.exp(epsilon * np.array(scores) / (2 * sensitivity))
    expected = n * weights / weights.sum()
    observed = np.bincount(picks, minlength=len(scores))
    statistic = float(((observed - expected) ** 2 / expected).sum())
    assert statistic < critical(len(scores) - 1), (observed, expected)


def test_exponential_mechanism_over_many_candidates_matches_the_probabilities():
    # More than 64 candidates take the batched sampler; 200 candidates in 5 score levels of 40.
    scores = [r % 5 for r in range(200)]
    rng = np.random.default_rng(1)
    n = 3000
    picks = np.array([exponential_mechanism(range(200), scores, 0.8, 1, rng=rng) for _ in range(n)])
    levels = np.bincount(np.array(scores)[picks], minlength=5)
    weights = np.exp(0.8 * np.arange(5) / 2)
    expected = n * weights / weights.sum()
    statistic = float(((levels - expected) ** 2 / expected).sum())
    assert statistic < critical(4), (levels, expected)
    within = np.bincount(picks[np.array(scores)[picks] == 4] // 5, minlength=40)  # uniform inside a level
    assert within.min() > 0


def test_exponential_mechanism_with_a_large_gap_and_float_scores():
    rng = np.random.default_rng(1)
    picks = [exponential_mechanism(["low", "high"], [0.0, 40.5], 2.0, 1, rng=rng) for _ in range(200)]
    assert picks == [1] * 200  # P(low) = 1 / (1 + e^40.5)
    with pytest.raises(InputError, match="scores"):
        exponential_mechanism(["a", "b"], [1], 1, 1, rng=rng)
    with pytest.raises(InputError, match="candidate"):
        exponential_mechanism([], [], 1, 1, rng=rng)
    with pytest.raises(InputError, match="finite"):
        exponential_mechanism(["a", "b"], [1, float("nan")], 1, 1, rng=rng)


def test_choose_category_prefers_the_most_frequent_value():
    data = standard_dataset()
    rng = np.random.default_rng(3)
    picks = [choose_category(data, "age", 1.0, rng=rng).value for _ in range(4000)]
    weights = np.exp(np.array(H) / 2)
    for bucket, w in zip(BUCKETS, weights):
        assert abs(picks.count(bucket) / 4000 - w / weights.sum()) < 0.03
    choice = choose_category(data, "age", 100.0, rng=rng)
    assert choice.value in ("50-60", "70-80") and choice.epsilon == 100.0 and choice.attribute == "age"


# --------------------------------------------------------------------------------------------------------------
# The budget


def test_budgets_add_and_a_request_over_the_total_is_refused_with_the_numbers():
    budget = PrivacyBudget(1.0)
    budget.spend(0.3, "histogram of age")
    budget.spend(0.5, "mode of disease")
    assert budget.spent == pytest.approx(0.8) and budget.remaining == pytest.approx(0.2)
    assert budget.ledger == [("histogram of age", 0.3), ("mode of disease", 0.5)]
    with pytest.raises(InputError) as refused:
        budget.spend(0.3, "histogram of sex")
    message = str(refused.value)
    assert "histogram of sex" in message and "0.3" in message and "0.8" in message and "0.2" in message
    assert budget.spent == pytest.approx(0.8) and len(budget.ledger) == 2
    budget.spend(0.2, "the rest")  # exactly the remainder fits despite float rounding
    assert budget.remaining == pytest.approx(0.0, abs=1e-12)


def test_ten_tenths_fit_in_one():
    budget = PrivacyBudget(1)
    for i in range(10):
        budget.spend(0.1, f"query {i}")
    with pytest.raises(InputError):
        budget.spend(1e-6, "one more")
    with pytest.raises(InputError):
        PrivacyBudget(0)
    with pytest.raises(InputError):
        budget.spend(-0.1, "negative")


def test_mechanisms_charge_the_budget_before_releasing_and_a_refusal_releases_nothing():
    data = standard_dataset()
    budget = PrivacyBudget(1.0)
    rng = np.random.default_rng(7)
    histogram_release(data, ["age"], 0.6, rng=rng, budget=budget)
    choose_category(data, "age", 0.3, rng=rng, budget=budget)
    assert [what for what, _ in budget.ledger] == ["histogram of age", "most frequent value of age"]
    assert budget.spent == pytest.approx(0.9)
    state = rng.bit_generator.state
    with pytest.raises(InputError, match="budget"):
        histogram_release(data, ["age"], 0.2, rng=rng, budget=budget)
    with pytest.raises(InputError, match="budget"):
        exponential_mechanism(["a", "b"], [1, 2], 0.2, 1, rng=rng, budget=budget)
    assert rng.bit_generator.state == state  # no noise was drawn
    assert budget.spent == pytest.approx(0.9) and len(budget.ledger) == 2
    # A request refused for bad input is not charged either.
    with pytest.raises(InputError, match="no column"):
        histogram_release(data, ["height"], 0.05, rng=rng, budget=budget)
    assert len(budget.ledger) == 2


@settings(max_examples=60, deadline=None)
@given(st.lists(st.floats(-1e6, 1e6, allow_nan=False), min_size=1, max_size=80), st.integers(0, 2**32 - 1))
def test_float_scores_choose_as_their_exact_decimal_fractions_do(scores, seed):
    """Python floats take the cached shortest-decimal path; the same values given as exact fractions of their
    decimal text take the general one: the same candidate for the same seed."""
    candidates = list(range(len(scores)))
    as_floats = exponential_mechanism(candidates, scores, 1.0, 1.0, rng=np.random.default_rng(seed))
    as_fractions = exponential_mechanism(candidates, [Fraction(repr(s)) for s in scores], 1.0, 1.0,
                                         rng=np.random.default_rng(seed))
    assert as_floats == as_fractions


@settings(max_examples=200, deadline=None)
@given(st.lists(st.one_of(st.floats(-1e9, 1e9, allow_nan=False).map(lambda f: Fraction(repr(f))),
                          st.fractions(max_denominator=10**6)), min_size=1, max_size=40),
       st.fractions(min_value=Fraction(1, 10**6), max_value=1000, max_denominator=10**6))
def test_gap_numerators_are_the_reduced_fractions_over_their_least_common_denominator(exact, factor):
    """The integer shortcut against the plain computation: γ_r = factor (max − q_r) as reduced fractions, their
    least common denominator b, and a_r = γ_r · b."""
    gammas = [factor * (max(exact) - q) for q in exact]
    denominator = math.lcm(*(g.denominator for g in gammas))
    assert gap_numerators(exact, factor) == ([int(g * denominator) for g in gammas], denominator)
