"""The attack test of a release: anonymeter's three attacks run on the released table against the original it was
made from (``engine/metrics/release_attacks.py``), plus the motivated intruder's plain figures, as one JSON-ready
document (``summary.json``, ``--json``, ``report.json``, the Attack test sheet and the window render it).

- Singling out on the quasi-identifiers; linkability with the attacker's external columns (default: the
  quasi-identifiers), split into two halves as anonymeter's two external tables (``aux_cols``); attribute
  inference of each sensitive attribute from the external columns.
- The motivated intruder: the share of original records whose released class covers only them, and the
  best-guess success rate of each attacker model (prosecutor, journalist, marketer) from the population-risk
  document (``app/record/population_risk.py``), which measures them for the Risk sheet.
- The draws use the run's seed (a DP run's ``--seed``) or :data:`DEFAULT_SEED`, so the figures are
  reproducible and two releases of one table face the same attacks; ``n_attacks`` bounds the cost
  (:data:`N_ATTACKS`; on Adult's 30,162 rows the whole test takes about a second, benchmarks/RESULTS.md).

Sentences meant for people are written in the current language, like the verdict's.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from privdesk.app.record.population_risk import population_risk_document
from privdesk.common.i18n import _
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.metrics.release_attacks import attack_release

DEFAULT_SEED = 0
"""The seed of the attacks when the run has none of its own."""
N_ATTACKS = 2000
"""Attacks per attack type (anonymeter's ``n_attacks``): the 95 % interval is at most ±2.2 points wide."""
ATTACKER_MODELS = ("prosecutor", "journalist", "marketer")


def attack_test(original: Dataset, released: Any, qis: Sequence[str], sensitive: Sequence[str], *,
                attack_columns: Sequence[str] | None = None, seed: int | None = None, n_attacks: int = N_ATTACKS,
                attackers: Mapping[str, Mapping[str, Any]] | None = None, population: Dataset | None = None,
                hierarchies: Mapping[str, Hierarchy] | None = None) -> dict[str, Any]:
    """The attack test's document. ``attack_columns``: the attacker's external columns (default the QIs).
    ``attackers``: the population-risk document's attacker figures when the caller has them (else measured
    here, with the ``population`` table and ``hierarchies`` when given). A release that is not the original
    row for row (a sample, an out-of-core count) gets a document saying why it was not attacked."""
    seed = DEFAULT_SEED if seed is None else int(seed)
    if not isinstance(released, Dataset) or original.n_rows != released.n_rows:
        return not_run(_("the attack test needs the release row for row with the original; this release is not"),
                       seed, n_attacks)
    columns = list(attack_columns or qis)
    for name in columns:
        if name not in original.names or name not in released.names:
            raise InputError(_("the attacker's column is not in both the original and the release"), column=name)
    document = attack_release(original, released, qis, sensitive, columns, n_attacks=n_attacks, seed=seed)
    if attackers is None:
        attackers = population_risk_document(released, qis, population=population,
                                             hierarchies=hierarchies).get("attackers", {})
    for attack in document["attacks"]:
        attack["sentence"] = attack_sentence(attack, document["linked_tables"])
    return with_attackers(document, attackers)


def with_attackers(document: dict[str, Any], attackers: Mapping[str, Mapping[str, Any]]) -> dict[str, Any]:
    """``document`` with the best-guess success of each attacker model taken from a population-risk document's
    ``attackers`` (the report's Risk sheet's figures: a record shows one set) and the intruder's sentence."""
    if document.get("skipped"):
        return document
    document["attackers"] = {name: float(attackers[name]["success_rate"]) for name in ATTACKER_MODELS
                             if name in attackers}
    document["intruder_sentence"] = intruder_sentence(document)
    return document


def not_run(reason: str, seed: int | None = None, n_attacks: int = N_ATTACKS) -> dict[str, Any]:
    """The document of an attack test that could not run, saying why."""
    return {"skipped": reason, "seed": DEFAULT_SEED if seed is None else int(seed), "n_attacks": n_attacks}


def attack_sentence(attack: Mapping[str, Any], linked_tables: Sequence[Sequence[str]]) -> str:
    """What one attack's figures mean, for a reader who does not code."""
    figures = {"rate": percent(attack["attack"]["rate"]), "low": percent(attack["attack"]["low"]),
               "high": percent(attack["attack"]["high"]), "baseline": percent(attack["baseline"]["rate"]),
               "columns": ", ".join(attack["columns"])}
    if attack["name"] == "singling_out":
        text = _("Singling out: an attacker who copies a few quasi-identifier values from a released row describes "
                 "exactly one real person in {rate} of tries (95 % sure: between {low} and {high}); made-up "
                 "values do so in {baseline}.")
    elif attack["name"] == "linkability" and len(linked_tables) == 2 and linked_tables[1]:
        text = _("Linkability: an attacker with two other tables about the same people ({first}; {second}) "
                 "joins a person's two rows correctly through the release in {rate} of tries (95 % sure: between "
                 "{low} and {high}); joining at random succeeds in {baseline}.")
        figures |= {"first": ", ".join(linked_tables[0]), "second": ", ".join(linked_tables[1])}
    elif attack["name"] == "linkability":
        text = _("Linkability: an attacker who knows a person's {columns} finds that person's own released row in "
                 "{rate} of tries (95 % sure: between {low} and {high}); picking a row at random succeeds in "
                 "{baseline}.")
    else:
        text = _("Attribute inference: an attacker who knows a person's {columns} guesses their {secret} right in "
                 "{rate} of tries (95 % sure: between {low} and {high}); guessing from how common each value is "
                 "succeeds in {baseline}.")
        figures["secret"] = attack.get("secret") or ""
    return text.format(**figures)


def intruder_sentence(document: Mapping[str, Any]) -> str:
    """The motivated intruder's figures in words."""
    text = _("Motivated intruder: {share} of the people have a released row that fits only them.").format(
        share=percent(document["isolated_share"]))
    attackers = document.get("attackers") or {}
    if attackers:
        text += " " + _("A best guess of who a released row is succeeds on average in {prosecutor} of cases for "
                        "an attacker who knows the person is in the data (prosecutor), {journalist} when the "
                        "person is known to be in a larger population table (journalist), and the share of "
                        "records a bulk re-identification gets right is {marketer} (marketer).").format(
            **{name: percent(attackers.get(name, 0.0)) for name in ATTACKER_MODELS})
    return text


def attack_lines(document: Mapping[str, Any]) -> list[str]:
    """The attack test in a few plain lines (the command line's)."""
    if document.get("skipped"):
        return [_("Attack test: not run ({reason})").format(reason=document["skipped"])]
    names = {"singling_out": _("singling out"), "linkability": _("linkability"), "inference": _("inference")}
    lines = [_("Attack test ({attacks:,} attacks each, seed {seed}):").format(attacks=document["n_attacks"],
                                                                              seed=document["seed"])]
    for attack in document["attacks"]:
        name = names[attack["name"]] + (f" ({attack['secret']})" if attack.get("secret") else "")
        lines.append("  " + _("{name}: {rate} (95 % CI {low}–{high}), baseline {baseline}").format(
            name=name, rate=percent(attack["attack"]["rate"]), low=percent(attack["attack"]["low"]),
            high=percent(attack["attack"]["high"]), baseline=percent(attack["baseline"]["rate"])))
    lines.append("  " + _("records alone in their released class: {share}").format(
        share=percent(document["isolated_share"])))
    attackers = document.get("attackers") or {}
    if attackers:
        lines.append("  " + _("best-guess success: prosecutor {prosecutor}, journalist {journalist}, marketer "
                              "{marketer}").format(**{n: percent(attackers.get(n, 0.0)) for n in ATTACKER_MODELS}))
    return lines


def percent(share: float) -> str:
    """A share as a percentage with one decimal (two below 1 %)."""
    value = 100.0 * float(share)
    return f"{value:.2f} %" if 0 < value < 1 else f"{value:.1f} %"
