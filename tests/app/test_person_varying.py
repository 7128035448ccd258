"""``anonymize`` with a person key whose QIs differ between a person's rows, end to end: the run's verdict and
``check --person`` of its release agree, and both agree with persons counted by hand (frozensets of released
tuples in plain Python)."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.app.anonymize import anonymize
from privdesk.app.check import check_release
from privdesk.app.settings import Settings
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.models.requirements import Requirement
from privdesk.engine.recoding.identifiers import IdentifierRule
from privdesk.engine.search.result import NoSolution

QIS = ["sex", "age", "zip"]


@st.composite
def admissions(draw, n=st.integers(4, 30)):
    """(admissions of 4-30 patients or ``n``, whose age and ZIP code may change, k, suppression, algorithm)."""
    n = draw(n)
    rng = np.random.default_rng(draw(st.integers(0, 2**31)))
    rows = []
    for p in range(n):
        age, zip_code, sex = int(rng.integers(20, 80)), f"100{rng.integers(0, 40):02d}", rng.choice(["F", "M"])
        for _r in range(int(rng.integers(1, 4))):
            age += int(rng.integers(0, 2))
            zip_code = f"100{rng.integers(0, 40):02d}" if rng.random() < 0.2 else zip_code
            rows.append((f"P{p:03d}", sex, str(age), zip_code, rng.choice(["a", "b"])))
    frame = pd.DataFrame([rows[i] for i in rng.permutation(len(rows))], columns=["pid", *QIS, "visit"])
    return frame, draw(st.integers(2, 3)), draw(st.sampled_from([0.0, 0.2])), draw(
        st.sampled_from(["optimal", "heuristic", "mondrian"]))


def by_hand(frame: pd.DataFrame, released: pd.DataFrame) -> list[int]:
    """Persons per set of released tuples, suppressed persons (every QI '*') left out."""
    kept = ~(released[QIS] == "*").all(axis=1).to_numpy()
    sets: dict[frozenset, int] = {}
    for _pid, rows in released[kept].groupby(frame["pid"].to_numpy()[kept]):
        key = frozenset(map(tuple, rows[QIS].to_numpy()))
        sets[key] = sets.get(key, 0) + 1
    return sorted(sets.values())


@settings(max_examples=20, deadline=None)
@given(admissions())
def test_the_verdict_and_check_of_the_release_count_the_same_persons(case):
    frame, k, suppression, algorithm = case
    data = Dataset.from_frame(frame)
    chosen = Settings(qis=list(QIS), sensitive=[], requirements=[Requirement("k-anonymity", k)],
                      suppression=suppression, risk=None, algorithm=algorithm, person="pid",
                      identifiers={"pid": IdentifierRule("pseudonym")}, pseudonym_key=b"k" * 32)
    try:
        result, checks = anonymize(data, chosen)
    except NoSolution:
        return
    except InputError:  # Mondrian refuses up front a table that as a whole holds fewer diagnoses than l
        assert algorithm == "mondrian" and frame["dx"].nunique() < requirement.value
        return
    released = result.released.to_frame()
    assert released["visit"].tolist() == frame["visit"].tolist()  # the input's rows, in order
    classes = by_hand(frame, released)
    assert classes[0] >= k
    suppressed = (released[QIS] == "*").all(axis=1).to_numpy()
    gone = set(frame["pid"][suppressed])
    assert not gone & set(frame["pid"][~suppressed])  # whole persons
    assert len(gone) <= int(np.floor(suppression * frame["pid"].nunique() + 1e-9))
    assert checks and all(c.met for c in checks)
    assert result.person_classes.sizes.min() == classes[0] and sorted(result.person_classes.sizes) == classes
    report = check_release(Dataset.from_frame(released), QIS, [], requirements=[Requirement("k-anonymity", k)],
                           person="pid")
    assert report["k"] == classes[0] and report["met"]


@st.composite
def diagnoses(draw):
    """Admissions whose diagnosis changes from one to the next (QIs fixed or varying), and a model on it."""
    frame, k, suppression, algorithm = draw(admissions())
    rng = np.random.default_rng(draw(st.integers(0, 2**31)))
    frame["dx"] = rng.choice(["I10", "E11", "J45", "K29"], len(frame))
    model = draw(st.sampled_from(["distinct", "entropy", "t", "beta", "delta"] if algorithm != "mondrian"
                                 else ["distinct"]))
    requirement = {"distinct": Requirement("l-diversity", 2, "dx", "distinct"),
                   "entropy": Requirement("l-diversity", 1.5, "dx", "entropy"),
                   "t": Requirement("t-closeness", 0.3, "dx", "equal"),
                   "beta": Requirement("beta-likeness", 1.5, "dx", "basic"),
                   "delta": Requirement("delta-disclosure", 1.2, "dx")}[model]
    return frame, k, suppression, algorithm, requirement


@settings(max_examples=60, deadline=None)
@given(diagnoses())
def test_a_diagnosis_per_admission_the_search_passes_is_passed_by_check(case):
    """The search judges classes with check's counts (distinct persons per value): a release it finds is never
    refused by the re-check (``ReleaseCheckFailed``), and k and distinct l by hand agree."""
    frame, k, suppression, algorithm, requirement = case
    chosen = Settings(qis=list(QIS), sensitive=["dx"], requirements=[Requirement("k-anonymity", k), requirement],
                      suppression=suppression, risk=None, algorithm=algorithm, person="pid",
                      identifiers={"pid": IdentifierRule("pseudonym")}, pseudonym_key=b"k" * 32)
    try:
        result, checks = anonymize(Dataset.from_frame(frame), chosen)
    except NoSolution:
        return
    except InputError:  # Mondrian refuses up front a table that as a whole holds fewer diagnoses than l
        assert algorithm == "mondrian" and frame["dx"].nunique() < requirement.value
        return
    released = result.released.to_frame()
    assert by_hand(frame, released)[0] >= k
    assert checks and all(c.met for c in checks)
    report = check_release(Dataset.from_frame(released), QIS, ["dx"], requirements=chosen.requirements,
                           person="pid")
    assert report["met"]
    if requirement.variant == "distinct":
        held = frame.groupby("pid")["dx"].agg(set)
        kept = ~(released[QIS] == "*").all(axis=1).to_numpy()
        sets: dict[frozenset, set] = {}
        for pid, rows in released[kept].groupby(frame["pid"].to_numpy()[kept]):
            sets.setdefault(frozenset(map(tuple, rows[QIS].to_numpy())), set()).update(held[pid])
        assert min(len(values) for values in sets.values()) >= 2
