"""Weighted attribute entropy of a same-sensitive-value table before and after generalisation (docs/spec.md §2; seed 001:
Zheng Minghui, Yang Chen, Tan Jie, Lü Hanxiao, "Security measurement of generalization algorithms for
same-sensitive-value tables", definitions 1–3 and section 3.4).

MT has n rows and quasi-identifiers A_1..A_q with weights w_j > 0, Σ w_j = 1; n_v rows hold value v of A_j.

    H(A_j)     = − Σ_v (n_v/n) log2(n_v/n)             per-attribute entropy in MT
    H_w(MT)    = Σ_j w_j H(A_j)                        weighted attribute entropy (utility)
    H'(A_j)    = − Σ_i (|E_i|/n) log2(x_ij/n)          after generalisation into classes E_i
    H'_w(MT')  = Σ_j w_j H'(A_j)
    H(MT) = Σ_j H(A_j),  H(MT') = Σ_j H'(A_j),  ΔH = H(MT) − H(MT')

x_ij is the number of MT rows whose ORIGINAL A_j value lies in E_i's released A_j value (an interval or a set). Here
"the released value of class i covers original value v" is a boolean cover matrix (classes × distinct original
values) per attribute, so x_ij = cover @ value_counts. Builders: ``cover_by_class_range`` (released value = the
[min, max] of the class's codes, in code order — numeric order for numeric columns), ``cover_by_class_set`` (the
set of values present in the class) and ``cover_by_hierarchy`` (a hierarchy label covers every original value that
generalises to it).

Reconstruction (SPEC §2): the seed's formulas were lost in extraction; these are the spec's reading of its wording,
fixed by the spec's toy table (ungeneralised 1.9302; classes {1,2},{3,4},{5,6} → 1.1521; {1,2,3},{4,5,6} → 0.5395;
one class → 0). H'(A_j) is not the Shannon entropy of a distribution (the weights |E_i|/n and the arguments x_ij/n
differ), so it is computed here directly; H(A_j) is an ordinary entropy and uses ``metrics.entropy.entropy``.
When nothing is generalised (each class releases its own values) H' = H; when all rows form one class H' = 0.

Suppressed rows (SPEC §0) belong to no class and are released as ``*``, which covers every value: x = n, so their
term −(s/n) log2(n/n) is 0. n is therefore all rows of MT, and value counts are taken over all rows.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Mapping, Sequence

import numpy as np
import pandas as pd

from privdesk.common.i18n import _
from privdesk.engine.attributes.weights import normalize_weights
from privdesk.engine.core.classes import SUPPRESSED_LABEL, Partition, blocked_bincount, class_spans
from privdesk.engine.core.dataset import Column
from privdesk.engine.core.errors import InputError
from privdesk.engine.metrics.entropy import entropy

_WEIGHT_TOLERANCE = 1e-6


@dataclass(frozen=True)
class EntropyUtility:
    """SPEC §2 utility measures of one generalisation of MT, per attribute and for the table."""

    names: tuple[str, ...]
    weights: np.ndarray              # w_j (sum 1)
    entropies: np.ndarray            # H(A_j)
    generalised: np.ndarray          # H'(A_j)
    weighted: float                  # H_w(MT)
    generalised_weighted: float      # H'_w(MT')
    table: float                     # H(MT) = Σ_j H(A_j)
    generalised_table: float         # H(MT') = Σ_j H'(A_j)

    @property
    def delta(self) -> float:
        """ΔH = H(MT) − H(MT')."""
        return self.table - self.generalised_table


# ----- per attribute --------------------------------------------------------------------------------------------------

def attribute_entropy(codes: np.ndarray, n_values: int | None = None) -> float:
    """H(A_j) of one column's codes in MT."""
    codes = _codes(codes, "attribute")
    if codes.size == 0:
        return 0.0
    return float(entropy(np.bincount(codes, minlength=n_values or 0)))


def generalised_attribute_entropy(class_sizes: np.ndarray, cover: np.ndarray, value_counts: np.ndarray,
                                  n_rows: int | None = None) -> float:
    """H'(A_j) = −Σ_i (|E_i|/n) log2(x_ij/n) with x_ij = cover[i] @ value_counts.

    ``class_sizes``: |E_i| per class; ``cover``: classes × values booleans (class i's released value covers original
    value v); ``value_counts``: rows of MT holding each original value. n = ``n_rows``, default Σ value_counts.
    """
    sizes = np.asarray(class_sizes, dtype=np.int64)
    cover = np.asarray(cover, dtype=bool)
    counts = np.asarray(value_counts, dtype=np.int64)
    if sizes.ndim != 1 or counts.ndim != 1 or cover.ndim != 2:
        raise InputError(_("class sizes and value counts must be 1-D arrays and the cover a classes × values matrix"))
    if cover.shape != (len(sizes), len(counts)):
        raise InputError(_("the cover matrix is {rows} × {columns} but there are {classes} classes and "
                           "{values} values").format(
            rows=cover.shape[0], columns=cover.shape[1], classes=len(sizes), values=len(counts)))
    if (sizes < 0).any() or (counts < 0).any():
        raise InputError(_("class sizes and value counts cannot be negative"))
    n = int(counts.sum()) if n_rows is None else int(n_rows)
    if sizes.sum() > n:
        raise InputError(_("the classes hold {held} rows but the table has only {n}").format(
            held=int(sizes.sum()), n=n))
    if n == 0 or len(sizes) == 0:
        return 0.0
    return _generalised_entropy(sizes, cover.astype(np.int64) @ counts, n)


def _generalised_entropy(sizes: np.ndarray, x: np.ndarray, n: int) -> float:
    """H'(A_j) from the class sizes |E_i| and the rows x_ij of MT each class's released value covers."""
    if n == 0 or len(sizes) == 0:
        return 0.0
    short = np.flatnonzero(x < sizes)
    if short.size:
        i = int(short[0])
        raise InputError(_("class {number}'s released value covers {covered} rows of the table but the class holds "
                           "{size}; a class's released value must cover its own original values").format(
            number=i + 1, covered=int(x[i]), size=int(sizes[i])))
    used = sizes > 0
    terms = sizes[used] / n * np.log2(n / x[used])
    return float(max(terms.sum(), 0.0))


# ----- cover builders -------------------------------------------------------------------------------------------------

def cover_by_class_set(partition: Partition, codes: np.ndarray, n_values: int,
                       span: tuple[int, int] | None = None) -> np.ndarray:
    """Released value of each class = the set of original values present in it: cover[c, v] = v occurs in class c.
    ``span``: the rows of classes start..stop-1 only (``covered_rows``)."""
    codes = _codes(codes, "attribute", rows_of(partition), n_values)
    return partition.value_counts(codes, n_values, span) > 0


def cover_by_class_range(partition: Partition, codes: np.ndarray, n_values: int,
                         n_valid: int | None = None, span: tuple[int, int] | None = None) -> np.ndarray:
    """Released value of each class = the interval [min, max] of its original codes, in code order.

    For a numeric (or date, or ordered) column code order is value order, so this is the class's [min, max]
    interval. Codes ≥ ``n_valid`` (values failing the column's type and the missing category, which come last in code
    order) are not ordered: they are covered only by the classes that hold them, like a set. Default: every code is
    ordered. ``span``: the rows of classes start..stop-1 only (``covered_rows``).
    """
    codes = _codes(codes, "attribute", rows_of(partition), n_values)
    n_valid = n_values if n_valid is None else int(n_valid)
    if not 0 <= n_valid <= n_values:
        raise InputError(_("n_valid ({n_valid}) must lie between 0 and the number of values ({n_values})").format(
            n_valid=n_valid, n_values=n_values))
    present = partition.value_counts(codes, n_values, span) > 0
    ordered = present[:, :n_valid]
    has_ordered = ordered.any(axis=1)
    low = np.argmax(ordered, axis=1) if n_valid else np.zeros(len(present), np.int64)
    high = n_valid - 1 - np.argmax(ordered[:, ::-1], axis=1) if n_valid else np.full(len(present), -1)
    v = np.arange(n_values)
    cover = (v[None, :] >= low[:, None]) & (v[None, :] <= high[:, None]) & has_ordered[:, None]
    cover &= v[None, :] < n_valid
    cover |= present & (v[None, :] >= n_valid)
    return cover


def cover_by_hierarchy(released_label_code_per_class: np.ndarray, bound_level_row: np.ndarray) -> np.ndarray:
    """cover[c, v] = (bound_level_row[v] == released_label_code_per_class[c]).

    ``bound_level_row``: a hierarchy level as codes, one per original value (``Hierarchy.matrix[L]`` bound to the
    column's values); ``released_label_code_per_class``: each class's label code at that level.
    """
    labels = np.asarray(released_label_code_per_class)
    bound = np.asarray(bound_level_row)
    if labels.ndim != 1 or bound.ndim != 1:
        raise InputError(_("the class labels and the hierarchy level must be 1-D arrays of codes"))
    return bound[None, :] == labels[:, None]


def cover_by_released_labels(hierarchy, original: Column, class_labels: np.ndarray,
                             missing_tokens=None) -> np.ndarray:
    """cover[c, v]: class c's released text is the label of original value v at some level of the hierarchy.

    Works for full-domain and local recoding alike (a class's label may come from any level); a class released
    as ``*`` covers every value, at the top level or above it (Mondrian's root over several top labels).
    """
    bound = hierarchy.bind(original) if missing_tokens is None else hierarchy.bind(original, missing_tokens)
    labels = np.asarray(class_labels, dtype=object)
    cover = np.zeros((len(labels), bound.shape[1]), dtype=bool)
    for level in range(hierarchy.levels):  # a handful of levels, each a broadcast comparison of codes
        label_code = pd.Index(hierarchy.labels[level]).get_indexer(labels)
        cover |= (bound[level][None, :] == label_code[:, None]) & (label_code[:, None] >= 0)
    cover[(labels == SUPPRESSED_LABEL) & ~cover.any(axis=1)] = True   # a ``*`` the hierarchy lacks hides every value
    return cover


@dataclass(frozen=True)
class CoverBySpan:
    """A cover matrix of ``n_values`` columns built a span of classes at a time: ``of_span((start, stop))`` gives its
    rows start..stop-1 (a builder above with its ``span``). A release of a million classes over a QI of 5,000
    values never holds its 5 × 10^9-cell cover (``covered_rows``)."""

    n_values: int
    of_span: Callable[[tuple[int, int]], np.ndarray]


def covered_rows(cover: CoverBySpan, n_classes: int, value_counts: np.ndarray) -> np.ndarray:
    """x_ij = cover[i] @ value_counts for every class i, one span of classes at a time (``classes.class_spans``)."""
    counts = np.asarray(value_counts, dtype=np.int64)
    return np.concatenate([np.asarray(cover.of_span(span), dtype=bool).astype(np.int64) @ counts
                           for span in class_spans(n_classes, len(counts))])


def covered_by_class_values(classes: np.ndarray, values: np.ndarray, n_classes: int, value_counts: np.ndarray,
                            n_valid: int | None = None, ordered: bool = True) -> np.ndarray:
    """x_ij of every class without a cover matrix, from the distinct (class, original value) pairs of one attribute
    (``classes``: 0..n_classes-1, or ``n_classes`` for suppressed records, which are left out): the rows of MT whose
    value lies in the class's [min, max] over the first ``n_valid`` codes plus those of its other values
    (``ordered``: :func:`cover_by_class_range`), or in its value set (:func:`cover_by_class_set`). The same whole
    numbers as ``covered_rows`` of those covers; each pair one step of a vectorised pass, not a class × value matrix."""
    classes, values = np.asarray(classes, np.int64), np.asarray(values, np.int64)
    counts = np.asarray(value_counts, np.int64)
    kept = classes < n_classes
    n_valid = (len(counts) if n_valid is None else int(n_valid)) if ordered else 0
    in_range = kept & (values < n_valid)
    # each value outside the ordered codes (or every value of a set) is covered by the classes that hold it
    x = np.bincount(classes[kept & ~in_range], weights=counts[values[kept & ~in_range]],
                    minlength=n_classes).astype(np.int64)
    if in_range.any():
        of_class, of_value = classes[in_range], values[in_range]
        low = np.full(n_classes, np.iinfo(np.int64).max)
        high = np.full(n_classes, -1, np.int64)
        np.minimum.at(low, of_class, of_value)
        np.maximum.at(high, of_class, of_value)
        has = high >= 0
        below = np.concatenate([[0], np.cumsum(counts[:n_valid])])  # records of the codes below each code
        x[has] += below[high[has] + 1] - below[low[has]]
    return x


# ----- table ----------------------------------------------------------------------------------------------------------

def weighted_entropy(entropies: Sequence[float] | np.ndarray, weights: Sequence[float] | np.ndarray) -> float:
    """Σ_j w_j H_j; the weights must be > 0 and sum to 1 (``weights.normalize_weights`` makes them so)."""
    h = np.asarray(entropies, dtype=float)
    w = _checked_weights(weights, len(h))
    return float(h @ w)


def entropy_utility(original_codes: np.ndarray, partition: Partition,
                    covers: Sequence[np.ndarray | CoverBySpan],
                    weights: Sequence[float] | Mapping[str, float] | np.ndarray | None = None,
                    names: Sequence[str] | None = None) -> EntropyUtility:
    """H(A_j), H'(A_j), H_w, H'_w, H(MT), H(MT') and ΔH of MT (``original_codes``: rows × q original QI codes, or
    a list of q code arrays)
    generalised into ``partition``'s classes, with ``covers[j]`` the cover matrix of QI j (classes × values of A_j),
    or a :class:`CoverBySpan`, for releases too large to hold it. A weighted ``partition`` (its row i standing for
    ``partition.weights[i]`` records) counts each row's value that many times.

    ``weights``: a sequence summing to 1, or a mapping name → any positive number (normalised), or None for equal
    weights 1/q. ``names`` label the attributes (required with a mapping).
    """
    if isinstance(original_codes, (list, tuple)) and original_codes:  # one array per QI: nothing stacked
        columns = [np.asarray(c) for c in original_codes]
        n, q = len(columns[0]), len(columns)
    else:
        codes = np.asarray(original_codes)
        if codes.ndim == 1:
            codes = codes[:, None]
        if codes.ndim != 2:
            raise InputError(_("the original codes must be a rows × attributes matrix"))
        n, q = codes.shape
        columns = [codes[:, j] for j in range(q)]
    if n != rows_of(partition):
        raise InputError(_("the table has {n} rows but the partition {n_rows}").format(n=n, n_rows=partition.n_rows))
    rows, n, records = n, partition.n_rows, partition.weights  # the figures count records; the codes are rows
    covers = list(covers)
    if len(covers) != q:
        raise InputError(_("{q} attributes but {covers} cover matrices; give one per attribute").format(
            q=q, covers=len(covers)))
    names = tuple(names) if names is not None else tuple(f"A{j + 1}" for j in range(q))
    if len(names) != q:
        raise InputError(_("{q} attributes but {names} names").format(q=q, names=len(names)))
    w = _attribute_weights(weights, names)
    h = np.zeros(q)
    h_gen = np.zeros(q)
    for j in range(q):  # a loop over the few attributes; rows and classes are vectorised inside
        column = _codes(columns[j], names[j], rows)
        if isinstance(covers[j], CoverBySpan):
            n_values = covers[j].n_values
            if column.size and column.max() >= n_values:
                raise InputError(_("the cover of '{name}' has {columns} value columns but the codes reach "
                                   "{largest}").format(name=names[j], columns=n_values, largest=int(column.max())))
            counts = blocked_bincount(column, rows, records, n_values)  # not numpy's row-sized copy of the codes
            h[j] = entropy(counts) if n else 0.0
            h_gen[j] = _generalised_entropy(partition.sizes, covered_rows(covers[j], partition.n_classes, counts), n)
            continue
        cover = np.asarray(covers[j], dtype=bool)
        if cover.ndim != 2 or cover.shape[0] != partition.n_classes:
            raise InputError(_("the cover of '{name}' must have one row per class ({n_classes})").format(
                name=names[j], n_classes=partition.n_classes))
        if column.size and column.max() >= cover.shape[1]:
            raise InputError(_("the cover of '{name}' has {columns} value columns but the codes reach "
                               "{largest}").format(
                name=names[j], columns=cover.shape[1], largest=int(column.max())))
        counts = blocked_bincount(column, rows, records, cover.shape[1])
        h[j] = entropy(counts) if n else 0.0
        h_gen[j] = generalised_attribute_entropy(partition.sizes, cover, counts, n)
    return _utility_of(names, w, h, h_gen)


def entropy_utility_of_counts(value_counts: Sequence[np.ndarray], class_sizes: np.ndarray,
                              covered: Sequence[np.ndarray], n_rows: int,
                              weights: Sequence[float] | Mapping[str, float] | np.ndarray | None = None,
                              names: Sequence[str] | None = None) -> EntropyUtility:
    """:func:`entropy_utility` from counts: per attribute the records of each original value (``value_counts``,
    suppressed records included) and x_ij of each class (``covered``: ``covered_by_class_values`` or
    ``covered_rows``); ``class_sizes`` |E_i|, ``n_rows`` n. The same figures, with no row of MT."""
    q = len(value_counts)
    names = tuple(names) if names is not None else tuple(f"A{j + 1}" for j in range(q))
    w = _attribute_weights(weights, names)
    h = np.array([entropy(counts) if n_rows else 0.0 for counts in value_counts], dtype=float).reshape(q)
    h_gen = np.array([_generalised_entropy(np.asarray(class_sizes), np.asarray(x), n_rows) for x in covered],
                     dtype=float).reshape(q)
    return _utility_of(names, w, h, h_gen)


def _attribute_weights(weights, names: tuple[str, ...]) -> np.ndarray:
    """w_j: equal when None, a mapping name → positive number normalised, else checked to sum to 1."""
    q = len(names)
    if weights is None:
        return np.full(q, 1.0 / q) if q else np.zeros(0)
    if isinstance(weights, Mapping):
        normalised = normalize_weights(weights, names)
        return np.array([normalised[a] for a in names], dtype=float)
    return _checked_weights(weights, q)


def _utility_of(names: tuple[str, ...], w: np.ndarray, h: np.ndarray, h_gen: np.ndarray) -> EntropyUtility:
    return EntropyUtility(names=names, weights=w, entropies=h, generalised=h_gen, weighted=float(h @ w),
                          generalised_weighted=float(h_gen @ w), table=float(h.sum()),
                          generalised_table=float(h_gen.sum()))


# ----- helpers --------------------------------------------------------------------------------------------------------

def rows_of(partition: Partition) -> int:
    """The rows ``partition`` classes: its records, or with weights the (grouped) rows that stand for them."""
    return partition.n_rows if partition.weights is None else len(partition.weights)


def _codes(codes: np.ndarray, what: str, n_rows: int | None = None, n_values: int | None = None) -> np.ndarray:
    array = np.asarray(codes)
    if array.ndim != 1:
        raise InputError(_("the codes of '{what}' must be a 1-D array").format(what=what))
    if array.size and (not np.issubdtype(array.dtype, np.integer) or array.min() < 0):
        raise InputError(_("the codes of '{what}' must be non-negative integers").format(what=what))
    if n_rows is not None and len(array) != n_rows:
        raise InputError(_("'{what}' has {codes} codes but the partition has {n_rows} rows").format(
            what=what, codes=len(array), n_rows=n_rows))
    if n_values is not None and array.size and array.max() >= n_values:
        raise InputError(_("the codes of '{what}' reach {largest} but there are only {n_values} values").format(
            what=what, largest=int(array.max()), n_values=n_values))
    return array.astype(np.int64, copy=False)


def _checked_weights(weights: Sequence[float] | np.ndarray, q: int) -> np.ndarray:
    try:
        w = np.asarray(weights, dtype=float)
    except (TypeError, ValueError):
        raise InputError(_("the weights must be numbers")) from None
    if w.ndim != 1 or len(w) != q:
        raise InputError(_("{q} attributes but {size} weights; give one weight per attribute").format(q=q, size=w.size))
    if not np.isfinite(w).all() or (w <= 0).any():
        raise InputError(_("every weight must be a finite number greater than 0"))
    if q and not math.isclose(math.fsum(w.tolist()), 1.0, abs_tol=_WEIGHT_TOLERANCE):
        raise InputError(_("the weights add up to {total:g}, not 1; normalise them first "
                           "(privdesk.engine.attributes.weights.normalize_weights)").format(total=math.fsum(w.tolist())))
    return w
