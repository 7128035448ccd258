"""SafePub's (ε, δ) → (β, k) against ARX and against an independent evaluation of Li et al.'s δ(k)."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.stats import binom

from privdesk.engine.core.errors import InputError
from privdesk.engine.dp.safepub_parameters import sampling_probability, sdgs_parameters

# ARX's own numbers: ParameterCalculation with IntervalArithmeticDouble (arx-deidentifier/arx, criteria/
# EDDifferentialPrivacy via dp/ParameterCalculation), run on OpenJDK 17 and printed with Java's Double.toString.
ARX = [
    (1.0, 1e-5, 0.6321205588285574, 62),
    (2.0, 1e-6, 0.8646647167633871, 132),
    (0.5, 1e-4, 0.3934693402873664, 40),
    # the (ε, δ) of ARX's TestAnonymizationDifferentialPrivacy and a few more
    (2.0, 1e-5, 0.8646647167633871, 114),
    (1.5, 1e-6, 0.77686983985157, 100),
    (math.log(2), 1e-7, 0.4999999999999997, 81),
    (math.log(3), 1e-8, 0.6666666666666664, 109),
    (math.log(3), 1e-5, 0.6666666666666664, 66),   # γ = 8/9: whole-number boundaries decided as ARX does
    (1.0, 1e-8, 0.6321205588285574, 105),
    (0.1, 1e-5, 0.09516258196404025, 50),
    (0.9, 1e-5, 0.5934303402594007, 59),
]


@pytest.mark.parametrize("epsilon,delta,beta,k", ARX)
def test_reproduces_arx_parameter_calculation(epsilon, delta, beta, k):
    result = sdgs_parameters(epsilon, delta)
    assert repr(result.beta) == repr(beta)  # to the printed digit
    assert result.k == k


def _delta_of(k: int, epsilon: float) -> float:
    """Li, Qardaji, Su (2012) δ(k) with scipy's binomial tail: max over n ≥ ⌈k/γ − 1⌉ of P(X > γn), X ~ B(n, β),
    scanned until the Chernoff bound falls below the running maximum."""
    beta = 1 - math.exp(-epsilon)
    gamma = (math.exp(epsilon) - 1 + beta) / math.exp(epsilon)
    exponent = gamma * math.log(gamma / beta) - (gamma - beta)
    n, worst = max(math.ceil(k / gamma - 1), 0), 0.0
    while True:
        worst = max(worst, binom.sf(math.floor(n * gamma), n, beta))
        if worst > math.exp(-n * exponent):
            return worst
        n += 1


@settings(max_examples=12, deadline=None)
@given(st.floats(0.2, 2.0), st.floats(1e-7, 1e-3))
def test_k_is_one_past_the_smallest_threshold_meeting_delta(epsilon, delta):
    result = sdgs_parameters(epsilon, delta)
    assert result.beta == pytest.approx(1 - math.exp(-epsilon), rel=1e-14)
    assert result.beta <= 1 - math.exp(-epsilon)
    smallest = result.k - 1
    assert _delta_of(smallest, epsilon) < delta * (1 + 1e-6)
    if smallest > 1:
        assert _delta_of(smallest - 1, epsilon) >= delta * (1 - 1e-6)


def test_more_privacy_needs_larger_k():
    assert sdgs_parameters(1, 1e-6).k > sdgs_parameters(1, 1e-5).k > sdgs_parameters(1, 1e-4).k
    assert sampling_probability(0.5) < sampling_probability(1) < sampling_probability(2)


@pytest.mark.parametrize("epsilon,delta", [(0, 1e-5), (-1, 1e-5), (float("nan"), 1e-5), (6, 1e-5), (1, 0), (1, 1),
                                           ("x", 1e-5)])
def test_rejects_parameters_outside_the_supported_range(epsilon, delta):
    with pytest.raises(InputError):
        sdgs_parameters(epsilon, delta)
