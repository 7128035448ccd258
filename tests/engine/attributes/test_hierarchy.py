"""Hierarchy: ARX file import/export, validation messages, binding to data columns (docs/design.md, SPEC §4–6)."""

from __future__ import annotations

import json
import os

import numpy as np
import pandas as pd
import pytest

from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from tests.conftest import shared_data

# Row count and distinct labels per level, as ../shared/data/arx/SOURCE.md describes the files (test2 and test
# counts not listed there were counted by hand from the files).
ARX_HIERARCHIES = {
    "adult_hierarchy_age.csv": (100, [100, 20, 10, 5, 1]),
    "adult_hierarchy_education.csv": (16, [16, 5, 3, 1]),
    "adult_hierarchy_marital-status.csv": (7, [7, 2, 1]),
    "adult_hierarchy_native-country.csv": (41, [41, 5, 1]),
    "adult_hierarchy_occupation.csv": (14, [14, 3, 1]),
    "adult_hierarchy_race.csv": (5, [5, 1]),
    "adult_hierarchy_salary-class.csv": (2, [2, 1]),
    "adult_hierarchy_sex.csv": (2, [2, 1]),
    "adult_hierarchy_workclass.csv": (8, [8, 3, 1]),
    "test_hierarchy_age.csv": (100, [100, 2, 1]),
    "test_hierarchy_gender.csv": (2, [2, 1]),
    "test_hierarchy_zipcode.csv": (10_000, [10_000, 1_000, 100, 10, 1, 1]),
    "test2_hierarchy_Age.csv": (9, [9, 3, 1]),
    "test2_hierarchy_Disease.csv": (6, [6, 2, 2, 1]),
    "test2_hierarchy_ZIPCode.csv": (9, [9, 3, 2, 1, 1, 1]),
}


def column(name: str, cells: list[str]) -> object:
    return Dataset.from_frame(pd.DataFrame({name: cells})).column(name)


# ----- reading ARX's files --------------------------------------------------------------------------------------------


def test_every_arx_hierarchy_file_is_listed_here():
    folder = shared_data("arx")
    assert {p.name for p in folder.glob("*hierarchy*.csv")} == set(ARX_HIERARCHIES)


@pytest.mark.parametrize("name", sorted(ARX_HIERARCHIES))
def test_arx_hierarchy_reads_with_documented_shape(name):
    rows, distinct = ARX_HIERARCHIES[name]
    hierarchy = Hierarchy.read_csv(shared_data("arx", name))
    assert hierarchy.n_rows == rows
    assert hierarchy.levels == len(distinct) == hierarchy.depth == hierarchy.height + 1
    assert [len(labels) for labels in hierarchy.labels] == distinct
    assert hierarchy.matrix.shape == (len(distinct), rows)
    assert hierarchy.matrix.dtype == np.int32
    # The codes decode back to the table's cells, level by level.
    for level in range(hierarchy.levels):
        assert list(hierarchy.labels[level][hierarchy.matrix[level]]) == list(hierarchy.rows[:, level])


@pytest.mark.parametrize("name", sorted(ARX_HIERARCHIES))
def test_arx_hierarchy_levels_are_functions(name):
    """Checked independently of the implementation: each label has one parent in the raw table."""
    frame = pd.DataFrame(Hierarchy.read_csv(shared_data("arx", name)).rows)
    for level in range(frame.shape[1] - 1):
        assert frame.groupby(level)[level + 1].nunique().max() == 1


def test_arx_hierarchy_rows_match_the_file_text():
    path = shared_data("arx", "test2_hierarchy_ZIPCode.csv")
    hierarchy = Hierarchy.read_csv(path)
    first_line = path.read_text().splitlines()[0]
    assert list(hierarchy.rows[0]) == first_line.split(";")
    assert list(hierarchy.rows[0]) == ["47677", "4767*", "476**", "47***", "4****", "*****"]


def test_disease_top_label_is_not_a_star():
    hierarchy = Hierarchy.read_csv(shared_data("arx", "test2_hierarchy_Disease.csv"))
    assert list(hierarchy.labels[-1]) == ["respiratory&digestive disease"]
    assert hierarchy.height == 3  # SPEC §4: hierarchical distance uses height 3


def test_labels_are_in_first_appearance_order():
    hierarchy = Hierarchy.read_csv(shared_data("arx", "test2_hierarchy_Age.csv"))
    assert list(hierarchy.labels[0]) == ["29", "22", "27", "43", "52", "47", "30", "36", "32"]
    assert list(hierarchy.labels[1]) == ["[20,30[", ">=40", "[30,40["]


