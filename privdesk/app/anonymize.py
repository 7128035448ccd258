"""`privdesk anonymize`: turn a table plus a project (roles, hierarchies, level tables, models, algorithm) into a
release, re-check it with the model checks, and write it — or write nothing.

The job is a plain function with a progress callback and a cancel flag (DESIGN.md), so the window runs the same
code in a worker thread. A release that fails one of its models is never written; a failed or cancelled run leaves
earlier outputs untouched (every file is written to a temporary name first, then renamed).
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import json
import os
import shutil
import tempfile
import secrets
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping, Sequence

from ..engine.algorithms import strategy as strategies
from ..engine.algorithms.result import Anonymization, NoSolution
from ..engine.algorithms.strategy import NO_LIMITS, Limits
from .cell_suppression import cell_suppression_mode
from ..engine.atomic import STAGING_PREFIX, atomic_open, atomic_write_text, remove_stale
from ..engine.class_aggregation import aggregate_release
from ..engine.classes import release_partition
from ..engine.dataset import Dataset
from ..engine.errors import InputError
from ..engine.default_hierarchies import generated_hierarchies
from ..engine.hierarchy import Hierarchy
from ..engine.identifiers import IdentifierRule, apply_identifier_rules
from ..engine.identifier_check import IdentifierFinding, find_identifiers
from ..engine.metrics.risk import RiskSettings, assess_risk
from ..engine.persons import person_key_warning
from ..engine.models.risk_threshold import risk_thresholds
from ..engine.progress import NO_PROGRESS, Progress
from ..engine.models import registry
from ..engine.requirements import Requirement, smallest_passing_class
from .population_risk import is_uniqueness_entry, population_model_of, uniqueness_checks, uniqueness_from_project
from ..engine.sensitivity_levels import SensitivityLevels
from ..i18n import _
from .check import requirement_checks
from .person_search import person_view, release_classes, settings_classes
from .release_files import write_release
from .project import Project
from .verdict import Verdict, identifier_entries, model_entries, person_key_entries, risk_entries

FULL_DOMAIN = ("optimal", "heuristic", "genetic", "auto")
"""The strategies that generalize full-domain through hierarchies and minimise the chosen metric."""


class ReleaseCheckFailed(Exception):
    """The re-check of a finished release found a model that does not hold: nothing is written."""


class IdentifierReleased(InputError):
    """Columns the release would keep unchanged look like direct identifiers: nothing is run or written until
    each is marked an identifier (dropped, masked or pseudonymized) or kept deliberately."""

    def __init__(self, findings: Sequence[IdentifierFinding]) -> None:
        self.findings = list(findings)
        super().__init__(_("{columns} would be released unchanged and look like direct identifiers; mark each as an "
                           "identifier (--identifier COL: dropped, masked or pseudonymized) or keep it deliberately "
                           "(--keep COL)").format(columns="; ".join(f"'{f.column}' ({f.reason})"
                                                                    for f in self.findings)))


@dataclass
class Settings:
    """Everything a run needs, whether it comes from a project file or from command-line flags."""

    qis: list[str]
    sensitive: list[str]
    requirements: list[Requirement]
    hierarchies: dict[str, Hierarchy] = field(default_factory=dict)
    levels: dict[str, SensitivityLevels] = field(default_factory=dict)
    weights: dict[str, float] = field(default_factory=dict)
    algorithm: str = "optimal"
    metric: str = "loss"
    suppression: float = 0.0
    min_levels: dict[str, int] = field(default_factory=dict)
    max_levels: dict[str, int] = field(default_factory=dict)
    split: str = "classic"
    leftover: str = "add"
    identifiers: dict[str, IdentifierRule] = field(default_factory=dict)
    pseudonym_key: bytes | None = None
    population: Dataset | None = None       # the population table of δ-presence
    risk: RiskSettings | None = field(default_factory=RiskSettings)  # enforced like a model; None: not enforced
    keep: list[str] = field(default_factory=list)   # columns released unchanged deliberately (identifier check)
    privacy_budget: dict[str, Any] | None = None   # the data set's DP ledger, shown in the report
    dp: dict[str, Any] = field(default_factory=dict)  # the DP release's ε, δ, steps ... (engine/algorithms/dp_strategy.py)
    save_budget: Any = None                 # called with the ledger as soon as a DP release is charged
    uniqueness: list = field(default_factory=list)  # sample/population-uniqueness thresholds (population_models)
    population_model: Any = None            # engine.metrics.population_risk.PopulationModel, for the report
    aggregate: dict[str, str] = field(default_factory=dict)  # column -> class aggregate (ARX microaggregation)
    transformations: list[dict] = field(default_factory=list)  # MDAV / noise / PRAM run before the search
    cell_suppression: str = ""              # "arx"/"gradual": suppressed records recoded by cells (cell_suppression.py)
    time_limit: float | None = None         # seconds a search may run (it then returns its best so far)
    step_limit: int | None = None           # candidates a search may evaluate
    preset: str | None = None               # hipaa-safe-harbor / cn-personal-info, applied first (engine/detect)
    preset_record: dict[str, Any] | None = None  # what the preset did, for the summary and the report
    person: str | None = None               # the person key: every model counts persons (app/person_search.py)
    date_shift: list[str] = field(default_factory=list)  # date columns shifted per person (engine/date_shift.py)
    max_shift_days: int | None = None       # ... by at most this many days either way

    @property
    def limits(self) -> Limits:
        return Limits(self.time_limit, self.step_limit)

    @classmethod
    def from_project(cls, project: Project, population: Dataset | None = None) -> "Settings":
        """The project's settings; ``population``: its population table when already loaded (else it is opened
        here when the project names one)."""
        algorithm = dict(project.algorithm)
        identifiers = {name: IdentifierRule(**rule) for name, rule in algorithm.get("identifiers", {}).items()}
        for name in project.identifiers:  # identifiers are dropped unless the project says otherwise
            identifiers.setdefault(name, IdentifierRule("drop"))
        if project.person:  # the person key: a keyed pseudonym unless the project says otherwise (issue #31)
            identifiers.setdefault(project.person, IdentifierRule("pseudonym"))
        from .aggregate_choice import generalized_qis  # an aggregated QI is not generalised (issue #18)

        return cls(
            qis=generalized_qis(project.quasi_identifiers, algorithm.get("aggregate", {})),
            sensitive=project.sensitive,
            requirements=[Requirement.from_dict(m) for m in project.models if registry.is_requirement(m)
                          and not is_uniqueness_entry(m)],
            uniqueness=uniqueness_from_project(project), population_model=population_model_of(project.risk),
            hierarchies=dict(project.hierarchies), levels=dict(project.sensitivity_levels),
            weights=dict(project.weights), algorithm=str(algorithm.get("name", "optimal")),
            metric=str(algorithm.get("metric", "loss")), suppression=float(algorithm.get("suppression", 0.0)),
            min_levels=dict(algorithm.get("min_levels", {})), max_levels=dict(algorithm.get("max_levels", {})),
            split=str(algorithm.get("split", "classic")), leftover=str(algorithm.get("leftover", "add")),
            identifiers=identifiers, aggregate=dict(algorithm.get("aggregate", {})),
            transformations=[dict(t) for t in algorithm.get("transformations", [])],
            cell_suppression=cell_suppression_mode(algorithm.get("cell_suppression")),
            population=population if population is not None else project.load_population(),
            risk=project.risk_settings(), keep=[str(name) for name in algorithm.get("keep", [])],
            privacy_budget=project.privacy_budget,
            dp={key: algorithm[key] for key in ("epsilon", "delta", "steps", "degree", "levels", "search_share",
                                                "budget", "score", "rows_per_person") if key in algorithm},
            time_limit=_optional(algorithm.get("time_limit"), float),
            step_limit=_optional(algorithm.get("step_limit"), int), preset=algorithm.get("preset") or None,
            person=project.person, date_shift=[str(n) for n in algorithm.get("date_shift", [])],
            max_shift_days=_optional(algorithm.get("max_shift_days"), int))

    @property
    def needs_population(self) -> bool:
        """Whether a requirement's model needs the population table (δ-presence)."""
        return registry.needs_population(self.requirements)

    def class_size(self) -> Requirement | None:
        """The requirement that sets a smallest class size (k-anonymity), or None."""
        return next((r for r in self.requirements if r.spec.class_size), None)


