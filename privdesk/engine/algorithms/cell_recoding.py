"""Cell suppression of the records a full-domain search would suppress: they are released again, some of their
quasi-identifier cells shown as ``*``, in rounds. Two modes:

- ``arx`` — ARX's cell-suppression mode, ``ARXResult.optimizeIterativeFast(output, records)`` as
  TestAnonymizationCellSuppression runs it: hierarchies of two levels (value → ``*``), the Loss with gs-factor 0,
  ``records`` = o_min = 1%. One round (``optimizeFast``) re-runs the search on the records still suppressed (the
  subset S) with the suppression limit ``1 − min(1, records × N / |S|)``, N = all records of the table (ARX's
  baseline), i.e. at most ``floor(limit × |S|)`` records of S stay suppressed. With gs-factor 0 a suppressed
  record costs its generalisation only (MetricMDNMLoss: suppression factor 0, generalisation factor 1), so with
  two-level hierarchies a node's Loss is 2^(m/q) − 1 for m suppressed columns of q: the round takes a node with
  the fewest suppressed columns that meets the models within the limit, and among those the one ARX's Flash
  search meets first (arx_flash.py; for a judge that is not monotone, or more than 12 columns, the first in
  ARX's node order). Rounds go on while at least ``min_size`` records (ARX's minimal group size: k) are still
  suppressed and the last round released some (``isOptimizable``). Started on all records, the first round is
  ARX's own search (its suppression limit 1 − o_min is that round's limit).
- ``gradual`` — each round keeps at least ``records`` of the records still suppressed (not of the table), and
  among the nodes with the fewest suppressed columns takes the one that keeps the most; rounds go on as above.
  Finer than ARX's at the end: ARX's last rounds must keep all of a small remainder at once.

Each round's released classes meet the models on their own (``judge``), with ``*`` as a value of its own; merging
with identical records of other rounds only enlarges classes, which keeps k-anonymity. Read as a wildcard
(sdcMicro, ARX's wildcard risk), ``*`` matches more records still.

The loop is over rounds and candidate column sets (at most 2^q, or in the gradual mode and beyond 12 columns the
sets of up to 3 columns and the full set); each candidate is one vectorised grouping of S, made once per round.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from typing import Callable, Sequence

import numpy as np

from ..classes import group_rows
from .arx_flash import flash_optimum, flash_order

EXHAUSTIVE_COLUMNS = 12
FEW_COLUMNS = 3
MODES = ("arx", "gradual")
ARX_RECORDS = 0.01  # TestAnonymizationCellSuppression's o_min (the GUI's 100 iterations)

Judge = Callable[[np.ndarray, int], "np.ndarray | None"]
"""(class sizes of S at a node, records of S that may stay suppressed) → the classes released, or None when the
node does not meet the models within that limit."""


@dataclass(frozen=True)
class CellRecoding:
    cells: np.ndarray       # m × q booleans: the cells released as ``*``
    suppressed: np.ndarray  # m booleans: the records still suppressed as a whole
    rounds: int
    released_in: np.ndarray  # m ints: the round (0, 1, ...) that released each record, -1 if none did

    @property
    def per_column(self) -> np.ndarray:
        return self.cells.sum(axis=0)


def k_anonymity(k: int) -> Judge:
    """The judge of k-anonymity: classes of at least k records are released. Monotone: a node's generalisations
    meet it too, which ARX's Flash relies on (arx_flash.py)."""
    def judge(sizes: np.ndarray, allowed: int) -> np.ndarray | None:
        kept = sizes >= k
        return kept if sizes[~kept].sum() <= allowed else None
    judge.monotone = True  # type: ignore[attr-defined]
    return judge


