"""The privacy-model flags of ``privdesk anonymize``, made from the model registry (``engine/models/registry.py``):
each model's parameter is a flag named after its project key (``--k``, ``--delta-max``), with its extras
(``--c``, ``--delta-min``) and its variant choice (``--l-variant``); a model added to the registry appears here
without an edit."""

from __future__ import annotations

import argparse
from typing import Callable

from privdesk.common.i18n import _
from privdesk.engine.core.errors import InputError


def add_model_flags(group: argparse._ArgumentGroup) -> None:
    """One flag per model parameter, extra parameter and variant choice (a flag two models share is added once)."""
    from privdesk.engine.models import registry

    added: set[str] = set()

    def add(flag: str, **options) -> None:
        if flag not in added:
            added.add(flag)
            group.add_argument(flag, **options)

    for spec in registry.offered():
        for parameter in (spec.parameter, *spec.extras):
            add(parameter.flag, type=parameter_type(parameter.key), help=_(parameter.help or spec.title),
                dest=_dest(parameter.flag))
        if spec.variant_flag:
            add(spec.variant_flag, choices=list(spec.variants), default=spec.variant_default,
                dest=_dest(spec.variant_flag))


def requirements_from_flags(args: argparse.Namespace, sensitive: list[str]) -> list:
    """The requirements the model flags ask for: one per model given (a model on a sensitive attribute: one per
    ``sensitive`` attribute). A model is asked for by its parameter's flag, or by an extra's flag when its
    parameter has a value for when it is absent (δ-presence's δmax = 1 with only ``--delta-min``)."""
    from privdesk.engine.models import registry
    from privdesk.engine.models.requirements import Requirement

    requirements = []
    for spec in registry.offered():
        value = getattr(args, _dest(spec.parameter.flag), None)
        extras = {extra.field: getattr(args, _dest(extra.flag), None) for extra in spec.extras}
        if value is None:
            if spec.parameter.absent is None or all(given is None for given in extras.values()):
                continue
            value = spec.parameter.absent
        variant = getattr(args, _dest(spec.variant_flag), None) if spec.variant_flag else None
        fields = {"variant": variant, **extras}
        if not spec.per_attribute:
            requirements.append(Requirement(spec.name, value, **fields))
            continue
        if not sensitive:
            raise InputError(_("{model} needs --sensitive").format(model=spec.name))
        requirements += [Requirement(spec.name, value, name, **fields) for name in sensitive]
    return requirements


def parameter_type(key: str) -> Callable[[str], float]:
    """An argparse type that accepts only the range of ``key`` (a model's parameter or a run setting,
    ``engine.requirements.parameter``): a value outside it is exit 2 naming the flag and the range. A whole
    number stays an int."""
    def convert(text: str):
        from privdesk.engine.models.requirements import parameter

        allowed = parameter(key)
        try:
            number = float(text.strip())
        except ValueError:
            number = float("nan")
        if not allowed.accepts(number):
            raise argparse.ArgumentTypeError(allowed.refusal(text).message)
        return int(number) if allowed.whole else number

    convert.__name__ = key  # argparse names the type in its own messages
    return convert


def _dest(flag: str) -> str:
    return flag.lstrip("-").replace("-", "_")
