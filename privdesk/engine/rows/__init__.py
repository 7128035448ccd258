"""Row engines: the passes over a table's rows, behind one small interface (docs/design.md).

The search, the models and the metrics see only frequency sets (distinct code rows with their record counts). The
passes over the rows — grouping them into that set and writing the release — run on a *row engine*:

- ``memory`` (:mod:`.memory`): numpy over the in-memory table's integer codes; the default for tables that fit.
- ``duckdb`` (:mod:`.duckdb_rows`): DuckDB reads CSV/Parquet in place, groups out of core (spilling to disk, on
  every core) and writes the release as Parquet or CSV; the table is never loaded.
- ``spark`` (:mod:`.spark_rows`): the same through PySpark (``pip install 'privdesk[spark]'``), on ``local[N]`` or
  a cluster.

An engine is imported only when chosen (:func:`load_engine`, as ibis loads its backends), so the default import
never loads DuckDB or Spark (tests/engine/test_layering.py).
"""

from __future__ import annotations

import ctypes
import functools
import importlib
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Protocol, Sequence, runtime_checkable

import numpy as np

from privdesk.common.i18n import N_, _
from privdesk.engine.core.dataset import Column
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.progress import Cancelled, Progress
from privdesk.io.csv_reader import MEMORY_FACTOR, available_memory

ENGINES = {
    "memory": ("privdesk.engine.rows.memory", "MemoryRows", None),
    "duckdb": ("privdesk.engine.rows.duckdb_rows", "DuckDBRows", "duckdb"),
    "spark": ("privdesk.engine.rows.spark_rows", "SparkRows", "privdesk[spark]"),
}
"""Engine name -> (module, class, what to pip-install when its library is missing)."""
LIBRARIES = {"duckdb": "duckdb", "spark": "pyspark.sql"}
"""The library each engine imports only when it runs (PySpark is slow to import): checked when the engine is
chosen, so that a missing one is one line before any work, not a traceback in the middle of it."""
NEEDS = {"spark": N_(" (PySpark runs on Java 17 or newer: install a Java runtime, e.g. Debian's "
                     "openjdk-17-jre-headless)")}
AUTOMATIC = "auto"
MEMORY_SHARE = 0.5
"""A table whose estimated peak memory exceeds this share of the free memory goes to DuckDB (the search and the
report need room beside the table)."""
COLUMNAR_FACTOR = {".parquet": 3.0, ".feather": 2.0, ".arrow": 2.0}
"""Columnar files are compressed beyond their text: this many times their size as CSV (Parquet of integer and
short text columns)."""


@dataclass
class FrequencySet:
    """Distinct code rows of some attributes with their record counts: what the search works on.

    ``columns[j]`` describes attribute j's codes (its distinct values in code order, its type; a hierarchy binds
    to it); ``keys`` is groups x attributes; ``counts[g]`` the records of group g; ``group_of_row`` computes each
    record's group when the engine holds the rows in memory (else None: the engine writes the release itself).
    ``key_columns``: the codes per attribute in place of ``keys`` (None then), when they are a table's own columns
    (rows already distinct): no groups x attributes copy of a set nearly as long as the table."""

    columns: list[Column]
    keys: np.ndarray | None
    counts: np.ndarray
    n_rows: int
    missing_tokens: tuple[str, ...]
    group_of_row: Callable[[], np.ndarray] | None = None
    key_columns: list[np.ndarray] | None = None

    def codes(self, j: int) -> np.ndarray:
        return self.key_columns[j] if self.keys is None else self.keys[:, j]

    def value_counts(self, j: int) -> np.ndarray:
        """Records per value code of attribute j over the whole table."""
        return np.bincount(self.codes(j), weights=self.counts,
                           minlength=len(self.columns[j].values)).astype(np.int64)


@runtime_checkable
class RowEngine(Protocol):
    """What the engine-free core may ask of a row engine (the row passes; everything else sees frequency sets)."""

    name: str
    n_rows: int

    def frequency_set(self, attributes: Sequence[str]) -> FrequencySet:
        """The table grouped by ``attributes`` (their distinct value combinations with record counts)."""
        ...


