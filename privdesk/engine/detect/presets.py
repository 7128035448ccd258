"""Presets that remove or coarsen what the detectors find, rule by rule, and say which rule touched which column.

``hipaa-safe-harbor`` — HIPAA's Safe Harbor method, 45 CFR 164.514(b)(2): the identifier categories are dropped;
geographic units smaller than a state are dropped except the first three digits of a ZIP code, which become 000
when the three-digit area has 20,000 people or fewer (HHS, "Guidance Regarding Methods for De-identification of
PHI", 2012, section 3.4: the 17 areas of the 2000 Census below); dates other than the year become the year; ages
over 89 and birth years that imply them become one category, "90+". Safe Harbor also requires that the covered entity
has no actual knowledge that what remains could identify a person: no table transformation can assure that.

Both presets redact free-text columns (notes: ``engine.detect.redact``): the names, numbers and addresses inside
their cells, the values of the columns dropped among them, are replaced by their kind.

``cn-personal-info`` — for Chinese tables (个人信息保护法 / GB/T 37964-2019 去标识化指南): direct identifiers
(身份证号, 手机, 银行卡, 社保卡, 护照, 通行证, 车牌, 姓名, 地址, 住院号 …) are dropped; what a resident ID number
reveals when kept elsewhere is coarsened: dates of birth to the year, postcodes to the province's two digits.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from privdesk.common.i18n import N_, _
from privdesk.engine.attributes.generalization import labelled_column
from privdesk.engine.core.dataset import Column, Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.types import ColumnType, text_numbers
from privdesk.engine.detect import IDENTIFIER, ColumnSuggestion, suggest_roles
from privdesk.engine.detect.identifier_check import free_text_reason
from privdesk.engine.detect.redact import identifier_values, redact_column

RESTRICTED_ZIP3 = ("036", "059", "063", "102", "203", "556", "692", "790", "821", "823", "830", "831", "878",
                   "879", "884", "890", "893")
"""Three-digit ZIP areas with 20,000 people or fewer (2000 Census), which Safe Harbor releases as 000."""

AGE_TOP = 90
AGE_TOP_LABEL = "90+"

ACTUAL_KNOWLEDGE = N_("Safe Harbor also requires that you have no actual knowledge that the remaining information "
                      "could be used, alone or with other information, to identify a person; PrivDesk cannot check "
                      "that for you.")

PRESETS = ("hipaa-safe-harbor", "cn-personal-info")
PRESET_TITLES = {"hipaa-safe-harbor": N_("HIPAA Safe Harbor"), "cn-personal-info": N_("Chinese personal information")}
"""Each preset's name in words (catalogue entries; the window's Preset choice and the report's Preset sheet)."""
RULE_TITLES = {"drop": N_("dropped (direct identifier)"), "zip3": N_("ZIP code to three digits (000 for small areas)"),
               "year": N_("date to the year"), "birth_year90": N_("birth date to the year, 90+ for the oldest"),
               "age90": N_("ages 90 and over to '90+'"), "postcode_province": N_("postcode to the province"),
               "redact": N_("free text redacted (names, numbers, addresses … replaced by their kind)")}
"""Each rule in words (the report's Preset sheet)."""


@dataclass(frozen=True)
class PresetAction:
    column: str
    rule: str        # drop, zip3, year, age90, birth_year90, postcode_province, redact
    reason: str      # in the current language
    values: int = 0  # cells the rule changed (dropped: the column's non-missing cells)
    spans: dict[str, int] | None = None   # redact: the spans replaced, by kind

    def to_json(self) -> dict:
        return {"column": self.column, "rule": self.rule, "reason": self.reason, "values": self.values,
                **({"spans": self.spans} if self.spans is not None else {})}


def _changed(column: Column, labels: np.ndarray) -> int:
    """Rows whose value a relabelling changes: the row counts of the distinct values whose label differs."""
    present = column.distinct_count if not column.has_missing else column.distinct_count - 1
    differs = np.asarray(labels[:present], dtype=object).astype(str) != \
        np.asarray(column.values[:present], dtype=object).astype(str)
    return int(column.counts[:present][differs].sum())


def _zip3(texts: np.ndarray) -> np.ndarray:
    prefix = pd.Series(texts, dtype=object).astype(str).str.strip().str.slice(0, 3)
    return np.where(prefix.isin(RESTRICTED_ZIP3), "000", prefix).astype(object)


def _year(column: Column) -> tuple[np.ndarray, pd.Series]:
    """Year labels of a date column's values (failing values keep their text) and the parsed years."""
    values = pd.Series(column.values[:column.distinct_count], dtype=object).astype(str)
    stamps = pd.to_datetime(values.str.strip(), format=column.format or "%Y-%m-%d", errors="coerce")
    years = stamps.dt.year
    return np.where(years.notna(), years.astype("Int64").astype(str), values).astype(object), years


