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
from tests.conftest import flattened

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


ENGLISH_NOTES = ["Seen with her son {name}; call {phone} after discharge.",
                 "Patient {name} (MRN ZY{record}) reports chest pain since March 5, 2023.",
                 "Lives at {house} Baker Street, London NW1 6XE; e-mail {email}.",
                 "Stable, BP 140/90 mmHg, metformin 500 mg bid."]


@pytest.fixture(scope="module")
def notes_table(tmp_path_factory):
    """A ward's table whose notes hold Chinese and English spans (names, phones, record numbers, addresses,
    e-mail, dates), some notes repeated on many rows and some missing; the patients' names and phones are also
    identifier columns (found in the notes as their values)."""
    import numpy as np

    from tests.cli.test_free_text_cli import ward_table

    frame, _mobiles, _names = ward_table(rows=240, seed=11)
    rng = np.random.default_rng(3)
    notes = list(frame["病程记录"])
    for i in range(0, len(notes), 3):
        notes[i] = rng.choice(ENGLISH_NOTES).format(
            name=rng.choice(["John Smith", "Mary Jones", "Ahmed Khan"]), phone=f"(555) {rng.integers(200, 999)}-4567",
            record=rng.integers(10 ** 6, 10 ** 7), house=rng.integers(1, 300), email=f"p{i}@example.org")
    for i in range(1, len(notes), 17):
        notes[i] = ""  # missing: released as missing on every engine
    frame["病程记录"] = notes
    frame["诊断"] = frame["诊断"].astype(object)
    frame.loc[frame.index[5::40], "诊断"] = ""  # a missing cell in a column the search leaves as it is
    path = tmp_path_factory.mktemp("notes") / "notes.csv"
    frame.to_csv(path, index=False, encoding="utf-8")
    return path


@pytest.mark.slow
@pytest.mark.parametrize("engine", ENGINES[1:])
def test_free_text_is_redacted_alike_on_every_engine(engine, notes_table, tmp_path, capsys, monkeypatch):
    """The same notes released and the same span counts by kind, whichever engine redacts: the out-of-core
    engines stream the distinct notes in small batches here (7), so that a batch boundary falls in every pass."""
    import pandas as pd

    if not available(engine):
        pytest.skip(f"the {engine} engine's library (or Java) is not installed here")
    monkeypatch.setattr(f"privdesk.engine.rows.{engine}_rows.TEXT_BATCH", 7)
    arguments = ["anonymize", str(notes_table), "--qi", "性别,年龄", "--sensitive", "诊断", "--k", "5", "--l", "2",
                 "--identifier", "姓名,身份证号,手机号,住院号", "--suppression", "0.1", "--threshold", "0.5",
                 "--free-text", "病程记录", "--format", "parquet"]
    capsys.readouterr()
    expected = run(capsys, [*arguments, "--out", str(tmp_path / "memory")], "memory", tmp_path / "memory")
    got = run(capsys, [*arguments, "--out", str(tmp_path / engine)], engine, tmp_path / engine)
    same_answer(got, expected, engine)
    (record,) = expected[2]["details"]["free_text"]
    assert {"name", "mobile", "phone", "email", "address"} <= set(record["spans"]), record  # the table's kinds

    def released(folder) -> list[tuple]:  # rows in any order: an out-of-core engine writes them as it goes
        # strictly: a missing cell is null in Parquet on every engine, never "" on one and null on another
        frame = pd.read_parquet(folder / "anonymized.parquet")
        rows = [tuple(None if pd.isna(v) else str(v) for v in row) for row in frame.itertuples(index=False, name=None)]
        return sorted(rows, key=lambda row: [(v is None, v or "") for v in row])

    memory_rows, engine_rows = released(tmp_path / "memory"), released(tmp_path / engine)
    assert engine_rows == memory_rows
    names = list(pd.read_parquet(tmp_path / "memory" / "anonymized.parquet").columns)
    for name, missing in (("病程记录", len(range(1, 240, 17))), ("诊断", len(range(5, 240, 40)))):
        column = [row[names.index(name)] for row in memory_rows]
        assert column.count(None) == missing and "" not in column, name
    notes = "\n".join(row[-1] for row in memory_rows if row[-1] is not None)
    assert "[姓名]" in notes or "[NAME]" in notes


