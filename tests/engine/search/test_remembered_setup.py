"""What a search keeps with its tables for the next one (``Dataset.derived``: the frequency set, the population's
grouped QI rows, the table base with what searches derive from it; ``Hierarchy``: the rows a column binds to):
searches one after another on the same objects give what the same searches give on fresh copies that remember
nothing (the oracle)."""

from __future__ import annotations

import copy
import pickle

import numpy as np
import pandas as pd
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.models.requirements import Requirement
from privdesk.engine.rows.memory import REMEMBERED_SETS, MemoryRows
from privdesk.engine.search.lattice import optimal_generalization
from privdesk.engine.search.lattice.nodes import Nodes
from privdesk.engine.search.lattice.problem import REMEMBERED_BASES, table_base
from privdesk.engine.search.lattice.search import Search
from privdesk.engine.search.result import NoSolution
from tests.engine.search.test_lattice import problems
from tests.engine.search.test_lattice_search import lattices


def fresh(data: Dataset) -> Dataset:
    return Dataset.from_frame(data.to_frame(), types={c.name: c.type for c in data.columns})


def fresh_hierarchies(hierarchies):
    return {q: Hierarchy.from_rows(h.rows.tolist(), attribute=h.attribute) for q, h in hierarchies.items()}


def outcome(data, qis, hierarchies, requirements, suppression, **options):
    try:
        result = optimal_generalization(data, qis, hierarchies, requirements, suppression=suppression, **options)
    except NoSolution:
        return None
    return (result.transformation, result.details["score"], result.suppressed.tolist(), result.nodes_evaluated,
            result.released.to_frame().values.tolist())


@settings(max_examples=15, deadline=None)
@given(problems(), st.data())
def test_searches_one_after_another_equal_searches_on_fresh_tables(problem, data):
    table, hierarchies, requirements, suppression = problem
    choices = [["age", "zip", "sex"], ["age", "zip"], ["zip", "sex"], ["age"]]
    # more QI sets than a table keeps, some again: kept, dropped and made anew
    order = data.draw(st.lists(st.sampled_from(choices), min_size=REMEMBERED_SETS + 2, max_size=7))
    for qis in order:
        kept = outcome(table, qis, hierarchies, requirements, suppression)
        assert kept == outcome(fresh(table), qis, fresh_hierarchies(hierarchies), requirements, suppression)
    sets = [key for key in table.derived if key[0] == "frequency set"]
    assert 1 <= len(sets) <= REMEMBERED_SETS


@settings(max_examples=10, deadline=None)
@given(problems(), st.integers(2, 4), st.sampled_from(["loss", "aecs"]))
def test_population_searches_one_after_another_equal_fresh_ones(problem, k, metric):
    """k-map against a population: the population's grouped rows are kept with it, per QIs and hierarchies."""
    population, hierarchies, _requirements, _suppression = problem
    rows = population.to_frame()
    subset = Dataset.from_frame(rows.iloc[::2].reset_index(drop=True), types={"zip": "string"})
    other = fresh_hierarchies(hierarchies)  # equal hierarchies, other objects: grouped again, the same
    for qis, used in ((["age", "zip", "sex"], hierarchies), (["age", "zip"], hierarchies),
                      (["age", "zip", "sex"], other), (["age", "zip", "sex"], hierarchies)):
        kept = outcome(subset, qis, used, [Requirement("k-map", k)], 0.0, metric=metric, population=population)
        assert kept == outcome(fresh(subset), qis, fresh_hierarchies(hierarchies), [Requirement("k-map", k)], 0.0,
                               metric=metric, population=fresh(population))


def test_a_kept_set_is_read_only_and_a_changed_table_has_none():
    table = Dataset.from_frame(pd.DataFrame({"a": ["1", "2", "2"], "b": ["x", "x", "y"]}))
    grouped = MemoryRows(table).frequency_set(["a", "b"])
    assert grouped is MemoryRows(table).frequency_set(["a", "b"])
    assert not grouped.counts.flags.writeable and not grouped.keys.flags.writeable
    assert sorted(grouped.counts.tolist()) == [1, 1, 1]
    changed = table.with_column(table.column("a"))
    assert changed.derived == {} and MemoryRows(changed).frequency_set(["a", "b"]) is not grouped
    for copied in (pickle.loads(pickle.dumps(table)), copy.deepcopy(table)):
        assert copied.derived == {} and np.array_equal(copied.codes(["a", "b"]), table.codes(["a", "b"]))
    # a grouped table (rows standing for several records) is grouped afresh, never kept
    weighted = MemoryRows(table, np.array([2, 1, 1])).frequency_set(["a"])
    assert weighted.counts.flags.writeable and sorted(weighted.counts.tolist()) == [2, 2]


@settings(max_examples=15, deadline=None)
@given(problems(), st.sampled_from(["loss", "discernibility", "aecs"]), st.sampled_from([1, 3, 17]))
def test_the_walk_evaluates_the_same_nodes_whatever_its_chunks(problem, metric, chunk):
    """Chunks of the order whose nodes are all known to fail are skipped in one lookup: with chunks of one node
    (each skipped or walked alone) or a few, the search evaluates the same nodes and finds the same optimum as
    with the default chunks."""
    table, hierarchies, requirements, suppression = problem
    qis = ["age", "zip", "sex"]
    default = outcome(table, qis, hierarchies, requirements, suppression, metric=metric)
    saved = Search.CHUNK
    try:
        Search.CHUNK = chunk
        assert outcome(table, qis, hierarchies, requirements, suppression, metric=metric) == default
    finally:
        Search.CHUNK = saved


