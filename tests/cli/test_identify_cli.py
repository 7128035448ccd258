"""`privdesk inspect --suggest`, `privdesk hierarchy` and anonymize with generated hierarchies."""

from __future__ import annotations

import json

import pandas as pd
from openpyxl import load_workbook
from pycanon import anonymity as pycanon

from privdesk.app.projects.bundled_samples import hospital_sample_paths
from privdesk.cli.main import main
from privdesk.engine.attributes.hierarchy import Hierarchy


def _hospital() -> str:
    return str(hospital_sample_paths().project.parent / "hospital.csv")


def test_inspect_suggest_json(capsys):
    assert main(["inspect", _hospital(), "--suggest", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    roles = {c["column"]: c["role"] for c in report["columns"]}
    assert roles["patient_id"] == roles["name"] == "identifier"
    assert {n for n, r in roles.items() if r == "quasi-identifier"} == {"sex", "birth_date", "zip_code",
                                                                       "admission_date"}
    assert roles["diagnosis"] == "sensitive"
    zip_code = next(c for c in report["columns"] if c["column"] == "zip_code")
    assert zip_code["type"] == "string" and zip_code["reason"] and 0 < zip_code["confidence"] <= 1
    assert len(report["quasi_identifier_sets"]) == 15  # every non-empty set of the 4 suggested QIs


def test_inspect_suggest_text(capsys):
    assert main(["inspect", _hospital(), "--suggest"]) == 0
    out = capsys.readouterr().out
    assert "patient_id" in out and "quasi-identifier" in out and "separation" in out


def test_hierarchy_command_default_and_builders(tmp_path, capsys):
    out = tmp_path / "zip.csv"
    assert main(["hierarchy", _hospital(), "--column", "zip_code", "--out", str(out)]) == 0
    assert "6 levels" in capsys.readouterr().out
    zip_hierarchy = Hierarchy.read_csv(out)
    assert zip_hierarchy.builder is None and zip_hierarchy.rows[0].tolist()[-1] == "*****"
    assert zip_hierarchy.rows[0].tolist()[1].endswith("*") and zip_hierarchy.levels == 6
    dates = tmp_path / "birth.csv"
    assert main(["hierarchy", _hospital(), "--column", "birth_date", "--kind", "dates", "--levels", "year,decade",
                 "--out", str(dates), "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert document["levels"] == 4 and document["uncovered"] == []
    assert main(["hierarchy", _hospital(), "--column", "length_of_stay", "--kind", "intervals", "--width", "7",
                 "--out", str(tmp_path / "los.csv")]) == 0
    assert Hierarchy.read_csv(tmp_path / "los.csv").rows[0].tolist()[1].startswith("[")
    assert main(["hierarchy", _hospital(), "--column", "nope", "--out", str(tmp_path / "x.csv")]) == 2


def test_anonymize_generates_missing_hierarchies_and_the_report_names_them(tmp_path, capsys):
    out = tmp_path / "release"
    assert main(["anonymize", _hospital(), "--qi", "sex,birth_date,zip_code", "--k", "5", "--out", str(out),
                 "--identifier", "patient_id,name", "--threshold", "1", "--report", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["generated_hierarchies"] == ["sex", "birth_date", "zip_code"]
    frame = pd.read_csv(out / "anonymized.csv", dtype=str, keep_default_na=False, encoding="utf-8-sig")
    kept = frame[~(frame[["sex", "birth_date", "zip_code"]] == "*").all(axis=1)]
    assert pycanon.k_anonymity(kept, ["sex", "birth_date", "zip_code"]) >= 5
    record = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert record["configuration"]["hierarchies"]["zip_code"]["builder"]["generated"] is True
    texts = [str(c.value) for sheet in load_workbook(out / "report.xlsx") for row in sheet.iter_rows()
             for c in row if c.value]
    assert any(t.startswith("generated: masking") for t in texts)
