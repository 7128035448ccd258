"""Settings are immutable: a run derives new settings and leaves those it was given as they were."""

from __future__ import annotations

import copy
import dataclasses

import pandas as pd
import pytest

from privdesk.app.anonymize import anonymize, with_preset
from privdesk.app.settings import Settings
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.models.requirements import Requirement


def _table() -> Dataset:
    return Dataset.from_frame(pd.DataFrame({"age": [str(20 + i % 7) for i in range(40)],
                                            "zip": [f"4790{i % 4}" for i in range(40)],
                                            "disease": ["flu", "cold", "asthma", "flu"] * 10}))


def test_settings_cannot_be_changed_in_place():
    settings = Settings(qis=["age"], sensitive=[], requirements=[Requirement("k-anonymity", 2)])
    with pytest.raises(dataclasses.FrozenInstanceError):
        settings.algorithm = "mondrian"
    with pytest.raises(dataclasses.FrozenInstanceError):
        settings.hierarchies = {}
    assert dataclasses.replace(settings, algorithm="mondrian").algorithm == "mondrian"
    assert settings.algorithm == "optimal"


def test_a_run_leaves_its_settings_as_given_and_returns_those_it_derived():
    settings = Settings(qis=["age", "zip"], sensitive=["disease"], requirements=[Requirement("k-anonymity", 3)],
                        risk=None)
    before = copy.deepcopy(dataclasses.asdict(settings))
    result, checks = anonymize(_table(), settings)
    assert dataclasses.asdict(settings) == before  # nothing added to the caller's dicts
    assert settings.hierarchies == {}
    # the optimal search needs hierarchies: the run generated one for each QI, and says so
    assert set(result.settings.hierarchies) == {"age", "zip"}
    assert all(h.builder.get("generated") for h in result.settings.hierarchies.values())
    assert result.settings.requirements == settings.requirements and all(c.met for c in checks)


def test_without_a_preset_the_settings_record_none():
    settings = Settings(qis=["age"], sensitive=[], requirements=[Requirement("k-anonymity", 2)],
                        preset_record={"actions": []})
    dataset, derived = with_preset(_table(), settings)
    assert derived.preset_record is None and settings.preset_record == {"actions": []}
    assert dataset.names == _table().names
