"""Link-matching probability, entropy and disclosure risk (SPEC §2, seed 001)."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.core.errors import InputError
from privdesk.engine.metrics.link_matching import link_matching, link_matching_entropy, link_probabilities


@pytest.mark.parametrize("sizes, matches, probabilities, entropy, risk", [
    ([1, 1, 1], [1, 1, 1], [1, 1, 1], 0.0000, 1.0000),             # exact
    ([2, 2, 2], [2, 3, 2], [1, 0.6667, 1], 0.3900, 0.8889),        # 2-anonymous
    ([3, 3], [3, 5], [1, 0.6], 0.4422, 0.8000),                    # 3-anonymous
])
def test_spec_table(sizes, matches, probabilities, entropy, risk):
    result = link_matching(np.array(sizes), np.array(matches))
    assert [round(p, 4) for p in result.probabilities] == probabilities
    assert round(result.entropy, 4) == entropy
    assert round(result.risk, 4) == risk
    assert result.delta == 1.0
    assert result.n_rows == sum(sizes)


def test_delta_is_the_delta_of_delta_presence():
    # SPEC §4: classes (47*,*,America) 3/6 and (48*,*,Europe) 2/3.
    result = link_matching([3, 2], [6, 3])
    assert round(result.delta, 4) == 0.6667
    assert result.delta_min == 0.5


def test_lists_and_helpers_agree():
    p = link_probabilities([2, 2, 2], [2, 3, 2])
    assert np.allclose(p, [1, 2 / 3, 1])
    assert link_matching_entropy(p) == pytest.approx(-(2 / 3) * math.log2(2 / 3))


def test_suppressed_rows_count_in_n_with_no_risk():
    result = link_matching([3, 3], [3, 5], n_rows=8)
    assert result.risk == pytest.approx(4.8 / 8)
    with pytest.raises(InputError, match="at least"):
        link_matching([3, 3], [3, 5], n_rows=5)


def test_no_classes():
    result = link_matching([], [])
    assert result.entropy == 0.0 and result.risk == 0.0 and result.delta == 0.0


@pytest.mark.parametrize("sizes, matches, message", [
    ([2, 2], [2, 1], r"class 2: the population matches N_i \(1\) are fewer than the class's rows"),
    ([0, 2], [1, 2], "class 1: the class size"),
    ([-1], [3], "class 1: the class size"),
    ([1, 2], [1, 2, 3], "2 class sizes"),
    ([1, float("nan")], [1, 2], "finite"),
    ([[1, 2]], [[1, 2]], "one-dimensional"),
    (["a"], [1], "numbers"),
])
def test_bad_input_is_explained(sizes, matches, message):
    with pytest.raises(InputError, match=message):
        link_matching(sizes, matches)
    assert issubclass(InputError, ValueError)


@st.composite
def classes(draw):
    sizes = draw(st.lists(st.integers(1, 50), min_size=1, max_size=30))
    extra = draw(st.lists(st.integers(0, 100), min_size=len(sizes), max_size=len(sizes)))
    return np.array(sizes), np.array(sizes) + np.array(extra)


@settings(max_examples=200, deadline=None)
@given(classes())
def test_bounds(pair):
    sizes, matches = pair
    result = link_matching(sizes, matches)
    assert np.all((result.probabilities > 0) & (result.probabilities <= 1))
    assert 0.0 < result.risk <= 1.0
    assert result.risk <= result.delta + 1e-12
    assert 0.0 <= result.entropy <= len(sizes) / (math.e * math.log(2)) + 1e-12
    assert result.delta == result.probabilities.max()


@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(1, 50), min_size=1, max_size=30))
def test_exact_population_match_is_full_risk(sizes):
    result = link_matching(sizes, sizes)
    assert result.risk == pytest.approx(1.0) and result.entropy == 0.0
