"""The measures ``measure`` takes of grouped rows (each standing for its records: ``weights``) equal the same
measures of the rows repeated once per record: WHD information loss, SPEC §6 utility, the attribute entropies and
the joint entropies whose keys leave no room for the records (the sorted-order path)."""

from __future__ import annotations

import dataclasses

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from privdesk.engine.attributes.generalization import generalized_column
from privdesk.engine.attributes.hierarchy_builders import masking
from privdesk.engine.core.classes import partition, release_partition
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.metrics.attribute_entropy import CoverBySpan, cover_by_class_range, cover_by_class_set, entropy_utility
from privdesk.engine.metrics.entropy import joint_entropy, tuple_counts
from privdesk.engine.metrics.information_loss import information_loss
from privdesk.engine.metrics.utility import utility_metrics

weights_of = st.integers(1, 80).flatmap(lambda n: hnp.arrays(np.int64, n, elements=st.integers(0, 5)))


@settings(max_examples=100, deadline=None)
@given(weights_of, st.data())
def test_weighted_information_loss_is_the_repeated_rows(weights, data):
    n = len(weights)
    heights = [2, 3]
    levels = np.column_stack([data.draw(hnp.arrays(np.int64, n, elements=st.integers(0, h))) for h in heights])
    suppressed = data.draw(hnp.arrays(bool, n))
    rows = np.repeat(np.arange(n), weights)
    expected = information_loss(levels[rows], heights, suppressed=suppressed[rows])
    got = information_loss(levels, heights, suppressed=suppressed, weights=weights)
    assert got.total == pytest.approx(expected.total, rel=1e-12, abs=1e-12)
    assert got.mean == pytest.approx(expected.mean, rel=1e-12, abs=1e-12)
    assert len(got.per_tuple) == n


def test_weighted_information_loss_refuses_weights_of_other_rows():
    with pytest.raises(Exception, match="weights"):
        information_loss(np.zeros((3, 1), np.int64), [1], weights=np.ones(2, np.int64))


VALUES = ["11", "12", "21", "22", "31"]


@st.composite
def grouped_releases(draw):
    """(table, its release, records per row) with a full-domain level per QI and some rows suppressed."""
    n = draw(st.integers(1, 40))
    rng = np.random.default_rng(draw(st.integers(0, 2**31)))
    frame = pd.DataFrame({"a": rng.choice(VALUES, n), "b": rng.choice(VALUES[:3], n)})
    table = Dataset.from_frame(frame, types={"a": "string", "b": "string"})
    hierarchies = [masking(VALUES, attribute="a"), masking(VALUES[:3], attribute="b")]
    levels = [draw(st.integers(0, h.height)) for h in hierarchies]
    suppressed = rng.random(n) < draw(st.sampled_from([0.0, 0.3]))
    released = table
    for name, h, level in zip("ab", hierarchies, levels):  # suppressed rows at the top: all "*"
        released = released.with_column(generalized_column(table.column(name), h,
                                                           np.where(suppressed, h.height, level)))
    weights = rng.integers(1, 5, n)
    return table, released, hierarchies, levels, weights


def _same(got, expected) -> None:
    """Field by field, to the float (arrays element by element)."""
    for field in dataclasses.fields(expected):
        a, b = getattr(got, field.name), getattr(expected, field.name)
        if isinstance(b, np.ndarray):
            np.testing.assert_array_equal(a, b, err_msg=field.name)
        else:
            assert a == b, field.name


def _repeated(table: Dataset, weights) -> Dataset:
    rows = np.repeat(np.arange(table.n_rows), weights)
    return Dataset.from_frame(table.to_frame().iloc[rows].reset_index(drop=True),
                              types={c.name: "string" for c in table.columns})


@settings(max_examples=60, deadline=None)
@given(grouped_releases())
def test_weighted_utility_and_attribute_entropies_are_the_repeated_rows(release):
    table, released, hierarchies, levels, weights = release
    names = ["a", "b"]
    grouped = release_partition(released, names, weights)
    rows, rows_released = _repeated(table, weights), _repeated(released, weights)
    assert rows_released.column("a").values.tolist() == released.column("a").values.tolist()
    whole = release_partition(rows_released, names)
    expected = utility_metrics([rows.column(n) for n in names], hierarchies, levels, whole)
    got = utility_metrics([table.column(n) for n in names], hierarchies, levels, grouped)
    _same(got, expected)

    def covers(classes, data):
        return [CoverBySpan(len(data.column("a").values), lambda span: cover_by_class_set(
                    classes, data.column("a").codes, len(data.column("a").values), span)),
                CoverBySpan(len(data.column("b").values), lambda span: cover_by_class_range(
                    classes, data.column("b").codes, len(data.column("b").values), span=span))]

    # the repeated table numbers its values as the grouped one does (both in sorted order): the same codes
    expected = entropy_utility([rows.column(n).codes for n in names], whole, covers(whole, rows), names=names)
    got = entropy_utility([table.column(n).codes for n in names], grouped, covers(grouped, table), names=names)
    _same(got, expected)


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 60), st.integers(0, 2**31))
def test_keys_without_room_for_the_records_count_them_by_order(n, seed):
    """Three columns of codes up to 2^20: the key space (2^60) leaves no room for records up to 16, so the
    records are carried through the keys' sorted order; the counts and the entropy are the repeated rows'."""
    rng = np.random.default_rng(seed)
    columns = [rng.integers(0, 3, n).astype(np.int32) for _ in range(3)]
    for column in columns:
        column[0] = 2**20 - 1
    weights = rng.integers(0, 17, n)
    weights[0] = 16
    rows = np.repeat(np.arange(n), weights)
    expanded = [c[rows] for c in columns]
    np.testing.assert_array_equal(tuple_counts(columns, weights), partition(expanded).sizes)
    assert joint_entropy(columns, weights) == joint_entropy(expanded)
