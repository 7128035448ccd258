"""Paired counts: what ``measure`` needs of an original and its release (rows paired by position), as counts.

Every measure of a release against its original (PL/DR/IR and EC, risk, the per-attribute entropies, the weighted
attribute entropy, with hierarchies WHD and the full-domain losses) is a function of a few aggregates of the paired
records: the records of each tuple of paired columns, of each value of a column, of each released class, of each
QI's (original value, released value, suppressed) triple, and the distinct (class, original value) pairs of each
QI. A source of them answers those questions; :class:`DatasetPairs` from two tables in memory (numpy over their
codes), ``rows.duckdb_paired.DuckDBPairs`` from an engine's GROUP BYs, where the pairs never come into memory.
``app.measure`` computes every figure from these answers once, whichever source gives them.

A source has ``original`` and ``released``: the paired columns' :class:`Dataset` s, whose columns carry the values,
types and order the codes of every answer index (in memory the tables themselves).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Iterator, Mapping, Sequence

import numpy as np

from privdesk.engine.core.classes import Partition, blocked_bincount, release_partition
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.metrics.entropy import entropy_in_place, tuple_counts
from privdesk.engine.metrics.privacy_level import ORIGINAL

Columns = Sequence[tuple[str, str]]
"""Paired columns as (side, name): side ``ORIGINAL`` or ``RELEASED`` (``metrics.privacy_level``)."""


@dataclass(frozen=True)
class LevelPairs:
    """One QI's distinct (original value code, released value code, suppressed) triples, sorted, with the records
    holding each (``level_pairs``): a record's hierarchy level is a function of its triple, so the levels are
    detected on these few triples, not on a row per record. ``suppressed``: the record is in the release's
    suppressed class (every QI ``*``)."""

    original: np.ndarray
    released: np.ndarray
    suppressed: np.ndarray
    records: np.ndarray

    def kept_records(self, n_values: int) -> np.ndarray:
        """The records of each original value code that are not suppressed (whole numbers, as floats)."""
        kept = ~self.suppressed
        return np.bincount(self.original[kept], weights=self.records[kept], minlength=n_values)


@dataclass(frozen=True)
class LevelTuples:
    """Each QI's hierarchy level (``levels``: rows x QIs) of rows weighing ``records`` each (None: one each),
    ``suppressed`` marking the release's suppressed ones (``level_tuples``): what WHD sums. The weights sum to
    the records' WHD, not always to the records (``separate_level_tuples``)."""

    levels: np.ndarray
    suppressed: np.ndarray
    records: np.ndarray | None


