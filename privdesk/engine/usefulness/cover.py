"""Which original values a released value stands for: the bridge that lets statistics of a generalized release be
compared with the original's.

A released value covers the original values it generalizes: those its hierarchy maps to it (at any level), the
original value of the same text, and — for a label neither knows — the numbers inside a range label (``20-39``,
``[20, 40[``, ``[20, 40]``, ``<=40``) of a numeric column, the texts a masked label (``4767*``) matches, and —
only when suppressed cells are included — every original value for ``*``. A released value that covers nothing
(an unknown label) is left out of the comparison and counted as unmatched.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np
import pandas as pd

from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.classes import SUPPRESSED_LABEL
from privdesk.engine.core.dataset import Column
from privdesk.engine.core.types import ColumnType, parse
from privdesk.engine.metrics.attribute_entropy import cover_by_released_labels

NUMERIC_TYPES = (ColumnType.INTEGER, ColumnType.DECIMAL, ColumnType.DATE)
MAX_COVER_CELLS = 20_000_000
"""Above this many released × original values a column is compared by equal texts only (no range labels)."""

_NUMBER = r"[+-]?\d+(?:\.\d+)?"
_RANGE = re.compile(rf"^\s*[\[(]?\s*({_NUMBER})\s*(?:-|,|\.\.|–)\s*({_NUMBER})\s*([\])\[]?)\s*$")
_BOUND = re.compile(rf"^\s*(<=|>=|<|>|≤|≥)\s*({_NUMBER})\s*$")


@dataclass(frozen=True)
class Cover:
    """``matrix[j, v]``: released value j covers original value v (codes of the two columns)."""

    matrix: np.ndarray        # bool, len(released.values) x len(original.values)
    suppressed: np.ndarray    # bool per released value: it is the suppression label '*'

    @property
    def sizes(self) -> np.ndarray:
        return self.matrix.sum(axis=1)

    def spread(self) -> np.ndarray:
        """Each released value's weight spread evenly over the original values it covers (rows sum to 1 or 0)."""
        sizes = self.sizes
        return self.matrix / np.maximum(sizes, 1)[:, None]


def numeric_keys(column: Column) -> np.ndarray:
    """Float value of each code of a numeric or date column (dates in days since 1970-01-01); NaN where a value
    does not parse or is missing."""
    keys = np.full(len(column.values), np.nan)
    present = column.values[: column.distinct_count]
    if column.type not in NUMERIC_TYPES or not len(present):
        return keys
    parsed = parse(present, column.type, column.format)
    if column.type is ColumnType.DATE:
        days = parsed.keys.astype("datetime64[ns]").astype("datetime64[s]").astype(np.int64) / 86400.0
        keys[: len(present)] = np.where(parsed.ok, days, np.nan)
    else:
        keys[: len(present)] = np.where(parsed.ok, parsed.keys.astype(float), np.nan)
    return keys


def released_cover(original: Column, released: Column, hierarchy: Hierarchy | None = None,
                   include_suppressed: bool = False, missing_tokens=None) -> Cover:
    """The cover of every distinct released value of one column over the original column's values."""
    rel_values = np.asarray(released.values, dtype=object)
    n_rel, n_orig = len(rel_values), len(original.values)
    suppressed = np.array([v == SUPPRESSED_LABEL for v in rel_values], dtype=bool)
    matrix = np.zeros((n_rel, n_orig), dtype=bool)
    same = pd.Index(original.values).get_indexer(rel_values)   # equal texts (missing matches missing)
    matrix[np.flatnonzero(same >= 0), same[same >= 0]] = True
    if n_rel * n_orig <= MAX_COVER_CELLS:
        if hierarchy is not None:
            labels = np.where(rel_values == None, "", rel_values).astype(object)  # noqa: E711 (object array)
            try:
                matrix |= cover_by_released_labels(hierarchy, original, labels, missing_tokens)
            except ValueError:  # the hierarchy does not fit the original: fall back to texts and ranges
                pass
        keys = numeric_keys(original)
        if original.type in NUMERIC_TYPES and original.type is not ColumnType.DATE:
            bounds = np.array([_range(v) for v in rel_values], dtype=float).reshape(n_rel, 3)
            low, high, open_high = bounds[:, 0], bounds[:, 1], bounds[:, 2] > 0
            inside = (keys[None, :] >= low[:, None]) & np.where(open_high[:, None], keys[None, :] < high[:, None],
                                                                 keys[None, :] <= high[:, None])
            unknown = ~matrix.any(axis=1)  # the hierarchy's word wins over the label's reading
            matrix |= inside & (~np.isnan(low) & unknown)[:, None]
        _cover_masked(matrix, rel_values, original)
    matrix[suppressed] = False
    if include_suppressed:
        matrix[suppressed, : original.distinct_count] = True
    return Cover(matrix, suppressed)


