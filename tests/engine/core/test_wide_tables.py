"""Wide tables: columns typed, ordered and suggested in batches give what each column alone gives.

Oracles: a per-column reference of the type inference (the rules as written before batching, one column at a
time with pandas), the brute-force pair count for quasi-identifier sets, and the set-by-set evaluation.
"""

from __future__ import annotations

import itertools

import numpy as np
import pandas as pd
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.core.dataset import Dataset, factorize_columns
from privdesk.engine.core.types import (
    DATE_FORMATS,
    INFERENCE_SHARE,
    ColumnType,
    infer,
    infer_columns,
    is_digit_code,
    order_columns,
    parse,
)
from privdesk.engine.detect import quasi
from privdesk.engine.detect import suggest_column, suggest_roles

CELLS = st.sampled_from(["", "NA", "1", "01", " 7", "-3", "2.5", "1,5", "1e3", "12345", "54321", "2020-01-31",
                         "31/01/2020", "01/02/2020", "2021-12-01 10:00:00", "a", "b", "张伟", " a ", "x1y2", "?"])


def reference_infer(values: np.ndarray, counts: np.ndarray) -> tuple[ColumnType, str | None]:
    """The inference rules for one column, step by step (the code before batching)."""
    total = counts.sum()
    if total == 0:
        return ColumnType.STRING, None

    def share(ok):
        return counts[ok].sum() / total

    integer = parse(values, ColumnType.INTEGER)
    decimal = parse(values, ColumnType.DECIMAL)
    if share(integer.ok) >= INFERENCE_SHARE and share(decimal.ok) <= share(integer.ok):
        return (ColumnType.STRING, None) if is_digit_code(values[integer.ok]) else (ColumnType.INTEGER, None)
    if share(decimal.ok) >= INFERENCE_SHARE:
        return ColumnType.DECIMAL, None
    comma = pd.Series(values, dtype=object).str.match(r"^\s*[+-]?\d+,\d+\s*$").fillna(False).to_numpy(bool)
    if counts[comma | integer.ok].sum() / total >= INFERENCE_SHARE and comma.any():
        return ColumnType.DECIMAL, "comma"
    best_format, best_share = None, 0.0
    for fmt in DATE_FORMATS:
        s = share(parse(values, ColumnType.DATE, fmt).ok)
        if s > best_share:
            best_format, best_share = fmt, s
    if best_share >= INFERENCE_SHARE:
        return ColumnType.DATE, best_format
    return ColumnType.STRING, None


@settings(max_examples=60, deadline=None)
@given(st.lists(st.lists(st.tuples(CELLS, st.integers(1, 5)), min_size=0, max_size=6, unique_by=lambda c: c[0]),
                min_size=1, max_size=8))
def test_batch_inference_equals_each_column_by_the_reference(columns):
    values = np.array([v for column in columns for v, _ in column], dtype=object)
    counts = np.array([c for column in columns for _, c in column], dtype=np.int64)
    column = np.repeat(np.arange(len(columns)), [len(c) for c in columns])
    got = infer_columns(values, counts, column, len(columns))
    expected = [reference_infer(np.array([v for v, _ in c], dtype=object), np.array([n for _, n in c], np.int64))
                for c in columns]
    assert got == expected
    assert [infer(np.array([v for v, _ in c], dtype=object), np.array([n for _, n in c])) for c in columns] == expected


EDGE_CELLS = st.sampled_from(["+5", "5 ", "\u30005", "\u0661\u0662", "12345678901234567890123", "1" * 19, "inf",
                              "1.50", " 2,5 ", "0x10", "007", "-0", "+-1", "\t3\n", "a,1", "2020-1-5", "", "x"])


@settings(max_examples=60, deadline=None)
@given(st.lists(st.lists(st.tuples(st.one_of(CELLS, EDGE_CELLS), st.integers(1, 5)), min_size=0, max_size=6,
                         unique_by=lambda c: c[0]), min_size=1, max_size=8))
