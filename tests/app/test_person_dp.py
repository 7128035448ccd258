"""Differential privacy per person: each person's rows bounded, the noise scaled to the bound."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.app.dp.statistics import compute_dp_statistics
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.persons import bound_rows_per_person


def visits(rows_each) -> Dataset:
    person = np.repeat(np.arange(len(rows_each)), rows_each)
    order = np.random.default_rng(0).permutation(len(person))
    return Dataset.from_frame(pd.DataFrame({"patient_id": [f"P{p:03d}" for p in person[order]],
                                            "ward": [f"W{i % 3}" for i in range(len(person))],
                                            "row": [str(i) for i in range(len(person))]}))


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(1, 6), min_size=1, max_size=30), st.integers(1, 4), st.integers(0, 10**6))
def test_at_most_n_rows_of_each_person_are_kept_in_order(rows_each, n, seed):
    dataset = visits(rows_each)
    kept, left_out = bound_rows_per_person(dataset, "patient_id", n, np.random.default_rng(seed))
    per_person = pd.Series(kept.column("patient_id").text()).value_counts()
    assert per_person.to_dict() == {f"P{p:03d}": min(r, n) for p, r in enumerate(rows_each)}
    assert left_out == sum(max(0, r - n) for r in rows_each) == dataset.n_rows - kept.n_rows
    rows = [int(v) for v in kept.column("row").text()]
    assert rows == sorted(rows)  # the input's order; the same seed keeps the same rows
    again, _ = bound_rows_per_person(dataset, "patient_id", n, np.random.default_rng(seed))
    assert again.column("row").text().tolist() == kept.column("row").text().tolist()


def test_the_noise_is_scaled_to_the_rows_kept_per_person():
    dataset = visits([3] * 50)
    one = compute_dp_statistics(dataset, ["ward"], 1.0, seed=1, person="patient_id", max_rows_per_person=1)
    three = compute_dp_statistics(dataset, ["ward"], 1.0, seed=1, person="patient_id", max_rows_per_person=3)
    assert one.table.scale == pytest.approx(1.0) and three.table.scale == pytest.approx(3.0)
    assert three.half_width > one.half_width
    assert three.contribution == {"person": "patient_id", "max_rows_per_person": 3, "rows_left_out": 0,
                                  "sensitivity": 3}
    gaussian = compute_dp_statistics(dataset, ["ward"], None, seed=1, mechanism="gaussian", rho=0.5,
                                     person="patient_id", max_rows_per_person=2)
    assert gaussian.rho == pytest.approx(0.5, rel=1e-3)  # σ² = Δ²/2ρ with Δ = 2: the ρ charged is the one asked


def test_a_repeating_identifier_without_a_person_key_is_refused():
    with pytest.raises(InputError, match="--person patient_id --max-rows-per-person"):
        compute_dp_statistics(visits([2] * 10), ["ward"], 1.0, seed=1)
    assert compute_dp_statistics(visits([1] * 10), ["ward"], 1.0, seed=1).contribution is None


def test_the_dp_table_release_is_refused_when_an_identifier_repeats():
    from privdesk.app.anonymize import anonymize
    from privdesk.app.settings import Settings
    from privdesk.engine.recoding.identifiers import IdentifierRule

    dataset = visits([2] * 30)
    settings = Settings(qis=["ward"], sensitive=[], requirements=[], algorithm="dp", risk=None,
                        identifiers={"patient_id": IdentifierRule("drop")}, dp={"epsilon": 1.0, "delta": 1e-5})
    with pytest.raises(InputError, match="--person patient_id --max-rows-per-person N"):
        anonymize(dataset, settings)


def test_the_dp_table_release_per_person_bounds_rows_and_charges_the_persons_epsilon(tmp_path, monkeypatch):
    import math

    from privdesk.app.anonymize import anonymize
    from privdesk.app.settings import Settings
    from privdesk.engine.attributes.default_hierarchies import generated_hierarchies

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    dataset = visits([3] * 200)
    hierarchies = generated_hierarchies([dataset.column("ward")], {})
    settings = Settings(qis=["ward"], sensitive=[], requirements=[], algorithm="dp", risk=None,
                        hierarchies=dict(hierarchies), person="patient_id", keep=["row"],
                        dp={"epsilon": 2.0, "delta": 1e-5, "rows_per_person": 2, "seed": 4, "budget": 5})
    result, checks = anonymize(dataset, settings)
    assert result.released.n_rows == 400 and "patient_id" not in result.released.names
    assert result.details["contribution"] == {"person": "patient_id", "max_rows_per_person": 2, "rows_left_out": 200}
    entry = result.settings.privacy_budget["releases"][-1]
    assert (entry["epsilon"], entry["delta"]) == (2.0, 1e-5)  # what each person is protected with, charged
    row_epsilon, row_delta = entry["parameters"]["row_epsilon"], entry["parameters"]["row_delta"]
    assert row_epsilon == 1.0  # group privacy over 2 rows: (2ε₀, 2e^ε₀ δ₀) = (ε, δ)
    assert 2 * row_epsilon == pytest.approx(2.0) and 2 * math.exp(row_epsilon) * row_delta == pytest.approx(1e-5)
    assert all(c.met for c in checks)
    with pytest.raises(InputError, match="--max-rows-per-person"):
        anonymize(dataset, Settings(qis=["ward"], sensitive=[], requirements=[], algorithm="dp", risk=None,
                                    hierarchies=dict(hierarchies), person="patient_id",
                                    dp={"epsilon": 1.0, "delta": 1e-5}))
