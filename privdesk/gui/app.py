"""Start the Qt application and show the main window."""

from __future__ import annotations

import sys


def run_window(argv: list[str] | None = None) -> int:
    from PySide6.QtWidgets import QApplication

    from .main_window import MainWindow

    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv[:1])
    app.setApplicationName("PrivDesk")
    window = MainWindow()
    window.show()
    return app.exec()
