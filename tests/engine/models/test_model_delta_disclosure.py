"""δ-disclosure privacy (Brickell & Shmatikov KDD 2008) as ARX and pycanon define it: the largest |ln(p/q)| over the
values present in each class (random tables against pycanon to 1e-9: test_model_pycanon_oracle.py). The strict
variant over every value of the table is inf when a class lacks one. ARX states δ in bits (δ / ln 2), checked here on
a hand-computed table against ARX's rule (``criteria/DDisclosurePrivacy``: fail when |log2(p/q)| >= d)."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest
from pycanon import anonymity as pycanon

from privdesk.engine.models import delta_disclosure
from privdesk.engine.models import delta_disclosure_strict, in_bits, satisfies_delta_disclosure
from privdesk.engine.models.requirements import Requirement, holds

# Values a, b. Table a 3, b 3 → q = (½, ½).
# class 0 (a 2, b 1): |ln(2/3 / ½)| = ln 4/3 = 0.2877, |ln(1/3 / ½)| = ln 3/2 = 0.4055 → 0.4055
# class 1 (a 1, b 2): the same by symmetry.
EVERY_VALUE_EVERYWHERE = np.array([[2, 1], [1, 2]])
# class 0 (a 3, b 0): present values only: |ln(1 / ½)| = ln 2 = 0.6931; every value: p_b = 0 → inf
# class 1 (a 0, b 3): the same.
LACKING = np.array([[3, 0], [0, 3]])


def test_delta_is_the_largest_absolute_log_ratio():
    result = delta_disclosure(EVERY_VALUE_EVERYWHERE)
    assert result.value == pytest.approx(math.log(1.5))
    assert delta_disclosure_strict(EVERY_VALUE_EVERYWHERE).value == pytest.approx(math.log(1.5))
    assert satisfies_delta_disclosure(result, 0.41) and not satisfies_delta_disclosure(result, math.log(1.5))


def test_a_class_lacking_a_value_counts_only_its_values_and_the_strict_variant_is_infinite():
    assert delta_disclosure(LACKING).value == pytest.approx(math.log(2))
    strict = delta_disclosure_strict(LACKING)
    assert math.isinf(strict.value) and list(strict.worst_classes) == [0, 1]


def test_values_absent_from_the_whole_table_do_not_count():
    counts = np.array([[2, 1, 0], [1, 2, 0]])       # value 3 held by no kept row
    assert delta_disclosure(counts).value == pytest.approx(math.log(1.5))


def test_pycanon_counts_only_present_values():
    frame = pd.DataFrame({"Q": [0, 0, 0, 1, 1, 1], "S": ["a", "a", "a", "b", "b", "b"]})
    assert pycanon.delta_disclosure(frame, ["Q"], ["S"]) == pytest.approx(delta_disclosure(LACKING).value, abs=1e-9)


def test_arx_bits_by_hand():
    """Table a 6, b 2 (q = ¾, ¼) in classes (a 2, b 2) and (a 4, b 0). Class 0: p_a = ½ → |log2(½ / ¾)| = 0.585,
    p_b = ½ → log2(½ / ¼) = 1, so 1 bit; class 1: p_a = 1 → log2(4/3) = 0.415 (b is absent: not counted). δ in bits
    is exactly 1: ARX accepts d = 1.0001 and refuses d = 1 (a class fails when some |log2(p/q)| >= d)."""
    counts = np.array([[2, 2], [4, 0]])
    natural = delta_disclosure(counts)
    assert natural.value == pytest.approx(math.log(2), abs=1e-12)
    assert in_bits(natural.value) == pytest.approx(1.0, abs=1e-12)
    per_class_bits = natural.per_class / math.log(2)
    assert per_class_bits == pytest.approx([1.0, math.log2(4 / 3)], abs=1e-12)
    # ARX's rule on each present value, hand-evaluated: a class fails when some |log2(p/q)| >= d
    arx_fails = {d: [abs(math.log2(0.5 / 0.75)) >= d or abs(math.log2(0.5 / 0.25)) >= d,
                     abs(math.log2(1.0 / 0.75)) >= d] for d in (1.0, 1.0001)}
    for d, fails in arx_fails.items():
        requirement = Requirement("delta-disclosure", d * math.log(2), "S")  # the same threshold in nats
        assert list(~holds(requirement, natural.per_class)) == fails
