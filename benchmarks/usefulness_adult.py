"""Time the whole usefulness analysis on Adult (ARX's TestClassification setting): statistics of the nine
attributes, one contingency table (age × education), and logistic regression, naive Bayes and a random forest with
10-fold cross-validation on the original and the release (k = 5, 100% suppression limit, made by PrivDesk's optimal
search with ARX's TestClassification settings). Wall and CPU seconds (the process's, time.process_time) of the
analysis, of each classifier on the shared prepared task, and of the report's record. Run by hand:

    python benchmarks/usefulness_adult.py [--shared ../shared/data/arx]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

FEATURES = ["sex", "age", "race", "education", "native-country", "workclass", "occupation", "salary-class"]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--shared", default=str(ROOT.parent / "shared" / "data" / "arx"))
    args = parser.parse_args()
    from privdesk.app.usefulness import UsefulnessSettings, analyse_usefulness
    from privdesk.engine.attributes.hierarchy import Hierarchy
    from privdesk.io.tables import open_table

    shared = Path(args.shared)
    with tempfile.TemporaryDirectory() as folder:
        hierarchies = Path(folder) / "h"
        hierarchies.mkdir()
        for name in FEATURES:
            (hierarchies / f"adult_hierarchy_{name}.csv").write_bytes(
                (shared / f"adult_hierarchy_{name}.csv").read_bytes())
        subprocess.run([sys.executable, "-m", "privdesk", "anonymize", str(shared / "adult.csv"), "--qi",
                        ",".join(FEATURES), "--hierarchies", str(hierarchies), "--k", "5", "--suppression", "1",
                        "--threshold", "1", "--out", str(Path(folder) / "k5")], cwd=ROOT, check=True, capture_output=True)
        original = open_table(shared / "adult.csv")
        released = open_table(Path(folder) / "k5" / "anonymized.csv")
        loaded = {name: Hierarchy.read_csv(hierarchies / f"adult_hierarchy_{name}.csv") for name in FEATURES}
    settings = UsefulnessSettings(target="marital-status", pair=("age", "education"), qis=FEATURES,
                                  hierarchies=loaded)
    start, cpu = time.perf_counter(), time.process_time()
    document = analyse_usefulness(original, released, settings)
    print(f"whole analysis: {time.perf_counter() - start:.2f} s wall, {time.process_time() - cpu:.2f} s CPU "
          f"(scikit-learn imported inside)")
    for c in document["classification"]:
        print(f"  {c['method']}: original {c['original']['accuracy']:.4f}, release {c['released']['accuracy']:.4f}, "
              f"ZeroR {c['zero_r']['accuracy']:.4f}")
    print(document["verdict"])
    for method in ("naive_bayes", "logistic_regression", "random_forest"):  # warm: imports done
        start, cpu = time.perf_counter(), time.process_time()
        analyse_usefulness(original, released, UsefulnessSettings(
            attributes=["sex"], target="marital-status", methods=[method], qis=FEATURES, hierarchies=loaded))
        print(f"  {method} alone: {time.perf_counter() - start:.2f} s wall, {time.process_time() - cpu:.2f} s CPU")
    from privdesk.app.usefulness import record_usefulness
    start, cpu = time.perf_counter(), time.process_time()
    record_usefulness(original, released, FEATURES, ["marital-status"], loaded)
    print(f"report record: {time.perf_counter() - start:.2f} s wall, {time.process_time() - cpu:.2f} s CPU")


if __name__ == "__main__":
    main()
