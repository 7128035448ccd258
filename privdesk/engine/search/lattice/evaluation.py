"""Optimal full-domain generalization with record suppression: the search ARX runs by default. This module
evaluates nodes on the frequency set that ``problem.py`` prepares and builds the release; the search over the
lattice is in ``search.py`` (``optimal_generalization``, exported by the package), the metrics in ``scores.py``.

A transformation gives every quasi-identifier one hierarchy level; the transformations form a lattice (a node is a
level vector). The search returns the node with the best utility score among those whose release meets every
privacy requirement after suppressing the rows of failing classes, within the suppression limit.

How it stays optimal and fast (Flash, Kohlmayer et al. 2012; OLA, El Emam et al. 2009; ARX's lower bounds):
- The rows are grouped once into the *frequency set* (distinct QI + sensitive code rows with counts); every node is
  evaluated on that set, so a node costs the same on 30,000 rows as on 1,000,000 resampled rows.
- Every metric has a lower bound that never decreases from a node to its generalizations and never exceeds the
  metric (docs/spec.md §6: ARX's Loss with suppressed records counted at their share instead of 1). Nodes are visited in
  order of that bound; the search stops when the next bound is no better than the best score found, so no
  unvisited node can beat it. Discernibility and average class size have no bound known before evaluation: each
  evaluated node passes its value without suppression to its generalizations as their bound, and discernibility
  also passes one to its specializations, whose classes below the smallest passing class stay suppressed
  (``scores.py``, ``search.py``).
- At 0% suppression, pairs of QIs whose classes already hold more records in too-small classes than may be
  suppressed tag a node and its down-set failing before the walk (``search.py``).
- When the requirements are monotone (every requirement without suppression, or only k-anonymity and distinct
  l-diversity with suppression), a failing node marks all of its specializations failing without evaluation.
  (δmin, δmax)-presence is monotone only without suppression and with δmin = 0 (``Requirement``).
- Otherwise an evaluated node can still prove that every specialization suppresses more rows than allowed, and
  then its whole down-set fails; the search climbs from such nodes as in a monotone search. The requirements
  imply a smallest class that can pass (k, distinct l, the fewest records whose shares can be t-close:
  ``smallest_passing_class``): the rows of smaller classes are suppressed at the node and at every
  specialization, which class sizes alone tell. When every requirement is union-closed (k-anonymity, distinct
  l-diversity, t-closeness: a class holds when all its parts hold), each failing class also has failing parts
  in every specialization, holding a share of its rows that t-closeness's convexity bounds (``_forced``). On
  t-closeness with suppression on Adult this leaves 815 of 4,041 nodes to evaluate.
- δ-presence (SPEC §4) needs the population table: its QI rows are mapped through the same hierarchies (label codes
  of a level are the hierarchy's, shared by data and population), grouped, and appended to the frequency set with
  record count 0 and a second count, ``population``. A class's N is then one more ``bincount``; a class holding
  only population rows is no class of the release: it is never checked, kept or suppressed, and adds nothing to a
  metric.

Ties between equal scores go to the node with fewer generalization steps, then to the smaller level vector.
"""

from __future__ import annotations

import functools
import math
import weakref
from dataclasses import dataclass
from typing import Mapping

import numpy as np

from privdesk.engine.attributes.generalization import generalized_column, held_values
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.classes import RowsByClass, blocked_bincount, class_spans, group_key, group_rows
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.tolerance import TOLERANCE
from privdesk.engine.models.population_models import enforce
from privdesk.engine.models.requirements import class_values, holds, satisfied_classes
from privdesk.engine.models.risk_threshold import with_suppressed
from privdesk.engine.models.sensitive.l_diversity import RowSummedCounts
from privdesk.engine.search.lattice.blocks import block_key
from privdesk.engine.search.lattice.class_count import counts_one_value, padded, values_per_class
from privdesk.engine.search.lattice.problem import (
    REPRESENTATIVE_BLOCK,
    FrequencySet,
    Problem,
    first_of,
    representatives,
    rows_of_groups,
)

