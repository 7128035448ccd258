"""A node failing on its number of classes alone, told without grouping its rows.

With n records in c classes, and every class smaller than m records failing (``Problem.min_size``), the records of
the small classes number at least (m·c − n) / (m − 1): the s small classes hold at least s records and the c − s
others at least m each, so n − R ≥ m (c − s) and R ≥ s. When that exceeds the rows that may be suppressed, the node
fails, and so does every specialization (it has at least as many classes). Near the bottom of a lattice whose
QIs nearly identify a record (10^8 records in 85 M groups) that proves most nodes failing, where grouping their
keys would take gigabytes.

The classes need not be counted exactly: any function of a row's labels at the node has at most c distinct
values, so the distinct buckets of a 64-bit hash of the labels, marked in a table a few times the threshold, bound
c from below. The rows are hashed a chunk at a time, and the count stops as soon as it passes the threshold.

Requirements that fail every class holding a single sensitive value (l-diversity with l > 1:
``l_diversity.one_value_fails``) fail a node whose classes of one value hold more records than may be suppressed,
told from the class x value counts before any class's value (entropy) is computed.
"""

from __future__ import annotations

import functools
import math

import numpy as np

from privdesk.engine.core.classes import class_spans
from privdesk.engine.models.sensitive.l_diversity import one_value_fails
from privdesk.engine.search.lattice.blocks import BLOCK_MAX_ROWS, Runs, runs_of
from privdesk.engine.search.lattice.problem import FrequencySet, Problem

CHUNK_ROWS = 1 << 22
"""Rows hashed at a time (8 bytes a row, twice)."""
MAX_TABLE_BITS = 28
"""The bucket table takes at most 2^28 bytes (256 MB); it is sized to four times the threshold."""


