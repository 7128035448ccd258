"""Identifier handling: drop, keep first/last characters, keyed pseudonyms."""

from __future__ import annotations

import hashlib
import hmac

import pandas as pd
import pytest

from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.recoding.identifiers import IdentifierRule, apply_identifier_rules

TABLE = Dataset.from_frame(pd.DataFrame({"mrn": ["P000123", "P000456", "P000123"], "name": ["Ann Lee", "Bo", ""],
                                         "age": ["34", "51", "34"]}))


def test_drop_and_keep_characters():
    result = apply_identifier_rules(TABLE, {"mrn": IdentifierRule("keep_last", 3), "name": IdentifierRule("drop")})
    assert result.names == ["mrn", "age"]
    assert result["mrn"].text().tolist() == ["****123", "****456", "****123"]
    first = apply_identifier_rules(TABLE, {"name": IdentifierRule("keep_first", 2)})
    assert first["name"].text().tolist()[:2] == ["An*****", "Bo"]


def test_names_masked_alike_share_one_value():
    """'Ann Lee' and 'Ann Ray' both become 'An*****': one released value with one code, as every column's values
    are distinct (the usefulness cover and class counts look values up by text)."""
    table = Dataset.from_frame(pd.DataFrame({"name": ["Ann Lee", "Ann Ray", "Bo", "Ann Lee", None]}))
    column = apply_identifier_rules(table, {"name": IdentifierRule("keep_first", 2)})["name"]
    assert column.text().tolist() == ["An*****", "An*****", "Bo", "An*****", ""]
    assert pd.Index(column.values).is_unique
    assert column.codes[0] == column.codes[1] == column.codes[3] != column.codes[2]


def test_pseudonyms_are_keyed_hmac_and_consistent():
    key = b"k" * 32
    result = apply_identifier_rules(TABLE, {"mrn": IdentifierRule("pseudonym")}, key)
    values = result["mrn"].text().tolist()
    assert values[0] == values[2] != values[1]
    assert values[0] == hmac.new(key, b"P000123", hashlib.sha256).hexdigest()[:16]
    other = apply_identifier_rules(TABLE, {"mrn": IdentifierRule("pseudonym")}, b"x" * 32)["mrn"].text().tolist()
    assert other[0] != values[0]  # another key, unlinkable pseudonyms
    assert "P000123" not in values


def test_bad_rules_are_named():
    with pytest.raises(InputError, match="unknown identifier action 'hash'"):
        IdentifierRule("hash")
    with pytest.raises(InputError, match="number of characters"):
        IdentifierRule("keep_first")
    with pytest.raises(InputError, match="secret key"):
        apply_identifier_rules(TABLE, {"mrn": IdentifierRule("pseudonym")})
    with pytest.raises(InputError, match="no column named 'ssn'"):
        apply_identifier_rules(TABLE, {"ssn": IdentifierRule("drop")})
