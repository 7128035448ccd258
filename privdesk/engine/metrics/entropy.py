"""Shannon entropy in bits (all logarithms base 2, docs/spec.md §0), from counts, vectorised over rows of a matrix."""

from __future__ import annotations

from typing import Sequence

import numpy as np


def entropy(counts: np.ndarray, axis: int = -1) -> np.ndarray | float:
    """H = −Σ p log2 p of count vectors along ``axis``; zero counts contribute 0; an all-zero vector has H = 0."""
    return entropy_in_place(np.array(counts, dtype=float), axis)


def entropy_in_place(p: np.ndarray, axis: int = -1) -> np.ndarray | float:
    """:func:`entropy` of the float counts ``p``, which it overwrites."""
    totals = p.sum(axis=axis, keepdims=True)
    if p.ndim == 1 and p.size and totals[0] > 0:
        return _vector_entropy(p, totals)
    if p.size and (totals > 0).all():
        # the same operations in place: two arrays of the counts' size, not six (10^7 classes: 0.3 GB less)
        p /= totals
        result = _terms(p).sum(axis=axis)
        return float(result) if np.ndim(result) == 0 else result
    counts = p
    with np.errstate(divide="ignore", invalid="ignore"):
        p = np.where(totals > 0, counts / totals, 0.0)
        terms = np.where(p > 0, -p * np.log2(np.where(p > 0, p, 1.0)), 0.0)
    result = terms.sum(axis=axis)
    return float(result) if np.ndim(result) == 0 else result


def _terms(p: np.ndarray) -> np.ndarray:
    """−p log2 p of shares ``p`` (0 where p is 0), as one new array of their size."""
    positive = p > 0
    terms = np.zeros_like(p)
    np.log2(p, out=terms, where=positive)
    terms *= p
    np.negative(terms, out=terms, where=positive)
    return terms


SUM_BUFFER = 8192
"""Elements numpy's ``sum`` of a long float array adds pairwise at a time, before adding that block's sum to the
running total (its reduction buffer): :func:`_vector_entropy` sums its terms block by block in the same way."""
TERM_BLOCK = SUM_BUFFER * 128


def _vector_entropy(p: np.ndarray, totals: np.ndarray) -> float:
    """:func:`entropy_in_place` of a 1-D count vector, its terms made ``TERM_BLOCK`` counts at a time (8 MB, not a
    second array of the counts' size: 85 M tuples, 0.7 GB) and summed as numpy sums the whole array of them —
    pairwise within each ``SUM_BUFFER`` elements, those sums added one after the other — so to the last bit."""
    sums = []
    for start in range(0, len(p), TERM_BLOCK):  # a loop over blocks of a million counts
        block = p[start:start + TERM_BLOCK]
        block /= totals
        terms = _terms(block)
        whole = len(terms) - len(terms) % SUM_BUFFER
        sums.append(terms[:whole].reshape(-1, SUM_BUFFER).sum(axis=1))
        if whole < len(terms):
            sums.append(terms[whole:].sum(keepdims=True))
    return float(np.cumsum(np.concatenate(sums))[-1])  # added in order, as numpy adds its blocks' sums


