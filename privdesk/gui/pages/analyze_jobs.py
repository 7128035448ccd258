"""The Analyze page's jobs (run in the worker, no Qt): the search fixed to a frontier node, the audit of a table as
opened, and the little helpers the sweep and before/after tabs need. Every figure comes from the app layer."""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Mapping, Sequence

import numpy as np

from privdesk.app.anonymize import anonymize_and_record, attack_options, configuration_of, project_roles
from privdesk.app.audit import unchanged_identifiers
from privdesk.app.record.report_record import build_record
from privdesk.app.release.check import verify_release
from privdesk.app.settings import Settings
from privdesk.common.i18n import _
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.progress import Progress
from privdesk.engine.metrics.risk import RiskSettings
from privdesk.engine.search.result import Anonymization
from privdesk.gui.session import RunResult


@dataclass
class RunContext:
    """What a job needs from the session, taken on the GUI thread before the job starts."""

    dataset: Dataset
    settings: Settings
    roles: dict[str, str]
    risk: RiskSettings
    project_path: Path | None
    audit_original: Dataset | None = None   # in an audit, the table the release was made from (if given)


def context_of(session) -> RunContext:
    project = session.project
    return RunContext(dataset=session.dataset, settings=session.settings(), roles=project_roles(project),
                      risk=project.risk_settings(), project_path=project.location,
                      audit_original=session.audit_original if session.audit_mode else None)


def run_at_node(context: RunContext, node: Mapping[str, int], frontier: Sequence[Mapping[str, Any]] | None,
                sweep_steps: list | None, progress: Progress) -> RunResult:
    """The optimal search fixed to one node of the frontier (min_levels = max_levels = the node's levels), with
    the release re-checked, summarized and recorded as the Anonymize step does. The frontier of the first search
    is kept, so the user can choose again."""
    settings = replace(context.settings, algorithm="optimal", min_levels=dict(node), max_levels=dict(node))
    result, checks, summary, record = anonymize_and_record(
        context.dataset, settings, roles=context.roles, risk=context.risk, frontier=list(frontier or []),
        files={"input": context.dataset.source.path, "project": context.project_path}, progress=progress)
    return RunResult(result, checks, summary, record, sweep_steps)


def audit_table(context: RunContext, progress: Progress) -> RunResult:
    """Audit mode: the table as opened is the release. Check the project's models on it and record it
    (``kind="audit"``); with the original table, also the measures against it (PL, EC, losses)."""
    dataset, settings, original = context.dataset, context.settings, context.audit_original
    progress.report(0.1, _("checking the privacy models"))
    checks = verify_release(dataset, settings, progress=progress.part(0.1, 0.5))
    progress.report(0.5, _("assessing the risk") if original is None else
                    _("measuring the release against the original"))
    record = build_record(
        kind="audit", released=dataset, qis=settings.qis, sensitive=settings.sensitive, roles=context.roles,
        original=original, hierarchies=settings.hierarchies, levels=settings.levels,
        configuration=configuration_of(settings), result={"checks": [check.to_dict() for check in checks]},
        risk=context.risk,
        population=settings.population,
        files={"released": dataset.source.path, "input": original.source.path if original is not None else None},
        identifiers=unchanged_identifiers(dataset, settings.qis, settings.sensitive, settings.keep),
        keep=settings.keep, attack=attack_options(settings))
    # The release was made elsewhere: no transformation, and which rows it suppressed is not known.
    release = Anonymization("audit", dataset, list(settings.qis), np.zeros(dataset.n_rows, dtype=bool))
    summary = {"algorithm": "audit", "source": dataset.source.path, "transformation": None,
               "checks": [check.to_dict() for check in checks],
               "classes": record["classes"]["count"], "suppressed": record["classes"]["suppressed"], "details": {},
               "verdict": record["verdict"]}
    progress.report(1.0, _("done"))
    return RunResult(release, checks, summary, record)


def sweep_values(start: float, stop: float, step: float, integer: bool) -> list[float]:
    """The values from ``start`` to ``stop`` (inclusive) by ``step``, as the sweep controls ask for them."""
    if step <= 0 or stop < start:
        return [int(start) if integer else start]
    count = int(math.floor((stop - start) / step + 1e-9)) + 1
    values = [round(start + i * step, 6) for i in range(count)]
    return [int(round(v)) for v in values] if integer else values


def value_counts(dataset: Dataset, name: str) -> dict[str, int]:
    """A column's value counts (the dataset's own per-code counts), keyed by the value as shown."""
    column = dataset.column(name)
    return {("" if value is None else str(value)): int(count)
            for value, count in zip(column.values, column.counts) if count}
