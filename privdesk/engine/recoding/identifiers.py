"""What happens to direct identifiers (names, record numbers) before release: drop the column, keep only the first
or last n characters, or replace each value by a keyed pseudonym.

Pseudonyms are HMAC-SHA-256 of the value under a secret key (RFC 2104): the same value gets the same pseudonym in
every release made with the same key, so releases can be linked by whoever holds them, while without the key the
pseudonym cannot be reversed or recomputed (a plain hash of a name or an ID could be, by trying every candidate).
The key is never written into the release or the report.
"""

from __future__ import annotations

import hashlib
import hmac
from dataclasses import dataclass

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.attributes.generalization import labelled_column
from privdesk.engine.core.dataset import Column, Dataset
from privdesk.engine.core.errors import InputError

ACTIONS = ("drop", "keep_first", "keep_last", "pseudonym", "keep")
MASK = "*"
PSEUDONYM_LENGTH = 16  # hex characters (64 bits): collisions are negligible for tables of millions of rows


@dataclass(frozen=True)
class IdentifierRule:
    """``action`` for one identifier column; ``n`` characters for keep_first / keep_last."""

    action: str = "drop"
    n: int = 0

    def __post_init__(self) -> None:
        if self.action not in ACTIONS:
            raise InputError(_("unknown identifier action '{action}'; choose one of {actions}").format(
                action=self.action, actions=", ".join(ACTIONS)))
        if self.action in ("keep_first", "keep_last") and self.n < 1:
            raise InputError(_("{action} needs the number of characters to keep (at least 1)").format(
                action=self.action), value=self.n)


def mask_value(text: str, rule: IdentifierRule) -> str:
    """Keep the first or last n characters and mask the rest, one mask character per hidden character."""
    hidden = max(len(text) - rule.n, 0)
    if rule.action == "keep_first":
        return text[: rule.n] + MASK * hidden
    return MASK * hidden + text[len(text) - min(rule.n, len(text)):]


def pseudonym(text: str, key: bytes) -> str:
    return hmac.new(key, text.encode("utf-8"), hashlib.sha256).hexdigest()[:PSEUDONYM_LENGTH]


def apply_identifier_rules(dataset: Dataset, rules: dict[str, IdentifierRule], key: bytes | None = None) -> Dataset:
    """The dataset with every identifier column transformed by its rule (dropped columns removed).

    Works on each column's distinct values, then spreads them to rows by codes.
    """
    columns: list[Column] = []
    for column in dataset.columns:
        rule = rules.get(column.name)
        if rule is None or rule.action == "keep":
            columns.append(column)
            continue
        if rule.action == "drop":
            continue
        if rule.action == "pseudonym":
            if not key:
                raise InputError(_("pseudonyms need a secret key"), column=column.name)
            transform = lambda value: pseudonym(value, key)  # noqa: E731
        else:
            transform = lambda value: mask_value(value, rule)  # noqa: E731
        labels = np.array(["" if v is None else transform(str(v)) for v in column.values], dtype=object)
        columns.append(labelled_column(column.name, column.codes, labels))
    for name in rules:
        dataset.column(name)  # an unknown column is bad input, named
    return Dataset(tuple(columns), dataset.n_rows, dataset.source)
