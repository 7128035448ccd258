"""The privacy budget of a differentially private release: the app layer's half of the DP strategy
(``engine/dp/dp_strategy.py``, SafePub). ``anonymize`` charges a strategy's declared ``privacy_cost`` here
before the strategy runs, whatever its name.

The budget: ``Settings.privacy_budget`` (the project's ledger) when present, else a one-off budget of
``dp["budget"]`` when given; ``Settings.save_budget`` (the project's save) is called right after the charge, so a
release that is later written is always in the ledger, and a cancelled run still counts as spent (its random
sample was drawn).
"""

from __future__ import annotations

import dataclasses

from privdesk.app.dp.statistics import now
from privdesk.common.i18n import _
from privdesk.engine.core.errors import InputError
from privdesk.engine.dp.dp_strategy import DP_KEYS, PrivacyCost, dp_settings
from privdesk.engine.dp.privacy_budget import PrivacyBudget, new_budget

__all__ = ["DP_KEYS", "dp_settings", "charge_budget"]


def charge_budget(settings, cost: PrivacyCost):
    """Spend ``cost`` from the run's budget (the project's ledger, or a one-off ``dp["budget"]``) and save the
    ledger at once; a project's release without a budget is refused. Returns the settings with the charged
    ledger in ``privacy_budget`` (unchanged without a budget)."""
    dp = settings.dp
    budget = (PrivacyBudget.from_dict(settings.privacy_budget) if settings.privacy_budget is not None
              else new_budget(float(dp["budget"]), cost.delta) if dp.get("budget") is not None else None)
    if budget is None and settings.save_budget is not None:  # a project's release is always accounted for
        raise InputError(_("the project has no privacy budget yet: give the total ε that may ever be spent on this "
                           "data set (--budget, e.g. 1)"))
    if budget is None:
        return settings
    budget.spend(cost.epsilon, _("table release of {columns}").format(columns=", ".join(settings.qis)),
                 delta=cost.delta, mechanism=cost.mechanism, when=now(), parameters=cost.parameters)
    settings = dataclasses.replace(settings, privacy_budget=budget.to_dict())
    if settings.save_budget is not None:
        settings.save_budget(settings.privacy_budget)
    return settings
