"""Privacy level PL = DR × IR and entropy change EC (SPEC §1, seed 000): the worked example and random tables."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from privdesk.engine.core.errors import InputError
from privdesk.engine.metrics.entropy import joint_entropy
from privdesk.engine.metrics.privacy_level import attribute_privacy_level, overall_privacy_level, privacy_levels
from privdesk.io.tables import open_table
from tests.conftest import REPO

SAMPLE = REPO / "resources" / "samples" / "spec_example"
QIS = ["ZIPCode", "Age"]
SENSITIVE = ["Salary", "Disease"]


@pytest.fixture(scope="module")
def tables():
    original = open_table(SAMPLE / "original.csv", delimiter=";")
    released = open_table(SAMPLE / "released.csv", delimiter=";")
    return original, released


# ----- SPEC §1.3 ------------------------------------------------------------------------------------------------------

def test_spec_example_overall(tables):
    original, released = tables
    level = overall_privacy_level(original.codes(SENSITIVE), released.codes(SENSITIVE), released.codes(QIS),
                                  original.codes(QIS))
    assert round(level.h_released_sensitive, 4) == 3.1699
    assert round(level.h_released_sensitive_given_qi, 4) == 1.5850
    assert round(level.h_original_sensitive, 4) == 3.1699
    assert round(level.mutual_information, 4) == 3.1699
    assert round(level.h_released_qi, 4) == 1.5850
    assert round(level.h_original_qi, 4) == 3.1699
    assert round(level.dr, 4) == 0.5000
    assert round(level.ir, 4) == 1.0000
    assert round(level.pl, 4) == 0.5000
    assert round(level.ec, 4) == 0.7500
    assert not level.degenerate and level.note == ""


def test_spec_example_per_attribute(tables):
    original, released = tables
    result = privacy_levels(original, released, QIS, SENSITIVE)
    assert round(result.pl, 4) == 0.5000
    assert round(result.ec, 4) == 0.7500
    assert list(result.attributes) == ["ZIPCode", "Age", "Salary", "Disease"]

    salary = result.attributes["Salary"]
    assert salary.known == ("ZIPCode", "Age")
    assert round(salary.pl, 4) == 0.5000

    disease = result.attributes["Disease"]
    assert round(disease.h_original, 4) == 2.5033
    assert round(disease.h_released, 4) == 2.5033
    assert round(disease.h_released_given_known, 4) == 1.5850
    assert round(disease.pl, 4) == 0.3668

    age = result.attributes["Age"]  # default known set: the QIs except Age itself = {ZIPCode}
    assert age.known == ("ZIPCode",)
    assert round(age.h_released_given_known, 4) == 0.0
    assert round(age.h_released, 4) == 0.9183
    assert round(age.h_original, 4) == 3.1699
    assert round(age.dr, 4) == 1.0
    assert round(age.pl, 4) == 0.2897


def test_code_level_attribute_privacy_level_matches_spec_formula(tables):
    original, released = tables
    level = attribute_privacy_level(original["Age"].codes, released["Age"].codes, released.codes(["ZIPCode"]))
    assert round(level.pl, 4) == round((1 - 0 / 0.9182958340544896) * 0.9182958340544896 / np.log2(9), 4) == 0.2897


def test_explicit_known_sets_and_extra_attributes(tables):
    original, released = tables
    result = privacy_levels(original, released, QIS, SENSITIVE,
                            known={"Disease": ["Salary"], "Salary": []})
    # Salary determines Disease row by row: nothing is left to discriminate, DR = 1.
    assert result.attributes["Disease"].known == ("Salary",)
    assert result.attributes["Disease"].dr == pytest.approx(1.0)
    # Knowing nothing tells nothing: DR = 0.
    assert result.attributes["Salary"].dr == 0.0 and result.attributes["Salary"].pl == 0.0


def test_known_set_must_not_hold_the_attribute_itself(tables):
    original, released = tables
    with pytest.raises(InputError, match="'Age' itself"):
        privacy_levels(original, released, QIS, SENSITIVE, known={"Age": ["Age", "ZIPCode"]})


def test_unknown_column_is_named(tables):
    original, released = tables
    with pytest.raises(InputError, match="'Income'"):
        privacy_levels(original, released, QIS, ["Income"])


def test_row_counts_must_match():
    with pytest.raises(InputError, match="same rows"):
        overall_privacy_level(np.zeros(3, int), np.zeros(4, int), np.zeros(3, int), np.zeros(3, int))


# ----- degenerate cases -----------------------------------------------------------------------------------------------

def test_constant_released_sensitive_gives_dr_zero_with_note():
    original = np.array([0, 1, 2, 3])
    level = overall_privacy_level(original, np.zeros(4, int), np.array([0, 0, 1, 1]), np.array([0, 1, 2, 3]))
    assert level.dr_degenerate and level.dr == 0.0 and level.pl == 0.0
    assert level.ir == 0.0 and not level.ir_degenerate  # a constant release keeps no information
    assert "DR is set to 0" in level.note


def test_constant_original_sensitive_gives_ir_zero_with_note():
    level = overall_privacy_level(np.zeros(4, int), np.array([0, 1, 0, 1]), np.array([0, 1, 0, 1]),
                                  np.array([0, 1, 2, 3]))
    assert level.ir_degenerate and level.ir == 0.0 and level.pl == 0.0
    assert level.dr == pytest.approx(1.0)
    assert "IR is set to 0" in level.note


def test_empty_tables_are_degenerate_not_errors():
    empty = np.zeros((0, 1), int)
    level = overall_privacy_level(empty, empty, empty, empty)
    assert level.dr == level.ir == level.pl == 0.0
    assert level.ec == 1.0 and not level.ec_undefined


def test_entropy_increase_is_flagged():
    level = overall_privacy_level(np.zeros(4, int), np.array([0, 1, 2, 3]), np.zeros(4, int), np.zeros(4, int))
    assert level.ec_undefined and np.isnan(level.ec)
    noisy = overall_privacy_level(np.array([0, 0, 1, 1]), np.array([0, 1, 2, 3]), np.zeros(4, int),
                                  np.zeros(4, int))
    assert noisy.ec == pytest.approx(2.0) and "more information" in noisy.note


# ----- random tables --------------------------------------------------------------------------------------------------

@st.composite
def table_pairs(draw):
    n = draw(st.integers(1, 30))
    m = draw(st.integers(1, 3))
    q = draw(st.integers(0, 3))
    sens = draw(hnp.arrays(np.int64, (n, m), elements=st.integers(0, 4)))
    qi = draw(hnp.arrays(np.int64, (n, q), elements=st.integers(0, 5)))
    # A release: either a generalisation (a many-to-one map of each column's codes) or arbitrary codes.
    if draw(st.booleans()):
        maps = draw(hnp.arrays(np.int64, (6, m + q), elements=st.integers(0, 2)))
        released_sens = np.column_stack([maps[sens[:, j], j] for j in range(m)])
        released_qi = (np.column_stack([maps[qi[:, j], m + j] for j in range(q)]) if q
                       else np.zeros((n, 0), np.int64))
    else:
        released_sens = draw(hnp.arrays(np.int64, (n, m), elements=st.integers(0, 4)))
        released_qi = draw(hnp.arrays(np.int64, (n, q), elements=st.integers(0, 5)))
    return sens, released_sens, released_qi, qi


@settings(max_examples=200, deadline=None)
@given(table_pairs())
def test_rates_lie_between_zero_and_one(pair):
    level = overall_privacy_level(*pair)
    for value in (level.dr, level.ir, level.pl):
        assert 0.0 <= value <= 1.0
    assert level.pl == pytest.approx(level.dr * level.ir)
    assert level.h_released_sensitive_given_qi <= level.h_released_sensitive + 1e-12
    assert level.mutual_information <= min(level.h_original_sensitive, level.h_released_sensitive) + 1e-12


@settings(max_examples=100, deadline=None)
@given(table_pairs())
def test_identity_release_retains_everything(pair):
    sens, _, _, qi = pair
    level = overall_privacy_level(sens, sens.copy(), qi, qi)
    if level.h_original_sensitive > 0:
        assert level.ir == pytest.approx(1.0)
        assert not level.ir_degenerate
    else:
        assert level.ir == 0.0 and level.ir_degenerate
    assert level.ec == pytest.approx(1.0)


@settings(max_examples=100, deadline=None)
@given(table_pairs())
def test_constant_quasi_identifiers_discriminate_nothing(pair):
    sens, released_sens, released_qi, qi = pair
    constant = np.full_like(released_qi, 7) if released_qi.shape[1] else np.full((len(sens), 1), 7)
    level = overall_privacy_level(sens, released_sens, constant, qi)
    # DR = 1 − H(X̄prv | const) / H(X̄prv) = 1 − H(X̄prv)/H(X̄prv) = 0
    assert level.dr == pytest.approx(0.0, abs=1e-12)
    assert level.pl == pytest.approx(0.0, abs=1e-12)


@settings(max_examples=100, deadline=None)
@given(table_pairs())
def test_unique_quasi_identifiers_discriminate_everything(pair):
    sens, released_sens, _, qi = pair
    ids = np.arange(len(sens))
    level = overall_privacy_level(sens, released_sens, ids, qi)
    if level.h_released_sensitive > 0:
        assert level.dr == pytest.approx(1.0)


@settings(max_examples=100, deadline=None)
@given(table_pairs())
def test_generalisation_retains_its_own_entropy(pair):
    """A release that is a function of the original keeps I(X;X̄) = H(X̄), so IR = H(X̄)/H(X)."""
    sens, _, _, _ = pair
    released = sens // 2
    level = overall_privacy_level(sens, released, np.zeros(len(sens), int), np.zeros(len(sens), int))
    if level.h_original_sensitive > 0:
        assert level.ir == pytest.approx(joint_entropy(released) / joint_entropy(sens))


@settings(max_examples=100, deadline=None)
@given(table_pairs(), st.randoms(use_true_random=False))
def test_row_order_does_not_matter_when_rows_stay_paired(pair, rnd):
    order = np.array(rnd.sample(range(len(pair[0])), len(pair[0])))
    a = overall_privacy_level(*pair)
    b = overall_privacy_level(*(p[order] for p in pair))
    for field in ("dr", "ir", "pl", "ec"):
        assert getattr(b, field) == pytest.approx(getattr(a, field), nan_ok=True)


@settings(max_examples=100, deadline=None)
@given(table_pairs())
def test_attribute_level_with_the_same_inputs_equals_overall(pair):
    sens, released_sens, released_qi, qi = pair
    overall = overall_privacy_level(sens, released_sens, released_qi, qi)
    single = attribute_privacy_level(sens, released_sens, released_qi)
    assert single.pl == pytest.approx(overall.pl)
    assert 0.0 <= single.dr <= 1.0 and 0.0 <= single.ir <= 1.0
