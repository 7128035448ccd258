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


def block_key(blocks: Blocks | Runs, table: np.ndarray, live: list[bool], key_type) -> np.ndarray:
    """The class key of every row: ``table`` maps each set-numbered label to its label at the node times its
    QI's stride (``evaluation.node_key``); blocks whose QIs all have one label at the node (``live`` False) add
    0 and are skipped. At least one QI is live."""
    if isinstance(blocks, Runs):
        return run_key(blocks, table, live, key_type)
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


RUN_ROWS = 8
"""A set of more than ``BLOCK_MAX_ROWS`` rows is keyed by runs (``runs_of``) when its rows, in their order, fall into
runs of at least this many rows on average over some of its QIs."""


@dataclass
class Runs:
    """A large set whose QIs ``members`` change only between runs of consecutive rows (a set grouped by one packed
    key comes sorted by it: at 10^8 rows the 85 M groups are 2.9 M runs of one admission date and ZIP code):
    ``lengths`` of the runs, ``labels`` (members x runs) the set-numbered label of each member in each run, and
    the set's ``stacked`` labels, from which the other QIs are gathered row by row."""

    members: list[int]
    lengths: np.ndarray
    labels: np.ndarray
    stacked: np.ndarray


def runs_of(stacked: np.ndarray) -> Runs | None:
    """The runs of a set whose rows hold ``stacked`` labels (QIs x rows) over as many QIs as keep them
    ``RUN_ROWS`` rows long on average, the QIs that change least often first; None when no QI does. One pass per
    QI to count its changes, one more per member."""
    qis, rows = stacked.shape
    if rows < 2:
        return None
    limit = rows // RUN_ROWS
    changes = [int(np.count_nonzero(stacked[j, 1:] != stacked[j, :-1])) for j in range(qis)]
    members: list[int] = []
    changed = None
    for j in sorted(range(qis), key=changes.__getitem__):
        if changes[j] + 1 > limit:
            break
        differs = stacked[j, 1:] != stacked[j, :-1]
        grown = differs if changed is None else changed | differs
        if int(np.count_nonzero(grown)) + 1 > limit:
            break
        changed = grown
        members.append(j)
    if changed is None:
        return None
    starts = np.flatnonzero(changed)
    starts += 1
    bounds = np.concatenate(([0], starts, [rows]))
    return Runs(members, np.diff(bounds), np.stack([stacked[j].take(bounds[:-1]) for j in members]), stacked)


def run_key(runs: Runs, table: np.ndarray, live: list[bool], key_type) -> np.ndarray:
    """:func:`block_key` of a set keyed by runs: the members' part of the key once per run, repeated over its rows,
    then the other live QIs added a block of rows at a time (``RUN_KEY_BLOCK``). At least one QI is live."""
    part = np.zeros(len(runs.lengths), key_type)
    for i, j in enumerate(runs.members):
        if live[j]:
            part += table[runs.labels[i]].astype(key_type, copy=False)
    key = np.repeat(part, runs.lengths)
    rest = [j for j in range(len(runs.stacked)) if live[j] and j not in runs.members]
    for start in range(0, len(key), RUN_KEY_BLOCK):
        block = key[start:start + RUN_KEY_BLOCK]
        for j in rest:
            block += table[runs.stacked[j, start:start + RUN_KEY_BLOCK]]
    return key


RUN_KEY_BLOCK = 1 << 22
"""Rows of the QIs outside the runs gathered at a time (numpy's intp copy of their labels: 32 MB)."""
