"""β-likeness (Cao & Karras VLDB 2012). Basic β is compared with pycanon in test_model_pycanon_oracle.py; enhanced
β is checked here on hand-computed tables because pycanon's enhanced_beta_likeness is a different quantity."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest
from pycanon import anonymity as pycanon

from privdesk.engine.models import beta_likeness_basic, beta_likeness_enhanced

# Values a, b. Table: a 8, b 2 of 10 → q = (0.8, 0.2); −ln q = (0.2231, 1.6094).
# class 0 (a 5, b 0): p_a = 1.0 > 0.8: D = 0.2/0.8 = 0.25 > −ln 0.8 = 0.2231 → no β works: inf.
# class 1 (a 3, b 2): p_b = 0.4 > 0.2: D = 0.2/0.2 = 1.0 ≤ 1.6094; p_a = 0.6 < 0.8 does not count → 1.0.
UNBOUNDED = np.array([[5, 0], [3, 2]])

# Values a, b, c. Table: a 12, b 4, c 4 of 20 → q = (0.6, 0.2, 0.2); −ln q = (0.5108, 1.6094, 1.6094).
# class 0 (7, 2, 1): p_a = 0.7: D = 0.1/0.6 = 0.1667 ≤ 0.5108 (b equals q, c is below).
# class 1 (5, 2, 3): p_c = 0.3: D = 0.1/0.2 = 0.5 ≤ 1.6094.  → enhanced β = basic β = 0.5.
BOUNDED = np.array([[7, 2, 1], [5, 2, 3]])


def test_basic_beta_is_the_largest_relative_gain():
    np.testing.assert_allclose(beta_likeness_basic(UNBOUNDED).per_class, [0.25, 1.0])
    np.testing.assert_allclose(beta_likeness_basic(BOUNDED).per_class, [1 / 6, 0.5])


def test_enhanced_beta_is_infinite_when_a_gain_exceeds_minus_log_q():
    result = beta_likeness_enhanced(UNBOUNDED, "S")
    assert math.isinf(result.per_class[0]) and result.per_class[1] == pytest.approx(1.0)
    assert math.isinf(result.value) and list(result.worst_classes) == [0]


def test_enhanced_beta_equals_the_largest_gain_when_every_gain_is_within_minus_log_q():
    result = beta_likeness_enhanced(BOUNDED)
    np.testing.assert_allclose(result.per_class, [1 / 6, 0.5])
    assert result.value == pytest.approx(0.5)


def test_a_gain_of_exactly_minus_log_q_is_allowed():
    # One value only: p = q = 1, so D = 0 = −ln 1 sits on the bound and must pass (β = 0, not inf).
    assert beta_likeness_enhanced(np.array([[3], [4]])).value == 0.0


def test_pycanon_enhanced_beta_differs():
    # pycanon returns max over values of min(basic β, −ln q) = min(1.0, 1.6094) = 1.0 for UNBOUNDED; the definition
    # admits no β there.
    frame = pd.DataFrame({"Q": [0] * 5 + [1] * 5, "S": ["a"] * 5 + ["a"] * 3 + ["b"] * 2})
    assert pycanon.enhanced_beta_likeness(frame, ["Q"], ["S"]) == pytest.approx(1.0)
    assert pycanon.basic_beta_likeness(frame, ["Q"], ["S"]) == pytest.approx(1.0)
    assert math.isinf(beta_likeness_enhanced(UNBOUNDED).value)
