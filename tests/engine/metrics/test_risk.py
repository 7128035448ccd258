"""Re-identification risk (SPEC §3, GB/T 37964-2019 appendix B): every number of the section, hand-computed tables."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from privdesk.engine.core.classes import partition
from privdesk.engine.core.errors import InputError
from privdesk.engine.metrics.risk import (
    ACQUAINTANCES_MAX,
    ACQUAINTANCES_MIN,
    HEALTHCARE_BREACH_PROBABILITY,
    INSIDER_ATTACK,
    PRECEDENT_CELL_SIZE_3,
    PRECEDENT_CELL_SIZE_5,
    PRECEDENT_CELL_SIZE_11,
    STRICT_AVERAGE_CAP,
    STRICT_AVERAGE_CAP_RELAXED,
    THRESHOLD_BY_INVASION,
    THRESHOLD_HIGH_INVASION,
    THRESHOLD_LOW_INVASION,
    THRESHOLD_MEDIUM_INVASION,
    ControlledEnvironment,
    InvasionLevel,
    Rating,
    ReleaseModel,
    RiskSettings,
    acquaintance_probability,
    assess_risk,
    insider_attack_probability,
    threshold_of_cell_size,
)


def classes_of(sizes, suppressed=0):
    """A partition with classes of the given sizes (rows in class order) plus ``suppressed`` suppressed rows."""
    codes = np.repeat(np.arange(len(sizes)), sizes)
    codes = np.append(codes, np.zeros(suppressed, int))
    mask = np.arange(len(codes)) >= len(codes) - suppressed
    return partition(codes[:, None], mask)


# ----- the standard's constants and tables ---------------------------------------------------------------------------


def test_thresholds_by_invasion_of_privacy_and_precedents():
    assert (THRESHOLD_LOW_INVASION, THRESHOLD_MEDIUM_INVASION, THRESHOLD_HIGH_INVASION) == (0.1, 0.075, 0.05)
    assert THRESHOLD_BY_INVASION == {InvasionLevel.LOW: 0.1, InvasionLevel.MEDIUM: 0.075, InvasionLevel.HIGH: 0.05}
    assert InvasionLevel.MEDIUM.threshold == 0.075
    assert (PRECEDENT_CELL_SIZE_5, PRECEDENT_CELL_SIZE_3, PRECEDENT_CELL_SIZE_11) == (0.2, 0.33, 0.09)
    assert (STRICT_AVERAGE_CAP, STRICT_AVERAGE_CAP_RELAXED) == (0.33, 0.5)
    assert HEALTHCARE_BREACH_PROBABILITY == 0.27
    assert (ACQUAINTANCES_MIN, ACQUAINTANCES_MAX) == (150, 190)
    # cell sizes 10, 15, 20 and 5 sit within their thresholds
    assert 1 / 10 <= THRESHOLD_LOW_INVASION and 1 / 15 <= THRESHOLD_MEDIUM_INVASION
    assert 1 / 20 <= THRESHOLD_HIGH_INVASION and 1 / 5 <= PRECEDENT_CELL_SIZE_5
    assert threshold_of_cell_size(3) == pytest.approx(1 / 3)


@pytest.mark.parametrize("controls, motives, expected", [
    ("high", "low", 0.05), ("high", "medium", 0.1), ("high", "high", 0.2),
    ("medium", "low", 0.2), ("medium", "medium", 0.3), ("medium", "high", 0.4),
    ("low", "low", 0.4), ("low", "medium", 0.5), ("low", "high", 0.6),
])
def test_insider_attack_table(controls, motives, expected):
    assert insider_attack_probability(controls, motives) == expected
    assert INSIDER_ATTACK[(Rating(controls), Rating(motives))] == expected


def test_acquaintance_probability_reproduces_the_standard():
    assert round(acquaintance_probability(0.01, 150), 4) == 0.7785
    # SPEC §3 prints 0.8521 for m = 190, but 1 − 0.99^190 = 0.851855…: the formula the standard states gives
    # 0.8519 (0.8521 would need p ≈ 0.010009, which gives 0.7788 at m = 150). PrivDesk follows the formula.
    assert round(acquaintance_probability(0.01, 190), 4) == 0.8519
    assert abs(acquaintance_probability(0.01, 190) - 0.8521) < 3e-4
    assert acquaintance_probability(0.0, 190) == 0.0
    assert acquaintance_probability(1.0, 150) == 1.0


def test_controlled_environment_takes_the_largest_of_the_three_attacks():
    env = ControlledEnvironment(controls=Rating.HIGH, motives=Rating.LOW, prevalence=0.01, acquaintances=150,
                                breach=0.27)
    assert env.insider_attack == 0.05
    assert round(env.acquaintance, 4) == 0.7785
    assert round(env.risk, 4) == 0.7785
    env = ControlledEnvironment(controls="low", motives="high", prevalence=0.0001, breach=0.27)
    assert env.risk == 0.6
    env = ControlledEnvironment(controls="high", motives="low", prevalence=0.0, breach=0.27)
    assert env.risk == 0.27  # the breach default for healthcare


# ----- data risk ------------------------------------------------------------------------------------------------------


def test_record_probability_is_one_over_class_size():
    # the standard's example: every row of a class of 5 has risk 0.2
    result = assess_risk(classes_of([5, 5]), RiskSettings(threshold=0.2))
    assert np.allclose(result.record_risk, 0.2)
    assert result.maximum_risk == 0.2 and result.passed


def test_hand_computed_table_with_suppressed_rows():
    # classes of 1, 2, 3, 4 rows and 2 suppressed rows (one class of their own): n = 12
    part = classes_of([1, 2, 3, 4], suppressed=2)
    result = assess_risk(part, RiskSettings(ReleaseModel.PUBLIC, threshold=0.5))
    expected = np.array([1, .5, .5, 1 / 3, 1 / 3, 1 / 3, .25, .25, .25, .25, .5, .5])
    assert np.allclose(result.record_risk, expected)
    assert result.n_rows == 12 and result.n_classes == 5 and result.suppressed == 2 and result.smallest_class == 1
    assert result.maximum_risk == 1.0
    assert round(result.average_risk, 4) == round(5 / 12, 4) == 0.4167
    assert result.average_risk == pytest.approx(expected.mean())
    assert result.records_at_risk == pytest.approx(1 / 12)          # only the unique row is above 0.5
    assert result.data_risk == 1.0 and result.overall_risk == 1.0 and not result.passed
    # literal comparison: a class of 3 (p = 0.3333) is above the 0.33 precedent
    strict = assess_risk(part, RiskSettings(threshold=PRECEDENT_CELL_SIZE_3))
    assert strict.records_at_risk == pytest.approx(8 / 12)
    cell = assess_risk(part, RiskSettings(threshold=threshold_of_cell_size(3)))
    assert cell.records_at_risk == pytest.approx(5 / 12)


def test_public_release_uses_the_maximum_and_ignores_any_environment():
    env = ControlledEnvironment("high", "low", 0.0, 150, 0.0)
    result = assess_risk(classes_of([5, 10]), RiskSettings(ReleaseModel.PUBLIC, InvasionLevel.LOW, environment=env))
    assert result.data_risk == 0.2 and result.environment_risk == 1.0 and result.overall_risk == 0.2
    assert result.insider_attack is None and result.record_cap is None
    assert not result.passed  # 0.2 > 0.1


def test_semi_public_release_uses_the_maximum_and_environment_one_unless_described():
    part = classes_of([5, 10])
    plain = assess_risk(part, RiskSettings("semi-public", threshold=0.2))
    assert plain.release_model is ReleaseModel.SEMI_PUBLIC
    assert plain.data_risk == 0.2 and plain.environment_risk == 1.0 and plain.passed
    env = ControlledEnvironment("high", "medium", 0.0, 150, 0.05)
    described = assess_risk(part, RiskSettings("semi-public", InvasionLevel.HIGH, environment=env))
    assert described.environment_risk == 0.1 and described.overall_risk == pytest.approx(0.02)
    assert described.passed


def test_overall_risk_is_data_risk_times_environment_risk():
    # SPEC §3: 0.2 × 0.5 = 0.1; non-public strict average (two classes of 5 rows in 10: 2/10 = 0.2)
    env = ControlledEnvironment(controls=Rating.LOW, motives=Rating.MEDIUM, prevalence=0.001, breach=0.27)
    assert env.risk == 0.5
    result = assess_risk(classes_of([5, 5]), RiskSettings(ReleaseModel.NON_PUBLIC, InvasionLevel.LOW,
                                                          environment=env))
    assert result.data_risk == 0.2 and result.average_risk == 0.2
    assert result.environment_risk == 0.5
    assert round(result.overall_risk, 4) == 0.1
    assert result.passed  # 0.1 ≤ 0.1
    assert result.records_above_cap == 0.0 and result.record_cap == 0.33
    assert "non-public" in result.verdict and "0.1" in result.verdict and result.verdict.startswith("Passes")
    failed = assess_risk(classes_of([5, 5]), RiskSettings(ReleaseModel.NON_PUBLIC, InvasionLevel.MEDIUM,
                                                          environment=env))
    assert not failed.passed and failed.verdict.startswith("Fails") and "0.075" in failed.verdict


def test_non_public_without_described_environment_assumes_an_attack():
    result = assess_risk(classes_of([10, 10]), RiskSettings(ReleaseModel.NON_PUBLIC, InvasionLevel.LOW))
    assert result.environment_risk == 1.0 and result.overall_risk == 0.1 and result.passed


def test_strict_average_rejects_records_above_the_cap():
    # one class of 2 (p = 0.5) and nine classes of 20: average 10/182, environment 0.5 → 0.0275 ≤ 0.05
    part = classes_of([2] + [20] * 9)
    env = ControlledEnvironment("low", "medium", 0.0, 150, 0.0)
    result = assess_risk(part, RiskSettings(ReleaseModel.NON_PUBLIC, InvasionLevel.HIGH, environment=env))
    assert result.average_risk == pytest.approx(10 / 182)
    assert result.overall_risk == pytest.approx(5 / 182)
    assert result.records_above_cap == pytest.approx(2 / 182)
    assert not result.passed
    assert "cap 0.33" in result.verdict and "but" in result.verdict
    relaxed = assess_risk(part, RiskSettings(ReleaseModel.NON_PUBLIC, InvasionLevel.HIGH, environment=env,
                                             record_cap=STRICT_AVERAGE_CAP_RELAXED))
    assert relaxed.records_above_cap == 0.0 and relaxed.passed


def test_verdict_is_one_sentence_naming_model_and_threshold():
    result = assess_risk(classes_of([20, 30]), RiskSettings(ReleaseModel.PUBLIC, InvasionLevel.HIGH))
    assert result.passed
    assert result.verdict == ("Passes: for a public release, the highest re-identification risk is 0.0500, which "
                              "is within the threshold 0.05 for a high invasion of privacy.")
    assert result.verdict.endswith(".") and ". " not in result.verdict


def test_empty_table():
    result = assess_risk(partition(np.zeros((0, 1), int)))
    assert result.n_rows == 0 and result.maximum_risk == 0.0 and result.passed


def test_everything_suppressed_is_one_class():
    part = partition(np.zeros((4, 1), int), np.ones(4, bool))
    result = assess_risk(part, RiskSettings(threshold=0.25))
    assert result.n_classes == 1 and result.maximum_risk == 0.25 and result.passed


@pytest.mark.parametrize("make", [
    lambda: ControlledEnvironment(acquaintances=100),
    lambda: ControlledEnvironment(breach=1.5),
    lambda: ControlledEnvironment(controls="extreme"),
    lambda: RiskSettings(threshold=1.5),
    lambda: RiskSettings(threshold=0),
    lambda: RiskSettings(record_cap=0.4),
    lambda: RiskSettings(release_model="private"),
    lambda: acquaintance_probability(-0.1, 150),
    lambda: threshold_of_cell_size(0),
])
def test_bad_settings_raise_input_error(make):
    with pytest.raises(InputError):
        make()


# ----- properties -----------------------------------------------------------------------------------------------------


@settings(max_examples=80, deadline=None)
@given(codes=arrays(np.int64, st.tuples(st.integers(1, 60), st.integers(1, 3)), elements=st.integers(0, 3)),
       data=st.data(), threshold=st.floats(0.01, 1.0), model=st.sampled_from(list(ReleaseModel)))
def test_risk_properties(codes, data, threshold, model):
    n = codes.shape[0]
    suppressed = data.draw(arrays(bool, n))
    part = partition(codes, suppressed)
    result = assess_risk(part, RiskSettings(model, threshold=threshold))
    assert result.maximum_risk >= result.average_risk - 1e-12
    assert 0.0 <= result.records_at_risk <= 1.0
    assert result.average_risk == pytest.approx(result.record_risk.mean())
    assert result.overall_risk <= result.data_risk + 1e-12
    plain = assess_risk(partition(codes), RiskSettings(model, threshold=threshold))
    assert plain.average_risk == pytest.approx(partition(codes).n_classes / n)
    # brute force p_r
    keys = [tuple(row) for row in codes]
    brute = np.array([1 / keys.count(k) for k in keys])
    assert np.allclose(plain.record_risk, brute)


def test_assessments_compare_without_the_row_array():
    part = classes_of([3, 4])
    assert assess_risk(part) == assess_risk(part)
