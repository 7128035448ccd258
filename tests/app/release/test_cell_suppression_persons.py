"""Cell suppression with a person key whose QIs (and diagnosis) differ between a person's rows: whole persons are
recoded, every row of a released person showing ``*`` in the round's columns, and judged over persons as
``check --person`` judges them. Against persons counted by hand (frozensets of released tuples in plain Python)."""

from __future__ import annotations

import numpy as np
import pandas as pd
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.app.anonymize import anonymize
from privdesk.app.check import check_release
from privdesk.app.settings import Settings
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.models.requirements import Requirement
from privdesk.engine.recoding.identifiers import IdentifierRule
from privdesk.engine.search.result import NoSolution
from tests.app.test_person_varying import QIS, admissions


@st.composite
def cases(draw):
    frame, _k, _suppression, _algorithm = draw(admissions(n=st.integers(15, 40)))
    frame["dx"] = np.random.default_rng(draw(st.integers(0, 2**31))).choice(["a", "b", "c"], len(frame))
    requirements = [Requirement("k-anonymity", draw(st.integers(2, 3)))]
    model = draw(st.sampled_from(["k", "distinct", "entropy", "t"]))
    requirements += {"k": [], "distinct": [Requirement("l-diversity", 2, "dx", "distinct")],
                     "entropy": [Requirement("l-diversity", 1.5, "dx", "entropy")],
                     "t": [Requirement("t-closeness", 0.4, "dx", "equal")]}[model]
    return frame, requirements, draw(st.sampled_from([0.3, 0.6, 1.0])), draw(st.sampled_from(["arx", "gradual"]))


def persons_by_hand(frame: pd.DataFrame, released: pd.DataFrame) -> tuple[dict[frozenset, set], set]:
    """The persons of each set of released tuples, and the persons all of whose rows are suppressed (every QI
    '*'); a row shown all '*' is left out of its person's set."""
    gone_row = (released[QIS] == "*").all(axis=1).to_numpy()
    records: dict[frozenset, set] = {}
    for pid, rows in released[~gone_row].groupby(frame["pid"].to_numpy()[~gone_row]):
        records.setdefault(frozenset(map(tuple, rows[QIS].to_numpy())), set()).add(pid)
    kept = {p for persons in records.values() for p in persons}
    return records, set(frame["pid"]) - kept


@settings(max_examples=40, deadline=None)
@given(cases())
def test_cell_suppression_recodes_whole_persons_and_the_recheck_agrees(case):
    frame, requirements, suppression, mode = case
    chosen = Settings(qis=list(QIS), sensitive=["dx"], requirements=requirements, suppression=suppression,
                      risk=None, algorithm="optimal", person="pid", cell_suppression=mode,
                      identifiers={"pid": IdentifierRule("pseudonym")}, pseudonym_key=b"k" * 32)
    try:
        result, _checks = anonymize(Dataset.from_frame(frame), chosen)
    except NoSolution:
        return
    recoding = result.details["cell_suppression"]
    assert "fallback" not in recoding  # the judge over persons and the re-check agree
    released = result.released.to_frame()
    stars = (released[QIS] == "*").to_numpy()
    pids = frame["pid"].to_numpy()
    # a released person shows * in the same columns on all their rows (or is suppressed whole)
    for pid in np.unique(pids):
        mine = stars[pids == pid]
        assert (mine == mine[0]).all()
    records, gone = persons_by_hand(frame, released)
    k = int(requirements[0].value)
    assert min(len(persons) for persons in records.values()) >= k
    assert len(gone) <= int(np.floor(suppression * frame["pid"].nunique() + 1e-9))
    assert result.details["persons_suppressed"] == len(gone)
    if requirements[-1].variant == "distinct":
        held = frame.groupby("pid")["dx"].agg(set)
        assert all(len(set().union(*(held[p] for p in persons))) >= 2 for persons in records.values())
    report = check_release(Dataset.from_frame(released.assign(pid=frame["pid"])), QIS, ["dx"],
                           requirements=requirements, person="pid")
    assert report["met"] and report["k"] == min(len(persons) for persons in records.values())


def test_suppressed_patients_are_released_with_a_star_where_their_sets_would_single_them_out():
    """By hand: k = 2; A (34 then 35) and B (35) differ at the search's levels; C and D share a set. Suppressing
    the age cells of A and B gives both the record {(F, *)}: two persons, released. Judged row by row, A's two
    rows and B's would be a class of three "records" at once, and judged on first rows only, A's second tuple
    would be forgotten."""
    frame = pd.DataFrame({"pid": ["A", "A", "B", "C", "D", "C", "D"],
                          "sex": ["F", "F", "F", "M", "M", "M", "M"],
                          "age": ["34", "35", "35", "50", "50", "51", "51"],
                          "dx": ["a", "b", "a", "b", "a", "a", "b"]})
    chosen = Settings(qis=["sex", "age"], sensitive=[], requirements=[Requirement("k-anonymity", 2)],
                      suppression=0.5, risk=None, algorithm="optimal", person="pid", cell_suppression="gradual",
                      identifiers={"pid": IdentifierRule("pseudonym")}, pseudonym_key=b"k" * 32,
                      max_levels={"sex": 0, "age": 0})  # the search keeps the values and suppresses A and B
    result, _checks = anonymize(Dataset.from_frame(frame), chosen)
    released = result.released.to_frame()
    assert result.transformation == {"sex": 0, "age": 0}
    assert released["age"].tolist() == ["*", "*", "*", "50", "50", "51", "51"]
    assert released["sex"].tolist() == frame["sex"].tolist()
    assert result.details["persons_suppressed"] == 0
