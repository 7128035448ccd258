"""The Anonymize page's Preset choice: none, HIPAA Safe Harbor or Chinese personal information, saved in the
project (``algorithm["preset"]``) and run by the same app-layer code as ``privdesk anonymize --preset``
(``app.anonymize.with_preset``). Before a run it shows what the preset will do to the open table, column by column
(``app.suggest.preset_preview``); no rule is computed here."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel

from privdesk.app.suggest import preset_preview
from privdesk.common.i18n import _
from privdesk.engine.core.errors import InputError
from privdesk.engine.detect.presets import PRESET_TITLES, PRESETS


class PresetPanel(QGroupBox):
    def __init__(self, session, parent=None) -> None:
        super().__init__(self.tr("Preset"), parent)
        self.session = session
        self._updating = False
        self.choice = QComboBox()
        self.choice.addItem(self.tr("none"), None)
        for key in PRESETS:
            self.choice.addItem(_(PRESET_TITLES[key]), key)
        self.choice.setToolTip(self.tr("Remove and coarsen the detected identifiers before the search, by a "
                                       "de-identification standard's rules; the report lists every rule applied."))
        self.plan = QLabel()  # what the preset will do to the open table
        self.plan.setWordWrap(True)
        layout = QFormLayout(self)
        layout.addRow(self.tr("Preset:"), self.choice)
        layout.addRow(self.plan)
        self.choice.currentIndexChanged.connect(self._chosen)
        session.project_changed.connect(self._show)
        session.data_changed.connect(self._show)
        self._show()

    def _chosen(self) -> None:
        if self._updating or self.session.project is None:
            return
        self.session.update_algorithm(preset=self.choice.currentData())

    def _show(self) -> None:
        project = self.session.project
        self.setEnabled(project is not None)
        preset = project.algorithm.get("preset") if project is not None else None
        self._updating = True
        try:
            index = self.choice.findData(preset)
            self.choice.setCurrentIndex(index if index >= 0 else 0)
        finally:
            self._updating = False
        self.plan.setText(self._plan_text(preset))

    def _plan_text(self, preset: str | None) -> str:
        if not preset:
            return self.tr("No preset: the table goes to the search as it is.")
        if self.session.dataset is None:
            return ""
        try:
            record = preset_preview(self.session.dataset, preset)
        except InputError as error:
            return str(error)
        if not record["actions"]:
            return self.tr("The preset finds nothing to change in this table.")
        lines = [self.tr("Before the search, this preset will:")]
        lines += [self.tr("• {column}: {reason} ({values} values)").format(
            column=action["column"], reason=action["reason"], values=f"{action['values']:,}")
            for action in record["actions"]]
        if record.get("note"):
            lines.append(record["note"])
        return "\n".join(lines)
