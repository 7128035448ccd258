"""How the workbook's cells look and are written: styles, column widths, row heights, page setup and the
rendering of a :class:`~privdesk.report.sheet.Sheet` into a write-only worksheet."""

from __future__ import annotations

import locale
import math
import os
import weakref
from copy import copy
from functools import lru_cache
from typing import Any, Mapping

import numpy as np

from privdesk.common.text_width import display_width, wrapped_lines
from privdesk.io.table_workbook import MAX_CELL, cell_value
from privdesk.report.labels import label
from privdesk.report.sheet import Sheet, as_text

HEADER_WIDTH = 12                  # headers longer than this wrap
WIDE_UNITS = 2.2                   # column units an East Asian wide character takes (11 pt over Calibri's 7 px digit)
ROW_PIXELS = 20                    # Excel's default row height (15 pt)

# ----- styles ---------------------------------------------------------------------------------------------------------

FONT, FONT_SIZE, MONO_FONT = "Calibri", 11, "Consolas"
_FORMATS = {"int": "#,##0", "measure": "0.0000", "percent": "0.00%", "dec2": "#,##0.00", "general": "General"}
_PASS_FILL, _PASS_FONT = "C6EFCE", "006100"
_FAIL_FILL, _FAIL_FONT = "FFC7CE", "9C0006"
_HEADER_FILL = "DDE5F0"
_TITLE_COLOUR = "1F3864"
_NOTE_COLOUR = "595959"
_COLOUR_SCALE = ("2166AC", "F7F7F7", "B2182B")  # blue (less) – white (no change) – red (more), as RdBu
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
    if "right" in tokens:  # a header above numbers, so that it stands over them
        alignment["horizontal"] = "right"
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
    _apply_style(cell, style)
    if comment:
        cell.comment = Comment(comment, comment_author, width=300, height=60)
    return cell


_STYLE_INDEXES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # workbook → {style: cell style indexes}


def _apply_style(cell: Any, style: str) -> None:
    """Give ``cell`` the style spec ``style``. The first cell of a style registers its font, fill, border and number
    format with the workbook; later cells copy the indexes that gave (registering again hashed every style object
    of every cell, a sixth of the report's time outside its charts)."""
    indexes = _STYLE_INDEXES.setdefault(cell.parent.parent, {})
    known = indexes.get(style)
    if known is None:
        for attribute, setting in cell_style(style).items():
            setattr(cell, attribute, setting)
        indexes[style] = copy(cell._style)
    else:
        cell._style = copy(known)


def _display_length(value: Any, style: str) -> int:
    if isinstance(value, str):
        return max((display_width(line) for line in value.split("\n")), default=0)
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
                length = min(length, max(HEADER_WIDTH, *(display_width(word) for word in value.split() or [""])))
            length *= 1.1 if tokens & {"bold", "header", "mono"} else 1.0
            widths[col] = max(widths.get(col, 0), min(length + 2, sheet.max_width))
    for col, width in sheet.widths.items():
        widths[col] = max(width, min(widths.get(col, 0), sheet.max_width))
    return widths


def _fitted(value: Any, style: str, width: float) -> tuple[Any, str]:
    """A text too long for its column wraps, unless it may run over the empty cells beside it."""
    tokens = set(style.split("+"))
    if isinstance(value, str) and display_width(value) > width and not tokens & (_OVERFLOWING | {"wrap", "pass", "fail"}):
        return value, style + "+wrap"
    return value, style


_TEXT_SCALE = {"title": 1.4, "heading": 1.15, "bold": 1.0, "header": 1.0}
"""Column units a narrow character takes, by style: 0.9 for 11 pt text, more for bold and for larger fonts."""


