"""The grouping by one packed key per row (``rows.packed``) gives what numpy's ``unique`` gives on the same keys, and
DuckDB's frequency set grouped so gives the same groups, texts, records, typed table and records per text as
DuckDB's own GROUP BY of the codes (the path kept for weights and keys beyond 64 bits), on random small tables with
NULLs, numbers written two ways, dates and texts with commas, quotes and other scripts."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pandas as pd
import pytest
from hypothesis import given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from privdesk.engine.rows import packed
from privdesk.engine.rows.coded import typed_in_place
from privdesk.engine.rows.memory import file_source
from privdesk.engine.rows.packed import grouped_codes, grouped_keys, key_strides, key_type, unpacked

duckdb = pytest.importorskip("duckdb")
from privdesk.engine.rows import duckdb_rows  # noqa: E402  (needs DuckDB)
from privdesk.engine.rows.duckdb_rows import DuckDBRows  # noqa: E402


@hypothesis_settings(max_examples=80, deadline=None)
@given(st.lists(st.integers(1, 6), min_size=1, max_size=4), st.lists(st.integers(0, 10**6), max_size=200),
       st.sampled_from([1, 2, 7, 1 << 22]), st.sampled_from([1, 3, 1 << 20]), st.booleans())
def test_grouped_keys_are_numpys_unique(radices, seeds, batch, chunk, wide):
    """Distinct keys in order with their rows, as ``np.unique(return_counts=True)``, in a table of a small space or
    sorted and read as runs (in several batches, across chunks of the stream)."""
    if wide:  # a key space beyond the dense table: the sorting path
        radices = [*radices, 1 << 23]
    space = int(np.prod(radices))
    keys = np.array([s % space for s in seeds], dtype=key_type(radices))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(packed, "RUN_BATCH", batch)
        chunks = (keys[i:i + chunk] for i in range(0, len(keys), chunk))
        found, counts = grouped_keys(chunks, radices)
    expected, expected_counts = np.unique(keys, return_counts=True)
    assert found.tolist() == expected.tolist()
    assert counts.tolist() == expected_counts.tolist()
    assert counts.dtype.kind == "i"


def test_grouped_keys_give_up_beyond_their_budget():
    """Keys that would pass ``KEY_BUDGET`` give None (the engine then groups them itself), not a partial answer."""
    radices = [1 << 12, 1 << 12]
    keys = np.arange(1000, dtype=np.uint32)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(packed, "KEY_BUDGET", 400 * 4)
        assert grouped_keys(iter([keys[:300], keys[300:]]), radices) is None
        assert grouped_keys(iter([keys[:100], keys[100:350]]), radices)[0].tolist() == list(range(350))


@hypothesis_settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(1, 40), min_size=1, max_size=5), st.data())
def test_unpacked_digits_are_the_packed_codes(radices, data):
    """Each key's digits (less one) written back are the codes the key was packed from."""
    rows = data.draw(st.lists(st.tuples(*(st.integers(0, r - 1) for r in radices)), max_size=50))
    strides = key_strides(radices)
    keys = np.array([sum(d * s for d, s in zip(row, strides)) for row in rows], dtype=key_type(radices))
    columns = [np.empty(len(rows), np.int32) for _ in radices]
    unpacked(keys, radices, columns)
    assert [tuple(int(c[i]) for c in columns) for i in range(len(rows))] == \
        [tuple(d - 1 for d in row) for row in rows]


@hypothesis_settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(1, 3000), min_size=1, max_size=5), st.data(), st.sampled_from([1, 3, 1 << 16]),
       st.sampled_from([np.int16, np.int32]))
