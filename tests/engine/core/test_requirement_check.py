"""The check of one requirement: met decided at the tolerance boundary, and the JSON form of the old dicts."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from privdesk.engine.core.tolerance import TOLERANCE
from privdesk.engine.core.requirement_check import RequirementCheck, all_met, failed


@pytest.mark.parametrize("achieved, met", [(0.2, True), (0.2 + TOLERANCE / 2, True), (0.2 + 10 * TOLERANCE, False),
                                           (0.1, True)])
def test_at_most_is_met_within_the_parameters_tolerance(achieved, met):
    assert RequirementCheck.judged("t ≤ 0.2", "t-closeness", 0.2, achieved).met is met


@pytest.mark.parametrize("achieved, met", [(5, True), (5 - TOLERANCE / 2, True), (5 - 10 * TOLERANCE, False),
                                           (4, False), (7, True)])
def test_at_least_is_met_within_the_parameters_tolerance(achieved, met):
    assert RequirementCheck.judged("k-map", "k-map", 5, achieved, higher_is_safer=True).met is met


def test_a_models_own_per_class_verdict_decides_over_the_worst_value():
    assert RequirementCheck.judged("5-anonymity", "k-anonymity", 5, 9, holds=np.array([True, False])).met is False
    assert RequirementCheck.judged("5-anonymity", "k-anonymity", 5, None, holds=np.array([], bool)).met is True
    assert RequirementCheck.judged("graded", "alpha-ijkm", 3, None, holds=True).met is True


def test_the_json_form_is_the_old_dict_of_a_re_check():
    check = RequirementCheck.judged("(0.5, 0.7)-presence", "delta-presence", 0.7, 0.6, attribute=None,
                                    holds=[True], details={"required_min": 0.5, "achieved_min": 0.55})
    old = {"requirement": "(0.5, 0.7)-presence", "model": "delta-presence", "attribute": None, "required": 0.7,
           "achieved": 0.6, "met": True, "required_min": 0.5, "achieved_min": 0.55}
    assert check.to_dict() == old and list(check.to_dict()) == list(old)
    assert RequirementCheck.from_dict(old) == check


def test_the_json_form_is_the_old_dict_of_a_population_threshold():
    check = RequirementCheck.judged(None, "k-map", 3, 2, higher_is_safer=True, key="k_map")
    old = {"model": "k-map", "key": "k_map", "attribute": None, "required": 3, "achieved": 2, "met": False}
    assert check.to_dict() == old and list(check.to_dict()) == list(old)
    assert RequirementCheck.from_dict(old).to_dict() == old


def test_a_check_is_frozen_and_its_helpers_read_met():
    passing = RequirementCheck.judged("2-anonymity", "k-anonymity", 2, 3, higher_is_safer=True)
    failing = RequirementCheck.judged("t ≤ 0.1", "t-closeness", 0.1, 0.3, attribute="s")
    with pytest.raises(dataclasses.FrozenInstanceError):
        passing.met = False
    assert all_met([passing]) and all_met([]) and not all_met([passing, failing])
    assert failed([passing, failing]) == [failing]
