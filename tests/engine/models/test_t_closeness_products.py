"""The hierarchical distance's upper nodes counted in one matrix product for a small class matrix
(``t_closeness.PRODUCT_CLASSES``) give the values of a product with each node's vector, bit for bit: the same
verdicts and the same t wherever the search switches between them."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.models.sensitive import t_closeness


@st.composite
def trees(draw):
    """Random hierarchy codes over m values (levels x values, each level a function of the one below), some wide."""
    rng = np.random.default_rng(draw(st.integers(0, 2**31)))
    m = int(rng.integers(1, 40))
    bound = [np.arange(m)]
    for _ in range(int(rng.integers(0, 4))):
        below = bound[-1]
        bound.append(rng.integers(0, max(1, len(np.unique(below)) - 1) + 1, below.max() + 1)[below])
    if rng.random() < 0.5:
        bound.append(np.zeros(m, int))
    return np.array(bound), rng


@settings(max_examples=120, deadline=None)
@given(trees(), st.integers(0, 700), st.booleans())
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
