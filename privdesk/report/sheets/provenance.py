"""The Provenance sheet: who made the report, when, with which key, from which files."""

from __future__ import annotations

import datetime as dt
from typing import Any, Mapping

from privdesk.common.i18n import LANGUAGES
from privdesk.report.labels import label, label_or
from privdesk.report.sheet import Sheet, as_text


def provenance_sheet(record: Mapping[str, Any], key_fingerprint: str | None) -> Sheet:
    sheet = Sheet("sheet.provenance", freeze="A3", widths={1: 30, 2: 70, 3: 70}, max_width=90)
    sheet.title(label("provenance.title"))
    sheet.header(label("provenance.item"), label("provenance.value"), label("provenance.details"))
    sheet.add(label("provenance.report_id"), (str(record.get("report_id", "")), "mono"))
    sheet.add(label("provenance.format"), f"{record.get('format', '')} {record.get('version', '')}".strip())
    kind = record.get("kind", "")
    sheet.add(label("provenance.kind"), label_or(f"kind.{kind}", kind))
    sheet.add(label("provenance.created"), _time_with_zone(record.get("created")))
    sheet.add(label("provenance.operator"), as_text(record.get("operator")) if record.get("operator") else
              label("none"))
    sheet.add(label("provenance.version"), str(record.get("privdesk_version", "")))
    if record.get("language"):
        code = str(record["language"])
        sheet.add(label("provenance.language"), label("provenance.language_value", name=LANGUAGES.get(code, code),
                                                      code=code))
    sheet.add(label("provenance.key"), (key_fingerprint, "mono") if key_fingerprint else label("not_signed"),
              (label("provenance.key_detail"), "wrap") if key_fingerprint else "")

    sheet.heading(label("provenance.files"))
    files = record.get("files") or {}
    if files:
        sheet.header(label("provenance.file"), label("provenance.sha256"), label("provenance.path"))
        for name, entry in files.items():
            entry = entry if isinstance(entry, Mapping) else {}
            sheet.add(label_or(f"provenance.file.{name}", name), (str(entry.get("sha256", "")), "mono"),
                      str(entry.get("path", "")))
    else:
        sheet.note(label("provenance.no_files"))
    return sheet


def _time_with_zone(text: Any) -> str:
    if not text:
        return label("none")
    try:
        moment = dt.datetime.fromisoformat(str(text))
    except ValueError:
        return str(text)
    if moment.tzinfo is None:
        return f"{moment:%Y-%m-%d %H:%M:%S}"
    offset = moment.strftime("%z")
    return label("provenance.time_zone", time=f"{moment:%Y-%m-%d %H:%M:%S}", offset=f"{offset[:3]}:{offset[3:]}")
