"""Common utility metrics of a full-domain generalization, named and defined as ARX defines them (docs/spec.md §6).

Input: the original quasi-identifier columns, their hierarchies, one ARX level per QI (0 = original .. height) and
the release's partition (suppressed rows are released as all ``*``). All sums go over value codes with
``np.bincount``, never over rows in Python.

- Generalization intensity: mean over QIs of level/height (height 0 counts 0) — ARX's lower bound of precision.
- Precision (ARX's non-monotonic "Precision", Sweeney 2002): per QI (kept rows × level/height + suppressed rows) / n,
  averaged over the QIs (a suppressed row counts as fully generalized).
- Loss (Iyengar's LM): per record and QI (leaves under the released value − 1) / (leaves of the hierarchy − 1),
  leaves = hierarchy rows (values absent from the data included), a suppressed record counts 1; mean over records
  and QIs. A hierarchy with a single row counts 0.
- Non-uniform entropy (ARX's NUEntropy): Σ over records and QIs of −log2(f(original value) / f(released value)),
  both frequencies counted in the original data (f(released value) = rows whose original value generalizes to it);
  a suppressed record counts as generalized to the root, f = n. Also given relative to its maximum n Σ_j H(A_j)
  (every record suppressed).
- Discernibility (DM*): Σ |E|² over the classes of kept rows + n × suppressed rows.
- Average equivalence-class size (ARX's AECS): n / classes, the suppressed rows counting as one class.
- Suppressed rows, their number and share.
- Per QI: distinct values of the original and of the released column (a suppressed cell is the text ``*``, which is
  the same value as a ``*`` label of the used level), and entropy kept = H(released column) / H(original column)
  (1 when the original entropy is 0; suppression can lift it above 1 when ``*`` is a new value at that level).

ARX's default "Loss" (the objective of its optimal search, ``MetricMDNMLoss`` with gs-factor 0.5, where the
generalization and suppression factors are both 1, and the geometric mean):

    share of released value g of QI j = hierarchy rows whose label at the used level is g / S_j (S_j = rows of H_j)
    a_j = Σ over records of the share of the record's released value; a suppressed record adds 1
    v_j = max(0, (a_j − n/S_j) / (n − n/S_j))          (0 when S_j = 1 or n = 0)
    Loss = Π_j (1 + v_j)^(1/q) − 1

With a suppression limit this Loss is not monotonic under generalization. Its lower bound counts every suppressed
record at its share instead of 1 — i.e. the Loss of the transformation without suppression — which only grows as
levels grow, so pruning by it keeps an optimal search optimal.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.classes import SUPPRESSED_LABEL, Partition
from privdesk.engine.core.classes import partition as make_partition
from privdesk.engine.core.dataset import Column
from privdesk.engine.core.errors import InputError
from privdesk.engine.metrics.entropy import entropy


def discernibility_of(kept_sizes, n: int, suppressed: int) -> float:
    """The discernibility metric (Bayardo & Agrawal 2005; ARX's DM): each kept record costs the size of its class,
    each suppressed one the size of the table, so Σ |E|² over the kept classes + n × suppressed records."""
    sizes = np.asarray(kept_sizes)
    if sizes.dtype.kind in "iu" and len(sizes):
        sizes = sizes.astype(np.int64, copy=False)
        if int(sizes.sum()) * int(sizes.max()) < 2**63:  # Σ|E|² ≤ Σ|E| · max |E|: the integer dot cannot overflow
            # whole counts: the exact integer dot costs a tenth of converting them to floats, and rounds once
            return float(int(sizes @ sizes) + int(n) * int(suppressed))
    sizes = sizes.astype(float)
    return float(sizes @ sizes) + float(n) * float(suppressed)


@dataclass(frozen=True)
class AttributeUtility:
    """Utility kept by one quasi-identifier."""

    name: str
    level: int
    height: int
    distinct_original: int     # distinct values present in the original column (the missing category counts)
    distinct_released: int     # distinct texts in the released column (suppressed cells are "*")
    distinct_kept: float       # distinct_released / distinct_original (1 for an empty column)
    entropy_original: float
    entropy_released: float
    entropy_kept: float        # entropy_released / entropy_original (1 when the original entropy is 0)


@dataclass(frozen=True)
class UtilityReport:
    n_rows: int
    n_classes: int                    # classes of kept rows (suppressed rows not included)
    suppressed: int
    suppressed_share: float
    generalization_intensity: float
    precision: float
    iyengar_loss: float
    non_uniform_entropy: float        # bits
    non_uniform_entropy_relative: float
    discernibility: float
    average_class_size: float
    arx_loss: float
    arx_loss_lower_bound: float
    attributes: tuple[AttributeUtility, ...]


class _Attribute:
    """Per-value-code figures of one QI at its level (everything is indexed by the column's value codes)."""

    def __init__(self, column: Column, hierarchy: Hierarchy, level: int, records: np.ndarray | None = None,
                 counts: np.ndarray | None = None) -> None:
        if not 0 <= level <= hierarchy.height:
            raise InputError(_("level {level} does not exist; the hierarchy has levels 0 to {height}").format(
                level=level, height=hierarchy.height), column=column.name)
        self.column, self.hierarchy, self.level = column, hierarchy, int(level)
        self.generalized = hierarchy.bind(column)[level]     # value code -> label code at the level
        self.records = records  # the records each row stands for (a grouped table), else one each
        # ``counts``: the records of each value code, when counted elsewhere (an engine's aggregates)
        self.counts = (np.bincount(column.codes, weights=records, minlength=len(column.values)) if counts is None
                       else np.asarray(counts)).astype(float)
        self.kept_counts = self.counts
        labels = len(hierarchy.labels[level])
        self.leaves = np.bincount(hierarchy.matrix[level], minlength=labels)[self.generalized]  # per value code
        self.share = self.leaves / hierarchy.n_rows

    def keep(self, kept: np.ndarray) -> "_Attribute":
        """Count only the rows of ``kept`` as released (the others are suppressed)."""
        records = None if self.records is None else self.records[kept]
        self.kept_counts = np.bincount(self.column.codes[kept], weights=records,
                                       minlength=len(self.counts)).astype(float)
        return self


def utility_metrics(columns: Sequence[Column], hierarchies: Sequence[Hierarchy], levels: Sequence[int],
                    partition: Partition | None = None, *, suppressed: np.ndarray | None = None) -> UtilityReport:
    """All SPEC §6 metrics of the full-domain transformation ``levels`` (ARX levels, one per QI).

    ``partition``: the release's classes (suppressed rows marked); computed from the generalized codes and
    ``suppressed`` (a boolean row mask, default none) when not given. A weighted ``partition`` (row i standing for
    ``partition.weights[i]`` records of a grouped table) counts every figure in records.
    """
    columns, hierarchies, levels = _check(columns, hierarchies, levels)
    records = None if partition is None else partition.weights
    attributes = [_Attribute(c, h, lv, records) for c, h, lv in zip(columns, hierarchies, levels)]
    n = columns[0].codes.shape[0] if columns else (partition.n_rows if partition is not None else 0)
    if records is not None:
        if columns and len(records) != n:
            raise InputError(_("the partition has {n_rows} rows, the table {n}").format(n_rows=len(records), n=n))
        n = partition.n_rows
    if partition is None:
        mask = np.zeros(n, bool) if suppressed is None else np.asarray(suppressed, bool)
        if mask.shape != (n,):
            raise InputError(_("the suppression mask has {size} rows, the table {n}").format(size=mask.size, n=n))
        codes = (np.column_stack([a.generalized[a.column.codes] for a in attributes])
                 if attributes else np.zeros((n, 0), np.int32))
        partition = make_partition(codes, mask)
    elif partition.n_rows != n:
        raise InputError(_("the partition has {n_rows} rows, the table {n}").format(n_rows=partition.n_rows, n=n))
    kept = partition.kept_rows
    for a in attributes:
        a.keep(kept)
    return _report(attributes, hierarchies, levels, partition, n)


def utility_of_counts(columns: Sequence[Column], hierarchies: Sequence[Hierarchy], levels: Sequence[int],
                      partition: Partition, counts: Sequence[np.ndarray],
                      kept_counts: Sequence[np.ndarray]) -> UtilityReport:
    """:func:`utility_metrics` from counts, without a row per record: each QI's records of each value code of its
    ``columns`` entry (``counts``; ``kept_counts``: of the records not suppressed) and the release's classes
    (``partition``: its sizes, suppressed records and records, not its rows). Every figure reads only these, so
    the same counts give the same figures to the bit."""
    _check_levels(columns, hierarchies, levels)
    columns, hierarchies, levels = list(columns), list(hierarchies), [int(lv) for lv in levels]
    attributes = []
    for column, hierarchy, level, every, kept in zip(columns, hierarchies, levels, counts, kept_counts):
        attribute = _Attribute(column, hierarchy, level, counts=every)
        attribute.kept_counts = np.asarray(kept, float)
        attributes.append(attribute)
    return _report(attributes, hierarchies, levels, partition, partition.n_rows)


def _report(attributes: list[_Attribute], hierarchies: list[Hierarchy], levels: list[int], partition: Partition,
            n: int) -> UtilityReport:
    """The figures of :func:`utility_metrics` from each QI's counts, all and kept, and the release's classes."""
    s = partition.suppressed
    q = len(attributes)

    ratios = np.array([lv / h.height if h.height else 0.0 for h, lv in zip(hierarchies, levels)])
    intensity = float(ratios.mean()) if q else 0.0
    precision = float(((n - s) * ratios + s).mean() / n) if q and n else 0.0

    lm = 0.0
    nue = nue_max = 0.0
    for a in attributes:
        leaves_total = a.hierarchy.n_rows
        per_value = (a.leaves - 1) / (leaves_total - 1) if leaves_total > 1 else np.zeros(len(a.leaves))
        lm += float(a.kept_counts @ per_value) + (s if leaves_total > 1 else 0)
        general_freq = np.bincount(a.generalized, weights=a.counts)[a.generalized]
        present = a.counts > 0
        term = np.zeros(len(a.counts))
        term_root = np.zeros(len(a.counts))
        term[present] = -np.log2(a.counts[present] / general_freq[present])
        term_root[present] = -np.log2(a.counts[present] / n)
        suppressed_counts = a.counts - a.kept_counts
        nue += float(a.kept_counts @ term + suppressed_counts @ term_root)
        nue_max += float(a.counts @ term_root)
    iyengar = lm / (n * q) if n and q else 0.0

    discernibility = discernibility_of(partition.sizes, n, s)
    classes_with_suppressed = partition.n_classes + (1 if s else 0)
    aecs = n / classes_with_suppressed if classes_with_suppressed else 0.0

    return UtilityReport(
        n_rows=n, n_classes=partition.n_classes, suppressed=s, suppressed_share=s / n if n else 0.0,
        generalization_intensity=intensity, precision=precision, iyengar_loss=iyengar,
        non_uniform_entropy=nue, non_uniform_entropy_relative=nue / nue_max if nue_max > 0 else 0.0,
        discernibility=discernibility, average_class_size=aecs,
        arx_loss=_loss(attributes, n, s, lower_bound=False),
        arx_loss_lower_bound=_loss(attributes, n, s, lower_bound=True),
        attributes=tuple(_attribute_utility(a) for a in attributes))


def arx_loss(columns: Sequence[Column], hierarchies: Sequence[Hierarchy], levels: Sequence[int],
             suppressed: np.ndarray | None = None) -> float:
    """ARX's default Loss of the full-domain transformation ``levels`` with the rows of ``suppressed`` suppressed."""
    attributes, n, s = _prepare(columns, hierarchies, levels, suppressed)
    return _loss(attributes, n, s, lower_bound=False)


def arx_loss_dimensions(columns: Sequence[Column], hierarchies: Sequence[Hierarchy], levels: Sequence[int],
                        suppressed: np.ndarray | None = None) -> np.ndarray:
    """ARX's Loss per QI before its aggregation: v_j = max(0, (a_j − n/S_j) / (n − n/S_j))."""
    attributes, n, s = _prepare(columns, hierarchies, levels, suppressed)
    return _normalized(_totals(attributes, s, lower_bound=False), n, [a.hierarchy.n_rows for a in attributes])


def arx_loss_of_cells(columns: Sequence[Column], hierarchies: Sequence[Hierarchy], levels: Sequence[int],
                      suppressed_cells: np.ndarray) -> float:
    """ARX's Loss when single cells are suppressed (``suppressed_cells``: rows × QIs): a suppressed cell counts as
    generalised to the top of its hierarchy (share 1), the other cells at their level's share."""
    columns, hierarchies, levels = _check(columns, hierarchies, levels)
    cells = np.asarray(suppressed_cells, bool)
    totals = []
    for j, (column, hierarchy, level) in enumerate(zip(columns, hierarchies, levels)):
        attribute = _Attribute(column, hierarchy, level).keep(~cells[:, j])
        totals.append(float(attribute.kept_counts @ attribute.share) + float(cells[:, j].sum()))
    return arx_loss_from_totals(totals, cells.shape[0], [h.n_rows for h in hierarchies])


def arx_loss_lower_bound(columns: Sequence[Column], hierarchies: Sequence[Hierarchy], levels: Sequence[int],
                         suppressed: np.ndarray | None = None) -> float:
    """The monotonic lower bound of :func:`arx_loss`: suppressed records counted at their share, not 1."""
    attributes, n, s = _prepare(columns, hierarchies, levels, suppressed)
    return _loss(attributes, n, s, lower_bound=True)


def arx_loss_from_totals(totals, n_rows: int, hierarchy_rows: Sequence[int]):
    """Loss = Π_j (1 + v_j)^(1/q) − 1 from each QI's a_j (sum of shares, suppressed records added as 1 or at
    their share), the number of records n and each hierarchy's row count S_j.

    ``totals`` is one vector of a_j, or a matrix with one row per transformation (then one Loss per row).
    """
    a = np.asarray(totals, float)
    q = a.shape[-1] if a.ndim else 0
    if q == 0 or n_rows == 0:
        return 0.0 if a.ndim <= 1 else np.zeros(a.shape[0])
    loss = np.prod(arx_loss_factors(a, n_rows, hierarchy_rows), axis=-1) - 1.0
    return float(loss) if a.ndim == 1 else loss


def arx_loss_factors(totals, n_rows: int, hierarchy_rows: Sequence[int]) -> np.ndarray:
    """The factors (1 + v_j)^(1/q) of :func:`arx_loss_from_totals`, one per a_j (the last axis runs over the q
    QIs): Loss is their product over the QIs minus 1, so a table of each QI's factors per level gives the Loss of
    every transformation by gathering."""
    a = np.asarray(totals, float)
    return (1.0 + _normalized(a, n_rows, hierarchy_rows)) ** (1.0 / a.shape[-1])


def arx_loss_normalized(totals, n_rows: int, hierarchy_rows: Sequence[int]) -> np.ndarray:
    """Each QI's dimension v_j of ARX's Loss from its a_j (see :func:`arx_loss_from_totals`), before aggregation."""
    return _normalized(totals, n_rows, hierarchy_rows)


def _normalized(totals, n_rows: int, hierarchy_rows: Sequence[int]) -> np.ndarray:
    """v_j = max(0, (a_j − n/S_j) / (n − n/S_j)), 0 where S_j = 1 or n = 0, cut to ARX's ten decimals."""
    a = np.asarray(totals, float)
    floor = n_rows / np.asarray(hierarchy_rows, float)
    span = n_rows - floor
    return arx_digits(np.maximum(np.divide(a - floor, span, out=np.zeros(a.shape), where=span > 0), 0.0))


ARX_DIGITS = 1e10
"""ARX keeps the first ten decimals of each normalised dimension of a multi-dimensional metric (``Metric.round``:
``Math.floor(value * 10^10) / 10^10``, applied in ``MetricMDNMLoss.normalizeGeneralized``, and to an aggregated
attribute's dimension in ``normalizeAggregated``: ``aggregation_loss.aggregated_dimension``). It is a cut, not
a rounding: on Adult it lowers SampleUniqueness(0.01)'s Loss from 0.16069527262076577 to ARX's 0.1606952725863784,
to the last digit."""


def arx_digits(values):
    """``values`` cut to ARX's ten decimals (floor, as ARX's ``Metric.round``); same shape."""
    return np.floor(np.asarray(values, float) * ARX_DIGITS) / ARX_DIGITS


# ----- helpers --------------------------------------------------------------------------------------------------------


def _prepare(columns, hierarchies, levels, suppressed):
    columns, hierarchies, levels = _check(columns, hierarchies, levels)
    n = columns[0].codes.shape[0] if columns else (0 if suppressed is None else len(suppressed))
    mask = np.zeros(n, bool) if suppressed is None else np.asarray(suppressed, bool)
    if mask.shape != (n,):
        raise InputError(_("the suppression mask has {size} rows, the table {n}").format(size=mask.size, n=n))
    attributes = [_Attribute(c, h, lv).keep(~mask) for c, h, lv in zip(columns, hierarchies, levels)]
    return attributes, n, int(mask.sum())


def _loss(attributes: list[_Attribute], n: int, s: int, lower_bound: bool) -> float:
    return arx_loss_from_totals(_totals(attributes, s, lower_bound), n, [a.hierarchy.n_rows for a in attributes])


def _totals(attributes: list[_Attribute], s: int, lower_bound: bool) -> list[float]:
    totals = []
    for a in attributes:
        kept_sum = float(a.kept_counts @ a.share)
        suppressed_sum = float((a.counts - a.kept_counts) @ a.share) if lower_bound else float(s)
        totals.append(kept_sum + suppressed_sum)
    return totals


def _attribute_utility(a: _Attribute) -> AttributeUtility:
    labels = a.hierarchy.labels[a.level]
    released = np.bincount(a.generalized, weights=a.kept_counts, minlength=len(labels))
    s = float(a.counts.sum() - a.kept_counts.sum())
    if s:
        star = np.flatnonzero(np.asarray(labels, dtype=object) == SUPPRESSED_LABEL)
        if len(star):
            released[star[0]] += s
        else:
            released = np.append(released, s)
    distinct_original, distinct_released = int(np.count_nonzero(a.counts)), int(np.count_nonzero(released))
    entropy_original, entropy_released = float(entropy(a.counts)), float(entropy(released))
    return AttributeUtility(
        name=a.column.name, level=a.level, height=a.hierarchy.height,
        distinct_original=distinct_original, distinct_released=distinct_released,
        distinct_kept=distinct_released / distinct_original if distinct_original else 1.0,
        entropy_original=entropy_original, entropy_released=entropy_released,
        entropy_kept=entropy_released / entropy_original if entropy_original > 0 else 1.0)


def _check(columns, hierarchies, levels):
    columns, hierarchies = list(columns), list(hierarchies)
    levels = [int(lv) for lv in levels]
    _check_levels(columns, hierarchies, levels)
    rows = {c.codes.shape[0] for c in columns}
    if len(rows) > 1:
        raise InputError(_("the quasi-identifier columns have different numbers of rows"))
    return columns, hierarchies, levels


def _check_levels(columns, hierarchies, levels) -> None:
    if not (len(columns) == len(hierarchies) == len(levels)):
        raise InputError(_("{columns} columns, {hierarchies} hierarchies and {levels} levels; give one hierarchy and "
                           "one level per quasi-identifier").format(
            columns=len(columns), hierarchies=len(hierarchies), levels=len(levels)))