COUNTED_SPACE = 4
"""``group_key`` groups keys by counting when their space is at most this many times the rows (+ 1,024) ..."""
SMALL_COUNTED_SPACE = 16
"""... or this many times on a set of at most ``SMALL_SET_ROWS`` rows: there counting a space of 4-16 times the
rows (a zeroed int32 array of at most 512 kB) costs half of hashing them (discernibility 5%'s 818 such keys:
27.5 -> 12.3 ms)."""
SMALL_SET_ROWS = 8_192
"""Sets of at most this many rows group keys of a larger space by a sort (``sorted_small``), not by hashing (on
larger sets hashing costs less than counting 16 times their rows or sorting them)."""
GATHERED_KEY_ROWS = SMALL_SET_ROWS
"""Sets of at most this many rows (without key blocks) make a node's int32 keys in one gather of all QIs' labels and
one sum over the QIs, not two numpy calls a QI; intp keys on sets of at most a quarter of it (the QIs x rows matrix
of 8-byte keys beside numpy's intp copy of the indices: from ~3,000 rows the one gather cost more than the QIs'
gathers, 9 QIs x 5,000 rows 341 against 179 µs; as int32 106 against 201)."""
INTP_KEY_ROWS = 1 << 20
"""Sets of up to this many rows make such keys as intp (8 bytes a row instead of 4)."""
CONDENSED_SHARE = 0.7
"""An evaluated node's frequency set is kept for its generalizations when it has at most this share of the rows
of the set it was evaluated from ..."""
CONDENSED_SOURCE_ROWS = 2_000
"""... and that set has at least this many rows: on smaller sets an evaluation costs numpy's call overhead, which
a smaller set does not save (building it costs more)."""


def release_node(dataset: Dataset, qis: list[str], hierarchies: Mapping[str, Hierarchy], problem: Problem,
             group_of_row: np.ndarray, bounds: list, heights: np.ndarray, levels: np.ndarray,
             source: FrequencySet | None = None):
    """The release at a node (shared with ``heuristic.py``): (released table, suppressed rows, row levels,
    the node's outcome). ``source``: a set below the node to evaluate it from (the search's smallest); the base
    set, whose rows the table's map to, is grouped only when the node suppresses rows."""
    outcome = None if source is None or source is problem.base else evaluate(problem, levels, source)
    if outcome is not None and not outcome.suppressed:
        suppressed = np.zeros(dataset.n_rows, bool)
    else:
        outcome = evaluate(problem, levels)
        suppressed = ~outcome.kept_groups[rows_of_groups(group_of_row)]
    columns = [dataset.column(q) for q in qis]
    released = dataset.with_columns([
        generalized_column(column, hierarchies[q], int(level), suppressed, bound=bound) if outcome.suppressed
        else _kept_release(problem, hierarchies[q], column, int(level), bound)
        for q, column, level, bound in zip(qis, columns, levels, bounds)])
    # levels are small: one byte a cell (a 10^7-row frequency set of 4 QIs: 40 MB, not 320)
    level_type = np.int8 if int(np.max(heights, initial=0)) <= np.iinfo(np.int8).max else np.int64
    row_levels = np.tile(np.asarray(levels, level_type), (dataset.n_rows, 1))  # 20x a broadcast's copy
    row_levels[suppressed] = heights
    return released, suppressed, row_levels, outcome


def _kept_release(problem: Problem, hierarchy: Hierarchy, column, level: int, bound: np.ndarray):
    """``column`` released at ``level`` with no row suppressed: the last such release of the column, kept with the
    table base (``Problem.memo``, one per QI) while the column's codes live and the level and hierarchy are the
    same, read-only; a window's next search on the table that keeps a QI's level (and the benchmarks' warm
    repeats) reuses it instead of gathering the rows again (Adult: ~50-70 µs a column)."""
    key = ("released column", column.name)
    kept = problem.memo.get(key)
    if kept is not None and kept[0]() is column.codes and kept[1] is column.values and kept[2] == level \
            and kept[3] is hierarchy:
        return kept[4]
    released = generalized_column(column, hierarchy, level, None, bound=bound, held=_kept_held_values(problem, column))
    released.codes.flags.writeable = False  # shared with the next release of the same column and level
    problem.memo[key] = weakref.ref(column.codes), column.values, level, hierarchy, released
    return released


def _kept_held_values(problem: Problem, column) -> np.ndarray:
    """:func:`held_values` of a released column, kept with the table base (``Problem.memo``) while the column's
    codes live (a weak reference: the memo holds no rows): each release read the rows for it again."""
    key = ("held values", column.name)
    kept = problem.memo.get(key)
    if kept is None or kept[0]() is not column.codes:
        kept = weakref.ref(column.codes), held_values(column)
        kept[1].flags.writeable = False
        problem.memo[key] = kept
    return kept[1]


