"""The risk threshold in words, for the Privacy page: which threshold counts (the one typed, or the invasion of
privacy's) and what it asks of the release — the smallest class it lets pass, from the same requirements the
searches use (``engine.models.risk_threshold``)."""

from __future__ import annotations

from privdesk.common.i18n import N_, _
from privdesk.engine.metrics.risk import InvasionLevel, ReleaseModel, RiskSettings
from privdesk.engine.models.requirements import smallest_passing_class
from privdesk.engine.models.risk_threshold import risk_thresholds

INVASION_NAMES = {"low": N_("low"), "medium": N_("medium"), "high": N_("high")}


def threshold_sentence(settings: RiskSettings) -> str:
    """E.g. "Highest risk allowed: 0.05, from the invasion of privacy (high). A record's risk is 1 ÷ the number
    of records sharing its quasi-identifier values, so each must share them with at least 20 records (itself
    included) or be suppressed." """
    threshold = settings.effective_threshold
    if settings.threshold is None:
        source = _("from the invasion of privacy ({level})").format(
            level=_(INVASION_NAMES[settings.invasion.value]))
    else:
        source = _("set here, in place of the invasion of privacy's")
    size = _smallest_class(settings)
    if settings.release_model is ReleaseModel.NON_PUBLIC:
        text = _("Highest average risk allowed: {threshold:g}, {source}. A record's risk is 1 ÷ the number of "
                 "records sharing its quasi-identifier values; their average must stay at or below the threshold "
                 "and no record may exceed {cap:g}.")
    else:
        text = _("Highest risk allowed: {threshold:g}, {source}. A record's risk is 1 ÷ the number of records "
                 "sharing its quasi-identifier values, so each must share them with at least {size:,} records "
                 "(itself included) or be suppressed.")
    return text.format(threshold=threshold, source=source, cap=settings.record_cap, size=size)


def invasion_thresholds() -> dict[str, tuple[float, int]]:
    """Each invasion-of-privacy level's threshold and the smallest class it lets pass in a public release."""
    return {level.value: (level.threshold, _smallest_class(RiskSettings(invasion=level.value)))
            for level in InvasionLevel}


def _smallest_class(settings: RiskSettings) -> int:
    return smallest_passing_class(risk_thresholds(settings), {}, {})
