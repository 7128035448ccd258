"""Greedy (αij,k,m)-anonymization (SPEC §5, seed 003): the worked trace on the 12 records, validity of every class
by the (αij,k,m) check, leftover handling, generalisation of the QIs, and random tables (hypothesis)."""

from __future__ import annotations

import json

import numpy as np
import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pycanon import anonymity as pycanon

from privdesk.engine.attributes.hierarchy_builders import masking
from privdesk.engine.attributes.sensitivity_levels import SensitivityLevels
from privdesk.engine.core.classes import SUPPRESSED_LABEL, partition, release_partition
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.progress import Cancelled, Progress
from privdesk.engine.models.graded_alpha import graded_alpha
from privdesk.engine.search.greedy.greedy_msa import greedy_msa
from privdesk.engine.search.result import Anonymization

# ----- SPEC §5's 12 records ------------------------------------------------------------------------------------

RECORDS = {  # t: (Physician, Disease, zip)
    1: ("John", "Parkinson", "47601"), 2: ("Sam", "Parkinson", "47711"), 3: ("John", "Cancer", "47712"),
    4: ("Mary", "HIV", "47602"), 5: ("Aaron", "Heart Disease", "47901"), 6: ("Anne", "Diabetes", "47902"),
    7: ("John", "HIV", "47903"), 8: ("Abbott", "Heart Disease", "47904"), 9: ("Adonis", "Viral Infection", "47605"),
    10: ("Adam", "Fever", "47606"), 11: ("Adam", "Flu", "47718"), 12: ("Albert", "Fever", "47719"),
}
DISEASES = [["Cancer", "HIV"], ["Parkinson"], ["Heart Disease", "Diabetes"], ["Viral Infection", "Flu"], ["Fever"]]
PHYSICIANS = [["Aaron"], ["John"], ["Adonis"], ["Adam"], ["Mary"], ["Anne"], ["Sam"], ["Abbott"], ["Albert"]]


def spec_levels(alpha: float | None = None) -> dict[str, SensitivityLevels]:
    """Disease first, Physician second; α = ``alpha`` everywhere, or the paper's α11..α15 and α21..α29."""
    disease_alpha = [alpha] * 5 if alpha else [0.3, 0.35, 0.4, 0.45, 0.5]
    physician_alpha = [alpha] * 9 if alpha else [0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65]
    return {"Disease": SensitivityLevels(DISEASES, disease_alpha, "Disease"),
            "Physician": SensitivityLevels(PHYSICIANS, physician_alpha, "Physician")}


def spec_table() -> Dataset:
    frame = pd.DataFrame({
        "id": [f"t{t}" for t in RECORDS],
        "age": [str(30 + t) for t in RECORDS],
        "zip": [z for _, _, z in RECORDS.values()],
        "Physician": [p for p, _, _ in RECORDS.values()],
        "Disease": [d for _, d, _ in RECORDS.values()],
    })
    return Dataset.from_frame(frame, types={"zip": "string"})


def row(t: int) -> int:
    return t - 1


def run_spec(**options) -> Anonymization:
    options.setdefault("leftover", "suppress")
    return greedy_msa(spec_table(), ["age", "zip"], spec_levels(options.pop("alpha", 0.25)), k=4, id_column="id",
                      **options)


def algorithm_check(dataset: Dataset, result: Anonymization, levels: dict[str, SensitivityLevels]):
    """(αij,k,m) check of the algorithm's classes (suppressed rows in no class)."""
    classes = np.full(dataset.n_rows, -1)
    for number, members in enumerate(result.details["classes"]):
        assert (classes[members] == -1).all(), "a row is in two classes"
        classes[members] = number
    suppressed = classes < 0
    assert (suppressed == result.suppressed).all()
    part = partition(np.where(suppressed, 0, classes), suppressed if suppressed.any() else None)
    row_levels = {name: table.level_of(dataset[name])[dataset[name].codes] for name, table in levels.items()}
    return part, graded_alpha(part, row_levels, {name: table.alphas for name, table in levels.items()})