@settings(max_examples=60, deadline=None)
@given(lattices(max_qis=6, max_height=4), st.data())
def test_unpacking_many_indices_equals_unpacking_each(lattice, data):
    low, high = lattice
    nodes = Nodes(low, high)
    indices = data.draw(st.lists(st.integers(0, int(nodes.size) - 1), max_size=30))
    expected = np.array([nodes.unpack(i) for i in indices], np.int64).reshape(len(indices), len(low))
    assert np.array_equal(nodes.unpack_each(indices), expected)
    assert nodes.pack_each(nodes.unpack_each(indices)) == indices


@settings(max_examples=20, deadline=None)
@given(st.data())
def test_unpacking_indices_beyond_int64_equals_unpacking_each(data):
    nodes = Nodes(np.zeros(30, np.int64), np.full(30, 4))  # 5^30 nodes: Python ints
    assert nodes.size > 2**63
    indices = data.draw(st.lists(st.integers(0, int(nodes.size) - 1), max_size=10))
    expected = np.array([nodes.unpack(i) for i in indices], np.int64).reshape(len(indices), 30)
    assert np.array_equal(nodes.unpack_each(indices), expected)


@st.composite
def run_settings(draw):
    """One search's settings on ``test_lattice``'s tables: QIs, requirements (with ``disease`` sensitive at times,
    t-closeness too), metric and suppression limit."""
    qis = draw(st.sampled_from([["age", "zip", "sex"], ["age", "zip"], ["zip", "sex"]]))
    requirements = [Requirement("k-anonymity", draw(st.integers(2, 4)))]
    sensitive = draw(st.sampled_from([None, "distinct", "entropy", "equal"]))
    if sensitive in ("distinct", "entropy"):
        requirements.append(Requirement("l-diversity", 2, "disease", sensitive))
    elif sensitive == "equal":
        requirements.append(Requirement("t-closeness", draw(st.sampled_from([0.3, 0.6])), "disease", "equal"))
    return (qis, requirements, draw(st.sampled_from(["loss", "discernibility", "aecs", "precision"])),
            draw(st.sampled_from([0.0, 0.1, 0.3])))


@settings(max_examples=15, deadline=None)
@given(problems(), st.lists(run_settings(), min_size=3, max_size=6))
def test_a_remembered_table_base_serves_other_requirements_metrics_and_limits(problem, runs):
    """The table base (``problem.table_base``: hierarchy rows, bound hierarchies, sensitive values) and what
    searches derive from it (the base set and its key blocks, Loss's totals, the smallest passing class) are
    kept with the table: searches with other requirements, metrics and limits one after another give what the
    same searches give on fresh tables and hierarchies, score for score and node for node."""
    table, hierarchies, _requirements, _suppression = problem
    for qis, requirements, metric, suppression in runs:
        kept = outcome(table, qis, hierarchies, requirements, suppression, metric=metric)
        assert kept == outcome(fresh(table), qis, fresh_hierarchies(hierarchies), requirements, suppression,
                               metric=metric)
    bases = [key for key in table.derived if key[0] == "search base"]
    assert 1 <= len(bases) <= REMEMBERED_BASES


def test_a_remembered_base_is_per_hierarchy_object_and_its_arrays_are_read_only():
    table = Dataset.from_frame(pd.DataFrame({"a": ["1", "2", "2", "1"], "b": ["x", "x", "y", "y"]}))
    hierarchies = {"a": Hierarchy.from_rows([["1", "*"], ["2", "*"]]), "b": Hierarchy.from_rows([["x", "*"],
                                                                                                 ["y", "*"]])}
    first = table_base(MemoryRows(table), ["a", "b"], [], hierarchies, None)
    assert table_base(MemoryRows(table), ["a", "b"], [], hierarchies, None) is first
    assert first.remembered and not first.frequency.flags.writeable
    other = fresh_hierarchies(hierarchies)  # equal, but other objects: a base of their own
    assert table_base(MemoryRows(table), ["a", "b"], [], other, None) is not first
    # rows standing for several records (out of core), or rows lent to the search: made anew, never kept
    assert not table_base(MemoryRows(table, np.array([1, 2, 1, 1])), ["a", "b"], [], hierarchies, None).remembered
    assert not table_base(MemoryRows(table), ["a", "b"], [], hierarchies, None, borrow=True).remembered



@settings(max_examples=15, deadline=None)
@given(problems(), st.lists(st.integers(2, 5), min_size=2, max_size=4))
def test_a_kept_release_column_is_the_fresh_one_and_read_only(problem, ks):
    """The last release of each QI column is kept with the table base (``evaluation._kept_release``): a search
    after another on the same table hands back that column where the QI's level is the same, read-only, and every
    release equals the one made from fresh copies."""
    table, hierarchies, _requirements, _suppression = problem
    qis, last = ["age", "zip", "sex"], None
    for k in ks:
        requirements = [Requirement("k-anonymity", k)]
        try:
            result = optimal_generalization(table, qis, hierarchies, requirements, suppression=0.0)
        except NoSolution:
            continue
        assert outcome(table, qis, hierarchies, requirements, 0.0) == outcome(
            fresh(table), qis, fresh_hierarchies(hierarchies), requirements, 0.0)
        for q in qis:
            column = result.released.column(q)
            assert not column.codes.flags.writeable
            if last is not None and last.transformation[q] == result.transformation[q]:
                assert column is last.released.column(q)
        last = result
