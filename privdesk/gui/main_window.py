"""The main window: a guided flow Data → Attributes → Privacy → Anonymize → Analyze → Context → Report, a status
line that always says what is still missing, and a progress bar with Cancel for long work."""

from __future__ import annotations

import json
import re
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QListWidget,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QStackedWidget,
    QTextBrowser,
    QWidget,
)

from privdesk import __version__
from privdesk.common.i18n import LANGUAGES, current_language
from privdesk.engine.core.errors import InputError
from privdesk.gui import recent_files as recent
from privdesk.gui.folders import chosen, start_folder
from privdesk.gui.help_texts import help_document
from privdesk.gui.import_dialog import choose_and_read, read_through_dialog
from privdesk.gui.names import file_filter
from privdesk.gui.pages.analyze_page import AnalyzePage
from privdesk.gui.pages.anonymize_page import AnonymizePage
from privdesk.gui.pages.attributes_page import AttributesPage
from privdesk.gui.pages.context.page import ContextPage
from privdesk.gui.pages.data_page import DataPage
from privdesk.gui.pages.privacy_page import PrivacyPage
from privdesk.gui.pages.report_page import ReportPage
from privdesk.gui.session import Session
from privdesk.gui.startup.first_geometry import fit_to_screen
from privdesk.gui.startup.language import choose_language, chosen_language, startup_language
from privdesk.gui.worker import JobRunner, failure_kind, failure_reason
from privdesk.io.atomic import atomic_write_text
from privdesk.io.formats import is_database_url

# Said in the chosen language itself, since the window does not speak it yet.
RESTART_MESSAGE = {"en": "PrivDesk will speak {language} when it starts next time.",
                   "zh_CN": "PrivDesk 下次启动时将使用{language}。",
                   "zh_TW": "PrivDesk 下次啟動時將使用{language}。"}


