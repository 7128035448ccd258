"""Suggested roles for a table's columns (`privdesk inspect --suggest`, the window's suggestions on opening a
table): the detectors' suggestions, the distinction and separation of the suggested quasi-identifiers' sets, and
applying suggestions to a project's roles with a way back."""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from privdesk.app.projects.project import Attribute, Project, Role
from privdesk.common.i18n import _
from privdesk.engine.attributes.default_hierarchies import generated_hierarchies
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.detect import (
    HIPAA_CATEGORIES,
    QUASI_IDENTIFIER,
    ColumnSuggestion,
    direct_identifier_columns,
    suggest_roles,
)
from privdesk.engine.detect.presets import ACTUAL_KNOWLEDGE, PresetAction, apply_preset
from privdesk.engine.detect.quasi import MAX_ATTRIBUTES, quasi_identifier_sets, suggest_quasi_identifiers

SEPARATION_ALPHA = 0.99
"""A set of attributes that tells apart this share of the record pairs is suggested as the quasi-identifier."""


def suggestion_report(dataset: Dataset) -> dict[str, Any]:
    """JSON-ready: every column's suggestion and type, and the quasi-identifier discovery over the suggested QIs."""
    suggestions = with_free_text(dataset, with_person_key(dataset, suggest_roles(dataset)))
    qis = [s.column for s in suggestions if s.role == QUASI_IDENTIFIER][:MAX_ATTRIBUTES]
    risks = quasi_identifier_sets(dataset, qis)
    best = suggest_quasi_identifiers(risks, SEPARATION_ALPHA)
    columns = []
    for suggestion in suggestions:
        column = dataset.column(suggestion.column)
        entry = suggestion.to_json()
        entry["type"] = column.type.value
        if suggestion.hipaa:
            entry["hipaa_category"] = _(HIPAA_CATEGORIES[suggestion.hipaa])
        columns.append(entry)
    return {"file": dataset.source.path, "rows": dataset.n_rows, "columns": columns,
            "quasi_identifier_sets": [r.to_json() for r in risks],
            "separating_set": best.to_json() if best else None, "separation_alpha": SEPARATION_ALPHA}


def with_person_key(dataset: Dataset, suggestions: list[ColumnSuggestion]) -> list[ColumnSuggestion]:
    """The suggestions with the suggested identifier whose values repeat most (the same 住院号 on several rows)
    proposed as the person key instead (``engine.detect.person_key.person_key_candidates``)."""
    from privdesk.engine.detect.person_key import person_key_candidates

    identifiers = [s.column for s in suggestions if s.role == Role.IDENTIFIER.value]
    candidates = person_key_candidates(dataset, identifiers) if identifiers else []
    if not candidates:
        return suggestions
    name, repeated = candidates[0]
    reason = _("{reason}; {repeated:,} of its values repeat on several rows, so it is proposed as the person key "
               "(every model then counts persons)")
    return [replace(s, role=Role.PERSON.value, reason=reason.format(reason=s.reason, repeated=repeated))
            if s.column == name else s for s in suggestions]


def with_free_text(dataset: Dataset, suggestions: list[ColumnSuggestion]) -> list[ColumnSuggestion]:
    """The suggestions with every column that is not an identifier and reads as free text (notes, 病程记录:
    ``engine.detect.identifier_check.free_text_reason``) proposed as free text, redacted before release."""
    from privdesk.engine.detect.identifier_check import free_text_reason

    out = []
    for s in suggestions:
        reason = None if s.role in (Role.IDENTIFIER.value, Role.PERSON.value) else free_text_reason(dataset, s.column)
        out.append(replace(s, role=Role.FREE_TEXT.value, reason=reason) if reason else s)
    return out


@dataclass
class AppliedSuggestions:
    """What :func:`apply_suggestions` changed, so :func:`undo` can put it back."""

    suggestions: dict[str, ColumnSuggestion]
    attributes_before: dict[str, Attribute]
    hierarchies_added: list[str] = field(default_factory=list)

    def counts(self) -> dict[str, int]:
        """How many columns got each role."""
        counts: dict[str, int] = {}
        for suggestion in self.suggestions.values():
            counts[suggestion.role] = counts.get(suggestion.role, 0) + 1
        return counts


def apply_suggestions(project: Project, dataset: Dataset,
                      suggestions: list[ColumnSuggestion] | None = None) -> AppliedSuggestions:
    """Set every column's suggested role in ``project`` and give each suggested quasi-identifier without a
    hierarchy its type's default one (engine/attributes/default_hierarchies.py), editable like any other."""
    suggestions = (with_free_text(dataset, with_person_key(dataset, suggest_roles(dataset))) if suggestions is None
                   else suggestions)
    applied = AppliedSuggestions({s.column: s for s in suggestions}, {})
    for suggestion in suggestions:
        current = project.attributes.get(suggestion.column, Attribute())
        applied.attributes_before[suggestion.column] = current
        project.attributes[suggestion.column] = replace(current, role=Role(suggestion.role))
    qis = [dataset.column(s.column) for s in suggestions if s.role == QUASI_IDENTIFIER]
    added = generated_hierarchies(qis, project.hierarchies)
    project.hierarchies.update(added)
    applied.hierarchies_added = list(added)
    return applied


def undo(project: Project, applied: AppliedSuggestions) -> None:
    """Put back the roles :func:`apply_suggestions` replaced and remove the hierarchies it generated."""
    project.attributes.update(applied.attributes_before)
    for name in applied.hierarchies_added:
        hierarchy = project.hierarchies.get(name)
        if hierarchy is not None and (hierarchy.builder or {}).get("generated"):
            project.hierarchies.pop(name)


def preset_record(preset: str, actions: list[PresetAction]) -> dict[str, Any]:
    """JSON-ready: which rule touched which column, and (Safe Harbor) the condition no table can prove."""
    record: dict[str, Any] = {"preset": preset, "actions": [a.to_json() for a in actions]}
    if preset == "hipaa-safe-harbor":
        record["note"] = _(ACTUAL_KNOWLEDGE)
    return record


def dataset_with_preset(dataset: Dataset, preset: str) -> tuple[Dataset, dict[str, Any]]:
    """The dataset after ``preset`` and its record (what ``--preset`` and the window's Preset choice run)."""
    released, actions = apply_preset(dataset, preset)
    return released, preset_record(preset, actions)


def preset_preview(dataset: Dataset, preset: str | None) -> dict[str, Any] | None:
    """What ``preset`` would do to ``dataset``, before it is applied: its record (rules by column, values changed,
    the Safe Harbor note); None for no preset."""
    return dataset_with_preset(dataset, preset)[1] if preset else None


def release_with_preset(dataset: Dataset, preset: str, out: str | Path) -> dict[str, Any]:
    """Apply a preset and write ``anonymized.csv`` and ``preset.json`` into ``out`` (atomically, each file)."""
    from privdesk.io.atomic import atomic_write_text
    from privdesk.io.release_files import write_release_csv

    released, actions = apply_preset(dataset, preset)
    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    record = preset_record(preset, actions)
    written = write_release_csv(released, folder / "anonymized.csv", dataset.source)  # the input's dialect
    record.update(encoding=written["encoding"], delimiter=written["delimiter"],
                  escaped_cells=written["escaped_cells"])
    record["remaining_identifiers"] = direct_identifier_columns(released)
    atomic_write_text(folder / "preset.json", json.dumps(record, indent=2, ensure_ascii=False) + "\n")
    return record
