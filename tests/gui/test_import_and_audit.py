"""File → Open table through the import dialog (detected encoding, delimiter, sheet and missing tokens, a preview,
overrides, errors in the dialog), and File → Audit a release with the original table beside it."""

from __future__ import annotations

import openpyxl
import pytest
from PySide6.QtWidgets import QDialog, QDialogButtonBox

from privdesk.engine.core.errors import InputError
from privdesk.gui.import_dialog import ImportDialog, parse_missing_tokens
from privdesk.gui.main_window import MainWindow
from privdesk.gui.pages.analyze_page import AnalyzePage
from tests.gui.test_analyze_report import anonymized_result, wait_idle

CHINESE = "姓名;年龄;病症\n张三;34;感冒\n李四;-;糖尿病\n王五;51;高血压\n"


def read(dialog: ImportDialog, qtbot) -> None:
    qtbot.waitUntil(lambda: not dialog.runner.running, timeout=20_000)


def open_button(dialog: ImportDialog):
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Open)


def test_the_dialog_shows_what_it_detected_and_a_preview(tmp_path, qtbot):
    path = tmp_path / "病人.csv"
    path.write_bytes(CHINESE.encode("gb18030"))
    dialog = ImportDialog(path)
    qtbot.addWidget(dialog)
    read(dialog, qtbot)
    assert dialog.dataset is not None and open_button(dialog).isEnabled()
    assert dialog.dataset.source.encoding == "gb18030" and dialog.dataset.source.delimiter == ";"
    assert "gb18030" in dialog.summary.text() and "3 rows, 3 columns" in dialog.summary.text()
    assert dialog.model.rowCount() == 3 and dialog.model.columnCount() == 3
    assert dialog.model.index(0, 2).data() == "感冒"
    assert dialog.dataset.column("年龄").type.value == "string"  # '-' is text until it is declared missing

    dialog.missing.setText("'', NA, -")
    dialog.read()
    read(dialog, qtbot)
    age = dialog.dataset.column("年龄")
    assert age.missing_count == 1 and age.invalid_count == 0 and age.type.value == "integer"
    assert dialog.options["missing_tokens"] == ("", "NA", "-")


def test_an_override_is_read_again_and_kept_for_the_project(tmp_path, qtbot):
    path = tmp_path / "latin.csv"
    path.write_bytes("name,city\nJosé,Málaga\nAnn,Köln\n".encode("cp1252"))
    window = MainWindow()
    qtbot.addWidget(window)
    dialogs = []

    def accept(dialog: ImportDialog) -> int:
        dialogs.append(dialog)
        read(dialog, qtbot)
        dialog.encoding.setCurrentText("latin-1")
        dialog.delimiter.setCurrentText(",")
        dialog.read()
        read(dialog, qtbot)
        return QDialog.DialogCode.Accepted

    original_exec = ImportDialog.exec
    ImportDialog.exec = accept
    try:
        assert window.import_table(path)
    finally:
        ImportDialog.exec = original_exec
    session = window.session
    assert session.dataset is dialogs[0].dataset  # the table read in the dialog is the one that opens
    assert session.dataset.column("city").values[0] in ("Köln", "Málaga")
    assert session.project.data.encoding == "latin-1" and session.project.data.delimiter == ","
    assert not session.audit_mode


def test_a_file_that_cannot_be_read_says_why_in_the_dialog(tmp_path, qtbot):
    path = tmp_path / "broken.csv"
    path.write_bytes(b"a,b\n1,2,3\n4,5\n")
    dialog = ImportDialog(path)
    qtbot.addWidget(dialog)
    read(dialog, qtbot)
    assert dialog.dataset is None and not open_button(dialog).isEnabled()
    assert "cannot be read" in dialog.summary.text() and "row 2" in dialog.summary.text()


def test_a_workbook_offers_its_sheets(tmp_path, qtbot):
    path = tmp_path / "two.xlsx"
    book = openpyxl.Workbook()
    book.active.title = "notes"
    book.active.append(["note"])
    book.active.append(["read me"])
    data = book.create_sheet("patients")
    data.append(["age", "ward"])
    for row in ([30, "A"], [41, "B"], [52, "A"]):
        data.append(row)
    book.save(path)
    dialog = ImportDialog(path)
    qtbot.addWidget(dialog)
    read(dialog, qtbot)
    assert dialog.sheet.isEnabled() and [dialog.sheet.itemText(i) for i in range(2)] == ["notes", "patients"]
    # the first sheet is read, and the dialog says so and names the other (#30.8)
    assert ("Read sheet 'notes'; the workbook's other sheets, not read: 'patients'; choose another in the Sheet "
            "box and read again.") in dialog.summary.text()
    assert not dialog.encoding.isEnabled()
    dialog.sheet.setCurrentText("patients")
    dialog.read()
    read(dialog, qtbot)
    assert dialog.dataset.n_rows == 3 and dialog.options["sheet"] == "patients"
    assert "sheet 'patients'" in dialog.summary.text() and "other sheets, not read: 'notes'" in dialog.summary.text()


def test_missing_tokens_are_typed_as_a_list():
    assert parse_missing_tokens("'', NA, ?,NA") == ("", "NA", "?")


def test_an_audit_measures_against_the_original_when_given(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.open_sample()
    session = window.session
    original = session.dataset
    released = anonymized_result(session).anonymization.released
    with pytest.raises(InputError, match="Audit a release"):
        session.set_audit_original(original)  # not auditing yet
    session.audit_mode = True
    session.dataset = released  # the table as opened is a release made elsewhere
    with pytest.raises(InputError, match="same rows"):
        session.set_audit_original(_first_rows(original, 10))
    session.set_audit_original(original)
    window.steps.setCurrentRow(4)
    analyze = window.stack.currentWidget()
    assert isinstance(analyze, AnalyzePage)
    assert analyze.original_button.isVisibleTo(analyze) and "Original:" in analyze.original_button.text()
    assert analyze.run_audit()
    wait_idle(qtbot, window.runner)
    record = session.result.record
    assert record["kind"] == "audit" and record["measures"]["overall"]["PL"] > 0
    assert record["files"]["input"]["path"] == original.source.path
    assert "Audit of the table as opened" in window.pages[3].outcome.toPlainText()
    assert analyze.data_tab.widget(0).isVisibleTo(analyze)
    assert analyze.data_tab.original_model.rowCount() == original.n_rows
    assert analyze.measures_tab.attribute_table.rowCount() > 0


def _first_rows(dataset, n):
    from privdesk.engine.core.dataset import Dataset

    return Dataset.from_frame(dataset.to_frame().head(n), dataset.source)
