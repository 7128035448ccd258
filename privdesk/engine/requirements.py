"""Privacy requirements an anonymization must meet, and which classes of a candidate release meet them.

A requirement names a model and its parameter (k = 5, distinct l = 2 on Disease, t = 0.2 with hierarchical
distance …). The algorithms ask, class by class, whether every requirement holds; rows of failing classes are
suppressed when the suppression limit allows. The class values come from the same model checks that
``privdesk check`` reports (one home per model, SPEC.md §4).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

import numpy as np

from ..i18n import N_, _
from .classes import Partition, checked_spans
from .errors import InputError
from .progress import NO_PROGRESS, Progress
from .models import (alpha_k, beta_likeness_basic, beta_likeness_enhanced, delta_disclosure, delta_presence,
                     distinct_l_diversity, entropy_l_diversity, recursive_cl_diversity, t_closeness_equal,
                     t_closeness_hierarchical, t_closeness_ordered)
from .models.t_closeness import smallest_class

MODELS = ("k-anonymity", "l-diversity", "t-closeness", "alpha-k", "beta-likeness", "delta-disclosure",
          "delta-presence", "k-map")
PARAMETER_KEYS = {"k-anonymity": "k", "l-diversity": "l", "t-closeness": "t", "alpha-k": "alpha",
                  "beta-likeness": "beta", "delta-disclosure": "delta", "delta-presence": "delta_max", "k-map": "k"}
"""How a project's model entry names each model's parameter (δ-presence also has "delta_min")."""
WHOLE_TABLE_MODELS = ("k-anonymity", "delta-presence", "k-map")
POPULATION_MODELS = ("delta-presence", "k-map")
"""Models that need the population table (each class's population rows N_E; k-map: models/population_models)."""
"""Models on the quasi-identifiers' classes, not on one sensitive attribute."""
TOLERANCE = 1e-12


@dataclass(frozen=True)
class Requirement:
    """``model`` with its parameter ``value``; ``attribute`` for models on a sensitive attribute.

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

    def __post_init__(self) -> None:
        if self.model not in MODELS:
            raise InputError(_("unknown privacy model '{model}'; choose one of {models}").format(
                model=self.model, models=", ".join(MODELS)))
        if not np.isfinite(self.value) or self.value <= 0:
            raise InputError(_("{model} needs a positive parameter").format(model=self.model), value=self.value)
        if self.model == "delta-presence":
            self._check_presence()
        elif self.delta_min is not None:
            raise InputError(_("δmin belongs to δ-presence, not to {model}").format(model=self.model),
                             value=self.delta_min)
        if self.model not in WHOLE_TABLE_MODELS and not self.attribute:
            raise InputError(_("{model} needs the sensitive attribute it protects").format(model=self.model))
        if self.model == "l-diversity" and self.variant == "recursive" and self.c is None:
            raise InputError(_("recursive (c,l)-diversity needs c"))
        if self.model == "l-diversity" and self.variant == "recursive" and (self.value < 1 or
                                                                            not float(self.value).is_integer()):
            # recursive (c,l) counts the l-1 most frequent values: l is a whole number
            raise InputError(_("l must be a whole number of at least 1, not {l!r}").format(l=self.value))

    def _check_presence(self) -> None:
        if self.attribute:
            raise InputError(_("δ-presence protects membership in the whole release, not one attribute; it takes "
                               "no attribute"), column=self.attribute)
        if self.value > 1:
            raise InputError(_("δmax of δ-presence is a share of the population, at most 1"), value=self.value)
        delta_min = 0.0 if self.delta_min is None else float(self.delta_min)
        if not np.isfinite(delta_min) or not 0 <= delta_min <= self.value:
            raise InputError(_("δmin of δ-presence must lie between 0 and δmax ({delta_max:g})").format(
                delta_max=self.value), value=delta_min)
        object.__setattr__(self, "delta_min", delta_min)  # frozen: normalise δmin once

    @property
    def label(self) -> str:
        """How people write it, in the current language: '5-anonymity', "distinct 2-diversity on 'Disease'",
        "0.2-closeness (hierarchical distance) on 'Disease'" (every model but k-anonymity and δ-presence names
        its attribute)."""
        fields = {"value": self.value, "attribute": self.attribute, "c": self.c, "delta_min": self.delta_min,
                  "variant": self.variant}
        return _(_label_template(self.model, self.variant)).format(**fields)

    @classmethod
    def from_dict(cls, spec: Mapping[str, Any]) -> "Requirement":
        """From a project's model entry, e.g. {"model": "l-diversity", "variant": "distinct", "l": 2,
        "attribute": "diagnosis"} or {"model": "delta-presence", "delta_min": 0.05, "delta_max": 0.5}; the
        parameter may be named after the model (k, l, t, alpha, beta, delta, delta_max) or "value"."""
        model = str(spec.get("model", ""))
        key = PARAMETER_KEYS.get(model, "value")
        value = spec.get(key, spec.get("value"))
        if value is None:
            raise InputError(_("the privacy model '{model}' has no parameter '{key}'").format(model=model, key=key))
        numbers = [value, spec.get("c"), spec.get("delta_min")]
        try:
            value, c, delta_min = [None if n is None else float(n) for n in numbers]
        except (TypeError, ValueError):  # not numbers; the checks of the numbers themselves come next
            raise InputError(_("the parameters of '{model}' must be numbers").format(model=model),
                             value=", ".join(str(n) for n in numbers if n is not None)) from None
        return cls(model, value, spec.get("attribute"), spec.get("variant"), c, delta_min)

    def to_dict(self) -> dict[str, Any]:
        key = PARAMETER_KEYS[self.model]
        spec: dict[str, Any] = {"model": self.model}
        if self.model == "delta-presence":
            spec["delta_min"] = self.delta_min
        spec[key] = int(self.value) if key in ("k", "l") and float(self.value).is_integer() else self.value
        for name in ("attribute", "variant", "c"):
            if getattr(self, name) is not None:
                spec[name] = getattr(self, name)
        return spec

    @property
    def monotone_with_suppression(self) -> bool:
        """Whether a class that holds keeps holding when another class is merged into it (so that, with a
        suppression limit, a generalization of a satisfying transformation satisfies too). True for k-anonymity
        and distinct l-diversity; shares and distances of a merged class can get worse. δ-presence is not: a
        class merged with one above δmax (or, for δmin, with population rows outside the release) can leave its
        bounds, as in ARX."""
        return self.model in ("k-anonymity", "k-map") or (self.model == "l-diversity" and
                                               (self.variant or "distinct") == "distinct")

    @property
    def monotone_without_suppression(self) -> bool:
        """Whether a generalization of a transformation whose every class holds has every class holding. True for
        all models but δ-presence with δmin > 0: a merged class's δ is the mediant Σ|E| / ΣN of its parts, so it
        never exceeds the largest part's (δmax is monotone), but merging in population rows that are not released
        (δ = 0) lowers it below δmin."""
        return not (self.model == "delta-presence" and (self.delta_min or 0.0) > 0.0)


_LABELS = {
    ("k-anonymity", None): N_("{value:g}-anonymity"),
    ("l-diversity", "distinct"): N_("distinct {value:g}-diversity on '{attribute}'"),
    ("l-diversity", "entropy"): N_("entropy {value:g}-diversity on '{attribute}'"),
    ("l-diversity", "recursive"): N_("recursive ({c:g},{value:g})-diversity on '{attribute}'"),
    ("l-diversity", "other"): N_("{variant} {value:g}-diversity on '{attribute}'"),
    ("t-closeness", None): N_("{value:g}-closeness (default distance) on '{attribute}'"),
    ("t-closeness", "equal"): N_("{value:g}-closeness (equal distance) on '{attribute}'"),
    ("t-closeness", "ordered"): N_("{value:g}-closeness (ordered distance) on '{attribute}'"),
    ("t-closeness", "hierarchical"): N_("{value:g}-closeness (hierarchical distance) on '{attribute}'"),
    ("t-closeness", "other"): N_("{value:g}-closeness ({variant} distance) on '{attribute}'"),
    ("alpha-k", None): N_("(α = {value:g}, k)-anonymity on '{attribute}'"),
    ("beta-likeness", "basic"): N_("basic {value:g}-likeness on '{attribute}'"),
    ("beta-likeness", "enhanced"): N_("enhanced {value:g}-likeness on '{attribute}'"),
    ("beta-likeness", "other"): N_("{variant} {value:g}-likeness on '{attribute}'"),
    ("delta-disclosure", None): N_("{value:g}-disclosure privacy on '{attribute}'"),
    ("delta-presence", None): N_("({delta_min:g}, {value:g})-presence"),
    ("k-map", None): N_("{value:g}-map"),
}
"""The English source of :attr:`Requirement.label` by (model, variant); "other" is a variant without its own
wording, named as given."""
_DEFAULT_VARIANT = {"l-diversity": "distinct", "beta-likeness": "basic"}


def _label_template(model: str, variant: str | None) -> str:
    variant = variant or _DEFAULT_VARIANT.get(model)
    if (model, variant) in _LABELS:
        return _LABELS[model, variant]
    if (model, "other") in _LABELS:
        return _LABELS[model, "other"]
    return _LABELS[model, None]


@dataclass(frozen=True)
class SensitiveData:
    """What the class checks need of one sensitive attribute: its codes, number of values, whether its codes are
    ordered (ordered distance), and its hierarchy bound to its values (hierarchical distance)."""

    codes: np.ndarray
    n_values: int
    ordered: bool
    hierarchy_codes: np.ndarray | None = None


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
        counts = {name: partition.value_counts(data.codes, data.n_values, span) for name, data in sensitive.items()}
        for part, requirement in zip(parts, requirements):
            part.append(class_values(requirement, partition.sizes[classes], counts, sensitive, reference,
                                     None if population is None else population[classes]))
    return [np.concatenate(part) for part in parts]


def class_values(requirement: Requirement, sizes: np.ndarray, counts: Mapping[str, np.ndarray],
                 sensitive: Mapping[str, SensitiveData], reference: Mapping[str, np.ndarray],
                 population: np.ndarray | None = None) -> np.ndarray:
    """The per-class value of the requirement's model (k, l, t, δ …), from class sizes and class x value counts;
    δ-presence also needs ``population``, the population rows N_E of each class (every class non-empty)."""
    if requirement.model == "k-anonymity":
        return sizes.astype(float)
    if requirement.model in POPULATION_MODELS and population is None:
        raise InputError(_("{label} needs a population table").format(label=requirement.label))
    if requirement.model == "k-map":
        return population.astype(float)
    if requirement.model == "delta-presence":
        return delta_presence(sizes, population).maximum.per_class
    name = requirement.attribute
    if name not in counts:
        raise InputError(_("{label}: '{name}' is not a sensitive attribute of this run").format(
            label=requirement.label, name=name))
    matrix, whole = counts[name], reference[name]
    if requirement.model == "l-diversity":
        variant = requirement.variant or "distinct"
        if variant == "distinct":
            return distinct_l_diversity(matrix).per_class
        if variant == "entropy":
            return entropy_l_diversity(matrix).per_class
        if variant == "recursive":
            return recursive_cl_diversity(matrix, int(requirement.value)).per_class
        raise InputError(_("unknown l-diversity variant '{variant}'; choose distinct, entropy or recursive").format(
            variant=variant))
    if requirement.model == "t-closeness":
        variant = requirement.variant or default_distance(sensitive[name])
        if variant == "equal":
            return t_closeness_equal(matrix, reference=whole).per_class
        if variant == "ordered":
            return t_closeness_ordered(matrix, reference=whole).per_class
        if variant == "hierarchical":
            if sensitive[name].hierarchy_codes is None:
                raise InputError(_("{label} needs a hierarchy for '{name}'").format(label=requirement.label,
                                                                                     name=name))
            return t_closeness_hierarchical(matrix, sensitive[name].hierarchy_codes, reference=whole).per_class
        raise InputError(_("unknown t-closeness distance '{variant}'; choose equal, ordered or hierarchical").format(
            variant=variant))
    if requirement.model == "alpha-k":
        return alpha_k(matrix).per_class
    if requirement.model == "beta-likeness":
        variant = requirement.variant or "basic"
        if variant not in ("basic", "enhanced"):
            raise InputError(_("unknown β-likeness variant '{variant}'; choose basic or enhanced").format(
                variant=variant))
        check = beta_likeness_basic if variant == "basic" else beta_likeness_enhanced
        return check(matrix, reference=whole).per_class
    return delta_disclosure(matrix, reference=whole).per_class


def default_distance(data: SensitiveData) -> str:
    if data.hierarchy_codes is not None:
        return "hierarchical"
    return "ordered" if data.ordered else "equal"


def holds(requirement: Requirement, per_class: np.ndarray) -> np.ndarray:
    """Which classes meet the requirement, given their values."""
    if requirement.model in ("k-anonymity", "k-map"):
        return per_class >= requirement.value
    if requirement.model == "l-diversity":
        if requirement.variant == "recursive":
            return per_class < requirement.c  # r1 < c (r_l + … + r_m), strict
        return per_class >= requirement.value - TOLERANCE
    if requirement.model == "delta-disclosure":
        return per_class < requirement.value  # |ln(p/q)| < δ, strict
    if requirement.model == "delta-presence":
        return (per_class >= requirement.delta_min - TOLERANCE) & (per_class <= requirement.value + TOLERANCE)
    return per_class <= requirement.value + TOLERANCE


def satisfied_classes(requirements: Sequence[Requirement], sizes: np.ndarray, counts: Mapping[str, np.ndarray],
                      sensitive: Mapping[str, SensitiveData], reference: Mapping[str, np.ndarray],
                      population: np.ndarray | None = None) -> np.ndarray:
    """Boolean per class: every requirement holds."""
    ok = np.ones(len(sizes), bool)
    for requirement in requirements:
        ok &= holds(requirement, class_values(requirement, sizes, counts, sensitive, reference, population))
    return ok


def smallest_passing_class(requirements: Sequence[Requirement], sensitive: Mapping[str, SensitiveData],
                           reference: Mapping[str, np.ndarray]) -> int:
    """A class size every class meeting all the requirements reaches, whatever its values: k of k-anonymity, l of
    distinct l-diversity (l different values need l records), and for t-closeness the fewest records whose shares
    can come within t of the table's (``smallest_class``). Rows of smaller classes are always suppressed, and that
    condition is monotone (classes only grow by generalization), which the optimal search uses to prune."""
    size = 1
    for requirement in requirements:
        if requirement.model == "k-anonymity":
            size = max(size, int(np.ceil(requirement.value - TOLERANCE)))
        elif requirement.model == "l-diversity" and (requirement.variant or "distinct") == "distinct":
            size = max(size, int(np.ceil(requirement.value - TOLERANCE)))
        elif requirement.model == "t-closeness" and requirement.attribute in sensitive:
            data = sensitive[requirement.attribute]
            size = max(size, smallest_class(requirement.value, requirement.variant or default_distance(data),
                                            reference[requirement.attribute], data.hierarchy_codes))
    return size


def largest_t(requirement: Requirement, sensitive: Mapping[str, SensitiveData],
              reference: Mapping[str, np.ndarray]) -> float | None:
    """The largest t any class can have under a t-closeness requirement: the distance is convex in the class's
    shares, so its largest value is at a class holding one value only (an upper bound: values the table lacks
    count too). None for other models or attributes not in the run."""
    name = requirement.attribute
    if requirement.model != "t-closeness" or name not in sensitive:
        return None
    width = sensitive[name].n_values
    return float(class_values(requirement, np.ones(width), {name: np.eye(width, dtype=np.int64)}, sensitive,
                              reference).max(initial=0.0))


def sensitive_attributes(requirements: Sequence[Requirement]) -> list[str]:
    names: list[str] = []
    for requirement in requirements:
        if requirement.attribute and requirement.attribute not in names:
            names.append(requirement.attribute)
    return names
