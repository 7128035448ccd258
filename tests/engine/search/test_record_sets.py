"""The full-domain searches over persons whose QIs differ between their rows (``lattice/record_sets.py``), against a
brute force over the whole lattice that groups persons by their set of generalized tuples in plain Python."""

from __future__ import annotations

import itertools

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.models.requirements import Requirement
from privdesk.engine.search.anytime import heuristic_generalization
from privdesk.engine.core.progress import NO_PROGRESS
from privdesk.engine.search.contract import NO_LIMITS, SearchProblem
from privdesk.engine.search.lattice import optimal_generalization
from privdesk.engine.search.result import NoSolution

AGES = [str(a) for a in range(20, 36)]
ZIPS = ["1001", "1002", "1011", "1012"]
TABLES = {  # value -> its label at each level above 0
    "age": {a: [f"{int(a) // 4 * 4}-{int(a) // 4 * 4 + 3}", f"{int(a) // 8 * 8}-{int(a) // 8 * 8 + 7}", "*"]
            for a in AGES},
    "zip": {z: [z[:3] + "*", z[:2] + "**", "*"] for z in ZIPS},
    "sex": {"F": ["*"], "M": ["*"]},
}
QIS = ["age", "zip", "sex"]
HEIGHTS = [3, 3, 1]


def hierarchies():
    return {q: Hierarchy.from_rows([[v, *labels] for v, labels in table.items()]) for q, table in TABLES.items()}


def label(q, value, level):
    return value if level == 0 else TABLES[q][value][level - 1]


@st.composite
def persons_tables(draw, varying=True, diagnoses=False):
    """Persons with 1-3 rows each; age (and with ``varying`` the ZIP code) may change between rows, sex is one per
    person, and so is the diagnosis unless ``diagnoses`` (then one per admission, which may change)."""
    n = draw(st.integers(3, 18))
    rng = np.random.default_rng(draw(st.integers(0, 2**31)))
    rows = []
    for p in range(n):
        age, zip_code, sex, dx = int(rng.integers(20, 34)), rng.choice(ZIPS), rng.choice(["F", "M"]), rng.choice(
            ["flu", "ulcer", "cancer"])
        for _r in range(int(rng.integers(1, 4))):
            if varying and rng.random() < 0.5:
                age = min(35, age + int(rng.integers(0, 3)))
                zip_code = rng.choice(ZIPS) if rng.random() < 0.3 else zip_code
            if diagnoses and rng.random() < 0.5:
                dx = rng.choice(["flu", "ulcer", "cancer"])
            rows.append((f"P{p}", str(age), zip_code, sex, dx))
    order = rng.permutation(len(rows))
    frame = pd.DataFrame([rows[i] for i in order], columns=["pid", "age", "zip", "sex", "disease"])
    requirements = [Requirement("k-anonymity", draw(st.integers(2, 4)))]
    model = draw(st.sampled_from(["k", "l", "t"]))
    if model == "l":
        requirements.append(Requirement("l-diversity", draw(st.integers(2, 3)) if diagnoses else 2, "disease"))
    if model == "t":  # equal distance: half the L1 distance between the class's persons and the table's
        requirements.append(Requirement("t-closeness", 0.4, "disease"))
    return frame, requirements, draw(st.sampled_from([0.0, 0.1, 0.3]))


def brute_force(frame, requirements, suppression):
    """(best precision, its nodes) over persons: every node, persons grouped by their frozenset of tuples. A person
    holds every diagnosis of their rows (rule P3): l counts the distinct diagnoses of a class's persons, t compares
    the class's (person, diagnosis) pairs with the table's."""
    k = requirements[0].value
    other = requirements[1] if len(requirements) > 1 else None
    by_person = {pid: rows for pid, rows in frame.groupby("pid")}
    held = {pid: set(rows["disease"]) for pid, rows in by_person.items()}
    table = pd.Series([d for ds in held.values() for d in ds]).value_counts(normalize=True)

    def fails(persons):
        if len(persons) < k:
            return True
        pairs = [d for p in persons for d in held[p]]
        if other is not None and other.model == "l-diversity":
            return len(set(pairs)) < other.value
        if other is not None and other.model == "t-closeness":
            shares = pd.Series(pairs).value_counts(normalize=True).reindex(table.index, fill_value=0.0)
            return 0.5 * float((shares - table).abs().sum()) > other.value + 1e-9
        return False

    allowed = int(np.floor(suppression * len(by_person) + 1e-9))
    best, nodes = None, []
    for levels in itertools.product(*(range(h + 1) for h in HEIGHTS)):
        classes = {}
        for pid, rows in by_person.items():
            record = frozenset(tuple(label(q, v, lv) for q, v, lv in zip(QIS, row, levels))
                               for row in rows[QIS].itertuples(index=False))
            classes.setdefault(record, []).append(pid)
        failing = sum(len(d) for d in classes.values() if fails(d))
        if failing > allowed:
            continue
        n = len(by_person)
        precision = ((n - failing) * float(np.mean(np.array(levels) / np.array(HEIGHTS))) + failing) / n
        if best is None or precision < best - 1e-12:
            best, nodes = precision, [levels]
        elif abs(precision - best) <= 1e-12:
            nodes.append(levels)
    return best, nodes


