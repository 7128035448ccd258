"""Default hierarchies by type: every value covered (failing and missing too), each level a function of the one
below (the Hierarchy constructor checks it), and labels true to the values (an interval holds its value)."""

from __future__ import annotations

import re
from decimal import Decimal

import pandas as pd
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.attributes.default_hierarchies import default_hierarchy, nice_width
from privdesk.engine.attributes.hierarchy_builders import rebuild
from privdesk.engine.core.dataset import Dataset


def _column(values, name="c"):
    return Dataset.from_frame(pd.DataFrame({name: values})).column(name)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(-500, 5000), min_size=3, max_size=60), st.booleans())
def test_integer_intervals_cover_every_value_and_hold_it(numbers, dirty):
    values = [str(n) for n in numbers] + (["", "unknown"] if dirty else [])
    column = _column(values)
    hierarchy = default_hierarchy(column)
    bound = hierarchy.bind(column)  # raises if a value (or the missing category) is not covered
    assert bound.shape == (hierarchy.levels, len(column.values))
    for row in hierarchy.rows.tolist():
        if row[0] in ("", "unknown"):
            assert row[-1] == "*" and set(row[:-1]) == {row[0]}
            continue
        assert row[-1] == "*"
        for label in row[1:-1]:
            low, high = map(Decimal, re.fullmatch(r"\[(-?[\d.]+), (-?[\d.]+)\[", label).groups())
            assert low <= Decimal(row[0]) < high


def test_nice_width_gives_about_twenty_intervals():
    assert nice_width(0, 99) == 5 and nice_width(0, 120) == 10 and nice_width(1000, 400000) == 20000


def test_types_choose_their_builder():
    dates = default_hierarchy(_column(["2020-01-05", "2021-03-04", "1999-12-31"]))
    assert dates.builder["kind"] == "dates" and dates.builder["generated"] is True
    assert ["2020-01-05", "2020-01", "2020", "2020-2029", "*"] in dates.rows.tolist()
    codes = default_hierarchy(_column(["47933", "47801", "47602"]))
    assert codes.builder["kind"] == "masking" and ["47933", "4793*", "479**", "47***", "4****", "*****"] in codes.rows.tolist()
    text = default_hierarchy(_column(["F", "M", ""]))
    assert text.builder["kind"] == "value_to_top" and text.rows.tolist() == [["F", "*"], ["M", "*"], ["", "*"]]


def test_generated_specs_rebuild():
    column = _column([str(n) for n in range(0, 90, 3)])
    hierarchy = default_hierarchy(column)
    again = rebuild(hierarchy.builder, [str(v) for v in column.values])
    assert again.rows.tolist() == hierarchy.rows.tolist()
