"""A frequency set fetched from an out-of-core engine as integer codes, not texts.

When the QIs are fine (a 5-digit zip, a date, an age), the frequency set has nearly as many rows as the table: 10^7
records gave 10^7 groups. Fetched as a frame of Python strings that cost about 400 bytes a group (4 GB at 10^7);
as one int32 code per cell and a dictionary of each column's distinct texts it costs 4 bytes a cell. The engine
numbers the distinct texts of each attribute itself (a small table per attribute) and sends only the codes.

:class:`CodedCells` is what the engine keeps of the grouped rows to write the release later: the codes and the
exact texts of the file (a missing-value token such as "NA" stays "NA" here, so that the release's join finds the
row again, although the table reads it as missing).
"""

from __future__ import annotations

from collections.abc import Sequence as SequenceBase
from dataclasses import dataclass, replace
from typing import Sequence

import numpy as np
import pandas as pd

from privdesk.engine.attributes.generalization import labelled_column
from privdesk.engine.core.classes import all_star_rows, group_rows
from privdesk.engine.core.counted_release import MappedRelease
from privdesk.engine.core.dataset import Dataset, SourceInfo
from privdesk.engine.rows.memory import MAX_CLASS_KEY, ColumnMappings, weighted_types


@dataclass
class CodedCells:
    """The grouped rows' cells: per attribute, ``codes[j][i]`` indexes ``texts[j]`` (the file's distinct texts;
    -1: NULL, a cell without any text). ``records``, when the engine counted them: per attribute, the records of
    NULL and of each text (``records[j][1 + code]``)."""

    names: list[str]
    codes: list[np.ndarray]
    texts: list[np.ndarray]
    records: list[np.ndarray] | None = None

    def __len__(self) -> int:
        if not len(self.codes):
            return 0
        # held through the table's codes, a column would be gathered just to be counted
        return self.codes.rows(0) if isinstance(self.codes, ThroughValues) else len(self.codes[0])

    def frame(self) -> pd.DataFrame:
        """The cells as text (None for NULL): for the rarer paths that join on every QI at once."""
        def column(j: int) -> np.ndarray:
            texts = np.append(np.asarray(self.texts[j], dtype=object), None)
            return texts[self.codes[j]]  # code -1 takes the None at the end

        return pd.DataFrame({name: column(j) for j, name in enumerate(self.names)})


class ThroughValues(SequenceBase):
    """Each attribute's text codes as a gather of the table's own codes (``text_of_value[column codes]``), made
    when asked, so that a frequency set nearly as long as the file is held once, not as texts and values both."""

    def __init__(self, columns: list, names: Sequence[str]) -> None:
        self.columns, self.names = columns, list(names)

    def __len__(self) -> int:
        return len(self.columns)

    def __getitem__(self, j):
        column = self.columns[j]
        return column[1][column[0].codes] if isinstance(column, tuple) else column

    def rows(self, j: int) -> int:
        """The length of attribute j's codes, without gathering them."""
        column = self.columns[j]
        return len(column[0].codes) if isinstance(column, tuple) else len(column)

    @property
    def one_to_one(self) -> bool:
        """Whether every attribute's texts are one to one with the table's values: distinct rows of texts are
        then distinct rows of values."""
        return all(isinstance(column, tuple) for column in self.columns)


def shared_cells(cells: CodedCells, dataset: Dataset) -> CodedCells:
    """``cells`` with each attribute whose texts are one-to-one with ``dataset``'s values (no two texts read as one
    value, e.g. two missing-value tokens) held through the table's codes (:class:`ThroughValues`); the others
    keep their own codes. The same cells, checked row for row, in half the memory."""
    columns: list = []
    for j, name in enumerate(cells.names):
        column, texts = dataset.column(name), cells.codes[j]
        value_of_text = np.full(len(cells.texts[j]) + 1, -1, np.int64)  # index 0: NULL (text code -1)
        value_of_text[texts + 1] = column.codes
        present = np.flatnonzero(value_of_text >= 0)
        values = value_of_text[present]
        if len(np.unique(values)) != len(values):
            columns.append(texts)
            continue
        text_of_value = np.full(len(column.values), -1, texts.dtype)
        text_of_value[values] = present - 1
        columns.append((column, text_of_value) if np.array_equal(text_of_value[column.codes], texts) else texts)
    return CodedCells(cells.names, ThroughValues(columns, cells.names), cells.texts)


