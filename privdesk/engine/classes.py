"""Equivalence classes: the rows that share the same released quasi-identifier values (SPEC.md §0).

Classes come from integer codes without Python loops: the QI codes of a row are combined into one integer key
(mixed radix), then grouped by counting (``np.bincount``) when the key space is small, or by ``np.unique`` otherwise;
when even the mixed-radix key would overflow int64, rows are grouped with ``np.unique(axis=0)``.

Suppressed rows (all QIs ``*``) are not in any class for the privacy models (as in ARX, they are removed from the
release's classes); for risk they form one class of their own (``Partition.with_suppressed_class``).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

SUPPRESSED_LABEL = "*"


@dataclass(frozen=True)
class Partition:
    """Class membership of every row.

    ``class_of_row[i]`` is row i's class in 0..n_classes-1, or ``n_classes`` for a suppressed row.
    ``sizes[c]`` counts the rows of class c (suppressed rows excluded). ``keys[c]`` holds class c's QI codes.
    """

    class_of_row: np.ndarray
    sizes: np.ndarray
    keys: np.ndarray
    suppressed: int

    @property
    def n_classes(self) -> int:
        return len(self.sizes)

    @property
    def n_rows(self) -> int:
        return len(self.class_of_row)

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

    def value_counts(self, codes: np.ndarray, n_values: int) -> np.ndarray:
        """Matrix (classes x values): how many rows of each class hold each value code; suppressed rows left out."""
        kept = self.kept_rows
        flat = self.class_of_row[kept].astype(np.int64) * n_values + codes[kept]
        return np.bincount(flat, minlength=self.n_classes * n_values).reshape(self.n_classes, n_values)


def partition(codes: np.ndarray, suppressed: np.ndarray | None = None) -> Partition:
    """Group the rows of a code matrix (rows x QIs, non-negative ints) into equivalence classes.

    ``suppressed``: optional boolean mask of suppressed rows, which join no class.
    """
    codes = np.asarray(codes)
    if codes.ndim == 1:
        codes = codes[:, None]
    n, q = codes.shape
    kept = np.ones(n, bool) if suppressed is None else ~np.asarray(suppressed, bool)
    rows = codes[kept]
    if q == 0:
        inverse = np.zeros(len(rows), np.int64)
        sizes = np.array([len(rows)], np.int64) if len(rows) else np.zeros(0, np.int64)
        keys = np.zeros((len(sizes), 0), codes.dtype)
    else:
        inverse, sizes, keys = _group(rows)
    class_of_row = np.full(n, len(sizes), dtype=np.int64)
    class_of_row[kept] = inverse
    return Partition(class_of_row, sizes, keys, int(n - kept.sum()))


def _group(rows: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(class of each row, class sizes, class keys) for a code matrix; classes in lexicographic key order."""
    n = len(rows)
    if n == 0:
        return np.zeros(0, np.int64), np.zeros(0, np.int64), rows[:0]
    radices = rows.max(axis=0).astype(np.int64) + 1
    space = 1
    for r in radices.tolist():  # Python ints: exact, no overflow while deciding
        space *= r
    if space >= 2**62:
        keys, inverse, sizes = np.unique(rows, axis=0, return_inverse=True, return_counts=True)
        return inverse.reshape(-1).astype(np.int64), sizes.astype(np.int64), keys
    strides = np.ones(len(radices), np.int64)
    for j in range(len(radices) - 2, -1, -1):
        strides[j] = strides[j + 1] * radices[j + 1]
    key = rows.astype(np.int64) @ strides
    if space <= max(4 * n, 1 << 16):
        counts = np.bincount(key, minlength=space)
        present = np.flatnonzero(counts)
        lookup = np.zeros(space, np.int64)
        lookup[present] = np.arange(len(present))
        inverse, sizes, unique_keys = lookup[key], counts[present], present
    else:
        unique_keys, inverse, sizes = np.unique(key, return_inverse=True, return_counts=True)
        inverse = inverse.reshape(-1)
    keys = (unique_keys[:, None] // strides[None, :]) % radices[None, :]
    return inverse.astype(np.int64), sizes.astype(np.int64), keys.astype(rows.dtype)


def release_partition(dataset, qis) -> Partition:
    """Equivalence classes of a released table over ``qis``; rows whose QIs are all ``*`` are suppressed (SPEC §0).

    The ``*`` test runs on each column's distinct values and is spread to rows by codes, so no row-sized text
    array is built.
    """
    suppressed = np.ones(dataset.n_rows, bool) if qis else np.zeros(dataset.n_rows, bool)
    for name in qis:
        column = dataset.column(name)
        is_star = np.fromiter((v == SUPPRESSED_LABEL for v in column.values), dtype=bool, count=len(column.values))
        suppressed &= is_star[column.codes]
    return partition(dataset.codes(qis), suppressed)
