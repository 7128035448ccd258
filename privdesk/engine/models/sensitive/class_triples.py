"""Every single-attribute model's value per class from the class's (value, records) pairs, without a classes x
values matrix (docs/spec.md §4; issue #34).

After anonymization a class holds a few of an attribute's values (10^8 records: 1.4 M classes, 2,000 diagnosis
codes, ~6.5 codes a class, ~9 M (class, value) pairs), so a matrix of classes x values — even one over the values a
span of classes holds — is mostly zeros, and thousands of spans each pay numpy's fixed costs. Here the rows of a
block of whole classes are sorted by (class, value) into pairs, and each model's figure is a segment reduction over
each class's pairs (``np.add.reduceat`` / ``np.maximum.reduceat``); a value a class lacks enters in closed form
(its share q of the table, for the distances). Each function keeps the definition of its matrix counterpart
(``alpha_k``, ``distinct_l_diversity``, ``entropy_l_diversity``, ``recursive_cl_diversity``, ``t_closeness_equal``,
``t_closeness_ordered``, ``beta_likeness_basic`` / ``_enhanced``, ``delta_disclosure`` / ``_strict``), which stay
the API elsewhere and the tests' oracle: integer-derived figures are computed by the same operations and equal to
the last bit; sums of floats (entropy, the t distances) are added in another order, so their last bits may differ
(at most ~1e-13 here).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Iterator

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.core.classes import Partition, class_spans
from privdesk.engine.core.progress import NO_PROGRESS, Progress
from privdesk.engine.core.tolerance import TOLERANCE

BLOCK_ROWS = 1 << 22
"""Rows (triples) of whole classes sorted into pairs at once: the block's temporaries stay around 100 MB."""


@dataclass
class ClassPairs:
    """The distinct (class, value) pairs of ``n_classes`` consecutive classes, by class then value code:
    ``classes`` (0..n_classes-1 within the block), ``codes`` and ``counts`` (records, all > 0), and the table's
    whole distribution ``whole`` (records per value code, suppressed rows included)."""

    n_classes: int
    classes: np.ndarray
    codes: np.ndarray
    counts: np.ndarray
    whole: np.ndarray

    @cached_property
    def heads(self) -> np.ndarray:
        """The first pair of each class that has pairs."""
        return _run_heads(self.classes)

    def per_class(self, values: np.ndarray, reduce: np.ufunc, empty: float | int) -> np.ndarray:
        """``reduce`` of ``values`` (one per pair) over each class's pairs; ``empty`` for a class without any."""
        result = np.full(self.n_classes, empty, dtype=np.result_type(values, type(empty)))
        if len(values):
            result[self.classes[self.heads]] = reduce.reduceat(values, self.heads)
        return result

    @cached_property
    def sizes(self) -> np.ndarray:
        """Records of each class (int64, as the matrix's row sums)."""
        return self.per_class(self.counts, np.add, 0)

    @cached_property
    def divisors(self) -> np.ndarray:
        """Each class's size, 1 for an empty class (as the matrix functions divide)."""
        return np.where(self.sizes > 0, self.sizes, 1)

    @cached_property
    def distinct(self) -> np.ndarray:
        """Different values of each class."""
        return np.bincount(self.classes, minlength=self.n_classes)

    @cached_property
    def total(self) -> int:
        """Records in the table, suppressed ones included."""
        return int(self.whole.sum())


def _run_heads(ordered: np.ndarray) -> np.ndarray:
    """Where each run of equal values of the sorted array ``ordered`` begins."""
    change = np.ones(len(ordered), bool)
    np.not_equal(ordered[1:], ordered[:-1], out=change[1:])
    return np.flatnonzero(change)


def release_pairs(release: Partition, codes: np.ndarray, n_values: int, whole: np.ndarray,
                  progress: Progress = NO_PROGRESS) -> Iterator[ClassPairs]:
    """The pairs of every class, a block of classes at a time: the non-zero cells of the classes x values matrix
    when it fits in ``classes.BLOCK_CELLS`` (one bincount over the rows; 2 M rows in 100 classes: 0.06 s, against
    1.3 s to order the rows by class and sort them), else from the class-ordered rows (:func:`class_pairs`)."""
    if len(class_spans(release.n_classes, n_values)) == 1:
        yield matrix_pairs(release.value_counts(codes, n_values), whole)
        return
    for start, stop in class_blocks(release, progress):
        yield class_pairs(release, codes, n_values, whole, start, stop)


