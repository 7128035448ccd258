"""Quasi-identifier weights (SPEC §2: w_j > 0, Σ w_j = 1)."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from privdesk.engine.attributes.weights import equal_weights, normalize_weights
from privdesk.engine.core.errors import InputError


def test_weights_are_scaled_to_sum_one_in_attribute_order():
    weights = normalize_weights({"zip": 1, "age": 2, "sex": 1}, ["age", "zip", "sex"])
    assert weights == {"age": 0.5, "zip": 0.25, "sex": 0.25}
    assert list(weights) == ["age", "zip", "sex"]


def test_numeric_text_is_accepted():
    assert normalize_weights({"a": "3", "b": "1"}, ["a", "b"]) == {"a": 0.75, "b": 0.25}


def test_missing_weights_are_named():
    with pytest.raises(InputError) as error:
        normalize_weights({"age": 1}, ["age", "zip", "sex"])
    assert "'zip'" in str(error.value) and "'sex'" in str(error.value) and "'age'" not in str(error.value)


def test_unknown_attributes_are_named():
    with pytest.raises(InputError, match="'salary'.*not one of the quasi-identifiers"):
        normalize_weights({"age": 1, "salary": 2}, ["age"])


@pytest.mark.parametrize("bad", [0, -1, math.nan, math.inf, "heavy", None, True])
def test_bad_weight_names_attribute_and_value(bad):
    with pytest.raises(InputError) as error:
        normalize_weights({"age": 1, "zip": bad}, ["age", "zip"])
    assert error.value.column == "zip"
    assert "zip" in str(error.value)
    if bad is not None:
        assert repr(str(bad)) in str(error.value)


def test_repeated_attribute_is_an_error():
    with pytest.raises(InputError, match="'age' listed more than once"):
        normalize_weights({"age": 1}, ["age", "age"])


def test_equal_weights():
    weights = equal_weights(["a", "b", "c", "d"])
    assert weights == {"a": 0.25, "b": 0.25, "c": 0.25, "d": 0.25}
    assert equal_weights([]) == {}


@given(st.lists(st.floats(min_value=1e-6, max_value=1e6), min_size=1, max_size=12))
def test_normalised_weights_sum_to_one_and_keep_ratios(raw):
    names = [f"q{i}" for i in range(len(raw))]
    weights = normalize_weights(dict(zip(names, raw)), names)
    assert math.fsum(weights.values()) == pytest.approx(1.0)
    for name, value in zip(names, raw):
        assert weights[name] / weights[names[0]] == pytest.approx(value / raw[0])
