"""The out-of-core row engine: DuckDB reads a CSV or Parquet file in place, groups its rows into the frequency
set (spilling to disk when the groups outgrow memory, on every core) and writes the release by joining each row
to its group's released labels. The table is never loaded; only the frequency set is.

DuckDB is imported when this engine is chosen (``engine.rows.load_engine``), never by the default import.
"""

from __future__ import annotations

import math
import shutil
import tempfile
import weakref
from functools import cached_property
from pathlib import Path
from typing import Iterator, Mapping, Sequence

import numpy as np
import pandas as pd

from privdesk.common.i18n import _
from privdesk.engine.core.counted_release import CountedAttribute, MappedRelease, narrow_integer
from privdesk.engine.core.dataset import DEFAULT_MISSING, Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.progress import NO_PROGRESS, Cancelled, Progress
from privdesk.engine.detect.identifier_check import TableDistinct
from privdesk.engine.rows import EXACT_DISTINCT_ROWS, PROFILE_SAMPLE, TEXT_BATCH, FrequencySet, run_cancellable
from privdesk.engine.rows.coded import (
    CodedCells,
    ThroughValues,
    coded_column_mappings,
    code_type,
    coded_table,
    expanded_release,
    mapped_column_mappings,
    typed_in_place,
)
from privdesk.engine.rows.memory import (
    ColumnMappings,
    MemoryRows,
    counted_attribute,
    file_source,
    release_mapping,
)
from privdesk.engine.rows.packed import code_arrays, grouped_codes, key_expression, record_type

COUNT = "__privdesk_count"
ROW = "__privdesk_row"
OFFLINE = {"autoinstall_known_extensions": False, "autoload_known_extensions": False}
"""DuckDB never downloads or loads an extension by itself (httpfs would reach the network)."""
DEFAULT_MEMORY_LIMIT = "500MB"
"""What DuckDB may hold before it spills to disk unless told otherwise (``--engine-memory``). Its own default, 80% of
the machine, let the GROUP BY of a 10^7-row file with as many groups take 1.3 GB beside PrivDesk's frequency set
(benchmarks/RESULTS.md); spilling costs little time there."""
WRITE_MEMORY_LIMIT = "256MB"
"""What DuckDB may hold while it writes a release that only looks values up (unless ``--engine-memory`` says
otherwise): the rows stream through in order, and at the default limit DuckDB buffered batches beside PrivDesk's
frequency set."""
ALLOCATOR = {"allocator_flush_threshold": "16MB", "allocator_bulk_deallocation_flush_threshold": "16MB"}
"""DuckDB gives freed memory back to the system beyond 16 MB (its defaults: 128 and 512 MB): otherwise it kept up to
its whole limit after a query, beside PrivDesk's frequency set (writing a 10^7-row release: 0.2 GB less at the
peak; benchmarks/RESULTS.md)."""
DUCKDB_VECTOR = 2048
FETCH_VECTORS = 64
"""DuckDB vectors (of ``DUCKDB_VECTOR`` rows) fetched at once: 131,072 rows, a few MB of integer codes."""
KEY_VECTORS = 256
"""DuckDB vectors of packed keys fetched at once (``_packed_groups``): 524,288 rows, 2 MB of keys."""
FORMATS = {".parquet": "parquet", ".csv": "csv", ".txt": "csv", ".tsv": "csv"}


def quoted(name: str) -> str:
    """A column name as an SQL identifier."""
    return '"' + name.replace('"', '""') + '"'


def literal(text: str) -> str:
    """A text as an SQL string literal."""
    return "'" + text.replace("'", "''") + "'"


