"""The release of the greedy (αij,k,m) algorithm: each class's quasi-identifiers generalised to one label — by the
lowest hierarchy level that unifies the class, else as ``[min, max]`` or ``{a, b, …}`` — vectorised over classes."""

from __future__ import annotations

from typing import Mapping

import numpy as np

from privdesk.engine.attributes.generalization import generalized_column, labelled_column
from privdesk.engine.attributes.hierarchy import MISSING_LABEL, Hierarchy
from privdesk.engine.core.classes import SUPPRESSED_LABEL
from privdesk.engine.core.dataset import Column, Dataset
from privdesk.engine.models import ORDERED_TYPES


def generalise_classes(dataset: Dataset, qis: list[str], hierarchies: Mapping[str, Hierarchy], class_of_row: np.ndarray,
                n_classes: int) -> tuple[Dataset, np.ndarray | None]:
    """The release: each class's QIs generalised to one label; suppressed rows (class -1) ``*``."""
    kept_rows = np.flatnonzero(class_of_row >= 0)
    by_class = kept_rows[np.argsort(class_of_row[kept_rows], kind="stable")]  # rows grouped by class
    sizes = np.bincount(class_of_row[kept_rows], minlength=n_classes)
    starts = np.concatenate(([0], np.cumsum(sizes)[:-1])).astype(np.int64)
    suppressed = class_of_row < 0
    released = dataset
    all_levels = bool(qis) and all(name in hierarchies for name in qis)
    row_levels = np.zeros((dataset.n_rows, len(qis)), np.int64) if all_levels else None
    for j, name in enumerate(qis):
        column = dataset.column(name)
        hierarchy = hierarchies.get(name)
        if hierarchy is not None:
            new, levels = _by_hierarchy(column, hierarchy, class_of_row, by_class, starts, n_classes, suppressed)
            if row_levels is not None:
                row_levels[:, j] = levels
        else:
            new = _by_range_or_set(column, class_of_row, by_class, starts, n_classes)
        released = released.with_column(new)
    return released, row_levels


def _by_hierarchy(column: Column, hierarchy: Hierarchy, class_of_row: np.ndarray, by_class: np.ndarray,
                  starts: np.ndarray, n_classes: int, suppressed: np.ndarray) -> tuple[Column, np.ndarray]:
    """Lowest level at which each class's values share one label. A class that no level unifies (a hierarchy
    without a single top label) is released as ``*`` in this QI and counted at the top level."""
    bound = hierarchy.bind(column)
    class_level = np.full(n_classes, -1, np.int64)
    if n_classes:
        codes = column.codes[by_class]
        for level in range(hierarchy.levels):
            labels = bound[level][codes]
            same = np.minimum.reduceat(labels, starts) == np.maximum.reduceat(labels, starts)
            class_level = np.where((class_level < 0) & same, level, class_level)
    star = np.append(class_level < 0, True)[class_of_row]          # class -1 (suppressed) picks the last entry
    levels = np.append(class_level, hierarchy.height)[class_of_row]
    levels = np.where(star, hierarchy.height, levels)
    return generalized_column(column, hierarchy, levels, star), levels


def _by_range_or_set(column: Column, class_of_row: np.ndarray, by_class: np.ndarray, starts: np.ndarray,
                     n_classes: int) -> Column:
    """``[min, max]`` for an ordered column whose class values all parse, ``{a, b, …}`` otherwise; a class with one
    distinct value keeps it."""
    texts: list[str | None] = []
    if n_classes:
        codes = column.codes[by_class].astype(np.int64)
        low = np.minimum.reduceat(codes, starts)
        high = np.maximum.reduceat(codes, starts)
        ordered = column.type in ORDERED_TYPES
        values = column.values
        sets: dict[int, list[int]] = {}
        needs_set = (low != high) & ~(ordered & (high < column.n_valid))
        if needs_set.any():
            radix = len(values)
            pairs = np.unique(class_of_row[by_class] * radix + codes)
            for number, code in zip((pairs // radix).tolist(), (pairs % radix).tolist()):
                if needs_set[number]:
                    sets.setdefault(number, []).append(code)
        for number, (lo, hi) in enumerate(zip(low.tolist(), high.tolist())):
            if lo == hi:
                texts.append(values[lo])
            elif number in sets:
                texts.append("{" + ", ".join(MISSING_LABEL if values[c] is None else str(values[c])
                                             for c in sets[number]) + "}")
            else:
                texts.append(f"[{values[lo]}, {values[hi]}]")
    # one label per distinct text; the missing category (None) must be the last label of a column
    distinct = sorted({t for t in texts if t is not None} | {SUPPRESSED_LABEL})
    has_missing = any(t is None for t in texts)
    labels = np.array(distinct + ([None] if has_missing else []), dtype=object)
    index = {t: i for i, t in enumerate(distinct)}
    class_label = np.array([len(distinct) if t is None else index[t] for t in texts] + [index[SUPPRESSED_LABEL]],
                           np.int64)
    return labelled_column(column.name, class_label[class_of_row], labels)
