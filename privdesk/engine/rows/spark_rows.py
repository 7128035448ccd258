"""The distributed row engine: Apache Spark through PySpark (``pip install 'privdesk[spark]'``, Java 17).

What runs where (benchmarks/RESULTS.md has the measured costs and the plan for a cluster):
- executors: reading the file's partitions, the partial and final GROUP BY of the QIs and protected sensitive
  attributes (a shuffle of partial counts only), and the release: every row's QIs mapped to their labels through
  one small mapping per QI (each broadcast to every executor) and written, one part file per partition;
- driver: the frequency set (collected: one row per distinct combination, with its count), the search over it
  and the mappings it sends back; at the end it appends the parts into one file (streaming). Nothing row-sized
  is ever collected on the driver.

PySpark is imported when this engine is chosen (``engine.rows.load_engine``), never by the default import.
"""

from __future__ import annotations

import os
import shutil
from functools import cached_property
from pathlib import Path
from typing import Iterator, Mapping, Sequence

import numpy as np
import pandas as pd

from privdesk.common.i18n import _
from privdesk.engine.core.counted_release import CountedAttribute
from privdesk.engine.core.dataset import DEFAULT_MISSING, Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.progress import NO_PROGRESS, Progress
from privdesk.engine.detect.identifier_check import TableDistinct
from privdesk.engine.rows import EXACT_DISTINCT_ROWS, PROFILE_SAMPLE, TEXT_BATCH, FrequencySet, run_cancellable
from privdesk.engine.rows.memory import (
    ColumnMappings,
    MemoryRows,
    cached_grouped,
    column_mappings,
    counted_attribute,
    file_source,
    group_keys,
    paired_grouped,
    release_mapping,
)
from privdesk.io.csv_reader import detect_delimiter

COUNT = "__privdesk_count"
ROW = "__privdesk_row"
FORMATS = {".parquet": "parquet", ".csv": "csv", ".txt": "csv", ".tsv": "csv"}


LOOPBACK_ENVIRONMENT = {"SPARK_LOCAL_IP": "127.0.0.1", "SPARK_LOCAL_HOSTNAME": "localhost"}


def session_settings(master: str, partitions: int = 8) -> dict[str, str]:
    """The Spark configuration of a session. On ``local[N]`` the driver and its block manager bind to loopback
    only (a hospital's data is never served to its network) and the web UI is off. A cluster's executors must
    reach the driver: there the driver's address comes from Spark's own configuration (spark-defaults.conf's
    spark.driver.host / spark.driver.bindAddress, or SPARK_LOCAL_IP), as the cluster's administrator sets it."""
    settings = {"spark.ui.enabled": "false", "spark.sql.shuffle.partitions": str(partitions),
                "spark.sql.execution.arrow.pyspark.enabled": "true"}
    if master.startswith("local"):
        settings.update({"spark.driver.bindAddress": "127.0.0.1", "spark.driver.host": "127.0.0.1"})
    return settings


