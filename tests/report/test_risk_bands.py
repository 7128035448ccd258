"""Risk bands in one place: the record (Risk sheet), the chart and the window count the same
records per band; a risk exactly on a boundary belongs to the lower band (a record at risk is one above the
threshold). Oracle: hand-counted class sizes."""

from __future__ import annotations

import numpy as np
import pytest

from privdesk.engine.metrics.risk import RISK_BANDS, risk_bands
from privdesk.report.charts import figures as charts


def risks_of(sizes: list[int]) -> np.ndarray:
    return np.concatenate([np.full(size, 1.0 / size) for size in sizes])


def test_a_risk_on_a_boundary_belongs_to_the_lower_band():
    # classes of 20 (risk 0.05), 10 (0.1), 5 (0.2), 3 (1/3), 2 (0.5), 1 (1.0) and 40 (0.025)
    edges, counts = risk_bands(risks_of([20, 10, 5, 3, 2, 1, 40]))
    assert list(edges) == pytest.approx(list(RISK_BANDS))
    assert list(counts) == [40 + 20, 10, 5, 3, 2, 1]   # (0, .05], (.05, .1], (.1, .2], (.2, 1/3], (1/3, .5], (.5, 1]


def test_the_threshold_becomes_an_edge_and_splits_its_band():
    edges, counts = risk_bands(risks_of([20, 14, 10]), threshold=0.075)   # 1/14 = 0.0714 ≤ 0.075 < 0.1
    assert 0.075 in edges and list(counts) == [20, 14, 10, 0, 0, 0, 0]


def test_the_chart_draws_the_bands_of_the_record():
    risks = risks_of([20, 10, 5, 5, 3])
    edges, counts = risk_bands(risks, threshold=0.05)
    figure = charts.risk_distribution(risks, 0.05)
    heights = [bar.get_height() for bar in figure.axes[0].patches]
    assert heights == pytest.approx(list(counts / len(risks)))
