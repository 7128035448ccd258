"""`measure --engine duckdb` with a weight column (sdcMicro's individual risk) or a population table (link matching,
the journalist and marketer figures, k-map): the pairs stay in DuckDB, the weights are summed per class there and the
population is grouped in its file, and the document equals the memory engine's figure for figure. Random small
tables with missing and suppressed cells; the memory engine is the reference, and the sdcMicro example (printed
digits of sdcMicro's tests) checks both."""

from __future__ import annotations

import json

import numpy as np
import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from privdesk.cli import engine as cli_engine
from privdesk.cli.main import main

LABELS = {"a": ["1-2", "3-4", "5-6", "*", ""], "b": ["x", "y", "*", ""]}
"""Released labels of the two QIs: '*' a suppressed cell, '' a missing one."""


@pytest.fixture(autouse=True)
def pairs_stay_in_duckdb(monkeypatch):
    """On DuckDB no pair of rows and no row per record comes into memory (``measured_pair``, ``repeated``)."""
    from privdesk.engine.rows import memory

    def no_pairs(args, names):
        if args.engine == "duckdb":
            raise AssertionError("the pairs came into memory")
        return None

    def no_grouped_repeat(dataset):
        assert memory.records_of(dataset) is None, "grouped rows were repeated as records"
        return dataset

    monkeypatch.setattr(cli_engine, "measured_pair", no_pairs)
    monkeypatch.setattr(memory, "repeated", no_grouped_repeat)


def _write(path, columns: dict) -> str:
    pd.DataFrame(columns).to_csv(path, index=False)
    return str(path)


def _documents(capsys, arguments: list[str]) -> dict:
    documents = {}
    for engine in ("memory", "duckdb"):
        code = main([*arguments, "--engine", engine, "--json"])
        captured = capsys.readouterr()
        documents[engine] = (code, json.loads(captured.out) if code in (0, 1) else captured.err)
        if code in (0, 1):
            assert documents[engine][1].pop("engine") == engine
    return documents


releases = st.integers(1, 25).flatmap(lambda n: st.tuples(
    st.lists(st.sampled_from(LABELS["a"]), min_size=n, max_size=n),
    st.lists(st.sampled_from(LABELS["b"]), min_size=n, max_size=n),
    st.lists(st.sampled_from(["p", "q", "r"]), min_size=n, max_size=n),
    st.lists(st.one_of(st.integers(1, 40).map(lambda w: w / 4), st.floats(0.01, 1e4)), min_size=n, max_size=n)))
populations = st.lists(st.tuples(st.sampled_from(LABELS["a"]), st.sampled_from(LABELS["b"])), min_size=1,
                       max_size=40)


def _tables(tmp_path, release, population=None) -> list[str]:
    a, b, s, w = release
    n = len(a)
    original = _write(tmp_path / "o.csv", {"a": [str(i % 7) for i in range(n)], "b": b, "s": s, "w": w})
    released = _write(tmp_path / "r.csv", {"a": a, "b": b, "s": s, "w": w})
    files = [original, released]
    if population is not None:
        files.append(_write(tmp_path / "p.csv", {"a": [x for x, _ in population], "b": [y for _, y in population]}))
    return files


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(releases)
def test_the_weight_columns_individual_risk_on_duckdb_equals_the_memory_engines(tmp_path, capsys, release):
    original, released = _tables(tmp_path, release)
    documents = _documents(capsys, ["measure", original, released, "--qi", "a,b", "--sensitive", "s",
                                    "--weight-column", "w"])
    assert documents["duckdb"] == documents["memory"]
    assert "individual_risk" in documents["memory"][1]["population_risk"]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(releases, populations)
def test_the_population_tables_figures_on_duckdb_equal_the_memory_engines(tmp_path, capsys, release, population):
    original, released, table = _tables(tmp_path, release, population)
    documents = _documents(capsys, ["measure", original, released, "--qi", "a,b", "--sensitive", "s",
                                    "--population", table, "--sampling-fraction", "0.5", "--weight-column", "w"])
    assert documents["duckdb"] == documents["memory"]
    if documents["memory"][0] in (0, 1):
        assert "population_table_rows" in documents["memory"][1]["population_risk"]


def test_weights_of_any_float_give_the_same_bits_on_both_engines(tmp_path, capsys):
    """Weights whose sums round: each is summed in exact parts (``WeightParts``), so DuckDB's order of adding a
    class's weights does not matter and the figures are the memory engine's to the bit."""
    rng = np.random.default_rng(7)
    n = 300
    release = (list(rng.choice(LABELS["a"], n)), list(rng.choice(LABELS["b"], n)), ["p"] * n,
               list(np.round(rng.uniform(0.1, 90.0, n), 7)))
    original, released = _tables(tmp_path, release)
    documents = _documents(capsys, ["measure", original, released, "--qi", "a,b", "--sensitive", "s",
                                    "--weight-column", "w"])
    assert documents["duckdb"] == documents["memory"]
    assert documents["duckdb"][1]["population_risk"]["individual_risk"]["maximum"] > 0


