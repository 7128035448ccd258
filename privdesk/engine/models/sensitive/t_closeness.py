"""t-closeness: Earth Mover's Distance between each class's sensitive distribution and the whole table's
(docs/spec.md §4; Li, Li, Venkatasubramanian, "t-Closeness: Privacy Beyond k-Anonymity and l-Diversity", ICDE 2007,
section 4.2 for the three ground distances).

P (a class) and Q (the whole table) are shares of records: rows of the classes x values count matrix divided by
their class size, and the whole table's value counts (``reference``) divided by their sum. The whole table includes
suppressed rows, which are released with their sensitive values (as ARX compares with the whole dataset); without
``reference`` the column sums of the matrix (the kept rows) stand for it. The achieved t is the largest EMD over classes; every function is vectorised over classes.

- equal distance (every two values 1 apart): EMD = ½ Σ |p_i − q_i|.
- ordered distance (values 1..m in code order, which the Dataset keeps in the type's order; |i − j| / (m − 1)):
  EMD = 1/(m − 1) · Σ_i |Σ_{j ≤ i} (p_j − q_j)|. m counts only the values present in the whole table, as the
  paper's "m distinct values in the domain" is read by pycanon (``np.unique`` of the column) and as the §1.3
  example needs (Salary 3k..11k, m = 9). A value that no kept row holds would add a duplicate cumulative term, so
  such columns are dropped first. With m = 1 every class equals the table, t = 0 (pycanon divides by zero there).
  Values that fail the column's type and the missing category come after the valid values in code order.
- hierarchical distance (the distance of two leaves is the height of their lowest common ancestor / H): with
  extra(leaf) = p − q and extra(N) = Σ extra(children), every inner node N of height h(N) costs
  h(N)/H · min(pos(N), neg(N)), pos/neg(N) being the sums of the positive/negative extras of N's children, and
  EMD = Σ cost(N). Level L of an ARX hierarchy has height L, H = the hierarchy's height. When the top level has
  more than one label, an implied root one level above joins them (then H = height + 1), so that values in
  different top-level groups are at the maximal distance 1.

  Computed level by level in closed form: min(pos, neg) = ½(pos + neg − |pos − neg|) with pos + neg =
  Σ_children |extra| and pos − neg = extra(N). Summed over the nodes of level L this is ½(A_{L−1} − A_L), where
  A_L = Σ_{nodes at level L} |extra| = 2·TV_L, TV_L being the variational distance of P and Q generalized to
  level L (TV_0 = the equal-distance EMD; A_H = 0 at the root). Then Σ_L (L/H)·½(A_{L−1} − A_L) telescopes to
  EMD = (1/H) Σ_{L=0}^{H−1} TV_L. The class counts of a node N above the values are a product of the class x
  value counts with N's 0/1 value vector, and TV_L = ½ Σ_N |c_N − |E|·q_N| / |E| over the nodes N of level L,
  so all levels are one matrix of |c_N − |E|·q_N| summed per class (the optimal search checks thousands of
  transformations, each with thousands of classes).
  The tests check this against a literal implementation of the pos/neg formula.
"""

from __future__ import annotations

import functools

import numpy as np

from privdesk.common.i18n import N_, _
from privdesk.engine.core.errors import InputError
from privdesk.engine.models.base import ModelResult
from privdesk.engine.models.spec import ModelSpec, Parameter, attribute_counts


def _reference(counts: np.ndarray, reference: np.ndarray | None) -> np.ndarray:
    """The whole table's value counts: given, or the column sums of the class matrix."""
    if reference is None:
        return counts.sum(axis=0)
    reference = np.asarray(reference)
    if reference.shape != (counts.shape[1],):
        raise ValueError(f"the reference has shape {reference.shape}, the classes have {counts.shape[1]} values")
    return reference


def _variational(counts: np.ndarray, totals: np.ndarray | None = None) -> np.ndarray:
    """Per class ½ Σ |p − q| for a classes x values count matrix and the table's value counts ``totals``."""
    if counts.dtype.kind in "iu" and counts.ndim == 2 and counts.size >= FLOAT_CELLS:
        # whole numbers (the searches' counts) as floats first, as a division of integers converts them: the same
        # quotients, and exact row sums from a product (~15% less on a matrix of 1,000 classes x 14 values)
        counts = counts.astype(float)
        sizes = counts @ _ones(counts.shape[1])
    else:
        sizes = counts.sum(axis=1)
    difference = counts / np.where(sizes > 0, sizes, 1)[:, None]
    difference -= _shares(counts.sum(axis=0) if totals is None else totals)
    np.abs(difference, out=difference)
    return 0.5 * difference.sum(axis=1)


