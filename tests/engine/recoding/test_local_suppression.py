"""Local suppression: f_k with wildcards against a pairwise count, k reached with suppressed cells only, the
importance order respected, and a table worked by hand."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from privdesk.engine.core.errors import InputError
from privdesk.engine.recoding.local_suppression import default_importance, local_suppression, wildcard_frequencies


def pairwise_frequencies(codes, suppressed):
    """f_k by comparing every pair of rows (O(n²)): equal where neither cell is suppressed."""
    equal = (codes[:, None, :] == codes[None, :, :]) | suppressed[:, None, :] | suppressed[None, :, :]
    return equal.all(axis=2).sum(axis=1)


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_wildcard_frequencies_match_the_pairwise_count(data):
    n, d = data.draw(st.integers(1, 40)), data.draw(st.integers(1, 4))
    codes = data.draw(hnp.arrays(np.int64, (n, d), elements=st.integers(0, 3)))
    suppressed = data.draw(hnp.arrays(bool, (n, d)))
    assert wildcard_frequencies(codes, suppressed).tolist() == pairwise_frequencies(codes, suppressed).tolist()


@settings(max_examples=40, deadline=None)
@given(data=st.data(), k=st.integers(1, 6))
def test_every_row_reaches_k_with_suppressed_cells_only(data, k):
    n, d = data.draw(st.integers(k, 60)), data.draw(st.integers(1, 4))
    codes = data.draw(hnp.arrays(np.int64, (n, d), elements=st.integers(0, 5)))
    result = local_suppression(codes, k)
    assert pairwise_frequencies(codes, result.suppressed).min() >= k
    already = pairwise_frequencies(codes, np.zeros_like(result.suppressed)) >= k
    if already.all():
        assert result.total == 0  # nothing to do, nothing suppressed


def test_table_by_hand_suppresses_the_least_important_column():
    # rows 0-2 share (a, x); row 3 (a, y) is unique. With k = 2 its nearest records (distance 1) differ in the
    # second column only, so that cell goes: (a, *) then matches rows 0-2.
    codes = np.array([[0, 0], [0, 0], [0, 0], [0, 1]])
    result = local_suppression(codes, 2)
    assert result.suppressed.tolist() == [[False, False]] * 3 + [[False, True]]
    # rows 0,1 = (a, x), rows 2,3 = (b, y), row 4 = (a, y): distance 1 to both groups, differing in either column;
    # the importance decides which cell is suppressed
    codes = np.array([[0, 0], [0, 0], [1, 1], [1, 1], [0, 1]])
    assert np.flatnonzero(local_suppression(codes, 2, importance=[1, 2]).suppressed[4]).tolist() == [1]
    assert np.flatnonzero(local_suppression(codes, 2, importance=[2, 1]).suppressed[4]).tolist() == [0]


def test_default_importance_keeps_columns_with_few_values():
    codes = np.array([[0, 0, 0], [1, 0, 1], [2, 1, 2], [3, 1, 0]])  # 4, 2 and 3 distinct values
    assert default_importance(codes) == (3, 1, 2)


def test_bad_input():
    codes = np.zeros((3, 2), dtype=int)
    with pytest.raises(InputError):
        local_suppression(codes, 4)
    with pytest.raises(InputError):
        local_suppression(codes, 2, importance=[1, 1])


def test_loss_of_cells_equals_arx_loss_when_whole_rows_are_suppressed():
    from privdesk.engine.attributes.hierarchy import Hierarchy
    from privdesk.engine.metrics.utility import arx_loss, arx_loss_of_cells
    from privdesk.io.tables import open_table
    from tests.conftest import shared_data

    data = open_table(shared_data("arx", "test.csv"))
    qis = ["age", "gender", "zipcode"]
    chain = [Hierarchy.read_csv(shared_data("arx", f"test_hierarchy_{q}.csv")) for q in qis]
    columns = [data.column(q) for q in qis]
    rows = np.array([True, False, False, True, False, False, False])
    cells = np.repeat(rows[:, None], 3, axis=1)
    assert arx_loss_of_cells(columns, chain, [1, 0, 2], cells) == pytest.approx(
        arx_loss(columns, chain, [1, 0, 2], suppressed=rows), abs=1e-12)
    # one cell less suppressed, less loss
    cells[0, 1] = False
    assert arx_loss_of_cells(columns, chain, [1, 0, 2], cells) < arx_loss(columns, chain, [1, 0, 2], suppressed=rows)


def test_arx_style_chain_of_cell_suppressions_keeps_every_earlier_guarantee():
    # in the spirit of ARX's TestAnonymizationCellSuppression.testStatic: k-anonymity (highest risk 1/k, with
    # suppressed cells as wildcards) for one QI set after another on Adult; later suppressions only add
    # wildcards, so every earlier set stays k-anonymous
    import pandas as pd

    from tests.conftest import shared_data

    frame = pd.read_csv(shared_data("arx", "adult.csv"), sep=";", dtype=str).iloc[:4000]
    codes = {c: pd.factorize(frame[c])[0] for c in frame.columns}
    steps = [(20, ["sex", "age", "race", "marital-status"]), (10, ["marital-status", "education", "native-country"]),
             (20, ["native-country", "workclass", "occupation", "salary-class"])]
    wild = {c: np.zeros(len(frame), dtype=bool) for c in frame.columns}
    for done, (k, qis) in enumerate(steps):
        matrix = np.column_stack([codes[q] for q in qis])
        # suppressed cells of earlier steps stay suppressed: give each its own code beyond the column's values
        before = np.column_stack([wild[q] for q in qis])
        result = local_suppression(np.where(before, -1, matrix) + 1, k)
        for j, q in enumerate(qis):
            wild[q] |= result.suppressed[:, j]
        for k_earlier, earlier in steps[:done + 1]:
            check = np.column_stack([codes[q] for q in earlier])
            mask = np.column_stack([wild[q] for q in earlier])
            assert wildcard_frequencies(check, mask).min() >= k_earlier