def _relabel(column: Column, labels: np.ndarray) -> Column:
    """The column with its distinct values replaced by ``labels`` (the missing category stays empty)."""
    full = np.empty(len(column.values), dtype=object)
    full[:len(labels)] = labels
    if column.has_missing:
        full[-1] = ""
    # one value per distinct label: many values share a label (ZIP3, years), and a column's values are distinct
    labels, inverse = np.unique(full.astype(str), return_inverse=True)
    return labelled_column(column.name, inverse[column.codes], labels.astype(object), sorted_texts=True)


def apply_preset(dataset: Dataset, preset: str, suggestions: list[ColumnSuggestion] | None = None,
                 reference_year: int | None = None) -> tuple[Dataset, list[PresetAction]]:
    """The dataset after the preset's rules, and one action per touched column.

    ``reference_year`` (for the 90+ rule on birth dates): the release year; default the latest year in the table's
    dates."""
    if preset not in PRESETS:
        raise InputError(_("unknown preset '{preset}'; choose one of {presets}").format(
            preset=preset, presets=", ".join(PRESETS)))
    suggestions = suggestions if suggestions is not None else suggest_roles(dataset)
    kinds = {s.column: s for s in suggestions}
    if reference_year is None:
        years = [_year(c)[1].max() for c in dataset.columns if c.type is ColumnType.DATE]
        years = [int(y) for y in years if pd.notna(y)]
        reference_year = max(years) if years else None
    hipaa = preset == "hipaa-safe-harbor"
    columns, actions = [], []
    identifiers = [name for name, s in kinds.items() if s.role == IDENTIFIER]
    for column in dataset.columns:
        suggestion = kinds.get(column.name)
        kind = suggestion.kind if suggestion else "other"
        if suggestion is not None and (suggestion.role == IDENTIFIER or (hipaa and kind in ("region",))):
            present = column.distinct_count - int(column.has_missing)
            actions.append(PresetAction(column.name, "drop", _("dropped: {why}").format(why=suggestion.reason),
                                        int(column.counts[:present].sum())))
            continue
        if column.type is ColumnType.STRING and free_text_reason(dataset, column.name):
            # notes: the identifiers hiding inside them go, the values of the dropped columns among them
            redacted = redact_column(column, identifier_values(dataset, identifiers) if identifiers else None)
            columns.append(redacted.column)
            actions.append(PresetAction(column.name, "redact", _(
                "free text: {spans:,} names, numbers, addresses … replaced by their kind").format(
                    spans=sum(redacted.spans.values())), redacted.cells,
                {kind: n for kind, n in redacted.spans.items() if n}))
            continue
        if hipaa and kind == "zip":
            labels = _zip3(column.values[:column.distinct_count])
            columns.append(_relabel(column, labels))
            actions.append(PresetAction(column.name, "zip3", _("ZIP code cut to its first three digits; the areas "
                                        "of 20,000 people or fewer ({count} of them) become 000").format(
                                            count=len(RESTRICTED_ZIP3)), _changed(column, labels)))
            continue
        if not hipaa and kind == "zip":
            prefix = pd.Series(column.values[:column.distinct_count], dtype=object).astype(str).str.strip()
            labels = (prefix.str.slice(0, 2) + "0000").to_numpy(object)
            columns.append(_relabel(column, labels))
            actions.append(PresetAction(column.name, "postcode_province", _("postcode cut to the province's two "
                                                                            "digits (510120 → 510000)"),
                                        _changed(column, labels)))
            continue
        if column.type is ColumnType.DATE and (hipaa or kind == "birth_date"):
            labels, years = _year(column)
            rule, reason = "year", _("dates cut to the year")
            if hipaa and kind == "birth_date" and reference_year is not None:
                # Born in reference - 89 may already be 90 in the reference year: aggregated too (conservative).
                old = (years <= reference_year - AGE_TOP + 1).to_numpy(bool)
                labels = np.where(old, AGE_TOP_LABEL, labels).astype(object)
                rule, reason = "birth_year90", _("dates cut to the year; birth years {year} and earlier (possibly "
                                                 "aged 90 or over in {reference}) become '90+'").format(
                    year=reference_year - AGE_TOP + 1, reference=reference_year)
            columns.append(_relabel(column, labels))
            actions.append(PresetAction(column.name, rule, reason, _changed(column, labels)))
            continue
        if hipaa and kind == "age" and column.type in (ColumnType.INTEGER, ColumnType.DECIMAL):
            # the failing values too (a pseudonym may be one): text_numbers never crashes pandas' parser
            numbers = text_numbers(pd.Series(column.values[:column.distinct_count], dtype=object))
            labels = np.where(numbers >= AGE_TOP, AGE_TOP_LABEL, column.values[:column.distinct_count]).astype(object)
            columns.append(_relabel(column, labels))
            actions.append(PresetAction(column.name, "age90", _("ages 90 and over become '90+'"),
                                        _changed(column, labels)))
            continue
        columns.append(column)
    return Dataset(tuple(columns), dataset.n_rows, dataset.source), actions
