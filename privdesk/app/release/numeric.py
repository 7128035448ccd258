"""Jobs that transform numeric or categorical columns and say what they did: MDAV microaggregation, additive noise,
PRAM and local suppression. Each returns the new table and a *record* — the transformation, its parameters, its
seed and the distortion it measured — that is written beside the release (``transformation.json``) and is enough to
make the same release again from the same input."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.core.dataset import Dataset, SourceInfo
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.numeric import numeric_matrix, replaced_texts, with_numbers
from privdesk.engine.metrics.numeric_loss import eigenvalue_distance, il1s, within_group_variance_share
from privdesk.engine.recoding.local_suppression import local_suppression
from privdesk.engine.recoding.mdav import mdav
from privdesk.engine.recoding.perturbation import (
    additive_noise,
    check_transition,
    default_transition,
    pram,
    resolve_seed,
)
from privdesk.io.atomic import atomic_write_text
from privdesk.io.release_files import write_release_csv

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


def add_noise(dataset: Dataset, columns: Sequence[str], share: float, kind: str, seed: int | None,
              decimals: int | None = None) -> tuple[Dataset, dict[str, Any]]:
    """Additive noise on ``columns`` (a share of each column's standard deviation), reproducible from its seed."""
    seed = resolve_seed(seed)
    original = numeric_matrix(dataset, columns)
    noisy = original + additive_noise(original, share, kind, seed)
    if decimals is not None:
        noisy = np.round(noisy, decimals)
    released = with_numbers(dataset, columns, noisy, decimals)
    spread = original.std(axis=0, ddof=1)
    ratio = np.divide(noisy.std(axis=0, ddof=1), spread, out=np.ones_like(spread), where=spread > 0)
    record = {"transformation": "noise", "kind": kind, "columns": list(columns), "share": float(share),
              "seed": seed, "decimals": decimals,
              "distortion": numeric_distortion(original, noisy)
              | {"sd_ratio": {name: float(r) for name, r in zip(columns, ratio)}}}
    return released, record


def apply_pram(dataset: Dataset, columns: Sequence[str], keep: float, seed: int | None, invariant: bool = True,
               matrices: dict[str, Any] | None = None) -> tuple[Dataset, dict[str, Any]]:
    """PRAM of each of ``columns``: invariant PRAM with ``keep`` on the diagonal, or the given matrix
    (``matrices[column] = (categories, matrix)``); one seed, spawned per column."""
    seed = resolve_seed(seed)
    per_column = {}
    for name, child in zip(columns, np.random.SeedSequence(seed).spawn(len(columns))):
        column = dataset.column(name)
        categories = [str(v) for v in column.values if v is not None]
        counts = np.bincount(column.codes, minlength=len(column.values))[: len(categories)]
        if matrices and name in matrices:
            given_categories, matrix = matrices[name]
            matrix = _reorder(given_categories, matrix, categories, name)
        else:
            matrix = default_transition(counts, keep, invariant)
        result = pram(column.codes, matrix, int(child.generate_state(1)[0]), column.missing_code)
        after = np.bincount(result.codes, minlength=len(column.values))[: len(categories)]
        dataset = replaced_texts(dataset, name, column.values[result.codes])
        per_column[name] = {
            "changed": result.changed,
            "changed_share": result.changed / max(dataset.n_rows, 1),
            # half the L1 distance between the category shares before and after
            "frequency_distance": float(np.abs(after - counts).sum() / 2 / max(counts.sum(), 1)),
            "categories": categories,
            "matrix": np.round(matrix, 12).tolist(),
        }
    record = {"transformation": "pram", "columns": list(columns), "keep": float(keep), "invariant": invariant,
              "given_matrices": sorted(matrices or {}), "seed": seed, "distortion": per_column}
    return dataset, record


def _reorder(given: Sequence[str], matrix, categories: list[str], column: str) -> np.ndarray:
    """A user's matrix (rows and columns in ``given`` order) in the column's category order."""
    missing = [c for c in categories if c not in given]
    if missing:
        raise InputError(_("the transition matrix has no row for this value"), column=column, value=missing[0])
    matrix = check_transition(np.asarray(matrix, dtype=float), len(given))
    position = [list(given).index(c) for c in categories]
    reordered = matrix[np.ix_(position, position)]
    return check_transition(reordered, len(categories))


def suppress_cells(dataset: Dataset, columns: Sequence[str], k: int, importance: Sequence[int] | None = None,
                   marker: str = "*") -> tuple[Dataset, dict[str, Any]]:
    """k-anonymity over ``columns`` by suppressing cells (shown as ``marker``; "" = empty) in importance order."""
    codes = dataset.codes(columns)
    result = local_suppression(codes, k, importance)
    for index, name in enumerate(columns):
        hidden = result.suppressed[:, index]
        if hidden.any():
            texts = dataset.column(name).text().copy()
            texts[hidden] = marker if marker else None
            dataset = replaced_texts(dataset, name, texts)
    record = {"transformation": "local_suppression", "columns": list(columns), "k": int(k),
              "importance": dict(zip(columns, result.importance)), "marker": marker,
              "distortion": {"suppressed_cells": result.total,
                             "per_column": {name: int(c) for name, c in zip(columns, result.per_column)},
                             "rows_touched": int(result.suppressed.any(axis=1).sum()),
                             "cell_share": result.total / max(codes.size, 1)}}
    return dataset, record


TRANSFORMATIONS = ("mdav", "noise", "pram")


def apply_transformations(dataset: Dataset, specs: Sequence[dict[str, Any]]) -> tuple[Dataset, list[dict]]:
    """Run the transformations a project lists (before anonymization), in order; returns the table and their
    records. A spec without a seed gets a fresh one, which its record keeps, so the report can rebuild the release."""
    records = []
    for spec in specs:
        kind = spec.get("transformation")
        if kind == "mdav":
            dataset, record = microaggregate(dataset, spec["columns"], int(spec.get("k", 3)))
        elif kind == "noise":
            dataset, record = add_noise(dataset, spec["columns"], float(spec.get("share", 0.1)),
                                        str(spec.get("kind", "correlated")), spec.get("seed"), spec.get("decimals"))
        elif kind == "pram":
            dataset, record = apply_pram(dataset, spec["columns"], float(spec.get("keep", 0.8)), spec.get("seed"),
                                         bool(spec.get("invariant", True)))
        else:
            raise InputError(_("unknown transformation '{name}'; choose one of {choices}").format(
                name=kind, choices=", ".join(TRANSFORMATIONS)))
        records.append(record)
    return dataset, records


def numeric_distortion(original, released) -> dict[str, float]:
    """sdcMicro's IL1s and eigenvalue distance between the original and the released numeric columns."""
    return {"il1s": il1s(original, released), "eigenvalue_distance": eigenvalue_distance(original, released)}


def write_release(dataset: Dataset, record: dict[str, Any], out: str | Path, source: SourceInfo | None = None
                  ) -> Path:
    """Write the table (CSV, atomically, in the encoding and delimiter of a CSV ``source``, by default the
    table's own) and its record into the folder ``out``; returns the CSV's path."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    write_release_csv(dataset, out / RELEASE_FILE, dataset.source if source is None else source)
    atomic_write_text(out / RECORD_FILE, json.dumps(record, indent=2, ensure_ascii=False, allow_nan=True) + "\n")
    return out / RELEASE_FILE
