"""The command line: the same jobs as the window, for scripts and auditors (DESIGN.md, "Command line").

Every command takes ``--json``; exit 0 on success, 1 when a requested privacy model or risk threshold is not met,
2 on bad input with a one-line message and no traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any, Callable, Sequence

from . import __version__, cli_engine, cli_formats
from .cli_models import add_model_flags, parameter_type, requirements_from_flags
from .cli_output import exit_code, print_verdict, quiet_broken_pipe, show, terminal_progress
from .engine.algorithms.strategy import derives_requirements, names as strategy_names
from .engine.algorithms.strategy import search_sentence, strategy
from .engine.errors import InputError
from .cli_usefulness import add_usefulness_options, print_usefulness, usefulness_of
from .i18n import N_, _, display_width, pad, set_language, system_language
from .cli_population import (add_population_options, apply_population_flags, population_document, population_met,
                             print_population)

EXIT_OK, EXIT_NOT_MET, EXIT_BAD_INPUT = 0, 1, 2


# argparse's own words ("usage: ", "options", its error messages) come from its module-level gettext ``_``, which
# knows nothing of PrivDesk's catalogue: _translate_argparse() points it at ours. These are the English sources of
# the ones a user can meet, byte-identical to Python 3.11's argparse, listed so tools/update_translations.py
# collects them (a string argparse changes in a later Python simply stays English).
ARGPARSE_STRINGS = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("show program's version number and exit"),  # argparse's default help of --version, not passed through _
    N_("argument %(argument_name)s: %(message)s"),
    N_("the following arguments are required: %s"),
    N_("unrecognized arguments: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("expected one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("ignored explicit argument %r"),
)


def _translate_argparse() -> None:
    argparse._ = _


class _Parser(argparse.ArgumentParser):
    """argparse that reports usage errors as exit 2 with one line (its default already uses 2)."""

    def error(self, message: str) -> None:  # noqa: D401 - argparse's signature
        command = f"privdesk {self.prog.split()[-1]}" if " " in self.prog else "privdesk"
        self.exit(EXIT_BAD_INPUT, "privdesk: " + _("{message} (see {command} --help)").format(
            message=message, command=command) + "\n")


def build_parser() -> argparse.ArgumentParser:
    """The command line's parser, in the current language (call :func:`set_language` first)."""
    _translate_argparse()
    parser = _Parser(prog="privdesk", description=_("PrivDesk: prepare tabular data for release and prove that "
                                                    "it is safe to release. Without a command, opens the window."))
    parser.add_argument("--version", action="version", version=f"PrivDesk {__version__}",
                        help=_("show program's version number and exit"))
    window = parser.add_argument_group(_("window (privdesk [FILE] [options]: FILE is a table or a .privdesk "
                                         "project to open, as a file association passes it)"))
    window.add_argument("--sample", action="store_true", help=_("open the window on the bundled hospital sample"))
    window.add_argument("--screenshot", metavar="OUT.png", help=_("open the window (on FILE or --sample), save a "
                        "picture of it to OUT.png and exit; checks an installation without a display together with "
                        "QT_QPA_PLATFORM=offscreen"))
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    inspect = commands.add_parser("inspect", help=_("what is in a table: encoding, delimiter, types, missing and "
                                  "failing values"))
    inspect.add_argument("file", help=_("a table file (CSV, Excel, Parquet, Feather, SPSS, Stata, SAS, SQLite) or "
                                        "a database URL"))
    _add_load_options(inspect)
    inspect.add_argument("--json", action="store_true", help=_("machine-readable output"))
    inspect.set_defaults(run=_run_inspect)

    check = commands.add_parser("check", help=_("which privacy models a released table satisfies, with the achieved "
                                "k, l, t, α, β, δ; exits 1 when a requirement you name is not met"))
    check.add_argument("data", help=_("the released table"))
    check.add_argument("--qi", required=True, type=_names, help=_("quasi-identifiers, comma-separated"))
    check.add_argument("--sensitive", type=_names, default=[], help=_("sensitive attributes, comma-separated"))
    check.add_argument("--hierarchy", action="append", default=[], metavar="COL=FILE",
                       help=_("ARX-style hierarchy: of a sensitive attribute for hierarchical t-closeness, of a QI to "
                       "generalize the population for δ-presence"))
    check.add_argument("--levels", action="append", default=[], metavar="COL=FILE",
                       help=_("sensitivity-level table of a sensitive attribute, for (αij,k,m)-anonymity"))
    _add_requirement_options(check)
    add_population_options(check)
    _add_load_options(check)
    check.add_argument("--json", action="store_true", help=_("machine-readable output"))
    cli_engine.add_engine_options(check)
    check.set_defaults(run=_run_check)

    measure = commands.add_parser("measure", help=_("privacy level PL = DR x IR, entropy change, risk and utility of a "
                                  "release against its original (rows paired by position)"))
    measure.add_argument("original", help=_("the original table"))
    measure.add_argument("released", help=_("the released table, same rows in the same order"))
    measure.add_argument("--qi", required=True, type=_names, help=_("quasi-identifiers, comma-separated"))
    measure.add_argument("--sensitive", required=True, type=_names, help=_("sensitive attributes, comma-separated"))
    measure.add_argument("--known", action="append", default=[], metavar="ATTR=A,B",
                         help=_("attributes an attacker knows when measuring ATTR (default: all other QIs)"))
    measure.add_argument("--hierarchy", action="append", default=[], metavar="COL=FILE",
                         help=_("ARX-style hierarchy of a QI, for WHD loss and ARX's utility metrics"))
    measure.add_argument("--population", help=_("population table (original values) for link-matching figures"))
    measure.add_argument("--weight", action="append", default=[], metavar="QI=W",
                         help=_("weight of a QI in the weighted attribute entropy (default: equal weights)"))
    _add_risk_options(measure)
    add_population_options(measure)
    _add_load_options(measure)
    measure.add_argument("--json", action="store_true", help=_("machine-readable output"))
    add_usefulness_options(measure)
    cli_engine.add_engine_options(measure)
    measure.set_defaults(run=_run_measure)

    anonymize = commands.add_parser("anonymize", help=_("anonymize a table as a project (or the flags) says; write "
                                    "the release only when it meets every privacy model"))
    anonymize.add_argument("source", help=_("a .privdesk project, or a table with --qi and the models as flags"))
    anonymize.add_argument("--qi", type=_names, help=_("quasi-identifiers, comma-separated (without a project)"))
    anonymize.add_argument("--sensitive", type=_names, default=[], help=_("sensitive attributes, comma-separated"))
    anonymize.add_argument("--identifier", type=_names, default=[], help=_("identifier columns (dropped)"))
    anonymize.add_argument("--keep", type=_names, default=[], help=_("columns released unchanged on purpose although "
                           "they look like direct identifiers (written into the verdict and the report)"))
    anonymize.add_argument("--hierarchy", action="append", default=[], metavar="COL=FILE",
                           help=_("ARX-style hierarchy of a column"))
    anonymize.add_argument("--hierarchies", metavar="DIR", help=_("a folder with a hierarchy per column: "
                           "<column>.csv or *_<column>.csv"))
    anonymize.add_argument("--levels", action="append", default=[], metavar="COL=FILE",
                           help=_("sensitivity-level table of a sensitive attribute ((αij,k,m) algorithm)"))
    models = anonymize.add_argument_group(_("privacy models (with a project, these replace its models)"))
    add_model_flags(models)
    _add_population_option(anonymize)
    add_population_options(anonymize)
    options = anonymize.add_argument_group(_("algorithm"))
    options.add_argument("--algorithm", choices=strategy_names())  # the registered strategies, the DP release among them
    options.add_argument("--suppression", type=parameter_type("suppression"),
                         help=_("share of rows that may be suppressed (e.g. 0.05)"))
    options.add_argument("--metric", choices=["loss", "precision", "discernibility", "aecs", "entropy", "whd",
                                              "weighted_entropy", "arx_entropy"],
                         help=_("utility metric the optimal search minimises"))
    options.add_argument("--split", choices=["classic", "decision", "weighted"], help=_("Mondrian's split rule"))
    options.add_argument("--time-limit", type=float, metavar="SECONDS",
                         help=_("stop the search after this many seconds and release the best found so far"))
    options.add_argument("--step-limit", type=int, metavar="N",
                         help=_("stop the search after evaluating N candidates and release the best found so far"))
    _add_risk_options(anonymize, defaults=False)
    from .cli_dp import add_dp_anonymize_options
    add_dp_anonymize_options(anonymize)
    options.add_argument("--aggregate", action="append", default=[], metavar="COL=FUNCTION",
                         help=_("microaggregate a numeric attribute that is not a quasi-identifier: each class shows "
                         "its mean, geometric-mean, median, mode, interval or set"))
    options.add_argument("--cell-suppression", action="store_true", default=None,
                         help=_("recode the records the search would suppress by suppressing single cells (ARX's "
                                "cell-suppression mode; k-anonymity only)"))
    anonymize.add_argument("--out", required=True, help=_("folder for anonymized.csv and summary.json"))
    anonymize.add_argument("--xlsx", action="store_true", help=_("also write anonymized.xlsx"))
    cli_formats.add_format_option(anonymize)
    _add_report_options(anonymize, with_switch=True)
    _add_load_options(anonymize)
    anonymize.add_argument("--json", action="store_true", help=_("machine-readable output"))
    cli_engine.add_engine_options(anonymize)
    anonymize.set_defaults(run=_run_anonymize)

    report = commands.add_parser("report", help=_("rebuild a project's release and its audit report"))
    report.add_argument("project", help=_("a .privdesk project"))
    report.add_argument("--out", required=True, help=_("folder for the release, report.xlsx and report.json"))
    cli_formats.add_format_option(report)
    _add_report_options(report, with_switch=False)
    report.add_argument("--json", action="store_true", help=_("machine-readable output"))
    report.set_defaults(run=_run_report)

    audit = commands.add_parser("audit", help=_("check a table released elsewhere and write the signed report"))
    audit.add_argument("released", help=_("the released table"))
    audit.add_argument("--original", help=_("the original table (same rows, same order) for PL, EC and losses"))
    audit.add_argument("--qi", required=True, type=_names, help=_("quasi-identifiers, comma-separated"))
    audit.add_argument("--sensitive", type=_names, default=[], help=_("sensitive attributes, comma-separated"))
    audit.add_argument("--hierarchy", action="append", default=[], metavar="COL=FILE", help=_("ARX-style hierarchy"))
    audit.add_argument("--levels", action="append", default=[], metavar="COL=FILE",
                       help=_("sensitivity-level table of a sensitive attribute"))
    _add_requirement_options(audit)
    _add_risk_options(audit)
    audit.add_argument("--keep", type=_names, default=[], help=_("columns released on purpose although they look "
                       "like direct identifiers (a warning in the verdict instead of a failure)"))
    add_population_options(audit)
    audit.add_argument("--out", required=True, help=_("folder for report.xlsx and report.json"))
    _add_report_options(audit, with_switch=False)
    _add_load_options(audit)
    audit.add_argument("--json", action="store_true", help=_("machine-readable output"))
    audit.set_defaults(run=_run_audit)

    demo = commands.add_parser("demo", help=_("run the bundled hospital sample end to end, headless"))
    demo.add_argument("--out", help=_("folder for the outputs (default: a new folder in the current directory)"))
    demo.add_argument("--json", action="store_true", help=_("machine-readable output"))
    demo.set_defaults(run=_run_demo)

    keygen = commands.add_parser(
        "keygen", help=_("make a signing key pair in minisign's format; the secret key is encrypted with a "
                         "passphrase read from the environment variable PRIVDESK_KEY_PASSPHRASE, else asked for "
                         "(hidden)"),
        description=_("Make a signing key pair in minisign's format; the secret key is encrypted with a passphrase "
                      "read from the environment variable PRIVDESK_KEY_PASSPHRASE, else asked for (hidden). The "
                      "secret key file (NAME.key, mode 0600) also works with minisign -S -s; give auditors NAME.pub."))
    keygen.add_argument("--name", required=True, help=_("the key owner's name, e.g. \"Jane Doe\"; the key files are "
                        "named after it (jane-doe.key, jane-doe.pub)"))
    keygen.add_argument("--out", metavar="DIR", help=_("folder for the key files (default: PrivDesk's config folder, "
                        "keys/)"))
    keygen.add_argument("--force", action="store_true", help=_("replace an existing key pair of that name"))
    keygen.add_argument("--json", action="store_true", help=_("machine-readable output"))
    keygen.set_defaults(run=_run_keygen)

    verify = commands.add_parser(
        "verify", help=_("check a report or data file against its minisign signature and a public key you trust; "
                         "exits 1 when it does not verify"),
        description=_("Check a report or data file against its minisign signature and a public key you trust; "
                      "exits 1 when it does not verify. The same check as minisign -V -p KEY.pub -m FILE."))
    verify.add_argument("file", help=_("the signed file, e.g. report.xlsx"))
    verify.add_argument("--pubkey", "--key", dest="key", required=True, metavar="PUB",
                        help=_("the trusted public key: a .pub file or the base64 key string"))
    verify.add_argument("--signature", metavar="SIG", help=_("the signature file (default: FILE.minisig)"))
    verify.add_argument("--json", action="store_true", help=_("machine-readable output"))
    verify.set_defaults(run=_run_verify)
    from .cli_identify import register as register_identify
    register_identify(commands, _add_load_options)  # inspect --suggest, hierarchy, anonymize --preset

    from .cli_dp import add_dp_stats_command
    add_dp_stats_command(commands)

    from .cli_numeric import add_commands as add_numeric_commands  # microaggregate, perturb, suppress (issue #18)

    add_numeric_commands(commands, _add_load_options)
    return parser


