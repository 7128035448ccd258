"""Where PrivDesk finds its bundled resources, installed or run from a source checkout."""

from __future__ import annotations

from pathlib import Path


def resources_dir() -> Path:
    """The resources/ folder: installed as privdesk/resources, or at the top of a source checkout."""
    here = Path(__file__).resolve().parent
    for candidate in (here / "resources", here.parent / "resources"):
        if (candidate / "samples").is_dir():
            return candidate
    raise FileNotFoundError("PrivDesk's resources folder is missing; reinstall PrivDesk")


def samples_dir() -> Path:
    return resources_dir() / "samples"
