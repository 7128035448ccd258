"""A release's context read from a ``--context`` file (JSON, or TOML by its ``.toml`` suffix) and checked against
the project schema's ``context`` entry, so a wrong entry is one line naming the file and the key path."""

from __future__ import annotations

import datetime as dt
import json
import tomllib
from pathlib import Path
from typing import Any, Mapping

from privdesk.app.projects.schema import CONTEXT
from privdesk.common.i18n import _
from privdesk.engine.core.errors import InputError


def load_context(path: str | Path) -> dict[str, Any]:
    """The context in ``path``: its keys as the project's ``context`` section has them (TOML's dates as
    YYYY-MM-DD texts). InputError naming the file (and key path) when it cannot be read or is not a context."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError(_("context file not found"), path=path) from None
    except (UnicodeDecodeError, IsADirectoryError, PermissionError):
        raise InputError(_("the context file cannot be read as UTF-8 text"), path=path) from None
    try:
        if path.suffix.lower() == ".toml":
            document: Any = _dates_as_text(tomllib.loads(text))
        else:
            document = json.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise InputError(_("the context file is not valid TOML ({detail})").format(detail=error), path=path) from None
    except json.JSONDecodeError as error:
        raise InputError(_("the context file is not valid JSON ({msg}, column {colno})").format(
            msg=error.msg, colno=error.colno), path=path, row=error.lineno) from None
    except RecursionError:
        raise InputError(_("the context file is nested too deeply to read"), path=path) from None
    try:
        CONTEXT.check(document, "context")
    except InputError as error:
        raise InputError(error.message, path=path) from None
    return document


def merged_context(project_context: Mapping[str, Any] | None, file_context: Mapping[str, Any] | None
                   ) -> dict[str, Any] | None:
    """The project's context with the ``--context`` file's entries in place of its own (None: neither)."""
    if project_context is None and file_context is None:
        return None
    return {**(project_context or {}), **(file_context or {})}


def attach_context(record: dict[str, Any], project_context: Mapping[str, Any] | None,
                   file_context: Mapping[str, Any] | None = None) -> None:
    """Put the release's context (:func:`merged_context`) into ``record``, where the report's first sheet reads
    it; the command line and the window both report through here, so their reports carry the same context."""
    context = merged_context(project_context, file_context)
    if context is not None:
        record["context"] = context


def _dates_as_text(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: _dates_as_text(inner) for key, inner in value.items()}
    if isinstance(value, list):
        return [_dates_as_text(inner) for inner in value]
    if isinstance(value, (dt.date, dt.datetime, dt.time)):
        return value.isoformat()
    return value
