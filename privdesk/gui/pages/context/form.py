"""The context's fields as widgets: one editor per field of ``report/sheets/context/fields.py``, filled from a
context mapping and read back one field at a time (an edit changes only the field typed into).

The field list, the choices (settings, controls, release models, published reference values) and the field
names come from the report's context package and its labels, so the page and the report's first sheet name the
same fields the same way."""

from __future__ import annotations

import datetime as dt
from typing import Any, Callable, Mapping

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from privdesk.report.labels import label
from privdesk.report.sheets.context.fields import CONTROLS, REFERENCES, RELEASE_MODELS, SETTINGS, reference_of

NOT_GIVEN = ""   # the item data of a combo box's "(not given)" entry
Edit = Callable[[dict[str, Any]], None]   # called with {field: value}; None as a value removes the field


def field_name(field: str) -> str:
    """The field's name as the report's first sheet writes it."""
    return label(f"context.field.{field}")


def short_text(box: QPlainTextEdit, lines: int) -> QPlainTextEdit:
    """A text box ``lines`` lines high (the page scrolls rather than the box growing)."""
    box.setTabChangesFocus(True)
    box.setFixedHeight(box.fontMetrics().lineSpacing() * lines + 14)
    return box


def valid_date(text: str) -> bool:
    try:
        dt.date.fromisoformat(text)
    except ValueError:
        return False
    return len(text) == 10


