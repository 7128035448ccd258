"""Microaggregation inside a generalised release, as ARX's ``MicroAggregationFunction`` does it: an attribute
marked "aggregate" is not generalised; each equivalence class's values of it are replaced by one aggregate.

Functions (ARX ``DistributionAggregateFunction``; missing cells are ignored, a class with none shows missing):

- ``mean``: the arithmetic mean;
- ``geometric-mean``: exp(mean(log(v + 1))) − 1 (ARX adds 1 so that zeros are allowed);
- ``median``: the middle value, or the mean of the two middle values of an even count;
- ``mode``: the most frequent value (ties: the smallest, where ARX takes the first of its hash order);
- ``interval``: ``[min, max]``;
- ``set``: ``{a, b, …}``, the class's distinct values in order.

mean, geometric mean and median keep the column's type: an integer column shows the result rounded half up
(Java's ``Math.round``), as ARX's INTEGER type does. Suppressed rows show ``*``.
"""

from __future__ import annotations

from typing import Mapping

import numpy as np
import pandas as pd

from privdesk.common.i18n import _
from privdesk.engine.core.classes import group_rows
from privdesk.engine.core.dataset import Column, Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.numeric import replaced_texts
from privdesk.engine.core.types import ColumnType, parse

AGGREGATES = ("mean", "geometric-mean", "median", "mode", "interval", "set")
NUMERIC_ONLY = ("mean", "geometric-mean", "median")
SUPPRESSED = "*"


def aggregate_in_classes(column: Column, classes: np.ndarray, function: str) -> np.ndarray:
    """The released texts of ``column``: every row's class aggregate (``classes``: class per row, −1 = suppressed)."""
    if function not in AGGREGATES:
        raise InputError(_("unknown aggregate '{function}'; choose one of {choices}").format(
            function=function, choices=", ".join(AGGREGATES)), column=column.name)
    numeric = column.type in (ColumnType.INTEGER, ColumnType.DECIMAL)
    if function in NUMERIC_ONLY and not numeric:
        raise InputError(_("the aggregate '{function}' needs a numeric column").format(function=function),
                         column=column.name)
    classes = np.asarray(classes, dtype=np.int64)
    count = int(classes.max()) + 1 if classes.size else 0
    kept = classes >= 0
    valid = kept & (column.codes < column.n_valid)  # codes below n_valid parse under the type, in value order
    per_class = np.full(count, None, dtype=object)
    if function in NUMERIC_ONLY:
        keys = parse(column.values[: column.n_valid], column.type, column.format).keys.astype(float)
        result = _numeric(function, keys[column.codes[valid]], classes[valid], count)
        per_class = _format(result, column.type)
    else:
        per_class = _categorical(function, column, classes[valid], column.codes[valid], count)
    texts = np.full(classes.size, SUPPRESSED, dtype=object)
    texts[kept] = per_class[classes[kept]]
    return texts


def _numeric(function: str, values: np.ndarray, classes: np.ndarray, count: int) -> np.ndarray:
    sizes = np.bincount(classes, minlength=count).astype(float)
    with np.errstate(invalid="ignore", divide="ignore"):
        if function == "mean":
            return np.bincount(classes, weights=values, minlength=count) / sizes
        if function == "geometric-mean":
            return np.exp(np.bincount(classes, weights=np.log(values + 1), minlength=count) / sizes) - 1
    order = np.lexsort((values, classes))
    starts = np.concatenate(([0], np.cumsum(sizes).astype(np.int64)[:-1]))
    size = sizes.astype(np.int64)
    low = starts + np.maximum(size - 1, 0) // 2
    high = starts + size // 2
    sorted_values = values[order] if values.size else np.zeros(1)
    median = (sorted_values[np.minimum(low, sorted_values.size - 1)] +
              sorted_values[np.minimum(high, sorted_values.size - 1)]) / 2
    return np.where(size > 0, median, np.nan)


def _format(values: np.ndarray, kind: ColumnType) -> np.ndarray:
    texts = np.full(values.size, None, dtype=object)
    present = np.isfinite(values)
    if kind is ColumnType.INTEGER:
        texts[present] = np.floor(values[present] + 0.5).astype(np.int64).astype(str)
    else:
        texts[present] = pd.Series(values[present]).astype(str).to_numpy(dtype=object)
    return texts


def _categorical(function: str, column: Column, classes: np.ndarray, codes: np.ndarray, count: int) -> np.ndarray:
    texts = np.full(count, None, dtype=object)
    if classes.size == 0:
        return texts
    width = len(column.values)
    pair = classes * width + codes
    pairs, frequency = np.unique(pair, return_counts=True)  # sorted by class, then value order
    pair_class, pair_code = pairs // width, pairs % width
    first = np.flatnonzero(np.concatenate(([True], pair_class[1:] != pair_class[:-1])))
    owner = pair_class[first]
    if function == "mode":
        # the largest frequency first, then the smallest code: the first pair of each class after this sort
        ranked = np.lexsort((pair_code, -frequency, pair_class))
        leaders = ranked[np.flatnonzero(np.concatenate(([True], np.diff(pair_class[ranked]) != 0)))]
        texts[pair_class[leaders]] = column.values[pair_code[leaders]]
        return texts
    if function == "interval":
        last = np.append(first[1:], pairs.size) - 1
        texts[owner] = [f"[{low}, {high}]" for low, high in zip(column.values[pair_code[first]],
                                                                 column.values[pair_code[last]])]
        return texts
    labels = pd.Series(column.values[pair_code].astype(str)).groupby(pair_class).agg(", ".join)
    texts[labels.index.to_numpy()] = ("{" + labels + "}").to_numpy(dtype=object)
    return texts


def aggregate_release(original: Dataset, released: Dataset, qis: list[str], suppressed: np.ndarray,
                      functions: Mapping[str, str]) -> Dataset:
    """``released`` with each column of ``functions`` (column → aggregate) replaced by its class aggregates; the
    classes are the released rows' QI combinations, suppressed rows apart."""
    if not functions:
        return released
    clash = [name for name in functions if name in qis]
    if clash:
        raise InputError(_("an aggregated attribute is not generalised, so it cannot be a quasi-identifier too"),
                         column=clash[0])
    group, _count = group_rows([released.column(q).codes for q in qis])
    kept = ~np.asarray(suppressed, dtype=bool)
    classes = np.full(released.n_rows, -1, dtype=np.int64)
    classes[kept] = np.unique(group[kept], return_inverse=True)[1].ravel()
    for name, function in functions.items():
        texts = aggregate_in_classes(original.column(name), classes, function)
        kind = None if function in NUMERIC_ONLY or function == "mode" else ColumnType.STRING
        released = replaced_texts(released, name, texts, kind)
    return released