def coded_table(cells: CodedCells, counts: np.ndarray, source: SourceInfo, texts: Sequence[str] = ()) -> Dataset:
    """The grouped rows as a table (typed from the values weighted by their records, as reading the whole table
    would type them; ``texts`` stay strings: ``memory.weighted_types``), built from the codes without a text per
    cell."""
    factorized = [(name, cells.codes[j], np.asarray(cells.texts[j], dtype=object))
                  for j, name in enumerate(cells.names)]
    return weighted_types(Dataset.from_factorized(list(cells.names), factorized, len(counts), source), counts, texts)


def code_type(texts: int) -> type:
    """The type of the codes of a column of ``texts`` distinct texts (and NULL) as fetched: int16 when they fit
    (a frequency set may be as long as the file; ``Dataset`` keeps a column's int16 codes so), else int32."""
    return np.int16 if texts < np.iinfo(np.int16).max else np.int32


def typed_in_place(cells: CodedCells, counts: np.ndarray, source: SourceInfo,
                   texts: Sequence[str] = ()) -> tuple[Dataset, CodedCells]:
    """:func:`coded_table` and :func:`shared_cells` of ``cells`` at once, the groups' text codes turned into value
    codes in place: each attribute's distinct texts are typed as a table of one row per text that carries the
    groups holding it (as typing every group counts them) and is weighted by their records, so the same type,
    values and order come out; then the groups' codes are looked up a block at a time. No second array of codes per
    attribute exists (85 M groups: 0.7 GB less at the peak); ``cells`` must not be used afterwards. An attribute
    whose texts are not one to one with its values keeps a copy of its text codes, as :func:`shared_cells` does."""
    columns, held = [], []
    for j, name in enumerate(cells.names):
        codes = cells.codes[j]
        n_texts = len(cells.texts[j])
        groups = np.zeros(n_texts + 1, np.int64)  # index 0: NULL
        counted = cells.records is None
        records = np.zeros(n_texts + 1, np.int64) if counted else np.asarray(cells.records[j], np.int64)
        for start in range(0, len(codes), LOOKUP_BATCH):
            part = codes[start:start + LOOKUP_BATCH] + 1
            groups += np.bincount(part, minlength=n_texts + 1)
            if counted:  # else the engine counted each text's records as it numbered them
                records += np.bincount(part, weights=counts[start:start + LOOKUP_BATCH],
                                       minlength=n_texts + 1).astype(np.int64)
        column, lookup = typed_texts(name, cells.texts[j], groups, records, source, texts, codes.dtype)
        held_codes = np.flatnonzero(groups)
        through = None
        if len(np.unique(lookup[held_codes])) == len(held_codes):
            through = np.full(len(column.values), -1, codes.dtype)
            through[lookup[held_codes]] = held_codes - 1
        else:  # two texts read as one value: the text codes stay, beside the values'
            text_codes = codes.copy()
        # the values in the texts' order, one to one: the codes are already the values' (no pass over the groups)
        same = np.array_equal(lookup[held_codes], held_codes - 1)
        for start in range(0, 0 if same else len(codes), LOOKUP_BATCH):
            part = codes[start:start + LOOKUP_BATCH]
            np.take(lookup, part + 1, out=part)
        columns.append(replace(column, codes=codes))
        held.append((columns[-1], through) if through is not None else text_codes)
    dataset = Dataset(tuple(columns), len(counts), source)
    return dataset, CodedCells(list(cells.names), ThroughValues(held, cells.names), cells.texts)


