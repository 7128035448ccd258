"""The commands that transform values rather than generalise them: ``privdesk microaggregate`` (MDAV),
``perturb`` (noise, PRAM) and ``suppress`` (local suppression). Registered by :func:`add_commands`."""

from __future__ import annotations

import argparse

from privdesk.common.i18n import _


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

    perturb = commands.add_parser("perturb", help=_("add noise to numeric columns and/or PRAM categorical "
                                  "columns, reproducibly from a seed"))
    perturb.add_argument("file", help=_("CSV, .xlsx or .xls file"))
    add_load_options(perturb)
    perturb.add_argument("--noise", metavar="COLUMNS", help=_("comma-separated numeric columns to add noise to"))
    perturb.add_argument("--share", type=float, default=0.1, help=_("noise standard deviation as a share of each "
                         "column's standard deviation (default 0.1)"))
    perturb.add_argument("--kind", default="correlated", choices=["uncorrelated", "correlated"],
                         help=_("uncorrelated noise per column, or noise with the columns' covariance (default)"))
    perturb.add_argument("--decimals", type=int, help=_("round the noisy values to this many decimals"))
    perturb.add_argument("--pram", metavar="COLUMNS", help=_("comma-separated categorical columns to PRAM"))
    perturb.add_argument("--keep", type=float, default=0.8, help=_("PRAM: probability of keeping a value before the "
                         "matrix is made invariant (default 0.8)"))
    perturb.add_argument("--not-invariant", action="store_true", help=_("PRAM with the plain matrix, without "
                         "keeping the expected frequencies"))
    perturb.add_argument("--matrix", action="append", default=[], metavar="COLUMN=FILE",
                         help=_("PRAM with your transition matrix: a CSV whose header and first column list the "
                         "categories, row = from, column = to"))
    perturb.add_argument("--seed", type=int, help=_("seed of the random draws (default: a new one, recorded)"))
    perturb.add_argument("--out", required=True, help=_("folder for released.csv and transformation.json"))
    perturb.add_argument("--json", action="store_true", help=_("machine-readable output"))
    perturb.set_defaults(run=_run_perturb)

    suppress = commands.add_parser("suppress", help=_("k-anonymity by suppressing single cells of the "
                                   "quasi-identifiers, least important column first (sdcMicro's local suppression)"))
    suppress.add_argument("file", help=_("CSV, .xlsx or .xls file"))
    add_load_options(suppress)
    suppress.add_argument("--qi", required=True, help=_("comma-separated quasi-identifiers"))
    suppress.add_argument("--k", type=int, default=2, help=_("every row matches at least k rows, a suppressed cell "
                          "matching any value (default 2)"))
    suppress.add_argument("--importance", help=_("comma-separated importance of the quasi-identifiers in the same "
                          "order, 1 = most important, suppressed last (default: fewer distinct values = more "
                          "important)"))
    suppress.add_argument("--marker", default="*", help=_("what a suppressed cell shows (default *; '' = empty)"))
    suppress.add_argument("--out", required=True, help=_("folder for released.csv and transformation.json"))
    suppress.add_argument("--json", action="store_true", help=_("machine-readable output"))
    suppress.set_defaults(run=_run_suppress)


def _run_microaggregate(args: argparse.Namespace) -> int:
    from privdesk.app.release.numeric import microaggregate, write_release
    from privdesk.cli.options import column_names, load_options
    from privdesk.cli.output import EXIT_OK, print_json
    from privdesk.io.tables import open_table

    dataset = open_table(args.file, **load_options(args))
    released, record = microaggregate(dataset, column_names(args.columns), args.k)
    path = write_release(released, record, args.out, dataset.source)
    if args.json:
        print_json(record)
        return EXIT_OK
    print(_("MDAV: {rows:,} rows of {columns} in {groups:,} groups of at least {k} rows; written to {path}").format(
        rows=dataset.n_rows, columns=", ".join(record["columns"]), groups=record["groups"], k=record["k"],
        path=path))
    _print_distortion(record["distortion"])
    return EXIT_OK


