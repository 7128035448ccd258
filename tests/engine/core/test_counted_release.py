"""A release given as counts (``engine.counted_release``: its QI groups with their records and each sensitive
attribute's (group, value, records) triples, as an out-of-core engine counts them) gives every figure of the
record the in-memory table of the same records gives: the model checks, the requirement checks, the risk, the
population figures and the sensitivity distance. The oracle is the record-by-record computation on the table
itself (whose model checks are checked against pycanon and ARX elsewhere); the triples are counted here with
pandas, not with privdesk's own grouping."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pandas as pd
import pytest
from hypothesis import given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from privdesk.app.check import requirement_checks
from privdesk.app.record.report_record import build_record
from privdesk.engine.attributes.sensitivity_levels import SensitivityLevels
from privdesk.engine.core.counted_release import CountedAttribute, CountedRelease
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.metrics.risk import ReleaseModel, RiskSettings, assess_risk
from privdesk.engine.models import check_all
from privdesk.engine.models.requirements import Requirement

QI_VALUES = st.sampled_from(["a", "b", "c", "*"])  # rows whose QIs are all '*' are suppressed


def counted(table: Dataset, qis: list[str], apart: list[str]) -> CountedRelease:
    """``table`` as counts: its distinct rows over the attributes not ``apart`` with their records, and those
    ``apart`` as (group, value, records) triples — grouped with pandas over the codes."""
    codes = pd.DataFrame({name: table.column(name).codes for name in table.names})
    kept = [name for name in table.names if name not in apart]  # grouped with the QIs, as a protected attribute
    group = codes.groupby(kept, sort=False).ngroup().to_numpy()
    first = pd.Series(np.arange(table.n_rows)).groupby(group).first().to_numpy()
    records = np.bincount(group)
    groups = Dataset(tuple(replace(table.column(n), codes=table.column(n).codes[first]) for n in kept), len(first),
                     table.source)
    attributes = {}
    for name in apart:
        triples = pd.DataFrame({"g": group, "v": table.column(name).codes}).value_counts().reset_index()
        column = replace(table.column(name), codes=triples["v"].to_numpy())
        attributes[name] = CountedAttribute(column, triples["g"].to_numpy(), triples["count"].to_numpy())
    return CountedRelease(groups, records, attributes)


def assert_close(got, expected, where: str = "") -> None:
    """Equal, numbers to 1e-12 relative (sums of weighted counts may round differently), nested."""
    if isinstance(expected, dict):
        assert isinstance(got, dict) and got.keys() == expected.keys(), where
        for key in expected:
            assert_close(got[key], expected[key], f"{where}.{key}")
    elif isinstance(expected, (list, tuple)):
        assert len(got) == len(expected), where
        for i, (a, b) in enumerate(zip(got, expected)):
            assert_close(a, b, f"{where}[{i}]")
    elif isinstance(expected, float):
        assert got == pytest.approx(expected, rel=1e-12, abs=1e-12), where
    else:
        assert got == expected, where


@st.composite
def tables(draw):
    rows = draw(st.integers(1, 60))
    n_qis = draw(st.integers(1, 3))
    frame = pd.DataFrame({f"q{j}": draw(st.lists(QI_VALUES, min_size=rows, max_size=rows)) for j in range(n_qis)})
    frame["s"] = draw(st.lists(st.sampled_from(["x", "y", "z"]), min_size=rows, max_size=rows))
    frame["n"] = draw(st.lists(st.sampled_from(["1", "2", "5", "40", ""]), min_size=rows, max_size=rows))
    return Dataset.from_frame(frame), [f"q{j}" for j in range(n_qis)]


@given(table=tables(), apart=st.sampled_from([["s", "n"], ["n"], []]), release_model=st.sampled_from(list(ReleaseModel)))
@hypothesis_settings(max_examples=60, deadline=None)
def test_a_release_given_as_counts_has_the_figures_of_its_records(table, apart, release_model):
    dataset, qis = table
    release = counted(dataset, qis, apart)
    assert release.n_rows == dataset.n_rows
    levels = {"s": SensitivityLevels([["x"], ["y", "z"]], [0.5, 1.0], "s")}
    assert_close(check_all(release, qis, ["s", "n"], levels=levels, k=2),
                 check_all(dataset, qis, ["s", "n"], levels=levels, k=2))
    requirements = [Requirement("k-anonymity", 2), Requirement("l-diversity", 2, "s"),
                    Requirement("t-closeness", 0.3, "n"), Requirement("beta-likeness", 1.0, "s")]
    assert_close([c.to_dict() for c in requirement_checks(release, qis, requirements, {})],
                 [c.to_dict() for c in requirement_checks(dataset, qis, requirements, {})])
    risk = RiskSettings(release_model=release_model, threshold=0.3)
    by_counts, by_records = assess_risk(release.partition(qis), risk), assess_risk(
        CountedRelease.of(dataset).partition(qis), risk)
    for field in ("maximum_risk", "average_risk", "records_at_risk", "records_above_cap", "overall_risk",
                  "n_classes", "smallest_class", "suppressed", "verdict"):
        assert getattr(by_counts, field) == getattr(by_records, field), field
    shared = ("data", "classes", "risk", "model_figures", "population_risk", "sensitivity_distance", "verdict")
    got, expected = (build_record(kind="audit", released=r, qis=qis, sensitive=["s", "n"], levels=levels, risk=risk,
                                  now=None, operator="") for r in (release, dataset))
    for key in shared:
        assert_close(got[key], expected[key], key)


@given(table=tables())
@hypothesis_settings(max_examples=30, deadline=None)
def test_the_risk_sample_taken_from_classes_is_the_sorted_record_risks_sample(table):
    from privdesk.app.record.report_record import record_risk_sample

    dataset, qis = table
    assessment = assess_risk(CountedRelease.of(dataset).partition(qis))
    record_risk = assessment.record_risk  # one per record here: the sample as it was taken before
    expected = np.sort(record_risk)[:: max(1, len(record_risk) // 2000)]
    assert record_risk_sample(assessment.class_risk, assessment.class_records) == pytest.approx(expected.tolist())


def test_a_hand_counted_release_by_hand():
    """Two classes (3 and 2 records) and one suppressed record, the sensitive values as triples."""
    groups = Dataset.from_frame(pd.DataFrame({"q": ["a", "b", "*"]}))
    column = Dataset.from_frame(pd.DataFrame({"s": ["x", "y", "x", "y"]})).column("s")
    release = CountedRelease(groups, np.array([3, 2, 1]), {"s": CountedAttribute(
        column, np.array([0, 0, 1, 2]), np.array([2, 1, 2, 1]))})  # a: x x y; b: x x; suppressed: y
    figures = check_all(release, ["q"], ["s"])
    assert (figures["rows"], figures["classes"], figures["suppressed"], figures["k"]) == (6, 2, 1, 2)
    assert figures["sensitive"]["s"]["l_distinct"] == 1  # class b holds x only
    assert figures["sensitive"]["s"]["alpha"] == 1.0
    risk = assess_risk(release.partition(["q"]))
    assert (risk.maximum_risk, risk.average_risk) == (1.0, 3 / 6)
    assert release.value_totals(["q"], "s").tolist() == [4, 2]  # x, y over all records, the suppressed included


def in_group_order(release: CountedRelease) -> CountedRelease:
    """``release`` with each attribute's triples sorted by group in the narrow integers an engine fetches (int32
    groups and records, int16 value codes): the triples whose classes come from runs of groups."""
    attributes = {}
    for name, triples in release.attributes.items():
        order = np.argsort(triples.group, kind="stable")
        column = replace(triples.column, codes=triples.column.codes[order].astype(np.int16))
        attributes[name] = CountedAttribute(column, triples.group[order].astype(np.int32),
                                            triples.counts[order].astype(np.int32))
    return CountedRelease(release.table, release.counts, attributes)


@given(table=tables(), apart=st.sampled_from([["s", "n"], ["n"]]))
@hypothesis_settings(max_examples=60, deadline=None)
def test_triples_in_group_order_have_the_figures_of_the_records(table, apart):
    dataset, qis = table
    release = in_group_order(counted(dataset, qis, apart))
    levels = {"s": SensitivityLevels([["x"], ["y", "z"]], [0.5, 1.0], "s")}
    assert_close(check_all(release, qis, ["s", "n"], levels=levels, k=2),
                 check_all(dataset, qis, ["s", "n"], levels=levels, k=2))
    requirements = [Requirement("l-diversity", 2, "s", variant="entropy"), Requirement("t-closeness", 0.3, "n"),
                    Requirement("delta-disclosure", 1.0, "s")]
    assert_close([c.to_dict() for c in requirement_checks(release, qis, requirements, {})],
                 [c.to_dict() for c in requirement_checks(dataset, qis, requirements, {})])
    got, expected = (build_record(kind="audit", released=r, qis=qis, sensitive=["s", "n"], levels=levels,
                                  now=None, operator="") for r in (release, dataset))
    assert_close(got["sensitivity_distance"], expected["sensitivity_distance"])
    for name in apart:  # the records of each value, every record counted once
        assert release.value_totals(qis, name).tolist() == np.bincount(
            dataset.column(name).codes, minlength=len(dataset.column(name).values)).tolist()


def test_a_release_checked_twice_is_counted_once(monkeypatch):
    """An audit checks a release, then its record checks it again: the sensitive figures of a counted release are
    computed once and are the same both times."""
    import privdesk.engine.models as models

    table = Dataset.from_frame(pd.DataFrame({"q": ["a", "a", "b", "b", "*"], "s": ["x", "y", "x", "x", "y"]}))
    release = in_group_order(counted(table, ["q"], ["s"]))
    calls = []
    checks = models.sensitive_checks
    monkeypatch.setattr(models, "sensitive_checks", lambda *a, **k: calls.append(1) or checks(*a, **k))
    first, second = check_all(release, ["q"], ["s"]), check_all(release, ["q"], ["s"])
    assert first == second == check_all(table, ["q"], ["s"])
    assert len(calls) == 2  # the release once, the table once
