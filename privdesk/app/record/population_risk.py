"""The population-risk figures of a release as one JSON-ready document (``measure``, ``check``, ``audit``, the report's
Risk sheet and the window show the same document); every number comes from ``engine/metrics/population_risk.py``.

Sample uniqueness and the prosecutor figures need only the release. Population uniqueness needs a population model
(a sampling fraction or a population size). The journalist and marketer figures and k-map against a table use the
population table (its QIs generalized as the release's); without one, the population is the sample (as in ARX).
sdcMicro's individual risk needs a column of sampling weights.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

import numpy as np

from privdesk.app.check import release_population_matches
from privdesk.common.i18n import N_, _
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.classes import SUPPRESSED_LABEL
from privdesk.engine.core.counted_release import CountedRelease
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.requirement_check import RequirementCheck, all_met
from privdesk.engine.metrics.population_risk import (
    ClassSizeHistogram,
    PopulationModel,
    WeightParts,
    attacker_risks,
    check_weights,
    estimated_k_map,
    individual_risk,
    key_frequencies_with_missing,
    sample_uniqueness,
    weight_value,
    weighted_key_frequencies,
)
from privdesk.engine.metrics.uniqueness_estimators import Estimator, population_uniqueness
from privdesk.engine.models.population_models import (
    AVERAGE_RISK,
    UniquenessRequirement,
    release_histogram,
    takes_estimator,
)
from privdesk.engine.models.population_models import KINDS as UNIQUENESS_KINDS


@dataclass(frozen=True)
class PopulationRequirements:
    """Thresholds on the population figures: shares of records (0..1) and the k of k-map."""

    sample_uniqueness: float | None = None
    population_uniqueness: float | None = None
    k_map: int | None = None
    k_map_estimator: str = "poisson"    # without a population table: ARX's cell-size estimator ...
    significance: float = 0.01          # ... at this significance level (``estimated_k_map``)
    average_risk: float | None = None   # ARX's AverageReidentificationRisk: groups ÷ records of the kept records

    @property
    def any(self) -> bool:
        return any(v is not None for v in (self.sample_uniqueness, self.population_uniqueness, self.k_map,
                                           self.average_risk))


def population_risk_document(release: Dataset | CountedRelease, qis: Sequence[str], model: PopulationModel | None = None, *,
                             estimator: Estimator | str = Estimator.DANKAR,
                             population: Dataset | CountedRelease | None = None,
                             hierarchies: Mapping[str, Hierarchy] | None = None, weight_column: str | None = None,
                             threshold: float = 0.1,
                             requirements: PopulationRequirements | None = None) -> dict[str, Any]:
    """Every population figure of ``release`` that its inputs allow, and the requirements met or not.
    ``release`` may be a :class:`CountedRelease` (an engine's grouped rows, with its weight column's sums in
    ``sums``), and ``population`` a grouped table too (its distinct QI tuples with the people of each)."""
    estimator = Estimator(estimator)
    requirements = requirements or PopulationRequirements()
    classes = CountedRelease.of(release).partition(qis)
    histogram = ClassSizeHistogram.of(classes.with_suppressed_class)
    document: dict[str, Any] = {"rows": classes.n_rows, "classes": histogram.n_classes,
                                "sample_uniqueness": sample_uniqueness(histogram), "threshold": threshold}
    population_sizes = None
    if population is not None:
        population_sizes = release_population_matches(release, population, qis, dict(hierarchies or {}))
        if classes.suppressed:  # the suppressed rows match every population row (all QIs '*')
            population_sizes = np.append(population_sizes, population.n_rows)
        document["population_table_rows"] = population.n_rows
    sizes = classes.with_suppressed_class
    attackers = attacker_risks(sizes, population_sizes, threshold)
    document["attackers"] = {name: {"records_at_risk": a.records_at_risk, "highest_risk": a.highest_risk,
                                    "success_rate": a.success_rate} for name, a in attackers.items()}
    if model is None and requirements.population_uniqueness is not None:
        raise InputError(_("a population-uniqueness threshold needs --population-size or --sampling-fraction"))
    if model is not None:
        estimate = population_uniqueness(histogram, model)
        document["population_model"] = {**model.as_dict(), "population_size": estimate.population_size,
                                        "sampling_fraction": estimate.sampling_fraction}
        document["population_uniqueness"] = {
            "estimator": estimator.value, "value": estimate.fraction(estimator),
            "dankar_model": estimate.dankar_model.value,
            "not_converged": [e.value for e in estimate.not_converged],
            **{e.value: _finite(estimate.fraction(e)) for e in Estimator}}
    if requirements.k_map is not None and population_sizes is None:
        if model is None:
            raise InputError(_("k-map needs the population table (--population FILE), or a population size or "
                               "sampling fraction to estimate it"))
        estimate = estimated_k_map(requirements.k_map, requirements.significance, model.fraction(classes.n_rows),
                                   classes.n_rows, requirements.k_map_estimator)
        document["k_map_estimate"] = {"k": estimate.k, "derived_k": estimate.derived_k,
                                      "estimator": requirements.k_map_estimator,
                                      "significance": requirements.significance,
                                      "type_1_error": estimate.type_1_error}
        kept = classes.sizes[classes.sizes > 0]
        document["k_map"] = int(kept.min()) if len(kept) else 0  # the smallest released class, against k'
    elif population_sizes is not None:
        document["k_map"] = int(population_sizes.min()) if len(population_sizes) else 0
    if weight_column is not None:
        document["individual_risk"] = _individual_risk_document(CountedRelease.of(release), qis, classes,
                                                                weight_column, threshold)
    if requirements.average_risk is not None:
        document["average_risk_of_kept_records"] = UniquenessRequirement(AVERAGE_RISK, requirements.average_risk) \
            .achieved(release_histogram(classes.sizes))
    checks = _requirements(document, requirements)
    document["requirements"] = [check.to_dict() for check in checks]
    document["met"] = all_met(checks)
    return document


_NAMES = {"sample_uniqueness": N_("sample uniqueness"), "population_uniqueness": N_("population uniqueness"),
          "k_map": N_("k-map"), "average_risk_of_kept_records": N_("average re-identification risk of the kept records")}


def _requirements(document: dict[str, Any], req: PopulationRequirements) -> list[RequirementCheck]:
    rows = []  # (key, required, achieved, higher is safer)
    if req.sample_uniqueness is not None:
        rows.append(("sample_uniqueness", req.sample_uniqueness, document["sample_uniqueness"], False))
    if req.population_uniqueness is not None:
        rows.append(("population_uniqueness", req.population_uniqueness,
                     document["population_uniqueness"]["value"], False))
    if req.average_risk is not None:
        rows.append(("average_risk_of_kept_records", req.average_risk, document["average_risk_of_kept_records"],
                     False))
    if req.k_map is not None:
        estimate = document.get("k_map_estimate")
        needed = req.k_map if estimate is None else estimate["derived_k"]
        rows.append(("k_map", needed, document["k_map"], True))
    return [RequirementCheck.judged(None, _(_NAMES[key]), required, achieved, higher_is_safer=higher, key=key)
            for key, required, achieved, higher in rows]


def _individual_risk_document(release: CountedRelease, qis: Sequence[str], classes,
                              weight_column: str, threshold: float) -> dict[str, Any]:
    """sdcMicro's individual risk, its figures over the records. Every record of a class has its class's risk
    (equal QIs, equal f_k and F_k), so the figures are sums over classes weighted by their records: one
    computation whether a row of ``release`` is a record or stands for many (an engine's grouped rows, with the
    sum of their weights in ``release.sums``), and ``math.fsum`` makes the sums independent of the classes' order."""
    if release.counts is None:  # a weight a record, cut into the parts whose sums are exact (as the engines sum)
        weights, records = _numbers(release.table.column(weight_column)), None
        check_weights(weights)
        if len(weights):
            weights = WeightParts.of(weights.max(), weights.min(), len(weights)).of_weights(weights)
    elif weight_column in release.sums:
        weights, records = release.sums[weight_column], release.counts
    else:  # grouped rows without their weights' sums: the weights are not known per record
        raise InputError(_("the weight column '{name}' was not summed over the release's classes").format(
            name=weight_column), column=weight_column)
    fk, big_fk = _key_frequencies(release.table, qis, classes, weights, records)
    sizes = classes.with_suppressed_class
    risk = np.zeros(len(sizes))
    risk[classes.class_of_row] = individual_risk(fk, big_fk)  # rows of one class have one risk
    kept = sizes > 0
    n = int(sizes.sum())
    expected = math.fsum((risk[kept] * sizes[kept]).tolist())
    return {"weight_column": weight_column, "maximum": float(risk[kept].max(initial=0.0)),
            "mean": expected / n if n else 0.0, "expected_reidentifications": expected,
            "records_above_threshold": int(sizes[risk > threshold].sum()) / n if n else 0.0}