def typed_texts(name: str, texts: np.ndarray, groups: np.ndarray, records: np.ndarray, source: SourceInfo,
                declared: Sequence[str] = (), dtype=np.int32):
    """Attribute ``name`` of a grouped table typed from its distinct ``texts`` alone: ``groups`` and ``records``
    (index 0: NULL, then one per text) count the groups and the records holding each, as typing every group would
    count them. Returns the column (one row per held text) and the value code of each text code + 1 (-1: held by
    no group). ``declared``: the columns a typed file declares as text (:func:`coded_table`)."""
    held_codes = np.flatnonzero(groups)  # a row per text some group holds (index 0: NULL, a group without)
    rows = (held_codes - 1).astype(dtype)
    typed = Dataset.from_factorized([name], [(name, rows, np.asarray(texts, dtype=object), groups[1:])],
                                    len(rows), source)
    column = weighted_types(typed, records[held_codes], declared).column(name)
    lookup = np.full(len(texts) + 1, -1, dtype)
    lookup[held_codes] = column.codes
    return column, lookup


def coded_column_mappings(cells: CodedCells, released: Dataset, qis: Sequence[str]) -> ColumnMappings | None:
    """``memory.column_mappings`` from codes: the release of the grouped rows ``cells`` (``released`` row for row)
    as one small mapping per QI (the file's text -> its label and the label's code) and the suppressed classes'
    keys, or None when the release is not one mapping per column (a value with two labels among the kept rows,
    a class partly suppressed, class keys beyond 64 bits). Vectorised over the groups; only distinct values are
    texts."""
    # a row is suppressed when all its QIs are "*" (``release_partition``'s rule), tested without grouping the rows
    stars = all_star_rows(released, qis)
    kept = np.ones(len(cells), bool) if stars is None else ~stars
    del stars
    position = {name: j for j, name in enumerate(cells.names)}
    columns, strides, suppressed_labels, stride = [], [], [], 1
    key = np.zeros(len(cells), np.int64)
    for q in qis:
        j = position[q]
        texts = np.append(None, np.asarray(cells.texts[j], dtype=object))
        label = released.column(q)
        labels = label.codes
        suppressed_labels.append(str(label.values[labels[~kept][0]]) if (~kept).any() else "*")
        values = cells.codes[j] + 1  # 0: NULL; the codes' own type (int32): the groups may be nearly the rows
        pairs = distinct_pairs(values, labels, len(texts), len(label.values), kept)
        pair_values, pair_labels = pairs // len(label.values), pairs % len(label.values)
        if len(np.unique(pair_values)) != len(pair_values):
            return None
        shown, label_code = np.unique(pair_labels, return_inverse=True)
        seen = np.zeros(len(texts), bool)
        seen[pair_values] = True
        dropped = np.unique(values[~kept])
        unseen = dropped[~seen[dropped]]
        code_of_value = np.full(len(texts), -1, np.int64)
        code_of_value[pair_values] = label_code
        code_of_value[unseen] = len(shown) + np.arange(len(unseen))
        scaled = code_of_value * stride
        for start in range(0, len(key), LOOKUP_BATCH):  # no row-length int64 temporary beside the key
            key[start:start + LOOKUP_BATCH] += scaled[values[start:start + LOOKUP_BATCH]]
        del values
        columns.append(pd.DataFrame({
            "k": pd.Series(np.concatenate([texts[pair_values], texts[unseen]]), dtype=object),
            "v": pd.Series(np.concatenate([label.values[pair_labels].astype(object),
                                           np.full(len(unseen), suppressed_labels[-1], dtype=object)]),
                           dtype=object),
            "g": np.concatenate([label_code, code_of_value[unseen]]).astype(np.int64)}))
        strides.append(stride)
        stride *= len(columns[-1]) + 1
        if stride > MAX_CLASS_KEY:
            return None
    suppressed = np.unique(key[~kept])
    if len(suppressed) and sorted_contains(suppressed, key[kept]).any():
        return None
    return ColumnMappings(columns, strides, suppressed, suppressed_labels)


