"""`privdesk dp-stats`: differentially private counts, histograms and contingency tables (registered by cli/main.py).

Exit 1 when the data set's privacy budget cannot pay for the request (nothing is released), 2 on bad input.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from privdesk.common.i18n import _
from privdesk.engine.dp.dp_statistics import LAPLACE, MECHANISMS
from privdesk.engine.dp.privacy_budget import BudgetExceeded


def add_dp_stats_command(commands) -> None:
    """Register the subcommand on cli/main.py's subparsers."""
    from privdesk.cli.options import add_load_options, column_names

    dp = commands.add_parser("dp-stats", help=_("differentially private counts: a histogram of one column or the "
                             "contingency table of several, with error bars; charged to the data set's budget"))
    dp.add_argument("source", help=_("a table, or a .privdesk project (which keeps the data set's privacy budget)"))
    dp.add_argument("--columns", required=True, type=column_names,
                    help=_("columns to count, comma-separated (one: histogram; several: contingency table)"))
    dp.add_argument("--epsilon", type=float,
                    help=_("ε this release spends (smaller: more noise, more privacy), e.g. 0.5; with --mechanism "
                           "gaussian, the least noise whose ρ keeps ε within it at --delta"))
    dp.add_argument("--mechanism", choices=list(MECHANISMS), default=LAPLACE,
                    help=_("laplace: discrete Laplace noise, ε-DP (default); gaussian: discrete Gaussian noise, "
                           "ρ-zCDP, whose ρ's add up in a zCDP budget"))
    dp.add_argument("--rho", type=float, help=_("ρ of a Gaussian release (zCDP), e.g. 0.05; instead of --epsilon"))
    dp.add_argument("--delta", "--dp-delta", dest="delta", type=float,
                    help=_("δ at which a Gaussian release's ρ is stated as (ε, δ) (default 1e-5)"))
    dp.add_argument("--mode", metavar="COLUMN", help=_("also release the most frequent value of COLUMN (exponential "
                    "mechanism); ε is then split evenly between the counts and the mode"))
    dp.add_argument("--budget", type=float, metavar="TOTAL_EPSILON",
                    help=_("the total ε that may ever be spent on this data set (sets a project's budget the first "
                    "time; without a project, checks this release only)"))
    dp.add_argument("--seed", type=int, help=_("seed of the random noise, for reproducible examples only: whoever "
                    "knows it can remove the noise"))
    dp.add_argument("--person", metavar="COLUMN", help=_("the person key: each person's rows are bounded by "
                    "--max-rows-per-person, so the release protects persons, not rows"))
    dp.add_argument("--max-rows-per-person", type=int, metavar="N",
                    help=_("count at most N rows of each person (chosen at random with the seed); the noise is "
                           "scaled to N rows"))
    dp.add_argument("--out", required=True, metavar="DIR", help=_("folder for dp_statistics.csv/.xlsx and .json"))
    dp.add_argument("--xlsx", action="store_true", help=_("write the counts as an Excel workbook instead of CSV"))
    add_load_options(dp)
    dp.add_argument("--json", action="store_true", help=_("machine-readable output"))
    dp.set_defaults(run=run_dp_stats)


def run_dp_stats(args: argparse.Namespace) -> int:
    from privdesk.app.dp.statistics import dp_stats_to_folder
    from privdesk.app.projects.project import Project
    from privdesk.cli.options import load_options
    from privdesk.cli.output import EXIT_NOT_MET, EXIT_OK, print_json, print_table
    from privdesk.io.tables import open_table

    project = None
    if args.source.endswith(".privdesk"):
        project = Project.load(args.source)
        dataset = project.load_data()
    else:
        dataset = open_table(args.source, **load_options(args))
    try:
        result = dp_stats_to_folder(dataset, args.columns, args.epsilon, args.out, mode_column=args.mode,
                                    project=project, total_epsilon=args.budget, seed=args.seed, xlsx=args.xlsx,
                                    mechanism=args.mechanism, rho=args.rho, delta=args.delta, person=args.person,
                                    max_rows_per_person=args.max_rows_per_person)
    except BudgetExceeded as error:
        print(f"privdesk: {error}", file=sys.stderr)
        return EXIT_NOT_MET
    if args.json:
        print_json(result.summary())
        return EXIT_OK
    stats = result.statistics
    frame = stats.to_frame()
    shown = frame.head(30)
    print_table([str(c) for c in frame.columns],
                 [["" if v is None else str(v) for v in row] for row in shown.itertuples(index=False)])
    if len(frame) > len(shown):
        print(_("… and {more:,} more cells").format(more=len(frame) - len(shown)))
    if stats.rho is None:
        print(_("discrete Laplace noise, ε = {epsilon:g}: each count is within ±{width} of the true count with "
                "{confidence:.0%} confidence (standard deviation {sd:.2f}); negative counts set to 0").format(
            epsilon=stats.table.epsilon, width=stats.half_width, confidence=stats.confidence,
            sd=stats.standard_deviation))
    else:
        print(_("discrete Gaussian noise, ρ = {rho:.6g} (zCDP; ε = {epsilon:.4g} at δ = {delta:g}): each count is "
                "within ±{width} of the true count with {confidence:.0%} confidence (standard deviation {sd:.2f}); "
                "negative counts set to 0").format(
            rho=stats.rho, epsilon=stats.epsilon, delta=stats.delta, width=stats.half_width,
            confidence=stats.confidence, sd=stats.standard_deviation))
    if stats.contribution:
        print(_("per person: at most {n} rows of each person counted ({left:,} rows left out); the noise is scaled "
                "to {n} rows, so the release protects each person of '{person}'").format(
            n=stats.contribution["max_rows_per_person"], left=stats.contribution["rows_left_out"],
            person=stats.contribution["person"]))
    if stats.mode is not None:
        print(_("most frequent value of {column} (exponential mechanism, ε = {epsilon:g}): {value}").format(
            column=stats.mode.attribute, epsilon=stats.mode.epsilon,
            value=_("(missing)") if stats.mode.value is None else stats.mode.value))
    if result.budget is not None:
        budget = result.budget
        print(_("privacy budget: {spent:.6g} of {total:.6g} spent, {remaining:.6g} left").format(
            spent=budget.spent, total=budget.total, remaining=budget.remaining))
    print(_("written: {files}").format(files=", ".join(str(Path(f)) for f in result.files)))
    return EXIT_OK


