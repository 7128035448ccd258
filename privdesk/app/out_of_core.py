"""Anonymize a table too large for memory on an out-of-core row engine (``engine.rows``: DuckDB, Spark).

The engine groups the file into its frequency set over the QIs and the protected sensitive attributes; the
optimal search runs on that set as on any table (each row standing for its records); the engine then writes the
release by mapping every row of the file to its group's labels. Nothing but the frequency set is in memory.
"""

from __future__ import annotations

import json
import tempfile
import time
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from privdesk.app.anonymize import (
    ReportOptions,
    binding_requirement,
    staging_folder,
    summarize,
    write_signed_report,
)
from privdesk.app.check import check_release
from privdesk.app.measure import check_same_rows
from privdesk.app.record.attack_test import not_run
from privdesk.app.record.out_of_core_record import condensed_counting, grouped_counting, out_of_core_record
from privdesk.app.release.check import failed_risk_entries, refuse_unmet, verify_release
from privdesk.app.release.free_text import present_texts, redact_on_engine, require_redaction_on_engine
from privdesk.app.release.identifiers import IdentifierReleased
from privdesk.app.settings import Settings
from privdesk.common.i18n import _
from privdesk.engine.core.counted_release import CountedRelease
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.progress import NO_PROGRESS, Progress
from privdesk.engine.detect.identifier_check import IdentifierFinding, blocking, find_identifiers
from privdesk.engine.models.requirements import Requirement, sensitive_attributes
from privdesk.engine.models.risk_threshold import risk_thresholds
from privdesk.engine.rows import load_engine, trim_heap
from privdesk.engine.rows.memory import expanded, repeated
from privdesk.engine.search.lattice import optimal_generalization
from privdesk.engine.search.result import NoSolution
from privdesk.io.atomic import atomic_write_text
from privdesk.io.export import read_back
from privdesk.io.release_files import FORMAT_NAMES, release_name

PAIRED_MEMORY_LIMIT = "128MB"
"""DuckDB's memory while ``measure`` fetches the paired rows, unless told otherwise (``--engine-memory``): its grouped
pairs (10^7 of them, 0.5 GB) are fetched into arrays of the same size, and with this engine's default of 500 MB
DuckDB kept them whole beside the arrays (pairing 10^7 rows: 0.94 GB at 256 MB, 0.81 GB at 128 MB, no slower)."""
PAIRING_MEMORY_LIMIT = "1GB"
PAIRING_ROWS = 2 * 10**7
"""Beyond this many rows DuckDB pairs and groups them with ``PAIRING_MEMORY_LIMIT`` rather
than ``PAIRED_MEMORY_LIMIT``, unless ``--engine-memory`` says otherwise: its aggregate of 10^8 pairs could not
spill within 128 MB ("could not allocate block"), and the limit is small beside the pairs fetched then (4 GB)."""
AGGREGATE_MEMORY_LIMIT = "512MB"
"""DuckDB's memory beyond ``PAIRING_ROWS`` rows while ``measure`` aggregates the paired rows it keeps (GROUP BYs of
up to 10^8 groups, spilling); only their counts come into memory."""
FORMATS = ("parquet", "csv")
DEFAULT_FORMAT = "parquet"
"""What an out-of-core engine writes unless asked for CSV: typed, compressed columns, read in place by the next
out-of-core step (the memory engine writes the input's format; the command line says which applies)."""


def unsupported(settings: Settings) -> str | None:
    """What of ``settings`` an out-of-core run cannot do (translated), or None."""
    if settings.algorithm != "optimal":
        return _("the {algorithm} search").format(algorithm=settings.algorithm)
    if settings.needs_population or settings.uniqueness:
        return _("models that need the population table")
    if settings.transformations or settings.aggregate:
        return _("value transformations and class aggregates")
    masked = [name for name, rule in settings.identifiers.items() if rule.action != "drop"]
    if masked:
        return _("masked or pseudonymized identifiers ({columns})").format(columns=", ".join(masked))
    return None


