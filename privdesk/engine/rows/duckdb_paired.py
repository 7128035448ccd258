"""Paired counts from DuckDB (``rows.paired_counts``): the rows of an original and of its release, paired by position,
stay in DuckDB as integer value codes; ``measure`` asks for aggregates of them, each a GROUP BY fetched as narrow
numpy arrays of counts. No row per pair comes into memory: at 10^8 rows the 85 M distinct pairs, fetched as codes,
held 7 GB (benchmarks/RESULTS.md).

The codes are the values' codes of the tables ``memory.paired_grouped`` would type from the same pairs (each
column typed from its distinct texts weighted by their records, ``coded.typed_texts``), so that every count comes in
the order, and so every figure to the bit, that the pairs in memory give.
"""

from __future__ import annotations

from typing import Iterator, Mapping, Sequence

import numpy as np
import pandas as pd

from privdesk.common.i18n import _
from privdesk.engine.core.classes import SUPPRESSED_LABEL, Partition
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.progress import NO_PROGRESS, Progress
from privdesk.engine.metrics.privacy_level import ORIGINAL, RELEASED
from privdesk.engine.rows.coded import typed_texts
from privdesk.engine.rows.duckdb_rows import DUCKDB_VECTOR
from privdesk.engine.rows.duckdb_sql import literal
from privdesk.engine.rows.memory import file_source
from privdesk.engine.rows.paired_counts import (CLASS_BLOCK, Columns, LevelPairs, LevelTuples,
                                                separate_level_tuples, whole_classes)

MEASURED = "privdesk_measured"
"""The paired rows as value codes (o0 …: the original's columns, r0 …: the release's), one row per record."""
CLASS_VALUES = "privdesk_measured_classes"
"""Each QI's distinct (class, original value) pairs (``DuckDBPairs.class_values``)."""


