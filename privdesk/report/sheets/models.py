"""The Privacy models sheet: each requirement, the whole-table figures and those per sensitive attribute."""

from __future__ import annotations

from typing import Any, Mapping

from privdesk.engine.models import registry
from privdesk.report.labels import label, label_or
from privdesk.report.sheet import Sheet, as_text, num, pass_fail

WORST_CLASS_ROWS = 10  # class sizes listed as the worst classes

_SENSITIVE_PARAMETERS = ("alpha", "l_distinct", "l_entropy", "recursive_c", "t_equal", "t_ordered",
                         "t_hierarchical", "beta_basic", "beta_enhanced", "delta_disclosure",
                         "delta_disclosure_strict")


def models_sheet(record: Mapping[str, Any]) -> Sheet:
    sheet = Sheet("sheet.models", widths={1: 52, 2: 20, 3: 16, 4: 16, 5: 16})
    figures = record.get("model_figures", {})
    sheet.title(label("models.title"))

    sheet.heading(label("models.requirements"))
    checks = list(record.get("result", {}).get("checks", [])) + list(figures.get("requirements", []))
    if checks:
        sheet.header(label("models.requirement"), label("models.attribute"), label("models.required"),
                     label("models.achieved"), label("models.result"))
        for check in checks:
            name = check.get("requirement") or check.get("model") or ""
            sheet.add(as_text(name), as_text(check.get("attribute")) if check.get("attribute") else "",
                      num(check.get("required"), "general") if "required" in check else "",
                      num(check.get("achieved"), "general", "infinite"), pass_fail(check.get("met")))
    else:
        sheet.note(label("models.no_requirements"))

    sheet.heading(label("models.whole"))
    sheet.header(label("models.parameter"), label("models.value"), label("models.worst"))
    if "k" in figures:
        sheet.add(label("models.k"), num(figures.get("k"), "int", "infinite"), label("models.k_worst"))
    sheet.add(label("models.classes"), num(figures.get("classes", record.get("classes", {}).get("count")), "int"))
    sheet.add(label("models.suppressed"), num(figures.get("suppressed",
                                                           record.get("classes", {}).get("suppressed")), "int"))
    if figures.get("recursive_l") is not None:
        sheet.add(label("models.recursive_l"), num(figures.get("recursive_l"), "int"))

    sheet.heading(label("models.per_sensitive"))
    sensitive = figures.get("sensitive") or {}
    if sensitive:
        names = list(sensitive)
        sheet.header(label("models.parameter"), *names)
        keys = [k for k in _SENSITIVE_PARAMETERS if any(k in sensitive[n] for n in names)]
        keys += sorted({k for n in names for k in sensitive[n]} - set(keys))
        for key in keys:
            name = label_or(f"models.param.{key}", key)
            style = "int" if key == "l_distinct" else "measure"
            sheet.add(name, *[num(sensitive[n].get(key), style, "infinite") if key in sensitive[n]
                              else label("not_available_short") for n in names])
    else:
        sheet.note(label("models.no_sensitive"))

    table = record.get("classes", {}).get("size_table") or []
    if table:
        sheet.heading(label("models.worst_classes"))
        sheet.header(label("models.class_size"), label("models.class_count"), label("models.records"))
        for size, count in table[:WORST_CLASS_ROWS]:
            sheet.add(num(size, "int"), num(count, "int"), num(size * count, "int"))

    presence = figures.get("delta_presence")
    if isinstance(presence, Mapping):
        sheet.heading(label("models.presence"))
        sheet.add(label("models.presence_min"), num(presence.get("min")))
        sheet.add(label("models.presence_max"), num(presence.get("max")))

    graded = figures.get(registry.GRADED_FIGURES)
    if isinstance(graded, Mapping):
        sheet.heading(label("models.alpha_ijkm"))
        sheet.add(label("models.alpha_ijkm_holds"), label("yes" if graded.get("holds") else "no"))
        if graded.get("k") is not None:
            sheet.add(label("models.alpha_ijkm_k"), num(graded.get("k"), "int"))
        attributes = graded.get("attributes") or {}
        if attributes:
            sheet.header(label("models.attribute"), label("models.worst_share_ratio"), label("models.max_share"),
                         label("models.repeated_classes"), label("models.alphas"))
            for name, entry in attributes.items():
                sheet.add(str(name), num(entry.get("worst_share_ratio"), "measure", "infinite"),
                          num(entry.get("max_share"), "percent"), num(entry.get("repeated_classes"), "int"),
                          ", ".join(f"{float(a):.0%}" for a in entry.get("alphas") or []))
    return sheet
