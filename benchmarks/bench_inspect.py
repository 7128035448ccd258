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
    from privdesk.app.tables import open_table

    loads = []
    for _ in range(5):
        start = time.perf_counter()
        open_table(path)
        loads.append(time.perf_counter() - start)
    print(f"{path.name}: privdesk inspect median {statistics.median(runs):.2f} s (min {min(runs):.2f} s) "
          f"over 5 runs; open_table alone median {statistics.median(loads) * 1000:.0f} ms")


if __name__ == "__main__":
    main()
