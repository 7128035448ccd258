"""ARX's folds and hashed features against plain re-implementations of the algorithms Java and Mahout document
(java.util.Random, Collections.shuffle, MurmurHash64A), written here one value at a time; the level of a
full-domain release read from the rows it kept, on hand-made tables."""

from __future__ import annotations

import numpy as np
import pandas as pd
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.attributes.generalization import full_domain_level
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.usefulness.folds import java_shuffle
from privdesk.engine.usefulness.naive_bayes import murmur64a

MASK48, MASK64 = (1 << 48) - 1, (1 << 64) - 1


def _signed(value: int, bits: int) -> int:
    value &= (1 << bits) - 1
    return value - (1 << bits) if value >> (bits - 1) else value


class _JavaRandom:
    def __init__(self, seed: int) -> None:
        self.state = (seed ^ 0x5DEECE66D) & MASK48
        self.rejections = 0

    def next31(self) -> int:
        self.state = (self.state * 0x5DEECE66D + 0xB) & MASK48
        return self.state >> 17

    def next_int(self, bound: int) -> int:
        r = self.next31()
        if bound & (bound - 1) == 0:
            return (bound * r) >> 31
        while _signed(r - r % bound + bound - 1, 32) < 0:  # Java's int overflow: the draw is in the last block
            self.rejections += 1
            r = self.next31()
        return r % bound


def _reference_shuffle(n: int, seed: int) -> tuple[list[int], int]:
    rows, random = list(range(n)), _JavaRandom(seed)
    for i in range(n, 1, -1):
        j = random.next_int(i)
        rows[i - 1], rows[j] = rows[j], rows[i - 1]
    return rows, random.rejections


def _reference_murmur(data: bytes, seed: int) -> int:
    m = 0xC6A4A7935BD1E995
    h = (seed & MASK64) ^ ((len(data) * m) & MASK64)
    whole = len(data) // 8
    for i in range(whole):
        k = (int.from_bytes(data[8 * i:8 * i + 8], "little") * m) & MASK64
        k = ((k ^ (k >> 47)) * m) & MASK64
        h = ((h ^ k) * m) & MASK64
    if len(data) % 8:
        h = ((h ^ int.from_bytes(data[8 * whole:], "little")) * m) & MASK64
    h = ((h ^ (h >> 47)) * m) & MASK64
    return _signed(h ^ (h >> 47), 64)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 3000), st.integers(-2 ** 63, 2 ** 63 - 1))
def test_the_shuffle_is_javas(n, seed):
    assert java_shuffle(n, seed).tolist() == _reference_shuffle(n, seed)[0]


def test_the_shuffle_redraws_as_java_does():
    # at 300,000 rows some draws fall into nextInt's incomplete last block and are drawn again
    expected, rejections = _reference_shuffle(300_000, 2147483647)
    assert rejections > 0
    assert java_shuffle(300_000, 2147483647).tolist() == expected


@settings(max_examples=40, deadline=None)
@given(st.lists(st.binary(max_size=40), min_size=1, max_size=20), st.integers(-2 ** 31, 2 ** 31 - 1))
def test_murmur64a_is_mahouts(words, seed):
    words = [w.rstrip(b"\0") for w in words]  # numpy's fixed-width bytes drop trailing NULs; words are text
    assert murmur64a(words, seed).tolist() == [_reference_murmur(w, seed) for w in words]


def test_the_level_of_a_full_domain_release_comes_from_the_rows_it_kept():
    ages = ["21", "25", "34", "38", "45", "47"]
    hierarchy = Hierarchy.from_rows(list(zip(ages, ["20-24", "25-29", "30-34", "35-39", "45-49", "45-49"],
                                             ["20-29", "20-29", "30-39", "30-39", "40-49", "40-49"], ["*"] * 6)))
    original = Dataset.from_frame(pd.DataFrame({"age": ages}))["age"]
    released = Dataset.from_frame(pd.DataFrame({"age": ["20-29", "20-29", "*", "30-39", "40-49", "40-49"]}))["age"]
    kept = np.array([0, 1, 3, 4, 5])
    assert full_domain_level(hierarchy, original, released, kept) == 2
    # local recoding (rows at different levels) has no single level
    mixed = Dataset.from_frame(pd.DataFrame({"age": ["20-24", "20-29", "*", "30-39", "40-49", "40-49"]}))["age"]
    assert full_domain_level(hierarchy, original, mixed, kept) is None
