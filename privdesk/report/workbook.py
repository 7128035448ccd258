"""The signed audit report as an Excel workbook, made only from a run's record (``app.report_record``).

Sheets: Summary (the verdict in plain words, then the key figures), Configuration, Attributes and hierarchies,
Privacy models, Measures, Risk, Equivalence classes, Charts, Provenance and, when the released table is passed,
Released data.

Rules every sheet keeps:

- Every user-visible string comes from :data:`LABELS`, which holds the English sources; :func:`label` translates
  them through :mod:`privdesk.i18n` when the report is written (``tools/update_translations.py`` collects the
  table). Code only picks keys; the charts translate their own texts (``report.charts``). Sentences the record
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
import datetime as dt
import io
import math
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable, Mapping, Sequence

import numpy as np

from ..engine.algorithms.strategy import search_sentence
from ..engine.atomic import atomic_open
from ..engine.dataset import Dataset
from ..engine.models import registry
from ..engine.types import ColumnType
from ..i18n import LANGUAGES, _
from .table_workbook import ILLEGAL, MAX_CELL, cell_value
from .population_sheet import add_population_section

__all__ = ["LABELS", "MAX_DATA_ROWS", "write_report"]

# ----- every user-visible string --------------------------------------------------------------------------------------

LABELS: dict[str, str] = {
    "document.title": "PrivDesk audit report",
    # sheet names (at most 31 characters, none of []:*?/\)
    "sheet.summary": "Summary",
    "sheet.configuration": "Configuration",
    "sheet.attributes": "Attributes and hierarchies",
    "sheet.models": "Privacy models",
    "sheet.measures": "Measures",
    "sheet.risk": "Risk",
    "sheet.classes": "Equivalence classes",
    "sheet.charts": "Charts",
    "sheet.usefulness": "Usefulness",
    "sheet.provenance": "Provenance",
    "sheet.privacy_budget": "Privacy budget",
    "sheet.released": "Released data",
    "sheet.fallback": "Sheet",

    # words used everywhere
    "pass": "PASS",
    "fail": "FAIL",
    "yes": "yes",
    "no": "no",
    "none": "—",
    "infinite": "∞ (no finite value)",
    "not_available": "Not available: no original table was given.",
    "not_available_short": "n/a",
    "not_signed": "not signed",
    "listed_more": "{shown}, … ({count:,} in all)",
    "kind.anonymization": "anonymization with PrivDesk",
    "kind.audit": "audit of a release made elsewhere",
    "one_in": "about 1 in {n:,}",
    "release_model.public": "public",
    "release_model.semi-public": "semi-public",
    "release_model.non-public": "non-public",
    "algorithm.optimal": "optimal",
    "algorithm.mondrian": "mondrian",
    "algorithm.greedy-msa": "greedy-msa",
    "algorithm.dp": "differential privacy (SafePub)",
    "algorithm.heuristic": "heuristic",
    "algorithm.auto": "automatic",

    # Summary
    "summary.title": "Verdict on this release ({kind})",
    "summary.result": "Result",
    "summary.check": "Check",
    "summary.meaning": "What it means",
    "summary.overall": "Overall: {result}",
    "summary.overall_pass": "The release passes all {total} checks above (for a {model} release).",
    "summary.overall_fail": "The release fails {failed} of {total} checks (for a {model} release): do not publish "
                            "it as it is.",
    "summary.key_figures": "Key figures",
    "summary.figure": "Figure",
    "summary.value": "Value",
    "summary.details": "Details",
    "summary.records": "Records in the release",
    "summary.suppressed": "Records suppressed (left out of every group)",
    "summary.suppressed_share": "{share:.2%} of the records",
    "summary.classes": "Groups of look-alike records (equivalence classes)",
    "summary.classes_detail": "smallest {smallest:,}, average {average:,.1f}, largest {largest:,} records",
    "summary.k": "Smallest group (achieved k)",
    "summary.max_risk": "Highest re-identification risk",
    "summary.avg_risk": "Average re-identification risk",
    "summary.at_risk": "Records above the risk threshold",
    "summary.pl": "Overall privacy level PL",
    "summary.pl_detail": "0 = fully protected, 1 = fully exposed",
    "summary.ec": "Entropy change EC (utility kept)",
    "summary.loss": "Information loss (score of the utility metric \"{metric}\")",
    "summary.algorithm": "Algorithm",
    "summary.transformation": "Generalization levels used",
    "summary.signed": "Signing key",
    "summary.report_id": "Report id",
    "summary.sheets": "What the other sheets hold",
    "summary.sheet": "Sheet",
    "summary.holds": "Contents",
    "summary.about.configuration": "The settings of the run: data source, roles, privacy models, algorithm, "
                                   "suppression limit and risk settings.",
    "summary.about.attributes": "Per quasi-identifier the generalization level used and which original value "
                                "became which released value.",
    "summary.about.models": "The privacy models required, the parameters the release achieves and its "
                            "smallest groups.",
    "summary.about.measures": "Privacy level, disclosure and identification risk per attribute, utility and "
                              "entropy figures.",
    "summary.about.risk": "Re-identification risk per record, by band, against the threshold.",
    "summary.about.classes": "How many groups of look-alike records have each size.",
    "summary.about.usefulness": "Whether the release still answers questions: statistics before and after, a "
                                "contingency table, classifiers against guessing.",
    "summary.about.charts": "The figures of this report as pictures.",
    "summary.about.privacy_budget": "Differentially private releases from this data set: ε and δ of each, the "
                                    "mechanism, and the budget spent and left.",
    "summary.about.provenance": "Fingerprints (SHA-256) of the files, software version, time, operator and "
                                "signing key.",
    "summary.about.released": "The released table itself.",

    # plain-language meaning of a check; each privacy model's own is its spec's ``meaning``
    "meaning.alpha_ijkm": "Every sensitivity level of the sensitive attributes stays below its share limit in "
                          "every group.",
    "meaning.risk": "For a {model} release the re-identification risk is {risk:.2%} ({one_in}); the accepted "
                    "limit is {threshold:.2%} ({limit_one_in}). {at_risk:.2%} of the records are above the limit.",
    "meaning.unknown": "A requirement set for this release.",
    "meaning.identifier": "A column released unchanged that looks like a direct identifier names or singles out "
                          "people by itself; it was kept on purpose and must be justified before publishing.",
    "meaning.identifier_failed": "A column released unchanged that looks like a direct identifier names or singles "
                                 "out people by itself: drop, mask or pseudonymize it.",
    "warning": "WARNING",
    "meaning.the_sensitive": "the sensitive attribute",

    # Configuration
    "config.title": "Configuration of the run",
    "config.setting": "Setting",
    "config.value": "Value",
    "config.data_source": "Data source",
    "config.input": "Original data file",
    "config.released_file": "Released data file",
    "config.project": "Project file",
    "config.rows": "Rows in the release",
    "config.columns": "Columns of the release",
    "config.qis": "Quasi-identifiers",
    "config.sensitive": "Sensitive attributes",
    "config.roles": "Attributes, roles and types",
    "config.attribute": "Attribute",
    "config.role": "Role",
    "config.type": "Type",
    "config.identifier_rule": "Identifier rule",
    "config.role.qi": "quasi-identifier",
    "config.role.sensitive": "sensitive",
    "config.role.other": "insensitive",
    "config.role.identifier": "identifier",
    "config.type.integer": "integer",
    "config.type.decimal": "decimal",
    "config.type.date": "date",
    "config.type.ordered": "ordered",
    "config.type.string": "string",
    "config.identifier.drop": "drop",
    "config.identifier.keep": "keep",
    "config.identifier.keep_first": "keep_first",
    "config.identifier.keep_last": "keep_last",
    "config.identifier.pseudonym": "pseudonym",
    "config.models": "Privacy models",
    "config.model": "Model",
    "config.parameter": "Parameter",
    "config.no_models": "No privacy model was required.",
    "config.algorithm": "Algorithm",
    "config.algorithm_name": "Algorithm",
    "config.metric": "Utility metric",
    "config.metric_named": "{metric} — {name}",
    "config.suppression": "Suppression limit (share of records that may be left out)",
    "config.min_levels": "Lowest generalization levels allowed",
    "config.max_levels": "Highest generalization levels allowed",
    "config.weights": "Attribute weights",
    "config.split": "Mondrian split",
    "config.leftover": "Leftover records",
    "config.transformation": "Generalization levels chosen",
    "config.search": "Transformations in the search lattice / evaluated",
    "config.search_value": "{size:,} / {evaluated:,}",
    "config.optimality": "How close to the best possible",
    "config.seconds": "Run time (seconds)",
    "config.risk": "Risk settings",
    "config.release_model": "Release model",
    "config.threshold": "Risk threshold",
    "config.hierarchies": "Generalization hierarchies",
    "config.levels": "Levels",
    "config.hierarchy_rows": "Values",
    "config.builder": "Built by",
    "config.sensitivity_levels": "Sensitivity levels",
    "config.level": "Level",
    "config.alpha_limit": "Share limit α",
    "config.values": "Values",
    "config.other": "Other settings",
    "config.level_n": "level {level}",

    # Attributes and hierarchies
    "attributes.title": "Attributes and hierarchies: what each quasi-identifier became",
    "attributes.no_mapping": "Not available: the release was made elsewhere, so the levels and values applied are "
                             "unknown.",
    "attributes.overview": "Overview",
    "attributes.attribute": "Attribute",
    "attributes.level": "Level used",
    "attributes.builder": "Hierarchy",
    "attributes.distinct_before": "Distinct values before",
    "attributes.distinct_after": "Distinct values after",
    "attributes.pairs": "Value pairs",
    "attributes.level_of": "{level} of {height}",
    "attributes.varies": "varies by record",
    "attributes.section": "{attribute}: level {level}",
    "attributes.section_plain": "{attribute}",
    "attributes.original": "Original value",
    "attributes.released": "Released value",
    "attributes.records": "Records",
    "attributes.truncated": "Only the first {shown:,} of {total:,} value pairs are listed here (the report record "
                            "keeps {shown:,} per attribute).",
    "attributes.levels_used": "Levels used (records per level): {levels}",
    "attributes.missing_value": "(missing)",
    "builder.explicit": "table (imported or typed in)",
    "builder.generated": "generated: {kind}",
    "builder.groups": "{count} groups",
    "builder.groups_per_level": "groups per level: {counts}",

    # Privacy models
    "models.title": "Privacy models: what the release achieves",
    "models.requirements": "Requirements",
    "models.requirement": "Requirement",
    "models.attribute": "Attribute",
    "models.required": "Required",
    "models.achieved": "Achieved",
    "models.result": "Result",
    "models.no_requirements": "No privacy model was required; the achieved parameters are listed below.",
    "models.whole": "The whole release",
    "models.parameter": "Parameter",
    "models.value": "Value",
    "models.worst": "Worst class",
    "models.k": "k (k-anonymity)",
    "models.k_worst": "size of the smallest class",
    "models.classes": "Equivalence classes",
    "models.suppressed": "Suppressed records",
    "models.recursive_l": "l used for recursive (c,l)-diversity",
    "models.per_sensitive": "Per sensitive attribute",
    "models.no_sensitive": "No sensitive attribute was named.",
    "models.param.alpha": "α of (α,k)-anonymity: largest share of one value in a class",
    "models.param.l_distinct": "distinct l-diversity: fewest distinct values in a class",
    "models.param.l_entropy": "entropy l-diversity: smallest exp(entropy) of a class",
    "models.param.recursive_c": "recursive (c,l)-diversity: smallest c that holds",
    "models.param.t_equal": "t-closeness, equal distance: largest distance",
    "models.param.t_ordered": "t-closeness, ordered distance: largest distance",
    "models.param.t_hierarchical": "t-closeness, hierarchical distance: largest distance",
    "models.param.beta_basic": "basic β-likeness: largest relative gain",
    "models.param.beta_enhanced": "enhanced β-likeness: largest relative gain",
    "models.param.delta_disclosure": "δ-disclosure privacy: largest |ln(p/q)| over the values in each class (as "
                                     "ARX and pycanon; ARX states δ in bits: δ_ARX = δ / ln 2)",
    "models.param.delta_disclosure_strict": "strict δ-disclosure privacy: largest |ln(p/q)| over every value of the "
                                            "table (infinite when a class lacks one)",
    "models.worst_classes": "Smallest classes (the worst for k-anonymity)",
    "models.class_size": "Class size",
    "models.class_count": "Classes",
    "models.records": "Records",
    "models.presence": "δ-presence",
    "models.presence_min": "Lowest chance a population record is in the release (δ min)",
    "models.presence_max": "Highest chance a population record is in the release (δ max)",
    "models.alpha_ijkm": "(αij,k,m)-anonymity (graded sensitivity levels)",
    "models.alpha_ijkm_holds": "Holds",
    "models.alpha_ijkm_k": "Required k",
    "models.worst_share_ratio": "Worst share / limit",
    "models.max_share": "Largest share of one level",
    "models.repeated_classes": "Classes with a repeated level",
    "models.alphas": "Share limits α per level",

    # Measures
    "measures.title": "Measures: privacy and utility against the original",
    "measures.privacy_levels": "Privacy level per attribute",
    "measures.attribute": "Attribute",
    "measures.role": "Role",
    "measures.known": "Attributes assumed known",
    "measures.overall": "Overall",
    "measures.ec": "Entropy change EC (utility kept)",
    "measures.pl_short": "PL",
    "measures.dr_short": "DR",
    "measures.ir_short": "IR",
    "measures.ec_short": "EC",
    "measures.utility": "Utility",
    "measures.figure": "Figure",
    "measures.value": "Value",
    "measures.utility.classes": "Equivalence classes",
    "measures.utility.suppressed": "Suppressed records",
    "measures.utility.suppressed_share": "Share of records suppressed",
    "measures.utility.average_class_size": "Average class size",
    "measures.utility.discernibility": "Discernibility",
    "measures.utility.arx_loss": "ARX loss",
    "measures.utility.precision": "Precision loss",
    "measures.utility.generalization_intensity": "Generalization intensity",
    "measures.utility.iyengar_loss": "Iyengar loss",
    "measures.utility.non_uniform_entropy": "Non-uniform entropy",
    "measures.utility.transformation": "Generalization levels",
    "measures.whd_total": "Weighted hierarchical distance WHD (total)",
    "measures.whd_mean": "Weighted hierarchical distance WHD (mean per record)",
    "measures.entropies": "Attribute entropies",
    "measures.distinct_original": "Distinct values before",
    "measures.distinct_released": "Distinct values after",
    "measures.entropy_original": "Entropy before (bits)",
    "measures.entropy_released": "Entropy after (bits)",
    "measures.entropy_kept": "Entropy kept (after / before)",
    "measures.weighted_entropy": "Weighted attribute entropy",
    "measures.weight": "Weight",
    "measures.before": "Before (bits)",
    "measures.after": "After (bits)",
    "measures.weighted_before": "Weighted entropy before",
    "measures.weighted_after": "Weighted entropy after",
    "measures.table_before": "Table entropy before",
    "measures.table_after": "Table entropy after",
    "measures.entropy_loss": "Entropy lost",
    "measures.link": "Link matching (against the population)",
    "measures.link_entropy": "Link-matching entropy",
    "measures.link_risk": "Link-matching risk",
    "measures.link_delta_max": "δ max",
    "measures.link_delta_min": "δ min",
    "measures.link_probabilities": "Link probabilities per class",
    "measures.link_class": "Class",
    "measures.link_probability": "Probability",
    "measures.link_more": "The first {shown:,} of {total:,} classes are listed.",
    "measures.sensitivity": "Sensitivity distance Ds",
    "measures.ds": "Ds",
    "measures.sweep": "Parameter sweep",
    "measures.sweep_value": "{parameter}",
    "measures.score": "Utility score",
    "measures.max_risk": "Highest risk",
    "measures.avg_risk": "Average risk",
    "measures.sweep_note": "Note",
    "measures.notes": "Notes",
    "role.qi": "quasi-identifier",
    "role.sensitive": "sensitive",

    # Risk
    "risk.title": "Re-identification risk",
    "risk.verdict": "Verdict",
    "risk.settings": "Settings",
    "risk.release_model": "Release model",
    "risk.threshold": "Threshold",
    "risk.figures": "Figures",
    "risk.figure": "Figure",
    "risk.value": "Value",
    "risk.in_words": "In words",
    "risk.maximum": "Highest risk of a record",
    "risk.average": "Average risk of a record",
    "risk.at_risk": "Records above the threshold",
    "risk.data_risk": "Data risk (by the release model)",
    "risk.environment": "Environment risk",
    "risk.overall": "Overall risk (data × environment)",
    "risk.bands": "Records per risk band",
    "risk.from": "Risk above",
    "risk.to": "Risk up to",
    "risk.records": "Records",
    "risk.share": "Share of records",
    "risk.above": "Above the threshold",
    "risk.bands_note": "A band holds the records whose risk is above its lower edge and at most its upper edge (the "
                       "first band also holds risk 0): a risk exactly on a boundary belongs to the lower band, as a "
                       "record at risk is one above the threshold. The chart shows the same bands.",

    # Equivalence classes
    "classes.title": "Equivalence classes: groups of records that look alike in the quasi-identifiers",
    "classes.size": "Class size",
    "classes.count": "Classes",
    "classes.records": "Records",
    "classes.share": "Share of records",
    "classes.cumulative": "Cumulative share",
    "classes.suppressed_row": "suppressed (no class)",
    "classes.summary": "Summary",
    "classes.total": "Classes",
    "classes.suppressed": "Suppressed records",
    "classes.smallest": "Smallest class",
    "classes.largest": "Largest class",
    "classes.average": "Average class size",
    "classes.none": "The release has no equivalence class.",

    # Charts
    "charts.title": "Charts",
    "charts.class_sizes": "Equivalence class sizes",
    "charts.risk": "Re-identification risk per record",
    "charts.privacy_levels": "Privacy level per attribute",
    "charts.sweep": "Parameter sweep",
    "charts.distribution": "Values of {attribute} before and after",
    "charts.partial_counts": "Counted from the {shown:,} value pairs listed on the sheet {sheet} ({records:,} of "
                            "{total:,} records).",

    # Provenance
    "provenance.title": "Provenance",
    "provenance.item": "Item",
    "provenance.value": "Value",
    "provenance.details": "Details",
    "provenance.report_id": "Report id",
    "provenance.format": "Report format",
    "provenance.kind": "Kind of report",
    "provenance.created": "Created",
    "provenance.operator": "Operator",
    "provenance.version": "PrivDesk version",
    "provenance.key": "Signing key fingerprint",
    "provenance.key_detail": "The signature is a separate file beside this workbook; check it with "
                             "\"privdesk verify\" and the signer's public key.",
    "provenance.files": "Files (SHA-256 fingerprints)",
    "provenance.file": "File",
    "provenance.sha256": "SHA-256",
    "provenance.path": "Path",
    "provenance.file.input": "Original data",
    "provenance.file.released": "Released data",
    "provenance.file.project": "Project",
    "provenance.file.population": "Population table (δ-presence)",
    "provenance.no_files": "No file fingerprints were recorded.",
    "provenance.notes": "Notes on this workbook",
    "provenance.time_zone": "{time} (UTC{offset})",
    "provenance.language": "Language of the report's texts",
    "provenance.language_value": "{name} ({code})",

    # notes on cells changed to fit xlsx
    "note.control": "Text cells holding characters a workbook cannot store: {count:,} (each such character was "
                    "replaced by \ufffd).",
    "note.cut": "Text cells longer than Excel's 32,767 characters: {count:,} (cut to fit; they end in …).",
    "note.cut_comment": "Cut to fit Excel: the full text has {length:,} characters.",
    "note.capped": "The released table has {rows:,} rows; the sheet {sheet} holds the first {shown:,} (Excel's "
                   "limit).",
    "note.formulas": "Every value is stored as text or a number, never as a formula.",
    "note.whole_release": "The whole release, every row, is the file {file}.",
}


def label(key: str, **fields: Any) -> str:
    """The text of ``key`` in the current language, its ``{fields}`` filled in."""
    text = _(LABELS[key])
    return text.format(**fields) if fields else text


def _label_or(key: str, fallback: Any) -> str:
    """The text of ``key`` when :data:`LABELS` has it (a known machine value shown as a word), else ``fallback``
    as it is (data)."""
    return label(key) if key in LABELS else str(fallback)


MAX_DATA_ROWS = 1_048_575          # Excel's last row (1,048,576) minus the header row
MAX_DISTRIBUTION_CHARTS = 6        # before/after charts: at most this many quasi-identifiers
WORST_CLASS_ROWS = 10              # class sizes listed as the worst classes
LINK_ROWS = 50                     # link probabilities listed
CHART_DPI = 150                    # PNG resolution; shown at SCREEN_DPI, at most CHART_WIDTH pixels wide
SCREEN_DPI = 90
CHART_WIDTH = 690                  # fits a portrait A4 or Letter page
HEADER_WIDTH = 12                  # headers longer than this wrap
ROW_PIXELS = 20                    # Excel's default row height (15 pt)
PAGE_PIXELS = 1000                 # printable height of a portrait page, in pixels at 96 dpi

# ----- styles ---------------------------------------------------------------------------------------------------------

FONT, FONT_SIZE, MONO_FONT = "Calibri", 11, "Consolas"
_FORMATS = {"int": "#,##0", "measure": "0.0000", "percent": "0.00%", "dec2": "#,##0.00", "general": "General"}
_PASS_FILL, _PASS_FONT = "C6EFCE", "006100"
_FAIL_FILL, _FAIL_FONT = "FFC7CE", "9C0006"
_HEADER_FILL = "DDE5F0"
_TITLE_COLOUR = "1F3864"
_NOTE_COLOUR = "595959"
_OVERFLOWING = {"title", "subtitle", "heading", "note", "long"}  # texts that may run over empty neighbour cells


@lru_cache(maxsize=None)
def _style(name: str) -> dict[str, Any]:
    """A style spec ``"token+token"`` (e.g. ``"measure+bold"``) as openpyxl objects."""
    from openpyxl.styles import Alignment, Border, Font, PatternFill, Side

    tokens = set(name.split("+"))
    font: dict[str, Any] = {"name": FONT, "size": FONT_SIZE}
    result: dict[str, Any] = {}
    alignment: dict[str, Any] = {"vertical": "top"}
    for token in tokens:
        if token in _FORMATS:
            result["number_format"] = _FORMATS[token]
    if "bold" in tokens:
        font["bold"] = True
    if "title" in tokens:
        font.update(bold=True, size=15, color=_TITLE_COLOUR)
        alignment["vertical"] = "center"
    if "subtitle" in tokens or "note" in tokens:
        font.update(italic=True, color=_NOTE_COLOUR)
    if "heading" in tokens:
        font.update(bold=True, size=12, color=_TITLE_COLOUR)
        alignment["vertical"] = "bottom"
    if "header" in tokens:
        font["bold"] = True
        result["fill"] = PatternFill("solid", fgColor=_HEADER_FILL)
        result["border"] = Border(bottom=Side(style="thin", color="8EA9C8"))
        alignment.update(wrap_text=True, vertical="center")
    if "mono" in tokens:
        font["name"] = MONO_FONT
    if "pass" in tokens or "fail" in tokens:
        passed = "pass" in tokens
        font.update(bold=True, color=_PASS_FONT if passed else _FAIL_FONT)
        result["fill"] = PatternFill("solid", fgColor=_PASS_FILL if passed else _FAIL_FILL)
        alignment["horizontal"] = "center"
    if "wrap" in tokens:
        alignment["wrap_text"] = True
    if "left" in tokens:
        alignment["horizontal"] = "left"
    result["font"] = Font(**font)
    result["alignment"] = Alignment(**alignment)
    return result


# ----- sheet model: cells are collected first, then rendered ----------------------------------------------------------


@dataclass
class _Sheet:
    """A sheet's cells by (row, column), with its layout; rendered row by row into a write-only worksheet."""

    key: str
    freeze: str | None = "A2"
    gridlines: bool = True
    widths: dict[int, float] = field(default_factory=dict)       # fixed widths (characters) by column
    max_width: float = 60
    cells: dict[int, dict[int, tuple[Any, str]]] = field(default_factory=dict)
    last: int = 0
    images: list[tuple[int, bytes, int, int]] = field(default_factory=list)  # row, png, width, height (px)
    notes_row: int | None = None                                  # where notes on changed cells go
    landscape: bool = True
    breaks: list[int] = field(default_factory=list)               # page breaks after these rows

    def put(self, row: int, col: int, value: Any, style: str = "text") -> None:
        if value is None or (value == "" and style == "text"):
            return
        self.cells.setdefault(row, {})[col] = (value, style)
        self.last = max(self.last, row)

    def add(self, *values: Any, style: str = "text") -> int:
        """Append a row; a value may be ``(value, style)``."""
        self.last += 1
        for col, value in enumerate(values, 1):
            if isinstance(value, tuple):
                self.put(self.last, col, *value)
            else:
                self.put(self.last, col, value, style)
        return self.last

    def blank(self) -> None:
        self.last += 1

    def title(self, text: str) -> None:
        self.add((text, "title"))

    def heading(self, text: str) -> None:
        if self.last > 1:
            self.blank()
        self.add((text, "heading"))

    def header(self, *names: str) -> None:
        self.add(*[(name, "header") for name in names])

    def note(self, text: str) -> None:
        self.add((text, "note"))


