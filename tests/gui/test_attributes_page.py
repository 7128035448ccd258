"""Step 2, Attributes: roles and types, the hierarchy editor (every builder, hand edits, ARX CSV), the sensitivity
level editor and the quasi-identifier weights, driven on the bundled hospital sample."""

from __future__ import annotations

import math

import pytest

from privdesk.app.projects.project import Role
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.attributes.sensitivity_levels import SensitivityLevels
from privdesk.engine.core.types import ColumnType
from privdesk.gui.editors.hierarchy_editor import EXPLICIT
from privdesk.gui.pages.attributes_page import AttributesPage


@pytest.fixture
def window(sample_window):
    return sample_window


@pytest.fixture
def page(window) -> AttributesPage:
    return next(p for p in window.pages if isinstance(p, AttributesPage))


def test_the_page_shows_every_column_with_its_role_and_coverage(page):
    session = page.session
    assert page._names == session.dataset.names
    for name in ("sex", "birth_date", "zip_code", "admission_date", "diagnosis", "physician"):
        assert page.badge_text(name).startswith("✓ complete"), name
    assert page._rows["zip_code"]["role"].currentData() == Role.QUASI_IDENTIFIER.value
    assert page._rows["zip_code"]["button"].text() == "Hierarchy…"
    assert page._rows["diagnosis"]["button"].text() == "Levels…"
    assert page._rows["ward"]["button"].isHidden()


def test_changing_a_role_changes_the_project(page):
    session = page.session
    page.set_role("ward", "quasi-identifier")
    assert session.project.attributes["ward"].role is Role.QUASI_IDENTIFIER
    assert page.badge_text("ward") == "no hierarchy"
    assert not page._rows["ward"]["button"].isHidden()
    # the combo box in the table does the same
    combo = page._rows["cost"]["role"]
    combo.setCurrentIndex(combo.findData(Role.SENSITIVE.value))
    assert session.project.attributes["cost"].role is Role.SENSITIVE
    assert page.badge_text("cost") == "no level table"
    assert "ward" in session.project.weights  # custom weights follow the quasi-identifiers
    page.set_role("ward", Role.INSENSITIVE)
    assert "ward" not in session.project.weights


def test_changing_a_type_retypes_the_column(page):
    combo = page._rows["length_of_stay"]["type"]
    combo.setCurrentIndex(combo.findData(ColumnType.STRING.value))
    assert page.session.project.attributes["length_of_stay"].type is ColumnType.STRING
    assert page.session.dataset.column("length_of_stay").type is ColumnType.STRING


@pytest.mark.parametrize("column, make_qi, kind, parameters, check", [
    ("length_of_stay", True, "intervals", {"width": 7, "fanouts": [2, 3], "top": 42},
     lambda rows: rows[0][1] == "[0, 7[" and rows[-1][1] == ">=42" and len(rows[0]) == 5),
    ("zip_code", False, "masking", {"char": "#", "align": "left"},
     lambda rows: rows[0][1] == rows[0][0][:-1] + "#"),
    ("ward", True, "grouping", {"sizes": "2, 2", "separator": " / "},
     lambda rows: rows[0][1] == "Cardiology / General Medicine" and len(rows[0]) == 4),
    ("admission_date", False, "dates", {"levels": ["quarter", "year"]},
     lambda rows: rows[0][1:] == ["2023-Q1", "2023", "*"]),
])
def test_each_builder_makes_a_complete_hierarchy(page, column, make_qi, kind, parameters, check):
    session = page.session
    if make_qi:
        page.set_role(column, "quasi-identifier")
        assert page.badge_text(column) == "no hierarchy"
    editor = page.open_hierarchy_editor(column)
    editor.choose_builder(kind)
    for name, value in parameters.items():
        editor.set_parameter(name, value)
    hierarchy = editor.hierarchy()
    assert hierarchy is not None, editor.error
    rows = hierarchy.rows.tolist()
    assert check(rows), rows[:3]
    assert editor.table_model.rowCount() == len(rows)
    assert editor.tree_model.rowCount() == 1  # a single most general label '*' at the root
    editor.accept()
    stored = session.project.hierarchies[column]
    assert stored == hierarchy and stored.builder["kind"] == kind
    assert page.badge_text(column).startswith("✓ complete")
    assert session.dirty

    # reopening restores the builder and its parameters (ARX #84, #358)
    again = page.open_hierarchy_editor(column)
    assert again.kind == kind
    assert again.hierarchy() == stored
    if kind == "grouping":
        assert again.forms.widgets["separator"].text() == " / "
    if kind == "dates":
        assert [level for level, box in again.forms.date_levels.items() if box.isChecked()] == ["quarter", "year"]


