"""The Attack test sheet and the window's attack figure show the record's numbers (the engine's, see
tests/app/record/test_attack_test.py): the rates, interval ends and baselines in the sheet's table, one native
chart per attack with whiskers on its cells, the sentences; in Chinese too."""

from __future__ import annotations

import pandas as pd
import pytest
from openpyxl import load_workbook

from privdesk.app.record.report_record import build_record
from privdesk.common import i18n
from privdesk.engine.core.dataset import Dataset
from privdesk.report.charts.attacks import attack_chart
from privdesk.report.workbook import write_report


def _record() -> dict:
    rows = [(20 + i % 9, i % 4, "MF"[i % 2], f"d{i % 3}") for i in range(50)]
    original = pd.DataFrame([[str(a), str(z), s, d] for a, z, s, d in rows], columns=["age", "zip", "sex", "dx"])
    released = original.assign(age=[f"{a // 3 * 3}-{a // 3 * 3 + 2}" for a, *_rest in rows])
    return build_record(kind="audit", released=Dataset.from_frame(released), qis=["age", "zip", "sex"],
                        sensitive=["dx"], original=Dataset.from_frame(original), attack={"seed": 4})


def _texts(ws) -> list[str]:
    return [str(c.value) for row in ws.iter_rows() for c in row if isinstance(c.value, str)]


def _table_rows(ws, label: str) -> list[list]:
    """Every row whose first table cell is ``label``: the numbers after it."""
    found = []
    for row in ws.iter_rows(values_only=True):
        cells = list(row)
        for j, value in enumerate(cells):
            if value == label:
                found.append([v for v in cells[j + 1:] if isinstance(v, (int, float))])
    return found


def test_the_sheet_shows_the_records_numbers(tmp_path):
    record = _record()
    write_report(record, tmp_path / "report.xlsx")
    book = load_workbook(tmp_path / "report.xlsx")
    assert "Attack test" in book.sheetnames
    ws = book["Attack test"]
    attacks = record["attack_test"]["attacks"]
    assert [a["name"] for a in attacks] == ["singling_out", "linkability", "inference"]
    shown, baseline = _table_rows(ws, "attack on the release"), _table_rows(ws, "baseline (random guess)")
    assert len(shown) == len(baseline) == len(attacks)
    for attack, row, base in zip(attacks, shown, baseline):
        a, b = attack["attack"], attack["baseline"]
        assert row == pytest.approx([a["rate"], a["rate"] - a["low"], a["high"] - a["rate"], a["low"], a["high"]])
        assert base == pytest.approx([b["rate"], b["rate"] - b["low"], b["high"] - b["rate"], b["low"], b["high"]])
    assert len(ws._charts) == len(attacks)
    assert all(chart.series[0].errBars is not None for chart in ws._charts)
    texts = _texts(ws)
    for sentence in [a["sentence"] for a in attacks] + [record["attack_test"]["intruder_sentence"]]:
        assert sentence in texts
    values = [c.value for row in ws.iter_rows() for c in row]
    assert record["attack_test"]["isolated_share"] in values
    assert all(cell.data_type != "f" for row in ws.iter_rows() for cell in row)


def test_without_the_original_the_sheet_says_why(tmp_path):
    released = Dataset.from_frame(pd.DataFrame({"a": ["1", "1", "2", "2"], "s": ["x", "y", "x", "y"]}))
    record = build_record(kind="audit", released=released, qis=["a"], sensitive=["s"])
    write_report(record, tmp_path / "report.xlsx")
    texts = _texts(load_workbook(tmp_path / "report.xlsx")["Attack test"])
    assert any("needs the original table" in t for t in texts)


@pytest.mark.parametrize("language, title, words", [("zh_CN", "攻击测试", ("单独识别", "对发布数据的攻击")),
                                                    ("zh_TW", "攻擊測試", ("單獨識別", "對釋出資料的攻擊"))])
def test_chinese_labels(tmp_path, language, title, words):
    before = i18n.current_language()
    i18n.set_language(language)
    try:
        record = _record()
        write_report(record, tmp_path / "report.xlsx")
        figure = attack_chart(record["attack_test"]["attacks"][0])
    finally:
        i18n.set_language(before)
    book = load_workbook(tmp_path / "report.xlsx")
    assert title in book.sheetnames
    texts = " ".join(_texts(book[title]))
    assert all(word in texts for word in words)
    assert words[0] in record["attack_test"]["attacks"][0]["sentence"]
    assert words[0] in figure.axes[0].get_title(loc="left")


def test_the_window_figure_draws_rate_interval_and_baseline():
    attack = _record()["attack_test"]["attacks"][2]
    ax = attack_chart(attack).axes[0]
    bars = [p for p in ax.patches]
    assert [b.get_width() for b in bars] == pytest.approx([100 * attack["attack"]["rate"],
                                                           100 * attack["baseline"]["rate"]])
    whiskers = [c for c in ax.containers if hasattr(c, "lines") and c.lines[2]]
    ends = [end for seg in whiskers[0].lines[2][0].get_segments() for end in seg[:, 0]]
    expected = [100 * attack[side][end] for side in ("attack", "baseline") for end in ("low", "high")]
    assert ends == pytest.approx(expected)
