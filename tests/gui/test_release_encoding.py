"""One release writer, one encoding rule: a GB18030 table separated by ';' comes back as a GB18030 release
separated by ';' whether it is released by the plain command line, by `--preset` or by the window's export —
the three files are byte for byte the same (the oracle: the input's own bytes, re-encoded by hand)."""

from __future__ import annotations

import json

import pytest

from privdesk.app.projects.project import Role
from privdesk.cli.main import main
from privdesk.gui.pages.report_page import ReportPage
from privdesk.gui.session import Session
from privdesk.gui.worker import JobRunner
from privdesk.io.release_files import csv_dialect
from privdesk.io.tables import open_table
from tests.gui.test_analyze_report import anonymized_result, wait_idle

HEADER = "性别;年龄组;诊断"
# 100 records in 4 classes of 25: the default risk threshold (classes of 20) and k = 2 hold with nothing changed,
# and no column is one the presets rewrite, so every path releases the table as it is.
ROWS = [f"{'男' if i % 2 else '女'};{('20-29', '30-39')[i % 4 // 2]};{('高血压', '糖尿病', '肺炎')[i % 3]}"
        for i in range(100)]


def _source(tmp_path):
    path = tmp_path / "入院.csv"
    path.write_bytes(("\n".join([HEADER, *ROWS]) + "\n").encode("gb18030"))
    return path


@pytest.fixture
def window(qtbot):
    """A session and its runner, alive until the test's events are processed (as the window keeps them)."""
    session, runner = Session(), JobRunner()
    yield session, runner
    runner.cancel()
    runner.wait(10_000)


def test_the_three_paths_write_the_same_gb18030_release(tmp_path, qtbot, capsys, window):
    source = _source(tmp_path)
    expected = ("\r\n".join([HEADER, *ROWS]) + "\r\n").encode("gb18030")
    assert main(["anonymize", str(source), "--qi", "性别,年龄组", "--k", "2", "--out", str(tmp_path / "cli")]) == 0
    for preset in ("hipaa-safe-harbor", "cn-personal-info"):
        assert main(["anonymize", str(source), "--preset", preset, "--out", str(tmp_path / preset)]) == 0
        record = json.loads((tmp_path / preset / "preset.json").read_text(encoding="utf-8"))
        assert (record["encoding"], record["delimiter"]) == ("gb18030", ";")
    capsys.readouterr()

    session, runner = window
    session.open_table(source)
    for name in ("性别", "年龄组"):
        session.set_role(name, Role.QUASI_IDENTIFIER)
    session.set_models([{"model": "k-anonymity", "k": 2}])
    session.set_result(anonymized_result(session))
    page = ReportPage(session, runner)
    qtbot.addWidget(page)
    assert page.export_to(tmp_path / "window", key=False, csv=True, xlsx=False)
    wait_idle(qtbot, runner, 60_000)

    releases = {name: (tmp_path / name / "anonymized.csv").read_bytes()
                for name in ("cli", "hipaa-safe-harbor", "cn-personal-info", "window")}
    assert releases == dict.fromkeys(releases, expected)


def test_the_dialect_rule(tmp_path):
    assert csv_dialect(open_table(_source(tmp_path)).source) == ("gb18030", ";")
    assert csv_dialect(None) == ("utf-8-sig", ",")
