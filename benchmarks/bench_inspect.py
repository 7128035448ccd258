"""Time `privdesk inspect` on ARX's Adult table (30,162 rows): whole command, as a user runs it, and the load alone.

Run by hand:  python benchmarks/bench_inspect.py [path/to/adult.csv]   (results go into benchmarks/RESULTS.md)
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DEFAULT = REPO.parent / "shared" / "data" / "arx" / "adult.csv"


def main() -> None:
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT
    command = [sys.executable, "-m", "privdesk", "inspect", str(path)]
    runs = []
    for _ in range(5):
        start = time.perf_counter()
        subprocess.run(command, cwd=REPO, check=True, capture_output=True)
        runs.append(time.perf_counter() - start)
    sys.path.insert(0, str(REPO))
    from privdesk.io.tables import open_table

    loads = []
    for _ in range(5):
        start = time.perf_counter()
        open_table(path)
        loads.append(time.perf_counter() - start)
    print(f"{path.name}: privdesk inspect median {statistics.median(runs):.2f} s (min {min(runs):.2f} s) "
          f"over 5 runs; open_table alone median {statistics.median(loads) * 1000:.0f} ms")

    import tempfile

    import numpy as np
    import pandas as pd

    frame = pd.read_csv(path, sep=";", dtype=str, keep_default_na=False)
    resample = frame.iloc[np.random.default_rng(1).integers(0, len(frame), 1_000_000)]
    with tempfile.TemporaryDirectory() as folder:
        big = Path(folder) / "adult_1m.csv"
        resample.to_csv(big, sep=";", index=False)
        start = time.perf_counter()
        dataset = open_table(big)
        seconds = time.perf_counter() - start
        size = big.stat().st_size
    print(f"1,000,000-row resample ({size / 2**20:.0f} MB): open_table {seconds:.2f} s, "
          f"{dataset.n_rows:,} rows")


if __name__ == "__main__":
    main()
