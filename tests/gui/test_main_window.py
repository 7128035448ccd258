"""The window frame: it starts offscreen, opens a table into a model that reads codes on demand."""

from __future__ import annotations

from PySide6.QtCore import Qt

from privdesk.gui.main_window import MainWindow


def test_window_opens_a_table_and_shows_its_cells(qtbot, tmp_path):
    path = tmp_path / "t.csv"
    path.write_text("age,ward\n34,Cardiology\n51,\n", encoding="utf-8")
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.open_file(path)
    model = window.table.model()
    assert (model.rowCount(), model.columnCount()) == (2, 2)
    assert model.data(model.index(0, 1)) == "Cardiology"
    assert model.data(model.index(1, 1)) == ""  # missing
    assert model.headerData(0, Qt.Horizontal) == "age\ninteger"
    assert "2 rows, 2 columns" in window.status.text()


def test_bad_file_shows_a_message_not_a_traceback(qtbot, tmp_path, monkeypatch):
    shown = []
    monkeypatch.setattr("privdesk.gui.main_window.QMessageBox.warning",
                        lambda parent, title, text: shown.append(text))
    path = tmp_path / "empty.csv"
    path.write_bytes(b"")
    window = MainWindow()
    qtbot.addWidget(window)
    assert not window.open_file(path)
    assert len(shown) == 1 and "the file is empty" in shown[0]
    assert window.table.model().rowCount() == 0


def test_open_sample(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.open_sample()
    assert window.table.model().rowCount() == 5000
    assert window.dataset.names[0] == "patient_id"
    assert window.dataset["zip_code"].type.value == "string"  # the project's type, not the inferred integer