def _shares(totals: np.ndarray) -> np.ndarray:
    """The table's share of each value; the last answer kept while the same array is asked about (a search asks
    once per evaluated node with its reference)."""
    last = _LAST_TOTALS[0]
    if last is not None and last[0] is totals:
        return last[1]
    n = totals.sum()
    shares = totals / (n if n > 0 else 1)
    _LAST_TOTALS[0] = (totals, shares)  # one assignment: safe beside another thread
    return shares


_LAST_TOTALS: list = [None]


FLOAT_CELLS = 2048
"""Integer class matrices of at least this many cells are converted to floats before the equal distance divides
them (on smaller ones the conversion costs more than it saves)."""


@functools.lru_cache(maxsize=16)
def _ones(width: int) -> np.ndarray:
    """A read-only vector of ``width`` ones (a search asks for the same one per node)."""
    ones = np.ones(width)
    ones.flags.writeable = False
    return ones


def t_closeness_equal(counts: np.ndarray, attribute: str | None = None,
                      reference: np.ndarray | None = None) -> ModelResult:
    """Achieved t with the equal ground distance: max over classes of ½ Σ |p − q| (lower is safer)."""
    counts = np.asarray(counts)
    per_class = _variational(counts, _reference(counts, reference))
    return ModelResult.from_per_class("t-closeness (equal distance)", per_class, higher_is_safer=False,
                                      attribute=attribute)


def t_closeness_ordered(counts: np.ndarray, attribute: str | None = None,
                        reference: np.ndarray | None = None) -> ModelResult:
    """Achieved t with the ordered ground distance over the values present in the table, in code order."""
    counts = np.asarray(counts)
    totals = _reference(counts, reference)
    if not totals.all():
        counts, totals = counts[:, totals > 0], totals[totals > 0]
    m = counts.shape[1]
    if m <= 1:
        per_class = np.zeros(counts.shape[0])
    else:
        sizes = counts.sum(axis=1)
        cumulative = np.cumsum(counts, axis=1, dtype=float)
        cumulative /= np.where(sizes > 0, sizes, 1)[:, None]
        cumulative -= np.cumsum(totals) / totals.sum()
        np.abs(cumulative, out=cumulative)
        per_class = cumulative.sum(axis=1) / (m - 1)
    return ModelResult.from_per_class("t-closeness (ordered distance)", per_class, higher_is_safer=False,
                                      attribute=attribute)


def t_closeness_hierarchical(counts: np.ndarray, hierarchy_codes: np.ndarray,
                             attribute: str | None = None, reference: np.ndarray | None = None) -> ModelResult:
    """Achieved t with the hierarchical ground distance.

    ``hierarchy_codes``: ``Hierarchy.bind(column)``, levels x values (the label code of each value at each level),
    with the same value columns as ``counts``.
    """
    return ModelResult.from_per_class("t-closeness (hierarchical distance)",
                                      _hierarchical(counts, hierarchy_codes, reference), higher_is_safer=False,
                                      attribute=attribute)


def _hierarchical(counts: np.ndarray, hierarchy_codes: np.ndarray, reference: np.ndarray | None) -> np.ndarray:
    """:func:`t_closeness_hierarchical`'s value of each class (the searches need no more)."""
    counts = np.asarray(counts)
    tree = _tree_shares(hierarchy_codes, counts, reference)
    if tree is None:
        return np.zeros(counts.shape[0])
    height, columns, value_share, node_share, ones, node_ones, nodes = tree
    counts = counts.astype(float)
    sizes = counts @ ones  # a product sums short rows faster than .sum(axis=1)
    sizes[sizes == 0] = 1                                               # an empty class is compared as p = 0
    if counts.shape[0] <= PRODUCT_CLASSES:
        # few classes: every upper node's class counts in one matrix product, nodes x classes as below (the same
        # exact sums for whole-number counts, as the searches' are), so that the rest adds the same floats in the
        # same order
        upper = nodes @ counts.T
    else:
        # class counts per node of the upper levels: one product per node (products with a single vector: a
        # matrix product of this shape runs threaded and slows down badly on a busy machine), stored node by node
        upper = np.empty((len(columns), counts.shape[0]))
        for column, node in enumerate(columns):
            np.dot(counts, node, out=upper[column])
    upper -= np.multiply.outer(node_share, sizes)
    np.abs(upper, out=upper)
    counts -= np.multiply.outer(sizes, value_share)                    # level 0: the values themselves
    np.abs(counts, out=counts)
    return (counts @ ones + node_ones @ upper) / sizes / (2 * height)


