"""Generate the row-engine benchmark table (benchmarks/RESULTS.md, "Row engines").

Run by hand:  python benchmarks/generate_rows.py ROWS OUT.parquet

Generate an n-row x 10-column Parquet table (8 QIs, 2 sensitive) with DuckDB, row by row from hashes (no
memory beyond DuckDB's limit). Rows belong to skewed 'profiles' (20,000), which fix most QIs, as real people
sharing a neighbourhood and background do: the QI combinations number about 200,000.
"""
import sys
import time

import duckdb

n = int(sys.argv[1]); out = sys.argv[2]
con = duckdb.connect(config={"memory_limit": "2GB", "temp_directory": "/tmp/privdesk-duckdb"})
t = time.time()
def u(key, seed):
    return f"((hash({key} * 7919 + {seed}) % 1000003) / 1000003.0)"
def draw(key, card, seed, power=1.0):
    return f"CAST(floor({card} * pow({u(key, seed)}, {power})) AS INTEGER)"
profile = f"CAST(floor(20000 * pow({u('i', 0)}, 2.0)) AS BIGINT)"
cols = [
  f"17 + {draw('p', 70, 1)} + {draw('i', 5, 11)} AS age",
  f"CASE WHEN {draw('i', 2, 2)} = 0 THEN 'F' ELSE 'M' END AS sex",
  f"lpad(CAST(10000 + 37 * {draw('p', 400, 3, 2.0)} AS VARCHAR), 5, '0') AS zip",
  f"{draw('p', 16, 4, 1.5)} AS education",
  f"{draw('p', 7, 5, 2.0)} AS marital",
  f"{draw('p', 5, 6, 3.0)} AS race",
  f"{draw('p', 8, 7, 2.0)} AS workclass",
  f"{draw('p', 40, 8, 4.0)} AS country",
  f"'D' || lpad(CAST({draw('i', 500, 9, 2.0)} AS VARCHAR), 3, '0') AS diagnosis",
  f"{draw('i', 200000, 10)} AS income",
]
con.execute(f"COPY (SELECT {', '.join(cols)} FROM (SELECT i, {profile} AS p FROM range({n}) t(i))) "
            f"TO '{out}' (FORMAT parquet)")
print("seconds", time.time() - t)
