"""Issue #23: the report prints well — paper from the locale, the data out of the printout, headers repeated and
standing over their numbers, rows as tall as their (East Asian wide) text, notes on surprising figures — and the
demo report, rendered to PDF by LibreOffice in English and Chinese, has the pages the README states and no text
running into another cell's."""

from __future__ import annotations

import html
import itertools
import json
import math
import os
import re
import shutil
import subprocess
from collections import Counter
from pathlib import Path

import openpyxl
import pytest
from hypothesis import given
from hypothesis import strategies as st

from privdesk.common import i18n
from privdesk.common.text_width import display_width, wrapped_lines
from privdesk.report import cells
from privdesk.report.labels import LABELS
from tests.conftest import REPO

# The demo report printed (LibreOffice 7 → PDF): English on US Letter, Chinese on A4. The README says so too.
DEMO_PAGES = {"en": 22, "zh_CN": 22}  # the first page is the demo context; the attack test adds one


# ----- display width and wrapping ------------------------------------------------------------------------------------


def test_display_width_counts_east_asian_wide_characters_twice():
    assert display_width("abc") == 3
    assert display_width("汇总") == 4                       # CJK ideographs: wide
    assert display_width("ＡＢ") == 4                       # full-width Latin
    assert display_width("，。") == 4                       # CJK punctuation
    assert display_width("e\u0301") == 1                    # a combining accent takes no column
    assert display_width("k=5，满足") == 3 + 2 + 4


def test_wrapping_by_hand():
    assert wrapped_lines("alpha beta gamma delta", 11) == 2     # "alpha beta " | "gamma delta"
    assert wrapped_lines("alpha beta gamma delta", 10) == 3     # "alpha " | "beta gamma" too long: 3 lines
    assert wrapped_lines("汇总汇总汇总汇总", 6) == 3              # 3 wide characters (6 units) a line, no spaces needed
    assert wrapped_lines("a\nb", 5) == 2 and wrapped_lines("", 5) == 1
    assert wrapped_lines("x" * 25, 10) == 3                     # a word longer than a line is broken


@given(st.text(alphabet="ab ", max_size=80), st.integers(min_value=2, max_value=40))
def test_wrapping_needs_at_least_the_text_over_the_width(text, width):
    lines = wrapped_lines(text, width)
    assert lines >= max(1, math.ceil(len(text.replace(" ", "")) / width))  # a line holds at most width letters
    assert wrapped_lines(text, width + 5) <= lines


@given(st.text(alphabet="汇总表a", min_size=1, max_size=60), st.integers(min_value=4, max_value=40))
def test_wide_text_takes_at_least_as_many_lines_as_its_width_says(text, width):
    assert wrapped_lines(text, width) >= math.ceil(display_width(text) / width) - 1


def test_a_chinese_verdict_row_is_taller_than_one_line():
    verdict = "该发布满足所有要求：每条记录至少与其他 4 条记录共享准标识符的取值组合，因此无法被唯一识别。" * 2
    cells_of_row = {3: (verdict, "wrap")}
    height = cells._row_height(cells_of_row, {3: 72})
    assert height is not None and height >= 3 * 15       # 2 × 47 characters ≈ 207 units over 72: 3 lines
    assert cells._row_height({3: ("a" * len(verdict), "wrap")}, {3: 72}) < height


# ----- paper -------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name, paper", [
    ("en_US.UTF-8", "letter"), ("en_US", "letter"), ("es-MX", "letter"), ("fr_CA.utf8", "letter"),
    ("English_United States", "letter"), ("en_GB.UTF-8", "a4"), ("zh_CN.UTF-8", "a4"), ("de_DE@euro", "a4"),
    ("C", "a4"), ("", "a4"), (None, "a4")])
def test_paper_from_the_locale(name, paper):
    assert cells.paper_for_locale(name) == paper