# ----- the worked trace ------------------------------------------------------------------------------------------

def test_the_spec_trace_step_by_step():
    result = run_spec()
    trace = result.details["trace"]
    json.dumps(result.details)                                    # JSON-ready
    steps = [(s["class"], s["action"], s.get("id")) for s in trace if s["action"] in ("take", "remove", "insert")]
    assert steps[:6] == [(1, "take", "t3"), (1, "take", "t10"), (1, "take", "t1"), (1, "take", "t9"),
                         (1, "remove", "t3"), (1, "insert", "t4")]
    sides = [s["side"] for s in trace[:4]]
    assert sides == ["highest", "lowest", "highest", "lowest"]
    removal = next(s for s in trace if s["action"] == "remove")
    assert removal["attribute"] == "Physician" and removal["level"] == 2 and removal["shared_with_id"] == "t1"
    assert removal["row"] == row(3) and removal["levels"] == {"Disease": 1, "Physician": 2}
    forms = [s for s in trace if s["action"] == "form"]
    assert [f["ids"] for f in forms] == [["t10", "t1", "t9", "t4"], ["t3", "t12", "t2", "t11"]]
    assert steps[6:10] == [(2, "take", "t3"), (2, "take", "t12"), (2, "take", "t2"), (2, "take", "t11")]
    # class 3 takes t7 (HIV) and t5 (Heart Disease), then no free Disease level is left: building stops
    assert steps[10:] == [(3, "take", "t7"), (3, "take", "t5")]
    failure = next(s for s in trace if s["action"] == "fail")
    assert failure["class"] == 3 and failure["returned_ids"] == ["t7", "t5"]


def test_the_spec_classes_and_leftovers():
    result = run_spec()
    details = result.details
    assert details["classes"] == [[row(10), row(1), row(9), row(4)], [row(3), row(12), row(2), row(11)]]
    assert details["class_ids"] == [["t10", "t1", "t9", "t4"], ["t3", "t12", "t2", "t11"]]
    assert details["leftovers"] == [row(t) for t in (5, 6, 7, 8)]
    assert details["leftover_ids"] == ["t5", "t6", "t7", "t8"]
    assert details["suppressed"] == 4 and result.suppressed_count == 4
    assert result.suppressed.tolist() == [t in (5, 6, 7, 8) for t in RECORDS]
    assert "fewer than k free levels of Disease" in details["stop"]


@pytest.mark.parametrize("alpha", [0.25, None])        # α = 1/k, and the paper's α of §3.2
def test_the_spec_release_is_alpha_ij_4_2_anonymous(alpha):
    levels = spec_levels(alpha)
    result = greedy_msa(spec_table(), ["age", "zip"], levels, k=4, leftover="suppress")
    assert result.details["classes"] == [[9, 0, 8, 3], [2, 11, 1, 10]]
    _, check = algorithm_check(spec_table(), result, levels)
    assert check.satisfies(4) and not check.satisfies(5)
    for attribute in check.attributes:
        assert attribute.repeated_classes == 0 and attribute.max_share == 0.25
    release = release_partition(result.released, ["age", "zip"])   # the released table as an auditor sees it
    row_levels = {name: table.level_of(result.released[name])[result.released[name].codes]
                  for name, table in levels.items()}
    assert graded_alpha(release, row_levels, {n: t.alphas for n, t in levels.items()}).satisfies(4)
    assert result.details["release"] == {"classes": 2, "merged_classes": 0, "rows_released_as_suppressed": 0,
                                         "k": 4, "levels_hold": True,
                                         "repeated_level_classes": {"Disease": 0, "Physician": 0}}


