"""The Configuration sheet: data source, roles, models, algorithm, risk settings, hierarchies."""

from __future__ import annotations

from typing import Any, Callable, Iterable, Mapping

from privdesk.engine.core.dataset import Dataset
from privdesk.engine.detect.free_text import span_label
from privdesk.engine.search.contract import search_sentence
from privdesk.report.labels import label, label_or
from privdesk.report.sheet import (
    Sheet,
    algorithm_name,
    as_text,
    builder_text,
    finite,
    listed_names,
    num,
    parameter_keys,
    release_model_text,
    short,
)


def configuration_sheet(record: Mapping[str, Any], released: Dataset | None) -> Sheet:
    sheet = Sheet("sheet.configuration", widths={1: 40, 2: 64, 3: 14, 4: 24}, max_width=64)
    config = dict(record.get("configuration") or {})
    data = record.get("data", {})
    files = record.get("files", {})
    result = record.get("result", {})
    details = result.get("details", {}) if isinstance(result.get("details"), Mapping) else {}
    used: set[str] = set()
    sheet.title(label("config.title"))

    def setting(key: str, value: tuple[Any, str] | str) -> None:
        row = sheet.add((label(key), "wrap"))
        value, style = value if isinstance(value, tuple) else (value, "text")
        sheet.put(row, 2, value, ("wrap" if style == "text" else style) + "+left")

    sheet.heading(label("config.data_source"))
    source = files.get("input", {}).get("path") or result.get("source")
    if source:
        setting("config.input", str(source))
    if files.get("released"):
        setting("config.released_file", str(files["released"].get("path", "")))
    if files.get("project"):
        setting("config.project", str(files["project"].get("path", "")))
    setting("config.rows", num(data.get("records", data.get("rows")), "int"))
    if data.get("person"):
        setting("config.person_key", str(data["person"]))
    used.add("person_key")
    if config.get("free_text"):  # notes released redacted: the spans found, by kind
        spans = {entry.get("column"): entry.get("spans", {}) for entry in details.get("free_text", [])
                 if isinstance(entry, Mapping)}
        def found(name: str) -> str:
            return ", ".join(f"{span_label(kind)} {count:,}" for kind, count in spans.get(name, {}).items()) or "0"
        setting("config.free_text", "; ".join(f"{name} ({found(name)})" for name in config["free_text"]))
    used.add("free_text")
    setting("config.columns", listed_names(data.get("columns", [])))
    setting("config.qis", listed_names(config.get("quasi_identifiers") or data.get("quasi_identifiers", [])))
    setting("config.sensitive", listed_names(config.get("sensitive") or data.get("sensitive", [])))
    used |= {"quasi_identifiers", "sensitive"}

    sheet.heading(label("config.roles"))
    sheet.header(label("config.attribute"), label("config.role"), label("config.type"),
                 label("config.identifier_rule"))
    roles = dict(record.get("roles") or {})
    if not roles:
        qis, sensitive = set(data.get("quasi_identifiers", [])), set(data.get("sensitive", []))
        free_text = {entry.get("column") for entry in details.get("free_text") or [] if isinstance(entry, Mapping)}
        roles = {name: label("config.role.qi") if name in qis else label("config.role.sensitive")
                 if name in sensitive else label("config.role.free_text") if name in free_text
                 else label("config.role.other") for name in data.get("columns", [])}
    types = config.get("types") if isinstance(config.get("types"), Mapping) else {}
    identifiers = config.get("identifiers") if isinstance(config.get("identifiers"), Mapping) else {}
    used |= {"types", "identifiers"}
    for name, role in roles.items():
        kind = types.get(name)
        if kind is None and released is not None and name in released.names:
            kind = released.column(name).type.value
        rule = identifiers.get(name)
        if isinstance(rule, Mapping):
            action = str(rule.get("action", ""))
            rule = label_or(f"config.identifier.{action}", action) + (f" ({rule['n']})" if rule.get("n") else "")
        sheet.add(str(name), label_or(f"config.role.{_ROLE_KEYS.get(str(role), '?')}", as_text(role)),
                  label_or(f"config.type.{kind}", as_text(kind)) if kind is not None else label("none"),
                  as_text(rule) if rule is not None else "")

    _released_columns(sheet, details)

    sheet.heading(label("config.models"))
    models = config.get("models") or config.get("requirements") or []
    used |= {"models", "requirements"}
    if models:
        sheet.header(label("config.model"), label("config.attribute"), label("config.parameter"))
        for spec in models:
            if not isinstance(spec, Mapping):
                sheet.add(as_text(spec))
                continue
            name = spec.get("label") or spec.get("requirement") or spec.get("model", "")
            keys = parameter_keys()
            parameter = next((spec[key] for key in keys if key in spec), None)
            extra = {k: v for k, v in spec.items() if k not in ("label", "requirement", "model", "attribute",
                                                                 *keys, "achieved", "met")}
            text = as_text(name) + (f" ({as_text(extra)})" if extra and not spec.get("label") else "")
            sheet.add(text, as_text(spec.get("attribute")) if spec.get("attribute") else "",
                      num(parameter, "general") if parameter is not None else "")
    elif result.get("checks"):
        sheet.header(label("config.model"))
        for check in result["checks"]:
            sheet.add(as_text(check.get("requirement") or check.get("model")))
    else:
        sheet.note(label("config.no_models"))

    sheet.heading(label("config.algorithm"))
    algorithm = config.get("algorithm")
    algorithm_spec = dict(algorithm) if isinstance(algorithm, Mapping) else {}
    used.add("algorithm")
    name = algorithm_name(record)
    if name:
        setting("config.algorithm_name", name)
    metric = config.get("metric") or algorithm_spec.get("metric") or result.get("metric")
    used.add("metric")
    if metric:
        named = details.get("metric_name")
        setting("config.metric", label("config.metric_named", metric=metric, name=named)
                if named and named != metric else str(metric))
    suppression = next((v for v in (config.get("suppression_limit"), algorithm_spec.get("suppression"),
                                    details.get("suppression_limit")) if v is not None), None)
    used.add("suppression_limit")
    if suppression is not None:
        setting("config.suppression", num(suppression, "percent"))
    for key, name_key in (("min_levels", "config.min_levels"), ("max_levels", "config.max_levels"),
                          ("weights", "config.weights"), ("split", "config.split"),
                          ("leftover", "config.leftover")):
        value = config.get(key, algorithm_spec.get(key))
        used.add(key)
        if value not in (None, {}, []):
            setting(name_key, short(value))
    for key in algorithm_spec:
        if key not in ("name", "metric", "suppression", "min_levels", "max_levels", "weights", "split", "leftover"):
            row = sheet.add(str(key))
            sheet.put(row, 2, short(algorithm_spec[key]), "wrap+left")
    if result.get("transformation"):
        setting("config.transformation", as_text(result["transformation"]))
    if details.get("lattice_size") is not None:
        setting("config.search", label("config.search_value", size=details.get("lattice_size"),
                                       evaluated=details.get("evaluated", 0)))
    if isinstance(result.get("search"), Mapping) and result.get("score") is not None:
        setting("config.optimality", search_sentence(result["search"]))
    if finite(result.get("seconds")) is not None:
        setting("config.seconds", num(result.get("seconds"), "dec2"))

    sheet.heading(label("config.risk"))
    risk = record.get("risk", {})
    setting("config.release_model", release_model_text(risk.get("release_model")))
    setting("config.threshold", num(risk.get("threshold")))
    risk_config = config.get("risk")
    used.add("risk")
    if isinstance(risk_config, Mapping):
        for key, value in risk_config.items():
            if key in ("release_model", "threshold"):
                continue
            row = sheet.add(str(key))
            sheet.put(row, 2, short(value), "wrap+left")

    _per_attribute_section(sheet, config, used, "hierarchies", "config.hierarchies",
                           ("config.attribute", "config.builder", "config.levels", "config.hierarchy_rows"),
                           _hierarchy_rows)
    _per_attribute_section(sheet, config, used, "sensitivity_levels", "config.sensitivity_levels",
                           ("config.attribute", "config.values", "config.level", "config.alpha_limit"),
                           _level_table_rows)

    others = {k: v for k, v in config.items() if k not in used}
    if others:
        sheet.heading(label("config.other"))
        sheet.header(label("config.setting"), label("config.value"))
        for path, value in _flatten(others):
            row = sheet.add(path)
            sheet.put(row, 2, value, "wrap+left")
    return sheet