def _optional(value: Any, kind: type):
    return None if value is None else kind(value)


def anonymize(dataset: Dataset, settings: Settings, progress: Progress = NO_PROGRESS,
              limits: Limits | None = None) -> tuple[Anonymization, list]:
    """Run the chosen search strategy (``engine/algorithms/strategy.py``) under ``limits`` (default: the
    settings' time and step limits) and re-check its release. Returns (result, checks); raises NoSolution when no
    release meets the models, ReleaseCheckFailed if a produced release does not (never expected)."""
    search = strategies.strategy(settings.algorithm)  # an unknown name: exit 2 before any work
    if settings.date_shift and not settings.person:
        raise InputError(_("dates are shifted per person: give the person key (--person COLUMN)"),
                         column=settings.date_shift[0])
    if strategies.spends_budget(settings.algorithm) and settings.person:  # DP per person: rows bounded
        from .person_search import anonymize_dp_by_person
        return anonymize_dp_by_person(dataset, settings, progress, limits)
    if strategies.spends_budget(settings.algorithm) and not settings.dp.get("rows_per_person"):
        from ..engine.persons import refuse_repeated_identifier  # DP protects rows, not persons
        refuse_repeated_identifier(dataset, _("the differentially private release"))
    if settings.person:  # issue #31: the search over the table of persons
        from .person_search import anonymize_by_person
        return anonymize_by_person(dataset, settings, progress, limits)
    if settings.time_limit is not None and not settings.time_limit > 0:
        raise InputError(_("the time limit must be a positive number of seconds"), value=settings.time_limit)
    if settings.step_limit is not None and settings.step_limit < 1:
        raise InputError(_("the step limit must be at least 1"), value=settings.step_limit)
    limits = settings.limits if limits is None else limits
    for name in [*settings.qis, *settings.sensitive]:
        dataset.column(name)
    if settings.transformations:  # hook of issue #18: each records its seed, so the report rebuilds the release
        from .numeric_release import apply_transformations

        dataset, records = apply_transformations(dataset, settings.transformations)
        settings.transformations = records
    blocking = [f for f in identifier_findings(dataset, settings) if f.column not in settings.keep]
    person_warning = person_key_warning(dataset, settings.person, [
        name for name in dataset.names if name not in {*settings.qis, *settings.sensitive}])
    if settings.cell_suppression:  # hook of issue #18 (app/cell_suppression.py)
        from .cell_suppression import check_cell_suppression
        check_cell_suppression(settings)
    result = _search(dataset, settings, blocking, progress.part(0.0, 0.9), limits)
    if settings.cell_suppression:
        from .cell_suppression import recode_by_cell_suppression
        result = recode_by_cell_suppression(dataset, settings, result)
    # a strategy with a guarantee of its own (the DP release: k from (ε, δ)) is re-checked against it
    settings = dataclasses.replace(settings, requirements=strategies.rechecked_requirements(
        search, result, settings.requirements))
    if settings.aggregate:  # hook of issue #18: aggregated attributes take their class's aggregate
        result.released = aggregate_release(dataset, result.released, settings.qis, result.suppressed,
                                            settings.aggregate)
    progress.report(0.92, _("re-checking the release"))
    checks = verify_release(result.released, settings, result.transformation, progress.part(0.92, 0.99))
    failed = [c for c in checks if not c["met"]]
    if failed:
        raise ReleaseCheckFailed(_("the release does not meet {requirements}").format(
            requirements="; ".join(c["requirement"] for c in failed)))
    risk = failed_risk_entries(result.released, settings)
    if risk:  # a local recoding cannot be held to an average: say so
        raise NoSolution(_("no release of {algorithm} meets the risk threshold: {sentences}").format(
            algorithm=settings.algorithm, sentences=" ".join(e.sentence for e in risk)))
    binding = binding_requirement(settings)
    if binding:
        result.details["binding"] = binding
    if person_warning:  # issue #31: an identifier repeats and no person key is set
        result.details["person_warning"] = person_warning
    if settings.identifiers:
        result.released = apply_identifier_rules(result.released, settings.identifiers, settings.pseudonym_key)
    progress.report(1.0, _("done"))
    return result, checks


