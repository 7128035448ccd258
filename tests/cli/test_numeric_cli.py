"""`privdesk microaggregate`, `perturb`, `suppress`: a release, its transformation record, exit codes."""

from __future__ import annotations

import json

import numpy as np
import pandas as pd
import pytest
from pycanon import anonymity as pycanon

from privdesk.cli.main import main


@pytest.fixture()
def numeric_table(tmp_path):
    rng = np.random.default_rng(0)
    frame = pd.DataFrame({"age": rng.integers(18, 90, 200), "income": rng.lognormal(10, 1, 200).round(2),
                          "sex": rng.choice(["m", "f"], 200)})
    path = tmp_path / "people.csv"
    frame.to_csv(path, index=False)
    return path, frame


def test_microaggregate_writes_a_k_anonymous_release_and_its_record(numeric_table, tmp_path, capsys):
    path, frame = numeric_table
    out = tmp_path / "out"
    assert main(["microaggregate", str(path), "--columns", "age,income", "--k", "4", "--out", str(out),
                 "--json"]) == 0
    record = json.loads(capsys.readouterr().out)
    released = pd.read_csv(out / "released.csv", encoding="utf-8-sig")
    assert json.loads((out / "transformation.json").read_text(encoding="utf-8")) == record
    assert record["transformation"] == "mdav" and record["k"] == 4 and record["groups"] == 50
    assert pycanon.k_anonymity(released, ["age", "income"]) >= 4  # re-checked by an independent library
    assert (released["sex"] == frame["sex"]).all()
    assert released["age"].mean() == pytest.approx(frame["age"].mean())
    assert 0 < record["distortion"]["within_group_variance_share"] < 1


def test_microaggregate_rejects_a_text_column_naming_row_and_value(numeric_table, tmp_path, capsys):
    path, _frame = numeric_table
    assert main(["microaggregate", str(path), "--columns", "age,sex", "--out", str(tmp_path / "o")]) == 2
    error = capsys.readouterr().err
    assert "row 2" in error and "'sex'" in error and error.count("\n") == 1


def test_perturb_is_reproducible_from_the_recorded_seed(numeric_table, tmp_path, capsys):
    path, frame = numeric_table
    runs = []
    for name in ("a", "b"):
        out = tmp_path / name
        assert main(["perturb", str(path), "--noise", "age,income", "--share", "0.2", "--pram", "sex",
                     "--seed", "42", "--out", str(out), "--json"]) == 0
        runs.append((json.loads(capsys.readouterr().out), (out / "released.csv").read_bytes()))
    assert runs[0] == runs[1]
    record = runs[0][0]
    noise, pram = record["steps"]
    assert noise["seed"] == 42 and noise["kind"] == "correlated" and pram["invariant"] is True
    released = pd.read_csv(tmp_path / "a" / "released.csv", encoding="utf-8-sig")
    assert set(released["sex"]) <= {"m", "f"} and (released["age"] != frame["age"]).any()
    assert 0 < pram["distortion"]["sex"]["changed"] < len(frame)


def test_perturb_with_a_given_transition_matrix(numeric_table, tmp_path, capsys):
    path, frame = numeric_table
    matrix = tmp_path / "swap.csv"
    matrix.write_text("from,f,m\nf,0,1\nm,1,0\n", encoding="utf-8")
    assert main(["perturb", str(path), "--pram", "sex", "--matrix", f"sex={matrix}", "--out", str(tmp_path / "o"),
                 "--json"]) == 0
    record = json.loads(capsys.readouterr().out)
    released = pd.read_csv(tmp_path / "o" / "released.csv", encoding="utf-8-sig")
    assert (released["sex"] != frame["sex"]).all() and record["given_matrices"] == ["sex"]
    assert isinstance(record["seed"], int)
    assert main(["perturb", str(path), "--out", str(tmp_path / "p")]) == 2


