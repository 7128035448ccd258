"""Sensitivity level tables for (αi,k) / (αij,k,m) (SPEC §4–5, seed 003)."""

from __future__ import annotations

import json
import os

import numpy as np
import pandas as pd
import pytest

from privdesk.engine.attributes.sensitivity_levels import SensitivityLevels
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError

# SPEC §5: Disease levels 1 Cancer, HIV; 2 Parkinson; 3 Heart Disease, Diabetes; 4 Viral Infection, Flu; 5 Fever.
# The alphas are example bounds (the spec gives none for this table).
DISEASE_CSV = """1;0.25;Cancer;HIV
2;0.25;Parkinson
3;0.5;Heart Disease;Diabetes
4;0.5;Viral Infection;Flu
5;1;Fever
"""
PHYSICIANS = ["Aaron", "John", "Adonis", "Adam", "Mary", "Anne", "Sam", "Abbott", "Albert"]  # levels 1..9

# The 12 records of SPEC §5 with the levels the spec's table prints next to each value.
RECORDS = [
    ("John", 2, "Parkinson", 2), ("Sam", 7, "Parkinson", 2), ("John", 2, "Cancer", 1), ("Mary", 5, "HIV", 1),
    ("Aaron", 1, "Heart Disease", 3), ("Anne", 6, "Diabetes", 3), ("John", 2, "HIV", 1),
    ("Abbott", 8, "Heart Disease", 3), ("Adonis", 3, "Viral Infection", 4), ("Adam", 4, "Fever", 5),
    ("Adam", 4, "Flu", 4), ("Albert", 9, "Fever", 5),
]


@pytest.fixture
def records() -> Dataset:
    frame = pd.DataFrame([(p, d) for p, _, d, _ in RECORDS], columns=["Physician", "Disease"])
    return Dataset.from_frame(frame)


def test_disease_levels_match_the_spec_table(records):
    table = SensitivityLevels.from_csv_text(DISEASE_CSV, attribute="Disease")
    disease = records.column("Disease")
    per_row = table.level_of(disease)[disease.codes]
    assert per_row.tolist() == [level for *_, level in RECORDS]
    assert table.count == 5
    assert table.levels[0] == ("Cancer", "HIV")
    assert table.alpha(3) == 0.5


def test_physician_levels_match_the_spec_table(records):
    table = SensitivityLevels.from_mapping({name: level for level, name in enumerate(PHYSICIANS, start=1)})
    physician = records.column("Physician")
    assert table.level_of(physician)[physician.codes].tolist() == [level for _, level, *_ in RECORDS]
    assert table.alphas == (1.0,) * 9


def test_value_order_inside_a_level_is_kept(records):
    table = SensitivityLevels.from_csv_text(DISEASE_CSV)
    disease = records.column("Disease")
    order = dict(zip(disease.values, table.order_of(disease)))
    assert order["Cancer"] < order["HIV"] < order["Parkinson"]
    assert order["Heart Disease"] < order["Diabetes"]
    assert order["Viral Infection"] < order["Flu"] < order["Fever"]
    assert table.values[:3] == ["Cancer", "HIV", "Parkinson"]


def test_alpha_per_code(records):
    table = SensitivityLevels.from_csv_text(DISEASE_CSV)
    disease = records.column("Disease")
    alphas = dict(zip(disease.values, table.alpha_of(disease)))
    assert alphas["HIV"] == 0.25 and alphas["Flu"] == 0.5 and alphas["Fever"] == 1.0


def test_mapping_and_csv_build_the_same_table():
    from_csv = SensitivityLevels.from_csv_text(DISEASE_CSV)
    mapping = {"Cancer": 1, "HIV": 1, "Parkinson": 2, "Heart Disease": 3, "Diabetes": 3, "Viral Infection": 4,
               "Flu": 4, "Fever": 5}
    assert SensitivityLevels.from_mapping(mapping, [0.25, 0.25, 0.5, 0.5, 1]) == from_csv
    assert SensitivityLevels.from_mapping(mapping, {1: 0.25, 2: 0.25, 3: 0.5, 4: 0.5, 5: 1}) == from_csv