def _add_load_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--sheet", help=_("Excel sheet name or 0-based number (default: the first)"))
    parser.add_argument("--encoding", help=_("text encoding of a CSV file (default: detected)"))
    parser.add_argument("--delimiter", help=_("CSV delimiter: , ; | or \\t (default: detected)"))
    parser.add_argument("--missing", help=_("comma-separated list of texts that mean 'missing' "
                        "(default: empty, NA, N/A, NULL, null, ?)"))
    cli_formats.add_source_options(parser)


def _add_requirement_options(parser: argparse.ArgumentParser) -> None:
    """The privacy models a release made elsewhere is checked against (check, audit): the registry's model flags,
    as ``anonymize`` has them (``cli_models``)."""
    required = parser.add_argument_group(_("requirements (exit 1 when one is not met)"))
    _add_population_option(parser)
    add_model_flags(required)
    required.add_argument("--delta-base", type=float, choices=[2.0], metavar="2",
                          help=_("state δ in bits (log base 2), as ARX does: δ_ARX = δ / ln 2"))


def _add_population_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--population", metavar="FILE", help=_("population table (original values) the data is "
                        "drawn from, for δ-presence"))


def _add_risk_options(parser: argparse.ArgumentParser, defaults: bool = True) -> None:
    """The risk threshold (exit 1 when it is not met); ``defaults=False``: unset flags keep a project's."""
    risk = parser.add_argument_group(_("risk threshold (exit 1 when it is not met; anonymize enforces it)"))
    risk.add_argument("--release-model", default="public" if defaults else None,
                      choices=["public", "semi-public", "non-public"],
                      help=_("how the data will be released (SPEC §3; default public)"))
    risk.add_argument("--invasion", default="high" if defaults else None, choices=["low", "medium", "high"],
                      help=_("invasion of privacy if re-identified: sets the risk threshold 0.1/0.075/0.05 "
                             "(default high)"))
    risk.add_argument("--threshold", type=parameter_type("threshold"),
                      help=_("risk threshold (overrides --invasion)"))
    risk.add_argument("--records-at-risk", type=parameter_type("records_at_risk"), metavar="SHARE",
                      help=_("largest share of records whose risk exceeds the threshold (e.g. 0.01)"))


