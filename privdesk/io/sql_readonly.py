"""A database is only ever read: ``--query`` accepts one SELECT (or WITH … SELECT) statement, a SQLite file is
opened read-only, and a server's connection runs in a read-only transaction that is rolled back.

Three locks, each enough for the common cases, together for the rest:
- :func:`check_read_only_query` reads the statement's words (outside quotes and comments) and refuses a second
  statement, a first word other than SELECT or WITH, and any word that writes (INSERT, DROP, VACUUM, ATTACH,
  RETURNING, SELECT … INTO, …), naming the word;
- SQLite (:func:`sqlite_reader`): the file is opened with ``mode=ro``, ``PRAGMA query_only`` is set, and an
  authorizer denies everything but reading tables and calling functions (so ATTACH cannot create a file and
  VACUUM INTO cannot copy the table anywhere);
- a server (:func:`begin_read_only`): ``SET TRANSACTION READ ONLY`` where the database knows it (PostgreSQL,
  MySQL/MariaDB, Oracle), and the transaction is never committed.
"""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path
from typing import Callable

from privdesk.common.i18n import _
from privdesk.engine.core.errors import InputError

FIRST_WORDS = {"SELECT", "WITH"}
WRITING_WORDS = {"INSERT", "UPDATE", "DELETE", "MERGE", "INTO", "RETURNING", "CREATE", "DROP", "ALTER", "TRUNCATE",
                 "ATTACH", "DETACH", "VACUUM", "PRAGMA", "GRANT", "REVOKE"}
"""Reserved words that make a statement starting with SELECT or WITH write: a data-modifying CTE, RETURNING,
SELECT … INTO (a new table; MySQL's INTO OUTFILE), DDL. ``UPDATE`` also refuses SELECT … FOR UPDATE, which locks
rows of a live database. Other statements (COPY, CALL, SET, BEGIN, …) are refused by their first word."""
_TOKENS = re.compile(r"""
      (?P<comment>--[^\n]*|/\*.*?(?:\*/|\Z))
    | (?P<text>'(?:[^']|'')*(?:'|\Z)|\$(?P<tag>[A-Za-z_]*)\$.*?(?:\$(?P=tag)\$|\Z))
    | (?P<name>"(?:[^"]|"")*(?:"|\Z)|`(?:[^`]|``)*(?:`|\Z)|\[[^\]]*(?:\]|\Z))
    | (?P<word>[A-Za-z_][A-Za-z_0-9$]*)
    | (?P<semicolon>;)
    | (?P<other>.)
""", re.DOTALL | re.VERBOSE)
SQLITE_READS = {sqlite3.SQLITE_SELECT, sqlite3.SQLITE_READ, sqlite3.SQLITE_FUNCTION,
                getattr(sqlite3, "SQLITE_RECURSIVE", 33)}
"""What a SQLite authorizer lets a query do: read columns of tables and call functions (33: WITH RECURSIVE)."""
SQLITE_PRAGMA_READS = {"read_uncommitted"}
"""Pragmas a connection may read: SQLAlchemy asks for the isolation level when it connects."""
READ_ONLY_TRANSACTION = {"postgresql", "mysql", "mariadb", "oracle"}
"""Server databases whose SQL has SET TRANSACTION READ ONLY."""


def check_read_only_query(query: str, shown: str | None = None) -> str:
    """``query`` when it is one statement that only reads, without a trailing semicolon; else an InputError of
    one line naming what is refused. ``shown``: the database as the message names it."""
    words: list[str] = []
    statements = 0
    text_seen = False
    for match in _TOKENS.finditer(query):
        kind = match.lastgroup if match.lastgroup != "tag" else "text"
        if kind == "comment" or (kind == "other" and match.group().isspace()):
            continue
        if kind == "semicolon":
            statements += 1 if text_seen else 0
            text_seen = False
            continue
        if statements:  # something follows the first statement's semicolon
            raise InputError(_("the query must be one SELECT statement; it holds several (separated by ;)"),
                             path=shown)
        text_seen = True
        if kind == "word":
            words.append(match.group().upper())
    if not words:
        raise InputError(_("the query is empty; write one SELECT statement"), path=shown)
    if words[0] not in FIRST_WORDS:
        raise InputError(_("the query must be one SELECT statement (or WITH … SELECT), which only reads; it starts "
                           "with {word}").format(word=words[0]), path=shown)
    writing = next((word for word in words if word in WRITING_WORDS), None)
    if writing is not None:
        raise InputError(_("the query must only read the database, but it holds {word}; write one SELECT statement "
                           "(or WITH … SELECT)").format(word=writing), path=shown)
    if "SELECT" not in words:
        raise InputError(_("the query must be one SELECT statement (or WITH … SELECT)"), path=shown)
    return query.strip().rstrip(";").rstrip()


def sqlite_reader(path: str | Path) -> Callable[[], sqlite3.Connection]:
    """A function opening the SQLite file at ``path`` read-only (SQLAlchemy's ``creator``): ``mode=ro``, queries
    only, and an authorizer that allows reading and functions only."""
    uri = Path(path).resolve().as_uri() + "?mode=ro"

    def connect() -> sqlite3.Connection:
        connection = sqlite3.connect(uri, uri=True, check_same_thread=False)
        connection.execute("PRAGMA query_only = ON")
        connection.set_authorizer(_read_only_authorizer)
        return connection

    return connect


def _read_only_authorizer(action: int, name: object = None, value: object = None, *_rest: object) -> int:
    if action in SQLITE_READS or (action == sqlite3.SQLITE_PRAGMA and name in SQLITE_PRAGMA_READS and value is None):
        return sqlite3.SQLITE_OK
    return sqlite3.SQLITE_DENY


def begin_read_only(connection) -> None:
    """Make a server connection's transaction read-only where its database can (see READ_ONLY_TRANSACTION); the
    caller never commits it."""
    import sqlalchemy as sa

    if connection.dialect.name in READ_ONLY_TRANSACTION:
        connection.execute(sa.text("SET TRANSACTION READ ONLY"))
