"""Strict multidimensional Mondrian (privdesk/engine/search/mondrian.py).

Properties on random tables (hypothesis): the release is k-anonymous (PrivDesk's check and pycanon), distinct
l-diverse when asked, keeps row order, every released value covers the original one, and Mondrian splits as far as
it can (no final class admits an allowed cut on an ordered attribute, nor an allowed split into hierarchy children).
Plus a worked example, the three split rules, bad input, progress/cancel and the Adult table.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pycanon import anonymity as pycanon

from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.classes import release_partition
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.progress import Cancelled, Progress
from privdesk.engine.models import k_anonymity
from privdesk.engine.models import distinct_l_diversity
from privdesk.engine.search.mondrian import mondrian
from tests.conftest import shared_data

LETTERS = list("abcdef")
HIERARCHY = Hierarchy.from_rows([[v, "abc" if v in "abc" else "def", "*"] for v in LETTERS])


# ----- helpers --------------------------------------------------------------------------------------------------------


def table(columns: dict[str, list], kinds: dict[str, str]) -> Dataset:
    frame = pd.DataFrame({name: [str(v) for v in values] for name, values in columns.items()})
    types = {name: ("integer" if kind == "num" else "string") for name, kind in kinds.items()}
    return Dataset.from_frame(frame, types=types)


def covers(released: str, original: str, kind: str, hierarchy_label: str | None = None) -> bool:
    if kind == "num":
        if released.startswith("["):
            low, high = (int(x) for x in released[1:-1].split(", "))
            return low <= int(original) <= high
        return released == original
    if kind == "hier":
        return released == hierarchy_label
    if released.startswith("{"):
        return original in released[1:-1].split(", ")
    return released == original


def splittable_ordered(values: np.ndarray, sens: np.ndarray | None, k: int, l: int | None) -> bool:
    """Oracle: is there a threshold t with k rows (and l sensitive values) on both sides of value ≤ t?"""
    for t in np.unique(values)[:-1]:
        left = values <= t
        if left.sum() < k or (~left).sum() < k:
            continue
        if l is not None and (len(set(sens[left])) < l or len(set(sens[~left])) < l):
            continue
        return True
    return False


def splittable_hierarchy(values: np.ndarray, sens: np.ndarray | None, k: int, l: int | None) -> bool:
    """Oracle: can the class be split into the children of its common hierarchy node, each with k rows (l values)?"""
    rows = {v: r for r, v in enumerate(HIERARCHY.values)}
    for level in range(HIERARCHY.levels):
        labels = np.array([HIERARCHY.rows[rows[v], level] for v in values])
        if len(set(labels)) == 1:
            break
    if level == 0:
        return False
    children = np.array([HIERARCHY.rows[rows[v], level - 1] for v in values])
    for child in set(children):
        part = children == child
        if part.sum() < k or (l is not None and len(set(sens[part])) < l):
            return False
    return True


@st.composite
def tables(draw, with_sensitive: bool = False):
    n = draw(st.integers(1, 500))
    q = draw(st.integers(1, 4))
    kinds = draw(st.lists(st.sampled_from(["num", "cat", "hier"]), min_size=q, max_size=q))
    seed = draw(st.integers(0, 2**32 - 1))
    rng = np.random.default_rng(seed)
    columns: dict[str, list] = {}
    for j, kind in enumerate(kinds):
        if kind == "num":
            high = draw(st.integers(0, 60))
            columns[f"q{j}"] = rng.integers(0, high + 1, n).tolist()
        else:
            columns[f"q{j}"] = rng.choice(LETTERS[: draw(st.integers(1, 6))], n).tolist()
    columns["id"] = list(range(n))
    if with_sensitive:
        columns["s"] = rng.choice(list("pqrst")[: draw(st.integers(1, 5))], n).tolist()
    qis = [f"q{j}" for j in range(q)]
    return columns, dict(zip(qis, kinds)), qis


def check_release(columns, kinds, qis, result, k, l=None):
    released = result.released
    frame = released.to_frame()
    n = len(columns["id"])
    # row order and the other columns are kept; nothing is suppressed
    assert frame["id"].tolist() == [str(i) for i in columns["id"]]
    assert released.names == list(columns)
    assert not result.suppressed.any() and result.suppressed.shape == (n,)
    # k-anonymity: PrivDesk and pycanon agree
    release = release_partition(released, qis)
    assert k_anonymity(release).value >= k
    assert pycanon.k_anonymity(frame, qis) >= k
    # a class generalized to '*' on every QI reads as suppressed rows (SPEC §0); it is still a class of ≥ k rows
    assert release.suppressed == 0 or release.suppressed >= k
    assert release.n_classes + (release.suppressed > 0) == result.details["classes"]
    if l is not None:
        sens = released.column("s")
        assert distinct_l_diversity(release.value_counts(sens.codes, len(sens.values))).value >= l
        assert pycanon.l_diversity(frame, qis, ["s"]) >= l
    # every released value covers its original
    hier_qis = [q for q in qis if kinds[q] == "hier"]
    if hier_qis:
        assert result.row_levels is not None and result.row_levels.shape == (n, len(qis))
    else:
        assert result.row_levels is None
    for j, q in enumerate(qis):
        original = [str(v) for v in columns[q]]
        labels = [None] * n
        if kinds[q] == "hier":
            rows = {v: r for r, v in enumerate(HIERARCHY.values)}
            labels = [HIERARCHY.rows[rows[v], lvl] for v, lvl in zip(original, result.row_levels[:, j])]
        elif result.row_levels is not None:
            assert (result.row_levels[:, j] == -1).all()
        for r in range(n):
            assert covers(frame[q].iloc[r], original[r], kinds[q], labels[r]), (q, r, frame[q].iloc[r], original[r])
    # minimality: no final class can still be split on an ordered attribute or into hierarchy children
    classes = release.class_of_row
    sens_values = np.array([str(v) for v in columns["s"]]) if l is not None else None
    for c in range(release.n_classes):
        members = classes == c
        if members.sum() < 2 * k:
            continue
        part_sens = sens_values[members] if sens_values is not None else None
        for q in qis:
            values = np.asarray(columns[q])[members]
            if kinds[q] == "num":
                assert not splittable_ordered(values, part_sens, k, l), (c, q)
            elif kinds[q] == "hier":
                assert not splittable_hierarchy(values, part_sens, k, l), (c, q)


SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# ----- properties -----------------------------------------------------------------------------------------------------


@SETTINGS
@given(tables(), st.integers(2, 6), st.sampled_from(["classic", "decision", "weighted"]))
def test_random_tables_are_k_anonymous_and_maximally_split(drawn, k, split):
    columns, kinds, qis = drawn
    data = table(columns, {**kinds, "id": "num"})
    hierarchies = {q: HIERARCHY for q in qis if kinds[q] == "hier"}
    weights = {q: j + 1 for j, q in enumerate(qis)}
    if len(columns["id"]) < k:
        with pytest.raises(InputError, match="rows"):
            mondrian(data, qis, k=k, hierarchies=hierarchies, weights=weights, split=split)
        return
    result = mondrian(data, qis, k=k, hierarchies=hierarchies, weights=weights, split=split)
    assert result.algorithm == "mondrian" and result.transformation is None
    assert result.details["split"] == split
    assert result.details["splits"] >= 0
    check_release(columns, kinds, qis, result, k)


@SETTINGS
@given(tables(with_sensitive=True), st.integers(2, 5), st.integers(1, 3),
       st.sampled_from(["classic", "decision", "weighted"]))
def test_random_tables_with_distinct_l_diversity(drawn, k, l, split):
    columns, kinds, qis = drawn
    data = table(columns, {**kinds, "id": "num", "s": "cat"})
    hierarchies = {q: HIERARCHY for q in qis if kinds[q] == "hier"}
    n, distinct = len(columns["id"]), len(set(columns["s"]))
    if n < k or distinct < l:
        with pytest.raises(InputError):
            mondrian(data, qis, k=k, l=l, sensitive="s", hierarchies=hierarchies, split=split)
        return
    result = mondrian(data, qis, k=k, l=l, sensitive="s", hierarchies=hierarchies, split=split)
    check_release(columns, kinds, qis, result, k, l)


@pytest.mark.parametrize("k", [2, 3, 5])
def test_distinct_rows_are_split(k):
    """2k rows with distinct values: the median cut leaves k on each side, so at least two classes."""
    n = 2 * k
    data = table({"age": list(range(20, 20 + n)), "zip": [f"z{i}" for i in range(n)]}, {"age": "num", "zip": "cat"})
    result = mondrian(data, ["age", "zip"], k=k)
    assert result.details["classes"] >= 2
    assert k_anonymity(release_partition(result.released, ["age", "zip"])).value >= k


# ----- worked examples --------------------------------------------------------------------------------------------------


def test_worked_example_median_cuts():
    """SPEC §2's toy ages, k = 2: the median cut gives {23, 25, 31} | {33, 41, 47}; each has < 2k rows, so stops."""
    data = table({"age": [23, 25, 31, 33, 41, 47], "sex": list("MMFFMF")}, {"age": "num", "sex": "cat"})
    result = mondrian(data, ["age"], k=2)
    assert result.released.to_frame()["age"].tolist() == ["[23, 31]"] * 3 + ["[33, 47]"] * 3
    assert result.released.to_frame()["sex"].tolist() == list("MMFFMF")
    assert result.details == {"classes": 2, "split": "classic", "splits": 1}
    assert result.row_levels is None
    # k = 1 splits down to single values; the value itself is released
    single = mondrian(data, ["age", "sex"], k=1)
    assert single.released.to_frame()["age"].tolist() == ["23", "25", "31", "33", "41", "47"]
    assert single.details["classes"] == 6


