"""(αi,k)- and (αij,k,m)-anonymity with graded sensitive attributes (docs/spec.md §4–5; seed 003: Wang Qiuyue, Ge Lina
et al., "(αij,k,m)-anonymity with graded multiple sensitive attributes", definitions 7 and 8; (αi,k) after Jin Hua
et al. 2011, itself built on Wong et al.'s (α,k), KDD 2006).

Each sensitive attribute i has a level table (value → level 1..c, 1 = most sensitive) with a bound α_ij per level
(``SensitivityLevels``). A table is (αij,k,m)-anonymous, m being the number of sensitive attributes, when

1. every class is k-anonymous (|E| ≥ k),
2. no class holds two records of the same level on any sensitive attribute, and
3. in every class the share of each level j of attribute i is at most α_ij.

(αi,k) is the case m = 1. The check reports, per attribute, the worst share/α ratio over classes and levels (≤ 1
meets condition 3), the largest level share, and the classes with a repeated level; all from one classes x levels
count matrix (``Partition.value_counts`` of the row levels), without a loop over classes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

import numpy as np

from privdesk.engine.core.classes import Partition
from privdesk.engine.core.tolerance import TOLERANCE
from privdesk.engine.models.base import ModelResult
from privdesk.engine.models.k_anonymity import k_anonymity

"""Rounding slack for share ≤ α (a share of exactly α computed as a quotient must pass)."""


@dataclass(frozen=True)
class GradedAttribute:
    """The level conditions of one sensitive attribute."""

    attribute: str | None
    share_ratio: ModelResult      # per class: max over levels of share / α_j; condition 3 holds when value ≤ 1
    max_share: float              # the largest share of one level in one class
    repeated: np.ndarray          # per class: True when two or more records share a level

    @property
    def repeated_classes(self) -> int:
        return int(self.repeated.sum())

    @property
    def holds(self) -> bool:
        """Conditions 2 and 3 for this attribute."""
        return self.repeated_classes == 0 and self.share_ratio.value <= 1.0 + TOLERANCE


@dataclass(frozen=True)
class GradedAlpha:
    """(αij,k,m)-anonymity of a table: achieved k and the level conditions of every sensitive attribute."""

    k: ModelResult
    attributes: tuple[GradedAttribute, ...]

    @property
    def levels_hold(self) -> bool:
        """Conditions 2 and 3 on every attribute (k aside)."""
        return all(a.holds for a in self.attributes)

    def satisfies(self, k: int) -> bool:
        """Whether the table is (αij,k,m)-anonymous for this k."""
        return self.k.satisfies(k) and self.levels_hold


def graded_attribute(partition: Partition, row_levels: np.ndarray, alphas: Sequence[float],
                     attribute: str | None = None) -> GradedAttribute:
    """Level conditions of one attribute. ``row_levels``: each row's level 1..c (``levels.level_of(column)
    [column.codes]``); ``alphas``: α of levels 1..c."""
    alpha = np.asarray(alphas, dtype=float)
    row_levels = np.asarray(row_levels)
    if len(row_levels) != len(partition.class_of_row):
        raise ValueError(f"{len(row_levels)} row levels for a table of {len(partition.class_of_row)} rows")
    if len(row_levels) and (row_levels.min() < 1 or row_levels.max() > len(alpha)):
        raise ValueError(f"row levels must run 1 to {len(alpha)}")
    level_counts = partition.value_counts(row_levels, len(alpha) + 1)[:, 1:]   # column 0 = unused level 0
    shares = level_counts / np.maximum(partition.sizes, 1)[:, None]
    per_class = (shares / alpha).max(axis=1) if partition.n_classes else np.zeros(0)
    max_share = float(shares.max()) if shares.size else 0.0
    share_ratio = ModelResult.from_per_class("(alpha_ij,k,m) level share / alpha", per_class,
                                             higher_is_safer=False, attribute=attribute,
                                             detail="level shares within their alpha when value <= 1")
    return GradedAttribute(attribute, share_ratio, max_share, level_counts.max(axis=1, initial=0) > 1)


def graded_alpha(partition: Partition, row_levels: Mapping[str, np.ndarray],
                 alphas: Mapping[str, Sequence[float]],
                 rows: Mapping[str, Partition] | None = None) -> GradedAlpha:
    """(αij,k,m)-anonymity over the sensitive attributes named in ``row_levels`` (each with its α list).
    ``rows``: per attribute, the partition its row levels are counted over (``CountedRelease``), else
    ``partition``."""
    rows = rows or {}
    attributes = tuple(graded_attribute(rows.get(name, partition), levels, alphas[name], name)
                       for name, levels in row_levels.items())
    return GradedAlpha(k_anonymity(partition), attributes)
