"""Measures of a release computed from its classes, so that they hold for a release an out-of-core engine wrote:
its grouped rows each stand for ``row_counts`` records. The figures are those of ``metrics.risk.assess_risk``
(prosecutor model, SPEC §3), computed per class instead of per record (tests/engine/rows check they agree)."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Sequence

import numpy as np

from privdesk.engine.core.classes import release_partition
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.tolerance import within_risk
from privdesk.engine.metrics.utility import discernibility_of


@dataclass(frozen=True)
class ReleaseMeasures:
    records: int
    classes: int               # classes of kept records
    suppressed: int            # records suppressed (all QIs '*')
    smallest_class: int        # over the kept classes and the suppressed records as one class, as assess_risk
    average_class_size: float  # kept records per kept class
    discernibility: int        # Σ |E|² over kept classes + suppressed x records
    maximum_risk: float        # highest prosecutor risk 1/|E|
    average_risk: float        # mean prosecutor risk over records = classes (suppressed as one) / records
    records_at_risk: float     # share of records whose risk exceeds ``threshold`` (relative tolerance 1e-9)
    threshold: float

    def to_dict(self) -> dict:
        return asdict(self)


def class_sizes(released: Dataset, qis: Sequence[str],
                row_counts: np.ndarray | None = None) -> tuple[np.ndarray, int]:
    """(records per kept class, suppressed records) of a release whose rows stand for ``row_counts`` records."""
    classes = release_partition(released, qis)
    if row_counts is None:
        return classes.sizes, classes.suppressed
    counts = np.asarray(row_counts, np.int64)
    of_row = classes.class_of_row
    kept = of_row < classes.n_classes
    sizes = np.bincount(of_row[kept], weights=counts[kept], minlength=classes.n_classes).astype(np.int64)
    return sizes, int(counts[~kept].sum())


def release_measures(released: Dataset, qis: Sequence[str], row_counts: np.ndarray | None = None,
                     threshold: float = 0.2) -> ReleaseMeasures:
    sizes, suppressed = class_sizes(released, qis, row_counts)
    kept = int(sizes.sum())
    n = kept + suppressed
    every = np.append(sizes, suppressed) if suppressed else sizes
    risk = 1.0 / every.astype(float) if len(every) else np.zeros(0)
    return ReleaseMeasures(
        records=n, classes=len(sizes), suppressed=suppressed, smallest_class=int(every.min()) if len(every) else 0,
        average_class_size=kept / len(sizes) if len(sizes) else 0.0,
        discernibility=int(discernibility_of(sizes, n, suppressed)),
        maximum_risk=float(risk.max()) if n else 0.0, average_risk=len(every) / n if n else 0.0,
        records_at_risk=float(every[~within_risk(risk, threshold)].sum()) / n if n else 0.0, threshold=threshold)
