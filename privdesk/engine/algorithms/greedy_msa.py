"""Greedy (αij,k,m)-anonymization of a table with graded multiple sensitive attributes (SPEC.md §5; seed 003: Wang
Qiuyue, Ge Lina, Geng Bo, Wang Lijuan, "(αij,k,m)-anonymity with graded multiple sensitive attributes", algorithm 1
"基于贪心策略的匿名算法" and the worked example of its §3.2).

Every sensitive attribute i has a level table (``SensitivityLevels``: value → level 1..c, 1 = most sensitive, and a
bound α_ij per level). The first attribute of ``levels`` drives the greedy choice; the priority of a record is

    (its level on the first attribute, its value's position in that attribute's level table, its row)

ascending, i.e. more sensitive first, then the paper's "No 小的优先" (value order in the level table), then row order.

Building one class (all record choices use that priority; "free" = not yet in a class):

1. First attribute. Alternately take the first free record of the *highest* free level (smallest level number) and
   of the *lowest* free level (largest level number), a level counting as free only when no record of the class has
   it, until the class has k records. Fewer than k free levels left: no class can be formed.
2. Each further attribute i in ``levels`` order: while two records of the class share a level on attribute i, take
   out the one whose first-attribute level is more sensitive (the paper's "相同值中优先级别较高的记录"), return it to
   the pool, and insert the first free record whose level is new to the class on *every* attribute. No such record:
   the class cannot be formed. (Each round removes one repeat on attribute i and inserts a record that repeats
   nothing, so the loop ends.)
3. α (an extension, see below): while some level's share 1/|E| exceeds its α_ij, add one more record new on every
   attribute, again alternating highest/lowest free first-attribute level. None left: the class cannot be formed.

When the greedy cannot complete a class, its records go back to the pool. If it failed in step 1, no class can be
formed at all and building stops. If it failed in step 2 or 3, a bounded search looks for any valid class among the
free records (one record per first-attribute level, levels distinct on every attribute, shares within α; levels
tried in the greedy's highest, lowest, second highest, … order); building goes on with the class it finds and stops
when there is none ("Stop when no class can be formed", SPEC §5; the paper's "直到不能满足构造等价类的要求为止").
Before building, records with a level whose α no class can meet (α_ij < 1/s where s, the most distinct levels a
class can hold, is the fewest levels any sensitive attribute has in the data) are set aside as leftovers. The
records still free at the end are the leftovers. With ``leftover="add"`` each (in row order) joins a class that stays valid
after adding it (its level new on every attribute, every share within α); among those it prefers the class whose
highest (most sensitive) level is farthest from the record's level, summed over the attributes (the paper's
"优先考虑不含相同级别的、与最高级别距离较大的等价类"), ties to the earliest class. Records no class can take, or all
leftovers with ``leftover="suppress"``, are suppressed (every QI ``*``, SPEC §0).

Finally each class's QIs are generalised: with a hierarchy, to the lowest hierarchy level at which all of the
class's values share one label (``row_levels`` then holds every row's ARX level; a suppressed row sits at the top);
without one, an ordered column (integer, decimal, date, ordered string) becomes the text ``[min, max]`` and any other
column the set text ``{a, b, …}`` in value order; a class with one distinct value keeps it as is. Rows keep their
order; all non-QI columns are unchanged.

Worked trace (SPEC §5, 12 records, k = 4, Disease first, Physician second; t1 = row 0): class 1 takes t3 (Cancer,
level 1), t10 (Fever, 5), t1 (Parkinson, 2), t9 (Viral Infection, 4); t3 and t1 are both John (Physician level 2),
t3's Disease level is more sensitive, so t3 goes back and t4 (HIV, Mary) — the first record new on both attributes
(t3 itself is skipped: John again) — comes in: class 1 = {t10, t1, t9, t4}. Class 2 takes t3, t12, t2, t11 with no
repeat. Class 3 takes t7 (HIV), t5 (Heart Disease) and then finds no free level: t5–t8 are left over. With
``leftover="add"`` t5 joins class 1 (tie with class 2 on distance 3, earlier class wins) and t6 class 2; t7 and t8
repeat a Disease level in both classes and are suppressed. ``leftover="suppress"`` gives the paper's Table 4.

Where the paper and the SPEC differ or are silent (the SPEC wins; its tests check it):

- The paper's §3.2 ends by hiding t5–t8 ("隐藏剩余的不满足条件的记录", Table 4) although its steps 15–17 first try
  to add leftovers to classes; ``leftover="add"`` follows the steps, ``"suppress"`` the example's table.
- The paper lists HIV = {t4, t7} before Cancer = {t3} but takes t3 first, so its group numbers ("No") put Cancer
  first; PrivDesk takes the order of the level table (Cancer, HIV as in SPEC §5), then row order.
- Neither says what happens when α_ij < 1/k (a class of k distinct levels then breaks α); step 3 grows such a class.
  With every α ≥ 1/k (the paper's example) step 3 never runs.
- Both stop when "no class can be formed", but the greedy's failure does not prove that: after a failed step 2 the
  free records may still hold a class (the hospital sample loses 77 classes that way), so PrivDesk searches before
  stopping. The search gives up after ``SEARCH_BUDGET`` tries (then building stops early; ``details["stop"]`` says
  so). A failure in step 1 needs no search: fewer than k first-attribute levels are free. The SPEC's trace never
  reaches the search.
- The paper does not say which pair to resolve first when several levels repeat: PrivDesk resolves repeats in the
  class's order (the first record that repeats an earlier record's level), and appends the replacement at the end.

Caveat on the release: different classes can generalise to the same QI values (with hierarchies, small classes of
unrelated records often climb to ``*``), and then they are one equivalence class of the released table. Such a
merged class keeps k and every α share (shares of a merged class are averages of its parts), but may hold two records
of one level. ``details["release"]`` reports how many released classes merge algorithm classes and whether the
released table itself is (αij,k,m)-anonymous.

Trace (``details["trace"]``, JSON-ready): one dict per step with ``action`` — ``take`` (``side`` highest, lowest or
search), ``remove`` (``attribute``, ``level``, ``shared_with``), ``insert``, ``grow``, ``form`` (``rows``), ``fail``
(``phase``, ``returned``), ``search`` (``rows`` found), then per leftover ``exclude`` (set aside before building),
``add`` or ``suppress`` — with ``class`` (numbered from 1; the receiving class for ``add``, None for records in no
class), ``row`` (0-based) and ``levels``; with ``id_column`` also ``id`` (and ``ids``/``returned_ids``/...).

Running time: free records are kept in one priority queue (heap of ranks) per *level profile* (the tuple of a
record's levels on all attributes); every choice is a vectorised scan over the profiles' queue heads (at most
Π c_i, and at most n, entries) plus one heap operation, so building costs O(n · (profiles + log n)) with small
constants; generalisation is vectorised over classes.
"""