class DatasetPairs:
    """Paired counts of two tables in memory, row i of one paired with row i of the other, each row standing for
    ``records[i]`` records (a grouped table's pairs, ``rows.memory.records_of``) or one."""

    def __init__(self, original: Dataset, released: Dataset, records: np.ndarray | None = None) -> None:
        self.original, self.released, self.records = original, released, records
        self.n_records = original.n_rows if records is None else int(np.asarray(records).sum())

    def column(self, side: str, name: str):
        return (self.original if side == ORIGINAL else self.released).column(name)

    def tuple_counts(self, columns: Columns) -> np.ndarray:
        """The records of each distinct tuple of ``columns`` (at least one), in the lexicographic order of their
        codes, as floats (whole numbers): what ``joint_entropy`` sums, in its order."""
        return tuple_counts([self.column(side, name).codes for side, name in columns], self.records, float)

    def value_records(self, side: str, name: str) -> np.ndarray:
        """The records holding each value code of a column (suppressed ones included), as int64."""
        codes = self.column(side, name).codes
        return blocked_bincount(codes, len(codes), self.records, len(self.column(side, name).values))

    def release_classes(self, qis: Sequence[str]) -> Partition:
        """The release's classes over ``qis`` (``classes.release_partition``, weighted by the records)."""
        return release_partition(self.released, qis, self.records)

    def class_values(self, release: Partition, name: str) -> Iterator[tuple[np.ndarray, np.ndarray]]:
        """The distinct (class, original value code) pairs of attribute ``name`` held by some record, sorted by
        class then value, in blocks of whole classes; class ``release.n_classes`` holds the suppressed records."""
        n_values = len(self.original.column(name).values)
        key = release.class_of_row.astype(np.int64) * n_values + self.original.column(name).codes
        if self.records is not None:
            key = key[np.asarray(self.records) > 0]  # a row of no records holds no value
        key = np.unique(key)
        yield key // n_values, key % n_values

    def level_pairs(self, release: Partition, name: str) -> LevelPairs:
        """QI ``name``'s distinct (original value, released value, suppressed) triples with their records (rows
        of no records included, as in every row's level before)."""
        keys, n_released = self._triple_keys(release, name)
        distinct, inverse = np.unique(keys, return_inverse=True)
        records = blocked_bincount(inverse, len(inverse), self.records, len(distinct))
        pair, suppressed = np.divmod(distinct, 2)
        return LevelPairs(pair // n_released, pair % n_released, suppressed.astype(bool), records)

    def level_tuples(self, release: Partition, qis: Sequence[str], triples: Mapping[str, LevelPairs],
                     levels: Mapping[str, np.ndarray]) -> LevelTuples:
        """Each row's level of each QI of ``qis`` (``levels[name]``: one per triple of ``triples[name]``, from
        :meth:`level_pairs`), the rows' records and suppression: WHD summed row by row, as before."""
        columns = []
        for name in qis:
            keys, n_released = self._triple_keys(release, name)
            pairs = triples[name]
            distinct = (pairs.original * n_released + pairs.released) * 2 + pairs.suppressed
            level = np.asarray(levels[name])
            # a byte a row, not eight, while the QIs' levels are held together (10^7 rows: 70 MB less each)
            columns.append(level.astype(np.int8 if level.max(initial=0) < 127 else np.int64)[
                np.searchsorted(distinct, keys)])
        return LevelTuples(np.column_stack(columns), ~release.kept_rows, release.weights)

    def _triple_keys(self, release: Partition, name: str) -> tuple[np.ndarray, int]:
        """Each row's (original code, released code, suppressed) triple as one int64, in the triples' sort order,
        and the number of released values that numbers them."""
        original, released = self.original.column(name).codes, self.released.column(name).codes
        n_released = len(self.released.column(name).values)
        return (original.astype(np.int64) * n_released + released) * 2 + ~release.kept_rows, n_released


def separate_level_tuples(release: Partition, qis: Sequence[str], triples: Mapping[str, LevelPairs],
                          levels: Mapping[str, np.ndarray]) -> LevelTuples:
    """Rows whose WHD sums to the records': WHD adds each QI's loss of a record and a level 0 loses nothing, so
    each QI's triples of kept records are rows of their own (that QI at its level, the others at 0), and the
    suppressed records one row (a suppressed row's loss is the top of every hierarchy, whatever its levels). A
    few thousand rows at 10^8 records, from the triples alone; the sum runs in another order than the records'
    (the memory engine's), equal within 1e-12 relative."""
    blocks, records = [], []
    for j, name in enumerate(qis):
        kept = ~triples[name].suppressed
        block = np.zeros((int(kept.sum()), len(qis)), np.int64)
        block[:, j] = np.asarray(levels[name])[kept]
        blocks.append(block)
        records.append(triples[name].records[kept])
    blocks.append(np.zeros((1, len(qis)), np.int64))
    records.append(np.array([release.suppressed], np.int64))
    matrix = np.concatenate(blocks)
    suppressed = np.zeros(len(matrix), bool)
    suppressed[-1] = True
    return LevelTuples(matrix, suppressed, np.concatenate(records).astype(np.int64))


CLASS_BLOCK = 1 << 21
"""(class, value) pairs an engine hands over at once (``class_values``), to whole classes: a few tens of MB."""


def whole_classes(chunks: Iterable[tuple[np.ndarray, np.ndarray]]) -> Iterator[tuple[np.ndarray, np.ndarray]]:
    """Chunks of (class, value) pairs sorted by class re-cut so that each holds whole classes: the last class of a
    chunk is carried into the next (a class's pairs may straddle two chunks)."""
    held: tuple[np.ndarray, np.ndarray] | None = None
    for classes, values in chunks:
        if held is not None:
            classes, values = np.concatenate([held[0], classes]), np.concatenate([held[1], values])
        if not len(classes):
            continue
        last = int(np.searchsorted(classes, classes[-1]))  # the first pair of the chunk's last class
        held = classes[last:], values[last:]
        if last:
            yield classes[:last], values[:last]
    if held is not None and len(held[0]):
        yield held


def joint_entropy_of(pairs, columns: Columns) -> float:
    """H of the paired records over ``columns`` from a source's tuple counts (0 without columns or records): the
    figure ``metrics.entropy.joint_entropy`` gives on the rows, to the last bit."""
    if not columns or not pairs.n_records:
        return 0.0
    return entropy_in_place(pairs.tuple_counts(columns))