PRODUCT_CLASSES = 512
"""Class matrices of at most this many classes take their upper nodes' counts in one matrix product (single
threaded at this size; most of a search's evaluations: hierarchical 0.2-closeness 0%'s 27 have 1-1,000 classes),
larger ones a product with each node's vector."""


def _tree_shares(hierarchy_codes: np.ndarray, counts: np.ndarray, reference: np.ndarray | None) -> tuple | None:
    """What :func:`_hierarchical` needs of the hierarchy and the table: (H, each upper node's 0/1 value vector,
    the table's share of each value and of each node, ones over the values and over the nodes, the node vectors
    as the rows of one nodes x values matrix); None when every class is at distance 0. Without ``reference`` the shares are the column sums of ``counts``. With one, the last
    answer is kept while the same two arrays are asked about (a search asks once per evaluated node)."""
    last, width = _LAST_SHARES[0], counts.shape[1]
    if reference is not None and last is not None and last[0] is hierarchy_codes and last[1] is reference \
            and last[2] == width:
        return last[3]
    bound = np.ascontiguousarray(hierarchy_codes)
    if bound.ndim != 2 or bound.shape[1] != width:
        raise ValueError(f"hierarchy codes of shape {bound.shape} do not fit {width} values")
    height, nodes = _level_nodes(bound.tobytes(), bound.shape, bound.dtype.str)
    tree = None
    if width and height:
        whole = _reference(counts, reference).astype(float)
        n = whole.sum() or 1.0
        tree = (height, [np.ascontiguousarray(nodes[:, column]) for column in range(nodes.shape[1])], whole / n,
                (whole @ nodes) / n, np.ones(width), np.ones(nodes.shape[1]), np.ascontiguousarray(nodes.T))
    if reference is not None:
        _LAST_SHARES[0] = (hierarchy_codes, reference, width, tree)  # one assignment: safe beside another thread
    return tree


_LAST_SHARES: list = [None]


@functools.lru_cache(maxsize=64)
def _level_nodes(data: bytes, shape: tuple[int, int], dtype: str) -> tuple[int, np.ndarray]:
    """(H, values x nodes 0/1 matrix) for a bound hierarchy: one column per node of the levels 1..H−1 (the root
    level, whose variational distance is 0, is left out), 1 where the value lies under the node. Cached: a search
    asks for the same hierarchy often."""
    bound = np.frombuffer(data, dtype=np.dtype(dtype)).reshape(shape)
    values = shape[1]
    height = shape[0] - 1 + int(values > 0 and len(np.unique(bound[-1])) > 1)  # + the implied root over several tops
    blocks = [np.zeros((values, 0))]
    for level in range(1, height):
        labels, node = np.unique(bound[level], return_inverse=True)
        block = np.zeros((values, len(labels)))
        block[np.arange(values), node.reshape(-1)] = 1.0
        blocks.append(block)
    return height, np.hstack(blocks)


SIZE_MARGIN = 1e-9
"""How far below t a class's smallest possible EMD must stay for ``smallest_class`` to call it achievable (above the
checks' own tolerance: a size is ruled out only when no class of that size can pass)."""


def smallest_class(t: float, distance: str, reference: np.ndarray, hierarchy_codes: np.ndarray | None = None,
                   limit: int = 100) -> int:
    """The smallest number of records a class can hold and still be t-close to ``reference`` (the whole table's
    value counts) under ``distance``: every class with fewer records fails, whatever its values. Its shares are
    multiples of 1/s, so a small class cannot come close to Q (one record of a value held by 13% of the table is
    at equal distance 0.87). Found by dynamic programming over the counts a class of s records can have: for the
    ordered distance over the cumulative counts (in code order), for the equal and hierarchical distances over the
    hierarchy's nodes (the equal distance is a hierarchy of one level), each node's best cost for every count
    being the min-plus convolution of its children's. At most ``limit``; 1 when the hierarchy is no tree."""
    reference = np.asarray(reference, dtype=float)
    total = reference.sum()
    if total <= 0 or len(reference) == 0 or distance not in ("equal", "ordered", "hierarchical"):
        return 1
    share = reference / total
    if distance == "ordered":
        share = share[reference > 0]
        if len(share) <= 1:
            return 1
        cumulative = np.cumsum(share)
        cost = None
    else:
        if distance == "hierarchical":
            if hierarchy_codes is None:
                return 1
            tree = _tree(np.asarray(hierarchy_codes))
            if tree is None or tree[0] == 0:
                return 1
        else:
            tree = (1, [[np.arange(len(share))]])
    if distance == "equal":  # every size at once, in closed form
        passing = np.flatnonzero(equal_costs(share, np.arange(1, limit + 1)) <= t + SIZE_MARGIN)
        return int(passing[0]) + 1 if len(passing) else limit
    if distance != "ordered":  # a batch of sizes at a time: one pass over the tree's nodes per batch
        for first in range(1, limit + 1, SIZE_BATCH):
            sizes = np.arange(first, min(limit, first + SIZE_BATCH - 1) + 1)
            passing = np.flatnonzero(_tree_costs(tree, share, sizes) <= t + SIZE_MARGIN)
            if len(passing):
                return int(sizes[passing[0]])
        return limit
    for s in range(1, limit + 1):
        counts = np.arange(s + 1) / s
        cost = np.abs(counts - cumulative[0])
        for q in cumulative[1:]:
            cost = np.minimum.accumulate(cost) + np.abs(counts - q)
        achievable = cost[s] / (len(cumulative) - 1)
        if achievable <= t + SIZE_MARGIN:
            return s
    return limit


