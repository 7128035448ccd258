"""The window at 1024×768 and 1280×800 with nothing essential hidden: screenshots at both sizes (offscreen, into
the test's folder), and the key widgets' geometry checked — inside the window, not cut off by their table's
viewport, not under the help panel, their text not clipped. Splitters remember their sizes."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QLabel, QTableWidget, QWidget

from privdesk.gui.main_window import MainWindow
from privdesk.gui.pages.analyze_page import AnalyzePage
from privdesk.gui.pages.anonymize_page import AnonymizePage
from privdesk.gui.pages.attributes_page import COL_STATUS, AttributesPage
from privdesk.gui.pages.context.page import ContextPage
from privdesk.gui.pages.privacy_page import PrivacyPage
from privdesk.gui.pages.report_page import ReportPage

SIZES = [(1024, 768), (1280, 800)]


def page_of(window: MainWindow, kind: type):
    return next(p for p in window.pages if isinstance(p, kind))


def settle(window: MainWindow) -> None:
    for _ in range(5):
        QApplication.processEvents()


def global_rect(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def inside_window(widget: QWidget, window: MainWindow) -> bool:
    return widget.isVisible() and global_rect(window).contains(global_rect(widget))


def column_shown(table: QTableWidget, column: int) -> bool:
    """The whole column is within the viewport and wide enough for its widest cell and header."""
    header = table.horizontalHeader()
    left = header.sectionViewportPosition(column)
    width = header.sectionSize(column)
    needed = max(table.sizeHintForColumn(column), header.sectionSizeHint(column))
    return left >= 0 and left + width <= table.viewport().width() and width >= needed


def text_unclipped(label: QLabel) -> bool:
    if label.wordWrap():
        return label.heightForWidth(label.contentsRect().width()) <= label.contentsRect().height()
    return label.sizeHint().width() <= label.width()


@pytest.fixture
def released(qtbot):
    """The window on the bundled sample after an anonymization and a sweep over k."""
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.open_sample()
    anonymize, analyze = page_of(window, AnonymizePage), page_of(window, AnalyzePage)
    window.steps.setCurrentRow(3)
    with qtbot.waitSignal(window.runner.succeeded, timeout=60_000):
        assert anonymize.run()
    qtbot.waitUntil(lambda: not window.runner.running, timeout=10_000)
    window.steps.setCurrentRow(4)
    assert analyze.run_sweep("k", [2, 3, 4, 5, 6, 8, 10])
    qtbot.waitUntil(lambda: not window.runner.running, timeout=60_000)
    return window


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_nothing_essential_is_hidden(released, size, tmp_path):
    window = released
    window.resize(*size)
    attributes, analyze, report = (page_of(window, AttributesPage), page_of(window, AnalyzePage),
                                   page_of(window, ReportPage))

    def shot(name: str) -> None:
        settle(window)
        assert window.grab().save(str(tmp_path / f"{size[0]}x{size[1]}-{name}.png"))

    # Attributes: the hierarchy column and the weights, names in full
    window.steps.setCurrentRow(1)
    shot("attributes")
    assert column_shown(attributes.table, COL_STATUS)
    for row in range(attributes.table.rowCount()):
        badge = attributes.table.cellWidget(row, COL_STATUS)
        assert badge.geometry().right() <= attributes.table.viewport().width(), row
        assert all(text_unclipped(label) for label in badge.findChildren(QLabel)), row
    assert inside_window(attributes.weights, window)
    assert attributes.weights.rowCount() == 4 and column_shown(attributes.weights, 0)
    assert column_shown(attributes.weights, 2)

    # Privacy: the settings scroll rather than squeeze; the threshold in words, whole and as wide as its column
    privacy = page_of(window, PrivacyPage)
    window.steps.setCurrentRow(2)
    shot("privacy")
    assert window.width() == size[0]
    privacy.settings_area.ensureWidgetVisible(privacy.threshold_words)
    settle(window)
    assert inside_window(privacy.threshold_words, window) and text_unclipped(privacy.threshold_words)
    assert privacy.threshold_words.width() <= privacy.settings_area.viewport().width()
    assert privacy.threshold.height() >= privacy.threshold.sizeHint().height()

    # Analyze → Measures: PL per attribute and the value of every figure
    window.steps.setCurrentRow(4)
    analyze.tabs.setCurrentWidget(analyze.measures_tab)
    shot("measures")
    for table, column in ((analyze.measures_tab.attribute_table, 5), (analyze.measures_tab.figure_table, 1)):
        assert inside_window(table, window)
        assert column_shown(table, column)

    # Analyze → Sweep: the labels of the points do not overlap
    analyze.tabs.setCurrentWidget(analyze.sweep_tab)
    shot("sweep")
    canvas = analyze.canvases["sweep"].canvas
    assert inside_window(canvas, window)
    canvas.draw()
    renderer = canvas.get_renderer()
    figure_box = canvas.figure.bbox
    labels = [text for ax in canvas.figure.axes for text in ax.texts if text.get_text().startswith("k=")]
    assert len(labels) >= 3
    boxes = [text.get_window_extent(renderer) for text in labels]
    for first, second in itertools.combinations(boxes, 2):
        assert not first.overlaps(second), (first, second)
    for box in boxes:
        assert figure_box.x0 <= box.x0 and box.x1 <= figure_box.x1

    # Context: what is missing and the proposal button in view; every field's name whole beside a wide field
    context = page_of(window, ContextPage)
    window.steps.setCurrentRow(5)
    shot("context")
    assert inside_window(context.missing, window) and text_unclipped(context.missing)
    assert inside_window(context.propose, window)
    for field, name in context.labels.items():
        context.area.ensureWidgetVisible(name)
        settle(window)
        assert inside_window(name, window) and text_unclipped(name), field
    context.area.ensureWidgetVisible(context.form.recipient)
    settle(window)
    assert context.form.recipient.width() >= 400 and inside_window(context.form.recipient, window)

    # Report with the help panel open: the signing-key words whole, left of the panel
    window.steps.setCurrentRow(6)
    window.show_help()
    shot("report-help")
    dock = window.help_dock
    assert inside_window(dock, window) and dock.width() >= 260
    assert inside_window(report.key_label, window) and text_unclipped(report.key_label)
    assert global_rect(report.key_label).right() < global_rect(dock).left()
    assert inside_window(report.export_button, window)
    window.steps.setCurrentRow(2)  # the help panel beside the widest page
    settle(window)
    assert window.width() == size[0]


def test_splitters_remember_their_sizes(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    assert window.open_sample()
    window.steps.setCurrentRow(1)
    settle(window)
    splitter = page_of(window, AttributesPage).splitter
    total = sum(splitter.sizes())
    splitter.moveSplitter(total - 400, 1)  # the user widens the weights
    moved = splitter.sizes()
    assert moved[1] >= 380
    again = MainWindow()
    qtbot.addWidget(again)
    again.resize(1280, 800)
    again.show()
    again.steps.setCurrentRow(1)
    settle(again)
    assert page_of(again, AttributesPage).splitter.sizes()[1] == pytest.approx(moved[1], abs=10)
