"""A node rejected on its number of classes alone (``lattice.class_count``): the bound never exceeds the records
the full evaluation finds in too-small classes, such a node always fails, and the search's optimum and its
evaluated nodes are the same as without the rule."""

from __future__ import annotations

import itertools

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.attributes.generalization import generalized_column
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.progress import NO_PROGRESS
from privdesk.engine.models.requirements import Requirement
from privdesk.engine.search.lattice import class_count, optimal_generalization
from privdesk.engine.search.lattice import search as lattice_search
from privdesk.engine.search.lattice.evaluation import evaluate
from privdesk.engine.search.lattice.problem import setup_problem
from privdesk.engine.search.result import NoSolution
from tests.engine.search.test_climb_bounds import QIS
from tests.engine.search.test_climb_bounds import problems as climb_problems

FIRED = []


@st.composite
def problems(draw):
    """``test_climb_bounds``'s random tables (nearly distinct at the bottom), at times with rows standing for
    several records, and without suppression too."""
    data, hierarchies, requirements, suppression = draw(climb_problems())
    rng = np.random.default_rng(draw(st.integers(0, 2**31)))
    counts = rng.integers(1, 4, data.n_rows) if draw(st.booleans()) else None
    return data, hierarchies, requirements, draw(st.sampled_from([0.0, suppression])), counts


def prepared(data, hierarchies, requirements, suppression, counts):
    return setup_problem(data, QIS, hierarchies, requirements, suppression, "loss", None, None, None, NO_PROGRESS,
                         row_counts=counts)[0]


def small_records(data, hierarchies, levels, counts, m):
    """Records in classes of fewer than m records, from the generalized texts (pandas, not the search's codes)."""
    columns = {q: generalized_column(data.column(q), hierarchies[q], level) for q, level in zip(QIS, levels)}
    frame = pd.DataFrame({q: column.values[column.codes] for q, column in columns.items()})
    frame["n"] = 1 if counts is None else counts
    sizes = frame.groupby(QIS, dropna=False)["n"].sum().to_numpy()
    return int(sizes[sizes < m].sum())


@settings(max_examples=60, deadline=None)
@given(problems())
def test_the_bound_never_exceeds_the_records_in_small_classes(case):
    data, hierarchies, requirements, suppression, counts = case
    problem = prepared(data, hierarchies, requirements, suppression, counts)
    for levels in itertools.product(*[range(hierarchies[q].levels) for q in QIS]):
        levels = np.array(levels)
        bound = class_count.proven_small_rows(problem, problem.base, levels)
        if bound is None:
            continue
        FIRED.append(tuple(levels))
        assert bound > problem.allowed
        assert bound <= small_records(data, hierarchies, levels, counts, problem.min_size)
        assert not evaluate(problem, levels).satisfied


@settings(max_examples=40, deadline=None)
@given(problems(), st.sampled_from(["loss", "precision", "entropy"]))
def test_the_search_finds_the_same_optimum_with_and_without_the_rule(case, metric):
    data, hierarchies, requirements, suppression, counts = case

    def run():
        try:
            result = optimal_generalization(data, QIS, hierarchies, requirements, suppression=suppression,
                                            metric=metric, row_counts=counts)
        except NoSolution:
            return None
        return result.transformation, result.details["score"], result.suppressed_count, result.nodes_evaluated

    with_rule = run()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(lattice_search, "proven_small_rows", lambda *args: None)
        without = run()
    assert with_rule == without


def test_hand_computed_bound():
    # 10 records, all distinct at the bottom; 2-anonymity: every record is in a class of 1, and the class count
    # alone says so: (m·c − n) / (m − 1) = (2·10 − 10) / 1 = 10
    data = Dataset.from_frame(pd.DataFrame({"age": [str(a) for a in range(20, 30)], "zip": ["47677"] * 10,
                                            "sex": ["F"] * 10, "edu": ["a"] * 10}), types={"zip": "string"})
    hierarchies = {"age": Hierarchy.from_rows([[str(a), f"{a // 10 * 10}s", "*"] for a in range(20, 30)]),
                   **{q: Hierarchy.from_rows([[v, "*"]]) for q, v in [("zip", "47677"), ("sex", "F"), ("edu", "a")]}}
    problem = prepared(data, hierarchies, [Requirement("k-anonymity", 2)], 0.0, None)
    assert class_count.proven_small_rows(problem, problem.base, np.zeros(4, int)) == 10
    # 3-anonymity with 3 records suppressible: 3·10 − 10 = 20 > 2·3, so ≥ ceil(20 / 2) = 10 records
    problem = prepared(data, hierarchies, [Requirement("k-anonymity", 3)], 0.3, None)
    assert class_count.proven_small_rows(problem, problem.base, np.zeros(4, int)) == 10
    # 5 records suppressible under 2-anonymity: 2·c − 10 > 5 needs c ≥ 8 classes; ages by decade give 1
    problem = prepared(data, hierarchies, [Requirement("k-anonymity", 2)], 0.5, None)
    assert class_count.proven_small_rows(problem, problem.base, np.array([1, 0, 0, 0])) is None
    # ... while 10 classes do: 2·10 − 10 = 10 > 5
    assert class_count.proven_small_rows(problem, problem.base, np.zeros(4, int)) == 10


def test_the_rule_was_exercised():
    assert len(FIRED) > 20


@settings(max_examples=40, deadline=None)
@given(problems(), st.integers(0, len(QIS)), st.sampled_from([1, 2, 8]), st.sampled_from([1, 7, 64]))
def test_hashes_summed_over_runs_prove_what_the_rows_prove(case, sorted_by, run_rows, chunk):
    """The row hashes of a set keyed by runs of rows (``blocks.runs_of``, the rows sorted by some QIs as a set
    grouped by one packed key is) are the plain sums, so every node gets the same bound in chunks of any size."""
    from privdesk.engine.search.lattice import blocks

    data, hierarchies, requirements, suppression, counts = case
    problem = prepared(data, hierarchies, requirements, suppression, counts)
    base = problem.base
    keys = base.stacked[:sorted_by]
    order = np.lexsort(keys) if len(keys) else np.arange(len(base))
    base.stacked, base.frequency = np.ascontiguousarray(base.stacked[:, order]), base.frequency[order]
    nodes = [np.array(levels) for levels in itertools.product(*[range(hierarchies[q].levels) for q in QIS])]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(class_count, "CHUNK_ROWS", chunk)
        patch.setattr(blocks, "RUN_ROWS", run_rows)
        plain = [class_count.proven_small_rows(problem, base, levels) for levels in nodes]
        assert base.blocks is None
        patch.setattr(class_count, "BLOCK_MAX_ROWS", 0)
        by_runs = [class_count.proven_small_rows(problem, base, levels) for levels in nodes]
    assert by_runs == plain
    if base.blocks is not None:
        RUNS.append(len(base.blocks.members))


RUNS = []


def test_the_runs_were_exercised():
    assert len(RUNS) > 5
