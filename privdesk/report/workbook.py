"""The signed audit report as an Excel workbook, made only from a run's record (``app.report_record``).

Sheets: Context and justification (when the run was given a context), Summary (the verdict in plain words, then the key figures), Configuration, Attributes and hierarchies,
Privacy models, Measures, Risk, Equivalence classes, Charts, Provenance and, when the released table is passed,
Released data.

Layout of the package: :mod:`.labels` holds every string, :mod:`.sheet` the sheet model and the value helpers,
:mod:`.cells` the styles and the rendering, and each sheet has its own module (``<name>_sheet.py``) exposing one
function. This module only orders them (:data:`SHEET_WRITERS`: adding a sheet is one line there, a
``sheet.<name>`` and a ``summary.about.<name>`` label) and writes the file.

Rules every sheet keeps:

- Every user-visible string comes from :data:`LABELS`, which holds the English sources; :func:`label` translates
  them through :mod:`privdesk.common.i18n` when the report is written (``tools/update_translations.py`` collects the
  table). Code only picks keys; the charts translate their own texts (``report.charts_sheet``). Sentences the record
  already holds (the verdict, the risk verdict, notes) were translated when the record was built, in the language
  its ``"language"`` field names. Data — attribute names and values, numbers, file paths, fingerprints — is shown
  as it is.
- Sheet names are cleaned for Excel in every language: at most 31 characters, none of []:*?/\\, unique.
- A value is never written as a formula: every text cell is stored as a string cell (data type ``s``), even when
  it starts with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return. Characters xlsx forbids are replaced
  (``table_workbook.cell_value``) and counted, text over Excel's 32,767 characters is cut with a note, and
  infinite or missing numbers are written as words, so the file opens cleanly in Excel and LibreOffice.
- Pass and fail are always written as words; the green or red fill only repeats them.
- The workbook is built completely (charts included) before anything is written, then saved atomically: a failed
  export leaves an earlier report untouched.
"""

from __future__ import annotations

import contextlib
import io
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from privdesk.engine.core.dataset import Dataset
from privdesk.io.atomic import atomic_open
from privdesk.io.table_workbook import ILLEGAL, MAX_CELL
from privdesk.report.cells import ROW_PIXELS, default_paper, render_sheet  # noqa: F401
from privdesk.report.labels import LABELS, label
from privdesk.report.sheet import Sheet
from privdesk.report.sheets.attack.attack_test import attack_sheet
from privdesk.report.sheets.attributes import attributes_sheet
from privdesk.report.sheets.charts import charts_sheet
from privdesk.report.sheets.classes import classes_sheet
from privdesk.report.sheets.configuration import configuration_sheet
from privdesk.report.sheets.context.sheet import context_sheet
from privdesk.report.sheets.measures import measures_sheet
from privdesk.report.sheets.models import models_sheet
from privdesk.report.sheets.preset import preset_sheet_of
from privdesk.report.sheets.privacy_budget import budget_sheet
from privdesk.report.sheets.provenance import provenance_sheet
from privdesk.report.sheets.released import MAX_DATA_ROWS, capped_note, out_of_core_note, render_released, shown_rows
from privdesk.report.sheets.risk import risk_sheet
from privdesk.report.sheets.summary import summary_sheet
from privdesk.report.sheets.suppression import suppressed_cells_sheet
from privdesk.report.sheets.usefulness import usefulness_sheet

__all__ = ["LABELS", "MAX_DATA_ROWS", "MAX_SHEET_NAME", "SHEETS", "SHEET_WRITERS", "label", "sheet_titles",
           "write_report"]


@dataclass(frozen=True)
class ReportInput:
    """What a sheet writer may use: the record, the released table (or None), the signing key's fingerprint (or
    None) and the title of every sheet the workbook holds."""

    record: Mapping[str, Any]
    released: Dataset | None
    key_fingerprint: str | None
    titles: Mapping[str, str]


def _usefulness(given: ReportInput) -> Sheet | None:
    usefulness = given.record.get("usefulness")
    return usefulness_sheet(usefulness) if usefulness else None


