"""A multithreaded CSV parse with pyarrow for well-formed files; the text reader in readers.py handles the rest.

pyarrow's reader splits the file into blocks and parses them on every core, and dictionary-encodes each column in
C++, so a 10,000,000-row file never becomes 80,000,000 Python strings. It is only an accelerator: when pyarrow is
missing (the frozen installers leave it out), or refuses the file (ragged rows, an unclosed quote, bytes that are
not UTF-8), :func:`parse` returns None and the caller parses the text as before, with the same errors naming the
row. Cells are read as text exactly as the other reader reads them: no type conversion, no missing-value
guessing, empty lines skipped.
"""

from __future__ import annotations

import csv
import io

import numpy as np

from .dataset import BATCH_VALUES, SHORT_COLUMN, factorize_columns

Factorized = list[tuple[str, np.ndarray, np.ndarray]]


def parse(data: bytes, delimiter: str, start: int = 0) -> tuple[list[str], Factorized, int] | None:
    """(header, (name, codes, distinct values) per column, data rows) of UTF-8 CSV bytes from ``start`` (after a
    byte-order mark), or None when pyarrow is missing or does not accept the file. The header is returned as
    written; the caller checks the names."""
    try:
        import pyarrow as pa
        import pyarrow.csv as arrow_csv
    except ImportError:
        return None
    if data.count(b'"', start) % 2:  # an unclosed quote: pyarrow would read to the end; the text reader names it
        return None
    header = _header(data, delimiter, start)
    if header is None:
        return None
    names = [f"c{j}" for j in range(len(header))]
    try:
        table = arrow_csv.read_csv(
            pa.py_buffer(memoryview(data)[start:]),
            read_options=arrow_csv.ReadOptions(column_names=names, skip_rows=1, use_threads=True,
                                               block_size=16 << 20),
            parse_options=arrow_csv.ParseOptions(delimiter=delimiter, quote_char='"', double_quote=True,
                                                 newlines_in_values=data.find(b'"', start) >= 0, ignore_empty_lines=True),
            convert_options=arrow_csv.ConvertOptions(column_types={n: pa.string() for n in names},
                                                     strings_can_be_null=False,
                                                     quoted_strings_can_be_null=False))
    except (pa.ArrowInvalid, pa.ArrowNotImplementedError):
        return None
    if table.num_rows == 0:
        return None
    return header, _factorize(header, table), table.num_rows


def _header(data: bytes, delimiter: str, start: int) -> list[str] | None:
    """The first record, parsed by the csv module as the text reader would; None when it is not simple enough
    to hand the rest of the file to pyarrow (a header cell with a line break in it)."""
    end = data.find(b"\n", start)
    line = data[start: end if end >= 0 else len(data)]
    try:
        text = line.decode("utf-8").rstrip("\r")
        rows = list(csv.reader(io.StringIO(text), delimiter=delimiter))
    except (UnicodeDecodeError, csv.Error):
        return None
    if len(rows) != 1 or not rows[0] or line.count(b'"') % 2:
        return None
    return rows[0]


def _factorize(header: list[str], table) -> Factorized:
    """Each column's codes (first-appearance order, as pandas.factorize) and distinct texts. Long columns are
    dictionary-encoded one by one in pyarrow; short ones go to numpy in blocks (a pyarrow call per column would
    dominate a table of 10,000 five-row columns)."""
    import pyarrow as pa

    if table.num_rows > SHORT_COLUMN:
        result = []
        for name, column in zip(header, table.columns):
            encoded = column.dictionary_encode().combine_chunks()
            result.append((name, encoded.indices.to_numpy(zero_copy_only=False),
                           encoded.dictionary.to_numpy(zero_copy_only=False)))
        return result
    width = max(1, BATCH_VALUES // table.num_rows)
    result = []
    for start in range(0, len(header), width):
        block = table.columns[start:start + width]
        cells = pa.chunked_array([chunk for column in block for chunk in column.chunks], pa.string())
        matrix = cells.to_numpy(zero_copy_only=False).reshape(len(block), table.num_rows).T
        result.extend(factorize_columns(header[start:start + width], matrix))
    return result
