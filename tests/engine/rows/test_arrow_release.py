"""The streamed release writer (``engine/rows/arrow_release.py``) writes the file DuckDB's ``COPY`` writes: the same
rows in the same order, the same names, values and types as DuckDB, pyarrow and pandas read them back, and the same
Parquet schema (but for annotations that read back alike). Oracle: the DuckDB writer of the same release, on
random typed Parquet files with missing cells, empty texts, quotes and unicode, suppressed classes, text and integer
QIs and kept columns of every type the writer takes; a type it does not take leaves the file to DuckDB."""

from __future__ import annotations

import datetime
import decimal

import numpy as np
import pandas as pd
import pytest
from hypothesis import HealthCheck, event, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from privdesk.engine.attributes.default_hierarchies import generated_hierarchies
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.progress import Cancelled, Progress
from privdesk.engine.models.requirements import Requirement
from privdesk.engine.search.result import NoSolution

duckdb = pytest.importorskip("duckdb")
pa = pytest.importorskip("pyarrow")
pq = pytest.importorskip("pyarrow.parquet")
pc = pytest.importorskip("pyarrow.compute")

from privdesk.engine.rows import arrow_release, duckdb_release
from privdesk.engine.rows.duckdb_rows import DuckDBRows

TEXTS = ["", "a", "b", "it's", 'say "hi"', "Zürich", "東京", "x,y", "*", "NULL", " a", "a "]


def kept_column(kind: str, rng: np.random.Generator, n: int, nulls: bool) -> pa.Array:
    """A kept column of Arrow type ``kind``, with missing cells when ``nulls``."""
    mask = rng.random(n) < 0.2 if nulls else np.zeros(n, bool)
    numbers = rng.integers(-3, 100, n)
    if kind == "string" or kind == "large_string":
        return pa.array(np.array(TEXTS, dtype=object)[rng.integers(0, len(TEXTS), n)], getattr(pa, kind)(),
                        mask=mask)
    if kind == "binary":
        return pa.array([t.encode() for t in np.array(TEXTS, dtype=object)[rng.integers(0, len(TEXTS), n)]],
                        pa.binary(), mask=mask)
    if kind == "bool":
        return pa.array(numbers % 2 == 0, pa.bool_(), mask=mask)
    if kind.startswith(("int", "uint")):
        return pa.array(np.abs(numbers) if kind.startswith("u") else numbers, mask=mask).cast(getattr(pa, kind)())
    if kind in ("float32", "float64"):
        return pa.array(numbers / 7, getattr(pa, kind)(), mask=mask)
    if kind == "date32":
        return pa.array(numbers.astype(np.int32), pa.int32(), mask=mask).cast(pa.date32())
    if kind.startswith("timestamp"):
        unit, _, zone = kind.removeprefix("timestamp_").partition("_")
        stamps = pa.array(numbers * 86_400_000, pa.int64(), mask=mask).cast(pa.timestamp("ms"))
        return stamps.cast(pa.timestamp(unit, zone or None))
    if kind == "decimal":
        return pa.array([decimal.Decimal(int(v)) / 100 for v in numbers], pa.decimal128(10, 2), mask=mask)
    if kind == "time32":
        return pa.array([datetime.time(int(v) % 24) for v in numbers], pa.time32("s"), mask=mask)
    raise ValueError(kind)


TAKEN = ["string", "large_string", "binary", "bool", "int8", "int16", "int32", "int64", "uint8", "uint16",
         "uint32", "uint64", "float32", "float64", "date32", "timestamp_us", "timestamp_ns", "timestamp_us_UTC"]
LEFT = ["decimal", "time32", "timestamp_ms"]
"""Kept columns' types the streamed writer takes, and types it leaves to DuckDB (which writes them back otherwise)."""


@st.composite
def tables(draw):
    """(path-less table, QIs, requirement, suppression, Parquet options, condensed): a text QI with missing cells
    and awkward texts, maybe an integer QI of a narrow or a wide range, and kept columns of some types."""
    seed = draw(st.integers(0, 2**32 - 1))
    rng = np.random.default_rng(seed)
    n = draw(st.integers(1, 400))
    texts = draw(st.lists(st.sampled_from(TEXTS), min_size=1, max_size=6, unique=True))
    columns = {"t": pa.array(np.array(texts, dtype=object)[rng.integers(0, len(texts), n)], pa.string(),
                             mask=rng.random(n) < draw(st.sampled_from([0.0, 0.1])))}
    qis = ["t"]
    if draw(st.booleans()):
        wide = draw(st.booleans())  # beyond the dense table's range: looked up by binary search
        values = rng.integers(-5, 30, n) * (10**9 if wide else 1)
        kind = draw(st.sampled_from(["int16", "int32", "int64"] if not wide else ["int64"]))
        columns["n"] = pa.array(values, mask=rng.random(n) < draw(st.sampled_from([0.0, 0.1]))).cast(
            getattr(pa, kind)())
        qis.append("n")
    if draw(st.booleans()):
        columns["u"] = pa.array(np.array(["p", "q", "r"], dtype=object)[rng.integers(0, 3, n)])
        qis.append("u")
    for kind in draw(st.lists(st.sampled_from(TAKEN), min_size=1, max_size=4, unique=True)):
        columns[f"k_{kind}"] = kept_column(kind, rng, n, draw(st.booleans()))
    columns["row"] = pa.array(np.arange(n, dtype=np.int64))
    order = draw(st.permutations(list(columns)))
    k = draw(st.integers(1, 6))
    options = {"row_group_size": draw(st.sampled_from([7, 50, 1000])), "use_dictionary": draw(st.booleans()),
               "write_statistics": draw(st.booleans())}
    return (pa.table({name: columns[name] for name in order}), qis, Requirement("k-anonymity", k),
            draw(st.sampled_from([0.0, 0.1, 0.4])), options, draw(st.booleans()))


