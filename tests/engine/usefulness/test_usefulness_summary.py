"""Summary statistics and contingency tables of a generalized release against hand-computed tables, and random
tables (hypothesis): an unchanged release moves nothing."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.usefulness.contingency import contingency
from privdesk.engine.usefulness.summary import summarize

AGES = ["20", "25", "30", "35", "40", "45", "50"]
RELEASED = ["20-29", "20-29", "30-39", "30-39", "40-49", "40-49", "*"]


def _column(values, name="x", kind=None):
    return Dataset.from_frame(pd.DataFrame({name: values}), types={name: kind} if kind else None)[name]


def test_ranges_enter_by_the_midpoint_of_the_values_they_cover():
    s = summarize(_column(AGES, kind="integer"), _column(RELEASED))
    before, after = s.before, s.after
    # before: 20..50 step 5, mean 35, squares of deviations 2*(225+100+25) = 700, sample variance 700/6
    assert before.mean == pytest.approx(35.0) and before.std == pytest.approx(math.sqrt(700 / 6))
    assert before.quantiles == (25.0, 35.0, 45.0)           # inverted CDF: 2/7 ≥ .25, 4/7 ≥ .5, 6/7 ≥ .75
    # after ('*' excluded): 20-29 covers {20, 25} -> midpoint 22.5; 30-39 -> 32.5; 40-49 -> 42.5
    assert (after.count, after.suppressed, after.distinct) == (6, 1, 3)
    assert after.mean == pytest.approx(32.5)
    assert after.std == pytest.approx(math.sqrt(400 / 5))  # deviations ±10 twice each and 0 twice
    assert (after.mean_low, after.mean_high) == pytest.approx((30.0, 35.0))
    assert (after.minimum, after.maximum) == (20.0, 45.0)
    assert after.quantiles == (22.5, 32.5, 42.5)
    assert s.bias["mean"] == pytest.approx(-2.5) and s.bias["q50"] == pytest.approx(-2.5)
    # shares: before 1/7 each; after 1/6 on 20..45 and 0 on 50 -> TVD = (6/42 + 1/7) / 2 = 1/7; KL infinite
    assert s.tvd == pytest.approx(1 / 7) and s.kl == math.inf


def test_suppressed_cells_cover_every_value_when_included():
    s = summarize(_column(AGES, kind="integer"), _column(RELEASED), include_suppressed=True)
    assert s.after.count == 7 and s.after.suppressed == 1
    # '*' covers 20..50: midpoint 35, bounds 20 and 50
    assert s.after.mean == pytest.approx((22.5 * 2 + 32.5 * 2 + 42.5 * 2 + 35) / 7)
    assert s.after.mean_low == pytest.approx((20 * 2 + 30 * 2 + 40 * 2 + 20) / 7)
    assert s.after.maximum == 50.0
    # after shares: 20..45 get (1 + 1/7) / 7 = 8/49, 50 gets 1/49; before 7/49 -> TVD = (6/49 + 6/49) / 2
    assert s.tvd == pytest.approx(6 / 49)
    assert s.kl == pytest.approx(6 / 7 * math.log2(7 / 8) + 1 / 7 * math.log2(7))


def test_a_hierarchy_says_what_a_category_covers():
    hierarchy = Hierarchy.from_rows([["a", "ab", "*"], ["b", "ab", "*"], ["c", "c", "*"]])
    s = summarize(_column(["a", "b", "c", "c"]), _column(["ab", "ab", "c", "c"]), hierarchy)
    assert not s.numeric and s.unmatched == 0
    assert (s.before.mode, s.before.mode_share) == ("c", 0.5)
    assert (s.after.distinct, s.after.mode_share) == (2, 0.5)
    assert s.tvd == pytest.approx(0.0) and s.kl == pytest.approx(0.0)
    unknown = summarize(_column(["a", "b", "c", "c"]), _column(["ab", "ab", "c", "c"]))
    assert unknown.unmatched == 2 and unknown.after.count == 2


def test_contingency_change_per_cell():
    a = _column(["x", "x", "x", "y"], "a")
    b = _column(["1", "1", "2", "2"], "b")
    b_released = _column(["1", "1", "1", "2"], "b")
    table = contingency(a, b, a, b_released)
    assert table.before.tolist() == [[2, 1], [0, 1]]
    assert table.after.tolist() == [[3, 0], [0, 1]]
    assert np.allclose(table.change, [[0.25, -0.25], [0.0, 0.0]])


def test_contingency_spreads_a_generalized_label_over_what_it_covers():
    hierarchy = Hierarchy.from_rows([["x", "xy"], ["y", "xy"]])
    a, b = _column(["x", "x", "y", "y"], "a"), _column(["1", "2", "1", "2"], "b")
    table = contingency(a, b, _column(["xy"] * 4, "a"), b, hierarchy)
    assert table.released.tolist() == [[2, 2]]
    assert table.after.tolist() == [[1.0, 1.0], [1.0, 1.0]]
    assert table.largest_change == 0.0


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(0, 30), min_size=2, max_size=60), st.lists(st.sampled_from("pqrs"), min_size=60,
                                                                        max_size=60))
def test_an_unchanged_release_moves_nothing(numbers, letters):
    n = len(numbers)
    frame = pd.DataFrame({"n": [str(v) for v in numbers], "c": letters[:n]})
    data = Dataset.from_frame(frame, types={"n": "integer", "c": "string"})
    s = summarize(data["n"], data["n"])
    assert s.before == s.after and s.tvd == 0.0 and s.kl == 0.0
    assert s.before.mean == pytest.approx(np.mean(numbers))
    assert s.before.std == pytest.approx(np.std(numbers, ddof=1))
    assert list(s.before.quantiles) == [np.quantile(numbers, q, method="inverted_cdf") for q in (0.25, 0.5, 0.75)]
    table = contingency(data["n"], data["c"], data["n"], data["c"])
    assert np.allclose(table.after, table.before) and table.largest_change == 0.0
    assert table.before.sum() == n


@pytest.mark.parametrize("over", [True, False])
def test_the_suppressed_note_says_record_for_one(over):
    from privdesk.common.i18n import current_language, set_language
    from privdesk.engine.usefulness.summary import suppressed_note

    one = suppressed_note({"suppressed_records": 1, "suppressed_over": over})
    assert "the 1 record " in one and "records" not in one
    assert "the 2 records " in suppressed_note({"suppressed_records": 2, "suppressed_over": over})
    assert "the 1,200 records " in suppressed_note({"suppressed_records": 1200, "suppressed_over": over})
    before = current_language()
    try:  # Chinese has no plural: the note for one reads as the note for many with 1
        for language in ("zh_CN", "zh_TW"):
            set_language(language)
            one = suppressed_note({"suppressed_records": 1, "suppressed_over": over})
            two = suppressed_note({"suppressed_records": 2, "suppressed_over": over})
            assert one != two and one == two.replace("2", "1", 1) and "Suppressed" not in one
    finally:
        set_language(before)
