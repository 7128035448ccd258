"""Autosave: an unsaved project is written to a recovery file on a timer, the file goes when the project is saved
or closed cleanly, and a left-over file makes File → Recover unsaved project… available (no question at
start-up)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QMessageBox

from privdesk.app.projects.project import Project, Role
from privdesk.gui.main_window import MainWindow


@pytest.fixture
def fast(monkeypatch):
    monkeypatch.setattr(MainWindow, "AUTOSAVE_INTERVAL_MS", 50)


def make_window(qtbot) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    return window


def test_unsaved_changes_are_autosaved_and_removed_on_save(qtbot, fast, private_recovery_folder, tmp_path):
    window = make_window(qtbot)
    assert not window.recover_action.isEnabled()
    window.open_sample()
    assert not window.autosave_timer.isActive()  # nothing unsaved yet
    qtbot.wait(150)
    assert list(private_recovery_folder.iterdir()) == []
    window.session.set_role("ward", Role.SENSITIVE)
    assert window.autosave_timer.isActive() and window.autosave_timer.interval() == 50
    qtbot.waitUntil(lambda: any(private_recovery_folder.glob("*.privdesk")), timeout=5_000)
    [recovery] = private_recovery_folder.glob("*.privdesk")
    recovered = Project.load(recovery)
    assert recovered.attributes["ward"].role is Role.SENSITIVE
    assert recovered.data_path().is_file()
    assert window.session.project.location is None  # the project's own location is untouched
    assert window.session.dirty
    assert not window.recover_action.isEnabled()  # its own file is not offered while the project is open

    # a later edit reaches the recovery file on the next tick
    window.session.set_role("cost", Role.SENSITIVE)
    qtbot.waitUntil(lambda: json.loads(recovery.read_text(encoding="utf-8"))["attributes"]["cost"]["role"]
                    == "sensitive", timeout=5_000)

    # saving removes it and stops the timer
    target = tmp_path / "saved.privdesk"
    window.session.project.location = target
    assert window.save_project()
    assert target.is_file() and not recovery.exists()
    assert not window.autosave_timer.isActive()
    qtbot.wait(150)
    assert list(private_recovery_folder.glob("*.privdesk")) == []


def test_a_clean_close_removes_the_recovery_file(qtbot, fast, private_recovery_folder):
    window = make_window(qtbot)
    window.open_sample()
    window.session.set_role("ward", Role.SENSITIVE)
    path = window.autosave()
    assert path is not None and path.parent == private_recovery_folder and path.is_file()
    assert window.close()  # conftest answers "Discard"
    assert not path.exists()


def test_a_left_over_file_can_be_recovered(qtbot, fast, private_recovery_folder, monkeypatch):
    first = make_window(qtbot)
    first.open_sample()
    first.session.set_role("length_of_stay", Role.SENSITIVE)
    path = first.autosave()
    assert path is not None
    first._recovery_path = None  # as after a crash: nobody removes the file
    first.autosave_timer.stop()

    asked = []
    monkeypatch.setattr("privdesk.gui.main_window.QMessageBox.question",
                        lambda *args, **kwargs: asked.append(args) or None)
    second = make_window(qtbot)
    assert second.recover_action.isEnabled()
    assert asked == []  # no question at start-up
    assert "Recover unsaved project" in second.recover_action.text()
    second.recover_action.trigger()
    session = second.session
    assert session.project is not None and session.dirty
    assert session.project.attributes["length_of_stay"].role is Role.SENSITIVE
    assert session.project.location is None  # saving asks where
    assert session.dataset.n_rows == 5000
    assert not second.recover_action.isEnabled()
    assert second.windowTitle().startswith("*")
    assert second.autosave_timer.isActive()
    monkeypatch.setattr("privdesk.gui.main_window.QMessageBox.question",
                        lambda *args, **kwargs: QMessageBox.StandardButton.Discard)
    assert second.close()
    assert not path.exists()
    assert not make_window(qtbot).recover_action.isEnabled()
