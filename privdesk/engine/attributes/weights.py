"""Quasi-identifier weights w_j > 0 with Σ w_j = 1 (SPEC §2, seed 001: weighted attribute entropy H_w).

Users type any positive numbers (e.g. 2, 1, 1); they are normalised here, once, so every formula can rely on the sum
being 1.
"""

from __future__ import annotations

import math
from typing import Any, Mapping, Sequence

from privdesk.common.i18n import _
from privdesk.engine.core.errors import InputError


def normalize_weights(weights: Mapping[str, Any], attributes: Sequence[str]) -> dict[str, float]:
    """Weights of ``attributes`` (in that order) scaled to sum to 1.

    Every listed attribute needs a weight and no other name may have one; each weight must be a finite number > 0.
    """
    attributes = list(attributes)
    _check_unique(attributes)
    lacking = [a for a in attributes if a not in weights]
    if lacking:
        raise InputError(_("no weight for {columns}; every quasi-identifier needs a weight greater than 0").format(
            columns=_names(lacking)))
    unknown = [name for name in weights if name not in set(attributes)]
    if unknown:
        raise InputError(_("weight given for {columns}, which is not one of the quasi-identifiers "
                           "({qis})").format(columns=_names(unknown), qis=_names(attributes)))
    values = {a: _positive(weights[a], a) for a in attributes}
    total = math.fsum(values.values())
    if not math.isfinite(total):
        raise InputError(_("the weights are too large to add up; scale them down"))
    return {a: v / total for a, v in values.items()}


def equal_weights(attributes: Sequence[str]) -> dict[str, float]:
    """w_j = 1/q for each of the q attributes."""
    attributes = list(attributes)
    _check_unique(attributes)
    return {a: 1.0 / len(attributes) for a in attributes}


def _positive(value: Any, attribute: str) -> float:
    try:
        number = math.nan if isinstance(value, bool) else float(value)
    except (TypeError, ValueError):
        number = math.nan
    if not (math.isfinite(number) and number > 0):
        raise InputError(_("the weight must be a finite number greater than 0"), column=attribute, value=value)
    return number


def _check_unique(attributes: list[str]) -> None:
    repeated = sorted({a for a in attributes if attributes.count(a) > 1})
    if repeated:
        raise InputError(_("{columns} listed more than once among the quasi-identifiers").format(
            columns=_names(repeated)))


def _names(names: Sequence[str]) -> str:
    return ", ".join(f"'{n}'" for n in names)
