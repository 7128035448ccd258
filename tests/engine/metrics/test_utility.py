"""Utility metrics as ARX names them (SPEC §6): a hand-computed table, ARX's Loss on Adult, properties."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.classes import partition
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.metrics.utility import (
    arx_loss,
    arx_loss_from_totals,
    arx_loss_lower_bound,
    discernibility_of,
    utility_metrics,
    utility_of_counts,
)
from tests.conftest import shared_data

ADULT_QIS = ["sex", "age", "race", "marital-status", "education", "native-country", "workclass", "occupation",
             "salary-class"]

AGE = Hierarchy.from_rows([["1", "1-2", "*"], ["2", "1-2", "*"], ["3", "3-4", "*"], ["4", "3-4", "*"],
                           ["5", "5-6", "*"]])  # value 5 is absent from the data: S = 5 rows
SEX = Hierarchy.from_rows([["M", "*"], ["F", "*"]])


@pytest.fixture
def small():
    frame = pd.DataFrame({"age": ["1", "1", "2", "3", "4", "4"], "sex": ["M", "M", "F", "M", "F", "F"]})
    data = Dataset.from_frame(frame)
    return [data["age"], data["sex"]], [AGE, SEX]


def test_hand_computed_table(small):
    # levels age 1, sex 0; row 3 (3, M) suppressed. Released: (1-2,M) ×2, (1-2,F), *, (3-4,F) ×2
    columns, hierarchies = small
    suppressed = np.array([False, False, False, True, False, False])
    r = utility_metrics(columns, hierarchies, [1, 0], suppressed=suppressed)
    assert (r.n_rows, r.n_classes, r.suppressed) == (6, 3, 1)
    assert r.suppressed_share == pytest.approx(1 / 6)
    assert r.generalization_intensity == pytest.approx((1 / 2 + 0) / 2)
    assert r.precision == pytest.approx(((5 * 0.5 + 1) / 6 + (5 * 0 + 1) / 6) / 2)       # 0.375
    # LM: age (2−1)/(5−1) for 5 kept rows + 1 suppressed; sex 0 for kept rows + 1 suppressed
    assert r.iyengar_loss == pytest.approx((5 * 0.25 + 1 + 0 + 1) / 12)
    nue = 4 * math.log2(3 / 2) + math.log2(3) + math.log2(6) + 1
    assert r.non_uniform_entropy == pytest.approx(nue)
    nue_max = (4 * math.log2(3) + 2 * math.log2(6)) + 6
    assert r.non_uniform_entropy_relative == pytest.approx(nue / nue_max)
    assert r.discernibility == 4 + 1 + 4 + 6 * 1
    assert r.average_class_size == pytest.approx(6 / 4)
    # Loss: age a = 5·2/5 + 1 = 3, v = (3 − 6/5)/(6 − 6/5) = 0.375; sex a = 5·1/2 + 1 = 3.5, v = 0.5/3
    assert r.arx_loss == pytest.approx(math.sqrt(1.375 * (1 + 1 / 6)) - 1)
    # lower bound: the suppressed record at its share: age a = 2.4, v = 0.25; sex a = 3, v = 0
    assert r.arx_loss_lower_bound == pytest.approx(math.sqrt(1.25) - 1)
    age, sex = r.attributes
    assert (age.name, age.level, age.height) == ("age", 1, 2)
    assert (age.distinct_original, age.distinct_released) == (4, 3)  # 1-2, 3-4 and the suppressed "*"
    assert age.distinct_kept == pytest.approx(3 / 4)
    h = lambda *counts: -sum(c / 6 * math.log2(c / 6) for c in counts)  # noqa: E731
    assert age.entropy_original == pytest.approx(h(2, 1, 1, 2))
    assert age.entropy_released == pytest.approx(h(3, 2, 1))
    assert age.entropy_kept == pytest.approx(h(3, 2, 1) / h(2, 1, 1, 2))
    # suppression adds "*" as a new value of sex at level 0: entropy kept can exceed 1
    assert (sex.distinct_original, sex.distinct_released) == (2, 3)
    assert sex.entropy_kept == pytest.approx(h(2, 3, 1) / 1.0) and sex.entropy_kept > 1


def test_given_partition_equals_computed_one(small):
    columns, hierarchies = small
    suppressed = np.array([False, False, False, True, False, False])
    codes = np.column_stack([h.bind(c)[lv][c.codes] for c, h, lv in zip(columns, hierarchies, [1, 0])])
    given_partition = utility_metrics(columns, hierarchies, [1, 0], partition(codes, suppressed))
    assert given_partition == utility_metrics(columns, hierarchies, [1, 0], suppressed=suppressed)


def test_suppressed_star_merges_with_the_top_label(small):
    columns, hierarchies = small
    suppressed = np.array([True, False, False, False, False, False])
    r = utility_metrics(columns, hierarchies, [2, 1], suppressed=suppressed)
    assert r.n_classes == 1 and r.arx_loss == pytest.approx(1.0) and r.arx_loss_lower_bound == pytest.approx(1.0)
    assert all(a.distinct_released == 1 and a.entropy_released == 0 for a in r.attributes)
    assert r.generalization_intensity == 1 and r.precision == 1 and r.iyengar_loss == 1
    assert r.non_uniform_entropy_relative == pytest.approx(1.0)


def test_original_data_loses_nothing(small):
    columns, hierarchies = small
    r = utility_metrics(columns, hierarchies, [0, 0])
    assert r.arx_loss == 0 and r.iyengar_loss == 0 and r.non_uniform_entropy == 0 and r.precision == 0
    assert all(a.entropy_kept == 1 and a.distinct_kept == 1 for a in r.attributes)
    assert r.discernibility == 4 + 1 + 1 + 4  # classes (1,M)×2 (2,F) (3,M) (4,F)×2
    assert r.average_class_size == pytest.approx(6 / 4)


def test_bad_input(small):
    columns, hierarchies = small
    with pytest.raises(InputError):
        utility_metrics(columns, hierarchies, [3, 0])
    with pytest.raises(InputError):
        utility_metrics(columns, hierarchies, [0])
    with pytest.raises(InputError):
        utility_metrics(columns, hierarchies, [0, 0], suppressed=np.zeros(4, bool))


def test_loss_formula_edges():
    assert arx_loss_from_totals([], 10, []) == 0.0
    assert arx_loss_from_totals([5.0], 0, [4]) == 0.0
    assert arx_loss_from_totals([10.0], 10, [1]) == 0.0           # a one-row hierarchy cannot lose anything
    assert arx_loss_from_totals([1.0, 10.0], 10, [10, 10]) == pytest.approx(math.sqrt(2) - 1)


# ----- ARX's Loss on Adult (checked against ARX 3.9.2) ----------------------------------------------------------------


@pytest.fixture(scope="module")
def adult():
    from privdesk.io.tables import open_table

    folder = shared_data("arx")
    shared_data("arx", "adult.csv")
    data = open_table(folder / "adult.csv")
    columns = [data[name] for name in ADULT_QIS]
    hierarchies = [Hierarchy.read_csv(folder / f"adult_hierarchy_{name}.csv") for name in ADULT_QIS]
    return columns, hierarchies


@pytest.mark.parametrize("levels, expected", [([0, 4, 1, 1, 3, 2, 2, 1, 0], 0.5732),
                                              ([0, 4, 1, 1, 3, 2, 0, 2, 0], 0.5297)])
def test_adult_loss_without_suppression(adult, levels, expected):
    columns, hierarchies = adult
    assert round(arx_loss(columns, hierarchies, levels), 4) == expected
    report = utility_metrics(columns, hierarchies, levels)
    assert round(report.arx_loss, 4) == expected
    assert report.arx_loss_lower_bound == pytest.approx(report.arx_loss)
    assert report.suppressed == 0


def test_adult_loss_with_small_classes_suppressed(adult):
    columns, hierarchies = adult
    levels = [0, 3, 0, 0, 2, 1, 1, 2, 0]
    codes = np.column_stack([h.bind(c)[lv][c.codes] for c, h, lv in zip(columns, hierarchies, levels)])
    suppressed = partition(codes).size_of_row() < 5
    assert int(suppressed.sum()) == 1346
    report = utility_metrics(columns, hierarchies, levels, partition(codes, suppressed))
    assert report.suppressed == 1346 and report.n_rows == 30162
    assert round(report.arx_loss, 4) == 0.2419
    assert round(arx_loss(columns, hierarchies, levels, suppressed), 4) == 0.2419
    bound = arx_loss_lower_bound(columns, hierarchies, levels, suppressed)
    assert bound == pytest.approx(report.arx_loss_lower_bound)
    assert bound < report.arx_loss
    assert bound == pytest.approx(arx_loss(columns, hierarchies, levels))
    assert report.average_class_size == pytest.approx(30162 / (report.n_classes + 1))
    assert min(partition(codes, suppressed).sizes) >= 5


# ----- properties -----------------------------------------------------------------------------------------------------

TREE = Hierarchy.from_rows([[str(v), f"{v // 2 * 2}-{v // 2 * 2 + 1}", f"{v // 4 * 4}-{v // 4 * 4 + 3}", "*"]
                            for v in range(8)])
FLAT = Hierarchy.from_rows([[v, "*"] for v in "abc"])


@settings(max_examples=60, deadline=None)
@given(rows=st.lists(st.tuples(st.integers(0, 7), st.sampled_from("abc")), min_size=1, max_size=40),
       data=st.data())
def test_lower_bound_is_monotonic_and_below_loss(rows, data):
    frame = pd.DataFrame({"x": [str(r[0]) for r in rows], "y": [r[1] for r in rows]})
    dataset = Dataset.from_frame(frame, types={"x": "string", "y": "string"})
    columns, hierarchies = [dataset["x"], dataset["y"]], [TREE, FLAT]
    low = [data.draw(st.integers(0, 3)), data.draw(st.integers(0, 1))]
    high = [data.draw(st.integers(low[0], 3)), data.draw(st.integers(low[1], 1))]
    suppressed = data.draw(arrays(bool, len(rows)))
    bound_low = arx_loss_lower_bound(columns, hierarchies, low, suppressed)
    bound_high = arx_loss_lower_bound(columns, hierarchies, high, suppressed)
    assert bound_low <= bound_high + 1e-12
    report = utility_metrics(columns, hierarchies, low, suppressed=suppressed)
    assert report.arx_loss_lower_bound <= report.arx_loss + 1e-12
    assert 0 <= report.arx_loss <= 1 + 1e-12
    assert 0 <= report.iyengar_loss <= 1 + 1e-12 and 0 <= report.precision <= 1
    assert 0 <= report.non_uniform_entropy_relative <= 1 + 1e-12
    assert report.discernibility >= len(rows)


@settings(max_examples=60, deadline=None)
@given(rows=st.lists(st.tuples(st.integers(0, 7), st.sampled_from("abc")), min_size=1, max_size=40),
       data=st.data())
def test_the_figures_of_counts_are_those_of_the_rows(rows, data):
    """``utility_of_counts`` (an engine's counts: each QI's records per value, all and kept, and the classes) gives
    every figure ``utility_metrics`` gives on the rows, to the bit; the counts here are numpy's of the rows."""
    frame = pd.DataFrame({"x": [str(r[0]) for r in rows], "y": [r[1] for r in rows]})
    dataset = Dataset.from_frame(frame, types={"x": "string", "y": "string"})
    columns, hierarchies = [dataset["x"], dataset["y"]], [TREE, FLAT]
    levels = [data.draw(st.integers(0, 3)), data.draw(st.integers(0, 1))]
    suppressed = data.draw(arrays(bool, len(rows)))
    generalized = [h.bind(c)[level][c.codes] for c, h, level in zip(columns, hierarchies, levels)]
    release = partition(generalized, suppressed)
    counts = [np.bincount(c.codes, minlength=len(c.values)) for c in columns]
    kept = [np.bincount(c.codes[~suppressed], minlength=len(c.values)) for c in columns]
    assert utility_of_counts(columns, hierarchies, levels, release, counts, kept) == utility_metrics(
        columns, hierarchies, levels, release)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 3000), max_size=400), st.integers(0, 50))
def test_discernibility_of_counts_equals_the_float_sum(sizes, suppressed):
    """Whole class sizes are summed as integers (no BLAS): the same float as the plain sum of squares, both as
    Python's exact integers and as the float product of any int dtype."""
    n = sum(sizes) + suppressed
    exact = float(sum(s * s for s in sizes)) + float(n) * suppressed
    for dtype in (np.int64, np.int32, np.uint32):
        assert discernibility_of(np.array(sizes, dtype), n, suppressed) == exact
    floats = np.array(sizes, float)
    assert discernibility_of(floats, n, suppressed) == float(floats @ floats) + float(n) * suppressed == exact