@pytest.fixture(scope="module")
def gappy_table(tmp_path_factory):
    """A table with missing cells in a QI, a sensitive attribute, a text column and a number column."""
    import numpy as np
    import pandas as pd

    rng = np.random.default_rng(8)
    rows = 300
    frame = pd.DataFrame({"sex": rng.choice(["M", "F"], rows), "ward": rng.choice(["w1", "w2", ""], rows),
                          "diagnosis": rng.choice(["A", "B", "C"], rows), "comment": rng.choice(["ok", "late"], rows),
                          "visits": rng.integers(0, 5, rows).astype(str)})
    for column in ("diagnosis", "comment", "visits"):
        frame.loc[frame.index[3::25], column] = ""
    path = tmp_path_factory.mktemp("gappy") / "gappy.csv"
    frame.to_csv(path, index=False)
    return path, int((frame["ward"] == "").sum())


@pytest.mark.slow
@pytest.mark.parametrize("fmt", ["parquet", "csv"])
@pytest.mark.parametrize("engine", ENGINES[1:])
def test_a_missing_cell_is_written_alike_on_every_engine(engine, fmt, gappy_table, tmp_path, capsys):
    """A missing cell is null in Parquet and an empty field in CSV on every engine, in every column: the QI's (its
    hierarchy's label of missing), the sensitive attribute's and the columns released unchanged."""
    import csv

    import pandas as pd

    if not available(engine):
        pytest.skip(f"the {engine} engine's library (or Java) is not installed here")
    path, missing_wards = gappy_table
    arguments = ["anonymize", str(path), "--qi", "sex,ward", "--sensitive", "diagnosis", "--k", "3",
                 "--keep", "comment", "--format", fmt]

    def released(folder) -> list[tuple]:
        if fmt == "parquet":
            frame = pd.read_parquet(folder / "anonymized.parquet")
            rows = [tuple(None if pd.isna(v) else str(v) for v in row)
                    for row in frame.itertuples(index=False, name=None)]
            names = list(frame.columns)
        else:
            with open(folder / "anonymized.csv", encoding="utf-8-sig", newline="") as stream:
                names, *rows = [tuple(row) for row in csv.reader(stream)]
        return names, sorted(rows, key=lambda row: [(v is None, v or "") for v in row])

    capsys.readouterr()
    expected = run(capsys, [*arguments, "--out", str(tmp_path / "memory")], "memory", tmp_path / "memory")
    got = run(capsys, [*arguments, "--out", str(tmp_path / engine)], engine, tmp_path / engine)
    assert got[0] == expected[0] == 0
    (names, memory_rows), (engine_names, engine_rows) = released(tmp_path / "memory"), released(tmp_path / engine)
    assert engine_names == names and engine_rows == memory_rows
    empty = None if fmt == "parquet" else ""
    for name, missing in (("ward", missing_wards), ("diagnosis", 12), ("comment", 12), ("visits", 12)):
        column = [row[names.index(name)] for row in memory_rows]
        assert column.count(empty) == missing, name
        assert fmt == "csv" or "" not in column, name


@pytest.mark.parametrize("algorithm", ["optimal", "mondrian"])
def test_measure_with_hierarchies_prints_the_same_on_duckdb(algorithm, tmp_path, capsys):
    """``measure --hierarchy`` of a release the memory engine made (the project's full-domain search, or Mondrian's
    local recoding into intervals and sets) from DuckDB's counts: the memory engine's lines and document, WHD
    within 1e-12 (DuckDB sums it over the distinct tuples of levels weighted by their records, not row by row)."""
    if not available("duckdb"):
        pytest.skip("the duckdb engine's library is not installed here")
    sample = hospital_sample_paths()
    hierarchies = [f"--hierarchy={name}={sample.folder / 'hierarchies' / f'hospital_hierarchy_{name}.csv'}"
                   for name in QIS.split(",")]
    anonymize = (["anonymize", str(sample.project)] if algorithm == "optimal" else
                 ["anonymize", str(sample.data), "--qi", QIS, "--k", "5", "--algorithm", "mondrian", "--threshold",
                  "1", "--identifier", "patient_id,name", *hierarchies])
    assert main([*anonymize, "--engine", "memory", "--format", "csv", "--out", str(tmp_path / "release")]) == 0
    measure = ["measure", str(sample.data), str(tmp_path / "release" / "anonymized.csv"), "--qi", QIS,
               "--sensitive", "diagnosis", *hierarchies]
    capsys.readouterr()
    expected = run(capsys, measure, "memory", tmp_path)
    got = run(capsys, measure, "duckdb", tmp_path)
    assert got[:2] == expected[:2]
    got_document, expected_document = flattened(got[2]), flattened(expected[2])
    assert got_document.keys() == expected_document.keys()
    assert ("/utility/whd/total" in expected_document) == (algorithm == "optimal")
    for key, value in expected_document.items():
        if "/whd/" in key:
            assert got_document[key] == pytest.approx(value, rel=1e-12), key
        elif key != "/engine":
            assert got_document[key] == value, key
