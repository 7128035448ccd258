"""Attacks on a release, measured against the original it was made from.

Three attacks as anonymeter (Giomi et al., "A Unified Framework for Quantifying Privacy Risk in Synthetic Data",
PoPETs 2023; the ``anonymeter`` package) defines them, adapted to a release whose rows are the original's rows
recoded (generalized, suppressed, aggregated), plus the plain motivated-intruder figure.

How a released value is matched against an original value: released value ``v`` of a column *covers* original
value ``x`` when some record with ``x`` was released as ``v`` (the recoding as it was applied, so hierarchies,
ranges, local recoding and cell suppression all need no special case), and a suppressed cell (``*`` or empty)
covers every value. A released record covers an original record when each chosen column's value covers the
record's value. An attacker who holds a person's original values finds the released records that cover them.

- **Singling out** (anonymeter's multivariate attack): each attack takes a random released record and a random
  set of ``n_cols`` quasi-identifiers, and forms the predicate "these columns show these released values". The
  attack succeeds when the predicate is true of exactly one original record (a person is singled out in the data
  itself); such a predicate also isolates one released record, which is anonymeter's condition for keeping it
  (every record the release shows equal is an original record the predicate covers). The baseline
  is anonymeter's random predicate: each column's value drawn uniformly from the release's distinct values.
- **Linkability**: the attacker holds an external table with the target's values of the external columns and
  links the target to one released record that covers them, chosen at random among those (anonymeter's nearest
  neighbour, ties broken at random). A link is correct when it is the target's own released record: probability
  1 / (number of covering records). Baseline: a released record picked at random, 1 / n. (Anonymeter links two
  external tables through a synthetic record because a synthetic row is nobody's; a recoded row is one
  person's, so the correct link is known and counted directly.) With two external tables (``second``), as
  anonymeter's ``aux_cols``, the two rows of a person are linked through the release instead.
- **Attribute inference**: the attacker knows the target's external columns and guesses the secret (sensitive)
  value from a released record that covers them, chosen at random (anonymeter's nearest neighbour): probability
  (covering records with the target's secret) / (covering records). Baseline (anonymeter's naive guess): the
  secret of a random released record, (records with the target's secret) / n. Correct means equal as text.
- **Motivated intruder**: the share of original records whose released record, with every quasi-identifier,
  covers no other original record — the people a released row points at alone.

Success rates follow anonymeter's ``success_rate``: the Wilson score estimate and its error at 95 % confidence
over ``n_attacks`` attacks; linkability and inference count the expected number of successes over the
attacker's random choice (an exact sum, so the figure does not depend on a draw). Targets and predicates are
drawn with a fixed seed, so a run is repeatable and two releases of the same table face the same attacks.

Anonymeter itself is not a dependency: it pins numpy < 1.27 and needs numba, scikit-learn and polars.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass
from typing import Any, Sequence

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.core.classes import group_rows
from privdesk.engine.core.dataset import Column, Dataset
from privdesk.engine.core.errors import InputError

Z_95 = 1.959963984540054  # the normal quantile of a two-sided 95 % interval (anonymeter's probit(0.95))
SUPPRESSED_VALUES = ("*", "", None)
CHUNK_CELLS = 1 << 22      # predicate x original-key cells compared at once


@dataclass(frozen=True)
class SuccessRate:
    """Anonymeter's ``success_rate``: the Wilson estimate of a Bernoulli rate and its error at the confidence."""

    attacks: int
    successes: float
    rate: float
    low: float
    high: float

    @classmethod
    def of(cls, attacks: int, successes: float, z: float = Z_95) -> "SuccessRate":
        if attacks <= 0:
            return cls(0, 0.0, 0.0, 0.0, 0.0)
        z2 = z * z
        variance = successes * (attacks - successes) / attacks
        denominator = attacks + z2
        rate = (successes + 0.5 * z2) / denominator
        error = (z / denominator) * math.sqrt(max(variance, 0.0) + 0.25 * z2)
        return cls(int(attacks), float(successes), float(rate), float(min(max(rate - error, 0.0), 1.0)),
                   float(min(max(rate + error, 0.0), 1.0)))


@dataclass(frozen=True)
class AttackResult:
    """One attack's success rate against the release and the baseline attacker's, and its columns."""

    name: str
    attack: SuccessRate
    baseline: SuccessRate
    columns: tuple[str, ...]
    secret: str | None = None

    @property
    def risk(self) -> float:
        """Anonymeter's risk without a control set: the attack's success rate (bounded to 0..1)."""
        return min(max(self.attack.rate, 0.0), 1.0)

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "attack": asdict(self.attack), "baseline": asdict(self.baseline),
                "columns": list(self.columns), "secret": self.secret, "risk": self.risk}


