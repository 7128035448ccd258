"""Transformations listed in a project run before the search, record their seed, and rebuild the same release."""

from __future__ import annotations

import pytest

from privdesk.app.anonymize import anonymize, configuration_of
from privdesk.app.settings import Settings
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.errors import InputError
from privdesk.engine.models.requirements import Requirement
from privdesk.io.tables import open_table
from tests.conftest import shared_data


def _settings(transformations):
    hierarchies = {q: Hierarchy.read_csv(shared_data("arx", f"test_hierarchy_{q}.csv")) for q in ("gender", "zipcode")}
    return Settings(qis=["gender", "zipcode"], sensitive=[], requirements=[Requirement("k-anonymity", 2)], risk=None,
                    hierarchies=hierarchies, transformations=transformations)


def test_recorded_seed_rebuilds_the_same_release():
    data = open_table(shared_data("arx", "test.csv"))
    first = _settings([{"transformation": "noise", "columns": ["age"], "share": 0.5, "kind": "uncorrelated",
                        "decimals": 0}])
    result, _checks = anonymize(data, first)
    record = configuration_of(result.settings)["transformations"][0]
    assert isinstance(record["seed"], int) and record["distortion"]["il1s"] > 0
    again = _settings([{k: record[k] for k in ("transformation", "columns", "share", "kind", "decimals", "seed")}])
    rebuilt, _checks = anonymize(data, again)
    assert rebuilt.released.to_frame().equals(result.released.to_frame())
    assert not result.released.to_frame()["age"].equals(data.to_frame()["age"])


def test_unknown_transformation_is_bad_input():
    data = open_table(shared_data("arx", "test.csv"))
    with pytest.raises(InputError):
        anonymize(data, _settings([{"transformation": "shuffle", "columns": ["age"]}]))