SHEET_WRITERS: tuple[tuple[str, Callable[[ReportInput], Sheet | None]], ...] = (
    ("context", lambda given: context_sheet(given.record)),
    ("summary", lambda given: summary_sheet(given.record, given.key_fingerprint, given.titles)),
    ("configuration", lambda given: configuration_sheet(given.record, given.released)),
    ("attributes", lambda given: attributes_sheet(given.record)),
    ("models", lambda given: models_sheet(given.record)),
    ("preset", lambda given: preset_sheet_of(given.record)),
    ("measures", lambda given: measures_sheet(given.record)),
    ("risk", lambda given: risk_sheet(given.record)),
    ("classes", lambda given: classes_sheet(given.record)),
    ("usefulness", _usefulness),
    ("suppressed_cells", lambda given: suppressed_cells_sheet(given.record)),
    ("charts", lambda given: charts_sheet(given.record, given.titles)),
    ("attack_test", lambda given: attack_sheet(given.record)),
    ("privacy_budget", lambda given: budget_sheet(given.record)),
    ("provenance", lambda given: provenance_sheet(given.record, given.key_fingerprint)),
)
"""Every sheet in its order, by name (its title is the label ``sheet.<name>``), with the function that builds it
(None: the sheet is left out). The Summary, which lists the other sheets, is built last; Released data follows."""

SHEETS = (*(name for name, _writer in SHEET_WRITERS), "released")
"""The sheets in their order (keys ``sheet.<name>`` of :data:`LABELS`); Released data only with the table."""
MAX_SHEET_NAME = 31  # Excel's limit, in UTF-16 code units


def sheet_titles(has_released: bool) -> dict[str, str]:
    """The name of every sheet in the current language, made valid for Excel (:func:`_sheet_title`)."""
    taken: set[str] = set()
    return {name: _sheet_title(label(f"sheet.{name}"), taken) for name in SHEETS
            if has_released or name != "released"}


def _sheet_title(text: str, taken: set[str]) -> str:
    """A valid, unique sheet name whatever a translation says: control characters dropped, each of []:*?/\\
    replaced by "_", no apostrophe or space at either end, at most 31 UTF-16 code units (Excel's count: a
    character outside the Basic Multilingual Plane takes two) and not the name of an earlier sheet, ignoring case
    (a number is added)."""
    clean = "".join("_" if ch in "[]:*?/\\" else ch for ch in ILLEGAL.sub("", text)).strip("' ")
    clean = _cut_utf16(clean, MAX_SHEET_NAME).rstrip("' ") or _cut_utf16(label("sheet.fallback"), MAX_SHEET_NAME)
    candidate, number = clean, 2
    while candidate.lower() in taken:
        suffix = f" ({number})"
        candidate, number = _cut_utf16(clean, MAX_SHEET_NAME - len(suffix)).rstrip("' ") + suffix, number + 1
    taken.add(candidate.lower())
    return candidate


def _cut_utf16(text: str, units: int) -> str:
    """The longest start of ``text`` that fits in ``units`` UTF-16 code units (a surrogate pair is never split)."""
    used = 0
    for index, ch in enumerate(text):
        used += 2 if ord(ch) > 0xFFFF else 1
        if used > units:
            return text[:index]
    return text


@dataclass
class _Changes:
    """Text cells changed to fit xlsx."""

    control: int = 0
    cut: int = 0

    def count(self, text: str, times: int = 1) -> None:
        if ILLEGAL.search(text):
            self.control += times
        if len(text) > MAX_CELL:
            self.cut += times


def _scan(sheets: Sequence[Sheet], released: Dataset | None, changes: _Changes) -> None:
    for sheet in sheets:
        for row in sheet.cells.values():
            for value, _style in row.values():
                if isinstance(value, str):
                    changes.count(value)
    if released is not None:
        for name in released.names:
            changes.count(name)
        for column in released.columns:
            counts = column.counts
            for index, value in enumerate(column.values):
                if value is not None and counts[index]:
                    changes.count(str(value), int(counts[index]))


