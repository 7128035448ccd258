"""Tables with many quasi-identifiers: lattice size against time and peak memory of the anytime searches.

Run by hand:  python benchmarks/bench_many_qis.py [--qis 9 12 16 20 30] [--seconds 30] [--rows 50000]
Each QI count runs in its own process (peak memory is that process's maximum resident size, start-up included) on
a seeded synthetic table (``synthetic_table``): k = 5, 5% suppression, Loss, the ``auto`` strategy with a time
limit (the optimal search up to 100,000 nodes, the genetic search beyond). The release is re-checked for
5-anonymity and the suppression limit. Results go into benchmarks/RESULTS.md by hand.

The default search against the others at equal limits, one process per run, interleaved (each limit: every
algorithm in turn), the load average beside each run:
    python benchmarks/bench_many_qis.py --compare [--tables a b c] [--limits 5 10 30] [--qis 16]
        [--algorithms auto genetic heuristic] [--before DIR]
Tables (``TABLES``): ``a`` the one above, ``b`` and ``c`` other value counts, skew and seeds (against tuning to one
table). ``heuristic`` is PrivDesk's LIGHTNING (+ local search + proof); ARX's own LIGHTNING
was run on the ``--export``ed tables by a harness outside this repository (``RESULTS.md``).
An algorithm written ``NAME@before`` runs the code of the checkout DIR (``git archive main | tar -x -C DIR``).

The tables for other tools (ARX): ``--export DIR [--tables a b c] [--qis 16]`` writes DIR/TABLE_QIS/data.csv and
one hierarchy_QI.csv per QI (``;``-separated, ARX's layout).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pandas as pd

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))


def synthetic_table(n_qis: int, rows: int = 50_000, seed: int = 17, heights: tuple = (3, 4, 5),
                    exponent: float = 1.0):
    """A seeded table of ``n_qis`` integer-coded QIs with skewed values and 4–6 hierarchy levels each (QI j has
    height ``heights[j % len(heights)]``: 2^height values with Zipf-like weights 1/rank^``exponent``, halved at
    each level, ``*`` on top); returns (dataset, hierarchies)."""
    from privdesk.engine.attributes.hierarchy import Hierarchy
    from privdesk.engine.core.dataset import Dataset

    rng = np.random.default_rng(seed)
    columns, hierarchies = {}, {}
    for j in range(n_qis):
        height = heights[j % len(heights)]
        values = 2 ** height
        weights = 1.0 / (1.0 + np.arange(values)) ** exponent  # Zipf-like: a few common values, a long tail
        name = f"q{j:02d}"
        columns[name] = rng.choice(values, rows, p=weights / weights.sum()).astype(str)
        hierarchies[name] = Hierarchy.from_rows(
            [[str(v)] + [f"{v >> level}/{level}" for level in range(1, height)] + ["*"] for v in range(values)],
            attribute=name)
    data = Dataset.from_frame(pd.DataFrame(columns), types={name: "string" for name in columns})
    return data, hierarchies


TABLES = {
    "a": {},
    "b": {"seed": 34, "heights": (2, 3, 4, 5, 6), "exponent": 1.5},
    "c": {"seed": 5, "heights": (1, 2, 3, 4, 5, 6), "exponent": 0.0},
}
"""The seeded tables: ``a`` (the one of every earlier section), ``b`` (3–7 levels, steeper skew) and ``c`` (2–7
levels, values equally likely: there LIGHTNING falls behind the genetic search, as on the issue's held-out table)."""


def one(n_qis: int, seconds: float, rows: int, algorithm: str = "auto", table: str = "a") -> dict:
    from privdesk.engine.core.classes import release_partition
    from privdesk.engine.core.progress import Progress
    from privdesk.engine.models import k_anonymity
    from privdesk.engine.models.requirements import Requirement
    from privdesk.engine.search.contract import Limits, SearchProblem, run

    data, hierarchies = synthetic_table(n_qis, rows, **TABLES[table])
    qis = list(hierarchies)
    started = time.perf_counter()
    problem = SearchProblem(data, qis, [Requirement("k-anonymity", 5)], hierarchies, suppression=0.05)
    result = run(algorithm, problem, Progress(), Limits(seconds=seconds))
    elapsed = time.perf_counter() - started
    classes = release_partition(result.released, qis)
    size = 1
    for q in qis:
        size *= hierarchies[q].levels
    return {"table": table, "algorithm": algorithm, "limit": seconds, "qis": n_qis, "lattice": size, "strategy": result.algorithm, "seconds": round(elapsed, 1),
            "loss": round(float(result.details["score"]), 4), "optimal": result.optimal,
            "lower_bound": round(float(result.lower_bound), 4), "evaluated": result.nodes_evaluated,
            "k": int(k_anonymity(classes).value), "suppressed": int(classes.suppressed),
            "peak_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024),
            "levels": [int(result.transformation[q]) for q in qis] if result.transformation else None}


def _run(n_qis: int, seconds: float, rows: int, algorithm: str = "auto", table: str = "a",
         before: str | None = None) -> dict:
    name, _at, version = algorithm.partition("@")
    code = ["--code", before] if version == "before" and before else []
    out = subprocess.run([sys.executable, __file__, "--one", str(n_qis), "--seconds", str(seconds), "--rows",
                          str(rows), "--algorithm", name, "--table", table, *code],
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def compare(args) -> None:
    """Each limit, each algorithm in turn (so runs compared at one limit meet about the same load)."""
    print("| table | QIs | lattice | limit s | algorithm | seconds | Loss | lower bound | gap | evaluated | k | "
          "suppressed | peak MB | load | levels |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for table in args.tables:
        for n in args.qis:
            for limit in args.limits:
                for algorithm in args.algorithms:
                    load = os.getloadavg()[0]
                    r = _run(n, limit, args.rows, algorithm, table, args.before)
                    gap = (r["loss"] - r["lower_bound"]) / r["lower_bound"] if r["lower_bound"] > 0 else float("inf")
                    print(f"| {table} | {n} | {r['lattice']:.3g} | {limit:g} | {algorithm} ({r['strategy']}) | "
                          f"{r['seconds']} | {r['loss']} | {r['lower_bound']} | {gap:.0%} | {r['evaluated']:,} | "
                          f"{r['k']} | {r['suppressed']:,} | {r['peak_mb']} | {load:.1f} | "
                          f"[{','.join(map(str, r.get('levels') or []))}] |", flush=True)


def export(args) -> None:
    """Each table as data.csv plus one hierarchy CSV per QI, the files ARX's ``Data.create`` / ``Hierarchy.create``
    read (so another tool searches exactly the table this benchmark does)."""
    for table in args.tables:
        for n in args.qis or [16]:
            data, hierarchies = synthetic_table(n, args.rows, **TABLES[table])
            folder = Path(args.export) / f"{table}_{n}"
            folder.mkdir(parents=True, exist_ok=True)
            data.to_frame().to_csv(folder / "data.csv", sep=";", index=False)
            for name, hierarchy in hierarchies.items():
                hierarchy.to_csv(folder / f"hierarchy_{name}.csv")
            print(folder)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--qis", type=int, nargs="+", help="QI counts (default 9 12 16 20 30; with --compare 16)")
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--rows", type=int, default=50_000)
    parser.add_argument("--compare", action="store_true", help="auto against the other searches at equal limits")
    parser.add_argument("--tables", nargs="+", default=sorted(TABLES), choices=sorted(TABLES))
    parser.add_argument("--limits", type=float, nargs="+", default=[5.0, 10.0, 30.0])
    parser.add_argument("--algorithms", nargs="+", default=["auto", "genetic", "heuristic"])
    parser.add_argument("--one", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--algorithm", default="auto", help=argparse.SUPPRESS)
    parser.add_argument("--table", default="a", help=argparse.SUPPRESS)
    parser.add_argument("--before", help="a checkout of the code before, for algorithms written NAME@before")
    parser.add_argument("--code", help=argparse.SUPPRESS)
    parser.add_argument("--export", metavar="DIR", help="write the tables and their hierarchies as CSV into DIR")
    args = parser.parse_args()
    if args.code:
        sys.path.insert(0, args.code)
    if args.one is not None:
        print(json.dumps(one(args.one, args.seconds, args.rows, args.algorithm, args.table)))
        return
    if args.export:
        export(args)
        return
    if args.compare:
        args.qis = args.qis or [16]
        compare(args)
        return
    print("| QIs | lattice nodes | strategy | seconds | Loss | optimal | lower bound | evaluated | k | suppressed "
          "| peak MB |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for n in args.qis or [9, 12, 16, 20, 30]:
        r = _run(n, args.seconds, args.rows)
        print(f"| {r['qis']} | {r['lattice']:.3g} | {r['strategy']} | {r['seconds']} | {r['loss']} | "
              f"{r['optimal']} | {r['lower_bound']} | {r['evaluated']:,} | {r['k']} | {r['suppressed']:,} | "
              f"{r['peak_mb']} |", flush=True)


if __name__ == "__main__":
    main()