def classes_of_release(frame, released, suppressed):
    """Persons per set of released tuples, and the persons with every row suppressed."""
    table = released.to_frame()
    records, gone = {}, set()
    for pid in frame["pid"].unique():
        rows = np.flatnonzero(frame["pid"].to_numpy() == pid)
        if suppressed[rows].all():
            gone.add(pid)
            continue
        assert not suppressed[rows].any()  # whole persons only
        records.setdefault(frozenset(map(tuple, table.loc[rows, QIS].to_numpy())), set()).add(pid)
    return records, gone


def run(frame, requirements, suppression, algorithm="optimal"):
    data = Dataset.from_frame(frame.drop(columns="pid"), types={"zip": "string", "age": "string"})
    persons = pd.factorize(frame["pid"])[0]
    if algorithm == "optimal":
        return data, optimal_generalization(data, QIS, hierarchies(), requirements, suppression=suppression,
                                             metric="precision", persons=persons)
    problem = SearchProblem(data, QIS, requirements, hierarchies=hierarchies(), metric="precision",
                            suppression=suppression, options={"persons": persons})
    return data, heuristic_generalization(problem, NO_PROGRESS, NO_LIMITS)


@settings(max_examples=40, deadline=None)
@given(persons_tables(), st.sampled_from(["optimal", "heuristic"]))
def test_the_optimum_over_sets_of_tuples_equals_brute_force(case, algorithm):
    optimum_equals_brute_force(case, algorithm)


@settings(max_examples=60, deadline=None)
@given(st.booleans().flatmap(lambda varying: persons_tables(varying, diagnoses=True)), st.sampled_from(["optimal", "heuristic"]))
def test_a_diagnosis_per_admission_is_counted_over_its_persons_as_by_brute_force(case, algorithm):
    """Persons with several diagnoses: a class of one person may hold l of them, so neither the smallest
    passing class nor t-closeness's share of failing records may prune; the optimum still equals the brute
    force."""
    optimum_equals_brute_force(case, algorithm)


def optimum_equals_brute_force(case, algorithm):
    frame, requirements, suppression = case
    best, nodes = brute_force(frame, requirements, suppression)
    if best is None:
        with pytest.raises(NoSolution):
            run(frame, requirements, suppression, algorithm)
        return
    _data, result = run(frame, requirements, suppression, algorithm)
    if result.optimal:
        assert result.details["score"] == pytest.approx(best, abs=1e-9)
        assert tuple(result.transformation[q] for q in QIS) in nodes
    records, gone = classes_of_release(frame, result.released, result.suppressed)
    assert min(len(p) for p in records.values()) >= requirements[0].value
    assert len(gone) <= int(np.floor(suppression * frame["pid"].nunique() + 1e-9))
    if requirements[-1].model == "l-diversity":
        held = frame.groupby("pid")["disease"].agg(set)
        assert all(len(set().union(*(held[p] for p in ps))) >= requirements[-1].value for ps in records.values())


@settings(max_examples=25, deadline=None)
@given(persons_tables(varying=False), st.sampled_from(["precision", "loss", "discernibility"]))
def test_without_varying_qis_the_result_is_that_of_the_table_of_persons(case, metric):
    frame, requirements, suppression = case
    data = Dataset.from_frame(frame.drop(columns="pid"), types={"zip": "string", "age": "string"})
    persons = pd.factorize(frame["pid"])[0]
    first = frame.drop_duplicates("pid")
    table = Dataset.from_frame(first.drop(columns="pid").reset_index(drop=True),
                               types={"zip": "string", "age": "string"})
    try:
        expected = optimal_generalization(table, QIS, hierarchies(), requirements, suppression=suppression,
                                          metric=metric)
    except NoSolution:
        with pytest.raises(NoSolution):
            optimal_generalization(data, QIS, hierarchies(), requirements, suppression=suppression, metric=metric,
                                   persons=persons)
        return
    result = optimal_generalization(data, QIS, hierarchies(), requirements, suppression=suppression, metric=metric,
                                    persons=persons)
    assert result.transformation == expected.transformation
    assert result.details["score"] == pytest.approx(expected.details["score"], rel=1e-12, abs=1e-12)
    # person codes follow first appearance, as the rows of the table of persons do
    assert result.suppressed.tolist() == expected.suppressed[persons].tolist()


