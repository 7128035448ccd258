"""Open any table PrivDesk reads: CSV through the engine's reader, Excel .xlsx (openpyxl) and .xls (xlrd) here.

Excel reading lives in the app layer so that the engine imports neither openpyxl nor xlrd (docs/design.md). Cells are
read as values, never formulas; a formula saved without its computed value is reported with its cell.
Nothing is ever written to an input file.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from privdesk.common.i18n import _
from privdesk.engine.core.dataset import DEFAULT_MISSING, Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.types import ColumnType
from privdesk.io.csv_reader import check_memory, dataset_from_cells, read_csv
from privdesk.io.formats import format_of, is_database_url, read_database, read_typed_file

_OLE2_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
_ZIP_MAGIC = b"PK\x03\x04"


def open_table(path: str | Path, *, sheet: str | int | None = None, encoding: str | None = None,
               delimiter: str | None = None, missing_tokens: tuple[str, ...] = DEFAULT_MISSING,
               types: dict[str, ColumnType | str] | None = None,
               memory_available: int | None = None, table: str | None = None, query: str | None = None,
               password: str | Callable[[], str] | None = None) -> Dataset:
    """Open a CSV, Excel, Parquet/Feather, SPSS/Stata/SAS or SQLite file, or a database table given by its URL
    (``table`` or ``query``; ``password`` or a function asking for it). ``encoding``/``delimiter``/``sheet``
    override detection."""
    if is_database_url(path):
        return read_database(str(path), table=table or sheet, query=query, password=password,
                             missing_tokens=missing_tokens, types=types)
    path = Path(path)
    if not path.exists():
        raise InputError(_("file not found"), path=path)
    if path.is_dir():
        raise InputError(_("is a folder, not a table file"), path=path)
    check_memory(path, memory_available)
    with open(path, "rb") as handle:
        head = handle.read(16)
    suffix = path.suffix.lower()
    kind = format_of(path, head)
    if kind is not None:
        return read_typed_file(path, kind, missing_tokens=missing_tokens, types=types, table=table or sheet,
                               query=query)
    if suffix in (".xlsx", ".xlsm") or (head.startswith(_ZIP_MAGIC) and suffix not in (".csv", ".txt", ".tsv")):
        return read_xlsx(path, sheet=sheet, missing_tokens=missing_tokens, types=types)
    if suffix == ".xls" or head.startswith(_OLE2_MAGIC):
        return read_xls(path, sheet=sheet, missing_tokens=missing_tokens, types=types)
    return read_csv(path, encoding=encoding, delimiter=delimiter, missing_tokens=missing_tokens, types=types)


def sheet_names(path: str | Path) -> list[str]:
    path = Path(path)
    if path.suffix.lower() == ".xls":
        book = _open_xls(path)
        return book.sheet_names()
    book = _open_xlsx(path, data_only=True)
    try:
        return _worksheet_names(book)
    finally:
        book.close()


def _worksheet_names(book) -> list[str]:
    """Sheets that hold cells (chart sheets hold none)."""
    return [sheet.title for sheet in book.worksheets]


def read_xlsx(path: str | Path, *, sheet: str | int | None = None,
              missing_tokens: tuple[str, ...] = DEFAULT_MISSING,
              types: dict[str, ColumnType | str] | None = None) -> Dataset:
    path = Path(path)
    book = _open_xlsx(path, data_only=True)
    try:
        names = _worksheet_names(book)
        name = _choose_sheet(path, names, sheet)
        rows = [list(r) for r in book[name].iter_rows(values_only=True)]
    finally:
        book.close()
    empty_cells = any(v is None for r in rows for v in r)
    if empty_cells:
        _reject_uncached_formulas(path, name, rows)
    return dataset_from_cells(path, "xlsx", name, rows, missing_tokens, types, _others(names, name))


def _open_xlsx(path: Path, data_only: bool):
    from openpyxl import load_workbook

    with open(path, "rb") as handle:
        head = handle.read(8)
    if head.startswith(_OLE2_MAGIC):
        raise InputError(_("the workbook is encrypted (password-protected) or in the old .xls format; remove the "
                           "password and save it as .xlsx"), path=path)
    try:
        return load_workbook(path, read_only=True, data_only=data_only)
    except Exception as error:  # openpyxl raises many kinds of errors on damaged packages
        raise InputError(_("not a readable Excel .xlsx workbook ({kind}: {error})").format(
            kind=type(error).__name__, error=error), path=path) from None


def _others(names: list[str], read: str) -> tuple[str, ...]:
    return tuple(name for name in names if name != read)


def other_sheets_note(dataset: Dataset) -> str | None:
    """The sentence saying which sheet of a workbook with several was read, and the others; None for one sheet
    (or not a workbook). Shared by the command line (inspect, anonymize) and the window's import dialog."""
    source = dataset.source
    if not source.other_sheets:
        return None
    return _("read sheet '{sheet}'; the workbook's other sheets, not read: {others}").format(
        sheet=source.sheet, others=", ".join(f"'{name}'" for name in source.other_sheets))


