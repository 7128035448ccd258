"""A read-only Qt table model over a Dataset: cells are looked up from codes on demand, never copied, so a
million-row table opens instantly and scrolls smoothly."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtGui import QBrush, QColor

from privdesk.engine.core.dataset import Dataset
from privdesk.gui.names import role_name, type_name

# ARX's colours for attribute roles (identifying red, quasi-identifying yellow, sensitive purple, insensitive green)
ROLE_COLOURS = {"identifier": "#f4a6a6", "quasi-identifier": "#f7e08a", "sensitive": "#c9b3e6",
                "insensitive": "#b9e0b0", "person": "#a6c8f4", "free-text": "#f6c39a"}
INVALID = QColor("#ffd6d6")


class DatasetModel(QAbstractTableModel):
    def __init__(self, dataset: Dataset | None = None, parent=None,
                 role_of: Callable[[str], str | None] | None = None) -> None:
        super().__init__(parent)
        self._dataset = dataset
        self._role_of = role_of or (lambda name: None)

    def set_dataset(self, dataset: Dataset | None) -> None:
        self.beginResetModel()
        self._dataset = dataset
        self.endResetModel()

    def refresh_headers(self) -> None:
        if self._dataset is not None and self._dataset.columns:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self._dataset.columns) - 1)

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if self._dataset is None or parent.isValid() else self._dataset.n_rows

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if self._dataset is None or parent.isValid() else len(self._dataset.columns)

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if self._dataset is None or not index.isValid():
            return None
        column = self._dataset.columns[index.column()]
        code = column.codes[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            value = column.values[code]
            return "" if value is None else value
        if role == Qt.ItemDataRole.BackgroundRole and column.n_valid <= code < column.distinct_count:
            return QBrush(INVALID)  # a value that does not parse under the column's type
        if role == Qt.ItemDataRole.TextAlignmentRole and column.type.value in ("integer", "decimal"):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 - Qt's name
                   role: int = Qt.ItemDataRole.DisplayRole):
        if self._dataset is None:
            return None
        if orientation == Qt.Orientation.Vertical:
            return str(section + 1) if role == Qt.ItemDataRole.DisplayRole else None
        column = self._dataset.columns[section]
        if role == Qt.ItemDataRole.DisplayRole:
            kind = type_name(column.type.value)
            if column.missing_count:
                return self.tr("{name}\n{kind}, {missing} missing").format(
                    name=column.name, kind=kind, missing=f"{column.missing_count:,}")
            return f"{column.name}\n{kind}"
        if role == Qt.ItemDataRole.BackgroundRole:
            colour = ROLE_COLOURS.get(self._role_of(column.name) or "")
            return QBrush(QColor(colour)) if colour else None
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tr("{name}: {role}, {kind}, {distinct} distinct, {missing} missing, {failing} not "
                           "{kind}").format(name=column.name, role=role_name(self._role_of(column.name)) or "-",
                                            kind=type_name(column.type.value),
                                            distinct=f"{column.distinct_count:,}",
                                            missing=f"{column.missing_count:,}",
                                            failing=f"{column.invalid_count:,}")
        return None