def release_of(path, qis, requirement, suppression, condensed):
    """The engine, its grouped table and the optimum's release (told by values when ``condensed``), or None."""
    from privdesk.engine.search.lattice import optimal_generalization

    rows = DuckDBRows(path)
    grouped, counts = rows.grouped_table(qis)
    try:
        result = optimal_generalization(grouped, qis, generated_hierarchies([grouped.column(q) for q in qis], {}),
                                        [requirement], suppression=suppression, row_counts=counts,
                                        distinct_rows=rows.distinct_groups(grouped), condensed=condensed)
    except NoSolution:
        return None
    return rows, grouped, result.released if result.mapped is None else result.mapped


def written_by_duckdb(rows, grouped, released, qis, out, drop=()):
    original = duckdb_release.ReleaseWriting._streamed
    duckdb_release.ReleaseWriting._streamed = lambda *args, **kwargs: False
    try:
        rows.write_release(grouped, released, qis, out, drop=drop)
    finally:
        duckdb_release.ReleaseWriting._streamed = original


def parquet_schema(path) -> list[tuple]:
    """Each column's Parquet physical type, logical type and definition level; an integer's Int(32/64, signed)
    annotation, which DuckDB writes and pyarrow leaves out, is the type they both read back."""
    def logical(column) -> str:
        text = str(column.logical_type)
        plain = {"INT32": "Int(bitWidth=32, isSigned=true)", "INT64": "Int(bitWidth=64, isSigned=true)"}
        return "None" if text == plain.get(column.physical_type) else text

    schema = pq.ParquetFile(path).schema
    return [(schema.column(i).name, schema.column(i).physical_type, logical(schema.column(i)),
             schema.column(i).max_definition_level) for i in range(len(schema))]


def assert_same_file(got, expected) -> None:
    connection = duckdb.connect()
    described = [connection.execute(f"DESCRIBE SELECT * FROM read_parquet('{p}')").fetchall() for p in (got, expected)]
    assert described[0] == described[1]
    for first, second in ((got, expected), (expected, got)):  # the same rows, each at the same position
        numbered = [f"SELECT *, row_number() OVER () AS n FROM read_parquet('{p}')" for p in (first, second)]
        ((left,),) = connection.execute(f"SELECT count(*) FROM ({numbered[0]} EXCEPT ALL {numbered[1]})").fetchall()
        assert left == 0
    assert pq.ParquetFile(got).schema_arrow == pq.ParquetFile(expected).schema_arrow
    assert parquet_schema(got) == parquet_schema(expected)
    frames = [pd.read_parquet(p) for p in (got, expected)]
    assert list(frames[0].dtypes) == list(frames[1].dtypes)
    pd.testing.assert_frame_equal(frames[0], frames[1])


@given(tables())
@hypothesis_settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_the_streamed_release_is_duckdbs_file(tmp_path_factory, case):
    table, qis, requirement, suppression, options, condensed = case
    folder = tmp_path_factory.mktemp("streamed")
    pq.write_table(table, folder / "t.parquet", **options)
    found = release_of(folder / "t.parquet", qis, requirement, suppression, condensed)
    if found is None:
        return
    rows, grouped, released = found
    drop = ["row"] if "k_string" in table.column_names and table.num_rows % 2 else []
    written = []
    original = arrow_release.write_streamed
    arrow_release_calls = lambda plan, out, progress: written.append(out) or original(plan, out, progress)
    duckdb_release.write_streamed = arrow_release_calls
    try:
        rows.write_release(grouped, released, qis, folder / "streamed.parquet", drop=drop)
    finally:
        duckdb_release.write_streamed = original
    assert written == [folder / "streamed.parquet"]  # the streamed writer took it
    written_by_duckdb(rows, grouped, released, qis, folder / "duckdb.parquet", drop)
    assert_same_file(folder / "streamed.parquet", folder / "duckdb.parquet")
    got = pq.read_table(folder / "streamed.parquet")
    event(f"suppressed rows: {pc.any(pc.equal(got.column(qis[0]), '*')).as_py()}")
    event(f"wide integers: {'n' in qis and pc.max(table.column('n')).as_py() >= 10**9}")
    event(f"missing QI cells: {table.column('t').null_count > 0}")


