"""Speed of MDAV microaggregation (3 numeric columns) and cell vs record suppression on Adult.

Run by hand:  python benchmarks/bench_numeric.py mdav [--rows 100000 1000000] [--k 3]
              python benchmarks/bench_numeric.py suppression
Results are written into benchmarks/RESULTS.md by hand.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))


def bench_mdav(rows: list[int], k: int) -> None:
    from privdesk.engine.metrics.numeric_loss import within_group_variance_share
    from privdesk.engine.recoding.mdav import mdav

    rng = np.random.default_rng(2024)
    for n in rows:
        # age-, income- and cost-like columns: one normal, two skewed, correlated
        base = rng.normal(size=(n, 3))
        x = np.column_stack([45 + 15 * base[:, 0], np.exp(10 + 0.8 * base[:, 1] + 0.3 * base[:, 0]),
                             np.exp(7 + base[:, 2] + 0.5 * base[:, 1])])
        started, cpu = time.perf_counter(), time.process_time()
        result = mdav(x, k)
        seconds, cpu = time.perf_counter() - started, time.process_time() - cpu
        share = within_group_variance_share(x, result.groups)
        # CPU seconds of this process: on a shared machine the wall time mostly measures the other jobs
        print(f"MDAV n={n:,} k={k}: {seconds:.1f} s wall, {cpu:.1f} s CPU, {result.group_count:,} groups, "
              f"SSE/SST {share:.5f}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("what", choices=["mdav", "suppression"])
    parser.add_argument("--rows", type=int, nargs="+", default=[100_000, 1_000_000])
    parser.add_argument("--k", type=int, default=3)
    args = parser.parse_args()
    if args.what == "mdav":
        bench_mdav(args.rows, args.k)
    else:
        from benchmarks.bench_suppression import bench_suppression  # noqa: PLC0415

        bench_suppression()


if __name__ == "__main__":
    main()