def proven_small_rows(problem: Problem, source: FrequencySet, levels: np.ndarray) -> int | None:
    """A lower bound on the records in classes smaller than ``Problem.min_size`` at ``levels``, when it alone
    exceeds ``Problem.allowed`` (the node fails, and every specialization with it); None when the number of
    classes proves nothing (then evaluate the node). Only where that bound holds: every set row holds at least one
    record, no population rows, rows are records (not persons) and no uniqueness threshold."""
    m = problem.min_size
    if (m < 2 or problem.population is not None or problem.records is not None or problem.uniqueness
            or source.population is not None):
        return None
    threshold = _class_threshold(problem, source, m)
    levels = np.asarray(levels)
    # no more classes than label combinations: a node whose combinations are few proves nothing (no pass)
    if threshold is None or math.prod(problem.radix[problem.qi, levels].tolist()) <= threshold:
        return None
    classes = _classes_above(problem, source, levels, threshold)
    if classes is None:
        return None
    n = int(source.frequency.sum())
    return -(-(m * classes - n) // (m - 1))  # ceiling: the bound on R


def _class_threshold(problem: Problem, source: FrequencySet, m: int) -> int | None:
    """T such that more than T classes prove the node failing: m·c − n > (m − 1)·allowed. None when the set
    has too few rows to ever hold more than T classes."""
    if len(source) <= problem.allowed:
        return None
    n = int(source.frequency.sum())
    threshold = (n + (m - 1) * problem.allowed) // m
    if len(source) <= threshold or int(source.frequency.min()) < 1:
        return None
    return threshold


def _mixed(values: np.ndarray) -> np.ndarray:
    """SplitMix64's finalizer: a bijection of uint64 that spreads nearby numbers over all 64 bits."""
    values = values ^ (values >> np.uint64(30))
    values *= np.uint64(0xBF58476D1CE4E5B9)
    values ^= values >> np.uint64(27)
    values *= np.uint64(0x94D049BB133111EB)
    values ^= values >> np.uint64(31)
    return values


def _classes_above(problem: Problem, source: FrequencySet, levels: np.ndarray, threshold: int) -> int | None:
    """A number of classes above ``threshold`` that the node has at least, or None when the count of hashed
    buckets does not pass it (or cannot, given the rows left)."""
    bits = min(MAX_TABLE_BITS, max(10, int(4 * threshold).bit_length()))
    if (1 << bits) <= threshold:
        return None
    # each label of the source's numbering: a hash of its label at ``levels`` (numbered over all QIs)
    labels = problem.labels_at(source, levels) + problem.offsets(levels)[source.qi_of]
    label_hash = _mixed(labels.astype(np.uint64) + np.uint64(1))
    live = [j for j in range(source.stacked.shape[0]) if problem.radix[j, levels[j]] > 1]
    seen = np.zeros(1 << bits, bool)
    n, shift, occupied = len(source), np.uint64(64 - bits), 0
    with np.errstate(over="ignore"):
        row_hashes = _row_hashes(source, label_hash, live)
        for start in range(0, n, CHUNK_ROWS):
            stop = min(n, start + CHUNK_ROWS)
            row_hash = row_hashes(start, stop)
            seen[_mixed(row_hash) >> shift] = True
            del row_hash
            grown, occupied = -occupied, int(np.count_nonzero(seen))
            grown += occupied
            if occupied > threshold:
                return occupied
            if occupied + (n - stop) <= threshold:  # cannot pass it any more
                return None
            # unlikely to: new buckets come ever more slowly (rows in no particular order), evaluate instead
            if occupied + grown * -(-(n - stop) // CHUNK_ROWS) <= threshold:
                return None
    return None


def _row_hashes(source: FrequencySet, label_hash: np.ndarray, live: list[int]):
    """A function of (first, last) giving the sum of the ``live`` QIs' label hashes of rows first..last-1: the QIs
    of a large set's runs (``blocks.runs_of``, made here if the set has none yet) summed once per run and repeated
    over its rows, the others gathered row by row (the same sums: addition modulo 2^64)."""
    runs = source.blocks if isinstance(source.blocks, Runs) else None
    if runs is None and source.blocks is None and len(source) > BLOCK_MAX_ROWS:
        runs = source.blocks = runs_of(source.stacked)
    members = [] if runs is None else [i for i, j in enumerate(runs.members) if j in live]
    rest = [j for j in live if runs is None or j not in runs.members]
    if members:
        part = np.zeros(len(runs.lengths), np.uint64)
        for i in members:
            part += label_hash[runs.labels[i]]
        ends = np.cumsum(runs.lengths)
        starts = ends - runs.lengths

    def hashes(first: int, last: int) -> np.ndarray:
        if members:
            inside = slice(np.searchsorted(ends, first, "right"), np.searchsorted(ends, last - 1, "right") + 1)
            lengths = np.minimum(ends[inside], last) - np.maximum(starts[inside], first)
            row_hash = np.repeat(part[inside], lengths)
        else:
            row_hash = np.zeros(last - first, np.uint64)
        for j in rest:
            row_hash += label_hash[source.stacked[j, first:last]]
        return row_hash

    return hashes


def counts_one_value(problem: Problem, source: FrequencySet, n_classes: int, screen: bool) -> bool:
    """Whether a node's evaluation counts the records of its classes of one sensitive value before judging them:
    one sensitive attribute whose such classes fail (``one_value_fails_on``), records (not persons), no population
    rows or uniqueness threshold, the class x value matrix padded to words (``padded``) counted at once
    (``class_spans``), and no failing class's value needed (union-closed requirements screened: ``_forced``)."""
    if len(source.sensitive) != 1 or source.population is not None or problem.records is not None \
            or problem.uniqueness or (screen and problem.union_closed):
        return False
    attribute = next(iter(source.sensitive))
    return one_value_fails_on(problem, attribute) \
        and len(class_spans(n_classes, padded(problem.sensitive[attribute].n_values))) == 1


def one_value_fails_on(problem: Problem, attribute: str) -> bool:
    """Whether a requirement of the problem fails every class holding a single value of ``attribute``."""
    return _one_value_fails_on(attribute, tuple(problem.requirements))


@functools.lru_cache(maxsize=64)
def _one_value_fails_on(attribute: str, requirements: tuple) -> bool:
    """(kept: each node asks, and a requirement's model is a registry lookup)"""
    return any(r.attribute == attribute and one_value_fails(r) for r in requirements)


BYTE_SUM = np.uint64(0x0101010101010101)
"""Times a word of 8 bytes, the sum of its bytes in the top byte (when it fits one byte)."""


def padded(width: int) -> int:
    """A class x value row's width rounded up to whole words of 8 cells (``values_per_class``)."""
    return width + -width % 8


def values_per_class(counts: np.ndarray, n_classes: int, width: int) -> tuple[np.ndarray, np.ndarray]:
    """Which cells of a flat class x value matrix of records hold any, and how many values each class holds. The
    rows' ``width`` is a multiple of 8: each class's bools (bytes of 0 or 1) are words of 8, added up word by word
    and their bytes summed by a multiplication (a count along the rows' short axis costs numpy ~10x more)."""
    occupied = counts > 0
    words = occupied.view(np.uint64).reshape(n_classes, width // 8)
    if words.shape[1] * 8 > 255:  # the bytes' sum would not fit one byte
        return occupied, occupied.reshape(n_classes, width).sum(axis=1)
    total = words[:, 0].copy()
    for j in range(1, words.shape[1]):  # a loop over words of values
        total += words[:, j]  # each byte at most the words added: no carry into the next
    total *= BYTE_SUM
    total >>= np.uint64(56)
    return occupied, total
