"""Start the Qt application and show the main window."""

from __future__ import annotations

import sys
from pathlib import Path


def run_window(argv: list[str] | None = None, open_path: Path | None = None, sample: bool = False,
               screenshot: Path | None = None) -> int:
    """Show the window, on a table or project (open_path) or the bundled sample. With screenshot, save a picture of
    the window to that PNG and return instead of running the event loop (exit 0, or 2 when opening or saving
    failed); errors then go to stderr, because a dialog would wait for a click that never comes."""
    from privdesk.common.i18n import _
    from privdesk.gui.startup.qt_libraries import missing_qt_libraries

    missing = missing_qt_libraries()
    if missing:
        print("privdesk: " + _("the window cannot open: Qt needs {packages} (on Debian or Ubuntu: sudo apt-get "
                               "install {packages}); the command line works without them").format(
            packages=" ".join(missing)), file=sys.stderr)
        return 2
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from privdesk.common.paths import resources_dir
    from privdesk.gui.main_window import MainWindow
    from privdesk.gui.startup.language import install_language, startup_language

    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv[:1])
    app.setApplicationName("PrivDesk")
    icon = resources_dir() / "icons" / "privdesk.png"
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))
    install_language(app, startup_language())
    window = MainWindow()
    errors: list[str] = []
    if screenshot is not None:
        window.show_error = lambda title, message: errors.append(f"{title}: {message}")
    window.show()
    opened = window.open_file(open_path) if open_path is not None else window.open_sample() if sample else True
    if screenshot is None:
        return app.exec()
    for _ in range(10):  # let layouts settle and pages paint
        app.processEvents()
    saved = opened and window.grab().save(str(screenshot))
    if opened and not saved:
        errors.append(f"cannot write {screenshot}")
    for error in errors:
        print(f"privdesk: {error}", file=sys.stderr)
    window.hide()
    return 0 if saved and not errors else 2
