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
from typing import Sequence

import numpy as np

from ...i18n import _
from ..classes import group_rows
from ..dataset import Dataset
from ..errors import InputError

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
    risks = []
    for size in range(1, largest + 1):
        for names in combinations(attributes, size):
            distinction, separation = distinction_and_separation([codes[name] for name in names])
            risks.append(AttributeSetRisk(names, distinction, separation))
    risks.sort(key=lambda r: (len(r.attributes), r.distinction, r.separation))
    return risks


def suggest_quasi_identifiers(risks: Sequence[AttributeSetRisk], alpha: float = 0.99) -> AttributeSetRisk | None:
    """The smallest α-separating set (fewest attributes, then most separating); None when no set reaches α."""
    separating = [r for r in risks if r.separation >= alpha]
    if not separating:
        return None
    return min(separating, key=lambda r: (len(r.attributes), -r.separation, -r.distinction))
