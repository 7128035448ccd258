"""Summary statistics of one attribute before and after release, and how far the release moved them.

Like ARX's StatisticsBuilder.getSummaryStatistics every figure is over the non-missing values; unlike ARX (which
falls back to an ordinal summary once a number is generalized) a generalized number keeps a numeric summary:

* A released value stands for the original values it covers (:mod:`.cover`). Its **midpoint** (the mean of the
  smallest and largest covered value) enters the mean, standard deviation and quantiles; its **bounds** give the
  released minimum and maximum and the range the true mean must lie in (``mean_low`` … ``mean_high``).
* The standard deviation is the sample one (n − 1), as ARX's (commons-math DescriptiveStatistics).
* A quantile q is the smallest value whose cumulative share reaches q (numpy's ``inverted_cdf``).
* **Bias** = after − before for the mean, standard deviation and quantiles.
* Distributions are compared over the original values: a released value's count is spread evenly over the values
  it covers; **TVD** = ½ Σ |p − q|, **KL** = Σ p log2(p / q) (bits; infinite when the release puts no mass
  where the original has some).
* Suppressed cells (``*``) are excluded by default; ``include_suppressed`` lets them cover every value (ARX #365).
  Given the records the release suppressed (``suppressed_rows``, the verdict's), only a ``*`` of those records is
  suppressed; any other ``*`` is a generalization to the top and covers every value, as ARX's statistics tell
  suppressed records (``isOutlier``) from generalized cells.

Everything runs on per-value counts (``np.bincount`` of codes), never on rows.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.dataset import Column
from privdesk.engine.usefulness.cover import NUMERIC_TYPES, Cover, generalized_top, numeric_keys, released_cover

QUANTILES = (0.25, 0.5, 0.75)


@dataclass(frozen=True)
class Side:
    """Figures of one table (before or after) for one attribute."""

    count: int                 # non-missing cells that enter the figures
    missing: int
    suppressed: int            # '*' cells (after only)
    distinct: int
    mode: str | None
    mode_share: float
    mean: float | None = None
    mean_low: float | None = None
    mean_high: float | None = None
    std: float | None = None
    minimum: float | None = None
    maximum: float | None = None
    quantiles: tuple[float, ...] | None = None


@dataclass(frozen=True)
class AttributeSummary:
    name: str
    numeric: bool
    type: str
    before: Side
    after: Side
    unmatched: int                   # released cells whose value covers no original value
    bias: dict[str, float]           # after − before: mean, std, q25, q50, q75
    tvd: float | None
    kl: float | None

    def to_dict(self) -> dict:
        return asdict(self)


def summarize(original: Column, released: Column, hierarchy: Hierarchy | None = None,
              include_suppressed: bool = False, missing_tokens=None,
              suppressed_rows: np.ndarray | None = None) -> AttributeSummary:
    """Summary statistics of ``original`` and ``released`` (rows paired by position, or not: only counts matter).
    ``suppressed_rows``: boolean mask of the records the release suppressed; None: every ``*`` cell counts as
    suppressed."""
    cover = released_cover(original, released, hierarchy, include_suppressed, missing_tokens)
    before_counts = original.counts.astype(np.int64)
    numeric = original.type in NUMERIC_TYPES
    keys = numeric_keys(original)
    before = _side(original, before_counts, keys if numeric else None)
    values, codes, cover = generalized_top(original, released, cover, suppressed_rows)
    after_counts = np.bincount(codes, minlength=len(values)).astype(np.int64)
    is_missing = np.zeros(len(values), bool)
    is_missing[released.missing_code] = released.has_missing
    after_side, unmatched, spread = _after(values, released.missing_count, is_missing, after_counts, cover,
                                           keys if numeric else None)
    p = _distribution(before_counts, original)
    q = _distribution(spread, original)
    tvd = kl = None
    if p is not None and q is not None:
        tvd = float(0.5 * np.abs(p - q).sum())
        positive = p > 0
        with np.errstate(divide="ignore"):
            kl = float((p[positive] * np.log2(p[positive] / q[positive])).sum())
    bias: dict[str, float] = {}
    if numeric and before.mean is not None and after_side.mean is not None:
        bias = {"mean": after_side.mean - before.mean, "std": (after_side.std or 0.0) - (before.std or 0.0)}
        for q_level, b, a in zip(QUANTILES, before.quantiles, after_side.quantiles):
            bias[f"q{int(q_level * 100)}"] = a - b
    return AttributeSummary(original.name, numeric, original.type.value, before, after_side, unmatched, bias, tvd, kl)


def _distribution(counts: np.ndarray, original: Column) -> np.ndarray | None:
    """Shares over the original's non-missing values."""
    present = np.asarray(counts[: original.distinct_count], dtype=float)
    total = present.sum()
    return present / total if total > 0 else None


