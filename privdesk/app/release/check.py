"""The re-check of a finished release: the model checks and risk thresholds on the released table itself, as
``privdesk check`` would judge it. A release that fails it is never written."""

from __future__ import annotations

from typing import Mapping, Sequence

from privdesk.app.check import requirement_checks
from privdesk.app.record.population_risk import uniqueness_checks
from privdesk.app.record.verdict import risk_entries
from privdesk.app.settings import Settings
from privdesk.common.i18n import _
from privdesk.engine.core.counted_release import CountedRelease
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.persons import PersonRelease
from privdesk.engine.core.progress import NO_PROGRESS, Progress
from privdesk.engine.core.requirement_check import RequirementCheck, failed
from privdesk.engine.metrics.risk import assess_risk
from privdesk.engine.models import registry
from privdesk.engine.search import contract as strategies


def release_classes_of(released: Dataset | CountedRelease, settings: Settings):
    """The classes a release is judged by: of persons when the settings have a person key that is in the release
    , else of its records (a table, or an engine's counts)."""
    if settings.person and isinstance(released, Dataset) and settings.person in released.names:
        return PersonRelease(released, settings.person).partition(settings.qis)
    return CountedRelease.of(released).partition(settings.qis)


class ReleaseCheckFailed(Exception):
    """The re-check of a finished release found a model that does not hold: nothing is written."""


def refuse_unmet(checks: Sequence[RequirementCheck]) -> None:
    """Raise ReleaseCheckFailed naming the requirements a release's re-check found not met (all met: nothing)."""
    unmet = failed(checks)
    if unmet:
        raise ReleaseCheckFailed(_("the release does not meet {requirements}").format(
            requirements="; ".join(check.requirement for check in unmet)))


def failed_risk_entries(released: Dataset | CountedRelease, settings: Settings) -> list:
    """The risk thresholds of the settings that the release (a table, or an engine's counts) does not meet
    (none without risk settings)."""
    if settings.risk is None:
        return []
    risk = risk_entries(assess_risk(release_classes_of(released, settings), settings.risk), settings.risk)
    return [entry for entry in risk if not entry.passed]


def verify_release(released: Dataset | CountedRelease, settings: Settings,
                   transformation: Mapping[str, int] | None = None,
                   progress: Progress = NO_PROGRESS) -> list[RequirementCheck]:
    """Re-check a release with the model checks on the released table itself (or on an out-of-core engine's
    counts of it): one entry per requirement (and per level table for (αij,k,m)), with the worst class value and
    whether every class meets it. δ-presence matches the settings' population to the classes as ``privdesk
    check`` does, at the levels of ``transformation`` when given."""
    checks = requirement_checks(released, settings.qis, settings.requirements, settings.hierarchies,
                                settings.population, transformation, progress, person=settings.person)
    classes = release_classes_of(released, settings)
    checks += uniqueness_checks(settings.uniqueness, classes, classes.n_rows)
    if settings.algorithm in strategies.STRATEGIES and strategies.strategy(settings.algorithm).checks_graded:
        from privdesk.engine.models import graded_alpha

        k = settings.class_size()
        tables = {n: t for n, t in settings.levels.items() if n in settings.sensitive}
        row_levels = {n: t.level_of(released.column(n))[released.column(n).codes] for n, t in tables.items()}
        graded = graded_alpha(classes, row_levels, {n: t.alphas for n, t in tables.items()})
        checks.append(RequirementCheck.judged(
            _("(αij,k,m)-anonymity with k = {k}").format(k=int(k.value)), registry.GRADED_MODEL, k.value, None,
            attribute=", ".join(tables), holds=graded.satisfies(int(k.value))))
    return checks
