"""The Released data sheet: the released table, its rows spliced in after the workbook is saved."""

from __future__ import annotations

import math
from typing import Any, Mapping

from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.types import ColumnType
from privdesk.io.table_workbook import MAX_CELL, cell_value
from privdesk.report.cells import make_cell, page_setup
from privdesk.report.labels import label

MAX_DATA_ROWS = 1_048_575  # Excel's last row (1,048,576) minus the header row

def render_released(book: Any, dataset: Dataset, title: str, note: str | None, paper: str = "a4") -> list | None:
    """The released table (up to :data:`MAX_DATA_ROWS`): the header here; the rows are returned as columns of
    codes and stored values for :func:`sheet_rows.splice_rows`, which writes them a column at a time after the
    workbook is saved. A table with a text cut to Excel's cell limit (which gets a comment) is streamed here row by
    row instead, and None is returned."""
    from openpyxl.cell import WriteOnlyCell
    from openpyxl.comments import Comment
    from openpyxl.utils import get_column_letter

    from privdesk.report.sheet_rows import Column as RowColumn

    ws = book.create_sheet(title)
    ws.freeze_panes = "A2"
    page_setup(ws, paper=paper)
    if dataset.names:  # data, not findings: only the header row is printed, under a note saying so
        ws.print_area = f"A1:{get_column_letter(len(dataset.names))}1"
        ws.oddHeader.center.text = label("released.not_printed", sheet=title, rows=dataset.n_rows).replace("&", "&&")
        ws.page_margins.top = 1.0  # room for the note above the header row
    shown = shown_rows(dataset)
    columns = []
    for index, column in enumerate(dataset.columns, 1):
        numeric = column.type in (ColumnType.INTEGER, ColumnType.DECIMAL)
        values, comments, longest = [], [], len(column.name)
        for code, value in enumerate(column.values):  # distinct values only
            text = None if value is None else str(value)
            stored = cell_value(text, numeric and code < column.n_valid)[0]
            if isinstance(stored, float) and not math.isfinite(stored):  # xlsx has no infinity: keep the text
                stored = cell_value(text, False)[0]
            values.append(stored)
            comments.append(label("note.cut_comment", length=len(text)) if text and len(text) > MAX_CELL else None)
            longest = max(longest, len(text or ""))
        columns.append((column.codes, values, comments))
        ws.column_dimensions[get_column_letter(index)].width = min(max(longest, 8) + 2, 50)
    if dataset.names:
        ws.auto_filter.ref = f"A1:{get_column_letter(len(dataset.names))}{shown + 1}"
    header = []
    for position, name in enumerate(dataset.names):
        cell = make_cell(ws, name, "header")
        if position == 0 and note:
            cell.comment = Comment(note, "PrivDesk", width=300, height=80)
        header.append(cell)
    ws.append(header)
    if not any(any(comments) for _codes, _values, comments in columns):
        return [RowColumn(codes[:shown], values) for codes, values, _comments in columns]
    for row in range(shown):
        cells = []
        for codes, values, comments in columns:
            code = codes[row]
            value = values[code]
            cell = WriteOnlyCell(ws, value=value)
            if isinstance(value, str):
                cell.data_type = "s"  # text, even when it starts with '=': never a formula
                if comments[code]:
                    cell.comment = Comment(comments[code], "PrivDesk", width=300, height=60)
            cells.append(cell)
        ws.append(cells)
    return None


def shown_rows(dataset: Dataset) -> int:
    """How many of the table's rows the sheet holds."""
    return min(dataset.n_rows, MAX_DATA_ROWS)


def capped_note(record: Mapping[str, Any], dataset: Dataset, title: str) -> str | None:
    """The note saying that the sheet ``title`` holds only the first rows of a table past Excel's limit, naming the
    release file that holds them all; None when the sheet holds every row."""
    if dataset.n_rows <= MAX_DATA_ROWS:
        return None
    note = label("note.capped", rows=dataset.n_rows, shown=MAX_DATA_ROWS, sheet=title)
    whole = ((record.get("files") or {}).get("released") or {}).get("path")
    if whole:  # the release file (CSV, Parquet, …) holds what the sheet cannot
        note += " " + label("note.whole_release", file=whole)
    return note


def out_of_core_note(record: Mapping[str, Any]) -> str | None:
    """The sentence standing for the Released data sheet of a release an out-of-core engine wrote (``record
    ["engine"]``: DuckDB, Spark), naming its Parquet or CSV file; None for any other record."""
    engine = record.get("engine")
    whole = ((record.get("files") or {}).get("released") or {}).get("path")
    if engine in (None, "memory") or not whole:
        return None
    return label("note.out_of_core", engine=engine, rows=(record.get("data") or {}).get("rows", 0), file=whole)
