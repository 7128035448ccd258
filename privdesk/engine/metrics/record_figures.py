"""Figures derived from a run's record (``app.report_record``) that both the report and the window show: the
per-record risks behind the risk chart and the k the class-size chart marks. One home, so the two agree."""

from __future__ import annotations

import math
from typing import Any, Mapping

import numpy as np

from privdesk.engine.models import registry


def finite_number(value: Any) -> float | None:
    """A record's value as a finite number, else None (booleans, missing values, texts, infinity, NaN)."""
    if isinstance(value, bool) or value is None:
        return None
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    return number if math.isfinite(number) else None


def required_k(record: Mapping[str, Any]) -> int | None:
    """The smallest class size the release was required to have (k of k-anonymity), or None."""
    for entry in (record.get("configuration", {}).get("models") or []):
        spec = registry.find(entry.get("model")) if isinstance(entry, Mapping) else None
        if spec is not None and spec.class_size and finite_number(entry.get(spec.parameter.key)):
            return int(entry[spec.parameter.key])
    for check in record.get("result", {}).get("checks", []):
        spec = registry.report_kind(check)
        if isinstance(spec, registry.ModelSpec) and spec.class_size and finite_number(check.get("required")):
            return int(check["required"])
    return None


def record_risks(record: Mapping[str, Any]) -> np.ndarray:
    """Every record's risk p_r = 1 / (size of its class), suppressed records forming one class (as
    ``engine.metrics.risk``); the record's sample when the class sizes are absent."""
    risks, records = class_risks(record)
    return risks if records is None else np.repeat(risks, records)


def class_risks(record: Mapping[str, Any]) -> tuple[np.ndarray, np.ndarray | None]:
    """(each class's risk 1 / size, the records holding it): :func:`record_risks` without a value per record (10^8
    records: 0.8 GB), suppressed records last as one class; (the record's sample, None) when the class sizes are
    absent."""
    classes = record.get("classes", {})
    sizes = np.asarray(classes.get("sizes") or [], dtype=float)
    suppressed = int(classes.get("suppressed") or 0)
    if len(sizes) or suppressed:
        records = np.append(sizes.astype(np.int64), suppressed) if suppressed else sizes.astype(np.int64)
        risks = np.append(1.0 / sizes, 1.0 / suppressed) if suppressed else 1.0 / sizes
        return risks, records
    return np.asarray(record.get("risk", {}).get("record_risk_sample") or [], dtype=float), None
