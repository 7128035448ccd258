"""SafePub's score functions: hand tables, an oracle that follows ARX's getScore entry by entry, the sensitivity
bound on neighbouring tables, and k-anonymity of the release whatever the score."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.classes import group_rows
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.dp.differential_privacy import exponential_draw, exponential_mechanism, gap_numerators
from privdesk.engine.dp.safepub import safepub
from privdesk.engine.dp.safepub_scores import SCORE_NAMES, SENSITIVITY, ExactGaps, FrequencySet, score_key

AGE = Hierarchy.from_rows([["1", "1-2", "*"], ["2", "1-2", "*"], ["3", "3-4", "*"], ["4", "3-4", "*"]],
                          attribute="age")
SEX = Hierarchy.from_rows([["F", "*"], ["M", "*"]], attribute="sex")
TREE = [AGE, SEX]


def frequency_set(rows, sampled, k):
    data = Dataset.from_frame(pd.DataFrame(rows, columns=["age", "sex"]))
    return FrequencySet(data, ["age", "sex"], TREE, np.asarray(sampled, dtype=bool), k)


HAND_ROWS = [("1", "F"), ("2", "F"), ("3", "M"), ("4", "M"), ("1", "M"), ("2", "F")]
HAND_SAMPLE = [True, True, True, True, True, False]


# Hand-computed (n = 6, k = 2, ARX's c = k²/(k − 1) + 1 = 5; the last record is outside the sample).
# Levels (1, 0): classes (1-2, F) ×2 and (3-4, M) ×2 kept, (1-2, M) ×1 suppressed, 1 record unsampled.
# Levels (2, 0): classes (*, F) ×2 and (*, M) ×3 kept, 1 record unsampled; age is the root for everyone.
HAND = [
    ((1, 0), "aecs", 3.0),                                   # 2 kept classes + 1 for the suppressed records
    ((1, 0), "discernibility", -(4 + 4 + 6 * 2) / (6 * 5)),
    ((1, 0), "precision", -((4 * (1 / 2 + 0 / 1)) + 2 * 2) / 2 / 1),
    ((1, 0), "loss", -((4 * 0.5 + 4 * 0.5) + 2 * 2) / 2 / 1),  # shares: "1-2" 2/4 rows, a leaf of sex 1/2
    ((1, 0), "entropy", -((4 + 4 + 6 * 2) + (4 + 4 + 6 * 2)) / (6 * 2) / 5),
    ((2, 0), "aecs", 3.0),
    ((2, 0), "discernibility", -(4 + 9 + 6 * 1) / (6 * 5)),
    ((2, 0), "entropy", -((6 * 6) + (4 + 9 + 6 * 1)) / (6 * 2) / 5),
    ((2, 1), "precision", -(5 * 2 + 1 * 2) / 2 / 1),
]


@pytest.mark.parametrize("levels,score,expected", HAND)
def test_scores_on_a_hand_table(levels, score, expected):
    assert frequency_set(HAND_ROWS, HAND_SAMPLE, 2).score(score, levels) == pytest.approx(expected, rel=1e-12)


def arx_get_score(name, rows, sampled, levels, k):
    """ARX's getScore, entry by entry of its groupify: one entry per class of the *whole* input at ``levels``,
    ``pcount`` its records, ``count`` its sampled ones, ``isNotOutlier`` count ≥ k."""
    n, q = len(rows), len(levels)
    label = [lambda v, lv=lv: AGE.labels[lv][AGE.matrix[lv][list(AGE.labels[0]).index(v)]] for lv in range(3)]
    label_sex = [lambda v, lv=lv: SEX.labels[lv][SEX.matrix[lv][list(SEX.labels[0]).index(v)]] for lv in range(2)]
    entries: dict[tuple, list[int]] = {}
    for (age, sex), s in zip(rows, sampled):
        key = (label[levels[0]](age), label_sex[levels[1]](sex))
        entry = entries.setdefault(key, [0, 0])
        entry[0] += 1
        entry[1] += int(s)
    entries = {key: (p, c, c >= k) for key, (p, c) in entries.items()}
    c_factor = 5 if k == 1 else k * k / (k - 1) + 1
    if name == "aecs":
        suppressed = any((not ok and c > 0) or p > c for p, c, ok in entries.values())
        return sum(1 for p, c, ok in entries.values() if ok and c > 0) + (1 if suppressed else 0)
    if name == "discernibility":
        score = sum((c * c if ok else c * n) + (p - c) * n for p, c, ok in entries.values())
        return -score / (n * c_factor)
    if name == "precision":
        kept = sum(c for p, c, ok in entries.values() if ok)
        suppressed = n - kept
        score = sum(kept * (lv / h.height) + suppressed for lv, h in zip(levels, TREE))
        score *= -1 / q
        return score / (k - 1) if k > 1 else score
    if name == "entropy":
        score = 0.0
        for j in range(q):
            values: Counter = Counter()
            for key, (p, c, ok) in entries.items():
                if ok and key[j] != "*":
                    values[key[j]] += c
                else:
                    score += c * n
                score += (p - c) * n
            score += sum(v * v for v in values.values())
        score *= -1 / (n * q)
        return score / c_factor
    raise AssertionError(name)


TABLES = st.lists(st.tuples(st.sampled_from("1234"), st.sampled_from("FM"), st.booleans()), min_size=1,
                  max_size=40)
NON_LOSS = ["aecs", "discernibility", "precision", "entropy"]


@settings(max_examples=60, deadline=None)
@given(TABLES, st.integers(1, 5))
def test_scores_follow_arx_get_score_entry_by_entry(table, k):
    rows, sampled = [(a, s) for a, s, _ in table], [b for _, _, b in table]
    fs = frequency_set(rows, sampled, k)
    for levels in itertools.product(range(3), range(2)):
        for name in NON_LOSS:
            assert fs.score(name, levels) == pytest.approx(arx_get_score(name, rows, sampled, levels, k),
                                                           rel=1e-12, abs=1e-12)


@settings(max_examples=80, deadline=None)
@given(TABLES.filter(lambda t: len(t) >= 2), st.integers(2, 6), st.data())
def test_removing_one_record_moves_every_score_by_at_most_its_sensitivity(table, k, data):
    """Neighbouring inputs: one record less, every other record keeping its sampling decision."""
    rows, sampled = [(a, s) for a, s, _ in table], [b for _, _, b in table]
    gone = data.draw(st.integers(0, len(rows) - 1))
    full = frequency_set(rows, sampled, k)
    less = frequency_set(rows[:gone] + rows[gone + 1:], sampled[:gone] + sampled[gone + 1:], k)
    for levels in itertools.product(range(3), range(2)):
        for name in SCORE_NAMES:
            assert abs(full.score(name, levels) - less.score(name, levels)) <= 1 + 1e-9, (name, levels)


@settings(max_examples=15, deadline=None)
@given(st.integers(50, 800), st.integers(0, 2**32 - 1), st.sampled_from(sorted(SCORE_NAMES)))
def test_the_release_is_k_anonymous_whatever_the_score(n, seed, score):
    rng = np.random.default_rng(seed)
    frame = pd.DataFrame({"age": rng.choice(list("1234"), n), "sex": rng.choice(list("FM"), n)})
    result = safepub(Dataset.from_frame(frame), ["age", "sex"], {"age": AGE, "sex": SEX}, 2.0, 1e-4, rng=rng,
                     steps=3, score=score)
    kept = result.released.to_frame().loc[~result.suppressed]
    if len(kept):
        assert kept.groupby(["age", "sex"]).size().min() >= result.details["dp"]["k"]
    dp = result.details["dp"]
    assert dp["score"] == score and np.isfinite(dp["score_value"])
    assert dp["score_value"] >= 1 if score == "aecs" else dp["score_value"] <= 0  # classes; penalties


def test_score_names_and_aliases():
    assert score_key("Granularity") == "loss" and score_key("intensity") == "precision"
    assert score_key("discernability") == "discernibility" and score_key("group size") == "aecs"
    assert score_key("non_uniform_entropy") == "entropy"
    with pytest.raises(InputError, match="unknown score"):
        score_key("height")


WIDE = [Hierarchy.from_rows([[str(v), str(v // 4), str(v // 16), "*"] for v in range(64)], attribute=f"q{j}")
        for j in range(3)]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 63), st.integers(0, 63), st.integers(0, 63), st.booleans()),
                min_size=1, max_size=300), st.integers(1, 4), st.data())
def test_classes_of_the_distinct_rows_match_a_grouping_by_hand(table, k, data):
    """Wide hierarchies (a key space far larger than the rows: the hashing path, not only the counting one), each
    node asked twice (the second time from the kept label codes): kept rows and class sizes against a dict."""
    names = ["q0", "q1", "q2"]
    frame = pd.DataFrame([[str(v) for v in row[:3]] for row in table], columns=names)
    sampled = np.array([row[3] for row in table])
    dataset = Dataset.from_frame(frame)
    fs = FrequencySet(dataset, names, WIDE, sampled, k)
    distinct = [dataset.column(name).values[fs.distinct[j]] for j, name in enumerate(names)]
    for _ in range(3):
        levels = data.draw(st.tuples(*[st.integers(0, 3)] * 3))
        for _again in range(2):
            kept, sizes, _codes = fs.classes(levels)
            keys = [tuple(str(int(distinct[j][r]) // 4 ** levels[j]) if levels[j] < 3 else "*" for j in range(3))
                    for r in range(len(fs.counts))]
            by_hand = Counter()
            for key, count in zip(keys, fs.counts):
                by_hand[key] += count
            assert sorted(sizes[sizes > 0].tolist()) == sorted(by_hand.values())
            assert kept.tolist() == [by_hand[key] >= k for key in keys]


SCORE_FLOATS = st.one_of(st.floats(-1e6, 1e6, allow_nan=False), st.floats(-400, 0, allow_nan=False),
                         st.integers(-10**6, 10**6).map(lambda v: v / 7.0),
                         st.sampled_from([-0.0, 0.0, -1.0, -0.1, -1e-9, -123.456]))


@settings(max_examples=100, deadline=None)
@given(st.lists(st.lists(SCORE_FLOATS, min_size=1, max_size=100), min_size=1, max_size=6),
       st.sampled_from([0.002, 0.02, 0.1, 1 / 3, 2.0]), st.integers(0, 2**32 - 1))
def test_exact_gaps_kept_between_steps_are_the_plain_gap_numerators(steps, epsilon, seed):
    """The search's γ_r, each score kept over a common denominator that grows step after step, against
    gap_numerators of the scores' decimal fractions computed afresh; and the draw the search makes from them
    against the exponential mechanism's own for the same seed."""
    gaps = ExactGaps(epsilon, SENSITIVITY)
    factor = Fraction(repr(epsilon)) / 2
    for scores in steps:
        kept = gaps.of(scores)
        assert ([int(a) for a in kept[0]], kept[1]) == gap_numerators([Fraction(repr(s)) for s in scores], factor)
        candidates = list(range(len(scores)))
        assert (exponential_draw(np.random.default_rng(seed), *kept)
                == exponential_mechanism(candidates, scores, epsilon, SENSITIVITY, rng=np.random.default_rng(seed)))


