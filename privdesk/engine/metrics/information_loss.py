"""Information loss by weighted hierarchical distance and the sensitivity distance of equivalence classes (docs/spec.md §5;
seed 003, Wang, Ge et al., "(αij,k,m)-anonymity"; WHD from Li, Wong, Fu, Pei, DaWaK 2006).

Level numbering. SPEC §5 (and the paper) number the levels of a generalization tree of height h from 1 (the most
general, e.g. ``*``) to h (the most specific, the original value). PrivDesk's :class:`~privdesk.engine.attributes.hierarchy.
Hierarchy` numbers them as ARX does: 0 = original .. ``height`` = most general, so a hierarchy with ``height`` H has
h = H + 1 SPEC levels and

    SPEC level = h − ARX level = height + 1 − ARX level.

:func:`whd` takes SPEC levels; everything else takes ARX levels and converts with that rule.

Weighted hierarchical distance (SPEC levels p > q, generalizing from level p to the more general level q):

    WHD(p → q) = Σ_{j=q+1..p} w_{j,j−1} / Σ_{j=2..h} w_{j,j−1},   w_{j,j−1} = 1/(j − 1),

so steps near the root weigh more. In ARX levels, the loss of a value released at level L of a hierarchy of height H
(from its original, SPEC level h, to SPEC level h − L) is (Σ_{i=H−L+1..H} 1/i) / (Σ_{i=1..H} 1/i). A hierarchy of
height 0 cannot generalize: its WHD is 0.

Tuple loss IL(t) = Σ_j WHD_j over the tuple's quasi-identifiers; table loss = Σ_i IL(t_i); also the mean per tuple.
A suppressed row counts as generalized to the top of every hierarchy (IL = number of QIs with height > 0).

Class sensitivity distance (per sensitive attribute with a level table, levels 1 = most sensitive .. c):

    Ds(E) = Σ_{i<j} w(i, j) · |L_i − L_j| / (u (u − 1)),   u = |E|,

w(i, j) = the weight of the pair's less sensitive (numerically larger) level. The paper's weights for c = 5 are
5 → 1, 4 → 0.95, 3 → 0.9, 2 → 0.85; PrivDesk generalises them to weight(level) = 1 − 0.05 (c − level) for c levels
(the weight of level 1 never matters: a pair whose larger level is 1 has distance 0). That rule needs c ≤ 21 so
that every weight that matters stays positive; for more levels, or other weights, pass a custom mapping
{level: weight}. A class of one row has no pairs: its Ds is 0 by convention. Suppressed rows belong to no class.
Computed without pairwise loops: with n_a rows of level a in a class, Σ_{i<j} w·|L_i − L_j| =
Σ_{a<b} n_a n_b w(b) (b − a), a quadratic form of the class's level counts with a small c × c matrix.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Mapping, Sequence

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.core.classes import Partition
from privdesk.engine.core.errors import InputError

DEFAULT_WEIGHT_STEP = 0.05
"""weight(level) = 1 − DEFAULT_WEIGHT_STEP · (c − level)."""


# ----- weighted hierarchical distance ---------------------------------------------------------------------------------


def whd(p, q, h: int):
    """WHD(p → q) with SPEC §5's numbering (1 = most general .. h = most specific), p ≥ q; arrays broadcast."""
    h = _whole(h, _("the height of the generalization tree (h)"), 1)
    p_arr, q_arr = np.asarray(p), np.asarray(q)
    if np.any(q_arr < 1) or np.any(p_arr > h) or np.any(q_arr > p_arr):
        raise InputError(_("WHD needs levels 1 ≤ q ≤ p ≤ h = {h} (1 is the most general level)").format(h=h))
    # cumulative[j] = Σ_{i=2..j} w_{i,i−1} = Σ_{i=1..j−1} 1/i for SPEC level j (cumulative[1] = 0).
    cumulative = np.concatenate(([0.0, 0.0], np.cumsum(1.0 / np.arange(1, h))))
    total = cumulative[h]
    if total == 0:
        result = np.zeros(np.broadcast(p_arr, q_arr).shape)
    else:
        result = (cumulative[p_arr] - cumulative[q_arr]) / total
    return float(result) if np.ndim(result) == 0 else result


