"""app.verdict.json_numbers: a check or out-of-core report made ready for strict JSON."""

from __future__ import annotations

import json
import math

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from privdesk.app.record.verdict import json_numbers, number_of

LEAVES = st.one_of(st.floats(allow_nan=True, allow_infinity=True), st.integers(), st.text(max_size=3),
                   st.booleans(), st.none(), st.floats(width=32).map(np.float32))
DOCUMENTS = st.recursive(LEAVES, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                         st.dictionaries(st.text(max_size=3), inner, max_size=4)),
                         max_leaves=20)


def test_infinities_and_nan_by_hand():
    document = {"k": math.inf, "levels": [1, -math.inf, np.float64("nan")], "name": "x", "t": np.float32(0.5)}
    assert json_numbers(document) == {"k": "inf", "levels": [1, "-inf", None], "name": "x", "t": 0.5}


def _same(before, after) -> bool:
    """after is before with each infinity written as its text (read back by number_of) and each NaN as None."""
    if isinstance(before, dict):
        return isinstance(after, dict) and before.keys() == after.keys() and all(
            _same(before[key], after[key]) for key in before)
    if isinstance(before, list):
        return isinstance(after, list) and len(before) == len(after) and all(map(_same, before, after))
    if isinstance(before, (float, np.floating)) and math.isnan(before):
        return after is None
    if isinstance(before, (float, np.floating)) and math.isinf(before):
        return number_of(after) == before
    return after is before


@given(DOCUMENTS)
def test_any_document_becomes_strict_json_and_keeps_its_finite_values(document):
    converted = json_numbers(document)
    json.dumps(converted, allow_nan=False, default=float)  # float32 is no JSON type of its own; NaN/inf would raise
    assert _same(document, converted)
