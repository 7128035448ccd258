"""The import dialog states the memory a file would take and, when that is too much, the out-of-core engine
(the automatic engine choice shown on import)."""

from __future__ import annotations


def test_the_import_dialog_states_the_memory_estimate_and_the_engine(tmp_path, monkeypatch):
    from privdesk.gui import import_dialog

    path = tmp_path / "t.csv"
    path.write_text("a\n" + "1\n" * 1000)
    assert "of memory to open." in import_dialog.memory_note(path)
    monkeypatch.setattr("privdesk.engine.rows.available_memory", lambda: 10)
    assert "--engine duckdb" in import_dialog.memory_note(path)
