"""Suggested roles in the window: applied when a table opens, a banner that undoes them all, the reason in each
role's tooltip, and "Suggest again" on the Attributes page."""

from __future__ import annotations

from privdesk.app.projects.project import Role
from privdesk.app.projects.samples import generate_hospital
from privdesk.gui.main_window import MainWindow


def _window_on_hospital(qtbot, tmp_path) -> MainWindow:
    path = tmp_path / "hospital.csv"
    generate_hospital(400, seed=3).to_csv(path, index=False)
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.open_file(path)
    return window


def test_suggestions_applied_on_open_with_banner_tooltips_and_undo(qtbot, tmp_path):
    window = _window_on_hospital(qtbot, tmp_path)
    project = window.session.project
    roles = {name: a.role for name, a in project.attributes.items()}
    assert roles["patient_id"] is Role.IDENTIFIER and roles["name"] is Role.IDENTIFIER
    assert {n for n, r in roles.items() if r is Role.QUASI_IDENTIFIER} == {"sex", "birth_date", "zip_code",
                                                                          "admission_date"}
    assert roles["diagnosis"] is Role.SENSITIVE
    assert project.hierarchies["zip_code"].builder == {"kind": "masking", "char": "*", "direction": "right",
                                                       "align": "right", "pad": None, "generated": True}
    page = window.pages[1]
    assert page.banner.isVisibleTo(page) and "2 identifier(s), 4 quasi-identifier(s)" in page.suggestion_banner.text()
    tip = page._rows["name"]["role"].toolTip()
    assert tip.startswith("Suggested: identifier") and "personal names" in tip
    page.undo_suggestions_button.click()
    assert all(a.role is Role.INSENSITIVE for a in window.session.project.attributes.values())
    assert window.session.project.hierarchies == {}
    assert not page.banner.isVisibleTo(page) and page._rows["name"]["role"].toolTip() == ""
    page.suggest_button.click()
    assert window.session.project.attributes["zip_code"].role is Role.QUASI_IDENTIFIER
    assert page.banner.isVisibleTo(page)


def test_sample_project_keeps_its_own_roles(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.open_sample()
    assert window.session.suggested is None and not window.pages[1].banner.isVisibleTo(window.pages[1])
    assert window.session.project.attributes["physician"].role is Role.SENSITIVE
