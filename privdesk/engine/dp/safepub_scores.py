"""SafePub's score functions for the private search, and the measures ARX reports of a SafePub release.

**Scores** (Bild, Kuhn, Prasser, PoPETs 2018, section 5; ARX's ``getScore`` of metric/v2, called by
DataDependentEDDPAlgorithm). Each is computed over the whole input of n records: the sampled records in classes of
at least k are *kept*, the other sampled records are suppressed, and a record outside the sample counts as a
suppressed one. Higher is better. ARX scales each score so that its sensitivity is 1 (one record more or less moves
it by at most 1), which is why the exponential mechanism runs every score with sensitivity 1 (``SENSITIVITY``).
With q QIs, levels l_j of heights h_j, and c = 5 when k = 1, else k²/(k − 1) + 1:

- ``loss`` (SafePub's granularity; ARX MetricMDNMLoss): −Σ_j a_j / (q (k − 1)), a_j = Σ over records of the share
  of QI j's hierarchy under the released value, 1 for a suppressed record (no division by k − 1 when k = 1);
- ``precision`` (SafePub's intensity; ARX MetricMDNMPrecision): −Σ_j (kept · l_j/h_j + suppressed) / (q (k − 1));
- ``discernibility`` (ARX MetricSDNMDiscernability): −(Σ_kept classes |E|² + n · suppressed) / (n c);
- ``entropy`` (SafePub's non-uniform entropy score; ARX MetricMDNUNMEntropyPrecomputed): per QI j, the kept
  records whose released value is not the hierarchy's root add the square of their value's count; every other
  record (suppressed, or released as the root) adds n: −Σ_j (…) / (n q c);
- ``aecs`` (SafePub's group size; ARX MetricSDAECS): the number of kept classes, plus 1 when any record is
  suppressed (they form one class).

**Measures** of a release (``release_measures``), as ARX reports them for its differential-privacy model: over
the sample (the data set the model releases), with the sampled records in classes below k suppressed. Reproduced
from ARX's TestAnonymizationDifferentialPrivacy (data-dependent cases on Adult, at ARX's chosen transformation):

- AECS (MetricSDAECS): sampled records / equivalence classes, the suppressed records counting as one class;
- Precision (MetricMDPrecision, Sweeney): the mean over sampled records and QIs of level / height, 1 for a
  suppressed record;
- Discernability (MetricSDDiscernability): Σ |E|² over the kept classes, plus n for each suppressed record
  (n = sampled records).
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Callable, Sequence

import numpy as np

from privdesk.common.i18n import N_, _
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.classes import group_rows, partition
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.dp.differential_privacy import check_epsilon, positive_fraction
from privdesk.engine.metrics.utility import discernibility_of

COUNTED_SPACE = 4
"""Up to COUNTED_SPACE × rows + 1,024 keys a candidate's classes are counted per key (group_key's bound for its
counting path), above that grouped by group_rows."""
SENSITIVITY = 1.0
"""Every score below is scaled by ARX to sensitivity 1."""

SCORE_NAMES = {"loss": N_("Loss (granularity)"), "precision": N_("Precision (intensity)"),
               "discernibility": N_("Discernibility"), "entropy": N_("Non-uniform entropy"),
               "aecs": N_("Average class size (group size)")}
"""The score functions a user can choose, with their names in the window and the report."""

SCORE_ALIASES = {"granularity": "loss", "intensity": "precision", "discernability": "discernibility",
                 "non-uniform-entropy": "entropy", "nonuniform-entropy": "entropy", "group-size": "aecs",
                 "average-class-size": "aecs"}
"""SafePub's and ARX's other names for the same scores."""


def score_key(name: str) -> str:
    """The score's key for a name or alias (any case); InputError for an unknown one."""
    key = str(name).strip().lower().replace("_", "-").replace(" ", "-")
    key = SCORE_ALIASES.get(key, key)
    if key not in SCORE_NAMES:
        raise InputError(_("unknown score '{name}'; choose one of {names}").format(
            name=name, names=", ".join(SCORE_NAMES)))
    return key


