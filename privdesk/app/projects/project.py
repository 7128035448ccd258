"""A PrivDesk project: which table, how to read it, the role and type of each column, hierarchies, level tables,
weights, privacy models, algorithm and risk settings, and for δ-presence the population table the data is drawn
from. Saved as a versioned JSON ``.privdesk`` file next to the data, with the data and population paths relative to
the project file.

Format versions: 1 (no population, no δ-presence), 2 (adds the optional "population" entry, read like "data", and
the "delta-presence" model), 3 (adds the optional "privacy_budget": the differential-privacy budget of the data set
and every release charged to it, engine/dp/privacy_budget.py; an older PrivDesk must refuse such a file
rather than drop the ledger when it saves). A project is written in the lowest version that holds it, so a project without δ-presence
stays readable by an older PrivDesk and one with it is refused there with "saved by a newer PrivDesk".

Saving is atomic and deterministic (save → load → save gives the same bytes). Loading a damaged file, or one
written by a newer PrivDesk, raises an :class:`InputError` that says so; every key and its type is declared once, in
``schema.py``, which names the key path of a wrong entry (``models[0].k: expected a whole number …``).
"""

from __future__ import annotations

import enum
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from privdesk.app.projects.schema import check_project
from privdesk.common.i18n import _
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.attributes.sensitivity_levels import SensitivityLevels
from privdesk.engine.attributes.weights import normalize_weights
from privdesk.engine.core.dataset import DEFAULT_MISSING, Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.types import ColumnType
from privdesk.engine.dp.privacy_budget import PrivacyBudget
from privdesk.engine.metrics.risk import ControlledEnvironment, RiskSettings
from privdesk.engine.models import registry
from privdesk.io.atomic import atomic_write_text, remove_stale
from privdesk.io.formats import is_database_url, public_url
from privdesk.io.tables import open_table

FORMAT = "privdesk-project"
FORMAT_VERSION = 3                          # the newest format this PrivDesk reads and writes
SUFFIX = ".privdesk"


class Role(str, enum.Enum):
    IDENTIFIER = "identifier"
    QUASI_IDENTIFIER = "quasi-identifier"
    SENSITIVE = "sensitive"
    INSENSITIVE = "insensitive"
    PERSON = "person"   # the person key: a column naming the person of each row
    FREE_TEXT = "free-text"  # notes whose cells are redacted (names, numbers … replaced) before release

    @classmethod
    def parse(cls, text: str) -> "Role":
        aliases = {"qi": cls.QUASI_IDENTIFIER, "quasi": cls.QUASI_IDENTIFIER, "id": cls.IDENTIFIER,
                   "person-key": cls.PERSON, "free_text": cls.FREE_TEXT, "notes": cls.FREE_TEXT}
        key = text.strip().lower()
        if key in aliases:
            return aliases[key]
        try:
            return cls(key)
        except ValueError:
            raise ValueError(_("unknown role {text!r}; choose one of {roles}").format(
                text=text, roles=", ".join(r.value for r in cls))) from None


@dataclass
class DataSource:
    path: str                               # as written in the project file: relative to it where possible
    sheet: str | None = None
    encoding: str | None = None             # None: detect
    delimiter: str | None = None            # None: detect
    missing_tokens: tuple[str, ...] = DEFAULT_MISSING
    query: str | None = None                # a database's query (``sheet`` holds a database's table)


@dataclass
class Attribute:
    role: Role = Role.INSENSITIVE
    type: ColumnType | None = None          # None: as inferred from the data
    format: str | None = None               # date format, or "comma" for decimals written 1,5
    order: tuple[str, ...] | None = None    # value order for an ordered-string column


