"""The ``--engine`` option: which row engine runs a command (``engine.rows``), and the commands' out-of-core runs,
whose documents are those of the memory engine (``anonymize``, ``check``, ``measure`` and ``audit`` print them alike)."""

from __future__ import annotations

import argparse
import re
from pathlib import Path
from typing import Any

from privdesk.cli.output import terminal_progress
from privdesk.common.i18n import _
from privdesk.engine.core.errors import InputError
from privdesk.engine.rows import AUTOMATIC, choose_engine, engine_choices


def add_engine_options(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group(_("row engine"))
    group.add_argument("--engine", choices=engine_choices(), default=None,
                       help=_("where the passes over the rows run: memory (numpy), duckdb (out of core: reads a CSV or "
                              "Parquet file in place) or spark; auto (the default) picks DuckDB for a file that would "
                              "not fit comfortably in memory"))
    group.add_argument("--spark-master", metavar="URL", help=_("the Spark master (default local[*], which listens on loopback only; on a cluster, whose "
                              "executors must reach this machine, set spark.driver.host in Spark's "
                              "spark-defaults.conf)"))
    group.add_argument("--engine-threads", type=thread_count, metavar="N", help=_("threads the DuckDB engine may use"))
    group.add_argument("--engine-memory", type=memory_size, metavar="SIZE", help=_("memory the DuckDB engine may use "
                                                                                   "before spilling to disk, e.g. 3GB "
                                                                                   "(default 500MB)"))


_MEMORY = re.compile(r"\s*(\d+(\.\d+)?\s*([KMGT]I?B?|B)|\d+(\.\d+)?\s*%)\s*", re.IGNORECASE)


def thread_count(text: str) -> int:
    """--engine-threads: a whole number of at least 1 (DuckDB fails on 0 and below far into the run)."""
    try:
        count = int(text)
    except ValueError:
        count = 0
    if count < 1:
        raise argparse.ArgumentTypeError(_("must be a whole number of at least 1, not {value}").format(value=text))
    return count


def memory_size(text: str) -> str:
    """--engine-memory: a size DuckDB reads (500MB, 3GB, 1.5GiB, 80%), checked before any work."""
    if not _MEMORY.fullmatch(text):
        raise argparse.ArgumentTypeError(_("must be a size such as 500MB, 3GB or 80% of the memory, not {value}").format(
            value=repr(text)))
    return text.strip()


def chosen_engine(args: argparse.Namespace, path: str | Path, project: Any = None) -> str:
    """The engine of this run: --engine, else the project's ("engine" in its algorithm), else automatic."""
    requested = args.engine or (project.algorithm.get("engine") if project is not None else None) or AUTOMATIC
    engine = choose_engine(path, requested)
    if engine != "memory" and getattr(args, "preset", None):
        raise InputError(_("a preset runs on the memory engine; use --engine memory"))
    return engine


def engine_options(args: argparse.Namespace, engine: str) -> dict[str, Any]:
    options: dict[str, Any] = {}
    if engine == "duckdb":
        options.update(threads=args.engine_threads, memory_limit=args.engine_memory, delimiter=args.delimiter)
    if engine == "spark" and args.spark_master:
        options["master"] = args.spark_master
    if args.missing is not None:
        options["missing_tokens"] = tuple(args.missing.split(","))
    return {key: value for key, value in options.items() if value is not None}


def anonymize_on_engine(args: argparse.Namespace, settings: Any, engine: str, path: str | Path, report: Any,
                        progress: Any, on_settings: Any = None) -> dict[str, Any]:
    """``privdesk anonymize --engine duckdb|spark``: anonymize the file in place; its summary has the keys and
    verdict of the memory engine's (``app.out_of_core.anonymize_out_of_core``), so ``anonymize`` prints it the
    same way. ``on_settings``: called with the settings as the run derived them."""
    from privdesk.app.out_of_core import anonymize_out_of_core

    return anonymize_out_of_core(path, settings, args.out, engine=engine, fmt=args.release_format,
                                 progress=progress, options=engine_options(args, engine), report=report,
                                 source=args.source, on_settings=on_settings)


def check_on_engine(args: argparse.Namespace, engine: str, requirements: Any,
                    population: Any = None) -> tuple[dict[str, Any], Any]:
    """``privdesk check --engine duckdb|spark``: every model's figures of a released file read in place, the
    document ``check`` makes in memory; returns it with the release as counts (for the population figures).
    ``population``: the ``--population`` table (:func:`population_table`)."""
    from privdesk.app.out_of_core import check_out_of_core
    from privdesk.cli.options import read_hierarchies, read_level_tables

    progress, finish = terminal_progress()
    report, release = check_out_of_core(args.data, args.qi, args.sensitive, requirements, engine=engine,
                                        options=engine_options(args, engine), progress=progress,
                                        hierarchies=read_hierarchies(args.hierarchy),
                                        levels=read_level_tables(args.levels),
                                        log_base=args.delta_base, population=population,
                                        summed=summed_weights(args, engine))
    finish()
    return report, release


def summed_weights(args: argparse.Namespace, engine: str) -> tuple[str, ...]:
    """The ``--weight-column`` to sum over the released classes on the engine (DuckDB's ``weight_sums``)."""
    if args.weight_column is None:
        return ()
    if engine != "duckdb":
        raise InputError(_("the {engine} engine does not sum a weight column; use --engine duckdb or memory").format(
            engine=engine))
    return (args.weight_column,)


def audit_on_engine(args: argparse.Namespace, engine: str, audit: dict[str, Any]) -> tuple[dict[str, Any], Any]:
    """``privdesk audit --engine duckdb|spark``: the audit of the released file read in place
    (``app.out_of_core.audit_out_of_core``); ``audit``: ``audit_to_folder``'s keywords (with the ``--population``
    table, :func:`population_table`). Returns (its outcome, the release as counts, for the population figures)."""
    from privdesk.app.out_of_core import audit_out_of_core

    if args.original:
        raise InputError(_("the {engine} engine audits a release without its original; use --engine memory for "
                           "the attack test").format(engine=engine))
    progress, finish = terminal_progress()
    outcome = audit_out_of_core(args.released, args.qi, args.sensitive, args.out, engine=engine,
                                options=engine_options(args, engine), progress=progress,
                                summed=summed_weights(args, engine), **audit)
    finish()
    return outcome, outcome.pop("release")


def measured_counts(args: argparse.Namespace, names: list[str]) -> Any:
    """``privdesk measure --engine duckdb``: the columns ``names`` of the original and the release paired in DuckDB,
    a source of paired counts (``app.out_of_core.paired_counts_out_of_core``; hierarchies' levels come from its
    counts too); None when the run needs the pairs in memory (another engine or usefulness: ``measured_pair``).
    Population figures from a model, requirements, a weight column or a population table need only the released
    classes (:func:`released_classes`) and the population's (:func:`population_table`)."""
    engine = chosen_engine(args, args.original)
    if engine != "duckdb" or args.usefulness:
        return None
    from privdesk.app.out_of_core import paired_counts_out_of_core

    progress, finish = terminal_progress()
    pairs = paired_counts_out_of_core(args.original, args.released, names, engine=engine,
                                      options=engine_options(args, engine), progress=progress)
    finish()
    return pairs


def released_classes(args: argparse.Namespace) -> Any:
    """The released file's classes over ``--qi`` with their records (and the sum of the ``--weight-column`` over
    each), grouped on the engine (``app.out_of_core.counted_release``): what ``measure``'s population figures read
    when its pairs stay in DuckDB (1.4 M classes at 10^8 rows, not the 85 M distinct pairs)."""
    from privdesk.app.out_of_core import counted_release
    from privdesk.engine.rows import load_engine

    engine = chosen_engine(args, args.original)
    progress, finish = terminal_progress()
    release = counted_release(load_engine(engine)(args.released, **engine_options(args, engine)), args.qi, (),
                              progress, summed=summed_weights(args, engine))
    finish()
    return release


def population_table(args: argparse.Namespace, engine: str) -> Any:
    """The ``--population`` table: on DuckDB its distinct QI tuples with the people of each, grouped in the file
    (a :class:`CountedRelease`; what the population's matches need), else the whole table in memory."""
    from privdesk.cli.options import load_options
    from privdesk.io.tables import open_table

    if engine != "duckdb":
        return open_table(args.population, **load_options(args))
    from privdesk.engine.core.counted_release import CountedRelease
    from privdesk.engine.rows import load_engine

    progress, finish = terminal_progress()
    grouped, counts = load_engine(engine)(args.population, **engine_options(args, engine)).grouped_table(args.qi,
                                                                                                          progress)
    finish()
    return CountedRelease(grouped, counts)


def measured_pair(args: argparse.Namespace, names: list[str]) -> tuple[Any, Any] | None:
    """``privdesk measure --engine duckdb|spark``: the columns ``names`` of the original and the release, paired
    and grouped on the engine (``app.out_of_core.paired_out_of_core``); None on the memory engine."""
    engine = chosen_engine(args, args.original)
    if engine == "memory":
        return None
    if args.usefulness:
        raise InputError(_("the {engine} engine does not compare usefulness yet; use --engine memory").format(
            engine=engine))
    from privdesk.app.out_of_core import paired_out_of_core

    progress, finish = terminal_progress()
    pair = paired_out_of_core(args.original, args.released, names, engine=engine,
                              options=engine_options(args, engine), progress=progress)
    finish()
    return pair
