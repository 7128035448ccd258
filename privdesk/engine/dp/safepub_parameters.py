"""(ε, δ) → (β, k): the sampling probability and the class-size threshold of SafePub's (k, β)-SDGS.

Li, Qardaji, Su, "On sampling, anonymization, and differential privacy" (ASIACCS 2012, theorem 5) and Bild, Kuhn,
Prasser, "SafePub" (PoPETs 2018, section 4): sampling every record with probability β, generalizing with a scheme
that does not look at the data, and suppressing every class with fewer than k sampled records satisfies (ε, δ)-DP
when

    β ≤ 1 − e^−ε,   γ = (e^ε − 1 + β) / e^ε,   n_m = ⌈k/γ − 1⌉,
    δ(k) = max_{n ≥ n_m} a_n,   a_n = Σ_{j > γn}^{n} f(j; n, β)          (f = binomial probability)

and δ(k) ≤ δ. The maximum over infinitely many n is found with the bound a_n ≤ c_n = exp(−n (γ ln(γ/β) − (γ − β)))
(a Chernoff bound that decreases in n): the scan stops at the first n where the running maximum exceeds c_n.

This reproduces ARX's ``ParameterCalculation`` (criteria/EDDifferentialPrivacy), digit for digit:

- β is the lower end of ARX's rounding interval of 1 − e^−ε (each floating-point step rounded outward by one
  unit in the last place), so it may lie a few ulps below 1 − e^−ε (ln 2 gives 0.4999999999999997, as in ARX).
- k is *one more* than the smallest k with δ(k) < δ: ARX's loop increments k after the test that ends it. A larger
  k only suppresses more, so the guarantee holds either way; we keep ARX's number so that releases agree.
- The binomial probabilities use Loader's saddle-point expansion, as ARX does, in numpy for all j at once. ARX
  evaluates everything in interval arithmetic; here a relative safety margin of 1e-9 (far above the rounding error
  of these sums, below 1e-12 for n up to MAX_N) is added in ARX's direction to each comparison instead.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.core.errors import InputError

MAX_N = 1_000_000    # the scan over n stops here (ε ≥ 5 or δ ≤ 1e−15 would need more)
_MARGIN = 1e-9       # relative safety margin of every comparison (see the module notes)
_HALF_LOG_2PI = 0.5 * math.log(2 * math.pi)


@dataclass(frozen=True)
class SDGSParameters:
    """SafePub's parameters for one (ε, δ): sampling probability ``beta`` and class-size threshold ``k``."""

    epsilon: float
    delta: float
    beta: float
    k: int

    def to_dict(self) -> dict:
        return {"epsilon": self.epsilon, "delta": self.delta, "beta": self.beta, "k": self.k}


def sdgs_parameters(epsilon: float, delta: float) -> SDGSParameters:
    """β and k for (ε, δ)-differential privacy by (k, β)-SDGS, as ARX derives them (module notes)."""
    return _parameters(*_check(epsilon, delta))


@functools.lru_cache(maxsize=256)
def _parameters(epsilon: float, delta: float) -> SDGSParameters:
    """sdgs_parameters of checked numbers: a pure function of them, kept because the scan over n costs ~50 ms
    and a user asks for the same ε and δ run after run."""
    beta = sampling_probability(epsilon)
    scan = _Scan(beta, _gamma_interval(epsilon))
    k = 1
    while True:
        if scan.delta_of(k) * (1 + _MARGIN) < delta:
            return SDGSParameters(epsilon, delta, beta, k + 1)  # ARX's loop returns one past the first k that fits
        k += 1


def sampling_probability(epsilon: float) -> float:
    """β = 1 − e^−ε, rounded down as ARX's interval arithmetic does (the lower end of its interval)."""
    down, up = math.nextafter(-epsilon, -math.inf), math.nextafter(-epsilon, math.inf)
    exp_upper = math.nextafter(max(math.exp(down), math.exp(up)), math.inf)
    return math.nextafter(1.0 - exp_upper, -math.inf)


def _check(epsilon: float, delta: float) -> tuple[float, float]:
    try:
        epsilon, delta = float(epsilon), float(delta)
    except (TypeError, ValueError):
        raise InputError(_("epsilon and delta must be numbers"), value=f"{epsilon}, {delta}") from None
    if not (math.isfinite(epsilon) and 0 < epsilon <= 5):
        raise InputError(_("epsilon for a differentially private table must be above 0 and at most 5"),
                         value=epsilon)
    if not (math.isfinite(delta) and 1e-15 <= delta < 1):
        raise InputError(_("delta must be at least 1e-15 and below 1"), value=delta)
    return epsilon, delta


