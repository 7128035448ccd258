"""The multithreaded CSV parse (pyarrow) reads every well-formed file exactly as the text reader does, and leaves
every bad file to it, so errors name the same row."""

from __future__ import annotations

import codecs
import csv
import io

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from privdesk.engine.core.errors import InputError
from privdesk.io import csv_arrow
from privdesk.io.csv_reader import read_csv

CELL = st.sampled_from(["", "1", "007", "2.5", "1,5", "a b", " x ", "NA", "?", 'say "hi"', "two\nlines", "张伟",
                        "心内科", "2020-01-31", "31.01.2020", "a;b", "a|b", "tab\there", "-4", "é"])


def read_both_ways(path, monkeypatch, fast: bool):
    """read_csv with the pyarrow parse, or with it switched off (the text reader alone)."""
    calls = []
    original = csv_arrow.parse

    def parse(*args):
        result = original(*args) if fast else None
        calls.append(result is not None)
        return result

    monkeypatch.setattr(csv_arrow, "parse", parse)
    try:
        return read_csv(path), any(calls)
    finally:
        monkeypatch.setattr(csv_arrow, "parse", original)


def assert_same_dataset(a, b) -> None:
    assert a.names == b.names and a.n_rows == b.n_rows
    assert (a.source.encoding, a.source.delimiter) == (b.source.encoding, b.source.delimiter)
    for x, y in zip(a.columns, b.columns):
        assert (x.type, x.format, x.n_valid) == (y.type, y.format, y.n_valid)
        assert list(x.values) == list(y.values)
        np.testing.assert_array_equal(x.codes, y.codes)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(width=st.integers(1, 5), data=st.data(), delimiter=st.sampled_from([",", ";", "\t", "|"]),
       ending=st.sampled_from(["\n", "\r\n"]), bom=st.booleans(), blank=st.booleans())
def test_well_formed_files_read_the_same_with_and_without_pyarrow(tmp_path, monkeypatch, width, data, delimiter,
                                                                  ending, bom, blank):
    header = [f"col {j}" for j in range(width)]
    rows = data.draw(st.lists(st.lists(CELL, min_size=width, max_size=width), min_size=1, max_size=12))
    if width == 1:
        rows = [r for r in rows if r[0] != ""] or [["x"]]  # a lone empty cell is a blank line in both readers
    buffer = io.StringIO()
    writer = csv.writer(buffer, delimiter=delimiter, lineterminator=ending)
    writer.writerow(header)
    for row in rows:
        writer.writerow(row)
        if blank:
            buffer.write(ending)
    path = tmp_path / "t.csv"
    path.write_bytes((codecs.BOM_UTF8 if bom else b"") + buffer.getvalue().encode("utf-8"))
    try:
        slow, _ = read_both_ways(path, monkeypatch, fast=False)
    except InputError as error:  # e.g. one column of '1,5' under ';': the comma is detected as the delimiter
        with pytest.raises(InputError) as caught:
            read_both_ways(path, monkeypatch, fast=True)
        assert str(caught.value) == str(error)
        return
    fast, used = read_both_ways(path, monkeypatch, fast=True)
    assert_same_dataset(fast, slow)
    assert used  # the pyarrow parse read it, not the fallback


LONG_CELL = st.sampled_from(["", "1", "007", "2.5", " 7", "+5", "12345", "54321", "1e3", "NA", "?", " NA ", "a b",
                             "2020-01-31", "31.01.2020", "1,5", "zz", "Z", "张伟", "é", "x\u0001y", "99999999999999999999"])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(width=st.integers(1, 4), data=st.data(), dictionary=st.booleans(), short=st.booleans())
def test_long_columns_read_from_pyarrow_buffers_equal_the_text_reader(tmp_path, monkeypatch, width, data, dictionary,
                                                                      short):
    """Columns longer than SHORT_COLUMN are dictionary-encoded one by one (or parsed into dictionaries, for a long
    file of few columns) and their ASCII texts handed over as a fixed-width array (csv_arrow._texts): the table
    must be the text reader's, value for value."""
    monkeypatch.setattr(csv_arrow, "SHORT_COLUMN", 10_000 if short else 0)
    monkeypatch.setattr(csv_arrow, "DICTIONARY_BYTES", 0 if dictionary else 1 << 60)
    monkeypatch.setattr(csv_arrow, "BLOCK_BYTES", 64)  # many blocks: their dictionaries are merged
    rows = data.draw(st.lists(st.lists(LONG_CELL, min_size=width, max_size=width), min_size=1, max_size=15))
    if width == 1:
        rows = [r for r in rows if r[0] != ""] or [["x"]]
    buffer = io.StringIO()
    writer = csv.writer(buffer, delimiter=";", lineterminator="\n")
    writer.writerow([f"col {j}" for j in range(width)])
    writer.writerows(rows)
    path = tmp_path / "long.csv"
    path.write_bytes(buffer.getvalue().encode("utf-8"))
    try:
        slow, _ = read_both_ways(path, monkeypatch, fast=False)
    except InputError as error:  # one column of '1,5': the comma is detected as the delimiter
        with pytest.raises(InputError) as caught:
            read_both_ways(path, monkeypatch, fast=True)
        assert str(caught.value) == str(error)
        return
    fast, used = read_both_ways(path, monkeypatch, fast=True)
    assert_same_dataset(fast, slow)
    assert used


def test_texts_from_pyarrow_buffers():
    import pyarrow as pa

    fixed = csv_arrow._texts(pa.array(["b", "", " a1 ", "ccc"]).slice(1))
    assert fixed.dtype.kind == "U" and list(fixed) == ["", " a1 ", "ccc"]
    assert csv_arrow._texts(pa.array(["张伟", "b"])).dtype == object  # not ASCII: Python strings
    assert list(csv_arrow._texts(pa.array(["a\x00", "b"]))) == ["a\x00", "b"]  # numpy would drop the NUL


def test_a_legacy_encoding_is_detected_and_read_by_pyarrow(tmp_path, monkeypatch):
    path = tmp_path / "gb.csv"
    path.write_bytes("姓名;诊断\n张伟;高血压\n王芳;糖尿病\n李娜;肺炎\n".encode("gb18030"))
    fast, used = read_both_ways(path, monkeypatch, fast=True)
    slow, _ = read_both_ways(path, monkeypatch, fast=False)
    assert_same_dataset(fast, slow)
    assert used and fast.source.encoding == "gb18030" and fast.source.delimiter == ";"


@pytest.mark.parametrize("content, fragments", [
    (b"a,b,c\n1,2,3\n4,5,6,7\n8,9,10\n", ["row 3", "4 fields", "header has 3"]),
    (b"a,b\n1,\"open\n2,3\n", ["row 2", "never closed"]),
    (b"a,a\n1,2\n", ["'a' appears twice"]),
    (b"a,b\n", ["no data rows"]),
    (b"name\n" + "\u00e9\u00e9\n".encode("utf-8") + "\u00e9\n".encode("latin-1"), ["row 3", "mixes two text"]),
])
def test_bad_files_give_the_text_readers_error(tmp_path, monkeypatch, content, fragments):
    path = tmp_path / "bad.csv"
    path.write_bytes(content)
    messages = []
    for fast in (True, False):
        with pytest.raises(InputError) as caught:
            read_both_ways(path, monkeypatch, fast)
        messages.append(str(caught.value))
    assert messages[0] == messages[1]
    for fragment in fragments:
        assert fragment in messages[0]
