"""Plain-language explanations of every privacy model, measure and risk figure: what it protects against, how to
read its number, and what to do when it fails. The window shows them as tooltips and in its Help panel; they are
translated through the non-Qt catalogue (``privdesk.i18n``), so the window, the report and the command line share
one wording per concept."""

from __future__ import annotations

from dataclasses import dataclass

from .i18n import N_, _


@dataclass(frozen=True)
class Help:
    title: str
    protects: str     # what it protects against (for a measure: what it tells)
    reading: str      # how to read the number
    failing: str      # what to do when it fails or looks bad

    def translated(self) -> "Help":
        return Help(_(self.title), _(self.protects), _(self.reading), _(self.failing))


GRADED_MODEL_HELP = Help(
    N_("(αij,k,m)-anonymity"),
    N_("Disclosure of sensitive values graded by how sensitive they are: each sensitivity level i of attribute j has "
       "its own bound αij on its share in a group, and no group holds two values of the same level."),
    N_("The figure is the worst ratio of a level's share to its bound (at most 1 when the model holds), next to k, "
       "the smallest group size. Levels and bounds come from the sensitivity-level table."),
    N_("Use the greedy (αij,k,m) algorithm, relax the bounds of the most sensitive levels, or move values to a less "
       "strict level if that is justified."))
"""(αij,k,m)-anonymity, which is no requirement spec (``engine/models/registry.py``)."""


def model_helps() -> dict[str, Help]:
    """Every privacy model's help by model name: each registered model's own (``ModelSpec.help``), then
    (αij,k,m)-anonymity's. Also readable as ``help_texts.MODELS``."""
    from .engine.models import registry

    helps = {spec.name: Help(*spec.help) for spec in registry.models()}
    helps[registry.GRADED_MODEL] = GRADED_MODEL_HELP
    return helps


def __getattr__(name: str):
    if name == "MODELS":  # built when asked, so that a model registered later is included
        return model_helps()
    raise AttributeError(name)


MEASURES: dict[str, Help] = {
    "PL": Help(
        N_("Privacy level PL = DR × IR"),
        N_("How exposed an attribute is: how well the released quasi-identifiers single out its value (DR) times "
           "how much of its original information the release keeps (IR)."),
        N_("From 0 (well protected) to 1 (fully exposed), overall and per attribute. Compare it before and after "
           "anonymization; an attribute with a high PL is the one to generalize further."),
        N_("Generalize the attribute with the highest PL more, or raise k.")),
    "DR": Help(
        N_("Discrimination rate DR"),
        N_("How much knowing a person's released quasi-identifiers tells about the released value of an "
           "attribute: 1 − H(value | quasi-identifiers) / H(value)."),
        N_("0 when the quasi-identifiers tell nothing about the value, 1 when they determine it."),
        N_("Generalize the quasi-identifiers more or raise l (for a sensitive attribute).")),
    "IR": Help(
        N_("Information retained IR"),
        N_("How much of an attribute's original information the release still carries (mutual information "
           "between original and released values, relative to the original entropy)."),
        N_("0 when the release keeps nothing of the attribute, 1 when it keeps it exactly."),
        N_("Generalize that attribute more (this lowers IR and so PL).")),
    "EC": Help(
        N_("Entropy change EC"),
        N_("Utility: how much of the table's information (entropy of the quasi-identifiers and the protected "
           "attributes) the release keeps."),
        N_("A share from 0 to 1; higher means more useful data. It drops as generalization grows, so read it next "
           "to PL: the aim is low PL with high EC."),
        N_("If EC is too low, choose a solution with lower levels (Solutions tab), allow some suppression, or "
           "give the important attributes a higher weight.")),
    "weighted_entropy": Help(
        N_("Weighted attribute entropy"),
        N_("Utility weighted by how important each attribute is to the recipient."),
        N_("The entropy kept per attribute, summed with the attribute weights; higher keeps more of what matters."),
        N_("Raise the weight of attributes the analysis needs; the weighted algorithms then generalize them less.")),
    "link_matching": Help(
        N_("Link-matching entropy"),
        N_("Linking the release to a population register: how uncertain an attacker remains about who a released "
           "record is."),
        N_("Higher entropy is safer; the link risk R next to it is the chance of a correct link (lower is safer)."),
        N_("Generalize more so that each released group matches more people of the population.")),
    "whd": Help(
        N_("WHD information loss"),
        N_("Utility: how far each released value moved up its hierarchy, weighted by the hierarchy's levels."),
        N_("0 means no value was generalized, 1 that every value became '*'. Lower is better."),
        N_("Choose a solution with lower levels or allow some suppression.")),
    "ds": Help(
        N_("Equivalence-class sensitivity distance Ds"),
        N_("How far the sensitive values of each group are from being spread evenly over the sensitivity levels."),
        N_("Smaller distances mean groups mix levels as the sensitivity-level table asks."),
        N_("Use the greedy (αij,k,m) algorithm or generalize more.")),
    "loss": Help(
        N_("ARX's Loss"),
        N_("Utility: the share of each attribute's hierarchy merged by the generalization (geometric mean over "
           "the quasi-identifiers), as ARX reports it."),
        N_("0 = nothing generalized, 1 = everything suppressed; lower is better."),
        N_("Choose a solution with lower levels, or allow some suppression.")),
    "discernibility": Help(
        N_("Discernibility"),
        N_("Utility: how many records each record cannot be told apart from (the sum of squared group sizes; a "
           "suppressed record costs the whole table)."),
        N_("Lower is better; it grows quickly with large groups and suppression."),
        N_("Choose a solution with smaller groups or less suppression.")),
    "aecs": Help(
        N_("Average equivalence class size"),
        N_("Utility: the average number of records per group, relative to k."),
        N_("1 is ideal (groups exactly of size k); larger means coarser data."),
        N_("Choose a solution with lower levels.")),
    "precision": Help(
        N_("Generalization intensity (precision)"),
        N_("Utility: the mean generalization level relative to each hierarchy's height (suppressed cells count as "
           "fully generalized)."),
        N_("0 = original values, 1 = everything '*'; lower is better."),
        N_("Choose a solution with lower levels.")),
    "entropy": Help(
        N_("Non-uniform entropy"),
        N_("Utility: the information (bits per value) lost by replacing values with their generalizations."),
        N_("Lower is better; 0 means nothing was lost."),
        N_("Choose a solution with lower levels.")),
}

