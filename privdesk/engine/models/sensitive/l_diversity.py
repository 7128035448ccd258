"""l-diversity in its three textbook forms (docs/spec.md §4; Machanavajjhala, Kifer, Gehrke, Venkitasubramaniam,
"l-Diversity: Privacy Beyond k-Anonymity", ACM TKDD 2007, definitions 3.1–4.1).

All three read the classes x values count matrix of one sensitive attribute (``Partition.value_counts``):

- distinct l: the number of different sensitive values in each class; achieved l = the minimum over classes.
- entropy l: a class is entropy-l-diverse when H(class) ≥ log2 l, i.e. l ≤ 2^H. The achieved l is
  min over classes of 2^H(class) as a real number (pycanon floors it to an integer; PrivDesk does not, so a table
  with achieved l = 2.83 is reported as such and satisfies entropy 2-diversity but not 3-diversity).
- recursive (c,l): with r_1 ≥ r_2 ≥ … ≥ r_m a class's value counts, the class satisfies it when
  r_1 < c·(r_l + r_{l+1} + … + r_m). For a given l the achieved value is c* = max over classes of
  r_1 / (r_l + … + r_m) (inf when a class has fewer than l different values, so that the tail is empty), and the
  table satisfies recursive (c,l)-diversity **iff c > c*** (strict, as in the paper). ``ModelResult.satisfies`` is
  non-strict, so use :func:`satisfies_recursive` for this model. pycanon's ``recursive_c_l_diversity`` computes a
  different quantity (it sorts counts ascending, uses its own l and floors), so it is not an oracle here.
"""

from __future__ import annotations

import numpy as np

from privdesk.common.i18n import N_, _
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.tolerance import TOLERANCE
from privdesk.engine.metrics.entropy import count_entropies
from privdesk.engine.models.base import ModelResult
from privdesk.engine.models.spec import ModelSpec, Parameter, attribute_counts


def _present_counts(counts: np.ndarray) -> np.ndarray:
    """Each class's non-zero counts moved to the left and zero-padded to the largest number of distinct values.

    Entropy and sorted counts of a class depend only on its multiset of non-zero counts, and after anonymization a
    class usually holds few of the attribute's values, so this shrinks the matrix they work on (one pass to find
    the non-zeros, one scatter of them).
    """
    distinct = np.count_nonzero(counts, axis=1)
    width = int(distinct.max(initial=0))
    if 2 * width > counts.shape[1]:
        return counts
    cells = np.flatnonzero(counts)               # row-major: each class's entries together, left to right
    rows = cells // counts.shape[1]
    position = np.arange(len(cells)) - np.repeat(np.cumsum(distinct) - distinct, distinct)
    compact = np.zeros((counts.shape[0], width), dtype=counts.dtype)
    compact[rows, position] = counts.reshape(-1)[cells]
    return compact


def distinct_l_diversity(counts: np.ndarray, attribute: str | None = None) -> ModelResult:
    """Achieved l = min over classes of the number of different values (higher is safer)."""
    per_class = np.count_nonzero(np.asarray(counts), axis=1)
    return ModelResult.from_per_class("distinct l-diversity", per_class, higher_is_safer=True, attribute=attribute)


def entropy_l_diversity(counts: np.ndarray, attribute: str | None = None) -> ModelResult:
    """Achieved l = min over classes of 2^H(class) (bits), not floored (higher is safer)."""
    per_class = _entropy_l_per_class(np.asarray(counts))
    return ModelResult.from_per_class("entropy l-diversity", per_class, higher_is_safer=True, attribute=attribute)


def _entropy_l_per_class(counts: np.ndarray, sizes: np.ndarray | None = None) -> np.ndarray:
    """2^H of each class (bits): :func:`entropy_l_diversity`'s ``per_class`` without the table's summary, which a
    search, judging every node's classes, does not read. ``sizes``: each class's records when they are its
    counts' sum."""
    return np.exp2(count_entropies(counts, sizes)) if counts.shape[0] else np.zeros(0)


class RowSummedCounts(dict):
    """Class x value counts (attribute -> matrix) of which every matrix's row sums are the classes' sizes (one value
    per record, counted from the same rows), as a search's evaluation counts them: entropy l-diversity then takes
    the sizes as its totals (a matrix-vector product less per node)."""


ONE_VALUE_ENTROPY_L = 1.0 + 1e-9
"""Above 2^H of a class holding one value as :func:`count_entropies` gives it (1 up to its rounding: log2 c −
(c log2 c) / c; tested for every count of its table and beyond)."""


def one_value_fails(requirement) -> bool:
    """Whether the requirement fails every class that holds a single value of its attribute, whatever its records:
    l-diversity with l > 1 (distinct: 1 value < l; recursive: the tail r_l + … is empty; entropy: 2^H is 1, up to
    rounding below ``ONE_VALUE_ENTROPY_L``, < l). A search's evaluation then counts those classes' records before
    any entropy."""
    if requirement.spec is not MODEL:
        return False
    variant = _variant(requirement)
    if variant == "recursive":
        return requirement.value >= 2
    return requirement.value - TOLERANCE > (ONE_VALUE_ENTROPY_L if variant == "entropy" else 1)


