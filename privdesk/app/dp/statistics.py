"""The DP statistics job: differentially private counts of chosen columns, charged to the data set's budget.

The budget lives in the project (``Project.privacy_budget``), so it lasts across runs of the window and the command
line. Order of work: the request is charged and the project saved *before* any file of the release is written, so
a release that exists is always in the ledger (a failed write wastes budget; it never hides a release).

The random generator is seeded only when a seed is given (for tests and reproducible examples); the seed is never
written to the release: whoever knows it can subtract the noise.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Sequence

import numpy as np
import pandas as pd

from privdesk.app.projects.project import Project
from privdesk.common.i18n import _
from privdesk.engine.core.dataset import Dataset, SourceInfo
from privdesk.engine.core.errors import InputError
from privdesk.engine.dp.differential_privacy import true_counts
from privdesk.engine.dp.dp_statistics import GAUSSIAN, LAPLACE, DPStatistics, dp_statistics
from privdesk.engine.dp.privacy_budget import PrivacyBudget, new_budget
from privdesk.engine.dp.zcdp import SEQUENTIAL, ZCDP
from privdesk.io.atomic import atomic_write_text
from privdesk.io.release_files import write_release_csv

CSV_NAME, XLSX_NAME, JSON_NAME = "dp_statistics.csv", "dp_statistics.xlsx", "dp_statistics.json"


@dataclass
class DPStatsResult:
    statistics: DPStatistics
    budget: PrivacyBudget | None
    files: list[Path]

    def summary(self) -> dict[str, Any]:
        return self.statistics.to_dict() | {
            "budget": self.budget.to_dict() if self.budget is not None else None,
            "files": [str(f) for f in self.files]}


def now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def release_budget(project: Project | None, total_epsilon: float | None,
                   total_delta: float | None = None, composition: str = SEQUENTIAL) -> PrivacyBudget | None:
    """The budget a release is charged to: the project's (created with ``total_epsilon`` and ``composition`` when
    it has none yet; a project's existing total is never changed from here) or, without a project, a one-off
    budget of ``total_epsilon`` (None: no limit)."""
    existing = project.budget() if project is not None else None
    if existing is not None:
        return existing
    if total_epsilon is None:
        if project is not None:
            raise InputError(_("the project has no privacy budget yet: give the total ε that may ever be spent "
                               "on this data set (--budget, e.g. 1)"), path=project.location)
        return None
    return new_budget(total_epsilon, total_delta or 0.0, composition)


def compute_dp_statistics(dataset: Dataset, columns: Sequence[str], epsilon: float | None, *,
                          mode_column: str | None = None, budget: PrivacyBudget | None = None,
                          seed: int | None = None, mechanism: str = LAPLACE, rho: float | None = None,
                          delta: float | None = None, person: str | None = None,
                          max_rows_per_person: int | None = None) -> DPStatistics:
    """The release itself, charged to ``budget`` (the window shows it before saving). ``person`` and
    ``max_rows_per_person``: at most that many rows of each person are counted, chosen at random, and
    the noise is scaled to them (the sensitivity is that many rows); a table whose identifier repeats needs them."""
    from privdesk.engine.core.persons import bound_rows_per_person
    from privdesk.engine.detect.person_key import refuse_repeated_identifier

    rng = np.random.default_rng(seed)
    sensitivity, contribution = 1, None
    if (person is None) != (max_rows_per_person is None):
        raise InputError(_("a person key and --max-rows-per-person go together"), column=person)
    if person is None:
        refuse_repeated_identifier(dataset, _("a differentially private count"))
    else:
        dataset, left_out = bound_rows_per_person(dataset, person, max_rows_per_person, rng)
        sensitivity = int(max_rows_per_person)
        contribution = {"person": person, "max_rows_per_person": sensitivity, "rows_left_out": left_out,
                        "sensitivity": sensitivity}
    before = len(budget.entries) if budget is not None else 0
    statistics = dp_statistics(dataset, columns, epsilon, rng=rng, mode_column=mode_column, budget=budget,
                               mechanism=mechanism, rho=rho, delta=delta, sensitivity=sensitivity)
    if contribution is not None:
        statistics = replace(statistics, contribution=contribution)
    if budget is not None:
        budget.stamp(before, now())
    return statistics


def budget_composition(mechanism: str) -> str:
    """How a data set's first budget composes when it is made for a request with ``mechanism``."""
    return ZCDP if mechanism == GAUSSIAN else SEQUENTIAL


def owner_view(dataset: Dataset, statistics: DPStatistics) -> pd.DataFrame:
    """The released table next to the true counts, for the data owner's eyes only (never written to a release)."""
    frame = statistics.to_frame()
    frame.insert(len(statistics.table.attributes), _("true count"),
                 true_counts(dataset, statistics.table.attributes))
    return frame


def write_dp_statistics(statistics: DPStatistics, out: str | Path, *, xlsx: bool = False,
                        budget: PrivacyBudget | None = None, source: SourceInfo | None = None) -> list[Path]:
    """Write the release (CSV in the encoding and delimiter of a CSV ``source``, the table the statistics came
    from; or xlsx) and its description (JSON) into ``out`` atomically."""
    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    frame = statistics.to_frame()
    table = Dataset.from_frame(pd.DataFrame({str(c): ["" if v is None else str(v) for v in frame[c]]
                                             for c in frame.columns}))
    if xlsx:
        from privdesk.io.table_workbook import write_table_workbook

        path = folder / XLSX_NAME
        write_table_workbook(table, path, sheet=_("DP statistics")[:31])
    else:
        path = folder / CSV_NAME
        write_release_csv(table, path, source)
    description = statistics.to_dict() | {"budget": budget.to_dict() if budget is not None else None}
    json_path = folder / JSON_NAME
    atomic_write_text(json_path, json.dumps(description, indent=2, ensure_ascii=False) + "\n")
    return [path, json_path]


def dp_stats_to_folder(dataset: Dataset, columns: Sequence[str], epsilon: float | None, out: str | Path, *,
                       mode_column: str | None = None, project: Project | None = None,
                       total_epsilon: float | None = None, seed: int | None = None,
                       xlsx: bool = False, mechanism: str = LAPLACE, rho: float | None = None,
                       delta: float | None = None, person: str | None = None,
                       max_rows_per_person: int | None = None) -> DPStatsResult:
    """Charge, record in the project (saved first), then write the release. A budget first made by a Gaussian
    request composes by zCDP (ρ's add up), a Laplace one sequentially."""
    budget = release_budget(project, total_epsilon, delta,
                            composition=budget_composition(mechanism))
    statistics = compute_dp_statistics(dataset, columns, epsilon, mode_column=mode_column, budget=budget,
                                       seed=seed, mechanism=mechanism, rho=rho, delta=delta, person=person,
                                       max_rows_per_person=max_rows_per_person)
    if project is not None and budget is not None:
        project.keep_budget(budget)
        if project.location is not None:
            project.save(project.location)
    files = write_dp_statistics(statistics, out, xlsx=xlsx, budget=budget, source=dataset.source)
    return DPStatsResult(statistics, budget, files)
