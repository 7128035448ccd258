"""The Usefulness sheet (report/sheets/usefulness.py): a date's standard deviation is a number of days, and the
sheet says which records its "suppressed" counts."""

from __future__ import annotations

import pandas as pd

from privdesk.app.usefulness import UsefulnessSettings, analyse_usefulness, usefulness_json
from privdesk.common.i18n import current_language, set_language
from privdesk.engine.core.dataset import Dataset
from privdesk.report.sheets.usefulness import usefulness_sheet

DATES = ["2000-01-01", "2000-01-11", "2000-01-21"]  # sample sd of 0, 10, 20 days: 10 days


def _document():
    original = Dataset.from_frame(pd.DataFrame({"sex": ["f", "m", "f"], "day": DATES}), types={"day": "date"})
    released = Dataset.from_frame(pd.DataFrame({"sex": ["f", "m", "*"], "day": [DATES[0], DATES[1], "*"]}))
    return usefulness_json(analyse_usefulness(original, released, UsefulnessSettings(qis=["sex", "day"])))


def _rows(sheet):
    return [[sheet.cells[r][c][0] for c in sorted(sheet.cells[r])] for r in sorted(sheet.cells)]


def test_a_dates_standard_deviation_reads_in_days():
    rows = _rows(usefulness_sheet(_document()))
    header = next(r for r in rows if "sd before" in r)
    day = next(r for r in rows if r[0] == "day")
    assert day[header.index("sd before")] == "10 days"
    # after: the first two dates, 0 and 10 days -> sample sd sqrt(50) = 7.07 days
    assert day[header.index("sd after")] == "7 days"
    assert any(isinstance(c, str) and c.startswith("Suppressed: the cells of the 1 record the release suppressed (")
               for r in rows for c in r)


def test_the_unit_is_translated():
    before = current_language()
    set_language("zh_CN")
    try:
        rows = _rows(usefulness_sheet(_document()))
    finally:
        set_language(before)
    assert any(c == "10 天" for r in rows for c in r)
