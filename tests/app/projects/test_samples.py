"""The bundled hospital sample: reproducible, all text, internally consistent, realistically spread."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest

from privdesk.app.projects.samples import (
    HOSPITAL_COLUMNS,
    HOSPITAL_DISEASE_LEVELS,
    HOSPITAL_LEVEL_ALPHAS,
    HOSPITAL_PHYSICIAN_LEVELS,
    HOSPITAL_WARDS,
    generate_hospital,
)

ROOT = Path(__file__).resolve().parents[3]
COLUMNS = ["patient_id", "name", "sex", "birth_date", "zip_code", "admission_date", "ward", "diagnosis",
           "physician", "length_of_stay", "cost"]


@pytest.fixture(scope="module")
def table() -> pd.DataFrame:
    return generate_hospital()


def _age(frame: pd.DataFrame) -> pd.Series:
    birth = pd.to_datetime(frame["birth_date"], format="%Y-%m-%d")
    adm = pd.to_datetime(frame["admission_date"], format="%Y-%m-%d")
    before_birthday = (adm.dt.month < birth.dt.month) | ((adm.dt.month == birth.dt.month) & (adm.dt.day < birth.dt.day))
    return adm.dt.year - birth.dt.year - before_birthday.astype(int)


def test_same_seed_same_bytes(table):
    assert generate_hospital().to_csv() == table.to_csv()
    assert generate_hospital(300, seed=7).to_csv() == generate_hospital(300, seed=7).to_csv()


def test_different_seed_differs(table):
    assert generate_hospital(seed=2025).to_csv() != table.to_csv()


def test_same_bytes_in_another_process_hash_seed_locale_and_time_zone(table):
    code = ("import hashlib; from privdesk.app.projects.samples import generate_hospital; "
            "print(hashlib.sha256(generate_hospital().to_csv(index=False).encode()).hexdigest())")
    env = dict(os.environ, PYTHONHASHSEED="12345", TZ="Asia/Shanghai", LC_ALL="C",
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == hashlib.sha256(table.to_csv(index=False).encode()).hexdigest()


def test_shape_columns_and_all_text(table):
    assert list(table.columns) == COLUMNS == HOSPITAL_COLUMNS
    assert len(table) == 5000
    assert len(generate_hospital(123, seed=1)) == 123
    assert len(generate_hospital(0)) == 0
    assert all(isinstance(v, str) for col in table.columns for v in table[col].tolist())


def test_formats(table):
    assert table["patient_id"].is_unique
    assert table["patient_id"].str.fullmatch(r"P\d{6}").all()
    assert table["name"].str.fullmatch(r"[A-Z][a-z]+ [A-Z][a-z]+").all()
    assert set(table["sex"]) == {"F", "M"}
    assert table["birth_date"].str.fullmatch(r"\d{4}-\d{2}-\d{2}").all()
    assert table["admission_date"].str.fullmatch(r"\d{4}-\d{2}-\d{2}").all()
    assert table["zip_code"].str.fullmatch(r"47[6-9]\d{2}").all()
    assert table["length_of_stay"].str.fullmatch(r"[1-9]\d*").all()
    assert table["cost"].str.fullmatch(r"\d+\.\d{2}").all()
    assert table["physician"].str.fullmatch(r"Dr\. [A-Z][a-z]+").all()


def test_dates_and_ages(table):
    adm = pd.to_datetime(table["admission_date"], format="%Y-%m-%d")
    birth = pd.to_datetime(table["birth_date"], format="%Y-%m-%d")
    assert adm.min() >= pd.Timestamp("2023-01-01") and adm.max() <= pd.Timestamp("2024-12-31")
    assert (adm > birth).all()
    assert adm.is_monotonic_increasing
    age = _age(table)
    assert age.min() == 0 and age.max() <= 99
    assert (age == 0).sum() >= 50                      # newborns and infants present
    assert 45 <= age.median() <= 75
    assert (age >= 65).mean() > (age < 16).mean() * 3  # skewed old


def test_ward_rules(table):
    age = _age(table)
    ped = table["ward"] == "Pediatrics"
    assert (age[ped] < 16).all()
    assert (ped[age < 16]).mean() > 0.6                # children go mostly to Pediatrics
    mat = table["ward"] == "Maternity"
    assert (table.loc[mat, "sex"] == "F").all()
    assert age[mat].between(16, 50).all()
    assert set(table["ward"]) == set(HOSPITAL_WARDS) and len(HOSPITAL_WARDS) == 8


def test_diagnosis_consistent_with_ward_and_sex(table):
    by_ward = table.groupby("ward")["diagnosis"].unique().to_dict()
    assert set(by_ward["Infectious Diseases"]) == {"HIV", "Hepatitis B", "Tuberculosis", "Influenza"}
    assert set(by_ward["Maternity"]) == {"Childbirth", "Pregnancy Complication"}
    assert set(by_ward["Pediatrics"]) == {"Bronchiolitis", "Appendicitis", "Asthma"}
    # each diagnosis belongs to exactly one ward, each physician to exactly one ward
    assert (table.groupby("diagnosis")["ward"].nunique() == 1).all()
    assert (table.groupby("physician")["ward"].nunique() == 1).all()
    assert table.groupby("ward")["physician"].nunique().between(2, 3).all()
    breast = table[table["diagnosis"] == "Breast Cancer"]
    assert (breast["sex"] == "F").mean() > 0.95
    assert 18 <= table["diagnosis"].nunique() <= 30


def test_stay_and_cost(table):
    los = table["length_of_stay"].astype(int)
    cost = table["cost"].astype(float)
    assert (los >= 1).all() and (cost > 0).all()
    assert los.mean() > los.median()                   # right-skewed
    per_day = (cost / los).groupby(table["ward"]).median()
    assert per_day.min() > 500 and per_day.max() < 20000
    assert cost.corr(los) > 0.6                        # roughly proportional to the stay


def test_zip_codes_spread(table):
    counts = table["zip_code"].value_counts()
    assert counts.size >= 30
    assert set(table["zip_code"].str[:3]) == {"476", "478", "479"}
    assert counts.iloc[0] > 5 * counts.iloc[-1]        # unevenly popular


def test_names_consistent_with_sex(table):
    first = table["name"].str.split(" ").str[0]
    assert not (set(first[table["sex"] == "F"]) & set(first[table["sex"] == "M"]))
    assert first.nunique() > 80 and table["name"].str.split(" ").str[1].nunique() > 80


@pytest.mark.parametrize("levels, column", [(HOSPITAL_DISEASE_LEVELS, "diagnosis"),
                                            (HOSPITAL_PHYSICIAN_LEVELS, "physician")])
def test_level_tables_cover_every_value_once(table, levels, column):
    flat = [v for level in levels for v in level]
    assert 4 <= len(levels) <= 6 and all(levels)
    assert len(flat) == len(set(flat))
    assert set(flat) == set(table[column])
    assert sorted(HOSPITAL_LEVEL_ALPHAS) == list(range(1, len(levels) + 1))


def test_level_alphas_loosen_with_level():
    alphas = [HOSPITAL_LEVEL_ALPHAS[k] for k in sorted(HOSPITAL_LEVEL_ALPHAS)]
    assert alphas == sorted(alphas) and all(0 < a < 1 for a in alphas)
    assert HOSPITAL_DISEASE_LEVELS[0][:3] == ["HIV", "Hepatitis B", "Tuberculosis"]
