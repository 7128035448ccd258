"""How well a classifier trained on the release predicts a target, against one trained on the original and against
ZeroR (always the most frequent class) — ARX's StatisticsClassification.

What follows ARX (aggregates/StatisticsClassification, ClassificationDataSpecification, MultiClassZeroR):

* k-fold cross-validation (k = 10): ARX's folds row for row (Java's ``Collections.shuffle`` with
  ``new Random(Integer.MAX_VALUE)``, folds of ⌊n/k⌋ rows, the last one takes the rest; engine/usefulness/folds.py);
  the **same folds** for the original and the release.
* The target is left out of the features. Class values are ordered by their text.
* ZeroR is trained on the original's target; it gives probability 1 to its class.
* The release's classifier is trained only on the rows the release did not suppress and evaluated on every row; a
  suppressed row is classified from the values its generalization gave it before suppression when the caller can
  rebuild them (ARX reads them with ``ignoreSuppression = true``; app/usefulness.py does this for a full-domain
  release), else from ``*``, a value the classifier never saw.
* accuracy = share of rows whose most probable class is the actual one; average error = mean of
  1 − p(actual class); Brier score = mean over rows of Σ_classes (p − [actual])²; per class (one against the
  rest): sensitivity = TP / (TP + FN), specificity = TN / (TN + FP) over rows with one most probable class, and the
  area under the ROC curve.
* Naive Bayes is ARX's own, exactly: SMILE's Bernoulli model over Mahout's hashed feature vectors
  (engine/usefulness/naive_bayes.py). On ARX 3.9.2's TestClassification it gives ARX's accuracies and average
  errors to the last digits.

Where it differs: logistic regression is scikit-learn's L2-regularised multinomial model over one-hot features,
fitted to convergence (ARX: one pass of Mahout's online SGD over hashed vectors), within ±0.01 of ARX's accuracy;
the random forest is scikit-learn's over the features' codes. Their training rows with the same features and class
are merged with their count as weight, so the fits see a few thousand weighted rows instead of every row.
Measured against ARX's TestClassification in tests/engine/usefulness/test_usefulness_classification.py.

One analysis encodes the tables and cuts the folds once (:func:`prepare`), then runs each classifier on them
(:func:`run`). scikit-learn is imported only for logistic regression and the random forest: naive Bayes, the folds
and every score are numpy, so the report's default analysis (naive Bayes) runs without it.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field
from functools import cached_property
from typing import Sequence

import numpy as np
import pandas as pd

from privdesk.common.i18n import N_, _
from privdesk.engine.core.dataset import Column
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.progress import NO_PROGRESS, Progress
from privdesk.engine.usefulness import naive_bayes
from privdesk.engine.usefulness.folds import arx_folds

METHODS = ("logistic_regression", "naive_bayes", "random_forest")
METHOD_NAMES = {"logistic_regression": N_("logistic regression"), "naive_bayes": N_("naive Bayes"),
                "random_forest": N_("random forest"), "zero_r": N_("ZeroR (most frequent class)")}
DEFAULT_FOLDS = 10
DEFAULT_SEED = 2147483647          # ARX's default seed (Integer.MAX_VALUE)
FOREST_TREES = 10                  # ARX's default (ClassificationConfigurationRandomForest.numberOfTrees)
FOREST_SAMPLE = 0.5                # each tree draws half the distinct training rows (weighted): 30% faster on Adult,
                                   # accuracy within ±0.003 of whole bootstrap samples there


@dataclass(frozen=True)
class ClassScores:
    value: str
    count: int
    sensitivity: float
    specificity: float
    brier: float
    auc: float


@dataclass(frozen=True)
class Performance:
    accuracy: float
    average_error: float
    brier: float
    classes: list[ClassScores] = field(default_factory=list)


@dataclass(frozen=True)
class Classification:
    method: str
    target: str
    features: list[str]
    folds: int
    seed: int
    measurements: int
    zero_r: Performance
    original: Performance
    released: Performance | None

    def to_dict(self) -> dict:
        return asdict(self)


def available_methods() -> tuple[str, ...]:
    """The classifiers this installation can run: naive Bayes always (numpy), the others with scikit-learn (looked
    up, not imported: importing it takes seconds, and only its two classifiers need it)."""
    from importlib.util import find_spec
    return METHODS if find_spec("sklearn") is not None else ("naive_bayes",)


def make_folds(n_rows: int, k: int = DEFAULT_FOLDS, seed: int = DEFAULT_SEED) -> list[np.ndarray]:
    """ARX's folds (engine/usefulness/folds.py): one Java shuffle of the rows, ⌊n/k⌋ rows per fold, the last fold
    takes the rest."""
    return arx_folds(n_rows, k, seed)


def one_hot(codes: np.ndarray, widths: Sequence[int]):
    """Sparse one-hot matrix of a code matrix (rows × features), ``widths`` values per feature."""
    from scipy import sparse
    widths = np.asarray(widths, dtype=np.int64)
    offsets = np.concatenate([[0], np.cumsum(widths)[:-1]])
    n, f = codes.shape
    columns = (codes.astype(np.int64) + offsets[None, :]).ravel()
    rows = np.repeat(np.arange(n), f)
    return sparse.csr_matrix((np.ones(len(columns)), (rows, columns)), shape=(n, int(widths.sum())))


@dataclass
class ClassificationTask:
    """What every classifier of one analysis shares: the folds, both tables encoded once (codes, one-hot, hashed
    slots and their counts per fold), and the rows the release's classifier may train on."""

    original: "_Encoded"
    released: "_Encoded | None"
    folds: list[np.ndarray]
    keep: np.ndarray
    seed: int

    @cached_property
    def zero_r(self) -> Performance:
        """ZeroR's performance: each fold's rows get the most frequent class of the other folds (the same for every
        classifier, so scored once)."""
        p = np.zeros((len(self.original.y), self.original.n_classes))
        for index, test in enumerate(self.folds):
            train = self.training(index)
            p[test, np.bincount(self.original.y[train], minlength=self.original.n_classes).argmax()] = 1.0
        return _performance(p, self.original)

    def training(self, index: int) -> np.ndarray:
        """The rows outside fold ``index`` (with a single fold: that fold, trained and tested on)."""
        if len(self.folds) == 1:
            return self.folds[0]
        return np.concatenate([f for j, f in enumerate(self.folds) if j != index])


