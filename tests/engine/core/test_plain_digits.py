"""Columns of plain digit strings (counts, codes, IDs) are typed and ordered by a quicker path of their own
(types.plain_digit_columns) when the CSV reader hands their texts over as a fixed-width array.

Oracles: the general path on the same texts as Python strings (Dataset.from_frame), the general path on the same
fixed-width texts with the quick path switched off, and hand-made columns with their types and orders written out.
"""

from __future__ import annotations

import csv
import io

import numpy as np
import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from privdesk.engine.core import dataset as dataset_module
from privdesk.engine.core.dataset import Dataset, SourceInfo
from privdesk.engine.core.types import PLAIN_DIGITS, ColumnType, plain_digit_columns
from privdesk.io import csv_arrow
from tests.io.test_csv_arrow import read_both_ways, assert_same_dataset


def _fixed_width(frame: pd.DataFrame, source: SourceInfo | None = None) -> Dataset:
    """The table as the CSV reader hands over long ASCII columns: codes and fixed-width distinct texts."""
    factorized = []
    for name in frame.columns:
        codes, uniques = pd.factorize(frame[name].to_numpy(dtype=object))
        factorized.append((name, codes, uniques.astype(str)))
    return Dataset.from_factorized(list(frame.columns), factorized, len(frame), source)


def _same(a: Dataset, b: Dataset) -> None:
    for x, y in zip(a.columns, b.columns, strict=True):
        assert (x.name, x.type, x.format, x.n_valid) == (y.name, y.type, y.format, y.n_valid)
        assert list(x.values) == list(y.values)
        np.testing.assert_array_equal(x.codes, y.codes)


DIGITS = st.from_regex(r"\A[0-9]{1,17}\Z")
NOT_PLAIN = st.sampled_from(["", "NA", " 7", "7 ", "+5", "-3", "1.5", "1e3", "\u0663", "\u0661\u0662", "x", "0x1",
                             "2020-01-31", "12 3"])


@st.composite
def digit_tables(draw):
    width = draw(st.integers(1, 6))
    columns = {}
    for j in range(width):
        # Some columns all of one width (codes of 5+ digits stay text), some with leading zeros, some mixed.
        kind = draw(st.sampled_from(["any", "fixed", "zeros", "dirty"]))
        if kind == "fixed":
            size = draw(st.integers(1, 7))
            cells = st.from_regex(rf"\A[1-9][0-9]{{{size - 1}}}\Z")
        elif kind == "zeros":
            cells = st.one_of(DIGITS, st.from_regex(r"\A0[0-9]{0,4}\Z"))
        elif kind == "dirty":
            cells = st.one_of(DIGITS, NOT_PLAIN)
        else:
            cells = DIGITS
        columns[f"c{j}"] = cells
    n_rows = draw(st.integers(1, 25))
    rows = [[draw(columns[name]) for name in columns] for _ in range(n_rows)]
    return pd.DataFrame(rows, columns=list(columns), dtype=object)


@settings(max_examples=150, deadline=None)
@given(digit_tables())
def test_the_plain_digit_path_equals_the_general_path(frame):
    reference = Dataset.from_frame(frame)  # Python strings: the general path only
    quick = _fixed_width(frame)
    _same(quick, reference)


@settings(max_examples=60, deadline=None)
@given(digit_tables())
def test_switching_the_plain_digit_path_off_changes_nothing(frame):
    quick = _fixed_width(frame)
    original = dataset_module.plain_digit_columns
    try:
        dataset_module.plain_digit_columns = lambda values, column, n: (np.zeros(n, bool), np.zeros(n, bool),
                                                                        np.zeros(0, np.int64))
        general = _fixed_width(frame)
    finally:
        dataset_module.plain_digit_columns = original
    _same(quick, general)


