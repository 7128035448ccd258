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

from privdesk.engine.rows import coded
from privdesk.engine.rows.coded import distinct_pairs, sorted_contains
from privdesk.engine.rows.memory import MemoryRows
from privdesk.engine.search.lattice.stacked_rows import stacked_rows

duckdb = pytest.importorskip("duckdb")
from privdesk.engine.rows import duckdb_rows  # noqa: E402  (needs DuckDB)
from privdesk.engine.rows.duckdb_rows import DuckDBRows  # noqa: E402


@hypothesis_settings(max_examples=60, deadline=None)
@given(st.integers(1, 30), st.integers(1, 30), st.lists(st.tuples(st.integers(0, 29), st.integers(0, 29),
                                                                  st.booleans()), max_size=80),
       st.booleans(), st.booleans(), st.sampled_from([1, 3, 1 << 20]))
def test_distinct_pairs_are_numpy_uniques_pairs(n_values, n_labels, cells, dense, masked, batch):
    values = np.array([v % n_values for v, _, _ in cells], np.int32)
    labels = np.array([label % n_labels for _, label, _ in cells], np.int32)
    kept = np.array([keep for _, _, keep in cells], bool) if masked else None
    if not dense:  # pairs' space beyond a few times the rows: the sorting path (same answer)
        n_values *= 1 << 16
    chosen = slice(None) if kept is None else kept
    expected = np.unique(values[chosen].astype(np.int64) * n_labels + labels[chosen])
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(coded, "LOOKUP_BATCH", batch)  # several batches, or one
        assert distinct_pairs(values, labels, n_values, n_labels, kept).tolist() == expected.tolist()


@hypothesis_settings(max_examples=20, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["a", "b", "", "NA", "ä"]), st.integers(0, 4)), min_size=1,
                max_size=60), st.integers(0, 5000))
def test_streamed_groups_are_the_plain_group_by(tmp_path_factory, rows, filler):
    """The codes fetched chunk by chunk (chunks of one DuckDB vector, 2,048 rows: several chunks once ``filler``
    groups are added) decode to the GROUP BY's own combinations and counts; a missing cell (an empty one) is
    code -1."""
    path = tmp_path_factory.mktemp("streamed") / "t.csv"
    frame = pd.DataFrame(rows + [(f"f{i}", i % 5) for i in range(filler)], columns=["x", "y"])
    frame.to_csv(path, index=False)
    original = duckdb_rows.FETCH_VECTORS
    duckdb_rows.FETCH_VECTORS = 1
    try:
        engine = DuckDBRows(path)
        cells, counts = engine._coded_groups(["x", "y"], duckdb_rows.NO_PROGRESS)
    finally:
        duckdb_rows.FETCH_VECTORS = original
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


@hypothesis_settings(max_examples=15, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["a", "b", "7", None]), st.sampled_from([7, 8, None]),
                          st.sampled_from(["b", "7", None])), min_size=1, max_size=40))
def test_groups_by_numbers_of_typed_columns_are_the_plain_group_by(tmp_path_factory, rows):
    """A Parquet file's typed columns (an integer column, NULLs, one text in two columns) are numbered per column
    and grouped by those numbers: the groups decode to pandas' groups of the same rows, as texts."""
    path = tmp_path_factory.mktemp("typed") / "t.parquet"
    frame = pd.DataFrame(rows, columns=["x", "y", "z"]).astype({"y": "Int64"})
    frame.to_parquet(path, index=False)
    cells, counts = DuckDBRows(path)._coded_groups(["x", "y", "z"], duckdb_rows.NO_PROGRESS)
    got = sorted(((*(None if c[i] < 0 else cells.texts[j][c[i]] for j, c in enumerate(cells.codes)), int(counts[i]))
                  for i in range(len(counts))), key=str)
    texts = frame.astype(object).where(frame.notna(), None).map(lambda v: None if v is None else str(v))
    expected = sorted(((*key, int(n)) for key, n in texts.groupby(["x", "y", "z"], dropna=False).size().items()),
                      key=str)
    assert got == [tuple(None if pd.isna(v) else v for v in row) for row in expected]


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
@given(st.lists(st.integers(-5, 40), min_size=1, max_size=20), st.lists(st.integers(-10, 50), max_size=60),
       st.integers(1, 70))
def test_sorted_contains_is_numpy_isin(table, keys, batch):
    """Looked up a batch at a time (batches of a few keys: many batches, the last one short)."""
    table, keys = np.unique(np.array(table, np.int64)), np.array(keys, np.int64)
    original = coded.LOOKUP_BATCH
    coded.LOOKUP_BATCH = batch
    try:
        assert sorted_contains(table, keys).tolist() == np.isin(keys, table).tolist()
    finally:
        coded.LOOKUP_BATCH = original


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