def _side(column: Column, counts: np.ndarray, keys: np.ndarray | None) -> Side:
    present = counts[: column.distinct_count]
    count = int(present.sum())
    mode_code = int(np.argmax(present)) if count else -1
    side = Side(count=count, missing=column.missing_count, suppressed=0, distinct=int((present > 0).sum()),
                mode=None if mode_code < 0 else str(column.values[mode_code]),
                mode_share=float(present[mode_code] / count) if count else 0.0)
    if keys is None:
        return side
    ok = np.isfinite(keys) & (counts > 0)
    return _numeric(side, keys[ok], keys[ok], keys[ok], counts[ok])


def _after(values: np.ndarray, missing: int, is_missing: np.ndarray, counts: np.ndarray, cover: Cover,
           keys: np.ndarray | None):
    """The released side, the number of unmatched cells and the counts spread over original values."""
    sizes = cover.sizes
    star = cover.suppressed & (counts > 0)
    matched = (sizes > 0) & (counts > 0)
    unmatched = int(counts[~matched & ~cover.suppressed & ~is_missing].sum())
    used = matched & ~is_missing
    spread = cover.spread(np.where(used, counts, 0))
    count = int(counts[used].sum())
    labels = np.flatnonzero(used)
    mode_code = int(labels[np.argmax(counts[labels])]) if len(labels) else -1
    side = Side(count=count, missing=missing, suppressed=int(counts[star].sum()), distinct=len(labels),
                mode=None if mode_code < 0 else str(values[mode_code]),
                mode_share=float(counts[mode_code] / count) if count else 0.0)
    if keys is None or not len(labels):
        return side, unmatched, spread
    labels, low, high = cover.bounds(keys, used)
    return _numeric(side, (low + high) / 2, low, high, counts[labels]), unmatched, spread


def _numeric(side: Side, mids: np.ndarray, low: np.ndarray, high: np.ndarray, weights: np.ndarray) -> Side:
    """Mean, bounds of the mean, sample standard deviation, extremes and quantiles of weighted values."""
    weights = np.asarray(weights, dtype=float)
    n = weights.sum()
    if n <= 0:
        return side
    mean = float((weights * mids).sum() / n)
    variance = float((weights * (mids - mean) ** 2).sum() / (n - 1)) if n > 1 else 0.0
    order = np.argsort(mids, kind="stable")
    cumulative = np.cumsum(weights[order]) / n
    positions = np.searchsorted(cumulative, np.array(QUANTILES) - 1e-12, side="left")
    quantiles = tuple(float(mids[order][min(i, len(order) - 1)]) for i in positions)
    return Side(**{**asdict(side), "mean": mean, "mean_low": float((weights * low).sum() / n),
                   "mean_high": float((weights * high).sum() / n), "std": float(np.sqrt(variance)),
                   "minimum": float(low.min()), "maximum": float(high.max()), "quantiles": quantiles})


def suppressed_note(document) -> str:
    """What a usefulness document's "suppressed" figures count (its ``suppressed_records`` and
    ``suppressed_over``)."""
    records = int(document.get("suppressed_records") or 0)
    # no plural helper in i18n: a second string for one record (Chinese reads the same either way)
    if document.get("suppressed_over"):
        if records == 1:
            return _("Suppressed: the cells of the 1 record the release suppressed (every quasi-identifier *); any "
                     "other * is a generalization to the top and stands for every value.")
        return _("Suppressed: the cells of the {records:,} records the release suppressed (every quasi-identifier "
                 "*); any other * is a generalization to the top and stands for every value.").format(records=records)
    if records == 1:
        return _("Suppressed: the cells of the 1 record that is * in every column (no quasi-identifiers given); any "
                 "other * stands for every value.")
    return _("Suppressed: the cells of the {records:,} records that are * in every column (no quasi-identifiers "
             "given); any other * stands for every value.").format(records=records)


def days_text(days: float | None) -> str | None:
    """A length of time in days (a date column's standard deviation) with its unit."""
    if days is None or not np.isfinite(days):
        return None
    return _("{days:,.0f} days").format(days=float(days))


def date_text(days: float | None) -> str | None:
    """A date column's figure (days since 1970-01-01, as the engine computes it) as an ISO date."""
    import datetime as dt
    if days is None or not np.isfinite(days):
        return None
    return (dt.date(1970, 1, 1) + dt.timedelta(days=round(float(days)))).isoformat()
