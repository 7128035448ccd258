"""How well a classifier trained on the release predicts a target, against one trained on the original and against
ZeroR (always the most frequent class) — ARX's StatisticsClassification, with scikit-learn's estimators.

What follows ARX (aggregates/StatisticsClassification, ClassificationDataSpecification, MultiClassZeroR):

* k-fold cross-validation (k = 10), one shuffle with a fixed seed, folds of ⌊n/k⌋ rows, the last one takes the
  rest; the **same folds** for the original and the release.
* The target is left out of the features. Class values are ordered by their text.
* ZeroR is trained on the original's target; it gives probability 1 to its class.
* The release's classifier is trained only on the rows the release did not suppress and evaluated on every row
  (suppressed rows show ``*``, a value it never saw).
* accuracy = share of rows whose most probable class is the actual one; average error = mean of
  1 − p(actual class); Brier score = mean over rows of Σ_classes (p − [actual])²; per class (one against the
  rest): sensitivity = TP / (TP + FN), specificity = TN / (TN + FP) over rows with one most probable class, and the
  area under the ROC curve.

Where it differs: every feature enters as its values one-hot (a generalized number is a category of the release
anyway), not through Mahout's hashed vectors; logistic regression is scikit-learn's L2-regularised multinomial
model fitted to convergence (ARX: one pass of Mahout's online SGD); naive Bayes is multinomial with add-one
smoothing over the one-hot features, in numpy (ARX: smile's naive Bayes with numbers entered by their
value); the random forest is scikit-learn's. Training rows with the same features and class are merged with
their count as weight, so the fits see a few thousand weighted rows instead of every row. Measured against ARX's
TestClassification in tests/engine/usefulness/test_usefulness_classification.py.

scikit-learn is imported only for logistic regression and the random forest: naive Bayes, the folds and every score
are numpy, so the report's default analysis (naive Bayes) runs without it.
"""

from __future__ import annotations

import math

from dataclasses import asdict, dataclass, field
from functools import cached_property
from typing import Sequence

import numpy as np
import pandas as pd

from ...i18n import N_, _
from ..dataset import Column
from ..errors import InputError
from ..progress import NO_PROGRESS, Progress

METHODS = ("logistic_regression", "naive_bayes", "random_forest")
METHOD_NAMES = {"logistic_regression": N_("logistic regression"), "naive_bayes": N_("naive Bayes"),
                "random_forest": N_("random forest"), "zero_r": N_("ZeroR (most frequent class)")}
