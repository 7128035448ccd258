"""The searches' per-class t (``t_closeness._class_values``): the hierarchy's node vectors and the table's shares
(hierarchical and equal distance) are kept while the same hierarchy codes and reference are asked about again.
Against a fresh computation on copies of both (so nothing kept can answer), for the same and for changed references,
bit for bit. A small class matrix's upper nodes counted in one matrix product (``t_closeness.PRODUCT_CLASSES``)
give the values of a product with each node's vector, bit for bit."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.models import t_closeness_equal, t_closeness_hierarchical
from privdesk.engine.models.requirements import Requirement, SensitiveData, class_values
from privdesk.engine.models.sensitive import t_closeness


@st.composite
def trees(draw, values=9, levels=3):
    """Random hierarchy codes over m < ``values`` values (levels x values, each level a function of the one below)."""
    rng = np.random.default_rng(draw(st.integers(0, 2**31)))
    m = int(rng.integers(1, values))
    bound = [np.arange(m)]
    for _ in range(int(rng.integers(0, levels))):
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


@settings(max_examples=120, deadline=None)
@given(trees(values=40, levels=4), st.integers(0, 700), st.booleans())
def test_one_product_gives_the_per_node_products(tree, classes, with_reference):
    codes, rng = tree
    m = codes.shape[1]
    counts = rng.integers(0, 6, (classes, m)) * (rng.random((classes, m)) < rng.random())
    reference = rng.integers(0, 50, m) + (rng.random(m) < 0.7) if with_reference else None
    kept = t_closeness.PRODUCT_CLASSES
    try:
        t_closeness.PRODUCT_CLASSES = 10**9
        product = t_closeness._hierarchical(counts, codes, reference)
        t_closeness.PRODUCT_CLASSES = -1
        per_node = t_closeness._hierarchical(counts, codes, reference)
    finally:
        t_closeness.PRODUCT_CLASSES = kept
    assert product.dtype == per_node.dtype and np.array_equal(product, per_node)


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 2**31), st.integers(0, 1500), st.integers(1, 40), st.booleans())
def test_equal_distance_of_whole_counts_as_integers_divide(seed, classes, m, with_totals):
    """Whole-number counts are divided as floats after one conversion (``_variational``): the same values, bit for
    bit, as the plain integer computation ½ Σ |c / s − q|."""
    rng = np.random.default_rng(seed)
    counts = rng.integers(0, int(rng.integers(1, 1000)), (classes, m)) * (rng.random((classes, m)) < rng.random())
    totals = rng.integers(0, 100, m) + 1 if with_totals else None
    sizes = counts.sum(axis=1)
    plain = counts / np.where(sizes > 0, sizes, 1)[:, None]
    whole = counts.sum(axis=0) if totals is None else totals
    plain -= whole / (whole.sum() or 1)
    got = t_closeness._variational(counts, totals)
    assert got.dtype == np.float64 and np.array_equal(got, 0.5 * np.abs(plain).sum(axis=1))
