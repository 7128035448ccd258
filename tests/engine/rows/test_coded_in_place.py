"""Typing a fetched frequency set in place (``rows.coded.typed_in_place``: each attribute's distinct texts typed
once, weighted by their records, then the groups' codes looked up in place) gives the table and cells that typing
every group gives (``coded_table`` then ``shared_cells``), on random cells: the same types, values, value order,
codes and, for each attribute, whether its texts are held through the table's values."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings as hypothesis_settings, strategies as st

from privdesk.engine.core.dataset import SourceInfo
from privdesk.engine.rows.coded import CodedCells, ThroughValues, coded_table, shared_cells, typed_in_place

TEXTS = ["1", "2", "10", "01", "7", "1.5", "2.25", "NA", "", "?", "x", "abc", "2020-01-02", "2021-12-31",
         "1,5", " 3", "3", "-4", "1e3", "TRUE"]


@st.composite
def fetched(draw):
    n_columns = draw(st.integers(1, 3))
    texts = [np.array(draw(st.lists(st.sampled_from(TEXTS), min_size=1, max_size=8, unique=True)), dtype=object)
             for _ in range(n_columns)]
    rows = draw(st.integers(1, 60))
    seed = draw(st.integers(0, 2**32 - 1))
    dtype = draw(st.sampled_from([np.int16, np.int32]))
    rng = np.random.default_rng(seed)
    codes = [rng.integers(-1 if draw(st.booleans()) else 0, len(t), rows).astype(dtype) for t in texts]
    counts = rng.integers(1, 50, rows).astype(draw(st.sampled_from([np.int32, np.int64])))
    declared = [f"c{j}" for j in range(n_columns) if draw(st.booleans())]
    return [f"c{j}" for j in range(n_columns)], codes, texts, counts, declared


@given(fetched())
@hypothesis_settings(max_examples=200, deadline=None)
def test_typing_in_place_gives_the_table_and_cells_of_typing_every_group(drawn):
    names, codes, texts, counts, declared = drawn
    source = SourceInfo("t.csv", "csv")
    cells = CodedCells(list(names), [c.copy() for c in codes], texts)
    expected = coded_table(cells, counts, source, declared)
    expected_cells = shared_cells(cells, expected)
    got, got_cells = typed_in_place(CodedCells(list(names), [c.copy() for c in codes], texts), counts, source,
                                    declared)
    assert got.names == expected.names and got.n_rows == expected.n_rows
    for name in names:
        a, b = got.column(name), expected.column(name)
        assert (a.type, a.n_valid, a.format, a.order) == (b.type, b.n_valid, b.format, b.order)
        assert list(a.values) == list(b.values)
        assert a.codes.dtype == b.codes.dtype
        np.testing.assert_array_equal(a.codes, b.codes)
    assert isinstance(got_cells.codes, ThroughValues)
    for j in range(len(names)):
        assert isinstance(got_cells.codes.columns[j], tuple) == isinstance(expected_cells.codes.columns[j], tuple)
        np.testing.assert_array_equal(got_cells.codes[j], codes[j])  # the file's text codes, as fetched
        np.testing.assert_array_equal(got_cells.codes[j], expected_cells.codes[j])
    assert got_cells.codes.one_to_one == expected_cells.codes.one_to_one
