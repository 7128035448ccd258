"""The sheet Context and justification, first in the workbook: what a regulator reads before any figure.

Printed on one A4 portrait page. From the top: the fields the release model requires that the context lacks
(never a silent blank) and where the context is laxer than the run, then every field, the published reference
values with the one chosen, the technique used on each column and why, and the statement with its signature
block."""

from __future__ import annotations

from typing import Any, Mapping

from privdesk.report.labels import label, label_or
from privdesk.report.sheet import Sheet, as_text, release_model_text
from privdesk.report.sheets.context.fields import (
    CONTROLS,
    FIELDS,
    GRADE,
    REFERENCES,
    conflicts,
    missing_fields,
    reference_of,
    release_model_of,
    value_of,
)
from privdesk.report.sheets.context.techniques import column_techniques, suppression_line

STATEMENT_FIELDS = ("statement", "responsible", "qualification", "date")
WIDTHS = {1: 26, 2: 34, 3: 36}
"""Column widths (characters): 96 in all, which A4 portrait prints at full size within its margins."""


def context_sheet(record: Mapping[str, Any]) -> Sheet | None:
    """The sheet of ``record["context"]`` (None when the run was given no context)."""
    context = record.get("context")
    if not isinstance(context, Mapping):
        return None
    sheet = Sheet("sheet.context", freeze=None, gridlines=False, widths=dict(WIDTHS), max_width=40,
                  landscape=False, one_page=True)
    model = release_model_of(context, record)
    model_text = release_model_text(model)
    sheet.title(label("context.title"))

    missing = missing_fields(context, record)
    sheet.heading(label("context.missing_heading", model=model_text))
    for field in missing:
        sheet.add((label("context.missing_field", field=label(f"context.field.{field}")), "fail+left+long"))
    if not missing:
        sheet.add((label("context.missing_none", model=model_text), "pass+left+long"))
    found = conflicts(context, record)
    if found:
        sheet.heading(label("context.conflicts_heading"))
        for key, fields in found:
            sheet.add((label(key, **fields), "fail+left+long"))

    sheet.heading(label("context.fields_heading"))
    sheet.header(label("context.field"), label("context.value"))
    for field in (*FIELDS[:4], "environment.notes", *FIELDS[4:]):
        if field in STATEMENT_FIELDS:
            continue  # in the statement block
        row = sheet.add((label(f"context.field.{field}"), "bold+wrap"))
        sheet.put(row, 2, _field_text(context, record, field), "long")
    risk = record.get("risk") or {}
    if context.get("release_model") and model != "public" and risk.get("release_model") == "public":
        sheet.note(label("context.assessed_stricter", model=model_text))

    sheet.heading(label("context.references_heading"))
    sheet.header(label("context.reference.value"), label("context.reference.source"))
    chosen = context.get("reference")
    for reference in REFERENCES:
        mark = f" ({label('context.reference.chosen')})" if reference.key == chosen else ""
        style = "bold" if reference.key == chosen else "text"
        row = sheet.add((f"{reference.value:g} — {release_model_text(reference.applies_to)}{mark}", style + "+wrap"))
        sheet.put(row, 2, reference.source, style + "+long")

    sheet.heading(label("context.techniques_heading"))
    sheet.header(label("context.column"), label("context.technique"), label("context.why"))
    for name, technique, why in column_techniques(record):
        sheet.add((name, "wrap"), (technique, "wrap"), (why, "wrap"))
    suppressed = suppression_line(record)
    if suppressed:
        sheet.add((suppressed, "long"))

    sheet.heading(label("context.statement_heading"))
    sheet.add((_text(context.get("statement")), "long"))
    for key, value in (("context.field.responsible", context.get("responsible")),
                       ("context.field.qualification", context.get("qualification")),
                       ("context.field.date", context.get("date"))):
        row = sheet.add((label(key), "bold"))
        sheet.put(row, 2, _text(value), "long")
    sheet.blank()
    row = sheet.add((label("context.signature"), "bold"))
    sheet.put(row, 2, label("context.signature_line"))
    sheet.note(label("context.signed_note"))
    return sheet


def _text(value: Any) -> str:
    return label("context.not_given") if value in (None, "", [], {}) else as_text(value)


def _field_text(context: Mapping[str, Any], record: Mapping[str, Any], field: str) -> str:
    value = value_of(context, record, field)
    if value in (None, "", [], {}):
        return label("context.grade_not_stated" if field == GRADE else "context.not_given")
    if field == "environment.setting":
        return label_or(f"context.setting.{value}", value)
    if field == "environment.controls":
        return "\n".join(f"{label(f'context.control.{name}')}: {_control(value[name])}" for name in CONTROLS
                         if name in value) or label("context.not_given")
    if field == "external_data":
        return "\n".join(f"• {item}" for item in value) if isinstance(value, list) else str(value)
    if field == "release_model":
        text = release_model_text(value)
        return text if context.get("release_model") else label("context.from_run", value=text)
    if field == "threshold":
        text = f"{value:g}"
        return text if context.get("threshold") is not None else label("context.from_run", value=text)
    if field == "reference":
        reference = reference_of(value)
        return (f"{label('context.reference_value', value=reference.value, source=reference.source)} "
                f"[{reference.key}]") if reference else str(value)
    return as_text(value)


def _control(value: Any) -> str:
    if isinstance(value, bool):
        return label("context.control.in_place" if value else "context.control.absent")
    return str(value)
