"""Tagging on sample uniqueness and ARX's average risk (``population_models.monotone_under_generalization``): the
lemma it rests on, checked on every pair of a node and its generalizations of random tables, and the search's
optima against a brute force and against the search without the tagging."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.metrics.population_risk import PopulationModel
from privdesk.engine.models.population_models import UniquenessRequirement, enforce, monotone_under_generalization
from privdesk.engine.models.requirements import Requirement
from privdesk.engine.search.lattice import optimal_generalization
from privdesk.engine.search.lattice import search as lattice_search
from privdesk.engine.search.result import NoSolution
from tests.engine.models.test_population_models import tables

QIS = ["age", "zip", "sex"]


@st.composite
def problems(draw):
    """A random table, one or two thresholds of the merge-monotone kinds, maybe k-anonymity, a suppression limit."""
    data, hierarchies, _requirement, extra, suppression = draw(tables())
    kinds = draw(st.lists(st.sampled_from(["sample-uniqueness", "average-risk"]), min_size=1, max_size=2))
    thresholds = [UniquenessRequirement(kind, draw(st.sampled_from([0.0, 0.02, 0.05, 0.1, 0.2, 0.35, 0.5])))
                  for kind in kinds]
    if len(thresholds) > 1:
        suppression = 0.0  # several thresholds are tagged only without suppression
    k = draw(st.sampled_from([2, 3])) if extra else None
    return data, hierarchies, thresholds, k, suppression


def node_sizes(data, hierarchies):
    """Class sizes of every node, grouped from the generalized rows (numpy over the hierarchy tables)."""
    n = data.n_rows
    columns = [data.column(q) for q in QIS]
    bound = [hierarchies[q].bind(c) for q, c in zip(QIS, columns)]
    sizes = {}
    for levels in itertools.product(*(range(hierarchies[q].levels) for q in QIS)):
        key = np.zeros(n, np.int64)
        for b, level, c in zip(bound, levels, columns):
            key = key * (int(b.max()) + 1) + b[level][c.codes]
        sizes[levels] = np.unique(key, return_counts=True)[1]
    return sizes


def judged(sizes, thresholds, k, allowed):
    """(kept classes, whether the node passes): k-anonymity's failing classes suppressed, then ARX's enforcement."""
    kept = np.ones(len(sizes), bool) if k is None else sizes >= k
    return enforce(thresholds, sizes, kept, allowed)


@settings(max_examples=60, deadline=None)
@given(problems())
def test_a_passing_node_has_only_passing_generalizations(problem):
    data, hierarchies, thresholds, k, suppression = problem
    assert monotone_under_generalization(thresholds, suppression)
    allowed = int(math.floor(suppression * data.n_rows + 1e-9))
    sizes = node_sizes(data, hierarchies)
    passing = {levels: judged(s, thresholds, k, allowed)[1] for levels, s in sizes.items()}
    for low, high in itertools.product(passing, repeat=2):
        if passing[low] and all(a <= b for a, b in zip(low, high)):
            assert passing[high], (low, high)


def test_the_lemma_needs_its_conditions():
    # several thresholds with suppression (enforced one after the other) and population uniqueness are not tagged
    assert not monotone_under_generalization([UniquenessRequirement("population-uniqueness", 0.1, "zayatz",
                                                                    PopulationModel(sampling_fraction=0.1))], 0.0)
    assert not monotone_under_generalization([UniquenessRequirement("sample-uniqueness", 0.1),
                                              UniquenessRequirement("average-risk", 0.1)], 0.05)
    assert monotone_under_generalization([UniquenessRequirement("sample-uniqueness", 0.1),
                                          UniquenessRequirement("average-risk", 0.1)], 0.0)
    assert not monotone_under_generalization([], 0.0)


def brute_force(data, hierarchies, thresholds, k, suppression, metric):
    """The best discernibility or AECS over every node that passes (size-only metrics: which of several classes of
    equal size is suppressed does not change them); inf when none does."""
    n = data.n_rows
    allowed = int(math.floor(suppression * n + 1e-9))
    best = math.inf
    for levels, sizes in node_sizes(data, hierarchies).items():
        kept, met = judged(sizes, thresholds, k, allowed)
        if not met:
            continue
        suppressed = int(sizes[~kept].sum())
        if metric == "discernibility":
            score = float((sizes[kept].astype(float) ** 2).sum() + float(n) * suppressed)
        else:
            score = n / (int(kept.sum()) + (1 if suppressed else 0))
        best = min(best, score)
    return best


def search(data, hierarchies, thresholds, k, suppression, metric):
    requirements = [] if k is None else [Requirement("k-anonymity", k)]
    try:
        result = optimal_generalization(data, QIS, hierarchies, requirements, suppression=suppression, metric=metric,
                                        uniqueness=thresholds)
    except NoSolution:
        return None
    return result


@settings(max_examples=60, deadline=None)
@given(problems(), st.sampled_from(["discernibility", "aecs"]))
def test_the_tagged_search_finds_the_brute_force_optimum(problem, metric):
    data, hierarchies, thresholds, k, suppression = problem
    expected = brute_force(data, hierarchies, thresholds, k, suppression, metric)
    result = search(data, hierarchies, thresholds, k, suppression, metric)
    if math.isinf(expected):
        assert result is None
        return
    assert result.details["score"] == pytest.approx(expected, rel=1e-12)


@settings(max_examples=60, deadline=None)
@given(problems(), st.sampled_from(["loss", "precision", "discernibility"]))
def test_the_tagged_search_keeps_the_untagged_optimum(problem, metric):
    # the same release as the search that tags nothing on the thresholds (the search before the tagging): levels,
    # score and suppressed rows, with Loss too, whose ties between classes of equal size follow ARX's order
    data, hierarchies, thresholds, k, suppression = problem
    tagged = search(data, hierarchies, thresholds, k, suppression, metric)
    original = lattice_search.monotone_under_generalization
    lattice_search.monotone_under_generalization = lambda *_: False
    try:
        untagged = search(data, hierarchies, thresholds, k, suppression, metric)
    finally:
        lattice_search.monotone_under_generalization = original
    if untagged is None:
        assert tagged is None
        return
    assert tagged.transformation == untagged.transformation
    assert tagged.details["score"] == pytest.approx(untagged.details["score"], rel=1e-12)
    assert tagged.suppressed_count == untagged.suppressed_count
