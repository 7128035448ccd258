"""Column data types: parse the distinct text values of a column, infer a type, order values by it.

All work is on a column's distinct values (not its rows), so inference on a million-row column is cheap.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass

import numpy as np
import pandas as pd

from privdesk.common.i18n import N_, _


class ColumnType(str, enum.Enum):
    INTEGER = "integer"
    DECIMAL = "decimal"
    DATE = "date"
    ORDERED = "ordered"   # a string with a user-given order of its values (e.g. low < medium < high)
    STRING = "string"

    @classmethod
    def parse(cls, text: str) -> "ColumnType":
        try:
            return cls(text.strip().lower())
        except ValueError:
            names = ", ".join(t.value for t in cls)
            raise ValueError(_("unknown column type {text!r}; choose one of {names}").format(text=text,
                                                                                           names=names)) from None


TYPE_NAMES = {ColumnType.INTEGER.value: N_("integer"), ColumnType.DECIMAL.value: N_("decimal"),
              ColumnType.DATE.value: N_("date"), ColumnType.ORDERED.value: N_("ordered"),
              ColumnType.STRING.value: N_("string")}
"""The English names of the column types as people read them (the home of these words outside the window, which
names them through Qt); :func:`type_name` translates them. Files, options and JSON keep :attr:`ColumnType.value`."""


def type_name(kind: ColumnType | str) -> str:
    """A column type (or its value, e.g. ``"integer"``) in the current language; an unknown one as given."""
    value = kind.value if isinstance(kind, ColumnType) else str(kind)
    return _(TYPE_NAMES[value]) if value in TYPE_NAMES else value


# Tried in this order; an ambiguous day/month column goes to the first format that parses most values.
DATE_FORMATS = ("%Y-%m-%d", "%Y-%m-%d %H:%M:%S", "%Y-%m-%dT%H:%M:%S", "%Y/%m/%d", "%d/%m/%Y", "%m/%d/%Y",
                "%d.%m.%Y", "%d-%m-%Y", "%Y%m%d")

# A type is inferred when at least this share of the non-missing rows parse under it; the rest are listed as
# failing values (like ARX's data-type detection, which also tolerates dirty values).
INFERENCE_SHARE = 0.7

_INTEGER = re.compile(r"^\s*[+-]?\d+\s*$")
_LEADING_ZERO = re.compile(r"^\s*0\d")
_DIGITS = re.compile(r"^\d+$")

CODE_MIN_WIDTH = 5
"""Digit strings all this long or longer and all of one length (ZIP 47933, postcode 510120, phone and ID numbers)
are codes, not quantities; shorter fixed widths (years 1979, ages 42) stay numbers."""
_DECIMAL_COMMA = re.compile(r"^\s*[+-]?\d+,\d+\s*$")


@dataclass(frozen=True)
class Parsed:
    """Parsed distinct values: ``ok`` marks values that parse; ``keys`` sort them (NaN/NaT where not ok)."""

    ok: np.ndarray
    keys: np.ndarray


def parse(values: np.ndarray, kind: ColumnType, fmt: str | None = None,
          order: list[str] | None = None) -> Parsed:
    """Parse an array of distinct strings under ``kind``."""
    series = pd.Series(values, dtype=object)
    if kind is ColumnType.INTEGER:
        ok = series.str.match(_INTEGER).fillna(False).to_numpy(bool)
        keys = pd.to_numeric(series.where(ok), errors="coerce").to_numpy(float)
        return Parsed(ok, keys)
    if kind is ColumnType.DECIMAL:
        text = series
        if fmt == "comma":
            text = series.str.replace(",", ".", regex=False)
        keys = text_numbers(text)
        ok = np.isfinite(keys)
        return Parsed(ok, np.where(ok, keys, np.nan))
    if kind is ColumnType.DATE:
        stamps = pd.to_datetime(series.str.strip(), format=fmt or DATE_FORMATS[0], errors="coerce")
        ok = stamps.notna().to_numpy(bool)
        return Parsed(ok, stamps.to_numpy("datetime64[ns]"))
    if kind is ColumnType.ORDERED:
        position = {v: i for i, v in enumerate(order or [])}
        keys = np.array([position.get(v, np.nan) for v in values], dtype=float)
        return Parsed(np.isfinite(keys), keys)
    return Parsed(np.ones(len(values), bool), np.asarray(values, dtype=object))


def infer(values: np.ndarray, counts: np.ndarray) -> tuple[ColumnType, str | None]:
    """Infer (type, format) from distinct non-missing strings and their row counts."""
    values = np.asarray(values, dtype=object)
    return infer_columns(values, np.asarray(counts), np.zeros(len(values), np.int64), 1)[0]


def infer_columns(values: np.ndarray, counts: np.ndarray, column: np.ndarray, n_columns: int,
                  stripped: np.ndarray | None = None) -> list[tuple[ColumnType, str | None]]:
    """:func:`infer` for many columns at once: ``values`` holds every column's distinct non-missing strings,
    ``column`` the column number of each (ascending) and ``counts`` its rows.

    Each test runs once over all values, and each column's share comes from one weighted bincount, so a table of
    10,000 narrow columns costs a few array operations rather than 10,000 rounds of them.
    """
    values = as_texts(values)
    fixed = stripped if stripped is not None else stripped_texts(values)
    total = np.bincount(column, weights=counts, minlength=n_columns)

    def share(ok: np.ndarray) -> np.ndarray:
        hits = np.bincount(column[ok], weights=counts[ok], minlength=n_columns)
        return np.divide(hits, total, out=np.zeros(n_columns), where=total > 0)

    integer_ok = _integer_texts(values, fixed)
    decimal_ok = _decimal_texts(values, fixed, integer_ok)
    integer_share, decimal_share = share(integer_ok), share(decimal_ok)
    # Integer only when no more values parse as decimals (1, 2.5, 4 is a decimal column, not integers with a
    # failing 2.5).
    integer = (total > 0) & (integer_share >= INFERENCE_SHARE) & (decimal_share <= integer_share)
    # Codes with leading zeros (ZIP 01234, MRN 007) or of one fixed width are labels, not quantities: text.
    code = integer & digit_code_columns(values[integer_ok], column[integer_ok], n_columns,
                                        None if fixed is None else fixed[integer_ok])
    decimal = (total > 0) & ~integer & (decimal_share >= INFERENCE_SHARE)
    undecided = (total > 0) & ~integer & ~decimal
    # Decimal commas and dates need a digit: values without one are not parsed at all (most of a text column).
    in_undecided = undecided[column] & _has_digit(fixed)
    comma_ok = np.zeros(len(values), bool)
    comma_ok[in_undecided] = _matches(pd.Series(values[in_undecided], dtype=object), _DECIMAL_COMMA)
    comma = undecided & (share(comma_ok | integer_ok) >= INFERENCE_SHARE) & (
        np.bincount(column[comma_ok], minlength=n_columns) > 0)
    undecided &= ~comma
    in_undecided &= undecided[column]
    best_format = np.full(n_columns, -1)
    best_share = np.zeros(n_columns)
    if in_undecided.any():
        stripped = pd.Series(values[in_undecided], dtype=object).str.strip()
        for position, fmt in enumerate(DATE_FORMATS):
            ok = np.zeros(len(values), bool)
            ok[in_undecided] = pd.to_datetime(stripped, format=fmt, errors="coerce").notna().to_numpy(bool)
            date_share = share(ok)
            better = undecided & (date_share > best_share)
            best_format[better], best_share[better] = position, date_share[better]
    date = undecided & (best_share >= INFERENCE_SHARE)
    result: list[tuple[ColumnType, str | None]] = []
    for j in range(n_columns):
        if integer[j]:
            result.append((ColumnType.STRING, None) if code[j] else (ColumnType.INTEGER, None))
        elif decimal[j]:
            result.append((ColumnType.DECIMAL, None))
        elif comma[j]:
            result.append((ColumnType.DECIMAL, "comma"))
        elif date[j]:
            result.append((ColumnType.DATE, DATE_FORMATS[best_format[j]]))
        else:
            result.append((ColumnType.STRING, None))
    return result


def as_texts(values) -> np.ndarray:
    """Distinct texts as an array: a fixed-width numpy string array stays one (the CSV reader's, which no Python
    string was made for); anything else becomes an object array."""
    values = np.asarray(values) if isinstance(values, np.ndarray) else np.asarray(values, dtype=object)
    return values if values.dtype.kind in "UO" else values.astype(object)


def stripped_texts(values: np.ndarray) -> np.ndarray | None:
    """``str.strip()`` of every value as a fixed-width numpy array (stripped by numpy's C string functions, the
    same white space as Python's), or None when a value is not a string or the array would be too large."""
    if len(values) == 0 or not hasattr(np, "strings"):  # numpy < 2: the regular-expression paths
        return None
    if values.dtype.kind == "U":
        return np.strings.strip(values)
    if pd.api.types.infer_dtype(values, skipna=False) != "string":
        return None
    width = max(map(len, values))
    if len(values) * max(width, 1) * 4 > TEXT_SORT_BYTES:
        return None
    return np.strings.strip(values.astype(f"<U{max(width, 1)}"))


def _code_points(fixed: np.ndarray) -> np.ndarray:
    """A fixed-width string array as a (values x width) matrix of code points (0 past each value's end)."""
    width = max(fixed.dtype.itemsize // 4, 1)
    return np.ascontiguousarray(fixed).view(np.uint32).reshape(len(fixed), width)


def _has_digit(fixed: np.ndarray | None) -> np.ndarray | bool:
    """Which values hold an ASCII digit (True for all when the texts are not a fixed-width array)."""
    if fixed is None:
        return True
    points = _code_points(fixed)
    return ((points >= ord("0")) & (points <= ord("9"))).any(axis=1)


def _integer_texts(values: np.ndarray, fixed: np.ndarray | None = None) -> np.ndarray:
    """Which values match :data:`_INTEGER`: after stripping white space (as ``\\s`` does), an optional sign and
    decimal digits (Unicode category Nd, as ``\\d``), computed with numpy's string functions when it can
    (``fixed``: the values stripped, from :func:`stripped_texts`)."""
    if fixed is None:
        fixed = stripped_texts(values)
    if fixed is None:
        return _matches(pd.Series(values, dtype=object), _INTEGER)
    signed = np.strings.startswith(fixed, "+") | np.strings.startswith(fixed, "-")
    body = np.where(signed, np.strings.lstrip(fixed, "+-"), fixed)
    return np.strings.isdecimal(body) & (np.strings.str_len(body) == np.strings.str_len(fixed) - signed)


SURE_INTEGER_DIGITS = 18
"""An integer text of ASCII digits at most this long is a finite number to pandas without asking it."""


HUGE_EXPONENT = re.compile(r"\d[eE][+-]?\d{10}")
"""A digit, ``e``, an optional sign and ten digits: texts pandas' number parser must not see (:func:`text_numbers`)."""


def text_numbers(texts: pd.Series, risky: np.ndarray | None = None) -> np.ndarray:
    """``pd.to_numeric(texts, errors="coerce")`` as floats, for texts that may be any value (NaN: not a number).
    pandas' C parser crashes the process (SIGSEGV, pandas 2.3) on a digit, an ``e`` and an exponent of ten digits,
    e.g. the hex pseudonym ``8e2569614270f3d8``; such texts are read by Python's ``float`` instead (a loop over
    those few only). ``risky``: which texts hold that pattern, when known (:func:`huge_exponents`)."""
    if risky is None:
        risky = texts.str.contains(HUGE_EXPONENT, na=False).to_numpy(bool)
    if not risky.any():
        return pd.to_numeric(texts, errors="coerce").to_numpy(float)
    numbers = np.full(len(texts), np.nan)
    numbers[~risky] = pd.to_numeric(texts[~risky], errors="coerce").to_numpy(float)
    numbers[risky] = [_python_number(text) for text in texts[risky]]
    return numbers


def huge_exponents(fixed: np.ndarray) -> np.ndarray:
    """Which texts of a fixed-width string array hold :data:`HUGE_EXPONENT`, found on their code points without a
    regular expression (about 0.2 s for 10^6 texts of 16 characters, half the regular expression's time)."""
    points = _code_points(fixed)
    width = points.shape[1]
    if width < 12:
        return np.zeros(len(points), bool)
    digit = (points >= ord("0")) & (points <= ord("9"))
    ten = digit[:, :width - 9].copy()  # ten[:, j]: ten digits from j on
    for shift in range(1, 10):
        ten &= digit[:, shift:width - 9 + shift]
    exponent = (points[:, 1:] == ord("e")) | (points[:, 1:] == ord("E"))
    sign = (points == ord("+")) | (points == ord("-"))
    lead = digit[:, :width - 11] & exponent[:, :width - 11]  # a digit at i, e at i + 1
    found = (lead & ten[:, 2:width - 9]).any(axis=1)
    if width >= 13:
        found |= (lead[:, :width - 12] & sign[:, 2:width - 10] & ten[:, 3:width - 9]).any(axis=1)
    return found


def _python_number(text: str) -> float:
    try:
        return float(text)
    except ValueError:
        return np.nan


def _decimal_texts(values: np.ndarray, fixed: np.ndarray | None, integer_ok: np.ndarray) -> np.ndarray:
    """Which values pandas reads as a finite number (``pd.to_numeric``). Only values that could be one are handed
    to pandas: short ASCII integers are numbers, and a value without an ASCII digit is none."""
    if fixed is None:
        return np.isfinite(text_numbers(pd.Series(values, dtype=object)))
    points = _code_points(fixed)
    length = np.strings.str_len(fixed)
    raw_length = (np.strings.str_len(values) if values.dtype.kind == "U"
                  else np.fromiter(map(len, values), np.int64, len(values)))
    # No white space around (pandas strips less of it than Python), ASCII only, short: a number to pandas.
    sure = integer_ok & (points.max(axis=1) < 128) & (length <= SURE_INTEGER_DIGITS) & (length == raw_length)
    maybe = ~sure & _has_digit(fixed)
    ok = sure.copy()
    if maybe.any():
        parsed = text_numbers(pd.Series(values[maybe], dtype=object), huge_exponents(fixed[maybe]))
        ok[maybe] = np.isfinite(parsed)
    return ok


def _matches(texts: pd.Series, pattern: re.Pattern) -> np.ndarray:
    """Which values are strings matching ``pattern`` (a value that is not a string matches nothing)."""
    if texts.empty:
        return np.zeros(0, bool)
    try:
        return texts.str.match(pattern).fillna(False).to_numpy(bool)
    except AttributeError:  # no string at all among the values
        return np.zeros(len(texts), bool)


def is_digit_code(values: np.ndarray) -> bool:
    """Whether distinct integer-looking texts are a code: some has a leading zero, or all are unsigned digit strings
    of one width of at least :data:`CODE_MIN_WIDTH` (a masking hierarchy fits them, numeric intervals do not)."""
    return bool(digit_code_columns(np.asarray(values, dtype=object), np.zeros(len(values), np.int64), 1)[0])


def digit_code_columns(values: np.ndarray, column: np.ndarray, n_columns: int,
                       integers: np.ndarray | None = None) -> np.ndarray:
    """:func:`is_digit_code` for the values of many columns at once (``column`` numbers each value's column;
    ``integers``: the values stripped, when the caller knows they are all integer texts)."""
    values = as_texts(values)
    fixed = integers if integers is not None else stripped_texts(values)
    size = np.bincount(column, minlength=n_columns)
    if fixed is not None and (integers is not None or _integer_texts(fixed, fixed).all()):  # the usual call
        lengths = np.strings.str_len(fixed).astype(np.int64)
        zero_first = np.strings.startswith(fixed, "0") & (lengths >= 2)
        only_digits = np.strings.isdecimal(fixed)
    else:
        texts = pd.Series(fixed if fixed is not None else values, dtype=object).astype(str)
        texts = texts if fixed is not None else texts.str.strip()
        lengths = texts.str.len().to_numpy(np.int64) if len(texts) else np.zeros(0, np.int64)
        zero_first, only_digits = _matches(texts, _LEADING_ZERO), _matches(texts, _DIGITS)
    leading_zero = np.bincount(column, weights=zero_first, minlength=n_columns) > 0
    digits = np.bincount(column, weights=only_digits, minlength=n_columns) == size
    shortest = np.full(n_columns, np.iinfo(np.int64).max)
    longest = np.zeros(n_columns, np.int64)
    np.minimum.at(shortest, column, lengths)
    np.maximum.at(longest, column, lengths)
    return digit_code_rule(size, leading_zero, digits, shortest, longest)


def digit_code_rule(size, leading_zero, digits, shortest, longest):
    """Whether integer-looking columns are codes, from each one's number of distinct values, whether one has a
    leading zero, whether all are unsigned digit strings, and their shortest and longest length (numbers or
    arrays of them)."""
    fixed_width = (shortest == longest) & (longest >= CODE_MIN_WIDTH) & (size > 1)
    return (size > 0) & (leading_zero | (digits & fixed_width))


PLAIN_DIGITS = 15
"""Digit strings up to this long are numbers float64 holds exactly (below 2**53), as :func:`parse` reads them."""


def plain_digit_columns(values: np.ndarray, column: np.ndarray, n_columns: int
                        ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The columns whose every value is a plain digit string (1 to :data:`PLAIN_DIGITS` ASCII digits and nothing
    else), typed and ordered in one pass over their code points instead of the general tests. For them
    :func:`infer_columns` gives integers, or strings when :func:`digit_code_columns` calls them codes, and
    :func:`order_columns` orders integers by number and codes by text, every value parsing; so does this.

    ``values``: distinct texts (fixed-width, else no column is plain), ``column`` each one's column (ascending).
    Returns (plain, code) per column and the plain columns' values in order (indices into ``values``, column by
    column)."""
    none = np.zeros(n_columns, bool)
    if values.dtype.kind != "U" or len(values) == 0 or values.dtype.itemsize == 0 or not hasattr(np, "strings"):
        return none, none, np.zeros(0, np.int64)
    # Character position by position over all values (one contiguous row each): how many characters are ASCII
    # digits (all of them, up to the length, in a plain value: a NUL inside is not a digit) and a key with each
    # digit d as d + 1 and the end as 0 in base 11, which sorts as the text does. Meaningless where not plain.
    length = np.strings.str_len(values)
    rows = np.ascontiguousarray(_code_points(values)[:, :PLAIN_DIGITS].T)
    digits, text_key = np.zeros(len(values), np.int64), np.zeros(len(values), np.int64)
    for row in rows:
        is_digit = row - np.uint32(ord("0")) < 10  # below '0' wraps round to a large number
        digits += is_digit
        text_key = text_key * 11 + np.where(is_digit, row.astype(np.int64) - (ord("0") - 1), 0)
    plain_value = (digits == length) & (length > 0)  # at most PLAIN_DIGITS digits are counted
    size = np.bincount(column, minlength=n_columns)
    plain = (size > 0) & (np.bincount(column[~plain_value], minlength=n_columns) == 0)
    members = np.flatnonzero(plain[column])
    if len(members) == 0:
        return none, none, np.zeros(0, np.int64)
    of, length, text_key = column[members], length[members].astype(np.int64), text_key[members]
    starts = np.flatnonzero(np.r_[True, of[1:] != of[:-1]])
    shortest, longest = np.zeros(n_columns, np.int64), np.zeros(n_columns, np.int64)
    shortest[of[starts]] = np.minimum.reduceat(length, starts)
    longest[of[starts]] = np.maximum.reduceat(length, starts)
    zero_first = (rows[0][members] == ord("0")) & (length >= 2)
    leading_zero = np.bincount(of, weights=zero_first, minlength=n_columns) > 0
    code = plain & digit_code_rule(size, leading_zero, True, shortest, longest)
    # Codes sort as text; integers (no leading zero) by length, then as text: by number. Keys are distinct.
    key_range = (PLAIN_DIGITS + 1) * 11 ** len(rows)
    key = np.where(code[of], text_key, length * 11 ** len(rows) + text_key)
    place = np.cumsum(plain) - 1
    if int(place[-1]).bit_length() + key_range.bit_length() <= 62:  # (column, key) in one number
        order = np.argsort(place[of] << key_range.bit_length() | key)
    else:
        order = np.lexsort((key, of))
    return plain, code, members[order]


def type_order(values: np.ndarray, kind: ColumnType, fmt: str | None = None,
               order: list[str] | None = None) -> tuple[np.ndarray, int]:
    """Permutation that puts distinct values in type order: parsing values sorted, then failing ones by text.

    Returns (permutation, number of values that parse).
    """
    values = np.asarray(values, dtype=object)
    permutation, n_valid = order_columns(values, np.zeros(len(values), np.int64), [(kind, fmt, order)])
    return permutation, int(n_valid[0])


def order_columns(values: np.ndarray, column: np.ndarray,
                  types: list[tuple[ColumnType, str | None, list[str] | None]]) -> tuple[np.ndarray, np.ndarray]:
    """:func:`type_order` for many columns at once (``column`` numbers each value's column, ascending; ``types``
    gives each column's (type, format, value order)).

    Returns the permutation of all values (column by column, each in its type order) and each column's number of
    values that parse. Values of one type and format are parsed together; one stable sort orders them all.
    """
    n_columns = len(types)
    kind_key = np.array([f"{kind.value}|{fmt}" for kind, fmt, _ in types], dtype=object)
    ok = np.ones(len(values), bool)
    rank = np.zeros(len(values), np.int64)   # a parsing value's place in its type's order (ties share a rank)
    for key in dict.fromkeys(kind_key):
        kind, fmt = types[int(np.flatnonzero(kind_key == key)[0])][:2]
        if kind is ColumnType.STRING:
            continue
        members = np.flatnonzero((kind_key == key)[column])
        if len(members) == 0:
            continue
        if kind is ColumnType.ORDERED:
            keys = np.full(len(members), np.nan)
            for j in np.unique(column[members]):  # each ordered column has its own value order
                inside = column[members] == j
                keys[inside] = parse(values[members[inside]], kind, fmt, types[j][2]).keys
            parsed = Parsed(np.isfinite(keys), keys)
        else:
            parsed = parse(values[members], kind, fmt)
        ok[members] = parsed.ok
        keys = parsed.keys[parsed.ok]
        if kind is ColumnType.DATE:
            keys = keys.astype("datetime64[ns]").view(np.int64)
        rank[members[parsed.ok]] = np.unique(keys, return_inverse=True)[1].ravel()
    # Strings, and values failing their type, go by text (code point order); ties keep their position.
    by_text = np.flatnonzero(~ok | np.array([kind is ColumnType.STRING for kind, _, _ in types], bool)[column])
    rank[by_text] = text_ranks(values[by_text])
    # One sort by (column, failing, rank) packed into one number (each part is below len(values)); ties (values
    # of one number, 1 and 01) keep their position, so a tie means sorting again, stably.
    size = max(len(values), 1)
    key = (column.astype(np.int64) * 2 + ~ok) * size + rank
    permutation = np.argsort(key)
    ordered = key[permutation]
    if (ordered[1:] == ordered[:-1]).any():
        permutation = np.argsort(key, kind="stable")
    return permutation.astype(np.int64), np.bincount(column[ok], minlength=n_columns)


TEXT_SORT_BYTES = 256 << 20
"""Texts are sorted as a fixed-width numpy array (a C comparison) while it takes at most this much memory; beyond
(a few very long values) as Python strings."""


def text_ranks(values: np.ndarray) -> np.ndarray:
    """Numbers that order the values by their text in code point order; equal texts may share one (a stable sort
    by them keeps equal texts in position order either way)."""
    if values.dtype.kind == "U":  # already fixed-width: sorted by its code points
        return code_point_ranks(values)
    texts = pd.Series(values, dtype=object).astype(str)
    width = int(texts.str.len().max()) if len(texts) else 0
    if len(texts) * max(width, 1) * 4 <= TEXT_SORT_BYTES:
        order = np.argsort(texts.to_numpy(dtype=f"<U{max(width, 1)}"), kind="stable")
    else:
        order = texts.to_numpy(object).argsort(kind="stable")
    ranks = np.empty(len(values), np.int64)
    ranks[order] = np.arange(len(values))
    return ranks


def code_point_ranks(fixed: np.ndarray) -> np.ndarray:
    """Each text's place among the distinct texts of a fixed-width string array in numpy's order (by code points,
    a shorter prefix first); equal texts share it. The code points are packed into as few 64-bit numbers as their
    range allows and those are sorted: several times quicker than numpy comparing the strings."""
    points = _code_points(fixed)
    n, width = points.shape
    if n == 0:
        return np.zeros(0, np.int64)
    bits = max(int(points.max()).bit_length(), 1)
    per_key = 64 // bits
    keys = []
    for start in range(0, width, per_key):
        key = np.zeros(n, np.uint64)
        for j in range(start, start + per_key):
            key <<= np.uint64(bits)
            if j < width:
                key |= points[:, j]
        keys.append(key)
    order = np.argsort(keys[0]) if len(keys) == 1 else np.lexsort(keys[::-1])  # lexsort's last key is the first
    new = np.zeros(n, bool)  # where a new distinct text starts in sorted order
    new[0] = True
    for key in keys:
        ordered = key[order]
        new[1:] |= ordered[1:] != ordered[:-1]
    ranks = np.empty(n, np.int64)
    ranks[order] = np.cumsum(new) - 1
    return ranks
