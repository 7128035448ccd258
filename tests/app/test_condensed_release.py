"""A condensed release (the distinct released rows of a frequency set, with their records) gives the one verdict
the release of every group gives: the same checks, risk and summary, on random frequency sets; and the release told
by values (what the out-of-core engine writes from) labels every group as the release row for row does."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings as hypothesis_settings, strategies as st

from privdesk.app.anonymize import summarize
from privdesk.app.release.check import failed_risk_entries, verify_release
from privdesk.app.settings import Settings
from privdesk.engine.attributes.default_hierarchies import generated_hierarchies
from privdesk.engine.core.counted_release import CountedRelease
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.models.requirements import Requirement
from privdesk.engine.models.risk_threshold import risk_thresholds
from privdesk.engine.rows.coded import expanded_release
from privdesk.engine.search.lattice import optimal_generalization
from privdesk.engine.search.result import NoSolution


@st.composite
def frequency_sets(draw):
    """Distinct rows of 2-3 QIs (and a sensitive attribute), each standing for 1-6 records, with a model."""
    n_qis = draw(st.integers(2, 3))
    rows = draw(st.integers(8, 120))
    seed = draw(st.integers(0, 2**32 - 1))
    rng = np.random.default_rng(seed)
    frame = pd.DataFrame({f"q{j}": rng.integers(0, draw(st.integers(2, 30)), rows).astype(str) for j in range(n_qis)})
    frame["s"] = rng.choice(["x", "y", "z", "w"], rows)
    frame = frame.drop_duplicates().reset_index(drop=True)
    counts = rng.integers(1, 7, len(frame)).astype(np.int64)
    model = draw(st.sampled_from(["k", "l"]))
    requirement = Requirement("k-anonymity", draw(st.integers(2, 8))) if model == "k" else \
        Requirement("l-diversity", 2, "s")
    return frame, counts, requirement, draw(st.sampled_from([0.0, 0.05, 0.2, 0.5]))


def lent_codes(table: Dataset) -> Dataset:
    """``table`` with its columns' codes int16, the rows of one matrix (as the DuckDB engine fetches them), which a
    condensed search may borrow as its stacked hierarchy rows."""
    block = np.stack([c.codes for c in table.columns]).astype(np.int16)
    return Dataset(tuple(replace(c, codes=block[j]) for j, c in enumerate(table.columns)), table.n_rows,
                   table.source)


def run(dataset: Dataset, counts: np.ndarray, settings: Settings, condensed: bool, lend: bool = False):
    carried = ["s"] if any(r.attribute == "s" for r in settings.requirements) else []
    table = dataset if carried else Dataset(tuple(dataset.column(q) for q in settings.qis), dataset.n_rows,
                                            dataset.source)
    if not carried:  # the QIs alone: their rows may repeat, a frequency set's may not
        frame = table.to_frame()
        groups = frame.groupby(list(frame.columns), sort=False).ngroup().to_numpy()
        first = np.unique(groups, return_index=True)[1]
        table = Dataset(tuple(c.__class__(c.name, c.codes[first], c.values, c.type, c.n_valid, c.format, c.order)
                              for c in table.columns), len(first), table.source)
        counts = np.bincount(groups, weights=counts).astype(np.int64)
    if lend:
        table = lent_codes(table)
        before = [c.codes.copy() for c in table.columns]
    result = optimal_generalization(table, settings.qis, settings.hierarchies,
                                    [*settings.requirements, *risk_thresholds(settings.risk)],
                                    suppression=settings.suppression, row_counts=counts, condensed=condensed,
                                    distinct_rows=True)
    if lend:  # the codes the search borrowed were given back as they were
        for column, codes in zip(table.columns, before):
            np.testing.assert_array_equal(column.codes, codes)
    released = CountedRelease(result.released, counts if result.counts is None else result.counts)
    checks = verify_release(released, settings, result.transformation)
    risk = failed_risk_entries(released, settings)
    summary = summarize(result, checks, settings, 0.0, "table", engine="duckdb", counted=released,
                        columns=table.names)
    summary["details"].pop("seconds", None)
    summary.pop("seconds", None)
    return table, result, [c.to_dict() for c in checks], [e.sentence for e in risk], summary


@given(frequency_sets())
@hypothesis_settings(max_examples=60, deadline=None)
def test_a_condensed_release_gives_the_verdict_of_the_release_of_every_group(drawn):
    frame, counts, requirement, suppression = drawn
    dataset = Dataset.from_frame(frame)
    qis = [c for c in frame.columns if c.startswith("q")]
    hierarchies = generated_hierarchies([dataset.column(q) for q in qis], {})
    settings = Settings(qis=qis, sensitive=["s"], requirements=[requirement], suppression=suppression,
                        hierarchies=hierarchies)
    try:
        table, full, *expected = run(dataset, counts, settings, condensed=False)
    except NoSolution:
        with pytest.raises(NoSolution):
            run(dataset, counts, settings, condensed=True)
        with pytest.raises(NoSolution):  # and the borrowed codes come back however the search ends
            run(dataset, counts, settings, condensed=True, lend=True)
        return
    _table, condensed, *got = run(dataset, counts, settings, condensed=True)
    _table, lent, *got_lent = run(dataset, counts, settings, condensed=True, lend=True)
    assert got_lent == got
    np.testing.assert_array_equal(lent.counts, condensed.counts)
    assert condensed.counts is not None and condensed.counts.sum() == counts.sum()
    assert condensed.released.n_rows <= full.released.n_rows
    assert got == expected
    # the release told by values labels every group as the row-for-row release does
    expanded = expanded_release(table, condensed.mapped)
    for q in qis:
        assert list(expanded.column(q).text()) == list(full.released.column(q).text())
