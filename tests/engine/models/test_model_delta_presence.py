"""δ-presence (Nergiz, Atzori, Clifton SIGMOD 2007): SPEC §4's example with a hand-made population of nine."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from privdesk.engine.core.classes import partition
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.models import delta_presence
from privdesk.engine.models import check_all, class_key_labels, population_matches, release_partition

# Population T (name, zip, age, nationality) and its generalization to the release's labels:
# zip → first two digits + "*", age → "*", nationality → continent.
POPULATION = pd.DataFrame(
    [("Alice", "47906", "35", "USA"), ("Bob", "47903", "59", "Canada"), ("Christine", "47906", "42", "USA"),
     ("Dirk", "47630", "18", "Brazil"), ("Eunice", "47630", "22", "Peru"), ("Frank", "47633", "63", "Peru"),
     ("Gail", "48973", "33", "Spain"), ("Harry", "48972", "47", "Bulgaria"), ("Iris", "48970", "52", "France")],
    columns=["Name", "Zip", "Age", "Nationality"])
CONTINENT = {"USA": "America", "Canada": "America", "Brazil": "America", "Peru": "America", "Spain": "Europe",
             "Bulgaria": "Europe", "France": "Europe"}
# The research subset of five (Alice, Bob, Dirk, Gail, Iris), released generalized.
RESEARCH = ["Alice", "Bob", "Dirk", "Gail", "Iris"]


def generalized(frame: pd.DataFrame) -> pd.DataFrame:
    return pd.DataFrame({"Zip": frame["Zip"].str[:2] + "*", "Age": "*",
                         "Nationality": frame["Nationality"].map(CONTINENT)})


def released() -> Dataset:
    subset = POPULATION[POPULATION["Name"].isin(RESEARCH)].reset_index(drop=True)
    return Dataset.from_frame(generalized(subset))


def test_spec_example_classes_have_delta_one_half_and_two_thirds():
    # (47*, *, America): 3 released of 6 in T → 3/6 = 0.5; (48*, *, Europe): 2 of 3 → 0.6667.
    release = released()
    qis = ["Zip", "Age", "Nationality"]
    classes = release_partition(release, qis)
    keys = class_key_labels(classes, [release[q] for q in qis])
    matches = population_matches(classes, keys, generalized(POPULATION).to_numpy(dtype=object))
    by_key = {tuple(key): (int(size), int(n)) for key, size, n in zip(keys, classes.sizes, matches)}
    assert by_key == {("47*", "*", "America"): (3, 6), ("48*", "*", "Europe"): (2, 3)}
    presence = delta_presence(classes.sizes, matches)
    assert presence.minimum.value == 0.5
    assert round(presence.maximum.value, 4) == 0.6667
    assert presence.maximum.satisfies(0.7) and not presence.maximum.satisfies(0.6)
    assert presence.minimum.satisfies(0.5) and not presence.minimum.satisfies(0.55)


def test_check_all_reports_delta_presence_with_a_population():
    report = check_all(released(), ["Zip", "Age", "Nationality"], [], population=generalized(POPULATION))
    assert report["delta_presence"]["min"] == 0.5
    assert round(report["delta_presence"]["max"], 4) == 0.6667
    population = Dataset.from_frame(generalized(POPULATION))
    assert check_all(released(), ["Zip", "Age", "Nationality"], [], population=population)["delta_presence"] == \
        report["delta_presence"]


def test_a_population_that_does_not_contain_the_release_is_rejected():
    classes = partition(np.array([0, 0, 1]))
    keys = np.array([["x"], ["y"]], dtype=object)
    matches = population_matches(classes, keys, np.array([["x"], ["x"], ["z"]], dtype=object))
    assert list(matches) == [2, 0]                # no population row lies in class "y"
    with pytest.raises(InputError, match="population table must contain every released row"):
        delta_presence(classes.sizes, matches)


def test_shapes_are_checked():
    classes = partition(np.array([0, 1]))
    with pytest.raises(ValueError):
        population_matches(classes, np.array([["x"]], dtype=object), np.array([["x"]], dtype=object))
    with pytest.raises(ValueError):
        population_matches(classes, np.array([["x"], ["y"]], dtype=object), np.array([["x", "y"]], dtype=object))
    with pytest.raises(InputError):
        delta_presence(np.array([1, 2]), np.array([3]))