def generalized_top(original: Column, released: Column, cover: Cover, suppressed_rows: np.ndarray | None
                    ) -> tuple[np.ndarray, np.ndarray, Cover]:
    """(values, codes, cover) of ``released`` in which a ``*`` outside the records the release suppressed
    (``suppressed_rows``, a boolean mask) is one more value after the others: a generalization to the top that
    covers every original value, as ARX tells a suppressed record (``isOutlier``) from a generalized cell. A
    ``*`` of a suppressed record stays the suppressed value. None: every ``*`` is suppressed."""
    values = np.asarray(released.values, dtype=object)
    if suppressed_rows is None or not cover.suppressed.any():
        return values, released.codes, cover
    star = int(np.flatnonzero(cover.suppressed)[0])  # distinct values: one '*' at most
    top = (released.codes == star) & ~np.asarray(suppressed_rows, bool)
    if not top.any():
        return values, released.codes, cover
    every = np.zeros((1, cover.matrix.shape[1]), bool)
    every[0, : original.distinct_count] = True
    return (np.append(values, SUPPRESSED_LABEL), np.where(top, len(values), released.codes),
            Cover(np.vstack([cover.matrix, every]), np.append(cover.suppressed, False)))


def _cover_masked(matrix: np.ndarray, rel_values: np.ndarray, original: Column) -> None:
    """A label that nothing else explains and holds ``*`` (``4767*``) covers the original texts it masks: each
    ``*`` stands for one character."""
    texts = pd.Series(["" if v is None else str(v) for v in original.values[: original.distinct_count]],
                      dtype=object)
    for j in np.flatnonzero(~matrix.any(axis=1)):  # one pass per distinct unexplained label
        value = rel_values[j]
        if isinstance(value, str) and "*" in value and value.strip("*"):
            pattern = "^" + re.escape(value).replace(r"\*", ".") + "$"
            matrix[j, : len(texts)] = texts.str.match(pattern).to_numpy(bool)


def _range(value: object) -> tuple[float, float, float]:
    """(low, high, 1 if the high end is open) of a range label (``20-39``, ``[20, 40[``, ``<=40``, ``>= 40``);
    NaN when the value is no range."""
    if not isinstance(value, str):
        return np.nan, np.nan, 0.0
    bound = _BOUND.match(value)
    if bound:
        sign, number = bound.group(1), float(bound.group(2))
        if sign in ("<=", "≤"):
            return -np.inf, number, 0.0
        if sign == "<":
            return -np.inf, number, 1.0
        return (number, np.inf, 0.0) if sign in (">=", "≥") else (np.nextafter(number, np.inf), np.inf, 0.0)
    match = _RANGE.match(value)
    if not match:
        return np.nan, np.nan, 0.0
    low, high = float(match.group(1)), float(match.group(2))
    if low > high:
        return np.nan, np.nan, 0.0
    return low, high, 1.0 if match.group(3) in ("[", ")") else 0.0
