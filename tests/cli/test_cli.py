"""The command line frame: --version, exit codes, one-line errors, and `privdesk inspect`."""

from __future__ import annotations

import json
import math
import subprocess
import sys

import pytest

from privdesk import __version__
from privdesk.cli.main import main
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
    assert code == 1  # the verdict fails: classes of 3 rows (risk 1/3) exceed the default threshold 0.05
    lines = {line.split()[0]: line.split() for line in capsys.readouterr().out.splitlines() if line.strip()}
    assert lines["overall"][3] == "0.5000"    # PL overall
    assert lines["Salary"][3] == "0.5000"
    assert lines["Disease"][3] == "0.3668"
    assert lines["Age"][3] == "0.2897"       # Y = {ZIPCode}
    assert lines["entropy"][4] == "0.7500"   # "entropy change EC = 0.7500 ..."


def test_measure_json_shape():
    result = run("measure", str(SPEC_EXAMPLE / "original.csv"), str(SPEC_EXAMPLE / "released.csv"), "--qi",
                 "ZIPCode,Age", "--sensitive", "Salary,Disease", "--hierarchy",
                 f"ZIPCode={SPEC_EXAMPLE / 'hierarchy_ZIPCode.csv'}", "--threshold", "0.34", "--json")
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


def test_check_reports_achieved_parameters_and_exits_1_naming_the_unmet_requirement():
    result = run("check", str(SPEC_EXAMPLE / "released.csv"), "--qi", "ZIPCode,Age", "--sensitive",
                 "Salary,Disease", "--hierarchy", f"Disease={SPEC_EXAMPLE / 'hierarchy_Disease.csv'}",
                 "--k", "3", "--t", "0.4")
    assert result.returncode == 1, result.stderr
    assert "k-anonymity: k = 3" in result.stdout
    # the distance chosen from the data (ordered for numbers, hierarchical with a hierarchy) is named
    assert "met: 0.4-closeness (ordered distance) on 'Salary': required 0.4000, achieved 0.3750" in result.stdout
    assert "NOT MET: 0.4-closeness (hierarchical distance) on 'Disease': required 0.4000, achieved 0.4444" \
        in result.stdout


def test_check_json_shape_and_exit_0_when_met():
    result = run("check", str(SPEC_EXAMPLE / "released.csv"), "--qi", "ZIPCode,Age", "--sensitive",
                 "Salary,Disease", "--hierarchy", f"Disease={SPEC_EXAMPLE / 'hierarchy_Disease.csv'}",
                 "--k", "3", "--l", "3", "--json")
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)  # strict JSON: unattainable values are the string "inf", not Infinity
    assert {"rows", "classes", "suppressed", "k", "sensitive"} <= set(report)
    salary, disease = report["sensitive"]["Salary"], report["sensitive"]["Disease"]
    assert set(salary) == {"alpha", "l_distinct", "l_entropy", "recursive_c", "t_equal", "t_ordered",
                           "beta_basic", "beta_enhanced", "delta_disclosure", "delta_disclosure_strict"}
    assert "t_hierarchical" in disease and "t_ordered" not in disease  # Disease is text, with a hierarchy
    assert round(salary["t_ordered"], 4) == 0.375 and round(disease["t_hierarchical"], 4) == 0.4444
    assert salary["delta_disclosure_strict"] == "inf"  # a class lacks a value: no finite δ over every value
    assert salary["delta_disclosure"] == pytest.approx(math.log(3))  # over the values present (ARX, pycanon)
    assert report["met"] is True