def test_suppress_cells_reaches_k_with_wildcards_and_counts_per_column(tmp_path, capsys):
    frame = pd.DataFrame({"zip": ["130", "130", "130", "131", "148", "148"],
                          "sex": ["m", "m", "m", "m", "f", "f"]})
    path = tmp_path / "t.csv"
    frame.to_csv(path, index=False)
    out = tmp_path / "o"
    assert main(["suppress", str(path), "--qi", "zip,sex", "--k", "2", "--out", str(out), "--json"]) == 0
    record = json.loads(capsys.readouterr().out)
    released = pd.read_csv(out / "released.csv", dtype=str, keep_default_na=False, encoding="utf-8-sig")
    # zip has more values, so it is less important: row 4's zip goes, (*, m) then matches rows 1-3
    assert released["zip"].tolist() == ["130", "130", "130", "*", "148", "148"]
    assert record["distortion"]["per_column"] == {"zip": 1, "sex": 0} and record["importance"] == {"zip": 2, "sex": 1}
    assert main(["suppress", str(path), "--qi", "zip,sex", "--k", "2", "--importance", "x,y",
                 "--out", str(out)]) == 2


def test_anonymize_with_aggregate_flag(tmp_path, capsys):
    from tests.conftest import shared_data

    out = tmp_path / "out"
    args = ["anonymize", str(shared_data("arx", "test.csv")), "--qi", "gender,zipcode", "--k", "2",
            "--hierarchy", f"gender={shared_data('arx', 'test_hierarchy_gender.csv')}",
            "--hierarchy", f"zipcode={shared_data('arx', 'test_hierarchy_zipcode.csv')}",
            "--threshold", "1", "--aggregate", "age=interval", "--out", str(out), "--json"]
    assert main(args) == 0
    released = pd.read_csv(out / "anonymized.csv", dtype=str, sep=";")  # the input's delimiter is kept
    # male ages 34, 66, 70, 45 and female 45, 70, 34 (ARX's 7-row table): each class shows its [min, max]
    assert set(released.loc[released.gender == "male", "age"]) == {"[34, 70]"}
    assert set(released.loc[released.gender == "female", "age"]) == {"[34, 70]"}
    capsys.readouterr()
    assert main([*args[:-5], "--aggregate", "gender=mean", "--out", str(out)]) == 2


GB_HEADER = "年龄;收入;性别"
GB_ROWS = [f"{20 + i % 37};{1000 + 37 * i};{'男' if i % 3 else '女'}" for i in range(40)]


@pytest.mark.parametrize("command", [["microaggregate", "--columns", "年龄,收入", "--k", "4"],
                                     ["perturb", "--noise", "收入", "--pram", "性别", "--seed", "3"],
                                     ["suppress", "--qi", "年龄,性别", "--k", "2"]])
def test_a_gb18030_semicolon_table_comes_back_as_one(tmp_path, capsys, command):
    """The release keeps the input's encoding and delimiter (the one CSV release rule), not UTF-8 with a BOM."""
    path = tmp_path / "收入.csv"
    path.write_bytes(("\n".join([GB_HEADER, *GB_ROWS]) + "\n").encode("gb18030"))
    out = tmp_path / "out"
    assert main([command[0], str(path), *command[1:], "--out", str(out)]) == 0
    capsys.readouterr()
    data = (out / "released.csv").read_bytes()
    assert not data.startswith(b"\xef\xbb\xbf")
    with pytest.raises(UnicodeDecodeError):
        data.decode("utf-8")
    lines = data.decode("gb18030").split("\r\n")
    assert lines[0] == GB_HEADER and lines[-1] == "" and len(lines) == len(GB_ROWS) + 2
    assert all(len(line.split(";")) == 3 for line in lines[1:-1])
    # the column no transformation touches keeps its texts, row by row
    untouched = {"microaggregate": 2, "perturb": 0, "suppress": 1}[command[0]]
    assert [line.split(";")[untouched] for line in lines[1:-1]] == [r.split(";")[untouched] for r in GB_ROWS]
