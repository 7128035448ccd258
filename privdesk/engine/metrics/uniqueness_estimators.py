"""Population uniqueness: how many people of the population are unique in it, estimated from a released sample's
class-size histogram (``population_risk.ClassSizeHistogram``) by Zayatz's, Pitman's and the SNB models
and Dankar et al.'s decision rule among them (Dankar, El Emam, Neisa & Roffey, "Estimating the re-identification
risk of clinical data sets", BMC Med. Inform. Decis. Mak. 12:66, 2012). Every estimator costs O(number of distinct
class sizes), not rows. Which roots of the likelihood equations count as estimates: ``estimator_roots``.

Matched with ARX 3.9 (org.deidentifier.arx.risk), line by line, including its quirks, so that the numbers agree:

- Zayatz (``ModelZayatz``; L. Zayatz, "Estimation of the percent of unique population elements on a microdata file
  using the sample", US Census Bureau SRD report 91/08, 1991): with u classes and the hypergeometric probability
  h(j) = P[X = 1], X ~ Hypergeometric(N, j, n) (population N, j successes, n draws), the probability that a
  sample unique is a population unique is  q = (c_1/u · h(1)) / Σ_j (c_j/u · h(j)), and the number of population
  uniques is c_1 · q / f. (ARX draws from a population with j "successes" where j is the *sample* class size;
  we do the same.)
- Pitman (``ModelPitman``; N. Hoshino, "Applying Pitman's sampling formula to microdata disclosure risk
  assessment", J. Official Statistics 17(4), 2001): the maximum-likelihood (θ, α) of Pitman's sampling formula
  solve  Σ_{i=1}^{u-1} 1/(θ+iα) − Σ_{i=1}^{n-1} 1/(θ+i) = 0  and  Σ_{i=1}^{u-1} i/(θ+iα) −
  Σ_j c_j Σ_{k=1}^{j-1} 1/(k−α) = 0, in closed form with digamma/trigamma (ARX's closed-form master function).
  ARX's start value: c = c_1(c_1−1)/c_2 (c_2 := 1 when 0), θ₀ = (n u c − c_1 (n−1)(2u + c)) / (2 c_1 u + c_1 c −
  n c), α₀ = (θ₀ (c_1 − n) + (n−1) c_1) / (n u). Population uniques = Γ(θ+1)/Γ(θ+α) · N^α, rejected unless in
  [0, N] (ARX takes the larger of the log-gamma and the gamma form when both are valid). That is the large-N form
  of the expected number of singletons among N draws, N·(θ+α)_{N−1}/(θ+1)_{N−1}, on both branches of Pitman's
  domain (0 < α < 1, and α < 0 with m = θ/|α| population classes: ``estimator_roots``); its relative error is
  of order θ/N.
- SNB (``ModelSNB``; G. Chen & S. Keller-McNulty, "Estimation of identification disclosure risk in microdata",
  J. Official Statistics 14(1), 1998): the number of non-empty population classes K is Haas & Stokes's Shlosser
  estimate as ARX codes it — K = u + c_1 · (A/B) · (C/D)², A = Σ_j j f²(1−f²)^{j−1} c_j,
  B = Σ_j ((1−f)^j c_j (1+f)^j − 1) (ARX subtracts 1 per histogram entry; kept), C = Σ_j (1−f)^j c_j,
  D = Σ_j j f (1−f)^{j−1} c_j; then (α, β) solve the two moment equations for c_1 and c_2 and
  population uniques = K β^α. Departure: ARX's second equation multiplies by (1−d)^{α+2} (an operator-precedence
  slip, d = (1−f)(1−β)) while its own Jacobian — and the paper — divide by 2(1−d)^{α+2}; we divide, so Newton's
  steps use the right derivatives. SNB often has no admissible root (ARX's own test on Adult expects none).
- An estimate outside [0, N] is "not valid" (ARX rejects that for Pitman only; a negative SNB estimate would
  otherwise win Dankar's minimum).
- Dankar's decision rule (``RiskModelPopulationUniqueness``): no sample uniques → 0; f ≤ 0.1 → Pitman, or Zayatz
  when Pitman has no valid solution; f > 0.1 → the smaller of Zayatz and SNB, or Zayatz when SNB has none. A NaN
  or 0 estimate is "not valid" and reported as 0. ARX's ``PopulationUniqueness`` criterion asks for the rule
  without Zayatz's fallback, and so does ``population_uniqueness``; there no valid estimate fails the threshold.
- Solver (de.linearbits.newtonraphson ``NewtonRaphson2D`` with ``ARXSolverConfiguration``'s defaults): Newton steps
  x ← x − J⁻¹F until |F₁| ≤ 1e-6 and |F₂| ≤ 1e-6, at most 1,000 iterations or 100 ms a try and 10,000 iterations
  or 1 s in all; a try ends on NaN or on θ < 0 (Pitman's constraint) and, departing from ARX, on a root outside
  the estimator's domain (``estimator_roots``); the next try starts at the next of ARX's 16 prepared start values
  (``ARX_START_VALUES``). Pitman's first start is ARX's start value above, SNB's is (1, 1).
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from enum import Enum

import numpy as np

from privdesk.engine.metrics.estimator_roots import PitmanSums, checked_pitman_root, in_snb_domain, trigamma
from privdesk.engine.metrics.population_risk import ClassSizeHistogram, PopulationModel, scipy_modules

SOLVER_ACCURACY = 1e-6
"""ARXSolverConfiguration's default accuracy: both equations within 1e-6 of 0."""
SOLVER_ITERATIONS_PER_TRY = 1000
SOLVER_ITERATIONS_TOTAL = 10000
SOLVER_SECONDS_PER_TRY = 0.1
SOLVER_SECONDS_TOTAL = 1.0
"""ARXSolverConfiguration's bounds: 1,000 iterations or 100 ms a try, 10,000 iterations or 1 s a solve."""
DANKAR_PITMAN_LIMIT = 0.1
"""Dankar's rule uses Pitman up to this sampling fraction, Zayatz/SNB above it."""


