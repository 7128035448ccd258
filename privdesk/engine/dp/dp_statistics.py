"""Differentially private statistics of chosen columns: a histogram (one column) or contingency table (several),
optionally the most frequent value of a column, with the error bars the mechanism implies.

The table is :func:`~.differential_privacy.histogram_release` (discrete Laplace, S = 1, ε-DP) or, with
``mechanism="gaussian"``, :func:`~.discrete_gaussian.gaussian_histogram_release` (discrete Gaussian, ρ-zCDP; ρ
given, or the largest ρ whose conversion stays within ε at δ). The mode is
:func:`~.differential_privacy.choose_category` (exponential mechanism, score = count, S = 1; Laplace requests only).
One Laplace request spends ``epsilon`` in total, split evenly between the table and the mode (sequential
composition).

Post-processing (free of budget, Dwork & Roth proposition 2.1): the noise is an integer, so the counts need no
rounding; negative counts are set to 0. The total number of records is not released separately: it is the sum of
the released cells.

Error bars. The noise Y of a cell has P(Y = y) = (1−q)/(1+q) q^|y|, q = e^(−ε/S), so
P(|Y| > t) = 2 q^(t+1) / (1 + q) for t ≥ 0. The ± of a cell is the smallest whole t with P(|Y| ≤ t) ≥ the
confidence (95% by default): the true count lies within ± t of the noisy count before clamping in 95% of releases.
It depends only on ε, never on the data, so publishing it costs nothing. For the discrete Gaussian, t comes the
same way from its exact probabilities (:func:`~.discrete_gaussian.discrete_gaussian_spread`), and depends only
on ρ.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Mapping, Sequence

import numpy as np
import pandas as pd

from privdesk.common.i18n import _
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.dp.differential_privacy import (
    DPChoice,
    DPRelease,
    check_epsilon,
    choose_category,
    discrete_laplace_variance,
    histogram_release,
)
from privdesk.engine.dp.discrete_gaussian import RELEASE_DELTA, discrete_gaussian_spread, gaussian_histogram_release
from privdesk.engine.dp.privacy_budget import PrivacyBudget
from privdesk.engine.dp.zcdp import rho_for_epsilon

DEFAULT_CONFIDENCE = 0.95
LAPLACE, GAUSSIAN = "laplace", "gaussian"
MECHANISMS = (LAPLACE, GAUSSIAN)


def noise_half_width(scale: float, confidence: float = DEFAULT_CONFIDENCE) -> int:
    """The smallest whole t with P(|Y| ≤ t) ≥ ``confidence`` for discrete Laplace noise of this scale (S/ε)."""
    if not 0 < confidence < 1:
        raise InputError(_("the confidence must be between 0 and 1"), value=confidence)
    q = math.exp(-1.0 / float(scale))
    # 2 q^(t+1)/(1+q) ≤ 1 − c  ⇔  t + 1 ≥ ln((1−c)(1+q)/2) / ln q
    needed = math.log((1 - confidence) * (1 + q) / 2) / math.log(q) - 1
    t = max(math.ceil(needed - 1e-12), 0)
    while 2 * q ** (t + 1) / (1 + q) > 1 - confidence:  # guard against rounding in the logarithms
        t += 1
    return t


@dataclass(frozen=True, eq=False)
class DPStatistics:
    """What one ``dp-stats`` request released: the noisy table, its error bars and optionally a private mode."""

    table: DPRelease
    half_width: int
    confidence: float
    standard_deviation: float
    mode: DPChoice | None
    epsilon: float
    rho: float | None = None        # the zCDP cost of a Gaussian request (its ε is that ρ converted at ``delta``)
    delta: float = 0.0
    contribution: dict[str, Any] | None = None  # the person key and the rows kept per person

    def to_frame(self) -> pd.DataFrame:
        """The table's cells, the noisy count and its ± at the confidence."""
        frame = self.table.to_frame()
        frame[self.error_column()] = self.half_width
        return frame

    def error_column(self) -> str:
        return f"± ({self.confidence:.0%})"

    def to_dict(self) -> dict[str, Any]:
        zcdp = {} if self.rho is None else {"rho": self.rho, "delta": self.delta}
        return {"epsilon": self.epsilon, **zcdp, "table": self.table.to_dict(),
                "error_bar": {"half_width": self.half_width, "confidence": self.confidence,
                              "standard_deviation": self.standard_deviation,
                              "meaning": "the true count is within ± half_width of the noisy count (before "
                                         "clamping at 0) with this confidence"},
                "mode": self.mode.to_dict() if self.mode is not None else None,
                **({"contribution": self.contribution} if self.contribution else {})}