@hypothesis_settings(max_examples=25, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["1", "01", "2", "NA", "", " 3", "x"]), st.sampled_from(["a", "b"])),
                min_size=1, max_size=40))
def test_distinct_groups_are_the_frequency_set_without_grouping(tmp_path_factory, rows):
    """DuckDB's grouped rows are called distinct only when no two have the same values (pandas counts the value
    rows), and then the frequency set taken as they are is the one grouped again: the same (values, records)."""
    path = tmp_path_factory.mktemp("distinct") / "t.csv"
    pd.DataFrame(rows, columns=["x", "y"]).to_csv(path, index=False)
    engine = DuckDBRows(path)
    grouped, counts = engine.grouped_table(["x", "y"])
    values = pd.DataFrame({n: grouped.column(n).values[grouped.column(n).codes] for n in ["x", "y"]}).astype(str)
    truly = not values.duplicated().any()
    assert engine.distinct_groups(grouped) in (truly, False)  # may say no, never a wrong yes
    if "01" not in {x for x, _ in rows} or "1" not in {x for x, _ in rows}:  # "1" and "01": one number
        if "NA" not in {x for x, _ in rows} or "" not in {x for x, _ in rows}:  # both missing
            assert engine.distinct_groups(grouped)

    def content(frequency) -> list:
        decoded = [[str(frequency.columns[j].values[c]) for c in frequency.codes(j)] for j in range(2)]
        return sorted(zip(*decoded, frequency.counts.tolist()))

    grouped_again = MemoryRows(grouped, counts).frequency_set(["x", "y"])
    if engine.distinct_groups(grouped):
        taken = MemoryRows(grouped, counts, distinct=True).frequency_set(["x", "y"])
        assert taken.keys is None and content(taken) == content(grouped_again)
        assert taken.group_of_row().tolist() == list(range(grouped.n_rows))


@hypothesis_settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.lists(st.integers(0, 50), min_size=1, max_size=8), st.integers(0, 100)),
                min_size=1, max_size=4), st.integers(0, 30), st.data())
def test_stacked_rows_are_each_qis_gathered_rows(parts, n, data):
    """``rows[j]`` is the plain gather ``row_of_value[codes]`` and the matrix is those rows plus the offsets."""
    tables = [np.array(table, np.int64) for table, _ in parts]
    codes = [np.array(data.draw(st.lists(st.integers(-len(t), len(t) - 1), min_size=n, max_size=n)), np.int32)
             for t in tables]
    offsets = np.array([offset for _, offset in parts], np.int64)
    rows = stacked_rows(list(zip(tables, codes)), offsets, n)
    assert len(rows) == len(parts)
    for j, (table, code) in enumerate(zip(tables, codes)):
        assert rows[j].tolist() == table[code].tolist()
        assert rows.stacked[j].tolist() == (table[code] + offsets[j]).tolist()
    assert [r.tolist() for r in rows] == [t[c].tolist() for t, c in zip(tables, codes)]


def test_the_spill_folder_is_removed_with_the_engine(tmp_path):
    import gc
    import os

    path = tmp_path / "t.csv"
    pd.DataFrame({"x": ["1", "2", "2"]}).to_csv(path, index=False)
    engine = DuckDBRows(path)
    folder = engine.config["temp_directory"]
    assert os.path.isdir(folder) and os.path.basename(folder).startswith("privdesk-duckdb-")
    assert DuckDBRows(path).config["temp_directory"] != folder  # a folder per engine, not one shared
    engine.connection.close()
    del engine
    gc.collect()
    assert not os.path.exists(folder)


@hypothesis_settings(max_examples=15, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 60), st.integers(0, 60), st.sampled_from(["F", "M"])), min_size=1,
                max_size=120), st.sampled_from([2, 3, 5]), st.sampled_from([0.0, 0.1, 0.5]))
def test_the_search_over_distinct_groups_is_the_search_over_groups_grouped_again(tmp_path_factory, rows, k,
                                                                                  suppression):
    """Fine QIs (nearly one record a group): taking DuckDB's groups as the frequency set as they are gives the
    search's very result of grouping them again."""
    from privdesk.engine.attributes.default_hierarchies import generated_hierarchies
    from privdesk.engine.models.requirements import Requirement
    from privdesk.engine.search.lattice import optimal_generalization
    from privdesk.engine.search.result import NoSolution

    path = tmp_path_factory.mktemp("search") / "t.csv"
    pd.DataFrame(rows, columns=["age", "zip", "sex"]).to_csv(path, index=False)
    engine = DuckDBRows(path)
    qis = ["age", "zip", "sex"]
    grouped, counts = engine.grouped_table(qis)
    assert engine.distinct_groups(grouped)  # integers and letters: every text its own value
    hierarchies = generated_hierarchies([grouped.column(q) for q in qis], {})
    results = []
    for distinct in (False, True):
        try:
            result = optimal_generalization(grouped, qis, hierarchies, [Requirement("k-anonymity", k)],
                                            suppression=suppression, row_counts=counts, distinct_rows=distinct)
        except NoSolution as error:
            results.append(str(error))
            continue
        details = {key: value for key, value in result.details.items() if key != "seconds"}
        results.append((result.transformation, result.suppressed.tolist(), result.row_levels.tolist(), details,
                        result.released.to_frame().astype(str).values.tolist()))
    assert results[0] == results[1]


