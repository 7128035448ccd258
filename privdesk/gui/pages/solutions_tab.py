"""The Analyze page's Solutions tab: the minimal solutions the optimal search found (its frontier), the one in use
marked. Choosing another one asks the page (signal ``chosen``) to anonymize again fixed to that node."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from privdesk.gui.pages.analyze_common import NONE, number_text, table_item
from privdesk.gui.session import RunResult


class SolutionsTab(QWidget):
    chosen = Signal(int)
    """The user asks for frontier row ``row`` (double click or the button)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.frontier: list[dict[str, Any]] = []
        self.current: dict[str, int] | None = None   # the transformation in use
        self.frontier_note = QLabel()
        self.frontier_note.setWordWrap(True)
        self.frontier_table = QTableWidget(0, 0)
        self.frontier_table.verticalHeader().setVisible(False)
        self.frontier_table.verticalHeader().setDefaultSectionSize(22)
        self.frontier_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.frontier_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.frontier_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.frontier_table.setAlternatingRowColors(True)
        self.frontier_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.frontier_table.horizontalHeader().setMinimumSectionSize(70)
        self.frontier_table.itemSelectionChanged.connect(self.update_button)
        self.frontier_table.cellDoubleClicked.connect(lambda row, _: self.chosen.emit(row))
        self.use_button = QPushButton(self.tr("Use the selected solution"))
        self.use_button.clicked.connect(lambda: self.chosen.emit(self.frontier_table.currentRow()))
        self.solution_status = QLabel()
        self.solution_status.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.use_button)
        buttons.addWidget(self.solution_status, 1)
        box = QVBoxLayout(self)
        box.addWidget(self.frontier_note)
        box.addWidget(self.frontier_table, 1)
        box.addLayout(buttons)

    def clear(self) -> None:
        self.frontier, self.current = [], None
        self.update_button()

    def current_row(self) -> int:
        """The frontier row in use, or -1."""
        return next((r for r, entry in enumerate(self.frontier)
                     if self.current is not None and dict(entry["transformation"]) == self.current), -1)

    def update_button(self) -> None:
        row = self.frontier_table.currentRow()
        # a recomputation replaces a running job, so the button stays enabled while one runs
        self.use_button.setEnabled(0 <= row < len(self.frontier) and row != self.current_row())

    def show_frontier(self, result: RunResult, audit: bool) -> None:
        self.frontier = [dict(entry) for entry in (result.anonymization.details.get("frontier") or [])]
        table = self.frontier_table
        table.clear()
        current = result.anonymization.transformation
        self.current = dict(current) if current is not None else None
        if not self.frontier:
            table.setRowCount(0)
            table.setColumnCount(0)
            self.frontier_note.setText(
                self.tr("An audit has no solutions to choose from.") if audit else
                self.tr("Only the optimal search (step 3) lists alternative solutions."))
            return
        self.frontier_note.setText(self.tr(
            "The optimal search found these minimal solutions (generalization level per quasi-identifier; 0 = as "
            "is). A lower score loses less information. Choose another one to anonymize with exactly those levels "
            "— the verdict, measures and charts follow."))
        qis = list(self.frontier[0]["transformation"])
        metric = (result.record or {}).get("result", {}).get("metric") or ""
        headers = [self.tr("In use")] + qis + [self.tr("Score ({metric})").format(metric=metric) if metric else
                                               self.tr("Score"), self.tr("Suppressed records")]
        table.setColumnCount(len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.setRowCount(len(self.frontier))
        for r, entry in enumerate(self.frontier):
            in_use = current is not None and dict(entry["transformation"]) == dict(current)
            cells = [self.tr("✔ in use") if in_use else ""]
            cells += [str(entry["transformation"].get(q, NONE)) for q in qis]
            cells += [number_text(entry.get("score")), number_text(entry.get("suppressed"))]
            for c, text in enumerate(cells):
                item = table_item(text, align_right=c > 0)
                if in_use:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                table.setItem(r, c, item)
            if in_use:
                table.selectRow(r)
