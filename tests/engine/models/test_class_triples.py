"""The model checks from each class's (value, records) pairs (``models.class_triples``, what ``sensitive_checks``
runs) against the matrix functions on the full classes x values matrix, built here with ``np.add.at``: random
partitions with suppressed rows, empty classes, weights (zeros included), values the table lacks, a missing
category, single-value classes, attributes without values, l up to 4; the pairs from the rows in blocks of a few
rows, or from the classes x values matrix when it fits."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from privdesk.engine.core import classes as classes_module
from privdesk.engine.core.classes import Partition, RunsByClass
from privdesk.engine.core.dataset import Column
from privdesk.engine.core.types import ColumnType
from privdesk.engine.models import (
    alpha_k,
    beta_likeness_basic,
    beta_likeness_enhanced,
    class_triples,
    delta_disclosure,
    delta_disclosure_strict,
    distinct_l_diversity,
    entropy_l_diversity,
    recursive_cl_diversity,
    sensitive_checks,
    t_closeness_equal,
    t_closeness_ordered,
)

EXACT = ("alpha", "l_distinct", "recursive_c", "beta_basic", "beta_enhanced", "delta_disclosure",
         "delta_disclosure_strict")
"""Figures made of whole numbers by the matrix functions' own operations: equal to the last bit."""
SUMMED = ("l_entropy", "t_equal", "t_ordered")
"""Sums of floats, added per class's pairs rather than along a matrix row: equal within 1e-12."""


@st.composite
def releases(draw):
    """(partition, column, class of each row, whole distribution, l): rows of ``n_classes`` classes or suppressed
    (class ``n_classes``), in runs of one class each (as an out-of-core engine's triples) or row by row."""
    n_classes = draw(st.integers(0, 7))
    n_values = draw(st.integers(0 if n_classes == 0 else 1, 6))  # classes hold rows, rows hold values
    runs = draw(st.lists(st.tuples(st.integers(0, n_classes), st.integers(1, 5)), max_size=14)) if n_values else []
    class_of_run = np.array([c for c, _ in runs], np.int32)
    starts = np.concatenate(([0], np.cumsum([length for _, length in runs], dtype=np.int64)))
    of_row = np.repeat(class_of_run, np.diff(starts))
    n = len(of_row)
    held = draw(st.integers(1, max(1, n_values)))  # codes held..n_values-1: values the table lacks
    if n_values and draw(st.booleans()):  # each class of a single value
        codes = (of_row % held).astype(np.int32)
    else:
        codes = np.array(draw(st.lists(st.integers(0, held - 1), min_size=n, max_size=n)), np.int32)
    weights = np.array(draw(st.lists(st.integers(0, 6), min_size=n, max_size=n)), np.int64) \
        if draw(st.booleans()) else None
    if weights is not None:  # a class's rows may stand for no records; suppressed ones stand for some
        weights[of_row == n_classes] += 1
    records = np.ones(n, np.int64) if weights is None else weights
    sizes = np.bincount(of_row, weights=records, minlength=n_classes + 1).astype(np.int64)
    release = Partition(sizes[:n_classes], np.zeros((n_classes, 0), np.int32), int(sizes[n_classes]),
                        int(records.sum()), of_row.astype(np.int64), weights)
    if draw(st.booleans()):  # the rows known by runs only, as ``CountedRelease.attribute_partition`` gives them
        by_runs = RunsByClass(class_of_run, starts, n_classes)
        release = release.over_rows(by_runs.class_of_row, weights, by_runs)
    missing = draw(st.booleans()) and n_values > 0  # the last value the missing category
    values = np.array([str(v) for v in range(n_values - missing)] + [None] * missing, dtype=object)
    kind = draw(st.sampled_from([ColumnType.INTEGER, ColumnType.STRING]))
    column = Column("s", codes, values, kind, n_values - missing)
    whole = np.bincount(codes, weights=records, minlength=n_values).astype(np.int64)
    return release, column, of_row, records, whole, draw(st.integers(1, 4))


@settings(max_examples=300, deadline=None)
@given(releases(), st.integers(1, 12), st.booleans())
def test_every_model_from_the_pairs_equals_the_full_matrix(release, block_rows, from_rows):
    partition, column, of_row, records, whole, l = release
    n_classes, n_values = partition.n_classes, len(column.values)
    matrix = np.zeros((n_classes, n_values), np.int64)  # the oracle's classes x values counts, suppressed left out
    kept = of_row < n_classes
    np.add.at(matrix, (of_row[kept], column.codes[kept]), records[kept])
    with np.errstate(divide="ignore", invalid="ignore"):  # an empty class: log 0, 0 · inf
        expected = {"alpha": alpha_k(matrix), "l_distinct": distinct_l_diversity(matrix),
                    "l_entropy": entropy_l_diversity(matrix), "recursive_c": recursive_cl_diversity(matrix, l),
                    "t_equal": t_closeness_equal(matrix, reference=whole),
                    "t_ordered": t_closeness_ordered(matrix, reference=whole),
                    "beta_basic": beta_likeness_basic(matrix, reference=whole),
                    "beta_enhanced": beta_likeness_enhanced(matrix, reference=whole),
                    "delta_disclosure": delta_disclosure(matrix, reference=whole),
                    "delta_disclosure_strict": delta_disclosure_strict(matrix, reference=whole)}
    if column.type is not ColumnType.INTEGER:
        del expected["t_ordered"]
    with pytest.MonkeyPatch.context() as patch:
        if from_rows:  # the pairs from the rows, not from the matrix, which fits
            patch.setattr(classes_module, "BLOCK_CELLS", 1)
        patch.setattr(class_triples, "BLOCK_ROWS", block_rows)  # blocks of one or a few classes
        got = sensitive_checks(partition, column, l=l)
    assert list(got) == [key for key in got if key in expected] and got.keys() == expected.keys()
    for key, want in expected.items():
        result = got[key]
        assert (result.model, result.higher_is_safer, result.detail, result.attribute) == \
            (want.model, want.higher_is_safer, want.detail, "s"), key
        if key in EXACT:
            np.testing.assert_array_equal(result.per_class, want.per_class, err_msg=key)
            assert result.value == want.value and result.worst_classes.tolist() == want.worst_classes.tolist(), key
        else:
            np.testing.assert_allclose(result.per_class, want.per_class, rtol=0, atol=1e-12, err_msg=key)
            assert result.value == pytest.approx(want.value, rel=0, abs=1e-12), key


