"""Sweep one privacy parameter over a range and measure each release (the experiment of seed 000, SPEC §1.3):
k = 2..10, l = 2..7 or t = 0.05..0.30, and for every step PL overall and per attribute, EC, the utility score and
the re-identification risk — the curves the window and the report draw."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Sequence

from privdesk.app.anonymize import anonymize
from privdesk.app.settings import Settings
from privdesk.common.i18n import _
from privdesk.engine.core.classes import release_partition
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.progress import NO_PROGRESS, Progress
from privdesk.engine.metrics.privacy_level import privacy_levels
from privdesk.engine.metrics.risk import RiskSettings, assess_risk
from privdesk.engine.models import registry
from privdesk.engine.models.requirements import Requirement
from privdesk.engine.search.result import NoSolution

PARAMETERS = ("k", "l", "t")
"""The model parameters a sweep can vary (``Parameter.key`` of their model's spec)."""
DEFAULT_RANGES = {"k": [2, 3, 4, 5, 6, 7, 8, 9, 10], "l": [2, 3, 4, 5, 6, 7],
                  "t": [0.05, 0.10, 0.15, 0.20, 0.25, 0.30]}


def sweep(dataset: Dataset, settings: Settings, parameter: str, values: Sequence[float] | None = None,
          risk: RiskSettings | None = None, progress: Progress = NO_PROGRESS) -> list[dict[str, Any]]:
    """One entry per value: the release's transformation, score, suppressed rows, PL (overall and per attribute),
    EC and risk, or ``"error"`` when no release meets the models at that value."""
    if parameter not in PARAMETERS:
        raise InputError(_("sweep over k, l or t, not '{parameter}'").format(parameter=parameter))
    model = next(spec for spec in registry.models() if spec.parameter.key == parameter)
    values = list(values if values is not None else DEFAULT_RANGES[parameter])
    if model.per_attribute and not settings.sensitive:
        raise InputError(_("sweeping {parameter} needs a sensitive attribute").format(parameter=parameter))
    steps = []
    for position, value in enumerate(values):
        progress.report(position / len(values), f"{parameter} = {value:g}")
        requirements = _with_parameter(settings, model, float(value))
        step: dict[str, Any] = {"parameter": parameter, "value": value}
        try:  # a k above the table's records is one step without a release, not the end of the sweep
            replace(settings, requirements=requirements).check_reachable(dataset.n_rows)
        except InputError as error:
            step["error"] = error.message
            steps.append(step)
            continue
        try:
            # a sweep measures releases it never writes: its steps show the risk of each parameter value (no
            # threshold binds them) and skip the identifier check of what is released unchanged
            result = anonymize(dataset, replace(settings, requirements=requirements, identifiers={}, risk=None,
                                                keep=list(dataset.names)),
                               progress.part(position / len(values), (position + 1) / len(values)))[0]
        except NoSolution as error:
            step["error"] = str(error)
            steps.append(step)
            continue
        levels = privacy_levels(dataset, result.released, settings.qis, settings.sensitive)
        assessment = assess_risk(release_partition(result.released, settings.qis), risk or RiskSettings())
        step.update({
            "transformation": result.transformation,
            "score": result.details.get("score"),
            "suppressed": result.suppressed_count,
            "PL": levels.overall.pl, "DR": levels.overall.dr, "IR": levels.overall.ir, "EC": levels.ec,
            "PL_attributes": {name: a.pl for name, a in levels.attributes.items()},
            "risk_maximum": assessment.maximum_risk, "risk_average": assessment.average_risk,
        })
        steps.append(step)
    progress.report(1.0, _("sweep done"))
    return steps


def _with_parameter(settings: Settings, model: registry.ModelSpec, value: float) -> list[Requirement]:
    """The settings' requirements with ``model`` set to ``value`` (added for every sensitive attribute, or for
    the table for a model on the whole table, when the settings lack it)."""
    others = [r for r in settings.requirements if r.spec is not model]
    existing = [r for r in settings.requirements if r.spec is model]
    if not model.per_attribute:
        return others + [Requirement(model.name, value)]
    if existing:
        return others + [replace(r, value=value) for r in existing]
    return others + [Requirement(model.name, value, name) for name in settings.sensitive]
