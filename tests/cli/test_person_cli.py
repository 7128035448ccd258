"""`check --person` and `anonymize --person`: 300 patients with two admissions each."""

from __future__ import annotations

import json

import numpy as np
import pandas as pd
import pytest

from privdesk.cli.main import main


@pytest.fixture(autouse=True)
def _own_key_folder(tmp_path, monkeypatch):
    """The default pseudonym key is made in the user's data folder: a test's own."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))


def admissions(tmp_path, seed: int = 3):
    """300 patients x 2 admissions, the same sex, age and zip on both rows, the diagnosis may differ."""
    rng = np.random.default_rng(seed)
    n = 300
    patients = pd.DataFrame({"pid": [f"H{i:05d}" for i in range(n)], "sex": rng.choice(["F", "M"], n),
                             "age": rng.integers(18, 95, n), "zip": rng.choice([f"1000{i}" for i in range(10)], n)})
    first = patients.assign(diagnosis=rng.choice(list("ABCDEF"), n))
    second = patients.assign(diagnosis=rng.choice(list("ABCDEF"), n))
    frame = pd.concat([first, second]).sample(frac=1.0, random_state=seed).reset_index(drop=True)
    path = tmp_path / "long.csv"
    frame.to_csv(path, index=False)
    return path, frame


def test_check_counts_patients_not_admissions(tmp_path, capsys):
    path, frame = admissions(tmp_path)
    rows_only = frame.groupby(["sex", "age", "zip"]).size().min()
    assert rows_only >= 2  # counted in rows, every class "holds" two admissions
    assert main(["check", str(path), "--qi", "sex,age,zip", "--k", "2"]) == 0
    capsys.readouterr()
    assert main(["check", str(path), "--qi", "sex,age,zip", "--k", "2", "--person", "pid", "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    persons = frame.drop_duplicates("pid").groupby(["sex", "age", "zip"]).size()
    assert report["k"] == persons.min() == 1 and report["persons"] == 300 and report["rows"] == 600
    assert not report["met"] and report["verdict"]["passed"] is False
    assert main(["check", str(path), "--qi", "sex,age,zip", "--k", "2", "--person", "pid"]) == 1
    out = capsys.readouterr().out
    assert "smallest class in persons: 1" in out and "NOT MET: 2-anonymity, counted in persons ('pid')" in out


@pytest.mark.parametrize("algorithm", ["optimal", "mondrian"])
def test_anonymize_by_person_gives_two_patients_per_class_and_a_recheck_agrees(tmp_path, capsys, algorithm):
    path, frame = admissions(tmp_path)
    out = tmp_path / algorithm
    assert main(["anonymize", str(path), "--qi", "sex,age,zip", "--k", "2", "--person", "pid", "--threshold", "0.5",
                 "--suppression", "0.1", "--algorithm", algorithm, "--out", str(out), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["details"]["person"] == "pid" and summary["details"]["persons"] == 300
    released = pd.read_csv(out / "anonymized.csv", dtype=str, keep_default_na=False, encoding="utf-8-sig")
    assert len(released) == 600 and released["diagnosis"].tolist() == frame["diagnosis"].tolist()  # row order
    assert not set(released["pid"]) & set(frame["pid"])  # keyed pseudonyms, never the raw key
    assert released["pid"].nunique() == 300
    pseudonym_of = dict(zip(frame["pid"], released["pid"]))
    assert all(pseudonym_of[p] == q for p, q in zip(frame["pid"], released["pid"]))  # one per patient
    kept = released[~(released[["sex", "age", "zip"]] == "*").all(axis=1)]
    suppressed = released[(released[["sex", "age", "zip"]] == "*").all(axis=1)]
    assert not set(kept["pid"]) & set(suppressed["pid"])  # suppression removes whole patients
    assert kept.groupby(["sex", "age", "zip"])["pid"].nunique().min() >= 2  # distinct patients per class
    assert summary["details"]["persons_suppressed"] == suppressed["pid"].nunique()
    assert main(["check", str(out / "anonymized.csv"), "--qi", "sex,age,zip", "--k", "2", "--person", "pid"]) == 0
    assert "met: 2-anonymity, counted in persons ('pid')" in capsys.readouterr().out


def records_of(released: pd.DataFrame, qis: list[str]) -> dict[frozenset, set]:
    """The persons of each set of released QI tuples, from the release's rows alone (suppressed persons out)."""
    kept = released[~(released[qis] == "*").all(axis=1)]
    records: dict[frozenset, set] = {}
    for pid, rows in kept.groupby("pid"):
        records.setdefault(frozenset(map(tuple, rows[qis].to_numpy())), set()).add(pid)
    return records


