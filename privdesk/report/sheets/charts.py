"""The Charts sheet: class sizes, risk, privacy levels, sweep, distributions before and after.

Each chart is a native Excel chart (:mod:`.excel_charts`) drawn over the table printed right below it, so the
numbers a chart shows can be read and checked; what each chart shows comes from :mod:`.chart_data`, as in the
window's figures (:mod:`.charts`), with the same texts."""

from __future__ import annotations

from collections import Counter
from typing import Any, Callable, Mapping, Sequence

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.metrics.record_figures import class_risks, required_k
from privdesk.report.cells import ROW_PIXELS
from privdesk.report.charts.data import (
    ALERT,
    PRIMARY,
    REFERENCE,
    SAFE,
    SECONDARY,
    SERIES,
    class_size_bins,
    compact_number,
    finite_values,
    pl_of,
    ranked_values,
    risk_band_table,
    shorten,
)
from privdesk.report.charts.excel import Axes, Table, bar_chart, chart_rows, scatter_chart
from privdesk.report.labels import label
from privdesk.report.sheet import Sheet, finite, num, value_text

MAX_DISTRIBUTION_CHARTS = 6  # before/after charts: at most this many quasi-identifiers
TOP_VALUES = 15              # values named in a before/after chart; the rest are summed as "other"

Chart = tuple[float, Callable[[Any, Table], Any]]  # height (cm), and the chart made over the table on a worksheet


PRINTED_COLUMNS = 10  # A–J hold the headings and the charts and are printed (a chart is 16.5 cm wide)
TABLE_COLUMN = 12     # from L on, beside the charts and outside the printout: the numbers each chart shows


class ChartBlocks:
    """Places each chart block on the sheet: its heading, notes and charts down columns A–J, kept on one printed
    page (``Sheet.keep``), and its table of numbers beside them from column L, where the chart's series read
    them. The printout shows the charts; the workbook keeps their numbers (a table starts level with its chart,
    or below the table before it)."""

    def __init__(self, sheet: Sheet) -> None:
        self.sheet, self.free = sheet, 1
        self.tables: list[tuple[int, Sequence[str], Sequence[Sequence[Any]]]] = []

    def place(self, caption: str, notes: Sequence[str], charts: Sequence[Chart], header: Sequence[str],
              rows: Sequence[Sequence[Any]]) -> None:
        sheet = self.sheet
        spans = [chart_rows(height, ROW_PIXELS) + 1 for height, _build in charts]
        start = sheet.last + 1  # the blank row before the heading
        sheet.heading(caption)
        for text in notes:
            sheet.note(text)
        anchors = []
        for span in spans:
            anchors.append(sheet.last + 1)
            sheet.last += span
        sheet.keep.append((start, sheet.last))
        if not rows:
            return
        top = max(anchors[0] if anchors else start, self.free)
        self.tables.append((top, header, rows))
        self.free = top + len(rows) + 2
        table = Table(top, top + 1, top + len(rows), TABLE_COLUMN)
        for anchor, (height, build) in zip(anchors, charts):
            sheet.charts.append((anchor, lambda ws, build=build, height=height: _sized(build(ws, table), height)))

    def write_tables(self) -> None:
        """Put the tables in their cells (after the blocks: a long table does not push the next block down)."""
        for top, header, rows in self.tables:
            for offset, value in enumerate(header):
                self.sheet.put(top, TABLE_COLUMN + offset, value, "bold")  # one line: rows keep their height
            for row, values in enumerate(rows, top + 1):
                for offset, value in enumerate(values):
                    self.sheet.put(row, TABLE_COLUMN + offset, *(value if isinstance(value, tuple) else (value,)))


def charts_sheet(record: Mapping[str, Any], titles: Mapping[str, str]) -> Sheet:
    sheet = Sheet("sheet.charts", widths={1: 12}, max_width=40, landscape=False, print_columns=PRINTED_COLUMNS)
    sheet.title(label("charts.title"))
    place = ChartBlocks(sheet)
    _class_sizes(place, record)
    _risk(place, record)
    measures = record.get("measures")
    if measures:
        _privacy_levels(place, measures.get("attributes") or {}, (measures.get("overall") or {}).get("PL"))
    else:
        sheet.heading(label("charts.privacy_levels"))
        sheet.note(label("not_available"))
    if record.get("sweep"):
        _sweep(place, record["sweep"])
    attributes = record.get("attributes")
    if attributes:
        total = record.get("data", {}).get("rows") or 0
        for name, entry in list(attributes.items())[:MAX_DISTRIBUTION_CHARTS]:
            _distribution(place, str(name), entry, total, titles["attributes"])
    else:
        sheet.heading(label("charts.distribution", attribute=", ".join(
            map(str, record.get("data", {}).get("quasi_identifiers", [])))))
        sheet.note(label("not_available") if "measures" not in record else label("attributes.no_mapping"))
    place.write_tables()
    return sheet