@pytest.mark.parametrize("bad, row", [("-1", 4), ("abc", 3), ("", 5), ("0", 6), ("inf", 2)])
def test_a_bad_weight_is_refused_with_its_row_on_both_engines(tmp_path, capsys, bad, row):
    weights = ["1", "2", "3", "4", "5"]
    weights[row - 2] = bad
    release = (["1-2"] * 5, ["x"] * 5, ["p"] * 5, weights)
    original, released = _tables(tmp_path, release)
    documents = _documents(capsys, ["measure", original, released, "--qi", "a,b", "--sensitive", "s",
                                    "--weight-column", "w"])
    assert documents["duckdb"] == documents["memory"]
    assert documents["duckdb"][0] == 2 and f"row {row}" in documents["duckdb"][1]


def test_the_sdcmicro_example_with_missing_keys_on_duckdb(tmp_path, capsys):
    """sdcMicro tests/testthat/test_indivRisk.R "with missing" (the table of test_individual_risk_missing.py): a
    missing key value matches any value; the figures are sdcMicro's printed risks, on both engines."""
    from tests.engine.metrics.test_individual_risk_missing import NA, WEIGHT, A, B, C

    text = {name: ["" if v == NA else str(v) for v in column] for name, column in zip("ABC", (A, B, C))}
    path = _write(tmp_path / "t.csv", {**text, "w": [str(w) for w in WEIGHT]})
    documents = _documents(capsys, ["measure", path, path, "--qi", "A,B,C", "--sensitive", "w",
                                    "--weight-column", "w"])
    assert documents["duckdb"] == documents["memory"]
    risk = documents["duckdb"][1]["population_risk"]["individual_risk"]
    printed = [0.013698630, 0.085791288, 0.010554090, 0.032466112, 0.009836066, 0.009836066, 0.039316254,
               0.005973716]
    assert risk["maximum"] == pytest.approx(max(printed), abs=5e-9)
    assert risk["expected_reidentifications"] == pytest.approx(sum(printed), abs=4e-8)
    assert risk["mean"] == pytest.approx(sum(printed) / len(printed), abs=5e-9)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(releases, populations)
def test_check_on_duckdb_with_a_population_table_and_weights_equals_the_memory_engine(tmp_path, capsys, release,
                                                                                      population):
    _original, released, table = _tables(tmp_path, release, population)
    documents = _documents(capsys, ["check", released, "--qi", "a,b", "--sensitive", "s", "--population", table,
                                    "--delta-max", "0.9", "--weight-column", "w", "--sampling-fraction", "0.5"])
    assert documents["duckdb"] == documents["memory"]


def test_audit_on_duckdb_with_a_population_table_and_weights_equals_the_memory_engine(tmp_path, capsys):
    release = (["1-2", "1-2", "3-4", "3-4", "", "*", "5-6"], ["x", "x", "y", "", "y", "*", "x"], list("pqpqpqp"),
               [1.5, 2, 3.25, 4, 1, 2, 8])
    population = [("1-2", "x")] * 3 + [("3-4", "y")] * 4 + [("5-6", "x"), ("", "y"), ("3-4", "")]
    _original, released, table = _tables(tmp_path, release, population)
    arguments = ["audit", released, "--qi", "a,b", "--sensitive", "s", "--population", table, "--delta-max", "0.9",
                 "--weight-column", "w", "--sampling-fraction", "0.5", "--json"]
    outcomes, records = {}, {}
    for engine in ("memory", "duckdb"):
        code = main([*arguments, "--engine", engine, "--out", str(tmp_path / engine)])
        outcomes[engine] = (code, json.loads(capsys.readouterr().out))
        records[engine] = json.loads((tmp_path / engine / "report.json").read_text())
    assert outcomes["duckdb"][0] == outcomes["memory"][0]
    assert outcomes["duckdb"][1]["population_risk"] == outcomes["memory"][1]["population_risk"]
    assert "individual_risk" in outcomes["duckdb"][1]["population_risk"]
    for key in ("data", "classes", "model_figures", "population_risk", "verdict", "result", "files"):
        assert records["duckdb"][key] == records["memory"][key], key
    assert "delta_presence" in records["duckdb"]["model_figures"]
