"""A run owns its output folder: what an earlier PrivDesk run wrote there and this run does not write
is removed, so no report or signature describing another release stays beside a new one; a failed run leaves the
earlier set intact; a folder written without a record is refused in one line; inputs and other files are kept."""

from __future__ import annotations

import json

import pytest

from privdesk.app.projects.bundled_samples import spec_example_paths
from privdesk.app.release.output_folder import MANIFEST
from privdesk.cli.main import main
from privdesk.signing.signatures import TEST_MEMLIMIT, TEST_OPSLIMIT, generate_keypair, verify_file, write_keypair

SETTINGS = ["--k", "2", "--suppression", "0.5", "--threshold", "0.5"]


def anonymize(out, *args: str) -> int:
    return main(["anonymize", str(spec_example_paths().data), *SETTINGS, "--out", str(out), *args])


def contents(folder) -> dict[str, bytes]:
    return {path.name: path.read_bytes() for path in sorted(folder.iterdir()) if path.is_file()}


@pytest.fixture
def key(tmp_path, monkeypatch):
    pair = generate_keypair("Ward Manager", "s3cret", opslimit=TEST_OPSLIMIT, memlimit=TEST_MEMLIMIT)
    secret, public = write_keypair(pair, tmp_path / "keys")
    monkeypatch.setenv("PRIVDESK_KEY_PASSPHRASE", "s3cret")
    return secret, public


def test_a_run_without_report_removes_the_earlier_runs_signed_report(tmp_path, capsys, key):
    secret, public = key
    out = tmp_path / "out"
    assert anonymize(out, "--qi", "ZIPCode,Age", "--sensitive", "Disease", "--report", "--key", str(secret)) == 0
    first = set(contents(out))
    assert {"report.json", "report.xlsx", "report.json.minisig", "anonymized.csv.minisig"} <= first
    (out / "notes.txt").write_text("mine")  # not PrivDesk's: kept
    assert anonymize(out, "--qi", "Age") == 0
    capsys.readouterr()
    assert set(contents(out)) == {"anonymized.csv", "summary.json", "notes.txt", MANIFEST}
    assert json.loads((out / MANIFEST).read_text())["files"] == ["anonymized.csv", "summary.json"]
    assert json.loads((out / "summary.json").read_text())["transformation"] is not None
    # and the next signed run's set verifies as one
    assert anonymize(out, "--qi", "ZIPCode", "--report", "--key", str(secret)) == 0
    for name in ("anonymized.csv", "report.json", "report.xlsx"):
        assert verify_file(out / name, public).ok, name


def test_a_failed_run_leaves_the_earlier_set_intact(tmp_path, capsys, key, monkeypatch):
    secret, _ = key
    out = tmp_path / "out"
    assert anonymize(out, "--qi", "ZIPCode,Age", "--report", "--key", str(secret)) == 0
    before = contents(out)
    # no solution: nothing written, nothing removed
    assert main(["anonymize", str(spec_example_paths().data), "--qi", "ZIPCode,Age", "--k", "2",
                 "--out", str(out)]) == 1
    # a failure while the report is made (wrong passphrase) after the release was staged
    monkeypatch.setenv("PRIVDESK_KEY_PASSPHRASE", "wrong")
    assert anonymize(out, "--qi", "Age", "--report", "--key", str(secret)) == 2
    capsys.readouterr()
    assert contents(out) == before
    assert [p.name for p in out.iterdir() if p.name.startswith(".privdesk-staging")] == []


def test_a_folder_written_without_a_record_is_refused_in_one_line(tmp_path, capsys):
    out = tmp_path / "out"
    out.mkdir()
    (out / "report.json").write_text("{}")  # left by an earlier version, which kept no record
    (out / "report.json.minisig").write_text("sig")
    assert anonymize(out, "--qi", "Age") == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "report.json, report.json.minisig" in err and "earlier run" in err
    assert sorted(p.name for p in out.iterdir()) == ["report.json", "report.json.minisig"]


def test_an_audit_in_the_release_folder_keeps_the_audited_release(tmp_path, capsys):
    out = tmp_path / "out"
    assert anonymize(out, "--qi", "Age", "--report") == 0
    release = (out / "anonymized.csv").read_bytes()
    assert main(["audit", str(out / "anonymized.csv"), "--qi", "Age", "--k", "2", "--threshold", "0.5",
                 "--out", str(out)]) == 0
    capsys.readouterr()
    assert (out / "anonymized.csv").read_bytes() == release
    assert set(contents(out)) == {"anonymized.csv", "report.json", "report.xlsx", MANIFEST}
    assert json.loads((out / "report.json").read_text())["kind"] == "audit"
