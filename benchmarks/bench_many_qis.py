"""Tables with many quasi-identifiers: lattice size against time and peak memory of the heuristic search.

Run by hand:  python benchmarks/bench_many_qis.py [--qis 9 12 16 20 30] [--seconds 30] [--rows 50000]
Each QI count runs in its own process (peak memory is that process's maximum resident size, start-up included) on
a seeded synthetic table (``synthetic_table``): k = 5, 5% suppression, Loss, the ``auto`` strategy with a time
limit (the optimal search up to 100,000 nodes, LIGHTNING + local search beyond). The release is re-checked for
5-anonymity and the suppression limit. Results go into benchmarks/RESULTS.md by hand.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pandas as pd

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))


def synthetic_table(n_qis: int, rows: int = 50_000, seed: int = 17):
    """A seeded table of ``n_qis`` integer-coded QIs with skewed values and 4–6 hierarchy levels each (QI j has
    height 3 + j % 3: 2^height values, halved at each level, ``*`` on top); returns (dataset, hierarchies)."""
    from privdesk.engine.attributes.hierarchy import Hierarchy
    from privdesk.engine.core.dataset import Dataset

    rng = np.random.default_rng(seed)
    columns, hierarchies = {}, {}
    for j in range(n_qis):
        height = 3 + j % 3
        values = 2 ** height
        weights = 1.0 / (1.0 + np.arange(values))  # Zipf-like: a few common values, a long tail
        name = f"q{j:02d}"
        columns[name] = rng.choice(values, rows, p=weights / weights.sum()).astype(str)
        hierarchies[name] = Hierarchy.from_rows(
            [[str(v)] + [f"{v >> level}/{level}" for level in range(1, height)] + ["*"] for v in range(values)],
            attribute=name)
    data = Dataset.from_frame(pd.DataFrame(columns), types={name: "string" for name in columns})
    return data, hierarchies


def one(n_qis: int, seconds: float, rows: int) -> dict:
    from privdesk.engine.core.classes import release_partition
    from privdesk.engine.core.progress import Progress
    from privdesk.engine.models import k_anonymity
    from privdesk.engine.models.requirements import Requirement
    from privdesk.engine.search.contract import Limits, SearchProblem, run

    data, hierarchies = synthetic_table(n_qis, rows)
    qis = list(hierarchies)
    started = time.perf_counter()
    problem = SearchProblem(data, qis, [Requirement("k-anonymity", 5)], hierarchies, suppression=0.05)
    result = run("auto", problem, Progress(), Limits(seconds=seconds))
    elapsed = time.perf_counter() - started
    classes = release_partition(result.released, qis)
    size = 1
    for q in qis:
        size *= hierarchies[q].levels
    return {"qis": n_qis, "lattice": size, "strategy": result.algorithm, "seconds": round(elapsed, 1),
            "loss": round(float(result.details["score"]), 4), "optimal": result.optimal,
            "lower_bound": round(float(result.lower_bound), 4), "evaluated": result.nodes_evaluated,
            "k": int(k_anonymity(classes).value), "suppressed": int(classes.suppressed),
            "peak_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--qis", type=int, nargs="+", default=[9, 12, 16, 20, 30])
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--rows", type=int, default=50_000)
    parser.add_argument("--one", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one is not None:
        print(json.dumps(one(args.one, args.seconds, args.rows)))
        return
    print("| QIs | lattice nodes | strategy | seconds | Loss | optimal | lower bound | evaluated | k | suppressed "
          "| peak MB |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for n in args.qis:
        out = subprocess.run([sys.executable, __file__, "--one", str(n), "--seconds", str(args.seconds),
                              "--rows", str(args.rows)], capture_output=True, text=True, check=True)
        r = json.loads(out.stdout.strip().splitlines()[-1])
        print(f"| {r['qis']} | {r['lattice']:.3g} | {r['strategy']} | {r['seconds']} | {r['loss']} | "
              f"{r['optimal']} | {r['lower_bound']} | {r['evaluated']:,} | {r['k']} | {r['suppressed']:,} | "
              f"{r['peak_mb']} |", flush=True)


if __name__ == "__main__":
    main()
