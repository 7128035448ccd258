"""The DP choices on the command line: `anonymize --algorithm dp --dp-score …` (the search's score function) and
`dp-stats --mechanism gaussian` (zCDP); both kept in the project's ledger and shown in the report."""

from __future__ import annotations

import json
import shutil

import pytest
from openpyxl import load_workbook

from privdesk.app.projects.bundled_samples import hospital_sample_paths
from privdesk.app.projects.project import Project
from privdesk.cli.main import main


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


def test_gaussian_releases_compose_by_rho_in_the_project_and_the_report(tmp_path, project, capsys):
    first = ["dp-stats", str(project), "--columns", "sex", "--mechanism", "gaussian", "--rho", "0.05",
             "--budget", "2", "--seed", "1", "--json"]
    assert main([*first, "--out", str(tmp_path / "a")]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["rho"] == pytest.approx(0.05) and summary["table"]["mechanism"] == "discrete Gaussian"
    assert summary["error_bar"]["half_width"] > 0
    reopened = Project.load(project).budget()  # survives saving and reopening
    assert reopened.composition == "zcdp" and reopened.entries[0].rho == pytest.approx(0.05)
    assert main([*first, "--out", str(tmp_path / "b")]) == 0
    capsys.readouterr()
    budget = Project.load(project).budget()
    assert budget.spent_rho == pytest.approx(0.1)
    assert budget.spent < sum(e.epsilon for e in budget.entries)  # ρ's add up: cheaper than adding ε's
    assert main(["dp-stats", str(project), "--columns", "sex", "--mechanism", "gaussian", "--rho", "0.5",
                 "--out", str(tmp_path / "c")]) == 1  # over budget: refused, nothing released
    assert "privacy budget exceeded" in capsys.readouterr().err and not (tmp_path / "c").exists()
    assert main(["report", str(project), "--out", str(tmp_path / "r")]) == 0
    rows = [" ".join(str(v) for v in row if v is not None)
            for row in load_workbook(tmp_path / "r" / "report.xlsx")["Privacy budget"].iter_rows(values_only=True)]
    assert any("zCDP" in row and "0.1" in row for row in rows)
    assert sum('"rho": 0.0' in row for row in rows) == 2  # each release's ρ (its σ² rounded up: ≤ 0.05)


def test_gaussian_with_epsilon_and_delta_prints_its_rho(tmp_path, capsys):
    from tests.cli.test_dp_stats_cli import SPEC

    assert main(["dp-stats", str(SPEC), "--columns", "Disease", "--mechanism", "gaussian", "--epsilon", "1",
                 "--delta", "1e-6", "--seed", "2", "--out", str(tmp_path / "a")]) == 0
    out = capsys.readouterr().out
    assert "discrete Gaussian noise, ρ = " in out and "δ = 1e-06" in out
    assert main(["dp-stats", str(SPEC), "--columns", "Disease", "--out", str(tmp_path / "b")]) == 2
    assert "needs ε" in capsys.readouterr().err
