"""What every privacy-model check returns: the achieved parameter, per-class values and the worst classes."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from privdesk.engine.core.tolerance import at_most

WORST_SHOWN = 10


@dataclass(frozen=True)
class ModelResult:
    """The outcome of checking one privacy model on one table (docs/spec.md §4: report the achieved parameter).

    ``value`` is the achieved parameter (k, l, c, t, α, β, δ …). ``higher_is_safer`` says which way a requirement
    compares: k and l must reach the requirement (value ≥ required), t, α, β, δ must stay within it (value ≤
    required). ``per_class`` holds each class's value and ``worst_classes`` the indices of the classes that set
    ``value`` (at most WORST_SHOWN). For a table without classes (every row suppressed) the check holds vacuously
    and ``value`` is +inf (for ≥ models) or 0 (for ≤ models).
    """

    model: str
    value: float
    higher_is_safer: bool
    per_class: np.ndarray
    worst_classes: np.ndarray
    attribute: str | None = None
    detail: str = ""

    def satisfies(self, required: float) -> bool:
        if self.higher_is_safer:
            return bool(self.value >= required)
        return bool(at_most(self.value, required))

    @classmethod
    def combine(cls, parts: "list[ModelResult]") -> "ModelResult":
        """One result from the results of consecutive ranges of classes, checked one range at a time
        (``classes.class_spans``)."""
        if len(parts) == 1:
            return parts[0]
        first = parts[0]
        return cls.from_per_class(first.model, np.concatenate([p.per_class for p in parts]), first.higher_is_safer,
                                  first.attribute, first.detail)

    @classmethod
    def from_per_class(cls, model: str, per_class: np.ndarray, higher_is_safer: bool, attribute: str | None = None,
                       detail: str = "") -> "ModelResult":
        per_class = np.asarray(per_class, dtype=float)
        if per_class.size == 0:
            value = float("inf") if higher_is_safer else 0.0
            return cls(model, value, higher_is_safer, per_class, np.zeros(0, np.int64), attribute, detail)
        value = float(per_class.min() if higher_is_safer else per_class.max())
        worst = np.flatnonzero(per_class == value)[:WORST_SHOWN]
        return cls(model, value, higher_is_safer, per_class, worst, attribute, detail)
