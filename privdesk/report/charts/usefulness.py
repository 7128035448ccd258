"""Charts of the usefulness analysis (app/usefulness.py): the change per cell of a contingency table as a heatmap
and the classifiers' accuracy on the original and the release against ZeroR. The window's Usefulness tab and the
report's Usefulness sheet draw the same figures."""

from __future__ import annotations

import re
from typing import Any, Mapping, Sequence

import numpy as np
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import Patch

from privdesk.common.i18n import _
from privdesk.report.charts.data import CONTINGENCY_CELLS, largest_indexes
from privdesk.report.charts.style import (
    PRIMARY,
    REFERENCE,
    SECONDARY,
    add_legend,
    new_figure,
    shorten,
    show_no_data,
    style_axes,
    text_font,
)

DPI_DEFAULT = 100

MAX_CELLS = CONTINGENCY_CELLS


def contingency_heatmap(table: Mapping[str, Any] | None, *, dpi: float = DPI_DEFAULT) -> Figure:
    """Change per cell (after − before, percentage points of all rows) over the original's values."""
    figure = new_figure((7.2, 4.8), dpi)
    ax = figure.add_subplot()
    if not table:
        style_axes(ax, _("Contingency table: change per cell"), "", "", grid_axis="")
        show_no_data(ax, _("no contingency table"))
        return figure
    change = np.asarray(table["change"], dtype=float) * 100
    before = np.asarray(table["before"], dtype=float)
    rows = largest_indexes(before.sum(axis=1), MAX_CELLS)
    columns = largest_indexes(before.sum(axis=0), MAX_CELLS)
    change = change[np.ix_(rows, columns)]
    limit = max(float(np.abs(change).max()) if change.size else 0.0, 1e-9)
    image = ax.imshow(change, cmap="RdBu_r", vmin=-limit, vmax=limit, aspect="auto")
    style_axes(ax, _("{row} × {column}: change per cell").format(
        row=table["row"], column=table["column"]), str(table["column"]), str(table["row"]), grid_axis="")
    ax.set_xticks(range(len(columns)), [shorten(table["column_values"][c], 14) for c in columns], rotation=60,
                  ha="right", **text_font(8))
    ax.set_yticks(range(len(rows)), [shorten(table["row_values"][r], 18) for r in rows], **text_font(8))
    bar = figure.colorbar(image, ax=ax, shrink=0.9)
    # on two lines, the unit below: in one line the label is taller than the figure at 1280 px and is cut
    bar.set_label(re.sub(r"\s*([(（])", r"\n\1", _("after − before (percentage points)"), count=1), **text_font(9))
    return figure


def classification_bars(classification: Sequence[Mapping[str, Any]] | None, *,
                        dpi: float = DPI_DEFAULT) -> Figure:
    """Accuracy of each classifier trained on the original and on the release; ZeroR as a line."""
    figure = new_figure((7.2, 3.8), dpi)
    ax = figure.add_subplot()
    style_axes(ax, _("Classification accuracy"), "", _("share predicted correctly"))
    if not classification:
        show_no_data(ax, _("no target chosen"))
        return figure
    x = np.arange(len(classification))
    original = [c["original"]["accuracy"] for c in classification]
    released = [(c["released"] or {}).get("accuracy") or 0.0 for c in classification]
    ax.bar(x - 0.2, original, 0.38, color=PRIMARY)
    ax.bar(x + 0.2, released, 0.38, color=SECONDARY)
    zero_r = classification[0]["zero_r"]["accuracy"]
    ax.axhline(zero_r, color=REFERENCE, linestyle="--", linewidth=1.2)
    ax.set_xticks(x, [str(c.get("name", c["method"])) for c in classification], **text_font(9))
    ax.set_ylim(0, 1)
    for position, value in [*zip(x - 0.2, original), *zip(x + 0.2, released)]:
        ax.text(position, value + 0.015, f"{value:.1%}", ha="center", va="bottom", **text_font(8))
    add_legend(figure, [Patch(color=PRIMARY, label=_("original")), Patch(color=SECONDARY, label=_("release")),
                     Line2D([], [], color=REFERENCE, linestyle="--",
                            label=_("ZeroR (most frequent class) {share:.1%}").format(share=zero_r))])
    return figure