def test_fixed_width_texts_are_inferred_and_ordered_as_python_strings(columns):
    """The CSV reader hands long columns' texts over as a fixed-width numpy array (no Python string per value);
    typing and ordering them must give exactly what the same texts as Python strings give."""
    values = np.array([v for column in columns for v, _ in column], dtype=object)
    counts = np.array([c for column in columns for _, c in column], dtype=np.int64)
    column = np.repeat(np.arange(len(columns)), [len(c) for c in columns])
    fixed = values.astype(str) if len(values) else np.empty(0, "<U1")
    assert infer_columns(fixed, counts, column, len(columns)) == infer_columns(values, counts, column, len(columns))
    expected = [reference_infer(np.array([v for v, _ in c], dtype=object), np.array([n for _, n in c], np.int64))
                for c in columns]
    assert infer_columns(fixed, counts, column, len(columns)) == expected
    kinds = [(kind, fmt, None) for kind, fmt in expected]
    by_objects, by_fixed = order_columns(values, column, kinds), order_columns(fixed, column, kinds)
    np.testing.assert_array_equal(by_fixed[0], by_objects[0])
    np.testing.assert_array_equal(by_fixed[1], by_objects[1])


def _frame(rows: list[list[str]], width: int) -> pd.DataFrame:
    return pd.DataFrame(rows, columns=[f"c{j}" for j in range(width)], dtype=object)


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 12).flatmap(lambda width: st.lists(st.lists(CELLS, min_size=width, max_size=width),
                                                          min_size=1, max_size=8)))
def test_a_table_of_many_columns_equals_its_columns_read_one_by_one(rows):
    width = len(rows[0])
    frame = _frame(rows, width)
    whole = Dataset.from_frame(frame)
    for j, column in enumerate(whole.columns):
        alone = Dataset.from_frame(frame.iloc[:, [j]]).columns[0]
        assert (column.name, column.type, column.format, column.n_valid) == (alone.name, alone.type, alone.format,
                                                                            alone.n_valid)
        assert list(column.values) == list(alone.values)
        np.testing.assert_array_equal(column.codes, alone.codes)
        assert list(column.text()) == [None if v.strip() in ("", "NA", "N/A", "NULL", "null", "?") else v
                                       for v in frame.iloc[:, j]]
    assert [s.to_json() for s in suggest_roles(whole)] == [suggest_column(c).to_json() for c in whole.columns]


@settings(max_examples=40, deadline=None)
@given(st.lists(st.lists(st.sampled_from(["a", "b", None, "c", "1"]), min_size=3, max_size=3), min_size=1,
                max_size=10))
def test_block_factorization_equals_pandas_factorize(rows):
    cells = np.array(rows, dtype=object)
    for j, (name, codes, uniques) in enumerate(factorize_columns(["x", "y", "z"], cells)):
        expected_codes, expected_uniques = pd.factorize(cells[:, j], use_na_sentinel=True)
        np.testing.assert_array_equal(codes, expected_codes)
        assert list(uniques) == list(expected_uniques)


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 6).flatmap(lambda m: st.lists(st.lists(st.sampled_from("abc"), min_size=m, max_size=m),
                                                    min_size=2, max_size=12)))
def test_quasi_identifier_sets_by_level_equal_pair_counts_and_the_set_by_set_path(rows):
    names = [f"q{j}" for j in range(len(rows[0]))]
    dataset = Dataset.from_frame(pd.DataFrame(rows, columns=names))
    by_level = quasi.quasi_identifier_sets(dataset, names)
    for risk in by_level:
        keys = [tuple(row[names.index(a)] for a in risk.attributes) for row in rows]
        pairs = list(itertools.combinations(keys, 2))
        assert risk.separation == sum(a != b for a, b in pairs) / len(pairs)
        assert risk.distinction == len(set(keys)) / len(keys)
    limit = quasi.LEVEL_CELLS
    try:
        quasi.LEVEL_CELLS = 0
        assert quasi.quasi_identifier_sets(dataset, names) == by_level
    finally:
        quasi.LEVEL_CELLS = limit


@settings(max_examples=80, deadline=None)
@given(st.lists(st.text(alphabet=st.sampled_from(["a", "b", "z", "é", "中", "\U0001F600", "0", "9", " "]),
                        max_size=14), min_size=1, max_size=60))
def test_code_point_ranks_order_texts_as_numpy_does(texts):
    """The packed-key ranks of fixed-width texts against numpy's own string sort (np.unique's inverse)."""
    from privdesk.engine.core.types import code_point_ranks

    fixed = np.array(texts, dtype=str)
    np.testing.assert_array_equal(code_point_ranks(fixed), np.unique(fixed, return_inverse=True)[1].ravel())