class Estimator(Enum):
    """Population-uniqueness estimators."""

    PITMAN = "pitman"
    ZAYATZ = "zayatz"
    SNB = "snb"
    DANKAR = "dankar"


# ----- population uniqueness -------------------------------------------------------------------------------------------


def zayatz_uniques(histogram: ClassSizeHistogram, population: float) -> float:
    """Zayatz (1991) as ARX ModelZayatz: estimated number of population uniques."""
    c1 = histogram.classes_of_size(1)
    n = histogram.n_records
    if not c1 or not n:
        return 0.0
    u = histogram.n_classes
    big_n = int(population)
    _special, stats = scipy_modules()
    one = stats.hypergeom.pmf(1, big_n, histogram.sizes, n)
    total = float(np.sum(histogram.counts / u * one))
    single = float(stats.hypergeom.pmf(1, big_n, 1, n))
    return c1 * ((c1 / u) * single / total) / (n / population)


def pitman_uniques(histogram: ClassSizeHistogram, population: float) -> float:
    """Pitman's sampling formula (Hoshino 2001) as ARX ModelPitman: estimated number of population uniques (NaN when
    the likelihood equations have no root in Pitman's domain, or the estimate is outside [0, N])."""
    if not histogram.classes_of_size(1):
        return 0.0
    return _pitman(histogram, population)[0]


