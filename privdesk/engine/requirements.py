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

from .errors import InputError
from .models import (alpha_k, beta_likeness_basic, beta_likeness_enhanced, delta_disclosure,
                     distinct_l_diversity, entropy_l_diversity, recursive_cl_diversity, t_closeness_equal,
                     t_closeness_hierarchical, t_closeness_ordered)

MODELS = ("k-anonymity", "l-diversity", "t-closeness", "alpha-k", "beta-likeness", "delta-disclosure")
TOLERANCE = 1e-12


@dataclass(frozen=True)
class Requirement:
    """``model`` with its parameter ``value``; ``attribute`` for models on a sensitive attribute.

    ``variant``: distinct, entropy or recursive (l-diversity, with ``c`` for recursive); equal, ordered or
    hierarchical (t-closeness); basic or enhanced (β-likeness).
    """

    model: str
    value: float
    attribute: str | None = None
    variant: str | None = None
    c: float | None = None

    def __post_init__(self) -> None:
        if self.model not in MODELS:
            raise InputError(f"unknown privacy model '{self.model}'; choose one of {', '.join(MODELS)}")
        if not np.isfinite(self.value) or self.value <= 0:
            raise InputError(f"{self.model} needs a positive parameter", value=self.value)
        if self.model != "k-anonymity" and not self.attribute:
            raise InputError(f"{self.model} needs the sensitive attribute it protects")
        if self.model == "l-diversity" and self.variant == "recursive" and self.c is None:
            raise InputError("recursive (c,l)-diversity needs c")

    @property
    def label(self) -> str:
        """How people write it: '5-anonymity', 'distinct 2-diversity on Disease', '0.2-closeness (…)'."""
        on = f" on '{self.attribute}'" if self.attribute else ""
        if self.model == "k-anonymity":
            return f"{self.value:g}-anonymity"
        if self.model == "l-diversity":
            if self.variant == "recursive":
                return f"recursive ({self.c:g},{self.value:g})-diversity{on}"
            return f"{self.variant or 'distinct'} {self.value:g}-diversity{on}"
        if self.model == "t-closeness":
            return f"{self.value:g}-closeness ({self.variant or 'default'} distance){on}"
        if self.model == "alpha-k":
            return f"(α = {self.value:g}, k)-anonymity{on}"
        if self.model == "beta-likeness":
            return f"{self.variant or 'basic'} {self.value:g}-likeness{on}"
        return f"{self.value:g}-disclosure privacy{on}"

    @classmethod
    def from_dict(cls, spec: Mapping[str, Any]) -> "Requirement":
        """From a project's model entry, e.g. {"model": "l-diversity", "variant": "distinct", "l": 2,
        "attribute": "diagnosis"}; the parameter may be named after the model (k, l, t, alpha, beta, delta) or
        "value"."""
        model = str(spec.get("model", ""))
        key = {"k-anonymity": "k", "l-diversity": "l", "t-closeness": "t", "alpha-k": "alpha",
               "beta-likeness": "beta", "delta-disclosure": "delta"}.get(model, "value")
        value = spec.get(key, spec.get("value"))
        if value is None:
            raise InputError(f"the privacy model '{model}' has no parameter '{key}'")
        try:
            return cls(model, float(value), spec.get("attribute"), spec.get("variant"),
                       float(spec["c"]) if spec.get("c") is not None else None)
        except (TypeError, ValueError):
            raise InputError(f"the parameter of '{model}' must be a number", value=value) from None

    def to_dict(self) -> dict[str, Any]:
        key = {"k-anonymity": "k", "l-diversity": "l", "t-closeness": "t", "alpha-k": "alpha",
               "beta-likeness": "beta", "delta-disclosure": "delta"}[self.model]
        spec: dict[str, Any] = {"model": self.model, key: int(self.value) if key in "kl" and
                                float(self.value).is_integer() else self.value}
        for name in ("attribute", "variant", "c"):
            if getattr(self, name) is not None:
                spec[name] = getattr(self, name)
        return spec

    @property
    def monotone_with_suppression(self) -> bool:
        """Whether a class that holds keeps holding when another class is merged into it (so that, with a
        suppression limit, a generalization of a satisfying transformation satisfies too). True for k-anonymity
        and distinct l-diversity; shares and distances of a merged class can get worse."""
        return self.model == "k-anonymity" or (self.model == "l-diversity" and
                                               (self.variant or "distinct") == "distinct")


