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

Each round's classes are judged with ``*`` as a value of its own (``cell_judges.py``). A released class of the final
table may hold records of several rounds (and of the search's release) that show the same tuple. For models that are
union-closed (k-anonymity, distinct l-diversity, t-closeness against the whole table: a class holds when all its parts
hold) each round's classes are judged on their own records, as ARX judges its subset; for the others (``merge``) each
class is judged merged with the records already released under the same tuple, and released only when the merged
class holds, so every class of the final table has been judged as it is released. Whole-table conditions (average
risk, uniqueness: ``table_ok``) are judged on the whole release the node would give, records shown with every QI
``*`` counting as suppressed (as the verdict counts them).

Over persons whose QIs differ between their rows (``persons``), the records are persons: a round releases whole
persons, every row of a released person showing ``*`` in the round's columns, and a class is the persons with the
same set of shown tuples (``engine/core/persons.py``, P1-P2); classes of persons only merge across rounds as
classes of rows do, so the same union-closed / merged judging holds.

The loop is over rounds and candidate column sets (at most 2^q, or in the gradual mode and beyond 12 columns the
sets of up to 3 columns and the full set); each candidate is one vectorised grouping of S (with ``merge``, and the
released records showing ``*`` in the candidate's columns), made once per round.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from typing import Any, Callable, Sequence

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.core.classes import group_rows
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.persons import set_ids
from privdesk.engine.search.lattice import flash_optimum, flash_order

EXHAUSTIVE_COLUMNS = 12
FEW_COLUMNS = 3
MODES = ("arx", "gradual")
ARX_RECORDS = 0.01  # TestAnonymizationCellSuppression's o_min (the GUI's 100 iterations)


@dataclass(frozen=True)
class NodeClasses:
    """The classes of one node: ``sizes`` per class, ``rows`` (table rows judged) and ``group`` (the class of each),
    ``allowed``, the records still suppressed that may stay so, and ``keys``, each class's shown tuple (codes,
    ``*`` among them)."""

    sizes: np.ndarray
    rows: np.ndarray
    group: np.ndarray
    allowed: int
    keys: np.ndarray | None = None


Judge = Callable[[NodeClasses], "np.ndarray | None"]
"""A node's classes → which classes are released, or None when the node does not meet the models (its judge may
also refuse a node on its own, e.g. from ``allowed``)."""

TableCheck = Callable[[np.ndarray, int], bool]
"""(kept class sizes of the whole release, suppressed records) → whether the release meets the whole-table
conditions."""


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
    def judge(classes: NodeClasses) -> np.ndarray:
        return classes.sizes >= k
    judge.monotone = True  # type: ignore[attr-defined]
    return judge


def recode_by_cells(codes: np.ndarray, k: int | None = None, *, judge: Judge | None = None,
                    min_size: int | None = None, mode: str = "arx", records: float = ARX_RECORDS,
                    baseline_rows: int | None = None, distinct: Sequence[int] | None = None,
                    suppressed: np.ndarray | None = None, stars: Sequence[int] | None = None, merge: bool = False,
                    table_ok: TableCheck | None = None, persons: np.ndarray | None = None) -> CellRecoding:
    """Cell suppression of the rows of ``codes`` (n × q value codes) that ``suppressed`` marks (default: all, to
    run ARX's whole procedure); the others are the search's release, left as they are. ``k`` stands for
    ``judge=k_anonymity(k), min_size=k``; ``baseline_rows``: ARX's N (default n); ``distinct``: each column's
    distinct values (ARX's hierarchies, which order its search; default: in ``codes``); ``stars``: each column's
    code of ``*`` (a label the search's release may show too; default: a code of its own); ``merge``: judge
    classes merged with the released records of the same tuple; ``table_ok``: whole-table conditions.
    ``persons``: each row's person (0..n-1; ``suppressed`` then marks whole persons): the units recoded and judged
    are persons (:class:`_PersonNodes`), every row of a released person showing ``*`` in the round's columns."""
    if mode not in MODES:
        raise ValueError(f"unknown cell-suppression mode {mode!r}")
    if judge is None:
        judge, min_size = k_anonymity(int(k)), int(k) if min_size is None else min_size
    codes = np.asarray(codes, dtype=np.int64)
    n, q = codes.shape
    star = np.array([int(codes[:, j].max(initial=-1)) + 1 for j in range(q)] if stars is None else stars, np.int64)
    waiting = np.ones(n, bool) if suppressed is None else np.array(suppressed, dtype=bool)
    if persons is not None:  # a person waits when their rows are suppressed (whole persons, by the search)
        persons = np.asarray(persons, np.int64)
        waiting = np.bincount(persons, weights=(~waiting).astype(float)) == 0
    baseline = n if baseline_rows is None else int(baseline_rows)
    if distinct is None:
        distinct = [len(np.unique(codes[:, j])) for j in range(q)]
    monotone = getattr(judge, "monotone", False) and not merge and table_ok is None
    shown = codes.copy()
    cells = np.zeros((n, q), dtype=bool)
    released_in = np.full(n, -1, dtype=np.int64)
    rounds = 0
    while waiting.sum() >= max(1, min_size or 1):
        rows = np.flatnonzero(waiting)
        allowed = _allowed(mode, rows.size, records, baseline)
        nodes = _Nodes(shown, rows, star, judge, allowed, merge, table_ok) if persons is None else \
            _PersonNodes(shown, rows, star, judge, allowed, merge, table_ok, persons)
        chosen = nodes.most_kept(_column_sets(q)) if mode == "gradual" else nodes.arx_optimum(distinct, monotone)
        if chosen is None:
            break
        columns, kept = chosen
        if not kept.any():
            break
        released = rows[kept]
        waiting[released] = False
        if persons is not None:  # every row of the released persons
            released = np.flatnonzero(np.isin(persons, released))
        cells[np.ix_(released, columns)] = True
        shown[np.ix_(released, columns)] = star[columns]
        released_in[released] = rounds
        rounds += 1
    return CellRecoding(cells=cells, suppressed=waiting if persons is None else waiting[persons], rounds=rounds,
                        released_in=released_in)


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


def _grouped(tuples: np.ndarray) -> tuple[np.ndarray, int]:
    if tuples.shape[1]:
        return group_rows([tuples[:, j] for j in range(tuples.shape[1])])
    return np.zeros(tuples.shape[0], np.int64), int(tuples.shape[0] > 0)


class _Nodes:
    """The nodes of one round (sets of suppressed columns), each judged once on the records still suppressed
    (``rows`` of the table's ``shown`` tuples)."""

    def __init__(self, shown: np.ndarray, rows: np.ndarray, star: np.ndarray, judge: Judge, allowed: int,
                 merge: bool, table_ok: TableCheck | None) -> None:
        self.shown, self.rows, self.star, self.judge, self.allowed = shown, rows, star, judge, allowed
        self.merge, self.table_ok = merge, table_ok
        self.released = np.ones(shown.shape[0], bool)
        self.released[rows] = False
        # per released record, a bit per column showing "*" (so each node's joined records are one comparison)
        self.stars = ((shown == star) << np.arange(shown.shape[1], dtype=np.int64)).sum(axis=1) \
            if merge and shown.shape[1] <= 62 else None
        self._kept: dict[tuple[int, ...], np.ndarray | None] = {}

    def kept(self, columns: tuple[int, ...]) -> np.ndarray | None:
        """The records of the round released at the node, or None when it does not meet the models."""
        if columns not in self._kept:
            self._kept[columns] = self._judged(list(columns))
        return self._kept[columns]

    def _judged(self, columns: list[int]) -> np.ndarray | None:
        tuples = self.shown[self.rows]
        tuples[:, columns] = self.star[columns]
        joined = np.zeros(0, np.int64)
        if self.merge:  # the released records this round's classes would join: those showing * in ``columns``
            if self.stars is not None:
                mask = sum(1 << j for j in columns)
                joined = np.flatnonzero(self.released & ((self.stars & mask) == mask))
            else:
                joined = np.flatnonzero(self.released & (self.shown[:, columns] == self.star[columns]).all(axis=1))
        judged = np.concatenate([self.shown[joined], tuples])
        group, count = _grouped(judged)
        first = np.zeros(count, np.int64)
        first[group[::-1]] = np.arange(group.size - 1, -1, -1)  # a row of each class: its shown tuple is the key
        passed = self.judge(NodeClasses(np.bincount(group, minlength=count), np.concatenate([joined, self.rows]),
                                        group, self.allowed, judged[first]))
        return self._decided(passed, group[joined.size:], tuples)

    def _decided(self, passed: np.ndarray | None, group: np.ndarray, tuples: np.ndarray) -> np.ndarray | None:
        """The round's records kept (``group``: the class of each) from the classes the judge ``passed``, or None
        when the node does not meet the models, the suppression limit or the whole-table conditions."""
        if passed is None:
            return None
        kept = passed[group]
        if (~kept).sum() > self.allowed:
            return None
        if self.table_ok is not None and not self._table_holds(tuples, kept):
            return None
        return kept

    def _table_holds(self, tuples: np.ndarray, kept: np.ndarray) -> bool:
        """The whole-table conditions on the release the node gives; records shown all ``*`` count as suppressed."""
        shown = np.concatenate([self.shown[self.released], tuples[kept]])
        shown = shown[~(shown == self.star).all(axis=1)]
        group, count = _grouped(shown)
        return bool(self.table_ok(np.bincount(group, minlength=count), self.shown.shape[0] - shown.shape[0]))

    def arx_optimum(self, distinct: Sequence[int], monotone: bool):
        """ARX's choice: the node its Flash search returns (a monotone judge on up to 12 columns), else the first
        node meeting the models in ARX's node order."""
        q = self.shown.shape[1]
        columns_of = lambda node: tuple(i for i in range(q) if node >> i & 1)  # noqa: E731
        if q <= EXHAUSTIVE_COLUMNS and monotone:
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


class _PersonNodes(_Nodes):
    """The nodes of one round over persons whose QIs may differ between their rows: ``rows`` are the persons
    still suppressed, a person's record is the set of their shown tuples and a class the persons with one set
    (``engine/core/persons.py``, rules P1-P2); the judge gets persons (``NodeClasses.rows``) and sizes in persons,
    and ``allowed`` counts persons."""

    def __init__(self, shown, rows, star, judge, allowed, merge, table_ok, persons: np.ndarray) -> None:
        super().__init__(shown, np.zeros(0, np.int64), star, judge, allowed, merge, table_ok)
        self.rows, self.persons = rows, persons
        self.n_persons = int(persons.max(initial=-1)) + 1
        waiting = np.zeros(self.n_persons, bool)
        waiting[rows] = True
        self.member_rows = np.flatnonzero(waiting[persons])
        self.released = ~waiting[persons]  # rows of released persons
        self.stars = None

    def _classes(self, rows: np.ndarray, tuples: np.ndarray, units: np.ndarray) -> tuple[np.ndarray, int]:
        """(the class of each person of ``units``, the number of classes) from the shown ``tuples`` of ``rows``
        (every row of those persons): persons with equal sets of tuples share a class. A row shown ``*`` in every
        column is a suppressed row, left out of its person's set as ``check`` leaves it (rule P1); a person with no
        other row is in the class of the empty set."""
        shown = ~(tuples == self.star).all(axis=1)
        tuple_group, n_groups = _grouped(tuples[shown])
        width = max(1, n_groups)
        pairs = np.unique(self.persons[rows[shown]] * np.int64(width) + tuple_group)
        ids, _bound, _lengths, _starts = set_ids(pairs // width, pairs % width, self.n_persons, width)
        _ids, group = np.unique(ids[units], return_inverse=True)
        return group.reshape(-1), len(_ids)

    def _judged(self, columns: list[int]) -> np.ndarray | None:
        tuples = self.shown[self.member_rows]
        tuples[:, columns] = self.star[columns]
        joined = np.zeros(0, np.int64)
        if self.merge:  # released persons all of whose rows show * in ``columns``: their classes may be joined
            showing = self.released & (self.shown[:, columns] == self.star[columns]).all(axis=1)
            joined = np.flatnonzero(np.bincount(self.persons, weights=(~showing).astype(float),
                                                 minlength=self.n_persons) == 0)
            joined = joined[~np.isin(joined, self.rows)]
        joined_rows = np.flatnonzero(np.isin(self.persons, joined))
        units = np.concatenate([joined, self.rows])
        group, count = self._classes(np.concatenate([joined_rows, self.member_rows]),
                                     np.concatenate([self.shown[joined_rows], tuples]), units)
        passed = self.judge(NodeClasses(np.bincount(group, minlength=count), units, group, self.allowed))
        return self._decided(passed, group[joined.size:], tuples)

    def _table_holds(self, tuples: np.ndarray, kept: np.ndarray) -> bool:
        """The whole-table conditions on the persons the node releases; rows shown all ``*`` are suppressed."""
        kept_person = np.zeros(self.n_persons, bool)
        kept_person[self.rows[kept]] = True
        shown = self.shown.copy()
        shown[self.member_rows] = tuples
        rows = np.flatnonzero((self.released | kept_person[self.persons]) & ~(shown == self.star).all(axis=1))
        units = np.unique(self.persons[rows])
        group, count = self._classes(rows, shown[rows], units)
        return bool(self.table_ok(np.bincount(group, minlength=count), self.n_persons - units.size))


def cell_suppression_mode(value: Any) -> str:
    """The mode a project or flag names: "" (whole records), "arx" or "gradual"; ``True`` (older projects) is
    "arx". Exit 2 on anything else."""
    if value is None or value is False or value == "" or value == "none":
        return ""
    if value is True:
        return "arx"
    if str(value) not in MODES:
        raise InputError(_("unknown cell-suppression mode; choose one of {choices}").format(
            choices=", ".join(MODES)), value=value)
    return str(value)
