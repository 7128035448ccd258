"""The command line: the same jobs as the window, for scripts and auditors (docs/design.md, "Command line").

Every command takes ``--json``; exit 0 on success, 1 when a requested privacy model or risk threshold is not met,
2 on bad input with a one-line message and no traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Callable, Sequence

from privdesk import __version__
from privdesk.cli import engine as cli_engine
from privdesk.cli import formats as cli_formats
from privdesk.cli.anonymize import run_anonymize, run_demo, run_report
from privdesk.cli.check import run_audit, run_check, run_inspect, run_measure
from privdesk.cli.models import add_model_flags, parameter_type
from privdesk.cli.options import (
    add_load_options,
    add_population_option,
    add_report_options,
    add_requirement_options,
    add_risk_options,
    column_names,
)
from privdesk.cli.output import EXIT_BAD_INPUT, EXIT_OK, quiet_broken_pipe
from privdesk.cli.person import add_person_option
from privdesk.cli.population import add_population_options
from privdesk.cli.signing import run_keygen, run_verify
from privdesk.cli.usefulness import add_usefulness_options
from privdesk.common.i18n import N_, _, set_language, system_language
from privdesk.engine.core.errors import InputError
from privdesk.engine.search.contract import names as strategy_names
from privdesk.io.atomic import write_failure

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
    add_load_options(inspect)
    inspect.add_argument("--json", action="store_true", help=_("machine-readable output"))
    inspect.set_defaults(run=run_inspect)

    check = commands.add_parser("check", help=_("which privacy models a released table satisfies, with the achieved "
                                "k, l, t, α, β, δ; exits 1 when a requirement you name is not met"))
    check.add_argument("data", help=_("the released table"))
    check.add_argument("--qi", required=True, type=column_names, help=_("quasi-identifiers, comma-separated"))
    check.add_argument("--sensitive", type=column_names, default=[], help=_("sensitive attributes, comma-separated"))
    check.add_argument("--hierarchy", action="append", default=[], metavar="COL=FILE",
                       help=_("ARX-style hierarchy: of a sensitive attribute for hierarchical t-closeness, of a QI to "
                       "generalize the population for δ-presence"))
    check.add_argument("--levels", action="append", default=[], metavar="COL=FILE",
                       help=_("sensitivity-level table of a sensitive attribute, for (αij,k,m)-anonymity"))
    add_requirement_options(check)
    add_person_option(check)
    add_population_options(check)
    add_load_options(check)
    check.add_argument("--json", action="store_true", help=_("machine-readable output"))
    cli_engine.add_engine_options(check)
    check.set_defaults(run=run_check)

    measure = commands.add_parser("measure", help=_("privacy level PL = DR x IR, entropy change, risk and utility of a "
                                  "release against its original (rows paired by position)"))
    measure.add_argument("original", help=_("the original table"))
    measure.add_argument("released", help=_("the released table, same rows in the same order"))
    measure.add_argument("--qi", required=True, type=column_names, help=_("quasi-identifiers, comma-separated"))
    measure.add_argument("--sensitive", required=True, type=column_names, help=_("sensitive attributes, comma-separated"))
    measure.add_argument("--known", action="append", default=[], metavar="ATTR=A,B",
                         help=_("attributes an attacker knows when measuring ATTR (default: all other QIs)"))
    measure.add_argument("--hierarchy", action="append", default=[], metavar="COL=FILE",
                         help=_("ARX-style hierarchy of a QI, for WHD loss and ARX's utility metrics"))
    measure.add_argument("--population", help=_("population table (original values) for link-matching figures"))
    measure.add_argument("--weight", action="append", default=[], metavar="QI=W",
                         help=_("weight of a QI in the weighted attribute entropy (default: equal weights)"))
    add_risk_options(measure)
    add_population_options(measure)
    add_load_options(measure)
    measure.add_argument("--json", action="store_true", help=_("machine-readable output"))
    add_usefulness_options(measure)
    cli_engine.add_engine_options(measure)
    measure.set_defaults(run=run_measure)

    anonymize = commands.add_parser("anonymize", help=_("anonymize a table as a project (or the flags) says; write "
                                    "the release only when it meets every privacy model"))
    anonymize.add_argument("source", help=_("a .privdesk project, or a table with --qi and the models as flags"))
    anonymize.add_argument("--qi", type=column_names, help=_("quasi-identifiers, comma-separated (without a project)"))
    anonymize.add_argument("--sensitive", type=column_names, default=[], help=_("sensitive attributes, comma-separated"))
    anonymize.add_argument("--identifier", type=column_names, default=[], help=_("identifier columns (dropped)"))
    add_person_option(anonymize)
    anonymize.add_argument("--date-shift", type=column_names, default=[], metavar="COL,COL",
                           help=_("date columns shifted per person: every date of one person moves by the same "
                                  "secret offset, so intervals are kept and calendar dates hidden (needs --person)"))
    anonymize.add_argument("--max-shift-days", type=int, metavar="N",
                           help=_("the largest date shift, in days either way (with --date-shift)"))
    anonymize.add_argument("--free-text", type=column_names, default=[], metavar="COL,COL",
                           help=_("free-text columns (notes) released redacted: names, ID and phone numbers, addresses, "
                                  "dates … inside their cells replaced by their kind; an unmarked free-text column "
                                  "blocks the release"))
    anonymize.add_argument("--keep", type=column_names, default=[], help=_("columns released unchanged on purpose although "
                           "they look like direct identifiers (written into the verdict and the report)"))
    anonymize.add_argument("--hierarchy", action="append", default=[], metavar="COL=FILE",
                           help=_("ARX-style hierarchy of a column"))
    anonymize.add_argument("--hierarchies", metavar="DIR", help=_("a folder with a hierarchy per column: "
                           "<column>.csv or *_<column>.csv"))
    anonymize.add_argument("--levels", action="append", default=[], metavar="COL=FILE",
                           help=_("sensitivity-level table of a sensitive attribute ((αij,k,m) algorithm)"))
    models = anonymize.add_argument_group(_("privacy models (with a project, these replace its models)"))
    add_model_flags(models)
    add_population_option(anonymize)
    add_population_options(anonymize)
    options = anonymize.add_argument_group(_("algorithm"))
    # the registered strategies, the DP release among them
    options.add_argument("--algorithm", choices=strategy_names(),
                         help=_("the search (default: the project's, else optimal); auto: the optimal search up to "
                                "100,000 transformations, the genetic search beyond (from a local optimum, anytime, "
                                "60 s unless limited; reproducible under --step-limit)"))
    options.add_argument("--suppression", type=parameter_type("suppression"),
                         help=_("share of rows that may be suppressed (e.g. 0.05)"))
    options.add_argument("--metric", choices=["loss", "precision", "discernibility", "aecs", "entropy", "whd",
                                              "weighted_entropy", "arx_entropy", "loss_rank"],
                         help=_("utility metric the optimal search minimises"))
    options.add_argument("--split", choices=["classic", "decision", "weighted"], help=_("Mondrian's split rule"))
    options.add_argument("--time-limit", type=float, metavar="SECONDS",
                         help=_("stop the search after this many seconds and release the best found so far"))
    options.add_argument("--step-limit", type=int, metavar="N",
                         help=_("stop the search after evaluating N candidates and release the best found so far"))
    add_risk_options(anonymize, defaults=False)
    from privdesk.cli.dp import add_dp_anonymize_options
    add_dp_anonymize_options(anonymize)
    options.add_argument("--aggregate", action="append", default=[], metavar="COL=FUNCTION",
                         help=_("microaggregate a numeric attribute that is not a quasi-identifier: each class shows "
                         "its mean, geometric-mean, median, mode, interval or set"))
    options.add_argument("--cell-suppression", nargs="?", const="arx", default=None, choices=("arx", "gradual", "none"),
                         help=_("recode the records the search would suppress by suppressing single cells: arx "
                                "(default; ARX's cell-suppression mode, 1%% of the table per round) or gradual (1%% of "
                                "the records still suppressed per round); every model, δ-presence and k-map too"))
    add_attack_option(anonymize)
    anonymize.add_argument("--out", required=True, help=_("folder for anonymized.csv and summary.json"))
    anonymize.add_argument("--xlsx", action="store_true", help=_("also write anonymized.xlsx"))
    cli_formats.add_format_option(anonymize, engines=True)
    add_report_options(anonymize, with_switch=True)
    add_load_options(anonymize)
    anonymize.add_argument("--json", action="store_true", help=_("machine-readable output"))
    cli_engine.add_engine_options(anonymize)
    anonymize.set_defaults(run=run_anonymize)

    report = commands.add_parser("report", help=_("rebuild a project's release and its audit report"))
    report.add_argument("project", help=_("a .privdesk project"))
    report.add_argument("--out", required=True, help=_("folder for the release, report.xlsx and report.json"))
    cli_formats.add_format_option(report)
    add_report_options(report, with_switch=False)
    report.add_argument("--json", action="store_true", help=_("machine-readable output"))
    report.set_defaults(run=run_report)

    audit = commands.add_parser("audit", help=_("check a table released elsewhere and write the signed report"))
    audit.add_argument("released", help=_("the released table"))
    audit.add_argument("--original", help=_("the original table (same rows, same order) for PL, EC and losses"))
    audit.add_argument("--qi", required=True, type=column_names, help=_("quasi-identifiers, comma-separated"))
    audit.add_argument("--sensitive", type=column_names, default=[], help=_("sensitive attributes, comma-separated"))
    audit.add_argument("--hierarchy", action="append", default=[], metavar="COL=FILE", help=_("ARX-style hierarchy"))
    audit.add_argument("--levels", action="append", default=[], metavar="COL=FILE",
                       help=_("sensitivity-level table of a sensitive attribute"))
    add_requirement_options(audit)
    add_risk_options(audit)
    add_person_option(audit)
    audit.add_argument("--keep", type=column_names, default=[], help=_("columns released on purpose although they look "
                       "like direct identifiers (a warning in the verdict instead of a failure)"))
    add_population_options(audit)
    add_attack_option(audit)
    audit.add_argument("--out", required=True, help=_("folder for report.xlsx and report.json"))
    add_report_options(audit, with_switch=False)
    add_load_options(audit)
    audit.add_argument("--json", action="store_true", help=_("machine-readable output"))
    cli_engine.add_engine_options(audit)
    audit.set_defaults(run=run_audit)

    demo = commands.add_parser("demo", help=_("run the bundled hospital sample end to end, headless"))
    demo.add_argument("--out", help=_("folder for the outputs (default: a new folder in the current directory)"))
    demo.add_argument("--json", action="store_true", help=_("machine-readable output"))
    demo.set_defaults(run=run_demo)

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
    keygen.set_defaults(run=run_keygen)

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
    verify.set_defaults(run=run_verify)
    from privdesk.cli.identify import register as register_identify
    register_identify(commands, add_load_options)  # inspect --suggest, hierarchy, anonymize --preset

    from privdesk.cli.dp import add_dp_stats_command
    add_dp_stats_command(commands)

    from privdesk.cli.numeric import (
        add_commands as add_numeric_commands,  # microaggregate, perturb, suppress
    )

    add_numeric_commands(commands, add_load_options)
    return parser


def add_attack_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--attack-columns", type=column_names, default=[], metavar="COL,COL",
                        help=_("the columns an attacker already knows from elsewhere, for the attack test of the "
                               "release (default: the quasi-identifiers; linkability splits them into two halves)"))


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
    from privdesk.gui.app import run_window

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
    except OSError as error:  # a file the system refused (a full disk, a folder not ours): one line, no traceback
        failure = write_failure(error, error.filename or "")
        text = str(failure) if isinstance(failure, InputError) else _("{file}: {reason}").format(
            file=error.filename or "?", reason=error.strerror or error)
        print(f"privdesk: {text}", file=sys.stderr)
        return EXIT_BAD_INPUT


if __name__ == "__main__":
    sys.exit(main())
