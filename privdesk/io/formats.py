"""Read the tables hospitals and statistics offices have besides CSV and Excel: Parquet and Arrow IPC/Feather
(pyarrow), SPSS .sav/.zsav, Stata .dta, SAS .sas7bdat/.xpt (pyreadstat) and database tables (SQLAlchemy).

Every reader hands the engine a frame of typed cells; :func:`typed_frame_dataset` turns it into the engine's text
cells a distinct value at a time (never a cell at a time). Value labels of SPSS/Stata/SAS are shown as the labels
and kept in the dataset's source so that a release written back to SPSS or Stata carries them again.

Databases go through SQLAlchemy, not DuckDB's scanners: SQLAlchemy reaches PostgreSQL, MySQL, SQL Server and SQLite
with the drivers installed beside it (psycopg, PyMySQL, pyodbc), while DuckDB's postgres/mysql scanners are
extensions it downloads at first use (impossible on an offline hospital PC) and it has no SQL Server scanner.
A password is taken for one connection only: it is never written into a project, a report or a message.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any, Callable

import numpy as np
import pandas as pd

from privdesk.common.i18n import _
from privdesk.engine.core.dataset import DEFAULT_MISSING, Dataset, SourceInfo
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.types import ColumnType
from privdesk.io.csv_reader import cell_text
from privdesk.io.sql_readonly import begin_read_only, check_read_only_query, sqlite_reader

ARROW_SUFFIXES = {".parquet": "parquet", ".pq": "parquet", ".feather": "feather", ".arrow": "feather",
                  ".ipc": "feather"}
STATISTICS_SUFFIXES = {".sav": "sav", ".zsav": "zsav", ".dta": "dta", ".sas7bdat": "sas7bdat", ".xpt": "xpt"}
SQLITE_SUFFIXES = (".sqlite", ".sqlite3", ".db")
SQLITE_MAGIC = b"SQLite format 3\x00"
PARQUET_MAGIC = b"PAR1"
ARROW_MAGIC = b"ARROW1"
PASSWORD_ENV = "PRIVDESK_DB_PASSWORD"


def format_of(path: Path, head: bytes) -> str | None:
    """The kind of a file PrivDesk reads here (None: CSV or Excel, read by app.tables)."""
    suffix = path.suffix.lower()
    if head.startswith(SQLITE_MAGIC):
        return "sqlite"
    if head.startswith(PARQUET_MAGIC):
        return "parquet"
    if head.startswith(ARROW_MAGIC):
        return "feather"
    if suffix in ARROW_SUFFIXES:
        return ARROW_SUFFIXES[suffix]
    if suffix in STATISTICS_SUFFIXES:
        return STATISTICS_SUFFIXES[suffix]
    return None


def is_database_url(text: str | Path) -> bool:
    return isinstance(text, str) and "://" in text


# --------------------------------------------------------------------------------------------------- files

def read_typed_file(path: Path, kind: str, *, missing_tokens: tuple[str, ...] = DEFAULT_MISSING,
                    types: dict[str, ColumnType | str] | None = None, table: str | None = None,
                    query: str | None = None) -> Dataset:
    if kind == "sqlite":
        return read_database(f"sqlite:///{path.resolve().as_posix()}", table=table, query=query,
                             missing_tokens=missing_tokens, types=types, display=str(path))
    if kind in ("parquet", "feather"):
        frame, string_columns = _read_arrow(path, kind)
        labels: dict[str, dict] = {}
    else:
        frame, labels = _read_statistics_file(path, kind)
        string_columns = [name for name in frame.columns if frame[name].dtype == object and name not in labels]
    source = SourceInfo(str(path), kind, None, None, None, tuple(missing_tokens),
                        value_labels=_labels_entry(labels))
    return typed_frame_dataset(frame, source, types, string_columns, labels)


def require_pyarrow(path: Path | str | None = None, message: str | None = None) -> None:
    """Parquet and Feather need pyarrow, which the frozen installers leave out (its libraries would take ~90 MB
    of the size budget): say so (``message``, or the line about tables) instead of failing with an import
    error."""
    try:
        import pyarrow  # noqa: F401
    except ImportError:
        raise InputError(message or _("Parquet and Feather files need the pyarrow package, which this installation "
                                      "does not include; save the table as CSV, Excel, SPSS or Stata, or install "
                                      "PrivDesk with pip"), path=path) from None


def _read_arrow(path: Path, kind: str) -> tuple[pd.DataFrame, list[str]]:
    require_pyarrow(path)
    import pyarrow as pa
    import pyarrow.feather as feather
    import pyarrow.parquet as parquet

    try:
        table = parquet.read_table(path) if kind == "parquet" else feather.read_table(path)
    except (pa.ArrowException, OSError) as error:
        raise InputError(_("not a readable {kind} file ({error})").format(kind=kind.capitalize(), error=error),
                         path=path) from None
    strings = [field.name for field in table.schema
               if pa.types.is_string(field.type) or pa.types.is_large_string(field.type)
               or (pa.types.is_dictionary(field.type) and pa.types.is_string(field.type.value_type))]
    try:
        return table.to_pandas(), strings
    except (ValueError, OverflowError):  # a date beyond Python's years 1-9999: keep it as a timestamp, named below
        return table.to_pandas(date_as_object=False), strings


def _read_statistics_file(path: Path, kind: str) -> tuple[pd.DataFrame, dict[str, dict]]:
    import pyreadstat

    readers = {"sav": pyreadstat.read_sav, "zsav": pyreadstat.read_sav, "dta": pyreadstat.read_dta,
               "sas7bdat": pyreadstat.read_sas7bdat, "xpt": pyreadstat.read_xport}
    try:
        frame, meta = readers[kind](str(path))  # values as stored; labels are applied per distinct value
    except Exception as error:  # pyreadstat raises its own ReadstatError / PyreadstatError and OSError
        raise InputError(_("not a readable {kind} file ({error})").format(kind=kind, error=error),
                         path=path) from None
    labels = {name: mapping for name, mapping in (meta.variable_value_labels or {}).items()
              if name in frame.columns and mapping}
    return frame, labels


def _labels_entry(labels: dict[str, dict]) -> tuple:
    """Value labels in the hashable, ordered form SourceInfo keeps."""
    return tuple((name, tuple((value, str(label)) for value, label in mapping.items()))
                 for name, mapping in labels.items())


def typed_frame_dataset(frame: pd.DataFrame, source: SourceInfo, types: dict[str, ColumnType | str] | None,
                        string_columns: list[str], labels: dict[str, dict] | None = None) -> Dataset:
    """A frame of typed cells (numbers, dates, text, None/NaN) as the engine's text cells. Each column is
    factorized and only its distinct values are turned into text (a value label where one is defined), so the
    work scales with distinct values, not rows. Columns typed as text in the file stay strings."""
    frame.columns = [str(name) for name in frame.columns]
    labels = labels or {}
    texts = {}
    for name in frame.columns:
        codes, uniques = pd.factorize(frame[name], use_na_sentinel=True)
        mapping = labels.get(name, {})
        shown = [mapping.get(_label_key(value), None) for value in uniques] if mapping else [None] * len(uniques)
        cells = np.array([label if label is not None else _cell(value, name, codes, index, source)
                          for index, (value, label) in enumerate(zip(uniques, shown))] + [None], dtype=object)
        texts[name] = cells[codes]  # code -1 (missing) picks the trailing None
    requested = {name: ColumnType.STRING for name in string_columns}
    requested.update(types or {})
    return Dataset.from_frame(pd.DataFrame(texts, columns=list(frame.columns)), source, requested)


def _cell(value: object, column: str, codes: np.ndarray, index: int, source: SourceInfo) -> str:
    """The text of one distinct value; a date Python cannot hold (year -144169) names its first row."""
    try:
        return cell_text(_plain(value))
    except (ValueError, OverflowError) as error:
        row = int(np.flatnonzero(codes == index)[0]) + 2  # as a spreadsheet shows it, the header being row 1
        raise InputError(_("a date outside the years 1 to 9999 ({error})").format(error=error), path=source.path,
                         row=row, column=column, value=str(value)) from None


def _label_key(value: object) -> object:
    """The key a labels mapping uses for a stored value (pyreadstat gives float codes as floats)."""
    if isinstance(value, (float, np.floating)) and float(value).is_integer():
        return float(value)
    return value.item() if isinstance(value, np.generic) else value


def _plain(value: object) -> object:
    """numpy and pandas scalars as the Python values cell_text knows."""
    if isinstance(value, pd.Timestamp):
        return value.to_pydatetime()
    if isinstance(value, np.generic):
        return value.item()
    return value


# --------------------------------------------------------------------------------------------------- databases

def read_database(url: str, *, table: str | None = None, query: str | None = None,
                  password: str | Callable[[], str] | None = None,
                  missing_tokens: tuple[str, ...] = DEFAULT_MISSING,
                  types: dict[str, ColumnType | str] | None = None, display: str | None = None) -> Dataset:
    """A database table (or the result of a query) through SQLAlchemy. ``password``: the password, or a function
    asking for it, called only when the URL names a user and the server asks for one."""
    import sqlalchemy as sa

    try:
        address = sa.engine.make_url(url)
    except sa.exc.ArgumentError as error:
        raise InputError(_("not a database URL ({error}); write e.g. postgresql://user@host/database").format(
            error=error), path=url) from None
    shown = display or public_url(url)
    if address.drivername == "postgresql":
        address = address.set(drivername="postgresql+psycopg")  # the driver PrivDesk ships (psycopg 3)
    if address.password is None and password is not None and not callable(password):
        address = address.set(password=password)
    if table and query:
        raise InputError(_("give a table or a query, not both"), path=shown)
    try:
        frame, table = _fetch(address, table, query, shown)
    except sa.exc.DatabaseError as error:
        if address.password is None and callable(password) and address.username and _asks_password(error):
            frame, table = _fetch(address.set(password=password()), table, query, shown)
        else:
            raise _database_error(error, shown) from None
    if frame.columns.empty:
        raise InputError(_("the query returned no columns"), path=shown)
    if frame.empty:
        raise InputError(_("the table has no rows"), path=shown)
    kind = "sqlite" if address.get_backend_name() == "sqlite" else "sql"
    location = str(Path(address.database)) if kind == "sqlite" and display else public_url(url)
    source = SourceInfo(location, kind, None, None, table, tuple(missing_tokens), query=query)
    # Text columns are inferred: SQLite (and many exports into databases) keep dates and numbers as text.
    return typed_frame_dataset(frame, source, types, [])


def _fetch(address, table: str | None, query: str | None, shown: str) -> tuple[pd.DataFrame, str | None]:
    import sqlalchemy as sa

    try:
        if address.get_backend_name() == "sqlite" and address.database not in (None, "", ":memory:"):
            engine = sa.create_engine("sqlite://", creator=sqlite_reader(address.database))  # read-only
        else:
            engine = sa.create_engine(address)
    except (sa.exc.NoSuchModuleError, ImportError) as error:
        raise InputError(_("the database driver for {driver} is not installed here ({error}); install PrivDesk with "
                           "pip, which brings the PostgreSQL driver, or the driver your database needs").format(
            driver=address.drivername, error=error), path=shown) from None
    except sa.exc.ArgumentError as error:
        raise InputError(_("cannot connect: {error}").format(error=error), path=shown) from None
    try:
        with engine.connect() as connection:  # never committed: its end rolls back
            begin_read_only(connection)
            if query:
                statement = sa.text(check_read_only_query(query, shown))
            else:
                names = sa.inspect(connection).get_table_names()
                if table is None:
                    if len(names) != 1:
                        raise InputError(_("choose a table (--table); the database has {tables}").format(
                            tables=", ".join(names) or _("no tables")), path=shown)
                    table = names[0]
                schema, _dot, name = table.rpartition(".")
                if not schema and name not in names:
                    raise InputError(_("there is no table '{table}'; the tables are {tables}").format(
                        table=table, tables=", ".join(names)), path=shown)
                statement = sa.select(sa.text("*")).select_from(sa.table(name, schema=schema or None))
            try:
                return pd.read_sql_query(statement, connection), table
            except sa.exc.DatabaseError as error:  # also SQLite's "not authorized" and a damaged file
                raise _database_error(error, shown) from None
    finally:
        engine.dispose()


def sqlite_tables(path: Path) -> list[str]:
    """The tables of a SQLite file (for the import dialog's choice); none when it cannot be read."""
    import sqlite3

    try:
        with contextlib.closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as connection:
            rows = connection.execute("select name from sqlite_master where type = 'table' order by name").fetchall()
    except sqlite3.Error:
        return []
    return [name for (name,) in rows]


def _asks_password(error: Exception) -> bool:
    text = str(error).lower()
    return "password" in text or "authentication" in text or "access denied" in text or "login failed" in text


def _database_error(error: Exception, shown: str) -> InputError:
    detail = str(getattr(error, "orig", None) or error).strip().splitlines()[0]
    if "malformed" in detail or "not a database" in detail:  # SQLite's words for a damaged or cut-short file
        return InputError(_("the SQLite file is damaged or cut short (SQLite: {error}); read a complete copy").format(
            error=detail), path=shown)
    return InputError(_("the database refused: {error}").format(error=detail), path=shown)


def public_url(url: str) -> str:
    """The URL without its password: what may be shown, logged or saved in a project."""
    import sqlalchemy as sa

    try:
        address = sa.engine.make_url(url)
        return sa.engine.URL.create(address.drivername, address.username, None, address.host, address.port,
                                    address.database, address.query).render_as_string(hide_password=False)
    except sa.exc.ArgumentError:
        return url.split("@")[-1]


def database_password(ask: Callable[[], str] | None) -> str | Callable[[], str] | None:
    """The password for a database: the PRIVDESK_DB_PASSWORD environment variable for one run, else ``ask``."""
    import os

    return os.environ.get(PASSWORD_ENV) or ask


def describe_source(source: Any) -> dict[str, Any]:
    """The fields of a dataset's source that say how the table was read (for inspect and the import dialog)."""
    return {"kind": source.kind, "table": source.sheet if source.kind in ("sql", "sqlite") else None,
            "query": source.query, "labelled_columns": [name for name, _labels in source.value_labels]}
