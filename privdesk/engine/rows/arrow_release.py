"""Writing a looked-up release of a Parquet file as Parquet with pyarrow, a batch of rows at a time: the same file
content as DuckDB's ``COPY`` of ``duckdb_release``'s lookups (the rows in the file's order, the same names, values
and types as read back), for less work per cell. Each QI's cells arrive as the file's dictionary indices (or
integers), are mapped to label indices and class-key parts by gathers from small per-value tables, and leave as
dictionary indices over the QI's labels: no text is hashed, where DuckDB cast each cell to an ENUM and hashed every
label it wrote. The kept columns pass through as they were read. Memory: a batch of rows.

Only the common case is taken (``streamed_plan``): a Parquet file whose QIs are text or integer columns and whose
kept columns are of types that DuckDB writes back as pyarrow does; anything else stays on DuckDB."""

from __future__ import annotations

import math
import queue
import threading
from collections.abc import Sequence
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.progress import NO_PROGRESS, Cancelled, Progress
from privdesk.engine.rows.coded import span_strides, suppressed_span_keys
from privdesk.engine.rows.memory import ColumnMappings

BATCH_ROWS = 1 << 17
"""Rows read, mapped and written at a time (one row group of the release each; DuckDB writes 122,880)."""
DENSE_INTEGERS = 1 << 22
"""The widest range of an integer QI's values looked up in a table indexed by value (4 bytes a slot per table);
a wider range is looked up by binary search."""
UNKNOWN = -2
"""A label index of a value the release's lookups lack (DuckDB's ENUM cast fails the run on one)."""


@dataclass
class QILookup:
    """One QI's lookups: ``values`` (its texts as an Arrow array, or sorted integers), and per value, then one slot
    for a missing cell, the label's index in ``labels`` (-1: written as a missing cell; ``UNKNOWN``) and the
    class key's part (label code x stride over the code spans, as ``duckdb_release._suppressed_bitmap``)."""

    name: str
    integer: bool
    values: object
    label: np.ndarray
    key: np.ndarray
    labels: list[str]
    suppressed: int      # the label index a suppressed row shows (-1: a missing cell)
    dictionary: object = None  # ``labels`` as an Arrow array
    missing: bool = False  # whether some label index is -1
    low: int = 0         # integers: the smallest value, and whether ``label``/``key`` are indexed by value - low
    dense: bool = False
    holes: bool = False  # whether a value between the smallest and the largest has no label (dense)
    suppressible: np.ndarray | None = None  # per slot: whether the value is in some suppressed class


@dataclass
class StreamedPlan:
    source: Path
    names: list[str]            # the release's columns, in the file's order
    lookups: dict[str, QILookup]
    bitmap: np.ndarray | None   # suppressed classes by key (None: nothing suppressed)
    texts: set[str]             # kept text columns: an empty text is written as a missing cell
    read_dictionary: list[str]
    encoded: list[str]          # the columns written dictionary-encoded
    schema: object              # the release's Arrow schema
    selective: str | None       # the QI whose values pick the rows whose class key is looked up


