"""pycanon 1.3.6 as an independent oracle where its definitions are the textbook ones (SPEC §4).

Compared: k, (α,k)'s α, distinct l, t-closeness (pycanon uses the ordered distance for numeric columns and the equal
distance for string columns, so each attribute is compared with the matching PrivDesk distance), basic β-likeness
and δ-disclosure (pycanon and ARX count the values present in a class, as PrivDesk's ``delta_disclosure`` does; the
strict variant over every table value is inf whenever a class lacks a value and equal otherwise).
Entropy l is only checked up to pycanon's flooring. Recursive (c,l) and enhanced β differ by definition and are
tested on hand-computed tables (test_model_l_diversity.py, test_model_beta_likeness.py).

pycanon needs a 0..n−1 RangeIndex and drops rows with a missing QI, so the generated tables have no missing values.
With several sensitive attributes pycanon returns the max (α, t, β, δ) or min (l) over them; PrivDesk's per-attribute
results are reduced the same way. Tolerance 1e-9 for real values.
"""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pycanon import anonymity as pycanon

from privdesk.engine.core.dataset import Dataset
from privdesk.engine.models import k_anonymity
from privdesk.engine.models import release_partition, sensitive_checks
from tests.conftest import shared_data

TOLERANCE = 1e-9
MAX_CLASSES = 30
"""Bound on the QI domain product of generated tables: pycanon loops over classes in Python and would dominate the
suite's runtime with hundreds of classes."""


def privdesk_results(frame: pd.DataFrame, qis: list[str], sensitive: list[str], numeric: set[str]) -> dict:
    """PrivDesk's numbers for a frame, read the way the app reads a file (text cells, typed columns)."""
    types = {name: ("decimal" if name in numeric else "string") for name in sensitive}
    data = Dataset.from_frame(frame.astype(str), types=types)
    classes = release_partition(data, qis)
    results = {"k": k_anonymity(classes).value, "sensitive": {}}
    for name in sensitive:
        column = data[name]
        checks = sensitive_checks(classes, column)
        counts = classes.value_counts(column.codes, len(column.values))
        checks["m"] = int(np.count_nonzero(counts.sum(axis=0)))
        results["sensitive"][name] = checks
    return results


def assert_agrees_with_pycanon(frame: pd.DataFrame, qis: list[str], sensitive: list[str], numeric: set[str]) -> dict:
    """Compare every model pycanon defines the textbook way; returns PrivDesk's results for further checks."""
    ours = privdesk_results(frame, qis, sensitive, numeric)
    per = ours["sensitive"]

    def worst(key: str, reduce=max) -> float:
        return reduce(per[name][key].value for name in sensitive)

    assert ours["k"] == pycanon.k_anonymity(frame, qis)
    alpha, k = pycanon.alpha_k_anonymity(frame, qis, sensitive)
    assert k == ours["k"]
    assert worst("alpha") == pytest.approx(alpha, abs=TOLERANCE)
    assert worst("l_distinct", min) == pycanon.l_diversity(frame, qis, sensitive)
    assert worst("beta_basic") == pytest.approx(pycanon.basic_beta_likeness(frame, qis, sensitive), abs=TOLERANCE)
    assert worst("delta_disclosure") == pytest.approx(pycanon.delta_disclosure(frame, qis, sensitive),
                                                      abs=TOLERANCE)
    for name in sensitive:       # the strict δ: pycanon's number when every class holds every value, else inf
        strict, present = per[name]["delta_disclosure_strict"].value, per[name]["delta_disclosure"].value
        assert strict == present or math.isinf(strict)

    # pycanon's ordered distance divides by m − 1: a numeric column holding one value is compared by hand (t = 0).
    single = [name for name in sensitive if name in numeric and per[name]["m"] == 1]
    for name in single:
        assert per[name]["t_ordered"].value == 0.0
    compared = [name for name in sensitive if name not in single]
    if compared:
        t_ours = max(per[name]["t_ordered" if name in numeric else "t_equal"].value for name in compared)
        assert t_ours == pytest.approx(pycanon.t_closeness(frame, qis, compared), abs=TOLERANCE)

    # pycanon floors min over classes of e^H (natural log), which is 2^H (bits): allow for rounding at integers.
    floored = pycanon.entropy_l_diversity(frame, qis, sensitive)
    smallest = worst("l_entropy", min)
    assert floored in {math.floor(smallest - 1e-9), math.floor(smallest + 1e-9)}
    return ours