@dataclass
class Project:
    data: DataSource
    attributes: dict[str, Attribute] = field(default_factory=dict)
    hierarchies: dict[str, Hierarchy] = field(default_factory=dict)
    sensitivity_levels: dict[str, SensitivityLevels] = field(default_factory=dict)
    weights: dict[str, float] = field(default_factory=dict)
    models: list[dict[str, Any]] = field(default_factory=list)     # e.g. {"model": "k-anonymity", "k": 5}
    algorithm: dict[str, Any] = field(default_factory=dict)        # e.g. {"name": "optimal", "suppression": 0.05}
    risk: dict[str, Any] = field(default_factory=dict)             # e.g. {"release_model": "public", ...}
    name: str = ""
    population: DataSource | None = None    # the population table, for δ-presence (its QI columns are used)
    privacy_budget: dict[str, Any] | None = None   # PrivacyBudget.to_dict() of the data set (DP releases)
    context: dict[str, Any] | None = None   # the release's context (report/sheets/context/fields.py)
    location: Path | None = field(default=None, compare=False)     # the .privdesk file, once saved or loaded

    # ---------------------------------------------------------------- roles
    def columns_with_role(self, role: Role) -> list[str]:
        return [name for name, a in self.attributes.items() if a.role is role]

    @property
    def quasi_identifiers(self) -> list[str]:
        return self.columns_with_role(Role.QUASI_IDENTIFIER)

    @property
    def sensitive(self) -> list[str]:
        return self.columns_with_role(Role.SENSITIVE)

    @property
    def identifiers(self) -> list[str]:
        return self.columns_with_role(Role.IDENTIFIER)

    @property
    def free_text(self) -> list[str]:
        """The free-text columns, redacted before release (``engine/detect/redact.py``)."""
        return self.columns_with_role(Role.FREE_TEXT)

    @property
    def person(self) -> str | None:
        """The person key (``engine/core/persons.py``), or None."""
        keys = self.columns_with_role(Role.PERSON)
        if len(keys) > 1:
            raise InputError(_("only one column can be the person key, not {columns}").format(
                columns=", ".join(keys)), path=self.location)
        return keys[0] if keys else None

    def risk_settings(self) -> RiskSettings:
        """The project's risk settings (SPEC §3): release model, invasion of privacy or a threshold, and for a
        controlled release the environment (insider controls and motives, prevalence, acquaintances, breach)."""
        risk = dict(self.risk)
        environment = risk.pop("environment", None)
        try:
            return RiskSettings(
                release_model=risk.get("release_model", "public"), invasion=risk.get("invasion", "high"),
                threshold=risk.get("threshold"),
                environment=ControlledEnvironment(**environment) if environment else None,
                record_cap=risk.get("record_cap", 0.33), at_risk_limit=risk.get("at_risk_limit"))
        except TypeError as error:
            raise InputError(_("the project's risk settings are damaged ({error})").format(
                error=error), path=self.location) from None
        except InputError as error:  # a value out of its range: name the project file too
            if error.path is not None:
                raise
            raise InputError(error.message, path=self.location, value=error.value) from None

    def data_path(self) -> Path:
        """The data file's absolute path (relative paths are relative to the project file)."""
        return self._resolve(self.data.path)

    def population_path(self) -> Path | None:
        """The population file's absolute path, or None when the project has no population table."""
        return self._resolve(self.population.path) if self.population is not None else None

    def _resolve(self, text: str) -> Path:
        if is_database_url(text):
            return text  # type: ignore[return-value]  # a database URL is not a file path
        path = Path(text)
        if not path.is_absolute() and self.location is not None:
            path = self.location.parent / path
        return path

    def load_population(self) -> Dataset | None:
        """Open the population table (δ-presence) with its load options; None when the project has none. Its
        values are matched as text through the QIs' hierarchies, so column types do not matter."""
        if self.population is None:
            return None
        return _open_source(self.population, self.population_path())

    def load_data(self, password: Any = None) -> Dataset:
        """Open the project's table with its load options and column types. ``password``: a database's password
        or a function asking for it (a project never holds one)."""
        dataset = _open_source(self.data, self.data_path(), password)
        for name, attribute in self.attributes.items():
            if name not in dataset.names:
                raise InputError(_("the project names a column '{name}' that the table does not have").format(
                    name=name), path=self.data_path())
            if attribute.type is not None:
                dataset = dataset.retyped(name, attribute.type, attribute.format, attribute.order)
        return dataset

    def validate(self, dataset: Dataset) -> list[str]:
        """Problems that stop a run, in words (empty when the project is ready for its data)."""
        problems = []
        for name in self.quasi_identifiers:
            hierarchy = self.hierarchies.get(name)
            if hierarchy is None:
                continue  # Mondrian and the checks need no hierarchy; the optimal search will ask for one
            lacking = hierarchy.uncovered_values(dataset.column(name), dataset.source.missing_tokens)
            if lacking:
                shown = ", ".join(repr(v) for v in lacking[:10])
                if len(lacking) > 10:
                    problem = _("the hierarchy of '{name}' lacks {values} and {more} more")
                else:
                    problem = _("the hierarchy of '{name}' lacks {values}")
                problems.append(problem.format(name=name, values=shown, more=len(lacking) - 10))
        for name, levels in self.sensitivity_levels.items():
            try:
                levels.level_of(dataset.column(name), dataset.source.missing_tokens)
            except InputError as error:
                problems.append(error.message)
        if self.weights:
            try:
                normalize_weights(self.weights, self.quasi_identifiers)
            except InputError as error:
                problems.append(error.message)
        return problems

    # ---------------------------------------------------------------- privacy budget
    def budget(self) -> PrivacyBudget | None:
        """The data set's differential-privacy budget with its ledger, or None when none was set."""
        return PrivacyBudget.from_dict(self.privacy_budget) if self.privacy_budget is not None else None

    def keep_budget(self, budget: PrivacyBudget) -> None:
        self.privacy_budget = budget.to_dict()

    # ---------------------------------------------------------------- files
    @property
    def format_version(self) -> int:
        """The lowest format version that holds this project (see the module docstring)."""
        if self.privacy_budget is not None:
            return 3
        presence = self.population is not None or registry.needs_population(self.models)
        return 2 if presence else 1

    def to_dict(self, relative_to: Path | None = None) -> dict[str, Any]:
        doc: dict[str, Any] = {
            "format": FORMAT,
            "version": self.format_version,
            "name": self.name,
            "data": _source_dict(self.data, self.data_path(), relative_to),
        }
        if self.population is not None:
            doc["population"] = _source_dict(self.population, self.population_path(), relative_to)
        return doc | {
            "attributes": {name: {"role": a.role.value, "type": a.type.value if a.type else None,
                                  "format": a.format, "order": list(a.order) if a.order is not None else None}
                           for name, a in self.attributes.items()},
            "hierarchies": {name: h.to_dict() for name, h in self.hierarchies.items()},
            "sensitivity_levels": {name: s.to_dict() for name, s in self.sensitivity_levels.items()},
            "weights": dict(self.weights),
            "models": [dict(m) for m in self.models],
            "algorithm": dict(self.algorithm),
            "risk": dict(self.risk),
        } | ({"privacy_budget": self.privacy_budget} if self.privacy_budget is not None else {}) | (
            {"context": dict(self.context)} if self.context is not None else {})

    def dumps(self, relative_to: Path | None = None) -> str:
        return _json_text(self.to_dict(relative_to)) + "\n"

    def save(self, path: str | Path) -> Path:
        """Write the project atomically; the data path is stored relative to the project file where possible."""
        path = Path(path)
        if path.suffix != SUFFIX:
            path = path.with_name(path.name + SUFFIX)
        path = path.resolve()
        text = self.dumps(relative_to=path.parent)
        remove_stale(path.parent, path.name)  # temporary files of a save that was killed
        atomic_write_text(path, text)
        saved = json.loads(text)
        self.data.path = saved["data"]["path"]
        if self.population is not None:
            self.population.path = saved["population"]["path"]
        self.location = path
        return path

    @classmethod
    def from_dict(cls, doc: dict[str, Any], path: Path | None = None) -> "Project":
        if not isinstance(doc, dict) or doc.get("format") != FORMAT:
            raise InputError(_("not a PrivDesk project file"), path=path)
        version = doc.get("version")
        if not isinstance(version, int):
            raise InputError(_("the project file has no format version"), path=path)
        if version > FORMAT_VERSION:
            raise InputError(_("the project was saved by a newer PrivDesk (project format {version}; this PrivDesk "
                               "reads format {supported} and older); update PrivDesk").format(
                version=version, supported=FORMAT_VERSION), path=path)
        try:
            check_project(doc)
        except InputError as error:
            raise InputError(error.message, path=path) from None
        try:
            source = _source_from(doc["data"])
            population = _source_from(doc["population"]) if doc.get("population") is not None else None
            attributes = {
                name: Attribute(role=_role(name, a["role"]),
                                type=ColumnType.parse(a["type"]) if a.get("type") else None,
                                format=a.get("format"),
                                order=tuple(a["order"]) if a.get("order") is not None else None)
                for name, a in doc.get("attributes", {}).items()}
            hierarchies = {name: Hierarchy.from_dict(h) for name, h in doc.get("hierarchies", {}).items()}
            levels = {name: SensitivityLevels.from_dict(s)
                      for name, s in doc.get("sensitivity_levels", {}).items()}
            weights = {str(k): float(v) for k, v in doc.get("weights", {}).items()}
            project = cls(data=source, attributes=attributes, hierarchies=hierarchies,
                          sensitivity_levels=levels, weights=weights, models=list(doc.get("models", [])),
                          algorithm=dict(doc.get("algorithm", {})), risk=dict(doc.get("risk", {})),
                          name=str(doc.get("name", "")), population=population,
                          privacy_budget=_budget_from(doc.get("privacy_budget")),
                          context=dict(doc["context"]) if doc.get("context") is not None else None)
        except InputError as error:
            raise InputError(_("the project file is damaged: {message}").format(
                message=error.message), path=path) from None
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            if isinstance(error, KeyError):
                message = _("the project file is damaged (missing entry {entry})").format(entry=error)
            else:
                message = _("the project file is damaged ({detail})").format(detail=error)
            raise InputError(message, path=path) from None
        project.location = path
        return project

    @classmethod
    def load(cls, path: str | Path) -> "Project":
        path = Path(path).resolve()
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise InputError(_("project file not found"), path=path) from None
        except UnicodeDecodeError:
            raise InputError(_("not a PrivDesk project file (not UTF-8 text)"), path=path) from None
        try:
            doc = json.loads(text)
        except RecursionError:
            raise InputError(_("the project file is damaged (nested too deeply to read)"), path=path) from None
        except json.JSONDecodeError as error:
            raise InputError(_("the project file is damaged (JSON error: {msg}, column {colno})").format(
                msg=error.msg, colno=error.colno), path=path, row=error.lineno) from None
        return cls.from_dict(doc, path)


