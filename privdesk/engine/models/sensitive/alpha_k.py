"""(α,k)-anonymity (docs/spec.md §4; Wong, Li, Fu, Wang, "(α,k)-anonymity: an enhanced k-anonymity model for
privacy-preserving data publishing", KDD 2006).

A table is (α,k)-anonymous when it is k-anonymous and, in every class, every sensitive value's frequency (its share
of the class) is at most α. The achieved α is therefore the largest share of one value in one class; k is reported by
:func:`~privdesk.engine.models.k_anonymity.k_anonymity`.
"""

from __future__ import annotations

import numpy as np

from privdesk.common.i18n import N_
from privdesk.engine.models.base import ModelResult
from privdesk.engine.models.spec import ModelSpec, Parameter, attribute_counts


def alpha_k(counts: np.ndarray, attribute: str | None = None) -> ModelResult:
    """Achieved α = max over classes of (count of the class's most frequent value / class size).

    ``counts``: classes x values matrix, e.g. from ``partition.value_counts`` (lower is safer).
    """
    counts = np.asarray(counts)
    sizes = counts.sum(axis=1)
    per_class = (counts.max(axis=1) / np.where(sizes > 0, sizes, 1) if counts.shape[1]
                 else np.zeros(len(counts)))
    return ModelResult.from_per_class("(alpha,k)-anonymity", per_class, higher_is_safer=False, attribute=attribute)


MODEL = ModelSpec(
    name="alpha-k", title=N_("(α,k)-anonymity"), order=40,
    parameter=Parameter("alpha", N_("(α,k)-anonymity: largest share of one value in a class"), minimum=0,
                        maximum=1, above=True, default=0.5),
    labels={None: N_("(α = {value:g}, k)-anonymity on '{attribute}'")},
    values=lambda requirement, sizes, counts, *rest: alpha_k(attribute_counts(requirement, counts)).per_class,
    help=(N_("(α,k)-anonymity"),
          N_("Attribute disclosure by a dominant value: no sensitive value makes up more than a share α of any "
             "group."),
          N_("α is the largest share of one sensitive value in a group (0 to 1); smaller is safer. α = 0.5 means no "
             "group is more than half one diagnosis."),
          N_("Generalize more so that groups mix values, raise the suppression limit, or raise α.")),
    kind="alpha", percent=True,
    meaning=N_("In every group no single value of {attribute} covers more than {required} of the records."))
