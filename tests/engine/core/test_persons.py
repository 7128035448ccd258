"""Person-level classes (engine/core/persons.py) against a brute-force count over persons, and the row-level
figures unchanged without repeated persons."""

from __future__ import annotations

import json
import math
from collections import defaultdict

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.app.check import check_release
from privdesk.app.record.population_risk import PopulationRequirements, population_risk_document
from privdesk.engine.core.classes import release_partition
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.persons import PersonRelease
from privdesk.engine.metrics.population_risk import PopulationModel
from privdesk.engine.metrics.risk import assess_risk
from privdesk.engine.models import check_all
from privdesk.engine.models.requirements import Requirement

QIS = ["a", "b"]
REQUIREMENTS = [Requirement("k-anonymity", 2), Requirement("l-diversity", 2, "s", "distinct"),
                Requirement("t-closeness", 0.5, "s", "equal")]


@st.composite
def tables(draw, repeats: bool = True):
    """Rows of persons (each on 1-4 rows when ``repeats``), QIs a, b that may differ between a person's rows, a
    sensitive s; some rows suppressed (every QI '*')."""
    n_persons = draw(st.integers(1, 25))
    rows_each = draw(st.lists(st.integers(1, 4 if repeats else 1), min_size=n_persons, max_size=n_persons))
    person = np.repeat(np.arange(n_persons), rows_each)
    n = len(person)
    order = draw(st.permutations(range(n)))
    person = person[list(order)]
    a = draw(st.lists(st.sampled_from(["x", "y", "z"]), min_size=n, max_size=n))
    b = draw(st.lists(st.sampled_from(["1", "2"]), min_size=n, max_size=n))
    s = draw(st.lists(st.sampled_from(["p", "q", "r", "u"]), min_size=n, max_size=n))
    suppressed = draw(st.lists(st.booleans(), min_size=n, max_size=n))
    a = ["*" if cut else v for v, cut in zip(a, suppressed)]
    b = ["*" if cut else v for v, cut in zip(b, suppressed)]
    return Dataset.from_frame(pd.DataFrame({"pid": [f"P{p}" for p in person], "a": a, "b": b, "s": s}))


def brute_force(frame: pd.DataFrame) -> dict:
    """The classes of persons by definition: a person's record is the set of their released (a, b) tuples."""
    tuples, values = defaultdict(set), defaultdict(set)
    for row in frame.itertuples():
        values[row.pid].add(row.s)
        if not (row.a == "*" and row.b == "*"):
            tuples[row.pid].add((row.a, row.b))
    persons = sorted(values)
    classes = defaultdict(list)
    for p in persons:
        if tuples[p]:
            classes[frozenset(tuples[p])].append(p)
    totals = defaultdict(int)
    for p in persons:
        for v in values[p]:
            totals[v] += 1
    all_values = sorted(totals)
    figures = {"sizes": sorted(len(m) for m in classes.values()),
               "suppressed": sum(1 for p in persons if not tuples[p]), "persons": len(persons)}
    distinct, entropies, t_equal, alpha = [], [], [], []
    grand = sum(totals.values())
    for members in classes.values():
        counts = defaultdict(int)
        for p in members:
            for v in values[p]:
                counts[v] += 1
        total = sum(counts.values())
        distinct.append(len(counts))
        entropies.append(2 ** -sum(c / total * math.log2(c / total) for c in counts.values()))
        t_equal.append(0.5 * sum(abs(counts.get(v, 0) / total - totals[v] / grand) for v in all_values))
        alpha.append(max(counts.values()) / total)
    figures |= {"l_distinct": min(distinct, default=math.inf), "l_entropy": min(entropies, default=math.inf),
                "t_equal": max(t_equal, default=0.0), "alpha": max(alpha, default=0.0)}
    return figures


