"""The problem a full-domain search solves, prepared once: the frequency set (distinct QI + sensitive code rows
with counts, ARX's roll-up starting point), the hierarchies bound to it, the requirements split by how they are
checked, and the checks of a search's arguments. Nodes are evaluated on it in ``evaluation.py``; the search over
the lattice is in ``search.py``."""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.progress import Progress
from privdesk.engine.core.types import ColumnType
from privdesk.engine.models.requirements import (
    Requirement,
    SensitiveData,
    largest_t,
    sensitive_attributes,
    smallest_passing_class,
)
from privdesk.engine.rows import RowEngine
from privdesk.engine.rows.memory import REMEMBERED_ROWS, MemoryRows, remembered
from privdesk.engine.search.lattice import blocks as class_blocks
from privdesk.engine.search.lattice.blocks import Blocks, Runs
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
    memo: dict = field(default_factory=dict)  # what searches derive from the table alone (``TableBase.memo``)

    def __post_init__(self) -> None:
        self._maps: dict[tuple[int, int, int], np.ndarray] = {}
        self._offsets: dict[tuple[int, ...], np.ndarray] = {}
        self._first_rows: dict[tuple[int, int], np.ndarray] = {}
        self.qi = np.arange(len(self.matrices))
        if "up" in self.memo:  # the same hierarchies as the table base's last search
            self.up, self.radix = self.memo["up"]
            return
        depth = max(matrix.shape[0] for matrix in self.matrices)
        # up[level, start_j + row]: the label code at ``level`` of hierarchy row ``row`` of QI j (levels above the
        # top repeat it). Every label of a set's numbering names one such row (``FrequencySet.row_of``), so mapping all
        # labels of a set to any node is one gather.
        self.up = np.concatenate([matrix[np.minimum(np.arange(depth), matrix.shape[0] - 1)]
                                  for matrix in self.matrices], axis=1).astype(np.int64)
        self.radix = np.ones((len(self.matrices), depth), np.int64)  # [qi, level] -> number of labels
        for j, counts in enumerate(self.label_counts):
            self.radix[j, :len(counts)] = counts
        self.up.flags.writeable = self.radix.flags.writeable = False  # shared by the next searches (``memo``)
        self.memo["up"] = self.up, self.radix

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
        """The frequency set itself, as the set of the lattice's bottom node: one per table base (``memo``, with
        the key blocks it makes) unless it tracks first rows (uniqueness thresholds: they are the run's)."""
        if self.first_row is None and "base" in self.memo:
            return self.memo["base"]
        base = self.frame(self.rows, dict(self.sensitive_codes), self.frequency, self.population, self.first_row)
        if self.first_row is None and self.records is None:
            self.memo["base"] = base
        return base

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
           grouping: Callable | None = None, distinct_rows: bool = False, borrow: bool = False):
    """Check a full-domain search's arguments and prepare its frequency set (shared with ``heuristic.py``):
    (problem, group of each row (or a function making it: :func:`rows_of_groups`), bound hierarchy rows, heights,
    lowest and highest levels). ``row_counts``,
    ``aggregated`` and ``distinct_rows``: see ``optimal_generalization``. ``grouping``: prepares the problem in
    place of :func:`prepare` (over persons: ``record_sets.person_grouping``). ``borrow``: the problem may hold its
    stacked hierarchy rows in the QI columns' own code arrays (``stacked_rows.lendable``); they are given back by
    ``problem.rows.give_back()``, and until then the table's QI codes must not be read."""
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
                                                suppression, population, aggregated, borrow)
    if uniqueness:  # ARX's order of suppressing classes of equal size (``_ties``)
        problem.first_row = first_of(rows_of_groups(group_of_row), len(problem.frequency), np.arange(dataset.n_rows))
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



