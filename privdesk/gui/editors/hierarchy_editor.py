"""The hierarchy editor: build a quasi-identifier's generalization hierarchy with one of the engine's builders
(intervals, masking, grouping, dates), see its levels live as a table and as a tree, edit any cell by hand, and
import or export ARX CSV files.

Any hierarchy (built, imported or edited) reopens in the same editor (ARX #84, #358, #362): a hierarchy whose builder
spec names one of the builders here restores that builder's parameters; any other opens as an explicit table. The
dialog builds nothing itself: it calls the builders in ``engine.hierarchy_builders`` and validates through
``Hierarchy``; OK hands the result to ``Session.set_hierarchy`` and Cancel leaves the project untouched.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QTabWidget,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from privdesk.engine.attributes.hierarchy import Hierarchy, name_values
from privdesk.engine.attributes.hierarchy_builders import BUILDERS
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.types import DATE_FORMATS, ColumnType
from privdesk.gui.editors.hierarchy_models import HierarchyTableModel, HierarchyTreeModel
from privdesk.gui.editors.hierarchy_parameters import BuilderForms
from privdesk.gui.names import type_name
from privdesk.gui.table_files import ERROR_STYLE, OK_STYLE, WARNING_STYLE, TableFileActions

BUILDER_KINDS = ("intervals", "masking", "grouping", "dates")
"""The builders this editor offers, in the order of its chooser."""
EXPLICIT = "explicit"
"""The chooser's entry for a hand-made (imported or edited) table: no builder spec."""