def equal_costs(share: np.ndarray, sizes: np.ndarray) -> np.ndarray:
    """For each class size s: the smallest equal-distance EMD of any class of s records, ½ Σ |c_i / s − q_i|
    minimised over whole counts c summing to s. Each |c_i − s·q_i| is convex in c_i, so rounding every s·q_i down
    and then up the ones with the largest fractions (as many as the rounded-down counts fall short of s) is
    optimal: each rounded-up value costs 1 − frac instead of frac. The tree's dynamic programme (``_tree_costs``)
    finds the same minimum with a min-plus convolution per value and batch of sizes: Adult's occupation (14
    values) 119 -> ~30 µs."""
    scaled = sizes[:, None] * share[None, :]
    low = np.floor(scaled)
    fraction = scaled - low
    short = np.rint(sizes - low.sum(axis=1)).astype(np.int64)  # whole numbers, 0 <= short < values
    gain = np.cumsum(1.0 - 2.0 * -np.sort(-fraction, axis=1), axis=1)  # rounding up the largest 1, 2, ... fractions
    up = np.where(short > 0, gain[np.arange(len(sizes)), np.maximum(short - 1, 0)], 0.0)
    return (fraction.sum(axis=1) + up) / sizes / 2


SIZE_BATCH = 8
"""Class sizes ``smallest_class`` tries at once on a tree (Adult's occupation passes at 6 records)."""


def _tree(bound: np.ndarray) -> tuple[int, list[list[np.ndarray]]] | None:
    """(H, for each level 1..H−1 and the root: the children of each node, as indices of the level below), the
    nodes of a bound hierarchy as ``_level_nodes`` sees them; None when a level's labels are no function of the
    level below's (no tree)."""
    height, _ = _level_nodes(np.ascontiguousarray(bound).tobytes(), bound.shape, bound.dtype.str)
    levels, below = [], np.arange(bound.shape[1])  # level 0: the values themselves
    for level in range(1, height):
        labels, node = np.unique(bound[level], return_inverse=True)
        node = node.reshape(-1)
        parents = np.full(int(below.max()) + 1, -1)
        parents[below] = node
        if len(np.unique(np.column_stack([below, node]), axis=0)) != len(np.unique(below)):
            return None
        levels.append([np.flatnonzero(parents == p) for p in range(len(labels))])
        below = node
    levels.append([np.unique(below)])  # the root over the top level's nodes
    return height, levels


def _tree_costs(tree: tuple[int, list[list[np.ndarray]]], share: np.ndarray, sizes: np.ndarray) -> np.ndarray:
    """For each class size s in ``sizes``: the smallest hierarchical EMD of any class of s records, (1/2H) Σ over
    the nodes below the root of |c_N / s − q_N|, minimised over the counts c of the values (summing to s). One
    pass over the tree for all sizes: each size's counts 0..s (as shares c / s) padded with infinite costs up to
    the largest size, so every size sees the same floats, added in the same order, as alone."""
    height, levels = tree
    width = int(sizes.max()) + 1
    counts = np.arange(width)[None, :] / sizes[:, None]                 # sizes x counts: c / s
    beyond = np.arange(width)[None, :] > sizes[:, None]                 # c > s: no such class
    cost = np.abs(counts[None, :, :] - share[:, None, None])            # per value, size and count
    cost[:, beyond] = np.inf
    node_share = share
    shift = np.subtract.outer(np.arange(width), np.arange(width))      # [c, i] = c − i
    valid = shift >= 0
    index = np.where(valid, shift, 0)
    for depth, children in enumerate(levels):
        combined = np.empty((len(children), len(sizes), width))
        shares = np.empty(len(children))
        for k, members in enumerate(children):
            best = cost[members[0]]
            for member in members[1:]:  # min-plus convolution: best count split between the two
                best = np.where(valid, best[:, None, :] + cost[member][:, index], np.inf).min(axis=2)
            combined[k] = best
            shares[k] = node_share[members].sum()
        if depth < len(levels) - 1:
            combined += np.abs(counts[None, :, :] - shares[:, None, None])
        cost, node_share = combined, shares
    return cost[0, np.arange(len(sizes)), sizes] / (2 * height)


