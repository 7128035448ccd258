"""The picture of ε: the band between the engine's belief bounds, titled with e^ε."""

from __future__ import annotations

import numpy as np

from privdesk.engine.dp.privacy_budget import belief_bounds
from privdesk.report.charts.dp import epsilon_belief_chart


def test_the_band_is_the_belief_bounds():
    figure = epsilon_belief_chart(1.0)
    ax = figure.axes[0]
    assert "2.72" in ax.get_title(loc="left")
    upper = ax.lines[0].get_ydata()
    assert np.allclose(upper, belief_bounds(np.linspace(0, 1, 201), 1.0)[1])
    assert any(c.get_gid() == "band" for c in ax.collections)
