"""Triples of QIs tag failing nodes before the walk, at the nodes the pairs leave untagged (``triple_small_records``,
``Search._add_triples``): a class of a triple of QIs at the node's levels holds every class of the node and of its
specializations inside it, so its records fail there too when it is smaller than the smallest passing class or
matches too few population rows (k-map). The counts against pandas over tables of four and five QIs, the optimum
against brute force, and the same release with the triples switched off."""

from __future__ import annotations

import itertools

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.attributes.hierarchy_builders import intervals, masking
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.models.k_map import fewest_people
from privdesk.engine.models.requirements import Requirement
from privdesk.engine.search.lattice.combination_tags import triple_small_records
from privdesk.engine.search.lattice.evaluation import evaluate
from privdesk.engine.search.lattice.nodes import Nodes, pair_small_records
from privdesk.engine.search.lattice.problem import prepare
from privdesk.engine.search.lattice.search import Search, optimal_generalization
from privdesk.engine.search.result import NoSolution
from tests.engine.search.test_discernibility_bounds import assert_the_same_release_switched_off
from tests.engine.search.test_k_map_pairs import brute_force_k_map
from tests.engine.search.test_k_map_pairs import labels_at as k_map_labels_at
from tests.engine.search.test_lattice import brute_force, independent_score

ZIPS = ["47677", "47602", "47678", "47905", "47909", "48012"]
COLOURS = ["red", "orange", "blue", "green", "black"]
HIERARCHIES = {
    "age": intervals([str(a) for a in range(18, 80)], width=10, fanouts=[2, 2]),
    "zip": masking(ZIPS),
    "sex": Hierarchy.from_rows([["F", "*"], ["M", "*"]]),
    "colour": Hierarchy.from_rows([["red", "warm", "*"], ["orange", "warm", "*"], ["blue", "cold", "*"],
                                   ["green", "cold", "*"], ["black", "black", "*"]]),
    "shift": Hierarchy.from_rows([["day", "*"], ["night", "*"], ["late", "*"]]),
}


def random_table(rng, rows: int, qis: list[str]) -> pd.DataFrame:
    values = {"age": rng.integers(18, 80, rows).astype(str), "zip": rng.choice(ZIPS, rows),
              "sex": rng.choice(["F", "M"], rows), "colour": rng.choice(COLOURS, rows),
              "shift": rng.choice(["day", "night", "late"], rows)}
    return pd.DataFrame({q: values[q] for q in qis})


@st.composite
def tables(draw):
    """Four or five QIs; k-anonymity, or k-map against a population the data is drawn from (with k-anonymity at
    times); mostly without suppression, where the tags are made."""
    qis = ["age", "zip", "sex", "colour"] + (["shift"] if draw(st.booleans()) else [])
    rng = np.random.default_rng(draw(st.integers(0, 2**31)))
    population = None
    if draw(st.booleans()):
        people = random_table(rng, draw(st.integers(8, 150)), qis)
        subset = rng.choice(len(people), draw(st.integers(3, min(len(people), 50))), replace=False)
        data = Dataset.from_frame(people.iloc[np.sort(subset)].reset_index(drop=True), types={"zip": "string"})
        population = Dataset.from_frame(people, types={"zip": "string"})
        requirements = [Requirement("k-map", draw(st.integers(2, 6)))]
        if draw(st.booleans()):
            requirements.append(Requirement("k-anonymity", draw(st.integers(2, 3))))
    else:
        data = Dataset.from_frame(random_table(rng, draw(st.integers(4, 80)), qis), types={"zip": "string"})
        requirements = [Requirement("k-anonymity", draw(st.integers(2, 5)))]
    return data, population, qis, requirements, draw(st.sampled_from([0.0, 0.0, 0.0, 0.1]))


def counted_combinations(qis: list[str], nodes: np.ndarray, width: int) -> list[tuple[str, ...]]:
    """The combinations of QIs counted at ``nodes``: those with a QI of one label at the nodes' lowest levels are
    a smaller combination, which the search counts first."""
    meet = nodes.min(axis=0)
    several = {q for q, level in zip(qis, meet.tolist()) if len(set(HIERARCHIES[q].labels[level])) > 1}
    return [c for c in itertools.combinations(qis, width) if set(c) <= several]


def labels_at(table: Dataset, qis, node) -> pd.DataFrame:
    return k_map_labels_at(table, node, qis, HIERARCHIES)


