"""l-diversity (Machanavajjhala et al. TKDD 2007) on hand-computed tables.

pycanon is the oracle for distinct l only (test_model_pycanon_oracle.py): its entropy l is floored to an integer and
its recursive (c,l) is a different formula, so those two are checked here against arithmetic done by hand, and the
pycanon numbers are pinned to document the difference.
"""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest
from pycanon import anonymity as pycanon

from privdesk.engine.models import (
    distinct_l_diversity,
    entropy_l_diversity,
    recursive_cl_diversity,
    satisfies_recursive,
)

# Two classes over values a, b, c, d.
# class 0 counts (2, 1, 1, 0): H = −(½·log2 ½ + 2·¼·log2 ¼) = 0.5 + 1 = 1.5 bits → 2^1.5 = 2.8284
# class 1 counts (1, 1, 1, 1): H = 2 bits → 2^2 = 4
ENTROPY_COUNTS = np.array([[2, 1, 1, 0], [1, 1, 1, 1]])


def test_distinct_l_counts_different_values_per_class():
    result = distinct_l_diversity(ENTROPY_COUNTS)
    assert result.value == 3 and list(result.per_class) == [3, 4]


def test_entropy_l_is_two_to_the_smallest_class_entropy_not_floored():
    result = entropy_l_diversity(ENTROPY_COUNTS, "S")
    assert result.value == pytest.approx(2 ** 1.5, abs=1e-12)          # 2.8284…
    np.testing.assert_allclose(result.per_class, [2 ** 1.5, 4.0])
    assert result.satisfies(2) and not result.satisfies(3)


def test_pycanon_floors_entropy_l():
    frame = pd.DataFrame({"Q": [0, 0, 0, 0, 1, 1, 1, 1], "S": list("aabc") + list("abcd")})
    assert pycanon.entropy_l_diversity(frame, ["Q"], ["S"]) == 2           # PrivDesk: 2.8284
    assert entropy_l_diversity(np.array([[2, 1, 1, 0], [1, 1, 1, 1]])).value == pytest.approx(2.8284, abs=1e-4)


# Recursive (c,l): counts sorted descending r_1 ≥ r_2 ≥ …
# class 0 counts (5, 3, 2):    l = 2: r1/(r2+r3) = 5/5 = 1.0    l = 3: r1/r3 = 5/2 = 2.5
# class 1 counts (4, 4, 1, 1): l = 2: 4/(4+1+1) = 0.6667         l = 3: 4/(1+1) = 2.0
# → c* = 1.0 for l = 2 and 2.5 for l = 3; the table is (c,3)-diverse iff c > 2.5.
RECURSIVE_COUNTS = np.array([[3, 0, 5, 2], [1, 4, 4, 1]])   # columns in any order: the check sorts them


def test_recursive_c_is_the_largest_r1_over_tail_ratio():
    two = recursive_cl_diversity(RECURSIVE_COUNTS, 2)
    np.testing.assert_allclose(two.per_class, [1.0, 4 / 6])
    assert two.value == 1.0
    three = recursive_cl_diversity(RECURSIVE_COUNTS, 3)
    np.testing.assert_allclose(three.per_class, [2.5, 2.0])
    assert three.value == 2.5


def test_recursive_condition_is_strict():
    three = recursive_cl_diversity(RECURSIVE_COUNTS, 3)
    assert not satisfies_recursive(three, 2.5)     # 5 < 2.5 · 2 is false
    assert satisfies_recursive(three, 2.51)


def test_a_class_with_fewer_than_l_values_has_no_c():
    result = recursive_cl_diversity(np.array([[3, 1, 0], [2, 2, 2]]), 3)   # class 0 holds 2 values
    assert math.isinf(result.per_class[0]) and math.isinf(result.value)
    assert list(result.worst_classes) == [0]
    assert not satisfies_recursive(result, 1e9)


def test_recursive_needs_a_whole_l_of_at_least_one():
    with pytest.raises(ValueError):
        recursive_cl_diversity(RECURSIVE_COUNTS, 0)
    with pytest.raises(ValueError):
        recursive_cl_diversity(RECURSIVE_COUNTS, 1.5)


def test_pycanon_recursive_c_is_a_different_quantity():
    # pycanon sorts counts ascending, takes l from distinct l-diversity (3 here) and returns floor(r_min/tail + 1):
    # class 0 ascending (2, 3, 5): floor(2/5 + 1) = 1; class 1 (1, 1, 4, 4): floor(1/(4+4) + 1) = 1 → c = 1, l = 3.
    frame = pd.DataFrame({"Q": [0] * 10 + [1] * 10,
                          "S": ["a"] * 3 + ["c"] * 5 + ["d"] * 2 + ["a"] + ["b"] * 4 + ["c"] * 4 + ["d"]})
    assert pycanon.recursive_c_l_diversity(frame, ["Q"], ["S"]) == (1, 3)
    assert recursive_cl_diversity(RECURSIVE_COUNTS, 3).value == 2.5      # the textbook c* for l = 3


def test_large_sparse_matrix_gives_the_same_result_as_a_dense_one():
    # Few values per class out of many columns exercises the compaction of non-zero counts.
    rng = np.random.default_rng(7)
    counts = np.zeros((300, 400), int)
    for row in range(300):  # test set-up only
        held = rng.integers(1, 6)
        counts[row, rng.choice(400, size=held, replace=False)] = rng.integers(1, 9, size=held)
    compact = np.array([np.sort(r[r > 0])[::-1].tolist() + [0] * (6 - np.count_nonzero(r)) for r in counts])
    np.testing.assert_allclose(entropy_l_diversity(counts).per_class, entropy_l_diversity(compact).per_class)
    np.testing.assert_allclose(recursive_cl_diversity(counts, 2).per_class,
                               recursive_cl_diversity(compact, 2).per_class)
