"""The report's Usefulness sheet: the verdict sentence, summary statistics before and after, the contingency
table's change per cell (a colour-scaled table) and the classifiers against ZeroR — the figures of
``record["usefulness"]`` (app/usefulness.py), the same the window's Usefulness tab shows."""

from __future__ import annotations

from typing import Any, Mapping

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.usefulness.summary import date_text, days_text, suppressed_note
from privdesk.report.charts.data import CONTINGENCY_CELLS, largest_indexes
from privdesk.report.sheet import Sheet
from privdesk.report.sheet import num, short


def usefulness_sheet(usefulness: Mapping[str, Any]) -> Sheet:
    sheet = Sheet("sheet.usefulness", widths={1: 22})
    sheet.title(_("Is the release still useful?"))
    if usefulness.get("verdict"):
        sheet.add((usefulness["verdict"], "long"))
    sheet.note(_("A generalized value stands for the original values it covers (by its hierarchy, its text or its "
                 "range); its midpoint enters the mean, standard deviation and quantiles, its bounds the range of "
                 "the mean. Suppressed cells (*) are {how}. TVD and KL compare the distributions over the "
                 "original values.").format(how=_("included, standing for every value")
                                            if usefulness.get("include_suppressed") else _("left out")))
    if "suppressed_records" in usefulness:
        sheet.note(suppressed_note(usefulness))
    _statistics(sheet, usefulness.get("statistics") or [])
    if usefulness.get("contingency"):
        _contingency(sheet, usefulness["contingency"])
    if usefulness.get("classification"):
        _classification(sheet, usefulness["classification"])
    return sheet


def _statistics(sheet: Sheet, statistics) -> None:
    sheet.heading(_("Summary statistics before → after"))
    sheet.header(_("attribute"), _("type"), _("values before"), _("values after"), _("suppressed"),
                 _("distinct before"), _("distinct after"), _("mean before"), _("mean after"), _("mean at least"),
                 _("mean at most"), _("sd before"), _("sd after"), _("median before"), _("median after"),
                 _("mode before"), _("mode after"), "TVD", "KL")
    for s in statistics:
        before, after = s["before"], s["after"]
        median = [(side.get("quantiles") or [None, None, None])[1] for side in (before, after)]

        def where(value):  # a date column's location figures read as dates (the engine counts days)
            return (date_text(value) or "", "text") if s["type"] == "date" else num(value, "dec2")

        def spread(value):  # and its standard deviation as a number of days
            return (days_text(value) or "", "text") if s["type"] == "date" else num(value, "dec2")

        sheet.add(s["name"], s["type"], num(before["count"], "int"), num(after["count"], "int"),
                  num(after["suppressed"], "int"), num(before["distinct"], "int"), num(after["distinct"], "int"),
                  where(before.get("mean")), where(after.get("mean")), where(after.get("mean_low")),
                  where(after.get("mean_high")), spread(before.get("std")), spread(after.get("std")),
                  where(median[0]), where(median[1]), short(before.get("mode") or ""),
                  short(after.get("mode") or ""),
                  num(s.get("tvd")), num(s.get("kl")))


def _contingency(sheet: Sheet, table: Mapping[str, Any]) -> None:
    """The change per cell as a table of percentage points, coloured blue (fewer) to red (more) by Excel's colour
    scale: the window's heatmap with its numbers readable (the largest rows and columns, as in the heatmap). The
    attribute with more values runs down the rows, so that the table fits the printed page's width."""
    from openpyxl.utils import get_column_letter

    sheet.heading(_("Contingency table of {row} and {column}").format(row=table["row"], column=table["column"]))
    sheet.note(_("Largest change of a cell: {change:.2%} of all rows.").format(change=table["largest_change"]))
    before = np.asarray(table["before"], dtype=float)
    rows = largest_indexes(before.sum(axis=1), CONTINGENCY_CELLS)
    columns = largest_indexes(before.sum(axis=0), CONTINGENCY_CELLS)
    change = np.asarray(table["change"], dtype=float)[np.ix_(rows, columns)] * 100
    down, across = (table["row"], table["column"]), (table["row_values"], table["column_values"])
    if len(columns) > len(rows):
        change, rows, columns, down, across = change.T, columns, rows, down[::-1], across[::-1]
    sheet.note(_("{row} × {column}: change per cell").format(row=down[0], column=down[1]) + "; "
               + _("after − before (percentage points)"))
    sheet.header(f"{down[0]} \\ {down[1]}", *(short(across[1][c], 40) for c in columns))
    first = sheet.last + 1
    for index, values in zip(rows, change):
        sheet.add(short(across[0][index], 60), *((float(v), "dec2") for v in values))
    if change.size:
        limit = max(float(np.abs(change).max()), 1e-9)
        sheet.colour_scales.append((f"B{first}:{get_column_letter(1 + len(columns))}{sheet.last}", limit))


def _classification(sheet: Sheet, classification) -> None:
    first = classification[0]
    sheet.heading(_("Predicting {target}: {folds}-fold cross-validation over {rows:,} rows, the same folds for both "
                    "tables").format(target=first["target"], folds=first["folds"], rows=first["measurements"]))
    sheet.header(_("classifier"), _("accuracy, original"), _("accuracy, release"), _("accuracy, ZeroR"),
                 _("average error, original"), _("average error, release"), _("Brier score, original"),
                 _("Brier score, release"))
    for c in classification:
        released = c["released"] or {}
        sheet.add(c.get("name", c["method"]), num(c["original"]["accuracy"], "percent"),
                  num(released.get("accuracy"), "percent"), num(c["zero_r"]["accuracy"], "percent"),
                  num(c["original"]["average_error"]), num(released.get("average_error")),
                  num(c["original"]["brier"]), num(released.get("brier")))
    for c in classification:
        sheet.heading(_("{classifier}: each class against the rest").format(classifier=c.get("name", c["method"])))
        sheet.header(_("class"), _("rows"), _("sensitivity, original"), _("sensitivity, release"),
                     _("specificity, original"), _("specificity, release"), _("AUC, original"), _("AUC, release"))
        released = {s["value"]: s for s in (c["released"] or {}).get("classes", [])}
        for s in c["original"]["classes"]:
            r = released.get(s["value"], {})
            sheet.add(short(s["value"]), num(s["count"], "int"), num(s["sensitivity"]),
                      num(r.get("sensitivity")),
                      num(s["specificity"]), num(r.get("specificity")), num(s["auc"]), num(r.get("auc")))

