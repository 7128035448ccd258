"""A column released at one level with no row suppressed is made from the texts of its values (two passes over the
rows): the same column as ``labelled_column`` makes from each row's text looked up plainly, also from the values
held kept by the caller."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.attributes.generalization import generalized_column, held_values, labelled_column
from privdesk.engine.attributes.hierarchy_builders import masking
from privdesk.engine.core.dataset import Column
from privdesk.engine.core.types import ColumnType

ZIPS = ["47677", "47602", "47678", "47905", "47909", "13053", "13268"]


@settings(max_examples=80, deadline=None)
@given(st.lists(st.integers(0, len(ZIPS) - 1), max_size=40), st.integers(0, 5), st.booleans(),
       st.permutations(range(len(ZIPS))))
def test_one_level_release_equals_the_plain_labelled_column(rows, level, no_mask, order):
    # the column's values in any order, some held by no row (a column taken from a larger one)
    values = np.array([ZIPS[i] for i in order], dtype=object)
    col = Column("zip", np.array(rows, np.int32), values, ColumnType.STRING, len(values))
    hierarchy = masking(ZIPS)
    table = {row[0]: str(row[level]) for row in hierarchy.rows.tolist()}
    _offsets, texts, _text_of_label = hierarchy.released_texts
    text_code = {text: code for code, text in enumerate(texts.tolist())}
    plain = labelled_column("zip", np.array([text_code[table[values[r]]] for r in rows], np.int64), texts,
                            sorted_texts=True)
    released = generalized_column(col, hierarchy, level, None if no_mask else np.zeros(len(rows), bool))
    assert released.values.tolist() == plain.values.tolist()
    assert released.codes.dtype == plain.codes.dtype and np.array_equal(released.codes, plain.codes)
    assert [released.values[c] for c in released.codes] == [table[values[r]] for r in rows]
    # the values held by rows, as a caller keeps them (``release_node``): a set of the codes; the same release
    held = held_values(col)
    assert held.tolist() == [code in set(rows) for code in range(len(values))]
    kept = generalized_column(col, hierarchy, level, None, held=held)
    assert kept.values.tolist() == plain.values.tolist() and np.array_equal(kept.codes, plain.codes)