# ----- value helpers --------------------------------------------------------------------------------------------------


def _finite(value: Any) -> float | None:
    if isinstance(value, bool) or value is None:
        return None
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    return number if math.isfinite(number) else None


def _num(value: Any, style: str = "measure", missing: str = "none") -> tuple[Any, str]:
    """A number cell, or a word when the value is missing (``missing``: ``none`` or ``infinite``)."""
    number = _finite(value)
    if number is None:
        if (isinstance(value, float) and math.isinf(value)) or value == "inf":  # JSON writes infinity as "inf"
            return label("infinite"), "text"
        return label(missing), "text"
    if style.split("+")[0] == "int" and number.is_integer():
        return int(number), style
    return number, style


def _result(passed: Any) -> tuple[str, str]:
    return (label("pass"), "pass") if passed else (label("fail"), "fail")


def _text(value: Any) -> str:
    """Any record value as one line of text."""
    if value is None:
        return label("none")
    if isinstance(value, bool):
        return label("yes" if value else "no")
    if isinstance(value, float):
        return f"{value:g}" if math.isfinite(value) else label("infinite")
    if isinstance(value, Mapping):
        if not value:
            return label("none")
        return "; ".join(f"{k}: {_text(v)}" for k, v in value.items())
    if isinstance(value, (list, tuple)):
        if not value:
            return label("none")
        return ", ".join(_text(v) for v in value)
    return str(value)