def test_released_values_of_the_spec_classes():
    result = run_spec()
    frame = result.released.to_frame()
    original = spec_table().to_frame()
    assert len(frame) == 12 and list(frame.columns) == list(original.columns)
    # class 1 = t10, t1, t9, t4 (ages 40, 31, 39, 34); class 2 = t3, t12, t2, t11 (ages 33, 42, 32, 41)
    for t in (10, 1, 9, 4):
        assert frame.loc[row(t), "age"] == "[31, 40]"
        assert frame.loc[row(t), "zip"] == "{47601, 47602, 47605, 47606}"
    for t in (3, 12, 2, 11):
        assert frame.loc[row(t), "age"] == "[32, 42]"
        assert frame.loc[row(t), "zip"] == "{47711, 47712, 47718, 47719}"
    for t in (5, 6, 7, 8):
        assert frame.loc[row(t), "age"] == SUPPRESSED_LABEL and frame.loc[row(t), "zip"] == SUPPRESSED_LABEL
    for name in ("id", "Physician", "Disease"):                   # other columns unchanged, row order kept
        assert frame[name].tolist() == original[name].tolist()
    assert result.row_levels is None and result.algorithm and result.qis == ["age", "zip"]


def test_hierarchy_generalises_to_the_lowest_common_level():
    data = spec_table()
    hierarchy = masking(data["zip"].values)
    result = greedy_msa(data, ["zip"], spec_levels(0.25), k=4, hierarchies={"zip": hierarchy},
                        leftover="suppress")
    frame = result.released.to_frame()
    assert [frame.loc[row(t), "zip"] for t in (10, 1, 9, 4)] == ["4760*"] * 4
    assert [frame.loc[row(t), "zip"] for t in (3, 12, 2, 11)] == ["4771*"] * 4
    assert [frame.loc[row(t), "zip"] for t in (5, 6, 7, 8)] == ["*"] * 4
    expected = [5 if t in (5, 6, 7, 8) else 1 for t in RECORDS]   # ARX levels; suppressed rows at the top
    assert result.row_levels.shape == (12, 1) and result.row_levels[:, 0].tolist() == expected


# ----- leftovers ---------------------------------------------------------------------------------------------------

def test_leftovers_are_added_to_classes_that_stay_valid():
    levels = spec_levels(0.25)
    result = run_spec(leftover="add")
    details = result.details
    # t5 (Heart Disease 3, Aaron 1) fits both classes at distance 3 from their top levels: the first class wins;
    # t6 (Diabetes 3, Anne 6) then only fits class 2; t7 (HIV 1) and t8 (Heart Disease 3) repeat a Disease level.
    assert details["added"] == [[row(5), 1], [row(6), 2]]
    assert details["class_ids"] == [["t10", "t1", "t9", "t4", "t5"], ["t3", "t12", "t2", "t11", "t6"]]
    assert details["suppressed_rows"] == [row(7), row(8)] and result.suppressed_count == 2
    assert details["leftovers"] == [row(t) for t in (5, 6, 7, 8)]
    actions = [(s["action"], s["id"], s["class"]) for s in details["trace"] if s["action"] in ("add", "suppress")]
    assert actions == [("add", "t5", 1), ("add", "t6", 2), ("suppress", "t7", None), ("suppress", "t8", None)]
    _, check = algorithm_check(spec_table(), result, levels)
    assert check.satisfies(4) and check.k.value == 5
    assert all(a.max_share == pytest.approx(0.2) for a in check.attributes)


def test_a_leftover_joins_no_class_whose_alpha_it_would_break():
    # with the paper's α, Disease level 3 has α13 = 0.4 and Physician level 1 α21 = 0.25: a fifth record is fine
    result = run_spec(leftover="add", alpha=None)
    assert result.details["added"] == [[row(5), 1], [row(6), 2]]
    # α = 0.24 < 1/4: every class needs 5 records (Disease has 5 levels, so that is possible)
    tight = run_spec(leftover="add", alpha=0.24)
    assert tight.details["classes"] and all(len(c) == 5 for c in tight.details["classes"])
    _, check = algorithm_check(spec_table(), tight, spec_levels(0.24))
    assert check.satisfies(5)
    # α = 0.19 < 1/5: no class can hold any record (at most 5 distinct Disease levels); all are suppressed
    none = run_spec(leftover="add", alpha=0.19)
    assert none.details["classes"] == [] and none.suppressed_count == 12
    assert none.details["leftovers"] == list(range(12))


