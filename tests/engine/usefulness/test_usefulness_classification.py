"""Classification performance against ARX 3.9.2's TestClassification (Adult, k = 5 with a 100% suppression limit,
target marital-status, ARX's nine features; the release made by PrivDesk's optimal search, which finds ARX's
optimum) and against scikit-learn's own metrics on random tables.

What is matched (engine/usefulness/classification.py): ARX's features (the target left out), ARX's 10 folds row
for row (Java's shuffle), ZeroR trained on the original, the release's classifier trained only on the rows it did
not suppress and a suppressed row classified from its values before suppression, accuracy and average error as
ARX defines them. ZeroR is exact, and so is naive Bayes (ARX's hashed Bernoulli model, engine/usefulness/
naive_bayes.py): both accuracies and both average errors to the last digits. Logistic regression is within ±0.01
of ARX's on both tables (ARX: one pass of Mahout's online SGD; PrivDesk: scikit-learn's fit to convergence).
"""

from __future__ import annotations

import itertools
import subprocess
import sys

import numpy as np
import pandas as pd
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from privdesk.engine.attributes.generalization import full_domain_level, generalized_column
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.classes import release_partition
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.usefulness.classification import classify, make_folds
from privdesk.io.tables import open_table
from tests.conftest import REPO, shared_data

FEATURES = ["sex", "age", "race", "education", "native-country", "workclass", "occupation", "salary-class"]
TARGET = "marital-status"
ZERO_R_ACCURACY = 0.4663152310854718
ZERO_R_ERROR = 0.5336847689145282


@pytest.fixture(scope="module")
def adult(tmp_path_factory):
    folder = shared_data("arx")
    hierarchies = tmp_path_factory.mktemp("hierarchies")
    for name in FEATURES:
        (hierarchies / f"adult_hierarchy_{name}.csv").write_bytes((folder / f"adult_hierarchy_{name}.csv").read_bytes())
    out = tmp_path_factory.mktemp("release") / "k5"
    subprocess.run([sys.executable, "-m", "privdesk", "anonymize", str(folder / "adult.csv"), "--qi",
                    ",".join(FEATURES), "--hierarchies", str(hierarchies), "--k", "5", "--suppression", "1", "--threshold", "1",
                    "--out", str(out)], cwd=REPO, check=True, capture_output=True)
    original, released = open_table(folder / "adult.csv"), open_table(out / "anonymized.csv")
    suppressed = ~release_partition(released, FEATURES).kept_rows
    # ARX classifies a suppressed row from its values before suppression: the release's level of each QI
    before = []
    for name in FEATURES:
        hierarchy = Hierarchy.read_csv(folder / f"adult_hierarchy_{name}.csv")
        level = full_domain_level(hierarchy, original[name], released[name], np.flatnonzero(~suppressed))
        before.append(generalized_column(original[name], hierarchy, level))
    return original, released, suppressed, before


def _classify(adult, method):
    original, released, suppressed, before = adult
    return classify([original[f] for f in FEATURES], original[TARGET], before, released[TARGET], method,
                    suppressed=suppressed, positions=[original.names.index(f) for f in FEATURES])


def test_zero_r_and_naive_bayes_against_arx(adult):
    original, released, suppressed, before = adult
    assert suppressed.sum() == 1905  # ARX's optimum at k = 5 suppresses the same records
    kept = ~suppressed
    assert all(np.array_equal(b.text()[kept], released[f].text()[kept]) for b, f in zip(before, FEATURES))
    result = _classify(adult, "naive_bayes")
    assert result.measurements == 30162 and len(result.original.classes) == 7
    assert result.zero_r.accuracy == ZERO_R_ACCURACY
    assert result.zero_r.average_error == ZERO_R_ERROR
    # ARX 3.9.2 TestClassification.testNaiveBayes: reproduced, not just approached
    assert result.original.accuracy == pytest.approx(0.6447516742921557, abs=1e-12)
    assert result.released.accuracy == pytest.approx(0.6271798952324117, abs=1e-12)
    assert result.original.average_error == pytest.approx(0.38050937350272185, abs=1e-9)
    assert result.released.average_error == pytest.approx(0.39543922724482766, abs=1e-9)


def test_the_usefulness_job_classifies_as_arx(adult):
    # the job finds each QI's level from the kept rows and rebuilds the suppressed rows itself
    from privdesk.app.usefulness import UsefulnessSettings, analyse_usefulness

    original, released, _suppressed, _before = adult
    folder = shared_data("arx")
    hierarchies = {f: Hierarchy.read_csv(folder / f"adult_hierarchy_{f}.csv") for f in FEATURES}
    settings = UsefulnessSettings(attributes=["sex"], target=TARGET, features=FEATURES, methods=["naive_bayes"],
                                  qis=FEATURES, hierarchies=hierarchies)
    (result,) = analyse_usefulness(original, released, settings)["classification"]
    assert result["original"]["accuracy"] == pytest.approx(0.6447516742921557, abs=1e-12)
    assert result["released"]["accuracy"] == pytest.approx(0.6271798952324117, abs=1e-12)


@pytest.mark.slow
def test_logistic_regression_against_arx(adult):
    result = _classify(adult, "logistic_regression")
    assert result.zero_r.accuracy == ZERO_R_ACCURACY
    assert abs(result.original.accuracy - 0.6953119819640607) <= 0.01
    assert abs(result.released.accuracy - 0.6625555334526888) <= 0.01