def test_many_equal_values_move_the_cut():
    """The median value 5 fills most rows: left ≤ 5 would leave 1 row on the right, so the cut moves to ≤ 1."""
    data = table({"x": [1, 1, 5, 5, 5, 5, 5, 9]}, {"x": "num"})
    result = mondrian(data, ["x"], k=2)
    assert result.released.to_frame()["x"].tolist() == ["1"] * 2 + ["[5, 9]"] * 6
    # with k = 3 neither cut (≤ 1: 2 rows left; ≤ 5: 1 row right) keeps 3 rows on both sides: one class
    assert mondrian(data, ["x"], k=3).released.to_frame()["x"].tolist() == ["[1, 9]"] * 8


def test_l_diversity_moves_the_cut_off_the_median():
    """The median cut x ≤ 4 leaves only 'p' on the left; the allowed cut closest to it is x ≤ 5."""
    data = table({"x": [1, 2, 3, 4, 5, 6, 7, 8], "s": list("ppppqppq")}, {"x": "num", "s": "cat"})
    result = mondrian(data, ["x"], k=2, l=2, sensitive="s")
    assert result.released.to_frame()["x"].tolist() == ["[1, 5]"] * 5 + ["[6, 8]"] * 3
    assert mondrian(data, ["x"], k=2).released.to_frame()["x"].tolist()[:4] == ["[1, 2]"] * 2 + ["[3, 4]"] * 2