def dp_statistics(dataset: Dataset, columns: Sequence[str], epsilon: float | None, *, rng: np.random.Generator,
                  mode_column: str | None = None, budget: PrivacyBudget | None = None,
                  domains: Mapping[str, Sequence[Any]] | None = None,
                  confidence: float = DEFAULT_CONFIDENCE, mechanism: str = LAPLACE, rho: float | None = None,
                  delta: float | None = None, sensitivity: int = 1) -> DPStatistics:
    """Release the counts of ``columns`` (and the mode of ``mode_column``) with ``epsilon`` in total; or, with
    ``mechanism="gaussian"``, with ρ (``rho``, or from ``epsilon`` at ``delta``; δ default 1e-5).

    With ``budget`` the whole request is checked against it first: a refused request releases nothing.
    ``sensitivity``: the rows one person may add to the counts (``--max-rows-per-person``).
    """
    columns = [columns] if isinstance(columns, str) else list(columns)
    if sensitivity != 1 and mode_column is not None:
        raise InputError(_("the most frequent value is not yet released per person; leave out the mode"),
                         column=mode_column)
    if mechanism not in MECHANISMS:
        raise InputError(_("unknown mechanism '{name}'; choose one of {names}").format(
            name=mechanism, names=", ".join(MECHANISMS)))
    if mechanism == GAUSSIAN:
        return _gaussian_statistics(dataset, columns, epsilon, rho, delta, rng=rng, mode_column=mode_column,
                                    budget=budget, domains=domains, confidence=confidence, sensitivity=sensitivity)
    if epsilon is None:
        raise InputError(_("the Laplace mechanism needs ε (--epsilon)"))
    total = check_epsilon(epsilon)
    parts = 2 if mode_column is not None else 1
    share = float(total / parts) if parts > 1 else float(epsilon)
    if mode_column is not None and mode_column not in dataset.names:
        raise InputError(_("the table has no column of that name"), column=mode_column)
    if budget is not None and not budget.can_spend(float(total)):
        budget.spend(float(total), _("statistics of {columns}").format(columns=", ".join(columns)))  # refuses
    table = histogram_release(dataset, columns, share, rng=rng, budget=budget, domains=domains,
                              sensitivity=sensitivity)
    mode = None
    if mode_column is not None:
        candidates = (domains or {}).get(mode_column)
        mode = choose_category(dataset, mode_column, share, rng=rng, budget=budget, candidates=candidates)
    scale = table.scale
    return DPStatistics(table, noise_half_width(scale, confidence), confidence,
                        math.sqrt(discrete_laplace_variance(scale)), mode, float(Fraction(total)))


def _gaussian_statistics(dataset: Dataset, columns: list[str], epsilon: float | None, rho: float | None,
                         delta: float | None, *, rng: np.random.Generator, mode_column: str | None,
                         budget: PrivacyBudget | None, domains: Mapping[str, Sequence[Any]] | None,
                         confidence: float, sensitivity: int = 1) -> DPStatistics:
    if mode_column is not None:
        raise InputError(_("the most frequent value is released with the Laplace mechanism only; leave out the "
                           "mode or choose the Laplace mechanism"), column=mode_column)
    if not 0 < confidence < 1:
        raise InputError(_("the confidence must be between 0 and 1"), value=confidence)
    delta = RELEASE_DELTA if delta is None else float(delta)
    if not (math.isfinite(delta) and 0 < delta < 1):
        raise InputError(_("delta must be above 0 and below 1"), value=delta)
    if (rho is None) == (epsilon is None):
        raise InputError(_("the Gaussian mechanism needs either ρ (--rho) or ε (--epsilon, converted at δ)"))
    if rho is None:
        rho = rho_for_epsilon(float(check_epsilon(epsilon)), delta)
    table = gaussian_histogram_release(dataset, columns, rho, rng=rng, budget=budget, delta=delta, domains=domains,
                                       sensitivity=sensitivity)
    half_width, sd = discrete_gaussian_spread(table.scale ** 2, confidence)
    charged = sensitivity ** 2 / (2 * table.scale ** 2)  # the ρ of the σ actually used
    return DPStatistics(table, half_width, confidence, sd, None, table.epsilon, rho=charged, delta=delta)
