"""k-anonymity (docs/spec.md §4; Sweeney, "k-anonymity: a model for protecting privacy", IJUFKS 2002).

Every equivalence class must hold at least k records, so the achieved k is the smallest class size. Suppressed rows
join no class (classes.py) and so never lower k.
"""

from __future__ import annotations

import numpy as np

from privdesk.common.i18n import N_
from privdesk.engine.core.classes import Partition
from privdesk.engine.core.tolerance import TOLERANCE
from privdesk.engine.models.base import ModelResult
from privdesk.engine.models.spec import ModelSpec, Parameter, at_least


def k_anonymity(partition: Partition) -> ModelResult:
    """Achieved k = min |E|; ``per_class`` = class sizes (higher is safer)."""
    return ModelResult.from_per_class("k-anonymity", partition.sizes, higher_is_safer=True)


def _class_sizes(requirement, sizes, counts, sensitive, reference, population=None):
    return sizes.astype(float)


def _at_least_k(requirement, sensitive, reference) -> int:
    return int(np.ceil(requirement.value - TOLERANCE))


MODEL = ModelSpec(
    name="k-anonymity", title=N_("k-anonymity"), order=10,
    parameter=Parameter("k", N_("k-anonymity: every class has at least k rows"), minimum=1, whole=True, default=5),
    labels={None: N_("{value:g}-anonymity")},
    values=_class_sizes, holds=at_least, per_attribute=False, higher_is_safer=lambda requirement: True,
    monotone_with_suppression=lambda requirement: True, union_closed=lambda requirement: True,
    empty_class_fails=lambda requirement: True, smallest_class=_at_least_k, class_size=True,
    help=(N_("k-anonymity"),
          N_("Re-identification: someone who knows a person's quasi-identifiers (age, ZIP code, sex …) cannot tell "
             "which of at least k records is theirs."),
          N_("k is the size of the smallest group of look-alike records. k = 5 means every record has at least four "
             "look-alikes; larger is safer. Start with k = 5 (k = 10 or more for a public release)."),
          N_("Generalize more (coarser age bands, shorter ZIP codes), allow some suppression so that the few "
             "unusual records are removed, or mark fewer columns as quasi-identifiers if they are not known to "
             "attackers.")),
    kind="k",
    meaning=N_("Every combination of the identifying attributes ({qis}) is shared by at least {required} records, "
               "so nobody can be singled out by them."))
