"""The sparse cover (released code, original code pairs) against the dense released × original grid it replaced,
on random small tables (hypothesis), and on a near-unique column no grid could hold."""

from __future__ import annotations

import re

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.classes import SUPPRESSED_LABEL
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.types import ColumnType
from privdesk.engine.metrics.attribute_entropy import cover_by_released_labels
from privdesk.engine.usefulness.contingency import contingency
from privdesk.engine.usefulness.cover import NUMERIC_TYPES, generalized_top, numeric_keys, released_cover
from privdesk.engine.usefulness.summary import summarize


def _dense_cover(original, released, hierarchy=None, include_suppressed=False):
    """The dense grid as the cover was built before it became sparse: the oracle (small tables only)."""
    rel_values = np.asarray(released.values, dtype=object)
    n_rel, n_orig = len(rel_values), len(original.values)
    suppressed = np.array([v == SUPPRESSED_LABEL for v in rel_values], dtype=bool)
    matrix = np.zeros((n_rel, n_orig), dtype=bool)
    same = pd.Index(original.values).get_indexer(rel_values)
    matrix[np.flatnonzero(same >= 0), same[same >= 0]] = True
    if hierarchy is not None:
        labels = np.where(rel_values == None, "", rel_values).astype(object)  # noqa: E711
        try:
            matrix |= cover_by_released_labels(hierarchy, original, labels)
        except ValueError:
            pass
    keys = numeric_keys(original)
    if original.type in NUMERIC_TYPES and original.type is not ColumnType.DATE:
        bounds = np.array([_old_range(v) for v in rel_values], dtype=float).reshape(n_rel, 3)
        low, high, open_high = bounds[:, 0], bounds[:, 1], bounds[:, 2] > 0
        with np.errstate(invalid="ignore"):
            inside = (keys[None, :] >= low[:, None]) & np.where(open_high[:, None], keys[None, :] < high[:, None],
                                                                 keys[None, :] <= high[:, None])
        unknown = ~matrix.any(axis=1)
        matrix |= inside & (~np.isnan(low) & unknown)[:, None]
    texts = pd.Series(["" if v is None else str(v) for v in original.values[: original.distinct_count]],
                      dtype=object)
    for j in np.flatnonzero(~matrix.any(axis=1)):
        value = rel_values[j]
        if isinstance(value, str) and "*" in value and value.strip("*"):
            pattern = "^" + re.escape(value).replace(r"\*", ".") + "$"
            matrix[j, : len(texts)] = texts.str.match(pattern).to_numpy(bool)
    matrix[suppressed] = False
    if include_suppressed:
        matrix[suppressed, : original.distinct_count] = True
    return matrix


def _old_range(value):
    """The range reading, by hand for the labels these tests make: ``a-b`` closed, ``<=b``, ``>=a``."""
    if not isinstance(value, str):
        return np.nan, np.nan, 0.0
    if value.startswith("<="):
        return -np.inf, float(value[2:]), 0.0
    if value.startswith(">="):
        return float(value[2:]), np.inf, 0.0
    if value.startswith("[") and value.endswith("["):
        low, high = value[1:-1].split(",")
        return float(low), float(high), 1.0
    parts = value.split("-")
    if len(parts) == 2 and all(p.isdigit() for p in parts) and int(parts[0]) <= int(parts[1]):
        return float(parts[0]), float(parts[1]), 0.0
    return np.nan, np.nan, 0.0


def _grid(cover):
    grid = np.zeros(cover.shape, bool)
    grid[cover.rows, cover.cols] = True
    return grid


HIERARCHY = Hierarchy.from_rows([[str(v), f"{v // 10 * 10}-{v // 10 * 10 + 9}", "*"] for v in range(40)])


def _released_value(draw_kind, value):
    """One released cell for original number ``value``: kept, a range, a bound, a mask, a suppression, unknown."""
    text = str(value)
    return {0: text, 1: f"{value // 10 * 10}-{value // 10 * 10 + 9}", 2: f"{value // 5 * 5}-{value // 5 * 5 + 4}",
            3: f"<={value + 3}", 4: f">={value - 2}", 5: text[:-1] + "*", 6: "*" + text[1:], 7: SUPPRESSED_LABEL,
            8: "unknown", 9: "", 10: f"[{value // 4 * 4},{value // 4 * 4 + 4}["}[draw_kind]


@settings(max_examples=120, deadline=None)
@given(st.lists(st.tuples(st.one_of(st.integers(0, 39), st.none()), st.integers(0, 10)), min_size=1, max_size=50),
       st.booleans(), st.booleans(), st.booleans(), st.lists(st.booleans(), min_size=50, max_size=50))
