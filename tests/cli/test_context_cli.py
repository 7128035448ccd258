"""`--context FILE` and the project's context section: the report's first sheet, Context and justification, holds
every field given, lists the fields its release model requires but lacks at the top, is covered by the report's
signature, and a bad context file is one line naming the file and key path (exit 2, nothing written)."""

from __future__ import annotations

import json
from pathlib import Path

import openpyxl
import pytest

from privdesk.app.projects.bundled_samples import spec_example_paths
from privdesk.app.projects.project import Project
from privdesk.cli.main import main
from privdesk.report.sheets.context.fields import REFERENCES
from privdesk.signing import keys as signing_keys
from privdesk.signing import signatures as signing

PASSPHRASE = "context passphrase"
CONTEXT = {
    "recipient": "Registry team Q7 of Northfield Clinic",
    "purpose": "Benchmarking waiting times across wards",
    "environment": {"controls": {"contract": "DUA-77-ALPHA", "access_control": True, "audit_logging": False,
                                 "training": "annual course TRN-5"},
                    "setting": "on-site", "notes": "Locked room B-204, no network"},
    "external_data": ["voter list of Northfield 2025", "a 2024 release of the same registry"],
    "release_model": "non-public",
    "threshold": 0.2,
    "reference": "el-emam-2015",
    "justification": "Strong controls as in BMJ 2015, checked by audit A-19",
    "grade": "Grade stated by the officer after review R-12",
    "responsible": "Dr. Ingrid Vasquez-Lund",
    "qualification": "Privacy officer, CIPP/E no. 4411",
    "statement": "I judge the remaining risk acceptable for purpose P-3",
    "date": "2026-11-30",
    "review_date": "2027-05-31",
}


@pytest.fixture(autouse=True)
def fast_keys(monkeypatch):
    monkeypatch.setattr(signing_keys, "DEFAULT_OPSLIMIT", signing.TEST_OPSLIMIT)
    monkeypatch.setattr(signing_keys, "DEFAULT_MEMLIMIT", signing.TEST_MEMLIMIT)
    monkeypatch.setenv(signing.PASSPHRASE_ENV, PASSPHRASE)


@pytest.fixture
def project(tmp_path) -> Path:
    """The 9-row example project, with the risk the context states (non-public, 0.2), in ``tmp_path``."""
    loaded = Project.load(spec_example_paths().project)
    loaded.data.path = str(loaded.data_path())
    loaded.risk = {"release_model": "non-public", "threshold": 0.2}
    return loaded.save(tmp_path / "example.privdesk")


@pytest.fixture
def keys(tmp_path, capsys) -> tuple[Path, Path]:
    assert main(["keygen", "--name", "Context Tester", "--out", str(tmp_path / "keys")]) == 0
    capsys.readouterr()
    return tmp_path / "keys" / "context-tester.key", tmp_path / "keys" / "context-tester.pub"


def _write(path: Path, document: object) -> Path:
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def _texts(path: Path, sheet: int = 0) -> tuple[str, list[str]]:
    book = openpyxl.load_workbook(path)
    worksheet = book.worksheets[sheet]
    cells = [str(c) for row in worksheet.iter_rows(values_only=True) for c in row if c is not None]
    return worksheet.title, cells


def _leaves(value: object) -> list[str]:
    """Every text and number the context file holds (true/false excepted: they are shown as words)."""
    if isinstance(value, dict):
        return [leaf for inner in value.values() for leaf in _leaves(inner)]
    if isinstance(value, list):
        return [leaf for inner in value for leaf in _leaves(inner)]
    return [] if isinstance(value, bool) else [f"{value:g}" if isinstance(value, float) else str(value)]


def test_the_first_sheet_holds_every_field_and_its_signature_covers_it(project, keys, tmp_path, capsys):
    secret, public = keys
    context = _write(tmp_path / "context.json", CONTEXT)
    out = tmp_path / "out"
    assert main(["anonymize", str(project), "--out", str(out), "--key", str(secret), "--context", str(context),
                 "--json"]) == 0
    capsys.readouterr()
    title, cells = _texts(out / "report.xlsx")
    assert title == "Context and justification"
    text = "\n".join(cells)
    for leaf in _leaves(CONTEXT):
        assert leaf in text, leaf
    assert "Every field a non-public release requires is given." in cells
    assert "access control: in place" in text and "audit logging: not in place" in text
    chosen = [cell for cell in cells if cell.endswith("(chosen)")]
    assert chosen == ["0.2 — non-public (chosen)"]
    assert sum(reference.source in cells for reference in REFERENCES) == len(REFERENCES)
    assert json.loads((out / "report.json").read_text(encoding="utf-8"))["context"] == CONTEXT

    report = str(out / "report.xlsx")
    assert main(["verify", report, "--pubkey", str(public)]) == 0
    book = openpyxl.load_workbook(report)
    sheet = book.worksheets[0]
    changed = [cell for row in sheet.iter_rows() for cell in row if cell.value == CONTEXT["responsible"]]
    assert changed
    changed[0].value = "Dr. Somebody Else"
    book.save(report)
    capsys.readouterr()
    assert main(["verify", report, "--pubkey", str(public)]) == 1