def test_column_mappings_built_in_small_batches_are_the_same(tmp_path, monkeypatch):
    """The class keys summed a few rows at a time give the mappings and suppressed keys of one pass."""
    from privdesk.engine.attributes.default_hierarchies import generated_hierarchies
    from privdesk.engine.models.requirements import Requirement
    from privdesk.engine.search.lattice import optimal_generalization

    rng = np.random.default_rng(7)
    frame = pd.DataFrame({"age": rng.integers(0, 90, 300), "zip": rng.integers(0, 40, 300),
                          "sex": rng.choice(["F", "M"], 300)})
    frame.to_csv(tmp_path / "t.csv", index=False)
    engine = DuckDBRows(tmp_path / "t.csv")
    qis = ["age", "zip", "sex"]
    grouped, counts = engine.grouped_table(qis)
    released = optimal_generalization(grouped, qis, generated_hierarchies([grouped.column(q) for q in qis], {}),
                                      [Requirement("k-anonymity", 4)], suppression=0.2, row_counts=counts).released
    whole = coded.coded_column_mappings(engine.cells_of(grouped), released, qis)
    monkeypatch.setattr(coded, "LOOKUP_BATCH", 7)
    batched = coded.coded_column_mappings(engine.cells_of(grouped), released, qis)
    assert whole is not None and len(whole.suppressed) > 0
    assert batched.suppressed.tolist() == whole.suppressed.tolist() and batched.strides == whole.strides
    for a, b in zip(batched.columns, whole.columns):
        assert a.astype(str).values.tolist() == b.astype(str).values.tolist()


@hypothesis_settings(max_examples=15, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["1", "2", "x"]), st.sampled_from(["flu", "hiv", "ulcer"])), min_size=1,
                max_size=50), st.integers(0, 5000))
def test_value_counts_fetched_in_batches_are_pandas_counts(tmp_path_factory, rows, filler):
    """Each (QI combination, value) pair's records, fetched one DuckDB vector (2,048 triples) at a time (several
    once ``filler`` combinations are added), are pandas' count of the file's rows."""
    path = tmp_path_factory.mktemp("counts") / "t.csv"
    pd.DataFrame(rows + [(f"f{i}", "flu") for i in range(filler)], columns=["q", "s"]).to_csv(path, index=False)
    engine = DuckDBRows(path)
    grouped, _counts = engine.grouped_table(["q"])
    original = duckdb_rows.FETCH_VECTORS
    duckdb_rows.FETCH_VECTORS = 1
    try:
        counted = engine.value_counts(grouped, ["q"], "s")
    finally:
        duckdb_rows.FETCH_VECTORS = original
    q_text = engine.cells_of(grouped).frame()["q"]
    got = sorted((str(q_text[g]), str(counted.column.values[c]), int(n))
                 for g, c, n in zip(counted.group, counted.column.codes, counted.counts))
    read = pd.read_csv(path, dtype=str, keep_default_na=False)
    expected = sorted((q, s, int(n)) for (q, s), n in read.groupby(["q", "s"]).size().items())
    assert got == expected


@hypothesis_settings(max_examples=15, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["1", "2", "x", ""]), st.sampled_from(["a", "b"]),
                          st.sampled_from(["flu", "hiv", "ulcer"])), min_size=1, max_size=50))
def test_value_counts_of_a_table_grouped_by_more_than_the_qis(tmp_path_factory, rows):
    """Grouped by the QI and a protected attribute (several rows per QI combination): each QI combination's value
    counts are still pandas' count of the file's rows, a missing QI cell (code -1) included, and each triple
    points at a grouped row holding that combination."""
    path = tmp_path_factory.mktemp("protected") / "t.csv"
    pd.DataFrame(rows, columns=["q", "p", "s"]).to_csv(path, index=False)
    engine = DuckDBRows(path)
    grouped, _counts = engine.grouped_table(["q", "p"])
    counted = engine.value_counts(grouped, ["q"], "s")
    q_text = engine.cells_of(grouped).frame()["q"]
    got = sorted((str(q_text[g]), str(counted.column.values[c]), int(n))
                 for g, c, n in zip(counted.group, counted.column.codes, counted.counts))
    read = pd.read_csv(path, dtype=str, keep_default_na=False).replace("", "None")
    expected = sorted((q, s, int(n)) for (q, s), n in read.groupby(["q", "s"]).size().items())
    assert got == expected
