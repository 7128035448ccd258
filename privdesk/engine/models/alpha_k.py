"""(α,k)-anonymity (SPEC.md §4; Wong, Li, Fu, Wang, "(α,k)-anonymity: an enhanced k-anonymity model for
privacy-preserving data publishing", KDD 2006).

A table is (α,k)-anonymous when it is k-anonymous and, in every class, every sensitive value's frequency (its share
of the class) is at most α. The achieved α is therefore the largest share of one value in one class; k is reported by
:func:`~privdesk.engine.models.k_anonymity.k_anonymity`.
"""

from __future__ import annotations

import numpy as np

from .base import ModelResult


def alpha_k(counts: np.ndarray, attribute: str | None = None) -> ModelResult:
    """Achieved α = max over classes of (count of the class's most frequent value / class size).

    ``counts``: classes x values matrix, e.g. from ``partition.value_counts`` (lower is safer).
    """
    counts = np.asarray(counts)
    sizes = counts.sum(axis=1)
    per_class = (counts.max(axis=1) / np.where(sizes > 0, sizes, 1) if counts.shape[1]
                 else np.zeros(len(counts)))
    return ModelResult.from_per_class("(alpha,k)-anonymity", per_class, higher_is_safer=False, attribute=attribute)
