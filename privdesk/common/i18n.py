"""Languages: which one PrivDesk speaks, and the small catalogue for the parts that are not Qt (command line, Excel
report, charts, help texts).

The window translates through Qt (``tr()``, compiled ``privdesk_<lang>.qm``); everything else calls :func:`_`
here, whose translations live in ``resources/translations/core_<lang>.ts`` — the same Qt Linguist format, so a
translator uses one tool for both files. ``tools/update_translations.py`` collects the source strings of both and
compiles the ``.qm`` files; tests fail when a string lacks a finished translation or a translation loses a
``{placeholder}``.

The language follows the system locale (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``; the window asks Qt,
which also knows Windows' setting), unless ``PRIVDESK_LANG`` or the window's Language menu says otherwise.
"""

from __future__ import annotations

import locale
import os
import re
import xml.etree.ElementTree as ElementTree
from functools import lru_cache
from pathlib import Path

from privdesk.common.text_width import display_width  # noqa: F401  (aligned CLI text: one home for display width)

ENGLISH = "en"
LANGUAGES = {"en": "English", "zh_CN": "简体中文", "zh_TW": "繁體中文"}
"""Every language PrivDesk ships, by code, named in itself (as a Language menu shows them)."""

CORE_CONTEXT = "PrivDesk"
_language = ENGLISH


def language_for_locale(name: str | None) -> str:
    """The shipped language for a locale name such as ``zh_CN.UTF-8``, ``zh-Hant-TW``, ``zh_HK`` or ``de_DE``
    (English for any language PrivDesk does not ship)."""
    if not name:
        return ENGLISH
    name = name.split(".")[0].split("@")[0].replace("-", "_")
    if name in LANGUAGES:
        return name
    parts = name.split("_")
    if parts[0].lower() != "zh":
        return ENGLISH
    traditional = any(part.upper() in ("TW", "HK", "MO", "HANT") for part in parts[1:])
    return "zh_TW" if traditional else "zh_CN"


def system_language() -> str:
    """The language of the environment: ``PRIVDESK_LANG``, then the POSIX locale variables, then Python's
    locale (Windows)."""
    for variable in ("PRIVDESK_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable)
        if value:
            return language_for_locale(value.split(":")[0])
    try:
        return language_for_locale(locale.getlocale()[0])
    except ValueError:
        return ENGLISH


def set_language(language: str) -> None:
    """Speak ``language`` from now on (a code of :data:`LANGUAGES`; anything else means English)."""
    global _language
    _language = language if language in LANGUAGES else ENGLISH


def current_language() -> str:
    return _language


def _(text: str) -> str:
    """``text`` in the current language (the English source when no translation exists)."""
    if _language == ENGLISH:
        return text
    return catalogue(_language).get(text) or text


def N_(text: str) -> str:  # noqa: N802 - the conventional name of gettext's no-op marker
    """Marks a string for translation where it is defined; translate it with :func:`_` where it is shown."""
    return text


def translations_dir() -> Path:
    from privdesk.common.paths import resources_dir

    return resources_dir() / "translations"


@lru_cache(maxsize=None)
def catalogue(language: str) -> dict[str, str]:
    """The finished translations of the non-Qt strings for ``language`` (source -> translation)."""
    path = translations_dir() / f"core_{language}.ts"
    if not path.exists():
        return {}
    return {source: translation for _context, source, translation, finished in read_ts(path)
            if finished and translation}


def read_ts(path: Path) -> list[tuple[str, str, str, bool]]:
    """Every message of a Qt Linguist ``.ts`` file: (context, source, translation, finished). Obsolete and
    vanished messages are left out; a message marked ``unfinished`` is returned as not finished."""
    messages = []
    root = ElementTree.parse(path).getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            element = message.find("translation")
            kind = element.get("type") if element is not None else "unfinished"
            if kind in ("obsolete", "vanished"):
                continue
            source = message.findtext("source") or ""
            translation = (element.text or "") if element is not None else ""
            messages.append((name, source, translation, kind != "unfinished"))
    return messages


PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*(?:[:!][^{}]*)?\}|%\([a-z_]+\)[sdr]|%[sdr]")


def placeholders(text: str) -> list[str]:
    """The ``{name}`` / ``{name:,}`` fields (and argparse's ``%(prog)s`` / ``%s``) of a format string, sorted: a
    translation must keep all of them."""
    return sorted(PLACEHOLDER.findall(text))


def pad(text: str, width: int, right: bool = False) -> str:
    """``text`` padded with spaces to ``width`` display columns (on the left when ``right``)."""
    fill = " " * max(0, width - display_width(text))
    return fill + text if right else text + fill
