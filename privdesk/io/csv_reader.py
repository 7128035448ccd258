"""Read a CSV table (any common encoding and delimiter) into a :class:`Dataset`; build one from spreadsheet cells.

Excel files are opened by ``privdesk.io.tables`` (openpyxl stays out of the engine, docs/design.md); it hands the cells
to :func:`dataset_from_cells`. Nothing is ever written to an input file.
Every problem is an :class:`InputError` naming the file and, where it applies, the row, column and value.
"""

from __future__ import annotations

import codecs
import csv
import datetime as dt
import io
import os
import sys
from pathlib import Path

import numpy as np
import pandas as pd

from privdesk.common.i18n import _
from privdesk.engine.core.dataset import DEFAULT_MISSING, Dataset, SourceInfo, check_column_names
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.types import ColumnType
from privdesk.io import csv_arrow

DELIMITERS = (",", ";", "\t", "|")
# Encodings PrivDesk recognises by itself, most specific first. GB18030 is a superset of GBK and GB2312.
ENCODINGS = ("utf-8", "gb18030", "big5", "cp1252", "latin-1")
# Reading a CSV takes about this many times its size in memory (text, parser buffers, codes).
MEMORY_FACTOR = 8


def check_memory(path: Path, memory_available: int | None = None) -> None:
    """Refuse a file that would not fit in free memory, before trying (and failing slowly) to read it."""
    size = path.stat().st_size
    available = memory_available if memory_available is not None else available_memory()
    if available is not None and size * MEMORY_FACTOR > available:
        raise InputError(_("the file is {size} and reading it needs about {needed} of memory, but only {available} "
                           "is free").format(size=_human(size), needed=_human(size * MEMORY_FACTOR),
                                             available=_human(available)), path=path)


# --------------------------------------------------------------------------------------------------- CSV

def read_csv(path: str | Path, *, encoding: str | None = None, delimiter: str | None = None,
             missing_tokens: tuple[str, ...] = DEFAULT_MISSING,
             types: dict[str, ColumnType | str] | None = None) -> Dataset:
    path = Path(path)
    fast = _parse_fast(path, encoding, delimiter)
    if fast is not None:
        header, factorized, n_rows, encoding, delimiter = fast
        check_column_names(header, path)
        source = SourceInfo(str(path), "csv", encoding, delimiter, None, tuple(missing_tokens))
        return Dataset.from_factorized(header, factorized, n_rows, source, types)
    data = path.read_bytes()
    text, encoding = decode(data, path, encoding)
    if not text.strip():
        raise InputError(_("the file is empty"), path=path)
    delimiter = delimiter if delimiter is not None else detect_delimiter(text)
    if delimiter == "\\t":
        delimiter = "\t"
    if len(delimiter) != 1:
        raise InputError(_("the delimiter must be one character"), path=path, value=delimiter)
    rows = _parse_csv(text, delimiter, path)
    header = [str(v) for v in rows.iloc[0].tolist()]
    check_column_names(header, path)
    frame = rows.iloc[1:].reset_index(drop=True)
    frame.columns = header
    source = SourceInfo(str(path), "csv", encoding, delimiter, None, tuple(missing_tokens))
    if frame.empty:
        raise InputError(_("the file has a header row but no data rows"), path=path)
    return Dataset.from_frame(frame, source, types)


FAST_SAMPLE = 400_000
"""Bytes decoded to detect the delimiter on the fast path: at least the 100,000 characters
:func:`detect_delimiter` reads."""