def _risk_settings(args: argparse.Namespace, base=None):
    """The risk settings of the flags, over ``base`` (a project's) for the flags not given."""
    from dataclasses import replace

    from .engine.metrics.risk import RiskSettings

    settings = base or RiskSettings()
    given = {"release_model": args.release_model, "invasion": args.invasion, "threshold": args.threshold,
             "at_risk_limit": args.records_at_risk}
    return replace(settings, **{name: value for name, value in given.items() if value is not None})


def _names(text: str) -> list[str]:
    names = [n.strip() for n in text.split(",") if n.strip()]
    if not names:
        raise argparse.ArgumentTypeError(_("give at least one column name"))
    return names


def _pairs(items: list[str], flag: str) -> dict[str, str]:
    """COL=VALUE options into a dict; a malformed or repeated one is bad input."""
    pairs: dict[str, str] = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not name.strip() or not value.strip():
            raise InputError(_("{flag} expects COLUMN=VALUE").format(flag=flag), value=item)
        if name.strip() in pairs:
            raise InputError(_("{flag} given twice for column '{column}'").format(flag=flag, column=name.strip()))
        pairs[name.strip()] = value.strip()
    return pairs


def _hierarchies(items: list[str]) -> dict:
    from .engine.hierarchy import Hierarchy

    return {name: Hierarchy.read_csv(path, attribute=name, encoding=None)
            for name, path in _pairs(items, "--hierarchy").items()}


