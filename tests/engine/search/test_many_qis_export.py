"""``bench_many_qis.py --export``: the files another tool (ARX) reads hold exactly the benchmark's table and
hierarchies, read back by PrivDesk's own CSV readers."""

from __future__ import annotations

import argparse

import pandas as pd

from benchmarks.bench_many_qis import TABLES, export, synthetic_table
from privdesk.engine.attributes.hierarchy import Hierarchy


def test_the_exported_files_are_the_benchmark_table_and_its_hierarchies(tmp_path, capsys):
    export(argparse.Namespace(tables=["b", "c"], qis=[7], rows=400, export=str(tmp_path)))
    for table in ("b", "c"):
        data, hierarchies = synthetic_table(7, 400, **TABLES[table])
        folder = tmp_path / f"{table}_7"
        written = pd.read_csv(folder / "data.csv", sep=";", dtype=str, keep_default_na=False)
        assert list(written.columns) == list(hierarchies)
        pd.testing.assert_frame_equal(written, data.to_frame().astype(str))
        for name, hierarchy in hierarchies.items():
            assert Hierarchy.read_csv(folder / f"hierarchy_{name}.csv", attribute=name) == hierarchy
    assert capsys.readouterr().out.split() == [str(tmp_path / "b_7"), str(tmp_path / "c_7")]
