"""Dates shifted per patient (engine/recoding/date_shift.py)."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.recoding.date_shift import person_offsets, shift_dates

KEY, OTHER_KEY = b"k" * 32, b"o" * 32


def stays(rows_each, days, fmt="%Y-%m-%d") -> Dataset:
    person = np.repeat(np.arange(len(rows_each)), rows_each)
    start = pd.Timestamp("2023-01-01") + pd.to_timedelta(np.asarray(days[:len(person)]) % 700, unit="D")
    end = start + pd.to_timedelta(np.arange(len(person)) % 17, unit="D")
    return Dataset.from_frame(pd.DataFrame({"pid": [f"P{p}" for p in person], "admitted": start.strftime(fmt),
                                            "discharged": end.strftime(fmt)}))


def dates(dataset: Dataset, name: str, fmt="%Y-%m-%d") -> pd.Series:
    return pd.to_datetime(pd.Series(dataset.column(name).text()), format=fmt)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(1, 4), min_size=1, max_size=25), st.lists(st.integers(0, 10**4), min_size=100,
                                                                       max_size=100), st.integers(1, 400))
def test_intervals_are_kept_and_each_person_moves_by_one_offset_within_the_bound(rows_each, days, max_days):
    dataset = stays(rows_each, days)
    shifted = shift_dates(dataset, ["admitted", "discharged"], "pid", KEY, max_days)
    moved = (dates(shifted, "admitted") - dates(dataset, "admitted")).dt.days
    assert ((dates(shifted, "discharged") - dates(dataset, "discharged")).dt.days == moved).all()
    per_person = pd.DataFrame({"pid": dataset.column("pid").text(), "moved": moved})
    assert (per_person.groupby("pid")["moved"].nunique() == 1).all()  # one offset per person, every date
    assert moved.abs().max() <= max_days
    within = pd.Series(dataset.column("pid").text())  # intervals between a person's admissions kept
    before = dates(dataset, "admitted").groupby(within).agg(lambda s: s.max() - s.min())
    after = dates(shifted, "admitted").groupby(within).agg(lambda s: s.max() - s.min())
    assert (before == after).all()
    again = shift_dates(dataset, ["admitted", "discharged"], "pid", KEY, max_days)
    assert again.column("admitted").text().tolist() == shifted.column("admitted").text().tolist()


def test_offsets_differ_between_persons_and_between_keys():
    persons = [f"P{i}" for i in range(500)]
    offsets = person_offsets(persons, KEY, 30)
    assert offsets.min() >= -30 and offsets.max() <= 30 and len(np.unique(offsets)) > 50
    assert (person_offsets(persons, OTHER_KEY, 30) != offsets).mean() > 0.9
    assert (person_offsets(persons, KEY, 30) == offsets).all()


def test_other_formats_missing_cells_and_bad_input():
    dataset = stays([2, 2], list(range(100)), "%d/%m/%Y")
    frame = dataset.to_frame()
    frame.loc[1, "admitted"] = ""
    dataset = Dataset.from_frame(frame).retyped("admitted", "date", "%d/%m/%Y")
    shifted = shift_dates(dataset, ["admitted"], "pid", KEY, 10)
    assert shifted.column("admitted").text()[1] is None
    assert shifted.column("admitted").format == "%d/%m/%Y"
    with pytest.raises(InputError, match="date column"):
        shift_dates(dataset, ["pid"], "pid", KEY, 10)
    with pytest.raises(InputError):
        shift_dates(dataset, ["admitted"], "pid", KEY, 0)