def test_a_class_of_two_values_by_hand():
    """Class 0 holds a ×3, b ×1; class 1 holds b ×2; the table a 3, b 3, c 2 (c only in suppressed rows)."""
    of_row = np.array([0, 0, 0, 0, 1, 1, 2, 2])
    codes = np.array([0, 0, 0, 1, 1, 1, 2, 2], np.int32)
    release = Partition(np.array([4, 2]), np.zeros((2, 0), np.int32), 2, 8, of_row)
    got = sensitive_checks(release, Column("s", codes, np.array(["a", "b", "c"], object), ColumnType.STRING, 3),
                           l=2)
    assert got["l_distinct"].per_class.tolist() == [2, 1]
    assert got["alpha"].per_class.tolist() == [0.75, 1.0]
    assert got["recursive_c"].per_class.tolist() == [3.0, np.inf]       # 3 / 1; a single value: no tail
    # ½(|3/4 − 3/8| + |1/4 − 3/8| + 2/8) = ½ · 6/8, and ½(3/8 + |1 − 3/8| + 2/8) = 5/8
    np.testing.assert_allclose(got["t_equal"].per_class, [0.375, 0.625], rtol=0, atol=1e-15)
    np.testing.assert_allclose(got["beta_basic"].per_class, [1.0, 5 / 3], rtol=0, atol=1e-15)
    assert got["delta_disclosure_strict"].per_class.tolist() == [np.inf, np.inf]  # both lack c
    np.testing.assert_allclose(got["delta_disclosure"].per_class, [np.log(2), np.log(8 / 3)], rtol=0, atol=1e-15)


@settings(max_examples=100, deadline=None)
@given(arrays(np.int64, st.integers(0, 40), elements=st.integers(0, 50)), st.data())
def test_keys_sorted_with_their_weights_packed_or_not(key, data):
    """The packed sort (a weight below each key) and the argsort it falls back to when they need more than 63 bits
    both give the keys sorted and each key's weights beside it."""
    weights = np.array(data.draw(st.lists(st.integers(0, 2**20), min_size=len(key), max_size=len(key))), np.int64)
    order = np.argsort(key, kind="stable")
    for space in (51, 2**62):  # the second leaves no bits for the weights
        sorted_key, sorted_weights = class_triples._sorted_with_weights(key.copy(), weights, space)
        assert sorted_key.tolist() == key[order].tolist()
        pairs = sorted(zip(key.tolist(), weights.tolist()))
        assert sorted(zip(sorted_key.tolist(), sorted_weights.tolist())) == pairs


@settings(max_examples=200, deadline=None)
@given(releases(), st.booleans())
def test_pairs_of_counted_triples_in_order_are_the_sorted_pairs(release, weighted):
    """Triples that are already distinct (class, value) pairs in order (an engine's counts, one run each) give
    the same pairs without the sort as through it, in blocks of one class and of every class."""
    partition, column, of_row, records, whole, _l = release
    n_classes, n_values = partition.n_classes, max(len(column.values), 1)
    key, index = np.unique(of_row.astype(np.int64) * n_values + column.codes, return_inverse=True)
    counts = np.bincount(index.reshape(-1), weights=records, minlength=len(key)).astype(np.int64)
    of_triple, codes = np.divmod(key, n_values)
    weights = counts if weighted or np.any(counts != 1) else None
    sizes = np.bincount(of_triple, weights=counts, minlength=n_classes + 1).astype(np.int64)
    triples = Partition(sizes[:n_classes], np.zeros((n_classes, 0), np.int32), int(sizes[n_classes]),
                        int(counts.sum()), of_triple, weights)
    by_runs = RunsByClass(of_triple.astype(np.int32), np.arange(len(key) + 1), n_classes)
    triples = triples.over_rows(by_runs.class_of_row, weights, by_runs)
    for start, stop in [(0, n_classes), *((c, c + 1) for c in range(n_classes))]:
        got = class_triples.class_pairs(triples, codes.astype(np.int32), n_values, whole, start, stop)
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(class_triples, "_in_pair_order", lambda classes, codes: False)
            sorted_pairs = class_triples.class_pairs(triples, codes.astype(np.int32), n_values, whole, start, stop)
        for name in ("classes", "codes", "counts"):
            assert getattr(got, name).tolist() == getattr(sorted_pairs, name).tolist(), name
            assert getattr(got, name).dtype == getattr(sorted_pairs, name).dtype, name
