"""Notes hold names and phone numbers inside their cells: a release keeping such a column unmarked is blocked
naming it, and with ``--free-text`` the release keeps the sentences without the planted numbers and names."""

from __future__ import annotations

import json
import re

import numpy as np
import pandas as pd
import pytest

from privdesk.cli.main import main

SURNAMES = ["张", "王", "李", "刘", "陈", "杨", "赵", "黄", "周", "吴"]
GIVEN = ["伟", "芳", "娜", "敏", "静", "丽", "强", "磊", "军", "洋", "勇", "艳", "杰", "娟", "涛"]


def resident_id(rng: np.random.Generator) -> str:
    """A resident ID number with a birth date and its MOD 11-2 check character."""
    body = (f"{rng.choice(['110105', '310104', '440305'])}{rng.integers(1940, 2005)}{rng.integers(1, 13):02d}"
            f"{rng.integers(1, 29):02d}{rng.integers(0, 1000):03d}")
    check = (12 - sum(int(c) * pow(2, 17 - i, 11) for i, c in enumerate(body)) % 11) % 11
    return body + ("X" if check == 10 else str(check))


def ward_table(rows: int = 2000, seed: int = 7) -> tuple[pd.DataFrame, list[str], list[str]]:
    """A ward's table: identifiers, QIs and a 病程记录 note naming the patient or a relative and, in most rows, a
    mobile number; returns it with the planted mobiles and names."""
    rng = np.random.default_rng(seed)
    names = [rng.choice(SURNAMES) + rng.choice(GIVEN) + (rng.choice(GIVEN) if rng.random() < 0.5 else "")
             for _ in range(rows)]
    relatives = [rng.choice(SURNAMES) + rng.choice(GIVEN) + rng.choice(GIVEN) for _ in range(rows)]
    mobiles = [f"1{rng.choice([3, 5, 8])}{rng.integers(0, 10 ** 9):09d}" for _ in range(rows)]
    notes, planted_mobiles, planted_names = [], [], []
    for i in range(rows):
        with_phone = rng.random() < 0.6
        note = f"患者{names[i]}因咳嗽发热入院，查体体温38.5℃，家属{relatives[i]}陪同"
        note += f"，联系电话{mobiles[i]}。" if with_phone else "。予抗感染治疗，0.5g bid。"
        planted_names += [names[i], relatives[i]]
        if with_phone:
            planted_mobiles.append(mobiles[i])
        notes.append(note)
    frame = pd.DataFrame({
        "姓名": names, "身份证号": [resident_id(rng) for _ in range(rows)],
        "手机号": mobiles, "住院号": [f"ZY{2023000000 + i}" for i in range(rows)],
        "性别": rng.choice(["男", "女"], rows), "年龄": rng.integers(20, 90, rows),
        "诊断": rng.choice(["J18.9", "I10", "E11.9", "K35.8"], rows), "病程记录": notes})
    return frame, planted_mobiles, planted_names


@pytest.fixture(scope="module")
def ward(tmp_path_factory):
    folder = tmp_path_factory.mktemp("ward")
    frame, mobiles, names = ward_table()
    path = folder / "ward.csv"
    frame.to_csv(path, index=False, encoding="utf-8")
    return path, mobiles, names


ARGS = ["--qi", "性别,年龄", "--sensitive", "诊断", "--k", "5", "--l", "2",
        "--identifier", "姓名,身份证号,手机号,住院号", "--suppression", "0.1", "--threshold", "0.5"]


def test_inspect_suggests_the_notes_as_free_text(ward, capsys):
    path, _mobiles, _names = ward
    assert main(["inspect", str(path), "--suggest", "--json"]) == 0
    roles = {c["column"]: c for c in json.loads(capsys.readouterr().out)["columns"]}
    assert roles["病程记录"]["role"] == "free-text" and "mobile" in roles["病程记录"]["reason"]
    assert roles["诊断"]["role"] == "sensitive"  # short codes are no sentences


def test_an_unmarked_note_column_blocks_the_release(ward, tmp_path, capsys):
    path, _mobiles, _names = ward
    code = main(["anonymize", str(path), *ARGS, "--out", str(tmp_path / "out")])
    error = capsys.readouterr().err
    assert code == 2
    assert "病程记录" in error and "--free-text" in error
    assert not (tmp_path / "out" / "anonymized.csv").exists()