def _parse_fast(path: Path, encoding: str | None, delimiter: str | None):
    """The file parsed by pyarrow on every core (:mod:`.csv_arrow`): (header, factorized columns, rows, encoding,
    delimiter), or None when the text reader must do it (pyarrow missing, or the file is empty, binary or not
    well-formed; that reader then names the problem and its row). The file is never held in memory whole, except
    to detect an encoding other than UTF-8."""
    with open(path, "rb") as stream:
        head = stream.read(FAST_SAMPLE)
    given = encoding
    if encoding is None:
        if head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)) or b"\x00" in head[:65536]:
            return None
        encoding = "utf-8-sig" if head.startswith(codecs.BOM_UTF8) else "utf-8"
    elif _codec_name(encoding) is None:
        return None
    sample = head.decode(encoding, errors="ignore").removeprefix("\ufeff")
    if not sample.strip():
        return None
    delimiter = delimiter if delimiter is not None else detect_delimiter(sample)
    delimiter = "\t" if delimiter == "\\t" else delimiter
    if len(delimiter) != 1:
        return None
    parsed = csv_arrow.parse(path, delimiter, encoding)
    if parsed is None and given is None:
        # pyarrow checks that every cell is UTF-8; when one is not, detect the encoding as the text reader does.
        encoding = decode(path.read_bytes(), path)[1]
        if _codec_name(encoding) in ("utf-8", "utf-8-sig"):
            return None
        parsed = csv_arrow.parse(path, delimiter, encoding)
    return None if parsed is None else (*parsed, encoding, delimiter)


def _codec_name(encoding: str) -> str | None:
    try:
        return codecs.lookup(encoding).name
    except LookupError:
        return None


