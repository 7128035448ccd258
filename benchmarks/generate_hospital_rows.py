"""Generate the out-of-core memory benchmark's table: n rows x 8 columns as CSV, and 4-level
hierarchies of its QIs (sex, age, zip, adm) as ARX hierarchy files beside it.

Run by hand:  python benchmarks/generate_hospital_rows.py ROWS FOLDER [csv|parquet]   (default csv)

Columns: sex (F/M), age (0-99), zip (5 digits, 2,000 codes), adm (admission date, 2020-2023), ward (12), diag
(2,000 diagnoses, skewed), los (length of stay, 1-60 days), cost (a decimal, nearly unique). DuckDB writes the
rows from hashes, so memory stays at DuckDB's limit whatever n.
"""

from __future__ import annotations

import sys
import time
from datetime import date, timedelta
from pathlib import Path

import duckdb


def uniform(key: str, seed: int) -> str:
    return f"((hash({key} * 7919 + {seed}) % 1000003) / 1000003.0)"


def draw(key: str, cardinality: int, seed: int, power: float = 1.0) -> str:
    return f"CAST(floor({cardinality} * pow({uniform(key, seed)}, {power})) AS INTEGER)"


ZIPS = [f"{10000 + 37 * i:05d}" for i in range(2000)]
FIRST_DAY = date(2020, 1, 1)
DAYS = 4 * 365


def write_table(n: int, path: Path) -> None:
    """Writes the table as CSV, or as Parquet when ``path`` ends in .parquet (10^8 rows: 4.2 GB as CSV)."""
    connection = duckdb.connect(config={"memory_limit": "1GB", "temp_directory": "/tmp/privdesk-duckdb"})
    columns = [
        f"CASE WHEN {draw('i', 2, 1)} = 0 THEN 'F' ELSE 'M' END AS sex",
        f"{draw('i', 100, 2)} AS age",
        f"lpad(CAST(10000 + 37 * {draw('i', 2000, 3, 2.0)} AS VARCHAR), 5, '0') AS zip",
        f"strftime(DATE '{FIRST_DAY}' + {draw('i', DAYS, 4)}, '%Y-%m-%d') AS adm",
        f"'W' || CAST({draw('i', 12, 5)} AS VARCHAR) AS ward",
        f"'D' || lpad(CAST({draw('i', 2000, 6, 2.0)} AS VARCHAR), 4, '0') AS diag",
        f"1 + {draw('i', 60, 7, 2.0)} AS los",
        f"round(500 + 50000 * {uniform('i', 8)}, 2) AS cost",
    ]
    connection.execute(f"COPY (SELECT {', '.join(columns)} FROM range({n}) t(i)) TO '{path}' " +
                       ("(FORMAT parquet)" if path.suffix == ".parquet" else "(FORMAT csv, HEADER true)"))


def write_hierarchies(folder: Path) -> None:
    """Four levels each (the value, two coarsenings, *); sex has its value and * only, as a two-valued QI does."""
    rows = {
        "sex": [f"{s};*" for s in ("F", "M")],
        "age": [f"{a};{a // 5 * 5}-{a // 5 * 5 + 4};{a // 20 * 20}-{a // 20 * 20 + 19};*" for a in range(100)],
        "zip": [f"{z};{z[:4]}*;{z[:3]}**;*" for z in ZIPS],
        "adm": [f"{d};{d[:7]};{d[:4]};*" for d in
                ((FIRST_DAY + timedelta(days=i)).isoformat() for i in range(DAYS))],
    }
    for name, lines in rows.items():
        (folder / f"hierarchy_{name}.csv").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    rows, out = int(sys.argv[1]), Path(sys.argv[2])
    suffix = sys.argv[3] if len(sys.argv) > 3 else "csv"
    out.mkdir(parents=True, exist_ok=True)
    started = time.time()
    write_table(rows, out / f"hospital_{rows}.{suffix}")
    write_hierarchies(out)
    print("seconds", round(time.time() - started, 1))
