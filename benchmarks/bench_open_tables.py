"""Wide and long CSV tables: `privdesk inspect` of 10,000 columns x 5 rows, opening 1,000 columns x
100,000 rows and 10,000,000 rows x 8 columns (Adult's first 8 columns resampled). Files are generated in a
temporary folder (never committed); each measurement runs in a fresh process: wall seconds, CPU seconds and peak
memory (the child's maximum resident size).

Run by hand:  python benchmarks/bench_open_tables.py [--skip-10m] [--skip-1000]   (results go into
benchmarks/RESULTS.md). `--stages FILE` instead prints the CPU seconds of one CSV open stage by stage (parse,
encoding the columns, typing), the typing pool held to one thread so that the stages do not overlap.
Generating the 10M-row file takes a minute or two and ~800 MB of disk.
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import pandas as pd

REPO = Path(__file__).resolve().parents[1]
ADULT = REPO.parent / "shared" / "data" / "arx" / "adult.csv"
OPEN = ("import sys; from privdesk.io.tables import open_table; d = open_table(sys.argv[1]); "
        "print(d.n_rows, len(d.columns))")


def measure(command: list[str]) -> str:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, cwd=REPO, check=True, capture_output=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return f"{wall:.1f} s wall, {cpu:.1f} s CPU, peak {after.ru_maxrss / 1024:.0f} MB"


def wide(folder: Path) -> Path:
    rng = np.random.default_rng(0)
    columns = {}
    for j in range(10_000):
        kind = j % 4
        if kind == 0:
            columns[f"num_{j}"] = rng.integers(0, 100, 5)
        elif kind == 1:
            columns[f"cat_{j}"] = rng.choice(["a", "b", "c"], 5)
        elif kind == 2:
            columns[f"date_{j}"] = pd.date_range("2020-01-01", periods=5).strftime("%Y-%m-%d")
        else:
            columns[f"f_{j}"] = rng.normal(size=5).round(3)
    path = folder / "wide_10000x5.csv"
    pd.DataFrame(columns).to_csv(path, index=False)
    return path


def thousand_columns(folder: Path) -> Path:
    import pyarrow as pa
    import pyarrow.csv as arrow_csv

    rng = np.random.default_rng(3)
    n = 100_000
    columns = {}
    for j in range(1000):
        kind = j % 4
        if kind == 0:
            columns[f"n{j}"] = pa.array(rng.integers(0, 100, n))
        elif kind == 1:
            columns[f"s{j}"] = pa.array(np.array(["alpha", "beta", "gamma", "delta"])[rng.integers(0, 4, n)])
        elif kind == 2:
            columns[f"d{j}"] = pa.array(np.round(rng.normal(size=n), 2))
        else:
            columns[f"c{j}"] = pa.array(rng.integers(10000, 99999, n).astype(str))
    path = folder / "wide_1000x100000.csv"
    arrow_csv.write_csv(pa.table(columns), path, arrow_csv.WriteOptions(quoting_style="none"))
    return path


def ten_million(folder: Path) -> Path:
    frame = pd.read_csv(ADULT, sep=";", dtype=str, keep_default_na=False)
    rows = np.random.default_rng(1).integers(0, len(frame), 10_000_000)
    path = folder / "adult_10m.csv"
    frame[list(frame.columns)[:8]].iloc[rows].to_csv(path, sep=";", index=False)
    return path


def stages(path: Path) -> None:
    sys.path.insert(0, str(REPO))
    started = time.process_time()
    from privdesk.engine.core import parallel
    from privdesk.engine.core.dataset import Dataset
    from privdesk.io import csv_arrow
    from privdesk.io.csv_reader import detect_delimiter

    parallel.thread_count = lambda: 1
    print(f"imports: {time.process_time() - started:.2f} s CPU")
    with open(path, encoding="utf-8") as stream:
        delimiter = detect_delimiter(stream.read(100_000))
    started = time.process_time()
    header, columns, n_rows = csv_arrow.parse(path, delimiter, "utf-8")
    print(f"pyarrow's parse (every core): {time.process_time() - started:.2f} s CPU")
    started = time.process_time()
    columns = list(columns)
    print(f"encoding the columns: {time.process_time() - started:.2f} s CPU")
    started = time.process_time()
    Dataset.from_factorized(header, columns, n_rows)
    print(f"typing and building the Dataset: {time.process_time() - started:.2f} s CPU")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--skip-10m", action="store_true")
    parser.add_argument("--skip-1000", action="store_true")
    parser.add_argument("--stages", type=Path, metavar="FILE")
    args = parser.parse_args()
    if args.stages:
        stages(args.stages)
        return
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        path = wide(folder)
        print("10,000 x 5 inspect:", measure([sys.executable, "-m", "privdesk", "inspect", str(path)]))
        print("10,000 x 5 inspect --suggest:",
              measure([sys.executable, "-m", "privdesk", "inspect", "--suggest", str(path)]))
        if not args.skip_1000:
            path = thousand_columns(folder)
            print(f"1,000 x 100,000 open ({path.stat().st_size / 2**20:.0f} MB):",
                  measure([sys.executable, "-c", OPEN, str(path)]))
            path.unlink()
        if not args.skip_10m:
            path = ten_million(folder)
            print(f"10,000,000 x 8 open ({path.stat().st_size / 2**20:.0f} MB):",
                  measure([sys.executable, "-c", OPEN, str(path)]))


if __name__ == "__main__":
    main()