def _load_options(args: argparse.Namespace) -> dict[str, Any]:
    options: dict[str, Any] = {"sheet": args.sheet, "encoding": args.encoding, "delimiter": args.delimiter,
                               **cli_formats.source_options(args)}
    if args.missing is not None:
        options["missing_tokens"] = tuple(t for t in args.missing.split(","))
    return options


def _run_inspect(args: argparse.Namespace) -> int:
    from .app.inspect import describe
    from .app.tables import open_table
    from .engine.types import type_name

    dataset = open_table(args.file, **_load_options(args))
    if args.suggest:
        from .cli_identify import run_suggest
        return run_suggest(args, dataset)
    summary = describe(dataset)
    if args.json:
        _print_json(summary)
        return EXIT_OK
    if summary["kind"] not in ("csv", "xlsx", "xls"):
        print(cli_formats.read_line(summary))
    elif summary["sheet"] is not None:
        print(_("{file}: {rows:,} rows, {columns} columns (sheet '{sheet}')").format(
            file=summary["file"], rows=summary["rows"], columns=summary["columns"], sheet=summary["sheet"]))
    else:
        delimiter = _("tab") if summary["delimiter"] == "\t" else summary["delimiter"]
        print(_("{file}: {rows:,} rows, {columns} columns (encoding {encoding}, delimiter '{delimiter}')").format(
            file=summary["file"], rows=summary["rows"], columns=summary["columns"], encoding=summary["encoding"],
            delimiter=delimiter))
    header = (_("column"), _("type"), _("distinct"), _("missing"), _("failing"))
    rows = [(c["name"], type_name(c["type"]) + (f" ({c['format']})" if c["format"] else ""), f"{c['distinct']:,}",
             f"{c['missing']:,}", f"{c['failing']:,}") for c in summary["column_details"]]
    _print_table(header, rows)
    for c in summary["column_details"]:
        if c["failing_values"]:
            shown = ", ".join(_("row {row}: {value!r}").format(row=f["row"], value=f["value"])
                              for f in c["failing_values"])
            more = c["failing"] - len(c["failing_values"])
            if more > 0:
                print(_("values of '{column}' that are not {type}: {shown} and {more:,} more").format(
                    column=c["name"], type=type_name(c["type"]), shown=shown, more=more))
            else:
                print(_("values of '{column}' that are not {type}: {shown}").format(
                    column=c["name"], type=type_name(c["type"]), shown=shown))
    return EXIT_OK


def _add_report_options(parser: argparse.ArgumentParser, with_switch: bool) -> None:
    if with_switch:
        parser.add_argument("--report", action="store_true", help=_("also write report.xlsx and report.json"))
    parser.add_argument("--key", metavar="SECRET_KEY", help=_("sign with this secret key (passphrase from "
                        "PRIVDESK_KEY_PASSPHRASE or asked for); without it the report is not signed"))
    parser.add_argument("--signer", default="", help=_("the name written into the report and its signature"))


def _secret_key(args: argparse.Namespace):
    """The secret key of --key, opened with the passphrase from the environment or a prompt."""
    if not getattr(args, "key", None):
        return None
    import getpass

    from .report.signing import PASSPHRASE_ENV, load_secret_key

    passphrase = os.environ.get(PASSPHRASE_ENV)
    if passphrase is None:
        if not sys.stdin.isatty():
            raise InputError(_("no passphrase for the secret key: set {variable} or run in a terminal").format(
                variable=PASSPHRASE_ENV))
        passphrase = getpass.getpass(_("Passphrase of the secret key: "))
    return load_secret_key(args.key, passphrase)


