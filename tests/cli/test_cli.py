"""The command line frame: --version, exit codes, one-line errors, and `privdesk inspect`."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from privdesk import __version__
from privdesk.cli import main
from tests.conftest import REPO, shared_data


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "privdesk", *args], cwd=REPO, capture_output=True, text=True,
                          timeout=120)


def test_version():
    result = run("--version")
    assert result.returncode == 0
    assert result.stdout.strip() == f"PrivDesk {__version__}"


def test_inspect_adult_json():
    result = run("inspect", str(shared_data("arx", "adult.csv")), "--json")
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert (summary["rows"], summary["columns"]) == (30162, 9)
    assert (summary["encoding"], summary["delimiter"]) == ("utf-8", ";")
    age = next(c for c in summary["column_details"] if c["name"] == "age")
    assert (age["type"], age["distinct"], age["missing"], age["failing"]) == ("integer", 72, 0, 0)


def test_inspect_human_output_names_failing_values(capsys):
    assert main(["inspect", str(shared_data("arx", "test_dirty.csv"))]) == 0
    out = capsys.readouterr().out
    assert "7 rows, 3 columns" in out
    assert "values of 'age' that are not integer: row 3: '4e', row 7: '7f'" in out


def test_inspect_with_overrides_and_missing_tokens(tmp_path, capsys):
    path = tmp_path / "t.csv"
    path.write_text("a|b\n1|x\n-|y\n3|-\n", encoding="utf-8")
    assert main(["inspect", str(path), "--delimiter", "|", "--missing", "-", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["delimiter"] == "|"
    assert [c["missing"] for c in summary["column_details"]] == [1, 1]


@pytest.mark.parametrize("content, fragment", [
    (b"", "the file is empty"),
    (b"a,b\n1,2,3\n", "row 2"),
    (b"a,a\n1,2\n", "appears twice"),
])
def test_bad_input_exits_2_with_one_line_and_no_traceback(tmp_path, content, fragment):
    path = tmp_path / "bad.csv"
    path.write_bytes(content)
    result = run("inspect", str(path))
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.stderr
    assert lines[0].startswith("privdesk: ") and str(path) in lines[0] and fragment in lines[0]


def test_usage_errors_exit_2():
    result = run("inspect")
    assert result.returncode == 2
    assert "required" in result.stderr
    assert run("no-such-command").returncode == 2


SPEC_EXAMPLE = REPO / "resources" / "samples" / "spec_example"


def test_measure_prints_the_spec_example_to_the_printed_digits(capsys):
    code = main(["measure", str(SPEC_EXAMPLE / "original.csv"), str(SPEC_EXAMPLE / "released.csv"),
                 "--qi", "ZIPCode,Age", "--sensitive", "Salary,Disease", "--known", "Age=ZIPCode"])
    assert code == 0
    lines = {line.split()[0]: line.split() for line in capsys.readouterr().out.splitlines() if line.strip()}
    assert lines["overall"][3] == "0.5000"    # PL overall
    assert lines["Salary"][3] == "0.5000"
    assert lines["Disease"][3] == "0.3668"
    assert lines["Age"][3] == "0.2897"       # Y = {ZIPCode}
    assert lines["entropy"][4] == "0.7500"   # "entropy change EC = 0.7500 ..."


def test_measure_json_shape():
    result = run("measure", str(SPEC_EXAMPLE / "original.csv"), str(SPEC_EXAMPLE / "released.csv"), "--qi",
                 "ZIPCode,Age", "--sensitive", "Salary,Disease", "--hierarchy",
                 f"ZIPCode={SPEC_EXAMPLE / 'hierarchy_ZIPCode.csv'}", "--json")
    assert result.returncode == 0, result.stderr
    document = json.loads(result.stdout)
    assert set(document) >= {"overall", "EC", "attributes", "risk", "utility"}
    assert set(document["overall"]) == {"DR", "IR", "PL"}
    assert document["attributes"]["Disease"]["known"] == ["ZIPCode", "Age"]
    assert round(document["attributes"]["Disease"]["PL"], 4) == 0.3668
    assert document["risk"]["maximum"] == pytest.approx(1 / 3)
    assert document["utility"]["classes"] == 3


def test_measure_rejects_tables_of_different_length(tmp_path):
    short = tmp_path / "short.csv"
    short.write_text("ZIPCode;Age;Salary;Disease\n4767*;<=40;3;flu\n", encoding="utf-8")
    result = run("measure", str(SPEC_EXAMPLE / "original.csv"), str(short), "--qi", "ZIPCode,Age",
                 "--sensitive", "Salary,Disease")
    assert result.returncode == 2
    assert "the original has 9 rows and the release 1" in result.stderr and "Traceback" not in result.stderr