def test_unpacked_digits_of_wide_keys_in_batches(radices, data, batch, dtype):
    """Keys of 32 or 64 bits, split in batches, unpacked into int16 or int32 codes: each digit (less one) is the key
    divided by its stride, modulo its radix, in Python integers."""
    space = int(np.prod(radices, dtype=object))  # at most 3000^5: 64 bits
    keys = np.array(sorted(data.draw(st.lists(st.integers(0, space - 1), max_size=40))),
                    dtype=key_type(radices))
    columns = [np.empty(len(keys), dtype if r <= 2**15 else np.int32) for r in radices]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(packed, "RUN_BATCH", batch)
        unpacked(keys, radices, columns)
    expected = [[int(k) // s % r - 1 for k in keys] for s, r in zip(key_strides(radices), radices)]
    assert [c.tolist() for c in columns] == expected


def test_grouped_codes_lend_one_matrix_of_narrow_codes():
    """Narrow codes come as the rows of one int16 matrix (what the search borrows), the records in the narrowest
    type that holds them."""
    texts = [np.array(["a", "b"], dtype=object), np.array([str(i) for i in range(40000)], dtype=object),
             np.array(["x"], dtype=object)]
    radices = [len(t) + 1 for t in texts]
    strides = key_strides(radices)
    keys = np.array([1 * strides[0] + 5 * strides[1], 2 * strides[0] + 0 * strides[1] + 1 * strides[2]] * 3,
                    dtype=key_type(radices))
    columns = grouped_codes(iter([keys]), texts, narrow=True)
    assert [c.dtype for c in columns] == [np.int16, np.int32, np.int16, np.int16]
    assert columns[0].base is not None and columns[0].base is columns[2].base
    assert [c.tolist() for c in columns] == [[0, 1], [4, -1], [-1, 0], [3, 3]]


TEXTS = ["a", "b,c", 'q"uote', "it's", "ä漢字", " ", "NA", None]
NUMBERS = ["1", "1.0", "2", "10", "-3", "0.5", None]
DATES = ["2020-01-02", "2021-12-31", "2020-02-29", "1999-07-01", None]


def grouped(path, packed_on: bool, narrow: bool):
    engine = DuckDBRows(path)
    if not packed_on:  # DuckDB's own GROUP BY of the codes
        engine._packed_groups = lambda *args, **kwargs: None
    cells, counts = engine._coded_groups(["x", "y", "z"], duckdb_rows.NO_PROGRESS, narrow=narrow)
    rows = Counter()
    for i in range(len(counts)):
        rows[tuple(None if c[i] < 0 else cells.texts[j][c[i]] for j, c in enumerate(cells.codes))] += int(counts[i])
    records = [dict(zip([None, *cells.texts[j]], cells.records[j].tolist())) for j in range(3)]
    typed, _ = typed_in_place(cells, counts, file_source(engine), engine.declared_texts)
    values = Counter()
    for i in range(len(counts)):
        values[tuple(None if c.codes[i] < 0 else c.values[c.codes[i]] for c in typed.columns)] += int(counts[i])
    kinds = [(c.type, c.format, list(c.values)) for c in typed.columns]
    return rows, [sorted(t, key=str) for t in cells.texts], records, values, kinds, [str(c.dtype) for c in
                                                                                      cells.codes]


@hypothesis_settings(max_examples=15, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(TEXTS), st.sampled_from(NUMBERS), st.sampled_from(DATES)), min_size=1,
                max_size=60), st.booleans(), st.booleans())
def test_packed_grouping_is_duckdbs_group_by(tmp_path_factory, rows, parquet, narrow):
    """The same groups (as texts, with their records), the same texts, the same records per text (against pandas'
    count too), the same typed values and the same code types, grouped by a packed key or by DuckDB."""
    folder = tmp_path_factory.mktemp("packed")
    frame = pd.DataFrame(rows, columns=["x", "y", "z"])
    if parquet:  # typed columns: a number, a date, a text
        frame = frame.assign(y=pd.to_numeric(frame["y"]), z=pd.to_datetime(frame["z"]).dt.date)
        path = folder / "t.parquet"
        frame.to_parquet(path, index=False)
    else:
        path = folder / "t.csv"
        frame.to_csv(path, index=False)
    new, old = grouped(path, True, narrow), grouped(path, False, narrow)
    assert new == old
    read = pd.read_parquet(path) if parquet else pd.read_csv(path, dtype=str, keep_default_na=False).replace("", None)
    for j, name in enumerate(["x", "y", "z"]):
        column = duckdb.sql(f"SELECT CAST({name} AS VARCHAR) AS v FROM read_{'parquet' if parquet else 'csv'}"
                            f"('{path}'{'' if parquet else ', all_varchar = true'})").df()["v"]
        expected = Counter(None if pd.isna(v) else v for v in column)
        assert {t: n for t, n in new[2][j].items() if n} == dict(expected)
    assert sum(new[0].values()) == len(read)


def test_keys_beyond_the_budget_are_grouped_by_duckdb(tmp_path):
    """Keys passing ``KEY_BUDGET`` part-way through the stream leave the engine to group by DuckDB's GROUP BY on the
    same connection: the same groups as the packed key gives."""
    frame = pd.DataFrame({"x": [f"t{i % 97}" for i in range(30000)], "y": [str(i % 10007) for i in range(30000)],
                          "z": [None if i % 7 == 0 else f"2020-01-{1 + i % 28:02d}" for i in range(30000)]})
    path = tmp_path / "t.csv"
    frame.to_csv(path, index=False)
    whole = grouped(path, True, True)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(packed, "KEY_BUDGET", 4 * 5000)
        calls = []
        original = packed.grouped_keys
        patch.setattr(packed, "grouped_keys", lambda *args: calls.append(original(*args)) or calls[-1])
        assert grouped(path, True, True) == whole
    assert calls == [None]
