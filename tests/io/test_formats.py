"""Parquet, Feather, SPSS, Stata, SAS transport and SQLite: read, write in the input's format, read back.

The oracle is the file written by the format's own library (pandas/pyarrow/pyreadstat/sqlite3) from a known frame:
PrivDesk must show the same cells (value labels as labels, missing as missing, Chinese text unchanged) and write a
release that the library reads back with the same types and labels.
"""

from __future__ import annotations

import sqlite3

import numpy as np
import pandas as pd
import pyreadstat
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from privdesk.cli.formats import FORMATS as CLI_FORMATS
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.types import ColumnType
from privdesk.io.formats import public_url
from privdesk.io.release_files import FORMATS, default_format, describe_written, write_release
from privdesk.io.tables import open_table

SEX_LABELS = {1: "男", 2: "女"}


def _frame() -> pd.DataFrame:
    return pd.DataFrame({
        "sex": [1.0, 2.0, 1.0, np.nan, 2.0],
        "age": [34.0, 45.0, np.nan, 23.0, 61.0],
        "weight": [70.5, 60.25, 80.0, np.nan, 55.5],
        "city": ["北京", "上海", "", "广州", "深圳"],
        "admitted": pd.to_datetime(["2020-01-02", "2021-03-04", None, "2022-05-06", "2023-07-08"]),
    })


def _cells(dataset) -> dict[str, list]:
    return {c.name: list(c.text()) for c in dataset.columns}


EXPECTED = {"sex": ["男", "女", "男", None, "女"], "age": ["34", "45", None, "23", "61"],
            "weight": ["70.5", "60.25", "80", None, "55.5"], "city": ["北京", "上海", None, "广州", "深圳"],
            "admitted": ["2020-01-02", "2021-03-04", None, "2022-05-06", "2023-07-08"]}


def _write_with_library(frame: pd.DataFrame, path, kind: str) -> None:
    if kind in ("sav", "zsav"):
        pyreadstat.write_sav(frame, str(path), compress=kind == "zsav", variable_value_labels={"sex": SEX_LABELS})
    elif kind == "dta":
        pyreadstat.write_dta(frame, str(path), variable_value_labels={"sex": SEX_LABELS})
    elif kind == "xpt":
        pyreadstat.write_xport(frame, str(path), file_format_version=8)
    elif kind == "parquet":
        frame.assign(city=frame["city"].replace("", None)).to_parquet(path)
    elif kind == "feather":
        frame.assign(city=frame["city"].replace("", None)).to_feather(path)
    elif kind == "sqlite":
        with sqlite3.connect(path) as connection:
            frame.assign(admitted=frame["admitted"].dt.strftime("%Y-%m-%d")).to_sql("patients", connection,
                                                                                     index=False)
        connection.close()


@pytest.mark.parametrize("kind", ["sav", "zsav", "dta", "parquet", "feather", "sqlite", "xpt"])
def test_read_then_write_in_the_input_format(tmp_path, kind):
    path = tmp_path / f"patients.{kind}"
    _write_with_library(_frame(), path, kind)
    dataset = open_table(path)
    expected = dict(EXPECTED)
    if kind not in ("sav", "zsav", "dta"):  # no value labels in these formats: the codes are the values
        expected["sex"] = ["1", "2", "1", None, "2"]
    assert _cells(dataset) == expected
    assert dataset["age"].type is ColumnType.INTEGER
    assert dataset["weight"].type is ColumnType.DECIMAL
    assert dataset["admitted"].type is ColumnType.DATE
    assert dataset["city"].type is ColumnType.STRING

    written = write_release(dataset, tmp_path / "out", None, dataset.source)
    assert written["format"] == default_format(dataset.source)
    again = open_table(tmp_path / "out" / written["path"])
    assert _cells(again) == expected
    assert again["age"].type is ColumnType.INTEGER
    if kind in ("sav", "zsav", "dta"):
        assert written["labelled_columns"] == ["sex"]
        assert {float(v): label for v, label in dict(again.source.value_labels)["sex"]} == {1.0: "男", 2.0: "女"}


def test_generalised_labelled_values_get_new_codes_with_their_labels(tmp_path):
    """A release that shows a value the labels did not have ('*') keeps the old codes and labels the new one."""
    path = tmp_path / "p.sav"
    _write_with_library(_frame(), path, "sav")
    dataset = open_table(path)
    sex = dataset["sex"]
    values = np.array([v if v != "女" else "*" for v in sex.values], dtype=object)
    released = dataset.with_column(type(sex)(sex.name, sex.codes, values, sex.type, sex.n_valid))
    written = write_release(released, tmp_path / "out", "sav", dataset.source)
    frame, meta = pyreadstat.read_sav(str(tmp_path / "out" / written["path"]))
    assert meta.variable_value_labels["sex"] == {1.0: "男", 3.0: "*"}
    assert frame["sex"].tolist()[:3] == [1.0, 3.0, 1.0]


