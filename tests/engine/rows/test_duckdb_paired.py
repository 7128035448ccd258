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
from privdesk.engine.attributes.generalization import generalized_column
from privdesk.engine.attributes.hierarchy_builders import intervals, masking
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.metrics.privacy_level import ORIGINAL, RELEASED
from privdesk.engine.rows.memory import records_of
from privdesk.engine.rows.paired_counts import DatasetPairs
from privdesk.io.export import read_back
from privdesk.io.tables import open_table
from tests.app.test_measure_grouped import same_document
from tests.conftest import flattened

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
    got, expected = flattened(got), flattened(expected)
    assert got.keys() == expected.keys()
    for path, value in expected.items():
        if isinstance(value, float):
            assert got[path] == pytest.approx(value, rel=1e-12, abs=1e-12, nan_ok=True), path
        else:
            assert got[path] == value, path


LEVELLED = ["zip", "age", "sex"]


@st.composite
def hierarchy_releases(draw):
    """(original, release, hierarchies) frames: QIs generalised through their hierarchies one level per column
    (full domain), one level per row (local recoding) or, for age, as Mondrian's intervals (no level of the
    hierarchy), with a share of the rows suppressed (every QI ``*``)."""
    rows = draw(st.integers(1, 120))
    rng = np.random.default_rng(draw(st.integers(0, 2**31)))
    ages = [str(a) for a in range(18, 34)]
    original = pd.DataFrame({"zip": rng.choice(ZIPS, rows), "age": rng.choice(ages, rows),
                             "sex": rng.choice(["F", "M"], rows), "disease": rng.choice(["flu", "ulcer", "cancer"], rows)})
    hierarchies = {"zip": masking(ZIPS, attribute="zip"),
                   "age": intervals(ages, width=4, fanouts=[2, 2], attribute="age"),
                   "sex": masking(["F", "M"], attribute="sex")}
    recoding = draw(st.sampled_from(["full domain", "local", "intervals"]))
    released = Dataset.from_frame(original, types={"zip": "string", "age": "integer"})
    suppressed = rng.random(rows) < draw(st.sampled_from([0.0, 0.2, 0.6]))
    frame = original.copy()
    for name in LEVELLED:
        top = hierarchies[name].levels - 1
        levels = rng.integers(0, top + 1, rows) if recoding == "local" else np.full(rows, draw(st.integers(0, top)))
        frame[name] = generalized_column(released.column(name), hierarchies[name], levels).text()
    if recoding == "intervals":
        low = original["age"].astype(int) // 3 * 3
        frame["age"] = [f"[{a}, {a + 2}]" for a in low]
    frame.loc[suppressed, LEVELLED] = "*"
    return original, frame, hierarchies, recoding


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(hierarchy_releases())
def test_measure_with_hierarchies_from_duckdb_counts_is_the_memory_engines(tmp_path, release):
    """Hierarchy levels from each QI's distinct (original, released, suppressed) triples: the document of the
    pairs in memory (each row's level) to the bit, but WHD's total and mean, which DuckDB sums over the distinct
    tuples of levels weighted by their records, not pair by pair: within 1e-12 relative."""
    original, released, hierarchies, recoding = release
    paths = written(tmp_path, original, released)
    duck = out_of_core.paired_counts_out_of_core(*paths, [*LEVELLED, "disease"])
    got = measure_pairs(duck, LEVELLED, ["disease"], hierarchies=hierarchies)
    duck.close()
    pair = out_of_core.paired_out_of_core(*paths, [*LEVELLED, "disease"])
    same_document(got, measure_release(*pair, LEVELLED, ["disease"], hierarchies=hierarchies))
    memory = measure_release(open_table(paths[0]), read_back(open_table(paths[1])), LEVELLED, ["disease"],
                             hierarchies=hierarchies)
    got, expected = flattened(got), flattened(memory)
    assert got.keys() == expected.keys()
    # WHD where every QI's released values are its hierarchy's labels (Mondrian's intervals are not)
    assert ("/utility/whd/total" in expected) == (recoding != "intervals" or bool((released["age"] == "*").all()))
    for path, value in expected.items():
        if isinstance(value, float):
            assert got[path] == pytest.approx(value, rel=1e-12, abs=1e-12, nan_ok=True), path
        else:
            assert got[path] == value, path