class SparkRows:
    """Row passes over a CSV or Parquet file (or a folder of Parquet parts) on Spark ``master`` (local[N] or a
    cluster's URL)."""

    name = "spark"

    def __init__(self, path: str | Path, *, master: str = "local[*]", delimiter: str | None = None,
                 missing_tokens: tuple[str, ...] = DEFAULT_MISSING, partitions: int = 8) -> None:
        from pyspark.sql import SparkSession

        self.path = Path(path)
        if not self.path.exists():
            raise InputError(_("file not found"), path=self.path)
        self.kind = "parquet" if self.path.is_dir() else FORMATS.get(self.path.suffix.lower())
        if self.kind is None:
            raise InputError(_("the {engine} engine reads CSV and Parquet files; save the table as one of them").format(
                engine=self.name), path=self.path)
        self.missing_tokens = tuple(missing_tokens)
        builder = SparkSession.builder.master(master).appName("PrivDesk")
        if master.startswith("local"):
            os.environ.update(LOOPBACK_ENVIRONMENT)  # read when the JVM starts: no reverse-DNS of the host name
        for key, value in session_settings(master, partitions).items():
            builder = builder.config(key, value)
        self.spark = builder.getOrCreate()
        self.spark.sparkContext.setLogLevel("ERROR")
        if self.kind == "parquet":
            self.frame = self.spark.read.parquet(str(self.path))
        else:  # every cell as text, quotes doubled as in RFC 4180; empty cells are null, i.e. missing
            if delimiter is None:
                with open(self.path, encoding="utf-8", errors="replace") as handle:
                    delimiter = detect_delimiter(handle.read(100_000))
            self.frame = self.spark.read.csv(str(self.path), header=True, sep=delimiter, quote='"', escape='"',
                                             inferSchema=False)
        self.names = list(self.frame.columns)
        self._grouped: dict[tuple[str, ...], tuple[Dataset, np.ndarray, pd.DataFrame]] = {}

    @cached_property
    def n_rows(self) -> int:
        return int(self.run(self.frame.count))

    @property
    def declared_texts(self) -> list[str]:
        """As ``DuckDBRows.declared_texts``: the Parquet file's string columns."""
        return [name for name, kind in self.frame.dtypes if self.kind == "parquet" and kind == "string"]

    def grouped_table(self, attributes: Sequence[str], progress: Progress = NO_PROGRESS) -> tuple[Dataset, np.ndarray]:
        """As ``DuckDBRows.grouped_table``: the distinct combinations of ``attributes`` with their records."""
        from pyspark.sql import functions as F

        def fetch() -> pd.DataFrame:
            lacking = [name for name in attributes if name not in self.names]
            if lacking:
                raise InputError(_("no column named '{name}'; the columns are {columns}").format(
                    name=lacking[0], columns=", ".join(self.names)), path=self.path)
            text = self.frame.select(*(F.col(f"`{a}`").cast("string").alias(a) for a in attributes))
            counted = text.groupBy(*attributes).agg(F.count(F.lit(1)).alias(COUNT))
            progress.report(0.0, _("grouping the rows"))
            return self.run(counted.toPandas, progress)

        return cached_grouped(self, attributes, fetch, COUNT)

    def value_counts(self, grouped: Dataset, qis: Sequence[str], attribute: str,
                     progress: Progress = NO_PROGRESS) -> CountedAttribute:
        """As ``DuckDBRows.value_counts``: the rows joined on the executors to the QI combinations and to the
        attribute's distinct values (both broadcast), grouped; the driver collects integer (group, value,
        records) triples and the distinct values."""
        from pyspark.sql import functions as F
        from pyspark.sql.types import LongType, StringType, StructField, StructType

        if attribute not in self.names:
            raise InputError(_("no column named '{name}'; the columns are {columns}").format(
                name=attribute, columns=", ".join(self.names)), path=self.path)
        keys = group_keys(self._raw(grouped), qis)
        schema = StructType([*(StructField(f"k{j}", StringType()) for j in range(len(qis))),
                             StructField("g", LongType())])
        groups = self.spark.createDataFrame([(*(None if k is None else str(k) for k in row[:-1]), int(row[-1]))
                                             for row in keys.itertuples(index=False)], schema)
        text = F.col(f"t.`{attribute}`").cast("string")
        values = [row[0] for row in self.run(self.frame.alias("t").select(text.alias("v")).distinct().collect)]
        codes = self.spark.createDataFrame([(v, i) for i, v in enumerate(values)],
                                           StructType([StructField("v", StringType()), StructField("code", LongType())]))
        condition = F.lit(True)
        for j, q in enumerate(qis):
            condition = condition & F.col(f"t.`{q}`").cast("string").eqNullSafe(F.col(f"m.k{j}"))
        joined = (self.frame.alias("t").join(F.broadcast(groups.alias("m")), condition)
                  .join(F.broadcast(codes.alias("w")), text.eqNullSafe(F.col("w.v"))))
        counted = joined.groupBy(F.col("m.g").alias("g"), F.col("w.code").alias("code")).agg(
            F.count(F.lit(1)).alias(COUNT))
        progress.report(0.0, _("counting the values of {name}").format(name=attribute))
        frame = self.run(counted.toPandas, progress)
        return counted_attribute(attribute, values, frame["g"].to_numpy(), frame["code"].to_numpy(),
                                 frame[COUNT].to_numpy(), file_source(self))

    def _raw(self, grouped: Dataset) -> pd.DataFrame:
        """The text cells ``grouped`` (a table from :meth:`grouped_table`) was made from."""
        return next(value[2] for value in self._grouped.values() if value[0] is grouped)

    def paired_grouped(self, released: "SparkRows", names: Sequence[str],
                       progress: Progress = NO_PROGRESS) -> tuple[Dataset, Dataset, np.ndarray]:
        """As ``DuckDBRows.paired_grouped``: the rows of both files numbered in file order (``zipWithIndex``: one
        pass counting each partition's rows, then each row numbered where it lies), joined on that number and
        grouped; only the grouped pairs reach the driver."""
        from pyspark.sql import functions as F
        from pyspark.sql.types import LongType, StringType, StructField, StructType

        def numbered(rows: "SparkRows", prefix: str):
            lacking = [name for name in names if name not in rows.names]
            if lacking:
                raise InputError(_("no column named '{name}'; the columns are {columns}").format(
                    name=lacking[0], columns=", ".join(rows.names)), path=rows.path)
            columns = [f"{prefix}{j}" for j in range(len(names))]
            text = rows.frame.select(*(F.col(f"`{n}`").cast("string").alias(c) for n, c in zip(names, columns)))
            schema = StructType([StructField(ROW, LongType()), *(StructField(c, StringType()) for c in columns)])
            return text.rdd.zipWithIndex().map(lambda pair: (pair[1], *pair[0])).toDF(schema)

        pairs = numbered(self, "o").join(numbered(released, "r"), ROW).drop(ROW)
        counted = pairs.groupBy(*pairs.columns).agg(F.count(F.lit(1)).alias(COUNT))
        progress.report(0.0, _("grouping the rows"))
        frame = self.run(counted.toPandas, progress)
        return paired_grouped(frame, names, COUNT, file_source(self), file_source(released))

    def column_profile(self, names: Sequence[str], sample: int = PROFILE_SAMPLE) -> tuple[Dataset, TableDistinct]:
        """As ``DuckDBRows.column_profile``: a bounded random sample and distinct counts (exact on small tables)."""
        from pyspark.sql import functions as F

        lacking = [name for name in names if name not in self.names]
        if lacking:
            raise InputError(_("no column named '{name}'; the columns are {columns}").format(
                name=lacking[0], columns=", ".join(self.names)), path=self.path)
        counted = self.run(self.frame.agg(F.count(F.lit(1)).alias(COUNT), *(
            F.approx_count_distinct(F.col(f"`{n}`")).alias(n) for n in names)).collect)[0]
        rows = int(counted[COUNT])
        if rows <= EXACT_DISTINCT_ROWS:
            counted = self.run(self.frame.agg(F.count(F.lit(1)).alias(COUNT), *(
                F.countDistinct(F.col(f"`{n}`")).alias(n) for n in names)).collect)[0]
        text = self.frame.select(*(F.col(f"`{n}`").cast("string").alias(n) for n in names))
        fraction = min(1.0, 2.0 * sample / rows) if rows else 1.0
        frame = self.run(text.sample(fraction=fraction, seed=22).limit(sample).toPandas)
        frame = frame.astype(object).where(frame.notna(), None)
        sampled = Dataset.from_frame(frame, file_source(self))
        return sampled, TableDistinct(rows, {n: min(int(counted[n]), rows) for n in names})

    def frequency_set(self, attributes: Sequence[str]) -> FrequencySet:
        dataset, counts = self.grouped_table(attributes)
        grouped = MemoryRows(dataset, counts).frequency_set(attributes)
        grouped.group_of_row = None  # the rows stay on the executors: the engine writes the release
        return grouped

    def distinct_texts(self, name: str, batch: int | None = None) -> Iterator[tuple[list[str], np.ndarray]]:
        """As ``DuckDBRows.distinct_texts``: grouped on the executors; the driver receives one partition of the
        groups at a time (``toLocalIterator``) and hands them on in batches of at most ``batch``."""
        from pyspark.sql import functions as F

        if name not in self.names:
            raise InputError(_("no column named '{name}'; the columns are {columns}").format(
                name=name, columns=", ".join(self.names)), path=self.path)
        text = self.frame.select(F.col(f"`{name}`").cast("string").alias("v")).where(F.col("v").isNotNull())
        batch = batch or TEXT_BATCH
        texts: list[str] = []
        counts: list[int] = []
        for row in text.groupBy("v").agg(F.count(F.lit(1)).alias(COUNT)).toLocalIterator():
            texts.append(row[0])
            counts.append(row[1])
            if len(texts) == batch:
                yield texts, np.asarray(counts, np.int64)
                texts, counts = [], []
        if texts:
            yield texts, np.asarray(counts, np.int64)

    def write_release(self, grouped: Dataset, released: Dataset, qis: Sequence[str], out: str | Path, *,
                      drop: Sequence[str] = (), progress: Progress = NO_PROGRESS,
                      replaced: Mapping[str, Path] | None = None) -> Path:
        """As ``DuckDBRows.write_release``: each QI mapped through its own small broadcast table (``column_mappings``;
        a join on all QIs at once when the release is not one mapping per column). The executors write one part
        per partition, in parallel; the driver then appends the parts into the one file ``out``. ``replaced``:
        column -> a Parquet file of (text, redacted) pairs, joined on the executors (a shuffle join: the pairs
        may be as many as the rows)."""
        source = self._replaced(replaced) if replaced else self.frame
        mappings = column_mappings(self._raw(grouped), released, qis)
        joined = self._mapped(mappings, qis, drop, source) if mappings is not None else \
            self._joined(release_mapping(self._raw(grouped), released, qis), qis, drop, source)
        out = Path(out)
        parts = out.with_name(out.name + ".parts")
        writer = joined.write.mode("overwrite")
        if out.suffix.lower() == ".parquet":
            writer = empty_as_null(joined).write.mode("overwrite")
            self.run(lambda: writer.parquet(str(parts)), progress)
        else:
            self.run(lambda: writer.csv(str(parts), header=True, quote='"', escape='"', emptyValue=""), progress)
        append_parts(sorted(p for p in parts.iterdir() if p.name.startswith("part-")), out)
        shutil.rmtree(parts, ignore_errors=True)
        return out

    def _replaced(self, replaced: Mapping[str, Path]):
        """The rows with each column of ``replaced`` taken from its (text, redacted) file where the text is there."""
        from pyspark.sql import functions as F

        frame = self.frame
        for i, (name, path) in enumerate(replaced.items()):
            key, redacted = f"{ROW}_text{i}", f"{ROW}_redacted{i}"  # no clash with the table's own columns
            pairs = self.spark.read.parquet(str(path)).select(F.col("text").alias(key),
                                                              F.col("redacted").alias(redacted))
            text = F.col(f"`{name}`").cast("string")
            frame = (frame.join(pairs, text == F.col(key), "left")
                     .withColumn(name, F.coalesce(F.col(redacted), text)).drop(key, redacted))
        return frame

    def _mapped(self, mappings: ColumnMappings, qis: Sequence[str], drop: Sequence[str], source):
        """The release through one broadcast mapping per QI (value -> label and label code) and the suppressed
        classes' keys, as ``DuckDBRows._mapped_columns``."""
        from pyspark.sql import functions as F
        from pyspark.sql.types import LongType, StringType, StructField, StructType

        schema = StructType([StructField("k", StringType()), StructField("v", StringType()),
                             StructField("g", LongType())])
        frame = source.alias("t")
        for j, q in enumerate(qis):
            mapping = mappings.columns[j].astype(object)
            table = self.spark.createDataFrame([(None if k is None else str(k), str(v), int(g)) for k, v, g in
                                                mapping[["k", "v", "g"]].itertuples(index=False)], schema)
            frame = frame.join(F.broadcast(table.alias(f"c{j}")),
                               F.col(f"t.`{q}`").cast("string").eqNullSafe(F.col(f"c{j}.k")))
        suppressed = len(mappings.suppressed) > 0
        if suppressed:
            keys = self.spark.createDataFrame([(int(key),) for key in mappings.suppressed],
                                              StructType([StructField("key", LongType())]))
            key = sum((F.col(f"c{j}.g") * F.lit(stride) for j, stride in enumerate(mappings.strides)), F.lit(0))
            frame = frame.join(F.broadcast(keys.alias("s")), key == F.col("s.key"), "left")

        def label(j: int):
            if not suppressed:
                return F.col(f"c{j}.v")
            return F.when(F.col("s.key").isNull(), F.col(f"c{j}.v")).otherwise(F.lit(mappings.suppressed_labels[j]))

        position = {q: j for j, q in enumerate(qis)}
        return frame.select(*(label(position[name]).alias(name) if name in position else F.col(f"t.`{name}`")
                              for name in self.names if name not in drop))

    def _joined(self, mapping: pd.DataFrame, qis: Sequence[str], drop: Sequence[str], source):
        """The release as every row joined to its QI combination's labels (any release, also local recoding)."""
        from pyspark.sql import functions as F

        table = self.spark.createDataFrame(mapping.astype(object))
        condition = None
        for j, q in enumerate(qis):
            same = F.col(f"t.`{q}`").cast("string").eqNullSafe(F.col(f"m.k{j}"))
            condition = same if condition is None else condition & same
        position = {q: j for j, q in enumerate(qis)}
        columns = [F.col(f"m.v{position[name]}").alias(name) if name in position else F.col(f"t.`{name}`")
                   for name in self.names if name not in drop]
        return source.alias("t").join(F.broadcast(table.alias("m")), condition).select(*columns)

    def run(self, action, progress: Progress = NO_PROGRESS):
        """Run a Spark action; a cancel cancels Spark's jobs."""
        return run_cancellable(action, progress, self.spark.sparkContext.cancelAllJobs)


