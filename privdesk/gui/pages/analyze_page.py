"""Step 5, Analyze: is the release safe, and what did it cost?

On top, the verdict in words (each privacy model and the risk threshold, ✔ or ✘, green or red but never colour
alone) and, when something fails, what to try next. Below, in tabs: the original and released tables side by side,
the measures (PL/DR/IR per attribute, EC, risk, loss), the solution frontier of the optimal search (choosing
another node re-runs the search fixed to that node), the charts of the report and a parameter sweep.

Every figure shown comes from the run's record (``app.report_record.build_record``) or from an app job; the charts
are the report's own Figure builders (``report.charts``). Long work goes through the JobRunner.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton, QStackedWidget, QTabWidget, QVBoxLayout, QWidget

from privdesk.app.sweep import sweep

# One home for "risk of each record" and "the required k", shared with the report, so that the window's charts
# are drawn from exactly the numbers the workbook's charts are.
from privdesk.engine.metrics.record_figures import record_risks, required_k
from privdesk.gui.dialogs import confirm_replace
from privdesk.gui.pages.analyze_common import ChartView

# audit_table is this page's job (the tests run it through here too)
from privdesk.gui.pages.analyze_jobs import audit_table, context_of, run_at_node, value_counts
from privdesk.gui.pages.chart_tabs import AttackTab, DistributionTab, RiskTab, SweepTab
from privdesk.gui.pages.data_tab import DataTab
from privdesk.gui.pages.measures_tab import MeasuresTab
from privdesk.gui.pages.solutions_tab import SolutionsTab
from privdesk.gui.pages.usefulness_tab import UsefulnessTab
from privdesk.gui.pages.verdict_panel import VerdictPanel
from privdesk.gui.session import RunResult
from privdesk.gui.worker import failure_kind, failure_reason, start_job
from privdesk.report.charts import figures as charts


class AnalyzePage(QWidget):
    def __init__(self, session, runner, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session, self.runner = session, runner
        self.confirm_replace = lambda: confirm_replace(self, self.runner)  # tests answer for the user
        self._busy = ""

        # -------- nothing to show yet
        self.empty_text = QLabel()
        self.empty_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_text.setWordWrap(True)
        font = self.empty_text.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.empty_text.setFont(font)
        self.audit_button = QPushButton(self.tr("Check the table as opened"))
        self.audit_button.clicked.connect(self.run_audit)
        self.original_button = QPushButton(self.tr("Add the original table…"))
        self.original_button.setToolTip(self.tr("With the table the release was made from (same rows, same "
                                                "order), the audit also measures the privacy level, entropy "
                                                "change and information loss."))
        self.original_button.clicked.connect(lambda: self.window().choose_audit_original())
        empty = QWidget()
        box = QVBoxLayout(empty)
        box.addStretch(1)
        box.addWidget(self.empty_text)
        box.addWidget(self.audit_button, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addWidget(self.original_button, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addStretch(2)

        self.verdict = VerdictPanel()

        # -------- tabs, one widget each
        self.canvases: dict[str, ChartView] = {
            "class_sizes": ChartView(self.tr("No classes to show.")),
            "risk": ChartView(self.tr("No risk figures to show.")),
            "privacy_level": ChartView(self.tr("The privacy level needs the original table (not available in "
                                               "an audit).")),
            "distribution": ChartView(self.tr("Choose an attribute.")),
            "sweep": ChartView(self.tr("Choose a parameter and a range, then Run sweep: every value is "
                                       "anonymized and measured, and the privacy level is drawn against it.")),
        }
        self.data_tab = DataTab(self._role_of)
        self.measures_tab = MeasuresTab()
        self.solutions_tab = SolutionsTab()
        self.solutions_tab.chosen.connect(self.use_solution)
        self.risk_tab = RiskTab(self.canvases["risk"])
        self.distribution_tab = DistributionTab(self.canvases["distribution"])
        self.distribution_tab.attribute_choice.currentTextChanged.connect(self._draw_distribution)
        self.sweep_tab = SweepTab(self.canvases["sweep"])
        self.sweep_tab.sweep_button.clicked.connect(lambda: self.run_sweep())
        self.usefulness = UsefulnessTab(session, runner)
        self.attack_tab = AttackTab()
        self.tabs = QTabWidget()
        for widget, title in ((self.data_tab, self.tr("Data")), (self.measures_tab, self.tr("Measures")),
                              (self.solutions_tab, self.tr("Solutions")),
                              (self.canvases["class_sizes"], self.tr("Class sizes")),
                              (self.risk_tab, self.tr("Risk")),
                              (self.canvases["privacy_level"], self.tr("Privacy level")),
                              (self.distribution_tab, self.tr("Before / after")), (self.sweep_tab, self.tr("Sweep")),
                              (self.usefulness, self.tr("Usefulness")), (self.attack_tab, self.tr("Attack test"))):
            self.tabs.addTab(widget, title)

        content = QWidget()
        column = QVBoxLayout(content)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.verdict)
        column.addWidget(self.tabs, 1)

        self.stack = QStackedWidget()
        self.stack.addWidget(empty)
        self.stack.addWidget(content)
        layout = QVBoxLayout(self)
        layout.addWidget(self.stack)

        session.result_changed.connect(self._show)
        session.project_changed.connect(self._show_empty_text)
        session.project_changed.connect(self.data_tab.refresh_headers)
        runner.running_changed.connect(self._enable)
        self._show()

    # ------------------------------------------------------------------ showing a result
    def _role_of(self, name: str) -> str | None:
        project = self.session.project
        attribute = project.attributes.get(name) if project is not None else None
        return attribute.role.value if attribute is not None else None

    def _show_empty_text(self) -> None:
        audit = self.session.audit_mode
        if self.session.dataset is None:
            text = self.tr("Open a table first (step 1), then run the anonymization (step 4).")
        elif audit:
            text = self.tr("Audit mode: the table as opened is the release. Mark its quasi-identifiers and "
                           "sensitive attributes (step 2) and the privacy models it should meet (step 3), then "
                           "check it here.")
        else:
            text = self.tr("Run the anonymization first (step 4).")
        self.empty_text.setText(text)
        self.audit_button.setVisible(audit and self.session.dataset is not None)
        self.original_button.setVisible(audit and self.session.dataset is not None)
        if audit and self.session.audit_original is not None:
            self.original_button.setText(self.tr("Original: {file} (choose another…)").format(
                file=Path(self.session.audit_original.source.path or "").name))
        else:
            self.original_button.setText(self.tr("Add the original table…"))

    def _show(self) -> None:
        result = self.session.result
        self._show_empty_text()
        if result is None or result.record is None:
            self.stack.setCurrentIndex(0)
            self.data_tab.clear()
            for view in self.canvases.values():
                view.set_figure(None)
            self.attack_tab.show_test(None)
            self.solutions_tab.clear()
            self._enable()
            return
        self.stack.setCurrentIndex(1)
        record = result.record
        audit = self._audit()
        self.verdict.show(record)
        self.data_tab.show_tables(result, self.session.audit_original if audit else self.session.dataset, audit)
        self.measures_tab.show_measures(record)
        self.solutions_tab.show_frontier(result, audit)
        # Charts take a while to draw: draw them when the page is on screen, not while a run hands over results.
        self._charts_pending = not self.isVisible()
        if not self._charts_pending:
            self._draw_charts(result)
        self._enable()

    def _audit(self) -> bool:
        result = self.session.result
        return result is not None and result.record is not None and result.record.get("kind") == "audit"

    # ------------------------------------------------------------------ charts
    def _draw_charts(self, result: RunResult) -> None:
        record = result.record
        classes = record.get("classes") or {}
        self.canvases["class_sizes"].set_figure(charts.class_size_histogram(
            classes.get("sizes") or [], required_k(record), int(classes.get("suppressed") or 0),
            **self._labels("class_sizes")))
        self.canvases["risk"].set_figure(charts.risk_distribution(
            record_risks(record), (record.get("risk") or {}).get("threshold"), **self._labels("risk")))
        self.risk_tab.population_view.show_figures(record.get("population_risk"))
        self.attack_tab.show_test(record.get("attack_test"))
        measures = record.get("measures")
        if measures:
            self.canvases["privacy_level"].set_figure(charts.privacy_level_bars(
                measures.get("attributes") or {}, (measures.get("overall") or {}).get("PL"),
                **self._labels("privacy_level")))
        else:
            self.canvases["privacy_level"].set_figure(None)
        released = result.anonymization.released
        original = self.session.dataset
        names = [] if self._audit() or original is None else \
            [n for n in [*record.get("data", {}).get("quasi_identifiers", []),
                         *record.get("data", {}).get("sensitive", []),
                         *original.names] if n in released.names and n in original.names]
        self.distribution_tab.set_attributes(list(dict.fromkeys(names)))
        self._draw_distribution(self.distribution_tab.attribute_choice.currentText())
        self._draw_sweep(result.sweep)

    def _draw_distribution(self, name: str) -> None:
        result, original = self.session.result, self.session.dataset
        view = self.canvases["distribution"]
        if not name or result is None or original is None or self._audit():
            view.set_figure(None, self.tr("The values before and after need the original table (not available "
                                          "in an audit).") if self._audit() else None)
            return
        released = result.anonymization.released
        view.set_figure(charts.distribution_before_after(value_counts(original, name), value_counts(released, name),
                                                         name, **self._labels("distribution")))

    def _draw_sweep(self, steps: list | None) -> None:
        if steps:
            self.canvases["sweep"].set_figure(charts.sweep_curves(steps, **self._labels("sweep")))
        else:
            self.canvases["sweep"].set_figure(None)

    def _labels(self, chart: str) -> dict[str, str]:
        """The chart's words in the window's language (the builders' fields, e.g. {k}, are kept)."""
        no_data = self.tr("No data")
        if chart == "class_sizes":
            return {"title": self.tr("Equivalence class sizes"), "xlabel": self.tr("Class size (records)"),
                    "ylabel": self.tr("Number of classes"), "k_label": self.tr("Required k = {k}"),
                    "below_k_label": self.tr("Classes smaller than k: {count:,}"),
                    "summary_label": self.tr("{classes:,} classes, smallest {smallest:,}, largest {largest:,}"),
                    "suppressed_label": self.tr("Suppressed records: {suppressed:,} (not in any class)"),
                    "no_data": no_data}
        if chart == "risk":
            return {"title": self.tr("Re-identification risk per record"),
                    "xlabel": self.tr("Re-identification risk (1 / class size)"),
                    "ylabel": self.tr("Share of records"), "threshold_label": self.tr("Threshold {threshold:g}"),
                    "at_risk_label": self.tr("Records at risk: {share:.1%} ({count:,})"),
                    "within_label": self.tr("Records within the threshold"),
                    "summary_label": self.tr("{records:,} records, highest risk {maximum:.3g}"), "no_data": no_data}
        if chart == "privacy_level":
            return {"title": self.tr("Privacy level per attribute"),
                    "xlabel": self.tr("Privacy level PL (0 = protected, 1 = exposed)"), "ylabel": "",
                    "overall_label": self.tr("Overall PL = {pl:.3f}"), "missing_label": self.tr("n/a"),
                    "no_data": no_data}
        if chart == "distribution":
            return {"title": self.tr("Values of {attribute} before and after"), "xlabel": self.tr("Records"),
                    "ylabel": "", "original_label": self.tr("Original"), "released_label": self.tr("Released"),
                    "other_label": self.tr("Other ({count:,} values)"),
                    "other_note": self.tr("Most released records hold values outside the top {top}"),
                    "no_data": no_data}
        return {"title": self.tr("Privacy level across the sweep of {parameter}"),
                "value_title": self.tr("PL against {parameter}"), "ec_title": self.tr("PL against EC"),
                "value_xlabel": "{parameter}", "ec_xlabel": self.tr("Entropy change EC (utility kept)"),
                "ylabel": self.tr("Privacy level PL (0 = protected, 1 = exposed)"),
                "overall_label": self.tr("PL (overall)"), "point_label": "{parameter}={value}",
                "skipped_label": self.tr("No release for {parameter} = {values}"),
                "parameter_name": self.tr("parameter"), "no_data": no_data}

    # ------------------------------------------------------------------ actions
    def use_solution(self, row: int) -> bool:
        """Anonymize again with the levels of frontier row ``row`` (through the runner); False if nothing started."""
        result = self.session.result
        frontier = self.solutions_tab.frontier
        if result is None or not 0 <= row < len(frontier) or row == self.solutions_tab.current_row():
            return False
        node = dict(frontier[row]["transformation"])
        context = context_of(self.session)
        frontier, steps = list(frontier), result.sweep
        levels = ", ".join(f"{name} {level}" for name, level in node.items())
        return self._start(lambda progress: run_at_node(context, node, frontier, steps, progress),
                           self._solution_done, self.solutions_tab.solution_status,
                           self.tr("Anonymizing with levels {levels}…").format(levels=levels))

    def _solution_done(self, result: RunResult) -> None:
        self.solutions_tab.solution_status.setText(self.tr("Now in use: levels {levels}.").format(
            levels=", ".join(f"{n} {v}" for n, v in (result.anonymization.transformation or {}).items())))
        self.session.set_result(result)

    def run_sweep(self, parameter: str | None = None, values: Sequence[float] | None = None) -> bool:
        """Sweep ``parameter`` (default: the combo box) over ``values`` (default: from/to/step) through the
        runner; the curves are drawn when it finishes. False if nothing started."""
        if self.session.project is None or self.session.dataset is None:
            return False
        parameter = parameter or self.sweep_tab.parameter()
        if values is None:
            values = self.sweep_tab.values(parameter)
        context = context_of(self.session)
        values = list(values)
        return self._start(
            lambda progress: sweep(context.dataset, context.settings, parameter, values, context.risk,
                                   progress),
            self._sweep_done, self.sweep_tab.sweep_status,
            self.tr("Sweeping {parameter} over {count} values…").format(parameter=parameter, count=len(values)))

    def _sweep_done(self, steps: list) -> None:
        done = sum(1 for s in steps if "error" not in s)
        self.sweep_tab.sweep_status.setText(self.tr("{done} of {count} values gave a release.").format(
            done=done, count=len(steps)))
        if self.session.result is not None:
            self.session.result.sweep = steps  # the report made from this result includes the sweep
        self._draw_sweep(steps)

    def run_audit(self) -> bool:
        """Audit mode: check the table as opened and show it like a release (through the runner)."""
        session = self.session
        if session.dataset is None or session.project is None:
            return False
        if not session.project.quasi_identifiers:
            self.empty_text.setText(self.tr("Audit mode: mark the release's quasi-identifiers first (step 2)."))
            return False
        context = context_of(session)
        return self._start(lambda progress: audit_table(context, progress), session.set_result, self.empty_text,
                           self.tr("Checking the table as opened…"))

    def _start(self, job: Callable, on_success: Callable[[Any], None], status: QLabel, message: str) -> bool:
        def failed(error: BaseException) -> None:
            self._busy = ""
            if failure_kind(error) == "no_solution":
                status.setText(self.tr("No release meets the models: {reason}").format(reason=failure_reason(error)))
            elif failure_kind(error) == "input":
                status.setText(self.tr("Check the settings: {reason}").format(reason=failure_reason(error)))
            else:
                status.setText(self.tr("Stopped: {reason}").format(reason=failure_reason(error)))
            self._enable()

        def cancelled() -> None:
            self._busy = ""
            status.setText(self.tr("Cancelled."))
            self._enable()

        def succeeded(outcome: Any) -> None:
            self._busy = ""
            on_success(outcome)
            self._enable()

        # a recomputation replaces a running job (after asking, when it has run for a while)
        if not start_job(self.runner, job, succeeded, failed, cancelled, replace=True,
                         confirm=lambda: self.confirm_replace()):
            status.setText(self.tr("The running job goes on."))
            return False
        self._busy = message
        status.setText(message)
        self._enable()
        return True

    def _enable(self, *_: Any) -> None:
        idle = not self.runner.running
        # a recomputation replaces a running job (``_start``), so its buttons stay enabled while one runs
        self.solutions_tab.update_button()
        self.sweep_tab.sweep_button.setEnabled(self.session.result is not None and not self._audit())
        self.audit_button.setEnabled(True)
        self.original_button.setEnabled(idle)

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if getattr(self, "_charts_pending", False) and self.session.result is not None:
            self._charts_pending = False
            self._draw_charts(self.session.result)
        if self.session.audit_mode and self.session.result is None and not self.runner.running:
            self.run_audit()