def decode(data: bytes, path: Path, encoding: str | None = None) -> tuple[str, str]:
    """Decode bytes to text, detecting the encoding unless one is given. Returns (text, encoding name)."""
    if encoding:
        try:
            codecs.lookup(encoding)
        except LookupError:
            raise InputError(_("unknown encoding '{encoding}'").format(encoding=encoding), path=path) from None
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError as error:
            raise _undecodable(data, path, encoding, error) from None
        return text.removeprefix("\ufeff"), encoding
    if data.startswith(codecs.BOM_UTF8):
        try:
            return data[len(codecs.BOM_UTF8):].decode("utf-8"), "utf-8-sig"
        except UnicodeDecodeError as error:
            raise _undecodable(data, path, "utf-8-sig", error) from None
    for bom, name in ((codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16")):
        if data.startswith(bom):
            return data.decode(name).removeprefix("\ufeff"), name
    if b"\x00" in data[:65536]:
        raise InputError(_("this is a binary file, not a CSV text table"), path=path)
    try:
        return data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError as error:
        _refuse_mixed(data, path, error)
    guess = _guess_legacy_encoding(data)
    for name in ([guess] if guess else []) + [e for e in ENCODINGS[1:] if e != guess]:
        try:
            return data.decode(name), name
        except UnicodeDecodeError:
            continue
    raise InputError(_("the file's text encoding could not be recognised; choose one"), path=path)


MIXED_EVIDENCE = 2
"""Non-ASCII characters that must decode as UTF-8 before the first byte that does not, for a file to count as
mixing UTF-8 with another encoding (one or two such characters can be a legacy encoding's bytes by chance)."""


def _refuse_mixed(data: bytes, path: Path, error: UnicodeDecodeError) -> None:
    """A file whose first rows are UTF-8 (with non-ASCII characters) and a later row is not mixes two encodings:
    any single-encoding reading garbles one part, so name the first row that does not decode."""
    before = data[:error.start].decode("utf-8")
    if sum(1 for ch in before if ord(ch) > 127) >= MIXED_EVIDENCE:
        row = data.count(b"\n", 0, error.start) + 1
        raise InputError(_("does not decode as UTF-8, the encoding of the rows before it: the file mixes two text "
                           "encodings; save it in one encoding (e.g. UTF-8)"), path=path, row=row)


def _guess_legacy_encoding(data: bytes) -> str | None:
    """Ask charset-normalizer which of the legacy encodings PrivDesk supports fits best."""
    from charset_normalizer import from_bytes

    best = from_bytes(data[:200_000], cp_isolation=["gb18030", "big5", "cp1252", "latin_1"]).best()
    if best is None:
        return None
    return {"latin_1": "latin-1"}.get(best.encoding, best.encoding)


def _undecodable(data: bytes, path: Path, encoding: str, error: UnicodeDecodeError) -> InputError:
    start = error.start
    row = data.count(b"\n", 0, start) + 1
    bad = data[start:error.end].hex(" ")
    return InputError(_("bytes {bytes} cannot be decoded as {encoding}; choose another encoding").format(
        bytes=bad, encoding=encoding), path=path, row=row)


def detect_delimiter(text: str) -> str:
    """The candidate that splits the first lines into the same number (> 1) of fields most consistently."""
    sample = text[:100_000]
    lines = sample.splitlines()[:50]
    if len(text) > len(sample) and len(lines) > 1:
        lines = lines[:-1]  # the last sampled line may be cut
    best, best_score = ",", (0, 0)
    for candidate in DELIMITERS:
        try:
            counts = [len(r) for r in csv.reader(lines, delimiter=candidate)]
        except csv.Error:
            continue
        counts = [c for c in counts if c > 0]
        if not counts or counts[0] < 2:
            continue
        consistent = sum(c == counts[0] for c in counts)
        score = (consistent, counts[0])
        if score > best_score:
            best, best_score = candidate, score
    return best


def _parse_csv(text: str, delimiter: str, path: Path) -> pd.DataFrame:
    """All rows (header included) as text. Ragged rows are an error naming the row."""
    if not _fields_consistent(text, delimiter):
        _refuse_unclosed_quote(text, path)
        _raise_ragged(text, delimiter, path)
    try:
        return pd.read_csv(io.StringIO(text), sep=delimiter, header=None, dtype=str, keep_default_na=False,
                           na_filter=False, skip_blank_lines=True, engine="c", quoting=csv.QUOTE_MINIMAL)
    except pd.errors.ParserError as error:
        _refuse_unclosed_quote(text, path)
        raise InputError(_("the file is not valid CSV ({error})").format(error=error), path=path) from None


def _refuse_unclosed_quote(text: str, path: Path) -> None:
    """Called when parsing failed: an odd number of quote characters leaves the last opening one unclosed (a
    doubled quote inside a quoted field counts twice), so name the row it opens in."""
    data = np.frombuffer(text.encode("utf-8"), dtype=np.uint8)
    quotes = np.flatnonzero(data == ord('"'))
    if len(quotes) % 2:
        opening = int(quotes[-1])
        row = int(np.count_nonzero(data[:opening] == ord("\n"))) + 1
        raise InputError(_("a quote opens here and is never closed; the rest of the file would be one cell"),
                         path=path, row=row)


def _fields_consistent(text: str, delimiter: str) -> bool:
    """Whether every non-blank record has as many fields as the first, counted with numpy over the bytes.

    Delimiters and line ends inside quotes are not counted: a quote toggles "inside", and a doubled quote toggles
    twice. A stray quote can fool this count, so a negative answer is confirmed by the csv module.
    """
    data = np.frombuffer(text.encode("utf-8"), dtype=np.uint8)
    quotes = np.flatnonzero(data == ord('"'))
    ends = np.flatnonzero(data == ord("\n"))
    separators = np.flatnonzero(data == ord(delimiter))
    if len(quotes):
        ends = ends[(np.searchsorted(quotes, ends) & 1) == 0]
        separators = separators[(np.searchsorted(quotes, separators) & 1) == 0]
    if len(data) and data[-1] != ord("\n"):
        ends = np.append(ends, len(data))
    fields = np.diff(np.searchsorted(separators, ends), prepend=0) + 1
    starts = np.concatenate([[0], ends[:-1] + 1])
    carriage = data[np.maximum(ends - 1, 0)] == ord("\r")
    nonblank = (ends - starts - carriage) > 0
    if not nonblank.any():
        return True
    return bool((fields[nonblank] == fields[np.argmax(nonblank)]).all())


def _raise_ragged(text: str, delimiter: str, path: Path) -> None:
    """Find the first record whose field count differs from the header's, with the csv module, and name it."""
    try:
        field_counts = np.fromiter(map(len, csv.reader(io.StringIO(text), delimiter=delimiter)), dtype=np.int64)
    except csv.Error as error:
        raise InputError(_("the file is not valid CSV ({error})").format(error=error), path=path) from None
    nonblank = field_counts > 0
    expected = field_counts[np.argmax(nonblank)]
    bad = np.flatnonzero(nonblank & (field_counts != expected))
    if len(bad):
        row = int(bad[0]) + 1
        found = int(field_counts[bad[0]])
        if len(bad) > 1:
            message = _("has {found} fields but the header has {expected} ({ragged} ragged rows in all); check the "
                        "delimiter ('{delimiter}') and quoting")
        else:
            message = _("has {found} fields but the header has {expected}; check the delimiter ('{delimiter}') and "
                        "quoting")
        raise InputError(message.format(found=found, expected=expected, ragged=len(bad),
                                        delimiter=_delimiter_name(delimiter)), path=path, row=row)


def _delimiter_name(delimiter: str) -> str:
    return {"\t": _("tab"), " ": _("space")}.get(delimiter, delimiter)


# --------------------------------------------------------------------------------------------------- cells

def dataset_from_cells(path: Path, kind: str, sheet: str, rows: list[list], missing_tokens, types,
                       other_sheets: tuple[str, ...] = ()) -> Dataset:
    while rows and all(v is None or (isinstance(v, str) and not v.strip()) for v in rows[-1]):
        rows.pop()
    if not rows:
        raise InputError(_("sheet '{sheet}' is empty").format(sheet=sheet), path=path)
    width = max(len(r) for r in rows)
    header_cells = list(rows[0]) + [None] * (width - len(rows[0]))
    while width > 0 and header_cells[width - 1] is None and all(
            len(r) < width or r[width - 1] is None for r in rows):
        width -= 1  # trailing empty columns that Excel keeps in a sheet's used range
    header = [cell_text(v) for v in header_cells[:width]]
    check_column_names(header, path)
    if len(rows) < 2:
        raise InputError(_("sheet '{sheet}' has a header row but no data rows").format(sheet=sheet), path=path)
    body = [[cell_text(v) for v in (list(r) + [None] * (width - len(r)))[:width]] for r in rows[1:]]
    frame = pd.DataFrame(body, columns=header, dtype=object)
    source = SourceInfo(str(path), kind, None, None, sheet, tuple(missing_tokens), other_sheets=other_sheets)
    return Dataset.from_frame(frame, source, types)


def cell_text(value: object) -> str:
    """Spreadsheet cell → the text PrivDesk keeps: whole numbers without '.0', dates as ISO dates."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, dt.datetime):
        if value.time() == dt.time(0):
            return value.date().isoformat()
        return value.isoformat(sep=" ")
    if isinstance(value, (dt.date, dt.time)):
        return value.isoformat()
    if isinstance(value, float):
        if value.is_integer() and abs(value) < 1e15:
            return str(int(value))
        return repr(value)
    return str(value)


# --------------------------------------------------------------------------------------------------- memory

def available_memory() -> int | None:
    """Free physical memory in bytes, or None when the platform does not say."""
    try:
        if sys.platform.startswith("linux"):
            with open("/proc/meminfo") as meminfo:
                for line in meminfo:
                    if line.startswith("MemAvailable:"):
                        return int(line.split()[1]) * 1024
        if hasattr(os, "sysconf") and "SC_AVPHYS_PAGES" in os.sysconf_names:
            return os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
        if sys.platform == "win32":
            import ctypes

            class MemoryStatus(ctypes.Structure):
                _fields_ = [("dwLength", ctypes.c_ulong), ("dwMemoryLoad", ctypes.c_ulong),
                            ("ullTotalPhys", ctypes.c_ulonglong), ("ullAvailPhys", ctypes.c_ulonglong),
                            ("ullTotalPageFile", ctypes.c_ulonglong), ("ullAvailPageFile", ctypes.c_ulonglong),
                            ("ullTotalVirtual", ctypes.c_ulonglong), ("ullAvailVirtual", ctypes.c_ulonglong),
                            ("ullAvailExtendedVirtual", ctypes.c_ulonglong)]
            status = MemoryStatus()
            status.dwLength = ctypes.sizeof(MemoryStatus)
            if ctypes.windll.kernel32.GlobalMemoryStatusEx(ctypes.byref(status)):
                return int(status.ullAvailPhys)
    except (OSError, ValueError, AttributeError):
        return None
    return None


def _human(size: int) -> str:
    value = float(size)
    for unit in ("bytes", "KB", "MB", "GB", "TB"):
        if value < 1024 or unit == "TB":
            return _("{size:.0f} bytes").format(size=value) if unit == "bytes" else f"{value:.1f} {unit}"
        value /= 1024
    return _("{size:.0f} bytes").format(size=size)
