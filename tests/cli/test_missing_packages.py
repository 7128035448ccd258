"""An optional package that is not installed (PySpark, pyarrow, the PostgreSQL driver, scikit-learn) is one line
naming what to install and exit 2 — or, for scikit-learn, a smaller analysis — never a traceback. Each run hides
the package in a fresh interpreter (``sys.modules[name] = None`` makes every import of it fail)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.conftest import REPO, shared_data

SCRIPT = """
import sys
for name in {hidden!r}:
    sys.modules[name] = None
from privdesk.cli.main import main
raise SystemExit(main({args!r}))
"""

PYARROW = ["pyarrow", "pyarrow.parquet", "pyarrow.csv", "pyarrow.feather"]


def run_hidden(hidden: list[str], args: list[str]) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", SCRIPT.format(hidden=hidden, args=args)], cwd=REPO,
                          capture_output=True, text=True, timeout=300)


@pytest.fixture(scope="module")
def adult():
    return str(shared_data("arx", "adult.csv"))


def test_a_missing_pyspark_names_the_extra_and_java(adult, tmp_path):
    done = run_hidden(["pyspark", "pyspark.sql"], ["anonymize", adult, "--qi", "sex,age,race", "--k", "5",
                                                   "--engine", "spark", "--out", str(tmp_path / "out")])
    assert done.returncode == 2, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in done.stderr
    assert "pip install 'privdesk[spark]'" in lines[0] and "Java" in lines[0]
    assert not (tmp_path / "out").exists()


def test_a_missing_pyarrow_is_one_line_for_a_parquet_release(adult, tmp_path):
    done = run_hidden(PYARROW,
                      ["anonymize", adult, "--qi", "sex,age,race", "--k", "5", "--format", "parquet",
                       "--out", str(tmp_path / "out")])
    assert done.returncode == 2, done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and "pyarrow" in done.stderr


def test_a_missing_postgresql_driver_is_one_line(tmp_path):
    done = run_hidden(["psycopg", "psycopg2"], ["inspect", "postgresql://reader@localhost/ward?table=visits"])
    assert done.returncode == 2, done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and "driver" in done.stderr


def test_without_scikit_learn_the_usefulness_runs_naive_bayes_only(adult):
    hidden = ["sklearn", "sklearn.linear_model", "sklearn.ensemble", "sklearn.naive_bayes", "sklearn.model_selection"]
    done = run_hidden(hidden, ["measure", adult, adult, "--qi", "sex", "--sensitive", "race", "--usefulness",
                               "--target", "race"])
    assert done.returncode == 0, done.stderr
    assert "naive Bayes" in done.stdout and "Traceback" not in done.stderr



def test_the_duckdb_engine_runs_without_pyarrow(tmp_path):
    """The installers carry DuckDB but not pyarrow: the out-of-core run must not need it (its release is
    written by DuckDB itself)."""
    path = tmp_path / "t.csv"
    path.write_text("age,sex\n" + "".join(f"{30 + i % 3},{'FM'[i % 2]}\n" for i in range(60)), encoding="utf-8")
    done = run_hidden(PYARROW, ["anonymize", str(path), "--qi", "age,sex", "--k", "5", "--engine", "duckdb",
                                "--out", str(tmp_path / "out")])
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "out" / "anonymized.parquet").stat().st_size > 0


def test_free_text_on_duckdb_without_pyarrow_is_one_line(tmp_path):
    path = tmp_path / "t.csv"
    path.write_text("age,note\n" + "".join(f"{30 + i % 3},seen by Dr Smith\n" for i in range(60)), encoding="utf-8")
    done = run_hidden(PYARROW, ["anonymize", str(path), "--qi", "age", "--k", "5", "--engine", "duckdb",
                                "--free-text", "note", "--out", str(tmp_path / "out")])
    assert done.returncode == 2, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "pyarrow" in lines[0] and "--engine memory" in lines[0], done.stderr
    assert not (tmp_path / "out").exists()