def prepare(original_features: Sequence[Column], original_target: Column,
            released_features: Sequence[Column] | None = None, released_target: Column | None = None,
            k: int = DEFAULT_FOLDS, seed: int = DEFAULT_SEED, suppressed: np.ndarray | None = None,
            positions: Sequence[int] | None = None) -> ClassificationTask:
    """Encode both tables and cut the folds once for every classifier. ``released_features``: the release's
    columns as generalized *before* suppression where that is known (ARX classifies a suppressed row from those
    values, DataHandleInternal.getValue(…, ignoreSuppression = true)); ``suppressed``: the rows the release
    suppressed, which its classifier does not train on. ``positions``: each feature's column position in its
    table, which ARX's hashed words name (default: their order)."""
    n = len(original_target.codes)
    if n < 2:
        raise InputError(_("classification needs at least two rows"), column=original_target.name)
    positions = list(range(len(original_features))) if positions is None else list(positions)
    released = None
    if released_features is not None and released_target is not None:
        released = _Encoded(released_features, released_target, positions)
    keep = np.ones(n, bool) if suppressed is None else ~np.asarray(suppressed, bool)
    return ClassificationTask(_Encoded(original_features, original_target, positions), released,
                              make_folds(n, k, seed), keep, seed)


def classify(original_features: Sequence[Column], original_target: Column,
             released_features: Sequence[Column] | None = None, released_target: Column | None = None,
             method: str = "logistic_regression", k: int = DEFAULT_FOLDS, seed: int = DEFAULT_SEED,
             suppressed: np.ndarray | None = None, progress: Progress = NO_PROGRESS,
             positions: Sequence[int] | None = None) -> Classification:
    """Cross-validated performance of ``method`` on the original and (if given) the release, and of ZeroR (see
    :func:`prepare` for the arguments)."""
    task = prepare(original_features, original_target, released_features, released_target, k, seed, suppressed,
                   positions)
    return run(task, method, progress)


