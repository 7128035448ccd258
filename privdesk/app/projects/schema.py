"""The project file's schema: every key a ``.privdesk`` file may hold, with its type, in one declarative table
(:data:`PROJECT`). :func:`check_project` reads a parsed file against it before anything uses it, and refuses the
first wrong entry with one line naming its key path and value: ``models[0].k: expected a whole number of at least
1, got true``. Without it a wrong type surfaced as a traceback far away, or ran as something else (``"k": true``
as 1-anonymity).

To add a project key, add one line to the table it belongs to (``PROJECT``, ``ALGORITHM``, ``RISK`` …). A model's
entry is checked against its registered spec (``engine/models``): its parameter, extras and variants.
"""

from __future__ import annotations

import difflib
import json
import math
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from privdesk.common.i18n import N_, _
from privdesk.engine.core.errors import InputError
from privdesk.engine.models import registry
from privdesk.engine.models.population_models import KINDS as UNIQUENESS_KINDS
from privdesk.engine.models.spec import Parameter
from privdesk.report.sheets.context import fields as context_fields

MAX_DEPTH = 32
"""Deepest nesting a free-form entry (a hierarchy's builder, a privacy budget) may have."""


class Kind:
    """One type of the schema: ``check`` raises :func:`wrong` at the first value that is not of it."""

    expected = N_("a value")

    def check(self, value: Any, key: str) -> None:
        raise NotImplementedError


def wrong(key: str, expected: str, value: Any) -> InputError:
    return InputError(_("{key}: expected {expected}, got {value}").format(key=key, expected=expected,
                                                                          value=_shown(value)))