class FrequencySet:
    """The sample's distinct QI rows with their counts; every candidate of the search rolls up from it."""

    def __init__(self, dataset: Dataset, qis: Sequence[str], hierarchies: Sequence[Hierarchy],
                 sampled: np.ndarray, k: int) -> None:
        self.hierarchies, self.k = list(hierarchies), int(k)
        self.n = dataset.n_rows
        columns = [dataset.column(q) for q in qis]
        self.bound = [h.bind(c) for h, c in zip(self.hierarchies, columns)]
        groups = partition([c.codes[sampled] for c in columns])
        # the distinct sampled QI code rows, one contiguous array per QI
        self.distinct = [np.ascontiguousarray(column, dtype=np.int64) for column in groups.keys.T]
        self.counts = groups.sizes.astype(np.float64)
        self.of_sampled_row = groups.class_of_row  # each sampled row's distinct row
        self._shares: list[np.ndarray] | None = None
        self._roots: list[list[np.ndarray]] | None = None
        self._near: tuple[tuple[int, ...], tuple[np.ndarray | None, int] | None] | None = None
        # per (QI, level): the label codes of the distinct rows and their radix, and (Loss) their shares. The
        # search scores each candidate's neighbours at levels it has met before, so each is gathered once
        # (lists by QI and level, not dicts by pairs: a candidate looks up each of its QIs)
        self._codes: list[list[tuple[np.ndarray, int] | None]] = [[None] * h.levels for h in self.hierarchies]
        self._row_shares: list[list[np.ndarray | None]] = [[None] * h.levels for h in self.hierarchies]
        self._power_share: list[list[float | None | bool]] = [[False] * h.levels for h in self.hierarchies]

    def _codes_at(self, j: int, level: int) -> tuple[np.ndarray, int]:
        found = self._codes[j][level]
        if found is None:
            codes = self.bound[j][level][self.distinct[j]]
            # int32, the type of the candidates' keys: adding int64 codes to them would cast every time
            found = self._codes[j][level] = codes.astype(np.int32), int(codes.max(initial=0)) + 1
        return found

    def codes(self, levels: Sequence[int]) -> list[np.ndarray]:
        """Each QI's label code at its level, per distinct sampled row."""
        return [self._codes_at(j, int(lv))[0] for j, lv in enumerate(levels)]

    def classes(self, levels: Sequence[int]) -> tuple[np.ndarray, np.ndarray, list[np.ndarray]]:
        """(kept, class sizes, codes): per distinct row whether its class at ``levels`` has at least k records;
        the sizes of the classes (in no set order: every score reads them as a multiset); the codes at
        ``levels``."""
        pairs = [self._codes_at(j, int(lv)) for j, lv in enumerate(levels)]
        codes = [c for c, _ in pairs]
        live = [(c, radix) for c, radix in pairs if radix > 1]  # a QI with one label splits no class
        if not self._counted(live):
            if live:
                group, n_classes = group_rows([c for c, _ in live], [radix for _, radix in live])
            else:
                group, n_classes = np.zeros(len(self.counts), np.int64), int(len(self.counts) > 0)
            sizes = np.bincount(group, weights=self.counts, minlength=n_classes)
            return sizes[group] >= self.k, sizes, codes
        # a small key space (most candidates: their QIs are mostly near the root): the sizes per key, unoccupied
        # keys 0, with no numbering of the classes; in key order, as group_rows numbers them in its counting path
        key = self._key(live)
        sizes = np.bincount(key, weights=self.counts)
        return np.take(sizes >= self.k, key), sizes, codes

    def kept_records(self, levels: Sequence[int], per_row: bool = True) -> tuple[float, np.ndarray | None]:
        """(kept records, per distinct row its records when its class at ``levels`` is kept, else 0.0): Loss's
        weights, ``counts × kept`` (the same floats); None unless ``per_row``. In a small key space without the
        classes' codes or sizes; the total over the kept classes (whole numbers: the same float in any order)."""
        key = self._child_key(levels)
        if key is None:
            live = [pair for pair in (self._codes_at(j, int(lv)) for j, lv in enumerate(levels)) if pair[1] > 1]
            if not self._counted(live):
                kept_counts = self.counts * self.kept(levels)
                return float(np.add.reduce(kept_counts)), kept_counts
            key = self._key(live)
        sizes = np.bincount(key, weights=self.counts)
        big = sizes >= self.k
        total = float(np.add.reduce(sizes[big]))
        if not per_row:
            return total, None
        kept = np.take(big.astype(np.float64), key)
        return total, np.multiply(kept, self.counts, out=kept)

    def near(self, levels: Sequence[int] | None) -> None:
        """The candidates scored next are ``levels`` with one QI one level lower (the search's pivot and its
        children): kept_records then forms their keys from the pivot's. None: no such hint."""
        self._near = None if levels is None else (tuple(int(v) for v in levels), None)

    def _child_key(self, levels: Sequence[int]) -> np.ndarray | None:
        """A key of the classes at ``levels`` from the pivot's (``near``) when ``levels`` is the pivot with QI j one
        level lower: pivot key × radix + QI j's code (its code determines the pivot's label of QI j: hierarchies
        are functional). Two passes instead of two per live QI; in no order group_rows would give (kept_records
        reads only which classes reach k). None when there is no such pivot or the key space is not small."""
        if self._near is None:
            return None
        pivot, found = self._near
        lower = [j for j, (a, b) in enumerate(zip(pivot, levels)) if a != int(b)]
        if len(lower) != 1 or pivot[lower[0]] != int(levels[lower[0]]) + 1:
            return None
        if found is None:
            live = [pair for pair in (self._codes_at(j, lv) for j, lv in enumerate(pivot)) if pair[1] > 1]
            found = ((self._key(live), math.prod(radix for _, radix in live)) if self._counted(live) else
                     (np.zeros(len(self.counts), np.int32), 1) if not live else (None, 0))
            self._near = pivot, found
        pivot_key, space = found
        codes, radix = self._codes_at(lower[0], int(levels[lower[0]]))
        if pivot_key is None or space * radix > COUNTED_SPACE * len(self.counts) + 1024 or space * radix >= 2**31:
            return None
        key = pivot_key * radix
        key += codes
        return key

    def _counted(self, live: list[tuple[np.ndarray, int]]) -> bool:
        """Whether the classes of the ``live`` QIs' codes are counted per key (a small key space)."""
        space = math.prod(radix for _, radix in live)
        return bool(live) and space <= COUNTED_SPACE * len(self.counts) + 1024 and space < 2**31

    @staticmethod
    def _key(live: list[tuple[np.ndarray, int]]) -> np.ndarray:
        """The mixed-radix key of the rows' codes (int32; the caller checked the space), as group_rows forms it."""
        key = live[0][0].copy()
        for column, radix in live[1:]:
            key *= radix
            key += column
        return key

    def power_share(self, j: int, level: int) -> float | None:
        """The share of QI j at ``level`` when every distinct row has the same one and it is a power of two (1 at
        the root, ½ for each of two leaves), else None. Then each product of a whole count and the share is exact,
        and so is every partial sum of them: any order of summing gives the same float, the kept records × share."""
        found = self._power_share[j][level]
        if found is False:
            shares = self.row_shares(j, level)
            first = float(shares[0]) if len(shares) else 1.0
            found = first if math.frexp(first)[0] == 0.5 and bool(np.all(shares == first)) else None
            self._power_share[j][level] = found
        return found

    def row_shares(self, j: int, level: int) -> np.ndarray:
        """Per distinct row: the share of QI j's hierarchy under its label at ``level`` (Loss)."""
        found = self._row_shares[j][level]
        if found is None:
            found = self._row_shares[j][level] = self.shares()[j][level][self.distinct[j]]
        return found

    def kept(self, levels: Sequence[int]) -> np.ndarray:
        return self.classes(levels)[0]

    def score(self, name: str, levels: Sequence[int]) -> float:
        return SCORES[name](self, levels)

    def shares(self) -> list[np.ndarray]:
        """Per QI and level, per column code: hierarchy rows under its label / all hierarchy rows."""
        if self._shares is None:
            self._shares = [np.stack([np.bincount(h.matrix[lv], minlength=len(h.labels[lv]))[b[lv]] / h.n_rows
                                      for lv in range(h.levels)]) for h, b in zip(self.hierarchies, self.bound)]
        return self._shares

    def roots(self) -> list[list[np.ndarray]]:
        """Per QI and level, per label code: is the label the hierarchy's root (ARX compares the value)?"""
        if self._roots is None:
            self._roots = []
            for h in self.hierarchies:
                top = {str(v) for v in h.labels[h.height]}
                root = next(iter(top)) if len(top) == 1 else None
                self._roots.append([np.array([str(v) == root for v in h.labels[lv]], dtype=bool)
                                    for lv in range(h.levels)])
        return self._roots

    def _dispersion(self) -> float:
        """ARX's c: 5 for k = 1, else k²/(k − 1) + 1 (the sensitivity of the unscaled squared-count scores)."""
        return 5.0 if self.k == 1 else self.k * self.k / (self.k - 1) + 1


