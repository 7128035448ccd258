"""What the window remembers between runs: the recently opened tables and projects (with the overrides each was
read with) and the autosaved projects waiting to be recovered."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Mapping

from PySide6.QtCore import QSettings

RECOVERY_SUFFIX = ".privdesk"
RECENT_KEY, RECENT_OPTIONS_KEY, RECENT_LIMIT = "recent", "recent_options", 8


def recent_settings() -> QSettings:
    """Where the recently opened files are remembered (tests swap this for a temporary store)."""
    return QSettings("PrivDesk", "PrivDesk")


def recent_files() -> list[str]:
    """The last opened tables and projects, newest first."""
    value = recent_settings().value(RECENT_KEY, [])
    if value is None:
        return []
    if isinstance(value, str):  # a one-entry list comes back as a string from some formats
        value = [value]
    return [str(v) for v in value if v][:RECENT_LIMIT]


def recent_options(entry: str) -> dict[str, Any]:
    """How a recent table was read last time (the import dialog's overrides: encoding, delimiter, sheet, missing
    tokens), to read it the same way again; {} for detection."""
    options = _stored_options().get(entry, {})
    return dict(options) if isinstance(options, dict) else {}


def _stored_options() -> dict[str, Any]:
    try:
        stored = json.loads(recent_settings().value(RECENT_OPTIONS_KEY, "") or "{}")
    except (TypeError, ValueError):  # an unreadable entry costs the overrides, never the list
        return {}
    return stored if isinstance(stored, dict) else {}


def remember_recent(path: str | Path, options: Mapping[str, Any] | None = None) -> list[str]:
    """Put a file at the top of the list, with the overrides it was read with (a table's; none for detection)."""
    entry = str(Path(path).resolve())
    files = [entry] + [f for f in recent_files() if f != entry]
    stored = {f: o for f, o in _stored_options().items() if f in files[1:RECENT_LIMIT]}
    if options:
        stored[entry] = {name: list(value) if isinstance(value, (tuple, set)) else value
                         for name, value in options.items()}
    _store(files[:RECENT_LIMIT], stored)
    return files[:RECENT_LIMIT]


def forget_recent(path: str | None = None) -> None:
    """Remove one entry, or every entry when ``path`` is None."""
    files = [] if path is None else [f for f in recent_files() if f != path]
    _store(files, {f: o for f, o in _stored_options().items() if f in files})


def _store(files: list[str], options: dict[str, Any]) -> None:
    settings = recent_settings()
    settings.setValue(RECENT_KEY, files)
    settings.setValue(RECENT_OPTIONS_KEY, json.dumps(options, ensure_ascii=False, sort_keys=True))
    settings.sync()


def recovery_folder() -> Path:
    """Where unsaved projects are autosaved: the user's PrivDesk data folder, ``recovery/``."""
    from platformdirs import user_data_dir

    return Path(user_data_dir("PrivDesk", appauthor=False)) / "recovery"


def recovery_files() -> list[Path]:
    """The autosaved projects waiting to be recovered, newest first."""
    folder = recovery_folder()
    if not folder.is_dir():
        return []
    files = [p for p in folder.glob(f"*{RECOVERY_SUFFIX}") if p.is_file()]
    return sorted(files, key=lambda p: p.stat().st_mtime, reverse=True)