def _shown(value: Any) -> str:
    """The value as it is written in the file (true, "text", 3), shortened."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        text = repr(value)
    return text if len(text) <= 60 else text[:59] + "…"


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


@dataclass(frozen=True)
class Text(Kind):
    expected: str = N_("a text")

    def check(self, value: Any, key: str) -> None:
        if not isinstance(value, str):
            raise wrong(key, _(self.expected), value)


@dataclass(frozen=True)
class Flag(Kind):
    def check(self, value: Any, key: str) -> None:
        if not isinstance(value, bool):
            raise wrong(key, _("true or false"), value)


@dataclass(frozen=True)
class Number(Kind):
    """A finite number (never true/false) within ``range``'s bounds (a model's :class:`Parameter` states them)."""

    range: Parameter = field(default_factory=lambda: Parameter("number"))

    def check(self, value: Any, key: str) -> None:
        if not _number(value) or not self.range.accepts(float(value)):
            words = self.range.range_text()
            raise wrong(key, words if self.range.whole else _("a number ({range})").format(range=words), value)


def whole(minimum: int = 0) -> Number:
    return Number(Parameter("whole", minimum=minimum, whole=True))


def share() -> Number:
    return Number(Parameter("share", minimum=0, maximum=1))


def positive() -> Number:
    return Number(Parameter("positive", minimum=0, above=True))


@dataclass(frozen=True)
class Scalar(Kind):
    """A text or a number (a hierarchy cell, a level's value)."""

    def check(self, value: Any, key: str) -> None:
        if not isinstance(value, str) and not _number(value):
            raise wrong(key, _("a text or a number"), value)


@dataclass(frozen=True)
class Parsed(Kind):
    """A text that ``parse`` accepts (a role, a column type): its own refusal names the choices."""

    parse: Callable[[str], Any]

    def check(self, value: Any, key: str) -> None:
        Text().check(value, key)
        try:
            self.parse(value)
        except ValueError as error:
            raise InputError(_("{key}: {reason}").format(key=key, reason=error)) from None


@dataclass(frozen=True)
class Optional(Kind):
    """``kind`` or null."""

    kind: Kind

    def check(self, value: Any, key: str) -> None:
        if value is not None:
            self.kind.check(value, key)


@dataclass(frozen=True)
class ListOf(Kind):
    item: Kind

    def check(self, value: Any, key: str) -> None:
        if not isinstance(value, list):
            raise wrong(key, _("a list"), value)
        for index, item in enumerate(value):
            self.item.check(item, f"{key}[{index}]")


@dataclass(frozen=True)
class MapOf(Kind):
    """An object whose keys are names (columns) and whose values are all of ``value``."""

    value: Kind

    def check(self, value: Any, key: str) -> None:
        if not isinstance(value, dict):
            raise wrong(key, _("an object"), value)
        for name, item in value.items():
            self.value.check(item, _joined(key, name))


@dataclass(frozen=True)
class Record(Kind):
    """An object with these keys (``required`` ones must be there); any other key is refused by name."""

    keys: Mapping[str, Kind]
    required: tuple[str, ...] = ()

    def check(self, value: Any, key: str) -> None:
        if not isinstance(value, dict):
            raise wrong(key, _("an object"), value)
        for name in self.required:
            if name not in value:
                raise missing(key, name)
        for name, item in value.items():
            kind = self.keys.get(name)
            if kind is None:
                raise unknown_key(_joined(key, name), self.keys)
            kind.check(item, _joined(key, name))


def missing(key: str, name: str) -> InputError:
    if not key:
        return InputError(_("the entry '{name}' is missing").format(name=name))
    return InputError(_("{key}: the entry '{name}' is missing").format(key=key, name=name))


def unknown_key(key: str, known: Mapping[str, Any]) -> InputError:
    close = difflib.get_close_matches(key.rsplit(".", 1)[-1], list(known), n=1)
    if close:
        return InputError(_("{key}: unknown key (did you mean '{close}'?)").format(key=key, close=close[0]))
    return InputError(_("{key}: unknown key; known keys: {keys}").format(key=key, keys=", ".join(known)))


@dataclass(frozen=True)
class Anything(Kind):
    """Any JSON value nested at most :data:`MAX_DEPTH` deep (an object when ``mapping``)."""

    mapping: bool = False

    def check(self, value: Any, key: str) -> None:
        if self.mapping and not isinstance(value, dict):
            raise wrong(key, _("an object"), value)
        stack = [(value, 1)]
        while stack:  # iterative: a deeply nested value cannot exhaust the interpreter's stack
            item, depth = stack.pop()
            if depth > MAX_DEPTH:
                raise InputError(_("{key}: nested deeper than {depth} levels").format(key=key, depth=MAX_DEPTH))
            children = item.values() if isinstance(item, dict) else item if isinstance(item, list) else ()
            stack.extend((child, depth + 1) for child in children)


def _joined(key: str, name: Any) -> str:
    return f"{key}.{name}" if key else str(name)


class ModelEntry(Kind):
    """A privacy model's entry, checked against its registered spec (its parameter under its key or "value",
    its extras, its variants, the attribute it protects); the uniqueness thresholds and the graded model too."""

    def check(self, value: Any, key: str) -> None:
        if not isinstance(value, dict):
            raise wrong(key, _("an object"), value)
        if "model" not in value:
            raise missing(key, "model")
        Text().check(value["model"], f"{key}.model")
        name = value["model"]
        if name in UNIQUENESS_KINDS:
            keys: dict[str, Kind] = {"value": share(), "estimator": Optional(Text())}
        elif name == registry.GRADED_MODEL:
            keys = {"k": whole(1), "m": whole(1), "attribute": Optional(Text())}
        else:
            spec = registry.find(name)
            if spec is None:
                raise InputError(_("{key}.model: unknown privacy model '{model}'; choose one of {models}").format(
                    key=key, model=name, models=", ".join([*registry.names(), *UNIQUENESS_KINDS, registry.GRADED_MODEL])))
            keys = {spec.parameter.key: Number(spec.parameter), "value": Number(spec.parameter),
                    **{extra.key: Optional(Number(extra)) for extra in spec.extras},
                    "attribute": Optional(Text()),
                    "variant": Optional(Parsed(_variant_of(spec)) if spec.variants else Text())}
        Record({"model": Text(), **keys}, required=("model",)).check(value, key)


def _variant_of(spec: Any) -> Callable[[str], None]:
    def parse(text: str) -> None:
        if text not in spec.variants:
            raise ValueError(spec.unknown_variant(text).message)
    return parse


SOURCE = Record({"path": Text(), "sheet": Optional(Text()), "encoding": Optional(Text()),
                 "delimiter": Optional(Text()), "missing_tokens": ListOf(Text()), "query": Optional(Text())},
                required=("path",))
# a role's value is checked by Role.parse in the project module (which imports this one)
ATTRIBUTE = Record({"role": Text(), "type": Optional(Text()), "format": Optional(Text()),
                    "order": Optional(ListOf(Scalar()))}, required=("role",))
HIERARCHY = Record({"attribute": Optional(Text()), "builder": Optional(Anything(mapping=True)),
                    "rows": ListOf(ListOf(Scalar()))}, required=("rows",))
LEVELS = Record({"attribute": Optional(Text()),
                 "levels": ListOf(Record({"level": whole(1), "alpha": share(), "values": ListOf(Scalar())},
                                         required=("alpha", "values")))}, required=("levels",))
ALGORITHM = Record({
    "name": Text(), "metric": Text(), "suppression": share(), "engine": Optional(Text()),
    "min_levels": MapOf(whole(0)), "max_levels": MapOf(whole(0)), "split": Text(), "leftover": Text(),
    "identifiers": MapOf(Record({"action": Text(), "n": whole(0)}, required=("action",))),
    "aggregate": MapOf(Text()), "transformations": ListOf(Anything(mapping=True)),
    "cell_suppression": Optional(Anything()), "keep": ListOf(Text()), "preset": Optional(Text()),
    "time_limit": Optional(positive()), "step_limit": Optional(whole(1)), "pseudonym_key_file": Optional(Text()),
    # the differential-privacy release (engine/dp)
    "epsilon": positive(), "delta": share(), "steps": whole(1), "degree": Optional(whole(0)),
    "levels": Optional(Anything()), "search_share": share(), "budget": positive(), "score": Text(),
    # person-level runs: dates shifted per person
    "date_shift": ListOf(Text()), "max_shift_days": whole(1),
})
RISK = Record({
    "release_model": Text(), "invasion": Text(), "threshold": Optional(Number(Parameter(
        "threshold", minimum=0, above=True, maximum=1))), "record_cap": share(), "at_risk_limit": Optional(share()),
    "environment": Optional(Record({"controls": Text(), "motives": Text(), "prevalence": share(),
                                    "acquaintances": Number(), "breach": share()})),
    "population_model": Optional(Record({"sampling_fraction": Optional(share()),
                                         "population_size": Optional(positive())})),
})
def _date(text: str) -> None:
    import datetime as dt

    try:
        dt.date.fromisoformat(text)
    except ValueError:
        raise ValueError(_("expected a date written YYYY-MM-DD, got {value}").format(value=_shown(text))) from None


def _one_of(choices: tuple[str, ...]) -> Callable[[str], None]:
    def parse(text: str) -> None:
        if text not in choices:
            raise ValueError(_("expected one of {choices}, got {value}").format(choices=", ".join(choices),
                                                                                value=_shown(text)))
    return parse


@dataclass(frozen=True)
class FlagOrText(Kind):
    """true/false, or a text saying which (a control of the data environment: the contract's number)."""

    def check(self, value: Any, key: str) -> None:
        if not isinstance(value, (bool, str)):
            raise wrong(key, _("true, false or a text"), value)


CONTEXT = Record({
    **{name: Text() for name in context_fields.TEXT_FIELDS},
    **{name: Parsed(_date) for name in context_fields.DATE_FIELDS},
    "environment": Record({"controls": Record({name: FlagOrText() for name in context_fields.CONTROLS}),
                           "setting": Parsed(_one_of(context_fields.SETTINGS)), "notes": Text()}),
    "external_data": ListOf(Text()),
    "release_model": Parsed(_one_of(context_fields.RELEASE_MODELS)),
    "threshold": Number(Parameter("threshold", minimum=0, above=True, maximum=1)),
    "reference": Parsed(_one_of(context_fields.REFERENCE_KEYS)),
})
"""A release's context (``report/sheets/context/fields.py``): the project's ``context`` section, or a
``--context`` file."""
PROJECT = Record({
    "format": Text(), "version": whole(1), "name": Text(),
    "data": SOURCE, "population": Optional(SOURCE),
    "attributes": MapOf(ATTRIBUTE), "hierarchies": MapOf(HIERARCHY), "sensitivity_levels": MapOf(LEVELS),
    "weights": MapOf(Number(Parameter("weight", minimum=0))), "models": ListOf(ModelEntry()),
    "algorithm": ALGORITHM, "risk": RISK, "privacy_budget": Optional(Anything(mapping=True)),
    # the person key, the free-text columns and the release's context
    "person": Optional(Text()), "date_shift": ListOf(Text()), "max_shift_days": whole(1),
    "free_text": ListOf(Text()), "context": Optional(CONTEXT),
}, required=("format", "version", "data"))


def check_project(document: Any) -> None:
    """InputError naming the key path of the first entry of ``document`` (a parsed project file) that the schema
    does not allow: a wrong type, a value out of its range, an unknown key, nesting too deep."""
    PROJECT.check(document, "")
