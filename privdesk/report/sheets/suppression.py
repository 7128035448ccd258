"""The report's Suppressed cells sheet: per column, the cells released as ``*`` — those of records
suppressed whole, and those suppressed one by one by the cell-suppression mode (app/release/cell_suppression.py). Made from
the record alone (``result.details.cell_suppression``, ``classes.suppressed``, ``data``); added only to reports of
releases with cell suppression, so other reports keep their sheets.
"""

from __future__ import annotations

from typing import Any, Mapping

from privdesk.common.i18n import N_, _
from privdesk.report.sheet import Sheet

LABELS = {
    "title": N_("Suppressed cells"),
    "intro": N_("Cells released as * instead of their value. Records the search could not keep were recoded: "
                "only some of their cells were suppressed, so the rest of each record stays usable. The records "
                "that could still not be kept are suppressed whole."),
    "rows": N_("Records"),
    "recoded": N_("Records kept by suppressing single cells"),
    "whole": N_("Records suppressed whole"),
    "rounds": N_("Recoding rounds"),
    "column": N_("Column"),
    "of_records": N_("Cells of records suppressed whole"),
    "single": N_("Cells suppressed one by one"),
    "total": N_("Cells suppressed"),
    "share": N_("Share of the column"),
    "meaning": N_("With * read as its own value every class, records of all rounds together, meets the run's "
                  "privacy models (the Verdict re-checks them); read as \"any value\" (a wildcard) each record "
                  "matches at least as many records."),
    "fallback": N_("The recoded release did not pass the re-check, so the records over the limit were suppressed "
                   "whole instead."),
}


def suppressed_cells_sheet(record: Mapping[str, Any]) -> Sheet | None:
    """The sheet, or None when ``record``'s release used no cell suppression (the sheet is then left out)."""
    recoding = (record.get("result", {}).get("details") or {}).get("cell_suppression")
    if not recoding:
        return None
    sheet = Sheet("sheet.suppressed_cells", freeze="A3", widths={1: 34, 2: 20, 3: 20, 4: 16, 5: 16}, max_width=80)
    sheet.title(_(LABELS["title"]))
    sheet.add((_(LABELS["intro"]), "note"))
    sheet.blank()
    rows = int(record.get("data", {}).get("rows", 0) or 0)
    whole = int(record.get("classes", {}).get("suppressed", recoding.get("records_suppressed", 0)) or 0)
    sheet.add(_(LABELS["rows"]), (rows, "int"))
    sheet.add(_(LABELS["recoded"]), (int(recoding.get("records_recoded", 0)), "int"))
    sheet.add(_(LABELS["whole"]), (whole, "int"))
    sheet.add(_(LABELS["rounds"]), (int(recoding.get("rounds", 0)), "int"))
    sheet.blank()
    sheet.header(_(LABELS["column"]), _(LABELS["of_records"]), _(LABELS["single"]), _(LABELS["total"]),
                 _(LABELS["share"]))
    for name, single in suppression_counts(record, recoding).items():
        total = whole + single
        sheet.add(str(name), (whole, "int"), (single, "int"), (total, "int"),
                  (total / rows if rows else 0.0, "percent"))
    sheet.add((_(LABELS["meaning"]), "note"))
    if recoding.get("fallback"):
        sheet.add((_(LABELS["fallback"]), "note"))
    return sheet


def suppression_counts(record: Mapping[str, Any], recoding: Mapping[str, Any]) -> dict[str, int]:
    """Cells suppressed one by one per quasi-identifier (0 for a QI without any)."""
    single = recoding.get("cells", {})
    qis = record.get("data", {}).get("quasi_identifiers") or list(single)
    return {name: int(single.get(name, 0)) for name in qis}
