"""The context record of a release: its fields, the published reference values a risk threshold is chosen from,
and which fields a regulator expects for each release model.

A context is a plain mapping (a project's ``context`` section or a ``--context`` file, checked by
``app.projects.schema``)::

    recipient, purpose, environment {controls {contract, access_control, audit_logging, training}, setting,
    notes}, external_data [..], release_model, threshold, reference, justification, grade, responsible,
    qualification, statement, date, review_date

The release model and threshold default to the ones the run assessed (``record["risk"]``): a context repeats
them only to state them, and a context laxer than the run (public stated, non-public assessed; a lower threshold
stated than checked) is listed with the missing fields at the top of the sheet.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

TEXT_FIELDS = ("recipient", "purpose", "justification", "grade", "responsible", "qualification", "statement")
DATE_FIELDS = ("date", "review_date")
CONTROLS = ("contract", "access_control", "audit_logging", "training")
"""The controls of the data environment (each true/false or a text saying which, e.g. the contract's number)."""
SETTINGS = ("on-site", "remote", "public")
"""Where the recipient works with the data."""
RELEASE_MODELS = ("public", "non-public")

FIELDS = ("recipient", "purpose", "environment.setting", "environment.controls", "external_data",
          "release_model", "threshold", "reference", "justification", "grade", "responsible", "qualification",
          "statement", "date", "review_date")
"""Every field of the context in the order the sheet shows them (``environment.notes`` is shown, never
required)."""
GRADE = "grade"
"""The de-identification grade under GB/T 42460-2023 §4 (China), as the person responsible states it: PrivDesk
does not derive it, since the standard's grading criteria are not built in. Never required (a release outside China
has none); when not given the sheet says who must state it, rather than leaving it blank."""


@dataclass(frozen=True)
class Reference:
    """A published reference value for the highest re-identification risk, with where it is published."""

    key: str
    value: float
    applies_to: str        # a release model of :data:`RELEASE_MODELS`
    source: str            # the citation, as published (not translated)


REFERENCES = (
    Reference("ema-0070", 0.09, "public",
              "EMA, External guidance on the implementation of the European Medicines Agency policy on the "
              "publication of clinical data (Policy 0070), EMA/90915/2016"),
    Reference("health-canada", 0.09, "public",
              "Health Canada, Guidance document on Public Release of Clinical Information (2019)"),
    Reference("el-emam-2013", 0.05, "public",
              "El Emam K. Guide to the De-Identification of Personal Health Information. CRC Press, 2013"),
    Reference("el-emam-2015", 0.2, "non-public",
              "El Emam K, Rodgers S, Malin B. Anonymising and sharing individual patient data. BMJ "
              "2015;350:h1139 (non-public release with strong controls)"),
)
REFERENCE_KEYS = tuple(reference.key for reference in REFERENCES)

_COMMON = ("recipient", "purpose", "external_data", "release_model", "threshold", "reference", "justification",
           "responsible", "qualification", "statement", "date")
REQUIRED = {
    "public": _COMMON,
    # a non-public release is safe only through its environment, and only until its agreement ends
    "non-public": (*_COMMON, "environment.setting", "environment.controls", "review_date"),
}
"""The fields a regulator expects for each release model (a semi-public release counts as non-public)."""


def reference_of(key: Any) -> Reference | None:
    return next((reference for reference in REFERENCES if reference.key == key), None)


def release_model_of(context: Mapping[str, Any], record: Mapping[str, Any]) -> str:
    """The release model the context states, else the one the run assessed; semi-public counts as non-public."""
    model = context.get("release_model") or (record.get("risk") or {}).get("release_model") or "public"
    return "public" if model == "public" else "non-public"


def threshold_of(context: Mapping[str, Any], record: Mapping[str, Any]) -> float | None:
    """The threshold the context states, else the one the run checked."""
    value = context.get("threshold", (record.get("risk") or {}).get("threshold"))
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def value_of(context: Mapping[str, Any], record: Mapping[str, Any], field: str) -> Any:
    """A field's value (None when the context lacks it): dotted fields inside ``environment``; the release model
    and threshold fall back to the run's."""
    if field == "release_model":
        return release_model_of(context, record) if context.get("release_model") or record.get("risk") else None
    if field == "threshold":
        return threshold_of(context, record)
    if "." in field:
        outer, inner = field.split(".", 1)
        section = context.get(outer)
        return section.get(inner) if isinstance(section, Mapping) else None
    return context.get(field)


def missing_fields(context: Mapping[str, Any], record: Mapping[str, Any]) -> list[str]:
    """The fields the release model requires that the context leaves out or empty, in :data:`FIELDS` order."""
    required = REQUIRED[release_model_of(context, record)]
    return [field for field in FIELDS if field in required and _empty(value_of(context, record, field))]


def _empty(value: Any) -> bool:
    if value is None:
        return True
    if isinstance(value, str):
        return not value.strip()
    if isinstance(value, (list, tuple, dict)):
        return not value
    return False


def conflicts(context: Mapping[str, Any], record: Mapping[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """Where the context is laxer than the run or its own reference, as (label key, fields) pairs: a public
    release stated but a non-public one assessed; a threshold stated below the one checked; a threshold above
    the reference value chosen; a reference for the other release model."""
    found: list[tuple[str, dict[str, Any]]] = []
    risk = record.get("risk") or {}
    stated = context.get("release_model")
    if stated == "public" and risk.get("release_model") not in (None, "public"):
        found.append(("context.conflict.model", {"stated": stated, "assessed": risk.get("release_model")}))
    checked = risk.get("threshold")
    threshold = threshold_of(context, record)
    if (threshold is not None and isinstance(checked, (int, float)) and not isinstance(checked, bool)
            and checked > threshold + 1e-12):
        found.append(("context.conflict.checked", {"stated": threshold, "checked": checked}))
    reference = reference_of(context.get("reference"))
    if reference is not None and threshold is not None and threshold > reference.value + 1e-12:
        found.append(("context.conflict.reference", {"threshold": threshold, "value": reference.value,
                                                     "reference": reference.key}))
    if reference is not None and reference.applies_to != release_model_of(context, record):
        found.append(("context.conflict.applies", {"reference": reference.key,
                                                   "model": release_model_of(context, record)}))
    return found


def default_reference(release_model: str) -> Reference:
    """The reference value proposed for a release model: the first of :data:`REFERENCES` published for it
    (semi-public counts as non-public)."""
    model = "public" if release_model == "public" else "non-public"
    return next(reference for reference in REFERENCES if reference.applies_to == model)


def with_proposals(context: Mapping[str, Any], record: Mapping[str, Any]) -> dict[str, Any]:
    """``context`` with the entries its release model proposes where it has none: the release model itself, the
    reference value published for that model (replacing one published for the other model) with its value as
    the threshold, a public setting for a public release, and for a non-public release a review date one year
    after the date. Entries the context gives are kept."""
    proposed = dict(context)
    model = release_model_of(context, record)
    proposed["release_model"] = model
    reference = reference_of(context.get("reference"))
    if reference is None or reference.applies_to != model:
        reference = default_reference(model)
        proposed["reference"] = reference.key
        proposed["threshold"] = reference.value
    elif _empty(context.get("threshold")):
        proposed["threshold"] = reference.value
    environment = dict(context.get("environment") or {})
    if model == "public" and _empty(environment.get("setting")):
        proposed["environment"] = {**environment, "setting": "public"}
    if model != "public" and _empty(context.get("review_date")) and not _empty(context.get("date")):
        review = _one_year_after(str(context["date"]))
        if review is not None:
            proposed["review_date"] = review
    return proposed


def _one_year_after(text: str) -> str | None:
    import datetime as dt

    try:
        day = dt.date.fromisoformat(text)
    except ValueError:
        return None
    try:
        return day.replace(year=day.year + 1).isoformat()
    except ValueError:  # 29 February
        return day.replace(year=day.year + 1, day=28).isoformat()
