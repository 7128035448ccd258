"""The verdict of a release: one object, computed once, rendered everywhere (docs/design.md, "One verdict").

Every privacy model, every risk threshold and the identifier check is an entry with what was required, what was
achieved, whether it passed and a sentence in the current language. The command line's text, ``--json``, the exit
code, summary.json, report.json, the report's Summary sheet and the window's banner read these fields; none of
them derives "passed" again. ``to_dict`` / ``from_dict`` give the JSON form stored in the record; an infinite
achieved value is written as the string "inf" (JSON has no infinity), never ``null``.

Entry kinds: ``model`` (a privacy model), ``risk`` (a re-identification risk threshold), ``identifier`` (a column
released unchanged that looks like a direct identifier: failed when found, a passing warning when the user kept it
deliberately).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Sequence

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.core.requirement_check import RequirementCheck
from privdesk.engine.core.tolerance import within_risk
from privdesk.engine.metrics.risk import RiskAssessment, RiskSettings
from privdesk.engine.models import registry

KINDS = ("model", "risk", "identifier")


@dataclass(frozen=True)
class VerdictEntry:
    """One requirement of the release. ``requirement``: the machine name (a model such as "k-anonymity", a risk
    measure "risk" or "risk-at-risk", or "identifier"); ``label``: how people write it (current language)."""

    kind: str
    requirement: str
    label: str
    required: float | str | None
    achieved: float | str | None
    passed: bool
    sentence: str
    attribute: str | None = None
    warning: bool = False       # passes, but the report lists it as a warning (an identifier kept deliberately)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "requirement": self.requirement, "label": self.label,
                "attribute": self.attribute, "required": json_number(self.required),
                "achieved": json_number(self.achieved), "passed": self.passed, "warning": self.warning,
                "sentence": self.sentence}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "VerdictEntry":
        return cls(kind=str(data["kind"]), requirement=str(data["requirement"]), label=str(data.get("label", "")),
                   required=number_of(data.get("required")), achieved=number_of(data.get("achieved")),
                   passed=bool(data["passed"]), sentence=str(data.get("sentence", "")),
                   attribute=data.get("attribute"), warning=bool(data.get("warning", False)))


@dataclass(frozen=True)
class Verdict:
    entries: tuple[VerdictEntry, ...] = ()
    binding: str | None = None   # which requirement bound the result, when the user's k alone would allow less

    @property
    def passed(self) -> bool:
        return all(entry.passed for entry in self.entries)

    @property
    def failed(self) -> list[VerdictEntry]:
        return [entry for entry in self.entries if not entry.passed]

    @property
    def warnings(self) -> list[VerdictEntry]:
        return [entry for entry in self.entries if entry.warning]

    def of_kind(self, kind: str) -> list[VerdictEntry]:
        return [entry for entry in self.entries if entry.kind == kind]

    def to_dict(self) -> dict[str, Any]:
        return {"passed": self.passed, "entries": [entry.to_dict() for entry in self.entries],
                "binding": self.binding}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None) -> "Verdict":
        data = data or {}
        return cls(tuple(VerdictEntry.from_dict(e) for e in data.get("entries") or ()), data.get("binding"))

    def plus(self, entries: Iterable[VerdictEntry]) -> "Verdict":
        return Verdict(self.entries + tuple(entries), self.binding)


def json_number(value: Any) -> Any:
    """A float for JSON: infinities as "inf" / "-inf" (NaN as None)."""
    if isinstance(value, float) or hasattr(value, "dtype"):
        value = float(value)
        if math.isnan(value):
            return None
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
    return value


def json_numbers(document: Any) -> Any:
    """A document (nested dicts and lists) ready for strict JSON: each infinite or NaN number as
    :func:`json_number` writes it, everything else unchanged."""
    if isinstance(document, dict):
        return {key: json_numbers(value) for key, value in document.items()}
    if isinstance(document, list):
        return [json_numbers(value) for value in document]
    if isinstance(document, (float, np.floating)) and not math.isfinite(document):
        return json_number(document)
    return document


def number_of(value: Any) -> Any:
    """The inverse of :func:`json_number`."""
    if value == "inf":
        return math.inf
    if value == "-inf":
        return -math.inf
    return value


def show(value: Any, spec: str = ".4g") -> str:
    """A required or achieved value as text: ∞ for infinity, whole numbers (a class size checked as a float too)
    with separators, others by the format ``spec`` (4 significant digits; the command line's tables: ".4f")."""
    value = number_of(value)
    if value is None:
        return "-"
    if isinstance(value, (str, bool)):
        return str(value)
    if isinstance(value, float) and math.isinf(value):
        return "∞" if value > 0 else "-∞"
    if isinstance(value, float) and value.is_integer() and 1 <= abs(value) < 1e15:
        value = int(value)
    return f"{value:,}" if isinstance(value, int) else format(value, spec)


# ----- builders -------------------------------------------------------------------------------------------------------

def model_entries(checks: Sequence[RequirementCheck]) -> list[VerdictEntry]:
    """Entries of model checks: the re-check of a release (``release.check.verify_release``) or the requirements
    of ``check_release`` (read back with ``RequirementCheck.from_dict``)."""
    entries = []
    for check in checks:
        label = str(check.requirement or _model_label(check))
        achieved = check.achieved
        passed = check.met
        if achieved is None:
            sentence = (_("Passes: {requirement}.") if passed else _("Fails: {requirement}.")).format(
                requirement=label)
        else:
            sentence = (_("Passes: {requirement} (achieved {achieved}).") if passed else
                        _("Fails: {requirement} (achieved {achieved}).")).format(requirement=label,
                                                                                achieved=show(achieved))
        entries.append(VerdictEntry("model", _model_name(check), label, check.required,
                                    achieved, passed, sentence, check.attribute))
    return entries


def _model_name(check: RequirementCheck) -> str:
    """The registered name of a check's model (a re-check names it, ``check_release`` gives its kind)."""
    spec = registry.report_kind({"model": check.model})
    if isinstance(spec, registry.ModelSpec):
        return spec.name
    return registry.GRADED_MODEL if spec == registry.GRADED_FIGURES else str(check.model or "")


def _model_label(check: RequirementCheck) -> str:
    if check.attribute:
        return _("{model} on '{attribute}'").format(model=check.model, attribute=check.attribute)
    return str(check.model)


def risk_entries(assessment: RiskAssessment, settings: RiskSettings | None) -> list[VerdictEntry]:
    """The risk threshold of the settings (the report's sentence), and the share of records at risk when the
    settings limit it."""
    settings = settings or RiskSettings()
    measure = _("highest re-identification risk") if assessment.release_model.uses_maximum else \
        _("strict average re-identification risk")
    label = _("{measure} ≤ {threshold:g}").format(measure=measure, threshold=assessment.threshold)
    entries = [VerdictEntry("risk", "risk", label, assessment.threshold, assessment.overall_risk,
                            assessment.passed, assessment.verdict)]
    if settings.at_risk_limit is not None:
        limit = float(settings.at_risk_limit)
        passed = bool(within_risk(assessment.records_at_risk, limit))
        label = _("records with a risk above {threshold:g} ≤ {limit:.2%}").format(threshold=assessment.threshold,
                                                                                  limit=limit)
        sentence = (_("Passes: {share:.2%} of the records have a risk above {threshold:g}; at most {limit:.2%} "
                      "may.") if passed else
                    _("Fails: {share:.2%} of the records have a risk above {threshold:g}; at most {limit:.2%} "
                      "may.")).format(share=assessment.records_at_risk, threshold=assessment.threshold, limit=limit)
        entries.append(VerdictEntry("risk", "risk-at-risk", label, limit, assessment.records_at_risk, passed,
                                    sentence))
    return entries


def identifier_entries(findings: Sequence[Any], kept: Sequence[str]) -> list[VerdictEntry]:
    """Columns released unchanged that look like direct identifiers (``engine.identifier_check``): a failure
    each, or a passing warning when the user kept it deliberately; notes already redacted pass, said so."""
    entries = []
    for finding in findings:
        if getattr(finding, "redacted", False):  # notes PrivDesk redacted, nothing identifying left in them
            entries.append(VerdictEntry("identifier", "identifier", _("no direct identifier released"), None,
                                        finding.reason, True, _("Passes: '{column}' is {reason}.").format(
                                            column=finding.column, reason=finding.reason), finding.column))
            continue
        deliberate = finding.column in kept
        sentence = (_("Warning: '{column}' is released unchanged although it looks like a direct identifier "
                      "({reason}); kept deliberately.") if deliberate else
                    _("Fails: '{column}' is released unchanged and looks like a direct identifier ({reason})."))
        entries.append(VerdictEntry("identifier", "identifier", _("no direct identifier released"), None,
                                    finding.reason, deliberate, sentence.format(column=finding.column,
                                                                                reason=finding.reason),
                                    finding.column, warning=deliberate))
    return entries


def person_key_entries(warning: str | None) -> list[VerdictEntry]:
    """An identifier repeats on several rows and no person key is set (``engine.detect.person_key.person_key_warning``): a
    passing warning, since the figures count rows where one person may stand behind several."""
    if not warning:
        return []
    return [VerdictEntry("identifier", "person-key", _("persons counted, not rows"), None, None, True,
                         _("Warning: {warning}.").format(warning=warning), warning=True)]
