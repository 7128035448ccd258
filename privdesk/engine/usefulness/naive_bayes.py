"""ARX's naive Bayes, reproduced: SMILE's Bernoulli naive Bayes over Mahout's hashed feature vectors
(aggregates/classification/MultiClassNaiveBayes with ClassificationConfigurationNaiveBayes' defaults).

The encoding (one vector of ``VECTOR_LENGTH`` = 1,000 slots per row):

* Mahout's ``ConstantValueEncoder("intercept")`` sets one slot in every row: MurmurHash64A of ``intercept`` with
  seed 0, cut to a Java int, modulo the length (Mahout's CachingValueEncoder).
* Every feature value enters as the word ``Attribute-<column position in the table>:<value text>`` through
  ``StaticWordValueEncoder("feature")``: two probes, probe p at MurmurHash64A(word, seed = (int)
  MurmurHash64A("feature", 100 + p)) modulo the length (Java's signed remainder, moved into range). ARX enters a
  number by its value only with a feature-scaling function, which neither its test nor PrivDesk sets, so every
  value (an age too) is a word. Words that share a slot share it — the hashing trick's collisions are kept.

The model (SMILE's ``NaiveBayes(Model.BERNOULLI, k, 1000, sigma = 1)``): a slot is present when its count is
above 0; P(slot | class) = (rows of the class with the slot + σ) / (rows of the class + 2σ); the prior is
(rows of the class + 10⁻²⁰) / (rows + k·10⁻²⁰); a row's score is log prior + Σ over every slot of log P(present)
or log(1 − P(absent)), and the probabilities are the scores' softmax. So absent slots count too: a class seen
rarely pays for every slot it has not seen.

Vectorised: each row keeps its distinct slots (a collision inside a row counts once); the counts of a training
set are the whole table's minus the held-out fold's, and a score is the sum over absent slots written as the sum
over all slots plus a correction for the present ones. Measured against ARX 3.9.2's TestClassification in
tests/engine/usefulness/test_usefulness_classification.py (both accuracies to the last digit).
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

VECTOR_LENGTH = 1000      # ARXClassificationConfiguration.DEFAULT_VECTOR_LENGTH
SIGMA = 1.0               # ClassificationConfigurationNaiveBayes.DEFAULT_SIGMA (add-one smoothing)
WORD_PROBES = 2           # Mahout's WordValueEncoder
_WORD_SEED = 100          # Mahout's FeatureVectorEncoder.WORD_LIKE_VALUE_HASH_SEED
_PRIOR_EPSILON = 1e-20    # SMILE's fudge that keeps an unseen class's prior above 0
_M = np.uint64(0xC6A4A7935BD1E995)
_R = np.uint64(47)


def murmur64a(words: Sequence[bytes], seed: int) -> np.ndarray:
    """Mahout's ``MurmurHash.hash64A(bytes, seed)`` of every word (int64), in numpy: 8-byte little-endian blocks,
    the tail zero-padded into one last block; the int seed is sign-extended."""
    lengths = np.array([len(w) for w in words], dtype=np.uint64)
    width = max(8, -(-int(lengths.max(initial=0)) // 8) * 8)
    padded = np.array(list(words), dtype=f"S{width}")        # NUL-padded to a whole number of blocks
    blocks = padded.view("<u8").reshape(len(words), width // 8)
    with np.errstate(over="ignore"):
        h = np.uint64(seed & 0xFFFFFFFFFFFFFFFF) ^ (lengths * _M)
        for b in range(blocks.shape[1]):
            k = blocks[:, b]
            full = lengths >= np.uint64(8 * (b + 1))
            mixed = k * _M
            mixed = (mixed ^ (mixed >> _R)) * _M
            tail = (lengths // np.uint64(8) == np.uint64(b)) & (lengths % np.uint64(8) != np.uint64(0))
            h = np.where(full, (h ^ mixed) * _M, np.where(tail, (h ^ k) * _M, h))
        h = (h ^ (h >> _R)) * _M
        h = h ^ (h >> _R)
    return h.view(np.int64)


def _java_int(value: np.ndarray | int) -> np.ndarray:
    """A Java ``(int)`` cast of longs: the low 32 bits, signed."""
    return (np.asarray(value, dtype=np.int64) & 0xFFFFFFFF).astype(np.uint32).view(np.int32).astype(np.int64)


def _slot(hashes: np.ndarray, length: int) -> np.ndarray:
    """Java's ``h % length`` (the sign of h), moved into 0 … length−1."""
    slots = np.fmod(hashes, length)
    return np.where(slots < 0, slots + length, slots)


