"""Differential privacy: noisy histograms, the exponential mechanism and a privacy budget (docs/spec.md §3; GB/T
37964-2019 appendix B, "差分隐私模型"; SPEC §7: Dwork, McSherry, Nissim, Smith 2006; McSherry & Talwar 2007;
Ghosh, Roughgarden, Sundararajan 2009; Mironov 2012).

Histogram (contingency table) release
    Every cell of the full cross product of the attributes' domains gets its count plus independent noise of scale
    S/ε (S = 1: adding or removing one record changes one cell by one). Empty cells are released too: leaving them
    out would tell which combinations do not occur. The noise is the *discrete* Laplace distribution (the two-sided
    geometric mechanism of Ghosh et al.), P(Y = y) ∝ exp(−|y| ε/S) on the integers, the integer counterpart of
    the standard's Lap(S/ε); it gives ε-DP for integer counts with sensitivity S and its output is already an
    integer, so no rounding is needed. Clamping at 0 is post-processing and costs no budget.

Exact sampling, no floating point
    Mironov (2012) showed that textbook floating-point Laplace samplers leak through the gaps and the rounding of
    the floats they produce. So every probability here is a rational number and every random decision compares
    uniform *integers*: the discrete Laplace sampler is algorithm 2 of Canonne, Kamath, Steinke, "The Discrete
    Gaussian for Differential Privacy" (NeurIPS 2020), built on their algorithm 1, Bernoulli(exp(−γ)) for rational
    γ, which needs nothing but Bernoulli(a/b) draws. The noise for a whole histogram is drawn vectorised (numpy,
    int64); the exponential mechanism draws one candidate at a time with Python's exact integers. Tests compare the
    empirical distributions with the exact probabilities.

    ε and S are turned into fractions from the decimal text of the number (``0.1`` is 1/10, the number the user
    typed, not the binary float next to it). If the scale S/ε has a numerator or denominator too large for int64
    arithmetic (only for decimals with many digits), it is rounded *up* to a fraction with denominator 2^k, by a
    relative amount below 2^−60/min(scale, 1) (1e−18 for any scale ≥ 1): more noise, never a weaker guarantee.

Exponential mechanism
    Picks candidate r with probability ∝ exp(ε q(D,r) / (2S)) (McSherry & Talwar 2007; the standard's formula).
    Sampled exactly too, by rejection: propose r uniformly and accept it with probability
    exp(−ε (q_max − q(D,r)) / (2S)) using the same exact Bernoulli(exp(−γ)) sampler. Floating-point versions
    (softmax, Gumbel-max) are subject to the same kind of attack as floating-point Laplace (Ilvento, "Implementing
    the Exponential Mechanism with Base-2 Differential Privacy", CCS 2020). The expected number of proposals is at
    most the number of candidates.

Budget
    Sequential composition: answering with ε1 and then ε2 spends ε1 + ε2 (the standard's "隐私预算可组合性").
    :class:`~.privacy_budget.PrivacyBudget` refuses a request that would exceed its total, and the mechanisms
    charge it *before* drawing anything, so a refused request releases nothing (and consumes no randomness).

Randomness and seeds
    Every function takes an explicit ``np.random.Generator`` (docs/design.md: reproducible given a seed). Whoever knows
    the seed can recompute the noise and subtract it: a seed used for a real release must be kept as secret as the
    data (or taken from the operating system, ``np.random.default_rng()``), never written into a shared report.

Domains
    By default an attribute's domain is its distinct values in the data (the missing category included when
    present). Strictly, DP needs a domain fixed independently of the data: a value that occurs for one person only
    shows up as a cell (or a candidate) and so reveals that person's presence. Pass ``domains=`` (e.g. the values
    of a hierarchy or a code list) for a release with the full guarantee.

OpenDP (opendp.org) implements the same samplers, but is not a dependency of the engine (numpy and pandas only),
draws from the operating system's generator (so a run cannot be reproduced from a seed), and is a 47 MB wheel.
"""

from __future__ import annotations

import functools
import math
import numbers
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Mapping, Sequence