def mapped_column_mappings(cells: CodedCells, grouped: Dataset, mapped: MappedRelease) -> ColumnMappings | None:
    """:func:`coded_column_mappings` of a release told by values (``mapped``, of the grouped table ``grouped`` that
    ``cells`` were fetched as): each of the file's texts of a QI -> the label of its value, and the suppressed
    classes' keys from their label codes; nothing per group but, when the texts are not one-to-one with the
    values, one pass over the groups' codes in batches. None when the class keys would pass 64 bits. A value seen
    only in suppressed rows keeps its own label here: every row holding it is suppressed, so the same rows are
    written."""
    position = {name: j for j, name in enumerate(cells.names)}
    columns, strides, stride = [], [], 1
    suppressed = np.zeros(len(mapped.suppressed), np.int64)
    for i, q in enumerate(mapped.qis):
        j, column = position[q], grouped.column(q)
        texts = np.append(None, np.asarray(cells.texts[j], dtype=object))  # index 0: NULL (text code -1)
        through = cells.codes.columns[j] if isinstance(cells.codes, ThroughValues) else cells.codes[j]
        if isinstance(through, tuple):  # one text per value: the pairs are the values' own
            value = np.arange(len(column.values))
            text = through[1][value].astype(np.int64) + 1
        else:
            pairs = distinct_pairs(through + 1, column.codes, len(texts), len(column.values))
            text, value = pairs // len(column.values), pairs % len(column.values)
        shown, code = np.unique(mapped.label_of_value[i][value], return_inverse=True)
        columns.append(pd.DataFrame({
            "k": pd.Series(texts[text], dtype=object),
            "v": pd.Series(np.asarray(mapped.label_texts[i], dtype=object)[shown[code]], dtype=object),
            "g": code.reshape(-1).astype(np.int64)}))
        suppressed += np.searchsorted(shown, mapped.suppressed[:, i]) * stride
        strides.append(stride)
        stride *= len(columns[-1]) + 1
        if stride > MAX_CLASS_KEY:
            return None
    return ColumnMappings(columns, strides, np.unique(suppressed), list(mapped.suppressed_labels))


def span_strides(spans: Sequence[int]) -> np.ndarray:
    """The strides of a class key over each QI's label code span (``spans``)."""
    return np.cumprod([1, *spans[:-1]]).astype(np.int64)


