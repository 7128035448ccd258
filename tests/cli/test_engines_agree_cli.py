"""One command, one answer, whatever the row engine: ``anonymize``, ``check``, ``measure`` and ``audit`` print the
same lines and the same JSON document (keys and figures) on memory, DuckDB and Spark for the same table. The
memory engine is the reference; only what is not a figure of the release may differ (the engine's name, seconds,
the output folder, a report's id), and the attack test, which attacks rows: an out-of-core engine keeps counts and
says that it did not run it. An engine whose library (or Java, for Spark) is missing is skipped."""

from __future__ import annotations

import importlib.util
import json
import re
import shutil

import pytest

from privdesk.app.projects.bundled_samples import hospital_sample_paths
from privdesk.cli.main import main

ENGINES = ["memory", "duckdb", "spark"]
OPTIONS = {"spark": ["--spark-master", "local[2]"]}  # as CI runs it
QIS = "sex,birth_date,zip_code,admission_date"
VOLATILE = re.compile(r"(^|/)(engine|seconds|written|report_id|out|attack_test)(/|$)")
"""JSON paths that say how a run went, not what it found: they may differ between engines."""


def available(engine: str) -> bool:
    library = {"duckdb": "duckdb", "spark": "pyspark"}.get(engine)
    if library and importlib.util.find_spec(library) is None:
        return False
    return engine != "spark" or shutil.which("java") is not None


def normalized(text: str, engine: str, folder) -> list[str]:
    """The printed lines with what may differ between engines replaced: seconds, folders, ids, the engine."""
    text = text.replace(str(folder), "<folder>").replace(f"{engine} engine", "<engine> engine")
    text = re.sub(r"\d+\.\d+ s\b", "<t> s", text)
    text = re.sub(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", "<id>", text)
    text = re.sub(r"^Attack test.*\n(  .*\n)*", "<attack test>\n", text, flags=re.M)
    return text.splitlines()


def flattened(document, prefix: str = "") -> dict:
    if isinstance(document, dict):
        return {k: v for key, value in document.items() for k, v in flattened(value, f"{prefix}/{key}").items()}
    if isinstance(document, list):
        return {k: v for i, value in enumerate(document) for k, v in flattened(value, f"{prefix}/{i}").items()}
    return {prefix: document}


def run(capsys, arguments: list[str], engine: str, folder) -> tuple[int, list[str], dict]:
    """(exit code, printed lines, --json document) of a command on ``engine``, its outputs under ``folder``."""
    engine_arguments = ["--engine", engine, *OPTIONS.get(engine, [])]
    code = main([*arguments, *engine_arguments])
    lines = normalized(capsys.readouterr().out, engine, folder)
    assert main([*arguments, *engine_arguments, "--json"]) == code
    return code, lines, json.loads(capsys.readouterr().out)


def same_answer(got: tuple, expected: tuple, engine: str) -> None:
    assert got[0] == expected[0]
    assert got[1] == expected[1]
    got_document, expected_document = flattened(got[2]), flattened(expected[2])
    assert {k for k in got_document if not VOLATILE.search(k)} == {k for k in expected_document
                                                                    if not VOLATILE.search(k)}
    assert ("attack_test" in got[2]) == ("attack_test" in expected[2])
    assert got[2]["engine"] == engine and expected[2]["engine"] == "memory"
    for key, value in expected_document.items():
        if VOLATILE.search(key):
            continue
        if isinstance(value, float):
            assert got_document[key] == pytest.approx(value, rel=1e-9, abs=1e-12), key
        else:
            assert got_document[key] == value, key


COMMANDS = ["anonymize", "check", "measure", "audit"]


def arguments_of(command: str, folder, release) -> list[str]:
    sample = hospital_sample_paths()
    out = ["--out", str(folder / "out")]
    if command == "anonymize":  # a project: identifiers dropped, hierarchies, k and l, risk settings
        return ["anonymize", str(sample.project), "--format", "parquet", "--report", *out]
    if command == "check":
        return ["check", str(release), "--qi", QIS, "--sensitive", "diagnosis", "--k", "5", "--l", "2",
                "--t", "0.5", "--sampling-fraction", "0.1"]
    if command == "measure":
        return ["measure", str(sample.data), str(release), "--qi", QIS, "--sensitive", "diagnosis"]
    return ["audit", str(release), "--qi", QIS, "--sensitive", "diagnosis", "--k", "5", "--l", "2",
            "--sampling-fraction", "0.1", *out]


@pytest.fixture(scope="module")
def release(tmp_path_factory):
    """The hospital project's release, written by the memory engine as CSV: what check, measure and audit read."""
    folder = tmp_path_factory.mktemp("release")
    assert main(["anonymize", str(hospital_sample_paths().project), "--engine", "memory", "--format", "csv",
                 "--out", str(folder), "--json"]) == 0
    return folder / "anonymized.csv"


@pytest.mark.slow
@pytest.mark.parametrize("command", COMMANDS)
@pytest.mark.parametrize("engine", ENGINES[1:])
def test_a_command_prints_the_same_lines_and_json_on_every_engine(engine, command, release, tmp_path, capsys):
    if not available(engine):
        pytest.skip(f"the {engine} engine's library (or Java) is not installed here")
    capsys.readouterr()
    expected = run(capsys, arguments_of(command, tmp_path / "memory", release), "memory", tmp_path / "memory")
    got = run(capsys, arguments_of(command, tmp_path / engine, release), engine, tmp_path / engine)
    assert expected[1], "the command printed nothing"
    same_answer(got, expected, engine)