class DuckDBPairs:
    """Paired counts of the columns ``names`` of ``rows`` (a ``DuckDBRows``) and of ``released`` (its release, the
    same rows in the same order), kept in a temporary table of ``rows``' connection. ``pairing_memory``: DuckDB's
    limit while it pairs the rows and numbers their texts, then ``memory`` (default: the engine's) for the
    aggregates. Interface: ``rows.paired_counts``."""

    def __init__(self, rows, released, names: Sequence[str], progress: Progress = NO_PROGRESS,
                 pairing_memory: str | None = None, memory: str | None = None) -> None:
        self.rows, self.names = rows, list(dict.fromkeys(names))
        n = len(self.names)
        rows._check(self.names)
        released._check(self.names)
        if pairing_memory:
            rows.connection.execute(f"SET memory_limit = {literal(pairing_memory)}")
        try:
            rows.pair_rows(released, self.names, progress.part(0.0, 0.3))
            expressions = [*(f"o{j}" for j in range(n)), *(f"r{j}" for j in range(n))]
            texts, records = rows._dictionaries(expressions, expressions, "privdesk_pairs", progress.part(0.3, 0.6))
            columns, lookups = [], []
            for j, expression in enumerate(expressions):  # a loop over the few paired columns
                side = (rows, released)[j // n]
                declared = [name for name in side.declared_texts if name in self.names]
                # typed from its texts, each counted once a record: the groups' count of a text only chooses
                # among equally weighted types, which the records then decide (``memory.weighted_types``)
                column, lookup = typed_texts(self.names[j % n], texts[j], records[j], records[j], file_source(side),
                                             declared)
                columns.append(column)
                lookups.append(lookup)
            self._measured_table(expressions, columns, lookups, progress.part(0.6, 1.0))
        finally:
            rows.connection.execute("DROP TABLE IF EXISTS privdesk_pairs")
            rows._drop_temp_tables()
            rows.connection.execute(f"SET memory_limit = {literal(memory or rows.config['memory_limit'])}")
        self.n_records = int(records[0].sum())
        # the columns' values, types and order; their codes are one per distinct text, not one per record
        self.original = Dataset(tuple(columns[:n]), self.n_records, file_source(rows))
        self.released = Dataset(tuple(columns[n:]), self.n_records, file_source(released))
        self._value_records: dict[tuple[str, str], np.ndarray] = {}
        self._paired_classes: np.ndarray | None = None  # the class keys CLASS_VALUES was made for

    def _measured_table(self, expressions: list[str], columns: list, lookups: list[np.ndarray],
                        progress: Progress) -> None:
        """``MEASURED``: each paired row's texts replaced by their values' codes (SMALLINT when they fit), each
        column through one small table of its texts and their values' codes (one join a column: half the time of
        joining the texts' codes, then the values'); the texts' tables are dropped after it."""
        connection = self.rows.connection
        coded = []
        for j, (column, lookup) in enumerate(zip(columns, lookups)):
            sql_type = "SMALLINT" if len(column.values) < np.iinfo(np.int16).max else "INTEGER"
            self.rows._temp_table("privdesk_release_lookup", pd.DataFrame({
                "t": np.arange(len(lookup) - 1, dtype=np.int32), "c": lookup[1:].astype(np.int32)}), "t, c")
            connection.execute(f"CREATE OR REPLACE TEMP TABLE privdesk_release_codes{j} AS SELECT d.v, CAST(k.c AS "
                               f"{sql_type}) AS c FROM privdesk_release_dict{j} d JOIN privdesk_release_lookup k "
                               f"ON d.code = k.t")
            missing = int(lookup[0])  # the value code of a cell without text, if any holds none
            coded.append(f"CAST(COALESCE(k{j}.c, {missing}) AS {sql_type}) AS {expressions[j]}")
        joins = " ".join(f"LEFT JOIN privdesk_release_codes{j} k{j} ON t.{e} = k{j}.v"
                         for j, e in enumerate(expressions))
        self.rows.run(f"CREATE OR REPLACE TEMP TABLE {MEASURED} AS SELECT {', '.join(coded)} FROM privdesk_pairs t "
                      f"{joins}", progress, _("numbering the paired rows"))
        connection.execute("DROP TABLE IF EXISTS privdesk_pairs")

    def close(self) -> None:
        """Drop the paired rows (DuckDB's spill files of them go with the engine)."""
        self.rows.connection.execute(f"DROP TABLE IF EXISTS {CLASS_VALUES}")
        self.rows.connection.execute(f"DROP TABLE IF EXISTS {MEASURED}")

    def column(self, side: str, name: str):
        return (self.original if side == ORIGINAL else self.released).column(name)

    def _sql(self, side: str, name: str) -> str:
        return f"{'o' if side == ORIGINAL else 'r'}{self.names.index(name)}"

    def tuple_counts(self, columns: Columns) -> np.ndarray:
        """The records of each distinct tuple of ``columns``, in the lexicographic order of their codes, as floats:
        a GROUP BY kept ordered in DuckDB, streamed into one array."""
        named = ", ".join(self._sql(side, name) for side, name in columns)
        self.rows.run(f"CREATE OR REPLACE TEMP TABLE privdesk_release_counts AS SELECT count(*) AS n FROM {MEASURED} "
                      f"GROUP BY {named} ORDER BY {named}", NO_PROGRESS, _("counting the paired records"))
        try:
            ((n,),) = self.rows.connection.execute("SELECT count(*) FROM privdesk_release_counts").fetchall()
            (counts,) = self.rows._fetched_codes("SELECT CAST(n AS DOUBLE) FROM privdesk_release_counts", int(n),
                                                 [np.float64], NO_PROGRESS)
        finally:
            self.rows.connection.execute("DROP TABLE IF EXISTS privdesk_release_counts")
        return counts

    def value_records(self, side: str, name: str) -> np.ndarray:
        """The records holding each value code of a column, as int64 (counted once per column)."""
        key = (side, name)
        if key not in self._value_records:
            column = self._sql(side, name)
            found = self.rows.connection.execute(
                f"SELECT {column} AS c, count(*) AS n FROM {MEASURED} GROUP BY 1").fetchnumpy()
            counts = np.zeros(len(self.column(side, name).values), np.int64)
            counts[np.asarray(found["c"], np.int64)] = np.asarray(found["n"], np.int64)
            self._value_records[key] = counts
        return self._value_records[key]

    def release_classes(self, qis: Sequence[str]) -> Partition:
        """The release's classes over ``qis`` (lexicographic key order; a record whose QIs are all ``*`` is
        suppressed, ``classes.release_partition``'s rule) as a weighted partition whose rows are the classes
        themselves (and one row for the suppressed records): what risk and the class sizes need."""
        if not qis:
            sizes = np.array([self.n_records], np.int64) if self.n_records else np.zeros(0, np.int64)
            return Partition(sizes, np.zeros((len(sizes), 0), np.int32), 0, self.n_records,
                             np.arange(len(sizes)), sizes)
        named = ", ".join(self._sql(RELEASED, q) for q in qis)
        found = self.rows.connection.execute(
            f"SELECT {named}, count(*) AS n FROM {MEASURED} GROUP BY ALL ORDER BY {named}").fetchnumpy()
        keys = np.column_stack([np.asarray(found[self._sql(RELEASED, q)], np.int32) for q in qis])
        sizes = np.asarray(found["n"], np.int64)
        stars = self._star_codes(qis)
        suppressed = 0
        if stars is not None:
            starred = (keys == np.array(stars, np.int32)).all(axis=1)
            suppressed = int(sizes[starred].sum())
            keys, sizes = keys[~starred], sizes[~starred]
        self._classes = (list(qis), keys)
        n_classes = len(sizes)
        rows = np.arange(n_classes + (1 if suppressed else 0), dtype=np.int64)
        weights = np.append(sizes, suppressed) if suppressed else sizes
        return Partition(sizes, keys, suppressed, self.n_records, rows, weights)

    def _star_codes(self, qis: Sequence[str]) -> list[int] | None:
        """Each QI's code of ``*`` in the release; None when some QI has none (then no record is suppressed)."""
        stars = [[i for i, v in enumerate(self.released.column(q).values) if v == SUPPRESSED_LABEL] for q in qis]
        return [s[0] for s in stars] if stars and all(stars) else None

    def _suppressed_sql(self, qis: Sequence[str]) -> str:
        """A record is suppressed (``release_classes``' rule: every QI released as ``*``), as SQL over ``m``."""
        stars = self._star_codes(qis)
        if stars is None:
            return "false"
        return "(" + " AND ".join(f"m.{self._sql(RELEASED, q)} = {star}" for q, star in zip(qis, stars)) + ")"

    def level_pairs(self, release: Partition, name: str) -> LevelPairs:
        """QI ``name``'s distinct (original value, released value, suppressed) triples with their records, sorted:
        one GROUP BY (a few thousand triples where the rows are 10^8)."""
        qis, _keys = self._partition_of(release, name, "level_pairs")
        original, released = self._sql(ORIGINAL, name), self._sql(RELEASED, name)
        found = self.rows.connection.execute(
            f"SELECT m.{original} AS o, m.{released} AS r, {self._suppressed_sql(qis)} AS s, count(*) AS n "
            f"FROM {MEASURED} m GROUP BY ALL ORDER BY ALL").fetchnumpy()
        return LevelPairs(np.asarray(found["o"], np.int64), np.asarray(found["r"], np.int64),
                          np.asarray(found["s"], bool), np.asarray(found["n"], np.int64))

    def _partition_of(self, release: Partition, name: str, asking: str) -> tuple[list[str], np.ndarray]:
        """The QIs and class keys of ``release``, the partition :meth:`release_classes` gave last, of which
        ``name`` must be a QI (the queries read its QIs' suppression rule and keys)."""
        qis, keys = self._classes
        if len(keys) != release.n_classes or name not in qis:
            raise ValueError(f"{asking} needs a QI of the partition release_classes gave last")
        return qis, keys

    def level_tuples(self, release: Partition, qis: Sequence[str], triples: Mapping[str, LevelPairs],
                     levels: Mapping[str, np.ndarray]) -> LevelTuples:
        """What WHD sums, from the triples alone (``paired_counts.separate_level_tuples``): no pass over the
        records."""
        return separate_level_tuples(release, qis, triples, levels)

    def class_values(self, release: Partition, name: str) -> Iterator[tuple[np.ndarray, np.ndarray]]:
        """The distinct (class, original value code) pairs of QI ``name``, sorted by class then value, in blocks of
        whole classes (``paired_counts.CLASS_BLOCK`` pairs or so: 10^8 records held ~70 M pairs, 0.8 GB at once);
        class ``release.n_classes`` holds the suppressed records. No other query may run on the engine until the
        iteration ends."""
        qis, keys = self._partition_of(release, name, "class_values")
        if self._paired_classes is not keys:
            self._class_value_table(release, qis, keys)
        j = qis.index(name)
        value = self._sql(ORIGINAL, name)
        result = self.rows.connection.execute(f"SELECT g, {value} FROM {CLASS_VALUES} WHERE f{j} = 0 "
                                              f"ORDER BY g, {value}")
        chunks = ((chunk.iloc[:, 0].to_numpy(np.int64), chunk.iloc[:, 1].to_numpy(np.int64))
                  for chunk in self.rows._chunks(result, CLASS_BLOCK // DUCKDB_VECTOR))
        yield from whole_classes(chunks)

    def _class_value_table(self, release: Partition, qis: list[str], keys: np.ndarray) -> None:
        """``CLASS_VALUES``: every QI's distinct (class, original value) pairs (f{j} = 0 marks QI j's), from one
        join of the records to their classes' keys and one GROUP BY of a grouping set per QI."""
        frame = pd.DataFrame({f"k{j}": keys[:, j] for j in range(len(qis))})
        frame["g"] = np.arange(len(keys), dtype=np.int64)
        self.rows._temp_table("privdesk_release_classes", frame, "*")
        joined = " AND ".join(f"m.{self._sql(RELEASED, q)} = k.k{j}" for j, q in enumerate(qis)) or "true"
        values = [self._sql(ORIGINAL, q) for q in qis]
        flags = ", ".join(f"GROUPING({v}) AS f{j}" for j, v in enumerate(values))
        sets = ", ".join(f"(g, {v})" for v in values)
        try:
            self.rows.run(f"CREATE OR REPLACE TEMP TABLE {CLASS_VALUES} AS SELECT g, {', '.join(values)}, {flags} "
                          f"FROM (SELECT COALESCE(k.g, {release.n_classes}) AS g, {', '.join(f'm.{v}' for v in values)}"
                          f" FROM {MEASURED} m LEFT JOIN privdesk_release_classes k ON {joined}) "
                          f"GROUP BY GROUPING SETS ({sets})", NO_PROGRESS, _("counting the values of the classes"))
            self._paired_classes = keys
        finally:
            self.rows._drop_temp_tables()