def _row_height(cells: Mapping[int, tuple[Any, str]], widths: Mapping[int, float]) -> float | None:
    """The height (points) a row needs for its wrapped texts and titles; None for the default height.

    Set explicitly because LibreOffice does not grow rows on opening and Excel does not for every cell. Texts are
    wrapped as the programs wrap them, at spaces and between East Asian wide characters, which take about two
    column units (:mod:`privdesk.common.text_width`); the estimate errs on the tall side (fonts other than Calibri, which
    LibreOffice may put in its place, are wider)."""
    lines = 1
    extra = 0.0
    for col, (value, style) in cells.items():
        tokens = set(style.split("+"))
        if "title" in tokens:
            extra = max(extra, 10)
        if "heading" in tokens:
            extra = max(extra, 4)
        if isinstance(value, str) and ("wrap" in tokens or "header" in tokens):
            narrow = max((_TEXT_SCALE[token] for token in tokens & _TEXT_SCALE.keys()), default=0.9)
            lines = max(lines, wrapped_lines(value, widths.get(col, 9) - 0.8, wide=WIDE_UNITS * narrow,
                                             narrow=narrow))
    if lines == 1 and not extra:
        return None
    return round(lines * 15.0 + extra + (2 if lines > 1 else 0), 1)


LETTER_TERRITORIES = frozenset({"US", "CA", "MX", "PH", "CL", "CO", "VE", "PR", "CR", "GT", "PA", "SV", "NI", "BZ"})
"""Where US Letter is the usual paper (CLDR's paperSize data); A4 everywhere else."""
PAPER_SIZES = {"a4": 9, "letter": 1}  # the xlsx paperSize codes


def paper_for_locale(name: str | None) -> str:
    """``"letter"`` for a locale of a Letter territory (``en_US.UTF-8``, ``es-MX``, Windows' ``English_United
    States``), else ``"a4"``."""
    text = str(name or "").split(".")[0].split("@")[0]
    parts = text.replace("-", "_").split("_")
    territory = parts[1].upper() if len(parts) > 1 else ""
    if territory in LETTER_TERRITORIES or "United States" in text or "Canada" in text:
        return "letter"
    return "a4"


def default_paper() -> str:
    """The paper of the user's locale: LC_ALL, LC_PAPER or LANG as POSIX reads them, else the system's."""
    for variable in ("LC_ALL", "LC_PAPER", "LANG"):
        if os.environ.get(variable):
            return paper_for_locale(os.environ[variable])
    return paper_for_locale(locale.getlocale()[0])


def page_setup(ws: Any, landscape: bool = True, paper: str = "a4", one_page: bool = False) -> None:
    from openpyxl.worksheet.properties import PageSetupProperties

    ws.page_setup.orientation = "landscape" if landscape else "portrait"
    ws.page_setup.paperSize = PAPER_SIZES[paper]
    ws.page_setup.fitToWidth = 1
    ws.page_setup.fitToHeight = 1 if one_page else 0
    ws.sheet_properties.pageSetUpPr = PageSetupProperties(fitToPage=True)
    ws.page_margins.left = ws.page_margins.right = 0.5
    ws.page_margins.top = ws.page_margins.bottom = 0.6


def render_sheet(book: Any, sheet: Sheet, title: str, paper: str = "a4") -> None:
    from openpyxl.formatting.rule import ColorScaleRule
    from openpyxl.utils import get_column_letter
    from openpyxl.worksheet.pagebreak import Break

    ws = book.create_sheet(title)
    widths = _column_widths(sheet)
    for col, width in widths.items():
        ws.column_dimensions[get_column_letter(col)].width = round(width, 1)
    if sheet.freeze:
        ws.freeze_panes = sheet.freeze
    ws.sheet_view.showGridLines = sheet.gridlines
    page_setup(ws, sheet.landscape, paper, sheet.one_page)
    if sheet.freeze and _row_of(sheet.freeze) > 1:  # the frozen rows (title, table header) head every page
        ws.print_title_rows = f"1:{_row_of(sheet.freeze) - 1}"
    last_col = sheet.print_columns or max((max(row) for row in sheet.cells.values() if row), default=1)
    if sheet.print_last or sheet.print_columns:
        ws.print_area = f"A1:{get_column_letter(last_col)}{sheet.print_last or max(sheet.last, 1)}"
    prepared = {}
    for row, cells in sheet.cells.items():
        if not cells:
            continue
        cells = {col: _fitted(value, _over_numbers(sheet, row, col, style), widths.get(col, 9))
                 for col, (value, style) in cells.items()}
        spans = _spans(cells, widths, last_col)
        for col in spans:
            cells[col] = (cells[col][0], cells[col][1] + "+wrap")
        prepared[row] = (cells, spans, _row_height(cells, {**widths, **spans}))
    kept = _breaks_keeping(sheet, {row: height for row, (_c, _s, height) in prepared.items()}, widths, last_col,
                           paper)
    for row in sorted({*sheet.breaks, *kept}):
        ws.row_breaks.append(Break(id=row))
    for row in range(1, sheet.last + 1):
        if row not in prepared:
            ws.append([])
            continue
        cells, spans, height = prepared[row]
        for col in spans:
            if col < last_col:
                ws.merged_cells.add(f"{get_column_letter(col)}{row}:{get_column_letter(last_col)}{row}")
        if height:
            ws.row_dimensions[row].height = height
        ws.append([make_cell(ws, *cells[col]) if col in cells else None for col in range(1, max(cells) + 1)])
    for row, chart in sheet.charts:
        ws.add_chart(chart(ws), f"A{row}")
    for cells, limit in sheet.colour_scales:
        ws.conditional_formatting.add(cells, ColorScaleRule(
            start_type="num", start_value=-limit, start_color=_COLOUR_SCALE[0], mid_type="num", mid_value=0,
            mid_color=_COLOUR_SCALE[1], end_type="num", end_value=limit, end_color=_COLOUR_SCALE[2]))


