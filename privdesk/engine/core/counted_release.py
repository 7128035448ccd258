"""A release seen through counts, so that its classes, models and risk need no row per record.

An in-memory release is a table of records. An out-of-core engine gives instead what the figures are made of: the
frequency set (the release's distinct QI rows, each with its records) and, for each sensitive attribute, its
(group, value, records) triples, counted by the engine's GROUP BY. :class:`CountedRelease` holds either: a table
whose rows may stand for several records, and per attribute the rows its values are counted over. The record
builder, the model checks and the risk read a release only through it, so one function computes each figure for
both; an in-memory table is the case where every row is one record (:meth:`CountedRelease.of`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any, Mapping, Sequence

import numpy as np

from privdesk.engine.core.classes import ROW_BLOCK, Partition, RunsByClass, release_partition
from privdesk.engine.core.dataset import Column, Dataset


def narrow_integer(largest: int, smallest: type = np.int32) -> type:
    """The narrowest of int16, int32 and int64, not narrower than ``smallest``, that holds 0..``largest``: an
    attribute's triples are about one a record, and narrow ones are what let 10^8 records be checked in 2 GB."""
    for kind in (np.int16, np.int32):
        if np.dtype(kind).itemsize >= np.dtype(smallest).itemsize and largest <= np.iinfo(kind).max:
            return kind
    return np.int64


@dataclass(frozen=True)
class CountedAttribute:
    """One attribute's values counted per row of a release's table: ``column.codes[i]`` is the value of counted
    row i, ``group[i]`` the table row (a QI combination) it belongs to and ``counts[i]`` its records."""

    column: Column
    group: np.ndarray
    counts: np.ndarray


@dataclass(frozen=True)
class MappedRelease:
    """A full-domain release of a grouped table told by values, not rows (what an out-of-core engine needs to write
    it): per QI, the label code of each value code of the grouped table's column and the text of each label code,
    and the label codes of the suppressed classes (classes x QIs), whose rows show ``suppressed_labels``."""

    qis: list[str]
    label_of_value: list[np.ndarray]
    label_texts: list[np.ndarray]
    suppressed: np.ndarray
    suppressed_labels: list[str]


class CountedRelease:
    """A released table whose row i stands for ``counts[i]`` records (None: one each), with the attributes counted
    apart from it (``attributes``: name -> :class:`CountedAttribute`; any other column is the table's own)."""

    def __init__(self, table: Dataset, counts: np.ndarray | None = None,
                 attributes: Mapping[str, CountedAttribute] | None = None) -> None:
        self.table = table
        self.counts = None if counts is None else np.asarray(counts, np.int64)
        self.attributes = dict(attributes or {})
        self._partitions: dict[tuple[str, ...], Partition] = {}
        self._attribute_partitions: dict[tuple[tuple[str, ...], str], Partition] = {}
        self.figures: dict[tuple, Any] = {}  # the sensitive checks' figures, computed once (``models.check_all``)
        self.columns: list[str] | None = None  # every column of the release, when some are neither counted nor held
        self.sums: dict[str, np.ndarray] = {}  # a numeric column's sum over the records of each row (weights)

    @classmethod
    def of(cls, release: "Dataset | CountedRelease") -> "CountedRelease":
        """``release`` as counts: an in-memory table's rows are one record each."""
        return release if isinstance(release, CountedRelease) else cls(release)

    @cached_property
    def n_rows(self) -> int:
        """Records in the release."""
        return self.table.n_rows if self.counts is None else int(self.counts.sum())

    @property
    def names(self) -> list[str]:
        if self.columns is not None:
            return list(self.columns)
        return [*self.table.names, *(name for name in self.attributes if name not in self.table.names)]

    def column(self, name: str) -> Column:
        """The column ``name``: its values, and its codes over the rows it is counted on."""
        counted = self.attributes.get(name)
        return counted.column if counted is not None else self.table.column(name)

    def partition(self, qis: Sequence[str]) -> Partition:
        """The release's equivalence classes over ``qis`` (sizes in records), computed once."""
        key = tuple(qis)
        if key not in self._partitions:
            self._partitions[key] = release_partition(self.table, qis, self.counts)
        return self._partitions[key]

    def attribute_partition(self, qis: Sequence[str], name: str) -> Partition:
        """The classes over ``qis`` seen through the rows attribute ``name`` is counted on (its codes are
        ``column(name).codes``): class x value counts of that attribute come from it. Computed once.

        Triples in group order (as engines fetch them) are runs of whole groups, so their classes are known from
        the groups' (:class:`RunsByClass`) and no array per triple is made; otherwise each triple's class is
        gathered, as int32 when the classes fit."""
        classes = self.partition(qis)
        counted = self.attributes.get(name)
        if counted is None:
            return classes
        key = (tuple(qis), name)
        if key not in self._attribute_partitions:
            of_group = classes.class_of_row
            kind = narrow_integer(classes.n_classes)
            group = counted.group
            if _ascending(group):
                starts = np.searchsorted(group, np.arange(len(of_group) + 1, dtype=group.dtype))
                runs = RunsByClass(of_group.astype(kind), starts, classes.n_classes)
                self._attribute_partitions[key] = classes.over_rows(runs.class_of_row, counted.counts, runs)
            else:
                self._attribute_partitions[key] = classes.over_rows(of_group.astype(kind)[group], counted.counts)
        return self._attribute_partitions[key]

    def value_totals(self, qis: Sequence[str], name: str) -> np.ndarray:
        """Records per value of ``name`` over the whole release, suppressed records included."""
        column = self.column(name)
        return self.attribute_partition(qis, name).value_totals(column.codes, len(column.values))


def _ascending(values: np.ndarray) -> bool:
    """Whether ``values`` never decrease, checked a block at a time (no row-sized temporary)."""
    for first in range(0, len(values), ROW_BLOCK):  # blocks of a million, not a loop over rows
        block = values[first:first + ROW_BLOCK + 1]
        if np.any(block[1:] < block[:-1]):
            return False
    return True