def failed_risk_entries(released: Dataset, settings: Settings) -> list:
    """The risk thresholds of the settings that the release does not meet (none without risk settings)."""
    if settings.risk is None:
        return []
    risk = risk_entries(assess_risk(settings_classes(released, settings), settings.risk), settings.risk)
    return [entry for entry in risk if not entry.passed]


def _search(dataset: Dataset, settings: Settings, blocking: list[IdentifierFinding], progress: Progress,
            limits: Limits) -> Anonymization:
    """Run the registered search strategy of ``settings`` (refused before any work when it cannot run them)."""
    search = strategies.strategy(settings.algorithm)
    if getattr(search, "needs_hierarchies", False):
        # hook of issue #15: a QI without a hierarchy gets its type's default one, marked "generated" in the
        # summary and report
        settings.hierarchies.update(generated_hierarchies([dataset.column(q) for q in settings.qis],
                                                          settings.hierarchies))
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
        from .dp_release import charge_budget

        charge_budget(settings, cost)
    if getattr(search, "blanks_unsampled_rows", False):
        # sensitivity-level tables serve the (αij,k,m) model only, and list no blanked value: the report must not
        # look the release up in them
        settings.levels = {}
    return strategies.run(settings.algorithm, problem, progress, limits)


def identifier_findings(dataset: Dataset, settings: Settings) -> list[IdentifierFinding]:
    """The columns the release keeps unchanged (not a QI, sensitive attribute or identifier) that look like direct
    identifiers, deliberately kept ones included."""
    for name in settings.keep:
        dataset.column(name)
    roles = {*settings.qis, *settings.sensitive, *settings.identifiers}
    return find_identifiers(dataset, [name for name in dataset.names if name not in roles])


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
                 "dp": dict(settings.dp), "aggregate": list(settings.aggregate)})


