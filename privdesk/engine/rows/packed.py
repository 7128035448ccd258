"""Grouping rows by one packed integer key, in numpy.

An out-of-core engine numbers each attribute's distinct texts (code 0 for NULL, 1.. for the texts) and streams one
integer per row: the codes in mixed radix (``key = sum(code_j * stride_j)``). Here the keys become the distinct
groups with their records: when the key space is small, counted in a table of the space a chunk at a time (nothing
per row is kept); else every key is kept (4 bytes a row when the space fits 32 bits), sorted in place and read as
runs. At 10^8 rows of 85 M groups this took ~6 s of CPU where DuckDB's GROUP BY of the four codes, spilling within
its 500 MB, took ~17 s and its result another 4 s to fetch (benchmarks/RESULTS.md). The groups come out in key order,
unpacked into the narrow code arrays the search holds.
"""

from __future__ import annotations

from typing import Iterable, Sequence

import numpy as np

from privdesk.engine.rows import trim_heap
from privdesk.engine.rows.coded import code_type

DENSE_SPACE = 1 << 22
"""Key spaces up to this many keys are counted in a table of the space (32 MB of int64), a chunk at a time."""
KEY_BUDGET = 1 << 31
"""Bytes of per-row keys this grouping may hold; beyond, the caller groups as before (on disk, in its engine)."""
RUN_BATCH = 1 << 16
"""Sorted keys read at a time when they are turned into groups: the temporaries are a few bytes a key of a batch, and
stay in the cache (2^22 at a time: runs ~1.4 and digits ~7 times as long)."""


def key_strides(radices: Sequence[int]) -> list[int]:
    """The stride of each digit of a mixed-radix key whose digit j runs over ``radices[j]`` values."""
    strides, stride = [], 1
    for radix in radices:
        strides.append(stride)
        stride *= int(radix)
    return strides


def key_type(radices: Sequence[int]) -> type | None:
    """The unsigned type that holds every key of ``radices`` (None: more than 64 bits)."""
    space = int(np.prod([int(r) for r in radices], dtype=object)) if len(radices) else 1
    if space <= 1 << 32:
        return np.uint32
    return np.uint64 if space <= 1 << 64 else None


def key_parts(texts: Sequence[int]) -> tuple[list[str], str, type] | None:
    """For attributes of ``texts[j]`` texts each (codes 0..; a cell without text is digit 0): the SQL of a text's
    share of the packed key from its ``code`` (its digit times its stride), the key's SQL type and its numpy type;
    None beyond 64 bits. The rows' key is the sum of their texts' shares (0 for NULL)."""
    radices = [n + 1 for n in texts]
    dtype = key_type(radices)
    if dtype is None:
        return None
    sql = "UINTEGER" if dtype == np.uint32 else "UBIGINT"
    return [f"CAST(code + 1 AS {sql}) * CAST({stride} AS {sql})" for stride in key_strides(radices)], sql, dtype


