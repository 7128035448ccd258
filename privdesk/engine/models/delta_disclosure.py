"""δ-disclosure privacy (SPEC.md §4; Brickell & Shmatikov, "The Cost of Privacy: Destruction of Data-Mining Utility
in Anonymized Data Publishing", KDD 2008, definition 4).

A class E is δ-disclosure-private when |ln(p(E,s) / p(T,s))| < δ for **every** sensitive value s of the table T,
with p(E,s) the value's share in the class and p(T,s) its share in the whole table (kept rows; natural logarithm, as
in ARX and pycanon). The achieved δ is the max over classes and values of |ln(p/q)|, and the table is δ-disclosure-
private iff δ exceeds it (strict, like recursive (c,l)). A value the table holds but a class lacks has p = 0 and
ln 0 = −inf, so such a class makes the achieved δ infinite: the model demands that every class holds every value.

pycanon's ``delta_disclosure`` skips the values absent from a class (``if x > 0``), so it reports a finite δ where
the definition gives inf. :func:`delta_disclosure_present_values` computes that variant (and is what the pycanon
comparison tests); :func:`delta_disclosure` is the textbook result PrivDesk reports.
"""

from __future__ import annotations

import numpy as np

from ...i18n import N_
from .base import ModelResult
from .spec import ModelSpec, Parameter, attribute_counts, below


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
    """Achieved δ = max over classes and all table values of |ln(p/q)|; inf when a class lacks a value."""
    largest, smallest, lacking = _ratio_extremes(counts, present_only=False, reference=reference)
    with np.errstate(divide="ignore"):
        per_class = np.maximum(np.log(largest), -np.log(smallest))
    per_class = np.where(lacking, np.inf, per_class)
    return ModelResult.from_per_class("delta-disclosure privacy", per_class, higher_is_safer=False,
                                      attribute=attribute, detail="satisfied iff delta > value (strict)")


def delta_disclosure_present_values(counts: np.ndarray, attribute: str | None = None,
                                    reference: np.ndarray | None = None) -> ModelResult:
    """pycanon's variant: max of |ln(p/q)| over the values present in each class only (always finite)."""
    largest, smallest, _ = _ratio_extremes(counts, present_only=True, reference=reference)
    per_class = np.maximum(np.log(largest), -np.log(smallest))
    return ModelResult.from_per_class("delta-disclosure privacy (present values only)", per_class,
                                      higher_is_safer=False, attribute=attribute)


def satisfies_delta_disclosure(result: ModelResult, delta: float) -> bool:
    """Whether δ-disclosure privacy holds for ``delta``: delta > achieved δ (strict)."""
    return bool(delta > result.value)


MODEL = ModelSpec(
    name="delta-disclosure", title=N_("δ-disclosure privacy"), order=60,
    parameter=Parameter("delta", N_("δ-disclosure privacy"), minimum=0, above=True, default=1.0),
    labels={None: N_("{value:g}-disclosure privacy on '{attribute}'")},
    values=lambda requirement, sizes, counts, sensitive, reference, population=None: delta_disclosure(
        attribute_counts(requirement, counts), reference=reference[requirement.attribute]).per_class,
    holds=below,
    help=(N_("δ-disclosure privacy"),
          N_("Any change in belief about a sensitive value: every value's frequency in a group stays within a "
             "factor e^δ of its frequency in the whole table."),
          N_("δ is the largest absolute log-ratio between a value's frequency in a group and in the table; smaller "
             "is safer. Values missing from a group make δ infinite."),
          N_("Generalize much more (δ-disclosure is strict), raise the suppression limit, or raise δ.")),
    kind="delta_disclosure",
    meaning=N_("In every group each value of {attribute} is about as frequent as in the whole table (the "
               "logarithm of the ratio stays below {required})."))