def _per_attribute_section(sheet: Sheet, config: Mapping[str, Any], used: set[str], key: str, heading: str,
                           header: tuple[str, ...], rows: Callable[[Mapping[str, Any]], Iterable[tuple]]) -> None:
    """A section with a row or rows per attribute of ``config[key]`` (a mapping attribute → its spec): the
    attribute's name, then the cells ``rows`` makes of its spec. Nothing when the mapping is absent or empty."""
    specs = config.get(key)
    used.add(key)
    if not isinstance(specs, Mapping) or not specs:
        return
    sheet.heading(label(heading))
    sheet.header(*(label(name) for name in header))
    for name, spec in specs.items():
        for cells in rows(spec if isinstance(spec, Mapping) else {}):
            sheet.add(str(name), *cells)


def _hierarchy_rows(spec: Mapping[str, Any]) -> Iterable[tuple]:
    """A hierarchy's one row: how it was built, its levels and rows."""
    yield (builder_text(spec.get("builder")), "wrap"), num(spec.get("levels"), "int"), num(spec.get("rows"), "int")


def _released_columns(sheet: Sheet, details: Mapping[str, Any]) -> None:
    """The columns released unchanged, and per redacted free-text column the spans replaced by kind."""
    if "unchanged" in details:
        sheet.heading(label("config.unchanged"))
        sheet.add((listed_names(details.get("unchanged") or [], limit=200), "wrap"))
        sheet.note(label("config.unchanged_note"))
    redacted = [entry for entry in details.get("free_text") or [] if isinstance(entry, Mapping)]
    if not redacted:
        return
    sheet.heading(label("config.free_text"))
    sheet.note(label("config.free_text_note", labels="[姓名], [手机号], [NAME], [PHONE] …"))
    sheet.header(label("config.free_text.column"), label("config.free_text.kind"), label("config.free_text.spans"))
    for entry in redacted:
        spans = entry.get("spans") if isinstance(entry.get("spans"), Mapping) else {}
        sheet.add(str(entry.get("column", "")), label("config.free_text.cells"), num(entry.get("cells"), "int"))
        for kind, count in sorted(spans.items(), key=lambda item: -int(item[1] or 0)):
            sheet.add("", span_label(kind), num(count, "int"))