class ContextForm(QObject):
    """The editors. ``edit`` receives each change as {field: value} (dotted fields inside ``environment``);
    :meth:`show` fills the editors from a context without reporting edits."""

    def __init__(self, edit: Edit, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._edit = edit
        self._filling = False
        self.recipient = QLineEdit()
        self.purpose = short_text(QPlainTextEdit(), 3)
        self.setting = QComboBox()
        self.setting.addItem(self.tr("(not given)"), NOT_GIVEN)
        for setting in SETTINGS:
            self.setting.addItem(label(f"context.setting.{setting}"), setting)
        self.controls: dict[str, tuple[QCheckBox, QLineEdit]] = {}
        for name in CONTROLS:
            detail = QLineEdit()
            detail.setPlaceholderText(self.tr("the agreement's name or number (optional)") if name == "contract"
                                      else self.tr("details (optional)"))
            self.controls[name] = (QCheckBox(label(f"context.control.{name}")), detail)
        widest = max(check.sizeHint().width() for check, _detail in self.controls.values())
        for check, _detail in self.controls.values():
            check.setMinimumWidth(widest)  # the details line up
        self.notes = QLineEdit()
        self.external_data = short_text(QPlainTextEdit(), 3)
        self.external_data.setPlaceholderText(self.tr("one per line, e.g. voter lists (birth date, ZIP code, sex)"))
        self.release_model = QComboBox()
        for model in RELEASE_MODELS:
            self.release_model.addItem(label(f"release_model.{model}"), model)
        self.reference = QComboBox()
        self.reference.addItem(self.tr("(not chosen)"), NOT_GIVEN)
        for reference in REFERENCES:
            self.reference.addItem(self.tr("{value:g} for a {model} release ({key})").format(
                value=reference.value, model=label(f"release_model.{reference.applies_to}"), key=reference.key),
                reference.key)
            self.reference.setItemData(self.reference.count() - 1, reference.source,
                                       Qt.ItemDataRole.ToolTipRole)
        self.reference_source = QLabel()
        self.reference_source.setWordWrap(True)
        self.threshold = QDoubleSpinBox()
        self.threshold.setRange(0.0, 1.0)
        self.threshold.setDecimals(3)
        self.threshold.setSingleStep(0.01)
        self.threshold.setSpecialValueText(self.tr("(as the run assesses it)"))  # 0: the context states none
        self.justification = short_text(QPlainTextEdit(), 3)
        self.grade = QLineEdit()
        self.grade.setPlaceholderText(self.tr("China only: the grade you assessed under GB/T 42460-2023 and why "
                                              "(PrivDesk does not derive it)"))
        self.responsible = QLineEdit()
        self.qualification = QLineEdit()
        self.statement = short_text(QPlainTextEdit(), 3)
        self.date = QLineEdit()
        self.review_date = QLineEdit()
        for box in (self.date, self.review_date):
            box.setPlaceholderText(self.tr("YYYY-MM-DD"))
            box.setMaximumWidth(box.fontMetrics().horizontalAdvance("0000-00-00") * 2 + 20)
        self.today = QPushButton(self.tr("Today"))
        self.today.clicked.connect(lambda: self.date.setText(dt.date.today().isoformat()))
        self._connect()

    # ---------------------------------------------------------------- editors of composite fields
    def controls_row(self, name: str) -> QWidget:
        check, detail = self.controls[name]
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(check)
        layout.addWidget(detail, 1)
        return row

    def reference_row(self) -> QWidget:
        """The reference values to choose from, with the chosen one's source in full below."""
        row = QWidget()
        layout = QVBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.reference)
        layout.addWidget(self.reference_source)
        return row

    def date_row(self, box: QLineEdit, button: QPushButton | None = None) -> QWidget:
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(box)
        if button is not None:
            layout.addWidget(button)
        layout.addStretch(1)
        return row

    # ---------------------------------------------------------------- edits
    def _connect(self) -> None:
        texts = {"recipient": self.recipient, "notes": self.notes, "responsible": self.responsible,
                 "qualification": self.qualification, "grade": self.grade}
        for field, box in texts.items():
            key = "environment.notes" if field == "notes" else field
            box.textEdited.connect(lambda text, k=key: self._report({k: text.strip() or None}))
        for field, box in (("purpose", self.purpose), ("justification", self.justification),
                           ("statement", self.statement)):
            box.textChanged.connect(lambda f=field, b=box: self._report({f: b.toPlainText().strip() or None}))
        self.external_data.textChanged.connect(lambda: self._report({"external_data": self.external_list()}))
        self.setting.currentIndexChanged.connect(
            lambda: self._report({"environment.setting": self.setting.currentData() or None}))
        for check, detail in self.controls.values():
            check.toggled.connect(self._controls_edited)
            detail.textEdited.connect(self._controls_edited)
        self.release_model.currentIndexChanged.connect(
            lambda: self._report({"release_model": self.release_model.currentData()}))
        self.reference.currentIndexChanged.connect(self._reference_edited)
        self.threshold.valueChanged.connect(lambda value: self._report({"threshold": value or None}))
        for field, box in (("date", self.date), ("review_date", self.review_date)):
            box.textChanged.connect(lambda text, f=field, b=box: self._date_edited(f, b, text))

    def _report(self, changes: dict[str, Any]) -> None:
        if not self._filling:
            self._edit(changes)

    def external_list(self) -> list[str] | None:
        items = [line.strip() for line in self.external_data.toPlainText().splitlines() if line.strip()]
        return items or None

    def controls_value(self) -> dict[str, Any] | None:
        """The controls as the context holds them: a detail text or true for a control in place, false for one
        not in place; None when no control is ticked (the field is then not given)."""
        if not any(check.isChecked() for check, _detail in self.controls.values()):
            return None
        return {name: (detail.text().strip() or True) if check.isChecked() else False
                for name, (check, detail) in self.controls.items()}

    def _controls_edited(self, *_: Any) -> None:
        for check, detail in self.controls.values():
            detail.setEnabled(check.isChecked())
        self._report({"environment.controls": self.controls_value()})

    def _reference_edited(self) -> None:
        key = self.reference.currentData() or None
        reference = reference_of(key)
        self._show_source(reference)
        # choosing a published value proposes it as the threshold
        self._report({"reference": key, **({"threshold": reference.value} if reference is not None else {})})

    def _date_edited(self, field: str, box: QLineEdit, text: str) -> None:
        text = text.strip()
        valid = not text or valid_date(text)
        box.setStyleSheet("" if valid else "QLineEdit { color: #b71c1c; }")
        self._report({field: text if text and valid else None})  # a wrong date is not given: listed as missing

    def _show_source(self, reference: Any) -> None:
        self.reference_source.setText(reference.source if reference is not None else "")
        self.reference_source.setVisible(reference is not None)

    # ---------------------------------------------------------------- filling
    def show(self, context: Mapping[str, Any], release_model: str) -> None:
        """Fill the editors from ``context``; ``release_model``: the one it states, else the run's."""
        self._filling = True
        try:
            environment = context.get("environment") or {}
            for box, value in ((self.recipient, context.get("recipient")), (self.notes, environment.get("notes")),
                               (self.responsible, context.get("responsible")),
                               (self.qualification, context.get("qualification")),
                               (self.grade, context.get("grade")),
                               (self.date, context.get("date")), (self.review_date, context.get("review_date"))):
                if box.text().strip() != (value or ""):
                    box.setText(value or "")
                    box.setCursorPosition(0)  # a long text shows its beginning
            for box, value in ((self.purpose, context.get("purpose")), (self.justification,
                               context.get("justification")), (self.statement, context.get("statement")),
                               (self.external_data, "\n".join(context.get("external_data") or []))):
                if box.toPlainText().strip() != (value or "").strip():
                    box.setPlainText(value or "")
            self.setting.setCurrentIndex(max(0, self.setting.findData(environment.get("setting") or NOT_GIVEN)))
            controls = environment.get("controls") or {}
            for name, (check, detail) in self.controls.items():
                value = controls.get(name, False)
                check.setChecked(value is True or (isinstance(value, str) and bool(value)))
                if detail.text() != (value if isinstance(value, str) else ""):
                    detail.setText(value if isinstance(value, str) else "")
                detail.setEnabled(check.isChecked())
            self.release_model.setCurrentIndex(max(0, self.release_model.findData(release_model)))
            self.reference.setCurrentIndex(max(0, self.reference.findData(context.get("reference") or NOT_GIVEN)))
            self._show_source(reference_of(context.get("reference")))
            threshold = context.get("threshold")
            self.threshold.setValue(float(threshold) if isinstance(threshold, (int, float)) else 0.0)
        finally:
            self._filling = False
