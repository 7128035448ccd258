"""Opening tables: encodings, delimiters, Excel, types, missing values, and one clear message per bad input."""

from __future__ import annotations

import datetime as dt
import hashlib
import os
import re
import zipfile
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from openpyxl import Workbook

from privdesk.engine.core.errors import InputError
from privdesk.engine.core.types import ColumnType
from privdesk.io.tables import open_table, other_sheets_note, sheet_names
from tests.conftest import shared_data

SIMPLIFIED = "姓名,性别,年龄,诊断\n张伟,男,34,高血压\n王芳,女,51,糖尿病\n李娜,女,29,肺炎\n刘强,男,67,冠心病\n"
TRADITIONAL = "姓名,性別,年齡,診斷\n張偉,男,34,高血壓\n王芳,女,51,糖尿病\n李娜,女,29,肺炎\n劉強,男,67,冠心病\n"


def write(tmp_path: Path, name: str, data: bytes | str, encoding: str = "utf-8") -> Path:
    path = tmp_path / name
    path.write_bytes(data if isinstance(data, bytes) else data.encode(encoding))
    return path


# ------------------------------------------------------------------------------------------- real files

@pytest.mark.parametrize("name", ["adult.csv", "adult_subset.csv", "test.csv", "test_dirty.csv", "test2.csv",
                                  "test.xlsx", "test.xls"])
def test_every_arx_data_file_opens(name):
    path = shared_data("arx", name)
    dataset = open_table(path)
    expected = pd.read_csv(shared_data("arx", "test.csv" if name.startswith("test.") else name), sep=";",
                           dtype=str, keep_default_na=False)
    assert dataset.names == list(expected.columns)
    assert dataset.n_rows == len(expected)
    pd.testing.assert_frame_equal(dataset.to_frame(), expected, check_dtype=False)


def test_adult_has_the_documented_shape():
    dataset = open_table(shared_data("arx", "adult.csv"))
    assert (dataset.n_rows, len(dataset.columns)) == (30162, 9)
    assert dataset.source.delimiter == ";"
    assert dataset["age"].type is ColumnType.INTEGER
    assert dataset["age"].values[0] == "17"  # integer order, not text order ("17" < "90" but "100" > ...)
    assert dataset["native-country"].distinct_count == 41
    assert all(c.missing_count == 0 for c in dataset.columns)


def test_arx_dirty_values_are_listed_like_arx_cleansing():
    column = open_table(shared_data("arx", "test_dirty.csv"))["age"]
    assert column.type is ColumnType.INTEGER
    assert column.invalid_cells() == [(1, "4e"), (5, "7f")]


def test_every_arx_hierarchy_file_opens_as_a_table_too():
    # Hierarchy files have no header; as tables they still parse (the first row becomes the header).
    for path in sorted(shared_data("arx").glob("*hierarchy*.csv")):
        dataset = open_table(path)
        assert dataset.n_rows == len(path.read_bytes().strip().splitlines()) - 1, path.name


# ------------------------------------------------------------------------------------------- encodings

@pytest.mark.parametrize("encoding, text, detected", [
    ("gb18030", SIMPLIFIED, "gb18030"),
    ("gbk", SIMPLIFIED, "gb18030"),
    ("big5", TRADITIONAL, "big5"),
    ("utf-8", SIMPLIFIED, "utf-8"),
    ("utf-8-sig", SIMPLIFIED, "utf-8-sig"),
])
def test_chinese_encodings_are_detected(tmp_path, encoding, text, detected):
    path = write(tmp_path, "patients.csv", text, encoding)
    dataset = open_table(path)
    assert dataset.source.encoding == detected
    assert dataset.names == text.splitlines()[0].split(",")
    assert dataset.to_frame().iloc[3].tolist() == text.splitlines()[4].split(",")
    assert dataset[dataset.names[2]].type is ColumnType.INTEGER


def test_latin1_text_decodes(tmp_path):
    path = write(tmp_path, "cities.csv", "name;city\nJosé;Zürich\nAnne;Genève\n", "latin-1")
    assert open_table(path).to_frame()["city"].tolist() == ["Zürich", "Genève"]


