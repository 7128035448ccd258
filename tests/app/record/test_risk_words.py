"""The risk threshold in words (Privacy page): which threshold counts and the smallest class it lets pass,
against hand-computed class sizes (the smallest k with 1/k ≤ threshold)."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from privdesk.app.record.risk_words import invasion_thresholds, threshold_sentence
from privdesk.engine.metrics.risk import RiskSettings


@pytest.mark.parametrize("settings, threshold, size, source", [
    (RiskSettings(), "0.05", 20, "from the invasion of privacy (high)"),
    (RiskSettings(invasion="medium"), "0.075", 14, "from the invasion of privacy (medium)"),
    (RiskSettings(invasion="low"), "0.1", 10, "from the invasion of privacy (low)"),
    (RiskSettings(threshold=0.2), "0.2", 5, "set here"),
    (RiskSettings(threshold=0.33, invasion="low"), "0.33", 4, "set here"),
])
def test_the_sentence_names_the_threshold_that_counts(settings, threshold, size, source):
    sentence = threshold_sentence(settings)
    assert sentence.startswith(f"Highest risk allowed: {threshold}, {source}")
    assert f"at least {size} records" in sentence
    if settings.threshold is not None:  # no contradicting invasion threshold beside a typed one
        assert "0.05" not in sentence and "0.1," not in sentence


def test_a_non_public_release_speaks_of_the_average():
    sentence = threshold_sentence(RiskSettings(release_model="non-public", threshold=0.1))
    assert sentence.startswith("Highest average risk allowed: 0.1, set here") and "0.33" in sentence


def test_the_invasion_levels():
    assert invasion_thresholds() == {"low": (0.1, 10), "medium": (0.075, 14), "high": (0.05, 20)}


@given(st.integers(min_value=2, max_value=500), st.floats(min_value=0.0, max_value=0.999))
def test_the_class_size_is_the_smallest_k_whose_risk_is_within_the_threshold(k, fraction):
    # a threshold between 1/k and 1/(k-1) (exclusive) lets exactly classes of k or more pass
    threshold = 1 / k + fraction * (1 / (k - 1) - 1 / k)
    if math.isclose(threshold, 1 / (k - 1)):
        return
    assert f"at least {k:,} records" in threshold_sentence(RiskSettings(threshold=threshold))
