"""Step 5, Analyze: is the release safe, and what did it cost?

On top, the verdict in words (each privacy model and the risk threshold, ✔ or ✘, green or red but never colour
alone) and, when something fails, what to try next. Below, in tabs: the original and released tables side by side,
the measures (PL/DR/IR per attribute, EC, risk, loss), the solution frontier of the optimal search (choosing
another node re-runs the search fixed to that node), the charts of the report and a parameter sweep.

Every figure shown comes from the run's record (``app.report_record.build_record``) or from an app job; the charts
are the report's own Figure builders (``report.charts``). Long work goes through the JobRunner.
"""

from __future__ import annotations

import html
import math
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

import numpy as np
from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
from matplotlib.figure import Figure
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDoubleSpinBox, QFrame, QHBoxLayout, QHeaderView,
                               QLabel, QPushButton, QSizePolicy, QSplitter, QStackedWidget, QTableView,
                               QTableWidget, QTableWidgetItem, QTabWidget, QVBoxLayout, QWidget)

from ...app.anonymize import Settings, anonymize_and_record, configuration_of, project_roles, verify_release
from ...app.audit import unchanged_identifiers
from ...app.report_record import build_record
from ...app.sweep import DEFAULT_RANGES, PARAMETERS, sweep
from ...engine.algorithms.result import Anonymization
from ...engine.dataset import Dataset
from ...engine.metrics.risk import RiskSettings
from ...engine.progress import Progress
from ...help_texts import Help, measure_help, risk_help, tooltip
from ..population_view import PopulationRiskView
from ...i18n import _
from ...report import charts
# One home for "risk of each record" and "the required k", shared with the report, so that the window's charts
# are drawn from exactly the numbers the workbook's charts are.
from ...engine.record_figures import record_risks, required_k
from ..dialogs import FAIL_BACKGROUND, FAIL_COLOUR, PASS_BACKGROUND, PASS_COLOUR, confirm_replace
from ..worker import failure_kind, failure_reason, start_job
from ..session import RunResult
from ..names import role_name
from ..table_model import DatasetModel

NONE = "—"


# ---------------------------------------------------------------------------------------------------- jobs

@dataclass
class RunContext:
    """What a job needs from the session, taken on the GUI thread before the job starts."""

    dataset: Dataset
    settings: Settings
    roles: dict[str, str]
    risk: RiskSettings
    project_path: Path | None
    audit_original: Dataset | None = None   # in an audit, the table the release was made from (if given)


def context_of(session) -> RunContext:
    project = session.project
    return RunContext(dataset=session.dataset, settings=session.settings(), roles=project_roles(project),
                      risk=project.risk_settings(), project_path=project.location,
                      audit_original=session.audit_original if session.audit_mode else None)


def run_at_node(context: RunContext, node: Mapping[str, int], frontier: Sequence[Mapping[str, Any]] | None,
                sweep_steps: list | None, progress: Progress) -> RunResult:
    """The optimal search fixed to one node of the frontier (min_levels = max_levels = the node's levels), with
    the release re-checked, summarized and recorded as the Anonymize step does. The frontier of the first search
    is kept, so the user can choose again."""
    settings = replace(context.settings, algorithm="optimal", min_levels=dict(node), max_levels=dict(node))
    result, checks, summary, record = anonymize_and_record(
        context.dataset, settings, roles=context.roles, risk=context.risk, frontier=list(frontier or []),
        files={"input": context.dataset.source.path, "project": context.project_path}, progress=progress)
    return RunResult(result, checks, summary, record, sweep_steps)


