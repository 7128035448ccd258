"""Microaggregation inside the optimal search: ARX's TestMicroaggregation.testMicroaggregationAdult (age
aggregated, the other eight attributes QIs, k = 5, 100% suppression) searched with ARX's Loss (RANK and geometric
mean), against brute force over every node of the lattice (row-level grouping and ``metrics.aggregation_loss``).

Run by hand:  python benchmarks/bench_microaggregation.py [--skip-brute-force]
Times are CPU seconds of this process (``time.process_time``) and wall seconds, the best of ``--repeat`` runs.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
ARX_DATA = REPO.parent / "shared" / "data" / "arx"
QIS = ["sex", "race", "marital-status", "education", "native-country", "workclass", "occupation", "salary-class"]


def timed(run, repeat: int):
    best = None
    for _ in range(repeat):
        cpu, wall = time.process_time(), time.perf_counter()
        value = run()
        spent = (time.process_time() - cpu, time.perf_counter() - wall)
        best = spent if best is None or spent[0] < best[0] else best
    return value, best


def brute_force(data, hierarchies, metric: str):
    """Every node's Loss dimensions from the rows (classes below k suppressed: 100% may be); the best node."""
    from privdesk.engine.core.classes import group_rows
    from privdesk.engine.metrics.aggregation_loss import geometric_mean_loss, loss_dimensions, rank_key

    columns = [data.column(q) for q in QIS]
    listed = [hierarchies[q] for q in QIS]
    bound = [h.bind(c) for h, c in zip(listed, columns)]
    age = data.column("age")
    best = None
    for levels in itertools.product(*[range(h.levels) for h in listed]):
        group, _count = group_rows([b[level][c.codes] for b, level, c in zip(bound, levels, columns)])
        suppressed = np.bincount(group)[group] < 5
        dimensions = loss_dimensions(columns, listed, levels, suppressed, [age])
        key = rank_key(dimensions) if metric == "loss_rank" else (geometric_mean_loss(dimensions),)
        if best is None or (key, sum(levels), levels) < best[0]:
            best = ((key, sum(levels), levels), levels, int(suppressed.sum()))
    return best[1], best[2], best[0][0][0]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--skip-brute-force", action="store_true")
    args = parser.parse_args()
    from privdesk.engine.attributes.hierarchy import Hierarchy
    from privdesk.engine.models.requirements import Requirement
    from privdesk.engine.search.lattice import optimal_generalization
    from privdesk.io.tables import open_table

    data = open_table(ARX_DATA / "adult.csv")
    hierarchies = {q: Hierarchy.read_csv(ARX_DATA / f"adult_hierarchy_{q}.csv", attribute=q) for q in QIS}
    print("| metric | how | node | suppressed | score | nodes evaluated | CPU | wall |")
    print("|---|---|---|---|---|---|---|---|")
    for metric in ("loss_rank", "loss"):
        result, (cpu, wall) = timed(lambda: optimal_generalization(
            data, QIS, hierarchies, [Requirement("k-anonymity", 5)], suppression=1.0, metric=metric,
            aggregated=["age"]), args.repeat)
        node = ",".join(str(result.transformation[q]) for q in QIS)
        print(f"| {metric} | optimal search | [{node}] | {result.suppressed_count:,} | "
              f"{float(result.details['score']):.6f} | {result.nodes_evaluated:,} | {cpu:.2f} s | {wall:.2f} s |")
        if not args.skip_brute_force:
            (levels, suppressed, score), (cpu, wall) = timed(lambda: brute_force(data, hierarchies, metric), 1)
            total = int(np.prod([hierarchies[q].levels for q in QIS]))
            print(f"| {metric} | brute force | [{','.join(map(str, levels))}] | {suppressed:,} | {score:.6f} | "
                  f"{total:,} | {cpu:.2f} s | {wall:.2f} s |")


if __name__ == "__main__":
    main()
