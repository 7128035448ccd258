"""Equivalence classes from codes agree with a plain np.unique reference on every grouping path."""

from __future__ import annotations

import numpy as np
import pandas as pd
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from privdesk.engine.core.classes import partition, release_partition
from privdesk.engine.core.dataset import Dataset


def reference(codes: np.ndarray, suppressed: np.ndarray):
    kept = codes[~suppressed]
    return np.unique(kept, axis=0, return_inverse=True, return_counts=True)


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_partition_matches_np_unique(data):
    rows = data.draw(st.integers(0, 300))
    q = data.draw(st.integers(1, 5))
    high = data.draw(st.sampled_from([2, 7, 1000, 2**20]))  # bincount path, hashing path, and beyond int64
    codes = data.draw(arrays(np.int64, (rows, q), elements=st.integers(0, high - 1)))
    suppressed = data.draw(arrays(np.bool_, rows))
    result = partition(codes, suppressed)
    keys, inverse, sizes = reference(codes, suppressed)
    assert result.sizes.tolist() == sizes.tolist()
    assert result.keys.tolist() == keys.tolist()
    assert result.class_of_row[~suppressed].tolist() == inverse.reshape(-1).tolist()
    assert (result.class_of_row[suppressed] == result.n_classes).all()
    assert result.suppressed == int(suppressed.sum())


def test_value_counts_and_sizes_of_rows():
    codes = np.array([[0, 1], [0, 1], [1, 0], [1, 0], [1, 0], [0, 0]])
    sensitive = np.array([2, 0, 1, 1, 2, 0])
    result = partition(codes, np.array([False, False, False, False, False, True]))
    assert result.value_counts(sensitive, 3).tolist() == [[1, 0, 1], [0, 2, 1]]  # classes (0,1) and (1,0)
    assert result.size_of_row().tolist() == [2, 2, 3, 3, 3, 1]  # the suppressed row is a class of one for risk
    assert result.with_suppressed_class.tolist() == [2, 3, 1]


def test_release_partition_suppresses_rows_whose_qis_are_all_stars():
    table = Dataset.from_frame(pd.DataFrame({"zip": ["476**", "*", "476**", "*"], "age": ["<40", "*", "*", "<40"],
                                             "disease": ["flu", "hiv", "flu", "ulcer"]}))
    result = release_partition(table, ["zip", "age"])
    assert result.suppressed == 1 and result.kept_rows.tolist() == [True, False, True, True]
    assert sorted(result.sizes.tolist()) == [1, 1, 1]
    assert release_partition(table, []).sizes.tolist() == [4]


@settings(max_examples=40, deadline=None)
@given(st.data())
def test_weighted_classes_count_the_records_of_their_rows(data):
    """Each class's size is the sum of its rows' records and the suppressed rows' records are the suppressed
    count (summed by hand over the rows)."""
    from privdesk.engine.core.classes import weighted

    rows = data.draw(st.integers(1, 120))
    codes = data.draw(arrays(np.int64, (rows, 2), elements=st.integers(0, data.draw(st.sampled_from([3, 5000])))))
    suppressed = data.draw(arrays(np.bool_, rows))
    weights = data.draw(arrays(np.int64, rows, elements=st.integers(1, 10**6)))
    plain = partition(codes, suppressed)
    result = weighted(plain, weights)
    expected = [0] * plain.n_classes
    for row in range(rows):
        if not suppressed[row]:
            expected[plain.class_of_row[row]] += int(weights[row])
    assert result.sizes.tolist() == expected
    assert result.suppressed == sum(int(w) for w, s in zip(weights, suppressed) if s)
    assert result.n_rows == int(weights.sum())


@settings(max_examples=60, deadline=None)
@given(arrays(np.int64, st.integers(0, 200), elements=st.integers(0, 10**9)))
def test_keys_grouped_by_sorting_are_numpy_uniques_groups(key):
    """The sorted grouping (taken for many keys) numbers the groups as ``np.unique`` does."""
    from privdesk.engine.core.classes import sorted_groups

    uniques, inverse = np.unique(key, return_inverse=True)
    group, n = sorted_groups(key)
    assert (group.tolist(), n) == (inverse.reshape(-1).tolist(), len(uniques))
    assert group.dtype == np.int64


def test_many_keys_are_grouped_by_sorting(monkeypatch):
    from privdesk.engine.core import classes

    key = np.array([9_000_000, 5, 9_000_000, 7, 5, 123_456], np.int64)
    monkeypatch.setattr(classes, "SORTED_GROUPING_ROWS", 4)
    group, n = classes.group_key(key, 10**7)
    assert (group.tolist(), n) == ([3, 0, 3, 1, 0, 2], 4)  # in key order: 5, 7, 123456, 9000000
    monkeypatch.setattr(classes, "SORTED_GROUPING_ROWS", 100)
    assert classes.group_key(key, 10**7)[0].tolist() == [0, 1, 0, 2, 1, 3]  # hashed: in order of appearance


@settings(max_examples=80, deadline=None)
@given(st.data())
def test_runs_by_class_counts_as_each_row_by_its_class(data):
    """Rows in runs of one class each (an attribute's triples in group order) counted per span of classes from the
    runs alone equal the plain count over every row's class (suppressed class ``n_classes`` left out)."""
    from privdesk.engine.core.classes import RunsByClass

    n_classes = data.draw(st.integers(1, 6))
    n_values = data.draw(st.integers(1, 5))
    class_of_run = np.array(data.draw(st.lists(st.integers(0, n_classes), min_size=1, max_size=12)))
    lengths = np.array(data.draw(st.lists(st.integers(0, 4), min_size=len(class_of_run),
                                          max_size=len(class_of_run))))
    starts = np.concatenate(([0], np.cumsum(lengths)))
    n = int(starts[-1])
    codes = np.array(data.draw(st.lists(st.integers(0, n_values - 1), min_size=n, max_size=n)), np.int16)
    weights = np.array(data.draw(st.lists(st.integers(1, 9), min_size=n, max_size=n)), np.int32)
    of_row = np.repeat(class_of_run, lengths)  # every row's class, spelled out
    runs = RunsByClass(class_of_run.astype(np.int32), starts, n_classes)
    assert runs.class_of_row().tolist() == of_row.tolist()
    assert runs.starts.tolist() == [int(np.count_nonzero(of_row < c)) for c in range(n_classes + 1)]
    start = data.draw(st.integers(0, n_classes))
    stop = data.draw(st.integers(start, n_classes))
    in_span = np.flatnonzero((of_row >= start) & (of_row < stop))
    expected_rows = in_span[np.argsort(of_row[in_span], kind="stable")]
    assert runs.rows(start, stop).tolist() == expected_rows.tolist()
    assert runs.classes_of(expected_rows).tolist() == of_row[expected_rows].tolist()
    matrix = np.zeros((stop - start, n_values), np.int64)
    np.add.at(matrix, (of_row[in_span] - start, codes[in_span]), weights[in_span])
    assert runs.value_counts(start, stop, codes, n_values, weights).tolist() == matrix.tolist()