def _level_table_rows(spec: Mapping[str, Any]) -> Iterable[tuple]:
    """A sensitivity-level table's row per level: its values, its number and its α limit."""
    alphas = list(spec.get("alphas") or [])
    for index, values in enumerate(spec.get("levels") or []):
        alpha = alphas[index] if index < len(alphas) else None
        yield (short(values, 500), "wrap"), label("config.level_n", level=index + 1), num(alpha, "percent")


_ROLE_KEYS = {"quasi-identifier": "qi", "sensitive": "sensitive", "insensitive": "other", "identifier": "identifier",
              "free-text": "free_text"}
"""A project's role values and their words in :data:`LABELS` (``config.role.*``)."""


def _flatten(value: Any, prefix: str = "") -> Iterable[tuple[str, Any]]:
    """Nested settings as (dotted path, number or text) pairs."""
    if isinstance(value, Mapping) and value:
        for key, inner in value.items():
            yield from _flatten(inner, f"{prefix}.{key}" if prefix else str(key))
    elif isinstance(value, (list, tuple)) and value and any(isinstance(v, (Mapping, list, tuple)) for v in value):
        for index, inner in enumerate(value, 1):
            yield from _flatten(inner, f"{prefix} {index}")
    elif finite(value) is not None and not isinstance(value, bool):
        yield prefix, value
    else:
        yield prefix, short(value, 1000)
