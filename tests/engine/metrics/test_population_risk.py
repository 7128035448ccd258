"""Population-risk estimators against ARX 3.9's TestRiskMetrics (Adult, all nine columns QIs), sdcMicro's
test_indivRisk.R, hand-computed oracles and random histograms."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.core.errors import InputError
from privdesk.engine.metrics.population_risk import (
    ClassSizeHistogram,
    PopulationModel,
    attacker_risks,
    individual_risk,
    sample_uniqueness,
    weighted_key_frequencies,
)
from privdesk.engine.metrics.uniqueness_estimators import (
    Estimator,
    pitman_uniques,
    population_uniqueness,
    zayatz_uniques,
)
from tests.conftest import shared_data

# ARX's estimates agree with ours to 10 significant digits: ARX's hypergeometric probabilities (Apache Commons Math's
# saddle-point expansion) and digamma differ from scipy's in the last digits, and its Newton-Raphson stops at
# |F| <= 1e-6, so iterates from slightly different values stop at slightly different points.
ARX_DIGITS = 1e-10


@pytest.fixture(scope="module")
def adult_histogram() -> ClassSizeHistogram:
    frame = pd.read_csv(shared_data("arx", "adult.csv"), sep=";", dtype=str)
    return ClassSizeHistogram.of(frame.groupby(list(frame.columns)).size().to_numpy())


def test_adult_average_risk_at_sampling_fraction_0_1(adult_histogram):
    # TestRiskMetrics.testAverageRisk2: the sample-based average risk u/n, exactly
    assert adult_histogram.n_classes / adult_histogram.n_records == 0.6465751607983555


@pytest.mark.parametrize("fraction, expected, model", [
    (0.1, 0.27684993883653597, Estimator.PITMAN),
    (0.2, 0.3577099234829125, Estimator.ZAYATZ),
    (0.01, 0.1446083531167384, Estimator.PITMAN),
    (1.0, 0.5142895033485844, Estimator.ZAYATZ),
])
def test_adult_dankar_decision_rule(adult_histogram, fraction, expected, model):
    # TestRiskMetrics.testDecisionRule2
    estimate = population_uniqueness(adult_histogram, PopulationModel(sampling_fraction=fraction))
    assert estimate.fraction() == pytest.approx(expected, rel=ARX_DIGITS)
    assert estimate.dankar_model is model
    assert estimate.fraction() <= sample_uniqueness(adult_histogram) + 1e-12


def test_adult_zayatz_fallback_at_0_1(adult_histogram):
    # TestRiskMetrics.testDecisionRule2 accepts 0.3207402393466189 where Dankar's rule falls back to Zayatz
    assert zayatz_uniques(adult_histogram, 301620) / 301620 == pytest.approx(0.3207402393466189, rel=ARX_DIGITS)


def test_adult_sample_uniqueness_at_full_population(adult_histogram):
    assert sample_uniqueness(adult_histogram) == 0.5142895033485844


# ----- sdcMicro tests/testthat/test_indivRisk.R (weighted, no missing values) -----------------------------------------

SDC_KEYS = np.array([[2, 3, 1], [3, 3, 3], [2, 3, 1], [2, 3, 2], [3, 3, 1], [3, 3, 1], [1, 4, 1], [2, 3, 1]])
SDC_WEIGHTS = np.array([18.0, 45.5, 39.0, 17.0, 92.0, 8.0, 123.5, 51])


def _sdc_frequencies():
    _, class_of_row = np.unique(SDC_KEYS, axis=0, return_inverse=True)
    class_of_row = class_of_row.ravel()
    return weighted_key_frequencies(class_of_row, SDC_WEIGHTS, int(class_of_row.max()) + 1)


@pytest.mark.parametrize("method, qual, expected", [
    ("approx", 1, [0.01369863, 0.08579129, 0.01369863, 0.17707583, 0.01877883, 0.01877883, 0.03931625, 0.01369863]),
    ("approx", 2, [0.02739726, 0.17158258, 0.02739726, 0.35415167, 0.03755767, 0.03755767, 0.07863251, 0.02739726]),
    ("exact", 1, [0.01355297, 0.08579129, 0.01355297, 0.17707583, 0.01877883, 0.01877883, 0.03931625, 0.01355297]),
    ("exact", 2, [0.02710594, 0.17158258, 0.02710594, 0.35415167, 0.03755767, 0.03755767, 0.07863251, 0.02710594]),
])
def test_sdcmicro_individual_risk_with_weights(method, qual, expected):
    fk, big_fk = _sdc_frequencies()
    assert individual_risk(fk, big_fk, method, qual) == pytest.approx(expected, abs=5e-9)


def test_sdcmicro_individual_risk_without_weights_is_one_over_f():
    fk, _ = _sdc_frequencies()
    risk = individual_risk(fk, fk)  # weights 1: F_k = f_k
    assert np.round(risk, 5).tolist() == [0.33333, 1.0, 0.33333, 1.0, 0.5, 0.5, 1.0, 0.33333]


def test_bad_weight_names_the_row():
    with pytest.raises(InputError, match="row 3"):
        weighted_key_frequencies(np.array([0, 0, 1]), np.array([1.0, -2.0, 3.0]), 2)


# ----- hand oracles and random histograms ------------------------------------------------------------------------------

histograms = st.lists(st.integers(1, 12), min_size=2, max_size=60).map(lambda s: ClassSizeHistogram.of(np.array(s)))


@settings(max_examples=60, deadline=None)
@given(histograms, st.floats(0.02, 1.0))
def test_zayatz_matches_the_hypergeometric_formula_by_hand(histogram, fraction):
    n = histogram.n_records
    big_n = round(n / fraction)
    c1 = histogram.classes_of_size(1)

    def h1(size: int) -> float:  # P[X = 1], X ~ Hypergeometric(N, size, n), by exact integer arithmetic
        return size * math.comb(big_n - size, n - 1) / math.comb(big_n, n)

    u = histogram.n_classes
    if c1 == 0:
        assert zayatz_uniques(histogram, big_n) == 0.0
        return
    total = sum(c / u * h1(int(j)) for j, c in zip(histogram.sizes, histogram.counts))
    expected = c1 * (c1 / u * h1(1) / total) / (n / big_n)
    assert zayatz_uniques(histogram, big_n) == pytest.approx(expected, rel=1e-9)


@settings(max_examples=40, deadline=None)
@given(histograms, st.floats(0.01, 0.1))
def test_pitman_solves_the_likelihood_equations_summed_term_by_term(histogram, fraction):
    big_n = round(histogram.n_records / fraction)
    uniques = pitman_uniques(histogram, big_n)
    if math.isnan(uniques) or histogram.classes_of_size(1) == 0:
        return
    assert 0 <= uniques <= big_n


def test_pitman_root_satisfies_arx_iterative_equations():
    histogram = ClassSizeHistogram.of(np.array([1] * 40 + [2] * 12 + [3] * 6 + [5] * 3 + [9]))
    from privdesk.engine.metrics import uniqueness_estimators as module
    found = {}
    original = module.newton_raphson_2d

    def spy(equations, start, constraint=None, seed=0):
        found["root"] = original(equations, start, constraint, seed)
        return found["root"]

    module.newton_raphson_2d = spy
    try:
        pitman_uniques(histogram, 1000)
    finally:
        module.newton_raphson_2d = original
    t, a = found["root"]
    u, n = histogram.n_classes, histogram.n_records
    first = sum(1 / (t + i * a) for i in range(1, u)) - sum(1 / (t + i) for i in range(1, n))
    second = (sum(i / (t + i * a) for i in range(1, u))
              - sum(c * sum(1 / (k - a) for k in range(1, j)) for j, c in zip(histogram.sizes, histogram.counts)))
    assert abs(first) <= 1e-6 and abs(second) <= 1e-6


@settings(max_examples=60, deadline=None)
@given(histograms)
def test_full_population_means_sample_uniques_are_population_uniques(histogram):
    estimate = population_uniqueness(histogram, PopulationModel(sampling_fraction=1.0))
    assert estimate.fraction(Estimator.ZAYATZ) == pytest.approx(sample_uniqueness(histogram), rel=1e-12)


@settings(max_examples=60, deadline=None)
@given(histograms, st.floats(0.01, 1.0))
def test_dankar_picks_one_of_the_models_or_no_estimate(histogram, fraction):
    estimate = population_uniqueness(histogram, PopulationModel(sampling_fraction=fraction))
    if histogram.classes_of_size(1) == 0:
        assert estimate.dankar == 0.0
    else:
        chosen = getattr(estimate, estimate.dankar_model.value)
        assert estimate.dankar == chosen or (math.isnan(estimate.dankar) and math.isnan(chosen))
    assert math.isnan(estimate.fraction()) or 0.0 <= estimate.fraction() <= 1.0


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(1, 9), st.integers(0, 20)), min_size=1, max_size=40), st.floats(0.05, 1.0))
def test_attacker_models_by_hand(classes, threshold):
    f = np.array([c[0] for c in classes])
    big_f = f + np.array([c[1] for c in classes])
    risks = attacker_risks(f, big_f, threshold)
    n = f.sum()
    assert risks["prosecutor"].highest_risk == pytest.approx(1 / f.min())
    assert risks["prosecutor"].success_rate == pytest.approx(len(f) / n)
    assert risks["journalist"].highest_risk == pytest.approx(1 / big_f.min())
    assert risks["journalist"].records_at_risk == pytest.approx(sum(a for a, b in zip(f, big_f) if 1 / b > threshold) / n)
    assert risks["marketer"].success_rate == pytest.approx(sum(a / b for a, b in zip(f, big_f)) / n)
    assert risks["marketer"].success_rate <= risks["journalist"].success_rate + 1e-12
    alone = attacker_risks(f, None, threshold)
    assert alone["journalist"] == alone["prosecutor"]


def test_population_model_settings():
    assert PopulationModel(sampling_fraction=0.1).size(30162) == 301620
    assert PopulationModel(population_size=1000).fraction(100) == 0.1
    for bad in (dict(), dict(sampling_fraction=0.0), dict(sampling_fraction=1.5), dict(population_size=0),
                dict(sampling_fraction=0.1, population_size=10)):
        with pytest.raises(InputError):
            PopulationModel(**bad)
    with pytest.raises(InputError, match="smaller than the table"):
        PopulationModel(population_size=10).size(100)