def rows_of_groups(group_of_row) -> np.ndarray | None:
    """The group of every data row, from what :func:`setup_problem` returns (the array, or a function making it)."""
    return group_of_row() if callable(group_of_row) else group_of_row


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
             aggregated: tuple[str, ...] = (), borrow: bool = False):
    """The search's problem from the row engine's frequency set over the QIs, the protected sensitive attributes
    and the ``aggregated`` ones (whose values the Loss counts per class): (problem, group of each row or a function making it — None when
    the engine keeps its rows —, QI hierarchies bound). A table in memory is grouped by the memory engine."""
    rows = MemoryRows(rows) if isinstance(rows, Dataset) else rows
    protected = sensitive_attributes(requirements)
    names = [*protected, *(name for name in aggregated if name not in protected)]
    overlap = [n for n in protected if n in qis]
    if overlap:
        raise InputError(_("'{column}' cannot be both a quasi-identifier and a protected sensitive attribute").format(
            column=overlap[0]))
    needing = [r for r in requirements if r.spec.needs_population]
    if needing and population is None:
        raise InputError(_("{label} needs the population table the data is drawn from").format(
            label=needing[0].label))
    table = table_base(rows, qis, names, hierarchies, population if needing else None, borrow)
    passing = table.memo.get(("passing", *requirements))
    if passing is None:  # what the requirements imply on this table's sensitive values, whatever the node
        union_closed = all(r.spec.union_closed(r) for r in requirements)
        passing = table.memo[("passing", *requirements)] = (
            smallest_passing_class(requirements, table.sensitive, table.reference), union_closed,
            [largest_t(r, table.sensitive, table.reference) for r in requirements] if union_closed else None)
    min_size, union_closed, worst = passing
    allowed = int(np.floor(suppression * table.n_rows + 1e-9))
    empty_classes_fail = table.weights is None and all(r.spec.empty_class_fails(r) for r in requirements)
    # the dicts copied: a search over persons replaces entries of its problem's (``record_sets``)
    problem = Problem(table.n_rows, table.frequency, table.rows_of, table.label_counts, dict(table.codes),
                      dict(table.sensitive), dict(table.reference), requirements, allowed, table.matrices,
                      table.weights, min_size, empty_classes_fail, union_closed, worst,
                      tuple(r for r in requirements if r.spec.table_value is not None), aggregated=aggregated,
                      memo=table.memo)
    # made when asked (``rows_of_groups``): the release of a condensed search never needs it (85 M groups: an
    # int32 row number each, 340 MB through the whole search)
    return problem, table.group_of_row, table.bounds


@dataclass
class TableBase:
    """What a search prepares from the table alone (its QIs, sensitive and aggregated attributes, their hierarchies
    and the population), whatever the requirements, limit and metric: the frequency set with its hierarchy rows
    (the population's rows appended, record count 0), the sensitive values and the bound hierarchies. ``memo``:
    what searches derive from it later (the base set with its key blocks, Loss's totals, the smallest passing
    class), kept with it when it is ``remembered``."""

    n_rows: int
    frequency: np.ndarray
    rows_of: Sequence[np.ndarray]
    label_counts: list[list[int]]
    codes: dict[str, np.ndarray]
    sensitive: dict[str, SensitiveData]
    reference: dict[str, np.ndarray]
    matrices: list[np.ndarray]
    weights: np.ndarray | None
    bounds: list
    group_of_row: Any
    held: tuple = ()        # the hierarchies and population whose ids key a remembered base: alive while it is
    remembered: bool = False
    memo: dict = field(default_factory=dict)


REMEMBERED_BASES = 2
"""Table bases a table keeps (``rows.memory.remembered``), as it keeps its frequency sets: a window's run after run
over the same attributes re-made them (Adult: 0.5-1.5 ms of a 6-15 ms search)."""


def table_base(rows: RowEngine, qis: list[str], names: list[str], hierarchies: Mapping[str, Hierarchy],
               population: Dataset | None, borrow: bool = False) -> TableBase:
    """The :class:`TableBase` of a search, remembered with an in-memory table of at most ``REMEMBERED_ROWS`` rows
    whose frequency sets are remembered (keyed by the ids of the hierarchies and population, which the entry holds,
    so that the ids name them while it lasts); made anew otherwise (out of core, a frequency set, borrowed rows)."""
    if borrow or not isinstance(rows, MemoryRows) or rows.row_counts is not None \
            or rows.dataset.n_rows > REMEMBERED_ROWS:
        return _made_base(rows, qis, names, hierarchies, population, borrow)
    held = (*(hierarchies[q] for q in qis), *(hierarchies.get(name) for name in names), population)
    key = ("search base", tuple(qis), tuple(names), tuple(map(id, held)))
    return remembered(rows.dataset, key, lambda: _made_base(rows, qis, names, hierarchies, population, held=held),
                      REMEMBERED_BASES)


