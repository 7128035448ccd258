"""The weighted attribute entropy's x_ij from distinct (class, value) pairs (``covered_by_class_values``) against the
cover matrices they replace (``cover_by_class_range``/``cover_by_class_set`` through ``covered_rows``), and the
entropy of a long count vector made a block at a time against numpy's sum of all its terms at once."""

from __future__ import annotations

import itertools
from functools import partial

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.core.classes import blocked_bincount, partition
from privdesk.engine.metrics import entropy as entropy_module
from privdesk.engine.metrics.attribute_entropy import (
    CoverBySpan,
    cover_by_class_range,
    cover_by_class_set,
    covered_by_class_values,
    covered_rows,
)


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 300), st.integers(1, 12), st.integers(1, 6), st.integers(0, 12), st.booleans(),
       st.integers(0, 2**31))
def test_covered_records_from_class_values_are_the_covers(rows, n_values, n_keys, n_valid, weighted, seed):
    rng = np.random.default_rng(seed)
    n_valid = min(n_valid, n_values)
    codes = rng.integers(0, n_values, rows)
    suppressed = rng.random(rows) < 0.2
    classes = partition(rng.integers(0, n_keys, rows), suppressed)
    weights = rng.integers(0, 4, rows) if weighted else None
    classes.weights = weights  # each row standing for that many records (0: none)
    counts = blocked_bincount(codes, rows, weights, n_values)
    # the oracle: each row's (class, value), kept when it holds a record
    key = classes.class_of_row.astype(np.int64) * n_values + codes
    key = np.unique(key if weights is None else key[weights > 0])
    pair_classes, pair_values = key // n_values, key % n_values
    for ordered in (True, False):
        of_span = (partial(cover_by_class_range, classes, codes, n_values, n_valid) if ordered
                   else partial(cover_by_class_set, classes, codes, n_values))
        expected = covered_rows(CoverBySpan(n_values, of_span), classes.n_classes, counts)
        got = covered_by_class_values(pair_classes, pair_values, classes.n_classes, counts, n_valid, ordered=ordered)
        assert got.dtype == np.int64
        assert np.array_equal(got, expected)


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 3 * entropy_module.TERM_BLOCK), st.integers(1, 10**6), st.integers(0, 2**31))
def test_a_long_count_vector_has_the_entropy_of_all_its_terms_summed_at_once(n, top, seed):
    counts = np.random.default_rng(seed).integers(0, top, n).astype(float)
    counts[0] += 1  # some record
    p = counts / counts.sum()
    terms = np.zeros_like(p)
    np.log2(p, out=terms, where=p > 0)
    terms *= p
    np.negative(terms, out=terms, where=p > 0)
    assert entropy_module.entropy(counts) == float(terms.sum())  # to the bit


@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(0, 5), max_size=60), st.lists(st.integers(1, 7), min_size=1, max_size=20))
def test_pairs_are_recut_into_blocks_of_whole_classes(steps, sizes):
    from privdesk.engine.rows.paired_counts import whole_classes

    classes = np.cumsum(np.asarray(steps, np.int64))
    values = np.arange(len(classes))
    cuts = np.cumsum(sizes)
    chunks = [(classes[a:b], values[a:b]) for a, b in zip([0, *cuts], [*cuts, len(classes)]) if a <= len(classes)]
    blocks = list(whole_classes(chunks))
    assert np.array_equal(np.concatenate([b[0] for b in blocks] or [np.zeros(0, np.int64)]), classes)
    assert np.array_equal(np.concatenate([b[1] for b in blocks] or [np.zeros(0, np.int64)]), values)
    assert all(a[0][-1] < b[0][0] for a, b in itertools.pairwise(blocks))  # no class in two blocks