def recursive_cl_diversity(counts: np.ndarray, l: int, attribute: str | None = None) -> ModelResult:
    """Achieved c* = max over classes of r_1 / (r_l + … + r_m); the table satisfies (c,l) iff c > c*.

    Lower is safer; ``per_class`` is inf for a class with fewer than ``l`` different values.
    """
    l = checked_l(l)
    counts = _present_counts(np.asarray(counts))
    if counts.shape[0] == 0:
        per_class = np.zeros(0)
    elif counts.shape[1] == 0:  # every class empty (compacted to no columns): no tail
        per_class = np.full(counts.shape[0], np.inf)
    else:
        descending = np.sort(counts, axis=1)[:, ::-1]
        largest = descending[:, 0].astype(float)
        tail = descending[:, l - 1:].sum(axis=1).astype(float)
        with np.errstate(divide="ignore", invalid="ignore"):
            per_class = np.where(tail > 0, largest / np.where(tail > 0, tail, 1.0), np.inf)
    return ModelResult.from_per_class(f"recursive (c,{l})-diversity", per_class, higher_is_safer=False,
                                      attribute=attribute, detail="satisfied iff c > value (strict)")


def checked_l(l) -> int:
    """The l of recursive (c,l)-diversity as an int; a ValueError unless it is a whole number of at least 1."""
    if int(l) != l or l < 1:
        raise ValueError(_("l must be a whole number of at least 1, not {l!r}").format(l=l))
    return int(l)


def satisfies_recursive(result: ModelResult, c: float) -> bool:
    """Whether recursive (c,l)-diversity holds for the result of :func:`recursive_cl_diversity`: c > c* (strict)."""
    return bool(c > result.value)


def _variant(requirement) -> str:
    return requirement.variant or "distinct"


def _distinct(requirement) -> bool:
    """The distinct variant: monotone with suppression, union-closed, failing an empty class."""
    return _variant(requirement) == "distinct"


def _class_values(requirement, sizes, counts, sensitive, reference, population=None) -> np.ndarray:
    matrix = attribute_counts(requirement, counts)
    variant = _variant(requirement)
    if variant == "distinct":
        return distinct_l_diversity(matrix).per_class
    if variant == "entropy":
        return _entropy_l_per_class(np.asarray(matrix), sizes if isinstance(counts, RowSummedCounts) else None)
    if variant == "recursive":
        return recursive_cl_diversity(matrix, int(requirement.value)).per_class
    raise MODEL.unknown_variant(variant)


def _holds(requirement, per_class: np.ndarray) -> np.ndarray:
    if _variant(requirement) == "recursive":
        return per_class < requirement.c  # r1 < c (r_l + … + r_m), strict
    return per_class >= requirement.value - TOLERANCE


def _validate(requirement) -> None:
    if _variant(requirement) == "recursive":
        if requirement.c is None:
            raise InputError(_("recursive (c,l)-diversity needs c"))
        if requirement.value < 1 or not float(requirement.value).is_integer():
            # recursive (c,l) counts the l-1 most frequent values: l is a whole number
            raise InputError(_("l must be a whole number of at least 1, not {l!r}").format(l=requirement.value))


def _smallest(requirement, sensitive, reference) -> int:
    """l different values need l records (distinct l only)."""
    return int(np.ceil(requirement.value - TOLERANCE)) if _distinct(requirement) else 1


MODEL = ModelSpec(
    name="l-diversity", title=N_("l-diversity"), order=20,
    parameter=Parameter("l", N_("l-diversity of every sensitive attribute"), minimum=1, count=True, default=2),
    extras=(Parameter("c", N_("c of recursive (c,l)-diversity"), field="c", minimum=0, above=True, default=2,
                      variant="recursive"),),
    labels={"distinct": N_("distinct {value:g}-diversity on '{attribute}'"),
            "entropy": N_("entropy {value:g}-diversity on '{attribute}'"),
            "recursive": N_("recursive ({c:g},{value:g})-diversity on '{attribute}'"),
            "other": N_("{variant} {value:g}-diversity on '{attribute}'")},
    variants=("distinct", "entropy", "recursive"), variant_default="distinct", variant_flag="--l-variant",
    variant_labels={"distinct": N_("distinct"), "entropy": N_("entropy"), "recursive": N_("recursive (c = 2)")},
    values=_class_values, holds=_holds, validate=_validate,
    higher_is_safer=lambda requirement: _variant(requirement) != "recursive",
    monotone_with_suppression=_distinct, union_closed=_distinct, empty_class_fails=_distinct,
    smallest_class=_smallest, distinct_values=_distinct,
    searches=None,
    help=(N_("l-diversity"),
          N_("Attribute disclosure: even when a person's group is found, the group holds at least l different "
             "sensitive values, so their value is not revealed."),
          N_("l is the number of different sensitive values in the least diverse group (distinct); the entropy "
             "variant counts how evenly they are spread, the recursive (c,l) variant that the most frequent value "
             "does not dominate. Try l = 2 or 3."),
          N_("Generalize the quasi-identifiers more so that groups get larger and mix more values, raise the "
             "suppression limit, or lower l.")),
    kind="l",
    meaning=N_("Every group of look-alike records holds at least {required} different values of {attribute}, so "
               "knowing a person's group does not reveal it."))
