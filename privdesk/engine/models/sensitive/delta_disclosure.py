"""δ-disclosure privacy (docs/spec.md §4; Brickell & Shmatikov, "The Cost of Privacy: Destruction of Data-Mining Utility
in Anonymized Data Publishing", KDD 2008, definition 4), as ARX and pycanon define it.

A class E is δ-disclosure-private when |ln(p(E,s) / p(T,s))| < δ for every sensitive value s **present in the
class**, with p(E,s) the value's share in the class and p(T,s) its share in the whole table (suppressed rows
included, as ARX's distribution). The achieved δ is the max over classes and their values of |ln(p/q)|; the table is
δ-disclosure-private iff δ exceeds it (strict). This is ARX's ``criteria/DDisclosurePrivacy`` (it loops over the
class's non-empty buckets and fails at ``|log2(p/q)| >= d``) and pycanon's ``delta_disclosure`` (``if x > 0``).

ARX states its threshold in bits (log base 2): δ_ARX = δ / ln 2 (``in_bits``). The definition's literal reading,
every value of the table (a class lacking one has p = 0 and an infinite δ), is kept as
:func:`delta_disclosure_strict` — the "strict" variant of a requirement.
"""

from __future__ import annotations

import math

import numpy as np

from privdesk.common.i18n import N_
from privdesk.engine.models.base import ModelResult
from privdesk.engine.models.spec import ModelSpec, Parameter, attribute_counts, below


def _ratio_extremes(counts: np.ndarray, present_only: bool,
                    reference: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per class the largest and smallest p/q over the table's values (over the values present in the class when
    ``present_only``), and whether the class lacks some table value. |ln(p/q)| is largest at one of the two
    extremes, so ln is taken per class, not per cell."""
    counts = np.asarray(counts)
    sizes = counts.sum(axis=1)
    totals = counts.sum(axis=0) if reference is None else np.asarray(reference)  # whole table (ARX, SPEC §4)
    held = totals > 0
    counts, totals = counts[:, held], totals[held]
    if counts.shape[1] == 0:
        empty = np.ones(counts.shape[0])
        return empty, empty, np.zeros(counts.shape[0], bool)
    # p/q = (count / |E|) / (total / n) = count · (n / total) / |E|
    ratios = counts * (totals.sum() / totals)
    scale = np.where(sizes > 0, sizes, 1)
    lacking = (counts == 0).any(axis=1)
    largest = ratios.max(axis=1) / scale
    if present_only:
        smallest = np.where(counts > 0, ratios, np.inf).min(axis=1) / scale
    else:
        smallest = ratios.min(axis=1) / scale
    return largest, smallest, lacking


def delta_disclosure(counts: np.ndarray, attribute: str | None = None,
                     reference: np.ndarray | None = None) -> ModelResult:
    """Achieved δ = max over classes and the values present in each of |ln(p/q)| (ARX, pycanon; always finite)."""
    largest, smallest, _ = _ratio_extremes(counts, present_only=True, reference=reference)
    per_class = np.maximum(np.log(largest), -np.log(smallest))
    return ModelResult.from_per_class("delta-disclosure privacy", per_class, higher_is_safer=False,
                                      attribute=attribute, detail="satisfied iff delta > value (strict)")


def delta_disclosure_strict(counts: np.ndarray, attribute: str | None = None,
                            reference: np.ndarray | None = None) -> ModelResult:
    """The strict variant: max over every value of the table of |ln(p/q)|; inf when a class lacks one."""
    largest, smallest, lacking = _ratio_extremes(counts, present_only=False, reference=reference)
    with np.errstate(divide="ignore"):
        per_class = np.maximum(np.log(largest), -np.log(smallest))
    per_class = np.where(lacking, np.inf, per_class)
    return ModelResult.from_per_class("delta-disclosure privacy (every table value)", per_class,
                                      higher_is_safer=False, attribute=attribute,
                                      detail="satisfied iff delta > value (strict)")


def in_bits(delta: float) -> float:
    """δ in ARX's unit (log base 2): δ / ln 2."""
    return float(delta) / math.log(2)


def satisfies_delta_disclosure(result: ModelResult, delta: float) -> bool:
    """Whether δ-disclosure privacy holds for ``delta``: delta > achieved δ (strict)."""
    return bool(delta > result.value)


def _class_values(requirement, sizes, counts, sensitive, reference, population=None) -> np.ndarray:
    variant = requirement.variant or "present"
    if variant not in MODEL.variants:
        raise MODEL.unknown_variant(variant)
    check = delta_disclosure if variant == "present" else delta_disclosure_strict
    return check(attribute_counts(requirement, counts), reference=reference[requirement.attribute]).per_class


_PRESENT_LABEL = N_("{value:g}-disclosure privacy on '{attribute}'")

MODEL = ModelSpec(
    name="delta-disclosure", title=N_("δ-disclosure privacy"), order=60,
    parameter=Parameter("delta", N_("δ-disclosure privacy"), minimum=0, above=True, default=1.0, logarithm=True),
    labels={None: _PRESENT_LABEL, "present": _PRESENT_LABEL,
            "strict": N_("strict {value:g}-disclosure privacy (every value of the table) on '{attribute}'")},
    variants=("present", "strict"), variant_default="present", variant_flag="--delta-variant",
    variant_labels={"present": N_("δ-disclosure privacy"),
                    "strict": N_("strict δ-disclosure privacy (every value of the table)")},
    values=_class_values,
    holds=below,
    help=(N_("δ-disclosure privacy"),
          N_("Any change in belief about a sensitive value: the frequency of every value a group holds stays within a "
             "factor e^δ of its frequency in the whole table."),
          N_("δ is the largest absolute log-ratio between a value's frequency in a group and in the table, over the "
             "values the group holds (as ARX and pycanon); smaller is safer. ARX states δ in bits: δ_ARX = δ / ln 2. "
             "The strict variant also counts the values a group lacks, which makes δ infinite."),
          N_("Generalize much more (δ-disclosure is strict), raise the suppression limit, or raise δ.")),
    kind="delta_disclosure",
    meaning=N_("In every group each value of {attribute} is about as frequent as in the whole table (the "
               "logarithm of the ratio stays below {required})."))
