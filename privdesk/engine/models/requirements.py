"""Privacy requirements an anonymization must meet, and which classes of a candidate release meet them.

A requirement names a model and its parameter (k = 5, distinct l = 2 on Disease, t = 0.2 with hierarchical
distance …). The algorithms ask, class by class, whether every requirement holds; rows of failing classes are
suppressed when the suppression limit allows. The class values come from the same model checks that
``privdesk check`` reports (one home per model, docs/spec.md §4).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.core.classes import Partition, checked_spans
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.progress import NO_PROGRESS, Progress
from privdesk.engine.models import registry
from privdesk.engine.models.sensitive.t_closeness import default_distance
from privdesk.engine.models.spec import ModelSpec, Parameter

__all__ = ["Requirement", "SensitiveData", "requirement_values", "class_values", "holds", "satisfied_classes",
           "smallest_passing_class", "largest_t", "sensitive_attributes", "default_distance",
           "SETTINGS", "parameter"]

SETTINGS = {setting.key: setting for setting in (
    Parameter("suppression", minimum=0, maximum=1),
    Parameter("records_at_risk", minimum=0, maximum=1),            # a share of the records
)}
"""The ranges of the run's settings that are no model's parameter (the models' own, the risk threshold's among
them, are their specs')."""


def parameter(key: str) -> Parameter:
    """The range of ``key``: a registered model's parameter or extra (``k``, ``c``, ``delta_min`` …) or a setting
    of :data:`SETTINGS`."""
    for spec in registry.models():
        for candidate in (spec.parameter, *spec.extras):
            if candidate.key == key:
                return candidate
    return SETTINGS[key]


@dataclass(frozen=True)
class Requirement:
    """``model`` (a registered model's name, ``models/registry.py``) with its parameter ``value``;
    ``attribute`` for models on a sensitive attribute. What the model is (ranges, check, direction, search facts,
    words) is its :attr:`spec`.

    ``variant``: distinct, entropy or recursive (l-diversity, with ``c`` for recursive); equal, ordered or
    hierarchical (t-closeness); basic or enhanced (β-likeness).

    (δmin, δmax)-presence (SPEC §4; needs a population table): ``value`` is δmax and ``delta_min`` δmin (0 when
    not given); every released class E must have δmin ≤ |E| / N_E ≤ δmax, N_E being the population rows that
    generalize to E's key.
    """

    model: str
    value: float
    attribute: str | None = None
    variant: str | None = None
    c: float | None = None
    delta_min: float | None = None
    limit: float | None = None

    def __post_init__(self) -> None:
        spec = registry.model(self.model)
        spec.validate(self)
        spec.parameter.validate(self.value, _(spec.title))
        for name in ("c", "delta_min", "limit"):
            extra = next((e for e in spec.extras if e.field == name), None)
            given = getattr(self, name)
            if extra is None and given is not None:
                owners = " / ".join(_(owner.title) for owner in registry.owners(name))
                raise InputError(_("{flag} belongs to {owners}, not to {model}").format(
                    flag="--" + name.replace("_", "-"), owners=owners, model=_(spec.title)), value=given)
            if extra is not None and given is None and extra.absent is not None:
                object.__setattr__(self, name, float(extra.absent))  # frozen: normalise once
            elif extra is not None and given is not None:
                extra.validate(given, _(spec.title))
        if spec.per_attribute and not self.attribute:
            raise InputError(_("{model} needs the sensitive attribute it protects").format(model=_(spec.title)))

    @property
    def spec(self) -> ModelSpec:
        return registry.model(self.model)

    @property
    def label(self) -> str:
        """How people write it, in the current language: '5-anonymity', "distinct 2-diversity on 'Disease'",
        "0.2-closeness (hierarchical distance) on 'Disease'" (every model on a sensitive attribute names it)."""
        return self.spec.label(self)

    @classmethod
    def from_dict(cls, spec: Mapping[str, Any]) -> "Requirement":
        """From a project's model entry, e.g. {"model": "l-diversity", "variant": "distinct", "l": 2,
        "attribute": "diagnosis"} or {"model": "delta-presence", "delta_min": 0.05, "delta_max": 0.5}; the
        parameter may be named after the model (its ``Parameter.key``: k, l, t, alpha, beta, delta, delta_max)
        or "value"."""
        model = registry.model(str(spec.get("model", "")))
        key = model.parameter.key
        value = spec.get(key, spec.get("value"))
        if value is None:
            raise InputError(_("the privacy model '{model}' has no parameter '{key}'").format(model=model.name,
                                                                                           key=key))
        numbers = [value, spec.get("c"), spec.get("delta_min"), spec.get("limit")]
        try:
            value, c, delta_min, limit = [None if n is None else float(n) for n in numbers]
        except (TypeError, ValueError):  # not numbers; the checks of the numbers themselves come next
            raise InputError(_("the parameters of '{model}' must be numbers").format(model=model.name),
                             value=", ".join(str(n) for n in numbers if n is not None)) from None
        return cls(model.name, value, spec.get("attribute"), spec.get("variant"), c, delta_min, limit)

    def to_dict(self) -> dict[str, Any]:
        spec = self.spec
        entry: dict[str, Any] = {"model": self.model}
        for extra in spec.extras:  # δ-presence's δmin comes before δmax, as people write (δmin, δmax)
            if extra.absent is not None:
                entry[extra.key] = getattr(self, extra.field)
        value = self.value
        entry[spec.parameter.key] = int(value) if (spec.parameter.whole or spec.parameter.count) and float(value).is_integer() \
            else value
        for name in ("attribute", "variant", "c", "limit"):
            if getattr(self, name) is not None:
                entry[name] = getattr(self, name)
        return entry

    @property
    def monotone_with_suppression(self) -> bool:
        """Whether a class that holds keeps holding when another class is merged into it (so that, with a
        suppression limit, a generalization of a satisfying transformation satisfies too)."""
        return self.spec.monotone_with_suppression(self)

    @property
    def monotone_without_suppression(self) -> bool:
        """Whether a generalization of a transformation whose every class holds has every class holding."""
        return self.spec.monotone_without_suppression(self)


@dataclass(frozen=True)
class SensitiveData:
    """What the class checks need of one sensitive attribute: its codes, number of values, whether its codes are
    ordered (ordered distance), and its hierarchy bound to its values (hierarchical distance). ``rows``: the
    partition whose rows the codes belong to when they are not the checked partition's own (one attribute's
    (class, value, records) triples, ``CountedRelease.attribute_partition``)."""

    codes: np.ndarray
    n_values: int
    ordered: bool
    hierarchy_codes: np.ndarray | None = None
    rows: Partition | None = None


def requirement_values(requirements: Sequence[Requirement], partition: Partition,
                       sensitive: Mapping[str, SensitiveData], reference: Mapping[str, np.ndarray],
                       population: np.ndarray | None = None, progress: Progress = NO_PROGRESS) -> list[np.ndarray]:
    """Per requirement, every class's value (:func:`class_values`) on a release's partition. The class x value
    counts are built for a span of classes at a time when the whole matrices would be too large to hold
    (``classes.class_spans``), reporting each span to ``progress`` (where a cancel stops the check);
    ``population``: δ-presence's N_E per class."""
    width = max((data.n_values for data in sensitive.values()), default=1)
    parts: list[list[np.ndarray]] = [[] for _ in requirements]
    for span in checked_spans(partition.n_classes, width, progress):
        classes = slice(None) if span is None else slice(*span)
        counts = {name: (partition if data.rows is None else data.rows).value_counts(data.codes, data.n_values, span)
                  for name, data in sensitive.items()}
        for part, requirement in zip(parts, requirements):
            part.append(class_values(requirement, partition.sizes[classes], counts, sensitive, reference,
                                     None if population is None else population[classes]))
    return [np.concatenate(part) for part in parts]


def class_values(requirement: Requirement, sizes: np.ndarray, counts: Mapping[str, np.ndarray],
                 sensitive: Mapping[str, SensitiveData], reference: Mapping[str, np.ndarray],
                 population: np.ndarray | None = None) -> np.ndarray:
    """The per-class value of the requirement's model (k, l, t, δ …), from class sizes and class x value counts;
    δ-presence also needs ``population``, the population rows N_E of each class (every class non-empty)."""
    return requirement.spec.values(requirement, sizes, counts, sensitive, reference, population)


def holds(requirement: Requirement, per_class: np.ndarray) -> np.ndarray:
    """Which classes meet the requirement, given their values."""
    return requirement.spec.holds(requirement, per_class)


def satisfied_classes(requirements: Sequence[Requirement], sizes: np.ndarray, counts: Mapping[str, np.ndarray],
                      sensitive: Mapping[str, SensitiveData], reference: Mapping[str, np.ndarray],
                      population: np.ndarray | None = None) -> np.ndarray:
    """Boolean per class: every requirement holds."""
    ok = None
    for requirement in requirements:  # (each ``holds`` makes a new array: the first is ok itself)
        held = holds(requirement, class_values(requirement, sizes, counts, sensitive, reference, population))
        ok = held if ok is None else ok & held
    return np.ones(len(sizes), bool) if ok is None else ok


def smallest_passing_class(requirements: Sequence[Requirement], sensitive: Mapping[str, SensitiveData],
                           reference: Mapping[str, np.ndarray]) -> int:
    """A class size every class meeting all the requirements reaches, whatever its values (each model's
    ``smallest_class``: k of k-anonymity, l of distinct l-diversity, for t-closeness the fewest records whose
    shares can come within t of the table's). Rows of smaller classes are always suppressed, and that condition
    is monotone (classes only grow by generalization), which the optimal search uses to prune."""
    return max([1, *(r.spec.smallest_class(r, sensitive, reference) for r in requirements)])


def largest_t(requirement: Requirement, sensitive: Mapping[str, SensitiveData],
              reference: Mapping[str, np.ndarray]) -> float | None:
    """The largest value any class can have under the requirement (t-closeness: at a class of one value), or
    None when its model bounds none or its attribute is not in the run."""
    return requirement.spec.largest_value(requirement, sensitive, reference)


def sensitive_attributes(requirements: Sequence[Requirement]) -> list[str]:
    names: list[str] = []
    for requirement in requirements:
        if requirement.attribute and requirement.attribute not in names:
            names.append(requirement.attribute)
    return names