from __future__ import annotations

import heapq
from typing import Any, Mapping, Sequence

import numpy as np

from ...i18n import _
from ..classes import SUPPRESSED_LABEL, release_partition
from ..dataset import Column, Dataset
from ..errors import InputError
from ..generalization import generalized_column, labelled_column
from ..hierarchy import MISSING_LABEL, Hierarchy
from ..models.graded_alpha import TOLERANCE, graded_alpha
from ..progress import NO_PROGRESS, Progress
from ..sensitivity_levels import SensitivityLevels
from ..types import ColumnType
from .result import Anonymization

ALGORITHM = "greedy-alpha-ij-k-m"
LEFTOVER_MODES = ("add", "suppress")
ORDERED_TYPES = frozenset({ColumnType.INTEGER, ColumnType.DECIMAL, ColumnType.DATE, ColumnType.ORDERED})
"""Column types released as ``[min, max]`` when they have no hierarchy (their code order is the value order)."""

SEARCH_BUDGET = 20_000
"""How many profile choices the fallback search may try before building stops (see ``_Builder._search_class``)."""

_HIGH, _LOW = "highest", "lowest"
_EMPTY = np.iinfo(np.int64).max


def greedy_msa(dataset: Dataset, qis: Sequence[str], levels: Mapping[str, SensitivityLevels], *, k: int,
               hierarchies: Mapping[str, Hierarchy] | None = None, leftover: str = "add",
               progress: Progress | None = None, id_column: str | None = None,
               trace: bool = True) -> Anonymization:
    """Anonymize ``dataset`` with the greedy (αij,k,m) algorithm (see the module docstring).

    ``levels``: one level table per sensitive attribute, in order; the first drives the greedy choice.
    ``hierarchies``: optional {QI: Hierarchy}; QIs without one are released as ``[min, max]`` or ``{a, b}`` texts.
    ``leftover``: ``"add"`` (join a class that stays valid, else suppress) or ``"suppress"``.
    ``id_column``: a column whose values name the records in the trace and in ``details["class_ids"]``.
    ``trace``: record every step in ``details["trace"]`` (a list of JSON-ready dicts; rows are 0-based row
    indices, classes are numbered from 1 as in SPEC §5).

    ``details``: ``classes`` (final classes as lists of rows, in order of formation, members in insertion order),
    ``leftovers`` (rows still free when building stopped), ``added`` ([row, class number] pairs), ``suppressed``
    (count), ``suppressed_rows``, ``stop`` (why building stopped), ``release`` (check of the released table),
    ``trace``.
    """
    progress = progress or NO_PROGRESS
    qis = list(qis)
    if isinstance(k, bool) or not isinstance(k, (int, np.integer)) or k < 1:
        raise InputError(_("k must be a whole number of at least 1"), value=k)
    k = int(k)
    if leftover not in LEFTOVER_MODES:
        raise InputError(_("leftover must be one of {modes}").format(modes=', '.join(LEFTOVER_MODES)), value=leftover)
    if not levels:
        raise InputError(_("the greedy (αij,k,m) algorithm needs a level table for at least one sensitive attribute"))
    for name in qis:
        dataset.column(name)
    hierarchies = dict(hierarchies or {})
    ids = _ids(dataset, id_column)

    builder = _Builder(dataset, levels, k, ids, trace, progress.part(0.0, 0.9))
    builder.build()
    added, suppressed_rows = builder.place_leftovers(leftover)

    class_of_row = np.full(dataset.n_rows, -1, np.int64)
    for number, members in enumerate(builder.classes):
        class_of_row[members] = number
    suppressed = class_of_row < 0
    progress.report(0.9, _("generalising the classes"))

    released, row_levels = _generalise(dataset, qis, hierarchies, class_of_row, len(builder.classes))
    progress.report(1.0, _("done"))

    details: dict[str, Any] = {
        "k": k,
        "sensitive": list(levels),
        "leftover": leftover,
        "classes": [[int(r) for r in members] for members in builder.classes],
        "leftovers": [int(r) for r in builder.leftovers],
        "added": [[int(r), int(c) + 1] for r, c in added],
        "suppressed": int(suppressed.sum()),
        "suppressed_rows": [int(r) for r in suppressed_rows],
        "stop": builder.stop,
        "release": _release_check(released, qis, class_of_row, builder),
    }
    if ids is not None:
        details["id_column"] = id_column
        details["class_ids"] = [[ids[r] for r in members] for members in builder.classes]
        details["leftover_ids"] = [ids[r] for r in builder.leftovers]
    if trace:
        details["trace"] = builder.trace
    return Anonymization(ALGORITHM, released, qis, suppressed, row_levels, None, details)


