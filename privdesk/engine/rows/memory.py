"""The in-memory row engine: numpy over a loaded table's integer codes (``engine.classes``)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable, Sequence

import numpy as np
import pandas as pd

from privdesk.engine.core.classes import blocked_bincount, partition, release_partition
from privdesk.engine.core.counted_release import CountedAttribute, CountedRelease, narrow_integer
from privdesk.engine.core.dataset import Dataset, SourceInfo
from privdesk.engine.core.types import ColumnType, infer
from privdesk.engine.rows import FrequencySet


class MemoryRows:
    """Row passes over a :class:`Dataset` in memory. ``row_counts``: the records each row stands for, when the
    rows are themselves a frequency set (an out-of-core engine's grouped table), else one each. ``distinct``:
    no two rows have the same values (a grouped table whose texts are one to one with its values), so that a
    frequency set over all of its columns is the table itself, not grouped again."""

    name = "memory"

    def __init__(self, dataset: Dataset, row_counts: np.ndarray | None = None, distinct: bool = False) -> None:
        self.dataset = dataset
        self.distinct = distinct
        # whole numbers kept in their type (an engine's int32 records of 85 M groups: no 0.7 GB int64 copy)
        self.row_counts = None if row_counts is None else np.asarray(row_counts)
        if self.row_counts is not None and self.row_counts.dtype.kind not in "iu":
            self.row_counts = self.row_counts.astype(np.int64)
        self.n_rows = dataset.n_rows if row_counts is None else int(self.row_counts.sum())

    def frequency_set(self, attributes: Sequence[str]) -> FrequencySet:
        columns = [self.dataset.column(name) for name in attributes]
        if self.distinct and self.row_counts is not None and set(attributes) == set(self.dataset.names):
            # the rows are the groups: the table's own codes and counts, no hash grouping of as many keys
            n = self.dataset.n_rows
            group_type = np.int32 if n < 2**31 else np.int64
            return FrequencySet(columns, None, self.row_counts, self.n_rows,
                                tuple(self.dataset.source.missing_tokens), lambda: np.arange(n, dtype=group_type),
                                [c.codes for c in columns])
        if self.row_counts is None and self.dataset.n_rows <= REMEMBERED_ROWS:
            return remembered(self.dataset, ("frequency set", tuple(attributes)),
                              lambda: self._grouped(columns), REMEMBERED_SETS)
        return self._grouped(columns)

    def _grouped(self, columns: list) -> FrequencySet:
        radices = np.array([len(c.values) for c in columns], dtype=np.int64)
        # the frequency set's order does not matter to the search: unordered groups save a sort
        groups = partition([c.codes for c in columns], radices=radices, ordered=False)
        counts = groups.sizes if self.row_counts is None else np.bincount(
            groups.class_of_row, weights=self.row_counts, minlength=groups.n_classes).astype(np.int64)
        # the keys stay int32 (codes): an out-of-core frequency set may have nearly as many rows as the table
        return FrequencySet(columns, groups.keys, counts, self.n_rows,
                            tuple(self.dataset.source.missing_tokens), lambda: groups.class_of_row)


REMEMBERED_ROWS = 1_000_000
"""Tables of at most this many rows keep their last frequency sets (``Dataset.derived``): on them grouping the
rows is a sizeable share of a search (Adult: 1 of 15 ms), while on larger tables it is a small one and a set,
with its rows' groups, would hold memory as long as the table."""
REMEMBERED_SETS = 2
"""Frequency sets a table keeps (the newest): a window's run after run over the same QIs and sensitive values."""


def remembered(dataset: Dataset, key: tuple, make: Callable[[], object], keep: int):
    """``make()`` computed once per table and ``key`` and kept in ``dataset.derived`` with at most ``keep - 1``
    others of the same kind (``key[0]``; the oldest go first). Its arrays are made read-only: they are shared
    by every caller from now on."""
    derived = dataset.derived
    value = derived.get(key)
    if value is None:
        value = make()
        for array in vars(value).values() if hasattr(value, "__dict__") else value:
            if isinstance(array, np.ndarray):
                array.flags.writeable = False
        same_kind = [k for k in list(derived) if k[0] == key[0]]  # a snapshot: another thread may add one
        for old in same_kind[:max(0, len(same_kind) - keep + 1)]:
            derived.pop(old, None)
        derived[key] = value
    return value


def grouped_frame(frame: pd.DataFrame, count: str, source: SourceInfo,
                  texts: Sequence[str] = ()) -> tuple[Dataset, np.ndarray, pd.DataFrame]:
    """An out-of-core engine's grouped rows (text cells, NULL for missing, and the records of each in column
    ``count``) as (a small table, its row counts, the text cells as fetched). Types are inferred from the values
    weighted by their records, as reading the whole table would infer them (``texts``: see :func:`weighted_types`)."""
    counts = frame.pop(count).to_numpy(np.int64)
    frame = frame.astype(object).where(frame.notna(), None)
    return weighted_types(Dataset.from_frame(frame, source), counts, texts), counts, frame


def weighted_types(dataset: Dataset, counts: np.ndarray, texts: Sequence[str] = ()) -> Dataset:
    """A grouped table's columns retyped from their values weighted by the records of each row (``counts``), as
    reading the whole table would infer them. ``texts``: the columns a typed file (Parquet) declares as text,
    which stay strings as the memory engine's reader keeps them (``io.formats``): digits stored as text are then
    the same attribute, with the same generated hierarchy, on every engine."""
    for column in dataset.columns:
        if column.name in texts:
            if column.type != ColumnType.STRING:
                dataset = dataset.with_column(column.retyped(ColumnType.STRING, None))
            continue
        present = column.distinct_count
        weights = blocked_bincount(column.codes, len(column.codes), counts, len(column.values))[:present]
        kind, fmt = infer(column.values[:present], weights)
        if (kind, fmt) != (column.type, column.format):
            dataset = dataset.with_column(column.retyped(kind, fmt))
    return dataset


def file_source(engine) -> SourceInfo:
    """Where an out-of-core ``engine``'s table comes from, as a Dataset records it."""
    return SourceInfo(str(engine.path), engine.kind, missing_tokens=engine.missing_tokens)


def cached_grouped(engine, attributes: Sequence[str], fetch: Callable[[], pd.DataFrame],
                   count: str) -> tuple[Dataset, np.ndarray]:
    """An out-of-core ``engine``'s grouped table of ``attributes`` (:func:`grouped_frame` of what ``fetch``
    returns, column ``count`` holding the records), fetched the first time and kept in ``engine._grouped``; the
    first one also gives the engine its row count."""
    key = tuple(attributes)
    if key not in engine._grouped:
        engine._grouped[key] = grouped_frame(fetch(), count, file_source(engine), engine.declared_texts)
        engine.__dict__.setdefault("n_rows", int(engine._grouped[key][1].sum()))
    dataset, counts, _frame = engine._grouped[key]
    return dataset, counts


def paired_grouped(frame: pd.DataFrame, names: Sequence[str], count: str, original: SourceInfo,
                   released: SourceInfo) -> tuple[Dataset, Dataset, np.ndarray]:
    """An engine's grouped pairs of rows (columns o0 … and r0 …: the columns ``names`` of an original and of its
    release, rows paired by position; their records in column ``count``) as (original, release, row counts): two
    small tables, row for row, typed as :func:`grouped_frame` types them."""
    def side(prefix: str, source: SourceInfo) -> tuple[Dataset, np.ndarray, pd.DataFrame]:
        cells = frame[[*(f"{prefix}{j}" for j in range(len(names))), count]].set_axis([*names, count], axis=1)
        return grouped_frame(cells, count, source)

    original_table, counts, _cells = side("o", original)
    released_table, _counts, _cells = side("r", released)
    return original_table, released_table, counts


def group_keys(cells: pd.DataFrame, qis: Sequence[str]) -> pd.DataFrame:
    """Each QI combination of a grouped table (text ``cells``) once, as columns k0, k1 … with ``g``, the index of
    a grouped row holding it: what an engine joins the rows to when it counts an attribute's values per group."""
    keys = cells[list(qis)].drop_duplicates()
    frame = pd.DataFrame({f"k{j}": keys[q].to_numpy(object) for j, q in enumerate(qis)})
    frame["g"] = keys.index.to_numpy(np.int64)
    return frame


def counted_attribute(name: str, values: Sequence, group: np.ndarray, value: np.ndarray, counts: np.ndarray,
                      source: SourceInfo) -> CountedAttribute:
    """An engine's (group, value, records) triples of attribute ``name`` (``value`` indexing the distinct texts
    ``values``, None for missing) as a :class:`CountedAttribute`, its column typed from the values weighted by
    their records as :func:`grouped_frame` types a grouped table."""
    # the engine's integer types kept (narrow ones are about one a record): no int64 or float copies of them
    value, counts, group = (np.asarray(a) if np.asarray(a).dtype.kind in "iu" else np.asarray(a, np.int64)
                            for a in (value, counts, group))
    records = blocked_bincount(value, len(value), counts, len(values))
    frame = pd.DataFrame({name: pd.Series(list(values), dtype=object), "__records": records})
    dataset, _counts, _cells = grouped_frame(frame, "__records", source)
    column = dataset.column(name)
    codes = column.codes.astype(narrow_integer(len(column.values), np.int16), copy=False)[value]
    return CountedAttribute(replace(column, codes=codes), group, counts)


@dataclass(frozen=True)
class GroupedRecords(Dataset):
    """A grouped table whose row i stands for ``records[i]`` records (the paired rows ``measure`` reads out of
    core): the measures weigh each row by its records (``records_of``) instead of repeating it, so ``n_rows``
    counts the grouped rows and the records are ``records.sum()``."""

    records: np.ndarray | None = None


def expanded(dataset: Dataset, row_counts: np.ndarray) -> Dataset:
    """A grouped table standing for its records, row i for ``row_counts[i]`` of them (:class:`GroupedRecords`:
    nothing repeated; 10^8 records grouped into 85 M pairs of rows were repeated into 4 GB of codes beside the
    pairs). The table as it is when each row is one record; its rows repeated when only a few rows stand for more
    than one (fewer than one in ``REPEAT_SHARE`` extra rows): then the repeated codes cost less than the records'
    counts beside them (a 10^7-row release's pairs: 42 rows of two records, 80 MB of counts)."""
    row_counts = np.asarray(row_counts)
    if (row_counts == 1).all():  # each row one record: the table as it is, no copy
        return dataset
    # as int64, the type a weighted partition keeps them in (``classes.weighted``): one array of them, not two
    grouped = GroupedRecords(dataset.columns, dataset.n_rows, dataset.source, row_counts.astype(np.int64, copy=False))
    extra = int(grouped.records.sum()) - dataset.n_rows
    return repeated(grouped) if extra * REPEAT_SHARE <= dataset.n_rows else grouped


REPEAT_SHARE = 64
"""``expanded`` repeats a grouped table's rows when that adds at most one row in this many."""


def records_of(dataset: Dataset) -> np.ndarray | None:
    """The records each row of ``dataset`` stands for (a :class:`GroupedRecords`), or None: one record a row."""
    return dataset.records if isinstance(dataset, GroupedRecords) else None


def counted_records(dataset: Dataset) -> Dataset | CountedRelease:
    """``dataset`` for what reads a release through counts (``CountedRelease``): a grouped table's rows weighted
    by their records (``records_of``), an ordinary table as it is."""
    records = records_of(dataset)
    return dataset if records is None else CountedRelease(dataset, records)


def repeated(dataset: Dataset) -> Dataset:
    """A table with each row repeated as many times as the records it stands for (``records_of``): integer codes
    only (4 bytes a cell), the values stay the grouped table's. For what takes the records row by row."""
    records = records_of(dataset)
    if records is None:
        return dataset
    index = np.int32 if dataset.n_rows < 2**31 else np.int64
    rows = np.repeat(np.arange(dataset.n_rows, dtype=index), records)
    return Dataset(tuple(replace(c, codes=c.codes[rows]) for c in dataset.columns), len(rows), dataset.source)


def release_mapping(cells: pd.DataFrame, released: Dataset, qis: Sequence[str]) -> pd.DataFrame:
    """Each QI combination of a grouped table (text ``cells``, columns k0, k1 …) with its released labels (v0,
    v1 …; ``released`` is the grouped table's release, row for row): what an engine joins every row to."""
    mapping = pd.DataFrame({**{f"k{j}": cells[q] for j, q in enumerate(qis)},
                            **{f"v{j}": released.column(q).text() for j, q in enumerate(qis)}})
    return mapping.drop_duplicates([f"k{j}" for j in range(len(qis))])  # a class is a QI combination


MAX_CLASS_KEY = 2 ** 62
MISSING_KEY = object()  # a missing cell while values are matched in numpy (None would not match itself)


@dataclass
class ColumnMappings:
    """A release as one small mapping per QI (its values -> labels, with each label's code) and the suppressed
    classes as one integer key over those codes: an engine maps each row column by column, which costs far less
    than joining every row on all its QIs at once (benchmarks/RESULTS.md)."""

    columns: list[pd.DataFrame]     # per QI: k (the value as text), v (its label), g (the label's code)
    strides: list[int]              # class key = sum of g_j * strides[j]
    suppressed: np.ndarray          # class keys of the suppressed classes
    suppressed_labels: list[str]    # per QI: the label a suppressed row shows


def column_mappings(cells: pd.DataFrame, released: Dataset, qis: Sequence[str]) -> ColumnMappings | None:
    """The release of a grouped table (text ``cells``; ``released`` row for row) as :class:`ColumnMappings`, or None
    when it is not one: a value with two labels among the kept rows (local recoding), a class partly suppressed,
    or class keys beyond 64 bits. Values seen only in suppressed rows get a code of their own."""
    classes = release_partition(released, qis)
    kept = classes.class_of_row < classes.n_classes
    columns, strides, suppressed_labels, stride = [], [], [], 1
    key = np.zeros(len(cells), np.int64)
    for q in qis:
        values = cells[q].astype(object).where(cells[q].notna(), MISSING_KEY).to_numpy(object)
        labels = np.asarray(released.column(q).text(), dtype=object)
        suppressed_labels.append(str(labels[~kept][0]) if (~kept).any() else "*")
        pairs = pd.DataFrame({"k": values[kept], "v": labels[kept]}).drop_duplicates()
        if pairs["k"].duplicated().any():
            return None
        dropped = pd.Series(values[~kept])
        unseen = pd.unique(dropped[~dropped.isin(pairs["k"])])
        mapping = pd.concat([pairs, pd.DataFrame({"k": unseen, "v": suppressed_labels[-1]})], ignore_index=True)
        label_codes, _labels = pd.factorize(mapping["v"])
        mapping["g"] = np.where(mapping.index < len(pairs), label_codes,
                                label_codes.max(initial=-1) + 1 + np.arange(len(mapping)) - len(pairs))
        key += mapping["g"].to_numpy(np.int64)[pd.Index(mapping["k"]).get_indexer(values)] * stride
        mapping["k"] = mapping["k"].where(mapping["k"] != MISSING_KEY, None)
        columns.append(mapping)
        strides.append(stride)
        stride *= len(mapping) + 1
        if stride > MAX_CLASS_KEY:
            return None
    suppressed = np.unique(key[~kept])
    if np.isin(key[kept], suppressed).any():
        return None
    return ColumnMappings(columns, strides, suppressed, suppressed_labels)
