"""Native Excel charts over numbers written on the sheet (openpyxl.chart): the report's charts.

A native chart costs almost nothing to write (no matplotlib, no pixels), renders in Excel and LibreOffice, prints
sharp, and its numbers stay inspectable: every series references the cells of the table written beside it
(:class:`Table`). Colours are the Okabe–Ito palette of the window's figures (:mod:`.chart_data`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from privdesk.report.charts.data import REFERENCE

CM_PIXELS = 96 / 2.54  # a chart's size is set in cm; the sheet counts pixels at 96 dpi
CHART_WIDTH_CM = 16.5  # fits a portrait A4 or Letter page between the margins
CATEGORY_POINTS = 9  # the category labels of horizontal bars: one per 0.8 cm row (charts_sheet._bars_height)


@dataclass(frozen=True)
class Table:
    """Where a chart's numbers sit: the series names in row ``header``, one row per point from ``first`` to
    ``last``, the table's first column (the categories) at column ``left``. Builders name a table's columns from
    1 (the categories)."""

    header: int
    first: int
    last: int
    left: int = 1

    def column(self, number: int) -> int:
        return self.left + number - 1


@dataclass(frozen=True)
class Axes:
    """A chart's texts and value axis: ``title``, the category (or x) axis title ``x``, the value axis title
    ``y``; ``number_format`` of the value axis, ``labels`` the format of the values printed on the bars (None:
    none); ``top``: the value axis ends there (None: Excel
    chooses)."""

    title: str
    x: str
    y: str
    number_format: str = "General"
    labels: str | None = None
    top: float | None = None


def bar_chart(ws: Any, table: Table, series: Sequence[tuple[int, str]], axes: Axes, *, horizontal: bool = False,
              stacked: bool = False, points: Mapping[int, str] | None = None) -> Any:
    """Bars over ``table``: one series per (column, colour). ``horizontal``: bars run left to right, the first
    category on top. ``stacked``: the series share one bar per category (used when each category has a value in
    one series only, e.g. classes below k and at least k). ``points``: colours of single bars of the first series,
    by category index."""
    from openpyxl.chart import BarChart
    from openpyxl.chart.marker import DataPoint

    chart = BarChart()
    chart.type = "bar" if horizontal else "col"
    if stacked:
        chart.grouping, chart.overlap, chart.gapWidth = "stacked", 100, 25
    else:
        chart.gapWidth = 60
    _add_series(ws, chart, table, series)
    for index, colour in (points or {}).items():
        point = DataPoint(idx=index)
        point.graphicalProperties.solidFill = _hex(colour)
        point.graphicalProperties.line.solidFill = _hex(colour)
        chart.series[0].dPt.append(point)
    if horizontal:  # the first category on top, the value axis still below the bars
        chart.x_axis.scaling.orientation = "maxMin"
        chart.y_axis.crosses = "max"
        # name every category at a size that fits its row: a reader must not take "Other" for the label above it
        chart.x_axis.tickLblSkip = 1
        chart.x_axis.txPr = _text_size(CATEGORY_POINTS)
    _finish(chart, axes, legend=len(series) > 1)
    return chart


def scatter_chart(ws: Any, table: Table, series: Sequence[tuple[int, str, bool]], axes: Axes, x: int = 1) -> Any:
    """Points over ``table``, x in its column ``x``: one series per (column, colour, joined by a line); a series in
    the reference colour is drawn heavier (the overall value)."""
    from openpyxl.chart import Reference, ScatterChart, Series

    chart = ScatterChart()
    chart.scatterStyle = "lineMarker"
    xs = Reference(ws, min_col=table.column(x), min_row=table.first, max_row=table.last)
    for column, colour, joined in series:
        values = Reference(ws, min_col=table.column(column), min_row=table.header, max_row=table.last)
        line = Series(values, xs, title_from_data=True)
        line.smooth = False  # straight segments: a smoothed curve overshoots the points
        line.marker.symbol = "circle"
        line.marker.size = 7
        line.marker.graphicalProperties.solidFill = _hex(colour)
        line.marker.graphicalProperties.line.solidFill = _hex(colour)
        if joined:
            line.graphicalProperties.line.solidFill = _hex(colour)
            line.graphicalProperties.line.width = 38100 if colour == REFERENCE else 19050  # EMU: 3 pt, 1.5 pt
        else:
            line.graphicalProperties.line.noFill = True
        chart.series.append(line)
    chart.y_axis.scaling.min = 0
    _finish(chart, axes, legend=len(series) > 1)
    return chart


def interval_bars(ws: Any, table: Table, axes: Axes, colours: Sequence[str], *, minus: int = 3,
                  plus: int = 4) -> Any:
    """Horizontal bars of the table's column 2, one colour per category (``colours``), each with a whisker from
    its value minus column ``minus`` to its value plus column ``plus`` (an interval around an estimate)."""
    from openpyxl.chart import Reference
    from openpyxl.chart.data_source import NumDataSource, NumRef
    from openpyxl.chart.error_bar import ErrorBars

    chart = bar_chart(ws, table, [(2, colours[0])], axes, horizontal=True,
                      points=dict(enumerate(colours)))

    def cells(column: int) -> NumDataSource:
        return NumDataSource(numRef=NumRef(f=str(Reference(ws, min_col=table.column(column), min_row=table.first,
                                                           max_row=table.last))))

    chart.series[0].errBars = ErrorBars(errBarType="both", errValType="cust", noEndCap=False,
                                        minus=cells(minus), plus=cells(plus))
    chart.y_axis.scaling.min = 0  # a rate's bar starts at nothing: a scale from 0.09 % hides how small it is
    return chart


def chart_rows(height_cm: float, row_pixels: int) -> int:
    """The sheet rows a chart of this height covers."""
    return -(-round(height_cm * CM_PIXELS) // row_pixels)


def _add_series(ws: Any, chart: Any, table: Table, series: Sequence[tuple[int, str]]) -> None:
    from openpyxl.chart import Reference

    for column, colour in series:
        chart.add_data(Reference(ws, min_col=table.column(column), min_row=table.header, max_row=table.last),
                       titles_from_data=True)
        properties = chart.series[-1].graphicalProperties
        properties.solidFill = _hex(colour)
        properties.line.solidFill = _hex(colour)
    chart.set_categories(Reference(ws, min_col=table.left, min_row=table.first, max_row=table.last))


def _finish(chart: Any, axes: Axes, legend: bool) -> None:
    from openpyxl.chart.label import DataLabelList

    chart.title = axes.title
    chart.x_axis.title = axes.x or None
    chart.y_axis.title = axes.y or None
    chart.x_axis.delete = chart.y_axis.delete = False  # openpyxl 3.1 hides both axes unless told
    chart.y_axis.number_format = axes.number_format
    chart.y_axis.majorGridlines = chart.y_axis.majorGridlines  # keep Excel's light grid along the values
    if axes.top is not None:
        chart.y_axis.scaling.max = axes.top
    if axes.labels is not None:
        chart.dataLabels = DataLabelList(showVal=True, showSerName=False, showCatName=False, showLegendKey=False,
                                         showPercent=False, numFmt=axes.labels)
    if legend:
        chart.legend.position = "b"
    else:
        chart.legend = None
    chart.width = CHART_WIDTH_CM


def _text_size(points: float) -> Any:
    from openpyxl.chart.text import RichText
    from openpyxl.drawing.text import CharacterProperties, Paragraph, ParagraphProperties, RichTextProperties

    size = CharacterProperties(sz=round(points * 100))
    return RichText(bodyPr=RichTextProperties(), p=[Paragraph(pPr=ParagraphProperties(defRPr=size), endParaRPr=size)])


def _hex(colour: str) -> str:
    return colour.lstrip("#").upper()
