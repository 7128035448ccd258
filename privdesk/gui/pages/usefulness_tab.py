"""The Analyze page's Usefulness tab: summary statistics before and after, a contingency table's change per cell
and the classifiers against ZeroR. It shows the figures of the run's record at once (app/record/report_record.py puts
them there) and recomputes in the worker — with progress and Cancel — for the target and pair the user picks.
Every figure comes from app/usefulness.py; the charts are the report's (report/charts/usefulness.py)."""

from __future__ import annotations

from typing import Any, Mapping

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLabel, QPushButton, QSplitter, QVBoxLayout, QWidget

from privdesk.app.usefulness import UsefulnessSettings, analyse_usefulness, usefulness_json
from privdesk.engine.usefulness.summary import date_text, days_text, suppressed_note
from privdesk.gui.dialogs import start_job
from privdesk.gui.pages.analyze_common import ChartView, number_text, small_table, table_item
from privdesk.gui.splitters import remember_sizes
from privdesk.report.charts import usefulness as usefulness_charts

NO_TARGET = ""


class UsefulnessTab(QWidget):
    def __init__(self, session, runner, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session, self.runner = session, runner
        self.document: dict[str, Any] | None = None
        self.target = QComboBox()
        self.target.setToolTip(self.tr("The column the classifiers predict from every other column."))
        self.row_choice, self.column_choice = QComboBox(), QComboBox()
        self.include_suppressed = QCheckBox(self.tr("Suppressed cells stand for every value"))
        self.include_suppressed.setToolTip(self.tr("Off: the cells of the records the release suppressed are left "
                                                   "out of the statistics. On: each stands for every value of its "
                                                   "column. A * that generalizes a value to the top always stands "
                                                   "for every value."))
        self.run_button = QPushButton(self.tr("Analyse"))
        self.run_button.clicked.connect(self.run)
        for combo in (self.target, self.row_choice, self.column_choice):  # long names must not widen the page
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(6)
        controls = QHBoxLayout()
        for label, widget in ((self.tr("Predict"), self.target), (self.tr("Table of"), self.row_choice),
                              (self.tr("and"), self.column_choice)):
            controls.addWidget(QLabel(label))
            controls.addWidget(widget)
        controls.addWidget(self.run_button)
        controls.addStretch(1)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        bold = self.verdict.font()
        bold.setBold(True)
        self.verdict.setFont(bold)
        self.suppressed_note = QLabel()
        self.suppressed_note.setWordWrap(True)
        self.statistics = small_table([self.tr("Attribute"), self.tr("Distinct before → after"),
                                        self.tr("Suppressed"), self.tr("Mean before"), self.tr("Mean after"),
                                        self.tr("Mean range after"), self.tr("SD before"), self.tr("SD after"),
                                        self.tr("Mode before"), self.tr("Mode after"), self.tr("TVD"),
                                        self.tr("KL")])
        self.heatmap = ChartView(self.tr("Choose two attributes for a contingency table."))
        self.bars = ChartView(self.tr("Choose a target to compare classifiers."))
        charts = QSplitter(Qt.Orientation.Horizontal)
        charts.addWidget(self.heatmap)
        charts.addWidget(self.bars)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.statistics)
        split.addWidget(charts)
        split.setStretchFactor(1, 2)
        remember_sizes(charts, "usefulness/charts")
        remember_sizes(split, "usefulness/tables")
        box = QVBoxLayout(self)
        box.addLayout(controls)
        box.addWidget(self.include_suppressed)
        box.addWidget(self.verdict)
        box.addWidget(self.status)
        box.addWidget(self.suppressed_note)
        box.addWidget(split, 1)
        session.result_changed.connect(self.refresh)
        runner.running_changed.connect(lambda *_: self.run_button.setEnabled(not runner.running))
        self.refresh()

    # ------------------------------------------------------------------ data
    def _tables(self):
        """(original, released) of the current result, or None when there is no original to compare with."""
        result = self.session.result
        if result is None:
            return None
        original = self.session.audit_original if self.session.audit_mode else self.session.dataset
        if original is None:
            return None
        return original, result.anonymization.released

    def refresh(self) -> None:
        tables = self._tables()
        names = [] if tables is None else [n for n in tables[0].names if n in tables[1].names]
        record = self.session.result.record if self.session.result is not None else None
        shown = (record or {}).get("usefulness")
        for combo, default in ((self.target, (shown or {}).get("classification", [{}])[0].get("target")
                                if (shown or {}).get("classification") else None),
                               (self.row_choice, ((shown or {}).get("contingency") or {}).get("row")),
                               (self.column_choice, ((shown or {}).get("contingency") or {}).get("column"))):
            combo.blockSignals(True)
            combo.clear()
            if combo is self.target:
                combo.addItem(self.tr("(nothing)"), NO_TARGET)
            for name in names:
                combo.addItem(name, name)
            if default in names:
                combo.setCurrentIndex(combo.findData(default))
            combo.blockSignals(False)
        if self.column_choice.currentIndex() == 0 and len(names) > 1 and not shown:
            self.column_choice.setCurrentIndex(1)
        self.run_button.setEnabled(tables is not None and not self.runner.running)
        self.status.setText("" if tables is not None else
                            self.tr("The usefulness analysis needs the original table next to the release."))
        self.show_document(shown)

    def run(self) -> bool:
        tables = self._tables()
        if tables is None:
            return False
        original, released = tables
        record = self.session.result.record or {}
        data = record.get("data", {})
        target = self.target.currentData() or None
        settings = UsefulnessSettings(target=target, pair=(self.row_choice.currentData(),
                                                           self.column_choice.currentData()),
                                      include_suppressed=self.include_suppressed.isChecked(),
                                      qis=data.get("quasi_identifiers", []),
                                      hierarchies=dict(self.session.settings().hierarchies))

        def job(progress):
            return usefulness_json(analyse_usefulness(original, released, settings, progress))

        def failed(error: str) -> None:
            self.status.setText(self.tr("Stopped: {reason}").format(reason=error.split("\n\n")[0]))

        if not start_job(self.runner, job, self.show_document, failed,
                         lambda: self.status.setText(self.tr("Cancelled."))):
            self.status.setText(self.tr("Another job is running; wait for it to finish."))
            return False
        self.status.setText(self.tr("Analysing the release's usefulness…"))
        return True

    # ------------------------------------------------------------------ showing
    def show_document(self, document: Mapping[str, Any] | None) -> None:
        self.document = dict(document) if document else None
        if document and self.status.text() == self.tr("Analysing the release's usefulness…"):
            self.status.setText("")
        self.verdict.setText((document or {}).get("verdict", ""))
        self.verdict.setVisible(bool((document or {}).get("verdict")))
        self.suppressed_note.setText(suppressed_note(document) if document and "suppressed_records" in document
                                     else "")
        self.suppressed_note.setVisible(bool(self.suppressed_note.text()))
        statistics = (document or {}).get("statistics") or []
        self.statistics.setRowCount(len(statistics))
        for row, s in enumerate(statistics):
            before, after = s["before"], s["after"]

            def where(value):
                return (date_text(value) or "—") if s["type"] == "date" else number_text(value)

            def spread(value):  # a date's standard deviation is a number of days
                return (days_text(value) or "—") if s["type"] == "date" else number_text(value)

            mean_range = "—" if after.get("mean_low") is None else \
                f"{where(after['mean_low'])} … {where(after['mean_high'])}"
            cells = [s["name"], f"{before['distinct']} → {after['distinct']}", number_text(after["suppressed"]),
                     where(before.get("mean")), where(after.get("mean")), mean_range, spread(before.get("std")),
                     spread(after.get("std")), str(before.get("mode") or "—"), str(after.get("mode") or "—"),
                     number_text(s.get("tvd")), number_text(s.get("kl"))]
            for column, text in enumerate(cells):
                self.statistics.setItem(row, column, table_item(text, align_right=column not in (0, 8, 9)))
        table = (document or {}).get("contingency")
        self.heatmap.set_figure(usefulness_charts.contingency_heatmap(table) if table else None)
        classification = (document or {}).get("classification")
        self.bars.set_figure(usefulness_charts.classification_bars(classification) if classification else None)