def default_distance(data) -> str:
    """The distance t-closeness uses when none is named: hierarchical with a hierarchy, ordered for ordered codes
    (``SensitiveData``), else equal."""
    if data.hierarchy_codes is not None:
        return "hierarchical"
    return "ordered" if data.ordered else "equal"


def _class_values(requirement, sizes, counts, sensitive, reference, population=None) -> np.ndarray:
    matrix = attribute_counts(requirement, counts)
    name = requirement.attribute
    variant = requirement.variant or default_distance(sensitive[name])
    whole = reference[name]
    # the per-class values only (no ``ModelResult``: its maximum and worst classes cost as much again on the
    # searches' small class matrices)
    if variant == "equal":
        matrix = np.asarray(matrix)
        return _variational(matrix, _reference(matrix, whole))
    if variant == "ordered":
        return t_closeness_ordered(matrix, reference=whole).per_class
    if variant == "hierarchical":
        if sensitive[name].hierarchy_codes is None:
            raise InputError(_("{label} needs a hierarchy for '{name}'").format(label=requirement.label, name=name))
        return _hierarchical(matrix, sensitive[name].hierarchy_codes, whole)
    raise MODEL.unknown_variant(variant)


def _smallest(requirement, sensitive, reference) -> int:
    if requirement.attribute not in sensitive:
        return 1
    data = sensitive[requirement.attribute]
    return smallest_class(requirement.value, requirement.variant or default_distance(data),
                          reference[requirement.attribute], data.hierarchy_codes)


def _largest(requirement, sensitive, reference) -> float | None:
    """The largest t any class can have: the distance is convex in the class's shares, so its largest value is
    at a class holding one value only (an upper bound: values the table lacks count too)."""
    name = requirement.attribute
    if name not in sensitive:
        return None
    width = sensitive[name].n_values
    return float(_class_values(requirement, np.ones(width), {name: np.eye(width, dtype=np.int64)}, sensitive,
                               reference).max(initial=0.0))


MODEL = ModelSpec(
    name="t-closeness", title=N_("t-closeness"), order=30,
    parameter=Parameter("t", N_("t-closeness of every sensitive attribute"), minimum=0, maximum=1, default=0.2),
    labels={None: N_("{value:g}-closeness (default distance) on '{attribute}'"),
            "equal": N_("{value:g}-closeness (equal distance) on '{attribute}'"),
            "ordered": N_("{value:g}-closeness (ordered distance) on '{attribute}'"),
            "hierarchical": N_("{value:g}-closeness (hierarchical distance) on '{attribute}'"),
            "other": N_("{value:g}-closeness ({variant} distance) on '{attribute}'")},
    variants=("equal", "ordered", "hierarchical"), variant_flag="--t-distance", variant_from_data=default_distance,
    variant_labels={"equal": N_("equal distance"), "ordered": N_("ordered distance"),
                    "hierarchical": N_("hierarchical distance")},
    values=_class_values, union_closed=lambda requirement: True, smallest_class=_smallest, largest_value=_largest,
    help=(N_("t-closeness"),
          N_("Attribute disclosure and skewness: the distribution of the sensitive values in every group stays "
             "close to their distribution in the whole table, so a group reveals little beyond the table itself."),
          N_("t is the largest distance (Earth Mover's Distance, 0 to 1) between a group's distribution and the "
             "table's; smaller is safer. Ordered distance suits numbers, hierarchical distance categories with a "
             "hierarchy. Try t = 0.2."),
          N_("Generalize more, raise the suppression limit, or raise t (0.3 is still a meaningful bound).")),
    kind="t",
    meaning=N_("In every group the spread of {attribute} differs from the whole table's by at most {required} "
               "(0 = identical), so a group tells little more than the table as a whole."))
