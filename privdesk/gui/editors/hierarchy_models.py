"""The hierarchy editor's two views of a hierarchy: an editable table (a row per value, a column per level) and a
tree with the most general level at the root."""

from __future__ import annotations

from typing import Any

import numpy as np
from PySide6.QtCore import QAbstractItemModel, QAbstractTableModel, QModelIndex, QObject, Qt, Signal
from PySide6.QtGui import QBrush, QColor

from privdesk.engine.attributes.hierarchy import Hierarchy

LEVEL0_BRUSH = QBrush(QColor("#f1f1f1"))


class HierarchyTableModel(QAbstractTableModel):
    """The hierarchy as an editable table: one row per value, one column per level; level 0 (the data's own value)
    is read-only. ``edited`` fires after a cell was changed by hand."""

    edited = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[list[str]] = []
        self.headers: list[str] = []

    def set_rows(self, rows: list[list[str]], headers: list[str]) -> None:
        self.beginResetModel()
        self.rows, self.headers = rows, headers
        self.endResetModel()

    def set_headers(self, headers: list[str]) -> None:
        self.headers = headers
        if headers:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(headers) - 1)

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() or not self.rows else len(self.rows[0])

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return self.rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.BackgroundRole and index.column() == 0:
            return LEVEL0_BRUSH
        return None

    def flags(self, index: QModelIndex) -> Qt.ItemFlag:
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.isValid() and index.column() > 0:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def setData(self, index: QModelIndex, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        if not index.isValid() or index.column() == 0 or role != Qt.ItemDataRole.EditRole:
            return False
        text = "" if value is None else str(value)
        if self.rows[index.row()][index.column()] == text:
            return False
        self.rows[index.row()][index.column()] = text
        self.dataChanged.emit(index, index)
        self.edited.emit()
        return True

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 - Qt's name
                   role: int = Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self.headers[section] if section < len(self.headers) else None
        return str(section + 1)


class HierarchyTreeModel(QAbstractItemModel):
    """The hierarchy as a tree: the most general labels at the root, each label's children are the labels of the
    level below that generalize to it, down to the original values. Column 1 counts the values under a label."""

    def __init__(self, headers: list[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.headers = headers
        self.hierarchy: Hierarchy | None = None

    def set_hierarchy(self, hierarchy: Hierarchy | None) -> None:
        self.beginResetModel()
        self.hierarchy = hierarchy
        if hierarchy is not None:
            matrix = hierarchy.matrix
            levels = hierarchy.levels
            self.top = levels - 1
            # children[L][code at L] = codes at L-1 below it (table order); parent_of[L] / row_of[L]: where a code of
            # level L hangs (parent code at L+1, row among that parent's children)
            self.children: list[dict[int, list[int]]] = [{} for _ in range(levels)]
            self.parent_of: list[list[int]] = [[] for _ in range(levels)]
            self.row_of: list[list[int]] = [[] for _ in range(levels)]
            for level in range(levels - 1):
                _, first_row = np.unique(matrix[level], return_index=True)
                parents = matrix[level + 1][first_row].tolist()
                self.parent_of[level] = parents
                rows = []
                for child, parent in enumerate(parents):
                    siblings = self.children[level + 1].setdefault(parent, [])
                    rows.append(len(siblings))
                    siblings.append(child)
                self.row_of[level] = rows
            self.counts = [np.bincount(matrix[level], minlength=len(hierarchy.labels[level])).tolist()
                           for level in range(levels)]
        self.endResetModel()

    @staticmethod
    def _decode(index: QModelIndex) -> tuple[int, int]:
        key = index.internalId()
        return key >> 32, key & 0xFFFFFFFF

    def index(self, row: int, column: int, parent: QModelIndex = QModelIndex()) -> QModelIndex:
        if self.hierarchy is None or not self.hasIndex(row, column, parent):
            return QModelIndex()
        if not parent.isValid():
            level, code = self.top, row
        else:
            parent_level, parent_code = self._decode(parent)
            level, code = parent_level - 1, self.children[parent_level][parent_code][row]
        return self.createIndex(row, column, (level << 32) | code)

    def parent(self, index: QModelIndex | None = None):  # noqa: A003 - Qt's name
        if index is None:
            return QObject.parent(self)
        if self.hierarchy is None or not index.isValid():
            return QModelIndex()
        level, code = self._decode(index)
        if level == self.top:
            return QModelIndex()
        parent_level, parent_code = level + 1, self.parent_of[level][code]
        row = parent_code if parent_level == self.top else self.row_of[parent_level][parent_code]
        return self.createIndex(row, 0, (parent_level << 32) | parent_code)

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        if self.hierarchy is None or parent.column() > 0:
            return 0
        if not parent.isValid():
            return len(self.hierarchy.labels[self.top])
        level, code = self._decode(parent)
        return 0 if level == 0 else len(self.children[level].get(code, ()))

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 2

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if self.hierarchy is None or not index.isValid():
            return None
        level, code = self._decode(index)
        if role == Qt.ItemDataRole.DisplayRole:
            if index.column() == 0:
                return str(self.hierarchy.labels[level][code])
            return f"{self.counts[level][code]:,}" if level > 0 else ""
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == 1:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 - Qt's name
                   role: int = Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers[section]
        return None