def test_encoding_override_is_honoured(tmp_path):
    path = write(tmp_path, "p.csv", SIMPLIFIED, "gb18030")
    dataset = open_table(path, encoding="gbk")
    assert dataset.source.encoding == "gbk"
    assert dataset.to_frame().iloc[0, 0] == "张伟"


# ------------------------------------------------------------------------------------------- delimiters

@pytest.mark.parametrize("delimiter", [",", ";", "\t", "|"])
def test_delimiters_are_detected_and_quotes_honoured(tmp_path, delimiter):
    other = ";" if delimiter == "," else ","
    lines = [["id", "note", "amount"], ["1", f'"a{delimiter}b"', "3.5"], ["2", '"line one\nline two"', "4"],
             ["3", f'"say ""hi""{other}"', "5"]]
    path = write(tmp_path, "t.csv", "\n".join(delimiter.join(r) for r in lines) + "\n")
    dataset = open_table(path)
    assert dataset.source.delimiter == delimiter
    assert dataset.to_frame()["note"].tolist() == [f"a{delimiter}b", "line one\nline two", f'say "hi"{other}']
    assert dataset["amount"].type is ColumnType.DECIMAL


def test_delimiter_override(tmp_path):
    path = write(tmp_path, "t.csv", "a;b,c\n1;2,3\n")
    assert open_table(path, delimiter=",").names == ["a;b", "c"]
    assert open_table(path, delimiter=";").names == ["a", "b,c"]


def test_single_column_file(tmp_path):
    dataset = open_table(write(tmp_path, "one.csv", "diagnosis\nflu\nasthma\nflu\n"))
    assert dataset.names == ["diagnosis"]
    assert dataset["diagnosis"].distinct_count == 2


# ------------------------------------------------------------------------------------------- missing values and types

def test_missing_values_are_one_category_counted_per_column(tmp_path):
    path = write(tmp_path, "m.csv", "a,b\n1,x\n,NA\nNULL,?\n4, \n5,y\n")
    dataset = open_table(path)
    a, b = dataset["a"], dataset["b"]
    assert (a.missing_count, b.missing_count) == (2, 3)
    assert a.values[-1] is None and a.codes[1] == a.codes[2] == a.missing_code
    assert a.type is ColumnType.INTEGER


def test_missing_tokens_are_configurable(tmp_path):
    path = write(tmp_path, "m.csv", "a\n1\n-\nNA\n2\n3\n")
    dataset = open_table(path, missing_tokens=("-",))
    assert dataset["a"].missing_count == 1
    assert dataset["a"].invalid_cells() == [(2, "NA")]


def test_type_inference_and_override(tmp_path):
    path = write(tmp_path, "t.csv", "zip,when,price,word,code,count\n"
                 "47677,2024-01-31,1.5,b,007,3\n47602,2023-12-01,10,a,012,12\n47678,2024-02-29,2.25,c,100,5\n")
    dataset = open_table(path)
    # Leading zeros, or digit strings of one width of 5 or more (ZIP codes), are labels, not numbers.
    assert {c.name: c.type for c in dataset.columns} == {
        "zip": ColumnType.STRING, "when": ColumnType.DATE, "price": ColumnType.DECIMAL,
        "word": ColumnType.STRING, "code": ColumnType.STRING, "count": ColumnType.INTEGER}
    assert list(dataset["when"].values) == ["2023-12-01", "2024-01-31", "2024-02-29"]
    assert list(dataset["price"].values) == ["1.5", "2.25", "10"]
    as_text = dataset.retyped("price", "string")
    assert list(as_text["price"].values) == ["1.5", "10", "2.25"]
    assert as_text["price"].text().tolist() == dataset["price"].text().tolist()  # cells unchanged
    ordered = dataset.retyped("word", ColumnType.ORDERED, order=["c", "a", "b"])
    assert list(ordered["word"].values) == ["c", "a", "b"]


