"""The privacy budget of one data set: every differentially private release drawn from it, and what is left.

Sequential composition (Dwork & Roth, "The Algorithmic Foundations of Differential Privacy", theorem 3.16; GB/T
37964-2019 appendix B, "隐私预算可组合性"): releases with (ε1, δ1), (ε2, δ2), ... together satisfy
(Σ εi, Σ δi)-DP. It holds for any mix of mechanisms (pure ε-DP releases have δ = 0) and needs no assumption about
them, which is why it is the default accountant.

zCDP composition (``composition="zcdp"``, :mod:`.zcdp`): releases that carry a ρ (Gaussian-noise statistics,
Δ²/2σ²; a pure ε-DP release counts as ε²/2) add their ρ, and the sum is converted once to (ε, δ) at the δ the
budget has left, which for many small Gaussian releases costs far less than adding their (ε, δ). Releases with a
δ but no ρ (SafePub) still add their (ε, δ) on top; pure ε-DP releases are charged whichever of ε²/2 in the sum or
ε on top gives the smaller total, so a zCDP budget never spends more than a sequential one would.

A request that would exceed either total is refused *before* anything is drawn (:class:`BudgetExceeded`, a kind of
bad input that the command line turns into exit 1: a requested privacy guarantee cannot be met). A relative
tolerance of 1e-9 absorbs float rounding (ten releases of ε = 0.1 fit a budget of 1).

The ledger is plain data (``to_dict``/``from_dict``), so a project can keep it with its data set and a report can
show every release with its mechanism and parameters.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.core.errors import InputError
from privdesk.engine.dp.zcdp import COMPOSITIONS, SEQUENTIAL, epsilon_from_rho, pure_dp_rho

_TOLERANCE = 1e-9
DEFAULT_TOTAL_DELTA = 1e-4
"""δ a new data set's budget allows when only ε is given: ten releases of δ = 1e-5 (δ should stay far below one
over the number of records; raise it only knowingly)."""


class BudgetExceeded(InputError):
    """A release was refused because it would spend more than the budget left."""


@dataclass(frozen=True)
class Spend:
    """One release charged to a budget."""

    what: str
    epsilon: float
    delta: float = 0.0
    mechanism: str = ""
    parameters: dict[str, Any] = field(default_factory=dict)
    when: str = ""                      # ISO time, filled in by whoever records the release
    rho: float | None = None            # zCDP cost of a Gaussian-noise release (its ε, δ: that ρ converted alone)

    def to_dict(self) -> dict[str, Any]:
        entry = {"what": self.what, "epsilon": self.epsilon, "delta": self.delta, "mechanism": self.mechanism,
                 "parameters": dict(self.parameters), "when": self.when}
        return entry if self.rho is None else {**entry, "rho": self.rho}

    @classmethod
    def from_dict(cls, entry: dict[str, Any]) -> "Spend":
        return cls(str(entry["what"]), float(entry["epsilon"]), float(entry.get("delta", 0.0)),
                   str(entry.get("mechanism", "")), dict(entry.get("parameters", {})), str(entry.get("when", "")),
                   float(entry["rho"]) if entry.get("rho") is not None else None)


def _number(value: Any, name: str, *, positive: bool) -> float:
    try:
        number = float(value)
    except (TypeError, ValueError):
        raise InputError(_("{name} must be a number").format(name=name), value=value) from None
    if isinstance(value, bool) or not math.isfinite(number) or number < 0 or (positive and number == 0):
        message = _("{name} must be greater than 0") if positive else _("{name} must be 0 or more")
        raise InputError(message.format(name=name), value=value)
    return number


def new_budget(total_epsilon: float, release_delta: float = 0.0, composition: str = SEQUENTIAL) -> "PrivacyBudget":
    """A data set's first budget when the user gives its total ε: δ total :data:`DEFAULT_TOTAL_DELTA`, or the
    first release's δ when that is larger."""
    return PrivacyBudget(total_epsilon, max(DEFAULT_TOTAL_DELTA, float(release_delta or 0.0)), composition)


