"""The base frequency set's hierarchy rows, held once.

The search reads the frequency set's hierarchy row of every QI both as ``Problem.rows`` (one array per QI) and as
the bottom node's ``FrequencySet.stacked`` (the same rows plus each QI's offset, QIs x rows). When the QIs nearly
identify a record the set is nearly as long as the table (10^7 groups: 4 QIs x 40 MB each way), so both are
this one int32 matrix: a QI's rows are computed from it when asked (a scorer's or a report's rare reads), never
kept beside it.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np


class StackedRows(Sequence):
    """``rows[j]`` = ``stacked[j] - offsets[j]``: QI j's hierarchy row of every frequency-set row."""

    def __init__(self, stacked: np.ndarray, offsets: np.ndarray) -> None:
        self.stacked, self.offsets = stacked, offsets

    def __len__(self) -> int:
        return len(self.stacked)

    def __getitem__(self, j):
        return self.stacked[j] - self.stacked.dtype.type(self.offsets[j])


def stacked_rows(parts: Sequence[tuple[np.ndarray, np.ndarray]], offsets: np.ndarray, n: int,
                 labels: int | None = None) -> StackedRows:
    """The rows ``row_of_value[codes]`` of each QI's pair in ``parts`` (its hierarchy row of each value code, the
    value code of each frequency-set row) stacked with ``offsets`` added, gathered straight into the matrix (no
    row-length temporary; "wrap" keeps numpy's meaning of a negative index). ``labels``: the rows' labels of all
    QIs (offset included) number fewer than this; uint16 when it is at most 2^16 (a fine zip, an age and a date:
    about 34,000 labels, and 85 M rows at 10^8 records take 0.7 GB instead of 1.4), else int32."""
    dtype = np.uint16 if labels is not None and labels <= 1 << 16 else np.int32  # far fewer than 2^31 labels
    stacked = np.empty((len(parts), n), dtype)
    for j, (row_of_value, codes) in enumerate(parts):
        np.take(np.asarray(row_of_value).astype(dtype), codes, out=stacked[j], mode="wrap")
        stacked[j] += dtype(offsets[j])
    return StackedRows(stacked, np.asarray(offsets, np.int64))
