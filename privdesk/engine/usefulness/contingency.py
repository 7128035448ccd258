"""Contingency tables of two attributes before and after release, and the change per cell.

The release's own table is over its labels. To compare cell by cell it is also brought onto the original's grid:
each released pair of values spreads its count evenly over the pairs of original values the two labels cover
(:mod:`.cover`), so ``after_on_original = A^T · released · B`` with A, B the row-normalised covers. Change per cell
= after − before, in shares of the compared rows. Counts come from one ``np.bincount`` over pair codes.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.dataset import Column
from privdesk.engine.usefulness.cover import generalized_top, released_cover


@dataclass(frozen=True)
class Contingency:
    row: str
    column: str
    row_values: list[str]            # original values (missing shown as '')
    column_values: list[str]
    before: np.ndarray               # counts, original grid
    released_row_values: list[str]
    released_column_values: list[str]
    released: np.ndarray             # counts, release's own labels
    after: np.ndarray                # release's counts spread onto the original grid

    @property
    def change(self) -> np.ndarray:
        """after − before as shares of all compared rows (before and after each sum to 1)."""
        return _shares(self.after) - _shares(self.before)

    @property
    def largest_change(self) -> float:
        return float(np.abs(self.change).max()) if self.change.size else 0.0

    def to_dict(self) -> dict:
        return {"row": self.row, "column": self.column, "row_values": self.row_values,
                "column_values": self.column_values, "before": self.before.tolist(),
                "released_row_values": self.released_row_values,
                "released_column_values": self.released_column_values, "released": self.released.tolist(),
                "after": self.after.tolist(), "change": self.change.tolist(), "largest_change": self.largest_change}


def crosstab(a: Column, b: Column) -> np.ndarray:
    """Counts of every pair of codes (rows = a's values, columns = b's)."""
    return _pairs(a.codes, len(a.values), b.codes, len(b.values))


def _pairs(codes_a: np.ndarray, n_a: int, codes_b: np.ndarray, n_b: int) -> np.ndarray:
    pairs = codes_a.astype(np.int64) * n_b + codes_b
    return np.bincount(pairs, minlength=n_a * n_b).reshape(n_a, n_b)


def contingency(original_a: Column, original_b: Column, released_a: Column, released_b: Column,
                hierarchy_a: Hierarchy | None = None, hierarchy_b: Hierarchy | None = None,
                include_suppressed: bool = False, missing_tokens=None,
                suppressed_rows: np.ndarray | None = None) -> Contingency:
    """``suppressed_rows``: the records the release suppressed; a ``*`` elsewhere covers every value
    (:func:`.cover.generalized_top`). None: every ``*`` is suppressed."""
    before = crosstab(original_a, original_b)
    values_a, codes_a, cover_a = generalized_top(original_a, released_a, released_cover(
        original_a, released_a, hierarchy_a, include_suppressed, missing_tokens), suppressed_rows)
    values_b, codes_b, cover_b = generalized_top(original_b, released_b, released_cover(
        original_b, released_b, hierarchy_b, include_suppressed, missing_tokens), suppressed_rows)
    released = _pairs(codes_a, len(values_a), codes_b, len(values_b))
    after = cover_b.spread_product(cover_a.spread_product(released).T).T   # Aᵀ · released · B, pairs only
    return Contingency(original_a.name, original_b.name, _texts(original_a.values), _texts(original_b.values),
                       before, _texts(values_a), _texts(values_b), released, after)


def _texts(values) -> list[str]:
    return ["" if v is None else str(v) for v in values]


def _shares(table: np.ndarray) -> np.ndarray:
    total = table.sum()
    return table / total if total > 0 else table.astype(float)
