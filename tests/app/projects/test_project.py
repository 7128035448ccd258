"""Project files: deterministic versioned JSON, relative data paths, atomic saves, clear errors on bad files."""

from __future__ import annotations

import json
import os

import pytest

from privdesk.app.projects.project import FORMAT_VERSION, Attribute, DataSource, Project, Role
from privdesk.engine.attributes.hierarchy_builders import intervals, masking
from privdesk.engine.attributes.sensitivity_levels import SensitivityLevels
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.types import ColumnType

DATA = "zip;age;sex;disease\n47677;29;F;flu\n47602;22;M;gastritis\n47678;27;F;flu\n47905;43;M;cancer\n"


@pytest.fixture
def project(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "patients.csv").write_text(DATA, encoding="utf-8")
    return Project(
        data=DataSource(path=str(folder / "patients.csv"), delimiter=";"),
        attributes={"zip": Attribute(Role.QUASI_IDENTIFIER, ColumnType.STRING),
                    "age": Attribute(Role.QUASI_IDENTIFIER),
                    "sex": Attribute(Role.INSENSITIVE),
                    "disease": Attribute(Role.SENSITIVE)},
        hierarchies={"zip": masking(["47677", "47602", "47678", "47905"], attribute="zip"),
                     "age": intervals(["29", "22", "27", "43"], width=10, attribute="age")},
        sensitivity_levels={"disease": SensitivityLevels([["cancer"], ["gastritis", "flu"]], [0.5, 0.75],
                                                         attribute="disease")},
        weights={"zip": 1.0, "age": 3.0},
        models=[{"model": "k-anonymity", "k": 2}],
        algorithm={"name": "optimal", "metric": "loss", "suppression": 0.05},
        risk={"release_model": "public", "threshold": 0.2},
        name="Ward 3 release 病区",
    )


def test_save_load_save_is_byte_identical(project, tmp_path):
    first = project.save(tmp_path / "ward3")
    assert first.name == "ward3.privdesk"
    text = first.read_bytes()
    loaded = Project.load(first)
    second = loaded.save(tmp_path / "copy.privdesk")
    assert second.read_bytes() == text
    assert loaded == project
    assert loaded.hierarchies["age"] == project.hierarchies["age"]
    assert loaded.hierarchies["age"].builder == project.hierarchies["age"].builder
    assert json.loads(text)["version"] == 1  # nothing of format 2: an older PrivDesk still reads it
    assert "population" not in json.loads(text)


def test_population_round_trip(project, tmp_path, monkeypatch):
    population = tmp_path / "data" / "everyone.csv"
    population.write_text(DATA + "47909;61;F;flu\n", encoding="utf-8")
    project.population = DataSource(path=str(population), delimiter=";")
    project.models.append({"model": "delta-presence", "delta_min": 0.0, "delta_max": 0.5})
    first = project.save(tmp_path / "presence")
    doc = json.loads(first.read_text(encoding="utf-8"))
    assert doc["version"] == 2 < FORMAT_VERSION
    assert doc["population"] == {"path": "data/everyone.csv", "sheet": None, "encoding": None, "delimiter": ";",
                                 "missing_tokens": doc["data"]["missing_tokens"]}
    assert list(doc)[:5] == ["format", "version", "name", "data", "population"]
    monkeypatch.chdir(tmp_path / "data")
    loaded = Project.load(first)
    assert loaded == project and loaded.population_path() == population
    assert loaded.save(tmp_path / "copy.privdesk").read_bytes() == first.read_bytes()
    table = loaded.load_population()
    assert table.n_rows == 5 and table["zip"].text()[-1] == "47909"
    assert Project.load(tmp_path / "copy.privdesk").load_population().n_rows == 5


def test_a_project_without_population_loads_none(project, tmp_path):
    loaded = Project.load(project.save(tmp_path / "p"))
    assert loaded.population is None and loaded.population_path() is None and loaded.load_population() is None


def test_data_path_is_relative_and_found_from_anywhere(project, tmp_path, monkeypatch):
    path = project.save(tmp_path / "p.privdesk")
    assert json.loads(path.read_text(encoding="utf-8"))["data"]["path"] == "data/patients.csv"
    monkeypatch.chdir(tmp_path / "data")
    dataset = Project.load(path).load_data()
    assert dataset.n_rows == 4
    assert dataset["zip"].type is ColumnType.STRING  # the project's type, not the inferred integer
    assert dataset["age"].type is ColumnType.INTEGER