def _delta_presence_files(tmp_path):
    """SPEC §4: population Alice…Iris, research subset of five in two classes: 3/6 = 0.5 and 2/3 = 0.6667."""
    population = tmp_path / "population.csv"
    population.write_text("name,zip,age,nation\nAlice,47677,29,USA\nBob,47602,22,Canada\nChris,47678,27,USA\n"
                          "Dan,47905,43,Mexico\nEllen,47909,52,USA\nFrank,47906,47,Canada\nGary,48677,30,France\n"
                          "Helen,48602,36,Germany\nIris,48678,32,Italy\n", encoding="utf-8")
    release = tmp_path / "research.csv"
    release.write_text("zip,age,nation,disease\n47*,*,America,flu\n47*,*,America,ulcer\n47*,*,America,flu\n"
                       "48*,*,Europe,cancer\n48*,*,Europe,flu\n", encoding="utf-8")
    zips = ["47677", "47602", "47678", "47905", "47909", "47906", "48677", "48602", "48678"]
    (tmp_path / "zip.csv").write_text("\n".join(f"{z};{z[:2]}*;*" for z in zips), encoding="utf-8")
    (tmp_path / "age.csv").write_text("\n".join(f"{a};*" for a in ["29", "22", "27", "43", "52", "47", "30",
                                                                   "36", "32"]), encoding="utf-8")
    (tmp_path / "nation.csv").write_text("USA;America;*\nCanada;America;*\nMexico;America;*\nFrance;Europe;*\n"
                                         "Germany;Europe;*\nItaly;Europe;*", encoding="utf-8")
    return population, release


def test_check_delta_presence_reproduces_the_spec_example(tmp_path):
    population, release = _delta_presence_files(tmp_path)
    hierarchies = [f"--hierarchy={name}={tmp_path / (name + '.csv')}" for name in ("zip", "age", "nation")]
    result = run("check", str(release), "--qi", "zip,age,nation", "--population", str(population), *hierarchies,
                 "--delta-max", "0.6", "--json")
    assert result.returncode == 1
    report = json.loads(result.stdout)
    assert report["delta_presence"]["min"] == pytest.approx(0.5)
    assert round(report["delta_presence"]["max"], 4) == 0.6667
    requirement = report["requirements"][0]
    assert requirement["model"] == "delta-presence" and not requirement["met"]
    assert round(requirement["achieved"], 4) == 0.6667 and requirement["required"] == 0.6


def test_audit_checks_delta_presence_with_the_population(tmp_path, capsys):
    """``audit`` takes the same requirements as ``check``, δ-presence with its population included, and records
    the population file and the δ figures in the report."""
    population, release = _delta_presence_files(tmp_path)
    hierarchies = [f"--hierarchy={name}={tmp_path / (name + '.csv')}" for name in ("zip", "age", "nation")]
    common = ["audit", str(release), "--qi", "zip,age,nation", "--sensitive", "disease", "--population",
              str(population), *hierarchies, "--threshold", "0.5", "--json"]
    assert main([*common, "--delta-max", "0.6", "--out", str(tmp_path / "strict")]) == 1
    outcome = json.loads(capsys.readouterr().out)
    assert not outcome["passed"] and not outcome["verdict"]["passed"]
    record = json.loads((tmp_path / "strict" / "report.json").read_text(encoding="utf-8"))
    presence = record["model_figures"]["delta_presence"]
    assert presence["min"] == pytest.approx(0.5) and round(presence["max"], 4) == 0.6667
    assert record["files"]["population"]["path"] == str(population)
    checks = {c["model"]: c["met"] for c in record["result"]["checks"]}
    assert checks == {"delta-presence": False}
    assert main([*common, "--delta-max", "0.7", "--alpha", "0.7", "--out", str(tmp_path / "loose")]) == 0
    record = json.loads((tmp_path / "loose" / "report.json").read_text(encoding="utf-8"))
    assert {c["model"] for c in record["result"]["checks"]} == {"delta-presence", "alpha-k"}
    assert all(c["met"] for c in record["result"]["checks"])


def test_check_bad_requirement_is_bad_input():
    result = run("check", str(SPEC_EXAMPLE / "released.csv"), "--qi", "ZIPCode,Age", "--sensitive", "Disease",
                 "--t", "0.2", "--t-distance", "hierarchical")
    assert result.returncode == 2
    assert "needs a hierarchy" in result.stderr and "Traceback" not in result.stderr