def unchanged_identifiers(rows, settings: Settings) -> list[IdentifierFinding]:
    """The identifier check on an out-of-core table: the columns released unchanged, judged by their
    distinct share over the whole table and their names and value shapes on a bounded sample (the engine's
    ``column_profile``), free text on every distinct cell (streamed). Raises IdentifierReleased for any not kept deliberately; returns the kept ones."""
    roles = {*settings.qis, *settings.sensitive, *settings.identifiers, *settings.free_text}
    for name in [*settings.keep, *settings.free_text]:  # before any pass over the rows
        if name not in rows.names:
            raise InputError(_("no column named '{name}'; the columns are {columns}").format(
                name=name, columns=", ".join(rows.names)))
    unchanged = [name for name in rows.names if name not in roles]
    if not unchanged:
        return []
    sample, distinct = rows.column_profile(unchanged)
    findings = find_identifiers(sample, unchanged, distinct, lambda name: present_texts(rows, name))
    stopping = blocking(findings, settings.keep)
    if stopping:
        raise IdentifierReleased(stopping)
    return findings


def anonymize_out_of_core(path: str | Path, settings: Settings, out: str | Path, *, engine: str = "duckdb",
                          fmt: str | None = None, progress: Progress = NO_PROGRESS,
                          options: dict[str, Any] | None = None,
                          report: ReportOptions | None = None, source: str | None = None,
                          on_settings: Callable[[Settings], None] | None = None) -> dict[str, Any]:
    """Anonymize the CSV or Parquet file at ``path`` on ``engine``, writing ``anonymized.<fmt>`` (default
    Parquet, :data:`DEFAULT_FORMAT`) and ``summary.json`` into ``out`` (atomically, as ``anonymize_to_folder``).
    Columns released unchanged pass the identifier check first (IdentifierReleased, nothing written, as in
    memory); free-text columns are redacted as in memory (``release.free_text.redact_on_engine``, streamed). The
    release is re-checked and judged from the engine's counts by the memory engine's own functions
    (``verify_release``, ``summarize``): the summary has the same keys and verdict. ``options``: the engine's
    (threads, memory_limit, master ...). ``report``: also the signed audit report (``record.out_of_core_record``).
    ``source``: what the summary names as the run's source (a project; default ``path``). Raises NoSolution when no release meets the models. ``on_settings``: called with the settings as the run
    derived them (with the generated hierarchies, as in memory)."""
    started = time.perf_counter()
    lacking = unsupported(settings)
    if lacking:
        raise InputError(_("the {engine} engine cannot run {what} yet; use --engine memory").format(
            engine=engine, what=lacking), path=path)
    fmt = fmt or DEFAULT_FORMAT
    if fmt not in FORMATS:
        raise InputError(_("the {engine} engine writes Parquet or CSV, not {format}").format(engine=engine,
                                                                                             format=fmt))
    if settings.free_text:
        require_redaction_on_engine(engine)
    rows = load_engine(engine)(path, **(options or {}))
    kept_findings = unchanged_identifiers(rows, settings)
    qis = list(settings.qis)
    # the search needs the protected sensitive attributes; the report counts the others apart (out_of_core_record)
    protected = sensitive_attributes(settings.requirements)
    grouped, counts = rows.grouped_table([*qis, *(n for n in dict.fromkeys(protected) if n not in qis)],
                                         progress.part(0.0, 0.4))
    settings.check_reachable(int(counts.sum()), path)
    # a QI without a hierarchy gets its type's generated one, as ``app.anonymize`` gives it
    settings = settings.with_generated_hierarchies([grouped.column(q) for q in qis])
    # the risk thresholds bound the search as in memory (``app.anonymize.search_problem``)
    result = optimal_generalization(grouped, qis, settings.hierarchies,
                                    [*settings.requirements, *risk_thresholds(settings.risk)],
                                    suppression=settings.suppression, metric=settings.metric,
                                    weights=settings.weights or None, min_levels=settings.min_levels,
                                    max_levels=settings.max_levels, progress=progress.part(0.4, 0.5),
                                    limits=settings.limits, row_counts=counts,
                                    distinct_rows=distinct_groups(rows, grouped),
                                    condensed=getattr(rows, "writes_mapped", False))
    # condensed (DuckDB): the release's distinct rows with their records, the same classes and figures as the
    # release of every group (``lattice.condensed``); the engine writes it from its values
    released = CountedRelease(result.released, counts if result.counts is None else result.counts)
    checks = verify_release(released, settings, result.transformation)
    refuse_unmet(checks)
    risk = failed_risk_entries(released, settings)
    if risk:  # as in memory: the search bounds the risk, this cannot fail unless the search is wrong
        raise NoSolution(_("no release of {algorithm} meets the risk threshold: {sentences}").format(
            algorithm=settings.algorithm, sentences=" ".join(e.sentence for e in risk)))
    binding = binding_requirement(settings)
    if binding:
        result.details["binding"] = binding
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    drop = [name for name in settings.identifiers]
    with staging_folder(out, written) as stage, tempfile.TemporaryDirectory(prefix="privdesk-redacted-") as pairs:
        # notes redacted as in memory, streamed in batches; the engine joins the redacted texts as it writes
        replaced, redacted = redact_on_engine(rows, settings, Path(pairs), progress.part(0.5, 0.6))
        if redacted:
            result.details["free_text"] = [column.record() for column in redacted]
        summary = summarize(result, checks, settings, time.perf_counter() - started, source or str(path), engine=engine,
                            counted=released, kept=kept_findings, columns=[n for n in rows.names if n not in drop])
        # summarized before the release is written, so that the release's classes (a class per group, 8 bytes
        # each: 0.7 GB at 85 M groups) are freed while the engine writes it
        del released
        trim_heap()  # the search's freed temporaries, before the engine writes beside the frequency set
        release = rows.write_release(grouped, result.released if result.mapped is None else result.mapped, qis, stage / release_name(fmt), drop=drop,
                                     progress=progress.part(0.6, 1.0), replaced=replaced)
        summary["seconds"] = time.perf_counter() - started
        summary["release"] = written_release(fmt, release)
        summary["escaped_cells"] = summary["release"].get("escaped_cells", 0)  # as in memory
        summary["attack_test"] = not_run(_("the {engine} engine keeps counts, not rows; the attack test runs on "
                                           "--engine memory").format(engine=engine), settings.dp.get("seed"))
        if report is not None:
            progress.report(1.0, _("writing the audit report"))
            condensed = condensed_counting(rows, grouped, counts, result, settings)
            if condensed is not None:  # the groups freed before the engine counts the classes' values (1 GB at 10^8)
                rows.forget(grouped)
                del grouped, counts
                counted, attributes = condensed.counted(rows, result, settings), condensed.attributes
            else:
                counted, attributes = grouped_counting(rows, grouped, counts, result, settings)
            record = out_of_core_record(counted, attributes, result, settings, summary, report,
                                        files={"input": path, "released": stage / release_name(fmt)},
                                        kept_findings=kept_findings)
            record["data"]["columns"] = [name for name in rows.names if name not in drop]
            write_signed_report(record, stage, release_name(fmt), report, None)
            summary["report_id"] = record["report_id"]
        atomic_write_text(stage / "summary.json", json.dumps(summary, indent=2, ensure_ascii=False) + "\n")
    summary["written"] = [str(p) for p in written]
    if on_settings is not None:
        on_settings(settings)
    return summary


