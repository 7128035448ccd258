"""Which columns identify people: role and kind suggestions with a confidence and a reason a person understands.

Entry points (engine layer, numpy/pandas only):

- :func:`suggest_roles` — one :class:`ColumnSuggestion` per column of a :class:`~privdesk.engine.core.dataset.Dataset`
  or a :class:`pandas.DataFrame` of text cells (a released table works as it is: its columns are read again).
- :func:`direct_identifier_columns` — the names of the columns suggested as direct identifiers, for the release
  check ("no identifier left in the release"): ``direct_identifier_columns(released_frame)``.
- :func:`quasi_identifier_sets` / :func:`suggest_quasi_identifiers` (in :mod:`.quasi`) — ARX's distinction and
  separation of attribute sets.

Evidence comes from the column name (English and Chinese, :mod:`.kinds`) and from the values (:mod:`.patterns`),
combined as independent evidence: confidence = 1 - (1 - name) (1 - values). A column whose values are nearly all
distinct codes is an identifier when its name says id/no/编号 ("any other unique identifying number", HIPAA item R),
and a weaker suggestion otherwise; codes whose name says they are about things (order, product, 订单) are not.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Sequence

import numpy as np
import pandas as pd

from privdesk.common.i18n import _
from privdesk.engine.core.dataset import Column, Dataset
from privdesk.engine.core.types import ColumnType, digit_code_columns
from privdesk.engine.detect import patterns
from privdesk.engine.detect.kinds import (
    GENERIC_ID_NAMES,
    HIPAA_CATEGORIES,
    IDENTIFIER,
    INSENSITIVE,
    KIND_BY_KEY,
    KINDS,
    LOOK_ALIKE_NAMES,
    QUASI_IDENTIFIER,
    SENSITIVE,
    Kind,
    normalize_name,
)

__all__ = ["ColumnSuggestion", "suggest_roles", "direct_identifiers", "direct_identifier_columns", "IDENTIFIER", "QUASI_IDENTIFIER",
           "SENSITIVE", "INSENSITIVE", "HIPAA_CATEGORIES", "KIND_BY_KEY", "SUGGEST_THRESHOLD"]

SUGGEST_THRESHOLD = 0.5
"""A kind is suggested when its confidence reaches this; below it the column is suggested insensitive."""
UNIQUE_SHARE = 0.95      # distinct values / non-missing rows of a unique code
PERSON_DISTINCT = 0.1    # names vary: at least this share of distinct values (ward names do not)
UNIQUE_CODE_ALONE = 0.55  # a unique code with a neutral name: suggested, but below the name-backed 0.9
CHECKED_VALUES = 2000    # distinct values whose format is checked; more are sampled (opening a table stays quick)


@dataclass(frozen=True)
class ColumnSuggestion:
    column: str
    role: str                      # identifier, quasi-identifier, sensitive or insensitive (Role values)
    kind: str                      # a key of KIND_BY_KEY, "unique_code" or "other"
    confidence: float              # 0..1
    reason: str                    # in the current language
    hipaa: str | None = None       # Safe Harbor category key (HIPAA_CATEGORIES)
    details: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"column": self.column, "role": self.role, "kind": self.kind,
                "confidence": round(self.confidence, 3), "reason": self.reason, "hipaa": self.hipaa,
                **({"details": self.details} if self.details else {})}


def _dataset(data: Dataset | pd.DataFrame) -> Dataset:
    if isinstance(data, Dataset):
        return data
    return Dataset.from_frame(data.astype(object).where(data.notna(), None).astype(str).where(data.notna(), ""))


def suggest_roles(data: Dataset | pd.DataFrame) -> list[ColumnSuggestion]:
    """A suggestion for every column, in column order."""
    dataset = _dataset(data)
    return [suggest_column(column, evidence) for column, evidence in zip(dataset.columns,
                                                                          _value_evidence(dataset.columns))]


def direct_identifiers(data: Dataset | pd.DataFrame, columns: Sequence[str] | None = None,
                       min_confidence: float = SUGGEST_THRESHOLD) -> list[ColumnSuggestion]:
    """The suggestions of ``columns`` (default: all) that are direct identifiers with at least ``min_confidence``,
    with their reasons: the one home of "is this column an identifier" (the release check of
    ``engine.identifier_check`` asks it too)."""
    dataset = _dataset(data)
    suggestions = (suggest_column(dataset.column(name)) for name in (dataset.names if columns is None else columns))
    return [s for s in suggestions if s.role == IDENTIFIER and s.confidence >= min_confidence]


def direct_identifier_columns(data: Dataset | pd.DataFrame, min_confidence: float = SUGGEST_THRESHOLD,
                              columns: Sequence[str] | None = None) -> list[str]:
    """Columns (of ``columns``, default all) suggested as direct identifiers with at least ``min_confidence``."""
    return [s.column for s in direct_identifiers(data, columns, min_confidence)]


def _combine(a: float, b: float) -> float:
    return 1.0 - (1.0 - a) * (1.0 - b)


def _checked_values(column: Column) -> tuple[np.ndarray, np.ndarray, bool]:
    """(distinct values, their row counts, sampled?): at most CHECKED_VALUES distinct values, evenly spread over the
    column's value order, so a million distinct IDs cost as much as CHECKED_VALUES of them."""
    n_present = column.distinct_count
    values, counts = column.values[:n_present], column.counts[:n_present]
    if n_present <= CHECKED_VALUES:
        return values, counts, False
    pick = np.linspace(0, n_present - 1, CHECKED_VALUES).astype(np.int64)
    return values[pick], counts[pick], True


