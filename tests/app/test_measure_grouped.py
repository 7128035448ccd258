"""``measure`` of grouped pairs of rows (an out-of-core engine's: each pair standing for its records) gives the
document of the rows themselves: every figure weighs a pair by its records. Random small tables, released by
full-domain or local recoding with suppressed rows, are grouped here by brute force (``np.unique`` of the pairs)
and measured both ways."""

from __future__ import annotations

import math
from dataclasses import replace

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.app.measure import measure_release
from privdesk.engine.attributes.generalization import generalized_column
from privdesk.engine.attributes.hierarchy_builders import intervals, masking
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.rows import memory
from privdesk.engine.rows.memory import GroupedRecords, expanded, records_of, repeated

ZIPS = ["47677", "47602", "47678", "47905", "47909", "48012"]
AGES = [str(a) for a in range(18, 34)]
QIS = ["zip", "age", "sex"]


@st.composite
def releases(draw):
    """(original, release, hierarchies): few distinct values, so that many rows repeat a pair."""
    rows = draw(st.integers(1, 150))
    rng = np.random.default_rng(draw(st.integers(0, 2**31)))
    original = Dataset.from_frame(pd.DataFrame({
        "age": rng.choice(AGES, rows), "zip": rng.choice(ZIPS, rows), "sex": rng.choice(["F", "M"], rows),
        "disease": rng.choice(["flu", "ulcer", "cancer", "gastritis"], rows)}), types={"zip": "string", "age": "integer"})
    hierarchies = {"zip": masking(ZIPS, attribute="zip"),
                   "age": intervals(AGES, width=4, fanouts=[2, 2], attribute="age"),
                   "sex": masking(["F", "M"], attribute="sex")}
    local = draw(st.booleans())
    suppressed = rng.random(rows) < draw(st.sampled_from([0.0, 0.1, 0.5]))
    released = original
    for name in QIS:  # a level per row (local recoding) or per column; suppressed rows at the top everywhere
        top = hierarchies[name].levels - 1
        levels = (rng.integers(0, top + 1, rows) if local
                  else np.full(rows, draw(st.integers(0, top))))
        levels[suppressed] = top
        released = released.with_column(generalized_column(original.column(name), hierarchies[name], levels))
    return original, released, hierarchies


def grouped(original: Dataset, released: Dataset) -> tuple[Dataset, Dataset, np.ndarray]:
    """The distinct pairs of rows (the codes of both tables side by side) with the rows holding each, in the order
    ``np.unique`` gives them: not the rows' order."""
    codes = np.column_stack([original.codes(original.names), released.codes(released.names)])
    _, first, counts = np.unique(codes, axis=0, return_index=True, return_counts=True)

    def rows(table: Dataset) -> Dataset:
        return Dataset(tuple(replace(c, codes=c.codes[first]) for c in table.columns), len(first), table.source)

    return rows(original), rows(released), counts


def same_document(got, expected, path: str = "", rounded: str = "/whd/") -> None:
    """Equal figure by figure: to the float, but the figures whose path holds ``rounded`` (WHD's sums, taken in
    another order over the pairs than over the rows) within 1e-12."""
    if isinstance(expected, dict):
        assert got.keys() == expected.keys(), path
        for key in expected:
            same_document(got[key], expected[key], f"{path}/{key}", rounded)
    elif isinstance(expected, list):
        assert len(got) == len(expected), path
        for i, (a, b) in enumerate(zip(got, expected)):
            same_document(a, b, f"{path}/{i}", rounded)
    elif isinstance(expected, float) and rounded in path:
        assert got == pytest.approx(expected, rel=1e-12, abs=1e-12), path
    elif isinstance(expected, float) and math.isnan(expected):
        assert math.isnan(got), path
    else:
        assert got == expected, path


