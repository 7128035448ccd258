"""The one error type for bad input: a message a person can act on, naming file, row, column and value."""

from __future__ import annotations

from pathlib import Path


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
        where = []
        if self.row is not None:
            where.append(f"row {self.row}")
        if self.column is not None:
            where.append(f"column '{self.column}'")
        text = self.message
        if where:
            text = ", ".join(where) + ": " + text
        if self.path is not None:
            text = f"{self.path}: {text}"
        if self.value is not None:
            text += f" (value {_shorten(self.value)!r})"
        return " ".join(text.split("\n"))


def _shorten(value: object, limit: int = 60) -> str:
    text = str(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"