def pitman_parameters(histogram: ClassSizeHistogram) -> tuple[float, float]:
    """Pitman's (θ, α) fitted to a histogram with sample uniques: ARX's start value, the closed-form equations and
    ARX's check of their root (``estimator_roots.checked_pitman_root``); (nan, nan) when it did not converge."""
    c1 = float(histogram.classes_of_size(1))
    c2 = float(histogram.classes_of_size(2)) or 1.0
    u = float(histogram.n_classes)
    n = float(histogram.n_records)
    special, _stats = scipy_modules()
    c = c1 * (c1 - 1) / c2
    denominator = 2 * c1 * u + c1 * c - n * c
    if denominator == 0:  # Java divides to ±Infinity/NaN here and finds no root
        return math.nan, math.nan
    t0 = (n * u * c - c1 * (n - 1) * (2 * u + c)) / denominator
    a0 = (t0 * (c1 - n) + (n - 1) * c1) / (n * u)
    multi = histogram.sizes != 1
    sizes = histogram.sizes[multi].astype(float)
    counts = histogram.counts[multi].astype(float)

    def equations(t: float, a: float) -> tuple[float, ...]:
        ratio = t / a
        psi_u, psi_1 = float(special.digamma(u + ratio)), float(special.digamma(ratio + 1))
        tri_u, tri_1 = float(trigamma(u + ratio)), float(trigamma(ratio + 1))
        o1 = (psi_u - psi_1) / a                                       # Σ_{i<u} 1/(θ+iα)
        o3 = (a * (u - 1) - t * psi_u + t * psi_1) / (a * a)            # Σ_{i<u} i/(θ+iα)
        o2 = float(special.digamma(n + t) - special.digamma(t + 1))     # Σ_{i<n} 1/(θ+i)
        o4 = float(np.dot(counts, special.digamma(sizes - a) - special.digamma(1 - a)))
        d1 = (tri_1 - tri_u) / (a * a)                                  # Σ 1/(θ+iα)²
        d5 = (a * psi_u + t * tri_u - a * psi_1 - t * tri_1) / a ** 3   # Σ i/(θ+iα)²
        d3 = (a * a * (u - 1) - t * t * tri_u + t * t * tri_1 - 2 * a * t * psi_u + 2 * a * t * psi_1) / a ** 4
        d2 = float(trigamma(t + 1) - trigamma(n + t))  # Σ 1/(θ+i)²
        d4 = float(np.dot(counts, trigamma(1 - a) - trigamma(sizes - a)))
        return o1 - o2, o3 - o4, d2 - d1, -d5, -d5, -d3 - d4

    sums = PitmanSums(int(u), int(n), histogram.sizes[multi], counts)
    with np.errstate(all="ignore"):
        return checked_pitman_root(newton_raphson_2d, equations, sums, (t0, a0), SOLVER_ACCURACY)


def _pitman(histogram: ClassSizeHistogram, population: float) -> tuple[float, bool]:
    """Pitman's estimate of a histogram with sample uniques, and whether its solver converged."""
    t, a = pitman_parameters(histogram)
    if math.isnan(t) or math.isnan(a):
        return math.nan, False
    return pitman_expected_uniques(t, a, population), True


def pitman_expected_uniques(theta: float, alpha: float, population: float) -> float:
    """Γ(θ+1)/Γ(θ+α) · N^α, the expected population uniques of Pitman's model (θ, α) for N → ∞ (Hoshino 2001, eq.
    for E[U]; valid on both branches of ``estimator_roots.in_pitman_domain``), as ARX ``ModelPitman.getResult``: the
    larger of its log-gamma and gamma forms that lie in [0, N]; NaN when neither does."""
    special, _stats = scipy_modules()
    with np.errstate(all="ignore"):
        log_form = float(np.exp(special.gammaln(theta + 1) - special.gammaln(theta + alpha)) * population ** alpha)
        gamma_form = float(special.gamma(theta + 1) / special.gamma(theta + alpha) * population ** alpha)
    valid = [v for v in (log_form, gamma_form) if 0.0 <= v <= population]
    return max(valid) if valid else math.nan


def snb_uniques(histogram: ClassSizeHistogram, population: float) -> float:
    """Shlosser/SNB (Chen & Keller-McNulty 1998) as ARX ModelSNB: estimated number of population uniques (NaN when
    the moment equations have no root in SNB's domain)."""
    if not histogram.classes_of_size(1):
        return 0.0
    return _snb(histogram, population)[0]


def snb_parameters(histogram: ClassSizeHistogram, population: float) -> tuple[float, float, float]:
    """SNB's number of non-empty population classes K and its (α, β) fitted to a histogram with sample uniques;
    α and β are nan when the solver did not converge within SNB's domain."""
    c1 = float(histogram.classes_of_size(1))
    c2 = float(histogram.classes_of_size(2))
    n = float(histogram.n_records)
    f = n / population
    j = histogram.sizes.astype(float)
    cj = histogram.counts.astype(float)
    with np.errstate(all="ignore"):
        kept = (1 - f) ** j * cj
        first = float(np.sum(j * f * f * (1 - f * f) ** (j - 1) * cj))
        second = float(np.sum(kept * (1 + f) ** j - 1))
        third = float(kept.sum())
        fourth = float(np.sum(j * f * (1 - f) ** (j - 1) * cj))
        k = float(histogram.n_classes + c1 * (first / second) * (third / fourth) ** 2)

    def equations(a: float, b: float) -> tuple[float, ...]:
        d = (1 - f) * (1 - b)
        first = k * f * math.pow(b / (1 - d), a) * (a * d / (1 - d) + 1) - c1
        second = k * a * math.pow(b, a) * f * f * (1 - b) * (2 - (1 - a) * d) / (2 * math.pow(1 - d, a + 2)) - c2
        return (first, second, *_snb_jacobian(a, b, f, k))

    with np.errstate(all="ignore"):
        a, b = newton_raphson_2d(equations, (1.0, 1.0), domain=in_snb_domain)
    return k, a, b


