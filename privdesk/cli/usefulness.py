"""`privdesk measure … --usefulness [--target COL]`: the usefulness analysis of a release (app/usefulness.py) as
text or as the ``usefulness`` part of ``--json``."""

from __future__ import annotations

import argparse
from typing import Any, Mapping

from privdesk.common.i18n import _


def add_usefulness_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--usefulness", action="store_true",
                        help=_("also compare summary statistics, a contingency table and classifiers before and "
                               "after"))
    parser.add_argument("--target", help=_("with --usefulness: the column classifiers predict (default: none)"))
    parser.add_argument("--features", help=_("with --target: the feature columns, comma-separated (default: every "
                                             "other column)"))
    parser.add_argument("--pair", help=_("with --usefulness: the two columns of the contingency table, "
                                         "comma-separated (default: the first two QIs)"))
    parser.add_argument("--classifiers", default="",
                        help=_("with --target: logistic_regression, naive_bayes, random_forest (comma-separated)"))
    parser.add_argument("--include-suppressed", action="store_true",
                        help=_("with --usefulness: let suppressed cells (*) stand for every value instead of "
                               "leaving them out"))


def usefulness_of(args: argparse.Namespace, original, released, hierarchies: Mapping) -> dict[str, Any]:
    from privdesk.app.usefulness import UsefulnessSettings, analyse_usefulness, usefulness_json
    from privdesk.engine.core.errors import InputError

    pair = None
    if args.pair:
        names = [n.strip() for n in args.pair.split(",") if n.strip()]
        if len(names) != 2:
            raise InputError(_("--pair expects two column names"), value=args.pair)
        pair = (names[0], names[1])
    elif len(args.qi) >= 2:
        pair = (args.qi[0], args.qi[1])
    methods = [m.strip() for m in args.classifiers.split(",") if m.strip()]
    features = [f.strip() for f in args.features.split(",") if f.strip()] if args.features else []
    settings = UsefulnessSettings(target=args.target, features=features, methods=methods, pair=pair,
                                  include_suppressed=args.include_suppressed, qis=args.qi, hierarchies=hierarchies)
    return usefulness_json(analyse_usefulness(original, released, settings))


def print_usefulness(document: Mapping[str, Any]) -> None:
    from privdesk.cli.output import print_table
    from privdesk.engine.usefulness.summary import date_text, days_text, suppressed_note

    def number(value) -> str:
        return "-" if value is None else f"{value:.4g}"

    print(_("usefulness: summary statistics before → after"))
    rows = []
    for s in document["statistics"]:
        before, after = s["before"], s["after"]
        dated = s["type"] == "date"  # the engine counts a date in days: show dates and a spread in days

        def where(value) -> str:
            return (date_text(value) or "-") if dated else number(value)

        def spread(value) -> str:
            return (days_text(value) or "-") if dated else number(value)

        if s["numeric"]:
            figures = _("mean {before} → {after}, sd {sd_before} → {sd_after}").format(
                before=where(before["mean"]), after=where(after["mean"]), sd_before=spread(before["std"]),
                sd_after=spread(after["std"]))
        else:
            figures = _("mode {before} → {after}").format(before=before["mode"], after=after["mode"])
        rows.append((s["name"], f"{before['distinct']} → {after['distinct']}", str(after["suppressed"]),
                     number(s["tvd"]), number(s["kl"]), figures))
    print_table((_("attribute"), _("distinct"), _("suppressed"), "TVD", "KL", _("figures")), rows)
    if "suppressed_records" in document:
        print(suppressed_note(document))
    table = document.get("contingency")
    if table:
        print(_("contingency table of '{row}' and '{column}': largest change of a cell {change:.2%}").format(
            row=table["row"], column=table["column"], change=table["largest_change"]))
    classification = document.get("classification")
    if classification:
        rows = [(c["name"], f"{c['original']['accuracy']:.4f}",
                 "-" if c["released"] is None else f"{c['released']['accuracy']:.4f}",
                 f"{c['zero_r']['accuracy']:.4f}") for c in classification]
        print_table((_("classifier"), _("original"), _("release"), "ZeroR"), rows)
        print(document["verdict"])