VARYING = """pid,sex,age,zip,diagnosis
P1,F,34,10001,flu
P2,F,33,10001,ulcer
P1,F,35,10001,flu
P3,M,51,10010,flu
P4,M,50,10011,cancer
P1,F,35,10002,flu
P2,F,35,10002,ulcer
P3,M,52,10010,flu
P4,M,53,10011,cancer
P5,F,36,10003,flu
P4,M,53,10020,cancer
P6,M,55,10012,ulcer
P6,M,56,10020,ulcer
P7,F,38,10004,cancer
P7,F,39,10004,cancer
P8,M,58,10013,flu
P8,M,59,10014,flu
P5,F,37,10003,flu
"""


@pytest.mark.parametrize("algorithm", ["optimal", "heuristic", "genetic", "mondrian"])
def test_patients_whose_age_and_zip_change_are_anonymized_by_their_sets_of_tuples(tmp_path, capsys, algorithm):
    path = tmp_path / "varying.csv"
    path.write_text(VARYING, encoding="utf-8")
    frame = pd.read_csv(path, dtype=str)
    out = tmp_path / "out"
    assert main(["anonymize", str(path), "--qi", "sex,age,zip", "--sensitive", "diagnosis", "--k", "2",
                 "--person", "pid", "--threshold", "0.5", "--suppression", "0.3",
                 "--algorithm", algorithm, "--out", str(out), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["details"]["persons"] == 8
    released = pd.read_csv(out / "anonymized.csv", dtype=str, keep_default_na=False, encoding="utf-8-sig")
    assert released["diagnosis"].tolist() == frame["diagnosis"].tolist()  # the input's rows, in its order
    assert released["pid"].nunique() == 8 and not set(released["pid"]) & set(frame["pid"])  # pseudonyms
    released["pid"] = frame["pid"]  # the rows tie to persons by their order too
    qis = ["sex", "age", "zip"]
    suppressed = released[(released[qis] == "*").all(axis=1)]
    kept = released[~(released[qis] == "*").all(axis=1)]
    assert not set(kept["pid"]) & set(suppressed["pid"])  # whole persons suppressed
    assert summary["details"]["persons_suppressed"] == suppressed["pid"].nunique() <= 2  # 30 % of 8
    records = records_of(released, qis)
    assert min(len(persons) for persons in records.values()) >= 2
    # the full-domain searches keep some person's two tuples, as the rule allows; Mondrian gives each one tuple
    assert any(len(record) > 1 for record in records) == (algorithm != "mondrian")
    with_key = tmp_path / "with_key.csv"
    released.to_csv(with_key, index=False)
    assert main(["check", str(with_key), "--qi", ",".join(qis), "--k", "2", "--person", "pid", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["k"] == min(len(persons) for persons in records.values()) and report["persons"] == 8
    k_entry = next(e for e in summary["verdict"]["entries"] if e["requirement"] == "k-anonymity")
    assert k_entry["achieved"] == report["k"] and summary["classes"] == len(records)  # the run's verdict agrees


def test_varying_quasi_identifiers_are_no_longer_refused(tmp_path, capsys):
    path, frame = admissions(tmp_path)
    frame.loc[frame.index[frame["pid"] == "H00007"][1], "age"] = 17
    frame.to_csv(path, index=False)
    out = tmp_path / "out"
    assert main(["anonymize", str(path), "--qi", "sex,age,zip", "--k", "2", "--person", "pid", "--suppression", "0.1",
                 "--threshold", "0.5", "--out", str(out)]) == 0
    assert "differs between the rows of one person" not in capsys.readouterr().err
    released = pd.read_csv(out / "anonymized.csv", dtype=str, keep_default_na=False, encoding="utf-8-sig")
    released["pid"] = frame["pid"]
    assert min(len(persons) for persons in records_of(released, ["sex", "age", "zip"]).values()) >= 2
    assert main(["check", str(out / "anonymized.csv"), "--qi", "sex,age,zip", "--k", "2", "--person", "pid"]) == 0
    capsys.readouterr()
    assert main(["anonymize", str(path), "--qi", "sex,age,zip", "--k", "2", "--person", "pid", "--suppression", "1",
                 "--cell-suppression", "arx", "--threshold", "0.5", "--out", str(tmp_path / "c"), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert "fallback" not in summary["details"]["cell_suppression"]
    released = pd.read_csv(tmp_path / "c" / "anonymized.csv", dtype=str, keep_default_na=False, encoding="utf-8-sig")
    released["pid"] = frame["pid"]
    assert min(len(persons) for persons in records_of(released, ["sex", "age", "zip"]).values()) >= 2
    assert main(["check", str(tmp_path / "c" / "anonymized.csv"), "--qi", "sex,age,zip", "--k", "2",
                 "--person", "pid"]) == 0


def test_k_above_the_number_of_persons_is_bad_input_though_the_rows_would_reach_it(tmp_path, capsys):
    path = tmp_path / "varying.csv"
    path.write_text(VARYING, encoding="utf-8")  # 8 persons on 18 rows
    assert main(["anonymize", str(path), "--qi", "sex,age,zip", "--k", "9", "--person", "pid", "--threshold", "0.5",
                 "--out", str(tmp_path / "o")]) == 2
    error = capsys.readouterr().err
    assert "exceeds the number of records (8)" in error and len(error.strip().splitlines()) == 1


ADMISSIONS = """pid,sex,age,zip,diagnosis
P1,F,34,10001,flu
P2,F,35,10001,cancer
P1,F,34,10001,ulcer
P3,F,36,10002,ulcer
P2,F,35,10001,flu
P4,M,51,10010,flu
P2,F,35,10001,asthma
P5,M,52,10010,asthma
P3,F,36,10002,ulcer
P4,M,51,10010,cancer
P6,M,53,10011,ulcer
P5,M,52,10010,flu
P6,M,53,10011,cancer
P7,F,38,10003,flu
P6,M,53,10011,flu
P8,M,57,10012,asthma
P7,F,38,10003,cancer
P7,F,39,10003,ulcer
"""


def held_by_hand(frame: pd.DataFrame, released: pd.DataFrame, qis: list[str]) -> tuple[list[int], list[int], float]:
    """(persons per class, distinct diagnoses per class, the largest equal-distance t) of a release, by hand: a
    class is the persons with one set of released tuples, and holds every diagnosis of any row of its persons
    (rule P3); t compares the class's (person, diagnosis) pairs with the table's."""
    held = frame.groupby("pid")["diagnosis"].agg(set)
    table = pd.Series([d for ds in held for d in ds]).value_counts(normalize=True)
    sizes, diverse, worst = [], [], 0.0
    for persons in records_of(released.assign(pid=frame["pid"]), qis).values():
        pairs = pd.Series([d for p in persons for d in held[p]])
        sizes.append(len(persons))
        diverse.append(pairs.nunique())
        shares = pairs.value_counts(normalize=True).reindex(table.index, fill_value=0.0)
        worst = max(worst, 0.5 * float((shares - table).abs().sum()))
    return sizes, diverse, worst


L3, T = ["--l", "3"], ["--t", "0.25", "--t-distance", "equal"]


@pytest.mark.parametrize(("algorithm", "model"), [("optimal", L3), ("heuristic", L3), ("genetic", L3),
                                                  ("mondrian", L3), ("optimal", T), ("heuristic", T)])
# (Mondrian protects distinct l only)
def test_a_diagnosis_per_admission_is_protected_over_patients_and_check_agrees(tmp_path, capsys, algorithm, model):
    """Patients with two or three admissions and a diagnosis each: k and l count patients, a class holds every
    diagnosis of its patients, t compares its (patient, diagnosis) pairs with the table's, as check --person
    counts them."""
    path = tmp_path / "admissions.csv"
    path.write_text(ADMISSIONS, encoding="utf-8")
    frame = pd.read_csv(path, dtype=str)
    out = tmp_path / "out"
    qis = ["sex", "age", "zip"]
    assert main(["anonymize", str(path), "--qi", ",".join(qis), "--sensitive", "diagnosis", "--k", "2", *model,
                 "--person", "pid", "--threshold", "0.5", "--suppression", "0.25", "--algorithm", algorithm,
                 "--out", str(out), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    released = pd.read_csv(out / "anonymized.csv", dtype=str, keep_default_na=False, encoding="utf-8-sig")
    assert released["diagnosis"].tolist() == frame["diagnosis"].tolist()
    sizes, diverse, worst = held_by_hand(frame, released, qis)
    assert min(sizes) >= 2
    if model[0] == "--l":
        assert min(diverse) >= 3
    else:
        assert worst <= 0.25 + 1e-9
    assert main(["check", str(out / "anonymized.csv"), "--qi", ",".join(qis), "--sensitive", "diagnosis",
                 "--k", "2", *model, "--person", "pid", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["k"] == min(sizes) and report["classes"] == len(sizes) == summary["classes"]
    entry = next(e for e in report["verdict"]["entries"] if e["attribute"] == "diagnosis")
    run_entry = next(e for e in summary["verdict"]["entries"] if e["requirement"] == entry["requirement"])
    assert entry["achieved"] == pytest.approx(min(diverse) if model[0] == "--l" else worst)
    assert run_entry["achieved"] == pytest.approx(entry["achieved"])  # the run's verdict agrees with the re-check


def test_a_diagnosis_that_differs_within_a_patient_is_no_longer_refused_but_by_greedy(tmp_path, capsys):
    path, frame = admissions(tmp_path)  # the same sex, age and zip on both rows, the diagnosis may differ
    out = tmp_path / "out"
    assert main(["anonymize", str(path), "--qi", "sex,age,zip", "--sensitive", "diagnosis", "--l", "2", "--k", "2",
                 "--person", "pid", "--suppression", "0.1", "--threshold", "0.5", "--out", str(out)]) == 0
    assert "differs between the rows of one person" not in capsys.readouterr().err
    assert main(["check", str(out / "anonymized.csv"), "--qi", "sex,age,zip", "--sensitive", "diagnosis", "--l", "2",
                 "--k", "2", "--person", "pid"]) == 0
    capsys.readouterr()
    assert main(["anonymize", str(path), "--qi", "sex,age,zip", "--sensitive", "diagnosis", "--l", "2", "--k", "2",
                 "--person", "pid", "--algorithm", "greedy-msa", "--out", str(tmp_path / "g")]) == 2
    error = capsys.readouterr().err
    assert "column 'diagnosis'" in error and "whole persons" in error and len(error.strip().splitlines()) == 1
    assert not (tmp_path / "g" / "anonymized.csv").exists()


def test_without_a_person_key_the_patient_number_blocks_the_release(tmp_path, capsys):
    path, _frame = admissions(tmp_path)
    assert main(["anonymize", str(path), "--qi", "sex,age,zip", "--k", "2", "--out", str(tmp_path / "o")]) == 2
    assert "'pid'" in capsys.readouterr().err


def test_a_repeating_identifier_is_proposed_as_the_person_key_and_warned_of_without_one(tmp_path, capsys):
    from privdesk.app.suggest import suggestion_report
    from privdesk.io.tables import open_table

    path, frame = admissions(tmp_path)
    frame["name"] = np.where(np.arange(len(frame)) % 2, "Wang Fang", "Li Na")  # names repeat too: no person key
    frame.to_csv(path, index=False)
    roles = {c["column"]: c["role"] for c in suggestion_report(open_table(str(path)))["columns"]}
    assert roles["pid"] == "person" and roles["name"] == "identifier"
    assert main(["check", str(path), "--qi", "sex,age,zip", "--k", "2", "--json"]) == 0
    entries = json.loads(capsys.readouterr().out)["verdict"]["entries"]
    warning = [e for e in entries if e["requirement"] == "person-key"]
    assert len(warning) == 1 and warning[0]["warning"] and "--person pid" in warning[0]["sentence"]
    assert main(["check", str(path), "--qi", "sex,age,zip", "--k", "1", "--person", "pid", "--json"]) == 0
    entries = json.loads(capsys.readouterr().out)["verdict"]["entries"]
    assert not [e for e in entries if e["requirement"] == "person-key"]
    out = tmp_path / "rows"
    assert main(["anonymize", str(path), "--qi", "sex,age,zip", "--k", "2", "--identifier", "pid,name",
                 "--threshold", "0.5", "--out", str(out), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert [e for e in summary["verdict"]["entries"] if e["requirement"] == "person-key"]


def test_the_report_and_an_audit_count_persons(tmp_path, capsys):
    path, _frame = admissions(tmp_path)
    out = tmp_path / "release"
    assert main(["anonymize", str(path), "--qi", "sex,age,zip", "--sensitive", "diagnosis", "--k", "2",
                 "--person", "pid", "--threshold", "0.5", "--suppression", "0.1", "--report", "--out", str(out)]) == 0
    record = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert record["data"]["person"] == "pid" and record["data"]["persons"] == 300 and record["data"]["records"] == 600
    assert record["configuration"]["person_key"] == "pid"
    released = pd.read_csv(out / "anonymized.csv", dtype=str, keep_default_na=False, encoding="utf-8-sig")
    kept = released[~(released[["sex", "age", "zip"]] == "*").all(axis=1)]
    per_class = kept.groupby(["sex", "age", "zip"])["pid"].nunique()
    assert record["classes"]["smallest"] == per_class.min() and record["classes"]["count"] == len(per_class)
    assert record["risk"]["maximum"] == pytest.approx(1 / per_class.min())
    assert all("persons" in e["sentence"] for e in record["verdict"]["entries"] if e["kind"] == "model")
    capsys.readouterr()
    audit = tmp_path / "audit"
    assert main(["audit", str(path), "--qi", "sex,age,zip", "--k", "2", "--person", "pid", "--keep", "pid",
                 "--threshold", "0.5", "--out", str(audit)]) == 1  # the raw table: one patient per class
    assert json.loads((audit / "report.json").read_text(encoding="utf-8"))["model_figures"]["k"] == 1


def test_dates_shifted_per_patient_keep_every_interval(tmp_path, capsys):
    path, frame = admissions(tmp_path)
    admitted = pd.Timestamp("2024-01-01") + pd.to_timedelta(np.arange(len(frame)) * 7 % 365, unit="D")
    frame["admitted"] = admitted.strftime("%Y-%m-%d")
    frame["discharged"] = (admitted + pd.to_timedelta(np.arange(len(frame)) % 20, unit="D")).strftime("%Y-%m-%d")
    frame.to_csv(path, index=False)
    flags = ["--qi", "sex,age,zip", "--k", "2", "--person", "pid", "--threshold", "0.5", "--suppression", "0.1",
             "--date-shift", "admitted,discharged", "--max-shift-days", "60"]
    for name in ("one", "two"):
        assert main(["anonymize", str(path), *flags, "--out", str(tmp_path / name)]) == 0
    capsys.readouterr()
    released = pd.read_csv(tmp_path / "one" / "anonymized.csv", dtype=str, keep_default_na=False,
                           encoding="utf-8-sig")
    again = pd.read_csv(tmp_path / "two" / "anonymized.csv", dtype=str, keep_default_na=False, encoding="utf-8-sig")
    assert released.equals(again)  # the same secret and keys: the same offsets
    moved = (pd.to_datetime(released["admitted"]) - pd.to_datetime(frame["admitted"])).dt.days
    stay = pd.to_datetime(released["discharged"]) - pd.to_datetime(released["admitted"])
    assert (stay == pd.to_datetime(frame["discharged"]) - pd.to_datetime(frame["admitted"])).all()
    assert (moved.groupby(frame["pid"]).nunique() == 1).all() and moved.abs().max() <= 60
    assert moved.groupby(frame["pid"]).first().nunique() > 20  # offsets differ between patients
    assert main(["anonymize", str(path), "--qi", "sex,age,zip", "--k", "2", "--identifier", "pid",
                 "--date-shift", "admitted", "--max-shift-days", "9", "--out", str(tmp_path / "x")]) == 2
    assert "--person" in capsys.readouterr().err
