"""Linux: a smaller copy of Qt's ICU data library (libicudata.so.NN, 32 MB in PySide6's wheel), holding what a
program that speaks English and Chinese uses. installer/privdesk.spec calls trimmed_icu_data() at build time.

Qt loads ICU for codecs, collation and time zones; PrivDesk's window only sorts and shows text, which Qt does with its
own Unicode tables. The copy leaves out, of ICU's common data (one archive of items, ICU's "CmnD" package format):
- locale data (names of languages, countries, currencies, units, time zones; collation and number-spelling rules)
  of every language but English and Chinese: ICU falls back to its root locale for the others;
- transliteration rules;
- legacy code pages of Japanese, Korean, EBCDIC mainframes and X11 compound text (the Chinese ones stay).
The library is rebuilt with binutils (as, ld), which the build needs already (strip, readelf)."""

from __future__ import annotations

import re
import struct
import subprocess
from pathlib import Path

KEPT_LOCALES = re.compile(r"(root|pool|res_index|(en|zh|yue)(_\w*)?)\.res$")  # yue: zh_Hant_HK's parent in places
LOCALE_FILE = re.compile(r"[a-z]{2,3}(_\w*)?\.res$")
UNUSED_ITEMS = re.compile(
    r"translit/|"
    r"(euc-jp-2007|jisx-212|ibm-(33722_\w+|943_\w+|954_\w+|930_\w+|1390_\w+|949_\w+|970_\w+|1363_\w+|1364_\w+|"
    r"933_\w+|935_\w+|1371_\w+|1388_\w+)|icu-internal-(25546|compound-\w+))\.cnv$")


def wanted(item: str) -> bool:
    """item: an ICU item name such as icudt73l/coll/de.res."""
    name = item.split("/", 1)[1]
    base = name.rsplit("/", 1)[-1]
    if UNUSED_ITEMS.match(name):
        return False
    return not LOCALE_FILE.match(base) or bool(KEPT_LOCALES.match(base))


def read_items(package: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """The header and the (name, bytes) items of an ICU common data package (its table of contents: a count, then
    offsets of name and data from the table's start; items follow one another, each 16-byte aligned)."""
    header_size = struct.unpack_from("<H", package, 0)[0]
    count = struct.unpack_from("<I", package, header_size)[0]
    entries = [struct.unpack_from("<II", package, header_size + 4 + 8 * i) for i in range(count)]
    ends = [data for _, data in entries[1:]] + [len(package) - header_size]
    items = []
    for (name_at, data_at), end in zip(entries, ends):
        start = header_size + name_at
        name = package[start:package.index(b"\0", start)].decode("ascii")
        items.append((name, package[header_size + data_at:header_size + end]))
    return package[:header_size], items


def write_items(header: bytes, items: list[tuple[str, bytes]]) -> bytes:
    """The package read_items reads (items keep their padding, ICU pads with 0xaa; names stay sorted, as ICU's
    lookup needs)."""
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in items)
    table_size = 4 + 8 * len(items)
    names_end = table_size + len(names)
    first_item = names_end + (-names_end) % 16
    table, name_at, data_at = [struct.pack("<I", len(items))], table_size, first_item
    for name, data in items:
        table.append(struct.pack("<II", name_at, data_at))
        name_at += len(name) + 1
        data_at += len(data)
    body = b"".join(table) + names + b"\xaa" * (first_item - names_end)
    return header + body + b"".join(data for _, data in items)


def trimmed_package(package: bytes) -> bytes:
    header, items = read_items(package)
    return write_items(header, [(name, data) for name, data in items if wanted(name)])


def _data_symbol(library: Path) -> tuple[str, int, int]:
    """The library's one symbol (icudtNN_dat) and the file offset and size of the section holding it."""
    symbols = subprocess.run(["readelf", "-s", "-W", "--dyn-syms", str(library)], capture_output=True, text=True,
                             check=True).stdout
    symbol = re.search(r"\b(icudt\d+_dat)\b", symbols).group(1)
    sections = subprocess.run(["readelf", "-S", "-W", str(library)], capture_output=True, text=True, check=True).stdout
    rodata = re.search(r"\.rodata\s+PROGBITS\s+([0-9a-f]+)\s+([0-9a-f]+)\s+([0-9a-f]+)", sections)
    return symbol, int(rodata.group(2), 16), int(rodata.group(3), 16)


def trimmed_icu_data(library: Path, folder: Path) -> Path:
    """A copy of library (PySide6's libicudata.so.NN) in folder, holding the trimmed package under the same symbol
    and soname."""
    symbol, offset, size = _data_symbol(library)
    package = library.read_bytes()[offset:offset + size]
    folder.mkdir(parents=True, exist_ok=True)
    data = folder / f"{symbol}.dat"
    data.write_bytes(trimmed_package(package))
    source = folder / f"{symbol}.s"
    source.write_text(f'.section .rodata\n.globl {symbol}\n.type {symbol}, @object\n.balign 16\n{symbol}:\n'
                      f'.incbin "{data.name}"\n.size {symbol}, .-{symbol}\n.section .note.GNU-stack,"",@progbits\n')
    subprocess.run(["as", "-o", f"{symbol}.o", source.name], cwd=folder, check=True)
    copy = folder / library.name
    subprocess.run(["ld", "-shared", "-soname", library.name, "-o", str(copy), f"{symbol}.o"], cwd=folder, check=True)
    return copy
