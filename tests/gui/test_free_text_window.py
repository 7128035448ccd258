"""Free text in the window (issue #32), on the ward table of the CLI test: the note column is suggested as free
text; left insensitive, the run is blocked naming it, as on the command line; as free text the release holds no
planted number, the Anonymize page and the record say what was replaced, and the preview highlights the spans."""

from __future__ import annotations

import pandas as pd
import pytest

from privdesk.app.projects.project import Role
from privdesk.app.release.identifiers import IdentifierReleased
from privdesk.engine.core.progress import Progress
from privdesk.gui.main_window import MainWindow
from privdesk.gui.pages.anonymize_page import AnonymizePage, anonymization_job
from privdesk.gui.pages.attributes_page import AttributesPage
from tests.cli.test_free_text_cli import ward_table

IDENTIFIERS = ("姓名", "身份证号", "手机号", "住院号")


@pytest.fixture
def ward_window(qtbot, tmp_path):
    frame, mobiles, names = ward_table(rows=600)
    path = tmp_path / "ward.csv"
    frame.to_csv(path, index=False, encoding="utf-8")
    window = MainWindow()
    qtbot.addWidget(window)
    session = window.session
    session.open_table(path)
    assert session.project.attributes["病程记录"].role is Role.FREE_TEXT  # suggested on opening
    for name in IDENTIFIERS:
        session.set_role(name, Role.IDENTIFIER)
    session.set_models([{"model": "k-anonymity", "k": 5},
                        {"model": "l-diversity", "variant": "distinct", "l": 2, "attribute": "诊断"}])
    session.update_algorithm(suppression=0.1)
    session.update_risk(threshold=0.5)
    return window, mobiles, names


def page_of(window: MainWindow, kind: type):
    return next(p for p in window.pages if isinstance(p, kind))


def test_an_unmarked_note_column_blocks_the_window_run(ward_window, qtbot, monkeypatch):
    window, _mobiles, _names = ward_window
    window.session.set_role("病程记录", Role.INSENSITIVE)
    with pytest.raises(IdentifierReleased, match="病程记录"):
        anonymization_job(window.session)(Progress())
    shown = []
    monkeypatch.setattr(window, "show_error", lambda title, text: shown.append((title, text)))
    with qtbot.waitSignal(window.runner.failed, timeout=60_000):
        assert page_of(window, AnonymizePage).run()
    qtbot.waitUntil(lambda: not window.runner.running, timeout=10_000)
    assert shown and "病程记录" in shown[0][1] and window.session.result is None


def test_free_text_is_redacted_and_previewed(ward_window, qtbot):
    window, mobiles, _names = ward_window
    session = window.session
    attributes, anonymize = page_of(window, AttributesPage), page_of(window, AnonymizePage)
    attributes.refresh()
    assert attributes.badge_text("病程记录") == "redacted"
    assert not attributes._rows["病程记录"]["button"].isHidden()

    preview = attributes.open_free_text_preview("病程记录")
    qtbot.waitUntil(lambda: preview.cells is not None, timeout=30_000)
    assert preview.cells and all(cell.spans for cell in preview.cells)
    first = preview.cells[0]
    assert "background" in preview.view.toHtml() and "[手机号]" in preview.view.toPlainText() + first.redacted
    assert not any(m in first.redacted for m in mobiles)
    preview.reject()

    with qtbot.waitSignal(window.runner.succeeded, timeout=120_000):
        assert anonymize.run()
    qtbot.waitUntil(lambda: not window.runner.running, timeout=10_000)
    result = session.result
    assert result.record["verdict"]["passed"] is True
    released = "\n".join(str(v) for v in result.anonymization.released.to_frame()["病程记录"])
    assert not [m for m in mobiles if m in released]
    counts = result.summary["details"]["free_text"][0]["spans"]
    assert counts == result.record["result"]["details"]["free_text"][0]["spans"]
    text = anonymize.outcome.toPlainText()
    assert "病程记录" in text and f"{sum(counts.values()):,}" in text
