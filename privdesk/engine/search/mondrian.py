"""Strict multidimensional Mondrian, local recoding (LeFevre, DeWitt, Ramakrishnan, "Mondrian Multidimensional
k-Anonymity", ICDE 2006), with the attribute-choice rules of SPEC §2 (seed 001, Zheng et al.).

Top-down: the whole table is one partition; a partition is split on one quasi-identifier into parts that are
disjoint in that attribute, and a split is *allowed* only when every part holds at least k rows (and, with ``l``,
at least l different values of every ``sensitive`` attribute: distinct l-diversity). A partition with no allowed
split on any attribute becomes an equivalence class. The work list is an explicit stack (no recursion); the work on a
partition is vectorised over its rows, the only Python loop is the one over partitions.

How a partition is split, by the attribute's kind:

- ordered (integer, decimal, date, ordered string; ``ORDERED_TYPES``): codes follow the value order, so the cut is a
  code threshold t: left = codes ≤ t, right = codes > t (strict Mondrian: no value on both sides). The cut is the
  median (the t whose left side is closest to half the rows) when that split is allowed; with many equal values, or
  when the median split violates k or l, the allowed t closest to the median is taken instead. Every threshold
  between two present values is examined in one vectorised pass, so "no allowed cut" is exact: a final class of
  size ≥ 2k is never splittable on an ordered attribute. Values that fail the column's type (and the missing
  category) sort after the valid ones and are cut like any other value.
- categorical with a hierarchy: the partition's node is the lowest level L at which all its values share one label;
  the split is into the groups of the node's children (level L-1 labels), allowed only if every child group
  satisfies k (and l). A hierarchy whose top level has several labels is given an extra root level ``*`` above it.
- categorical without a hierarchy: the partition's values are ordered by frequency (most frequent first, ties by
  code) and cut at the point of that order closest to half the rows, like an ordered attribute (the allowed cut
  closest to half).

Which attribute is split (``split``); attributes are tried in decreasing score, the first with an allowed split
wins (ties: QI order):

- ``"classic"`` (LeFevre et al.): widest normalised range. Ordered: (max code - min code) in the partition / the
  same in the whole table. Hierarchy: leaves (hierarchy rows) under the partition's node / all leaves. No
  hierarchy: distinct values in the partition / distinct values in the table.
- ``"decision"`` (Liu et al.'s decision generalisation as seed 001 describes it): argmax_j σ_j / R_j.
- ``"weighted"`` (seed 001's weighted generalisation): argmax_j w_j / R_j with the user's weights normalised by
  :func:`~privdesk.engine.attributes.weights.normalize_weights` (equal weights when none are given).

Reconstruction (the seed's formulas were lost in extraction; SPEC §2 keeps only their wording):

- σ_j, the "variance of attribute j in the data set being split", normalised so attributes compare: ordered
  attributes use the variance of their codes (value ranks) in the partition / the variance of the codes in the whole
  table; categorical attributes (with or without hierarchy), whose codes carry no order, use the categorical
  analogue of variance, the Gini impurity 1 − Σ_v p_v², in the partition / in the whole table.
- R_j, "the disclosure risk of attribute j after the split", follows the seed's formula (9) (SPEC §2:
  R = (1/n) Σ_i |E_i| · P(E_i), P(E_i) = |E_i| / N_i) applied to the parts E of the candidate split on j. Mondrian
  has no population table, so the table itself stands in for it and only attribute j is matched:
  N_j(E) = number of rows of the *whole table* whose value of j lies in E's generalised value of j (the interval
  [min, max] of E's codes; the set of E's values; or, with a hierarchy, the child node E was cut to). So

      R_j = (1/|P|) Σ_{E part of P split on j} |E|² / N_j(E),   0 < R_j ≤ 1.

  P_j(E) = |E|/N_j(E) is the chance that a table row matching E's released value of j is in E: a split whose
  parts stay wide in j (matching many rows outside the partition) is safe, one that pins j down is risky. At the
  root R_j = 1 for every j; deeper down it grows for attributes already cut finely, so both rules keep every
  attribute taking part (the seed's point: the decision rule follows variance, the weighted rule the user's
  priorities, each damped by the risk). R_j needs the candidate split, so these two rules compute the allowed split
  of every attribute and then pick; "classic" stops at the first allowed one.

Released values (text columns, built with :func:`~privdesk.engine.attributes.generalization.labelled_column` and
:func:`~privdesk.engine.attributes.generalization.generalized_column`):

- ordered: ``[min, max]`` of the class's values (the original texts, e.g. ``[23, 25]``; ``[1,5; 2,5]`` for comma
  decimals), or the value itself when min = max. Values failing the type (or missing) in a class with other values
  are listed with the interval in braces: ``{[23, 25], abc, (missing)}``; a class of only missing cells stays missing.
- categorical with hierarchy: the class's common label at the lowest level covering all its values.
- categorical without hierarchy: ``{a, b}``, the class's values sorted by code (or the value alone).

Result: rows keep their order, non-QI columns are unchanged, nothing is suppressed. ``row_levels`` is a matrix
rows x QIs of ARX levels for the QIs released through a hierarchy and -1 for the others (intervals and sets have
no level), or None when no QI uses a hierarchy. For a hierarchy that got an extra ``*`` root, levels refer to the
extended hierarchy (its top is height + 1 of the given one). ``details`` = {"classes", "split", "splits"}.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.attributes.generalization import generalized_column, labelled_column
from privdesk.engine.attributes.hierarchy import MISSING_LABEL, Hierarchy
from privdesk.engine.attributes.weights import equal_weights, normalize_weights
from privdesk.engine.core.dataset import Column, Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.persons import person_values
from privdesk.engine.core.progress import NO_PROGRESS, Progress
from privdesk.engine.core.types import ColumnType
from privdesk.engine.search.contract import Budget, LimitReached
from privdesk.engine.search.result import Anonymization

SPLIT_RULES = ("classic", "decision", "weighted")
ORDERED_KINDS = frozenset({ColumnType.INTEGER, ColumnType.DECIMAL, ColumnType.DATE, ColumnType.ORDERED})
ROOT_LABEL = "*"
_REPORT_EVERY = 64  # partitions between progress reports (each report also checks for cancellation)


def mondrian(dataset: Dataset, qis: Sequence[str], *, k: int, l: int | None = None,
             sensitive: str | Sequence[str] | None = None, hierarchies: Mapping[str, Hierarchy] | None = None,
             weights: Mapping[str, float] | None = None, split: str = "classic",
             progress: Progress | None = None, budget: Budget | None = None,
             persons: np.ndarray | None = None) -> Anonymization:
    """Anonymize ``dataset`` over ``qis`` with strict multidimensional Mondrian (see the module docstring).

    ``k``: minimum class size. ``l`` with ``sensitive`` (one name or several): distinct l-diversity of every
    sensitive attribute in every class. ``hierarchies``: QI name -> Hierarchy, used for categorical (string) QIs;
    entries for other columns are ignored. ``weights``: QI name -> weight > 0, for ``split="weighted"``.
    Raises InputError when the parameters are invalid or the whole table already fails k (or l).

    ``budget``: the search's limits, one step per partition visited. Every partition on the stack already meets
    k (and l), so when a limit is reached the partitions not yet split are released as they are (a coarser but
    valid release; ``details["stopped"]``).

    ``persons``: each row's person (0..n-1), whose QIs may differ between their rows. The partitions are then of
    persons, each standing at the point of their first row and holding every sensitive value of any of their rows
    (a diagnosis per admission), so k and l count persons as ``check --person`` does; a class's released value
    covers every row of its persons, so all rows of a person carry one tuple and their record (the set of their
    released tuples) is the class's. Two classes whose values coincide merge into one of more persons.
    """
    progress = progress or NO_PROGRESS
    qis = list(qis)
    sensitive_names = _check_parameters(dataset, qis, k, l, sensitive, split)
    hierarchies = dict(hierarchies or {})
    w = None
    if weights is not None:
        w = normalize_weights(weights, qis)
    if split == "weighted" and w is None:
        w = equal_weights(qis)
    n = dataset.n_rows
    firsts = np.arange(n, dtype=np.int64)
    if persons is not None:
        _persons, firsts = np.unique(persons, return_index=True)
    if len(firsts) < k:
        raise InputError(_("the table has {n:,} rows, so no class can reach k = {k}").format(n=len(firsts), k=k))
    sens_codes = [dataset.column(s).codes for s in sensitive_names] if l is not None else []
    for name, codes in zip(sensitive_names, sens_codes):
        if l is not None and len(np.unique(codes)) < l:
            raise InputError(_("the whole table has only {count} different values of '{name}', so no class can be "
                               "distinct {l}-diverse").format(count=len(np.unique(codes)), name=name, l=l))

    held_values = [None if persons is None else _person_values(dataset.column(name), persons)
                   for name in sensitive_names[:len(sens_codes)]]
    attrs = [_Attribute.make(dataset.column(q), hierarchies.get(q), None if w is None else w[q]) for q in qis]
    rule = _Rule(split, k, l if l is not None else 0)

    progress.report(0.0, _("Mondrian: splitting"))
    stack = [firsts]
    final: list[np.ndarray] = []
    splits = visited = done = 0
    stopped = False
    while stack:
        if budget is not None:
            try:
                budget.step()
            except LimitReached:
                final.extend(reversed(stack))
                stack, stopped = [], True
                break
        rows = stack.pop()
        visited += 1
        if visited % _REPORT_EVERY == 0:
            progress.report(0.95 * done / n, _("Mondrian: {classes:,} classes").format(classes=len(final)))
        parts = None
        if len(rows) >= 2 * k:
            parts = rule.choose(attrs, rows, [_held(s, rows, held) for s, held in zip(sens_codes, held_values)])
        if parts is None:
            final.append(rows)
            done += len(rows)
        else:
            splits += 1
            stack.extend(reversed(parts))

    progress.report(0.95, _("Mondrian: releasing {classes:,} classes").format(classes=len(final)))
    class_of_row = np.empty(n, dtype=np.int64)
    for c, rows in enumerate(final):
        class_of_row[rows] = c
    if persons is not None:  # every row takes its person's class
        class_of_row = class_of_row[firsts][persons]
    released, row_levels = _release(dataset, attrs, class_of_row, len(final))
    progress.report(1.0, _("Mondrian: {classes:,} classes").format(classes=len(final)))
    details = {"classes": len(final), "split": split, "splits": splits} | ({"stopped": True} if stopped else {})
    return Anonymization(algorithm="mondrian", released=released, qis=qis, suppressed=np.zeros(n, dtype=bool),
                         row_levels=row_levels, transformation=None, details=details, nodes_evaluated=visited)


def _person_values(column: Column, persons: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(each row's person, where each person's values start, how many they are, the values sorted by person):
    every distinct value of the column a person holds on any of their rows (``persons.person_values``)."""
    owner, value = person_values(column.codes, len(column.values), persons)
    lengths = np.bincount(owner, minlength=int(persons.max(initial=-1)) + 1)
    return persons, np.cumsum(lengths) - lengths, lengths, value