def write_report(record: dict, path: str | Path, *, released: Dataset | None = None,
                 key_fingerprint: str | None = None, paper: str | None = None) -> Path:
    """Write the audit workbook of ``record`` (``app.report_record.build_record``) to ``path``, atomically.

    ``released``: the released table, added as the sheet Released data (up to Excel's 1,048,575 data rows).
    ``key_fingerprint``: the signing key's fingerprint, shown on the Summary and Provenance ("not signed" when
    None). The whole workbook, charts included, is built before the file is touched; the earlier file at ``path``
    is replaced only when everything succeeded. ``paper``: "a4" or "letter" (default: the locale's,
    :func:`cells.default_paper`). Returns ``path``.
    """
    from openpyxl import Workbook

    path = Path(path)
    paper = paper or default_paper()
    every_title = sheet_titles(released is not None)
    given = ReportInput(record, released, key_fingerprint, every_title)
    built = {name: writer(given) for name, writer in SHEET_WRITERS if name != "summary"}
    titles = {name: title for name, title in every_title.items()
              if name in ("summary", "released") or built.get(name) is not None}
    summary = dict(SHEET_WRITERS)["summary"](replace(given, titles=titles))  # lists the sheets present
    provenance = built["provenance"]
    built["summary"] = summary
    sheets = [built[name] for name, _writer in SHEET_WRITERS if built.get(name) is not None]

    changes = _Changes()
    _scan(sheets, released, changes)
    notes = []
    if changes.control:
        notes.append(label("note.control", count=changes.control))
    if changes.cut:
        notes.append(label("note.cut", count=changes.cut))
    capped = capped_note(record, released, titles["released"]) if released is not None else None
    if capped:
        notes.append(capped)
    elsewhere = out_of_core_note(record) if released is None else None
    if elsewhere:
        notes.append(elsewhere)
    _insert_notes(summary, notes)
    provenance.heading(label("provenance.notes"))
    for text in [*notes, label("note.formulas")]:
        provenance.note(text)

    book = Workbook(write_only=True)
    book.properties.creator = f"PrivDesk {record.get('privdesk_version', '')}".strip()
    book.properties.title = _strip_controls(label("document.title"))
    book.properties.identifier = _strip_controls(str(record.get("report_id", "")))
    try:
        for sheet in sheets:
            render_sheet(book, sheet, titles[sheet.key.removeprefix("sheet.")], paper)
        rows = render_released(book, released, titles["released"], capped, paper) if released is not None else None
        with atomic_open(path, "wb") as stream:
            if rows is None:
                book.save(stream)
            else:
                from privdesk.report.sheet_rows import splice_rows

                saved = io.BytesIO()
                book.save(saved)
                part = f"xl/worksheets/sheet{len(book.worksheets)}.xml"  # the released table is the last sheet
                splice_rows(saved, stream, part, rows, shown_rows(released))
    except BaseException:
        _discard(book)
        raise
    return path


def _strip_controls(text: str) -> str:
    return ILLEGAL.sub("", text)[:255]


def _discard(book: Any) -> None:
    """Close and delete the temporary files of a write-only workbook that will not be saved."""
    for ws in book.worksheets:
        writer = getattr(ws, "_writer", None)
        if writer is None:
            continue
        for step in (lambda: ws._rows is not None and ws._rows.close(), writer.close, writer.cleanup):
            with contextlib.suppress(Exception):
                step()


def _insert_notes(sheet: Sheet, notes: Sequence[str]) -> None:
    """Put notes on changed cells right after the Summary's key figures (moving the rows below down)."""
    if not notes:
        return
    at = sheet.notes_row if sheet.notes_row is not None else sheet.last
    shift = len(notes)
    sheet.cells = {(row + shift if row > at else row): cells for row, cells in sheet.cells.items()}
    for offset, text in enumerate(notes, 1):
        sheet.put(at + offset, 1, text, "note")
    sheet.last += shift
