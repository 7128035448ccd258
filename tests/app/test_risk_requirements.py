"""Risk thresholds as requirements of the searches: a release PrivDesk writes passes its own
report. Oracles: the report's risk assessment (``assess_risk``) of the written release, and hand-computed class
sizes; hypothesis runs random tables and settings through the command line."""

from __future__ import annotations

import json

import numpy as np
import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from privdesk.app.anonymize import anonymize
from privdesk.app.record.verdict import Verdict, VerdictEntry
from privdesk.app.settings import Settings
from privdesk.cli.main import main
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.classes import release_partition
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.metrics.risk import RiskSettings, assess_risk
from privdesk.engine.models.requirements import Requirement
from privdesk.engine.models.risk_threshold import achieved, cell_size, risk_thresholds, table_holds
from tests.conftest import shared_data


@pytest.mark.parametrize("threshold, size", [(0.05, 20), (0.2, 5), (1 / 3, 3), (0.33, 4), (0.09, 12), (1.0, 1),
                                             (0.075, 14)])
def test_the_class_size_of_a_threshold(threshold, size):
    """1/size ≤ θ (relative 1e-9, as the report compares): 0.33 and 0.09 are 1/3 and 1/11 rounded down."""
    assert cell_size(threshold) == size


def test_the_conditions_of_the_report_settings():
    assert risk_thresholds(RiskSettings()) == [Requirement("risk-maximum", 0.05)]
    assert risk_thresholds(RiskSettings(threshold=1.0)) == []
    assert risk_thresholds(RiskSettings(release_model="non-public", threshold=0.1)) == \
        [Requirement("risk-average", 0.1), Requirement("risk-maximum", 0.33)]
    assert risk_thresholds(RiskSettings(threshold=0.2, at_risk_limit=0.01)) == \
        [Requirement("risk-maximum", 0.2), Requirement("records-at-risk", 0.2, limit=0.01)]


def test_the_suppressed_records_count_as_a_class():
    """Classes of 20 and 3 suppressed records: the report's highest risk is 1/3, so θ = 0.05 fails."""
    maximum = Requirement("risk-maximum", 0.05)
    assert not table_holds(maximum, np.array([20, 25]), 3)
    assert table_holds(maximum, np.array([20, 25]), 20) and table_holds(maximum, np.array([20, 25]), 0)
    average = Requirement("risk-average", 0.05)   # (2 classes + the suppressed one) / 48 records = 0.0625
    assert achieved(average, np.array([20, 25]), 3) == pytest.approx(3 / 48) and not table_holds(
        average, np.array([20, 25]), 3)
    at_risk = Requirement("records-at-risk", 0.1, limit=0.1)   # 3 of 48 records above 0.1: 6.25% ≤ 10%
    assert achieved(at_risk, np.array([20, 25]), 3) == pytest.approx(3 / 48) and table_holds(
        at_risk, np.array([20, 25]), 3)


def _table(rows: list[tuple[int, str]]) -> Dataset:
    frame = pd.DataFrame(rows, columns=["age", "sex"]).astype(str)
    return Dataset.from_frame(frame).retyped("age", "integer")


def _age_hierarchy(data: Dataset) -> Hierarchy:
    values = [str(v) for v in data.column("age").values]
    return Hierarchy.from_rows([[v, f"{int(v) // 10 * 10}-{int(v) // 10 * 10 + 9}", "*"] for v in values],
                               attribute="age")


SEXES = Hierarchy.from_rows([["F", "*"], ["M", "*"]], attribute="sex")


@pytest.mark.parametrize("algorithm", ["optimal", "mondrian"])
@pytest.mark.parametrize("risk", [RiskSettings(threshold=0.1), RiskSettings(release_model="non-public",
                                                                             threshold=0.05),
                                  RiskSettings(threshold=0.1, at_risk_limit=0.0)])
