"""The Charts sheet: class sizes, risk, privacy levels, sweep, distributions before and after."""

from __future__ import annotations

import math
from collections import Counter
from typing import Any, Mapping

from ..engine.record_figures import record_risks, required_k
from .cells import CHART_DPI, CHART_WIDTH, PAGE_PIXELS, ROW_PIXELS, SCREEN_DPI
from .labels import label
from .sheet import Sheet, finite, value_text

MAX_DISTRIBUTION_CHARTS = 6  # before/after charts: at most this many quasi-identifiers

def charts_sheet(record: Mapping[str, Any], titles: Mapping[str, str]) -> Sheet:
    from . import charts

    sheet = Sheet("sheet.charts", widths={1: 12}, landscape=False)
    sheet.title(label("charts.title"))
    page = [ROW_PIXELS]  # pixels used on the current printed page

    def place(caption: str, figure: Any, note: str | None = None) -> None:
        png = charts.figure_png_bytes(figure, dpi=CHART_DPI)
        width, height = figure.get_size_inches()
        scale = min(1.0, CHART_WIDTH / (width * SCREEN_DPI))
        pixels_w, pixels_h = int(width * SCREEN_DPI * scale), int(height * SCREEN_DPI * scale)
        rows = math.ceil(pixels_h / ROW_PIXELS) + 1
        block = (2 + bool(note) + rows) * ROW_PIXELS
        if page[0] + block > PAGE_PIXELS and sheet.last > 1:
            sheet.breaks.append(sheet.last)  # start the chart on a new printed page
            page[0] = 0
        page[0] += block
        sheet.heading(caption)
        if note:
            sheet.note(note)
        sheet.images.append((sheet.last + 1, png, pixels_w, pixels_h))
        sheet.last += rows

    classes = record.get("classes", {})
    place(label("charts.class_sizes"), charts.class_size_histogram(
        classes.get("sizes") or [], required_k(record), int(classes.get("suppressed") or 0)))
    risk = record.get("risk", {})
    place(label("charts.risk"), charts.risk_distribution(record_risks(record), finite(risk.get("threshold"))))
    measures = record.get("measures")
    if measures:
        place(label("charts.privacy_levels"), charts.privacy_level_bars(
            measures.get("attributes") or {}, (measures.get("overall") or {}).get("PL")))
    else:
        sheet.heading(label("charts.privacy_levels"))
        sheet.note(label("not_available"))
    if record.get("sweep"):
        place(label("charts.sweep"), charts.sweep_curves(record["sweep"]))
    attributes = record.get("attributes")
    if attributes:
        total = record.get("data", {}).get("rows") or 0
        for name, entry in list(attributes.items())[:MAX_DISTRIBUTION_CHARTS]:
            before: Counter = Counter()
            after: Counter = Counter()
            for original, released, count in entry.get("mapping") or []:
                before[value_text(original)] += int(count)
                after[value_text(released)] += int(count)
            listed = sum(before.values())
            note = None
            if entry.get("mapping_rows", 0) > len(entry.get("mapping") or []):
                note = label("charts.partial_counts", shown=len(entry.get("mapping") or []), records=listed,
                             total=total, sheet=titles["attributes"])
            place(label("charts.distribution", attribute=name), charts.distribution_before_after(
                before, after, str(name)), note)
    else:
        sheet.heading(label("charts.distribution", attribute=", ".join(
            map(str, record.get("data", {}).get("quasi_identifiers", [])))))
        sheet.note(label("not_available") if "measures" not in record else label("attributes.no_mapping"))
    return sheet