def _key_frequencies(table: Dataset, qis: Sequence[str], classes, weights: np.ndarray,
                     records: np.ndarray | None):
    """f_k and F_k of every row of ``table`` for sdcMicro's individual risk (``records``: what each row stands
    for, ``weights`` the sum of their weights; None: one record a row). As sdcMicro's freqCalc, a missing key
    value — and a suppressed one ('*', which sdcMicro would hold as NA) — matches any value; without such cells
    the release's classes are the keys."""
    columns = [table.column(q) for q in qis]
    wild = [np.array([v is None or v == SUPPRESSED_LABEL for v in c.values], bool) for c in columns]
    if not any(w.any() for w in wild):
        return weighted_key_frequencies(classes.class_of_row, weights, classes.n_classes + 1, records)
    return key_frequencies_with_missing([c.codes for c in columns], [w[c.codes] for w, c in zip(wild, columns)],
                                        weights, records)


def _numbers(column) -> np.ndarray:
    """The column's cells as floats (NaN where a cell is not a number), converted per distinct value."""
    values = np.array([weight_value(v) for v in column.values], dtype=float)
    return values[column.codes] if len(values) else np.zeros(0)


def _finite(value: float) -> float | None:
    return None if math.isnan(value) else value


# ----- the population model and uniqueness thresholds of a run (project file and anonymize flags) ----------------------


