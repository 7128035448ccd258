"""The searches' per-class t (``t_closeness._class_values``): the hierarchy's node vectors and the table's shares
(hierarchical and equal distance) are kept while the same hierarchy codes and reference are asked about again.
Against a fresh computation on copies of both (so nothing kept can answer), for the same and for changed references,
bit for bit."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.models import t_closeness_equal, t_closeness_hierarchical
from privdesk.engine.models.requirements import Requirement, SensitiveData, class_values


@st.composite
def trees(draw):
    """Random hierarchy codes over m values (levels x values, each level a function of the one below)."""
    rng = np.random.default_rng(draw(st.integers(0, 2**31)))
    m = int(rng.integers(1, 9))
    bound = [np.arange(m)]
    for _ in range(int(rng.integers(0, 3))):
        below = bound[-1]
        bound.append(rng.integers(0, max(1, len(np.unique(below)) - 1) + 1, below.max() + 1)[below])
    if rng.random() < 0.5:
        bound.append(np.zeros(m, int))
    return np.array(bound), rng


@settings(max_examples=80, deadline=None)
@given(trees(), st.integers(2, 4))
def test_kept_shares_give_the_fresh_values(tree, rounds):
    codes, rng = tree
    m = codes.shape[1]
    requirements = {variant: Requirement("t-closeness", 0.2, "s", variant) for variant in ("hierarchical", "equal")}
    sensitive = {"s": SensitiveData(np.zeros(0, np.int64), m, False, codes)}
    # the same arrays asked several times in a row, then a new reference (the same codes); answers compared
    # only afterwards, with fresh copies, so that no fresh call comes between the kept ones
    asked = []
    for _ in range(rounds):
        reference = rng.integers(0, 30, m)
        reference[int(rng.integers(0, m))] += 1
        for _ in range(2):
            counts = rng.integers(0, 5, (int(rng.integers(0, 12)), m))
            asked.append((counts, reference, {
                variant: class_values(requirement, counts.sum(axis=1), {"s": counts}, sensitive, {"s": reference})
                for variant, requirement in requirements.items()}))
    for counts, reference, got in asked:
        fresh = t_closeness_hierarchical(counts.copy(), codes.copy(), reference=reference.copy()).per_class
        assert got["hierarchical"].dtype == fresh.dtype and np.array_equal(got["hierarchical"], fresh)
        assert np.array_equal(got["equal"], t_closeness_equal(counts, reference=reference.copy()).per_class)