@pytest.mark.parametrize("name", sorted(ARX_HIERARCHIES))
def test_arx_file_round_trip(name, tmp_path):
    path = shared_data("arx", name)
    hierarchy = Hierarchy.read_csv(path)
    target = tmp_path / name
    hierarchy.to_csv(target)
    assert Hierarchy.read_csv(target) == hierarchy
    # ARX's files need no quoting, so the export is the file itself with LF line ends.
    assert target.read_text(encoding="utf-8").splitlines() == path.read_text(encoding="utf-8").splitlines()


# ----- file format details --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("raw", [
    b"a;x;*\r\nb;x;*\r\nc;y;*\r\n",        # CRLF
    b"a;x;*\nb;x;*\nc;y;*",                # LF, no newline after the last row
    b"\xef\xbb\xbfa;x;*\nb;x;*\nc;y;*\n",  # UTF-8 with BOM
    b"a;x;*\n\nb;x;*\nc;y;*\n\n",          # blank lines
])
def test_line_ends_bom_and_blank_lines(raw, tmp_path):
    path = tmp_path / "h.csv"
    path.write_bytes(raw)
    hierarchy = Hierarchy.read_csv(path)
    assert hierarchy.rows.tolist() == [["a", "x", "*"], ["b", "x", "*"], ["c", "y", "*"]]


def test_cells_that_need_quoting_round_trip(tmp_path):
    rows = [["a;1", 'say "hi"', "*"], ["b", "line\nbreak", "*"], ["c", "plain", "*"]]
    hierarchy = Hierarchy.from_rows(rows)
    text = hierarchy.to_csv_text()
    assert text.splitlines()[0] == '"a;1";"say ""hi""";*'
    assert "c;plain;*" in text.splitlines()  # no quotes where none are needed
    path = tmp_path / "quoted.csv"
    hierarchy.to_csv(path)
    assert Hierarchy.read_csv(path).rows.tolist() == rows


def test_non_ascii_values_round_trip(tmp_path):
    hierarchy = Hierarchy.from_rows([["北京", "华北", "*"], ["天津", "华北", "*"], ["Zürich", "Europa", "*"]])
    path = tmp_path / "cities.csv"
    hierarchy.to_csv(path)
    assert Hierarchy.read_csv(path) == hierarchy


def test_export_is_atomic(tmp_path, monkeypatch):
    path = tmp_path / "h.csv"
    path.write_text("old;*\n", encoding="utf-8")
    hierarchy = Hierarchy.from_rows([["a", "*"], ["b", "*"]])

    def failing_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", failing_replace)
    with pytest.raises(OSError):
        hierarchy.to_csv(path)
    assert path.read_text(encoding="utf-8") == "old;*\n"
    assert [p.name for p in tmp_path.iterdir()] == ["h.csv"]  # no temporary file left behind
    monkeypatch.undo()
    hierarchy.to_csv(path)
    assert Hierarchy.read_csv(path) == hierarchy
    assert [p.name for p in tmp_path.iterdir()] == ["h.csv"]


# ----- validation messages --------------------------------------------------------------------------------------------


def test_empty_file(tmp_path):
    path = tmp_path / "empty.csv"
    path.write_bytes(b"\r\n\r\n")
    with pytest.raises(InputError, match="empty") as error:
        Hierarchy.read_csv(path)
    assert "empty.csv" in str(error.value)


def test_missing_file_names_it(tmp_path):
    with pytest.raises(InputError, match="not found") as error:
        Hierarchy.read_csv(tmp_path / "nowhere.csv")
    assert "nowhere.csv" in str(error.value)


def test_rows_of_unequal_depth_name_both_rows(tmp_path):
    path = tmp_path / "ragged.csv"
    path.write_text("a;x;y;*\nb;x;y;*\nc;x;*\n", encoding="utf-8")
    with pytest.raises(InputError) as error:
        Hierarchy.read_csv(path)
    message = str(error.value)
    assert "ragged.csv" in message
    assert "row 3" in message and "3 levels" in message and "row 1 has 4" in message
    assert error.value.row == 3


def test_row_numbers_are_file_lines_even_after_blank_lines(tmp_path):
    path = tmp_path / "gaps.csv"
    path.write_text("a;x;*\n\n\nb;*\n", encoding="utf-8")
    with pytest.raises(InputError) as error:
        Hierarchy.read_csv(path)
    assert error.value.row == 4