def test_folds_cut_the_rows_as_arx_does():
    folds = make_folds(30162, 10, 7)
    assert [len(f) for f in folds] == [3016] * 9 + [3018]
    assert np.array_equal(np.sort(np.concatenate(folds)), np.arange(30162))
    assert all(np.array_equal(a, b) for a, b in zip(folds, make_folds(30162, 10, 7)))


@settings(max_examples=15, deadline=None)
@given(st.lists(st.tuples(st.sampled_from("abc"), st.sampled_from("xyz"), st.sampled_from("PQ")), min_size=20,
                max_size=80))
@example([tuple(row) for row in ["ayQ", "axQ", "ayQ", "azQ", "czQ", "czQ", "axP", "ayQ", "bzQ", "cxP", "axP", "axP",
                                 "azQ", "bxP", "byQ", "bzQ", "cxP", "cxP", "axP", "bzQ", "axP", "axP", "cxP", "axP",
                                 "cyP"]])  # a P of 1 − 5.04e-13, at the 12th digit's half (_roundings)
def test_scores_agree_with_scikit_learn(rows):
    from sklearn.metrics import recall_score, roc_auc_score
    frame = pd.DataFrame(rows, columns=["f", "g", "t"])
    data = Dataset.from_frame(frame)
    result = classify([data["f"], data["g"]], data["t"], [data["f"], data["g"]], data["t"], "naive_bayes", k=4)
    assert repr(result.released) == repr(result.original)  # the same table and folds: the same figures (NaN too)
    # Rebuild every row's predicted probabilities with scikit-learn's Bernoulli naive Bayes (add-one smoothing,
    # the same model as SMILE's) over the rows' hashed slots, and score them with scikit-learn.
    from sklearn.naive_bayes import BernoulliNB

    from privdesk.engine.usefulness.naive_bayes import VECTOR_LENGTH, row_slots
    slots = row_slots([data["f"].codes, data["g"].codes], [data["f"].values, data["g"].values], [0, 1])
    x = np.zeros((len(slots), VECTOR_LENGTH + 1))
    x[np.arange(len(slots))[:, None], slots] = 1
    x = x[:, :VECTOR_LENGTH]
    labels = sorted(set(frame["t"]))
    y = np.array([labels.index(v) for v in frame["t"]])
    p = np.zeros((len(y), len(labels)))
    folds = make_folds(len(y), 4)
    for i, test in enumerate(folds):
        train = np.concatenate([f for j, f in enumerate(folds) if j != i])
        model = BernoulliNB(alpha=1.0).fit(x[train], y[train])
        p[np.ix_(test, model.classes_)] = model.predict_proba(x[test])  # a class unseen: 0 (SMILE: ~10⁻²⁰)
    unrounded, p = p, np.round(p, 12)  # as the engine: equal to 12 digits is a tie
    assert result.original.accuracy == pytest.approx(float((p.argmax(axis=1) == y).mean()))
    assert result.original.average_error == pytest.approx(float((1 - p[np.arange(len(y)), y]).mean()))
    for c, scores in enumerate(result.original.classes):
        positive = y == c
        if 0 < positive.sum() < len(y):
            assert any(scores.auc == pytest.approx(roc_auc_score(positive, q))
                       for q in _roundings(unrounded[:, c]))
        ties = (p == p.max(axis=1, keepdims=True)).sum(axis=1) > 1
        if not ties.any() and positive.any():
            assert scores.sensitivity == pytest.approx(recall_score(positive, p.argmax(axis=1) == c))


def _roundings(p: np.ndarray, margin: float = 0.02) -> list[np.ndarray]:
    """``p`` rounded to 12 digits, every way its values within ``margin`` of a unit's half may round: scikit-learn's
    probabilities differ from the engine's by tens of ulps (1 − 5.04e-13 is 0.999999999999496 in one and
    0.9999999999995026 in the other), which decides on which side of the 12th digit such a value falls."""
    units = p * 1e12
    near = np.unique(p[np.abs(units - np.floor(units) - 0.5) < margin])
    ways = []
    for sides in itertools.product((np.floor, np.ceil), repeat=len(near)):
        q = np.round(p, 12)
        for value, side in zip(near, sides):
            q[p == value] = side(value * 1e12) / 1e12
        ways.append(q)
    return ways


def test_report_classification_runs_on_a_seeded_sample_of_large_tables(monkeypatch):
    # the report's record classifies at most REPORT_SAMPLE_ROWS rows, the same ones of both tables, and says so
    from privdesk.app import usefulness

    rng = np.random.default_rng(3)
    frame = pd.DataFrame({"a": rng.choice(list("abc"), 500), "s": rng.choice(list("xy"), 500)})
    data = Dataset.from_frame(frame)
    monkeypatch.setattr(usefulness, "REPORT_SAMPLE_ROWS", 120)
    record = usefulness.record_usefulness(data, data, ["a"], ["s"], {})
    (result,) = record["classification"]
    assert result["measurements"] == 120 and result["sampled_from"] == 500
    assert "120 of the 500 rows" in record["verdict"]
    assert record["statistics"][0]["before"]["count"] == 500  # statistics use every row
    assert record == usefulness.record_usefulness(data, data, ["a"], ["s"], {})  # seeded
