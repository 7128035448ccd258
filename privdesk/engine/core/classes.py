"""Equivalence classes: the rows that share the same released quasi-identifier values (docs/spec.md §0).

Classes come from integer codes without Python loops: the QI codes of a row are combined into one integer key
(mixed radix), then grouped by counting (``np.bincount``) when the key space is small, or by ``np.unique`` otherwise;
when even the mixed-radix key would overflow int64, rows are grouped with ``np.unique(axis=0)``.

Suppressed rows (all QIs ``*``) are not in any class for the privacy models (as in ARX, they are removed from the
release's classes); for risk they form one class of their own (``Partition.with_suppressed_class``).
"""

from __future__ import annotations

from functools import cached_property
from typing import Callable, Iterator, Sequence

import numpy as np
import pandas as pd

from privdesk.common.i18n import _
from privdesk.engine.core.progress import NO_PROGRESS, Progress

SUPPRESSED_LABEL = "*"
BLOCK_CELLS = 1 << 20
"""The most cells of a classes x values count matrix built at once (8 MB of int64). A larger one (a release of a
million classes and a diagnosis of 2,000 codes would need 16 GB) is counted and checked in spans of whole classes
(``class_spans``, ``RowsByClass``), one after the other. Spans this small also run fastest: 632,126 classes x
2,000 values are checked in 33 s with 2^18-2^20 cells per span, 52 s with 2^22, 78 s with 2^25 (benchmarks/
RESULTS.md)."""


class Partition:
    """Class membership of every row.

    ``sizes[c]`` counts the rows of class c (suppressed rows excluded) and ``keys[c]`` holds class c's QI codes.
    ``class_of_row[i]`` is row i's class in 0..n_classes-1, or ``n_classes`` for a suppressed row; it is computed
    on first use, since k-anonymity and risk need only the sizes.

    ``weights``: the records each row stands for when the rows are counted groups of records (an out-of-core
    engine's frequency set, or one attribute's (class, value, records) triples: :meth:`over_rows`); then
    ``sizes``, ``suppressed`` and ``n_rows`` count records and every count of values is weighted. None: one
    record per row.
    """

    def __init__(self, sizes: np.ndarray, keys: np.ndarray, suppressed: int, n_rows: int,
                 class_of_row: np.ndarray | Callable[[], np.ndarray], weights: np.ndarray | None = None) -> None:
        self.sizes = sizes
        self.keys = keys
        self.suppressed = suppressed
        self.n_rows = n_rows
        self._class_of_row = class_of_row
        self.weights = weights

    def over_rows(self, class_of_row: np.ndarray | Callable[[], np.ndarray], weights: np.ndarray | None,
                  rows_by_class: "RowsByClass | None" = None) -> "Partition":
        """The same classes seen through other rows standing for the same records: each row's class (``n_classes``
        for a suppressed one; or a function computing them) and its records — one attribute's (class, value,
        records) triples, so that its class x value counts need no row per record. ``rows_by_class``: those rows
        by class, when known without each row's class (:class:`RunsByClass`)."""
        rows = Partition(self.sizes, self.keys, self.suppressed, self.n_rows, class_of_row, weights)
        if rows_by_class is not None:
            rows.__dict__["rows_by_class"] = rows_by_class  # the cached property, given
        return rows

    @cached_property
    def class_of_row(self) -> np.ndarray:
        rows = self._class_of_row
        self._class_of_row = None  # what computed it (a row-sized key) is freed once it is made
        return rows() if callable(rows) else rows

    @property
    def n_classes(self) -> int:
        return len(self.sizes)

    @property
    def kept_rows(self) -> np.ndarray:
        """Boolean mask of the rows that are not suppressed."""
        return self.class_of_row < self.n_classes

    def size_of_row(self) -> np.ndarray:
        """The size of each row's class; a suppressed row gets the size of the suppressed class (risk, SPEC §3)."""
        sizes = np.append(self.sizes, self.suppressed)
        return sizes[self.class_of_row]

    @property
    def with_suppressed_class(self) -> np.ndarray:
        """Class sizes with the suppressed rows as one more class (when there are any), for risk."""
        return np.append(self.sizes, self.suppressed) if self.suppressed else self.sizes

    @cached_property
    def rows_by_class(self) -> "RowsByClass":
        return RowsByClass(self.class_of_row, self.n_classes)

    def value_counts(self, codes: np.ndarray, n_values: int, span: tuple[int, int] | None = None) -> np.ndarray:
        """Matrix (classes x values): how many rows of each class hold each value code; suppressed rows left out.
        ``span``: only the classes start..stop-1 (``class_spans``), counted from their own rows."""
        if span is not None:
            return self.rows_by_class.value_counts(span[0], span[1], codes, n_values, self.weights)
        classes, weights = self.class_of_row, self.weights
        if self.suppressed:
            kept = classes < self.n_classes
            classes, codes = classes[kept], codes[kept]
            weights = None if weights is None else weights[kept]
        flat = classes * n_values + codes
        counts = np.bincount(flat, weights=weights, minlength=self.n_classes * n_values)
        return counts.astype(np.int64, copy=False).reshape(self.n_classes, n_values)

    def value_totals(self, codes: np.ndarray, n_values: int) -> np.ndarray:
        """Records per value code over the whole table, suppressed rows included."""
        return blocked_bincount(codes, len(codes), self.weights, n_values)


