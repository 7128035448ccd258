"""SafePub on Adult: median Loss (as ARX reports it, over the sample) of 20 seeded runs, and the time of one run.

    python benchmarks/bench_dp.py [--runs 20] [--epsilon 1] [--delta 1e-5] [--steps 100]

Needs ../shared/data/arx (Adult and its hierarchies). Results go into benchmarks/RESULTS.md by hand.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from privdesk.app.tables import open_table  # noqa: E402
from privdesk.engine.algorithms.safepub import safepub  # noqa: E402
from privdesk.engine.hierarchy import Hierarchy  # noqa: E402

ARX = Path(__file__).resolve().parents[2] / "shared" / "data" / "arx"
QIS = ["sex", "age", "race", "marital-status", "education", "native-country", "workclass", "occupation",
       "salary-class"]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--epsilon", type=float, default=1.0)
    parser.add_argument("--delta", type=float, default=1e-5)
    parser.add_argument("--steps", type=int, default=100)
    args = parser.parse_args()
    data = open_table(ARX / "adult.csv")
    hierarchies = {q: Hierarchy.read_csv(ARX / f"adult_hierarchy_{q}.csv", attribute=q) for q in QIS}
    losses, seconds = [], []
    for seed in range(args.runs):
        started = time.perf_counter()
        result = safepub(data, QIS, hierarchies, args.epsilon, args.delta, rng=np.random.default_rng(seed),
                         steps=args.steps)
        seconds.append(time.perf_counter() - started)
        losses.append(result.details["score"])
        print(f"seed {seed}: Loss {losses[-1]:.4f} levels {list(result.transformation.values())} "
              f"suppressed in sample {result.details['dp']['suppressed_in_sample']} ({seconds[-1]:.2f} s)")
    print(f"median Loss {statistics.median(losses):.4f} (min {min(losses):.4f}, max {max(losses):.4f}); "
          f"median time {statistics.median(seconds):.2f} s; k {result.details['dp']['k']}, "
          f"beta {result.details['dp']['beta']:.4f}")
    print(platform.platform(), platform.python_version(), f"numpy {np.__version__}")


if __name__ == "__main__":
    main()
