"""δ-disclosure privacy (Brickell & Shmatikov KDD 2008): the textbook value is inf when a class lacks a value of
the table; pycanon skips such values (its variant is checked against pycanon in test_model_pycanon_oracle.py)."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest
from pycanon import anonymity as pycanon

from privdesk.engine.models import delta_disclosure, delta_disclosure_present_values, satisfies_delta_disclosure

# Values a, b. Table a 3, b 3 → q = (½, ½).
# class 0 (a 2, b 1): |ln(2/3 / ½)| = ln 4/3 = 0.2877, |ln(1/3 / ½)| = ln 3/2 = 0.4055 → 0.4055
# class 1 (a 1, b 2): the same by symmetry.
EVERY_VALUE_EVERYWHERE = np.array([[2, 1], [1, 2]])
# class 0 (a 3, b 0): p_b = 0 → ln 0 → inf; present values only: |ln(1 / ½)| = ln 2 = 0.6931
# class 1 (a 0, b 3): the same.
LACKING = np.array([[3, 0], [0, 3]])


def test_delta_is_the_largest_absolute_log_ratio():
    result = delta_disclosure(EVERY_VALUE_EVERYWHERE)
    assert result.value == pytest.approx(math.log(1.5))
    assert satisfies_delta_disclosure(result, 0.41) and not satisfies_delta_disclosure(result, math.log(1.5))


def test_a_class_lacking_a_table_value_makes_delta_infinite():
    result = delta_disclosure(LACKING)
    assert math.isinf(result.value) and list(result.worst_classes) == [0, 1]
    assert delta_disclosure_present_values(LACKING).value == pytest.approx(math.log(2))


def test_values_absent_from_the_whole_table_do_not_count():
    counts = np.array([[2, 1, 0], [1, 2, 0]])       # value 3 held by no kept row
    assert delta_disclosure(counts).value == pytest.approx(math.log(1.5))


def test_pycanon_counts_only_present_values():
    frame = pd.DataFrame({"Q": [0, 0, 0, 1, 1, 1], "S": ["a", "a", "a", "b", "b", "b"]})
    assert pycanon.delta_disclosure(frame, ["Q"], ["S"]) == pytest.approx(math.log(2))    # textbook: inf
