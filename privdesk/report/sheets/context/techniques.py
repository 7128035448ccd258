"""What was done to every column of a release, and why, read from the run's record: identifiers dropped, cut or
pseudonymized, quasi-identifiers generalized by their hierarchies or microaggregated, free text redacted, dates
shifted, the rest kept unchanged; then the records suppressed against their limit."""

from __future__ import annotations

from typing import Any, Mapping

from privdesk.report.labels import LABELS, label
from privdesk.report.sheet import builder_text, listed_names


def column_techniques(record: Mapping[str, Any]) -> list[tuple[str, str, str]]:
    """Per column of the run (its roles, identifier rules and released columns, in that order): (column, the
    technique used, why)."""
    config = record.get("configuration") or {}
    data = record.get("data") or {}
    roles = record.get("roles") or {}
    identifiers = config.get("identifiers") if isinstance(config.get("identifiers"), Mapping) else {}
    columns = list(dict.fromkeys([*roles, *identifiers, *(data.get("columns") or [])]))
    if record.get("kind") == "audit":
        return [(str(name), label("context.technique.audit"), label("context.why.audit")) for name in columns]
    return [(str(name), *_technique(str(name), record, config, roles, identifiers)) for name in columns]


def _technique(name: str, record: Mapping[str, Any], config: Mapping[str, Any], roles: Mapping[str, Any],
               identifiers: Mapping[str, Any]) -> tuple[str, str]:
    attributes = record.get("attributes") or {}
    qis = set(config.get("quasi_identifiers") or (record.get("data") or {}).get("quasi_identifiers") or [])
    sensitive = set(config.get("sensitive") or (record.get("data") or {}).get("sensitive") or [])
    shifted = config.get("date_shift") if isinstance(config.get("date_shift"), Mapping) else {}
    aggregate = config.get("aggregate") if isinstance(config.get("aggregate"), Mapping) else {}
    rule = identifiers.get(name)
    if isinstance(rule, Mapping) and rule.get("action") not in (None, "keep"):
        action = str(rule["action"])
        key = f"context.technique.{action}"
        return label(key, n=rule.get("n") or 0) if key in LABELS else action, label("context.why.identifier")
    if name in (config.get("free_text") or []):
        return label("context.technique.redacted"), label("context.why.free_text")
    if name in (shifted.get("columns") or []):
        return (label("context.technique.date_shift", days=shifted.get("max_shift_days") or 0),
                label("context.why.date_shift"))
    if name in aggregate:
        return label("context.technique.microaggregated", function=aggregate[name]), label("context.why.qi")
    if name in qis:
        entry = attributes.get(name) if isinstance(attributes.get(name), Mapping) else {}
        if entry.get("levels_used"):
            return (label("context.technique.local", levels=", ".join(sorted(entry["levels_used"]))),
                    label("context.why.qi"))
        if entry.get("level") == 0:
            return label("context.technique.level0", height=entry.get("height", "?")), label("context.why.qi_kept")
        if entry.get("level") is not None:
            builder = entry.get("hierarchy_builder")
            return (label("context.technique.generalized", level=entry["level"], height=entry.get("height", "?"),
                          builder=builder_text(builder)), label("context.why.qi"))
        return label("context.technique.qi"), label("context.why.qi")
    if name in (config.get("kept_unchanged") or []) or (isinstance(rule, Mapping) and rule.get("action") == "keep"):
        return label("context.technique.unchanged"), label("context.why.kept")
    if name in sensitive or roles.get(name) == "sensitive":
        models = [str(spec.get("label") or spec.get("model")) for spec in config.get("models") or []
                  if isinstance(spec, Mapping) and spec.get("attribute") == name]
        return label("context.technique.unchanged"), (label("context.why.sensitive_models",
                                                            models=listed_names(models)) if models
                                                      else label("context.why.sensitive"))
    return label("context.technique.unchanged"), label("context.why.insensitive")


def suppression_line(record: Mapping[str, Any]) -> str | None:
    """The records suppressed and the limit they were held to, in one line (None for an audit)."""
    if record.get("kind") == "audit":
        return None
    classes = record.get("classes") or {}
    data = record.get("data") or {}
    limit = (record.get("configuration") or {}).get("suppression_limit")
    rows = data.get("records", data.get("rows")) or 0
    suppressed = classes.get("suppressed") or 0
    if isinstance(limit, (int, float)) and not isinstance(limit, bool):
        return label("context.suppressed_limit", count=suppressed, rows=rows, limit=limit)
    return label("context.suppressed", count=suppressed, rows=rows)
