"""The optimal full-domain search: ARX 3.9.2's optima, and optimality against brute force on random tables."""

from __future__ import annotations

import itertools

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pycanon import anonymity as pycanon

from privdesk.app.tables import open_table
from privdesk.engine.algorithms.lattice import optimal_generalization
from privdesk.engine.algorithms.result import NoSolution
from privdesk.engine.classes import release_partition
from privdesk.engine.dataset import Dataset
from privdesk.engine.hierarchy import Hierarchy
from privdesk.engine.hierarchy_builders import intervals, masking
from privdesk.engine.metrics.utility import arx_loss
from privdesk.engine.models import distinct_l_diversity, k_anonymity, sensitive_checks
from privdesk.engine.requirements import Requirement
from tests.conftest import shared_data

ADULT_QIS = ["sex", "age", "race", "marital-status", "education", "native-country", "workclass", "occupation",
             "salary-class"]


@pytest.fixture(scope="module")
def adult():
    data = open_table(shared_data("arx", "adult.csv"))
    hierarchies = {q: Hierarchy.read_csv(shared_data("arx", f"adult_hierarchy_{q}.csv"), attribute=q)
                   for q in ADULT_QIS}
    return data, hierarchies


@pytest.mark.parametrize("k, suppression, levels, loss, suppressed", [
    (2, 0.0, [0, 4, 1, 1, 3, 2, 0, 2, 0], 0.5297, 0),
    (5, 0.0, [0, 4, 1, 1, 3, 2, 2, 1, 0], 0.5732, 0),
    (5, 0.05, [0, 3, 0, 0, 2, 1, 1, 2, 0], 0.2419, 1346),
])
def test_same_optimum_as_arx_on_adult(adult, k, suppression, levels, loss, suppressed):
    data, hierarchies = adult
    result = optimal_generalization(data, ADULT_QIS, hierarchies, [Requirement("k-anonymity", k)],
                                    suppression=suppression)
    assert [result.transformation[q] for q in ADULT_QIS] == levels
    assert round(result.details["score"], 4) == loss
    assert result.suppressed_count == suppressed
    classes = release_partition(result.released, ADULT_QIS)
    assert classes.suppressed == suppressed and k_anonymity(classes).value >= k
    # the score is ARX's Loss of the release, computed independently by the utility module
    original = [data.column(q) for q in ADULT_QIS]
    assert arx_loss(original, [hierarchies[q] for q in ADULT_QIS], levels, suppressed=result.suppressed) == \
        pytest.approx(result.details["score"], abs=1e-12)


def test_arx_small_tables():
    data = open_table(shared_data("arx", "test.csv"))
    hierarchies = {q: Hierarchy.read_csv(shared_data("arx", f"test_hierarchy_{q}.csv")) for q in
                   ("age", "gender", "zipcode")}
    result = optimal_generalization(data, ["age", "gender", "zipcode"], hierarchies, [Requirement("k-anonymity", 3)])
    assert result.transformation == {"age": 2, "gender": 0, "zipcode": 3}
    assert round(result.details["score"], 4) == 0.3006

    data = open_table(shared_data("arx", "test2.csv"))
    hierarchies = {q: Hierarchy.read_csv(shared_data("arx", f"test2_hierarchy_{q}.csv")) for q in
                   ("ZIPCode", "Age")}
    result = optimal_generalization(data, ["ZIPCode", "Age"], hierarchies,
                                    [Requirement("k-anonymity", 3), Requirement("l-diversity", 2, "Disease")])
    assert result.transformation == {"ZIPCode": 2, "Age": 1}
    assert round(result.details["score"], 4) == 0.3693
    released = result.released
    assert released.column("Disease").text().tolist() == data.column("Disease").text().tolist()
    assert distinct_l_diversity(release_partition(released, ["ZIPCode", "Age"]).value_counts(
        released["Disease"].codes, len(released["Disease"].values))).value >= 2


def test_no_solution_says_what_to_relax():
    data = Dataset.from_frame(pd.DataFrame({"zip": ["47677", "47602", "47678"], "disease": ["a", "a", "b"]}))
    hierarchies = {"zip": masking(["47677", "47602", "47678"])}
    with pytest.raises(NoSolution, match="allow more suppression"):
        optimal_generalization(data, ["zip"], hierarchies, [Requirement("k-anonymity", 4)])


# ------------------------------------------------------------------------------------------------ brute force

def brute_force(data, qis, hierarchies, requirements, suppression, metric_of):
    """Every node, checked with the model checks and scored with the utility module (independent code)."""
    best = None
    allowed = int(np.floor(suppression * data.n_rows + 1e-9))
    for levels in itertools.product(*[range(hierarchies[q].levels) for q in qis]):
        generalized = data
        from privdesk.engine.generalization import generalized_column
        for q, level in zip(qis, levels):
            generalized = generalized.with_column(generalized_column(data.column(q), hierarchies[q], level))
        classes = release_partition(generalized, qis)
        ok = np.ones(classes.n_classes, bool)
        for requirement in requirements:
            if requirement.model == "k-anonymity":
                ok &= classes.sizes >= requirement.value
            else:
                column = data.column(requirement.attribute)
                counts = classes.value_counts(column.codes, len(column.values))
                ok &= distinct_l_diversity(counts).per_class >= requirement.value
        suppressed_rows = ~ok[classes.class_of_row]
        if suppressed_rows.sum() > allowed:
            continue
        score = metric_of(list(levels), suppressed_rows)
        key = (round(score, 10), sum(levels), levels)
        if best is None or key < best[0]:
            best = (key, levels, score)
    return best


