"""Optimal full-domain generalization with record suppression: the search ARX runs by default. This module
prepares the frequency set, evaluates nodes on it and builds the release; the search over the lattice is in
``search.py`` (``optimal_generalization``, exported by the package), the metrics in ``engine/search/lattice/scores.py``.

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
  evaluated node passes its value without suppression to its generalizations as their bound.
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
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.attributes.generalization import generalized_column
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.classes import RowsByClass, class_spans, group_key, group_rows
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.progress import Progress
from privdesk.engine.core.tolerance import TOLERANCE
from privdesk.engine.core.types import ColumnType
from privdesk.engine.models.population_models import enforce
from privdesk.engine.models.requirements import (
    Requirement,
    SensitiveData,
    class_values,
    holds,
    largest_t,
    satisfied_classes,
    sensitive_attributes,
    smallest_passing_class,
)
from privdesk.engine.models.risk_threshold import with_suppressed
from privdesk.engine.rows import RowEngine
from privdesk.engine.rows.memory import MemoryRows
from privdesk.engine.search.lattice.population import check_contains, population_qi_rows
from privdesk.engine.search.lattice.stacked_rows import StackedRows, stacked_rows

METRICS = {
    "loss": "ARX's Loss (geometric mean over QIs of the share of hierarchy values merged; ARX's default)",
    "precision": "generalization intensity / precision (mean level / height; suppressed = 1)",
    "discernibility": "discernibility (Σ class size², a suppressed row costs n)",
    "aecs": "average equivalence class size",
    "entropy": "non-uniform entropy (bits lost per value, summed)",
    "whd": "WHD table information loss (SPEC §5)",
    "weighted_entropy": "weighted attribute entropy lost (SPEC §2, attribute weights)",
    "arx_entropy": "ARX's non-monotonic non-uniform entropy (suppressed records entropy among themselves)",
    "loss_rank": "ARX's Loss with RANK aggregation (the attribute that lost most first, then the next)",
}
LOSSES = ("loss", "loss_rank")
"""The metrics that score microaggregated attributes too (ARX's ``MetricMDNMLoss``: one dimension each)."""
ORDERED = frozenset({ColumnType.INTEGER, ColumnType.DECIMAL, ColumnType.DATE, ColumnType.ORDERED})
CONDENSED_SHARE = 0.7
"""An evaluated node's frequency set is kept for its generalizations when it has at most this share of the rows
of the set it was evaluated from ..."""
CONDENSED_SOURCE_ROWS = 2_000
"""... and that set has at least this many rows: on smaller sets an evaluation costs numpy's call overhead, which
a smaller set does not save (building it costs more)."""


@dataclass
class Problem:
    """Everything a node evaluation needs, precomputed once on the frequency set."""

    n: int                                   # rows
    frequency: np.ndarray                    # rows per distinct (QI, sensitive) combination
    rows: Sequence[np.ndarray]               # [qi] hierarchy row (= level-0 label code) of each frequency-set row
    label_counts: list[list[int]]            # [qi][level] -> number of labels
    sensitive_codes: dict[str, np.ndarray]   # per sensitive attribute, its code per frequency-set row
    sensitive: dict[str, SensitiveData]
    reference: dict[str, np.ndarray]         # whole-table value counts per sensitive attribute
    requirements: list[Requirement]
    allowed: int                             # rows that may be suppressed
    matrices: list[np.ndarray]               # [qi] hierarchy matrix (levels x hierarchy rows), for level maps
    population: np.ndarray | None = None     # population rows per frequency-set row (δ-presence), else None
    min_size: int = 1                        # classes smaller than this fail whatever their values
    empty_classes_fail: bool = False         # every requirement fails a class of no rows (k, distinct l)
    union_closed: bool = False               # a class holds when all its parts hold (``_forced``)
    worst: list[float | None] | None = None  # per requirement: the largest t any class can have (t-closeness)
    table_checks: tuple[Requirement, ...] = ()  # requirements with a whole-table condition after suppression
    uniqueness: tuple = ()                   # whole-release uniqueness thresholds (``models.population_models``)
    first_row: np.ndarray | None = None      # uniqueness only: first data row of each frequency-set row (ARX's
    label_shares: list | None = None         # representative) and [qi][level] Loss share of each label (``_ties``)
    aggregated: tuple[str, ...] = ()         # microaggregated attributes, carried like sensitive ones (Loss only)
    records: Any = None                      # persons' sets of QI tuples (``record_sets.RecordSets``), else None

    def __post_init__(self) -> None:
        self._maps: dict[tuple[int, int, int], np.ndarray] = {}
        self._offsets: dict[tuple[int, ...], np.ndarray] = {}
        self._first_rows: dict[tuple[int, int], np.ndarray] = {}
        self.qi = np.arange(len(self.matrices))
        depth = max(matrix.shape[0] for matrix in self.matrices)
        # up[level, start_j + row]: the label code at ``level`` of hierarchy row ``row`` of QI j (levels above the
        # top repeat it). Every label of a set's numbering names one such row (``FrequencySet.row_of``), so mapping all
        # labels of a set to any node is one gather.
        self.up = np.concatenate([matrix[np.minimum(np.arange(depth), matrix.shape[0] - 1)]
                                  for matrix in self.matrices], axis=1).astype(np.int64)
        self.radix = np.ones((len(self.matrices), depth), np.int64)  # [qi, level] -> number of labels
        for j, counts in enumerate(self.label_counts):
            self.radix[j, :len(counts)] = counts

    def codes_at(self, j: int, level: int) -> np.ndarray:
        """Label code of QI j at ``level`` of every frequency-set row."""
        return self.matrices[j][level][self.rows[j]]

    def first_rows(self, j: int, level: int) -> np.ndarray:
        """For each label of QI j at ``level``: the first hierarchy row carrying it."""
        key = (j, level)
        if key not in self._first_rows:
            _, self._first_rows[key] = np.unique(self.matrices[j][level], return_index=True)  # codes 0..labels-1
        return self._first_rows[key]

    def level_map(self, j: int, low: int, high: int) -> np.ndarray:
        """Label code at level ``low`` of QI j -> its label code at level ``high`` (levels are functions)."""
        key = (j, low, high)
        if key not in self._maps:
            self._maps[key] = self.matrices[j][high][self.first_rows(j, low)].astype(np.int64)
        return self._maps[key]

    def offsets(self, levels: Sequence[int]) -> np.ndarray:
        """Where each QI's labels at ``levels`` start in one numbering of all their labels (see ``FrequencySet``)."""
        key = tuple(levels.tolist()) if isinstance(levels, np.ndarray) else tuple(levels)
        if key not in self._offsets:
            counts = [self.label_counts[j][level] for j, level in enumerate(key)]
            self._offsets[key] = np.concatenate([[0], np.cumsum(counts[:-1])]).astype(np.int64)
        return self._offsets[key]

    @functools.cached_property
    def base(self) -> "FrequencySet":
        """The frequency set itself, as the set of the lattice's bottom node."""
        return self.frame(self.rows, dict(self.sensitive_codes), self.frequency, self.population, self.first_row)

    def frame(self, rows: list[np.ndarray], sensitive: dict[str, np.ndarray], frequency: np.ndarray,
              population: np.ndarray | None = None, first_row: np.ndarray | None = None) -> "FrequencySet":
        """A set at the bottom node of rows given by their hierarchy row per QI."""
        levels = tuple([0] * len(rows))
        # int32 as the rows (all QIs' labels number far fewer than 2^31): the set may be nearly as long as the table
        if isinstance(rows, StackedRows) and np.array_equal(rows.offsets, self.offsets(levels)):
            stacked = rows.stacked  # the problem's own rows (``stacked_rows``): shared, never written to
        else:
            stacked = np.vstack(rows).astype(np.int32, copy=False)
            stacked += self.offsets(levels).astype(np.int32)[:, None]
        labels = np.array([matrix.shape[1] for matrix in self.matrices])  # level 0: one label per row, in order
        return FrequencySet(levels, stacked, sensitive, frequency, np.repeat(self.qi, labels),
                            np.arange(int(labels.sum())), population, first_row)

    def labels_at(self, source: "FrequencySet", levels: np.ndarray) -> np.ndarray:
        """For each label of ``source`` (numbered as in ``FrequencySet.stacked``): its label code at ``levels`` of its QI;
        a table that maps every QI of a set's rows at once (one gather)."""
        return self.up[levels[source.qi_of], source.row_of]


def setup_problem(dataset: Dataset, qis: list[str], hierarchies: Mapping[str, Hierarchy], requirements: list[Requirement],
           suppression: float, metric: str, min_levels: Mapping[str, int] | None,
           max_levels: Mapping[str, int] | None, population: Dataset | None, progress: Progress,
           uniqueness: Sequence = (), row_counts: np.ndarray | None = None, aggregated: Sequence[str] = (),
           grouping: Callable | None = None, distinct_rows: bool = False):
    """Check a full-domain search's arguments and prepare its frequency set (shared with ``heuristic.py``):
    (problem, group of each row, bound hierarchy rows, heights, lowest and highest levels). ``row_counts``,
    ``aggregated`` and ``distinct_rows``: see ``optimal_generalization``. ``grouping``: prepares the problem in
    place of :func:`prepare` (over persons: ``record_sets.person_grouping``)."""
    if not qis:
        raise InputError(_("choose at least one quasi-identifier"))
    if metric not in METRICS:
        raise InputError(_("unknown utility metric '{metric}'; choose one of {choices}").format(
            metric=metric, choices=", ".join(METRICS)))
    if not 0.0 <= suppression <= 1.0:
        raise InputError(_("the suppression limit is a share of the rows between 0 and 1"), value=suppression)
    lacking = [q for q in qis if q not in hierarchies]
    if lacking:
        raise InputError(_("the optimal search needs a hierarchy for every quasi-identifier; {columns} has "
                           "none").format(columns=", ".join(lacking)))
    if not requirements and not uniqueness:
        raise InputError(_("choose at least one privacy model"))
    progress.report(0.0, _("preparing the frequency set"))
    clash = [name for name in aggregated if name in qis]
    if clash:
        raise InputError(_("an aggregated attribute is not generalised, so it cannot be a quasi-identifier too"),
                         column=clash[0])
    aggregated = tuple(aggregated) if metric in LOSSES else ()
    if grouping is not None:
        problem, group_of_row, bounds = grouping(dataset, qis, hierarchies, requirements, suppression, population,
                                                 aggregated)
    else:
        problem, group_of_row, bounds = prepare(MemoryRows(dataset, row_counts, distinct_rows), qis, hierarchies, requirements,
                                                suppression, population, aggregated)
    if uniqueness:  # ARX's order of suppressing classes of equal size (``_ties``)
        problem.first_row = _first_of(group_of_row, len(problem.frequency), np.arange(dataset.n_rows))
        if metric == "loss":
            problem.label_shares = [[hierarchies[q].share_of_rows(level) for level in range(hierarchies[q].levels)]
                                    for q in qis]
    heights = np.array([hierarchies[q].height for q in qis])
    low = np.array([_level(min_levels, q, 0, hierarchies[q]) for q in qis])
    high = np.array([_level(max_levels, q, hierarchies[q].height, hierarchies[q]) for q in qis])
    if (low > high).any():
        bad = qis[int(np.flatnonzero(low > high)[0])]
        raise InputError(_("the minimum level of '{column}' is above its maximum level").format(column=bad))
    return problem, group_of_row, bounds, heights, low, high


def release_node(dataset: Dataset, qis: list[str], hierarchies: Mapping[str, Hierarchy], problem: Problem,
             group_of_row: np.ndarray, bounds: list, heights: np.ndarray, levels: np.ndarray):
    """The release at a node (shared with ``heuristic.py``): (released table, suppressed rows, row levels,
    the node's outcome)."""
    outcome = evaluate(problem, levels)
    suppressed = ~outcome.kept_groups[group_of_row]
    released = dataset
    for q, level, bound in zip(qis, levels, bounds):
        released = released.with_column(generalized_column(dataset.column(q), hierarchies[q], int(level), suppressed,
                                                           bound=bound))
    # levels are small: one byte a cell (a 10^7-row frequency set of 4 QIs: 40 MB, not 320)
    level_type = np.int8 if int(np.max(heights, initial=0)) <= np.iinfo(np.int8).max else np.int64
    row_levels = np.broadcast_to(np.asarray(levels, level_type), (dataset.n_rows, len(qis))).copy()
    row_levels[suppressed] = heights
    return released, suppressed, row_levels, outcome


def _level(levels: Mapping[str, int] | None, name: str, default: int, hierarchy: Hierarchy) -> int:
    if not levels or name not in levels:
        return default
    level = int(levels[name])
    if not 0 <= level <= hierarchy.height:
        raise InputError(_("level {level} of '{column}' is outside its hierarchy (0 to {height})").format(
            level=level, column=name, height=hierarchy.height))
    return level


def prepare(rows: RowEngine | Dataset, qis: list[str], hierarchies: Mapping[str, Hierarchy],
             requirements: list[Requirement], suppression: float, population: Dataset | None,
             aggregated: tuple[str, ...] = ()):
    """The search's problem from the row engine's frequency set over the QIs, the protected sensitive attributes
    and the ``aggregated`` ones (whose values the Loss counts per class): (problem, group of each row — None when
    the engine keeps its rows —, QI hierarchies bound). A table in memory is grouped by the memory engine."""
    rows = MemoryRows(rows) if isinstance(rows, Dataset) else rows
    protected = sensitive_attributes(requirements)
    names = [*protected, *(name for name in aggregated if name not in protected)]
    overlap = [n for n in protected if n in qis]
    if overlap:
        raise InputError(_("'{column}' cannot be both a quasi-identifier and a protected sensitive attribute").format(
            column=overlap[0]))
    grouped = rows.frequency_set([*qis, *names])
    missing_tokens = grouped.missing_tokens
    bounds = [hierarchies[q].bind(grouped.columns[j], missing_tokens) for j, q in enumerate(qis)]
    frequency = grouped.counts
    # hierarchy rows as int32 (there are far fewer than 2^31): 4 bytes a cell of a frequency set that may have
    # nearly as many rows as the table
    label_counts = [[len(labels) for labels in hierarchies[q].labels] for q in qis]
    offsets = np.concatenate([[0], np.cumsum([counts[0] for counts in label_counts[:-1]])]).astype(np.int64)
    rows_of = stacked_rows([(bound[0], grouped.codes(j)) for j, bound in enumerate(bounds)], offsets,
                           len(grouped.counts))
    sensitive, codes, reference = {}, {}, {}
    for i, name in enumerate(names):
        j = len(qis) + i
        column = grouped.columns[j]
        hierarchy = hierarchies.get(name)
        codes[name] = grouped.codes(j)
        # the checks count values from the frequency set (``FrequencySet.sensitive``), never from row-length codes
        sensitive[name] = SensitiveData(codes[name], len(column.values), column.type in ORDERED,
                                        hierarchy.bind(column, missing_tokens) if hierarchy is not None else None)
        reference[name] = grouped.value_counts(j)
    allowed = int(np.floor(suppression * grouped.n_rows + 1e-9))
    matrices = [hierarchies[q].matrix for q in qis]
    weights = None
    needing = [r for r in requirements if r.spec.needs_population]
    if needing:
        if population is None:
            raise InputError(_("{label} needs the population table the data is drawn from").format(
                label=needing[0].label))
        population_rows, counts = population_qi_rows(population, qis, hierarchies)
        check_contains(population_rows, counts, rows_of, frequency, qis, hierarchies)
        rows_of = [np.concatenate([codes, population_rows[:, j]]) for j, codes in enumerate(rows_of)]
        added = len(counts)
        codes = {name: np.concatenate([c, np.zeros(added, c.dtype)]) for name, c in codes.items()}
        weights = np.concatenate([np.zeros(len(frequency), np.int64), counts])
        frequency = np.concatenate([frequency, np.zeros(added, frequency.dtype)])
    union_closed = all(r.spec.union_closed(r) for r in requirements)
    empty_classes_fail = weights is None and all(r.spec.empty_class_fails(r) for r in requirements)
    problem = Problem(grouped.n_rows, frequency, rows_of, label_counts, codes, sensitive, reference,
                       requirements, allowed, matrices, weights,
                       smallest_passing_class(requirements, sensitive, reference), empty_classes_fail, union_closed,
                       [largest_t(r, sensitive, reference) for r in requirements] if union_closed else None,
                       tuple(r for r in requirements if r.spec.table_value is not None), aggregated=aggregated)
    group_of_row = grouped.group_of_row() if grouped.group_of_row is not None else None
    return problem, group_of_row, bounds


@dataclass
class FrequencySet:
    """A frequency set rolled up to a node: distinct (QI labels at ``levels``, sensitive values) rows with their
    record counts. Evaluating a generalization of ``levels`` needs only these rows (ARX's roll-up), which are far
    fewer than the base set's once a few attributes are generalized."""

    levels: tuple[int, ...]
    stacked: np.ndarray                      # QIs x rows: label code at ``levels`` + the QI's offset, so that
    sensitive: dict[str, np.ndarray]         # the labels of all QIs are numbered 0..Σ labels - 1
    frequency: np.ndarray
    qi_of: np.ndarray                        # per label of that numbering: its QI
    row_of: np.ndarray                       # and a hierarchy row carrying it (a column of ``Problem.up``)
    population: np.ndarray | None = None     # population rows of each set row (δ-presence)
    first_row: np.ndarray | None = None      # first data row merged into each set row (``Problem.first_row``)

    def __len__(self) -> int:
        return len(self.frequency)

    def codes(self, problem: Problem, j: int, rows: np.ndarray | slice = slice(None)) -> np.ndarray:
        """Label codes of QI j at ``levels`` (of some rows)."""
        return self.stacked[j, rows] - problem.offsets(self.levels)[j]


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
    counts: np.ndarray | None = None    # and the records per cell (flat classes x values matrix)
    screened: bool = False              # failed on its class sizes alone (class_ok: the classes large enough)
    forced: int = 0                     # rows every specialization suppresses at least (``_forced``)
    spread: bool = False                # the classes are a key space, some without rows (``group_node``)

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


def _node_key(problem: Problem, source: FrequencySet, levels: np.ndarray) -> tuple[np.ndarray | None, int]:
    """The class key (mixed radix over the label codes at ``levels``) of every row of ``source``, and the size of
    the key space; (None, space) when the key would not fit in int64. One gather maps all QIs of the set's rows to
    their label at ``levels`` times the QI's stride, and a sum over the QIs adds them up."""
    radices = problem.radix[problem.qi, levels].tolist()
    space = math.prod(radices)  # Python ints: exact
    if space >= 2**62:
        return None, space
    strides = [1] * len(radices)
    for j in range(len(radices) - 2, -1, -1):
        strides[j] = strides[j + 1] * radices[j + 1]
    key_type = np.int32 if space < 2**31 else np.int64
    table = (problem.labels_at(source, levels) * np.array(strides)[source.qi_of]).astype(key_type, copy=False)
    # a QI with one label at the node adds 0 to every key: gather the others only (high nodes have many such);
    # one QI at a time, so that no QIs x rows matrix of keys is made beside the set
    live = [j for j, radix in enumerate(radices) if radix > 1]
    if not live:
        return np.zeros(len(source), key_type), space
    key = table[source.stacked[live[0]]]
    for j in live[1:]:
        key += table[source.stacked[j]]
    return key, space


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
    key, space = _node_key(problem, source, levels)
    if key is None:
        return *group_rows([problem.level_map(j, have, int(level))[source.codes(problem, j)]
                            for j, (have, level) in enumerate(zip(source.levels, levels))]), False
    if problem.empty_classes_fail and space <= len(key):
        return key, space, True
    return *group_key(key, space), False


def small_rows(problem: Problem, sizes: np.ndarray) -> int:
    """Records in classes smaller than any passing class (``Problem.min_size``)."""
    return int(sizes[sizes < problem.min_size].sum())


def evaluate(problem: Problem, levels: np.ndarray, source: FrequencySet | None = None, screen: bool = False) -> Outcome:
    """Classes of one node on a frequency set (default: the base set), which of them meet the requirements, and
    the rows suppressed. ``screen``: when the classes too small to pass already hold more rows than may be
    suppressed, the node fails without checking the requirements (``screened``; its suppressed rows are then
    those of the small classes only)."""
    source = source if source is not None else problem.base
    levels = np.asarray(levels)
    group, n_classes, spread = group_node(problem, source, levels)
    sizes = np.bincount(group, weights=source.frequency, minlength=n_classes).astype(np.int64)
    width = max((problem.sensitive[name].n_values for name in source.sensitive), default=1)
    spans = class_spans(n_classes, width)
    counts, cells, flat = {}, None, None
    if len(spans) == 1:
        for name, codes in source.sensitive.items():
            width = problem.sensitive[name].n_values
            held = None if problem.records is None else problem.records.value_counts(name, group, n_classes, width)
            if held is not None:  # persons holding several values (``record_sets.py``)
                counts[name], cells, flat = held, None, None
                continue
            cells = group * np.int64(width) + codes  # int64: a spread group is an int32 key
            flat = np.bincount(cells, weights=source.frequency, minlength=n_classes * width).astype(np.int64)
            counts[name] = flat.reshape(n_classes, width)
        if len(counts) != 1:
            cells = flat = None
    if screen:
        small = small_rows(problem, sizes)
        if small > problem.allowed:
            return Outcome(False, small, sizes, sizes >= problem.min_size, group, levels, source, cells, flat,
                            screened=True, forced=small, spread=spread)
    population = None if source.population is None else \
        np.bincount(group, weights=source.population, minlength=n_classes).astype(np.int64)
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
    return Outcome(satisfied, suppressed, sizes, ok, group, levels, source, cells, flat, forced=forced,
                    spread=spread)


def _first_of(group: np.ndarray, n_groups: int, first_row: np.ndarray | None) -> np.ndarray | None:
    """The first data row of each group of set rows (None when the set does not track it)."""
    if first_row is None:
        return None
    first = np.full(n_groups, np.iinfo(np.int64).max, np.int64)
    np.minimum.at(first, group, first_row)
    return first


def _ties(problem: Problem, source: FrequencySet, levels: np.ndarray, group: np.ndarray,
          sizes: np.ndarray) -> tuple[np.ndarray, ...]:
    """How ARX orders classes of equal size when a uniqueness threshold suppresses the smallest first
    (``HashGroupifyDistribution``): by the class's own Loss when the metric is Loss (ARX's class-based information
    loss, Π_j (size · share_j + 1)^(1/q) − 1, computed in ARX's order of operations so that equal values stay
    equal), then by its first record's row (``representative``)."""
    first = _first_of(group, len(sizes), source.first_row)
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
    present = np.flatnonzero(sizes)
    ok = np.zeros(len(sizes), bool)
    ok[present] = satisfied_classes(problem.requirements, sizes[present],
                                    {name: matrix[present] for name, matrix in counts.items()},
                                    problem.sensitive, problem.reference, population[present])
    return ok, 0


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
    """One sensitive attribute: which cells of the class x value matrix hold rows (records or population)."""
    occupied = outcome.counts > 0
    if outcome.source.population is not None:  # cells of population rows only hold no records
        occupied |= np.bincount(outcome.cells, weights=outcome.source.population, minlength=len(occupied)) > 0
    return occupied


def condensed_rows(outcome: Outcome) -> int | None:
    """The rows of an evaluated node's frequency set, without building it: None when it would not be much smaller
    than the set it came from, −1 when only building it tells (several sensitive attributes)."""
    source = outcome.source
    n_classes = outcome.held_classes
    if n_classes > CONDENSED_SHARE * len(source) or len(source) < CONDENSED_SOURCE_ROWS:
        return None  # (sensitive values only add rows to the classes)
    if not source.sensitive:
        return n_classes
    if outcome.cells is None:
        return -1
    m = int(np.count_nonzero(_occupied(outcome)))
    return m if m <= CONDENSED_SHARE * len(source) else None


def condense(problem: Problem, levels: np.ndarray, outcome: Outcome) -> FrequencySet | None:
    """The frequency set of an evaluated node (one row per class and sensitive-value combination), or None when
    it would not be much smaller than the set it came from. Without sensitive attributes its rows are the classes;
    with one, the occupied cells of the class x value matrix the evaluation counted."""
    source = outcome.source
    n_classes = outcome.held_classes
    if n_classes > CONDENSED_SHARE * len(source):  # sensitive values only add rows to the classes
        return None
    frequency = None
    if not source.sensitive and outcome.spread:  # number the classes that hold rows
        inverse, m = np.cumsum(outcome.class_sizes > 0, dtype=np.int64)[outcome.group] - 1, n_classes
    elif not source.sensitive:
        inverse, m = outcome.group, n_classes
    elif outcome.cells is not None:
        occupied = _occupied(outcome)
        m = int(np.count_nonzero(occupied))
        if m > CONDENSED_SHARE * len(source):
            return None
        inverse = np.cumsum(occupied, dtype=np.int64)[outcome.cells] - 1
        frequency = outcome.counts[occupied]
    else:
        inverse, m = group_rows([outcome.group, *source.sensitive.values()],
                                [len(outcome.class_sizes),
                                 *(problem.sensitive[name].n_values for name in source.sensitive)])
        if m > CONDENSED_SHARE * len(source):
            return None
    representative = np.empty(m, np.int64)
    representative[inverse] = np.arange(len(inverse))  # rows merged into one share their codes

    def total(weights: np.ndarray | None) -> np.ndarray | None:
        return None if weights is None else np.bincount(inverse, weights=weights, minlength=m).astype(np.int64)

    # each label of the source numbering -> its label in the numbering at ``levels``, whose labels are all images
    # of the source's (levels are functions), so they inherit their QI and a hierarchy row
    table = problem.labels_at(source, levels) + problem.offsets(levels)[source.qi_of]
    labels = int(problem.radix[problem.qi, levels].sum())
    qi_of, row_of = np.empty(labels, np.int64), np.empty(labels, np.int64)
    qi_of[table], row_of[table] = source.qi_of, source.row_of
    # np.take keeps the QI rows contiguous (stacked[:, rows] would be Fortran-ordered: 3x slower gathers)
    return FrequencySet(tuple(int(v) for v in levels), table[np.take(source.stacked, representative, axis=1)],
                {name: values[representative] for name, values in source.sensitive.items()},
                total(source.frequency) if frequency is None else frequency, qi_of, row_of,
                total(source.population), _first_of(inverse, m, source.first_row))

