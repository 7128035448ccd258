"""Population risk from the class frequencies of a released sample: the population model and the class-size histogram
every population figure starts from, sample uniqueness, the re-identification risk of the three attacker models
(El Emam, "Guide to the De-Identification of Personal Health Information", 2013, ch. "Measuring the Probability of
Re-Identification"), k-map against an estimated population and sdcMicro's individual risk. How many people are
unique in the population is estimated in ``uniqueness_estimators`` (Zayatz, Pitman, SNB, Dankar's rule).

The *class-size histogram* of the sample holds the distinct class sizes j and the number of classes c_j of each size
(``ClassSizeHistogram``), so the estimators cost O(number of distinct sizes), not rows.

Population model (``PopulationModel``)
    The sample has n records; the population N. Give either the sampling fraction f (N = n / f) or N (f = n / N),
    as ARX's ``ARXPopulationModel``. N is rounded to a whole number of people (ARX's Zayatz model does the same when
    it builds its hypergeometric distributions); f is then n / N.

Suppressed records
    As in ``risk.py`` (and ARX's risk histogram of a released handle), suppressed rows form one class of their own.

Sample uniqueness (ARX 3.9 ``RiskModelSampleUniqueness``): c_1 / n, the share of records unique in the sample.

El Emam's attacker models (``RiskModelSampleSummary``): prosecutor (knows the person is in the sample) — record risk
1/f_j; journalist (knows the person is in a population table) — record risk 1/F_j with F_j the class's size in the
population table; marketer (re-identifies as many as possible) — success rate Σ_j f_j/F_j / n. Each gives the share of
records above a threshold (rA), the highest risk (rB) and the average success rate (rC; for the journalist the
larger of u/ΣF_j and Σ f_j/F_j / n, as ARX). Without a population table F_j = f_j (ARX: the population is the sample).

sdcMicro's individual risk with sampling weights (``indivRisk``; Benedetti & Franconi 1998, Franconi & Polettini,
"Individual risk estimation in μ-Argus: a review", PSD 2004): per record, f_k = sample frequency of its key and F_k
= the sum of the sampling weights of its key's records, p_k = f_k / F_k; "approx": r = p/(f−(1−p)) for f > 2,
r = p/(1−p) − (p/(1−p))² log(1/p) for f = 2, r = p/(1−p) log(1/p) for f = 1; "exact" replaces f > 2 by the series
of Benedetti–Franconi (sdcMicro's A, B, BB); r = 1/f where f = F; finally r · qual.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.core.errors import InputError


def scipy_modules():
    """scipy's ``special`` and ``stats``, imported when an estimator needs them: the frozen installer leaves SciPy
    out (README, Installers), where the population-uniqueness estimators then say so instead of failing at start."""
    try:
        from scipy import special, stats
    except ImportError:
        raise InputError(_("the population-uniqueness estimators (Zayatz, Pitman, SNB, Dankar) need SciPy, which "
                           "this installation does not include")) from None
    return special, stats


# ----- population model and histogram ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class PopulationModel:
    """The population a sample was drawn from: a sampling fraction f in (0, 1] or a population size N ≥ n."""

    sampling_fraction: float | None = None
    population_size: float | None = None

    def __post_init__(self) -> None:
        if (self.sampling_fraction is None) == (self.population_size is None):
            raise InputError(_("give either a sampling fraction or a population size, not both"))
        if self.sampling_fraction is not None:
            f = _number(self.sampling_fraction)
            if not (0.0 < f <= 1.0):
                raise InputError(_("the sampling fraction must be a number greater than 0 and at most 1"),
                                 value=self.sampling_fraction)
        else:
            size = _number(self.population_size)
            if not (math.isfinite(size) and size >= 1):
                raise InputError(_("the population size must be a whole number of at least 1"),
                                 value=self.population_size)

    def size(self, n: int) -> float:
        """N for a sample of n records."""
        if self.population_size is not None:
            size = float(round(_number(self.population_size)))
            if size < n:
                raise InputError(_("the population size ({size:g}) is smaller than the table ({rows} rows)").format(
                    size=size, rows=n), value=self.population_size)
            return size
        return float(round(n / _number(self.sampling_fraction))) if n else 0.0

    def fraction(self, n: int) -> float:
        """f = n / N."""
        size = self.size(n)
        return n / size if size else _number(self.sampling_fraction or 1.0)

    def as_dict(self) -> dict:
        return ({"sampling_fraction": float(self.sampling_fraction)} if self.sampling_fraction is not None
                else {"population_size": float(self.population_size)})


@dataclass(frozen=True)
class ClassSizeHistogram:
    """Distinct class sizes j (ascending) and how many classes c_j have each size."""

    sizes: np.ndarray
    counts: np.ndarray

    @classmethod
    def of(cls, class_sizes: np.ndarray) -> "ClassSizeHistogram":
        sizes = np.asarray(class_sizes, dtype=np.int64)
        sizes = sizes[sizes > 0]
        values, counts = np.unique(sizes, return_counts=True)
        return cls(values, counts.astype(np.int64))

    @property
    def n_records(self) -> int:
        return int(np.dot(self.sizes, self.counts))

    @property
    def n_classes(self) -> int:
        return int(self.counts.sum())

    def classes_of_size(self, size: int) -> int:
        hit = self.sizes == size
        return int(self.counts[hit].sum())


# ----- sample uniqueness and the three attacker models -----------------------------------------------------------------


def sample_uniqueness(histogram: ClassSizeHistogram) -> float:
    """c_1 / n: the share of records unique in the sample (ARX RiskModelSampleUniqueness)."""
    n = histogram.n_records
    return histogram.classes_of_size(1) / n if n else 0.0


@dataclass(frozen=True)
class AttackerRisk:
    """El Emam's figures for one attacker model: share of records above the threshold, highest and average risk."""

    records_at_risk: float
    highest_risk: float
    success_rate: float


