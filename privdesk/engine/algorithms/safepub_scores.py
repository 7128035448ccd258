"""ARX's other utility measures of a SafePub release, as ARX reports them for its differential-privacy model.

ARX computes them over the random sample (the data set the model releases), with the sampled records in classes
below k suppressed. Reproduced from ARX's TestAnonymizationDifferentialPrivacy (data-dependent cases on Adult,
for the transformation ARX's search chose):

- AECS (MetricSDAECS): sampled records / equivalence classes, the suppressed records counting as one class;
- Precision (MetricMDPrecision, Sweeney): the mean over sampled records and QIs of level / height, 1 for a
  suppressed record;
- Discernability (MetricSDDiscernability): Σ |E|² over the kept classes, plus n for each suppressed record
  (n = sampled records).

The search itself still scores candidates with SafePub's Loss score; these are reported beside it.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

from ..classes import partition
from ..dataset import Dataset
from ..hierarchy import Hierarchy


def release_measures(dataset: Dataset, qis: Sequence[str], tree: Sequence[Hierarchy], levels: Sequence[int],
                     sampled: np.ndarray, suppressed: np.ndarray) -> dict[str, float]:
    """{"aecs", "precision", "discernability"} of a release at ``levels`` (module notes)."""
    kept = sampled & ~suppressed
    n = int(sampled.sum())
    n_kept = int(kept.sum())
    n_suppressed = n - n_kept
    if n == 0:
        return {"aecs": 0.0, "precision": 0.0, "discernability": 0.0}
    columns = [dataset.column(q) for q in qis]
    codes = [h.bind(c)[lv][c.codes[kept]] for h, c, lv in zip(tree, columns, levels)]
    sizes = np.bincount(partition(codes).class_of_row).astype(np.float64) if n_kept else np.zeros(0)
    classes = len(sizes) + (1 if n_suppressed else 0)
    generality = float(np.mean([lv / h.height if h.height else 0.0 for h, lv in zip(tree, levels)]))
    return {"aecs": n / classes,
            "precision": (n_kept * generality + n_suppressed) / n,
            "discernability": float((sizes ** 2).sum()) + n_suppressed * float(n)}