def test_duplicate_value_names_value_and_both_rows():
    with pytest.raises(InputError) as error:
        Hierarchy.from_rows([["a", "x", "*"], ["b", "x", "*"], ["a", "y", "*"]])
    message = str(error.value)
    assert "'a'" in message and "row 3" in message and "row 1" in message


def test_level_that_is_not_a_function_names_labels_and_level(tmp_path):
    path = tmp_path / "tangled.csv"
    path.write_text("1;[0,5[;young;*\n2;[0,5[;young;*\n6;[5,10[;young;*\n7;[5,10[;old;*\n", encoding="utf-8")
    with pytest.raises(InputError) as error:
        Hierarchy.read_csv(path)
    message = str(error.value)
    assert "'[5,10['" in message and "'young'" in message and "'old'" in message
    assert "level 1" in message and "level 2" in message
    assert "row 3" in message and error.value.row == 4
    assert "tangled.csv" in message


def test_same_label_on_different_levels_is_fine():
    hierarchy = Hierarchy.from_rows([["a", "*", "*"], ["b", "*", "*"]])
    assert [len(labels) for labels in hierarchy.labels] == [2, 1, 1]


def test_dataframe_and_array_input_give_the_same_hierarchy():
    rows = [["a", "x", "*"], ["b", "y", "*"]]
    assert Hierarchy.from_rows(pd.DataFrame(rows)) == Hierarchy.from_rows(np.array(rows, dtype=object))
    assert Hierarchy.from_rows(rows) != Hierarchy.from_rows([["a", "x", "*"], ["b", "x", "*"]])


# ----- binding to a data column ---------------------------------------------------------------------------------------


def test_bind_and_generalize_test2_zipcodes():
    hierarchy = Hierarchy.read_csv(shared_data("arx", "test2_hierarchy_ZIPCode.csv"))
    data = pd.read_csv(shared_data("arx", "test2.csv"), sep=";", dtype=str)
    zipcodes = Dataset.from_frame(data).column("ZIPCode")
    bound = hierarchy.bind(zipcodes)
    assert bound.shape == (6, len(zipcodes.values)) and bound.dtype == np.int32
    # Independent expectation: look each cell up in the raw table.
    lookup = {row[0]: row for row in hierarchy.rows.tolist()}
    for level in range(hierarchy.levels):
        expected = [lookup[cell][level] for cell in data["ZIPCode"]]
        assert list(hierarchy.generalize(zipcodes, level)) == expected
        assert list(hierarchy.labels[level][bound[level][zipcodes.codes]]) == expected
    assert list(hierarchy.generalize(zipcodes, 2)[:3]) == ["476**", "476**", "476**"]


def test_bind_follows_the_column_code_order_not_the_file_order():
    hierarchy = Hierarchy.from_rows([["30", "old", "*"], ["10", "young", "*"], ["20", "young", "*"]])
    ages = column("age", ["20", "30", "10", "20"])  # integer column: codes in numeric order 10, 20, 30
    assert list(ages.values) == ["10", "20", "30"]
    bound = hierarchy.bind(ages)
    assert list(hierarchy.labels[1][bound[1]]) == ["young", "young", "old"]
    assert list(hierarchy.generalize(ages, 1)) == ["young", "old", "young", "young"]


def test_adult_ages_all_bind():
    hierarchy = Hierarchy.read_csv(shared_data("arx", "adult_hierarchy_age.csv"))
    frame = pd.read_csv(shared_data("arx", "adult.csv"), sep=";", dtype=str, usecols=["age"])
    ages = Dataset.from_frame(frame).column("age")
    assert hierarchy.uncovered_values(ages) == []
    generalized = hierarchy.generalize(ages, 3)
    assert len(generalized) == len(frame)
    assert set(generalized) <= set(hierarchy.labels[3])
    first_age = int(frame["age"].iloc[0])
    assert generalized[0] == hierarchy.rows[first_age - 1, 3]  # rows are ages 1..100 in order