_PAPER_POINTS = {"a4": (595.3, 841.9), "letter": (612.0, 792.0)}  # width, height in portrait
_DEFAULT_ROW = 15.0  # points


def _breaks_keeping(sheet: Sheet, heights: Mapping[int, float | None], widths: Mapping[int, float],
                    last_col: int, paper: str) -> list[int]:
    """Page breaks that start each of ``sheet.keep``'s row ranges (a chart with its heading) on a new printed page
    when it would not fit on the current one, found by laying the rows out as the page setup prints them: the
    page's height within its margins over the fit-to-width scale, the title rows repeated on each page."""
    if not sheet.keep:
        return []
    page_width, page_height = _PAPER_POINTS[paper][:: -1 if sheet.landscape else 1]
    content = sum(int(widths.get(col, 8.43) * 7 + 5) for col in range(1, last_col + 1)) * 0.75  # Calibri 11
    scale = min(1.0, (page_width - 72) / max(content, 1.0))  # margins: 0.5 in left and right
    height = {row: heights.get(row) or _DEFAULT_ROW for row in range(1, sheet.last + 1)}
    titles = sum(height[row] for row in range(1, _row_of(sheet.freeze))) if sheet.freeze else 0.0
    capacity = (page_height - 2 * 0.6 * 72) / scale  # margins: 0.6 in at the top and bottom
    starts = {first: last for first, last in sheet.keep}
    breaks, used = [], titles
    for row in range(1, sheet.last + 1):
        if row in starts and used > titles:
            block = sum(height[r] for r in range(row, starts[row] + 1))
            if used + block > capacity:
                breaks.append(row - 1)
                used = titles
        if used + height[row] > capacity:  # the program breaks the page here by itself
            used = titles
        used += height[row]
    return breaks


def _spans(cells: Mapping[int, tuple[Any, str]], widths: Mapping[int, float], last_col: int) -> dict[int, float]:
    """The width each too long note (or title, or long text) with nothing to its right wraps in, instead of running
    off the printed page: merged from its column to the sheet's last; a long value in the last column wraps in its
    own cell (notes and headings there, as beside the charts, run over the empty cells instead)."""
    spans = {}
    printed = max((col for col in cells if col <= last_col), default=0)  # cells beyond the printed ones are apart
    for col, (value, style) in cells.items():
        tokens = set(style.split("+"))
        if (isinstance(value, str) and tokens & _OVERFLOWING and col == printed
                and (col < last_col or "long" in tokens)  # a long value in the last column wraps in its cell
                and display_width(value) > widths.get(col, 9)):
            spans[col] = sum(widths.get(c, 9) for c in range(col, last_col + 1))
    return spans


def _row_of(cell: str) -> int:
    return int("".join(ch for ch in cell if ch.isdigit()))


def _over_numbers(sheet: Sheet, row: int, col: int, style: str) -> str:
    """A header's style, right-aligned when the cell below it holds a number (numbers are right-aligned)."""
    if "header" not in style.split("+"):
        return style
    below = sheet.cells.get(row + 1, {}).get(col, (None, ""))[0]
    is_number = isinstance(below, (int, float)) and not isinstance(below, bool)
    return style + "+right" if is_number else style
