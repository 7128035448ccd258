"""The settings of an anonymize run: everything it needs, whether from a project file or from command-line flags.
A run derives what it needs from them (the search problem, the checks) and never changes the settings' meaning.

Settings are immutable: what a run or a builder adds (a generated hierarchy, the seeds of the transformations, the
charged budget, flags over a project) is a new Settings made with ``dataclasses.replace`` or a method named after
what it derives; the lists and dicts they hold are never changed after construction."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from privdesk.app.projects.project import Project
from privdesk.app.record.population_risk import is_uniqueness_entry, population_model_of, uniqueness_from_project
from privdesk.common.i18n import _
from privdesk.engine.attributes.default_hierarchies import generated_hierarchies
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.attributes.sensitivity_levels import SensitivityLevels
from privdesk.engine.core.dataset import Column, Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.metrics.risk import RiskSettings
from privdesk.engine.models import registry
from privdesk.engine.models.requirements import Requirement
from privdesk.engine.recoding.cell_recoding import cell_suppression_mode
from privdesk.engine.recoding.identifiers import IdentifierRule
from privdesk.engine.search.contract import Limits


@dataclass(frozen=True)
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
    dp: dict[str, Any] = field(default_factory=dict)  # the DP release's ε, δ, steps ... (engine/dp/dp_strategy.py)
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
    person_rows: Any = None                 # inside the person search: each row's person, when QIs vary by row
    date_shift: list[str] = field(default_factory=list)  # date columns shifted per person (engine/recoding/date_shift.py)
    max_shift_days: int | None = None       # ... by at most this many days either way
    attack_columns: list[str] = field(default_factory=list)  # the attack test's external columns (default: QIs)
    free_text: list[str] = field(default_factory=list)  # notes redacted before the search (engine/detect/redact.py)
    redacted: list[str] = field(default_factory=list)   # ... once redacted: released, but no longer free text to block

    @property
    def limits(self) -> Limits:
        return Limits(self.time_limit, self.step_limit)

    @classmethod
    def from_project(cls, project: Project, population: Dataset | None = None) -> "Settings":
        """The project's settings; ``population``: its population table when already loaded (else it is opened
        here when the project names one). A value the models or settings refuse names the project file."""
        try:
            return cls._from_project(project, population)
        except InputError as error:
            if error.path is not None or project.location is None:
                raise
            raise InputError(error.message, path=project.location, row=error.row, column=error.column,
                             value=error.value) from None

    @classmethod
    def _from_project(cls, project: Project, population: Dataset | None) -> "Settings":
        algorithm = dict(project.algorithm)
        identifiers = {name: IdentifierRule(**rule) for name, rule in algorithm.get("identifiers", {}).items()}
        for name in project.identifiers:  # identifiers are dropped unless the project says otherwise
            identifiers.setdefault(name, IdentifierRule("drop"))
        if project.person:  # the person key is never released raw: a keyed pseudonym unless the project says otherwise
            identifiers.setdefault(project.person, IdentifierRule("pseudonym"))
        from privdesk.app.release.aggregate_choice import generalized_qis  # an aggregated QI is not generalised

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
            person=project.person, free_text=list(project.free_text), date_shift=[str(n) for n in algorithm.get("date_shift", [])],
            max_shift_days=_optional(algorithm.get("max_shift_days"), int))

    def with_generated_hierarchies(self, columns: list[Column]) -> "Settings":
        """The settings with a generated hierarchy (marked "generated" in the summary and report) for each of
        the QI ``columns`` that has none."""
        return replace(self, hierarchies={**self.hierarchies, **generated_hierarchies(columns, self.hierarchies)})

    @property
    def needs_population(self) -> bool:
        """Whether a requirement's model needs the population table (δ-presence)."""
        return registry.needs_population(self.requirements)

    def class_size(self) -> Requirement | None:
        """The requirement that sets a smallest class size (k-anonymity), or None."""
        return next((r for r in self.requirements if r.spec.class_size), None)

    def check_reachable(self, records: int, path: Any = None) -> None:
        """Bad input (InputError, before any search) when k exceeds the number of records: no release of this
        table can have a class that large, so the question has no answer to search for."""
        required = self.class_size()
        if required is not None and records > 0 and required.value > records:
            raise InputError(_("{model}: k = {k} exceeds the number of records ({records:,}); no release of this "
                               "table can have a class that large, so choose k of at most {records:,}").format(
                model=_(required.spec.title), k=f"{required.value:,.0f}", records=records), path=path)


def _optional(value: Any, kind: type):
    return None if value is None else kind(value)