def test_suppress_mode_suppresses_every_leftover():
    result = run_spec(leftover="suppress")
    assert result.details["added"] == [] and result.details["suppressed_rows"] == [4, 5, 6, 7]


# ----- extensions: α below 1/k, the fallback search ---------------------------------------------------------------

def test_a_class_grows_until_every_share_is_within_alpha():
    # one attribute, 6 levels; level 1 allows a share of 0.2, so a class holding it needs 5 records although k = 2
    values = [f"v{j}" for j in range(1, 7)]
    levels = {"S": SensitivityLevels([[v] for v in values], [0.2, 1, 1, 1, 1, 1], "S")}
    data = Dataset.from_frame(pd.DataFrame({"q": [str(i) for i in range(12)], "S": values * 2}))
    result = greedy_msa(data, ["q"], levels, k=2, leftover="suppress")
    sizes = [len(c) for c in result.details["classes"]]
    assert sizes[0] >= 5 and all(s >= 2 for s in sizes)
    assert any(s["action"] == "grow" for s in result.details["trace"])
    _, check = algorithm_check(data, result, levels)
    assert check.satisfies(2)


def test_records_whose_alpha_no_class_can_meet_are_left_over():
    # level 1's α = 0.1 needs 10 distinct levels in a class, but the attribute has 4: v1's records are excluded
    values = ["v1", "v2", "v3", "v4"]
    levels = {"S": SensitivityLevels([[v] for v in values], [0.1, 1, 1, 1], "S")}
    data = Dataset.from_frame(pd.DataFrame({"q": [str(i) for i in range(8)], "S": values * 2}))
    result = greedy_msa(data, ["q"], levels, k=3, leftover="add")
    assert result.details["classes"] == [[1, 3, 2], [5, 7, 6]]
    assert result.details["suppressed_rows"] == [0, 4]
    assert [s["row"] for s in result.details["trace"] if s["action"] == "exclude"] == [0, 4]


def test_when_the_greedy_fails_a_search_still_finds_a_class():
    # (Disease, Physician) levels: A (2,2), B (5,4), C (3,3), D (4,4), E (5,5); B comes before E in level 5.
    # Greedy: A, B, C, D; B and D share Physician 4, D (Disease 4) goes, and nothing has Disease 1/4 with
    # Physician 1/5. The search finds {A, E, C, D}, which the SPEC's stop rule ("no class can be formed") needs.
    levels = {"D": SensitivityLevels([["d1"], ["d2"], ["d3"], ["d4"], ["d5a", "d5b"]], [1] * 5, "D"),
              "P": SensitivityLevels([["p1"], ["p2"], ["p3"], ["p4"], ["p5"]], [1] * 5, "P")}
    frame = pd.DataFrame({"id": list("ABCDE"), "q": ["1", "2", "3", "4", "5"],
                          "D": ["d2", "d5a", "d3", "d4", "d5b"], "P": ["p2", "p4", "p3", "p4", "p5"]})
    data = Dataset.from_frame(frame)
    result = greedy_msa(data, ["q"], levels, k=4, leftover="suppress", id_column="id")
    assert result.details["class_ids"] == [["A", "E", "C", "D"]]
    assert result.details["leftover_ids"] == ["B"]
    actions = [s["action"] for s in result.details["trace"]]
    assert "fail" in actions and "search" in actions
    _, check = algorithm_check(data, result, levels)
    assert check.satisfies(4)