def test_redacted_notes_hold_no_planted_number_and_few_names(ward, tmp_path, capsys):
    path, mobiles, names = ward
    out = tmp_path / "out"
    code = main(["anonymize", str(path), *ARGS, "--free-text", "病程记录", "--out", str(out), "--json", "--report"])
    summary = json.loads(capsys.readouterr().out)
    assert code == 0, summary
    assert summary["verdict"]["passed"] is True
    released = pd.read_csv(out / "anonymized.csv", dtype=str)
    text = "\n".join(released["病程记录"])
    assert not [m for m in mobiles if m in text]
    left = [n for n in names if n in text]
    assert len(left) <= 0.05 * len(names), left[:20]
    assert "0.5g bid" in text and "38.5℃" in text  # the rest of the sentence is kept
    record = summary["details"]["free_text"][0]
    assert record["column"] == "病程记录"
    # a planted mobile is also a value of the table's own 手机号 column: counted as either kind
    assert record["spans"].get("mobile", 0) + record["spans"].get("identifier", 0) >= len(mobiles)
    # the report says the same: the verdict, the columns released unchanged, the spans replaced by kind
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert report["verdict"]["passed"] is True
    details = report["result"]["details"]
    assert details["free_text"] == summary["details"]["free_text"]
    assert details["unchanged"] == summary["details"]["unchanged"] == ["诊断"]
    from openpyxl import load_workbook

    sheet = load_workbook(out / "report.xlsx", read_only=True)["Configuration"]
    cells = [str(c) for row in sheet.iter_rows(values_only=True) for c in row if c is not None]
    assert "Columns released unchanged" in cells and "Free text redacted" in cells
    assert "mobile number" in cells or "value of an identifier column" in cells


def test_a_note_column_kept_deliberately_is_released_with_a_warning(ward, tmp_path, capsys):
    path, mobiles, _names = ward
    out = tmp_path / "out"
    code = main(["anonymize", str(path), *ARGS, "--keep", "病程记录", "--out", str(out), "--json"])
    summary = json.loads(capsys.readouterr().out)
    assert code == 0
    entries = [e for e in summary["verdict"]["entries"] if e.get("kind") == "identifier"]
    assert entries and entries[0]["warning"] and "病程记录" in entries[0]["sentence"]
    assert "病程记录" in summary["details"]["unchanged"]
    released = pd.read_csv(out / "anonymized.csv", dtype=str)
    assert mobiles[0] in "\n".join(released["病程记录"])  # kept means kept: the user chose it


def test_the_chinese_preset_redacts_the_notes(ward, tmp_path, capsys):
    path, mobiles, names = ward
    out = tmp_path / "out"
    assert main(["anonymize", str(path), "--preset", "cn-personal-info", "--out", str(out), "--json"]) == 0
    record = json.loads(capsys.readouterr().out)
    action = next(a for a in record["actions"] if a["column"] == "病程记录")
    assert action["rule"] == "redact" and action["values"] == 2000
    text = "\n".join(pd.read_csv(out / "anonymized.csv", dtype=str)["病程记录"])
    assert not [m for m in mobiles if m in text]
    assert len([n for n in names if n in text]) <= 0.05 * len(names)