def _sized(chart: Any, height_cm: float) -> Any:
    chart.height = height_cm
    return chart


def _class_sizes(place: ChartBlocks, record: Mapping[str, Any]) -> None:
    classes = record.get("classes", {})
    sizes = _positive(classes.get("sizes") or [])
    k = required_k(record)
    suppressed = int(classes.get("suppressed") or 0)
    notes = [_("Suppressed records: {suppressed:,} (not in any class)").format(suppressed=suppressed)] \
        if suppressed else []
    if not len(sizes):
        place.place(label("charts.class_sizes"), [_("No data"), *notes], [], [], [])
        return
    bins = class_size_bins(sizes, k)
    summary = _("{classes:,} classes, smallest {smallest:,}, largest {largest:,}").format(
        classes=len(sizes), smallest=int(sizes.min()), largest=int(sizes.max()))
    if k is not None:
        summary += "; " + _("Required k = {k}").format(k=k)
        below = int((sizes < k).sum())
        if below:
            summary += "; " + _("Classes smaller than k: {count:,}").format(count=below)
    ranges = [str(low) if low == high else f"{low:,}–{high:,}" for low, high in bins.ranges()]
    if k is None:
        header = [_("Class size (records)"), _("Number of classes")]
        rows = [[value, (int(count), "int")] for value, count in zip(ranges, bins.counts)]
        series = [(2, PRIMARY)]
    else:
        header = [_("Class size (records)"), _("classes smaller than k = {k}").format(k=k),
                  _("classes of at least k = {k}").format(k=k)]
        rows = [[value, *([(int(count), "int"), None] if low else [None, (int(count), "int")])]
                for value, count, low in zip(ranges, bins.counts, bins.below)]
        series = [(2, ALERT), (3, PRIMARY)]
    axes = Axes(_("Equivalence class sizes"), _("Class size (records)"), _("Number of classes"), "#,##0")
    place.place(label("charts.class_sizes"), [summary, *notes],
                [(8.0, lambda ws, table: bar_chart(ws, table, series, axes, stacked=len(series) > 1))], header, rows)


def _risk(place: ChartBlocks, record: Mapping[str, Any]) -> None:
    risks, records = class_risks(record)  # per class with its records: no value per record
    finite_risks = np.isfinite(risks)
    risks, records = risks[finite_risks], None if records is None else records[finite_risks]
    threshold = finite(record.get("risk", {}).get("threshold"))
    total = len(risks) if records is None else int(records.sum())
    if not total:
        place.place(label("charts.risk"), [_("No data")], [], [], [])
        return
    bands = risk_band_table(risks, threshold, records=records)
    notes = [_("{records:,} records, highest risk {maximum:.3g}").format(records=total,
                                                                        maximum=float(risks.max()))]
    shares = bands.counts / total
    ranges = [f"{compact_number(low)}–{compact_number(high)}" for low, high in zip(bands.edges[:-1], bands.edges[1:])]
    if threshold is None:
        header = [_("Re-identification risk (1 / class size)"), _("Records"), _("Share of records")]
        rows = [[value, (int(count), "int"), (float(share), "percent") if share else None]
                for value, count, share in zip(ranges, bands.counts, shares)]
        series = [(3, PRIMARY)]
    else:
        notes.insert(0, "; ".join([_("Threshold {threshold:g}").format(threshold=threshold), _(
            "Records at risk: {share:.1%} ({count:,})").format(share=bands.above / total, count=bands.above)]))
        header = [_("Re-identification risk (1 / class size)"), _("Records"), _("Records at risk"),
                  _("Records within the threshold")]
        # a share of 0 is left blank: no "0.00%" label over an empty band (the records column says 0)
        rows = [[value, (int(count), "int"), *([(float(share), "percent") if share else None, None] if at_risk
                                                else [None, (float(share), "percent") if share else None])]
                for value, count, share, at_risk in zip(ranges, bands.counts, shares, bands.at_risk)]
        series = [(3, ALERT), (4, SAFE)]
    axes = Axes(_("Re-identification risk per record"), _("Re-identification risk (1 / class size)"),
                _("Share of records"), "0%", labels="0.0%")
    place.place(label("charts.risk"), notes,
                [(8.0, lambda ws, table: bar_chart(ws, table, series, axes, stacked=len(series) > 1))], header, rows)