def _short(value: Any, limit: int = 300) -> str:
    text = _text(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _listed(names: Sequence[Any], limit: int = 40) -> str:
    names = [str(n) for n in names]
    if not names:
        return label("none")
    if len(names) <= limit:
        return ", ".join(names)
    return label("listed_more", shown=", ".join(names[:limit]), count=len(names))


def _one_in(probability: Any) -> str:
    number = _finite(probability)
    if not number:
        return label("not_available_short")
    return label("one_in", n=max(1, round(1 / number)))


def _g(value: Any) -> str:
    number = _finite(value)
    return _text(value) if number is None else f"{number:g}"


# ----- the sheets -----------------------------------------------------------------------------------------------------


def _summary(record: Mapping[str, Any], key_fingerprint: str | None, titles: Mapping[str, str]) -> _Sheet:
    sheet = _Sheet("sheet.summary", freeze="A3", gridlines=False, widths={1: 14, 2: 58, 3: 72})
    risk = record.get("risk", {})
    model = _release_model(risk.get("release_model", ""))
    sheet.title(label("summary.title", kind=label(f"kind.{record.get('kind')}")
                      if f"kind.{record.get('kind')}" in LABELS else record.get("kind", "")))
    sheet.header(label("summary.result"), label("summary.check"), label("summary.meaning"))
    verdict = list((record.get("verdict") or {}).get("entries") or [])
    for entry in verdict:
        result = (label("warning"), "fail") if entry.get("warning") else _result(entry.get("passed"))
        sheet.add(result, (str(entry.get("sentence", "")), "wrap"), (_verdict_meaning(record, entry), "wrap"))
    failed = sum(1 for entry in verdict if not entry.get("passed"))
    if verdict:
        overall = (label("summary.overall_fail", failed=failed, total=len(verdict), model=model) if failed
                   else label("summary.overall_pass", total=len(verdict), model=model))
        sheet.add((label("summary.overall", result=label("fail" if failed else "pass")),
                   "fail" if failed else "pass"), (overall, "wrap+bold"))
    if (record.get("verdict") or {}).get("binding"):
        sheet.add("", (str(record["verdict"]["binding"]), "wrap"))

    sheet.heading(label("summary.key_figures"))
    sheet.header(label("summary.value"), label("summary.figure"), label("summary.details"))
    classes = record.get("classes", {})
    rows = record.get("data", {}).get("rows") or 0
    suppressed = classes.get("suppressed", 0) or 0
    figures = record.get("model_figures", {})
    result = record.get("result", {})
    measures = record.get("measures")

    def figure(key: str, value: tuple[Any, str] | None, detail: str = "", **fields: Any) -> None:
        """A number in column A, the figure's name in B, words or a text value in C."""
        sheet.add(value or "", (label(key, **fields), "wrap"), (detail, "wrap"))

    figure("summary.records", _num(rows, "int"))
    figure("summary.suppressed", _num(suppressed, "int"),
           label("summary.suppressed_share", share=suppressed / rows) if rows else "")
    figure("summary.classes", _num(classes.get("count", 0), "int"),
           label("summary.classes_detail", smallest=classes.get("smallest", 0), average=classes.get("average", 0.0),
                 largest=classes.get("largest", 0)) if classes.get("count") else "")
    if "k" in figures:
        figure("summary.k", _num(figures.get("k"), "int", "infinite"))
    figure("summary.max_risk", _num(risk.get("maximum")), _one_in(risk.get("maximum")))
    figure("summary.avg_risk", _num(risk.get("average")), _one_in(risk.get("average")))
    figure("summary.at_risk", _num(risk.get("records_at_risk"), "percent"))
    if measures:
        figure("summary.pl", _num(measures.get("overall", {}).get("PL")), label("summary.pl_detail"))
        figure("summary.ec", _num(measures.get("EC")))
    else:
        figure("summary.pl", None, label("not_available"))
    if result.get("score") is not None:
        metric = result.get("details", {}).get("metric_name") or ""
        figure("summary.loss", _num(result.get("score")), metric, metric=result.get("metric") or label("none"))
    algorithm = _algorithm_name(record)
    if algorithm:
        figure("summary.algorithm", None, algorithm)
    if result.get("transformation"):
        figure("summary.transformation", None, _text(result.get("transformation")))
    figure("summary.signed", None, key_fingerprint or label("not_signed"))
    figure("summary.report_id", None, str(record.get("report_id", "")))
    sheet.notes_row = sheet.last  # workbook notes (changed cells) are added here later

    sheet.heading(label("summary.sheets"))
    sheet.header("", label("summary.sheet"), label("summary.holds"))
    for name in [key for key in SHEETS if key != "summary" and key in titles]:
        sheet.add("", (titles[name], "bold"), (label(f"summary.about.{name}"), "wrap"))
    return sheet


def _meaning(check: Mapping[str, Any], qis: Sequence[Any]) -> str:
    """The plain-language sentence of one check: its model's (``ModelSpec.meaning``), with the required value
    filled in when the sentence names it and the check has one."""
    model = registry.report_kind(check)
    attribute = check.get("attribute")
    fields = {"qis": ", ".join(map(str, qis)),
              "attribute": f"'{attribute}'" if attribute else label("meaning.the_sensitive")}
    if not isinstance(model, registry.ModelSpec):
        return label(f"meaning.{model}", **fields, required="")
    required = check.get("required", check.get("achieved"))  # an audit names only what was achieved
    if "{required}" in model.meaning and _finite(required) is None:
        return label("meaning.unknown")
    required_text = "" if _finite(required) is None else (
        f"{float(required):.0%}" if model.percent else _g(required))
    return _(model.meaning).format(**fields, required=required_text)


def _verdict_meaning(record: Mapping[str, Any], entry: Mapping[str, Any]) -> str:
    """The plain-language meaning of one verdict entry: by its kind, and a model's by its spec (the entry's
    ``requirement`` is the model's name)."""
    if entry.get("kind") == "identifier":
        return label("meaning.identifier" if entry.get("passed") else "meaning.identifier_failed")
    if entry.get("kind") == "risk":
        risk = record.get("risk", {})
        overall = risk.get("overall", risk.get("maximum"))
        return label("meaning.risk", model=_release_model(risk.get("release_model", "")),
                     risk=_finite(overall) or 0.0, one_in=_one_in(overall),
                     threshold=_finite(risk.get("threshold")) or 0.0, limit_one_in=_one_in(risk.get("threshold")),
                     at_risk=_finite(risk.get("records_at_risk")) or 0.0)
    qis = record.get("data", {}).get("quasi_identifiers", [])
    return _meaning({"model": entry.get("requirement"), "attribute": entry.get("attribute"),
                     "required": entry.get("required")}, qis)


def _algorithm_name(record: Mapping[str, Any]) -> str:
    algorithm = record.get("configuration", {}).get("algorithm")
    if isinstance(algorithm, Mapping):
        algorithm = algorithm.get("name")
    algorithm = str(algorithm or record.get("result", {}).get("algorithm") or "")
    return _label_or(f"algorithm.{algorithm}", algorithm) if algorithm else ""


def _release_model(model: Any) -> str:
    """A release model (public, semi-public, non-public) in words."""
    return _label_or(f"release_model.{model}", _text(model)) if model not in (None, "") else _text(model)


def _parameter_keys() -> tuple[str, ...]:
    """Where a model entry keeps its main parameter (each model's ``Parameter.key``; δ-presence: δmax, its δmin
    shows in the label), then the keys of a check's required value."""
    return (*dict.fromkeys(spec.parameter.key for spec in registry.models()), "required", "value")


def _configuration(record: Mapping[str, Any], released: Dataset | None) -> _Sheet:
    sheet = _Sheet("sheet.configuration", widths={1: 40, 2: 64, 3: 14, 4: 24}, max_width=64)
    config = dict(record.get("configuration") or {})
    data = record.get("data", {})
    files = record.get("files", {})
    result = record.get("result", {})
    details = result.get("details", {}) if isinstance(result.get("details"), Mapping) else {}
    used: set[str] = set()
    sheet.title(label("config.title"))

    def setting(key: str, value: tuple[Any, str] | str) -> None:
        row = sheet.add((label(key), "wrap"))
        value, style = value if isinstance(value, tuple) else (value, "text")
        sheet.put(row, 2, value, ("wrap" if style == "text" else style) + "+left")

    sheet.heading(label("config.data_source"))
    source = files.get("input", {}).get("path") or result.get("source")
    if source:
        setting("config.input", str(source))
    if files.get("released"):
        setting("config.released_file", str(files["released"].get("path", "")))
    if files.get("project"):
        setting("config.project", str(files["project"].get("path", "")))
    setting("config.rows", _num(data.get("rows"), "int"))
    setting("config.columns", _listed(data.get("columns", [])))
    setting("config.qis", _listed(config.get("quasi_identifiers") or data.get("quasi_identifiers", [])))
    setting("config.sensitive", _listed(config.get("sensitive") or data.get("sensitive", [])))
    used |= {"quasi_identifiers", "sensitive"}

    sheet.heading(label("config.roles"))
    sheet.header(label("config.attribute"), label("config.role"), label("config.type"),
                 label("config.identifier_rule"))
    roles = dict(record.get("roles") or {})
    if not roles:
        qis, sensitive = set(data.get("quasi_identifiers", [])), set(data.get("sensitive", []))
        roles = {name: label("config.role.qi") if name in qis else label("config.role.sensitive")
                 if name in sensitive else label("config.role.other") for name in data.get("columns", [])}
    types = config.get("types") if isinstance(config.get("types"), Mapping) else {}
    identifiers = config.get("identifiers") if isinstance(config.get("identifiers"), Mapping) else {}
    used |= {"types", "identifiers"}
    for name, role in roles.items():
        kind = types.get(name)
        if kind is None and released is not None and name in released.names:
            kind = released.column(name).type.value
        rule = identifiers.get(name)
        if isinstance(rule, Mapping):
            action = str(rule.get("action", ""))
            rule = _label_or(f"config.identifier.{action}", action) + (f" ({rule['n']})" if rule.get("n") else "")
        sheet.add(str(name), _label_or(f"config.role.{_ROLE_KEYS.get(str(role), '?')}", _text(role)),
                  _label_or(f"config.type.{kind}", _text(kind)) if kind is not None else label("none"),
                  _text(rule) if rule is not None else "")

    sheet.heading(label("config.models"))
    models = config.get("models") or config.get("requirements") or []
    used |= {"models", "requirements"}
    if models:
        sheet.header(label("config.model"), label("config.attribute"), label("config.parameter"))
        for spec in models:
            if not isinstance(spec, Mapping):
                sheet.add(_text(spec))
                continue
            name = spec.get("label") or spec.get("requirement") or spec.get("model", "")
            keys = _parameter_keys()
            parameter = next((spec[key] for key in keys if key in spec), None)
            extra = {k: v for k, v in spec.items() if k not in ("label", "requirement", "model", "attribute",
                                                                 *keys, "achieved", "met")}
            text = _text(name) + (f" ({_text(extra)})" if extra and not spec.get("label") else "")
            sheet.add(text, _text(spec.get("attribute")) if spec.get("attribute") else "",
                      _num(parameter, "general") if parameter is not None else "")
    elif result.get("checks"):
        sheet.header(label("config.model"))
        for check in result["checks"]:
            sheet.add(_text(check.get("requirement") or check.get("model")))
    else:
        sheet.note(label("config.no_models"))

    sheet.heading(label("config.algorithm"))
    algorithm = config.get("algorithm")
    algorithm_spec = dict(algorithm) if isinstance(algorithm, Mapping) else {}
    used.add("algorithm")
    name = _algorithm_name(record)
    if name:
        setting("config.algorithm_name", name)
    metric = config.get("metric") or algorithm_spec.get("metric") or result.get("metric")
    used.add("metric")
    if metric:
        named = details.get("metric_name")
        setting("config.metric", label("config.metric_named", metric=metric, name=named)
                if named and named != metric else str(metric))
    suppression = next((v for v in (config.get("suppression_limit"), algorithm_spec.get("suppression"),
                                    details.get("suppression_limit")) if v is not None), None)
    used.add("suppression_limit")
    if suppression is not None:
        setting("config.suppression", _num(suppression, "percent"))
    for key, name_key in (("min_levels", "config.min_levels"), ("max_levels", "config.max_levels"),
                          ("weights", "config.weights"), ("split", "config.split"),
                          ("leftover", "config.leftover")):
        value = config.get(key, algorithm_spec.get(key))
        used.add(key)
        if value not in (None, {}, []):
            setting(name_key, _short(value))
    for key in algorithm_spec:
        if key not in ("name", "metric", "suppression", "min_levels", "max_levels", "weights", "split", "leftover"):
            row = sheet.add(str(key))
            sheet.put(row, 2, _short(algorithm_spec[key]), "wrap+left")
    if result.get("transformation"):
        setting("config.transformation", _text(result["transformation"]))
    if details.get("lattice_size") is not None:
        setting("config.search", label("config.search_value", size=details.get("lattice_size"),
                                       evaluated=details.get("evaluated", 0)))
    if isinstance(result.get("search"), Mapping) and result.get("score") is not None:
        setting("config.optimality", search_sentence(result["search"]))
    if _finite(result.get("seconds")) is not None:
        setting("config.seconds", _num(result.get("seconds"), "dec2"))

    sheet.heading(label("config.risk"))
    risk = record.get("risk", {})
    setting("config.release_model", _release_model(risk.get("release_model")))
    setting("config.threshold", _num(risk.get("threshold")))
    risk_config = config.get("risk")
    used.add("risk")
    if isinstance(risk_config, Mapping):
        for key, value in risk_config.items():
            if key in ("release_model", "threshold"):
                continue
            row = sheet.add(str(key))
            sheet.put(row, 2, _short(value), "wrap+left")

    hierarchies = config.get("hierarchies")
    used.add("hierarchies")
    if isinstance(hierarchies, Mapping) and hierarchies:
        sheet.heading(label("config.hierarchies"))
        sheet.header(label("config.attribute"), label("config.builder"), label("config.levels"),
                     label("config.hierarchy_rows"))
        for name, spec in hierarchies.items():
            spec = spec if isinstance(spec, Mapping) else {}
            sheet.add(str(name), (_builder_text(spec.get("builder")), "wrap"), _num(spec.get("levels"), "int"),
                      _num(spec.get("rows"), "int"))

    levels = config.get("sensitivity_levels")
    used.add("sensitivity_levels")
    if isinstance(levels, Mapping) and levels:
        sheet.heading(label("config.sensitivity_levels"))
        sheet.header(label("config.attribute"), label("config.values"), label("config.level"),
                     label("config.alpha_limit"))
        for name, spec in levels.items():
            spec = spec if isinstance(spec, Mapping) else {}
            alphas = list(spec.get("alphas") or [])
            for index, values in enumerate(spec.get("levels") or []):
                alpha = alphas[index] if index < len(alphas) else None
                sheet.add(str(name), (_short(values, 500), "wrap"), label("config.level_n", level=index + 1),
                          _num(alpha, "percent"))

    others = {k: v for k, v in config.items() if k not in used}
    if others:
        sheet.heading(label("config.other"))
        sheet.header(label("config.setting"), label("config.value"))
        for path, value in _flatten(others):
            row = sheet.add(path)
            sheet.put(row, 2, value, "wrap+left")
    return sheet


_ROLE_KEYS = {"quasi-identifier": "qi", "sensitive": "sensitive", "insensitive": "other", "identifier": "identifier"}
"""A project's role values and their words in :data:`LABELS` (``config.role.*``)."""


def _flatten(value: Any, prefix: str = "") -> Iterable[tuple[str, Any]]:
    """Nested settings as (dotted path, number or text) pairs."""
    if isinstance(value, Mapping) and value:
        for key, inner in value.items():
            yield from _flatten(inner, f"{prefix}.{key}" if prefix else str(key))
    elif isinstance(value, (list, tuple)) and value and any(isinstance(v, (Mapping, list, tuple)) for v in value):
        for index, inner in enumerate(value, 1):
            yield from _flatten(inner, f"{prefix} {index}")
    elif _finite(value) is not None and not isinstance(value, bool):
        yield prefix, value
    else:
        yield prefix, _short(value, 1000)


def _builder_text(builder: Any) -> str:
    """How a hierarchy was built, in one short line."""
    if not isinstance(builder, Mapping):
        return label("builder.explicit")
    kind = str(builder.get("kind", "")).replace("_", " ")
    if builder.get("generated"):
        kind = label("builder.generated", kind=kind)
    parts = []
    for key, value in builder.items():
        if key in ("kind", "generated") or value is None:
            continue
        if isinstance(value, (list, tuple)) and value and all(isinstance(v, Mapping) for v in value):
            parts.append(label("builder.groups_per_level", counts=" → ".join(str(len(v)) for v in value)))
            continue
        elif isinstance(value, (list, tuple)):
            text = " → ".join(_text(v) for v in value)
        elif isinstance(value, Mapping):
            text = label("builder.groups", count=len(value))
        else:
            text = _text(value)
        parts.append(f"{key}: {text}")
    return _short(f"{kind} ({'; '.join(parts)})" if parts else kind, 200)


def _attributes(record: Mapping[str, Any]) -> _Sheet:
    sheet = _Sheet("sheet.attributes", widths={1: 34, 2: 34, 3: 14, 4: 14, 5: 14, 6: 14})
    sheet.title(label("attributes.title"))
    attributes = record.get("attributes")
    if not attributes:
        sheet.note(label("not_available") if "measures" not in record else label("attributes.no_mapping"))
        qis = record.get("data", {}).get("quasi_identifiers", [])
        if qis:
            row = sheet.add((label("config.qis"), "bold"))
            sheet.put(row, 2, _listed(qis), "text")
        return sheet
    sheet.heading(label("attributes.overview"))
    sheet.header(label("attributes.attribute"), label("attributes.level"), label("attributes.distinct_before"),
                 label("attributes.distinct_after"), label("attributes.pairs"), label("attributes.builder"))
    for name, entry in attributes.items():
        level, height = entry.get("level"), entry.get("height")
        if level is None:
            used = label("attributes.varies")
        elif height is None:
            used = str(level)
        else:
            used = label("attributes.level_of", level=level, height=height)
        sheet.add(str(name), used, _num(entry.get("distinct_before"), "int"),
                  _num(entry.get("distinct_after"), "int"), _num(entry.get("mapping_rows"), "int"),
                  (_builder_text(entry.get("hierarchy_builder")) if height is not None else label("none"), "long"))
    for name, entry in attributes.items():
        level, height = entry.get("level"), entry.get("height")
        if level is not None and height is not None:
            title = label("attributes.section", attribute=name,
                          level=label("attributes.level_of", level=level, height=height))
        elif level is not None:
            title = label("attributes.section", attribute=name, level=level)
        else:
            title = label("attributes.section_plain", attribute=name)
        sheet.heading(title)
        if entry.get("levels_used"):
            sheet.note(label("attributes.levels_used", levels=_text(entry["levels_used"])))
        sheet.header(label("attributes.original"), label("attributes.released"), label("attributes.records"))
        mapping = entry.get("mapping") or []
        for before, after, count in mapping:
            sheet.add(_value_text(before), _value_text(after), _num(count, "int"))
        total = entry.get("mapping_rows", len(mapping))
        if total > len(mapping):
            sheet.note(label("attributes.truncated", shown=len(mapping), total=total))
    return sheet


def _value_text(value: Any) -> str:
    return label("attributes.missing_value") if value in (None, "") else str(value)


_SENSITIVE_PARAMETERS = ("alpha", "l_distinct", "l_entropy", "recursive_c", "t_equal", "t_ordered",
                         "t_hierarchical", "beta_basic", "beta_enhanced", "delta_disclosure",
                         "delta_disclosure_strict")


def _models(record: Mapping[str, Any]) -> _Sheet:
    sheet = _Sheet("sheet.models", widths={1: 52, 2: 20, 3: 16, 4: 16, 5: 16})
    figures = record.get("model_figures", {})
    sheet.title(label("models.title"))

    sheet.heading(label("models.requirements"))
    checks = list(record.get("result", {}).get("checks", [])) + list(figures.get("requirements", []))
    if checks:
        sheet.header(label("models.requirement"), label("models.attribute"), label("models.required"),
                     label("models.achieved"), label("models.result"))
        for check in checks:
            name = check.get("requirement") or check.get("model") or ""
            sheet.add(_text(name), _text(check.get("attribute")) if check.get("attribute") else "",
                      _num(check.get("required"), "general") if "required" in check else "",
                      _num(check.get("achieved"), "general", "infinite"), _result(check.get("met")))
    else:
        sheet.note(label("models.no_requirements"))

    sheet.heading(label("models.whole"))
    sheet.header(label("models.parameter"), label("models.value"), label("models.worst"))
    if "k" in figures:
        sheet.add(label("models.k"), _num(figures.get("k"), "int", "infinite"), label("models.k_worst"))
    sheet.add(label("models.classes"), _num(figures.get("classes", record.get("classes", {}).get("count")), "int"))
    sheet.add(label("models.suppressed"), _num(figures.get("suppressed",
                                                           record.get("classes", {}).get("suppressed")), "int"))
    if figures.get("recursive_l") is not None:
        sheet.add(label("models.recursive_l"), _num(figures.get("recursive_l"), "int"))

    sheet.heading(label("models.per_sensitive"))
    sensitive = figures.get("sensitive") or {}
    if sensitive:
        names = list(sensitive)
        sheet.header(label("models.parameter"), *names)
        keys = [k for k in _SENSITIVE_PARAMETERS if any(k in sensitive[n] for n in names)]
        keys += sorted({k for n in names for k in sensitive[n]} - set(keys))
        for key in keys:
            name = _label_or(f"models.param.{key}", key)
            style = "int" if key == "l_distinct" else "measure"
            sheet.add(name, *[_num(sensitive[n].get(key), style, "infinite") if key in sensitive[n]
                              else label("not_available_short") for n in names])
    else:
        sheet.note(label("models.no_sensitive"))

    table = record.get("classes", {}).get("size_table") or []
    if table:
        sheet.heading(label("models.worst_classes"))
        sheet.header(label("models.class_size"), label("models.class_count"), label("models.records"))
        for size, count in table[:WORST_CLASS_ROWS]:
            sheet.add(_num(size, "int"), _num(count, "int"), _num(size * count, "int"))

    presence = figures.get("delta_presence")
    if isinstance(presence, Mapping):
        sheet.heading(label("models.presence"))
        sheet.add(label("models.presence_min"), _num(presence.get("min")))
        sheet.add(label("models.presence_max"), _num(presence.get("max")))

    graded = figures.get("alpha_ijkm")
    if isinstance(graded, Mapping):
        sheet.heading(label("models.alpha_ijkm"))
        sheet.add(label("models.alpha_ijkm_holds"), label("yes" if graded.get("holds") else "no"))
        if graded.get("k") is not None:
            sheet.add(label("models.alpha_ijkm_k"), _num(graded.get("k"), "int"))
        attributes = graded.get("attributes") or {}
        if attributes:
            sheet.header(label("models.attribute"), label("models.worst_share_ratio"), label("models.max_share"),
                         label("models.repeated_classes"), label("models.alphas"))
            for name, entry in attributes.items():
                sheet.add(str(name), _num(entry.get("worst_share_ratio"), "measure", "infinite"),
                          _num(entry.get("max_share"), "percent"), _num(entry.get("repeated_classes"), "int"),
                          ", ".join(f"{float(a):.0%}" for a in entry.get("alphas") or []))
    return sheet


_UTILITY = (("classes", "int"), ("suppressed", "int"), ("suppressed_share", "percent"),
            ("average_class_size", "dec2"), ("discernibility", "int"), ("arx_loss", "measure"),
            ("precision", "measure"), ("generalization_intensity", "measure"), ("iyengar_loss", "measure"),
            ("non_uniform_entropy", "dec2"))


def _measures(record: Mapping[str, Any]) -> _Sheet:
    sheet = _Sheet("sheet.measures", widths={1: 40, 2: 16, 3: 14, 4: 14, 5: 14, 6: 34, 7: 14, 8: 14, 9: 40},
                   max_width=46)
    sheet.title(label("measures.title"))
    measures = record.get("measures")
    data = record.get("data", {})
    if not measures:
        sheet.note(label("not_available"))
    else:
        qis, sensitive = set(data.get("quasi_identifiers", [])), set(data.get("sensitive", []))
        sheet.heading(label("measures.privacy_levels"))
        sheet.header(label("measures.attribute"), label("measures.role"), label("measures.pl_short"),
                     label("measures.dr_short"), label("measures.ir_short"), label("measures.known"))
        for name, entry in (measures.get("attributes") or {}).items():
            role = label("role.qi") if name in qis else label("role.sensitive") if name in sensitive else ""
            sheet.add(str(name), role, _num(entry.get("PL")), _num(entry.get("DR")), _num(entry.get("IR")),
                      (_listed(entry.get("known") or []), "wrap"))
        overall = measures.get("overall") or {}
        sheet.add((label("measures.overall"), "bold"), "", _num(overall.get("PL"), "measure+bold"),
                  _num(overall.get("DR"), "measure+bold"), _num(overall.get("IR"), "measure+bold"))
        row = sheet.add((label("measures.ec"), "bold"))
        sheet.put(row, 3, *_num(measures.get("EC"), "measure+bold"))

        utility = measures.get("utility") or {}
        if utility:
            sheet.heading(label("measures.utility"))
            sheet.header(label("measures.figure"), label("measures.value"))
            for key, style in _UTILITY:
                if key in utility:
                    sheet.add(label(f"measures.utility.{key}"), _num(utility[key], style))
            if isinstance(utility.get("whd"), Mapping):
                sheet.add(label("measures.whd_total"), _num(utility["whd"].get("total"), "dec2"))
                sheet.add(label("measures.whd_mean"), _num(utility["whd"].get("mean")))
            if utility.get("transformation") is not None:
                sheet.add(label("measures.utility.transformation"), (_text(utility["transformation"]), "long"))
            entropies = utility.get("attributes") or {}
            if entropies:
                sheet.heading(label("measures.entropies"))
                sheet.header(label("measures.attribute"), label("measures.distinct_original"),
                             label("measures.distinct_released"), label("measures.entropy_original"),
                             label("measures.entropy_released"), label("measures.entropy_kept"))
                for name, entry in entropies.items():
                    sheet.add(str(name), _num(entry.get("distinct_original"), "int"),
                              _num(entry.get("distinct_released"), "int"), _num(entry.get("entropy_original")),
                              _num(entry.get("entropy_released")), _num(entry.get("entropy_kept")))

        weighted = measures.get("entropy_utility") or {}
        if weighted.get("before"):
            sheet.heading(label("measures.weighted_entropy"))
            sheet.header(label("measures.attribute"), label("measures.weight"), label("measures.before"),
                         label("measures.after"))
            for name, before in weighted["before"].items():
                sheet.add(str(name), _num((weighted.get("weights") or {}).get(name)), _num(before),
                          _num((weighted.get("after") or {}).get(name)))
            for key in ("weighted_before", "weighted_after", "table_before", "table_after"):
                if key in weighted:
                    sheet.add(label(f"measures.{key}"), "", *([""] if key.endswith("after") else []),
                              _num(weighted[key]))
            if "loss" in weighted:
                sheet.add((label("measures.entropy_loss"), "bold"), _num(weighted["loss"], "measure+bold"))

        links = measures.get("link_matching")
        if isinstance(links, Mapping):
            sheet.heading(label("measures.link"))
            sheet.header(label("measures.figure"), label("measures.value"))
            for key, name in (("entropy", "measures.link_entropy"), ("risk", "measures.link_risk"),
                              ("delta_max", "measures.link_delta_max"), ("delta_min", "measures.link_delta_min")):
                if key in links:
                    sheet.add(label(name), _num(links[key], "measure", "infinite"))
            probabilities = list(links.get("probabilities") or [])
            if probabilities:
                sheet.heading(label("measures.link_probabilities"))
                sheet.header(label("measures.link_class"), label("measures.link_probability"))
                for index, value in enumerate(probabilities[:LINK_ROWS], 1):
                    sheet.add(_num(index, "int"), _num(value))
                if len(probabilities) > LINK_ROWS:
                    sheet.note(label("measures.link_more", shown=LINK_ROWS, total=len(probabilities)))

    distances = record.get("sensitivity_distance")
    if distances:
        sheet.heading(label("measures.sensitivity"))
        sheet.header(label("measures.attribute"), label("measures.ds"))
        for name, value in distances.items():
            sheet.add(str(name), _num(value))

    steps = record.get("sweep")
    if steps:
        parameter = str(next((s.get("parameter") for s in steps if s.get("parameter")), ""))
        sheet.heading(label("measures.sweep"))
        sheet.header(label("measures.sweep_value", parameter=parameter), label("measures.pl_short"),
                     label("measures.dr_short"), label("measures.ir_short"), label("measures.ec_short"),
                     label("measures.score"), label("measures.utility.suppressed"), label("measures.max_risk"),
                     label("measures.sweep_note"))
        for step in steps:
            sheet.add(_num(step.get("value"), "general"), _num(step.get("PL")), _num(step.get("DR")),
                      _num(step.get("IR")), _num(step.get("EC")), _num(step.get("score")),
                      _num(step.get("suppressed"), "int"), _num(step.get("risk_maximum")),
                      _short(step.get("error"), 200) if step.get("error") else "")
    if measures and measures.get("notes"):
        sheet.heading(label("measures.notes"))
        for text in measures["notes"]:
            sheet.note(_text(text))
    return sheet


def _risk(record: Mapping[str, Any]) -> _Sheet:
    sheet = _Sheet("sheet.risk", widths={1: 40, 2: 16, 3: 16, 4: 16, 5: 20})
    risk = record.get("risk", {})
    threshold = _finite(risk.get("threshold"))
    sheet.title(label("risk.title"))
    sheet.heading(label("risk.verdict"))
    row = sheet.add(_result(risk.get("passed")))
    sheet.put(row, 2, _text(risk.get("verdict", "")), "long")

    sheet.heading(label("risk.settings"))
    sheet.add(label("risk.release_model"), (_release_model(risk.get("release_model")), "text+left"))
    sheet.add(label("risk.threshold"), _num(risk.get("threshold")), _one_in(threshold))

    sheet.heading(label("risk.figures"))
    sheet.header(label("risk.figure"), label("risk.value"), label("risk.in_words"))
    for key, name, style in (("maximum", "risk.maximum", "measure"), ("average", "risk.average", "measure"),
                             ("records_at_risk", "risk.at_risk", "percent"), ("data_risk", "risk.data_risk",
                                                                              "measure"),
                             ("environment_risk", "risk.environment", "measure"),
                             ("overall", "risk.overall", "measure+bold")):
        if key in risk:
            sheet.add((label(name), "bold" if "bold" in style else "text"), _num(risk[key], style),
                      _one_in(risk[key]) if style.startswith("measure") and key != "environment_risk" else "")

    bands = risk.get("bands") or []
    if bands:
        total = sum(int(b.get("records", 0)) for b in bands) or 1
        sheet.heading(label("risk.bands"))
        sheet.header(label("risk.from"), label("risk.to"), label("risk.records"), label("risk.share"),
                     label("risk.above"))
        for band in bands:
            low = _finite(band.get("from")) or 0.0
            above = threshold is not None and low >= threshold * (1 - 1e-9)
            sheet.add(_num(low), _num(band.get("to")), _num(band.get("records"), "int"),
                      _num(int(band.get("records", 0)) / total, "percent"), label("yes" if above else "no"))
        sheet.note(label("risk.bands_note"))
    add_population_section(sheet, record.get("population_risk"), _num)
    return sheet


def _classes(record: Mapping[str, Any]) -> _Sheet:
    sheet = _Sheet("sheet.classes", freeze="A3", widths={1: 14, 2: 14, 3: 14, 4: 16, 5: 16, 6: 4, 7: 24, 8: 14})
    classes = record.get("classes", {})
    rows = record.get("data", {}).get("rows") or 0
    sheet.title(label("classes.title"))
    sheet.header(label("classes.size"), label("classes.count"), label("classes.records"), label("classes.share"),
                 label("classes.cumulative"))
    start = sheet.last
    cumulative = 0
    table = classes.get("size_table") or []
    if not table:
        sheet.note(label("classes.none"))
    for size, count in table:
        records = int(size) * int(count)
        cumulative += records
        sheet.add(_num(size, "int"), _num(count, "int"), _num(records, "int"),
                  _num(records / rows if rows else None, "percent"),
                  _num(cumulative / rows if rows else None, "percent"))
    suppressed = classes.get("suppressed", 0) or 0
    if suppressed:
        cumulative += suppressed
        sheet.add(label("classes.suppressed_row"), "", _num(suppressed, "int"),
                  _num(suppressed / rows if rows else None, "percent"),
                  _num(cumulative / rows if rows else None, "percent"))
    # the summary sits beside the table, so that the table's header is the frozen row
    side = [(label("classes.summary"), None), (label("classes.total"), _num(classes.get("count", 0), "int")),
            (label("classes.suppressed"), _num(suppressed, "int")),
            (label("classes.smallest"), _num(classes.get("smallest"), "int")),
            (label("classes.largest"), _num(classes.get("largest"), "int")),
            (label("classes.average"), _num(classes.get("average"), "dec2"))]
    for offset, (name, value) in enumerate(side):
        if value is None:
            sheet.put(start, 7, name, "header")
            sheet.put(start, 8, "", "header")
        else:
            sheet.put(start + offset, 7, name, "bold")
            sheet.put(start + offset, 8, *value)
    return sheet


def _provenance(record: Mapping[str, Any], key_fingerprint: str | None) -> _Sheet:
    sheet = _Sheet("sheet.provenance", freeze="A3", widths={1: 30, 2: 70, 3: 70}, max_width=90)
    sheet.title(label("provenance.title"))
    sheet.header(label("provenance.item"), label("provenance.value"), label("provenance.details"))
    sheet.add(label("provenance.report_id"), (str(record.get("report_id", "")), "mono"))
    sheet.add(label("provenance.format"), f"{record.get('format', '')} {record.get('version', '')}".strip())
    kind = record.get("kind", "")
    sheet.add(label("provenance.kind"), _label_or(f"kind.{kind}", kind))
    sheet.add(label("provenance.created"), _time_with_zone(record.get("created")))
    sheet.add(label("provenance.operator"), _text(record.get("operator")) if record.get("operator") else
              label("none"))
    sheet.add(label("provenance.version"), str(record.get("privdesk_version", "")))
    if record.get("language"):
        code = str(record["language"])
        sheet.add(label("provenance.language"), label("provenance.language_value", name=LANGUAGES.get(code, code),
                                                      code=code))
    sheet.add(label("provenance.key"), (key_fingerprint, "mono") if key_fingerprint else label("not_signed"),
              (label("provenance.key_detail"), "wrap") if key_fingerprint else "")

    sheet.heading(label("provenance.files"))
    files = record.get("files") or {}
    if files:
        sheet.header(label("provenance.file"), label("provenance.sha256"), label("provenance.path"))
        for name, entry in files.items():
            entry = entry if isinstance(entry, Mapping) else {}
            sheet.add(_label_or(f"provenance.file.{name}", name), (str(entry.get("sha256", "")), "mono"),
                      str(entry.get("path", "")))
    else:
        sheet.note(label("provenance.no_files"))
    return sheet


def _time_with_zone(text: Any) -> str:
    if not text:
        return label("none")
    try:
        moment = dt.datetime.fromisoformat(str(text))
    except ValueError:
        return str(text)
    if moment.tzinfo is None:
        return f"{moment:%Y-%m-%d %H:%M:%S}"
    offset = moment.strftime("%z")
    return label("provenance.time_zone", time=f"{moment:%Y-%m-%d %H:%M:%S}", offset=f"{offset[:3]}:{offset[3:]}")


# ----- charts ---------------------------------------------------------------------------------------------------------


def required_k(record: Mapping[str, Any]) -> int | None:
    """The smallest class size the release was required to have (k of k-anonymity), or None."""
    for entry in (record.get("configuration", {}).get("models") or []):
        spec = registry.find(entry.get("model")) if isinstance(entry, Mapping) else None
        if spec is not None and spec.class_size and _finite(entry.get(spec.parameter.key)):
            return int(entry[spec.parameter.key])
    for check in record.get("result", {}).get("checks", []):
        spec = registry.report_kind(check)
        if isinstance(spec, registry.ModelSpec) and spec.class_size and _finite(check.get("required")):
            return int(check["required"])
    return None


def record_risks(record: Mapping[str, Any]) -> np.ndarray:
    """Every record's risk p_r = 1 / (size of its class), suppressed records forming one class (as
    ``engine.metrics.risk``); the record's sample when the class sizes are absent."""
    classes = record.get("classes", {})
    sizes = np.asarray(classes.get("sizes") or [], dtype=float)
    suppressed = int(classes.get("suppressed") or 0)
    if len(sizes) or suppressed:
        risks = np.repeat(1.0 / sizes, sizes.astype(np.int64)) if len(sizes) else np.zeros(0)
        if suppressed:
            risks = np.concatenate([risks, np.full(suppressed, 1.0 / suppressed)])
        return risks
    return np.asarray(record.get("risk", {}).get("record_risk_sample") or [], dtype=float)


def _charts(record: Mapping[str, Any], titles: Mapping[str, str]) -> _Sheet:
    from . import charts

    sheet = _Sheet("sheet.charts", widths={1: 12}, landscape=False)
    sheet.title(label("charts.title"))
    page = [ROW_PIXELS]  # pixels used on the current printed page

    def place(caption: str, figure: Any, note: str | None = None) -> None:
        png = charts.figure_png_bytes(figure, dpi=CHART_DPI)
        width, height = figure.get_size_inches()
        scale = min(1.0, CHART_WIDTH / (width * SCREEN_DPI))
        pixels_w, pixels_h = int(width * SCREEN_DPI * scale), int(height * SCREEN_DPI * scale)
        rows = math.ceil(pixels_h / ROW_PIXELS) + 1
        block = (2 + bool(note) + rows) * ROW_PIXELS
        if page[0] + block > PAGE_PIXELS and sheet.last > 1:
            sheet.breaks.append(sheet.last)  # start the chart on a new printed page
            page[0] = 0
        page[0] += block
        sheet.heading(caption)
        if note:
            sheet.note(note)
        sheet.images.append((sheet.last + 1, png, pixels_w, pixels_h))
        sheet.last += rows

    classes = record.get("classes", {})
    place(label("charts.class_sizes"), charts.class_size_histogram(
        classes.get("sizes") or [], required_k(record), int(classes.get("suppressed") or 0)))
    risk = record.get("risk", {})
    place(label("charts.risk"), charts.risk_distribution(record_risks(record), _finite(risk.get("threshold"))))
    measures = record.get("measures")
    if measures:
        place(label("charts.privacy_levels"), charts.privacy_level_bars(
            measures.get("attributes") or {}, (measures.get("overall") or {}).get("PL")))
    else:
        sheet.heading(label("charts.privacy_levels"))
        sheet.note(label("not_available"))
    if record.get("sweep"):
        place(label("charts.sweep"), charts.sweep_curves(record["sweep"]))
    attributes = record.get("attributes")
    if attributes:
        total = record.get("data", {}).get("rows") or 0
        for name, entry in list(attributes.items())[:MAX_DISTRIBUTION_CHARTS]:
            before: Counter = Counter()
            after: Counter = Counter()
            for original, released, count in entry.get("mapping") or []:
                before[_value_text(original)] += int(count)
                after[_value_text(released)] += int(count)
            listed = sum(before.values())
            note = None
            if entry.get("mapping_rows", 0) > len(entry.get("mapping") or []):
                note = label("charts.partial_counts", shown=len(entry.get("mapping") or []), records=listed,
                             total=total, sheet=titles["attributes"])
            place(label("charts.distribution", attribute=name), charts.distribution_before_after(
                before, after, str(name)), note)
    else:
        sheet.heading(label("charts.distribution", attribute=", ".join(
            map(str, record.get("data", {}).get("quasi_identifiers", [])))))
        sheet.note(label("not_available") if "measures" not in record else label("attributes.no_mapping"))
    return sheet


# ----- rendering ------------------------------------------------------------------------------------------------------


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


def _scan(sheets: Sequence[_Sheet], released: Dataset | None, changes: _Changes) -> None:
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


SHEETS = ("summary", "configuration", "attributes", "models", "measures", "risk", "classes", "usefulness", "charts",
          "privacy_budget", "provenance", "released")
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


def _make_cell(ws: Any, value: Any, style: str, comment_author: str = "PrivDesk") -> Any:
    """A write-only cell whose text is never a formula."""
    from openpyxl.cell import WriteOnlyCell
    from openpyxl.comments import Comment

    if isinstance(value, (np.integer, np.floating)):
        value = value.item()
    if isinstance(value, bool) or not isinstance(value, (int, float, str)) or value is None:
        value = _text(value)
    if isinstance(value, float) and not math.isfinite(value):
        value = label("infinite")
    comment = None
    if isinstance(value, str):
        if len(value) > MAX_CELL:
            comment = label("note.cut_comment", length=len(value))
        value = cell_value(value, False)[0]
    cell = WriteOnlyCell(ws, value=value if value != "" else None)  # an empty cell keeps only its style
    if isinstance(value, str) and value:
        cell.data_type = "s"  # text, even when it starts with '=': never a formula
    for attribute, setting in _style(style).items():
        setattr(cell, attribute, setting)
    if comment:
        cell.comment = Comment(comment, comment_author, width=300, height=60)
    return cell


def _display_length(value: Any, style: str) -> int:
    if isinstance(value, str):
        return max((len(line) for line in value.split("\n")), default=0)
    kind = style.split("+")[0]
    if kind == "int":
        return len(f"{value:,.0f}")
    if kind == "percent":
        return len(f"{value:.2%}")
    if kind in ("measure", "dec2"):
        return len(f"{value:,.4f}")
    return len(f"{value:g}") if isinstance(value, float) else len(str(value))


def _column_widths(sheet: _Sheet) -> dict[int, float]:
    widths: dict[int, float] = {}
    for row in sheet.cells.values():
        for col, (value, style) in row.items():
            tokens = set(style.split("+"))
            if tokens & _OVERFLOWING or "wrap" in tokens:
                continue
            length = _display_length(value, style)
            if "header" in tokens and isinstance(value, str):  # headers wrap: their longest word counts
                length = min(length, max(HEADER_WIDTH, *(len(word) for word in value.split() or [""])))
            length *= 1.1 if tokens & {"bold", "header", "mono"} else 1.0
            widths[col] = max(widths.get(col, 0), min(length + 2, sheet.max_width))
    for col, width in sheet.widths.items():
        widths[col] = max(width, min(widths.get(col, 0), sheet.max_width))
    return widths


def _fitted(value: Any, style: str, width: float) -> tuple[Any, str]:
    """A text too long for its column wraps, unless it may run over the empty cells beside it."""
    tokens = set(style.split("+"))
    if isinstance(value, str) and len(value) > width and not tokens & (_OVERFLOWING | {"wrap", "pass", "fail"}):
        return value, style + "+wrap"
    return value, style


def _row_height(cells: Mapping[int, tuple[Any, str]], widths: Mapping[int, float]) -> float | None:
    """The height (points) a row needs for its wrapped texts and titles; None for the default height.

    Set explicitly because LibreOffice does not grow rows on opening and Excel does not for every cell; the
    estimate errs on the tall side (fonts other than Calibri are wider)."""
    lines = 1
    extra = 0.0
    for col, (value, style) in cells.items():
        tokens = set(style.split("+"))
        if "title" in tokens:
            extra = max(extra, 10)
        if "heading" in tokens:
            extra = max(extra, 4)
        if isinstance(value, str) and ("wrap" in tokens or "header" in tokens):
            per_line = max(widths.get(col, 9) * (1.1 if tokens & {"bold", "header"} else 1.2), 1)
            needed = sum(max(1, math.ceil(len(part) / per_line)) for part in value.split("\n"))
            lines = max(lines, needed)
    if lines == 1 and not extra:
        return None
    return round(lines * 15.0 + extra + (2 if lines > 1 else 0), 1)


def _page_setup(ws: Any, landscape: bool = True) -> None:
    from openpyxl.worksheet.properties import PageSetupProperties

    ws.page_setup.orientation = "landscape" if landscape else "portrait"
    ws.page_setup.fitToWidth = 1
    ws.page_setup.fitToHeight = 0
    ws.sheet_properties.pageSetUpPr = PageSetupProperties(fitToPage=True)
    ws.page_margins.left = ws.page_margins.right = 0.5
    ws.page_margins.top = ws.page_margins.bottom = 0.6


def _render(book: Any, sheet: _Sheet, title: str) -> None:
    from openpyxl.drawing.image import Image
    from openpyxl.utils import get_column_letter
    from openpyxl.worksheet.pagebreak import Break

    ws = book.create_sheet(title)
    widths = _column_widths(sheet)
    for col, width in widths.items():
        ws.column_dimensions[get_column_letter(col)].width = round(width, 1)
    if sheet.freeze:
        ws.freeze_panes = sheet.freeze
    ws.sheet_view.showGridLines = sheet.gridlines
    _page_setup(ws, sheet.landscape)
    for row in sheet.breaks:
        ws.row_breaks.append(Break(id=row))
    for row in range(1, sheet.last + 1):
        cells = sheet.cells.get(row, {})
        if not cells:
            ws.append([])
            continue
        cells = {col: _fitted(value, style, widths.get(col, 9)) for col, (value, style) in cells.items()}
        height = _row_height(cells, widths)
        if height:
            ws.row_dimensions[row].height = height
        ws.append([_make_cell(ws, *cells[col]) if col in cells else None for col in range(1, max(cells) + 1)])
    for row, png, width, height in sheet.images:
        image = Image(io.BytesIO(png))
        image.width, image.height = width, height
        ws.add_image(image, f"A{row}")


def _render_table(book: Any, dataset: Dataset, title: str, note: str | None) -> list | None:
    """The released table (up to :data:`MAX_DATA_ROWS`): the header here; the rows are returned as columns of
    codes and stored values for :func:`sheet_rows.splice_rows`, which writes them a column at a time after the
    workbook is saved. A table with a text cut to Excel's cell limit (which gets a comment) is streamed here row by
    row instead, and None is returned."""
    from openpyxl.cell import WriteOnlyCell
    from openpyxl.comments import Comment
    from openpyxl.utils import get_column_letter

    from .sheet_rows import Column as RowColumn

    ws = book.create_sheet(title)
    ws.freeze_panes = "A2"
    _page_setup(ws)
    shown = min(dataset.n_rows, MAX_DATA_ROWS)
    columns = []
    for index, column in enumerate(dataset.columns, 1):
        numeric = column.type in (ColumnType.INTEGER, ColumnType.DECIMAL)
        values, comments, longest = [], [], len(column.name)
        for code, value in enumerate(column.values):  # distinct values only
            text = None if value is None else str(value)
            stored = cell_value(text, numeric and code < column.n_valid)[0]
            if isinstance(stored, float) and not math.isfinite(stored):  # xlsx has no infinity: keep the text
                stored = cell_value(text, False)[0]
            values.append(stored)
            comments.append(label("note.cut_comment", length=len(text)) if text and len(text) > MAX_CELL else None)
            longest = max(longest, len(text or ""))
        columns.append((column.codes, values, comments))
        ws.column_dimensions[get_column_letter(index)].width = min(max(longest, 8) + 2, 50)
    if dataset.names:
        ws.auto_filter.ref = f"A1:{get_column_letter(len(dataset.names))}{shown + 1}"
    header = []
    for position, name in enumerate(dataset.names):
        cell = _make_cell(ws, name, "header")
        if position == 0 and note:
            cell.comment = Comment(note, "PrivDesk", width=300, height=80)
        header.append(cell)
    ws.append(header)
    if not any(any(comments) for _codes, _values, comments in columns):
        return [RowColumn(codes[:shown], values) for codes, values, _comments in columns]
    for row in range(shown):
        cells = []
        for codes, values, comments in columns:
            code = codes[row]
            value = values[code]
            cell = WriteOnlyCell(ws, value=value)
            if isinstance(value, str):
                cell.data_type = "s"  # text, even when it starts with '=': never a formula
                if comments[code]:
                    cell.comment = Comment(comments[code], "PrivDesk", width=300, height=60)
            cells.append(cell)
        ws.append(cells)
    return None


def write_report(record: dict, path: str | Path, *, released: Dataset | None = None,
                 key_fingerprint: str | None = None) -> Path:
    """Write the audit workbook of ``record`` (``app.report_record.build_record``) to ``path``, atomically.

    ``released``: the released table, added as the sheet Released data (up to Excel's 1,048,575 data rows).
    ``key_fingerprint``: the signing key's fingerprint, shown on the Summary and Provenance ("not signed" when
    None). The whole workbook, charts included, is built before the file is touched; the earlier file at ``path``
    is replaced only when everything succeeded. Returns ``path``.
    """
    from openpyxl import Workbook

    from .preset_sheet import add_preset_sheet
    from .privacy_budget_sheet import budget_sheet

    path = Path(path)
    titles = sheet_titles(released is not None)
    if not record.get("usefulness"):
        titles.pop("usefulness")
    summary = _summary(record, key_fingerprint, titles)
    provenance = _provenance(record, key_fingerprint)
    sheets = [summary, _configuration(record, released), _attributes(record), _models(record), _measures(record),
              _risk(record), _classes(record), _charts(record, titles), budget_sheet(record), provenance]
    if record.get("usefulness"):  # the Usefulness sheet (report/usefulness_sheet.py) before Charts
        from .usefulness_sheet import usefulness_sheet
        sheets.insert(-3, usefulness_sheet(record["usefulness"]))
    add_preset_sheet(record, sheets, titles)  # report/preset_sheet.py (issue #15)

    changes = _Changes()
    _scan(sheets, released, changes)
    notes = []
    if changes.control:
        notes.append(label("note.control", count=changes.control))
    if changes.cut:
        notes.append(label("note.cut", count=changes.cut))
    capped = None
    if released is not None and released.n_rows > MAX_DATA_ROWS:
        capped = label("note.capped", rows=released.n_rows, shown=MAX_DATA_ROWS, sheet=titles["released"])
        whole = ((record.get("files") or {}).get("released") or {}).get("path")
        if whole:  # the release file (CSV, Parquet, …) holds what the sheet cannot
            capped += " " + label("note.whole_release", file=whole)
        notes.append(capped)
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
            _render(book, sheet, titles[sheet.key.removeprefix("sheet.")])
        rows = _render_table(book, released, titles["released"], capped) if released is not None else None
        with atomic_open(path, "wb") as stream:
            if rows is None:
                book.save(stream)
            else:
                from .sheet_rows import splice_rows

                saved = io.BytesIO()
                book.save(saved)
                part = f"xl/worksheets/sheet{len(book.worksheets)}.xml"  # the released table is the last sheet
                splice_rows(saved, stream, part, rows, min(released.n_rows, MAX_DATA_ROWS))
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


def _insert_notes(sheet: _Sheet, notes: Sequence[str]) -> None:
    """Put notes on changed cells right after the Summary's key figures (moving the rows below down)."""
    if not notes:
        return
    at = sheet.notes_row if sheet.notes_row is not None else sheet.last
    shift = len(notes)
    sheet.cells = {(row + shift if row > at else row): cells for row, cells in sheet.cells.items()}
    for offset, text in enumerate(notes, 1):
        sheet.put(at + offset, 1, text, "note")
    sheet.last += shift
