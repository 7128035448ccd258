"""check_all: the dict behind ``privdesk check --json`` on SPEC §1.3's release and on small edge cases."""

from __future__ import annotations

import json
import math

import pandas as pd
import pytest

from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.models import check_all
from tests.conftest import REPO

SPEC_EXAMPLE = REPO / "resources" / "samples" / "spec_example"


def spec_release() -> Dataset:
    frame = pd.read_csv(SPEC_EXAMPLE / "released.csv", sep=";", dtype=str, keep_default_na=False)
    return Dataset.from_frame(frame)


def test_spec_release_report():
    hierarchy = Hierarchy.read_csv(SPEC_EXAMPLE / "hierarchy_Disease.csv", "Disease")
    report = check_all(spec_release(), ["ZIPCode", "Age"], ["Salary", "Disease"], hierarchies={"Disease": hierarchy})
    assert (report["rows"], report["classes"], report["suppressed"], report["k"]) == (9, 3, 0, 3)
    salary, disease = report["sensitive"]["Salary"], report["sensitive"]["Disease"]
    assert round(salary["t_ordered"], 4) == 0.3750          # Salary is an integer column: ordered distance
    assert "t_hierarchical" not in salary
    assert "t_ordered" not in disease                      # a string column has no value order
    assert round(disease["t_hierarchical"], 4) == 0.4444
    # Every class holds 3 different values once each: α = 1/3, l = 3, entropy l = 2^log2(3) = 3, (c,2): 1/2.
    for name in ("Salary", "Disease"):
        entry = report["sensitive"][name]
        assert entry["alpha"] == pytest.approx(1 / 3) and entry["l_distinct"] == 3
        assert entry["l_entropy"] == pytest.approx(3.0) and entry["recursive_c"] == pytest.approx(0.5)
        assert math.isinf(entry["delta_disclosure_strict"])  # no class holds every value of the table
        # over the values present: each is 1/3 of its class and 1/9 of the table, |ln 3| (ARX, pycanon)
        assert entry["delta_disclosure"] == pytest.approx(math.log(3), abs=1e-12)
    # Salary: each value is 1/9 of the table and 1/3 of its class: β = (1/3 − 1/9)/(1/9) = 2 ≤ −ln(1/9) = 2.197.
    assert salary["beta_basic"] == pytest.approx(2.0) and salary["beta_enhanced"] == pytest.approx(2.0)
    assert "delta_presence" not in report and "alpha_ijkm" not in report
    assert isinstance(report["k"], int) and isinstance(salary["l_distinct"], int)
    json.dumps(report)                                     # plain Python numbers throughout


def test_rows_with_every_qi_starred_are_suppressed_and_join_no_class():
    frame = pd.DataFrame({"A": ["x", "x", "y", "y", "*", "*"], "B": ["1", "1", "2", "2", "*", "3"],
                          "S": ["a", "b", "a", "b", "a", "a"]})
    report = check_all(Dataset.from_frame(frame), ["A", "B"], ["S"])
    # Row 5 (*, *) is suppressed; row 6 (*, 3) is a class of its own.
    assert (report["rows"], report["classes"], report["suppressed"], report["k"]) == (6, 3, 1, 1)


def test_a_table_without_qis_is_one_class():
    frame = pd.DataFrame({"S": ["a", "b", "b"]})
    report = check_all(Dataset.from_frame(frame), [], ["S"])
    assert (report["classes"], report["suppressed"], report["k"]) == (1, 0, 3)
    assert report["sensitive"]["S"]["t_equal"] == 0.0 and report["sensitive"]["S"]["delta_disclosure"] == 0.0