class HierarchyEditor(TableFileActions, QDialog):
    """Edit the hierarchy of ``column``. Test hooks: :meth:`choose_builder`, :meth:`set_parameter`,
    :meth:`set_cell`, :meth:`hierarchy` (with :attr:`error`), :meth:`import_csv`, :meth:`export_csv`."""

    def __init__(self, session, column: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session, self.column_name = session, column
        self.column = session.dataset.column(column)
        self.values: list[str] = [str(v) for v in self.column.values if v is not None]
        self.original: Hierarchy | None = session.project.hierarchies.get(column)
        self.error = ""
        self._hierarchy: Hierarchy | None = None
        self.setWindowTitle(self.tr("Hierarchy of '{column}'").format(column=column))
        self.resize(1080, 700)

        self._rebuild_timer = QTimer(self)
        self._rebuild_timer.setSingleShot(True)
        self._rebuild_timer.setInterval(250)
        self._rebuild_timer.timeout.connect(self._rebuild)

        heading = QLabel(self.tr("<b>{column}</b> — {count} distinct values, {kind}").format(
            column=column, count=f"{len(self.values):,}", kind=type_name(self.column.type.value)))
        intro = QLabel(self.tr("A hierarchy tells how each value is generalized, one level at a time, up to the "
                               "most general level. Build it with a builder, or edit any cell of the table by hand."))
        intro.setWordWrap(True)
        intro.setStyleSheet("color: #555;")

        # ----- builder chooser and parameters
        self.builder = QComboBox()
        self._kind_names = {"intervals": self.tr("Intervals (numbers)"), "masking": self.tr("Masking (characters)"),
                            "grouping": self.tr("Grouping (ordered values)"), "dates": self.tr("Dates"),
                            EXPLICIT: self.tr("Explicit table (hand-edited)")}
        for kind in (*BUILDER_KINDS, EXPLICIT):
            self.builder.addItem(self._kind_names[kind], kind)
        self.builder.currentIndexChanged.connect(self._on_builder_chosen)
        self.forms = BuilderForms((*BUILDER_KINDS, EXPLICIT))
        self.forms.changed.connect(self._schedule)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: #555;")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)

        builder_box = QGroupBox(self.tr("Builder"))
        builder_layout = QVBoxLayout(builder_box)
        chooser = QFormLayout()
        chooser.addRow(self.tr("Build with"), self.builder)
        builder_layout.addLayout(chooser)
        builder_layout.addWidget(self.forms)
        builder_layout.addWidget(self.hint)
        builder_layout.addStretch(1)

        self.add_level_button = QPushButton(self.tr("Add level"))
        self.add_level_button.setToolTip(self.tr("Insert a level below the most general one, copied from the level "
                                                 "below it; then edit its labels."))
        self.add_level_button.clicked.connect(self.add_level)
        self.remove_level_button = QPushButton(self.tr("Remove level"))
        self.remove_level_button.setToolTip(self.tr("Remove the level of the selected cell (level 0 stays)."))
        self.remove_level_button.clicked.connect(lambda: self.remove_level(self.table.currentIndex().column()))
        edit_box = QGroupBox(self.tr("Edit by hand"))
        edit_layout = QVBoxLayout(edit_box)
        edit_note = QLabel(self.tr("Double-click a cell of the table to change a label. The builder's settings then "
                                   "no longer apply: the table is kept as typed."))
        edit_note.setWordWrap(True)
        edit_note.setStyleSheet("color: #555;")
        edit_layout.addWidget(edit_note)
        level_buttons = QHBoxLayout()
        level_buttons.addWidget(self.add_level_button)
        level_buttons.addWidget(self.remove_level_button)
        edit_layout.addLayout(level_buttons)

        self.import_button = QPushButton(self.tr("Import ARX CSV…"))
        self.import_button.clicked.connect(self._choose_import)
        self.export_button = QPushButton(self.tr("Export ARX CSV…"))
        self.export_button.clicked.connect(self._choose_export)
        file_box = QGroupBox(self.tr("File"))
        file_layout = QHBoxLayout(file_box)
        file_layout.addWidget(self.import_button)
        file_layout.addWidget(self.export_button)

        side = QVBoxLayout()
        side.addWidget(builder_box, 1)
        side.addWidget(edit_box)
        side.addWidget(file_box)
        side_widget = QWidget()
        side_widget.setLayout(side)
        side.setContentsMargins(0, 0, 0, 0)
        side_widget.setFixedWidth(360)

        # ----- the hierarchy as a table and as a tree
        self.table_model = HierarchyTableModel(self)
        self.table_model.edited.connect(self._on_cell_edited)
        self.table = QTableView()
        self.table.setModel(self.table_model)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setDefaultSectionSize(22)
        self.table.horizontalHeader().setDefaultSectionSize(118)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.horizontalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.selectionModel().currentChanged.connect(lambda *_: self._update_buttons())
        self.tree_model = HierarchyTreeModel([self.tr("Label"), self.tr("Values")], self)
        self.tree = QTreeView()
        self.tree.setModel(self.tree_model)
        self.tree.setUniformRowHeights(True)
        self.tree.header().setStretchLastSection(False)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.tree.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.views = QTabWidget()
        self.views.addTab(self.table, self.tr("Table"))
        self.views.addTab(self.tree, self.tr("Tree (most general at the root)"))

        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)

        right = QVBoxLayout()
        right.addWidget(self.views, 1)
        right.addWidget(self.summary)
        right.addWidget(self.message)
        body = QHBoxLayout()
        body.addWidget(side_widget)
        body.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(intro)
        layout.addSpacing(4)
        layout.addLayout(body, 1)
        layout.addWidget(self.buttons)

        self._start()

    # ---------------------------------------------------------------- parameters
    def set_parameter(self, name: str, value: Any) -> None:
        """Set one builder parameter (as the form would) and rebuild now. Lists may be given as lists."""
        self.forms.set_value(name, value)
        self._rebuild()

    # ---------------------------------------------------------------- start
    def _start(self) -> None:
        fmt = self.column.format if self.column.type is ColumnType.DATE and self.column.format else DATE_FORMATS[0]
        self.forms.widgets["fmt"].setCurrentText(fmt)
        for level in ("month", "year", "decade"):
            self.forms.date_levels[level].setChecked(True)
        original = self.original
        if original is not None:
            kind = (original.builder or {}).get("kind")
            if kind in BUILDER_KINDS:
                self.forms.restore(original.builder)
            else:
                kind = EXPLICIT
            self._set_builder(kind)
            self._show(original)
            self._rebuild_timer.stop()  # the form was only filled in: the stored hierarchy stays as it is
            return
        if self.column.type in (ColumnType.INTEGER, ColumnType.DECIMAL):
            kind = "intervals"
        elif self.column.type is ColumnType.DATE:
            kind = "dates"
        elif self.values and all(v.strip().isdigit() for v in self.values):
            kind = "masking"  # codes such as ZIP codes
        else:
            kind = "grouping"
        self._set_builder(kind)
        self._rebuild()

    def _set_builder(self, kind: str) -> None:
        self.builder.blockSignals(True)
        self.builder.setCurrentIndex(self.builder.findData(kind))
        self.builder.blockSignals(False)
        self.forms.show_page(self.builder.currentIndex())
        self.hint.setText(self.forms.hints.get(kind, ""))
        self.hint.setVisible(bool(self.forms.hints.get(kind)))

    # ---------------------------------------------------------------- building
    @property
    def kind(self) -> str:
        return self.builder.currentData()

    def choose_builder(self, kind: str) -> None:
        """Switch to a builder ('intervals', 'masking', 'grouping', 'dates') and build with its parameters, or to
        'explicit' to keep the current table as a hand-made one."""
        index = self.builder.findData(kind)
        if index < 0:
            raise ValueError(f"unknown builder {kind!r}; choose one of {', '.join((*BUILDER_KINDS, EXPLICIT))}")
        self.builder.setCurrentIndex(index)  # → _on_builder_chosen
        if self._rebuild_timer.isActive():
            self._rebuild()

    def _on_builder_chosen(self) -> None:
        kind = self.kind
        self._set_builder(kind)
        if kind == EXPLICIT:
            self._rebuild_timer.stop()
            self._validate_table()
        else:
            self._rebuild()

    def _schedule(self, *_: Any) -> None:
        if self.kind != EXPLICIT:
            self._rebuild_timer.start()

    def _rebuild(self) -> None:
        self._rebuild_timer.stop()
        kind = self.kind
        if kind == EXPLICIT:
            return
        try:
            hierarchy = BUILDERS[kind](self.values, **self.forms.parameters(kind), attribute=self.column_name)
        except InputError as error:
            self._fail(self.tr("The {builder} builder cannot build a hierarchy: {reason}").format(
                builder=self._kind_names[kind], reason=str(error)), clear=True)
            return
        self._show(hierarchy)

    # ---------------------------------------------------------------- showing
    def _show(self, hierarchy: Hierarchy) -> None:
        """Show a valid hierarchy in the table and the tree and make it the current result."""
        self._fill_table(hierarchy)
        self._accept_hierarchy(hierarchy)

    def _accept_hierarchy(self, hierarchy: Hierarchy) -> None:
        self._hierarchy = hierarchy
        self.error = ""
        self._fill_tree(hierarchy)
        self.table_model.set_headers(self._headers(hierarchy.levels))
        lacking = hierarchy.uncovered_values(self.column, self.session.dataset.source.missing_tokens)
        counts = " / ".join(f"{len(labels):,}" for labels in hierarchy.labels)
        self.summary.setText(self.tr("{rows} rows, {levels} levels (labels per level: {counts}).").format(
            rows=f"{hierarchy.n_rows:,}", levels=hierarchy.levels, counts=counts))
        if lacking:
            self.message.setStyleSheet(WARNING_STYLE)
            self.message.setText(self.tr("The hierarchy lacks {count} value(s) of the column: {values}. "
                                         "Those values cannot be generalized.").format(
                count=len(lacking), values=name_values(lacking)))
        else:
            self.message.setStyleSheet(OK_STYLE)
            self.message.setText(self.tr("Valid: every value of the column is covered and each level generalizes "
                                         "the level below."))
        self._update_buttons()

    def _fail(self, text: str, clear: bool = False) -> None:
        self._hierarchy = None
        self.error = text
        self.message.setStyleSheet(ERROR_STYLE)
        self.message.setText(text)
        self.tree_model.set_hierarchy(None)
        if clear:
            self.table_model.set_rows([], [])
            self.summary.setText("")
        self._update_buttons()

    def _update_buttons(self) -> None:
        valid = self._hierarchy is not None
        levels = self.table_model.columnCount()
        self.ok_button.setEnabled(valid)
        self.export_button.setEnabled(valid)
        self.add_level_button.setEnabled(levels > 0)
        self.remove_level_button.setEnabled(levels > 1 and self.table.currentIndex().column() > 0)

    def _headers(self, levels: int) -> list[str]:
        labels = []
        for level in range(levels):
            if level == 0:
                labels.append(self.tr("Level 0 (value)"))
            elif level == levels - 1:
                labels.append(self.tr("Level {level} (most general)").format(level=level))
            else:
                labels.append(self.tr("Level {level}").format(level=level))
        return labels

    def _fill_table(self, hierarchy: Hierarchy) -> None:
        self.table_model.set_rows(hierarchy.rows.tolist(), self._headers(hierarchy.levels))

    def _table_rows(self) -> list[list[str]]:
        return [list(row) for row in self.table_model.rows]

    def _fill_tree(self, hierarchy: Hierarchy) -> None:
        self.tree_model.set_hierarchy(hierarchy)
        if self.tree_model.rowCount() == 1:
            self.tree.expand(self.tree_model.index(0, 0))

    # ---------------------------------------------------------------- editing by hand
    def set_cell(self, row: int, level: int, text: str) -> None:
        """Type ``text`` into a cell, as a user would."""
        model = self.table_model
        if not (0 <= row < model.rowCount() and 0 <= level < model.columnCount()):
            raise IndexError(f"no cell at row {row}, level {level}")
        if level == 0:
            raise ValueError("level 0 holds the column's own values and cannot be edited")
        model.setData(model.index(row, level), text)

    def _on_cell_edited(self) -> None:
        self._to_explicit()
        self._validate_table()

    def _to_explicit(self) -> None:
        """A hand edit: the table is kept as typed and the builder spec no longer applies."""
        self._rebuild_timer.stop()
        if self.kind != EXPLICIT:
            self._set_builder(EXPLICIT)

    def _validate_table(self) -> None:
        rows = self._table_rows()
        if not rows:
            self._fail(self.tr("The table is empty: choose a builder or import a hierarchy."))
            return
        if self._hierarchy is not None and self._hierarchy.builder is not None and \
                self._hierarchy.builder.get("kind") not in BUILDER_KINDS and rows == self._hierarchy.rows.tolist():
            self._accept_hierarchy(self._hierarchy)  # e.g. explicit groups, unchanged: keep their spec
            return
        try:
            hierarchy = Hierarchy.from_rows(rows, attribute=self.column_name)
        except InputError as error:
            self._fail(self.tr("Not a valid hierarchy: {reason}").format(reason=str(error)))
            return
        self._accept_hierarchy(hierarchy)

    def add_level(self) -> None:
        """Insert a level just below the most general one, copied from the level below it."""
        count = self.table_model.columnCount()
        if count == 0:
            return
        rows = self._table_rows()
        at = max(1, count - 1)
        self._to_explicit()
        self._fill_rows([row[:at] + [row[at - 1]] + row[at:] for row in rows])

    def remove_level(self, level: int) -> None:
        """Remove one level above level 0."""
        if not 0 < level < self.table_model.columnCount():
            return
        self._to_explicit()
        self._fill_rows([row[:level] + row[level + 1:] for row in self._table_rows()])

    def _fill_rows(self, rows: list[list[str]]) -> None:
        try:
            hierarchy = Hierarchy.from_rows(rows, attribute=self.column_name)
        except InputError as error:
            self._fail(self.tr("Not a valid hierarchy: {reason}").format(reason=str(error)))
            return
        self._show(hierarchy)

    # ---------------------------------------------------------------- files
    def import_csv(self, path: str | Path) -> bool:
        """Load an ARX hierarchy file as an explicit table; a bad file leaves the table as it was."""
        try:
            hierarchy = Hierarchy.read_csv(path, attribute=self.column_name)
        except InputError as error:
            self.error = self.tr("Cannot import the hierarchy: {reason}").format(reason=str(error))
            self.message.setStyleSheet(ERROR_STYLE)
            self.message.setText(self.error)
            return False
        self._to_explicit()
        self._show(hierarchy)
        return True

    def current_table(self):
        return self.hierarchy()

    def file_texts(self) -> tuple[str, str, str, str, str]:
        return (self.tr("ARX hierarchy (*.csv *.txt);;All files (*)"), "hierarchy", self.tr("the hierarchy"),
                self.tr("Import a hierarchy"), self.tr("Export the hierarchy"))

    # ---------------------------------------------------------------- result
    def hierarchy(self) -> Hierarchy | None:
        """The hierarchy as it stands, or None when it is not valid (then :attr:`error` says why)."""
        if self._rebuild_timer.isActive():
            self._rebuild()
        return self._hierarchy

    def accept(self) -> None:
        hierarchy = self.hierarchy()
        if hierarchy is None:
            return
        if hierarchy is not self.original:
            self.session.set_hierarchy(self.column_name, hierarchy)
        super().accept()
