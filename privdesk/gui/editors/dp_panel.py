"""Differential privacy in the window: the Anonymize page's SafePub settings with ε explained in words and in a
picture, and the DP counts dialog that shows the noisy counts next to the true ones (for the data owner only).

No formulas here: the release, the budget and the picture come from app.dp_stats, app.dp_release and
report.dp_charts.
"""

from __future__ import annotations

from pathlib import Path

from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from privdesk.app.dp.statistics import (
    budget_composition,
    compute_dp_statistics,
    owner_view,
    release_budget,
    write_dp_statistics,
)
from privdesk.common.i18n import _
from privdesk.engine.core.errors import InputError
from privdesk.engine.dp.dp_statistics import GAUSSIAN, LAPLACE
from privdesk.engine.dp.privacy_budget import BudgetExceeded
from privdesk.engine.dp.safepub_scores import SCORE_NAMES
from privdesk.gui.help_texts import dp_help, tooltip
from privdesk.report.charts.dp import epsilon_belief_chart

DELTAS = ("1e-4", "1e-5", "1e-6", "1e-7", "1e-8")


def _epsilon_box(value: float = 1.0) -> QDoubleSpinBox:
    box = QDoubleSpinBox()
    box.setRange(0.01, 5.0)
    box.setDecimals(2)
    box.setSingleStep(0.1)
    box.setValue(value)
    box.setToolTip(tooltip(dp_help("epsilon")))
    return box


def _budget_text(project) -> str:
    # translated in one context whichever panel shows it (a widget's tr() would look it up under its own class)
    budget = project.budget() if project is not None else None
    if budget is None:
        return QCoreApplication.translate("DPPanel", "No differentially private release from this data set yet.")
    return QCoreApplication.translate(
        "DPPanel", "Budget: {spent:.3g} of ε = {total:.3g} spent in {count} release(s); {left:.3g} left.").format(
        spent=budget.spent, total=budget.total, count=len(budget.entries), left=budget.remaining)


