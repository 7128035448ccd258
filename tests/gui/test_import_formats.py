"""The import dialog on the new formats: an SPSS file shows its value labels, encoding and delimiter do not
apply; a SQLite file offers its tables and a query; a release exported from such a table is written in its format
too."""

from __future__ import annotations

import sqlite3

import pandas as pd
import pyreadstat

from privdesk.gui.import_dialog import ImportDialog
from privdesk.gui.pages.report_page import export_release
from tests.gui.test_import_and_audit import read


def test_an_spss_file_shows_its_labels(tmp_path, qtbot):
    path = tmp_path / "病人.sav"
    frame = pd.DataFrame({"sex": [1.0, 2.0, 1.0], "城市": ["北京", "上海", "广州"]})
    pyreadstat.write_sav(frame, str(path), variable_value_labels={"sex": {1: "男", 2: "女"}})
    dialog = ImportDialog(path)
    qtbot.addWidget(dialog)
    read(dialog, qtbot)
    assert dialog.dataset is not None
    assert dialog.model.index(1, 0).data() == "女"
    assert "value labels shown for sex" in dialog.summary.text()
    assert not dialog.encoding.isEnabled() and not dialog.delimiter.isEnabled()

    record = {"report_id": "test", "files": {}}
    written = export_release(record, dialog.dataset, tmp_path / "out", csv=False, native=dialog.dataset.source)
    names = [f["name"] for f in written["files"]]
    assert "anonymized.sav" in names and "anonymized.csv" not in names
    again, meta = pyreadstat.read_sav(str(tmp_path / "out" / "anonymized.sav"))
    assert meta.variable_value_labels["sex"] == {1.0: "男", 2.0: "女"}


def test_a_sqlite_file_offers_its_tables_and_a_query(tmp_path, qtbot):
    path = tmp_path / "ward.sqlite"
    with sqlite3.connect(path) as connection:
        pd.DataFrame({"a": [1, 2]}).to_sql("first", connection, index=False)
        pd.DataFrame({"b": ["x", "y", "z"]}).to_sql("second", connection, index=False)
    connection.close()
    dialog = ImportDialog(path)
    qtbot.addWidget(dialog)
    read(dialog, qtbot)
    assert dialog.dataset.names == ["a"]  # the first table, until the user chooses another
    assert [dialog.sheet.itemText(i) for i in range(dialog.sheet.count())] == ["first", "second"]
    dialog.sheet.setCurrentText("second")
    dialog.read()
    read(dialog, qtbot)
    assert dialog.dataset.n_rows == 3 and dialog.options["sheet"] == "second"
    dialog.sheet.setCurrentText("")
    dialog.query.setText("select b from second where b <> 'x'")
    dialog.read()
    read(dialog, qtbot)
    assert dialog.dataset.n_rows == 2 and "query" in dialog.options
