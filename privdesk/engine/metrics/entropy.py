"""Shannon entropy in bits (all logarithms base 2, docs/spec.md §0), from counts, vectorised over rows of a matrix."""

from __future__ import annotations

import numpy as np


def entropy(counts: np.ndarray, axis: int = -1) -> np.ndarray | float:
    """H = −Σ p log2 p of count vectors along ``axis``; zero counts contribute 0; an all-zero vector has H = 0."""
    counts = np.asarray(counts, dtype=float)
    totals = counts.sum(axis=axis, keepdims=True)
    with np.errstate(divide="ignore", invalid="ignore"):
        p = np.where(totals > 0, counts / totals, 0.0)
        terms = np.where(p > 0, -p * np.log2(np.where(p > 0, p, 1.0)), 0.0)
    result = terms.sum(axis=axis)
    return float(result) if np.ndim(result) == 0 else result


def count_entropies(counts: np.ndarray) -> np.ndarray:
    """H of each row of a matrix of counts (whole numbers, or non-negative weights), as log2 T − Σ c log2 c / T over the row's counts c (T their
    total, 0 log2 0 = 0; ARX's entropy l-diversity uses the same identity). c log2 c comes from a table of the
    whole numbers up to the largest count (``TABLE_LIMIT``), so no logarithm is taken per class; the row sums are
    matrix products. An all-zero row has H = 0."""
    counts = np.asarray(counts)
    rows, width = counts.shape
    if not rows or not width:
        return np.zeros(rows)
    top = counts.max()
    if counts.dtype.kind in "iu" and top < TABLE_LIMIT:
        sums = _x_log2_x(int(top))[counts] @ np.ones(width)
    else:  # counts too large for the table, or weights: logarithms of the non-zero cells only
        flat = counts.reshape(-1)
        cells = np.flatnonzero(flat)
        present = flat[cells].astype(float)
        sums = np.bincount(cells // width, weights=present * np.log2(present), minlength=rows)
    totals = counts.astype(float, copy=False) @ np.ones(width)  # whole numbers below 2^53: exact
    with np.errstate(divide="ignore", invalid="ignore"):
        result = np.where(totals > 0, np.log2(totals) - sums / totals, 0.0)
    return np.maximum(result, 0.0)  # rounding may leave −1e-16 for a class of one value


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


def joint_entropy(codes: np.ndarray) -> float:
    """Entropy of the tuples formed by the columns of a code matrix (rows x attributes); one symbol per row."""
    from privdesk.engine.core.classes import partition

    codes = np.asarray(codes)
    if codes.ndim == 1:
        codes = codes[:, None]
    if codes.shape[0] == 0:
        return 0.0
    return entropy(partition(codes).sizes)
