"""The released table written a column at a time (report.sheet_rows) reads back, through openpyxl, exactly as the
cells openpyxl itself writes: numbers as numbers, text as text (never a formula), empty cells empty, XML
special characters intact; random tables (hypothesis) and the row count."""

from __future__ import annotations

import pandas as pd
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from openpyxl import load_workbook

from privdesk.engine.core.dataset import Dataset
from privdesk.report.workbook import LABELS, write_report

TEXT = st.text(alphabet=st.sampled_from(list("ab张<>&'\"=+-@ 1.")), min_size=0, max_size=5)


def _record() -> dict:
    return {"report_id": "t", "kind": "audit", "data": {"rows": 0, "quasi_identifiers": []}, "classes": {},
            "risk": {}, "verdict": []}


def _expected(dataset: Dataset) -> list[list]:
    """What openpyxl's own cell writer stores, per cell (report.table_workbook.cell_value's rules)."""
    from privdesk.engine.core.types import ColumnType
    from privdesk.io.table_workbook import cell_value

    rows = []
    for r in range(dataset.n_rows):
        row = []
        for column in dataset.columns:
            code = column.codes[r]
            value = column.values[code]
            numeric = column.type in (ColumnType.INTEGER, ColumnType.DECIMAL) and code < column.n_valid
            stored = cell_value(None if value is None else str(value), numeric)[0]
            row.append(None if stored == "" else stored)
        rows.append(row)
    return rows


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.tuples(TEXT, st.one_of(st.none(), st.integers(-999, 999)),
                          st.one_of(st.none(), st.floats(-1e6, 1e6, allow_nan=False))), min_size=1, max_size=40))
def test_released_rows_read_back_as_written(tmp_path_factory, rows):
    frame = pd.DataFrame({"text": [r[0] for r in rows], "int": ["" if r[1] is None else str(r[1]) for r in rows],
                          "dec": ["" if r[2] is None else repr(r[2]) for r in rows]}, dtype=object)
    released = Dataset.from_frame(frame)
    path = write_report(_record(), tmp_path_factory.mktemp("rows") / "report.xlsx", released=released)
    book = load_workbook(path, read_only=True)
    sheet = book[LABELS["sheet.released"]]
    cells = [list(r) for r in sheet.iter_rows(values_only=True)]
    book.close()
    assert cells[0] == ["text", "int", "dec"]
    body = [row + [None] * (3 - len(row)) for row in cells[1:]]
    assert len(body) == released.n_rows
    assert body == _expected(released)


def test_a_release_over_the_row_limit_names_the_file_that_holds_it_whole(tmp_path, monkeypatch):
    from privdesk.report.sheets import released as released_sheet

    monkeypatch.setattr(released_sheet, "MAX_DATA_ROWS", 3)
    released = Dataset.from_frame(pd.DataFrame({"a": list("abcdef")}, dtype=object))
    record = _record() | {"files": {"released": {"path": "anonymized.parquet", "sha256": "0"}}}
    book = load_workbook(write_report(record, tmp_path / "r.xlsx", released=released))
    sheet = book[LABELS["sheet.released"]]
    assert sheet.max_row == 4
    assert "6 rows" in sheet["A1"].comment.text and "anonymized.parquet" in sheet["A1"].comment.text