@st.composite
def tables(draw):
    """Random tables: 1–6 QIs, 1–3 sensitive attributes (numeric or string), skewed or uniform, 1–2,000 rows."""
    n_rows = draw(st.integers(1, 2000))
    domains = draw(st.lists(st.integers(1, 5), min_size=1, max_size=6))
    while math.prod(domains) > MAX_CLASSES:
        domains[domains.index(max(domains))] -= 1
    sensitive = draw(st.lists(st.tuples(st.booleans(), st.integers(1, 6), st.sampled_from(["uniform", "skewed",
                                                                                          "one dominant"])),
                              min_size=1, max_size=3))
    qi_shape = draw(st.sampled_from(["uniform", "skewed"]))
    rng = np.random.default_rng(draw(st.integers(0, 2**32 - 1)))

    def column(n_values: int, shape: str) -> np.ndarray:
        if shape == "uniform":
            weights = np.ones(n_values)
        elif shape == "skewed":
            weights = 1.0 / np.arange(1, n_values + 1) ** 2
        else:
            weights = np.r_[20.0, np.ones(n_values - 1)]
        return rng.choice(n_values, size=n_rows, p=weights / weights.sum())

    data = {f"Q{j}": column(size, qi_shape) for j, size in enumerate(domains)}
    numeric = set()
    for j, (is_numeric, n_values, shape) in enumerate(sensitive):
        values = column(n_values, shape)
        if is_numeric:
            data[f"S{j}"] = values * 10 + 5               # numbers whose text order differs from their order
            numeric.add(f"S{j}")
        else:
            data[f"S{j}"] = np.array([f"v{v}" for v in range(n_values)], dtype=object)[values]
    frame = pd.DataFrame(data)
    return frame, [f"Q{j}" for j in range(len(domains))], [f"S{j}" for j in range(len(sensitive))], numeric


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tables())
def test_random_tables_agree_with_pycanon(table):
    frame, qis, sensitive, numeric = table
    assert_agrees_with_pycanon(frame, qis, sensitive, numeric)


STUDENTS_QIS = ["Teacher", "Gender", "Ethnic", "Freeredu", "wesson"]


@pytest.mark.parametrize("name", ["StudentsMath_Score", "StudentsMath_Score_k2", "StudentsMath_Score_k5",
                                  "StudentsMath_Score_k7"])
def test_pycanon_students_files_agree(name):
    frame = pd.read_csv(shared_data("pycanon", f"{name}.csv"))
    assert pd.api.types.is_numeric_dtype(frame["Score"])     # pycanon: ordered distance for Score
    assert_agrees_with_pycanon(frame, STUDENTS_QIS, ["Score"], {"Score"})


def test_arx_adult_agrees():
    frame = pd.read_csv(shared_data("arx", "adult.csv"), sep=";")
    sensitive = ["salary-class", "occupation"]                 # strings: equal distance
    ours = assert_agrees_with_pycanon(frame, ["sex", "age", "race"], sensitive, set())["sensitive"]["occupation"]
    # Small age classes lack most occupations: the textbook δ-disclosure is inf while pycanon's stays finite.
    assert math.isinf(ours["delta_disclosure_strict"].value) and math.isfinite(ours["delta_disclosure"].value)


@pytest.mark.parametrize("name, qis, sensitive, numeric, least_k", [
    ("adult_anonymized_3", ["age", "education", "occupation", "relationship", "sex", "native-country"],
     ["salary-class"], set(), 3),
    ("drugs_k5", ["Age", "Sex", "BP", "Cholesterol", "Na_to_K"], ["Drug"], set(), 5),
    ("hospital_anonymized", ["age", "gender", "city"], ["disease"], set(), 2),
])
def test_pycanon_anonymized_files_agree(name, qis, sensitive, numeric, least_k):
    frame = pd.read_csv(shared_data("pycanon", f"{name}.csv"), dtype=str, keep_default_na=False)
    ours = assert_agrees_with_pycanon(frame, qis, sensitive, numeric)
    assert ours["k"] >= least_k  # the files were published as k-anonymous releases
