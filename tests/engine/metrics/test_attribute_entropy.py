"""Weighted attribute entropy before and after generalisation (SPEC §2, seed 001)."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.classes import partition
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.metrics.attribute_entropy import (
    attribute_entropy,
    cover_by_class_range,
    cover_by_class_set,
    cover_by_hierarchy,
    entropy_utility,
    generalised_attribute_entropy,
    weighted_entropy,
)
from privdesk.io.tables import open_table
from tests.conftest import REPO

TOY = pd.DataFrame({"age": ["23", "25", "31", "33", "41", "47"],
                    "sex": ["M", "M", "F", "F", "M", "F"],
                    "degree": ["BA", "BA", "MS", "BA", "PhD", "MS"]})
WEIGHTS = [0.5, 0.2, 0.3]


def toy_utility(class_of_row):
    data = Dataset.from_frame(TOY)
    part = partition(np.array(class_of_row))
    covers = [cover_by_class_range(part, data["age"].codes, len(data["age"].values)),
              cover_by_class_set(part, data["sex"].codes, len(data["sex"].values)),
              cover_by_class_set(part, data["degree"].codes, len(data["degree"].values))]
    return entropy_utility(data.codes(["age", "sex", "degree"]), part, covers, WEIGHTS, ["age", "sex", "degree"])


def test_toy_table_ungeneralised():
    utility = toy_utility([0, 1, 2, 3, 4, 5])
    assert round(utility.weighted, 4) == 1.9302
    assert round(utility.generalised_weighted, 4) == 1.9302
    assert [round(h, 4) for h in utility.entropies] == [2.5850, 1.0000, 1.4591]
    assert utility.delta == pytest.approx(0.0)


def test_toy_table_three_pairs():
    utility = toy_utility([0, 0, 1, 1, 2, 2])
    # H'(age) = log2 3; H'(sex) = (1/3)·1 + (1/3)·1 + (1/3)·0; H'(degree) = 1/3 + (1/3)log2(6/5) + 1/3.
    assert utility.generalised[0] == pytest.approx(math.log2(3))
    assert utility.generalised[1] == pytest.approx(2 / 3)
    assert utility.generalised[2] == pytest.approx(2 / 3 + math.log2(6 / 5) / 3)
    assert round(utility.generalised[2], 4) == 0.7543
    assert round(utility.generalised_weighted, 4) == 1.1521


def test_toy_table_two_triples():
    utility = toy_utility([0, 0, 0, 1, 1, 1])
    assert [round(h, 4) for h in utility.generalised] == [1.0, 0.0, 0.1315]
    assert round(utility.generalised_weighted, 4) == 0.5395


def test_toy_table_one_class():
    utility = toy_utility([0] * 6)
    assert utility.generalised_weighted == 0.0
    assert utility.generalised_table == 0.0
    assert utility.delta == pytest.approx(utility.table)
    assert round(utility.table, 4) == round(math.log2(6) + 1 + 1.4591479, 4)


def test_weights_as_mapping_are_normalised_and_default_is_equal():
    data = Dataset.from_frame(TOY)
    part = partition(np.array([0, 0, 1, 1, 2, 2]))
    covers = [cover_by_class_set(part, data[c].codes, len(data[c].values)) for c in ("age", "sex", "degree")]
    codes = data.codes(["age", "sex", "degree"])
    names = ["age", "sex", "degree"]
    by_map = entropy_utility(codes, part, covers, {"age": 5, "sex": 2, "degree": 3}, names)
    assert np.allclose(by_map.weights, WEIGHTS)
    equal = entropy_utility(codes, part, covers)
    assert np.allclose(equal.weights, 1 / 3)
    assert equal.weighted == pytest.approx(equal.table / 3)


@pytest.mark.parametrize("weights, message", [([0.5, 0.5], "3 attributes but 2 weights"),
                                               ([0.5, 0.2, 0.2], "add up to 0.9"),
                                               ([1.0, 0.5, -0.5], "greater than 0")])
def test_bad_weights(weights, message):
    with pytest.raises(InputError, match=message):
        weighted_entropy([1.0, 1.0, 1.0], weights)


def test_range_cover_fills_the_gaps_set_cover_does_not():
    codes = np.array([0, 3, 1, 2, 4])
    part = partition(np.array([0, 0, 1, 1, 1]))
    assert cover_by_class_range(part, codes, 5).tolist() == [[True, True, True, True, False],
                                                              [False, True, True, True, True]]
    assert cover_by_class_set(part, codes, 5).tolist() == [[True, False, False, True, False],
                                                            [False, True, True, False, True]]


def test_range_cover_treats_invalid_and_missing_codes_as_a_set():
    # codes 0..2 valid (ordered), 3 = a failing value, 4 = missing
    codes = np.array([0, 4, 2, 3])
    part = partition(np.array([0, 0, 1, 1]))
    cover = cover_by_class_range(part, codes, 5, n_valid=3)
    assert cover.tolist() == [[True, False, False, False, True], [False, False, True, True, False]]
    only_missing = cover_by_class_range(partition(np.array([0, 1])), np.array([4, 0]), 5, n_valid=3)
    assert only_missing.tolist() == [[False, False, False, False, True], [True, False, False, False, False]]


def test_suppressed_rows_join_no_class_and_add_nothing():
    codes = np.array([0, 1, 2, 3])
    part = partition(np.array([0, 0, 1, 1]), suppressed=np.array([False, False, True, True]))
    cover = cover_by_class_range(part, codes, 4)
    assert cover.tolist() == [[True, True, False, False]]
    # x = 2 for the one class of 2 rows out of n = 4: −(2/4) log2(2/4) = 0.5; the suppressed '*' adds 0.
    assert generalised_attribute_entropy(part.sizes, cover, np.bincount(codes)) == pytest.approx(0.5)


def test_hierarchy_cover_on_the_spec_example():
    sample = REPO / "resources" / "samples" / "spec_example"
    data = open_table(sample / "original.csv", delimiter=";")
    column = data["ZIPCode"]
    bound = Hierarchy.read_csv(sample / "hierarchy_ZIPCode.csv").bind(column)
    level = bound[1]  # 4767*, 4760*, 4790*
    part = partition(level[column.codes])
    cover = cover_by_hierarchy(part.keys[:, 0], level)
    assert cover.sum(axis=1).tolist() == [3, 3, 3]
    h = generalised_attribute_entropy(part.sizes, cover, column.counts)
    assert h == pytest.approx(math.log2(3))
    top = bound[-1]
    one = partition(top[column.codes])
    assert generalised_attribute_entropy(one.sizes, cover_by_hierarchy(one.keys[:, 0], top), column.counts) == 0.0


def test_a_cover_that_misses_its_own_rows_is_rejected():
    with pytest.raises(InputError, match="class 2's released value covers 2 rows of the table but the class holds 3"):
        generalised_attribute_entropy(np.array([1, 3]), np.array([[True, True], [False, True]]), np.array([2, 2]))
    with pytest.raises(InputError, match="2 × 2 but there are 3 classes"):
        generalised_attribute_entropy(np.array([1, 1, 1]), np.ones((2, 2), bool), np.array([2, 1]))


def test_attribute_entropy():
    assert attribute_entropy(np.array([0, 0, 1, 1])) == 1.0
    assert attribute_entropy(np.array([], dtype=np.int32)) == 0.0


@st.composite
def grouped_tables(draw):
    n = draw(st.integers(1, 40))
    codes = draw(hnp.arrays(np.int64, n, elements=st.integers(0, 7)))
    classes = draw(hnp.arrays(np.int64, n, elements=st.integers(0, 5)))
    return codes, classes


@settings(max_examples=200, deadline=None)
@given(grouped_tables())
def test_generalisation_never_adds_entropy(table):
    codes, classes = table
    part = partition(classes)
    counts = np.bincount(codes, minlength=8)
    h = attribute_entropy(codes, 8)
    h_set = generalised_attribute_entropy(part.sizes, cover_by_class_set(part, codes, 8), counts)
    h_range = generalised_attribute_entropy(part.sizes, cover_by_class_range(part, codes, 8), counts)
    assert 0.0 <= h_range <= h_set + 1e-12
    assert h_set <= h + 1e-12
    identity = partition(codes)  # each class releases its own single value
    assert generalised_attribute_entropy(identity.sizes, cover_by_class_set(identity, codes, 8),
                                         counts) == pytest.approx(h)
    one = partition(np.zeros_like(codes))
    assert generalised_attribute_entropy(one.sizes, cover_by_class_range(one, codes, 8), counts) == 0.0
