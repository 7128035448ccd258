"""A database is only read: the query screen, and behind it the locks that hold when a statement gets
past the screen: SQLite opened read-only with an authorizer, a server's read-only transaction."""

from __future__ import annotations

import sqlite3

import pytest

from privdesk.engine.core.errors import InputError
from privdesk.io.formats import read_database
from privdesk.io.sql_readonly import check_read_only_query, sqlite_reader
from tests.cli.test_database_cli import postgres  # noqa: F401  (the throwaway PostgreSQL cluster)


@pytest.mark.parametrize("query", [
    "select * from p", "SELECT * FROM p;", "  with a as (select * from p) select * from a ;  ",
    "SELECT \"delete\", 'drop table p; insert' AS t FROM p -- ; update",
    "select /* ; drop */ sex, replace(zip, '1', '2') from p",
    "SELECT $$; DELETE $$ AS x FROM p",
])
def test_a_query_that_only_reads_passes_the_screen(query):
    assert check_read_only_query(query).upper().lstrip().startswith(("SELECT", "WITH"))
    assert not check_read_only_query(query).endswith(";")


@pytest.fixture
def ward(tmp_path):
    database = tmp_path / "ward.sqlite"
    with sqlite3.connect(database) as connection:
        connection.execute("CREATE TABLE p (sex TEXT, age INTEGER)")
        connection.executemany("INSERT INTO p VALUES (?, ?)", [("f", 30), ("m", 40)])
    connection.close()
    return database


@pytest.mark.parametrize("statement", [
    "DROP TABLE p", "INSERT INTO p VALUES ('x', 1)", "CREATE TABLE q AS SELECT * FROM p",
    "VACUUM INTO '{folder}/copy.db'", "ATTACH DATABASE '{folder}/new.db' AS n", "DELETE FROM p RETURNING *",
    "PRAGMA user_version = 7", "PRAGMA journal_mode = WAL",
])
def test_sqlite_is_opened_read_only_whatever_reaches_it(ward, statement):
    """Past the screen (which would refuse these) SQLite itself refuses: read-only file, query_only, authorizer."""
    before, mtime = ward.read_bytes(), ward.stat().st_mtime_ns
    connection = sqlite_reader(ward)()
    with pytest.raises(sqlite3.DatabaseError):
        connection.execute(statement.format(folder=ward.parent)).fetchall()
        connection.commit()
    assert connection.execute("SELECT count(*) FROM p").fetchone() == (2,)
    connection.close()
    assert ward.read_bytes() == before and ward.stat().st_mtime_ns == mtime
    assert sorted(p.name for p in ward.parent.iterdir()) == ["ward.sqlite"]


def test_a_sqlite_url_is_read_only_too(ward):
    with pytest.raises(InputError, match="starts with DROP"):
        read_database(f"sqlite:///{ward}", query="DROP TABLE p")
    assert read_database(f"sqlite:///{ward}", query="SELECT * FROM p WHERE age > 35").n_rows == 1


def test_a_server_runs_the_query_in_a_read_only_transaction(postgres):  # noqa: F811
    """A write the screen cannot see (nextval() writes the sequence) is refused by PostgreSQL itself."""
    import sqlalchemy as sa

    engine = sa.create_engine(postgres.replace("postgresql://", "postgresql+psycopg://"))
    with engine.begin() as connection:
        connection.execute(sa.text("DROP TABLE IF EXISTS p; DROP SEQUENCE IF EXISTS s"))
        connection.execute(sa.text("CREATE TABLE p (sex text, age int); CREATE SEQUENCE s"))
        connection.execute(sa.text("INSERT INTO p VALUES ('f', 30), ('m', 40)"))
    with pytest.raises(InputError, match="read-only transaction"):
        read_database(postgres, query="SELECT nextval('s') AS n, sex FROM p")
    with engine.connect() as connection:
        assert connection.execute(sa.text("SELECT last_value, is_called FROM s")).one() == (1, False)
    engine.dispose()
    assert read_database(postgres, query="SELECT * FROM p").n_rows == 2
