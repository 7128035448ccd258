"""Writing released tables: atomically, and never as something a spreadsheet would run.

A cell whose text starts with = + - @ (or a tab or carriage return) is a formula to Excel and LibreOffice when a
CSV is opened (CSV injection, OWASP). Such cells are written with a leading apostrophe, the spreadsheet convention
for "this is text", unless the text is a plain number (-5 stays -5).
"""

from __future__ import annotations

import csv
import re
from pathlib import Path

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.io.atomic import atomic_open

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
_PLAIN_NUMBER = re.compile(r"^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$")


def needs_escape(text: str) -> bool:
    return text.startswith(FORMULA_STARTS) and not _PLAIN_NUMBER.match(text)


def safe_text(text: str) -> str:
    return "'" + text if needs_escape(text) else text


def unescape_text(text: str) -> str:
    """The inverse of :func:`safe_text`: a leading apostrophe that guards a formula start is removed."""
    return text[1:] if text.startswith("'") and needs_escape(text[1:]) else text


def read_back(dataset: Dataset) -> Dataset:
    """A release as PrivDesk wrote it, with the apostrophes :func:`write_csv` added against formula injection
    removed from its values and column names (``audit`` and ``measure`` read releases this way)."""
    def escaped(values) -> bool:
        return any(isinstance(v, str) and v != unescape_text(v) for v in values)

    if not escaped(dataset.names) and not any(escaped(c.values) for c in dataset.columns):
        return dataset
    missing = dataset.source.missing_tokens[0] if dataset.source.missing_tokens else ""
    frame = dataset.to_frame(missing=missing)
    frame = frame.rename(columns={name: unescape_text(name) for name in dataset.names})
    for name in frame.columns:
        frame[name] = frame[name].map(unescape_text)
    return Dataset.from_frame(frame, dataset.source)


def write_csv(dataset: Dataset, path: str | Path, delimiter: str = ",", encoding: str = "utf-8-sig") -> int:
    """Write the table as CSV, by default UTF-8 with a BOM (so Excel reads the characters right); returns cells
    escaped. A value the encoding cannot hold is an InputError naming its column and value.

    Escaping is decided per distinct value, then spread to rows by codes.
    """
    escaped = 0
    columns = []
    for column in dataset.columns:
        texts = np.array(["" if v is None else str(v) for v in column.values], dtype=object)
        flags = np.fromiter((needs_escape(t) for t in texts), dtype=bool, count=len(texts))
        if flags.any():
            escaped += int(flags[column.codes].sum())
            texts = np.where(flags, np.char.add("'", texts.astype(str)).astype(object), texts)
        columns.append(texts[column.codes])
        _check_encodable(column.name, texts, encoding, path)
    with atomic_open(path, "w", encoding=encoding, newline="") as stream:
        writer = csv.writer(stream, delimiter=delimiter, lineterminator="\r\n")
        writer.writerow([safe_text(name) for name in dataset.names])
        writer.writerows(zip(*columns) if columns else [])
    return escaped


def _check_encodable(name: str, texts: np.ndarray, encoding: str, path: str | Path) -> None:
    if encoding.lower().replace("_", "-").startswith("utf"):
        return  # every text fits
    for text in [name, *texts]:
        try:
            text.encode(encoding)
        except UnicodeEncodeError:
            raise InputError(_("column '{column}': the value {value!r} cannot be written in the encoding {encoding} "
                               "of the input; choose another format (e.g. --format xlsx)").format(
                column=name, value=text, encoding=encoding), path=path) from None