def distinct_groups(rows, grouped: Dataset) -> bool:
    """Whether the engine knows the rows of its grouped table ``grouped`` to have distinct values, so that the
    search takes them as its frequency set without grouping them again (DuckDB; Spark's are grouped again)."""
    check = getattr(rows, "distinct_groups", None)
    return bool(check(grouped)) if check is not None else False


def written_release(fmt: str, path: Path) -> dict[str, Any]:
    """What an out-of-core engine wrote, in the memory engine's words (``release_files.write_release``): the
    file, its format and, for CSV, the encoding and delimiter. ``escaped_cells`` is None: the engine writes the
    cells as they are and does not count formula-looking ones (``export.write_csv`` escapes them in memory)."""
    written: dict[str, Any] = {"path": Path(path).name, "format": fmt, "format_name": FORMAT_NAMES[fmt]}
    if fmt == "csv":
        written.update(encoding="utf-8", delimiter=",", escaped_cells=None)
    else:
        written["labelled_columns"] = []
    return written


def counted_release(rows, qis: Sequence[str], sensitive: Sequence[str], progress: Progress = NO_PROGRESS, *,
                    written_by_privdesk: bool = False, summed: Sequence[str] = ()) -> CountedRelease:
    """A released file on the engine ``rows`` as counts: its frequency set over ``qis`` and each sensitive
    attribute's (group, value, records) triples; nothing per record comes into memory.
    ``written_by_privdesk``: the QI values read back as ``audit`` reads a release (``export.read_back``).
    ``summed``: columns of sampling weights, summed over each group's records (``CountedRelease.sums``)."""
    grouped, counts = rows.grouped_table(list(qis), progress.part(0.0, 0.5))
    apart = [name for name in dict.fromkeys(sensitive) if name not in qis]
    parts = len(apart) + len(summed)
    counted = {name: rows.value_counts(grouped, qis, name, progress.part(0.5 + 0.5 * i / parts,
                                                                         0.5 + 0.5 * (i + 1) / parts))
               for i, name in enumerate(apart)}
    sums = {name: rows.weight_sums(grouped, qis, name, progress.part(0.5 + 0.5 * i / parts,
                                                                     0.5 + 0.5 * (i + 1) / parts))
            for i, name in enumerate(summed, start=len(apart))}
    release = CountedRelease(read_back(grouped) if written_by_privdesk else grouped, counts, counted)
    release.sums.update(sums)
    return release