def _privacy_levels(place: ChartBlocks, attributes: Mapping[str, Any], overall: Any) -> None:
    if not attributes:
        place.place(label("charts.privacy_levels"), [_("No data")], [], [], [])
        return
    rows = [[shorten(name), num(pl_of(value), "measure", "not_available_short")] for name, value in attributes.items()]
    overall = finite(overall)
    notes = []
    if overall is not None:
        notes.append(_("Overall PL = {pl:.3f}").format(pl=overall))
        rows.append([_("PL (overall)"), (overall, "measure")])
    points = {len(rows) - 1: REFERENCE} if overall is not None else {}
    axes = Axes(_("Privacy level per attribute"), "", _("Privacy level PL (0 = protected, 1 = exposed)"), "0.0",
                labels="0.000", top=1.0)
    height = _bars_height(len(rows))
    place.place(label("charts.privacy_levels"), notes, [(height, lambda ws, table: bar_chart(
        ws, table, [(2, PRIMARY)], axes, horizontal=True, points=points))],
        [_("attribute"), _("Privacy level PL (0 = protected, 1 = exposed)")], rows)


def _sweep(place: ChartBlocks, steps: Sequence[Mapping[str, Any]]) -> None:
    parameter = str(next((s.get("parameter") for s in steps if s.get("parameter")), _("parameter")))
    done = sorted((s for s in steps if pl_of(s) is not None and "error" not in s),
                  key=lambda s: float(s.get("value", 0)))
    skipped = [s for s in steps if s not in done]
    notes = [_("Privacy level across the sweep of {parameter}").format(parameter=parameter)]
    if skipped:
        notes.append(_("No release for {parameter} = {values}").format(parameter=parameter, values=", ".join(
            compact_number(float(s["value"])) if finite(s.get("value")) is not None else str(s.get("value"))
            for s in skipped)))
    if not done:
        place.place(label("charts.sweep"), [*notes, _("No data")], [], [], [])
        return
    names = list(dict.fromkeys(name for s in done for name in (s.get("PL_attributes") or {})))
    header = [parameter, _("Entropy change EC (utility kept)"), _("PL (overall)"), *(shorten(n, 28) for n in names)]
    rows = [[num(s.get("value"), "general"), num(s.get("EC")), num(pl_of(s)),
             *(num(pl_of((s.get("PL_attributes") or {}).get(n))) for n in names)] for s in done]
    ylabel = _("Privacy level PL (0 = protected, 1 = exposed)")
    by_value = [(3, REFERENCE, True), *((4 + i, SERIES[i % len(SERIES)], True) for i in range(len(names)))]
    value_axes = Axes(_("PL against {parameter}").format(parameter=parameter), parameter, ylabel, "0.00")
    ec_axes = Axes(_("PL against EC"), _("Entropy change EC (utility kept)"), ylabel, "0.00")
    place.place(label("charts.sweep"), notes, [
        (8.0, lambda ws, table: scatter_chart(ws, table, by_value, value_axes)),
        (7.0, lambda ws, table: scatter_chart(ws, table, [(3, PRIMARY, True)], ec_axes, x=2))], header, rows)


def _distribution(place: ChartBlocks, name: str, entry: Mapping[str, Any], total: int, attributes_sheet: str) -> None:
    before: Counter = Counter()
    after: Counter = Counter()
    mapping = entry.get("mapping") or []
    for original, released, count in mapping:
        before[value_text(original)] += int(count)
        after[value_text(released)] += int(count)
    before, after = +before, +after  # values held by no record are left out
    notes = []
    if entry.get("mapping_rows", 0) > len(mapping):
        notes.append(label("charts.partial_counts", shown=len(mapping), records=sum(before.values()), total=total,
                           sheet=attributes_sheet))
    caption = label("charts.distribution", attribute=name)
    shown, rest = ranked_values(before, after, TOP_VALUES)
    if not shown:
        place.place(caption, [*notes, _("No data")], [], [], [])
        return
    rows = [[shorten(value), (before.get(value, 0), "int"), (after.get(value, 0), "int")] for value in shown]
    if rest:
        rows.append([_("Other ({count:,} values)").format(count=len(rest)),
                     (sum(before.get(v, 0) for v in rest), "int"), (sum(after.get(v, 0) for v in rest), "int")])
        if after and rows[-1][2][0] > sum(after.values()) / 2:
            notes.append(_("Most released records hold values outside the top {top}").format(top=len(shown)))
    axes = Axes(_("Values of {attribute} before and after").format(attribute=name), "", _("Records"), "#,##0")
    height = _bars_height(len(rows))
    place.place(caption, notes, [(height, lambda ws, table: bar_chart(
        ws, table, [(2, PRIMARY), (3, SECONDARY)], axes, horizontal=True))],
        [name, _("Original"), _("Released")], rows)


def _bars_height(categories: int) -> float:
    """The height (cm) of a horizontal bar chart that names every category: title, axis and legend take about
    4.5 cm (a title on two lines), a category 0.8 cm (a label of 10 points with room around it; LibreOffice skips labels
    that do not fit)."""
    return max(6.5, 4.5 + 0.8 * categories)


def _positive(values: Any) -> np.ndarray:
    array = finite_values(values)
    return array[array > 0]
