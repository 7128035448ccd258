"""Shared test helpers. ../shared (real data from ARX and pycanon) is optional: tests that need it skip."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Tests read English output unless a test asks for another language, whatever the machine's locale.
os.environ["PRIVDESK_LANG"] = "en"

REPO = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("PRIVDESK_SHARED", REPO.parent / "shared"))  # a worktree elsewhere names it


def shared_data(*parts: str) -> Path:
    """A file or folder under ../shared/data, or skip the test with the reason when it is absent."""
    path = SHARED.joinpath("data", *parts)
    if not path.exists():
        pytest.skip(f"{path} is absent (../shared is not next to this checkout)")
    return path