@settings(max_examples=40, deadline=None)
@given(tables(), st.data())
def test_triples_of_qis_count_the_records_of_their_failing_classes(problem, data):
    """At drawn nodes: the most records in a triple's classes below the smallest passing class or matching fewer
    population rows than k-map's k, as pandas counts them over the data and the population (the triples of QIs
    with several labels at the nodes' meet), and never more than the node's own failing classes hold."""
    table, population, qis, requirements, _suppression = problem
    prepared, _group, _bounds = prepare(table, qis, HIERARCHIES, requirements, 0.0, population)
    grid = list(itertools.product(*[range(HIERARCHIES[q].levels) for q in qis]))
    drawn = sorted(set(data.draw(st.lists(st.sampled_from(grid), min_size=1, max_size=12))))
    m, fewest = prepared.min_size, fewest_people(requirements)
    people = None if prepared.population is None else prepared.population.astype(float)
    most = triple_small_records(list(prepared.rows), list(prepared.matrices), prepared.frequency.astype(float), m,
                                np.array(drawn), people, fewest)
    assert len(most) == len(drawn)
    for node, found in zip(drawn, most.tolist()):
        records = labels_at(table, qis, node)
        matched_rows = None if population is None else labels_at(population, qis, node)
        plain = 0
        for trio in counted_combinations(qis, np.array(drawn), 3):
            sizes = records.groupby(list(trio)).size()
            failing = sizes < m
            if matched_rows is not None:
                failing |= matched_rows.groupby(list(trio)).size().reindex(sizes.index, fill_value=0) < fewest
            plain = max(plain, int(sizes[failing].sum()))
        assert found == plain, node
        assert found <= evaluate(prepared, np.array(node)).suppressed


def brute_force_optimum(data, population, qis, requirements, suppression, metric):
    """The best score over every node: k-anonymity by ``test_lattice.brute_force``, k-map (nothing suppressed) by
    ``test_k_map_pairs.brute_force_k_map``."""
    if population is not None:
        return brute_force_k_map(data, population, requirements, metric, qis, HIERARCHIES)
    found = brute_force(data, qis, HIERARCHIES, requirements, suppression,
                        lambda levels, suppressed: independent_score(metric, data, qis, HIERARCHIES, levels,
                                                                     suppressed))
    return None if found is None else found[2]


@settings(max_examples=40, deadline=None)
@given(tables(), st.sampled_from(["loss", "aecs", "discernibility"]))
def test_the_optimum_with_triples_is_the_brute_force_optimum(problem, metric):
    data, population, qis, requirements, suppression = problem
    if population is not None:
        suppression = 0.0  # the k-map brute force suppresses nothing
    expected = brute_force_optimum(data, population, qis, requirements, suppression, metric)

    def search():
        return optimal_generalization(data, qis, HIERARCHIES, requirements, suppression=suppression, metric=metric,
                                      population=population)
    if expected is None:
        with pytest.raises(NoSolution):
            search()
        return
    result = search()
    assert result.details["score"] == pytest.approx(expected, rel=1e-9, abs=1e-9)


def switch_off_triples(patch):
    patch.setattr(Search, "_add_triples", lambda self, failing, rows, matrices, base: None)


@settings(max_examples=60, deadline=None)
@given(tables(), st.sampled_from(["loss", "aecs", "discernibility"]))
def test_the_triples_change_no_release(problem, metric):
    """The same node, score, suppressed rows and release with the triples switched off."""
    data, population, qis, requirements, suppression = problem
    assert_the_same_release_switched_off(switch_off_triples, lambda: optimal_generalization(
        data, qis, HIERARCHIES, requirements, suppression=suppression, metric=metric, population=population))


@settings(max_examples=30, deadline=None)
@given(tables())
def test_the_triples_tag_only_failing_nodes_and_some_the_pairs_miss(problem):
    """Every node the pairs and triples tag fails when evaluated (nothing may be suppressed)."""
    data, population, qis, requirements, _suppression = problem
    prepared, _group, _bounds = prepare(data, qis, HIERARCHIES, requirements, 0.0, population)
    nodes = Nodes(np.zeros(len(qis), np.int64), np.array([HIERARCHIES[q].height for q in qis]))
    grid = nodes.unpack_each(list(range(nodes.size)))
    people = None if prepared.population is None else prepared.population.astype(float)
    most = triple_small_records(list(prepared.rows), list(prepared.matrices), prepared.frequency.astype(float),
                                prepared.min_size, grid, people, fewest_people(requirements))
    for node in grid[most > 0]:
        assert not evaluate(prepared, node).satisfied, node.tolist()


def test_a_triple_tags_what_no_pair_does():
    """Every combination of three two-valued QIs once: each class of a pair holds two records, of the triple one;
    so k=2 fails at the bottom node, which only the triple sees."""
    combinations = list(itertools.product(["F", "M"], ["day", "night"], ["red", "blue"]))
    frame = pd.DataFrame(combinations, columns=["sex", "shift", "colour"]).assign(zip="47677")
    data = Dataset.from_frame(frame, types={"zip": "string"})
    qis = ["sex", "shift", "colour", "zip"]
    prepared, _group, _bounds = prepare(data, qis, HIERARCHIES, [Requirement("k-anonymity", 2)], 0.0, None)
    bottom = np.zeros(len(qis), np.int64)
    rows, matrices, weights = list(prepared.rows), list(prepared.matrices), prepared.frequency.astype(float)
    assert pair_small_records(rows, matrices, weights, 2, bottom, bottom).tolist() == [0.0]
    assert triple_small_records(rows, matrices, weights, 2, bottom[None, :]).tolist() == [8.0]