def audit_out_of_core(path: str | Path, qis: Sequence[str], sensitive: Sequence[str], out: str | Path, *,
                      engine: str = "duckdb", options: dict[str, Any] | None = None,
                      progress: Progress = NO_PROGRESS, keep: Sequence[str] = (), summed: Sequence[str] = (),
                      **audit: Any) -> dict[str, Any]:
    """``privdesk audit --engine duckdb|spark``: the audit of a released CSV or Parquet file read in place, the
    same record and workbook as ``audit_to_folder`` makes in memory, from counts (:func:`counted_release`). The
    identifier check judges the other columns on the engine's sample and distinct counts, as an out-of-core
    anonymization does, and searches a free-text column on every distinct text (streamed in batches). ``audit``:
    ``audit_to_folder``'s other keywords (no original table: the attack test needs the memory engine; a
    population table in memory or grouped). ``summed``: weight columns summed per class (:func:`counted_release`).
    Returns its outcome with the release as counts (``release``)."""
    from privdesk.app.audit import audit_to_folder

    rows = load_engine(engine)(path, **(options or {}))
    for name in keep:
        if name not in rows.names:
            raise InputError(_("no column named '{name}'; the columns are {columns}").format(
                name=name, columns=", ".join(rows.names)))
    unchanged = [name for name in rows.names if name not in {*qis, *sensitive}]
    findings = []
    if unchanged:
        sample, distinct = rows.column_profile(unchanged)
        # a free-text column is searched on all its distinct texts, streamed: a sample could miss one number
        findings = find_identifiers(sample, unchanged, distinct, lambda name: present_texts(rows, name, progress))
    release = counted_release(rows, qis, sensitive, progress, written_by_privdesk=True, summed=summed)
    release.columns = list(rows.names)
    outcome = audit_to_folder(release, qis, sensitive, out, keep=keep, identifiers=findings, **audit)
    return {**outcome, "engine": engine, "release": release}


