"""The optimal search under population-risk thresholds against a brute force: every node of the lattice generalized
from its hierarchies (numpy over the hierarchy tables, not the search's frequency sets), its classes' sizes, the
threshold's estimate computed per node (Dankar's decision rule among them, ARX's order of suppressing the smallest
classes first), and the best score of all nodes that meet it. The metrics are size-only (discernibility, AECS), so
which of several classes of equal size is suppressed does not change the score the oracle expects."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.metrics.population_risk import ClassSizeHistogram
from privdesk.engine.models.population_models import UniquenessRequirement, enforce
from privdesk.engine.search.lattice import optimal_generalization
from privdesk.engine.search.result import NoSolution
from tests.engine.models.test_population_models import tables


def brute_force(data, qis, hierarchies, requirement, suppression, metric):
    """(best score, its levels) over every node; (inf, None) when no node meets the requirement. Nodes are judged
    in the order of a bound no suppression can beat (suppressing a class of size s trades s² for n·s in
    discernibility and removes at least one class from AECS's count), and the walk stops once the bound reaches the
    best score found: exhaustive, without judging hopeless nodes."""
    n = data.n_rows
    allowed = int(math.floor(suppression * n + 1e-9))
    requirement = requirement.resolved(n)
    columns = [data.column(q) for q in qis]
    bound = [hierarchies[q].bind(c) for q, c in zip(qis, columns)]
    nodes = []
    for levels in itertools.product(*(range(hierarchies[q].levels) for q in qis)):
        key = np.zeros(n, np.int64)
        for b, level, c in zip(bound, levels, columns):  # one mixed-radix number per row: its generalized values
            key = key * (int(b.max()) + 1) + b[level][c.codes]
        sizes = np.unique(key, return_counts=True)[1]
        floor = float((sizes.astype(float) ** 2).sum()) if metric == "discernibility" else n / len(sizes)
        nodes.append((floor, levels, sizes))
    nodes.sort(key=lambda node: node[0])
    best, best_levels = math.inf, None
    for floor, levels, sizes in nodes:
        if floor > best:
            break
        kept, met = enforce([requirement], sizes, np.ones(len(sizes), bool), allowed)
        if not met:
            continue
        suppressed = int(sizes[~kept].sum())
        if metric == "discernibility":
            score = float((sizes[kept].astype(float) ** 2).sum() + float(n) * suppressed)
        else:  # aecs: the suppressed records count as one class
            score = n / (int(kept.sum()) + (1 if suppressed else 0))
        if score < best:
            best, best_levels = score, levels
    return best, best_levels


def _search(data, qis, hierarchies, requirement, suppression, metric):
    try:
        result = optimal_generalization(data, qis, hierarchies, [], suppression=suppression, metric=metric,
                                        uniqueness=[requirement])
    except NoSolution:
        return math.inf, None
    return result.details["score"], result


def _re_measured(result, qis, requirement, n_rows):
    """The release's own estimate, from its kept records grouped by pandas (suppressed rows left out, as ARX)."""
    frame = result.released.to_frame()[~result.suppressed]
    sizes = frame.groupby(qis).size().to_numpy() if len(frame) else np.zeros(0, np.int64)
    return requirement.resolved(n_rows).achieved(ClassSizeHistogram.of(sizes))


@settings(max_examples=40, deadline=None)
@given(tables(), st.sampled_from(["discernibility", "aecs"]),
       st.sampled_from(["dankar", "pitman", "zayatz", "snb"]))
def test_the_search_finds_the_brute_force_optimum_under_a_risk_threshold(table, metric, estimator):
    data, hierarchies, requirement, _extra, suppression = table
    if requirement.kind == "population-uniqueness":  # every estimator, Dankar's rule most of all
        requirement = UniquenessRequirement(requirement.kind, requirement.value, estimator, requirement.population)
    qis = ["age", "zip", "sex"]
    expected, _levels = brute_force(data, qis, hierarchies, requirement, suppression, metric)
    score, result = _search(data, qis, hierarchies, requirement, suppression, metric)
    if math.isinf(expected):
        assert result is None
        return
    assert score == pytest.approx(expected, rel=1e-12)
    assert _re_measured(result, qis, requirement, data.n_rows) <= requirement.value + 1e-12


@st.composite
def samples_of_a_population(draw):
    """A random population and a random sample of its rows, with the tables' hierarchies."""
    import pandas as pd

    from privdesk.engine.core.dataset import Dataset

    data, hierarchies, _requirement, _extra, suppression = draw(tables())
    frame = data.to_frame()
    rng = np.random.default_rng(draw(st.integers(0, 2**31)))
    extra = frame.sample(n=int(rng.integers(0, 3 * len(frame) + 1)), replace=True, random_state=rng)
    population = Dataset.from_frame(pd.concat([frame, extra], ignore_index=True), types={"zip": "string"})
    return data, population, hierarchies, draw(st.sampled_from([2, 3, 5])), suppression


@settings(max_examples=30, deadline=None)
@given(samples_of_a_population())
def test_every_release_under_k_map_matches_k_people_of_the_population_when_re_measured(case):
    # the oracle: the population generalized by pandas at the release's levels, grouped, and looked up per kept row
    from privdesk.engine.models.requirements import Requirement

    data, population, hierarchies, k, suppression = case
    qis = ["age", "zip", "sex"]
    try:
        result = optimal_generalization(data, qis, hierarchies, [Requirement("k-map", k)], suppression=suppression,
                                        population=population)
    except NoSolution:
        return
    import pandas as pd

    generalized = pd.DataFrame({q: hierarchies[q].generalize(population.column(q), result.transformation[q])
                                for q in qis})
    people = generalized.groupby(qis).size()
    kept = result.released.to_frame()[~result.suppressed][qis]
    matches = people.reindex(pd.MultiIndex.from_frame(kept)).fillna(0).to_numpy()
    assert (matches >= k).all()
    assert int(result.suppressed.sum()) <= int(math.floor(suppression * data.n_rows + 1e-9))