def attacker_risks(sample_sizes: np.ndarray, population_sizes: np.ndarray | None = None,
                   threshold: float = 0.1) -> dict[str, AttackerRisk]:
    """Prosecutor, journalist and marketer risk (ARX RiskModelSampleSummary) from the sample size f_j of each class
    and its size F_j ≥ f_j in the population table (None: the population is the sample)."""
    f = np.asarray(sample_sizes, dtype=float)
    big_f = f if population_sizes is None else np.asarray(population_sizes, dtype=float)
    n = f.sum()
    if not len(f) or n == 0:
        zero = AttackerRisk(0.0, 0.0, 0.0)
        return {"prosecutor": zero, "journalist": zero, "marketer": zero}
    prosecutor = AttackerRisk(float(f[1.0 / f > threshold].sum() / n), float(1.0 / f.min()), float(len(f) / n))
    share = float(np.sum(f / big_f) / n)
    journalist = AttackerRisk(float(f[1.0 / big_f > threshold].sum() / n), float(1.0 / big_f.min()),
                              max(len(f) / float(big_f.sum()), share))
    return {"prosecutor": prosecutor, "journalist": journalist, "marketer": AttackerRisk(0.0, 0.0, share)}



# ----- k-map against an estimated population -------------------------------------------------------------------------


class CellSizeEstimator(Enum):
    """How k-map estimates a class's population size from its sample size (ARX ``KMap.CellSizeEstimator``)."""

    POISSON = "poisson"
    ZERO_TRUNCATED_POISSON = "zero-truncated-poisson"


@dataclass(frozen=True)
class EstimatedKMap:
    """k-map without a population table, as ARX ``KMap`` with a cell-size estimator: the release meets k-map at the
    significance level when it is ``derived_k``-anonymous; ``type_1_error`` is the chance it still does not."""

    k: int
    derived_k: int
    type_1_error: float


