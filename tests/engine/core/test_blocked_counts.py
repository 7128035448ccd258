"""Counting in blocks of rows (to bound numpy's temporaries) gives numpy's one-pass counts exactly: the rows'
class x value counts of a span of classes, and a weighted bincount."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from privdesk.engine.core import classes
from privdesk.engine.core.classes import RowsByClass, blocked_bincount, partition

rows_and_weights = st.integers(1, 400).flatmap(lambda n: st.tuples(
    hnp.arrays(np.int64, n, elements=st.integers(0, 30)), hnp.arrays(np.int64, n, elements=st.integers(0, 9))))


@settings(max_examples=200, deadline=None)
@given(rows_and_weights, st.integers(1, 64), st.integers(0, 40), st.integers(0, 30))
def test_blocked_bincount_equals_bincount(table, block, minlength, more):
    """In blocks of ``block`` rows or half the bins, up to ``block + more`` rows."""
    keys, weights = table
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(classes, "ROW_BLOCK", block)
        patch.setattr(classes, "MAX_ROW_BLOCK", block + more)
        got = blocked_bincount(keys, len(keys), None, minlength)
        weighted = blocked_bincount(keys, len(keys), weights, minlength)
    np.testing.assert_array_equal(got, np.bincount(keys, minlength=minlength))
    np.testing.assert_array_equal(weighted, np.bincount(keys, weights=weights, minlength=minlength).astype(np.int64))
    assert got.dtype == weighted.dtype == np.int64


@settings(max_examples=150, deadline=None)
@given(st.integers(1, 300).flatmap(lambda n: st.tuples(
    hnp.arrays(np.int32, (n, 2), elements=st.integers(0, 6)), hnp.arrays(np.int32, n, elements=st.integers(0, 5)),
    hnp.arrays(np.int64, n, elements=st.integers(0, 4)))), st.integers(1, 50), st.data())
def test_span_value_counts_equal_a_brute_force_count(table, block, data):
    qis, codes, weights = table
    suppressed = qis[:, 0] == 0  # some rows join no class
    release = partition(qis, suppressed)
    n_classes = release.n_classes
    start = data.draw(st.integers(0, n_classes))
    stop = data.draw(st.integers(start, n_classes))
    expected = np.zeros((stop - start, 6), np.int64)
    weighted = np.zeros((stop - start, 6), np.int64)
    for row, c in enumerate(release.class_of_row):  # the brute force: row by row
        if start <= c < stop:
            expected[c - start, codes[row]] += 1
            weighted[c - start, codes[row]] += weights[row]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(classes, "ROW_BLOCK", block)
        by_class = RowsByClass(release.class_of_row, n_classes)
        np.testing.assert_array_equal(by_class.order, np.argsort(release.class_of_row, kind="stable"))
        np.testing.assert_array_equal(by_class.starts, np.searchsorted(np.sort(release.class_of_row),
                                                                       np.arange(n_classes + 1)))
        np.testing.assert_array_equal(by_class.value_counts(start, stop, codes, 6), expected)
        np.testing.assert_array_equal(by_class.value_counts(start, stop, codes, 6, weights), weighted)


@settings(max_examples=150, deadline=None)
@given(st.integers(1, 300).flatmap(lambda n: hnp.arrays(np.int32, (n, 2), elements=st.integers(0, 6))),
       st.integers(1, 50))
def test_row_classes_filled_in_blocks_equal_the_sorted_distinct_tuples(qis, block):
    suppressed = qis[:, 0] == 0
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(classes, "ROW_BLOCK", block)
        release = partition(qis, suppressed)
        got = release.class_of_row
    kept = qis[~suppressed]
    distinct = sorted({tuple(row) for row in kept.tolist()})  # the oracle: classes in key order
    number = {t: i for i, t in enumerate(distinct)}
    expected = [len(distinct) if s else number[tuple(row)] for row, s in zip(qis.tolist(), suppressed)]
    assert got.tolist() == expected
