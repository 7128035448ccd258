"""Re-identification risk of a release (docs/spec.md §3; GB/T 37964-2019 appendix B.1.4, which follows El Emam's risk
framework and the IPC Ontario "De-identification Guidelines for Structured Data", 2016).

Data risk
    Every row r has the re-identification probability p_r = 1/|E(r)|, |E(r)| the size of its equivalence class.
    Suppressed rows form one class of their own (SPEC §0, as ARX does), so each of s suppressed rows has p_r = 1/s.

    - Public and semi-public release: data risk = max_r p_r (an attacker who wants to show off targets the most
      exposed row).
    - Non-public release: strict average risk: data risk = mean_r p_r (= classes/n, counting the suppressed rows as
      one class) and, in addition, no row may have p_r above a cap (0.33 by default, 0.5 allowed).
    - Records at risk: the share of rows with p_r above the threshold (shown for every release model).

Environment (context) risk: the probability that an attack is attempted at all.
    - Public release: 1 (assume someone attacks).
    - Controlled (semi-public or non-public) release: the maximum of (a) a deliberate insider attack, from the 3×3
      table of the recipient's privacy and security controls against its motives and capacity; (b) inadvertent
      recognition of an acquaintance, 1 − (1 − p)^m with p the share of the population having the data's
      characteristic and m the number of people one knows (150 to 190); (c) a data breach at the recipient (a
      user input, 0.27 is a common healthcare figure). Without a described environment the risk is taken as 1.
      IPC Ontario treats a semi-public release (terms of use, no enforceable controls) like a public one, so leave
      ``environment`` unset for it unless the recipient's controls really are known.

Overall risk = data risk × environment risk; a release passes when overall risk ≤ threshold (and, for the strict
average, no row is above the cap). Comparisons take the numbers as they are (no rounding; GB/T 8170's full-value
comparison, and ARX's): the precedents 0.33 and 0.09 are 1/3 and 1/11 rounded down, so a class of 3 rows
(p = 0.3333) is above 0.33 and a class of 11 rows (0.0909) is above 0.09. To mean "classes of at least k rows" use
:func:`threshold_of_cell_size` (1/k). A relative tolerance of 1e-9 absorbs floating-point noise only.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from enum import Enum

import numpy as np

from privdesk.common.i18n import N_, _
from privdesk.engine.core.classes import Partition
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.tolerance import RISK_TOLERANCE, within_risk

# ----- thresholds -----------------------------------------------------------------------------------------------------

THRESHOLD_LOW_INVASION = 0.1
"""Threshold when the release invades privacy little (minimum cell size 10)."""
THRESHOLD_MEDIUM_INVASION = 0.075
"""Threshold for a medium invasion of privacy (cell size about 15)."""
THRESHOLD_HIGH_INVASION = 0.05
"""Threshold for a high invasion of privacy (cell size 20)."""

PRECEDENT_CELL_SIZE_5 = 0.2
"""Common precedent: minimum cell size 5."""
PRECEDENT_CELL_SIZE_3 = 0.33
"""Common precedent: minimum cell size 3 (1/3 rounded down; a class of exactly 3 rows is above it)."""
PRECEDENT_CELL_SIZE_11 = 0.09
"""Common precedent: minimum cell size 11 (1/11 rounded down; a class of exactly 11 rows is above it)."""
PRECEDENT_THRESHOLDS = (PRECEDENT_CELL_SIZE_5, PRECEDENT_CELL_SIZE_3, PRECEDENT_CELL_SIZE_11)

STRICT_AVERAGE_CAP = 0.33
"""Strict average risk: no row may have a re-identification probability above this (the default)."""
STRICT_AVERAGE_CAP_RELAXED = 0.5
"""Strict average risk: the allowed alternative cap."""
STRICT_AVERAGE_CAPS = (STRICT_AVERAGE_CAP, STRICT_AVERAGE_CAP_RELAXED)

ACQUAINTANCES_MIN = 150
"""Fewest acquaintances m the standard suggests for the acquaintance attack."""
ACQUAINTANCES_MAX = 190
"""Most acquaintances m the standard suggests."""
HEALTHCARE_BREACH_PROBABILITY = 0.27
"""A commonly used probability of a data breach at a healthcare recipient."""



class ReleaseModel(Enum):
    """How the data are released; decides the data-risk measure."""

    PUBLIC = "public"
    SEMI_PUBLIC = "semi-public"
    NON_PUBLIC = "non-public"

    @property
    def uses_maximum(self) -> bool:
        """Public and semi-public releases measure the maximum risk; non-public the strict average."""
        return self is not ReleaseModel.NON_PUBLIC


class InvasionLevel(Enum):
    """How much a re-identification would invade privacy; picks the threshold."""

    LOW = "low"
    MEDIUM = "medium"
    HIGH = "high"

    @property
    def threshold(self) -> float:
        return THRESHOLD_BY_INVASION[self]


THRESHOLD_BY_INVASION = {
    InvasionLevel.LOW: THRESHOLD_LOW_INVASION,
    InvasionLevel.MEDIUM: THRESHOLD_MEDIUM_INVASION,
    InvasionLevel.HIGH: THRESHOLD_HIGH_INVASION,
}


class Rating(Enum):
    """A qualitative rating (high / medium / low) of the recipient's controls or of its motives and capacity."""

    LOW = "low"
    MEDIUM = "medium"
    HIGH = "high"