def test_categorical_without_hierarchy_releases_sets():
    data = table({"c": list("aaaabbcd")}, {"c": "cat"})
    result = mondrian(data, ["c"], k=3)
    # frequency order a(4) b(2) c(1) d(1): the allowed cut closest to half is {a} | {b, c, d}
    assert result.released.to_frame()["c"].tolist() == ["a"] * 4 + ["{b, c, d}"] * 4
    # k = 2: {b, c, d} (4 rows) splits again in its own frequency order, {b} | {c, d}
    finer = mondrian(data, ["c"], k=2)
    assert finer.released.to_frame()["c"].tolist() == ["a"] * 4 + ["b", "b", "{c, d}", "{c, d}"]


def test_hierarchy_splits_into_children_and_fills_levels():
    data = table({"c": list("aabbddee"), "x": [1, 2, 3, 4, 5, 6, 7, 8]}, {"c": "cat", "x": "num"})
    result = mondrian(data, ["c"], k=2, hierarchies={"c": HIERARCHY})
    assert result.released.to_frame()["c"].tolist() == ["a", "a", "b", "b", "d", "d", "e", "e"]
    assert result.row_levels.tolist() == [[0]] * 8
    coarse = mondrian(data, ["c"], k=3, hierarchies={"c": HIERARCHY})
    assert coarse.released.to_frame()["c"].tolist() == ["abc"] * 4 + ["def"] * 4
    assert coarse.row_levels[:, 0].tolist() == [1] * 8
    # 5 rows under 'abc' and 3 under 'def' with k = 4: the children split is not allowed; the top label is released
    skewed = table({"c": list("aaabcdde")}, {"c": "cat"})
    top = mondrian(skewed, ["c"], k=4, hierarchies={"c": HIERARCHY})
    assert top.released.to_frame()["c"].tolist() == ["*"] * 8
    assert top.row_levels[:, 0].tolist() == [2] * 8


def test_hierarchy_with_several_top_labels_gets_a_root():
    two_tops = Hierarchy.from_rows([[v, "abc" if v in "abc" else "def"] for v in LETTERS])
    data = table({"c": list("abde")}, {"c": "cat"})
    result = mondrian(data, ["c"], k=4, hierarchies={"c": two_tops})
    assert result.released.to_frame()["c"].tolist() == ["*"] * 4
    assert result.row_levels[:, 0].tolist() == [2] * 4    # the extended hierarchy's root level
    split = mondrian(data, ["c"], k=2, hierarchies={"c": two_tops})
    assert split.released.to_frame()["c"].tolist() == ["abc", "abc", "def", "def"]


def test_failing_and_missing_values_of_a_numeric_column():
    frame = pd.DataFrame({"x": ["1", "2", "3", "abc", "", "4"]})
    data = Dataset.from_frame(frame, types={"x": "integer"})
    result = mondrian(data, ["x"], k=6)
    assert result.released.to_frame()["x"].tolist() == ["{[1, 4], abc, (missing)}"] * 6
    split = mondrian(data, ["x"], k=3)
    assert split.released.to_frame()["x"].tolist() == ["[1, 3]"] * 3 + ["{4, abc, (missing)}"] * 3


