"""t-closeness (Li, Li, Venkatasubramanian ICDE 2007): SPEC §4's numbers on SPEC §1.3's release, hand-computed
tables, and the hierarchical EMD against a literal implementation of the paper's pos/neg-extra formula."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.classes import partition
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.models import release_partition, t_closeness_equal, t_closeness_hierarchical, t_closeness_ordered
from tests.conftest import REPO

SPEC_EXAMPLE = REPO / "resources" / "samples" / "spec_example"


def spec_release() -> Dataset:
    frame = pd.read_csv(SPEC_EXAMPLE / "released.csv", sep=";", dtype=str, keep_default_na=False)
    return Dataset.from_frame(frame, types={"Salary": "integer"})


def test_spec_salary_ordered_t_is_0_3750():
    # Class (4767*, <=40) holds salaries 3k, 4k, 5k of the table's 3k..11k (m = 9, each 1/9): p − q = +2/9 on
    # three values, −1/9 on six; cumulative sums 2/9, 4/9, 6/9, 5/9, 4/9, 3/9, 2/9, 1/9, 0 add to 27/9 = 3;
    # 3 / (m − 1) = 3/8 = 0.375. The other two classes are closer.
    release = spec_release()
    classes = release_partition(release, ["ZIPCode", "Age"])
    salary = release["Salary"]
    result = t_closeness_ordered(classes.value_counts(salary.codes, len(salary.values)), "Salary")
    assert round(result.value, 4) == 0.3750
    assert list(result.worst_classes) == [classes.class_of_row[0]]      # row 1 is in (4767*, <=40)


def test_spec_disease_hierarchical_t_is_0_4444():
    # Class (4767*, <=40) holds gastric ulcer, gastritis, stomach cancer (all "stomach disease"); the table holds
    # 5/9 stomach diseases and 4/9 respiratory infections. Every node below the root has extras of one sign only,
    # so only the root (height 3 of H = 3) costs: 3/3 · min(4/9, 4/9) = 0.4444.
    release = spec_release()
    classes = release_partition(release, ["ZIPCode", "Age"])
    disease = release["Disease"]
    hierarchy = Hierarchy.read_csv(SPEC_EXAMPLE / "hierarchy_Disease.csv", "Disease")
    assert hierarchy.height == 3
    counts = classes.value_counts(disease.codes, len(disease.values))
    result = t_closeness_hierarchical(counts, hierarchy.bind(disease), "Disease")
    assert round(result.value, 4) == 0.4444
    assert list(result.worst_classes) == [classes.class_of_row[0]]      # row 1 is in (4767*, <=40)


def test_equal_distance_is_half_the_l1_distance():
    # Table: a 3, b 1 → q = (3/4, 1/4). Class 0 (a, a): p = (1, 0) → ½(1/4 + 1/4) = 1/4. Class 1 (a, b): ½(1/4+1/4).
    counts = np.array([[2, 0], [1, 1]])
    result = t_closeness_equal(counts)
    np.testing.assert_allclose(result.per_class, [0.25, 0.25])


def test_ordered_distance_ignores_values_absent_from_the_kept_rows():
    # Values 0..3; value 2 occurs only in a suppressed row, so m = 3 (values 0, 1, 3), not 4.
    qi = np.array([0, 0, 1, 1, 9])
    sensitive = np.array([0, 1, 3, 3, 2])
    release = partition(qi, qi == 9)
    counts = release.value_counts(sensitive, 4)
    assert counts[:, 2].sum() == 0
    # q = (1/4, 1/4, 1/2) over (0, 1, 3). Class 0: p = (1/2, 1/2, 0): cumulative p − q = 1/4, 1/2, 0 → 3/4 / 2.
    result = t_closeness_ordered(counts)
    np.testing.assert_allclose(result.per_class, [0.375, 0.375])


def test_ordered_distance_with_one_value_is_zero():
    assert t_closeness_ordered(np.array([[3], [2]])).value == 0.0


def literal_hierarchical_emd(p: np.ndarray, q: np.ndarray, bound: np.ndarray) -> float:
    """Li et al.'s formula as written: every inner node N costs h(N)/H · min(pos, neg) of its children's extras."""
    levels = [list(row) for row in bound]
    if len(set(levels[-1])) > 1:
        levels.append([0] * bound.shape[1])            # implied root over several top labels
    height = len(levels) - 1
    cost = 0.0
    for level in range(1, height + 1):
        child_extra: dict = {}
        parent_of: dict = {}
        for value in range(len(p)):                    # reference implementation: plain loops on purpose
            child = levels[level - 1][value]
            child_extra[child] = child_extra.get(child, 0.0) + p[value] - q[value]
            parent_of[child] = levels[level][value]
        positive: dict = {}
        negative: dict = {}
        for child, extra in child_extra.items():
            parent = parent_of[child]
            positive[parent] = positive.get(parent, 0.0) + max(extra, 0.0)
            negative[parent] = negative.get(parent, 0.0) + max(-extra, 0.0)
        cost += sum(level / height * min(positive[n], negative[n]) for n in positive)
    return cost


def random_tree(rng: np.random.Generator, n_values: int, height: int, single_root: bool) -> np.ndarray:
    rows = [np.arange(n_values)]
    for _ in range(height - 1):
        groups = max(1, len(np.unique(rows[-1])) // 2)
        parent = rng.integers(0, groups, size=rows[-1].max() + 1)
        rows.append(parent[rows[-1]])
    rows.append(np.zeros(n_values, int) if single_root else rows[-1] % 2)
    return np.array(rows)


@pytest.mark.parametrize("seed", range(20))
def test_hierarchical_emd_equals_the_papers_formula(seed):
    rng = np.random.default_rng(seed)
    n_values = int(rng.integers(2, 10))
    bound = random_tree(rng, n_values, int(rng.integers(1, 5)), single_root=bool(seed % 3))
    counts = rng.integers(0, 4, size=(int(rng.integers(1, 6)), n_values)) * (rng.random((1, n_values)) < 0.8)
    counts[:, 0] += 1                                   # no empty class
    result = t_closeness_hierarchical(counts, bound)
    q = counts.sum(axis=0) / counts.sum()
    for row, value in zip(counts, result.per_class):
        assert value == pytest.approx(literal_hierarchical_emd(row / row.sum(), q, bound), abs=1e-12)


def test_a_flat_hierarchy_gives_the_equal_distance():
    # Leaves directly under one root: every two values are 1 apart, which is the equal ground distance.
    counts = np.array([[2, 1, 0], [0, 1, 3]])
    bound = np.array([[0, 1, 2], [0, 0, 0]])
    np.testing.assert_allclose(t_closeness_hierarchical(counts, bound).per_class,
                               t_closeness_equal(counts).per_class)


def test_hierarchy_codes_must_fit_the_counts():
    with pytest.raises(ValueError):
        t_closeness_hierarchical(np.ones((2, 3)), np.zeros((2, 4), int))


def test_whole_table_distribution_includes_suppressed_rows():
    """Suppressed rows are released with their sensitive values, so Q counts them (as ARX compares with the whole
    dataset): classes {a, b} and {a, b} plus a suppressed 'c' give Q = (2/5, 2/5, 1/5), t = ½(0.1+0.1+0.2) = 0.2."""
    import pandas as pd

    from privdesk.engine.core.classes import release_partition
    from privdesk.engine.core.dataset import Dataset
    from privdesk.engine.models import sensitive_checks

    table = Dataset.from_frame(pd.DataFrame({"zip": ["47*", "47*", "48*", "48*", "*"],
                                             "s": ["a", "b", "a", "b", "c"]}))
    checks = sensitive_checks(release_partition(table, ["zip"]), table["s"])
    assert checks["t_equal"].value == pytest.approx(0.2)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**31), st.sampled_from(["equal", "ordered", "hierarchical"]),
       st.sampled_from([0.05, 0.1, 0.2, 0.3, 0.5]))
def test_smallest_class_is_the_smallest_size_that_can_pass(seed, distance, t):
    """Against every class of up to 6 records: no smaller class reaches t, and one of that size does."""
    import itertools

    from privdesk.engine.models.sensitive.t_closeness import smallest_class

    rng = np.random.default_rng(seed)
    m = int(rng.integers(1, 6))
    reference = rng.integers(0, 20, m)
    reference[0] += 1
    bound = [np.arange(m)]
    for _ in range(int(rng.integers(0, 3))):  # a random tree over the values
        below = bound[-1]
        bound.append(rng.integers(0, max(1, len(np.unique(below)) - 1) + 1, below.max() + 1)[below])
    if rng.random() < 0.5:
        bound.append(np.zeros(m, int))
    bound = np.array(bound)
    check = {"equal": lambda c: t_closeness_equal(c, reference=reference),
             "ordered": lambda c: t_closeness_ordered(c, reference=reference),
             "hierarchical": lambda c: t_closeness_hierarchical(c, bound, reference=reference)}[distance]
    size = smallest_class(t, distance, reference, bound, limit=7)
    for s in range(1, min(size, 6) + 1):
        classes = np.array([np.bincount(c, minlength=m) for c in itertools.combinations_with_replacement(range(m), s)])
        passes = (check(classes).per_class <= t + 1e-12).any()
        assert passes == (s == size), (s, size)
