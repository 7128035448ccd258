"""Microaggregation inside the optimal search (ARX's MetricMDNMLoss with MicroAggregationFunctions): ARX's
TestMicroaggregation end to end through the command line, and the search's optimum against brute force over every
node on random tables, scored by an independent pandas oracle."""

from __future__ import annotations

import itertools
import json

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.cli.main import main
from privdesk.engine.attributes.generalization import generalized_column
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.attributes.hierarchy_builders import intervals, masking
from privdesk.engine.core.classes import release_partition
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.metrics.utility import arx_loss_dimensions
from privdesk.engine.models.requirements import Requirement
from privdesk.engine.search.lattice import optimal_generalization
from privdesk.engine.search.result import NoSolution
from tests.conftest import shared_data

ADULT_QIS = ["sex", "race", "marital-status", "education", "native-country", "workclass", "occupation",
             "salary-class"]


def _adult_arguments(out):
    data = shared_data("arx", "adult.csv")
    hierarchies = [f"--hierarchy={q}={shared_data('arx', f'adult_hierarchy_{q}.csv')}" for q in ADULT_QIS]
    return ["anonymize", str(data), "--qi", ",".join(ADULT_QIS), *hierarchies, "--k", "5", "--suppression", "1",
            "--threshold", "1", "--out", str(out), "--json"]


