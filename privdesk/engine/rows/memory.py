"""The in-memory row engine: numpy over a loaded table's integer codes (``engine.classes``)."""

from __future__ import annotations

from typing import Sequence

import numpy as np

from ..classes import partition
from ..dataset import Dataset
from . import FrequencySet


class MemoryRows:
    """Row passes over a :class:`Dataset` in memory. ``row_counts``: the records each row stands for, when the
    rows are themselves a frequency set (an out-of-core engine's grouped table), else one each."""

    name = "memory"

    def __init__(self, dataset: Dataset, row_counts: np.ndarray | None = None) -> None:
        self.dataset = dataset
        self.row_counts = None if row_counts is None else np.asarray(row_counts, np.int64)
        self.n_rows = dataset.n_rows if row_counts is None else int(self.row_counts.sum())

    def frequency_set(self, attributes: Sequence[str]) -> FrequencySet:
        columns = [self.dataset.column(name) for name in attributes]
        radices = np.array([len(c.values) for c in columns], dtype=np.int64)
        # the frequency set's order does not matter to the search: unordered groups save a sort
        groups = partition([c.codes for c in columns], radices=radices, ordered=False)
        counts = groups.sizes if self.row_counts is None else np.bincount(
            groups.class_of_row, weights=self.row_counts, minlength=groups.n_classes).astype(np.int64)
        return FrequencySet(columns, groups.keys.astype(np.int64), counts, self.n_rows,
                            tuple(self.dataset.source.missing_tokens), lambda: groups.class_of_row)
