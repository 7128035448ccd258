"""k-map against a population table (El Emam & Dankar, "Protecting privacy using k-anonymity", JAMIA 15(5), 2008;
ARX ``KMap`` with a research subset; ``models/population_models.py`` has the other population-risk thresholds).

Every released class matches at least k rows of the population table, its QIs generalized as the release's: the
class's value is N_E, the population rows the searches already count for δ-presence. A merged class matches the sum
of its parts' rows, so k-map is monotone with and without suppression and union-closed, like k-anonymity. It is
asked for with ``--k-map`` (``cli/population.py``), not among the Privacy page's models.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

from privdesk.common.i18n import N_, _
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.tolerance import TOLERANCE
from privdesk.engine.models.spec import ModelSpec, Parameter, at_least


def _population_rows(requirement, sizes, counts, sensitive, reference, population=None) -> np.ndarray:
    if population is None:
        raise InputError(_("{label} needs a population table").format(label=requirement.label))
    return np.asarray(population, dtype=float)


def fewest_people(requirements: Sequence) -> int:
    """The fewest population rows a class must match to meet every k-map requirement among ``requirements`` (0
    without one): ``at_least``'s verdict on whole counts. A class matching fewer fails, and so does every part of it
    (a part matches at most the whole's rows), which the optimal search prunes with (``pair_small_records``)."""
    return max((math.ceil(r.value - TOLERANCE) for r in requirements if r.spec is MODEL), default=0)


def _at_least_k(requirement, sensitive, reference) -> int:
    return 1  # a class of one sample row can match k population rows


MODEL = ModelSpec(
    name="k-map", title=N_("k-map"), order=75,
    parameter=Parameter("k", N_("k-map: every class matches at least k rows of the population table"), minimum=1,
                        whole=True, default=5),
    labels={None: N_("{value:g}-map")},
    values=_population_rows, holds=at_least, per_attribute=False, needs_population=True,
    higher_is_safer=lambda requirement: True,
    monotone_with_suppression=lambda requirement: True, union_closed=lambda requirement: True,
    smallest_class=_at_least_k,
    # the population is matched against hierarchy labels: ranges and value sets of local recodings cannot be
    searches=frozenset({"optimal"}),
    offered=False,
    help=(N_("k-map"),
          N_("Re-identification against the population: every released group matches at least k people of the "
             "population table, not only of the released table."),
          N_("k is the fewest people of the population a group matches; larger is safer."),
          N_("Generalize more, or give the population table the data was drawn from.")),
    kind="k_map",
    meaning=N_("Every combination of the identifying attributes ({qis}) matches at least {required} people of the "
               "population table."))