def _run_report(args: argparse.Namespace) -> int:
    from .app.anonymize import ReleaseCheckFailed, ReportOptions, anonymize_to_folder, project_settings
    from .app.project import Project
    from .engine.algorithms.result import NoSolution

    from .cli_dp import keep_budget_in
    from .engine.algorithms.privacy_budget import BudgetExceeded

    project = Project.load(args.project)
    options = ReportOptions(project=project, key=_secret_key(args), signer=args.signer)
    settings = project_settings(project)
    keep_budget_in(project, settings)  # rebuilding a DP release is a new release: charged and saved
    try:
        summary = anonymize_to_folder(project.load_data(cli_formats.source_options(args)["password"]),
                                      settings, args.out,
                                      source=args.project, report=options, fmt=args.release_format)
    except (NoSolution, ReleaseCheckFailed, BudgetExceeded) as error:
        print(f"privdesk: {error}", file=sys.stderr)
        return EXIT_NOT_MET
    if args.json:
        _print_json(summary)
    else:
        print_verdict(summary["verdict"])
        text = _("report {report_id}: {path}") if options.key is None else _("report {report_id}: {path} (signed)")
        print(text.format(report_id=summary["report_id"], path=Path(args.out) / "report.xlsx"))
        print(_("written: {files}").format(files=", ".join(summary["written"])))
    return exit_code(summary["verdict"])


def _run_audit(args: argparse.Namespace) -> int:
    from .app.audit import audit_to_folder
    from .app.tables import open_table
    from .engine.sensitivity_levels import SensitivityLevels

    from .app.export import read_back

    options = _load_options(args)
    released = read_back(open_table(args.released, **options))
    original = open_table(args.original, **options) if args.original else None
    population = open_table(args.population, **options) if args.population else None
    levels = {name: SensitivityLevels.read_csv(path, attribute=name)
              for name, path in _pairs(args.levels, "--levels").items()}
    outcome = audit_to_folder(released, args.qi, args.sensitive, args.out, original=original,
                              hierarchies=_hierarchies(args.hierarchy), levels=levels,
                              requirements=requirements_from_flags(args, args.sensitive),
                              log_base=args.delta_base, risk=_risk_settings(args),
                              population=population, key=_secret_key(args), signer=args.signer, keep=args.keep)
    figures = population_document(args, released, args.qi, population, _hierarchies(args.hierarchy),
                                  _risk_settings(args).effective_threshold)
    if figures is not None:
        outcome["population_risk"] = figures
    if args.json:
        _print_json(outcome)
    else:
        print_verdict(outcome["verdict"])
        print_population(figures)
        print(_("report {report_id}: {path}").format(report_id=outcome["report_id"],
                                                     path=Path(args.out) / "report.xlsx"))
    return _with_population(exit_code(outcome["verdict"]), figures)


def _run_anonymize(args: argparse.Namespace) -> int:
    from .app.anonymize import ReleaseCheckFailed, Settings, anonymize_to_folder, project_settings
    from .engine.algorithms.privacy_budget import BudgetExceeded
    from .app.project import Project
    from .app.tables import open_table
    from .engine.algorithms.result import NoSolution
    from .engine.identifiers import IdentifierRule
    from .engine.sensitivity_levels import SensitivityLevels

    if args.preset:
        from .cli_identify import run_preset
        preset_only = run_preset(args)
        if preset_only is not None:
            return preset_only
    project = None
    population = open_table(args.population, **_load_options(args)) if args.population else None
    if args.source.endswith(".privdesk"):
        project = Project.load(args.source)
        path, engine = project.data_path(), cli_engine.chosen_engine(args, project.data_path(), project)
        dataset = project.load_data(cli_formats.source_options(args)["password"]) if engine == "memory" else None
        settings = project_settings(project, population)
    else:
        if not args.qi:
            raise InputError(_("give --qi (or a .privdesk project)"))
        path, engine = args.source, cli_engine.chosen_engine(args, args.source)
        dataset = open_table(args.source, **_load_options(args)) if engine == "memory" else None
        settings = Settings(qis=args.qi, sensitive=args.sensitive, requirements=[],
                            identifiers={name: IdentifierRule("drop") for name in args.identifier},
                            population=population)
    if args.preset:
        settings.preset = args.preset
    hierarchies = _hierarchies(args.hierarchy)
    if args.hierarchies:
        hierarchies = {**_hierarchies_from_folder(args.hierarchies, [*settings.qis, *settings.sensitive]),
                       **hierarchies}
    settings.hierarchies.update(hierarchies)
    settings.levels.update({name: SensitivityLevels.read_csv(path, attribute=name)
                            for name, path in _pairs(args.levels, "--levels").items()})
    flagged = requirements_from_flags(args, settings.sensitive)
    if flagged:
        settings.requirements = flagged
    if dataset is None and args.k_map is not None:
        raise InputError(_("the {engine} engine cannot run k-map yet; use --engine memory").format(engine=engine))
    apply_population_flags(args, settings, dataset.n_rows if dataset is not None else 0)
    for name in ("algorithm", "suppression", "metric", "split", "time_limit", "step_limit"):
        if getattr(args, name) is not None:
            setattr(settings, name, getattr(args, name))
    settings.risk = _risk_settings(args, settings.risk if project is not None else None)
    settings.keep = [*settings.keep, *(name for name in args.keep if name not in settings.keep)]
    from .cli_dp import apply_dp_options
    apply_dp_options(args, settings, project)
    settings.aggregate.update(_pairs(args.aggregate, "--aggregate"))
    settings.cell_suppression = bool(getattr(args, "cell_suppression", None) or settings.cell_suppression)
    if not settings.requirements and not settings.uniqueness and not derives_requirements(settings.algorithm):
        raise InputError(_("choose at least one privacy model (e.g. --k 5)"))
    if settings.needs_population and settings.population is None:
        raise InputError(_("δ-presence needs --population FILE: the table of everyone the data is drawn from"))
    if engine != "memory":
        return cli_engine.run_out_of_core(args, settings, engine, path, project)
    report = None
    if args.report or args.key:
        from .app.anonymize import ReportOptions

        report = ReportOptions(project=project if args.source.endswith(".privdesk") else None,
                               key=_secret_key(args), signer=args.signer)
    progress, finish = terminal_progress()
    try:
        summary = anonymize_to_folder(dataset, settings, args.out, xlsx=args.xlsx, source=args.source,
                                      report=report, progress=progress, fmt=args.release_format)
    except (NoSolution, ReleaseCheckFailed, BudgetExceeded) as error:
        finish()
        print(f"privdesk: {error}", file=sys.stderr)
        return EXIT_NOT_MET
    finish()
    generated = [name for name, h in settings.hierarchies.items() if (h.builder or {}).get("generated")]
    summary["generated_hierarchies"] = generated
    preset = summary.get("preset")
    if args.json:
        _print_json(summary)
        return exit_code(summary["verdict"])
    if preset is not None:
        from .cli_identify import print_preset
        print_preset(preset)
    if generated:
        print(_("generated hierarchies (no hierarchy was given): {columns}").format(columns=", ".join(generated)))
    print(_("{algorithm}: {classes:,} classes, {suppressed:,} rows suppressed, {seconds:.2f} s").format(
        algorithm=algorithm_title(summary["algorithm"]), classes=summary["classes"], suppressed=summary["suppressed"],
        seconds=summary["seconds"]))
    if summary["transformation"]:
        print(_("levels: {levels}").format(
            levels=", ".join(f"{name} {level}" for name, level in summary["transformation"].items())))
    if summary["metric"]:
        print(_("{metric}: {score:.4f}").format(metric=summary["details"].get("metric_name", summary["metric"]),
                                                score=summary["score"]))
        print(search_sentence(summary["search"]))
    print_verdict(summary["verdict"])
    print(_("release: {release}").format(release=cli_formats.written_line(summary)))  # its format and encoding
    print(_("written: {files}").format(files=", ".join(summary["written"])))
    return exit_code(summary["verdict"])