INSIDER_ATTACK = {
    # (privacy and security controls, motives and capacity): probability of a deliberate insider attack
    (Rating.HIGH, Rating.LOW): 0.05, (Rating.HIGH, Rating.MEDIUM): 0.1, (Rating.HIGH, Rating.HIGH): 0.2,
    (Rating.MEDIUM, Rating.LOW): 0.2, (Rating.MEDIUM, Rating.MEDIUM): 0.3, (Rating.MEDIUM, Rating.HIGH): 0.4,
    (Rating.LOW, Rating.LOW): 0.4, (Rating.LOW, Rating.MEDIUM): 0.5, (Rating.LOW, Rating.HIGH): 0.6,
}
"""SPEC §3's table: rows = the recipient's controls, columns = its motives and capacity."""


def threshold_of_cell_size(cell_size: int) -> float:
    """The threshold 1/k that lets classes of exactly ``cell_size`` rows pass."""
    if isinstance(cell_size, bool) or not isinstance(cell_size, (int, np.integer)) or cell_size < 1:
        raise InputError(_("the minimum cell size must be a whole number of at least 1"), value=cell_size)
    return 1.0 / int(cell_size)


def insider_attack_probability(controls: Rating | str, motives: Rating | str) -> float:
    """Probability of a deliberate insider attack, from the recipient's controls and its motives and capacity."""
    return INSIDER_ATTACK[(_rating(controls, _("controls")), _rating(motives, _("motives and capacity")))]


def acquaintance_probability(prevalence: float, acquaintances: float = ACQUAINTANCES_MIN) -> float:
    """1 − (1 − p)^m: the chance that a recipient knows someone in the data (p = share of the population with the
    data's characteristic, m = people one knows). Any m ≥ 0 is computed; the standard suggests 150 to 190."""
    p = _probability(prevalence, _("the share of the population with the characteristic (p)"))
    m = float(acquaintances)
    if not math.isfinite(m) or m < 0:
        raise InputError(_("the number of acquaintances (m) must be a number of at least 0"), value=acquaintances)
    return 1.0 - (1.0 - p) ** m