def test_day_first_dates(tmp_path):
    path = write(tmp_path, "d.csv", "d\n31/01/2024\n01/02/2024\n15/03/2023\n")
    column = open_table(path)["d"]
    assert (column.type, column.format) == (ColumnType.DATE, "%d/%m/%Y")
    assert list(column.values) == ["15/03/2023", "31/01/2024", "01/02/2024"]


def test_decimal_comma(tmp_path):
    column = open_table(write(tmp_path, "d.csv", "v;w\n1,5;a\n10,25;b\n2;c\n"))["v"]
    assert (column.type, column.format, list(column.values)) == (ColumnType.DECIMAL, "comma", ["1,5", "2", "10,25"])


# ------------------------------------------------------------------------------------------- Excel

def test_xlsx_sheets_cells_and_dates(tmp_path):
    book = Workbook()
    first = book.active
    first.title = "Notes"
    first.append(["nothing here"])
    first.append(["really"])
    data = book.create_sheet("Patients")
    data.append(["id", "admitted", "age", "weight", "note"])
    data.append(["P1", dt.datetime(2024, 1, 31), 34, 70.5, "=1+1 is text"])
    data.append(["P2", dt.datetime(2024, 2, 1, 13, 30), 51, None, "ok"])
    data["E2"].data_type = "s"
    path = tmp_path / "patients.xlsx"
    book.save(path)
    assert sheet_names(path) == ["Notes", "Patients"]
    dataset = open_table(path, sheet="Patients")
    assert dataset.source.sheet == "Patients"
    assert dataset.to_frame().values.tolist() == [["P1", "2024-01-31", "34", "70.5", "=1+1 is text"],
                                                  ["P2", "2024-02-01 13:30:00", "51", "", "ok"]]
    assert dataset["age"].type is ColumnType.INTEGER
    assert dataset["weight"].missing_count == 1
    assert open_table(path, sheet=1).names == dataset.names
    assert open_table(path).names == ["nothing here"]
    # the sheets not read are kept and said (#30.8: a two-sheet file silently used the first)
    assert dataset.source.other_sheets == ("Notes",)
    assert open_table(path).source.other_sheets == ("Patients",)
    assert other_sheets_note(dataset) == "read sheet 'Patients'; the workbook's other sheets, not read: 'Notes'"


def test_a_one_sheet_workbook_needs_no_note(tmp_path):
    book = Workbook()
    book.active.append(["age"])
    book.active.append([30])
    path = tmp_path / "one.xlsx"
    book.save(path)
    dataset = open_table(path)
    assert dataset.source.other_sheets == () and other_sheets_note(dataset) is None
    assert other_sheets_note(open_table(shared_data("arx", "test_dirty.csv"))) is None


# ------------------------------------------------------------------------------------------- bad input

def _xlsx_with_uncached_formula(tmp_path: Path) -> Path:
    book = Workbook()
    sheet = book.active
    sheet.append(["a", "b", "total"])
    sheet.append([1, 2, "=A2+B2"])
    path = tmp_path / "formula.xlsx"
    book.save(path)  # openpyxl stores formulas without a computed value
    return path


def _xlsx_without_worksheets(tmp_path: Path) -> Path:
    """A workbook whose sheet list is empty (openpyxl will not write one, so edit the package)."""
    source = tmp_path / "one-sheet.xlsx"
    Workbook().save(source)
    path = tmp_path / "charts.xlsx"
    with zipfile.ZipFile(source) as package, zipfile.ZipFile(path, "w") as edited:
        for item in package.infolist():
            data = package.read(item.filename)
            if item.filename == "xl/workbook.xml":
                data = re.sub(rb"<sheets>.*</sheets>", b"<sheets/>", data)
            if not item.filename.startswith("xl/worksheets/"):
                edited.writestr(item, data)
    return path


def _empty_xlsx(tmp_path: Path) -> Path:
    path = tmp_path / "empty.xlsx"
    Workbook().save(path)
    return path


