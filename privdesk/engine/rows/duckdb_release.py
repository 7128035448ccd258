"""Writing an out-of-core release with DuckDB: every row of the file with its QIs replaced by its class's labels,
looked up per value (an ENUM dictionary per QI and a bitmap of the suppressed classes) so that the rows stream in
the file's order, or joined and sorted back where a lookup cannot tell the release."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from pathlib import Path

import numpy as np
import pandas as pd

from privdesk.common.i18n import _
from privdesk.engine.core.counted_release import CountedAttribute, MappedRelease, narrow_integer
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.progress import NO_PROGRESS, Cancelled, Progress
from privdesk.engine.rows.arrow_release import adopt_schema, streamed_plan, write_streamed
from privdesk.engine.rows.coded import (
    coded_column_mappings,
    expanded_release,
    mapped_column_mappings,
    suppressed_span_keys,
)
from privdesk.engine.rows.duckdb_sql import (
    DEFAULT_MEMORY_LIMIT,
    ROW,
    SQL_TYPES,
    WRITE_MEMORY_LIMIT,
    literal,
    number_list,
    quoted,
)
from privdesk.engine.rows.memory import ColumnMappings, counted_attribute, file_source, release_mapping
from privdesk.engine.rows.packed import KEY_BUDGET, RUN_BATCH, KeyBuffer, key_type, sorted_runs

INDEX = "__privdesk_i"
"""The inner projection's column of a QI's position in its dictionary (``_mapped_columns``)."""
HIDDEN = "__privdesk_suppressed"


class ReleaseWriting:
    """The release-writing half of :class:`~privdesk.engine.rows.duckdb_rows.DuckDBRows` (its ``connection``,
    ``table``, ``names``, ``types``, ``config`` and row passes)."""

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
        if not joined and self._streamed(mappings, qis, drop, out, progress):
            return out
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

    def _streamed(self, mappings: ColumnMappings, qis: Sequence[str], drop: Sequence[str], out: Path,
                  progress: Progress) -> bool:
        """Write a looked-up release of a Parquet file as Parquet with pyarrow (``arrow_release``: the same
        content for less work per cell), when its columns are of types that writer takes."""
        if self.kind != "parquet" or out.suffix.lower() != ".parquet":
            return False
        plan = streamed_plan(self.path, self.names, qis, drop, mappings, code_spans(mappings))
        if plan is None or not adopt_schema(plan, self._written_schema(mappings, qis, drop)):
            return False
        write_streamed(plan, out, progress)
        return True

    def _written_schema(self, mappings: ColumnMappings, qis: Sequence[str], drop: Sequence[str]):
        """The Arrow schema of DuckDB's Parquet file of this release, from a COPY of no rows (a LIMIT the optimizer
        does not fold keeps the columns' statistics, so the same columns come out required)."""
        import pyarrow.parquet as pq

        select = self._empty_as_null(self._mapped_columns(mappings, qis, drop, self.table))
        path = Path(self.config["temp_directory"]) / "privdesk_release_schema.parquet"
        try:
            self.connection.execute(f"COPY (SELECT * FROM ({select}) LIMIT (SELECT 0)) TO {literal(str(path))} "
                                    "(FORMAT parquet)")
            return pq.read_schema(path)
        finally:
            path.unlink(missing_ok=True)
            self._drop_temp_tables()

    def class_value_counts(self, mappings: ColumnMappings, qis: Sequence[str], attribute: str,
                           classes: tuple[np.ndarray, np.ndarray], n_released: int,
                           progress: Progress = NO_PROGRESS) -> CountedAttribute:
        """The records of each value of ``attribute`` in each class of a release told by values, as
        (released row, value, records) triples: every row of the file gets its class key from the writer's own
        lookups (``mappings``: label codes per QI, key = sum of code x stride), which leads to its released row in
        ``classes`` (the sorted class keys and a row of the released table of each,
        ``coded.released_rows_of_keys``; the suppressed keys lead to a suppressed row). Counted in numpy from the
        streamed (key, value) codes (``_counted_pairs``), else by a join and a GROUP BY in DuckDB. Nothing per
        group is needed, so the grouped table can be freed first (85 M groups at 10^8: about 1 GB)."""
        self._check([attribute])
        found = self.connection.execute(f"SELECT CAST({quoted(attribute)} AS VARCHAR) AS v, count(*) AS n "
                                        f"FROM {self.table} GROUP BY ALL").df()
        values = typed_order(attribute, found, file_source(self))
        coded = self._coded_rows(mappings, qis, attribute, values)
        message = _("counting the values of {name}").format(name=attribute)
        pairs = self._counted_pairs(coded, classes, len(values) + 1, n_released, progress, message)
        if pairs is not None:
            self._drop_temp_tables()
            self.release_memory()
            return counted_attribute(attribute, values, *pairs, file_source(self))
        keys, rows = classes
        self._temp_table("privdesk_release_classes", pd.DataFrame({"key": keys, "r": rows}),
                         "CAST(key AS BIGINT) AS key, CAST(r AS BIGINT) AS r")
        types = [narrow_integer(n_released), narrow_integer(len(values) + 1, np.int16)]
        # each row joined to its released row first (a probe of a small table), then one GROUP BY: grouping the
        # keys first and the rows after took a second GROUP BY of about one triple a record (10^7: 12 s -> 10 s)
        self.run(f"CREATE OR REPLACE TEMP TABLE privdesk_release_triples AS SELECT CAST(c.r AS {SQL_TYPES[types[0]]}) "
                 f"AS g, CAST(x.code AS {SQL_TYPES[types[1]]}) AS code, count(*) AS n FROM ({coded}) x "
                 f"JOIN privdesk_release_classes c ON x.key = c.key "
                 f"GROUP BY ALL", progress, message)
        ((records,),) = self.connection.execute("SELECT COALESCE(sum(n), 0) FROM privdesk_release_triples").fetchall()
        if int(records) != self.n_rows:  # a class key without a released row: a figure would silently miss records
            raise RuntimeError(f"{self.n_rows - int(records)} records of {attribute} fell outside the classes")
        return self._fetched_triples(attribute, values, types, progress)

    def _coded_rows(self, mappings: ColumnMappings, qis: Sequence[str], attribute: str, values: list) -> str:
        """The query of each row's class ``key`` (the label codes of ``mappings`` x their strides; NULL for a text
        the lookups lack) and ``code`` of ``attribute`` (its index among ``values``, None for a missing cell), each
        cell's code joined from a small table of the column's texts: a probe per cell cost about a sixth of casting
        the cell to an ENUM of the texts (10^7 rows, 4 QIs and the attribute: 0.46 s of CPU against 2.9 s)."""
        joins, terms = [], []
        for j, q in enumerate(qis):
            frame = mappings.columns[j]
            missing = frame["k"].isna().to_numpy()
            present = frame[~missing]
            self._temp_table(f"privdesk_release_k{j}", pd.DataFrame({"v": present["k"].astype(str), "g": present["g"]}),
                             "CAST(v AS VARCHAR) AS v, CAST(g AS BIGINT) AS g")
            joins.append(f"LEFT JOIN privdesk_release_k{j} k{j} ON CAST(t.{quoted(q)} AS VARCHAR) = k{j}.v")
            code = f"k{j}.g"
            if missing.any():  # a missing cell has no text: its code is the NULL key's
                code = f"CASE WHEN t.{quoted(q)} IS NULL THEN {int(frame[missing]['g'].iloc[0])} ELSE k{j}.g END"
            terms.append(f"({code}) * {int(mappings.strides[j])}")
        present = [i for i, v in enumerate(values) if v is not None]
        self._temp_table("privdesk_release_kv", pd.DataFrame({"v": [values[i] for i in present], "code": present}),
                         "CAST(v AS VARCHAR) AS v, CAST(code AS INTEGER) AS code")
        joins.append(f"LEFT JOIN privdesk_release_kv kv ON CAST(t.{quoted(attribute)} AS VARCHAR) = kv.v")
        missing = values.index(None) if None in values else len(values)
        return (f"SELECT {' + '.join(terms) or '0'} AS key, COALESCE(kv.code, {missing}) AS code "
                f"FROM {self.table} t {' '.join(joins)}")

    def _counted_pairs(self, coded: str, classes: tuple[np.ndarray, np.ndarray], n_values: int, n_released: int,
                       progress: Progress, message: str) -> tuple[np.ndarray, np.ndarray, np.ndarray] | None:
        """The (released row, value code, records) triples of the rows of ``coded`` (``_coded_rows``), in
        released-row order, counted in numpy: DuckDB streams each row's class key and value code (0..``n_values``),
        a table of the key space gives the key's released row, and the packed (row, value) keys, 4 bytes a record,
        are sorted in place and read as runs (``packed.sorted_runs``). Where DuckDB's GROUP BY of about one
        (row, value) pair a record spills, this holds the keys only. None when the key space passes
        ``ROW_LOOKUP_LIMIT`` or the packed keys ``packed.KEY_BUDGET`` (then DuckDB counts them)."""
        keys, rows = classes
        space = int(keys.max()) + 1 if len(keys) else 1
        pair_type = key_type([max(n_released, 1), n_values])
        if space > ROW_LOOKUP_LIMIT or pair_type is None:
            return None
        # the released row of each class key (-1: none, as for a key beyond the classes' keys)
        row_of_key = np.full(space + 1, -1, narrow_integer(n_released))
        row_of_key[keys] = rows
        unsigned = "UINTEGER" if np.dtype(key_type([space + 1])).itemsize == 4 else "UBIGINT"
        ((ordered,),) = self.connection.execute("SELECT current_setting('preserve_insertion_order')").fetchall()
        self.connection.execute("SET preserve_insertion_order = false")  # counts need no order: threads stream
        # the keys held at once: one a record (a buffer grown by doubling passed them by half again)
        buffer, outside = KeyBuffer(pair_type, max(min(self.n_rows, KEY_BUDGET // np.dtype(pair_type).itemsize), 1)), 0
        lowered = self.config["memory_limit"] == DEFAULT_MEMORY_LIMIT
        if lowered:  # a stream: DuckDB's batches held within the writer's lower limit, beside the keys
            self.connection.execute(f"SET memory_limit = {literal(WRITE_MEMORY_LIMIT)}")
        try:
            # a key without a class (NULL: a text the lookups lack) becomes ``space``, which has no released row
            result = self.run(f"SELECT CAST(LEAST(COALESCE(key, {space}), {space}) AS {unsigned}) AS k, "
                              f"CAST(code AS UINTEGER) AS v FROM ({coded})", progress, message)
            for chunk in self._chunks(result, PAIR_VECTORS):
                if progress.cancel.is_set():
                    raise Cancelled("cancelled")
                row = row_of_key[chunk["k"].to_numpy()]
                outside += int(np.count_nonzero(row < 0))
                pair = row.astype(pair_type)
                pair *= n_values
                pair += chunk["v"].to_numpy().astype(pair_type, copy=False)
                if not buffer.add(pair):
                    return None
        finally:
            self.connection.execute(f"SET preserve_insertion_order = {str(bool(ordered)).lower()}")
            if lowered:
                self.connection.execute(f"SET memory_limit = {literal(DEFAULT_MEMORY_LIMIT)}")
        if outside:  # a class key without a released row: a figure would silently miss records
            raise RuntimeError(f"{outside} records fell outside the classes")
        if buffer.n != self.n_rows:
            raise RuntimeError(f"{self.n_rows - buffer.n} records were not counted")
        return unpacked_pairs(buffer.sorted(), n_values, n_released)

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
        list) and tests the class key of each row against the suppressed classes' keys (a bitmap,
        ``_suppressed_bitmap``). Each cell is looked up once and each row's bit once, in inner projections: written
        inline, the lookups were repeated per label (a 10^7-row release: 7.7 -> 4.7 s, a plain copy of the file
        3.2-4.2 s). No join: a join does not keep the rows in the file's order, and a lookup costs less. A value
        outside the dictionary cannot pass unnoticed: the cast fails the run."""
        position = {q: j for j, q in enumerate(qis)}
        indexes, labels, codes, kinds = self._label_lookups(mappings, qis)
        looked_up = f"(SELECT t.*, {', '.join(indexes)} FROM {source} t)"
        suppressed = len(mappings.suppressed) > 0
        if suppressed:  # the class's bit looked up once per row, in a projection of its own
            looked_up = f"(SELECT t.*, {self._suppressed_bitmap(mappings, codes)} AS {HIDDEN} FROM {looked_up} t)"

        def label(j: int) -> str:
            if not suppressed:
                return labels[j]
            hidden = enum_literal(mappings.suppressed_labels[j], kinds[j])
            return f"CASE WHEN t.{HIDDEN} THEN {hidden} ELSE {labels[j]} END"

        columns = [f"{label(position[name])} AS {quoted(name)}" if name in position else f"t.{quoted(name)}"
                   for name in self.names if name not in drop]
        if source != self.table:  # a numbered source (``_numbered``) carries each row's number to sort by
            columns.append(f"t.{ROW}")
        return f"SELECT {', '.join(columns)} FROM {looked_up} t"

    def _label_lookups(self, mappings: ColumnMappings, qis: Sequence[str]
                       ) -> tuple[list[str], list[str], list[str], list[str]]:
        """Per QI: the SQL of a row's position in the ENUM of the QI's texts (``INDEX``j, a column of an inner
        projection over the file's rows ``t``: each cell looked up once), and, over that projection, of the row's
        label (an ENUM of the QI's labels: ``_label_enum``) and of that label's code; and the labels' ENUM type."""
        indexes, labels, codes, kinds = [], [], [], []
        for j, q in enumerate(qis):
            frame = mappings.columns[j]
            missing = frame["k"].isna().to_numpy()
            present = frame[~missing]
            self._enum(f"privdesk_release_e{j}", present["k"].astype(str).tolist())
            # each cell looked up once, in an inner projection that the label, the code and the class key share
            indexes.append(f"enum_code(CAST(CAST(t.{quoted(q)} AS VARCHAR) AS privdesk_release_e{j})) + 1 "
                           f"AS {INDEX}{j}")
            texts = present["v"].astype(str).tolist()
            null = frame[missing].iloc[0] if missing.any() else None
            spare = [] if null is None else [str(null["v"])]
            if len(mappings.suppressed):
                spare.append(mappings.suppressed_labels[j])
            # the labels as an ENUM of their own: DuckDB writes an ENUM column's dictionary once and each cell as
            # its index, where it hashes every text of a VARCHAR column (a 10^7-row QI: 0.7 -> 0.1 s)
            kind = self._label_enum(j, [*texts, *spare])
            label = f"{enum_list(texts, kind)}[t.{INDEX}{j}]"
            code = f"{number_list(present['g'].tolist())}[t.{INDEX}{j}]"
            if null is not None:  # a missing cell has no text: its label and code are the NULL key's
                label = f"CASE WHEN t.{quoted(q)} IS NULL THEN {enum_literal(str(null['v']), kind)} ELSE {label} END"
                code = f"CASE WHEN t.{quoted(q)} IS NULL THEN {int(null['g'])} ELSE {code} END"
            labels.append(label)
            codes.append(code)
            kinds.append(kind)
        return indexes, labels, codes, kinds

    def _suppressed_bitmap(self, mappings: ColumnMappings, codes: list[str]) -> str:
        """The condition that a row's class is suppressed, looked up by its class key (the label codes ``codes``
        over the spans of the codes, not of the values) in one list of booleans held by a temporary table: a
        lookup keeps the rows' order, where a join with the suppressed keys would not."""
        spans = code_spans(mappings)
        keys, strides = suppressed_span_keys(mappings, spans)
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

    def _label_enum(self, j: int, labels: list[str]) -> str:
        """The ENUM type of QI ``j``'s release labels (each once; an empty label is written as a missing cell, as
        the memory engine writes it, so it is not one of them)."""
        distinct = [label for label in dict.fromkeys(labels) if label != ""]
        if not distinct:  # nothing but missing cells: no ENUM can be empty
            return "VARCHAR"
        name = f"privdesk_release_l{j}"
        self._enum(name, distinct)
        return name

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


BITMAP_LIMIT = 1 << 26
"""Class keys the release's list of suppressed classes may span (one byte each in DuckDB: 64 MB); beyond, the rows
are joined to the suppressed keys and sorted back into the file's order (slower)."""


def enum_list(labels: list[str], kind: str) -> str:
    """Labels as an SQL list of the ENUM ``kind`` (an empty label as NULL: a missing cell)."""
    return "([" + ", ".join("NULL" if label == "" else literal(label) for label in labels) + f"]::{kind}[])"


def enum_literal(label: str, kind: str) -> str:
    """A label as a value of the ENUM ``kind`` (an empty label as NULL: a missing cell)."""
    return "NULL" if label == "" else f"CAST({literal(label)} AS {kind})"


PAIR_VECTORS = 256
"""DuckDB vectors of (class key, value) codes fetched at once (``_counted_pairs``): 524,288 rows, a few MB."""
ROW_LOOKUP_LIMIT = 1 << 25
"""Class keys the table of released rows by class key (``_counted_pairs``) may span (4 bytes each: 128 MB);
beyond, DuckDB joins the rows to the classes' keys."""


def typed_order(attribute: str, found: pd.DataFrame, source) -> list:
    """The distinct values ``found["v"]`` (None for missing) in the order of the column their triples get
    (``memory.counted_attribute``: typed from the values weighted by their records ``found["n"]``). Counted under
    these codes, each class's triples come in code order, and the model checks find them so with nothing to sort
    (``class_triples.class_pairs``)."""
    values = found["v"].astype(object).where(found["v"].notna(), None).tolist()
    column = counted_attribute(attribute, values, np.zeros(len(values), np.int32), np.arange(len(values)),
                               found["n"].to_numpy(np.int64), source).column
    return [values[i] for i in np.argsort(column.codes, kind="stable")]


def unpacked_pairs(keys: np.ndarray, n_values: int, n_released: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The sorted packed (released row x ``n_values`` + value) ``keys`` of the records as narrow (row, value,
    records) arrays of their distinct pairs (the types ``_fetched_triples`` gives), a batch at a time. The keys
    are overwritten by the pairs' rows, which are then the row array itself when the types' widths agree: at
    10^8 records, about as many pairs, no array a pair is made but the value's and the records'."""
    pairs, counts = sorted_runs(keys)
    most = int(counts.max()) if len(counts) else 0
    records = counts.astype(narrow_integer(most), copy=False)
    del counts  # the runs' narrower lengths freed before the values are made
    value = np.empty(len(pairs), narrow_integer(n_values, np.int16))
    for start in range(0, len(pairs), RUN_BATCH):
        part = pairs[start:start + RUN_BATCH]
        value[start:start + len(part)] = part % n_values
        part //= n_values
    kind = narrow_integer(n_released)
    row = pairs.view(kind) if pairs.dtype.itemsize == np.dtype(kind).itemsize else pairs.astype(kind)
    return row, value, records


def code_spans(mappings: ColumnMappings) -> list[int]:
    """Per QI, the span of its label codes (labels and the codes of values seen only in suppressed rows)."""
    return [int(frame["g"].max()) + 1 if len(frame) else 1 for frame in mappings.columns]


def suppressed_space(mappings: ColumnMappings) -> int:
    """How many class keys the suppressed classes' lookup spans (0: nothing suppressed, no lookup)."""
    return math.prod(code_spans(mappings)) if len(mappings.suppressed) else 0
