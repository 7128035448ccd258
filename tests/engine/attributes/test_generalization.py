"""Detecting, row by row, the hierarchy level a released value came from (auditing a release made elsewhere)."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from privdesk.engine.attributes.generalization import detect_levels
from privdesk.engine.attributes.hierarchy_builders import masking
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError

ZIPS = ["47677", "47602", "47678", "47905", "47909"]


def column(values, name="zip"):
    return Dataset.from_frame(pd.DataFrame({name: values}), types={name: "string"})[name]


def test_full_domain_and_local_recoding_levels():
    hierarchy = masking(ZIPS)
    original = column(ZIPS)
    assert detect_levels(hierarchy, original, column(["4767*", "4760*", "4767*", "4790*", "4790*"])).tolist() \
        == [1] * 5
    mixed = column(["47677", "476**", "4767*", "*****", "4790*"])
    assert detect_levels(hierarchy, original, mixed).tolist() == [0, 2, 1, 5, 1]


def test_suppressed_rows_are_at_the_top_level():
    levels = detect_levels(masking(ZIPS), column(ZIPS), column(["*", "*", "4767*", "4790*", "4790*"]),
                           suppressed=np.array([True, True, False, False, False]))
    assert levels.tolist() == [5, 5, 1, 1, 1]


def test_a_value_that_is_no_generalization_is_named():
    with pytest.raises(InputError) as caught:
        detect_levels(masking(ZIPS), column(ZIPS), column(["4767*", "4767*", "4767*", "4790*", "4790*"]))
    message = str(caught.value)
    assert "1 released values are not a generalization" in message and "'4767*'" in message
    assert "data row 2" in message


def test_row_counts_must_match():
    with pytest.raises(InputError, match="paired by position"):
        detect_levels(masking(ZIPS), column(ZIPS), column(ZIPS[:3]))