def test_fields_the_release_model_requires_are_listed_at_the_top(project, tmp_path, capsys):
    partial = {"recipient": "Team X", "purpose": "Study Y", "reference": "el-emam-2013"}
    out = tmp_path / "out"
    assert main(["anonymize", str(project), "--out", str(out), "--context",
                 str(_write(tmp_path / "partial.json", partial)), "--json"]) == 0
    capsys.readouterr()
    _title, cells = _texts(out / "report.xlsx")
    # non-public (the run's risk): every field but the three given, release model and threshold (from the run)
    assert cells[1] == "Missing: fields this non-public release requires"
    expected = ["Setting of the data environment", "Controls of the data environment",
                "External data an attacker could hold", "Justification of the threshold", "Person responsible",
                "Qualification of the person responsible", "Statement", "Date", "Review date"]
    assert cells[2:2 + len(expected)] == [f"{name}: not given" for name in expected]
    assert cells[2 + len(expected)] == "To check before release"
    # 0.2 (the run's) is above El Emam 2013's 0.05, which is published for public releases
    assert cells[3 + len(expected)] == "The threshold 0.2 is above the reference value 0.05 chosen (el-emam-2013)."
    assert "released as given" not in cells and "0.2 (as the run assessed it)" in cells
    # the GB/T 42460 grade is never required, and never a silent blank: the sheet says who states it
    grade = cells.index("De-identification grade (GB/T 42460-2023), as stated by the person responsible")
    assert cells[grade + 1].startswith("not stated: PrivDesk does not grade a release under GB/T 42460-2023")
    assert not any(cell.startswith("De-identification grade") and cell.endswith("not given") for cell in cells)


def test_a_toml_context_on_an_audit(project, tmp_path, capsys):
    toml = tmp_path / "context.toml"
    toml.write_text('recipient = "Auditor Z"\nrelease_model = "public"\ndate = 2026-12-24\n'
                    '[environment]\nsetting = "public"\n', encoding="utf-8")
    released = spec_example_paths().folder / "original.csv"
    out = tmp_path / "audit"
    code = main(["audit", str(released), "--qi", "ZIPCode,Age", "--out", str(out), "--context", str(toml), "--json"])
    capsys.readouterr()
    assert code in (0, 1)
    _title, cells = _texts(out / "report.xlsx")
    assert "Auditor Z" in cells and "2026-12-24" in cells and "released as given" in cells
    assert "Review date: not given" not in cells  # a public release needs no review date
    assert json.loads((out / "report.json").read_text(encoding="utf-8"))["context"]["date"] == "2026-12-24"


BAD_CONTEXTS = [  # (file name, its text, what the one line says after the file name)
    ("bad.json", '{"recipient": "x",}', "the context file is not valid JSON"),
    ("bad.toml", "recipient = ", "the context file is not valid TOML"),
    ("typo.json", '{"recipent": "x"}', "context.recipent: unknown key (did you mean 'recipient'?)"),
    ("date.json", '{"review_date": "next year"}', 'context.review_date: expected a date written YYYY-MM-DD'),
    ("control.json", '{"environment": {"controls": {"training": 1}}}',
     "context.environment.controls.training: expected true, false or a text, got 1"),
    ("threshold.json", '{"threshold": 5}', "context.threshold: expected a number"),
    ("reference.json", '{"reference": "ema"}', 'context.reference: expected one of ema-0070'),
    ("list.json", '["recipient"]', "context: expected an object"),
]


@pytest.mark.parametrize("name, text, said", BAD_CONTEXTS)
def test_a_bad_context_file_is_one_line_and_nothing_is_written(name, text, said, project, tmp_path, capsys):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    released = spec_example_paths().folder / "original.csv"
    for argv in (["anonymize", str(project)], ["report", str(project)],
                 ["audit", str(released), "--qi", "ZIPCode,Age"]):
        assert main([*argv, "--out", str(tmp_path / "out"), "--context", str(path)]) == 2
        err = capsys.readouterr().err
        assert err.startswith(f"privdesk: {path}: ") and said in err and err.count("\n") == 1, err
        assert not (tmp_path / "out").exists()


def test_the_project_context_reaches_the_report_and_the_file_replaces_its_entries(project, tmp_path, capsys):
    document = json.loads(project.read_text(encoding="utf-8"))
    document["context"] = {"recipient": "From the project", "purpose": "Project purpose"}
    project.write_text(json.dumps(document), encoding="utf-8")
    assert Project.load(project).context == document["context"]
    out = tmp_path / "out"
    override = _write(tmp_path / "override.json", {"recipient": "From the file"})
    assert main(["report", str(project), "--out", str(out), "--context", str(override), "--json"]) == 0
    capsys.readouterr()
    _title, cells = _texts(out / "report.xlsx")
    assert "From the file" in cells and "Project purpose" in cells and "From the project" not in cells
