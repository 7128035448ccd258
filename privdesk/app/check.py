"""`privdesk check`: which privacy models a released table satisfies, with the achieved parameters, and whether
the requirements the user names (k ≥ 5, l ≥ 2, t ≤ 0.2, …) are met.

The figures come from ``engine.models.check_all``; this job prepares its inputs (population labels for
δ-presence) and checks the requirements, which are registry models (``engine/models/registry.py``) checked by
their specs, as ``anonymize`` re-checks its releases (:func:`requirement_checks`). Unattainable parameters (infinite) are written as the JSON string
"inf" (JSON has no infinity), never ``null``.
"""

from __future__ import annotations

import dataclasses
import math
from typing import Any, Mapping, Sequence

import numpy as np
import pandas as pd

from privdesk.app.record.verdict import json_numbers
from privdesk.common.i18n import _
from privdesk.engine.attributes.hierarchy import Hierarchy, name_values
from privdesk.engine.attributes.sensitivity_levels import SensitivityLevels
from privdesk.engine.core.classes import SUPPRESSED_LABEL, Partition
from privdesk.engine.core.counted_release import CountedRelease
from privdesk.engine.core.dataset import Column, Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.persons import person_release
from privdesk.engine.core.progress import NO_PROGRESS, Progress
from privdesk.engine.core.requirement_check import RequirementCheck, all_met
from privdesk.engine.models import ORDERED_TYPES, check_all, class_key_labels, population_matches
from privdesk.engine.models.requirements import Requirement, SensitiveData, holds, requirement_values


def check_release(dataset: Dataset | CountedRelease, qis: Sequence[str], sensitive: Sequence[str],
                  hierarchies: Mapping[str, Hierarchy] | None = None,
                  levels: Mapping[str, SensitivityLevels] | None = None,
                  population: Dataset | CountedRelease | None = None, requirements: Sequence[Requirement] = (),
                  transformation: Mapping[str, int] | None = None,
                  progress: Progress = NO_PROGRESS, log_base: float | None = None,
                  person: str | None = None) -> dict[str, Any]:
    """The achieved figures of every model, and one entry per requirement (:func:`requirement_checks`; the
    requirements come from the registry, e.g. ``cli_models.requirements_from_flags``).
    ``transformation``: the QI levels of a full-domain release, when known (for δ-presence's population).
    ``progress``: reports (and may cancel) checks of releases too large to check at once. ``log_base``: the
    logarithm base in which the requirements' logarithmic parameters are stated (2: δ in bits, as ARX).
    ``dataset`` and ``population`` may be :class:`CountedRelease` (an engine's grouped tables).
    ``person``: the person key; every figure then counts persons (``engine/core/persons.py``)."""
    hierarchies = dict(hierarchies or {})
    for name in [*qis, *sensitive, *hierarchies, *(levels or {})]:
        dataset.column(name)
    if person:
        refuse_population_by_person(person, population, requirements)
        dataset = person_release(dataset, person)
    # the l of the recursive variant's figure: the first requirement taking a c (only recursive l-diversity does)
    l_for_recursive = next((int(r.value) for r in requirements if r.c is not None), 2)
    population_labels = (generalize_population(dataset, population, qis, hierarchies, transformation)
                         if population is not None else None)
    class_size = next((r.spec.sufficient_class(r) for r in requirements if r.spec.class_size), None)
    report = check_all(dataset, qis, sensitive, {n: h for n, h in hierarchies.items() if n in sensitive},
                       levels, l_for_recursive, population_labels, class_size, progress,
                       population.counts if isinstance(population, CountedRelease) else None)
    checks = requirement_checks(dataset, qis, requirements, hierarchies, population, transformation, progress,
                                log_base, person)
    report["requirements"] = [check.to_dict() for check in checks]
    report["met"] = all_met(checks)
    if person:
        report |= person_counts(dataset, qis)
    return json_numbers(report)


def refuse_population_by_person(person: str, population: Dataset | None, requirements: Sequence[Requirement]):
    """A population table is a table of persons the release's rows cannot be matched to: refused with a person
    key (the estimated population figures, which need no table, are counted over persons)."""
    needing = [r for r in requirements if r.spec.needs_population]
    if population is not None or needing:
        what = needing[0].label if needing else _("a population table")
        raise InputError(_("{what} is not computed over persons yet; leave out the person key or the population "
                           "table").format(what=what), column=person)


