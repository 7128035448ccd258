"""Shortcuts of small searches against the plain computation: the class-count proof (``class_count``) asked on
sets of every size gives the same optimum and evaluated nodes as the search that asks it only on large sets, and
as the search without it; unary codes as Python ints (``SetCache``'s few sets) compare like level vectors."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.search.lattice import optimal_generalization
from privdesk.engine.search.lattice import search as lattice_search
from privdesk.engine.search.lattice import set_cache
from privdesk.engine.search.lattice.nodes import Nodes
from privdesk.engine.search.result import NoSolution
from tests.engine.search.test_class_count import QIS, problems

PROVED = []


def counted(*args):
    """``proven_small_rows``, noting each node it proves failing."""
    bound = PROVEN_SMALL_ROWS(*args)
    if bound is not None:
        PROVED.append(bound)
    return bound


PROVEN_SMALL_ROWS = lattice_search.proven_small_rows


@settings(max_examples=40, deadline=None)
@given(problems(), st.sampled_from(["loss", "precision"]))
def test_the_class_count_proof_on_small_sets_changes_no_result(case, metric):
    data, hierarchies, requirements, suppression, counts = case

    def run(proof_rows, rule=True):
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(lattice_search, "PROOF_ROWS", proof_rows)
            patch.setattr(lattice_search, "proven_small_rows", counted if rule else lambda *args: None)
            try:
                result = optimal_generalization(data, QIS, hierarchies, requirements, suppression=suppression,
                                                metric=metric, row_counts=counts)
            except NoSolution:
                return None
        return (result.transformation, result.details["score"], result.suppressed_count, result.nodes_evaluated,
                [(entry["transformation"], entry["score"]) for entry in result.details["frontier"]])

    default = run(lattice_search.PROOF_ROWS)
    assert run(0) == default
    assert run(0, rule=False) == default


def test_the_proof_was_exercised_in_the_searches():
    assert len(PROVED) > 20


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(1, 6), min_size=1, max_size=30), st.data())
def test_codes_as_python_ints_compare_like_level_vectors(heights, data):
    # up to 30 QIs of up to 6 levels: unary codes of one to three words
    nodes = Nodes(np.zeros(len(heights), np.int64), np.array(heights))
    pick = st.tuples(*[st.integers(0, h) for h in heights])
    u, v = np.array(data.draw(pick)), np.array(data.draw(pick))
    inside = not set_cache.code_value(nodes.codes(u)[0]) & ~set_cache.code_value(nodes.codes(v)[0])
    assert inside == bool((u <= v).all())


def plain_climb(index, room, strides):
    """The path as first written: the QI with most room left (the first of those tied), one step at a time."""
    room, path = list(room), []
    while any(room):
        j = room.index(max(room))
        room[j] -= 1
        index += strides[j]
        path.append(index)
    return path


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 6), max_size=12), st.integers(0, 10**6))
def test_the_climb_by_rounds_is_the_climb_by_maximum(room, index):
    strides = [7**j for j in range(len(room))][::-1]
    assert lattice_search.climb(index, room, strides) == plain_climb(index, room, strides)
