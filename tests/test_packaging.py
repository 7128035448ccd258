"""The wheel must carry every sub-package: pyproject lists packages explicitly (resources/ is mapped in)."""

from __future__ import annotations

import tomllib

from tests.conftest import REPO


def test_every_package_folder_is_listed_in_pyproject():
    listed = set(tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    folders = {".".join(p.parent.relative_to(REPO).parts) for p in (REPO / "privdesk").rglob("__init__.py")}
    assert folders <= listed, f"add to pyproject.toml: {sorted(folders - listed)}"
    assert "privdesk.resources" in listed


def test_ci_installs_into_a_fresh_virtual_environment_and_runs_the_readme_test_command():
    """CI must see what a newcomer sees: every pip install of .ci/run runs inside a virtual environment
    made fresh by that run, and its last command is the README's test command."""
    import re

    script = [line.strip() for line in (REPO / ".ci" / "run").read_text().splitlines()
              if line.strip() and not line.lstrip().startswith("#")]
    made = next(i for i, line in enumerate(script) if re.search(r'-m venv "\$venv"', line))
    assert any(re.search(r'mktemp -d', line) and line.startswith("venv=") for line in script[:made])
    activated = next(i for i, line in enumerate(script) if line == 'source "$venv/bin/activate"')
    installs = [i for i, line in enumerate(script) if re.search(r"\bpip install\b", line)]
    assert installs and made < activated < min(installs)
    readme = (REPO / "README.md").read_text()
    command = re.search(r"Run the tests:\n\n    (.+)\n", readme).group(1)
    assert script[-1] == command == "pip install '.[test]' && pytest"
