"""k-map without a population table (ARX KMap with a cell-size estimator): the derived k of Pannekoek's Poisson and
the zero-truncated Poisson model, checked against a hand-written Poisson law, scipy's quantile function, and ARX
3.9.2's TestAnonymizationKMap search references on Adult."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.errors import InputError
from privdesk.engine.metrics.population_risk import estimated_k_map
from privdesk.engine.models.requirements import Requirement
from privdesk.engine.search.lattice import optimal_generalization
from privdesk.io.tables import open_table
from tests.conftest import shared_data

USA = 317238626  # ARXPopulationModel.Region.USA
ADULT_ROWS = 30162
QIS = ["sex", "age", "race", "marital-status", "education", "native-country", "workclass", "salary-class"]


def _pmf(c: int, lam: float) -> float:
    return math.exp(-lam) * lam ** c / math.factorial(c)


def test_derived_k_by_hand():
    # λ = f·k = 1000·30162/317238626 = 0.09508; zero-truncated: P(1)/(1−P(0)) = 0.9530 < 0.99, + P(2)/(1−P(0))
    # = 0.9985 ≥ 0.99 after c = 2 → k' = 3; type-I error 1 − 0.9985
    lam = 1000 * ADULT_ROWS / USA
    estimate = estimated_k_map(1000, 0.01, ADULT_ROWS / USA, ADULT_ROWS, "zero-truncated-poisson")
    scale = 1 - _pmf(0, lam)
    assert estimate.derived_k == 3
    assert estimate.type_1_error == pytest.approx(1 - (_pmf(1, lam) + _pmf(2, lam)) / scale, rel=1e-12)
    # Poisson: P(X ≤ 0) = e^−λ = 0.9093 < 0.99, P(X ≤ 1) = 0.99576 ≥ 0.99 → c = 1, k' = c + 2 = 3
    estimate = estimated_k_map(1000, 0.01, ADULT_ROWS / USA, ADULT_ROWS, "poisson")
    assert estimate.derived_k == 3
    assert estimate.type_1_error == pytest.approx(1 - _pmf(0, lam) - _pmf(1, lam), rel=1e-12)
    # a whole population (f = 1): λ = k, the counter reaches k first: k' = k, no type-I error
    assert estimated_k_map(5, 0.01, 1.0, 100, "poisson").derived_k == 5
    assert estimated_k_map(5, 0.01, 1.0, 100, "poisson").type_1_error == 0.0
    assert estimated_k_map(50, 0.01, 1.0, 7, "poisson").derived_k == 7  # never more than the rows


def test_estimate_checks_its_input():
    with pytest.raises(InputError):
        estimated_k_map(5, 1.5, 0.1, 100)
    with pytest.raises(ValueError):
        estimated_k_map(5, 0.01, 0.1, 100, "binomial")


@settings(max_examples=100, deadline=None)
@given(st.integers(1, 2000), st.floats(1e-6, 1.0), st.sampled_from([0.001, 0.01, 0.05, 0.2]))
def test_poisson_derived_k_is_the_quantile_plus_two(k, fraction, alpha):
    from scipy import stats

    quantile = int(stats.poisson.ppf(1 - alpha, fraction * k))
    if abs(stats.poisson.cdf(quantile, fraction * k) - (1 - alpha)) < 1e-12:
        return  # on the boundary the two computations may round apart
    assert estimated_k_map(k, alpha, fraction, 10**9, "poisson").derived_k == min(k, quantile + 2)


@settings(max_examples=100, deadline=None)
@given(st.integers(1, 2000), st.floats(1e-6, 1.0), st.sampled_from([0.001, 0.01, 0.05, 0.2]))
def test_zero_truncated_derived_k_by_its_cumulative_law(k, fraction, alpha):
    lam = fraction * k
    estimate = estimated_k_map(k, alpha, fraction, 10**9, "zero-truncated-poisson")
    # k' is the first c + 1 whose zero-truncated P[1 ≤ X ≤ c] reaches 1 − α (or k)
    scale = -math.expm1(-lam)
    total, c = 0.0, 0
    while total < 1 - alpha and c + 1 < k:
        c += 1
        total += math.exp(-lam + c * math.log(lam) - math.lgamma(c + 1)) / scale
    if abs(total - (1 - alpha)) < 1e-9:
        return
    assert estimate.derived_k == min(k, c + 1)
    assert estimated_k_map(k, alpha, fraction, 10**9, "zero-truncated-poisson").derived_k <= \
        estimated_k_map(k, alpha, fraction, 10**9, "poisson").derived_k


@pytest.mark.parametrize("k, levels, arx_score", [(3, [0, 0, 1, 1, 0, 2, 2, 0], 130804.5332092598),
                                                  (1000, [0, 0, 1, 1, 1, 2, 1, 0], 151894.1394841501)])
def test_arx_estimated_k_map_of_adult(k, levels, arx_score):
    # TestAnonymizationKMap: KMap(k, 0.01, USA, ZERO_TRUNCATED_POISSON), 5% suppression, occupation not a QI,
    # createPrecomputedEntropyMetric(0.1, false): ARX's non-monotonic entropy (``arx_entropy``), whose score agrees
    # to 13 significant digits. Our own entropy (suppressed = any value) picks the same transformations.
    data = open_table(shared_data("arx", "adult.csv"))
    hierarchies = {q: Hierarchy.read_csv(shared_data("arx", f"adult_hierarchy_{q}.csv"), attribute=q) for q in QIS}
    estimate = estimated_k_map(k, 0.01, data.n_rows / USA, data.n_rows, "zero-truncated-poisson")
    scores = {}
    for metric in ("arx_entropy", "entropy"):
        result = optimal_generalization(data, QIS, hierarchies, [Requirement("k-anonymity", estimate.derived_k)],
                                        suppression=0.05, metric=metric)
        assert [result.transformation[q] for q in QIS] == levels
        scores[metric] = result.details["score"]
    assert scores["arx_entropy"] == pytest.approx(arx_score, rel=1e-12)
    assert scores["entropy"] > arx_score  # ours charges a suppressed value its frequency in the whole table


def test_risk_sheet_names_an_estimated_k_map():
    import pandas as pd

    from privdesk.app.record.population_risk import PopulationRequirements, population_risk_document
    from privdesk.engine.core.dataset import Dataset
    from privdesk.engine.metrics.population_risk import PopulationModel
    from privdesk.report.sheets.population import add_population_section

    data = Dataset.from_frame(pd.DataFrame({"a": ["1", "1", "2", "2", "2", "3"]}))
    figures = population_risk_document(data, ["a"], PopulationModel(sampling_fraction=1.0),
                                       requirements=PopulationRequirements(k_map=2))
    assert figures["k_map_estimate"]["derived_k"] == 2 and figures["k_map"] == 1 and not figures["met"]

    class Rows:
        def __init__(self):
            self.rows = []

        def add(self, *cells):
            self.rows.append(cells)

        def heading(self, text):
            self.rows.append((text,))

        def header(self, *cells):
            self.rows.append(cells)

    sheet = Rows()
    add_population_section(sheet, figures, lambda value, kind=None: value)
    assert ("k-map estimated: smallest class (needs 2)", 1) in sheet.rows
