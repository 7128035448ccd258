"""How the workbook's cells look and are written: styles, column widths, row heights, page setup and the
rendering of a :class:`~privdesk.report.sheet.Sheet` into a write-only worksheet."""

from __future__ import annotations

import io
import math
from functools import lru_cache
from typing import Any, Mapping

import numpy as np

from .labels import label
from .sheet import Sheet, as_text
from .table_workbook import MAX_CELL, cell_value

CHART_DPI = 150                    # PNG resolution; shown at SCREEN_DPI, at most CHART_WIDTH pixels wide
SCREEN_DPI = 90
CHART_WIDTH = 690                  # fits a portrait A4 or Letter page
HEADER_WIDTH = 12                  # headers longer than this wrap
ROW_PIXELS = 20                    # Excel's default row height (15 pt)
PAGE_PIXELS = 1000                 # printable height of a portrait page, in pixels at 96 dpi

# ----- styles ---------------------------------------------------------------------------------------------------------

FONT, FONT_SIZE, MONO_FONT = "Calibri", 11, "Consolas"
_FORMATS = {"int": "#,##0", "measure": "0.0000", "percent": "0.00%", "dec2": "#,##0.00", "general": "General"}
_PASS_FILL, _PASS_FONT = "C6EFCE", "006100"
_FAIL_FILL, _FAIL_FONT = "FFC7CE", "9C0006"
_HEADER_FILL = "DDE5F0"
_TITLE_COLOUR = "1F3864"
_NOTE_COLOUR = "595959"
_OVERFLOWING = {"title", "subtitle", "heading", "note", "long"}  # texts that may run over empty neighbour cells


@lru_cache(maxsize=None)
def cell_style(name: str) -> dict[str, Any]:
    """A style spec ``"token+token"`` (e.g. ``"measure+bold"``) as openpyxl objects."""
    from openpyxl.styles import Alignment, Border, Font, PatternFill, Side

    tokens = set(name.split("+"))
    font: dict[str, Any] = {"name": FONT, "size": FONT_SIZE}
    result: dict[str, Any] = {}
    alignment: dict[str, Any] = {"vertical": "top"}
    for token in tokens:
        if token in _FORMATS:
            result["number_format"] = _FORMATS[token]
    if "bold" in tokens:
        font["bold"] = True
    if "title" in tokens:
        font.update(bold=True, size=15, color=_TITLE_COLOUR)
        alignment["vertical"] = "center"
    if "subtitle" in tokens or "note" in tokens:
        font.update(italic=True, color=_NOTE_COLOUR)
    if "heading" in tokens:
        font.update(bold=True, size=12, color=_TITLE_COLOUR)
        alignment["vertical"] = "bottom"
    if "header" in tokens:
        font["bold"] = True
        result["fill"] = PatternFill("solid", fgColor=_HEADER_FILL)
        result["border"] = Border(bottom=Side(style="thin", color="8EA9C8"))
        alignment.update(wrap_text=True, vertical="center")
    if "mono" in tokens:
        font["name"] = MONO_FONT
    if "pass" in tokens or "fail" in tokens:
        passed = "pass" in tokens
        font.update(bold=True, color=_PASS_FONT if passed else _FAIL_FONT)
        result["fill"] = PatternFill("solid", fgColor=_PASS_FILL if passed else _FAIL_FILL)
        alignment["horizontal"] = "center"
    if "wrap" in tokens:
        alignment["wrap_text"] = True
    if "left" in tokens:
        alignment["horizontal"] = "left"
    result["font"] = Font(**font)
    result["alignment"] = Alignment(**alignment)
    return result


# ----- sheet model: cells are collected first, then rendered ----------------------------------------------------------


def make_cell(ws: Any, value: Any, style: str, comment_author: str = "PrivDesk") -> Any:
    """A write-only cell whose text is never a formula."""
    from openpyxl.cell import WriteOnlyCell
    from openpyxl.comments import Comment

    if isinstance(value, (np.integer, np.floating)):
        value = value.item()
    if isinstance(value, bool) or not isinstance(value, (int, float, str)) or value is None:
        value = as_text(value)
    if isinstance(value, float) and not math.isfinite(value):
        value = label("infinite")
    comment = None
    if isinstance(value, str):
        if len(value) > MAX_CELL:
            comment = label("note.cut_comment", length=len(value))
        value = cell_value(value, False)[0]
    cell = WriteOnlyCell(ws, value=value if value != "" else None)  # an empty cell keeps only its style
    if isinstance(value, str) and value:
        cell.data_type = "s"  # text, even when it starts with '=': never a formula
    for attribute, setting in cell_style(style).items():
        setattr(cell, attribute, setting)
    if comment:
        cell.comment = Comment(comment, comment_author, width=300, height=60)
    return cell


