"""Step 1, Data: the table as read, with how it was read (encoding, delimiter, sheet) and overrides."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from privdesk.app.projects.project import Role
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.types import ColumnType
from privdesk.gui.import_dialog import DELIMITERS, ENCODINGS, describe_reading
from privdesk.gui.names import role_name, type_name
from privdesk.gui.table_model import DatasetModel


class DataPage(QWidget):
    def __init__(self, session, runner, parent=None) -> None:
        super().__init__(parent)
        self.session = session
        self.model = DatasetModel(parent=self, role_of=self._role_of)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().setDefaultSectionSize(130)
        self.table.verticalHeader().setDefaultSectionSize(22)
        self.summary = QLabel(self.tr("No table yet. Open one with File → Open table, drop a file here, or try "
                                      "File → Open sample."))
        self.summary.setWordWrap(True)

        self.encoding = QComboBox()
        self.encoding.addItems([self.tr("detect") if e == "" else e for e in ENCODINGS])
        self.delimiter = QComboBox()
        self.delimiter.addItems([self.tr("detect") if d == "" else d for d in DELIMITERS])
        self.sheet = QComboBox()
        self.reload = QPushButton(self.tr("Read again with these options"))
        self.reload.clicked.connect(self._reload)
        options = QGroupBox(self.tr("How the file is read"))
        form = QFormLayout(options)
        form.addRow(self.tr("Encoding"), self.encoding)
        form.addRow(self.tr("Delimiter"), self.delimiter)
        form.addRow(self.tr("Sheet"), self.sheet)
        form.addRow(self.reload)

        top = QHBoxLayout()
        top.addWidget(self.summary, 1)
        top.addWidget(options)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        header = self.table.horizontalHeader()
        header.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        header.customContextMenuRequested.connect(self._header_menu)
        session.data_changed.connect(self._show)
        session.project_changed.connect(self.model.refresh_headers)

    def header_menu(self, section: int) -> QMenu:
        """Role and type of the column under the mouse (also from the Attributes page)."""
        dataset = self.session.dataset
        name = dataset.columns[section].name
        menu = QMenu(self)
        roles = menu.addMenu(self.tr("Role of {column}").format(column=name))
        current = self._role_of(name)
        for role in Role:
            action = roles.addAction(role_name(role.value))
            action.setCheckable(True)
            action.setChecked(role.value == current)
            action.triggered.connect(lambda _=False, r=role: self.session.set_role(name, r))
        types = menu.addMenu(self.tr("Type of {column}").format(column=name))
        for kind in ColumnType:
            action = types.addAction(type_name(kind.value))
            action.setCheckable(True)
            action.setChecked(kind is dataset.columns[section].type)
            action.triggered.connect(lambda _=False, k=kind: self.session.set_type(name, k))
        return menu

    def _header_menu(self, position) -> None:
        if self.session.dataset is None:
            return
        section = self.table.horizontalHeader().logicalIndexAt(position)
        if section >= 0:
            self.header_menu(section).exec(self.table.horizontalHeader().mapToGlobal(position))

    def _role_of(self, name: str) -> str | None:
        project = self.session.project
        attribute = project.attributes.get(name) if project is not None else None
        return attribute.role.value if attribute is not None else None

    def _show(self) -> None:
        dataset = self.session.dataset
        self.model.set_dataset(dataset)
        if dataset is None:
            return
        source = dataset.source
        self.summary.setText(describe_reading(dataset) + " " + self.tr("Column headers are coloured by role."))
        self.sheet.clear()
        if source.kind in ("xlsx", "xls") and source.path:
            from privdesk.io.tables import sheet_names

            try:
                self.sheet.addItems(sheet_names(source.path))
                self.sheet.setCurrentText(source.sheet or "")
            except InputError:
                pass
        self.sheet.setEnabled(self.sheet.count() > 1)

    def _reload(self) -> None:
        dataset = self.session.dataset
        if dataset is None or not dataset.source.path:
            return
        options = {"missing_tokens": dataset.source.missing_tokens,
                   "encoding": ENCODINGS[self.encoding.currentIndex()] or None,
                   "delimiter": list(DELIMITERS.values())[self.delimiter.currentIndex()]}
        if self.sheet.isEnabled():
            options["sheet"] = self.sheet.currentText()
        window = self.window()
        window.open_file(Path(dataset.source.path), audit=self.session.audit_mode,
                         **{k: v for k, v in options.items() if v is not None})
