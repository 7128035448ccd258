"""The Equivalence classes sheet: class sizes, counts and shares."""

from __future__ import annotations

from typing import Any, Mapping

from privdesk.report.labels import label
from privdesk.report.sheet import Sheet, num


def classes_sheet(record: Mapping[str, Any]) -> Sheet:
    sheet = Sheet("sheet.classes", freeze="A3", widths={1: 14, 2: 14, 3: 14, 4: 16, 5: 16, 6: 4, 7: 24, 8: 14})
    classes = record.get("classes", {})
    rows = record.get("data", {}).get("rows") or 0
    sheet.title(label("classes.title"))
    sheet.header(label("classes.size"), label("classes.count"), label("classes.records"), label("classes.share"),
                 label("classes.cumulative"))
    start = sheet.last
    cumulative = 0
    table = classes.get("size_table") or []
    if not table:
        sheet.note(label("classes.none"))
    for size, count in table:
        records = int(size) * int(count)
        cumulative += records
        sheet.add(num(size, "int"), num(count, "int"), num(records, "int"),
                  num(records / rows if rows else None, "percent"),
                  num(cumulative / rows if rows else None, "percent"))
    suppressed = classes.get("suppressed", 0) or 0
    if suppressed:
        cumulative += suppressed
        sheet.add(label("classes.suppressed_row"), "", num(suppressed, "int"),
                  num(suppressed / rows if rows else None, "percent"),
                  num(cumulative / rows if rows else None, "percent"))
    # the summary sits beside the table, so that the table's header is the frozen row
    side = [(label("classes.summary"), None), (label("classes.total"), num(classes.get("count", 0), "int")),
            (label("classes.suppressed"), num(suppressed, "int")),
            (label("classes.smallest"), num(classes.get("smallest"), "int")),
            (label("classes.largest"), num(classes.get("largest"), "int")),
            (label("classes.average"), num(classes.get("average"), "dec2"))]
    for offset, (name, value) in enumerate(side):
        if value is None:
            sheet.put(start, 7, name, "header")
            sheet.put(start, 8, "", "header")
        else:
            sheet.put(start + offset, 7, name, "bold")
            sheet.put(start + offset, 8, *value)
    return sheet
