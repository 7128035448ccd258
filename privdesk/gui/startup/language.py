"""The window's language: the user's choice (Language menu, kept in QSettings) or the system's, installed as Qt
translators (PrivDesk's own .qm and Qt's for standard dialogs) together with the non-Qt catalogue, and a CJK font
when Chinese is spoken on a machine without one."""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator
from PySide6.QtGui import QFontDatabase

from privdesk.common.i18n import (
    ENGLISH,
    LANGUAGES,
    language_for_locale,
    set_language,
    system_language,
    translations_dir,
)
from privdesk.common.paths import bundled_fonts

SETTING = "language"   # "" = follow the system


def settings() -> QSettings:
    return QSettings("PrivDesk", "PrivDesk")


def chosen_language() -> str:
    """The Language menu's choice, or '' to follow the system."""
    value = str(settings().value(SETTING, "") or "")
    return value if value in LANGUAGES else ""


def choose_language(language: str) -> None:
    settings().setValue(SETTING, language if language in LANGUAGES else "")


def startup_language() -> str:
    """The language the window starts in: PRIVDESK_LANG, then the Language menu's choice, then the system's."""
    if os.environ.get("PRIVDESK_LANG"):
        return system_language()
    return chosen_language() or language_for_locale(QLocale.system().name())


def install_language(app: QCoreApplication, language: str) -> str:
    """Speak ``language`` in this application (translators replace any installed before). Returns the language
    actually installed (English when a translation file is missing)."""
    for translator in getattr(app, "_privdesk_translators", []):
        app.removeTranslator(translator)
    app._privdesk_translators = []
    if language not in LANGUAGES or language == ENGLISH:
        set_language(ENGLISH)
        return ENGLISH
    own = QTranslator(app)
    if not own.load(str(translations_dir() / f"privdesk_{language}.qm")):
        set_language(ENGLISH)
        return ENGLISH
    qt = QTranslator(app)
    if qt.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        app._privdesk_translators.append(qt)
    app.installTranslator(own)
    app._privdesk_translators.append(own)
    set_language(language)
    ensure_cjk_font()
    return language


def ensure_cjk_font() -> None:
    """Chinese needs a font with its characters: add the bundled one when the system has none."""
    writing = QFontDatabase.WritingSystem.SimplifiedChinese
    if QFontDatabase.families(writing):
        return
    for path in bundled_fonts():
        QFontDatabase.addApplicationFont(str(path))
