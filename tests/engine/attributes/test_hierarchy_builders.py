"""Hierarchy builders: cross-checked against ARX's own hierarchy files, validated, and property-tested."""

from __future__ import annotations

import json
import re
from decimal import Decimal

import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.attributes.hierarchy_builders import (
    dates,
    explicit_groups,
    grouping,
    intervals,
    intervals_from_cuts,
    masking,
    rebuild,
)
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from tests.conftest import shared_data


def by_value(hierarchy: Hierarchy) -> dict[str, list[str]]:
    return {row[0]: row for row in hierarchy.rows.tolist()}


def same_partition(a: list[str], b: list[str]) -> bool:
    """Two labelings of the same items group them identically (labels may differ)."""
    pairs = set(zip(a, b))
    return len(pairs) == len(set(a)) == len(set(b))


def interval_bounds(label: str) -> tuple[Decimal | None, Decimal | None]:
    """(low, high) of '[a, b[', '<b' or '>=a'; None for an open end."""
    if label.startswith("<"):
        return None, Decimal(label[1:])
    if label.startswith(">="):
        return Decimal(label[2:]), None
    low, high = re.fullmatch(r"\[(.+), (.+)\[", label).groups()
    return Decimal(low), Decimal(high)


# ----- masking --------------------------------------------------------------------------------------------------------


def test_masking_reproduces_arx_test2_zipcode_hierarchy():
    expected = Hierarchy.read_csv(shared_data("arx", "test2_hierarchy_ZIPCode.csv"))
    built = masking(expected.values)
    assert built == expected
    assert built.builder == {"kind": "masking", "char": "*", "direction": "right", "align": "right", "pad": None}


def test_masking_matches_arx_zipcode_levels_below_the_top():
    expected = Hierarchy.read_csv(shared_data("arx", "test_hierarchy_zipcode.csv"))
    built = masking(expected.values)
    assert built.levels == expected.levels == 6
    assert (built.rows[:, :5] == expected.rows[:, :5]).all()
    assert list(built.labels[-1]) == ["*****"] and list(expected.labels[-1]) == ["*"]  # ARX wrote '*' on top


def test_masking_spec_chain():
    """SPEC §5: 12010 → 1201* → 120** → 12*** → 1**** → * has h = 6 levels."""
    built = masking(["12010", "12011", "99999"])
    assert by_value(built)["12010"] == ["12010", "1201*", "120**", "12***", "1****", "*****"]
    assert built.levels == 6


def test_masking_from_the_left():
    built = masking(["4711", "4812"], direction="left", char="#")
    assert by_value(built)["4711"] == ["4711", "#711", "##11", "###1", "####"]


def test_masking_values_of_unequal_length_without_padding():
    built = masking(["47677", "123"])
    # Right-aligned in a frame of 5: the short value loses its last digit first and keeps its own length.
    assert by_value(built)["123"] == ["123", "12*", "1**", "***", "***", "***", "*"]
    assert by_value(built)["47677"][-2:] == ["*****", "*"]
    left = masking(["47677", "123"], align="left")
    # Left-aligned: the two positions masked first lie beyond the short value.
    assert by_value(left)["123"] == ["123", "123", "123", "12*", "1**", "***", "*"]


def test_masking_values_of_unequal_length_with_padding():
    built = masking(["47677", "123"], pad="0")
    assert by_value(built)["123"] == ["123", "0012*", "001**", "00***", "0****", "*****"]
    assert all(len(label) == 5 for label in built.rows[:, 1:].ravel())


def test_masking_rejects_bad_settings():
    with pytest.raises(InputError, match="single character"):
        masking(["1"], char="**")
    with pytest.raises(InputError, match="'left' or 'right'"):
        masking(["1"], direction="up")


@settings(max_examples=60, deadline=None)
@given(st.lists(st.text(alphabet="abc123", min_size=0, max_size=6), min_size=1, max_size=25),
       st.sampled_from(["left", "right"]), st.sampled_from(["left", "right"]), st.sampled_from([None, "_"]))