def test_the_paper_follows_lc_all_then_lc_paper_then_lang(monkeypatch):
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.setenv("LC_PAPER", "en_US.UTF-8")
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert cells.default_paper() == "letter"
    monkeypatch.setenv("LC_ALL", "zh_CN.UTF-8")
    assert cells.default_paper() == "a4"


# ----- the workbook's print settings ---------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def printed(tmp_path_factory):
    from privdesk.report.workbook import write_report
    from tests.report.test_workbook import hospital_run

    record, released = hospital_run()
    path = write_report(record, tmp_path_factory.mktemp("print") / "report.xlsx", released=released, paper="letter")
    return record, released, openpyxl.load_workbook(path)


def test_print_settings(printed):
    record, released, book = printed
    for sheet in book.worksheets:
        assert int(sheet.page_setup.paperSize) == 1, sheet.title              # Letter, as asked
        assert sheet.sheet_properties.pageSetUpPr.fitToPage and sheet.page_setup.fitToWidth == 1
    summary = book[LABELS["sheet.summary"]]
    assert summary.print_title_rows == "$1:$2"                                 # title and verdict header repeat
    data = book[LABELS["sheet.released"]]
    last = openpyxl.utils.get_column_letter(len(released.names))
    assert data.print_area == f"'{data.title}'!$A$1:${last}$1"                # only the header row prints
    assert f"{released.n_rows:,} rows" in data.oddHeader.center.text
    attributes = book[LABELS["sheet.attributes"]]
    printed_rows = int(re.search(r"\$(\d+)$", attributes.print_area).group(1))
    assert printed_rows < attributes.max_row                                  # the value listings are left out
    notes = [c.value for row in attributes.iter_rows(max_row=printed_rows) for c in row if c.value]
    assert any("left out of the printout" in str(v) for v in notes)
    assert any("'*'" in str(v) for v in notes)                                # suppressed: '*' counted


def test_headers_over_numbers_are_right_aligned(printed):
    _, _, book = printed
    sheet = book[LABELS["sheet.measures"]]
    header = next(row for row in sheet.iter_rows() if row[2].value == LABELS["measures.pl_short"])
    assert header[2].alignment.horizontal == "right" and header[3].alignment.horizontal == "right"
    assert header[0].alignment.horizontal != "right"                          # over attribute names


def test_entropy_kept_above_one_is_explained(printed):
    record, _, book = printed
    entropies = record["measures"]["utility"]["attributes"]
    above = [name for name, entry in entropies.items() if entry["entropy_kept"] > 1]
    notes = [str(c.value) for row in book[LABELS["sheet.measures"]].iter_rows() for c in row if c.value]
    assert bool(above) == any(note.startswith("Entropy kept above 1") for note in notes)


# ----- the demo report printed by LibreOffice -------------------------------------------------------------------------


