"""The Context step: what is typed goes into the project's context (undoable, saved with the project) without
dropping the run; the fields a regulator expects for the release model are marked and the missing ones listed;
a release model proposes its published reference value; and a report exported from the window opens with the
typed context, the same first sheet as `privdesk report` writes for the saved project."""

from __future__ import annotations

import json

import openpyxl
import pytest

from privdesk.app.projects.project import Project
from privdesk.cli.main import main
from privdesk.gui.pages.context.page import ContextPage
from privdesk.gui.pages.report_page import ReportPage
from tests.gui.test_analyze_report import anonymized_result

# The field names as the report's first sheet writes them, by hand from the sheet's labels.
PUBLIC_MISSING = ["Recipient", "Purpose of use", "External data an attacker could hold",
                  "Published reference value chosen", "Justification of the threshold", "Person responsible",
                  "Qualification of the person responsible", "Statement", "Date"]


def page_of(window, kind: type):
    return next(p for p in window.pages if isinstance(p, kind))


def first_sheet(path) -> tuple[str, list[str]]:
    sheet = openpyxl.load_workbook(path).worksheets[0]
    return sheet.title, [str(c) for row in sheet.iter_rows(values_only=True) for c in row if c is not None]


@pytest.fixture
def released(sample_window, qtbot):
    """The sample after a run, its context emptied, on the Context step: (window, page)."""
    window = sample_window
    window.session.set_result(anonymized_result(window.session))
    page = page_of(window, ContextPage)
    window.steps.setCurrentRow(window.pages.index(page))
    window.session.set_context(None)
    window.session.undo_stack.clear()
    return window, page


def type_context(qtbot, page: ContextPage) -> None:
    """What a user types into the page."""
    form = page.form
    qtbot.keyClicks(form.recipient, "Ward 7 research team")
    form.purpose.setPlainText("Readmission study")
    form.external_data.setPlainText("voter lists\n\n  birth registers ")
    qtbot.keyClicks(form.responsible, "Dr. Ann Lee")
    qtbot.keyClicks(form.qualification, "Data protection officer")
    form.statement.setPlainText("I judge the risk very small.")
    form.justification.setPlainText("Strong controls.")
    qtbot.keyClicks(form.date, "2026-03-01")


def test_typed_fields_go_into_the_project_undoably_and_keep_the_run(released, qtbot, tmp_path):
    window, page = released
    session, form = window.session, page.form
    result = session.result
    assert window.stack.currentWidget() is page and window.step_names.index("Context") == 5
    assert page.missing.text() == "Still missing for a public release: " + ", ".join(PUBLIC_MISSING) + "."
    assert page.labels["recipient"].text() == "Recipient\u00a0*" and "color" in page.labels["recipient"].styleSheet()
    assert page.labels["review_date"].text() == "Review date"  # a public release needs no review

    qtbot.keyClicks(form.recipient, "Ward 7 research team")
    assert session.project.context == {"recipient": "Ward 7 research team"}
    assert session.result is result and session.dirty  # the run stands: the context only opens its report
    assert page.labels["recipient"].styleSheet() == "" and "Recipient," not in page.missing.text()
    assert session.undo_stack.count() == 1  # typing one field is one step
    session.undo_stack.undo()
    assert session.project.context is None and form.recipient.text() == "" and session.result is result
    session.undo_stack.redo()
    assert form.recipient.text() == "Ward 7 research team"

    form.external_data.setPlainText("voter lists\n\n  birth registers ")
    assert session.project.context["external_data"] == ["voter lists", "birth registers"]
    contract, access = form.controls["contract"], form.controls["access_control"]
    contract[0].setChecked(True)
    qtbot.keyClicks(contract[1], "DUA-1")
    access[0].setChecked(True)
    assert session.project.context["environment"] == {"controls": {
        "contract": "DUA-1", "access_control": True, "audit_logging": False, "training": False}}
    form.date.setText("2026-13-01")  # no 13th month: not given
    assert "date" not in session.project.context and "Date" in page.missing.text()
    form.date.setText("2026-03-01")
    assert session.project.context["date"] == "2026-03-01"
    qtbot.keyClicks(form.grade, "Grade 3 after review R-2")  # stated by the person, never derived
    assert session.project.context["grade"] == "Grade 3 after review R-2"
    assert "GB/T" not in page.missing.text()  # never required: a release outside China has no grade

    # autosaved and saved with the project, and read back as typed
    recovery = window.autosave()
    assert recovery is not None
    assert json.loads(recovery.read_text(encoding="utf-8"))["context"] == session.project.context
    path = session.save_project(tmp_path / "context.privdesk")
    assert Project.load(path).context == session.project.context


