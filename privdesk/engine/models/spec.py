"""What a privacy model *is*, in one object: :class:`ModelSpec` (ARX's ``PrivacyCriterion``).

A spec holds a model's parameters and their ranges, its per-class check and which way it compares, the facts the
searches use (monotone with and without suppression, union-closed, the smallest class that can pass, the largest
value a class can have), which searches support it, and its words: label, help text and the report's sentence, as
English catalogue entries translated when shown. Searches, the command line, the project format, the Privacy page
and the report ask the spec; none of them matches a model's name. How to add a model: ``models/registry.py``.

The functions take the :class:`~privdesk.engine.models.requirements.Requirement` being checked (its ``value``,
``attribute``, ``variant``, ``c``, ``delta_min``) and work on class statistics: class sizes, the class x value
counts of each sensitive attribute (``counts``), the whole table's value counts (``reference``), and for models on
a population, the population rows N_E of each class.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Protocol

import numpy as np

from privdesk.common.i18n import N_, _
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.tolerance import TOLERANCE, within_risk


class Requirement(Protocol):
    """What a model's functions read of the requirement they check (``engine/models/requirements.py``'s
    ``Requirement`` has these fields; that module imports the registry, so the type is stated here as a protocol)."""

    model: str
    value: float
    attribute: str | None
    variant: str | None
    c: float | None
    delta_min: float | None
    limit: float | None



@dataclass(frozen=True)
class Parameter:
    """A number a model takes: its key in a project entry (``k``, ``delta_max`` …), which is also its
    command-line flag (``--k``, ``--delta-max``), the ``Requirement`` field it fills (``value``, ``c``,
    ``delta_min``), its range, and the Privacy page's starting value.

    The range: ``minimum``/``maximum`` (None: unbounded), ``above``: the minimum itself is excluded, ``whole``:
    a whole number; ``count``: written as a whole number when it is one (l = 2, not 2.0). ``absent``: the value taken when another flag of the model is given but this one is not
    (δ-presence's δmax = 1 when only δmin is asked for); None: the model is requested only with this flag.
    ``variant``: the only variant that takes it (recursive l-diversity's c). ``logarithm``: a natural logarithm
    (δ-disclosure's δ), which ``check``/``audit --delta-base 2`` let people state in bits as ARX does."""

    key: str
    help: str = ""
    field: str = "value"
    minimum: float | None = None
    maximum: float | None = None
    above: bool = False
    whole: bool = False
    count: bool = False
    default: float = 1.0
    absent: float | None = None
    variant: str | None = None
    logarithm: bool = False

    @property
    def flag(self) -> str:
        return "--" + self.key.replace("_", "-")

    def range_text(self) -> str:
        """The range in words, in the current language ("a whole number of at least 1", "between 0 and 1" …)."""
        low, high = _g(self.minimum), _g(self.maximum)
        if self.whole:
            return _("a whole number of at least {low}").format(low=low)
        if self.above and self.minimum == 0:  # "positive" reads better than "above 0"
            if self.maximum is not None:
                return _("positive and at most {high}").format(high=high)
            return _("positive")
        if self.minimum is not None and self.maximum is not None:
            if self.above:
                return _("above {low} and at most {high}").format(low=low, high=high)
            return _("between {low} and {high}").format(low=low, high=high)
        if self.minimum is not None:
            return (_("above {low}") if self.above else _("at least {low}")).format(low=low)
        return _("a finite number")

    def accepts(self, value: float | None) -> bool:
        """Whether ``value`` lies in the range (finite, within the bounds, whole when it must be)."""
        ok = value is not None and math.isfinite(value)
        if ok and self.minimum is not None:
            ok = value > self.minimum if self.above else value >= self.minimum - TOLERANCE
        if ok and self.maximum is not None:
            ok = value <= self.maximum + TOLERANCE
        if ok and self.whole:
            ok = float(value).is_integer()
        return bool(ok)

    def refusal(self, value: object, model: str | None = None) -> InputError:
        """The InputError naming the parameter (as its flag; of ``model`` when given), its range and ``value``."""
        if model is None:
            return InputError(_("{flag} must be {range}, not {value}").format(
                flag=self.flag, range=self.range_text(), value=value))
        return InputError(_("{flag} of {model} must be {range}, not {value}").format(
            flag=self.flag, model=model, range=self.range_text(), value=value))

    def validate(self, value: float, model: str | None = None) -> None:
        """InputError (:meth:`refusal`) when ``value`` lies outside the range."""
        if not self.accepts(value):
            raise self.refusal(value, model)


def _g(number: float | None) -> str:
    return "" if number is None else f"{number:g}"


def _no_extra_check(requirement: "Requirement") -> None:
    return None


def _always(requirement: "Requirement") -> bool:
    return True


def _never(requirement: "Requirement") -> bool:
    return False


def _size_one(requirement: "Requirement", sensitive: Mapping[str, Any], reference: Mapping[str, np.ndarray]) -> int:
    return 1


def _no_details(requirement: "Requirement", per_class: np.ndarray) -> dict[str, Any]:
    return {}


def _no_largest(requirement: "Requirement", sensitive: Mapping[str, Any],
                reference: Mapping[str, np.ndarray]) -> float | None:
    return None


def attribute_counts(requirement: "Requirement", counts: Mapping[str, np.ndarray]) -> np.ndarray:
    """The class x value counts of the requirement's sensitive attribute (InputError when the run lacks it)."""
    if requirement.attribute not in counts:
        raise InputError(_("{label}: '{name}' is not a sensitive attribute of this run").format(
            label=requirement.label, name=requirement.attribute))
    return counts[requirement.attribute]


# ----- directions: how a class's value meets the required one ---------------------------------------------------

def at_least(requirement: "Requirement", per_class: np.ndarray) -> np.ndarray:
    return per_class >= requirement.value - TOLERANCE


def at_most(requirement: "Requirement", per_class: np.ndarray) -> np.ndarray:
    return per_class <= requirement.value + TOLERANCE


def below(requirement: "Requirement", per_class: np.ndarray) -> np.ndarray:
    """Strict: the definition's inequality is ``<`` (δ-disclosure's |ln(p/q)| < δ)."""
    return per_class < requirement.value


Values = Callable[..., np.ndarray]
"""``values(requirement, sizes, counts, sensitive, reference, population) -> per-class values``."""


@dataclass(frozen=True)
class ModelSpec:
    """One privacy model. Fields with functions take the requirement first; defaults suit a model that is
    neither monotone with suppression nor union-closed, has no smallest passing class and takes any search.

    - ``name``: the model's key in projects and records (never shown; never compared outside the registry).
    - ``title``: its name in words (catalogue entry); ``labels``: the label of a requirement by variant (None:
      the default; "other": a variant without its own wording), formatted with ``value``, ``attribute``, ``c``,
      ``delta_min``, ``variant``.
    - ``parameter``: its main number; ``extras``: further numbers (recursive l-diversity's ``c``, δ-presence's
      ``delta_min``); ``variants``: the variants (the first is the default; ``variant_default`` None: chosen
      from the data, as t-closeness's distance), shown with ``variant_labels``, given on the command line with
      ``variant_flag``; ``variant_from_data``: the variant taken when none is named, from the attribute's
      ``SensitiveData`` (t-closeness's distance), so a re-check can name it.
    - ``per_attribute``: it protects one sensitive attribute; ``needs_population``: it needs the population
      table (δ-presence).
    - ``values``: each class's value; ``holds``: which classes meet the requirement; ``higher_is_safer``: which
      way the achieved figure is the worst (min or max); ``validate``: checks beyond the parameter ranges.
    - For the searches: ``monotone_with_suppression``, ``monotone_without_suppression``, ``union_closed`` (a class
      holds when all classes merged into it hold), ``empty_class_fails``, ``smallest_class`` (a size every passing
      class reaches), ``largest_value`` (the largest value any class can have, for ``union_closed`` models whose
      failing shares are bounded by convexity), ``searches`` (strategy names that support it; None: all
      strategies whose ``supports`` accepts it), ``class_size``/``distinct_values``: the model is a minimum class
      size or a minimum count of distinct values (what Mondrian and the greedy algorithm take as k and l).
    - ``local_size``: a class size at which every class meets the requirement whatever its values (a risk
      threshold's ⌈1/θ⌉); with ``class_size`` models (whose value is that size) what Mondrian and the (αij,k,m)
      algorithm take as k (:meth:`sufficient_class`).
    - ``table_value``: a whole-table figure on the release's class sizes after suppression, the suppressed records
      counting as one class (a risk threshold's highest or average risk); the release meets the requirement when it
      is at most ``limit`` (else the value) — :meth:`table_holds`, checked by the searches on every candidate.
    - ``offered``: chosen among the models (command-line flags, Privacy page); False: made from other settings
      (the risk thresholds, from the risk settings).
    - ``details``: what a release's re-check records beyond the worst value (δ-presence: its lower bound).
    - ``order``: where it comes in lists (the Privacy page, the command line's help).
    - For people: ``help`` (title, protects, reading, failing; catalogue entries), ``kind`` and ``meaning``:
      the report's sentence ({qis}, {required}, {attribute}); ``percent``: the required value reads as a share.
    """

    name: str
    title: str
    parameter: Parameter
    labels: Mapping[str | None, str]
    values: Values
    holds: Callable[["Requirement", np.ndarray], np.ndarray] = at_most
    per_attribute: bool = True
    needs_population: bool = False
    extras: tuple[Parameter, ...] = ()
    variants: tuple[str, ...] = ()
    variant_default: str | None = None
    variant_labels: Mapping[str, str] = field(default_factory=dict)
    variant_flag: str | None = None
    variant_from_data: Callable[[Any], str] | None = None
    higher_is_safer: Callable[["Requirement"], bool] = _never
    validate: Callable[["Requirement"], None] = _no_extra_check
    monotone_with_suppression: Callable[["Requirement"], bool] = _never
    monotone_without_suppression: Callable[["Requirement"], bool] = _always
    union_closed: Callable[["Requirement"], bool] = _never
    empty_class_fails: Callable[["Requirement"], bool] = _never
    smallest_class: Callable[..., int] = _size_one
    largest_value: Callable[..., float | None] = _no_largest
    searches: frozenset[str] | None = None
    class_size: bool = False
    distinct_values: Callable[["Requirement"], bool] = _never
    help: tuple[str, str, str, str] = ("", "", "", "")
    kind: str = "unknown"
    meaning: str = N_("A requirement set for this release.")
    percent: bool = False
    order: int = 100
    details: Callable[["Requirement", np.ndarray], dict[str, Any]] = _no_details
    local_size: Callable[["Requirement"], int] | None = None
    table_value: Callable[["Requirement", np.ndarray], float] | None = None
    offered: bool = True

    def __post_init__(self) -> None:
        if self.variants and self.variant_default is not None and self.variant_default not in self.variants:
            raise ValueError(f"{self.name}: the default variant {self.variant_default!r} is not a variant")

    def variant_of(self, requirement: "Requirement") -> str | None:
        return requirement.variant or self.variant_default

    def label(self, requirement: "Requirement") -> str:
        variant = self.variant_of(requirement)
        template = self.labels.get(variant) or self.labels.get("other") or self.labels[None]
        return _(template).format(value=requirement.value, attribute=requirement.attribute, c=requirement.c,
                                  delta_min=requirement.delta_min, limit=requirement.limit, variant=variant)

    def unknown_variant(self, variant: str) -> InputError:
        return InputError(_("unknown variant '{variant}' of {model}; choose {choices}").format(
            variant=variant, model=_(self.title), choices=", ".join(self.variants)))

    def sufficient_class(self, requirement: "Requirement") -> int | None:
        """A class size at which every class meets the requirement (k of k-anonymity, ⌈1/θ⌉ of a risk threshold),
        or None when no size suffices."""
        if self.class_size:
            return int(math.ceil(requirement.value - TOLERANCE))
        return None if self.local_size is None else self.local_size(requirement)

    def table_holds(self, requirement: "Requirement", sizes: np.ndarray) -> bool:
        """Whether the whole-table figure (``table_value``) of a release of class ``sizes`` (the suppressed records
        one of them) is within its limit, forgiving floating-point noise only (as the risk report compares)."""
        if self.table_value is None:
            return True
        limit = requirement.value if requirement.limit is None else requirement.limit
        return bool(within_risk(self.table_value(requirement, sizes), limit))

    def supports(self, requirement: "Requirement", strategy: str) -> bool:
        return self.searches is None or strategy in self.searches
