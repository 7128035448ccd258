"""The one error type for bad input: a message a person can act on, naming file, row, column and value."""

from __future__ import annotations

from pathlib import Path

from privdesk.common.i18n import _


class InputError(ValueError):
    """Bad input (a file, a hierarchy, a project, a parameter).

    ``str(error)`` is one line: ``<file>: row <r>, column '<c>': <message> (value '<v>')`` with the parts that apply.
    Rows are counted as a spreadsheet shows them (the header is row 1 of a CSV file).
    """

    def __init__(self, message: str, *, path: str | Path | None = None, row: int | None = None,
                 column: str | None = None, value: object | None = None) -> None:
        self.message = message
        self.path = None if path is None else str(path)
        self.row = row
        self.column = column
        self.value = value
        super().__init__(self._format())

    def _format(self) -> str:
        """The one line, framed in the current language (the message itself was translated where it was raised)."""
        text = self.message
        if self.row is not None and self.column is not None:
            text = _("row {row}, column '{column}': {message}").format(row=self.row, column=self.column,
                                                                      message=text)
        elif self.row is not None:
            text = _("row {row}: {message}").format(row=self.row, message=text)
        elif self.column is not None:
            text = _("column '{column}': {message}").format(column=self.column, message=text)
        if self.path is not None:
            text = _("{file}: {message}").format(file=self.path, message=text)
        if self.value is not None:
            text = _("{message} (value {value!r})").format(message=text, value=_shorten(self.value))
        return " ".join(text.split("\n"))


def _shorten(value: object, limit: int = 60) -> str:
    text = str(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"
