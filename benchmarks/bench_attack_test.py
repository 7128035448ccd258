"""The attack test of a release (app/record/attack_test.py) on ARX's Adult (30,162 rows).

Run by hand:  python benchmarks/bench_attack_test.py [--repeat 3]
Data: ../shared/data/arx/adult.csv with ARX's hierarchies; the original itself (k = 1) and releases of the optimal
search at k = 2, 5 and 20 (2 % suppression), seven columns as QIs and occupation as the secret. Each release is
attacked with the defaults (2,000 attacks of each kind, seed 0); the time is the best of ``--repeat`` runs of the
whole test
(three anonymeter attacks, the intruder's share, the attacker models), and once with the rows grouped by
``np.unique(axis=0)`` as the first version did. Results are written into benchmarks/RESULTS.md by hand.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

QIS = ["age", "education", "marital-status", "native-country", "race", "sex", "workclass"]


def main() -> None:
    from privdesk.app.anonymize import anonymize
    from privdesk.app.record import attack_test as job
    from privdesk.app.settings import Settings
    from privdesk.engine.attributes.hierarchy import Hierarchy
    from privdesk.engine.metrics import release_attacks
    from privdesk.engine.models.requirements import Requirement
    from privdesk.io.tables import open_table

    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    data = REPO.parent / "shared" / "data" / "arx"
    original = open_table(str(data / "adult.csv"))
    hierarchies = {q: Hierarchy.read_csv(data / f"adult_hierarchy_{q}.csv", attribute=q) for q in QIS}
    for k in (1, 2, 5, 20):  # k = 1: the original itself released, what the attacks find without protection
        settings = Settings(qis=QIS, sensitive=["occupation"], requirements=[Requirement("k-anonymity", k)],
                            hierarchies=dict(hierarchies), suppression=0.02, risk=None)
        released = original if k == 1 else anonymize(original, settings)[0].released
        times = []
        for _ in range(args.repeat):
            started = time.perf_counter()
            document = job.attack_test(original, released, QIS, ["occupation"])
            times.append(time.perf_counter() - started)
        rates = ", ".join(f"{a['name']} {100 * a['attack']['rate']:.2f} % "
                          f"(baseline {100 * a['baseline']['rate']:.2f} %)"
                          for a in document["attacks"])
        print(f"k={k}: {min(times):.2f} s; {rates}; alone {100 * document['isolated_share']:.2f} %; "
              f"prosecutor {100 * document['attackers']['prosecutor']:.2f} %")
    grouped = release_attacks._unique_rows  # noqa: SLF001 - the first version's grouping, for the comparison
    release_attacks._unique_rows = lambda rows: np.unique(rows, axis=0, return_inverse=True)  # noqa: SLF001
    started = time.perf_counter()
    job.attack_test(original, released, QIS, ["occupation"])
    print(f"k=20 with np.unique(axis=0): {time.perf_counter() - started:.2f} s")
    release_attacks._unique_rows = grouped  # noqa: SLF001


if __name__ == "__main__":
    main()
