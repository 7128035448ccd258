"""The Analyze page's Usefulness tab: it shows the run's record at once, recomputes for the chosen target in the
worker (progress reported, the window's thread free), and stops on Cancel."""

from __future__ import annotations

from privdesk.gui.pages.analyze_page import AnalyzePage
from privdesk.gui.session import Session
from privdesk.gui.worker import JobRunner
from tests.gui.test_analyze_report import anonymized_result, wait_idle


def _page(qtbot):
    session, runner = Session(), JobRunner()
    session.open_sample()
    page = AnalyzePage(session, runner)
    qtbot.addWidget(page)
    session.set_result(anonymized_result(session))
    return session, runner, page.usefulness


def test_the_record_is_shown_then_a_chosen_target_is_analysed(qtbot):
    session, runner, tab = _page(qtbot)
    record = session.result.record["usefulness"]
    assert tab.statistics.rowCount() == len(record["statistics"]) > 0
    assert tab.verdict.text() == record["verdict"] and tab.bars.figure is not None
    assert tab.heatmap.figure is not None
    messages = []
    runner.progressed.connect(lambda fraction, message: messages.append(message))
    tab.target.setCurrentIndex(tab.target.findData("ward"))
    assert tab.run()
    wait_idle(qtbot, runner, 120_000)
    assert tab.document["classification"][0]["target"] == "ward"
    assert [c["method"] for c in tab.document["classification"]] == ["logistic_regression", "naive_bayes",
                                                                    "random_forest"]
    assert tab.verdict.text().startswith("The release predicts ward")
    assert any("fold" in m for m in messages)
    runner.cancel()
    runner.wait(10_000)


def test_cancel_stops_the_analysis(qtbot):
    session, runner, tab = _page(qtbot)
    before = tab.document
    tab.target.setCurrentIndex(tab.target.findData("diagnosis"))
    assert tab.run()
    runner.cancel()
    wait_idle(qtbot, runner, 60_000)
    assert tab.status.text() == "Cancelled." and tab.document is before


def test_dates_spread_reads_in_days_and_suppressed_agrees_with_the_verdict(qtbot):
    session, _runner, tab = _page(qtbot)
    record = session.result.record
    headers = [tab.statistics.horizontalHeaderItem(c).text() for c in range(tab.statistics.columnCount())]
    names = [tab.statistics.item(r, 0).text() for r in range(tab.statistics.rowCount())]
    row = names.index("birth_date")
    figures = next(s for s in record["usefulness"]["statistics"] if s["name"] == "birth_date")
    assert tab.statistics.item(row, headers.index("SD before")).text() == f"{figures['before']['std']:,.0f} days"
    for qi in record["data"]["quasi_identifiers"]:
        cell = tab.statistics.item(names.index(qi), headers.index("Suppressed")).text()
        assert cell.replace(",", "") == str(record["classes"]["suppressed"])
    assert tab.suppressed_note.text().startswith(
        f"Suppressed: the cells of the {record['classes']['suppressed']:,} records the release suppressed")