def empty_as_null(frame):
    """``frame`` with every empty text null, as the memory engine writes a missing cell into Parquet
    (``io.release_files``; in CSV both are an empty field)."""
    from pyspark.sql import functions as F

    return frame.select(*[F.when(frame[name] == "", F.lit(None)).otherwise(frame[name]).alias(name)
                          if kind == "string" else frame[name] for name, kind in frame.dtypes])


def append_parts(parts: Sequence[Path], out: Path) -> None:
    """The part files Spark's executors wrote, appended into ``out`` by the driver, streaming: Parquet a record
    batch at a time (pyarrow), CSV as bytes with the header kept from the first part only."""
    if out.suffix.lower() == ".parquet":
        import pyarrow.parquet as pq

        schema = pq.read_schema(parts[0])  # Spark writes at least one part, with the schema, for no rows
        with pq.ParquetWriter(out, schema) as writer:
            for part in parts:
                for batch in pq.ParquetFile(part).iter_batches():
                    writer.write_batch(batch)
        return
    with open(out, "wb") as target:
        headed = False
        for part in parts:
            with open(part, "rb") as source:
                header = source.readline()  # a part without rows may be empty, header and all
                if header and not headed:
                    target.write(header)
                    headed = True
                shutil.copyfileobj(source, target)
