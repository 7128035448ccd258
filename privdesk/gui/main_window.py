"""The main window: a guided flow Data → Attributes → Privacy → Anonymize → Analyze → Report, a status line that
always says what is still missing, and a progress bar with Cancel for long work."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (QFileDialog, QHBoxLayout, QLabel, QListWidget, QMainWindow, QMessageBox,
                               QProgressBar, QPushButton, QStackedWidget, QWidget)

from .. import __version__
from ..engine.errors import InputError
from .pages.analyze_page import AnalyzePage
from .pages.anonymize_page import AnonymizePage
from .pages.attributes_page import AttributesPage
from .pages.data_page import TABLE_FILTER, DataPage
from .pages.privacy_page import PrivacyPage
from .pages.report_page import ReportPage
from .session import Session
from .worker import JobRunner

PROJECT_FILTER = "PrivDesk projects (*.privdesk)"


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("PrivDesk {version}").format(version=__version__))
        self.setAcceptDrops(True)
        self.resize(1280, 800)
        self.session = Session(self)
        self.runner = JobRunner(self)

        self.steps = QListWidget()
        self.steps.setFixedWidth(170)
        self.stack = QStackedWidget()
        self.pages = [DataPage(self.session, self.runner), AttributesPage(self.session, self.runner),
                      PrivacyPage(self.session, self.runner), AnonymizePage(self.session, self.runner),
                      AnalyzePage(self.session, self.runner), ReportPage(self.session, self.runner)]
        titles = [self.tr("1  Data"), self.tr("2  Attributes"), self.tr("3  Privacy"), self.tr("4  Anonymize"),
                  self.tr("5  Analyze"), self.tr("6  Report")]
        for title, page in zip(titles, self.pages):
            self.steps.addItem(title)
            self.stack.addWidget(page)
        self.steps.currentRowChanged.connect(self.stack.setCurrentIndex)
        self.steps.setCurrentRow(0)
        central = QWidget()
        layout = QHBoxLayout(central)
        layout.addWidget(self.steps)
        layout.addWidget(self.stack, 1)
        self.setCentralWidget(central)

        self.status = QLabel()
        self.progress = QProgressBar()
        self.progress.setRange(0, 1000)
        self.progress.setFixedWidth(240)
        self.elapsed = QLabel()
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.clicked.connect(self.runner.cancel)
        self.statusBar().addWidget(self.status, 1)
        for widget in (self.elapsed, self.progress, self.cancel_button):
            self.statusBar().addPermanentWidget(widget)
        self._show_running(False)
        self.clock = QTimer(self)
        self.clock.setInterval(200)
        self.clock.timeout.connect(self._tick)

        self.runner.running_changed.connect(self._show_running)
        self.runner.progressed.connect(self._on_progress)
        self.runner.failed.connect(self._on_failure)
        self.session.project_changed.connect(self._update_status)
        self.session.data_changed.connect(self._update_status)
        self.session.result_changed.connect(self._update_status)
        self.session.dirty_changed.connect(self._update_title)
        self._build_menus()
        self._restore_layout()
        self._update_status()

    # ---------------------------------------------------------------- menus
    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        actions = [
            (self.tr("&Open table…"), QKeySequence.StandardKey.Open, self._choose_table),
            (self.tr("Open &sample"), None, self.open_sample),
            (self.tr("Open &project…"), QKeySequence("Ctrl+Shift+O"), self._choose_project),
            (self.tr("&Save project"), QKeySequence.StandardKey.Save, self.save_project),
            (self.tr("Save project &as…"), QKeySequence.StandardKey.SaveAs, self.save_project_as),
            (self.tr("Audit a &release…"), None, self._audit_release),
            (self.tr("&Quit"), QKeySequence.StandardKey.Quit, self.close),
        ]
        for text, shortcut, slot in actions:
            action = QAction(text, self)
            if shortcut is not None:
                action.setShortcut(shortcut)
            action.triggered.connect(slot)
            file_menu.addAction(action)
        go = self.menuBar().addMenu(self.tr("&Go"))
        for row in range(self.steps.count()):
            action = QAction(self.steps.item(row).text().split(maxsplit=1)[1], self)
            action.setShortcut(QKeySequence(f"Ctrl+{row + 1}"))
            action.triggered.connect(lambda checked=False, r=row: self.steps.setCurrentRow(r))
            go.addAction(action)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        about = QAction(self.tr("&About PrivDesk"), self)
        about.triggered.connect(lambda: QMessageBox.about(
            self, self.tr("About PrivDesk"),
            self.tr("PrivDesk {version}: prepare tabular data for release and prove that it is safe to release. "
                    "Works offline.").format(version=__version__)))
        help_menu.addAction(about)

    # ---------------------------------------------------------------- opening and saving
    def _choose_table(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a table"), "", TABLE_FILTER)
        if path:
            self.open_file(Path(path))

    def _choose_project(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a project"), "", PROJECT_FILTER)
        if path:
            self.open_file(Path(path))

    def open_file(self, path: Path, **options) -> bool:
        """A table or a .privdesk project; errors become a readable dialog."""
        if not self._may_discard():
            return False
        try:
            if Path(path).suffix == ".privdesk":
                self.session.open_project(path)
            else:
                self.session.open_table(path, **options)
        except InputError as error:
            self.show_error(self.tr("Cannot open the file"), str(error))
            return False
        self.steps.setCurrentRow(0)
        return True

    def open_sample(self) -> bool:
        if not self._may_discard():
            return False
        try:
            self.session.open_sample()
        except InputError as error:
            self.show_error(self.tr("Cannot open the sample"), str(error))
            return False
        return True

    def _audit_release(self) -> None:
        """Audit a table released elsewhere: open it, mark roles and levels, then check and report without
        anonymizing (the Anonymize step is skipped)."""
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a released table"), "", TABLE_FILTER)
        if path and self.open_file(Path(path)):
            self.session.audit_mode = True
            self.session.project_changed.emit()

    def save_project(self) -> bool:
        if self.session.project is None:
            return False
        if self.session.project.location is None:
            return self.save_project_as()
        try:
            self.session.save_project()
        except (OSError, InputError) as error:
            self.show_error(self.tr("Cannot save the project"), str(error))
            return False
        return True

    def save_project_as(self) -> bool:
        if self.session.project is None:
            return False
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the project"), "", PROJECT_FILTER)
        if not path:
            return False
        try:
            self.session.save_project(path)
        except (OSError, InputError) as error:
            self.show_error(self.tr("Cannot save the project"), str(error))
            return False
        return True

    def _may_discard(self) -> bool:
        if not self.session.dirty or self.session.project is None:
            return True
        answer = QMessageBox.question(
            self, self.tr("Unsaved changes"), self.tr("The project has unsaved changes. Save them first?"),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel)
        if answer == QMessageBox.StandardButton.Save:
            return self.save_project()
        return answer == QMessageBox.StandardButton.Discard

    def show_error(self, title: str, message: str) -> None:
        QMessageBox.warning(self, title, message)

    # ---------------------------------------------------------------- status and progress
    def _update_status(self) -> None:
        missing = self.session.missing()
        if self.session.result is not None:
            text = self.tr("Released: see Analyze and Report.")
        elif missing:
            text = self.tr("Still missing: {what}").format(what=missing[0])
        else:
            text = self.tr("Ready to anonymize (step 4).")
        self.status.setText(text)
        self.status.setToolTip("\n".join(missing))

    def _update_title(self, dirty: bool) -> None:
        name = self.session.project.name if self.session.project is not None else ""
        title = self.tr("PrivDesk {version}").format(version=__version__)
        self.setWindowTitle(f"{'*' if dirty else ''}{name} — {title}" if name else title)

    def _show_running(self, running: bool) -> None:
        for widget in (self.progress, self.cancel_button, self.elapsed):
            widget.setVisible(running)
        if running:
            self.progress.setValue(0)
            self.clock.start()
        elif hasattr(self, "clock"):
            self.clock.stop()

    def _on_progress(self, fraction: float, message: str) -> None:
        self.progress.setValue(int(fraction * 1000))
        self.progress.setFormat(message or "%p%")

    def _tick(self) -> None:
        self.elapsed.setText(self.tr("{seconds:.1f} s").format(seconds=time.monotonic() - self.runner.started_at))

    def _on_failure(self, message: str) -> None:
        self.show_error(self.tr("The run stopped"), message)

    # ---------------------------------------------------------------- window life
    def _restore_layout(self) -> None:
        settings = QSettings("PrivDesk", "PrivDesk")
        geometry = settings.value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if self.runner.running:
            self.runner.cancel()
            self.runner.wait(5000)
        if not self._may_discard():
            event.ignore()
            return
        QSettings("PrivDesk", "PrivDesk").setValue("window/geometry", self.saveGeometry())
        event.accept()

    def dragEnterEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:  # noqa: N802 - Qt's name
        urls = event.mimeData().urls()
        if urls and urls[0].isLocalFile():
            self.open_file(Path(urls[0].toLocalFile()))