def test_project_travels_with_its_data(project, tmp_path):
    path = project.save(tmp_path / "p.privdesk")
    target = tmp_path.parent / (tmp_path.name + "-copy")
    import shutil
    shutil.copytree(tmp_path, target)
    copy = Project.load(target / "p.privdesk")
    assert copy.data_path() == target / "data" / "patients.csv"
    assert copy.load_data().n_rows == 4


def test_validate_names_values_a_hierarchy_lacks(project):
    dataset = project.load_data()
    assert project.validate(dataset) == []
    project.hierarchies["zip"] = masking(["47677", "47602"], attribute="zip")
    problems = project.validate(dataset)
    assert len(problems) == 1
    assert "'zip'" in problems[0] and "47678" in problems[0] and "47905" in problems[0]


def test_roles(project):
    assert project.quasi_identifiers == ["zip", "age"]
    assert project.sensitive == ["disease"]
    assert Role.parse("QI") is Role.QUASI_IDENTIFIER
    with pytest.raises(ValueError, match="unknown role"):
        Role.parse("secret")


def test_failed_save_leaves_the_previous_file_intact(project, tmp_path, monkeypatch):
    path = project.save(tmp_path / "p.privdesk")
    before = path.read_bytes()
    project.name = "changed"

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError, match="disk full"):
        project.save(path)
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data", "p.privdesk"]  # no temp file left behind


@pytest.mark.parametrize("content, fragment", [
    ('{"format": "privdesk-project", "version": 1, "data": {"path": "x.csv"', "damaged (JSON error"),
    ('[1, 2, 3]', "not a PrivDesk project file"),
    ('{"format": "something-else", "version": 1}', "not a PrivDesk project file"),
    ('{"format": "privdesk-project", "version": 99, "data": {"path": "x.csv"}}', "newer PrivDesk"),
    ('{"format": "privdesk-project", "version": 1}', "the entry 'data' is missing"),
    ('{"format": "privdesk-project", "version": 1, "data": {"path": "x.csv"},'
     ' "attributes": {"a": {"role": "secret"}}}', "unknown role 'secret'"),
    ('{"format": "privdesk-project", "version": 1, "data": {"path": "x.csv"},'
     ' "hierarchies": {"a": {"rows": [["1", "*"], ["2"]]}}}', "damaged"),
])
def test_bad_project_files_are_named(tmp_path, content, fragment):
    path = tmp_path / "bad.privdesk"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(InputError) as caught:
        Project.load(path)
    assert fragment in str(caught.value)
    assert str(path) in str(caught.value)


def test_missing_project_file(tmp_path):
    with pytest.raises(InputError, match="project file not found"):
        Project.load(tmp_path / "nope.privdesk")


def test_the_privacy_budget_survives_saving_and_reopening(project, tmp_path):
    from privdesk.engine.dp.privacy_budget import BudgetExceeded, PrivacyBudget

    budget = PrivacyBudget(1.0, 1e-5)
    budget.spend(0.5, "histogram of age", mechanism="discrete Laplace", parameters={"scale": 2.0}, when="t0")
    project.keep_budget(budget)
    saved = project.save(tmp_path / "dp")
    doc = json.loads(saved.read_text(encoding="utf-8"))
    assert doc["version"] == FORMAT_VERSION == 3  # an older PrivDesk refuses it instead of dropping the ledger
    reopened = Project.load(saved).budget()
    assert reopened.spent == 0.5 and reopened.total_delta == 1e-5
    assert reopened.entries[0].parameters == {"scale": 2.0} and reopened.entries[0].mechanism == "discrete Laplace"
    with pytest.raises(BudgetExceeded):
        reopened.spend(0.6, "histogram of sex")
    assert Project.load(saved).save(tmp_path / "again.privdesk").read_bytes() == saved.read_bytes()
    doc["privacy_budget"]["releases"][0]["epsilon"] = "lots"
    (tmp_path / "bad.privdesk").write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(InputError, match="damaged"):
        Project.load(tmp_path / "bad.privdesk")