def estimated_k_map(k: int, significance: float, sampling_fraction: float, n_rows: int,
                    estimator: CellSizeEstimator | str = CellSizeEstimator.POISSON) -> EstimatedKMap:
    """The sample class size k' that makes a class match at least k people of the population with probability
    ≥ 1 − ``significance`` (ARX ``KMap.initialize``; Pannekoek's Poisson model, "Statistical methods for some simple
    disclosure limitation rules", Statistica Neerlandica 53(1), 1999, and El Emam & Dankar's zero-truncated variant,
    JAMIA 15(5), 2008). With λ = f·k, as ARX codes it:

    - Poisson: the smallest c with P[X ≤ c] ≥ 1 − α, X ~ Poisson(λ), counted from c = 0; k' = c + 2;
    - zero-truncated Poisson: the running sum of P[X = c]/(1 − P[X = 0]) from c = 1 until it reaches 1 − α;
      k' = the last c + 1;
    - either stops (type-I error 0) once its counter reaches k; then k' = min(k', n, k)."""
    estimator = CellSizeEstimator(estimator)
    if not (0.0 <= significance <= 1.0):
        raise InputError(_("the significance level must be from 0 to 1"), value=significance)
    if k < 1:
        raise InputError(_("k of k-map must be at least 1"), value=k)
    _special, stats = scipy_modules()
    lam = sampling_fraction * k
    threshold = 1.0 - significance
    if estimator is CellSizeEstimator.POISSON:  # ARX's counter c = 0, 1, …: P[X ≤ c] until c + 1 reaches k
        counters = np.arange(0, k - 1)
        values = stats.poisson.cdf(counters, lam)
        after, cap = 2, k + 1
    else:  # c = 1, 2, …: Σ_{i ≤ c} P[X = i] / (1 − P[X = 0]) until c + 1 reaches k
        counters = np.arange(1, k - 1)
        values = np.cumsum(stats.poisson.pmf(counters, lam)) / -np.expm1(-lam)
        after, cap = 1, max(k, 2)
    reached = np.flatnonzero(values >= threshold)
    if threshold <= 0:
        derived, value = 1, 0.0  # ARX's loop does not run
    elif len(reached):
        derived, value = int(counters[reached[0]]) + after, float(values[reached[0]])
    else:
        derived, value = cap, 1.0
    return EstimatedKMap(k, min(k, derived, n_rows), 1.0 - value)


# ----- sdcMicro's individual risk --------------------------------------------------------------------------------------


def individual_risk(sample_frequency: np.ndarray, weighted_frequency: np.ndarray, method: str = "approx",
                    qual: float = 1.0) -> np.ndarray:
    """sdcMicro ``indivRisk(survey=TRUE)``: the re-identification risk of each record from f_k (records of its key in
    the sample) and F_k (sum of the sampling weights of those records); see the module docstring."""
    fk = np.asarray(sample_frequency, dtype=float)
    big_fk = np.asarray(weighted_frequency, dtype=float)
    if method not in ("approx", "exact"):
        raise InputError(_("the individual-risk method must be 'approx' or 'exact'"), value=method)
    with np.errstate(all="ignore"):
        p = fk / big_fk
        odds = p / (1 - p)
        risk = np.zeros_like(fk)
        one, two, many = fk == 1, fk == 2, fk > 2
        risk[one] = (odds * np.log(1 / p))[one]
        risk[two] = (odds - odds ** 2 * np.log(1 / p))[two]
        if method == "approx":
            risk[many] = (p / (fk - (1 - p)))[many]
        elif many.any():
            risk[many] = _exact_series(fk[many], p[many])
    equal = fk == big_fk
    risk[equal] = 1.0 / fk[equal]
    return risk * qual


