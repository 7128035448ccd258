"""`privdesk anonymize`: project or flags in, a re-checked release out — or nothing written at all."""

from __future__ import annotations

import json
import os
import shutil
import stat

import pandas as pd
import pytest
from openpyxl import load_workbook
from pycanon import anonymity as pycanon

from privdesk.app.projects.bundled_samples import hospital_sample_paths
from privdesk.cli.main import main
from tests.conftest import shared_data

ADULT_QIS = "sex,age,race,marital-status,education,native-country,workclass,occupation,salary-class"


def test_hospital_project_release_meets_its_models(tmp_path, capsys):
    out = tmp_path / "release"
    assert main(["anonymize", str(hospital_sample_paths().project), "--out", str(out), "--json", "--xlsx"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["algorithm"] == "optimal" and all(c["met"] for c in summary["checks"])
    assert set(summary) >= {"algorithm", "transformation", "metric", "score", "suppressed", "classes", "checks",
                            "seconds"}
    frame = pd.read_csv(out / "anonymized.csv", dtype=str, keep_default_na=False, encoding="utf-8-sig")
    assert "patient_id" not in frame.columns and "name" not in frame.columns  # identifiers dropped
    qis = ["sex", "birth_date", "zip_code", "admission_date"]
    kept = frame[~(frame[qis] == "*").all(axis=1)].reset_index(drop=True)
    assert len(frame) - len(kept) == summary["suppressed"]
    assert pycanon.k_anonymity(kept, qis) >= 5
    assert pycanon.l_diversity(kept, qis, ["diagnosis"]) >= 2
    book = load_workbook(out / "anonymized.xlsx")
    assert all(cell.data_type != "f" for row in book.active.iter_rows() for cell in row)
    assert json.loads((out / "summary.json").read_text(encoding="utf-8"))["score"] == summary["score"]


def test_adult_from_flags_with_a_hierarchy_folder(tmp_path, capsys):
    folder = tmp_path / "hierarchies"
    folder.mkdir()
    for path in shared_data("arx").glob("adult_hierarchy_*.csv"):
        shutil.copy(path, folder / path.name)
    out = tmp_path / "out"
    code = main(["anonymize", str(shared_data("arx", "adult.csv")), "--qi", ADULT_QIS, "--hierarchies", str(folder),
                 "--k", "5", "--suppression", "0.05", "--threshold", "1", "--out", str(out), "--json"])
    assert code == 0  # ARX's run: 5-anonymity alone (threshold 1: no risk threshold binds)
    summary = json.loads(capsys.readouterr().out)
    assert list(summary["transformation"].values()) == [0, 3, 0, 0, 2, 1, 1, 2, 0]
    assert round(summary["score"], 4) == 0.2419 and summary["suppressed"] == 1346


def test_two_hierarchy_candidates_are_named(tmp_path, capsys):
    code = main(["anonymize", str(shared_data("arx", "adult.csv")), "--qi", "age", "--hierarchies",
                 str(shared_data("arx")), "--k", "5", "--out", str(tmp_path / "out")])
    assert code == 2
    assert "two hierarchy files for 'age': adult_hierarchy_age.csv and test_hierarchy_age.csv" in \
        capsys.readouterr().err
    assert not (tmp_path / "out").exists()


def test_a_failed_run_leaves_earlier_outputs_untouched(tmp_path, capsys):
    out = tmp_path / "release"
    project = str(hospital_sample_paths().project)
    assert main(["anonymize", project, "--out", str(out)]) == 0
    before = {p.name: p.read_bytes() for p in out.iterdir()}
    code = main(["anonymize", project, "--out", str(out), "--l", "1000", "--sensitive", "diagnosis",
                 "--suppression", "0"])
    assert code == 1
    assert "allow more suppression" in capsys.readouterr().err
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before
    code = main(["anonymize", project, "--out", str(out), "--k", "6000", "--suppression", "0"])
    assert code == 2                          # more than the table's 5,000 records: refused before the search
    assert "exceeds the number of records (5,000)" in capsys.readouterr().err
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before


def test_pseudonyms_use_a_private_key_file(tmp_path, capsys, monkeypatch):
    from privdesk.app.projects.project import Project

    project = Project.load(hospital_sample_paths().project)
    project.algorithm["identifiers"] = {"patient_id": {"action": "pseudonym"},
                                        "name": {"action": "keep_first", "n": 1}}
    key_file = tmp_path / "secret.key"
    project.algorithm["pseudonym_key_file"] = str(key_file)
    project.data.path = str(hospital_sample_paths().data)
    saved = project.save(tmp_path / "p.privdesk")
    assert main(["anonymize", str(saved), "--out", str(tmp_path / "out")]) == 0
    frame = pd.read_csv(tmp_path / "out" / "anonymized.csv", dtype=str, encoding="utf-8-sig")
    assert frame["patient_id"].str.fullmatch(r"[0-9a-f]{16}").all()
    assert frame["name"].str.match(r"^\w\*+").all()
    key = key_file.read_bytes()
    assert len(key) == 32 and key.hex() not in (tmp_path / "out" / "summary.json").read_text()
    if os.name == "posix":
        assert stat.S_IMODE(key_file.stat().st_mode) == 0o600
    assert key.hex() not in saved.read_text(encoding="utf-8")


@pytest.mark.parametrize("algorithm", ["mondrian", "greedy-msa"])
def test_other_algorithms_from_the_command_line(tmp_path, capsys, algorithm):
    out = tmp_path / "out"
    extra = ["--k", "4"] if algorithm == "greedy-msa" else []  # the sample's 5 diagnosis levels allow k ≤ 5
    assert main(["anonymize", str(hospital_sample_paths().project), "--algorithm", algorithm, "--out", str(out),
                 "--json", *extra]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["algorithm"] == algorithm and all(c["met"] for c in summary["checks"])


# ------------------------------------------------------------------------------------------------ δ-presence

def presence_run(folder, *flags):
    from tests.app.test_anonymize import presence_files

    presence_files(folder)
    return main(["anonymize", str(folder / "research.csv"), "--qi", "Zip,Nationality", "--identifier", "Name",
                 "--hierarchies", str(folder), "--out", str(folder / "out"), "--threshold", "1", *flags])


def test_delta_presence_from_flags_met(tmp_path, capsys):
    code = presence_run(tmp_path, "--population", str(tmp_path / "population.csv"), "--delta-min", "0.5",
                        "--delta-max", "0.7", "--json")
    assert code == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["transformation"] == {"Zip": 3, "Nationality": 1}
    assert [(c["requirement"], c["met"]) for c in summary["checks"]] == [("(0.5, 0.7)-presence", True)]
    # the same flags of `privdesk check` accept the written release
    assert main(["check", str(tmp_path / "out" / "anonymized.csv"), "--qi", "Zip,Nationality",
                 "--hierarchy", f"Zip={tmp_path / 'Zip.csv'}", "--hierarchy",
                 f"Nationality={tmp_path / 'Nationality.csv'}", "--population", str(tmp_path / "population.csv"),
                 "--delta-min", "0.5", "--delta-max", "0.7"]) == 0


def test_delta_presence_not_met_is_exit_1(tmp_path, capsys):
    assert presence_run(tmp_path, "--population", str(tmp_path / "population.csv"), "--delta-max", "0.5") == 1
    assert "(0, 0.5)-presence" in capsys.readouterr().err
    assert not (tmp_path / "out" / "anonymized.csv").exists()


def test_delta_presence_bad_input_is_exit_2(tmp_path, capsys):
    assert presence_run(tmp_path, "--delta-max", "0.7") == 2
    assert "needs --population FILE" in capsys.readouterr().err
    population = pd.read_csv(tmp_path / "population.csv", dtype=str)
    population.loc[len(population)] = ["Zoe", "47906", "Atlantis"]
    population.to_csv(tmp_path / "strangers.csv", index=False)
    assert presence_run(tmp_path, "--population", str(tmp_path / "strangers.csv"), "--delta-max", "0.7") == 2
    error = capsys.readouterr().err
    assert "strangers.csv" in error and "column 'Nationality'" in error and "'Atlantis'" in error
    assert error.count("\n") == 1  # one line, no traceback


@pytest.mark.parametrize("algorithm", ["heuristic", "genetic"])
def test_heuristic_with_a_step_limit_says_how_close_it_is(tmp_path, capsys, algorithm):
    """--algorithm heuristic|genetic --step-limit: the best release within the limit, summary.json and report.json
    carry optimal, lower_bound, nodes_evaluated, seconds, and the output states the gap to the lower bound."""
    out = tmp_path / "release"
    code = main(["anonymize", str(hospital_sample_paths().project), "--out", str(out), "--algorithm", algorithm,
                 "--step-limit", "12", "--report"])
    assert code == 0
    printed = capsys.readouterr().out
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    search = summary["search"]
    assert summary["algorithm"] == algorithm and all(c["met"] for c in summary["checks"])
    assert search["nodes_evaluated"] <= 12 and search["optimal"] is False
    assert search["lower_bound"] <= summary["score"] and summary["seconds"] > 0
    assert "not proven optimal" in printed  # with a gap or a bound too weak to give one
    record = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert record["result"]["search"] == search


@pytest.mark.parametrize("flag, value", [("--time-limit", "0"), ("--step-limit", "0")])
def test_a_limit_that_allows_nothing_is_bad_input(tmp_path, capsys, flag, value):
    code = main(["anonymize", str(hospital_sample_paths().project), "--out", str(tmp_path / "r"), flag, value])
    assert code == 2 and "limit" in capsys.readouterr().err


def test_the_attack_test_in_summary_json_and_the_printout(tmp_path, capsys):
    """summary.json and --json hold the attack test of the release (the engine's figures for the run's seed, the
    attacker's columns given); the printout says it in a few lines; a column the tables lack: exit 2, one line."""
    from privdesk.app.projects.project import Project
    from privdesk.app.record.attack_test import attack_test
    from privdesk.app.settings import Settings
    from privdesk.io.export import read_back
    from privdesk.io.tables import open_table

    paths = hospital_sample_paths()
    out = tmp_path / "run"
    assert main(["anonymize", str(paths.project), "--out", str(out), "--json", "--attack-columns",
                 "sex,zip_code"]) == 0
    printed = json.loads(capsys.readouterr().out)
    saved = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    assert printed["attack_test"] == saved["attack_test"]
    document = saved["attack_test"]
    assert document["external_columns"] == ["sex", "zip_code"]
    assert document["linked_tables"] == [["sex"], ["zip_code"]]
    assert {"attacks", "isolated_share", "attackers", "seed", "n_attacks", "intruder_sentence"} <= set(document)
    project = Project.load(str(paths.project))
    settings = Settings.from_project(project)
    released = read_back(open_table(str(out / saved["release"]["path"])))
    again = attack_test(project.load_data(), released, settings.qis, settings.sensitive,
                        attack_columns=["sex", "zip_code"],
                        attackers={name: {"success_rate": v} for name, v in document["attackers"].items()})
    assert [a["attack"] for a in again["attacks"]] == [a["attack"] for a in document["attacks"]]
    assert again["isolated_share"] == document["isolated_share"]
    assert main(["anonymize", str(paths.project), "--out", str(tmp_path / "text")]) == 0
    text = capsys.readouterr().out
    assert "Attack test (2,000 attacks each, seed 0):" in text and "singling out:" in text
    assert main(["anonymize", str(paths.project), "--out", str(tmp_path / "bad"), "--attack-columns", "Nope"]) == 2
    error = capsys.readouterr().err.strip().splitlines()
    assert len(error) == 1 and "Nope" in error[0]