def test_csv_file_round_trip(tmp_path):
    table = SensitivityLevels.from_csv_text(DISEASE_CSV, attribute="Disease")
    path = tmp_path / "disease_levels.csv"
    table.to_csv(path)
    assert SensitivityLevels.read_csv(path) == table
    assert path.read_text(encoding="utf-8").splitlines()[0] == "1;0.25;Cancer;HIV"
    assert [p.name for p in tmp_path.iterdir()] == ["disease_levels.csv"]


def test_csv_with_bom_crlf_and_trailing_delimiter(tmp_path):
    path = tmp_path / "levels.csv"
    path.write_bytes("\ufeff1;0.5;Krebs;\r\n2;1;Grippe\r\n".encode("utf-8"))
    table = SensitivityLevels.read_csv(path)
    assert table.levels == (("Krebs",), ("Grippe",))


def test_failed_export_keeps_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "levels.csv"
    path.write_text("old", encoding="utf-8")

    def failing_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", failing_replace)
    with pytest.raises(OSError):
        SensitivityLevels.from_csv_text(DISEASE_CSV).to_csv(path)
    assert path.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["levels.csv"]


def test_dict_round_trip_through_json():
    table = SensitivityLevels.from_csv_text(DISEASE_CSV, attribute="Disease")
    restored = SensitivityLevels.from_dict(json.loads(json.dumps(table.to_dict())))
    assert restored == table and restored.attribute == "Disease"


# ----- validation -----------------------------------------------------------------------------------------------------


def test_level_gap_in_file_names_the_row(tmp_path):
    path = tmp_path / "gap.csv"
    path.write_text("1;0.5;a\n3;0.5;b\n", encoding="utf-8")
    with pytest.raises(InputError) as error:
        SensitivityLevels.read_csv(path)
    message = str(error.value)
    assert "gap.csv" in message and "row 2" in message and "level 3" in message and "without gaps" in message


def test_level_gap_in_mapping():
    with pytest.raises(InputError, match="no value has level 2"):
        SensitivityLevels.from_mapping({"a": 1, "b": 3})
    with pytest.raises(InputError, match="whole number"):
        SensitivityLevels.from_mapping({"a": "high"})


@pytest.mark.parametrize("alpha", ["0", "1.5", "-0.2", "abc", "nan", "inf"])
def test_alpha_out_of_range(alpha, tmp_path):
    path = tmp_path / "alpha.csv"
    path.write_text(f"1;0.5;a\n2;{alpha};b\n", encoding="utf-8")
    with pytest.raises(InputError) as error:
        SensitivityLevels.read_csv(path)
    message = str(error.value)
    assert "level 2" in message and "row 2" in message and repr(alpha) in message


def test_alpha_of_one_is_allowed():
    assert SensitivityLevels([["a"]], [1]).alphas == (1.0,)


def test_value_in_two_levels_names_both():
    with pytest.raises(InputError) as error:
        SensitivityLevels.from_csv_text("1;0.5;HIV;Cancer\n2;0.5;Flu\n3;1;Cancer\n")
    message = str(error.value)
    assert "'Cancer'" in message and "level 1" in message and "level 3" in message and "row 3" in message


def test_empty_level():
    with pytest.raises(InputError, match="level 2 has no values"):
        SensitivityLevels.from_csv_text("1;0.5;a\n2;0.5\n3;1;c\n")
    with pytest.raises(InputError, match="empty"):
        SensitivityLevels.from_csv_text("\n")


def test_values_the_table_lacks_are_named(records):
    table = SensitivityLevels.from_csv_text("1;0.5;Cancer;HIV\n2;1;Flu\n", attribute="Disease")
    with pytest.raises(InputError) as error:
        table.level_of(records.column("Disease"))
    message = str(error.value)
    assert "'Parkinson'" in message and "'Fever'" in message and "'Cancer'" not in message
    assert error.value.column == "Disease"


def test_missing_category_is_covered_by_a_missing_token():
    column = Dataset.from_frame(pd.DataFrame({"d": ["HIV", "", "Flu"]})).column("d")
    without = SensitivityLevels([["HIV"], ["Flu"]], [0.5, 1])
    with pytest.raises(InputError, match=r"\(missing\)"):
        without.level_of(column)
    with_token = SensitivityLevels([["HIV"], ["Flu", ""]], [0.5, 1])
    assert with_token.level_of(column)[column.codes].tolist() == [1, 2, 2]
    assert np.issubdtype(with_token.level_of(column).dtype, np.integer)
