"""Risk bands in one place: the record (Risk sheet), the chart and the window count the same
records per band; a risk exactly on a boundary belongs to the lower band (a record at risk is one above the
threshold). Oracle: hand-counted class sizes."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

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


@given(st.lists(st.integers(1, 40), max_size=15), st.integers(0, 30),
       st.sampled_from([None, 0.05, 0.075, 0.1, 1 / 3, 0.5]))
@settings(max_examples=80, deadline=None)
def test_the_bands_of_classes_with_their_records_are_those_of_every_record(sizes, suppressed, threshold):
    """The chart's bands from each class's risk and records (no value per record) equal the bands of the records
    spelled out one by one (``record_risks``)."""
    from privdesk.engine.metrics.record_figures import class_risks, record_risks
    from privdesk.report.charts.data import risk_band_table

    record = {"classes": {"sizes": sizes, "suppressed": suppressed}}
    risks, records = class_risks(record)
    by_class, by_record = risk_band_table(risks, threshold, records=records), risk_band_table(
        record_risks(record), threshold)
    assert by_class.edges.tolist() == by_record.edges.tolist()
    assert by_class.counts.tolist() == by_record.counts.tolist()
    assert by_class.at_risk.tolist() == by_record.at_risk.tolist()
    assert by_class.above == by_record.above
    assert (0 if records is None else int(records.sum())) == len(record_risks(record))
