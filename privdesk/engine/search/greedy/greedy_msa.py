"""Greedy (αij,k,m)-anonymization of a table with graded multiple sensitive attributes (docs/spec.md §5; seed 003: Wang
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

from typing import Any, Mapping, Sequence

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.attributes.sensitivity_levels import SensitivityLevels
from privdesk.engine.core.classes import release_partition
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.progress import NO_PROGRESS, Progress
from privdesk.engine.models.graded_alpha import graded_alpha
from privdesk.engine.search.greedy.classes import ClassBuilder
from privdesk.engine.search.greedy.release import generalise_classes
from privdesk.engine.search.result import Anonymization

ALGORITHM = "greedy-alpha-ij-k-m"
LEFTOVER_MODES = ("add", "suppress")


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

    builder = ClassBuilder(dataset, levels, k, ids, trace, progress.part(0.0, 0.9))
    builder.build()
    added, suppressed_rows = builder.place_leftovers(leftover)

    class_of_row = np.full(dataset.n_rows, -1, np.int64)
    for number, members in enumerate(builder.classes):
        class_of_row[members] = number
    suppressed = class_of_row < 0
    progress.report(0.9, _("generalising the classes"))

    released, row_levels = generalise_classes(dataset, qis, hierarchies, class_of_row, len(builder.classes))
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


# ----- release ----------------------------------------------------------------------------------------------------


def _ids(dataset: Dataset, id_column: str | None) -> list | None:
    if id_column is None:
        return None
    column = dataset.column(id_column)
    return [None if v is None else str(v) for v in column.text()]


def _release_check(released: Dataset, qis: list[str], class_of_row: np.ndarray, builder: ClassBuilder) -> dict:
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
