"""Atomic saves: write a temporary file beside the target, then rename it over the target.

A crash or error half-way leaves the earlier file untouched; readers never see a half-written file.
"""

from __future__ import annotations

import contextlib
import errno
import os
import tempfile
from pathlib import Path
from typing import IO, Iterator

from privdesk.common.i18n import _
from privdesk.engine.core.errors import InputError

_FULL = {errno.ENOSPC, errno.EDQUOT, errno.EFBIG}
_NOT_WRITABLE = {errno.EACCES, errno.EPERM, errno.EROFS}


class WriteRefused(InputError, OSError):
    """A save the disk refused, in one line: bad input for the command line (exit 2), and still an OSError for
    callers that try again or skip on one (the window's autosave)."""


def write_failure(error: OSError, path: str | Path) -> InputError | OSError:
    """The one-line InputError for a save that the disk refused (full, read-only, not permitted), naming the file
    or folder; any other OSError unchanged. The earlier file is intact either way (the save was atomic)."""
    target = Path(error.filename or path)
    if target.parent.name.startswith(STAGING_PREFIX):  # name the file the user asked for, not its staged copy
        target = target.parent.parent / target.name
    elif target.name.startswith(STAGING_PREFIX):
        target = target.parent
    if error.errno in _FULL:
        return WriteRefused(_("cannot write here: the disk is full; no earlier file was replaced"), path=target)
    if error.errno in _NOT_WRITABLE:
        return WriteRefused(_("cannot write here: the folder is read-only or not yours to write; no earlier file "
                            "was replaced"), path=target)
    return error


@contextlib.contextmanager
def saving_into(path: str | Path) -> Iterator[None]:
    """Turn a refused save inside the block into :func:`write_failure`'s InputError."""
    try:
        yield
    except OSError as error:
        failure = write_failure(error, path)
        if failure is error:
            raise
        raise failure from None


@contextlib.contextmanager
def atomic_open(path: str | Path, mode: str = "w", encoding: str | None = "utf-8",
                newline: str | None = None, mode_bits: int | None = None) -> Iterator[IO]:
    """Open a temporary file for writing that replaces ``path`` only when the block ends without error.

    ``mode_bits`` sets the file's permissions (e.g. 0o600 for a secret key); by default an existing file keeps its
    permissions and a new file gets the usual ones (0666 less the umask).
    """
    path = Path(path)
    with saving_into(path):
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}-", suffix=".tmp", dir=path.parent)
    binary = "b" in mode
    try:
        # mkstemp makes the file private (0600); give it the mode the file had, or a new file's usual mode.
        os.chmod(temp, mode_bits if mode_bits is not None else _existing_or_default_mode(path))
        with os.fdopen(handle, mode, encoding=None if binary else encoding,
                       newline=None if binary else newline) as stream:
            yield stream
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp, path)
    except BaseException as error:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        if isinstance(error, OSError) and write_failure(error, path) is not error:
            raise write_failure(error, path) from None
        raise


def _existing_or_default_mode(path: Path) -> int:
    try:
        return path.stat().st_mode & 0o777
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


STAGING_PREFIX = ".privdesk-staging-"


def remove_stale(folder: str | Path, target: str | None = None) -> list[Path]:
    """Remove what a killed run left in ``folder``: temporary files of atomic saves (``.<name>.<pid>-….tmp``, of
    ``target`` only when given) and staging folders (``.privdesk-staging-<pid>-…``) whose process is gone.
    Returns what was removed."""
    import shutil

    folder = Path(folder)
    removed = []
    if not folder.is_dir():
        return removed
    for entry in folder.iterdir():
        if entry.name.startswith(STAGING_PREFIX) and entry.is_dir():
            owner = entry.name[len(STAGING_PREFIX):]
        elif entry.name.startswith(f".{target}." if target else ".") and entry.name.endswith(".tmp") \
                and entry.is_file():
            owner = entry.name[:-len(".tmp")].rsplit(".", 1)[-1]
        else:
            continue
        pid = owner.split("-", 1)[0]
        if pid.isdigit() and _alive(int(pid)):
            continue
        with contextlib.suppress(OSError):
            shutil.rmtree(entry) if entry.is_dir() else entry.unlink()
            removed.append(entry)
    return removed


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True
    return True


def atomic_write_text(path: str | Path, text: str, encoding: str = "utf-8") -> None:
    with atomic_open(path, "w", encoding=encoding, newline="") as stream:
        stream.write(text)


def atomic_write_bytes(path: str | Path, data: bytes) -> None:
    with atomic_open(path, "wb") as stream:
        stream.write(data)


@contextlib.contextmanager
def atomic_path(path: str | Path) -> Iterator[Path]:
    """A temporary path beside ``path`` for a library that writes files by name (pyreadstat, SQLite); it replaces
    ``path`` only when the block ends without error."""
    path = Path(path)
    with saving_into(path):
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    os.close(handle)
    os.unlink(temp)  # the writer creates it (SQLite refuses an empty file that is not a database)
    try:
        yield Path(temp)
        os.chmod(temp, _existing_or_default_mode(path))
        os.replace(temp, path)
    except BaseException as error:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        if isinstance(error, OSError) and write_failure(error, path) is not error:
            raise write_failure(error, path) from None
        raise
