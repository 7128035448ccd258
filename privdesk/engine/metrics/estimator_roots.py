"""Which roots of the population-uniqueness estimators' likelihood equations are estimates.

A Newton–Raphson root is an estimate only inside its model's parameter domain; a root outside it (SNB's β above 1,
say) is an artefact of the equations, which are defined there too, and the solver rejects it and tries its next
start value. An estimator none of whose tries ends on such a root *did not converge*: it has no estimate, a
threshold on it is not met, and the figures say so (``uniqueness_estimators.PopulationUniqueness.not_converged``).

- Pitman (Pitman's sampling formula, Hoshino 2001). The two-parameter family is a probability model on two
  branches (Pitman, "Combinatorial stochastic processes", 2006, §3.2): the Pitman–Yor branch 0 ≤ α < 1, θ > −α,
  and the finite branch α < 0, θ = m·|α| with m a whole number — a population of m classes whose shares are
  symmetric Dirichlet(|α|), each draw joining a class of c members with probability (c − α)/(θ + draws) and a new
  one with (θ + kα)/(θ + draws) = |α|(m − k)/(θ + draws). Accepted roots:
  - 0 < α < 1 and θ ≥ 0: ARX's solver keeps θ ≥ 0 at every step, and α = 0 (Ewens) gives no estimate, as in ARX
    (the closed form divides by α);
  - α < 0 and θ > 0 with m = θ/|α| ≥ u, the classes the sample shows: a population of m classes must hold the u
    classes seen, and exactly then every factor θ + iα (i < u) of the likelihood is positive. m is taken as a real
    number, as the likelihood equations treat θ and α as continuous (their root is the maximum of the likelihood
    relaxed to real m, whose formula is the same). A root with α < 0 and m < u is no model of the sample: an
    earlier solver found one on Adult (α = −40.24, θ = 2.95e-81, m ≈ 7e-83 classes) and counted 2.95e-81 uniques;
    ARX counts any root whose estimate lies in [0, N].
  On the finite branch the model's own parameters are m and |α|, and the likelihood's derivative in m is |α|·F1
  (F1 = ∂ log L/∂θ, ``PitmanSums``' first equation); a root there must hold it within the solver's accuracy too. Along
  m fixed and |α| → ∞ (a population of m equally likely classes, a limit at infinity) both equations fall like
  1/|α|, so Newton's steps that run off that way end with |F1|, |F2| ≤ 1e-6 at no root: on the Adult search's
  histograms such ends have |α| ≥ 2.9e4, m within 12% of u and |α|·|F1| ≥ 3.5e-5, the roots kept |α| ≤ 0.48 and
  |α|·|F1| ≤ 2e-10.
  The uniques formula Γ(θ+1)/Γ(θ+α) · N^α is the large-N limit of the expected singletons among N draws,
  N·(θ+α)_{N−1}/(θ+1)_{N−1}, which the seating probabilities above give on both branches (on the finite one it is
  the Dirichlet-multinomial's m·N·B(|α|+1, θ−|α|+N−1)/B(|α|, θ−|α|)).
- SNB (Chen & Keller-McNulty 1998, population class sizes shifted negative binomial): shape α > 0 and
  0 < β ≤ 1, so that β^α, the share of population classes of one person, is a probability.

Pitman's equations are solved in closed form (digamma/trigamma; ``uniqueness_estimators.pitman_parameters``). As
ARX's ``ModelPitman``, the closed form's root is then checked against the same equations summed term by term
(``PitmanSums``), and when the closed form finds no root, or its root fails the check, the equations are solved
again summed term by term from the same start.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass

import numpy as np

def trigamma(x):
    """ψ₁(x), as scipy's ``polygamma(1, x)`` = ``zeta(2, x)``. Below 0 by the reflection formula
    ψ₁(x) = π²/sin²(πx) − ψ₁(1 − x), with sin² taken of x's fractional part (exact): scipy's Hurwitz zeta of a large
    negative argument takes milliseconds a call, and Newton iterates from a wrong start value visit such points."""
    zeta = _zeta()
    if np.ndim(x) == 0:  # the Newton steps' scalar calls: no array machinery
        value = float(x)
        if value >= 0 or math.isnan(value):
            return zeta(2.0, value)
        return math.pi ** 2 / math.sin(math.pi * (value - math.floor(value))) ** 2 - zeta(2.0, 1.0 - value) \
            if value != math.floor(value) else math.inf
    x = np.asarray(x, dtype=float)
    negative = x < 0
    if not negative.any():
        return zeta(2.0, x)
    fraction = x - np.floor(x)
    with np.errstate(all="ignore"):
        reflected = np.pi ** 2 / np.sin(np.pi * fraction) ** 2 - zeta(2.0, 1.0 - x)
    return np.where(negative, reflected, zeta(2.0, np.where(negative, 1.0, x)))


@functools.cache
def _zeta():
    from scipy import special  # scipy loads on first use, as in the estimators

    return special.zeta


def in_pitman_domain(theta: float, alpha: float, classes: int) -> bool:
    """Whether (θ, α) fitted to a sample of ``classes`` classes is a Pitman model (see the module docstring): the
    Pitman–Yor branch θ ≥ 0, 0 < α < 1, or the finite branch α < 0 with m = θ/|α| ≥ ``classes`` population
    classes."""
    if 0.0 < alpha < 1.0:
        return theta >= 0.0
    return alpha < 0.0 and theta > 0.0 and theta >= -alpha * classes


def in_snb_domain(alpha: float, beta: float) -> bool:
    return alpha > 0.0 and 0.0 < beta <= 1.0


@dataclass(frozen=True)
class PitmanSums:
    """Pitman's likelihood equations of a histogram summed term by term (ARX's iterative master function):
    F1 = Σ_{i<u} 1/(θ+iα) − Σ_{i<n} 1/(θ+i),  F2 = Σ_{i<u} i/(θ+iα) − Σ_j c_j Σ_{k<j} 1/(k−α),
    with their derivatives. Vectorised: O(u + n + largest class) a call; products are summed elementwise, not
    with ``np.dot``, whose BLAS threads make a 20,000-term dot product cost 20 ms on a loaded machine."""

    u: int
    n: int
    sizes: np.ndarray   # the distinct class sizes j > 1 ...
    counts: np.ndarray  # ... and c_j

    def residuals(self, t: float, a: float) -> tuple[float, float]:
        return self._evaluate(t, a)[:2]

    def __call__(self, t: float, a: float) -> tuple[float, ...]:
        return self._evaluate(t, a)

    def _evaluate(self, t: float, a: float) -> tuple[float, ...]:
        i = np.arange(1, self.u, dtype=float)
        inverse = 1.0 / (t + i * a)
        squared = inverse * inverse
        o1, o3 = float(inverse.sum()), float((i * inverse).sum())
        d1, d5, d3 = float(squared.sum()), float((i * squared).sum()), float((i * i * squared).sum())
        shifted = 1.0 / (t + np.arange(1, self.n, dtype=float))
        o2, d2 = float(shifted.sum()), float((shifted * shifted).sum())
        largest = int(self.sizes.max()) if len(self.sizes) else 1
        k = 1.0 / (np.arange(1, largest, dtype=float) - a)  # 1/(k−α) for k < the largest class
        partial = np.concatenate([[0.0], np.cumsum(k)])        # Σ_{k<j} 1/(k−α), indexed by j − 1
        partial_squared = np.concatenate([[0.0], np.cumsum(k * k)])
        index = self.sizes - 1
        o4 = float((self.counts * partial[index]).sum())
        d4 = float((self.counts * partial_squared[index]).sum())
        return o1 - o2, o3 - o4, d2 - d1, -d5, -d5, -d3 - d4


def is_pitman_root(sums: "PitmanSums", theta: float, alpha: float, accuracy: float) -> bool:
    """Whether a point where Newton's steps stopped (both equations within ``accuracy``) is an estimate: inside
    Pitman's domain and, on the finite branch, with the likelihood's derivative in m, |α|·F1, within ``accuracy``
    too (see the module docstring: this tells a root from a run towards |α| → ∞)."""
    if not in_pitman_domain(theta, alpha, sums.u):
        return False
    if alpha > 0:
        return True
    with np.errstate(all="ignore"):
        return bool(abs(alpha * sums.residuals(theta, alpha)[0]) <= accuracy)


def checked_pitman_root(solve, closed, sums: PitmanSums, start: tuple[float, float],
                        accuracy: float) -> tuple[float, float]:
    """ARX ``ModelPitman``: the closed form's root if the equations summed term by term vanish there too (within the
    solver's accuracy), else the root of the summed equations from the same start; (nan, nan) when neither converges
    within Pitman's domain. ``solve(equations, start, constraint, domain)`` is the Newton–Raphson solver."""
    constraint = lambda t, a: t >= 0  # noqa: E731 - ARX's constraint on θ at every step
    domain = lambda t, a: is_pitman_root(sums, t, a, accuracy)  # noqa: E731
    t, a = solve(closed, start, constraint, domain)
    if not (np.isnan(t) or np.isnan(a)):
        with np.errstate(all="ignore"):
            f1, f2 = sums.residuals(t, a)
        if abs(f1) <= accuracy and abs(f2) <= accuracy:
            return t, a
    with np.errstate(all="ignore"):
        return solve(sums, start, constraint, domain)
