"""Step 3, Privacy: which privacy models the release must meet, how identifiers are handled, which algorithm and
utility metric, how much may be suppressed, and the risk settings — each with a plain explanation."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from privdesk.app.record.population_risk import (
    UNIQUENESS_KINDS,
    is_uniqueness_entry,
    population_model_of,
    uniqueness_entry,
    uniqueness_label,
)
from privdesk.app.record.risk_words import invasion_thresholds, threshold_sentence
from privdesk.common.i18n import _, current_language
from privdesk.engine.core.errors import InputError
from privdesk.engine.models import registry
from privdesk.engine.models.population_models import takes_estimator
from privdesk.engine.models.requirements import Requirement
from privdesk.engine.recoding.cell_recoding import cell_suppression_mode
from privdesk.gui.help_texts import SUPPRESSION, UNIQUENESS_HELP, model_help, risk_help, tooltip, transformation_help

AUTOMATIC = QT_TRANSLATE_NOOP("PrivacyPage", "automatic")
"""The variant choice of a model whose variant is chosen from the data (t-closeness's distance)."""
ESTIMATORS = (("dankar", QT_TRANSLATE_NOOP("PrivacyPage", "Dankar's decision rule")),
              ("pitman", QT_TRANSLATE_NOOP("PrivacyPage", "Pitman")),
              ("zayatz", QT_TRANSLATE_NOOP("PrivacyPage", "Zayatz")),
              ("snb", QT_TRANSLATE_NOOP("PrivacyPage", "SNB (Chen & Keller-McNulty)")))
"""The variant choice of a population-uniqueness threshold: its estimator."""


class PrivacyPage(QWidget):
    def __init__(self, session, runner, parent=None) -> None:
        super().__init__(parent)
        self.session = session
        self._updating = False

        self.models = QListWidget()
        self.model_kind = QComboBox()
        for spec in registry.offered():  # every model to choose, with its own words
            explanation = model_help(spec.name)
            self.model_kind.addItem(explanation.title, spec.name)
            self.model_kind.setItemData(self.model_kind.count() - 1, tooltip(explanation),
                                        Qt.ItemDataRole.ToolTipRole)
        for kind in UNIQUENESS_KINDS:  # thresholds on the whole release (population risk), next to the models
            explanation = risk_help(UNIQUENESS_HELP[kind])
            self.model_kind.addItem(explanation.title, kind)
            self.model_kind.setItemData(self.model_kind.count() - 1, tooltip(explanation),
                                        Qt.ItemDataRole.ToolTipRole)
        self.model_value = QDoubleSpinBox()
        self.model_value.setDecimals(2)
        self.model_value.setRange(0.01, 1000)
        self.model_attribute = QComboBox()
        self.model_variant = QComboBox()
        self.delta_min = QDoubleSpinBox()
        self.delta_min.setDecimals(3)
        self.delta_min.setRange(0, 1)
        self.delta_min.setSingleStep(0.01)
        self.population_label = QLabel()
        self.population_label.setWordWrap(True)
        self.population_button = QPushButton(self.tr("Choose…"))
        self.population_button.setToolTip(self.tr("The table of the people the data is drawn from (for example "
                                                  "a register), with the same quasi-identifier columns; it must "
                                                  "contain every released person."))
        self.population_button.clicked.connect(self._choose_population)
        self.population_remove = QPushButton(self.tr("Remove"))
        self.population_remove.clicked.connect(lambda: self.session.set_population(None))
        population_row = QHBoxLayout()
        population_row.addWidget(self.population_label, 1)
        population_row.addWidget(self.population_button)
        population_row.addWidget(self.population_remove)
        self.model_help = QLabel()
        self.model_help.setWordWrap(True)
        add = QPushButton(self.tr("Add model"))
        add.clicked.connect(self._add_model)
        remove = QPushButton(self.tr("Remove selected"))
        remove.clicked.connect(self._remove_model)
        self.model_kind.currentIndexChanged.connect(self._kind_changed)

        models_box = QGroupBox(self.tr("Privacy models the release must meet"))
        models_layout = QVBoxLayout(models_box)
        models_layout.addWidget(self.models)
        editor = QFormLayout()
        editor.addRow(self.tr("Model"), self.model_kind)
        editor.addRow(self.tr("Parameter"), self.model_value)
        editor.addRow(self.tr("Sensitive attribute"), self.model_attribute)
        editor.addRow(self.tr("Variant"), self.model_variant)
        editor.addRow(self.tr("δmin (lower bound)"), self.delta_min)
        editor.addRow(self.tr("Population table (δ-presence)"), population_row)
        models_layout.addLayout(editor)
        models_layout.addWidget(self.model_help)
        buttons = QHBoxLayout()
        buttons.addWidget(add)
        buttons.addWidget(remove)
        models_layout.addLayout(buttons)

        self.algorithm = QComboBox()
        for key, text in (("optimal", self.tr("Optimal generalization (ARX's search)")),
                          ("heuristic", self.tr("Heuristic generalization (many quasi-identifiers; anytime)")),
                          ("auto", self.tr("Automatic (optimal for small searches, genetic for large ones)")),
                          ("mondrian", self.tr("Mondrian (local recoding)")),
                          ("greedy-msa", self.tr("Greedy (αij,k,m) with sensitivity levels")),
                          ("dp", self.tr("Differential privacy (SafePub; settings on the Anonymize page)"))):
            self.algorithm.addItem(text, key)
        self.metric = QComboBox()
        from privdesk.engine.search.lattice import METRICS

        for key, text in METRICS.items():
            self.metric.addItem(_(text), key)
        self.cell_suppression = QComboBox()  # suppressed records recoded by cells (app/cell_suppression)
        for key, text in (("", self.tr("Suppressed whole")),
                          ("arx", self.tr("Single cells suppressed (ARX's mode)")),
                          ("gradual", self.tr("Single cells suppressed, gradually"))):
            self.cell_suppression.addItem(text, key)
        self.suppression = QDoubleSpinBox()
        self.suppression.setRange(0, 100)
        self.suppression.setSuffix(" %")
        self.suppression.setDecimals(1)
        self.time_limit = QDoubleSpinBox()
        self.time_limit.setRange(0, 86_400)
        self.time_limit.setDecimals(0)
        self.time_limit.setSuffix(" s")
        self.time_limit.setSpecialValueText(self.tr("none"))
        suppression_help = QLabel(_(SUPPRESSION))
        suppression_help.setWordWrap(True)
        algorithm_box = QGroupBox(self.tr("How to anonymize"))
        algorithm_form = QFormLayout(algorithm_box)
        algorithm_form.addRow(self.tr("Algorithm"), self.algorithm)
        algorithm_form.addRow(self.tr("Utility to keep (metric)"), self.metric)
        algorithm_form.addRow(self.tr("Suppression limit"), self.suppression)
        algorithm_form.addRow(self.tr("Records over the limit"), self.cell_suppression)
        algorithm_form.addRow(self.tr("Time limit (the best release so far is kept)"), self.time_limit)
        algorithm_form.addRow(suppression_help)

        self.release_model = QComboBox()
        for key, text in (("public", self.tr("Public (anyone may get it)")),
                          ("semi-public", self.tr("Semi-public (registered users)")),
                          ("non-public", self.tr("Non-public (a known recipient under contract)"))):
            self.release_model.addItem(text, key)
        self.invasion = QComboBox()
        # the levels' thresholds only in their tooltips: the sentence under the threshold says which one counts
        levels = invasion_thresholds()
        for key, text in (("low", self.tr("Low")), ("medium", self.tr("Medium")), ("high", self.tr("High"))):
            self.invasion.addItem(text, key)
            self.invasion.setItemData(self.invasion.count() - 1, self.tr(
                "Threshold {threshold:g}: groups of at least {size} records").format(
                threshold=levels[key][0], size=levels[key][1]), Qt.ItemDataRole.ToolTipRole)
        self.threshold = QDoubleSpinBox()
        self.threshold.setRange(0, 1)
        self.threshold.setDecimals(3)
        self.threshold.setSpecialValueText(self.tr("as the invasion of privacy sets it"))
        self.threshold_words = QLabel()
        self.threshold_words.setWordWrap(True)
        self.threshold_words.setStyleSheet("color: #555;")
        risk_box = QGroupBox(self.tr("Re-identification risk (GB/T 37964)"))
        risk_form = QFormLayout(risk_box)
        risk_form.addRow(self.tr("Release model"), self.release_model)
        risk_form.addRow(self.tr("Invasion of privacy if re-identified"), self.invasion)
        risk_form.addRow(self.tr("Highest risk allowed"), self.threshold)
        risk_form.addRow(self.threshold_words)
        # The population the table is a sample of: for population uniqueness (app/record/population_risk.py).
        self.sampling_fraction = QDoubleSpinBox()
        self.sampling_fraction.setRange(0, 1)
        self.sampling_fraction.setDecimals(4)
        self.sampling_fraction.setSpecialValueText(self.tr("not given"))
        self.sampling_fraction.setToolTip(self.tr("Share of the population that is in the table (e.g. 0.1 for a "
                                                  "10% sample); 1 when the table is the whole population."))
        risk_form.addRow(self.tr("Sampling fraction (population risk)"), self.sampling_fraction)
        # The recipient's environment counts only for a controlled (semi-public or non-public) release.
        self.controls, self.motives = QComboBox(), QComboBox()
        for combo in (self.controls, self.motives):
            for key, text in (("high", self.tr("high")), ("medium", self.tr("medium")), ("low", self.tr("low"))):
                combo.addItem(text, key)
        self.prevalence = QDoubleSpinBox()
        self.prevalence.setRange(0, 1)
        self.prevalence.setDecimals(4)
        self.acquaintances = QSpinBox()
        self.acquaintances.setRange(150, 190)
        self.breach = QDoubleSpinBox()
        self.breach.setRange(0, 1)
        self.breach.setDecimals(2)
        self.breach.setValue(0.27)
        self.environment_rows = [
            (self.tr("Recipient's security controls"), self.controls),
            (self.tr("Recipient's motives and capacity to attack"), self.motives),
            (self.tr("Share of the population with the data's trait (p)"), self.prevalence),
            (self.tr("Acquaintances per person (m, 150–190)"), self.acquaintances),
            (self.tr("Chance of a data breach at the recipient"), self.breach)]
        for text, widget in self.environment_rows:
            risk_form.addRow(text, widget)
            widget.setToolTip(tooltip(risk_help("environment")))
        for widget in (self.invasion, self.threshold):
            widget.setToolTip(tooltip(risk_help("threshold")))
        self.cell_suppression.setToolTip(tooltip(transformation_help("cell_suppression")))

        self.identifiers_box = QGroupBox(self.tr("Identifiers (names, record numbers)"))
        self.identifiers_form = QFormLayout(self.identifiers_box)
        self.identifier_widgets: dict[str, tuple[QComboBox, QSpinBox]] = {}

        settings = QWidget()
        right = QVBoxLayout(settings)
        right.setContentsMargins(0, 0, 4, 0)
        right.addWidget(algorithm_box)
        right.addWidget(risk_box)
        right.addWidget(self.identifiers_box)
        right.addStretch(1)
        # the settings scroll rather than squeeze their rows together in a window 768 pixels high
        self.settings_area = QScrollArea()
        self.settings_area.setMinimumWidth(330)  # its labels wrap above their fields below that
        self.settings_area.setWidget(settings)
        self.settings_area.setWidgetResizable(True)
        self.settings_area.setFrameShape(QFrame.Shape.NoFrame)
        self.settings_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout = QHBoxLayout(self)
        layout.addWidget(models_box, 1)
        layout.addWidget(self.settings_area, 1)

        for widget, signal in ((self.algorithm, "currentIndexChanged"), (self.metric, "currentIndexChanged"),
                               (self.suppression, "valueChanged"), (self.time_limit, "valueChanged"),
                               (self.cell_suppression, "currentIndexChanged"),
                               (self.release_model, "currentIndexChanged"),
                               (self.invasion, "currentIndexChanged"), (self.threshold, "valueChanged"),
                               (self.controls, "currentIndexChanged"), (self.motives, "currentIndexChanged"),
                               (self.prevalence, "valueChanged"), (self.acquaintances, "valueChanged"),
                               (self.breach, "valueChanged"), (self.sampling_fraction, "valueChanged")):
            getattr(widget, signal).connect(self._options_changed)
        for form in self.findChildren(QFormLayout):  # narrow windows (or the Help panel open): labels above fields
            form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        for combo in self.findChildren(QComboBox):  # long choices (metric names) must not widen the window
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(18)
            # Qt keeps the minimum computed from the items before the policy changed: state the one wanted
            combo.setMinimumWidth(combo.sizeHint().width())
        session.project_changed.connect(self._show)
        self._kind_changed()

    # ---------------------------------------------------------------- models
    def _kind_changed(self) -> None:
        kind = self.model_kind.currentData()
        if kind in UNIQUENESS_KINDS:
            self._uniqueness_kind_chosen(kind)
            return
        spec = registry.model(kind)
        whole = spec.parameter.whole  # k, m …: a whole number shows as 5, not 5.00
        self.model_value.setDecimals(0 if whole else 2)
        self.model_value.setRange(max(1, spec.parameter.minimum or 1) if whole else 0.01, 1000)
        self.model_value.setValue(spec.parameter.default)
        self._show_model_help(model_help(spec.name))
        self.model_variant.clear()
        if spec.variants and spec.variant_default is None:
            self.model_variant.addItem(self.tr(AUTOMATIC), "")
        for variant in spec.variants:
            self.model_variant.addItem(_(spec.variant_labels.get(variant, variant)), variant)
        self.model_variant.setEnabled(bool(spec.variants))
        self.model_attribute.setEnabled(spec.per_attribute)
        self.delta_min.setEnabled(any(extra.field == "delta_min" for extra in spec.extras))

    def _uniqueness_kind_chosen(self, kind: str) -> None:
        """A threshold on a share of the records (0 to 1); population uniqueness chooses its estimator."""
        self.model_value.setDecimals(4)
        self.model_value.setRange(0.0001, 1)
        self.model_value.setValue(0.01)
        self._show_model_help(risk_help(UNIQUENESS_HELP[kind]))
        self.model_variant.clear()
        if takes_estimator(kind):
            for estimator, text in ESTIMATORS:
                self.model_variant.addItem(self.tr(text), estimator)
        self.model_variant.setEnabled(takes_estimator(kind))
        self.model_attribute.setEnabled(False)
        self.delta_min.setEnabled(False)

    def _show_model_help(self, explanation) -> None:
        separator = "" if current_language().startswith("zh") else " "  # Chinese sentences join without a space
        self.model_help.setText(explanation.protects + separator + explanation.reading)
        self.model_help.setToolTip(tooltip(explanation))

    def add_model(self, kind: str, value: float, attribute: str | None = None, variant: str | None = None,
                  delta_min: float | None = None) -> None:
        """Add a model (also used by tests); the session checks it through Requirement. Extra parameters take
        their defaults (c = 2 of recursive l-diversity) and ``delta_min`` where the model has one. A uniqueness
        threshold (sample or population uniqueness, ARX's average risk) takes its estimator as ``variant``."""
        if kind in UNIQUENESS_KINDS:
            entry = uniqueness_entry(kind, value, variant, population_model_of(self.session.project.risk))
            self.session.set_models([*self.session.project.models, entry])
            return
        spec = registry.model(kind)
        extras = {extra.field: extra.default for extra in spec.extras if extra.variant in (None, variant)}
        if "delta_min" in extras and delta_min is not None:
            extras["delta_min"] = delta_min
        requirement = Requirement(kind, float(value), attribute, variant or None, **extras)
        models = [m for m in self.session.project.models] + [requirement.to_dict()]
        self.session.set_models(models)

    def _add_model(self) -> None:
        kind = self.model_kind.currentData()
        variant = self.model_variant.currentData() if self.model_variant.isEnabled() else None
        attribute = self.model_attribute.currentText() if self.model_attribute.isEnabled() else None
        try:
            self.add_model(kind, self.model_value.value(), attribute or None, variant, self.delta_min.value())
        except Exception as error:  # noqa: BLE001 - InputError and friends become a message, not a crash
            self.window().show_error(self.tr("Cannot add the model"), str(error))

    def _choose_population(self) -> None:
        """The population table for δ-presence, read through the import dialog."""
        from privdesk.gui.import_dialog import choose_and_read

        chosen = choose_and_read(self, self.tr("Open the population table"),
                                 self.tr("Open the population table {file}"))
        if chosen is not None:
            self.session.set_population(*chosen)

    def _show_population(self, project) -> None:
        if project.population is None:
            self.population_label.setText(self.tr("none"))
        else:
            self.population_label.setText(Path(project.population.path).name)
            self.population_label.setToolTip(str(project.population_path()))
        self.population_remove.setEnabled(project.population is not None)

    def _remove_model(self) -> None:
        rows = sorted({i.row() for i in self.models.selectedIndexes()}, reverse=True)
        models = list(self.session.project.models)
        for row in rows:
            del models[row]
        self.session.set_models(models)

    # ---------------------------------------------------------------- options
    def _options_changed(self) -> None:
        if self._updating or self.session.project is None:
            return
        # Read every widget first: each session update redraws this page from the project.
        algorithm = {"name": self.algorithm.currentData(), "metric": self.metric.currentData(),
                     "suppression": round(self.suppression.value() / 100, 6),
                     "time_limit": self.time_limit.value() or None,
                     "cell_suppression": self.cell_suppression.currentData()}
        risk = {"release_model": self.release_model.currentData(), "invasion": self.invasion.currentData(),
                "threshold": self.threshold.value() or None, "environment": None}
        risk["population_model"] = ({"sampling_fraction": self.sampling_fraction.value()}
                                    if self.sampling_fraction.value() > 0 else None)
        if risk["release_model"] != "public":
            risk["environment"] = {"controls": self.controls.currentData(), "motives": self.motives.currentData(),
                                   "prevalence": self.prevalence.value(),
                                   "acquaintances": self.acquaintances.value(), "breach": self.breach.value()}
        self.session.update_options(algorithm, risk)
        self._show_environment()

    def set_identifier(self, column: str, action: str, n: int = 0) -> None:
        """How an identifier column is released: drop, keep_first / keep_last n characters, or pseudonym."""
        rules = dict(self.session.project.algorithm.get("identifiers", {}))
        rules[column] = {"action": action, "n": int(n)}
        self.session.update_algorithm(identifiers=rules)

    def _identifier_changed(self, column: str) -> None:
        if self._updating:
            return
        action, count = self.identifier_widgets[column]
        self.set_identifier(column, action.currentData(), count.value())

    def _show_threshold(self, project) -> None:
        try:
            self.threshold_words.setText(threshold_sentence(project.risk_settings()))
        except InputError as error:  # damaged settings: the run will say so too
            self.threshold_words.setText(str(error))

    def _show_environment(self) -> None:
        controlled = self.release_model.currentData() != "public"
        for _, widget in self.environment_rows:
            widget.setEnabled(controlled)

    def _show_identifiers(self, project) -> None:
        rules = project.algorithm.get("identifiers", {})
        if list(self.identifier_widgets) == list(project.identifiers) and self.identifier_widgets:
            for column, (action, count) in self.identifier_widgets.items():  # same columns: update in place
                rule = rules.get(column, {"action": "drop", "n": 0})
                action.setCurrentIndex(max(0, action.findData(rule.get("action", "drop"))))
                count.setValue(max(1, int(rule.get("n") or 1)))
            return
        while self.identifiers_form.rowCount():
            self.identifiers_form.removeRow(0)
        self.identifier_widgets = {}
        if not project.identifiers:
            self.identifiers_form.addRow(QLabel(self.tr("No column is marked as identifier.")))
        for column in project.identifiers:
            action = QComboBox()
            for key, text in (("drop", self.tr("Remove the column")),
                              ("keep_first", self.tr("Keep the first characters")),
                              ("keep_last", self.tr("Keep the last characters")),
                              ("pseudonym", self.tr("Replace by a keyed pseudonym"))):
                action.addItem(text, key)
            count = QSpinBox()
            count.setRange(1, 50)
            rule = rules.get(column, {"action": "drop", "n": 0})
            action.setCurrentIndex(max(0, action.findData(rule.get("action", "drop"))))
            count.setValue(max(1, int(rule.get("n") or 1)))
            action.currentIndexChanged.connect(lambda _=0, c=column: self._identifier_changed(c))
            count.valueChanged.connect(lambda _=0, c=column: self._identifier_changed(c))
            row = QHBoxLayout()
            row.addWidget(action, 1)
            row.addWidget(count)
            self.identifiers_form.addRow(column, row)
            self.identifier_widgets[column] = (action, count)

    def _show(self) -> None:
        project = self.session.project
        if project is None:
            return
        self._updating = True
        try:
            self.models.clear()
            for spec in project.models:
                try:
                    label = uniqueness_label(spec) if is_uniqueness_entry(spec) else Requirement.from_dict(spec).label
                except Exception:  # noqa: BLE001 - a model the engine cannot read is listed as it is
                    label = str(spec)
                item = QListWidgetItem(label)
                item.setData(Qt.ItemDataRole.UserRole, spec)
                self.models.addItem(item)
            self.model_attribute.clear()
            self.model_attribute.addItems(project.sensitive)
            algorithm = project.algorithm
            self.algorithm.setCurrentIndex(max(0, self.algorithm.findData(algorithm.get("name", "optimal"))))
            self.metric.setCurrentIndex(max(0, self.metric.findData(algorithm.get("metric", "loss"))))
            self.suppression.setValue(100 * float(algorithm.get("suppression", 0.0)))
            self.time_limit.setValue(float(algorithm.get("time_limit") or 0))
            try:
                mode = cell_suppression_mode(algorithm.get("cell_suppression"))
            except InputError:  # a project edited by hand: shown as whole-record suppression
                mode = ""
            self.cell_suppression.setCurrentIndex(max(0, self.cell_suppression.findData(mode)))
            risk = project.risk
            self.release_model.setCurrentIndex(max(0, self.release_model.findData(risk.get("release_model",
                                                                                             "public"))))
            self.invasion.setCurrentIndex(max(0, self.invasion.findData(risk.get("invasion", "high"))))
            self.threshold.setValue(float(risk.get("threshold") or 0))
            self.sampling_fraction.setValue(float((risk.get("population_model") or {}).get("sampling_fraction")
                                                  or 0))
            environment = risk.get("environment") or {}
            self.controls.setCurrentIndex(max(0, self.controls.findData(environment.get("controls", "medium"))))
            self.motives.setCurrentIndex(max(0, self.motives.findData(environment.get("motives", "medium"))))
            self.prevalence.setValue(float(environment.get("prevalence", 0.0)))
            self.acquaintances.setValue(int(environment.get("acquaintances", 150)))
            self.breach.setValue(float(environment.get("breach", 0.27)))
            self._show_environment()
            self._show_threshold(project)
            self._show_identifiers(project)
            self._show_population(project)
        finally:
            self._updating = False