@dataclass(frozen=True)
class SensitiveData:
    """What the class checks need of one sensitive attribute: its codes, number of values, whether its codes are
    ordered (ordered distance), and its hierarchy bound to its values (hierarchical distance)."""

    codes: np.ndarray
    n_values: int
    ordered: bool
    hierarchy_codes: np.ndarray | None = None


def class_values(requirement: Requirement, sizes: np.ndarray, counts: Mapping[str, np.ndarray],
                 sensitive: Mapping[str, SensitiveData], reference: Mapping[str, np.ndarray]) -> np.ndarray:
    """The per-class value of the requirement's model (k, l, t …), from class sizes and class x value counts."""
    if requirement.model == "k-anonymity":
        return sizes.astype(float)
    name = requirement.attribute
    if name not in counts:
        raise InputError(f"{requirement.label}: '{name}' is not a sensitive attribute of this run")
    matrix, whole = counts[name], reference[name]
    if requirement.model == "l-diversity":
        variant = requirement.variant or "distinct"
        if variant == "distinct":
            return distinct_l_diversity(matrix).per_class
        if variant == "entropy":
            return entropy_l_diversity(matrix).per_class
        if variant == "recursive":
            return recursive_cl_diversity(matrix, int(requirement.value)).per_class
        raise InputError(f"unknown l-diversity variant '{variant}'; choose distinct, entropy or recursive")
    if requirement.model == "t-closeness":
        variant = requirement.variant or default_distance(sensitive[name])
        if variant == "equal":
            return t_closeness_equal(matrix, reference=whole).per_class
        if variant == "ordered":
            return t_closeness_ordered(matrix, reference=whole).per_class
        if variant == "hierarchical":
            if sensitive[name].hierarchy_codes is None:
                raise InputError(f"{requirement.label} needs a hierarchy for '{name}'")
            return t_closeness_hierarchical(matrix, sensitive[name].hierarchy_codes, reference=whole).per_class
        raise InputError(f"unknown t-closeness distance '{variant}'; choose equal, ordered or hierarchical")
    if requirement.model == "alpha-k":
        return alpha_k(matrix).per_class
    if requirement.model == "beta-likeness":
        variant = requirement.variant or "basic"
        if variant not in ("basic", "enhanced"):
            raise InputError(f"unknown β-likeness variant '{variant}'; choose basic or enhanced")
        check = beta_likeness_basic if variant == "basic" else beta_likeness_enhanced
        return check(matrix, reference=whole).per_class
    return delta_disclosure(matrix, reference=whole).per_class


def default_distance(data: SensitiveData) -> str:
    if data.hierarchy_codes is not None:
        return "hierarchical"
    return "ordered" if data.ordered else "equal"


def holds(requirement: Requirement, per_class: np.ndarray) -> np.ndarray:
    """Which classes meet the requirement, given their values."""
    if requirement.model in ("k-anonymity",):
        return per_class >= requirement.value
    if requirement.model == "l-diversity":
        if requirement.variant == "recursive":
            return per_class < requirement.c  # r1 < c (r_l + … + r_m), strict
        return per_class >= requirement.value - TOLERANCE
    if requirement.model == "delta-disclosure":
        return per_class < requirement.value  # |ln(p/q)| < δ, strict
    return per_class <= requirement.value + TOLERANCE


def satisfied_classes(requirements: Sequence[Requirement], sizes: np.ndarray, counts: Mapping[str, np.ndarray],
                      sensitive: Mapping[str, SensitiveData], reference: Mapping[str, np.ndarray]) -> np.ndarray:
    """Boolean per class: every requirement holds."""
    ok = np.ones(len(sizes), bool)
    for requirement in requirements:
        ok &= holds(requirement, class_values(requirement, sizes, counts, sensitive, reference))
    return ok


def sensitive_attributes(requirements: Sequence[Requirement]) -> list[str]:
    names: list[str] = []
    for requirement in requirements:
        if requirement.attribute and requirement.attribute not in names:
            names.append(requirement.attribute)
    return names
