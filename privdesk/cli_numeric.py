"""The commands that transform values rather than generalise them: ``privdesk microaggregate`` (MDAV),
``perturb`` (noise, PRAM) and ``suppress`` (local suppression). Registered by :func:`add_commands`."""

from __future__ import annotations

import argparse

from .i18n import _


def add_commands(commands, add_load_options) -> None:
    micro = commands.add_parser("microaggregate", help=_("MDAV microaggregation: replace numeric columns by the "
                                "means of groups of at least k similar rows"))
    micro.add_argument("file", help=_("CSV, .xlsx or .xls file"))
    add_load_options(micro)
    micro.add_argument("--columns", required=True, help=_("comma-separated numeric columns to aggregate together"))
    micro.add_argument("--k", type=int, default=3, help=_("rows per group, at least (default 3)"))
    micro.add_argument("--out", required=True, help=_("folder for released.csv and transformation.json"))
    micro.add_argument("--json", action="store_true", help=_("machine-readable output"))
    micro.set_defaults(run=_run_microaggregate)


def _run_microaggregate(args: argparse.Namespace) -> int:
    from .app.numeric_release import microaggregate, write_release
    from .app.tables import open_table
    from .cli import EXIT_OK, _load_options, _names, _print_json

    dataset = open_table(args.file, **_load_options(args))
    released, record = microaggregate(dataset, _names(args.columns), args.k)
    path = write_release(released, record, args.out)
    if args.json:
        _print_json(record)
        return EXIT_OK
    print(_("MDAV: {rows:,} rows of {columns} in {groups:,} groups of at least {k} rows; written to {path}").format(
        rows=dataset.n_rows, columns=", ".join(record["columns"]), groups=record["groups"], k=record["k"],
        path=path))
    _print_distortion(record["distortion"])
    return EXIT_OK


def _print_distortion(distortion: dict[str, float]) -> None:
    names = {"il1s": _("IL1s (mean standardised distance to the original)"),
             "eigenvalue_distance": _("eigenvalue distance of the correlation structure"),
             "within_group_variance_share": _("within-group variance share (SSE/SST)")}
    for key, value in distortion.items():
        print(f"  {names.get(key, key)}: {value:.6g}")
