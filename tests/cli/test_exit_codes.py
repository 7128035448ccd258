"""The README's exit-code sentence, command by command: 0 success, 1 a requested privacy model or risk threshold is
not met (or a signature does not verify), 2 bad input with one line naming the file, row, flag or value. Also what
the command line tells (files written), bad input at the door (parameter ranges, CSV quoting and encodings), a
release read back without its injection apostrophes, output into a closed pipe, and leftovers of a killed run."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from privdesk.app.projects.bundled_samples import hospital_sample_paths, spec_example_paths
from privdesk.cli.main import main
from privdesk.engine.core.errors import InputError
from privdesk.io.atomic import STAGING_PREFIX
from privdesk.signing import keys as signing_keys
from privdesk.signing import signatures as signing
from tests.conftest import REPO

SPEC = spec_example_paths()
RELEASED = str(SPEC.folder / "released.csv")
ORIGINAL = str(SPEC.data)
SPEC_QIS = ["--qi", "ZIPCode,Age", "--sensitive", "Disease"]


def run_main(argv: list[str]) -> int:
    """``main``'s exit code, whether it returns it or argparse exits with it."""
    try:
        return main(argv)
    except SystemExit as exit_:
        return int(exit_.code)


def hospital_project_run(tmp_path) -> list[str]:
    return ["anonymize", str(hospital_sample_paths().project), "--out", str(tmp_path / "out")]


CASES = {
    "inspect": [([RELEASED], 0), ([str(SPEC.folder / "missing.csv")], 2)],
    "check": [([RELEASED, *SPEC_QIS, "--k", "3"], 0), ([RELEASED, *SPEC_QIS, "--k", "4"], 1),
              ([RELEASED, *SPEC_QIS, "--k", "0"], 2)],
    "measure": [([ORIGINAL, RELEASED, *SPEC_QIS, "--threshold", "0.34"], 0),
                ([ORIGINAL, RELEASED, *SPEC_QIS], 1),                       # risk 1/3 > 0.05
                ([ORIGINAL, RELEASED, *SPEC_QIS, "--threshold", "0"], 2)],
    "audit": [([RELEASED, *SPEC_QIS, "--k", "3", "--threshold", "0.34", "--out", "{out}"], 0),
              ([RELEASED, *SPEC_QIS, "--k", "3", "--out", "{out}"], 1),
              ([RELEASED, *SPEC_QIS, "--t", "1.5", "--out", "{out}"], 2)],
    "anonymize": [([str(hospital_sample_paths().project), "--out", "{out}"], 0),
                  ([ORIGINAL, "--qi", "ZIPCode,Age", "--hierarchy", f"ZIPCode={SPEC.folder / 'hierarchy_ZIPCode.csv'}",
                    "--hierarchy", f"Age={SPEC.folder / 'hierarchy_Age.csv'}", "--k", "3", "--out", "{out}"], 1),
                  ([ORIGINAL, "--qi", "ZIPCode,Age", "--k", "3", "--alpha", "1.5", "--out", "{out}"], 2)],
    "report": [([str(hospital_sample_paths().project), "--out", "{out}"], 0),
               ([str(SPEC.project), "--out", "{out}"], 1),                  # 9 rows cannot meet the default 0.05
               ([str(SPEC.folder / "missing.privdesk"), "--out", "{out}"], 2)],
}


@pytest.mark.parametrize("command, argv, expected", [(c, a, e) for c, cases in CASES.items() for a, e in cases])
def test_exit_codes(command, argv, expected, tmp_path, capsys):
    code = run_main([command, *[a.replace("{out}", str(tmp_path / "out")) for a in argv]])
    out, err = capsys.readouterr()
    assert code == expected, err
    if expected == 2:
        assert err.startswith("privdesk: ") and err.count("\n") == 1     # one line, no traceback
    if expected == 1 and command in ("anonymize", "report"):   # nothing written; the binding requirement named
        assert "highest re-identification risk ≤ 0.05" in err and not (tmp_path / "out" / "anonymized.csv").exists()
    elif expected == 1:
        assert "NOT MET" in out or "Fails" in out


