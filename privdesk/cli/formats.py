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


def add_format_option(parser: argparse.ArgumentParser, engines: bool = False) -> None:
    """--format; ``engines``: the command also runs on the out-of-core engines, whose default is Parquet."""
    text = (_("format of the release (default: the input's on the memory engine, Parquet on the duckdb and spark "
              "engines, which write Parquet or CSV: --format csv); CSV keeps the input's delimiter and encoding on "
              "the memory engine") if engines else
            _("format of the release (default: the input's; CSV keeps the input's delimiter and encoding)"))
    parser.add_argument("--format", dest="release_format", choices=FORMATS, help=text)


def format_choice_line(fmt: str | None, engine: str, dataset: Any = None) -> str:
    """The first line of ``anonymize``: the format the release will be written in and why (asked for, the
    input's on the memory engine, Parquet on an out-of-core one), before a run that may take minutes."""
    from privdesk.io.release_files import FORMAT_NAMES, default_format

    if fmt is not None:
        return _("release format: {format} (--format)").format(format=FORMAT_NAMES[fmt])
    if engine == "memory":
        return _("release format: {format}, the input's (--format to choose another)").format(
            format=FORMAT_NAMES[default_format(dataset.source)])
    from privdesk.app.out_of_core import DEFAULT_FORMAT

    return _("release format: {format}, the {engine} engine's default (--format csv for CSV)").format(
        format=FORMAT_NAMES[DEFAULT_FORMAT], engine=engine)


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


def print_sheet_note(dataset) -> None:
    """Which sheet of a several-sheet workbook was read, and the others (never silently the first)."""
    from privdesk.io.tables import other_sheets_note

    note = other_sheets_note(dataset)
    if note is not None:
        print(_("{note} (read another with --sheet NAME)").format(note=note))