import numpy as np
import pandas as pd

from privdesk.common.i18n import _
from privdesk.engine.core.classes import partition
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.dp.privacy_budget import PrivacyBudget

DISCRETE_LAPLACE = "discrete Laplace (two-sided geometric)"
EXPONENTIAL = "exponential mechanism"

MAX_CELLS = 10_000_000          # cells of one histogram release (memory: a few int64 arrays of this length)
MAX_NOISE_SCALE = 10**9         # S/ε beyond this is no release at all (noise of a billion per cell)
_INT64_SAFE = 2**62             # bound for the integers the vectorised sampler handles in int64
_SMALL = 64                     # up to this many candidates the exponential mechanism proposes one at a time


# --------------------------------------------------------------------------------------------------------------
# Checking parameters


def _rational(value: Any, name: str) -> Fraction:
    """A finite real number as an exact fraction; floats through their shortest decimal text (0.1 -> 1/10).
    ``name`` names the parameter in the current language."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise InputError(_("{name} must be a number, not {kind}").format(
            name=name, kind=type(value).__name__), value=value)
    if isinstance(value, (Fraction, numbers.Integral)):
        return Fraction(int(value)) if isinstance(value, numbers.Integral) else value
    number = float(value)
    if not math.isfinite(number):
        raise InputError(_("{name} must be a finite number").format(name=name), value=value)
    return _decimal_fraction(number)


@functools.lru_cache(maxsize=1 << 16)
def _decimal_fraction(number: float) -> Fraction:
    """A finite float's shortest decimal text as a fraction: SafePub asks for the same candidates' scores step
    after step, and parsing the text cost more than the mechanism's arithmetic."""
    return Fraction(repr(number))


def positive_fraction(value: Any, name: str) -> Fraction:
    exact = _rational(value, name)
    if exact <= 0:
        raise InputError(_("{name} must be greater than 0").format(name=name), value=value)
    return exact


def check_epsilon(epsilon: Any) -> Fraction:
    """ε as an exact fraction; InputError unless it is a finite number > 0."""
    return positive_fraction(epsilon, _("epsilon"))


def random_generator(rng: Any) -> np.random.Generator:
    if not isinstance(rng, np.random.Generator):
        raise InputError(_("rng must be a numpy random Generator (np.random.default_rng(seed))"),
                         value=type(rng).__name__)
    return rng


def _noise_scale(sensitivity: Fraction, epsilon: Fraction) -> Fraction:
    scale = sensitivity / epsilon
    if scale > MAX_NOISE_SCALE:
        raise InputError(_("epsilon {epsilon:g} is too small for sensitivity {sensitivity:g}: the noise scale S/ε "
                           "would be {scale:.3g}, above {limit:.0e}").format(
            epsilon=float(epsilon), sensitivity=float(sensitivity), scale=float(scale), limit=MAX_NOISE_SCALE))
    return scale


def _charge(budget: PrivacyBudget | None, epsilon: Fraction, what: str, mechanism: str,
            parameters: dict[str, Any]) -> None:
    if budget is not None:
        budget.spend(float(epsilon), what, mechanism=mechanism, parameters=parameters)


# --------------------------------------------------------------------------------------------------------------
# Exact samplers (Canonne, Kamath, Steinke 2020, algorithms 1 and 2)