def _held(codes: np.ndarray, rows: np.ndarray, held: tuple | None) -> tuple[np.ndarray | None, np.ndarray]:
    """(the index in ``rows`` of each value held, the value) of a partition: each row's own value (index None:
    the row itself), or with ``held`` (:func:`_person_values`) every value the person of each row holds."""
    if held is None:
        return None, codes[rows]
    persons, starts, lengths, value = held
    count = lengths[persons[rows]]
    first = np.repeat(starts[persons[rows]] - (np.cumsum(count) - count), count)
    return np.repeat(np.arange(len(rows)), count), value[first + np.arange(int(count.sum()))]


# ----- parameters -----------------------------------------------------------------------------------------------------


def _check_parameters(dataset: Dataset, qis: list[str], k, l, sensitive, split) -> list[str]:
    if split not in SPLIT_RULES:
        raise InputError(_("unknown split rule {split!r}; choose one of {rules}").format(
            split=split, rules=', '.join(SPLIT_RULES)))
    if not qis:
        raise InputError(_("Mondrian needs at least one quasi-identifier"))
    repeated = sorted({q for q in qis if qis.count(q) > 1})
    if repeated:
        raise InputError(_("{names} listed more than once among the quasi-identifiers").format(
            names=', '.join(repr(q) for q in repeated)))
    for q in qis:
        dataset.column(q)  # raises naming the columns
    if isinstance(k, bool) or not isinstance(k, (int, np.integer)) or k < 1:
        raise InputError(_("k must be a whole number of at least 1"), value=k)
    names: list[str] = []
    if sensitive is not None:
        names = [sensitive] if isinstance(sensitive, str) else list(sensitive)
        for s in names:
            dataset.column(s)
    if l is not None:
        if isinstance(l, bool) or not isinstance(l, (int, np.integer)) or l < 1:
            raise InputError(_("l must be a whole number of at least 1"), value=l)
        if not names:
            raise InputError(_("l-diversity needs at least one sensitive attribute"))
    return names


