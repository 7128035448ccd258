"""The anonymize job with δ-presence: a project's population table reaches the search, the re-check and the
report; algorithms that cannot enforce it say so."""

from __future__ import annotations

import json

import pandas as pd
import pytest
from openpyxl import load_workbook

from privdesk.app.anonymize import ReportOptions, anonymize, anonymize_to_folder, project_settings
from privdesk.app.check import check_release
from privdesk.app.projects.project import Attribute, DataSource, Project, Role
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.attributes.hierarchy_builders import masking
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.types import ColumnType
from privdesk.report.workbook import LABELS

# SPEC §4's population of nine (Nergiz et al.) and its research subset of five.
POPULATION = pd.DataFrame(
    [("Alice", "47906", "USA"), ("Bob", "47903", "Canada"), ("Christine", "47906", "USA"),
     ("Dirk", "47630", "Brazil"), ("Eunice", "47630", "Peru"), ("Frank", "47633", "Peru"),
     ("Gail", "48973", "Spain"), ("Harry", "48972", "Bulgaria"), ("Iris", "48970", "France")],
    columns=["Name", "Zip", "Nationality"])
RESEARCH = ["Alice", "Bob", "Dirk", "Gail", "Iris"]
CONTINENT = {"USA": "America", "Canada": "America", "Brazil": "America", "Peru": "America", "Spain": "Europe",
             "Bulgaria": "Europe", "France": "Europe"}


def presence_files(folder):
    """research.csv, population.csv and a hierarchy file per QI (Zip.csv, Nationality.csv) in ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    POPULATION.to_csv(folder / "population.csv", index=False)
    POPULATION[POPULATION["Name"].isin(RESEARCH)].to_csv(folder / "research.csv", index=False)
    hierarchies = presence_hierarchies()
    for name, hierarchy in hierarchies.items():
        hierarchy.to_csv(folder / f"{name}.csv")
    return hierarchies


def presence_hierarchies() -> dict[str, Hierarchy]:
    return {"Zip": masking(sorted(set(POPULATION["Zip"])), attribute="Zip"),
            "Nationality": Hierarchy.from_rows([[c, CONTINENT[c], "*"] for c in CONTINENT],
                                               attribute="Nationality")}


def presence_project(tmp_path, model=None, algorithm="optimal") -> Project:
    hierarchies = presence_files(tmp_path / "data")
    return Project(
        data=DataSource(str(tmp_path / "data" / "research.csv")),
        population=DataSource(str(tmp_path / "data" / "population.csv")),
        attributes={"Name": Attribute(Role.IDENTIFIER),
                    "Zip": Attribute(Role.QUASI_IDENTIFIER, ColumnType.STRING),  # codes, not numbers
                    "Nationality": Attribute(Role.QUASI_IDENTIFIER)},
        hierarchies=hierarchies,
        models=[model or {"model": "delta-presence", "delta_min": 0.5, "delta_max": 0.7}],
        algorithm={"name": algorithm, "suppression": 0.0}, name="presence",
        risk={"threshold": 1.0})  # six rows: δ-presence alone, no risk threshold to meet


def test_a_project_with_a_population_enforces_delta_presence(tmp_path):
    project = presence_project(tmp_path)
    project = Project.load(project.save(tmp_path / "presence.privdesk"))
    settings = project_settings(project)
    assert settings.population is not None and settings.population.n_rows == 9
    result, checks = anonymize(project.load_data(), settings)
    assert result.transformation == {"Zip": 3, "Nationality": 1}
    assert [c.to_dict() for c in checks] == [{
        "requirement": "(0.5, 0.7)-presence", "model": "delta-presence", "attribute": None, "required": 0.7,
        "achieved": pytest.approx(2 / 3), "met": True, "required_min": 0.5, "achieved_min": 0.5}]
    # the written release passes `privdesk check`'s δ-presence on its own (levels read from the labels)
    report = check_release(result.released, settings.qis, [], settings.hierarchies, population=settings.population,
                           requirements=settings.requirements)
    assert report["met"] and report["delta_presence"] == {"min": 0.5, "max": pytest.approx(2 / 3)}


def test_the_report_shows_the_delta_presence_figures(tmp_path):
    project = presence_project(tmp_path)
    out = tmp_path / "out"
    summary = anonymize_to_folder(project.load_data(), project_settings(project), out,
                                  report=ReportOptions(project=project))
    assert all(check["met"] for check in summary["checks"])
    record = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert record["model_figures"]["delta_presence"] == {"min": 0.5, "max": pytest.approx(2 / 3)}
    assert record["files"]["population"]["path"] == str(tmp_path / "data" / "population.csv")
    assert record["configuration"]["models"] == [{"model": "delta-presence", "delta_min": 0.5, "delta_max": 0.7,
                                                  "label": "(0.5, 0.7)-presence"}]
    book = load_workbook(out / "report.xlsx")
    cells = [str(c.value) for row in book[LABELS["sheet.models"]].iter_rows() for c in row if c.value is not None]
    assert "(0.5, 0.7)-presence" in cells and LABELS["models.presence_max"] in cells
    provenance = [c.value for row in book[LABELS["sheet.provenance"]].iter_rows() for c in row]
    assert LABELS["provenance.file.population"] in provenance


@pytest.mark.parametrize("algorithm", ["mondrian", "greedy-msa"])
def test_other_algorithms_say_delta_presence_needs_the_optimal_search(tmp_path, algorithm):
    project = presence_project(tmp_path, algorithm=algorithm)
    settings = project_settings(project)
    with pytest.raises(InputError, match=r"\(0.5, 0.7\)-presence needs the optimal search"):
        anonymize(project.load_data(), settings)


def test_delta_presence_without_a_population_is_bad_input(tmp_path):
    project = presence_project(tmp_path)
    project.population = None
    with pytest.raises(InputError, match="needs the population table"):
        anonymize(project.load_data(), project_settings(project))


def test_a_population_without_delta_presence_leaves_mondrian_alone(tmp_path):
    project = presence_project(tmp_path, model={"model": "k-anonymity", "k": 2}, algorithm="mondrian")
    summary = anonymize_to_folder(project.load_data(), project_settings(project), tmp_path / "out",
                                  report=ReportOptions(project=project))
    assert all(check["met"] for check in summary["checks"])
    record = json.loads((tmp_path / "out" / "report.json").read_text(encoding="utf-8"))
    assert "delta_presence" not in record["model_figures"]  # ranges and sets are no hierarchy labels