def test_the_sparse_cover_equals_the_dense_grid(cells, numeric, with_hierarchy, include_suppressed, outliers):
    original = ["" if v is None else str(v) for v, _ in cells]
    released = ["" if v is None else _released_value(kind, v) for v, kind in cells]
    data = Dataset.from_frame(pd.DataFrame({"o": original, "r": released}),
                              types={"o": "integer" if numeric else "string", "r": "string"})
    o, r = data["o"], data["r"]
    hierarchy = HIERARCHY if with_hierarchy else None
    cover = released_cover(o, r, hierarchy, include_suppressed)
    dense = _dense_cover(o, r, hierarchy, include_suppressed)
    assert (_grid(cover) == dense).all()
    assert (cover.sizes == dense.sum(axis=1)).all()
    # what summary and contingency take from it: the spread counts, Sᵀ·M, and the covered keys' bounds
    spread = dense / np.maximum(dense.sum(axis=1), 1)[:, None]
    counts = np.bincount(r.codes, minlength=len(r.values))
    assert np.allclose(cover.spread(counts), counts @ spread)
    m = np.arange(len(r.values) * 3, dtype=float).reshape(-1, 3)
    assert np.allclose(cover.spread_product(m), spread.T @ m)
    keys = numeric_keys(o)
    labels, low, high = cover.bounds(keys, np.ones(len(r.values), bool))
    finite = dense & np.isfinite(keys)[None, :]
    assert labels.tolist() == np.flatnonzero(finite.any(axis=1)).tolist()
    assert np.allclose(low, np.where(finite, keys, np.inf).min(axis=1)[labels])
    assert np.allclose(high, np.where(finite, keys, -np.inf).max(axis=1)[labels])
    # the top-level '*' appended as one more value covers every present original value
    rows = np.asarray(outliers[: len(cells)])
    values, codes, top = generalized_top(o, r, cover, rows)
    top_grid = _grid(top)
    assert top_grid.shape[0] in (len(r.values), len(r.values) + 1)
    if top_grid.shape[0] > len(r.values):
        assert top_grid[-1].tolist() == [c < o.distinct_count for c in range(len(o.values))]
        assert (top_grid[:-1] == dense).all()


@settings(max_examples=80, deadline=None)
@given(st.lists(st.tuples(st.text("ab1*é", min_size=1, max_size=4), st.lists(st.booleans(), min_size=4, max_size=4)),
                min_size=1, max_size=40))
def test_masked_labels_match_as_the_pattern_did(cells):
    """Labels with '*' at any positions (several per label, texts that hold '*' themselves)."""
    original = [text for text, _ in cells]
    released = ["".join("*" if hide else c for c, hide in zip(text, mask)) for text, mask in cells]
    data = Dataset.from_frame(pd.DataFrame({"o": original, "r": released}), types={"o": "string", "r": "string"})
    assert (_grid(released_cover(data["o"], data["r"])) == _dense_cover(data["o"], data["r"])).all()


def test_a_near_unique_column_builds_no_grid():
    """100,000 distinct values against 100,000 released ones: a grid would be 10^10 cells (10 GB); the cover holds
    one pair per released value (its speed is measured in benchmarks/bench_usefulness_memory.py)."""
    rng = np.random.default_rng(7)
    n = 100_000
    values = rng.permutation(n) * 3 + 1
    released = [str(v) if i % 3 else f"{v - 1}-{v + 1}" for i, v in enumerate(values)]
    data = Dataset.from_frame(pd.DataFrame({"o": [str(v) for v in values], "r": released}),
                              types={"o": "integer", "r": "string"})
    cover = released_cover(data["o"], data["r"])
    s = summarize(data["o"], data["r"])
    assert len(cover.rows) == n and (cover.sizes == 1).all()   # each range covers exactly its own value
    assert s.unmatched == 0 and s.after.count == n
    assert s.after.mean == pytest.approx(values.mean()) and s.tvd == pytest.approx(0.0)


def test_a_contingency_of_two_wide_columns_is_the_dense_product():
    a = _from(["1", "2", "3", "4"] * 3)
    b = _from(["x", "y", "z"] * 4)
    ra = _from(["1-2", "1-2", "3", "4"] * 3)
    rb = _from(["x", "*", "z"] * 4)
    table = contingency(a, b, ra, rb, include_suppressed=True)
    # by hand: '1-2' spreads half on 1 and half on 2; '*' spreads a third on each of x, y, z
    ca, cb = _dense_cover(a, ra), _dense_cover(b, rb, include_suppressed=True)
    sa, sb = ca / ca.sum(axis=1)[:, None], cb / cb.sum(axis=1)[:, None]
    assert np.allclose(table.after, sa.T @ table.released @ sb)
    assert table.after.sum() == pytest.approx(12)


def _from(values):
    return Dataset.from_frame(pd.DataFrame({"v": values}), types={"v": "integer" if values[0].isdigit() else
                                                                   "string"})["v"]


def test_range_labels_past_the_pair_budget_are_left_unread(monkeypatch):
    """Overlapping bounds over many values would make the pairs as many as a grid: past the budget the range
    labels stay unmatched (counted as such) instead of filling memory."""
    import privdesk.engine.usefulness.cover as cover_module

    o, r = _from(["1", "2", "3", "4"]), _from(["<=4", "<=4", "<=3", "1-2"])
    assert released_cover(o, r).sizes.tolist() == [2, 3, 4]   # '1-2', '<=3', '<=4' in code order
    monkeypatch.setattr(cover_module, "MAX_RANGE_PAIRS", 8)
    assert released_cover(o, r).sizes.tolist() == [0, 0, 0]
    assert summarize(o, r).unmatched == 4
