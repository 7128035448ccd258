"""δ-presence (docs/spec.md §4 and §2; Nergiz, Atzori, Clifton, "Hiding the Presence of Individuals from Shared
Databases", SIGMOD 2007).

The released table is a subset of a population table T. For class i, |E_i| is its size and N_i the number of
population rows that lie inside the class's released QI values; δ_i = |E_i| / N_i is the probability that a person
of T matching the class is in the release. The table is (δmin, δmax)-present when δmin ≤ δ_i ≤ δmax for every class,
so the check reports both the smallest and the largest δ_i. δ_i is the link-matching probability P(E_i) of SPEC §2,
so it comes from ``metrics.link_matching.link_probabilities`` (one home for the formula), which also rejects a
population that does not contain the release (N_i < |E_i|) with an InputError.

Matching needs the population generalized to the release's labels first (the caller applies the hierarchies);
then N_i counts the population rows whose label tuple equals class i's key, computed by one joint factorization of
the class keys and the population rows, without a loop over classes. A key's ``*`` cell (cell suppression) matches
any population value of its column (``matches_with_suppressed_cells``).
"""

from __future__ import annotations

from typing import NamedTuple, Sequence

import numpy as np
import pandas as pd

from privdesk.common.i18n import N_, _
from privdesk.engine.core.classes import SUPPRESSED_LABEL, Partition, group_rows
from privdesk.engine.core.dataset import Column
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.tolerance import TOLERANCE
from privdesk.engine.metrics.link_matching import link_probabilities
from privdesk.engine.models.base import ModelResult
from privdesk.engine.models.spec import ModelSpec, Parameter


class DeltaPresence(NamedTuple):
    """Both bounds of δ-presence over the same per-class δ_i.

    ``minimum.value`` is the smallest δ_i (a required δmin holds when it is ≤ this, so higher is safer);
    ``maximum.value`` is the largest δ_i (a required δmax holds when it is ≥ this, so lower is safer).
    """

    minimum: ModelResult
    maximum: ModelResult


def delta_presence(class_sizes: np.ndarray, population_matches: np.ndarray) -> DeltaPresence:
    """δ_i = |E_i| / N_i per class; ``minimum.value`` = δmin achieved, ``maximum.value`` = δmax achieved."""
    per_class = link_probabilities(class_sizes, population_matches)
    return DeltaPresence(
        minimum=ModelResult.from_per_class("delta-presence (delta min)", per_class, higher_is_safer=True),
        maximum=ModelResult.from_per_class("delta-presence (delta max)", per_class, higher_is_safer=False),
    )


def class_key_labels(release_partition: Partition, columns: Sequence[Column]) -> np.ndarray:
    """Classes x QIs object array of each class's released QI texts, for a partition built from these columns'
    codes (``partition(dataset.codes(qis))``)."""
    keys = release_partition.keys
    if keys.shape[1] != len(columns):
        raise ValueError(f"the partition has {keys.shape[1]} QIs but {len(columns)} columns were given")
    labels = np.empty(keys.shape, dtype=object)
    for j, column in enumerate(columns):
        labels[:, j] = column.values[keys[:, j]]
    return labels


def population_matches(release_partition: Partition, release_key_labels: np.ndarray,
                       population_labels: np.ndarray, population_records: np.ndarray | None = None) -> np.ndarray:
    """N_i for every class: population rows whose (already generalized) QI label tuple equals class i's key.

    ``release_key_labels``: classes x QIs labels (:func:`class_key_labels`); ``population_labels``: population rows
    x QIs labels, the population generalized with the same hierarchies and levels as the release;
    ``population_records``: the people each population row stands for (None: one each; a grouped population).
    """
    keys = np.asarray(release_key_labels, dtype=object)
    population = np.asarray(population_labels, dtype=object)
    if keys.ndim != 2 or keys.shape[0] != release_partition.n_classes:
        raise ValueError(f"expected {release_partition.n_classes} class keys, got an array of shape {keys.shape}")
    if population.ndim != 2 or population.shape[1] != keys.shape[1]:
        raise ValueError(f"the population has shape {population.shape}, but the classes have {keys.shape[1]} QIs")
    n_classes = keys.shape[0]
    if n_classes == 0:
        return np.zeros(0, np.int64)
    both = np.concatenate([keys, population])
    codes = np.zeros((len(both), both.shape[1]), np.int64)
    stars = np.full(both.shape[1], -1, np.int64)
    for j in range(both.shape[1]):
        column_codes, uniques = pd.factorize(both[:, j], use_na_sentinel=False)
        codes[:, j] = column_codes
        stars[j] = next((i for i, label in enumerate(uniques) if label == SUPPRESSED_LABEL), -1)
    return matches_with_suppressed_cells(codes[:n_classes], codes[n_classes:], stars, population_records)