def _hierarchies_from_folder(folder: str, columns: list[str]) -> dict:
    """For each column the file '<column>.csv' or '*_<column>.csv' in ``folder`` (two candidates: an error)."""
    from .engine.hierarchy import Hierarchy

    path = Path(folder)
    if not path.is_dir():
        raise InputError(_("is not a folder"), path=path)
    found = {}
    files = sorted(p for p in path.iterdir() if p.suffix.lower() == ".csv")
    for column in columns:
        candidates = [p for p in files if p.name == f"{column}.csv" or p.name.endswith(f"_{column}.csv")]
        if len(candidates) > 1:
            raise InputError(_("two hierarchy files for '{column}': {first} and {second}").format(
                column=column, first=candidates[0].name, second=candidates[1].name), path=path)
        if candidates:
            found[column] = Hierarchy.read_csv(candidates[0], attribute=column, encoding=None)
    return found


def _run_check(args: argparse.Namespace) -> int:
    from .app.check import check_release
    from .app.tables import open_table
    from .engine.sensitivity_levels import SensitivityLevels

    engine = cli_engine.chosen_engine(args, args.data)
    if engine != "memory":
        return cli_engine.run_check_out_of_core(args, engine, requirements_from_flags(args, args.sensitive),
                                                _print_check)
    options = _load_options(args)
    dataset = open_table(args.data, **options)
    levels = {name: SensitivityLevels.read_csv(path, attribute=name)
              for name, path in _pairs(args.levels, "--levels").items()}
    population = open_table(args.population, **options) if args.population else None
    report = check_release(dataset, args.qi, args.sensitive, _hierarchies(args.hierarchy), levels, population,
                           requirements_from_flags(args, args.sensitive), log_base=args.delta_base)
    from .app.verdict import Verdict, model_entries

    report["verdict"] = Verdict(tuple(model_entries(report["requirements"]))).to_dict()
    figures = population_document(args, dataset, args.qi, population, _hierarchies(args.hierarchy))
    if figures is not None:
        report["population_risk"] = figures
    if args.json:
        _print_json(report)
    else:
        _print_check(report)
        print_population(figures)
    return _with_population(exit_code(report["verdict"]), figures)


def _print_check(report: dict) -> None:
    print(_("{rows:,} rows, {classes:,} classes, {suppressed:,} suppressed; k-anonymity: k = {k}").format(
        rows=report["rows"], classes=report["classes"], suppressed=report["suppressed"], k=show(report["k"])))
    names = list(report["sensitive"])
    if names:
        keys = ["alpha", "l_distinct", "l_entropy", "recursive_c", "t_equal", "t_ordered", "t_hierarchical",
                "beta_basic", "beta_enhanced", "delta_disclosure", "delta_disclosure_strict"]
        labels = {"alpha": _("α (largest share)"), "l_distinct": _("distinct l"), "l_entropy": _("entropy l"),
                  "recursive_c": _("recursive c (l = {l})").format(l=report["recursive_l"]),
                  "t_equal": _("t, equal distance"), "t_ordered": _("t, ordered distance"),
                  "t_hierarchical": _("t, hierarchical distance"), "beta_basic": _("β, basic"),
                  "beta_enhanced": _("β, enhanced"), "delta_disclosure": _("δ-disclosure"),
                  "delta_disclosure_strict": _("δ-disclosure, every value")}
        rows = [(labels[key], *[show(report["sensitive"][n][key]) if key in report["sensitive"][n] else "-"
                                for n in names])
                for key in keys if any(key in report["sensitive"][n] for n in names)]
        _print_table((_("model"), *names), rows)
    if "delta_presence" in report:
        presence = report["delta_presence"]
        print(_("δ-presence: {min} ≤ |E|/N ≤ {max}").format(min=show(presence["min"]), max=show(presence["max"])))
    if "alpha_ijkm" in report:
        graded = report["alpha_ijkm"]
        if graded["k"] is None:
            text = _("(αij,k,m)-anonymity: holds") if graded["holds"] else _("(αij,k,m)-anonymity: does not hold")
        else:
            text = (_("(αij,k,m)-anonymity: holds for k = {k}") if graded["holds"]
                    else _("(αij,k,m)-anonymity: does not hold for k = {k}"))
        print(text.format(k=graded["k"]))
    print_verdict(report["verdict"])


