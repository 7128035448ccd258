"""Before Qt starts on X11: the system libraries its xcb platform plugin needs and pip cannot install. Without one,
Qt prints a paragraph and aborts; PrivDesk says in one line which Debian package to install instead."""

from __future__ import annotations

import ctypes.util
import os
import sys

XCB_LIBRARIES = {"xcb-cursor": "libxcb-cursor0", "xkbcommon-x11": "libxkbcommon-x11-0", "xcb-icccm": "libxcb-icccm4",
                 "xcb-keysyms": "libxcb-keysyms1", "EGL": "libegl1", "fontconfig": "libfontconfig1"}
"""Library (as ctypes finds it) → the Debian package that holds it."""


def missing_qt_libraries() -> list[str]:
    """The Debian packages of libraries the xcb plugin needs that are not on this machine; none when Qt does not
    start on X11 (offscreen, Wayland, another system) or the libraries come with the program (a frozen build)."""
    platform = os.environ.get("QT_QPA_PLATFORM", "").split(":")[0]
    if not sys.platform.startswith("linux") or getattr(sys, "frozen", False) or platform not in ("", "xcb"):
        return []
    if platform == "" and os.environ.get("WAYLAND_DISPLAY") and not os.environ.get("DISPLAY"):
        return []
    return [package for library, package in XCB_LIBRARIES.items() if ctypes.util.find_library(library) is None]
