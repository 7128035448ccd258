"""`privdesk anonymize --algorithm dp --dp-score …`: the search's score function, in the ledger and the report."""

from __future__ import annotations

import json
import shutil

import pytest
from openpyxl import load_workbook

from privdesk.app.bundled_samples import hospital_sample_paths
from privdesk.app.project import Project
from privdesk.cli import main


@pytest.fixture()
def project(tmp_path):
    paths = hospital_sample_paths()
    folder = tmp_path / "project"
    shutil.copytree(paths.project.parent, folder)
    return folder / paths.project.name


def test_the_chosen_score_drives_the_search_and_is_recorded(tmp_path, project, capsys):
    command = ["anonymize", str(project), "--algorithm", "dp", "--epsilon", "1", "--dp-delta", "1e-5",
               "--dp-steps", "10", "--seed", "5", "--budget", "3", "--dp-score", "group-size", "--json"]
    assert main([*command, "--out", str(tmp_path / "a"), "--report"]) == 0
    dp = json.loads(capsys.readouterr().out)["details"]["dp"]
    assert dp["score"] == "aecs" and dp["score_value"] >= 1
    ledger = Project.load(project).budget()
    assert ledger.entries[0].parameters["score"] == "aecs"
    rows = list(load_workbook(tmp_path / "a" / "report.xlsx")["Privacy budget"].iter_rows(values_only=True))
    assert any('"score": "aecs"' in str(v) for row in rows for v in row)


def test_the_project_keeps_the_score(tmp_path, project):
    loaded = Project.load(project)
    loaded.algorithm.update({"name": "dp", "epsilon": 1.0, "delta": 1e-5, "steps": 5, "budget": 3,
                             "score": "entropy"})
    loaded.save(project)
    assert main(["anonymize", str(project), "--out", str(tmp_path / "a")]) == 0
    assert Project.load(project).budget().entries[0].parameters["score"] == "entropy"


def test_an_unknown_score_is_refused_with_exit_2(tmp_path, project, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["anonymize", str(project), "--algorithm", "dp", "--epsilon", "1", "--dp-delta", "1e-5",
              "--dp-score", "height", "--out", str(tmp_path / "a")])
    assert stop.value.code == 2 and "unknown score 'height'" in capsys.readouterr().err