def _exact_series(fk: np.ndarray, p: np.ndarray) -> np.ndarray:
    """Benedetti–Franconi's exact risk for f_k > 2 (sdcMicro's A·(1 + BB) + (−1)^f log p, times (p/(1−p))^f); BB is
    an alternating sum of running products, computed with one loop over the term index m (not over records)."""
    a = (p ** (1 - fk) - 1) / (fk - 1)
    bb = np.zeros_like(fk)
    product = np.ones_like(fk)
    for m in range(int(fk.max()) - 2):
        active = m <= fk - 3
        term = ((fk - 1 - m) ** 2 / ((m + 1) * (fk - 2 - m)) * (p ** (m + 2 - fk) - 1) / (p ** (m + 1 - fk) - 1))
        product = np.where(active, product * term, product)
        bb = np.where(active, bb + (-1) ** (m + 1) * product, bb)
    return (p / (1 - p)) ** fk * (a * (1 + bb) + (-1) ** fk * np.log(p))


def weight_value(value) -> float:
    """A cell of a weight column as a number (NaN where it is not one; a thousands separator is dropped)."""
    try:
        return float(str(value).replace(",", "")) if value is not None else math.nan
    except ValueError:
        return math.nan


def weight_error(row: int, value) -> InputError:
    """The refusal of a weight that is not a finite number greater than 0, at ``row`` of the file."""
    return InputError(_("a sampling weight must be a number greater than 0"), row=row, value=value)


def check_weights(weights: np.ndarray) -> None:
    """A sampling weight must be a finite number greater than 0: the first that is not is named by its row (the
    file's line: a header, then row 1)."""
    weights = np.asarray(weights, dtype=float)
    if len(weights) and not (np.isfinite(weights).all() and (weights > 0).all()):
        bad = int(np.flatnonzero(~(np.isfinite(weights) & (weights > 0)))[0])
        raise weight_error(bad + 2, weights[bad])


MAX_WEIGHT_PARTS = 8
"""Parts a weight is cut into for exact sums (:class:`WeightParts`); weights spanning more bits are summed as they
come (exactly enough, not to the bit)."""


