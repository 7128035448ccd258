"""The judges of cell suppression for any model (engine/recoding/cell_judges.py): every class of the final release
(records of all rounds and of the search's release that show the same tuple, ``*`` a value of its own) meets the
models — judged merged for models that merging can break, on each round's records for union-closed ones."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.core.classes import group_rows
from privdesk.engine.models.population_models import UniquenessRequirement
from privdesk.engine.models.requirements import Requirement, SensitiveData, satisfied_classes
from privdesk.engine.recoding.cell_judges import merges, models_judge, table_check
from privdesk.engine.recoding.cell_recoding import MODES, recode_by_cells


def _sensitive(values: np.ndarray, n_values: int):
    return {"s": SensitiveData(values, n_values, False)}, {"s": np.bincount(values, minlength=n_values)}


def _final_classes(codes, stars, recoding):
    """Sizes and class × value rows of the released records' classes, records shown all ``*`` left out."""
    shown = np.where(recoding.cells, np.asarray(stars)[None, :], codes)
    released = np.flatnonzero(~recoding.suppressed & ~(shown == np.asarray(stars)).all(axis=1))
    group, count = group_rows([shown[released, j] for j in range(codes.shape[1])])
    return released, group, np.bincount(group, minlength=count)


def _final_release_meets(requirements, codes, stars, values, n_values, recoding) -> bool:
    sensitive, reference = _sensitive(values, n_values)
    released, group, sizes = _final_classes(codes, stars, recoding)
    counts = {"s": np.bincount(group * n_values + values[released], minlength=len(sizes) * n_values)
              .reshape(len(sizes), n_values)}
    return bool(satisfied_classes(requirements, sizes, counts, sensitive, reference).all())


# Rows 0-8 are released by the search as (*, 0), all y; rows 11-19 as (0, 1), all x; rows 9 and 10, (1, 0) and
# (2, 0), both x, were suppressed. Table shares: x 11/20, y 9/20. With column 0 suppressed, rows 9-10 form (*, 0):
# on their own 2 records, all x: |ln(1 / 0.55)| = 0.60 < 1, 2-anonymous. Merged with rows 0-8: x is 2/11 of the
# class, |ln((2/11) / 0.55)| = 1.11 ≥ 1, so δ-disclosure with δ = 1 fails.
BY_HAND = dict(codes=np.array([[3, 0]] * 9 + [[1, 0], [2, 0]] + [[0, 1]] * 9), stars=[3, 2],
               values=np.array([1] * 9 + [0, 0] + [0] * 9), suppressed=np.zeros(20, bool))
BY_HAND["suppressed"][[9, 10]] = True
DISCLOSURE = [Requirement("k-anonymity", 2), Requirement("delta-disclosure", 1.0, "s")]


@pytest.mark.parametrize("mode", MODES)
def test_merging_breaks_delta_disclosure_unless_judged_merged(mode):
    codes, stars, values = BY_HAND["codes"], BY_HAND["stars"], BY_HAND["values"]
    sensitive, reference = _sensitive(values, 2)
    judge = models_judge(DISCLOSURE, sensitive, reference)
    assert merges(DISCLOSURE)
    alone = recode_by_cells(codes, judge=judge, min_size=2, mode=mode, suppressed=BY_HAND["suppressed"],
                            stars=stars, merge=False)
    assert alone.cells[[9, 10]].tolist() == [[True, False]] * 2  # released as (*, 0) beside rows 0-8 …
    assert not _final_release_meets(DISCLOSURE, codes, stars, values, 2, alone)  # … which breaks the model
    merged = recode_by_cells(codes, judge=judge, min_size=2, mode=mode, suppressed=BY_HAND["suppressed"],
                             stars=stars, merge=True)
    assert merged.cells[[9, 10]].tolist() == [[True, True]] * 2  # only (*, *) meets it, shown as suppressed
    assert _final_release_meets(DISCLOSURE, codes, stars, values, 2, merged)
    assert not merged.cells[~BY_HAND["suppressed"]].any()


def test_union_closed_models_are_judged_on_each_round():
    assert not merges([Requirement("k-anonymity", 3), Requirement("l-diversity", 2, "s", "distinct"),
                       Requirement("t-closeness", 0.3, "s")])
    assert merges([Requirement("l-diversity", 2, "s", "recursive", 3.0)])
    assert models_judge([Requirement("l-diversity", 2, "s", "distinct")], *_sensitive(np.zeros(1, int), 1)).monotone
    assert not models_judge([Requirement("t-closeness", 0.3, "s")], *_sensitive(np.zeros(1, int), 1)).monotone


def test_table_check_counts_the_suppressed_records_as_uniqueness_and_risk_do():
    assert table_check([Requirement("k-anonymity", 2)], [], 10) is None
    unique = table_check([], [UniquenessRequirement("sample-uniqueness", 0.2)], 10)
    assert unique(np.array([1, 4, 5]), 0) and not unique(np.array([1, 1, 4]), 4)  # 1/10 vs 2/6 unique


MODELS = [
    [Requirement("k-anonymity", 2)],
    [Requirement("l-diversity", 2, "s", "distinct")],
    [Requirement("l-diversity", 1.5, "s", "entropy")],
    [Requirement("k-anonymity", 2), Requirement("l-diversity", 2, "s", "recursive", 2.0)],
    [Requirement("t-closeness", 0.3, "s")],
    [Requirement("k-anonymity", 2), Requirement("alpha-k", 0.7, "s")],
    [Requirement("k-anonymity", 2), Requirement("delta-disclosure", 1.0, "s")],
    [Requirement("k-anonymity", 2), Requirement("beta-likeness", 1.0, "s", "basic")],
]


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(4, 60), q=st.integers(1, 3), model=st.sampled_from(MODELS),
       mode=st.sampled_from(MODES), records=st.sampled_from([0.01, 0.2]), share=st.sampled_from([0.2, 0.6, 1.0]))
def test_every_final_class_meets_the_models(seed, n, q, model, mode, records, share):
    rng = np.random.default_rng(seed)
    codes = rng.integers(0, 3, (n, q))
    codes[rng.random((n, q)) < 0.15] = 3  # some records shown "*" by their level already
    stars = [3] * q
    values = rng.integers(0, 3, n)
    suppressed = rng.random(n) < share
    sensitive, reference = _sensitive(values, 3)
    # the search's release is made to meet the models: its failing classes join the suppressed records
    kept = np.flatnonzero(~suppressed)
    if kept.size:
        group, count = group_rows([codes[kept, j] for j in range(q)])
        sizes = np.bincount(group, minlength=count)
        counts = {"s": np.bincount(group * 3 + values[kept], minlength=count * 3).reshape(count, 3)}
        suppressed[kept[~satisfied_classes(model, sizes, counts, sensitive, reference)[group]]] = True
    recoding = recode_by_cells(codes, judge=models_judge(model, sensitive, reference), min_size=1, mode=mode,
                               records=records, suppressed=suppressed, stars=stars, merge=merges(model))
    assert _final_release_meets(model, codes, stars, values, 3, recoding)
    assert recoding.suppressed.sum() <= suppressed.sum()  # never fewer records than record suppression
    assert not recoding.cells[~suppressed].any() and not recoding.suppressed[~suppressed].any()
