"""`privdesk measure … --usefulness [--target COL] [--json]` on the specification's 9-row example."""

from __future__ import annotations

import json
import subprocess
import sys

from tests.conftest import REPO

SAMPLE = REPO / "resources" / "samples" / "spec_example"


def _measure(*extra: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "privdesk", "measure", str(SAMPLE / "original.csv"),
                           str(SAMPLE / "released.csv"), "--qi", "ZIPCode,Age", "--sensitive", "Salary,Disease",
                           "--usefulness", "--threshold", "1", *extra], cwd=REPO, capture_output=True, text=True)


def test_json_has_statistics_contingency_and_classifiers():
    run = _measure("--target", "Disease", "--classifiers", "naive_bayes", "--json")
    assert run.returncode == 0, run.stderr
    usefulness = json.loads(run.stdout)["usefulness"]
    age = next(s for s in usefulness["statistics"] if s["name"] == "Age")
    # '<=40' covers the ages up to 40 (29, 30, 32, 36, 39... as the original has them), '>=40' the rest
    assert age["numeric"] and age["after"]["count"] == 9 and age["unmatched"] == 0
    assert usefulness["contingency"]["row"] == "ZIPCode" and usefulness["contingency"]["column"] == "Age"
    (nb,) = usefulness["classification"]
    assert nb["method"] == "naive_bayes" and nb["measurements"] == 9 and nb["folds"] == 9
    assert usefulness["verdict"].startswith("The release predicts Disease")


def test_text_output_and_a_bad_pair():
    run = _measure("--pair", "Age,Salary")
    assert run.returncode == 0, run.stderr
    assert "contingency table of 'Age' and 'Salary'" in run.stdout
    bad = _measure("--pair", "Age,Nope")
    assert bad.returncode == 2 and "Nope" in bad.stderr and "Traceback" not in bad.stderr


def test_dates_read_in_days_and_suppressed_counts_the_suppressed_records(tmp_path, capsys):
    """Six records; the release generalizes the birth date to '*' everywhere and suppresses records 4 and 5 (every
    QI '*'): the text says 2 suppressed for both QIs, what it counts, and the spread of dates in days."""
    from privdesk.cli.main import main

    births = ["2000-01-01", "2000-01-11", "2000-01-21", "2000-01-01", "2000-01-11", "2000-01-21"]
    sexes = ["f", "m", "f", "m", "f", "m"]
    original = tmp_path / "original.csv"
    original.write_text("sex,birth,ward\n" + "".join(f"{s},{b},a\n" for s, b in zip(sexes, births)),
                        encoding="utf-8")
    released = tmp_path / "released.csv"
    released.write_text("sex,birth,ward\n" + "".join(f"{s if i < 4 else '*'},*,a\n" for i, s in enumerate(sexes)),
                        encoding="utf-8")
    code = main(["measure", str(original), str(released), "--qi", "sex,birth", "--sensitive", "ward",
                 "--usefulness", "--threshold", "1"])
    out = capsys.readouterr().out
    assert code in (0, 1)
    lines = out.split("usefulness: summary statistics")[1].splitlines()
    birth = next(line for line in lines if line.startswith("birth"))
    # sample sd of 0, 10, 20, 0, 10, 20 days = sqrt(400 / 5) = 8.9 days; suppressed 2, not 6
    assert " 2 " in birth and "sd 9 days →" in birth
    sex = next(line for line in lines if line.startswith("sex"))
    assert " 2 " in sex
    assert "Suppressed: the cells of the 2 records the release suppressed" in out
