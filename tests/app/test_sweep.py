"""Sweeping a privacy parameter: one measured release per value (seed 000's experiment)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from privdesk.app.anonymize import project_settings
from privdesk.app.projects.bundled_samples import hospital_sample_paths
from privdesk.app.projects.project import Project
from privdesk.app.sweep import sweep
from privdesk.engine.core.errors import InputError


@pytest.fixture(scope="module")
def hospital():
    project = Project.load(hospital_sample_paths().project)
    return project.load_data(), project_settings(project)


def test_k_sweep_without_suppression(hospital):
    data, settings = hospital
    steps = sweep(data, replace(settings, suppression=0.0), "k", [2, 5, 10, 6000])
    assert [s["value"] for s in steps] == [2, 5, 10, 6000]
    for step in steps[:3]:
        assert 0 <= step["PL"] <= 1 and 0 <= step["EC"] <= 1
        assert step["risk_maximum"] <= 1 / step["value"] + 1e-12  # every class has at least k rows
        assert set(step["PL_attributes"]) == {*settings.qis, *settings.sensitive}
    assert f"k = 6,000 exceeds the number of records ({data.n_rows:,})" in steps[3]["error"]   # no release


def test_t_sweep_adds_the_model_for_each_sensitive_attribute(hospital):
    data, settings = hospital
    steps = sweep(data, settings, "t", [0.3])
    assert steps[0]["PL"] < 0.5 and steps[0]["transformation"]


def test_unknown_parameter(hospital):
    data, settings = hospital
    with pytest.raises(InputError, match="sweep over k, l or t"):
        sweep(data, settings, "beta")