@settings(max_examples=80, deadline=None)
@given(tables())
def test_person_figures_equal_a_brute_force_count_over_persons(dataset):
    frame = dataset.to_frame()
    expected = brute_force(frame)
    release = PersonRelease(dataset, "pid")
    classes = release.partition(QIS)
    assert sorted(classes.sizes.tolist()) == expected["sizes"]
    assert classes.suppressed == expected["suppressed"]
    assert classes.n_rows == expected["persons"]
    assert classes.records.sum() + classes.suppressed_records == dataset.n_rows
    report = check_all(release, QIS, ["s"])
    assert report["k"] == (min(expected["sizes"]) if expected["sizes"] else math.inf)
    assert report["classes"] == len(expected["sizes"])
    figures = report["sensitive"]["s"]
    assert figures["l_distinct"] == expected["l_distinct"]
    assert figures["l_entropy"] == pytest.approx(expected["l_entropy"])
    assert figures["t_equal"] == pytest.approx(expected["t_equal"])
    assert figures["alpha"] == pytest.approx(expected["alpha"])
    risk = assess_risk(classes)
    sizes = expected["sizes"] + ([expected["suppressed"]] if expected["suppressed"] else [])
    assert risk.maximum_risk == pytest.approx(1 / min(sizes))
    assert risk.average_risk == pytest.approx(len(sizes) / expected["persons"])
    document = population_risk_document(release, QIS)
    assert document["sample_uniqueness"] == pytest.approx(sizes.count(1) / expected["persons"])


@settings(max_examples=60, deadline=None)
@given(tables(repeats=False))
def test_without_repeats_every_figure_is_the_row_level_one(dataset):
    release = PersonRelease(dataset, "pid")
    assert check_all(release, QIS, ["s"]) == check_all(dataset, QIS, ["s"])
    persons, rows = release.partition(QIS), release_partition(dataset, QIS)
    assert persons.sizes.tolist() == rows.sizes.tolist() and persons.keys.tolist() == rows.keys.tolist()
    by_person = check_release(dataset, QIS, ["s"], requirements=REQUIREMENTS, person="pid")
    by_row = check_release(dataset, QIS, ["s"], requirements=REQUIREMENTS)
    assert [r["achieved"] for r in by_person["requirements"]] == [r["achieved"] for r in by_row["requirements"]]
    assert [r["met"] for r in by_person["requirements"]] == [r["met"] for r in by_row["requirements"]]
    assert by_person["rows"] == by_row["rows"] and by_person["persons"] == dataset.n_rows
    model = PopulationModel(sampling_fraction=0.1)
    wanted = PopulationRequirements(sample_uniqueness=0.5, population_uniqueness=0.5, k_map=2)
    # as JSON, where an estimator's "no estimate" (NaN) equals itself
    assert json.dumps(population_risk_document(release, QIS, model, requirements=wanted), sort_keys=True,
                      default=str) == \
        json.dumps(population_risk_document(dataset, QIS, model, requirements=wanted), sort_keys=True, default=str)
    a, b = assess_risk(persons), assess_risk(rows)
    assert (a.maximum_risk, a.average_risk, a.records_at_risk, a.passed) == \
        (b.maximum_risk, b.average_risk, b.records_at_risk, b.passed)


def test_two_admissions_of_one_patient_are_one_person():
    frame = pd.DataFrame({"pid": ["A", "A", "B", "B"], "a": ["x", "x", "y", "y"], "b": ["1", "1", "1", "1"],
                          "s": ["p", "q", "p", "p"]})
    dataset = Dataset.from_frame(frame)
    assert check_all(dataset, QIS, [])["k"] == 2
    report = check_release(dataset, QIS, [], requirements=[Requirement("k-anonymity", 2)], person="pid")
    assert report["k"] == 1 and not report["met"] and report["persons"] == 2 and report["rows"] == 4
    assert "persons" in report["requirements"][0]["requirement"]


def test_a_person_known_by_two_tuples_is_alone_though_each_tuple_is_shared():
    # A = {Alice, Bob}, B = {Alice, Carol}: two persons per row class, but Alice's record {A, B} is hers alone
    frame = pd.DataFrame({"pid": ["alice", "bob", "alice", "carol"], "a": ["x", "x", "y", "y"],
                          "b": ["1", "1", "1", "1"], "s": ["p", "p", "p", "p"]})
    classes = PersonRelease(Dataset.from_frame(frame), "pid").partition(QIS)
    assert sorted(classes.sizes.tolist()) == [1, 1, 1] and sorted(classes.tuples.tolist()) == [1, 1, 2]


def test_an_empty_person_key_is_refused_with_its_row():
    frame = pd.DataFrame({"pid": ["A", "", "B"], "a": ["x", "x", "y"], "b": ["1", "1", "1"], "s": ["p"] * 3})
    with pytest.raises(InputError, match="row 3, column 'pid'"):
        PersonRelease(Dataset.from_frame(frame), "pid")