def test_keygen_and_verify_exit_codes(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(signing_keys, "DEFAULT_OPSLIMIT", signing.TEST_OPSLIMIT)
    monkeypatch.setattr(signing_keys, "DEFAULT_MEMLIMIT", signing.TEST_MEMLIMIT)
    monkeypatch.setenv(signing.PASSPHRASE_ENV, "secret words")
    assert main(["keygen", "--name", "Ann", "--out", str(tmp_path)]) == 0
    assert main(["keygen", "--name", "Ann", "--out", str(tmp_path)]) == 2          # exists: bad input
    signed = tmp_path / "data.csv"
    signed.write_text("a\n1\n", encoding="utf-8")
    signing.sign_file(signed, signing.load_secret_key(tmp_path / "ann.key", "secret words"), {"report_id": "R"})
    assert main(["verify", str(signed), "--pubkey", str(tmp_path / "ann.pub")]) == 0
    signed.write_text("a\n2\n", encoding="utf-8")
    assert main(["verify", str(signed), "--pubkey", str(tmp_path / "ann.pub")]) == 1
    capsys.readouterr()


@pytest.mark.parametrize("flag, value, range_text", [
    ("--k", "0", "whole number of at least 1"), ("--k", "-1", "whole number of at least 1"),
    ("--k", "2.5", "whole number of at least 1"), ("--l", "0", "at least 1"), ("--t", "1.5", "between 0 and 1"),
    ("--t", "-0.1", "between 0 and 1"), ("--alpha", "0", "positive and at most 1"),
    ("--alpha", "1.5", "positive and at most 1"), ("--beta", "0", "positive"),
    ("--delta", "nan", "positive"), ("--delta", "inf", "positive"),
    ("--delta-max", "1.5", "positive and at most 1"), ("--c", "0", "positive"),
])
def test_every_parameter_outside_its_range_is_refused_at_the_door(flag, value, range_text, capsys):
    for command in (["check", RELEASED], ["audit", RELEASED, "--out", "unused"]):
        assert run_main([*command, *SPEC_QIS, f"{flag}={value}"]) == 2
        err = capsys.readouterr().err
        assert flag in err and range_text in err and err.count("\n") == 1
    if flag not in ("--beta", "--delta"):   # anonymize has no β-likeness or δ-disclosure flags
        assert run_main(["anonymize", ORIGINAL, "--qi", "ZIPCode", "--out", "unused", f"{flag}={value}"]) == 2
        assert flag in capsys.readouterr().err


@pytest.mark.parametrize("flag, value", [("--suppression", "1.5"), ("--suppression", "-0.1"),
                                         ("--threshold", "0"), ("--threshold", "2"), ("--records-at-risk", "-1")])
def test_the_algorithm_and_risk_flags_are_checked_too(flag, value, capsys):
    assert run_main(["anonymize", ORIGINAL, "--qi", "ZIPCode", "--k", "2", "--out", "unused", f"{flag}={value}"]) == 2
    assert flag in capsys.readouterr().err


def test_bad_csv_is_one_line_naming_the_row(tmp_path, capsys):
    unclosed = tmp_path / "unclosed.csv"
    unclosed.write_text('a,b\n1,"x\n2,y\n3,z\n', encoding="utf-8")
    assert main(["inspect", str(unclosed)]) == 2
    err = capsys.readouterr().err
    assert "row 2" in err and "quote" in err and err.count("\n") == 1
    mixed = tmp_path / "mixed.csv"     # UTF-8 rows, then a GB18030 row: no single encoding reads both
    mixed.write_bytes("name,city\n张三,北京\n".encode("utf-8") + "李四,上海\n".encode("gb18030") + b"x,y\n")
    assert main(["inspect", str(mixed)]) == 2
    err = capsys.readouterr().err
    assert "row 3" in err and "mixes two text encodings" in err


def test_audit_reads_its_own_release_back(tmp_path, capsys):
    """A hierarchy label starting with = is written with the apostrophe against formula injection; audit and
    measure read the release with the apostrophe removed, so the labels match the hierarchy again."""
    data = tmp_path / "data.csv"
    data.write_text("zip,disease\n" + "".join(f"{1000 + i % 4},{['flu', 'cold'][i % 2]}\n" for i in range(40)),
                    encoding="utf-8")
    hierarchy = tmp_path / "zip.csv"
    hierarchy.write_text("".join(f"{1000 + i};=10**;*\n" for i in range(4)), encoding="utf-8")
    out = tmp_path / "out"
    assert main(["anonymize", str(data), "--qi", "zip", "--sensitive", "disease", "--hierarchy",
                 f"zip={hierarchy}", "--k", "20", "--out", str(out)]) == 0
    assert "'=10**" in (out / "anonymized.csv").read_text(encoding="utf-8-sig")
    capsys.readouterr()
    code = main(["audit", str(out / "anonymized.csv"), "--original", str(data), "--qi", "zip", "--sensitive",
                 "disease", "--hierarchy", f"zip={hierarchy}", "--k", "20", "--out", str(tmp_path / "audit"),
                 "--json"])
    outcome = json.loads(capsys.readouterr().out)
    assert code == 0 and outcome["passed"]
    record = json.loads((tmp_path / "audit" / "report.json").read_text(encoding="utf-8"))
    assert record["measures"]["utility"]["whd"]["total"] >= 0


def test_anonymize_lists_every_file_it_wrote(tmp_path, capsys):
    out = tmp_path / "out"
    assert main(["anonymize", str(hospital_sample_paths().project), "--report", "--xlsx", "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    written = printed.split("written: ")[1].strip().split(", ")
    assert sorted(Path(p).name for p in written) == sorted(p.name for p in out.iterdir())
    assert {"anonymized.csv", "anonymized.xlsx", "summary.json", "report.json", "report.xlsx"} <= \
        {Path(p).name for p in written}


def test_a_killed_runs_leftovers_are_removed_by_the_next_run(tmp_path, capsys):
    out = tmp_path / "out"
    out.mkdir()
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    pid = int(dead.stdout)                   # a process that has ended
    stale_stage = out / f"{STAGING_PREFIX}{pid}-abc"
    stale_stage.mkdir()
    (stale_stage / "anonymized.csv").write_text("half", encoding="utf-8")
    stale_temp = out / f".summary.json.{pid}-xyz.tmp"
    stale_temp.write_text("half", encoding="utf-8")
    mine = out / f"{STAGING_PREFIX}{os.getpid()}-live"   # a run still going (this process) is left alone
    mine.mkdir()
    assert main(["anonymize", str(hospital_sample_paths().project), "--out", str(out)]) == 0
    assert not stale_stage.exists() and not stale_temp.exists() and mine.exists()
    capsys.readouterr()


def test_a_project_save_removes_its_stale_temporary_files(tmp_path):
    from privdesk.app.projects.project import Project

    project = Project.load(hospital_sample_paths().project)
    target = tmp_path / "p.privdesk"
    stale = tmp_path / ".p.privdesk.999999999-abc.tmp"
    stale.write_text("half", encoding="utf-8")
    project.save(target)
    assert target.exists() and not stale.exists()


def test_output_into_a_closed_pipe_ends_quietly():
    command = (f"{sys.executable} -m privdesk check {RELEASED} --qi ZIPCode,Age --sensitive Disease,Salary --json "
               "| head -c 10")
    result = subprocess.run(["bash", "-c", f"set -o pipefail; {command}"], capture_output=True, text=True,
                            cwd=REPO, env={**os.environ, "PYTHONPATH": str(REPO)})
    assert "Traceback" not in result.stderr and "BrokenPipe" not in result.stderr


def test_infinity_is_the_string_inf_in_json_and_the_sign_in_text(tmp_path, capsys):
    table = tmp_path / "t.csv"
    table.write_text("q,s\n0,a\n0,a\n0,a\n1,b\n1,b\n1,b\n", encoding="utf-8")
    assert main(["check", str(table), "--qi", "q", "--sensitive", "s", "--delta", "1", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)["sensitive"]["s"]
    assert figures["delta_disclosure_strict"] == "inf" and figures["beta_enhanced"] == "inf"
    assert figures["delta_disclosure"] == pytest.approx(0.6931471805599453, abs=1e-12)   # ln 2, as pycanon
    assert main(["check", str(table), "--qi", "q", "--sensitive", "s", "--delta", "1", "--delta-base", "2"]) == 1
    out = capsys.readouterr().out
    assert "δ-disclosure, every value  ∞" in out and "required 1, achieved 1" in out    # ln 2 / ln 2 = 1 bit


HOSTILE_QUERIES = [  # each one changed the input, wrote a file, or exited 0
    ("DROP TABLE patients", "starts with DROP"),
    ("CREATE TABLE copy AS SELECT * FROM patients", "starts with CREATE"),
    ("WITH x AS (SELECT 1) INSERT INTO patients (age) SELECT 1 FROM x", "holds INSERT"),
    ("VACUUM INTO '{folder}/copy.db'", "starts with VACUUM"),
    ("ATTACH DATABASE '{folder}/new.db' AS n", "starts with ATTACH"),
    ("DELETE FROM patients RETURNING *", "starts with DELETE"),
    ("SELECT * FROM patients; DROP TABLE patients", "several (separated by ;)"),
    ("SELECT * FROM patients /* ; */ ; UPDATE patients SET age = 1", "several (separated by ;)"),
    ("WITH d AS (DELETE FROM patients RETURNING *) SELECT * FROM d", "holds DELETE"),
    ("SELECT * INTO other FROM patients", "holds INTO"),
    ("PRAGMA journal_mode = WAL", "starts with PRAGMA"),
    ("   ", "the query is empty"),
]


@pytest.mark.parametrize("query, said", HOSTILE_QUERIES)
def test_a_query_that_would_write_is_refused_and_the_database_is_untouched(query, said, tmp_path, capsys):
    import sqlite3

    database = tmp_path / "ward.sqlite"
    with sqlite3.connect(database) as connection:
        connection.execute("CREATE TABLE patients (sex TEXT, age INTEGER)")
        connection.executemany("INSERT INTO patients VALUES (?, ?)", [("m" if i % 2 else "f", 20 + i) for i in range(30)])
    connection.close()
    os.utime(database, (1_000_000_000, 1_000_000_000))
    before = database.read_bytes()
    query = query.format(folder=tmp_path)
    for argv in (["inspect", str(database), "--query", query],
                 ["anonymize", str(database), "--query", query, "--qi", "sex", "--k", "2",
                  "--out", str(tmp_path / "out")]):
        assert run_main(argv) == 2
        err = capsys.readouterr().err
        assert said in err and err.startswith("privdesk: ") and err.count("\n") == 1
    assert database.read_bytes() == before and database.stat().st_mtime == 1_000_000_000
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ward.sqlite"]   # no copy, no attached file, no journal


# ----- issue #30.6: each of these was a traceback (or ran as something else); now one line naming the culprit, exit 2

def _project_with(tmp_path, change) -> str:
    """The bundled hospital project, its data beside it, with one entry damaged by ``change``."""
    import shutil

    sample = hospital_sample_paths()
    shutil.copy(sample.project.parent / "hospital.csv", tmp_path / "hospital.csv")
    document = json.loads(sample.project.read_text(encoding="utf-8"))
    change(document)
    path = tmp_path / "damaged.privdesk"
    path.write_text(document if isinstance(document, str) else json.dumps(document), encoding="utf-8")
    return str(path)


def _set(*keys_and_value):
    *keys, last, value = keys_and_value

    def change(document):
        for key in keys:
            document = document[key]
        document[last] = value
    return change


def _deeply_nested(document):
    document["privacy_budget"] = {"note": json.loads("[" * 40 + "]" * 40)}  # a free-form entry


PROJECT_CASES = [  # (change, what the one line says)
    (_set("models", 0, "k", True), "models[0].k: expected a whole number of at least 1, got true"),
    (_set("models", 0, "k", "5"), 'models[0].k: expected a whole number of at least 1, got "5"'),
    (_set("models", ["k-anonymity"]), 'models[0]: expected an object, got "k-anonymity"'),
    (_set("attributes", "sex", "quasi-identifier"), 'attributes.sex: expected an object, got "quasi-identifier"'),
    (_set("algorithm", "suppresion", 0.1), "algorithm.suppresion: unknown key (did you mean 'suppression'?)"),
    (_set("algorithm", "suppression", "5%"), 'algorithm.suppression: expected a number (between 0 and 1), got "5%"'),
    (_set("risk", []), "risk: expected an object, got []"),
    (_set("hierarchies", "sex", "rows", "F;*"), 'hierarchies.sex.rows: expected a list, got "F;*"'),
    (_set("models", 1, "variant", "fancy"), "models[1].variant: unknown variant 'fancy' of l-diversity"),
    (_set("weights", "sex", "heavy"), 'weights.sex: expected a number (at least 0), got "heavy"'),
    (_deeply_nested, "privacy_budget: nested deeper than 32 levels"),
    (_set("context", "environment", {"setting": "home"}),
     'context.environment.setting: expected one of on-site, remote, public, got "home"'),
    (_set("context", {"recipients": ["a"]}), "context.recipients: unknown key (did you mean 'recipient'?)"),
]


@pytest.mark.parametrize("change, said", PROJECT_CASES)
def test_a_damaged_project_is_one_line_naming_the_key_path(change, said, tmp_path, capsys):
    project = _project_with(tmp_path, change)
    for argv in (["anonymize", project, "--out", str(tmp_path / "out")], ["report", project, "--out",
                                                                          str(tmp_path / "out")]):
        assert run_main(argv) == 2
        err = capsys.readouterr().err
        assert err.startswith(f"privdesk: {project}: {said}") and err.count("\n") == 1, err
    assert not (tmp_path / "out").exists()


def test_a_project_nested_too_deeply_to_parse_is_one_line(tmp_path, capsys):
    path = tmp_path / "deep.privdesk"
    path.write_text('{"format": "privdesk-project", "version": 1, "data": {"path": "x.csv"}, "context": '
                    + "[" * 100_000 + "]" * 100_000 + "}", encoding="utf-8")
    assert run_main(["anonymize", str(path), "--out", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err
    assert err == f"privdesk: {path}: the project file is damaged (nested too deeply to read)\n"


def test_the_keys_of_the_coming_project_sections_are_accepted(tmp_path):
    from privdesk.app.projects.schema import check_project

    document = json.loads(hospital_sample_paths().project.read_text(encoding="utf-8"))
    document |= {"person": "patient_id", "date_shift": ["admission_date"], "max_shift_days": 30,
                 "free_text": ["notes"], "context": {"purpose": "research", "external_data": ["a", "b"]}}
    document["algorithm"] |= {"date_shift": ["admission_date"], "max_shift_days": 30}
    check_project(document)
    for key, bad, said in [("person", 3, "a text"), ("date_shift", "admission_date", "a list"),
                           ("max_shift_days", 0, "a whole number of at least 1"), ("free_text", [1], "a text"),
                           ("context", [], "an object"), ("context", {"date": "1.12.2026"}, "YYYY-MM-DD")]:
        with pytest.raises(InputError, match=said):
            check_project(document | {key: bad})


ENGINE_FLAGS = [("--engine-memory", "garbage", "must be a size such as 500MB, 3GB or 80% of the memory, not 'garbage'"),
                ("--engine-threads", "-1", "must be a whole number of at least 1, not -1"),
                ("--engine-threads", "0", "must be a whole number of at least 1, not 0")]


@pytest.mark.parametrize("flag, value, said", ENGINE_FLAGS)
def test_engine_limits_are_checked_at_the_door(flag, value, said, tmp_path, capsys):
    assert run_main(["anonymize", ORIGINAL, "--qi", "ZIPCode", "--k", "2", "--engine", "duckdb", f"{flag}={value}",
                     "--out", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"privdesk: argument {flag}: {said}") and err.count("\n") == 1
    assert not (tmp_path / "out").exists()


def test_a_truncated_sqlite_file_is_one_line(tmp_path, capsys):
    import sqlite3

    whole = tmp_path / "ward.sqlite"
    with sqlite3.connect(whole) as connection:
        connection.execute("CREATE TABLE patients (sex TEXT, age INTEGER)")
        connection.executemany("INSERT INTO patients VALUES (?, ?)", [("m" if i % 2 else "f", i) for i in range(5000)])
    connection.close()
    cut = tmp_path / "cut.sqlite"
    cut.write_bytes(whole.read_bytes()[:20_000])
    for argv in (["inspect", str(cut)], ["anonymize", str(cut), "--qi", "sex", "--k", "2", "--out",
                                         str(tmp_path / "out")]):
        assert run_main(argv) == 2
        assert capsys.readouterr().err == (f"privdesk: {cut}: the SQLite file is damaged or cut short (SQLite: "
                                           "database disk image is malformed); read a complete copy\n")


@pytest.mark.parametrize("arrow_type, year", [("timestamp[s]", "-144179"), ("date32", "-124303")])
def test_a_parquet_date_outside_pythons_years_names_its_row_and_column(arrow_type, year, tmp_path, capsys):
    pa = pytest.importorskip("pyarrow")
    import pyarrow.parquet as parquet

    values = [0, -4_612_000_000_000, 10**9] if arrow_type == "timestamp[s]" else [0, -46_120_000, 10**6]
    kind = pa.timestamp("s") if arrow_type == "timestamp[s]" else pa.date32()
    path = tmp_path / "t.parquet"
    parquet.write_table(pa.table({"sex": ["m", "f", "m"], "born": pa.array(values, type=kind)}), path)
    for argv in (["inspect", str(path)], ["anonymize", str(path), "--qi", "sex", "--k", "2", "--out",
                                          str(tmp_path / "out")]):
        assert run_main(argv) == 2
        err = capsys.readouterr().err
        assert err.startswith(f"privdesk: {path}: row 3, column 'born': a date outside the years 1 to 9999 "
                              f"(year {year} is out of range) (value '{year}-") and err.count("\n") == 1


@pytest.mark.parametrize("k, shown", [("1000000000", "1,000,000,000"), ("1000000000000000000",
                                                                         "1,000,000,000,000,000,000"), ("10", "10")])
@pytest.mark.parametrize("engine", ["memory", "duckdb"])
def test_k_above_the_number_of_records_is_bad_input(k, shown, engine, tmp_path, capsys):
    """No release of 9 records has a class of 10: the request itself is impossible, which is not the same as a
    requirement a search failed to meet (exit 1, "allow more suppression"), so it is refused before any search."""
    assert run_main(["anonymize", ORIGINAL, "--qi", "ZIPCode", "--k", k, "--engine", engine,
                     "--out", str(tmp_path / "out")]) == 2
    assert capsys.readouterr().err == (f"privdesk: {ORIGINAL}: k-anonymity: k = {shown} exceeds the number of "
                                       "records (9); no release of this table can have a class that large, so "
                                       "choose k of at most 9\n")
    assert not (tmp_path / "out").exists()


def _earlier_run(tmp_path, capsys) -> tuple[Path, dict[str, bytes]]:
    out = tmp_path / "out"
    assert main(["anonymize", str(hospital_sample_paths().project), "--report", "--out", str(out)]) == 0
    capsys.readouterr()
    return out, {p.name: p.read_bytes() for p in out.iterdir()}


def test_a_read_only_output_folder_is_one_line_and_the_earlier_outputs_stay(tmp_path, capsys, monkeypatch):
    import errno
    import tempfile

    out, before = _earlier_run(tmp_path, capsys)
    out.chmod(0o555)
    try:
        if os.geteuid() == 0:  # root writes through the mode bits: refuse as a read-only folder would
            def refused(*args, **kwargs):
                raise PermissionError(errno.EACCES, "Permission denied", str(out / ".privdesk-staging-1-x"))
            monkeypatch.setattr(tempfile, "mkdtemp", refused)
        assert run_main(["anonymize", str(hospital_sample_paths().project), "--report", "--xlsx",
                         "--out", str(out)]) == 2
    finally:
        out.chmod(0o755)
    assert capsys.readouterr().err == (f"privdesk: {out}: cannot write here: the folder is read-only or not yours "
                                       "to write; no earlier file was replaced\n")
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before


def test_a_full_disk_is_one_line_and_the_earlier_outputs_stay(tmp_path, capsys, monkeypatch):
    import errno

    out, before = _earlier_run(tmp_path, capsys)

    def full(descriptor):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(os, "fsync", full)   # the atomic writer's last step before the rename
    assert run_main(["anonymize", str(hospital_sample_paths().project), "--report", "--out", str(out)]) == 2
    assert capsys.readouterr().err == (f"privdesk: {out / 'anonymized.csv'}: cannot write here: the disk is full; "
                                       "no earlier file was replaced\n")
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before   # no staging folder or temp file left


def test_a_refused_project_save_is_both_bad_input_and_an_oserror(tmp_path, monkeypatch):
    """The window's autosave skips a tick on an OSError; the command line says one line on an InputError."""
    import errno

    from privdesk.app.projects.project import Project

    project = Project.load(hospital_sample_paths().project)
    target = project.save(tmp_path / "p.privdesk")
    before = target.read_bytes()

    def full(descriptor):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(InputError, match="the disk is full") as caught:
        project.save(target)
    assert isinstance(caught.value, OSError) and str(caught.value).startswith(str(target))
    monkeypatch.undo()
    assert target.read_bytes() == before and sorted(p.name for p in tmp_path.iterdir()) == ["p.privdesk"]
