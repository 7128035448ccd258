"""Zero-concentrated differential privacy (zCDP) and its conversion to (ε, δ)-DP, for the privacy-budget ledger.

zCDP (Bun & Steinke, "Concentrated Differential Privacy: Simplifications, Extensions, and Lower Bounds", TCC
2016) measures a release by one number ρ: ρ-zCDP means Rényi divergence D_α ≤ ρα for every order α > 1.

- The Gaussian mechanism with L2 sensitivity Δ and noise N(0, σ²) is (Δ²/2σ²)-zCDP (their proposition 1.6); so
  is the discrete Gaussian on the integers (Canonne, Kamath, Steinke, "The Discrete Gaussian for Differential
  Privacy", NeurIPS 2020, theorem 4), which PrivDesk samples exactly.
- ε-DP implies (ε²/2)-zCDP (Bun & Steinke proposition 1.4).
- ρ's add up under composition (proposition 1.7), which is why many small Gaussian releases cost far less than
  under sequential composition of their (ε, δ).
- ρ-zCDP implies (ε, δ)-DP with ε = ρ + 2√(ρ ln(1/δ)) (proposition 1.3), and more tightly (CKS 2020,
  proposition 12, through Rényi DP of order α):

      ε = min over α > 1 of  αρ + (ln(1/δ) + (α − 1) ln(1 − 1/α) − ln α) / (α − 1).

  :func:`epsilon_from_rho` computes that minimum (the function of α is convex on α > 1, minimised by golden-section
  search) and never returns more than the closed form of proposition 1.3.

For checking: a composition of Gaussian mechanisms with total ρ is exactly one Gaussian mechanism with
μ = Δ/σ = √(2ρ), whose exact privacy curve is δ(ε) = Φ(μ/2 − ε/μ) − e^ε Φ(−μ/2 − ε/μ) (Balle & Wang, "Improving
the Gaussian Mechanism for Differential Privacy", ICML 2018, theorem 8): :func:`gaussian_delta` — no valid
conversion can give an ε below the one this curve needs.
"""

from __future__ import annotations

import math

ZCDP = "zcdp"
SEQUENTIAL = "sequential"
COMPOSITIONS = (SEQUENTIAL, ZCDP)

_GOLDEN = (math.sqrt(5) - 1) / 2


def gaussian_rho(sensitivity: float, sigma: float) -> float:
    """ρ of the (discrete) Gaussian mechanism: Δ² / (2σ²)."""
    return float(sensitivity) ** 2 / (2 * float(sigma) ** 2)


def gaussian_sigma(sensitivity: float, rho: float) -> float:
    """The σ that makes the Gaussian mechanism ρ-zCDP: Δ / √(2ρ)."""
    return float(sensitivity) / math.sqrt(2 * float(rho))


def pure_dp_rho(epsilon: float) -> float:
    """ε-DP is (ε²/2)-zCDP."""
    return float(epsilon) ** 2 / 2


def epsilon_closed_form(rho: float, delta: float) -> float:
    """Bun & Steinke's proposition 1.3: ρ + 2√(ρ ln(1/δ))."""
    return rho + 2 * math.sqrt(rho * math.log(1 / delta))


def _renyi_epsilon(alpha: float, rho: float, log_inverse_delta: float) -> float:
    return alpha * rho + (log_inverse_delta + (alpha - 1) * math.log1p(-1 / alpha) - math.log(alpha)) / (alpha - 1)


def epsilon_from_rho(rho: float, delta: float) -> float:
    """The smallest ε with ρ-zCDP ⇒ (ε, δ)-DP by CKS 2020 proposition 12 (0 for ρ = 0; ∞ for δ = 0 and ρ > 0)."""
    rho, delta = float(rho), float(delta)
    if rho <= 0:
        return 0.0
    if delta <= 0:
        return math.inf
    if delta >= 1:
        return 0.0
    log_inverse_delta = math.log(1 / delta)
    closed = epsilon_closed_form(rho, delta)
    # Proposition 1.3's optimum α = 1 + √(ln(1/δ)/ρ) lies near the minimum; search a bracket around it.
    low, high = 1 + 1e-9, 1 + 4 * (1 + math.sqrt(log_inverse_delta / rho))
    a, b = high - _GOLDEN * (high - low), low + _GOLDEN * (high - low)
    fa, fb = _renyi_epsilon(a, rho, log_inverse_delta), _renyi_epsilon(b, rho, log_inverse_delta)
    for _ in range(200):
        if fa < fb:
            high, b, fb = b, a, fa
            a = high - _GOLDEN * (high - low)
            fa = _renyi_epsilon(a, rho, log_inverse_delta)
        else:
            low, a, fa = a, b, fb
            b = low + _GOLDEN * (high - low)
            fb = _renyi_epsilon(b, rho, log_inverse_delta)
    return max(0.0, min(closed, fa, fb))


def rho_for_epsilon(epsilon: float, delta: float) -> float:
    """The largest ρ whose conversion (:func:`epsilon_from_rho`) stays within ε at δ (bisection; ε is increasing
    in ρ)."""
    low, high = 0.0, max(float(epsilon), 1.0)
    while epsilon_from_rho(high, delta) < epsilon:
        high *= 2
    for _ in range(100):
        middle = (low + high) / 2
        low, high = (middle, high) if epsilon_from_rho(middle, delta) <= epsilon else (low, middle)
    return low


def _normal_cdf(x: float) -> float:
    return 0.5 * math.erfc(-x / math.sqrt(2))


def gaussian_delta(rho: float, epsilon: float) -> float:
    """The exact δ at ε of a Gaussian mechanism (or any composition of them) with total ρ (Balle & Wang 2018)."""
    mu = math.sqrt(2 * float(rho))
    return _normal_cdf(mu / 2 - epsilon / mu) - math.exp(epsilon) * _normal_cdf(-mu / 2 - epsilon / mu)