@pytest.mark.parametrize("scores,in_int64", [([-253.93749999999997, -12.5, -300.0, -12.5], True),
                                              ([-1e5 / 7, 3e5 / 7, 1e-20], False), ([8.8e-179], True)])
def test_exact_gaps_in_int64_and_in_python_integers(scores, in_int64):
    kept = ExactGaps(0.002, SENSITIVITY).of(scores)
    assert isinstance(kept[0], np.ndarray) == in_int64
    assert ([int(a) for a in kept[0]], kept[1]) == gap_numerators([Fraction(repr(s)) for s in scores],
                                                                    Fraction(1, 1000))


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 63), st.integers(0, 63), st.integers(0, 63), st.booleans()),
                min_size=1, max_size=300), st.integers(1, 40), st.data())
def test_classes_counted_per_key_are_those_of_group_rows(table, k, data):
    """The candidates' classes counted per key in a small key space against group_rows' numbering: the same kept
    rows, and the same sizes of the classes of at least k records in the same order (what discernibility reads)."""
    names = ["q0", "q1", "q2"]
    frame = pd.DataFrame([[str(v) for v in row[:3]] for row in table], columns=names)
    fs = FrequencySet(Dataset.from_frame(frame), names, WIDE, np.array([row[3] for row in table]), k)
    for _ in range(4):
        levels = data.draw(st.tuples(*[st.integers(0, 3)] * 3))
        kept, sizes, codes = fs.classes(levels)
        live = [c for c in codes if c.max(initial=0) > 0]
        group, n_classes = group_rows(live) if live else (np.zeros(len(fs.counts), np.int64), 1)
        plain = np.bincount(group, weights=fs.counts, minlength=n_classes)
        assert kept.tolist() == (plain[group] >= k).tolist()
        assert sizes[sizes >= k].tolist() == plain[plain >= k].tolist()


