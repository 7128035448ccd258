"""Commands that read a table and judge a release made elsewhere: inspect, check, measure and audit."""

from __future__ import annotations

import argparse
from pathlib import Path

from privdesk.cli import engine as cli_engine
from privdesk.cli import formats as cli_formats
from privdesk.cli.models import requirements_from_flags
from privdesk.cli.options import (
    column_names,
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
    print_table,
    print_verdict,
    show,
)
from privdesk.cli.person import print_persons
from privdesk.cli.population import asks_population_figures, population_document, print_population
from privdesk.cli.signing import open_secret_key
from privdesk.cli.usefulness import print_usefulness, usefulness_of
from privdesk.common.i18n import _
from privdesk.engine.core.errors import InputError
from privdesk.engine.models import registry


def run_inspect(args: argparse.Namespace) -> int:
    from privdesk.app.inspect import describe
    from privdesk.engine.core.types import type_name
    from privdesk.io.tables import open_table

    dataset = open_table(args.file, **load_options(args))
    if args.suggest:
        from privdesk.cli.identify import run_suggest
        return run_suggest(args, dataset)
    summary = describe(dataset)
    if args.json:
        print_json(summary)
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
    cli_formats.print_sheet_note(dataset)
    header = (_("column"), _("type"), _("distinct"), _("missing"), _("failing"))
    rows = [(c["name"], type_name(c["type"]) + (f" ({c['format']})" if c["format"] else ""), f"{c['distinct']:,}",
             f"{c['missing']:,}", f"{c['failing']:,}") for c in summary["column_details"]]
    print_table(header, rows)
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


def run_check(args: argparse.Namespace) -> int:
    from privdesk.app.check import check_release
    from privdesk.io.tables import open_table

    engine = cli_engine.chosen_engine(args, args.data)
    if engine != "memory" and args.person:
        raise InputError(_("the person key needs the release in memory (--engine memory)"), column=args.person)
    population = cli_engine.population_table(args, engine) if args.population else None
    if engine != "memory":  # the same document from the file's counts
        report, dataset = cli_engine.check_on_engine(args, engine, requirements_from_flags(args, args.sensitive),
                                                     population)
    else:
        dataset = open_table(args.data, **load_options(args))
        levels = read_level_tables(args.levels)
        report = {"engine": engine, **check_release(dataset, args.qi, args.sensitive, read_hierarchies(args.hierarchy),
                                                    levels, population,
                                                    requirements_from_flags(args, args.sensitive),
                                                    log_base=args.delta_base, person=args.person)}
    from privdesk.app.record.verdict import Verdict, model_entries, person_key_entries
    from privdesk.engine.core.persons import person_release
    from privdesk.engine.detect.person_key import person_key_warning
    from privdesk.engine.core.requirement_check import RequirementCheck

    warning = None if engine != "memory" else person_key_warning(
        dataset, args.person, [n for n in dataset.names if n not in {*args.qi, *args.sensitive}])
    checks = [RequirementCheck.from_dict(check) for check in report["requirements"]]
    report["verdict"] = Verdict(tuple(model_entries(checks) + person_key_entries(warning))).to_dict()
    figures = population_document(args, person_release(dataset, args.person) if engine == "memory" else dataset,
                                  args.qi, population, read_hierarchies(args.hierarchy))
    if figures is not None:
        report["population_risk"] = figures
    if args.json:
        print_json(report)
    else:
        _print_check(report)
        print_population(figures)
    return _with_population(exit_code(report["verdict"]), figures)


def _print_check(report: dict) -> None:
    print(_("{rows:,} rows, {classes:,} classes, {suppressed:,} suppressed; k-anonymity: k = {k}").format(
        rows=report["rows"], classes=report["classes"], suppressed=report["suppressed"], k=show(report["k"])))
    print_persons(report)
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
        print_table((_("model"), *names), rows)
    if "delta_presence" in report:
        presence = report["delta_presence"]
        print(_("δ-presence: {min} ≤ |E|/N ≤ {max}").format(min=show(presence["min"]), max=show(presence["max"])))
    if registry.GRADED_FIGURES in report:
        graded = report[registry.GRADED_FIGURES]
        if graded["k"] is None:
            text = _("(αij,k,m)-anonymity: holds") if graded["holds"] else _("(αij,k,m)-anonymity: does not hold")
        else:
            text = (_("(αij,k,m)-anonymity: holds for k = {k}") if graded["holds"]
                    else _("(αij,k,m)-anonymity: does not hold for k = {k}"))
        print(text.format(k=graded["k"]))
    print_verdict(report["verdict"])


