"""What is in a table: how it was read, and per column its type, distinct, missing and failing values."""

from __future__ import annotations

from typing import Any

from privdesk.engine.core.dataset import Dataset

FAILING_SHOWN = 20  # failing values listed per column; the count covers them all


def describe(dataset: Dataset) -> dict[str, Any]:
    """A plain summary (JSON-ready) of a dataset. Row numbers are as a spreadsheet shows them (header = row 1)."""
    source = dataset.source
    columns = []
    for column in dataset.columns:
        failing = [{"row": row + 2, "value": value} for row, value in column.invalid_cells(FAILING_SHOWN)]
        columns.append({
            "name": column.name,
            "type": column.type.value,
            "format": column.format,
            "distinct": column.distinct_count,
            "missing": column.missing_count,
            "failing": column.invalid_count,
            "failing_values": failing,
        })
    return {
        "file": source.path,
        "kind": source.kind,
        "encoding": source.encoding,
        "delimiter": source.delimiter,
        "sheet": source.sheet,
        "other_sheets": list(source.other_sheets),
        "query": source.query,
        "labelled_columns": [name for name, _labels in source.value_labels],
        "rows": dataset.n_rows,
        "columns": len(dataset.columns),
        "column_details": columns,
    }
