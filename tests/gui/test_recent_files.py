"""File → Open recent: the last 8 tables and projects, newest first, updated on every successful open."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from privdesk.gui import recent_files
from privdesk.gui.main_window import MainWindow


def make_window(qtbot) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    return window


def entries(window: MainWindow) -> list[str]:
    return [a.data() for a in window.recent_menu.actions() if a.data()]


def table(folder, name: str):
    path = folder / name
    path.write_text("age,ward\n34,Cardiology\n51,Oncology\n", encoding="utf-8")
    return path


def test_opening_files_fills_the_recent_menu(qtbot, tmp_path, private_recent_files, monkeypatch):
    window = make_window(qtbot)
    assert not window.recent_menu.isEnabled() and entries(window) == []
    paths = [table(tmp_path, f"t{n}.csv") for n in range(10)]
    for path in paths:
        assert window.open_file(path)
    expected = [str(p.resolve()) for p in reversed(paths)][:8]
    assert entries(window) == expected
    assert window.recent_menu.isEnabled()
    assert window.recent_menu.actions()[0].text().endswith("t9.csv")
    # stored under "recent" in the settings the window was given
    stored = QSettings(str(private_recent_files), QSettings.Format.IniFormat).value("recent")
    assert list(stored) == expected

    # reopening moves a file to the top without duplicating it
    assert window.open_file(paths[5])
    assert entries(window)[0] == str(paths[5].resolve()) and len(entries(window)) == 8
    assert len(set(entries(window))) == 8

    # a failed open is not remembered
    shown = []
    monkeypatch.setattr("privdesk.gui.main_window.QMessageBox.warning", lambda parent, title, text: shown.append(text))
    bad = tmp_path / "empty.csv"
    bad.write_bytes(b"")
    assert not window.open_file(bad)
    assert str(bad.resolve()) not in entries(window)

    # a saved project opened again is remembered too, and a new window shows the same list
    window.open_sample()
    project = tmp_path / "p.privdesk"
    window.session.save_project(project)
    assert window.open_file(project)
    assert entries(window)[0] == str(project.resolve())
    assert entries(make_window(qtbot)) == entries(window)


def test_choosing_an_entry_opens_it_and_a_missing_file_leaves_the_list(qtbot, tmp_path, monkeypatch):
    shown = []
    monkeypatch.setattr("privdesk.gui.main_window.QMessageBox.warning", lambda parent, title, text: shown.append(text))
    first, second = table(tmp_path, "first.csv"), table(tmp_path, "second.csv")
    window = make_window(qtbot)
    assert window.open_file(first) and window.open_file(second)
    action = next(a for a in window.recent_menu.actions() if a.data() == str(first.resolve()))
    action.trigger()
    assert window.session.project.name == "first"
    assert entries(window)[0] == str(first.resolve())

    second.unlink()
    action = next(a for a in window.recent_menu.actions() if a.data() == str(second.resolve()))
    action.trigger()
    assert len(shown) == 1 and "no longer exists" in shown[0]
    assert entries(window) == [str(first.resolve())]
    assert window.session.project.name == "first"

    clear = next(a for a in window.recent_menu.actions() if a.text() == "Clear the list")
    clear.trigger()
    assert entries(window) == [] and not window.recent_menu.isEnabled()
    assert recent_files.recent_files() == []


def test_a_recent_table_is_read_again_with_the_overrides_it_was_opened_with(qtbot, tmp_path, private_recent_files):
    """A table opened with overrides (here: ',' for a file detection reads as ';'-delimited) reopens from the list
    with the same overrides; opened again with detection, it forgets them."""
    semicolons = tmp_path / "semicolons.csv"
    semicolons.write_text("age;ward\n34;Cardiology\n51;Oncology\n", encoding="utf-8")
    other = table(tmp_path, "other.csv")
    window = make_window(qtbot)
    assert window.open_file(semicolons, delimiter=",") and window.open_file(other)
    assert recent_files.recent_options(str(semicolons.resolve())) == {"delimiter": ","}
    assert recent_files.recent_options(str(other.resolve())) == {}

    assert window.open_recent(str(semicolons.resolve()))
    assert window.session.dataset.names == ["age;ward"]  # read with ',' again, not detected
    assert window.session.dataset.source.delimiter == ","

    assert window.open_file(semicolons)  # with detection this time
    assert window.session.dataset.names == ["age", "ward"]
    assert recent_files.recent_options(str(semicolons.resolve())) == {}
    recent_files.forget_recent()
    assert recent_files.recent_files() == [] and recent_files.recent_options(str(other.resolve())) == {}
