"""The wheel must carry every sub-package: pyproject lists packages explicitly (resources/ is mapped in)."""

from __future__ import annotations

import tomllib

from tests.conftest import REPO


def test_every_package_folder_is_listed_in_pyproject():
    listed = set(tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    folders = {".".join(p.parent.relative_to(REPO).parts) for p in (REPO / "privdesk").rglob("__init__.py")}
    assert folders <= listed, f"add to pyproject.toml: {sorted(folders - listed)}"
    assert "privdesk.resources" in listed