def audit_table(context: RunContext, progress: Progress) -> RunResult:
    """Audit mode: the table as opened is the release. Check the project's models on it and record it
    (``kind="audit"``); with the original table, also the measures against it (PL, EC, losses)."""
    dataset, settings, original = context.dataset, context.settings, context.audit_original
    progress.report(0.1, _("checking the privacy models"))
    checks = verify_release(dataset, settings, progress=progress.part(0.1, 0.5))
    progress.report(0.5, _("assessing the risk") if original is None else
                    _("measuring the release against the original"))
    record = build_record(
        kind="audit", released=dataset, qis=settings.qis, sensitive=settings.sensitive, roles=context.roles,
        original=original, hierarchies=settings.hierarchies, levels=settings.levels,
        configuration=configuration_of(settings), result={"checks": checks}, risk=context.risk,
        population=settings.population,
        files={"released": dataset.source.path, "input": original.source.path if original is not None else None},
        identifiers=unchanged_identifiers(dataset, settings.qis, settings.sensitive, settings.keep),
        keep=settings.keep)
    # The release was made elsewhere: no transformation, and which rows it suppressed is not known.
    release = Anonymization("audit", dataset, list(settings.qis), np.zeros(dataset.n_rows, dtype=bool))
    summary = {"algorithm": "audit", "source": dataset.source.path, "transformation": None, "checks": checks,
               "classes": record["classes"]["count"], "suppressed": record["classes"]["suppressed"], "details": {},
               "verdict": record["verdict"]}
    progress.report(1.0, _("done"))
    return RunResult(release, checks, summary, record)


def sweep_values(start: float, stop: float, step: float, integer: bool) -> list[float]:
    """The values from ``start`` to ``stop`` (inclusive) by ``step``, as the sweep controls ask for them."""
    if step <= 0 or stop < start:
        return [int(start) if integer else start]
    count = int(math.floor((stop - start) / step + 1e-9)) + 1
    values = [round(start + i * step, 6) for i in range(count)]
    return [int(round(v)) for v in values] if integer else values


def value_counts(dataset: Dataset, name: str) -> dict[str, int]:
    """A column's value counts (the dataset's own per-code counts), keyed by the value as shown."""
    column = dataset.column(name)
    return {("" if value is None else str(value)): int(count)
            for value, count in zip(column.values, column.counts) if count}


# ---------------------------------------------------------------------------------------------------- widgets