def _role(column: str, text: str) -> Role:
    try:
        return Role.parse(text)
    except ValueError as error:
        raise InputError(_("{key}: {reason}").format(key=f"attributes.{column}.role", reason=error)) from None


def _budget_from(entry: Any) -> dict[str, Any] | None:
    """The stored budget, checked by reading it back (a damaged ledger is a damaged project)."""
    if entry is None:
        return None
    return PrivacyBudget.from_dict(entry).to_dict()


def _open_source(source: DataSource, path: Path, password: Any = None) -> Dataset:
    return open_table(path, sheet=source.sheet, encoding=source.encoding, delimiter=source.delimiter,
                      missing_tokens=source.missing_tokens, query=source.query, password=password)


def _source_dict(source: DataSource, absolute: Path, relative_to: Path | None) -> dict[str, Any]:
    """A table's entry in the project file; the path relative to ``relative_to`` when given."""
    if is_database_url(source.path):
        path = public_url(source.path)  # never a password in a project
    else:
        path = _relative_path(absolute, relative_to) if relative_to is not None else source.path
    entry = {"path": path, "sheet": source.sheet, "encoding": source.encoding, "delimiter": source.delimiter,
             "missing_tokens": list(source.missing_tokens)}
    if source.query is not None:
        entry["query"] = source.query
    return entry