def verify_release(released: Dataset, settings: Settings, transformation: Mapping[str, int] | None = None,
                   progress: Progress = NO_PROGRESS) -> list[dict[str, Any]]:
    """Re-check a release with the model checks on the released table itself: one entry per requirement (and
    per level table for (αij,k,m)), with the worst class value and whether every class meets it. δ-presence
    matches the settings' population to the classes as ``privdesk check`` does, at the levels of
    ``transformation`` when given."""
    checks = requirement_checks(released, settings.qis, settings.requirements, settings.hierarchies,
                                settings.population, transformation, progress, person=settings.person)
    classes = settings_classes(released, settings)
    checks += uniqueness_checks(settings.uniqueness, classes, classes.n_rows)
    if settings.algorithm in strategies.STRATEGIES and strategies.strategy(settings.algorithm).checks_graded:
        from ..engine.models import graded_alpha

        k = settings.class_size()
        tables = {n: t for n, t in settings.levels.items() if n in settings.sensitive}
        row_levels = {n: t.level_of(released.column(n))[released.column(n).codes] for n, t in tables.items()}
        graded = graded_alpha(classes, row_levels, {n: t.alphas for n, t in tables.items()})
        checks.append({"requirement": _("(αij,k,m)-anonymity with k = {k}").format(k=int(k.value)),
                       "model": registry.GRADED_MODEL, "attribute": ", ".join(tables), "required": k.value,
                       "achieved": None, "met": bool(graded.satisfies(int(k.value)))})
    return checks


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


def with_preset(dataset: Dataset, settings: Settings) -> Dataset:
    """The table after the settings' preset (none: unchanged), its record kept in ``settings.preset_record``.
    Identifier rules of the columns it dropped are spent; a hierarchy that no longer covers a column it coarsened
    gives way to the column's generated one."""
    if not settings.preset:
        settings.preset_record = None
        return dataset
    from ..engine.default_hierarchies import default_hierarchy
    from .suggest import dataset_with_preset

    released, settings.preset_record = dataset_with_preset(dataset, settings.preset)
    kept = set(released.names)
    settings.identifiers = {name: rule for name, rule in settings.identifiers.items() if name in kept}
    for action in settings.preset_record["actions"]:
        name, hierarchy = action["column"], settings.hierarchies.get(action["column"])
        if name in kept and hierarchy is not None:
            column = released.column(name)
            values = {str(v) for v in column.values[:column.n_valid]}
            if not values <= {str(v) for v in hierarchy.rows[:, 0]}:
                settings.hierarchies[name] = default_hierarchy(column)
    return released


