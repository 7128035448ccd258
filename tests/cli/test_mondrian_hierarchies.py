"""Mondrian with hierarchies from the command line (issue 30, item 7): its intervals and sets are measured as what they
are, a ``*`` above a hierarchy's several top labels is the top level, and the release is re-checked, never blamed on
the input. Random tables (hypothesis) and the two Adult reproductions."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pycanon import anonymity as pycanon

from privdesk.app.measure import measure_release
from privdesk.cli.main import main
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.search.mondrian import mondrian
from tests.conftest import shared_data

ZIPS = ["47677", "47602", "47678", "47905", "47909", "48012"]
WARDS = list("abcdef")
ADULT_NOT_LEVELS = "local recoding into intervals and sets (age)"


def released_frame(out: Path) -> pd.DataFrame:
    return pd.read_csv(out / "anonymized.csv", dtype=str, keep_default_na=False, sep=None, engine="python",
                       encoding="utf-8-sig")


def write_hierarchy(path: Path, rows: list[list[str]]) -> str:
    path.write_text("".join(";".join(r) + "\n" for r in rows), encoding="utf-8")
    return str(path)


@st.composite
def runs(draw):
    rows = draw(st.integers(12, 70))
    rng = np.random.default_rng(draw(st.integers(0, 2**31)))
    k = draw(st.integers(2, 5))
    l = draw(st.sampled_from([None, 2]))
    frame = pd.DataFrame({"age": rng.integers(18, 80, rows).astype(str), "zip": rng.choice(ZIPS, rows),
                          "ward": rng.choice(WARDS, rows), "disease": rng.choice(["flu", "ulcer", "cancer"], rows)})
    frame.loc[:1, "disease"] = ["flu", "ulcer"]  # the whole table is 2-diverse
    qis = draw(st.lists(st.sampled_from(["age", "zip", "ward"]), min_size=1, max_size=3, unique=True))
    with_hierarchy = draw(st.lists(st.sampled_from(qis), unique=True))
    return frame, qis, with_hierarchy, k, l


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(runs())
def test_mondrian_with_hierarchies_runs_and_rechecks(run):
    frame, qis, with_hierarchy, k, l = run
    with tempfile.TemporaryDirectory() as folder:
        folder = Path(folder)
        frame.to_csv(folder / "data.csv", index=False)
        hierarchies = {
            "age": [[str(a), f"{a // 10 * 10}-{a // 10 * 10 + 9}", "18-79" if a < 50 else "50-79", "*"]
                    for a in range(18, 80)],
            "zip": [[z, z[:4] + "*", z[:3] + "**", "*****"] for z in ZIPS],
            "ward": [[w, "abc" if w in "abc" else "def"] for w in WARDS],   # two top labels: Mondrian adds '*'
        }
        flags = []
        for name in with_hierarchy:
            flags += ["--hierarchy", f"{name}=" + write_hierarchy(folder / f"{name}.csv", hierarchies[name])]
        if l is not None:
            flags += ["--l", str(l), "--sensitive", "disease"]
        out = folder / "out"
        args = ["anonymize", str(folder / "data.csv"), "--qi", ",".join(qis), "--k", str(k), "--algorithm",
                "mondrian", "--threshold", "1", "--report", "--out", str(out), *flags]
        assert main(args) == 0, args
        release = released_frame(out)
        assert pycanon.k_anonymity(release, qis) >= k
        if l is not None:
            assert pycanon.l_diversity(release, qis, ["disease"]) >= l
        record = json.loads((out / "report.json").read_text(encoding="utf-8"))
        assert set(record["measures"]["entropy_utility"]["after"]) == set(qis)
        # the re-check of the written release, with the same hierarchies, agrees
        check = ["check", str(out / "anonymized.csv"), "--qi", ",".join(qis), "--k", str(k), *flags]
        assert main(check) == 0, check


def adult_run(tmp_path, qis: str) -> tuple[int, Path]:
    out = tmp_path / "out"
    code = main(["anonymize", str(shared_data("arx", "adult.csv")), "--qi", qis, "--k", "5", "--algorithm",
                 "mondrian", "--hierarchy", f"age={shared_data('arx', 'adult_hierarchy_age.csv')}",
                 "--hierarchy", f"education={shared_data('arx', 'adult_hierarchy_education.csv')}",
                 "--report", "--out", str(out)])
    return code, out


def test_adult_age_intervals_beside_education_labels(tmp_path):
    """Once: "class 336's released value covers 0 rows" — age's intervals were read as age-hierarchy labels."""
    code, out = adult_run(tmp_path, "age,sex,race,education")
    assert code == 0
    assert pycanon.k_anonymity(released_frame(out), ["age", "sex", "race", "education"]) >= 5
    utility = json.loads((out / "report.json").read_text(encoding="utf-8"))["measures"]["utility"]
    assert utility["transformation"].startswith(ADULT_NOT_LEVELS) and "whd" not in utility