@dataclass
class Outcome:
    satisfied: bool
    suppressed: int                 # rows in failing classes
    class_sizes: np.ndarray         # 0 for a class of population rows only, which is no class of the release
    class_ok: np.ndarray            # False for such empty classes
    group: np.ndarray               # class of each row of ``source``
    levels: np.ndarray              # the evaluated node
    source: "FrequencySet"
    cells: np.ndarray | None = None     # one sensitive attribute: class x value cell of each source row
    counts: np.ndarray | None = None    # and the records per cell (flat classes x values matrix, whole floats)
    occupied: np.ndarray | None = None  # and which of its cells hold rows, once found (``_occupied``)
    screened: bool = False              # failed on its class sizes alone (class_ok: the classes large enough)
    forced: int = 0                     # rows every specialization suppresses at least (``_forced``)
    spread: bool = False                # the classes are a key space, some without rows (``group_node``)
    population: np.ndarray | None = None  # population rows per class (δ-presence), when counted

    @property
    def held_classes(self) -> int:
        """Classes holding rows of the source (records or population rows)."""
        return self.classes if self.spread else len(self.class_sizes)

    @property
    def kept_classes(self) -> int:
        return int(self.class_ok.sum())

    @property
    def classes(self) -> int:
        """Classes of the release (before suppression); empty ones do not count."""
        return int(np.count_nonzero(self.class_sizes))

    @property
    def kept_groups(self) -> np.ndarray:
        """Per row of ``source``: its class meets the requirements."""
        return self.class_ok[self.group]

    def suppressed_rows(self) -> tuple[np.ndarray, np.ndarray]:
        """The rows of ``source`` in failing classes, and the records each holds."""
        rows = np.flatnonzero(~self.class_ok[self.group]) if self.suppressed else np.zeros(0, np.int64)
        return rows, self.source.frequency[rows]