def whd_of_levels(height: int) -> np.ndarray:
    """WHD from the original value to each ARX level 0..height of a hierarchy of that height (a lookup table)."""
    height = _whole(height, _("the hierarchy height"), 0)
    h = height + 1
    arx = np.arange(height + 1)
    return np.asarray(whd(h, h - arx, h), dtype=float).reshape(height + 1)


@dataclass(frozen=True)
class InformationLoss:
    """WHD information loss of a table: per tuple, summed over the table, and the mean per tuple."""

    per_tuple: np.ndarray = field(repr=False)
    total: float
    mean: float


def tuple_loss(levels, heights: Sequence[int], *, n_rows: int | None = None,
               suppressed: np.ndarray | None = None) -> np.ndarray:
    """IL(t) = Σ_j WHD of each row's QI values.

    ``levels``: ARX levels, either a matrix rows × QIs (local recoding: one level per row and QI) or a vector with
    one level per QI (full-domain generalization; then ``n_rows`` says how many rows). ``heights``: the height of
    each QI's hierarchy. ``suppressed``: optional mask of rows released as all ``*`` (top level everywhere).
    """
    heights = [_whole(h, _("a hierarchy height"), 0) for h in heights]
    levels = np.asarray(levels)
    q = len(heights)
    if levels.ndim == 1:
        if len(levels) != q:
            raise InputError(_("{levels} levels for {q} quasi-identifiers").format(levels=len(levels), q=q))
        if n_rows is None:
            if suppressed is None:
                raise InputError(_("a full-domain level vector needs the number of rows"))
            n_rows = len(suppressed)
        levels = np.broadcast_to(levels, (int(n_rows), q))
    elif levels.ndim != 2 or levels.shape[1] != q:
        raise InputError(_("levels must be a matrix rows × {q} quasi-identifiers or one level per "
                           "quasi-identifier").format(
            q=q))
    if not np.issubdtype(levels.dtype, np.integer) and levels.size:
        raise InputError(_("levels must be whole numbers"))
    loss = np.zeros(levels.shape[0])
    for j, height in enumerate(heights):
        column = levels[:, j]
        if column.size and (column.min() < 0 or column.max() > height):
            raise InputError(_("quasi-identifier {number}: levels must lie between 0 and its height {height}").format(
                number=j + 1, height=height))
        loss += whd_of_levels(height)[column]
    if suppressed is not None:
        suppressed = np.asarray(suppressed, bool)
        if suppressed.shape != loss.shape:
            raise InputError(_("the suppression mask has {size} rows, the levels {levels}").format(
                size=suppressed.size, levels=loss.size))
        loss[suppressed] = float(sum(1 for h in heights if h > 0))
    return loss


def information_loss(levels, heights: Sequence[int], *, n_rows: int | None = None,
                     suppressed: np.ndarray | None = None, weights: np.ndarray | None = None) -> InformationLoss:
    """Table loss Σ_i IL(t_i) and its mean per tuple (arguments as :func:`tuple_loss`). ``weights``: the records
    each row stands for (a grouped table), counted that many times in the sum and the mean; ``per_tuple`` stays
    one loss per row."""
    per_tuple = tuple_loss(levels, heights, n_rows=n_rows, suppressed=suppressed)
    if weights is None:
        total, records = float(per_tuple.sum()), len(per_tuple)
    else:
        weights = np.asarray(weights)
        if weights.shape != per_tuple.shape:
            raise InputError(_("{weights} weights for {rows} rows").format(weights=weights.size, rows=per_tuple.size))
        # a block of rows at a time: the weights made floats a block at a time, not all at once
        total = math.fsum(float(per_tuple[b:b + WEIGHT_BLOCK] @ weights[b:b + WEIGHT_BLOCK].astype(float))
                          for b in range(0, len(per_tuple), WEIGHT_BLOCK))
        records = int(weights.sum(dtype=np.int64))
    return InformationLoss(per_tuple, total, total / records if records else 0.0)


WEIGHT_BLOCK = 1 << 20
"""Rows whose weighted losses ``information_loss`` sums at once."""


# ----- class sensitivity distance -------------------------------------------------------------------------------------


