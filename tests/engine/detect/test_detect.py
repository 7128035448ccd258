"""The identifier detectors: the hospital sample's acceptance case, check digits against their standards'
examples and an independent per-value implementation, the labelled corpus, and look-alikes."""

from __future__ import annotations

import numpy as np
import pandas as pd
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.app.projects.samples import generate_hospital
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.types import ColumnType
from privdesk.engine.detect import patterns
from privdesk.engine.detect import IDENTIFIER, INSENSITIVE, QUASI_IDENTIFIER, SENSITIVE, direct_identifier_columns, suggest_roles


def _check_char(body: str) -> str:
    """GB 11643-1999 check character, one value at a time (the oracle for the vectorised check)."""
    total = sum(int(d) * (2 ** (17 - i) % 11) for i, d in enumerate(body))
    return "10X98765432"[total % 11]


def _luhn_ok(text: str) -> bool:
    """ISO/IEC 7812 Luhn check, one value at a time."""
    total = 0
    for position, char in enumerate(reversed(text)):
        digit = int(char)
        if position % 2 == 1:
            digit = digit * 2 - 9 if digit * 2 > 9 else digit * 2
        total += digit
    return total % 10 == 0


def test_hospital_sample_acceptance():
    roles = {s.column: s for s in suggest_roles(Dataset.from_frame(generate_hospital(2000, seed=7)))}
    assert roles["patient_id"].role == IDENTIFIER and roles["name"].role == IDENTIFIER
    for name in ("birth_date", "zip_code", "sex", "admission_date"):
        assert roles[name].role == QUASI_IDENTIFIER, roles[name]
    assert roles["diagnosis"].role == SENSITIVE
    assert roles["ward"].role == INSENSITIVE and roles["cost"].role == INSENSITIVE
    assert roles["name"].hipaa == "names" and roles["zip_code"].hipaa == "geographic"
    assert "2,000 of 2,000 values are personal names" in roles["name"].reason


def test_zip_code_is_read_as_text_and_years_stay_numbers():
    dataset = Dataset.from_frame(generate_hospital(300, seed=1))
    assert dataset.column("zip_code").type is ColumnType.STRING
    frame = pd.DataFrame({"year": ["1979", "1980", "2001"], "postcode": ["510120", "610041", "100000"],
                          "mrn": ["007", "123", "450"], "count": ["3", "12", "100"]})
    types = {c.name: c.type for c in Dataset.from_frame(frame).columns}
    assert types == {"year": ColumnType.INTEGER, "postcode": ColumnType.STRING, "mrn": ColumnType.STRING,
                     "count": ColumnType.INTEGER}


def test_resident_id_examples_of_the_standard():
    values = np.array(["11010519491231002X", "440524188001010014", "110105194912310021", "11010519491331002X",
                       "110105491231002", "11010549123100"], dtype=object)
    assert patterns.cn_resident_id(values).tolist() == [True, True, False, False, True, False]
    births = patterns.cn_birth_dates(values)
    assert str(births[0].date()) == "1949-12-31" and str(births[4].date()) == "1949-12-31"


@settings(max_examples=60, deadline=None)
@given(st.lists(st.text("0123456789", min_size=17, max_size=17), min_size=1, max_size=30))
def test_resident_id_check_digit_matches_the_per_value_oracle(bodies):
    bodies = ["1" + b[1:6] + "19800101" + b[14:] for b in bodies]
    right = np.array([b + _check_char(b) for b in bodies], dtype=object)
    wrong = np.array([b + ("0" if _check_char(b) != "0" else "1") for b in bodies], dtype=object)
    assert patterns.cn_resident_id18(right).all()
    assert not patterns.cn_resident_id18(wrong).any()


@settings(max_examples=60, deadline=None)
@given(st.lists(st.text("0123456789", min_size=13, max_size=19), min_size=1, max_size=30))
def test_luhn_matches_the_per_value_oracle(numbers):
    values = np.array(numbers, dtype=object)
    assert patterns.luhn(values).tolist() == [_luhn_ok(n) for n in numbers]