def _source_from(entry: dict[str, Any]) -> DataSource:
    return DataSource(path=entry["path"], sheet=entry.get("sheet"), encoding=entry.get("encoding"),
                      delimiter=entry.get("delimiter"),
                      missing_tokens=tuple(entry.get("missing_tokens", DEFAULT_MISSING)), query=entry.get("query"))


def _json_text(value: Any, indent: str = "") -> str:
    """Indented JSON in which a list of plain values (a hierarchy row, a level) stays on one line, so that a
    project with large hierarchies remains small and readable."""
    inner = indent + "  "
    if isinstance(value, dict) and value:
        items = [f"{inner}{json.dumps(str(k), ensure_ascii=False)}: {_json_text(v, inner)}" for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + indent + "}"
    if isinstance(value, (list, tuple)) and value and any(isinstance(v, (dict, list, tuple)) for v in value):
        return "[\n" + ",\n".join(inner + _json_text(v, inner) for v in value) + "\n" + indent + "]"
    return json.dumps(value, ensure_ascii=False)


def _relative_path(target: Path, base: Path) -> str:
    """``target`` relative to ``base`` in forward-slash form, or absolute when no relative path exists."""
    try:
        return Path(os.path.relpath(target, base)).as_posix()
    except ValueError:  # another drive on Windows
        return str(target)