def test_masking_always_yields_a_valid_hierarchy(values, direction, align, pad):
    built = masking(values, direction=direction, align=align, pad=pad)  # construction validates functionality
    assert set(built.values) == set(values)
    assert len(built.labels[-1]) == 1
    width = max(len(v) for v in values)
    if width == 0:  # only the empty text: nothing to mask
        assert built.levels == 1
        return
    for value, *labels in built.rows.tolist():
        masked = [label.count("*") for label in labels[:width]]
        assert masked == sorted(masked)  # each level hides at least what the level below hid
        assert set(labels[width - 1]) <= {"*"}  # the last masking level hides everything
        assert len(labels[width - 1]) == (width if pad else len(value))
        for lower, upper in zip(labels[:width - 1], labels[1:width]):
            assert sum(a != b for a, b in zip(lower, upper)) <= 1  # one more character per level


# ----- intervals ------------------------------------------------------------------------------------------------------


def test_intervals_partition_matches_arx_adult_age():
    """ARX's age bands hold 1..5, 6..10, …: the same grouping as intervals of 5 aligned at 1, fanouts 2 and 2."""
    expected = Hierarchy.read_csv(shared_data("arx", "adult_hierarchy_age.csv"))
    built = intervals(expected.values, 5, fanouts=(2, 2), start=1)
    assert built.levels == expected.levels
    reference = by_value(expected)
    for level in range(1, built.levels):
        assert same_partition([row[level] for row in built.rows.tolist()],
                              [reference[row[0]][level] for row in built.rows.tolist()])
    assert by_value(built)["23"][1:] == ["[21, 26[", "[21, 31[", "[21, 41[", "*"]


def test_intervals_with_top_coding_match_arx_test2_age():
    expected = by_value(Hierarchy.read_csv(shared_data("arx", "test2_hierarchy_Age.csv")))
    built = intervals(expected.keys(), 10, top=40)
    assert built.levels == 3
    for value, *labels in built.rows.tolist():
        assert [label.replace(" ", "") for label in labels] == expected[value][1:]


def test_intervals_bottom_and_top_coding():
    built = by_value(intervals(range(0, 100, 7), 10, bottom=20, top=90))
    assert built["14"][1] == "<20" and built["91"][1] == ">=90"
    assert built["21"][1] == "[20, 30["
    assert built["84"][1:3] == ["[80, 90[", "[80, 90["]  # the [80, 100[ band is clipped at the top limit
    assert built["14"][-1] == "*"


def test_intervals_default_alignment_and_doubling():
    built = intervals(["13", "27", "41", "78"], 10)
    rows = by_value(built)
    assert rows["13"][1] == "[10, 20["  # aligned at 10 = floor(13 / 10) * 10
    assert rows["13"][1:] == ["[10, 20[", "[10, 30[", "[10, 50[", "*"]
    assert rows["78"][1:] == ["[70, 80[", "[70, 90[", "[50, 90[", "*"]
    assert built.builder["fanouts"] is None


def test_intervals_decimal_bounds_are_exact():
    built = by_value(intervals(["0.31", "0.05", "1,25"], "0.1"))
    assert built["0.31"][1] == "[0.3, 0.4["
    assert built["1,25"][1] == "[1.2, 1.3["
    assert list(by_value(intervals(["0.31", "0.05", "1,25"], "0.1"))) == ["0.05", "0.31", "1,25"]  # by number


def test_intervals_errors_name_values():
    with pytest.raises(InputError) as error:
        intervals(["1", "two", "3", "4e"], 10)
    assert "'two'" in str(error.value) and "'4e'" in str(error.value)
    with pytest.raises(InputError, match="'5'.*below the interval start 10"):
        intervals(["5", "15"], 10, start=10)
    with pytest.raises(InputError, match="greater than 0"):
        intervals(["5"], 0)
    with pytest.raises(InputError, match="at least 2"):
        intervals(["5"], 10, fanouts=[1])
    with pytest.raises(InputError, match="below the top"):
        intervals(["5"], 10, bottom=50, top=20)


def test_intervals_skip_the_missing_category():
    ages = Dataset.from_frame(pd.DataFrame({"age": ["23", "", "47", "23"]})).column("age")
    built = intervals(ages.values, 10)
    assert list(built.values) == ["23", "47"]