def _display_length(value: Any, style: str) -> int:
    if isinstance(value, str):
        return max((len(line) for line in value.split("\n")), default=0)
    kind = style.split("+")[0]
    if kind == "int":
        return len(f"{value:,.0f}")
    if kind == "percent":
        return len(f"{value:.2%}")
    if kind in ("measure", "dec2"):
        return len(f"{value:,.4f}")
    return len(f"{value:g}") if isinstance(value, float) else len(str(value))


def _column_widths(sheet: Sheet) -> dict[int, float]:
    widths: dict[int, float] = {}
    for row in sheet.cells.values():
        for col, (value, style) in row.items():
            tokens = set(style.split("+"))
            if tokens & _OVERFLOWING or "wrap" in tokens:
                continue
            length = _display_length(value, style)
            if "header" in tokens and isinstance(value, str):  # headers wrap: their longest word counts
                length = min(length, max(HEADER_WIDTH, *(len(word) for word in value.split() or [""])))
            length *= 1.1 if tokens & {"bold", "header", "mono"} else 1.0
            widths[col] = max(widths.get(col, 0), min(length + 2, sheet.max_width))
    for col, width in sheet.widths.items():
        widths[col] = max(width, min(widths.get(col, 0), sheet.max_width))
    return widths


def _fitted(value: Any, style: str, width: float) -> tuple[Any, str]:
    """A text too long for its column wraps, unless it may run over the empty cells beside it."""
    tokens = set(style.split("+"))
    if isinstance(value, str) and len(value) > width and not tokens & (_OVERFLOWING | {"wrap", "pass", "fail"}):
        return value, style + "+wrap"
    return value, style


def _row_height(cells: Mapping[int, tuple[Any, str]], widths: Mapping[int, float]) -> float | None:
    """The height (points) a row needs for its wrapped texts and titles; None for the default height.

    Set explicitly because LibreOffice does not grow rows on opening and Excel does not for every cell; the
    estimate errs on the tall side (fonts other than Calibri are wider)."""
    lines = 1
    extra = 0.0
    for col, (value, style) in cells.items():
        tokens = set(style.split("+"))
        if "title" in tokens:
            extra = max(extra, 10)
        if "heading" in tokens:
            extra = max(extra, 4)
        if isinstance(value, str) and ("wrap" in tokens or "header" in tokens):
            per_line = max(widths.get(col, 9) * (1.1 if tokens & {"bold", "header"} else 1.2), 1)
            needed = sum(max(1, math.ceil(len(part) / per_line)) for part in value.split("\n"))
            lines = max(lines, needed)
    if lines == 1 and not extra:
        return None
    return round(lines * 15.0 + extra + (2 if lines > 1 else 0), 1)


def page_setup(ws: Any, landscape: bool = True) -> None:
    from openpyxl.worksheet.properties import PageSetupProperties

    ws.page_setup.orientation = "landscape" if landscape else "portrait"
    ws.page_setup.fitToWidth = 1
    ws.page_setup.fitToHeight = 0
    ws.sheet_properties.pageSetUpPr = PageSetupProperties(fitToPage=True)
    ws.page_margins.left = ws.page_margins.right = 0.5
    ws.page_margins.top = ws.page_margins.bottom = 0.6


def render_sheet(book: Any, sheet: Sheet, title: str) -> None:
    from openpyxl.drawing.image import Image
    from openpyxl.utils import get_column_letter
    from openpyxl.worksheet.pagebreak import Break

    ws = book.create_sheet(title)
    widths = _column_widths(sheet)
    for col, width in widths.items():
        ws.column_dimensions[get_column_letter(col)].width = round(width, 1)
    if sheet.freeze:
        ws.freeze_panes = sheet.freeze
    ws.sheet_view.showGridLines = sheet.gridlines
    page_setup(ws, sheet.landscape)
    for row in sheet.breaks:
        ws.row_breaks.append(Break(id=row))
    for row in range(1, sheet.last + 1):
        cells = sheet.cells.get(row, {})
        if not cells:
            ws.append([])
            continue
        cells = {col: _fitted(value, style, widths.get(col, 9)) for col, (value, style) in cells.items()}
        height = _row_height(cells, widths)
        if height:
            ws.row_dimensions[row].height = height
        ws.append([make_cell(ws, *cells[col]) if col in cells else None for col in range(1, max(cells) + 1)])
    for row, png, width, height in sheet.images:
        image = Image(io.BytesIO(png))
        image.width, image.height = width, height
        ws.add_image(image, f"A{row}")
