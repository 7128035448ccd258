"""Plain-language explanations of every privacy model, measure and risk figure: what it protects against, how to
read its number, and what to do when it fails. The window shows them as tooltips and in its Help panel; they are
translated through the non-Qt catalogue (``privdesk.common.i18n``), so the window, the report and the command line share
one wording per concept."""

from __future__ import annotations

from dataclasses import dataclass

from privdesk.common.i18n import N_, _
from privdesk.engine.models.population_models import AVERAGE_RISK, POPULATION_UNIQUENESS, SAMPLE_UNIQUENESS


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
    from privdesk.engine.models import registry

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
    "loss_rank": Help(
        N_("ARX's Loss with RANK aggregation"),
        N_("Utility: ARX's Loss per attribute (each quasi-identifier's share of its hierarchy merged, each "
           "aggregated attribute's share of its values mixed), compared attribute by attribute: the attribute that "
           "lost most first, then the next."),
        N_("0 = nothing lost, 1 = everything suppressed; lower is better. The number shown is the largest loss."),
        N_("Generalize the attribute that loses most less, or allow some suppression.")),
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
    "distinction": Help(
        N_("Distinction of an attribute set"),
        N_("How well a set of attributes singles people out in the original table (ARX's attribute risks, after "
           "Motwani and Xu): the number of distinct value combinations divided by the number of rows."),
        N_("1 means every record has its own combination (a key); close to 0 means few combinations. Sets with "
           "high distinction are the quasi-identifiers to protect."),
        N_("Mark the attributes of a highly distinct set as quasi-identifiers, or leave one of them out of the "
           "release if it is not needed.")),
    "separation": Help(
        N_("Separation of an attribute set"),
        N_("The share of all pairs of records that differ in at least one attribute of the set: how many pairs an "
           "attacker could tell apart with these attributes."),
        N_("1 means every pair of records is told apart; a set that separates 99 % of the pairs is almost a key. "
           "`privdesk inspect --suggest` names the smallest such set."),
        N_("Treat the smallest highly separating set as quasi-identifiers and generalize it.")),
    "il1s": Help(
        N_("IL1s"),
        N_("Utility of perturbed numbers (microaggregation, noise): the mean distance of every released value "
           "from its original, in standard deviations (times √2, as sdcMicro computes it)."),
        N_("0 = unchanged; lower is better."),
        N_("Use smaller groups (k) or a smaller noise share.")),
    "eigenvalue_distance": Help(
        N_("Eigenvalue distance"),
        N_("Utility of perturbed numbers: how much the correlation structure of the columns changed (relative "
           "differences of the correlation matrix's eigenvalues, as sdcMicro's dUtility 'eigen')."),
        N_("0 = same structure; lower is better."),
        N_("Use correlated noise, smaller groups or a smaller noise share.")),
    "within_group_variance_share": Help(
        N_("Within-group variance share"),
        N_("Utility of microaggregation: the share of the columns' spread that lies inside the groups and is "
           "lost when each group is replaced by its mean (SSE/SST)."),
        N_("0 = nothing lost, 1 = one group; lower is better."),
        N_("Use a smaller k, or aggregate fewer columns together.")),
}

