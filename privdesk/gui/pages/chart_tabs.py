"""The Analyze page's chart tabs that hold more than one chart view: the risk (population estimates above the
per-record risk), the values of one attribute before and after, the parameter sweep with its controls, and the
attack test (one chart and sentence per attack, as the report's Attack test sheet). The figures are the report's
own builders; the page draws them (``AnalyzePage._draw_charts``)."""

from __future__ import annotations

from typing import Any, Mapping

from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from privdesk.app.sweep import DEFAULT_RANGES, PARAMETERS
from privdesk.gui.editors.population_view import PopulationRiskView
from privdesk.gui.pages.analyze_common import ChartView
from privdesk.gui.pages.analyze_jobs import sweep_values
from privdesk.report.charts.attacks import attack_chart


class RiskTab(QWidget):
    def __init__(self, view: ChartView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.population_view = PopulationRiskView()
        box = QVBoxLayout(self)
        box.addWidget(self.population_view)
        box.addWidget(view, 1)


class DistributionTab(QWidget):
    def __init__(self, view: ChartView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.attribute_choice = QComboBox()
        self.attribute_choice.setMinimumContentsLength(18)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Attribute")))
        row.addWidget(self.attribute_choice)
        row.addStretch(1)
        box = QVBoxLayout(self)
        box.addLayout(row)
        box.addWidget(view, 1)

    def set_attributes(self, names: list[str]) -> None:
        """Offer ``names``, keeping the chosen one when it is still there (without a change signal)."""
        chosen = self.attribute_choice.currentText()
        self.attribute_choice.blockSignals(True)
        self.attribute_choice.clear()
        self.attribute_choice.addItems(names)
        if chosen in names:
            self.attribute_choice.setCurrentText(chosen)
        self.attribute_choice.blockSignals(False)
        self.attribute_choice.setEnabled(bool(names))


class SweepTab(QWidget):
    def __init__(self, view: ChartView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.sweep_parameter = QComboBox()
        names = {"k": self.tr("k (k-anonymity)"), "l": self.tr("l (l-diversity)"), "t": self.tr("t (t-closeness)")}
        for key in PARAMETERS:
            self.sweep_parameter.addItem(names[key], key)
        self.sweep_parameter.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.sweep_parameter.setMinimumContentsLength(8)
        self.sweep_from, self.sweep_to, self.sweep_step = QDoubleSpinBox(), QDoubleSpinBox(), QDoubleSpinBox()
        for box in (self.sweep_from, self.sweep_to, self.sweep_step):
            box.setRange(0.0, 10_000.0)
        self.sweep_parameter.currentIndexChanged.connect(self.set_defaults)
        self.sweep_button = QPushButton(self.tr("Run sweep"))
        self.sweep_status = QLabel()
        self.sweep_status.setWordWrap(True)
        row = QHBoxLayout()
        for text, widget in ((self.tr("Parameter"), self.sweep_parameter), (self.tr("From"), self.sweep_from),
                             (self.tr("To"), self.sweep_to), (self.tr("Step"), self.sweep_step)):
            row.addWidget(QLabel(text))
            row.addWidget(widget)
        row.addWidget(self.sweep_button)
        row.addStretch(1)
        box = QVBoxLayout(self)
        box.addLayout(row)
        box.addWidget(self.sweep_status)
        box.addWidget(view, 1)
        self.set_defaults()

    def set_defaults(self) -> None:
        parameter = self.sweep_parameter.currentData()
        values = DEFAULT_RANGES[parameter]
        integer = parameter != "t"
        for box in (self.sweep_from, self.sweep_to, self.sweep_step):
            box.setDecimals(0 if integer else 2)
            box.setSingleStep(1.0 if integer else 0.05)
        self.sweep_from.setValue(values[0])
        self.sweep_to.setValue(values[-1])
        self.sweep_step.setValue(round(values[1] - values[0], 6) if len(values) > 1 else 1.0)

    def parameter(self) -> str:
        return self.sweep_parameter.currentData()

    def values(self, parameter: str) -> list[float]:
        """The values the from/to/step controls ask for."""
        return sweep_values(self.sweep_from.value(), self.sweep_to.value(), self.sweep_step.value(),
                            integer=parameter != "t")


class AttackTab(QScrollArea):
    """The attack test of the run's record (``record["attack_test"]``, computed with the record in the worker):
    per attack its chart and the sentence the record holds, then the motivated intruder's sentence."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.views: list[ChartView] = []
        self.sentences: list[QLabel] = []
        self.message = QLabel()
        self.show_test(None)

    def show_test(self, document: Mapping[str, Any] | None) -> None:
        content = QWidget()
        box = QVBoxLayout(content)
        self.message = QLabel()
        self.message.setWordWrap(True)
        box.addWidget(self.message)
        self.views, self.sentences = [], []
        if not document or document.get("skipped"):
            self.message.setText(self.tr("The attack test needs the original table, row for row with the release.")
                                 if not document else document["skipped"])
        else:
            self.message.setText(self.tr("{attacks:,} attacks of each kind, seed {seed}; the baseline attacker "
                                         "guesses without the release.").format(attacks=document["n_attacks"],
                                                                                seed=document["seed"]))
            for attack in document.get("attacks", []):
                view = ChartView(self.tr("No data"))
                view.setMinimumHeight(220)
                view.set_figure(attack_chart(attack))
                sentence = QLabel(attack.get("sentence", ""))
                sentence.setWordWrap(True)
                box.addWidget(view)
                box.addWidget(sentence)
                self.views.append(view)
                self.sentences.append(sentence)
            intruder = QLabel(document.get("intruder_sentence", ""))
            intruder.setWordWrap(True)
            box.addWidget(intruder)
            self.sentences.append(intruder)
        box.addStretch(1)
        self.setWidget(content)