def test_builder_errors_are_shown_not_raised(page):
    editor = page.open_hierarchy_editor("zip_code")
    before = page.session.project.hierarchies["zip_code"]
    editor.choose_builder("dates")  # zip codes are no dates
    assert editor.hierarchy() is None
    assert "not a date" in editor.error
    assert not editor.ok_button.isEnabled()
    editor.accept()
    assert page.session.project.hierarchies["zip_code"] is before
    editor.choose_builder("masking")
    assert editor.hierarchy() is not None and editor.ok_button.isEnabled()


def test_a_hand_edit_clears_the_builder_spec(page):
    session = page.session
    editor = page.open_hierarchy_editor("zip_code")
    assert editor.kind == "masking"
    row = editor.table_model.rows[0]
    assert row[:2] == ["47601", "4760*"]
    editor.set_cell(0, 1, "Lafayette north")  # a new label that still generalizes to 476**
    assert editor.kind == EXPLICIT
    hierarchy = editor.hierarchy()
    assert hierarchy is not None, editor.error
    assert hierarchy.builder is None
    editor.accept()
    stored = session.project.hierarchies["zip_code"]
    assert stored.builder is None and stored.rows[0][1] == "Lafayette north"
    assert page.badge_text("zip_code").startswith("✓ complete")
    again = page.open_hierarchy_editor("zip_code")  # an explicit table reopens as one, still editable
    assert again.kind == EXPLICIT and again.table_model.rows[0][1] == "Lafayette north"


def test_an_edit_that_breaks_the_hierarchy_disables_ok(page):
    session = page.session
    before = session.project.hierarchies["zip_code"]
    editor = page.open_hierarchy_editor("zip_code")
    editor.set_cell(0, 2, "somewhere")  # 4760* now generalizes to two different labels
    assert editor.hierarchy() is None
    assert "exactly one generalization" in editor.error
    assert "exactly one generalization" in editor.message.text()
    assert not editor.ok_button.isEnabled()
    editor.accept()  # refused: the dialog stays open and the project keeps its hierarchy
    assert session.project.hierarchies["zip_code"] is before
    editor.set_cell(0, 2, "476**")
    assert editor.hierarchy() is not None and editor.ok_button.isEnabled()
    editor.reject()
    assert session.project.hierarchies["zip_code"] is before


def test_add_and_remove_a_level_by_hand(page):
    editor = page.open_hierarchy_editor("sex")
    assert editor.kind == EXPLICIT  # the sample's explicit groups open as a table …
    assert editor.hierarchy().builder["kind"] == "explicit_groups"  # … and keep their spec until edited
    editor.add_level()
    assert editor.table_model.columnCount() == 3
    editor.set_cell(0, 1, "person")
    editor.set_cell(1, 1, "person")
    assert editor.hierarchy() is not None and editor.hierarchy().levels == 3
    editor.remove_level(1)
    assert editor.hierarchy().levels == 2


def test_arx_csv_round_trip(page, tmp_path):
    editor = page.open_hierarchy_editor("zip_code")
    original = editor.hierarchy()
    path = tmp_path / "zip_code.csv"
    assert editor.export_csv(path)
    assert Hierarchy.read_csv(path) == original
    assert path.read_text(encoding="utf-8").splitlines()[0] == ";".join(original.rows[0])

    editor.choose_builder("grouping")
    assert editor.hierarchy() != original
    assert editor.import_csv(path)
    assert editor.kind == EXPLICIT
    assert editor.hierarchy() == original and editor.hierarchy().builder is None

    bad = tmp_path / "bad.csv"
    bad.write_text("47601;4760*\n47602\n", encoding="utf-8")
    assert not editor.import_csv(bad)
    assert "bad.csv" in editor.error and "every row needs the same number of levels" in editor.error
    assert editor.hierarchy() == original  # a failed import leaves the table as it was
    editor.accept()
    assert page.session.project.hierarchies["zip_code"] == original


