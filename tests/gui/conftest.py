"""GUI tests run offscreen, where a modal question would wait forever: the unsaved-changes prompt answers
'Discard' unless a test says otherwise, and an unexpected message box fails the test. Settings, autosaved projects and recent files go to temporary folders,
never the user's."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox


@pytest.fixture(autouse=True)
def no_blocking_questions(monkeypatch):
    monkeypatch.setattr("privdesk.gui.main_window.QMessageBox.question",
                        lambda *args, **kwargs: QMessageBox.StandardButton.Discard)


@pytest.fixture(autouse=True)
def no_blocking_messages(monkeypatch):
    """A message box nobody expected (a run that failed) fails the test with its text instead of waiting forever
    offscreen; a test that expects one patches it again."""
    def unexpected(parent, title, text, *args, **kwargs):
        raise AssertionError(f"unexpected message box: {title}: {text}")

    for kind in ("warning", "critical", "information"):
        monkeypatch.setattr(f"privdesk.gui.main_window.QMessageBox.{kind}", unexpected)


@pytest.fixture(autouse=True)
def private_settings(tmp_path_factory):
    """QSettings (geometry, last folder, key paths, language) go to a temporary folder."""
    from PySide6.QtCore import QSettings

    folder = tmp_path_factory.mktemp("qsettings")
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.NativeFormat, scope, str(folder))
        QSettings.setPath(QSettings.Format.IniFormat, scope, str(folder))


@pytest.fixture(autouse=True)
def private_recovery_folder(monkeypatch, tmp_path_factory):
    folder = tmp_path_factory.mktemp("recovery")
    monkeypatch.setattr("privdesk.gui.recent_files.recovery_folder", lambda: folder)
    return folder


@pytest.fixture(autouse=True)
def private_recent_files(monkeypatch, tmp_path_factory):
    """File → Open recent reads and writes a temporary settings file, never the user's."""
    from PySide6.QtCore import QSettings

    path = tmp_path_factory.mktemp("recent") / "recent.ini"
    monkeypatch.setattr("privdesk.gui.recent_files.recent_settings",
                        lambda: QSettings(str(path), QSettings.Format.IniFormat))
    return path


@pytest.fixture
def sample_window(qtbot):
    """A main window with the bundled hospital sample open."""
    from privdesk.gui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    assert window.open_sample()
    return window


@pytest.fixture
def sample_project_window(qtbot, tmp_path):
    """A main window with a copy of the bundled sample's project open: (window, the copy's project file)."""
    import shutil

    from privdesk.app.projects.bundled_samples import hospital_sample_paths
    from privdesk.gui.main_window import MainWindow

    paths = hospital_sample_paths()
    folder = tmp_path / "project"
    shutil.copytree(paths.project.parent, folder)
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.open_file(folder / paths.project.name)
    return window, folder / paths.project.name
