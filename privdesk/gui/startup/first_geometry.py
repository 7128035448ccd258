"""The window's first size: 1280×800 where the screen has room, else what the available screen (without task bars)
holds, so that a 1024×768 screen shows the whole window with its title bar."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

PREFERRED = QSize(1280, 800)
FRAME_ROOM = QSize(16, 40)  # the window manager's frame and title bar, outside the window's own size


def first_size(available: QSize) -> QSize:
    """PREFERRED, shrunk to fit ``available`` with room for the frame."""
    return PREFERRED.boundedTo(QSize(max(available.width() - FRAME_ROOM.width(), 640),
                                     max(available.height() - FRAME_ROOM.height(), 480)))


def fit_to_screen(window: QWidget) -> None:
    """Give ``window`` its first size on the primary screen's available area, centred there."""
    screen = QGuiApplication.primaryScreen()
    area = screen.availableGeometry() if screen is not None else QRect(0, 0, PREFERRED.width(), PREFERRED.height())
    size = first_size(area.size())
    window.resize(size)
    window.move(area.left() + (area.width() - size.width()) // 2, area.top() + (area.height() - size.height()) // 2)
