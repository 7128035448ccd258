"""The person key a table needs: an identifier column whose values repeat across rows names the person of each row
(one patient on several admissions), so it is proposed as the person key, and without one every figure that counts
rows is warned about and a differentially private release is refused."""

from __future__ import annotations

from typing import Sequence

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.detect import direct_identifiers

PERSON_KINDS = frozenset({"patient_id", "mrn", "cn_resident_id", "ssn", "cn_social_security", "health_plan",
                          "passport", "hk_macau_permit", "taiwan_permit", "unique_code"})
"""The kinds of direct identifier (``engine/detect``) that name one person each: a number given to a person, not a
name (two patients may share one) nor an address or a phone (a family shares it)."""


def person_key_candidates(dataset: Dataset, columns: Sequence[str] | None = None) -> list[tuple[str, int]]:
    """The columns of ``columns`` (default: all) that look like a person's number (by name or the shape of their
    values: 身份证号, 住院号, patient_id …; :data:`PERSON_KINDS`) and whose values repeat across rows, as (column, persons with several
    rows), most repeated first: the person key to propose."""
    names = dataset.names if columns is None else list(columns)
    found = []
    for suggestion in direct_identifiers(dataset, names):
        if suggestion.kind not in PERSON_KINDS:
            continue
        column = dataset.column(suggestion.column)
        counts = np.bincount(column.codes, minlength=len(column.values))[:column.distinct_count]
        repeated = int(np.count_nonzero(counts > 1))
        if repeated:
            found.append((suggestion.column, repeated))
    return sorted(found, key=lambda item: -item[1])


def person_key_warning(dataset: Dataset, person: str | None, columns: Sequence[str] | None = None) -> str | None:
    """Without a person key, the sentence warning that an identifier repeats (so rows are not persons); None
    with a person key or when no identifier repeats."""
    if person:
        return None
    candidates = person_key_candidates(dataset, columns)
    if not candidates:
        return None
    name, repeated = candidates[0]
    return _("'{column}' looks like an identifier and {repeated:,} of its values repeat on several rows: if it "
             "names the person of each row, make it the person key (--person {column}), else every figure counts "
             "rows, not persons").format(column=name, repeated=repeated)


def refuse_repeated_identifier(dataset: Dataset, what: str) -> None:
    """A differentially private release protects one row, so a table whose identifier repeats (one patient on
    several rows) needs a person key and a bound on each person's rows: refused with one line otherwise."""
    candidates = person_key_candidates(dataset)
    if candidates:
        name, repeated = candidates[0]
        raise InputError(_("{what} protects rows, but {repeated:,} values of '{column}' repeat on several rows: give "
                           "the person key and a bound on each person's rows (--person {column} "
                           "--max-rows-per-person N)").format(what=what, repeated=repeated, column=name),
                         column=name)