def matches_with_suppressed_cells(class_codes: np.ndarray, population_codes: np.ndarray,
                                  stars: np.ndarray, population_records: np.ndarray | None = None) -> np.ndarray:
    """N_E for every class from integer codes shared per column by the classes and the population: the population
    rows equal to the class's key in every column where the key is not a suppressed cell.

    ``stars``: each column's code of ``*`` (−1 if none); ``population_records``: the people of each population
    row (None: one). A ``*`` in the key is a suppressed cell that matches every
    population row (the attacker cannot see the value: the top level of its hierarchy) when the population, at the
    release's level, shows no ``*`` in that column; where it does (``*`` is that level's own label, e.g. the top
    level), the key matches the rows labelled ``*``, as without cell suppression. Classes are grouped by their
    pattern of suppressed cells (few patterns), and each pattern matched on its other columns at once."""
    class_codes = np.asarray(class_codes, np.int64)
    population_codes = np.asarray(population_codes, np.int64)
    stars = np.asarray(stars, np.int64)
    population_stars = (population_codes == stars).any(axis=0) if len(population_codes) else \
        np.zeros(len(stars), bool)
    wildcard = (class_codes == stars) & (stars >= 0) & ~population_stars
    matches = np.zeros(len(class_codes), np.int64)
    if not len(class_codes):
        return matches
    patterns, pattern_of = np.unique(wildcard, axis=0, return_inverse=True)
    pattern_of = pattern_of.reshape(-1)
    for number, pattern in enumerate(patterns):  # a loop over patterns of * columns, not over classes
        classes = np.flatnonzero(pattern_of == number)
        shown = np.flatnonzero(~pattern)
        both = np.concatenate([class_codes[np.ix_(classes, shown)], population_codes[:, shown]])
        groups, n_groups = group_rows([both[:, j] for j in range(both.shape[1])])
        if not shown.size:  # every QI suppressed: the class matches the whole population
            groups, n_groups = np.zeros(len(both), np.int64), 1
        population_per_group = np.bincount(groups[classes.size:], weights=population_records,
                                           minlength=n_groups).astype(np.int64)
        matches[classes] = population_per_group[groups[:classes.size]]
    return matches


def _class_values(requirement, sizes, counts, sensitive, reference, population=None) -> np.ndarray:
    if population is None:
        raise InputError(_("{label} needs a population table").format(label=requirement.label))
    return delta_presence(sizes, population).maximum.per_class


def _validate(requirement) -> None:
    if requirement.attribute:
        raise InputError(_("δ-presence protects membership in the whole release, not one attribute; it takes "
                           "no attribute"), column=requirement.attribute)
    if not 0 < requirement.value <= 1:  # δmax itself out of range: its own check names it
        return
    delta_min = 0.0 if requirement.delta_min is None else float(requirement.delta_min)
    if not np.isfinite(delta_min) or not 0 <= delta_min <= requirement.value:
        raise InputError(_("δmin of δ-presence must lie between 0 and δmax ({delta_max:g})").format(
            delta_max=requirement.value), value=delta_min)


MODEL = ModelSpec(
    name="delta-presence", title=N_("δ-presence"), order=70,
    parameter=Parameter("delta_max", N_("δ-presence upper bound"), minimum=0, maximum=1, above=True, default=0.5,
                        absent=1.0),
    extras=(Parameter("delta_min", N_("δ-presence lower bound"), field="delta_min", minimum=0, maximum=1,
                      default=0.0, absent=0.0),),
    labels={None: N_("({delta_min:g}, {value:g})-presence")},
    values=_class_values, validate=_validate, per_attribute=False, needs_population=True,
    holds=lambda requirement, per_class: ((per_class >= requirement.delta_min - TOLERANCE)
                                          & (per_class <= requirement.value + TOLERANCE)),
    # a merged class's δ is the mediant Σ|E| / ΣN of its parts: never above the largest part's (δmax is monotone),
    # but population rows that are not released (δ = 0) pull it below δmin
    monotone_without_suppression=lambda requirement: not (requirement.delta_min or 0.0) > 0.0,
    searches=frozenset({"optimal"}),
    details=lambda requirement, per_class: {"required_min": requirement.delta_min,
                                            "achieved_min": float(per_class.min()) if len(per_class) else None},
    help=(N_("δ-presence"),
          N_("Membership disclosure: whether a person is in the released table at all (for example a list of "
             "patients with a disease) is hidden among the matching people of a population table."),
          N_("δ of a group is its released records divided by the population's records that look the same. "
             "(δmin, δmax) bounds it from below and above; δmax = 0.5 means at most a one-in-two chance that a "
             "matching person of the population is in the release."),
          N_("Generalize more so that each group matches more people of the population, raise the suppression "
             "limit, or widen the bounds. The population table must contain the released people.")),
    kind="delta_presence",
    meaning=N_("Someone who knows the population cannot be sure whether a person is in the release."))