def test_levels_editor_moves_values_and_changes_alpha(page):
    session = page.session
    editor = page.open_levels_editor("diagnosis")
    before = session.project.sensitivity_levels["diagnosis"]
    assert [p.list.values() for p in editor.level_panels] == [list(v) for v in before.levels]
    editor.move_value("HIV", 2)
    editor.set_alpha(2, 0.45)
    editor.shift_value("HIV", -1)  # now before the last value of level 2
    table = editor.levels()
    assert table is not None, editor.error
    assert "HIV" not in table.levels[0] and table.levels[1][-2] == "HIV"
    editor.accept()
    stored = session.project.sensitivity_levels["diagnosis"]
    assert stored.level_of_value("HIV") == 2 and stored.alphas[1] == pytest.approx(0.45)
    assert stored.levels[1][-2:] == ("HIV", "Colon Cancer")
    assert page.badge_text("diagnosis").startswith("✓ complete")


def test_levels_editor_validation_and_keyboard_moves(page):
    session = page.session
    before = session.project.sensitivity_levels["physician"]
    editor = page.open_levels_editor("physician")
    editor.move_value("Dr. Quinn", 0)  # out of every level
    assert editor.levels() is None and "Dr. Quinn" in editor.error
    assert not editor.ok_button.isEnabled()
    editor.accept()
    assert session.project.sensitivity_levels["physician"] is before
    panel = editor.add_level()
    assert editor.levels() is None and "level 6 has no values" in editor.error
    # the keyboard route: select in a list, then "Move to…" → a level
    pool = editor.pool
    pool.list.setCurrentRow(0)
    pool._fill_move_menu()
    action = next(a for a in pool.move_menu.actions() if a.text() == panel.title())
    action.trigger()
    assert panel.list.values() == ["Dr. Quinn"]
    assert editor.levels() is not None and editor.ok_button.isEnabled()
    editor.remove_level(6)
    assert editor.levels() is None  # its value went back to "Without a level"
    editor.move_value("Dr. Quinn", 1)
    assert editor.levels().levels[0][-1] == "Dr. Quinn"
    editor.reject()
    assert session.project.sensitivity_levels["physician"] is before


def test_levels_csv_round_trip_and_a_new_table(page, tmp_path):
    page.set_role("ward", "sensitive")
    editor = page.open_levels_editor("ward")
    assert len(editor.level_panels) == 1 and editor.levels().count == 1  # every value in one level to start
    editor.add_level(0.5)
    editor.move_value("Oncology", 2)
    path = tmp_path / "ward.csv"
    assert editor.export_csv(path)
    assert SensitivityLevels.read_csv(path) == editor.levels()
    editor.move_value("Oncology", 1)
    assert editor.import_csv(path)
    assert editor.level_panels[1].list.values() == ["Oncology"]
    editor.accept()
    assert page.session.project.sensitivity_levels["ward"].levels[1] == ("Oncology",)
    assert page.badge_text("ward").startswith("✓ complete")


def test_weights_normalise(page):
    session = page.session
    qis = session.project.quasi_identifiers
    assert page.custom_weights.isChecked()  # the sample weighs its quasi-identifiers
    page.equalize_weights()
    assert page.weight_shares() == {name: pytest.approx(0.25) for name in qis}
    page.set_weight("zip_code", 2)
    assert session.project.weights["zip_code"] == 2.0
    shares = page.weight_shares()
    assert shares["zip_code"] == pytest.approx(0.4) and shares["sex"] == pytest.approx(0.2)
    assert math.isclose(sum(shares.values()), 1.0)
    spin, share = page.weights_panel._weight_rows["zip_code"]
    assert spin.value() == 2.0 and share.text() == "40.0 %"
    spin.setValue(3.0)  # typing into the spin box does the same
    assert page.weights_panel._weight_rows["zip_code"][1].text() == "50.0 %"
    page.custom_weights.setChecked(False)
    assert session.project.weights == {}
    assert page.weights_panel._weight_rows["zip_code"][1].text() == "25.0 %"
    assert not page.weights_panel._weight_rows["zip_code"][0].isEnabled()
