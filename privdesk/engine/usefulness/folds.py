"""ARX's cross-validation folds, row for row: the row numbers shuffled by ``java.util.Collections.shuffle`` with a
``java.util.Random`` seeded by the configuration's seed (ARX: ``Integer.MAX_VALUE``), then cut into k folds of
⌊n/k⌋ rows, the last taking the rest (aggregates/StatisticsClassification.getFolds).

Java's Random is a 48-bit linear congruential generator (multiplier 0x5DEECE66D, increment 11); ``nextInt(bound)``
takes its top 31 bits, multiplies for a power-of-two bound and otherwise reduces modulo the bound, drawing again
when the draw falls into the last, incomplete block. ``Collections.shuffle`` swaps position i−1 with
``nextInt(i)`` for i = n … 2. The draws are generated in numpy (the generator's state jumps ahead by powers of the
multiplier); the swaps are sequential by nature (each depends on the ones before) and run once per analysis:
about 40 ms for Adult's 30,162 rows.
"""

from __future__ import annotations

import numpy as np

_MULTIPLIER = 0x5DEECE66D
_INCREMENT = 0xB
_MASK = (1 << 48) - 1


def _states(seed_state: int, count: int) -> np.ndarray:
    """The generator's next ``count`` states after ``seed_state`` (uint64, each < 2⁴⁸).

    state_t = a^t · s + c · (a^(t−1) + … + 1) mod 2⁴⁸; the powers and their sums double ⌈log₂ count⌉ times.
    uint64 arithmetic wraps modulo 2⁶⁴, which 2⁴⁸ divides, so masking at the end is exact."""
    a = np.empty(count, np.uint64)   # a^t for t = 1..count
    c = np.empty(count, np.uint64)   # c·(a^(t−1) + … + 1)
    a[0], c[0] = _MULTIPLIER, _INCREMENT
    filled = 1
    with np.errstate(over="ignore"):
        while filled < count:  # states filled+1 … 2·filled from the first ``filled`` ones
            step = min(filled, count - filled)
            a_last, c_last = a[filled - 1], c[filled - 1]
            a[filled:filled + step] = a[:step] * a_last
            c[filled:filled + step] = a[:step] * c_last + c[:step]
            filled += step
        return (a * np.uint64(seed_state) + c) & np.uint64(_MASK)


def java_shuffle(n: int, seed: int) -> np.ndarray:
    """``Collections.shuffle`` of the list 0 … n−1 with ``new java.util.Random(seed)``."""
    rows = list(range(n))
    if n < 2:
        return np.array(rows, dtype=np.int64)
    state = (seed ^ _MULTIPLIER) & _MASK
    bounds = np.arange(n, 1, -1, dtype=np.int64)          # nextInt(i) for i = n … 2
    picks = np.empty(len(bounds), np.int64)
    done = 0
    while done < len(bounds):  # one pass unless a draw is rejected (about once per 70,000 draws on Adult's sizes)
        todo = bounds[done:]
        states = _states(state, len(todo))
        draws = (states >> np.uint64(17)).astype(np.int64)  # next(31): the state's top 31 bits
        power = (todo & (todo - 1)) == 0
        remainder = draws % todo
        rejected = ~power & (draws - remainder + todo - 1 >= 2 ** 31)
        stop = int(np.argmax(rejected)) if rejected.any() else len(todo)
        picks[done:done + stop] = np.where(power[:stop], (todo[:stop] * draws[:stop]) >> 31, remainder[:stop])
        done += stop
        state = int(states[stop - 1]) if stop else state
        if stop < len(todo):  # the rejected draw is spent; nextInt draws again for the same bound
            while True:
                state = (state * _MULTIPLIER + _INCREMENT) & _MASK
                draw = state >> 17
                remainder = draw % int(todo[stop])
                if draw - remainder + int(todo[stop]) - 1 < 2 ** 31:
                    picks[done] = remainder
                    done += 1
                    break
    for i, j in zip(bounds.tolist(), picks.tolist()):  # Fisher–Yates: each swap depends on the ones before
        rows[i - 1], rows[j] = rows[j], rows[i - 1]
    return np.array(rows, dtype=np.int64)


def arx_folds(n_rows: int, k: int, seed: int) -> list[np.ndarray]:
    """ARX's folds of ``n_rows`` rows: one Java shuffle, ⌊n/k⌋ rows per fold, the last fold takes the rest."""
    k = max(1, min(k, n_rows))
    rows = java_shuffle(n_rows, seed)
    size = max(n_rows // k, 1)
    return [rows[i * size: (i + 1) * size if i < k - 1 else n_rows] for i in range(k)]
