"""`privdesk anonymize --engine duckdb`: the out-of-core run from the command line."""

from __future__ import annotations

import json

import pandas as pd
from pycanon import anonymity as pycanon

from privdesk.app.projects.bundled_samples import hospital_sample_paths
from privdesk.cli.main import main


def test_the_hospital_project_runs_out_of_core_and_its_release_meets_its_models(tmp_path, capsys):
    out = tmp_path / "release"
    assert main(["anonymize", str(hospital_sample_paths().project), "--engine", "duckdb", "--out", str(out),
                 "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["engine"] == "duckdb" and (out / "summary.json").exists()
    frame = pd.read_parquet(out / "anonymized.parquet").astype(str)
    assert "patient_id" not in frame.columns and "name" not in frame.columns  # identifiers dropped
    qis = ["sex", "birth_date", "zip_code", "admission_date"]
    kept = frame[~(frame[qis] == "*").all(axis=1)].reset_index(drop=True)
    assert len(frame) - len(kept) == summary["suppressed"]
    k = next(e["achieved"] for e in summary["verdict"]["entries"] if e["requirement"] == "k-anonymity")
    assert pycanon.k_anonymity(kept, qis) == k >= 5
    assert pycanon.l_diversity(kept, qis, ["diagnosis"]) >= 2


def test_a_strategy_the_out_of_core_engine_lacks_is_refused_in_one_line(tmp_path, capsys):
    source = tmp_path / "t.csv"
    source.write_text("a,b\n1,x\n1,y\n2,x\n2,y\n")
    code = main(["anonymize", str(source), "--qi", "a", "--k", "2", "--algorithm", "mondrian", "--engine", "duckdb",
                 "--out", str(tmp_path / "out")])
    assert code == 2
    assert "cannot run the mondrian search" in capsys.readouterr().err


def test_check_gives_the_same_k_and_verdict_on_duckdb_as_in_memory(tmp_path, capsys):
    """`check --engine duckdb` against `check` in memory (and pycanon's k) on a release with suppressed rows."""
    out = tmp_path / "release"
    assert main(["anonymize", str(hospital_sample_paths().project), "--engine", "duckdb", "--out", str(out),
                 "--format", "csv"]) == 0
    capsys.readouterr()
    qis = ["sex", "birth_date", "zip_code", "admission_date"]
    reports = {}
    for engine, k in (("memory", "5"), ("duckdb", "5"), ("duckdb", "100000")):
        code = main(["check", str(out / "anonymized.csv"), "--qi", ",".join(qis), "--k", k, "--engine", engine,
                     "--json"])
        reports[engine, k] = (code, json.loads(capsys.readouterr().out))
    memory, duckdb = reports["memory", "5"][1], reports["duckdb", "5"][1]
    assert [memory[key] for key in ("rows", "classes", "suppressed", "k")] == \
        [duckdb[key] for key in ("rows", "classes", "suppressed", "k")]
    frame = pd.read_csv(out / "anonymized.csv", dtype=str, keep_default_na=False)
    kept = frame[~(frame[qis] == "*").all(axis=1)].reset_index(drop=True)
    assert duckdb["k"] == pycanon.k_anonymity(kept, qis)
    assert reports["duckdb", "5"][0] == reports["memory", "5"][0] == 0
    assert duckdb["verdict"] == memory["verdict"]
    assert reports["duckdb", "100000"][0] == 1  # a k the release does not meet: exit 1


def test_check_on_duckdb_gives_the_models_over_sensitive_values_as_in_memory(tmp_path, capsys):
    """Every model's figures and the requirement checks from the file's counts (class x value triples) equal the
    memory engine's, δ-presence against a population table grouped in its file too."""
    source = tmp_path / "t.csv"
    source.write_text("a,b,c\n1,x,3\n1,y,4\n2,x,3\n2,y,10\n2,x,\n1,z,4\n")
    arguments = ["check", str(source), "--qi", "a", "--sensitive", "b,c", "--l", "2", "--t", "0.3", "--json"]
    reports = {}
    for engine in ("memory", "duckdb"):
        code = main([*arguments, "--engine", engine])
        reports[engine] = (code, json.loads(capsys.readouterr().out))
    assert reports["duckdb"][0] == reports["memory"][0]
    memory, duckdb = reports["memory"][1], reports["duckdb"][1]
    assert duckdb.pop("engine") == "duckdb" and memory.pop("engine") == "memory"
    assert duckdb == memory
    population = tmp_path / "population.csv"
    population.write_text("a\n1\n1\n1\n2\n2\n2\n2\n3\n")
    presence = {}
    for engine in ("memory", "duckdb"):
        code = main([*arguments, "--population", str(population), "--delta-max", "0.7", "--engine", engine])
        presence[engine] = (code, json.loads(capsys.readouterr().out))
        assert presence[engine][1].pop("engine") == engine
    assert presence["duckdb"] == presence["memory"]
    assert presence["memory"][1]["delta_presence"] == {"min": 0.75, "max": 1.0}  # class 1: 3 of 3; class 2: 3 of 4


def test_measure_gives_the_same_document_on_duckdb_as_in_memory(tmp_path, capsys):
    """`measure --engine duckdb` (rows paired and grouped by DuckDB) against `measure` in memory, figure for figure;
    --usefulness is refused in one line."""
    out = tmp_path / "release"
    assert main(["anonymize", str(hospital_sample_paths().project), "--engine", "memory", "--out", str(out),
                 "--format", "csv"]) == 0
    capsys.readouterr()
    original = str(hospital_sample_paths().data)
    arguments = ["measure", original, str(out / "anonymized.csv"), "--qi", "sex,zip_code,admission_date",
                 "--sensitive", "diagnosis", "--json"]
    documents = {}
    for engine in ("memory", "duckdb"):
        assert main([*arguments, "--engine", engine]) in (0, 1)
        documents[engine] = json.loads(capsys.readouterr().out)
    assert documents["duckdb"].pop("engine") == "duckdb" and documents["memory"].pop("engine") == "memory"
    assert documents["duckdb"] == documents["memory"]
    assert main([*arguments, "--engine", "duckdb", "--usefulness"]) == 2
    assert "use --engine memory" in capsys.readouterr().err


def test_anonymize_on_duckdb_writes_the_audit_report_with_the_in_memory_verdict(tmp_path, capsys):
    project = str(hospital_sample_paths().project)
    for engine in ("memory", "duckdb"):
        assert main(["anonymize", project, "--engine", engine, "--out", str(tmp_path / engine), "--report",
                     "--format", "parquet"]) == 0
    capsys.readouterr()
    records = {engine: json.loads((tmp_path / engine / "report.json").read_text()) for engine in ("memory", "duckdb")}
    assert (tmp_path / "duckdb" / "report.xlsx").exists()
    for key in ("verdict", "classes", "risk", "model_figures", "roles"):
        assert records["duckdb"][key] == records["memory"][key], key


def test_audit_gives_the_same_verdict_and_report_on_duckdb_as_in_memory(tmp_path, capsys):
    """`audit --engine duckdb` of the hospital release: the same exit code and report.json figures as `audit` in
    memory; the inputs it cannot read out of core are refused in one line."""
    out = tmp_path / "release"
    assert main(["anonymize", str(hospital_sample_paths().project), "--engine", "memory", "--out", str(out),
                 "--format", "csv"]) == 0
    capsys.readouterr()
    arguments = ["audit", str(out / "anonymized.csv"), "--qi", "sex,birth_date,zip_code,admission_date",
                 "--sensitive", "diagnosis", "--k", "5", "--l", "2", "--sampling-fraction", "0.1", "--json"]
    codes, records = {}, {}
    for engine in ("memory", "duckdb"):
        codes[engine] = main([*arguments, "--engine", engine, "--out", str(tmp_path / engine)])
        capsys.readouterr()
        records[engine] = json.loads((tmp_path / engine / "report.json").read_text())
    assert codes["duckdb"] == codes["memory"]
    for key in ("data", "classes", "model_figures", "population_risk", "verdict", "result"):
        assert records["duckdb"][key] == records["memory"][key], key
    assert main([*arguments, "--engine", "duckdb", "--out", str(tmp_path / "x"), "--original",
                 str(hospital_sample_paths().data)]) == 2
    assert "use --engine memory" in capsys.readouterr().err


def test_the_first_line_and_the_help_say_which_format_the_release_takes_and_csv_works_on_both_engines(tmp_path,
                                                                                                       capsys):
    """Memory writes the input's format, DuckDB Parquet; the first line says which before the run, --help says
    so, and --format csv gives anonymized.csv on both, with the same rows."""
    source = tmp_path / "t.csv"
    source.write_text("a,b\n" + "".join(f"{i % 3},{i % 2}\n" for i in range(24)))
    releases = {}
    for engine, fmt, expected_file, first in (
            ("memory", None, "anonymized.csv", "release format: CSV, the input's"),
            ("duckdb", None, "anonymized.parquet", "release format: Parquet, the duckdb engine's default"),
            ("memory", "csv", "anonymized.csv", "release format: CSV (--format)"),
            ("duckdb", "csv", "anonymized.csv", "release format: CSV (--format)")):
        out = tmp_path / f"{engine}-{fmt}"
        arguments = ["anonymize", str(source), "--qi", "a", "--identifier", "b", "--k", "2", "--engine", engine,
                     "--out", str(out)]
        assert main(arguments + (["--format", fmt] if fmt else [])) == 0
        stdout = capsys.readouterr().out
        assert stdout.splitlines()[0].startswith(first), stdout
        assert sorted(p.name for p in out.glob("anonymized.*")) == [expected_file]
        if fmt == "csv":
            releases[engine] = sorted(pd.read_csv(out / expected_file, dtype=str)["a"])
    assert releases["memory"] == releases["duckdb"] and len(releases["duckdb"]) == 24
    try:
        main(["anonymize", "--help"])
    except SystemExit:
        pass
    helped = " ".join(capsys.readouterr().out.split())
    assert "Parquet on the duckdb and spark engines" in helped and "--format csv" in helped


def test_measure_population_figures_on_duckdb_count_records_not_grouped_pairs(tmp_path, capsys, monkeypatch):
    """Out of core, measure's pairs of rows stay in DuckDB; the population figures (--sampling-fraction,
    --average-risk) count the released classes' records, as in memory, and no pair comes into memory. Many
    repeated rows would tell grouped pairs from records."""
    from privdesk.cli import engine as cli_engine

    def no_pairs_in_memory(args, names):
        if args.engine == "duckdb":
            raise AssertionError("the pairs came into memory")
        return None

    monkeypatch.setattr(cli_engine, "measured_pair", no_pairs_in_memory)
    rows = ["sex,age,diag"] + ["M,31,a"] * 30 + ["F,40,b"] * 25 + ["F,41,c"] * 3 + ["M,52,a"]
    released = ["sex,age,diag"] + ["M,30-39,a"] * 30 + ["F,40-49,b"] * 25 + ["F,40-49,c"] * 3 + ["M,50-59,a"]
    original, release = tmp_path / "o.csv", tmp_path / "r.csv"
    original.write_text("\n".join(rows) + "\n")
    release.write_text("\n".join(released) + "\n")
    arguments = ["measure", str(original), str(release), "--qi", "sex,age", "--sensitive", "diag",
                 "--sampling-fraction", "0.1", "--average-risk", "0.5", "--json"]
    documents = {}
    for engine in ("memory", "duckdb"):
        code = main([*arguments, "--engine", engine])
        documents[engine] = (code, json.loads(capsys.readouterr().out))
    assert documents["duckdb"][0] == documents["memory"][0]
    memory, duckdb = documents["memory"][1], documents["duckdb"][1]
    assert duckdb.pop("engine") == "duckdb" and memory.pop("engine") == "memory"
    assert "population_risk" in memory
    assert duckdb == memory
