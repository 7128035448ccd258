"""Column data types: parse the distinct text values of a column, infer a type, order values by it.

All work is on a column's distinct values (not its rows), so inference on a million-row column is cheap.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass

import numpy as np
import pandas as pd

from ..i18n import N_, _


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
        keys = pd.to_numeric(text, errors="coerce").to_numpy(float)
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
    total = counts.sum()
    if total == 0:
        return ColumnType.STRING, None

    def share(parsed: Parsed) -> float:
        return counts[parsed.ok].sum() / total

    integer = parse(values, ColumnType.INTEGER)
    decimal = parse(values, ColumnType.DECIMAL)
    # Integer only when no more values parse as decimals (1, 2.5, 4 is a decimal column, not integers with a
    # failing 2.5).
    if share(integer) >= INFERENCE_SHARE and share(decimal) <= share(integer):
        # Codes with leading zeros (ZIP 01234, MRN 007) or of one fixed width are labels, not quantities: text.
        if is_digit_code(values[integer.ok]):
            return ColumnType.STRING, None
        return ColumnType.INTEGER, None
    if share(decimal) >= INFERENCE_SHARE:
        return ColumnType.DECIMAL, None
    comma = pd.Series(values, dtype=object).str.match(_DECIMAL_COMMA).fillna(False).to_numpy(bool)
    if counts[comma | integer.ok].sum() / total >= INFERENCE_SHARE and comma.any():
        return ColumnType.DECIMAL, "comma"
    best_format, best_share = None, 0.0
    for fmt in DATE_FORMATS:
        s = share(parse(values, ColumnType.DATE, fmt))
        if s > best_share:
            best_format, best_share = fmt, s
    if best_share >= INFERENCE_SHARE:
        return ColumnType.DATE, best_format
    return ColumnType.STRING, None


def is_digit_code(values: np.ndarray) -> bool:
    """Whether distinct integer-looking texts are a code: some has a leading zero, or all are unsigned digit strings
    of one width of at least :data:`CODE_MIN_WIDTH` (a masking hierarchy fits them, numeric intervals do not)."""
    texts = pd.Series(values, dtype=object).astype(str).str.strip()
    if len(texts) == 0:
        return False
    if texts.str.match(_LEADING_ZERO).any():
        return True
    lengths = texts.str.len()
    return bool(texts.str.match(_DIGITS).all() and lengths.min() == lengths.max() >= CODE_MIN_WIDTH and len(texts) > 1)


def type_order(values: np.ndarray, kind: ColumnType, fmt: str | None = None,
               order: list[str] | None = None) -> tuple[np.ndarray, int]:
    """Permutation that puts distinct values in type order: parsing values sorted, then failing ones by text.

    Returns (permutation, number of values that parse).
    """
    parsed = parse(values, kind, fmt, order)
    valid = np.flatnonzero(parsed.ok)
    invalid = np.flatnonzero(~parsed.ok)
    if kind is ColumnType.STRING:
        valid = valid[np.argsort(values[valid].astype(str), kind="stable")]
    else:
        valid = valid[np.argsort(parsed.keys[valid], kind="stable")]
    invalid = invalid[np.argsort(values[invalid].astype(str), kind="stable")]
    return np.concatenate([valid, invalid]).astype(np.int64), len(valid)
