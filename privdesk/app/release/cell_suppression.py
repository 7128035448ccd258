"""Cell suppression in a release: the records the full-domain search suppressed are recoded by suppressing single
cells instead (engine/recoding/cell_recoding.py), so that most of them stay in the release. Two modes: ``arx``
(ARX's optimizeIterativeFast, 1% of the table per round) and ``gradual`` (1% of the records still suppressed per
round, most records kept first). Every model the search checks is judged round by round (cell_judges.py), the
models on a population table (δ-presence, k-map) with the population in the release's codes, a ``*`` cell matching
any population value of its column as in the verdict. The recoded release then goes through the verdict's own re-check; should it fail (never
expected), the search's release with whole records suppressed is kept instead, and the record says so.

Inside the person search on rows (``Settings.person_rows``: QIs or a protected value vary within a person) the
records are persons: whole persons are recoded and judged by their sets of shown tuples, the sensitive values
counted over distinct (person, value) pairs and the re-check run over persons, as ``check --person`` does."""

from __future__ import annotations

import dataclasses
from typing import Any

import numpy as np

from privdesk.app.check import generalize_population, sensitive_data
from privdesk.app.release.check import failed_risk_entries, verify_release
from privdesk.common.i18n import _
from privdesk.engine.core.classes import SUPPRESSED_LABEL
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.numeric import replaced_texts
from privdesk.engine.core.persons import PersonRelease
from privdesk.engine.core.requirement_check import all_met
from privdesk.engine.models.requirements import smallest_passing_class
from privdesk.engine.models.risk_threshold import risk_thresholds
from privdesk.engine.recoding.cell_judges import merges, models_judge, population_judged, table_check
from privdesk.engine.recoding.cell_recoding import cell_suppression_mode, recode_by_cells
from privdesk.engine.search.result import Anonymization


def check_cell_suppression(settings: Any) -> None:
    """Exit 2 before any work when the settings cannot use cell suppression: no model at all."""
    if not settings.requirements and not settings.uniqueness:
        raise InputError(_("choose at least one privacy model"))


def recode_by_cell_suppression(dataset: Dataset, settings: Any, result: Anonymization) -> Anonymization:
    """``result`` with its suppressed records released again, some of their QI cells shown as ``*``; ``result``
    itself (its record noting the fallback) when the recoded release fails the verdict's re-check."""
    if result.transformation is None:
        raise InputError(_("cell suppression works with the full-domain searches (optimal, heuristic, genetic)"),
                         value=settings.algorithm)
    requirements = [*settings.requirements, *risk_thresholds(settings.risk)]
    columns = [settings.hierarchies[q].generalize(dataset.column(q), result.transformation[q]).astype(str)
               for q in result.qis]
    # one code per label, "*" among them: a record shown "*" everywhere by the search joins those recoded so
    coded = [np.unique(np.append(column, SUPPRESSED_LABEL), return_inverse=True) for column in columns]
    codes = np.column_stack([inverse.ravel()[:-1] for _labels, inverse in coded]).astype(np.int64) \
        if columns else np.zeros((dataset.n_rows, 0), np.int64)
    stars = [int(np.searchsorted(labels, SUPPRESSED_LABEL)) for labels, _inverse in coded]
    persons = settings.person_rows  # inside the person search: whole persons recoded, judged over persons
    view = result.released if persons is None else PersonRelease(result.released, "", persons)
    sensitive, reference = sensitive_data(view, result.qis, requirements, settings.hierarchies)
    owners = None if persons is None else {name: view.attributes[name].group for name in sensitive}
    mode = cell_suppression_mode(settings.cell_suppression)
    population = _population_in_codes(dataset, settings, result, [labels for labels, _inverse in coded], stars) \
        if any(r.spec.needs_population for r in requirements) else None
    recoding = recode_by_cells(
        codes, judge=models_judge(requirements, sensitive, reference, population, owners), mode=mode,
        baseline_rows=dataset.n_rows if persons is None else view.n_persons,
        min_size=smallest_passing_class([r for r in requirements if owners is None or r.attribute not in owners],
                                        sensitive, reference), suppressed=result.suppressed,
        stars=stars, merge=merges(requirements), table_ok=table_check(requirements, settings.uniqueness,
                                                                     dataset.n_rows),
        distinct=[len(np.unique(column)) for column in columns], persons=persons)
    # a record released with every QI cell "*" reads as a suppressed record (the verdict and the report count it so)
    recoded = result.suppressed & ~recoding.suppressed
    shown_stars = np.column_stack([np.where(recoding.cells[:, j], True, columns[j] == SUPPRESSED_LABEL)
                                   for j in range(len(columns))]) if columns else np.ones((dataset.n_rows, 1), bool)
    whole = result.suppressed & (recoding.suppressed | shown_stars.all(axis=1))
    cells = recoding.cells & ~whole[:, None]
    released = result.released
    shown = np.flatnonzero(recoded & ~whole)
    for j, name in enumerate(result.qis):
        column = released.column(name).text().astype(object).copy()
        column[shown] = np.where(cells[shown, j], SUPPRESSED_LABEL, columns[j][shown])
        released = replaced_texts(released, name, column)
    details = dict(result.details)
    details["cell_suppression"] = {
        "mode": mode, "records_recoded": int(shown.size), "records_suppressed": int(whole.sum()),
        "rounds": recoding.rounds, "cells": {name: int(c) for name, c in zip(result.qis, cells.sum(axis=0))}}
    recoded_result = dataclasses.replace(result, released=released, suppressed=whole, details=details)
    if _release_meets(recoded_result, settings):
        return recoded_result
    details = dict(result.details)
    details["cell_suppression"] = {"mode": mode, "records_recoded": 0,
                                   "records_suppressed": int(result.suppressed.sum()), "rounds": 0,
                                   "cells": {name: 0 for name in result.qis}, "fallback": True}
    return dataclasses.replace(result, details=details)


def _population_in_codes(dataset: Dataset, settings: Any, result: Anonymization, labels: list[np.ndarray],
                         stars: list[int]):
    """Class keys → N_E: the population generalized to the search's levels, in the release's codes (a label the
    release does not show gets a code of its own)."""
    generalized = generalize_population(dataset, settings.population, result.qis, settings.hierarchies,
                                        result.transformation)
    columns = []
    for j, name in enumerate(result.qis):
        values = generalized[name].to_numpy(dtype=object).astype(str)
        code = np.searchsorted(labels[j], values)
        found = code < len(labels[j])
        found[found] = labels[j][code[found]] == values[found]
        columns.append(np.where(found, code, len(labels[j])))
    population_codes = np.column_stack(columns).astype(np.int64) if columns else \
        np.zeros((settings.population.n_rows, 0), np.int64)
    return population_judged(population_codes, np.asarray(stars, np.int64))


def _release_meets(result: Anonymization, settings: Any) -> bool:
    """The verdict's re-check of a release: every requirement and every risk threshold."""

    released = result.released if settings.person_rows is None else \
        PersonRelease(result.released, "", settings.person_rows)
    checks = verify_release(released, settings, result.transformation)
    return all_met(checks) and not failed_risk_entries(released, settings)
