"""Jobs that transform numeric or categorical columns and say what they did: MDAV microaggregation, additive noise,
PRAM and local suppression. Each returns the new table and a *record* — the transformation, its parameters, its
seed and the distortion it measured — that is written beside the release (``transformation.json``) and is enough to
make the same release again from the same input."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any, Sequence

from ..engine.algorithms.mdav import mdav
from ..engine.atomic import atomic_write_text
from ..engine.dataset import Dataset
from ..engine.metrics.numeric_loss import eigenvalue_distance, il1s, within_group_variance_share
from ..engine.numeric import numeric_matrix, with_numbers
from .export import write_csv

RECORD_FILE = "transformation.json"
RELEASE_FILE = "released.csv"


def microaggregate(dataset: Dataset, columns: Sequence[str], k: int) -> tuple[Dataset, dict[str, Any]]:
    """MDAV of ``columns`` into groups of k … 2k − 1 rows; every value replaced by its group's mean."""
    started = time.perf_counter()
    original = numeric_matrix(dataset, columns)
    result = mdav(original, k)
    released = with_numbers(dataset, columns, result.values)
    record = {
        "transformation": "mdav",
        "columns": list(columns),
        "k": int(k),
        "groups": result.group_count,
        "distortion": numeric_distortion(original, result.values)
        | {"within_group_variance_share": within_group_variance_share(original, result.groups)},
        "seconds": round(time.perf_counter() - started, 3),
    }
    return released, record


def numeric_distortion(original, released) -> dict[str, float]:
    """sdcMicro's IL1s and eigenvalue distance between the original and the released numeric columns."""
    return {"il1s": il1s(original, released), "eigenvalue_distance": eigenvalue_distance(original, released)}


def write_release(dataset: Dataset, record: dict[str, Any], out: str | Path) -> Path:
    """Write the table (CSV, atomically) and its record into the folder ``out``; returns the CSV's path."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    write_csv(dataset, out / RELEASE_FILE)
    atomic_write_text(out / RECORD_FILE, json.dumps(record, indent=2, ensure_ascii=False, allow_nan=True) + "\n")
    return out / RELEASE_FILE
