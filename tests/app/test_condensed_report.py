"""The report record of a condensed out-of-core release (a row per released class; the attributes counted apart
per class by DuckDB with the writer's lookups) is the record of the release of every group (the attributes
counted per group): the same checks, risk, model figures, classes and attribute mappings, on random tables; and the
per-class (class, value, records) counts are pandas' counts of the file's rows under their released labels."""

from __future__ import annotations

import importlib.util
import string

import numpy as np
import pandas as pd
import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from privdesk.app.anonymize import ReportOptions
from privdesk.app.record.out_of_core_record import condensed_counting, grouped_counting, out_of_core_record
from privdesk.app.settings import Settings
from privdesk.engine.metrics.risk import RiskSettings
from privdesk.engine.models.requirements import Requirement, sensitive_attributes
from privdesk.engine.models.risk_threshold import risk_thresholds
from privdesk.engine.rows.coded import expanded_release
from privdesk.engine.search.lattice import optimal_generalization
from privdesk.engine.search.result import NoSolution

if importlib.util.find_spec("duckdb") is None:
    pytest.skip("the DuckDB engine needs duckdb, not installed here (notimpl)", allow_module_level=True)

from privdesk.engine.rows.duckdb_rows import DuckDBRows  # noqa: E402

COMPARED = ("data", "classes", "risk", "model_figures", "attributes", "population_risk", "verdict", "result")
VALUES = st.sampled_from(["", *string.ascii_lowercase[:5], "10", "2", "33", "7"])


@st.composite
def tables(draw):
    """A table of 1-3 QIs, a protected or unprotected attribute ``s`` and a numeric one ``n`` with missing cells;
    k-anonymity (and l-diversity of ``s``) with some suppression."""
    rows = draw(st.integers(2, 60))
    n_qis = draw(st.integers(1, 3))
    frame = pd.DataFrame({f"q{j}": draw(st.lists(VALUES, min_size=rows, max_size=rows)) for j in range(n_qis)})
    frame["s"] = draw(st.lists(st.sampled_from(["x", "y", "z", ""]), min_size=rows, max_size=rows))
    frame["n"] = draw(st.lists(st.sampled_from(["", "1", "2", "10", "3.5"]), min_size=rows, max_size=rows))
    k = draw(st.integers(1, min(4, rows)))
    requirements = [Requirement("k-anonymity", k), *([Requirement("l-diversity", 2, "s")] if draw(st.booleans())
                                                      else [])]
    # levels held low: the search must suppress classes rather than generalize them away
    # and a lax risk threshold at times: the default one alone asks for classes of 20 records
    return frame, requirements, draw(st.sampled_from([0.0, 0.1, 0.3, 0.6])), draw(st.sampled_from([None, 0, 1])), \
        RiskSettings(threshold=draw(st.sampled_from([None, 0.5, 1.0])))


def search(rows: DuckDBRows, settings: Settings, condensed: bool):
    """The grouped table, its records, the settings with generated hierarchies and the search's result, as
    ``anonymize_out_of_core`` makes them."""
    qis = list(settings.qis)
    protected = [n for n in dict.fromkeys(sensitive_attributes(settings.requirements)) if n not in qis]
    grouped, counts = rows.grouped_table([*qis, *protected])
    settings = settings.with_generated_hierarchies([grouped.column(q) for q in qis])
    result = optimal_generalization(grouped, qis, settings.hierarchies,
                                    [*settings.requirements, *risk_thresholds(settings.risk)],
                                    suppression=settings.suppression, row_counts=counts,
                                    max_levels=settings.max_levels,
                                    distinct_rows=rows.distinct_groups(grouped), condensed=condensed)
    return grouped, counts, settings, result


def record(path, counted, attributes, result, settings: Settings) -> dict:
    summary = {"engine": "duckdb"}
    made = out_of_core_record(counted, attributes, result, settings, summary, ReportOptions(),
                              files={"input": path, "released": path})
    return {key: made.get(key) for key in COMPARED}


def written(tmp_path_factory, folder: str, drawn, first_requirement: bool = False) -> tuple:
    """A drawn table written as CSV, and its settings (only its first requirement with ``first_requirement``)."""
    frame, requirements, suppression, highest, risk = drawn
    path = tmp_path_factory.mktemp(folder) / "table.csv"
    frame.to_csv(path, index=False)
    qis = [c for c in frame.columns if c.startswith("q")]
    settings = Settings(qis=qis, sensitive=["s", "n"], requirements=requirements[:1] if first_requirement else
                        requirements, suppression=suppression,
                        max_levels={} if highest is None else {q: highest for q in qis}, risk=risk)
    return path, settings


def condensed_search(path, settings: Settings) -> tuple | None:
    """The DuckDB engine of ``path``, its grouped table, the condensed search's result and its
    :class:`CondensedCounting` (None when no release meets the settings)."""
    rows = DuckDBRows(path)
    try:
        grouped, counts, settings, result = search(rows, settings, condensed=True)
    except NoSolution:
        return None
    counting = condensed_counting(rows, grouped, counts, result, settings)
    assert counting is not None  # the condensed path, not the per-group fallback
    return rows, grouped, result, counting