def population_model_of(settings: Mapping[str, Any] | None) -> PopulationModel | None:
    """A project's population model: its risk settings' "population_model" entry, e.g. {"sampling_fraction":
    0.1} or {"population_size": 3000000}; None when absent."""
    entry = dict((settings or {}).get("population_model") or {})
    if not entry:
        return None
    return PopulationModel(sampling_fraction=entry.get("sampling_fraction"),
                           population_size=entry.get("population_size"))


def uniqueness_from_project(project) -> list[UniquenessRequirement]:
    """The project's uniqueness thresholds: model entries {"model": "sample-uniqueness", "value": 0.01} or
    {"model": "population-uniqueness", "value": 0.001, "estimator": "dankar"} (with the project's population model)."""
    model = population_model_of(project.risk)
    return [UniquenessRequirement(m["model"], float(m.get("value", 0.0)), m.get("estimator", "dankar"), model)
            for m in project.models if m.get("model") in UNIQUENESS_KINDS]


def uniqueness_entry(kind: str, value: float, estimator: str | None = None,
                     population_model: PopulationModel | None = None) -> dict[str, Any]:
    """A project's model entry for a uniqueness threshold (the window's Privacy page), checked as the run will read
    it; a population-uniqueness entry may come before the project's population model (the run then asks for it)."""
    estimator = estimator or Estimator.DANKAR.value
    UniquenessRequirement(kind, float(value), estimator, population_model or PopulationModel(sampling_fraction=1.0))
    entry: dict[str, Any] = {"model": kind, "value": float(value)}
    if takes_estimator(kind):
        entry["estimator"] = Estimator(estimator).value
    return entry


def uniqueness_label(entry: Mapping[str, Any]) -> str:
    """The words of a project's uniqueness entry, as the run's checks and the report name it."""
    return UniquenessRequirement(entry["model"], float(entry.get("value", 0.0)), entry.get("estimator", "dankar"),
                                 PopulationModel(sampling_fraction=1.0)).label


def is_uniqueness_entry(entry: Mapping[str, Any]) -> bool:
    """Whether a project's model entry is a uniqueness threshold (not a registered model's requirement)."""
    return entry.get("model") in UNIQUENESS_KINDS


def uniqueness_checks(requirements: Sequence[UniquenessRequirement], classes, n_rows: int) -> list[RequirementCheck]:
    """The re-check of a release's uniqueness thresholds, on its kept classes (as the search judged them)."""
    return [RequirementCheck.judged(requirement.label, requirement.kind, requirement.value,
                                    requirement.resolved(n_rows).achieved(release_histogram(classes.sizes)))
            for requirement in requirements]