# ----- attributes -----------------------------------------------------------------------------------------------------


def _distinct(codes: np.ndarray, n_values: int):
    """(present codes ascending, index of each row's code among them, their counts), by counting when cheap."""
    if n_values <= 4 * len(codes) + 64:
        counts = np.bincount(codes, minlength=n_values)
        present = np.flatnonzero(counts)
        lookup = np.empty(n_values, dtype=np.int64)
        lookup[present] = np.arange(len(present))
        return present, lookup[codes], counts[present]
    present, inverse, counts = np.unique(codes, return_inverse=True, return_counts=True)
    return present, inverse.reshape(-1), counts


def _gini(counts: np.ndarray) -> float:
    total = counts.sum()
    if total == 0:
        return 0.0
    p = counts / total
    return float(1.0 - np.dot(p, p))


def _rooted(hierarchy: Hierarchy) -> tuple[Hierarchy, bool]:
    """The hierarchy, or the hierarchy with an extra top level ``*`` when its top has several labels."""
    if len(hierarchy.labels[-1]) <= 1:
        return hierarchy, False
    rows = np.column_stack([hierarchy.rows, np.full(hierarchy.n_rows, ROOT_LABEL, dtype=object)])
    return Hierarchy(rows, hierarchy.attribute, hierarchy.builder, source=hierarchy.source), True


