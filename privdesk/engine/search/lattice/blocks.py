"""Class keys of a large frequency set from blocks of QIs, each block's label combinations numbered once.

A node's class key is Σ_j label_j(levels) · stride_j over the QIs, one gather over the set's rows per QI
(``evaluation.node_key``). On a set of many rows (the base set: 19,502 rows on Adult) those gathers are most of
a key's cost. The QIs are split once per set into blocks whose label combinations are few (at most
``BLOCK_SPACE_SHARE`` of the rows, counted by their product of label counts): each row's combination in a
block is numbered once, and a node's key is then one gather per block from a table over the block's
combinations (Σ over the block's QIs of label · stride, built on those few combinations). Adult's 9 QIs fall into
3–4 blocks, so a key takes 3–4 gathers, not 9, and the same integers as the plain sum.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

BLOCK_ROWS = 8_192
"""Sets of fewer rows gather one QI at a time: the tables' cost per node would be a larger part of the key."""
BLOCK_MAX_ROWS = 1 << 20
"""Nor do larger ones: a block's codes are 8 bytes a row (intp), which a frequency set of 10^7 groups should not
carry beside its rows."""
BLOCK_SPACE_SHARE = 0.25
"""A block's label combinations (the product of its QIs' label counts at the set's levels) at most this share of
the set's rows: each node builds a table over them."""


@dataclass
class Blocks:
    """A set's QIs in blocks: ``members[b]`` the QIs of block b, ``code[b]`` each set row's combination in it
    (intp: numpy gathers with int32 indices convert them first), ``labels[b]`` (members x combinations) the
    set-numbered label of each member in each combination."""

    members: list[list[int]]
    code: list[np.ndarray]
    labels: list[np.ndarray]


def split(radices: list[int], rows: int) -> list[list[int]] | None:
    """QIs in blocks of at most ``BLOCK_SPACE_SHARE`` · ``rows`` label combinations, first-fit from the QIs with
    most labels (a QI over the limit is a block alone); None when that saves no gather."""
    limit = max(2, int(BLOCK_SPACE_SHARE * rows))
    blocks: list[list[int]] = []
    spaces: list[int] = []
    for j in sorted(range(len(radices)), key=lambda j: -radices[j]):
        for b, space in enumerate(spaces):
            if space * radices[j] <= limit:
                blocks[b].append(j)
                spaces[b] = space * radices[j]
                break
        else:
            blocks.append([j])
            spaces.append(radices[j])
    return blocks if len(blocks) < len(radices) else None


def blocks_of(stacked: np.ndarray, offsets: np.ndarray, radices: list[int]) -> Blocks | None:
    """The blocks of a set whose rows hold ``stacked`` labels (QIs x rows, label + the QI's offset, ``radices``
    labels each); None when blocks would not pay."""
    rows = stacked.shape[1]
    if not BLOCK_ROWS <= rows <= BLOCK_MAX_ROWS:
        return None
    members = split(radices, rows)
    if members is None:
        return None
    codes, labels = [], []
    for block in members:
        space = math.prod(radices[j] for j in block)
        # mixed radix over the block's local label codes, in int32 (space < rows): the set's labels times the
        # QI's multiplier, then one shift by the offsets' share for the whole block
        combined = np.zeros(rows, np.int32)
        shift, multiplier = 0, 1
        for j in reversed(block):
            combined += stacked[j] * np.int32(multiplier)
            shift += int(offsets[j]) * multiplier
            multiplier *= radices[j]
        combined -= np.int32(shift)
        combined = combined.astype(np.intp)  # numpy scatters and gathers with intp indices twice as fast
        occupied = np.zeros(space, np.intp)
        occupied[combined] = 1
        present = np.flatnonzero(occupied)  # combinations in increasing order
        # in place, and not from bool: numpy's bool -> intp running sum is ~30x slower than intp's own
        rank = np.cumsum(occupied, out=occupied)
        rank -= 1
        codes.append(rank.take(combined))
        local = np.empty((len(block), len(present)), np.int64)
        rest = present
        for i in range(len(block) - 1, -1, -1):  # decode the mixed radix, last QI first
            j = block[i]
            local[i] = rest % radices[j] + offsets[j]
            rest = rest // radices[j]
        labels.append(local)
    return Blocks(members, codes, labels)


def block_key(blocks: Blocks, table: np.ndarray, live: list[bool], key_type) -> np.ndarray:
    """The class key of every row: ``table`` maps each set-numbered label to its label at the node times its
    QI's stride (``evaluation.node_key``); blocks whose QIs all have one label at the node (``live`` False) add
    0 and are skipped. At least one QI is live."""
    key = None
    for members, code, labels in zip(blocks.members, blocks.code, blocks.labels):
        if not any(live[j] for j in members):
            continue
        values = table[labels[0]] if len(members) == 1 else table[labels].sum(axis=0, dtype=key_type)
        part = values.astype(key_type, copy=False).take(code)
        if key is None:
            key = part
        else:
            key += part
    return key