def streamed_plan(source: Path, names: Sequence[str], qis: Sequence[str], drop: Sequence[str],
                  mappings: ColumnMappings, spans: Sequence[int]) -> StreamedPlan | None:
    """The plan of writing the release of the Parquet file ``source`` (DuckDB's columns ``names``) from
    ``mappings`` (``spans``: each QI's label code span), or None when pyarrow is missing or a column's type is one
    this writer does not write as DuckDB does."""
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError:
        return None
    parquet = pq.ParquetFile(source)
    schema = parquet.schema_arrow
    if schema.names != list(names):
        return None
    kept = [name for name in names if name not in drop]
    if any(q in drop for q in qis):  # a QI left out of the file is still read for its class: DuckDB's query
        return None
    textual = {name for name in names if _is_text(schema.field(name).type)}
    lookups = {}
    strides = span_strides(spans)
    for j, q in enumerate(qis):
        kind = schema.field(q).type
        if q not in textual and not (pa.types.is_integer(kind) and kind != pa.uint64()):  # int64 lookups
            return None
        lookup = _qi_lookup(q, mappings, j, int(strides[j]), q not in textual)
        if lookup is None:
            return None
        lookups[q] = lookup
    if not all(_passes_through(schema.field(name).type) for name in kept if name not in lookups):
        return None
    # a kept column is written dictionary-encoded where the file's is (as DuckDB chose for the file: a column of
    # few distinct values), and a text column so encoded is read as its dictionary's indices
    encoded = [name for name in kept if name not in lookups and _dictionary_encoded(parquet, name)]
    read_dictionary = sorted({*(n for n in encoded if n in textual), *(q for q in qis if q in textual)})
    read = pq.ParquetFile(source, read_dictionary=read_dictionary).schema_arrow  # the types as the batches come
    fields = []
    for name in kept:
        if name in lookups:
            fields.append(pa.field(name, pa.dictionary(pa.int32(), pa.string())))
            continue
        fields.append(pa.field(name, read.field(name).type))
    bitmap, selective = None, None
    if len(mappings.suppressed):
        keys, _strides = suppressed_span_keys(mappings, spans)
        bitmap = np.zeros(math.prod(spans), bool)
        bitmap[keys] = True
        for j, lookup in enumerate(lookups.values()):
            # a value can be in a suppressed class only if its code is one of theirs: the QI whose values are
            # least often so picks the rows whose class key is looked up (``_hidden_rows``)
            lookup.suppressible = np.isin(lookup.key // strides[j], (keys // strides[j]) % spans[j])
        selective = min(lookups, key=lambda q: lookups[q].suppressible.mean())
    return StreamedPlan(Path(source), kept, lookups, bitmap, {n for n in kept if n in textual and n not in lookups},
                        read_dictionary, [*lookups, *encoded], pa.schema(fields), selective)


def _is_text(kind) -> bool:
    import pyarrow as pa

    value = kind.value_type if pa.types.is_dictionary(kind) else kind
    return pa.types.is_string(value) or pa.types.is_large_string(value)


def _passes_through(kind) -> bool:
    """Whether DuckDB writes a column of Arrow type ``kind`` back with the type pyarrow writes it with."""
    import pyarrow as pa

    if pa.types.is_dictionary(kind):
        return _is_text(kind)
    return (pa.types.is_integer(kind) or kind in (pa.float32(), pa.float64(), pa.bool_(), pa.date32())
            or _is_text(kind) or pa.types.is_binary(kind)
            or (pa.types.is_timestamp(kind) and kind.unit in ("us", "ns")))


def adopt_schema(plan: StreamedPlan, written) -> bool:
    """Give ``plan`` the nullability of DuckDB's schema of the same release (``written``, an Arrow schema read
    back from DuckDB's file: DuckDB writes a column its statistics say holds no missing cell as required, as far
    as its optimizer sees); False when a column would read back as another type than from DuckDB's file."""
    import pyarrow as pa

    fields = []
    for field in plan.schema:
        kind = field.type.value_type if pa.types.is_dictionary(field.type) else field.type
        if (pa.string() if pa.types.is_large_string(kind) else kind) != written.field(field.name).type:
            return False
        fields.append(field.with_nullable(written.field(field.name).nullable))
    plan.schema = pa.schema(fields)
    return True


def _dictionary_encoded(parquet, name: str) -> bool:
    """Whether the file stores column ``name`` dictionary-encoded (its first row group says)."""
    metadata = parquet.metadata
    if metadata.num_row_groups == 0:
        return False
    column = metadata.row_group(0).column(parquet.schema_arrow.get_field_index(name))
    return bool(column.has_dictionary_page)


def _qi_lookup(q: str, mappings: ColumnMappings, j: int, stride: int, integer: bool) -> QILookup | None:
    import pyarrow as pa

    frame = mappings.columns[j]
    missing = frame["k"].isna().to_numpy()
    present = frame[~missing]
    null = frame[missing].iloc[0] if missing.any() else None
    texts = [str(v) for v in present["v"]]
    spare = [] if null is None else [str(null["v"])]
    suppressed = mappings.suppressed_labels[j] if len(mappings.suppressed) else None
    # the labels in the order of ``duckdb_release._label_enum``'s ENUM; an empty label is a missing cell
    labels = [label for label in dict.fromkeys([*texts, *spare, *([] if suppressed is None else [suppressed])])
              if label != ""]
    index = {label: i for i, label in enumerate(labels)}
    label = np.array([index.get(text, -1) for text in texts] + [index.get(spare[0], -1) if spare else UNKNOWN],
                     np.int32)
    key = np.append(present["g"].to_numpy(np.int64) * stride, int(null["g"]) * stride if spare else 0)
    keys = [str(k) for k in present["k"]]
    lookup = QILookup(q, integer, None, label, key.astype(np.int32 if key.max(initial=0) < 2**31 else np.int64),
                      labels, -1 if suppressed is None else index.get(suppressed, -1))
    lookup.dictionary = pa.array(labels, pa.string())
    lookup.missing = bool((label == -1).any() or lookup.suppressed == -1)
    if not integer:
        lookup.values = pa.array(keys, pa.string())
        return lookup
    try:
        numbers = np.array([int(k) for k in keys], np.int64) if keys else np.zeros(0, np.int64)
    except (ValueError, OverflowError):
        return None
    if [str(n) for n in numbers.tolist()] != keys:  # not DuckDB's text of an integer: not a lookup by number
        return None
    order = np.argsort(numbers, kind="stable")
    lookup.values = numbers[order]
    lookup.label = np.append(lookup.label[:-1][order], lookup.label[-1])
    lookup.key = np.append(lookup.key[:-1][order], lookup.key[-1])
    if len(numbers) and int(numbers.max()) - int(numbers.min()) < DENSE_INTEGERS:
        # a table indexed by value - low, holes UNKNOWN, then the missing cell's slot
        low, width = int(numbers.min()), int(numbers.max()) - int(numbers.min()) + 1
        dense_label = np.full(width + 1, UNKNOWN, np.int32)
        dense_key = np.zeros(width + 1, lookup.key.dtype)
        dense_label[numbers[order] - low] = lookup.label[:-1]
        dense_key[numbers[order] - low] = lookup.key[:-1]
        dense_label[-1], dense_key[-1] = lookup.label[-1], lookup.key[-1]
        lookup.label, lookup.key, lookup.low, lookup.dense = dense_label, dense_key, low, True
        lookup.holes = bool((dense_label[:-1] == UNKNOWN).any())
    return lookup


def write_streamed(plan: StreamedPlan, out: Path, progress: Progress = NO_PROGRESS) -> Path:
    """Write the release ``plan`` describes to ``out`` (Parquet), a batch of rows at a time; the writing of one
    batch overlaps the reading and mapping of the next (a thread of its own; pyarrow leaves the GIL)."""
    import pyarrow.parquet as pq

    parquet = pq.ParquetFile(plan.source, read_dictionary=plan.read_dictionary)
    total = max(parquet.metadata.num_rows, 1)
    lookups = plan.lookups
    # statistics of the dictionary-encoded text columns cost pyarrow a hash of every index (0.4 s a column per
    # 10^7 rows, three times the column's writing); the other columns keep theirs
    statistics = [f.name for f in plan.schema if f.name not in lookups and f.name not in plan.read_dictionary]
    writer = pq.ParquetWriter(out, plan.schema, store_schema=False, write_statistics=statistics or False,
                              use_dictionary=plan.encoded)
    batches: queue.Queue = queue.Queue(maxsize=2)
    failure: list[BaseException] = []

    def write() -> None:
        while (batch := batches.get()) is not None:
            if not failure:
                try:
                    writer.write_batch(batch)
                except Exception as error:  # noqa: BLE001 - re-raised on the reading thread
                    failure.append(error)

    thread = threading.Thread(target=write, daemon=True)
    thread.start()
    def finish() -> None:
        if thread.is_alive():
            batches.put(None)
            thread.join()

    done = 0
    try:
        for group in range(parquet.metadata.num_row_groups):
            # one thread reads (pyarrow's threads for the columns cost 25% more CPU), another writes
            for batch in parquet.iter_batches(BATCH_ROWS, row_groups=[group], columns=plan.names, use_threads=False):
                if progress.cancel.is_set():
                    raise Cancelled("cancelled")
                if failure:
                    raise failure[0]
                batches.put(_released_batch(plan, batch))
                done += batch.num_rows
                progress.report(done / total, _("writing the release"))
        finish()
        if failure:
            raise failure[0]
        writer.close()
    except BaseException:
        finish()
        with suppress(Exception):
            writer.close()
        out.unlink(missing_ok=True)
        raise
    return out


def _released_batch(plan: StreamedPlan, batch):
    import pyarrow as pa

    labels, slots = {}, {}
    for q, lookup in plan.lookups.items():
        column = batch.column(q)
        slots[q] = tables, slot, check = _slots(lookup, column)
        labels[q] = label = tables[0][slot]
        if check:
            _check_known(label, column, lookup)
    if plan.bitmap is not None:
        hidden = _hidden_rows(plan, slots)
        for q, lookup in plan.lookups.items():
            labels[q][hidden] = lookup.suppressed
    arrays = []
    for field in plan.schema:
        name = field.name
        if name in plan.lookups:
            label = labels[name]
            missing = label < 0 if plan.lookups[name].missing else None
            indices = pa.array(label, pa.int32(), mask=missing if missing is not None and missing.any() else None)
            arrays.append(pa.DictionaryArray.from_arrays(indices, plan.lookups[name].dictionary, safe=False))
        elif name in plan.texts:
            arrays.append(_empty_as_null(batch.column(name)))
        else:
            arrays.append(batch.column(name))
    return pa.RecordBatch.from_arrays(arrays, schema=plan.schema)


def _hidden_rows(plan: StreamedPlan, slots: dict) -> np.ndarray:
    """The rows of a batch in suppressed classes: the class key (the sum of the QIs' key parts) looked up in the
    bitmap, for the rows whose value of the most selective QI is in some suppressed class (a key for every row
    cost four gathers and three additions a row)."""
    tables, slot, _check = slots[plan.selective]
    rows = np.flatnonzero(tables[2][slot])
    key = None
    for tables, slot, _check in slots.values():
        part = tables[1][slot[rows]]
        key = part if key is None else np.add(key, part, out=key)
    return rows if key is None else rows[plan.bitmap[key]]


def _slots(lookup: QILookup, column) -> tuple[tuple[np.ndarray, np.ndarray, np.ndarray], np.ndarray, bool]:
    """The tables of label index, key part and whether suppressible by slot, and each row's slot, of one batch's
    ``column`` of a QI, and whether some slot may be ``UNKNOWN`` (a value without a label, which fails the run as
    DuckDB's cast does)."""
    import pyarrow as pa
    import pyarrow.compute as pc

    nulls = column.null_count > 0
    if not lookup.integer:
        if not pa.types.is_dictionary(column.type):
            column = column.dictionary_encode()
        # the file's dictionary of this batch mapped once to the lookups' values (then its missing cell's slot),
        # and each row by its index into it
        position = pc.index_in(column.dictionary, value_set=lookup.values).fill_null(len(lookup.label))
        entry = np.append(position.to_numpy(zero_copy_only=False), len(lookup.label) - 1)
        label, key, suppressible = (np.append(table, table.dtype.type(0))[entry] for table in _tables(lookup))
        label[:-1][entry[:-1] == len(lookup.label)] = UNKNOWN
        indices = column.indices
        slot = (indices.fill_null(len(entry) - 1) if nulls else indices).to_numpy()
        unknown = label[:-1] == UNKNOWN
        return (label, key, suppressible), slot, bool(unknown.any() or (nulls and label[-1] == UNKNOWN))
    values = column.fill_null(lookup.values[0] if len(lookup.values) else 0).to_numpy() if nulls else \
        column.to_numpy(zero_copy_only=False)
    label, key, suppressible = _tables(lookup)
    if lookup.dense:
        high = lookup.low + len(label) - 2
        if len(values) and (values.min() < lookup.low or values.max() > high):
            _check_known(np.where((values < lookup.low) | (values > high), UNKNOWN, 0), column, lookup)
        # within the range, value - low fits the values' type (but for 8 and 16 bits)
        slot = values if values.dtype.itemsize >= 4 else values.astype(np.int32)
        slot = slot - slot.dtype.type(lookup.low)
        check = lookup.holes
    else:  # a binary search, the values not found sent to an UNKNOWN slot after the missing cell's
        label, key, suppressible = (np.append(table, table.dtype.type(0)) for table in (label, key, suppressible))
        label[-1] = UNKNOWN
        slot = np.searchsorted(lookup.values, values)
        found = lookup.values[np.minimum(slot, len(lookup.values) - 1)] == values if len(lookup.values) else False
        slot = np.where(found, slot, len(label) - 1)
        check = True
    if nulls:
        slot = np.where(column.is_null().to_numpy(zero_copy_only=False), len(lookup.label) - 1, slot)
    return (label, key, suppressible), slot, check or (nulls and lookup.label[-1] == UNKNOWN)


def _tables(lookup: QILookup) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    suppressible = lookup.suppressible if lookup.suppressible is not None else np.zeros(len(lookup.label), bool)
    return lookup.label, lookup.key, suppressible


def _check_known(label: np.ndarray, column, lookup: QILookup) -> None:
    """Raise on the first row of ``column`` whose ``label`` is ``UNKNOWN``."""
    unknown = np.flatnonzero(label == UNKNOWN)
    if len(unknown):
        value = column[int(unknown[0])].as_py()
        raise InputError(_("the {engine} engine failed: {error}").format(
            engine="duckdb", error=f"{value!r} of {lookup.name} has no label in the release"))


def _empty_as_null(column):
    """A text column with every empty text missing, as ``duckdb_release._empty_as_null`` writes it."""
    import pyarrow as pa
    import pyarrow.compute as pc

    if pa.types.is_dictionary(column.type):
        empty = pc.index(column.dictionary, "").as_py()
        if empty < 0:
            return column
        indices = column.indices.to_numpy(zero_copy_only=False) if not column.indices.null_count else \
            column.indices.fill_null(empty).to_numpy()
        return pa.DictionaryArray.from_arrays(pa.array(indices, column.indices.type, mask=indices == empty),
                                              column.dictionary)
    empty = pc.equal(column, "")
    if not pc.any(empty).as_py():
        return column
    return pc.if_else(empty, pa.scalar(None, column.type), column)