def matrix_pairs(counts: np.ndarray, whole: np.ndarray) -> ClassPairs:
    """The pairs of a classes x values count matrix: its non-zero cells, row by row."""
    flat = counts.reshape(-1)
    cells = np.flatnonzero(flat)
    classes, codes = np.divmod(cells, max(counts.shape[1], 1))
    return ClassPairs(counts.shape[0], classes, codes, flat[cells].astype(np.int64, copy=False), whole)


def class_blocks(release: Partition, progress: Progress = NO_PROGRESS) -> Iterator[tuple[int, int]]:
    """Ranges [start, stop) of whole classes with about ``BLOCK_ROWS`` rows (a larger class alone), each reported
    to ``progress``, where a cancel stops the check between blocks."""
    starts = release.rows_by_class.starts
    n_classes = release.n_classes
    cuts = np.searchsorted(starts, np.arange(BLOCK_ROWS, int(starts[n_classes]), BLOCK_ROWS), side="right") - 1
    bounds = np.unique(np.concatenate(([0], np.clip(cuts, 0, n_classes), [n_classes])))
    for start, stop in zip(bounds[:-1].tolist(), bounds[1:].tolist()):
        progress.report(start / n_classes, _("checking the classes: {done:,} of {total:,}").format(
            done=start, total=n_classes))
        yield start, stop


def class_pairs(release: Partition, codes: np.ndarray, n_values: int, whole: np.ndarray, start: int,
                stop: int) -> ClassPairs:
    """The (class, value, records) pairs of the classes start..stop-1: their rows' (class, code) keys sorted, equal
    keys' records summed (rows with no records dropped)."""
    rows, classes = release.rows_by_class.rows_and_classes(start, stop)
    n_values = max(n_values, 1)
    held = codes[rows]
    weights = None if release.weights is None else np.asarray(release.weights)[rows]
    if _in_pair_order(classes, held):  # distinct pairs in order already, as an engine counts them: nothing to sort
        pair_classes = classes.astype(np.int64)
        pair_classes -= start
        pair_codes = held.astype(np.int64)
        if weights is None:
            return ClassPairs(stop - start, pair_classes, pair_codes, np.ones(len(held), np.int64), whole)
        counts = weights.astype(np.int64)
        kept = counts > 0
        if not kept.all():
            pair_classes, pair_codes, counts = pair_classes[kept], pair_codes[kept], counts[kept]
        return ClassPairs(stop - start, pair_classes, pair_codes, counts, whole)
    key = classes.astype(np.int64)
    key -= start
    key *= n_values
    key += held
    if weights is None:
        key.sort()
    else:
        key, weights = _sorted_with_weights(key, weights, (stop - start) * n_values)
    heads = _run_heads(key)
    if weights is None:
        counts = np.diff(np.append(heads, len(key)))
    else:  # whole numbers of records, as the matrix's weighted bincount cast to int64
        counts = np.add.reduceat(weights, heads).astype(np.int64) if len(heads) else np.zeros(0, np.int64)
    key = key[heads]
    if weights is not None:
        key, counts = key[counts > 0], counts[counts > 0]
    pair_classes, pair_codes = np.divmod(key, n_values)
    return ClassPairs(stop - start, pair_classes, pair_codes, counts.astype(np.int64, copy=False), whole)


def _in_pair_order(classes: np.ndarray, codes: np.ndarray) -> bool:
    """Whether the rows' (class, code) pairs increase from row to row (by class, then by code: no two equal)."""
    later, earlier = slice(1, None), slice(None, -1)
    same = classes[later] == classes[earlier]
    return bool(np.all((classes[later] > classes[earlier]) | (same & (codes[later] > codes[earlier]))))