@dataclass(frozen=True)
class ControlledEnvironment:
    """What is known about the recipient of a controlled (semi-public or non-public) release."""

    controls: Rating = Rating.MEDIUM
    motives: Rating = Rating.MEDIUM
    prevalence: float = 0.0
    acquaintances: float = ACQUAINTANCES_MIN
    breach: float = HEALTHCARE_BREACH_PROBABILITY

    def __post_init__(self) -> None:
        object.__setattr__(self, "controls", _rating(self.controls, _("controls")))
        object.__setattr__(self, "motives", _rating(self.motives, _("motives and capacity")))
        _probability(self.prevalence, _("the share of the population with the characteristic (p)"))
        _probability(self.breach, _("the probability of a data breach"))
        m = float(self.acquaintances)
        if not (ACQUAINTANCES_MIN <= m <= ACQUAINTANCES_MAX):
            raise InputError(_("the number of acquaintances (m) should be between {low} and {high}").format(
                low=ACQUAINTANCES_MIN, high=ACQUAINTANCES_MAX), value=self.acquaintances)

    @property
    def insider_attack(self) -> float:
        return insider_attack_probability(self.controls, self.motives)

    @property
    def acquaintance(self) -> float:
        return acquaintance_probability(self.prevalence, self.acquaintances)

    @property
    def risk(self) -> float:
        """The environment risk: the largest of the three attack probabilities."""
        return max(self.insider_attack, self.acquaintance, float(self.breach))


@dataclass(frozen=True)
class RiskSettings:
    """How to judge a release. ``threshold`` overrides the one of ``invasion`` when given."""

    release_model: ReleaseModel = ReleaseModel.PUBLIC
    invasion: InvasionLevel = InvasionLevel.HIGH
    threshold: float | None = None
    environment: ControlledEnvironment | None = None
    record_cap: float = STRICT_AVERAGE_CAP
    at_risk_limit: float | None = None   # optional: largest share of records whose risk exceeds the threshold

    def __post_init__(self) -> None:
        if isinstance(self.release_model, str):
            object.__setattr__(self, "release_model", _enum(ReleaseModel, self.release_model, _("release model")))
        if isinstance(self.invasion, str):
            object.__setattr__(self, "invasion", _enum(InvasionLevel, self.invasion, _("invasion of privacy")))
        if self.threshold is not None:
            value = _probability(self.threshold, _("the risk threshold"))
            if value == 0:
                raise InputError(_("the risk threshold must be greater than 0"), value=self.threshold)
        if self.at_risk_limit is not None:
            _probability(self.at_risk_limit, _("the share of records at risk"))
        if self.record_cap not in STRICT_AVERAGE_CAPS:
            raise InputError(_("the strict-average cap must be {cap} or {relaxed}").format(
                cap=STRICT_AVERAGE_CAP, relaxed=STRICT_AVERAGE_CAP_RELAXED), value=self.record_cap)

    @property
    def effective_threshold(self) -> float:
        return float(self.threshold) if self.threshold is not None else self.invasion.threshold

    def environment_risk(self) -> float:
        if self.release_model is ReleaseModel.PUBLIC or self.environment is None:
            return 1.0
        return self.environment.risk


@dataclass(frozen=True)
class RiskAssessment:
    """All figures of a risk assessment. Risks are probabilities in [0, 1]; shares are fractions of all rows."""

    release_model: ReleaseModel
    threshold: float
    n_rows: int
    n_classes: int                 # classes of kept rows, plus one when rows are suppressed
    suppressed: int
    smallest_class: int            # over the same classes (0 for an empty table)
    record_risk: np.ndarray = field(repr=False, compare=False)  # p_r of every row, in row order
    class_risk: np.ndarray = field(repr=False, compare=False)   # p_r of each class's records (suppressed last)
    class_records: np.ndarray = field(repr=False, compare=False)  # the records of each class
    maximum_risk: float
    average_risk: float
    records_at_risk: float         # share of rows with p_r above the threshold
    record_cap: float | None       # strict-average cap (non-public release only)
    records_above_cap: float | None
    data_risk: float               # maximum or strict average, by the release model
    environment_risk: float
    insider_attack: float | None   # the three environment figures, when an environment was described
    acquaintance: float | None
    breach: float | None
    overall_risk: float
    passed: bool
    verdict: str