def run_measure(args: argparse.Namespace) -> int:
    from privdesk.app.measure import measure_pairs, measure_release
    from privdesk.engine.rows.memory import counted_records, repeated
    from privdesk.io.export import read_back
    from privdesk.io.tables import open_table

    options = load_options(args)
    known = {name: column_names(value) for name, value in column_pairs(args.known, "--known").items()}
    names = [*args.qi, *args.sensitive, *known, *(n for v in known.values() for n in v)]
    counted = cli_engine.measured_counts(args, names)
    pair = None if counted is not None else cli_engine.measured_pair(args, names)
    if counted is None:
        original, released = pair or (open_table(args.original, **options),
                                      read_back(open_table(args.released, **options)))
    engine = cli_engine.chosen_engine(args, args.original)
    population = cli_engine.population_table(args, engine) if args.population else None
    weights = {}
    for name, value in column_pairs(args.weight, "--weight").items():
        try:
            weights[name] = float(value)
        except ValueError:
            raise InputError(_("a weight must be a number"), column=name, value=value) from None
    hierarchies = read_hierarchies(args.hierarchy)
    if counted is not None:  # the pairs stay in DuckDB: every figure from its aggregates
        measured = measure_pairs(counted, args.qi, args.sensitive, known, hierarchies, risk_settings_of(args),
                                 population, weights)
        counted.close()
    else:
        measured = measure_release(original, released, args.qi, args.sensitive, known, hierarchies,
                                   risk_settings_of(args), population, weights)
    result = {"engine": engine, **measured}
    figures = None
    if counted is not None and asks_population_figures(args):  # from the released classes alone, grouped by DuckDB
        figures = population_document(args, cli_engine.released_classes(args), args.qi, population, hierarchies,
                                      result["risk"]["threshold"])
    elif counted is None:
        # grouped pairs (Spark's) count their records; a weight column is summed row by row
        by_rows = args.weight_column is not None
        figures = population_document(args, repeated(released) if by_rows else counted_records(released), args.qi,
                                      population, read_hierarchies(args.hierarchy), result["risk"]["threshold"])
    if figures is not None:
        result["population_risk"] = figures
    if args.usefulness:
        result["usefulness"] = usefulness_of(args, original, released, hierarchies)
    if args.json:
        print_json(result)
        return _with_population(exit_code(result["verdict"]), figures)
    overall = result["overall"]
    print(_("{rows:,} rows; privacy level PL = DR x IR (0 = well protected, 1 = fully exposed)").format(
        rows=result["rows"]))
    rows = [(_("overall"), f"{overall['DR']:.4f}", f"{overall['IR']:.4f}", f"{overall['PL']:.4f}",
             _("QIs → sensitive"))]
    rows += [(name, f"{a['DR']:.4f}", f"{a['IR']:.4f}", f"{a['PL']:.4f}", ", ".join(a["known"]) or "-")
             for name, a in result["attributes"].items()]
    print_table((_("attribute"), "DR", "IR", "PL", _("known")), rows)
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
    from privdesk.cli.population import population_met

    return max(code, EXIT_OK if population_met(figures) else EXIT_NOT_MET)


def run_audit(args: argparse.Namespace) -> int:
    from privdesk.app.audit import audit_to_folder
    from privdesk.io.export import read_back
    from privdesk.io.tables import open_table

    options = load_options(args)
    if args.attack_columns and not args.original:
        raise InputError(_("the attack test attacks the release against its original: give --original FILE"))
    levels = read_level_tables(args.levels)
    audit = dict(hierarchies=read_hierarchies(args.hierarchy), levels=levels,
                 requirements=requirements_from_flags(args, args.sensitive), log_base=args.delta_base,
                 risk=risk_settings_of(args), key=open_secret_key(args), signer=args.signer, keep=args.keep,
                 context=context_of(args))
    engine = cli_engine.chosen_engine(args, args.released)
    population = cli_engine.population_table(args, engine) if args.population else None
    if engine != "memory":
        outcome, released = cli_engine.audit_on_engine(args, engine, {**audit, "population": population})
    else:
        released = read_back(open_table(args.released, **options))
        original = open_table(args.original, **options) if args.original else None
        outcome = audit_to_folder(released, args.qi, args.sensitive, args.out, original=original,
                                  population=population, person=args.person,
                                  attack_columns=args.attack_columns or None, **audit)
    outcome = {"engine": engine, **outcome}
    from privdesk.engine.core.persons import person_release

    figures = population_document(args, person_release(released, args.person), args.qi, population,
                                  read_hierarchies(args.hierarchy), risk_settings_of(args).effective_threshold)
    if figures is not None:
        outcome["population_risk"] = figures
    if args.json:
        print_json(outcome)
    else:
        print_verdict(outcome["verdict"])
        print_population(figures)
        if outcome.get("attack_test"):
            print_attack_test(outcome["attack_test"])
        print(_("report {report_id}: {path}").format(report_id=outcome["report_id"],
                                                     path=Path(args.out) / "report.xlsx"))
    return _with_population(exit_code(outcome["verdict"]), figures)