def add_dp_anonymize_options(anonymize) -> None:
    """`privdesk anonymize --algorithm dp`: SafePub's (ε, δ)-differentially private table release."""
    from privdesk.engine.dp.safepub import DEGREES
    from privdesk.engine.dp.safepub_scores import SCORE_NAMES

    dp = anonymize.add_argument_group(_("differentially private release (--algorithm dp)"))
    dp.add_argument("--epsilon", type=float, help=_("ε of the release, e.g. 1 (with --algorithm dp)"))
    dp.add_argument("--dp-delta", type=float, help=_("δ of the release, e.g. 1e-5 (--delta is δ-disclosure)"))
    dp.add_argument("--dp-steps", type=int, help=_("steps of the private search over the generalizations "
                    "(default 100; 0 = the most general levels)"))
    dp.add_argument("--dp-score", type=_score_name, metavar="SCORE",
                    help=_("what the private search optimises: {names} (SafePub's and ARX's names also work: "
                           "granularity, intensity, group-size; default loss)").format(names=", ".join(SCORE_NAMES)))
    dp.add_argument("--dp-degree", choices=list(DEGREES), help=_("fix the generalization without looking at the "
                    "data (data-independent variant; all of ε goes to the sample)"))
    dp.add_argument("--seed", type=int, help=_("seed of the random sample and search, for reproducible runs only"))
    dp.add_argument("--budget", type=float, metavar="TOTAL_EPSILON",
                    help=_("the total ε that may ever be spent on this data set (sets a project's budget the first "
                    "time)"))
    dp.add_argument("--max-rows-per-person", type=int, metavar="N", dest="rows_per_person",
                    help=_("with --person: keep at most N rows of each person (chosen at random with the seed); ε and "
                           "δ then protect each person (each row gets ε/N)"))


def _score_name(text: str) -> str:
    from privdesk.engine.core.errors import InputError
    from privdesk.engine.dp.safepub_scores import score_key

    try:
        return score_key(text)
    except InputError as error:
        raise argparse.ArgumentTypeError(error.message) from None


def apply_dp_options(args: argparse.Namespace, settings, project):
    """The settings with the DP flags and, with a project, its budget kept in the project file."""
    from dataclasses import replace

    from privdesk.engine.search.contract import spends_budget

    flags = {"epsilon": args.epsilon, "delta": args.dp_delta, "steps": args.dp_steps, "degree": args.dp_degree,
             "score": args.dp_score, "seed": args.seed, "budget": args.budget,
             "rows_per_person": getattr(args, "rows_per_person", None)}
    settings = replace(settings, dp={**settings.dp, **{key: value for key, value in flags.items()
                                                        if value is not None}})
    if not spends_budget(settings.algorithm):
        return settings
    if project is not None:
        if project.privacy_budget is None and args.budget is not None:
            from privdesk.engine.dp.privacy_budget import new_budget

            project.keep_budget(new_budget(args.budget, settings.dp.get("delta", 0.0)))
        settings = keep_budget_in(project, settings)
    return settings


def keep_budget_in(project, settings):
    """The settings of a DP run of ``project``: it charges the project's ledger and saves the project as soon as
    it is charged (other runs: unchanged)."""
    from dataclasses import replace

    from privdesk.engine.search.contract import spends_budget

    if not spends_budget(settings.algorithm) or project is None:
        return settings

    def save(ledger: dict) -> None:
        project.privacy_budget = ledger
        project.save(project.location)

    return replace(settings, privacy_budget=project.privacy_budget, save_budget=save)