@given(tables())
@hypothesis_settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_the_condensed_report_is_the_report_of_every_group(tmp_path_factory, drawn):
    path, settings = written(tmp_path_factory, "condensed", drawn)
    per_group = DuckDBRows(path)
    try:
        grouped, counts, full_settings, full = search(per_group, settings, condensed=False)
    except NoSolution:
        return
    expected = record(path, *grouped_counting(per_group, grouped, counts, full, full_settings), full, full_settings)
    rows = DuckDBRows(path)
    grouped, counts, condensed_settings, condensed = search(rows, settings, condensed=True)
    counting = condensed_counting(rows, grouped, counts, condensed, condensed_settings)
    assert counting is not None  # the condensed path, not the per-group fallback
    rows.forget(grouped)
    got = record(path, counting.counted(rows, condensed, condensed_settings), counting.attributes, condensed,
                 condensed_settings)
    for key in COMPARED:
        assert got[key] == expected[key], key


@given(tables())
@hypothesis_settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_per_class_counts_are_pandas_counts_of_the_released_rows(tmp_path_factory, drawn):
    """Oracle: every file row given its group's labels (the release told by values, expanded per group) and
    counted by pandas per (labels, value of s); DuckDB's triples name their class by a released row's labels."""
    path, settings = written(tmp_path_factory, "triples", drawn, first_requirement=True)
    qis = list(settings.qis)
    searched = condensed_search(path, settings)
    if searched is None:
        return
    rows, grouped, result, counting = searched
    # the oracle's labels: each file row joined by its QI texts to its group's labels
    cells = rows.cells_of(grouped).frame()[qis].fillna("<null>")
    per_group = expanded_release(grouped, result.mapped)
    labels = pd.DataFrame({f"label_{q}": per_group.column(q).text() for q in qis})
    read = pd.read_csv(path, dtype=str, keep_default_na=False)
    read = read.replace("", "<null>")
    labelled = read.merge(pd.concat([cells, labels], axis=1), on=qis, how="left", validate="many_to_one")
    assert labelled[labels.columns].notna().all().all()
    released = [f"label_{q}" for q in qis]
    expected = sorted((*key, int(n))
                      for key, n in labelled.groupby([*released, "s"]).size().items())
    rows.forget(grouped)
    counted = rows.class_value_counts(counting.mappings, qis, "s", counting.classes, result.released.n_rows)
    texts = [result.released.column(q).text() for q in qis]
    got = pd.DataFrame({**{name: np.asarray(text, dtype=object)[counted.group] for name, text in zip(released, texts)},
                        "s": pd.Series(np.asarray(counted.column.values, dtype=object)[counted.column.codes],
                                       dtype=object).fillna("<null>"),
                        "n": counted.counts.astype(np.int64)})
    got = sorted((*key, int(n)) for key, n in got.groupby([*released, "s"])["n"].sum().items())
    assert got == expected
    assert np.all(np.diff(counted.group.astype(np.int64)) >= 0)  # in released-row order: runs of whole classes


@given(tables())
@hypothesis_settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_per_class_counts_in_numpy_are_duckdbs_group_by(tmp_path_factory, drawn):
    """The triples counted in numpy from the streamed (class key, value) codes equal DuckDB's join and GROUP BY
    of the same rows (the way taken beyond ``ROW_LOOKUP_LIMIT``), each class's triples in released-row order."""
    from unittest import mock

    from privdesk.engine.rows import duckdb_release

    path, settings = written(tmp_path_factory, "numpy_triples", drawn, first_requirement=True)
    qis = list(settings.qis)
    searched = condensed_search(path, settings)
    if searched is None:
        return
    rows, grouped, result, counting = searched
    rows.forget(grouped)
    counted = [rows.class_value_counts(counting.mappings, qis, name, counting.classes, result.released.n_rows)
               for name in ("s", "n")]
    with mock.patch.object(duckdb_release, "ROW_LOOKUP_LIMIT", 0):
        joined = [rows.class_value_counts(counting.mappings, qis, name, counting.classes, result.released.n_rows)
                  for name in ("s", "n")]
    for got, expected in zip(counted, joined):
        assert list(got.column.values) == list(expected.column.values)
        triples = [sorted(zip(c.group.tolist(), c.column.codes.tolist(), c.counts.tolist())) for c in (got, expected)]
        assert triples[0] == triples[1]
        assert got.group.dtype == expected.group.dtype and got.counts.dtype == expected.counts.dtype
        assert np.all(np.diff(got.group.astype(np.int64)) >= 0)


@given(st.integers(1, 300), st.data())
@hypothesis_settings(max_examples=100, deadline=None)
def test_the_suppressed_keys_table_finds_what_the_binary_search_finds(space, data):
    """The attribute sheet's test of each group's class key against the suppressed ones: the table of the key
    space (``suppressed_lookup``) against ``np.isin``, and the binary search it falls back to."""
    from privdesk.app.record.out_of_core_record import suppressed_lookup

    suppressed = np.unique(np.array(data.draw(st.lists(st.integers(0, space - 1), min_size=1, max_size=20)), np.int64))
    keys = np.array(data.draw(st.lists(st.integers(0, space - 1), max_size=50)), np.int64)
    expected = np.isin(keys, suppressed)
    for known in (space, None):
        assert suppressed_lookup(suppressed, known)(keys).tolist() == expected.tolist()
