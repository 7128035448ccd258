"""Cell suppression against record suppression on Adult (9 QIs, ARX's hierarchies, k = 5).

Record suppression: ARX's optimal full-domain search with a 5% suppression limit (the outliers lose every QI).
Cell suppression: the same transformation, but instead of removing the outlier rows, sdcMicro's local
suppression (privdesk.engine.algorithms.local_suppression) blanks single QI cells until every row has f_k ≥ 5 with
suppressed cells as wildcards. ARX's cell-suppression mode (privdesk.engine.algorithms.cell_recoding): only the
outlier rows are recoded, in rounds, by suppressing the fewest columns that let them form classes of k (``*`` as its
own value). Loss is ARX's Loss with a suppressed cell counted at the top of its hierarchy.
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
    from privdesk.app.tables import open_table
    from privdesk.engine.algorithms.lattice import optimal_generalization
    from privdesk.engine.algorithms.local_suppression import local_suppression, wildcard_frequencies
    from privdesk.engine.generalization import generalized_column
    from privdesk.engine.hierarchy import Hierarchy
    from privdesk.engine.metrics.utility import arx_loss, arx_loss_of_cells
    from privdesk.engine.requirements import Requirement

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

    from privdesk.engine.algorithms.cell_recoding import recode_by_cells

    outliers = np.flatnonzero(result.suppressed)
    started = time.perf_counter()
    recoding = recode_by_cells(generalized[outliers], k)
    arx_seconds = time.perf_counter() - started
    arx_cells = np.zeros(generalized.shape, bool)
    arx_cells[outliers] = recoding.cells
    arx_cells[outliers[recoding.suppressed]] = True
    arx_loss_cells = arx_loss_of_cells(columns, chain, levels, arx_cells)
    print(f"ARX's cell-suppression mode at the same levels: rows recoded {int((~recoding.suppressed).sum()):,} in "
          f"{recoding.rounds} rounds, rows still suppressed {int(recoding.suppressed.sum()):,}, cells suppressed "
          f"{int(arx_cells.sum()):,} {dict(zip(QIS, arx_cells.sum(axis=0).tolist()))}, Loss {arx_loss_cells:.4f}, "
          f"{arx_seconds:.2f} s", flush=True)


if __name__ == "__main__":
    bench_suppression()
