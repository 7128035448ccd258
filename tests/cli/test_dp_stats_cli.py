"""`privdesk dp-stats`: counts with error bars, a budget kept in the project, exit 1 over budget."""

from __future__ import annotations

import json
import shutil

import pandas as pd
import pytest
from openpyxl import load_workbook

from privdesk.app.projects.bundled_samples import hospital_sample_paths
from privdesk.app.projects.project import Project
from privdesk.cli.main import main
from tests.conftest import REPO

SPEC = REPO / "resources" / "samples" / "spec_example" / "original.csv"


def test_counts_of_a_table_with_error_bars(tmp_path, capsys):
    out = tmp_path / "dp"
    assert main(["dp-stats", str(SPEC), "--columns", "Disease", "--epsilon", "0.5", "--seed", "4", "--out", str(out),
                 "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    # the release keeps the sample's own dialect: UTF-8 without a BOM, ";"
    frame = pd.read_csv(out / "dp_statistics.csv", encoding="utf-8", sep=";", dtype=str, keep_default_na=False)
    assert list(frame.columns) == ["Disease", "count", "± (95%)"] and len(frame) == 6
    assert summary["error_bar"]["half_width"] == int(frame["± (95%)"][0]) > 0
    assert summary["table"]["epsilon"] == 0.5 and summary["budget"] is None
    assert json.loads((out / "dp_statistics.json").read_text(encoding="utf-8"))["table"]["counts"] == [
        int(c) for c in frame["count"]]
    assert "seed" not in (out / "dp_statistics.json").read_text(encoding="utf-8")


def test_the_project_keeps_the_budget_and_refuses_a_release_over_it(tmp_path, capsys):
    paths = hospital_sample_paths()
    folder = tmp_path / "project"
    shutil.copytree(paths.project.parent, folder)
    project = folder / paths.project.name
    assert main(["dp-stats", str(project), "--columns", "sex", "--epsilon", "0.6", "--out", str(tmp_path / "a")]) == 2
    assert "--budget" in capsys.readouterr().err
    assert main(["dp-stats", str(project), "--columns", "sex", "--epsilon", "0.6", "--budget", "1", "--mode", "sex",
                 "--out", str(tmp_path / "a"), "--xlsx"]) == 0
    assert "0.6 of 1 spent" in capsys.readouterr().out
    book = load_workbook(tmp_path / "a" / "dp_statistics.xlsx")
    assert all(cell.data_type != "f" for row in book.active.iter_rows() for cell in row)
    ledger = Project.load(project).budget()
    assert [e.epsilon for e in ledger.entries] == [0.3, 0.3] and ledger.entries[0].when
    assert main(["dp-stats", str(project), "--columns", "sex", "--epsilon", "0.5", "--out", str(tmp_path / "b")]) == 1
    error = capsys.readouterr().err
    assert "privacy budget exceeded" in error and "0.4" in error
    assert not (tmp_path / "b").exists()  # nothing released
    assert Project.load(project).budget().spent == 0.6


def test_bad_input_is_one_line_and_exit_2(tmp_path, capsys):
    assert main(["dp-stats", str(SPEC), "--columns", "Height", "--epsilon", "1", "--out", str(tmp_path)]) == 2
    assert "Height" in capsys.readouterr().err
    assert main(["dp-stats", str(SPEC), "--columns", "Disease", "--epsilon", "-1", "--out", str(tmp_path)]) == 2


def test_anonymize_with_dp_charges_the_project_and_is_k_anonymous(tmp_path, capsys):
    paths = hospital_sample_paths()
    folder = tmp_path / "project"
    shutil.copytree(paths.project.parent, folder)
    project = folder / paths.project.name
    command = ["anonymize", str(project), "--algorithm", "dp", "--epsilon", "1", "--dp-delta", "1e-5",
               "--dp-steps", "20", "--seed", "5", "--json"]
    assert main([*command, "--out", str(tmp_path / "a")]) == 2  # a project's DP release needs a budget
    assert "--budget" in capsys.readouterr().err
    assert main([*command, "--budget", "1.5", "--out", str(tmp_path / "a"), "--report"]) == 0
    summary = json.loads(capsys.readouterr().out)
    dp = summary["details"]["dp"]
    assert dp["k"] == 59 and summary["checks"] == [c for c in summary["checks"] if c["met"]]
    assert summary["checks"][0]["requirement"].startswith("59")
    ledger = Project.load(project).budget()
    assert ledger.spent == 1.0 and ledger.spent_delta == 1e-5 and ledger.entries[0].parameters["k"] == 59
    book = load_workbook(tmp_path / "a" / "report.xlsx")
    assert any("SafePub" in str(v) for row in book["Privacy budget"].iter_rows(values_only=True) for v in row)
    assert main([*command, "--out", str(tmp_path / "b")]) == 1  # 1 + 1 > 1.5: refused, nothing written
    assert "privacy budget exceeded" in capsys.readouterr().err
    assert not (tmp_path / "b" / "anonymized.csv").exists() and Project.load(project).budget().spent == 1.0


def test_rebuilding_the_report_of_a_dp_project_is_charged_too(tmp_path, capsys):
    paths = hospital_sample_paths()
    folder = tmp_path / "project"
    shutil.copytree(paths.project.parent, folder)
    project = folder / paths.project.name
    loaded = Project.load(project)
    loaded.algorithm.update({"name": "dp", "epsilon": 1.0, "delta": 1e-5, "steps": 5, "budget": 1.5})
    loaded.save(project)
    assert main(["report", str(project), "--out", str(tmp_path / "a")]) == 0
    assert Project.load(project).budget().spent == 1.0
    assert main(["report", str(project), "--out", str(tmp_path / "b")]) == 1  # over budget: refused
    assert "privacy budget exceeded" in capsys.readouterr().err


def test_a_gb18030_semicolon_table_gives_a_gb18030_semicolon_release(tmp_path, capsys):
    """The statistics are written in the input's encoding and delimiter (the one CSV release rule)."""
    path = tmp_path / "入院.csv"
    rows = [f"{('高血压', '糖尿病', '肺炎')[i % 3]};{20 + i}" for i in range(60)]
    path.write_bytes(("\n".join(["诊断;年龄", *rows]) + "\n").encode("gb18030"))
    out = tmp_path / "dp"
    assert main(["dp-stats", str(path), "--columns", "诊断", "--epsilon", "1", "--seed", "2", "--out", str(out)]) == 0
    capsys.readouterr()
    data = (out / "dp_statistics.csv").read_bytes()
    assert not data.startswith(b"\xef\xbb\xbf")
    lines = data.decode("gb18030").split("\r\n")
    assert lines[0] == "诊断;count;± (95%)"
    assert sorted(line.split(";")[0] for line in lines[1:-1]) == sorted(["高血压", "糖尿病", "肺炎"])
    with pytest.raises(UnicodeDecodeError):
        data.decode("utf-8")
