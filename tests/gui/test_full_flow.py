"""The whole flow through the real window on the bundled sample: roles, every hierarchy builder, a level table,
the privacy models, a run, another frontier node, a sweep, the release's context, a signed export and its
verification."""

from __future__ import annotations

import openpyxl
import pytest

from privdesk.app.projects.project import Role
from privdesk.gui.dialogs import KeyDialog, VerifyDialog
from privdesk.gui.main_window import MainWindow
from privdesk.gui.pages.analyze_page import AnalyzePage
from privdesk.gui.pages.anonymize_page import AnonymizePage
from privdesk.gui.pages.attributes_page import AttributesPage
from privdesk.gui.pages.context.page import ContextPage
from privdesk.gui.pages.privacy_page import PrivacyPage
from privdesk.gui.pages.report_page import ReportPage
from privdesk.signing import signatures as signing


def page_of(window: MainWindow, kind: type):
    return next(p for p in window.pages if isinstance(p, kind))


def build(page: AttributesPage, column: str, kind: str, parameters: dict) -> None:
    editor = page.open_hierarchy_editor(column)
    editor.choose_builder(kind)
    for name, value in parameters.items():
        editor.set_parameter(name, value)
    hierarchy = editor.hierarchy()
    assert hierarchy is not None, editor.error
    assert editor.ok_button.isEnabled()
    editor.accept()
    stored = page.session.project.hierarchies[column]
    assert stored == hierarchy and stored.builder["kind"] == kind
    assert page.badge_text(column).startswith("✓ complete"), page.badge_text(column)