def test_the_preset_in_an_anonymization_counts_the_spans_by_kind(ward, tmp_path, capsys):
    path, mobiles, _names = ward
    args = ["--qi", "性别,年龄", "--sensitive", "诊断", "--k", "5", "--l", "2", "--suppression", "0.1",
            "--threshold", "0.5", "--preset", "cn-personal-info"]
    assert main(["anonymize", str(path), *args, "--out", str(tmp_path / "out"), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["verdict"]["passed"] is True
    (entry,) = summary["details"]["free_text"]
    # the mobiles are values of the dropped 手机号 column, counted as the kind their column reads as
    assert entry["column"] == "病程记录" and entry["spans"]["mobile"] == len(mobiles)


@pytest.fixture(scope="module")
def redacted_release(ward, tmp_path_factory):
    """The ward's release with its notes redacted by PrivDesk."""
    path, _mobiles, _names = ward
    out = tmp_path_factory.mktemp("redacted")
    assert main(["anonymize", str(path), *ARGS, "--free-text", "病程记录", "--out", str(out), "--json"]) == 0
    return out / "anonymized.csv"


AUDIT = ["--qi", "性别,年龄", "--sensitive", "诊断", "--k", "5", "--l", "2", "--threshold", "0.5"]


def identifier_entries(capsys) -> list[dict]:
    verdict = json.loads(capsys.readouterr().out)["verdict"]
    return [e for e in verdict["entries"] if e["kind"] == "identifier"]


def test_an_audit_of_notes_privdesk_redacted_passes_them_as_redacted(redacted_release, tmp_path, capsys):
    capsys.readouterr()
    released = pd.read_csv(redacted_release, dtype=str)
    placeholders = sum(released["病程记录"].str.count(r"\[姓名\]|\[手机号\]|\[标识符\]"))
    assert placeholders > 2000  # the notes are redacted: the audit below judges placeholders, not spans
    code = main(["audit", str(redacted_release), *AUDIT, "--out", str(tmp_path / "audit"), "--json"])
    (entry,) = identifier_entries(capsys)
    assert code == 0
    assert entry["passed"] and not entry["warning"] and entry["attribute"] == "病程记录"
    assert "redacted free text" in entry["sentence"] and f"{placeholders:,} placeholders" in entry["sentence"]
    # the release's notes are no longer free text to redact: inspect suggests nothing of the kind
    assert main(["inspect", str(redacted_release), "--suggest", "--json"]) == 0
    roles = {c["column"]: c for c in json.loads(capsys.readouterr().out)["columns"]}
    assert roles["病程记录"]["role"] != "free-text"


def test_a_phone_number_left_in_redacted_notes_still_fails_the_audit(redacted_release, tmp_path, capsys):
    released = pd.read_csv(redacted_release, dtype=str)
    row = 1234  # one note among 2000, beyond the 300 cells an unredacted column is sampled on
    released.loc[row, "病程记录"] = released.loc[row, "病程记录"] + "家属电话13912345678。"
    path = tmp_path / "leaky.csv"
    released.to_csv(path, index=False, encoding="utf-8")
    code = main(["audit", str(path), *AUDIT, "--out", str(tmp_path / "audit"), "--json"])
    (entry,) = identifier_entries(capsys)
    assert code == 1
    assert not entry["passed"] and entry["attribute"] == "病程记录"
    assert "mobile number" in entry["sentence"]


@pytest.mark.parametrize("language, mobile, name", [("zh_CN", "手机号", "姓名"), ("zh_TW", "手機號", "姓名")])
def test_the_span_kinds_of_the_reason_are_in_the_users_language(ward, language, mobile, name, monkeypatch, capsys):
    from privdesk.common import i18n

    path, _mobiles, _names = ward
    monkeypatch.setenv("PRIVDESK_LANG", language)
    try:
        assert main(["inspect", str(path), "--suggest", "--json"]) == 0
    finally:
        i18n.set_language(i18n.ENGLISH)
    reason = {c["column"]: c for c in json.loads(capsys.readouterr().out)["columns"]}["病程记录"]["reason"]
    # the kinds in the words of the placeholders ([手机号], [姓名]), not the engine's English keys
    assert mobile in reason and name in reason
    assert not re.search(r"[A-Za-z]{4,}", reason.replace("--free-text", "")), reason


def test_an_out_of_core_audit_judges_redacted_notes_alike(redacted_release, tmp_path, capsys):
    """DuckDB judges the notes on its sample of rows: PrivDesk's placeholders pass there too, a number left fails."""
    pytest.importorskip("duckdb")
    capsys.readouterr()
    released = pd.read_csv(redacted_release, dtype=str)
    clean, leaky = tmp_path / "clean.csv", tmp_path / "leaky.csv"
    released.to_csv(clean, index=False, encoding="utf-8")
    released["病程记录"] = released["病程记录"] + "家属电话13912345678。"  # left in every row: in any sample
    released.to_csv(leaky, index=False, encoding="utf-8")
    assert main(["audit", str(clean), *AUDIT, "--engine", "duckdb", "--out", str(tmp_path / "a"), "--json"]) == 0
    (entry,) = identifier_entries(capsys)
    assert entry["passed"] and "redacted free text" in entry["sentence"]
    assert main(["audit", str(leaky), *AUDIT, "--engine", "duckdb", "--out", str(tmp_path / "b"), "--json"]) == 1
    (entry,) = identifier_entries(capsys)
    assert not entry["passed"] and "mobile number" in entry["sentence"]


def test_the_report_names_the_span_kinds_in_chinese(ward, tmp_path, monkeypatch, capsys):
    from openpyxl import load_workbook

    from privdesk.common import i18n

    path, _mobiles, _names = ward
    out = tmp_path / "out"
    monkeypatch.setenv("PRIVDESK_LANG", "zh_CN")
    try:
        assert main(["anonymize", str(path), *ARGS, "--free-text", "病程记录", "--out", str(out), "--report"]) == 0
    finally:
        i18n.set_language(i18n.ENGLISH)
    sheet = load_workbook(out / "report.xlsx", read_only=True)["配置"]  # the sheets are named in Chinese too
    cells = [str(c) for row in sheet.iter_rows(values_only=True) for c in row if c is not None]
    setting = next(c for c in cells if c.startswith("病程记录 ("))  # the free-text setting: kinds with counts
    assert "手机号" in setting and "姓名" in setting and "mobile" not in setting and "name" not in setting
    assert "姓名" in cells or "手机号" in cells  # the table of spans replaced by kind


def rare_leak_release(folder, rows: int = 20_000) -> tuple:
    """A release of ``rows`` notes PrivDesk redacted, each of its 6,000 texts on three rows or more, and the same
    release with one more, rare note (a text of its own, on one row) that kept a mobile number: beyond the 5,000
    most frequent texts and, on DuckDB, likely outside its sample of rows. Returns both paths and the
    placeholders of the clean release, counted by hand (three a note)."""
    rng = np.random.default_rng(32)
    notes = [f"患者[姓名]因咳嗽发热入院，观察编号{i % 6000}，查体体温38.5℃，家属[姓名]陪同，联系电话[手机号]。"
             for i in range(rows)]
    frame = pd.DataFrame({"性别": rng.choice(["男", "女"], rows), "年龄": rng.integers(20, 30, rows).astype(str),
                          "诊断": rng.choice(["J18.9", "I10", "E11.9", "K35.8"], rows), "病程记录": notes})
    clean, leaky = folder / "clean.csv", folder / "leaky.csv"
    frame.to_csv(clean, index=False, encoding="utf-8")
    frame.loc[12_345, "病程记录"] = "患者[姓名]因胸痛入院，家属[姓名]陪同，家属电话13912345678。"
    frame.to_csv(leaky, index=False, encoding="utf-8")
    return clean, leaky, 3 * rows


@pytest.mark.parametrize("engine", ["memory", "duckdb"])
def test_one_number_left_in_one_rare_note_of_a_long_release_fails_the_audit(engine, tmp_path, capsys):
    """Every distinct note is searched, not the most frequent ones nor a sample of rows: a single mobile number
    left in one note among 20,000 fails the audit, naming the column, the kind and how many."""
    if engine != "memory":
        pytest.importorskip(engine)
    clean, leaky, placeholders = rare_leak_release(tmp_path)
    on = [] if engine == "memory" else ["--engine", engine]
    capsys.readouterr()
    assert main(["audit", str(clean), *AUDIT, *on, "--out", str(tmp_path / "a"), "--json"]) == 0
    (entry,) = identifier_entries(capsys)
    assert entry["passed"] and f"{placeholders:,} placeholders" in entry["sentence"]
    assert main(["audit", str(leaky), *AUDIT, *on, "--out", str(tmp_path / "b"), "--json"]) == 1
    (entry,) = identifier_entries(capsys)
    assert not entry["passed"] and entry["attribute"] == "病程记录"
    # one span over one row; the rare note holds two placeholders, one fewer than the note it replaced
    assert "'病程记录'" in entry["sentence"] and "mobile number (1)" in entry["sentence"], entry["sentence"]
    assert f"{placeholders - 1:,} placeholders" in entry["sentence"]
    if engine == "duckdb":  # the engine's sample of rows, which the audit once judged the notes on, lacks it
        from privdesk.engine.rows import load_engine

        sample, _distinct = load_engine(engine)(leaky).column_profile(["病程记录"])
        assert not any("13912345678" in str(v) for v in sample.column("病程记录").values)
