"""The Suppressed cells sheet (report/sheets/suppression.py): counts per column from a cell-suppression run."""

from __future__ import annotations

import json
import subprocess
import sys

from openpyxl import load_workbook

from tests.conftest import REPO, shared_data


def _run(out, *extra):
    command = [sys.executable, "-m", "privdesk", "anonymize", str(shared_data("arx", "adult.csv")),
               "--qi", "age,sex,race,marital-status", "--k", "20", "--suppression", "0.05", "--report",
               "--out", str(out), *extra]
    result = subprocess.run(command, cwd=REPO, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_sheet_counts_cells_per_column(tmp_path):
    _run(tmp_path, "--cell-suppression")
    record = json.loads((tmp_path / "report.json").read_text(encoding="utf-8"))
    recoding = record["result"]["details"]["cell_suppression"]
    book = load_workbook(tmp_path / "report.xlsx", read_only=True)
    assert "Suppressed cells" in book.sheetnames
    assert book.sheetnames.index("Suppressed cells") == book.sheetnames.index("Charts") - 1
    rows = [r for r in book["Suppressed cells"].iter_rows(values_only=True) if r and r[0]]
    table = {r[0]: r[1:5] for r in rows if r[0] in ("age", "sex", "race", "marital-status")}
    whole = record["classes"]["suppressed"]
    for name, single in recoding["cells"].items():
        assert table[name][:3] == (whole, single, whole + single)
    # the released file shows exactly these stars
    released = (tmp_path / "anonymized.csv").read_text(encoding="utf-8").splitlines()
    header = released[0].split(";")
    stars = {name: sum(line.split(";")[header.index(name)] == "*" for line in released[1:])
             for name in recoding["cells"]}
    assert stars == {name: whole + single for name, single in recoding["cells"].items()}


def test_no_sheet_without_cell_suppression(tmp_path):
    _run(tmp_path)
    assert "Suppressed cells" not in load_workbook(tmp_path / "report.xlsx", read_only=True).sheetnames