def test_the_whole_flow_on_the_sample(qtbot, tmp_path):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    session = window.session
    attributes, privacy = page_of(window, AttributesPage), page_of(window, PrivacyPage)
    anonymize, analyze, report = (page_of(window, AnonymizePage), page_of(window, AnalyzePage),
                                  page_of(window, ReportPage))

    # open the sample: a clean project, ready to run
    assert "Open a table" in window.status.text()
    assert window.open_sample()
    assert session.dataset.n_rows == 5000 and not session.dirty
    assert "Ready" in window.status.text()
    assert not window.windowTitle().startswith("*")

    # a role: length_of_stay becomes a quasi-identifier that still lacks a hierarchy
    attributes.set_role("length_of_stay", "quasi-identifier")
    assert session.project.attributes["length_of_stay"].role is Role.QUASI_IDENTIFIER
    assert attributes.badge_text("length_of_stay") == "no hierarchy"
    assert not attributes._rows["length_of_stay"]["button"].isHidden()
    assert session.dirty and window.windowTitle().startswith("*")
    assert "length_of_stay" in window.status.text()  # the status line says what is missing
    assert not anonymize.run_button.isEnabled()

    # every builder through the hierarchy editor
    build(attributes, "length_of_stay", "intervals", {"width": 7, "fanouts": [2, 3], "top": 42})
    assert "Ready" in window.status.text() and anonymize.run_button.isEnabled()
    build(attributes, "zip_code", "masking", {"char": "*", "align": "right"})
    attributes.set_role("ward", "quasi-identifier")
    assert attributes.badge_text("ward") == "no hierarchy"
    assert "ward" in window.status.text()
    build(attributes, "ward", "grouping", {"sizes": "2, 2", "separator": " / "})
    attributes.set_role("ward", "insensitive")  # keeps the search small
    assert attributes._rows["ward"]["button"].isHidden()
    build(attributes, "admission_date", "dates", {"levels": ["quarter", "year"]})
    assert session.project.hierarchies["admission_date"].rows[0][1:].tolist() == ["2023-Q1", "2023", "*"]

    # a level table: move a value to another level and change an α
    editor = attributes.open_levels_editor("diagnosis")
    editor.move_value("HIV", 2)
    editor.set_alpha(2, 0.45)
    assert editor.levels() is not None, editor.error
    editor.accept()
    levels = session.project.sensitivity_levels["diagnosis"]
    assert levels.level_of_value("HIV") == 2 and levels.alphas[1] == pytest.approx(0.45)
    assert attributes.badge_text("diagnosis").startswith("✓ complete")

    # the privacy models: k-anonymity (k = 5) and distinct 2-diversity on diagnosis
    session.set_models([])
    assert privacy.models.count() == 0
    assert "privacy model" in window.status.text()
    privacy.add_model("k-anonymity", 5)
    privacy.add_model("l-diversity", 2, "diagnosis", "distinct")
    assert privacy.models.count() == 2
    assert session.project.models == [{"model": "k-anonymity", "k": 5},
                                      {"model": "l-diversity", "l": 2, "attribute": "diagnosis",
                                       "variant": "distinct"}]
    assert session.missing() == []
    assert "Ready" in window.status.text() and "Ready" in anonymize.explanation.text()

    # run
    window.steps.setCurrentRow(3)
    assert window.stack.currentWidget() is anonymize
    with qtbot.waitSignal(window.runner.succeeded, timeout=60_000):
        assert anonymize.run()
    qtbot.waitUntil(lambda: not window.runner.running, timeout=10_000)
    result = session.result
    assert result is not None and all(c.met for c in result.checks)
    assert "length_of_stay" in result.anonymization.transformation
    assert "5-anonymity" in anonymize.outcome.toPlainText()
    assert "Released" in window.status.text()

    # another solution of the frontier on the Analyze page
    window.steps.setCurrentRow(4)
    assert analyze.stack.currentIndex() == 1
    assert result.record["verdict"]["entries"][0]["sentence"] in analyze.verdict.sentences.text()
    frontier = analyze.solutions_tab.frontier
    assert len(frontier) > 1 and analyze.solutions_tab.current_row() == 0
    row = 1
    target = frontier[row]["transformation"]
    analyze.solutions_tab.frontier_table.selectRow(row)
    assert analyze.solutions_tab.use_button.isEnabled()
    with qtbot.waitSignal(session.result_changed, timeout=30_000):
        analyze.solutions_tab.use_button.click()
    qtbot.waitUntil(lambda: not window.runner.running, timeout=10_000)
    assert session.result is not result
    assert session.result.anonymization.transformation == target
    assert analyze.solutions_tab.current_row() == row
    assert analyze.solutions_tab.frontier_table.item(row, 0).text().startswith("✔")
    assert "Now in use" in analyze.solutions_tab.solution_status.text()

    # a sweep over k = 2..4
    analyze.sweep_tab.sweep_parameter.setCurrentIndex(analyze.sweep_tab.sweep_parameter.findData("k"))
    analyze.sweep_tab.sweep_from.setValue(2)
    analyze.sweep_tab.sweep_to.setValue(4)
    analyze.sweep_tab.sweep_step.setValue(1)
    assert analyze.run_sweep()
    qtbot.waitUntil(lambda: not window.runner.running, timeout=30_000)
    assert [s["value"] for s in session.result.sweep] == [2, 3, 4]
    assert "3 of 3" in analyze.sweep_tab.sweep_status.text()
    assert analyze.canvases["sweep"].figure is not None

    # the context typed on its step opens the signed report
    context = page_of(window, ContextPage)
    window.steps.setCurrentRow(5)
    assert window.stack.currentWidget() is context
    context.form.recipient.clear()
    qtbot.keyClicks(context.form.recipient, "Flow Test Research Unit")
    assert session.project.context["recipient"] == "Flow Test Research Unit"

    # a signed export with a fresh key, verified, then tampered with
    window.steps.setCurrentRow(6)
    assert window.stack.currentWidget() is report
    assert report.export_button.isEnabled()
    assert session.result.record["report_id"] in report.what.text()
    pair, secret_path, public_path = KeyDialog.create_keypair(
        tmp_path / "keys", "Flow Office", "pass phrase", opslimit=signing.TEST_OPSLIMIT,
        memlimit=signing.TEST_MEMLIMIT)
    out = tmp_path / "release"
    assert report.export_to(out, key=secret_path, passphrase="pass phrase", signer="Flow Office")
    qtbot.waitUntil(lambda: not window.runner.running, timeout=40_000)
    assert report.last_export is not None, report.status.text()
    assert "signed" in report.status.text() and "✔" in report.status.text()
    assert report.files.rowCount() >= 3
    first = openpyxl.load_workbook(out / "report.xlsx").worksheets[0]
    cells = [c for row in first.iter_rows(values_only=True) for c in row if c is not None]
    assert first.title == "Context and justification"
    assert "Flow Test Research Unit" in cells and session.project.context["responsible"] in cells
    dialog = VerifyDialog(public_key=public_path)
    qtbot.addWidget(dialog)
    assert dialog.verify(out / "report.xlsx", public_path).ok  # the signature covers the context
    verification = dialog.verify(out / "anonymized.csv", public_path)
    assert verification.ok, verification.reason
    assert verification.trusted["signer"] == "Flow Office"
    assert "Valid signature" in dialog.outcome.text()
    data = bytearray((out / "anonymized.csv").read_bytes())
    data[-3] ^= 0x01
    (out / "anonymized.csv").write_bytes(bytes(data))
    verification = dialog.verify(out / "anonymized.csv", public_path)
    assert not verification.ok
    assert "NOT valid" in dialog.outcome.text()

