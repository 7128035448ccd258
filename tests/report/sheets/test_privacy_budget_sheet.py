"""Every report has a Privacy budget sheet: the data set's DP releases with ε, δ, mechanism, parameters, totals."""

from __future__ import annotations

import shutil

from openpyxl import load_workbook

from privdesk.app.projects.bundled_samples import hospital_sample_paths
from privdesk.app.projects.project import Project
from privdesk.cli.main import main
from privdesk.report.sheets.privacy_budget import budget_sheet


def _texts(sheet) -> list:
    return [value for row in sorted(sheet.cells) for value, _ in sheet.cells[row].values()]


def test_a_record_without_a_budget_says_so():
    texts = _texts(budget_sheet({}))
    assert "Privacy budget" in texts and any("No differentially private release" in str(t) for t in texts)


def test_the_project_ledger_reaches_the_report(tmp_path, capsys):
    paths = hospital_sample_paths()
    folder = tmp_path / "project"
    shutil.copytree(paths.project.parent, folder)
    project = folder / paths.project.name
    assert main(["dp-stats", str(project), "--columns", "sex", "--epsilon", "0.25", "--budget", "2",
                 "--out", str(tmp_path / "dp")]) == 0
    assert Project.load(project).budget().spent == 0.25
    assert main(["anonymize", str(project), "--out", str(tmp_path / "release"), "--report"]) == 0
    capsys.readouterr()
    book = load_workbook(tmp_path / "release" / "report.xlsx")
    rows = [[c for c in row if c is not None] for row in book["Privacy budget"].iter_rows(values_only=True)]
    assert ["Budget (total ε, δ)", 2, 1e-4] in rows and ["Spent (ε, δ)", 0.25, 0] in rows
    release = next(r for r in rows if r and r[0] == "histogram of sex")
    assert 0.25 in release and "discrete Laplace (two-sided geometric)" in release
    assert any('"scale": 4.0' in str(v) for v in release)
