"""Collect PrivDesk's translatable strings into the Qt Linguist files and compile them.

    python tools/update_translations.py          # update the .ts files and compile the .qm files
    python tools/update_translations.py --check  # exit 1 when a .ts file would change (tests use this logic)

- The window's strings (``tr()``, ``QCoreApplication.translate``, ``QT_TRANSLATE_NOOP``) are collected by Qt's
  own ``pyside6-lupdate`` into ``resources/translations/privdesk_<lang>.ts`` and compiled with
  ``pyside6-lrelease`` into ``privdesk_<lang>.qm``, which the window loads.
- Everything else calls ``privdesk.common.i18n._`` (or marks a string with ``N_``); those strings, and the values of the
  string tables listed in :data:`TABLES`, go into ``core_<lang>.ts``, which ``privdesk.common.i18n`` reads directly.

Existing translations are kept; a new string is added as ``unfinished`` for a translator (Qt Linguist opens both
files). Strings no longer in the code are dropped.
"""

from __future__ import annotations

import argparse
import ast
import importlib
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from privdesk.common.i18n import CORE_CONTEXT, ENGLISH, LANGUAGES, read_ts  # noqa: E402

TRANSLATIONS = ROOT / "resources" / "translations"
TARGETS = [language for language in LANGUAGES if language != ENGLISH]
TABLES = ["privdesk.report.workbook:LABELS", "privdesk.engine.search.lattice.problem:METRICS"]
"""Module-level dicts whose values are user-visible strings looked up by key (translated where they are shown)."""
MARKERS = {"_", "N_"}


def core_strings() -> list[str]:
    """Every string passed literally to ``_``/``N_`` anywhere in the package, then the values of :data:`TABLES`,
    in first-seen order."""
    found: dict[str, None] = {}
    for path in sorted((ROOT / "privdesk").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in MARKERS
                    and node.args and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str)):
                found.setdefault(node.args[0].value)
    for table in TABLES:
        module, name = table.split(":")
        for value in getattr(importlib.import_module(module), name).values():
            found.setdefault(value)
    return list(found)


def gui_sources() -> list[Path]:
    return sorted((ROOT / "privdesk" / "gui").rglob("*.py"))


def core_ts(language: str, sources: list[str], existing: Path | None) -> bytes:
    """The core catalogue for ``language``: ``sources`` in order, with the translations ``existing`` has."""
    known = {}
    if existing is not None and existing.exists():
        known = {source: (translation, finished) for _c, source, translation, finished in read_ts(existing)}
    root = ElementTree.Element("TS", version="2.1", language=language, sourcelanguage="en")
    context = ElementTree.SubElement(root, "context")
    ElementTree.SubElement(context, "name").text = CORE_CONTEXT
    for source in sources:
        message = ElementTree.SubElement(context, "message")
        ElementTree.SubElement(message, "source").text = source
        translation, finished = known.get(source, ("", False))
        element = ElementTree.SubElement(message, "translation")
        element.text = translation
        if not finished or not translation:
            element.set("type", "unfinished")
    return ts_bytes(root)


def ts_bytes(root: ElementTree.Element) -> bytes:
    """A .ts document as Qt Linguist writes it: declaration, doctype, indented XML."""
    ElementTree.indent(root)
    return b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + ElementTree.tostring(root, "utf-8") + b"\n"


def tool(name: str) -> str:
    found = shutil.which(f"pyside6-{name}")
    if found is None:
        raise SystemExit(f"pyside6-{name} not found: install PySide6-Essentials")
    return found


def lupdate(ts_files: list[Path]) -> None:
    subprocess.run([tool("lupdate"), *map(str, gui_sources()), "-no-obsolete", "-locations", "none",
                    "-ts", *map(str, ts_files)], check=True, capture_output=True)


def lrelease(ts_file: Path, qm_file: Path) -> None:
    subprocess.run([tool("lrelease"), str(ts_file), "-qm", str(qm_file)], check=True, capture_output=True)


def set_translations(path: Path, translations: dict[str, str], only_unfinished: bool = True) -> int:
    """Write ``translations`` (source -> text) into a .ts file as finished messages; returns how many changed.
    With ``only_unfinished``, a finished translation is kept."""
    tree = ElementTree.parse(path)
    changed = 0
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        element = message.find("translation")
        if element is None or source not in translations or element.get("type") in ("obsolete", "vanished"):
            continue
        if only_unfinished and element.get("type") != "unfinished" and element.text:
            continue
        element.text = translations[source]
        element.attrib.pop("type", None)
        changed += 1
    path.write_bytes(ts_bytes(tree.getroot()))
    return changed


def traditional_from_simplified() -> None:
    """Fill the unfinished zh_TW messages from the finished zh_CN ones with OpenCC's Simplified → Taiwan
    conversion (characters and common Taiwanese terms). Needs ``pip install opencc-python-reimplemented``, for
    translators only; the results are committed and a reviewer can correct any of them in Qt Linguist."""
    from opencc import OpenCC

    convert = OpenCC("s2twp").convert
    for kind in ("core", "privdesk"):
        simplified = {source: text for _c, source, text, finished in read_ts(TRANSLATIONS / f"{kind}_zh_CN.ts")
                      if finished and text}
        count = set_translations(TRANSLATIONS / f"{kind}_zh_TW.ts",
                                 {source: convert(text) for source, text in simplified.items()})
        print(f"{kind}_zh_TW.ts: {count} translations converted from zh_CN")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="report .ts files that would change; change nothing")
    parser.add_argument("--traditional", action="store_true",
                        help="also fill unfinished zh_TW translations from zh_CN (OpenCC s2twp)")
    args = parser.parse_args(argv)
    TRANSLATIONS.mkdir(parents=True, exist_ok=True)
    sources = core_strings()
    stale = []
    for language in TARGETS:
        path = TRANSLATIONS / f"core_{language}.ts"
        content = core_ts(language, sources, path)
        if not path.exists() or path.read_bytes() != content:
            stale.append(path)
            if not args.check:
                path.write_bytes(content)
    gui_files = [TRANSLATIONS / f"privdesk_{language}.ts" for language in TARGETS]
    if args.check:
        import tempfile

        with tempfile.TemporaryDirectory() as folder:
            copies = []
            for path in gui_files:
                copy = Path(folder) / path.name
                if path.exists():
                    shutil.copy(path, copy)
                copies.append(copy)
            lupdate(copies)
            stale += [path for path, copy in zip(gui_files, copies)
                      if not path.exists() or path.read_bytes() != copy.read_bytes()]
        for path in stale:
            print(f"out of date: {path.relative_to(ROOT)}")
        return 1 if stale else 0
    lupdate(gui_files)
    if args.traditional:
        traditional_from_simplified()
        lupdate(gui_files)  # lupdate writes the GUI files in its own layout
    for path in gui_files:
        lrelease(path, path.with_suffix(".qm"))
    for path in stale:
        print(f"updated {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
