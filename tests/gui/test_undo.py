"""Edit → Undo / Redo (QUndoStack) for each kind of edit: a role, a type (the table is retyped back), a hierarchy,
a level table, the privacy models and the Privacy page's settings (a spin box stepped twice undoes as one step);
the usual shortcuts; a new project starts with nothing to undo."""

from __future__ import annotations

import copy

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from privdesk.app.projects.project import Role
from privdesk.engine.core.types import ColumnType
from privdesk.gui.main_window import MainWindow
from privdesk.gui.pages.attributes_page import AttributesPage
from privdesk.gui.pages.privacy_page import PrivacyPage


def page_of(window: MainWindow, kind: type):
    return next(p for p in window.pages if isinstance(p, kind))


@pytest.fixture
def window(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.open_sample()
    assert window.session.undo_stack.count() == 0 and not window.undo_action.isEnabled()
    return window


def undo(window: MainWindow) -> None:
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()


def redo(window: MainWindow) -> None:
    assert window.redo_action.isEnabled()
    window.redo_action.trigger()


def test_the_edit_menu_has_the_usual_shortcuts(window):
    assert QKeySequence("Ctrl+Z") in window.undo_action.shortcuts()
    assert {QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")} <= set(window.redo_action.shortcuts())
    titles = [action.text() for action in window.menuBar().actions()]
    assert "&Edit" in titles


def test_a_role_change_undone_and_redone(window, qtbot):
    attributes, project = page_of(window, AttributesPage), window.session.project
    assert project.attributes["ward"].role is Role.INSENSITIVE
    attributes.set_role("ward", "quasi-identifier")
    assert project.attributes["ward"].role is Role.QUASI_IDENTIFIER
    assert "ward" in window.undo_action.text()
    window.steps.setFocus()
    qtbot.keyClick(window.steps, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)   # Ctrl+Z
    assert window.session.project.attributes["ward"].role is Role.INSENSITIVE
    assert attributes._rows["ward"]["role"].currentData() == Role.INSENSITIVE.value
    redo(window)
    assert window.session.project.attributes["ward"].role is Role.QUASI_IDENTIFIER
    assert attributes._rows["ward"]["role"].currentData() == Role.QUASI_IDENTIFIER.value


def test_a_type_change_retypes_the_table_back(window):
    attributes, session = page_of(window, AttributesPage), window.session
    before = session.dataset
    assert session.project.attributes["length_of_stay"].type is ColumnType.INTEGER
    attributes.set_type("length_of_stay", "string")
    assert session.project.attributes["length_of_stay"].type is ColumnType.STRING
    assert session.dataset.column("length_of_stay").type is ColumnType.STRING
    undo(window)
    assert session.project.attributes["length_of_stay"].type is ColumnType.INTEGER
    assert session.dataset is before and session.dataset.column("length_of_stay").type is ColumnType.INTEGER
    redo(window)
    assert session.dataset.column("length_of_stay").type is ColumnType.STRING


def test_a_hierarchy_edit_undone(window):
    attributes, session = page_of(window, AttributesPage), window.session
    before = copy.deepcopy(session.project.hierarchies["zip_code"])
    editor = attributes.open_hierarchy_editor("zip_code")
    editor.choose_builder("masking")
    editor.set_parameter("char", "#")
    editor.accept()
    changed = session.project.hierarchies["zip_code"]
    assert changed != before
    undo(window)
    assert session.project.hierarchies["zip_code"] == before
    redo(window)
    assert session.project.hierarchies["zip_code"] == changed


def test_a_level_table_edit_undone(window):
    attributes, session = page_of(window, AttributesPage), window.session
    before = copy.deepcopy(session.project.sensitivity_levels["diagnosis"])
    editor = attributes.open_levels_editor("diagnosis")
    editor.move_value("HIV", 2)
    editor.set_alpha(2, 0.45)
    editor.accept()
    assert session.project.sensitivity_levels["diagnosis"].level_of_value("HIV") == 2
    undo(window)
    assert session.project.sensitivity_levels["diagnosis"] == before
    assert attributes.badge_text("diagnosis").startswith("✓ complete")
    redo(window)
    assert session.project.sensitivity_levels["diagnosis"].level_of_value("HIV") == 2


def test_privacy_models_and_settings_undone(window):
    privacy, session = page_of(window, PrivacyPage), window.session
    models = copy.deepcopy(session.project.models)
    privacy.add_model("k-anonymity", 7)
    assert len(session.project.models) == len(models) + 1
    undo(window)
    assert session.project.models == models and privacy.models.count() == len(models)

    # the threshold stepped twice: one undo step, and the spin box shows the value again
    threshold = session.project.risk.get("threshold")
    privacy.threshold.setValue(0.1)
    privacy.threshold.setValue(0.15)
    assert session.project.risk["threshold"] == pytest.approx(0.15)
    count = session.undo_stack.count()
    privacy.suppression.setValue(privacy.suppression.value() + 5)  # another setting: its own step
    assert session.undo_stack.count() == count + 1
    undo(window)
    undo(window)
    assert session.project.risk.get("threshold") == threshold
    assert privacy.threshold.value() == pytest.approx(threshold or 0)
    redo(window)
    assert session.project.risk["threshold"] == pytest.approx(0.15)


def test_a_new_project_has_nothing_to_undo(window):
    page_of(window, AttributesPage).set_role("ward", "quasi-identifier")
    assert window.undo_action.isEnabled()
    assert window.open_sample()
    assert not window.undo_action.isEnabled() and window.session.undo_stack.count() == 0


def test_suggesting_again_is_one_step_too(window):
    """The Attributes page's "Suggest again" rewrites every role: undone, the roles are as the user left them
    (and an older step still undoes to its own state, not past the suggestions)."""
    session, attributes = window.session, page_of(window, AttributesPage)
    attributes.set_role("cost", "quasi-identifier")
    roles = {name: a.role for name, a in session.project.attributes.items()}
    session.suggest_again()
    assert session.project.attributes["cost"].role is not Role.QUASI_IDENTIFIER
    assert window.undo_action.text() == "&Undo Suggested roles"
    undo(window)
    assert {name: a.role for name, a in session.project.attributes.items()} == roles
    undo(window)
    assert session.project.attributes["cost"].role is Role.INSENSITIVE
