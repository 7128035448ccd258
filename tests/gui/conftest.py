"""GUI tests run offscreen, where a modal question would wait forever: the unsaved-changes prompt answers
'Discard' unless a test says otherwise."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox


@pytest.fixture(autouse=True)
def no_blocking_questions(monkeypatch):
    monkeypatch.setattr("privdesk.gui.main_window.QMessageBox.question",
                        lambda *args, **kwargs: QMessageBox.StandardButton.Discard)