def run(task: ClassificationTask, method: str, progress: Progress = NO_PROGRESS) -> Classification:
    """One classifier's cross-validated performance on a prepared task."""
    if method not in METHODS:
        raise InputError(_("unknown classifier {method!r}; choose one of {names}").format(
            method=method, names=", ".join(METHODS)))
    original, released, folds, keep = task.original, task.released, task.folds, task.keep
    n = len(original.y)
    everything = np.ones(n, bool)
    p_original = np.zeros((n, original.n_classes))
    p_released = None if released is None else np.zeros((n, released.n_classes))
    estimator = {"original": None, "released": None}
    for index, test in enumerate(folds):
        progress.report(index / len(folds), _("classification: fold {fold} of {folds}").format(
            fold=index + 1, folds=len(folds)))
        held_out = index if len(folds) > 1 else None
        train = task.training(index)
        estimator["original"] = _fit(method, original, train, held_out, everything, task, estimator["original"])
        p_original[test] = original.probabilities(estimator["original"], test)
        if released is not None:
            kept = train[keep[train]]
            if len(kept):
                estimator["released"] = _fit(method, released, kept, held_out, keep, task, estimator["released"])
                p_released[test] = released.probabilities(estimator["released"], test)
            else:
                p_released[test] = 1.0 / released.n_classes
    progress.report(1.0, _("classification: scoring"))
    return Classification(method, original.target, original.features, len(folds), task.seed, n,
                          task.zero_r, _performance(p_original, original),
                          None if released is None else _performance(p_released, released))


