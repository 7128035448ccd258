"""Information loss of perturbed numeric columns, as sdcMicro's ``dUtility`` and MDAV's literature report it.

- **IL1s** (sdcMicro ``dUtility(method = "IL1")``): (1 / (n p)) Σ_i Σ_j |x_ij − x'_ij| · √2 / S_j with S_j the sample
  standard deviation of original column j. sdcMicro's code multiplies by √2 where Mateo-Sanz et al. (2004) divide
  by it; PrivDesk follows sdcMicro's code so its numbers compare.
- **Eigenvalue distance** (``dUtility(method = "eigen")``): Σ_j |λ_j − λ'_j| / λ_j over the eigenvalues, in
  decreasing order, of the covariance of the standardised original (its correlation matrix) and of the
  standardised release. Undefined (NaN) when a released column is constant.
- **Within-group variance share** SSE / SST (Domingo-Ferrer & Mateo-Sanz 2002): the squared distance of every
  standardised record to its group's mean over its squared distance to the overall mean; 0 = groups of equal
  records (no loss), 1 = one group.
"""

from __future__ import annotations

import numpy as np

from privdesk.engine.recoding.mdav import group_means


def il1s(original: np.ndarray, released: np.ndarray) -> float:
    original, released = _matrix(original), _matrix(released)
    spread = original.std(axis=0, ddof=1)
    spread = np.where(spread > 0, spread, np.nan)
    loss = np.abs(original - released) / spread * np.sqrt(2)
    return float(np.nansum(loss) / original.size)


def eigenvalue_distance(original: np.ndarray, released: np.ndarray) -> float:
    original, released = _matrix(original), _matrix(released)
    if original.shape[1] == 1:
        return 0.0 if np.ptp(released) > 0 else float("nan")
    before = _descending_eigenvalues(original)
    after = _descending_eigenvalues(released)
    return float(np.sum(np.abs(before - after) / before))


def within_group_variance_share(original: np.ndarray, groups: np.ndarray) -> float:
    original = _matrix(original)
    spread = original.std(axis=0)
    z = original / np.where(spread > 0, spread, 1.0)
    within = float(((z - group_means(z, groups)) ** 2).sum())
    total = float(((z - z.mean(axis=0)) ** 2).sum())
    return within / total if total > 0 else 0.0


def _descending_eigenvalues(x: np.ndarray) -> np.ndarray:
    spread = x.std(axis=0, ddof=1)
    if np.any(spread == 0):
        return np.full(x.shape[1], np.nan)
    return np.sort(np.linalg.eigvalsh(np.corrcoef(x, rowvar=False)))[::-1]


def _matrix(x: np.ndarray) -> np.ndarray:
    x = np.asarray(x, dtype=float)
    return x[:, None] if x.ndim == 1 else x
