"""ARX's cell-suppression mode: the records a full-domain search would suppress are recoded instead, by suppressing
some of their cells, round after round (ARX's local recoding, ``ARXResult.optimizeIterativeFast``, run with
hierarchies of two levels, value → ``*``, and the Loss with gs-factor 0, as TestAnonymizationCellSuppression
configures it).

One round works on the records still suppressed (the subset S). With two-level hierarchies and gs-factor 0
(suppression costs nothing beyond the generalisation it stands for), ARX's Loss of a candidate depends only on the
set of columns it suppresses: Loss = 2^(m/q) − 1 for m suppressed columns out of q. The round therefore takes the
candidate with the fewest suppressed columns that keeps at least ``keep_share`` (ARX: o_min = 1%) of S, counted by
the classes of at least k records that S forms with those columns suppressed; among equals the one keeping the
most records, then the first in column order. Those records are released with the chosen cells suppressed; the
others go to the next round. Rounds end when every record is released, or fewer than k remain (they stay
suppressed as whole records).

Each released class holds at least k records of its round with identical values (``*`` included), so the release
is k-anonymous with ``*`` read as its own category; merging with identical records of other rounds or of the
records never suppressed only enlarges classes. Read as a wildcard (sdcMicro, ARX's wildcard risk), ``*`` matches
more records still, so k-anonymity holds there too.

The loop is over rounds and candidate column sets (at most 2^q, or the sets of up to 3 columns and the full set
when q > 12); each candidate is one vectorised grouping of S.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

import numpy as np

from ..classes import group_rows

EXHAUSTIVE_COLUMNS = 12
FEW_COLUMNS = 3


@dataclass(frozen=True)
class CellRecoding:
    cells: np.ndarray       # m × q booleans: the cells released as ``*``
    suppressed: np.ndarray  # m booleans: the records still suppressed as a whole
    rounds: int

    @property
    def per_column(self) -> np.ndarray:
        return self.cells.sum(axis=0)


def recode_by_cells(codes: np.ndarray, k: int, keep_share: float = 0.01) -> CellRecoding:
    """Cell suppression of the rows of ``codes`` (m × q value codes of the records a search suppressed)."""
    codes = np.asarray(codes)
    m, q = codes.shape
    cells = np.zeros((m, q), dtype=bool)
    suppressed = np.ones(m, dtype=bool)
    rounds = 0
    candidates = _column_sets(q)
    while suppressed.sum() >= k:
        rows = np.flatnonzero(suppressed)
        needed = max(1, math.ceil(keep_share * rows.size))
        chosen = _best_round(codes[rows], k, needed, candidates)
        if chosen is None:
            break
        columns, kept = chosen
        released = rows[kept]
        cells[np.ix_(released, columns)] = True
        suppressed[released] = False
        rounds += 1
    return CellRecoding(cells=cells, suppressed=suppressed, rounds=rounds)


def _column_sets(q: int) -> list[tuple[int, ...]]:
    """Candidate sets of suppressed columns, fewest first (then in column order)."""
    largest = q if q <= EXHAUSTIVE_COLUMNS else min(FEW_COLUMNS, q)
    sets = [c for size in range(largest + 1) for c in itertools.combinations(range(q), size)]
    if largest < q:
        sets.append(tuple(range(q)))
    return sets


def _best_round(codes: np.ndarray, k: int, needed: int, candidates: list[tuple[int, ...]]):
    """(columns, kept-row mask) of the best candidate, or None when none keeps ``needed`` records."""
    best, best_kept, best_size = None, None, None
    for columns in candidates:
        if best is not None and len(columns) > best_size:
            break
        shown = [codes[:, j] for j in range(codes.shape[1]) if j not in columns]
        group, _count = group_rows(shown) if shown else (np.zeros(codes.shape[0], np.int64), 1)
        kept = np.bincount(group)[group] >= k
        if kept.sum() >= needed and (best_kept is None or kept.sum() > best_kept.sum()):
            best, best_kept, best_size = columns, kept, len(columns)
    return None if best is None else (list(best), best_kept)