def _snb(histogram: ClassSizeHistogram, population: float) -> tuple[float, bool]:
    """SNB's estimate K·β^α of a histogram with sample uniques, and whether its solver converged."""
    k, a, b = snb_parameters(histogram, population)
    if math.isnan(a) or math.isnan(b):
        return math.nan, False
    try:
        return k * math.pow(b, a), True
    except (ValueError, OverflowError):
        return math.nan, True


def _snb_jacobian(a: float, b: float, f: float, k: float) -> tuple[float, float, float, float]:
    """ARX ModelSNB.getDerivatives (obtained there with Matlab), term by term; raises ValueError where Java gives NaN."""
    pow_, log = math.pow, math.log
    v0 = (b - 1) * (f - 1)
    v1 = v0 - 1
    v2 = 1 - v0
    v3 = a * v0 / v1 - 1
    v4 = pow_(-b / v1, a)
    v6 = f * f
    v7 = pow_(b, a)
    v8 = v7 * v6 * k
    v9 = a * v8
    v10 = 2 * pow_(v2, a + 2)
    v11 = v1 ** 2
    v13 = f * k
    v14 = f - 1
    v15 = a - 1
    v16 = b - 1
    v17 = v15 * v0
    v18 = v6 * k
    v19 = v17 + 2
    v20 = v18 * v19
    x1 = -v13 * log(-b / v1) * v3 * v4 - v13 * v4 * v0 / v1
    x2 = (a * v13 * (1 / v1 - b * v14 / v11) * v3 * pow_(-b / v1, v15)
          - v13 * v4 * (a * v14 / v1 - a * v16 * v14 ** 2 / v11))
    y1 = (v9 * log(v2) * v19 * v16 / v10 - v9 * v16 ** 2 * v14 / v10 - v7 * v20 * v16 / v10
          - a * v7 * v18 * log(b) * v19 * v16 / v10)
    y2 = (-v9 * v19 / v10 - a * a * pow_(b, v15) * v20 * v16 / v10 - a * v7 * v18 * v17 / v10
          - a * v7 * v20 * (a + 2) * v0 / (2 * pow_(v2, a + 3)))
    return x1, x2, y1, y2


ARX_START_VALUES = tuple((x, y) for x in (0.0, 0.33, 0.66, 0.99) for y in (0.0, 0.33, 0.66, 0.99))
"""ARXSolverConfiguration's prepared start values (θ or α, α or β) = (0, 0), (0, 0.33), …, (0.99, 0.99), tried
in this order after the estimator's own start value (ARX's default, "deterministic", solver)."""


def newton_raphson_2d(equations, start: tuple[float, float], constraint=None, domain=None) -> tuple[float, float]:
    """Solve F(x) = 0 in two unknowns as ARX's NewtonRaphson2D with ARXSolverConfiguration's defaults (see the module
    docstring); ``equations(x, y)`` returns (F1, F2, dF1/dx, dF1/dy, dF2/dx, dF2/dy) as floats. A try from each
    start value in turn; ``constraint`` ends a try when a step leaves it; a root outside ``domain`` is rejected (its
    try ends; ARX would return it). Returns (nan, nan) when no try converges within the domain."""
    tries = [tuple(map(float, start)), *ARX_START_VALUES]
    total, began = 0, time.perf_counter()
    for number, (x, y) in enumerate(tries):
        last = number == len(tries) - 1  # ARX stops after the first step from its last start value
        try_began = time.perf_counter()
        for step in range(SOLVER_ITERATIONS_PER_TRY + 1):
            if total > SOLVER_ITERATIONS_TOTAL:
                return math.nan, math.nan
            total += 1
            try:
                f1, f2, a, b, c, d = equations(x, y)
            except (ValueError, ZeroDivisionError, OverflowError):
                break
            if abs(f1) <= SOLVER_ACCURACY and abs(f2) <= SOLVER_ACCURACY:
                if domain is None or domain(x, y):
                    return x, y
                break
            det = a * d - b * c
            if det == 0 or math.isnan(det):
                break
            x, y = x - (d * f1 - b * f2) / det, y - (a * f2 - c * f1) / det
            now = time.perf_counter()
            if last or now - began > SOLVER_SECONDS_TOTAL:
                return math.nan, math.nan
            if (constraint is not None and not constraint(x, y)) or math.isnan(x) or math.isnan(y):
                break
            if now - try_began > SOLVER_SECONDS_PER_TRY:
                break
    return math.nan, math.nan


