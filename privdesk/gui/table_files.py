"""Export and file pickers shared by the table editors (hierarchies, sensitivity levels): the editor says what it
edits; the writing, the messages and the dialogs are the same."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QFileDialog

from privdesk.engine.core.errors import InputError

ERROR_STYLE = "color: #b3261e;"
OK_STYLE = "color: #2e7d32;"
WARNING_STYLE = "color: #8a5a00;"


class TableFileActions:
    """Mix into a QDialog that has ``message`` (a QLabel), ``column_name``, ``import_csv(path)``,
    ``current_table()`` (the edited table or None) and ``file_texts()`` → (file filter, default file suffix,
    what it is, import title, export title), all translated."""

    def export_csv(self, path: str | Path) -> bool:
        table: Any = self.current_table()
        if table is None:
            return False
        what = self.file_texts()[2]
        try:
            table.to_csv(path)
        except (InputError, OSError) as error:
            self.message.setStyleSheet(ERROR_STYLE)
            self.message.setText(self.tr("Cannot export {what}: {reason}").format(what=what, reason=str(error)))
            return False
        self.message.setStyleSheet(OK_STYLE)
        self.message.setText(self.tr("Exported to {path}.").format(path=str(path)))
        return True

    def _choose_import(self) -> None:
        file_filter, _, _, title, _ = self.file_texts()
        path, _ = QFileDialog.getOpenFileName(self, title, "", file_filter)
        if path:
            self.import_csv(path)

    def _choose_export(self) -> None:
        file_filter, suffix, _, _, title = self.file_texts()
        path, _ = QFileDialog.getSaveFileName(self, title, f"{self.column_name}_{suffix}.csv", file_filter)
        if path:
            self.export_csv(path)
