"""Every privacy-model check: PrivDesk against pycanon on the same data in the same process.

Run by hand:  python benchmarks/bench_checks.py [--rows 1000000] [--pycanon-timeout 600]
Data: ARX's Adult table (../shared/data/arx/adult.csv) and a seeded resample of it to ``--rows`` rows.
QIs sex, age, race (the classes pycanon loops over); sensitive attributes salary-class (2 values) and occupation
(14 values). Results are written into benchmarks/RESULTS.md by hand.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np
import pandas as pd

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from privdesk.engine.core.classes import release_partition  # noqa: E402
from privdesk.engine.core.dataset import Dataset  # noqa: E402
from privdesk.engine.models import alpha_k
from privdesk.engine.models import k_anonymity
from privdesk.engine.models import beta_likeness_basic, delta_disclosure_present_values, distinct_l_diversity, entropy_l_diversity, recursive_cl_diversity, t_closeness_equal

QIS = ["sex", "age", "race"]
SENSITIVE = "occupation"


def privdesk_checks(dataset: Dataset) -> dict[str, tuple[float, float]]:
    """name -> (seconds, value); class building is timed with k-anonymity, as pycanon rebuilds classes per check."""
    timings = {}
    start = time.perf_counter()
    release = release_partition(dataset, QIS)
    timings["k-anonymity"] = (time.perf_counter() - start, k_anonymity(release).value)
    column = dataset[SENSITIVE]
    start = time.perf_counter()
    counts = release.value_counts(column.codes, len(column.values))
    shared = time.perf_counter() - start
    for name, check in [("(α,k)", lambda: alpha_k(counts)), ("distinct l", lambda: distinct_l_diversity(counts)),
                        ("entropy l", lambda: entropy_l_diversity(counts)),
                        ("recursive (c,l)", lambda: recursive_cl_diversity(counts, 2)),
                        ("t-closeness (equal)", lambda: t_closeness_equal(counts)),
                        ("basic β-likeness", lambda: beta_likeness_basic(counts)),
                        ("δ-disclosure", lambda: delta_disclosure_present_values(counts))]:
        start = time.perf_counter()
        value = check().value
        timings[name] = (time.perf_counter() - start + shared, value)
    return timings


def pycanon_checks(frame: pd.DataFrame, budget: float) -> dict[str, tuple[float, float]]:
    from pycanon import anonymity

    calls = [("k-anonymity", lambda: anonymity.k_anonymity(frame, QIS)),
             ("(α,k)", lambda: anonymity.alpha_k_anonymity(frame, QIS, [SENSITIVE])[0]),
             ("distinct l", lambda: anonymity.l_diversity(frame, QIS, [SENSITIVE])),
             ("entropy l", lambda: anonymity.entropy_l_diversity(frame, QIS, [SENSITIVE])),
             ("recursive (c,l)", lambda: anonymity.recursive_c_l_diversity(frame, QIS, [SENSITIVE])[0]),
             ("t-closeness (equal)", lambda: anonymity.t_closeness(frame, QIS, [SENSITIVE])),
             ("basic β-likeness", lambda: anonymity.basic_beta_likeness(frame, QIS, [SENSITIVE])),
             ("δ-disclosure", lambda: anonymity.delta_disclosure(frame, QIS, [SENSITIVE]))]
    timings, spent = {}, 0.0
    for name, call in calls:
        if spent > budget:
            timings[name] = (float("nan"), float("nan"))
            continue
        start = time.perf_counter()
        value = call()
        seconds = time.perf_counter() - start
        spent += seconds
        timings[name] = (seconds, value)
    return timings


def compare(label: str, frame: pd.DataFrame, budget: float) -> None:
    dataset = Dataset.from_frame(frame.astype(str))
    ours = privdesk_checks(dataset)
    theirs = pycanon_checks(frame.reset_index(drop=True), budget)
    total = sum(s for s, _ in ours.values())
    print(f"\n{label}: {len(frame):,} rows, {release_partition(dataset, QIS).n_classes:,} classes; "
          f"PrivDesk all checks {total * 1000:.1f} ms")
    print(f"| check | PrivDesk | pycanon | ratio | PrivDesk value | pycanon value |")
    print("|---|---|---|---|---|---|")
    for name, (seconds, value) in ours.items():
        other_seconds, other_value = theirs[name]
        ratio = other_seconds / seconds if seconds > 0 and other_seconds == other_seconds else float("nan")
        print(f"| {name} | {seconds * 1000:.2f} ms | {other_seconds:.2f} s | {ratio:,.0f}× | {value:.4f} | "
              f"{other_value:.4f} |")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--pycanon-timeout", type=float, default=900, help="stop calling pycanon after this many s")
    args = parser.parse_args()
    adult = pd.read_csv(REPO.parent / "shared" / "data" / "arx" / "adult.csv", sep=";", dtype=str)
    adult["age"] = adult["age"].astype(int)  # pycanon orders numbers as numbers
    compare("Adult", adult, args.pycanon_timeout)
    resample = adult.iloc[np.random.default_rng(1).integers(0, len(adult), args.rows)].reset_index(drop=True)
    compare(f"Adult resampled to {args.rows:,} rows", resample, args.pycanon_timeout)


if __name__ == "__main__":
    main()
