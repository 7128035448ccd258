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
    """H of each row of a matrix of whole counts, as log2 T − Σ c log2 c / T over the row's non-zero counts c
    (T their total; ARX's entropy l-diversity uses the same identity): the logarithms are taken of the non-zero
    cells only, which after generalization are few of a class's values. An all-zero row has H = 0."""
    counts = np.asarray(counts)
    rows, width = counts.shape
    flat = counts.reshape(-1)
    cells = np.flatnonzero(flat)
    present = flat[cells].astype(float)
    sums = np.bincount(cells // max(width, 1), weights=present * np.log2(present), minlength=rows)
    totals = counts.sum(axis=1).astype(float)
    with np.errstate(divide="ignore", invalid="ignore"):
        result = np.where(totals > 0, np.log2(totals) - sums / totals, 0.0)
    return np.maximum(result, 0.0)  # rounding may leave −1e-16 for a class of one value


def joint_entropy(codes: np.ndarray) -> float:
    """Entropy of the tuples formed by the columns of a code matrix (rows x attributes); one symbol per row."""
    from privdesk.engine.core.classes import partition

    codes = np.asarray(codes)
    if codes.ndim == 1:
        codes = codes[:, None]
    if codes.shape[0] == 0:
        return 0.0
    return entropy(partition(codes).sizes)
