"""`privdesk check`: which privacy models a released table satisfies, with the achieved parameters, and whether
the requirements the user names (k ≥ 5, l ≥ 2, t ≤ 0.2, …) are met.

The figures come from ``engine.models.check_all``; this job prepares its inputs (population labels for
δ-presence) and compares the requirements. Unattainable parameters (infinite) are written as the JSON string
"inf" (JSON has no infinity), never ``null``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

import numpy as np
import pandas as pd

from ..engine.classes import release_partition
from ..engine.dataset import Dataset
from ..engine.errors import InputError
from ..engine.hierarchy import Hierarchy, name_values
from ..engine.models import ORDERED_TYPES, check_all, class_key_labels, population_matches
from ..engine.models.delta_disclosure import MODEL as DELTA_DISCLOSURE
from ..engine.progress import NO_PROGRESS, Progress
from ..engine.sensitivity_levels import SensitivityLevels
from ..i18n import N_, _


@dataclass(frozen=True)
class Requirements:
    """What the user requires; None = not required. ``l_variant``: distinct, entropy or recursive (with ``c``)."""

    k: int | None = None
    alpha: float | None = None
    l: float | None = None
    l_variant: str = "distinct"
    c: float | None = None
    t: float | None = None
    t_distance: str | None = None       # equal, ordered, hierarchical; None: the most specific available
    beta: float | None = None
    beta_variant: str = "basic"
    delta: float | None = None          # δ-disclosure
    delta_variant: str = "present"      # present: the values in each class (ARX, pycanon); strict: every value
    delta_base: float | None = None     # logarithm base of δ: None = e (natural), 2 = bits as ARX states δ
    delta_min: float | None = None      # δ-presence bounds
    delta_max: float | None = None


def check_release(dataset: Dataset, qis: Sequence[str], sensitive: Sequence[str],
                  hierarchies: Mapping[str, Hierarchy] | None = None,
                  levels: Mapping[str, SensitivityLevels] | None = None,
                  population: Dataset | None = None, requirements: Requirements | None = None,
                  transformation: Mapping[str, int] | None = None,
                  progress: Progress = NO_PROGRESS) -> dict[str, Any]:
    """``transformation``: the QI levels of a full-domain release, when known (for δ-presence's population).
    ``progress``: reports (and may cancel) checks of releases too large to check at once."""
    requirements = requirements or Requirements()
    hierarchies = dict(hierarchies or {})
    for name in [*qis, *sensitive, *hierarchies, *(levels or {})]:
        dataset.column(name)
    l_for_recursive = 2
    if requirements.l_variant == "recursive" and requirements.l is not None:
        if requirements.l < 1 or not float(requirements.l).is_integer():  # it counts the l-1 most frequent values
            raise InputError(_("l must be a whole number of at least 1, not {l!r}").format(l=requirements.l))
        l_for_recursive = int(requirements.l)
    population_labels = (generalize_population(dataset, population, qis, hierarchies, transformation)
                         if population is not None else None)
    report = check_all(dataset, qis, sensitive, {n: h for n, h in hierarchies.items() if n in sensitive},
                       levels, l_for_recursive, population_labels, requirements.k, progress)
    report["requirements"] = _compare(report, dataset, sensitive, hierarchies, requirements)
    report["met"] = all(r["met"] for r in report["requirements"])
    return _finite_or_none(report)


def generalize_population(release: Dataset, population: Dataset, qis: Sequence[str],
                          hierarchies: Mapping[str, Hierarchy],
                          transformation: Mapping[str, int] | None = None) -> pd.DataFrame:
    """The population's QIs in the release's labels: for a QI with a hierarchy, at its level in
    ``transformation`` when given, else at the lowest level whose labels hold all of the release's values
    (full-domain); without a hierarchy, the population must already use the release's labels."""
    kept = release_partition(release, qis).kept_rows
    labels = {}
    for name in qis:
        column = population.column(name)
        hierarchy = hierarchies.get(name)
        if hierarchy is None:
            labels[name] = column.text()
            continue
        if transformation is not None and name in transformation:
            labels[name] = hierarchy.generalize(column, int(transformation[name]), population.source.missing_tokens)
            continue
        released_column = release.column(name)
        present = np.unique(released_column.codes[kept])
        released = {str(v) for v in released_column.values[present] if v is not None}
        level = next((lv for lv in range(hierarchy.levels) if released <= set(map(str, hierarchy.labels[lv]))), None)
        if level is None:
            raise InputError(_("the released values of '{name}' are not all labels of one level of its hierarchy "
                               "(e.g. {values}); δ-presence needs a full-domain release").format(
                name=name, values=name_values(sorted(released))), column=name)
        labels[name] = hierarchy.generalize(column, level, population.source.missing_tokens)
    return pd.DataFrame(labels, columns=list(qis))


def release_population_matches(release: Dataset, population: Dataset, qis: Sequence[str],
                               hierarchies: Mapping[str, Hierarchy],
                               transformation: Mapping[str, int] | None = None) -> np.ndarray:
    """N_E of every class of the release (in ``release_partition`` order): the population rows whose QIs,
    generalized as the release's (:func:`generalize_population`), equal the class's key — what δ-presence and the
    link-matching figures divide by."""
    classes = release_partition(release, qis)
    labels = generalize_population(release, population, qis, hierarchies, transformation)
    keys = class_key_labels(classes, [release.column(q) for q in qis])
    return population_matches(classes, keys, labels.to_numpy(dtype=object))


_L_DIVERSITY = {"distinct": N_("distinct l-diversity"), "entropy": N_("entropy l-diversity")}
_T_CLOSENESS = {"equal": N_("t-closeness (equal distance)"), "ordered": N_("t-closeness (ordered distance)"),
                "hierarchical": N_("t-closeness (hierarchical distance)")}
_BETA_LIKENESS = {"basic": N_("basic β-likeness"), "enhanced": N_("enhanced β-likeness")}
"""The English names of the checked models by variant, as :func:`_compare` names them (translated there)."""


def _compare(report: dict[str, Any], dataset: Dataset, sensitive: Sequence[str],
             hierarchies: Mapping[str, Hierarchy], req: Requirements) -> list[dict[str, Any]]:
    """One entry per requirement and attribute: achieved value and whether it is met. ``model`` names the model in
    the current language (it is shown, not looked up)."""
    checks: list[dict[str, Any]] = []

    def add(kind: str, model: str, attribute: str | None, required: float, achieved: float, met: bool) -> None:
        """``kind``: which model's report sentence applies (``ModelSpec.kind``)."""
        checks.append({"model": model, "kind": kind, "attribute": attribute, "required": required,
                       "achieved": achieved, "met": bool(met)})

    if req.k is not None:
        add("k", _("k-anonymity"), None, req.k, report["k"], report["k"] >= req.k)
    for name in sensitive:
        figures = report["sensitive"][name]
        if req.alpha is not None:
            add("alpha", _("(α,k)-anonymity"), name, req.alpha, figures["alpha"],
                figures["alpha"] <= req.alpha + 1e-12)
        if req.l is not None:
            if req.l_variant == "recursive":
                if req.c is None:
                    raise InputError(_("recursive (c,l)-diversity needs --c"))
                # strict inequality of the definition: r1 < c (r_l + … + r_m)
                add("l", _("recursive ({c:g},{l:g})-diversity").format(c=req.c, l=req.l), name, req.c,
                    figures["recursive_c"], figures["recursive_c"] < req.c)
            else:
                key = {"distinct": "l_distinct", "entropy": "l_entropy"}.get(req.l_variant)
                if key is None:
                    raise InputError(_("unknown l-diversity variant '{variant}'; choose distinct, entropy or "
                                       "recursive").format(variant=req.l_variant))
                add("l", _(_L_DIVERSITY[req.l_variant]), name, req.l, figures[key],
                    figures[key] >= req.l - 1e-12)
        if req.t is not None:
            distance = req.t_distance or _default_distance(dataset, name, hierarchies)
            key = f"t_{distance}"
            if key not in figures:
                if distance == "hierarchical":
                    message = _("t-closeness with {distance} distance needs a hierarchy for it (--hierarchy)")
                else:
                    message = _("t-closeness with {distance} distance needs a numeric, date or ordered column")
                raise InputError(message.format(distance=distance), column=name)
            add("t", _(_T_CLOSENESS[distance]), name, req.t, figures[key], figures[key] <= req.t + 1e-12)
        if req.beta is not None:
            key = f"beta_{req.beta_variant}"
            if key not in figures:
                raise InputError(_("unknown β-likeness variant '{variant}'; choose basic or enhanced").format(
                    variant=req.beta_variant))
            add("beta", _(_BETA_LIKENESS[req.beta_variant]), name, req.beta, figures[key],
                figures[key] <= req.beta + 1e-12)
        if req.delta is not None:
            # strict inequality of the definition: |ln(p/q)| < δ; in bits (ARX) both sides are divided by ln 2
            if req.delta_variant not in DELTA_DISCLOSURE.variants:
                raise DELTA_DISCLOSURE.unknown_variant(req.delta_variant)
            key = "delta_disclosure" if req.delta_variant == "present" else "delta_disclosure_strict"
            achieved = figures[key] / math.log(req.delta_base) if req.delta_base else figures[key]
            add("delta_disclosure", _(DELTA_DISCLOSURE.variant_labels[req.delta_variant]), name, req.delta,
                achieved, achieved < req.delta)
    if req.delta_min is not None or req.delta_max is not None:
        if "delta_presence" not in report:
            raise InputError(_("δ-presence needs a population table (--population)"))
        presence = report["delta_presence"]
        if req.delta_min is not None:
            add("delta_presence", _("δ-presence (lower bound)"), None, req.delta_min, presence["min"],
                presence["min"] >= req.delta_min - 1e-12)
        if req.delta_max is not None:
            add("delta_presence", _("δ-presence (upper bound)"), None, req.delta_max, presence["max"],
                presence["max"] <= req.delta_max + 1e-12)
    return checks


def _default_distance(dataset: Dataset, name: str, hierarchies: Mapping[str, Hierarchy]) -> str:
    if name in hierarchies:
        return "hierarchical"
    return "ordered" if dataset.column(name).type in ORDERED_TYPES else "equal"


def _finite_or_none(value: Any) -> Any:
    """Strict JSON: an infinite parameter (unattainable) as the string "inf", NaN as None."""
    if isinstance(value, dict):
        return {k: _finite_or_none(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_finite_or_none(v) for v in value]
    if isinstance(value, (float, np.floating)) and not math.isfinite(value):
        return None if math.isnan(value) else ("inf" if value > 0 else "-inf")
    return value
