"""Step 6, Context: the regulator's questions about the release, answered before the report is made.

Every edit goes into the project's ``context`` section (saved and autosaved with the project, undoable) and so into
the first sheet of every report exported from the window. The page marks the fields a regulator expects for the
chosen release model, lists those still missing and where the context is laxer than the run, and proposes
defaults from the release model; which fields are required, the published reference values and the proposals
come from ``report/sheets/context/fields.py``, so the page and the report always agree.
"""

from __future__ import annotations

import copy
from typing import Any, Mapping

from PySide6.QtCore import QObject
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from privdesk.gui.dialogs import FAIL_COLOUR, PASS_COLOUR
from privdesk.gui.pages.context.form import ContextForm, field_name
from privdesk.report.labels import label
from privdesk.report.sheets.context.fields import (
    REQUIRED,
    conflicts,
    missing_fields,
    release_model_of,
    with_proposals,
)


def session_context(session) -> dict[str, Any]:
    """A copy of the project's context ({} when it has none)."""
    project = session.project
    return copy.deepcopy(project.context) if project is not None and project.context else {}


def session_record(session) -> Mapping[str, Any]:
    """What the report will hold beside the context: the run's record, or before a run the project's risk
    settings (the release model and threshold the run will assess)."""
    result = session.result
    if result is not None and result.record is not None:
        return result.record
    return {"risk": dict(session.project.risk) if session.project is not None else {}}


class ContextSummary(QObject):
    """The context a report will open with, in one line (the Report step shows it before the export)."""

    def line(self, session) -> tuple[str, bool]:
        """The line, and whether the context has every field its release model requires."""
        context, record = session_context(session), session_record(session)
        if not context:
            return self.tr("No context given: the report starts with its Summary. Answer a regulator's questions "
                           "on step 6, Context."), False
        model = label(f"release_model.{release_model_of(context, record)}")
        missing = missing_fields(context, record)
        if missing:
            return self.tr("The report opens with the context of step 6; still missing for a {model} release: "
                           "{fields}.").format(model=model, fields=", ".join(field_name(f) for f in missing)), False
        return self.tr("The report opens with the context of step 6, complete for a {model} release.").format(
            model=model), True


LABEL_WIDTH = 210   # pixels: the longest field names on two lines, the fields keep the room at 1024 pixels


