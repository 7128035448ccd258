"""engine/metrics/record_figures.py: the per-record risks and the required k that the report and the window both draw."""

from __future__ import annotations

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from privdesk.engine.metrics.record_figures import finite_number, record_risks, required_k


def test_record_risks_by_hand():
    risks = record_risks({"classes": {"sizes": [2, 3], "suppressed": 1}})
    assert np.allclose(risks, [1 / 2, 1 / 2, 1 / 3, 1 / 3, 1 / 3, 1.0])  # suppressed rows: one class of 1
    assert np.allclose(record_risks({"risk": {"record_risk_sample": [0.25, 1]}}), [0.25, 1])  # no sizes: the sample
    assert len(record_risks({})) == 0


@given(st.lists(st.integers(min_value=1, max_value=30), max_size=20), st.integers(min_value=0, max_value=10))
def test_record_risks_average_classes_over_rows_as_the_engine_does(sizes, suppressed):
    risks = record_risks({"classes": {"sizes": sizes, "suppressed": suppressed}})
    rows = sum(sizes) + suppressed
    assert len(risks) == rows
    if rows:  # engine.metrics.risk: the average risk is the number of classes over the rows
        assert np.isclose(risks.mean(), (len(sizes) + bool(suppressed)) / rows)


def test_required_k_from_the_configuration_or_the_checks():
    assert required_k({"configuration": {"models": [{"model": "k-anonymity", "k": 5}]}}) == 5
    assert required_k({"result": {"checks": [{"requirement": "5-anonymity", "model": "k-anonymity",
                                               "required": 4}]}}) == 4
    assert required_k({"configuration": {"models": [{"model": "distinct-l-diversity", "l": 3}]}}) is None
    assert required_k({}) is None


def test_finite_number():
    assert finite_number("2.5") == 2.5 and finite_number(3) == 3.0
    assert all(finite_number(v) is None for v in (None, True, "x", float("inf"), float("nan"), "inf"))