def test_the_release_model_proposes_its_reference_value_and_marks_its_fields(released, qtbot):
    window, page = released
    session, form = window.session, page.form
    form.release_model.setCurrentIndex(form.release_model.findData("non-public"))
    context = session.project.context
    # El Emam, Rodgers and Malin (BMJ 2015) publish 0.2 for a non-public release with strong controls
    assert (context["release_model"], context["reference"], context["threshold"]) == ("non-public",
                                                                                       "el-emam-2015", 0.2)
    assert form.threshold.value() == pytest.approx(0.2) and "BMJ 2015" in form.reference_source.text()
    for field in ("review_date", "environment.setting", "environment.controls"):
        assert page.labels[field].text().endswith("\u00a0*"), field
    assert "Review date" in page.missing.text() and "non-public release" in page.missing.text()

    # a public release: the EMA's 0.09 (Policy 0070) replaces the non-public value; the setting becomes public
    form.release_model.setCurrentIndex(form.release_model.findData("public"))
    context = session.project.context
    assert (context["reference"], context["threshold"], context["environment"]) == (
        "ema-0070", 0.09, {"setting": "public"})
    assert page.labels["review_date"].text() == "Review date"

    # a threshold above the reference chosen is said at once
    form.threshold.setValue(0.3)
    assert "above the reference value 0.09" in page.missing.text()
    # choosing a reference proposes its value as the threshold
    form.reference.setCurrentIndex(form.reference.findData("el-emam-2013"))
    assert session.project.context["threshold"] == 0.05 and form.threshold.value() == pytest.approx(0.05)

    # the button fills a non-public release's review date one year after its date
    form.release_model.setCurrentIndex(form.release_model.findData("non-public"))
    qtbot.keyClicks(form.date, "2028-02-29")
    page.propose.click()
    assert session.project.context["review_date"] == "2029-02-28"
    assert form.review_date.text() == "2029-02-28"


def test_a_report_made_from_the_window_opens_with_the_typed_context(released, qtbot, tmp_path, capsys):
    window, page = released
    session = window.session
    report = page_of(window, ReportPage)
    assert report.context_line.text().startswith("No context given")
    type_context(qtbot, page)
    window.steps.setCurrentRow(window.pages.index(report))
    assert report.context_line.text() == ("The report opens with the context of step 6; still missing for a "
                                          "public release: Published reference value chosen.")
    out = tmp_path / "window"
    assert report.export_to(out, key=False)
    qtbot.waitUntil(lambda: not window.runner.running, timeout=60_000)
    assert report.last_export is not None, report.status.text()

    title, cells = first_sheet(out / "report.xlsx")
    assert title == "Context and justification"
    text = "\n".join(cells)
    for typed in ("Ward 7 research team", "Readmission study", "• voter lists\n• birth registers", "Dr. Ann Lee",
                  "Data protection officer", "I judge the risk very small.", "Strong controls.", "2026-03-01"):
        assert typed in text, typed
    still_missing = [cell for cell in cells if cell.endswith(": not given")]
    assert still_missing == ["Published reference value chosen: not given"]
    assert json.loads((out / "report.json").read_text(encoding="utf-8"))["context"] == session.project.context

    # the command line, given the project as the window saved it, writes the same first sheet
    project = session.save_project(tmp_path / "saved.privdesk")
    assert main(["report", str(project), "--out", str(tmp_path / "cli"), "--json"]) == 0
    capsys.readouterr()
    assert first_sheet(tmp_path / "cli" / "report.xlsx") == (title, cells)
