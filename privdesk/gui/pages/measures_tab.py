"""The Analyze page's Measures tab: PL/DR/IR per attribute on the left, the figures of the whole release (risk,
classes, losses) on the right. Every figure comes from the run's record."""

from __future__ import annotations

from typing import Any, Mapping

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QLabel, QSplitter, QVBoxLayout, QWidget

from privdesk.gui.help_texts import Help, measure_help, risk_help, tooltip
from privdesk.gui.names import role_name
from privdesk.gui.pages.analyze_common import NONE, number_text, share_text, small_table, table_item
from privdesk.gui.splitters import remember_sizes


class MeasuresTab(QSplitter):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        # short headers, so that PL stays in view at 1024 pixels; the title and the tooltips name them
        self.attribute_table = small_table([self.tr("Attribute"), self.tr("Role"), self.tr("Level"), "DR", "IR",
                                            self.tr("PL = DR × IR")])
        for column, key in ((3, "DR"), (4, "IR"), (5, "PL")):
            self.attribute_table.horizontalHeaderItem(column).setToolTip(tooltip(measure_help(key)))
        self.figure_table = small_table([self.tr("Figure"), self.tr("Value")])
        # the value always in view; a long name is elided (its tooltip explains it)
        self.figure_table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.figure_table.horizontalHeader().setStretchLastSection(False)
        self.measures_note = QLabel()
        self.measures_note.setWordWrap(True)
        self.measures_note.setStyleSheet("color: #555;")
        left = QWidget()
        box = QVBoxLayout(left)
        box.setContentsMargins(0, 0, 0, 0)
        title = QLabel(self.tr("Per attribute: DR discrimination rate, IR information retained, PL privacy level "
                               "(0 = protected, 1 = exposed)"))
        title.setWordWrap(True)
        title.setStyleSheet("font-weight: bold;")
        box.addWidget(title)
        box.addWidget(self.attribute_table, 1)
        box.addWidget(self.measures_note)
        right = QWidget()
        box = QVBoxLayout(right)
        box.setContentsMargins(0, 0, 0, 0)
        title = QLabel(self.tr("The whole release"))
        title.setStyleSheet("font-weight: bold;")
        box.addWidget(title)
        box.addWidget(self.figure_table, 1)
        self.addWidget(left)
        self.addWidget(right)
        self.setSizes([560, 440])
        remember_sizes(self, "analyze/measures")

    def show_measures(self, record: Mapping[str, Any]) -> None:
        measures = record.get("measures")
        roles = record.get("roles") or {}
        attributes = record.get("attributes") or {}
        table = self.attribute_table
        table.setRowCount(0)
        if measures:
            rows = [(name, values) for name, values in (measures.get("attributes") or {}).items()]
            rows.append((self.tr("Overall"), measures.get("overall") or {}))
            table.setRowCount(len(rows))
            for r, (name, values) in enumerate(rows):
                level = (attributes.get(name) or {}).get("level")
                cells = [name, role_name(roles.get(name)),
                         NONE if level is None else str(level),
                         number_text(values.get("DR")), number_text(values.get("IR")), number_text(values.get("PL"))]
                for c, text in enumerate(cells):
                    item = table_item(text, align_right=c >= 2)
                    if r == len(rows) - 1:
                        font = item.font()
                        font.setBold(True)
                        item.setFont(font)
                    table.setItem(r, c, item)
            notes = measures.get("notes") or []
            self.measures_note.setText("\n".join(notes))
            self.measures_note.setVisible(bool(notes))
        else:
            self.measures_note.setText(self.tr("PL, DR and IR compare the release with its original, which an "
                                               "audit does not have."))
            self.measures_note.setVisible(True)

        risk = record.get("risk") or {}
        classes = record.get("classes") or {}
        rows: list[tuple[str, str, Help | None]] = []
        if measures:
            overall = measures.get("overall") or {}
            rows += [(self.tr("Privacy level PL (overall)"), number_text(overall.get("PL")), measure_help("PL")),
                     (self.tr("Entropy change EC (utility kept)"), number_text(measures.get("EC")), measure_help("EC"))]
        rows += [
            (self.tr("Highest re-identification risk"), number_text(risk.get("maximum")), risk_help("maximum")),
            (self.tr("Average re-identification risk"), number_text(risk.get("average")), risk_help("average")),
            (self.tr("Overall risk (with the environment)"), number_text(risk.get("overall")), risk_help("overall")),
            (self.tr("Risk threshold"), number_text(risk.get("threshold")), risk_help("threshold")),
            (self.tr("Records above the threshold"), share_text(risk.get("records_at_risk")),
             risk_help("records_at_risk")),
            (self.tr("Equivalence classes"), number_text(classes.get("count")), None),
            (self.tr("Smallest / largest class"), f"{number_text(classes.get('smallest'))} / "
                                                  f"{number_text(classes.get('largest'))}", None),
            (self.tr("Suppressed records"), number_text(classes.get("suppressed")), None),
        ]
        if measures:
            utility = measures.get("utility") or {}
            whd = utility.get("whd") or {}
            entropy = measures.get("entropy_utility") or {}
            rows += [
                (self.tr("Information loss (ARX loss, 0 … 1)"), number_text(utility.get("arx_loss")),
                 measure_help("loss")),
                (self.tr("Precision loss"), number_text(utility.get("precision")), measure_help("precision")),
                (self.tr("Weighted hierarchical distance WHD (total)"), number_text(whd.get("total")),
                 measure_help("whd")),
                (self.tr("WHD per record"), number_text(whd.get("mean")), measure_help("whd")),
                (self.tr("Discernibility"), number_text(utility.get("discernibility")), measure_help("discernibility")),
                (self.tr("Attribute entropy lost (bits)"), number_text(entropy.get("loss")), measure_help("entropy")),
            ]
        score = (record.get("result") or {}).get("score")
        if score is not None:
            rows.append((self.tr("Search score ({metric})").format(
                metric=(record.get("result") or {}).get("metric") or ""), number_text(score), None))
        table = self.figure_table
        table.setRowCount(len(rows))
        for r, (name, value, explanation) in enumerate(rows):
            for c, item in enumerate((table_item(name), table_item(value, align_right=True))):
                if explanation is not None:
                    item.setToolTip(tooltip(explanation))
                table.setItem(r, c, item)
