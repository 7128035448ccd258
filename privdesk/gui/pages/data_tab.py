"""The Analyze page's Data tab: the original and the released table side by side, scrolled and selected together
(row i of the release is row i of the original)."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QLabel, QSplitter, QTableView, QVBoxLayout, QWidget

from privdesk.engine.core.dataset import Dataset
from privdesk.gui.pages.analyze_common import number_text
from privdesk.gui.session import RunResult
from privdesk.gui.splitters import remember_sizes
from privdesk.gui.table_model import DatasetModel


class DataTab(QSplitter):
    def __init__(self, role_of: Callable[[str], str | None], parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.original_model = DatasetModel(parent=self, role_of=role_of)
        self.released_model = DatasetModel(parent=self, role_of=role_of)
        self.original_view, self.released_view = QTableView(), QTableView()
        self.original_title, self.released_title = QLabel(), QLabel()
        for view, model, title in ((self.original_view, self.original_model, self.original_title),
                                   (self.released_view, self.released_model, self.released_title)):
            view.setModel(model)
            view.horizontalHeader().setDefaultSectionSize(110)
            view.verticalHeader().setDefaultSectionSize(22)
            view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
            half = QWidget()
            box = QVBoxLayout(half)
            box.setContentsMargins(0, 0, 0, 0)
            title.setStyleSheet("font-weight: bold;")
            title.setWordWrap(True)
            box.addWidget(title)
            box.addWidget(view, 1)
            self.addWidget(half)
        remember_sizes(self, "analyze/data")
        left, right = self.original_view.verticalScrollBar(), self.released_view.verticalScrollBar()
        left.valueChanged.connect(right.setValue)
        right.valueChanged.connect(left.setValue)
        self.original_view.selectionModel().currentRowChanged.connect(
            lambda current, _: self._follow(self.released_view, current.row()))
        self.released_view.selectionModel().currentRowChanged.connect(
            lambda current, _: self._follow(self.original_view, current.row()))

    @staticmethod
    def _follow(view: QTableView, row: int) -> None:
        if row >= 0 and view.currentIndex().row() != row and row < view.model().rowCount():
            view.selectRow(row)

    def refresh_headers(self) -> None:
        self.original_model.refresh_headers()
        self.released_model.refresh_headers()

    def clear(self) -> None:
        self.original_model.set_dataset(None)
        self.released_model.set_dataset(None)

    def show_tables(self, result: RunResult, original: Dataset | None, audit: bool) -> None:
        """The release of ``result`` beside ``original`` (in an audit: the table as opened, beside the original
        table if one was given)."""
        released = result.anonymization.released
        self.original_model.set_dataset(original)
        self.released_model.set_dataset(released)
        self.widget(0).setVisible(original is not None)
        if original is not None:
            self.original_title.setText(self.tr("Original: {rows} rows, {columns} columns").format(
                rows=number_text(original.n_rows), columns=len(original.columns)))
        title = self.tr("Table as opened (the release): {rows} rows") if audit else \
            self.tr("Released: {rows} rows, {suppressed} suppressed (every quasi-identifier *)")
        self.released_title.setText(title.format(rows=number_text(released.n_rows),
                                                 suppressed=number_text(result.anonymization.suppressed_count)))