def assess_risk(partition: Partition, settings: RiskSettings | None = None) -> RiskAssessment:
    """Re-identification risk of the release whose equivalence classes are ``partition`` (SPEC §3)."""
    settings = settings or RiskSettings()
    threshold = settings.effective_threshold
    n = partition.n_rows
    sizes = partition.with_suppressed_class
    # each class of |E| records holds |E| records of risk 1/|E|: the figures come from the classes, whatever
    # number of records a row of the partition stands for
    class_risk = 1.0 / sizes.astype(float) if len(sizes) else np.zeros(0)
    if n:
        record_risk = 1.0 / partition.size_of_row().astype(float)
        maximum = float(class_risk.max())
        average = len(sizes) / n  # = mean p_r: each class contributes |E| · 1/|E|
        at_risk = float(sizes[~within_risk(class_risk, threshold)].sum()) / n
    else:
        record_risk = np.zeros(0)
        maximum = average = at_risk = 0.0
    model = settings.release_model
    data_risk = maximum if model.uses_maximum else average
    cap = None if model.uses_maximum else settings.record_cap
    above_cap = None
    if cap is not None:
        above_cap = float(sizes[~within_risk(class_risk, cap)].sum()) / n if n else 0.0
    env = None if model is ReleaseModel.PUBLIC else settings.environment
    environment_risk = settings.environment_risk()
    overall = data_risk * environment_risk
    passed = bool(within_risk(overall, threshold)) and not above_cap
    assessment = dict(
        release_model=model, threshold=threshold, n_rows=n, n_classes=len(sizes), suppressed=partition.suppressed,
        smallest_class=int(sizes.min()) if len(sizes) else 0, record_risk=record_risk, class_risk=class_risk,
        class_records=sizes, maximum_risk=maximum,
        average_risk=average, records_at_risk=at_risk, record_cap=cap, records_above_cap=above_cap,
        data_risk=data_risk, environment_risk=environment_risk,
        insider_attack=None if env is None else env.insider_attack,
        acquaintance=None if env is None else env.acquaintance,
        breach=None if env is None else float(env.breach),
        overall_risk=overall, passed=passed)
    return RiskAssessment(**assessment, verdict=_verdict(assessment, settings))


# ----- risk bands -----------------------------------------------------------------------------------------------------

RISK_BANDS = (0.0, 0.05, 0.1, 0.2, 1 / 3, 0.5, 1.0)
"""The edges of the risk bands the report's Risk sheet, its chart and the window's chart show."""


