"""Cell suppression with the models on a population table (δ-presence, k-map): each class's N_E counts the
population rows that agree with it on its shown cells (a ``*`` cell matches any value). The recoded release passes
the verdict's re-check, keeps at least the records record suppression keeps, and its classes meet the model when
N_E is counted independently, by brute force over the population rows."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from privdesk.app.anonymize import anonymize
from privdesk.app.settings import Settings
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.classes import SUPPRESSED_LABEL
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.models.requirements import Requirement
from privdesk.engine.search.result import NoSolution
from privdesk.io.tables import open_table
from tests.app.release.cell_suppression_tables import ABC_HIERARCHIES, abc_table
from tests.conftest import shared_data

ADULT_QIS = ["age", "sex", "race", "marital-status", "education", "workclass"]
ADULT_MODELS = {
    "k-map": [Requirement("k-map", 5)],
    "delta-presence": [Requirement("delta-presence", 0.5)],
    "delta-presence with delta min": [Requirement("k-anonymity", 2), Requirement("delta-presence", 0.5,
                                                                                   delta_min=0.05)],
}


def _brute_force_matches(frame: pd.DataFrame, population: pd.DataFrame, qis) -> pd.DataFrame:
    """Per released class (records shown all ``*`` left out): its size and N_E, a ``*`` cell matching any value."""
    kept = frame[~(frame[qis] == SUPPRESSED_LABEL).all(axis=1)]
    rows = []
    for key, members in kept.groupby(qis):
        match = np.ones(len(population), bool)
        for name, value in zip(qis, key):
            if value != SUPPRESSED_LABEL:
                match &= (population[name] == value).to_numpy()
        rows.append((len(members), int(match.sum())))
    return pd.DataFrame(rows, columns=["size", "matches"])


def _generalized_population(population: Dataset, hierarchies, transformation, qis) -> pd.DataFrame:
    return pd.DataFrame({q: hierarchies[q].generalize(population.column(q), transformation[q]).astype(str)
                         for q in qis})


def _meets(classes: pd.DataFrame, requirements) -> bool:
    ok = True
    for r in requirements:
        if r.model == "k-map":
            ok &= bool((classes["matches"] >= r.value).all())
        elif r.model == "delta-presence":
            delta = classes["size"] / classes["matches"]
            ok &= bool(((delta <= r.value + 1e-9) & (delta >= (r.delta_min or 0.0) - 1e-9)).all())
        elif r.model == "k-anonymity":
            ok &= bool((classes["size"] >= r.value).all())
    return ok


def _check_release(plain, cells, checks, population, hierarchies, qis, requirements) -> None:
    assert all(c.met for c in checks) and "fallback" not in cells.details["cell_suppression"]
    assert cells.transformation == plain.transformation
    assert cells.suppressed_count <= plain.suppressed_count
    kept = ~plain.suppressed
    assert (cells.released.to_frame()[kept][qis] == plain.released.to_frame()[kept][qis]).all().all()
    generalized = _generalized_population(population, hierarchies, cells.transformation, qis)
    assert _meets(_brute_force_matches(cells.released.to_frame(), generalized, qis), requirements)


@pytest.fixture(scope="module")
def adult_sample():
    population = open_table(shared_data("arx", "adult.csv"))
    sample = Dataset.from_frame(population.to_frame().sample(frac=0.3, random_state=1).reset_index(drop=True))
    hierarchies = {q: Hierarchy.read_csv(shared_data("arx", f"adult_hierarchy_{q}.csv"), attribute=q)
                   for q in ADULT_QIS}
    return sample, population, hierarchies


@pytest.mark.parametrize("mode", ["arx", "gradual"])
@pytest.mark.parametrize("name", list(ADULT_MODELS))
def test_adult_sample_against_adult(adult_sample, name, mode):
    # a 30% sample of Adult released against the whole of Adult as its population
    sample, population, hierarchies = adult_sample
    requirements = ADULT_MODELS[name]

    def make(**extra):
        return Settings(qis=list(ADULT_QIS), sensitive=[], requirements=list(requirements), risk=None,
                        hierarchies=hierarchies, suppression=0.05, population=population, **extra)
    plain, _checks = anonymize(sample, make())
    cells, checks = anonymize(sample, make(cell_suppression=mode))
    assert plain.suppressed_count > 100 and cells.details["cell_suppression"]["records_recoded"] > 0
    _check_release(plain, cells, checks, population, hierarchies, ADULT_QIS, requirements)


@st.composite
def runs(draw):
    rng, population = abc_table(draw, st.integers(20, 120))
    n = len(population)
    sample = population.iloc[np.flatnonzero(rng.random(n) < draw(st.sampled_from([0.3, 0.6, 0.9])))]
    model = draw(st.sampled_from(["k-map", "delta", "delta-min"]))
    requirements = {
        "k-map": [Requirement("k-map", draw(st.integers(2, 6)))],
        "delta": [Requirement("delta-presence", draw(st.sampled_from([0.4, 0.6, 0.8])))],
        "delta-min": [Requirement("delta-presence", 0.8, delta_min=draw(st.sampled_from([0.1, 0.3])))],
    }[model]
    qis = draw(st.sampled_from([["a", "b"], ["a", "b", "c"]]))
    return (sample.reset_index(drop=True), population, qis, requirements, draw(st.sampled_from([0.1, 0.3, 0.6])),
            draw(st.sampled_from(["arx", "gradual"])))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(runs())
def test_random_samples_meet_their_population_models(run):
    frame, population_frame, qis, requirements, suppression, mode = run
    if frame.empty:
        return
    population = Dataset.from_frame(population_frame)
    hierarchies = {q: ABC_HIERARCHIES[q] for q in qis}

    def make(**extra):
        return Settings(qis=qis, sensitive=[], requirements=list(requirements), risk=None, hierarchies=hierarchies,
                        suppression=suppression, population=population, **extra)
    data = Dataset.from_frame(frame)
    try:
        plain, _checks = anonymize(data, make())
    except NoSolution:
        return
    cells, checks = anonymize(data, make(cell_suppression=mode))  # ReleaseCheckFailed if the verdict fails
    _check_release(plain, cells, checks, population, hierarchies, qis, requirements)
