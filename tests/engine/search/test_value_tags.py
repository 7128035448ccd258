"""Single QIs and pairs judged by union-closed requirements on sensitive values tag failing nodes before the walk
(``failing_classes``, ``Search._add_failing_values``): a class of a combination of QIs at a node's levels is the
union of the node's classes inside it, so when it fails one of them fails. The classes and verdicts against pandas
over the frequency set, every tagged node against its evaluation, the optimum against brute force, and the same
release with the tags switched off (t-closeness of the three distances and distinct l-diversity, with k-anonymity at
times, on four and five QIs)."""

from __future__ import annotations

import itertools

import numpy as np
import pandas as pd
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.models.requirements import Requirement, satisfied_classes
from privdesk.engine.search.lattice.combination_tags import failing_classes
from privdesk.engine.search.lattice.evaluation import evaluate
from privdesk.engine.search.lattice.problem import prepare
from privdesk.engine.search.lattice.search import Search, optimal_generalization
from tests.engine.search.test_discernibility_bounds import assert_the_same_release_switched_off
from tests.engine.search.test_lattice import assert_brute_force_optimum
from tests.engine.search.test_triple_tags import HIERARCHIES as QI_HIERARCHIES
from tests.engine.search.test_triple_tags import counted_combinations, random_table

DISEASES = np.array(["flu", "ulcer", "cancer", "gastritis", "bronchitis"])
HIERARCHIES = {**QI_HIERARCHIES, "disease": Hierarchy.from_rows([
    ["flu", "respiratory", "*"], ["bronchitis", "respiratory", "*"], ["ulcer", "digestive", "*"],
    ["gastritis", "digestive", "*"], ["cancer", "cancer", "*"]])}


@st.composite
def value_problems(draw):
    """Four or five QIs and a sensitive disease (following zip in part of the rows at times) or salary (ordered),
    t-closeness or distinct l-diversity, with k-anonymity at times; mostly without suppression (where the tags
    are made)."""
    qis = ["age", "zip", "sex", "colour"] + (["shift"] if draw(st.booleans()) else [])
    rows = draw(st.integers(6, 150))
    rng = np.random.default_rng(draw(st.integers(0, 2**31)))
    frame = random_table(rng, rows, qis)
    disease = rng.choice(DISEASES, rows, p=draw(st.sampled_from([None, [0.6, 0.2, 0.1, 0.05, 0.05]])))
    if draw(st.booleans()):  # large classes far from the table
        follows = rng.random(rows) < draw(st.sampled_from([0.3, 0.6, 0.9]))
        disease[follows] = DISEASES[frame["zip"].str[-1].astype(int).to_numpy()[follows] % 5]
    frame["disease"] = disease
    frame["salary"] = rng.choice([3, 4, 5, 6, 7, 8, 9, 10, 11], rows).astype(str)
    data = Dataset.from_frame(frame, types={"zip": "string", "salary": "integer"})
    model = draw(st.sampled_from(["equal", "ordered", "hierarchical", "l-diversity"]))
    if model == "l-diversity":
        requirements = [Requirement("l-diversity", draw(st.integers(2, 3)), "disease")]
    else:
        requirements = [Requirement("t-closeness", draw(st.sampled_from([0.1, 0.2, 0.3, 0.45])),
                                    "salary" if model == "ordered" else "disease", model)]
    if draw(st.booleans()):
        requirements.insert(0, Requirement("k-anonymity", draw(st.integers(2, 4))))
    return data, qis, requirements, draw(st.sampled_from([0.0, 0.0, 0.0, 0.1]))


def prepared_problem(problem):
    data, qis, requirements, _suppression = problem
    prepared, _group, _bounds = prepare(data, qis, HIERARCHIES, requirements, 0.0, None)
    sensitive = {name: (codes, prepared.sensitive[name].n_values) for name, codes in prepared.sensitive_codes.items()}

    def verdict(sizes, counts):
        return satisfied_classes(requirements, sizes, counts, prepared.sensitive, prepared.reference)
    return prepared, sensitive, verdict


@settings(max_examples=40, deadline=None)
@given(value_problems(), st.sampled_from([1, 2]), st.data())
def test_the_classes_of_single_qis_and_pairs_are_judged_as_pandas_groups_them(problem, width, data):
    """At drawn nodes: a class of one (two) QIs at the node's levels fails (the combinations of QIs with several
    labels at the nodes' meet), with the classes grouped by pandas over the frequency set's labels and their values
    counted by a pivot."""
    prepared, sensitive, verdict = prepared_problem(problem)
    qis = problem[1]
    grid = list(itertools.product(*[range(HIERARCHIES[q].levels) for q in qis]))
    drawn = np.array(sorted(set(data.draw(st.lists(st.sampled_from(grid), min_size=1, max_size=10)))))
    found = failing_classes(list(prepared.rows), list(prepared.matrices), prepared.frequency.astype(float),
                            sensitive, drawn, width, verdict)
    for node, failed in zip(drawn.tolist(), found.tolist()):
        expected = False
        for names in counted_combinations(qis, drawn, width):
            combination = [qis.index(name) for name in names]
            frame = pd.DataFrame({f"q{q}": prepared.matrices[q][node[q]][prepared.rows[q]] for q in combination})
            frame["records"] = prepared.frequency
            keys = list(frame.columns[:-1])
            sizes = frame.groupby(keys)["records"].sum()
            counts = {}
            for name, (codes, n) in sensitive.items():
                pivot = frame.assign(value=codes).pivot_table(index=keys, columns="value", values="records",
                                                              aggfunc="sum", fill_value=0)
                counts[name] = pivot.reindex(index=sizes.index, columns=range(n), fill_value=0).to_numpy(np.int64)
            held = sizes.to_numpy() > 0
            ok = verdict(sizes.to_numpy(np.int64)[held], {name: c[held] for name, c in counts.items()})
            expected |= not ok.all()
        assert failed == expected, node


@settings(max_examples=40, deadline=None)
@given(value_problems())
def test_every_node_tagged_fails(problem):
    """Every node where a class of a single QI or a pair fails is a node whose evaluation fails (nothing
    suppressed): the requirements are union-closed."""
    prepared, sensitive, verdict = prepared_problem(problem)
    qis = problem[1]
    grid = np.array(list(itertools.product(*[range(HIERARCHIES[q].levels) for q in qis])))
    for width in (1, 2):
        found = failing_classes(list(prepared.rows), list(prepared.matrices), prepared.frequency.astype(float),
                                sensitive, grid, width, verdict)
        for node in grid[found]:
            assert not evaluate(prepared, node).satisfied, (width, node.tolist())


@settings(max_examples=40, deadline=None)
@given(value_problems(), st.sampled_from(["loss", "aecs", "discernibility"]))
def test_the_optimum_with_the_value_tags_is_the_brute_force_optimum(problem, metric):
    data, qis, requirements, suppression = problem
    assert_brute_force_optimum((data, HIERARCHIES, requirements, suppression), metric, qis)


def switch_off_value_tags(patch):
    patch.setattr(Search, "_add_failing_values", lambda self, failing, rows, matrices, base: None)


@settings(max_examples=60, deadline=None)
@given(value_problems(), st.sampled_from(["loss", "aecs", "discernibility"]))
def test_the_value_tags_change_no_release(problem, metric):
    """The same node, score, suppressed rows and release with the tags switched off."""
    data, qis, requirements, suppression = problem
    assert_the_same_release_switched_off(switch_off_value_tags, lambda: optimal_generalization(
        data, qis, HIERARCHIES, requirements, suppression=suppression, metric=metric))
