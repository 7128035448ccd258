"""The population-uniqueness estimators accept only roots inside their parameter domain, fall back as ARX does, and
say when they did not converge. Oracles: ARX 3.9.2's estimate on Adult's node [0,3,0,0,0,1,0,1,0] at sampling
fraction 0.01 (42,185.284099 population uniques; an earlier solver landed on α = −40.24 and 2.95e-81), ARX's root at
the first probe of its suppression search on its optimum [0,3,0,0,2,1,0,1,0] (θ = 373.5, α = −0.0101), ARX's
optimum itself, the Dirichlet-multinomial's expected singletons (a closed form and a simulation) and the domains
themselves over random histograms."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.metrics.population_risk import ClassSizeHistogram, PopulationModel
from privdesk.engine.metrics.uniqueness_estimators import (
    Estimator,
    pitman_expected_uniques,
    pitman_parameters,
    pitman_uniques,
    population_uniqueness,
    snb_parameters,
)
from tests.conftest import shared_data

QIS = ["sex", "age", "race", "marital-status", "education", "native-country", "workclass", "occupation",
       "salary-class"]


def _node_histogram(levels) -> ClassSizeHistogram:
    """Adult's classes at one node, generalized with pandas from the hierarchy CSVs (independent of the engine)."""
    frame = pd.read_csv(shared_data("arx", "adult.csv"), sep=";", dtype=str)
    columns = {}
    for q, level in zip(QIS, levels):
        table = pd.read_csv(shared_data("arx", f"adult_hierarchy_{q}.csv"), sep=";", header=None, dtype=str)
        columns[q] = frame[q].map(dict(zip(table[0], table[level])))
    return ClassSizeHistogram.of(pd.DataFrame(columns).groupby(QIS).size().to_numpy())


def test_pitman_matches_arx_on_the_node_main_released():
    histogram = _node_histogram([0, 3, 0, 0, 0, 1, 0, 1, 0])
    population = histogram.n_records / 0.01
    theta, alpha = pitman_parameters(histogram)
    assert theta >= 0 and 0 < alpha < 1
    assert pitman_uniques(histogram, population) == pytest.approx(42185.284099, rel=1e-9)
    estimate = population_uniqueness(histogram, PopulationModel(population_size=population))
    assert estimate.dankar_model is Estimator.PITMAN
    assert estimate.fraction(Estimator.DANKAR) == pytest.approx(42185.284099 / population, rel=1e-9)
    assert estimate.fraction(Estimator.DANKAR) > 0.001  # 14 times the limit: not met
    assert Estimator.PITMAN not in estimate.not_converged and Estimator.DANKAR not in estimate.not_converged


def _first_equation(histogram, theta, alpha) -> float:
    """∂ log L/∂θ of Pitman's sampling formula, summed term by term in plain Python."""
    return (sum(1 / (theta + i * alpha) for i in range(1, histogram.n_classes))
            - sum(1 / (theta + i) for i in range(1, histogram.n_records)))


def _pitman_model(theta, alpha, histogram) -> bool:
    """Pitman's two branches: Pitman–Yor (θ ≥ 0 as ARX's solver keeps it, 0 < α < 1) or m = θ/|α| ≥ the sample's
    classes Dirichlet-distributed population classes (α < 0), there with ∂ log L/∂m = |α|·∂ log L/∂θ ≈ 0."""
    if 0 < alpha < 1:
        return theta >= 0
    return (alpha < 0 and theta > 0 and theta / -alpha >= histogram.n_classes
            and abs(alpha * _first_equation(histogram, theta, alpha)) <= 1.01e-6)


def _probe_histogram(suppressed_classes: int) -> ClassSizeHistogram:
    """ARX's optimum's classes without its ``suppressed_classes`` smallest (the state of its suppression search)."""
    optimum = _node_histogram(ARX_OPTIMUM)
    sizes = np.sort(np.repeat(optimum.sizes, optimum.counts))
    return ClassSizeHistogram.of(sizes[suppressed_classes:])


ARX_OPTIMUM = [0, 3, 0, 0, 2, 1, 0, 1, 0]