def _sorted_with_weights(key: np.ndarray, weights: np.ndarray, space: int) -> tuple[np.ndarray, np.ndarray]:
    """(``key`` sorted, ``weights`` in the same order). When both fit in 63 bits each weight is packed below its
    key and one sort of the packed keys orders both (4 M rows: 0.4 s, against 2.3 s for an argsort and the two
    gathers it needs); else through an argsort."""
    bits = int(weights.max(initial=0)).bit_length()
    if weights.dtype.kind in "iu" and weights.min(initial=0) >= 0 and (space - 1).bit_length() + bits <= 63:
        key <<= bits
        key |= weights.astype(np.int64, copy=False)
        key.sort()
        weights = key & ((1 << bits) - 1)
        key >>= bits
        return key, weights
    order = np.argsort(key, kind="stable")
    return key[order], weights[order]


def alpha(pairs: ClassPairs) -> np.ndarray:
    """(α,k): the largest value's share of its class (``alpha_k``)."""
    return pairs.per_class(pairs.counts, np.maximum, 0) / pairs.divisors


def distinct_l(pairs: ClassPairs) -> np.ndarray:
    """Distinct l: the different values of each class (``distinct_l_diversity``)."""
    return pairs.distinct


def entropy_l(pairs: ClassPairs) -> np.ndarray:
    """Entropy l: 2^H with H = log2 T − Σ c log2 c / T (``count_entropies``; 1 for an empty class)."""
    counts = pairs.counts.astype(float)
    sums = pairs.per_class(counts * np.log2(counts), np.add, 0.0)
    totals = pairs.sizes.astype(float)
    with np.errstate(divide="ignore", invalid="ignore"):
        entropies = np.where(totals > 0, np.log2(totals) - sums / totals, 0.0)
    return np.exp2(np.maximum(entropies, 0.0))  # rounding may leave −1e-16 for a class of one value


def recursive_c(pairs: ClassPairs, l: int) -> np.ndarray:
    """Recursive (c,l): r_1 / (r_l + … + r_m), inf when the tail is empty (``recursive_cl_diversity``). The tail
    is the class size less its l − 1 largest counts (whole numbers: exact); for l > 2 each class's counts are
    ordered, largest first, by one sort of (class, −count) keys."""
    largest = pairs.per_class(pairs.counts, np.maximum, 0)
    if l == 1:
        tail = pairs.sizes
    elif l == 2:
        tail = pairs.sizes - largest
    else:
        top = int(pairs.counts.max(initial=0))
        order = np.argsort(pairs.classes * (top + 1) + (top - pairs.counts))
        rank = np.arange(len(order)) - np.repeat(pairs.heads, np.diff(np.append(pairs.heads, len(order))))
        leading = pairs.per_class(np.where(rank < l - 1, pairs.counts[order], 0), np.add, 0)
        tail = pairs.sizes - leading
    tail = tail.astype(float)
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(tail > 0, largest.astype(float) / np.where(tail > 0, tail, 1.0), np.inf)


def t_equal(pairs: ClassPairs) -> np.ndarray:
    """t, equal distance: ½(Σ_held |p − q| + Σ_lacked q), the lacked values' q summed as (n − Σ_held n_v)/n
    (``t_closeness_equal``; ½ for an empty class)."""
    n = pairs.total if pairs.total > 0 else 1
    differences = pairs.counts / pairs.divisors[pairs.classes]
    differences -= (pairs.whole / n)[pairs.codes]  # q made once per value
    held = pairs.per_class(np.abs(differences, out=differences), np.add, 0.0)
    lacked = (pairs.total - pairs.per_class(pairs.whole[pairs.codes], np.add, 0)) / n
    return 0.5 * (held + lacked)


def t_ordered(pairs: ClassPairs) -> np.ndarray:
    """t, ordered distance over the values the table holds, in code order (``t_closeness_ordered``). A class's
    cumulative share P is constant from one of its values to the next while the table's Q grows, so each run adds
    P·(t − a) − ΣQ[a:t] + ΣQ[t:b] − P·(b − t), t being where Q passes P: one search per class and run, none per
    value the class lacks. Before its first value P = 0 and the run adds ΣQ."""
    held = pairs.whole > 0
    m = int(held.sum())
    if m <= 1:
        return np.zeros(pairs.n_classes)
    shares = np.cumsum(pairs.whole[held]) / pairs.whole[held].sum()   # Q(i) over the table's values, i < m
    prefix = np.concatenate([[0.0], np.cumsum(shares)])               # ΣQ[0:j]
    position = (np.cumsum(held) - 1)[pairs.codes]                     # each pair's value among the m
    ends = np.append(position[1:], m)
    lasts = np.append(pairs.heads[1:], len(position)) - 1
    ends[lasts] = m                                                   # a class's last value runs to the end
    running = np.cumsum(pairs.counts)                                 # whole numbers: exact
    before = np.repeat(running[pairs.heads] - pairs.counts[pairs.heads],
                       np.diff(np.append(pairs.heads, len(position))))
    cumulative = (running - before) / pairs.divisors[pairs.classes]
    turn = np.clip(np.searchsorted(shares, cumulative, side="left"), position, ends)
    runs = (cumulative * (turn - position) - (prefix[turn] - prefix[position]) + (prefix[ends] - prefix[turn])
            - cumulative * (ends - turn))
    first = pairs.per_class(position, np.minimum, m)                  # an empty class: Q summed over all m
    return (prefix[first] + pairs.per_class(runs, np.add, 0.0)) / (m - 1)


