"""DuckDB's paired counts (``rows.duckdb_paired.DuckDBPairs``: the paired rows kept in DuckDB, every aggregate a
GROUP BY) against the same aggregates counted in memory (``rows.paired_counts.DatasetPairs``) over the pairs DuckDB
groups and fetches (``paired_out_of_core``, the tables the measures read before), on small random tables with
missing cells, values outside a column's type and suppressed rows; and ``measure_pairs`` of them against
``measure_release`` of those pairs (to the bit) and of the tables read by the memory engine."""

from __future__ import annotations

import itertools

import numpy as np
import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

pytest.importorskip("duckdb")

from privdesk.app import out_of_core
from privdesk.app.measure import measure_pairs, measure_release
from privdesk.engine.metrics.privacy_level import ORIGINAL, RELEASED
from privdesk.engine.rows.memory import records_of
from privdesk.engine.rows.paired_counts import DatasetPairs
from privdesk.io.export import read_back
from privdesk.io.tables import open_table

ZIPS = ["47677", "47602", "47678", "47905", "47909", "48012"]
AGES = [str(a) for a in range(18, 30)] + ["", "unknown"]  # a missing cell and a value outside the integers
DAYS = ["2023-01-05", "2023-02-11", "2023-02-28", "2024-07-01", ""]
QIS = ["zip", "age", "sex", "adm"]
SENSITIVE = ["disease"]


@st.composite
def releases(draw):
    """(original, release) frames: few distinct values, a release generalised column by column with a share of its
    rows suppressed (every QI ``*``)."""
    rows = draw(st.integers(1, 120))
    rng = np.random.default_rng(draw(st.integers(0, 2**31)))
    original = pd.DataFrame({"zip": rng.choice(ZIPS, rows), "age": rng.choice(AGES, rows),
                             "sex": rng.choice(["F", "M"], rows), "adm": rng.choice(DAYS, rows),
                             "disease": rng.choice(["flu", "ulcer", "cancer", ""], rows)})
    released = original.copy()
    if draw(st.booleans()):
        released["zip"] = released["zip"].str[:3] + "**"
    if draw(st.booleans()):
        released["adm"] = released["adm"].str[:4]
    suppressed = rng.random(rows) < draw(st.sampled_from([0.0, 0.2, 0.6]))
    released.loc[suppressed, QIS] = "*"
    return original, released


def concatenated(blocks) -> tuple[np.ndarray, np.ndarray]:
    blocks = list(blocks)
    return np.concatenate([b[0] for b in blocks]), np.concatenate([b[1] for b in blocks])


def written(tmp_path, original: pd.DataFrame, released: pd.DataFrame):
    original.to_csv(tmp_path / "original.csv", index=False)
    released.to_csv(tmp_path / "released.csv", index=False)
    return tmp_path / "original.csv", tmp_path / "released.csv"


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(releases(), st.booleans())
def test_duckdb_aggregates_are_the_pairs_counted_in_memory(tmp_path, release, large):
    paths = written(tmp_path, *release)
    with pytest.MonkeyPatch.context() as patch:
        if large:  # paired at the pairing limit, aggregated at the aggregates' limit
            patch.setattr(out_of_core, "PAIRING_ROWS", 0)
        duck = out_of_core.paired_counts_out_of_core(*paths, [*QIS, *SENSITIVE])
        original, released = out_of_core.paired_out_of_core(*paths, [*QIS, *SENSITIVE])
    memory = DatasetPairs(original, released, records_of(original))
    assert duck.n_records == memory.n_records == len(release[0])
    for side in (ORIGINAL, RELEASED):
        for name in [*QIS, *SENSITIVE]:
            got, expected = duck.column(side, name), memory.column(side, name)
            assert (got.type, got.n_valid, list(got.values)) == (expected.type, expected.n_valid,
                                                                 list(expected.values)), (side, name)
            assert np.array_equal(duck.value_records(side, name), memory.value_records(side, name)), (side, name)
    for columns in ([(ORIGINAL, "zip")], [(RELEASED, "disease"), *((RELEASED, q) for q in QIS)],
                    [(ORIGINAL, q) for q in QIS], [(ORIGINAL, "age"), (RELEASED, "age")]):
        assert np.array_equal(duck.tuple_counts(columns), memory.tuple_counts(columns)), columns
    got, expected = duck.release_classes(QIS), memory.release_classes(QIS)
    assert np.array_equal(got.sizes, expected.sizes) and np.array_equal(got.keys, expected.keys)
    assert (got.suppressed, got.n_rows) == (expected.suppressed, expected.n_rows)
    for name in QIS:
        blocks = list(duck.class_values(got, name))
        for a, b in zip(concatenated(blocks), concatenated(memory.class_values(expected, name))):
            assert np.array_equal(a, b), name
        assert all(len(np.intersect1d(a[0], b[0])) == 0 for a, b in itertools.pairwise(blocks))  # whole classes
    duck.close()


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(releases(), st.sampled_from([None, {"disease": ["zip"], "sex": ["age", "adm"]}]))
def test_measure_from_duckdb_aggregates_is_the_measure_of_the_pairs(tmp_path, release, known):
    paths = written(tmp_path, *release)
    duck = out_of_core.paired_counts_out_of_core(*paths, [*QIS, *SENSITIVE])
    got = measure_pairs(duck, QIS, SENSITIVE, known)
    duck.close()
    # the figures to the bit of the pairs as DuckDB grouped them before (what measure printed)
    assert got == measure_release(*out_of_core.paired_out_of_core(*paths, [*QIS, *SENSITIVE]), QIS, SENSITIVE, known)
    # and of the tables read in memory, whose values may be numbered in another order (sums within 1e-12)
    expected = measure_release(open_table(paths[0]), read_back(open_table(paths[1])), QIS, SENSITIVE, known)
    got, expected = flat(got), flat(expected)
    assert got.keys() == expected.keys()
    for path, value in expected.items():
        if isinstance(value, float):
            assert got[path] == pytest.approx(value, rel=1e-12, abs=1e-12, nan_ok=True), path
        else:
            assert got[path] == value, path


def flat(document, path: str = "") -> dict:
    """The document's numbers by path (its texts and lists beside them, compared as they are)."""
    if isinstance(document, dict):
        return {k: v for key, value in document.items() for k, v in flat(value, f"{path}/{key}").items()}
    if isinstance(document, list):
        return {k: v for i, value in enumerate(document) for k, v in flat(value, f"{path}/{i}").items()}
    return {path: document}