def _loss(fs: FrequencySet, levels: Sequence[int]) -> float:
    # one share for all, a power of two (a QI at its root: 1.0): the sum is exact, the same number to the last bit as
    # the pairwise sum of the products (FrequencySet.power_share); only the other QIs need the rows' weights
    shares = [fs.power_share(j, int(lv)) for j, lv in enumerate(levels)]
    kept_total, kept_counts = fs.kept_records(levels, per_row=None in shares)  # weights, not a selection: faster
    add = np.add.reduce  # np.sum's own reduction, without its wrapper: the same pairwise sum
    total = 0.0
    product = None if kept_counts is None else np.empty_like(kept_counts)
    for j, (lv, share) in enumerate(zip(levels, shares)):
        # multiply and sum, not BLAS: a dot product of this size costs more in threads
        total += (kept_total * share if share is not None
                  else float(add(np.multiply(kept_counts, fs.row_shares(j, int(lv)), out=product))))
    q = len(levels)
    total += q * (fs.n - kept_total)  # suppressed and unsampled records count 1 per QI
    return -total / q / (fs.k - 1) if fs.k > 1 else -total / q


def _precision(fs: FrequencySet, levels: Sequence[int]) -> float:
    n_kept = float(fs.counts[fs.kept(levels)].sum())
    generality = sum(lv / h.height if h.height else 0.0 for h, lv in zip(fs.hierarchies, levels))
    q = len(levels)
    total = n_kept * generality + q * (fs.n - n_kept)
    return -total / q / (fs.k - 1) if fs.k > 1 else -total / q