def test_two_tuples_that_merge_make_one_record():
    """A person aged 21 then 22 is one tuple at the 4-year level: a class with a person aged 22 only."""
    frame = pd.DataFrame({"pid": ["a", "a", "b", "c", "c", "d"], "age": ["21", "22", "22", "29", "30", "30"],
                          "zip": ["1001"] * 6, "sex": ["F"] * 6, "disease": ["flu"] * 6})
    _data, result = run(frame, [Requirement("k-anonymity", 2)], 0.0)
    assert result.transformation == {"age": 1, "zip": 0, "sex": 0}  # 20-23 / 28-31: {a, b} and {c, d}
    records, gone = classes_of_release(frame, result.released, result.suppressed)
    assert sorted(map(sorted, records.values())) == [["a", "b"], ["c", "d"]] and not gone


@pytest.mark.parametrize("block", [None, 3])
def test_two_persons_holding_three_diagnoses_are_a_3_diverse_class(block, monkeypatch):
    """By hand: at ages 20-23 / 28-31 the classes {a, b} and {c, d} each hold flu, ulcer and cancer, so they are
    distinct 3-diverse with two persons each: a search that still took l = 3 persons as the smallest passing class
    would suppress them both. (t-closeness with suppression makes the search screen nodes by that size.) With
    ``block`` the class x value counts are built one class at a time (``classes.class_spans``)."""
    if block is not None:
        monkeypatch.setattr("privdesk.engine.core.classes.BLOCK_CELLS", block)
    frame = pd.DataFrame({"pid": ["a", "a", "b", "c", "d", "d"], "age": ["21", "21", "22", "29", "30", "30"],
                          "zip": ["1001"] * 6, "sex": ["F"] * 6,
                          "disease": ["flu", "ulcer", "cancer", "flu", "ulcer", "cancer"]})
    requirements = [Requirement("k-anonymity", 2), Requirement("l-diversity", 3, "disease"),
                    Requirement("t-closeness", 0.9, "disease")]
    for algorithm in ("optimal", "heuristic"):
        _data, result = run(frame, requirements, 0.25, algorithm)
        assert result.transformation == {"age": 1, "zip": 0, "sex": 0}
        records, gone = classes_of_release(frame, result.released, result.suppressed)
        assert sorted(map(sorted, records.values())) == [["a", "b"], ["c", "d"]] and not gone
    from privdesk.engine.search.mondrian import mondrian

    data = Dataset.from_frame(frame.drop(columns="pid"), types={"zip": "string", "age": "string"})
    result = mondrian(data, QIS, k=2, l=3, sensitive="disease", hierarchies=hierarchies(),
                      persons=pd.factorize(frame["pid"])[0])
    records, _gone = classes_of_release(frame, result.released, np.zeros(len(frame), bool))
    assert sorted(map(sorted, records.values())) == [["a", "b"], ["c", "d"]]  # the first diagnoses alone: 2 each


@settings(max_examples=40, deadline=None)
@given(st.booleans().flatmap(lambda diagnoses: persons_tables(diagnoses=diagnoses)))
def test_mondrian_over_persons_gives_each_person_one_tuple_and_k_persons_a_class(case):
    """Also with a diagnosis per admission: a partition's l counts every diagnosis its persons hold."""
    from privdesk.engine.search.mondrian import mondrian

    frame, requirements, _suppression = case
    k = requirements[0].value
    l = int(requirements[-1].value) if requirements[-1].model == "l-diversity" else None
    data = Dataset.from_frame(frame.drop(columns="pid"), types={"zip": "string"})
    persons = pd.factorize(frame["pid"])[0]
    if frame["pid"].nunique() < k or (l and frame["disease"].nunique() < l):
        return
    result = mondrian(data, QIS, k=k, l=l, sensitive="disease" if l else None, hierarchies=hierarchies(),
                      persons=persons)
    table = result.released.to_frame()
    per_person = table.groupby(frame["pid"].to_numpy())[QIS].nunique()
    assert (per_person == 1).all().all()  # all rows of a person carry one tuple
    records, gone = classes_of_release(frame, result.released, np.zeros(len(frame), bool))
    assert not gone and min(len(p) for p in records.values()) >= k
    if l:
        held = frame.groupby("pid")["disease"].agg(set)
        assert all(len(set().union(*(held[p] for p in ps))) >= l for ps in records.values())


def test_a_population_table_is_refused_over_persons():
    from privdesk.engine.core.errors import InputError

    frame = pd.DataFrame({"pid": ["a", "a", "b"], "age": ["21", "22", "22"], "zip": ["1001"] * 3, "sex": ["F"] * 3,
                          "disease": ["flu"] * 3})
    data = Dataset.from_frame(frame.drop(columns="pid"), types={"zip": "string", "age": "string"})
    with pytest.raises(InputError, match="population"):
        optimal_generalization(data, QIS, hierarchies(), [Requirement("k-anonymity", 2)], population=data,
                               persons=pd.factorize(frame["pid"])[0])