def _uniform_below(rng: np.random.Generator, n: int) -> int:
    """A uniform integer in {0, ..., n−1}, exactly, for any Python int n ≥ 1."""
    if n <= 2**63:
        return int(rng.integers(0, n))  # numpy's bounded integers are unbiased (rejection), not scaled floats
    bits = (n - 1).bit_length()
    while True:  # rejection from uniform random bits; accepts with probability > 1/2
        draw = int.from_bytes(rng.bytes((bits + 7) // 8), "little") & ((1 << bits) - 1)
        if draw < n:
            return draw


def _bernoulli(rng: np.random.Generator, p: Fraction) -> bool:
    """Bernoulli(p) for rational p in [0, 1]."""
    return _uniform_below(rng, p.denominator) < p.numerator


def bernoulli_exp(rng: np.random.Generator, gamma: Fraction) -> bool:
    """Bernoulli(exp(−γ)) for rational γ ≥ 0, exactly (CKS 2020, algorithm 1)."""
    if gamma <= 1:
        k = 1
        while _bernoulli(rng, gamma / k):
            k += 1
        return k % 2 == 1  # P(k odd) = Σ_k odd γ^(k−1)/(k−1)! · (1 − γ/k) = exp(−γ)
    whole = math.floor(gamma)
    for _ in range(whole):  # exp(−γ) = exp(−1)^⌊γ⌋ · exp(−(γ − ⌊γ⌋))
        if not bernoulli_exp(rng, Fraction(1)):
            return False
    return bernoulli_exp(rng, gamma - whole)


def bernoulli_exp_unit(rng: np.random.Generator, numerators: np.ndarray, denominator: int) -> np.ndarray:
    """Vectorised Bernoulli(exp(−a/b)) for int64 numerators a with 0 ≤ a ≤ b (CKS algorithm 1, γ ≤ 1).

    Round k draws Bernoulli(γ/k) as Bernoulli(a/b) AND Bernoulli(1/k) (independent, so the product is γ/k); an
    element stops at its first failure, and the result is whether it stopped at an odd k.
    """
    result = np.empty(len(numerators), dtype=bool)
    pending = np.arange(len(numerators))
    k = 1
    while pending.size:
        if denominator == 1:
            go_on = numerators[pending] > 0
        else:
            go_on = rng.integers(0, denominator, size=pending.size) < numerators[pending]
        if k > 1:
            go_on &= rng.integers(0, k, size=pending.size) == 0
        result[pending[~go_on]] = k % 2 == 1
        pending = pending[go_on]
        k += 1
    return result


def _exact_scale(scale: Fraction) -> Fraction:
    """``scale`` itself when the sampler can use it in int64; otherwise the nearest fraction above it with
    denominator 2^k and numerator below 2^62 (more noise, by a relative amount below 2^−60/min(scale, 1))."""
    if scale.numerator < _INT64_SAFE and scale.denominator < _INT64_SAFE:
        return scale
    shift = 61 if scale < 1 else 61 - math.ceil(scale).bit_length()  # ≥ 31 since scale ≤ MAX_NOISE_SCALE < 2^30
    denominator = 1 << shift
    return Fraction(-(-scale.numerator * denominator // scale.denominator), denominator)


def discrete_laplace_noise(size: int, scale: Any, *, rng: np.random.Generator) -> np.ndarray:
    """``size`` independent draws (int64) with P(Y = y) ∝ exp(−|y| / scale), y ∈ ℤ, sampled exactly.

    ``scale`` = S/ε (a number or a Fraction). CKS 2020, algorithm 2 with scale t/s: draw U uniform in {0..t−1}
    and keep it with probability exp(−U/t); draw V geometric (count of Bernoulli(exp(−1)) successes before the
    first failure); Y = ⌊(U + tV)/s⌋ is geometric with P(Y ≥ y) = exp(−ys/t); a fair sign B, rejecting (B = 1,
    Y = 0) so that 0 is not counted twice. Rejected draws are redrawn, all in numpy arrays.
    """
    rng = random_generator(rng)
    size = int(size)
    if size < 0:
        raise InputError(_("size must be 0 or more"), value=size)
    scale = _exact_scale(positive_fraction(scale, _("noise scale")))
    t, s = scale.numerator, scale.denominator
    out = np.empty(size, dtype=np.int64)
    filled = 0
    while filled < size:
        m = size - filled
        u = rng.integers(0, t, size=m) if t > 1 else np.zeros(m, dtype=np.int64)
        u = u[bernoulli_exp_unit(rng, u, t)]
        v = np.zeros(u.size, dtype=np.int64)
        running = np.arange(u.size)
        ones = np.ones(u.size, dtype=np.int64)
        while running.size:
            running = running[bernoulli_exp_unit(rng, ones[: running.size], 1)]
            v[running] += 1
        if v.size and t * (int(v.max()) + 1) >= 2**63:  # U + tV would overflow int64: exact Python integers
            y = np.array([(int(a) + t * int(b)) // s for a, b in zip(u, v)], dtype=np.int64)
        else:
            y = (u + t * v) // s
        negative = rng.integers(0, 2, size=u.size).astype(bool)
        keep = ~(negative & (y == 0))
        values = np.where(negative, -y, y)[keep]
        out[filled:filled + values.size] = values
        filled += values.size
    return out


def discrete_laplace_pmf(y: Any, scale: float) -> np.ndarray:
    """P(Y = y) of the discrete Laplace distribution with the given scale: (1−q)/(1+q) q^|y|, q = exp(−1/scale)."""
    q = math.exp(-1.0 / float(scale))
    return (1 - q) / (1 + q) * np.power(q, np.abs(np.asarray(y, dtype=float)))


def discrete_laplace_variance(scale: float) -> float:
    """Variance 2q/(1−q)², q = exp(−1/scale) (for S = 1: 2e^−ε/(1−e^−ε)²)."""
    q = math.exp(-1.0 / float(scale))
    return 2 * q / (1 - q) ** 2


# --------------------------------------------------------------------------------------------------------------
# Histogram release


@dataclass(frozen=True, eq=False)
class DPRelease:
    """A differentially private histogram: one row of ``cells`` (the attributes' values, missing = None) per cell
    of the full cross product, and its ``noisy_counts``. The true counts are not kept anywhere in this object.

    ``scale`` is the noise scale S/ε; ``post_processing`` lists what was done to the noisy counts (free of budget).
    """

    attributes: tuple[str, ...]
    cells: pd.DataFrame
    noisy_counts: np.ndarray
    epsilon: float
    sensitivity: float
    scale: float
    mechanism: str = DISCRETE_LAPLACE
    post_processing: tuple[str, ...] = ()

    @property
    def n_cells(self) -> int:
        return len(self.noisy_counts)

    def _count_column(self) -> str:
        return "count" if "count" not in self.attributes else "noisy count"

    def to_frame(self) -> pd.DataFrame:
        """The attribute columns and a ``count`` column (``noisy count`` if an attribute is named ``count``)."""
        frame = self.cells.copy()
        frame[self._count_column()] = self.noisy_counts
        return frame

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready description (cells as lists of values, missing as None)."""
        return {
            "mechanism": self.mechanism, "epsilon": self.epsilon, "sensitivity": self.sensitivity,
            "scale": self.scale, "post_processing": list(self.post_processing),
            "attributes": list(self.attributes),
            "cells": [[None if v is None else str(v) for v in row] for row in self.cells.itertuples(index=False)],
            "counts": [int(c) for c in self.noisy_counts],
        }


def _domain(dataset: Dataset, name: str, declared: Sequence[Any] | None) -> tuple[np.ndarray, np.ndarray]:
    """(domain values, code of each row into the domain) for one attribute."""
    column = dataset.column(name)
    if declared is None:
        return column.values, column.codes
    values = np.empty(len(declared), dtype=object)
    position: dict[Any, int] = {}
    for i, value in enumerate(declared):
        key = None if value is None else str(value)
        if key in position:
            raise InputError(_("a value appears twice in the declared domain"), column=name, value=key)
        position[key] = i
        values[i] = key
    lookup = np.empty(len(column.values), dtype=np.int64)
    present = column.counts > 0
    for code, value in enumerate(column.values):
        if value in position:
            lookup[code] = position[value]
        elif present[code]:
            shown = "(missing)" if value is None else value
            raise InputError(_("the data hold a value that is not in the declared domain"), column=name, value=shown)
        else:
            lookup[code] = 0  # no row holds this code
    return values, lookup[column.codes]


def _domains(dataset: Dataset, attributes: Sequence[str],
             domains: Mapping[str, Sequence[Any]] | None) -> list[tuple[np.ndarray, np.ndarray]]:
    if isinstance(attributes, str):
        attributes = [attributes]
    if not attributes:
        raise InputError(_("choose at least one attribute for the histogram"))
    if len(set(attributes)) != len(attributes):
        raise InputError(_("an attribute is listed twice"), value=", ".join(attributes))
    domains = dict(domains or {})
    unknown = set(domains) - set(attributes)
    if unknown:
        raise InputError(_("a domain is given for an attribute that is not in the histogram"),
                         value=", ".join(sorted(unknown)))
    result = [_domain(dataset, name, domains.get(name)) for name in attributes]
    for name, (values, _codes) in zip(attributes, result):
        if len(values) == 0:
            raise InputError(_("the attribute has no values (empty table and no declared domain)"), column=name)
    return result


def histogram_release(dataset: Dataset, attributes: Sequence[str], epsilon: float, *, rng: np.random.Generator,
                      sensitivity: float = 1, clamp: bool = True,
                      budget: PrivacyBudget | None = None, domains: Mapping[str, Sequence[Any]] | None = None,
                      max_cells: int = MAX_CELLS) -> DPRelease:
    """Release the counts of every combination of the attributes' values with discrete Laplace noise of scale
    S/ε per cell (SPEC §3; the standard's H' = H + Lap(S/ε)).

    Cells are the full cross product of the domains (zero cells included), in code order (each attribute's values
    sorted by its type, missing last; the last attribute varies fastest). ``domains`` maps an attribute to a
    declared list of values (see the module notes); the data may not hold values outside it. The noise is an
    integer, so the counts need no rounding (SPEC §3's rounding step). ``clamp`` sets negative noisy counts to 0. With ``budget`` the request is charged before anything is drawn;
    a refused request raises InputError and releases nothing.
    """
    rng = random_generator(rng)
    attributes = [attributes] if isinstance(attributes, str) else list(attributes)
    eps = check_epsilon(epsilon)
    sens = positive_fraction(sensitivity, _("sensitivity"))
    scale = _noise_scale(sens, eps)
    resolved, sizes, n_cells = histogram_cells(dataset, attributes, domains, max_cells)

    _charge(budget, eps, f"histogram of {', '.join(attributes)}", DISCRETE_LAPLACE,
            {"sensitivity": float(sens), "scale": float(scale), "cells": n_cells})

    counts = cell_counts(resolved, sizes)
    noisy = counts + discrete_laplace_noise(n_cells, scale, rng=rng)
    del counts
    steps = []
    if clamp:
        np.maximum(noisy, 0, out=noisy)
        steps.append("clamp at 0")

    return DPRelease(tuple(attributes), cells_frame(attributes, resolved, sizes), noisy, float(epsilon),
                     float(sensitivity), float(scale), DISCRETE_LAPLACE, tuple(steps))


def histogram_cells(dataset: Dataset, attributes: list[str], domains: Mapping[str, Sequence[Any]] | None,
                    max_cells: int) -> tuple[list[tuple[np.ndarray, np.ndarray]], list[int], int]:
    """(each attribute's domain and row codes, domain sizes, cells) of a histogram, refused over ``max_cells``."""
    resolved = _domains(dataset, attributes, domains)
    sizes = [len(values) for values, _ in resolved]
    n_cells = math.prod(sizes)
    if n_cells > max_cells:
        raise InputError(_("the histogram would have {n_cells:,} cells ({sizes}), more than the limit of "
                           "{max_cells:,}; use fewer attributes or generalize them first").format(
            n_cells=n_cells, sizes=' x '.join(map(str, sizes)), max_cells=max_cells))
    return resolved, sizes, n_cells


def cells_frame(attributes: list[str], resolved: list[tuple[np.ndarray, np.ndarray]], sizes: list[int]) -> pd.DataFrame:
    """The values of every cell of the cross product, in code order (last attribute fastest)."""
    cell_codes = np.unravel_index(np.arange(math.prod(sizes)), sizes)
    return pd.DataFrame({name: values[codes] for name, (values, _), codes in zip(attributes, resolved, cell_codes)},
                        columns=attributes)


def cell_counts(resolved: list[tuple[np.ndarray, np.ndarray]], sizes: list[int]) -> np.ndarray:
    """The true count of every cell of the cross product, in code order (last attribute fastest)."""
    groups = partition([codes for _, codes in resolved], radices=np.array(sizes, dtype=np.int64))
    strides = np.ones(len(sizes), dtype=np.int64)
    for j in range(len(sizes) - 2, -1, -1):
        strides[j] = strides[j + 1] * sizes[j + 1]
    counts = np.zeros(math.prod(sizes), dtype=np.int64)
    counts[groups.keys.astype(np.int64) @ strides] = groups.sizes
    return counts


def true_counts(dataset: Dataset, attributes: Sequence[str],
                domains: Mapping[str, Sequence[Any]] | None = None) -> np.ndarray:
    """The exact counts of the cells :func:`histogram_release` releases, in the same order: for the data owner's
    side-by-side view only, never for a release."""
    attributes = [attributes] if isinstance(attributes, str) else list(attributes)
    resolved = _domains(dataset, attributes, domains)
    return cell_counts(resolved, [len(values) for values, _ in resolved])


# --------------------------------------------------------------------------------------------------------------
# Exponential mechanism


def exponential_mechanism(candidates: Sequence[Any], scores: Sequence[float], epsilon: float, sensitivity: float,
                          *, rng: np.random.Generator, budget: PrivacyBudget | None = None,
                          what: str | None = None) -> int:
    """The index of the chosen candidate: r with probability ∝ exp(ε q(D,r) / (2S)) (McSherry & Talwar 2007).

    ``scores[r]`` = q(D, r), the utility of candidate r on the data; ``sensitivity`` S = how much one record can
    change any score. Sampled exactly (module notes). With ``budget`` ε is charged before anything is drawn.
    """
    rng = random_generator(rng)
    n = len(candidates)
    if n == 0:
        raise InputError(_("the exponential mechanism needs at least one candidate"))
    if len(scores) != n:
        raise InputError(_("{scores} scores were given for {n} candidates").format(scores=len(scores), n=n))
    eps = check_epsilon(epsilon)
    sens = positive_fraction(sensitivity, _("sensitivity"))
    factor = eps / (2 * sens)
    # Accept proposal r with probability exp(−γ_r), γ_r = ε (q_max − q_r) / (2S) = a_r / b (γ = 0 for the best).
    gaps = _integer_gaps(scores)
    if gaps is not None and factor.denominator < _INT64_SAFE and factor.numerator * int(gaps.max()) < _INT64_SAFE:
        numerators, denominator = gaps * factor.numerator, factor.denominator  # a_r in int64
    else:  # fractional scores (or integers too large for int64): exact fractions throughout
        exact = [_decimal_fraction(score) if type(score) is float and math.isfinite(score)  # the common case
                 else _rational(score, _("score of candidate {number}").format(number=i + 1))
                 for i, score in enumerate(scores)]
        numerators, denominator = gap_numerators(exact, factor)

    _charge(budget, eps, what or f"exponential mechanism over {n} candidates", EXPONENTIAL,
            {"sensitivity": float(sens), "candidates": n})
    return exponential_draw(rng, numerators, denominator)


def exponential_draw(rng: np.random.Generator, numerators: Sequence[int] | np.ndarray, denominator: int) -> int:
    """The exponential mechanism's draw once each candidate's γ_r = numerators[r] / denominator is known (the
    integers of :func:`gap_numerators`, or int64 ones): propose r uniformly, accept it with exp(−γ_r). For a
    caller that keeps the γ_r from call to call (SafePub's search); the same random draws as
    :func:`exponential_mechanism`."""
    n = len(numerators)
    top = int(numerators.max()) if isinstance(numerators, np.ndarray) else max(numerators)
    if n > _SMALL and denominator < _INT64_SAFE and top < _INT64_SAFE:
        return _first_accepted(rng, np.asarray(numerators, dtype=np.int64), denominator)
    gammas = [Fraction(int(a), denominator) for a in numerators]
    while True:  # expected proposals ≤ n
        r = _uniform_below(rng, n)
        if bernoulli_exp(rng, gammas[r]):
            return r


def gap_numerators(exact: Sequence[Fraction], factor: Fraction) -> tuple[list[int], int]:
    """(a_r, b) with γ_r = factor · (max q − q_r) = a_r / b for exact scores q_r, b the least common denominator
    of the reduced γ_r. In Python integers, without a Fraction per candidate (SafePub asks this for hundreds of
    candidates a step): over the scores' common denominator D, γ_r = f_num (Q − q_r) D / (f_den D), reduced by
    the gcd of every numerator and f_den D, which is the lcm of the reduced denominators."""
    common = math.lcm(*(e.denominator for e in exact))
    whole = [e.numerator * (common // e.denominator) for e in exact]
    best = max(whole)
    scaled = [factor.numerator * (best - w) for w in whole]
    modulus = factor.denominator * common
    divisor = math.gcd(modulus, *scaled)
    return [a // divisor for a in scaled], modulus // divisor


def _integer_gaps(scores: Sequence[Any]) -> np.ndarray | None:
    """q_max − q_r as int64 when every score is an integer (counts), else None."""
    try:
        array = np.asarray(scores)
    except (TypeError, ValueError):
        return None
    if array.ndim != 1 or array.dtype.kind not in "iu" or array.dtype == np.uint64:
        return None
    high, low = int(array.max()), int(array.min())
    if high - low >= _INT64_SAFE:
        return None
    return high - array.astype(np.int64)


def _first_accepted(rng: np.random.Generator, numerators: np.ndarray, denominator: int) -> int:
    """The same rejection sampler in batches: propose candidates uniformly, accept each with exp(−a_r/b) (exactly,
    as ⌊a_r/b⌋ Bernoulli(exp(−1)) successes and a Bernoulli(exp(−(a_r mod b)/b))), return the first accepted
    proposal. Proposals are i.i.d., so the first accepted one has the distribution of the one-at-a-time loop."""
    n = len(numerators)
    batch = 64
    while True:
        proposals = rng.integers(0, n, size=batch)
        whole, rest = np.divmod(numerators[proposals], denominator)
        accepted = np.ones(batch, dtype=bool)
        alive = np.flatnonzero(whole > 0)
        rounds = 0
        while alive.size:
            rounds += 1
            success = bernoulli_exp_unit(rng, np.ones(alive.size, dtype=np.int64), 1)
            accepted[alive[~success]] = False
            alive = alive[success & (whole[alive] > rounds)]
        remaining = np.flatnonzero(accepted)
        accepted[remaining] = bernoulli_exp_unit(rng, rest[remaining], denominator)
        hits = np.flatnonzero(accepted)
        if hits.size:
            return int(proposals[hits[0]])
        batch = min(batch * 4, 1 << 16)


@dataclass(frozen=True)
class DPChoice:
    """A privately chosen value (``None`` = the missing category) and what it cost."""

    attribute: str
    value: Any
    epsilon: float
    sensitivity: float = 1.0
    mechanism: str = EXPONENTIAL

    def to_dict(self) -> dict[str, Any]:
        return {"attribute": self.attribute, "value": None if self.value is None else str(self.value),
                "epsilon": self.epsilon, "sensitivity": self.sensitivity, "mechanism": self.mechanism}


def choose_category(dataset: Dataset, attribute: str, epsilon: float, *, rng: np.random.Generator,
                    budget: PrivacyBudget | None = None, candidates: Sequence[Any] | None = None) -> DPChoice:
    """The most frequent value of ``attribute``, chosen privately: the exponential mechanism with score = count
    of the value and S = 1. ``candidates`` declares the values to choose from (default: the column's values)."""
    values, codes = _domain(dataset, attribute, candidates)
    if len(values) == 0:
        raise InputError(_("there are no values to choose from"), column=attribute)
    counts = np.bincount(codes, minlength=len(values))
    index = exponential_mechanism(list(values), [int(c) for c in counts], epsilon, 1, rng=rng, budget=budget,
                                  what=f"most frequent value of {attribute}")
    return DPChoice(attribute, values[index], float(epsilon))
