"""MDAV multivariate microaggregation (maximum distance to average vector; Domingo-Ferrer & Mateo-Sanz 2002) as
sdcMicro's ``microaggregation(method="mdav")`` computes it (its C++ ``Mdav``).

Each column is weighted by 1 / its population variance (a constant column keeps weight 1), so distances are
Euclidean on the standardised values. With R the records not yet grouped:

1. c = the mean of R; r = the record of R farthest from c.
2. While |R| ≥ 3k: s = the record of R farthest from r; the group of r = its k nearest records in R (r included) is
   removed, then the group of s = its k nearest among the rest. When 2k ≤ |R| < 3k only r's group is formed.
3. The last |R| < 2k records form one group (so every group holds k … 2k − 1 records).

Every record is replaced by its group's mean. Ties: the farthest record is the one with the smallest row number
(sdcMicro's strict ``>`` over rows in order); among equally near records the larger row number is taken first
(sdcMicro's insertion into its distance lists puts a later row before an equal earlier one). sdcMicro keeps
distances as 32-bit floats; PrivDesk computes in 64 bits, so sdcMicro can see ties PrivDesk does not.

MDAV is sequential: every group depends on the records the earlier groups took. The one Python loop is therefore
over groups (two per round); each query is answered by ``mdav_index.RemainingRecords`` from the few k-d leaves and
blocks that can hold the answer instead of a pass over all remaining records (sdcMicro: O(n²/k)), with exactly the
full scan's result.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.core.errors import InputError
from privdesk.engine.recoding.mdav_index import RemainingRecords


@dataclass(frozen=True)
class MicroaggregationResult:
    """The aggregated values (n × d, group means), each row's group (0.. in order of formation) and k."""

    values: np.ndarray
    groups: np.ndarray
    k: int

    @property
    def group_count(self) -> int:
        return int(self.groups.max()) + 1 if self.groups.size else 0


def mdav(x: np.ndarray, k: int) -> MicroaggregationResult:
    """MDAV of the rows of ``x`` (n × d, finite floats) into groups of k … 2k − 1 rows."""
    x = np.asarray(x, dtype=float)
    if x.ndim == 1:
        x = x[:, None]
    n = x.shape[0]
    if not isinstance(k, (int, np.integer)) or k < 1:
        raise InputError(_("k must be a whole number of at least 1"), value=k)
    if n < k:
        raise InputError(_("MDAV needs at least k = {k} rows; the table has {n}").format(k=k, n=n))
    groups = mdav_groups(x, int(k))
    return MicroaggregationResult(values=group_means(x, groups), groups=groups, k=int(k))


def mdav_groups(x: np.ndarray, k: int) -> np.ndarray:
    """The group number of every row (groups numbered in the order MDAV forms them)."""
    n = x.shape[0]
    z = _standardise(x)
    groups = np.full(n, -1, dtype=np.int64)
    index = RemainingRecords(z)
    total = z.sum(axis=0)  # sum of the remaining records, for their mean
    remaining, group = n, 0
    while remaining >= 2 * k:
        r = index.farthest_from_mean(total / remaining)
        s = index.farthest(z[r]) if remaining >= 3 * k else None
        for centre in (r, s):
            if centre is None:
                continue
            members = index.nearest(z[centre], k)
            groups[members] = group
            total -= z[members].sum(axis=0)
            index.remove(members)
            remaining -= k
            group += 1
    groups[groups < 0] = group
    return groups


def group_means(x: np.ndarray, groups: np.ndarray) -> np.ndarray:
    """Each row's group mean, column by column (bincount over the group numbers)."""
    sizes = np.bincount(groups).astype(float)
    means = np.column_stack([np.bincount(groups, weights=x[:, j]) / sizes for j in range(x.shape[1])])
    return means[groups]


def _standardise(x: np.ndarray) -> np.ndarray:
    variance = x.var(axis=0)
    scale = np.where(variance > 0, np.sqrt(np.where(variance > 0, variance, 1.0)), 1.0)
    return x / scale
