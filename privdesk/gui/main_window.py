"""The main window (a frame for now: open a table and look at it; the guided flow comes with the window issue)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QLabel, QMainWindow, QMessageBox, QTableView

from .. import __version__
from ..engine.errors import InputError
from ..app.tables import open_table
from .table_model import DatasetModel

TABLE_FILTER = "Tables (*.csv *.txt *.tsv *.xlsx *.xls);;All files (*)"


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("PrivDesk {version}").format(version=__version__))
        self.resize(1100, 700)
        self.model = DatasetModel(parent=self)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.setCentralWidget(self.table)
        self.status = QLabel(self.tr("Open a table to begin (File → Open, or File → Open sample)."))
        self.statusBar().addWidget(self.status)
        self.dataset = None

        menu = self.menuBar().addMenu(self.tr("&File"))
        open_action = QAction(self.tr("&Open…"), self, shortcut=QKeySequence.Open)
        open_action.triggered.connect(self._choose_file)
        sample_action = QAction(self.tr("Open &sample"), self)
        sample_action.triggered.connect(self.open_sample)
        quit_action = QAction(self.tr("&Quit"), self, shortcut=QKeySequence.Quit)
        quit_action.triggered.connect(self.close)
        for action in (open_action, sample_action, quit_action):
            menu.addAction(action)

    def _choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a table"), "", TABLE_FILTER)
        if path:
            self.open_file(Path(path))

    def open_sample(self) -> bool:
        """The bundled hospital sample, read as its project says (roles, types)."""
        from ..app.bundled_samples import hospital_sample_paths
        from ..app.project import Project

        paths = hospital_sample_paths()
        return self._show(paths.data, lambda: Project.load(paths.project).load_data())

    def open_file(self, path: Path) -> bool:
        return self._show(path, lambda: open_table(path))

    def _show(self, path: Path, load) -> bool:
        try:
            dataset = load()
        except InputError as error:
            QMessageBox.warning(self, self.tr("Cannot open the table"), str(error))
            return False
        self.dataset = dataset
        self.model.set_dataset(dataset)
        self.status.setText(self.tr("{file}: {rows} rows, {columns} columns").format(
            file=path.name, rows=f"{dataset.n_rows:,}", columns=len(dataset.columns)))
        return True
