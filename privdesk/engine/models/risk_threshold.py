"""Re-identification risk thresholds as requirement models of the searches (SPEC §3).

The report judges a release by its risk settings (``metrics.risk.assess_risk``). The searches enforce the same
settings as requirements, so that a release made with the report's default settings passes its own report. Each
condition is a model of the registry (``MODELS`` below), made from the risk settings by :func:`risk_thresholds`
rather than chosen among the models (``offered`` False):

- **highest prosecutor risk ≤ θ** (``risk-maximum``; public and semi-public release): every record's risk 1/|E| ≤ θ,
  i.e. every kept class holds at least ⌈1/θ⌉ records — and so does the class of the suppressed records, which the
  report counts as one class of its own (a release with 3 suppressed records has a record risk of 1/3).
- **average risk ≤ θ** (``risk-average``, shown as "strict average re-identification risk (suppressed records as
  one group)"; non-public release, strict average): the number of classes (the suppressed records counting as one)
  divided by the records is at most θ — ARX's ``AverageReidentificationRisk`` formula
  (criteria/AverageReidentificationRisk.java: ``1 / average class size``, a whole-table condition checked after
  suppression) but stricter, since ARX leaves the suppressed records out (that is ``average-risk``,
  ``population_models.py``, ``anonymize --average-risk``), plus the strict-average cap: no record above ``record_cap`` (0.33 or 0.5), a ``risk-maximum``.
- **share of records above θ ≤ a limit** (``records-at-risk``; ``RiskSettings.at_risk_limit``): ARX's records at
  risk.

The environment risk of a controlled release multiplies the data risk, so the data-risk thresholds here are
θ / environment risk. Comparisons forgive floating-point noise only (relative 1e-9), as ``assess_risk`` does.

What the searches use: the per-class check (the record risk 1/|E|; only the maximum fails a class), the smallest
passing class (⌈1/θ⌉ for the maximum: union-closed and monotone, like k-anonymity), the whole-table condition after
suppression (``table_holds``: not monotone with suppression, so the optimal search then relies on its proofs only),
and the class size that meets a threshold whatever the rest (``local_size``: ⌈1/θ⌉ keeps every record's risk,
hence the average and the share at risk, within θ), which Mondrian and the (αij,k,m) algorithm take as k.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import numpy as np

from privdesk.common.i18n import N_
from privdesk.engine.core.tolerance import within_risk
from privdesk.engine.metrics.risk import RiskSettings
from privdesk.engine.models.spec import ModelSpec, Parameter

if TYPE_CHECKING:
    from privdesk.engine.models.requirements import Requirement


def cell_size(threshold: float) -> int:
    """The smallest class size whose record risk 1/size is within ``threshold`` (0.05 → 20, 0.33 → 4)."""
    size = max(1, math.floor(1.0 / threshold))
    while not within_risk(1.0 / size, threshold):
        size += 1
    while size > 1 and within_risk(1.0 / (size - 1), threshold):
        size -= 1
    return size


def achieved(requirement: "Requirement", kept_sizes: np.ndarray, suppressed: int) -> float:
    """The measure on a release of classes ``kept_sizes`` and ``suppressed`` suppressed records (the suppressed
    records counting as one class)."""
    return requirement.spec.table_value(requirement, with_suppressed(kept_sizes, suppressed))


def table_holds(requirement: "Requirement", kept_sizes: np.ndarray, suppressed: int) -> bool:
    return requirement.spec.table_holds(requirement, with_suppressed(kept_sizes, suppressed))


def _largest(requirement: "Requirement", sizes: np.ndarray) -> float:
    return float(1.0 / sizes.min()) if sizes.sum() else 0.0


def _average(requirement: "Requirement", sizes: np.ndarray) -> float:
    n = int(sizes.sum())
    return len(sizes) / n if n else 0.0


def _share_at_risk(requirement: "Requirement", sizes: np.ndarray) -> float:
    n = int(sizes.sum())
    return float(sizes[~within_risk(1.0 / sizes, requirement.value)].sum()) / n if n else 0.0


def risk_thresholds(settings: RiskSettings | None) -> list["Requirement"]:
    """The conditions ``assess_risk`` passes a release by, as requirements for the searches (none without
    settings)."""
    from privdesk.engine.models.requirements import Requirement

    if settings is None:
        return []
    environment = settings.environment_risk()
    threshold = settings.effective_threshold / environment if environment > 0 else 1.0
    conditions = []
    if threshold < 1.0:
        model = MAXIMUM if settings.release_model.uses_maximum else AVERAGE
        conditions.append(Requirement(model.name, threshold))
    if not settings.release_model.uses_maximum:
        conditions.append(Requirement(MAXIMUM.name, float(settings.record_cap)))
    if settings.at_risk_limit is not None:
        conditions.append(Requirement(AT_RISK.name, settings.effective_threshold,
                                      limit=float(settings.at_risk_limit)))
    return conditions


def with_suppressed(kept_sizes: np.ndarray, suppressed: int) -> np.ndarray:
    """The class sizes of a release, its suppressed records counting as one class (as the report counts them)."""
    sizes = np.asarray(kept_sizes, dtype=np.int64)
    sizes = sizes[sizes > 0]
    return np.append(sizes, suppressed) if suppressed else sizes


def _record_risk(requirement, sizes, counts, sensitive, reference, population=None) -> np.ndarray:
    with np.errstate(divide="ignore"):
        return 1.0 / np.asarray(sizes, dtype=float)


def _within(requirement: "Requirement", per_class: np.ndarray) -> np.ndarray:
    return within_risk(per_class, requirement.value)


def _every_class(requirement: "Requirement", per_class: np.ndarray) -> np.ndarray:
    return np.ones(len(per_class), bool)


def _always(requirement: "Requirement") -> bool:
    return True


def _threshold(help_text: str) -> Parameter:
    return Parameter("threshold", help_text, minimum=0, above=True, maximum=1, default=0.05)


def _cell(requirement: "Requirement", *_: object) -> int:
    return cell_size(requirement.value)


_RISK_HELP = (N_("Re-identification risk threshold"),
              N_("Re-identification: the chance that a record is matched to its person stays within the threshold "
                 "of the release model (SPEC §3), checked like a privacy model by every search."),
              N_("The highest risk of a record is 1 / the size of its group, the suppressed records counting as one "
                 "group; the average risk is the number of groups divided by the records; records at risk are those "
                 "above the threshold."),
              N_("Generalize more or suppress fewer records, or choose a release model that fits the release."))
_SHARED = dict(per_attribute=False, values=_record_risk, monotone_with_suppression=lambda r: False,
               union_closed=_always, local_size=_cell,
               help=_RISK_HELP, offered=False, percent=False)

MAXIMUM = ModelSpec(
    name="risk-maximum", title=N_("highest re-identification risk"), order=90,
    parameter=_threshold(N_("highest re-identification risk")),
    labels={None: N_("highest re-identification risk ≤ {value:g}")}, holds=_within, smallest_class=_cell, table_value=_largest,
    empty_class_fails=_always,
    kind="risk_maximum",
    meaning=N_("Every record, the suppressed ones as one group, has a re-identification risk of at most "
               "{required}."), **_SHARED)
AVERAGE = ModelSpec(
    name="risk-average", title=N_("strict average re-identification risk (suppressed records as one group)"),
    order=91, parameter=_threshold(N_("strict average re-identification risk")),
    labels={None: N_("strict average re-identification risk (suppressed records as one group) ≤ {value:g}")},
    holds=_every_class, table_value=_average,
    kind="risk_average",
    meaning=N_("The average re-identification risk of the records is at most {required}."), **_SHARED)
AT_RISK = ModelSpec(
    name="records-at-risk", title=N_("records at risk"), order=92,
    parameter=_threshold(N_("risk threshold of the records at risk")),
    extras=(Parameter("limit", N_("largest share of records at risk"), field="limit", minimum=0, maximum=1,
                      default=0.01),),
    labels={None: N_("records with a risk above {value:g} ≤ {limit:.2%}")}, holds=_every_class,
    table_value=_share_at_risk,
    kind="records_at_risk",
    meaning=N_("At most the allowed share of the records has a re-identification risk above {required}."),
    **_SHARED)
MODELS = (MAXIMUM, AVERAGE, AT_RISK)