def test_every_search_meets_the_risk_threshold_with_a_weaker_k(algorithm, risk):
    rng = np.random.default_rng(7)
    rows = [(int(a), s) for a, s in zip(rng.integers(20, 70, 400), rng.choice(["F", "M"], 400))]
    data = _table(rows)
    settings = Settings(["age", "sex"], [], [Requirement("k-anonymity", 2)],
                        hierarchies={"age": _age_hierarchy(data), "sex": SEXES}, algorithm=algorithm,
                        suppression=0.05 if algorithm == "optimal" else 0.0, risk=risk)
    result, _ = anonymize(data, settings)
    assessment = assess_risk(release_partition(result.released, settings.qis), risk)
    assert assessment.passed                                  # the report's own judgement
    if risk.at_risk_limit is not None:
        assert assessment.records_at_risk <= risk.at_risk_limit
    if risk.release_model.uses_maximum:
        assert "bound the result" in result.details["binding"]  # 2-anonymity alone allows classes of 2


def test_adult_k5_with_the_report_defaults_passes_its_own_report(tmp_path, capsys):
    """The issue's first reproduction: 5-anonymity with 5% suppression and the report's default threshold
    (public, 0.05). Either exit 1, or a release whose report passes; here the search finds classes of ≥ 20."""
    folder = tmp_path / "hierarchies"
    folder.mkdir()
    for path in shared_data("arx").glob("adult_hierarchy_*.csv"):
        (folder / path.name).write_bytes(path.read_bytes())
    out = tmp_path / "out"
    code = main(["anonymize", str(shared_data("arx", "adult.csv")), "--qi", "age,education,marital-status,sex",
                 "--hierarchies", str(folder), "--k", "5", "--suppression", "0.05", "--report", "--out", str(out)])
    printed = capsys.readouterr().out
    assert code == 0
    record = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert record["verdict"]["passed"] and record["risk"]["passed"] and record["risk"]["maximum"] <= 0.05
    assert "bound the result" in printed and "20 records" in printed
    assert str(out / "report.xlsx") in printed and str(out / "anonymized.csv") in printed


@st.composite
def runs(draw):
    n = draw(st.integers(30, 120))
    seed = draw(st.integers(0, 10_000))
    rng = np.random.default_rng(seed)
    rows = [(int(a), s) for a, s in zip(rng.integers(18, 90, n), rng.choice(["F", "M"], n))]
    k = draw(st.integers(1, 6))
    model = draw(st.sampled_from(["public", "non-public"]))
    threshold = draw(st.sampled_from([0.05, 0.1, 0.2, 0.33, 0.5]))
    suppression = draw(st.sampled_from([0.0, 0.05, 0.2]))
    algorithm = draw(st.sampled_from(["optimal", "mondrian"]))
    return rows, k, model, threshold, suppression, algorithm


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(runs())
def test_a_release_written_with_exit_0_has_a_passing_report(tmp_path_factory, run):
    rows, k, model, threshold, suppression, algorithm = run
    folder = tmp_path_factory.mktemp("run")
    data = _table(rows)
    pd.DataFrame(rows, columns=["age", "sex"]).to_csv(folder / "data.csv", index=False)
    if algorithm == "optimal":  # Mondrian releases age as ranges (its report then measures them without one)
        _age_hierarchy(data).to_csv(folder / "age.csv")
    SEXES.to_csv(folder / "sex.csv")
    out = folder / "out"
    code = main(["anonymize", str(folder / "data.csv"), "--qi", "age,sex", "--hierarchies", str(folder),
                 "--k", str(k), "--suppression", str(suppression), "--algorithm", algorithm,
                 "--release-model", model, "--threshold", str(threshold), "--report", "--out", str(out)])
    assert code in (0, 1)
    if code == 0:
        record = json.loads((out / "report.json").read_text(encoding="utf-8"))
        assert record["verdict"]["passed"] and record["risk"]["passed"]
    else:
        assert not (out / "anonymized.csv").exists()


def test_the_verdict_round_trips_through_json_with_infinity_as_a_string():
    verdict = Verdict((VerdictEntry("model", "delta-disclosure", "δ", 1.0, float("inf"), False, "Fails."),
                       VerdictEntry("risk", "risk", "r", 0.05, 0.02, True, "Passes.")))
    document = json.loads(json.dumps(verdict.to_dict(), allow_nan=False))
    assert document["entries"][0]["achieved"] == "inf" and document["passed"] is False
    assert Verdict.from_dict(document) == verdict
