"""The population's QI rows as the optimal search groups them (``lattice.population``): grouped by a sorted
mixed-radix key, they are ``partition``'s classes in its order; the containment check by looking the data's keys up
in the population's agrees with a plain count of both, and its message still names a lacking combination."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.classes import partition
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.search.lattice.population import check_contains, grouped_qi_rows, key_digits, row_keys

WIDTHS = (3, 5, 2)


def hierarchies(widths):
    """One hierarchy a QI: values v0..v{w-1} in a shuffled row order (so that value codes and hierarchy rows
    differ), generalized in pairs, then to *."""
    made = {}
    for j, width in enumerate(widths):
        values = [f"v{i}" for i in range(width)][::-1] if j % 2 else [f"v{i}" for i in range(width)]
        made[f"q{j}"] = Hierarchy.from_rows([[v, f"g{int(v[1:]) // 2}", "*"] for v in values], attribute=f"q{j}")
    return made


tables = st.lists(st.tuples(*(st.integers(0, w - 1) for w in WIDTHS)), min_size=1, max_size=60)


def dataset(rows) -> Dataset:
    return Dataset.from_frame(pd.DataFrame({f"q{j}": [f"v{row[j]}" for row in rows] for j in range(len(WIDTHS))}))


@settings(max_examples=60, deadline=None)
@given(tables)
def test_grouped_rows_are_partitions_classes(rows):
    population, made = dataset(rows), hierarchies(WIDTHS)
    qis = list(made)
    grouped, counts = grouped_qi_rows(population, qis, made)
    columns = [made[q].bind(population.column(q))[0][population.column(q).codes] for q in qis]
    plain = partition(columns, radices=np.array([made[q].n_rows for q in qis], np.int64))
    assert np.array_equal(grouped, plain.keys.astype(np.int64)) and grouped.dtype == np.int64
    assert np.array_equal(counts, plain.sizes) and counts.dtype == np.int64
    assert Counter(map(tuple, np.column_stack(columns).tolist())) == dict(zip(map(tuple, grouped.tolist()),
                                                                               counts.tolist()))


@settings(max_examples=80, deadline=None)
@given(tables, tables)
def test_check_contains_agrees_with_a_plain_count(population_rows, data_rows):
    made = hierarchies(WIDTHS)
    qis = list(made)
    grouped, counts = grouped_qi_rows(dataset(population_rows), qis, made)
    data = dataset(data_rows)
    data_codes = [made[q].bind(data.column(q))[0][data.column(q).codes] for q in qis]
    in_data = Counter(map(tuple, np.column_stack(data_codes).tolist()))
    in_population = dict(zip(map(tuple, grouped.tolist()), counts.tolist()))
    short = [row for row, n in in_data.items() if n > in_population.get(row, 0)]
    frequency = np.ones(len(data_rows), np.int64)
    if short:
        with pytest.raises(InputError, match=f"{len(short):,} combination"):
            check_contains(grouped, counts, data_codes, frequency, qis, made)
    else:
        check_contains(grouped, counts, data_codes, frequency, qis, made)


@given(st.lists(st.tuples(st.integers(0, 6), st.integers(0, 1), st.integers(0, 40)), min_size=1, max_size=30))
def test_key_digits_undo_row_keys(rows):
    columns = [np.array(column) for column in zip(*rows)]
    keys = row_keys(columns, [7, 2, 41])
    assert np.array_equal(key_digits(keys, [7, 2, 41]), np.column_stack(columns))
    assert row_keys(columns, [2**31, 2**31, 41]) is None