def _choose_sheet(path: Path, names: list[str], sheet: str | int | None) -> str:
    if not names:
        raise InputError(_("the workbook has no worksheets"), path=path)
    if sheet is None:
        return names[0]
    if isinstance(sheet, int) or (isinstance(sheet, str) and sheet.isdigit() and sheet not in names):
        index = int(sheet)
        if not 0 <= index < len(names):
            raise InputError(_("there is no sheet number {index}; the sheets are {sheets}").format(
                index=index, sheets=', '.join(names)), path=path)
        return names[index]
    if sheet not in names:
        raise InputError(_("there is no sheet '{sheet}'; the sheets are {sheets}").format(
            sheet=sheet, sheets=', '.join(names)), path=path)
    return sheet


def _reject_uncached_formulas(path: Path, sheet: str, values: list[list]) -> None:
    """A formula saved without its computed value (e.g. written by a script) cannot be read: say where."""
    book = _open_xlsx(path, data_only=False)
    try:
        for r, row in enumerate(book[sheet].iter_rows(values_only=True)):
            for c, cell in enumerate(row):
                if isinstance(cell, str) and cell.startswith("=") and r < len(values) and \
                        c < len(values[r]) and values[r][c] is None:
                    from openpyxl.utils import get_column_letter
                    raise InputError(_("sheet '{sheet}', cell {cell} holds a formula with no saved value; open the "
                                       "file in Excel or LibreOffice and save it").format(
                        sheet=sheet, cell=f"{get_column_letter(c + 1)}{r + 1}"), path=path, row=r + 1, value=cell)
    finally:
        book.close()


def read_xls(path: str | Path, *, sheet: str | int | None = None,
             missing_tokens: tuple[str, ...] = DEFAULT_MISSING,
             types: dict[str, ColumnType | str] | None = None) -> Dataset:
    import xlrd

    path = Path(path)
    book = _open_xls(path)
    names = book.sheet_names()
    name = _choose_sheet(path, names, sheet)
    table = book.sheet_by_name(name)
    rows = []
    for r in range(table.nrows):
        row = []
        for cell in table.row(r):
            if cell.ctype == xlrd.XL_CELL_DATE:
                row.append(xlrd.xldate.xldate_as_datetime(cell.value, book.datemode))
            elif cell.ctype in (xlrd.XL_CELL_EMPTY, xlrd.XL_CELL_BLANK):
                row.append(None)
            elif cell.ctype == xlrd.XL_CELL_BOOLEAN:
                row.append(bool(cell.value))
            elif cell.ctype == xlrd.XL_CELL_ERROR:
                row.append(None)
            else:
                row.append(cell.value)
        rows.append(row)
    return dataset_from_cells(path, "xls", name, rows, missing_tokens, types, _others(names, name))


def _open_xls(path: Path):
    import xlrd

    try:
        return xlrd.open_workbook(path, on_demand=False)
    except xlrd.biffh.XLRDError as error:
        text = str(error)
        if "encrypt" in text.lower():
            raise InputError(_("the workbook is encrypted (password-protected); remove the password first"),
                             path=path) from None
        raise InputError(_("not a readable Excel workbook ({text})").format(text=text), path=path) from None
    except Exception as error:  # xlrd raises assorted errors on damaged files
        raise InputError(_("not a readable Excel .xls workbook ({error})").format(error=error), path=path) from None
