"""Link-matching probability, link-matching entropy and disclosure risk of a same-sensitive-value table (docs/spec.md §2;
seed 001: Zheng Minghui, Yang Chen, Tan Jie, Lü Hanxiao, "Security measurement of generalization algorithms for
same-sensitive-value tables").

Every row of the microdata table MT has the same sensitive value, so the risk is membership: an attacker links MT with
a population table T. For each equivalence class E_i of the release, N_i is the number of rows of T that lie inside
E_i's released values (N_i ≥ |E_i|, since MT ⊆ T):

    P(E_i) = |E_i| / N_i                      link-matching probability
    H_link = − Σ_i P(E_i) log2 P(E_i)         link-matching entropy (larger = the attacker spends more information)
    R      = (1/n) Σ_i |E_i| · P(E_i)         disclosure risk of the decision-based algorithm (Liu et al.)
    δ      = max_i P(E_i)                     exactly the δ of δ-presence (SPEC §4; δmin = min_i P(E_i))

Reconstruction (SPEC §2): the seed's equations were lost in extraction; these are the spec's reading of its
definitions 5 and 6 and of its eq. 9, fixed by the spec's worked numbers (2-anonymous release (2,2)(2,3)(2,2):
H_link = 0.3900, R = 0.8889; 3-anonymous (3,3)(3,5): H_link = 0.4422, R = 0.8000). The P(E_i) do not form a
probability distribution (they need not sum to 1), so H_link is a plain sum of −P log2 P terms, not a Shannon
entropy of normalised counts; that is why it does not go through ``metrics.entropy.entropy``.

n defaults to Σ|E_i| (the rows of MT in classes). A suppressed row is not released and cannot be linked: pass
``n_rows`` = all rows of MT to count it with risk 0.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.core.errors import InputError


@dataclass(frozen=True)
class LinkMatching:
    """All SPEC §2 security measures derived from one (|E_i|, N_i) pair of arrays."""

    class_sizes: np.ndarray       # |E_i|
    population_matches: np.ndarray  # N_i
    probabilities: np.ndarray     # P(E_i) = |E_i| / N_i
    entropy: float                # H_link
    risk: float                   # R
    delta: float                  # max P(E_i): δ of δ-presence (0 when there is no class)
    delta_min: float              # min P(E_i) (0 when there is no class)
    n_rows: int                   # n used in R


def link_probabilities(class_sizes: np.ndarray, population_matches: np.ndarray) -> np.ndarray:
    """P(E_i) = |E_i| / N_i, after checking N_i ≥ |E_i| > 0."""
    sizes, matches = _validated(class_sizes, population_matches)
    return sizes / matches


def link_matching_entropy(probabilities: np.ndarray) -> float:
    """H_link = −Σ P log2 P over the classes' link-matching probabilities (each in (0, 1])."""
    p = np.asarray(probabilities, dtype=float)
    if p.size == 0:
        return 0.0
    return float(max(-(p * np.log2(p)).sum(), 0.0))


def link_matching(class_sizes: np.ndarray, population_matches: np.ndarray, n_rows: int | None = None) -> LinkMatching:
    """P(E_i), H_link, R and δ of a release from its class sizes |E_i| and population matches N_i (SPEC §2).

    ``n_rows``: n in R; default Σ|E_i|. It may be larger (suppressed rows, which add no risk) but not smaller.
    """
    sizes, matches = _validated(class_sizes, population_matches)
    total = float(sizes.sum())
    if n_rows is None:
        n = total
    else:
        n = float(n_rows)
        if not np.isfinite(n) or n < total - 1e-9:
            raise InputError(_("n_rows ({n_rows}) must be at least the number of rows in classes ({total:g})").format(
                n_rows=n_rows, total=total))
    p = sizes / matches
    entropy = link_matching_entropy(p)
    risk = float((sizes * p).sum() / n) if n > 0 else 0.0
    delta = float(p.max()) if p.size else 0.0
    delta_min = float(p.min()) if p.size else 0.0
    return LinkMatching(class_sizes=sizes, population_matches=matches, probabilities=p, entropy=entropy, risk=risk,
                        delta=delta, delta_min=delta_min, n_rows=int(round(n)))


def _validated(class_sizes: np.ndarray, population_matches: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    try:
        sizes = np.asarray(class_sizes, dtype=float)
        matches = np.asarray(population_matches, dtype=float)
    except (TypeError, ValueError) as error:
        raise InputError(_("class sizes and population matches must be numbers ({error})").format(
            error=error)) from None
    if sizes.ndim != 1 or matches.ndim != 1:
        raise InputError(_("class sizes |E_i| and population matches N_i must be one-dimensional arrays"))
    if sizes.shape != matches.shape:
        raise InputError(_("{sizes} class sizes |E_i| but {matches} population matches N_i; give one of each "
                           "per class").format(
            sizes=len(sizes), matches=len(matches)))
    bad = np.flatnonzero(~np.isfinite(sizes) | ~np.isfinite(matches))
    if bad.size:
        i = int(bad[0])
        raise InputError(_("class {number}: |E_i| and N_i must be finite numbers").format(
            number=i + 1), value=(class_sizes[i], population_matches[i]))
    bad = np.flatnonzero(sizes <= 0)
    if bad.size:
        i = int(bad[0])
        raise InputError(_("class {number}: the class size |E_i| must be greater than 0").format(
            number=i + 1), value=class_sizes[i])
    bad = np.flatnonzero(matches < sizes)
    if bad.size:
        i = int(bad[0])
        raise InputError(_("class {number}: the population matches N_i ({matches:g}) are fewer than the class's rows "
                           "|E_i| ({size:g}); the population table must contain every released row").format(
            number=i + 1, matches=matches[i], size=sizes[i]), value=population_matches[i])
    return sizes, matches