@dataclass(frozen=True)
class PopulationUniqueness:
    """Estimated population uniques (counts) of each model and Dankar's choice; fractions are of N. A model that was
    not computed or has no valid estimate is NaN, and so is Dankar's figure when its chosen model has none (ARX's
    criterion then fails the threshold). ``not_converged``: the estimators whose solver found no root in their
    parameter domain (Dankar's rule among them when its chosen model is one)."""

    population_size: float
    sampling_fraction: float
    pitman: float
    zayatz: float
    snb: float
    dankar: float
    dankar_model: Estimator
    not_converged: tuple[Estimator, ...] = ()

    def fraction(self, estimator: Estimator | str = Estimator.DANKAR) -> float:
        estimator = Estimator(estimator)
        return getattr(self, estimator.value) / self.population_size if self.population_size else 0.0


def population_uniqueness(histogram: ClassSizeHistogram, model: PopulationModel,
                          estimators: tuple[Estimator, ...] = tuple(Estimator)) -> PopulationUniqueness:
    """The estimators of ``estimators`` (those left out are NaN) and Dankar's decision rule as ARX's
    ``PopulationUniqueness`` criterion applies it (``RiskModelPopulationUniqueness.getFractionOfUniqueTuplesDankar``
    without the Zayatz fallback: at f ≤ 0.1 Pitman's estimate or none). An estimate that is NaN or 0 is "not valid"
    (NaN): a threshold on it is not met, as in ARX's criterion."""
    n = histogram.n_records
    big_n = model.size(n)
    f = n / big_n if big_n else 1.0
    wanted = set(estimators)
    if Estimator.DANKAR in wanted:
        wanted |= {Estimator.PITMAN} if f <= DANKAR_PITMAN_LIMIT else {Estimator.SNB, Estimator.ZAYATZ}
    if not histogram.classes_of_size(1):
        return PopulationUniqueness(big_n, f, 0.0, 0.0, 0.0, 0.0, Estimator.DANKAR)
    compute = {Estimator.PITMAN: _pitman, Estimator.ZAYATZ: lambda h, p: (zayatz_uniques(h, p), True),
               Estimator.SNB: _snb}
    results = {e: (_estimate(compute[e], histogram, big_n) if e in wanted and n else (math.nan, True))
               for e in compute}
    not_converged = [e for e, (_value, converged) in results.items() if not converged]
    raw = {e: v if 0.0 <= v <= big_n and v != 0.0 else math.nan for e, (v, _c) in results.items()}  # NaN stays NaN
    if f <= DANKAR_PITMAN_LIMIT:
        chosen = Estimator.PITMAN
    elif not math.isnan(raw[Estimator.SNB]):
        chosen = Estimator.ZAYATZ if raw[Estimator.ZAYATZ] < raw[Estimator.SNB] else Estimator.SNB
    else:
        chosen = Estimator.ZAYATZ
    if Estimator.DANKAR in wanted and chosen in not_converged:
        not_converged.append(Estimator.DANKAR)
    return PopulationUniqueness(big_n, f, raw[Estimator.PITMAN], raw[Estimator.ZAYATZ], raw[Estimator.SNB],
                                raw[chosen], chosen, tuple(not_converged))


def _estimate(estimator, histogram: ClassSizeHistogram, population: float) -> tuple[float, bool]:
    """An estimator's count and whether its solver converged; NaN where its formulas divide by zero (degenerate
    histograms: no valid estimate)."""
    try:
        with np.errstate(all="ignore"):
            value, converged = estimator(histogram, population)
            return float(value), converged
    except (ZeroDivisionError, OverflowError, ValueError):
        return math.nan, True