def recode_by_cells(codes: np.ndarray, k: int | None = None, *, judge: Judge | None = None,
                    min_size: int | None = None, mode: str = "arx", records: float = ARX_RECORDS,
                    baseline_rows: int | None = None, distinct: Sequence[int] | None = None) -> CellRecoding:
    """Cell suppression of the rows of ``codes`` (m × q value codes of the records a search suppressed, or of all
    records to run ARX's whole procedure). ``k`` stands for ``judge=k_anonymity(k), min_size=k``;
    ``baseline_rows``: the records of the table (ARX's N; default m); ``distinct``: each column's distinct values
    in the table (ARX's hierarchies, which order its search; default: in ``codes``)."""
    if mode not in MODES:
        raise ValueError(f"unknown cell-suppression mode {mode!r}")
    if judge is None:
        judge, min_size = k_anonymity(int(k)), int(k) if min_size is None else min_size
    codes = np.asarray(codes)
    m, q = codes.shape
    baseline = m if baseline_rows is None else int(baseline_rows)
    if distinct is None:
        distinct = [len(np.unique(codes[:, j])) for j in range(q)]
    cells = np.zeros((m, q), dtype=bool)
    suppressed = np.ones(m, dtype=bool)
    released_in = np.full(m, -1, dtype=np.int64)
    rounds = 0
    while suppressed.sum() >= max(1, min_size or 1):
        rows = np.flatnonzero(suppressed)
        nodes = _Nodes(codes[rows], judge, _allowed(mode, rows.size, records, baseline))
        chosen = nodes.most_kept(_column_sets(q)) if mode == "gradual" else nodes.arx_optimum(distinct)
        if chosen is None:
            break
        columns, kept = chosen
        if not kept.any():
            break
        released = rows[kept]
        cells[np.ix_(released, columns)] = True
        suppressed[released] = False
        released_in[released] = rounds
        rounds += 1
    return CellRecoding(cells=cells, suppressed=suppressed, rounds=rounds, released_in=released_in)


def _allowed(mode: str, remaining: int, records: float, baseline: int) -> int:
    """Records of the remaining ones that may stay suppressed in a round."""
    if mode == "gradual":
        return remaining - max(1, math.ceil(records * remaining))
    # ARX: optimizeFast's relative share, then ARXConfiguration's floor(limit × rows), in doubles as in Java
    relative = min(1.0, max(0.0, (records * baseline) / remaining))
    return int(math.floor((1.0 - relative) * remaining))


def _column_sets(q: int) -> list[tuple[int, ...]]:
    """Candidate sets of suppressed columns, fewest first (then in column order)."""
    largest = q if q <= EXHAUSTIVE_COLUMNS else min(FEW_COLUMNS, q)
    sets = [c for size in range(largest + 1) for c in itertools.combinations(range(q), size)]
    if largest < q:
        sets.append(tuple(range(q)))
    return sets


class _Nodes:
    """The nodes of one round (sets of suppressed columns), each judged once on the records still suppressed."""

    def __init__(self, codes: np.ndarray, judge: Judge, allowed: int) -> None:
        self.codes, self.judge, self.allowed = codes, judge, allowed
        self._kept: dict[tuple[int, ...], np.ndarray | None] = {}

    def kept(self, columns: tuple[int, ...]) -> np.ndarray | None:
        """The records released at the node, or None when it does not meet the models within the limit."""
        if columns not in self._kept:
            shown = [self.codes[:, j] for j in range(self.codes.shape[1]) if j not in columns]
            group, count = group_rows(shown) if shown else (np.zeros(self.codes.shape[0], np.int64), 1)
            classes = self.judge(np.bincount(group, minlength=count), self.allowed)
            self._kept[columns] = None if classes is None else classes[group]
        return self._kept[columns]

    def arx_optimum(self, distinct: Sequence[int]):
        """ARX's choice: the node its Flash search returns (a monotone judge on up to 12 columns), else the first
        node meeting the models in ARX's node order."""
        q = self.codes.shape[1]
        columns_of = lambda node: tuple(i for i in range(q) if node >> i & 1)  # noqa: E731
        if q <= EXHAUSTIVE_COLUMNS and getattr(self.judge, "monotone", False):
            node = flash_optimum(q, distinct, lambda n: self.kept(columns_of(n)) is not None)
            return None if node is None else (list(columns_of(node)), self.kept(columns_of(node)))
        for columns in _column_sets(q) if q > EXHAUSTIVE_COLUMNS else \
                [columns_of(n) for n in flash_order(q, distinct)]:
            kept = self.kept(columns)
            if kept is not None:
                return list(columns), kept
        return None

    def most_kept(self, candidates: list[tuple[int, ...]]):
        """The gradual mode's choice: among the nodes with the fewest columns that meet the models, the one that
        releases the most records (then the first)."""
        best, best_kept = None, None
        for columns in candidates:
            if best is not None and len(columns) > len(best):
                break
            kept = self.kept(columns)
            if kept is not None and (best_kept is None or kept.sum() > best_kept.sum()):
                best, best_kept = columns, kept
        return None if best is None else (list(best), best_kept)
