"""Re-identification risk thresholds as requirements of the searches (SPEC §3; issue 13 item 2).

The report judges a release by its risk settings (``metrics.risk.assess_risk``). The searches enforce the same
settings as requirements, so that a release made with the report's default settings passes its own report:

- **highest prosecutor risk ≤ θ** (public and semi-public release): every record's risk 1/|E| ≤ θ, i.e. every
  kept class holds at least ⌈1/θ⌉ records — and so does the class of the suppressed records, which the report
  counts as one class of its own (a release with 3 suppressed records has a record risk of 1/3).
- **average risk ≤ θ** (non-public release, strict average): the number of classes (the suppressed records
  counting as one) divided by the records is at most θ — ARX's ``AverageReidentificationRisk`` (criteria/
  AverageReidentificationRisk.java: ``1 / average class size``, a whole-table condition checked after
  suppression), plus the strict-average cap: no record above ``record_cap`` (0.33 or 0.5).
- **share of records above θ ≤ a limit** (``RiskSettings.at_risk_limit``): ARX's ``records at risk``.

The environment risk of a controlled release multiplies the data risk, so the data-risk thresholds here are
θ / environment risk. Comparisons forgive floating-point noise only (relative 1e-9), as ``assess_risk`` does.

Hooks: the optimal search (``algorithms/lattice.py``) fails classes below :attr:`RiskThreshold.smallest_class`
(union-closed and monotone, like k-anonymity) and checks :meth:`RiskThreshold.table_holds` on every node after
suppression (not monotone: the search then relies on its proofs only); Mondrian and the (αij,k,m) algorithm raise
their k to the smallest class (``app/anonymize.py``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

import numpy as np

from ...i18n import N_, _
from ..metrics.risk import RiskSettings, _at_most

MEASURES = ("maximum", "average", "at-risk")
_LABELS = {"maximum": N_("highest re-identification risk ≤ {threshold:g}"),
           "average": N_("average re-identification risk ≤ {threshold:g}"),
           "at-risk": N_("records with a risk above {threshold:g} ≤ {limit:.2%}")}


@dataclass(frozen=True)
class RiskThreshold:
    """One risk condition on the data risk: ``measure`` is maximum, average or at-risk (share of records whose
    risk exceeds ``threshold``, at most ``limit``)."""

    measure: str
    threshold: float
    limit: float | None = None

    @property
    def label(self) -> str:
        return _(_LABELS[self.measure]).format(threshold=self.threshold, limit=self.limit or 0.0)

    @property
    def smallest_class(self) -> int:
        """Classes smaller than this fail the condition whatever the others hold (maximum risk: ⌈1/θ⌉)."""
        return cell_size(self.threshold) if self.measure == "maximum" else 1

    def achieved(self, kept_sizes: np.ndarray, suppressed: int) -> float:
        """The measure on a release of classes ``kept_sizes`` and ``suppressed`` suppressed records."""
        sizes = _with_suppressed(kept_sizes, suppressed)
        n = int(sizes.sum())
        if not n:
            return 0.0
        if self.measure == "maximum":
            return float(1.0 / sizes.min())
        if self.measure == "average":
            return len(sizes) / n
        return float(sizes[~_at_most(1.0 / sizes, self.threshold)].sum()) / n

    def table_holds(self, kept_sizes: np.ndarray, suppressed: int) -> bool:
        value = self.achieved(kept_sizes, suppressed)
        limit = self.threshold if self.measure != "at-risk" else float(self.limit or 0.0)
        return bool(_at_most(value, limit))


def cell_size(threshold: float) -> int:
    """The smallest class size whose record risk 1/size is within ``threshold`` (0.05 → 20, 0.33 → 4)."""
    size = max(1, math.floor(1.0 / threshold))
    while not _at_most(1.0 / size, threshold):
        size += 1
    while size > 1 and _at_most(1.0 / (size - 1), threshold):
        size -= 1
    return size


def risk_thresholds(settings: RiskSettings | None) -> list[RiskThreshold]:
    """The conditions ``assess_risk`` passes a release by, for the searches (none without settings)."""
    if settings is None:
        return []
    environment = settings.environment_risk()
    threshold = settings.effective_threshold / environment if environment > 0 else 1.0
    conditions = []
    if threshold < 1.0:
        measure = "maximum" if settings.release_model.uses_maximum else "average"
        conditions.append(RiskThreshold(measure, threshold))
    if not settings.release_model.uses_maximum:
        conditions.append(RiskThreshold("maximum", float(settings.record_cap)))
    if settings.at_risk_limit is not None:
        conditions.append(RiskThreshold("at-risk", settings.effective_threshold, float(settings.at_risk_limit)))
    return conditions


def smallest_risk_class(conditions: Sequence[RiskThreshold]) -> int:
    return max((c.smallest_class for c in conditions), default=1)


def _with_suppressed(kept_sizes: np.ndarray, suppressed: int) -> np.ndarray:
    sizes = np.asarray(kept_sizes, dtype=np.int64)
    sizes = sizes[sizes > 0]
    return np.append(sizes, suppressed) if suppressed else sizes
