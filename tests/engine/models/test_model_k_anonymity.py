"""k-anonymity and (α,k) on hand-made tables (SPEC §4); pycanon comparisons are in test_model_pycanon_oracle.py."""

from __future__ import annotations

import numpy as np

from privdesk.engine.core.classes import partition
from privdesk.engine.models import alpha_k
from privdesk.engine.models import k_anonymity


def test_k_is_the_smallest_class_and_suppressed_rows_do_not_count():
    qi = np.array([0, 0, 0, 1, 1, 2, 2, 2, 2, 3])
    suppressed = qi == 3                      # a lone row suppressed: it must not make k = 1
    result = k_anonymity(partition(qi, suppressed))
    assert result.value == 2                  # class sizes 3, 2, 4
    assert list(result.per_class) == [3, 2, 4]
    assert list(result.worst_classes) == [1]
    assert result.satisfies(2) and not result.satisfies(3)


def test_k_of_a_fully_suppressed_table_holds_vacuously():
    result = k_anonymity(partition(np.zeros(3, int), np.ones(3, bool)))
    assert result.value == float("inf")


def test_alpha_is_the_largest_share_of_one_value_in_one_class():
    qi = np.array([0, 0, 0, 0, 1, 1, 1])
    sensitive = np.array([0, 0, 0, 1, 0, 1, 2])   # class 0: 3 of 4 hold value 0; class 1: 1 of 3 each
    release = partition(qi)
    result = alpha_k(release.value_counts(sensitive, 3), "S")
    assert result.value == 0.75               # 3/4
    np.testing.assert_allclose(result.per_class, [0.75, 1 / 3])
    assert result.attribute == "S" and result.satisfies(0.75) and not result.satisfies(0.7)