def _run_perturb(args: argparse.Namespace) -> int:
    from privdesk.app.release.numeric import add_noise, apply_pram, write_release
    from privdesk.cli.options import column_names, column_pairs, load_options
    from privdesk.cli.output import EXIT_OK, print_json
    from privdesk.engine.core.errors import InputError
    from privdesk.io.tables import open_table

    if not args.noise and not args.pram:
        raise InputError(_("name columns with --noise and/or --pram"))
    dataset = open_table(args.file, **load_options(args))
    source = dataset.source
    records = []
    seed = args.seed
    if args.noise:
        dataset, record = add_noise(dataset, column_names(args.noise), args.share, args.kind, seed, args.decimals)
        records.append(record)
        seed = record["seed"] if seed is None else seed
    if args.pram:
        matrices = {name: _read_matrix(path) for name, path in column_pairs(args.matrix, "--matrix").items()}
        dataset, record = apply_pram(dataset, column_names(args.pram), args.keep, None if seed is None else seed + 1,
                                     not args.not_invariant, matrices)
        records.append(record)
    document = {"transformation": "sequence", "steps": records} if len(records) > 1 else records[0]
    path = write_release(dataset, document, args.out, source)
    if args.json:
        print_json(document)
        return EXIT_OK
    for record in records:
        if record["transformation"] == "noise":
            print(_("noise ({kind}, {share} × sd, seed {seed}) on {columns}").format(
                kind=record["kind"], share=record["share"], seed=record["seed"], columns=", ".join(record["columns"])))
            _print_distortion({k: v for k, v in record["distortion"].items() if k != "sd_ratio"})
        else:
            print(_("PRAM (seed {seed}) on {columns}").format(seed=record["seed"], columns=", ".join(record["columns"])))
            for name, measured in record["distortion"].items():
                print("  " + _("{column}: {changed:,} values changed ({share:.1%}), category shares moved by "
                               "{distance:.4f}").format(column=name, changed=measured["changed"],
                                                        share=measured["changed_share"],
                                                        distance=measured["frequency_distance"]))
    print(_("written to {path}").format(path=path))
    return EXIT_OK


def _run_suppress(args: argparse.Namespace) -> int:
    from privdesk.app.release.numeric import suppress_cells, write_release
    from privdesk.cli.options import column_names, load_options
    from privdesk.cli.output import EXIT_OK, print_json
    from privdesk.engine.core.errors import InputError
    from privdesk.io.tables import open_table

    importance = None
    if args.importance:
        try:
            importance = [int(v) for v in column_names(args.importance)]
        except ValueError:
            raise InputError(_("--importance expects whole numbers"), value=args.importance) from None
    dataset = open_table(args.file, **load_options(args))
    released, record = suppress_cells(dataset, column_names(args.qi), args.k, importance, args.marker)
    path = write_release(released, record, args.out, dataset.source)
    if args.json:
        print_json(record)
        return EXIT_OK
    measured = record["distortion"]
    print(_("{k}-anonymity by suppressing {cells:,} cells in {rows:,} rows; written to {path}").format(
        k=record["k"], cells=measured["suppressed_cells"], rows=measured["rows_touched"], path=path))
    for name, count in measured["per_column"].items():
        print("  " + _("{name}: {value}").format(name=name, value=f"{count:,}"))
    return EXIT_OK


def _read_matrix(path: str):
    """A transition matrix CSV: header = categories (after a corner cell), first column = categories."""
    import pandas as pd

    from privdesk.engine.core.errors import InputError

    try:
        frame = pd.read_csv(path, dtype=str, keep_default_na=False, encoding="utf-8-sig", index_col=0)
        matrix = frame.to_numpy(dtype=float)
    except (OSError, ValueError) as error:
        raise InputError(_("cannot read the transition matrix: {error}").format(error=error), path=path) from None
    if list(frame.index) != list(frame.columns):
        raise InputError(_("the matrix's first column must list the same categories as its header"), path=path)
    return [str(c) for c in frame.columns], matrix


def _print_distortion(distortion: dict[str, float]) -> None:
    names = {"il1s": _("IL1s (mean standardised distance to the original)"),
             "eigenvalue_distance": _("eigenvalue distance of the correlation structure"),
             "within_group_variance_share": _("within-group variance share (SSE/SST)")}
    for key, value in distortion.items():
        print("  " + _("{name}: {value}").format(name=names.get(key, key), value=f"{value:.6g}"))
