"""What each chart of a release shows, as numbers: class-size bins, the values ranked for a before/after
distribution, the largest cells of a contingency table, a privacy level read from a measure document.

No drawing here (numpy only): the window's matplotlib figures (:mod:`.charts`, :mod:`.usefulness_charts`) and the
report's native Excel charts (:mod:`.excel_charts`) take the same numbers from these functions, so both show the
same thing."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Mapping

import numpy as np


@dataclass(frozen=True)
class ClassSizeBins:
    """A histogram of class sizes: ``counts[i]`` classes have a size in [``edges[i]``, ``edges[i + 1]``[ (edges are
    half-integers); ``below[i]``: the bin lies below the required k; ``logarithmic``: the bins grow geometrically."""

    edges: np.ndarray
    counts: np.ndarray
    below: np.ndarray
    logarithmic: bool

    def ranges(self) -> list[tuple[int, int]]:
        """The integer sizes each bin holds, as (smallest, largest)."""
        return [(math.ceil(low), math.floor(high)) for low, high in zip(self.edges[:-1], self.edges[1:])]


def class_size_bins(sizes: np.ndarray, k: int | None) -> ClassSizeBins:
    """Bins for the positive, finite class ``sizes`` (not empty): one per size when the sizes span at most 40, about
    30 equal ones up to a spread of 100×, geometric ones beyond; k − ½ is always an edge, so that no bin mixes
    classes below k with classes at k."""
    smallest, largest = float(sizes.min()), float(sizes.max())
    logarithmic = largest / smallest > 100
    edges = _class_size_edges(smallest, largest, logarithmic, k)
    counts = np.histogram(sizes, bins=edges)[0]
    below = (edges[1:] <= k - 0.5 + 1e-9) if k is not None else np.zeros(len(counts), bool)
    return ClassSizeBins(edges, counts, below, logarithmic)


def _class_size_edges(smallest: float, largest: float, logarithmic: bool, k: int | None) -> np.ndarray:
    if logarithmic:
        edges = np.geomspace(max(smallest - 0.5, 0.5), largest + 0.5, 31)
        edges = np.unique(np.round(edges * 2) / 2)  # half-integers: every integer size falls inside one bin
        edges[0], edges[-1] = min(edges[0], smallest - 0.5), max(edges[-1], largest + 0.5)
        edges = edges[edges > 0]
    elif largest - smallest <= 40:
        edges = np.arange(smallest - 0.5, largest + 1.0, 1.0)
    else:
        step = math.ceil((largest - smallest + 1) / 30)
        edges = np.arange(smallest - 0.5, largest + step, step)
    if k is not None and edges[0] < k - 0.5 < edges[-1]:
        edges = np.unique(np.append(edges, k - 0.5))
    return edges


def ranked_values(original: Mapping[str, int], released: Mapping[str, int], top: int) -> tuple[list[str], list[str]]:
    """The values a before/after distribution names (at most ``top``, all when only one more is left) and the rest
    (summed as "other"). Values rank by their original frequency, or by their released frequency when that is
    larger: a value only the release has (a generalized one such as "[20-30[", or the suppression "*") ranks by how
    many released records hold it, so a generalized attribute shows its intervals instead of hiding them in
    "other"."""
    top = max(int(top), 1)
    ranked = sorted({*original, *released},
                    key=lambda key: (-max(original.get(key, 0), released.get(key, 0)), -original.get(key, 0), key))
    shown = ranked if len(ranked) <= top + 1 else ranked[:top]
    return shown, ranked[len(shown):]


def largest_indexes(totals: np.ndarray, limit: int) -> np.ndarray:
    """Indexes of at most ``limit`` entries with the largest totals, in their original order."""
    if len(totals) <= limit:
        return np.arange(len(totals))
    return np.sort(np.argsort(-totals, kind="stable")[:limit])


def pl_of(value: Any) -> float | None:
    """A privacy level given as a number or as a measure document (``{"PL": …}``); None when missing."""
    if isinstance(value, Mapping):
        value = value.get("PL")
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    return number if math.isfinite(number) else None


def compact_number(value: float) -> str:
    """A compact, locale-neutral number: 5, 0.05, 1,234."""
    if float(value).is_integer():
        return f"{int(value):,}"
    return f"{value:.3g}"


def shorten(text: Any, width: int = 32) -> str:
    """``text`` cut to ``width`` characters with an ellipsis (chart labels)."""
    text = str(text)
    return text if len(text) <= width else text[: width - 1] + "…"