def pdf_words(pdf: Path) -> list[list[tuple[float, float, float, float, str]]]:
    """Every word of every page with its box (pdftotext -bbox)."""
    out = subprocess.run(["pdftotext", "-bbox", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    return [[(float(a), float(b), float(c), float(d), html.unescape(word)) for a, b, c, d, word in re.findall(
        r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)</word>', page)]
        for page in out.split("<page ")[1:]]


def overlapping(words, share: float = 0.35):
    """Pairs of words whose boxes cross: a text too tall for its row runs into the row below. Lines of one
    paragraph touch by their ascenders and descenders only, less than ``share`` of a line's height."""
    found = []
    for i, a in enumerate(words):
        for b in words[i + 1:]:
            dx = min(a[2], b[2]) - max(a[0], b[0])
            dy = min(a[3], b[3]) - max(a[1], b[1])
            if dx > 1.0 and dy > share * min(a[3] - a[1], b[3] - b[1]):
                found.append((a[4], b[4]))
    return found


def test_the_overlap_check_finds_a_row_too_short(tmp_path):
    if not shutil.which("soffice"):
        pytest.skip("LibreOffice is not installed")
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.column_dimensions["A"].width = 20
    sheet["A1"] = "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda"
    sheet["A1"].alignment = openpyxl.styles.Alignment(wrap_text=True, vertical="top")
    sheet.row_dimensions[1].height = 15
    sheet["A2"] = "next row"
    book.save(tmp_path / "short.xlsx")
    pdf = to_pdf(tmp_path / "short.xlsx", tmp_path)
    assert overlapping(pdf_words(pdf)[0])


def to_pdf(xlsx: Path, folder: Path) -> Path:
    """``xlsx`` printed to PDF by LibreOffice, with the CJK font PrivDesk bundles (resources/fonts) added to the
    system's, as a Chinese user's machine has one."""
    (folder / "fonts.conf").write_text(FONTS_CONF.format(fonts=REPO / "resources" / "fonts", cache=folder / "fc"))
    subprocess.run(["soffice", f"-env:UserInstallation=file://{folder}/lo-profile", "--headless", "--convert-to",
                    "pdf", "--outdir", str(folder), str(xlsx)], capture_output=True, timeout=600, check=True,
                   env={**os.environ, "FONTCONFIG_FILE": str(folder / "fonts.conf")})
    return folder / (xlsx.stem + ".pdf")


FONTS_CONF = """<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>{fonts}</dir>
  <cachedir>{cache}</cachedir>
</fontconfig>
"""


@pytest.mark.slow
@pytest.mark.parametrize("language, locale_name", [("en", "en_US.UTF-8"), ("zh_CN", "zh_CN.UTF-8")])
def test_the_demo_report_prints_on_few_pages_with_no_text_overflowing(language, locale_name, tmp_path, monkeypatch):
    if not (shutil.which("soffice") and shutil.which("pdftotext")):
        pytest.skip("LibreOffice or poppler is not installed")
    from privdesk.app.demo import run_demo

    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.setenv("LC_PAPER", locale_name)
    before = i18n.current_language()
    i18n.set_language(language)
    try:
        run_demo(tmp_path / "demo")
        record = json.loads((tmp_path / "demo" / "report.json").read_text(encoding="utf-8"))
    finally:
        i18n.set_language(before)
    pdf = to_pdf(tmp_path / "demo" / "report.xlsx", tmp_path)
    pages = pdf_words(pdf)
    assert len(pages) == DEMO_PAGES[language]
    for number, words in enumerate(pages, 1):
        assert not overlapping(words), (number, overlapping(words)[:5])
    if language == "en":  # each chart prints whole on the page of its heading (the chart repeats it as its title)
        texts = [" ".join(word for *_, word in words) for words in pages]
        charts = openpyxl.load_workbook(tmp_path / "demo" / "report.xlsx")["Charts"]
        tables = [[cell.value for cell in row] for row in charts.iter_rows(min_col=12, max_col=14)]
        for name in record["data"]["quasi_identifiers"]:
            title = f"Values of {name} before and after"
            assert any(text.count(title) == 2 for text in texts), title
            # every category of the bars is named on the printed chart ("Other" too, not skipped by LibreOffice)
            page = next(set(text.split()) for text in texts if text.count(title) == 2)
            start = tables.index([name, "Original", "Released"]) + 1
            categories = [row[0] for row in itertools.takewhile(lambda row: row[0] is not None, tables[start:])]
            assert categories and all(set(str(c).split()) <= page for c in categories), (name, categories)
    first_page = Counter("".join(word for *_, word in pages[1]))  # the Summary's, after the context's page
    for entry in record["verdict"]["entries"]:  # every verdict sentence printed whole (its lines may interleave)
        assert not Counter(re.sub(r"\s+", "", entry["sentence"])) - first_page, entry["sentence"]
    size = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True).stdout
    assert ("(letter)" if language == "en" else "(A4)") in size             # Letter for en_US, else A4
    fonts = subprocess.run(["pdffonts", str(pdf)], capture_output=True, text=True).stdout
    assert ("WenQuanYi" in fonts) == (language == "zh_CN")                  # Chinese drawn in a CJK font, not boxes
