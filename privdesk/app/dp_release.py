"""The differentially private table release as an anonymization strategy (``algorithm = "dp"``): SafePub
(engine/algorithms/safepub.py), charged to the data set's privacy budget before anything is drawn.

Settings (``Settings.dp``, or a project's ``algorithm`` entry): ``epsilon``, ``delta``, ``steps`` (search steps of
the data-dependent variant), ``degree`` or ``levels`` (the data-independent variant), ``search_share`` and
``seed`` (reproducible runs only). The release is re-checked as k-anonymous with the k derived from (ε, δ)
(:func:`derived_requirements`).

The budget: ``Settings.privacy_budget`` (the project's ledger) when present, else a one-off budget of
``dp["budget"]`` when given; ``Settings.save_budget`` (the project's save) is called right after the charge, so a
release that is later written is always in the ledger, and a cancelled run still counts as spent (its random
sample was drawn).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..engine.algorithms.privacy_budget import PrivacyBudget, new_budget
from ..engine.algorithms.result import Anonymization
from ..engine.algorithms.safepub import DEFAULT_SEARCH_SHARE, DEFAULT_STEPS, MECHANISM, safepub, split_budget
from ..engine.errors import InputError
from ..engine.progress import Progress
from ..engine.requirements import Requirement
from ..i18n import _
from .dp_stats import now

DP_KEYS = ("epsilon", "delta", "steps", "degree", "levels", "search_share", "seed", "budget")


def dp_settings(source: dict[str, Any]) -> dict[str, Any]:
    """The DP entries of a project's ``algorithm`` (or the command line's flags), checked."""
    dp = {key: source[key] for key in DP_KEYS if source.get(key) is not None}
    if "epsilon" not in dp or "delta" not in dp:
        raise InputError(_("the differentially private release needs ε and δ (--epsilon, --dp-delta)"))
    return dp


def dp_release(dataset, settings, progress: Progress) -> Anonymization:
    """Charge the budget, then run SafePub as ``settings.dp`` says."""
    dp = dp_settings(settings.dp)
    epsilon, delta = float(dp["epsilon"]), float(dp["delta"])
    independent = dp.get("degree") is not None or dp.get("levels") is not None
    steps = dp.get("steps", DEFAULT_STEPS)
    search_share = float(dp.get("search_share", DEFAULT_SEARCH_SHARE))
    # bad settings are refused before anything is charged
    parameters = split_budget(epsilon, delta, independent, steps, search_share)[2]
    budget = (PrivacyBudget.from_dict(settings.privacy_budget) if settings.privacy_budget is not None
              else new_budget(float(dp["budget"]), delta) if dp.get("budget") is not None else None)
    if budget is None and settings.save_budget is not None:  # a project's release is always accounted for
        raise InputError(_("the project has no privacy budget yet: give the total ε that may ever be spent on this "
                           "data set (--budget, e.g. 1)"))
    if budget is not None:
        budget.spend(epsilon, _("table release of {columns}").format(columns=", ".join(settings.qis)), delta=delta,
                     mechanism=MECHANISM, when=now(), parameters={
                         "variant": "data-independent" if independent else "data-dependent",
                         "steps": None if independent else steps,
                         "degree": dp.get("degree"), "beta": parameters.beta, "k": parameters.k})
        settings.privacy_budget = budget.to_dict()
        if settings.save_budget is not None:
            settings.save_budget(settings.privacy_budget)
    # Sensitivity-level tables serve the (αij,k,m) model only; the DP release blanks every column of the rows
    # outside the sample ("*"), which no level table lists, so the report must not look the release up in them.
    settings.levels = {}
    rng = np.random.default_rng(dp.get("seed"))
    hierarchies = {q: h for q, h in settings.hierarchies.items() if q in settings.qis}
    return safepub(dataset, settings.qis, hierarchies, epsilon, delta, rng=rng, levels=dp.get("levels"),
                   degree=dp.get("degree"), steps=steps, search_share=search_share, progress=progress)


def derived_requirements(result: Anonymization) -> list[Requirement]:
    """What a DP release is re-checked against: k-anonymity with the k derived from (ε, δ)."""
    return [Requirement.from_dict({"model": "k-anonymity", "k": int(result.details["dp"]["k"])})]