@settings(max_examples=80, deadline=None)
@given(releases(), st.booleans())
def test_grouped_pairs_measure_as_their_records(release, with_hierarchies):
    original, released, hierarchies = release
    hierarchies = hierarchies if with_hierarchies else {}
    expected = measure_release(original, released, QIS, ["disease"], hierarchies=hierarchies)
    group_original, group_released, counts = grouped(original, released)
    with pytest.MonkeyPatch.context() as patch:  # weighted, never repeated
        patch.setattr(memory, "REPEAT_SHARE", 10**12)
        pair = expanded(group_original, counts), expanded(group_released, counts)
    assert (records_of(pair[0]) is None) == bool((counts == 1).all())
    got = measure_release(*pair, QIS, ["disease"], hierarchies=hierarchies)
    same_document(got, expected)
    # the known attributes' levels too
    known = {"disease": ["zip"], "sex": ["age", "zip"]}
    same_document(measure_release(*pair, QIS, ["disease"], known, hierarchies=hierarchies),
                  measure_release(original, released, QIS, ["disease"], known, hierarchies=hierarchies))


def test_a_grouped_table_repeats_into_its_records():
    frame = pd.DataFrame({"a": ["x", "y", "z"], "b": ["1", "2", "1"]})
    table = Dataset.from_frame(frame)
    grouped_table = expanded(table, np.array([2, 1, 3]))
    assert isinstance(grouped_table, GroupedRecords) and grouped_table.n_rows == 3
    assert list(grouped_table.records) == [2, 1, 3]
    assert expanded(table, np.ones(3, np.int64)) is table
    rows = repeated(grouped_table)
    assert rows.n_rows == 6 and records_of(rows) is None
    assert list(rows.column("a").text()) == ["x", "x", "y", "z", "z", "z"]
    assert list(rows.column("b").text()) == ["1", "1", "2", "1", "1", "1"]


def test_a_few_rows_of_several_records_are_repeated():
    """One extra row in 64 or fewer: the rows are repeated (their codes cost less than the counts beside them)."""
    table = Dataset.from_frame(pd.DataFrame({"a": [str(i) for i in range(64)]}))
    counts = np.ones(64, np.int64)
    counts[5] = 2
    rows = expanded(table, counts)
    assert records_of(rows) is None and rows.n_rows == 65
    assert sorted(rows.column("a").text()) == sorted([*map(str, range(64)), "5"])
    counts[6] = 2
    assert list(records_of(expanded(table, counts))) == list(counts)


def test_duckdb_pairs_a_large_table_at_its_pairing_limit_with_the_same_measures(tmp_path, monkeypatch):
    """Beyond ``PAIRING_ROWS`` DuckDB pairs and groups at ``PAIRING_MEMORY_LIMIT`` (here every table is large): the
    document is the memory engine's (its values numbered in another order: sums within 1e-12)."""
    pytest.importorskip("duckdb")
    from privdesk.app import out_of_core
    from privdesk.io.tables import open_table

    rng = np.random.default_rng(7)
    rows = 3000
    frame = pd.DataFrame({"age": rng.choice(AGES, rows), "zip": rng.choice(ZIPS, rows),
                          "sex": rng.choice(["F", "M"], rows), "disease": rng.choice(["flu", "ulcer"], rows)})
    frame.to_csv(tmp_path / "original.csv", index=False)
    released = frame.assign(zip=frame["zip"].str[:3] + "**", age="*")
    released.loc[:40, ["zip", "age", "sex"]] = "*"
    released.to_csv(tmp_path / "released.csv", index=False)
    monkeypatch.setattr(out_of_core, "PAIRING_ROWS", 0)
    pair = out_of_core.paired_out_of_core(tmp_path / "original.csv", tmp_path / "released.csv", [*QIS, "disease"])
    assert records_of(pair[0]) is not None  # grouped pairs, weighted
    expected = measure_release(open_table(tmp_path / "original.csv"), open_table(tmp_path / "released.csv"), QIS,
                               ["disease"])
    same_document(measure_release(*pair, QIS, ["disease"]), expected, rounded="")
