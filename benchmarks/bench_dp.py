"""SafePub on Adult: per score function of the search, the median Loss (as ARX reports it, over the sample) and
ARX's other measures of 20 seeded runs, the median search score, and the time of one run.

    python benchmarks/bench_dp.py [--runs 20] [--epsilon 1] [--delta 1e-5] [--steps 100] [--scores loss,aecs,…]

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

from privdesk.engine.attributes.hierarchy import Hierarchy  # noqa: E402
from privdesk.engine.dp.safepub import safepub  # noqa: E402
from privdesk.engine.dp.safepub_scores import SCORE_NAMES  # noqa: E402
from privdesk.io.tables import open_table  # noqa: E402

ARX = Path(__file__).resolve().parents[2] / "shared" / "data" / "arx"
QIS = ["sex", "age", "race", "marital-status", "education", "native-country", "workclass", "occupation",
       "salary-class"]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--epsilon", type=float, default=1.0)
    parser.add_argument("--delta", type=float, default=1e-5)
    parser.add_argument("--steps", type=int, default=100)
    parser.add_argument("--scores", default=",".join(SCORE_NAMES))
    args = parser.parse_args()
    data = open_table(ARX / "adult.csv")
    hierarchies = {q: Hierarchy.read_csv(ARX / f"adult_hierarchy_{q}.csv", attribute=q) for q in QIS}
    rows = []
    for score in args.scores.split(","):
        losses, measures, values, seconds = [], [], [], []
        for seed in range(args.runs):
            started = time.perf_counter()
            result = safepub(data, QIS, hierarchies, args.epsilon, args.delta, rng=np.random.default_rng(seed),
                             steps=args.steps, score=score)
            seconds.append(time.perf_counter() - started)
            losses.append(result.details["score"])
            measures.append(result.details["measures"])
            values.append(result.details["dp"]["score_value"])
            print(f"{score} seed {seed}: Loss {losses[-1]:.4f} levels {list(result.transformation.values())} "
                  f"suppressed in sample {result.details['dp']['suppressed_in_sample']} ({seconds[-1]:.2f} s)",
                  flush=True)
        median = statistics.median
        rows.append(f"| {score} | {median(losses):.4f} ({min(losses):.4f}–{max(losses):.4f}) | "
                    f"{median(m['aecs'] for m in measures):.1f} | {median(m['precision'] for m in measures):.4f} | "
                    f"{median(m['discernability'] for m in measures):.4g} | {median(values):.4g} | "
                    f"{median(seconds):.2f} s |")
    print(f"k {result.details['dp']['k']}, beta {result.details['dp']['beta']:.4f}")
    print("| score | median Loss (min–max) | median AECS | median Precision | median Discernability | "
          "median search score | median time |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    print("\n".join(rows))
    print(platform.platform(), platform.python_version(), f"numpy {np.__version__}")


if __name__ == "__main__":
    main()
