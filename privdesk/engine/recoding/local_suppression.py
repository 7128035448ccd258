"""Local (cell) suppression to k-anonymity by an importance order, as sdcMicro's ``localSuppression`` does it.

A suppressed cell is a wildcard: it matches every value of its column (sdcMicro's ``alpha = 1``). The frequency
f_k of a record is the number of records that agree with it on every column where neither has a suppressed cell.

Importance: a number per column, 1 = most important (suppressed last). By default the columns with fewer distinct
values are more important, as in sdcMicro. Columns are tried from the least important.

Each pass computes f_k of every record and treats the records with f_k < k in increasing f_k (then row) order. For
such a record r: the candidates are the records at the smallest positive distance from it (distance = the number of
columns where both have a value and the values differ; sdcMicro's ``cpp_calcSuppInds``); r's cell is suppressed in
the first column, from the least important, where r differs from a candidate. (With no record at a positive
distance, r's first unsuppressed column in that order.) Passes repeat until every record has f_k ≥ k. Like
sdcMicro's, the treatment of one record depends on the cells suppressed for the records before it, so the loop
over the problem records is sequential; each step is vectorised over all rows.

f_k with wildcards is computed per pair of suppression patterns (a pattern = the set of a row's suppressed
columns): rows of pattern a meet rows of pattern b on the columns outside both patterns, counted by grouping.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.core.classes import group_rows
from privdesk.engine.core.errors import InputError


@dataclass(frozen=True)
class LocalSuppressionResult:
    suppressed: np.ndarray      # n × d booleans: the cells to suppress
    importance: tuple[int, ...]  # per column, 1 = most important

    @property
    def per_column(self) -> np.ndarray:
        return self.suppressed.sum(axis=0)

    @property
    def total(self) -> int:
        return int(self.suppressed.sum())


def default_importance(codes: np.ndarray) -> tuple[int, ...]:
    """1 for the column with the fewest distinct values, and so on (ties: column order)."""
    distinct = [np.unique(codes[:, j]).size for j in range(codes.shape[1])]
    ranks = np.empty(len(distinct), dtype=int)
    ranks[np.argsort(distinct, kind="stable")] = np.arange(1, len(distinct) + 1)
    return tuple(int(r) for r in ranks)


def wildcard_frequencies(codes: np.ndarray, suppressed: np.ndarray) -> np.ndarray:
    """f_k of every row, suppressed cells matching everything."""
    n, d = codes.shape
    counts = np.zeros(n, dtype=np.int64)
    patterns, pattern_of = np.unique(suppressed, axis=0, return_inverse=True)
    pattern_of = pattern_of.ravel()
    members = [np.flatnonzero(pattern_of == p) for p in range(len(patterns))]
    for a, rows_a in enumerate(members):
        for b, rows_b in enumerate(members):
            compared = np.flatnonzero(~(patterns[a] | patterns[b]))
            if compared.size == 0:
                counts[rows_a] += rows_b.size
                continue
            both = np.concatenate((rows_a, rows_b))
            group, groups = group_rows([codes[both, j] for j in compared])
            in_b = np.bincount(group[rows_a.size:], minlength=groups)
            counts[rows_a] += in_b[group[:rows_a.size]]
    return counts


def local_suppression(codes: np.ndarray, k: int, importance: Sequence[int] | None = None) -> LocalSuppressionResult:
    """The cells to suppress so that every row has f_k ≥ k (``codes``: n × d non-negative integer codes)."""
    codes = np.asarray(codes, dtype=np.int64)
    n, d = codes.shape
    if not isinstance(k, (int, np.integer)) or k < 1:
        raise InputError(_("k must be a whole number of at least 1"), value=k)
    if n < k:
        raise InputError(_("k-anonymity needs at least k = {k} rows; the table has {n}").format(k=k, n=n))
    importance = default_importance(codes) if importance is None else tuple(int(i) for i in importance)
    if sorted(importance) != list(range(1, d + 1)):
        raise InputError(_("the importance order must number the columns 1 to {d}, each once").format(d=d),
                         value=",".join(map(str, importance)))
    try_order = np.argsort(-np.array(importance), kind="stable")  # least important first
    suppressed = np.zeros((n, d), dtype=bool)
    while True:
        frequency = wildcard_frequencies(codes, suppressed)
        problems = np.flatnonzero(frequency < k)
        if problems.size == 0:
            return LocalSuppressionResult(suppressed, importance)
        _suppress_pass(codes, suppressed, problems[np.argsort(frequency[problems], kind="stable")], try_order)


def _suppress_pass(codes: np.ndarray, suppressed: np.ndarray, problems: np.ndarray, try_order: np.ndarray) -> None:
    """One pass over the problem rows, in order, suppressing one cell of each.

    Distances only depend on a row's (values, suppressed cells), so they are computed over the distinct such rows
    with their counts; a row that gets a cell suppressed leaves its distinct row and is appended as a new one.
    """
    both = np.concatenate((codes, suppressed.astype(np.int64) * -1 - 1), axis=1)  # one key: values and wildcards
    distinct, row_of, count = np.unique(both, axis=0, return_inverse=True, return_counts=True)
    row_of = row_of.ravel()
    m, d = distinct.shape[0], codes.shape[1]
    values = np.empty((m + problems.size, d), dtype=np.int64)
    values[:m] = distinct[:, :d]
    wild = np.empty((m + problems.size, d), dtype=bool)
    wild[:m] = distinct[:, d:] == -2
    live = np.zeros(m + problems.size, dtype=np.int64)
    live[:m] = count
    for step, row in enumerate(problems):
        own = row_of[row]
        live[own] -= 1  # the row itself is no candidate for itself; its duplicates still are
        present = np.flatnonzero(live[:m + step] > 0)
        differ = (values[present] != values[own]) & ~wild[present] & ~wild[own]
        distance = differ.sum(axis=1)
        positive = distance[distance > 0]
        reasons = differ[distance == positive.min()].any(axis=0) if positive.size else ~wild[own]
        column = try_order[np.argmax(reasons[try_order])]
        suppressed[row, column] = True
        values[m + step], wild[m + step] = values[own], wild[own]
        wild[m + step, column] = True
        live[m + step] = 1
        row_of[row] = m + step