class DPPanel(QGroupBox):
    """SafePub's settings, stored in the project's ``algorithm`` entry (name "dp", epsilon, delta, steps, score,
    budget)."""

    def __init__(self, session, parent=None) -> None:
        super().__init__(self.tr("Differential privacy (SafePub)"), parent)
        self.session = session
        self._updating = False
        self.enabled = QCheckBox(self.tr("Release the table with differential privacy instead of the privacy "
                                         "models"))
        self.enabled.setToolTip(tooltip(dp_help("dp-release")))
        self.epsilon = _epsilon_box()
        self.delta = QComboBox()
        self.delta.addItems(DELTAS)
        self.delta.setCurrentText("1e-5")
        self.delta.setToolTip(tooltip(dp_help("delta")))
        self.steps = QSpinBox()
        self.steps.setRange(0, 1000)
        self.steps.setValue(100)
        self.score = QComboBox()
        for key, name in SCORE_NAMES.items():
            self.score.addItem(_(name), key)
        self.score.setToolTip(tooltip(dp_help("dp-score")))
        # its longest name must not widen the page (the stacked pages share one minimum width)
        self.score.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.score.setMinimumContentsLength(12)
        self.budget = _epsilon_box(2.0)
        self.budget.setRange(0.01, 50)
        self.budget.setToolTip(tooltip(dp_help("budget")))
        self.words = QLabel()
        self.words.setWordWrap(True)
        self.ledger = QLabel()
        self.ledger.setWordWrap(True)
        self.counts_button = QPushButton(self.tr("Differentially private counts…"))
        self.counts_button.setToolTip(tooltip(dp_help("dp-statistics")))
        self.counts_button.clicked.connect(self.open_counts)
        self.canvas: FigureCanvasQTAgg | None = None
        form = QFormLayout()
        form.addRow(self.tr("ε (privacy loss)"), self.epsilon)
        form.addRow(self.tr("δ (chance of failure)"), self.delta)
        form.addRow(self.tr("Search steps"), self.steps)
        form.addRow(self.tr("Search optimises"), self.score)
        form.addRow(self.tr("Total budget ε of this data set"), self.budget)
        # the long check box above the form and the chart, so the panel fits a 1024-pixel window
        outer = QVBoxLayout(self)
        outer.addWidget(self.enabled)
        self.layout_ = QHBoxLayout()
        outer.addLayout(self.layout_)
        left = QVBoxLayout()
        left.addLayout(form)
        left.addWidget(self.words)
        left.addWidget(self.ledger)
        left.addWidget(self.counts_button)
        left.addStretch(1)
        self.layout_.addLayout(left, 3)
        for widget, signal in ((self.enabled, "toggled"), (self.epsilon, "valueChanged"),
                               (self.delta, "currentIndexChanged"), (self.steps, "valueChanged"),
                               (self.score, "currentIndexChanged"), (self.budget, "valueChanged")):
            getattr(widget, signal).connect(self._changed)
        session.project_changed.connect(self._show)
        session.result_changed.connect(self._show)  # a DP run has charged the budget
        self._show()

    def _changed(self) -> None:
        self._draw()
        if self._updating or self.session.project is None:
            return
        options = {"epsilon": self.epsilon.value(), "delta": float(self.delta.currentText()),
                   "steps": self.steps.value(), "score": self.score.currentData(),
                   "budget": self.budget.value()}
        if self.enabled.isChecked():
            options["name"] = "dp"
        elif self.session.project.algorithm.get("name") == "dp":
            options["name"] = "optimal"
        self.session.update_algorithm(**options)

    def _show(self) -> None:
        project = self.session.project
        self.setEnabled(project is not None)
        if project is None:
            return
        self._updating = True
        try:
            algorithm = project.algorithm
            self.enabled.setChecked(algorithm.get("name") == "dp")
            self.epsilon.setValue(float(algorithm.get("epsilon", 1.0)))
            self.delta.setCurrentText(f"{float(algorithm.get('delta', 1e-5)):.0e}".replace("e-0", "e-"))
            self.steps.setValue(int(algorithm.get("steps", 100)))
            self.score.setCurrentIndex(max(self.score.findData(algorithm.get("score", "loss")), 0))
            budget = project.budget()
            self.budget.setValue(budget.total if budget is not None else float(algorithm.get("budget", 2.0)))
            self.budget.setEnabled(budget is None)  # a data set's budget is set once
        finally:
            self._updating = False
        self.ledger.setText(_budget_text(project))
        self._draw()
        if algorithm.get("name") == "dp" and not all(key in algorithm for key in ("epsilon", "delta")):
            self._changed()  # chosen on the Privacy page: store the settings shown here

    def _draw(self) -> None:
        epsilon = self.epsilon.value()
        self.words.setText(dp_help("epsilon").reading)
        figure = epsilon_belief_chart(epsilon, figsize=(4.2, 3.0))
        if self.canvas is None:
            self.canvas = FigureCanvasQTAgg(figure)
            self.canvas.setMinimumSize(240, 180)
            self.canvas.setToolTip(tooltip(dp_help("epsilon")))
            self.layout_.addWidget(self.canvas, 2)
        else:
            # the new figure takes the canvas's current size, as a resize would give it; left at its own size it
            # is drawn wider than the canvas and loses its right edge
            ratio = self.canvas.device_pixel_ratio
            figure.set_size_inches(self.canvas.width() * ratio / figure.dpi,
                                   self.canvas.height() * ratio / figure.dpi, forward=False)
            self.canvas.figure = figure
            figure.set_canvas(self.canvas)
            self.canvas.draw_idle()

    def open_counts(self) -> None:
        if self.session.dataset is None or self.session.project is None:
            return
        DPCountsDialog(self.session, self.budget.value(), self).exec()
        self._show()


