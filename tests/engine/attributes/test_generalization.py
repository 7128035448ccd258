"""Detecting, row by row, the hierarchy level a released value came from (auditing a release made elsewhere)."""

from __future__ import annotations

import pickle

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.attributes.generalization import detect_levels, generalized_column
from privdesk.engine.attributes.hierarchy import Hierarchy
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


def _plain_generalized(hierarchy, original, level, suppressed):
    """The released texts computed plainly: each row's value looked up in the hierarchy's table, '*' if
    suppressed."""
    table = {row[0]: row for row in hierarchy.rows.tolist()}
    return ["*" if gone else str(table[value][level]) for value, gone in zip(original, suppressed)]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(ZIPS), min_size=1, max_size=40), st.integers(0, 5), st.data())
def test_remembered_bindings_and_texts_equal_the_plain_lookup(values, level, data):
    """A hierarchy remembers the rows it bound a column to and its label texts: generalizing columns one after the
    other (more than it remembers, some twice, some equal but separate) gives the plain lookup every time, and its
    pickled copy binds afresh."""
    hierarchy = masking(ZIPS)
    columns = [column(values) for _ in range(Hierarchy.BOUND_COLUMNS + 3)]
    for col in columns + columns[:3]:
        suppressed = np.array(data.draw(st.lists(st.booleans(), min_size=len(values), max_size=len(values))))
        released = generalized_column(col, hierarchy, level, suppressed)
        assert [released.values[c] for c in released.codes] == _plain_generalized(hierarchy, values, level,
                                                                                 suppressed)
    assert len(hierarchy._bound_columns) <= Hierarchy.BOUND_COLUMNS
    copied = pickle.loads(pickle.dumps(hierarchy))
    assert copied._bound_columns == {} and copied == hierarchy
    assert np.array_equal(copied.bind(columns[0]), hierarchy.bind(columns[0]))


def test_a_remembered_binding_is_not_confused_with_another_column():
    """Two columns with different values bind to their own rows, however often each is bound."""
    hierarchy = masking(ZIPS)
    first, second = column(ZIPS[:3]), column(ZIPS[2:])
    for _ in range(2):
        for col, values in ((first, ZIPS[:3]), (second, ZIPS[2:])):
            bound = hierarchy.labels[0][hierarchy.bind(col)[0]].tolist()
            assert bound == col.values[:col.distinct_count].tolist() and sorted(bound) == sorted(values)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(ZIPS + ["99999", "4767*", " 47677"]), min_size=1, max_size=30, unique=True))
def test_binding_a_few_values_by_dict_equals_pandas_indexer(values):
    """Few distinct values are looked up in a dict, many by pandas' indexer: both give the same rows (-1 for a
    value the hierarchy lacks)."""
    from privdesk.engine.attributes import hierarchy as module

    hierarchy = masking(ZIPS)
    col = column(values)
    present = np.asarray(col.values[:col.distinct_count], dtype=object)
    expected = pd.Index(hierarchy.rows[:, 0]).get_indexer(present)
    assert hierarchy._row_of_codes(col, ())[:len(present)].tolist() == expected.tolist()
    saved = module.DICT_LOOKUP_VALUES
    try:
        module.DICT_LOOKUP_VALUES = 0
        assert masking(ZIPS)._row_of_codes(col, ())[:len(present)].tolist() == expected.tolist()
    finally:
        module.DICT_LOOKUP_VALUES = saved
