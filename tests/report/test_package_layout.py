"""report/ is a package one finds one's way in, and the window takes no computation from it."""

from __future__ import annotations

import ast

from tests.conftest import REPO

REPORT = REPO / "privdesk" / "report"
GUI = REPO / "privdesk" / "gui"

# What the window may take from report/: figures to show, the writers of files, and signing keys and signatures;
# and the context sheet's fields with the labels both print, so the Context page lists exactly the fields (and
# missing ones) the report's first page will.
ALLOWED_FROM_REPORT = {
    "charts", "charts.figures", "charts.dp", "charts.usefulness", "charts.attacks", "workbook.write_report",
    "labels.label", "sheets.context.fields",
}


def _report_imports(source: str):
    """(imported name with its module under report/, that module) for each import of report/ in ``source``."""
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if not isinstance(node, ast.ImportFrom) or not node.module:
            continue
        parts = node.module.split(".")
        if "report" not in parts:
            continue
        inner = ".".join(parts[parts.index("report") + 1:])
        for alias in node.names:
            yield (f"{inner}.{alias.name}" if inner else alias.name), inner or alias.name


def test_nothing_in_gui_imports_a_computation_from_report():
    found = {(path.relative_to(REPO).as_posix(), name) for path in GUI.rglob("*.py")
             for name, module in _report_imports(path.read_text(encoding="utf-8"))
             if name not in ALLOWED_FROM_REPORT and module not in ALLOWED_FROM_REPORT}
    assert not found, f"gui/ imports these from report/ (move computations to engine/ or app/): {sorted(found)}"


def test_the_gui_check_sees_each_form_of_import():
    source = ("from ...report import charts\nfrom ..report.workbook import write_report, record_risks\n"
              "from privdesk.report.cells import cell_style\nfrom ..engine.record_figures import required_k\n")
    assert list(_report_imports(source)) == [("charts", "charts"), ("workbook.write_report", "workbook"),
                                             ("workbook.record_risks", "workbook"), ("cells.cell_style", "cells")]


def test_no_report_module_is_past_about_500_lines():
    long = {path.name: n for path in REPORT.glob("*.py")
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > 520}
    assert not long, long
