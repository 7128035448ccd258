"""Releases whose classes x values matrix is too large to hold are checked a span of classes at a time
(classes.BLOCK_CELLS): every model's result, and every requirement's per-class values, equal the whole matrix's."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core import classes as classes_module
from privdesk.engine.core.classes import RowsByClass, class_spans, release_partition
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.models import sensitive_checks
from privdesk.engine.models.requirements import Requirement, SensitiveData, class_values, requirement_values
from privdesk.engine.models.sensitive import class_triples

DISEASES = ["flu", "ulcer", "cancer", "gastritis", "asthma"]


@st.composite
def releases(draw):
    rows = draw(st.integers(1, 80))
    rng = np.random.default_rng(draw(st.integers(0, 2**31)))
    frame = pd.DataFrame({
        "age": rng.choice(["[20-30[", "[30-40[", "[40-50[", "*"], rows),
        "zip": rng.choice(["476**", "479**", "*"], rows),
        "disease": rng.choice(DISEASES[:draw(st.integers(1, 5))], rows),
        "salary": rng.integers(1, 9, rows).astype(str),
    })
    return Dataset.from_frame(frame, types={"salary": "integer"}), draw(st.integers(1, 12))


HIERARCHY = Hierarchy.from_rows([["flu", "respiratory", "*"], ["asthma", "respiratory", "*"],
                                 ["ulcer", "digestive", "*"], ["gastritis", "digestive", "*"],
                                 ["cancer", "other", "*"]])


@settings(max_examples=60, deadline=None)
@given(releases())
def test_every_model_checked_span_by_span_equals_the_whole_matrix(release):
    data, cells = release
    partition = release_partition(data, ["age", "zip"])
    for name, hierarchy in (("disease", HIERARCHY), ("salary", None)):
        column = data.column(name)
        whole = sensitive_checks(partition, column, hierarchy, l=2)
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(classes_module, "BLOCK_CELLS", cells)  # spans of one or a few classes
            spans = class_spans(partition.n_classes, len(column.values))
            assert spans[0][0] == 0 and spans[-1][1] == partition.n_classes
            spanned = sensitive_checks(partition, column, hierarchy, l=2)
        assert spanned.keys() == whole.keys()
        for key in whole:  # equal up to the order of floating-point sums, which a matrix's shape decides
            np.testing.assert_allclose(spanned[key].per_class, whole[key].per_class, rtol=1e-12, err_msg=key)
            assert spanned[key].value == pytest.approx(whole[key].value, rel=1e-12), key
            worst = spanned[key].per_class[spanned[key].worst_classes]
            np.testing.assert_allclose(worst, whole[key].value, rtol=1e-12, err_msg=key)


@settings(max_examples=60, deadline=None)
@given(releases())
def test_requirement_values_span_by_span_equal_the_whole_matrix(release):
    data, cells = release
    partition = release_partition(data, ["age", "zip"])
    sensitive = {name: SensitiveData(data.column(name).codes, len(data.column(name).values), name == "salary",
                                     HIERARCHY.bind(data.column(name)) if name == "disease" else None)
                 for name in ("disease", "salary")}
    reference = {name: np.bincount(d.codes, minlength=d.n_values) for name, d in sensitive.items()}
    requirements = [Requirement("k-anonymity", 2), Requirement("l-diversity", 2, "disease"),
                    Requirement("l-diversity", 1.5, "salary", "entropy"),
                    Requirement("t-closeness", 0.3, "disease", "hierarchical"),
                    Requirement("t-closeness", 0.3, "salary", "ordered"), Requirement("alpha-k", 0.7, "disease")]
    counts = {name: partition.value_counts(d.codes, d.n_values) for name, d in sensitive.items()}
    expected = [class_values(r, partition.sizes, counts, sensitive, reference) for r in requirements]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(classes_module, "BLOCK_CELLS", cells)
        spanned = requirement_values(requirements, partition, sensitive, reference)
    for requirement, values, wanted in zip(requirements, spanned, expected):
        np.testing.assert_allclose(values, wanted, rtol=1e-12, err_msg=requirement.label)


def test_rows_by_class_count_a_span_and_leave_suppressed_rows_out():
    classes = np.array([2, 0, 3, 1, 2, 3, 0])  # class 3 = suppressed (3 classes)
    codes = np.array([1, 0, 1, 1, 0, 0, 1])
    rows = RowsByClass(classes, 3)
    np.testing.assert_array_equal(rows.value_counts(1, 3, codes, 2), [[0, 1], [1, 1]])
    np.testing.assert_array_equal(rows.value_counts(0, 3, codes, 2, weights=np.full(7, 2)),
                                  [[2, 2], [0, 2], [2, 2]])
    assert class_spans(0, 5) == [(0, 0)]


def test_checks_in_spans_report_progress_and_stop_when_cancelled():
    """A check made span by span reports each span, and a cancel stops it between spans (the window's Cancel)."""
    from privdesk.engine.core.progress import Cancelled, Progress

    rng = np.random.default_rng(7)
    frame = pd.DataFrame({"age": rng.integers(0, 30, 400).astype(str), "disease": rng.choice(DISEASES, 400)})
    data = Dataset.from_frame(frame)
    partition = release_partition(data, ["age"])
    column = data.column("disease")
    sensitive = {"disease": SensitiveData(column.codes, len(column.values), False)}
    reference = {"disease": np.bincount(column.codes, minlength=len(column.values))}
    requirements = [Requirement("l-diversity", 2, "disease")]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(classes_module, "BLOCK_CELLS", 10)  # two classes per span
        reported: list[float] = []
        requirement_values(requirements, partition, sensitive, reference,
                           progress=Progress(lambda fraction, message: reported.append(fraction)))
        assert len(reported) == len(class_spans(partition.n_classes, len(column.values))) > 10
        assert reported == sorted(reported) and reported[0] == 0.0 and reported[-1] < 1.0
        patch.setattr(class_triples, "BLOCK_ROWS", 1)  # the model checks: one class per block
        messages: list[str] = []
        sensitive_checks(partition, column, progress=Progress(lambda fraction, message: messages.append(message)))
        assert messages[1] == f"checking the classes: 1 of {partition.n_classes:,}"
        assert len(messages) == partition.n_classes

        seen: list[float] = []

        def cancel_after_three(fraction: float, message: str) -> None:
            seen.append(fraction)
            if len(seen) == 3:
                stopper.cancel.set()

        stopper = Progress(cancel_after_three)
        with pytest.raises(Cancelled):
            requirement_values(requirements, partition, sensitive, reference, progress=stopper)
        assert len(seen) == 3
