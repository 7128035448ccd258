"""The pieces that bound an out-of-core run's memory give what the plain computations give: the streamed fetch of
DuckDB's groups equals a plain GROUP BY counted by pandas, a new connection keeps every setting and forgets no
data, and the pairs of a column mapping found without a sort equal ``np.unique``'s. Peak memory itself is measured
by hand (benchmarks/bench_out_of_core_memory.py), never here."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from hypothesis import given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from privdesk.engine.rows.coded import distinct_pairs, sorted_contains

duckdb = pytest.importorskip("duckdb")
from privdesk.engine.rows import duckdb_rows  # noqa: E402  (needs DuckDB)
from privdesk.engine.rows.duckdb_rows import DuckDBRows  # noqa: E402


@hypothesis_settings(max_examples=60, deadline=None)
@given(st.integers(1, 30), st.integers(1, 30), st.lists(st.tuples(st.integers(0, 29), st.integers(0, 29)),
                                                        max_size=80), st.booleans())
def test_distinct_pairs_are_numpy_uniques_pairs(n_values, n_labels, cells, dense):
    values = np.array([v % n_values for v, _ in cells], np.int32)
    labels = np.array([label % n_labels for _, label in cells], np.int32)
    if not dense:  # pairs' space beyond a few times the rows: the sorting path (same answer)
        n_values *= 1 << 16
    expected = np.unique(values.astype(np.int64) * n_labels + labels)
    assert distinct_pairs(values, labels, n_values, n_labels).tolist() == expected.tolist()


@hypothesis_settings(max_examples=20, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["a", "b", "", "NA", "ä"]), st.integers(0, 4)), min_size=1,
                max_size=60), st.integers(1, 7))
def test_streamed_groups_are_the_plain_group_by(tmp_path_factory, rows, batch):
    """The codes fetched batch by batch (batches of a few rows: many batches) decode to the GROUP BY's own
    combinations and counts; a missing cell (an empty one) is code -1."""
    path = tmp_path_factory.mktemp("streamed") / "t.csv"
    frame = pd.DataFrame(rows, columns=["x", "y"])
    frame.to_csv(path, index=False)
    original = duckdb_rows.FETCH_BATCH
    duckdb_rows.FETCH_BATCH = batch
    try:
        engine = DuckDBRows(path)
        cells, counts = engine._coded_groups(["x", "y"], duckdb_rows.NO_PROGRESS)
    finally:
        duckdb_rows.FETCH_BATCH = original
    decoded = pd.DataFrame({name: [None if c < 0 else cells.texts[j][c] for c in cells.codes[j]]
                            for j, name in enumerate(cells.names)})
    decoded["n"] = counts
    got = sorted(decoded.itertuples(index=False, name=None), key=str)
    read = pd.read_csv(path, dtype=str, keep_default_na=False).replace("", None)
    expected = sorted(((x, y, int(n)) for (x, y), n in read.groupby(["x", "y"], dropna=False).size().items()),
                      key=str)
    expected = [(None if pd.isna(x) else x, None if pd.isna(y) else y, n) for x, y, n in expected]
    assert [(x, y, int(n)) for x, y, n in got] == sorted(expected, key=str)
    assert all(c.dtype == np.int32 for c in cells.codes)


def test_a_new_connection_keeps_the_settings_and_the_table(tmp_path):
    path = tmp_path / "t.csv"
    pd.DataFrame({"x": ["1", "2", "2"]}).to_csv(path, index=False)
    engine = DuckDBRows(path, threads=1, memory_limit="123MB", temp_directory=str(tmp_path / "spill"))
    before = engine.connection
    engine.release_memory()
    assert engine.connection is not before
    settings = dict(engine.connection.execute(
        "SELECT name, value FROM duckdb_settings() WHERE name IN ('threads', 'memory_limit', 'temp_directory')"
    ).fetchall())
    assert settings["threads"] == "1"
    assert settings["temp_directory"] == str(tmp_path / "spill")
    assert settings["memory_limit"].startswith("11") or settings["memory_limit"].startswith("12")  # 123 MB in MiB
    assert int(engine.connection.execute(f"SELECT count(*) FROM {engine.table}").fetchall()[0][0]) == 3


@hypothesis_settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(-5, 40), min_size=1, max_size=20), st.lists(st.integers(-10, 50), max_size=60))
def test_sorted_contains_is_numpy_isin(table, keys):
    table, keys = np.unique(np.array(table, np.int64)), np.array(keys, np.int64)
    assert sorted_contains(table, keys).tolist() == np.isin(keys, table).tolist()


@hypothesis_settings(max_examples=25, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["1", "01", "2", "NA", "", " 3", "x"]), st.sampled_from(["a", "b"])),
                min_size=1, max_size=40))
def test_cells_held_through_the_tables_codes_are_the_fetched_cells(tmp_path_factory, rows):
    """Texts that read as one value ("NA" and an empty cell: both missing) keep codes of their own; the others
    are gathered from the table's codes: either way the very codes fetched."""
    from privdesk.engine.rows.coded import coded_table, shared_cells
    from privdesk.engine.rows.memory import file_source

    path = tmp_path_factory.mktemp("shared") / "t.csv"
    pd.DataFrame(rows, columns=["x", "y"]).to_csv(path, index=False)
    engine = DuckDBRows(path)
    cells, counts = engine._coded_groups(["x", "y"], duckdb_rows.NO_PROGRESS)
    shared = shared_cells(cells, coded_table(cells, counts, file_source(engine)))
    assert len(shared) == len(cells)
    for j in range(2):
        assert shared.codes[j].tolist() == cells.codes[j].tolist()
    assert shared.frame().equals(cells.frame())