def person_counts(release, qis: Sequence[str]) -> dict[str, Any]:
    """The person key's figures beside the records: rows, persons, persons with several rows, and the smallest
    class in persons and in rows."""
    classes = release.partition(qis)
    repeated = int(np.count_nonzero(np.bincount(release.person_of_row, minlength=release.n_persons) > 1))
    return {"person": release.person, "rows": release.n_records, "persons": release.n_persons,
            "repeated_persons": repeated, "suppressed_rows": classes.suppressed_records,
            "persons_with_several_tuples": int(classes.sizes[classes.tuples > 1].sum()),
            "smallest_class_rows": int(classes.records[classes.sizes == classes.sizes.min()].min())
            if classes.n_classes else 0}


def requirement_checks(released: Dataset | CountedRelease, qis: Sequence[str], requirements: Sequence[Requirement],
                       hierarchies: Mapping[str, Hierarchy], population: Dataset | None = None,
                       transformation: Mapping[str, int] | None = None, progress: Progress = NO_PROGRESS,
                       log_base: float | None = None, person: str | None = None) -> list[RequirementCheck]:
    """One entry per requirement, from its model's spec on the released table's classes: its label, model,
    attribute, required value, the worst class value (``achieved``; None when infinite) and whether every class
    meets it, plus what the spec's ``details`` add. The one re-check of ``check``, ``audit`` and ``anonymize``.

    A variant the model chooses from the data (t-closeness's distance) is resolved first, so the label names it.
    ``log_base``: a requirement on a logarithmic parameter (``Parameter.logarithm``) is stated in that base and
    its required and achieved values are shown in it. ``released`` may be a :class:`CountedRelease`.
    ``person``: the person key; the classes are then classes of persons (``engine/core/persons.py``)."""
    if person:
        refuse_population_by_person(person, population, requirements)
    counted = CountedRelease.of(person_release(released, person))
    classes = counted.partition(qis)
    needing = [r for r in requirements if r.spec.needs_population]
    matches = None
    if needing:
        if population is None:
            raise InputError(_("{label} needs the population table the data is drawn from").format(
                label=needing[0].label))
        matches = release_population_matches(released, population, qis, hierarchies, transformation)
    sensitive, reference = sensitive_data(counted, qis, requirements, hierarchies)
    stated = [_stated(r, sensitive) for r in requirements]
    checked = [_in_natural_units(r, log_base) for r in stated]
    checks = []
    for shown, requirement, values in zip(stated, checked, requirement_values(checked, classes, sensitive,
                                                                              reference, matches, progress)):
        spec = requirement.spec
        worst = (float(values.min()) if spec.higher_is_safer(requirement) else float(values.max())) \
            if len(values) else None
        scale = _scale(requirement, log_base)
        label = _label(shown, log_base)
        if person:
            label = _("{requirement}, counted in persons ('{person}')").format(requirement=label, person=person)
        checks.append(RequirementCheck.judged(
            label, requirement.model, shown.value,
            worst / scale if worst is not None and np.isfinite(worst) else None, attribute=requirement.attribute,
            holds=holds(requirement, values), details=spec.details(requirement, values)))
    return checks


def sensitive_data(released: Dataset | CountedRelease, qis: Sequence[str], requirements: Sequence[Requirement],
                   hierarchies: Mapping[str, Hierarchy]) -> tuple[dict[str, SensitiveData], dict[str, np.ndarray]]:
    """What the class checks need of the requirements' sensitive attributes in a release (classes over ``qis``),
    and each one's value counts over the whole release (suppressed records included): the reference of t-closeness
    and its kin. ``released`` may be a :class:`CountedRelease`."""
    counted = CountedRelease.of(released)
    classes = counted.partition(qis)
    sensitive, reference = {}, {}
    for name in sorted({r.attribute for r in requirements if r.attribute}):
        column = counted.column(name)
        hierarchy = hierarchies.get(name)
        rows = counted.attribute_partition(qis, name)
        sensitive[name] = SensitiveData(column.codes, len(column.values), column.type in ORDERED_TYPES,
                                        hierarchy.bind(column) if hierarchy is not None else None,
                                        None if rows is classes else rows)
        reference[name] = rows.value_totals(column.codes, len(column.values))
    return sensitive, reference


def _stated(requirement: Requirement, sensitive: Mapping[str, SensitiveData]) -> Requirement:
    """The requirement with a variant its model chooses from the data made explicit."""
    spec = requirement.spec
    if requirement.variant is None and spec.variant_from_data is not None and requirement.attribute in sensitive:
        return dataclasses.replace(requirement, variant=spec.variant_from_data(sensitive[requirement.attribute]))
    return requirement


def _scale(requirement: Requirement, log_base: float | None) -> float:
    return math.log(log_base) if log_base and requirement.spec.parameter.logarithm else 1.0


