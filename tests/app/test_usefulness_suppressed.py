"""What the usefulness figures call "suppressed": only the cells of the records the release suppressed (the
verdict's own set), not a date generalized to its top level '*'; without QIs, the records that are '*' in every
column. Oracles: tables built by hand, so the suppressed records and the covered values are known."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from privdesk.app.record.report_record import build_record
from privdesk.app.projects.bundled_samples import hospital_sample_paths
from privdesk.app.usefulness import UsefulnessSettings, analyse_usefulness
from privdesk.engine.core.dataset import Dataset

BIRTHS = ["1950-01-01", "1960-01-01", "1970-01-01", "1980-01-01", "1990-01-01", "2000-01-01"]


def _frames(suppressed_rows: list[int]):
    """An original of six records and a release whose birth date is generalized to '*' in every record and whose
    ``suppressed_rows`` have every QI '*'."""
    original = pd.DataFrame({"sex": ["f", "m", "f", "m", "f", "m"], "birth": BIRTHS,
                             "ward": ["a", "b", "a", "b", "a", "b"]})
    released = original.copy()
    released["birth"] = "*"
    released.loc[suppressed_rows, "sex"] = "*"
    return original, released


def _tables(suppressed_rows: list[int]):
    original, released = _frames(suppressed_rows)
    return Dataset.from_frame(original, types={"birth": "date"}), Dataset.from_frame(released)


def _statistics(document):
    return {s["name"]: s for s in document["statistics"]}


def test_a_date_generalized_to_the_top_is_not_suppressed():
    original, released = _tables([4, 5])
    document = analyse_usefulness(original, released, UsefulnessSettings(qis=["sex", "birth"]))
    figures = _statistics(document)
    assert document["suppressed_records"] == 2
    assert figures["birth"]["after"]["suppressed"] == 2      # not 6: four of the six '*' are generalization
    assert figures["sex"]["after"]["suppressed"] == 2
    assert figures["ward"]["after"]["suppressed"] == 0
    # the four generalized cells stand for every birth date: 1950..2000, midpoint 1975-01-01
    after = figures["birth"]["after"]
    assert after["count"] == 4
    days = (np.datetime64("1950-01-01") - np.datetime64("1970-01-01")).astype(int), \
        (np.datetime64("2000-01-01") - np.datetime64("1970-01-01")).astype(int)
    assert after["mean"] == pytest.approx(sum(days) / 2)
    assert (after["minimum"], after["maximum"]) == (days[0], days[1])


def test_the_contingency_table_keeps_the_generalized_cells():
    original, released = _tables([4, 5])
    document = analyse_usefulness(original, released, UsefulnessSettings(qis=["sex", "birth"], pair=("sex", "birth")))
    table = document["contingency"]
    assert table["row_values"] == ["f", "m"] and len(table["column_values"]) == 6
    # records 0-3 are kept: sex f, m, f, m with a birth date generalized to '*' that covers all six dates, so
    # each (sex, date) cell gets 2 / 6; the suppressed records 4 and 5 are left out
    assert np.allclose(table["after"], np.full((2, 6), 2 / 6))
    # the release's own labels: the '*' of the suppressed records and the '*' that generalizes are two entries,
    # each named, never '*' twice
    assert sorted(table["released_row_values"]) == ["* (suppressed)", "f", "m"]
    assert table["released_column_values"] == ["* (suppressed)", "* (top level)"]
    counts = {(r, c): table["released"][i][j] for i, r in enumerate(table["released_row_values"])
              for j, c in enumerate(table["released_column_values"])}
    # records 4, 5 suppressed; records 0-3 (f, m, f, m) with a birth date at the top level
    assert counts == {("* (suppressed)", "* (suppressed)"): 2, ("* (suppressed)", "* (top level)"): 0,
                      ("f", "* (suppressed)"): 0, ("f", "* (top level)"): 2,
                      ("m", "* (suppressed)"): 0, ("m", "* (top level)"): 2}


def test_a_released_star_is_plain_when_nothing_says_which_records_were_suppressed():
    from privdesk.engine.usefulness.contingency import contingency

    original, released = _tables([4, 5])
    table = contingency(original["sex"], original["birth"], released["sex"], released["birth"])
    assert sorted(table.released_row_values) == ["*", "f", "m"] and table.released_column_values == ["*"]


def test_without_qis_only_records_entirely_starred_count():
    original, released = _frames([4, 5])
    released.loc[5, "ward"] = "*"                        # record 5 is '*' in every column, record 4 is not
    document = analyse_usefulness(Dataset.from_frame(original, types={"birth": "date"}),
                                  Dataset.from_frame(released), UsefulnessSettings())
    figures = _statistics(document)
    assert document["suppressed_records"] == 1 and document["suppressed_over"] == []
    assert [figures[n]["after"]["suppressed"] for n in ("sex", "birth", "ward")] == [1, 1, 1]
    assert figures["sex"]["after"]["count"] == 5           # record 4's '*' stands for every sex


def test_the_report_counts_the_suppressed_records_of_its_verdict():
    """The bundled hospital sample with its birth date generalized to '*' everywhere and seven records
    suppressed: every QI's usefulness figure says 7, as the verdict's classes do."""
    data = pd.read_csv(hospital_sample_paths().data, dtype=str, keep_default_na=False)
    original = Dataset.from_frame(data)
    release = data.copy()
    release["birth_date"] = "*"
    qis = ["sex", "birth_date", "zip_code", "admission_date"]
    release.loc[[3, 50, 700, 1200, 2500, 3100, 4999], qis] = "*"
    record = build_record(kind="audit", released=Dataset.from_frame(release), original=original, qis=qis,
                          sensitive=["diagnosis"])
    assert record["classes"]["suppressed"] == 7
    usefulness = record["usefulness"]
    assert usefulness["suppressed_records"] == 7
    figures = _statistics(usefulness)
    assert [figures[q]["after"]["suppressed"] for q in qis] == [7] * 4
    assert figures["birth_date"]["after"]["count"] == len(data) - 7
