"""Cell suppression of suppressed records (ARX's optimizeIterativeFast and the gradual mode) against its
invariants and ARX's TestAnonymizationCellSuppression scenarios. ARX's test asserts risk bounds, not tables: after
each scenario of a chain, the own-category risks of the release and the wildcard risks of every scenario so far are
within that scenario's thresholds; those are the assertions here, on the same data, QIs and thresholds."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from privdesk.engine.core.classes import group_rows
from privdesk.engine.recoding.cell_recoding import MODES, recode_by_cells
from privdesk.engine.recoding.local_suppression import wildcard_frequencies
from privdesk.io.tables import open_table
from tests.conftest import shared_data

STAR = -1


def _released(codes, k=None, **options):
    """ARX's procedure on ``codes``, the first round being ARX's own search (two-level hierarchies, gs-factor 0,
    suppression limit 1 − o_min). Returns the released codes (STAR = suppressed cell), the cell mask, the
    whole-record mask and the recoding."""
    recoding = recode_by_cells(codes, k, **options)
    cells = recoding.cells | recoding.suppressed[:, None]
    return np.where(cells, STAR, codes), cells, recoding.suppressed, recoding


def _own_category_sizes(released, kept):
    group, _count = group_rows([released[kept, j] + 1 for j in range(released.shape[1])])  # STAR -> 0
    return np.bincount(group)[group]


def test_by_hand():
    # k = 2, N = 5: round 0 may leave floor(0.95 × 5) = 4 suppressed: the identity node keeps rows 0-1; round 1
    # (3 left, floor((1 − 0.05/3) × 3) = 2 may stay): suppressing the second column joins rows 2 (5, 7) and
    # 3 (5, 8); row 4 alone stays suppressed (fewer than k left)
    codes = np.array([[1, 1], [1, 1], [5, 7], [5, 8], [9, 9]])
    released, cells, whole, recoding = _released(codes, 2)
    assert released.tolist() == [[1, 1], [1, 1], [5, STAR], [5, STAR], [STAR, STAR]]
    assert whole.tolist() == [False, False, False, False, True]
    assert recoding.released_in.tolist() == [0, 0, 1, 1, -1]


def test_arx_keeps_its_share_of_the_table_not_of_the_remainder():
    # 60 records left of a table of 200, o_min 25%: ARX's round must release 50 of them (floor((1 − 50/60) × 60)
    # = 10 may stay suppressed), which only suppressing both columns does; the gradual mode releases the two
    # classes of 20 untouched first (15 needed), then the 20 unique records with both columns suppressed
    codes = np.column_stack([np.repeat([0, 1, 2], 20), np.concatenate([np.repeat([0, 1], 20), np.arange(20) + 2])])
    codes[40:, 0] = np.arange(20) + 2
    arx = recode_by_cells(codes, 20, records=0.25, baseline_rows=200)
    assert arx.cells.all() and arx.rounds == 1 and not arx.suppressed.any()
    gradual = recode_by_cells(codes, 20, records=0.25, baseline_rows=200, mode="gradual")
    assert not gradual.cells[:40].any() and gradual.cells[40:].all() and gradual.rounds == 2


@settings(max_examples=80, deadline=None)
@given(codes=hnp.arrays(np.int64, st.tuples(st.integers(1, 60), st.integers(1, 4)), elements=st.integers(0, 3)),
       k=st.integers(2, 5), mode=st.sampled_from(MODES), records=st.sampled_from([0.01, 0.1, 0.3]))
def test_release_is_k_anonymous_as_own_category_and_as_wildcard(codes, k, mode, records):
    released, cells, whole, recoding = _released(codes, k, mode=mode, records=records)
    kept = ~whole
    # the rounds end with all cells suppressed at worst, which keeps any k records: fewer than k stay whole
    assert whole.sum() < k
    if kept.any():
        assert _own_category_sizes(released, kept).min() >= k
        assert wildcard_frequencies(codes[kept], cells[kept]).min() >= k
        # when round 0 may keep every class of k or more as it is (the identity node leaves at most its allowance
        # suppressed), their records never lose a cell
        group, _count = group_rows([codes[:, j] for j in range(codes.shape[1])])
        large = np.bincount(group)[group] >= k
        n = codes.shape[0]
        allowance = math.floor((1 - records) * n) if mode == "arx" else n - max(1, math.ceil(records * n))
        if (~large).sum() <= allowance:
            assert not cells[large].any()
    # each round releases its share: of the table (ARX), of the records still suppressed (gradual)
    left = codes.shape[0]
    for r in range(recoding.rounds):
        count = int((recoding.released_in == r).sum())
        share = records * codes.shape[0] if mode == "arx" else math.ceil(records * left)
        assert count >= min(left, share) - 1e-9
        left -= count


# ------------------------------------------------------------------ ARX's risk models (TestAnonymizationCellSuppression)
def _arx_risk_judge(average, highest, at_risk):
    """ARX's AverageReidentificationRisk (with its highest risk and records at risk when at_risk > 0; with
    KAnonymity(size threshold) when at_risk = 0, as the test configures it) on one node: the smallest classes are
    suppressed first until the released records meet it (HashGroupifyDistribution)."""
    k = _size_threshold(highest) if at_risk == 0 else 1

    def judge(classes):
        sizes, allowed = classes.sizes, classes.allowed
        order = np.argsort(sizes, kind="stable")
        ordered = sizes[order]
        kept_records = ordered.sum() - np.concatenate([[0], np.cumsum(ordered)])   # after suppressing p classes
        kept_classes = np.count_nonzero(ordered) - np.concatenate([[0], np.cumsum(ordered > 0)])
        risky = np.where(1 / np.maximum(ordered, 1) > highest, ordered, 0)
        small = np.concatenate([[0], np.cumsum(ordered < k)])
        risky_left = risky.sum() - np.concatenate([[0], np.cumsum(risky)])
        with np.errstate(divide="ignore", invalid="ignore"):
            fine = (kept_records > 0) & (kept_classes / kept_records <= average)
            if at_risk == 0:
                fine &= small == np.count_nonzero(ordered < k)  # every class under k suppressed
            else:
                fine &= risky_left / kept_records <= at_risk
        fine &= ordered.sum() - kept_records <= allowed
        if not fine.any():
            return None
        p = int(np.argmax(fine))
        released = np.ones(len(sizes), bool)
        released[order[:p]] = False
        return released
    return judge, k


STATIC = [  # TestAnonymizationCellSuppression.testStatic: (average, highest, records at risk, QIs)
    [(0.2, 0.05, 0.05, ["sex", "age", "race", "marital-status"]),
     (0.3, 0.1, 0.1, ["marital-status", "education", "native-country"]),
     (0.2, 0.05, 0.05, ["native-country", "workclass", "occupation", "salary-class"]),
     (0.1, 0.3, 0.1, ["age", "race", "marital-status", "education"])],
    [(0.2, 0.05, 0, ["sex", "age", "race", "marital-status"]),
     (0.3, 0.1, 0, ["marital-status", "education", "native-country"]),
     (0.2, 0.05, 0, ["native-country", "workclass", "occupation", "salary-class"]),
     (0.1, 0.3, 0, ["age", "race", "marital-status", "education"])],
    [(0.2, 0.05, 0, ["sex", "age", "race"]),
     (0.2, 0.05, 0.2, ["age", "race", "marital-status"]),
     (0.2, 0.05, 0, ["race", "marital-status", "education"]),
     (0.3, 0.1, 0.05, ["marital-status", "education", "native-country"]),
     (0.3, 0.1, 0, ["education", "native-country", "workclass"]),
     (0.2, 0.05, 0.3, ["native-country", "workclass", "occupation"]),
     (0.1, 0.3, 0.1, ["workclass", "occupation", "salary-class"])],
]


def _risks(sizes, highest):
    """ARX's sample risks from each released record's class (or wildcard) frequency: average, highest, share
    of records above ``highest``."""
    risk = 1 / sizes
    return float(risk.mean()), float(risk.max()), float((risk > highest).mean())


def _check(risks, scenario):
    average, highest, at_risk = risks
    assert average <= scenario[0] + 1e-12
    if at_risk == 0:
        assert highest <= scenario[1] + 1e-12
    assert at_risk <= scenario[2] + 1e-12


@pytest.mark.parametrize("chain", STATIC, ids=["case1", "case2", "case3"])
def test_arx_cell_suppression_scenarios_on_adult(chain):
    table = open_table(shared_data("arx", "adult.csv")).to_frame().astype(str)
    for i, (average, highest, at_risk, qis) in enumerate(chain):
        codes = np.column_stack([np.unique(table[q].to_numpy(), return_inverse=True)[1].ravel() for q in qis])
        judge, k = _arx_risk_judge(average, highest, at_risk)
        released, cells, whole, recoding = _released(codes, judge=judge, min_size=k)
        kept = ~whole
        assert kept.mean() > 0.95  # most records come back
        _check(_risks(_own_category_sizes(released, kept), highest), chain[i])  # ARX's "own category"
        for j, q in enumerate(qis):  # the next scenario reads this release (ARX chains them)
            column = table[q].to_numpy().copy()
            column[cells[:, j]] = "*"
            table[q] = column
        for earlier in chain[: i + 1]:  # ARX's wildcard risk of every scenario so far, on the released records
            columns = [table[q].to_numpy() for q in earlier[3]]
            stars = np.column_stack([c == "*" for c in columns])
            values = np.column_stack([np.unique(c, return_inverse=True)[1].ravel() for c in columns])
            _check(_risks(wildcard_frequencies(values, stars), earlier[1]), earlier)


def _size_threshold(risk):
    # ARX's getSizeThreshold in TestAnonymizationCellSuppression
    size = 1 / risk
    floor = np.floor(size)
    if (1 / floor) - (1 / size) >= 0.01 * risk:
        floor += 1
    return int(floor)