@dataclass
class _Attribute:
    column: Column
    kind: str                    # "ordered", "hierarchy" or "set"
    codes: np.ndarray            # the column's codes (all rows)
    n_values: int
    counts: np.ndarray           # rows per code in the whole table
    table_spread: float          # classic: code range / distinct values / leaves in the whole table
    table_variance: float        # decision: code variance (ordered) or Gini impurity (categorical) of the table
    weight: float | None
    below: np.ndarray | None = None       # ordered: rows with code < c, for c in 0..n_values
    hierarchy: Hierarchy | None = None    # (rooted) hierarchy
    bound: np.ndarray | None = None       # levels x n_values label codes
    leaves: list[np.ndarray] | None = None      # per level: hierarchy rows (leaves) under each label
    level_rows: list[np.ndarray] | None = None  # per level: table rows under each label

    @classmethod
    def make(cls, column: Column, hierarchy: Hierarchy | None, weight: float | None) -> "_Attribute":
        codes = column.codes.astype(np.int64)
        n_values = len(column.values)
        counts = np.bincount(codes, minlength=n_values)
        present = counts > 0
        if column.type in ORDERED_KINDS:
            used = np.flatnonzero(present)
            spread = float(used[-1] - used[0]) if len(used) else 0.0
            return cls(column, "ordered", codes, n_values, counts, spread, float(codes.var()) if len(codes) else 0.0,
                       weight, below=np.concatenate(([0], np.cumsum(counts))))
        if hierarchy is None:
            return cls(column, "set", codes, n_values, counts, float(present.sum()), _gini(counts[present]), weight)
        rooted, _ = _rooted(hierarchy)
        bound = rooted.bind(column).astype(np.int64)
        leaves = [np.bincount(rooted.matrix[level], minlength=len(rooted.labels[level]))
                  for level in range(rooted.levels)]
        level_rows = [np.bincount(bound[level], weights=counts, minlength=len(rooted.labels[level]))
                      for level in range(rooted.levels)]
        return cls(column, "hierarchy", codes, n_values, counts, float(rooted.n_rows), _gini(counts[present]),
                   weight, hierarchy=rooted, bound=bound, leaves=leaves, level_rows=level_rows)


