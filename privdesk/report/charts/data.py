"""What each chart of a release shows, as numbers: class-size bins, the values ranked for a before/after
distribution, the largest cells of a contingency table, a privacy level read from a measure document.

No drawing here (numpy only): the window's matplotlib figures (:mod:`.charts`, :mod:`.usefulness_charts`) and the
report's native Excel charts (:mod:`.excel_charts`) take the same numbers from these functions, so both show the
same thing."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

import numpy as np

from privdesk.common.i18n import N_, _
from privdesk.engine.core.tolerance import reaches_risk, within_risk

OKABE_ITO = {
    "black": "#000000", "orange": "#E69F00", "sky_blue": "#56B4E9", "bluish_green": "#009E73",
    "yellow": "#F0E442", "blue": "#0072B2", "vermillion": "#D55E00", "reddish_purple": "#CC79A7",
}
"""Okabe & Ito (2008), "Color Universal Design": eight colours told apart by readers with any colour vision."""

PRIMARY = OKABE_ITO["blue"]           # the main series (bars of a single series, "original")
SECONDARY = OKABE_ITO["orange"]       # the second series ("released")
ALERT = OKABE_ITO["vermillion"]       # what fails: k line, threshold, classes below k, records at risk
SAFE = OKABE_ITO["bluish_green"]      # records within the threshold
REFERENCE = OKABE_ITO["black"]        # overall reference lines
SERIES = [OKABE_ITO[c] for c in ("blue", "orange", "bluish_green", "reddish_purple", "sky_blue", "vermillion",
                                 "yellow")]


@dataclass(frozen=True)
class ClassSizeBins:
    """A histogram of class sizes: ``counts[i]`` classes have a size in [``edges[i]``, ``edges[i + 1]``[ (edges are
    half-integers); ``below[i]``: the bin lies below the required k; ``logarithmic``: the bins grow geometrically."""

    edges: np.ndarray
    counts: np.ndarray
    below: np.ndarray
    logarithmic: bool

    def ranges(self) -> list[tuple[int, int]]:
        """The integer sizes each bin holds, as (smallest, largest): a bin holds its lower edge, not its upper one
        (the last bin holds both, as in ``numpy.histogram``)."""
        upper = np.ceil(self.edges[1:]).astype(int) - 1
        upper[-1] = math.floor(self.edges[-1])
        return [(math.ceil(low), int(high)) for low, high in zip(self.edges[:-1], upper)]


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
        edges = np.unique(np.floor(edges) + 0.5)  # half-integers: every integer size falls inside one bin
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


CONTINGENCY_CELLS = 30  # rows and columns of a contingency table shown; the rest are left out (the largest kept)


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




@dataclass(frozen=True)
class RiskBands:
    """Records per risk band (``engine.metrics.risk.risk_bands``): ``at_risk[i]``: band i lies above the
    threshold; ``above``: the records at risk (risk above the threshold, as the engine counts them)."""

    edges: np.ndarray
    counts: np.ndarray
    at_risk: np.ndarray
    above: int


def risk_band_table(risks: np.ndarray, threshold: float | None, bands: tuple[float, ...] | None = None,
                    records: np.ndarray | None = None) -> RiskBands:
    """The ``bands`` (default: the engine's) of the finite record ``risks``, the threshold made a band edge.
    ``records``: how many records hold each risk (a class's), else one each."""
    from privdesk.engine.metrics.risk import RISK_BANDS, risk_bands

    edges, counts = risk_bands(risks, threshold, RISK_BANDS if bands is None else tuple(bands), records)
    if threshold is None:
        return RiskBands(edges, counts, np.zeros(len(counts), bool), 0)
    above = ~within_risk(risks, threshold)
    return RiskBands(edges, counts, reaches_risk(edges[:-1], threshold),
                     int(above.sum() if records is None else np.asarray(records, np.int64)[above].sum()))


def finite_values(values: Iterable[Any]) -> np.ndarray:
    """The finite numbers of ``values``, flattened."""
    array = np.asarray(list(values) if not isinstance(values, np.ndarray) else values, dtype=float).ravel()
    return array[np.isfinite(array)]


ATTACK_TITLES = {"singling_out": N_("Singling out"), "linkability": N_("Linkability"),
                 "inference": N_("Attribute inference: {secret}")}
BAR_LABELS = (N_("attack on the release"), N_("baseline (random guess)"))
"""The attack test's headings and bars, here for the report's native sheet: the window's chart
(:mod:`.attacks`) needs matplotlib, which the report's workbook then no longer imports (about 1 s a report)."""


def attack_title(attack: Mapping[str, Any]) -> str:
    """The heading of one attack in the current language."""
    return _(ATTACK_TITLES[attack["name"]]).format(secret=attack.get("secret") or "")