def _discernibility(fs: FrequencySet, levels: Sequence[int]) -> float:
    kept, sizes, _codes = fs.classes(levels)
    n_kept = float(fs.counts[kept].sum())
    kept_sizes = sizes[sizes >= fs.k]
    total = discernibility_of(kept_sizes, fs.n, fs.n - n_kept)
    return -total / (fs.n * fs._dispersion())


def _entropy(fs: FrequencySet, levels: Sequence[int]) -> float:
    kept, _sizes, codes = fs.classes(levels)
    roots = fs.roots()
    total = 0.0
    kept_counts = fs.counts * kept
    for j, lv in enumerate(levels):
        root = roots[j][lv]
        # per released value: its kept records, none for the root (weights, not a boolean selection: faster)
        per_value = np.bincount(codes[j], weights=kept_counts, minlength=len(root))
        per_value[root] = 0.0
        total += float(np.sum(per_value * per_value)) + fs.n * (fs.n - float(per_value.sum()))
    return -total / (fs.n * len(levels)) / fs._dispersion()


def _aecs(fs: FrequencySet, levels: Sequence[int]) -> float:
    kept, sizes, _codes = fs.classes(levels)
    any_suppressed = float(fs.counts[kept].sum()) < fs.n
    return float(np.count_nonzero(sizes >= fs.k)) + (1.0 if any_suppressed else 0.0)