def class_spans(n_classes: int, n_values: int) -> list[tuple[int, int]]:
    """Ranges [start, stop) of classes whose classes x values matrix has at most ``BLOCK_CELLS`` cells (one
    range, possibly empty, when the whole matrix fits)."""
    step = max(1, BLOCK_CELLS // max(1, n_values))
    return [(start, min(n_classes, start + step)) for start in range(0, n_classes, step)] or [(0, 0)]


def checked_spans(n_classes: int, n_values: int,
                  progress: Progress = NO_PROGRESS) -> Iterator[tuple[int, int] | None]:
    """The spans of ``class_spans`` to count and check one after the other, each reported to ``progress`` (where
    a cancel stops the check between spans); a single None, the whole matrix at once, when it fits."""
    spans = class_spans(n_classes, n_values)
    if len(spans) == 1:
        yield None
        return
    for start, stop in spans:
        progress.report(start / n_classes, _("checking the classes: {done:,} of {total:,}").format(
            done=start, total=n_classes))
        yield start, stop


ROW_BLOCK = 1 << 20
"""Rows :func:`blocked_bincount` counts at once, at least."""
MAX_ROW_BLOCK = 1 << 23
"""Rows :func:`blocked_bincount` counts at once, at most (numpy's copies of them: 128 MB)."""


def blocked_bincount(keys: Callable[[int, int], np.ndarray] | np.ndarray, n: int, weights: np.ndarray | None,
                     minlength: int) -> np.ndarray:
    """``np.bincount`` of ``n`` keys (an array, or a function giving the keys of rows first..last-1), weighted by
    whole-number ``weights`` (records), as int64 — counted ``ROW_BLOCK`` rows (or half of ``minlength``, up to
    ``MAX_ROW_BLOCK``) at a time: numpy's own copies of the keys (as intp) and weights (as float) are a few MB
    instead of 160 MB at 10^7 rows. The weights are whole
    numbers, so the blocks' float sums are exact and equal one bincount's."""
    of = keys if callable(keys) else (lambda first, last: keys[first:last])
    if n <= ROW_BLOCK or minlength > n // 4:  # few rows, or bins enough that every block would make them all again
        return np.bincount(of(0, n), weights=weights, minlength=minlength).astype(np.int64, copy=False)
    counts = np.zeros(minlength, np.int64 if weights is None else float)
    # every block makes and adds all ``minlength`` bins: blocks of at least half that many rows, so that the bins
    # do not cost more than the rows (85 M rows in 10.8 M bins: 6.3 s in blocks of a million rows, 1.9 s in 5.4 M)
    rows = min(max(ROW_BLOCK, minlength // 2), MAX_ROW_BLOCK)
    for first in range(0, n, rows):  # blocks of millions of rows, not a loop over rows
        last = min(first + rows, n)
        block = np.bincount(of(first, last), weights=None if weights is None else weights[first:last],
                            minlength=minlength)
        if len(block) > minlength:  # a key beyond minlength, as bincount allows
            counts = np.concatenate([counts, np.zeros(len(block) - minlength, counts.dtype)])
            minlength = len(block)
        counts[:len(block)] += block
    return counts.astype(np.int64, copy=False)


class RowsByClass:
    """The rows ordered by class, so that the values of a range of classes are counted from their rows alone.
    ``classes``: each row's class; rows of class ≥ ``n_classes`` (suppressed) belong to none."""

    def __init__(self, classes: np.ndarray, n_classes: int) -> None:
        self.classes = np.asarray(classes)
        n = len(self.classes)
        per_class = np.bincount(self.classes, minlength=n_classes + 1) if n else np.zeros(n_classes + 1, np.int64)
        # the rows before each class: counted, not searched in a sorted copy of the classes
        self.starts = np.concatenate(([0], np.cumsum(per_class[:n_classes])))
        self.order = self._stable_order(per_class)

    def _stable_order(self, per_class: np.ndarray) -> np.ndarray:
        """The rows by class, each class's rows in row order (``argsort(kind="stable")``), in 4-byte row numbers when
        they fit. Sorted a block of rows at a time into each class's next free places (a counting sort): at 10^7
        rows, 40 MB and a block's temporaries instead of argsort's 80 MB result and its 40 MB buffer."""
        n = len(self.classes)
        order = np.empty(n, np.int32 if n < 2**31 else np.int64)
        free = np.concatenate(([0], np.cumsum(per_class)[:-1]))  # each class's next free place
        for first in range(0, n, ROW_BLOCK):  # blocks of a million rows, not a loop over rows
            block = self.classes[first:first + ROW_BLOCK]
            local = np.argsort(block, kind="stable")
            ordered = block[local]
            heads = np.flatnonzero(np.concatenate(([True], ordered[1:] != ordered[:-1])))
            sizes = np.diff(np.append(heads, len(block)))
            rank = np.arange(len(block)) - np.repeat(heads, sizes)
            order[free[ordered] + rank] = local + first
            free[ordered[heads]] += sizes
        return order

    def rows(self, start: int, stop: int) -> np.ndarray:
        """The rows of the classes start..stop-1, by class and in row order within a class."""
        return self.order[self.starts[start]:self.starts[stop]]

    def classes_of(self, rows: np.ndarray) -> np.ndarray:
        """The class of each of ``rows``."""
        return self.classes[rows]

    def rows_and_classes(self, start: int, stop: int) -> tuple[np.ndarray, np.ndarray]:
        """:meth:`rows` of the classes start..stop-1 and the class of each."""
        rows = self.rows(start, stop)
        return rows, self.classes_of(rows)

    def value_counts(self, start: int, stop: int, codes: np.ndarray, n_values: int,
                     weights: np.ndarray | None = None) -> np.ndarray:
        """Matrix (classes start..stop-1 x values) of the rows (or their ``weights``) holding each value code."""
        rows, classes = self.rows_and_classes(start, stop)

        def cells(first: int, last: int) -> np.ndarray:
            return (classes[first:last].astype(np.int64) - start) * n_values + codes[rows[first:last]]

        counts = blocked_bincount(cells, len(rows), None if weights is None else weights[rows],
                                  (stop - start) * n_values)
        return counts.reshape(stop - start, n_values)


class RunsByClass(RowsByClass):
    """:class:`RowsByClass` for rows that come in runs of one class each (``run_starts``: where each run begins,
    and the end; ``class_of_run``: its class, ``n_classes`` for suppressed): one attribute's triples in group
    order, each group a run. Only the runs are ordered by class; no array per row is made (at 10^8 records,
    about as many triples: 0.8 GB of row classes and order saved)."""

    def __init__(self, class_of_run: np.ndarray, run_starts: np.ndarray, n_classes: int) -> None:
        self.class_of_run = np.asarray(class_of_run)
        self.run_starts = np.asarray(run_starts, np.int64)
        lengths = np.diff(self.run_starts)
        self.run_order = np.argsort(self.class_of_run, kind="stable")
        runs = np.bincount(self.class_of_run, minlength=n_classes + 1)
        self.run_heads = np.concatenate(([0], np.cumsum(runs[:n_classes])))
        per_class = np.bincount(self.class_of_run, weights=lengths, minlength=n_classes + 1).astype(np.int64)
        self.starts = np.concatenate(([0], np.cumsum(per_class[:n_classes])))

    def _runs(self, start: int, stop: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """The runs of the classes start..stop-1, their rows (each its first row plus 0, 1, …: one arange over
        the span, shifted per run) and their lengths."""
        runs = self.run_order[self.run_heads[start]:self.run_heads[stop]]
        first, lengths = self.run_starts[runs], self.run_starts[runs + 1] - self.run_starts[runs]
        rows = np.arange(int(lengths.sum()), dtype=np.int64) + np.repeat(first - (np.cumsum(lengths) - lengths),
                                                                         lengths)
        return runs, rows, lengths

    def rows(self, start: int, stop: int) -> np.ndarray:
        return self._runs(start, stop)[1]

    def rows_and_classes(self, start: int, stop: int) -> tuple[np.ndarray, np.ndarray]:
        # each class known from its run, not searched for among every run's start (at 10^7 triples in 10^7 groups
        # the search took 9 of a report's 47 s)
        runs, rows, lengths = self._runs(start, stop)
        return rows, np.repeat(self.class_of_run[runs], lengths)

    def classes_of(self, rows: np.ndarray) -> np.ndarray:
        return self.class_of_run[np.searchsorted(self.run_starts, rows, side="right") - 1]

    def class_of_row(self) -> np.ndarray:
        """Every row's class (int32 when the classes fit)."""
        kind = np.int32 if len(self.run_heads) < 2**31 else np.int64
        return np.repeat(self.class_of_run.astype(kind), np.diff(self.run_starts))


def partition(codes: np.ndarray | Sequence[np.ndarray], suppressed: np.ndarray | None = None,
              radices: np.ndarray | None = None, ordered: bool = True) -> Partition:
    """Group rows into equivalence classes by their QI codes (non-negative ints).

    ``codes``: a matrix rows x QIs, or a list of one code array per QI (saves stacking them). ``suppressed``:
    optional boolean mask of suppressed rows, which join no class. ``radices``: optional number of possible codes
    per QI (e.g. each column's number of distinct values), which saves a pass over the data. ``ordered``: the
    classes in lexicographic key order; else in any order, which saves sorting them when the key space is large.
    """
    if isinstance(codes, np.ndarray):
        codes = codes[:, None] if codes.ndim == 1 else codes
        columns = [codes[:, j] for j in range(codes.shape[1])]
        n = codes.shape[0]
    else:
        columns = [np.asarray(c) for c in codes]
        n = len(columns[0]) if columns else 0
    kept = None if suppressed is None or not np.any(suppressed) else ~np.asarray(suppressed, bool)
    n_kept = n if kept is None else int(kept.sum())
    if not columns:
        sizes = np.array([n_kept], np.int64) if n_kept else np.zeros(0, np.int64)
        inverse: np.ndarray | Callable[[], np.ndarray] = np.zeros(n_kept, np.int64)
        keys = np.zeros((len(sizes), 0), np.int32)
    else:
        inverse, sizes, keys = _group(columns, n_kept, radices, ordered, kept)
    if kept is None:
        return Partition(sizes, keys, 0, n, inverse)

    def class_of_row() -> np.ndarray:
        rows = np.full(n, len(sizes), dtype=np.int64)
        if not callable(inverse):
            rows[kept] = inverse
            return rows
        done = 0
        for first in range(0, n, ROW_BLOCK):  # a block of rows at a time: not a second row-sized array of classes
            block = kept[first:first + ROW_BLOCK]
            held = int(np.count_nonzero(block))
            rows[first:first + ROW_BLOCK][block] = inverse(done, done + held)
            done += held
        return rows

    return Partition(sizes, keys, n - n_kept, n, class_of_row)


def _group(columns: list[np.ndarray], n: int, radices: np.ndarray | None, ordered: bool = True,
           kept: np.ndarray | None = None):
    """(class of each row — or a function computing it —, class sizes, class keys) for the code columns' rows
    ``kept`` (a mask; None: all), ``n`` of them. The mask is applied to the combined key, not to each column (a
    release nearly as long as the table: one key-sized copy, not one per QI).

    Classes are in lexicographic key order. The row keys are combined in mixed radix; with a small key space the
    rows are counted with ``bincount`` (and the row classes are only gathered when asked for), otherwise grouped by
    hashing (``pd.factorize``); a key space beyond int64 falls back to ``np.unique(axis=0)``.
    """
    if n == 0:
        return np.zeros(0, np.int64), np.zeros(0, np.int64), np.zeros((0, len(columns)), np.int32)
    if radices is None:
        radices = np.array([int(c.max() if kept is None else c[kept].max()) + 1 for c in columns], dtype=np.int64)
    radices = np.asarray(radices, dtype=np.int64)
    space = 1
    for r in radices.tolist():  # Python ints: exact, no overflow while deciding
        space *= r
    if space >= 2**62:
        stacked = np.column_stack(columns if kept is None else [c[kept] for c in columns])
        keys, inverse, sizes = np.unique(stacked, axis=0, return_inverse=True, return_counts=True)
        return inverse.reshape(-1).astype(np.int64), sizes.astype(np.int64), keys
    strides = np.ones(len(radices), np.int64)
    for j in range(len(radices) - 2, -1, -1):
        strides[j] = strides[j + 1] * radices[j + 1]
    key_type = np.int32 if space < 2**31 else np.int64  # narrower keys: less memory traffic
    key = columns[-1].astype(key_type)
    for j in range(len(columns) - 1):
        key += columns[j].astype(key_type, copy=False) * key_type(strides[j])
    if kept is not None:
        key = key[kept]
    if space <= max(4 * n, 1 << 16):
        counts = np.bincount(key, minlength=space)
        unique_keys = np.flatnonzero(counts)
        sizes = counts[unique_keys]

        lookups: list[np.ndarray] = []

        def inverse(first: int = 0, last: int | None = None) -> np.ndarray:
            """The classes of the rows first..last-1 (default all), through a key -> class table made once."""
            if not lookups:
                lookups.append(np.zeros(space, np.int64))
                lookups[0][unique_keys] = np.arange(len(unique_keys))
            return lookups[0][key[first:last]]
    else:
        inverse, uniques = pd.factorize(key, sort=False)
        sizes = np.bincount(inverse, minlength=len(uniques))
        if ordered:
            order = np.argsort(uniques)  # distinct keys: no sort needs to be stable
            rank = np.empty(len(order), np.int64)
            rank[order] = np.arange(len(order))
            sizes, inverse = sizes[order], rank[inverse]
        # each group's codes are those of a row of it: gathering them beats decoding the keys
        first = np.empty(len(sizes), np.int64)
        first[inverse] = np.arange(n) if kept is None else np.flatnonzero(kept)
        return inverse, sizes.astype(np.int64), np.column_stack([c[first] for c in columns]).astype(np.int32,
                                                                                                     copy=False)
    keys = (unique_keys.astype(np.int64)[:, None] // strides[None, :]) % radices[None, :]
    return inverse, sizes.astype(np.int64), keys.astype(np.int32)


def release_partition(dataset, qis, weights: np.ndarray | None = None) -> Partition:
    """Equivalence classes of a released table over ``qis``; rows whose QIs are all ``*`` are suppressed (SPEC §0).
    ``weights``: the records each row stands for (a grouped table), see :class:`Partition`.

    The ``*`` test runs on each column's distinct values and is spread to rows by codes, so no row-sized text
    array is built.
    """
    if weights is not None:
        return weighted(release_partition(dataset, qis), weights)
    columns = [dataset.column(name) for name in qis]
    if not columns:
        return partition(np.zeros((dataset.n_rows, 0), np.int32))
    suppressed = all_star_rows(dataset, qis)
    radices = np.array([len(c.values) for c in columns], dtype=np.int64)
    return partition([c.codes for c in columns], suppressed, radices)


def all_star_rows(dataset, names: Sequence[str]) -> np.ndarray | None:
    """Boolean mask of the rows that are ``*`` in every column of ``names``; None when no row can be (some column
    has no ``*`` value, or ``names`` is empty). The ``*`` test runs on each column's distinct values only."""
    columns = [dataset.column(name) for name in names]
    star_codes = [[i for i, v in enumerate(c.values) if v == SUPPRESSED_LABEL] for c in columns]
    if not columns or not all(star_codes):
        return None
    rows = np.ones(dataset.n_rows, bool)
    for column, stars in zip(columns, star_codes):
        rows &= column.codes == stars[0]
    return rows


def weighted(rows: Partition, weights: np.ndarray) -> Partition:
    """``rows``' classes when its row i stands for ``weights[i]`` records: sizes and suppression count records."""
    weights = np.asarray(weights, np.int64)
    of_row = rows.class_of_row
    # the suppressed rows' records counted in one more bin (class n_classes): no masked copies of the rows
    counted = blocked_bincount(of_row, len(of_row), weights, rows.n_classes + 1)
    return Partition(counted[:rows.n_classes], rows.keys, int(counted[rows.n_classes]), int(weights.sum()), of_row,
                     weights)


def group_rows(columns: Sequence[np.ndarray], radices: np.ndarray | None = None) -> tuple[np.ndarray, int]:
    """(group index of every row, number of groups) for rows given as code columns, groups in no set order.

    The search over a lattice calls this once per node, so it does no more than that: one mixed-radix key, then
    counting when the key space is at most a few times the rows (the group of a key is the number of occupied
    keys below it), hashing otherwise; the groups' keys are never decoded."""
    n = len(columns[0]) if columns else 0
    if not columns:
        return np.zeros(n, np.int64), int(n > 0)
    if n == 0:
        return np.zeros(0, np.int64), 0
    columns = [np.asarray(c) for c in columns]
    if radices is None:
        radices = [int(c.max()) + 1 for c in columns]
    radices = [int(r) for r in radices]
    space = 1
    for r in radices:  # Python ints: exact, no overflow while deciding
        space *= r
    if space >= 2**62:
        _, inverse = np.unique(np.column_stack(columns), axis=0, return_inverse=True)
        inverse = inverse.reshape(-1).astype(np.int64)
        return inverse, int(inverse.max()) + 1
    key_type = np.int32 if space < 2**31 else np.int64
    key = columns[0].astype(key_type)
    for column, radix in zip(columns[1:], radices[1:]):
        key *= key_type(radix)
        key += column
    return group_key(key, space)


def group_key(key: np.ndarray, space: int, narrow: bool = False, counted: int = 4) -> tuple[np.ndarray, int]:
    """(group index of every row, number of groups) for integer keys in 0..space-1: by counting when the space is
    at most ``counted`` times the rows (+ 1,024; a key's group is the number of occupied keys below it), by
    hashing otherwise. ``narrow``: the groups as int32 when counted or sorted (the keys may be as many as an
    out-of-core frequency set's 85 M groups: 340 MB less than int64), for a caller that widens them where it
    multiplies."""
    n = len(key)
    if space <= counted * n + 1024:
        occupied = np.zeros(space, np.int32)
        occupied[key] = 1
        rank = np.cumsum(occupied, dtype=np.int32)
        del occupied
        inverse = rank[key] if narrow else rank[key].astype(np.int64)  # in place from here: keys may be many
        inverse -= 1
        return inverse, int(rank[-1]) if space else 0
    if n >= SORTED_GROUPING_ROWS:
        return sorted_groups(key, narrow)
    inverse, uniques = pd.factorize(key, sort=False)
    return inverse.astype(np.int64, copy=False), len(uniques)


SORTED_GROUPING_ROWS = 1 << 21
"""From this many keys :func:`group_key` groups by sorting, not hashing: a hash table of 10^7 distinct keys took
400 MB beside them, a sort of their positions half of that (benchmarks/RESULTS.md, out-of-core peak memory)."""


def sorted_groups(key: np.ndarray, narrow: bool = False) -> tuple[np.ndarray, int]:
    """(group of every key, number of groups), groups numbered in key order: the positions sorted by key, a flag
    where the sorted key changes, its running count spread back to the positions."""
    order = np.argsort(key)
    changes = np.empty(len(key), bool)
    changes[:1] = True
    ordered = key[order]
    np.not_equal(ordered[1:], ordered[:-1], out=changes[1:])
    del ordered
    rank = np.cumsum(changes, dtype=np.int32 if len(key) < 2**31 else np.int64)
    del changes
    rank -= 1
    inverse = np.empty(len(key), rank.dtype if narrow else np.int64)
    inverse[order] = rank
    return inverse, int(rank[-1]) + 1 if len(key) else 0
