"""Quasi-identifier discovery against ARX's TestRiskQuasiIdentifiers and a brute-force pair count."""

from __future__ import annotations

import itertools

import pandas as pd
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.core.dataset import Dataset
from privdesk.engine.detect.quasi import quasi_identifier_sets, suggest_quasi_identifiers

ARX_TABLE = [["20", "Female", "CA"], ["30", "Female", "CA"], ["40", "Female", "TX"], ["20", "Male", "NY"],
             ["40", "Male", "CA"]]
# ARX's TestRiskQuasiIdentifiers.testWithDefinedDataSet, "calculated by hand" (compared with == on doubles).
ARX_EXPECTED = {("sex",): (0.4, 0.6), ("state",): (0.6, 0.7), ("age",): (0.6, 0.8), ("sex", "state"): (0.8, 0.9),
                ("age", "state"): (1.0, 1.0), ("age", "sex"): (1.0, 1.0), ("age", "sex", "state"): (1.0, 1.0)}


def test_reproduces_arx_test_risk_quasi_identifiers():
    dataset = Dataset.from_frame(pd.DataFrame(ARX_TABLE, columns=["age", "sex", "state"]))
    risks = quasi_identifier_sets(dataset, ["age", "sex", "state"])
    got = {tuple(sorted(r.attributes)): (r.distinction, r.separation) for r in risks}
    assert got == {tuple(sorted(k)): v for k, v in ARX_EXPECTED.items()}  # exact equality, as ARX asserts
    # ARX's order: by size, then distinction, then separation ([sex], [state], [age], [sex, state], ...).
    assert [tuple(sorted(r.attributes)) for r in risks[:4]] == [("sex",), ("state",), ("age",), ("sex", "state")]
    assert suggest_quasi_identifiers(risks, alpha=1.0).attributes in (("age", "sex"), ("age", "state"))


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.sampled_from("ab"), st.sampled_from("xyz"), st.sampled_from("12")), min_size=2,
                max_size=25))
def test_separation_is_the_share_of_record_pairs_told_apart(rows):
    dataset = Dataset.from_frame(pd.DataFrame([list(r) for r in rows], columns=["p", "q", "r"]))
    for risk in quasi_identifier_sets(dataset, ["p", "q", "r"]):
        index = [["p", "q", "r"].index(a) for a in risk.attributes]
        keys = [tuple(row[i] for i in index) for row in rows]
        pairs = list(itertools.combinations(keys, 2))
        assert risk.separation == sum(a != b for a, b in pairs) / len(pairs)
        assert risk.distinction == len(set(keys)) / len(keys)
