"""The report's native Excel charts (report/sheets/charts.py, report/charts/excel.py) and the contingency table of the
Usefulness sheet: every series references cells of the sheet, and those cells hold what the release holds,
counted here independently with pandas from the released and the original table."""

from __future__ import annotations

from collections import Counter

import numpy as np
import openpyxl
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.app.projects.bundled_samples import hospital_sample_paths
from privdesk.engine.metrics.risk import RISK_BANDS
from privdesk.report.charts.data import class_size_bins
from privdesk.report.workbook import LABELS, write_report
from tests.report.test_workbook import hospital_run


@pytest.fixture(scope="module")
def hospital(tmp_path_factory):
    record, released = hospital_run()
    path = write_report(record, tmp_path_factory.mktemp("charts") / "report.xlsx", released=released)
    book = openpyxl.load_workbook(path)
    return record, released, book, book[LABELS["sheet.charts"]]


def cells(book, formula: str) -> list:
    """The values of the cells a chart formula such as 'Charts'!$B$5:$B$9 names."""
    sheet, ref = formula.rsplit("!", 1)
    ws = book[sheet.strip("'").replace("''", "'")]
    ref = ref.replace("$", "")
    return [cell.value for row in ws[ref if ":" in ref else f"{ref}:{ref}"] for cell in row]


def bars(book, chart) -> tuple[list, dict[str, list]]:
    """A bar chart's categories and {series name: values} read from the cells its series reference."""
    first = chart.series[0]
    categories = cells(book, (first.cat.strRef or first.cat.numRef).f)
    series = {cells(book, s.tx.strRef.f)[0]: cells(book, s.val.numRef.f) for s in chart.series}
    assert all(len(values) == len(categories) for values in series.values())
    return categories, series


def released_classes(record, released) -> pd.Series:
    """Class sizes of the release counted by pandas (suppressed records, "*" in every QI, left out)."""
    qis = record["data"]["quasi_identifiers"]
    frame = released.to_frame()[qis]
    kept = frame[~(frame == "*").all(axis=1)]
    return kept.groupby(qis, dropna=False).size()


def test_the_charts_sheet_holds_native_charts_not_pictures(hospital):
    _record, _released, _book, sheet = hospital
    assert not sheet._images
    kinds = [type(chart).__name__ for chart in sheet._charts]
    assert kinds == ["BarChart"] * 3 + ["ScatterChart"] * 2 + ["BarChart"] * 4


def test_class_size_bars_count_the_released_classes(hospital):
    record, released, book, sheet = hospital
    categories, series = bars(book, sheet._charts[0])
    sizes = released_classes(record, released).to_numpy()
    k = 5
    assert list(series) == [f"classes smaller than k = {k}", f"classes of at least k = {k}"]
    below, at_least = series.values()
    for label, low_count, high_count in zip(categories, below, at_least):
        low, _, high = str(label).replace(",", "").partition("–")
        low, high = int(low), int(high or low)
        assert (low_count or 0) + (high_count or 0) == int(((sizes >= low) & (sizes <= high)).sum()), label
        assert (low_count is None) == (low >= k) and (high_count is None) == (high < k)
    assert sum(v or 0 for v in below + at_least) == len(sizes) == len(record["classes"]["sizes"])


def test_risk_bars_hold_each_band_s_share_of_records(hospital):
    record, released, book, sheet = hospital
    chart = sheet._charts[1]
    categories, series = bars(book, chart)
    threshold = record["risk"]["threshold"]
    assert list(series) == ["Records at risk", "Records within the threshold"]
    qis = record["data"]["quasi_identifiers"]
    sizes = released.to_frame()[qis].groupby(qis).size().to_numpy()  # the suppressed records form a class too
    risks = np.repeat(1 / sizes, sizes)  # every record: 1 / its class size
    edges = sorted({*RISK_BANDS, threshold})
    expected = [0] * (len(edges) - 1)
    for risk in risks:  # a band holds risks above its lower edge up to its upper edge; the first also holds 0
        band = next(i for i in range(len(edges) - 1) if risk <= edges[i + 1] * (1 + 1e-9))
        expected[band] += 1
    assert len(categories) == len(expected)
    at_risk, within = series.values()
    for band, count in enumerate(expected):
        share = at_risk[band] if edges[band] >= threshold else within[band]
        assert (share or 0) == pytest.approx(count / len(risks)), categories[band]
        assert (within if edges[band] >= threshold else at_risk)[band] is None