def _run_measure(args: argparse.Namespace) -> int:
    from .app.measure import measure_release
    from .app.tables import open_table

    from .app.export import read_back

    options = _load_options(args)
    known = {name: _names(value) for name, value in _pairs(args.known, "--known").items()}
    pair = cli_engine.measured_pair(args, [*args.qi, *args.sensitive, *known, *(n for v in known.values() for n in v)])
    original, released = pair or (open_table(args.original, **options), read_back(open_table(args.released, **options)))
    population = open_table(args.population, **options) if args.population else None
    weights = {}
    for name, value in _pairs(args.weight, "--weight").items():
        try:
            weights[name] = float(value)
        except ValueError:
            raise InputError(_("a weight must be a number"), column=name, value=value) from None
    hierarchies = _hierarchies(args.hierarchy)
    result = measure_release(original, released, args.qi, args.sensitive, known, hierarchies,
                             _risk_settings(args), population, weights)
    figures = population_document(args, released, args.qi, population, _hierarchies(args.hierarchy),
                                  result["risk"]["threshold"])
    if figures is not None:
        result["population_risk"] = figures
    if args.usefulness:
        result["usefulness"] = usefulness_of(args, original, released, hierarchies)
    if args.json:
        _print_json(result)
        return _with_population(exit_code(result["verdict"]), figures)
    overall = result["overall"]
    print(_("{rows:,} rows; privacy level PL = DR x IR (0 = well protected, 1 = fully exposed)").format(
        rows=result["rows"]))
    rows = [(_("overall"), f"{overall['DR']:.4f}", f"{overall['IR']:.4f}", f"{overall['PL']:.4f}",
             _("QIs → sensitive"))]
    rows += [(name, f"{a['DR']:.4f}", f"{a['IR']:.4f}", f"{a['PL']:.4f}", ", ".join(a["known"]) or "-")
             for name, a in result["attributes"].items()]
    _print_table((_("attribute"), "DR", "IR", "PL", _("known")), rows)
    print(_("entropy change EC = {ec:.4f} (share of the entropy the release keeps)").format(ec=result["EC"]))
    for note in result["notes"]:
        print(_("note: {note}").format(note=note))
    risk, utility = result["risk"], result["utility"]
    print(_("risk: maximum {maximum:.4f}, average {average:.4f}, records at risk {at_risk:.2%}").format(
        maximum=risk["maximum"], average=risk["average"], at_risk=risk["records_at_risk"]))
    print_verdict(result["verdict"])
    # The optional figures are appended clauses, each translated with its leading separator.
    line = _("utility: {classes:,} classes, average size {size:.2f}, {suppressed:,} rows suppressed").format(
        classes=utility["classes"], size=utility["average_class_size"], suppressed=utility["suppressed"])
    if "whd" in utility:
        line += _(", WHD loss {total:.4f} (mean {mean:.4f} per row)").format(total=utility["whd"]["total"],
                                                                           mean=utility["whd"]["mean"])
    if "arx_loss" in utility:
        line += _(", ARX Loss {loss:.4f}").format(loss=utility["arx_loss"])
    print(line)
    entropies = result["entropy_utility"]
    if entropies:
        print(_("weighted attribute entropy: {before:.4f} before, {after:.4f} after").format(
            before=entropies["weighted_before"], after=entropies["weighted_after"]))
    if "link_matching" in result:
        links = result["link_matching"]
        print(_("link matching with the population: entropy {entropy:.4f}, risk R {risk:.4f}, "
                "δ = max |E|/N {delta:.4f}").format(entropy=links["entropy"], risk=links["risk"],
                                                    delta=links["delta_max"]))
    print_population(figures)
    if args.usefulness:
        print_usefulness(result["usefulness"])
    return _with_population(exit_code(result["verdict"]), figures)


def _with_population(code: int, figures: dict | None) -> int:
    """The exit code of a verdict, 1 also when a population-risk threshold (cli_population) is not met."""
    from .cli_population import population_met

    return max(code, EXIT_OK if population_met(figures) else EXIT_NOT_MET)


def _run_demo(args: argparse.Namespace) -> int:
    from .app.demo import run_demo

    result = run_demo(Path(args.out) if args.out else None)
    if args.json:
        _print_json(result)
    else:
        for line in result["lines"]:
            print(line)
    return EXIT_OK if result["ok"] else EXIT_NOT_MET


