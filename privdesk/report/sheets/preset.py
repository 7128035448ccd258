"""The report's Preset sheet: which rule of the preset (``engine/detect/presets.py``: HIPAA Safe Harbor, Chinese
personal information) touched which column and how many values, and — for Safe Harbor — that the method also
requires no actual knowledge that what remains could identify a person, which no table can show.

Made from ``record["preset"]`` (``app.suggest.preset_record``); a report of a run without a preset has no such
sheet. The workbook calls :func:`add_preset_sheet` with one line.
"""

from __future__ import annotations

from typing import Any, Mapping

from privdesk.common.i18n import N_, _
from privdesk.engine.detect.presets import ACTUAL_KNOWLEDGE, PRESET_TITLES, RULE_TITLES
from privdesk.report.sheet import Sheet

KEY = "preset"
TITLE = N_("Preset")
LABELS = {
    "intro": N_("Before the search, the preset {preset} removed or coarsened what the detectors found; each row is "
                "one column it touched."),
    "column": N_("Column"),
    "rule": N_("Rule"),
    "values": N_("Values changed"),
    "reason": N_("What it did, and why"),
    "total": N_("Values changed in all"),
    "knowledge": N_("Safe Harbor's second condition"),
}


def preset_sheet_of(record: Mapping[str, Any]) -> Sheet | None:
    """The Preset sheet when the run had a preset (rules applied before the search), else None (left out)."""
    preset = record.get("preset")
    return preset_sheet(preset) if preset else None


def preset_sheet(preset: Mapping[str, Any]) -> Sheet:
    """The sheet of a preset record."""
    sheet = Sheet(f"sheet.{KEY}", freeze="A4", widths={1: 24, 2: 34, 3: 14, 4: 70}, max_width=90)
    name = preset.get("preset", "")
    sheet.title(_(TITLE) + ": " + (_(PRESET_TITLES[name]) if name in PRESET_TITLES else str(name)))
    sheet.add((_(LABELS["intro"]).format(preset=_(PRESET_TITLES.get(name, name))), "note"))
    sheet.header(_(LABELS["column"]), _(LABELS["rule"]), _(LABELS["values"]), _(LABELS["reason"]))
    actions = list(preset.get("actions", []))
    for action in actions:
        rule = str(action.get("rule", ""))
        sheet.add(str(action.get("column", "")), _(RULE_TITLES[rule]) if rule in RULE_TITLES else rule,
                  (int(action.get("values", 0)), "int"), str(action.get("reason", "")))
    sheet.add(_(LABELS["total"]), "", (sum(int(a.get("values", 0)) for a in actions), "int"), "")
    if name == "hipaa-safe-harbor":
        sheet.heading(_(LABELS["knowledge"]))
        sheet.add((_(ACTUAL_KNOWLEDGE), "note"))
    return sheet
