"""A multithreaded CSV parse with pyarrow for well-formed files; the text reader in io/csv_reader.py handles the rest.

pyarrow's reader splits the file into blocks and parses them on every core, and dictionary-encodes each column in
C++, so a 10,000,000-row file never becomes 80,000,000 Python strings. It is only an accelerator: when pyarrow is
missing (the frozen installers leave it out), or refuses the file (ragged rows, an unclosed quote, bytes that are
not UTF-8), :func:`parse` returns None and the caller parses the text as before, with the same errors naming the
row. Cells are read as text exactly as the other reader reads them: no type conversion, no missing-value
guessing, empty lines skipped.
"""

from __future__ import annotations

import codecs
import csv
import io
from pathlib import Path
from typing import Iterable

import numpy as np

from privdesk.engine.core.dataset import BATCH_VALUES, SHORT_COLUMN, WholeNumbers, factorize_columns
from privdesk.engine.core.parallel import ordered_map
from privdesk.engine.core.types import PLAIN_DIGITS

Factorized = Iterable[tuple[str, np.ndarray, np.ndarray]]


def parse(path: Path, delimiter: str, encoding: str) -> tuple[list[str], Factorized, int] | None:
    """(header, (name, codes, distinct values) per column, data rows) of a CSV file in ``encoding``, or None when
    pyarrow is missing or does not accept the file. The header is returned as written; the caller checks the
    names. Long columns are encoded as they are drawn (a column of whole numbers comes as
    :class:`~.dataset.WholeNumbers`, its codes in numeric order)."""
    try:
        import pyarrow as pa
        import pyarrow.csv as arrow_csv
    except ImportError:
        return None
    quotes, first_line = _scan(path)
    if quotes % 2:  # an unclosed quote: pyarrow would read to the end; the text reader names its row
        return None
    header = _header(first_line, delimiter, encoding)
    if header is None:
        return None
    names = [f"c{j}" for j in range(len(header))]
    codec = codecs.lookup(encoding).name
    # A long file of few columns is parsed straight into dictionaries (no text array of every cell); a wide one as
    # text, encoded column by column (its many distinct values make merging per-block dictionaries the dearer way).
    cell_type = (pa.dictionary(pa.int32(), pa.string())
                 if len(names) <= DICTIONARY_COLUMNS and path.stat().st_size >= DICTIONARY_BYTES else pa.string())
    try:
        table = arrow_csv.read_csv(
            str(path),
            read_options=arrow_csv.ReadOptions(column_names=names, skip_rows=1, use_threads=True,
                                               block_size=BLOCK_BYTES,
                                               encoding="utf8" if codec in ("utf-8", "utf-8-sig") else encoding),
            parse_options=arrow_csv.ParseOptions(delimiter=delimiter, quote_char='"', double_quote=True,
                                                 newlines_in_values=quotes > 0, ignore_empty_lines=True),
            convert_options=arrow_csv.ConvertOptions(column_types={n: cell_type for n in names},
                                                     strings_can_be_null=False,
                                                     quoted_strings_can_be_null=False))
        if cell_type != pa.string():
            table = table.unify_dictionaries()  # one dictionary per column, values in order of first appearance
    except (pa.ArrowException, UnicodeError, ValueError):
        return None
    n_rows, columns = table.num_rows, table.columns
    del table  # each column's text is freed as soon as it is encoded
    if n_rows == 0:
        return None
    return header, _factorize(header, columns, n_rows), n_rows


SCAN_BLOCK = 16 << 20
BLOCK_BYTES = 4 << 20
"""pyarrow's parse block: a few MB each, parsed on every core (16 MB blocks took more CPU on wide and long files)."""
DICTIONARY_COLUMNS = 100
DICTIONARY_BYTES = 16 << 20
"""Files of at most DICTIONARY_COLUMNS columns and at least DICTIONARY_BYTES are parsed into dictionaries."""


def _scan(path: Path) -> tuple[int, bytes]:
    """(quote characters in the file, its first line), read in blocks. No encoding PrivDesk reads uses the byte
    of '"' inside a multi-byte character, so counting bytes counts quotes."""
    quotes, first_line, line_done = 0, b"", False
    with open(path, "rb") as stream:
        while block := stream.read(SCAN_BLOCK):
            quotes += block.count(b'"')
            if not line_done:
                end = block.find(b"\n")
                first_line += block if end < 0 else block[:end]
                line_done = end >= 0
    return quotes, first_line


def _header(line: bytes, delimiter: str, encoding: str) -> list[str] | None:
    """The first record, parsed by the csv module as the text reader would; None when it is not simple enough
    to hand the rest of the file to pyarrow (a header cell with a line break in it, an undecodable byte)."""
    try:
        text = line.decode(encoding).removeprefix("\ufeff").rstrip("\r")
        rows = list(csv.reader(io.StringIO(text), delimiter=delimiter))
    except (UnicodeDecodeError, csv.Error):
        return None
    if len(rows) != 1 or not rows[0] or line.count(b'"') % 2:
        return None
    return rows[0]


