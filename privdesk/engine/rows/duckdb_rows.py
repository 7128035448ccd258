"""The out-of-core row engine: DuckDB reads a CSV or Parquet file in place, groups its rows into the frequency
set (spilling to disk when the groups outgrow memory, on every core) and writes the release by joining each row
to its group's released labels. The table is never loaded; only the frequency set is.

DuckDB is imported when this engine is chosen (``engine.rows.load_engine``), never by the default import.
"""

from __future__ import annotations

import shutil
import tempfile
import weakref
from functools import cached_property
from pathlib import Path
from typing import Iterator, Sequence

import numpy as np
import pandas as pd

from privdesk.common.i18n import _
from privdesk.engine.core.counted_release import CountedAttribute, narrow_integer
from privdesk.engine.core.dataset import DEFAULT_MISSING, Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.progress import NO_PROGRESS, Cancelled, Progress
from privdesk.engine.detect.identifier_check import TableDistinct
from privdesk.engine.metrics.population_risk import WeightParts, weight_error, weight_value
from privdesk.engine.rows import (
    EXACT_DISTINCT_ROWS,
    PROFILE_SAMPLE,
    TEXT_BATCH,
    FrequencySet,
    run_cancellable,
    trim_heap,
)
from privdesk.engine.rows.coded import (
    CodedCells,
    ThroughValues,
    code_type,
    coded_table,
    typed_in_place,
)
from privdesk.engine.rows.duckdb_release import ReleaseWriting
from privdesk.engine.rows.duckdb_sql import (
    DEFAULT_MEMORY_LIMIT,
    ROW,
    SQL_TYPES,
    WRITE_MEMORY_LIMIT,
    literal,
    quoted,
)
from privdesk.engine.rows.memory import (
    MemoryRows,
    counted_attribute,
    file_source,
)
from privdesk.engine.rows.packed import code_arrays, grouped_codes, key_parts, record_type

COUNT = "__privdesk_count"
OFFLINE = {"autoinstall_known_extensions": False, "autoload_known_extensions": False}
"""DuckDB never downloads or loads an extension by itself (httpfs would reach the network)."""
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


