"""The canonical record of a run: what was released, how, how safe it is and how much was lost.

One JSON-ready document (``report.json``) that the Excel workbook, the window and the signature's trusted comment
are all made from, so they cannot disagree. It holds settings, results and the SHA-256 of every file involved, so
the run can be repeated and its outputs compared byte for byte.

Keys and machine values (model names, release models, roles …) are English; the sentences meant for people (the
verdict, the risk verdict, notes, requirement labels) are written in the language that was current when the record
was built, which its ``"language"`` field names (a code of ``privdesk.common.i18n.LANGUAGES``).
"""

from __future__ import annotations

import datetime as dt
import getpass
import json
import math
import uuid
from pathlib import Path
from typing import Any, Mapping, Sequence

import numpy as np

from privdesk import __version__
from privdesk.app.check import check_release
from privdesk.app.measure import measure_release
from privdesk.app.record.attack_test import attack_test, with_attackers
from privdesk.app.record.population_risk import population_model_of, population_risk_document
from privdesk.app.record.verdict import Verdict, identifier_entries, model_entries, risk_entries
from privdesk.app.usefulness import record_usefulness
from privdesk.common.i18n import current_language
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.attributes.sensitivity_levels import SensitivityLevels
from privdesk.engine.core.classes import Partition
from privdesk.engine.core.counted_release import CountedRelease
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.progress import NO_PROGRESS, Progress
from privdesk.engine.core.requirement_check import RequirementCheck
from privdesk.engine.metrics.information_loss import mean_sensitivity_distance
from privdesk.engine.metrics.risk import RiskSettings, assess_risk, risk_bands
from privdesk.engine.search.result import Anonymization
from privdesk.io.atomic import atomic_write_text
from privdesk.signing.signatures import sha256_file

FORMAT, VERSION = "privdesk-report", 1
MAPPING_ROWS = 500  # value → released value rows listed per attribute


def write_record(record: Mapping[str, Any], path: str | Path) -> None:
    """``report.json``: strict JSON (infinity as the string "inf", NaN as null), UTF-8, written atomically."""
    atomic_write_text(path, json.dumps(_plain(record), indent=2, ensure_ascii=False, allow_nan=False) + "\n")


def _plain(value: Any) -> Any:
    """JSON-native values: numpy numbers to Python, infinities to "inf" / "-inf", NaN to None."""
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, np.generic):
        value = value.item()
    if isinstance(value, float) and not math.isfinite(value):
        return None if math.isnan(value) else ("inf" if value > 0 else "-inf")
    if isinstance(value, Path):
        return str(value)
    return value


