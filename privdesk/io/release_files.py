"""Write a release in the input's format by default, or in the one asked for: CSV (the input's delimiter and
encoding), Excel, Parquet, Arrow IPC/Feather, SPSS .sav/.zsav, Stata .dta, SAS transport .xpt or SQLite.

Typed formats get typed columns: a column whose every value is a number (date) is written as numbers (dates);
a generalised column ("[20-30[", "*") is written as text. SPSS and Stata columns that had value labels are written
as their codes with the labels again; a value the release introduced (a generalised label) gets a new code after
the largest one, labelled with its text. SAS .sas7bdat cannot be written by any open library, so a SAS input comes
back as SAS transport (.xpt, which SAS reads with PROC COPY/XPORT); .xpt holds no value labels. A server database is
never written to: its release is a CSV file. What was written is returned, for the command line and the report.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from privdesk.common.i18n import _
from privdesk.engine.core.dataset import Column, Dataset, SourceInfo
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.types import ColumnType
from privdesk.io.atomic import atomic_path
from privdesk.io.export import write_csv
from privdesk.io.formats import require_pyarrow

FORMATS = ("csv", "xlsx", "parquet", "feather", "sav", "zsav", "dta", "xpt", "sqlite")
SUFFIXES = {"csv": ".csv", "xlsx": ".xlsx", "parquet": ".parquet", "feather": ".feather", "sav": ".sav",
            "zsav": ".zsav", "dta": ".dta", "xpt": ".xpt", "sqlite": ".sqlite"}
FORMAT_NAMES = {"csv": "CSV", "xlsx": "Excel", "parquet": "Parquet", "feather": "Arrow IPC/Feather",
                "sav": "SPSS", "zsav": "SPSS (compressed)", "dta": "Stata", "xpt": "SAS transport",
                "sqlite": "SQLite"}
_NATIVE = {"csv": "csv", "xlsx": "xlsx", "xls": "xlsx", "parquet": "parquet", "feather": "feather", "sav": "sav",
           "zsav": "zsav", "dta": "dta", "sas7bdat": "xpt", "xpt": "xpt", "sqlite": "sqlite", "sql": "csv"}
STEM = "anonymized"


def default_format(source: SourceInfo) -> str:
    """The format a release of a table from ``source`` is written in when none is asked for."""
    return _NATIVE.get(source.kind, "csv")


def release_name(fmt: str) -> str:
    return STEM + SUFFIXES[fmt]


def write_release(dataset: Dataset, folder: str | Path, fmt: str | None, source: SourceInfo) -> dict[str, Any]:
    """Write ``dataset`` into ``folder`` as ``anonymized.<suffix>`` and say what was written: path (file name),
    format, and for CSV the encoding and delimiter, for SPSS/Stata the columns whose value labels were kept."""
    fmt = fmt or default_format(source)
    if fmt not in FORMATS:
        raise InputError(_("unknown release format '{format}'; choose one of {formats}").format(
            format=fmt, formats=", ".join(FORMATS)))
    path = Path(folder) / release_name(fmt)
    written: dict[str, Any] = {"path": path.name, "format": fmt, "format_name": FORMAT_NAMES[fmt]}
    if fmt == "csv":
        written.update(write_release_csv(dataset, path, source))
    elif fmt == "xlsx":
        from privdesk.io.table_workbook import write_table_workbook

        written["changed_cells"] = write_table_workbook(dataset, path)
    else:
        labels = dict(source.value_labels) if fmt in ("sav", "zsav", "dta") else {}
        frame, value_labels = typed_frame(dataset, labels, dates=fmt != "sqlite")
        _write_typed(frame, value_labels, path, fmt, table=source.sheet if source.kind == "sqlite" else None)
        written["labelled_columns"] = sorted(value_labels)
    return written


def csv_dialect(source: SourceInfo | None) -> tuple[str, str]:
    """(encoding, delimiter) of a CSV release of a table from ``source``: a CSV input's own, so that a GB18030
    file separated by ';' comes back as one; any other input (or none) UTF-8 with a BOM, which Excel reads, and
    ','. The one rule for every path that writes a release as CSV (command line, presets, the window)."""
    if source is not None and source.kind == "csv":
        return source.encoding or "utf-8-sig", source.delimiter or ","
    return "utf-8-sig", ","


def write_release_csv(dataset: Dataset, path: str | Path, source: SourceInfo | None) -> dict[str, Any]:
    """Write ``dataset`` as a CSV release at ``path`` (atomically, formula-looking cells escaped) in the dialect
    of :func:`csv_dialect`; returns the encoding, delimiter and number of escaped cells."""
    encoding, delimiter = csv_dialect(source)
    escaped = write_csv(dataset, path, delimiter=delimiter, encoding=encoding)
    return {"encoding": encoding, "delimiter": delimiter, "escaped_cells": escaped}


def describe_written(written: dict[str, Any]) -> str:
    """One line for people: file, format and how (encoding and delimiter, kept value labels)."""
    if written["format"] == "csv":
        delimiter = {"\t": _("tab")}.get(written["delimiter"], written["delimiter"])
        return _("{file} (CSV, encoding {encoding}, delimiter '{delimiter}')").format(
            file=written["path"], encoding=written["encoding"], delimiter=delimiter)
    if written.get("labelled_columns"):
        return _("{file} ({format}, value labels kept for {columns})").format(
            file=written["path"], format=written["format_name"], columns=", ".join(written["labelled_columns"]))
    return _("{file} ({format})").format(file=written["path"], format=written["format_name"])


# --------------------------------------------------------------------------------------------------- typed columns

def typed_frame(dataset: Dataset, labels: dict[str, tuple] | None = None, dates: bool = True
                ) -> tuple[pd.DataFrame, dict[str, dict[float, str]]]:
    """The release as a frame of typed columns (computed on distinct values, spread to rows by codes), and the
    value labels of the columns written as labelled codes. ``dates=False`` keeps dates as their text (SQLite has
    no date type)."""
    labels = labels or {}
    data: dict[str, Any] = {}
    value_labels: dict[str, dict[float, str]] = {}
    for column in dataset.columns:
        if column.name in labels:
            data[column.name], value_labels[column.name] = _labelled(column, labels[column.name])
        else:
            data[column.name] = _typed(column, dates)
    return pd.DataFrame(data, columns=dataset.names), value_labels


def _typed(column: Column, dates: bool = True) -> Any:
    # Distinct values with one slot after them for missing cells: the missing code is distinct_count.
    present = column.values[: column.distinct_count]
    complete = column.n_valid == column.distinct_count
    if complete and column.type in (ColumnType.INTEGER, ColumnType.DECIMAL) and column.format is None:
        numbers = pd.to_numeric(pd.Series(present, dtype=object), errors="coerce").to_numpy(float)
        if not np.isnan(numbers).any():
            values = np.append(numbers, np.nan)
            result = pd.Series(values[column.codes])
            if column.type is ColumnType.INTEGER and np.all(numbers == np.round(numbers)) and \
                    np.all(np.abs(numbers) < 2 ** 53):
                return result.astype("Int64")
            return result
    if complete and dates and column.type is ColumnType.DATE and column.format:
        times = pd.to_datetime(pd.Series(present, dtype=object), format=column.format, errors="coerce")
        if not times.isna().any():
            values = np.append(times.to_numpy("datetime64[ns]"), np.datetime64("NaT"))
            return pd.Series(values[column.codes])
    # an empty text is a missing cell (the default missing token; a hierarchy's label of missing): null in a typed
    # format, as pandas and Arrow write it and as the out-of-core engines do
    texts = np.append(np.where(present.astype(str) == "", None, present.astype(object)), None)
    return pd.Series(texts[column.codes], dtype=object)


def _labelled(column: Column, pairs: tuple) -> tuple[pd.Series, dict[float, str]]:
    """Codes with their labels: a value the release shows that is a label gets the label's code back, a value
    that is not (a generalisation, a code without label) gets a new code after the largest, labelled with it."""
    by_label = {label: value for value, label in pairs}
    numeric_codes = {float(value) for value, _label in pairs if _is_number(value)}
    next_code = (max(numeric_codes) if numeric_codes else 0.0) + 1
    present = [str(v) for v in column.values[: column.distinct_count]]
    codes, labels = [], {}
    for text in present:  # distinct values only
        if text in by_label and _is_number(by_label[text]):
            code = float(by_label[text])
        elif _is_number(text) and float(text) not in numeric_codes and float(text).is_integer():
            code = float(text)  # a code that had no label keeps its number
        else:
            code, next_code = next_code, next_code + 1
        codes.append(code)
        labels[code] = text
    values = np.append(np.array(codes, dtype=float), np.nan)
    return pd.Series(values[column.codes]), labels


def _is_number(value: object) -> bool:
    try:
        float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return False
    return True


def _write_typed(frame: pd.DataFrame, value_labels: dict, path: Path, fmt: str, table: str | None) -> None:
    if fmt in ("parquet", "feather"):
        require_pyarrow(path)
    with atomic_path(path) as temp:
        try:
            if fmt in ("parquet", "feather"):
                import pyarrow as pa
                import pyarrow.feather as feather
                import pyarrow.parquet as parquet

                arrow = pa.Table.from_pandas(frame, preserve_index=False)
                if fmt == "parquet":
                    parquet.write_table(arrow, temp)
                else:
                    feather.write_feather(arrow, temp)
            elif fmt == "sqlite":
                import sqlite3

                with sqlite3.connect(temp) as connection:
                    frame.to_sql(table or "released", connection, index=False)
                connection.close()
            else:
                _write_statistics(_for_readstat(frame), value_labels, temp, fmt)
        except InputError:
            raise
        except Exception as error:  # pyarrow, pyreadstat and sqlite raise their own kinds
            raise InputError(_("cannot write the release as {format}: {error}").format(
                format=FORMAT_NAMES[fmt], error=error), path=path) from None


def _for_readstat(frame: pd.DataFrame) -> pd.DataFrame:
    """pyreadstat takes float columns for numbers with missing values and object columns of text."""
    out = {}
    for name in frame.columns:
        series = frame[name]
        if isinstance(series.dtype, pd.Int64Dtype):
            series = series.astype(float) if series.isna().any() else series.astype(np.int64)
        out[name] = series
    return pd.DataFrame(out, columns=frame.columns)


def _write_statistics(frame: pd.DataFrame, value_labels: dict, path: Path, fmt: str) -> None:
    import pyreadstat

    if fmt in ("sav", "zsav"):
        pyreadstat.write_sav(frame, str(path), compress=fmt == "zsav", variable_value_labels=value_labels or None)
    elif fmt == "dta":
        labels = {name: {int(code): text for code, text in mapping.items()} for name, mapping in value_labels.items()}
        pyreadstat.write_dta(frame, str(path), variable_value_labels=labels or None)
    else:
        pyreadstat.write_xport(frame, str(path), file_format_version=8)