# ----- splitting ------------------------------------------------------------------------------------------------------


@dataclass
class _Candidate:
    """One attribute's view of a partition: its classic and decision scores and how to split it."""

    spread: float        # classic score (normalised range)
    variance: float      # decision numerator (normalised variance)
    splittable: bool     # more than one value
    state: tuple         # what the split needs (codes, distinct values ...)


class _Rule:
    def __init__(self, split: str, k: int, l: int) -> None:
        self.split, self.k, self.l = split, k, l

    def choose(self, attrs: list[_Attribute], rows: np.ndarray, sens: list[tuple]) -> list[np.ndarray] | None:
        """The parts (row index arrays) of the chosen allowed split, or None when no attribute can be split.
        ``sens``: per sensitive attribute, (the index in ``rows`` of each held value or None, the value)
        (``_held``)."""
        candidates = [self.candidate(a, rows) for a in attrs]
        if self.split == "classic":
            scores = [c.spread for c in candidates]
            for j in np.argsort(-np.asarray(scores), kind="stable"):
                if not candidates[j].splittable:
                    continue
                found = self.cut(attrs[j], candidates[j], rows, sens, risk=False)
                if found is not None:
                    return found[0]
            return None
        best, best_score = None, -np.inf
        for attr, cand in zip(attrs, candidates):
            if not cand.splittable:
                continue
            found = self.cut(attr, cand, rows, sens, risk=True)
            if found is None:
                continue
            parts, risk = found
            numerator = cand.variance if self.split == "decision" else attr.weight
            score = numerator / risk
            if score > best_score:
                best, best_score = parts, score
        return best

    def candidate(self, attr: _Attribute, rows: np.ndarray) -> _Candidate:
        codes = attr.codes[rows]
        if attr.kind == "ordered":
            low, high = int(codes.min()), int(codes.max())
            spread = (high - low) / attr.table_spread if attr.table_spread else 0.0
            variance = 0.0
            if self.split == "decision" and high > low and attr.table_variance > 0:
                variance = float(codes.var()) / attr.table_variance
            return _Candidate(spread, variance, high > low, (codes, low, high))
        present, inverse, counts = _distinct(codes, attr.n_values)
        variance = 0.0
        if self.split == "decision" and attr.table_variance > 0:
            variance = _gini(counts) / attr.table_variance
        if attr.kind == "set":
            return _Candidate(len(present) / attr.table_spread, variance, len(present) > 1,
                              (codes, present, inverse, counts))
        labels = attr.bound[:, present]                       # levels x distinct values of the partition
        level = int(np.argmax((labels == labels[:, :1]).all(axis=1)))  # the rooted top is always common
        node = int(labels[level, 0])
        spread = attr.leaves[level][node] / attr.table_spread
        return _Candidate(spread, variance, level > 0, (present, inverse, labels, level))

    def cut(self, attr: _Attribute, cand: _Candidate, rows: np.ndarray, sens: list[tuple], risk: bool):
        """(parts, R_j) of the allowed split of ``attr``, or None; R_j only when ``risk``."""
        m = len(rows)
        if attr.kind == "hierarchy":
            present, inverse, labels, level = cand.state
            child_of_value = labels[level - 1]
            children, child_of_row, sizes = _distinct(child_of_value[inverse], len(attr.hierarchy.labels[level - 1]))
            if sizes.min() < self.k:
                return None
            for owner, s in sens if self.l else ():
                held_by = child_of_row if owner is None else child_of_row[owner]
                pairs = np.unique(held_by * (int(s.max()) + 1) + s)
                if np.bincount(pairs // (int(s.max()) + 1), minlength=len(children)).min() < self.l:
                    return None
            order = np.argsort(child_of_row, kind="stable")
            parts = np.split(rows[order], np.cumsum(sizes)[:-1])
            r = 0.0
            if risk:
                matching = attr.level_rows[level - 1][children]
                r = float(np.sum(sizes.astype(float) ** 2 / matching)) / m
            return parts, r
        if attr.kind == "ordered":
            codes, low, high = cand.state
            if high - low + 1 <= 4 * m + 64:
                position, n_positions, present = codes - low, high - low + 1, None
            else:
                present, position, _ = _distinct(codes, attr.n_values)
                n_positions = len(present)
        else:
            codes, present, inverse, counts = cand.state
            by_frequency = np.argsort(-counts, kind="stable")
            rank = np.empty(len(present), dtype=np.int64)
            rank[by_frequency] = np.arange(len(present))
            position, n_positions = rank[inverse], len(present)
        found = _best_cut(position, n_positions, m, self.k, sens, self.l)
        if found is None:
            return None
        best, counts_at = found
        left = position <= best
        parts = [rows[left], rows[~left]]
        r = 0.0
        if risk:
            n_left = int(counts_at[: best + 1].sum())
            sizes = np.array([n_left, m - n_left], dtype=float)
            if attr.kind == "ordered":
                after = best + 1 + int(np.argmax(counts_at[best + 1:] > 0))
                if present is None:
                    bounds = [(low, low + best), (low + after, high)]
                else:
                    bounds = [(int(present[0]), int(present[best])), (int(present[after]), int(present[-1]))]
                matching = np.array([attr.below[b + 1] - attr.below[a] for a, b in bounds], dtype=float)
            else:
                value_rows = attr.counts[present[by_frequency]]
                matching = np.array([value_rows[: best + 1].sum(), value_rows[best + 1:].sum()], dtype=float)
            r = float(np.sum(sizes ** 2 / matching)) / m
        return parts, r


def _best_cut(position: np.ndarray, n_positions: int, m: int, k: int, sens: list[tuple], l: int):
    """The threshold t (a position) of the allowed cut left = position ≤ t closest to the median, with the row
    counts per position; None when no threshold leaves k rows (and l sensitive values) on both sides."""
    counts = np.bincount(position, minlength=n_positions)
    left = np.cumsum(counts[:-1])               # rows with position ≤ t, for t = 0 .. n_positions-2
    allowed = (left >= k) & (left <= m - k)
    if not allowed.any():
        return None
    for owner, s in sens if l else ():
        held_at = position if owner is None else position[owner]
        key = np.unique(s.astype(np.int64) * n_positions + held_at)   # distinct (value, position), sorted
        value, where = np.divmod(key, n_positions)
        first = np.ones(len(key), dtype=bool)
        first[1:] = value[1:] != value[:-1]
        last = np.ones(len(key), dtype=bool)
        last[:-1] = first[1:]
        distinct = int(first.sum())
        on_left = np.cumsum(np.bincount(where[first], minlength=n_positions)[:-1])   # values with min pos ≤ t
        on_right = distinct - np.cumsum(np.bincount(where[last], minlength=n_positions)[:-1])  # max pos > t
        allowed &= (on_left >= l) & (on_right >= l)
        if not allowed.any():
            return None
    candidates = np.flatnonzero(allowed)
    best = int(candidates[np.argmin(np.abs(2 * left[candidates] - m))])
    return best, counts


# ----- release --------------------------------------------------------------------------------------------------------


def _release(dataset: Dataset, attrs: list[_Attribute], class_of_row: np.ndarray, n_classes: int):
    order = np.argsort(class_of_row, kind="stable")
    sizes = np.bincount(class_of_row, minlength=n_classes)
    starts = np.concatenate(([0], np.cumsum(sizes)[:-1]))
    sorted_class = class_of_row[order]
    released = dataset
    any_hierarchy = any(a.kind == "hierarchy" for a in attrs)
    row_levels = np.full((dataset.n_rows, len(attrs)), -1, dtype=np.int64) if any_hierarchy else None
    for j, attr in enumerate(attrs):
        column = attr.column
        codes = attr.codes[order]
        if attr.kind == "hierarchy":
            levels = _common_levels(attr.bound, codes, starts)
            row_levels[:, j] = levels[class_of_row]
            column = generalized_column(column, attr.hierarchy, row_levels[:, j])
        else:
            if attr.kind == "ordered":
                texts = _interval_texts(attr, codes, sorted_class, starts)
            else:
                texts = _set_texts(attr, codes, sorted_class, n_classes)
            column = _text_column(column.name, texts, class_of_row)
        released = released.with_column(column)
    return released, row_levels


def _common_levels(bound: np.ndarray, sorted_codes: np.ndarray, starts: np.ndarray) -> np.ndarray:
    """Per class: the lowest level at which all its values share a label (rows sorted by class)."""
    common = np.full(len(starts), bound.shape[0] - 1, dtype=np.int64)
    for level in range(bound.shape[0] - 2, -1, -1):
        labels = bound[level][sorted_codes]
        same = np.minimum.reduceat(labels, starts) == np.maximum.reduceat(labels, starts)
        common = np.where(same, level, common)
    return common


def _value_text(column: Column, code: int) -> str:
    value = column.values[code]
    return MISSING_LABEL if value is None else str(value)


def _interval_texts(attr: _Attribute, codes, sorted_class, starts) -> list[str | None]:
    column = attr.column
    valid = codes < column.n_valid
    low = np.minimum.reduceat(np.where(valid, codes, np.iinfo(np.int64).max), starts)
    high = np.maximum.reduceat(np.where(valid, codes, -1), starts)
    extras: dict[int, list[int]] = {}
    if not valid.all():
        pairs = np.unique(sorted_class[~valid] * attr.n_values + codes[~valid])
        for c, code in zip((pairs // attr.n_values).tolist(), (pairs % attr.n_values).tolist()):
            extras.setdefault(c, []).append(code)
    separator = "; " if column.format == "comma" else ", "
    values = column.values
    texts: list[str | None] = []
    for c, (a, b) in enumerate(zip(low.tolist(), high.tolist())):
        parts = []
        if b >= 0:
            parts.append(str(values[a]) if a == b else f"[{values[a]}{separator}{values[b]}]")
        other = extras.get(c, [])
        if not other:
            texts.append(parts[0])
        elif not parts and len(other) == 1:
            texts.append(values[other[0]])   # one failing value alone, or None: the class is all missing
        else:
            texts.append("{" + ", ".join(parts + [_value_text(column, code) for code in other]) + "}")
    return texts


def _set_texts(attr: _Attribute, codes, sorted_class, n_classes) -> list[str | None]:
    column = attr.column
    pairs = np.unique(sorted_class * attr.n_values + codes)
    pair_class, pair_code = np.divmod(pairs, attr.n_values)
    bounds = np.searchsorted(pair_class, np.arange(n_classes + 1))
    texts: list[str | None] = []
    pair_code = pair_code.tolist()
    for c in range(n_classes):
        members = pair_code[bounds[c]:bounds[c + 1]]
        if len(members) == 1:
            texts.append(column.values[members[0]])   # the value itself (None: all missing stays missing)
        else:
            texts.append("{" + ", ".join(_value_text(column, code) for code in members) + "}")
    return texts


def _text_column(name: str, class_texts: list[str | None], class_of_row: np.ndarray) -> Column:
    distinct = sorted({t for t in class_texts if t is not None})
    has_missing = any(t is None for t in class_texts)
    index = {t: i for i, t in enumerate(distinct)}
    missing = len(distinct)
    class_label = np.array([missing if t is None else index[t] for t in class_texts], dtype=np.int64)
    labels = np.array(distinct + ([None] if has_missing else []), dtype=object)
    return labelled_column(name, class_label[class_of_row], labels)
