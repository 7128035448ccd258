"""Peak memory (ru_maxrss) and time of the report's usefulness part on a table with a nearly unique column (``cost``,
cents over 0-50,000: ~190,000 distinct values on 200,000 rows), released with age in decades, cost unchanged and
some records suppressed. Before the cover was sparse, ``cost`` alone asked for a 190,000 × 190,000 grid (~35 GiB).
Run by hand, one size per process (ru_maxrss is the process's peak):

    python benchmarks/bench_usefulness_memory.py [--rows 200000]
"""

from __future__ import annotations

import argparse
import resource
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=200_000)
    args = parser.parse_args()
    import numpy as np
    import pandas as pd

    from privdesk.app.usefulness import record_usefulness
    from privdesk.engine.core.dataset import Dataset

    rng = np.random.default_rng(1)
    n = args.rows
    age = rng.integers(18, 90, n)
    sex = rng.choice(["F", "M"], n)
    cost = np.round(rng.uniform(0, 50_000, n), 2)
    diagnosis = rng.choice([f"D{i:02d}" for i in range(30)], n)
    original = pd.DataFrame({"age": age.astype(str), "sex": sex, "cost": [f"{c:.2f}" for c in cost],
                             "diagnosis": diagnosis})
    released = original.copy()
    released["age"] = [f"{a // 10 * 10}-{a // 10 * 10 + 9}" for a in age]
    suppressed = rng.random(n) < 0.01
    released.loc[suppressed, ["age", "sex"]] = "*"
    types = {"age": "integer", "sex": "string", "cost": "decimal", "diagnosis": "string"}
    before = Dataset.from_frame(original, types=types)
    after = Dataset.from_frame(released, types={**types, "age": "string"})
    base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    start = time.perf_counter()
    document = record_usefulness(before, after, ["age", "sex"], ["diagnosis"], {}, suppressed_rows=suppressed)
    wall = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    cost_stats = next(s for s in document["statistics"] if s["name"] == "cost")
    print(f"{n:,} rows, cost {before['cost'].distinct_count:,} distinct: usefulness {wall:.1f} s wall, "
          f"peak RSS {peak:.0f} MB ({base:.0f} MB before the analysis); cost TVD {cost_stats['tvd']}")


if __name__ == "__main__":
    main()
