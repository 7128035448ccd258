"""Commands that write a release: anonymize (a table with flags, or a project), report (a project's release
rebuilt with its audit report) and demo (the bundled sample end to end)."""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path

from privdesk.cli import engine as cli_engine
from privdesk.cli import formats as cli_formats
from privdesk.cli.models import requirements_from_flags
from privdesk.cli.options import (
    column_pairs,
    context_of,
    load_options,
    read_hierarchies,
    read_level_tables,
    risk_settings_of,
)
from privdesk.cli.output import (
    EXIT_NOT_MET,
    EXIT_OK,
    exit_code,
    print_attack_test,
    print_json,
    print_verdict,
    terminal_progress,
)
from privdesk.cli.population import apply_population_flags
from privdesk.cli.signing import open_secret_key
from privdesk.common.i18n import _
from privdesk.engine.core.errors import InputError
from privdesk.engine.search.contract import derives_requirements, search_sentence, strategy
from privdesk.engine.search.contract import names as strategy_names


def run_anonymize(args: argparse.Namespace) -> int:
    from privdesk.app.anonymize import anonymize_to_folder, project_settings
    from privdesk.app.projects.project import Project
    from privdesk.app.release.check import ReleaseCheckFailed
    from privdesk.app.settings import Settings
    from privdesk.engine.dp.privacy_budget import BudgetExceeded
    from privdesk.engine.recoding.identifiers import IdentifierRule
    from privdesk.engine.search.result import NoSolution
    from privdesk.io.tables import open_table

    if args.preset:
        from privdesk.cli.identify import run_preset
        preset_only = run_preset(args)
        if preset_only is not None:
            return preset_only
    project = None
    population = open_table(args.population, **load_options(args)) if args.population else None
    if args.source.endswith(".privdesk"):
        project = Project.load(args.source)
        path, engine = project.data_path(), cli_engine.chosen_engine(args, project.data_path(), project)
        dataset = project.load_data(cli_formats.source_options(args)["password"]) if engine == "memory" else None
        settings = project_settings(project, population)
    else:
        if not args.qi:
            raise InputError(_("give --qi (or a .privdesk project)"))
        path, engine = args.source, cli_engine.chosen_engine(args, args.source)
        dataset = open_table(args.source, **load_options(args)) if engine == "memory" else None
        settings = Settings(qis=args.qi, sensitive=args.sensitive, requirements=[],
                            identifiers={name: IdentifierRule("drop") for name in args.identifier},
                            population=population)
    flags: dict = {}  # the flags override the project's settings
    if args.preset:
        flags["preset"] = args.preset
    if args.person:
        flags["person"] = args.person
    if args.attack_columns:
        flags["attack_columns"] = list(args.attack_columns)
    if args.date_shift:
        flags["date_shift"] = list(args.date_shift)
    if args.max_shift_days is not None:
        flags["max_shift_days"] = args.max_shift_days
    hierarchies = read_hierarchies(args.hierarchy)
    if args.hierarchies:
        hierarchies = {**_hierarchies_from_folder(args.hierarchies, [*settings.qis, *settings.sensitive]),
                       **hierarchies}
    settings = replace(settings, **flags, hierarchies={**settings.hierarchies, **hierarchies},
                       levels={**settings.levels, **read_level_tables(args.levels)})
    flagged = requirements_from_flags(args, settings.sensitive)
    if flagged:
        settings = replace(settings, requirements=flagged)
    if dataset is None and args.k_map is not None:
        raise InputError(_("the {engine} engine cannot run k-map yet; use --engine memory").format(engine=engine))
    settings = apply_population_flags(args, settings, dataset.n_rows if dataset is not None else 0)
    settings = replace(settings, **{name: getattr(args, name) for name in ("algorithm", "suppression", "metric",
                                                                             "split", "time_limit", "step_limit")
                                    if getattr(args, name) is not None})
    settings = replace(
        settings, risk=risk_settings_of(args, settings.risk if project is not None else None),
        keep=[*settings.keep, *(name for name in args.keep if name not in settings.keep)],
        free_text=[*settings.free_text, *(name for name in args.free_text if name not in settings.free_text)])
    from privdesk.cli.dp import apply_dp_options
    settings = apply_dp_options(args, settings, project)
    settings = replace(settings, aggregate={**settings.aggregate, **column_pairs(args.aggregate, "--aggregate")})
    if getattr(args, "cell_suppression", None) is not None:
        from privdesk.engine.recoding.cell_recoding import cell_suppression_mode
        settings = replace(settings, cell_suppression=cell_suppression_mode(args.cell_suppression))
    if not settings.requirements and not settings.uniqueness and not derives_requirements(settings.algorithm):
        raise InputError(_("choose at least one privacy model (e.g. --k 5)"))
    if settings.needs_population and settings.population is None:
        raise InputError(_("δ-presence needs --population FILE: the table of everyone the data is drawn from"))
    if engine != "memory" and settings.person:
        raise InputError(_("the person key needs the table in memory (--engine memory)"), column=settings.person)
    report = None
    if args.report or args.key or args.context:  # a context is for the report
        from privdesk.app.anonymize import ReportOptions

        report = ReportOptions(project=project if args.source.endswith(".privdesk") else None,
                               key=open_secret_key(args), signer=args.signer, context=context_of(args))
    if not args.json:  # before the run, which may take minutes: which format the release will be in, and why
        if dataset is not None:
            cli_formats.print_sheet_note(dataset)
        print(cli_formats.format_choice_line(args.release_format, engine, dataset))
        sys.stdout.flush()
    progress, finish = terminal_progress()
    ran: list = []  # the settings as the run derived them: which hierarchies it generated
    try:
        if engine != "memory":  # the same summary, verdict and lines from the engine's counts
            summary = cli_engine.anonymize_on_engine(args, settings, engine, path, report, progress, ran.append)
        else:
            summary = anonymize_to_folder(dataset, settings, args.out, xlsx=args.xlsx, source=args.source,
                                          report=report, progress=progress, fmt=args.release_format,
                                          on_settings=ran.append)
    except (NoSolution, ReleaseCheckFailed, BudgetExceeded) as error:
        finish()
        print(f"privdesk: {error}", file=sys.stderr)
        return EXIT_NOT_MET
    finish()
    generated = [name for name, h in ran[-1].hierarchies.items() if (h.builder or {}).get("generated")]
    summary["generated_hierarchies"] = generated
    if args.json:
        print_json(summary)
        return exit_code(summary["verdict"])
    print_anonymized(summary, generated)
    return exit_code(summary["verdict"])


