"""The sensitivity-level editor of a sensitive attribute (the (αi,k) and (αij,k,m) models): one column per level,
values moved between levels by drag and drop or with "Move to…" (for the keyboard), ordered inside a level with
Up/Down, an α per level, levels added and removed, CSV import and export.

The dialog computes nothing: ``SensitivityLevels`` validates the table and says what is wrong; OK hands the table to
``Session.set_levels`` and Cancel leaves the project untouched.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from privdesk.engine.attributes.hierarchy import name_values
from privdesk.engine.attributes.sensitivity_levels import SensitivityLevels
from privdesk.engine.core.errors import InputError
from privdesk.gui.table_files import ERROR_STYLE, OK_STYLE, WARNING_STYLE, TableFileActions

VALUE = Qt.ItemDataRole.UserRole
PANEL_WIDTH = 185


class ValueList(QListWidget):
    """A list of values that takes part in drag and drop with the other levels' lists."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDropIndicatorShown(True)
        self.setAlternatingRowColors(True)

    def values(self) -> list[str]:
        return [self.item(row).data(VALUE) for row in range(self.count())]


class LevelPanel(QGroupBox):
    """One level (or, with ``level`` 0, the values without a level): α, the value list and its buttons."""

    move_requested = Signal(object, int)   # (panel, target level; 0 = without a level)
    remove_requested = Signal(object)

    def __init__(self, editor: "LevelsEditor", level: int, alpha: float = 1.0) -> None:
        super().__init__()
        self.editor = editor
        self.level = level
        self.setFixedWidth(PANEL_WIDTH)
        self.list = ValueList()
        self.alpha = QDoubleSpinBox()
        self.alpha.setRange(0.01, 1.0)
        self.alpha.setDecimals(3)
        self.alpha.setSingleStep(0.05)
        self.alpha.setValue(alpha)
        self.alpha.setToolTip(self.tr("The most this level's values may make up of any equivalence class."))
        self.up = QToolButton()
        self.up.setArrowType(Qt.ArrowType.UpArrow)
        self.up.setToolTip(self.tr("Move the selected value up"))
        self.up.clicked.connect(lambda: self.shift(-1))
        self.down = QToolButton()
        self.down.setArrowType(Qt.ArrowType.DownArrow)
        self.down.setToolTip(self.tr("Move the selected value down"))
        self.down.clicked.connect(lambda: self.shift(1))
        self.move_button = QPushButton(self.tr("Move to…"))
        self.move_button.setToolTip(self.tr("Move the selected values to another level"))
        self.move_menu = QMenu(self.move_button)
        self.move_menu.aboutToShow.connect(self._fill_move_menu)
        self.move_button.setMenu(self.move_menu)
        self.remove_button = QPushButton(self.tr("Remove level"))
        self.remove_button.setFlat(True)
        self.remove_button.setToolTip(self.tr("Remove this level; its values go to 'Without a level'"))
        self.remove_button.clicked.connect(lambda: self.remove_requested.emit(self))

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        self.alpha_row = QWidget()
        alpha_layout = QHBoxLayout(self.alpha_row)
        alpha_layout.setContentsMargins(0, 0, 0, 0)
        alpha_label = QLabel(self.tr("α (max share)"))
        alpha_label.setBuddy(self.alpha)
        alpha_layout.addWidget(alpha_label)
        alpha_layout.addWidget(self.alpha, 1)
        layout.addWidget(self.alpha_row)
        layout.addWidget(self.list, 1)
        buttons = QHBoxLayout()
        buttons.setSpacing(4)
        buttons.addWidget(self.up)
        buttons.addWidget(self.down)
        buttons.addWidget(self.move_button, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.remove_button, 0, Qt.AlignmentFlag.AlignRight)
        if level == 0:
            self.alpha_row.hide()
            self.remove_button.hide()
            note = QLabel(self.tr("Drag values from here into a level."))
            note.setWordWrap(True)
            note.setStyleSheet("color: #555;")
            layout.insertWidget(0, note)
        self.renumber(level, 1)

    def renumber(self, level: int, count: int) -> None:
        self.level = level
        if level == 0:
            self.setTitle(self.tr("Without a level"))
        elif level == 1:
            self.setTitle(self.tr("Level 1 — most sensitive"))
        elif level == count:
            self.setTitle(self.tr("Level {level} — least sensitive").format(level=level))
        else:
            self.setTitle(self.tr("Level {level}").format(level=level))
        self.alpha.setAccessibleName(self.tr("α of level {level}").format(level=level))
        self.list.setAccessibleName(self.title())

    def add_value(self, value: str, known: bool = True) -> QListWidgetItem:
        item = QListWidgetItem(value if value.strip() else self.tr("(empty: missing values)"))
        item.setData(VALUE, value)
        if not known:
            font = QFont(item.font())
            font.setItalic(True)
            item.setFont(font)
            item.setForeground(QBrush(QColor("#777")))
            item.setToolTip(self.tr("Not a value of the column"))
        self.list.addItem(item)
        return item

    def shift(self, step: int) -> None:
        """Move the current value one place up (-1) or down (+1) inside the level."""
        row = self.list.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.list.count():
            return
        item = self.list.takeItem(row)
        self.list.insertItem(target, item)
        self.list.setCurrentRow(target)

    def _fill_move_menu(self) -> None:
        self.move_menu.clear()
        for panel in self.editor.panels:
            if panel is self:
                continue
            action = QAction(panel.title(), self.move_menu)
            action.triggered.connect(lambda checked=False, level=panel.level: self.move_requested.emit(self, level))
            self.move_menu.addAction(action)


