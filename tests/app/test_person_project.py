"""The person key in a project and in the window's run: the role "person", saved and read back,
suggested, and every figure of the window's run counted over persons."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from privdesk.app.anonymize import anonymize_and_record, project_settings
from privdesk.app.projects.project import Attribute, DataSource, Project, Role
from privdesk.app.suggest import apply_suggestions
from privdesk.engine.core.errors import InputError


@pytest.fixture(autouse=True)
def _own_key_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))


def visits_project(tmp_path) -> Project:
    rng = np.random.default_rng(5)
    n = 120
    patients = pd.DataFrame({"patient_id": [f"ZY{i:06d}" for i in range(n)], "sex": rng.choice(["F", "M"], n),
                             "age": rng.integers(20, 80, n)})
    frame = pd.concat([patients, patients, patients]).reset_index(drop=True)
    frame["ward"] = rng.choice(["A", "B", "C"], len(frame))
    path = tmp_path / "visits.csv"
    frame.to_csv(path, index=False)
    return Project(data=DataSource(path=str(path)),
                   attributes={"patient_id": Attribute(Role.PERSON), "sex": Attribute(Role.QUASI_IDENTIFIER),
                               "age": Attribute(Role.QUASI_IDENTIFIER), "ward": Attribute(Role.INSENSITIVE)},
                   models=[{"model": "k-anonymity", "k": 3}], algorithm={"name": "optimal", "suppression": 0.1},
                   risk={"release_model": "public", "threshold": 0.34})


def test_the_person_role_is_saved_read_back_and_drives_the_run(tmp_path):
    project = visits_project(tmp_path)
    saved = Project.load(project.save(tmp_path / "visits"))
    assert saved.person == "patient_id" and saved.attributes["patient_id"].role is Role.PERSON
    settings = project_settings(saved)
    assert settings.person == "patient_id" and settings.identifiers["patient_id"].action == "pseudonym"
    assert settings.pseudonym_key  # the project's own key
    dataset = saved.load_data()
    result, checks, summary, record = anonymize_and_record(dataset, settings)
    assert all(c.met and "persons" in c.requirement for c in checks)
    assert record["data"]["persons"] == 120 and record["data"]["records"] == 360
    released = result.released.to_frame()
    kept = released[~(released[["sex", "age"]] == "*").all(axis=1)]
    assert kept.groupby(["sex", "age"])["patient_id"].nunique().min() >= 3
    assert record["classes"]["smallest"] == kept.groupby(["sex", "age"])["patient_id"].nunique().min()
    assert summary["details"]["persons"] == 120


def test_two_person_keys_are_refused_and_suggestions_propose_one(tmp_path):
    project = visits_project(tmp_path)
    project.attributes["ward"] = Attribute(Role.PERSON)
    with pytest.raises(InputError, match="only one column can be the person key"):
        project.person
    fresh = Project(data=project.data)
    dataset = project.load_data()
    apply_suggestions(fresh, dataset)
    assert fresh.person == "patient_id"


def test_the_window_offers_the_role():
    from privdesk.gui.names import role_name
    from privdesk.gui.pages.attributes_page import ROLES

    assert Role.PERSON in ROLES and role_name("person") == "Person ID"
