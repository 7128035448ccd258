"""The window's state: one project, its table and the last run's results, with Qt signals when they change.

The session holds no formulas: it calls the app jobs and the engine, and tells the pages what changed. Every page
reads from and writes to the session, so no page keeps a copy of the project.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from privdesk.app.anonymize import FULL_DOMAIN, project_settings
from privdesk.app.projects.project import Attribute, DataSource, Project, Role
from privdesk.app.settings import Settings
from privdesk.app.suggest import AppliedSuggestions, apply_suggestions
from privdesk.app.suggest import undo as undo_suggestions
from privdesk.common.i18n import _
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.attributes.sensitivity_levels import SensitivityLevels
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.requirement_check import RequirementCheck
from privdesk.engine.core.types import ColumnType
from privdesk.engine.models import registry
from privdesk.engine.models.population_models import takes_estimator
from privdesk.engine.search.contract import derives_requirements
from privdesk.engine.search.result import Anonymization
from privdesk.gui.undo import undoable
from privdesk.io.formats import is_database_url, public_url
from privdesk.io.tables import open_table


@dataclass
class RunResult:
    """What a finished anonymization left: the release, its checks and summary, and the report record."""

    anonymization: Anonymization
    checks: list[RequirementCheck]
    summary: dict[str, Any]
    record: dict[str, Any] | None = None
    sweep: list | None = field(default=None)


class Session(QObject):
    """The open project and data. Signals: ``data_changed`` (a new table), ``project_changed`` (roles, hierarchies,
    models … edited), ``context_changed`` (the release's context edited: the run still stands, only its report
    changes), ``result_changed`` (a run finished or was cleared), ``dirty_changed(bool)``."""

    data_changed = Signal()
    project_changed = Signal()
    context_changed = Signal()
    result_changed = Signal()
    dirty_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.project: Project | None = None
        self.dataset: Dataset | None = None
        self.result: RunResult | None = None
        self.audit_mode = False
        self.audit_original: Dataset | None = None
        self._population: Dataset | None = None   # the project's population table, read once (δ-presence)
        self._dirty = False
        self.suggested: AppliedSuggestions | None = None  # roles suggested on opening a table, until undone
        self.undo_stack = QUndoStack(self)   # Edit → Undo / Redo of the project's edits
        self.restoring = False   # an undo or redo is putting the project back
        self.editing: str | None = None   # inside an undoable edit: its name so far

    # ---------------------------------------------------------------- opening
    def open_table(self, path: str | Path, audit: bool = False, **options: Any) -> None:
        """A new project around a table: every column insensitive, types as inferred."""
        self.open_dataset(path, open_table(path, **options), options, audit=audit)

    def open_dataset(self, path: str | Path, dataset: Dataset, options: Mapping[str, Any],
                     audit: bool = False) -> None:
        """A new project around a table already read with ``options`` (the overrides, kept so the project reads
        it again the same way). ``audit``: the table is a release made elsewhere, to be checked, not anonymized."""
        project = Project(data=_data_source(path, dataset, options),
            attributes={c.name: Attribute(Role.INSENSITIVE, c.type, c.format) for c in dataset.columns},
            algorithm={"name": "optimal", "metric": "loss", "suppression": 0.0},
            risk={"release_model": "public", "invasion": "high"}, name=Path(path).stem)
        suggested = None if audit else apply_suggestions(project, dataset)
        self._set(project, dataset, dirty=True, audit=audit)
        self.suggested = suggested
        if suggested is not None:
            self.project_changed.emit()

    def set_audit_original(self, original: Dataset | None) -> None:
        """In an audit, the table the release was made from (same rows, same order): the audit then also
        measures PL, EC and the losses against it."""
        if original is not None:
            if self.dataset is None or not self.audit_mode:
                raise InputError(_("open the released table with File → Audit a release first"))
            if original.n_rows != self.dataset.n_rows:
                raise InputError(_("the original has {original:,} rows and the release {release:,}; they must hold "
                                   "the same rows in the same order").format(original=original.n_rows,
                                                                              release=self.dataset.n_rows),
                                 path=original.source.path)
        self.audit_original = original
        if self.result is not None:
            self.result = None
            self.result_changed.emit()
        self.project_changed.emit()

    def open_project(self, path: str | Path) -> None:
        project = Project.load(path)
        self._set(project, project.load_data(password=_password_prompt(project)), dirty=False)

    def open_recovered(self, path: str | Path) -> None:
        """An autosaved project: its changes are unsaved, and saving asks where (the recovery file is no home)."""
        project = Project.load(path)
        project.data.path = str(project.data_path())
        self._absolute_population(project)
        project.location = None
        self._set(project, project.load_data(password=_password_prompt(project)), dirty=True)

    def open_sample(self) -> None:
        from privdesk.app.projects.bundled_samples import hospital_sample_paths

        project = Project.load(hospital_sample_paths().project)
        self._absolute_population(project)
        project.location = None  # a copy: saving asks where, so the bundled sample is never overwritten
        project.data.path = str(hospital_sample_paths().data)
        self._set(project, project.load_data(), dirty=False)

    @staticmethod
    def _absolute_population(project: Project) -> None:
        """Before a project loses its location (a recovered or sample copy): keep finding its population table."""
        if project.population is not None:
            project.population.path = str(project.population_path())

    def _set(self, project: Project, dataset: Dataset, dirty: bool, audit: bool = False) -> None:
        self._population = None
        self.suggested = None
        self.undo_stack.clear()  # another project: the edits of the last one cannot be undone on it
        self.project, self.dataset, self.result = project, dataset, None
        self.audit_mode, self.audit_original = audit, None
        self.data_changed.emit()
        self.project_changed.emit()
        self.result_changed.emit()
        self._mark(dirty)

    def save_project(self, path: str | Path | None = None) -> Path:
        if self.project is None:
            raise ValueError("no project is open")
        saved = self.project.save(path or self.project.location)
        self._mark(False)
        return saved

    # ---------------------------------------------------------------- suggestions
    def suggest_again(self) -> None:
        """Suggest every column's role again from its name and values (the Attributes page's button)."""
        assert self.project is not None and self.dataset is not None
        with undoable(self, self.tr("Suggested roles")):
            self.suggested = apply_suggestions(self.project, self.dataset)
            self.changed()

    def undo_suggestions(self) -> None:
        """Put back the roles as they were before the suggestions (every column insensitive for a new table)."""
        if self.project is None or self.suggested is None:
            return
        with undoable(self, self.tr("Undo all suggestions")):
            undo_suggestions(self.project, self.suggested)
            self.suggested = None
            self.changed()

    def suggestion(self, column: str):
        """The detectors' suggestion for a column, or None (a project opened from file has none)."""
        return self.suggested.suggestions.get(column) if self.suggested is not None else None

    # ---------------------------------------------------------------- editing
    def one_step(self):
        """The edits inside ``with session.one_step():`` undo as one (named after the first)."""
        return undoable(self, None)

    def set_role(self, column: str, role: Role) -> None:
        with undoable(self, self.tr("Role of {column}").format(column=column)):
            if role is Role.PERSON:  # one person key: an earlier one becomes an identifier (dropped)
                for other in self.project.columns_with_role(Role.PERSON):
                    self._attribute(other).role = Role.IDENTIFIER
            self._attribute(column).role = role
            self.changed()

    def set_type(self, column: str, kind: ColumnType, fmt: str | None = None,
                 order: tuple[str, ...] | None = None) -> None:
        with undoable(self, self.tr("Type of {column}").format(column=column)):
            attribute = self._attribute(column)
            attribute.type, attribute.format, attribute.order = kind, fmt, order
            assert self.dataset is not None
            self.dataset = self.dataset.retyped(column, kind, fmt, order)
            self.data_changed.emit()
            self.changed()

    def set_hierarchy(self, column: str, hierarchy: Hierarchy | None) -> None:
        assert self.project is not None
        with undoable(self, self.tr("Hierarchy of {column}").format(column=column)):
            if hierarchy is None:
                self.project.hierarchies.pop(column, None)
            else:
                hierarchy.attribute = column
                self.project.hierarchies[column] = hierarchy
            self.changed()

    def set_levels(self, column: str, levels: SensitivityLevels | None) -> None:
        assert self.project is not None
        with undoable(self, self.tr("Level table of {column}").format(column=column)):
            if levels is None:
                self.project.sensitivity_levels.pop(column, None)
            else:
                levels.attribute = column
                self.project.sensitivity_levels[column] = levels
            self.changed()

    def set_models(self, models: list[dict[str, Any]]) -> None:
        assert self.project is not None
        with undoable(self, self.tr("Privacy models")):
            self.project.models = [dict(m) for m in models]
            self.changed()

    def update_algorithm(self, **options: Any) -> None:
        assert self.project is not None
        with undoable(self, self.tr("Algorithm settings"), merge_key="algorithm:" + ",".join(sorted(options))):
            self.project.algorithm.update(options)
            self.changed()

    def set_aggregate(self, column: str, function: str | None) -> None:
        """Aggregate the QI ``column`` by ``function`` in each class (None: generalise it again)."""
        assert self.project is not None
        from privdesk.app.release.aggregate_choice import with_aggregate

        self.project.algorithm["aggregate"] = with_aggregate(self.project.algorithm, column, function)
        self.changed()

    def update_risk(self, **options: Any) -> None:
        assert self.project is not None
        with undoable(self, self.tr("Risk settings"), merge_key="risk:" + ",".join(sorted(options))):
            self.project.risk.update(options)
            self.changed()

    def update_options(self, algorithm: dict[str, Any], risk: dict[str, Any]) -> None:
        """Algorithm and risk options together, as one change."""
        assert self.project is not None
        changed = sorted({f"algorithm.{k}" for k, v in algorithm.items() if self.project.algorithm.get(k) != v} |
                         {f"risk.{k}" for k, v in risk.items() if self.project.risk.get(k) != v})
        # one undo step per setting, however often its spin box was stepped
        with undoable(self, self.tr("Privacy settings"), merge_key="options:" + ",".join(changed),
                      record=bool(changed)):
            self.project.algorithm.update(algorithm)
            self.project.risk.update(risk)
            self.changed()

    def set_population(self, path: str | Path | None, dataset: Dataset | None = None,
                       options: Mapping[str, Any] | None = None) -> None:
        """The population table for δ-presence (the people the data is drawn from), read with ``options``; None
        removes it."""
        assert self.project is not None
        if path is None:
            self.project.population, self._population = None, None
        else:
            options = dict(options or {})
            dataset = dataset if dataset is not None else open_table(path, **options)
            self.project.population = _data_source(path, dataset, options)
            self._population = dataset
        self.changed()

    @property
    def population(self) -> Dataset | None:
        """The project's population table, read on first use."""
        if self._population is None and self.project is not None and self.project.population is not None:
            self._population = self.project.load_population()
        return self._population

    def set_weights(self, weights: dict[str, float]) -> None:
        assert self.project is not None
        with undoable(self, self.tr("Weights"), merge_key="weights"):
            self.project.weights = dict(weights)
            self.changed()

    def set_context(self, context: Mapping[str, Any] | None, fields: list[str] | None = None) -> None:
        """The release's context (``report/sheets/context/fields.py``; None or empty: none). ``fields``: the
        fields this edit changes, so that typing into one field undoes as one step."""
        assert self.project is not None
        merge = "context:" + ",".join(sorted(fields)) if fields else None
        with undoable(self, self.tr("Context of the release"), merge_key=merge, context_only=True):
            self.project.context = dict(context) if context else None
            self.context_edited()

    def context_edited(self) -> None:
        """The context changed: the run stands (the context is only its report's first sheet)."""
        self.context_changed.emit()
        self._mark(True)

    def changed(self) -> None:
        """Something in the project changed: results no longer match it."""
        if self.result is not None:
            self.result = None
            self.result_changed.emit()
        self.project_changed.emit()
        self._mark(True)

    def set_result(self, result: RunResult | None) -> None:
        self.result = result
        self.result_changed.emit()

    def _attribute(self, column: str) -> Attribute:
        assert self.project is not None
        return self.project.attributes.setdefault(column, Attribute())

    def _mark(self, dirty: bool) -> None:
        self._dirty = dirty
        self.dirty_changed.emit(dirty)

    @property
    def dirty(self) -> bool:
        return self._dirty

    # ---------------------------------------------------------------- what is missing
    def settings(self) -> Settings:
        assert self.project is not None
        return project_settings(self.project, self.population)

    def missing(self) -> list[str]:
        """What still stops a run, in words (empty when a run can start). The status line shows the first."""
        if self.dataset is None or self.project is None:
            return [self.tr("Open a table (File → Open) or the sample (File → Open sample).")]
        problems = []
        qis = self.project.quasi_identifiers
        if not qis:
            problems.append(self.tr("Mark at least one column as quasi-identifier (Attributes)."))
        algorithm = self.project.algorithm.get("name", "optimal")
        if not self.project.models and not derives_requirements(algorithm):  # a DP release needs no model
            problems.append(self.tr("Add a privacy model, e.g. k-anonymity (Privacy)."))
        if algorithm in (*FULL_DOMAIN, "dp"):
            lacking = [q for q in qis if q not in self.project.hierarchies]
            if lacking:
                problems.append(self.tr("Define a hierarchy for {columns} (Attributes).").format(
                    columns=", ".join(lacking)))
        if registry.needs_population(self.project.models) and self.project.population is None:
            problems.append(self.tr("Choose the population table for δ-presence (Privacy)."))
        if (any(takes_estimator(m.get("model")) for m in self.project.models)
                and not self.project.risk.get("population_model")):
            problems.append(self.tr("Give the sampling fraction for population uniqueness (Privacy)."))
        for entry in filter(registry.is_requirement, self.project.models):
            spec = registry.find(entry.get("model"))
            if spec is not None and spec.searches is not None and algorithm not in spec.searches:
                problems.append(self.tr("{model} needs the {search} search (Privacy).").format(
                    model=_(spec.title), search=" / ".join(sorted(spec.searches))))
        for model in self.project.models:
            attribute = model.get("attribute")
            if attribute and attribute not in self.project.sensitive:
                problems.append(self.tr("Mark {column} as sensitive: a privacy model protects it.").format(
                    column=attribute))
        problems += self.project.validate(self.dataset)
        return problems


def _password_prompt(project: Project):
    """For a project on a database: a function asking for its password when the server wants one."""
    if not is_database_url(project.data.path):
        return None
    from privdesk.gui.import_dialog import ask_password

    return lambda: ask_password(None, project.data.path) or ""


def _data_source(path: str | Path, dataset: Dataset, options: Mapping[str, Any]) -> DataSource:
    """How a project reads a table again: its path and the overrides it was read with (sheet, encoding,
    delimiter, missing tokens)."""
    location = public_url(str(path)) if is_database_url(str(path)) else str(Path(path).resolve())
    return DataSource(location, sheet=dataset.source.sheet, encoding=options.get("encoding"),
                      delimiter=options.get("delimiter"), missing_tokens=dataset.source.missing_tokens,
                      query=options.get("query"))