class MainWindow(QMainWindow):
    AUTOSAVE_INTERVAL_MS = 60_000  # how often an unsaved project is written to its recovery file

    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("PrivDesk {version}").format(version=__version__))
        self.setAcceptDrops(True)
        fit_to_screen(self)  # 1280×800, or what a smaller screen holds
        self.session = Session(self)
        self.runner = JobRunner(self)

        self.steps = QListWidget()
        self.stack = QStackedWidget()
        self.pages = [DataPage(self.session, self.runner), AttributesPage(self.session, self.runner),
                      PrivacyPage(self.session, self.runner), AnonymizePage(self.session, self.runner),
                      AnalyzePage(self.session, self.runner), ContextPage(self.session, self.runner),
                      ReportPage(self.session, self.runner)]
        self.step_names = [self.tr("Data"), self.tr("Attributes"), self.tr("Privacy"), self.tr("Anonymize"),
                           self.tr("Analyze"), self.tr("Context"), self.tr("Report")]
        for number, (name, page) in enumerate(zip(self.step_names, self.pages), start=1):
            self.steps.addItem(f"{number}  {name}")
            self.stack.addWidget(page)
        # as wide as the longest step name, so that the pages keep the room at 1024 pixels
        self.steps.setFixedWidth(self.steps.sizeHintForColumn(0) + 2 * self.steps.frameWidth() + 16)
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
        self.runner.partial.connect(self._on_partial)
        self.session.project_changed.connect(self._update_status)
        self.session.data_changed.connect(self._update_status)
        self.session.result_changed.connect(self._update_status)
        self.session.dirty_changed.connect(self._update_title)
        self._recovery_path: Path | None = None
        self.autosave_timer = QTimer(self)
        self.autosave_timer.setInterval(self.AUTOSAVE_INTERVAL_MS)
        self.autosave_timer.timeout.connect(self.autosave)
        self.session.dirty_changed.connect(self._autosave_state)
        self.help_dock: QDockWidget | None = None
        self._build_menus()
        self._restore_layout()
        self._update_status()

    # ---------------------------------------------------------------- menus
    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        actions = [
            (self.tr("&Open table…"), QKeySequence.StandardKey.Open, self._choose_table),
            (self.tr("Open &database table…"), None, self._choose_database),
            (self.tr("Open &sample"), None, self.open_sample),
            (self.tr("Open &project…"), QKeySequence("Ctrl+Shift+O"), self._choose_project),
            (self.tr("&Save project"), QKeySequence.StandardKey.Save, self.save_project),
            (self.tr("Save project &as…"), QKeySequence.StandardKey.SaveAs, self.save_project_as),
            (self.tr("Recover unsaved project…"), None, self._choose_recovery),
            (self.tr("Audit a &release…"), None, self._audit_release),
            (self.tr("&Quit"), QKeySequence.StandardKey.Quit, self.close),
        ]
        for text, shortcut, slot in actions:
            action = QAction(text, self)
            if shortcut is not None:
                action.setShortcut(shortcut)
            action.triggered.connect(slot)
            file_menu.addAction(action)
            if slot == self._choose_recovery:
                self.recover_action = action
            if slot == self._choose_project:
                self.recent_menu = file_menu.addMenu(self.tr("Open &recent"))
                self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self._update_recover_action()
        self._fill_recent_menu()
        edit_menu = self.menuBar().addMenu(self.tr("&Edit"))
        self.undo_action = self.session.undo_stack.createUndoAction(self, self.tr("&Undo"))
        self.undo_action.setShortcuts(QKeySequence.StandardKey.Undo)
        self.redo_action = self.session.undo_stack.createRedoAction(self, self.tr("&Redo"))
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        edit_menu.addActions([self.undo_action, self.redo_action])
        go = self.menuBar().addMenu(self.tr("&Go"))
        for row in range(self.steps.count()):
            action = QAction(self.step_names[row], self)
            action.setShortcut(QKeySequence(f"Ctrl+{row + 1}"))
            action.triggered.connect(lambda checked=False, r=row: self.steps.setCurrentRow(r))
            go.addAction(action)
        language_menu = self.menuBar().addMenu(self.tr("&Language"))
        self.language_actions: dict[str, QAction] = {}
        chosen = chosen_language()
        for code, name in [("", self.tr("System default")), *LANGUAGES.items()]:
            action = QAction(name, self)
            action.setCheckable(True)
            action.setChecked(code == chosen)
            action.triggered.connect(lambda checked=False, c=code: self.set_language(c))
            language_menu.addAction(action)
            self.language_actions[code] = action
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        explanations = QAction(self.tr("&What the numbers mean"), self)
        explanations.setShortcut(QKeySequence.StandardKey.HelpContents)
        explanations.triggered.connect(self.show_help)
        help_menu.addAction(explanations)
        about = QAction(self.tr("&About PrivDesk"), self)
        about.triggered.connect(lambda: QMessageBox.about(
            self, self.tr("About PrivDesk"),
            self.tr("PrivDesk {version}: prepare tabular data for release and prove that it is safe to release. "
                    "Works offline.").format(version=__version__)))
        help_menu.addAction(about)

    # ---------------------------------------------------------------- language and help
    def set_language(self, language: str) -> None:
        """Language menu: remember the choice; the window speaks it from the next start (every page builds its
        texts once), which the message says in both the current and the chosen language."""
        choose_language(language)
        for code, action in self.language_actions.items():
            action.setChecked(code == language)
        target = language or startup_language()
        name = LANGUAGES.get(target, target)
        message = self.tr("PrivDesk will speak {language} when it starts next time.").format(language=name)
        if target != current_language():
            message += "\n\n" + RESTART_MESSAGE.get(target, "").format(language=name)
        QMessageBox.information(self, self.tr("Language"), message.strip())

    def show_help(self) -> None:
        """Help → What the numbers mean: every model, measure and risk figure explained, in a side panel."""
        if self.help_dock is None:
            self.help_dock = QDockWidget(self.tr("What the numbers mean"), self)
            self.help_dock.setObjectName("help")
            browser = QTextBrowser()
            browser.setHtml(help_document())
            browser.setMinimumWidth(260)  # a readable column even when the window is 1024 pixels wide
            self.help_dock.setWidget(browser)
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.help_dock)
            # a readable column next to the step being explained, once the dock is laid out
            QTimer.singleShot(0, lambda: self.resizeDocks([self.help_dock], [380], Qt.Orientation.Horizontal))
        self.help_dock.show()
        self.help_dock.raise_()

    # ---------------------------------------------------------------- opening and saving
    def _choose_table(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a table"), start_folder(), file_filter("table"))
        chosen(path)
        if path:
            self.import_table(Path(path))

    def _choose_database(self) -> None:
        url, given = QInputDialog.getText(self, self.tr("Open a database table"), self.tr(
            "Database URL, e.g. postgresql://user@host/database, mysql+pymysql://user@host/database or "
            "mssql+pyodbc://user@dsn (the password is asked when needed and never saved):"))
        if given and url.strip():
            self.import_table(url.strip())

    def import_table(self, path: Path | str, audit: bool = False) -> bool:
        """Open a table through the import dialog (preview, encoding, delimiter, sheet); a project opens as is."""
        if Path(path).suffix == ".privdesk":
            return self.open_file(path)
        if not self._may_discard():
            return False
        read = read_through_dialog(self, path, self.tr("Open the released table {file}").format(
            file=Path(path).name) if audit else None)
        if read is None:
            return False
        self.session.open_dataset(path, *read, audit=audit)
        if not is_database_url(str(path)):
            recent.remember_recent(path, read[1])
        self._fill_recent_menu()
        self.steps.setCurrentRow(0)
        return True

    def _choose_project(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a project"), start_folder(), file_filter("project"))
        chosen(path)
        if path:
            self.open_file(Path(path))

    def open_file(self, path: Path, audit: bool = False, **options) -> bool:
        """A table (``audit``: a release made elsewhere) or a .privdesk project, read without the import dialog;
        errors become a readable dialog."""
        if not self._may_discard():
            return False
        try:
            if Path(path).suffix == ".privdesk":
                self.session.open_project(path)
            else:
                self.session.open_table(path, audit=audit, **options)
        except InputError as error:
            self.show_error(self.tr("Cannot open the file"), str(error))
            return False
        recent.remember_recent(path, options)
        self._fill_recent_menu()
        self.steps.setCurrentRow(0)
        return True

    def _fill_recent_menu(self) -> None:
        """File → Open recent: the last opened tables and projects, then a way to clear the list."""
        menu = self.recent_menu
        menu.clear()
        files = recent.recent_files()
        for number, entry in enumerate(files, start=1):
            action = menu.addAction(self.tr("&{number}  {name}").format(number=number, name=Path(entry).name))
            action.setToolTip(entry)
            action.setStatusTip(entry)
            action.setData(entry)
            action.triggered.connect(lambda checked=False, e=entry: self.open_recent(e))
        if files:
            menu.addSeparator()
            clear = menu.addAction(self.tr("Clear the list"))
            clear.triggered.connect(self._clear_recent)
        menu.setEnabled(bool(files))

    def open_recent(self, entry: str) -> bool:
        """Open a file of File → Open recent; one that is gone leaves the list with a message."""
        if not Path(entry).exists():
            recent.forget_recent(entry)
            self._fill_recent_menu()
            self.show_error(self.tr("Cannot open the file"),
                            self.tr("{file} no longer exists; it was removed from the recent files.").format(
                                file=entry))
            return False
        return self.open_file(Path(entry), **recent.recent_options(entry))

    def _clear_recent(self) -> None:
        recent.forget_recent()
        self._fill_recent_menu()

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
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a released table"), start_folder(),
                                              file_filter("table"))
        chosen(path)
        if not path or not self.import_table(Path(path), audit=True):
            return
        answer = QMessageBox.question(
            self, self.tr("Audit a release"),
            self.tr("Do you also have the original table this release was made from (same rows, same order)? "
                    "With it the audit also measures the privacy level, entropy change and information loss."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        if answer == QMessageBox.StandardButton.Yes:
            self.choose_audit_original()

    def choose_audit_original(self) -> bool:
        """The original of the release being audited, read through the import dialog."""
        chosen = choose_and_read(self, self.tr("Open the original table"), self.tr("Open the original table {file}"))
        if chosen is None:
            return False
        try:
            self.session.set_audit_original(chosen[1])
        except InputError as error:
            self.show_error(self.tr("Cannot use this original"), str(error))
            return False
        return True

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
        self.discard_recovery()
        return True

    def save_project_as(self) -> bool:
        if self.session.project is None:
            return False
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the project"), start_folder(), file_filter("project"))
        chosen(path)
        if not path:
            return False
        try:
            self.session.save_project(path)
        except (OSError, InputError) as error:
            self.show_error(self.tr("Cannot save the project"), str(error))
            return False
        self.discard_recovery()
        return True

    def _may_discard(self) -> bool:
        if not self.session.dirty or self.session.project is None:
            return True
        answer = QMessageBox.question(
            self, self.tr("Unsaved changes"), self.tr("The project has unsaved changes. Save them first?"),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel)
        if answer == QMessageBox.StandardButton.Save:
            return self.save_project()
        if answer == QMessageBox.StandardButton.Discard:
            self.discard_recovery()
            return True
        return False

    def show_error(self, title: str, message: str) -> None:
        QMessageBox.warning(self, title, message)

    # ---------------------------------------------------------------- autosave and recovery
    def _autosave_state(self, dirty: bool) -> None:
        """The autosave timer runs while the project has unsaved changes."""
        if dirty and self.session.project is not None:
            if not self.autosave_timer.isActive():
                self.autosave_timer.start(self.AUTOSAVE_INTERVAL_MS)
        else:
            self.autosave_timer.stop()

    def _recovery_path_for(self, name: str) -> Path:
        stem = re.sub(r"[^\w.-]+", "_", name, flags=re.UNICODE).strip("._") or "untitled"
        return recent.recovery_folder() / f"{stem[:80]}{recent.RECOVERY_SUFFIX}"

    def autosave(self) -> Path | None:
        """Write the unsaved project to its recovery file (atomically); the project's own file and location stay
        as they are. None when there is nothing to write or the write failed."""
        project = self.session.project
        if project is None or not self.session.dirty:
            return None
        path = self._recovery_path_for(project.name)
        doc = project.to_dict()
        doc["data"]["path"] = str(project.data_path().resolve())  # the recovery file lives elsewhere
        if project.population is not None:
            doc["population"]["path"] = str(project.population_path().resolve())
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_text(path, json.dumps(doc, indent=2, ensure_ascii=False) + "\n")
        except OSError:
            return None  # autosave is best effort: the next tick tries again
        if self._recovery_path is not None and self._recovery_path != path:
            self._recovery_path.unlink(missing_ok=True)
        self._recovery_path = path
        self._update_recover_action()
        return path

    def discard_recovery(self) -> None:
        """The project was saved or closed cleanly: its recovery file goes."""
        if self._recovery_path is not None:
            try:
                self._recovery_path.unlink(missing_ok=True)
            except OSError:
                pass
            self._recovery_path = None
        self._update_recover_action()

    def _recoverable(self) -> list[Path]:
        return [p for p in recent.recovery_files() if p != self._recovery_path]

    def _update_recover_action(self) -> None:
        if hasattr(self, "recover_action"):
            self.recover_action.setEnabled(bool(self._recoverable()))

    def _choose_recovery(self) -> None:
        files = self._recoverable()
        if not files:
            return
        path = files[0]
        if len(files) > 1:
            names = [p.stem for p in files]
            name, ok = QInputDialog.getItem(self, self.tr("Recover unsaved project"),
                                            self.tr("Autosaved projects, newest first:"), names, 0, False)
            if not ok:
                return
            path = files[names.index(name)]
        self.recover_project(path)

    def recover_project(self, path: Path) -> bool:
        """Open an autosaved project as unsaved changes (saving asks where); its recovery file stays until the
        project is saved or closed cleanly."""
        if not self._may_discard():
            return False
        try:
            self.session.open_recovered(path)
        except InputError as error:
            self.show_error(self.tr("Cannot recover the project"), str(error))
            return False
        self._recovery_path = Path(path)
        self._update_recover_action()
        self.steps.setCurrentRow(0)
        return True

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

    def _on_failure(self, error: BaseException) -> None:
        """A job's failure, shown by its type (``worker.failure_kind``): bad input, no release meeting the
        models, too little memory, or something unexpected (with its type)."""
        kind = failure_kind(error)
        titles = {"input": self.tr("Check the data or the settings"),
                  "no_solution": self.tr("No release meets the privacy models"),
                  "memory": self.tr("Not enough memory"), "error": self.tr("The run stopped")}
        text = failure_reason(error)
        if kind == "memory":
            text = self.tr("The computer ran out of memory. Close other programs, or use fewer quasi-identifiers "
                           "or a smaller table.")
        self.show_error(titles[kind], text)

    def _on_partial(self, candidate: Any) -> None:
        """A search's best release so far (``engine.algorithms.strategy.Candidate``)."""
        score = getattr(candidate, "score", None)
        if score is not None:
            self.status.setText(self.tr("Best so far: score {score:.4f} after {nodes:,} candidates").format(
                score=score, nodes=getattr(candidate, "nodes_evaluated", 0)))

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
        self.autosave_timer.stop()
        self.discard_recovery()
        QSettings("PrivDesk", "PrivDesk").setValue("window/geometry", self.saveGeometry())
        event.accept()

    def dragEnterEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:  # noqa: N802 - Qt's name
        urls = event.mimeData().urls()
        if urls and urls[0].isLocalFile():
            self.import_table(Path(urls[0].toLocalFile()))
