"""The Attributes page's quasi-identifier weights (for the weighted measures and algorithms): a box with a switch
between equal and custom weights, one spin box per quasi-identifier and the normalised share each gets. Every edit
goes through the Session; the shares come from ``engine.weights.normalize_weights``."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDoubleSpinBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from privdesk.engine.attributes.weights import equal_weights, normalize_weights
from privdesk.engine.core.errors import InputError


def padded(widget: QWidget, stretch: bool = False) -> QWidget:
    """``widget`` in a holder with a small margin, as a table cell shows it (left-aligned when ``stretch``)."""
    holder = QWidget()
    layout = QHBoxLayout(holder)
    layout.setContentsMargins(6, 2, 6, 2)
    layout.addWidget(widget)
    if stretch:
        layout.addStretch(1)
    return holder


class WeightsPanel(QGroupBox):
    def __init__(self, session, parent=None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Attribute weights"))
        self.session = session
        self._weight_rows: dict[str, tuple[QDoubleSpinBox, QTableWidgetItem]] = {}
        self.custom_weights = QCheckBox(self.tr("Weight the quasi-identifiers"))
        self.custom_weights.setToolTip(self.tr("Unticked, every quasi-identifier weighs the same."))
        self.custom_weights.toggled.connect(self._on_custom_weights)
        weights_note = QLabel(self.tr("For the weighted measures and algorithms. Type any positive numbers: "
                                      "they are normalised to shares that sum to 100 %."))
        weights_note.setWordWrap(True)
        weights_note.setStyleSheet("color: #555;")
        self.weights = QTableWidget(0, 3)
        self.weights.setHorizontalHeaderLabels([self.tr("Quasi-identifier"), self.tr("Weight"), self.tr("Share")])
        weights_header = self.weights.horizontalHeader()
        weights_header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        weights_header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        weights_header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        weights_header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.weights.verticalHeader().setVisible(False)
        self.weights.verticalHeader().setDefaultSectionSize(32)
        self.weights.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.weights.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.weights.setShowGrid(False)
        self.equal_button = QPushButton(self.tr("Equal weights"))
        self.equal_button.clicked.connect(self.equalize_weights)
        self.weights_message = QLabel()
        self.weights_message.setWordWrap(True)
        self.weights_message.setStyleSheet("color: #b3261e;")
        self.weights_message.hide()
        weights_layout = QVBoxLayout(self)
        weights_layout.addWidget(weights_note)
        weights_layout.addWidget(self.custom_weights)
        weights_layout.addWidget(self.weights, 1)
        weights_layout.addWidget(self.weights_message)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.equal_button)
        weights_layout.addLayout(buttons)

    def _qis(self) -> list[str]:
        project = self.session.project
        return project.quasi_identifiers if project is not None else []

    def refresh(self) -> None:
        qis = self._qis()
        project = self.session.project
        stored = dict(project.weights) if project is not None else {}
        custom = bool(stored)
        if (self.custom_weights.isChecked(), self.custom_weights.isEnabled(), self.equal_button.isEnabled()) != (
                custom, bool(qis), custom):
            self.custom_weights.blockSignals(True)
            self.custom_weights.setChecked(custom)
            self.custom_weights.setEnabled(bool(qis))
            self.custom_weights.blockSignals(False)
            self.equal_button.setEnabled(custom)
        if list(self._weight_rows) != qis:
            self._weight_rows = {}
            self.weights.setRowCount(len(qis))
            for row, name in enumerate(qis):
                self.weights.setItem(row, 0, QTableWidgetItem(name))
                spin = QDoubleSpinBox()
                spin.setRange(0.01, 1000.0)
                spin.setDecimals(2)
                spin.setSingleStep(0.1)
                spin.setAccessibleName(self.tr("Weight of {column}").format(column=name))
                spin.valueChanged.connect(lambda value, n=name: self.set_weight(n, value))
                self.weights.setCellWidget(row, 1, padded(spin))
                share = QTableWidgetItem()
                share.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.weights.setItem(row, 2, share)
                self._weight_rows[name] = (spin, share)
        shares: dict[str, float] = {}
        problem = ""
        if qis:
            if custom:
                try:
                    shares = normalize_weights(stored, qis)
                except InputError as error:
                    problem = error.message
            else:
                shares = equal_weights(qis)
        for name, (spin, share) in self._weight_rows.items():
            value = float(stored.get(name, 1.0)) if custom else 1.0
            text = f"{shares[name] * 100:.1f} %" if name in shares else "–"
            if (spin.value(), spin.isEnabled(), share.text()) == (value, custom, text):
                continue
            spin.blockSignals(True)
            spin.setValue(value)
            spin.setEnabled(custom)
            spin.blockSignals(False)
            share.setText(text)
        if self.weights_message.text() != problem:
            self.weights_message.setText(problem)
            self.weights_message.setVisible(bool(problem))

    def set_weight(self, name: str, value: float) -> None:
        """Give quasi-identifier ``name`` the (unnormalised) weight ``value``; the others keep theirs."""
        qis = self._qis()
        if name not in qis:
            raise ValueError(f"{name!r} is not a quasi-identifier")
        weights = self._current_weights()
        weights[name] = float(value)
        self.session.set_weights(weights)

    def _current_weights(self) -> dict[str, float]:
        stored = dict(self.session.project.weights)
        return {name: float(stored.get(name, 1.0)) for name in self._qis()}

    def weight_shares(self) -> dict[str, float]:
        """The normalised weights the page shows (equal when no custom weights are set)."""
        qis = self._qis()
        stored = self.session.project.weights if self.session.project is not None else {}
        return normalize_weights(stored, qis) if stored else equal_weights(qis)

    def equalize_weights(self) -> None:
        self.session.set_weights({name: 1.0 for name in self._qis()})

    def _on_custom_weights(self, on: bool) -> None:
        self.session.set_weights({name: 1.0 for name in self._qis()} if on else {})

    def follow_roles(self) -> None:
        """After a role change: custom weights follow the quasi-identifiers (a new one gets the mean weight)."""
        project = self.session.project
        if not project.weights:
            return
        qis = project.quasi_identifiers
        kept = {name: w for name, w in project.weights.items() if name in qis}
        if not kept:
            self.session.set_weights({})
            return
        mean = sum(kept.values()) / len(kept)
        weights = {name: kept.get(name, mean) for name in qis}
        if weights != project.weights:
            self.session.set_weights(weights)
