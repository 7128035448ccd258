"""File → Open table: read the file in a worker thread, show how it was read (encoding, delimiter, sheet, missing
tokens) and a preview of the table with each column's inferred type, and let the user change how it is read before
anything replaces the open project. The table read here is the one that opens, so the file is read once."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from privdesk.engine.core.dataset import DEFAULT_MISSING, Dataset
from privdesk.engine.core.errors import InputError
from privdesk.gui.table_model import DatasetModel
from privdesk.gui.worker import JobRunner, failure_reason
from privdesk.io.formats import format_of, is_database_url, public_url, sqlite_tables
from privdesk.io.tables import open_table, other_sheets_note, sheet_names

ENCODINGS = ["", "utf-8", "utf-8-sig", "gb18030", "big5", "cp1252", "latin-1"]
DELIMITERS = {"": None, ",": ",", ";": ";", "tab": "\t", "|": "|"}
EXCEL_SUFFIXES = (".xlsx", ".xlsm", ".xls")


def missing_tokens_text(tokens: tuple[str, ...]) -> str:
    """Missing-value tokens as the user types them: comma-separated, the empty cell written as ''."""
    return ", ".join("''" if token == "" else token for token in tokens)


def parse_missing_tokens(text: str) -> tuple[str, ...]:
    tokens = [token.strip() for token in text.split(",")]
    return tuple(dict.fromkeys("" if token in ("''", '""') else token for token in tokens))


class ImportDialog(QDialog):
    """Preview a table before opening it. After ``exec()`` returns Accepted, ``dataset`` is the table as read and
    ``options`` the overrides used (encoding, delimiter, sheet, missing_tokens), for the project to read it again
    the same way."""

    def __init__(self, path: str | Path, parent: QWidget | None = None, title: str | None = None) -> None:
        super().__init__(parent)
        self.url = str(path) if is_database_url(str(path)) else None
        self.path = Path(path) if self.url is None else Path(public_url(self.url).rpartition("/")[2] or "database")
        self.dataset: Dataset | None = None
        self.options: dict[str, Any] = {}
        self._password: str | None = None  # a database's, for this dialog's reads only: never in the options
        self.setWindowTitle(title or self.tr("Open {file}").format(
            file=public_url(self.url) if self.url else self.path.name))
        self.resize(1000, 640)
        self.runner = JobRunner(self)
        self.runner.succeeded.connect(self._read)
        self.runner.failed.connect(self._failed)

        self.encoding = QComboBox()
        self.encoding.addItems([self.tr("detect") if e == "" else e for e in ENCODINGS])
        self.delimiter = QComboBox()
        self.delimiter.addItems([self.tr("detect") if d == "" else d for d in DELIMITERS])
        self.sheet = QComboBox()
        self.missing = QLineEdit(missing_tokens_text(DEFAULT_MISSING))
        self.missing.setMinimumWidth(220)
        self.missing.setToolTip(self.tr("Cell values that mean 'no value', separated by commas; '' is the empty "
                                        "cell. Missing values are counted and kept apart from real values."))
        self.reread = QPushButton(self.tr("Read again with these options"))
        self.reread.clicked.connect(self.read)
        self.query = QLineEdit()
        self.query.setPlaceholderText(self.tr("SELECT … (instead of a table)"))
        excel = self.path.suffix.lower() in EXCEL_SUFFIXES
        typed = self.url is not None or (self.path.is_file() and format_of(self.path, _head(self.path)) is not None)
        database = self.url is not None or (typed and format_of(self.path, _head(self.path)) == "sqlite")
        if excel:
            try:
                self.sheet.addItems(sheet_names(self.path))
            except InputError:
                pass  # the read below reports what is wrong with the file
        self.encoding.setEnabled(not excel and not typed)
        self.delimiter.setEnabled(not excel and not typed)
        self.sheet.setEnabled(self.sheet.count() > 1)
        self.sheet.setEditable(database)
        self.query.setEnabled(database)
        if database:
            if self.url is None:
                self.sheet.addItems(sqlite_tables(self.path))
            self.sheet.setEnabled(True)
            self.sheet.setToolTip(self.tr("The database table to open; empty: its only table"))

        form = QFormLayout()
        form.addRow(self.tr("Encoding"), self.encoding)
        form.addRow(self.tr("Delimiter"), self.delimiter)
        form.addRow(self.tr("Sheet or table"), self.sheet)
        form.addRow(self.tr("Query"), self.query)
        form.addRow(self.tr("Missing values"), self.missing)
        form.addRow(self.reread)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)  # reading has no measurable steps: an indefinite bar
        top = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(self.summary)
        left.addWidget(self.busy)
        left.addStretch(1)
        top.addLayout(left, 1)
        top.addLayout(form)

        self.model = DatasetModel(parent=self)
        self.preview = QTableView()
        self.preview.setModel(self.model)
        self.preview.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.preview.horizontalHeader().setDefaultSectionSize(120)
        self.preview.verticalHeader().setDefaultSectionSize(22)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open |
                                        QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.preview, 1)
        layout.addWidget(self.buttons)
        self.read()

    # ------------------------------------------------------------------ reading
    def chosen_options(self) -> dict[str, Any]:
        """The overrides as open_table takes them (detection where none is chosen)."""
        options: dict[str, Any] = {
            "encoding": ENCODINGS[self.encoding.currentIndex()] or None,
            "delimiter": list(DELIMITERS.values())[self.delimiter.currentIndex()],
            "sheet": self.sheet.currentText() or None if self.sheet.isEnabled() else None,
            "query": self.query.text().strip() or None,
        }
        tokens = parse_missing_tokens(self.missing.text())
        if tokens != DEFAULT_MISSING:
            options["missing_tokens"] = tokens
        return {name: value for name, value in options.items() if value is not None}

    def read(self) -> None:
        if self.runner.running:
            return
        options = self.chosen_options()
        self._pending = options
        self.dataset = None
        self.model.set_dataset(None)
        self._set_busy(True)
        self._note = "" if self.url else memory_note(self.path)
        self.summary.setText(self.tr("Reading {file}…").format(file=self.path.name) + self._note)
        path = self.url or self.path
        password = self._password
        self.runner.start(lambda progress: open_table(path, password=password, **options))

    def wait(self, milliseconds: int = 60_000) -> bool:
        """Wait for the read in progress (tests and scripts)."""
        return self.runner.wait(milliseconds)

    def _set_busy(self, busy: bool) -> None:
        self.busy.setVisible(busy)
        self.reread.setEnabled(not busy)
        self.buttons.button(QDialogButtonBox.StandardButton.Open).setEnabled(not busy and self.dataset is not None)

    def _read(self, dataset: Dataset) -> None:
        self.dataset, self.options = dataset, dict(self._pending)
        self.model.set_dataset(dataset)
        self._set_busy(False)
        self.summary.setText(describe_reading(dataset) + getattr(self, "_note", ""))

    def _failed(self, error: BaseException) -> None:
        message = failure_reason(error)
        self.dataset = None
        self._set_busy(False)
        if self.url is not None and self._password is None and "password" in message.lower():
            password = ask_password(self, self.url)
            if password is not None:
                self._password = password
                self.read()
                return
        self.summary.setText(self.tr("<b>This file cannot be read with these options.</b><br>{message}<br>Change "
                                     "the encoding, delimiter or sheet and read it again.").format(
            message=message.replace("&", "&amp;").replace("<", "&lt;")) + getattr(self, "_note", ""))

    def done(self, result: int) -> None:
        self.runner.cancel()
        self.runner.wait()
        super().done(result)


def ask_password(parent: QWidget | None, url: str) -> str | None:
    """Ask for a database's password (kept by the caller for one read, never saved); None when cancelled."""
    password, given = QInputDialog.getText(
        parent, QCoreApplication.translate("ImportDialog", "Database password"),
        QCoreApplication.translate("ImportDialog", "Password for {url} (not saved):").format(url=public_url(url)),
        QLineEdit.EchoMode.Password)
    return password if given else None


