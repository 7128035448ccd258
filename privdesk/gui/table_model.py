"""A read-only Qt table model over a Dataset: cells are looked up from codes on demand, never copied."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt

from ..engine.dataset import Dataset


class DatasetModel(QAbstractTableModel):
    def __init__(self, dataset: Dataset | None = None, parent=None) -> None:
        super().__init__(parent)
        self._dataset = dataset

    def set_dataset(self, dataset: Dataset | None) -> None:
        self.beginResetModel()
        self._dataset = dataset
        self.endResetModel()

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if self._dataset is None or parent.isValid() else self._dataset.n_rows

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if self._dataset is None or parent.isValid() else len(self._dataset.columns)

    def data(self, index: QModelIndex, role: int = Qt.DisplayRole):
        if self._dataset is None or not index.isValid() or role != Qt.DisplayRole:
            return None
        column = self._dataset.columns[index.column()]
        value = column.values[column.codes[index.row()]]
        return "" if value is None else value

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.DisplayRole):  # noqa: N802
        if role != Qt.DisplayRole or self._dataset is None:
            return None
        if orientation == Qt.Horizontal:
            column = self._dataset.columns[section]
            return f"{column.name}\n{column.type.value}"
        return str(section + 1)
