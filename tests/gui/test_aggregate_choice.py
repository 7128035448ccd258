"""The Attributes page's aggregate choice for a numeric quasi-identifier: saved in the project, read by
the run's settings (the column leaves the generalised QIs and is aggregated in each class)."""

from __future__ import annotations

import pytest

from privdesk.app.projects.project import Project, Role
from privdesk.app.settings import Settings
from privdesk.engine.core.types import ColumnType
from privdesk.gui.pages.attributes_page import AttributesPage


@pytest.fixture
def page(sample_window):
    return next(p for p in sample_window.pages if isinstance(p, AttributesPage))


def _numeric_column(page) -> str:
    dataset = page.session.dataset
    return next(name for name in dataset.names
                if dataset.column(name).type in (ColumnType.INTEGER, ColumnType.DECIMAL)
                and page.session.project.attributes[name].role is not Role.IDENTIFIER)


def test_a_numeric_qi_can_be_aggregated_and_the_project_keeps_it(page, tmp_path):
    session = page.session
    name = _numeric_column(page)
    page.set_role(name, "quasi-identifier")
    combo = page._rows[name]["aggregate"]
    assert not combo.isHidden() and combo.currentData() == ""
    combo.setCurrentIndex(combo.findData("median"))
    assert session.project.algorithm["aggregate"] == {name: "median"}
    assert page.badge_text(name) == "aggregated in each class"
    settings = Settings.from_project(session.project)
    assert name not in settings.qis and settings.aggregate == {name: "median"}
    # saved with the project and read back
    path = session.save_project(tmp_path / "aggregate.privdesk")
    assert Project.load(path).algorithm["aggregate"] == {name: "median"}
    # back to generalizing
    combo.setCurrentIndex(combo.findData(""))
    assert session.project.algorithm["aggregate"] == {}
    assert name in Settings.from_project(session.project).qis


def test_the_choice_is_offered_only_for_numeric_quasi_identifiers(page):
    dataset = page.session.dataset
    for name in dataset.names:
        role = page.session.project.attributes[name].role
        numeric = dataset.column(name).type in (ColumnType.INTEGER, ColumnType.DECIMAL)
        assert page._rows[name]["aggregate"].isHidden() == (not (role is Role.QUASI_IDENTIFIER and numeric)), name
