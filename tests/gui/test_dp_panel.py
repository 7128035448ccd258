"""The window's differential privacy: SafePub settings on the Anonymize page, a DP run charged to the budget, and
the DP counts dialog with the true counts beside the noisy ones (never written to the release)."""

from __future__ import annotations

import pandas as pd
import pytest

from privdesk.app.projects.project import Project
from privdesk.gui.editors.dp_panel import DPCountsDialog
from privdesk.io.release_files import csv_dialect


def _count(dialog, column):
    for i in range(dialog.columns.count()):
        if dialog.columns.item(i).text() == column:
            dialog.columns.item(i).setCheckState(dialog.columns.item(i).checkState().Checked)


def test_the_anonymize_page_runs_safepub_and_charges_the_budget(qtbot, sample_project_window):
    window, project_file = sample_project_window
    page = window.pages[3]
    panel = page.dp_panel
    panel.steps.setValue(10)
    panel.enabled.setChecked(True)
    panel.score.setCurrentIndex(panel.score.findData("discernibility"))
    assert window.session.project.algorithm["name"] == "dp"
    assert window.session.project.algorithm["score"] == "discernibility"
    assert "2.72" in panel.words.text() and panel.canvas is not None
    assert window.session.missing() == []
    with qtbot.waitSignal(window.runner.succeeded, timeout=120_000):
        assert page.run()
    result = window.session.result
    assert result.summary["details"]["dp"]["k"] == 59 and all(c["met"] for c in result.summary["checks"])
    assert result.summary["details"]["dp"]["score"] == "discernibility"
    assert window.session.project.budget().spent == 1.0
    assert Project.load(project_file).budget().spent == 1.0  # saved at once
    assert "1 of ε = 2 spent" in panel.ledger.text()


def test_the_counts_dialog_shows_true_counts_to_the_owner_only(qtbot, tmp_path, sample_project_window):
    window, project_file = sample_project_window
    dialog = DPCountsDialog(window.session, 1.0)
    qtbot.addWidget(dialog)
    _count(dialog, "sex")
    assert dialog.compute()
    headers = [dialog.table.horizontalHeaderItem(c).text() for c in range(dialog.table.columnCount())]
    assert "true count" in headers and "count" in headers and dialog.table.rowCount() == 2
    files = dialog.save(str(tmp_path / "out"))
    written = pd.read_csv(files[0], encoding="utf-8-sig")
    assert "true count" not in written.columns and len(written) == 2
    # the one CSV release rule: the table's own encoding and delimiter (a BOM only when the rule says utf-8-sig)
    encoding, delimiter = csv_dialect(window.session.dataset.source)
    data = files[0].read_bytes()
    assert data.startswith(b"\xef\xbb\xbf") == (encoding == "utf-8-sig")
    assert data.decode(encoding).lstrip("\ufeff").split("\r\n")[0].split(delimiter)[:2] == ["sex", "count"]
    assert Project.load(project_file).budget().spent == 0.5


def test_choosing_dp_on_the_privacy_page_stores_the_settings_shown(sample_project_window):
    window, _ = sample_project_window
    privacy = window.pages[2]
    privacy.algorithm.setCurrentIndex(privacy.algorithm.findData("dp"))
    algorithm = window.session.project.algorithm
    assert algorithm["name"] == "dp" and algorithm["epsilon"] == 1.0 and algorithm["delta"] == 1e-5
    assert window.pages[3].dp_panel.enabled.isChecked()


def test_the_counts_dialog_offers_gaussian_noise_with_a_zcdp_budget(qtbot, sample_project_window):
    window, project_file = sample_project_window
    dialog = DPCountsDialog(window.session, 1.0)
    qtbot.addWidget(dialog)
    _count(dialog, "sex")
    dialog.mechanism.setCurrentIndex(dialog.mechanism.findData("gaussian"))
    assert not dialog.mode.isEnabled() and "ρ" in dialog.note.text()
    assert dialog.compute()
    budget = Project.load(project_file).budget()
    assert budget.composition == "zcdp" and budget.entries[0].rho is not None
    assert budget.entries[0].epsilon == pytest.approx(0.5, abs=1e-6)


def _chart_fits(panel) -> bool:
    """The ε chart is drawn at its canvas's size and everything drawn (title included) lies inside it."""
    canvas = panel.canvas
    canvas.draw()
    figure = canvas.figure
    ratio = canvas.device_pixel_ratio
    width, height = canvas.width() * ratio, canvas.height() * ratio
    box = figure.get_tightbbox(canvas.get_renderer()).transformed(figure.dpi_scale_trans)
    return (abs(figure.bbox.width - width) <= 1 and abs(figure.bbox.height - height) <= 1
            and box.x0 >= -1 and box.y0 >= -1 and box.x1 <= width + 1 and box.y1 <= height + 1)


def test_the_epsilon_chart_keeps_its_right_edge_after_a_run(qtbot, sample_project_window):
    window, _ = sample_project_window
    window.resize(1024, 768)
    window.show()
    window.steps.setCurrentRow(3)
    page = window.pages[3]
    panel = page.dp_panel
    panel.steps.setValue(10)
    panel.enabled.setChecked(True)
    qtbot.waitUntil(lambda: panel.canvas.isVisible() and panel.canvas.width() > 0)
    assert _chart_fits(panel)
    with qtbot.waitSignal(window.runner.succeeded, timeout=120_000):
        assert page.run()
    qtbot.waitUntil(lambda: not window.runner.running, timeout=10_000)
    assert window.session.result is not None
    assert _chart_fits(panel)
    panel.epsilon.setValue(0.37)  # a redraw with another ε at the same size
    assert _chart_fits(panel)