def suppressed_span_keys(mappings: ColumnMappings, spans: Sequence[int]) -> tuple[np.ndarray, np.ndarray]:
    """The suppressed classes' keys of ``mappings`` (over the spans of the values) as keys over the spans of the
    label codes (``spans``: a smaller space, which a release writer's bitmap covers), and those keys' strides."""
    strides = span_strides(spans)
    keys = np.zeros(len(mappings.suppressed), np.int64)
    for j, stride in enumerate(mappings.strides):
        keys += (mappings.suppressed // stride) % (len(mappings.columns[j]) + 1) * strides[j]
    return keys, strides


def released_rows_of_keys(released: Dataset, qis: Sequence[str],
                          mappings: ColumnMappings) -> tuple[np.ndarray, np.ndarray] | None:
    """Every class key of ``mappings`` (what an engine computes per row from the label codes of
    :func:`mapped_column_mappings`) with a row of the condensed release ``released`` in that class: (sorted keys,
    rows). A kept class's key comes from its rows' labels; the suppressed classes' keys (and any class shown all
    ``*``, which ``release_partition`` counts as suppressed too) lead to one all-``*`` row. None when one label
    text stands for two label codes: the engine's classes would be finer than the release's."""
    stars = all_star_rows(released, qis)
    hidden = np.zeros(released.n_rows, bool) if stars is None else stars
    key = np.zeros(released.n_rows, np.int64)
    unlabelled = np.zeros(released.n_rows, bool)  # a label no value of the file has: the suppressed rows' "*"
    for j, q in enumerate(qis):
        labels = mappings.columns[j][["v", "g"]].drop_duplicates()
        if labels["v"].duplicated().any():
            return None
        column = released.column(q)
        position = pd.Index(labels["v"].astype(str)).get_indexer(pd.Index(column.values, dtype=object).astype(str))
        code_of_value = np.where(position >= 0, labels["g"].to_numpy(np.int64)[position], -1)
        codes = code_of_value[column.codes]
        unlabelled |= codes < 0
        key += codes * mappings.strides[j]
    hidden |= unlabelled
    kept_keys, first = np.unique(key[~hidden], return_index=True)
    rows = np.flatnonzero(~hidden)[first]
    starred = np.flatnonzero(hidden)
    if len(starred):
        starred_keys = np.unique(np.concatenate([mappings.suppressed, key[hidden & ~unlabelled]]))
        if np.isin(starred_keys, kept_keys).any():
            return None
        kept_keys = np.concatenate([kept_keys, starred_keys])
        rows = np.concatenate([rows, np.full(len(starred_keys), starred[0])])
    elif len(mappings.suppressed):
        return None
    order = np.argsort(kept_keys, kind="stable")
    return kept_keys[order], rows[order]


def expanded_release(grouped: Dataset, mapped: MappedRelease) -> Dataset:
    """The release ``mapped`` of ``grouped`` row for row (a label per group and QI): for the rare release whose
    class keys pass 64 bits, which an engine joins on every QI."""
    labels = [mapped.label_of_value[i][grouped.column(q).codes] for i, q in enumerate(mapped.qis)]
    ids, _n = group_rows([np.concatenate([label, mapped.suppressed[:, i]]) for i, label in enumerate(labels)])
    hidden = np.isin(ids[:grouped.n_rows], ids[grouped.n_rows:])
    released = grouped
    for i, (q, label) in enumerate(zip(mapped.qis, labels)):
        texts = np.append(np.asarray(mapped.label_texts[i], dtype=object), mapped.suppressed_labels[i])
        label[hidden] = len(texts) - 1
        released = released.with_column(labelled_column(q, label, texts))
    return released


LOOKUP_BATCH = 1 << 20
"""Keys looked up at a time (:func:`sorted_contains`, the class keys of :func:`coded_column_mappings`): a lookup's
result is 8 bytes a key, and the keys may be as many as the file's rows."""


def sorted_contains(sorted_keys: np.ndarray, keys: np.ndarray) -> np.ndarray:
    """``np.isin(keys, sorted_keys)`` for sorted, non-empty ``sorted_keys``, by binary search: no sort of the
    (many) ``keys``, looked up in batches (no row-length temporaries)."""
    found = np.empty(len(keys), bool)
    for start in range(0, len(keys), LOOKUP_BATCH):
        part = keys[start:start + LOOKUP_BATCH]
        position = np.minimum(np.searchsorted(sorted_keys, part), len(sorted_keys) - 1)
        found[start:start + LOOKUP_BATCH] = sorted_keys[position] == part
    return found


def distinct_pairs(values: np.ndarray, labels: np.ndarray, n_values: int, n_labels: int,
                   kept: np.ndarray | None = None) -> np.ndarray:
    """The distinct (value, label) pairs of two code arrays (of the rows ``kept``, a mask; None: all) as sorted
    keys value * n_labels + label. When the pairs' space is no larger than a few times the rows, marked in a table
    of that space (no sort); else the distinct keys of each batch, then of them all. A batch of rows at a time: no
    row-length copy of the kept rows or of their keys (85 M groups: 1 GB less)."""
    space = n_values * n_labels
    key_type = np.int32 if space < 2**31 else np.int64
    rows = len(values) if kept is None else int(np.count_nonzero(kept))
    seen = np.zeros(space, bool) if space <= max(4 * rows, 1 << 20) else None
    found = []
    for start in range(0, len(values), LOOKUP_BATCH):
        part = slice(start, start + LOOKUP_BATCH)
        value, label = values[part], labels[part]
        if kept is not None:
            value, label = value[kept[part]], label[kept[part]]
        keys = value.astype(key_type)
        keys *= key_type(n_labels)
        keys += label
        if seen is not None:
            seen[keys] = True
        else:
            found.append(np.unique(keys))
    if seen is not None:
        return np.flatnonzero(seen)
    return np.unique(np.concatenate(found)).astype(np.int64) if found else np.zeros(0, np.int64)
