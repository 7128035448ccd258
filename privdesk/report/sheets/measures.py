"""The Measures sheet: privacy levels (PL, DR, IR, EC), utility, entropies, link matching, sweep."""

from __future__ import annotations

from typing import Any, Mapping

from privdesk.report.labels import label
from privdesk.report.sheet import Sheet, as_text, finite, listed_names, num, short

LINK_ROWS = 50  # link probabilities listed

_UTILITY = (("classes", "int"), ("suppressed", "int"), ("suppressed_share", "percent"),
            ("average_class_size", "dec2"), ("discernibility", "int"), ("arx_loss", "measure"),
            ("precision", "measure"), ("generalization_intensity", "measure"), ("iyengar_loss", "measure"),
            ("non_uniform_entropy", "dec2"))


def measures_sheet(record: Mapping[str, Any]) -> Sheet:
    sheet = Sheet("sheet.measures", widths={1: 40, 2: 16, 3: 14, 4: 14, 5: 14, 6: 34, 7: 14, 8: 14, 9: 40},
                   max_width=46)
    sheet.title(label("measures.title"))
    measures = record.get("measures")
    data = record.get("data", {})
    if not measures:
        sheet.note(label("not_available"))
    else:
        qis, sensitive = set(data.get("quasi_identifiers", [])), set(data.get("sensitive", []))
        sheet.heading(label("measures.privacy_levels"))
        sheet.header(label("measures.attribute"), label("measures.role"), label("measures.pl_short"),
                     label("measures.dr_short"), label("measures.ir_short"), label("measures.known"))
        for name, entry in (measures.get("attributes") or {}).items():
            role = label("role.qi") if name in qis else label("role.sensitive") if name in sensitive else ""
            sheet.add(str(name), role, num(entry.get("PL")), num(entry.get("DR")), num(entry.get("IR")),
                      (listed_names(entry.get("known") or []), "wrap"))
        overall = measures.get("overall") or {}
        sheet.add((label("measures.overall"), "bold"), "", num(overall.get("PL"), "measure+bold"),
                  num(overall.get("DR"), "measure+bold"), num(overall.get("IR"), "measure+bold"))
        row = sheet.add((label("measures.ec"), "bold"))
        sheet.put(row, 3, *num(measures.get("EC"), "measure+bold"))

        utility = measures.get("utility") or {}
        if utility:
            sheet.heading(label("measures.utility"))
            sheet.header(label("measures.figure"), label("measures.value"))
            for key, style in _UTILITY:
                if key in utility:
                    sheet.add(label(f"measures.utility.{key}"), num(utility[key], style))
            if isinstance(utility.get("whd"), Mapping):
                sheet.add(label("measures.whd_total"), num(utility["whd"].get("total"), "dec2"))
                sheet.add(label("measures.whd_mean"), num(utility["whd"].get("mean")))
            if utility.get("transformation") is not None:
                sheet.add(label("measures.utility.transformation"), (as_text(utility["transformation"]), "long"))
            entropies = utility.get("attributes") or {}
            if entropies:
                sheet.heading(label("measures.entropies"))
                sheet.header(label("measures.attribute"), label("measures.distinct_original"),
                             label("measures.distinct_released"), label("measures.entropy_original"),
                             label("measures.entropy_released"), label("measures.entropy_kept"))
                for name, entry in entropies.items():
                    sheet.add(str(name), num(entry.get("distinct_original"), "int"),
                              num(entry.get("distinct_released"), "int"), num(entry.get("entropy_original")),
                              num(entry.get("entropy_released")), num(entry.get("entropy_kept")))
                above = [str(name) for name, entry in entropies.items() if (finite(entry.get("entropy_kept")) or 0) > 1]
                if above:
                    sheet.note(label("measures.entropy_above_one", attributes=", ".join(above)))
                if record.get("classes", {}).get("suppressed"):
                    sheet.note(label("attributes.star_counted"))

        weighted = measures.get("entropy_utility") or {}
        if weighted.get("before"):
            sheet.heading(label("measures.weighted_entropy"))
            sheet.header(label("measures.attribute"), label("measures.weight"), label("measures.before"),
                         label("measures.after"))
            for name, before in weighted["before"].items():
                sheet.add(str(name), num((weighted.get("weights") or {}).get(name)), num(before),
                          num((weighted.get("after") or {}).get(name)))
            for key in ("weighted_before", "weighted_after", "table_before", "table_after"):
                if key in weighted:
                    sheet.add(label(f"measures.{key}"), "", *([""] if key.endswith("after") else []),
                              num(weighted[key]))
            if "loss" in weighted:
                sheet.add((label("measures.entropy_loss"), "bold"), num(weighted["loss"], "measure+bold"))

        links = measures.get("link_matching")
        if isinstance(links, Mapping):
            sheet.heading(label("measures.link"))
            sheet.header(label("measures.figure"), label("measures.value"))
            for key, name in (("entropy", "measures.link_entropy"), ("risk", "measures.link_risk"),
                              ("delta_max", "measures.link_delta_max"), ("delta_min", "measures.link_delta_min")):
                if key in links:
                    sheet.add(label(name), num(links[key], "measure", "infinite"))
            probabilities = list(links.get("probabilities") or [])
            if probabilities:
                sheet.heading(label("measures.link_probabilities"))
                sheet.header(label("measures.link_class"), label("measures.link_probability"))
                for index, value in enumerate(probabilities[:LINK_ROWS], 1):
                    sheet.add(num(index, "int"), num(value))
                if len(probabilities) > LINK_ROWS:
                    sheet.note(label("measures.link_more", shown=LINK_ROWS, total=len(probabilities)))

    distances = record.get("sensitivity_distance")
    if distances:
        sheet.heading(label("measures.sensitivity"))
        sheet.header(label("measures.attribute"), label("measures.ds"))
        for name, value in distances.items():
            sheet.add(str(name), num(value))

    steps = record.get("sweep")
    if steps:
        parameter = str(next((s.get("parameter") for s in steps if s.get("parameter")), ""))
        sheet.heading(label("measures.sweep"))
        sheet.header(label("measures.sweep_value", parameter=parameter), label("measures.pl_short"),
                     label("measures.dr_short"), label("measures.ir_short"), label("measures.ec_short"),
                     label("measures.score"), label("measures.utility.suppressed"), label("measures.max_risk"),
                     label("measures.sweep_note"))
        for step in steps:
            sheet.add(num(step.get("value"), "general"), num(step.get("PL")), num(step.get("DR")),
                      num(step.get("IR")), num(step.get("EC")), num(step.get("score")),
                      num(step.get("suppressed"), "int"), num(step.get("risk_maximum")),
                      short(step.get("error"), 200) if step.get("error") else "")
    if measures and measures.get("notes"):
        sheet.heading(label("measures.notes"))
        for text in measures["notes"]:
            sheet.note(as_text(text))
    return sheet
