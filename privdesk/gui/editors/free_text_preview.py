"""The preview of a free-text column: its first cells that redaction changes, each shown with the spans
found highlighted and named, and the text the release will hold. The spans are computed off the GUI thread
(``app.release.free_text.free_text_preview``: jieba's dictionary is read on first use); the dialog only shows them.
"""

from __future__ import annotations

import html
import re

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTextBrowser, QVBoxLayout, QWidget

from privdesk.app.release.free_text import PreviewCell, free_text_preview
from privdesk.gui.names import span_name
from privdesk.gui.worker import JobRunner, failure_reason, start_job

HIGHLIGHT = "#ffe08a"      # a span found in the cell
REPLACED = "#d7ecff"       # its replacement in the released text
_LABEL = re.compile(r"\[[^\[\]]{1,20}\]")


def cell_html(cell: PreviewCell) -> str:
    """One cell as HTML: the original with its spans highlighted (the kind as the tooltip and in small type), then
    the released text with the replacements highlighted."""
    pieces, at = [], 0
    for span in cell.spans:
        pieces.append(html.escape(cell.text[at:span.start]))
        kind = html.escape(span_name(span.kind))
        pieces.append(f'<span style="background:{HIGHLIGHT}" title="{kind}">'
                      f'{html.escape(cell.text[span.start:span.end])}<sub>{kind}</sub></span>')
        at = span.end
    pieces.append(html.escape(cell.text[at:]))
    released = html.escape(cell.redacted)
    for label in sorted(set(_LABEL.findall(cell.redacted)), key=len, reverse=True):
        escaped = html.escape(label)
        released = released.replace(escaped, f'<span style="background:{REPLACED}">{escaped}</span>')
    return f"<p>{''.join(pieces)}<br/>→ {released}</p>"


class FreeTextPreview(QDialog):
    """The preview of ``name``'s redaction, computed from the session's table and settings when it opens."""

    def __init__(self, session, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Free text: {column}").format(column=name))
        self.resize(760, 560)
        self.name = name
        self.cells: list[PreviewCell] | None = None
        intro = QLabel(self.tr("The first cells of {column} that redaction changes: what was found is highlighted "
                               "with its kind, and below each cell is the text the release holds. Names, ID and phone "
                               "numbers, addresses, dates and the values of the table's identifier columns are "
                               "replaced; the rest of each sentence is kept.").format(column=name))
        intro.setWordWrap(True)
        self.view = QTextBrowser()
        self.view.setOpenLinks(False)
        self.view.setPlainText(self.tr("Finding names, numbers and addresses…"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.view, 1)
        layout.addWidget(buttons)
        self.runner = JobRunner(self)
        dataset, settings = session.dataset, session.settings()
        start_job(self.runner, lambda progress: free_text_preview(dataset, settings, name), self.show_cells,
                  self._failed)

    def show_cells(self, cells: list[PreviewCell]) -> None:
        self.cells = cells
        if not cells:
            self.view.setPlainText(self.tr("Nothing to redact was found in the first rows of {column}.").format(
                column=self.name))
            return
        self.view.setHtml("".join(cell_html(cell) for cell in cells))

    def _failed(self, error: BaseException) -> None:
        self.view.setPlainText(failure_reason(error))

    def done(self, result: int) -> None:
        self.runner.retire()
        super().done(result)
