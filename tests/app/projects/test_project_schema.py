"""The project file's schema (app/projects/schema.py): every wrong type at every key path of a project is one
InputError naming that path, never a TypeError, AttributeError or RecursionError from deeper down, and never a
silent reading (``"k": true`` ran as 1-anonymity before, issue #30.6)."""

from __future__ import annotations

import copy
import json

import pytest

from privdesk.app.projects.bundled_samples import spec_example_paths
from privdesk.app.projects.project import Project
from privdesk.app.projects.schema import check_project
from privdesk.app.settings import Settings
from privdesk.engine.core.errors import InputError

WRONG_VALUES = [True, None, -1, 1.5, "x", [], {}, [1], {"a": 1}]


def full_project() -> dict:
    """The spec example's project with an entry under every section the schema knows."""
    document = json.loads(spec_example_paths().project.read_text(encoding="utf-8"))
    document["models"] = [{"model": "k-anonymity", "k": 3},
                          {"model": "l-diversity", "variant": "recursive", "l": 2, "c": 3, "attribute": "Disease"},
                          {"model": "population-uniqueness", "value": 0.01, "estimator": "dankar"}]
    document["algorithm"] = {"name": "optimal", "metric": "loss", "suppression": 0.1, "min_levels": {"Age": 0},
                             "identifiers": {"Salary": {"action": "drop", "n": 0}}, "time_limit": 5, "keep": []}
    document["risk"] = {"release_model": "non-public", "threshold": 0.5, "population_model": {"sampling_fraction": 0.1},
                        "environment": {"controls": "medium", "motives": "medium", "prevalence": 0.1,
                                        "acquaintances": 150, "breach": 0.2}}
    document["weights"] = {"ZIPCode": 1, "Age": 1}
    return document


def key_paths(value, prefix=()):
    if isinstance(value, dict):
        for key, item in value.items():
            yield prefix + (key,)
            yield from key_paths(item, prefix + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value[:2]):
            yield prefix + (index,)
            yield from key_paths(item, prefix + (index,))


def test_the_full_project_is_valid():
    project = Project.from_dict(full_project(), spec_example_paths().project)
    assert Settings.from_project(project).requirements[0].value == 3


@pytest.mark.parametrize("wrong", WRONG_VALUES, ids=repr)
def test_a_wrong_value_anywhere_is_bad_input_naming_its_key(wrong):
    location = spec_example_paths().project
    refused = 0
    for path in key_paths(full_project()):
        if path[0] in ("format", "version"):
            continue  # "not a PrivDesk project file" / "no format version", tested in test_project.py
        document = copy.deepcopy(full_project())
        parent = document
        for key in path[:-1]:
            parent = parent[key]
        parent[path[-1]] = wrong
        try:
            Settings.from_project(Project.from_dict(document, location))
        except InputError as error:
            refused += 1
            assert "\n" not in str(error) and str(location) in str(error)
    assert refused > 0


def test_true_is_no_number_anywhere():
    document = full_project()
    for entry, key in [(document["models"][0], "k"), (document["algorithm"], "suppression"),
                       (document["risk"], "threshold"), (document["weights"], "Age")]:
        changed = copy.deepcopy(document)
        target = {id(document["models"][0]): changed["models"][0], id(document["algorithm"]): changed["algorithm"],
                  id(document["risk"]): changed["risk"], id(document["weights"]): changed["weights"]}[id(entry)]
        target[key] = True
        with pytest.raises(InputError, match="got true"):
            check_project(changed)
