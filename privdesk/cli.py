"""The command line: the same jobs as the window, for scripts and auditors (DESIGN.md, "Command line").

Every command takes ``--json``; exit 0 on success, 1 when a requested privacy model or risk threshold is not met,
2 on bad input with a one-line message and no traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, Callable, Sequence

from . import __version__
from .engine.errors import InputError

EXIT_OK, EXIT_NOT_MET, EXIT_BAD_INPUT = 0, 1, 2


class _Parser(argparse.ArgumentParser):
    """argparse that reports usage errors as exit 2 with one line (its default already uses 2)."""

    def error(self, message: str) -> None:  # noqa: D401 - argparse's signature
        self.exit(EXIT_BAD_INPUT, f"privdesk: {message} (see privdesk {self.prog.split()[-1]} --help)\n"
                  if " " in self.prog else f"privdesk: {message} (see privdesk --help)\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="privdesk", description="PrivDesk: prepare tabular data for release and prove that "
                     "it is safe to release. Without a command, opens the window.")
    parser.add_argument("--version", action="version", version=f"PrivDesk {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    inspect = commands.add_parser("inspect", help="what is in a table: encoding, delimiter, types, missing and "
                                  "failing values")
    inspect.add_argument("file", help="CSV, .xlsx or .xls file")
    _add_load_options(inspect)
    inspect.add_argument("--json", action="store_true", help="machine-readable output")
    inspect.set_defaults(run=_run_inspect)

    demo = commands.add_parser("demo", help="run the bundled hospital sample end to end, headless")
    demo.add_argument("--json", action="store_true", help="machine-readable output")
    demo.set_defaults(run=_run_demo)
    return parser


def _add_load_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--sheet", help="Excel sheet name or 0-based number (default: the first)")
    parser.add_argument("--encoding", help="text encoding of a CSV file (default: detected)")
    parser.add_argument("--delimiter", help="CSV delimiter: , ; | or \\t (default: detected)")
    parser.add_argument("--missing", help="comma-separated list of texts that mean 'missing' "
                        "(default: empty, NA, N/A, NULL, null, ?)")


def _load_options(args: argparse.Namespace) -> dict[str, Any]:
    options: dict[str, Any] = {"sheet": args.sheet, "encoding": args.encoding, "delimiter": args.delimiter}
    if args.missing is not None:
        options["missing_tokens"] = tuple(t for t in args.missing.split(","))
    return options


def _run_inspect(args: argparse.Namespace) -> int:
    from .app.inspect import describe
    from .app.tables import open_table

    summary = describe(open_table(args.file, **_load_options(args)))
    if args.json:
        _print_json(summary)
        return EXIT_OK
    delimiter = {"\t": "tab"}.get(summary["delimiter"], summary["delimiter"])
    how = (f"sheet '{summary['sheet']}'" if summary["sheet"] is not None
           else f"encoding {summary['encoding']}, delimiter '{delimiter}'")
    print(f"{summary['file']}: {summary['rows']:,} rows, {summary['columns']} columns ({how})")
    header = ("column", "type", "distinct", "missing", "failing")
    rows = [(c["name"], c["type"] + (f" ({c['format']})" if c["format"] else ""), f"{c['distinct']:,}",
             f"{c['missing']:,}", f"{c['failing']:,}") for c in summary["column_details"]]
    _print_table(header, rows)
    for c in summary["column_details"]:
        if c["failing_values"]:
            shown = ", ".join(f"row {f['row']}: {f['value']!r}" for f in c["failing_values"])
            more = c["failing"] - len(c["failing_values"])
            print(f"values of '{c['name']}' that are not {c['type']}: {shown}"
                  + (f" and {more:,} more" if more > 0 else ""))
    return EXIT_OK


def _run_demo(args: argparse.Namespace) -> int:
    from .app.demo import run_demo

    result = run_demo()
    if args.json:
        _print_json(result)
    else:
        for line in result["lines"]:
            print(line)
    return EXIT_OK if result["ok"] else EXIT_NOT_MET


def _print_json(document: Any) -> None:
    sys.stdout.write(json.dumps(document, indent=2, ensure_ascii=False) + "\n")


def _print_table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> None:
    widths = [max(len(str(r[i])) for r in [header, *rows]) for i in range(len(header))]
    for row in [header, *rows]:
        print("  ".join(str(v).ljust(w) if i == 0 else str(v).rjust(w) for i, (v, w) in
                        enumerate(zip(row, widths))).rstrip())


def _open_window() -> int:
    from .gui.app import run_window

    return run_window()


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        return _open_window()
    run: Callable[[argparse.Namespace], int] = args.run
    try:
        return run(args)
    except InputError as error:
        print(f"privdesk: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        print("privdesk: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
