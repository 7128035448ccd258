"""The base frequency set's hierarchy rows, held once.

The search reads the frequency set's hierarchy row of every QI both as ``Problem.rows`` (one array per QI) and as
the bottom node's ``FrequencySet.stacked`` (the same rows plus each QI's offset, QIs x rows). When the QIs nearly
identify a record the set is nearly as long as the table (10^7 groups: 4 QIs x 40 MB each way), so both are
this one int32 matrix: a QI's rows are computed from it when asked (a scorer's or a report's rare reads), never
kept beside it.
"""

from __future__ import annotations

import weakref
from collections.abc import Sequence

import numpy as np


class StackedRows(Sequence):
    """``rows[j]`` = ``stacked[j] - offsets[j]``: QI j's hierarchy row of every frequency-set row. ``lent``: the
    rows are the table's own code arrays, lent (:func:`stacked_rows`): per QI, its value code of each stacked row,
    to give the codes back with (:meth:`give_back`)."""

    def __init__(self, stacked: np.ndarray, offsets: np.ndarray, lent: list[np.ndarray] | None = None) -> None:
        self.stacked, self.offsets = stacked, offsets
        self.loan = None if lent is None else Loan(stacked, lent)
        if self.loan is not None:  # given back however the search ends (a cancel, no solution), at the latest
            weakref.finalize(self, self.loan.give_back)

    def give_back(self) -> None:
        """The lent code arrays made the table's codes again (the stacked rows are then gone), when lent."""
        if self.loan is not None:
            self.loan.give_back()

    def __len__(self) -> int:
        return len(self.stacked)

    def __getitem__(self, j):
        return self.stacked[j] - self.stacked.dtype.type(self.offsets[j])


class Loan:
    """Code arrays lent as stacked rows: per QI, the value code of each stacked row, to give them back with."""

    def __init__(self, stacked: np.ndarray, lent: list[np.ndarray]) -> None:
        self.stacked, self.lent = stacked, lent

    def give_back(self) -> None:
        """Each stacked row turned back into its value code, in place; once."""
        lent, self.lent = self.lent, None
        for j, value_of_row in enumerate(lent or ()):
            for start in range(0, self.stacked.shape[1], BLOCK):
                part = self.stacked[j, start:start + BLOCK]
                part.view(np.int16)[:] = value_of_row[part]


BLOCK = 1 << 22
"""Rows gathered at a time by :func:`stacked_rows` (and turned back by ``Loan.give_back``)."""


def stacked_rows(parts: Sequence[tuple[np.ndarray, np.ndarray]], offsets: np.ndarray, n: int,
                 labels: int | None = None, borrow: bool = False) -> StackedRows:
    """The rows ``row_of_value[codes]`` of each QI's pair in ``parts`` (its hierarchy row of each value code, the
    value code of each frequency-set row) stacked with ``offsets`` added, gathered straight into the matrix (no
    row-length temporary; "wrap" keeps numpy's meaning of a negative index). ``labels``: the rows' labels of all
    QIs (offset included) number fewer than this; uint16 when it is at most 2^16 (a fine zip, an age and a date:
    about 34,000 labels, and 85 M rows at 10^8 records take 0.7 GB instead of 1.4), else int32. ``borrow``: the
    rows may be made in the code arrays themselves when they can (:func:`lendable`), which the caller gives back
    (``StackedRows.give_back``) before the table's codes are read again."""
    lent = lendable(parts, offsets, n, labels) if borrow else None
    if lent is not None:
        return lent
    dtype = np.uint16 if labels is not None and labels <= 1 << 16 else np.int32  # far fewer than 2^31 labels
    stacked = np.empty((len(parts), n), dtype)
    for j, (row_of_value, codes) in enumerate(parts):
        table = np.asarray(row_of_value).astype(dtype) + dtype(offsets[j])
        for start in range(0, n, BLOCK):  # numpy makes its indices 8-byte integers: a block at a time, not 0.7 GB
            np.take(table, codes[start:start + BLOCK], out=stacked[j, start:start + BLOCK], mode="wrap")
    return StackedRows(stacked, np.asarray(offsets, np.int64))


def lendable(parts: Sequence[tuple[np.ndarray, np.ndarray]], offsets: np.ndarray, n: int,
             labels: int | None) -> StackedRows | None:
    """The stacked rows made in place of the code arrays of ``parts`` (:func:`stacked_rows`'s), when those are the
    consecutive rows of one int16 matrix (an out-of-core engine's fetched codes), all the QIs' labels fit in int16
    and every value has a hierarchy row of its own (so the codes can be given back); else None. A frequency set
    nearly as long as the file then holds its codes once, not also as hierarchy rows (85 M groups: 0.7 GB)."""
    if labels is None or labels > np.iinfo(np.int16).max or not parts:
        return None
    codes = [np.asarray(c) for _, c in parts]
    matrix = codes[0].base
    if (not isinstance(matrix, np.ndarray) or matrix.ndim != 2 or matrix.dtype != np.int16
            or not matrix.flags.c_contiguous or matrix.shape[1] != n
            or any(c.dtype != np.int16 or len(c) != n or c.base is not matrix for c in codes)):
        return None
    address = matrix.__array_interface__["data"][0]
    first = (codes[0].__array_interface__["data"][0] - address) // (2 * n)
    if first + len(codes) > matrix.shape[0] or any(
            c.__array_interface__["data"][0] != address + 2 * n * (first + j) for j, c in enumerate(codes)):
        return None
    rows = [np.asarray(row_of_value).astype(np.int64) for row_of_value, _ in parts]
    if any(len(np.unique(r)) != len(r) or (r < 0).any() or len(r) > np.iinfo(np.int16).max for r in rows):
        return None
    value_of_rows = []
    for j, r in enumerate(rows):
        value_of_row = np.full(labels, -1, np.int16)
        value_of_row[r + int(offsets[j])] = np.arange(len(r))
        value_of_rows.append(value_of_row)
    stacked = matrix[first:first + len(codes)]
    for j, (r, code) in enumerate(zip(rows, codes)):  # each value code -> its hierarchy row + offset, in place
        table = (r + int(offsets[j])).astype(np.int16)
        for start in range(0, n, BLOCK):
            part = code[start:start + BLOCK]
            part[:] = table[part]
    return StackedRows(stacked.view(np.uint16), np.asarray(offsets, np.int64), value_of_rows)
