"""Stacked hierarchy rows made in the table's own int16 code arrays (``stacked_rows(borrow=True)``) are the rows the
usual matrix holds, and giving them back leaves the codes as they were; codes that are not the rows of one int16
matrix, or hierarchy rows shared by two values, are never borrowed."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings as hypothesis_settings, strategies as st

from privdesk.engine.search.lattice.stacked_rows import stacked_rows


@st.composite
def parts(draw):
    n_qis = draw(st.integers(1, 4))
    n = draw(st.integers(1, 300))
    rng = np.random.default_rng(draw(st.integers(0, 2**32 - 1)))
    sizes = [draw(st.integers(1, 40)) for _ in range(n_qis)]
    rows = [rng.permutation(draw(st.integers(size, 60)))[:size] for size in sizes]  # a hierarchy row per value
    extra = draw(st.integers(0, 2))  # other columns of the matrix (a protected attribute) before or after
    block = rng.integers(0, 40, (n_qis + extra, n)).astype(np.int16)
    first = draw(st.integers(0, extra))
    for j, size in enumerate(sizes):
        block[first + j] = rng.integers(0, size, n)
    labels = [int(r.max()) + 1 + draw(st.integers(0, 3)) for r in rows]
    offsets = np.concatenate([[0], np.cumsum(labels[:-1])]).astype(np.int64)
    return rows, block, first, offsets, int(sum(labels))


@given(parts())
@hypothesis_settings(max_examples=200, deadline=None)
def test_borrowed_stacked_rows_are_the_usual_ones_and_come_back_as_codes(drawn):
    rows, block, first, offsets, labels = drawn
    n_qis, n = len(rows), block.shape[1]
    original = block.copy()
    expected = stacked_rows([(r, block[first + j].copy()) for j, r in enumerate(rows)], offsets, n, labels)
    lent = stacked_rows([(r, block[first + j]) for j, r in enumerate(rows)], offsets, n, labels, borrow=True)
    assert lent.loan is not None  # borrowed: the matrix's own rows
    assert np.shares_memory(lent.stacked, block)
    np.testing.assert_array_equal(lent.stacked.astype(np.int64), expected.stacked.astype(np.int64))
    for j in range(n_qis):
        np.testing.assert_array_equal(lent[j].astype(np.int64), expected[j].astype(np.int64))
    lent.give_back()
    np.testing.assert_array_equal(block, original)
    lent.give_back()  # once only
    np.testing.assert_array_equal(block, original)


def test_codes_that_are_not_one_matrix_or_share_a_hierarchy_row_are_not_borrowed():
    rng = np.random.default_rng(3)
    block = rng.integers(0, 5, (2, 50)).astype(np.int16)
    rows = [np.arange(5), np.arange(5)]
    offsets = np.array([0, 5])
    separate = [block[0].copy(), block[1].copy()]
    assert stacked_rows(list(zip(rows, separate)), offsets, 50, 10, borrow=True).loan is None
    swapped = [(rows[0], block[1]), (rows[1], block[0])]  # not the matrix's rows in order
    assert stacked_rows(swapped, offsets, 50, 10, borrow=True).loan is None
    shared = [(np.array([0, 1, 1, 2, 3]), block[0]), (rows[1], block[1])]  # two values on one hierarchy row
    assert stacked_rows(shared, offsets, 50, 10, borrow=True).loan is None
    wide = block.astype(np.int32)
    assert stacked_rows([(rows[0], wide[0]), (rows[1], wide[1])], offsets, 50, 10, borrow=True).loan is None
    before = block.copy()
    assert stacked_rows(list(zip(rows, block)), offsets, 50, 10).loan is None  # not asked to borrow
    np.testing.assert_array_equal(block, before)
