"""Render each step of the window's flow on the bundled sample to PNG at 1280×800 (offscreen), for the README and
the user guide:  QT_QPA_PLATFORM=offscreen python tools/render_screenshots.py [docs/screenshots]"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

STEPS = ["1-data", "2-attributes", "3-privacy", "4-anonymize", "5-analyze", "6-report"]


def main() -> None:
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    from privdesk.gui.main_window import MainWindow

    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    window.open_sample()
    loop = QEventLoop()
    window.runner.succeeded.connect(lambda *_: QTimer.singleShot(300, loop.quit))
    window.pages[3].run()
    loop.exec()
    for row, name in enumerate(STEPS):
        window.steps.setCurrentRow(row)
        for _ in range(5):
            app.processEvents()
        window.grab().save(str(folder / f"{name}.png"))
        print(folder / f"{name}.png")
    window.session._mark(False)  # nothing to save: close without asking
    window.close()


if __name__ == "__main__":
    main()