@pytest.mark.parametrize("fmt", ["parquet", "feather", "dta", "sav", "sqlite", "xlsx", "csv"])
def test_a_csv_release_in_every_format_reads_back_the_same(tmp_path, fmt):
    source = tmp_path / "in.csv"
    source.write_text("name,age,城市\n张三,34,北京\n李四,,上海\nbob,45,\n", encoding="utf-8")
    dataset = open_table(source)
    written = write_release(dataset, tmp_path / fmt, fmt, dataset.source)
    again = open_table(tmp_path / fmt / written["path"])
    assert _cells(again) == _cells(dataset)
    assert [c.type for c in again.columns] == [c.type for c in dataset.columns]
    assert written["path"] in describe_written(written)


def test_csv_release_keeps_the_input_encoding_and_delimiter(tmp_path):
    source = tmp_path / "gb.csv"
    source.write_bytes("姓名;年龄\n张三;34\n李四;45\n".encode("gb18030"))
    dataset = open_table(source)
    written = write_release(dataset, tmp_path / "out", None, dataset.source)
    assert (written["encoding"], written["delimiter"]) == ("gb18030", ";")
    assert (tmp_path / "out" / "anonymized.csv").read_bytes() == "姓名;年龄\r\n张三;34\r\n李四;45\r\n".encode("gb18030")
    assert "gb18030" in describe_written(written)


def test_a_value_the_input_encoding_cannot_hold_is_named(tmp_path):
    source = tmp_path / "latin.csv"
    source.write_bytes("name,city\nJosé,Zürich\n".encode("latin-1"))
    dataset = open_table(source)
    city = dataset["city"]
    released = dataset.with_column(type(city)(city.name, city.codes, np.array(["北京"], dtype=object), city.type,
                                              city.n_valid))
    with pytest.raises(InputError, match="'北京'.*cp1252"):
        write_release(released, tmp_path / "out", None, dataset.source)


def test_sqlite_needs_a_table_when_it_has_several(tmp_path):
    path = tmp_path / "two.sqlite"
    with sqlite3.connect(path) as connection:
        connection.execute("create table a (x int)")
        connection.execute("create table b (y text)")
        connection.execute("insert into b values ('v')")
    connection.close()
    with pytest.raises(InputError, match="choose a table.*a, b"):
        open_table(path)
    assert _cells(open_table(path, table="b")) == {"y": ["v"]}
    assert _cells(open_table(path, query="select y || '!' as z from b")) == {"z": ["v!"]}
    with pytest.raises(InputError, match="no table 'c'"):
        open_table(path, table="c")


def test_damaged_files_are_one_clear_error(tmp_path):
    for suffix in (".parquet", ".sav", ".dta", ".sas7bdat", ".feather"):
        path = tmp_path / f"bad{suffix}"
        path.write_bytes(b"not really" * 10)
        with pytest.raises(InputError, match="not a readable"):
            open_table(path)


def test_the_password_never_shows_in_a_url_that_is_kept():
    assert public_url("postgresql://ann:secret@db.example/ward") == "postgresql://ann@db.example/ward"


def test_the_command_line_offers_every_release_format():
    assert CLI_FORMATS == FORMATS


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.tuples(st.one_of(st.none(), st.integers(-10**6, 10**6)),
                          st.one_of(st.none(), st.text(alphabet="abc张三李四 *-", min_size=1, max_size=6))),
                min_size=1, max_size=30),
       st.sampled_from(["parquet", "feather", "sav", "dta", "sqlite"]))
def test_random_tables_survive_a_round_trip(tmp_path_factory, rows, fmt):
    folder = tmp_path_factory.mktemp("rt")
    frame = pd.DataFrame({"n": pd.array([r[0] for r in rows], dtype="Int64"),
                          "s": [r[1] for r in rows]})
    path = folder / "in.parquet"
    frame.to_parquet(path)
    try:
        dataset = open_table(path)
    except InputError:
        return  # an all-missing table: nothing to release (checked by the readers' own tests)
    written = write_release(dataset, folder / "out", fmt, dataset.source)
    again = open_table(folder / "out" / written["path"])
    expected = _cells(dataset)
    if fmt in ("sav", "dta"):  # fixed-width text without a missing value: trailing blanks go, blank is missing
        expected = {k: [v.rstrip() or None if v is not None else None for v in vs] for k, vs in expected.items()}
    assert _cells(again) == expected


def test_without_pyarrow_parquet_is_one_clear_error(tmp_path, monkeypatch):
    """The frozen installers leave pyarrow out: opening or writing Parquet says so."""
    path = tmp_path / "t.parquet"
    pd.DataFrame({"a": [1]}).to_parquet(path)
    monkeypatch.setitem(__import__("sys").modules, "pyarrow", None)
    with pytest.raises(InputError, match="pyarrow"):
        open_table(path)
    csv = tmp_path / "t.csv"
    csv.write_text("a\n1\n", encoding="utf-8")
    dataset = open_table(csv)
    with pytest.raises(InputError, match="pyarrow"):
        write_release(dataset, tmp_path / "out", "parquet", dataset.source)