def _factorize(header: list[str], columns: list, n_rows: int) -> Factorized:
    """Each column's codes (first-appearance order, as pandas.factorize) and distinct texts. Long columns are
    dictionary-encoded one by one in pyarrow, on every core, as the caller draws them; short ones go to numpy in
    blocks (a pyarrow call per column would dominate a table of 10,000 five-row columns)."""
    import pyarrow as pa

    if n_rows > SHORT_COLUMN:
        def encode(j: int) -> tuple[str, np.ndarray, np.ndarray]:
            column, columns[j] = columns[j], None  # its text is freed once encoded
            numbers = None if pa.types.is_dictionary(column.type) else _whole_numbers(column)
            if numbers is not None:
                return WholeNumbers(header[j], *numbers)
            encoded = (column if pa.types.is_dictionary(column.type) else column.dictionary_encode()).combine_chunks()
            return header[j], encoded.indices.to_numpy(zero_copy_only=False), _texts(encoded.dictionary)

        return ordered_map(encode, range(len(header)))  # lazily, on every core
    result = []
    width = max(1, BATCH_VALUES // n_rows)
    for start in range(0, len(header), width):
        block = [column.cast(pa.string()) if pa.types.is_dictionary(column.type) else column
                 for column in columns[start:start + width]]
        cells = pa.chunked_array([chunk for column in block for chunk in column.chunks], pa.string())
        matrix = cells.to_numpy(zero_copy_only=False).reshape(len(block), n_rows).T
        result.extend(factorize_columns(header[start:start + width], matrix))
    return result


def _whole_numbers(strings) -> tuple[np.ndarray, np.ndarray] | None:
    """(codes, distinct texts in numeric order) of a pyarrow text column whose every cell is a whole number written
    plainly (ASCII digits, no leading zero, at most PLAIN_DIGITS of them: counts, IDs, most codes), encoded through
    its numbers (pyarrow's parse, then a counting pass or a sort) instead of hashing its texts, which pays when
    most of its values differ; None for any other column, told from its first block for most."""
    import pyarrow as pa
    import pyarrow.compute as pc

    first = strings.chunk(0) if strings.num_chunks else None
    if first is None or not pc.all(pc.ascii_is_decimal(first)).as_py():
        return None
    if pc.count_distinct(first).as_py() * 2 < len(first):  # few numbers, repeated: hashing their texts is cheaper
        return None
    if not pc.all(pc.ascii_is_decimal(strings)).as_py():
        return None
    lengths = pc.binary_length(strings)
    if pc.max(lengths).as_py() > PLAIN_DIGITS:
        return None
    numbers = pc.cast(strings, pa.int64()).to_numpy()
    low, high = int(numbers.min()), int(numbers.max())
    if high - low < 4 * len(numbers):  # dense enough to count: no sort
        seen = np.zeros(high - low + 1, bool)
        seen[numbers - low] = True
        distinct, codes = np.flatnonzero(seen) + low, (np.cumsum(seen) - 1)[numbers - low]
    else:
        distinct, codes = np.unique(numbers, return_inverse=True)
    # No leading zero: every text is as long as its number's digits (never shorter), so the totals agree.
    digits = np.searchsorted(10 ** np.arange(1, PLAIN_DIGITS, dtype=np.int64), distinct, side="right") + 1
    if int(np.bincount(codes, minlength=len(distinct)) @ digits) != pc.sum(lengths).as_py():
        return None
    return codes.astype(np.int32), pa.array(distinct).cast(pa.string()).to_numpy(zero_copy_only=False)


FIXED_WIDTH_BYTES = 64 << 20
"""A column's distinct texts become a fixed-width numpy array up to this size (else Python strings)."""


def _texts(strings) -> np.ndarray:
    """A pyarrow string array as numpy texts without making a Python string per value: ASCII texts become a
    fixed-width array straight from pyarrow's buffers (each byte one code point), which the type inference reads in
    C; other texts (non-ASCII, a NUL byte that numpy would drop at the end, very wide) become an object array."""
    import pyarrow as pa
    import pyarrow.compute as pc

    n = len(strings)
    if n == 0 or strings.null_count or strings.type != pa.string():
        return strings.to_numpy(zero_copy_only=False)
    offsets = np.frombuffer(strings.buffers()[1], np.int32, n + 1, strings.offset * 4)
    data = np.frombuffer(strings.buffers()[2], np.uint8)[offsets[0]:offsets[-1]]
    width = max(int(np.diff(offsets).max()), 1)
    if (len(data) and (data.max() >= 128 or data.min() == 0)) or n * width * 4 > FIXED_WIDTH_BYTES:
        return strings.to_numpy(zero_copy_only=False)
    padded = pc.utf8_rpad(strings, width=width, padding="\x00").cast(pa.binary(width))
    cells = np.frombuffer(padded.buffers()[1], np.uint8, n * width, padded.offset * width)
    return cells.astype(np.uint32).view(f"<U{width}")