@dataclass(frozen=True)
class _Evidence:
    """What a column's checked values (:func:`_checked_values`) show: the rows passing each kind's check, and the
    distinct values and rows of codes for :func:`_unique_code` (letters-and-digits codes, and with digit strings)."""

    values: np.ndarray
    counts: np.ndarray
    sampled: bool
    passing_rows: dict[str, int]
    digit_code: bool
    codes: tuple[int, int]                # (distinct, rows) of letters-and-digits codes
    codes_or_digits: tuple[int, int]      # (distinct, rows) of those or digit strings


def _value_evidence(columns: tuple[Column, ...] | list[Column]) -> list[_Evidence]:
    """:class:`_Evidence` of many columns, each check run once over all their checked values together (a table of
    10,000 columns costs a few dozen array operations, not 10,000 rounds of them)."""
    checked = [_checked_values(column) for column in columns]
    sizes = np.array([len(values) for values, _, _ in checked], np.int64)
    n = len(checked)
    if not sizes.sum():  # no values at all: nothing passes any check
        return [_Evidence(v, c, sampled, {kind.key: 0 for kind in KINDS if kind.check is not None}, False, (0, 0),
                          (0, 0)) for v, c, sampled in checked]
    values = np.concatenate([v for v, _, _ in checked])
    counts = np.concatenate([c for _, c, _ in checked])
    column = np.repeat(np.arange(n), sizes)

    def rows(ok: np.ndarray) -> np.ndarray:
        return np.bincount(column[ok], weights=counts[ok], minlength=n).astype(np.int64)

    passing = {kind.key: rows(kind.check(values)) for kind in KINDS if kind.check is not None}
    digits = patterns.digit_string(values)
    code_like = patterns.matches(values, r"(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9][A-Za-z0-9_/.:-]{3,39}")
    digit_code = digit_code_columns(values[digits], column[digits], n)
    with_digits = code_like | digits
    codes = (np.bincount(column[code_like], minlength=n), rows(code_like))
    codes_or_digits = (np.bincount(column[with_digits], minlength=n), rows(with_digits))
    return [_Evidence(v, c, sampled, {key: int(r[j]) for key, r in passing.items()}, bool(digit_code[j]),
                      (int(codes[0][j]), int(codes[1][j])), (int(codes_or_digits[0][j]), int(codes_or_digits[1][j])))
            for j, (v, c, sampled) in enumerate(checked)]


