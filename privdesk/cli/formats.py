"""The command line's options for the table formats beyond CSV and Excel: a database's table or query, its
password (asked, never stored), and the format a release is written in. Every command that opens a table takes
the same options (``privdesk.cli.options._add_load_options``)."""

from __future__ import annotations

import argparse
import getpass
import sys
from typing import Any

from privdesk.common.i18n import _

# The release formats (privdesk.io.release_files.FORMATS, checked equal by a test): here so that building the
# parser imports neither pandas nor pyarrow.
FORMATS = ("csv", "xlsx", "parquet", "feather", "sav", "zsav", "dta", "xpt", "sqlite")


def add_source_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--table", help=_("the table of a SQLite file or of a database URL (e.g. "
                        "postgresql://user@host/db); default: the only table"))
    parser.add_argument("--query", help=_("an SQL query whose result is the table (instead of --table)"))


def add_format_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--format", dest="release_format", choices=FORMATS,
                        help=_("format of the release (default: the input's; CSV keeps the input's delimiter and "
                               "encoding)"))


def source_options(args: argparse.Namespace) -> dict[str, Any]:
    """open_table's options for --table/--query, and the password, asked in a terminal only when the server
    wants one (or taken from PRIVDESK_DB_PASSWORD for one run)."""
    from privdesk.io.formats import database_password

    return {"table": getattr(args, "table", None), "query": getattr(args, "query", None),
            "password": database_password(_ask_password)}


def _ask_password() -> str:
    if not sys.stdin.isatty():
        from privdesk.engine.core.errors import InputError
        from privdesk.io.formats import PASSWORD_ENV

        raise InputError(_("the database asks for a password: set {variable} or run in a terminal").format(
            variable=PASSWORD_ENV))
    return getpass.getpass(_("Database password: "))


def written_line(summary: dict[str, Any]) -> str:
    from privdesk.io.release_files import describe_written

    return describe_written(summary["release"])


def read_line(summary: dict[str, Any]) -> str:
    """inspect's first line for a table that is not CSV or Excel: what it is, and its table or labels."""
    text = _("{file}: {rows:,} rows, {columns} columns ({kind})").format(
        file=summary["file"], rows=summary["rows"], columns=summary["columns"], kind=summary["kind"])
    if summary["sheet"]:
        text += " " + _("table '{table}'").format(table=summary["sheet"])
    if summary["query"]:
        text += " " + _("query {query}").format(query=summary["query"])
    if summary["labelled_columns"]:
        text += "; " + _("value labels shown for {columns}").format(columns=", ".join(summary["labelled_columns"]))
    return text
