"""Paths and words: the default folders come from the platform (Documents), file dialogs start where the user
last chose a file, and the Privacy page says in words which risk threshold counts — with no invasion threshold
contradicting a typed one."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths, Qt

from privdesk.gui.folders import chosen, documents_folder, release_folder, start_folder
from privdesk.gui.main_window import MainWindow
from privdesk.gui.pages.privacy_page import PrivacyPage
from privdesk.gui.pages.report_page import ReportPage


def page_of(window: MainWindow, kind: type):
    return next(p for p in window.pages if isinstance(p, kind))


def test_the_release_goes_to_the_documents_folder(qtbot):
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    assert documents and documents_folder() == Path(documents)
    assert release_folder() == documents_folder() / "PrivDesk release"
    assert release_folder().parent != Path.home()
    window = MainWindow()
    qtbot.addWidget(window)
    assert page_of(window, ReportPage).folder.text() == str(release_folder())


def test_file_dialogs_start_in_the_last_folder(tmp_path):
    assert start_folder() == str(documents_folder())
    (tmp_path / "table.csv").write_text("a\n1\n")
    assert chosen(str(tmp_path / "table.csv")) == str(tmp_path / "table.csv")
    assert start_folder() == str(tmp_path)
    chosen("")  # a cancelled dialog changes nothing
    assert start_folder() == str(tmp_path)


def test_the_privacy_page_says_which_threshold_counts(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.open_sample()
    privacy = page_of(window, PrivacyPage)
    items = [privacy.invasion.itemText(i) for i in range(privacy.invasion.count())]
    assert items == ["Low", "Medium", "High"]  # the numbers are in the sentence and the tooltips
    assert "groups of at least 20" in privacy.invasion.itemData(2, Qt.ItemDataRole.ToolTipRole)
    privacy.invasion.setCurrentIndex(privacy.invasion.findData("high"))
    privacy.threshold.setValue(0)
    words = privacy.threshold_words.text()
    assert words.startswith("Highest risk allowed: 0.05, from the invasion of privacy (high)")
    assert "at least 20 records" in words
    privacy.threshold.setValue(0.2)
    words = privacy.threshold_words.text()
    assert words.startswith("Highest risk allowed: 0.2, set here") and "at least 5 records" in words
    assert "0.05" not in words
