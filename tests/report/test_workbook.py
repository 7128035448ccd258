"""The audit workbook (privdesk.report.workbook): every sheet filled, the verdict first, never a formula, written
atomically, readable by LibreOffice, and complete for an audit without the original table."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
import zipfile
from pathlib import Path

import openpyxl
import pandas as pd
import pytest

from privdesk.app.anonymize import anonymize, configuration_of, project_settings, summarize
from privdesk.app.projects.bundled_samples import hospital_sample_paths
from privdesk.app.projects.project import Project
from privdesk.app.record.report_record import build_record
from privdesk.app.settings import Settings
from privdesk.app.sweep import sweep
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.models.requirements import Requirement
from privdesk.report import labels
from privdesk.report.sheets import charts as charts_sheet
from privdesk.report.sheets import released as released_sheet
from privdesk.report.workbook import LABELS, write_report

FINGERPRINT = "5EC1A8D2F00DCAFE"
REPORT_SHEETS = ["summary", "configuration", "attributes", "models", "measures", "risk", "classes", "charts",
                 "attack_test", "privacy_budget", "provenance"]
HYPERLINK = '=HYPERLINK("http://x","y")'
EVIL_QI = HYPERLINK              # a column name that Excel would run as a formula
EVIL_SENSITIVE = "@SUM(A1)"
EVIL_VALUES = ["=1+1", "@SUM(A1)", "+cmd", "-2+3", "=A1", "plain"]
LONG_TEXT = "=" + "x" * 40_000   # over Excel's 32,767 characters, and formula-like


def names(*keys: str) -> list[str]:
    return [LABELS[f"sheet.{key}"] for key in keys]


def load(path: Path) -> openpyxl.Workbook:
    return openpyxl.load_workbook(path)


def texts(sheet) -> list[str]:
    return [str(c.value) for row in sheet.iter_rows() for c in row if c.value is not None]


def rows_after_header(sheet, header_rows: int) -> int:
    return sum(1 for row in sheet.iter_rows(min_row=header_rows + 1) if any(c.value is not None for c in row))


# ----- fixtures -------------------------------------------------------------------------------------------------------


def hospital_run() -> tuple[dict, Dataset]:
    """The bundled hospital sample anonymized as its project says, with a k sweep, and the record of the run (its
    sentences in the current language): (record, released)."""
    paths = hospital_sample_paths()
    project = Project.load(paths.project)
    data = project.load_data()
    settings = project_settings(project)
    result, checks = anonymize(data, settings)
    settings = result.settings  # as the run derived them (generated hierarchies …), as the jobs record them
    summary = summarize(result, checks, settings, 1.0, str(paths.data))
    steps = sweep(data, settings, "k", [2, 5, 10])
    record = build_record(
        kind="anonymization", released=result.released, qis=settings.qis, sensitive=settings.sensitive,
        original=data, roles={n: a.role.value for n, a in project.attributes.items()},
        hierarchies=settings.hierarchies, levels=settings.levels, configuration=configuration_of(settings),
        result=summary, anonymization=result, risk=project.risk_settings(),
        files={"input": paths.data, "project": paths.project}, sweep=steps, operator="Ward Manager")
    return record, result.released


@pytest.fixture(scope="module")
def hospital(tmp_path_factory):
    """The hospital run (:func:`hospital_run`) and its report: (record, released, path)."""
    record, released = hospital_run()
    path = write_report(record, tmp_path_factory.mktemp("hospital") / "report.xlsx", released=released,
                        key_fingerprint=FINGERPRINT)
    return record, released, path


@pytest.fixture(scope="module")
def hospital_book(hospital):
    return load(hospital[2])


@pytest.fixture(scope="module")
def injected(tmp_path_factory):
    """A table whose column names, values, hierarchy labels, configuration and operator look like formulas, with
    control characters and an over-long cell: (record, released, path)."""
    folder = tmp_path_factory.mktemp("injected")
    frame = pd.DataFrame({
        EVIL_QI: EVIL_VALUES,
        EVIL_SENSITIVE: [HYPERLINK, "\tTAB", "\rCR", "bell\x07ring", LONG_TEXT, "-cmd|' /C calc'!A0"],
        "age": ["30", "31", "40", "41", "50", "51"],
    })
    source = folder / "evil.csv"
    frame.to_csv(source, index=False)
    original = Dataset.from_frame(frame)
    hierarchy = Hierarchy.from_rows([[value, HYPERLINK] for value in EVIL_VALUES], attribute=EVIL_QI)
    settings = Settings(qis=[EVIL_QI], sensitive=[EVIL_SENSITIVE], requirements=[Requirement("k-anonymity", 2)],
                        hierarchies={EVIL_QI: hierarchy}, risk=None)  # a few rows: no risk threshold to meet
    result, checks = anonymize(original, settings)
    assert result.transformation == {EVIL_QI: 1}  # every value became the formula-like label
    configuration = configuration_of(settings) | {
        "note": "+1+1", "nested": {"deeper": "@SUM(B2)", "list": ["=A1", "-1-1"]},
        "models": [{"model": "k-anonymity", "k": 2, "label": HYPERLINK}]}
    record = build_record(
        kind="anonymization", released=result.released, qis=[EVIL_QI], sensitive=[EVIL_SENSITIVE],
        original=original, roles={EVIL_QI: "quasi-identifier", EVIL_SENSITIVE: "sensitive", "age": "=insensitive"},
        hierarchies={EVIL_QI: hierarchy}, configuration=configuration,
        result=summarize(result, checks, settings, 0.5, str(source)), anonymization=result,
        files={"input": source}, operator="=cmd|' /C calc'!A0")
    path = write_report(record, folder / "report.xlsx", released=result.released)
    return record, result.released, path


@pytest.fixture(scope="module")
def audit(tmp_path_factory):
    """An audit of a release made elsewhere, without the original table."""
    frame = pd.DataFrame({"zip": ["476**"] * 4 + ["477**"] * 4,
                          "age": ["[20-40["] * 4 + ["[40-60["] * 4,
                          "disease": ["flu", "cold", "flu", "asthma", "flu", "cold", "gout", "flu"]})
    released = Dataset.from_frame(frame)
    record = build_record(kind="audit", released=released, qis=["zip", "age"], sensitive=["disease"],
                          result={"checks": [{"requirement": "k-anonymity", "achieved": 4, "met": True}]},
                          configuration={"quasi_identifiers": ["zip", "age"], "sensitive": ["disease"]})
    assert "measures" not in record and "attributes" not in record
    path = write_report(record, tmp_path_factory.mktemp("audit") / "report.xlsx")
    return record, path


# ----- the sheets -----------------------------------------------------------------------------------------------------


def test_every_sheet_exists_and_is_filled(hospital_book):
    assert hospital_book.sheetnames == names(*REPORT_SHEETS[:7], "usefulness", *REPORT_SHEETS[7:], "released")
    for sheet in hospital_book.worksheets:
        header_rows = {"A3": 2, "A2": 1}[sheet.freeze_panes]
        assert rows_after_header(sheet, header_rows) >= 2, sheet.title
        assert sheet.max_column >= 2 or sheet.title == LABELS["sheet.charts"], sheet.title
    charts_sheet = hospital_book[LABELS["sheet.charts"]]
    # class sizes, risk, privacy levels, sweep (two), and before/after for each of the 4 quasi-identifiers
    assert len(charts_sheet._charts) == 9 and not charts_sheet._images
    assert rows_after_header(hospital_book[LABELS["sheet.released"]], 1) == 5000


def test_summary_starts_with_the_plain_language_verdict(hospital, hospital_book):
    record = hospital[0]
    sheet = hospital_book[LABELS["sheet.summary"]]
    assert sheet.sheet_view.showGridLines is False
    assert sheet.freeze_panes == "A3"
    assert sheet["A1"].value.startswith("Verdict") and sheet["A1"].font.b
    assert [sheet.cell(2, c).value for c in (1, 2, 3)] == [LABELS["summary.result"], LABELS["summary.check"],
                                                           LABELS["summary.meaning"]]
    verdict = record["verdict"]["entries"]
    assert len(verdict) >= 3  # 5-anonymity, 2-diversity on diagnosis, risk
    for offset, entry in enumerate(verdict):
        row = 3 + offset
        assert sheet.cell(row, 2).value == entry["sentence"]
        result = sheet.cell(row, 1)
        assert result.value == (LABELS["pass"] if entry["passed"] else LABELS["fail"])  # words, not colour only
        assert result.fill.fgColor.rgb.endswith("C6EFCE" if entry["passed"] else "FFC7CE")
        assert len(sheet.cell(row, 3).value) > 40  # what it means, in words
    assert "public release" in sheet.cell(2 + len(verdict), 3).value  # the risk names its release model
    assert "at least 5 records" in sheet.cell(3, 3).value
    overall = sheet.cell(3 + len(verdict), 2).value
    assert overall.startswith("The release passes all 3 checks")
    summary = texts(sheet)
    assert FINGERPRINT in summary and record["report_id"] in summary


def test_formatting(hospital, hospital_book):
    record = hospital[0]
    measures = hospital_book[LABELS["sheet.measures"]]
    pl_cells = [row[2] for row in measures.iter_rows(min_row=1, max_row=12) if row[0].value == "diagnosis"]
    assert pl_cells and pl_cells[0].number_format == "0.0000"
    assert pl_cells[0].value == pytest.approx(record["measures"]["attributes"]["diagnosis"]["PL"])
    risk = hospital_book[LABELS["sheet.risk"]]
    at_risk = next(row for row in risk.iter_rows() if row[0].value == LABELS["risk.at_risk"])
    assert at_risk[1].number_format == "0.00%"
    header = next(row for row in risk.iter_rows() if row[0].value == LABELS["risk.figure"])
    assert header[0].font.b and header[0].fill.fgColor.rgb.endswith("DDE5F0")
    for sheet in hospital_book.worksheets:
        assert sheet.freeze_panes, sheet.title
        assert sheet.column_dimensions["A"].width > 8, sheet.title
    classes = hospital_book[LABELS["sheet.classes"]]
    assert [c.value for c in classes[2][:5]] == [LABELS[f"classes.{k}"] for k in
                                                 ("size", "count", "records", "share", "cumulative")]
    first = record["classes"]["size_table"][0]
    assert [classes.cell(3, 1).value, classes.cell(3, 2).value] == first
    assert classes.cell(3, 4).number_format == "0.00%"


def test_attributes_show_the_mapping_applied(hospital, hospital_book):
    record = hospital[0]
    sheet = hospital_book[LABELS["sheet.attributes"]]
    rows = [[c.value for c in row[:3]] for row in sheet.iter_rows()]
    assert ["F", "F", 2641] in rows and ["47601", "476**", 122] in rows
    for name, entry in record["attributes"].items():
        assert any(r[0] == name and r[1] == f"{entry['level']} of {entry['height']}" for r in rows)
    assert any("Only the first 500 of 4,599 value pairs" in str(r[0]) for r in rows)


def test_provenance(hospital, hospital_book):
    record = hospital[0]
    values = texts(hospital_book[LABELS["sheet.provenance"]])
    for entry in record["files"].values():
        assert entry["sha256"] in values
    assert FINGERPRINT in values and record["report_id"] in values and "Ward Manager" in values
    assert record["privdesk_version"] in values
    assert any(re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \(UTC[+-]\d\d:\d\d\)", v) for v in values)


def test_released_data_sheet(hospital, hospital_book):
    released = hospital[1]
    sheet = hospital_book[LABELS["sheet.released"]]
    assert [c.value for c in sheet[1]] == released.names
    assert sheet.max_row == released.n_rows + 1
    column = released.names.index("length_of_stay")
    assert all(isinstance(row[column].value, int) for row in sheet.iter_rows(min_row=2, max_row=50))


def test_released_data_is_capped_with_a_note(injected, tmp_path, monkeypatch):
    record, released, _ = injected
    monkeypatch.setattr(released_sheet, "MAX_DATA_ROWS", 4)
    book = load(write_report(record, tmp_path / "capped.xlsx", released=released))
    sheet = book[LABELS["sheet.released"]]
    assert sheet.max_row == 5
    assert sheet["A1"].comment is not None and "the first 4" in sheet["A1"].comment.text
    assert any("the first 4" in v for v in texts(book[LABELS["sheet.summary"]]))


# ----- security -------------------------------------------------------------------------------------------------------


def test_no_cell_is_ever_a_formula(injected):
    record, released, path = injected
    book = load(path)
    stored: dict[str, list] = {}
    for sheet in book.worksheets:
        for row in sheet.iter_rows():
            for cell in row:
                assert cell.data_type != "f", (sheet.title, cell.coordinate, cell.value)
                if isinstance(cell.value, str):
                    stored.setdefault(cell.value, []).append((sheet.title, cell.data_type))
    with zipfile.ZipFile(path) as archive:  # nor in the file itself
        for name in archive.namelist():
            if name.startswith("xl/worksheets/"):
                assert not re.search(rb"<f[ >]", archive.read(name)), name
    # the formula-like texts are there, as typed, as text cells: data, column names, mapping, configuration
    for text in [HYPERLINK, EVIL_SENSITIVE, *EVIL_VALUES, "-cmd|' /C calc'!A0", "\tTAB", "+1+1", "=insensitive"]:
        assert text in stored, text
        assert {kind for _, kind in stored[text]} == {"s"}
    sheets_with = {title for title, _ in stored[HYPERLINK]}
    assert {LABELS["sheet.released"], LABELS["sheet.attributes"], LABELS["sheet.configuration"]} <= sheets_with
    assert any(t.startswith("@SUM(B2)") or t == "@SUM(B2)" for t in stored)  # nested configuration
    assert any("=cmd|' /C calc'!A0" in t for t in stored)                    # the operator
    mapping = book[LABELS["sheet.attributes"]]
    assert any(row[0].value == "=1+1" and row[1].value == HYPERLINK for row in mapping.iter_rows())


def test_control_characters_and_long_texts_are_replaced_counted_and_noted(injected):
    _, _, path = injected
    book = load(path)
    released = book[LABELS["sheet.released"]]
    values = texts(released)
    assert "bell\ufffdring" in values and "bell\x07ring" not in values  # BEL cannot be stored: replaced
    assert any(v in ("\rCR", "\nCR") for v in values)  # a carriage return can (XML may read it back as \n)
    long_cells = [c for row in released.iter_rows() for c in row if isinstance(c.value, str)
                  and len(c.value) > 30_000]
    assert len(long_cells) == 1
    assert len(long_cells[0].value) == 32_767 and long_cells[0].value.endswith("…")
    assert long_cells[0].comment is not None and "40,001 characters" in long_cells[0].comment.text
    notes = texts(book[LABELS["sheet.summary"]]) + texts(book[LABELS["sheet.provenance"]])
    # the BEL value is counted once per cell showing it: Released data, and the Usefulness sheet's modes and
    # contingency table
    assert any(re.match(r"Text cells holding characters a workbook cannot store: [123] ", n) for n in notes)
    assert any(re.match(r"Text cells longer than Excel's 32,767 characters: 1 ", n) for n in notes)


# ----- atomic writing -------------------------------------------------------------------------------------------------


def test_a_failed_export_leaves_the_earlier_report_untouched(audit, tmp_path, monkeypatch):
    record, _ = audit
    path = write_report(record, tmp_path / "report.xlsx")
    before = path.read_bytes()

    def broken(*args, **kwargs):
        raise RuntimeError("chart failed")

    monkeypatch.setattr(charts_sheet, "risk_band_table", broken)
    with pytest.raises(RuntimeError, match="chart failed"):
        write_report(record, path, key_fingerprint=FINGERPRINT)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["report.xlsx"]


def test_a_save_failing_midway_leaves_the_earlier_report_untouched(audit, tmp_path, monkeypatch):
    record, _ = audit
    path = write_report(record, tmp_path / "report.xlsx")
    before = path.read_bytes()

    def half_save(self, stream):
        stream.write(b"PK\x03\x04 half a workbook")
        raise OSError("disk full")

    monkeypatch.setattr(openpyxl.Workbook, "save", half_save)
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(scratch))  # where openpyxl keeps the sheets it streams
    with pytest.raises(OSError, match="disk full"):
        write_report(record, path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["report.xlsx", "scratch"]
    assert list(scratch.iterdir()) == []  # the streamed sheets were deleted too


# ----- an audit without the original ----------------------------------------------------------------------------------


def test_an_audit_without_the_original_has_every_sheet(audit):
    record, path = audit
    book = load(path)
    assert book.sheetnames == names(*REPORT_SHEETS)
    for sheet in book.worksheets:
        assert rows_after_header(sheet, 1) >= 1, sheet.title
    missing = LABELS["not_available"]
    assert missing.lower().startswith("not available: no original table was given")
    for key in ("attributes", "measures", "charts"):
        assert missing in texts(book[LABELS[f"sheet.{key}"]]), key
    assert missing in texts(book[LABELS["sheet.summary"]])  # for the privacy level
    assert len(book[LABELS["sheet.charts"]]._charts) == 2  # class sizes and risk still drawn
    summary = book[LABELS["sheet.summary"]]
    entries = record["verdict"]["entries"]
    assert [summary.cell(3 + i, 2).value for i in range(len(entries))] == [v["sentence"] for v in entries]
    assert LABELS["not_signed"] in texts(book[LABELS["sheet.provenance"]])


def test_every_label_comes_from_the_labels_dict(audit, tmp_path, monkeypatch):
    record, _ = audit
    translated = {key: ("§" + text if text else text) for key, text in LABELS.items()}
    monkeypatch.setattr(labels, "LABELS", translated)
    book = load(write_report(record, tmp_path / "translated.xlsx"))
    assert all(title.startswith("§") for title in book.sheetnames)
    for sheet in book.worksheets:
        assert str(sheet["A1"].value).startswith("§"), sheet.title
    header = [c.value for c in book[translated["sheet.summary"]][2][:3]]
    assert all(str(h).startswith("§") for h in header)


# ----- LibreOffice ----------------------------------------------------------------------------------------------------


def test_libreoffice_converts_the_workbooks(hospital, injected, audit, tmp_path):
    office = shutil.which("libreoffice") or shutil.which("soffice")
    if office is None:
        pytest.skip("LibreOffice is not installed (apt-get install libreoffice-calc)")
    # the hospital report without its 5,000 released rows (130 printed pages); the injected one has that sheet
    copies = [write_report(hospital[0], tmp_path / "report0.xlsx", key_fingerprint=FINGERPRINT)]
    for index, source in enumerate([injected[2], audit[1]], start=1):
        copies.append(tmp_path / f"report{index}.xlsx")
        shutil.copyfile(source, copies[-1])
    profile = tmp_path / "profile"  # a private profile: another running LibreOffice does not interfere
    completed = subprocess.run(
        [office, f"-env:UserInstallation={profile.as_uri()}", "--headless", "--convert-to", "pdf", "--outdir",
         str(tmp_path / "pdf"), *map(str, copies)],
        capture_output=True, text=True, timeout=180, env={**os.environ, "HOME": str(tmp_path)})
    assert completed.returncode == 0, completed.stderr
    for copy in copies:
        pdf = tmp_path / "pdf" / (copy.stem + ".pdf")
        assert pdf.exists(), completed.stdout + completed.stderr
        assert pdf.read_bytes().startswith(b"%PDF") and pdf.stat().st_size > 10_000
    if shutil.which("pdftotext"):
        text = subprocess.run(["pdftotext", str(tmp_path / "pdf" / "report1.pdf"), "-"], capture_output=True,
                              text=True, timeout=60).stdout
        assert HYPERLINK in text  # shown as typed: LibreOffice did not evaluate it