def test_arx_microaggregation_adult_through_the_search(tmp_path, capsys):
    # ARX TestMicroaggregation.testMicroaggregationAdult: age aggregated by arithmetic mean, the other eight
    # attributes QIs with ARX's hierarchies, k = 5, 100% suppression limit, Loss with RANK aggregation. ARX
    # releases node (0,0,0,0,1,1,0,0) with age mean 37.86159590875886, min 18, max 63, median 40.
    out = tmp_path / "out"
    assert main([*_adult_arguments(out), "--metric", "loss_rank", "--aggregate", "age=mean"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert [summary["transformation"][q] for q in ADULT_QIS] == [0, 0, 0, 0, 1, 1, 0, 0]
    assert summary["suppressed"] == 5524
    released = pd.read_csv(out / "anonymized.csv", sep=";", dtype=str, keep_default_na=False)
    ages = released["age"]
    kept = ages[ages != "*"].astype(int)
    assert (ages == "*").sum() == 5524
    assert kept.mean() == pytest.approx(37.86159590875886, abs=1e-12)
    assert (kept.min(), kept.max(), kept.median()) == (18, 63, 40)


@pytest.mark.parametrize("function, male, female", [("mean", "54", "50"), ("geometric-mean", "52", "48")])
def test_arx_microaggregation_tables_through_the_cli(function, male, female, tmp_path, capsys):
    # ARX TestMicroaggregation.testMicroaggregationArithmeticMean / GeometricMean: ARX's 7-row table, gender and
    # zipcode QIs, k = 2, no suppression, ARX's default Loss (geometric mean, age scored as one dimension)
    out = tmp_path / "out"
    arguments = ["anonymize", str(shared_data("arx", "test.csv")), "--qi", "gender,zipcode", "--k", "2",
                 "--hierarchy", f"gender={shared_data('arx', 'test_hierarchy_gender.csv')}",
                 "--hierarchy", f"zipcode={shared_data('arx', 'test_hierarchy_zipcode.csv')}",
                 "--threshold", "1", "--aggregate", f"age={function}", "--out", str(out), "--json"]
    assert main(arguments) == 0
    capsys.readouterr()
    released = pd.read_csv(out / "anonymized.csv", sep=";", dtype=str)
    assert released.values.tolist() == [[male, "male", "81***"], [female, "female", "81***"],
                                        [male, "male", "81***"], [female, "female", "81***"],
                                        [female, "female", "81***"], [male, "male", "81***"],
                                        [male, "male", "81***"]]


def test_an_aggregated_quasi_identifier_is_refused():
    data = Dataset.from_frame(pd.DataFrame({"age": ["30", "40"], "sex": ["F", "M"]}))
    hierarchies = {"sex": Hierarchy.from_rows([["F", "*"], ["M", "*"]]),
                   "age": Hierarchy.from_rows([["30", "*"], ["40", "*"]])}
    with pytest.raises(InputError, match="cannot be a quasi-identifier too"):
        optimal_generalization(data, ["sex", "age"], hierarchies, [Requirement("k-anonymity", 2)],
                               aggregated=["age"])


# ------------------------------------------------------------------------------------------------ brute force

QIS = ["age", "zip", "sex"]
ZIPS = ["47677", "47602", "47678", "47905", "47909", "48012"]
HIERARCHIES = {"age": intervals([str(a) for a in range(18, 80)], width=10, fanouts=[2, 2]),
               "zip": masking(ZIPS), "sex": Hierarchy.from_rows([["F", "*"], ["M", "*"]])}


def classes_at(data: Dataset, levels) -> object:
    """The classes of the table generalised to ``levels`` (the model checks' partition, not the search's)."""
    generalized = data
    for q, level in zip(QIS, levels):
        generalized = generalized.with_column(generalized_column(data.column(q), HIERARCHIES[q], level))
    return release_partition(generalized, QIS)


def brute_force(data, requirements, suppression, aggregated, metric):
    """The best key over every node, by code independent of the search: k-anonymity and distinct l-diversity per
    class in pandas, the QIs' v_j by the utility module, and each aggregated attribute's u_m in pandas: (Σ over
    kept records of the number of distinct values in its class / D + suppressed records) / n."""
    frame = data.to_frame()
    n = len(frame)
    allowed = int(np.floor(suppression * n + 1e-9))
    best = None
    for levels in itertools.product(*[range(HIERARCHIES[q].levels) for q in QIS]):
        classes = classes_at(data, levels)
        per_class = frame.assign(c=classes.class_of_row).groupby("c")
        ok = per_class.size().to_numpy() >= requirements[0].value
        for requirement in requirements[1:]:
            ok &= per_class[requirement.attribute].nunique().to_numpy() >= requirement.value
        suppressed = ~ok[classes.class_of_row]
        if suppressed.sum() > allowed:
            continue
        kept = frame[~suppressed].assign(c=classes.class_of_row[~suppressed])
        extra = [(kept.groupby("c")[name].transform("nunique").sum() / frame[name].nunique() + suppressed.sum()) / n
                 for name in aggregated]
        dimensions = np.concatenate([arx_loss_dimensions([data.column(q) for q in QIS],
                                                         [HIERARCHIES[q] for q in QIS], levels, suppressed), extra])
        if metric == "loss":
            key = (round(float(np.prod((1 + dimensions) ** (1 / dimensions.size)) - 1), 10),)
        else:
            key = tuple(round(float(x), 10) for x in sorted(dimensions, reverse=True))
        if best is None or (key, sum(levels), levels) < best[0]:
            best = ((key, sum(levels), levels), key)
    return None if best is None else best[1]


@st.composite
def problems(draw):
    rows = draw(st.integers(4, 50))
    rng = np.random.default_rng(draw(st.integers(0, 2**31)))
    frame = pd.DataFrame({"age": rng.integers(18, 80, rows).astype(str), "zip": rng.choice(ZIPS, rows),
                          "sex": rng.choice(["F", "M"], rows), "disease": rng.choice(["flu", "ulcer", "cancer"], rows),
                          "income": rng.integers(0, draw(st.integers(1, 12)), rows).astype(str),
                          "hours": rng.integers(20, 60, rows).astype(str)})
    data = Dataset.from_frame(frame, types={"zip": "string"})
    requirements = [Requirement("k-anonymity", draw(st.integers(2, 5)))]
    if draw(st.booleans()):
        requirements.append(Requirement("l-diversity", 2, "disease"))
    suppression = draw(st.sampled_from([0.0, 0.1, 0.3, 1.0]))
    aggregated = draw(st.sampled_from([["income"], ["income", "hours"], ["disease"]]))
    return data, requirements, suppression, aggregated


@settings(max_examples=30, deadline=None)
@given(problems(), st.sampled_from(["loss", "loss_rank"]))
def test_search_with_aggregated_attributes_equals_brute_force(problem, metric):
    data, requirements, suppression, aggregated = problem
    expected = brute_force(data, requirements, suppression, aggregated, metric)
    if expected is None:
        with pytest.raises(NoSolution):
            optimal_generalization(data, QIS, HIERARCHIES, requirements, suppression=suppression, metric=metric,
                                   aggregated=aggregated)
        return
    result = optimal_generalization(data, QIS, HIERARCHIES, requirements, suppression=suppression, metric=metric,
                                    aggregated=aggregated)
    score = result.details["score"]
    found = (score,) if metric == "loss" else score.key
    assert found == pytest.approx(expected, abs=1e-9)
    assert result.suppressed_count <= int(np.floor(suppression * data.n_rows + 1e-9))