class ContextPage(QWidget):
    def __init__(self, session, runner, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session, self.runner = session, runner
        self._writing = False   # the page's own edit: its editors already show it
        self.form = ContextForm(self._edit, self)
        form = self.form

        intro = QLabel(self.tr("Who receives the release, why, in which environment and against which risk "
                               "threshold, on whose word: what a regulator asks first. It opens every report made "
                               "from this project (the sheet Context and justification) and is saved with the "
                               "project. Fields marked * are expected for the release model chosen."))
        intro.setWordWrap(True)
        self.missing = QLabel()
        self.missing.setWordWrap(True)
        self.propose = QPushButton(self.tr("Propose defaults for this release model"))
        self.propose.setToolTip(self.tr("Proposes what the release model suggests: a reference value published for "
                                        "it and its threshold, the setting of a public release, the review date of "
                                        "a non-public one. What you entered is kept, except a reference value "
                                        "published for the other release model."))
        self.propose.clicked.connect(self.propose_defaults)
        status_row = QHBoxLayout()
        status_row.addWidget(self.missing, 1)
        status_row.addWidget(self.propose)

        self.labels: dict[str, QLabel] = {}
        who = self._group(self.tr("Recipient and purpose"), [
            ("recipient", form.recipient), ("purpose", form.purpose)])
        environment = self._group(self.tr("Data environment"), [
            ("environment.setting", form.setting), ("environment.controls", form.controls_row("contract")),
            *((None, form.controls_row(name)) for name in list(form.controls)[1:]),
            ("environment.notes", form.notes), ("external_data", form.external_data)])
        threshold = self._group(self.tr("Release model and risk threshold"), [
            ("release_model", form.release_model), ("reference", form.reference_row()),
            ("threshold", form.threshold), ("justification", form.justification), ("grade", form.grade)])
        statement = self._group(self.tr("Statement of the person responsible"), [
            ("responsible", form.responsible), ("qualification", form.qualification),
            ("statement", form.statement), ("date", form.date_row(form.date, form.today)),
            ("review_date", form.date_row(form.review_date))])

        content = QWidget()
        column = QVBoxLayout(content)
        for group in (who, environment, threshold, statement):
            column.addWidget(group)
        column.addStretch(1)
        self.area = QScrollArea()
        self.area.setWidgetResizable(True)
        self.area.setWidget(content)

        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(status_row)
        layout.addWidget(self.area, 1)

        for signal in (session.data_changed, session.project_changed, session.context_changed,
                       session.result_changed):
            signal.connect(self.refresh)
        self.refresh()

    def _group(self, title: str, rows: list[tuple[str | None, QWidget]]) -> QGroupBox:
        group = QGroupBox(title)
        layout = QFormLayout(group)
        layout.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        for field, widget in rows:
            if field is None:
                layout.addRow("", widget)
                continue
            name = QLabel(field_name(field))
            name.setWordWrap(True)
            name.setFixedWidth(LABEL_WIDTH)  # the same in every group, so the fields line up
            if isinstance(widget, (QLineEdit, QPlainTextEdit, QComboBox, QDoubleSpinBox)):
                name.setBuddy(widget)  # a click on the name, or its shortcut, goes to the field
            self.labels[field] = name
            layout.addRow(name, widget)
        return group

    # ---------------------------------------------------------------- what the report will see
    def context(self) -> dict[str, Any]:
        return session_context(self.session)

    def record(self) -> Mapping[str, Any]:
        return session_record(self.session)

    # ---------------------------------------------------------------- edits
    def _edit(self, changes: Mapping[str, Any]) -> None:
        """Fields typed into (dotted inside ``environment``; None removes one) into the project's context."""
        if self.session.project is None:
            return
        context = self.context()
        for field, value in changes.items():
            outer, _, inner = field.partition(".")
            target = context.setdefault(outer, {}) if inner else context
            key = inner or outer
            if value is None:
                target.pop(key, None)
            else:
                target[key] = value
            if inner and not target:
                context.pop(outer)
        if "release_model" in changes:  # another release model proposes its reference value and threshold
            self.session.set_context(with_proposals(context, self.record()))
            return
        self._writing = "reference" not in changes  # a reference chosen proposes a threshold: shown at once
        try:
            self.session.set_context(context, sorted(changes))
        finally:
            self._writing = False

    def propose_defaults(self) -> None:
        """Fill what the release model proposes (``fields.with_proposals``) where the context has nothing."""
        if self.session.project is None:
            return
        self.session.set_context(with_proposals(self.context(), self.record()))

    # ---------------------------------------------------------------- showing
    def refresh(self) -> None:
        project = self.session.project
        self.setEnabled(project is not None)
        context, record = self.context(), self.record()
        model = release_model_of(context, record)
        if not self._writing:
            self.form.show(context, model)
        required = REQUIRED[model]
        missing = set(missing_fields(context, record))
        for field, name in self.labels.items():
            text = field_name(field) + ("\u00a0*" if field in required else "")  # the mark stays with the name
            name.setText(text)
            name.setStyleSheet(f"color: {FAIL_COLOUR};" if field in missing else "")
            name.setToolTip(self.tr("Expected for a {model} release").format(
                model=label(f"release_model.{model}")) if field in required else "")
        self._show_missing(context, record, model)

    def _show_missing(self, context: Mapping[str, Any], record: Mapping[str, Any], model: str) -> None:
        if self.session.project is None:
            self.missing.setText(self.tr("Open a table or a project first."))
            self.missing.setStyleSheet("")
            return
        missing = missing_fields(context, record)
        model_text = label(f"release_model.{model}")
        lines = []
        if missing:
            lines.append(self.tr("Still missing for a {model} release: {fields}.").format(
                model=model_text, fields=", ".join(field_name(field) for field in missing)))
        else:
            lines.append(self.tr("✔ Every field a {model} release requires is given.").format(model=model_text))
        lines += [label(key, **fields) for key, fields in conflicts(context, record)]
        self.missing.setText("\n".join(lines))
        self.missing.setStyleSheet(f"color: {FAIL_COLOUR if len(lines) > 1 or missing else PASS_COLOUR};")
