"""Perturbation with a seed: additive noise on numeric columns and PRAM on categorical ones (sdcMicro's
``addNoise`` and ``pram``).

Additive noise, by a share s of each column's spread:

- ``uncorrelated`` (sdcMicro ``method = "additive"``): x'_j = x_j + e_j, e_j ~ N(0, (s σ_j)²) independently per
  column; so E[x'] = x and Var(x'_j) = (1 + s²) σ_j².
- ``correlated`` (Kim 1986; sdcMicro ``"correlated2"`` in spirit): e ~ N(0, s² Σ) with Σ the columns' covariance;
  so Cov(x') = (1 + s²) Σ and the correlations are kept in expectation.

σ and Σ are the sample (n − 1) statistics of the original columns.

PRAM (Gouweleeuw, Kooiman, Willenborg & de Wolf 1998): each value of category i is replaced by category j with
probability P[i, j] (a row-stochastic transition matrix). The default matrix keeps a value with probability
``keep`` and moves it to each other category with equal probability; *invariant* PRAM (the default) then uses
R = P Q with Q[j, i] = P[i, j] T_i / Σ_h P[h, j] T_h (T the category counts), for which T R = T: the expected
frequencies of the release are the original ones. Missing cells are left as they are.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.core.errors import InputError

NOISE_KINDS = ("uncorrelated", "correlated")


def resolve_seed(seed: int | None) -> int:
    """The seed to use and record: the given one, or a fresh one drawn from the system's entropy."""
    if seed is None:
        return int(np.random.SeedSequence().generate_state(1)[0])
    if not isinstance(seed, (int, np.integer)) or seed < 0:
        raise InputError(_("the seed must be a whole number ≥ 0"), value=seed)
    return int(seed)


def additive_noise(x: np.ndarray, share: float, kind: str, seed: int) -> np.ndarray:
    """The noise matrix (n × d) to add to ``x``: N(0, share² σ_j²) per column, or N(0, share² Σ)."""
    x = np.asarray(x, dtype=float)
    if not np.isfinite(share) or share < 0:
        raise InputError(_("the noise share must be a number ≥ 0"), value=share)
    if kind not in NOISE_KINDS:
        raise InputError(_("unknown noise kind; choose uncorrelated or correlated"), value=kind)
    rng = np.random.default_rng(seed)
    n, d = x.shape
    if n < 2:
        raise InputError(_("noise needs at least 2 rows to measure each column's spread"))
    if kind == "uncorrelated":
        return rng.standard_normal((n, d)) * (share * x.std(axis=0, ddof=1))
    covariance = np.atleast_2d(np.cov(x, rowvar=False))
    # eigen-decomposition rather than Cholesky: a covariance of collinear columns is only semi-definite
    values, vectors = np.linalg.eigh(covariance)
    root = vectors * np.sqrt(np.clip(values, 0, None))
    return share * (rng.standard_normal((n, d)) @ root.T)


@dataclass(frozen=True)
class PramResult:
    codes: np.ndarray        # the released category of every row (same code space as the input)
    matrix: np.ndarray       # the transition matrix applied (rows: original category)
    changed: int             # rows whose category changed


def default_transition(counts: np.ndarray, keep: float, invariant: bool = True) -> np.ndarray:
    """P with ``keep`` on the diagonal and the rest spread evenly; made invariant (R = P Q) unless told not to."""
    counts = np.asarray(counts, dtype=float)
    c = counts.size
    if not 0 <= keep <= 1:
        raise InputError(_("the probability of keeping a value must be between 0 and 1"), value=keep)
    if c == 1:
        return np.ones((1, 1))
    base = np.full((c, c), (1 - keep) / (c - 1))
    np.fill_diagonal(base, keep)
    return invariant_transition(base, counts) if invariant else base


def invariant_transition(matrix: np.ndarray, counts: np.ndarray) -> np.ndarray:
    """R = P Q, Q the Bayes inverse of P under the frequencies ``counts``; T R = T."""
    weighted = matrix * np.asarray(counts, dtype=float)[:, None]     # P[i, j] T_i
    reach = weighted.sum(axis=0)                                     # Σ_h P[h, j] T_h
    backward = np.divide(weighted, reach, out=np.zeros_like(weighted), where=reach > 0).T
    return matrix @ backward


def check_transition(matrix: np.ndarray, categories: int) -> np.ndarray:
    matrix = np.asarray(matrix, dtype=float)
    if matrix.shape != (categories, categories):
        raise InputError(_("the transition matrix must be {c} × {c}, one row and column per category").format(
            c=categories), value=f"{matrix.shape[0]} × {matrix.shape[1] if matrix.ndim > 1 else 0}")
    if np.any(matrix < 0) or not np.allclose(matrix.sum(axis=1), 1, atol=1e-9):
        raise InputError(_("every row of the transition matrix must hold probabilities ≥ 0 that sum to 1"))
    return matrix


def pram(codes: np.ndarray, matrix: np.ndarray, seed: int, missing_code: int = -1) -> PramResult:
    """Draw every row's new category from its row of ``matrix`` (one vectorised inverse-CDF lookup)."""
    codes = np.asarray(codes, dtype=np.int64)
    c = matrix.shape[0]
    rng = np.random.default_rng(seed)
    present = codes != missing_code
    cumulative = np.cumsum(matrix, axis=1)
    cumulative[:, -1] = 1.0
    # row i's cumulative probabilities shifted by i lie in [i, i + 1]: one sorted array for every row at once
    shifted = (cumulative + np.arange(c)[:, None]).ravel()
    own = codes[present]
    drawn = np.searchsorted(shifted, rng.random(own.size) + own, side="right") - own * c
    released = codes.copy()
    released[present] = np.minimum(drawn, c - 1)
    return PramResult(codes=released, matrix=matrix, changed=int((released != codes).sum()))