@pytest.mark.parametrize("cells, kind, order", [
    (["12", "7", "100", "7"], ColumnType.INTEGER, ["7", "12", "100"]),
    (["1", "10", "01", "2"], ColumnType.STRING, ["01", "1", "10", "2"]),         # a leading zero: a code
    (["54321", "12345", "11111"], ColumnType.STRING, ["11111", "12345", "54321"]),  # one width of 5: a code
    (["4321", "1234"], ColumnType.INTEGER, ["1234", "4321"]),                   # one width of 4: a number
    (["12345", "1234", "999999"], ColumnType.INTEGER, ["1234", "12345", "999999"]),
    (["99999", "99999"], ColumnType.INTEGER, ["99999"]),                        # one value is no code
    (["0", "5", "0"], ColumnType.INTEGER, ["0", "5"]),
    (["123456789012345", "99"], ColumnType.INTEGER, ["99", "123456789012345"]),
])
def test_hand_made_columns(cells, kind, order):
    column = _fixed_width(pd.DataFrame({"x": cells}, dtype=object)).columns[0]
    assert column.type is kind and list(column.values) == order and column.n_valid == len(order)
    assert list(column.text()) == cells


def test_a_digit_missing_token_and_a_requested_type_are_kept():
    frame = pd.DataFrame({"x": ["999", "12", "7"], "y": ["1", "2", "30"]}, dtype=object)
    source = SourceInfo(missing_tokens=("999",))
    column = _fixed_width(frame, source).columns[0]
    assert column.type is ColumnType.INTEGER and list(column.values) == ["7", "12", None]
    factorized = [(n, *pd.factorize(frame[n].to_numpy(dtype=object))) for n in frame.columns]
    typed = Dataset.from_factorized(["x", "y"], [(n, c, u.astype(str)) for n, c, u in factorized], 3,
                                    types={"y": "string"})
    assert typed.columns[1].type is ColumnType.STRING and list(typed.columns[1].values) == ["1", "2", "30"]


def test_which_columns_are_plain():
    values = np.array(["12", "07", "1" * PLAIN_DIGITS, "1" * (PLAIN_DIGITS + 1), "5", "1\x002", "3"])
    column = np.array([0, 0, 1, 2, 3, 3, 4])
    plain, code, order = plain_digit_columns(values, column, 6)
    assert list(plain) == [True, True, False, False, True, False]  # too long; a NUL inside; no values at all
    assert list(code) == [True, False, False, False, False, False]
    assert list(order) == [1, 0, 2, 6]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(columns=st.lists(st.sampled_from(["numbers", "codes", "dirty"]), min_size=1, max_size=4),
       n_rows=st.integers(1, 40), data=st.data())
def test_whole_number_columns_read_through_their_numbers_equal_the_text_reader(tmp_path, monkeypatch, columns,
                                                                               n_rows, data):
    """Long columns of whole numbers written plainly are encoded from pyarrow's numbers (csv_arrow._whole_numbers,
    codes in numeric order) and built without typing (dataset._whole_number_column): the table must be the text
    reader's, value for value; columns with a leading zero, a sign or a blank go the general way."""
    monkeypatch.setattr(csv_arrow, "SHORT_COLUMN", 0)
    monkeypatch.setattr(csv_arrow, "BLOCK_BYTES", 256)
    cells = {"numbers": st.integers(0, 10**15 - 1).map(str), "codes": st.integers(10000, 99999).map(str),
             "dirty": st.one_of(st.integers(0, 999).map(str), st.sampled_from(["007", "+5", "", "1.5", " 7"]))}
    rows = [[data.draw(cells[kind]) for kind in columns] for _ in range(n_rows)]
    if len(columns) == 1:
        rows = [r for r in rows if r[0] != ""] or [["1"]]
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow([f"col {j}" for j in range(len(columns))])
    writer.writerows(rows)
    path = tmp_path / "numbers.csv"
    path.write_text(buffer.getvalue(), encoding="utf-8")
    used = []
    original = csv_arrow._whole_numbers
    monkeypatch.setattr(csv_arrow, "_whole_numbers", lambda strings: used.append(original(strings)) or used[-1])
    fast, _ = read_both_ways(path, monkeypatch, fast=True)
    slow, _ = read_both_ways(path, monkeypatch, fast=False)
    assert_same_dataset(fast, slow)
    if "dirty" not in columns and n_rows >= 4 and len({tuple(r) for r in rows}) == len(rows):
        assert any(result is not None for result in used)  # distinct numbers: the number path read them