def test_split_rules_differ():
    """Three rules, one table (found by search over small random tables): three different releases. Classic and
    decision tie at the root (every normalised range and variance is 1 there) and split 'a'; weighted with b's
    weight 3 splits 'b' first; below the root decision's variance/risk and classic's range choose differently."""
    a = [3, 8, 5, 0, 7, 7, 8, 1, 0, 8, 0, 5]
    b = [0, 2, 4, 4, 4, 0, 0, 1, 0, 6, 5, 6]
    data = table({"a": a, "b": b}, {"a": "num", "b": "num"})
    releases = {split: mondrian(data, ["a", "b"], k=2, split=split, weights={"a": 1, "b": 3})
                for split in ("classic", "decision", "weighted")}
    frames = {split: r.released.to_frame() for split, r in releases.items()}
    assert not frames["classic"].equals(frames["decision"])
    assert not frames["classic"].equals(frames["weighted"])
    assert not frames["decision"].equals(frames["weighted"])
    for split, result in releases.items():
        assert k_anonymity(release_partition(result.released, ["a", "b"])).value >= 2
        assert result.details["split"] == split


def test_weights_change_the_weighted_rule_only_through_their_ratio():
    a = [3, 8, 5, 0, 7, 7, 8, 1, 0, 8, 0, 5]
    b = [0, 2, 4, 4, 4, 0, 0, 1, 0, 6, 5, 6]
    data = table({"a": a, "b": b}, {"a": "num", "b": "num"})
    one = mondrian(data, ["a", "b"], k=2, split="weighted", weights={"a": 1, "b": 3})
    scaled = mondrian(data, ["a", "b"], k=2, split="weighted", weights={"a": 10, "b": 30})
    assert one.released.to_frame().equals(scaled.released.to_frame())


# ----- input, progress --------------------------------------------------------------------------------------------------


def test_bad_input():
    data = table({"x": [1, 2, 3, 4], "s": list("pqpq")}, {"x": "num", "s": "cat"})
    with pytest.raises(InputError, match="rows"):
        mondrian(data, ["x"], k=5)
    with pytest.raises(InputError, match="split rule"):
        mondrian(data, ["x"], k=2, split="greedy")
    with pytest.raises(InputError, match="sensitive"):
        mondrian(data, ["x"], k=2, l=2)
    with pytest.raises(InputError, match="3-diverse"):
        mondrian(data, ["x"], k=2, l=3, sensitive="s")
    with pytest.raises(InputError, match="no column"):
        mondrian(data, ["y"], k=2)
    with pytest.raises(InputError, match="k must"):
        mondrian(data, ["x"], k=0)
    with pytest.raises(InputError, match="quasi-identifier"):
        mondrian(data, [], k=2)
    with pytest.raises(InputError, match="weight"):
        mondrian(data, ["x"], k=2, split="weighted", weights={"x": -1})


def test_progress_and_cancel():
    rng = np.random.default_rng(3)
    data = table({"x": rng.integers(0, 1000, 3000).tolist()}, {"x": "num"})
    seen = []
    mondrian(data, ["x"], k=2, progress=Progress(lambda f, m: seen.append(f)))
    assert seen[0] == 0.0 and seen[-1] == 1.0 and len(seen) > 3
    assert seen == sorted(seen)
    cancelling = Progress()
    cancelling.cancel.set()
    with pytest.raises(Cancelled):
        mondrian(data, ["x"], k=2, progress=cancelling)


# ----- real data ----------------------------------------------------------------------------------------------------------


def test_adult_k5():
    from privdesk.io.tables import open_table

    data = open_table(shared_data("arx", "adult.csv"))
    education = Hierarchy.read_csv(shared_data("arx", "adult_hierarchy_education.csv"))
    qis = ["age", "sex", "race", "education"]
    result = mondrian(data, qis, k=5, hierarchies={"education": education})
    release = release_partition(result.released, qis)
    assert k_anonymity(release).value >= 5
    assert pycanon.k_anonymity(result.released.to_frame(), qis) >= 5
    assert release.n_classes == result.details["classes"] > 100
    levels = result.row_levels
    assert levels.shape == (data.n_rows, 4)
    assert (levels[:, [0, 1, 2]] == -1).all() and levels[:, 3].min() >= 0 and levels[:, 3].max() <= education.height
    # every released education label is the original's label at the row's level
    bound = education.bind(data.column("education"))
    released = result.released.to_frame()["education"].to_numpy()
    expected = np.array([education.labels[lvl][bound[lvl][code]]
                         for lvl, code in zip(levels[:, 3], data.column("education").codes)], dtype=object)
    assert (released == expected).all()
    assert result.released.to_frame()["salary-class"].equals(data.to_frame()["salary-class"])
