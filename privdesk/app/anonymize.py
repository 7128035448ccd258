"""`privdesk anonymize`: turn a table plus a project (roles, hierarchies, level tables, models, algorithm) into a
release, re-check it with the model checks, and write it — or write nothing.

The job is a plain function with a progress callback and a cancel flag (docs/design.md), so the window runs the same
code in a worker thread. A release that fails one of its models is never written; a failed or cancelled run leaves
earlier outputs untouched (every file is written to a temporary name first, then renamed).
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import shutil
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

import numpy as np

from privdesk.app.person_search import FULL_DOMAIN, person_view, release_classes
from privdesk.app.projects.project import Project
from privdesk.app.record.verdict import Verdict, identifier_entries, model_entries, person_key_entries, risk_entries
from privdesk.app.release.check import failed_risk_entries, refuse_unmet, verify_release
from privdesk.app.release.free_text import redact_free_text
from privdesk.app.release.identifiers import IdentifierReleased, identifier_findings, pseudonym_key, unchanged_columns
from privdesk.app.settings import Settings
from privdesk.common.i18n import _
from privdesk.engine.core.counted_release import CountedRelease
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.progress import NO_PROGRESS, Progress
from privdesk.engine.core.requirement_check import RequirementCheck
from privdesk.engine.detect.identifier_check import IdentifierFinding, blocking as blocking_findings
from privdesk.engine.detect.person_key import person_key_warning
from privdesk.engine.metrics.risk import RiskSettings, assess_risk
from privdesk.engine.models.requirements import smallest_passing_class
from privdesk.engine.models.risk_threshold import risk_thresholds
from privdesk.engine.recoding.class_aggregation import aggregate_release
from privdesk.engine.recoding.identifiers import apply_identifier_rules
from privdesk.engine.search import contract as strategies
from privdesk.engine.search.contract import Limits
from privdesk.engine.search.result import Anonymization, NoSolution
from privdesk.io.atomic import STAGING_PREFIX, atomic_write_text, remove_stale, saving_into
from privdesk.io.release_files import write_release



def anonymize(dataset: Dataset, settings: Settings, progress: Progress = NO_PROGRESS,
              limits: Limits | None = None) -> tuple[Anonymization, list[RequirementCheck]]:
    """Run the chosen search strategy (``engine/search/contract.py``) under ``limits`` (default: the
    settings' time and step limits) and re-check its release. Returns (result, checks); ``result.settings`` are the
    settings as the run derived them (generated hierarchies, the transformations' seeds, the charged budget …),
    which its summary and report show. Raises NoSolution when no release meets the models, ReleaseCheckFailed if
    a produced release does not (never expected)."""
    search = strategies.strategy(settings.algorithm)  # an unknown name: exit 2 before any work
    if settings.free_text:  # names, numbers … inside the notes replaced before anything is judged or released
        dataset, redacted = redact_free_text(dataset, settings)
        result, checks = anonymize(dataset, dataclasses.replace(settings, free_text=[], redacted=settings.free_text),
                                   progress, limits)
        result.details["free_text"] = [column.record() for column in redacted]
        result.settings = dataclasses.replace(result.settings, free_text=settings.free_text,
                                              redacted=settings.redacted)
        return result, checks
    if settings.date_shift and not settings.person:
        raise InputError(_("dates are shifted per person: give the person key (--person COLUMN)"),
                         column=settings.date_shift[0])
    if strategies.spends_budget(settings.algorithm) and settings.person:  # DP per person: rows bounded
        from privdesk.app.person_search import anonymize_dp_by_person
        return anonymize_dp_by_person(dataset, settings, progress, limits, search=anonymize)
    if strategies.spends_budget(settings.algorithm) and not settings.dp.get("rows_per_person"):
        from privdesk.engine.detect.person_key import refuse_repeated_identifier
        refuse_repeated_identifier(dataset, _("the differentially private release"))
    if settings.person:  # the search over the table of persons
        from privdesk.app.person_search import anonymize_by_person
        return anonymize_by_person(dataset, settings, progress, limits, search=anonymize)
    if settings.time_limit is not None and not settings.time_limit > 0:
        raise InputError(_("the time limit must be a positive number of seconds"), value=settings.time_limit)
    if settings.step_limit is not None and settings.step_limit < 1:
        raise InputError(_("the step limit must be at least 1"), value=settings.step_limit)
    limits = settings.limits if limits is None else limits
    for name in [*settings.qis, *settings.sensitive]:
        dataset.column(name)
    if settings.transformations:  # each records its seed, so the report rebuilds the release
        from privdesk.app.release.numeric import apply_transformations

        dataset, records = apply_transformations(dataset, settings.transformations)
        settings = dataclasses.replace(settings, transformations=records)
    settings.check_reachable(dataset.n_rows if settings.person_rows is None else  # the records are persons
                             int(np.max(settings.person_rows, initial=-1)) + 1, dataset.source.path)
    blocking = blocking_findings(identifier_findings(dataset, settings), settings.keep)
    person_warning = person_key_warning(dataset, settings.person, [
        name for name in dataset.names if name not in {*settings.qis, *settings.sensitive}])
    if settings.cell_suppression:  # records over the limit recoded by cells (app/release/cell_suppression.py)
        from privdesk.app.release.cell_suppression import check_cell_suppression
        check_cell_suppression(settings)
    result = _search(dataset, settings, blocking, progress.part(0.0, 0.9), limits)
    settings = result.settings
    if settings.cell_suppression:
        from privdesk.app.release.cell_suppression import recode_by_cell_suppression
        result = recode_by_cell_suppression(dataset, settings, result)
    # a strategy with a guarantee of its own (the DP release: k from (ε, δ)) is re-checked against it
    asked = settings.requirements
    settings = dataclasses.replace(settings, requirements=strategies.rechecked_requirements(
        search, result, settings.requirements))
    if settings.aggregate:  # aggregated attributes take their class's aggregate
        result.released = aggregate_release(dataset, result.released, settings.qis, result.suppressed,
                                            settings.aggregate)
    binding = binding_requirement(settings)
    if binding:
        result.details["binding"] = binding
    if settings.person_rows is not None:  # its rows are not its records: re-checked over persons by the caller
        result.settings = dataclasses.replace(settings, requirements=asked)
        return result, []
    progress.report(0.92, _("re-checking the release"))
    checks = verify_release(result.released, settings, result.transformation, progress.part(0.92, 0.99))
    refuse_unmet(checks)
    risk = failed_risk_entries(result.released, settings)
    if risk:  # a local recoding cannot be held to an average: say so
        raise NoSolution(_("no release of {algorithm} meets the risk threshold: {sentences}").format(
            algorithm=settings.algorithm, sentences=" ".join(e.sentence for e in risk)))
    if person_warning:  # an identifier repeats and no person key is set
        result.details["person_warning"] = person_warning
    if settings.identifiers:
        result.released = apply_identifier_rules(result.released, settings.identifiers, settings.pseudonym_key)
    progress.report(1.0, _("done"))
    result.settings = dataclasses.replace(settings, requirements=asked)
    return result, checks


def _search(dataset: Dataset, settings: Settings, blocking: list[IdentifierFinding], progress: Progress,
            limits: Limits) -> Anonymization:
    """Run the registered search strategy of ``settings`` (refused before any work when it cannot run them); the
    result's ``settings`` are those the search ran with."""
    search = strategies.strategy(settings.algorithm)
    if getattr(search, "needs_hierarchies", False):
        # a QI without a hierarchy gets its type's default one, marked "generated" in the
        # summary and report
        settings = settings.with_generated_hierarchies([dataset.column(q) for q in settings.qis])
    problem = search_problem(dataset, settings)
    reason = strategies.unsupported(search, problem)
    if reason is not None:
        raise InputError(reason)
    populated = [r for r in settings.requirements if r.spec.needs_population]
    if populated and settings.population is None:
        raise InputError(_("{label} needs the population table the data is drawn from").format(
            label=populated[0].label))
    if blocking:
        raise IdentifierReleased(blocking)
    cost = strategies.privacy_cost(search, problem)
    if cost is not None:  # charged before anything is drawn: a cancelled run still counts as spent
        from privdesk.app.dp.budget import charge_budget

        settings = charge_budget(settings, cost)
    if getattr(search, "blanks_unsampled_rows", False):
        # sensitivity-level tables serve the (αij,k,m) model only, and list no blanked value: the report must not
        # look the release up in them
        settings = dataclasses.replace(settings, levels={})
    result = strategies.run(settings.algorithm, problem, progress, limits)
    result.settings = settings
    return result


def binding_requirement(settings: Settings) -> str | None:
    """When the risk threshold needs larger classes than the privacy models do, a sentence saying so."""
    size = smallest_passing_class(risk_thresholds(settings.risk), {}, {})
    models = smallest_passing_class(settings.requirements, {}, {})
    if size <= models:
        return None
    return _("the risk threshold bound the result: it needs classes of at least {size:,} records, the privacy "
             "models alone {models:,}").format(size=size, models=models)


def search_problem(dataset: Dataset, settings: Settings) -> strategies.SearchProblem:
    """What the search strategies are asked, from the run's settings (the risk thresholds among them)."""
    return strategies.SearchProblem(
        dataset, list(settings.qis), [*settings.requirements, *risk_thresholds(settings.risk)],
        hierarchies=settings.hierarchies,
        levels=settings.levels, weights=settings.weights or None, metric=settings.metric,
        suppression=settings.suppression, min_levels=settings.min_levels, max_levels=settings.max_levels,
        population=settings.population, sensitive=list(settings.sensitive),
        options={"split": settings.split, "leftover": settings.leftover, "uniqueness": list(settings.uniqueness),
                 "dp": dict(settings.dp), "aggregate": list(settings.aggregate), "persons": settings.person_rows})


# --------------------------------------------------------------------------------------------------- outputs

@dataclass
class ReportOptions:
    """Ask :func:`anonymize_to_folder` for the audit report: the project (for its roles, risk settings and hash),
    the signing key (unsigned without one), the signer's name, and whether the workbook carries the data."""

    project: Project | None = None
    key: Any = None                      # report.signing.SecretKey or KeyPair
    signer: str = ""
    include_data: bool = True
    sweep: list | None = None
    context: dict[str, Any] | None = None  # the release's context (a --context file); else the project's


def with_preset(dataset: Dataset, settings: Settings) -> tuple[Dataset, Settings]:
    """The table after the settings' preset (none: unchanged), and the settings with its record in
    ``preset_record``. Identifier rules of the columns it dropped are spent; a hierarchy that no longer covers a
    column it coarsened gives way to the column's generated one."""
    if not settings.preset:
        return dataset, dataclasses.replace(settings, preset_record=None)
    from privdesk.app.suggest import dataset_with_preset
    from privdesk.engine.attributes.default_hierarchies import default_hierarchy

    released, record = dataset_with_preset(dataset, settings.preset)
    kept = set(released.names)
    hierarchies = dict(settings.hierarchies)
    for action in record["actions"]:
        name, hierarchy = action["column"], hierarchies.get(action["column"])
        if name in kept and hierarchy is not None:
            column = released.column(name)
            values = {str(v) for v in column.values[:column.n_valid]}
            if not values <= {str(v) for v in hierarchy.rows[:, 0]}:
                hierarchies[name] = default_hierarchy(column)
    return released, dataclasses.replace(
        settings, preset_record=record, hierarchies=hierarchies,
        identifiers={name: rule for name, rule in settings.identifiers.items() if name in kept},
        redacted=[*settings.redacted, *(action["column"] for action in record["actions"]
                                        if action["rule"] == "redact")])  # notes the preset redacted


def anonymize_to_folder(dataset: Dataset, settings: Settings, out: str | Path, *, xlsx: bool = False,
                        progress: Progress = NO_PROGRESS, source: str | None = None,
                        report: ReportOptions | None = None, fmt: str | None = None,
                        on_settings: Callable[[Settings], None] | None = None) -> dict[str, Any]:
    """Anonymize, re-check, then write the release (``anonymized.<suffix>`` in ``fmt``, by default the input's
    format; also ``.xlsx`` with ``xlsx``) and ``summary.json`` into ``out`` —
    with ``report``, also ``report.json``, ``report.xlsx`` and a ``.minisig`` beside each file when a key is given.
    ``on_settings``: called with the settings as the run derived them (e.g. the hierarchies it generated).

    Nothing is written unless the whole run succeeds: the files are made in a staging folder inside ``out`` and
    only then moved over their predecessors, each with an atomic rename.
    """
    started = time.perf_counter()
    dataset, settings = with_preset(dataset, settings)
    for name in settings.attack_columns:  # a misspelt column: said before the search, not after it
        dataset.column(name)
    result, checks = anonymize(dataset, settings, progress.part(0.0, 0.8))
    settings = result.settings
    summary = summarize(result, checks, settings, time.perf_counter() - started, source)
    progress.report(0.8, _("attacking the release"))
    summary["attack_test"] = release_attack_test(dataset, result, settings)
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    with staging_folder(out, written, inputs=[p for p in (dataset.source.path,) if p]) as stage:
        summary["release"] = write_release(result.released, stage, fmt, dataset.source)
        summary["escaped_cells"] = summary["release"].get("escaped_cells", 0)
        if xlsx and summary["release"]["format"] != "xlsx":
            from privdesk.io.table_workbook import write_table_workbook

            write_table_workbook(result.released, stage / "anonymized.xlsx")
        atomic_write_text(stage / "summary.json", json.dumps(summary, indent=2, ensure_ascii=False) + "\n")
        if report is not None:
            progress.report(0.85, _("writing the audit report"))
            _write_report(dataset, result, settings, summary, stage, report)
    progress.report(1.0, _("written"))
    summary["written"] = [str(path) for path in written]
    if on_settings is not None:
        on_settings(settings)
    return summary


def release_attack_test(original: Dataset, result: Anonymization, settings: Settings) -> dict[str, Any]:
    """The attack test of a release (``app.record.attack_test``) with the run's seed and attacker's columns."""
    from privdesk.app.record.attack_test import attack_test

    return attack_test(original, result.released, settings.qis, settings.sensitive, **attack_options(settings),
                       population=settings.population if result.transformation is not None else None,
                       hierarchies=settings.hierarchies)


def attack_options(settings: Settings) -> dict[str, Any]:
    """The attack test's options of a run: the attacker's columns and the run's seed (a DP run's), if any."""
    return {"attack_columns": list(settings.attack_columns) or None, "seed": settings.dp.get("seed")}


def _write_report(original: Dataset, result: Anonymization, settings: Settings, summary: dict, stage: Path,
                  options: ReportOptions) -> None:
    project = options.project
    released_name = summary["release"]["path"]
    files = {"input": original.source.path, "released": stage / released_name,
             "project": project.location if project is not None else None}
    record = anonymization_record(original, result, settings, summary, roles=project_roles(project),
                                  risk=settings.risk, files=files,
                                  sweep=options.sweep, operator=options.signer or None)
    record["files"]["released"]["path"] = released_name
    write_signed_report(record, stage, released_name, options, result.released if options.include_data else None)
    summary["report_id"] = record["report_id"]


def write_signed_report(record: dict, stage: Path, released_name: str, options: ReportOptions,
                        released: Dataset | None) -> None:
    """report.json and report.xlsx of ``record`` into ``stage``, and with a key a signature beside each of them
    and the release file ``released_name`` (``released``: the table for the Released data sheet, or None)."""
    from privdesk.app.projects.context_file import attach_context
    from privdesk.app.record.report_record import write_record
    from privdesk.report.workbook import write_report
    from privdesk.signing.signatures import fingerprint, release_comment, sign_file

    project = options.project
    key_fingerprint = fingerprint(options.key).key_id if options.key is not None else None
    attach_context(record, project.context if project is not None else None, options.context)
    write_record(record, stage / "report.json")
    write_report(record, stage / "report.xlsx", released=released, key_fingerprint=key_fingerprint)
    if options.key is not None:
        comment = release_comment(record["report_id"], workbook=stage / "report.xlsx",
                                  data=stage / released_name,
                                  project=project.location if project is not None else None,
                                  signer=options.signer or key_owner(options.key),
                                  data_sha256=recorded_sha256(record, released_name))
        for name in ("report.xlsx", released_name, "report.json"):
            sign_file(stage / name, options.key, comment)


def recorded_sha256(record: dict, released_name: str) -> str | None:
    """The SHA-256 the record took of the release file ``released_name`` of the staging folder (its callers give
    ``build_record`` that file, written before the record and unchanged since), else None."""
    released = record.get("files", {}).get("released") or {}
    return released.get("sha256") if Path(str(released.get("path", ""))).name == released_name else None


def key_owner(key: Any) -> str:
    """Who signs when no --signer is given: the owner name the key was made with (keygen --name), else a
    generic name."""
    return getattr(key, "owner", None) or getattr(key, "name", None) or "PrivDesk user"


def anonymize_and_record(dataset: Dataset, settings: Settings, *, roles: Mapping[str, str] | None = None,
                         risk: RiskSettings | None = None, files: Mapping[str, Any] | None = None,
                         frontier: list | None = None, progress: Progress = NO_PROGRESS,
                         limits: Limits | None = None) -> tuple[Anonymization, list, dict[str, Any], dict[str, Any]]:
    """Anonymize, re-check, summarize and build the report record (the window's runs; the command line builds
    the same record with its written files, ``anonymize_to_folder``). ``frontier``: the solution view's frontier
    of an earlier search, kept when a run is fixed to one of its nodes. ``limits``: as :func:`anonymize`. Returns
    (result, checks, summary, record)."""
    started = time.perf_counter()
    dataset, settings = with_preset(dataset, settings)
    result, checks = anonymize(dataset, settings, progress.part(0.0, 0.85), limits)
    settings = result.settings
    if frontier:
        result.details["frontier"] = [dict(entry) for entry in frontier]
    files = dict(files or {})
    summary = summarize(result, checks, settings, time.perf_counter() - started,
                        None if files.get("input") is None else str(files["input"]))
    progress.report(0.9, _("measuring the release"))
    record = anonymization_record(dataset, result, settings, summary, roles=roles, risk=risk, files=files,
                                  progress=progress.part(0.9, 0.99))
    progress.report(1.0, _("done"))
    return result, checks, summary, record


def anonymization_record(original: Dataset, result: Anonymization, settings: Settings, summary: dict, *,
                         roles: Mapping[str, str] | None = None, risk: RiskSettings | None = None,
                         files: Mapping[str, Any] | None = None, sweep: list | None = None,
                         operator: str | None = None, progress: Progress = NO_PROGRESS) -> dict[str, Any]:
    """The report record of an anonymization: one builder for the window and the command line."""
    from privdesk.app.record.report_record import build_record

    record = build_record(
        kind="anonymization", released=result.released, qis=settings.qis, sensitive=settings.sensitive,
        original=original, roles=roles, hierarchies=settings.hierarchies, levels=settings.levels,
        configuration=configuration_of(settings), result=summary, anonymization=result,
        risk=risk or settings.risk, files=files,
        sweep=sweep, operator=operator, population=settings.population, progress=progress,
        persons=person_view(result, settings), attack=attack_options(settings))
    record["privacy_budget"] = settings.privacy_budget
    record["preset"] = settings.preset_record
    return record


def project_roles(project: Project | None) -> dict[str, str] | None:
    """Each column's role as the report records it."""
    return {name: a.role.value for name, a in project.attributes.items()} if project is not None else None


def configuration_of(settings: Settings) -> dict[str, Any]:
    """The settings as the report's Configuration sheet shows them (never the pseudonym key)."""
    return {
        "quasi_identifiers": list(settings.qis), "sensitive": list(settings.sensitive),
        "models": [r.to_dict() | {"label": r.label} for r in settings.requirements]
        + [{"model": r.kind, "value": r.value, "estimator": r.estimator.value, "label": r.label}
           for r in settings.uniqueness],
        "population_model": settings.population_model.as_dict() if settings.population_model else None,
        "algorithm": settings.algorithm, "metric": settings.metric if settings.algorithm in FULL_DOMAIN else None,
        **({"person_key": settings.person} if settings.person else {}),
        **({"free_text": list(settings.free_text)} if settings.free_text else {}),
        **({"date_shift": {"columns": list(settings.date_shift), "max_shift_days": settings.max_shift_days}}
           if settings.date_shift else {}),
        "suppression_limit": settings.suppression, "min_levels": dict(settings.min_levels),
        "max_levels": dict(settings.max_levels), "weights": dict(settings.weights),
        "split": settings.split if settings.algorithm == "mondrian" else None,
        "identifiers": {name: {"action": rule.action, "n": rule.n} for name, rule in settings.identifiers.items()},
        "kept_unchanged": list(settings.keep),
        "hierarchies": {name: {"levels": h.levels, "rows": h.n_rows, "builder": h.builder}
                        for name, h in settings.hierarchies.items()},
        "sensitivity_levels": {name: {"levels": [list(level) for level in t.levels], "alphas": list(t.alphas)}
                               for name, t in settings.levels.items()},
    } | _value_transformations(settings)


def _value_transformations(settings: Settings) -> dict[str, Any]:
    """The value transformations' settings, only when used: aggregated attributes and the transformations run before the search
    (with their seeds and measured distortion), which the report shows among the other settings."""
    used = {"aggregate": dict(settings.aggregate), "transformations": list(settings.transformations),
            "cell_suppression": settings.cell_suppression}
    return {key: value for key, value in used.items() if value}


@contextlib.contextmanager
def staging_folder(out: Path, written: list[Path] | None = None, inputs: Sequence[str | Path] = ()):
    """A fresh folder inside ``out``; on success its files replace their namesakes in ``out`` one by one
    (atomic renames; each appended to ``written``) and what an earlier run wrote there and this one did not is
    removed (``app.output_folder``; ``inputs``, the files the run reads, are kept); on failure it is removed and
    ``out`` is untouched. Staging folders and temporary files a killed run left in ``out`` are removed first."""
    from privdesk.app.release.output_folder import commit_outputs

    remove_stale(out)
    with saving_into(out):  # a full disk or a read-only folder: one line, ``out`` untouched
        stage = Path(tempfile.mkdtemp(prefix=f"{STAGING_PREFIX}{os.getpid()}-", dir=out))
    try:
        with saving_into(out):
            yield stage
            moved = commit_outputs(stage, Path(out), inputs)
        if written is not None:
            written.extend(moved)
    finally:
        shutil.rmtree(stage, ignore_errors=True)


def summarize(result: Anonymization, checks: list, settings: Settings, seconds: float,
              source: str | None = None, *, engine: str = "memory", counted: CountedRelease | None = None,
              kept: Sequence[IdentifierFinding] | None = None, columns: Sequence[str] | None = None) -> dict[str, Any]:
    """The summary of an anonymization (summary.json, ``--json``, the report's result), one schema for every row
    engine: ``counted`` is an out-of-core engine's release as counts (its rows stand for several records),
    ``kept`` the identifier check's findings of the columns kept deliberately when the engine judged them,
    ``columns`` the columns it released (its counts hold the QIs and sensitive attributes only)."""
    details = dict(result.details)
    details["unchanged"] = unchanged_columns(columns if columns is not None else result.released.names, settings)
    by_preset = [{"column": a["column"], "cells": a["values"], "spans": a.get("spans") or {}}
                 for a in (settings.preset_record or {}).get("actions", []) if a["rule"] == "redact"]
    if by_preset:  # notes the preset redacted, listed with those redacted as free text
        details["free_text"] = [*details.get("free_text", []), *by_preset]
    verdict = release_verdict(result, checks, settings, counted, kept)
    release = counted if counted is not None else CountedRelease(result.released)
    suppressed = (result.suppressed_count if release.counts is None
                  else int(release.counts[np.asarray(result.suppressed, bool)].sum()))
    return {
        "verdict": verdict.to_dict(),
        "engine": engine,
        "algorithm": settings.algorithm,
        "source": source,
        "records": release.n_rows,
        "transformation": result.transformation,
        "metric": details.pop("metric", None),
        "score": details.pop("score", None),
        "suppressed": suppressed,
        "classes": int((release.partition(settings.qis) if counted is not None
                        else release_classes(result, settings)).n_classes),
        "checks": [check.to_dict() for check in checks],
        "details": details,
        "search": {"optimal": result.optimal, "lower_bound": result.lower_bound,  # the run's time is "seconds"
                   "nodes_evaluated": result.nodes_evaluated,
                   "gap": strategies.optimality_gap(result.details.get("score"), result.lower_bound)},
        "seconds": seconds,
        **({"preset": settings.preset_record} if settings.preset_record else {}),
    }


def release_verdict(result: Anonymization, checks: list, settings: Settings, counted: CountedRelease | None = None,
                    kept: Sequence[IdentifierFinding] | None = None) -> Verdict:
    """The verdict of a release: its model re-checks, the risk threshold of the settings (the report's defaults
    when the settings enforce none) and the columns kept deliberately although they look like identifiers.
    ``counted``/``kept``: an out-of-core engine's release as counts and its identifier findings (the engine
    judged the columns on its sample), as :func:`summarize` takes them; with a person key, classes of persons."""
    partition = counted.partition(settings.qis) if counted is not None else release_classes(result, settings)
    risk = settings.risk or RiskSettings()
    if kept is None:
        kept = identifier_findings(result.released, settings)
    kept = [f for f in kept if f.column in settings.keep]
    entries = [*model_entries(checks), *risk_entries(assess_risk(partition, risk), risk),
               *identifier_entries(kept, settings.keep), *person_key_entries(result.details.get("person_warning"))]
    return Verdict(tuple(entries), result.details.get("binding"))


# --------------------------------------------------------------------------------------------------- secrets

def settings_need_key(settings: Settings) -> bool:
    return any(rule.action == "pseudonym" for rule in settings.identifiers.values())


def project_settings(project: Project, population: Dataset | None = None) -> Settings:
    """:meth:`Settings.from_project` with the pseudonym key read (or made) when an identifier needs it."""
    settings = Settings.from_project(project, population)
    if settings_need_key(settings):
        settings = dataclasses.replace(settings, pseudonym_key=pseudonym_key(
            project.location, project.algorithm.get("pseudonym_key_file")))
    return settings