def test_adult_every_qi_with_a_hierarchy(tmp_path):
    """Once: "released values are not a generalization of their original value in the hierarchy" (detect_levels on
    age's intervals, for WHD)."""
    code, out = adult_run(tmp_path, "age,education")
    assert code == 0
    record = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert record["measures"]["utility"]["transformation"].startswith(ADULT_NOT_LEVELS)
    # the entropy of age after is that of its intervals: each class covers the rows inside its [min, max]
    entropy = record["measures"]["entropy_utility"]
    assert 0 < entropy["after"]["age"] < entropy["before"]["age"]


def test_a_star_above_several_top_labels_is_the_top_level():
    """ward's hierarchy tops out at 'abc' and 'def'; with k = 4 Mondrian releases one class '*' above them, which the
    given hierarchy lacks: it is measured as the top level (the hierarchy has nothing higher), so WHD equals that of
    the 'abc'/'def' release (k = 2), while the entropy, which reads covers, tells them apart: one class covering all
    4 rows → 0 bits; two classes of 2 rows each covering 2 → −2 · (2/4) log2(2/4) = 1 bit."""
    wards = Hierarchy.from_rows([[w, "abc" if w in "abc" else "def"] for w in WARDS])
    sexes = Hierarchy.from_rows([["F", "*"], ["M", "*"]])
    hierarchies = {"ward": wards, "sex": sexes}
    original = Dataset.from_frame(pd.DataFrame({"ward": list("abde"), "sex": ["F"] * 4,
                                                "disease": ["flu", "ulcer"] * 2}))
    documents = {}
    for k, expected in ((4, ["*"] * 4), (2, ["abc", "abc", "def", "def"])):
        released = mondrian(original, ["ward", "sex"], k=k, hierarchies=hierarchies).released
        assert released.to_frame()["ward"].tolist() == expected
        documents[k] = measure_release(original, released, ["ward", "sex"], ["disease"], hierarchies=hierarchies)
        assert documents[k]["utility"]["transformation"] == {"ward": 1, "sex": 0}
    assert documents[4]["utility"]["whd"] == documents[2]["utility"]["whd"]
    assert documents[4]["entropy_utility"]["after"]["ward"] == pytest.approx(0.0)
    assert documents[2]["entropy_utility"]["after"]["ward"] == pytest.approx(1.0)


def test_a_hierarchy_lacking_an_original_value_is_still_named():
    """Measuring intervals as intervals must not hide a hierarchy that does not fit the original."""
    wards = Hierarchy.from_rows([[w, "abc" if w in "abc" else "def"] for w in "abcde"])
    original = Dataset.from_frame(pd.DataFrame({"ward": list("abdf"), "disease": ["flu", "ulcer"] * 2}))
    with pytest.raises(InputError, match=r"the hierarchy has no row for 1 value\(s\) of the column: 'f'"):
        measure_release(original, original, ["ward"], ["disease"], hierarchies={"ward": wards})