class ChartView(QWidget):
    """One report chart in a FigureCanvasQTAgg; the figure is replaced whole when the result changes."""

    def __init__(self, placeholder: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.canvas: FigureCanvasQTAgg | None = None
        self.placeholder = QLabel(placeholder)
        self.placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.placeholder.setWordWrap(True)
        self.placeholder.setStyleSheet("color: #555;")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.addWidget(self.placeholder)

    @property
    def figure(self) -> Figure | None:
        return self.canvas.figure if self.canvas is not None else None

    def set_figure(self, figure: Figure | None, placeholder: str | None = None) -> None:
        if self.canvas is not None:
            self._layout.removeWidget(self.canvas)
            self.canvas.setParent(None)
            self.canvas.deleteLater()
            self.canvas = None
        if placeholder is not None:
            self.placeholder.setText(placeholder)
        self.placeholder.setVisible(figure is None)
        if figure is not None:
            self.canvas = FigureCanvasQTAgg(figure)
            self.canvas.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
            self.canvas.setMinimumSize(320, 220)
            self._layout.addWidget(self.canvas, 1)


def _number(value: Any, digits: int = 4) -> str:
    """A figure as text: integers with thousands separators, other numbers with ``digits`` significant digits."""
    if value is None:
        return NONE
    if isinstance(value, (bool, np.bool_)):
        return str(value)
    if isinstance(value, (int, np.integer)):
        return f"{int(value):,}"
    try:
        number = float(value)
    except (TypeError, ValueError):
        return str(value)
    if not math.isfinite(number):
        return "∞" if number > 0 else NONE
    if number.is_integer() and abs(number) < 1e15:
        return f"{int(number):,}"
    if abs(number) >= 10 ** digits:
        return f"{number:,.0f}"
    return f"{number:.{digits}g}"


def _share(value: Any) -> str:
    try:
        return f"{float(value):.2%}"
    except (TypeError, ValueError):
        return NONE


def _item(text: str, align_right: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    if align_right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


def _small_table(headers: list[str]) -> QTableWidget:
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.verticalHeader().setVisible(False)
    table.verticalHeader().setDefaultSectionSize(22)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setAlternatingRowColors(True)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    return table


# ---------------------------------------------------------------------------------------------------- the page

class AnalyzePage(QWidget):
    def __init__(self, session, runner, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session, self.runner = session, runner
        self.confirm_replace = lambda: confirm_replace(self, self.runner)  # tests answer for the user
        self.frontier: list[dict[str, Any]] = []
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

        # -------- the verdict
        self.verdict_frame = QFrame()
        self.verdict_frame.setObjectName("verdict")
        self.headline = QLabel()
        self.headline.setWordWrap(True)
        bold = self.headline.font()
        bold.setBold(True)
        bold.setPointSizeF(bold.pointSizeF() * 1.15)
        self.headline.setFont(bold)
        self.sentences = QLabel()
        self.sentences.setWordWrap(True)
        self.sentences.setTextFormat(Qt.TextFormat.RichText)
        self.next_steps = QLabel()
        self.next_steps.setWordWrap(True)
        self.facts = QLabel()
        self.facts.setWordWrap(True)
        self.facts.setStyleSheet("color: #333;")
        verdict = QVBoxLayout(self.verdict_frame)
        verdict.setContentsMargins(14, 8, 12, 8)
        verdict.setSpacing(3)
        for label in (self.headline, self.sentences, self.next_steps, self.facts):
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            verdict.addWidget(label)

        # -------- tabs
        self.tabs = QTabWidget()
        self.tabs.addTab(self._data_tab(), self.tr("Data"))
        self.tabs.addTab(self._measures_tab(), self.tr("Measures"))
        self.tabs.addTab(self._solutions_tab(), self.tr("Solutions"))
        self.canvases: dict[str, ChartView] = {
            "class_sizes": ChartView(self.tr("No classes to show.")),
            "risk": ChartView(self.tr("No risk figures to show.")),
            "privacy_level": ChartView(self.tr("The privacy level needs the original table (not available in "
                                               "an audit).")),
            "distribution": ChartView(self.tr("Choose an attribute.")),
            "sweep": ChartView(self.tr("Choose a parameter and a range, then Run sweep: every value is "
                                       "anonymized and measured, and the privacy level is drawn against it.")),
        }
        self.tabs.addTab(self.canvases["class_sizes"], self.tr("Class sizes"))
        self.population_view = PopulationRiskView()
        risk_tab = QWidget()
        risk_layout = QVBoxLayout(risk_tab)
        risk_layout.addWidget(self.population_view)
        risk_layout.addWidget(self.canvases["risk"], 1)
        self.tabs.addTab(risk_tab, self.tr("Risk"))
        self.tabs.addTab(self.canvases["privacy_level"], self.tr("Privacy level"))
        self.tabs.addTab(self._distribution_tab(), self.tr("Before / after"))
        self.tabs.addTab(self._sweep_tab(), self.tr("Sweep"))
        from .usefulness_tab import UsefulnessTab  # imports this module's widgets
        self.usefulness = UsefulnessTab(session, runner)
        self.tabs.addTab(self.usefulness, self.tr("Usefulness"))

        content = QWidget()
        column = QVBoxLayout(content)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.verdict_frame)
        column.addWidget(self.tabs, 1)

        self.stack = QStackedWidget()
        self.stack.addWidget(empty)
        self.stack.addWidget(content)
        layout = QVBoxLayout(self)
        layout.addWidget(self.stack)

        session.result_changed.connect(self._show)
        session.project_changed.connect(self._show_empty_text)
        session.project_changed.connect(self._refresh_headers)
        runner.running_changed.connect(self._enable)
        self._show()

    # ------------------------------------------------------------------ tabs
    def _data_tab(self) -> QWidget:
        self.original_model = DatasetModel(parent=self, role_of=self._role_of)
        self.released_model = DatasetModel(parent=self, role_of=self._role_of)
        self.original_view, self.released_view = QTableView(), QTableView()
        self.original_title, self.released_title = QLabel(), QLabel()
        halves = []
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
            box.addWidget(title)
            box.addWidget(view, 1)
            halves.append(half)
        # one scroll position and one current row for both tables: row i of the release is row i of the original
        left, right = self.original_view.verticalScrollBar(), self.released_view.verticalScrollBar()
        left.valueChanged.connect(right.setValue)
        right.valueChanged.connect(left.setValue)
        self.original_view.selectionModel().currentRowChanged.connect(
            lambda current, _: self._follow(self.released_view, current.row()))
        self.released_view.selectionModel().currentRowChanged.connect(
            lambda current, _: self._follow(self.original_view, current.row()))
        self.data_splitter = QSplitter(Qt.Orientation.Horizontal)
        for half in halves:
            self.data_splitter.addWidget(half)
        return self.data_splitter

    @staticmethod
    def _follow(view: QTableView, row: int) -> None:
        if row >= 0 and view.currentIndex().row() != row and row < view.model().rowCount():
            view.selectRow(row)

    def _measures_tab(self) -> QWidget:
        self.attribute_table = _small_table([self.tr("Attribute"), self.tr("Role"), self.tr("Level"),
                                             self.tr("DR (discrimination rate)"), self.tr("IR (information retained)"),
                                             self.tr("PL = DR × IR")])
        for column, key in ((3, "DR"), (4, "IR"), (5, "PL")):
            self.attribute_table.horizontalHeaderItem(column).setToolTip(tooltip(measure_help(key)))
        self.figure_table = _small_table([self.tr("Figure"), self.tr("Value")])
        self.measures_note = QLabel()
        self.measures_note.setWordWrap(True)
        self.measures_note.setStyleSheet("color: #555;")
        left = QWidget()
        box = QVBoxLayout(left)
        box.setContentsMargins(0, 0, 0, 0)
        title = QLabel(self.tr("Per attribute (PL: 0 = protected, 1 = exposed)"))
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
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setSizes([560, 440])
        return splitter

    def _solutions_tab(self) -> QWidget:
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
        self.frontier_table.itemSelectionChanged.connect(self._enable)
        self.frontier_table.cellDoubleClicked.connect(lambda row, _: self.use_solution(row))
        self.use_button = QPushButton(self.tr("Use the selected solution"))
        self.use_button.clicked.connect(lambda: self.use_solution(self.frontier_table.currentRow()))
        self.solution_status = QLabel()
        self.solution_status.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.use_button)
        buttons.addWidget(self.solution_status, 1)
        tab = QWidget()
        box = QVBoxLayout(tab)
        box.addWidget(self.frontier_note)
        box.addWidget(self.frontier_table, 1)
        box.addLayout(buttons)
        return tab

    def _distribution_tab(self) -> QWidget:
        self.attribute_choice = QComboBox()
        self.attribute_choice.setMinimumContentsLength(18)
        self.attribute_choice.currentTextChanged.connect(self._draw_distribution)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Attribute")))
        row.addWidget(self.attribute_choice)
        row.addStretch(1)
        tab = QWidget()
        box = QVBoxLayout(tab)
        box.addLayout(row)
        box.addWidget(self.canvases["distribution"], 1)
        return tab

    def _sweep_tab(self) -> QWidget:
        self.sweep_parameter = QComboBox()
        names = {"k": self.tr("k (k-anonymity)"), "l": self.tr("l (l-diversity)"), "t": self.tr("t (t-closeness)")}
        for key in PARAMETERS:
            self.sweep_parameter.addItem(names[key], key)
        self.sweep_from, self.sweep_to, self.sweep_step = QDoubleSpinBox(), QDoubleSpinBox(), QDoubleSpinBox()
        for box in (self.sweep_from, self.sweep_to, self.sweep_step):
            box.setRange(0.0, 10_000.0)
        self.sweep_parameter.currentIndexChanged.connect(self._sweep_defaults)
        self.sweep_button = QPushButton(self.tr("Run sweep"))
        self.sweep_button.clicked.connect(lambda: self.run_sweep())
        self.sweep_status = QLabel()
        self.sweep_status.setWordWrap(True)
        row = QHBoxLayout()
        for text, widget in ((self.tr("Parameter"), self.sweep_parameter), (self.tr("From"), self.sweep_from),
                             (self.tr("To"), self.sweep_to), (self.tr("Step"), self.sweep_step)):
            row.addWidget(QLabel(text))
            row.addWidget(widget)
        row.addWidget(self.sweep_button)
        row.addWidget(self.sweep_status, 1)
        tab = QWidget()
        box = QVBoxLayout(tab)
        box.addLayout(row)
        box.addWidget(self.canvases["sweep"], 1)
        self._sweep_defaults()
        return tab

    def _sweep_defaults(self) -> None:
        parameter = self.sweep_parameter.currentData()
        values = DEFAULT_RANGES[parameter]
        integer = parameter != "t"
        for box in (self.sweep_from, self.sweep_to, self.sweep_step):
            box.setDecimals(0 if integer else 2)
            box.setSingleStep(1.0 if integer else 0.05)
        self.sweep_from.setValue(values[0])
        self.sweep_to.setValue(values[-1])
        self.sweep_step.setValue(round(values[1] - values[0], 6) if len(values) > 1 else 1.0)

    # ------------------------------------------------------------------ showing a result
    def _role_of(self, name: str) -> str | None:
        project = self.session.project
        attribute = project.attributes.get(name) if project is not None else None
        return attribute.role.value if attribute is not None else None

    def _refresh_headers(self) -> None:
        self.original_model.refresh_headers()
        self.released_model.refresh_headers()

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
            self.original_model.set_dataset(None)
            self.released_model.set_dataset(None)
            for view in self.canvases.values():
                view.set_figure(None)
            self.frontier = []
            self._enable()
            return
        self.stack.setCurrentIndex(1)
        record = result.record
        self._show_verdict(record)
        self._show_data(result)
        self._show_measures(record)
        self._show_frontier(result)
        # Charts take a while to draw: draw them when the page is on screen, not while a run hands over results.
        self._charts_pending = not self.isVisible()
        if not self._charts_pending:
            self._draw_charts(result)
        self._enable()

    def _audit(self) -> bool:
        result = self.session.result
        return result is not None and result.record is not None and result.record.get("kind") == "audit"

    def _show_verdict(self, record: Mapping[str, Any]) -> None:
        sentences = list((record.get("verdict") or {}).get("entries") or [])
        risk = record.get("risk") or {}
        models = [s for s in sentences if s.get("kind") != "risk"]  # privacy models and the identifier check
        failed_models = [s for s in models if not s.get("passed")]
        risk_passed = all(s.get("passed") for s in sentences if s.get("kind") == "risk")
        release = {"public": self.tr("public"), "semi-public": self.tr("semi-public"),
                   "non-public": self.tr("non-public")}.get(risk.get("release_model"), risk.get("release_model"))
        if risk.get("environment_risk", 1.0) not in (None, 1.0):
            measure = self.tr("overall re-identification risk")
        elif risk.get("release_model") == "non-public":
            measure = self.tr("strict average re-identification risk")
        else:
            measure = self.tr("highest re-identification risk")
        figures = {"model": release, "measure": measure, "risk": _number(risk.get("overall")),
                   "threshold": _number(risk.get("threshold"))}
        safe = risk_passed and not failed_models
        if safe:
            headline = self.tr("✔ Safe for a {model} release: {measure} {risk} ≤ threshold {threshold}").format(
                **figures)
            if models:
                headline += self.tr(", and every privacy model holds.")
            else:
                headline += "."
        elif not risk_passed:
            headline = self.tr("✘ Not safe for a {model} release: {measure} {risk} > threshold {threshold}.").format(
                **figures)
            if failed_models:
                headline += " " + self.tr("{failed} of {total} privacy models fail too.").format(
                    failed=len(failed_models), total=len(models))
        else:
            headline = self.tr("✘ Not safe as it is: {failed} of {total} privacy models fail.").format(
                failed=len(failed_models), total=len(models))
        self.headline.setText(headline)
        self.sentences.setText("<br>".join(
            f"✔&nbsp; {html.escape(s.get('sentence', ''), quote=False)}" if s.get("passed") and not s.get("warning")
            else f"<span style='color: {FAIL_COLOUR};'>{'⚠' if s.get('passed') else '✘'}&nbsp; "
                 f"{html.escape(s.get('sentence', ''), quote=False)}</span>"
            for s in sentences))
        tips = []
        if not risk_passed:
            tips.append(self.tr("generalize more (a solution with higher levels under Solutions, or a larger k in "
                                "step 3), or raise the suppression limit (step 3) so the smallest classes are "
                                "suppressed"))
        if failed_models:
            tips.append(self.tr("relax the failing model (a smaller l or a larger t, step 3), raise the "
                                "suppression limit, or generalize more"))
        if tips and record.get("kind") == "audit":
            tips.append(self.tr("or anonymize the original table with PrivDesk"))
        self.next_steps.setVisible(bool(tips))
        self.next_steps.setText(self.tr("What to try next: {tips}.").format(tips="; ".join(tips)))
        self.facts.setText(self._facts(record))
        colour, background = (PASS_COLOUR, PASS_BACKGROUND) if safe else (FAIL_COLOUR, FAIL_BACKGROUND)
        self.headline.setStyleSheet(f"color: {colour};")
        self.next_steps.setStyleSheet(f"color: {FAIL_COLOUR};")
        self.verdict_frame.setStyleSheet(
            f"QFrame#verdict {{ background: {background}; border-left: 6px solid {colour}; border-radius: 3px; }}")

    def _facts(self, record: Mapping[str, Any]) -> str:
        result = record.get("result") or {}
        classes = record.get("classes") or {}
        parts = []
        if record.get("kind") == "audit":
            parts.append(self.tr("Audit of the table as opened ({rows} rows).").format(
                rows=_number(record.get("data", {}).get("rows"))))
        else:
            algorithm = {"optimal": self.tr("Optimal search"), "mondrian": self.tr("Mondrian"),
                         "greedy-msa": self.tr("(αij,k,m) greedy")}.get(result.get("algorithm"),
                                                                         str(result.get("algorithm")))
            transformation = result.get("transformation")
            if transformation:
                levels = " · ".join(f"{name} {level}" for name, level in transformation.items())
                parts.append(self.tr("{algorithm}, levels {levels}.").format(algorithm=algorithm, levels=levels))
            else:
                parts.append(f"{algorithm}.")
        parts.append(self.tr("{classes} classes (smallest {smallest}, average {average}); {suppressed} records "
                             "suppressed.").format(classes=_number(classes.get("count")),
                                                   smallest=_number(classes.get("smallest")),
                                                   average=_number(classes.get("average"), 3),
                                                   suppressed=_number(classes.get("suppressed"))))
        return " ".join(parts)

    def _show_data(self, result: RunResult) -> None:
        audit = self._audit()
        released = result.anonymization.released
        original = self.session.audit_original if audit else self.session.dataset
        self.original_model.set_dataset(original)
        self.released_model.set_dataset(released)
        self.data_splitter.widget(0).setVisible(original is not None)
        if original is not None:
            self.original_title.setText(self.tr("Original: {rows} rows, {columns} columns").format(
                rows=_number(original.n_rows), columns=len(original.columns)))
        title = self.tr("Table as opened (the release): {rows} rows") if audit else \
            self.tr("Released: {rows} rows, {suppressed} suppressed (every quasi-identifier *)")
        self.released_title.setText(title.format(rows=_number(released.n_rows),
                                                 suppressed=_number(result.anonymization.suppressed_count)))

    def _show_measures(self, record: Mapping[str, Any]) -> None:
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
                         _number(values.get("DR")), _number(values.get("IR")), _number(values.get("PL"))]
                for c, text in enumerate(cells):
                    item = _item(text, align_right=c >= 2)
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
            rows += [(self.tr("Privacy level PL (overall)"), _number(overall.get("PL")), measure_help("PL")),
                     (self.tr("Entropy change EC (utility kept)"), _number(measures.get("EC")), measure_help("EC"))]
        rows += [
            (self.tr("Highest re-identification risk"), _number(risk.get("maximum")), risk_help("maximum")),
            (self.tr("Average re-identification risk"), _number(risk.get("average")), risk_help("average")),
            (self.tr("Overall risk (with the environment)"), _number(risk.get("overall")), risk_help("overall")),
            (self.tr("Risk threshold"), _number(risk.get("threshold")), risk_help("threshold")),
            (self.tr("Records above the threshold"), _share(risk.get("records_at_risk")),
             risk_help("records_at_risk")),
            (self.tr("Equivalence classes"), _number(classes.get("count")), None),
            (self.tr("Smallest / largest class"), f"{_number(classes.get('smallest'))} / "
                                                  f"{_number(classes.get('largest'))}", None),
            (self.tr("Suppressed records"), _number(classes.get("suppressed")), None),
        ]
        if measures:
            utility = measures.get("utility") or {}
            whd = utility.get("whd") or {}
            entropy = measures.get("entropy_utility") or {}
            rows += [
                (self.tr("Information loss (ARX loss, 0 … 1)"), _number(utility.get("arx_loss")),
                 measure_help("loss")),
                (self.tr("Precision loss"), _number(utility.get("precision")), measure_help("precision")),
                (self.tr("Weighted hierarchical distance WHD (total)"), _number(whd.get("total")),
                 measure_help("whd")),
                (self.tr("WHD per record"), _number(whd.get("mean")), measure_help("whd")),
                (self.tr("Discernibility"), _number(utility.get("discernibility")), measure_help("discernibility")),
                (self.tr("Attribute entropy lost (bits)"), _number(entropy.get("loss")), measure_help("entropy")),
            ]
        score = (record.get("result") or {}).get("score")
        if score is not None:
            rows.append((self.tr("Search score ({metric})").format(
                metric=(record.get("result") or {}).get("metric") or ""), _number(score), None))
        table = self.figure_table
        table.setRowCount(len(rows))
        for r, (name, value, explanation) in enumerate(rows):
            for c, item in enumerate((_item(name), _item(value, align_right=True))):
                if explanation is not None:
                    item.setToolTip(tooltip(explanation))
                table.setItem(r, c, item)

    def _show_frontier(self, result: RunResult) -> None:
        self.frontier = [dict(entry) for entry in (result.anonymization.details.get("frontier") or [])]
        table = self.frontier_table
        table.clear()
        current = result.anonymization.transformation
        if not self.frontier:
            table.setRowCount(0)
            table.setColumnCount(0)
            self.frontier_note.setText(
                self.tr("An audit has no solutions to choose from.") if self._audit() else
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
            cells += [_number(entry.get("score")), _number(entry.get("suppressed"))]
            for c, text in enumerate(cells):
                item = _item(text, align_right=c > 0)
                if in_use:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                table.setItem(r, c, item)
            if in_use:
                table.selectRow(r)

    def current_frontier_row(self) -> int:
        current = self.session.result.anonymization.transformation if self.session.result else None
        return next((r for r, entry in enumerate(self.frontier)
                     if current is not None and dict(entry["transformation"]) == dict(current)), -1)

    # ------------------------------------------------------------------ charts
    def _draw_charts(self, result: RunResult) -> None:
        record = result.record
        classes = record.get("classes") or {}
        self.canvases["class_sizes"].set_figure(charts.class_size_histogram(
            classes.get("sizes") or [], required_k(record), int(classes.get("suppressed") or 0),
            **self._labels("class_sizes")))
        self.canvases["risk"].set_figure(charts.risk_distribution(
            record_risks(record), (record.get("risk") or {}).get("threshold"), **self._labels("risk")))
        self.population_view.show_figures(record.get("population_risk"))
        measures = record.get("measures")
        if measures:
            self.canvases["privacy_level"].set_figure(charts.privacy_level_bars(
                measures.get("attributes") or {}, (measures.get("overall") or {}).get("PL"),
                **self._labels("privacy_level")))
        else:
            self.canvases["privacy_level"].set_figure(None)
        chosen = self.attribute_choice.currentText()
        released = result.anonymization.released
        original = self.session.dataset
        names = [] if self._audit() or original is None else \
            [n for n in [*record.get("data", {}).get("quasi_identifiers", []),
                         *record.get("data", {}).get("sensitive", []),
                         *original.names] if n in released.names and n in original.names]
        names = list(dict.fromkeys(names))
        self.attribute_choice.blockSignals(True)
        self.attribute_choice.clear()
        self.attribute_choice.addItems(names)
        if chosen in names:
            self.attribute_choice.setCurrentText(chosen)
        self.attribute_choice.blockSignals(False)
        self.attribute_choice.setEnabled(bool(names))
        self._draw_distribution(self.attribute_choice.currentText())
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
        if result is None or not 0 <= row < len(self.frontier) or row == self.current_frontier_row():
            return False
        node = dict(self.frontier[row]["transformation"])
        context = context_of(self.session)
        frontier, steps = list(self.frontier), result.sweep
        levels = ", ".join(f"{name} {level}" for name, level in node.items())
        return self._start(lambda progress: run_at_node(context, node, frontier, steps, progress),
                           self._solution_done, self.solution_status,
                           self.tr("Anonymizing with levels {levels}…").format(levels=levels))

    def _solution_done(self, result: RunResult) -> None:
        self.solution_status.setText(self.tr("Now in use: levels {levels}.").format(
            levels=", ".join(f"{n} {v}" for n, v in (result.anonymization.transformation or {}).items())))
        self.session.set_result(result)

    def run_sweep(self, parameter: str | None = None, values: Sequence[float] | None = None) -> bool:
        """Sweep ``parameter`` (default: the combo box) over ``values`` (default: from/to/step) through the
        runner; the curves are drawn when it finishes. False if nothing started."""
        if self.session.project is None or self.session.dataset is None:
            return False
        parameter = parameter or self.sweep_parameter.currentData()
        if values is None:
            values = sweep_values(self.sweep_from.value(), self.sweep_to.value(), self.sweep_step.value(),
                                  integer=parameter != "t")
        context = context_of(self.session)
        values = list(values)
        return self._start(
            lambda progress: sweep(context.dataset, context.settings, parameter, values, context.risk,
                                   progress),
            self._sweep_done, self.sweep_status,
            self.tr("Sweeping {parameter} over {count} values…").format(parameter=parameter, count=len(values)))

    def _sweep_done(self, steps: list) -> None:
        done = sum(1 for s in steps if "error" not in s)
        self.sweep_status.setText(self.tr("{done} of {count} values gave a release.").format(
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
        row = self.frontier_table.currentRow()
        # a recomputation replaces a running job (``_start``), so its buttons stay enabled while one runs
        self.use_button.setEnabled(0 <= row < len(self.frontier) and row != self.current_frontier_row())
        self.sweep_button.setEnabled(self.session.result is not None and not self._audit())
        self.audit_button.setEnabled(True)
        self.original_button.setEnabled(idle)

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if getattr(self, "_charts_pending", False) and self.session.result is not None:
            self._charts_pending = False
            self._draw_charts(self.session.result)
        if self.session.audit_mode and self.session.result is None and not self.runner.running:
            self.run_audit()
