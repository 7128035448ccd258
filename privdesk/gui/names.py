"""How the window names the project's words — column roles and types — in the current language (one home, so the
Data page, the Attributes page, the table headers and the Analyze page all say the same)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

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

SPAN_NAMES = {"identifier": QT_TRANSLATE_NOOP("Names", "a value of an identifier column"),
              "email": QT_TRANSLATE_NOOP("Names", "e-mail address"),
              "url": QT_TRANSLATE_NOOP("Names", "web address"),
              "id_number": QT_TRANSLATE_NOOP("Names", "ID number"),
              "bank_card": QT_TRANSLATE_NOOP("Names", "bank card number"),
              "passport": QT_TRANSLATE_NOOP("Names", "passport number"),
              "record": QT_TRANSLATE_NOOP("Names", "hospital or record number"),
              "mobile": QT_TRANSLATE_NOOP("Names", "mobile number"),
              "phone": QT_TRANSLATE_NOOP("Names", "phone number"),
              "ip": QT_TRANSLATE_NOOP("Names", "IP address"),
              "address": QT_TRANSLATE_NOOP("Names", "address"),
              "postcode": QT_TRANSLATE_NOOP("Names", "postcode"),
              "date": QT_TRANSLATE_NOOP("Names", "date"),
              "name": QT_TRANSLATE_NOOP("Names", "person name")}
"""The kinds of spans found in free text (engine/detect/free_text.py's SPAN_KINDS)."""


def span_name(kind: str) -> str:
    return QCoreApplication.translate("Names", SPAN_NAMES[kind]) if kind in SPAN_NAMES else kind


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