class DPCountsDialog(QDialog):
    """Choose columns and ε, release the counts (charged to the budget), see them beside the true counts, save."""

    def __init__(self, session, total_epsilon: float, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Differentially private counts"))
        self.session, self.total_epsilon, self.statistics = session, total_epsilon, None
        self.columns = QListWidget()
        self.columns.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        for name in session.dataset.names:
            item = QListWidgetItem(name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.columns.addItem(item)
        self.epsilon = _epsilon_box(0.5)
        self.mechanism = QComboBox()
        self.mechanism.addItem(self.tr("Discrete Laplace (ε-DP)"), LAPLACE)
        self.mechanism.addItem(self.tr("Discrete Gaussian (zCDP, stated at δ = 1e-5)"), GAUSSIAN)
        self.mechanism.setToolTip(tooltip(dp_help("gaussian")))
        self.mechanism.currentIndexChanged.connect(self._mechanism_changed)
        self.mode = QComboBox()
        self.mode.addItem(self.tr("(none)"), None)
        for name in session.dataset.names:
            self.mode.addItem(name, name)
        self.compute_button = QPushButton(self.tr("Release the counts (spends ε)"))
        self.compute_button.clicked.connect(self.compute)
        self.save_button = QPushButton(self.tr("Save the release…"))
        self.save_button.setEnabled(False)
        self.save_button.clicked.connect(self.save)
        self.note = QLabel(dp_help("dp-statistics").reading)
        self.note.setWordWrap(True)
        self.ledger = QLabel(_budget_text(session.project))
        self.table = QTableWidget()
        form = QFormLayout()
        form.addRow(self.tr("Columns to count"), self.columns)
        form.addRow(self.tr("ε of this release"), self.epsilon)
        form.addRow(self.tr("Noise"), self.mechanism)
        form.addRow(self.tr("Also the most frequent value of"), self.mode)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.note)
        layout.addWidget(self.ledger)
        buttons = QHBoxLayout()
        buttons.addWidget(self.compute_button)
        buttons.addWidget(self.save_button)
        layout.addLayout(buttons)
        layout.addWidget(self.table, 1)
        self.resize(720, 640)

    def _mechanism_changed(self) -> None:
        gaussian = self.mechanism.currentData() == GAUSSIAN
        if gaussian:
            self.mode.setCurrentIndex(0)
        self.mode.setEnabled(not gaussian)  # the private mode is an ε-DP (Laplace-side) release only
        self.note.setText(dp_help("gaussian" if gaussian else "dp-statistics").reading)

    def chosen(self) -> list[str]:
        return [self.columns.item(i).text() for i in range(self.columns.count())
                if self.columns.item(i).checkState() == Qt.CheckState.Checked]

    def compute(self) -> bool:
        project, dataset = self.session.project, self.session.dataset
        try:
            mechanism = self.mechanism.currentData()
            budget = release_budget(project, self.total_epsilon, composition=budget_composition(mechanism))
            self.statistics = compute_dp_statistics(dataset, self.chosen(), self.epsilon.value(),
                                                    mode_column=self.mode.currentData(), budget=budget,
                                                    mechanism=mechanism)
        except (InputError, BudgetExceeded) as error:
            QMessageBox.warning(self, self.windowTitle(), str(error))
            return False
        project.keep_budget(budget)  # the ledger is part of the project: saved with it, at once when it has a file
        if project.location is not None:
            project.save(project.location)
        self.session.changed()
        self.ledger.setText(_budget_text(project))
        frame = owner_view(dataset, self.statistics)
        self.table.setColumnCount(len(frame.columns))
        self.table.setRowCount(len(frame))
        self.table.setHorizontalHeaderLabels([str(c) for c in frame.columns])
        for r, row in enumerate(frame.itertuples(index=False)):
            for c, value in enumerate(row):
                self.table.setItem(r, c, QTableWidgetItem("" if value is None else str(value)))
        self.save_button.setEnabled(True)
        return True

    def save(self, folder: str | None = None) -> list[Path]:
        if self.statistics is None:
            return []
        folder = folder or QFileDialog.getExistingDirectory(self, self.tr("Folder for the release"))
        if not folder:
            return []
        return write_dp_statistics(self.statistics, folder, budget=self.session.project.budget(),
                                   source=self.session.dataset.source if self.session.dataset is not None else None)
