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


def approx_tree(expected, **tolerance):
    """``expected`` with every number inside its dicts and lists compared as ``pytest.approx(number,
    **tolerance)`` and everything else exactly: pytest.approx itself refuses nested dicts and lists."""
    if isinstance(expected, dict):
        return {key: approx_tree(value, **tolerance) for key, value in expected.items()}
    if isinstance(expected, (list, tuple)):
        return type(expected)(approx_tree(value, **tolerance) for value in expected)
    if isinstance(expected, (int, float)) and not isinstance(expected, bool):
        return pytest.approx(expected, **tolerance)
    return expected


def flattened(document, prefix: str = "") -> dict:
    """Every leaf of a nested document by its path, so that two documents compare figure by figure."""
    if isinstance(document, dict):
        return {k: v for key, value in document.items() for k, v in flattened(value, f"{prefix}/{key}").items()}
    if isinstance(document, list):
        return {k: v for i, value in enumerate(document) for k, v in flattened(value, f"{prefix}/{i}").items()}
    return {prefix: document}
