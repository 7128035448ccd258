"""The SQL text PrivDesk gives DuckDB: names and values quoted, lists written out, and the settings both the
row passes (``duckdb_rows``) and the release writer (``duckdb_release``) share."""

from __future__ import annotations

import numpy as np

ROW = "__privdesk_row"
SQL_TYPES = {np.int16: "SMALLINT", np.int32: "INTEGER", np.int64: "BIGINT"}
"""DuckDB's name of each integer type PrivDesk fetches narrow (``counted_release.narrow_integer``)."""
DEFAULT_MEMORY_LIMIT = "500MB"
"""What DuckDB may hold before it spills to disk unless told otherwise (``--engine-memory``). Its own default, 80% of
the machine, let the GROUP BY of a 10^7-row file with as many groups take 1.3 GB beside PrivDesk's frequency set
(benchmarks/RESULTS.md); spilling costs little time there."""
WRITE_MEMORY_LIMIT = "256MB"
"""What DuckDB may hold while it writes a release that only looks values up (unless ``--engine-memory`` says
otherwise): the rows stream through in order, and at the default limit DuckDB buffered batches beside PrivDesk's
frequency set."""


def quoted(name: str) -> str:
    """A column name as an SQL identifier."""
    return '"' + name.replace('"', '""') + '"'


def literal(text: str) -> str:
    """A text as an SQL string literal."""
    return "'" + text.replace("'", "''") + "'"


def number_list(numbers: list[int]) -> str:
    """A list of whole numbers as an SQL list literal of BIGINTs."""
    return "([" + ", ".join(str(int(number)) for number in numbers) + "]::BIGINT[])"
