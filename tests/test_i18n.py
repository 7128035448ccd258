"""Languages: the locale decides, every source string has a finished translation that keeps its placeholders, the
translation files are up to date with the code, and Chinese text renders in charts with a real font."""

from __future__ import annotations

import io
import re
import subprocess
import sys
import warnings

import pytest

from privdesk.common import i18n
from privdesk.common.i18n import language_for_locale, placeholders, read_ts, system_language, translations_dir
from tests.conftest import REPO

SHIPPED = [language for language in i18n.LANGUAGES if language != i18n.ENGLISH]


@pytest.mark.parametrize("name, language", [
    ("zh_CN.UTF-8", "zh_CN"), ("zh_SG", "zh_CN"), ("zh-Hans-CN", "zh_CN"), ("zh", "zh_CN"),
    ("zh_TW.Big5", "zh_TW"), ("zh_HK.UTF-8", "zh_TW"), ("zh-Hant", "zh_TW"), ("zh_MO", "zh_TW"),
    ("en_US.UTF-8", "en"), ("de_DE", "en"), ("C", "en"), ("POSIX", "en"), ("", "en"), (None, "en"),
])
def test_a_locale_picks_a_shipped_language(name, language):
    assert language_for_locale(name) == language


def test_the_environment_decides(monkeypatch):
    for variable in ("PRIVDESK_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "zh_TW.UTF-8")
    assert system_language() == "zh_TW"
    monkeypatch.setenv("LC_ALL", "en_GB.UTF-8")  # LC_ALL outranks LANG
    assert system_language() == "en"
    monkeypatch.setenv("PRIVDESK_LANG", "zh_CN")
    assert system_language() == "zh_CN"


def test_placeholders_are_found():
    assert placeholders("{rows:,} rows in {file}; %(prog)s") == ["%(prog)s", "{file}", "{rows:,}"]


@pytest.mark.parametrize("language", SHIPPED)
@pytest.mark.parametrize("kind", ["core", "privdesk"])
def test_every_string_has_a_finished_translation_with_its_placeholders(language, kind):
    path = translations_dir() / f"{kind}_{language}.ts"
    messages = read_ts(path)
    assert len(messages) > 100
    unfinished = [source for _context, source, _t, finished in messages if not finished]
    assert not unfinished, f"{len(unfinished)} unfinished in {path.name}, e.g. {unfinished[:5]}"
    empty = [source for _context, source, translation, _f in messages if not translation.strip()]
    assert not empty, f"empty translations in {path.name}: {empty[:5]}"
    lost = [(source, translation) for _context, source, translation, _f in messages
            if placeholders(source) != placeholders(translation)]
    assert not lost, f"placeholders changed in {path.name}: {lost[:5]}"


@pytest.mark.parametrize("language", SHIPPED)
def test_the_compiled_translation_is_shipped(language):
    qm = translations_dir() / f"privdesk_{language}.qm"
    assert qm.exists() and qm.stat().st_size > 1000


def test_translation_files_are_up_to_date_with_the_code():
    """Every string of the code is in the .ts files and none is left over (run tools/update_translations.py)."""
    done = subprocess.run([sys.executable, str(REPO / "tools" / "update_translations.py"), "--check"],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_catalogue_translates_and_falls_back_to_english():
    sources = [source for _c, source, _t, _f in read_ts(translations_dir() / "core_zh_CN.ts")]
    try:
        i18n.set_language("zh_CN")
        assert i18n._(sources[0]) != sources[0]
        assert i18n._("a string nobody translated") == "a string nobody translated"
    finally:
        i18n.set_language("en")
    assert i18n._(sources[0]) == sources[0]


def test_the_bundled_font_has_chinese_glyphs():
    from matplotlib.ft2font import FT2Font

    from privdesk.common.paths import bundled_fonts

    fonts = bundled_fonts()
    assert fonts, "resources/fonts holds no font"
    font = FT2Font(str(fonts[0]))
    assert all(font.get_char_index(ord(character)) for character in "隐私保护等价类風險")


def test_a_chart_with_chinese_labels_renders_without_missing_glyphs():
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    from privdesk.report.charts import figures as charts

    family = charts.configure_fonts()
    assert family is not None, "no CJK font found, not even the bundled one"
    figure = Figure(figsize=(4, 3))
    axes = figure.add_subplot()
    axes.bar(["年龄", "邮编", "性别"], [0.2, 0.5, 0.3])
    axes.set_title("各属性的隐私水平", fontfamily=charts.font_families())
    axes.set_xlabel("准标识符", fontfamily=charts.font_families())
    for label in axes.get_xticklabels():
        label.set_fontfamily(charts.font_families())
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        figure.savefig(io.BytesIO(), format="png")
    missing = [str(w.message) for w in caught if "missing from" in str(w.message)]
    assert not missing, missing


def _run_privdesk(*args: str, language: str, cwd=None) -> subprocess.CompletedProcess:
    import os

    env = {**os.environ, "PRIVDESK_LANG": language, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([sys.executable, "-m", "privdesk", *args], capture_output=True, text=True, env=env,
                          cwd=cwd, timeout=300)


CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.mark.parametrize("language, marker", [("en", "usage: privdesk"), ("zh_CN", "用法"), ("zh_TW", "用法")])
def test_help_in_each_language(language, marker):
    done = _run_privdesk("--help", language=language)
    assert done.returncode == 0, done.stderr
    assert marker in done.stdout
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    if language == "en":
        assert not any(CJK.search(line) for line in lines)
    else:
        assert sum(bool(CJK.search(line)) for line in lines) > len(lines) / 2
        sub = _run_privdesk("anonymize", "--help", language=language)
        assert sub.returncode == 0 and CJK.search(sub.stdout)


def test_a_report_in_chinese(tmp_path):
    """The demo's report written in zh_CN: sheet names, the verdict and the chart titles are Chinese."""
    import openpyxl

    done = _run_privdesk("demo", "--out", str(tmp_path / "demo"), language="zh_CN")
    assert done.returncode == 0, done.stdout + done.stderr
    assert CJK.search(done.stdout)
    report = next((tmp_path / "demo").rglob("report.xlsx"))
    book = openpyxl.load_workbook(report)
    assert all(CJK.search(name) for name in book.sheetnames), book.sheetnames
    summary = book.worksheets[0]
    texts = [str(cell.value) for row in summary.iter_rows() for cell in row if isinstance(cell.value, str)]
    assert sum(bool(CJK.search(text)) for text in texts) > len(texts) / 2
    record = next((tmp_path / "demo").rglob("report.json")).read_text(encoding="utf-8")
    assert '"language": "zh_CN"' in record