@st.composite
def problems(draw):
    rows = draw(st.integers(4, 60))
    rng = np.random.default_rng(draw(st.integers(0, 2**31)))
    ages = rng.integers(18, 80, rows)
    zips = rng.choice(["47677", "47602", "47678", "47905", "47909", "48012"], rows)
    sexes = rng.choice(["F", "M"], rows)
    disease = rng.choice(["flu", "ulcer", "cancer"], rows)
    data = Dataset.from_frame(pd.DataFrame({"age": ages.astype(str), "zip": zips, "sex": sexes,
                                            "disease": disease}), types={"zip": "string"})
    hierarchies = {"age": intervals([str(a) for a in range(18, 80)], width=10, fanouts=[2, 2]),
                   "zip": masking(["47677", "47602", "47678", "47905", "47909", "48012"]),
                   "sex": Hierarchy.from_rows([["F", "*"], ["M", "*"]])}
    requirements = [Requirement("k-anonymity", draw(st.integers(2, 5)))]
    if draw(st.booleans()):
        requirements.append(Requirement("l-diversity", 2, "disease"))
    suppression = draw(st.sampled_from([0.0, 0.1, 0.3]))
    return data, hierarchies, requirements, suppression


@settings(max_examples=25, deadline=None)
@given(problems())
def test_optimal_loss_equals_brute_force(problem):
    data, hierarchies, requirements, suppression = problem
    qis = ["age", "zip", "sex"]

    def loss(levels, suppressed):
        return arx_loss([data.column(q) for q in qis], [hierarchies[q] for q in qis], levels, suppressed=suppressed)

    expected = brute_force(data, qis, hierarchies, requirements, suppression, loss)
    if expected is None:
        with pytest.raises(NoSolution):
            optimal_generalization(data, qis, hierarchies, requirements, suppression=suppression)
        return
    result = optimal_generalization(data, qis, hierarchies, requirements, suppression=suppression)
    assert result.details["score"] == pytest.approx(expected[2], abs=1e-9)
    released = result.released
    kept = ~result.suppressed
    frame = released.to_frame()[kept].reset_index(drop=True)
    assert pycanon.k_anonymity(frame, qis) >= requirements[0].value  # independent oracle
    for requirement in requirements[1:]:
        assert pycanon.l_diversity(frame, qis, [requirement.attribute]) >= requirement.value
    assert result.suppressed_count <= int(np.floor(suppression * data.n_rows + 1e-9))


@pytest.mark.parametrize("metric", ["precision", "discernibility", "aecs", "entropy", "whd", "weighted_entropy"])
def test_every_metric_finds_a_valid_release(metric):
    rng = np.random.default_rng(3)
    data = Dataset.from_frame(pd.DataFrame({"age": rng.integers(18, 80, 200).astype(str),
                                            "zip": rng.choice(["47677", "47602", "47678", "47905"], 200),
                                            "disease": rng.choice(["flu", "ulcer", "cancer"], 200)}),
                              types={"zip": "string"})
    hierarchies = {"age": intervals([str(a) for a in range(18, 80)], width=5, fanouts=[2, 2, 2]),
                   "zip": masking(["47677", "47602", "47678", "47905"])}
    result = optimal_generalization(data, ["age", "zip"], hierarchies, [Requirement("k-anonymity", 5)],
                                    suppression=0.05, metric=metric)
    assert k_anonymity(release_partition(result.released, ["age", "zip"])).value >= 5
    assert result.details["metric"] == metric and result.details["frontier"]
    checks = sensitive_checks(release_partition(result.released, ["age", "zip"]), result.released["disease"])
    assert checks["l_distinct"].value >= 1


def independent_score(metric, data, qis, hierarchies, levels, suppressed):
    """The metric of a release by the utility and information-loss modules (not the search's own code)."""
    from privdesk.engine.metrics.information_loss import information_loss
    from privdesk.engine.metrics.utility import utility_metrics

    if metric == "whd":
        return information_loss(np.array(levels), [hierarchies[q].height for q in qis],
                                suppressed=suppressed).total
    report = utility_metrics([data.column(q) for q in qis], [hierarchies[q] for q in qis], levels,
                             suppressed=suppressed)
    return {"precision": report.precision, "discernibility": report.discernibility,
            "aecs": report.average_class_size, "entropy": report.non_uniform_entropy}[metric]


@settings(max_examples=10, deadline=None)
@given(problems(), st.sampled_from(["precision", "discernibility", "aecs", "entropy", "whd"]))
def test_other_metrics_equal_brute_force(problem, metric):
    data, hierarchies, requirements, suppression = problem
    qis = ["age", "zip", "sex"]
    expected = brute_force(data, qis, hierarchies, requirements, suppression,
                           lambda levels, suppressed: independent_score(metric, data, qis, hierarchies, levels,
                                                                        suppressed))
    if expected is None:
        return
    result = optimal_generalization(data, qis, hierarchies, requirements, suppression=suppression, metric=metric)
    assert result.details["score"] == pytest.approx(expected[2], rel=1e-9, abs=1e-9)
