"""Failing nodes found before the walk from combinations of a few QIs, at the nodes the pairs of QIs leave untagged
(``nodes.pair_small_records``, ``Search._tag_small_pairs``; without suppression). A class of a combination of QIs
at a node's levels holds every class of the node, and of each specialization, that lies inside it. So its records
fail there when it is smaller than the smallest passing class or matches too few population rows
(``triple_small_records``), and with union-closed requirements (a class holds when all its parts hold: k, distinct
l, t-closeness) a failing class of the combination has a failing part, so the node fails (``failing_classes``).

Each combination's rows are counted once at the nodes' lowest levels (their meet), then all its level combinations
that the nodes project to in one count over the occupied cells, each level combination's table as wide as its
own labels."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterator, Mapping

import numpy as np

COMBINATION_CELLS = 1 << 20
"""A combination of QIs is counted in at most this many cells at the nodes' meet (8 MB; times the values of a
sensitive attribute for ``failing_classes``), else left out."""


def triple_small_records(rows: list[np.ndarray], matrices: list[np.ndarray], weights: np.ndarray, min_size: int,
                         levels: np.ndarray, people: np.ndarray | None = None, min_people: int = 0) -> np.ndarray:
    """``nodes.pair_small_records`` with three QIs, for the nodes of ``levels`` (rows x QIs) only: per node, the
    most records that the classes of one triple of QIs at the node's levels smaller than ``min_size``, or matching
    fewer than ``min_people`` population rows (``people``: each row's), hold. Adult, k-map 5: 209 nodes left by
    the pairs, 6-26 level triples a triple of QIs instead of up to 60."""
    most = np.zeros(len(levels))
    for cell, size, node_table, tables, keys_of in _combinations(rows, matrices, levels, 3, COMBINATION_CELLS):
        cells = np.bincount(cell, weights=weights, minlength=size)
        matched = None if people is None else np.bincount(cell, weights=people, minlength=size)
        # cells of population rows only hold no records, but add to the population of the classes above them
        held = np.flatnonzero((cells if matched is None else cells + matched) > 0)
        keys, starts = keys_of(held)
        counts = np.bincount(keys, weights=np.tile(cells[held], tables), minlength=starts[-1])
        failing = counts < min_size
        if matched is not None:
            failing |= np.bincount(keys, weights=np.tile(matched[held], tables), minlength=starts[-1]) < min_people
        small = np.add.reduceat(np.where(failing, counts, 0.0), starts[:-1])
        np.maximum(most, small[node_table], out=most)
    return most


def failing_classes(rows: list[np.ndarray], matrices: list[np.ndarray], weights: np.ndarray,
                    sensitive: Mapping[str, tuple[np.ndarray, int]], levels: np.ndarray, width: int,
                    verdict: Callable[[np.ndarray, dict[str, np.ndarray]], np.ndarray]) -> np.ndarray:
    """Per node of ``levels``: a class (holding records) of a combination of ``width`` QIs at the node's levels
    fails ``verdict`` (class sizes and class x value counts per sensitive attribute -> which classes hold;
    ``sensitive``: each attribute's code per row and number of values). Sound for union-closed requirements."""
    values = max((n for _codes, n in sensitive.values()), default=1)
    # every combination's classes first, judged in one call: the verdict's cost is mostly per call
    sizes, counts, tables = [], {name: [] for name in sensitive}, []
    for cell, size, node_table, n_tables, keys_of in _combinations(rows, matrices, levels, width,
                                                                   COMBINATION_CELLS // values):
        records = np.bincount(cell, weights=weights, minlength=size)
        held = np.flatnonzero(records > 0)
        keys, starts = keys_of(held)
        class_sizes = np.bincount(keys, weights=np.tile(records[held], n_tables), minlength=starts[-1])
        occupied = np.flatnonzero(class_sizes > 0)
        sizes.append(class_sizes[occupied])
        for name, (codes, n) in sensitive.items():
            cell_values = np.bincount(cell * n + codes, weights=weights, minlength=size * n).reshape(size, n)[held]
            class_values = np.bincount((keys[:, None] * n + np.arange(n)).ravel(),
                                       weights=np.tile(cell_values, (n_tables, 1)).ravel(), minlength=starts[-1] * n)
            counts[name].append(class_values.reshape(-1, n)[occupied])
        tables.append((node_table, np.searchsorted(starts, occupied, side="right") - 1, n_tables))
    failing = np.zeros(len(levels), bool)
    if not tables:
        return failing
    ok = verdict(np.concatenate(sizes).astype(np.int64),
                 {name: np.concatenate(parts).astype(np.int64) for name, parts in counts.items()})
    start = 0
    for node_table, table_of_class, n_tables in tables:
        bad = np.zeros(n_tables, bool)
        bad[table_of_class[~ok[start:start + len(table_of_class)]]] = True
        failing |= bad[node_table]
        start += len(table_of_class)
    return failing


def _combinations(rows: list[np.ndarray], matrices: list[np.ndarray], levels: np.ndarray, width: int,
                  limit: int) -> Iterator[tuple[np.ndarray, int, np.ndarray, int, Callable]]:
    """Per combination of ``width`` QIs with at most ``limit`` cells at the nodes' meet: (each row's cell there,
    the number of cells, each node's table, the number of tables, ``keys_of``). A combination with a QI of one
    label at the meet is left out: its classes are those of the smaller combination without it, counted first. A table is one of the level
    combinations the nodes project to; ``keys_of(held)`` gives the held cells' class in every table (tables x
    held, flat: the tables laid end to end, each as wide as its own labels) and the tables' starts (tables + 1)."""
    meet = levels.min(axis=0)
    steps = levels - meet
    meet = meet.tolist()
    widths = [int(matrices[q][level].max()) + 1 for q, level in enumerate(meet)]
    at_meet = [matrices[q][level].take(rows[q]).astype(np.int64) for q, level in enumerate(meet)]
    # [q][step]: each label at the meet's label ``step`` levels higher (levels are functions of the lower ones),
    # and the labels at each step
    ups = [matrices[q][level:].take(_label_rows(matrices[q][level]), axis=1) for q, level in enumerate(meet)]
    spans = [up.max(axis=1) + 1 for up in ups]
    prefix, prefix_cell = None, None  # the cells of a combination's first QIs, shared with the next combinations
    for combination in itertools.combinations(range(len(rows)), width):
        cell_widths = [widths[q] for q in combination]
        size = math.prod(cell_widths)
        if size > limit or min(cell_widths) == 1:  # one label: the smaller combination without it, counted first
            continue
        if combination[:-1] != prefix:
            prefix, prefix_cell = combination[:-1], at_meet[combination[0]]
            for q in prefix[1:]:
                prefix_cell = prefix_cell * widths[q] + at_meet[q]
        if width == 1:
            cell = at_meet[combination[0]]
        else:
            cell = prefix_cell * widths[combination[-1]]
            cell += at_meet[combination[-1]]
        # the level combinations the nodes project to, numbered in packed order, and each node's
        radix = [len(ups[q]) for q in combination]
        packed = steps[:, combination[0]]
        for q, r in zip(combination[1:], radix[1:]):
            packed = packed * r + steps[:, q]
        present = np.zeros(math.prod(radix), bool)
        present[packed] = True
        node_table = np.cumsum(present)[packed] - 1
        table_steps = _digits(np.flatnonzero(present), radix)

        def keys_of(held: np.ndarray, combination=combination, cell_widths=cell_widths, table_steps=table_steps):
            labels = _digits(held, cell_widths)
            table_spans = [spans[q][step] for q, step in zip(combination, table_steps)]
            starts = np.zeros(len(table_steps[0]) + 1, np.int64)
            np.cumsum(math.prod(table_spans), out=starts[1:])
            keys = ups[combination[0]].take(labels[0], axis=1)[table_steps[0]]
            for q, label, step, span in zip(combination[1:], labels[1:], table_steps[1:], table_spans[1:]):
                keys *= span[:, None]
                keys += ups[q].take(label, axis=1)[step]
            keys += starts[:-1, None]
            return keys.ravel(), starts

        yield cell, size, node_table, len(table_steps[0]), keys_of


def _digits(packed: np.ndarray, radix: list[int]) -> list[np.ndarray]:
    """The mixed-radix digits of packed integers (``np.unravel_index`` without its per-call cost)."""
    digits = []
    for r in radix[:0:-1]:
        packed, digit = np.divmod(packed, r)
        digits.append(digit)
    return [packed, *digits[::-1]]


def _label_rows(labels: np.ndarray) -> np.ndarray:
    """A hierarchy row of each label code (0..labels - 1) of one level's row of labels."""
    rows = np.empty(int(labels.max()) + 1, np.int64)
    rows[labels[::-1]] = np.arange(len(labels) - 1, -1, -1)  # the first row of each
    return rows
