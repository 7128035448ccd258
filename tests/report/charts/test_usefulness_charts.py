"""The window's usefulness heatmap (report/charts/usefulness.py): its colour-bar label fits the figure."""

from __future__ import annotations

import numpy as np
import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg

from privdesk.common import i18n
from privdesk.report.charts.usefulness import contingency_heatmap


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_the_colour_bar_label_stays_inside_a_small_heatmap(language):
    """At 1280 px the Usefulness tab gives the heatmap about 5.6 × 2.9 inches or less: the label, on two lines
    with its unit below, is no taller than the colour bar (in one line it was, and the window cut it)."""
    rng = np.random.default_rng(1)
    change = rng.normal(0, 0.0002, (2, 40))
    table = {"row": "sex", "column": "birth_date", "change": change.tolist(), "before": np.ones((2, 40)).tolist(),
             "row_values": ["F", "M"], "column_values": [f"19{n:02d}-01-01" for n in range(40)]}
    before = i18n.current_language()
    i18n.set_language(language)
    try:
        figure = contingency_heatmap(table)
    finally:
        i18n.set_language(before)
    figure.set_size_inches(5.6, 2.9)
    canvas = FigureCanvasAgg(figure)
    canvas.draw()
    bar = figure.axes[1]
    renderer = canvas.get_renderer()
    box, frame = bar.yaxis.label.get_window_extent(renderer), figure.bbox
    assert frame.x0 <= box.x0 and box.x1 <= frame.x1 and frame.y0 <= box.y0 and box.y1 <= frame.y1
    assert box.height <= bar.get_window_extent(renderer).height  # no taller than its bar: it fits when the bar does
