"""The release-blocking identifier check (engine/detect/identifier_check.py): the detectors of engine.detect decide what
is an identifier, and the release's own rule adds nearly unique columns; hand-made tables as the oracle."""

from __future__ import annotations

import pandas as pd
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.app.projects.samples import generate_hospital
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.detect import direct_identifier_columns
from privdesk.engine.detect.identifier_check import find_identifiers


def _check_char(body: str) -> str:
    total = sum(int(d) * (2 ** (17 - i) % 11) for i, d in enumerate(body))
    return "10X98765432"[total % 11]


def test_the_check_flags_what_the_detectors_call_identifiers_with_their_reason():
    rows = 60
    bodies = [f"11010519{(1950 + i % 40):04d}0{1 + i % 9}1{i % 10}{i % 7}{i % 10}" for i in range(rows)]
    frame = pd.DataFrame({
        "email": [f"person{i}@example.org" for i in range(rows)],
        "身份证号": [b + _check_char(b) for b in bodies],
        "visits": [str(i % 4) for i in range(rows)],
        "order_no": [f"ORD{i % 5}" for i in range(rows)],
    })
    dataset = Dataset.from_frame(frame)
    findings = {f.column: f.reason for f in find_identifiers(dataset, dataset.names)}
    assert set(findings) == set(direct_identifier_columns(dataset)) == {"email", "身份证号"}
    assert "e-mail" in findings["email"]


def test_a_nearly_unique_column_released_unchanged_is_flagged_though_it_names_no_one():
    frame = pd.DataFrame({"reading": [str(1000 + 7 * i) for i in range(80)], "group": ["a", "b"] * 40})
    dataset = Dataset.from_frame(frame)
    assert direct_identifier_columns(dataset) == []
    findings = find_identifiers(dataset, dataset.names)
    assert [f.column for f in findings] == ["reading"] and "80 distinct values in 80 rows" in findings[0].reason


def test_the_hospital_sample_blocks_its_identifiers_and_its_unique_birth_dates():
    dataset = Dataset.from_frame(generate_hospital(2000, seed=7))
    flagged = {f.column for f in find_identifiers(dataset, dataset.names)}
    assert {"patient_id", "name"} <= flagged and set(direct_identifier_columns(dataset)) <= flagged
    assert not flagged & {"sex", "diagnosis", "zip_code"}


@settings(max_examples=25, deadline=None)
@given(st.lists(st.sampled_from(["a", "b", "c", "d"]), min_size=50, max_size=120))
def test_few_repeated_values_are_never_an_identifier(values):
    dataset = Dataset.from_frame(pd.DataFrame({"ward": values}))
    assert find_identifiers(dataset, ["ward"]) == []


def test_the_release_refusal_names_the_columns_then_one_short_reason_each():
    """#30.8: the refusal was one line of about 1,000 characters (every column's full evidence). Now: the columns,
    then a few words each; the full evidence stays in the findings for the report."""
    from privdesk.app.release.identifiers import IdentifierReleased

    dataset = Dataset.from_frame(generate_hospital(5000, seed=7))
    findings = [f for f in find_identifiers(dataset, dataset.names) if f.column in ("patient_id", "name")]
    message = str(IdentifierReleased(findings))
    assert message.startswith("'patient_id', 'name' would be released unchanged and look like direct identifiers "
                              "('patient_id': person's ID; 'name': person's name); mark each as an identifier")
    assert "\n" not in message and len(message) < 300
    assert all(len(f.short) < len(f.reason) for f in findings)  # the full evidence is kept for the report
    unique = find_identifiers(Dataset.from_frame(pd.DataFrame({"reading": [str(1000 + 7 * i) for i in range(80)]})),
                              ["reading"])
    assert unique[0].short == unique[0].reason == "80 distinct values in 80 rows"