def load_engine(name: str):
    """The row-engine class called ``name``, its module imported now; a missing library is named in one line."""
    if name not in ENGINES:
        raise InputError(_("unknown row engine '{engine}'; choose one of {choices}").format(
            engine=name, choices=", ".join([*ENGINES, AUTOMATIC])))
    module, cls, package = ENGINES[name]
    try:
        if name in LIBRARIES:
            importlib.import_module(LIBRARIES[name])
        return getattr(importlib.import_module(module), cls)
    except ImportError as error:
        raise InputError(_("the {engine} engine needs {package}, which is not installed ({error}); install it with "
                           "pip install '{package}'").format(engine=name, package=package, error=error)
                         + (_(NEEDS[name]) if name in NEEDS else "")) from None


def estimated_memory(path: str | Path) -> int:
    """Peak bytes the table at ``path`` would take to read into memory (from its file size, as ``check_memory``)."""
    path = Path(path)
    size = sum(p.stat().st_size for p in path.rglob("*") if p.is_file()) if path.is_dir() else path.stat().st_size
    return int(size * MEMORY_FACTOR * COLUMNAR_FACTOR.get(path.suffix.lower(), 1.0))


def choose_engine(path: str | Path | None, requested: str = AUTOMATIC, available: int | None = None) -> str:
    """The engine to run on: ``requested`` unless automatic; then DuckDB for a CSV or Parquet file whose estimated
    peak memory passes ``MEMORY_SHARE`` of the free memory (``available``, default the machine's), else memory."""
    if requested != AUTOMATIC:
        load_engine(requested)  # an unknown name or a missing library: exit 2 before any work
        return requested
    if path is None or Path(path).suffix.lower() not in (".csv", ".parquet", ".txt", ".tsv") \
            or not Path(path).exists():  # a missing file is reported by whoever opens it
        return "memory"
    available = available if available is not None else available_memory()
    if available is not None and estimated_memory(path) > MEMORY_SHARE * available:
        return "duckdb"
    return "memory"


def engine_choices() -> list[str]:
    return [AUTOMATIC, *ENGINES]


PROFILE_SAMPLE = 10_000
"""Rows an out-of-core engine samples for the identifier check's names and value shapes (``column_profile``; the
check looks at 200 values of a column)."""
EXACT_DISTINCT_ROWS = 2_000_000
"""Up to this many rows an out-of-core engine counts each column's distinct values exactly (one more pass, cheap at
this size), so that the identifier check says what the memory engine says; beyond it HyperLogLog (within a few
percent; the check's threshold is a share of 90%), never more than the rows."""
TEXT_BATCH = 50_000
"""Distinct texts an out-of-core engine hands to free-text redaction at a time (``distinct_texts``): a batch of
notes is some megabytes, and enough work to spread over the cores."""
POLL_SECONDS = 0.2


def run_cancellable(action: Callable[[], object], progress: Progress, interrupt: Callable[[], None],
                    done: Callable[[], float | None] = lambda: None, message: str = ""):
    """``action()`` run on a worker thread while this one reports ``done()`` (a fraction, or None when the engine
    does not say) to ``progress``; a cancel calls ``interrupt`` (the engine stops its query) and raises
    Cancelled. An engine's query cannot check a flag between steps as numpy code does."""
    outcome: dict = {}

    def work() -> None:
        try:
            outcome["result"] = action()
        except Exception as error:  # re-raised on the caller's thread
            outcome["error"] = error

    worker = threading.Thread(target=work, daemon=True)
    worker.start()
    while worker.is_alive():
        worker.join(POLL_SECONDS)
        if progress.cancel.is_set():
            interrupt()
            worker.join()
            raise Cancelled("cancelled")
        fraction = done()
        if fraction is not None:
            progress.report(fraction, message)
    if "error" in outcome:
        raise outcome["error"]
    return outcome["result"]


def trim_heap() -> None:
    """Give the C heap's free pages back to the system (glibc's ``malloc_trim``; nothing where there is none), between
    passes over a large frequency set: numpy's freed temporaries of a few MB stay in the heap, and at 10^8 rows a run
    held 0.3 GB of them beside the set through the search, or not, as the heap happened to be laid out."""
    trim = _malloc_trim()
    if trim is not None:
        trim(0)


@functools.cache
def _malloc_trim():
    try:
        return ctypes.CDLL(None).malloc_trim
    except (AttributeError, OSError, TypeError):
        return None
