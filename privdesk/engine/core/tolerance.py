"""Pass or fail: every comparison of an achieved figure with its required one, forgiving floating-point noise only.

Two kinds of figure, two tolerances, one home:
- Model parameters (k, l, t, α, β, δ, …) are computed from counts and compared with an absolute tolerance of
  ``TOLERANCE`` = 1e-12: far below any difference a parameter can show on a real table (a share differs by at least
  1/n, a log by more), far above the rounding of one division or log.
- Risk figures (re-identification risks, records at risk, uniqueness shares) are compared with their threshold
  with a relative tolerance of ``RISK_TOLERANCE`` = 1e-9, because thresholds such as 1/k or 0.05 are themselves
  rounded decimals: 0.2 must hold for classes of 5 records (1/5 = 0.2000000000000000111).
"""

from __future__ import annotations

import numpy as np

TOLERANCE = 1e-12
RISK_TOLERANCE = 1e-9


def at_least(value, required: float):
    """value ≥ required (absolute tolerance): works on numbers and arrays."""
    return np.asarray(value) >= required - TOLERANCE


def at_most(value, required: float):
    """value ≤ required (absolute tolerance): works on numbers and arrays."""
    return np.asarray(value) <= required + TOLERANCE


def within_risk(value, threshold: float):
    """A risk figure at or below its threshold (relative tolerance): works on numbers and arrays."""
    return np.asarray(value) <= threshold * (1 + RISK_TOLERANCE)


def reaches_risk(value, threshold: float):
    """A risk figure at or above its threshold (relative tolerance): the bands of the risk report."""
    return np.asarray(value) >= threshold * (1 - RISK_TOLERANCE)
