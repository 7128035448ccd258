"""The command line's shared options and how they are read: loading a table, the requirement, risk, population and
report flags, and the COL=VALUE / comma-separated arguments every command takes the same way."""

from __future__ import annotations

import argparse
from typing import Any

from privdesk.cli import formats as cli_formats
from privdesk.cli.models import add_model_flags, parameter_type
from privdesk.common.i18n import _
from privdesk.engine.core.errors import InputError


def add_load_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--sheet", help=_("Excel sheet name or 0-based number (default: the first)"))
    parser.add_argument("--encoding", help=_("text encoding of a CSV file (default: detected)"))
    parser.add_argument("--delimiter", help=_("CSV delimiter: , ; | or \\t (default: detected)"))
    parser.add_argument("--missing", help=_("comma-separated list of texts that mean 'missing' "
                        "(default: empty, NA, N/A, NULL, null, ?)"))
    cli_formats.add_source_options(parser)


def add_requirement_options(parser: argparse.ArgumentParser) -> None:
    """The privacy models a release made elsewhere is checked against (check, audit): the registry's model flags,
    as ``anonymize`` has them (``cli_models``)."""
    required = parser.add_argument_group(_("requirements (exit 1 when one is not met)"))
    add_population_option(parser)
    add_model_flags(required)
    required.add_argument("--delta-base", type=float, choices=[2.0], metavar="2",
                          help=_("state δ in bits (log base 2), as ARX does: δ_ARX = δ / ln 2"))


def add_population_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--population", metavar="FILE", help=_("population table (original values) the data is "
                        "drawn from, for δ-presence"))


def add_risk_options(parser: argparse.ArgumentParser, defaults: bool = True) -> None:
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


def risk_settings_of(args: argparse.Namespace, base=None):
    """The risk settings of the flags, over ``base`` (a project's) for the flags not given."""
    from dataclasses import replace

    from privdesk.engine.metrics.risk import RiskSettings

    settings = base or RiskSettings()
    given = {"release_model": args.release_model, "invasion": args.invasion, "threshold": args.threshold,
             "at_risk_limit": args.records_at_risk}
    return replace(settings, **{name: value for name, value in given.items() if value is not None})


def column_names(text: str) -> list[str]:
    names = [n.strip() for n in text.split(",") if n.strip()]
    if not names:
        raise argparse.ArgumentTypeError(_("give at least one column name"))
    return names


def column_pairs(items: list[str], flag: str) -> dict[str, str]:
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


def read_hierarchies(items: list[str]) -> dict:
    from privdesk.engine.attributes.hierarchy import Hierarchy

    return {name: Hierarchy.read_csv(path, attribute=name, encoding=None)
            for name, path in column_pairs(items, "--hierarchy").items()}


def read_level_tables(items: list[str]) -> dict:
    """The sensitivity-level tables of ``--levels COL=FILE``."""
    from privdesk.engine.attributes.sensitivity_levels import SensitivityLevels

    return {name: SensitivityLevels.read_csv(path, attribute=name) for name, path in column_pairs(items, "--levels").items()}


def load_options(args: argparse.Namespace) -> dict[str, Any]:
    options: dict[str, Any] = {"sheet": args.sheet, "encoding": args.encoding, "delimiter": args.delimiter,
                               **cli_formats.source_options(args)}
    if args.missing is not None:
        options["missing_tokens"] = tuple(t for t in args.missing.split(","))
    return options


def add_report_options(parser: argparse.ArgumentParser, with_switch: bool) -> None:
    if with_switch:
        parser.add_argument("--report", action="store_true", help=_("also write report.xlsx and report.json"))
    parser.add_argument("--key", metavar="SECRET_KEY", help=_("sign with this secret key (passphrase from "
                        "PRIVDESK_KEY_PASSPHRASE or asked for); without it the report is not signed"))
    parser.add_argument("--signer", default="", help=_("the name written into the report and its signature"))
    parser.add_argument("--context", metavar="FILE", help=_("the release's context (JSON or TOML: recipient, purpose, "
                        "environment, external data, threshold and its justification, the person responsible), "
                        "the report's first sheet; it replaces the entries of the project's context"))


def context_of(args: argparse.Namespace) -> dict[str, Any] | None:
    """The ``--context`` file's context, checked (None without the option)."""
    if not getattr(args, "context", None):
        return None
    from privdesk.app.projects.context_file import load_context

    return load_context(args.context)