def test_luhn_known_numbers():
    assert patterns.luhn(np.array(["4111111111111111", "4111 1111 1111 1112", "79927398713"], dtype=object),
                         min_length=11).tolist() == [True, False, True]


def test_chinese_names_and_medical_words():
    values = np.array(["张伟", "欧阳娜娜", "王小明", "高血压", "黄疸", "心内科", "张"], dtype=object)
    assert patterns.cn_person_name(values).tolist() == [True, True, True, False, False, False, False]


def test_formats():
    cases = {
        patterns.CN_MOBILE: (["13812345678", "+86 138 1234 5678", "8613812345678"], ["12812345678", "1381234567"]),
        patterns.CN_LANDLINE: (["010-62345678", "0755-2345678", "(020)82345678"], ["62345678", "010-1234"]),
        patterns.CN_PLATE: (["粤B12345", "京AD12345", "沪A·1234学"], ["AB12345", "粤12345"]),
        patterns.US_SSN: (["123-45-6789"], ["000-12-3456", "666-12-3456", "123-00-6789"]),
        patterns.IPV4: (["192.168.0.1", "8.8.8.8"], ["256.1.1.1", "1.2.3"]),
        patterns.ICD10: (["E11.9", "I10", "S72.00", "J189"], ["U07.1", "E1", "diabetes"]),
        patterns.EMAIL: (["a.b@example.org", "zhang3@163.com"], ["a@b", "@x.com"]),
    }
    for pattern, (good, bad) in cases.items():
        assert patterns.matches(np.array(good, dtype=object), pattern).all(), (pattern, good)
        assert not patterns.matches(np.array(bad, dtype=object), pattern).any(), (pattern, bad)


def test_resident_id_column_reason_names_births_and_regions():
    rng = np.random.default_rng(3)
    bodies = [f"{rng.integers(11, 66)}0105{rng.integers(1950, 2000)}0{rng.integers(1, 10)}1{rng.integers(0, 10)}"
              f"{rng.integers(100, 999)}" for _ in range(200)]
    frame = pd.DataFrame({"col_1": [b + _check_char(b) for b in bodies]})
    (suggestion,) = suggest_roles(frame)
    assert suggestion.kind == "cn_resident_id" and suggestion.role == IDENTIFIER
    assert "200 of 200 values are valid resident ID numbers" in suggestion.reason
    assert suggestion.details["birth_from"] < suggestion.details["birth_to"]


def test_look_alikes_are_not_identifiers():
    rng = np.random.default_rng(5)
    frame = pd.DataFrame({"order_no": [f"SO{rng.integers(10**9)}" for _ in range(100)],
                          "quantity": [str(rng.integers(1, 50)) for _ in range(100)],
                          "revenue": [str(rng.integers(10**4, 10**7)) for _ in range(100)],
                          "ward": rng.choice(["General Medicine", "Infectious Diseases"], 100)})
    assert direct_identifier_columns(frame) == []


def test_labelled_corpus_precision_and_recall():
    from benchmarks.detect_corpus import labelled_corpus, measure

    result = measure(labelled_corpus(seed=11, per_kind=3))
    identifiers = result["roles"][IDENTIFIER]
    assert identifiers["recall"] >= 0.98 and identifiers["precision"] >= 0.95, result["errors"]


def test_released_frame_without_identifiers():
    frame = generate_hospital(300, seed=2).drop(columns=["patient_id", "name"])
    assert direct_identifier_columns(frame) == []


def test_many_distinct_values_are_checked_on_a_spread_sample():
    rng = np.random.default_rng(8)
    bodies = [f"{rng.integers(11, 66)}0105{rng.integers(1950, 2000)}0{rng.integers(1, 10)}1{rng.integers(0, 10)}"
              f"{rng.integers(100, 999)}" for _ in range(6000)]
    ids = [b + _check_char(b) for b in bodies]
    ids[::100] = ["不详"] * len(ids[::100])  # 1 % dirty cells
    (suggestion,) = suggest_roles(pd.DataFrame({"col_9": ids}))
    assert suggestion.kind == "cn_resident_id" and suggestion.confidence > 0.95
    assert "estimated from 2,000 of the" in suggestion.reason
