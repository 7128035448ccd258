"""One verdict everywhere: a matrix of releases — all pass, a privacy model fails, the risk threshold
fails, an identifier is released — through the command line (exit code, --json), the report (report.json and the
Summary sheet) and the window's session (its audit job, the Analyze banner and the Report page), which must agree."""

from __future__ import annotations

import json

import pytest
from openpyxl import load_workbook

from privdesk.app.projects.project import Role
from privdesk.cli.main import main
from privdesk.engine.core.progress import Progress
from privdesk.gui.pages.analyze_page import AnalyzePage, audit_table, context_of
from privdesk.gui.pages.report_page import ReportPage
from privdesk.gui.session import Session
from privdesk.gui.worker import JobRunner
from privdesk.report.workbook import LABELS

ROWS = 60
DISEASES = ("flu", "cold", "asthma")


def release_rows(zips: int, identifier: bool) -> str:
    """A released table of ``ROWS`` rows: ``zips`` classes of equal size on (zip, age), three diseases in each."""
    header = "zip,age,disease" + (",patient_id" if identifier else "")
    rows = [f"Z{i % zips},*,{DISEASES[(i // zips) % 3]}" + (f",P{i:05d}" if identifier else "")
            for i in range(ROWS)]
    return "\n".join([header, *rows]) + "\n"


CASES = {
    # case: (classes, with an identifier column, required l, failing kinds)
    "all pass": (2, False, 2, set()),
    "a model fails": (2, False, 4, {"model"}),
    "the risk threshold fails": (12, False, 2, {"risk"}),          # classes of 5: risk 0.2 > 0.05
    "an identifier is released": (2, True, 2, {"identifier"}),
}


def cli_audit(tmp_path, case: str, capsys) -> tuple[int, dict, dict, object]:
    zips, identifier, l, _ = CASES[case]
    table = tmp_path / "release.csv"
    table.write_text(release_rows(zips, identifier), encoding="utf-8")
    out = tmp_path / "out"
    code = main(["audit", str(table), "--qi", "zip,age", "--sensitive", "disease", "--k", "5", "--l", str(l),
                 "--out", str(out), "--json"])
    outcome = json.loads(capsys.readouterr().out)
    record = json.loads((out / "report.json").read_text(encoding="utf-8"))
    return code, outcome, record, load_workbook(out / "report.xlsx")


def window_audit(tmp_path, case: str, qtbot):
    _, _, l, _ = CASES[case]
    session, runner = Session(), JobRunner()
    session.open_table(tmp_path / "release.csv", audit=True)
    session.set_role("zip", Role.QUASI_IDENTIFIER)
    session.set_role("age", Role.QUASI_IDENTIFIER)
    session.set_role("disease", Role.SENSITIVE)
    session.set_models([{"model": "k-anonymity", "k": 5},
                        {"model": "l-diversity", "variant": "distinct", "l": l, "attribute": "disease"}])
    session.update_risk(release_model="public", invasion="high")
    analyze, report = AnalyzePage(session, runner), ReportPage(session, runner)
    for page in (analyze, report):
        qtbot.addWidget(page)
    session.set_result(audit_table(context_of(session), Progress()))
    return session, analyze, report


def failing_kinds(verdict: dict) -> set[str]:
    return {entry["kind"] for entry in verdict["entries"] if not entry["passed"]}


@pytest.mark.parametrize("case", list(CASES))
def test_the_command_line_the_report_and_the_window_agree(case, tmp_path, capsys, qtbot):
    expected = CASES[case][3]
    code, outcome, record, book = cli_audit(tmp_path, case, capsys)
    # the command line: exit code and --json from the verdict
    assert code == (0 if not expected else 1)
    assert outcome["passed"] == outcome["verdict"]["passed"] == (not expected)
    assert failing_kinds(outcome["verdict"]) == expected
    # the report: report.json holds the same verdict; the Summary sheet renders it entry by entry
    assert record["verdict"] == outcome["verdict"]
    summary = book[LABELS["sheet.summary"]]
    entries = record["verdict"]["entries"]
    results = [summary.cell(3 + i, 1).value for i in range(len(entries))]
    assert results == [LABELS["pass"] if e["passed"] else LABELS["fail"] for e in entries]
    assert [summary.cell(3 + i, 2).value for i in range(len(entries))] == [e["sentence"] for e in entries]
    overall = summary.cell(3 + len(entries), 1).value
    assert overall == LABELS["summary.overall"].format(result=LABELS["fail" if expected else "pass"])
    # the window: its own audit of the same table, the Analyze banner and the Report page
    session, analyze, report = window_audit(tmp_path, case, qtbot)
    verdict = session.result.record["verdict"]
    assert verdict["passed"] == (not expected) and failing_kinds(verdict) == expected
    assert [(e["kind"], e["passed"]) for e in verdict["entries"]] == [(e["kind"], e["passed"]) for e in entries]
    assert analyze.verdict.headline.text().startswith("✔" if not expected else "✘")
    report._show()
    assert report.what.text().count("every check passes") == (0 if expected else 1)


def test_an_identifier_is_never_released_by_accident(tmp_path, capsys):
    """The hospital reproduction: Mondrian on sex alone would release names, IDs and exact birth dates."""
    from privdesk.app.projects.bundled_samples import hospital_sample_paths

    data = hospital_sample_paths().data
    out = tmp_path / "out"
    code = main(["anonymize", str(data), "--qi", "sex", "--k", "5", "--algorithm", "mondrian", "--report",
                 "--out", str(out)])
    err = capsys.readouterr().err
    assert code == 2 and not out.exists()
    assert "'patient_id'" in err and "'name'" in err and "--identifier COL" in err and "--keep COL" in err
    # the two ways on: identifiers dropped, a column kept deliberately; the keep is a warning everywhere
    code = main(["anonymize", str(data), "--qi", "sex,zip_code", "--k", "5", "--algorithm", "mondrian",
                 "--identifier", "patient_id,name", "--keep", "birth_date,admission_date", "--threshold", "0.2",
                 "--report", "--out", str(out), "--json"])
    summary = json.loads(capsys.readouterr().out)
    assert code == 0 and summary["verdict"]["passed"]
    warnings = [e for e in summary["verdict"]["entries"] if e["warning"]]
    assert {e["attribute"] for e in warnings} == {"birth_date"}    # admission dates repeat: no identifier
    record = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert record["verdict"] == summary["verdict"]
    sheet = load_workbook(out / "report.xlsx")[LABELS["sheet.summary"]]
    cells = [c.value for row in sheet.iter_rows(max_col=2) for c in row]
    assert LABELS["warning"] in cells and warnings[0]["sentence"] in cells
