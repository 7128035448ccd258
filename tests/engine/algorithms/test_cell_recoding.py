"""ARX's cell-suppression mode (local recoding of the suppressed records by cells) against its invariants and
ARX's TestAnonymizationCellSuppression scenarios (own-category and wildcard risk within the thresholds)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from privdesk.app.tables import open_table
from privdesk.engine.algorithms.cell_recoding import recode_by_cells
from privdesk.engine.algorithms.local_suppression import wildcard_frequencies
from privdesk.engine.classes import group_rows
from tests.conftest import shared_data

STAR = -1


def _released(codes, k):
    """ARX's mode on ``codes``: the identity node (two-level hierarchies, gs-factor 0), its outliers recoded by
    cells. Returns the released codes (STAR = suppressed cell), the cell mask and the whole-record mask."""
    group, _count = group_rows([codes[:, j] for j in range(codes.shape[1])])
    outliers = np.flatnonzero(np.bincount(group)[group] < k)
    recoding = recode_by_cells(codes[outliers], k)
    cells = np.zeros(codes.shape, bool)
    cells[outliers] = recoding.cells
    whole = np.zeros(codes.shape[0], bool)
    whole[outliers[recoding.suppressed]] = True
    cells[whole] = True
    return np.where(cells, STAR, codes), cells, whole


def _own_category_sizes(released, kept):
    group, _count = group_rows([released[kept, j] + 1 for j in range(released.shape[1])])  # STAR -> 0
    return np.bincount(group)[group]


def test_by_hand():
    # k = 2: rows 0-1 equal; rows 2 (5, 7) and 3 (5, 8) share the first column: the second is suppressed for
    # both; row 4 alone stays suppressed (fewer than k left)
    codes = np.array([[1, 1], [1, 1], [5, 7], [5, 8], [9, 9]])
    released, cells, whole = _released(codes, 2)
    assert released.tolist() == [[1, 1], [1, 1], [5, STAR], [5, STAR], [STAR, STAR]]
    assert whole.tolist() == [False, False, False, False, True]


@settings(max_examples=80, deadline=None)
@given(codes=hnp.arrays(np.int64, st.tuples(st.integers(1, 60), st.integers(1, 4)), elements=st.integers(0, 3)),
       k=st.integers(2, 5))
def test_release_is_k_anonymous_as_own_category_and_as_wildcard(codes, k):
    released, cells, whole = _released(codes, k)
    kept = ~whole
    # the rounds end with all cells suppressed at worst, which keeps any k records: fewer than k stay whole
    assert whole.sum() < k
    if kept.any():
        assert _own_category_sizes(released, kept).min() >= k
        assert wildcard_frequencies(codes[kept], cells[kept]).min() >= k
        # only the records the identity node could not keep lose cells
        group, _count = group_rows([codes[:, j] for j in range(codes.shape[1])])
        assert not cells[np.bincount(group)[group] >= k].any()


def _risks(released, kept):
    sizes = _own_category_sizes(released, kept)
    return 1 / sizes.min(), float((1 / sizes).mean())


@pytest.mark.parametrize("chain", [
    # ARX's second static test case: (average risk, highest risk, QIs), records at risk 0 -> k-anonymity with
    # k = ARX's size threshold for the highest risk, plus the average risk
    [(0.2, 0.05, ["sex", "age", "race", "marital-status"]),
     (0.3, 0.1, ["marital-status", "education", "native-country"]),
     (0.2, 0.05, ["native-country", "workclass", "occupation", "salary-class"]),
     (0.1, 0.3, ["age", "race", "marital-status", "education"])],
])
def test_arx_cell_suppression_scenarios_on_adult(chain):
    table = open_table(shared_data("arx", "adult.csv")).to_frame().astype(str)
    for average, highest, qis in chain:
        k = _size_threshold(highest)
        codes = np.column_stack([np.unique(table[q].to_numpy(), return_inverse=True)[1].ravel() for q in qis])
        released, cells, whole = _released(codes, k)
        kept = ~whole
        # ARX's own-category risk over the released records and its wildcard risk: within the thresholds
        highest_risk, average_risk = _risks(released, kept)
        assert highest_risk <= highest and average_risk <= average
        assert (1 / wildcard_frequencies(codes[kept], cells[kept])).max() <= highest
        for j, q in enumerate(qis):  # the next scenario reads this release (ARX chains them)
            column = table[q].to_numpy().copy()
            column[cells[:, j]] = "*"
            table[q] = column


def _size_threshold(risk):
    # ARX's getSizeThreshold in TestAnonymizationCellSuppression
    size = 1 / risk
    floor = np.floor(size)
    if (1 / floor) - (1 / size) >= 0.01 * risk:
        floor += 1
    return int(floor)
