"""A released table as an Excel workbook: every data cell is a number or text, never a formula."""

from __future__ import annotations

import math
import re
from pathlib import Path

from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.types import ColumnType
from privdesk.io.atomic import atomic_open

# Characters XML 1.0 (and so xlsx) cannot hold: they are replaced, and counted.
ILLEGAL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f]")
MAX_CELL = 32_767


def cell_value(text: str | None, numeric: bool) -> tuple[object, bool]:
    """(value to store, whether the text was changed). Numbers stay numbers; everything else is a string cell,
    which Excel shows as typed even when it starts with '='."""
    if text is None:
        return None, False
    if numeric:
        try:
            number = float(text)
        except ValueError:
            number = None
        if number is not None and math.isfinite(number):  # xlsx holds no inf or nan: those stay text
            return (int(number) if number.is_integer() and "." not in text and "e" not in text.lower()
                    else number), False
    cleaned = ILLEGAL.sub("\ufffd", text)
    if len(cleaned) > MAX_CELL:
        cleaned = cleaned[: MAX_CELL - 1] + "…"
    return cleaned, cleaned != text


def write_table_workbook(dataset: Dataset, path: str | Path, sheet: str = "Released data") -> int:
    """Write atomically; returns the number of cells whose text had to be changed to fit xlsx."""
    from openpyxl import Workbook
    from openpyxl.cell import WriteOnlyCell

    book = Workbook(write_only=True)
    table = book.create_sheet(sheet)
    table.freeze_panes = "A2"
    changed = 0
    header = []
    for name in dataset.names:
        cell = WriteOnlyCell(table, value=cell_value(name, False)[0])
        cell.data_type = "s"
        header.append(cell)
    table.append(header)
    columns = []
    for column in dataset.columns:
        numeric = column.type in (ColumnType.INTEGER, ColumnType.DECIMAL)
        values = [cell_value(None if v is None else str(v), numeric and i < column.n_valid)
                  for i, v in enumerate(column.values)]
        changed += sum(int(column.counts[i]) for i, (_, c) in enumerate(values) if c)
        columns.append((column.codes, [v for v, _ in values]))
    for row in range(dataset.n_rows):
        cells = []
        for codes, values in columns:
            value = values[codes[row]]
            cell = WriteOnlyCell(table, value=value)
            if isinstance(value, str):
                cell.data_type = "s"  # text, even when it starts with '=': never a formula
            cells.append(cell)
        table.append(cells)
    with atomic_open(path, "wb") as stream:
        book.save(stream)
    return changed