THIRDS = Hierarchy.from_rows([[str(v), str(v // 3), str(v // 9), "*"] for v in range(27)], attribute="q1")
UNEVEN = Hierarchy.from_rows([[str(v), "low" if v < 5 else "high", "*"] for v in range(8)], attribute="q2")


def plain_loss(fs, levels):
    """Loss as the search computed it before the power-of-two shortcut: every QI's products summed."""
    kept_counts = fs.counts * fs.classes(levels)[0]
    total = sum(float(np.sum(kept_counts * fs.row_shares(j, lv))) for j, lv in enumerate(levels))
    q = len(levels)
    total += q * (fs.n - float(np.sum(kept_counts)))
    return -total / q / (fs.k - 1) if fs.k > 1 else -total / q


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 63), st.integers(0, 26), st.integers(0, 7), st.booleans()),
                min_size=1, max_size=400), st.integers(1, 30), st.data())
def test_loss_with_power_of_two_shares_is_the_plain_sum_to_the_last_bit(table, k, data):
    """Shares of 1/64, 1/16, 1/4 and 1 (one per level: the sum is taken as kept records × share) beside shares of
    thirds and uneven ones (summed): the score equal, bit for bit, to every QI's products summed."""
    names = ["q0", "q1", "q2"]
    frame = pd.DataFrame([[str(v) for v in row[:3]] for row in table], columns=names)
    fs = FrequencySet(Dataset.from_frame(frame), names, [WIDE[0], THIRDS, UNEVEN],
                      np.array([row[3] for row in table]), k)
    for _ in range(4):
        levels = data.draw(st.tuples(st.integers(0, 3), st.integers(0, 3), st.integers(0, 2)))
        assert fs.score("loss", levels) == plain_loss(fs, levels)
    if len(fs.counts):  # some record sampled
        assert fs.power_share(0, 1) == 1 / 16 and fs.power_share(1, 1) is None and fs.power_share(2, 1) is None


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 63), st.integers(0, 26), st.integers(0, 7), st.booleans()),
                min_size=1, max_size=400), st.integers(1, 30), st.data())
def test_children_keyed_from_the_pivot_keep_the_same_records(table, k, data):
    """A child's key formed from its pivot's (pivot key × radix + the lowered QI's code) against the child's own
    classes: the same kept weights and total, for every child of the pivot."""
    names = ["q0", "q1", "q2"]
    frame = pd.DataFrame([[str(v) for v in row[:3]] for row in table], columns=names)
    fs = FrequencySet(Dataset.from_frame(frame), names, [WIDE[0], THIRDS, UNEVEN],
                      np.array([row[3] for row in table]), k)
    pivot = data.draw(st.tuples(st.integers(0, 3), st.integers(0, 3), st.integers(0, 2)))
    for j in range(3):
        if pivot[j]:
            child = pivot[:j] + (pivot[j] - 1,) + pivot[j + 1:]
            plain = fs.counts * fs.classes(child)[0]
            fs.near(pivot)
            total, kept_counts = fs.kept_records(child)
            fs.near(None)
            assert kept_counts.tolist() == plain.tolist() and total == float(np.sum(plain))