def anonymize_to_folder(dataset: Dataset, settings: Settings, out: str | Path, *, xlsx: bool = False,
                        progress: Progress = NO_PROGRESS, source: str | None = None,
                        report: ReportOptions | None = None, fmt: str | None = None) -> dict[str, Any]:
    """Anonymize, re-check, then write the release (``anonymized.<suffix>`` in ``fmt``, by default the input's
    format; also ``.xlsx`` with ``xlsx``) and ``summary.json`` into ``out`` —
    with ``report``, also ``report.json``, ``report.xlsx`` and a ``.minisig`` beside each file when a key is given.

    Nothing is written unless the whole run succeeds: the files are made in a staging folder inside ``out`` and
    only then moved over their predecessors, each with an atomic rename.
    """
    started = time.perf_counter()
    dataset = with_preset(dataset, settings)
    result, checks = anonymize(dataset, settings, progress.part(0.0, 0.8))
    summary = summarize(result, checks, settings, time.perf_counter() - started, source)
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    with staging_folder(out, written) as stage:
        summary["release"] = write_release(result.released, stage, fmt, dataset.source)
        summary["escaped_cells"] = summary["release"].get("escaped_cells", 0)
        if xlsx and summary["release"]["format"] != "xlsx":
            from ..report.table_workbook import write_table_workbook

            write_table_workbook(result.released, stage / "anonymized.xlsx")
        atomic_write_text(stage / "summary.json", json.dumps(summary, indent=2, ensure_ascii=False) + "\n")
        if report is not None:
            progress.report(0.85, _("writing the audit report"))
            _write_report(dataset, result, settings, summary, stage, report)
    progress.report(1.0, _("written"))
    summary["written"] = [str(path) for path in written]
    return summary


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
    from ..report.signing import fingerprint, release_comment, sign_file
    from ..report.workbook import write_report
    from .report_record import write_record

    project = options.project
    key_fingerprint = fingerprint(options.key).key_id if options.key is not None else None
    write_record(record, stage / "report.json")
    write_report(record, stage / "report.xlsx", released=released, key_fingerprint=key_fingerprint)
    if options.key is not None:
        comment = release_comment(record["report_id"], workbook=stage / "report.xlsx",
                                  data=stage / released_name,
                                  project=project.location if project is not None else None,
                                  signer=options.signer or "PrivDesk user")
        for name in ("report.xlsx", released_name, "report.json"):
            sign_file(stage / name, options.key, comment)


def anonymize_and_record(dataset: Dataset, settings: Settings, *, roles: Mapping[str, str] | None = None,
                         risk: RiskSettings | None = None, files: Mapping[str, Any] | None = None,
                         frontier: list | None = None, progress: Progress = NO_PROGRESS,
                         limits: Limits | None = None) -> tuple[Anonymization, list, dict[str, Any], dict[str, Any]]:
    """Anonymize, re-check, summarize and build the report record (the window's runs; the command line builds
    the same record with its written files, ``anonymize_to_folder``). ``frontier``: the solution view's frontier
    of an earlier search, kept when a run is fixed to one of its nodes. ``limits``: as :func:`anonymize`. Returns
    (result, checks, summary, record)."""
    started = time.perf_counter()
    dataset = with_preset(dataset, settings)
    result, checks = anonymize(dataset, settings, progress.part(0.0, 0.85), limits)
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
    from .report_record import build_record

    record = build_record(
        kind="anonymization", released=result.released, qis=settings.qis, sensitive=settings.sensitive,
        original=original, roles=roles, hierarchies=settings.hierarchies, levels=settings.levels,
        configuration=configuration_of(settings), result=summary, anonymization=result,
        risk=risk or settings.risk, files=files,
        sweep=sweep, operator=operator, population=settings.population, progress=progress,
        persons=person_view(result, settings))
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
    """Issue #18's settings, only when used: aggregated attributes and the transformations run before the search
    (with their seeds and measured distortion), which the report shows among the other settings."""
    used = {"aggregate": dict(settings.aggregate), "transformations": list(settings.transformations),
            "cell_suppression": settings.cell_suppression}
    return {key: value for key, value in used.items() if value}


