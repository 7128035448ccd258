"""Where PrivDesk finds its bundled resources, installed or run from a source checkout."""

from __future__ import annotations

import sys
from pathlib import Path


def resources_dir() -> Path:
    """The resources/ folder: installed as privdesk/resources, bundled as privdesk/resources in the folder a frozen
    (PyInstaller) build unpacks to (sys._MEIPASS), or at the top of a source checkout."""
    package = Path(__file__).resolve().parent.parent  # privdesk/, this module being privdesk/common/paths.py
    bundle = getattr(sys, "_MEIPASS", None)
    frozen = [Path(bundle) / "privdesk" / "resources"] if bundle else []
    for candidate in (*frozen, package / "resources", package.parent / "resources"):
        if (candidate / "samples").is_dir():
            return candidate
    raise FileNotFoundError("PrivDesk's resources folder is missing; reinstall PrivDesk")


def samples_dir() -> Path:
    return resources_dir() / "samples"


def bundled_fonts() -> list[Path]:
    """The fonts PrivDesk ships (resources/fonts): a CJK font for machines that have none."""
    folder = resources_dir() / "fonts"
    return sorted(p for p in folder.glob("*") if p.suffix.lower() in (".ttf", ".ttc", ".otf")) if folder.is_dir() else []
