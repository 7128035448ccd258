"""The report commands: demo, anonymize --report with a real key, report, audit, and reproducibility."""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest
from openpyxl import load_workbook

from privdesk.app.projects.bundled_samples import hospital_sample_paths, spec_example_paths
from privdesk.cli.main import main
from privdesk.signing.signatures import TEST_MEMLIMIT, TEST_OPSLIMIT, generate_keypair, verify_file, write_keypair

SHEETS = ["Summary", "Configuration", "Attributes and hierarchies", "Privacy models", "Measures", "Risk",
          "Equivalence classes", "Charts", "Provenance"]


def filled(sheet) -> bool:
    return any(cell.value not in (None, "") for row in sheet.iter_rows(min_row=2) for cell in row) or \
        bool(getattr(sheet, "_charts", []))


def test_demo_writes_a_verified_signed_release(tmp_path, capsys):
    out = tmp_path / "demo"
    assert main(["demo", "--out", str(out)]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 5 and str(out) in lines[0]
    for name in ("anonymized.csv", "report.xlsx", "report.json"):
        assert verify_file(out / name, out / "demo.pub").ok, name
    book = load_workbook(out / "report.xlsx")
    names = book.sheetnames
    for sheet in SHEETS:
        title = next((n for n in names if n.startswith(sheet[:31])), None)
        assert title is not None, f"sheet {sheet} missing in {names}"
        assert filled(book[title]), f"sheet {sheet} is empty"
    assert all(cell.data_type != "f" for ws in book.worksheets for row in ws.iter_rows() for cell in row)
    if shutil.which("minisign"):
        checked = subprocess.run(["minisign", "-V", "-p", str(out / "demo.pub"), "-m", str(out / "report.xlsx")],
                                 capture_output=True, text=True)
        assert checked.returncode == 0, checked.stderr


def test_anonymize_report_signed_with_a_user_key_and_reproducible(tmp_path, capsys, monkeypatch):
    pair = generate_keypair("Ward Manager", "s3cret", opslimit=TEST_OPSLIMIT, memlimit=TEST_MEMLIMIT)
    secret, public = write_keypair(pair, tmp_path / "keys")
    monkeypatch.setenv("PRIVDESK_KEY_PASSPHRASE", "s3cret")
    project = str(hospital_sample_paths().project)
    first, second = tmp_path / "first", tmp_path / "second"
    for out in (first, second):
        assert main(["anonymize", project, "--out", str(out), "--report", "--key", str(secret),
                     "--signer", "Ward Manager"]) == 0
    capsys.readouterr()
    assert (first / "anonymized.csv").read_bytes() == (second / "anonymized.csv").read_bytes()
    records = [json.loads((out / "report.json").read_text(encoding="utf-8")) for out in (first, second)]
    for record in records:
        record.pop("report_id"), record.pop("created")
        record["result"].pop("seconds"), record["result"].pop("report_id", None)
        record["result"]["details"].pop("seconds", None)  # timings differ; everything else must not
    assert records[0] == records[1]  # same settings, results and hashes: the run is reproducible
    assert records[0]["files"]["released"]["sha256"] == verify_file(first / "anonymized.csv", public).sha256
    verification = verify_file(first / "report.xlsx", public)
    assert verification.ok and verification.trusted["signer"] == "Ward Manager"
    assert main(["verify", str(first / "report.xlsx"), "--pubkey", str(public)]) == 0
    (first / "report.xlsx").write_bytes((first / "report.xlsx").read_bytes() + b"\0")
    assert main(["verify", str(first / "report.xlsx"), "--pubkey", str(public)]) == 1


def test_wrong_passphrase_writes_nothing(tmp_path, capsys, monkeypatch):
    pair = generate_keypair("Ward Manager", "s3cret", opslimit=TEST_OPSLIMIT, memlimit=TEST_MEMLIMIT)
    secret, _ = write_keypair(pair, tmp_path / "keys")
    monkeypatch.setenv("PRIVDESK_KEY_PASSPHRASE", "wrong")
    code = main(["report", str(hospital_sample_paths().project), "--out", str(tmp_path / "out"), "--key",
                 str(secret)])
    assert code == 2 and "wrong passphrase" in capsys.readouterr().err
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").iterdir())


def test_audit_of_a_release_made_elsewhere(tmp_path, capsys):
    paths = spec_example_paths()
    out = tmp_path / "audit"
    code = main(["audit", str(paths.folder / "released.csv"), "--original", str(paths.data), "--qi",
                 "ZIPCode,Age", "--sensitive", "Salary,Disease", "--k", "3", "--threshold", "0.34",
                 "--out", str(out), "--json"])
    outcome = json.loads(capsys.readouterr().out)
    assert code == 0 and outcome["passed"] and outcome["verdict"]["passed"]
    record = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert record["kind"] == "audit"
    assert round(record["measures"]["overall"]["PL"], 4) == 0.5 and round(record["measures"]["EC"], 4) == 0.75
    book = load_workbook(out / "report.xlsx")
    assert book.sheetnames[0] == "Summary"
    code = main(["audit", str(paths.folder / "released.csv"), "--qi", "ZIPCode,Age", "--sensitive", "Disease",
                 "--k", "4", "--out", str(tmp_path / "audit2")])
    assert code == 1  # 3-anonymous, 4 required
    assert "Fails" in capsys.readouterr().out


@pytest.mark.parametrize("command", ["report"])
def test_report_rebuilds_a_project(tmp_path, capsys, command):
    assert main([command, str(hospital_sample_paths().project), "--out", str(tmp_path / "r")]) == 0
    assert (tmp_path / "r" / "report.xlsx").exists() and not (tmp_path / "r" / "report.xlsx.minisig").exists()


def test_the_attack_test_sheet_is_signed_and_verified(tmp_path, capsys, monkeypatch):
    """audit with the original: --json holds the attack test and the signed workbook its sheet, which the
    signature covers (a changed cell of the sheet fails verify); without the original, no attack test."""
    pair = generate_keypair("Auditor", "s3cret", opslimit=TEST_OPSLIMIT, memlimit=TEST_MEMLIMIT)
    secret, public = write_keypair(pair, tmp_path / "keys")
    monkeypatch.setenv("PRIVDESK_KEY_PASSPHRASE", "s3cret")
    paths = spec_example_paths()
    out = tmp_path / "audit"
    assert main(["audit", str(paths.folder / "released.csv"), "--original", str(paths.data), "--qi", "ZIPCode,Age",
                 "--sensitive", "Disease", "--k", "3", "--threshold", "0.34", "--out", str(out), "--json",
                 "--key", str(secret)]) == 0
    outcome = json.loads(capsys.readouterr().out)
    record = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert outcome["attack_test"] == record["attack_test"]
    assert [a["name"] for a in record["attack_test"]["attacks"]] == ["singling_out", "linkability", "inference"]
    book = load_workbook(out / "report.xlsx")
    assert "Attack test" in book.sheetnames and book["Attack test"]._charts
    assert main(["verify", str(out / "report.xlsx"), "--pubkey", str(public)]) == 0
    ws = book["Attack test"]
    ws["A1"] = "Attack test (edited)"
    book.save(out / "report.xlsx")
    assert main(["verify", str(out / "report.xlsx"), "--pubkey", str(public)]) == 1
    capsys.readouterr()
    assert main(["audit", str(paths.folder / "released.csv"), "--original", str(paths.data), "--qi", "ZIPCode,Age",
                 "--sensitive", "Disease", "--threshold", "0.34", "--out", str(tmp_path / "text")]) == 0
    assert "Attack test (2,000 attacks each, seed 0):" in capsys.readouterr().out
    assert main(["audit", str(paths.folder / "released.csv"), "--qi", "ZIPCode,Age", "--threshold", "0.34",
                 "--out", str(tmp_path / "alone"), "--json"]) == 0
    assert "attack_test" not in json.loads(capsys.readouterr().out)
    assert main(["audit", str(paths.folder / "released.csv"), "--qi", "ZIPCode,Age", "--attack-columns", "Age",
                 "--out", str(tmp_path / "no-original")]) == 2
    error = capsys.readouterr().err.strip().splitlines()
    assert len(error) == 1 and "--original" in error[0]