def count_entropies(counts: np.ndarray, totals: np.ndarray | None = None) -> np.ndarray:
    """H of each row of a matrix of counts (whole numbers, or non-negative weights), as log2 T − Σ c log2 c / T over the row's counts c (T their
    total, 0 log2 0 = 0; ARX's entropy l-diversity uses the same identity). c log2 c comes from a table of the
    whole numbers up to the largest count (``TABLE_LIMIT``), so no logarithm is taken per class; the row sums are
    matrix products. An all-zero row has H = 0. ``totals``: the rows' sums of whole-number counts when the caller
    has them (a search's class sizes), which spares summing them again; the same bits."""
    counts = np.asarray(counts)
    rows, width = counts.shape
    if not rows or not width:
        return np.zeros(rows)
    whole = counts.dtype.kind in "iu"
    # whole numbers: their row sums in integers are the float ones (below 2^53, exact) and bound every count,
    # which spares a pass over the matrix for its maximum and one for a float copy
    if not whole:
        totals = None
    elif totals is None:
        totals = (counts @ np.ones(width, np.int64)).astype(float)
    else:
        totals = np.asarray(totals).astype(float)
    top = totals.max() if whole and totals.max() < TABLE_LIMIT else counts.max()
    if whole and top < TABLE_LIMIT:
        sums = _x_log2_x(int(top)).take(counts) @ np.ones(width)  # (take: the same gather, ~15% less)
    else:  # counts too large for the table, or weights: logarithms of the non-zero cells only
        flat = counts.reshape(-1)
        cells = np.flatnonzero(flat)
        present = flat[cells].astype(float)
        sums = np.bincount(cells // width, weights=present * np.log2(present), minlength=rows)
    if totals is None:
        totals = counts.astype(float, copy=False) @ np.ones(width)  # whole numbers below 2^53: exact
    with np.errstate(divide="ignore", invalid="ignore"):
        result = np.log2(totals)
        result -= sums / totals
    if totals.min() <= 0:  # (a search's classes are never empty: no mask made for them)
        result[totals <= 0] = 0.0
    return np.maximum(result, 0.0, out=result)  # rounding may leave −1e-16 for a class of one value


TABLE_LIMIT = 1 << 20
"""``count_entropies`` looks c log2 c up for counts below this (a table of at most 8 MB, made once)."""

_TABLE = [np.zeros(1)]


def _x_log2_x(top: int) -> np.ndarray:
    """c log2 c for c = 0..top at least (0 for c = 0), grown by doubling."""
    if len(_TABLE[0]) <= top:
        size = min(TABLE_LIMIT, 1 << max(10, top.bit_length()))
        c = np.arange(size, dtype=float)
        with np.errstate(divide="ignore", invalid="ignore"):
            _TABLE[0] = np.where(c > 0, c * np.log2(np.maximum(c, 1.0)), 0.0)
    return _TABLE[0]


def joint_entropy(codes: np.ndarray | Sequence[np.ndarray], weights: np.ndarray | None = None) -> float:
    """Entropy of the tuples formed by the columns of a code matrix (rows x attributes), or a list of one code
    array per attribute (nothing stacked); one symbol per row, or ``weights[i]`` symbols for row i (the records a
    grouped row stands for). Only the tuples' counts are made, in key order as ``partition`` orders its classes,
    so the figure is the one ``entropy(partition(codes).sizes)`` gives, to the last bit: the rows' mixed-radix
    keys are sorted in place and their runs counted (a 10^7-row measure held 1 GB less than through the
    partition's hash table and row classes)."""
    columns = _columns(codes)
    n = len(columns[0]) if columns else 0
    if n == 0:
        return 0.0
    return entropy_in_place(tuple_counts(columns, weights, float))


KEY_BLOCK = 1 << 20
"""Rows whose keys ``tuple_counts`` combines at once: the temporaries stay a few MB."""


def tuple_counts(columns: Sequence[np.ndarray], weights: np.ndarray | None = None, dtype=np.int64) -> np.ndarray:
    """How many rows (or records, with ``weights``) hold each distinct tuple of the code ``columns``, in the
    lexicographic order of the tuples (``partition``'s class order), as ``dtype`` (float: whole numbers below
    2^53, exact, ready for :func:`entropy_in_place`)."""
    n = len(columns[0])
    radices = [int(c.max()) + 1 for c in columns]
    space = 1
    for r in radices:  # Python ints: exact
        space *= r
    if space >= 2**62:
        from privdesk.engine.core.classes import partition

        classes = partition(list(columns))
        if weights is None:
            return classes.sizes.astype(dtype)
        counts = np.bincount(classes.class_of_row, weights=weights, minlength=classes.n_classes).astype(np.int64)
        return counts[counts > 0].astype(dtype)
    strides = [1] * len(columns)
    for j in range(len(columns) - 2, -1, -1):
        strides[j] = strides[j + 1] * radices[j + 1]
    if weights is not None:
        weights = np.asarray(weights)
        top = int(weights.max())
        if (weights == 1).all():  # one record a row: the unweighted counts, no weights carried through the sort
            weights = None
        elif space * (top + 1) < 2**62:  # each row's records carried in its key's lowest digit: one in-place sort
            return _weighted_runs(columns, strides, weights, top + 1, dtype)
    key = _keys(columns, strides, n)
    if weights is not None:
        order = np.argsort(key, kind="stable")
        key = key[order]
        ordered = np.asarray(weights, np.int64)[order]
        del order
        starts = np.concatenate(([0], np.flatnonzero(key[1:] != key[:-1]) + 1))
        del key
        counts = np.add.reduceat(ordered, starts)
        return counts[counts > 0].astype(dtype, copy=False)  # a row of no records holds no tuple
    key.sort()
    # the runs' lengths: their ends, each minus the one before, differenced in place a block at a time from the
    # end (one array of the runs, not four)
    ends = np.flatnonzero(key[1:] != key[:-1])
    del key
    lengths = np.empty(len(ends) + 1, dtype)
    lengths[:-1] = ends
    lengths[-1] = n - 1
    del ends
    for stop in range(len(lengths), 1, -KEY_BLOCK):  # from the end: the ends before a block are still unchanged
        start = max(1, stop - KEY_BLOCK)
        lengths[start:stop] -= lengths[start - 1:stop - 1]
    lengths[0] += 1
    return lengths


def _keys(columns: Sequence[np.ndarray], strides: Sequence[int], n: int, radix: int = 1) -> np.ndarray:
    """Each row's mixed-radix key of the code ``columns`` (``strides``), times ``radix``, made a block at a time."""
    key = np.empty(n, np.int64)
    for start in range(0, n, KEY_BLOCK):  # a loop over blocks of a million rows, not over rows
        block = key[start:start + KEY_BLOCK]
        block[:] = 0
        for column, stride in zip(columns, strides):
            block += column[start:start + KEY_BLOCK].astype(np.int64) * (stride * radix)
    return key


def _weighted_runs(columns: Sequence[np.ndarray], strides: Sequence[int], weights: np.ndarray, radix: int,
                   dtype) -> np.ndarray:
    """The records of each tuple, in key order: key × ``radix`` + the row's records, sorted in place, split back
    into the records (as narrow as they allow) and the key, whose runs' records are summed straight into ``dtype``.
    One row-length key and the records beside it, not an argsort's order and two reordered copies."""
    n = len(weights)
    key = _keys(columns, strides, n, radix)
    for start in range(0, n, KEY_BLOCK):
        key[start:start + KEY_BLOCK] += weights[start:start + KEY_BLOCK]
    key.sort()
    records = np.empty(n, np.min_scalar_type(radix - 1))
    np.remainder(key, radix, out=records, casting="unsafe")
    key //= radix
    changed = key[1:] != key[:-1]
    del key
    starts = np.flatnonzero(changed)  # each run's first row but the first run's
    del changed
    starts += 1
    counts = np.empty(len(starts) + 1, dtype)
    counts[0] = records[:starts[0] if len(starts) else n].sum(dtype=np.int64)
    if len(starts):  # whole numbers below 2^53 as floats: exact, in the order of the runs
        np.add.reduceat(records, starts, dtype=counts.dtype, out=counts[1:])
    del starts, records
    return counts[counts > 0] if (weights == 0).any() else counts  # a row of no records holds no tuple


def _columns(codes) -> list[np.ndarray]:
    if isinstance(codes, np.ndarray):
        codes = codes[:, None] if codes.ndim == 1 else codes
        return [codes[:, j] for j in range(codes.shape[1])] if codes.shape[0] else []
    return [np.asarray(c) for c in codes]
