"""β-likeness, basic and enhanced (docs/spec.md §4; Cao & Karras, "Publishing Microdata with a Robust Privacy
Guarantee", PVLDB 5(11), VLDB 2012, definitions 2 and 3).

With p a value's share in a class and q its share in the whole table (kept rows), the relative gain in an
attacker's belief is D = (p − q) / q, counted only where p > q (a loss of confidence is no disclosure).

- basic β-likeness: every class has D ≤ β for every value; achieved β = max over classes and values of D (0 when
  every class equals the table). This is what pycanon's ``basic_beta_likeness`` computes (its max also runs over
  values with p < q, whose D is negative, which changes nothing because some value of a class always has p ≥ q).
- enhanced β-likeness: every class has D ≤ min(β, −ln q) for every value with p > q, i.e. p ≤ q·(1 + min(β, −ln q)),
  which tightens the bound for frequent values (q > 1/e). Achieved β, derived: the condition splits into D ≤ β and
  D ≤ −ln q. The second does not involve β; if it fails for some class and value, no β makes the table enhanced
  β-like and the achieved β is inf. Otherwise the first requires β ≥ D for all of them, so the smallest β is
  max D, the same number as the basic β. pycanon's ``enhanced_beta_likeness`` returns
  max over values of min(basic β, −ln q) = min(basic β, −ln min q), a different quantity, so the enhanced model is
  tested on hand-computed tables instead.
"""

from __future__ import annotations

import numpy as np

from privdesk.common.i18n import N_
from privdesk.engine.core.tolerance import TOLERANCE
from privdesk.engine.models.base import ModelResult
from privdesk.engine.models.spec import ModelSpec, Parameter, attribute_counts

"""Rounding slack when D is compared with −ln q, so that D = −ln q computed two ways still counts as equal."""


def _table_shares(counts: np.ndarray, reference: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """(class sizes, q per value) of a classes x values count matrix; q from the whole table's value counts
    ``reference`` (suppressed rows included), or from the matrix's column sums."""
    sizes = counts.sum(axis=1)
    totals = counts.sum(axis=0) if reference is None else np.asarray(reference)
    n = totals.sum()
    return sizes, totals / (n if n > 0 else 1)


def _largest_gains(counts: np.ndarray, sizes: np.ndarray, table_shares: np.ndarray) -> np.ndarray:
    """Per class max over values of (p − q)/q, at least 0: max_v (count_v / q_v) / |E| − 1, without a shares matrix.
    Values the table lacks (q = 0) have count 0 in every class and are left out."""
    if counts.shape[1] == 0:
        return np.zeros(counts.shape[0])
    held = table_shares > 0
    inverse_q = np.where(held, 1.0 / np.where(held, table_shares, 1.0), 0.0)
    largest = (counts * inverse_q).max(axis=1) / np.where(sizes > 0, sizes, 1)
    return np.maximum(largest - 1.0, 0.0)


def beta_likeness_basic(counts: np.ndarray, attribute: str | None = None,
                        reference: np.ndarray | None = None) -> ModelResult:
    """Achieved basic β = max over classes and values of (p − q)/q where p > q (lower is safer)."""
    counts = np.asarray(counts)
    sizes, table_shares = _table_shares(counts, reference)
    per_class = _largest_gains(counts, sizes, table_shares)
    return ModelResult.from_per_class("basic beta-likeness", per_class, higher_is_safer=False, attribute=attribute)


def beta_likeness_enhanced(counts: np.ndarray, attribute: str | None = None,
                           reference: np.ndarray | None = None) -> ModelResult:
    """Achieved enhanced β: max (p − q)/q over values with p > q, or inf for a class where some (p − q)/q > −ln q.

    (p − q)/q > −ln q  ⇔  p > q·(1 − ln q)  ⇔  count > |E|·q·(1 − ln q), compared on counts directly.
    """
    counts = np.asarray(counts)
    sizes, table_shares = _table_shares(counts, reference)
    per_class = _largest_gains(counts, sizes, table_shares)
    held = table_shares > 0
    with np.errstate(divide="ignore"):
        limit_share = np.where(held, table_shares * (1.0 - np.log(np.where(held, table_shares, 1.0)) + TOLERANCE),
                               np.inf)
    exceeds = (counts > np.multiply.outer(sizes, limit_share)).any(axis=1)
    per_class = np.where(exceeds, np.inf, per_class)
    return ModelResult.from_per_class("enhanced beta-likeness", per_class, higher_is_safer=False,
                                      attribute=attribute, detail="inf: some share exceeds q(1 - ln q)")


def _class_values(requirement, sizes, counts, sensitive, reference, population=None) -> np.ndarray:
    matrix = attribute_counts(requirement, counts)
    variant = requirement.variant or "basic"
    if variant not in ("basic", "enhanced"):
        raise MODEL.unknown_variant(variant)
    check = beta_likeness_basic if variant == "basic" else beta_likeness_enhanced
    return check(matrix, reference=reference[requirement.attribute]).per_class


MODEL = ModelSpec(
    name="beta-likeness", title=N_("β-likeness"), order=50,
    parameter=Parameter("beta", N_("β-likeness"), minimum=0, above=True, default=1.0),
    labels={"basic": N_("basic {value:g}-likeness on '{attribute}'"),
            "enhanced": N_("enhanced {value:g}-likeness on '{attribute}'"),
            "other": N_("{variant} {value:g}-likeness on '{attribute}'")},
    variants=("basic", "enhanced"), variant_default="basic", variant_flag="--beta-variant",
    variant_labels={"basic": N_("basic"), "enhanced": N_("enhanced")},
    values=_class_values,
    help=(N_("β-likeness"),
          N_("Learning too much about a rare value: no sensitive value becomes more than (1 + β) times as frequent "
             "in a group as in the whole table."),
          N_("β is the largest relative gain in frequency of a value in a group; smaller is safer. The enhanced "
             "variant is stricter for rare values. Try β = 1."),
          N_("Generalize more, raise the suppression limit, or raise β.")),
    kind="beta",
    meaning=N_("No value of {attribute} is more than {required} times (relatively) more frequent in a group "
               "than in the whole table."))