def _down(x: float) -> float:
    return math.nextafter(x, -math.inf)


def _up(x: float) -> float:
    return math.nextafter(x, math.inf)


def _gamma_interval(epsilon: float) -> tuple[float, float]:
    """ARX's rounding interval of γ = (e^ε − 1 + β)/e^ε. Its lower end decides the integer parts ⌈k/γ − 1⌉ and
    ⌊nγ⌋ as in ARX, which matters when they are whole numbers in exact arithmetic (ε = ln 3 gives γ = 8/9)."""
    beta_low = sampling_probability(epsilon)
    beta_high = _up(1.0 - _down(math.exp(_down(-epsilon))))
    power_low, power_high = _down(math.exp(epsilon)), _up(math.exp(epsilon))
    top_low, top_high = _down(_down(power_low - 1.0) + beta_low), _up(_up(power_high - 1.0) + beta_high)
    quotients = [top_low / power_low, top_low / power_high, top_high / power_low, top_high / power_high]
    return _down(min(quotients)), _up(max(quotients))


_SMALL_STIRLING = np.array([0.0] + [math.lgamma(x + 1) - (x + 0.5) * math.log(x) + x - _HALF_LOG_2PI
                                   for x in range(1, 16)])


def _stirling_error(x: np.ndarray) -> np.ndarray:
    """ln(x!) − ((x + ½) ln x − x + ½ ln 2π) for integers x ≥ 1 (Loader 2000): exact for small x, series above."""
    x = np.asarray(x, dtype=float)
    small = x < 16
    result = np.empty_like(x)
    result[small] = _SMALL_STIRLING[x[small].astype(np.int64)]
    xl = x[~small]
    result[~small] = 1 / (12 * xl) - 1 / (360 * xl**3) + 1 / (1260 * xl**5)
    return result


def binomial_upper_tail(n: int, start: int, beta: float) -> float:
    """Σ_{j=start}^{n} f(j; n, β) by Loader's saddle-point expansion (vectorised over j)."""
    start = max(start, 0)
    if start > n:
        return 0.0
    total = beta ** n  # j = n
    j = np.arange(start, n, dtype=float)
    j = j[j > 0]
    if start == 0:
        total += (1 - beta) ** n
    if j.size:
        rest = n - j
        deviance = j * np.log(j / (n * beta)) + rest * np.log(rest / (n * (1 - beta)))
        stirling = _stirling_error(np.array([n]))[0] - _stirling_error(j) - _stirling_error(rest)
        log_root = 0.5 * np.log(n / (2 * math.pi * j * rest))
        total += float(np.sum(np.exp(log_root + stirling - deviance)))
    return total


class _Scan:
    """δ(k) for successive k, sharing a_n and c_n between them (ARX caches them the same way)."""

    def __init__(self, beta: float, gamma: tuple[float, float]) -> None:
        self.beta, (self.gamma_low, self.gamma_high) = beta, gamma
        self.gamma = (self.gamma_low + self.gamma_high) / 2
        self.exponent = self.gamma * math.log(self.gamma / beta) - (self.gamma - beta)
        self._a: dict[int, float] = {}

    def a(self, n: int) -> float:
        if n not in self._a:
            self._a[n] = binomial_upper_tail(n, math.floor(_down(n * self.gamma_low)) + 1, self.beta)
        return self._a[n]

    def c(self, n: int) -> float:
        return math.exp(-n * self.exponent)

    def delta_of(self, k: int) -> float:
        """max_{n ≥ n_m} a_n, scanning n until the running maximum exceeds the bound c_n."""
        n = max(math.ceil(_down(_down(k / self.gamma_high) - 1.0)), 0)
        worst, bound = -math.inf, math.inf
        while worst * (1 - _MARGIN) <= bound * (1 + _MARGIN):
            if n > MAX_N:
                raise InputError(_("this epsilon and delta need too long a computation; choose a larger delta "
                                   "or a smaller epsilon"))
            worst, bound = max(worst, self.a(n)), self.c(n)
            n += 1
        return worst