def _made_base(rows: RowEngine, qis: list[str], names: list[str], hierarchies: Mapping[str, Hierarchy],
               population: Dataset | None, borrow: bool = False, held: tuple | None = None) -> TableBase:
    grouped = rows.frequency_set([*qis, *names])
    missing_tokens = grouped.missing_tokens
    bounds = [hierarchies[q].bind(grouped.columns[j], missing_tokens) for j, q in enumerate(qis)]
    frequency = grouped.counts
    # hierarchy rows as int32 (there are far fewer than 2^31): 4 bytes a cell of a frequency set that may have
    # nearly as many rows as the table
    label_counts = [[len(labels) for labels in hierarchies[q].labels] for q in qis]
    offsets = np.concatenate([[0], np.cumsum([counts[0] for counts in label_counts[:-1]])]).astype(np.int64)
    rows_of = stacked_rows([(bound[0], grouped.codes(j)) for j, bound in enumerate(bounds)], offsets,
                           len(grouped.counts), sum(counts[0] for counts in label_counts), borrow)
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
    matrices = [hierarchies[q].matrix for q in qis]
    weights = None
    if population is not None:
        population_rows, counts = population_qi_rows(population, qis, hierarchies)
        check_contains(population_rows, counts, rows_of, frequency, qis, hierarchies)
        rows_of = [np.concatenate([codes, population_rows[:, j]]) for j, codes in enumerate(rows_of)]
        added = len(counts)
        codes = {name: np.concatenate([c, np.zeros(added, c.dtype)]) for name, c in codes.items()}
        weights = np.concatenate([np.zeros(len(frequency), np.int64), counts])
        frequency = np.concatenate([frequency, np.zeros(added, frequency.dtype)])
    return TableBase(grouped.n_rows, frequency, rows_of, label_counts, codes, sensitive, reference, matrices, weights,
                     bounds, grouped.group_of_row, held or (), held is not None)


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
    keys_made: int = field(default=0, compare=False, repr=False)  # class keys asked of this set so far
    blocks: Blocks | Runs | None = field(default=None, compare=False, repr=False)  # ``key_blocks``

    def __len__(self) -> int:
        return len(self.frequency)

    def key_blocks(self, problem: Problem) -> Blocks | Runs | None:
        """The set's QIs in blocks for class keys (``blocks.py``), or a larger set's runs of rows, made when a
        second key is asked of it (a set evaluated once would not repay them); None until then, or when neither
        would pay."""
        self.keys_made += 1
        if self.keys_made == 2 and class_blocks.BLOCK_ROWS <= len(self) <= class_blocks.BLOCK_MAX_ROWS:
            self.blocks = class_blocks.blocks_of(self.stacked, problem.offsets(self.levels),
                                    problem.radix[problem.qi, list(self.levels)].tolist())
        elif self.keys_made == 2 and self.blocks is None and len(self) > class_blocks.BLOCK_MAX_ROWS:
            self.blocks = class_blocks.runs_of(self.stacked)
        return self.blocks

    @functools.cached_property
    def weights(self) -> np.ndarray:
        """``frequency`` as float64, as ``np.bincount`` takes weights (it converts integer ones at every call: on a
        set of 1,500 rows that is two thirds of a count's time). A set of more than ``FLOAT_WEIGHTS_ROWS`` rows
        keeps no copy: there the conversion is a small part of a count, the copy not a small amount of memory."""
        return _float_weights(self.frequency)

    @functools.cached_property
    def population_weights(self) -> np.ndarray | None:
        """``population`` as float64 (see ``weights``)."""
        return None if self.population is None else _float_weights(self.population)

    def codes(self, problem: Problem, j: int, rows: np.ndarray | slice = slice(None)) -> np.ndarray:
        """Label codes of QI j at ``levels`` (of some rows)."""
        return self.stacked[j, rows] - problem.offsets(self.levels)[j]



def first_of(group: np.ndarray, n_groups: int, first_row: np.ndarray | None) -> np.ndarray | None:
    """The first data row of each group of set rows (None when the set does not track it)."""
    if first_row is None:
        return None
    first = np.full(n_groups, np.iinfo(np.int64).max, np.int64)
    np.minimum.at(first, group, first_row)
    return first


REPRESENTATIVE_BLOCK = 1 << 22
"""Rows numbered at a time by :func:`representatives`."""


def representatives(inverse: np.ndarray | Callable[[int, int], np.ndarray], m: int, n: int | None = None
                    ) -> np.ndarray:
    """A row of each of the ``m`` groups of ``inverse`` (group of each row, or a function giving the groups of rows
    first..last-1 of ``n``): the last, as one assignment of every row's number would leave it, numbered a block of
    rows at a time (no row-length int64 range beside ``inverse``: 0.7 GB at 85 M rows)."""
    of = inverse if callable(inverse) else (lambda first, last: inverse[first:last])
    n = len(inverse) if n is None else n
    rows = np.empty(m, np.int64)
    for start in range(0, n, REPRESENTATIVE_BLOCK):
        stop = min(start + REPRESENTATIVE_BLOCK, n)
        rows[of(start, stop)] = np.arange(start, stop)
    return rows


FLOAT_WEIGHTS_ROWS = 1 << 20


def _float_weights(counts: np.ndarray) -> np.ndarray:
    return counts.astype(np.float64) if len(counts) <= FLOAT_WEIGHTS_ROWS else counts
