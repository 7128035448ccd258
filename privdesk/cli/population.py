"""Population-risk options and output of ``measure``, ``check`` and ``audit`` (the figures come from
``app/record/population_risk.py``)."""

from __future__ import annotations

import argparse
from typing import Any

from privdesk.common.i18n import _


def add_population_options(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group(_("population risk (the table is a sample of a population)"))
    size = group.add_mutually_exclusive_group()
    size.add_argument("--population-size", type=float, metavar="N",
                      help=_("number of people in the population the table was drawn from"))
    size.add_argument("--sampling-fraction", type=float, metavar="F",
                      help=_("share of the population that is in the table (0 < F ≤ 1)"))
    group.add_argument("--estimator", default="dankar", choices=["dankar", "pitman", "zayatz", "snb"],
                       help=_("population-uniqueness estimator (default: Dankar's decision rule)"))
    group.add_argument("--weight-column", metavar="COL",
                       help=_("column of sampling weights, for sdcMicro's individual risk"))
    group.add_argument("--sample-uniqueness", type=float, metavar="θ",
                       help=_("requirement: at most this share of records unique in the table"))
    group.add_argument("--population-uniqueness", type=float, metavar="θ",
                       help=_("requirement: at most this estimated share of the population unique"))
    group.add_argument("--average-risk", type=float, metavar="θ",
                       help=_("requirement (ARX's AverageReidentificationRisk): the kept records' average "
                              "re-identification risk, groups ÷ kept records, at most θ; suppressed records are left "
                              "out. Not the release model's average risk (--release-model non-public), which counts "
                              "the suppressed records as one group"))
    group.add_argument("--k-map", type=int, metavar="K",
                       help=_("requirement: every class matches at least K people of the population table (--population)"
                              ", or, with --population-size/--sampling-fraction, is estimated to"))
    group.add_argument("--k-map-estimator", default="poisson", choices=["poisson", "zero-truncated-poisson"],
                       help=_("how k-map estimates population class sizes without a population table"))
    group.add_argument("--significance", type=float, default=0.01, metavar="α",
                       help=_("significance level of the estimated k-map (default 0.01)"))


def population_document(args: argparse.Namespace, release, qis, population, hierarchies,
                        threshold: float | None = None) -> dict[str, Any] | None:
    """The population figures the flags ask for; None when no population-risk flag is given (a population table
    alone serves δ-presence and link matching)."""
    from privdesk.app.record.population_risk import population_risk_document
    from privdesk.engine.metrics.population_risk import PopulationModel

    if not asks_population_figures(args):
        return None
    model = None
    if args.population_size is not None or args.sampling_fraction is not None:
        model = PopulationModel(sampling_fraction=args.sampling_fraction, population_size=args.population_size)
    requirements = population_requirements(args)
    return population_risk_document(release, qis, model, estimator=args.estimator, population=population,
                                    hierarchies=hierarchies, weight_column=args.weight_column,
                                    threshold=0.1 if threshold is None else threshold, requirements=requirements)


def population_requirements(args: argparse.Namespace):
    from privdesk.app.record.population_risk import PopulationRequirements

    return PopulationRequirements(args.sample_uniqueness, args.population_uniqueness, args.k_map,
                                  args.k_map_estimator, args.significance, args.average_risk)


def asks_population_figures(args: argparse.Namespace) -> bool:
    """Whether a population-risk flag is given (a population model, a weight column or a requirement)."""
    return (args.population_size is not None or args.sampling_fraction is not None
            or args.weight_column is not None or population_requirements(args).any)


def apply_population_flags(args: argparse.Namespace, settings, n_rows: int):
    """``anonymize``: the settings with the thresholds given as flags in place of the project's uniqueness
    thresholds; --k-map adds a k-map requirement: against --population, or without it, as ARX, the k-anonymity
    its estimator derives from the population model (``estimated_k_map``)."""
    import sys
    from dataclasses import replace

    from privdesk.engine.metrics.population_risk import PopulationModel, estimated_k_map
    from privdesk.engine.models.population_models import (
        AVERAGE_RISK,
        POPULATION_UNIQUENESS,
        SAMPLE_UNIQUENESS,
        UniquenessRequirement,
    )
    from privdesk.engine.models.requirements import Requirement

    model = None
    if args.population_size is not None or args.sampling_fraction is not None:
        model = PopulationModel(sampling_fraction=args.sampling_fraction, population_size=args.population_size)
    flagged = []
    if args.sample_uniqueness is not None:
        flagged.append(UniquenessRequirement(SAMPLE_UNIQUENESS, args.sample_uniqueness))
    if args.population_uniqueness is not None:
        flagged.append(UniquenessRequirement(POPULATION_UNIQUENESS, args.population_uniqueness, args.estimator,
                                             model))
    if args.average_risk is not None:
        flagged.append(UniquenessRequirement(AVERAGE_RISK, args.average_risk))
    if flagged:
        settings = replace(settings, uniqueness=flagged)
    if model is not None:
        settings = replace(settings, population_model=model)
    if args.k_map is not None and settings.population is None and model is not None:
        estimate = estimated_k_map(args.k_map, args.significance, model.fraction(n_rows), n_rows,
                                   args.k_map_estimator)
        print(_("{k}-map estimated ({estimator}, significance {alpha:g}) as {derived}-anonymity, type-I error "
                "{error:.2g}").format(k=args.k_map, estimator=args.k_map_estimator, alpha=args.significance,
                                      derived=estimate.derived_k, error=estimate.type_1_error), file=sys.stderr)
        settings = replace(settings, requirements=[*settings.requirements,
                                                   Requirement("k-anonymity", estimate.derived_k)])
    elif args.k_map is not None:
        settings = replace(settings, requirements=[*settings.requirements, Requirement("k-map", args.k_map)])
    return settings


def print_population(document: dict[str, Any] | None) -> None:
    from privdesk.engine.core.requirement_check import RequirementCheck

    if document is None:
        return
    print(_("sample uniqueness: {share:.2%} of the records are unique in the table").format(
        share=document["sample_uniqueness"]))
    estimate = document.get("population_uniqueness")
    if estimate is not None:
        model = document["population_model"]
        print(_("population uniqueness ({estimator}): {share:.4%} of a population of {size:,.0f} (sampling fraction "
                "{fraction:.4g}); Pitman {pitman}, Zayatz {zayatz}, SNB {snb}, Dankar's rule chose {chosen}").format(
            estimator=estimate["estimator"], share=estimate["value"], size=model["population_size"],
            fraction=model["sampling_fraction"], pitman=_share(estimate["pitman"]), zayatz=_share(estimate["zayatz"]),
            snb=_share(estimate["snb"]), chosen=estimate["dankar_model"]))
    for name, label in (("prosecutor", _("prosecutor")), ("journalist", _("journalist"))):
        risk = document["attackers"][name]
        print(_("{attacker} risk: highest {highest:.4f}, average {average:.4f}, records above {threshold:g}: "
                "{share:.2%}").format(attacker=label, highest=risk["highest_risk"], average=risk["success_rate"],
                                      threshold=document["threshold"], share=risk["records_at_risk"]))
    print(_("marketer risk: {rate:.4f} of the records re-identified on average").format(
        rate=document["attackers"]["marketer"]["success_rate"]))
    if "k_map_estimate" in document:
        estimate = document["k_map_estimate"]
        print(_("k-map estimated ({estimator}, significance {alpha:g}): {k}-map holds when the smallest class has "
                "{derived} records; it has {smallest:,}").format(
            estimator=estimate["estimator"], alpha=estimate["significance"], k=estimate["k"],
            derived=estimate["derived_k"], smallest=document["k_map"]))
    elif "k_map" in document:
        print(_("k-map against the population table: k = {k:,}").format(k=document["k_map"]))
    if "individual_risk" in document:
        risk = document["individual_risk"]
        print(_("individual risk (weights '{column}'): highest {maximum:.4f}, mean {mean:.4f}, expected "
                "re-identifications {expected:.2f}").format(column=risk["weight_column"], maximum=risk["maximum"],
                                                            mean=risk["mean"],
                                                            expected=risk["expected_reidentifications"]))
    for requirement in map(RequirementCheck.from_dict, document["requirements"]):
        text = (_("met: {model}: required {required}, achieved {achieved}") if requirement.met
                else _("NOT MET: {model}: required {required}, achieved {achieved}"))
        print(text.format(model=requirement.model, required=_number(requirement.required),
                          achieved=_number(requirement.achieved)))


def population_met(document: dict[str, Any] | None) -> bool:
    return document is None or document["met"]


def _share(value: float | None) -> str:
    return "-" if value is None else f"{value:.4%}"


def _number(value) -> str:
    return f"{value:,}" if isinstance(value, int) else f"{value:.4f}"
