"""The rows of a large sheet written as XML a column at a time, not a cell at a time.

openpyxl builds a Python object and an XML element for every cell, about 0.1 ms each: a million-row release of
nine columns took minutes. A released column holds few distinct values, so each value's cell XML (a number, or a
shared string's index) is made once and the rows are gathered from the columns' integer codes with numpy, a span of
rows at a time. The workbook is saved by openpyxl with the sheet's header only; :func:`splice_rows` then copies the
saved package into the final file, adding the rows to that sheet.

The cell texts keep the report's rules: text is a string cell (never a formula), numbers are numbers, and
characters xlsx forbids were already replaced (``table_workbook.cell_value``).
"""

from __future__ import annotations

import zipfile
from dataclasses import dataclass
from typing import IO, Iterator, Sequence
from xml.sax.saxutils import escape

import numpy as np

ROWS_PER_SPAN = 50_000


@dataclass(frozen=True)
class Column:
    """A column's codes (one per row) and its distinct values as stored: int, float, str or None."""

    codes: np.ndarray
    values: Sequence[object]


def _cells(values: Sequence[object]) -> np.ndarray:
    """Each distinct value's cell XML: a number, an inline string (as openpyxl writes them), or an empty cell."""
    cells = np.empty(len(values), dtype=object)
    for index, value in enumerate(values):  # distinct values only
        if value is None or value == "":
            cells[index] = "<c/>"
        elif isinstance(value, str):
            cells[index] = f'<c t="inlineStr"><is><t xml:space="preserve">{escape(value)}</t></is></c>'
        else:
            cells[index] = f"<c><v>{value!r}</v></c>" if isinstance(value, float) else f"<c><v>{value}</v></c>"
    return cells


def _row_spans(columns: Sequence[Column], rows: int, first_row: int) -> Iterator[bytes]:
    cells = [_cells(column.values) for column in columns]
    for start in range(0, rows, ROWS_PER_SPAN):
        stop = min(rows, start + ROWS_PER_SPAN)
        # one grid of fragments (row start, a cell per column, row end) joined once: concatenating column by
        # column would copy each row's text once per column
        grid = np.empty((stop - start, len(columns) + 2), dtype=object)
        grid[:, 0] = '<row r="' + np.arange(first_row + start, first_row + stop).astype(str).astype(object) + '">'
        for position, (column, xml) in enumerate(zip(columns, cells), 1):
            grid[:, position] = xml[column.codes[start:stop]]
        grid[:, -1] = "</row>"
        yield "".join(grid.ravel().tolist()).encode("utf-8")


def splice_rows(saved: IO[bytes], target: IO[bytes], sheet_part: str, columns: Sequence[Column], rows: int,
                first_row: int = 2) -> None:
    """Copy the xlsx package ``saved`` into ``target``, appending ``rows`` rows made of ``columns`` (from row
    ``first_row``) to the sheet stored as ``sheet_part`` (e.g. ``xl/worksheets/sheet10.xml``)."""
    with zipfile.ZipFile(saved) as source:
        sheet_xml = source.read(sheet_part)
        head, marker, tail = sheet_xml.partition(b"</sheetData>")
        if not marker:  # a sheet without rows is written <sheetData/>
            head, marker, tail = sheet_xml.partition(b"<sheetData/>")
            head += b"<sheetData>"
        with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as package:
            for info in source.infolist():
                if info.filename != sheet_part:
                    package.writestr(info, source.read(info.filename))
            with package.open(sheet_part, "w", force_zip64=True) as stream:
                stream.write(head)
                for span in _row_spans(columns, rows, first_row):
                    stream.write(span)
                stream.write(b"</sheetData>" + tail)
