"""The window in another language: nothing the user reads bypasses translation (checked with a pseudo-translation
that wraps every translated string in « »), the real Chinese translation is installed and used, the Language menu
remembers the choice, and the Help panel explains every model, measure and risk figure."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QSettings, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QTableWidget,
    QTabWidget,
    QWidget,
)

from privdesk.common import i18n
from privdesk.gui import help_texts
from privdesk.gui.import_dialog import ImportDialog
from privdesk.gui.main_window import MainWindow
from privdesk.gui.pages.anonymize_page import AnonymizePage
from privdesk.gui.startup.language import install_language
from privdesk.report.sheets.context.fields import REFERENCES
from tests.gui.test_analyze_report import anonymized_result

# Words that are the same in every language: the product, file formats and units, and shortcuts.
UNTRANSLATED = {"PrivDesk", "ARX", "CSV", "csv", "xlsx", "xls", "utf", "sig", "gb18030", "big5", "cp1252", "latin",
                "big", "tab", "English", "Ctrl", "Shift", "WHD", "AECS", "EMD", "GB", "minisign", "Ed25519", "SHA", "HMAC"}

CITATIONS = {reference.source for reference in REFERENCES}
"""The publications of the risk thresholds' reference values, cited as published (the Context step shows them)."""


class PseudoTranslator(QTranslator):
    """Every string the window passes through Qt's translation *and that the translation file holds* comes back as
    «string»; one lupdate did not collect (so no translator ever sees it) stays English and is caught."""

    def __init__(self) -> None:
        super().__init__()
        self.known = {(context, source) for context, source, _t, _f in
                      i18n.read_ts(i18n.translations_dir() / "privdesk_zh_CN.ts")}

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: D401 - Qt's signature
        # Qt's own words (standard buttons, contexts like QPlatformTheme) come from Qt's qtbase translation
        ours = (context, source) in self.known or context.startswith("Q")
        return f"«{source}»" if ours else source

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return False


@pytest.fixture
def private_settings(tmp_path, monkeypatch):
    path = tmp_path / "settings.ini"
    monkeypatch.setattr("privdesk.gui.startup.language.settings", lambda: QSettings(str(path), QSettings.Format.IniFormat))
    return path


@pytest.fixture
def pseudo_language(monkeypatch, qapp):
    translator = PseudoTranslator()
    qapp.installTranslator(translator)
    known = {source: f"«{source}»" for _c, source, _t, _f in i18n.read_ts(i18n.translations_dir() / "core_zh_CN.ts")}
    monkeypatch.setattr(i18n, "catalogue", lambda language: known)
    i18n.set_language("zh_CN")
    yield
    qapp.removeTranslator(translator)
    i18n.set_language("en")


def visible_texts(root: QWidget) -> list[str]:
    """What a user can read in a window: labels, buttons, group titles, combo items, tabs, list items, table
    headers, menus, dock titles, placeholders and tooltips."""
    texts = [root.windowTitle()]
    for widget in [root, *root.findChildren(QWidget)]:
        if isinstance(widget, QLabel):
            texts.append(widget.text())
        elif isinstance(widget, QAbstractButton):
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        elif isinstance(widget, QTabWidget):
            texts += [widget.tabText(i) for i in range(widget.count())]
        elif isinstance(widget, QListWidget):
            texts += [widget.item(i).text() for i in range(widget.count())]
        elif isinstance(widget, QTableWidget):
            texts += [widget.horizontalHeaderItem(i).text() for i in range(widget.columnCount())
                      if widget.horizontalHeaderItem(i) is not None]
        elif isinstance(widget, QLineEdit):
            texts.append(widget.placeholderText())
        elif isinstance(widget, QDockWidget):
            texts.append(widget.windowTitle())
        elif isinstance(widget, QMenu):
            texts.append(widget.title())
            texts += [action.text() for action in widget.actions()]
        texts.append(widget.toolTip())
    return [t for t in texts if t]


def untranslated(texts: list[str], data_words: set[str]) -> list[str]:
    """Texts that still hold an English word once translated parts, data and markup are taken out."""
    bad = []
    for text in texts:
        rest = re.sub(r"<[^>]+>|&\w+;", " ", text)
        rest = re.sub(r"«[^«»]*»", " ", rest)
        while "«" in rest:  # nested: a translated string with a translated string inside
            rest = re.sub(r"«[^«»]*»", " ", rest)
        words = [w for w in re.findall(r"[A-Za-z][A-Za-z]{2,}", rest) if w not in UNTRANSLATED
                 and w not in data_words]
        if words:
            bad.append(text)
    return bad


