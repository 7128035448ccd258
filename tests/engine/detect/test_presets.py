"""Presets: HIPAA Safe Harbor's rules (ZIP3 with HHS's restricted areas, years, 90+) and the Chinese preset; the
detectors find no identifier in what they release."""

from __future__ import annotations

import json

import pandas as pd

from privdesk.app.projects.bundled_samples import hospital_sample_paths
from privdesk.app.projects.samples import generate_hospital
from privdesk.cli.main import main
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.detect import direct_identifier_columns
from privdesk.engine.detect.presets import RESTRICTED_ZIP3, apply_preset


def test_safe_harbor_rules_by_hand():
    frame = pd.DataFrame({"name": ["Ann Lee", "Bo Chen", "Cy Diaz", "Di Eng"] * 10,
                          "zip": ["03601", "47933", "89301", "10115"] * 10,
                          "birth_date": ["1930-05-01", "1935-01-01", "1936-01-01", "2000-02-29"] * 10,
                          "visit_date": ["2024-03-01", "2023-07-04", "2024-12-31", ""] * 10,
                          "age": ["93", "89", "90", "24"] * 10, "diagnosis": ["I10", "E11.9", "J18.9", "I10"] * 10})
    released, actions = apply_preset(Dataset.from_frame(frame), "hipaa-safe-harbor")
    out = released.to_frame()
    assert "name" not in out.columns
    assert out["zip"].tolist()[:4] == ["000", "479", "000", "101"]  # 036 and 893 are restricted areas
    assert out["birth_date"].tolist()[:4] == ["90+", "90+", "1936", "2000"]  # reference year 2024: 1935 may be 90
    assert out["visit_date"].tolist()[:4] == ["2024", "2023", "2024", ""]
    assert out["age"].tolist()[:4] == ["90+", "89", "90+", "24"]
    assert {a.column: a.rule for a in actions} == {"name": "drop", "zip": "zip3", "birth_date": "birth_year90",
                                                  "visit_date": "year", "age": "age90"}
    assert len(RESTRICTED_ZIP3) == 17


def test_chinese_preset_drops_direct_identifiers():
    frame = pd.DataFrame({"姓名": ["张伟", "王芳", "李娜", "刘洋"] * 10,
                          "手机": ["13812345678", "13987654321", "15011112222", "18633334444"] * 10,
                          "身份证号": ["11010519491231002X", "440524188001010014", "11010519491231002X",
                                   "440524188001010014"] * 10,
                          "出生日期": ["1949-12-31", "1880-01-01", "1949-12-31", "1880-01-01"] * 10,
                          "邮编": ["510120", "610041", "100000", "200000"] * 10, "诊断": ["高血压", "糖尿病", "肺炎", "骨折"] * 10})
    released, actions = apply_preset(Dataset.from_frame(frame), "cn-personal-info")
    out = released.to_frame()
    assert list(out.columns) == ["出生日期", "邮编", "诊断"]
    assert out["出生日期"].tolist()[:2] == ["1949", "1880"] and out["邮编"].tolist()[:2] == ["510000", "610000"]
    assert direct_identifier_columns(out) == []


def test_hospital_release_with_safe_harbor_has_no_identifier_left(tmp_path, capsys):
    out = tmp_path / "release"
    hospital = str(hospital_sample_paths().project.parent / "hospital.csv")
    assert main(["anonymize", hospital, "--preset", "hipaa-safe-harbor", "--out", str(out), "--json"]) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["remaining_identifiers"] == [] and "actual knowledge" in record["note"]
    released = pd.read_csv(out / "anonymized.csv", dtype=str, keep_default_na=False, encoding="utf-8-sig")
    assert direct_identifier_columns(released) == []
    assert set(released["zip_code"]) <= {"476", "478", "479"}


def test_preset_then_k_anonymity(tmp_path, capsys):
    frame = generate_hospital(600, seed=4)
    data = tmp_path / "h.csv"
    frame.to_csv(data, index=False)
    assert main(["anonymize", str(data), "--preset", "hipaa-safe-harbor", "--qi", "sex,birth_date,zip_code",
                 "--k", "3", "--out", str(tmp_path / "o"), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["preset"]["preset"] == "hipaa-safe-harbor"
    assert summary["generated_hierarchies"] == ["sex", "birth_date", "zip_code"]


def test_each_rule_counts_the_values_it_changed():
    """Hand-counted: two ZIPs already of three digits stay (0 changed) … every row's date changes, a missing ZIP
    is no value."""
    frame = pd.DataFrame({"zip": ["47677", "03601", "479", "", "47602", "479"],
                          "visit": ["2020-01-05", "2021-03-01", "2020-07-07", "2019-12-31", "2020-01-05", "2021-03-01"],
                          "email": [f"p{i}@example.org" for i in range(6)]})
    released, actions = apply_preset(Dataset.from_frame(frame), "hipaa-safe-harbor")
    counted = {a.column: (a.rule, a.values) for a in actions}
    assert counted == {"zip": ("zip3", 3), "visit": ("year", 6), "email": ("drop", 6)}
    assert released.to_frame()["zip"].tolist() == ["476", "000", "479", "", "476", "479"]
    assert released.column("zip").distinct_count == len(set(released.column("zip").values))  # one value per label


def test_a_preset_run_writes_the_preset_sheet_with_every_rule_and_the_safe_harbor_note(tmp_path, capsys):
    from openpyxl import load_workbook

    frame = generate_hospital(600, seed=4)
    data = tmp_path / "h.csv"
    frame.to_csv(data, index=False)
    assert main(["anonymize", str(data), "--preset", "hipaa-safe-harbor", "--qi", "sex,birth_date,zip_code",
                 "--k", "3", "--out", str(tmp_path / "o"), "--report", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    record = json.loads((tmp_path / "o" / "report.json").read_text(encoding="utf-8"))
    assert record["preset"] == summary["preset"]
    book = load_workbook(tmp_path / "o" / "report.xlsx")
    assert book.sheetnames.index("Preset") == book.sheetnames.index("Privacy models") + 1
    rows = [r for r in book["Preset"].iter_rows(values_only=True)]
    listed = {r[0]: (r[1], r[2]) for r in rows[3:] if r[0] and r[2] is not None}
    for action in summary["preset"]["actions"]:
        assert listed[action["column"]][1] == action["values"]
    assert listed["patient_id"] == ("dropped (direct identifier)", 600)
    assert listed["zip_code"][0] == "ZIP code to three digits (000 for small areas)"
    assert listed["Values changed in all"][1] == sum(a["values"] for a in summary["preset"]["actions"])
    assert any(r[0] and "no actual knowledge" in r[0] for r in rows)
