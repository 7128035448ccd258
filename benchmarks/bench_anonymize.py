"""Anonymization speed and quality: PrivDesk's optimal search against ARX's published times and against anjana.

Run by hand:  python benchmarks/bench_anonymize.py [--skip-anjana] [--rows 1000000]
Data: ../shared/data/arx (Adult and its nine hierarchies). ARX's times are the ones the project's issue quotes for
this machine class (ARX 3.9.2); anjana is pip-installed into benchmarks/.anjana-venv on first use (it pins an older
pycanon than PrivDesk's tests use) and runs in its own process on the same data and hierarchies. Each tool is timed
inside its own process, without start-up. Results are written into benchmarks/RESULTS.md by hand.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import textwrap
import time
import venv
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
ARX_DATA = REPO.parent / "shared" / "data" / "arx"
QIS = ["sex", "age", "race", "marital-status", "education", "native-country", "workclass", "occupation",
       "salary-class"]
ARX_MS = {"k=5, 0%": 30, "k=5, 5%": 868, "distinct 2-diversity, 5%": 365, "hierarchical 0.2-closeness, 5%": 1843}


def privdesk_runs(rows: int) -> list[tuple[str, float, str, float, int]]:
    from privdesk.engine.attributes.hierarchy import Hierarchy
    from privdesk.engine.core.dataset import Dataset
    from privdesk.engine.models.requirements import Requirement
    from privdesk.engine.search.lattice import optimal_generalization
    from privdesk.io.tables import open_table

    adult = open_table(ARX_DATA / "adult.csv")
    hierarchies = {q: Hierarchy.read_csv(ARX_DATA / f"adult_hierarchy_{q}.csv", attribute=q) for q in QIS}
    without_occupation = [q for q in QIS if q != "occupation"]
    configurations = [
        ("k=5, 0%", adult, QIS, [Requirement("k-anonymity", 5)], 0.0),
        ("k=5, 5%", adult, QIS, [Requirement("k-anonymity", 5)], 0.05),
        ("distinct 2-diversity, 5%", adult, without_occupation, [Requirement("l-diversity", 2, "occupation")],
         0.05),
        ("hierarchical 0.2-closeness, 5%", adult, without_occupation,
         [Requirement("t-closeness", 0.2, "occupation", "hierarchical")], 0.05),
    ]
    frame = adult.to_frame()
    resample = Dataset.from_frame(frame.iloc[np.random.default_rng(1).integers(0, len(frame), rows)]
                                  .reset_index(drop=True))
    configurations.append((f"k=5, 5%, {rows:,}-row resample", resample, QIS, [Requirement("k-anonymity", 5)], 0.05))
    results = []
    for name, data, qis, requirements, suppression in configurations:
        best = None
        for _ in range(5):
            start = time.perf_counter()
            result = optimal_generalization(data, qis, hierarchies, requirements, suppression=suppression)
            seconds = time.perf_counter() - start
            best = seconds if best is None else min(best, seconds)
        levels = ",".join(str(result.transformation[q]) for q in qis)
        results.append((name, best, levels, result.details["score"], result.suppressed_count))
    return results


ANJANA_SCRIPT = textwrap.dedent("""
    import json, sys, time
    import pandas as pd
    from anjana.anonymity import k_anonymity_inner
    folder, qis = sys.argv[1], sys.argv[2].split(",")
    data = pd.read_csv(f"{folder}/adult.csv", sep=";", dtype=str)
    hierarchies = {q: dict(pd.read_csv(f"{folder}/adult_hierarchy_{q}.csv", sep=";", header=None, dtype=str))
                   for q in qis}
    start = time.perf_counter()
    _, suppressed, levels = k_anonymity_inner(data, [], qis, 5, 5, hierarchies)
    print(json.dumps({"seconds": time.perf_counter() - start, "suppressed": int(suppressed),
                      "levels": {q: int(levels[q]) for q in qis}}))
""")


def anjana_run() -> dict:
    environment = REPO / "benchmarks" / ".anjana-venv"
    python = environment / ("Scripts" if sys.platform == "win32" else "bin") / "python"
    if not python.exists():
        venv.create(environment, with_pip=True)
        subprocess.run([str(python), "-m", "pip", "install", "-q", "anjana"], check=True)
    completed = subprocess.run([str(python), "-c", ANJANA_SCRIPT, str(ARX_DATA), ",".join(QIS)],
                               capture_output=True, text=True, check=True)
    return json.loads(completed.stdout.strip().splitlines()[-1])


def anjana_loss(levels: dict[str, int]) -> tuple[float, int]:
    """ARX's Loss of anjana's transformation, with the rows of classes smaller than k suppressed (as anjana does)."""
    from privdesk.engine.attributes.hierarchy import Hierarchy
    from privdesk.engine.core.classes import partition
    from privdesk.engine.metrics.utility import arx_loss
    from privdesk.io.tables import open_table

    adult = open_table(ARX_DATA / "adult.csv")
    hierarchies = [Hierarchy.read_csv(ARX_DATA / f"adult_hierarchy_{q}.csv") for q in QIS]
    columns = [adult.column(q) for q in QIS]
    generalized = [h.bind(c)[levels[q]][c.codes] for h, c, q in zip(hierarchies, columns, QIS)]
    classes = partition(generalized)
    suppressed = classes.size_of_row() < 5
    return arx_loss(columns, hierarchies, [levels[q] for q in QIS], suppressed=suppressed), int(suppressed.sum())


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--skip-anjana", action="store_true")
    args = parser.parse_args()
    print("| configuration | PrivDesk | ARX 3.9.2 | levels | Loss | suppressed |")
    print("|---|---|---|---|---|---|")
    for name, seconds, levels, loss, suppressed in privdesk_runs(args.rows):
        arx = f"{ARX_MS[name]:,} ms" if name in ARX_MS else "-"
        print(f"| {name} | {seconds * 1000:,.0f} ms | {arx} | [{levels}] | {loss:.4f} | {suppressed:,} |")
    if not args.skip_anjana:
        run = anjana_run()
        loss, suppressed = anjana_loss(run["levels"])
        print(f"\nanjana (k=5, 5%): {run['seconds']:.2f} s, levels "
              f"[{','.join(str(run['levels'][q]) for q in QIS)}], Loss {loss:.4f}, {suppressed:,} suppressed")


if __name__ == "__main__":
    main()