class LevelsEditor(TableFileActions, QDialog):
    """Edit the sensitivity levels of ``column``. Test hooks: :meth:`move_value`, :meth:`set_alpha`,
    :meth:`shift_value`, :meth:`add_level`, :meth:`remove_level`, :meth:`levels` (with :attr:`error`),
    :meth:`import_csv`, :meth:`export_csv`."""

    def __init__(self, session, column: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session, self.column_name = session, column
        self.column = session.dataset.column(column)
        self.values: list[str] = [str(v) for v in self.column.values if v is not None]
        self.original: SensitivityLevels | None = session.project.sensitivity_levels.get(column)
        self.error = ""
        self._levels: SensitivityLevels | None = None
        self.panels: list[LevelPanel] = []
        self.setWindowTitle(self.tr("Sensitivity levels of '{column}'").format(column=column))
        self.resize(1200, 640)

        self._validate_timer = QTimer(self)
        self._validate_timer.setSingleShot(True)
        self._validate_timer.setInterval(0)
        self._validate_timer.timeout.connect(self._validate)

        heading = QLabel(self.tr("<b>{column}</b> — {count} distinct values").format(
            column=column, count=f"{len(self.values):,}"))
        intro = QLabel(self.tr("Put each value into a level: level 1 holds the most sensitive values. α bounds the "
                               "share that a level's values may have in any equivalence class. Drag values between "
                               "levels, or select them and use Move to…; the order inside a level breaks ties."))
        intro.setWordWrap(True)
        intro.setStyleSheet("color: #555;")

        self.add_button = QPushButton(self.tr("Add level"))
        self.add_button.clicked.connect(lambda: self.add_level())
        self.import_button = QPushButton(self.tr("Import CSV…"))
        self.import_button.clicked.connect(self._choose_import)
        self.export_button = QPushButton(self.tr("Export CSV…"))
        self.export_button.clicked.connect(self._choose_export)
        tools = QHBoxLayout()
        tools.addWidget(self.add_button)
        tools.addStretch(1)
        tools.addWidget(self.import_button)
        tools.addWidget(self.export_button)

        self.strip = QWidget()
        self.strip_layout = QHBoxLayout(self.strip)
        self.strip_layout.setContentsMargins(0, 0, 0, 0)
        self.strip_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.strip)
        scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll = scroll

        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)

        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(intro)
        layout.addLayout(tools)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)

        if self.original is not None:
            self._load(self.original)
        else:
            self._load(None)

    # ---------------------------------------------------------------- panels
    @property
    def pool(self) -> LevelPanel:
        """The values without a level."""
        return self.panels[0]

    @property
    def level_panels(self) -> list[LevelPanel]:
        return self.panels[1:]

    def _new_panel(self, level: int, alpha: float = 1.0) -> LevelPanel:
        panel = LevelPanel(self, level, alpha)
        panel.move_requested.connect(lambda source, target: self._move_selected(source, target))
        panel.remove_requested.connect(lambda p: self.remove_level(p.level))
        panel.alpha.valueChanged.connect(self._schedule)
        model = panel.list.model()
        model.rowsInserted.connect(self._schedule)
        model.rowsRemoved.connect(self._schedule)
        model.rowsMoved.connect(self._schedule)
        self.strip_layout.insertWidget(self.strip_layout.count() - 1, panel)
        self.panels.append(panel)
        return panel

    def _clear(self) -> None:
        for panel in self.panels:
            self.strip_layout.removeWidget(panel)
            panel.deleteLater()
        self.panels = []

    def _load(self, levels: SensitivityLevels | None) -> None:
        """Show a level table; column values it lacks start without a level. None: one level with every value."""
        self._clear()
        self._new_panel(0)
        known = set(self.values)
        if levels is None:
            panel = self._new_panel(1, 1.0)
            for value in self.values:
                panel.add_value(value)
        else:
            for number, (values, alpha) in enumerate(zip(levels.levels, levels.alphas), start=1):
                panel = self._new_panel(number, alpha)
                for value in values:
                    panel.add_value(value, value in known)
            listed = set(levels.values)
            for value in self.values:
                if value not in listed:
                    self.pool.add_value(value)
        self._renumber()
        self._validate()

    def _renumber(self) -> None:
        count = len(self.level_panels)
        for number, panel in enumerate(self.panels):
            panel.renumber(number, count)
            panel.remove_button.setEnabled(number > 0 and count > 1)

    def add_level(self, alpha: float = 1.0) -> LevelPanel:
        """A new, empty, least sensitive level."""
        panel = self._new_panel(len(self.panels), alpha)
        self._renumber()
        self._validate()
        QTimer.singleShot(0, lambda: self.scroll.ensureWidgetVisible(panel))
        return panel

    def remove_level(self, level: int) -> None:
        """Remove level ``level`` (1..c); its values go to 'Without a level'."""
        if not 1 <= level < len(self.panels) or len(self.level_panels) == 1:
            return
        panel = self.panels.pop(level)
        for value in panel.list.values():
            self.pool.add_value(value, value in set(self.values))
        self.strip_layout.removeWidget(panel)
        panel.deleteLater()
        self._renumber()
        self._validate()

    # ---------------------------------------------------------------- moving values
    def _panel(self, level: int) -> LevelPanel:
        if not 0 <= level < len(self.panels):
            raise ValueError(f"level {level} does not exist; levels run 1 to {len(self.level_panels)}")
        return self.panels[level]

    def move_value(self, value: str, level: int) -> None:
        """Move ``value`` to the end of ``level`` (1..c; 0 = without a level)."""
        target = self._panel(level)
        for panel in self.panels:
            for row in range(panel.list.count()):
                if panel.list.item(row).data(VALUE) == value:
                    if panel is target:
                        return
                    target.list.addItem(panel.list.takeItem(row))
                    self._validate()
                    return
        raise ValueError(f"no value {value!r} in the table")

    def _move_selected(self, source: LevelPanel, level: int) -> None:
        target = self._panel(level)
        rows = sorted(source.list.row(item) for item in source.list.selectedItems())
        if not rows and source.list.currentRow() >= 0:
            rows = [source.list.currentRow()]
        items = [source.list.takeItem(row) for row in reversed(rows)][::-1]
        for item in items:
            target.list.addItem(item)
        self._validate()

    def shift_value(self, value: str, step: int) -> None:
        """Move ``value`` up (-1) or down (+1) inside its level."""
        for panel in self.panels:
            for row in range(panel.list.count()):
                if panel.list.item(row).data(VALUE) == value:
                    panel.list.setCurrentRow(row)
                    panel.shift(step)
                    return
        raise ValueError(f"no value {value!r} in the table")

    def set_alpha(self, level: int, alpha: float) -> None:
        self._panel(level).alpha.setValue(alpha)
        self._validate()

    # ---------------------------------------------------------------- validation
    def _schedule(self, *_: Any) -> None:
        self._validate_timer.start()

    def _validate(self) -> None:
        """Check the table as it stands; every problem is listed, each on its own line."""
        self._validate_timer.stop()
        self._levels = None
        problems = []
        unplaced = self.pool.list.values() if self.panels else []
        if unplaced:
            problems.append(self.tr("{count} value(s) have no level yet: {values}. Move each into a level.").format(
                count=len(unplaced), values=name_values(unplaced)))
        levels = [panel.list.values() for panel in self.level_panels]
        alphas = [panel.alpha.value() for panel in self.level_panels]
        try:
            table = SensitivityLevels(levels, alphas, attribute=self.column_name)
        except InputError as error:
            problems.append(str(error))
        if problems:
            self._show_error("\n".join(problems))
            return
        self._levels = table
        self.error = ""
        try:
            table.level_of(self.column, self.session.dataset.source.missing_tokens)
        except InputError as error:  # e.g. the column's missing values have no level
            self.message.setStyleSheet(WARNING_STYLE)
            self.message.setText(str(error))
        else:
            self.message.setStyleSheet(OK_STYLE)
            self.message.setText(self.tr("Valid: {levels} levels, every value of the column has one.").format(
                levels=table.count))
        self.ok_button.setEnabled(True)
        self.export_button.setEnabled(True)

    def _show_error(self, text: str) -> None:
        self.error = text
        self.message.setStyleSheet(ERROR_STYLE)
        self.message.setText(text)
        self.ok_button.setEnabled(False)
        self.export_button.setEnabled(False)

    def levels(self) -> SensitivityLevels | None:
        """The level table as it stands, or None when it is not valid (then :attr:`error` says why)."""
        if self._validate_timer.isActive():
            self._validate()
        return self._levels

    # ---------------------------------------------------------------- files
    def import_csv(self, path: str | Path) -> bool:
        try:
            table = SensitivityLevels.read_csv(path, attribute=self.column_name)
        except InputError as error:
            self.error = self.tr("Cannot import the level table: {reason}").format(reason=str(error))
            self.message.setStyleSheet(ERROR_STYLE)
            self.message.setText(self.error)
            return False
        self._load(table)
        return True

    def current_table(self):
        return self.levels()

    def file_texts(self) -> tuple[str, str, str, str, str]:
        return (self.tr("Sensitivity levels (*.csv *.txt);;All files (*)"), "levels", self.tr("the level table"),
                self.tr("Import sensitivity levels"), self.tr("Export sensitivity levels"))

    # ---------------------------------------------------------------- result
    def accept(self) -> None:
        table = self.levels()
        if table is None:
            return
        if self.original is None or table != self.original:
            self.session.set_levels(self.column_name, table)
        super().accept()
