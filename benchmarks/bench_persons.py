"""Person-level anonymization beside row-level, on a table of admissions.

Run by hand:  python benchmarks/bench_persons.py [--rows 1000000] [--persons 200000] [--varying]
Data: generated (seed 7): ``--persons`` patients, each on rows/persons admissions with the same sex, age and
5-digit postcode on all of them; the diagnosis varies by admission. ``--varying``: a patient's age at an admission
is their first age plus 0-2 years, and one patient in ten moved (half of their rows carry a second postcode), so
each patient's record is a set of up to six tuples. ``--make FILE`` writes the table only, and ``--one FILE MODE``
measures one mode (rows, persons, persons_l: k = 5 and distinct 3-diversity of the diagnosis over patients,
persons_cells: k = 5 with ARX's cell suppression of whole patients), e.g. under ``/usr/bin/time -v``. Each measurement runs in its own process
(peak resident memory from ``getrusage``, the table read included); times exclude Python start-up and the read.
Results are written into benchmarks/RESULTS.md by hand.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import pandas as pd

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))


def make_table(path: Path, rows: int, persons: int, varying: bool = False) -> None:
    rng = np.random.default_rng(7)
    person = rng.permutation(np.arange(rows) % persons)
    sex = rng.choice(["F", "M"], persons)
    age = rng.integers(0, 100, persons)
    zip_code = rng.integers(10000, 11000, persons)
    ages, zips = age[person], zip_code[person]
    if varying:
        ages = np.minimum(99, ages + rng.integers(0, 3, rows))
        moved = (rng.random(persons) < 0.1)[person] & (rng.random(rows) < 0.5)
        zips = np.where(moved, np.minimum(10999, zips + rng.integers(1, 50, rows)), zips)
    frame = pd.DataFrame({"pid": [f"H{p:07d}" for p in person], "sex": sex[person], "age": ages,
                          "zip": zips, "diagnosis": rng.choice([f"D{i:02d}" for i in range(40)], rows)})
    frame.to_csv(path, index=False)


def run_one(path: str, mode: str) -> dict:
    import resource

    from privdesk.app.anonymize import anonymize
    from privdesk.app.check import check_release
    from privdesk.app.settings import Settings
    from privdesk.engine.models.requirements import Requirement
    from privdesk.engine.recoding.identifiers import IdentifierRule
    from privdesk.io.tables import open_table

    dataset = open_table(path)
    person = None if mode == "rows" else "pid"
    # persons_l: distinct 3-diversity of the diagnosis, which varies by admission (a patient holds all of theirs)
    requirements = [Requirement("k-anonymity", 5)] + \
        ([Requirement("l-diversity", 3, "diagnosis")] if mode == "persons_l" else [])
    settings = Settings(qis=["sex", "age", "zip"], sensitive=["diagnosis"],
                        requirements=requirements, suppression=0.05, risk=None,
                        identifiers={"pid": IdentifierRule("drop")}, person=person,
                        cell_suppression="arx" if mode == "persons_cells" else "")
    started, cpu = time.perf_counter(), time.process_time()
    result, _checks = anonymize(dataset, settings)
    seconds, cpu = time.perf_counter() - started, time.process_time() - cpu
    started = time.perf_counter()
    report = check_release(dataset, ["sex", "age", "zip"], ["diagnosis"], requirements=requirements,
                           person=person)
    check_seconds = time.perf_counter() - started
    return {"mode": mode, "anonymize_s": round(seconds, 2), "anonymize_cpu_s": round(cpu, 2),
            "check_input_s": round(check_seconds, 2),
            "levels": result.transformation, "suppressed_rows": result.suppressed_count,
            "suppressed_persons": result.details.get("persons_suppressed"),
            "evaluated": result.details.get("evaluated"), "cells": result.details.get("cell_suppression"), "search_s": round(result.details.get("seconds", 0), 2),
            "input_k": report["k"], "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--persons", type=int, default=200_000)
    parser.add_argument("--varying", action="store_true")
    parser.add_argument("--make", metavar="FILE")
    parser.add_argument("--one", nargs=2, metavar=("FILE", "MODE"))
    args = parser.parse_args()
    if args.one:
        print(json.dumps(run_one(*args.one)))
        return
    if args.make:
        make_table(Path(args.make), args.rows, args.persons, args.varying)
        return
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "admissions.csv"
        make_table(path, args.rows, args.persons, args.varying)
        for mode in ("rows", "persons", "persons_l", "persons_cells"):
            out = subprocess.run([sys.executable, __file__, "--one", str(path), mode], capture_output=True,
                                 text=True, check=True, env={"XDG_DATA_HOME": folder, "PATH": ""})
            print(out.stdout.strip())


if __name__ == "__main__":
    main()