TRANSFORMATIONS: dict[str, Help] = {
    "mdav": Help(
        N_("MDAV microaggregation"),
        N_("Re-identification through exact numbers: groups of at least k similar records share the group's "
           "mean in the chosen numeric columns, so no value points at one person."),
        N_("k is the smallest group; every group has k to 2k − 1 records. IL1s and the within-group variance "
           "share measure what was lost."),
        N_("If the loss is high, lower k or aggregate fewer columns together.")),
    "aggregate": Help(
        N_("Microaggregation in the search"),
        N_("Keeps a numeric attribute useful: instead of coding it into intervals, each group of look-alike "
           "records shows its mean, geometric mean, median, mode, [min, max] or set of values."),
        N_("The groups come from the generalized quasi-identifiers; a numeric quasi-identifier marked "
           "\"aggregate\" on the Attributes page is aggregated instead of generalized. ARX's Loss counts it as one "
           "more dimension, which the search minimises with the others: the share of the column's distinct values "
           "that each group mixes."),
        N_("If the groups are too coarse for the attribute, use the median or the interval.")),
    "cell_suppression": Help(
        N_("Cell suppression (ARX's mode)"),
        N_("Losing whole records: the records the search would suppress are recoded instead, by blanking some of "
           "their quasi-identifier cells ('*') in rounds, so that they form groups that meet every privacy model "
           "of the run. ARX's mode releases at least 1% of the table per round, blanking as few columns as "
           "possible; the gradual mode releases at least 1% of the records still suppressed per round, those that "
           "keep the most first."),
        N_("The Suppressed cells sheet counts the blanked cells per column and the records still suppressed "
           "whole. '*' counts as a value of its own: each group, records of every round together, is checked "
           "like any release."),
        N_("With δ-presence and k-map a '*' matches every value of the population table in its column, so a group "
           "with blanked cells matches more people. When few records come back, the models ask more of each group than blanked cells can give: try the "
           "gradual mode or relax a model.")),
    "noise": Help(
        N_("Additive noise"),
        N_("Exact matching on numbers: random noise with a standard deviation of a share of each column's spread "
           "is added; correlated noise keeps the correlations between the columns."),
        N_("The share is the noise's standard deviation over the column's; the seed rebuilds the same release."),
        N_("If analyses change too much, lower the share.")),
    "pram": Help(
        N_("PRAM"),
        N_("Certainty about categories: each value is changed to another category with a known probability, so "
           "no released category can be trusted for one person. Invariant PRAM keeps the expected frequencies."),
        N_("The share of changed values and how far the category shares moved are reported; the seed rebuilds "
           "the same release."),
        N_("If too many values change, raise the probability of keeping a value.")),
    "local_suppression": Help(
        N_("Local (cell) suppression"),
        N_("Re-identification by rare combinations: single quasi-identifier cells are blanked (shown as '*') "
           "until every record matches at least k records, a blank matching any value."),
        N_("The report counts the suppressed cells per column; whole records are kept."),
        N_("Mark the columns analysts need most as most important: they are blanked last.")),
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
        N_("Strict average re-identification risk (suppressed records as one group)"),
        N_("The risk over all records, for releases to known recipients (the strict average also counts every "
           "record above the threshold). The suppressed records count as one group of their own."),
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
    "sample_uniqueness": Help(
        N_("Sample uniqueness"),
        N_("Records that are the only one with their quasi-identifier values in the table: the easiest to "
           "single out."),
        N_("A share of the records; a threshold of 0.01 allows 1 in 100 to be unique in the table."),
        N_("Generalize more, or allow suppression of the unique records.")),
    "population_uniqueness": Help(
        N_("Population uniqueness"),
        N_("People who are unique in the whole population the table was drawn from (a census, a register): a "
           "unique record of such a person can be linked to them for sure. Estimated from the table's class sizes "
           "and the sampling fraction with Pitman's, Zayatz's or the SNB model; Dankar et al.'s rule picks one."),
        N_("An estimated share of the population; it is smaller than the sample uniqueness when the table is a "
           "small sample."),
        N_("Give the true sampling fraction or population size; generalize more if the estimate is too high.")),
    "average_of_kept_records": Help(
        N_("Average re-identification risk of the kept records (ARX)"),
        N_("ARX's average-risk requirement: the released records, the suppressed ones left out, are re-identified "
           "on average with at most this chance. Unlike the strict average of the release model, the suppressed "
           "records do not count as a group."),
        N_("The number of groups divided by the number of kept records (1 / average group size); 0.01 means groups "
           "of 100 on average. Small groups may remain when the large ones make up for them."),
        N_("Generalize more, or allow suppression of the smallest groups; for a guarantee to every record, use "
           "the highest risk or k-anonymity instead.")),
    "attackers": Help(
        N_("Prosecutor, journalist and marketer"),
        N_("Three attackers (El Emam): the prosecutor knows the person is in the table, the journalist only that "
           "they are in a larger population table, the marketer wants to re-identify as many people as possible."),
        N_("The prosecutor's risk is the highest; the journalist's and marketer's are lower when a population "
           "table shows that each group matches more people."),
        N_("Protect against the prosecutor when you cannot rule out that an attacker knows who is in the data.")),
    "k_map": Help(
        N_("k-map"),
        N_("Re-identification against the population: every released group matches at least k people of the "
           "population table, not only of the released table."),
        N_("k is the fewest people of the population a group matches; larger is safer."),
        N_("Generalize more, or give the population table the data was drawn from.")),
    "k_map_estimate": Help(
        N_("k-map estimated from the population size"),
        N_("Without a population table, k-map is estimated: each group's size in the population is modelled from "
           "its size in the table and the sampling fraction (Poisson or zero-truncated Poisson, as ARX)."),
        N_("The estimate turns k into a smaller group size k' that the table must reach; the significance level "
           "is the accepted chance that a group still matches fewer than k people."),
        N_("Give the true population size; use a smaller significance level for more certainty.")),
}

