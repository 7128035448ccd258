"""Pairs of QIs tag failing nodes under k-map too (``pair_small_records`` with the population's rows): a pair's
class matching fewer than k population rows holds only classes that match fewer, at the node and below. The
counts against pandas over the data and the population, the fewest rows against k-map's own verdict, the optimum
against a brute force over every node, and the same release with the pairs switched off (k-map, and δ-presence
with k-anonymity, whose smallest class tags as without a population)."""

from __future__ import annotations

import itertools

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.core.dataset import Dataset
from privdesk.engine.models.k_map import MODEL, fewest_people
from privdesk.engine.models.requirements import Requirement
from privdesk.engine.search.lattice.evaluation import evaluate
from privdesk.engine.search.lattice.nodes import pair_small_records
from privdesk.engine.search.lattice.problem import prepare
from privdesk.engine.search.lattice.search import optimal_generalization
from privdesk.engine.search.result import NoSolution
from tests.engine.search.test_discernibility_bounds import assert_the_same_release_switched_off, switch_off_pairs
from tests.engine.search.test_lattice import PRESENCE_HIERARCHIES, independent_score, presence_problems, presence_table

QIS = ["age", "zip", "sex"]


@st.composite
def k_map_problems(draw):
    """A random population, a random research subset of it, k-map (with k-anonymity at times), mostly without
    suppression (where the pairs tag nodes)."""
    size = draw(st.integers(6, 120))
    rng = np.random.default_rng(draw(st.integers(0, 2**31)))
    people = presence_table(rng, size)
    subset = rng.choice(size, draw(st.integers(3, min(size, 40))), replace=False)
    data = Dataset.from_frame(people.iloc[np.sort(subset)].reset_index(drop=True), types={"zip": "string"})
    population = Dataset.from_frame(people, types={"zip": "string"})
    requirements = [Requirement("k-map", draw(st.integers(2, 8)))]
    if draw(st.booleans()):
        requirements.append(Requirement("k-anonymity", draw(st.integers(2, 3))))
    return data, population, requirements, draw(st.sampled_from([0.0, 0.0, 0.0, 0.1]))


def labels_at(table: Dataset, node, qis=QIS, hierarchies=PRESENCE_HIERARCHIES) -> pd.DataFrame:
    return pd.DataFrame({q: hierarchies[q].generalize(table.column(q), level) for q, level in zip(qis, node)})


@given(st.integers(1, 50))
def test_the_fewest_population_rows_are_k_maps_verdict(k):
    fewest = fewest_people([Requirement("k-anonymity", 3), Requirement("k-map", k)])
    assert MODEL.holds(Requirement("k-map", k), np.array([fewest - 1.0, float(fewest)])).tolist() == [False, True]
    assert fewest_people([Requirement("k-anonymity", k)]) == 0


@settings(max_examples=40, deadline=None)
@given(k_map_problems(), st.data())
def test_pairs_of_qis_count_the_records_of_classes_matching_too_few_people(problem, data):
    """At every node of a grid: the most records in a pair's classes below the smallest class or matching fewer
    population rows than k-map's k, as pandas counts them over the data and the population, and never more than the
    node's own failing classes hold."""
    table, population, requirements, _suppression = problem
    prepared, _group, _bounds = prepare(table, QIS, PRESENCE_HIERARCHIES, requirements, 0.0, population)
    heights = [PRESENCE_HIERARCHIES[q].height for q in QIS]
    low = np.array([data.draw(st.integers(0, h)) for h in heights])
    high = np.array([data.draw(st.integers(int(lo), h)) for lo, h in zip(low, heights)])
    m, fewest = prepared.min_size, fewest_people(requirements)
    most = pair_small_records(list(prepared.rows), list(prepared.matrices), prepared.frequency, m, low, high,
                              prepared.population, fewest)
    grid = list(itertools.product(*[range(lo, hi + 1) for lo, hi in zip(low.tolist(), high.tolist())]))
    assert len(most) == len(grid)
    for node, found in zip(grid, most.tolist()):
        records, people = labels_at(table, node), labels_at(population, node)
        plain = 0
        for pair in itertools.combinations(QIS, 2):
            sizes = records.groupby(list(pair)).size()
            matched = people.groupby(list(pair)).size().reindex(sizes.index, fill_value=0)
            plain = max(plain, int(sizes[(sizes < m) | (matched < fewest)].sum()))
        assert found == plain, node
        assert found <= evaluate(prepared, np.array(node)).suppressed


def brute_force_k_map(data, population, requirements, metric, qis=QIS, hierarchies=PRESENCE_HIERARCHIES):
    """The best score of the nodes whose every class (pandas over the data) matches at least k population rows
    (pandas over the population at the same labels) and holds k-anonymity's k, nothing suppressed; None when none
    does."""
    best = None
    for node in itertools.product(*[range(hierarchies[q].levels) for q in qis]):
        sizes = labels_at(data, node, qis, hierarchies).groupby(qis).size()
        matched = labels_at(population, node, qis, hierarchies).groupby(qis).size().reindex(sizes.index,
                                                                                           fill_value=0)
        if all((matched >= r.value).all() if r.model == "k-map" else (sizes >= r.value).all() for r in requirements):
            score = independent_score(metric, data, qis, hierarchies, node, np.zeros(data.n_rows, bool))
            best = score if best is None else min(best, score)
    return best


@settings(max_examples=40, deadline=None)
@given(k_map_problems(), st.sampled_from(["loss", "aecs", "discernibility"]))
def test_the_k_map_optimum_with_pairs_is_the_brute_force_optimum(problem, metric):
    data, population, requirements, _suppression = problem
    expected = brute_force_k_map(data, population, requirements, metric)
    if expected is None:
        with pytest.raises(NoSolution):
            optimal_generalization(data, QIS, PRESENCE_HIERARCHIES, requirements, metric=metric, population=population)
        return
    result = optimal_generalization(data, QIS, PRESENCE_HIERARCHIES, requirements, metric=metric,
                                    population=population)
    assert result.details["score"] == pytest.approx(expected, rel=1e-9, abs=1e-9)
    assert not result.suppressed.any()


@settings(max_examples=60, deadline=None)
@given(st.one_of(k_map_problems(), presence_problems()), st.sampled_from(["loss", "aecs", "discernibility"]))
def test_the_pairs_change_no_release_with_a_population(problem, metric):
    """The same node, score, suppressed rows and release with the pairs switched off."""
    data, population, requirements, suppression = problem
    assert_the_same_release_switched_off(switch_off_pairs, lambda: optimal_generalization(
        data, QIS, PRESENCE_HIERARCHIES, requirements, suppression=suppression, metric=metric, population=population))