def print_anonymized(summary: dict, generated: list[str]) -> None:
    """The lines of an anonymization, the same on every row engine (its summary has the same keys on each)."""
    preset = summary.get("preset")
    if preset is not None:
        from privdesk.cli.identify import print_preset
        print_preset(preset)
    if generated:
        print(_("generated hierarchies (no hierarchy was given): {columns}").format(columns=", ".join(generated)))
    print(_("{algorithm}: {classes:,} classes, {suppressed:,} rows suppressed, {seconds:.2f} s").format(
        algorithm=algorithm_title(summary["algorithm"]), classes=summary["classes"], suppressed=summary["suppressed"],
        seconds=summary["seconds"]))
    from privdesk.cli.person import print_person_search
    print_person_search(summary)
    if summary["transformation"]:
        print(_("levels: {levels}").format(
            levels=", ".join(f"{name} {level}" for name, level in summary["transformation"].items())))
    if summary["metric"]:
        print(_("{metric}: {score:.4f}").format(metric=summary["details"].get("metric_name", summary["metric"]),
                                                score=summary["score"]))
        print(search_sentence(summary["search"]))
    print_verdict(summary["verdict"])
    if summary.get("attack_test"):
        print_attack_test(summary["attack_test"])
    print(_("release: {release}").format(release=cli_formats.written_line(summary)))  # its format and encoding
    print(_("written: {files}").format(files=", ".join(summary["written"])))


def _hierarchies_from_folder(folder: str, columns: list[str]) -> dict:
    """For each column the file '<column>.csv' or '*_<column>.csv' in ``folder`` (two candidates: an error)."""
    from privdesk.engine.attributes.hierarchy import Hierarchy

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


def run_report(args: argparse.Namespace) -> int:
    from privdesk.app.anonymize import ReportOptions, anonymize_to_folder, project_settings
    from privdesk.app.projects.project import Project
    from privdesk.app.release.check import ReleaseCheckFailed
    from privdesk.cli.dp import keep_budget_in
    from privdesk.engine.dp.privacy_budget import BudgetExceeded
    from privdesk.engine.search.result import NoSolution

    project = Project.load(args.project)
    options = ReportOptions(project=project, key=open_secret_key(args), signer=args.signer,
                            context=context_of(args))
    # rebuilding a DP release is a new release: charged and saved
    settings = keep_budget_in(project, project_settings(project))
    try:
        summary = anonymize_to_folder(project.load_data(cli_formats.source_options(args)["password"]),
                                      settings, args.out,
                                      source=args.project, report=options, fmt=args.release_format)
    except (NoSolution, ReleaseCheckFailed, BudgetExceeded) as error:
        print(f"privdesk: {error}", file=sys.stderr)
        return EXIT_NOT_MET
    if args.json:
        print_json(summary)
    else:
        print_verdict(summary["verdict"])
        text = _("report {report_id}: {path}") if options.key is None else _("report {report_id}: {path} (signed)")
        print(text.format(report_id=summary["report_id"], path=Path(args.out) / "report.xlsx"))
        print(_("written: {files}").format(files=", ".join(summary["written"])))
    return exit_code(summary["verdict"])


def run_demo(args: argparse.Namespace) -> int:
    from privdesk.app.demo import run_demo as demo_job

    result = demo_job(Path(args.out) if args.out else None)
    if args.json:
        print_json(result)
    else:
        for line in result["lines"]:
            print(line)
    return EXIT_OK if result["ok"] else EXIT_NOT_MET


def algorithm_title(name: str) -> str:
    """An algorithm in the user's words (its strategy's title), or its name when no strategy has it."""
    return _(strategy(name).title) if name in strategy_names() else name
