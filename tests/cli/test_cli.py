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
