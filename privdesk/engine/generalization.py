"""Which hierarchy level a released value came from, row by row, when auditing a release made elsewhere.

A release carries generalized labels but not the transformation that made them. Given the original column and its
hierarchy, a released cell's level is the lowest level at which the original value's label equals the released
text; a suppressed row (all QIs ``*``) is at the top level. Full-domain releases have one level per column; local
recoding (Mondrian, hand edits) gives levels that vary by row, which the WHD loss accepts as a matrix.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from .dataset import Column
from .errors import InputError
from .hierarchy import Hierarchy, name_values


def detect_levels(hierarchy: Hierarchy, original: Column, released: Column,
                  suppressed: np.ndarray | None = None, missing_tokens=None) -> np.ndarray:
    """ARX level (0 = original .. height) of every released cell; rows paired by position.

    Raises InputError naming released values that no level of the hierarchy produces from their original value.
    """
    if len(original.codes) != len(released.codes):
        raise InputError(f"the original has {len(original.codes):,} rows and the release {len(released.codes):,}; "
                         "rows are paired by position", column=released.name)
    bound = hierarchy.bind(original) if missing_tokens is None else hierarchy.bind(original, missing_tokens)
    released_values = np.where(released.values == None, "", released.values)  # noqa: E711 - elementwise
    levels = np.full(len(original.codes), -1, dtype=np.int64)
    for level in range(hierarchy.levels):  # a handful of levels, each compared as integer codes
        released_label = pd.Index(hierarchy.labels[level]).get_indexer(released_values)
        match = bound[level][original.codes] == released_label[released.codes]
        levels = np.where((levels < 0) & match, level, levels)
    if suppressed is not None:
        levels[np.asarray(suppressed, bool)] = hierarchy.height
    unexplained = levels < 0
    if unexplained.any():
        rows = np.flatnonzero(unexplained)
        values = released.values[np.unique(released.codes[rows])]
        raise InputError(f"{len(rows):,} released values are not a generalization of their original value in the "
                         f"hierarchy, e.g. {name_values(list(values))} (first at data row {rows[0] + 1})",
                         column=released.name)
    return levels
