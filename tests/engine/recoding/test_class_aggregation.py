"""Microaggregation inside the full-domain search: ARX's TestMicroaggregation on its 7-row table, and every
aggregate against pandas on random classes."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.app.anonymize import anonymize
from privdesk.app.settings import Settings
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.models.requirements import Requirement
from privdesk.engine.recoding.class_aggregation import aggregate_in_classes
from privdesk.io.tables import open_table
from tests.conftest import shared_data


@pytest.mark.parametrize("function, male, female", [("mean", "54", "50"), ("geometric-mean", "52", "48")])
def test_arx_microaggregation_on_its_test_table(function, male, female):
    # ARX TestMicroaggregation.testMicroaggregationArithmeticMean / GeometricMean: k = 2, no suppression
    data = open_table(shared_data("arx", "test.csv"))
    hierarchies = {q: Hierarchy.read_csv(shared_data("arx", f"test_hierarchy_{q}.csv")) for q in ("gender", "zipcode")}
    run = Settings(qis=["gender", "zipcode"], sensitive=[], requirements=[Requirement("k-anonymity", 2)], risk=None,
                   hierarchies=hierarchies, aggregate={"age": function})
    result, checks = anonymize(data, run)
    assert all(c.met for c in checks)
    released = result.released.to_frame()
    assert released.values.tolist() == [[male, "male", "81***"], [female, "female", "81***"],
                                        [male, "male", "81***"], [female, "female", "81***"],
                                        [female, "female", "81***"], [male, "male", "81***"],
                                        [male, "male", "81***"]]


def _column(values):
    return Dataset.from_frame(pd.DataFrame({"v": [str(v) for v in values]})).column("v")


@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_aggregates_match_pandas_per_class(data):
    n = data.draw(st.integers(1, 40))
    values = data.draw(st.lists(st.integers(0, 30), min_size=n, max_size=n))
    classes = np.array(data.draw(st.lists(st.integers(-1, 4), min_size=n, max_size=n)))
    column = _column(values)
    frame = pd.DataFrame({"v": values, "c": classes})
    kept = frame[frame.c >= 0].groupby("c")["v"]
    expected = {
        "mean": kept.mean().map(lambda v: str(int(np.floor(v + 0.5)))),
        "geometric-mean": kept.agg(lambda v: np.exp(np.log(v + 1).mean()) - 1).map(
            lambda v: str(int(np.floor(v + 0.5)))),
        "median": kept.median().map(lambda v: str(int(np.floor(v + 0.5)))),
        "mode": kept.agg(lambda v: str(v.value_counts().sort_index().idxmax())),
        "interval": kept.agg(lambda v: f"[{v.min()}, {v.max()}]"),
        "set": kept.agg(lambda v: "{" + ", ".join(str(x) for x in sorted(set(v))) + "}"),
    }
    for function, per_class in expected.items():
        texts = aggregate_in_classes(column, classes, function)
        assert all(texts[classes < 0] == "*")
        for row in np.flatnonzero(classes >= 0):
            assert texts[row] == per_class[classes[row]], (function, row)


def test_bad_aggregates():
    with pytest.raises(InputError):
        aggregate_in_classes(_column([1, 2]), np.array([0, 0]), "sum")
    with pytest.raises(InputError):
        aggregate_in_classes(_column(["a", "b"]), np.array([0, 0]), "mean")


def test_arx_microaggregation_adult_at_arx_transformation():
    # ARX TestMicroaggregation.testMicroaggregationAdult (age aggregated by arithmetic mean, the other 8 attributes
    # QIs with their hierarchies, k = 5, 100% suppression, Loss with RANK aggregation): released age mean
    # 37.86159590875886, min 18, max 63, median 40. ARX's search (its Loss counts the aggregation's error and ranks
    # attributes) picks the node below; among all 2,592 nodes it is the only one whose release gives these numbers.
    # The node is fixed here, to check the release alone; the search finds it in test_aggregation_search.
    qis = ["sex", "race", "marital-status", "education", "native-country", "workclass", "occupation", "salary-class"]
    arx_node = dict(zip(qis, [0, 0, 0, 0, 1, 1, 0, 0]))
    data = open_table(shared_data("arx", "adult.csv"))
    hierarchies = {q: Hierarchy.read_csv(shared_data("arx", f"adult_hierarchy_{q}.csv"), attribute=q) for q in qis}
    run = Settings(qis=qis, sensitive=[], requirements=[Requirement("k-anonymity", 5)], risk=None, hierarchies=hierarchies,
                   suppression=1.0, min_levels=arx_node, max_levels=arx_node, aggregate={"age": "mean"})
    result, _checks = anonymize(data, run)
    ages = result.released.to_frame()["age"]
    released = ages[ages != "*"].astype(int)
    assert result.suppressed_count == 5524 and (ages == "*").sum() == 5524
    assert released.mean() == pytest.approx(37.86159590875886, abs=1e-12)
    assert (released.min(), released.max(), released.median()) == (18, 63, 40)
