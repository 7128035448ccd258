"""The result of checking one requirement on a release: what was required, what was achieved, and whether it is met.

One type for every check a run makes (a registry model's re-check, the graded (αij,k,m) model, a uniqueness or
population-risk threshold), decided in one place: :meth:`RequirementCheck.judged` compares through the tolerance
module (``engine/core/tolerance.py``), or takes the per-class verdict of a model's own check. Jobs and renderers
read its attributes; :meth:`to_dict` writes the JSON form (summary.json, report.json, ``--json``) and
:meth:`from_dict` reads it back from a stored document.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping

import numpy as np

from privdesk.engine.core.tolerance import at_least, at_most

_FIELDS = ("requirement", "model", "key", "attribute", "required", "achieved", "met")


@dataclass(frozen=True)
class RequirementCheck:
    """One requirement checked on a release. ``requirement``: its label in words (None for a population-risk
    threshold, which names itself by ``model`` and ``key``); ``model``: the model's name; ``key``: the machine
    name of a population-risk figure; ``achieved``: the worst class value (None when infinite or not one
    number); ``details``: what the model's spec adds (δ-presence: its lower bound), written after ``met``."""

    requirement: str | None
    model: str
    attribute: str | None
    required: Any
    achieved: Any
    met: bool
    details: Mapping[str, Any] = field(default_factory=dict)
    key: str | None = None

    @classmethod
    def judged(cls, requirement: str | None, model: str, required: Any, achieved: Any, *,
               attribute: str | None = None, higher_is_safer: bool = False, holds: Any = None,
               details: Mapping[str, Any] | None = None, key: str | None = None) -> "RequirementCheck":
        """The check, with ``met`` decided: every entry of ``holds`` when given (the per-class verdict of a
        model's own check, or one bool), else ``achieved`` compared with ``required`` within the parameters'
        tolerance — at least (``higher_is_safer``: k, l …) or at most (t, δ, shares of records …)."""
        if holds is not None:
            met = bool(np.all(holds))
        elif higher_is_safer:
            met = bool(at_least(achieved, required))
        else:
            met = bool(at_most(achieved, required))
        return cls(requirement, model, attribute, required, achieved, met, dict(details or {}), key)

    def to_dict(self) -> dict[str, Any]:
        """The JSON form: requirement (when it has a label), model, key (when it has one), attribute, required,
        achieved, met, then the details."""
        entry: dict[str, Any] = {} if self.requirement is None else {"requirement": self.requirement}
        entry["model"] = self.model
        if self.key is not None:
            entry["key"] = self.key
        return entry | {"attribute": self.attribute, "required": self.required, "achieved": self.achieved,
                        "met": self.met} | dict(self.details)

    @classmethod
    def from_dict(cls, entry: Mapping[str, Any]) -> "RequirementCheck":
        """The inverse of :meth:`to_dict`, for a stored document (a record's checks, ``privdesk check``'s JSON):
        ``met`` as that run decided it."""
        return cls(entry.get("requirement"), entry.get("model"), entry.get("attribute"),
                   entry.get("required"), entry.get("achieved"), bool(entry.get("met")),
                   {k: v for k, v in entry.items() if k not in _FIELDS}, entry.get("key"))


def all_met(checks: Iterable[RequirementCheck]) -> bool:
    """Whether every check is met (no check: met)."""
    return all(check.met for check in checks)


def failed(checks: Iterable[RequirementCheck]) -> list[RequirementCheck]:
    """The checks that are not met, in order."""
    return [check for check in checks if not check.met]