def build_record(*, kind: str, released: Dataset | CountedRelease, qis: Sequence[str], sensitive: Sequence[str],
                 original: Dataset | None = None, roles: Mapping[str, str] | None = None,
                 hierarchies: Mapping[str, Hierarchy] | None = None,
                 levels: Mapping[str, SensitivityLevels] | None = None,
                 configuration: Mapping[str, Any] | None = None, result: Mapping[str, Any] | None = None,
                 anonymization: Anonymization | None = None, risk: RiskSettings | None = None,
                 files: Mapping[str, str | Path | None] | None = None, sweep: list | None = None,
                 operator: str | None = None, now: dt.datetime | None = None,
                 population: Dataset | None = None, progress: Progress = NO_PROGRESS,
                 identifiers: Sequence[Any] = (), keep: Sequence[str] = (),
                 persons: CountedRelease | None = None,
                 attack: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Assemble the record of an anonymization (``kind="anonymization"``) or of an audit of a release made
    elsewhere (``kind="audit"``; ``original`` optional). ``population``: the population table, for the
    δ-presence figures (SPEC §4) of a full-domain release. ``progress``: where the model checks of a release too
    large to check at once report (and may be cancelled). ``identifiers``: the identifier check's findings on
    the columns released unchanged (``engine.identifier_check``), ``keep`` those kept deliberately (an audit's;
    an anonymization's verdict comes with its ``result``). ``released`` may be a :class:`CountedRelease` (an
    out-of-core release's frequency set and class x value counts; then without ``original`` or ``population``).
    ``persons``: the release seen person by person (``engine.core.persons.PersonRelease``): every figure
    then counts persons, ``data.rows`` is the number of persons and ``data.records`` the number of rows.
    ``attack``: the attack test's options (``app.record.attack_test``: ``attack_columns``, ``seed``); with
    ``original``, the record holds the test (the one ``result`` already holds, else run here)."""
    hierarchies = dict(hierarchies or {})
    risk = risk or RiskSettings()
    counted = CountedRelease.of(released) if persons is None else persons
    classes = counted.partition(qis)
    assessment = assess_risk(classes, risk)
    transformation = anonymization.transformation if anonymization is not None else None
    if anonymization is not None and transformation is None:
        population = None  # local recoding: its ranges and sets are no hierarchy labels to match the population by
    figures = check_release(counted, qis, sensitive, hierarchies, levels, population, transformation=transformation,
                            progress=progress, person=None if persons is None else persons.person)
    record: dict[str, Any] = {
        "format": FORMAT, "version": VERSION,
        "report_id": str(uuid.uuid4()),
        "kind": kind,
        "created": (now or dt.datetime.now().astimezone()).isoformat(timespec="seconds"),
        "operator": operator if operator is not None else _user(),
        "privdesk_version": __version__,
        "language": current_language(),
        "data": {"rows": counted.n_rows, "columns": counted.names, "quasi_identifiers": list(qis),
                 "sensitive": list(sensitive)},
        "configuration": dict(configuration or {}),
        "roles": dict(roles or {}),
        "result": dict(result or {}),
        "model_figures": figures,
        "risk": _risk(assessment, classes),
        "classes": _classes(classes),
        "files": {name: {"path": str(path), "sha256": sha256_file(path)}
                  for name, path in _with_population(files, population).items()
                  if path is not None and Path(path).exists()},
    }
    if persons is not None:
        record["data"] |= {"rows": persons.n_persons, "records": persons.n_records, "persons": persons.n_persons,
                           "person": persons.person}
    record["population_risk"] = population_risk_document(
        counted, qis, population_model_of(configuration), population=population, hierarchies=hierarchies,
        threshold=risk.effective_threshold)
    tested = record["result"].pop("attack_test", None)  # the job's own (summary.json's), else run here
    if tested is None and original is not None:
        tested = attack_test(original, released, qis, sensitive, attackers=record["population_risk"].get("attackers"),
                             **dict(attack or {}))
    if tested is not None:  # its attacker models as the Risk sheet has them (persons, the population table)
        record["attack_test"] = with_attackers(dict(tested), record["population_risk"].get("attackers") or {})
    if original is not None:
        record["measures"] = measure_release(original, released, qis, sensitive, hierarchies=hierarchies,
                                             risk=risk)
        record["usefulness"] = record_usefulness(
            original, released, qis, sensitive, hierarchies,
            suppressed_rows=~classes.kept_rows if persons is None and counted.counts is None else None)
    if anonymization is not None and original is not None:
        record["attributes"] = attribute_mappings(original, released, qis, hierarchies, anonymization)
    if levels:
        record["sensitivity_distance"] = {
            name: mean_sensitivity_distance(counted.attribute_partition(qis, name),
                                            table.level_of(counted.column(name))[counted.column(name).codes],
                                            table.count)
            for name, table in levels.items() if name in counted.names}
    if sweep:
        record["sweep"] = sweep
    record["verdict"] = record_verdict(record.get("result", {}), assessment, risk, identifiers, keep).to_dict()
    return record


def attribute_mappings(original: Dataset, released: Dataset, qis: Sequence[str],
                       hierarchies: Mapping[str, Hierarchy], anonymization: Anonymization,
                       row_counts: np.ndarray | None = None) -> dict[str, Any]:
    """Per QI the level used and the value → released value mapping actually applied (ARX #408).
    ``row_counts``: the records each row stands for (a grouped table and its release), else one each."""
    attributes = {}
    for j, name in enumerate(qis):
        before, after = original.column(name), released.column(name)
        pairs = before.codes.astype(np.int64) * len(after.values) + after.codes
        unique_pairs, inverse = np.unique(pairs, return_inverse=True)
        counts = np.bincount(inverse.reshape(-1), weights=row_counts, minlength=len(unique_pairs)).astype(np.int64)
        mapping = [[_text(before.values[p // len(after.values)]), _text(after.values[p % len(after.values)]),
                    int(c)] for p, c in zip(unique_pairs[:MAPPING_ROWS], counts[:MAPPING_ROWS])]
        entry: dict[str, Any] = {"mapping": mapping, "mapping_rows": int(len(unique_pairs)),
                                 "distinct_before": before.distinct_count, "distinct_after": after.distinct_count}
        if anonymization.transformation is not None:
            entry["level"] = anonymization.transformation[name]
        if name in hierarchies:
            entry["height"] = hierarchies[name].height
            entry["hierarchy_builder"] = hierarchies[name].builder
        if anonymization.row_levels is not None and anonymization.transformation is None:
            used, of_row = np.unique(anonymization.row_levels[:, j], return_inverse=True)
            records = np.bincount(of_row.reshape(-1), weights=row_counts, minlength=len(used))
            entry["levels_used"] = {str(level): int(count) for level, count in zip(used, records)}
        attributes[name] = entry
    return attributes


def _risk(assessment, classes: Partition) -> dict[str, Any]:
    edges, bands = risk_bands(assessment.class_risk, assessment.threshold, records=assessment.class_records)
    return {
        "release_model": assessment.release_model.value, "threshold": assessment.threshold,
        "maximum": assessment.maximum_risk, "average": assessment.average_risk,
        "records_at_risk": assessment.records_at_risk, "data_risk": assessment.data_risk,
        "environment_risk": assessment.environment_risk, "overall": assessment.overall_risk,
        "passed": assessment.passed, "verdict": assessment.verdict,
        "bands": [{"from": lo, "to": hi, "records": int(n)} for lo, hi, n in
                  zip(edges[:-1].tolist(), edges[1:].tolist(), bands)],
        "record_risk_sample": record_risk_sample(assessment.class_risk, assessment.class_records),
    }


def record_risk_sample(class_risk: np.ndarray, class_records: np.ndarray, size: int = 2000) -> list[float]:
    """Every (n // ``size``)-th of the records' risks in ascending order, taken from the classes' risks and
    records without a value per record."""
    order = np.argsort(class_risk, kind="stable")
    ends = np.cumsum(np.asarray(class_records, np.int64)[order])
    n = int(ends[-1]) if len(ends) else 0
    picked = np.searchsorted(ends, np.arange(0, n, max(1, n // size)), side="right")
    return [float(v) for v in np.asarray(class_risk, float)[order][picked]]


def _classes(classes: Partition) -> dict[str, Any]:
    sizes, counts = np.unique(classes.sizes, return_counts=True) if classes.n_classes else ([], [])
    return {"count": classes.n_classes, "suppressed": classes.suppressed,
            "smallest": int(classes.sizes.min()) if classes.n_classes else 0,
            "largest": int(classes.sizes.max()) if classes.n_classes else 0,
            "average": float(classes.sizes.mean()) if classes.n_classes else 0.0,
            "size_table": [[int(s), int(c)] for s, c in zip(sizes, counts)],
            "sizes": [int(s) for s in classes.sizes]}


def record_verdict(result: Mapping[str, Any], assessment, risk: RiskSettings, identifiers: Sequence[Any] = (),
                   keep: Sequence[str] = ()) -> Verdict:
    """The run's verdict: the one its job computed (``result["verdict"]``: an anonymization's summary, an audit's
    result), else its model checks and the risk threshold."""
    if result.get("verdict"):
        return Verdict.from_dict(result["verdict"])
    checks = [RequirementCheck.from_dict(check) for check in result.get("checks", [])]
    return Verdict(tuple(model_entries(checks) + risk_entries(assessment, risk) +
                         identifier_entries(identifiers, keep)))


def _text(value: object) -> str:
    return "" if value is None else str(value)


def _user() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):  # no user name in some containers
        return ""


def _with_population(files: Mapping[str, str | Path | None] | None,
                     population: Dataset | CountedRelease | None) -> dict[str, str | Path | None]:
    """The record's files, with the population table's file when the figures used one (in memory or grouped)."""
    files = dict(files or {})
    source = None if population is None else CountedRelease.of(population).table.source
    if source is not None and source.path:
        files.setdefault("population", source.path)
    return files
