"""The Summary sheet: the verdict in plain words, the key figures and what each sheet holds."""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from privdesk.common.i18n import _
from privdesk.engine.models import registry
from privdesk.report.labels import LABELS, label
from privdesk.report.sheet import (
    Sheet,
    algorithm_name,
    as_text,
    finite,
    num,
    one_in,
    pass_fail,
    plain_number,
    release_model_text,
)


def summary_sheet(record: Mapping[str, Any], key_fingerprint: str | None, titles: Mapping[str, str]) -> Sheet:
    sheet = Sheet("sheet.summary", freeze="A3", gridlines=False, widths={1: 14, 2: 58, 3: 72})
    risk = record.get("risk", {})
    model = release_model_text(risk.get("release_model", ""))
    sheet.title(label("summary.title", kind=label(f"kind.{record.get('kind')}")
                      if f"kind.{record.get('kind')}" in LABELS else record.get("kind", "")))
    sheet.header(label("summary.result"), label("summary.check"), label("summary.meaning"))
    verdict = list((record.get("verdict") or {}).get("entries") or [])
    for entry in verdict:
        result = (label("warning"), "fail") if entry.get("warning") else pass_fail(entry.get("passed"))
        sheet.add(result, (str(entry.get("sentence", "")), "wrap"), (_verdict_meaning(record, entry), "wrap"))
    failed = sum(1 for entry in verdict if not entry.get("passed"))
    if verdict:
        overall = (label("summary.overall_fail", failed=failed, total=len(verdict), model=model) if failed
                   else label("summary.overall_pass", total=len(verdict), model=model))
        sheet.add((label("summary.overall", result=label("fail" if failed else "pass")),
                   "fail" if failed else "pass"), (overall, "wrap+bold"))
    if (record.get("verdict") or {}).get("binding"):
        sheet.add("", (str(record["verdict"]["binding"]), "wrap"))

    sheet.heading(label("summary.key_figures"))
    sheet.header(label("summary.value"), label("summary.figure"), label("summary.details"))
    classes = record.get("classes", {})
    rows = record.get("data", {}).get("rows") or 0
    suppressed = classes.get("suppressed", 0) or 0
    figures = record.get("model_figures", {})
    result = record.get("result", {})
    measures = record.get("measures")

    def figure(key: str, value: tuple[Any, str] | None, detail: str = "", **fields: Any) -> None:
        """A number in column A, the figure's name in B, words or a text value in C."""
        sheet.add(value or "", (label(key, **fields), "wrap"), (detail, "wrap"))

    data = record.get("data", {})
    if data.get("person"):  # the groups count persons
        figure("summary.records", num(data.get("records"), "int"))
        figure("summary.persons", num(rows, "int"), label("summary.persons_detail", person=data["person"]))
        figure("summary.suppressed_persons", num(suppressed, "int"),
               label("summary.suppressed_persons_share", share=suppressed / rows) if rows else "")
    else:
        figure("summary.records", num(rows, "int"))
        figure("summary.suppressed", num(suppressed, "int"),
               label("summary.suppressed_share", share=suppressed / rows) if rows else "")
    figure("summary.classes", num(classes.get("count", 0), "int"),
           label("summary.classes_detail", smallest=classes.get("smallest", 0), average=classes.get("average", 0.0),
                 largest=classes.get("largest", 0)) if classes.get("count") else "")
    if "k" in figures:
        figure("summary.k", num(figures.get("k"), "int", "infinite"))
    figure("summary.max_risk", num(risk.get("maximum")), one_in(risk.get("maximum")))
    figure("summary.avg_risk", num(risk.get("average")), one_in(risk.get("average")))
    figure("summary.at_risk", num(risk.get("records_at_risk"), "percent"))
    if measures:
        figure("summary.pl", num(measures.get("overall", {}).get("PL")), label("summary.pl_detail"))
        figure("summary.ec", num(measures.get("EC")))
    else:
        figure("summary.pl", None, label("not_available"))
    if result.get("score") is not None:
        metric = result.get("details", {}).get("metric_name") or ""
        figure("summary.loss", num(result.get("score")), metric, metric=result.get("metric") or label("none"))
    algorithm = algorithm_name(record)
    if algorithm:
        figure("summary.algorithm", None, algorithm)
    if result.get("transformation"):
        figure("summary.transformation", None, as_text(result.get("transformation")))
    figure("summary.signed", None, key_fingerprint or label("not_signed"))
    figure("summary.report_id", None, str(record.get("report_id", "")))
    sheet.notes_row = sheet.last  # workbook notes (changed cells) are added here later

    sheet.heading(label("summary.sheets"))
    sheet.header("", label("summary.sheet"), label("summary.holds"))
    for name in [key for key in titles if key != "summary"]:
        sheet.add("", (titles[name], "bold"), (label(f"summary.about.{name}"), "wrap"))
    left_out = [titles[name] for name in ("attributes", "released") if name in titles
                and (name == "released" or any((entry or {}).get("mapping") for entry in
                                               (record.get("attributes") or {}).values()))]
    if left_out:
        sheet.note(label("summary.not_printed", sheets=", ".join(left_out)))
    return sheet


def _meaning(check: Mapping[str, Any], qis: Sequence[Any]) -> str:
    """The plain-language sentence of one check: its model's (``ModelSpec.meaning``), with the required value
    filled in when the sentence names it and the check has one."""
    model = registry.report_kind(check)
    attribute = check.get("attribute")
    fields = {"qis": ", ".join(map(str, qis)),
              "attribute": f"'{attribute}'" if attribute else label("meaning.the_sensitive")}
    if not isinstance(model, registry.ModelSpec):
        return label(f"meaning.{model}", **fields, required="")
    required = check.get("required", check.get("achieved"))  # an audit names only what was achieved
    if "{required}" in model.meaning and finite(required) is None:
        return label("meaning.unknown")
    required_text = "" if finite(required) is None else (
        f"{float(required):.0%}" if model.percent else plain_number(required))
    return _(model.meaning).format(**fields, required=required_text)


def _verdict_meaning(record: Mapping[str, Any], entry: Mapping[str, Any]) -> str:
    """The plain-language meaning of one verdict entry: by its kind, and a model's by its spec (the entry's
    ``requirement`` is the model's name)."""
    if entry.get("kind") == "identifier":
        return label("meaning.identifier" if entry.get("passed") else "meaning.identifier_failed")
    if entry.get("kind") == "risk":
        risk = record.get("risk", {})
        overall = risk.get("overall", risk.get("maximum"))
        return label("meaning.risk", model=release_model_text(risk.get("release_model", "")),
                     risk=finite(overall) or 0.0, one_in=one_in(overall),
                     threshold=finite(risk.get("threshold")) or 0.0, limit_one_in=one_in(risk.get("threshold")),
                     at_risk=finite(risk.get("records_at_risk")) or 0.0)
    qis = record.get("data", {}).get("quasi_identifiers", [])
    return _meaning({"model": entry.get("requirement"), "attribute": entry.get("attribute"),
                     "required": entry.get("required")}, qis)
