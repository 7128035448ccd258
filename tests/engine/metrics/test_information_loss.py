"""WHD information loss and class sensitivity distance (SPEC §5, seed 003)."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.attributes.sensitivity_levels import SensitivityLevels
from privdesk.engine.core.classes import partition
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.metrics.information_loss import (
    class_sensitivity_distance,
    information_loss,
    mean_sensitivity_distance,
    pair_weight_matrix,
    sensitivity_weights,
    tuple_loss,
    whd,
    whd_of_levels,
)

PID = Hierarchy.from_rows([["12010", "1201*", "120**", "12***", "1****", "*"]])  # ARX levels 0..5, h = 6


# ----- WHD ------------------------------------------------------------------------------------------------------------


def test_whd_reproduces_the_paper():
    # 1201* (SPEC level 5) → 1**** (SPEC level 2) in a tree of h = 6 levels: (1/4 + 1/3 + 1/2) / (1/5 + … + 1) = 65/137
    assert Fraction(1, 4) + Fraction(1, 3) + Fraction(1, 2) == Fraction(65, 60)
    assert sum(Fraction(1, j - 1) for j in range(2, 7)) == Fraction(137, 60)
    assert whd(5, 2, 6) == pytest.approx(65 / 137)
    assert round(whd(5, 2, 6), 4) == 0.4745


def test_whd_with_arx_levels_of_a_privdesk_hierarchy():
    assert PID.height == 5
    table = whd_of_levels(PID.height)
    # ARX level L is SPEC level h − L = 6 − L; 1201* is ARX 1 (SPEC 5), 1**** is ARX 4 (SPEC 2)
    assert table[4] - table[1] == pytest.approx(65 / 137)
    expected = [0, Fraction(12, 137), Fraction(27, 137), Fraction(47, 137), Fraction(77, 137), 1]
    assert np.allclose(table, [float(x) for x in expected])
    assert whd(6, 6, 6) == 0.0 and whd(6, 1, 6) == 1.0
    assert np.allclose(whd(6, np.array([6, 5, 1]), 6), [0, 12 / 137, 1])
    assert np.array_equal(whd_of_levels(0), [0.0])  # a hierarchy of height 0 cannot generalize


@pytest.mark.parametrize("p, q, h", [(2, 3, 6), (7, 1, 6), (3, 0, 6), (1, 1, 0)])
def test_whd_rejects_bad_levels(p, q, h):
    with pytest.raises(InputError):
        whd(p, q, h)


def test_tuple_and_table_loss_local_recoding():
    heights = [5, 1, 0]
    levels = np.array([[0, 0, 0], [1, 1, 0], [5, 0, 0], [4, 1, 0]])
    per_tuple = tuple_loss(levels, heights)
    assert np.allclose(per_tuple, [0, 12 / 137 + 1, 1, 77 / 137 + 1])
    result = information_loss(levels, heights)
    assert result.total == pytest.approx(3 + 89 / 137)
    assert result.mean == pytest.approx((3 + 89 / 137) / 4)


def test_tuple_loss_full_domain_and_suppression():
    per_tuple = tuple_loss([1, 0], [5, 1], n_rows=3)
    assert np.allclose(per_tuple, 12 / 137)
    mask = np.array([False, True, False])
    assert np.allclose(tuple_loss([1, 0], [5, 1], suppressed=mask), [12 / 137, 2, 12 / 137])
    assert information_loss([1, 0], [5, 1], n_rows=0).mean == 0.0


@pytest.mark.parametrize("levels, heights", [([[6]], [5]), ([[-1]], [5]), ([1, 0], [5]), ([[0.5]], [5])])
def test_tuple_loss_rejects_bad_levels(levels, heights):
    with pytest.raises(InputError):
        tuple_loss(np.array(levels), heights, n_rows=1)


# ----- sensitivity distance -------------------------------------------------------------------------------------------


def test_default_weights():
    assert np.allclose(sensitivity_weights(5), [0.8, 0.85, 0.9, 0.95, 1.0])
    assert np.allclose(sensitivity_weights(3), [0.9, 0.95, 1.0])
    assert np.allclose(sensitivity_weights(3, {2: 0.5, 3: 2.0}), [1.0, 0.5, 2.0])
    assert np.allclose(pair_weight_matrix(np.array([0.9, 0.95, 1.0])),
                       [[0, 0.95, 2.0], [0, 0, 1.0], [0, 0, 0]])


@pytest.mark.parametrize("make", [lambda: sensitivity_weights(22), lambda: sensitivity_weights(3, {2: 1.0}),
                                  lambda: sensitivity_weights(3, {2: 1, 3: 1, 4: 1}),
                                  lambda: sensitivity_weights(3, {2: -1, 3: 1}), lambda: sensitivity_weights(0)])
def test_bad_weights_raise(make):
    with pytest.raises(InputError):
        make()


def test_ds_reproduces_the_paper():
    # E1 with levels (2, 1, 4, 5): pairs 0.85·1 + 0.95·2 + 1·3 + 0.95·3 + 1·4 + 1·1 = 13.6 over u(u−1) = 12
    levels = [2, 1, 4, 5]
    by_hand = 0.85 * 1 + 0.95 * 2 + 1 * 3 + 0.95 * 3 + 1 * 4 + 1 * 1
    assert by_hand == pytest.approx(13.6)
    part = partition(np.zeros((4, 1), int))
    ds = class_sensitivity_distance(part, np.array(levels), 5)
    assert ds[0] == pytest.approx(13.6 / 12)
    assert round(float(ds[0]), 4) == 1.1333


def test_ds_from_a_level_table():
    # SPEC §5: class 1 = {t10, t1, t9, t4} has diseases Fever, Parkinson, Viral Infection, HIV: levels 5, 2, 4, 1
    table = SensitivityLevels([["Cancer", "HIV"], ["Parkinson"], ["Heart Disease", "Diabetes"],
                               ["Viral Infection", "Flu"], ["Fever"]], [1, 1, 1, 1, 1], "Disease")
    data = Dataset.from_frame(pd.DataFrame({"Disease": ["Fever", "Parkinson", "Viral Infection", "HIV"],
                                            "zip": ["4*", "4*", "4*", "4*"]}))
    column = data["Disease"]
    row_levels = table.level_of(column)[column.codes]
    part = partition(data.codes(["zip"]))
    assert mean_sensitivity_distance(part, row_levels, table.count) == pytest.approx(13.6 / 12)


def test_ds_several_classes_singletons_and_suppressed_rows():
    # classes: {1, 1} → 0; {3} → 0 (one row); {1, 3, 3} → (0.9·2 + 0.9·2 + 0) / 6 = 0.6; one suppressed row
    keys = np.array([0, 0, 1, 2, 2, 2, 3])
    levels = np.array([1, 1, 3, 1, 3, 3, 5])
    suppressed = np.array([False] * 6 + [True])
    part = partition(keys[:, None], suppressed)
    ds = class_sensitivity_distance(part, levels, 5)
    c = 5
    w3 = 1 - 0.05 * (c - 3)
    assert np.allclose(ds, [0.0, 0.0, (w3 * 2 + w3 * 2) / 6])
    assert mean_sensitivity_distance(part, levels, 5) == pytest.approx((w3 * 4 / 6) / 3)
    assert mean_sensitivity_distance(partition(np.zeros((0, 1), int)), np.zeros(0, int), 5) == 0.0


def test_ds_rejects_bad_levels():
    part = partition(np.zeros((3, 1), int))
    with pytest.raises(InputError):
        class_sensitivity_distance(part, np.array([0, 1, 2]), 5)
    with pytest.raises(InputError):
        class_sensitivity_distance(part, np.array([1, 2, 6]), 5)
    with pytest.raises(InputError):
        class_sensitivity_distance(part, np.array([1, 2]), 5)


@settings(max_examples=60, deadline=None)
@given(keys=arrays(np.int64, st.integers(1, 40), elements=st.integers(0, 4)), data=st.data(),
       c=st.integers(1, 8))
def test_ds_matches_pairwise_definition(keys, data, c):
    levels = data.draw(arrays(np.int64, len(keys), elements=st.integers(1, c)))
    part = partition(keys[:, None])
    weights = sensitivity_weights(c)
    ds = class_sensitivity_distance(part, levels, c)
    for k in range(part.n_classes):
        members = levels[part.class_of_row == k]
        u = len(members)
        total = sum(weights[max(a, b) - 1] * abs(a - b) for a, b in combinations(members.tolist(), 2))
        assert ds[k] == pytest.approx(total / (u * (u - 1)) if u > 1 else 0.0)
