"""The folders the window proposes: the user's documents folder as the platform names it (QStandardPaths, with
platformdirs when Qt knows none), and the folder last chosen in a file dialog."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths


def documents_folder() -> Path:
    """Documents (Windows, macOS, XDG's user-dirs on Linux, translated names included); the home folder if the
    platform has none."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if not found:
        from platformdirs import user_documents_dir

        found = user_documents_dir()
    return Path(found) if found else Path.home()


def release_folder() -> Path:
    """Where an export goes unless the user picks another folder: Documents/PrivDesk release."""
    return documents_folder() / "PrivDesk release"


def start_folder() -> str:
    """Where a file dialog opens: the folder of the last file chosen, else Documents."""
    last = QSettings("PrivDesk", "PrivDesk").value("folders/last", "")
    return last if last and Path(last).is_dir() else str(documents_folder())


def chosen(path: str) -> str:
    """Remember the folder of a file the user chose (``path`` may be empty: the dialog was cancelled)."""
    if path:
        folder = Path(path) if Path(path).is_dir() else Path(path).parent
        QSettings("PrivDesk", "PrivDesk").setValue("folders/last", str(folder))
    return path
