"""The Privacy page's choice for the records over the suppression limit: whole records, ARX's cell
suppression or the gradual one; saved in the project and read by the run's settings."""

from __future__ import annotations

import pytest

from privdesk.app.projects.project import Project
from privdesk.app.settings import Settings
from privdesk.gui.pages.privacy_page import PrivacyPage


@pytest.fixture
def page(sample_window):
    return next(p for p in sample_window.pages if isinstance(p, PrivacyPage))


def test_the_choice_is_saved_and_read_by_the_run(page, tmp_path):
    session = page.session
    combo = page.cell_suppression
    assert combo.currentData() == "" and Settings.from_project(session.project).cell_suppression == ""
    combo.setCurrentIndex(combo.findData("arx"))
    assert session.project.algorithm["cell_suppression"] == "arx"
    assert Settings.from_project(session.project).cell_suppression == "arx"
    path = session.save_project(tmp_path / "cells.privdesk")
    assert Project.load(path).algorithm["cell_suppression"] == "arx"
    combo.setCurrentIndex(combo.findData("gradual"))
    assert Settings.from_project(session.project).cell_suppression == "gradual"


def test_an_older_project_shows_arx(page):
    session = page.session
    session.project.algorithm["cell_suppression"] = True  # saved before the modes existed
    session.changed()
    assert page.cell_suppression.currentData() == "arx"
    session.project.algorithm["cell_suppression"] = "nonsense"  # edited by hand
    session.changed()
    assert page.cell_suppression.currentData() == ""
