"""Splitters remember where the user left them: the state goes to the window's QSettings under a name of its own
(and its orientation, for a splitter that turns when the window narrows) and comes back when the page is built
again, at the next start."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QSplitter


def window_settings() -> QSettings:
    return QSettings("PrivDesk", "PrivDesk")


def _key(splitter: QSplitter) -> str:
    turned = "/stacked" if splitter.orientation() == Qt.Orientation.Vertical and splitter.property("turns") else ""
    return f"splitters/{splitter.property('remembered_as')}{turned}"


def remember_sizes(splitter: QSplitter, name: str) -> QSplitter:
    """Restore ``splitter``'s sizes saved under ``name`` (if any) and save them whenever the user moves it."""
    splitter.setProperty("remembered_as", name)
    saved = window_settings().value(_key(splitter))
    if saved is not None:
        splitter.restoreState(saved)
    splitter.splitterMoved.connect(lambda *_: window_settings().setValue(_key(splitter), splitter.saveState()))
    return splitter


def turn(splitter: QSplitter, orientation: Qt.Orientation, sizes: list[int]) -> None:
    """Lay a remembered splitter out side by side or stacked: the sizes the user left for that orientation, else
    ``sizes``."""
    if splitter.orientation() == orientation:
        return
    splitter.setProperty("turns", True)
    splitter.setOrientation(orientation)
    saved = window_settings().value(_key(splitter))
    if saved is None or not splitter.restoreState(saved):
        splitter.setSizes(sizes)