@contextlib.contextmanager
def staging_folder(out: Path, written: list[Path] | None = None):
    """A fresh folder inside ``out``; on success its files replace their namesakes in ``out`` one by one
    (atomic renames; each appended to ``written``), on failure it is removed and ``out`` is untouched. Staging
    folders and temporary files a killed run left in ``out`` are removed first."""
    remove_stale(out)
    stage = Path(tempfile.mkdtemp(prefix=f"{STAGING_PREFIX}{os.getpid()}-", dir=out))
    try:
        yield stage
        for path in sorted(stage.iterdir()):
            os.replace(path, out / path.name)
            if written is not None:
                written.append(out / path.name)
    finally:
        shutil.rmtree(stage, ignore_errors=True)


def summarize(result: Anonymization, checks: list, settings: Settings, seconds: float,
              source: str | None = None) -> dict[str, Any]:
    details = dict(result.details)
    verdict = release_verdict(result, checks, settings)
    return {
        "verdict": verdict.to_dict(),
        "algorithm": settings.algorithm,
        "source": source,
        "transformation": result.transformation,
        "metric": details.pop("metric", None),
        "score": details.pop("score", None),
        "suppressed": result.suppressed_count,
        "classes": int(release_classes(result, settings).n_classes),
        "checks": checks,
        "details": details,
        "search": {"optimal": result.optimal, "lower_bound": result.lower_bound,  # the run's time is "seconds"
                   "nodes_evaluated": result.nodes_evaluated,
                   "gap": strategies.optimality_gap(result.details.get("score"), result.lower_bound)},
        "seconds": seconds,
        **({"preset": settings.preset_record} if settings.preset_record else {}),
    }


def release_verdict(result: Anonymization, checks: list, settings: Settings) -> Verdict:
    """The verdict of a release: its model re-checks, the risk threshold of the settings (the report's defaults
    when the settings enforce none) and the columns kept deliberately although they look like identifiers."""
    partition = release_classes(result, settings)
    risk = settings.risk or RiskSettings()
    kept = [f for f in identifier_findings(result.released, settings) if f.column in settings.keep]
    entries = [*model_entries(checks), *risk_entries(assess_risk(partition, risk), risk),
               *identifier_entries(kept, settings.keep), *person_key_entries(result.details.get("person_warning"))]
    return Verdict(tuple(entries), result.details.get("binding"))


# --------------------------------------------------------------------------------------------------- secrets

def pseudonym_key(project_location: Path | None, key_file: str | None = None) -> bytes:
    """The secret of keyed pseudonyms: read from ``key_file`` (or the default one for the project in the user's
    data folder), created with 32 random bytes and mode 0600 on first use. It is never written into a release,
    a report or the project file."""
    if key_file:
        path = Path(key_file).expanduser()
    else:
        tag = hashlib.sha256(str(project_location or "default").encode("utf-8")).hexdigest()[:16]
        from platformdirs import user_data_dir

        path = Path(user_data_dir("PrivDesk", appauthor=False)) / "pseudonym-keys" / f"{tag}.key"
    if path.exists():
        key = path.read_bytes()
        if len(key) < 16:
            raise InputError(_("the pseudonym key file is too short (needs at least 16 bytes)"), path=path)
        return key
    path.parent.mkdir(parents=True, exist_ok=True)
    key = secrets.token_bytes(32)
    with atomic_open(path, "wb", mode_bits=0o600) as stream:
        stream.write(key)
    return key


def settings_need_key(settings: Settings) -> bool:
    return any(rule.action == "pseudonym" for rule in settings.identifiers.values())


def project_settings(project: Project, population: Dataset | None = None) -> Settings:
    """:meth:`Settings.from_project` with the pseudonym key read (or made) when an identifier needs it."""
    settings = Settings.from_project(project, population)
    if settings_need_key(settings):
        settings.pseudonym_key = pseudonym_key(project.location, project.algorithm.get("pseudonym_key_file"))
    return settings
