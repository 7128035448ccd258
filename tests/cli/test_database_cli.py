"""A SQLite table and a PostgreSQL table anonymized end to end through the command line.

PostgreSQL is Debian's package (installed by .ci/run): the test starts a throwaway cluster in a temporary folder,
listening only on a Unix socket there, and stops it. Outside CI it skips, naming the reason, when the binaries are
absent.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import sqlite3
import subprocess
import tempfile
from pathlib import Path

import pandas as pd
import pytest

from privdesk.app.projects.project import Attribute, DataSource, Project, Role
from privdesk.cli.main import main
from privdesk.io.tables import open_table

PG_BIN = Path(os.environ.get("PRIVDESK_PG_BIN", "/usr/lib/postgresql/15/bin"))
ADULT = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "arx"


def _patients() -> pd.DataFrame:
    rows = []
    for i in range(60):
        rows.append({"name": f"病人{i}", "sex": "男" if i % 2 else "女", "age": 20 + (i * 7) % 50,
                     "zip": f"{10000 + (i % 6) * 11}", "diagnosis": ["流感", "肺炎", "哮喘"][i % 3]})
    return pd.DataFrame(rows)


def _anonymize(source: str, out: Path, *extra: str) -> int:
    return main(["anonymize", source, "--qi", "sex,age,zip", "--sensitive", "diagnosis", "--identifier", "name",
                 "--k", "5", "--algorithm", "mondrian", "--out", str(out), *extra])


def _check_release(table, out: Path, qis=("sex", "age", "zip")) -> None:
    released = open_table(table) if not isinstance(table, Path) else open_table(table)
    assert "name" not in released.names
    assert released.n_rows == 60
    sizes = released.to_frame().groupby(list(qis)).size()
    assert sizes.min() >= 5
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    assert summary["release"]["path"] == Path(table).name


def test_sqlite_table_anonymized_end_to_end(tmp_path, capsys):
    database = tmp_path / "ward.sqlite"
    with sqlite3.connect(database) as connection:
        _patients().to_sql("patients", connection, index=False)
        pd.DataFrame({"x": [1]}).to_sql("other", connection, index=False)
    connection.close()
    out = tmp_path / "out"
    assert _anonymize(str(database), out, "--table", "patients") == 0
    said = capsys.readouterr().out
    assert "anonymized.sqlite (SQLite)" in said
    _check_release(out / "anonymized.sqlite", out)
    assert open_table(out / "anonymized.sqlite").source.sheet == "patients"
    assert _anonymize(str(database), tmp_path / "csv", "--table", "patients", "--format", "csv") == 0
    _check_release(tmp_path / "csv" / "anonymized.csv", tmp_path / "csv")


@pytest.fixture(scope="module")
def postgres():
    """A PostgreSQL cluster in a temporary folder on a Unix socket; yields the URL of its database 'ward'."""
    if not (PG_BIN / "initdb").exists():
        if os.environ.get("CI"):
            pytest.fail(f"PostgreSQL binaries are missing in CI ({PG_BIN}); .ci/run installs postgresql")
        pytest.skip(f"PostgreSQL binaries not found in {PG_BIN} (apt-get install postgresql)")
    folder = Path(tempfile.mkdtemp(prefix="privdesk-pg-"))  # not under pytest's root-only folder: postgres reads it
    data, run = folder / "data", folder / "run"
    run.mkdir()
    prefix: list[str] = []
    if os.geteuid() == 0:  # initdb refuses root: run the cluster as the package's postgres user
        shutil.chown(folder, "postgres")
        shutil.chown(run, "postgres")
        prefix = ["runuser", "-u", "postgres", "--"]
    with socket.socket() as probe:  # a free port number names the socket file
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    _run([*prefix, str(PG_BIN / "initdb"), "-D", str(data), "-U", "postgres", "--auth=trust",
                    "-E", "UTF8", "--locale=C.UTF-8"])
    options = f"-k {run} -p {port} -c listen_addresses='' -c fsync=off"
    _run([*prefix, str(PG_BIN / "pg_ctl"), "-D", str(data), "-o", options, "-w", "-l", str(folder / "log"),
          "start"])
    try:
        _run([*prefix, str(PG_BIN / "createdb"), "-h", str(run), "-p", str(port), "-U", "postgres", "ward"])
        yield f"postgresql://postgres@/ward?host={run}&port={port}"
    finally:
        subprocess.run([*prefix, str(PG_BIN / "pg_ctl"), "-D", str(data), "-m", "immediate", "stop"],
                       capture_output=True)
        shutil.rmtree(folder, ignore_errors=True)


def _run(command: list[str]) -> None:
    done = subprocess.run(command, capture_output=True, text=True)
    assert done.returncode == 0, f"{command[-1]}: {done.stdout}{done.stderr}"


def test_postgresql_table_anonymized_end_to_end(postgres, tmp_path, capsys):
    import sqlalchemy as sa

    engine = sa.create_engine(postgres.replace("postgresql://", "postgresql+psycopg://"))
    with engine.begin() as connection:
        _patients().to_sql("patients", connection, index=False, if_exists="replace")
    engine.dispose()
    out = tmp_path / "out"
    assert _anonymize(postgres, out, "--table", "patients") == 0
    said = capsys.readouterr().out
    assert "anonymized.csv (CSV" in said  # a server database is never written to: the release is a file
    _check_release(out / "anonymized.csv", out)
    query = tmp_path / "query"
    assert _anonymize(postgres, query, "--query", "select * from patients where age < 200") == 0
    _check_release(query / "anonymized.csv", query)

    project = Project(data=DataSource(postgres, sheet="patients"),
                      attributes={"name": Attribute(Role.IDENTIFIER), "sex": Attribute(Role.QUASI_IDENTIFIER),
                                  "age": Attribute(Role.QUASI_IDENTIFIER), "zip": Attribute(Role.QUASI_IDENTIFIER),
                                  "diagnosis": Attribute(Role.SENSITIVE)})
    assert project.load_data().n_rows == 60