def test_the_root_arx_accepts_at_its_first_probe_is_a_finite_population_model():
    """ARX's binary search over the 3,181 classes first suppresses the 1,591 smallest (1,591 records, all unique).
    ARX's solver returns θ = 373.5, α = −0.0101 there: m = θ/|α| ≈ 36,820 classes ≥ the 1,590 seen."""
    histogram = _probe_histogram(1591)
    assert histogram.n_records == 30162 - 1591 and histogram.n_classes == 1590
    theta, alpha = pitman_parameters(histogram)
    assert theta == pytest.approx(373.5, abs=0.05) and alpha == pytest.approx(-0.0101, abs=5e-5)
    assert theta / -alpha >= histogram.n_classes
    population = 3016200
    assert 0 < pitman_uniques(histogram, population) / population <= 0.001  # ARX: met
    best = _log_likelihood(histogram, theta, alpha)  # a maximum of the likelihood, not just a zero of its slope
    for dt, da in ((1.01, 0), (0.99, 0), (1, 1e-5), (1, -1e-5), (1.01, 1e-5), (0.99, -1e-5), (1.01, -1e-5)):
        assert _log_likelihood(histogram, theta * dt, alpha + da) < best


def _log_likelihood(histogram, theta, alpha) -> float:
    """log of Pitman's sampling formula without its constant: Σ_{i<u} log(θ+iα) − Σ_{i<n} log(θ+i)
    + Σ_j c_j Σ_{k<j} log(k−α)."""
    value = (np.log(theta + alpha * np.arange(1, histogram.n_classes)).sum()
             - np.log(theta + np.arange(1, histogram.n_records)).sum())
    for size, count in zip(histogram.sizes.tolist(), histogram.counts.tolist()):
        value += count * np.log(np.arange(1, size) - alpha).sum()
    return float(value)


def test_a_negative_alpha_with_fewer_classes_than_the_sample_is_rejected():
    """The degenerate root an earlier solver accepted on [0,3,0,0,0,1,0,1,0] (α = −40.24, θ = 2.95e-81) implies
    7e-83 population classes: no model of a sample of 2,000-odd classes."""
    from privdesk.engine.metrics.estimator_roots import in_pitman_domain

    assert not in_pitman_domain(2.95e-81, -40.24, 2)
    assert not in_pitman_domain(373.5, -0.0101, 40000)   # m ≈ 36,980 < 40,000 classes seen
    assert in_pitman_domain(373.5, -0.0101, 36000)
    assert not in_pitman_domain(0.0, -0.5, 1) and not in_pitman_domain(1.0, 0.0, 1)


def test_a_run_towards_infinite_alpha_is_no_root():
    """Along m fixed, |α| → ∞ both likelihood equations fall below the solver's accuracy without a root: the
    derivative in m, |α|·F1, does not fall, and tells the two apart."""
    from privdesk.engine.metrics.estimator_roots import PitmanSums, is_pitman_root

    histogram = _probe_histogram(1591)
    multi = histogram.sizes != 1
    sums = PitmanSums(histogram.n_classes, histogram.n_records, histogram.sizes[multi],
                      histogram.counts[multi].astype(float))
    beta = 1e11  # F1 and F2 fall like 1/|α|, F2 from 25,000/|α| here
    theta = 1.05 * histogram.n_classes * beta
    f1, f2 = sums.residuals(theta, -beta)
    assert abs(f1) <= 1e-6 and abs(f2) <= 1e-6              # Newton's test alone would stop here
    assert abs(beta * _first_equation(histogram, theta, -beta)) > 1e-6
    assert not is_pitman_root(sums, theta, -beta, 1e-6)
    theta, alpha = pitman_parameters(histogram)
    assert is_pitman_root(sums, theta, alpha, 1e-6)


def _dirichlet_singletons(m: int, share: float, draws: int) -> float:
    """Expected classes of one member among ``draws`` draws from m classes with symmetric Dirichlet(``share``)
    shares: m · draws · E[p (1−p)^(draws−1)], p ~ Beta(share, (m−1)·share)."""
    from scipy.special import betaln

    return m * draws * math.exp(betaln(share + 1, (m - 1) * share + draws - 1) - betaln(share, (m - 1) * share))


def test_the_dirichlet_oracle_agrees_with_a_simulation():
    rng = np.random.default_rng(3)
    m, share, draws = 40, 0.7, 300
    shares = rng.dirichlet(np.full(m, share), size=4000)
    counts = np.array([rng.multinomial(draws, p) for p in shares])
    simulated = (counts == 1).sum(axis=1)
    assert simulated.mean() == pytest.approx(_dirichlet_singletons(m, share, draws),
                                             abs=4 * simulated.std() / math.sqrt(len(simulated)))


