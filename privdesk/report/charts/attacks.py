"""The attack test's picture (the window's Analyze page): one chart per attack, its success rate on the release with
the 95 % interval as a whisker, and the baseline attacker's beside it. Built like every chart of :mod:`.figures` (no
pyplot, translated texts, Okabe–Ito colours); the figures come from the record's ``attack_test``
(``app/record/attack_test.py``), none is computed here. The report's sheet draws the same bars natively
(``report/sheets/attack``)."""

from __future__ import annotations

from typing import Any, Mapping

from matplotlib.figure import Figure

from privdesk.common.i18n import _
from privdesk.report.charts.data import BAR_LABELS, attack_title
from privdesk.report.charts.style import ALERT, MUTED, new_figure, show_no_data, style_axes, text_font


def attack_chart(attack: Mapping[str, Any] | None, *, figsize=(5.0, 2.2), dpi: float = 100) -> Figure:
    """Two horizontal bars: the attack's success rate with its 95 % interval, and the baseline's with its own."""
    figure = new_figure(figsize, dpi)
    ax = figure.add_subplot()
    if not attack:
        style_axes(ax, _("Attack test"), "", "")
        show_no_data(ax, _("No data"))
        return figure
    rows = [attack["attack"], attack["baseline"]]
    rates = [100 * float(r["rate"]) for r in rows]
    errors = [[100 * (float(r["rate"]) - float(r["low"])) for r in rows],
              [100 * (float(r["high"]) - float(r["rate"])) for r in rows]]
    labels = [_(text) for text in BAR_LABELS]
    ax.barh([0, 1], rates, xerr=errors, color=[ALERT, MUTED], height=0.55, capsize=4, gid="rates",
            error_kw={"ecolor": "#222222", "linewidth": 1.2})
    ax.set_yticks([0, 1], labels, **text_font())
    ax.invert_yaxis()
    top = max(100 * float(r["high"]) for r in rows)
    ax.set_xlim(0, max(1.0, top * 1.25))
    for y, (rate, row) in enumerate(zip(rates, rows)):
        ax.text(100 * float(row["high"]) + top * 0.02, y, f"{rate:.1f} %", va="center", **text_font())
    style_axes(ax, attack_title(attack), _("success rate (%), 95 % interval"), "", grid_axis="x")
    return figure
