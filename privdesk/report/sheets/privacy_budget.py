"""The report's Privacy budget sheet: every differentially private release drawn from the data set, with its ε and
δ, the mechanism and its parameters, and the totals spent and left (sequential composition,
engine/dp/privacy_budget.py). Made from ``record["privacy_budget"]`` (``PrivacyBudget.to_dict()``); a
report without one says that no differentially private release has been recorded.
"""

from __future__ import annotations

import json
from typing import Any, Mapping

from privdesk.common.i18n import N_, _
from privdesk.report.labels import label
from privdesk.report.sheet import Sheet

LABELS = {
    "intro": N_("Differential privacy: each release from this data set spends part of a budget ε (and δ). Spent "
                "amounts add up (sequential composition); a release that would exceed the budget is refused."),
    "none": N_("No differentially private release has been recorded for this data set."),
    "models": N_("The protection of this release rests on the privacy models of the sheet Privacy models."),
    "total": N_("Budget (total ε, δ)"),
    "spent": N_("Spent (ε, δ)"),
    "left": N_("Left (ε, δ)"),
    "releases": N_("Releases"),
    "what": N_("Release"),
    "when": N_("When"),
    "mechanism": N_("Mechanism"),
    "parameters": N_("Parameters"),
    "zcdp": N_("Composition: zCDP — the ρ of the Gaussian releases add up (Σρ = {rho:.6g}) and are converted to "
               "(ε, δ) once, at the δ left."),
    "meaning": N_("What ε means: for any one person, whether their record is in the data or not changes the "
                  "probability of any result by at most a factor e^ε (e^{epsilon:g} = {factor:.3g} for the ε spent)."),
}


def budget_sheet(record: Mapping[str, Any]):
    """The sheet (report.sheet.Sheet) for ``record``."""
    sheet = Sheet("sheet.privacy_budget", freeze="A3", widths={1: 40, 2: 22, 3: 16, 4: 14, 5: 30, 6: 50},
                   max_width=80)
    sheet.title(label("sheet.privacy_budget"))
    sheet.add((_(LABELS["intro"]), "note"))
    budget = record.get("privacy_budget")
    if not budget:
        sheet.add((_(LABELS["none"]), "note"))
        sheet.add(_(LABELS["releases"]), (0, "int"))
        sheet.add((_(LABELS["models"]), "note"))
        return sheet
    sheet.blank()
    total_delta, spent_delta = float(budget.get("total_delta", 0.0)), float(budget.get("spent_delta", 0.0))
    spent = float(budget.get("spent_epsilon", 0.0))
    total = float(budget["total_epsilon"])
    sheet.add(_(LABELS["total"]), (total, "measure"), (total_delta, "general"))
    sheet.add(_(LABELS["spent"]), (spent, "measure"), (spent_delta, "general"))
    sheet.add(_(LABELS["left"]), (max(total - spent, 0.0), "measure"), (max(total_delta - spent_delta, 0.0),
                                                                        "general"))
    sheet.add((_(LABELS["meaning"]).format(epsilon=spent, factor=2.718281828459045 ** spent), "note"))
    if budget.get("composition") == "zcdp":
        sheet.add((_(LABELS["zcdp"]).format(rho=float(budget.get("spent_rho", 0.0))), "note"))
    sheet.heading(_(LABELS["releases"]))
    sheet.header(_(LABELS["what"]), _(LABELS["when"]), "ε", "δ", _(LABELS["mechanism"]), _(LABELS["parameters"]))
    for entry in budget.get("releases", []):
        rho = {"rho": entry["rho"]} if entry.get("rho") is not None else {}
        parameters = json.dumps({**entry.get("parameters", {}), **rho}, ensure_ascii=False, sort_keys=True)
        sheet.add(str(entry.get("what", "")), str(entry.get("when", "")), (float(entry["epsilon"]), "measure"),
                  (float(entry.get("delta", 0.0)), "general"), str(entry.get("mechanism", "")), parameters)
    return sheet
