"""A run owns its output folder: the files an earlier PrivDesk run wrote there are replaced as one set.

Each run that commits a staging folder (``app.anonymize.staging_folder``) records the names it wrote in
``.privdesk-outputs.json``. The next run into that folder removes what the earlier one wrote and this one does not
(an old ``report.json`` beside a new release would describe another release), except the files it reads (an audited
release). A folder written before the record existed that holds PrivDesk's file names this run would not replace is
refused with one line: nothing is removed that PrivDesk cannot tell it wrote.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
from pathlib import Path
from typing import Iterable

from privdesk.common.i18n import _
from privdesk.engine.core.errors import InputError
from privdesk.io.atomic import atomic_write_text

MANIFEST = ".privdesk-outputs.json"
_OUR_NAMES = re.compile(r"^(anonymized\.[a-z]+|report\.(json|xlsx)|summary\.json)(\.minisig)?$")
"""Names PrivDesk's runs write: a folder without a manifest holding one of these was most likely written by an
earlier version."""


def previous_outputs(out: Path) -> set[str] | None:
    """The names the last run recorded in ``out``, or None when it holds no (readable) record."""
    try:
        files = json.loads((out / MANIFEST).read_text(encoding="utf-8")).get("files")
    except (OSError, ValueError, AttributeError):
        return None
    if not isinstance(files, list):
        return None
    # names only: a record is never allowed to point outside its folder
    return {name for name in files if isinstance(name, str) and name == Path(name).name and name != MANIFEST}


def commit_outputs(stage: Path, out: Path, inputs: Iterable[str | Path] = ()) -> list[Path]:
    """Move every file of ``stage`` into ``out`` and remove what the earlier run recorded there and this one did
    not write (files in ``inputs`` are kept). Raises :class:`InputError` before touching ``out`` when a folder
    without a record holds PrivDesk's outputs this run would leave beside its own. Returns the files written
    (the moved ones and the record)."""
    new = sorted(path.name for path in stage.iterdir())
    kept = {Path(p).name for p in inputs if _inside(Path(p), out)}
    previous = previous_outputs(out)
    if previous is None:
        leftover = sorted(entry.name for entry in out.iterdir() if entry.is_file() and _OUR_NAMES.match(entry.name)
                          and entry.name not in new and entry.name not in kept)
        if leftover:
            raise InputError(_("the folder holds {files} from an earlier run, which this run would not replace; "
                               "remove them or choose another folder").format(files=", ".join(leftover)), path=out)
        previous = set()
    stale = sorted(previous - set(new) - kept)
    # First record everything that may be ours, so a run killed half-way is cleaned up by the next one.
    _record(out, sorted(previous | set(new) | kept))
    for name in stale:  # the earlier run's files go before the new ones arrive: never a mixed, signed set
        with contextlib.suppress(FileNotFoundError):
            (out / name).unlink()
    moved = []
    for name in new:
        os.replace(stage / name, out / name)
        moved.append(out / name)
    _record(out, sorted(set(new) | {name for name in kept if (out / name).exists()}))
    return [*moved, out / MANIFEST]


def _record(out: Path, names: list[str]) -> None:
    atomic_write_text(out / MANIFEST, json.dumps({"written_by": "PrivDesk", "files": names}, indent=2) + "\n")


def _inside(path: Path, folder: Path) -> bool:
    try:
        return path.resolve().parent == folder.resolve()
    except OSError:
        return False
