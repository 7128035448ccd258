"""The differentially private table release (SafePub, ``safepub.py``) behind the search contract of
``engine/search/contract.py``, registered as ``"dp"``.

Its settings come in ``SearchProblem.options["dp"]`` (a project's ``algorithm`` entry or the command line's flags):
``epsilon``, ``delta``, ``steps`` (search steps of the data-dependent variant), ``score`` (its score function,
``safepub_scores.SCORE_NAMES``), ``degree`` or ``levels`` (the
data-independent variant), ``search_share`` and ``seed`` (reproducible runs only).

Unlike the other strategies it declares two facts the app layer acts on (``app/anonymize.py``), without knowing
its name:

- :meth:`DifferentialPrivacyRelease.privacy_cost`: what a run spends of the data set's privacy budget; the app
  charges it before anything is drawn (a cancelled run still counts as spent: its sample was drawn);
- :meth:`DifferentialPrivacyRelease.derived_requirements`: what its release is re-checked against instead of the
  run's models — k-anonymity with the k derived from (ε, δ).

``blanks_unsampled_rows``: every column of a row outside the random sample is released as "*", which no
sensitivity-level table lists, so the report must not look the release up in them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

import numpy as np

from privdesk.common.i18n import N_, _
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.progress import Progress
from privdesk.engine.search.contract import (
    Budget,
    Candidate,
    LimitReached,
    Limits,
    SearchProblem,
    stopped_without_release,
)
from privdesk.engine.search.result import Anonymization

DP_KEYS = ("epsilon", "delta", "steps", "degree", "levels", "search_share", "seed", "budget", "score",
           "rows_per_person")


def dp_settings(source: Mapping[str, Any]) -> dict[str, Any]:
    """The DP entries of a project's ``algorithm`` (or the command line's flags), checked."""
    dp = {key: source[key] for key in DP_KEYS if source.get(key) is not None}
    if "epsilon" not in dp or "delta" not in dp:
        raise InputError(_("the differentially private release needs ε and δ (--epsilon, --dp-delta)"))
    return dp


def row_privacy(dp: Mapping[str, Any]) -> tuple[float, float, int]:
    """(ε, δ) each row gets, and the rows N a person may have: with at most N rows of a person in the
    table, a release that is (ε₀, δ₀)-DP for rows is (Nε₀, N·e^((N−1)ε₀)·δ₀)-DP for persons (group privacy), so the
    (ε, δ) asked for persons needs ε₀ = ε / N and δ₀ = δ / (N·e^((N−1)ε₀)). N = 1: the (ε, δ) asked."""
    import math

    epsilon, delta = float(dp["epsilon"]), float(dp["delta"])
    rows = int(dp.get("rows_per_person") or 1)
    if rows < 1:
        raise InputError(_("the rows kept per person must be a whole number of at least 1"), value=rows)
    row_epsilon = epsilon / rows
    return row_epsilon, delta / (rows * math.exp((rows - 1) * row_epsilon)), rows


@dataclass(frozen=True)
class PrivacyCost:
    """What one release spends: (ε, δ), the mechanism, and the parameters the ledger records."""

    epsilon: float
    delta: float
    mechanism: str
    parameters: dict[str, Any] = field(default_factory=dict)


class DifferentialPrivacyRelease:
    """SafePub, data-dependent or data-independent, as a strategy (module notes)."""

    name = "dp"
    title = N_("differentially private release (SafePub)")
    checks_graded = False
    blanks_unsampled_rows = True

    def supports(self, problem: SearchProblem) -> str | None:
        try:
            self.privacy_cost(problem)
        except InputError as error:
            return error.message
        return None

    def privacy_cost(self, problem: SearchProblem) -> PrivacyCost:
        """The (ε, δ) a run spends; InputError for settings SafePub refuses (checked before anything is charged)."""
        from privdesk.engine.dp.safepub import DEFAULT_SEARCH_SHARE, DEFAULT_STEPS, MECHANISM, split_budget
        from privdesk.engine.dp.safepub_scores import score_key

        dp = dp_settings(problem.options.get("dp") or {})
        epsilon, delta = float(dp["epsilon"]), float(dp["delta"])
        row_epsilon, row_delta, rows = row_privacy(dp)
        independent = dp.get("degree") is not None or dp.get("levels") is not None
        steps = dp.get("steps", DEFAULT_STEPS)
        parameters = split_budget(row_epsilon, row_delta, independent, steps,
                                  float(dp.get("search_share", DEFAULT_SEARCH_SHARE)))[2]
        per_person = {} if rows == 1 else {"rows_per_person": rows, "row_epsilon": row_epsilon,
                                           "row_delta": row_delta}
        return PrivacyCost(epsilon, delta, MECHANISM, per_person | {
            "variant": "data-independent" if independent else "data-dependent",
            "steps": None if independent else steps, "degree": dp.get("degree"),
            "score": None if independent else score_key(dp.get("score", "loss")), "beta": parameters.beta,
            "k": parameters.k})

    def run(self, problem: SearchProblem, progress: Progress, limits: Limits) -> Anonymization:
        from privdesk.engine.dp.safepub import DEFAULT_SEARCH_SHARE, DEFAULT_STEPS, safepub

        dp = dp_settings(problem.options.get("dp") or {})
        budget = Budget(limits, progress)
        hierarchies = {q: h for q, h in problem.hierarchies.items() if q in problem.qis}
        try:  # a limit ends it without a release: SafePub has none before its last step
            row_epsilon, row_delta, _rows = row_privacy(dp)
            result = safepub(problem.dataset, list(problem.qis), hierarchies, row_epsilon,
                             row_delta, rng=np.random.default_rng(dp.get("seed")), levels=dp.get("levels"),
                             degree=dp.get("degree"), steps=dp.get("steps", DEFAULT_STEPS),
                             score=dp.get("score", "loss"),
                             search_share=float(dp.get("search_share", DEFAULT_SEARCH_SHARE)),
                             progress=budget.watching())
        except LimitReached:
            raise stopped_without_release(limits) from None
        result.optimal = False  # a randomised release, proven private, not optimal
        result.seconds = budget.seconds
        result.nodes_evaluated = max(1, len(result.details.get("trace") or ()))
        progress.partial(Candidate(result.transformation, result.details.get("score"), result.suppressed_count,
                                   result.nodes_evaluated, result.seconds))
        return result

    @staticmethod
    def derived_requirements(result: Anonymization) -> list:
        """What a DP release is re-checked against: k-anonymity with the k derived from (ε, δ)."""
        from privdesk.engine.models.requirements import Requirement

        return [Requirement.from_dict({"model": "k-anonymity", "k": int(result.details["dp"]["k"])})]
