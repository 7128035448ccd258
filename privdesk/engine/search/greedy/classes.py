"""Building the classes of the greedy (αij,k,m) algorithm (``greedy_msa``, whose docstring gives the rules): the pool
of free records as one priority queue per level profile, the greedy steps 1–3, the bounded fallback search and the
placing of leftovers, with the trace of every step."""

from __future__ import annotations

import heapq
from typing import Any, Mapping, Sequence

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.attributes.sensitivity_levels import SensitivityLevels
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.progress import Progress
from privdesk.engine.core.tolerance import TOLERANCE

SEARCH_BUDGET = 20_000
"""How many profile choices the fallback search may try before building stops (see ``ClassBuilder._search_class``)."""

_HIGH, _LOW = "highest", "lowest"
_EMPTY = np.iinfo(np.int64).max


class ClassBuilder:
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