@settings(max_examples=80, deadline=None)
@given(st.lists(st.integers(-500, 500), min_size=1, max_size=40), st.integers(1, 50),
       st.one_of(st.none(), st.lists(st.integers(2, 4), max_size=3)))
def test_intervals_always_contain_their_values(numbers, width, fanouts):
    built = intervals([str(n) for n in numbers], width, fanouts=fanouts)
    assert set(built.values) == {str(n) for n in numbers}
    for value, *labels in built.rows.tolist():
        for label in labels:
            if label == "*":
                continue
            low, high = interval_bounds(label)
            assert low <= Decimal(value) < high
            assert (high - low) % width == 0


def test_intervals_from_cuts_reproduces_arx_test_age():
    expected = Hierarchy.read_csv(shared_data("arx", "test_hierarchy_age.csv"))
    assert intervals_from_cuts(expected.values, [[50]]) == expected


def test_intervals_from_cuts_labels():
    built = by_value(intervals_from_cuts(range(10, 90, 9), [[18, 30, 45, 65], [45]]))
    assert built["10"][1:] == ["<18", "<45", "*"]
    assert built["28"][1:] == ["[18, 30[", "<45", "*"]
    assert built["55"][1:] == ["[45, 65[", ">=45", "*"]
    assert built["82"][1:] == [">=65", ">=45", "*"]


def test_intervals_from_cuts_must_nest():
    with pytest.raises(InputError) as error:
        intervals_from_cuts(range(10, 90), [[18, 30, 45, 65], [40]])
    assert "level 2" in str(error.value) and "40" in str(error.value)
    with pytest.raises(InputError, match="no cut points"):
        intervals_from_cuts(range(10), [[5], []])


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 100), min_size=1, max_size=40), st.lists(st.integers(0, 100), min_size=1, max_size=6),
       st.data())
def test_intervals_from_cuts_always_nest(numbers, cuts, data):
    levels = [sorted(set(cuts))]
    while len(levels[-1]) > 1 and data.draw(st.booleans()):
        levels.append(sorted(data.draw(st.sets(st.sampled_from(levels[-1]), min_size=1))))
    built = intervals_from_cuts(numbers, levels)  # construction checks that each level is a function
    assert built.levels >= len(levels) + 1
    for value, *labels in built.rows.tolist():
        for label in labels:
            if label != "*":
                low, high = interval_bounds(label)
                assert (low is None or low <= Decimal(value)) and (high is None or Decimal(value) < high)


# ----- grouping -------------------------------------------------------------------------------------------------------


def test_grouping_labels_first_and_last():
    built = by_value(grouping(list("abcdefg"), sizes=(3, 2)))
    assert built["b"] == ["b", "a-c", "a-f", "*"]
    assert built["e"] == ["e", "d-f", "a-f", "*"]
    assert built["g"] == ["g", "g", "g", "*"]  # the last, smaller groups hold one value


def test_grouping_keeps_the_given_order_and_labels():
    built = grouping(["low", "medium", "high", "very high"], sizes=[2], labels=[["lower", "upper"]])
    assert list(built.values) == ["low", "medium", "high", "very high"]
    assert [row[1] for row in built.rows.tolist()] == ["lower", "lower", "upper", "upper"]
    assert built.levels == 3


def test_grouping_errors():
    with pytest.raises(InputError, match="2 groups but 3 labels"):
        grouping(list("abcd"), sizes=[2], labels=[["x", "y", "z"]])
    with pytest.raises(InputError, match="both labelled 'a-b-c'"):
        grouping(["a", "b-c", "a-b", "c"], sizes=[2])
    with pytest.raises(InputError, match="at least 2"):
        grouping(list("ab"), sizes=[0])


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 10_000), min_size=1, max_size=50, unique=True),
       st.lists(st.integers(2, 5), min_size=1, max_size=3))