DEFAULT_FOLDS = 10
DEFAULT_SEED = 2147483647          # ARX's default seed (Integer.MAX_VALUE)
FOREST_TREES = 20                  # 30 trees took 60% of the analysis on Adult; 20 score within ±0.005 there


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
    """ARX's folds: shuffle the rows once, cut ⌊n/k⌋ rows per fold, the last fold takes the rest."""
    k = max(1, min(k, n_rows))
    rows = np.random.default_rng(seed).permutation(n_rows)
    size = max(n_rows // k, 1)
    return [rows[i * size: (i + 1) * size if i < k - 1 else n_rows] for i in range(k)]


def one_hot(codes: np.ndarray, widths: Sequence[int]):
    """Sparse one-hot matrix of a code matrix (rows × features), ``widths`` values per feature."""
    from scipy import sparse
    widths = np.asarray(widths, dtype=np.int64)
    offsets = np.concatenate([[0], np.cumsum(widths)[:-1]])
    n, f = codes.shape
    columns = (codes.astype(np.int64) + offsets[None, :]).ravel()
    rows = np.repeat(np.arange(n), f)
    return sparse.csr_matrix((np.ones(len(columns)), (rows, columns)), shape=(n, int(widths.sum())))


def classify(original_features: Sequence[Column], original_target: Column,
             released_features: Sequence[Column] | None = None, released_target: Column | None = None,
             method: str = "logistic_regression", k: int = DEFAULT_FOLDS, seed: int = DEFAULT_SEED,
             suppressed: np.ndarray | None = None, progress: Progress = NO_PROGRESS) -> Classification:
    """Cross-validated performance of ``method`` on the original and (if given) the release, and of ZeroR."""
    if method not in METHODS:
        raise InputError(_("unknown classifier {method!r}; choose one of {names}").format(
            method=method, names=", ".join(METHODS)))
    n = len(original_target.codes)
    if n < 2:
        raise InputError(_("classification needs at least two rows"), column=original_target.name)
    folds = make_folds(n, k, seed)
    original = _Encoded(original_features, original_target)
    released = None
    if released_features is not None and released_target is not None:
        released = _Encoded(released_features, released_target)
    keep = np.ones(n, bool) if suppressed is None else ~np.asarray(suppressed, bool)
    p_zero = np.zeros((n, original.n_classes))
    p_original = np.zeros((n, original.n_classes))
    p_released = None if released is None else np.zeros((n, released.n_classes))
    estimator = {"original": None, "released": None}
    for index, test in enumerate(folds):
        progress.report(index / len(folds), _("classification: fold {fold} of {folds}").format(
            fold=index + 1, folds=len(folds)))
        train = np.concatenate([f for j, f in enumerate(folds) if j != index]) if len(folds) > 1 else test
        majority = np.bincount(original.y[train], minlength=original.n_classes).argmax()
        p_zero[test, majority] = 1.0
        estimator["original"] = _fit(method, original, train, seed, estimator["original"])
        p_original[test] = original.probabilities(estimator["original"], test)
        if released is not None:
            kept = train[keep[train]]
            if len(kept):
                estimator["released"] = _fit(method, released, kept, seed, estimator["released"])
                p_released[test] = released.probabilities(estimator["released"], test)
            else:
                p_released[test] = 1.0 / released.n_classes
    progress.report(1.0, _("classification: scoring"))
    return Classification(method, original_target.name, [c.name for c in original_features], len(folds), seed, n,
                          _performance(p_zero, original), _performance(p_original, original),
                          None if released is None else _performance(p_released, released))


class _Encoded:
    """Features as codes and one-hot, target as class indexes ordered by text."""

    def __init__(self, features: Sequence[Column], target: Column) -> None:
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

    @cached_property
    def matrix(self):
        return one_hot(self.codes, self.widths)

    def training_rows(self, rows: np.ndarray):
        """Distinct (features, class) rows among ``rows`` with their counts as weights."""
        stacked = np.column_stack([self.codes[rows], self.y[rows]]).astype(np.int64)
        radix = [max(int(w), 1) for w in self.widths[:stacked.shape[1] - 1]] + [max(self.n_classes, 1)]
        if math.prod(radix) < 2 ** 62:  # one integer key per row (mixed radix), grouped in order of appearance
            key = stacked @ np.cumprod([1, *radix[:-1]], dtype=np.int64)
            labels = pd.factorize(key, sort=False)[0]
        else:
            labels = pd.MultiIndex.from_arrays(list(stacked.T)).factorize(sort=False)[0]
        first = np.unique(labels, return_index=True)[1]
        unique = stacked[first]
        return unique[:, :-1], unique[:, -1], np.bincount(labels).astype(float)

    def probabilities(self, estimator, rows: np.ndarray) -> np.ndarray:
        model, dense = estimator
        out = np.zeros((len(rows), self.n_classes))
        if isinstance(model, _NaiveBayes):
            out[:, model.classes] = model.predict_proba(self.codes[rows] + self.offsets[None, :])
            return out
        x = self.codes[rows] if dense else self.matrix[rows]
        out[:, model.classes_] = model.predict_proba(x)
        return out


class _NaiveBayes:
    """Multinomial naive Bayes over one-hot features with add-α smoothing (the model of scikit-learn's
    MultinomialNB, which tests/engine/usefulness compares it with), computed on codes: a one-hot row's likelihood
    is the sum of the log probabilities of its columns. numpy only, so the report needs no scikit-learn."""

    def __init__(self, columns: np.ndarray, y: np.ndarray, weights: np.ndarray, n_columns: int,
                 alpha: float = 1.0) -> None:
        self.classes = np.unique(y)
        index = np.searchsorted(self.classes, y)
        k = len(self.classes)
        counts = np.zeros((k, n_columns))
        np.add.at(counts, (np.repeat(index, columns.shape[1]), columns.ravel()), np.repeat(weights, columns.shape[1]))
        smoothed = counts + alpha
        self.log_probability = np.log(smoothed) - np.log(smoothed.sum(axis=1, keepdims=True))
        class_weight = np.bincount(index, weights=weights, minlength=k)
        self.log_prior = np.log(class_weight) - np.log(class_weight.sum())

    def predict_proba(self, columns: np.ndarray) -> np.ndarray:
        joint = self.log_prior[None, :] + self.log_probability[:, columns].sum(axis=2).T
        joint -= joint.max(axis=1, keepdims=True)
        p = np.exp(joint)
        return p / p.sum(axis=1, keepdims=True)


def _fit(method: str, data: _Encoded, rows: np.ndarray, seed: int, previous):
    if method == "naive_bayes":
        x_codes, y, weights = data.training_rows(rows)
        return _NaiveBayes(x_codes + data.offsets[None, :], y, weights, int(sum(data.widths))), False
    from threadpoolctl import threadpool_limits
    with threadpool_limits(1):  # one BLAS thread: the fits are small, and the window's thread needs the rest
        return _fit_model(method, data, rows, seed, previous)


def _fit_model(method: str, data: _Encoded, rows: np.ndarray, seed: int, previous):
    x_codes, y, weights = data.training_rows(rows)
    if method == "random_forest":
        from sklearn.ensemble import RandomForestClassifier
        model = RandomForestClassifier(n_estimators=FOREST_TREES, min_samples_leaf=2, random_state=seed % 2**32,
                                       n_jobs=1)
        return model.fit(x_codes, y, sample_weight=weights), True
    x = one_hot(x_codes, data.widths)
    from sklearn.linear_model import LogisticRegression
    model = LogisticRegression(max_iter=300, tol=1e-3)
    if previous is not None and set(previous[0].classes_) == set(np.unique(y)):
        # The folds' training sets overlap by (k−2)/(k−1): start from the previous fold's fit.
        model.set_params(warm_start=True)
        model.coef_, model.intercept_ = previous[0].coef_.copy(), previous[0].intercept_.copy()
    return model.fit(x, y, sample_weight=weights), False


def roc_auc(positive: np.ndarray, score: np.ndarray) -> float:
    """Area under the ROC curve = the Mann-Whitney statistic: the chance that a positive row scores above a
    negative one, ties counting half (average ranks)."""
    n_positive = int(positive.sum())
    n_negative = len(positive) - n_positive
    if not n_positive or not n_negative:
        return float("nan")
    ranks = pd.Series(score).rank(method="average").to_numpy()
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