def risk_bands(record_risk: np.ndarray, threshold: float | None = None,
               edges: tuple[float, ...] = RISK_BANDS, records: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Records per risk band: (edges, counts). A band holds the risks above its lower edge up to and including its
    upper edge (the first band also holds 0), so a risk exactly on a boundary belongs to the lower band — as a record
    at risk is one *above* the threshold, which is made an edge too. The one home of the bands: the Risk sheet,
    the chart and the window all show these counts. ``records``: how many records hold each risk (a class's),
    else one each."""
    bounds = np.unique(np.clip(np.asarray(edges, dtype=float), 0.0, 1.0))
    if threshold is not None and bounds[0] < threshold < bounds[-1]:
        bounds = np.unique(np.append(bounds, float(threshold)))
    risks = np.asarray(record_risk, dtype=float)
    finite = np.isfinite(risks)
    band = np.searchsorted(bounds[1:-1] * (1 + RISK_TOLERANCE), risks[finite], side="left")
    weights = None if records is None else np.asarray(records)[finite]
    return bounds, np.bincount(band, weights=weights, minlength=len(bounds) - 1).astype(np.int64)


# ----- helpers --------------------------------------------------------------------------------------------------------


def _verdict(a: dict, settings: RiskSettings) -> str:
    """The assessment in one sentence, in the current language (whole sentences in the catalogue; the release
    model, the risk measure and the threshold with its invasion level are filled in as phrases)."""
    model: ReleaseModel = a["release_model"]
    threshold = a["threshold"]
    within = bool(within_risk(a["overall_risk"], threshold))
    above_cap = bool(a["record_cap"] is not None and a["records_above_cap"])
    state = "passes" if a["passed"] else ("within_above_cap" if within else
                                          "exceeds_above_cap" if above_cap else "exceeds")
    plain = a["environment_risk"] == 1.0
    return _(_VERDICTS[state, plain]).format(
        model=_(_RELEASE_MODELS[model]),
        measure=_("highest re-identification risk") if model.uses_maximum
        else _("strict average re-identification risk"),
        risk=a["data_risk"], environment=a["environment_risk"], overall=a["overall_risk"],
        threshold=(f"{threshold:g}" if settings.threshold is not None
                   else _(_NAMED_THRESHOLDS[settings.invasion]).format(threshold=threshold)),
        share=a["records_above_cap"] or 0.0, cap=a["record_cap"] or 0.0)


_RELEASE_MODELS = {ReleaseModel.PUBLIC: N_("public"), ReleaseModel.SEMI_PUBLIC: N_("semi-public"),
                   ReleaseModel.NON_PUBLIC: N_("non-public")}
_NAMED_THRESHOLDS = {InvasionLevel.LOW: N_("{threshold:g} for a low invasion of privacy"),
                     InvasionLevel.MEDIUM: N_("{threshold:g} for a medium invasion of privacy"),
                     InvasionLevel.HIGH: N_("{threshold:g} for a high invasion of privacy")}
_VERDICTS = {
    # (state, environment risk 1): passes, within the threshold but records above the strict-average cap,
    # above the threshold, above both
    ("passes", True): N_("Passes: for a {model} release, the {measure} is {risk:.4f}, which is within the "
                         "threshold {threshold}."),
    ("passes", False): N_("Passes: for a {model} release, the {measure} {risk:.4f} times the environment risk "
                          "{environment:.4f} gives an overall risk of {overall:.4f}, which is within the threshold "
                          "{threshold}."),
    ("within_above_cap", True): N_("Fails: for a {model} release, the {measure} is {risk:.4f}, which is within the "
                                   "threshold {threshold}, but {share:.2%} of the records have a risk above the "
                                   "strict-average cap {cap:g}."),
    ("within_above_cap", False): N_("Fails: for a {model} release, the {measure} {risk:.4f} times the environment "
                                    "risk {environment:.4f} gives an overall risk of {overall:.4f}, which is within "
                                    "the threshold {threshold}, but {share:.2%} of the records have a risk above the "
                                    "strict-average cap {cap:g}."),
    ("exceeds", True): N_("Fails: for a {model} release, the {measure} is {risk:.4f}, which exceeds the threshold "
                          "{threshold}."),
    ("exceeds", False): N_("Fails: for a {model} release, the {measure} {risk:.4f} times the environment risk "
                           "{environment:.4f} gives an overall risk of {overall:.4f}, which exceeds the threshold "
                           "{threshold}."),
    ("exceeds_above_cap", True): N_("Fails: for a {model} release, the {measure} is {risk:.4f}, which exceeds the "
                                    "threshold {threshold}, and {share:.2%} of the records have a risk above the "
                                    "strict-average cap {cap:g}."),
    ("exceeds_above_cap", False): N_("Fails: for a {model} release, the {measure} {risk:.4f} times the environment "
                                     "risk {environment:.4f} gives an overall risk of {overall:.4f}, which exceeds "
                                     "the threshold {threshold}, and {share:.2%} of the records have a risk above "
                                     "the strict-average cap {cap:g}."),
}


def _rating(value: Rating | str, what: str) -> Rating:
    return value if isinstance(value, Rating) else _enum(Rating, value, what)


def _enum(kind, value, what: str):
    """``value`` as a member of ``kind``; ``what`` names the setting in the current language."""
    if isinstance(value, kind):
        return value
    text = str(value).strip().lower().replace("_", "-").replace(" ", "-")
    for member in kind:
        if text in (member.value, member.name.lower().replace("_", "-")):
            return member
    choices = ", ".join(m.value for m in kind)
    raise InputError(_("unknown {what}; choose one of {choices}").format(what=what, choices=choices), value=value)


def _probability(value: float, what: str) -> float:
    try:
        number = float(value)
    except (TypeError, ValueError):
        number = math.nan
    if isinstance(value, bool) or not (0.0 <= number <= 1.0):
        raise InputError(_("{what} must be a number from 0 to 1").format(what=what), value=value)
    return number
