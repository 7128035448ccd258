"""The measures of a release against its original: the weighted attribute entropy (SPEC §2) builds each QI's cover a
span of classes at a time, and gives the same figures as with whole cover matrices."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.app.measure import measure_release
from privdesk.engine.attributes.generalization import generalized_column
from privdesk.engine.attributes.hierarchy_builders import intervals, masking
from privdesk.engine.core import classes as classes_module
from privdesk.engine.core.classes import release_partition
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.metrics.attribute_entropy import (
    CoverBySpan,
    cover_by_class_range,
    cover_by_class_set,
    entropy_utility,
)

ZIPS = ["47677", "47602", "47678", "47905", "47909", "48012"]


@st.composite
def releases(draw):
    rows = draw(st.integers(2, 60))
    rng = np.random.default_rng(draw(st.integers(0, 2**31)))
    original = Dataset.from_frame(pd.DataFrame({
        "age": rng.integers(18, 80, rows).astype(str), "zip": rng.choice(ZIPS, rows),
        "sex": rng.choice(["F", "M"], rows), "disease": rng.choice(["flu", "ulcer", "cancer"], rows)}),
        types={"zip": "string", "age": "integer"})
    hierarchies = {"zip": masking(ZIPS, attribute="zip"),
                   "age": intervals([str(a) for a in range(18, 80)], width=10, fanouts=[2, 2], attribute="age")}
    released = original
    for name in ("zip", "age"):  # local recoding: a level per row
        levels = rng.integers(0, hierarchies[name].levels, rows)
        released = released.with_column(generalized_column(original.column(name), hierarchies[name], levels))
    return original, released, hierarchies, draw(st.integers(1, 12))


@settings(max_examples=40, deadline=None)
@given(releases())
def test_entropy_measures_by_spans_equal_whole_covers(release):
    original, released, hierarchies, cells = release
    qis = ["zip", "age", "sex"]
    for given_hierarchies in (hierarchies, {}):  # hierarchy labels; else age's [min, max] and zip's value set
        whole = measure_release(original, released, qis, ["disease"], hierarchies=given_hierarchies)
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(classes_module, "BLOCK_CELLS", cells)
            spanned = measure_release(original, released, qis, ["disease"], hierarchies=given_hierarchies)
        expected, got = whole["entropy_utility"], spanned["entropy_utility"]
        for key in ("weighted_before", "weighted_after", "table_before", "table_after", "loss"):
            assert got[key] == pytest.approx(expected[key], rel=1e-12, abs=1e-12), key
        for name in qis:
            assert got["after"][name] == pytest.approx(expected["after"][name], rel=1e-12, abs=1e-12)


def test_a_cover_by_span_equals_its_matrix():
    """Classes {1,2},{3,4},{5,6} of six rows: a range cover and a set cover built one class at a time give the
    figures of their matrices."""
    frame = pd.DataFrame({"age": ["23", "25", "31", "33", "41", "47"], "degree": ["BA", "BA", "MS", "BA", "PhD", "MS"],
                          "group": ["a", "a", "b", "b", "c", "c"]})
    data = Dataset.from_frame(frame, types={"age": "integer"})
    partition = release_partition(data, ["group"])
    codes = np.column_stack([data.column("age").codes, data.column("degree").codes])
    age, degree = data.column("age"), data.column("degree")
    matrices = [cover_by_class_range(partition, age.codes, len(age.values)),
                cover_by_class_set(partition, degree.codes, len(degree.values))]
    by_span = [CoverBySpan(len(age.values), lambda span: cover_by_class_range(partition, age.codes, len(age.values),
                                                                              span=span)),
               CoverBySpan(len(degree.values), lambda span: cover_by_class_set(partition, degree.codes,
                                                                               len(degree.values), span))]
    weights = [0.5, 0.5]
    whole = entropy_utility(codes, partition, matrices, weights)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(classes_module, "BLOCK_CELLS", 2)  # one class per span
        spanned = entropy_utility(codes, partition, by_span, weights)
    np.testing.assert_allclose(spanned.generalised, whole.generalised, rtol=1e-12)
    assert spanned.generalised_weighted == pytest.approx(whole.generalised_weighted, rel=1e-12)