class PrivacyBudget:
    """Totals ε (and δ) spent by sequential composition; a release beyond either total is refused."""

    def __init__(self, total_epsilon: float, total_delta: float = 0.0, composition: str = SEQUENTIAL) -> None:
        self.total = _number(total_epsilon, _("epsilon"), positive=True)
        self.total_delta = _number(total_delta, _("delta"), positive=False)
        if composition not in COMPOSITIONS:
            raise InputError(_("unknown composition {name!r}; choose one of {names}").format(
                name=composition, names=", ".join(COMPOSITIONS)))
        self.composition = composition
        self._entries: list[Spend] = []

    @property
    def total_epsilon(self) -> float:
        return self.total

    @property
    def spent(self) -> float:
        return self._composed(self._entries)[0]

    @property
    def spent_delta(self) -> float:
        return self._composed(self._entries)[1]

    @property
    def spent_rho(self) -> float:
        """Σρ of the releases composed under zCDP (Gaussian ones, and pure ε-DP ones as ε²/2)."""
        return math.fsum(e.rho if e.rho is not None else pure_dp_rho(e.epsilon)
                         for e in self._entries if e.rho is not None or e.delta == 0)

    def _composed(self, entries: list[Spend]) -> tuple[float, float]:
        """(ε, δ) that ``entries`` satisfy together under this budget's composition."""
        if self.composition == SEQUENTIAL:
            return math.fsum(e.epsilon for e in entries), math.fsum(e.delta for e in entries)
        gaussian = [e.rho for e in entries if e.rho is not None]
        pure = [e.epsilon for e in entries if e.rho is None and e.delta == 0]
        approximate = [e for e in entries if e.rho is None and e.delta > 0]
        epsilon = math.fsum(e.epsilon for e in approximate)
        delta = math.fsum(e.delta for e in approximate)
        left = self.total_delta - delta  # the δ at which the summed ρ is converted
        if not gaussian and not pure:
            return epsilon, delta
        if not gaussian:  # pure releases alone: their ε²/2 converted, or simply their sum
            converted = epsilon_from_rho(math.fsum(pure_dp_rho(x) for x in pure), left) if left > 0 else math.inf
            return (epsilon + converted, delta + left) if converted < math.fsum(pure) else (
                epsilon + math.fsum(pure), delta)
        if left <= 0:
            return math.inf, delta
        together = epsilon_from_rho(math.fsum(gaussian) + math.fsum(pure_dp_rho(x) for x in pure), left)
        apart = epsilon_from_rho(math.fsum(gaussian), left) + math.fsum(pure)
        return epsilon + min(together, apart), delta + left

    @property
    def remaining(self) -> float:
        return max(self.total - self.spent, 0.0)

    @property
    def remaining_delta(self) -> float:
        return max(self.total_delta - self.spent_delta, 0.0)

    @property
    def entries(self) -> list[Spend]:
        return list(self._entries)

    @property
    def ledger(self) -> list[tuple[str, float]]:
        """``(what, epsilon)`` in the order spent."""
        return [(e.what, e.epsilon) for e in self._entries]

    def can_spend(self, epsilon: float, delta: float = 0.0, rho: float | None = None) -> bool:
        after = self._composed([*self._entries, Spend("", float(epsilon), float(delta), rho=rho)])
        return after[0] <= self.total * (1 + _TOLERANCE) and after[1] <= self.total_delta * (1 + _TOLERANCE)

    def spend(self, epsilon: float, what: str, *, delta: float = 0.0, mechanism: str = "",
              parameters: dict[str, Any] | None = None, when: str = "", rho: float | None = None) -> Spend:
        """Charge a release, or raise :class:`BudgetExceeded` (and charge nothing) if it exceeds the budget.
        A Gaussian-noise release gives its ``rho`` (zCDP) with the (ε, δ) it has alone; a zCDP budget composes
        the ρ's, a sequential one the (ε, δ)'s."""
        epsilon = _number(epsilon, _("epsilon"), positive=True)
        delta = _number(delta, _("delta"), positive=False)
        rho = None if rho is None else _number(rho, _("rho"), positive=True)
        if not self.can_spend(epsilon, delta, rho):
            after = self._composed([*self._entries, Spend("", epsilon, delta, rho=rho)])
            if after[0] > self.total * (1 + _TOLERANCE):
                message = _("privacy budget exceeded: '{what}' asks for ε = {epsilon:.6g}, but {spent:.6g} of "
                            "{total:.6g} is spent and only {remaining:.6g} remains").format(
                    what=what, epsilon=epsilon, spent=self.spent, total=self.total, remaining=self.remaining)
            else:
                message = _("privacy budget exceeded: '{what}' asks for δ = {delta:.3g}, but {spent:.3g} of "
                            "{total:.3g} is spent and only {remaining:.3g} remains").format(
                    what=what, delta=delta, spent=self.spent_delta, total=self.total_delta,
                    remaining=self.remaining_delta)
            raise BudgetExceeded(message)
        entry = Spend(str(what), epsilon, delta, mechanism, dict(parameters or {}), when, rho)
        self._entries.append(entry)
        return entry

    def stamp(self, first: int, when: str) -> None:
        """Set the time of the entries from index ``first`` on (the mechanisms charge without a clock)."""
        self._entries[first:] = [replace(e, when=when) for e in self._entries[first:]]

    def to_dict(self) -> dict[str, Any]:
        doc = {"composition": self.composition, "total_epsilon": self.total, "total_delta": self.total_delta,
               "spent_epsilon": self.spent, "spent_delta": self.spent_delta,
               "releases": [e.to_dict() for e in self._entries]}
        return doc if self.composition == SEQUENTIAL else {**doc, "spent_rho": self.spent_rho}

    @classmethod
    def from_dict(cls, doc: dict[str, Any]) -> "PrivacyBudget":
        budget = cls(doc["total_epsilon"], doc.get("total_delta", 0.0), doc.get("composition", SEQUENTIAL))
        budget._entries = [Spend.from_dict(e) for e in doc.get("releases", [])]
        return budget

    def __repr__(self) -> str:
        return (f"PrivacyBudget(total={self.total:g}, spent={self.spent:g}, remaining={self.remaining:g}, "
                f"composition={self.composition})")


def belief_bounds(prior, epsilon: float):
    """What ε means for one person: an attacker who believed with probability ``prior`` that the person has some
    property believes it after any ε-DP release with a probability between these bounds. ε-DP bounds the odds
    ratio (posterior odds ≤ e^ε × prior odds, Dwork & Roth §2.3), so

        upper = e^ε p / (1 − p + e^ε p),   lower = p / (p + e^ε (1 − p)).

    ``prior`` is a number or an array in [0, 1]; returns (lower, upper) of the same shape."""
    p = np.asarray(prior, dtype=float)
    factor = math.exp(float(epsilon))
    upper = factor * p / (1 - p + factor * p)
    lower = p / (p + factor * (1 - p))
    return lower, upper