def test_measure_with_population_and_weights(tmp_path):
    """SPEC §2 toy table, classes {1,2},{3,4},{5,6}: H'_w = 1.1521 (1.9302 before), and link matching."""
    original = tmp_path / "original.csv"
    original.write_text("age,sex,degree,disease\n23,M,BA,flu\n25,M,BA,flu\n31,F,MS,flu\n33,F,BA,flu\n"
                        "41,M,PhD,flu\n47,F,MS,flu\n", encoding="utf-8")
    released = tmp_path / "released.csv"
    released.write_text("age,sex,degree,disease\n[23-25],M,BA,flu\n[23-25],M,BA,flu\n[31-33],F,{MS|BA},flu\n"
                        "[31-33],F,{MS|BA},flu\n[41-47],{M|F},{PhD|MS},flu\n[41-47],{M|F},{PhD|MS},flu\n",
                        encoding="utf-8")
    population = tmp_path / "population.csv"  # the released labels, one more person in the middle class
    population.write_text("age,sex,degree\n[23-25],M,BA\n[23-25],M,BA\n[31-33],F,{MS|BA}\n[31-33],F,{MS|BA}\n"
                          "[31-33],F,{MS|BA}\n[41-47],{M|F},{PhD|MS}\n[41-47],{M|F},{PhD|MS}\n", encoding="utf-8")
    result = run("measure", str(original), str(released), "--qi", "age,sex,degree", "--sensitive", "disease",
                 "--weight", "age=0.5", "--weight", "sex=0.2", "--weight", "degree=0.3",
                 "--population", str(population), "--threshold", "0.5", "--json")
    assert result.returncode == 0, result.stderr
    document = json.loads(result.stdout)
    entropies = document["entropy_utility"]
    assert round(entropies["weighted_before"], 4) == 1.9302
    assert round(entropies["weighted_after"], 4) == 1.1521
    links = document["link_matching"]  # SPEC §2's 2-anonymous row: (2,2) (2,3) (2,2)
    assert [round(p, 4) for p in links["probabilities"]] == [1.0, 0.6667, 1.0]
    assert round(links["entropy"], 4) == 0.39 and round(links["risk"], 4) == 0.8889


@pytest.mark.parametrize("l, message", [("0.5", "at least 1"), ("2.5", "whole number")])
def test_a_recursive_l_that_is_no_whole_number_is_bad_input(tmp_path, l, message, capsys):
    table = tmp_path / "t.csv"
    table.write_text("a,b,s\n1,2,x\n1,2,y\n", encoding="utf-8")
    try:  # l < 1 is refused by the flag's type (argparse exits), a fractional l by the recursive model
        code = main(["check", str(table), "--qi", "a,b", "--sensitive", "s", "--l", l, "--l-variant", "recursive",
                     "--c", "2"])
    except SystemExit as exit_:
        code = exit_.code
    assert code == 2
    assert message in capsys.readouterr().err


def _two_sheet_workbook(path):
    import openpyxl

    book = openpyxl.Workbook()
    book.active.title = "Patients"
    book.active.append(["age", "sex"])
    for i in range(120):  # 20 rows per class: the default highest risk 0.05 is met
        book.active.append([20 + i % 3, "MF"[i % 2]])
    notes = book.create_sheet("Notes")
    notes.append(["note"])
    notes.append(["read me"])
    book.save(path)
    return path


def test_inspect_and_anonymize_say_which_sheet_they_read(tmp_path, capsys):
    """A two-sheet workbook: the sheet read and the others are named, with how to read another (#30.8)."""
    path = _two_sheet_workbook(tmp_path / "two.xlsx")
    line = "read sheet 'Patients'; the workbook's other sheets, not read: 'Notes' (read another with --sheet NAME)"
    assert main(["inspect", str(path)]) == 0
    assert line in capsys.readouterr().out.splitlines()
    assert main(["inspect", str(path), "--sheet", "Notes"]) == 0
    assert "read sheet 'Notes'; the workbook's other sheets, not read: 'Patients'" in capsys.readouterr().out
    assert main(["inspect", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["other_sheets"] == ["Notes"]
    assert main(["anonymize", str(path), "--qi", "age,sex", "--k", "2", "--out", str(tmp_path / "out")]) == 0
    assert line in capsys.readouterr().out.splitlines()
