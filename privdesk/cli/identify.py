"""The command line of column suggestions and presets: `privdesk inspect FILE --suggest [--json]` (suggested roles) and
`privdesk hierarchy DATA --column C [--kind …] --out FILE` (the hierarchy builders the window has).

Registered by :func:`register` from cli/main.py."""

from __future__ import annotations

import argparse
from typing import Any, Callable

from privdesk.common.i18n import _

HIERARCHY_KINDS = ("default", "intervals", "masking", "dates", "grouping", "value_to_top")


def register(commands: argparse._SubParsersAction, add_load_options: Callable[[argparse.ArgumentParser], None]) -> None:
    from privdesk.engine.detect.presets import PRESETS

    inspect = commands.choices["inspect"]
    commands.choices["anonymize"].add_argument(
        "--preset", choices=PRESETS, help=_("remove and coarsen the detected identifiers first: hipaa-safe-harbor "
                                            "(HIPAA Safe Harbor) or cn-personal-info (Chinese direct identifiers); "
                                            "without --qi and privacy models only the preset is applied"))
    inspect.add_argument("--suggest", action="store_true",
                         help=_("suggest each column's role (identifier, quasi-identifier, sensitive, insensitive) "
                                "with its kind, confidence and reason"))
    hierarchy = commands.add_parser("hierarchy", help=_("build a generalization hierarchy for a column and write it "
                                    "as an ARX hierarchy file"))
    hierarchy.add_argument("data", help=_("CSV, .xlsx or .xls file"))
    hierarchy.add_argument("--column", required=True, help=_("the column to build the hierarchy for"))
    hierarchy.add_argument("--kind", choices=HIERARCHY_KINDS, default="default",
                           help=_("builder (default: chosen by the column's type: dates day → month → year → decade "
                                  "→ *; numbers in intervals of a round width w (1, 2 or 5 × 10^k, at most 20 over "
                                  "the data's range), then 2w, 4w, 8w … until one covers the data, then * (ages "
                                  "0-99: 5, 10, 20, 40, 80, *); codes masked from the right; other text value → *)"))
    hierarchy.add_argument("--width", help=_("intervals: width of the first level"))
    hierarchy.add_argument("--fanouts", help=_("intervals: how many intervals each level joins, e.g. 2,2,5"))
    hierarchy.add_argument("--char", default="*", help=_("masking: the masking character"))
    hierarchy.add_argument("--direction", choices=("left", "right"), default="right",
                           help=_("masking: mask from this end"))
    hierarchy.add_argument("--levels", help=_("dates: levels from fine to coarse, e.g. month,year,decade"))
    hierarchy.add_argument("--format", help=_("dates: strptime format of the values (default: the detected one)"))
    hierarchy.add_argument("--sizes", help=_("grouping: group sizes per level, e.g. 2,3"))
    hierarchy.add_argument("--out", required=True, help=_("the hierarchy file to write (ARX format, ; separated)"))
    hierarchy.add_argument("--json", action="store_true", help=_("machine-readable output"))
    add_load_options(hierarchy)
    hierarchy.set_defaults(run=run_hierarchy)


def _list(text: str | None, what: str) -> list[str] | None:
    if text is None:
        return None
    items = [t.strip() for t in text.split(",") if t.strip()]
    if not items:
        from privdesk.engine.core.errors import InputError
        raise InputError(_("{what} needs at least one value").format(what=what), value=text)
    return items


def build_hierarchy(dataset, args: argparse.Namespace):
    """The hierarchy the options ask for, covering every value of the column."""
    from privdesk.engine.attributes import hierarchy_builders as builders
    from privdesk.engine.attributes.default_hierarchies import default_hierarchy

    column = dataset.column(args.column)
    values = [str(v) for v in column.values[:column.distinct_count]]
    if args.kind == "default":
        return default_hierarchy(column)
    if args.kind == "intervals":
        if args.width is None:
            from privdesk.engine.attributes.default_hierarchies import nice_width
            from privdesk.engine.attributes.hierarchy_builders import format_number, parse_numbers
            numbers = parse_numbers(values)
            args.width = format_number(nice_width(float(min(numbers)), float(max(numbers))))
        fanouts = _list(args.fanouts, "--fanouts")
        return builders.intervals(values, args.width, fanouts=fanouts, attribute=column.name)
    if args.kind == "masking":
        return builders.masking(values, char=args.char, direction=args.direction, attribute=column.name)
    if args.kind == "dates":
        levels = _list(args.levels, "--levels") or ["month", "year", "decade"]
        fmt = args.format or column.format or "%Y-%m-%d"
        return builders.dates(values, fmt=fmt, levels=levels, attribute=column.name)
    if args.kind == "grouping":
        sizes = _list(args.sizes, "--sizes") or ["2"]
        return builders.grouping(values, sizes, attribute=column.name)
    return builders.value_to_top(values, attribute=column.name)


