"""The usefulness analysis of a release: summary statistics of every attribute before and after, one contingency
table, and the classifiers' cross-validated accuracy against ZeroR — one JSON-ready document that the command line
(`privdesk measure … --usefulness`), the report's Usefulness sheet and the window's Usefulness tab all render.

Rows of the original and the release are paired by position (as `privdesk measure`). The figures come from
``engine.usefulness``; this job picks the defaults, reports progress and writes the verdict sentence.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Mapping, Sequence

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.attributes.generalization import full_domain_level, generalized_column
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.classes import all_star_rows
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.progress import NO_PROGRESS, Progress
from privdesk.engine.usefulness.classification import (
    DEFAULT_FOLDS,
    DEFAULT_SEED,
    METHOD_NAMES,
    available_methods,
    prepare,
    run,
)
from privdesk.engine.usefulness.contingency import contingency
from privdesk.engine.usefulness.summary import summarize


@dataclass(frozen=True)
class UsefulnessSettings:
    """What to analyse. Empty ``attributes``: every column; no ``target``: no classification; no ``pair``: the
    first two of ``attributes`` (or of the QIs)."""

    attributes: Sequence[str] = ()
    target: str | None = None
    features: Sequence[str] = ()          # empty: every other column the original and the release share
    methods: Sequence[str] = ()           # empty: every classifier this installation has (available_methods)
    pair: tuple[str, str] | None = None
    folds: int = DEFAULT_FOLDS
    seed: int = DEFAULT_SEED
    include_suppressed: bool = False
    qis: Sequence[str] = ()              # rows suppressed over these are left out of the release's training
    suppressed_rows: np.ndarray | None = None  # the verdict's suppressed records; None: found from ``qis``
    hierarchies: Mapping[str, Hierarchy] = field(default_factory=dict)
    sample_rows: int | None = None       # classify a seeded sample of at most this many rows (same rows of both)


def analyse_usefulness(original: Dataset, released: Dataset, settings: UsefulnessSettings,
                       progress: Progress = NO_PROGRESS) -> dict[str, Any]:
    """The usefulness document of a release (see the module docstring)."""
    if original.n_rows != released.n_rows:
        raise InputError(_("the original has {n_rows:,} rows and the release {released:,}; measuring pairs rows by "
                           "position, so both must have the same rows in the same order").format(
            n_rows=original.n_rows, released=released.n_rows), path=released.source.path)
    shared = [n for n in original.names if n in released.names]
    attributes = list(settings.attributes) or shared
    for name in attributes:
        original.column(name), released.column(name)
    tokens = original.source.missing_tokens
    hierarchies = settings.hierarchies
    qis = [q for q in settings.qis if q in released.names]
    suppressed = suppressed_records(released, qis, settings.suppressed_rows)
    document: dict[str, Any] = {"rows": original.n_rows, "include_suppressed": settings.include_suppressed,
                                "suppressed_records": int(suppressed.sum()), "suppressed_over": qis}
    summary_part = progress.part(0.0, 0.1)
    statistics = []
    for index, name in enumerate(attributes):
        summary_part.report(index / max(len(attributes), 1), _("usefulness: statistics of '{name}'").format(
            name=name))
        statistics.append(summarize(original[name], released[name], hierarchies.get(name),
                                    settings.include_suppressed, tokens, suppressed).to_dict())
    document["statistics"] = statistics
    pair = settings.pair or (tuple(attributes[:2]) if len(attributes) >= 2 else None)
    if pair is not None:
        a, b = pair
        progress.report(0.1, _("usefulness: contingency table of '{a}' and '{b}'").format(a=a, b=b))
        table = contingency(original[a], original[b], released[a], released[b], hierarchies.get(a),
                            hierarchies.get(b), settings.include_suppressed, tokens, suppressed)
        document["contingency"] = table.to_dict()
    if settings.target:
        document["classification"] = _classification(original, released, settings, shared,
                                                     suppressed if qis else None, progress.part(0.12, 1))
        document["verdict"] = verdict(document["classification"])
    progress.report(1.0, _("usefulness: done"))
    return document


def suppressed_records(released: Dataset, qis: Sequence[str], given: np.ndarray | None = None) -> np.ndarray:
    """Boolean mask of the records the release suppressed: ``given`` (the verdict's partition), else those whose
    every QI is ``*`` (SPEC §0), else — no QIs known — those that are ``*`` in every column."""
    if given is not None:
        return np.asarray(given, bool)
    rows = all_star_rows(released, list(qis) or released.names)
    return np.zeros(released.n_rows, bool) if rows is None else rows


def _classification(original: Dataset, released: Dataset, settings: UsefulnessSettings, shared: list[str],
                    suppressed: np.ndarray | None, progress: Progress) -> list[dict[str, Any]]:
    target = settings.target
    original.column(target), released.column(target)
    features = [f for f in (settings.features or shared) if f != target]
    for name in features:
        original.column(name), released.column(name)
    rows = _sample(original.n_rows, settings.sample_rows, settings.seed)

    def take(column):
        return column if rows is None else replace(column, codes=column.codes[rows])

    released_features = _before_suppression(original, released, features, settings, suppressed)
    task = prepare([take(original[f]) for f in features], take(original[target]),
                   [take(c) for c in released_features], take(released[target]), settings.folds, settings.seed,
                   None if suppressed is None else suppressed if rows is None else suppressed[rows],
                   [original.names.index(f) for f in features])
    results = []
    methods = list(settings.methods) or list(available_methods())
    for index, method in enumerate(methods):  # the encoded tables and the folds serve every classifier
        result = run(task, method, progress.part(index / len(methods), (index + 1) / len(methods)))
        results.append({**result.to_dict(), "name": _(METHOD_NAMES[method]),
                        "sampled_from": None if rows is None else original.n_rows})
    return results


def _before_suppression(original: Dataset, released: Dataset, features: Sequence[str], settings: UsefulnessSettings,
                        suppressed: np.ndarray | None) -> list:
    """The release's feature columns with every suppressed row at the label its generalization gave it before
    suppression, where the release is full-domain over a hierarchy we have: ARX classifies a suppressed record
    from those values (its classifier is trained only on the rows kept). Other columns as released."""
    columns = [released[f] for f in features]
    if suppressed is None or not suppressed.any():
        return columns
    kept = np.flatnonzero(~suppressed)
    tokens = original.source.missing_tokens
    for index, name in enumerate(features):
        hierarchy = settings.hierarchies.get(name)
        if hierarchy is None or name not in settings.qis:
            continue
        level = full_domain_level(hierarchy, original[name], released[name], kept, tokens)
        if level is not None:
            columns[index] = generalized_column(original[name], hierarchy, level, missing_tokens=tokens)
    return columns


def _sample(n_rows: int, limit: int | None, seed: int) -> np.ndarray | None:
    """A seeded random sample of ``limit`` rows in table order (None: all rows)."""
    if limit is None or n_rows <= limit:
        return None
    return np.sort(np.random.default_rng(seed).choice(n_rows, limit, replace=False))


def verdict(classification: list[dict[str, Any]]) -> str:
    """One sentence: how well the best classifier on the release predicts the target, against the original and
    guessing (ZeroR)."""
    if not classification:
        return ""
    best = max(classification, key=lambda c: (c["released"] or {"accuracy": -1})["accuracy"])
    if best["released"] is None:
        return ""
    sentence = _("The release predicts {target} {released:.1%} correctly ({method}); the original {original:.1%}; "
                 "guessing the most frequent value {guess:.1%}.").format(
        target=best["target"], released=best["released"]["accuracy"], method=best["name"],
        original=best["original"]["accuracy"], guess=best["zero_r"]["accuracy"])
    if best.get("sampled_from"):
        sentence += " " + _("(Measured on a random sample of {rows:,} of the {total:,} rows.)").format(
            rows=best["measurements"], total=best["sampled_from"])
    return sentence


REPORT_METHODS = ("naive_bayes",)
"""The report's classifier: the fastest and numpy only (the installer leaves scikit-learn out); `measure
--usefulness` and the window run every available one."""
REPORT_SAMPLE_ROWS = 50_000
"""The report's classification runs on a seeded sample of this many rows (the same rows of original and release),
so that it costs well under a second however large the table (1–6 s on a million rows before); ``sampled_from`` in
the record and the verdict say so. Statistics and the contingency table use every row (single vectorised passes)."""


def record_usefulness(original: Dataset, released: Dataset, qis: Sequence[str], sensitive: Sequence[str],
                      hierarchies: Mapping[str, Hierarchy], progress: Progress = NO_PROGRESS,
                      suppressed_rows: np.ndarray | None = None) -> dict[str, Any]:
    """The report's usefulness part: every shared column's statistics, the first two QIs' contingency table, and
    how well the release predicts the first sensitive attribute (from every other column). ``suppressed_rows``:
    the records the verdict counts as suppressed, so that both say the same."""
    shared = [n for n in original.names if n in released.names]
    target = next((s for s in sensitive if s in shared), None)
    settings = UsefulnessSettings(target=target, methods=REPORT_METHODS,
                                  pair=(qis[0], qis[1]) if len(qis) >= 2 else None, qis=qis,
                                  suppressed_rows=suppressed_rows,
                                  hierarchies=dict(hierarchies), sample_rows=REPORT_SAMPLE_ROWS)
    return usefulness_json(analyse_usefulness(original, released, settings, progress))


def usefulness_json(document: Mapping[str, Any]) -> dict[str, Any]:
    """The document with infinite or undefined figures as JSON null."""
    return _clean(document)


def _clean(value):
    if isinstance(value, dict):
        return {k: _clean(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_clean(v) for v in value]
    if isinstance(value, (float, np.floating)):
        return float(value) if np.isfinite(value) else None
    if isinstance(value, np.integer):
        return int(value)
    return value