def check_out_of_core(path: str | Path, qis: Sequence[str], sensitive: Sequence[str],
                      requirements: Sequence[Requirement], *, engine: str = "duckdb",
                      options: dict[str, Any] | None = None, progress: Progress = NO_PROGRESS,
                      hierarchies: Mapping[str, Any] | None = None, levels: Mapping[str, Any] | None = None,
                      log_base: float | None = None,
                      population: Dataset | CountedRelease | None = None,
                      summed: Sequence[str] = ()) -> tuple[dict[str, Any], CountedRelease]:
    """``privdesk check`` of a released CSV or Parquet file on ``engine``: ``check_release``'s figures of every
    model and its requirement checks, from the file's counts (:func:`counted_release`), the same document as in
    memory. Returns it with the release as counts (for the population figures). ``population``: the population
    table for δ-presence, in memory or grouped (a :class:`CountedRelease` of its distinct QI tuples); ``summed``:
    weight columns summed per group (:func:`counted_release`)."""
    rows = load_engine(engine)(path, **(options or {}))
    release = counted_release(rows, qis, sensitive, progress, summed=summed)
    report = check_release(release, qis, sensitive, hierarchies, levels, population, requirements=requirements,
                           log_base=log_base)
    return {"engine": engine, **report}, release


def paired_counts_out_of_core(original: str | Path, released: str | Path, names: Sequence[str], *,
                              engine: str = "duckdb", options: dict[str, Any] | None = None,
                              progress: Progress = NO_PROGRESS):
    """The columns ``names`` of an original file and its release (rows paired by position) as a source of paired
    counts for ``privdesk measure`` (``rows.duckdb_paired.DuckDBPairs``): the pairs stay in DuckDB as value codes
    and every measure is computed from its aggregates (``app.measure.measure_pairs``); nothing per pair comes into
    memory. DuckDB pairs the rows at ``PAIRING_MEMORY_LIMIT`` beyond ``PAIRING_ROWS`` rows (else at
    ``PAIRED_MEMORY_LIMIT``) and aggregates at ``PAIRED_MEMORY_LIMIT``, unless ``--engine-memory`` says otherwise."""
    from privdesk.engine.rows.duckdb_paired import DuckDBPairs

    if engine != "duckdb":
        raise InputError(_("the paired counts of measure are DuckDB's"))
    given = (options or {}).get("memory_limit")
    options = {**(options or {}), "memory_limit": given or PAIRED_MEMORY_LIMIT}
    kind = load_engine(engine)
    original_rows, released_rows = kind(original, **options), kind(released, **options)
    check_same_rows(original_rows.n_rows, released_rows.n_rows, released)
    large = not given and original_rows.n_rows > PAIRING_ROWS
    return DuckDBPairs(original_rows, released_rows, names, progress,
                       pairing_memory=PAIRING_MEMORY_LIMIT if large else None,
                       memory=AGGREGATE_MEMORY_LIMIT if large else None)


def paired_out_of_core(original: str | Path, released: str | Path, names: Sequence[str], *, engine: str = "duckdb",
                       options: dict[str, Any] | None = None,
                       progress: Progress = NO_PROGRESS) -> tuple[Dataset, Dataset]:
    """The columns ``names`` of an original file and its release (rows paired by position) for ``privdesk
    measure``, read on ``engine``: the engine pairs and groups the rows, and only the distinct pairs come into
    memory, each standing for its records (``rows.memory.expanded``: nothing repeated), so that every measure is
    computed by the same code as in memory, each pair weighted by its records."""
    kind = load_engine(engine)
    given = "memory_limit" in (options or {})
    if engine == "duckdb":  # what DuckDB holds beside the fetched pairs: its grouped table spills instead
        options = {"memory_limit": PAIRED_MEMORY_LIMIT, **(options or {})}
    original_rows, released_rows = kind(original, **(options or {})), kind(released, **(options or {}))
    check_same_rows(original_rows.n_rows, released_rows.n_rows, released)
    large = engine == "duckdb" and not given and original_rows.n_rows > PAIRING_ROWS
    pairing = {"pairing_memory": PAIRING_MEMORY_LIMIT} if large else {}
    original_table, released_table, counts = original_rows.paired_grouped(released_rows, list(dict.fromkeys(names)),
                                                                          progress, **pairing)
    escaped = read_back(released_table) is not released_table  # texts read back anew: from the records, row by row
    # each grouped table freed before the next is expanded (when its rows are repeated: 200 MB at 10^7 rows)
    original_table = repeated(expanded(original_table, counts)) if escaped else expanded(original_table, counts)
    released_table = expanded(released_table, counts)
    return original_table, read_back(repeated(released_table)) if escaped else released_table