# ----- the release as an auditor sees it ---------------------------------------------------------------------------

def test_classes_generalised_alike_are_reported_as_merged():
    # with leftovers added, both classes' zips climb to 47***: one released class of 10 repeating levels
    data = spec_table()
    result = greedy_msa(data, ["zip"], spec_levels(0.25), k=4, hierarchies={"zip": masking(data["zip"].values)},
                        leftover="add")
    assert set(result.released.to_frame()["zip"]) == {"47***", "*"}
    release = result.details["release"]
    assert release["classes"] == 1 and release["merged_classes"] == 1 and release["k"] == 10
    assert release["rows_released_as_suppressed"] == 0
    assert release["levels_hold"] is False
    _, check = algorithm_check(data, result, spec_levels(0.25))   # the algorithm's own classes are valid
    assert check.satisfies(4)


# ----- parameters, progress ------------------------------------------------------------------------------------

def test_bad_parameters_are_input_errors():
    data, levels = spec_table(), spec_levels(0.25)
    with pytest.raises(InputError, match="k must"):
        greedy_msa(data, ["age"], levels, k=0)
    with pytest.raises(InputError, match="leftover"):
        greedy_msa(data, ["age"], levels, k=2, leftover="drop")
    with pytest.raises(InputError, match="level table"):
        greedy_msa(data, ["age"], {}, k=2)
    with pytest.raises(InputError, match="no column"):
        greedy_msa(data, ["height"], levels, k=2)
    with pytest.raises(InputError, match="no level"):
        greedy_msa(data, ["age"], {"zip": SensitivityLevels([["47601"]], [1])}, k=2)


def test_progress_is_reported_and_cancellation_stops():
    seen = []
    run_spec(progress=Progress(lambda fraction, message: seen.append(fraction)))
    assert seen and seen[-1] == 1.0 and seen == sorted(seen)
    progress = Progress()
    progress.cancel.set()
    with pytest.raises(Cancelled):
        run_spec(progress=progress)


def test_without_trace_and_single_attribute():
    data = spec_table()
    levels = {"Disease": spec_levels(0.25)["Disease"]}
    result = greedy_msa(data, ["age"], levels, k=4, trace=False, leftover="suppress")
    assert "trace" not in result.details
    # (αi,k) with Disease alone: class 1 = t3, t10, t1, t9 (no swap); class 2 = t4, t12, t2, t11; then t7, t5
    # and no third free level
    assert result.details["classes"] == [[row(3), row(10), row(1), row(9)], [row(4), row(12), row(2), row(11)]]
    assert result.details["leftovers"] == [row(t) for t in (5, 6, 7, 8)]
    _, check = algorithm_check(data, result, levels)
    assert check.satisfies(4)


# ----- random tables ------------------------------------------------------------------------------------------------

