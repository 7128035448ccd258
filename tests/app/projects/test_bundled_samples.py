"""The bundled samples: committed files equal what the code generates, and they open and validate."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys

from privdesk.app.demo import run_demo
from privdesk.app.projects.bundled_samples import hospital_sample_paths, spec_example_paths, write_all
from privdesk.app.projects.project import Project, Role
from privdesk.common.paths import samples_dir
from tests.conftest import REPO


def test_committed_samples_equal_a_fresh_generation(tmp_path):
    shutil.copytree(samples_dir() / "spec_example", tmp_path / "spec_example",
                    ignore=shutil.ignore_patterns("*.privdesk"))
    write_all(tmp_path)
    fresh = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*") if p.is_file())
    committed = sorted(p.relative_to(samples_dir()) for p in samples_dir().rglob("*")
                       if p.is_file() and p.suffix != ".py" and "__pycache__" not in p.parts)
    assert fresh == committed
    for relative in fresh:
        assert (tmp_path / relative).read_bytes() == (samples_dir() / relative).read_bytes(), relative


def test_hospital_project_is_ready():
    project = Project.load(hospital_sample_paths().project)
    dataset = project.load_data()
    assert dataset.n_rows == 5000
    assert project.validate(dataset) == []
    assert project.quasi_identifiers == ["sex", "birth_date", "zip_code", "admission_date"]
    assert project.sensitive == ["diagnosis", "physician"]
    assert set(project.hierarchies) == set(project.quasi_identifiers)
    assert project.hierarchies["zip_code"].levels == 6  # 47677 → 4767* → … → *****
    assert abs(sum(project.weights.values()) - 1) < 1e-12


def test_spec_example_project_matches_spec():
    project = Project.load(spec_example_paths().project)
    dataset = project.load_data()
    assert dataset.names == ["ZIPCode", "Age", "Salary", "Disease"] and dataset.n_rows == 9
    assert project.attributes["Disease"].role is Role.SENSITIVE
    assert project.hierarchies["Disease"].height == 3  # SPEC §4: hierarchical t-closeness uses height 3
    assert project.validate(dataset) == []


def test_demo_writes_its_outputs(tmp_path):
    result = run_demo(tmp_path / "demo")
    assert result["ok"] and len(result["lines"]) == 5
    assert all(result["verified"].values())
    assert result["summary"]["transformation"]["zip_code"] >= 1  # ZIP codes are masked


def test_demo_command_json_in_a_fresh_folder(tmp_path):
    completed = subprocess.run([sys.executable, "-m", "privdesk", "demo", "--json"], cwd=tmp_path,
                               capture_output=True, text=True, timeout=300,
                               env={**__import__("os").environ, "PYTHONPATH": str(REPO)})
    assert completed.returncode == 0, completed.stderr
    out = json.loads(completed.stdout)["out"]
    assert out.startswith(str(tmp_path)) and "privdesk-demo-" in out  # a new folder, named in the output