SCORES: dict[str, Callable[[FrequencySet, Sequence[int]], float]] = {
    "loss": _loss, "precision": _precision, "discernibility": _discernibility, "entropy": _entropy, "aecs": _aecs}


class ExactGaps:
    """The exponential mechanism's γ_r = ε (max q − q_r) / (2S) = a_r / b of SafePub's candidates, step after
    step: :func:`.differential_privacy.gap_numerators` of the scores' decimal fractions, with each score kept as an
    integer over one common denominator D (grown as new scores come) instead of a fraction per candidate and step.
    The reduced result does not depend on D: b is the least common denominator of the reduced γ_r."""

    def __init__(self, epsilon: float, sensitivity: float) -> None:
        self.factor = check_epsilon(epsilon) / (2 * positive_fraction(sensitivity, _("sensitivity")))
        self.common = 1
        self._whole: dict[float, int] = {}  # score -> its decimal fraction × common
        self._largest = 0  # the largest |score × common|

    def of(self, scores: Sequence[float]) -> tuple[list[int] | np.ndarray, int]:
        """(a_r, b) for the candidates' float scores, as gap_numerators of their decimal fractions gives them
        (the a_r in int64 when every gap fits)."""
        try:
            return self._gaps(scores)
        except KeyError:  # a score not added before
            for score in scores:
                self.add(score)
            return self._gaps(scores)

    def _gaps(self, scores: Sequence[float]) -> tuple[list[int] | np.ndarray, int]:
        whole = self._whole
        numerator, modulus = self.factor.numerator, self.factor.denominator * self.common
        if self._largest * numerator < 2**61:  # every gap, up to 2 × largest × numerator, fits in int64
            values = np.fromiter(map(whole.__getitem__, scores), np.int64, len(scores))
            scaled = (values.max() - values) * numerator
            shared = int(np.gcd.reduce(scaled))
            divisor = math.gcd(modulus, shared)
            # all gaps 0 (one candidate, or ties): the divisor is the modulus, however large; the zeros stay
            return (scaled // divisor if shared else scaled), modulus // divisor
        values = [whole[score] for score in scores]
        best = max(values)
        scaled = [numerator * (best - v) for v in values]
        divisor = math.gcd(modulus, *scaled)
        return [a // divisor for a in scaled], modulus // divisor

    def add(self, score: float) -> None:
        """Know ``score`` before it is asked for (the search adds each candidate's score as it computes it)."""
        if score in self._whole:
            return
        exact = Fraction(repr(float(score)))  # the shortest decimal text, as the exponential mechanism reads it
        if self.common % exact.denominator:
            grown = math.lcm(self.common, exact.denominator)
            self._whole = {s: v * (grown // self.common) for s, v in self._whole.items()}
            self._largest *= grown // self.common
            self.common = grown
        value = self._whole[score] = exact.numerator * (self.common // exact.denominator)
        self._largest = max(self._largest, abs(value))


def release_measures(dataset: Dataset, qis: Sequence[str], tree: Sequence[Hierarchy], levels: Sequence[int],
                     sampled: np.ndarray, suppressed: np.ndarray) -> dict[str, float]:
    """{"aecs", "precision", "discernibility"} of a release at ``levels`` (module notes)."""
    kept = sampled & ~suppressed
    n = int(sampled.sum())
    n_kept = int(kept.sum())
    n_suppressed = n - n_kept
    if n == 0:
        return {"aecs": 0.0, "precision": 0.0, "discernibility": 0.0}
    columns = [dataset.column(q) for q in qis]
    codes = [h.bind(c)[lv][c.codes[kept]] for h, c, lv in zip(tree, columns, levels)]
    sizes = np.bincount(partition(codes).class_of_row).astype(np.float64) if n_kept else np.zeros(0)
    classes = len(sizes) + (1 if n_suppressed else 0)
    generality = float(np.mean([lv / h.height if h.height else 0.0 for h, lv in zip(tree, levels)]))
    return {"aecs": n / classes,
            "precision": (n_kept * generality + n_suppressed) / n,
            "discernibility": discernibility_of(sizes, n, n_suppressed)}