DIFFERENTIAL_PRIVACY: dict[str, Help] = {
    "epsilon": Help(
        N_("ε (epsilon), the privacy loss"),
        N_("Differential privacy promises each person that the result would be almost the same whether or not "
           "their record were in the data, so nobody can learn much about them from it."),
        N_("ε bounds how much one release can change anyone's belief about one person: the odds move by at most "
           "a factor e^ε (ε = 0.5: ×1.65; ε = 1: ×2.72; ε = 2: ×7.4). A belief of 10% can become at most 23% "
           "with ε = 1. Smaller ε means more noise and more privacy; 0.1 to 1 is common for public releases."),
        N_("If the results are too noisy, release fewer or coarser figures, or spend more ε — knowing that the "
           "protection weakens and that every release spends part of the data set's budget.")),
    "delta": Help(
        N_("δ (delta), the chance of failure"),
        N_("The small probability that the promise of ε does not hold, for instance because an unusual record "
           "happened to be sampled and left in a small group."),
        N_("δ must be far smaller than one over the number of records: 1e-5 or less for tables of a few "
           "thousand records."),
        N_("Lower δ makes SafePub suppress more: its minimum group size k grows (δ = 1e-5 gives k = 62 at "
           "ε = 1).")),
    "budget": Help(
        N_("Privacy budget"),
        N_("Every differentially private release from a data set adds its ε and δ to what has been spent "
           "(sequential composition). The budget caps the total, so repeated questions cannot wear the "
           "protection down."),
        N_("PrivDesk keeps the budget in the project with a line per release; every report lists them. A release "
           "that would exceed it is refused before anything is computed."),
        N_("When the budget is spent, no more releases from this data set: give the figures already released, or "
           "decide knowingly on a new, larger budget.")),
    "dp-release": Help(
        N_("Differentially private table (SafePub)"),
        N_("The whole table is released with (ε, δ)-differential privacy: records are sampled at random, the "
           "quasi-identifiers are generalized, and every group smaller than k is suppressed. The generalization "
           "is chosen by the exponential mechanism, which spends a tenth of ε on the choice."),
        N_("PrivDesk derives the sampling probability β and the group size k from ε and δ as ARX does, and checks "
           "that the release is k-anonymous with that k. Loss is measured over the sampled records."),
        N_("If too much is suppressed, raise ε or δ a little, give coarser hierarchies, or fix the generalization "
           "(data-independent) when you know which levels suit the use.")),
    "dp-score": Help(
        N_("What the private search optimises"),
        N_("SafePub chooses the generalization at random, favouring the ones that keep more of the data by a "
           "score: Loss (how much of each value's range is kept), Precision (how few levels are climbed), "
           "Discernibility (small groups), Non-uniform entropy (how many values stay distinguishable) or "
           "Average class size (many groups)."),
        N_("Each score is scaled, as in ARX, so that one person changes it by at most 1; the choice spends no "
           "extra ε. The release still reports Loss and the other measures, whatever the score."),
        N_("Choose the score that matches the later use: Loss for general use, Discernibility or class size when "
           "small groups matter, entropy when many distinct values should survive.")),
    "dp-statistics": Help(
        N_("Differentially private counts"),
        N_("Counts of one column (a histogram) or of several together (a contingency table) with random noise, "
           "so that no single record can be seen in them."),
        N_("Each count carries noise of the discrete Laplace (geometric) distribution; the ± shows the range "
           "that holds the true count in 95% of releases. Negative counts are shown as 0. Only the data owner "
           "sees the true counts next to them; they are never written to the release."),
        N_("For less noise, count fewer combinations (fewer or coarser columns) or spend more ε.")),
    "gaussian": Help(
        N_("Gaussian noise and zCDP"),
        N_("Counts can also carry discrete Gaussian noise. Its privacy is measured by ρ (zero-concentrated "
           "differential privacy): the ρ's of several releases simply add up, and the sum is turned into (ε, δ) "
           "once, so many releases cost less than adding their ε's."),
        N_("PrivDesk chooses the least noise whose ρ keeps ε within the ε you give, at δ = 1e-5 (or uses the ρ you "
           "give on the command line), and draws the noise exactly. The ± shows the range that holds the true count "
           "in 95% of releases."),
        N_("A data set's budget that starts with a Gaussian release adds up ρ's (zCDP); one that starts with "
           "Laplace noise adds up ε's. For a single small table, Laplace noise is usually tighter.")),
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


def transformation_help(name: str) -> Help:
    return TRANSFORMATIONS[name].translated()


def dp_help(topic: str) -> Help:
    return DIFFERENTIAL_PRIVACY[topic].translated()


UNIQUENESS_HELP = {SAMPLE_UNIQUENESS: "sample_uniqueness", POPULATION_UNIQUENESS: "population_uniqueness",
                   AVERAGE_RISK: "average_of_kept_records"}
"""The help entry (``RISK``) of each uniqueness-kind requirement (``engine/models/population_models.KINDS``)."""


def tooltip(entry: Help) -> str:
    """One help entry as a rich-text tooltip: title, then the three parts."""
    from html import escape

    return (f"<b>{escape(entry.title)}</b><p>{escape(entry.protects)}</p><p>{escape(entry.reading)}</p>"
            f"<p><i>{escape(entry.failing)}</i></p>")


def help_document() -> str:
    """Every explanation as one HTML page (the window's Help panel), in the current language."""
    from html import escape

    sections = [(_("Privacy models"), model_helps()), (_("Measures"), MEASURES), (_("Re-identification risk"), RISK),
                (_("Differential privacy"), DIFFERENTIAL_PRIVACY), (_("Transformations of values"), TRANSFORMATIONS)]
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