class _Covering:
    """Per column, which released values cover which original values (module docstring), and the row codes.

    Where every original value of a column is covered by at most one released value other than a suppressed one
    (full-domain generalization, cell suppression, the table itself), covering is equality after mapping the
    original value to that released value: those rows are counted by grouping (linear in the rows), and only
    rows holding a suppressed value are compared pair by pair. Otherwise (local recoding) every pair is."""

    def __init__(self, original: Dataset, released: Dataset, columns: Sequence[str]) -> None:
        if original.n_rows != released.n_rows:
            raise InputError(_("the attack test needs the original and the release row for row ({original:,} and "
                               "{released:,} rows)").format(original=original.n_rows, released=released.n_rows))
        self.columns = list(columns)
        self.original = np.column_stack([original.column(c).codes for c in columns]).astype(np.int64)
        self.released = np.column_stack([released.column(c).codes for c in columns]).astype(np.int64)
        self.cover, self.wildcard, self.shown_as = [], [], []
        for c in columns:
            cover, wildcard = self._cover(original.column(c), released.column(c))
            self.cover.append(cover)
            self.wildcard.append(wildcard)
            self.shown_as.append(self._shown_as(cover, wildcard))

    @staticmethod
    def _cover(before: Column, after: Column) -> tuple[np.ndarray, np.ndarray]:
        cover = np.zeros((len(after.values), len(before.values)), dtype=bool)
        cover[after.codes, before.codes] = True
        wildcard = np.array([value in SUPPRESSED_VALUES for value in after.values], dtype=bool)
        if after.has_missing:
            wildcard[after.missing_code] = True
        cover[wildcard] = True
        return cover, wildcard

    @staticmethod
    def _shown_as(cover: np.ndarray, wildcard: np.ndarray) -> np.ndarray | None:
        """Per original value the one released value, other than a suppressed one, that covers it (-1: none);
        None when some original value has several."""
        plain = cover[~wildcard]
        per_value = plain.sum(axis=0)
        if per_value.size and per_value.max() > 1:
            return None
        return np.where(per_value == 1, np.flatnonzero(~wildcard)[plain.argmax(axis=0)] if plain.size else -1, -1)

    def matches(self, predicates: np.ndarray, positions: Sequence[int], weights: np.ndarray | None = None,
                targets: np.ndarray | None = None) -> np.ndarray:
        """For each predicate (a row of released codes of the columns at ``positions``), the number of
        original records it covers (``weights``: a number per original record to add instead of 1; ``targets``:
        the original records considered, default all)."""
        rows = self.original[:, positions] if targets is None else self.original[targets][:, positions]
        keys, inverse = _unique_rows(rows)
        per_key = np.bincount(inverse.reshape(-1), weights=weights, minlength=len(keys))
        mapped = self._mapped(keys, positions)
        if mapped is None:
            return self._pairs(predicates, keys, per_key, positions, released_first=True)
        wild = self._wild(predicates, positions)
        known = (mapped >= 0).all(axis=1)
        out = np.zeros(len(predicates))
        out[~wild] = _summed_matches(mapped[known], per_key[known], predicates[~wild])
        out[wild] = self._pairs(predicates[wild], keys, per_key, positions, released_first=True)
        return out

    def covering_records(self, targets: np.ndarray, positions: Sequence[int],
                         weights: np.ndarray | None = None) -> np.ndarray:
        """For each target original record, the number of released records covering it on the columns at
        ``positions`` (``weights``: a number per released record to add instead of 1)."""
        keys, inverse = _unique_rows(self.released[:, positions])
        per_key = np.bincount(inverse.reshape(-1), weights=weights, minlength=len(keys))
        values, of_target = _unique_rows(self.original[targets][:, positions])
        mapped = self._mapped(values, positions)
        if mapped is None:
            out = self._pairs(values, keys, per_key, positions, released_first=False)
        else:
            wild = self._wild(keys, positions)
            known = (mapped >= 0).all(axis=1)
            out = np.zeros(len(values))
            out[known] = _summed_matches(keys[~wild], per_key[~wild], mapped[known])
            out += self._pairs(values, keys[wild], per_key[wild], positions, released_first=False)
        return out[of_target.reshape(-1)]

    def _mapped(self, rows: np.ndarray, positions: Sequence[int]) -> np.ndarray | None:
        """Original code rows as the released codes that alone cover them (-1: none), or None (local recoding)."""
        shown = [self.shown_as[p] for p in positions]
        if any(s is None for s in shown):
            return None
        return np.column_stack([s[rows[:, j]] for j, s in enumerate(shown)]).reshape(len(rows), len(positions))

    def _wild(self, rows: np.ndarray, positions: Sequence[int]) -> np.ndarray:
        """Released code rows holding a suppressed value in some column."""
        wild = np.zeros(len(rows), dtype=bool)
        for j, position in enumerate(positions):
            wild |= self.wildcard[position][rows[:, j]]
        return wild

    def _pairs(self, queries: np.ndarray, keys: np.ndarray, per_key: np.ndarray, positions: Sequence[int], *,
               released_first: bool) -> np.ndarray:
        """For each query row, the sum of ``per_key`` over the key rows it covers (``released_first``: the queries
        are released rows and the keys original ones, else the other way round), comparing every pair in
        chunks of :data:`CHUNK_CELLS`."""
        out = np.zeros(len(queries))
        if not len(queries) or not len(keys):
            return out
        step = max(1, CHUNK_CELLS // len(keys))
        for start in range(0, len(queries), step):
            chunk = queries[start:start + step]
            hit = np.ones((len(chunk), len(keys)), dtype=bool)
            for j, position in enumerate(positions):
                if released_first:
                    hit &= self.cover[position][chunk[:, j][:, None], keys[:, j][None, :]]
                else:
                    hit &= self.cover[position][keys[:, j][None, :], chunk[:, j][:, None]]
            out[start:start + step] = hit @ per_key
        return out


def _summed_matches(table: np.ndarray, weights: np.ndarray, queries: np.ndarray) -> np.ndarray:
    """For each query row, the sum of ``weights`` over the equal rows of ``table`` (one grouping of both)."""
    if not len(queries) or not len(table):
        return np.zeros(len(queries))
    both = np.concatenate([table, queries])
    group, n_groups = group_rows([both[:, j] for j in range(both.shape[1])])
    sums = np.bincount(group[:len(table)], weights=weights, minlength=n_groups)
    return sums[group[len(table):]]


def singling_out(original: Dataset, released: Dataset, qis: Sequence[str], *, n_attacks: int = 2000,
                 n_cols: int = 3, seed: int = 0) -> AttackResult:
    """Anonymeter's multivariate singling-out attack on the release (module docstring)."""
    covering = _Covering(original, released, qis)
    if original.n_rows == 0 or not qis:
        return AttackResult("singling_out", SuccessRate.of(0, 0), SuccessRate.of(0, 0), tuple(qis))
    rows, subsets, baseline_values = singling_out_draws(
        original.n_rows, [len(released.column(c).values) for c in qis], n_attacks=n_attacks, n_cols=n_cols, seed=seed)
    successes = baseline = 0
    for subset in np.unique(subsets, axis=0):
        picked = np.flatnonzero((subsets == subset).all(axis=1))
        positions = list(subset)
        predicates = covering.released[rows[picked]][:, positions]
        in_original = covering.matches(predicates, positions)
        successes += int(np.count_nonzero(in_original == 1))
        guessed = baseline_values[picked][:, positions]
        baseline += int(np.count_nonzero(covering.matches(guessed, positions) == 1))
    return AttackResult("singling_out", SuccessRate.of(n_attacks, successes), SuccessRate.of(n_attacks, baseline),
                        tuple(qis))


def singling_out_draws(n_rows: int, value_counts: Sequence[int], *, n_attacks: int, n_cols: int,
                       seed: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The attacks' random draws: per attack a released record, its sorted set of ``n_cols`` column positions,
    and the baseline's value code for every column (``value_counts``: the distinct released values of each)."""
    rng = np.random.default_rng(seed)
    m = len(value_counts)
    rows = rng.integers(0, n_rows, size=n_attacks)
    subsets = np.sort(np.argsort(rng.random((n_attacks, m)), axis=1)[:, :min(n_cols, m)], axis=1)
    baseline_values = np.column_stack([rng.integers(0, count, size=n_attacks) for count in value_counts])
    return rows, subsets, baseline_values


def linkability(original: Dataset, released: Dataset, external: Sequence[str], *, n_attacks: int = 2000,
                seed: int = 0, second: Sequence[str] = ()) -> AttackResult:
    """Correct links of targets to their own released record through the external columns (module docstring).

    ``second``: anonymeter's two external tables (its ``aux_cols``): the attacker holds one table with the
    ``external`` columns and one with the ``second`` columns and links each person's two rows through the
    release: each row goes to a released record covering it (chosen at random among those), and the link is
    correct when both go to the same record, probability (records covering both) / (records covering the first
    x records covering the second). Baseline: two released records picked at random, 1 / n."""
    columns = [*external, *second]
    covering = _Covering(original, released, columns)
    targets = _targets(original.n_rows, n_attacks, seed)
    if not len(targets) or not external:
        return AttackResult("linkability", SuccessRate.of(0, 0), SuccessRate.of(0, 0), tuple(columns))
    candidates = covering.covering_records(targets, list(range(len(columns))))
    if second:
        first_only = covering.covering_records(targets, list(range(len(external))))
        second_only = covering.covering_records(targets, list(range(len(external), len(columns))))
        successes = float(np.sum(candidates / (first_only * second_only)))
    else:
        successes = float(np.sum(1.0 / candidates))
    return AttackResult("linkability", SuccessRate.of(len(targets), successes),
                        SuccessRate.of(len(targets), len(targets) / original.n_rows), tuple(columns))


def attribute_inference(original: Dataset, released: Dataset, external: Sequence[str], secret: str, *,
                        n_attacks: int = 2000, seed: int = 0) -> AttackResult:
    """The secret guessed from a released record covering the target's external columns (module docstring)."""
    covering = _Covering(original, released, external)
    targets = _targets(original.n_rows, n_attacks, seed)
    if not len(targets):
        return AttackResult("inference", SuccessRate.of(0, 0), SuccessRate.of(0, 0), tuple(external), secret)
    truth, shown = _common_codes(original.column(secret), released.column(secret))
    target_truth = truth[targets]
    shown_counts = np.bincount(shown, minlength=int(max(truth.max(), shown.max())) + 1)
    baseline = float(np.sum(shown_counts[target_truth]) / original.n_rows)
    if not external:
        successes = baseline
    else:
        positions = list(range(len(external)))
        candidates = covering.covering_records(targets, positions)
        right = np.zeros(len(targets))
        for value in np.unique(target_truth):  # one pass per secret value the targets hold
            chosen = target_truth == value
            right[chosen] = covering.covering_records(targets[chosen], positions,
                                                      weights=(shown == value).astype(float))
        successes = float(np.sum(right / candidates))
    return AttackResult("inference", SuccessRate.of(len(targets), successes),
                        SuccessRate.of(len(targets), baseline), tuple(external), secret)


def isolated_share(original: Dataset, released: Dataset, qis: Sequence[str]) -> float:
    """The motivated intruder's figure: the share of original records whose released record (every QI) covers
    no other original record."""
    if original.n_rows == 0 or not qis:
        return 0.0
    covering = _Covering(original, released, qis)
    keys, inverse = _unique_rows(covering.released)
    counts = np.bincount(inverse, minlength=len(keys))
    covered = covering.matches(keys, list(range(len(qis))))
    return float(counts[covered == 1].sum() / original.n_rows)


def attack_release(original: Dataset, released: Dataset, qis: Sequence[str], sensitive: Sequence[str],
                   external: Sequence[str] | None = None, *, n_attacks: int = 2000, seed: int = 0) -> dict[str, Any]:
    """Every attack of this module as one JSON-ready document (the report's and the window's). Linkability
    splits the external columns into two halves, anonymeter's two external tables (``linkability``'s ``second``;
    one column: linked directly)."""
    external = list(external or qis)
    first, second = split_halves(external)
    attacks = [singling_out(original, released, qis, n_attacks=n_attacks, seed=seed),
               linkability(original, released, first, second=second, n_attacks=n_attacks, seed=seed)]
    attacks += [attribute_inference(original, released, external, name, n_attacks=n_attacks, seed=seed)
                for name in sensitive]
    return {"method": "anonymeter", "n_attacks": n_attacks, "seed": seed, "confidence": 0.95,
            "external_columns": list(external), "linked_tables": [list(first), list(second)],
            "attacks": [a.to_dict() for a in attacks],
            "isolated_share": isolated_share(original, released, qis)}


def split_halves(columns: Sequence[str]) -> tuple[list[str], list[str]]:
    """Anonymeter's two external tables from a list of columns: its first half (rounded up) and the rest."""
    half = (len(columns) + 1) // 2
    return list(columns[:half]), list(columns[half:])


def _unique_rows(rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The distinct rows of a code matrix (in no set order) and each row's index among them: one mixed-radix key
    (``group_rows``), where ``np.unique(axis=0)`` sorts the rows as bytes, a hundred times slower."""
    inverse, n_groups = group_rows([rows[:, j] for j in range(rows.shape[1])])
    first = np.empty(n_groups, np.int64)
    first[inverse[::-1]] = np.arange(len(rows))[::-1]
    return rows[first], inverse


def _targets(n: int, n_attacks: int, seed: int) -> np.ndarray:
    """The original records attacked: all when there are at most ``n_attacks``, else a sample (fixed seed)."""
    if n <= n_attacks:
        return np.arange(n)
    return np.sort(np.random.default_rng(seed + 1).choice(n, size=n_attacks, replace=False))


def _common_codes(before: Column, after: Column) -> tuple[np.ndarray, np.ndarray]:
    """The original and released cells of a column as codes of one shared set of texts."""
    texts = np.concatenate([np.asarray([str(v) for v in before.values], dtype=object),
                            np.asarray([str(v) for v in after.values], dtype=object)])
    _, inverse = np.unique(texts, return_inverse=True)
    inverse = inverse.reshape(-1)
    return inverse[:len(before.values)][before.codes], inverse[len(before.values):][after.codes]
