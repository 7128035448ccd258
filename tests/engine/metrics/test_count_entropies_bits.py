"""count_entropies gives, bit for bit, the plain computation it replaced: float row sums and a c log2 c table sized
by the largest count. Entropy l-diversity compares 2^H with l, so an equal verdict for every class (ties at
log2 l included) needs the very same bits, whatever the table's size and whichever way the row sums are made."""

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from privdesk.engine.metrics.entropy import TABLE_LIMIT, count_entropies
from privdesk.engine.models.sensitive.l_diversity import entropy_l_diversity


def _plain(counts: np.ndarray) -> np.ndarray:
    """The former computation: the largest count sizes a fresh table, float row sums by matrix products."""
    rows, width = counts.shape
    if not rows or not width:
        return np.zeros(rows)
    top = int(counts.max())
    if top < TABLE_LIMIT:
        c = np.arange(top + 1, dtype=float)
        with np.errstate(divide="ignore", invalid="ignore"):
            table = np.where(c > 0, c * np.log2(np.maximum(c, 1.0)), 0.0)
        sums = table[counts] @ np.ones(width)
    else:
        flat = counts.reshape(-1)
        cells = np.flatnonzero(flat)
        present = flat[cells].astype(float)
        sums = np.bincount(cells // width, weights=present * np.log2(present), minlength=rows)
    totals = counts.astype(float) @ np.ones(width)
    with np.errstate(divide="ignore", invalid="ignore"):
        result = np.where(totals > 0, np.log2(totals) - sums / totals, 0.0)
    return np.maximum(result, 0.0)


COUNTS = st.sampled_from([0, 0, 0, 1, 1, 2, 3, 4, 7, 8, 1000, 4096, 600_000, 2**20 - 1, 2**20, 2**21 + 1])
"""Small counts, equal ones (ties: H = 1 bit is 2-diversity exactly), and rows whose total, not their largest
count, passes the table's limit."""


@settings(max_examples=300, deadline=None)
@given(st.tuples(st.integers(0, 40), st.integers(1, 16)).flatmap(
    lambda shape: arrays(np.int64, shape, elements=st.integers(0, 255) | COUNTS)),
       st.sampled_from([np.int64, np.int32, np.uint8]))
def test_count_entropies_are_the_plain_computation_bit_for_bit(counts, dtype):
    counts = np.minimum(counts, np.iinfo(dtype).max).astype(dtype)
    expected = _plain(counts)
    got = count_entropies(counts)
    assert got.view(np.int64).tolist() == expected.view(np.int64).tolist()
    per_class = entropy_l_diversity(counts).per_class
    for l in (1, 2, 3, 1.5):  # the verdicts a search reads
        assert ((per_class >= l - 1e-9) == (np.exp2(expected) >= l - 1e-9)).all()


def test_two_equal_counts_are_exactly_entropy_two_diverse():
    counts = np.array([[5, 5, 0], [0, 3, 3], [1, 1, 0], [7, 0, 0], [0, 0, 0]])
    assert entropy_l_diversity(counts).per_class.tolist() == [2.0, 2.0, 2.0, 1.0, 1.0]