def _table_shares(pairs: ClassPairs) -> np.ndarray:
    """q of every value code, as ``beta_likeness._table_shares`` divides."""
    return pairs.whole / (pairs.total if pairs.total > 0 else 1)


def beta_basic(pairs: ClassPairs) -> np.ndarray:
    """Basic β: max over the class's values of (p − q)/q, at least 0 (``beta_likeness_basic``); a lacked value's
    gain is −1, never the largest."""
    shares = _table_shares(pairs)
    held = shares > 0
    inverse_q = np.where(held, 1.0 / np.where(held, shares, 1.0), 0.0)
    largest = pairs.per_class(pairs.counts * inverse_q[pairs.codes], np.maximum, 0.0) / pairs.divisors
    return np.maximum(largest - 1.0, 0.0)


def beta_enhanced(pairs: ClassPairs, basic: np.ndarray) -> np.ndarray:
    """Enhanced β: ``basic``, or inf where some held value's count exceeds |E|·q(1 − ln q) (``beta_likeness_
    enhanced``; a lacked value's count 0 never does)."""
    shares = _table_shares(pairs)
    held = shares > 0  # every value a class holds; its bound made once per value, not per pair
    limit_share = np.where(held, shares * (1.0 - np.log(np.where(held, shares, 1.0)) + TOLERANCE), np.inf)
    exceeds = pairs.per_class(pairs.counts > pairs.sizes[pairs.classes] * limit_share[pairs.codes], np.logical_or,
                              False)
    return np.where(exceeds, np.inf, basic)


def delta_disclosures(pairs: ClassPairs) -> tuple[np.ndarray, np.ndarray]:
    """(δ over each class's values, δ over every table value — inf when the class lacks one) as ``delta_disclosure``
    and ``delta_disclosure_strict``: |ln(p/q)| is largest at the largest or smallest ratio p/q =
    count · (n / n_v) / |E|. An empty class has δ = −inf and strict δ = inf, as its all-zero matrix row."""
    held = pairs.whole > 0
    if not held.any():
        return np.zeros(pairs.n_classes), np.zeros(pairs.n_classes)
    factor = pairs.total / np.where(held, pairs.whole, 1)
    ratios = pairs.counts * factor[pairs.codes]
    largest = pairs.per_class(ratios, np.maximum, 0.0) / pairs.divisors
    smallest = pairs.per_class(ratios, np.minimum, np.inf) / pairs.divisors
    with np.errstate(divide="ignore"):
        present = np.maximum(np.log(largest), -np.log(smallest))
    return present, np.where(pairs.distinct < int(held.sum()), np.inf, present)


def triple_values(pairs: ClassPairs, l: int, ordered: bool) -> dict[str, np.ndarray]:
    """Each model's value per class of a block, keyed as ``sensitive_checks``' results (``t_ordered`` only when
    ``ordered``)."""
    values = {"alpha": alpha(pairs), "l_distinct": distinct_l(pairs), "l_entropy": entropy_l(pairs),
              "recursive_c": recursive_c(pairs, l), "t_equal": t_equal(pairs)}
    if ordered:
        values["t_ordered"] = t_ordered(pairs)
    values["beta_basic"] = beta_basic(pairs)
    values["beta_enhanced"] = beta_enhanced(pairs, values["beta_basic"])
    values["delta_disclosure"], values["delta_disclosure_strict"] = delta_disclosures(pairs)
    return values
