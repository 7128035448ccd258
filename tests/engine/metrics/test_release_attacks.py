"""The attacks on a release (engine/metrics/release_attacks.py) against a brute-force reading of the same definitions, on
small random tables, and the property that a coarser release (higher k) never scores less safe."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.core.dataset import Dataset
from privdesk.engine.metrics.release_attacks import (
    SuccessRate,
    attack_release,
    attribute_inference,
    isolated_share,
    linkability,
    singling_out,
    singling_out_draws,
)

QIS = ["a", "b", "c"]


def _coarsen(value: int, level: int) -> str:
    """A nested hierarchy of 0..7: the value, pairs, fours, '*'."""
    if level == 0:
        return str(value)
    if level >= 3:
        return "*"
    width = 2 ** level
    low = value // width * width
    return f"{low}-{low + width - 1}"


def _tables(cells: list[tuple[int, int, int, int]], levels: tuple[int, int, int],
            suppressed: set[int] = frozenset()) -> tuple[Dataset, Dataset]:
    original = pd.DataFrame([[str(a), str(b), str(c), f"s{s}"] for a, b, c, s in cells], columns=[*QIS, "s"])
    released = pd.DataFrame([[("*" if i in suppressed else _coarsen(v, level)) for v, level in zip(row[:3], levels)]
                             + [f"s{row[3]}"] for i, row in enumerate(cells)], columns=[*QIS, "s"])
    return Dataset.from_frame(original), Dataset.from_frame(released)


def _cover(original: pd.DataFrame, released: pd.DataFrame, column: str, shown: str, value: str) -> bool:
    """Brute force: ``shown`` covers ``value`` when some row shows it for that value, or it is suppressed."""
    if shown in ("*", ""):
        return True
    return any(o == value and r == shown for o, r in zip(original[column], released[column]))


def _frames(original: Dataset, released: Dataset) -> tuple[pd.DataFrame, pd.DataFrame]:
    return original.to_frame(), released.to_frame()


def _covering_count(o: pd.DataFrame, r: pd.DataFrame, target: int, columns, secret_of=None) -> tuple[int, int]:
    """Released rows covering original row ``target`` on ``columns``, and those of them showing its secret."""
    count = right = 0
    for j in range(len(r)):
        if all(_cover(o, r, c, r[c].iloc[j], o[c].iloc[target]) for c in columns):
            count += 1
            right += secret_of is not None and r[secret_of].iloc[j] == o[secret_of].iloc[target]
    return count, right


cells_strategy = st.lists(st.tuples(st.integers(0, 7), st.integers(0, 3), st.integers(0, 5), st.integers(0, 2)),
                          min_size=1, max_size=25)
levels_strategy = st.tuples(st.integers(0, 3), st.integers(0, 3), st.integers(0, 3))


@settings(max_examples=40, deadline=None)
@given(data=st.data(), seed=st.integers(0, 5))
def test_local_recoding_equals_brute_force(data, seed):
    """Each row generalized to its own levels (local recoding: one value released as several), with a
    suppressed row: every attack against the brute-force reading of its definition."""
    cells = data.draw(cells_strategy)
    row_levels = data.draw(st.lists(levels_strategy, min_size=len(cells), max_size=len(cells)))
    frames = [_tables([row], levels)[1].to_frame() for row, levels in zip(cells, row_levels)]
    original = _tables(cells, (0, 0, 0))[0]
    shown = pd.concat(frames, ignore_index=True)
    shown.iloc[0, :3] = "*"
    released = Dataset.from_frame(shown)
    o, r = _frames(original, released)
    result = singling_out(original, released, QIS, n_attacks=40, n_cols=2, seed=seed)
    rows, subsets, guesses = singling_out_draws(len(cells), [len(released.column(c).values) for c in QIS],
                                                n_attacks=40, n_cols=2, seed=seed)
    singled = sum(sum(all(_cover(o, r, QIS[p], r[QIS[p]].iloc[row], o[QIS[p]].iloc[i]) for p in subset)
                      for i in range(len(o))) == 1 for row, subset in zip(rows, subsets))
    assert result.attack.successes == singled
    link = linkability(original, released, ["a"], second=["b", "c"])
    infer = attribute_inference(original, released, QIS, "s")
    links = guesses_right = 0.0
    for t in range(len(o)):
        picks_a = _covering_count(o, r, t, ["a"])[0]
        picks_b = _covering_count(o, r, t, ["b", "c"])[0]
        both = _covering_count(o, r, t, QIS)[0]
        links += both / (picks_a * picks_b)
        count, right = _covering_count(o, r, t, QIS, "s")
        guesses_right += right / count
    assert math.isclose(link.attack.successes, links, rel_tol=1e-9)
    assert math.isclose(infer.attack.successes, guesses_right, rel_tol=1e-9)
    alone = sum(sum(all(_cover(o, r, c, r[c].iloc[i], o[c].iloc[j]) for c in QIS) for j in range(len(o))) == 1
                for i in range(len(r)))
    assert math.isclose(isolated_share(original, released, QIS), alone / len(o))


@settings(max_examples=40, deadline=None)
@given(cells=cells_strategy, levels=levels_strategy, seed=st.integers(0, 5))
def test_singling_out_equals_brute_force(cells, levels, seed):
    original, released = _tables(cells, levels)
    o, r = _frames(original, released)
    result = singling_out(original, released, QIS, n_attacks=60, n_cols=2, seed=seed)
    rows, subsets, baseline_values = singling_out_draws(len(cells), [len(released.column(c).values) for c in QIS],
                                                        n_attacks=60, n_cols=2, seed=seed)
    successes = baseline = 0
    for row, subset, guess in zip(rows, subsets, baseline_values):
        columns = [QIS[p] for p in subset]
        shown = {c: r[c].iloc[row] for c in columns}
        alike = sum(all(r[c].iloc[j] == shown[c] for c in columns) for j in range(len(r)))
        matched = sum(all(_cover(o, r, c, shown[c], o[c].iloc[i]) for c in columns) for i in range(len(o)))
        successes += alike == 1 and matched == 1
        guessed = {QIS[p]: released.column(QIS[p]).values[guess[p]] for p in subset}
        baseline += sum(all(_cover(o, r, c, guessed[c], o[c].iloc[i]) for c in columns) for i in range(len(o))) == 1
    assert result.attack.successes == successes
    assert result.baseline.successes == baseline


@settings(max_examples=40, deadline=None)
@given(cells=cells_strategy, levels=levels_strategy, external=st.sampled_from([["a"], ["a", "b"], QIS]))
def test_linkability_and_inference_equal_brute_force(cells, levels, external):
    original, released = _tables(cells, levels, suppressed={0})
    o, r = _frames(original, released)
    link = linkability(original, released, external)
    infer = attribute_inference(original, released, external, "s")
    links = guesses = 0.0
    for t in range(len(o)):
        count, right = _covering_count(o, r, t, external, "s")
        links += 1 / count
        guesses += right / count
    baseline = sum((r["s"] == o["s"].iloc[t]).sum() for t in range(len(o))) / len(o)
    assert link.attack.attacks == len(cells)
    assert math.isclose(link.attack.successes, links, rel_tol=1e-9)
    assert math.isclose(link.baseline.successes, 1.0, rel_tol=1e-9)  # n targets x 1/n
    assert math.isclose(infer.attack.successes, guesses, rel_tol=1e-9)
    assert math.isclose(infer.baseline.successes, baseline, rel_tol=1e-9)


@settings(max_examples=40, deadline=None)
@given(cells=cells_strategy, levels=levels_strategy, halves=st.sampled_from([(["a"], ["b"]), (["a", "b"], ["c"]),
                                                                            (["c"], ["a", "b"])]))
def test_two_table_linkability_equals_brute_force(cells, levels, halves):
    """Anonymeter's two external tables: each half goes to a random covering released record; the link is right
    when both pick the same one. Summed by enumerating every pair of picks."""
    original, released = _tables(cells, levels, suppressed={0})
    o, r = _frames(original, released)
    first, second = halves
    link = linkability(original, released, first, second=second)
    expected = 0.0
    for t in range(len(o)):
        picks_a = [j for j in range(len(r)) if all(_cover(o, r, c, r[c].iloc[j], o[c].iloc[t]) for c in first)]
        picks_b = [j for j in range(len(r)) if all(_cover(o, r, c, r[c].iloc[j], o[c].iloc[t]) for c in second)]
        expected += sum(a == b for a in picks_a for b in picks_b) / (len(picks_a) * len(picks_b))
    assert math.isclose(link.attack.successes, expected, rel_tol=1e-9)
    assert math.isclose(link.baseline.successes, 1.0, rel_tol=1e-9)
    assert link.columns == (*first, *second)


@settings(max_examples=40, deadline=None)
@given(cells=cells_strategy, levels=levels_strategy)
def test_isolated_share_equals_brute_force(cells, levels):
    original, released = _tables(cells, levels, suppressed={len(cells) - 1})
    o, r = _frames(original, released)
    alone = sum(sum(all(_cover(o, r, c, r[c].iloc[i], o[c].iloc[j]) for c in QIS) for j in range(len(o))) == 1
                for i in range(len(r)))
    assert math.isclose(isolated_share(original, released, QIS), alone / len(o))


@settings(max_examples=60, deadline=None)
@given(cells=cells_strategy, low=levels_strategy, extra=levels_strategy, seed=st.integers(0, 3))
def test_a_coarser_release_never_scores_less_safe(cells, low, extra, seed):
    """Release B generalizes every column at least as far as release A (a node above A in the lattice, so its
    k is at least A's): each attack succeeds on B at most as often as on A, and its intruder share is no higher."""
    high = tuple(min(3, a + b) for a, b in zip(low, extra))
    original, less = _tables(cells, low)
    _, more = _tables(cells, high)
    assert _k(more) >= _k(less)
    for attack in (lambda r: singling_out(original, r, QIS, n_attacks=80, n_cols=2, seed=seed),
                   lambda r: linkability(original, r, ["a", "b"])):
        assert attack(more).attack.successes <= attack(less).attack.successes + 1e-9
    assert isolated_share(original, more, QIS) <= isolated_share(original, less, QIS)


def _k(released: Dataset) -> int:
    return int(np.unique(released.codes(QIS), axis=0, return_counts=True)[1].min())


def test_hand_computed_table():
    """Four people; the release pairs them by a as {0,1} and {2,3} and shows b as is.
    Linkability on a: each target has two covering records → 4 x 1/2 = 2 correct links of 4.
    Inference of s from a: targets 0, 1 share s0 (both right); 2 has s1, 3 has s2 (half each) → 3 of 4."""
    frame = pd.DataFrame({"a": ["0", "1", "2", "3"], "b": ["x", "y", "x", "x"], "s": ["s0", "s0", "s1", "s2"]})
    shown = pd.DataFrame({"a": ["0-1", "0-1", "2-3", "2-3"], "b": ["x", "y", "x", "x"],
                          "s": ["s0", "s0", "s1", "s2"]})
    original, released = Dataset.from_frame(frame), Dataset.from_frame(shown)
    assert linkability(original, released, ["a"]).attack.successes == pytest.approx(2.0)
    assert attribute_inference(original, released, ["a"], "s").attack.successes == pytest.approx(3.0)
    # on a and b: record 0 ("0-1", x) and record 1 ("0-1", y) each point at one person; 2 and 3 at two
    assert isolated_share(original, released, ["a", "b"]) == pytest.approx(0.5)


def test_wilson_estimate_matches_anonymeter_formula():
    """anonymeter.stats.confidence.success_rate(100, 30, 0.95): rate (30 + z²/2)/(100 + z²)."""
    z = 1.959963984540054
    rate = SuccessRate.of(100, 30)
    assert rate.rate == pytest.approx((30 + z * z / 2) / (100 + z * z))
    error = z / (100 + z * z) * math.sqrt(30 * 70 / 100 + z * z / 4)
    assert (rate.low, rate.high) == pytest.approx((rate.rate - error, rate.rate + error))


def test_document_and_row_mismatch():
    frame = pd.DataFrame({"a": ["0", "1"], "s": ["x", "y"]})
    document = attack_release(Dataset.from_frame(frame), Dataset.from_frame(frame), ["a"], ["s"])
    assert [a["name"] for a in document["attacks"]] == ["singling_out", "linkability", "inference"]
    assert document["linked_tables"] == [["a"], []]
    assert document["isolated_share"] == 1.0
    from privdesk.engine.core.errors import InputError
    with pytest.raises(InputError):
        linkability(Dataset.from_frame(frame), Dataset.from_frame(frame.iloc[:1]), ["a"])
