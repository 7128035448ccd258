"""With suppression, a monotone search's climb does not evaluate nodes whose bound already exceeds the best score
(``Search._passing_or_excluded``): the optimum stays the brute-force one, and the same (levels, score, suppressed)
as a search that evaluates them."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.attributes.hierarchy_builders import intervals, masking
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.models.requirements import Requirement
from privdesk.engine.search.lattice import optimal_generalization
from privdesk.engine.search.lattice import search as lattice_search
from privdesk.engine.search.result import NoSolution
from tests.engine.search.test_lattice import brute_force, independent_score

QIS = ["age", "zip", "sex", "edu"]


@st.composite
def problems(draw):
    rows = draw(st.integers(20, 120))
    rng = np.random.default_rng(draw(st.integers(0, 2**31)))
    zips = ["47677", "47602", "47678", "47905", "47909", "48012"]
    data = Dataset.from_frame(pd.DataFrame({
        "age": rng.integers(18, 80, rows).astype(str), "zip": rng.choice(zips, rows),
        "sex": rng.choice(["F", "M"], rows), "edu": rng.choice(["a", "b", "c", "d"], rows),
        "disease": rng.choice(["flu", "ulcer", "cancer"], rows)}), types={"zip": "string"})
    hierarchies = {"age": intervals([str(a) for a in range(18, 80)], width=10, fanouts=[2, 2]),
                   "zip": masking(zips), "sex": Hierarchy.from_rows([["F", "*"], ["M", "*"]]),
                   "edu": Hierarchy.from_rows([["a", "ab", "*"], ["b", "ab", "*"], ["c", "cd", "*"],
                                               ["d", "cd", "*"]])}
    requirements = [Requirement("k-anonymity", draw(st.integers(2, 6)))]
    if draw(st.booleans()):
        requirements.append(Requirement("l-diversity", 2, "disease"))
    return data, hierarchies, requirements, draw(st.sampled_from([0.02, 0.05, 0.1, 0.3]))


SKIPPED = []


@pytest.fixture(autouse=True, scope="module")
def count_skips():
    """Counts the climbs' skipped nodes, so that the last test can tell the rule was exercised."""
    original = lattice_search.Search._passing_or_excluded

    def counted(self, target):
        passing = original(self, target)
        if passing and not self.satisfying.covers_node(target):
            SKIPPED.append(target)
        return passing

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(lattice_search.Search, "_passing_or_excluded", counted)
        yield


def run(problem, metric):
    data, hierarchies, requirements, suppression = problem
    return optimal_generalization(data, QIS, hierarchies, requirements, suppression=suppression, metric=metric)


@settings(max_examples=40, deadline=None)
@given(problems(), st.sampled_from(["loss", "discernibility", "precision"]))
def test_skipping_excluded_nodes_on_climbs_keeps_the_brute_force_optimum(problem, metric):
    data, hierarchies, requirements, suppression = problem
    expected = brute_force(data, QIS, hierarchies, requirements, suppression,
                           lambda levels, suppressed: independent_score(metric, data, QIS, hierarchies, levels,
                                                                        suppressed))
    if expected is None:
        with pytest.raises(NoSolution):
            run(problem, metric)
        return
    result = run(problem, metric)
    assert result.details["score"] == pytest.approx(expected[2], rel=1e-9, abs=1e-9)
    with pytest.MonkeyPatch.context() as patch:  # every node on a climb evaluated, as before the rule
        patch.setattr(lattice_search.Search, "_passing_or_excluded",
                      lambda self, target: self.satisfying.covers_node(target))
        plain = run(problem, metric)
    assert (result.transformation, result.details["score"], result.suppressed_count) == (
        plain.transformation, plain.details["score"], plain.suppressed_count)


def test_the_rule_was_exercised():
    assert len(SKIPPED) > 0
