"""How the window names the project's words — column roles and types — in the current language (one home, so the
Data page, the Attributes page, the table headers and the Analyze page all say the same)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from privdesk.engine.detect.free_text import span_label

ROLE_NAMES = {"identifier": QT_TRANSLATE_NOOP("Names", "identifier"),
              "quasi-identifier": QT_TRANSLATE_NOOP("Names", "quasi-identifier"),
              "sensitive": QT_TRANSLATE_NOOP("Names", "sensitive"),
              "insensitive": QT_TRANSLATE_NOOP("Names", "insensitive"),
              "person": QT_TRANSLATE_NOOP("Names", "Person ID"),
              "free-text": QT_TRANSLATE_NOOP("Names", "Free text")}
TYPE_NAMES = {"integer": QT_TRANSLATE_NOOP("Names", "integer"),
              "decimal": QT_TRANSLATE_NOOP("Names", "decimal"),
              "date": QT_TRANSLATE_NOOP("Names", "date"),
              "ordered": QT_TRANSLATE_NOOP("Names", "ordered"),
              "string": QT_TRANSLATE_NOOP("Names", "string")}


def span_name(kind: str) -> str:
    """A kind of span found in free text, named as the engine's identifier check and the report name it."""
    return span_label(kind)


def role_name(role: str | None) -> str:
    """A role ('quasi-identifier', or a Role's value) as the user reads it; '' for none."""
    if not role:
        return ""
    return QCoreApplication.translate("Names", ROLE_NAMES[role]) if role in ROLE_NAMES else role


def type_name(kind: str) -> str:
    return QCoreApplication.translate("Names", TYPE_NAMES[kind]) if kind in TYPE_NAMES else kind


FILTERS = {"table": QT_TRANSLATE_NOOP("Names", "Tables (*.csv *.txt *.tsv *.xlsx *.xlsm *.xls *.parquet *.feather *.arrow "
                                                 "*.sav *.zsav *.dta *.sas7bdat *.xpt *.sqlite *.sqlite3 *.db);;All "
                                                 "files (*)"),
           "project": QT_TRANSLATE_NOOP("Names", "PrivDesk projects (*.privdesk)"),
           "secret_key": QT_TRANSLATE_NOOP("Names", "minisign secret keys (*.key);;All files (*)"),
           "public_key": QT_TRANSLATE_NOOP("Names", "minisign public keys (*.pub);;All files (*)"),
           "signature": QT_TRANSLATE_NOOP("Names", "minisign signatures (*.minisig);;All files (*)")}


def file_filter(kind: str) -> str:
    """A file dialog's filter ('table', 'project', 'secret_key', 'public_key', 'signature') in the current language."""
    return QCoreApplication.translate("Names", FILTERS[kind])