def test_privacy_level_bars_are_the_measures(hospital):
    record, _released, book, sheet = hospital
    categories, series = bars(book, sheet._charts[2])
    (values,) = series.values()
    attributes = record["measures"]["attributes"]
    assert categories == [*attributes, "PL (overall)"]
    assert values == pytest.approx([*(a["PL"] for a in attributes.values()), record["measures"]["overall"]["PL"]])
    assert sheet._charts[2].series[0].dPt[0].idx == len(attributes)  # the overall bar has its own colour


def test_sweep_points_are_the_sweep_s_steps(hospital):
    record, _released, book, sheet = hospital
    by_value, by_ec = sheet._charts[3:5]
    steps = sorted(record["sweep"], key=lambda s: s["value"])
    overall = by_value.series[0]
    assert cells(book, overall.xVal.numRef.f) == [s["value"] for s in steps]
    assert cells(book, overall.yVal.numRef.f) == pytest.approx([s["PL"] for s in steps])
    for line in by_value.series[1:]:
        name = cells(book, line.tx.strRef.f)[0]
        assert cells(book, line.yVal.numRef.f) == pytest.approx([s["PL_attributes"][name] for s in steps])
    (points,) = by_ec.series
    assert cells(book, points.xVal.numRef.f) == pytest.approx([s["EC"] for s in steps])
    assert cells(book, points.yVal.numRef.f) == pytest.approx([s["PL"] for s in steps])


def test_distribution_bars_count_the_original_and_the_released_values(hospital):
    record, released, book, sheet = hospital
    original = pd.read_csv(hospital_sample_paths().data, dtype=str, keep_default_na=False)
    release = released.to_frame()
    for chart, name in zip(sheet._charts[5:], record["attributes"]):
        categories, series = bars(book, chart)
        before, after = series["Original"], series["Released"]
        if record["attributes"][name]["mapping_rows"] > len(record["attributes"][name]["mapping"]):
            continue  # counted from the listed value pairs only (a note says so); checked on the complete ones
        counted_before, counted_after = Counter(original[name]), Counter(release[name])
        assert sum(before) == sum(counted_before.values()) and sum(after) == sum(counted_after.values()), name
        for value, b, a in zip(categories, before, after):
            if not str(value).startswith("Other ("):
                assert (b, a) == (counted_before[value], counted_after[value]), (name, value)


def test_the_contingency_change_is_a_colour_scaled_table(hospital):
    record, _released, book, _sheet = hospital
    sheet = book[LABELS["sheet.usefulness"]]
    table = record["usefulness"]["contingency"]
    change = np.asarray(table["change"]) * 100
    if len(table["column_values"]) > len(table["row_values"]):  # the longer attribute runs down the rows
        change, rows, columns = change.T, table["column_values"], table["row_values"]
    else:
        rows, columns = table["row_values"], table["column_values"]
    (scaled,) = list(sheet.conditional_formatting)
    assert scaled.rules[0].type == "colorScale"
    grid = sheet[str(scaled.sqref)]
    first_row = grid[0][0].row
    header = [c.value for c in sheet[first_row - 1][1:1 + len(grid[0])]]
    names = [sheet.cell(row[0].row, 1).value for row in grid]
    for name, row in zip(names, grid):
        for column, cell in zip(header, row):
            assert cell.value == pytest.approx(change[list(rows).index(name), list(columns).index(column)])


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(1, 5000), min_size=1, max_size=60), st.one_of(st.none(), st.integers(1, 60)))
def test_class_size_bins_partition_the_sizes(sizes, k):
    bins = class_size_bins(np.asarray(sizes, dtype=float), k)
    ranges = bins.ranges()
    assert ranges[0][0] <= min(sizes) and ranges[-1][1] >= max(sizes)
    assert all(low <= high for low, high in ranges)
    assert all(a[1] + 1 == b[0] for a, b in zip(ranges, ranges[1:]))  # no size in two bins, none left out
    for (low, high), count, below in zip(ranges, bins.counts, bins.below):
        assert count == sum(low <= s <= high for s in sizes)
        assert below == (k is not None and high < k)
