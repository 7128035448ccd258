"""The out-of-core release keeps the file's row order, as the memory engine's does: ``measure`` pairs a release's
rows with the original's by position, so a release in another order would be measured against the wrong records
without a word. The table is a Parquet file of many small row groups, which DuckDB reads on two threads: a join
reorders such rows (as it does a CSV file of some megabytes), the per-column lookups must not; the joined paths
(free text, a release too wide for the suppressed classes' lookup) sort the rows back."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from privdesk.app.anonymize import anonymize_to_folder
from privdesk.app.out_of_core import anonymize_out_of_core
from privdesk.app.settings import Settings
from privdesk.engine.models.requirements import Requirement
from privdesk.io.tables import open_table

pytest.importorskip("duckdb")

ROWS = 200_000
ROW_GROUP = 10_000


@pytest.fixture(scope="module")
def table(tmp_path_factory):
    """A seeded table: two QIs fine enough that 5-anonymity suppresses some classes, a row number, and notes
    (few distinct texts, so that redacting them is quick)."""
    rng = np.random.default_rng(7)
    folder = tmp_path_factory.mktemp("order")
    frame = pd.DataFrame({
        "age": rng.integers(0, 100, ROWS).astype(str),
        "zip": rng.choice([f"{z:05d}" for z in rng.integers(10000, 99999, 4000)], ROWS),
        "row": np.arange(ROWS).astype(str),
        "note": rng.choice([f"seen on ward {w}, called 0{w}71 555 01{w:02d}" for w in range(20)], ROWS),
    })
    frame.loc[rng.integers(0, ROWS, 500), "zip"] = ""  # missing cells take the missing value's label
    frame = frame.replace({"zip": {"": None}})
    path = folder / "table.parquet"
    frame.to_parquet(path, index=False, row_group_size=ROW_GROUP)
    return path


def released_rows(path, settings: Settings, out, engine: str) -> pd.DataFrame:
    if engine == "memory":
        anonymize_to_folder(open_table(path), settings, out, fmt="csv")
    else:
        anonymize_out_of_core(path, settings, out, engine=engine, fmt="csv", options={"threads": 2})
    return pd.read_csv(out / "anonymized.csv", dtype=str, keep_default_na=False)


def settings_for(free_text: bool) -> Settings:
    return Settings(qis=["age", "zip"], sensitive=[], requirements=[Requirement("k-anonymity", 5)],
                    suppression=0.2, keep=["row"] if free_text else ["row", "note"],
                    free_text=["note"] if free_text else [])


@pytest.mark.parametrize("path_taken", ["lookup", "joined", "free text"])
def test_the_duckdb_release_is_the_memory_release_row_for_row(table, tmp_path, monkeypatch, path_taken):
    from privdesk.engine.rows import duckdb_release

    if path_taken == "joined":  # the suppressed classes' lookup too wide: the join on every QI, sorted back
        monkeypatch.setattr(duckdb_release, "BITMAP_LIMIT", 0)
    settings = settings_for(path_taken == "free text")
    expected = released_rows(table, settings, tmp_path / "memory", "memory")
    got = released_rows(table, settings, tmp_path / "duckdb", "duckdb")
    assert (got["row"] == np.arange(ROWS).astype(str)).all()
    assert (got["zip"] == "*").sum() > 0  # some classes suppressed: the lookup was exercised
    pd.testing.assert_frame_equal(got, expected)


@pytest.mark.parametrize("engine", ["duckdb", "spark"])
def test_digits_a_parquet_file_stores_as_text_stay_text_on_every_engine(engine, tmp_path):
    """The memory engine keeps a Parquet string column a string (``io.formats``); an out-of-core engine that typed
    it from its values (integer) gave it another generated hierarchy and another optimum."""
    pytest.importorskip({"duckdb": "duckdb", "spark": "pyspark"}[engine])
    rng = np.random.default_rng(3)
    path = tmp_path / "t.parquet"
    pd.DataFrame({"age": rng.integers(0, 100, 2_000).astype(str), "n": rng.integers(0, 9, 2_000)}).to_parquet(path)
    settings = Settings(qis=["age", "n"], sensitive=[], requirements=[Requirement("k-anonymity", 5)],
                        suppression=0.05)
    expected = anonymize_to_folder(open_table(path), settings, tmp_path / "memory", fmt="csv")
    got = anonymize_out_of_core(path, settings, tmp_path / engine, engine=engine, fmt="csv",
                                options={"master": "local[2]"} if engine == "spark" else None)
    assert got["transformation"] == expected["transformation"]
    assert got["score"] == pytest.approx(expected["score"], rel=1e-12)
