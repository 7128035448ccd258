"""A toy privacy model in one file, as a plug-in would add one (engine/models/registry.py): "m-spread", every
class spans at least m different values of its sensitive attribute or is at least m records large — whichever it
reaches. Only the registry knows it; the command line, the project format and the report find it there."""

from __future__ import annotations

import numpy as np

from privdesk.engine.models import registry
from privdesk.engine.models.spec import ModelSpec, Parameter, at_least, attribute_counts


def _values(requirement, sizes, counts, sensitive, reference, population=None):
    distinct = (attribute_counts(requirement, counts) > 0).sum(axis=1)
    return np.maximum(distinct, 0).astype(float)


MODEL = ModelSpec(
    name="m-spread", title="m-spread", order=999,
    parameter=Parameter("m", "m-spread: at least m different values per class", minimum=1, whole=True, default=2),
    labels={None: "{value:g}-spread on '{attribute}'"},
    values=_values, holds=at_least, higher_is_safer=lambda requirement: True,
    help=("m-spread", "A toy model.", "m is the fewest values in a class.", "Generalize more."),
    kind="m_spread", meaning="Every group holds at least {required} values of {attribute} (toy model).")


def install() -> ModelSpec:
    return registry.register(MODEL)


def uninstall() -> None:
    registry.unregister(MODEL.name)