class DuckDBRows(ReleaseWriting):
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
            trim_heap()  # the keys and the grouping's temporaries, before the set is searched
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
        texts, per_text = self._dictionaries(names, expressions, source, progress.part(0.0, 0.3))
        joins = " ".join(f"LEFT JOIN privdesk_release_dict{j} d{j} ON t.c{j} = d{j}.v" for j in range(len(names)))
        packed = None if weight else self._packed_groups(f"(SELECT {texted} FROM {source}) t", texts, narrow,
                                                         progress.part(0.3, 0.9))
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

    def _dictionaries(self, names: list[str], expressions: list[str], source: str,
                      progress: Progress) -> tuple[list[np.ndarray], list[np.ndarray]]:
        """Each of the text ``expressions``' distinct texts over the rows of ``source`` numbered in a table
        ``privdesk_release_dict{j}`` (v: the text, code) in one pass (a grouping set each): returns the texts in
        code order and the records of NULL and of each text (``CodedCells.records``)."""
        texted = ", ".join(f"{expression} AS c{j}" for j, expression in enumerate(expressions))
        named = ", ".join(f"c{j}" for j in range(len(names)))
        sets = ", ".join(f"(c{j})" for j in range(len(names)))
        flags = "".join(f", GROUPING(c{j}) AS g{j}" for j in range(len(names)))
        self.run(f"CREATE OR REPLACE TEMP TABLE privdesk_release_values AS SELECT {named}{flags}, count(*) AS n "
                 f"FROM (SELECT {texted} FROM {source}) GROUP BY GROUPING SETS ({sets})", progress,
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
        return texts, per_text

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

    def _packed_groups(self, rows: str, texts: list[np.ndarray], narrow: bool,
                       progress: Progress) -> list[np.ndarray] | None:
        """The groups of the rows of ``rows`` (text columns c{j}, whose texts ``privdesk_release_dict{j}`` numbers
        among ``texts[j]``) grouped by one packed key per row, streamed into numpy (``rows.packed.grouped_codes``);
        None when the keys would pass 64 bits or ``packed.KEY_BUDGET`` (then DuckDB groups them)."""
        packed = key_parts([len(t) for t in texts])
        if packed is None:
            return None
        parts, sql, dtype = packed
        # each text's share of the key made once in a copy of its dictionary: a row's key is then a sum of
        # looked-up shares, without a cast and a product per row and attribute (10^7 rows: ~10% of DuckDB's time)
        for j, part in enumerate(parts):
            self.connection.execute(f"CREATE OR REPLACE TEMP TABLE privdesk_release_part{j} AS SELECT v, {part} AS p "
                                    f"FROM privdesk_release_dict{j}")
        joins = " ".join(f"LEFT JOIN privdesk_release_part{j} d{j} ON t.c{j} = d{j}.v" for j in range(len(texts)))
        key = " + ".join(f"COALESCE(d{j}.p, CAST(0 AS {sql}))" for j in range(len(texts)))
        joined = f"{rows} {joins}"
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

    def _group_lookups(self, grouped: Dataset, qis: Sequence[str]) -> tuple[pd.DataFrame, str, str, str]:
        """How the file's rows reach their QI combination of ``grouped`` (a table from :meth:`grouped_table`):
        a small table of codes per QI (privdesk_release_dict{j}), and returns the combinations' codes with their
        row ``g`` (to register as privdesk_groups), the rows' QI texts t{j}, the lookups of their codes and the
        join condition to the combinations."""
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
        texted = ", ".join(f"CAST({quoted(q)} AS VARCHAR) AS t{j}" for j, q in enumerate(qis))
        lookups = " ".join(f"LEFT JOIN privdesk_release_dict{j} d{j} ON t.t{j} = d{j}.v" for j in range(len(qis)))
        joined = " AND ".join(f"COALESCE(d{j}.code, -1) = m.c{j}" for j in range(len(qis))) or "true"
        return groups, texted, lookups, joined

    def weight_sums(self, grouped: Dataset, qis: Sequence[str], column: str,
                    progress: Progress = NO_PROGRESS) -> np.ndarray:
        """The sums of ``column``'s numbers (sampling weights) over the records of each row of ``grouped`` (a table
        from :meth:`grouped_table` over ``qis``), one per part of :class:`WeightParts` (rows x parts): each
        part's sum is exact, so the figures do not depend on the order DuckDB adds in. A weight that is not a
        finite number greater than 0 is refused with its row and value, as the memory engine refuses it
        (``metrics.population_risk.check_weights``). Two passes: the weights' range, then the sums, joined as
        :meth:`value_counts` joins."""
        self._check([column])
        number = f"TRY_CAST(replace(CAST({quoted(column)} AS VARCHAR), ',', '') AS DOUBLE)"
        bad = "NOT COALESCE(isfinite(x) AND x > 0, false)"
        ((largest, smallest, records, n_bad),) = self.run(
            f"SELECT max(x), min(x), count(*), count(*) FILTER (WHERE {bad}) FROM (SELECT {number} AS x FROM "
            f"{self.table})", progress.part(0.0, 0.3), _("summing the weights of {name}").format(name=column)
        ).fetchall()
        if n_bad:
            row, text = self.connection.execute(
                f"SELECT {ROW}, v FROM (SELECT {ROW}, CAST({quoted(column)} AS VARCHAR) AS v, {number} AS x FROM "
                f"{self._numbered()}) WHERE {bad} ORDER BY {ROW} LIMIT 1").fetchone()
            raise weight_error(int(row) + 1, weight_value(text))  # ROW counts from 1; the file's line has a header
        grids = WeightParts.of(largest, smallest, records).grids if records else ()
        groups, texted, lookups, joined = self._group_lookups(grouped, qis)
        parts = f"SELECT {texted}, {number} AS r0 FROM {self.table}"
        for j, grid in enumerate(grids):  # part j: the rest's whole multiples of its grid (exact: powers of two)
            g = f"CAST({float(grid)!r} AS DOUBLE)"
            parts = (f"SELECT * EXCLUDE (r{j}), floor(r{j} / {g}) * {g} AS p{j}, r{j} - floor(r{j} / {g}) * {g} "
                     f"AS r{j + 1} FROM ({parts})")
        sums = ", ".join(f"sum(p{j}) AS s{j}" for j in range(len(grids))) or "sum(r0) AS s0"
        self.connection.register("privdesk_groups", groups)
        try:
            found = self.run(
                f"SELECT m.g AS g, {sums} FROM ({parts}) t {lookups} JOIN privdesk_groups m ON {joined} "
                f"GROUP BY m.g", progress.part(0.3, 1.0), _("summing the weights of {name}").format(name=column)
            ).fetchnumpy()
        finally:
            self.connection.unregister("privdesk_groups")
        self._drop_temp_tables()
        result = np.zeros((grouped.n_rows, max(len(grids), 1)))
        for j in range(result.shape[1]):
            result[np.asarray(found["g"], np.int64), j] = np.asarray(found[f"s{j}"], float)
        self.release_memory()
        return result

    def value_counts(self, grouped: Dataset, qis: Sequence[str], attribute: str,
                     progress: Progress = NO_PROGRESS) -> CountedAttribute:
        """The records of each value of ``attribute`` in each QI combination of ``grouped`` (a table from
        :meth:`grouped_table`): one GROUP BY over the file's rows joined to the combinations, fetched as integer
        (group, value, records) triples; only the distinct values come as texts. The file's rows reach their
        combination through the integer codes the grouping gave each text (a small table per QI), never through
        the combinations' texts: at 10^8 rows and 85 M combinations a join on four text columns held ~7 GB of
        Python strings and did not fit DuckDB's limit."""
        self._check([attribute])
        groups, texted, lookups, joined = self._group_lookups(grouped, qis)
        self.connection.execute(
            f"CREATE OR REPLACE TEMP TABLE privdesk_release_values AS SELECT v, CAST(row_number() OVER () - 1 AS "
            f"BIGINT) AS code FROM (SELECT DISTINCT CAST({quoted(attribute)} AS VARCHAR) AS v FROM {self.table})")
        ((n_values,),) = self.connection.execute("SELECT count(*) FROM privdesk_release_values").fetchall()
        # the narrowest integers that hold them: about one triple a record, 10 bytes each instead of 24 at 10^8
        types = [narrow_integer(grouped.n_rows), narrow_integer(int(n_values), np.int16)]
        self.connection.register("privdesk_groups", groups)
        try:
            # the triples stay in DuckDB (spilling as they must) and come in batches: about one a record when every
            # record's value is its own in its class, never whole in DuckDB's result and in numpy at once
            self.run(
                f"CREATE OR REPLACE TEMP TABLE privdesk_release_triples AS SELECT "
                f"CAST(m.g AS {SQL_TYPES[types[0]]}) AS g, CAST(w.code AS {SQL_TYPES[types[1]]}) AS code, "
                f"count(*) AS n FROM "
                f"(SELECT {texted}, CAST({quoted(attribute)} AS VARCHAR) AS s FROM {self.table}) t {lookups} "
                f"JOIN privdesk_groups m ON {joined} JOIN privdesk_release_values w ON t.s IS NOT DISTINCT FROM w.v "
                f"GROUP BY ALL", progress, _("counting the values of {name}").format(name=attribute))
        finally:
            self.connection.unregister("privdesk_groups")
        del groups
        values = self.connection.execute("SELECT v FROM privdesk_release_values ORDER BY code").df()["v"]
        return self._fetched_triples(attribute, values.astype(object).where(values.notna(), None).tolist(), types,
                                     progress)

    def _fetched_triples(self, attribute: str, values: list, types: list, progress: Progress) -> CountedAttribute:
        """The (g, code, n) rows of the temporary table privdesk_release_triples (``code`` indexing ``values``) as
        attribute ``attribute``'s :class:`CountedAttribute`, fetched in g order in the narrow ``types`` of g and
        code (and of n, the narrowest that holds its largest)."""
        ((n_triples, most),) = self.connection.execute(
            "SELECT count(*), max(n) FROM privdesk_release_triples").fetchall()
        types = [*types, narrow_integer(int(most or 0))]
        # in group order: a class's triples are then runs of whole groups (``CountedRelease.attribute_partition``);
        # sorted within a lower limit, as the arrays fill beside DuckDB (unless --engine-memory says otherwise; the
        # new connection of ``release_memory`` below has the engine's limit again)
        if self.config["memory_limit"] == DEFAULT_MEMORY_LIMIT:
            self.connection.execute(f"SET memory_limit = {literal(WRITE_MEMORY_LIMIT)}")
        group, code, records = self._fetched_codes(
            f"SELECT g, code, CAST(n AS {SQL_TYPES[types[2]]}) FROM privdesk_release_triples ORDER BY g",
            int(n_triples), types, progress)
        self._drop_temp_tables()
        self.release_memory()  # what the GROUP BY and the fetch held (0.3 GB at 10^7) would stay beside the triples
        return counted_attribute(attribute, values, group, code, records, file_source(self))

    def forget(self, grouped: Dataset) -> None:
        """Let go of the grouped table ``grouped`` (a table from :meth:`grouped_table`) and of its cells, so that
        they are freed once the caller drops it too (85 M groups: about 1 GB)."""
        self._grouped = {key: value for key, value in self._grouped.items() if value[0] is not grouped}

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
        # grouped by integer codes, as the frequency set is (``_coded_groups``): as texts, the pairs of a 10^7-row
        # release whose QIs nearly identify a record took 8 GB, and DuckDB could not group 10^8 pairs of texts
        # (1 GB: "could not allocate block"). The paired texts are first kept in DuckDB as rows, spilling as they
        # must (DuckDB cannot spill a positional join's inputs while it numbers their texts)
        n = len(names)
        if pairing_memory:
            self.connection.execute(f"SET memory_limit = {literal(pairing_memory)}")
        try:
            self.pair_rows(released, names, progress.part(0.0, 0.3))
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

    def pair_rows(self, released: "DuckDBRows", names: Sequence[str], progress: Progress = NO_PROGRESS) -> None:
        """The columns ``names`` of this table (as texts o0 …) and of ``released`` (r0 …), rows paired by position
        (DuckDB's POSITIONAL JOIN), kept in the temporary table ``privdesk_pairs``."""
        def text(prefix: str) -> str:
            return ", ".join(f"CAST({quoted(n)} AS VARCHAR) AS {prefix}{j}" for j, n in enumerate(names))

        self.run(f"CREATE OR REPLACE TEMP TABLE privdesk_pairs AS SELECT * FROM (SELECT {text('o')} FROM "
                 f"{self.table}) POSITIONAL JOIN (SELECT {text('r')} FROM {released.table})", progress,
                 _("grouping the rows"))

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
