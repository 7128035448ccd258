"""Dates shifted per patient: every date of one person moves by the same secret number of days.

A person's offset is drawn from an HMAC-SHA-256 of their person key under the project's secret (the key of the keyed
pseudonyms, never written into a release or report), uniform in −N..N days. So

- the intervals between a person's dates (length of stay, days between visits) are kept exactly,
- the calendar dates are hidden: without the secret, an offset cannot be recomputed from the key,
- the same secret and key give the same offsets on every rerun; different persons get independent offsets.

A date-time keeps its time of day. Cells that are missing or not dates are left as they are. The shift works on the
distinct (date, person) pairs, never on a Python loop over rows.
"""

from __future__ import annotations

import hashlib
import hmac
from dataclasses import replace
from typing import Sequence

import numpy as np
import pandas as pd

from privdesk.common.i18n import _
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.persons import person_codes
from privdesk.engine.core.types import ColumnType, parse

DOMAIN = b"privdesk date shift\x00"  # keeps the offsets apart from the pseudonyms made with the same secret


def person_offsets(persons: Sequence[str], key: bytes, max_days: int) -> np.ndarray:
    """The offset in days (−max_days..max_days) of each person key, from its HMAC under ``key``."""
    if not key:
        raise InputError(_("shifting dates needs the project's secret key"))
    span = 2 * int(max_days) + 1
    digests = [hmac.new(key, DOMAIN + str(p).encode("utf-8"), hashlib.sha256).digest()[:8] for p in persons]
    numbers = np.frombuffer(b"".join(digests), dtype=">u8").astype(object) if digests else np.zeros(0, object)
    # 2^64 mod span is negligible bias for spans below 10^5 days (< 10^-14)
    return np.array([int(n) % span - int(max_days) for n in numbers], dtype=np.int64)


def shift_dates(dataset: Dataset, columns: Sequence[str], person: str, key: bytes, max_days: int) -> Dataset:
    """``dataset`` with every date of ``columns`` moved by its row's person's offset (:func:`person_offsets`)."""
    if int(max_days) != max_days or max_days < 1:
        raise InputError(_("the largest date shift must be a whole number of days, at least 1"), value=max_days)
    person_of_row, n_persons = person_codes(dataset, person)
    key_column = dataset.column(person)
    first = np.unique(person_of_row, return_index=True)[1]
    offsets = person_offsets(key_column.values[key_column.codes[first]], key, int(max_days))
    for name in columns:
        column = dataset.column(name)
        if column.type is not ColumnType.DATE:
            raise InputError(_("only a date column can be shifted (set its type to date)"), column=name)
        parsed = parse(column.values[:column.n_valid], ColumnType.DATE, column.format)
        pairs, inverse = np.unique(column.codes.astype(np.int64) * n_persons + person_of_row, return_inverse=True)
        value, owner = pairs // n_persons, pairs % n_persons
        dated = value < column.n_valid
        stamps = np.full(len(pairs), np.datetime64("NaT"), "datetime64[ns]")
        stamps[dated] = parsed.keys[value[dated]] + offsets[owner[dated]].astype("timedelta64[D]")
        texts = np.asarray(column.values, dtype=object)[value].copy()
        ok = dated & ~np.isnat(stamps)
        texts[ok] = pd.DatetimeIndex(stamps[ok]).strftime(column.format or "%Y-%m-%d").to_numpy(object)
        frame = pd.DataFrame({name: texts[inverse.reshape(-1)]})
        shifted = Dataset.from_frame(frame).column(name)
        if shifted.type is not ColumnType.DATE or shifted.format != column.format:
            shifted = shifted.retyped(ColumnType.DATE, column.format)
        dataset = dataset.with_column(replace(shifted, name=name))
    return dataset
