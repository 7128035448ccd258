"""Quasi-identifier discovery as ARX's RiskModelAttributes (risk/RiskModelAttributes, tested by ARX's
TestRiskQuasiIdentifiers), after Motwani & Xu, "Efficient algorithms for masking and finding quasi-identifiers"
(VLDB 2007):

- distinction of an attribute set = distinct value combinations / rows;
- separation = share of the n (n - 1) / 2 record pairs that differ in at least one attribute of the set,
  1 - sum over combinations of c (c - 1) / 2 divided by n (n - 1) / 2.

A set is an α-distinct (α-separating) quasi-identifier when its distinction (separation) is at least α. Sets are
listed as ARX lists them: by size, then distinction, then separation. The suggested quasi-identifier set is the
smallest set (fewest attributes, then highest separation) that separates at least ``alpha`` of the pairs.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from math import comb
from typing import Sequence

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.core.classes import group_rows
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError

MAX_ATTRIBUTES = 15
"""All 2^m - 1 sets are evaluated (as ARX does); beyond this many attributes give ``max_size``."""


@dataclass(frozen=True)
class AttributeSetRisk:
    attributes: tuple[str, ...]
    distinction: float
    separation: float

    def to_json(self) -> dict:
        return {"attributes": list(self.attributes), "distinction": self.distinction, "separation": self.separation}


def distinction_and_separation(columns: Sequence[np.ndarray]) -> tuple[float, float]:
    """(distinction, separation) of the rows given as code columns."""
    groups, n_groups = group_rows(list(columns))
    n = len(groups)
    if n == 0:
        return 0.0, 0.0
    sizes = np.bincount(groups, minlength=n_groups).astype(np.int64)
    pairs = n * (n - 1) // 2
    same = int((sizes * (sizes - 1) // 2).sum())
    # Integer numerators over integer denominators: one division, so 6/10 is exactly the double 0.6 as in ARX.
    return n_groups / n, ((pairs - same) / pairs) if pairs else 0.0


def quasi_identifier_sets(dataset: Dataset, attributes: Sequence[str],
                          max_size: int | None = None) -> list[AttributeSetRisk]:
    """Distinction and separation of every non-empty set of ``attributes`` (up to ``max_size`` attributes)."""
    attributes = list(attributes)
    if not attributes:
        return []
    if max_size is None and len(attributes) > MAX_ATTRIBUTES:
        raise InputError(_("{count} attributes make {sets:,} sets; choose at most {limit} or a largest set "
                           "size").format(count=len(attributes), sets=2 ** len(attributes) - 1, limit=MAX_ATTRIBUTES))
    codes = {name: dataset.column(name).codes for name in attributes}
    largest = len(attributes) if max_size is None else min(max_size, len(attributes))
    widest_level = max(comb(len(attributes), size) for size in range(1, largest + 1))
    if 0 < dataset.n_rows and widest_level * dataset.n_rows <= LEVEL_CELLS:
        risks = _sets_by_level(attributes, [codes[name] for name in attributes], largest)
    else:
        risks = []
        for size in range(1, largest + 1):
            for names in combinations(attributes, size):
                distinction, separation = distinction_and_separation([codes[name] for name in names])
                risks.append(AttributeSetRisk(names, distinction, separation))
    risks.sort(key=lambda r: (len(r.attributes), r.distinction, r.separation))
    return risks


LEVEL_CELLS = 20_000_000
"""Sets of one size are evaluated together, as one (sets x rows) matrix, while it has at most this many cells
(short tables: 15 attributes of 5,000 rows); longer tables go set by set, where the rows dominate the cost."""


def _sets_by_level(attributes: list[str], codes: list[np.ndarray], largest: int) -> list[AttributeSetRisk]:
    """Every set up to ``largest`` attributes, in the order of itertools.combinations, one size at a time: the
    row groups of a set are its parent set's groups refined by its last attribute, all sets of a size at once."""
    n = len(codes[0])
    pairs = n * (n - 1) // 2
    matrix = np.stack([np.asarray(c, np.int64) for c in codes])
    radix = matrix.max(axis=1) + 1
    sets = [(i,) for i in range(len(attributes))]
    last = np.arange(len(attributes))
    keys = matrix
    risks = []
    for size in range(1, largest + 1):
        groups, n_groups, same = _groups_by_row(keys)
        for members, count, tied in zip(sets, n_groups.tolist(), same.tolist()):
            # Integer numerators over integer denominators, as in distinction_and_separation.
            risks.append(AttributeSetRisk(tuple(attributes[i] for i in members), count / n,
                                          ((pairs - tied) / pairs) if pairs else 0.0))
        if size == largest:
            break
        parent, extra = np.nonzero(last[:, None] < np.arange(len(attributes))[None, :])  # parent-major: lexical
        keys = groups[parent] * radix[extra][:, None] + matrix[extra]
        sets = [sets[p] + (j,) for p, j in zip(parent.tolist(), extra.tolist())]
        last = extra
    return risks


def _groups_by_row(keys: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """For each row of a (sets x rows) key matrix: the dense group number of every entry, the number of groups
    and the number of entry pairs in one group (sum of c (c - 1) / 2 over the group sizes)."""
    n_sets, n = keys.shape
    order = np.argsort(keys, axis=1, kind="stable")
    ordered = np.take_along_axis(keys, order, axis=1)
    starts = np.ones((n_sets, n), bool)
    starts[:, 1:] = ordered[:, 1:] != ordered[:, :-1]
    run = np.cumsum(starts, axis=1) - 1
    groups = np.empty_like(run)
    np.put_along_axis(groups, order, run, axis=1)
    sizes = np.bincount((run + n * np.arange(n_sets)[:, None]).ravel(), minlength=n_sets * n).reshape(n_sets, n)
    return groups, run[:, -1] + 1, (sizes * (sizes - 1) // 2).sum(axis=1)


def suggest_quasi_identifiers(risks: Sequence[AttributeSetRisk], alpha: float = 0.99) -> AttributeSetRisk | None:
    """The smallest α-separating set (fewest attributes, then most separating); None when no set reaches α."""
    separating = [r for r in risks if r.separation >= alpha]
    if not separating:
        return None
    return min(separating, key=lambda r: (len(r.attributes), -r.separation, -r.distinction))
