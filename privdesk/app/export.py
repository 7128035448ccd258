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

from ..engine.atomic import atomic_open
from ..engine.dataset import Dataset

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
_PLAIN_NUMBER = re.compile(r"^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$")


def needs_escape(text: str) -> bool:
    return text.startswith(FORMULA_STARTS) and not _PLAIN_NUMBER.match(text)


def safe_text(text: str) -> str:
    return "'" + text if needs_escape(text) else text


def write_csv(dataset: Dataset, path: str | Path, delimiter: str = ",") -> int:
    """Write the table as UTF-8 CSV with a BOM (so Excel reads the characters right); returns cells escaped.

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
    with atomic_open(path, "w", encoding="utf-8-sig", newline="") as stream:
        writer = csv.writer(stream, delimiter=delimiter, lineterminator="\r\n")
        writer.writerow([safe_text(name) for name in dataset.names])
        writer.writerows(zip(*columns) if columns else [])
    return escaped