def test_grouping_group_counts(values, sizes):
    built = grouping([str(v) for v in values], sizes=sizes)
    expected_groups = len(values)
    for level, size in enumerate(sizes, start=1):
        expected_groups = -(-expected_groups // size)
        assert len(built.labels[level]) == expected_groups
    assert len(built.labels[-1]) == 1


# ----- explicit groups ------------------------------------------------------------------------------------------------


def test_explicit_groups_reproduce_arx_marital_status():
    expected = Hierarchy.read_csv(shared_data("arx", "adult_hierarchy_marital-status.csv"))
    groups: dict[str, list[str]] = {}
    for value, group, _ in expected.rows.tolist():
        groups.setdefault(group, []).append(value)
    assert explicit_groups(expected.values, [groups]) == expected


def test_explicit_groups_several_levels():
    built = explicit_groups(["flu", "bronchitis", "gastritis", "ulcer"],
                            [{"respiratory": ["flu", "bronchitis"], "stomach": ["gastritis", "ulcer"]},
                             {"any disease": ["respiratory", "stomach"]}])
    assert by_value(built)["ulcer"] == ["ulcer", "stomach", "any disease"]
    assert built.levels == 3  # the single top label needs no '*' above it


def test_explicit_groups_validation_names_values():
    values = ["a", "b", "c"]
    with pytest.raises(InputError, match="no group holds the values 'c'"):
        explicit_groups(values, [{"x": ["a", "b"]}])
    with pytest.raises(InputError, match="'b' is in two groups, 'x' and 'y'"):
        explicit_groups(values, [{"x": ["a", "b"], "y": ["b", "c"]}])
    with pytest.raises(InputError, match="do not exist: 'd'"):
        explicit_groups(values, [{"x": ["a", "b", "c", "d"]}])
    with pytest.raises(InputError, match="level 2.*level-1 labels 'y'"):
        explicit_groups(values, [{"x": ["a", "b"], "y": ["c"]}, {"top": ["x"]}])


# ----- dates ----------------------------------------------------------------------------------------------------------


def test_dates_chain():
    built = by_value(dates(["2020-01-05", "2021-06-30", "1999-12-31"]))
    assert built["2020-01-05"] == ["2020-01-05", "2020-01", "2020", "2020-2029", "*"]
    assert built["1999-12-31"] == ["1999-12-31", "1999-12", "1999", "1990-1999", "*"]


def test_dates_with_a_format_and_quarters():
    built = by_value(dates(["05.02.2020", "17.11.2020"], fmt="%d.%m.%Y", levels=("quarter", "year")))
    assert built["05.02.2020"] == ["05.02.2020", "2020-Q1", "2020"]  # one year: no '*' needed
    assert built["17.11.2020"][1] == "2020-Q4"


def test_dates_errors_name_the_value():
    with pytest.raises(InputError) as error:
        dates(["2020-01-05", "2020-13-01"])
    assert "2020-13-01" in str(error.value) and "%Y-%m-%d" in str(error.value)
    with pytest.raises(InputError, match="fine to coarse"):
        dates(["2020-01-05"], levels=("year", "month"))
    with pytest.raises(InputError, match="unknown date level 'week'"):
        dates(["2020-01-05"], levels=("week",))


# ----- specs ----------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("build", [
    lambda: intervals(["3", "17", "42", "99"], 10, fanouts=[2], bottom=10),
    lambda: intervals_from_cuts(["3", "17", "42"], [[10, 20, 40], [20]]),
    lambda: masking(["4711", "123"], pad="0"),
    lambda: grouping(list("abcde"), sizes=[2, 2], separator="..."),
    lambda: explicit_groups(list("abc"), [{"x": ["a", "b"], "y": ["c"]}]),
    lambda: dates(["2020-01-05", "2001-02-03"], levels=["year", "century"]),
])
def test_builder_spec_survives_json_and_rebuilds(build):
    built = build()
    data = json.loads(json.dumps(built.to_dict()))
    restored = Hierarchy.from_dict(data)
    assert restored == built and restored.builder == built.builder
    assert rebuild(restored.builder, built.values) == built


def test_rebuild_rejects_unknown_or_damaged_specs():
    with pytest.raises(InputError, match="unknown hierarchy builder"):
        rebuild({"kind": "magic"}, ["a"])
    with pytest.raises(InputError, match="damaged"):
        rebuild({"kind": "masking", "colour": "red"}, ["a"])


def test_builders_need_values():
    with pytest.raises(InputError, match="no values"):
        masking([None])
