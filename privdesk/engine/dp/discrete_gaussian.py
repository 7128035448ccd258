"""Gaussian-noise histograms for zCDP accounting: the discrete Gaussian, sampled exactly, on every cell.

The discrete Gaussian N_ℤ(0, σ²) puts probability ∝ exp(−y²/2σ²) on each integer y. Added to counts of
sensitivity Δ it is (Δ²/2σ²)-zCDP (Canonne, Kamath, Steinke, "The Discrete Gaussian for Differential Privacy",
NeurIPS 2020, theorem 4), so a budget with ``composition="zcdp"`` adds the ρ of many such releases and converts
the sum to (ε, δ) once (:mod:`.zcdp`). The sampler is their algorithm 3, vectorised: with t = ⌊σ⌋ + 1, draw Y from
the discrete Laplace of scale t (the exact sampler of :mod:`.differential_privacy`) and keep it with probability
exp(−(|Y| − σ²/t)² / 2σ²), a Bernoulli(exp(−γ)) drawn from uniform integers only; rejected draws are redrawn.

σ² is used as a fraction a/2^k rounded *up* from Δ²/2ρ (more noise, never a weaker guarantee), with 2^k small
enough that the acceptance test stays in int64; the ρ charged is the one of the σ² actually used.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any, Mapping, Sequence

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.dp.differential_privacy import (
    MAX_CELLS,
    DPRelease,
    bernoulli_exp_unit,
    cell_counts,
    cells_frame,
    discrete_laplace_noise,
    histogram_cells,
    positive_fraction,
    random_generator,
)
from privdesk.engine.dp.privacy_budget import PrivacyBudget
from privdesk.engine.dp.zcdp import epsilon_from_rho, gaussian_rho

DISCRETE_GAUSSIAN = "discrete Gaussian"
MAX_SIGMA = 10_000.0
"""σ beyond this is refused (the noise would drown any count; it also bounds the int64 arithmetic)."""
RELEASE_DELTA = 1e-5
"""The δ at which a Gaussian release's own (ε, δ) is stated (and charged by a sequential budget)."""
_INT64_SAFE = 2**62