def intercept_slot(length: int = VECTOR_LENGTH) -> int:
    return int(_slot(_java_int(murmur64a([b"intercept"], 0)), length)[0])


def word_slots(words: Sequence[str], length: int = VECTOR_LENGTH) -> np.ndarray:
    """(words × 2) slots of Mahout's StaticWordValueEncoder("feature")."""
    encoded = [w.encode("utf-8") for w in words]
    probes = []
    for probe in range(WORD_PROBES):
        seed = int(_java_int(murmur64a([b"feature"], _WORD_SEED + probe))[0])
        probes.append(_slot(murmur64a(encoded, seed), length))
    return np.column_stack(probes)


def row_slots(codes: Sequence[np.ndarray], values: Sequence[np.ndarray], positions: Sequence[int],
              length: int = VECTOR_LENGTH, n_rows: int | None = None) -> np.ndarray:
    """Every row's distinct slots (rows × (1 + 2·features)); a repeated slot is replaced by ``length``, a padding
    slot that weighs nothing. ``values``: each feature's distinct texts by code (None = missing, hashed as
    the empty text); ``positions``: each feature's column position in its table; ``n_rows``: needed without
    features (then only the intercept slot)."""
    n = len(codes[0]) if len(codes) else int(n_rows or 0)
    columns = [np.full(n, intercept_slot(length), np.int64)]
    for feature_codes, feature_values, position in zip(codes, values, positions):
        words = [f"Attribute-{position}:{'' if v is None else v}" for v in feature_values]
        table = word_slots(words, length) if words else np.zeros((0, WORD_PROBES), np.int64)
        columns.extend(table[feature_codes, p] for p in range(WORD_PROBES))
    slots = np.sort(np.column_stack(columns), axis=1)
    repeated = np.zeros_like(slots, dtype=bool)
    repeated[:, 1:] = slots[:, 1:] == slots[:, :-1]
    slots[repeated] = length
    return slots


class SlotCounts:
    """Per class, how many rows have each slot, and rows per class, for the whole table and per fold; a training
    set's counts are the table's minus its held-out fold's."""

    def __init__(self, slots: np.ndarray, y: np.ndarray, n_classes: int, length: int,
                 folds: Sequence[np.ndarray], trainable: np.ndarray) -> None:
        self.slots, self.n_classes, self.length = slots, n_classes, length
        self.folds = [fold[trainable[fold]] for fold in folds]
        self._y = y
        rows = np.flatnonzero(trainable)
        self.total = self._count(rows)
        self.per_fold = [self._count(fold) for fold in self.folds]

    def _count(self, rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        width = self.length + 1
        keys = (self._y[rows][:, None] * width + self.slots[rows]).ravel()
        slots = np.bincount(keys, minlength=self.n_classes * width).reshape(self.n_classes, width)
        return slots[:, :self.length].astype(float), np.bincount(self._y[rows], minlength=self.n_classes)

    def training(self, held_out: int | None) -> tuple[np.ndarray, np.ndarray]:
        """(rows with each slot per class, rows per class) of every trainable row outside fold ``held_out``."""
        slots, classes = self.total
        if held_out is None or len(self.folds) < 2:
            return slots, classes
        fold_slots, fold_classes = self.per_fold[held_out]
        return slots - fold_slots, classes - fold_classes


class BernoulliNaiveBayes:
    """SMILE's Bernoulli model fitted from slot counts (see the module docstring)."""

    def __init__(self, slot_counts: np.ndarray, class_counts: np.ndarray, sigma: float = SIGMA) -> None:
        k = len(class_counts)
        n = float(class_counts.sum())
        self.log_prior = np.log((class_counts + _PRIOR_EPSILON) / (n + k * _PRIOR_EPSILON))
        present = (slot_counts + sigma) / (class_counts[:, None] + 2 * sigma)
        log_present, log_absent = np.log(present), np.log1p(-present)
        self.base = self.log_prior + log_absent.sum(axis=1)        # every slot absent
        # a present slot swaps its absent term for its present one; the padding slot (last) changes nothing
        self.gain = np.concatenate([log_present - log_absent, np.zeros((k, 1))], axis=1)

    def predict_proba(self, slots: np.ndarray) -> np.ndarray:
        scores = self.base[None, :] + self.gain[:, slots].sum(axis=2).T
        scores -= scores.max(axis=1, keepdims=True)
        p = np.exp(scores)
        return p / p.sum(axis=1, keepdims=True)
