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


def joint_entropy(codes: np.ndarray) -> float:
    """Entropy of the tuples formed by the columns of a code matrix (rows x attributes); one symbol per row."""
    from privdesk.engine.core.classes import partition

    codes = np.asarray(codes)
    if codes.ndim == 1:
        codes = codes[:, None]
    if codes.shape[0] == 0:
        return 0.0
    return entropy(partition(codes).sizes)