def _variance(sigma_squared: float) -> Fraction:
    """σ² as a fraction a/2^k, rounded up, with 2 a 2^k t² below 2^62 (t = ⌊σ⌋ + 1)."""
    exact = Fraction(sigma_squared)
    t = math.isqrt(math.floor(exact)) + 1
    shift = 0
    while 2 * (exact * 2 ** (2 * (shift + 1))) * t * t < _INT64_SAFE and shift < 60:
        shift += 1
    denominator = 2 ** shift
    return Fraction(-(-exact.numerator * denominator // exact.denominator), denominator)


def discrete_gaussian_noise(size: int, sigma_squared: Any, *, rng: np.random.Generator) -> np.ndarray:
    """``size`` independent draws (int64) of the discrete Gaussian with parameter σ² (CKS 2020, algorithm 3)."""
    rng = random_generator(rng)
    size = int(size)
    if size < 0:
        raise InputError(_("size must be 0 or more"), value=size)
    variance = _variance(float(positive_fraction(sigma_squared, _("noise variance"))))
    a, b = variance.numerator, variance.denominator
    t = math.isqrt(a // b) + 1
    denominator = 2 * a * b * t * t
    out = np.empty(size, dtype=np.int64)
    filled = 0
    while filled < size:
        y = discrete_laplace_noise(size - filled, t, rng=rng)
        # γ = (|Y| − σ²/t)² / 2σ² = (|Y| b t − a)² / (2 a b t²): whole part by Bernoulli(exp(−1)) rounds, rest exactly.
        numerator = (np.abs(y).astype(object) * (b * t) - a) ** 2
        whole = (numerator // denominator).astype(np.int64)
        keep = bernoulli_exp_unit(rng, (numerator % denominator).astype(np.int64), denominator)
        rounds = np.flatnonzero(keep & (whole > 0))
        while rounds.size:
            passed = bernoulli_exp_unit(rng, np.ones(rounds.size, np.int64), 1)
            keep[rounds[~passed]] = False
            whole[rounds] -= 1
            rounds = rounds[passed & (whole[rounds] > 0)]
        values = y[keep]
        out[filled:filled + values.size] = values
        filled += values.size
    return out


def discrete_gaussian_pmf(y: Any, sigma_squared: float, support: int = 10_000) -> np.ndarray:
    """P(Y = y) of the discrete Gaussian: exp(−y²/2σ²) over its sum on ℤ (summed over |y| ≤ ``support``)."""
    grid = np.arange(-support, support + 1, dtype=float)
    total = np.exp(-grid ** 2 / (2 * sigma_squared)).sum()
    return np.exp(-np.asarray(y, dtype=float) ** 2 / (2 * sigma_squared)) / total


def discrete_gaussian_spread(sigma_squared: float, confidence: float) -> tuple[int, float]:
    """(t, sd) of discrete Gaussian noise: the smallest whole t with P(|Y| ≤ t) ≥ ``confidence``, and the standard
    deviation √E[Y²] (slightly below σ for small σ), both from the exact probabilities."""
    support = int(math.ceil(40 * math.sqrt(sigma_squared))) + 10  # the tail beyond 40σ is below 1e-300
    grid = np.arange(0, support + 1)
    pmf = discrete_gaussian_pmf(grid, sigma_squared, support)
    within = pmf[0] + 2 * np.cumsum(pmf[1:])     # P(|Y| ≤ t) for t = 1, 2, …
    t = 0 if pmf[0] >= confidence else int(np.searchsorted(within, confidence * (1 - 1e-12))) + 1
    return t, math.sqrt(2 * float(np.sum(grid[1:] ** 2 * pmf[1:])))


def gaussian_histogram_release(dataset: Dataset, attributes: Sequence[str], rho: float, *,
                               rng: np.random.Generator, sensitivity: float = 1, clamp: bool = True,
                               budget: PrivacyBudget | None = None, delta: float = RELEASE_DELTA,
                               domains: Mapping[str, Sequence[Any]] | None = None,
                               max_cells: int = MAX_CELLS) -> DPRelease:
    """The histogram of :func:`~.differential_privacy.histogram_release` with discrete Gaussian noise, ρ-zCDP.

    σ² = Δ²/2ρ (rounded up); the release states (and a sequential budget charges) the (ε, δ) that ρ gives alone
    at ``delta``; a zCDP budget composes the ρ. ``DPRelease.scale`` is σ, ``epsilon`` that ε.
    """
    rng = random_generator(rng)
    attributes = [attributes] if isinstance(attributes, str) else list(attributes)
    rho = float(positive_fraction(rho, _("rho")))
    sens = float(positive_fraction(sensitivity, _("sensitivity")))
    delta = float(positive_fraction(delta, _("delta")))
    variance = _variance(sens ** 2 / (2 * rho))
    sigma = math.sqrt(variance)
    if sigma > MAX_SIGMA:
        raise InputError(_("rho {rho:g} is too small for sensitivity {sensitivity:g}: the noise σ would be {sigma:.3g}, "
                           "above {limit:g}").format(rho=rho, sensitivity=sens, sigma=sigma, limit=MAX_SIGMA))
    charged = gaussian_rho(sens, sigma)
    epsilon = epsilon_from_rho(charged, delta)
    resolved, sizes, n_cells = histogram_cells(dataset, attributes, domains, max_cells)
    if budget is not None:
        budget.spend(epsilon, f"histogram of {', '.join(attributes)}", delta=delta, rho=charged,
                     mechanism=DISCRETE_GAUSSIAN, parameters={"sensitivity": sens, "sigma": sigma, "cells": n_cells})
    noisy = cell_counts(resolved, sizes) + discrete_gaussian_noise(n_cells, variance, rng=rng)
    steps = []
    if clamp:
        np.maximum(noisy, 0, out=noisy)
        steps.append("clamp at 0")
    return DPRelease(tuple(attributes), cells_frame(attributes, resolved, sizes), noisy, epsilon, sens, sigma,
                     DISCRETE_GAUSSIAN, tuple(steps))