BAD_INPUTS = [
    # (name, content or builder, open_table options, expected message fragments)
    ("empty.csv", b"", {}, ["empty.csv", "the file is empty"]),
    ("blank.csv", b"\n \n\n", {}, ["blank.csv", "the file is empty"]),
    ("image.csv", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", {}, ["image.csv", "binary file"]),
    ("long.csv", b"a,b,c\n1,2,3\n4,5,6,7\n8,9,10\n", {}, ["long.csv", "row 3", "4 fields", "header has 3"]),
    ("short.csv", b"a,b,c\n1,2,3\n4,5,6\n8,9\n", {}, ["short.csv", "row 4", "2 fields", "header has 3"]),
    ("dup.csv", b"age,sex,age\n1,m,2\n", {}, ["dup.csv", "'age' appears twice", "columns 1 and 3"]),
    ("noname.csv", b"age,,sex\n1,2,m\n", {}, ["noname.csv", "column 2 has an empty name"]),
    ("header.csv", b"age,sex\n", {}, ["header.csv", "no data rows"]),
    ("gbk.csv", b"name,ward\nAnn,A\n" + "张伟,心内科\n".encode("gbk"), {"encoding": "utf-8"},
     ["gbk.csv", "row 3", "bytes d5", "cannot be decoded as utf-8"]),
    ("weird.csv", b"a\n1\n", {"encoding": "klingon"}, ["weird.csv", "unknown encoding 'klingon'"]),
    ("locked.xlsx", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 600, {}, ["locked.xlsx", "encrypted"]),
    ("broken.xlsx", b"PK\x03\x04 this is not really a zip", {}, ["broken.xlsx", "not a readable Excel"]),
    ("big.csv", b"a,b\n1,2\n", {"memory_available": 10}, ["big.csv", "needs about", "only 10 bytes is free"]),
    ("tabs.csv", b"a\tb\n1\t2\n", {"delimiter": ";;"}, ["tabs.csv", "delimiter must be one character"]),
]


@pytest.mark.parametrize("name, content, options, fragments", BAD_INPUTS, ids=[b[0] for b in BAD_INPUTS])
def test_bad_input_names_file_and_place(tmp_path, name, content, options, fragments):
    path = write(tmp_path, name, content)
    with pytest.raises(InputError) as caught:
        open_table(path, **options)
    message = str(caught.value)
    assert "\n" not in message
    for fragment in fragments:
        assert fragment in message


@pytest.mark.parametrize("builder, options, fragments", [
    (_xlsx_with_uncached_formula, {}, ["formula.xlsx", "cell C2", "formula with no saved value", "=A2+B2"]),
    (_xlsx_without_worksheets, {}, ["charts.xlsx", "no worksheets"]),
    (_empty_xlsx, {}, ["empty.xlsx", "sheet 'Sheet' is empty"]),
    (_empty_xlsx, {"sheet": "Data"}, ["there is no sheet 'Data'; the sheets are Sheet"]),
])
def test_bad_workbooks_are_named(tmp_path, builder, options, fragments):
    with pytest.raises(InputError) as caught:
        open_table(builder(tmp_path), **options)
    for fragment in fragments:
        assert fragment in str(caught.value)


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(InputError, match="file not found"):
        open_table(tmp_path / "nope.csv")
    with pytest.raises(InputError, match="is a folder"):
        open_table(tmp_path)


def test_input_files_are_never_written(tmp_path):
    path = write(tmp_path, "t.csv", "a,b\n1,2\n3,4\n")
    before = (hashlib.sha256(path.read_bytes()).hexdigest(), os.stat(path).st_mtime_ns)
    dataset = open_table(path).retyped("a", "string")
    dataset.to_frame()
    assert (hashlib.sha256(path.read_bytes()).hexdigest(), os.stat(path).st_mtime_ns) == before


def test_codes_are_int32_and_reproduce_every_cell(tmp_path):
    rng = np.random.default_rng(7)
    frame = pd.DataFrame({"x": rng.integers(0, 50, 500).astype(str), "y": rng.choice(["a", "b", ""], 500)})
    path = tmp_path / "r.csv"
    frame.to_csv(path, index=False)
    dataset = open_table(path)
    assert all(c.codes.dtype == np.int32 for c in dataset.columns)
    assert dataset.to_frame().values.tolist() == frame.values.tolist()
