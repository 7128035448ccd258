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


MODELS: dict[str, Help] = {
    "k-anonymity": Help(
        N_("k-anonymity"),
        N_("Re-identification: someone who knows a person's quasi-identifiers (age, ZIP code, sex …) cannot tell "
           "which of at least k records is theirs."),
        N_("k is the size of the smallest group of look-alike records. k = 5 means every record has at least four "
           "look-alikes; larger is safer. Start with k = 5 (k = 10 or more for a public release)."),
        N_("Generalize more (coarser age bands, shorter ZIP codes), allow some suppression so that the few "
           "unusual records are removed, or mark fewer columns as quasi-identifiers if they are not known to "
           "attackers.")),
    "l-diversity": Help(
        N_("l-diversity"),
        N_("Attribute disclosure: even when a person's group is found, the group holds at least l different "
           "sensitive values, so their value is not revealed."),
        N_("l is the number of different sensitive values in the least diverse group (distinct); the entropy "
           "variant counts how evenly they are spread, the recursive (c,l) variant that the most frequent value "
           "does not dominate. Try l = 2 or 3."),
        N_("Generalize the quasi-identifiers more so that groups get larger and mix more values, raise the "
           "suppression limit, or lower l.")),
    "t-closeness": Help(
        N_("t-closeness"),
        N_("Attribute disclosure and skewness: the distribution of the sensitive values in every group stays close "
           "to their distribution in the whole table, so a group reveals little beyond the table itself."),
        N_("t is the largest distance (Earth Mover's Distance, 0 to 1) between a group's distribution and the "
           "table's; smaller is safer. Ordered distance suits numbers, hierarchical distance categories with a "
           "hierarchy. Try t = 0.2."),
        N_("Generalize more, raise the suppression limit, or raise t (0.3 is still a meaningful bound).")),
    "alpha-k": Help(
        N_("(α,k)-anonymity"),
        N_("Attribute disclosure by a dominant value: no sensitive value makes up more than a share α of any "
           "group."),
        N_("α is the largest share of one sensitive value in a group (0 to 1); smaller is safer. α = 0.5 means no "
           "group is more than half one diagnosis."),
        N_("Generalize more so that groups mix values, raise the suppression limit, or raise α.")),
    "alpha-ijkm": Help(
        N_("(αij,k,m)-anonymity"),
        N_("Disclosure of sensitive values graded by how sensitive they are: each sensitivity level i of attribute "
           "j has its own bound αij on its share in a group, and no group holds two values of the same level."),
        N_("The figure is the worst ratio of a level's share to its bound (at most 1 when the model holds), next "
           "to k, the smallest group size. Levels and bounds come from the sensitivity-level table."),
        N_("Use the greedy (αij,k,m) algorithm, relax the bounds of the most sensitive levels, or move values to "
           "a less strict level if that is justified.")),
    "beta-likeness": Help(
        N_("β-likeness"),
        N_("Learning too much about a rare value: no sensitive value becomes more than (1 + β) times as frequent in "
           "a group as in the whole table."),
        N_("β is the largest relative gain in frequency of a value in a group; smaller is safer. The enhanced "
           "variant is stricter for rare values. Try β = 1."),
        N_("Generalize more, raise the suppression limit, or raise β.")),
    "delta-disclosure": Help(
        N_("δ-disclosure privacy"),
        N_("Any change in belief about a sensitive value: every value's frequency in a group stays within a factor "
           "e^δ of its frequency in the whole table."),
        N_("δ is the largest absolute log-ratio between a value's frequency in a group and in the table; smaller "
           "is safer. Values missing from a group make δ infinite."),
        N_("Generalize much more (δ-disclosure is strict), raise the suppression limit, or raise δ.")),
    "delta-presence": Help(
        N_("δ-presence"),
        N_("Membership disclosure: whether a person is in the released table at all (for example a list of "
           "patients with a disease) is hidden among the matching people of a population table."),
        N_("δ of a group is its released records divided by the population's records that look the same. "
           "(δmin, δmax) bounds it from below and above; δmax = 0.5 means at most a one-in-two chance that a "
           "matching person of the population is in the release."),
        N_("Generalize more so that each group matches more people of the population, raise the suppression "
           "limit, or widen the bounds. The population table must contain the released people.")),
}

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
    "usefulness": Help(
        N_("Usefulness: statistics, contingency table, classification"),
        N_("Whether the release still answers its question: means, spreads and frequencies before and after, how "
           "two attributes vary together, and how well a classifier trained on the release predicts a target "
           "compared with one trained on the original and with guessing the most frequent value (ZeroR)."),
        N_("A generalized value counts by the midpoint of the original values it covers; TVD (0 to 1) and KL (bits) "
           "are 0 when the distributions agree. Accuracy comes from 10-fold cross-validation with the same folds "
           "for both tables: the closer the release's accuracy to the original's, and the farther above ZeroR, the "
           "more useful the release."),
        N_("Generalize the attributes that matter for the question less (and others more), or choose another "
           "solution of the frontier.")),
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
        N_("Do not raise the threshold to make a release pass: make the release safer instead.")),
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
    return MODELS[model].translated()


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

    sections = [(_("Privacy models"), MODELS), (_("Measures"), MEASURES), (_("Re-identification risk"), RISK)]
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
