"""Uniqueness requirements in the optimal search: ARX 3.9.2's TestAnonymizationRiskBased on Adult, ARX's binary
search of suppressed classes, and random tables whose release, re-measured, meets the threshold."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.attributes.hierarchy_builders import intervals, masking
from privdesk.engine.core.classes import release_partition
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.metrics.population_risk import PopulationModel
from privdesk.engine.metrics.utility import arx_loss
from privdesk.engine.models.population_models import UniquenessRequirement, enforce, meets
from privdesk.engine.models.requirements import Requirement
from privdesk.engine.search.lattice import optimal_generalization
from privdesk.engine.search.result import NoSolution
from privdesk.io.tables import open_table
from tests.conftest import shared_data

ADULT_QIS = ["sex", "age", "race", "marital-status", "education", "native-country", "workclass", "occupation",
             "salary-class"]
USA = PopulationModel(population_size=317238626)  # ARXPopulationModel.Region.USA


@pytest.fixture(scope="module")
def adult():
    data = open_table(shared_data("arx", "adult.csv"))
    hierarchies = {q: Hierarchy.read_csv(shared_data("arx", f"adult_hierarchy_{q}.csv"), attribute=q)
                   for q in ADULT_QIS}
    return data, hierarchies


@pytest.mark.parametrize("requirement, arx_loss_value", [
    (UniquenessRequirement("sample-uniqueness", 0.01), 0.1606952725863784),
    (UniquenessRequirement("population-uniqueness", 0.0001, "zayatz", USA), 0.16078200456326086),
])
def test_arx_risk_based_anonymization_of_adult(adult, requirement, arx_loss_value):
    # TestAnonymizationRiskBased: 4% suppression, Loss. Classes of equal size are suppressed in ARX's order (their
    # own Loss, then their first row: lattice._ties); ARX's Loss to the last printed digit, each dimension cut to
    # ARX's ten decimals (utility.arx_digits; without the cut 0.16069527262076577 against 0.1606952725863784).
    data, hierarchies = adult
    result = optimal_generalization(data, ADULT_QIS, hierarchies, [], suppression=0.04, uniqueness=[requirement])
    assert [result.transformation[q] for q in ADULT_QIS] == [0, 3, 0, 0, 1, 1, 1, 1, 0]
    assert result.details["score"] == pytest.approx(arx_loss_value, abs=1e-16)
    classes = release_partition(result.released, ADULT_QIS)
    assert meets([requirement], classes.sizes)
    assert classes.suppressed <= int(0.04 * data.n_rows)
    assert arx_loss([data.column(q) for q in ADULT_QIS], [hierarchies[q] for q in ADULT_QIS],
                    [result.transformation[q] for q in ADULT_QIS], suppressed=result.suppressed) == \
        pytest.approx(result.details["score"], abs=1e-12)


def test_enforce_suppresses_the_smallest_classes_as_arx_binary_search():
    sizes = np.array([5, 1, 1, 3, 1, 2, 8])
    kept, met = enforce([UniquenessRequirement("sample-uniqueness", 0.0)], sizes, np.ones(7, bool), allowed=6)
    assert met and kept.tolist() == [True, False, False, True, False, True, True]  # the three uniques go
    kept, met = enforce([UniquenessRequirement("sample-uniqueness", 0.0)], sizes, np.ones(7, bool), allowed=2)
    assert not met


def test_enforce_breaks_ties_between_equal_classes_by_the_keys_given():
    # three singletons of seven rows; ≤ 0.34 lets two stay: ARX suppresses the first in (Loss, first row) order
    sizes = np.array([1, 1, 1, 4])
    loss = np.array([0.5, 0.2, 0.5, 0.1])
    first = np.array([7, 9, 3, 0])
    requirement = UniquenessRequirement("sample-uniqueness", 0.34)
    kept, met = enforce([requirement], sizes, np.ones(4, bool), allowed=3, ties=(loss, first))
    assert met and kept.tolist() == [True, False, True, True]
    kept, met = enforce([requirement], sizes, np.ones(4, bool), allowed=3, ties=(first,))
    assert met and kept.tolist() == [True, True, False, True]


def test_requirement_checks_its_input():
    with pytest.raises(InputError):
        UniquenessRequirement("sample-uniqueness", 1.5)
    with pytest.raises(InputError, match="population"):
        UniquenessRequirement("population-uniqueness", 0.1)


def test_arx_average_risk_with_arx_entropy(adult):
    # TestAnonymizationRiskBased case 0: AverageReidentificationRisk(0.01), 4% suppression,
    # createPrecomputedEntropyMetric(0.1): ARX's non-monotonic entropy (``arx_entropy``); ARX enforces the average
    # risk of the kept classes by suppressing the smallest first (ties by first row for this metric).
    data, hierarchies = adult
    requirement = UniquenessRequirement("average-risk", 0.01)
    result = optimal_generalization(data, ADULT_QIS, hierarchies, [], suppression=0.04, metric="arx_entropy",
                                    uniqueness=[requirement])
    assert [result.transformation[q] for q in ADULT_QIS] == [1, 0, 1, 1, 3, 2, 2, 1, 1]
    assert result.details["score"] == pytest.approx(314637.8461904862, rel=1e-12)
    classes = release_partition(result.released, ADULT_QIS)
    assert meets([requirement], classes.sizes) and classes.suppressed <= int(0.04 * data.n_rows)


@st.composite
def tables(draw):
    rows = draw(st.integers(6, 80))
    rng = np.random.default_rng(draw(st.integers(0, 2**31)))
    data = Dataset.from_frame(pd.DataFrame({
        "age": rng.integers(18, 80, rows).astype(str),
        "zip": rng.choice(["47677", "47602", "47678", "47905", "47909", "48012"], rows),
        "sex": rng.choice(["F", "M"], rows)}), types={"zip": "string"})
    hierarchies = {"age": intervals([str(a) for a in range(18, 80)], width=10, fanouts=[2, 2]),
                   "zip": masking(["47677", "47602", "47678", "47905", "47909", "48012"]),
                   "sex": Hierarchy.from_rows([["F", "*"], ["M", "*"]])}
    kind = draw(st.sampled_from(["sample-uniqueness", "population-uniqueness", "average-risk"]))
    estimator = draw(st.sampled_from(["zayatz", "pitman", "dankar"]))
    requirement = UniquenessRequirement(kind, draw(st.sampled_from([0.0, 0.05, 0.2])), estimator,
                                        PopulationModel(sampling_fraction=draw(st.sampled_from([0.05, 0.3]))))
    extra = [Requirement("k-anonymity", 2)] if draw(st.booleans()) else []
    return data, hierarchies, requirement, extra, draw(st.sampled_from([0.0, 0.1, 0.3]))


@settings(max_examples=30, deadline=None)
@given(tables())
def test_every_release_under_a_uniqueness_requirement_meets_it_when_re_measured(table):
    data, hierarchies, requirement, extra, suppression = table
    qis = ["age", "zip", "sex"]
    try:
        result = optimal_generalization(data, qis, hierarchies, extra, suppression=suppression,
                                        uniqueness=[requirement])
    except NoSolution:
        return
    classes = release_partition(result.released, qis)
    assert meets([requirement.resolved(data.n_rows)], classes.sizes)
    assert classes.suppressed <= int(np.floor(suppression * data.n_rows + 1e-9))
    for r in extra:
        assert classes.sizes.min(initial=r.value) >= r.value
    if requirement.kind == "average-risk":  # by pandas: classes / records of the kept rows
        kept = result.released.to_frame()[~result.suppressed]
        assert len(kept) == 0 or kept.groupby(qis).ngroups / len(kept) <= requirement.value + 1e-12


@pytest.mark.parametrize("k, suppression, levels, aecs", [
    (5, 0.0, [1, 0, 1, 2, 3, 2, 2, 1], 45.014925373134325),
    (20, 0.05, [1, 0, 1, 1, 3, 2, 1, 0], 11.424242424242424),
])
def test_arx_k_map_against_the_adult_population(k, suppression, levels, aecs):
    # TestAnonymizationKMap: research subset adult_subset.csv of the population adult.csv, occupation not a QI
    qis = [q for q in ADULT_QIS if q != "occupation"]
    population = open_table(shared_data("arx", "adult.csv"))
    subset = open_table(shared_data("arx", "adult_subset.csv"))
    hierarchies = {q: Hierarchy.read_csv(shared_data("arx", f"adult_hierarchy_{q}.csv"), attribute=q) for q in qis}
    result = optimal_generalization(subset, qis, hierarchies, [Requirement("k-map", k)], suppression=suppression,
                                    metric="aecs", population=population)
    assert [result.transformation[q] for q in qis] == levels
    assert result.details["score"] == aecs
    # re-measured by the app's population figures: every kept class matches at least k people
    from privdesk.app.check import release_population_matches
    matches = release_population_matches(result.released, population, qis, hierarchies)
    assert matches.min() >= k


def test_k_map_needs_the_population_table():
    data = Dataset.from_frame(pd.DataFrame({"zip": ["47677", "47602", "47678"]}))
    with pytest.raises(InputError, match="population"):
        optimal_generalization(data, ["zip"], {"zip": masking(["47677", "47602", "47678"])},
                               [Requirement("k-map", 2)])


@settings(max_examples=25, deadline=None)
@given(tables(), st.sampled_from(["heuristic", "mondrian"]))
def test_heuristic_and_mondrian_releases_meet_uniqueness_thresholds(table, name):
    # the heuristic judges each node's release exactly (only bounds prune); Mondrian's classes of k ≥ 2 have no
    # sample uniques, and with k = 1 its release is re-judged (NoSolution when it fails)
    from privdesk.engine.core.progress import Progress
    from privdesk.engine.search import contract as strategies
    from privdesk.engine.search.contract import Limits, SearchProblem

    data, hierarchies, requirement, extra, suppression = table
    qis = ["age", "zip", "sex"]
    problem = SearchProblem(data, qis, extra or [Requirement("k-anonymity", 1)], hierarchies,
                            suppression=suppression if name == "heuristic" else 0.0,
                            options={"uniqueness": [requirement]})
    strategy = strategies.strategy(name)
    assert strategies.unsupported(strategy, problem) is None
    try:
        result = strategy.run(problem, Progress(), Limits())
    except NoSolution:
        return
    classes = release_partition(result.released, qis)
    assert meets([requirement.resolved(data.n_rows)], classes.sizes)
    if name == "heuristic":
        optimum = optimal_generalization(data, qis, hierarchies, problem.requirements, suppression=suppression,
                                         uniqueness=[requirement])
        assert result.details["score"] == pytest.approx(optimum.details["score"], abs=1e-9)  # complete walk
