"""Cell suppression against record suppression on Adult (9 QIs, ARX's hierarchies, k = 5).

Record suppression: ARX's optimal full-domain search with a 5% suppression limit (the outliers lose every QI).
Cell suppression: the same transformation, but instead of removing the outlier rows, sdcMicro's local
suppression (privdesk.engine.recoding.local_suppression) blanks single QI cells until every row has f_k ≥ 5 with
suppressed cells as wildcards. Cell suppression's two modes (privdesk.engine.recoding.cell_recoding): only the
outlier rows are recoded, in rounds, by suppressing the fewest columns that let them form classes of k (``*`` as its
own value) — ARX's (1% of the table per round) and the gradual one (1% of the rest). Last, ARX's whole procedure
from the original values (two-level hierarchies), as TestAnonymizationCellSuppression configures it. Loss is ARX's
Loss with a suppressed cell counted at the top of its hierarchy.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
ARX_DATA = REPO.parent / "shared" / "data" / "arx"
QIS = ["sex", "age", "race", "marital-status", "education", "native-country", "workclass", "occupation",
       "salary-class"]


def bench_suppression(k: int = 5, limit: float = 0.05) -> None:
    from privdesk.engine.attributes.generalization import generalized_column
    from privdesk.engine.attributes.hierarchy import Hierarchy
    from privdesk.engine.metrics.utility import arx_loss, arx_loss_of_cells
    from privdesk.engine.models.requirements import Requirement
    from privdesk.engine.recoding.local_suppression import local_suppression, wildcard_frequencies
    from privdesk.engine.search.lattice import optimal_generalization
    from privdesk.io.tables import open_table

    data = open_table(ARX_DATA / "adult.csv")
    hierarchies = {q: Hierarchy.read_csv(ARX_DATA / f"adult_hierarchy_{q}.csv", attribute=q) for q in QIS}
    columns, chain = [data.column(q) for q in QIS], [hierarchies[q] for q in QIS]
    started = time.perf_counter()
    result = optimal_generalization(data, QIS, hierarchies, [Requirement("k-anonymity", k)], suppression=limit)
    record_seconds = time.perf_counter() - started
    levels = [result.transformation[q] for q in QIS]
    record_loss = arx_loss(columns, chain, levels, suppressed=result.suppressed)
    print(f"record suppression: levels {levels}, rows kept {data.n_rows - result.suppressed_count:,} of "
          f"{data.n_rows:,}, cells suppressed {result.suppressed_count * len(QIS):,}, Loss {record_loss:.4f}, "
          f"{record_seconds:.2f} s", flush=True)

    generalized = np.column_stack([generalized_column(c, h, lv).codes for c, h, lv in zip(columns, chain, levels)])
    started = time.perf_counter()
    cells = local_suppression(generalized, k)
    cell_seconds = time.perf_counter() - started
    assert wildcard_frequencies(generalized, cells.suppressed).min() >= k
    touched = int(cells.suppressed.any(axis=1).sum())
    cell_loss = arx_loss_of_cells(columns, chain, levels, cells.suppressed)
    print(f"cell suppression at the same levels: rows kept {data.n_rows:,} ({data.n_rows - touched:,} untouched, "
          f"{touched:,} with suppressed cells), cells suppressed {cells.total:,} "
          f"{dict(zip(QIS, cells.per_column.tolist()))}, Loss {cell_loss:.4f}, {cell_seconds:.2f} s", flush=True)

    from privdesk.engine.recoding.cell_recoding import recode_by_cells

    outliers = np.flatnonzero(result.suppressed)
    distinct = [len(np.unique(generalized[:, j])) for j in range(len(QIS))]
    for mode in ("arx", "gradual"):
        started = time.perf_counter()
        recoding = recode_by_cells(generalized[outliers], k, mode=mode, baseline_rows=data.n_rows,
                                   distinct=distinct)
        seconds = time.perf_counter() - started
        mode_cells = np.zeros(generalized.shape, bool)
        mode_cells[outliers] = recoding.cells
        mode_cells[outliers[recoding.suppressed]] = True
        print(f"cell suppression ({mode}) at the same levels: rows recoded {int((~recoding.suppressed).sum()):,} "
              f"in {recoding.rounds} rounds, rows still suppressed {int(recoding.suppressed.sum()):,}, cells "
              f"suppressed {int(mode_cells.sum()):,} {dict(zip(QIS, mode_cells.sum(axis=0).tolist()))}, Loss "
              f"{arx_loss_of_cells(columns, chain, levels, mode_cells):.4f}, {seconds:.2f} s", flush=True)

    # ARX's whole procedure as TestAnonymizationCellSuppression runs it: value -> * hierarchies on the original
    # values, the first round being ARX's own search with the limit 1 - o_min
    original = np.column_stack([c.codes for c in columns])
    started = time.perf_counter()
    recoding = recode_by_cells(original, k)
    seconds = time.perf_counter() - started
    whole_cells = recoding.cells | recoding.suppressed[:, None]
    print(f"ARX's cell-suppression mode from the original values (two-level hierarchies): rows untouched "
          f"{int((recoding.released_in == 0).sum()):,}, recoded {int((recoding.released_in > 0).sum()):,} in "
          f"{recoding.rounds} rounds, still suppressed {int(recoding.suppressed.sum()):,}, cells suppressed "
          f"{int(whole_cells.sum()):,} {dict(zip(QIS, whole_cells.sum(axis=0).tolist()))}, Loss "
          f"{arx_loss_of_cells(columns, chain, [0] * len(QIS), whole_cells):.4f}, {seconds:.2f} s", flush=True)


MODEL_QIS = ["age", "sex", "race", "marital-status", "education", "native-country", "workclass", "occupation"]


def bench_models(limit: float = 0.05) -> None:
    """Cell against record suppression through the anonymize job with models other than k-anonymity: Adult's
    eight QIs, salary-class sensitive, ARX's hierarchies, the optimal search with a 5% limit. Loss is ARX's Loss
    with a suppressed cell counted at the top of its hierarchy (a whole suppressed record: every cell)."""
    from privdesk.app.anonymize import anonymize
    from privdesk.app.settings import Settings
    from privdesk.engine.attributes.hierarchy import Hierarchy
    from privdesk.engine.metrics.utility import arx_loss_of_cells
    from privdesk.engine.models.requirements import Requirement
    from privdesk.io.tables import open_table

    data = open_table(ARX_DATA / "adult.csv")
    hierarchies = {q: Hierarchy.read_csv(ARX_DATA / f"adult_hierarchy_{q}.csv", attribute=q) for q in MODEL_QIS}
    columns, chain = [data.column(q) for q in MODEL_QIS], [hierarchies[q] for q in MODEL_QIS]
    models = {"distinct 2-diversity": [Requirement("l-diversity", 2, "salary-class", "distinct")],
              "5-anonymity + 0.2-closeness": [Requirement("k-anonymity", 5),
                                              Requirement("t-closeness", 0.2, "salary-class")],
              "5-anonymity + 1.5-disclosure": [Requirement("k-anonymity", 5),
                                               Requirement("delta-disclosure", 1.5, "salary-class")]}
    for name, requirements in models.items():
        for mode in ("", "arx", "gradual"):
            settings = Settings(qis=list(MODEL_QIS), sensitive=["salary-class"], requirements=list(requirements),
                                risk=None, hierarchies=dict(hierarchies), suppression=limit, cell_suppression=mode)
            started = time.perf_counter()
            result, _checks = anonymize(data, settings)
            seconds = time.perf_counter() - started
            released = result.released.to_frame()
            cells = np.column_stack([released[q].to_numpy(dtype=str) == "*" for q in MODEL_QIS])
            cells[result.suppressed] = True
            levels = [result.transformation[q] for q in MODEL_QIS]
            recoding = result.details.get("cell_suppression") or {}
            print(f"| {name} | {mode or 'record suppression'} | {data.n_rows - result.suppressed_count:,} | "
                  f"{recoding.get('records_recoded', 0):,} | {sum(recoding.get('cells', {}).values()):,} | "
                  f"{arx_loss_of_cells(columns, chain, levels, cells):.4f} | {seconds:.2f} |", flush=True)


if __name__ == "__main__":
    if sys.argv[1:] == ["models"]:
        bench_models()
    else:
        bench_suppression()
