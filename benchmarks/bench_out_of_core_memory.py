"""Peak memory of an out-of-core anonymization, run by hand, never by the test suite:

    python benchmarks/bench_out_of_core_memory.py FOLDER [ROWS ...] [--code DIR ...]
    # default ROWS: 1000000 10000000; --code: also run the PrivDesk checkout at DIR (e.g. main), for before/after
    # --variant NAME (repeatable): only those of VARIANTS (a 10^8-row line takes about 13 minutes on 2 cores)
    # --commands: also measure, check and audit each release out of core (COMMANDS), each a line of its own

FOLDER holds hospital_<ROWS>.csv (or .parquet) and its hierarchies (``benchmarks/generate_hospital_rows.py``); a
missing table is generated first, as Parquet from 10^8 rows (4.2 GB as CSV, 1.2 GB as Parquet). Each run is the
issue's command, ``privdesk anonymize hospital_<ROWS>.csv --qi sex,age,zip,adm --hierarchies FOLDER --k 5
--suppression 0.05 --engine duckdb``, with and without ``--sensitive diag`` and ``--keep ward,los,cost`` (a column
neither kept nor sensitive is dropped as an identifier, since the identifier check would stop the run). Each run is a
fresh process measured by ``/usr/bin/time -v``: wall time, CPU time (user + system) and peak resident memory. The
machine may be shared: the CPU time is the steadier figure.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
VARIANTS = {
    "neither": ["--identifier", "diag,ward,los,cost"],
    "--sensitive": ["--sensitive", "diag", "--identifier", "ward,los,cost"],
    "--keep": ["--keep", "ward,los,cost", "--identifier", "diag"],
    "--sensitive --keep": ["--sensitive", "diag", "--keep", "ward,los,cost"],
}

COMMANDS = {
    "measure": lambda table, release, out: ["measure", str(table), str(release), "--qi", "sex,age,zip,adm",
                                            "--sensitive", "diag", "--engine", "duckdb"],
    "check": lambda table, release, out: ["check", str(release), "--qi", "sex,age,zip,adm", "--k", "5",
                                          "--sensitive", "diag", "--engine", "duckdb"],
    "audit": lambda table, release, out: ["audit", str(release), "--qi", "sex,age,zip,adm", "--sensitive", "diag",
                                          "--k", "5", "--engine", "duckdb", "--out", str(Path(out) / "audit")],
}
"""The other out-of-core commands on a release (``--commands``); measure and audit name the sensitive attribute,
so they run on the variants that release it (``--sensitive``)."""


def measured(arguments: list[str], code: Path = ROOT) -> dict[str, float]:
    """Wall seconds, CPU seconds and peak RSS (MB) of ``python -m privdesk ARGUMENTS`` run from the checkout
    ``code`` (default this repository)."""
    done = subprocess.run(["/usr/bin/time", "-v", sys.executable, "-m", "privdesk", *arguments], cwd=code,
                          capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(code)})
    if done.returncode != 0:
        raise SystemExit(f"failed ({done.returncode}): {' '.join(arguments)}\n{done.stdout}\n{done.stderr[-2000:]}")

    def field(name: str) -> str:
        return re.search(rf"{re.escape(name)}: (.+)", done.stderr).group(1).strip()

    minutes, _, seconds = field("Elapsed (wall clock) time (h:mm:ss or m:ss)").rpartition(":")
    wall = float(seconds) + 60 * sum(float(p) * 60 ** i for i, p in enumerate(reversed(minutes.split(":"))) if p)
    return {"wall": wall, "cpu": float(field("User time (seconds)")) + float(field("System time (seconds)")),
            "peak_mb": int(field("Maximum resident set size (kbytes)")) / 1024}


def main() -> None:
    arguments = sys.argv[1:]
    codes = [ROOT]
    while "--code" in arguments:
        at = arguments.index("--code")
        codes.append(Path(arguments[at + 1]).resolve())
        del arguments[at:at + 2]
    chosen = []
    while "--variant" in arguments:
        at = arguments.index("--variant")
        chosen.append(arguments[at + 1])
        del arguments[at:at + 2]
    commands = "--commands" in arguments
    arguments = [a for a in arguments if a != "--commands"]
    variants = {name: VARIANTS[name] for name in chosen} if chosen else VARIANTS
    folder = Path(arguments[0])
    sizes = [int(n) for n in arguments[1:]] or [1_000_000, 10_000_000]
    print("| rows | variant | code | wall | CPU (user + sys) | peak RSS |")
    print("|---:|---|---|---:|---:|---:|")
    for n in sizes:
        table = next((folder / f"hospital_{n}.{suffix}" for suffix in ("csv", "parquet")
                      if (folder / f"hospital_{n}.{suffix}").exists()), None)
        if table is None:
            suffix = "parquet" if n >= 100_000_000 else "csv"
            subprocess.run([sys.executable, str(ROOT / "benchmarks" / "generate_hospital_rows.py"), str(n),
                            str(folder), suffix], check=True)
            table = folder / f"hospital_{n}.{suffix}"
        for name, extra in variants.items():
            for code in codes:  # one after the other, so that both see the same load
                label = "this" if code == ROOT else code.name
                with tempfile.TemporaryDirectory() as out:
                    figures = measured(["anonymize", str(table), "--qi", "sex,age,zip,adm", "--hierarchies",
                                        str(folder), "--k", "5", "--suppression", "0.05", "--engine", "duckdb",
                                        *extra, "--out", out], code)
                    _line(n, name, label, figures)
                    if commands and "--sensitive" in extra:
                        release = Path(out) / "anonymized.parquet"
                        for command, made in COMMANDS.items():
                            _line(n, f"{name}, then {command}", label, measured(made(table, release, out), code))


def _line(n: int, name: str, label: str, figures: dict[str, float]) -> None:
    print(f"| {n:,} | {name} | {label} | {figures['wall']:.1f} s | {figures['cpu']:.1f} s | "
          f"{figures['peak_mb']:,.0f} MB |", flush=True)


if __name__ == "__main__":
    main()
