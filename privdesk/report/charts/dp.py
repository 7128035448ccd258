"""The picture of what ε means (the window's DP explanation and Help): how far one release can move an attacker's
belief about one person. Built like every chart of :mod:`.charts` (no pyplot, translated texts, Okabe–Ito
colours); the bounds come from the engine (:func:`~privdesk.engine.dp.privacy_budget.belief_bounds`).
"""

from __future__ import annotations

import math

import numpy as np
from matplotlib.figure import Figure

from privdesk.common.i18n import N_
from privdesk.engine.dp.privacy_budget import belief_bounds
from privdesk.report.charts.style import MUTED, add_legend, given_or, new_figure, style_axes, text_font
from privdesk.report.charts.style import PRIMARY as BLUE


def epsilon_belief_chart(epsilon: float, *, title: str | None = None, xlabel: str | None = None,
                         ylabel: str | None = None, band: str | None = None, figsize=(5.0, 3.4),
                         dpi: float = 100) -> Figure:
    """Prior belief (x) against the highest and lowest belief after a release with this ε (the band).
    ``title`` may use ``{epsilon}`` and ``{factor}`` (e^ε)."""
    figure = new_figure(figsize, dpi)
    ax = figure.add_subplot()
    factor = math.exp(float(epsilon))
    prior = np.linspace(0, 1, 201)
    lower, upper = belief_bounds(prior, epsilon)
    ax.fill_between(prior, lower, upper, color=BLUE, alpha=0.25, linewidth=0, gid="band",
                    label=given_or(band, N_("possible belief after the release")))
    ax.plot(prior, upper, color=BLUE, linewidth=1.5)
    ax.plot(prior, lower, color=BLUE, linewidth=1.5)
    ax.plot([0, 1], [0, 1], color=MUTED, linewidth=1, linestyle="--")
    ax.set_xlim(0, 1)
    ax.set_ylim(0, 1)
    style_axes(ax, given_or(title, N_("ε = {epsilon:g}: odds move at most ×{factor:.3g}")).format(
        epsilon=float(epsilon), factor=factor), given_or(xlabel, N_("what an attacker believed before")),
        given_or(ylabel, N_("what they can believe after")), grid_axis="both")
    handles, _labels = ax.get_legend_handles_labels()
    add_legend(figure, handles)
    for text in ax.texts:
        text.update(text_font())
    return figure