# ----- building the classes -------------------------------------------------------------------------------------------


class _Builder:
    """The pool of free records (heaps per level profile) and the class being built."""

    def __init__(self, dataset: Dataset, levels: Mapping[str, SensitivityLevels], k: int, ids: list | None,
                 trace: bool, progress: Progress) -> None:
        self.names = list(levels)
        self.k = k
        self.ids = ids
        self.keep_trace = trace
        self.progress = progress
        self.n = n = dataset.n_rows
        columns = [dataset.column(name) for name in self.names]
        level_rows = np.column_stack([levels[name].level_of(column)[column.codes]
                                      for name, column in zip(self.names, columns)]).astype(np.int64)
        self.level_rows = level_rows.reshape(n, len(self.names))
        self.levels_py: list[list[int]] = self.level_rows.tolist()
        # α of every level, index 0 unused (level numbers start at 1)
        self.alphas = [np.concatenate(([1.0], np.asarray(levels[name].alphas, float))) for name in self.names]
        first = levels[self.names[0]].order_of(columns[0])[columns[0].codes].astype(np.int64)
        rows = np.arange(n, dtype=np.int64)
        self.order = np.lexsort((rows, first, self.level_rows[:, 0]))       # rank -> row
        self.rank = np.empty(n, np.int64)
        self.rank[self.order] = rows                                          # row -> rank
        if n:
            self.profiles, profile_of_row = np.unique(self.level_rows, axis=0, return_inverse=True)
            profile_of_row = profile_of_row.reshape(-1).astype(np.int64)
        else:
            self.profiles = np.zeros((0, len(self.names)), np.int64)
            profile_of_row = np.zeros(0, np.int64)
        self.profile_of_row = profile_of_row
        by_profile = np.lexsort((self.rank, profile_of_row))                  # rows grouped by profile, by rank
        bounds = np.cumsum(np.bincount(profile_of_row, minlength=len(self.profiles)))[:-1]
        self.heaps: list[list[int]] = [list(part) for part in
                                       np.split(self.rank[by_profile], bounds)] if n else []
        self.heaps = [[int(r) for r in heap] for heap in self.heaps]          # sorted lists are heaps
        # A class holds distinct levels, so it has at most `largest` records (the fewest levels any attribute has in
        # the data); a record with a level whose α < 1/largest fits in no class: it is left over from the start.
        largest = min((len(np.unique(self.level_rows[:, i])) for i in range(len(self.names))), default=0)
        self.excluded: list[int] = []
        for profile, levels_of_profile in enumerate(self.profiles.tolist()):
            if any(1.0 / largest > self.alphas[i][level] * (1.0 + TOLERANCE)
                   for i, level in enumerate(levels_of_profile)):
                self.excluded.extend(int(self.order[r]) for r in self.heaps[profile])
                self.heaps[profile] = []
        self.excluded.sort()
        self.head = np.array([heap[0] if heap else _EMPTY for heap in self.heaps], np.int64)
        self.profile_columns = [np.ascontiguousarray(self.profiles[:, i]) for i in range(len(self.names))]
        self.counts = [np.zeros(len(a), np.int64) for a in self.alphas]       # levels held by the current class
        self.members: list[int] = []
        self.classes: list[list[int]] = []
        self.leftovers: list[int] = []
        self.stop = ""
        self.trace: list[dict[str, Any]] = []
        self.free_count = n - len(self.excluded)
        self.exact_failure = False
        for row in self.excluded:
            self._leftover_note("exclude", row)

    # --- pool -------------------------------------------------------------------------------------------------

    def _pick(self, side: str, strict: bool) -> int:
        """Profile whose first free record comes next: the highest (or lowest) free first-attribute level not in
        the class, first record by priority; ``strict``: the record's level must be new on every attribute."""
        valid = self.head != _EMPTY
        for i in range(len(self.names) if strict else 1):
            valid &= self.counts[i][self.profile_columns[i]] == 0
        if not valid.any():
            return -1
        if side == _LOW:
            first = self.profile_columns[0]
            valid &= first == first[valid].max()
        return int(np.argmin(np.where(valid, self.head, _EMPTY)))

    def _take(self, profile: int) -> int:
        heap = self.heaps[profile]
        row = int(self.order[heapq.heappop(heap)])
        self.head[profile] = heap[0] if heap else _EMPTY
        self.members.append(row)
        for i, level in enumerate(self.levels_py[row]):
            self.counts[i][level] += 1
        self.free_count -= 1
        return row

    def _give_back(self, row: int) -> None:
        self.members.remove(row)
        for i, level in enumerate(self.levels_py[row]):
            self.counts[i][level] -= 1
        profile = int(self.profile_of_row[row])
        heap = self.heaps[profile]
        heapq.heappush(heap, int(self.rank[row]))
        self.head[profile] = heap[0]
        self.free_count += 1

    # --- trace --------------------------------------------------------------------------------------------------

    def _row(self, row: int) -> dict[str, Any]:
        entry: dict[str, Any] = {"row": row}
        if self.ids is not None:
            entry["id"] = self.ids[row]
        return entry

    def _rows(self, rows: Sequence[int], key: str = "rows") -> dict[str, Any]:
        entry: dict[str, Any] = {key: [int(r) for r in rows]}
        if self.ids is not None:
            entry["ids" if key == "rows" else key + "_ids"] = [self.ids[r] for r in rows]
        return entry

    def _note(self, action: str, row: int | None = None, **extra: Any) -> None:
        if not self.keep_trace:
            return
        step: dict[str, Any] = {"class": len(self.classes) + 1, "action": action}
        if row is not None:
            step.update(self._row(row))
            step["levels"] = dict(zip(self.names, self.levels_py[row]))
        step.update(extra)
        self.trace.append(step)

    # --- one class ----------------------------------------------------------------------------------------------

    def _alpha_ok(self) -> bool:
        size = len(self.members)
        return all(float((counts / size / alphas).max()) <= 1.0 + TOLERANCE
                   for counts, alphas in zip(self.counts, self.alphas))

    def _first_repeat(self, attribute: int) -> tuple[int, int] | None:
        seen: dict[int, int] = {}
        for row in self.members:
            level = self.levels_py[row][attribute]
            if level in seen:
                return seen[level], row
            seen[level] = row
        return None

    def _fail(self, phase: str, exact: bool = False) -> bool:
        """Give the class's records back. ``exact``: no class can be formed at all (too few free levels)."""
        returned = list(self.members)
        for row in returned:
            self._give_back(row)
        self.stop = f"class {len(self.classes) + 1} could not be formed ({phase})"
        self.exact_failure = exact
        self._note("fail", phase=phase, **self._rows(returned, "returned"))
        return False

    def _form(self) -> None:
        self._note("form", **self._rows(self.members))
        self.classes.append(list(self.members))
        for row in self.members:
            for i, level in enumerate(self.levels_py[row]):
                self.counts[i][level] = 0
        self.members = []

    def _one_class(self) -> bool:
        side = _HIGH
        while len(self.members) < self.k:                       # 1. first attribute, highest/lowest in turn
            profile = self._pick(side, strict=False)
            if profile < 0:
                return self._fail(f"fewer than k free levels of {self.names[0]}", exact=True)
            self._note("take", self._take(profile), side=side)
            side = _LOW if side == _HIGH else _HIGH
        for attribute in range(1, len(self.names)):             # 2. every further attribute
            name = self.names[attribute]
            while (pair := self._first_repeat(attribute)) is not None:
                earlier, later = pair
                levels = self.levels_py
                out = earlier if levels[earlier][0] < levels[later][0] else later  # the more sensitive one
                kept = later if out == earlier else earlier
                self._give_back(out)
                self._note("remove", out, attribute=name, level=levels[out][attribute], **self._row_as(kept))
                profile = self._pick(_HIGH, strict=True)
                if profile < 0:
                    return self._fail(f"no free record new on every attribute to replace a repeat of {name}")
                self._note("insert", self._take(profile))
        while not self._alpha_ok():                              # 3. extension: grow until every share ≤ α
            profile = self._pick(side, strict=True)
            if profile < 0:
                return self._fail("no free record to bring the level shares within alpha")
            self._note("grow", self._take(profile), side=side)
            side = _LOW if side == _HIGH else _HIGH
        self._form()
        return True

    def _search_class(self) -> bool:
        """After the greedy failed to complete a class: look for any valid class among the free records.

        A class takes at most one record per first-attribute level, and records with the same level profile are
        interchangeable, so this is a depth-first search over the first-attribute levels (in the greedy's order:
        highest, lowest, second highest, second lowest, …) choosing one free profile per level or skipping the
        level, keeping every attribute's levels distinct, until the class has k records and every share is within
        α. The chosen profiles give up their first record by priority. At most ``SEARCH_BUDGET`` profiles are tried;
        an exhausted budget ends building like a failed search.
        """
        free = np.flatnonzero(self.head != _EMPTY)
        first = self.profile_columns[0][free]
        present = sorted(set(first.tolist()))
        interleaved = []
        while present:
            interleaved.append(present.pop(0))
            if present:
                interleaved.append(present.pop())
        m = len(self.names)
        groups = []
        for level in interleaved:
            members = free[first == level]
            members = members[np.argsort(self.head[members], kind="stable")]
            groups.append([(int(p), self.profiles[p].tolist(),
                            min(float(self.alphas[i][self.profiles[p, i]]) for i in range(m))) for p in members])
        depth_count = len(groups)
        # at most `capacity[i]` distinct levels of attribute i are free: a bound on the class size
        capacity = [len(np.unique(self.profile_columns[i][free])) for i in range(m)]
        if min([depth_count] + capacity) < self.k:
            self.stop += "; no other class can be formed"
            return False
        skip = object()
        options: list[Any] = [None] * depth_count
        held: list[Any] = [None] * depth_count
        used = [set() for _ in range(m)]
        picked: list[tuple[int, list[int], float]] = []
        tightest = [1.0]
        need = [self.k]                   # the class size the picked levels' α demand (at least k)
        budget = SEARCH_BUDGET
        depth = 0
        options[0] = iter(groups[0] + [skip])
        found = False
        while depth >= 0:
            choice = held[depth]
            if choice is not None and choice is not skip:
                picked.pop()
                tightest.pop()
                need.pop()
                for i in range(m):
                    used[i].discard(choice[1][i])
            held[depth] = None
            option = next(options[depth], None)
            if option is None:
                depth -= 1
                continue
            if option is not skip:
                if any(option[1][i] in used[i] for i in range(m)):
                    continue
                demand = max(need[-1], _size_for(option[2]))
                if demand > min([depth_count] + capacity):
                    continue
                budget -= 1
                if budget < 0:
                    self.stop += f"; the search for another class gave up after {SEARCH_BUDGET:,} tries"
                    return False
                picked.append(option)
                tightest.append(min(tightest[-1], option[2]))
                need.append(demand)
                for i in range(m):
                    used[i].add(option[1][i])
            held[depth] = option
            size = len(picked)
            if size >= self.k and 1.0 / size <= tightest[-1] * (1.0 + TOLERANCE):
                found = True
                break
            reachable = size + min([depth_count - depth - 1] + [c - size for c in capacity])
            if depth + 1 < depth_count and reachable >= need[-1]:
                depth += 1
                options[depth] = iter(groups[depth] + [skip])
                held[depth] = None
        if not found:
            self.stop += "; no other class can be formed"
            return False
        self._note("search", **self._rows([int(self.order[self.head[p]]) for p, _, _ in picked]))
        for profile, _, _ in picked:
            self._note("take", self._take(profile), side="search")
        self._form()
        return True

    def _row_as(self, row: int) -> dict[str, Any]:
        entry: dict[str, Any] = {"shared_with": row}
        if self.ids is not None:
            entry["shared_with_id"] = self.ids[row]
        return entry

    def build(self) -> None:
        step = max(1, self.n // 100)
        next_report = step
        while self.free_count > 0:
            if not self._one_class() and (self.exact_failure or not self._search_class()):
                break
            used = self.n - self.free_count
            if used >= next_report:
                self.progress.report(used / max(self.n, 1), _("class {number}").format(number=len(self.classes)))
                next_report = used + step
        if self.free_count == 0:
            self.stop = "every record is in a class"
        self.leftovers = sorted([int(self.order[r]) for heap in self.heaps for r in heap] + self.excluded)

    # --- leftovers ----------------------------------------------------------------------------------------------

    def place_leftovers(self, mode: str) -> tuple[list[tuple[int, int]], list[int]]:
        """Add leftovers to classes that stay valid (``mode="add"``) or suppress them; returns ((row, class) pairs
        added, suppressed rows)."""
        if mode == "suppress" or not self.classes or not self.leftovers:
            for row in self.leftovers:
                self._leftover_note("suppress", row)
            return [], list(self.leftovers)
        n_classes, m = len(self.classes), len(self.names)
        sizes = np.array([len(c) for c in self.classes], np.int64)
        holds = [np.zeros((n_classes, len(a)), bool) for a in self.alphas]       # class x level
        top = np.zeros((n_classes, m), np.int64)                                 # most sensitive level held
        tightest = np.ones((n_classes, m))                                       # smallest α of a level held
        for number, members in enumerate(self.classes):
            block = self.level_rows[members]
            for i in range(m):
                holds[i][number, block[:, i]] = True
                top[number, i] = block[:, i].min()
                tightest[number, i] = self.alphas[i][block[:, i]].min()
        alphas = [a.tolist() for a in self.alphas]

        def fit(levels: tuple[int, ...], number: int | None = None):
            """Which classes take a record with these levels, and its distance to each class's top levels (all
            classes, or the one numbered ``number``)."""
            if number is None:
                new_size = sizes + 1
                valid = np.ones(n_classes, bool)
                score = np.zeros(n_classes, np.int64)
                for i, level in enumerate(levels):
                    valid &= ~holds[i][:, level]
                    valid &= 1.0 / new_size <= np.minimum(tightest[:, i], alphas[i][level]) * (1.0 + TOLERANCE)
                    score += np.abs(level - top[:, i])
                return valid, score
            ok = all(not holds[i][number, level]
                     and 1.0 / (sizes[number] + 1) <= min(tightest[number, i], alphas[i][level]) * (1.0 + TOLERANCE)
                     for i, level in enumerate(levels))
            return ok, sum(abs(level - int(top[number, i])) for i, level in enumerate(levels))

        # Records with the same levels see the same classes: one (valid, score) pair per level profile, refreshed
        # only at the class that has just taken a record.
        cache: dict[tuple[int, ...], list] = {}
        added, suppressed = [], []
        for row in self.leftovers:
            mine = tuple(self.levels_py[row])
            entry = cache.get(mine)
            if entry is None:
                valid, score = fit(mine)
                entry = cache[mine] = [valid, score, int(valid.sum())]
            valid, score, count = entry
            if count == 0:
                suppressed.append(row)
                self._leftover_note("suppress", row)
                continue
            number = int(np.argmax(np.where(valid, score, -1)))
            self.classes[number].append(row)
            sizes[number] += 1
            for i, level in enumerate(mine):
                holds[i][number, level] = True
                top[number, i] = min(top[number, i], level)
                tightest[number, i] = min(tightest[number, i], alphas[i][level])
            for levels, other in cache.items():
                ok, distance = fit(levels, number)
                other[2] += int(ok) - int(other[0][number])
                other[0][number] = ok
                other[1][number] = distance
            added.append((row, number))
            self._leftover_note("add", row, number + 1)
        return added, suppressed

    def _leftover_note(self, action: str, row: int, number: int | None = None) -> None:
        if not self.keep_trace:
            return
        step: dict[str, Any] = {"class": number, "action": action}
        step.update(self._row(row))
        step["levels"] = dict(zip(self.names, self.levels_py[row]))
        self.trace.append(step)


def _size_for(alpha: float) -> int:
    """The smallest class size s with 1/s ≤ α (distinct levels: every share is 1/s)."""
    size = int(np.ceil(1.0 / (alpha * (1.0 + TOLERANCE))))
    return max(size, 1)


# ----- release ----------------------------------------------------------------------------------------------------


def _ids(dataset: Dataset, id_column: str | None) -> list | None:
    if id_column is None:
        return None
    column = dataset.column(id_column)
    return [None if v is None else str(v) for v in column.text()]


def _generalise(dataset: Dataset, qis: list[str], hierarchies: Mapping[str, Hierarchy], class_of_row: np.ndarray,
                n_classes: int) -> tuple[Dataset, np.ndarray | None]:
    """The release: each class's QIs generalised to one label; suppressed rows (class -1) ``*``."""
    kept_rows = np.flatnonzero(class_of_row >= 0)
    by_class = kept_rows[np.argsort(class_of_row[kept_rows], kind="stable")]  # rows grouped by class
    sizes = np.bincount(class_of_row[kept_rows], minlength=n_classes)
    starts = np.concatenate(([0], np.cumsum(sizes)[:-1])).astype(np.int64)
    suppressed = class_of_row < 0
    released = dataset
    all_levels = bool(qis) and all(name in hierarchies for name in qis)
    row_levels = np.zeros((dataset.n_rows, len(qis)), np.int64) if all_levels else None
    for j, name in enumerate(qis):
        column = dataset.column(name)
        hierarchy = hierarchies.get(name)
        if hierarchy is not None:
            new, levels = _by_hierarchy(column, hierarchy, class_of_row, by_class, starts, n_classes, suppressed)
            if row_levels is not None:
                row_levels[:, j] = levels
        else:
            new = _by_range_or_set(column, class_of_row, by_class, starts, n_classes)
        released = released.with_column(new)
    return released, row_levels


def _by_hierarchy(column: Column, hierarchy: Hierarchy, class_of_row: np.ndarray, by_class: np.ndarray,
                  starts: np.ndarray, n_classes: int, suppressed: np.ndarray) -> tuple[Column, np.ndarray]:
    """Lowest level at which each class's values share one label. A class that no level unifies (a hierarchy
    without a single top label) is released as ``*`` in this QI and counted at the top level."""
    bound = hierarchy.bind(column)
    class_level = np.full(n_classes, -1, np.int64)
    if n_classes:
        codes = column.codes[by_class]
        for level in range(hierarchy.levels):
            labels = bound[level][codes]
            same = np.minimum.reduceat(labels, starts) == np.maximum.reduceat(labels, starts)
            class_level = np.where((class_level < 0) & same, level, class_level)
    star = np.append(class_level < 0, True)[class_of_row]          # class -1 (suppressed) picks the last entry
    levels = np.append(class_level, hierarchy.height)[class_of_row]
    levels = np.where(star, hierarchy.height, levels)
    return generalized_column(column, hierarchy, levels, star), levels


def _by_range_or_set(column: Column, class_of_row: np.ndarray, by_class: np.ndarray, starts: np.ndarray,
                     n_classes: int) -> Column:
    """``[min, max]`` for an ordered column whose class values all parse, ``{a, b, …}`` otherwise; a class with one
    distinct value keeps it."""
    texts: list[str | None] = []
    if n_classes:
        codes = column.codes[by_class].astype(np.int64)
        low = np.minimum.reduceat(codes, starts)
        high = np.maximum.reduceat(codes, starts)
        ordered = column.type in ORDERED_TYPES
        values = column.values
        sets: dict[int, list[int]] = {}
        needs_set = (low != high) & ~(ordered & (high < column.n_valid))
        if needs_set.any():
            radix = len(values)
            pairs = np.unique(class_of_row[by_class] * radix + codes)
            for number, code in zip((pairs // radix).tolist(), (pairs % radix).tolist()):
                if needs_set[number]:
                    sets.setdefault(number, []).append(code)
        for number, (lo, hi) in enumerate(zip(low.tolist(), high.tolist())):
            if lo == hi:
                texts.append(values[lo])
            elif number in sets:
                texts.append("{" + ", ".join(MISSING_LABEL if values[c] is None else str(values[c])
                                             for c in sets[number]) + "}")
            else:
                texts.append(f"[{values[lo]}, {values[hi]}]")
    # one label per distinct text; the missing category (None) must be the last label of a column
    distinct = sorted({t for t in texts if t is not None} | {SUPPRESSED_LABEL})
    has_missing = any(t is None for t in texts)
    labels = np.array(distinct + ([None] if has_missing else []), dtype=object)
    index = {t: i for i, t in enumerate(distinct)}
    class_label = np.array([len(distinct) if t is None else index[t] for t in texts] + [index[SUPPRESSED_LABEL]],
                           np.int64)
    return labelled_column(column.name, class_label[class_of_row], labels)


def _release_check(released: Dataset, qis: list[str], class_of_row: np.ndarray, builder: _Builder) -> dict:
    """How the released table's own equivalence classes relate to the algorithm's classes (see the module
    docstring's caveat), and whether the release itself is (αij,k,m)-anonymous."""
    if not qis:
        return {}
    release = release_partition(released, qis)
    kept = class_of_row >= 0
    groups = release.class_of_row[kept]
    in_class = groups < release.n_classes   # a class generalised to '*' on every QI looks suppressed
    pairs = np.unique(np.column_stack([groups[in_class], class_of_row[kept][in_class]]), axis=0)
    parts = np.bincount(pairs[:, 0].astype(np.int64), minlength=release.n_classes)
    row_levels = {name: builder.level_rows[:, i] for i, name in enumerate(builder.names)}
    alphas = {name: builder.alphas[i][1:] for i, name in enumerate(builder.names)}
    result = graded_alpha(release, row_levels, alphas)
    return {
        "classes": int(release.n_classes),
        "merged_classes": int((parts > 1).sum()),
        "rows_released_as_suppressed": int((~in_class).sum()),
        "k": int(result.k.value) if release.n_classes else 0,
        "levels_hold": bool(result.levels_hold),
        "repeated_level_classes": {a.attribute: a.repeated_classes for a in result.attributes},
    }