def _head(path: Path) -> bytes:
    try:
        with open(path, "rb") as handle:
            return handle.read(16)
    except OSError:
        return b""


def read_through_dialog(parent: QWidget, path: str | Path, title: str | None = None
                        ) -> tuple[Dataset, dict[str, Any]] | None:
    """Read ``path`` through the import dialog: (the table as read, the options used), or None when the user
    cancels."""
    dialog = ImportDialog(path, parent, title)
    if dialog.exec() != QDialog.DialogCode.Accepted or dialog.dataset is None:
        return None
    return dialog.dataset, dialog.options


def choose_and_read(parent: QWidget, caption: str, title: str) -> tuple[Path, Dataset, dict[str, Any]] | None:
    """Pick a table file, then read it through the import dialog titled ``title`` ('{file}' is its name):
    (path, table, options), or None when the user cancels either."""
    from privdesk.gui.names import file_filter

    path, _ = QFileDialog.getOpenFileName(parent, caption, "", file_filter("table"))
    if not path:
        return None
    read = read_through_dialog(parent, path, title.format(file=Path(path).name))
    return None if read is None else (Path(path), *read)


def memory_note(path: Path) -> str:
    """The memory a file would take to open (estimated from its size, ``engine.rows``) and, when that is more than
    this machine can spare, that it is anonymized out of core from the command line."""
    from privdesk.engine.rows import choose_engine, estimated_memory

    try:
        needed = estimated_memory(path)
    except OSError:
        return ""
    size = f"{needed / 1e9:.1f} GB" if needed >= 1e8 else f"{needed / 1e6:.0f} MB"
    if choose_engine(path) == "memory":
        return QCoreApplication.translate("ImportDialog", "<br>About {size} of memory to open.").format(size=size)
    return QCoreApplication.translate(
        "ImportDialog", "<br>About {size} of memory to open, more than this machine can spare: anonymize it out of "
                        "core with <code>privdesk anonymize {file} --engine duckdb …</code>").format(
        size=size, file=path.name)