@st.composite
def tables(draw):
    n = draw(st.integers(10, 300))
    m = draw(st.integers(1, 3))
    seed = draw(st.integers(0, 2**32 - 1))
    rng = np.random.default_rng(seed)
    columns = {"age": rng.integers(18, 90, n).astype(str),
               "zip": rng.choice(["47601", "47602", "47611", "47905", "48001"], n),
               "note": rng.choice(["x", "y"], n)}
    levels = {}
    for i in range(m):
        c = draw(st.integers(3, 8))
        values = [f"s{i}v{j}" for j in range(c + int(rng.integers(0, 5)))]
        mapping = {v: j % c + 1 for j, v in enumerate(values)}
        alphas = None if rng.random() < 0.5 else [float(a) for a in rng.uniform(0.1, 1.0, c)]
        levels[f"S{i}"] = SensitivityLevels.from_mapping(mapping, alphas, f"S{i}")
        weights = rng.dirichlet(np.full(len(values), rng.uniform(0.3, 3.0)))
        columns[f"S{i}"] = rng.choice(values, n, p=weights)
    k = draw(st.integers(1, 6))
    leftover = draw(st.sampled_from(["add", "suppress"]))
    with_hierarchy = draw(st.booleans())
    return Dataset.from_frame(pd.DataFrame(columns), types={"zip": "string"}), levels, k, leftover, with_hierarchy


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tables())
def test_random_tables_give_valid_classes(case):
    data, levels, k, leftover, with_hierarchy = case
    qis = ["age", "zip"]
    hierarchies = {"zip": masking(data["zip"].values)} if with_hierarchy else None
    result = greedy_msa(data, qis, levels, k=k, hierarchies=hierarchies, leftover=leftover)
    details = result.details
    part, check = algorithm_check(data, result, levels)
    if part.n_classes:
        assert check.satisfies(k)                                      # size ≥ k, no repeated level, shares ≤ α
    # rows kept in order, non-QI columns unchanged, suppressed rows all '*'
    released, original = result.released.to_frame(), data.to_frame()
    assert len(released) == data.n_rows
    for name in original.columns:
        if name not in qis:
            assert released[name].tolist() == original[name].tolist()
    for name in qis:
        assert (released.loc[result.suppressed, name] == SUPPRESSED_LABEL).all()
    for members in details["classes"]:                                 # one released QI tuple per class
        assert len(released.loc[members, qis].drop_duplicates()) == 1
    # leftovers: "suppress" suppresses them all; "add" suppresses only some of them
    if leftover == "suppress":
        assert details["suppressed_rows"] == details["leftovers"]
    else:
        assert set(details["suppressed_rows"]) <= set(details["leftovers"])
        assert len(details["added"]) + len(details["suppressed_rows"]) == len(details["leftovers"])
    # the released table: classes that generalise alike merge, which keeps k and every share within α
    release = release_partition(result.released, qis)
    row_levels = {name: table.level_of(data[name])[data[name].codes] for name, table in levels.items()}
    audit = graded_alpha(release, row_levels, {name: table.alphas for name, table in levels.items()})
    assert audit.k.satisfies(k)
    assert all(a.share_ratio.value <= 1 + 1e-9 for a in audit.attributes)
    assert details["release"]["levels_hold"] == audit.levels_hold
    kept = released.loc[~result.suppressed].reset_index(drop=True)
    if len(kept):  # the independent oracle: pycanon's k-anonymity of the kept rows
        assert pycanon.k_anonymity(kept, qis) >= k
    if with_hierarchy:
        assert result.row_levels is None                              # age has no hierarchy
    json.dumps(details)


def test_hospital_sample_two_attributes():
    """The bundled sample (5,000 rows; diagnosis and physician level tables; k = 4): valid classes, and the report
    of how the hierarchies merge them in the release."""
    from pathlib import Path

    from privdesk.engine.attributes.hierarchy import Hierarchy
    from privdesk.io.csv_reader import read_csv

    base = Path(__file__).resolve().parents[3] / "resources" / "samples" / "hospital"
    data = read_csv(base / "hospital.csv")
    levels = {name: SensitivityLevels.read_csv(base / "levels" / f"hospital_levels_{name}.csv", name)
              for name in ("diagnosis", "physician")}
    qis = ["sex", "birth_date", "zip_code"]
    hierarchies = {q: Hierarchy.read_csv(base / "hierarchies" / f"hospital_hierarchy_{q}.csv", q) for q in qis}
    result = greedy_msa(data, qis, levels, k=4, hierarchies=hierarchies, trace=False)
    part, check = algorithm_check(data, result, levels)
    assert part.n_classes > 500 and check.satisfies(4)
    assert result.row_levels.shape == (data.n_rows, 3)
    assert (result.row_levels[result.suppressed] == [h.height for h in hierarchies.values()]).all()
    assert "fewer than k free levels of diagnosis" in result.details["stop"]
    release = result.details["release"]
    assert release["merged_classes"] > 0 and release["classes"] < part.n_classes
