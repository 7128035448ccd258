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