class _Encoded:
    """Features as codes, one-hot and hashed slots, target as class indexes ordered by text."""

    def __init__(self, features: Sequence[Column], target: Column, positions: Sequence[int]) -> None:
        self.target, self.features, self.positions = target.name, [c.name for c in features], positions
        self._columns = list(features)
        self.codes = (np.column_stack([c.codes for c in features]) if features
                      else np.zeros((len(target.codes), 1), np.int32))
        self.widths = [len(c.values) for c in features] or [1]
        labels = np.array(["" if v is None else str(v) for v in target.values], dtype=object)
        present = np.flatnonzero(np.bincount(target.codes, minlength=len(labels)) > 0)
        order = present[np.argsort(labels[present], kind="stable")]
        index_of_code = np.full(len(labels), -1)
        index_of_code[order] = np.arange(len(order))
        self.labels = [str(v) for v in labels[order]]
        self.y = index_of_code[target.codes]
        self.n_classes = len(order)
        self.offsets = np.concatenate([[0], np.cumsum(self.widths)[:-1]]).astype(np.int64)
        self._slot_counts: dict[tuple, naive_bayes.SlotCounts] = {}

    @cached_property
    def matrix(self):
        return one_hot(self.codes, self.widths)

    @cached_property
    def slots(self) -> np.ndarray:
        return naive_bayes.row_slots([c.codes for c in self._columns], [c.values for c in self._columns],
                                     self.positions, n_rows=len(self.y))

    def slot_counts(self, folds: Sequence[np.ndarray], trainable: np.ndarray) -> naive_bayes.SlotCounts:
        key = (id(folds), trainable.tobytes())
        if key not in self._slot_counts:
            self._slot_counts[key] = naive_bayes.SlotCounts(self.slots, self.y, self.n_classes,
                                                            naive_bayes.VECTOR_LENGTH, folds, trainable)
        return self._slot_counts[key]

    @cached_property
    def groups(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(group of every row, features of each group, class of each group): rows with the same features and class
        form one group, numbered in order of first appearance — found once for every fold and classifier."""
        stacked = np.column_stack([self.codes, self.y]).astype(np.int64)
        radix = [max(int(w), 1) for w in self.widths[:stacked.shape[1] - 1]] + [max(self.n_classes, 1)]
        if math.prod(radix) < 2 ** 62:  # one integer key per row (mixed radix)
            key = stacked @ np.cumprod([1, *radix[:-1]], dtype=np.int64)
            group = pd.factorize(key, sort=False)[0]
        else:
            group = pd.MultiIndex.from_arrays(list(stacked.T)).factorize(sort=False)[0]
        first = np.unique(group, return_index=True)[1]
        return group, stacked[first, :-1], stacked[first, -1]

    def training_rows(self, rows: np.ndarray):
        """Distinct (features, class) rows among ``rows`` with their counts as weights."""
        group, features, classes = self.groups
        weights = np.bincount(group[rows], minlength=len(classes))
        used = np.flatnonzero(weights)
        return features[used], classes[used], weights[used].astype(float)

    def probabilities(self, estimator, rows: np.ndarray) -> np.ndarray:
        model, dense = estimator
        if isinstance(model, naive_bayes.BernoulliNaiveBayes):
            return model.predict_proba(self.slots[rows])
        out = np.zeros((len(rows), self.n_classes))
        x = self.codes[rows] if dense else self.matrix[rows]
        out[:, model.classes_] = model.predict_proba(x)
        return out


def _fit(method: str, data: _Encoded, rows: np.ndarray, held_out: int | None, trainable: np.ndarray,
         task: ClassificationTask, previous):
    if method == "naive_bayes":  # counts of the whole table minus the held-out fold's: no refit from rows
        counts = data.slot_counts(task.folds, trainable)
        return naive_bayes.BernoulliNaiveBayes(*counts.training(held_out)), False
    from threadpoolctl import threadpool_limits
    with threadpool_limits(1):  # one BLAS thread: the fits are small, and the window's thread needs the rest
        return _fit_model(method, data, rows, task.seed, previous)


def _fit_model(method: str, data: _Encoded, rows: np.ndarray, seed: int, previous):
    x_codes, y, weights = data.training_rows(rows)
    if method == "random_forest":
        from sklearn.ensemble import RandomForestClassifier
        model = RandomForestClassifier(n_estimators=FOREST_TREES, min_samples_leaf=2, max_samples=FOREST_SAMPLE,
                                       random_state=seed % 2**32, n_jobs=1)
        return model.fit(x_codes, y, sample_weight=weights), True
    x = one_hot(x_codes, data.widths)
    from sklearn.linear_model import LogisticRegression
    model = LogisticRegression(max_iter=300, tol=1e-3)
    if previous is not None and set(previous[0].classes_) == set(np.unique(y)):
        # The folds' training sets overlap by (k−2)/(k−1): start from the previous fold's fit.
        model.set_params(warm_start=True)
        model.coef_, model.intercept_ = previous[0].coef_.copy(), previous[0].intercept_.copy()
    return model.fit(x, y, sample_weight=weights), False


def average_ranks(values: np.ndarray) -> np.ndarray:
    """1-based ranks, tied values sharing the mean of their ranks (pandas' ``rank(method="average")``)."""
    order = np.argsort(values, kind="stable")
    ordered = values[order]
    starts = np.flatnonzero(np.r_[True, ordered[1:] != ordered[:-1]])
    sizes = np.diff(np.r_[starts, len(values)])
    ranks = np.empty(len(values))
    ranks[order] = np.repeat(starts + (sizes + 1) / 2, sizes)
    return ranks


def roc_auc(positive: np.ndarray, score: np.ndarray) -> float:
    """Area under the ROC curve = the Mann-Whitney statistic: the chance that a positive row scores above a
    negative one, ties counting half (average ranks)."""
    n_positive = int(positive.sum())
    n_negative = len(positive) - n_positive
    if not n_positive or not n_negative:
        return float("nan")
    ranks = average_ranks(score)
    return float((ranks[positive].sum() - n_positive * (n_positive + 1) / 2) / (n_positive * n_negative))


def _performance(p: np.ndarray, data: _Encoded) -> Performance:
    p = np.round(p, 12)  # probabilities equal to 12 digits are ties, however the sums were ordered
    n, n_classes = p.shape
    actual = np.zeros_like(p)
    actual[np.arange(n), data.y] = 1.0
    top = p.max(axis=1)
    predicted = p.argmax(axis=1)
    unambiguous = (p == top[:, None]).sum(axis=1) == 1
    accuracy = float((predicted == data.y).mean())
    average_error = float((1.0 - p[np.arange(n), data.y]).mean())
    brier = float(((p - actual) ** 2).sum(axis=1).mean())
    scores = []
    for c, label in enumerate(data.labels):  # a handful of classes; each step is vectorised over rows
        positive = data.y == c
        said = (predicted == c) & unambiguous
        tp = int((said & positive).sum())
        fn = int((~said & positive & unambiguous).sum())
        fp = int((said & ~positive).sum())
        tn = int((~said & ~positive & unambiguous).sum())
        auc = roc_auc(positive, p[:, c])
        scores.append(ClassScores(label, int(positive.sum()), tp / (tp + fn) if tp + fn else float("nan"),
                                  tn / (tn + fp) if tn + fp else float("nan"),
                                  float(((p[:, c] - positive) ** 2).mean()), auc))
    return Performance(accuracy, average_error, brier, scores)