def _run_keygen(args: argparse.Namespace) -> int:
    import os

    from .report.signing import PASSPHRASE_ENV, fingerprint, generate_keypair, keypair_paths, write_keypair

    if args.out is not None:
        folder = Path(args.out)
    else:
        from platformdirs import user_config_dir

        folder = Path(user_config_dir("PrivDesk")) / "keys"
    if not args.force:
        for path in keypair_paths(folder, args.name):
            if path.exists():
                raise InputError(_("already exists; use --force to replace the key pair"), path=path)
    passphrase = os.environ.get(PASSPHRASE_ENV)
    if passphrase is None:
        passphrase = _ask_new_passphrase(PASSPHRASE_ENV)
    elif not passphrase:
        raise InputError(_("the environment variable {variable} is empty").format(variable=PASSPHRASE_ENV))
    keypair = generate_keypair(args.name, passphrase)
    secret_path, public_path = write_keypair(keypair, folder, force=args.force)
    key_print = fingerprint(keypair)
    summary = {"name": keypair.name, "key_id": key_print.key_id, "public_key_sha256": key_print.sha256,
               "public_key": keypair.public().base64(), "secret_key_file": str(secret_path),
               "public_key_file": str(public_path)}
    if args.json:
        _print_json(summary)
        return EXIT_OK
    print(_("secret key: {path} (encrypted; keep it private)").format(path=secret_path))
    print(_("public key: {path} (give it to auditors)").format(path=public_path))
    print(_("key id {key_id}, public key SHA-256 {sha256}").format(key_id=key_print.key_id, sha256=key_print.sha256))
    print(_("verify with: privdesk verify FILE --key {path}   or   minisign -Vm FILE -P {key}").format(
        path=public_path, key=summary["public_key"]))
    return EXIT_OK


def _ask_new_passphrase(variable: str) -> str:
    import getpass

    if not sys.stdin.isatty():
        raise InputError(_("no passphrase: set the environment variable {variable} or run in a terminal").format(
            variable=variable))
    first = getpass.getpass(_("Passphrase for the new secret key: "))
    if not first:
        raise InputError(_("the passphrase is empty"))
    if getpass.getpass(_("Passphrase again: ")) != first:
        raise InputError(_("the two passphrases differ"))
    return first


def _run_verify(args: argparse.Namespace) -> int:
    from .report.signing import verify_file

    result = verify_file(args.file, args.key, args.signature)
    if args.json:
        _print_json(result.to_dict())
    elif result.ok:
        print(_("verified: {file} is signed by key {key_id} (signature {signature})").format(
            file=result.file, key_id=result.key_id, signature=result.signature_file))
        for name, value in result.trusted.items():
            print("  " + _("{name}: {value}").format(name=name, value=value))
        text = _("sha256 of the file: {sha256} (matches {role})") if result.role else _("sha256 of the file: {sha256}")
        print("  " + text.format(sha256=result.sha256, role=result.role))
    else:
        print("privdesk: " + _("{file}: signature does not verify: {reason}").format(file=result.file,
                                                                                   reason=result.reason),
              file=sys.stderr)
    return EXIT_OK if result.ok else EXIT_NOT_MET


def algorithm_title(name: str) -> str:
    """An algorithm in the user's words (its strategy's title), or its name when no strategy has it."""
    return _(strategy(name).title) if name in strategy_names() else name


def _print_json(document: Any) -> None:
    sys.stdout.write(json.dumps(document, indent=2, ensure_ascii=False) + "\n")


def _print_table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> None:
    """Plain aligned columns: numbers to the right, text to the left."""
    def numeric(value: str) -> bool:
        try:
            float(str(value).replace(",", "").rstrip("%"))
            return True
        except ValueError:
            return False

    # by display width: a Chinese header or value takes two columns per character
    widths = [max(display_width(str(r[i])) for r in [header, *rows]) for i in range(len(header))]
    right = [i > 0 and all(numeric(r[i]) for r in rows) for i in range(len(header))]
    for row in [header, *rows]:
        print("  ".join(pad(str(v), w, right[i]) for i, (v, w) in enumerate(zip(row, widths))).rstrip())


def _file_to_open(argv: list[str]) -> str | None:
    """`privdesk FILE [options]` opens FILE in the window: take FILE off argv. A first argument with a dot or a path
    separator is a file; command names have neither."""
    if argv and not argv[0].startswith("-") and ("." in argv[0] or os.sep in argv[0] or "/" in argv[0]):
        return argv.pop(0)
    return None


def _open_window(args: argparse.Namespace, file: str | None) -> int:
    if file is not None and not Path(file).is_file():
        print("privdesk: " + _("{file}: no such file").format(file=file), file=sys.stderr)
        return EXIT_BAD_INPUT
    from .gui.app import run_window

    return run_window(open_path=Path(file) if file else None, sample=args.sample,
                      screenshot=Path(args.screenshot) if args.screenshot else None)


def main(argv: Sequence[str] | None = None) -> int:
    set_language(system_language())  # before build_parser(): help texts are translated when the parser is built
    parser = build_parser()
    argv = list(sys.argv[1:] if argv is None else argv)
    file = _file_to_open(argv)
    args = parser.parse_args(argv)
    if args.command is None or file is not None:
        if args.command is not None:
            parser.error(_("a file to open ({file}) cannot be followed by a command").format(file=file))
        return _open_window(args, file)
    run: Callable[[argparse.Namespace], int] = args.run
    try:
        return run(args)
    except InputError as error:
        print(f"privdesk: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        print("privdesk: " + _("interrupted"), file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader of our output stopped (privdesk … | head): end quietly
        quiet_broken_pipe()
        return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