def describe_reading(dataset: Dataset) -> str:
    """How a table was read, in a sentence: rows, columns, encoding and delimiter (or sheet), missing and failing
    cells. Shared by the import dialog and the Data page."""
    source = dataset.source
    how = (QCoreApplication.translate("ImportDialog", "{kind}, table '{table}'").format(
               kind=source.kind, table=source.sheet or source.query) if source.kind in ("sqlite", "sql") else
           QCoreApplication.translate("ImportDialog", "{kind}, value labels shown for {columns}").format(
               kind=source.kind, columns=", ".join(name for name, _labels in source.value_labels))
           if source.value_labels else
           source.kind if source.kind not in ("csv", "xlsx", "xls") else
           QCoreApplication.translate("ImportDialog", "sheet '{sheet}'").format(sheet=source.sheet)
           if source.sheet is not None else
           QCoreApplication.translate("ImportDialog", "encoding {encoding}, delimiter '{delimiter}'").format(
               encoding=source.encoding, delimiter={"\t": "tab"}.get(source.delimiter, source.delimiter)))
    failing = sum(c.invalid_count for c in dataset.columns)
    missing = sum(c.missing_count for c in dataset.columns)
    text = QCoreApplication.translate(
        "ImportDialog", "{file}: {rows} rows, {columns} columns ({how}); {missing} missing cells, {failing} values "
                        "that do not fit their column's type (shaded red).").format(
        file=Path(source.path or "").name, rows=f"{dataset.n_rows:,}", columns=len(dataset.columns), how=how,
        missing=f"{missing:,}", failing=f"{failing:,}")
    note = other_sheets_note(dataset)  # a workbook with several sheets: never silently the first
    if note is not None:
        text += " " + QCoreApplication.translate("ImportDialog", "{note}; choose another in the Sheet box and read "
                                                                 "again.").format(note=note[:1].upper() + note[1:])
    return text