def test_lacking_values_are_named_with_a_limit():
    hierarchy = Hierarchy.from_rows([["a", "*"], ["b", "*"]], attribute="letter")
    letters = column("letter", ["a", "b"] + [f"z{i:02d}" for i in range(13)])
    assert hierarchy.uncovered_values(letters) == [f"z{i:02d}" for i in range(13)]
    with pytest.raises(InputError) as error:
        hierarchy.bind(letters)
    message = str(error.value)
    assert "'z00'" in message and "'z09'" in message and "'z10'" not in message
    assert "and 3 more" in message and "13 value(s)" in message
    assert error.value.column == "letter"
    with pytest.raises(InputError):
        hierarchy.validate_against(letters)


def test_lacking_values_name_the_hierarchy_file(tmp_path):
    path = tmp_path / "sex.csv"
    path.write_text("male;*\nfemale;*\n", encoding="utf-8")
    hierarchy = Hierarchy.read_csv(path)
    with pytest.raises(InputError) as error:
        hierarchy.bind(column("sex", ["male", "Male"]))
    assert "sex.csv" in str(error.value) and "'Male'" in str(error.value)


def test_missing_category_needs_a_row_for_a_missing_token():
    cells = ["a", "", "b", "NA"]  # "" and "NA" are both missing: one category, value None
    letters = column("letter", cells)
    assert letters.values[-1] is None
    without = Hierarchy.from_rows([["a", "x", "*"], ["b", "x", "*"]])
    assert without.uncovered_values(letters) == [None]
    with pytest.raises(InputError, match=r"\(missing\)"):
        without.bind(letters)
    with_row = Hierarchy.from_rows([["a", "x", "*"], ["b", "x", "*"], ["", "unknown", "*"]])
    assert with_row.uncovered_values(letters) == []
    assert list(with_row.generalize(letters, 1)) == ["x", "unknown", "x", "unknown"]
    # The caller can pass the source's own missing tokens.
    custom = Hierarchy.from_rows([["a", "*"], ["b", "*"], ["?", "*"]])
    assert custom.uncovered_values(letters, missing_tokens=("?",)) == []
    assert custom.uncovered_values(letters, missing_tokens=("-",)) == [None]


def test_generalize_rejects_a_level_that_does_not_exist():
    hierarchy = Hierarchy.from_rows([["a", "*"], ["b", "*"]])
    with pytest.raises(InputError, match="levels 0 to 1"):
        hierarchy.generalize(column("c", ["a"]), 2)


# ----- share of rows, project JSON ------------------------------------------------------------------------------------


def test_share_of_rows_counts_hierarchy_rows():
    hierarchy = Hierarchy.read_csv(shared_data("arx", "adult_hierarchy_workclass.csv"))
    shares = hierarchy.share_of_rows(1)
    frame = pd.DataFrame(hierarchy.rows)
    expected = frame[1].value_counts() / len(frame)
    assert dict(zip(hierarchy.labels[1], shares)) == pytest.approx(expected.to_dict())
    assert hierarchy.share_of_rows(0) == pytest.approx(np.full(8, 1 / 8))
    assert list(hierarchy.share_of_rows(hierarchy.height)) == [1.0]


def test_share_of_rows_age_bands():
    hierarchy = Hierarchy.read_csv(shared_data("arx", "adult_hierarchy_age.csv"))
    # ARX's file holds ages 1..100 in bands of five (its band "0-4" holds 1..5), so every band has 5 of 100 rows.
    assert hierarchy.share_of_rows(1) == pytest.approx(np.full(20, 0.05))
    assert hierarchy.share_of_rows(3) == pytest.approx(np.full(5, 0.2))


def test_to_dict_from_dict_round_trip_through_json():
    hierarchy = Hierarchy.from_rows([["1", "[0, 5[", "*"], ["7", "[5, 10[", "*"]], attribute="age",
                                    builder={"kind": "intervals", "width": 5})
    restored = Hierarchy.from_dict(json.loads(json.dumps(hierarchy.to_dict())))
    assert restored == hierarchy
    assert restored.attribute == "age"
    assert restored.builder == {"kind": "intervals", "width": 5}


def test_from_dict_rejects_damaged_entries():
    with pytest.raises(InputError, match="rows"):
        Hierarchy.from_dict({"attribute": "age"})
    with pytest.raises(InputError, match="row 2"):
        Hierarchy.from_dict({"rows": [["a", "*"], ["b"]]})


def test_rows_are_read_only():
    hierarchy = Hierarchy.from_rows([["a", "*"], ["b", "*"]])
    with pytest.raises(ValueError):
        hierarchy.rows[0, 0] = "changed"
    with pytest.raises(ValueError):
        hierarchy.matrix[0, 0] = 1