def node_key(problem: Problem, source: FrequencySet, levels: np.ndarray) -> tuple[np.ndarray | None, int]:
    """The class key (mixed radix over the label codes at ``levels``) of every row of ``source``, and the size of
    the key space; (None, space) when the key would not fit in int64. One gather maps all QIs of the set's rows to
    their label at ``levels`` times the QI's stride, and a sum over the QIs adds them up."""
    radices = [radix[level] for radix, level in zip(_radix_rows(problem), levels.tolist())]
    space = math.prod(radices)  # Python ints: exact
    if space >= 2**62:
        return None, space
    strides = [1] * len(radices)
    for j in range(len(radices) - 2, -1, -1):
        strides[j] = strides[j + 1] * radices[j + 1]
    # intp keys when they will be counted (a space of at most a few times the rows: ``group_key``) or are the
    # classes themselves: numpy converts int32 indices to intp at every scatter, gather and bincount
    counted = space <= counted_space(problem, len(source)) * len(source) + 1024
    key_type = np.intp if counted and len(source) <= INTP_KEY_ROWS else np.int32 if space < 2**31 else np.int64
    # each label's level and stride in one gather (levels and strides as the rows of one small array)
    level_stride = np.array([levels, strides])[:, source.qi_of]
    table = (problem.up[level_stride[0], source.row_of] * level_stride[1]).astype(key_type, copy=False)
    # a QI with one label at the node adds 0 to every key: gather the others only (high nodes have many such);
    # one QI at a time, so that no QIs x rows matrix of keys is made beside the set
    live = [j for j, radix in enumerate(radices) if radix > 1]
    if not live:
        return np.zeros(len(source), key_type), space
    blocks = source.key_blocks(problem)
    if blocks is not None:
        return block_key(blocks, table, [radix > 1 for radix in radices], key_type), space
    if len(source) <= (GATHERED_KEY_ROWS if key_type is np.int32 else GATHERED_KEY_ROWS // 4):
        # every QI in one gather and one sum over the QIs (a QI of one label adds its 0): numpy's cost per call,
        # not the rows, is a small set's key (1,500 rows: 93 -> 58 µs as intp, 97 -> 46 as int32)
        return table.take(source.stacked).sum(axis=0, dtype=key_type), space
    # a block of rows at a time: numpy's 8-byte copy of the indices and a second array of keys stay a block's
    key = np.empty(len(source), key_type)
    for start in range(0, len(key), KEY_BLOCK):
        part = key[start:start + KEY_BLOCK]
        np.take(table, source.stacked[live[0], start:start + KEY_BLOCK], out=part)
        for j in live[1:]:
            part += table[source.stacked[j, start:start + KEY_BLOCK]]
    return key, space


def _radix_rows(problem: Problem) -> list[list[int]]:
    """``problem.radix`` as Python lists (QI, level -> labels), kept with the table base: a node's radices without
    numpy's cost per call."""
    rows = problem.memo.get("radix rows")
    if rows is None or rows[0] is not problem.radix:
        rows = problem.memo["radix rows"] = problem.radix, problem.radix.tolist()
    return rows[1]


KEY_BLOCK = 1 << 22
"""Rows keyed at a time by :func:`node_key` (85 M rows at once: 0.7 GB of indices, 340 MB of a second key)."""


def group_node(problem: Problem, source: FrequencySet, levels: np.ndarray) -> tuple[np.ndarray, int, bool]:
    """The class of every row of ``source`` at ``levels``, the number of classes, and whether they are *spread*:
    the classes are the whole key space, some without rows. That spares numbering the occupied keys when the space
    is no larger than the set, where every requirement fails an empty class harmlessly
    (``Problem.empty_classes_fail``). Over persons (``Problem.records``) a class is the persons with the same set
    of tuples at ``levels`` (``record_sets.py``)."""
    if problem.records is not None:
        tuple_group, n_groups, _spread = _group_tuples(problem, problem.records.tuples, levels)
        return *problem.records.classes(tuple_group, n_groups), False
    return _group_tuples(problem, source, levels)


def _group_tuples(problem: Problem, source: FrequencySet, levels: np.ndarray) -> tuple[np.ndarray, int, bool]:
    """:func:`group_node` of rows that each hold one tuple."""
    key, space = node_key(problem, source, levels)
    if key is None:
        return *group_rows([problem.level_map(j, have, int(level))[source.codes(problem, j)]
                            for j, (have, level) in enumerate(zip(source.levels, levels))]), False
    if problem.empty_classes_fail and space <= len(key):
        return key, space, True
    ratio = counted_space(problem, len(key))
    if space > ratio * len(key) + 1024 and ratio == SMALL_COUNTED_SPACE and space << len(key).bit_length() < 2**63:
        return *sorted_small(key), False
    # int32 classes, as a spread key is (an 85 M-row set: 340 MB less); ``evaluate`` widens them where it multiplies
    return *group_key(key, space, narrow=True, counted=ratio), False


def counted_space(problem: Problem, rows: int) -> int:
    """How many times a set's rows its keys' space may be for ``group_key`` to group them by counting. Not more
    than ``COUNTED_SPACE`` under a uniqueness threshold: its classes are sorted by size, then by their first
    record's row, whose order hashed classes (numbered as they first appear) nearly keep, and a stable sort of
    nearly sorted keys is fast (average risk 0.02 at 5%: 395 suppressions of classes of small sets 111 -> 148 ms
    in key order)."""
    return SMALL_COUNTED_SPACE if rows <= SMALL_SET_ROWS and not problem.uniqueness else COUNTED_SPACE


def sorted_small(key: np.ndarray) -> tuple[np.ndarray, int]:
    """(int32 class of every key, number of classes), classes numbered in key order (as counting numbers them),
    for keys whose values shifted left by the bits of their count still fit int64: each key's position is packed
    into its low bits and the packed values sorted (numpy sorts integers with SIMD; pandas' hash of a few thousand
    keys costs 1.5-2 times as much, an argsort more), so the sorted values give the positions with their keys."""
    n = len(key)
    shift = max(1, (n - 1).bit_length())
    packed = key.astype(np.int64)
    packed <<= shift
    packed |= np.arange(n)
    packed.sort()
    position = packed & ((1 << shift) - 1)
    packed >>= shift
    new = np.empty(n, np.int32)
    new[:1] = 0
    np.not_equal(packed[1:], packed[:-1], out=new[1:])
    rank = np.cumsum(new, dtype=np.int32)
    group = np.empty(n, np.int32)
    group[position] = rank
    return group, int(rank[-1]) + 1 if n else 0


SIZES_FROM_CELLS = 1
"""A node's class sizes are the row sums of its class x value counts (records per cell, as floats) when those
cells number at most this many times the rows: a product with a vector of ones over a few cells per class (BLAS)
costs less than counting the rows again (hierarchical 0.2-closeness 0%'s 27 evaluations: 237 -> 66 µs)."""


def row_sums(cell_records: np.ndarray, n_classes: int, width: int) -> np.ndarray:
    """Each class's records from its whole-number float records per class x value cell (flat, class-major), as
    int64: the float sums are exact, so they equal a count of the class's rows."""
    return (cell_records.reshape(n_classes, width) @ _ones(width)).astype(np.int64)


@functools.lru_cache(maxsize=16)
def _ones(width: int) -> np.ndarray:
    """A read-only vector of ``width`` ones, made once per width (a search asks for the same one per node)."""
    ones = np.ones(width)
    ones.flags.writeable = False
    return ones


def small_rows(problem: Problem, sizes: np.ndarray) -> int:
    """Records in classes smaller than any passing class (``Problem.min_size``)."""
    return int(sizes[sizes < problem.min_size].sum())


def evaluate(problem: Problem, levels: np.ndarray, source: FrequencySet | None = None, screen: bool = False,
             one_value: bool = False) -> Outcome:
    """Classes of one node on a frequency set (default: the base set), which of them meet the requirements, and
    the rows suppressed. ``screen``: when the classes too small to pass already hold more rows than may be
    suppressed, the node fails without checking the requirements (``screened``; its suppressed rows are then
    those of the small classes only); ``one_value``: so too when its classes of one sensitive value do, where
    they fail whatever their records (``class_count.counts_one_value``; the search's walk, which reads no failing
    node's rows)."""
    source = source if source is not None else problem.base
    levels = np.asarray(levels)
    group, n_classes, spread = group_node(problem, source, levels)
    # without sensitive attributes there are no class x value counts to split into spans (spans would sort the
    # rows by class)
    spans = class_spans(n_classes, max(problem.sensitive[name].n_values for name in source.sensitive)) \
        if source.sensitive else ((0, n_classes),)
    counts, cells, flat, sizes = {}, None, None, None
    # classes of one value failing: class x value rows padded to words of 8 cells (``values_per_class``)
    one_value = one_value and counts_one_value(problem, source, n_classes, screen)
    if len(spans) == 1 and source.sensitive:
        for name, codes in source.sensitive.items():
            width = problem.sensitive[name].n_values
            width = padded(width) if one_value else width
            held = None if problem.records is None else problem.records.value_counts(name, group, n_classes, width)
            if held is not None:  # persons holding several values (``record_sets.py``)
                counts[name], cells, flat = held, None, None
                continue
            cells = group * np.int64(width)  # int64: a spread group is an int32 key
            cells += codes
            # whole numbers as floats: int64 only for the requirements (below), not for a node failed before them
            flat = counts[name] = np.bincount(cells, weights=source.weights, minlength=n_classes * width)
            if sizes is None and n_classes * width <= SIZES_FROM_CELLS * len(group):
                sizes = row_sums(flat, n_classes, width)
        if len(counts) != 1:
            cells = flat = None
        if cells is not None or len(counts) > 1 and problem.records is None:
            counts = RowSummedCounts(counts)  # every matrix counted from the cells: its row sums are the sizes
    if sizes is None:
        sizes = blocked_bincount(group, len(group), source.weights, n_classes)
    if screen:
        small = small_rows(problem, sizes)
        if small > problem.allowed:
            return Outcome(False, small, sizes, sizes >= problem.min_size, group, levels, source, cells, flat,
                            screened=True, forced=small, spread=spread)
    occupied = None
    if one_value and cells is not None:
        # they fail whatever their records: when they hold more than may be suppressed, the node fails at once
        occupied, values = values_per_class(flat, n_classes, width)
        one = int(np.dot(sizes, values == 1))
        if one > problem.allowed:
            return Outcome(False, one, sizes, values >= 2, group, levels, source, cells, flat, occupied, screened=True,
                           forced=small_rows(problem, sizes) if screen else 0, spread=spread)
    for name, matrix in counts.items():
        if matrix.ndim == 1:  # counted from the cells above (padding cut off: the same matrix, C-ordered)
            counts[name] = matrix.reshape(n_classes, -1)[:, :problem.sensitive[name].n_values].astype(np.int64)
    population = None if source.population is None else \
        np.bincount(group, weights=source.population_weights, minlength=n_classes).astype(np.int64)
    if len(spans) == 1:
        ok, forced = _judge(problem, sizes, counts, population, screen)
    else:  # the class x value counts would be too large to hold: a span of classes at a time
        rows = RowsByClass(group, n_classes)
        ok, forced = np.zeros(n_classes, bool), 0
        for start, stop in spans:
            part = {name: rows.value_counts(start, stop, codes, problem.sensitive[name].n_values, source.frequency)
                    if problem.records is None or name not in problem.records.held else problem.records.value_counts(
                        name, group, n_classes, problem.sensitive[name].n_values, (start, stop))
                    for name, codes in source.sensitive.items()}
            ok[start:stop], more = _judge(problem, sizes[start:stop], part,
                                          None if population is None else population[start:stop], screen)
            forced += more
    met = True
    if problem.uniqueness:
        ok, met = enforce(problem.uniqueness, sizes, ok, problem.allowed, _ties(problem, source, levels, group, sizes))
    suppressed = int(sizes.sum() - sizes[ok].sum())
    if screen and not problem.union_closed:
        forced = small_rows(problem, sizes)
    satisfied = met and suppressed <= problem.allowed and all(
        r.spec.table_holds(r, with_suppressed(sizes[ok], suppressed)) for r in problem.table_checks)
    return Outcome(satisfied, suppressed, sizes, ok, group, levels, source, cells, flat, occupied, forced=forced,
                    spread=spread, population=population)


def _ties(problem: Problem, source: FrequencySet, levels: np.ndarray, group: np.ndarray,
          sizes: np.ndarray) -> tuple[np.ndarray, ...]:
    """How ARX orders classes of equal size when a uniqueness threshold suppresses the smallest first
    (``HashGroupifyDistribution``): by the class's own Loss when the metric is Loss (ARX's class-based information
    loss, Π_j (size · share_j + 1)^(1/q) − 1, computed in ARX's order of operations so that equal values stay
    equal), then by its first record's row (``representative``)."""
    first = first_of(group, len(sizes), source.first_row)
    if first is None:
        return ()
    if problem.label_shares is None:
        return (first,)
    row_of_class = np.zeros(len(sizes), np.int64)
    row_of_class[group[::-1]] = np.arange(len(group) - 1, -1, -1)  # any set row of each class will do
    labels = problem.labels_at(source, levels)
    loss = np.ones(len(sizes))
    power = 1.0 / len(levels)
    for j, level in enumerate(levels.tolist()):
        share = problem.label_shares[j][level][labels[source.stacked[j, row_of_class]]]
        loss *= (sizes * share + 1.0) ** power
    return loss - 1.0, first


def _judge(problem: Problem, sizes: np.ndarray, counts: dict[str, np.ndarray], population: np.ndarray | None,
           screen: bool) -> tuple[np.ndarray, int]:
    """Which of some classes meet the requirements, and (``screen``, union-closed requirements) how many of their
    rows every specialization suppresses (``_forced``; else 0). ``population``: each class's population rows
    (δ-presence), where only the classes holding data rows are checked."""
    if screen and problem.union_closed:  # k-map's N_E too: its classes are judged with their population rows
        return _forced(problem, sizes, counts, population)
    if population is None:
        return satisfied_classes(problem.requirements, sizes, counts, problem.sensitive, problem.reference), 0
    if all(r.model in OWN_COUNTS_ONLY for r in problem.requirements):
        # every class judged, then those without data rows failed: the same verdicts, without gathering the others
        ok = satisfied_classes(problem.requirements, sizes, counts, problem.sensitive, problem.reference, population)
        ok &= sizes > 0
        return ok, 0
    present = np.flatnonzero(sizes)
    ok = np.zeros(len(sizes), bool)
    ok[present] = satisfied_classes(problem.requirements, sizes[present],
                                    {name: matrix[present] for name, matrix in counts.items()},
                                    problem.sensitive, problem.reference, population[present])
    return ok, 0


OWN_COUNTS_ONLY = frozenset({"k-map", "k-anonymity"})
"""Models whose verdict on a class is a comparison of its own records or population rows alone, well defined for a
class of population rows only (``_judge``)."""


def _forced(problem: Problem, sizes: np.ndarray, counts: dict[str, np.ndarray],
            population: np.ndarray | None = None) -> tuple[np.ndarray, int]:
    """Which classes meet the requirements, and how many rows every specialization of the node suppresses at
    least. The requirements are union-closed (k-anonymity, distinct l-diversity, t-closeness): a class holds when
    all of its parts hold, so a failing class E has a failing part in every specialization, which holds ≥ 1 of
    its rows — all of them when E is smaller than any passing class. For t-closeness the distance is convex in
    the class's shares: E's t is at most the record-weighted mean of its parts' t, each part that holds is at
    most t₀ (the limit), each that fails at most T (the largest t any class can have), so the failing parts hold
    at least (t_E − t₀) / (T − t₀) of E's records."""
    ok = np.ones(len(sizes), bool)
    share = np.zeros(len(sizes))
    for requirement, worst in zip(problem.requirements, problem.worst):
        values = class_values(requirement, sizes, counts, problem.sensitive, problem.reference, population)
        ok &= holds(requirement, values)
        limit = requirement.value + TOLERANCE
        if worst is not None and worst > limit:
            np.maximum(share, (values - limit) / (worst - limit), out=share)
    failing = ~ok
    small = failing & (sizes < problem.min_size)
    large = failing & ~small
    rows = np.maximum(1.0, np.ceil(sizes[large] * np.minimum(share[large], 1.0) - 1e-9))
    return ok, int(sizes[small].sum() + rows.sum())


def _occupied(outcome: Outcome) -> np.ndarray:
    """One sensitive attribute: which cells of the class x value matrix hold rows (records or population), found
    once per outcome (``evaluate`` may have; ``condensed_rows``, then ``condense``)."""
    if outcome.occupied is None:
        occupied = outcome.occupied = outcome.counts > 0
        if outcome.source.population is not None:  # cells of population rows only hold no records
            occupied |= np.bincount(outcome.cells, weights=outcome.source.population, minlength=len(occupied)) > 0
    return outcome.occupied


def condensed_rows(outcome: Outcome) -> int | None:
    """The rows of an evaluated node's frequency set, without building it: None when it would not be much smaller
    than the set it came from, −1 when only building it tells (several sensitive attributes)."""
    source = outcome.source
    if len(source) < CONDENSED_SOURCE_ROWS:
        return None
    n_classes = outcome.held_classes
    if n_classes > CONDENSED_SHARE * len(source):
        return None  # (sensitive values only add rows to the classes)
    if not source.sensitive:
        return n_classes
    if outcome.cells is None:
        return -1
    m = int(np.count_nonzero(_occupied(outcome)))
    return m if m <= CONDENSED_SHARE * len(source) else None


SPREAD_DIGITS = True
"""A condensed set of spread classes takes its labels from the class keys' digits (``key_labels``: no pass over the
source's rows; the base set's 19,502 rows: a gather and a scatter of ~100 µs each); else from a row of each."""


def key_labels(problem: Problem, levels: np.ndarray, keys: np.ndarray, dtype: type = np.int64) -> np.ndarray:
    """The labels at ``levels`` (QIs x keys, each + its QI's offset, as ``FrequencySet.stacked``; of type ``dtype``)
    of class keys made by :func:`node_key`: the keys' mixed-radix digits."""
    radices = problem.radix[problem.qi, levels]
    strides = np.ones(len(radices), np.int64)
    strides[:-1] = np.cumprod(radices[:0:-1])[::-1]
    # a QI's row at a time, written in the set's own type: no QIs x keys int64 temporaries beside the result (10^8
    # rows: a 7 M-class set's took 0.3 GB at the search's peak)
    labels = np.empty((len(radices), len(keys)), dtype)
    digit = np.empty(len(keys), np.int64)
    for row, stride, radix, offset in zip(labels, strides, radices, problem.offsets(levels)):
        np.floor_divide(keys, stride, out=digit)
        digit %= radix
        digit += offset
        row[:] = digit
    return labels


def label_type(problem: Problem, levels: np.ndarray) -> type:
    """The type of a set's label rows at ``levels``: int32 unless its labels pass 31 bits (as ``condense`` types them)."""
    return np.int32 if int(problem.radix[problem.qi, levels].sum()) < 2**31 else np.int64


def condense(problem: Problem, levels: np.ndarray, outcome: Outcome) -> FrequencySet | None:
    """The frequency set of an evaluated node (one row per class and sensitive-value combination), or None when
    it would not be much smaller than the set it came from. Without sensitive attributes its rows are the classes;
    with one, the occupied cells of the class x value matrix the evaluation counted."""
    source = outcome.source
    n_classes = outcome.held_classes
    if n_classes > CONDENSED_SHARE * len(source):  # sensitive values only add rows to the classes
        return None
    frequency = population = representative = stacked = None
    # without sensitive attributes the set's rows are the classes: their records (and population rows) are the
    # counts the evaluation made, the same sums over the same rows
    if not source.sensitive and outcome.spread and source.first_row is None and source.population is None \
            and SPREAD_DIGITS:
        # a spread class is its key: its labels are the key's digits, with no pass over the source's rows
        held = outcome.class_sizes > 0
        frequency, m = outcome.class_sizes[held], n_classes
        stacked = key_labels(problem, levels, np.flatnonzero(held), label_type(problem, levels))
    elif not source.sensitive and outcome.spread:  # number the classes that hold rows
        held = outcome.class_sizes > 0
        # intp set rows on a set of up to ``INTP_KEY_ROWS`` rows: ``representatives`` scatters by them, which numpy
        # does twice as fast with intp indices (19,502 rows: 107 -> 53 µs); a running sum of bools is slower than
        # of integers
        rank = held.astype(np.intp if len(source) <= INTP_KEY_ROWS else np.int32 if n_classes < 2**31 else np.int64)
        np.cumsum(rank, out=rank)
        rank -= 1
        # each row's set row made a block of rows at a time, never as one array as long as the source's rows
        inverse, m = (lambda first, last: rank[outcome.group[first:last]]), n_classes
        frequency = outcome.class_sizes[held]
    elif not source.sensitive:
        inverse, m = outcome.group, n_classes
        frequency, population = outcome.class_sizes, outcome.population
    elif outcome.cells is not None:
        held = _occupied(outcome)
        # their indices, then gathers: numpy indexes by a sparse mask of ~60,000 cells 5x slower than it finds them
        occupied = np.flatnonzero(held)
        m = len(occupied)
        if m > CONDENSED_SHARE * len(source):
            return None
        frequency = outcome.counts[occupied].astype(np.int64)
        if source.first_row is None and source.population is None and len(source) <= REPRESENTATIVE_BLOCK:
            # a row of each occupied cell straight from the cells, the last as ``representatives`` picks it: no
            # set row numbered for every source row (nothing else here needs them)
            last = np.empty(len(held), np.int64)
            last[outcome.cells] = np.arange(len(source))
            representative = last[occupied]
        else:
            inverse = np.cumsum(held, dtype=np.int64)[outcome.cells]
            inverse -= 1
    else:
        inverse, m = group_rows([outcome.group, *source.sensitive.values()],
                                [len(outcome.class_sizes),
                                 *(problem.sensitive[name].n_values for name in source.sensitive)])
        if m > CONDENSED_SHARE * len(source):
            return None
    if representative is None and stacked is None:
        representative = representatives(inverse, m, len(source))  # rows merged into one share their codes

    def total(weights: np.ndarray | None) -> np.ndarray | None:
        return None if weights is None else blocked_bincount(inverse, len(source), weights, m)

    # each label of the source numbering -> its label in the numbering at ``levels``, whose labels are all images
    # of the source's (levels are functions), so they inherit their QI and a hierarchy row
    labels = int(problem.radix[problem.qi, levels].sum())
    # int32 label rows, as a set made from rows has (``Problem.frame``): a set of millions of classes, half the bytes
    table = (problem.labels_at(source, levels) + problem.offsets(levels)[source.qi_of]).astype(
        np.int32 if labels < 2**31 else np.int64)
    qi_of, row_of = np.empty(labels, np.int64), np.empty(labels, np.int64)
    qi_of[table], row_of[table] = source.qi_of, source.row_of
    if stacked is None:  # np.take keeps the QI rows contiguous (stacked[:, rows] would be Fortran-ordered: 3x slower gathers)
        stacked = table[np.take(source.stacked, representative, axis=1)]
    else:
        stacked = stacked.astype(table.dtype, copy=False)
    return FrequencySet(tuple(int(v) for v in levels), stacked,
                {name: values[representative] for name, values in source.sensitive.items()},
                total(source.weights) if frequency is None else frequency, qi_of, row_of,
                total(source.population_weights) if population is None else population,
                None if source.first_row is None else  # (a spread set's classes of every row: 340 MB at 85 M rows)
                first_of(inverse(0, len(source)) if callable(inverse) else inverse, m, source.first_row))

