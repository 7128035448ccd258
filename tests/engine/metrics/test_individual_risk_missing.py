"""sdcMicro's individual risk when key values are missing: freqCalc lets a missing value match any value
(sdcMicro tests/testthat/test_indivRisk.R "with missing", test_freqCalc.R), reproduced to its printed digits; random
tables checked against the pairwise definition."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.metrics.population_risk import individual_risk, key_frequencies_with_missing

NA = -1
A = [2, 3, 2, 2, 3, 3, 1, NA]
B = [3, 3, 3, 3, 3, 3, 4, 3]
C = [1, 3, NA, 2, 1, 1, NA, 1]
WEIGHT = np.array([18.0, 45.5, 39.0, 17.0, 92.0, 8.0, 123.5, 51])


def _keys(*columns):
    codes = [np.array(c) for c in columns]
    return [np.where(c == NA, 0, c) for c in codes], [c == NA for c in codes]


def test_sdcmicro_freqcalc_missing_matches_any_value():
    # test_freqCalc.R, method 1 after kAnon: the suppressed status of row 5 matches every row
    codes, missing = _keys([1, 1, 1, 1, 1], [1, 2, 2, 1, NA], [5, 5, 5, 5, 5])
    fk, big_fk = key_frequencies_with_missing(codes, missing)
    assert fk.tolist() == [3, 3, 3, 3, 5] and big_fk.tolist() == fk.tolist()


@pytest.mark.parametrize("method, qual, expected", [
    ("approx", 1, [0.013698630, 0.085791288, 0.010554090, 0.032466112, 0.009836066, 0.009836066, 0.039316254,
                   0.005973716]),
    ("approx", 2, [0.02739726, 0.17158258, 0.02110818, 0.06493222, 0.01967213, 0.01967213, 0.07863251, 0.01194743]),
    ("exact", 1, [0.013552968, 0.085791288, 0.010504889, 0.032466112, 0.009756889, 0.009756889, 0.039316254,
                  0.005962551]),
    ("exact", 2, [0.02710594, 0.17158258, 0.02100978, 0.06493222, 0.01951378, 0.01951378, 0.07863251, 0.01192510]),
])
def test_sdcmicro_individual_risk_with_missing_values(method, qual, expected):
    codes, missing = _keys(A, B, C)
    fk, big_fk = key_frequencies_with_missing(codes, missing, WEIGHT)
    assert fk.tolist() == [3, 1, 4, 2, 3, 3, 1, 5]  # survey = FALSE gives 1/fk: 0.33333, 1, 0.25, 0.5, …
    np.testing.assert_allclose(individual_risk(fk, big_fk, method, qual), expected, atol=5e-9)


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 30).flatmap(lambda n: st.tuples(
    st.lists(st.lists(st.integers(-1, 2), min_size=n, max_size=n), min_size=1, max_size=3),
    st.lists(st.floats(0.5, 50), min_size=n, max_size=n))))
def test_frequencies_equal_the_pairwise_definition(table):
    columns, weights = table
    codes, missing = _keys(*columns)
    fk, big_fk = key_frequencies_with_missing(codes, missing, np.array(weights))
    values = np.array(columns).T
    match = np.all((values[:, None, :] == values[None, :, :]) | (values[:, None, :] == NA)
                   | (values[None, :, :] == NA), axis=2)
    np.testing.assert_allclose(fk, match.sum(axis=1))
    np.testing.assert_allclose(big_fk, match @ np.array(weights))


def test_population_document_lets_missing_cells_match_any_value():
    # the same sdcMicro table through the app: None cells are sdcMicro's NA
    import pandas as pd

    from privdesk.app.record.population_risk import population_risk_document
    from privdesk.engine.core.dataset import Dataset

    text = {name: [None if v == NA else str(v) for v in column] for name, column in zip("ABC", (A, B, C))}
    frame = pd.DataFrame({**text, "w": [str(w) for w in WEIGHT]})
    risk = population_risk_document(Dataset.from_frame(frame), ["A", "B", "C"], weight_column="w")["individual_risk"]
    assert risk["maximum"] == pytest.approx(0.085791288, abs=5e-9)
    assert risk["expected_reidentifications"] == pytest.approx(
        0.013698630 + 0.085791288 + 0.010554090 + 0.032466112 + 2 * 0.009836066 + 0.039316254 + 0.005973716, abs=4e-8)


@settings(max_examples=80, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 3), st.floats(1e-3, 1e6)), min_size=1, max_size=60), st.randoms())
def test_weight_parts_sum_exactly_in_any_order(rows, random):
    """Each weight is the sum of its parts, and a class's F_k from the parts' sums is the same in any row order
    (no partial sum rounds), within an ulp of the exactly rounded sum (``math.fsum``)."""
    import math

    from privdesk.engine.metrics.population_risk import WeightParts, weighted_key_frequencies

    classes = np.array([c for c, _ in rows])
    weights = np.array([w for _, w in rows])
    parts = WeightParts.of(weights.max(), weights.min(), len(weights)).of_weights(weights)
    assert parts.shape[1] > 1 and (parts.sum(axis=1) == weights).all()
    order = list(range(len(rows)))
    random.shuffle(order)
    _, big_fk = weighted_key_frequencies(classes, parts, 4)
    _, shuffled = weighted_key_frequencies(classes[order], parts[order], 4)
    assert shuffled.tolist() == big_fk[order].tolist()
    exact = [math.fsum(weights[classes == c]) for c in classes]
    np.testing.assert_allclose(big_fk, exact, rtol=2.3e-16, atol=0)


def test_weights_spanning_too_many_bits_are_summed_as_they_come():
    from privdesk.engine.metrics.population_risk import MAX_WEIGHT_PARTS, WeightParts, weighted_key_frequencies

    weights = np.array([1e-200, 1e200, 3.0])
    parts = WeightParts.of(weights.max(), weights.min(), len(weights))
    assert parts.grids == () and len(WeightParts.of(8.0, 0.5, 10**8).grids) <= MAX_WEIGHT_PARTS
    assert parts.of_weights(weights).tolist() == [[1e-200], [1e200], [3.0]]
    assert weighted_key_frequencies(np.array([0, 0, 1]), parts.of_weights(weights), 2)[1].tolist() == \
        [1e200 + 1e-200, 1e200 + 1e-200, 3.0]
