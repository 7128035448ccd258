"""Cell suppression in a release: the records the full-domain search suppressed are recoded by suppressing single
cells instead (engine/algorithms/cell_recoding.py), so that most of them stay in the release. Two modes: ``arx``
(ARX's optimizeIterativeFast, 1% of the table per round) and ``gradual`` (1% of the records still suppressed per
round, most records kept first). Only k-anonymity is kept by this recoding (merging classes keeps it; other models
could break), so other models are refused at the door."""

from __future__ import annotations

import dataclasses
from typing import Any

import numpy as np

from ..engine.algorithms.cell_recoding import MODES, recode_by_cells
from ..engine.algorithms.result import Anonymization
from ..engine.classes import SUPPRESSED_LABEL
from ..engine.dataset import Dataset
from ..engine.errors import InputError
from ..engine.numeric import replaced_texts
from ..i18n import _

SUPPORTED = ("k-anonymity",)


def cell_suppression_mode(value: Any) -> str:
    """The mode a project or flag names: "" (whole records), "arx" or "gradual"; ``True`` (older projects) is
    "arx". Exit 2 on anything else."""
    if value is None or value is False or value == "" or value == "none":
        return ""
    if value is True:
        return "arx"
    if str(value) not in MODES:
        raise InputError(_("unknown cell-suppression mode; choose one of {choices}").format(
            choices=", ".join(MODES)), value=value)
    return str(value)


def check_cell_suppression(settings: Any) -> None:
    """Exit 2 before any work when the settings cannot use cell suppression."""
    others = [r.model for r in settings.requirements if r.model not in SUPPORTED]
    if others or settings.uniqueness or not settings.requirements:
        raise InputError(_("cell suppression keeps k-anonymity only; remove the other privacy models ({models}) or "
                           "suppress whole records").format(models=", ".join(others) or "—"))


def recode_by_cell_suppression(dataset: Dataset, settings: Any, result: Anonymization) -> Anonymization:
    """``result`` with its suppressed records released again, some of their QI cells shown as ``*``."""
    if result.transformation is None:
        raise InputError(_("cell suppression works with the full-domain searches (optimal, heuristic, genetic)"),
                         value=settings.algorithm)
    rows = np.flatnonzero(result.suppressed)
    k = int(max(r.value for r in settings.requirements))
    columns = [settings.hierarchies[q].generalize(dataset.column(q), result.transformation[q]).astype(str)
               for q in result.qis]
    texts = [column[rows] for column in columns]
    codes = np.column_stack([np.unique(t, return_inverse=True)[1].ravel() for t in texts]) if rows.size else \
        np.zeros((0, len(result.qis)), np.int64)
    mode = cell_suppression_mode(settings.cell_suppression)
    recoding = recode_by_cells(codes, k, mode=mode, baseline_rows=dataset.n_rows,
                               distinct=[len(np.unique(column)) for column in columns])
    # a record released with every QI cell suppressed reads as a suppressed record (the report counts it so)
    whole = recoding.suppressed | recoding.cells.all(axis=1)
    cells = recoding.cells & ~whole[:, None]
    released = result.released
    shown = rows[~whole]
    for j, name in enumerate(result.qis):
        column = released.column(name).text().astype(object).copy()
        recoded = np.where(cells[:, j], SUPPRESSED_LABEL, texts[j]).astype(object)
        column[shown] = recoded[~whole]
        released = replaced_texts(released, name, column)
    suppressed = np.zeros_like(result.suppressed)
    suppressed[rows[whole]] = True
    details = dict(result.details)
    details["cell_suppression"] = {
        "mode": mode, "records_recoded": int(shown.size), "records_suppressed": int(suppressed.sum()),
        "rounds": recoding.rounds, "cells": {name: int(c) for name, c in zip(result.qis, cells.sum(axis=0))}}
    return dataclasses.replace(result, released=released, suppressed=suppressed, details=details)
