"""Which original values a released value stands for: the bridge that lets statistics of a generalized release be
compared with the original's.

A released value covers the original values it generalizes: those its hierarchy maps to it (at any level), the
original value of the same text, and — for a label neither knows — the numbers inside a range label (``20-39``,
``[20, 40[``, ``[20, 40]``, ``<=40``) of a numeric column, the texts a masked label (``4767*``) matches, and —
only when suppressed cells are included — every original value for ``*``. A released value that covers nothing
(an unknown label) is left out of the comparison and counted as unmatched.

The cover is kept as the (released code, original code) pairs that occur, built by joins on sorted codes, so its
size follows the pairs, not released × original values.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np
import pandas as pd

from privdesk.common.i18n import _
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.classes import SUPPRESSED_LABEL
from privdesk.engine.core.dataset import Column
from privdesk.engine.core.types import ColumnType, parse

NUMERIC_TYPES = (ColumnType.INTEGER, ColumnType.DECIMAL, ColumnType.DATE)
MAX_RANGE_PAIRS = 50_000_000
"""Above this many (range label, covered value) pairs a column's range labels are left unread (overlapping bounds such
as ``<=40``, ``<=41``, … over a near-unique column): the cover stays sparse."""
_CHUNK_CELLS = 1 << 22  # entries × columns per step of a product with a dense matrix

_NUMBER = r"[+-]?\d+(?:\.\d+)?"
_RANGE = re.compile(rf"^\s*[\[(]?\s*({_NUMBER})\s*(?:-|,|\.\.|–)\s*({_NUMBER})\s*([\])\[]?)\s*$")
_BOUND = re.compile(rf"^\s*(<=|>=|<|>|≤|≥)\s*({_NUMBER})\s*$")


@dataclass(frozen=True)
class Cover:
    """Released value ``rows[i]`` covers original value ``cols[i]`` (codes of the two columns): the pairs that occur,
    sorted and unique, never a released × original grid (a near-unique column of 200,000 values would need 37 GB)."""

    rows: np.ndarray          # int64, released codes, sorted
    cols: np.ndarray          # int64, original codes, sorted within a row
    shape: tuple[int, int]    # (len(released values), len(original values))
    suppressed: np.ndarray    # bool per released value: it is the suppression label '*'

    @classmethod
    def of_pairs(cls, rows: np.ndarray, cols: np.ndarray, shape: tuple[int, int], suppressed: np.ndarray) -> Cover:
        keys = np.unique(np.asarray(rows, np.int64) * shape[1] + np.asarray(cols, np.int64))
        return cls(keys // max(shape[1], 1), keys % max(shape[1], 1), shape, suppressed)

    @property
    def sizes(self) -> np.ndarray:
        """How many original values each released value covers."""
        return np.bincount(self.rows, minlength=self.shape[0])

    def weights(self) -> np.ndarray:
        """Per pair, its released value's weight spread evenly over the values it covers (1 / its size)."""
        return 1.0 / self.sizes[self.rows] if len(self.rows) else np.zeros(0)

    def spread(self, counts: np.ndarray) -> np.ndarray:
        """``counts`` per released value spread evenly over the original values each covers (``counts · S`` with S
        the row-normalised cover)."""
        return np.bincount(self.cols, weights=np.asarray(counts, float)[self.rows] * self.weights(),
                           minlength=self.shape[1])

    def spread_product(self, dense: np.ndarray) -> np.ndarray:
        """``Sᵀ · dense`` (original values × dense's columns), S the row-normalised cover; a chunk of pairs at a
        time, summed per original value."""
        dense = np.asarray(dense, float)
        out = np.zeros((self.shape[1], dense.shape[1]))
        weights = self.weights()
        step = max(1, _CHUNK_CELLS // max(dense.shape[1], 1))
        for start in range(0, len(self.rows), step):  # chunks bound memory; each one vectorised
            rows, cols = self.rows[start:start + step], self.cols[start:start + step]
            order = np.argsort(cols, kind="stable")
            cols = cols[order]
            heads = np.flatnonzero(np.r_[True, cols[1:] != cols[:-1]])
            out[cols[heads]] += np.add.reduceat(dense[rows[order]] * weights[start:start + step][order][:, None],
                                                heads, axis=0)
        return out

    def bounds(self, keys: np.ndarray, among: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(released codes, smallest, largest finite key covered) of the released values in ``among`` (bool per
        released value) that cover a finite key, in code order."""
        values = np.asarray(keys, float)[self.cols]
        keep = np.asarray(among, bool)[self.rows] & np.isfinite(values)
        rows, values = self.rows[keep], values[keep]
        if not len(rows):
            return rows, np.zeros(0), np.zeros(0)
        heads = np.flatnonzero(np.r_[True, rows[1:] != rows[:-1]])
        return rows[heads], np.minimum.reduceat(values, heads), np.maximum.reduceat(values, heads)


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
    same = pd.Index(original.values).get_indexer(rel_values)   # equal texts (missing matches missing)
    rows, cols = [np.flatnonzero(same >= 0)], [same[same >= 0]]
    if hierarchy is not None:
        labels = np.where(rel_values == None, "", rel_values).astype(object)  # noqa: E711 (object array)
        try:
            bound = hierarchy.bind(original) if missing_tokens is None else hierarchy.bind(original, missing_tokens)
        except ValueError:  # the hierarchy does not fit the original: fall back to texts and ranges
            bound = np.zeros((0, n_orig), np.int32)
        for level in range(len(bound)):  # a handful of levels, each a join of label codes
            j, v = _join(pd.Index(hierarchy.labels[level]).get_indexer(labels), bound[level])
            rows.append(j)
            cols.append(v)
    explained = np.zeros(n_rel, bool)
    explained[np.concatenate(rows)] = True
    if original.type in NUMERIC_TYPES and original.type is not ColumnType.DATE:
        j, v = _cover_ranges(rel_values, ~explained, numeric_keys(original))  # the hierarchy's word wins
        rows.append(j)
        cols.append(v)
        explained[j] = True
    j, v = _cover_masked(rel_values, ~explained, original)
    rows.append(j)
    cols.append(v)
    rows, cols = np.concatenate(rows).astype(np.int64), np.concatenate(cols).astype(np.int64)
    keep = ~suppressed[rows]
    rows, cols = rows[keep], cols[keep]
    if include_suppressed and suppressed.any():
        star = np.flatnonzero(suppressed)
        rows = np.r_[rows, np.repeat(star, original.distinct_count)]
        cols = np.r_[cols, np.tile(np.arange(original.distinct_count), len(star))]
    return Cover.of_pairs(rows, cols, (n_rel, n_orig), suppressed)


def generalized_top(original: Column, released: Column, cover: Cover, suppressed_rows: np.ndarray | None
                    ) -> tuple[np.ndarray, np.ndarray, Cover]:
    """(values, codes, cover) of ``released`` in which a ``*`` outside the records the release suppressed
    (``suppressed_rows``, a boolean mask) is one more value after the others: a generalization to the top that
    covers every original value, as ARX tells a suppressed record (``isOutlier``) from a generalized cell. A
    ``*`` of a suppressed record stays the suppressed value. None: every ``*`` is suppressed (and reads ``*``).
    Given ``suppressed_rows`` the two are named apart (:func:`suppressed_text`, :func:`top_text`), so that no list
    of released values shows ``*`` twice."""
    values = np.asarray(released.values, dtype=object)
    if suppressed_rows is None or not cover.suppressed.any():
        return values, released.codes, cover
    star = int(np.flatnonzero(cover.suppressed)[0])  # distinct values: one '*' at most
    top = (released.codes == star) & ~np.asarray(suppressed_rows, bool)
    values = values.copy()
    values[star] = suppressed_text()
    if not top.any():
        return values, released.codes, cover
    every = np.arange(original.distinct_count)
    n_rel, n_orig = cover.shape
    return (np.append(values, top_text()), np.where(top, len(values), released.codes),
            Cover(np.r_[cover.rows, np.full(len(every), n_rel)], np.r_[cover.cols, every], (n_rel + 1, n_orig),
                  np.append(cover.suppressed, False)))


def suppressed_text() -> str:
    """How a ``*`` of a suppressed record reads beside a ``*`` that only generalizes."""
    return _("* (suppressed)")


def top_text() -> str:
    """How a ``*`` that generalizes to the top level (covering every value) reads beside a suppressed one."""
    return _("* (top level)")


def _join(left: np.ndarray, right: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Every (i, k) with ``left[i] == right[k] >= 0``."""
    order = np.argsort(right, kind="stable")
    ordered = right[order]
    keys = np.where(left >= 0, left, np.iinfo(np.int64).min)
    low = np.searchsorted(ordered, keys, "left")
    high = np.searchsorted(ordered, keys, "right")
    return _expand(low, high, order)


def _expand(low: np.ndarray, high: np.ndarray, order: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(i, order[p]) for every p in low[i]..high[i]-1: the pairs of index ranges, without a loop."""
    sizes = np.maximum(high - low, 0)
    left = np.repeat(np.arange(len(sizes)), sizes)
    starts = np.cumsum(sizes) - sizes
    positions = np.arange(int(sizes.sum())) - np.repeat(starts, sizes) + np.repeat(low, sizes)
    return left, order[positions]


def _cover_ranges(rel_values: np.ndarray, unexplained: np.ndarray, keys: np.ndarray
                  ) -> tuple[np.ndarray, np.ndarray]:
    """(released code, original code) pairs of the range labels nothing else explains and the numbers inside."""
    candidates = np.flatnonzero(unexplained)
    bounds = np.array([_range(rel_values[j]) for j in candidates], dtype=float).reshape(len(candidates), 3)
    is_range = ~np.isnan(bounds[:, 0])
    candidates, bounds = candidates[is_range], bounds[is_range]
    order = np.flatnonzero(~np.isnan(keys))
    order = order[np.argsort(keys[order], kind="stable")]
    ordered = keys[order]
    low = np.searchsorted(ordered, bounds[:, 0], "left")
    high = np.where(bounds[:, 2] > 0, np.searchsorted(ordered, bounds[:, 1], "left"),
                    np.searchsorted(ordered, bounds[:, 1], "right"))
    if np.maximum(high - low, 0).sum() > MAX_RANGE_PAIRS:
        return np.zeros(0, np.int64), np.zeros(0, np.int64)
    j, v = _expand(low, high, order)
    return candidates[j], v


def _cover_masked(rel_values: np.ndarray, unexplained: np.ndarray, original: Column
                  ) -> tuple[np.ndarray, np.ndarray]:
    """(released code, original code) pairs of the labels that nothing else explains and hold ``*`` (``4767*``)
    with the original texts they mask: each ``*`` stands for one character. Labels of one length and one set of
    ``*`` positions are matched together, by masking those positions in the texts of that length."""
    masked = [j for j in np.flatnonzero(unexplained)
              if isinstance(rel_values[j], str) and "*" in rel_values[j] and rel_values[j].strip("*")]
    if not masked:
        return np.zeros(0, np.int64), np.zeros(0, np.int64)
    texts = np.array(["" if v is None else str(v) for v in original.values[: original.distinct_count]], dtype=object)
    lengths = np.fromiter(map(len, texts), np.int64, len(texts))
    patterns: dict[tuple[int, ...], list[int]] = {}
    for j in masked:  # the distinct labels' shapes: (positions of '*', length)
        patterns.setdefault(tuple(i for i, c in enumerate(rel_values[j]) if c == "*") + (len(rel_values[j]),),
                            []).append(j)
    rows, cols = [], []
    for pattern, group in patterns.items():  # one pass per mask pattern (a handful), vectorised over texts
        group = np.asarray(group)
        stars, width = list(pattern[:-1]), pattern[-1]
        codes = np.flatnonzero(lengths == width)
        if not len(codes) or width == 0:
            continue
        chars = np.array(list(texts[codes]), dtype=f"<U{width}").view(np.uint32).reshape(len(codes), width).copy()
        chars[:, stars] = ord("*")
        keys = chars.view(f"<U{width}").ravel()
        found = pd.Index(rel_values[group].astype(str)).get_indexer(keys)
        rows.append(group[found[found >= 0]])
        cols.append(codes[found >= 0])
    if not rows:
        return np.zeros(0, np.int64), np.zeros(0, np.int64)
    return np.concatenate(rows), np.concatenate(cols)


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