RISK: dict[str, Help] = {
    "maximum": Help(
        N_("Highest re-identification risk"),
        N_("The prosecutor attack on a public release: the attacker targets one known person and picks among the "
           "records that look like them."),
        N_("1 divided by the size of the smallest group: 0.05 means at worst a 1-in-20 chance. It must not exceed "
           "the threshold."),
        N_("Generalize more or raise k so the smallest groups grow, or suppress the smallest groups.")),
    "average": Help(
        N_("Average re-identification risk"),
        N_("The risk over all records, for releases to known recipients (the strict average also counts every "
           "record above the threshold)."),
        N_("The mean of 1 / group size over records; lower is safer."),
        N_("Generalize more or suppress the smallest groups.")),
    "records_at_risk": Help(
        N_("Records at risk"),
        N_("How many people are in groups whose risk is above the threshold."),
        N_("A count and a share of the records; 0 is the aim for a public release."),
        N_("Generalize more, or allow suppression of exactly these records.")),
    "threshold": Help(
        N_("Risk threshold"),
        N_("The largest acceptable risk, set by how harmful a re-identification would be (the invasion of "
           "privacy) or typed directly."),
        N_("Low invasion 0.1 (groups of 10), medium 0.075, high 0.05 (groups of 20)."),
        N_("Do not raise the threshold to make a release pass: make the release safer instead. An anonymization "
           "meets the threshold like a privacy model: it generalizes until every group is large enough.")),
    "environment": Help(
        N_("Environment risk"),
        N_("For a controlled release, the chance that an attack happens at all: the recipient's controls and "
           "motives, an acquaintance who spots someone they know, or a data breach."),
        N_("A probability from 0 to 1 that multiplies the data risk; the largest of the three attacks counts."),
        N_("Strengthen the recipient's controls (contract, secure room), or treat the release as public.")),
    "overall": Help(
        N_("Overall risk"),
        N_("The data risk times the environment risk: the figure compared with the threshold for a controlled "
           "release."),
        N_("Lower is safer; it must not exceed the threshold."),
        N_("Reduce the data risk (generalize more) or the environment risk (stronger controls).")),
}

SUPPRESSION = N_("Suppression removes the few records that do not fit any group instead of generalizing everyone "
                 "further. On the Adult census table, 0% suppression turns age into '*', while 5% keeps 10-year "
                 "bands: a little data is lost for everybody's benefit.")


def model_help(model: str) -> Help:
    return model_helps()[model].translated()


def measure_help(measure: str) -> Help:
    return MEASURES[measure].translated()


def risk_help(figure: str) -> Help:
    return RISK[figure].translated()


def tooltip(entry: Help) -> str:
    """One help entry as a rich-text tooltip: title, then the three parts."""
    from html import escape

    return (f"<b>{escape(entry.title)}</b><p>{escape(entry.protects)}</p><p>{escape(entry.reading)}</p>"
            f"<p><i>{escape(entry.failing)}</i></p>")


def help_document() -> str:
    """Every explanation as one HTML page (the window's Help panel), in the current language."""
    from html import escape

    sections = [(_("Privacy models"), model_helps()), (_("Measures"), MEASURES), (_("Re-identification risk"), RISK)]
    parts = [f"<h2>{escape(_('What the numbers mean'))}</h2>"]
    labels = (_("Protects against / tells"), _("How to read it"), _("When it fails"))
    for heading, entries in sections:
        parts.append(f"<h3>{escape(heading)}</h3>")
        for key, entry in entries.items():
            text = entry.translated()
            parts.append(f"<p><a name='{key}'></a><b>{escape(text.title)}</b><br>"
                         f"<i>{escape(labels[0])}:</i> {escape(text.protects)}<br>"
                         f"<i>{escape(labels[1])}:</i> {escape(text.reading)}<br>"
                         f"<i>{escape(labels[2])}:</i> {escape(text.failing)}</p>")
    parts.append(f"<h3>{escape(_('Suppression'))}</h3><p>{escape(_(SUPPRESSION))}</p>")
    return "\n".join(parts)