class KeyBuffer:
    """Every streamed key, in a buffer grown in place (``ndarray.resize``: a large block is remapped, not copied)."""

    def __init__(self, dtype: type, capacity: int = 1 << 20) -> None:
        self.keys = np.empty(capacity, dtype)
        self.n = 0

    def add(self, keys: np.ndarray) -> bool:
        """Append ``keys``; False when the buffer would pass ``KEY_BUDGET``."""
        stop = self.n + len(keys)
        if stop * self.keys.itemsize > KEY_BUDGET:
            return False
        if stop > len(self.keys):
            self.keys.resize(min(max(stop, 2 * len(self.keys)), KEY_BUDGET // self.keys.itemsize), refcheck=False)
        self.keys[self.n:stop] = keys
        self.n = stop
        return True

    def sorted(self) -> np.ndarray:
        keys = self.keys
        self.keys = np.empty(0, keys.dtype)
        keys.resize(self.n, refcheck=False)  # the unused tail given back
        keys.sort()
        return keys


def grouped_keys(chunks: Iterable[np.ndarray], radices: Sequence[int]) -> tuple[np.ndarray, np.ndarray] | None:
    """The distinct keys of the streamed ``chunks`` (keys of digits over ``radices``) in increasing order, with the
    rows holding each (int64); None when the keys would pass ``KEY_BUDGET`` (the caller groups otherwise)."""
    dtype = key_type(radices)
    space = int(np.prod([int(r) for r in radices], dtype=object)) if len(radices) else 1
    if space <= DENSE_SPACE:
        counts = np.zeros(space, np.int64)
        for chunk in chunks:
            counts += np.bincount(chunk, minlength=space)
        keys = np.flatnonzero(counts)
        return keys.astype(dtype), counts[keys]
    buffer = KeyBuffer(dtype)
    for chunk in chunks:
        if not buffer.add(chunk):
            return None
    return sorted_runs(buffer.sorted())


def sorted_runs(keys: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The runs of the sorted ``keys``: each distinct key and its run's length. The keys are overwritten (their
    distinct values gathered to the front, a batch at a time, no second array of the keys)."""
    n, groups = len(keys), 0
    lengths: list[np.ndarray] = []
    previous = None
    open_start = 0
    for start in range(0, n, RUN_BATCH):
        part = keys[start:start + RUN_BATCH]
        changed = np.empty(len(part), bool)
        changed[0] = previous is None or part[0] != previous
        np.not_equal(part[1:], part[:-1], out=changed[1:])
        starts = np.flatnonzero(changed) + start
        previous = part[-1]
        if len(starts):
            if groups:  # the group left open by the batch before ends here
                lengths.append(narrowed(np.array([starts[0] - open_start])))
            lengths.append(narrowed(np.diff(starts)))
            open_start = int(starts[-1])
            distinct = keys[starts]  # a copy, made before the front of the array is written
            keys[groups:groups + len(distinct)] = distinct
            groups += len(distinct)
    if groups:
        lengths.append(narrowed(np.array([n - open_start])))
    keys.resize(groups, refcheck=False)
    # each batch's lengths narrowed, joined in the widest type a batch needed (85 M groups: 2 bytes a group)
    counts = np.concatenate(lengths) if lengths else np.zeros(0, np.int16)
    return keys, counts


def narrowed(values: np.ndarray) -> np.ndarray:
    """Non-negative ``values`` in the narrowest of int16, int32 and int64 that holds them."""
    most = int(values.max()) if len(values) else 0
    for dtype in (np.int16, np.int32):
        if most <= np.iinfo(dtype).max:
            return values.astype(dtype)
    return values


def unpacked(keys: np.ndarray, radices: Sequence[int], columns: Sequence[np.ndarray]) -> None:
    """Each key's digits written into ``columns`` (one array per digit, as long as ``keys``) less one: code 0, NULL,
    becomes -1 and the texts' codes 1.. become 0.., as the engines' codes are. A batch of keys at a time, each digit
    the rest of one division of the quotient before, in the keys' own unsigned type (85 M keys: ~4 -> ~0.7 s; a
    division and a remainder of int64 copies per digit took five times as long)."""
    last = len(radices) - 1
    for start in range(0, len(keys), RUN_BATCH):
        part = keys[start:start + RUN_BATCH]
        quotient, spare, product = np.empty_like(part), np.empty_like(part), np.empty_like(part)
        rest = part
        for j, (column, radix) in enumerate(zip(columns, radices)):
            digit = column[start:start + len(part)]
            if j < last:
                np.floor_divide(rest, part.dtype.type(radix), out=quotient)
                np.multiply(quotient, part.dtype.type(radix), out=product)
                np.subtract(rest, product, out=product)
            else:  # the last digit is what the divisions left
                product = rest
            # digit 0 less one wraps to the unsigned type's largest, which the narrower signed codes read as -1
            np.subtract(product, 1, out=digit, casting="unsafe")
            rest, quotient = quotient, (spare if rest is part else rest)


def code_arrays(n: int, dtypes: Sequence, codes: int = 0) -> list[np.ndarray]:
    """Empty arrays of ``n`` rows, one per type of ``dtypes``; the int16 ones among the first ``codes`` are the rows
    of one matrix, in their order: a search may borrow them as its stacked hierarchy rows
    (``lattice.stacked_rows``)."""
    narrow = [j for j, dtype in enumerate(dtypes[:codes]) if dtype == np.int16]
    block = np.empty((len(narrow), n), np.int16)
    return [block[narrow.index(j)] if j in narrow else np.empty(n, dtype) for j, dtype in enumerate(dtypes)]


def record_type(narrow: bool, records: int, most: int) -> type:
    """The type of the records of each group as fetched: int64 unless ``narrow`` (a frequency set held through a
    search: 85 M groups cost 2 bytes each instead of 8), then the narrowest of int16 and int32 that holds the
    group of ``most`` records (int64 when all the ``records`` pass 31 bits)."""
    if not narrow or records >= 2**31:
        return np.int64
    return np.int16 if most <= np.iinfo(np.int16).max else np.int32


def grouped_codes(chunks: Iterable[np.ndarray], texts: Sequence[np.ndarray], narrow: bool) -> list[np.ndarray] | None:
    """The groups of the streamed packed keys ``chunks`` (digit j: 0 for NULL, else 1 + the code of a text of
    ``texts[j]``): the code arrays of each attribute (int16 when ``narrow`` and its texts fit, the rows of one
    matrix; else int32) and, last, the records of each group (``record_type``). None when the keys would pass
    ``KEY_BUDGET``."""
    radices = [len(t) + 1 for t in texts]
    grouped = grouped_keys(chunks, radices)
    if grouped is None:
        return None
    keys, counts = grouped
    trim_heap()  # the runs' lengths as batches left (85 M groups: 0.16 GB) given back before the codes are made
    most = int(counts.max()) if len(counts) else 0
    counted = record_type(narrow, int(counts.sum(dtype=np.int64)), most)
    columns = code_arrays(len(keys), [code_type(len(t)) if narrow else np.int32 for t in texts], len(texts))
    unpacked(keys, radices, columns)
    del keys, grouped
    return [*columns, counts.astype(counted, copy=False)]  # the run lengths themselves when narrow enough
