"""Requirements: δ-presence as a model the algorithms enforce, its project entry and its checks per class."""

from __future__ import annotations

import numpy as np
import pytest

from privdesk.engine.core.errors import InputError
from privdesk.engine.models.requirements import Requirement, class_values, holds, satisfied_classes


def test_delta_presence_entry_round_trip_and_label():
    entry = {"model": "delta-presence", "delta_min": 0.05, "delta_max": 0.5}
    requirement = Requirement.from_dict(entry)
    assert requirement == Requirement("delta-presence", 0.5, delta_min=0.05)
    assert requirement.to_dict() == entry and list(requirement.to_dict()) == list(entry)
    assert requirement.label == "(0.05, 0.5)-presence"
    # δmin defaults to 0; "value" names δmax as for every model
    assert Requirement.from_dict({"model": "delta-presence", "value": 0.4}).to_dict() == \
        {"model": "delta-presence", "delta_min": 0.0, "delta_max": 0.4}
    assert Requirement.from_dict({"model": "k-anonymity", "k": 5}).to_dict() == {"model": "k-anonymity", "k": 5}


@pytest.mark.parametrize("entry, fragment", [
    ({"model": "delta-presence"}, "has no parameter 'delta_max'"),
    ({"model": "delta-presence", "delta_max": 1.5}, "at most 1"),
    ({"model": "delta-presence", "delta_max": 0}, "positive"),
    ({"model": "delta-presence", "delta_min": 0.6, "delta_max": 0.5}, "between 0 and δmax"),
    ({"model": "delta-presence", "delta_min": -0.1, "delta_max": 0.5}, "between 0 and δmax"),
    ({"model": "delta-presence", "delta_max": "half"}, "must be numbers"),
    ({"model": "delta-presence", "delta_max": 0.5, "attribute": "disease"}, "takes no attribute"),
    ({"model": "k-anonymity", "k": 5, "delta_min": 0.1}, "belongs to δ-presence"),
])
def test_bad_delta_presence_entries(entry, fragment):
    with pytest.raises(InputError, match=fragment):
        Requirement.from_dict(entry)


def test_monotonicity():
    assert not Requirement("delta-presence", 0.5).monotone_with_suppression
    assert Requirement("delta-presence", 0.5).monotone_without_suppression  # a merged class's δ is a mediant
    assert not Requirement("delta-presence", 0.5, delta_min=0.1).monotone_without_suppression
    assert Requirement("k-anonymity", 2).monotone_with_suppression
    assert Requirement("t-closeness", 0.2, "disease").monotone_without_suppression


def test_classes_hold_within_both_bounds():
    requirement = Requirement("delta-presence", 0.5, delta_min=0.25)
    sizes, population = np.array([1, 2, 3, 1]), np.array([5, 4, 4, 4])
    values = class_values(requirement, sizes, {}, {}, {}, population)
    assert values.tolist() == [0.2, 0.5, 0.75, 0.25]
    assert holds(requirement, values).tolist() == [False, True, False, True]
    assert satisfied_classes([requirement, Requirement("k-anonymity", 2)], sizes, {}, {}, {},
                             population).tolist() == [False, True, False, False]
    with pytest.raises(InputError, match="needs a population table"):
        class_values(requirement, sizes, {}, {}, {})
    with pytest.raises(InputError, match="population table must contain every released row"):
        class_values(requirement, np.array([3]), {}, {}, {}, np.array([2]))


@pytest.mark.parametrize("l, message", [(0.5, "at least 1"), (2.5, "whole number")])
def test_recursive_l_must_be_a_whole_number(l, message):
    with pytest.raises(InputError, match=message):
        Requirement("l-diversity", l, "Disease", "recursive", 2.0)
