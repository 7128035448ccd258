"""Numeric columns as float matrices and back: the bridge between the coded table and the numeric transformations
(microaggregation, noise)."""

from __future__ import annotations

from typing import Sequence

import numpy as np
import pandas as pd

from privdesk.common.i18n import _
from privdesk.engine.core.dataset import Column, Dataset, encode_column
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.types import ColumnType, parse

NUMERIC_TYPES = (ColumnType.INTEGER, ColumnType.DECIMAL)


def numeric_matrix(dataset: Dataset, names: Sequence[str]) -> np.ndarray:
    """The columns ``names`` as an n × len(names) float matrix; a missing or non-number cell is bad input."""
    if not names:
        raise InputError(_("name at least one numeric column"))
    columns = []
    for name in names:
        column = dataset.column(name)
        kind = column.type if column.type in NUMERIC_TYPES else ColumnType.DECIMAL
        keys = parse(np.array([v if v is not None else "" for v in column.values], dtype=object), kind,
                     column.format if column.type in NUMERIC_TYPES else None).keys.astype(float)
        values = keys[column.codes]
        bad = np.flatnonzero(~np.isfinite(values))
        if bad.size:
            row = int(bad[0])
            # rows as a spreadsheet shows them: the header is row 1
            raise InputError(_("needs a number in every row"), path=dataset.source.path, row=row + 2,
                             column=name, value=column.values[column.codes[row]] or "")
        columns.append(values)
    return np.column_stack(columns)


def with_numbers(dataset: Dataset, names: Sequence[str], values: np.ndarray, decimals: int | None = None) -> Dataset:
    """The table with the columns ``names`` replaced by the columns of ``values`` (written as decimals).

    ``decimals`` rounds what is written; by default a column whose values are all whole stays integer.
    """
    for index, name in enumerate(names):
        column = values[:, index]
        if decimals is not None:
            column = np.round(column, decimals)
        whole = bool(np.all(column == np.round(column)))
        texts = _number_texts(column, whole)
        codes, uniques = _factorize(texts)
        kind = ColumnType.INTEGER if whole else ColumnType.DECIMAL
        dataset = dataset.with_column(encode_column(name, codes, uniques, kind, None, None))
    return dataset


def replaced_texts(dataset: Dataset, name: str, texts: np.ndarray, kind: ColumnType | None = None) -> Dataset:
    """The table with column ``name`` replaced by ``texts`` (None = missing), keeping the column's type unless
    ``kind`` says otherwise."""
    old: Column = dataset.column(name)
    codes, uniques = _factorize(texts)
    if kind is not None and kind is not old.type:
        return dataset.with_column(encode_column(name, codes, uniques, kind, None, None))
    return dataset.with_column(encode_column(name, codes, uniques, old.type, old.format, old.order))


def _number_texts(column: np.ndarray, whole: bool) -> np.ndarray:
    """Shortest texts that read back as the same numbers (Python's repr), whole numbers without ".0"."""
    if whole:
        return column.astype(np.int64).astype(str).astype(object)
    return pd.Series(column).astype(str).to_numpy(dtype=object)


def _factorize(texts: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    codes, uniques = pd.factorize(np.asarray(texts, dtype=object), use_na_sentinel=True)
    uniques = np.asarray(uniques, dtype=object)
    if (codes < 0).any():
        codes = np.where(codes < 0, len(uniques), codes)
        uniques = np.append(uniques, np.array([None], dtype=object))
    return codes.astype(np.int32), uniques