def data_words(window: MainWindow) -> set[str]:
    """Words that come from the user's data and files (column names, values, file names): never translated."""
    words: set[str] = set()
    dataset = window.session.dataset
    pieces = [c.name for c in dataset.columns]
    pieces += [str(v) for c in dataset.columns for v in c.values[:5000] if v is not None]
    pieces += [str(dataset.source.path), window.session.project.name, *window.session.project.hierarchies]
    for hierarchy in window.session.project.hierarchies.values():
        pieces += [str(label) for level in hierarchy.labels for label in level]
    for piece in pieces:
        words.update(re.findall(r"[A-Za-z]+", piece))
    return words


def test_nothing_the_window_shows_bypasses_translation(pseudo_language, qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    assert window.open_sample()
    window.session.set_result(anonymized_result(window.session))
    window.show_help()
    allowed = data_words(window)
    bad: list[str] = []
    for row in range(window.steps.count()):
        window.steps.setCurrentRow(row)
        qtbot.wait(50)
        bad += untranslated([text for text in visible_texts(window) if text not in CITATIONS], allowed)
    dialog = ImportDialog(window.session.dataset.source.path, window)
    qtbot.addWidget(dialog)
    dialog.wait()
    qtbot.waitUntil(lambda: dialog.dataset is not None, timeout=20_000)
    bad += untranslated(visible_texts(dialog), allowed)
    menus = [action.menu() for action in window.menuBar().actions() if action.menu() is not None]
    for menu in menus:
        menu.aboutToShow.emit()
        bad += untranslated([menu.title(), *[a.text() for a in menu.actions()]], allowed)
    assert not sorted(set(bad)), "\n".join(sorted(set(bad)))


def test_the_chinese_translation_is_installed_and_used(qapp, qtbot):
    try:
        assert install_language(qapp, "zh_CN") == "zh_CN"
        window = MainWindow()
        qtbot.addWidget(window)
        menus = [action.text() for action in window.menuBar().actions()]
        assert menus[0] == "文件(&F)" or "文件" in menus[0], menus
        assert all(re.search(r"[\u4e00-\u9fff]", text) for text in menus), menus
        assert re.search(r"[\u4e00-\u9fff]", window.steps.item(0).text())
        assert i18n.current_language() == "zh_CN"
        assert re.search(r"[\u4e00-\u9fff]", help_texts.model_help("k-anonymity").protects)
    finally:
        install_language(qapp, "en")
    assert i18n.current_language() == "en"
    assert help_texts.model_help("k-anonymity").title == "k-anonymity"


def test_the_language_menu_remembers_the_choice(private_settings, monkeypatch, qtbot):
    said = []
    monkeypatch.setattr("privdesk.gui.main_window.QMessageBox.information",
                        lambda parent, title, text: said.append(text))
    window = MainWindow()
    qtbot.addWidget(window)
    window.language_actions["zh_CN"].trigger()
    assert QSettings(str(private_settings), QSettings.Format.IniFormat).value("language") == "zh_CN"
    assert window.language_actions["zh_CN"].isChecked() and not window.language_actions["en"].isChecked()
    assert "简体中文" in said[-1] and "下次启动" in said[-1]  # said in the chosen language too
    window.language_actions[""].trigger()
    assert QSettings(str(private_settings), QSettings.Format.IniFormat).value("language") == ""


def test_the_help_panel_explains_every_model_measure_and_risk_figure(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show_help()
    document = window.help_dock.widget().toPlainText()
    for table in (help_texts.MODELS, help_texts.MEASURES, help_texts.RISK):
        for entry in table.values():
            assert entry.title in document and entry.failing[:40] in document


def test_strategy_model_and_budget_words_are_chinese_in_the_chinese_window(qapp, qtbot):
    """#30.8: "使用 optimal，隐私模型为 k-anonymity", "已使用 optimal 发布" and the DP budget line stayed English."""
    try:
        assert install_language(qapp, "zh_CN") == "zh_CN"
        window = MainWindow()
        qtbot.addWidget(window)
        assert window.open_sample()
        page = window.findChild(AnonymizePage)
        page._show()
        ready = page.explanation.text()
        window.session.set_result(anonymized_result(window.session))
        page._show()
        texts = [ready, page.outcome.toPlainText(), page.dp_panel.ledger.text()]
        for text in texts:
            assert not re.search(r"optimal|k-anonymity|No differentially", text), text
        assert "最优泛化" in ready and "k-匿名" in ready, ready
        assert "最优泛化" in texts[1], texts[1]
        assert re.search(r"[\u4e00-\u9fff]", texts[2]), texts[2]
    finally:
        install_language(qapp, "en")