def suggest_column(column: Column, evidence: _Evidence | None = None) -> ColumnSuggestion:
    evidence = evidence if evidence is not None else _value_evidence([column])[0]
    name = normalize_name(column.name)
    n_present = column.distinct_count
    values, counts, sampled = evidence.values, evidence.counts, evidence.sampled
    all_rows = int(column.counts[:n_present].sum())
    rows = int(counts.sum())
    distinct_share = n_present / all_rows if all_rows else 0.0
    look_alike = bool(LOOK_ALIKE_NAMES.search(name))

    best: tuple[float, Kind | None, list[str], dict[str, Any]] = (0.0, None, [], {})
    for kind in KINDS:
        by_name = kind.name_weight if kind.names and not look_alike and re.search(kind.names, name) else 0.0
        by_values, valid = 0.0, 0
        if kind.check is not None and rows:
            valid = evidence.passing_rows[kind.key]
            share = valid / rows
            if kind.person_like and not by_name and (distinct_share < PERSON_DISTINCT or n_present < 20):
                share = 0.0
            by_values = share * kind.value_weight if share >= 0.5 else 0.0
        score = _combine(by_name, by_values)
        if score > best[0]:
            reasons = []
            if by_name:
                reasons.append(_("the name '{name}' reads as: {kind}").format(name=column.name, kind=_(kind.label)))
            if by_values:
                reasons.append(_("{valid:,} of {total:,} values are {what}").format(
                    valid=round(valid / rows * all_rows), total=all_rows, what=_(kind.what)))
                if sampled:
                    reasons.append(_("estimated from {checked:,} of the {distinct:,} distinct values").format(
                        checked=len(values), distinct=n_present))
            best = (score, kind, reasons, {})
    score, kind, reasons, details = best
    score, kind, reasons = _typed_evidence(column, name, look_alike, score, kind, reasons, details)
    unique = _unique_code(column, name, look_alike, all_rows, evidence)
    if unique is not None and (kind is None or score < SUGGEST_THRESHOLD):
        return ColumnSuggestion(column.name, IDENTIFIER, "unique_code", unique[0], unique[1], "other")
    if kind is not None and kind.role == IDENTIFIER and unique is not None:
        reasons.append(unique[1])
        score = _combine(score, unique[0] * 0.5)
    if kind is None or score < SUGGEST_THRESHOLD:
        reason = (_("'{name}' is read as not identifying: values are codes about things, not people").format(
            name=column.name) if look_alike else
            _("nothing in the name or the values of '{name}' points to a person").format(name=column.name))
        return ColumnSuggestion(column.name, INSENSITIVE, "other", round(min(0.9, max(0.5, 1.0 - score)), 3), reason)
    if kind.key == "cn_resident_id":
        details.update(_resident_id_details(values, counts))
        if "birth_from" in details:
            reasons.append(_("they hold the birth date ({first} to {last}) and the region of birth").format(
                first=details["birth_from"], last=details["birth_to"]))
    return ColumnSuggestion(column.name, kind.role, kind.key, round(min(score, 0.999), 3), "; ".join(reasons),
                            kind.hipaa, details)


def _typed_evidence(column: Column, name: str, look_alike: bool, score: float, kind: Kind | None,
                    reasons: list[str], details: dict[str, Any]):
    """Evidence from the column's type: dates are events in a person's life, small integers named age are ages."""
    if column.type is ColumnType.DATE and (kind is None or kind.role != IDENTIFIER or score < 0.8):
        if kind is None or kind.key not in ("birth_date", "event_date"):
            kind, score = KIND_BY_KEY["event_date"], 0.6
            reasons = [_("the values of '{name}' are dates").format(name=column.name)]
        else:
            score = _combine(score, 0.5)
            reasons = [*reasons, _("the values are dates")]
    if kind is not None and kind.key == "age" and column.type is ColumnType.INTEGER:
        numbers = pd.to_numeric(pd.Series(column.values[:column.n_valid], dtype=object), errors="coerce")
        over = int(column.counts[:column.n_valid][(numbers > 89).to_numpy(bool)].sum())
        if over:
            details["ages_over_89"] = over
            reasons = [*reasons, _("{count:,} ages are over 89").format(count=over)]
    return score, kind, reasons


def _unique_code(column: Column, name: str, look_alike: bool, all_rows: int,
                 evidence: _Evidence) -> tuple[float, str] | None:
    """(confidence, reason) when the column is a nearly unique code (HIPAA's "any other unique identifying number"):
    at least 90 % of the rows hold codes (letters and digits, or digit strings of one width), 95 % of them distinct.
    Plain numbers count only when the name says id/no/编号 (revenue figures are unique too)."""
    if look_alike or all_rows < 20 or column.type in (ColumnType.DECIMAL, ColumnType.DATE):
        return None
    named = bool(GENERIC_ID_NAMES.search(name))
    rows = int(evidence.counts.sum())
    code_count, code_rows = evidence.codes_or_digits if named or evidence.digit_code else evidence.codes
    if code_rows < 0.9 * rows or code_count < UNIQUE_SHARE * code_rows:
        return None
    share = code_count / len(evidence.values)  # of the checked distinct values (all of them unless sampled)
    reason = _("{distinct:,} of {total:,} values are distinct codes").format(
        distinct=round(share * column.distinct_count), total=all_rows)
    if named:
        return 0.9, _("the name '{name}' and the values say it is an ID: {reason}").format(name=column.name,
                                                                                          reason=reason)
    return UNIQUE_CODE_ALONE, reason


def _resident_id_details(values: np.ndarray, counts: np.ndarray) -> dict[str, Any]:
    births = patterns.cn_birth_dates(values)
    ok = births.notna().to_numpy(bool)
    if not ok.any():
        return {}
    regions = pd.Series(values[ok], dtype=object).astype(str).str.slice(0, 2)
    return {"birth_from": str(births[ok].min().date()), "birth_to": str(births[ok].max().date()),
            "provinces": int(regions.nunique())}