def run_hierarchy(args: argparse.Namespace) -> int:
    from privdesk.cli.options import load_options
    from privdesk.cli.output import EXIT_OK, print_json
    from privdesk.io.tables import open_table

    dataset = open_table(args.data, **load_options(args))
    hierarchy = build_hierarchy(dataset, args)
    lacking = hierarchy.uncovered_values(dataset.column(args.column), dataset.source.missing_tokens)
    hierarchy.to_csv(args.out)
    document = {"column": args.column, "file": args.out, "levels": hierarchy.levels, "rows": hierarchy.n_rows,
                "builder": hierarchy.builder, "uncovered": [v for v in lacking if v is not None],
                "missing_uncovered": None in lacking}
    if args.json:
        print_json(document)
        return EXIT_OK
    print(_("{column}: {rows:,} values, {levels} levels, written to {file}").format(
        column=args.column, rows=hierarchy.n_rows, levels=hierarchy.levels, file=args.out))
    for row in hierarchy.rows[:3].tolist():
        print("  " + " → ".join(row))
    if document["uncovered"]:
        print(_("values the hierarchy does not cover: {values}").format(values=", ".join(document["uncovered"][:10])))
    return EXIT_OK


def run_suggest(args: argparse.Namespace, dataset: Any) -> int:
    from privdesk.app.suggest import suggestion_report
    from privdesk.cli.output import EXIT_OK, print_json, print_table
    from privdesk.engine.core.types import type_name

    report = suggestion_report(dataset)
    if args.json:
        print_json(report)
        return EXIT_OK
    role_names = {"identifier": _("identifier"), "quasi-identifier": _("quasi-identifier"),
                  "sensitive": _("sensitive"), "insensitive": _("insensitive")}
    header = (_("column"), _("type"), _("suggested role"), _("kind"), _("confidence"))
    rows = [(c["column"], type_name(c["type"]), role_names[c["role"]], c["kind"], f"{c['confidence']:.2f}")
            for c in report["columns"]]
    print_table(header, rows)
    print()
    for c in report["columns"]:
        print(_("{name}: {value}").format(name=c["column"], value=c["reason"]))
    if report["quasi_identifier_sets"]:
        print()
        print(_("quasi-identifier sets (distinction = distinct combinations / rows; separation = share of record "
                "pairs told apart):"))
        print_table((_("attributes"), _("distinction"), _("separation")),
                     [(", ".join(r["attributes"]), f"{r['distinction']:.4f}", f"{r['separation']:.4f}")
                      for r in report["quasi_identifier_sets"]])
        best = report["separating_set"]
        if best:
            print(_("smallest set that tells apart {alpha:.0%} of the pairs: {attributes}").format(
                alpha=report["separation_alpha"], attributes=", ".join(best["attributes"])))
    return EXIT_OK


def run_preset(args: argparse.Namespace) -> int | None:
    """`anonymize DATA --preset P` without QIs or models: apply the preset only and write the release. None when
    the run goes on to anonymize (which applies the preset: ``Settings.preset``)."""
    from privdesk.app.suggest import release_with_preset
    from privdesk.cli.models import requirements_from_flags
    from privdesk.cli.options import load_options
    from privdesk.cli.output import EXIT_OK, print_json
    from privdesk.io.tables import open_table

    if args.source.endswith(".privdesk") or args.qi or requirements_from_flags(args, args.sensitive):
        return None
    record = release_with_preset(open_table(args.source, **load_options(args)), args.preset, args.out)
    if args.json:
        print_json(record)
        return EXIT_OK
    print_preset(record)
    print(_("written: {data}, {record}").format(data=f"{args.out}/anonymized.csv", record=f"{args.out}/preset.json"))
    return EXIT_OK


def print_preset(record: dict) -> None:
    for action in record["actions"]:
        print(_("{name}: {value}").format(name=action["column"], value=action["reason"]))
    if record.get("note"):
        print(record["note"])