@dataclass(frozen=True)
class WeightParts:
    """Sums of sampling weights that are exact, and so the same in any order and on any engine: each weight is cut
    into parts on power-of-two grids (``grids``, coarsest first), each part a whole multiple of its grid below
    2^B grids with B = 53 − bits of the record count, so no sum of parts over the records ever rounds. A class's
    F_k is then its parts' exact sums added coarsest first (:func:`combined_parts`). The grids follow from the
    largest and smallest weight and the record count, which every engine knows exactly; no grids: the weights
    span too many bits (more than ``MAX_WEIGHT_PARTS`` parts) and are summed as they come."""

    grids: tuple[float, ...]

    @classmethod
    def of(cls, largest: float, smallest: float, records: int) -> "WeightParts":
        bits = 53 - int(records).bit_length()
        top = math.frexp(largest)[1]            # largest < 2^top
        low = math.frexp(smallest)[1] - 53      # no weight has a bit below 2^low
        parts = max(1, -(-(top - low) // bits))
        if parts > MAX_WEIGHT_PARTS or top - parts * bits < -1000 or top > 1000:
            return cls(())
        return cls(tuple(math.ldexp(1.0, top - (j + 1) * bits) for j in range(parts)))

    def of_weights(self, weights: np.ndarray) -> np.ndarray:
        """Rows x parts: each weight's parts (the weights themselves as one part without grids)."""
        rest = np.asarray(weights, dtype=float)
        if not self.grids:
            return rest[:, None].copy()
        parts = np.empty((len(rest), len(self.grids)))
        for j, grid in enumerate(self.grids):
            parts[:, j] = np.floor(rest / grid) * grid
            rest = rest - parts[:, j]
        return parts


def combined_parts(sums: np.ndarray) -> np.ndarray:
    """F_k from the exact sums of a weight's parts (rows x parts), added coarsest first."""
    sums = np.asarray(sums, dtype=float)
    total = sums[:, 0].copy()
    for j in range(1, sums.shape[1]):
        total += sums[:, j]
    return total


def _parts(weights: np.ndarray) -> np.ndarray:
    weights = np.asarray(weights, dtype=float)
    return weights[:, None] if weights.ndim == 1 else weights


def weighted_key_frequencies(class_of_row: np.ndarray, weights: np.ndarray, n_classes: int,
                             records: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Per row, f_k and F_k (sdcMicro freqCalc with a weight column) from the row's class and weight; a row may
    stand for several ``records`` (``weights`` then the sum of theirs, checked by whoever summed them).
    ``weights`` may be rows x parts (:class:`WeightParts`): each part summed apart, then combined."""
    if records is None and np.ndim(weights) == 1:
        check_weights(weights)
    parts = _parts(weights)
    counts = np.bincount(class_of_row, weights=records, minlength=n_classes)
    sums = np.column_stack([np.bincount(class_of_row, weights=parts[:, j], minlength=n_classes)
                            for j in range(parts.shape[1])]) if len(parts) else np.zeros((n_classes, 1))
    return counts[class_of_row].astype(float), combined_parts(sums)[class_of_row]


def key_frequencies_with_missing(codes: list[np.ndarray], missing: list[np.ndarray],
                                 weights: np.ndarray | None = None,
                                 records: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Per record, f_k and F_k when a missing key value matches any value (sdcMicro ``freqCalc``'s default: two
    records share a key when every key variable is equal or missing in either). ``codes``: one code array per key
    variable; ``missing``: where each is missing; ``weights`` None counts records (F_k = f_k). ``records``: the
    records each row stands for (None: one; ``weights`` then hold each row's sum of theirs).

    Vectorised by missing-value pattern: two records of patterns P and Q match when they agree on the variables
    missing in neither, so each pair of patterns is one group-by over those variables (O(patterns² · n), and tables
    have few patterns)."""
    n = len(codes[0]) if codes else 0
    records = np.ones(n) if records is None else np.asarray(records, dtype=float)
    weights = _parts(records if weights is None else weights)  # rows x parts (:class:`WeightParts`)
    if not codes or not n:
        return np.full(n, float(records.sum())), np.full(n, combined_parts(weights.sum(axis=0)[None, :])[0])
    holes = np.column_stack(missing).astype(bool)
    bits = holes @ (1 << np.arange(holes.shape[1], dtype=np.int64))
    patterns, pattern_of_row = np.unique(bits, return_inverse=True)
    fk, big_fk = np.zeros(n), np.zeros((n, weights.shape[1]))
    for i, p in enumerate(patterns.tolist()):
        rows_p = np.flatnonzero(pattern_of_row == i)
        for j, q in enumerate(patterns.tolist()):
            rows_q = np.flatnonzero(pattern_of_row == j)
            shared = [c for c in range(len(codes)) if not (p | q) >> c & 1]
            if not shared:  # every variable missing in one of them: all of Q matches
                fk[rows_p] += records[rows_q].sum()
                big_fk[rows_p] += weights[rows_q].sum(axis=0)
                continue
            both = np.concatenate([rows_p, rows_q])
            _, key = np.unique(np.column_stack([codes[c][both] for c in shared]), axis=0, return_inverse=True)
            key = key.ravel()
            key_p, key_q = key[:len(rows_p)], key[len(rows_p):]
            fk[rows_p] += np.bincount(key_q, weights=records[rows_q], minlength=key.max() + 1)[key_p]
            for j in range(weights.shape[1]):
                big_fk[rows_p, j] += np.bincount(key_q, weights=weights[rows_q, j], minlength=key.max() + 1)[key_p]
    return fk, combined_parts(big_fk)


def _number(value) -> float:
    try:
        return math.nan if isinstance(value, bool) else float(value)
    except (TypeError, ValueError):
        return math.nan
