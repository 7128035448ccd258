"""The Risk sheet: the verdict, the settings, the figures and the risk bands."""

from __future__ import annotations

from typing import Any, Mapping

from privdesk.engine.core.tolerance import reaches_risk
from privdesk.report.labels import label
from privdesk.report.sheet import Sheet, as_text, finite, num, one_in, pass_fail, release_model_text
from privdesk.report.sheets.population import add_population_section


def risk_sheet(record: Mapping[str, Any]) -> Sheet:
    sheet = Sheet("sheet.risk", widths={1: 40, 2: 16, 3: 16, 4: 16, 5: 20})
    risk = record.get("risk", {})
    threshold = finite(risk.get("threshold"))
    sheet.title(label("risk.title"))
    sheet.heading(label("risk.verdict"))
    row = sheet.add(pass_fail(risk.get("passed")))
    sheet.put(row, 2, as_text(risk.get("verdict", "")), "long")

    sheet.heading(label("risk.settings"))
    sheet.add(label("risk.release_model"), (release_model_text(risk.get("release_model")), "text+left"))
    sheet.add(label("risk.threshold"), num(risk.get("threshold")), one_in(threshold))

    sheet.heading(label("risk.figures"))
    sheet.header(label("risk.figure"), label("risk.value"), label("risk.in_words"))
    for key, name, style in (("maximum", "risk.maximum", "measure"), ("average", "risk.average", "measure"),
                             ("records_at_risk", "risk.at_risk", "percent"), ("data_risk", "risk.data_risk",
                                                                              "measure"),
                             ("environment_risk", "risk.environment", "measure"),
                             ("overall", "risk.overall", "measure+bold")):
        if key in risk:
            sheet.add((label(name), "bold" if "bold" in style else "text"), num(risk[key], style),
                      one_in(risk[key]) if style.startswith("measure") and key != "environment_risk" else "")

    bands = risk.get("bands") or []
    if bands:
        total = sum(int(b.get("records", 0)) for b in bands) or 1
        sheet.heading(label("risk.bands"))
        sheet.header(label("risk.from"), label("risk.to"), label("risk.records"), label("risk.share"),
                     label("risk.above"))
        for band in bands:
            low = finite(band.get("from")) or 0.0
            above = threshold is not None and bool(reaches_risk(low, threshold))
            sheet.add(num(low), num(band.get("to")), num(band.get("records"), "int"),
                      num(int(band.get("records", 0)) / total, "percent"), label("yes" if above else "no"))
        sheet.note(label("risk.bands_note"))
    add_population_section(sheet, record.get("population_risk"), num)
    return sheet