@pytest.mark.parametrize("theta, alpha", [(373.5087201582945, -0.010144145984336585), (50.0, -0.5), (3.0, -0.01)])
def test_the_uniques_formula_holds_on_the_finite_branch(theta, alpha):
    """Γ(θ+1)/Γ(θ+α)·N^α against the expected singletons of m = θ/|α| Dirichlet classes (m rounded, |α| = θ/m)
    among N = 3,016,200: the formula's large-N error is of order θ/N."""
    population = 3016200
    m = round(theta / -alpha)
    share = theta / m
    expected = _dirichlet_singletons(m, share, population)
    assert pitman_expected_uniques(theta, -share, population) == pytest.approx(expected, rel=10 * theta / population)


# Even sizes mostly fit the finite branch (α < 0), heavy tails the Pitman–Yor one (0 < α < 1): both are drawn.
histograms = st.one_of(
    st.lists(st.integers(1, 40), min_size=2, max_size=120),
    st.lists(st.sampled_from([1, 1, 1, 1, 2, 2, 3, 5, 8, 20, 100, 400]), min_size=2, max_size=200),
).map(lambda s: ClassSizeHistogram.of(np.array(s)))


@settings(max_examples=80, deadline=None)
@given(histograms, st.floats(0.001, 0.99))
def test_every_root_returned_lies_in_its_domain(histogram, fraction):
    population = round(histogram.n_records / fraction)
    if histogram.classes_of_size(1):
        theta, alpha = pitman_parameters(histogram)
        assert (math.isnan(theta) and math.isnan(alpha)) or _pitman_model(theta, alpha, histogram)
        _k, a, b = snb_parameters(histogram, population)
        assert (math.isnan(a) and math.isnan(b)) or (a > 0 and 0 < b <= 1)
    estimate = population_uniqueness(histogram, PopulationModel(population_size=population))
    for estimator in (Estimator.PITMAN, Estimator.SNB):
        value = getattr(estimate, estimator.value)
        if estimator in estimate.not_converged:
            assert math.isnan(value)
        else:
            lowest = 0 if not histogram.classes_of_size(1) else math.ulp(0)  # no sample uniques: none estimated
            assert math.isnan(value) or lowest <= value <= population
    chosen = estimate.dankar_model
    assert (Estimator.DANKAR in estimate.not_converged) == (chosen in estimate.not_converged
                                                            and chosen is not Estimator.DANKAR)


@pytest.mark.parametrize("estimator", ["pitman", "dankar"])
def test_the_adult_search_reaches_arx_optimum(estimator):
    """4% suppression, Loss, PopulationUniqueness(0.001) at f = 0.01 (N = 3,016,200): ARX 3.9.2 releases
    [0,3,0,0,2,1,0,1,0], Loss 0.14426351950753413, 960 records suppressed. Its suppression search accepts the
    finite-population root θ = 373.5, α = −0.0101 at its first probe; [0,3,0,0,0,1,0,1,0] (1.4% uniques) is not
    released. The release meets the threshold on its own kept records, with a root inside Pitman's domain."""
    from privdesk.engine.attributes.hierarchy import Hierarchy
    from privdesk.engine.models.population_models import UniquenessRequirement
    from privdesk.engine.search.lattice import optimal_generalization
    from privdesk.io.tables import open_table

    data = open_table(shared_data("arx", "adult.csv"))
    hierarchies = {q: Hierarchy.read_csv(shared_data("arx", f"adult_hierarchy_{q}.csv"), attribute=q) for q in QIS}
    requirement = UniquenessRequirement("population-uniqueness", 0.001, estimator,
                                        PopulationModel(sampling_fraction=0.01))
    result = optimal_generalization(data, QIS, hierarchies, [], suppression=0.04, metric="loss",
                                    uniqueness=[requirement])
    assert [result.transformation[q] for q in QIS] == ARX_OPTIMUM
    assert result.details["score"] == pytest.approx(0.14426351950753413, rel=1e-12)
    assert int(result.suppressed.sum()) == 960
    frame = result.released.to_frame()[~result.suppressed]
    histogram = ClassSizeHistogram.of(frame.groupby(QIS).size().to_numpy())
    population = data.n_rows / 0.01
    theta, alpha = pitman_parameters(histogram)
    assert _pitman_model(theta, alpha, histogram)
    assert 0 < pitman_uniques(histogram, population) / population <= 0.001
