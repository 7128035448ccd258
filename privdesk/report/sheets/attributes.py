"""The Attributes and hierarchies sheet: each quasi-identifier's level and value mapping."""

from __future__ import annotations

from typing import Any, Mapping

from privdesk.report.labels import label
from privdesk.report.sheet import Sheet, as_text, builder_text, listed_names, num, value_text


def attributes_sheet(record: Mapping[str, Any]) -> Sheet:
    sheet = Sheet("sheet.attributes", widths={1: 34, 2: 34, 3: 14, 4: 14, 5: 14, 6: 44})
    sheet.title(label("attributes.title"))
    attributes = record.get("attributes")
    if not attributes:
        sheet.note(label("not_available") if "measures" not in record else label("attributes.no_mapping"))
        qis = record.get("data", {}).get("quasi_identifiers", [])
        if qis:
            row = sheet.add((label("config.qis"), "bold"))
            sheet.put(row, 2, listed_names(qis), "text")
        return sheet
    sheet.heading(label("attributes.overview"))
    sheet.header(label("attributes.attribute"), label("attributes.level"), label("attributes.distinct_before"),
                 label("attributes.distinct_after"), label("attributes.pairs"), label("attributes.builder"))
    for name, entry in attributes.items():
        level, height = entry.get("level"), entry.get("height")
        if level is None:
            used = label("attributes.varies")
        elif height is None:
            used = str(level)
        else:
            used = label("attributes.level_of", level=level, height=height)
        sheet.add(str(name), used, num(entry.get("distinct_before"), "int"),
                  num(entry.get("distinct_after"), "int"), num(entry.get("mapping_rows"), "int"),
                  (builder_text(entry.get("hierarchy_builder")) if height is not None else label("none"), "long"))
    if record.get("classes", {}).get("suppressed"):
        sheet.note(label("attributes.star_counted"))
    listed = sum(len(entry.get("mapping") or []) for entry in attributes.values())
    if listed:  # the listings are data: the printout stops after the overview
        sheet.note(label("attributes.listing_not_printed", rows=listed))
        sheet.print_last = sheet.last
    for name, entry in attributes.items():
        level, height = entry.get("level"), entry.get("height")
        if level is not None and height is not None:
            title = label("attributes.section", attribute=name,
                          level=label("attributes.level_of", level=level, height=height))
        elif level is not None:
            title = label("attributes.section", attribute=name, level=level)
        else:
            title = label("attributes.section_plain", attribute=name)
        sheet.heading(title)
        if entry.get("levels_used"):
            sheet.note(label("attributes.levels_used", levels=as_text(entry["levels_used"])))
        sheet.header(label("attributes.original"), label("attributes.released"), label("attributes.records"))
        mapping = entry.get("mapping") or []
        for before, after, count in mapping:
            sheet.add(value_text(before), value_text(after), num(count, "int"))
        total = entry.get("mapping_rows", len(mapping))
        if total > len(mapping):
            sheet.note(label("attributes.truncated", shown=len(mapping), total=total))
    return sheet