class DuckDBRows:
    """Row passes over a CSV or Parquet file through DuckDB. ``threads``/``memory_limit`` (e.g. "3GB") bound what
    DuckDB may use; it spills to ``temp_directory`` beyond that (default: a folder of the system's temporary folder
    that is removed with the engine)."""

    name = "duckdb"
    writes_mapped = True
    """:meth:`write_release` takes a release told by values (``MappedRelease``): a search may condense its release."""

    def __init__(self, path: str | Path, *, delimiter: str | None = None,
                 missing_tokens: tuple[str, ...] = DEFAULT_MISSING, threads: int | None = None,
                 memory_limit: str | None = None, temp_directory: str | None = None) -> None:
        import duckdb

        self.path = Path(path)
        if not self.path.exists():
            raise InputError(_("file not found"), path=self.path)
        self.kind = FORMATS.get(self.path.suffix.lower())
        if self.kind is None:
            raise InputError(_("the {engine} engine reads CSV and Parquet files; save the table as one of them").format(
                engine=self.name), path=self.path)
        self.missing_tokens = tuple(missing_tokens)
        self.config = {
            **OFFLINE,
            "temp_directory": temp_directory or self._spill_folder(),
            **({"threads": int(threads)} if threads else {}),
            "memory_limit": memory_limit or DEFAULT_MEMORY_LIMIT, **ALLOCATOR}
        self.connection = duckdb.connect(config=self.config)
        if self.kind == "parquet":
            self.table = f"read_parquet({literal(str(self.path))})"
        else:  # every cell as text, as the memory engine reads it; empty cells are NULL, i.e. missing
            options = "" if delimiter is None else f", delim = {literal(delimiter)}"
            self.table = f"read_csv({literal(str(self.path))}, all_varchar = true, header = true{options})"
        try:
            described = self.connection.execute(f"DESCRIBE SELECT * FROM {self.table}").fetchall()
        except duckdb.Error as error:
            raise InputError(_("cannot read the table: {error}").format(error=str(error).splitlines()[0]),
                             path=self.path) from None
        self.names = [row[0] for row in described]
        self.types = {row[0]: row[1] for row in described}
        self._grouped: dict[tuple[str, ...], tuple[Dataset, np.ndarray, CodedCells]] = {}
        self._types: list[str] = []

    def _spill_folder(self) -> str:
        """A fresh folder of the system's temporary folder for DuckDB's spill files, removed with this engine (or at
        exit): spill files of a 10^7-row grouping are gigabytes, and a shared fixed folder kept those of every run
        (and of concurrent runs) until the system cleaned it."""
        folder = tempfile.mkdtemp(prefix="privdesk-duckdb-")
        weakref.finalize(self, shutil.rmtree, folder, True)
        return folder

    @property
    def declared_texts(self) -> list[str]:
        """The columns the file declares as text (Parquet's VARCHAR; a CSV declares none): they stay strings."""
        return [name for name in self.names if self.kind == "parquet" and self.types[name] == "VARCHAR"]

    def release_memory(self) -> None:
        """Give DuckDB's memory back to the system: a new connection with the same settings. DuckDB keeps the
        buffers of a finished query for the next one (up to ``memory_limit``), which would otherwise sit beside
        the frequency set through the search; nothing lives on the connection between passes (temporary
        tables are dropped after each), so opening a new one loses nothing."""
        import duckdb

        self.connection.close()
        self.connection = duckdb.connect(config=self.config)

    @cached_property
    def n_rows(self) -> int:
        ((rows,),) = self.connection.execute(f"SELECT count(*) FROM {self.table}").fetchall()
        return int(rows)

    def _check(self, names: Sequence[str]) -> None:
        for name in names:
            if name not in self.names:
                raise InputError(_("no column named '{name}'; the columns are {columns}").format(
                    name=name, columns=", ".join(self.names)), path=self.path)

    def grouped_table(self, attributes: Sequence[str], progress: Progress = NO_PROGRESS) -> tuple[Dataset, np.ndarray]:
        """The distinct value combinations of ``attributes`` as an in-memory table, with the records each stands
        for, fetched as integer codes (``rows.coded``: a frequency set may have nearly as many rows as the file).
        Types are inferred from the values weighted by their records, as reading the whole table would."""
        key = tuple(attributes)
        if key not in self._grouped:
            self._check(attributes)
            cells, counts = self._coded_groups(list(attributes), progress, narrow=True)
            # the fetched codes become the table's, typed in place; the texts' codes live on through them
            dataset, shared = typed_in_place(cells, counts, file_source(self), self.declared_texts)
            self._grouped[key] = (dataset, counts, shared)
            del cells
            self.__dict__.setdefault("n_rows", int(counts.sum()))
        dataset, counts, _cells = self._grouped[key]
        return dataset, counts

    def _coded_groups(self, attributes: list[str], progress: Progress,
                      narrow: bool = False) -> tuple[CodedCells, np.ndarray]:
        """Each attribute's distinct texts numbered in a small table (one pass over the file, a grouping set per
        attribute), then one GROUP BY of the file's rows by those numbers (spilling as it must), fetched with the
        records of each group. Grouping by integers rather than texts: 10^8 rows with as many groups exhausted
        DuckDB's 500 MB (and 1.5 GB) grouping by their four to five text columns, and pass by their numbers."""
        return self._coded(list(attributes), [f"CAST({quoted(a)} AS VARCHAR)" for a in attributes], self.table,
                           progress, narrow=narrow)

    def _coded(self, names: list[str], expressions: list[str], source: str, progress: Progress,
               weight: str | None = None, narrow: bool = False) -> tuple[CodedCells, np.ndarray]:
        """:meth:`_coded_groups` of the text ``expressions`` (one per name of ``names``) over the rows of the
        query ``source``, each a record or, with ``weight``, the records its column ``weight`` counts. ``narrow``:
        fetched in the narrowest types that hold them (a frequency set held through a search), else int32 codes
        and int64 records."""
        texted = ", ".join(f"{expression} AS c{j}" for j, expression in enumerate(expressions))
        named = ", ".join(f"c{j}" for j in range(len(names)))
        sets = ", ".join(f"(c{j})" for j in range(len(names)))
        flags = "".join(f", GROUPING(c{j}) AS g{j}" for j in range(len(names)))
        self.run(f"CREATE OR REPLACE TEMP TABLE privdesk_release_values AS SELECT {named}{flags}, count(*) AS n "
                 f"FROM (SELECT {texted} FROM {source}) GROUP BY GROUPING SETS ({sets})", progress.part(0.0, 0.3),
                 _("grouping the rows"))
        texts, per_text = [], []
        for j in range(len(names)):  # attribute j's own grouping set (g{j} = 0); NULL: its rows without a text
            # numbers in numeric order, texts in the order typing sorts them: the typed values then often keep the
            # texts' codes (``coded.typed_in_place`` skips a pass over the groups)
            self.connection.execute(
                f"CREATE OR REPLACE TEMP TABLE privdesk_release_dict{j} AS SELECT v, n, CAST(row_number() OVER "
                f"(ORDER BY TRY_CAST(v AS DOUBLE) NULLS LAST, v) - 1 AS INTEGER) AS code FROM (SELECT c{j} AS v, n "
                f"FROM privdesk_release_values WHERE g{j} = 0 AND c{j} IS NOT NULL)")
            found = self.connection.execute(f"SELECT v, n FROM privdesk_release_dict{j} ORDER BY code").fetchnumpy()
            texts.append(np.asarray(found["v"], dtype=object))
            ((missing,),) = self.connection.execute(
                f"SELECT COALESCE(sum(n), 0) FROM privdesk_release_values WHERE g{j} = 0 AND c{j} IS NULL").fetchall()
            per_text.append(np.concatenate([[int(missing)], np.asarray(found["n"], np.int64)]))
        joins = " ".join(f"LEFT JOIN privdesk_release_dict{j} d{j} ON t.c{j} = d{j}.v" for j in range(len(names)))
        packed = None if weight else self._packed_groups(f"(SELECT {texted} FROM {source}) t {joins}", texts,
                                                         narrow, progress.part(0.3, 0.9))
        if packed is not None:
            self._drop_temp_tables()
            self.release_memory()
            return CodedCells(list(names), packed[:-1], texts, per_text), packed[-1]
        codes = ", ".join(f"COALESCE(d{j}.code, -1) AS c{j}" for j in range(len(names)))
        records, carried = (f"sum(t.{weight})", f", {weight}") if weight else ("count(*)", "")
        self.run(f"CREATE OR REPLACE TEMP TABLE privdesk_release_grouped AS SELECT {codes}, {records} AS n "
                 f"FROM (SELECT {texted}{carried} FROM {source}) t {joins} GROUP BY ALL", progress.part(0.3, 0.9),
                 _("grouping the rows"))
        ((n_groups, records, most),) = self.connection.execute(
            "SELECT count(*), sum(n), max(n) FROM privdesk_release_grouped").fetchall()
        # narrowed: int16 codes of a column of few texts, int16 or int32 records (85 M groups: 2 bytes a cell
        # instead of 4 and 8, held from here to the end of the run)
        counted = record_type(narrow, int(records or 0), int(most or 0))
        columns = self._fetched_codes(f"SELECT {named}, n FROM privdesk_release_grouped", int(n_groups),
                                      [code_type(len(t)) if narrow else np.int32 for t in texts] + [counted],
                                      progress, codes=len(texts))
        self._drop_temp_tables()
        self.release_memory()
        return CodedCells(list(names), columns[:-1], texts, None if weight else per_text), columns[-1]

    def _fetched_codes(self, sql: str, n: int, dtypes: list, progress: Progress,
                       codes: int = 0) -> list[np.ndarray]:
        """The ``n`` rows of the integer query ``sql`` as one array per column of ``dtypes`` (``packed.code_arrays``
        of the first ``codes``), streamed in chunks into arrays made once: DuckDB's whole result and a second copy
        of it (``fetchnumpy``) never exist beside the arrays (10^7 groups: 0.5 GB less at the peak)."""
        columns = code_arrays(n, dtypes, codes)
        start = 0
        for chunk in self._chunks(self.connection.execute(sql), FETCH_VECTORS):
            if progress.cancel.is_set():
                raise Cancelled("cancelled")
            stop = start + len(chunk)
            for j, column in enumerate(columns):
                column[start:stop] = chunk.iloc[:, j].to_numpy()
            start = stop
        return [column[:start] for column in columns]

    def _packed_groups(self, joined: str, texts: list[np.ndarray], narrow: bool,
                       progress: Progress) -> list[np.ndarray] | None:
        """The groups of the rows of ``joined`` (each text column c{j} beside its code d{j}.code among ``texts[j]``)
        grouped by one packed key per row, streamed into numpy (``rows.packed.grouped_codes``); None when the keys
        would pass 64 bits or ``packed.KEY_BUDGET`` (then DuckDB groups them)."""
        packed = key_expression([f"d{j}.code" for j in range(len(texts))], [len(t) for t in texts])
        if packed is None:
            return None
        key, dtype = packed
        # the keys' order is of no matter: DuckDB may stream them as its threads finish
        ((ordered,),) = self.connection.execute("SELECT current_setting('preserve_insertion_order')").fetchall()
        self.connection.execute("SET preserve_insertion_order = false")
        try:
            result = self.run(f"SELECT {key} AS k FROM {joined}", progress, _("grouping the rows"))

            def chunks() -> Iterator[np.ndarray]:
                for chunk in self._chunks(result, KEY_VECTORS):
                    if progress.cancel.is_set():
                        raise Cancelled("cancelled")
                    yield chunk["k"].to_numpy(dtype)

            return grouped_codes(chunks(), texts, narrow)
        finally:
            self.connection.execute(f"SET preserve_insertion_order = {str(bool(ordered)).lower()}")

    @staticmethod
    def _chunks(result, vectors: int) -> Iterator[pd.DataFrame]:
        """A query's result as data frames of ``vectors`` DuckDB vectors (2,048 rows each), one in memory at a
        time. Data frames, not Arrow batches: the installed build carries no pyarrow."""
        while len(chunk := result.fetch_df_chunk(vectors)):
            yield chunk

    def value_counts(self, grouped: Dataset, qis: Sequence[str], attribute: str,
                     progress: Progress = NO_PROGRESS) -> CountedAttribute:
        """The records of each value of ``attribute`` in each QI combination of ``grouped`` (a table from
        :meth:`grouped_table`): one GROUP BY over the file's rows joined to the combinations, fetched as integer
        (group, value, records) triples; only the distinct values come as texts. The file's rows reach their
        combination through the integer codes the grouping gave each text (a small table per QI), never through
        the combinations' texts: at 10^8 rows and 85 M combinations a join on four text columns held ~7 GB of
        Python strings and did not fit DuckDB's limit."""
        self._check([attribute])
        cells = self.cells_of(grouped)
        positions = [cells.names.index(q) for q in qis]
        groups = pd.DataFrame({f"c{j}": np.asarray(cells.codes[p], dtype=np.int32) for j, p in enumerate(positions)})
        if len(cells.names) > len(qis):  # grouped by a protected attribute too: the first row of each combination
            groups = groups.drop_duplicates()
        groups["g"] = groups.index.to_numpy(np.int64)
        for j, p in enumerate(positions):
            texts = np.asarray(cells.texts[p], dtype=object)
            self._temp_table(f"privdesk_release_dict{j}",
                             pd.DataFrame({"v": texts, "code": np.arange(len(texts), dtype=np.int32)}),
                             "CAST(v AS VARCHAR) AS v, code")
        self.connection.execute(
            f"CREATE OR REPLACE TEMP TABLE privdesk_release_values AS SELECT v, CAST(row_number() OVER () - 1 AS "
            f"BIGINT) AS code FROM (SELECT DISTINCT CAST({quoted(attribute)} AS VARCHAR) AS v FROM {self.table})")
        texted = ", ".join(f"CAST({quoted(q)} AS VARCHAR) AS t{j}" for j, q in enumerate(qis))
        lookups = " ".join(f"LEFT JOIN privdesk_release_dict{j} d{j} ON t.t{j} = d{j}.v" for j in range(len(qis)))
        joined = " AND ".join(f"COALESCE(d{j}.code, -1) = m.c{j}" for j in range(len(qis))) or "true"
        ((n_values,),) = self.connection.execute("SELECT count(*) FROM privdesk_release_values").fetchall()
        # the narrowest integers that hold them: about one triple a record, 10 bytes each instead of 24 at 10^8
        types = [narrow_integer(grouped.n_rows), narrow_integer(int(n_values), np.int16)]
        sql_types = {np.int16: "SMALLINT", np.int32: "INTEGER", np.int64: "BIGINT"}
        self.connection.register("privdesk_groups", groups)
        try:
            # the triples stay in DuckDB (spilling as they must) and come in batches: about one a record when every
            # record's value is its own in its class, never whole in DuckDB's result and in numpy at once
            self.run(
                f"CREATE OR REPLACE TEMP TABLE privdesk_release_triples AS SELECT "
                f"CAST(m.g AS {sql_types[types[0]]}) AS g, CAST(w.code AS {sql_types[types[1]]}) AS code, "
                f"count(*) AS n FROM "
                f"(SELECT {texted}, CAST({quoted(attribute)} AS VARCHAR) AS s FROM {self.table}) t {lookups} "
                f"JOIN privdesk_groups m ON {joined} JOIN privdesk_release_values w ON t.s IS NOT DISTINCT FROM w.v "
                f"GROUP BY ALL", progress, _("counting the values of {name}").format(name=attribute))
        finally:
            self.connection.unregister("privdesk_groups")
        del groups
        ((n_triples, most),) = self.connection.execute(
            "SELECT count(*), max(n) FROM privdesk_release_triples").fetchall()
        types.append(narrow_integer(int(most or 0)))
        # in group order: a class's triples are then runs of whole groups (``CountedRelease.attribute_partition``);
        # sorted within a lower limit, as the arrays fill beside DuckDB (unless --engine-memory says otherwise; the
        # new connection of ``release_memory`` below has the engine's limit again)
        if self.config["memory_limit"] == DEFAULT_MEMORY_LIMIT:
            self.connection.execute(f"SET memory_limit = {literal(WRITE_MEMORY_LIMIT)}")
        group, code, records = self._fetched_codes(
            f"SELECT g, code, CAST(n AS {sql_types[types[2]]}) FROM privdesk_release_triples ORDER BY g",
            int(n_triples), types, progress)
        values = self.connection.execute("SELECT v FROM privdesk_release_values ORDER BY code").df()["v"]
        values = values.astype(object).where(values.notna(), None)
        self._drop_temp_tables()
        self.release_memory()  # what the GROUP BY and the fetch held (0.3 GB at 10^7) would stay beside the triples
        return counted_attribute(attribute, values.tolist(), group, code, records, file_source(self))

    def distinct_groups(self, grouped: Dataset) -> bool:
        """Whether no two rows of ``grouped`` (a table from :meth:`grouped_table`) have the same values: its rows
        are distinct texts, and the texts of every column read as distinct values (no two missing-value tokens,
        no "1" beside "1.0" of a number)."""
        codes = self.cells_of(grouped).codes
        return isinstance(codes, ThroughValues) and codes.one_to_one

    def cells_of(self, grouped: Dataset) -> CodedCells:
        """The cells ``grouped`` (a table from :meth:`grouped_table`) was made from, as codes of the file's texts."""
        return next(value[2] for value in self._grouped.values() if value[0] is grouped)

    def _raw(self, grouped: Dataset) -> pd.DataFrame:
        """The text cells ``grouped`` was made from (None for NULL)."""
        return self.cells_of(grouped).frame()

    def _drop_temp_tables(self) -> None:
        for name in self._types:  # the lookups' ENUM types (``_enum``) after the tables their queries read
            self.connection.execute(f"DROP TYPE IF EXISTS {name}")
        self._types.clear()
        for table in self.connection.execute("SELECT table_name FROM duckdb_tables() WHERE temporary AND "
                                             "table_name LIKE 'privdesk_release%'").fetchall():
            self.connection.execute(f"DROP TABLE {table[0]}")

    def paired_grouped(self, released: "DuckDBRows", names: Sequence[str], progress: Progress = NO_PROGRESS,
                       pairing_memory: str | None = None) -> tuple[Dataset, Dataset, np.ndarray]:
        """The columns ``names`` of this table and of ``released`` (its release, the same rows in the same order),
        rows paired by position (DuckDB's POSITIONAL JOIN) and grouped: (original, release, records of each
        pair of rows), as ``memory.paired_grouped`` gives them. What ``measure`` reads out of core.
        ``pairing_memory``: DuckDB's limit while it pairs, groups and fetches them, if not the engine's own."""
        self._check(names)
        released._check(names)

        def text(prefix: str) -> str:
            return ", ".join(f"CAST({quoted(n)} AS VARCHAR) AS {prefix}{j}" for j, n in enumerate(names))

        # grouped by integer codes, as the frequency set is (``_coded_groups``): as texts, the pairs of a 10^7-row
        # release whose QIs nearly identify a record took 8 GB, and DuckDB could not group 10^8 pairs of texts
        # (1 GB: "could not allocate block"). The paired texts are first kept in DuckDB as rows, spilling as they
        # must (DuckDB cannot spill a positional join's inputs while it numbers their texts)
        n = len(names)
        if pairing_memory:
            self.connection.execute(f"SET memory_limit = {literal(pairing_memory)}")
        try:
            self.run(f"CREATE OR REPLACE TEMP TABLE privdesk_pairs AS SELECT * FROM (SELECT {text('o')} FROM "
                     f"{self.table}) POSITIONAL JOIN (SELECT {text('r')} FROM {released.table})",
                     progress.part(0.0, 0.3), _("grouping the rows"))
            cells, counts = self._coded([*names, *names], [*(f"o{j}" for j in range(n)), *(f"r{j}" for j in range(n))],
                                        "privdesk_pairs", progress.part(0.3, 1.0))
        finally:
            self.connection.execute("DROP TABLE IF EXISTS privdesk_pairs")
            if pairing_memory:
                self.connection.execute(f"SET memory_limit = {literal(self.config['memory_limit'])}")
        tables = []
        for part, rows in ((slice(0, n), self), (slice(n, 2 * n), released)):
            tables.append(coded_table(CodedCells(list(names), cells.codes[part], cells.texts[part]), counts,
                                      file_source(rows), [name for name in rows.declared_texts if name in names]))
            cells.codes[part] = [None] * n  # the fetched codes, typed anew, freed before the next table is typed
        return tables[0], tables[1], counts

    def column_profile(self, names: Sequence[str], sample: int = PROFILE_SAMPLE) -> tuple[Dataset, TableDistinct]:
        """What the identifier check needs of ``names`` (one or more) without loading them: a random sample of ``sample`` rows
        (for the names and value shapes) and each column's distinct values over the whole table (exact up to
        ``EXACT_DISTINCT_ROWS`` rows, HyperLogLog beyond)."""
        self._check(names)
        text = ", ".join(f"CAST({quoted(n)} AS VARCHAR) AS {quoted(n)}" for n in names)
        frame = self.run(f"SELECT {text} FROM {self.table} USING SAMPLE reservoir({int(sample)} ROWS) "
                         "REPEATABLE (22)").df()
        counted = ", ".join(f"approx_count_distinct({quoted(n)})" for n in names)
        # fetchall, not fetchone: a result left unfinished blocks the next streamed query (distinct_texts)
        (distinct,) = self.run(f"SELECT count(*), {counted} FROM {self.table}").fetchall()
        if distinct[0] <= EXACT_DISTINCT_ROWS:
            exact = ", ".join(f"count(DISTINCT {quoted(n)})" for n in names)
            (distinct,) = self.run(f"SELECT count(*), {exact} FROM {self.table}").fetchall()
        frame = frame[list(names)].astype(object).where(frame[list(names)].notna(), None)
        sampled = Dataset.from_frame(frame, file_source(self))
        self.__dict__.setdefault("n_rows", int(distinct[0]))
        return sampled, TableDistinct(int(distinct[0]), {n: min(int(d), int(distinct[0]))
                                                   for n, d in zip(names, distinct[1:])})

    def frequency_set(self, attributes: Sequence[str]) -> FrequencySet:
        dataset, counts = self.grouped_table(attributes)
        grouped = MemoryRows(dataset, counts).frequency_set(attributes)
        grouped.group_of_row = None  # the rows stay in the file: the engine writes the release (write_release)
        return grouped

    def distinct_texts(self, name: str, batch: int | None = None) -> Iterator[tuple[list[str], np.ndarray]]:
        """The distinct non-missing texts of column ``name`` with the rows holding each, streamed in batches of
        about ``batch`` (default ``TEXT_BATCH``; whole DuckDB vectors, at least one; one GROUP BY, spilling as it must; only a batch is in memory): what
        free-text redaction reads. No other query may run on this engine until the iteration ends."""
        import duckdb

        self._check([name])
        text = f"CAST({quoted(name)} AS VARCHAR)"
        try:
            result = self.connection.execute(f"SELECT {text} AS v, count(*) AS n FROM {self.table} "
                                             f"WHERE {text} IS NOT NULL GROUP BY 1")
        except duckdb.Error as error:
            raise InputError(_("the {engine} engine failed: {error}").format(
                engine=self.name, error=str(error).splitlines()[0]), path=self.path) from None
        for part in self._chunks(result, max(1, (batch or TEXT_BATCH) // DUCKDB_VECTOR)):
            yield part["v"].tolist(), part["n"].to_numpy().astype(np.int64)

    def write_release(self, grouped: Dataset, released: Dataset | MappedRelease, qis: Sequence[str], out: str | Path, *,
                      drop: Sequence[str] = (), progress: Progress = NO_PROGRESS,
                      replaced: Mapping[str, Path] | None = None) -> Path:
        """Write the release: every row of the file with its QIs replaced by the labels its group got in
        ``released`` (the release of ``grouped``, a table from :meth:`grouped_table`, row for row, or told by values:
        ``MappedRelease``), the columns
        ``drop`` left out. The format follows ``out``'s suffix (.parquet or .csv). ``replaced``: column -> a
        Parquet file of (text, redacted) pairs (free text redacted out of core): a text found there is written
        redacted."""
        out = Path(out)
        options = "FORMAT parquet" if out.suffix.lower() == ".parquet" else "FORMAT csv, HEADER true"
        mappings = None
        if isinstance(released, MappedRelease):  # a condensed search's release: no label per group is made
            mappings = mapped_column_mappings(self.cells_of(grouped), grouped, released)
            if mappings is None or suppressed_space(mappings) > BITMAP_LIMIT:  # rare: joined, from labels per group
                released, mappings = expanded_release(grouped, released), None
        if not isinstance(released, MappedRelease):
            mappings = coded_column_mappings(self.cells_of(grouped), released, qis)
        looked_up = mappings is not None and suppressed_space(mappings) <= BITMAP_LIMIT
        joined = not looked_up or bool(replaced)
        if not joined:
            select = self._mapped_columns(mappings, qis, drop, self.table)
        else:  # joins, which do not keep the rows' order: the rows are numbered first and sorted back at the end
            source = self._replaced(replaced, self._numbered()) if replaced else self._numbered()
            select = self._mapped_columns(mappings, qis, drop, source) if looked_up else \
                self._joined_columns(release_mapping(self._raw(grouped), released, qis), qis, drop, source)
        if out.suffix.lower() == ".parquet":
            select = self._empty_as_null(select)
        if joined:
            select = f"SELECT * EXCLUDE ({ROW}) FROM ({select}) ORDER BY {ROW}"
        # the release keeps the file's row order, as the memory engine's does (``measure`` pairs the rows of a
        # release and its original by position): the common path only looks values up, which keeps the order
        self.connection.execute("SET preserve_insertion_order = true")
        lowered = not joined and self.config["memory_limit"] == DEFAULT_MEMORY_LIMIT
        if lowered:  # a lookup streams; held to its default limit DuckDB kept batches up to it (10^7 rows: +70 MB)
            self.connection.execute(f"SET memory_limit = {literal(WRITE_MEMORY_LIMIT)}")
        try:
            self.run(f"COPY ({select}) TO {literal(str(out))} ({options})", progress, _("writing the release"))
        finally:
            if lowered:
                self.connection.execute(f"SET memory_limit = {literal(DEFAULT_MEMORY_LIMIT)}")
        self._drop_temp_tables()
        return out

    def _numbered(self) -> str:
        """The file's rows with their position in the file (``ROW``; counted in the order DuckDB reads them, which
        ``preserve_insertion_order`` keeps the file's)."""
        return f"(SELECT *, row_number() OVER () AS {ROW} FROM {self.table})"

    def _empty_as_null(self, select: str) -> str:
        """``select`` with every empty text null, as the memory engine writes a missing cell into Parquet
        (``io.release_files``; in CSV both are an empty field)."""
        texts = [row[0] for row in self.connection.execute(f"DESCRIBE {select}").fetchall() if row[1] == "VARCHAR"]
        if not texts:
            return select
        nulled = ", ".join(f"NULLIF({quoted(n)}, '') AS {quoted(n)}" for n in texts)
        return f"SELECT * REPLACE ({nulled}) FROM ({select})"

    def _replaced(self, replaced: Mapping[str, Path], source: str) -> str:
        """The rows of ``source`` with each column of ``replaced`` taken from its (text, redacted) file where the
        text is there (a hash join, spilling as it must)."""
        names = list(replaced)
        swapped = ", ".join(f"COALESCE(r{i}.redacted, CAST(t.{quoted(n)} AS VARCHAR)) AS {quoted(n)}"
                            for i, n in enumerate(names))
        joins = " ".join(f"LEFT JOIN read_parquet({literal(str(replaced[n]))}) r{i} ON CAST(t.{quoted(n)} AS VARCHAR) "
                         f"= r{i}.text" for i, n in enumerate(names))
        return f"(SELECT t.* REPLACE ({swapped}) FROM {source} t {joins})"

    def _temp_table(self, name: str, frame: pd.DataFrame, select: str) -> None:
        self.connection.register("privdesk_frame", frame)
        self.connection.execute(f"CREATE OR REPLACE TEMP TABLE {name} AS SELECT {select} FROM privdesk_frame")
        self.connection.unregister("privdesk_frame")

    def _mapped_columns(self, mappings: ColumnMappings, qis: Sequence[str], drop: Sequence[str], source: str) -> str:
        """The release as a query that looks each QI's value up in a dictionary of its own (an ENUM type of the
        file's texts of that QI: a hash lookup per cell, then the label and the label's code at that position of a
        list) and tests the class key of each row against the suppressed classes' keys (another ENUM). No join:
        a join does not keep the rows in the file's order, and a lookup costs less. A value outside the
        dictionary cannot pass unnoticed: the cast fails the run."""
        position = {q: j for j, q in enumerate(qis)}
        labels, codes = [], []
        for j, q in enumerate(qis):
            frame = mappings.columns[j]
            missing = frame["k"].isna().to_numpy()
            present = frame[~missing]
            self._enum(f"privdesk_release_e{j}", present["k"].astype(str).tolist())
            value = f"CAST(CAST(t.{quoted(q)} AS VARCHAR) AS privdesk_release_e{j})"
            index = f"enum_code({value}) + 1"
            label = f"{_text_list(present['v'].astype(str).tolist())}[{index}]"
            code = f"{_number_list(present['g'].tolist())}[{index}]"
            if missing.any():  # a missing cell has no text: its label and code are the NULL key's
                null = frame[missing].iloc[0]
                label = f"CASE WHEN t.{quoted(q)} IS NULL THEN {literal(str(null['v']))} ELSE {label} END"
                code = f"CASE WHEN t.{quoted(q)} IS NULL THEN {int(null['g'])} ELSE {code} END"
            labels.append(label)
            codes.append(code)
        suppressed = len(mappings.suppressed) > 0
        if suppressed:
            hidden = self._suppressed_bitmap(mappings, codes)

        def label(j: int) -> str:
            if not suppressed:
                return labels[j]
            return f"CASE WHEN {hidden} THEN {literal(mappings.suppressed_labels[j])} ELSE {labels[j]} END"

        columns = [f"{label(position[name])} AS {quoted(name)}" if name in position else f"t.{quoted(name)}"
                   for name in self.names if name not in drop]
        if source != self.table:  # a numbered source (``_numbered``) carries each row's number to sort by
            columns.append(f"t.{ROW}")
        return f"SELECT {', '.join(columns)} FROM {source} t"

    def _suppressed_bitmap(self, mappings: ColumnMappings, codes: list[str]) -> str:
        """The condition that a row's class is suppressed, looked up by its class key (the label codes ``codes``
        over the spans of the codes, not of the values) in one list of booleans held by a temporary table: a
        lookup keeps the rows' order, where a join with the suppressed keys would not."""
        spans = code_spans(mappings)
        strides = np.cumprod([1, *spans[:-1]]).astype(np.int64)
        keys = np.zeros(len(mappings.suppressed), np.int64)
        for j, (stride, span) in enumerate(zip(mappings.strides, spans)):
            keys += (mappings.suppressed // stride) % (len(mappings.columns[j]) + 1) * strides[j]
        self._temp_table("privdesk_release_s", pd.DataFrame({"key": keys}), "CAST(key AS BIGINT) AS key")
        self.connection.execute(
            "CREATE OR REPLACE TEMP TABLE privdesk_release_bits AS SELECT list(s.key IS NOT NULL ORDER BY r.i) AS b "
            f"FROM range({math.prod(spans)}) r(i) LEFT JOIN privdesk_release_s s ON s.key = r.i")
        key = " + ".join(f"{code} * {int(stride)}" for code, stride in zip(codes, strides))
        return f"(SELECT b FROM privdesk_release_bits)[{key} + 1]"

    def _enum(self, name: str, texts: list[str]) -> None:
        """An ENUM type ``name`` of the distinct ``texts``, in their order (a value's ``enum_code`` is its index)."""
        self._temp_table(name + "_values", pd.DataFrame({"v": texts, "i": np.arange(len(texts))}),
                         "CAST(v AS VARCHAR) AS v, i")
        self.connection.execute(f"DROP TYPE IF EXISTS {name}")
        self.connection.execute(f"CREATE TYPE {name} AS ENUM (SELECT v FROM {name}_values ORDER BY i)")
        self._types.append(name)

    def _joined_columns(self, mapping: pd.DataFrame, qis: Sequence[str], drop: Sequence[str], source: str) -> str:
        """The release as a query joining every row to its QI combination's labels (any release, also one that
        is not a mapping per column)."""
        # the keys back in the file's types, so that the join compares the rows' own values (no cast per row)
        keys = ", ".join(f"CAST(k{j} AS {self.types[q]}) AS k{j}" for j, q in enumerate(qis))
        labels = ", ".join(f"v{j}" for j in range(len(qis)))
        self._temp_table("privdesk_release_map", mapping, f"{keys}, {labels}")
        position = {q: j for j, q in enumerate(qis)}
        columns = [f"m.v{position[name]} AS {quoted(name)}" if name in position else f"t.{quoted(name)}"
                   for name in self.names if name not in drop]
        if source != self.table:
            columns.append(f"t.{ROW}")
        joined = " AND ".join(f"t.{quoted(q)} IS NOT DISTINCT FROM m.k{j}" for j, q in enumerate(qis))
        return f"SELECT {', '.join(columns)} FROM {source} t JOIN privdesk_release_map m ON {joined}"

    def run(self, sql: str, progress: Progress = NO_PROGRESS, message: str = ""):
        """Execute ``sql``, reporting DuckDB's own progress; a cancel interrupts the query."""
        import duckdb

        def done() -> float | None:
            percent = self.connection.query_progress()
            return min(percent, 100.0) / 100.0 if percent is not None and percent >= 0 else None

        try:
            return run_cancellable(lambda: self.connection.execute(sql), progress, self.connection.interrupt, done,
                                   message)
        except duckdb.Error as error:
            raise InputError(_("the {engine} engine failed: {error}").format(
                engine=self.name, error=str(error).splitlines()[0]), path=self.path) from None


BITMAP_LIMIT = 1 << 26
"""Class keys the release's list of suppressed classes may span (one byte each in DuckDB: 64 MB); beyond, the rows
are joined to the suppressed keys and sorted back into the file's order (slower)."""


def code_spans(mappings: ColumnMappings) -> list[int]:
    """Per QI, the span of its label codes (labels and the codes of values seen only in suppressed rows)."""
    return [int(frame["g"].max()) + 1 if len(frame) else 1 for frame in mappings.columns]


def suppressed_space(mappings: ColumnMappings) -> int:
    """How many class keys the suppressed classes' lookup spans (0: nothing suppressed, no lookup)."""
    return math.prod(code_spans(mappings)) if len(mappings.suppressed) else 0


def _text_list(texts: list[str]) -> str:
    """A list of texts as an SQL list literal (in parentheses: an index after a cast would read as an array size)."""
    return "([" + ", ".join(literal(text) for text in texts) + "]::VARCHAR[])"


def _number_list(numbers: list[int]) -> str:
    """A list of whole numbers as an SQL list literal of BIGINTs."""
    return "([" + ", ".join(str(int(number)) for number in numbers) + "]::BIGINT[])"
