"""The Risk sheet's population section: the population model, sample and population uniqueness, El Emam's three
attacker models, k-map and sdcMicro's individual risk (the record's "population_risk", built by
``app/record/population_risk.py``). A cell is a number or text, never a formula."""

from __future__ import annotations

from typing import Any, Callable, Mapping

from privdesk.common.i18n import N_, _

_ATTACKERS = (("prosecutor", N_("Prosecutor (knows the person is in the table)")),
              ("journalist", N_("Journalist (knows the person is in the population table)")),
              ("marketer", N_("Marketer (re-identifies as many records as possible)")))


def add_population_section(sheet, figures: Mapping[str, Any] | None, num: Callable[..., Any]) -> None:
    """Append the section to ``sheet`` (a ``report.sheet.Sheet``); ``num`` formats a number cell."""
    if not figures:
        return
    sheet.heading(_("Population risk"))
    model = figures.get("population_model")
    if model:
        sheet.add(_("Population size"), num(model.get("population_size"), "int"))
        sheet.add(_("Sampling fraction"), num(model.get("sampling_fraction")))
    else:
        sheet.add(_("Population model"), _("none given: population uniqueness not estimated"))
    sheet.add(_("Sample uniqueness (share of records unique in the table)"),
              num(figures.get("sample_uniqueness"), "percent"))
    estimate = figures.get("population_uniqueness")
    if estimate:
        sheet.add(_("Population uniqueness ({estimator})").format(estimator=estimate.get("estimator")),
                  num(estimate.get("value"), "percent"))
        for key, name in (("pitman", "Pitman"), ("zayatz", "Zayatz"), ("snb", "SNB")):
            value = estimate.get(key)
            sheet.add(_("Population uniqueness ({estimator})").format(estimator=name),
                      num(value, "percent") if value is not None else _("no valid estimate"))
        sheet.add(_("Model chosen by Dankar's rule"), str(estimate.get("dankar_model", "")))
        failed = estimate.get("not_converged") or []
        sheet.add(_("Estimators whose solver did not converge"), ", ".join(failed) if failed else _("none"))
    sheet.header(_("Attacker model"), _("Highest risk"), _("Average risk"), _("Records above the threshold"))
    for key, name in _ATTACKERS:
        risk = figures.get("attackers", {}).get(key, {})
        if key == "marketer":
            sheet.add(_(name), "", num(risk.get("success_rate")), "")
        else:
            sheet.add(_(name), num(risk.get("highest_risk")), num(risk.get("success_rate")),
                      num(risk.get("records_at_risk"), "percent"))
    if "k_map_estimate" in figures:  # no population table: the smallest class against the estimator's k'
        sheet.add(_("k-map estimated: smallest class (needs {derived})").format(
            derived=figures["k_map_estimate"]["derived_k"]), num(figures["k_map"], "int"))
    elif "k_map" in figures:
        sheet.add(_("k-map against the population table"), num(figures["k_map"], "int"))
    individual = figures.get("individual_risk")
    if individual:
        sheet.add(_("Individual risk with weights '{column}': highest").format(column=individual["weight_column"]),
                  num(individual.get("maximum")))
        sheet.add(_("Individual risk: expected re-identifications"), num(individual.get("expected_reidentifications"),
                                                                          "dec2"))