def sensitivity_weights(n_levels: int, custom: Mapping[int, float] | None = None) -> np.ndarray:
    """Weight of each level 1..c as an array indexed by level − 1.

    Default: 1 − 0.05 (c − level) (c = 5: 1, 0.95, 0.9, 0.85 for levels 5..2). ``custom``: {level: weight} for
    every level 2..c (level 1 may be left out; it never weighs a pair with a non-zero distance).
    """
    c = _whole(n_levels, _("the number of sensitivity levels"), 1)
    if custom is None:
        if c > 21:
            raise InputError(_("the default weights 1 − 0.05 (c − level) are not positive for {c} levels; "
                               "give a weight for each level").format(c=c))
        return 1.0 - DEFAULT_WEIGHT_STEP * (c - np.arange(1, c + 1))
    weights = np.ones(c)
    unknown = [lv for lv in custom if not (isinstance(lv, (int, np.integer)) and 1 <= lv <= c)]
    if unknown:
        raise InputError(_("weights given for level(s) {levels}, which do not exist; levels run 1 to {c}").format(
            levels=', '.join(map(str, unknown)), c=c))
    lacking = [lv for lv in range(2, c + 1) if lv not in custom]
    if lacking:
        raise InputError(_("no weight for level(s) {levels}").format(levels=', '.join(map(str, lacking))))
    for level, weight in custom.items():
        value = float(weight)
        if not np.isfinite(value) or value < 0:
            raise InputError(_("the weight of level {level} must be a number of at least 0").format(
                level=level), value=weight)
        weights[int(level) - 1] = value
    return weights


def pair_weight_matrix(weights: np.ndarray) -> np.ndarray:
    """c × c matrix M with M[a, b] = w(b) · (b − a) for a < b and 0 elsewhere (levels 1-based, indices 0-based)."""
    c = len(weights)
    a = np.arange(c)
    distance = a[None, :] - a[:, None]
    return np.where(distance > 0, distance * np.asarray(weights, float)[None, :], 0.0)


def class_sensitivity_distance(partition: Partition, row_levels: np.ndarray, n_levels: int | None = None,
                               weights: Mapping[int, float] | None = None) -> np.ndarray:
    """Ds(E) of every class of ``partition`` (array in class order).

    ``row_levels``: each row's sensitivity level 1..c (e.g. ``levels.level_of(column)[column.codes]``);
    ``n_levels``: c (default: the largest level present); ``weights``: a custom {level: weight} mapping.
    """
    row_levels = np.asarray(row_levels)
    if row_levels.shape != (len(partition.class_of_row),):
        raise InputError(_("{size} sensitivity levels for {n_rows} rows").format(
            size=row_levels.size, n_rows=len(partition.class_of_row)))
    if row_levels.size and row_levels.min() < 1:
        raise InputError(_("sensitivity levels start at 1 (the most sensitive)"))
    c = int(n_levels) if n_levels is not None else int(row_levels.max(initial=1))
    if row_levels.size and row_levels.max() > c:
        raise InputError(_("a row has level {level}, but there are only {c} levels").format(
            level=int(row_levels.max()), c=c))
    matrix = pair_weight_matrix(sensitivity_weights(c, weights))
    counts = partition.value_counts(row_levels.astype(np.int64) - 1, c).astype(float)
    pair_sum = np.einsum("ka,ab,kb->k", counts, matrix, counts)
    u = partition.sizes.astype(float)
    pairs = u * (u - 1)
    return np.divide(pair_sum, pairs, out=np.zeros_like(pair_sum), where=pairs > 0)


def mean_sensitivity_distance(partition: Partition, row_levels: np.ndarray, n_levels: int | None = None,
                              weights: Mapping[int, float] | None = None) -> float:
    """The mean of Ds over the classes (0 when there are none)."""
    per_class = class_sensitivity_distance(partition, row_levels, n_levels, weights)
    return float(per_class.mean()) if len(per_class) else 0.0


def _whole(value, what: str, minimum: int) -> int:
    """``value`` as an int of at least ``minimum``; ``what`` names it in the current language."""
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or value < minimum:
        raise InputError(_("{what} must be a whole number of at least {minimum}").format(
            what=what, minimum=minimum), value=value)
    return int(value)
