"""Time the audit report of a release: Adult (30,162 rows) and a 1,000,000-row resample of it.

Run by hand:  python benchmarks/bench_report.py [rows]   (results go into benchmarks/RESULTS.md)

For each table: the anonymization alone (k = 5, 4 % suppression, Adult's 8 QIs and ARX's hierarchies), then the
report record and the workbook separately, and the peak memory of the process (ru_maxrss). The 1M-row table is
written to a temporary folder and deleted.
"""

from __future__ import annotations

import resource
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
ARX = REPO.parent / "shared" / "data" / "arx"
QIS = ["sex", "age", "race", "marital-status", "education", "native-country", "workclass", "occupation"]


def run(path: Path, out: Path) -> None:
    sys.path.insert(0, str(REPO))
    from privdesk.app.anonymize import anonymization_record, anonymize, summarize
    from privdesk.app.settings import Settings
    from privdesk.engine.attributes.hierarchy import Hierarchy
    from privdesk.engine.models.requirements import Requirement
    from privdesk.io.tables import open_table
    from privdesk.report.workbook import write_report

    start = time.perf_counter()
    dataset = open_table(path)
    opened = time.perf_counter() - start
    hierarchies = {n: Hierarchy.read_csv(ARX / f"adult_hierarchy_{n}.csv", attribute=n, encoding=None) for n in QIS}
    settings = Settings(qis=QIS, sensitive=["salary-class"], requirements=[Requirement("k-anonymity", 5)],
                        hierarchies=hierarchies, suppression=0.04)
    start = time.perf_counter()
    result, checks = anonymize(dataset, settings)
    anonymized = time.perf_counter() - start
    start, cpu_start = time.perf_counter(), time.process_time()
    summary = summarize(result, checks, settings, anonymized, str(path))
    record = anonymization_record(dataset, result, settings, summary)
    recorded, cpu_recorded = time.perf_counter() - start, time.process_time() - cpu_start
    start, cpu_start = time.perf_counter(), time.process_time()
    write_report(record, out / "report.xlsx", released=result.released)
    written, cpu_written = time.perf_counter() - start, time.process_time() - cpu_start
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024 / 1024
    print(f"{path.name}: {dataset.n_rows:,} rows; open {opened:.2f} s, anonymize {anonymized:.2f} s, "
          f"record {recorded:.2f} s, workbook {written:.2f} s (report = record + workbook "
          f"{recorded + written:.2f} s; CPU: record {cpu_recorded:.2f} s, workbook {cpu_written:.2f} s); peak RSS {peak:.2f} GB; report.xlsx "
          f"{(out / 'report.xlsx').stat().st_size / 1e6:.1f} MB")


def main() -> None:
    rows = int(sys.argv[1]) if len(sys.argv) > 1 else 0
    with tempfile.TemporaryDirectory() as folder:
        folder = Path(folder)
        path = ARX / "adult.csv"
        if rows:
            import pandas as pd

            frame = pd.read_csv(path, sep=";", dtype=str)
            frame.sample(rows, replace=True, random_state=1).to_csv(folder / f"adult_{rows}.csv", sep=";",
                                                                     index=False)
            path = folder / f"adult_{rows}.csv"
        run(path, folder)


if __name__ == "__main__":
    main()
