"""Render each step of the window's flow on the bundled sample to PNG at 1280×800 (the Context step at 1024×768;
offscreen), in English and Chinese, for the README and the user guides:

    QT_QPA_PLATFORM=offscreen python tools/render_screenshots.py                 # docs/screenshots (English)
    QT_QPA_PLATFORM=offscreen python tools/render_screenshots.py --language zh_CN  # docs/screenshots/zh_CN
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

STEPS = {"1-data": 0, "2-attributes": 1, "3-privacy": 2, "4-anonymize": 3, "5-analyze": 4, "6-report": 6}
"""Each picture and the step (row) it shows; the Context step (row 5) is shown at 1024×768, the smallest size
the window is made for, where its long field names must still fit."""
CONTEXT_STEP, CONTEXT_SIZE = 5, (1024, 768)


def settle(app: QApplication, rounds: int = 5) -> None:
    for _ in range(rounds):
        app.processEvents()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--language", default="en", help="en, zh_CN or zh_TW")
    parser.add_argument("--out", help="folder (default docs/screenshots, or docs/screenshots/LANGUAGE)")
    parser.add_argument("--only", help="render only this picture (e.g. 5-usefulness)")
    args = parser.parse_args(argv)
    folder = Path(args.out) if args.out else ROOT / "docs" / "screenshots" / (
        "" if args.language == "en" else args.language)
    folder.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    from privdesk.app.projects.bundled_samples import hospital_sample_paths
    from privdesk.gui.import_dialog import ImportDialog
    from privdesk.gui.startup.language import install_language
    from privdesk.gui.main_window import MainWindow

    if install_language(app, args.language) != args.language:
        raise SystemExit(f"no translation for {args.language}")
    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    window.open_sample()
    loop = QEventLoop()
    window.runner.succeeded.connect(lambda *_: QTimer.singleShot(300, loop.quit))
    window.pages[3].run()
    loop.exec()
    def save(widget, name: str) -> None:
        if args.only in (None, name):
            widget.grab().save(str(folder / f"{name}.png"))
            print(folder / f"{name}.png")

    for name, row in STEPS.items():
        window.steps.setCurrentRow(row)
        settle(app)
        save(window, name)
    window.resize(*CONTEXT_SIZE)
    window.steps.setCurrentRow(CONTEXT_STEP)
    settle(app)
    save(window, "6-context")
    window.resize(1280, 800)
    window.steps.setCurrentRow(4)
    analyze = window.pages[4]
    analyze.tabs.setCurrentWidget(analyze.usefulness)  # the Usefulness tab, as the run's record has it
    settle(app)
    save(window, "5-usefulness")
    analyze.tabs.setCurrentWidget(analyze.attack_tab)  # the attack test's charts, as the report's sheet has them
    settle(app)
    save(window, "5-attack")
    analyze.tabs.setCurrentIndex(0)
    if args.only:
        window.session._mark(False)
        window.close()
        return
    window.steps.setCurrentRow(4)  # the Analyze step, whose numbers the panel explains
    window.show_help()
    settle(app)
    window.grab().save(str(folder / "7-help.png"))
    print(folder / "7-help.png")
    dialog = ImportDialog(hospital_sample_paths().data, window)
    dialog.wait()
    settle(app)
    dialog.show()
    settle(app)
    dialog.grab().save(str(folder / "0-import.png"))
    print(folder / "0-import.png")
    dialog.reject()
    window.session._mark(False)  # nothing to save: close without asking
    window.close()


if __name__ == "__main__":
    main()