def _in_natural_units(requirement: Requirement, log_base: float | None) -> Requirement:
    scale = _scale(requirement, log_base)
    return requirement if scale == 1.0 else dataclasses.replace(requirement, value=requirement.value * scale)


def _label(requirement: Requirement, log_base: float | None) -> str:
    if _scale(requirement, log_base) == 1.0:
        return requirement.label
    return _("{requirement} (logarithm base {base:g})").format(requirement=requirement.label, base=log_base)


def generalize_population(release: Dataset | CountedRelease, population: Dataset | CountedRelease, qis: Sequence[str],
                          hierarchies: Mapping[str, Hierarchy],
                          transformation: Mapping[str, int] | None = None) -> pd.DataFrame:
    """The population's QIs in the release's labels: for a QI with a hierarchy, at its level in
    ``transformation`` when given, else at the lowest level whose labels hold all of the release's values
    (full-domain); without a hierarchy, the population must already use the release's labels. Either table may
    be a grouped one (:class:`CountedRelease`): the population then a row per distinct QI tuple."""
    counted = CountedRelease.of(release)
    kept = counted.partition(qis).kept_rows

    def present(name: str) -> set[str]:
        released_column = counted.column(name)
        return {str(v) for v in released_column.values[np.unique(released_column.codes[kept])] if v is not None}

    return _population_labels(present, population, qis, hierarchies, transformation)


def _population_labels(present, population: Dataset | CountedRelease, qis: Sequence[str],
                       hierarchies: Mapping[str, Hierarchy], transformation: Mapping[str, int] | None) -> pd.DataFrame:
    """:func:`generalize_population`, the release's kept labels of a QI told by ``present(name)``."""
    table = population.table if isinstance(population, CountedRelease) else population
    labels = {}
    for name in qis:
        column = table.column(name)
        hierarchy = hierarchies.get(name)
        if hierarchy is None:
            labels[name] = column.text()
            continue
        if transformation is not None and name in transformation:
            labels[name] = hierarchy.generalize(column, int(transformation[name]), table.source.missing_tokens)
            continue
        released = present(name)
        level = _level_of(hierarchy, released)
        if level is None and SUPPRESSED_LABEL in released:  # "*" cells of cell suppression: the others' level
            level = _level_of(hierarchy, released - {SUPPRESSED_LABEL})
        if level is None:
            raise InputError(_("the released values of '{name}' are not all labels of one level of its hierarchy "
                               "(e.g. {values}); δ-presence needs a full-domain release").format(
                name=name, values=name_values(sorted(released))), column=name)
        labels[name] = hierarchy.generalize(column, level, table.source.missing_tokens)
    return pd.DataFrame(labels, columns=list(qis))


def _level_of(hierarchy: Hierarchy, labels: set[str]) -> int | None:
    """The lowest level of the hierarchy whose labels hold all of ``labels``."""
    return next((lv for lv in range(hierarchy.levels) if labels <= set(map(str, hierarchy.labels[lv]))), None)


def release_population_matches(release: Dataset | CountedRelease, population: Dataset | CountedRelease,
                               qis: Sequence[str], hierarchies: Mapping[str, Hierarchy],
                               transformation: Mapping[str, int] | None = None) -> np.ndarray:
    """N_E of every class of the release (in ``release_partition`` order): the population rows whose QIs,
    generalized as the release's (:func:`generalize_population`), equal the class's key — what δ-presence and the
    link-matching figures divide by. Either table may come as counts (:class:`CountedRelease`)."""
    counted = CountedRelease.of(release)
    return class_population_matches(counted.partition(qis), [counted.column(q) for q in qis], population, qis,
                                    hierarchies, transformation)


def class_population_matches(classes: Partition, columns: Sequence[Column], population: Dataset | CountedRelease,
                             qis: Sequence[str], hierarchies: Mapping[str, Hierarchy],
                             transformation: Mapping[str, int] | None = None) -> np.ndarray:
    """:func:`release_population_matches` of a release told by its classes (``classes.keys`` coded as the values
    of ``columns``, one per QI): no row per record of the release is needed, and a grouped population is matched
    a distinct tuple at a time, each counting its records."""
    def present(name: str) -> set[str]:
        j = list(qis).index(name)
        return {str(v) for v in columns[j].values[np.unique(classes.keys[:, j])] if v is not None}

    labels = _population_labels(present, population, qis, hierarchies, transformation)
    records = population.counts if isinstance(population, CountedRelease) else None
    return population_matches(classes, class_key_labels(classes, columns), labels.to_numpy(dtype=object), records)