def suppressing_table(n: int = 3000, seed: int = 5) -> pa.Table:
    rng = np.random.default_rng(seed)
    zips = np.array([f"{z:05d}" for z in rng.integers(10000, 99999, 40)], dtype=object)
    return pa.table({"zip": pa.array(zips[rng.integers(0, len(zips), n)], mask=rng.random(n) < 0.05),
                     "age": pa.array(rng.integers(0, 100, n).astype(np.int32)),
                     "note": pa.array(np.array(TEXTS, dtype=object)[rng.integers(0, len(TEXTS), n)]),
                     "cost": pa.array(rng.random(n))})


def test_suppressed_classes_and_missing_cells_are_written_as_duckdb_writes_them(tmp_path):
    pq.write_table(suppressing_table(), tmp_path / "t.parquet", row_group_size=256)
    rows, grouped, released = release_of(tmp_path / "t.parquet", ["zip", "age"], Requirement("k-anonymity", 4),
                                         0.3, True)
    rows.write_release(grouped, released, ["zip", "age"], tmp_path / "streamed.parquet")
    written_by_duckdb(rows, grouped, released, ["zip", "age"], tmp_path / "duckdb.parquet")
    assert_same_file(tmp_path / "streamed.parquet", tmp_path / "duckdb.parquet")
    got = pd.read_parquet(tmp_path / "streamed.parquet")
    assert (got["zip"] == "*").sum() > 0 and got["note"].isna().sum() > 0  # suppressed rows, empty texts as missing


@pytest.mark.parametrize("kind", LEFT)
def test_a_kept_column_of_a_type_duckdb_writes_back_otherwise_leaves_the_file_to_duckdb(tmp_path, kind):
    table = suppressing_table(200).append_column("left", kept_column(kind, np.random.default_rng(1), 200, True))
    pq.write_table(table, tmp_path / "t.parquet")
    rows, grouped, released = release_of(tmp_path / "t.parquet", ["zip", "age"], Requirement("k-anonymity", 2),
                                         0.3, False)
    mappings = duckdb_release.coded_column_mappings(rows.cells_of(grouped), released, ["zip", "age"])
    assert arrow_release.streamed_plan(tmp_path / "t.parquet", rows.names, ["zip", "age"], [], mappings,
                                       duckdb_release.code_spans(mappings)) is None
    assert arrow_release.streamed_plan(tmp_path / "t.parquet", rows.names, ["zip", "age"], ["left"], mappings,
                                       duckdb_release.code_spans(mappings)) is not None
    rows.write_release(grouped, released, ["zip", "age"], tmp_path / "out.parquet")
    written_by_duckdb(rows, grouped, released, ["zip", "age"], tmp_path / "duckdb.parquet")
    assert_same_file(tmp_path / "out.parquet", tmp_path / "duckdb.parquet")


def plan_of(tmp_path):
    pq.write_table(suppressing_table(), tmp_path / "t.parquet", row_group_size=256)
    rows, grouped, released = release_of(tmp_path / "t.parquet", ["zip", "age"], Requirement("k-anonymity", 4),
                                         0.3, False)
    mappings = duckdb_release.coded_column_mappings(rows.cells_of(grouped), released, ["zip", "age"])
    return arrow_release.streamed_plan(tmp_path / "t.parquet", rows.names, ["zip", "age"], [], mappings,
                                       duckdb_release.code_spans(mappings))


@pytest.mark.parametrize("column, value", [("zip", "00000"), ("age", 100), ("age", -1)])
def test_a_value_without_a_label_fails_the_write_as_duckdbs_cast_does(tmp_path, column, value):
    plan = plan_of(tmp_path)
    table = pq.read_table(tmp_path / "t.parquet")
    cells = table.column(column).to_pylist()
    cells[2900] = value
    changed = table.set_column(table.schema.get_field_index(column), column, pa.array(cells, table.schema.field(
        column).type))
    pq.write_table(changed, tmp_path / "other.parquet", row_group_size=256)
    plan.source = tmp_path / "other.parquet"
    with pytest.raises(InputError, match="has no label in the release"):
        arrow_release.write_streamed(plan, tmp_path / "out.parquet")
    assert not (tmp_path / "out.parquet").exists()


def test_a_cancel_stops_the_streamed_write_and_leaves_no_file(tmp_path):
    plan = plan_of(tmp_path)
    progress = Progress()
    reports = []

    def cancel_at_the_third(fraction, message):
        reports.append(fraction)
        if len(reports) == 3:
            progress.cancel.set()

    progress.callback = cancel_at_the_third
    with pytest.raises(Cancelled):
        arrow_release.write_streamed(plan, tmp_path / "out.parquet", progress)
    assert not (tmp_path / "out.parquet").exists()
    assert reports == sorted(reports) and 0 < reports[0] < 1
