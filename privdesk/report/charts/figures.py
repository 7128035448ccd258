"""Charts of a release: pure builders of :class:`matplotlib.figure.Figure` objects.

The window shows these figures in a ``FigureCanvasQTAgg``. The Excel report draws the same charts natively
(:mod:`.charts_sheet`, :mod:`.excel_charts`: no matplotlib there, the numbers beside each chart); both take what
a chart shows from :mod:`.chart_data`. :func:`figure_png_bytes` renders a figure as PNG.

Rules every builder keeps:

- Figures are made with ``matplotlib.figure.Figure`` and never through pyplot: no global figure list, no global
  state, so a GUI worker thread may build them. Global ``rcParams`` are never changed either: fonts and sizes are
  set on each text artist (``fontfamily``/``fontsize``), so a Chinese label renders through the CJK family that
  :func:`configure_fonts` found, with DejaVu Sans first for Latin text.
- Every user-visible string is a keyword argument. Left out, it is the English text marked in the builder,
  translated through :mod:`privdesk.common.i18n` when the chart is built (so the window and the report draw the same
  words in the current language); a caller may pass its own text instead. Templates use ``str.format`` fields
  named in each builder's docstring; numbers, attribute names and values are data and shown as they are. Text
  is never parsed as mathtext (``parse_math=False``): a ``$`` in an attribute name or a translation shows as
  typed.
- Colours are the Okabe–Ito palette (safe for colour-blind readers); the layout engine is "constrained", which
  re-lays the figure out on every draw (a resized window included) so labels are never clipped.
- Empty input gives an empty chart that says "No data", never an exception.

Artists a test or caller may look for carry a ``gid``: ``"k"`` (required k line), ``"threshold"`` (risk threshold
line), ``"overall"`` (overall PL line), ``"no-data"`` (the empty-chart note).
"""

from __future__ import annotations

import io
import math
from typing import Any, Mapping, Sequence

import numpy as np
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import Patch
from matplotlib.ticker import FuncFormatter, MaxNLocator, NullFormatter, PercentFormatter

from privdesk.common.i18n import N_
from privdesk.engine.metrics.risk import RISK_BANDS
from privdesk.report.charts.data import class_size_bins, pl_of, ranked_values, risk_band_table
from privdesk.report.charts.style import (  # noqa: F401  (palette and fonts are imported from here too)
    ALERT,
    CJK_FONT_CANDIDATES,
    LABEL_SIZE,
    MARKERS,
    MUTED,
    NOTE_SIZE,
    OKABE_ITO,
    PRIMARY,
    REFERENCE,
    SAFE,
    SECONDARY,
    SERIES,
    TICK_SIZE,
    TITLE_SIZE,
    add_legend,
    bold_font,
    configure_fonts,
    finite_or_none,
    font_families,
    font_height_metrics,
    format_number,
    given_or,
    new_figure,
    note_handle,
    shorten,
    show_no_data,
    style_axes,
    text_font,
)

__all__ = [
    "OKABE_ITO", "RISK_BANDS", "CJK_FONT_CANDIDATES",
    "class_size_histogram", "risk_distribution", "privacy_level_bars", "sweep_curves",
    "distribution_before_after", "figure_png_bytes", "configure_fonts", "font_families",
]

def class_size_histogram(class_sizes: Sequence[int] | np.ndarray, k: int | None = None, suppressed: int = 0, *,
                         title: str | None = None,
                         xlabel: str | None = None,
                         ylabel: str | None = None,
                         k_label: str | None = None,
                         below_k_label: str | None = None,
                         summary_label: str | None = None,
                         suppressed_label: str | None = None,
                         no_data: str | None = None,
                         figsize: tuple[float, float] = (8.0, 4.5), dpi: float = 100) -> Figure:
    """How many equivalence classes have each size. Sizes spread over more than two orders of magnitude get a
    logarithmic x axis. A vertical line marks the required ``k`` and classes smaller than k are drawn in the alert
    colour; ``suppressed`` rows are mentioned in the legend (they form no class of the release).

    ``class_sizes`` holds the sizes of the kept classes (``Partition.sizes``)."""
    title = given_or(title, N_("Equivalence class sizes"))
    xlabel = given_or(xlabel, N_("Class size (records)"))
    ylabel = given_or(ylabel, N_("Number of classes"))
    k_label = given_or(k_label, N_("Required k = {k}"))
    below_k_label = given_or(below_k_label, N_("Classes smaller than k: {count:,}"))
    summary_label = given_or(summary_label, N_("{classes:,} classes, smallest {smallest:,}, largest {largest:,}"))
    suppressed_label = given_or(suppressed_label, N_("Suppressed records: {suppressed:,} (not in any class)"))
    no_data = given_or(no_data, N_("No data"))
    figure = new_figure(figsize, dpi)
    ax = figure.add_subplot()
    style_axes(ax, title, xlabel, ylabel)
    sizes = finite_or_none(class_sizes)
    sizes = sizes[sizes > 0]
    handles: list = []
    if len(sizes) == 0:
        show_no_data(ax, no_data)
        if suppressed:
            handles.append(note_handle(suppressed_label.format(suppressed=int(suppressed))))
        add_legend(figure, handles, ncols=2)
        return figure

    smallest, largest = float(sizes.min()), float(sizes.max())
    bins = class_size_bins(sizes, k)
    edges, counts, below, logarithmic = bins.edges, bins.counts, bins.below, bins.logarithmic
    lefts, widths = edges[:-1], np.diff(edges)
    colours = [ALERT if b else PRIMARY for b in below]
    shown = counts > 0
    ax.bar(lefts[shown], counts[shown], width=widths[shown], align="edge", color=np.array(colours)[shown],
           edgecolor="white", linewidth=0.6)
    if logarithmic:
        ax.set_xscale("log")
        ax.xaxis.set_major_formatter(FuncFormatter(lambda v, _: format_number(v) if v >= 1 else f"{v:g}"))
        ax.xaxis.set_minor_formatter(NullFormatter())
    else:
        ax.xaxis.set_major_locator(MaxNLocator(integer=True, nbins=10))
        ax.xaxis.set_major_formatter(FuncFormatter(lambda v, _: format_number(v)))
    ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    ax.yaxis.set_major_formatter(FuncFormatter(lambda v, _: format_number(v)))
    ax.margins(y=0.12)

    if k is not None:
        ax.axvline(k, color=ALERT, linestyle="--", linewidth=1.8, gid="k", zorder=4)
        low, high = ax.get_xlim()
        if k >= high or k <= low:
            ax.set_xlim(min(low, k * (0.8 if logarithmic else 1) - (0 if logarithmic else 1)),
                        max(high, k * (1.25 if logarithmic else 1) + (0 if logarithmic else 1)))
        handles.append(Line2D([], [], color=ALERT, linestyle="--", linewidth=1.8, label=k_label.format(k=k)))
        n_below = int((sizes < k).sum())
        if n_below:
            handles.append(Patch(facecolor=ALERT, edgecolor="white", label=below_k_label.format(count=n_below)))
    handles.append(note_handle(summary_label.format(classes=len(sizes), smallest=int(smallest),
                                                     largest=int(largest))))
    if suppressed:
        handles.append(note_handle(suppressed_label.format(suppressed=int(suppressed))))
    add_legend(figure, handles, ncols=2)
    return figure


# ----- re-identification risk -----------------------------------------------------------------------------------------

def risk_distribution(record_risk: Sequence[float] | np.ndarray, threshold: float | None = None, *,
                      bands: Sequence[float] = RISK_BANDS,
                      title: str | None = None,
                      xlabel: str | None = None,
                      ylabel: str | None = None,
                      threshold_label: str | None = None,
                      at_risk_label: str | None = None,
                      within_label: str | None = None,
                      summary_label: str | None = None,
                      no_data: str | None = None,
                      figsize: tuple[float, float] = (8.0, 4.5), dpi: float = 100) -> Figure:
    """Share of records per risk band (``RiskAssessment.record_risk``). The x axis is drawn band by band (each band
    equally wide, ticks at the band edges), the threshold line sits at its value between the edges around it, and
    the threshold is made a band edge so that bars left of it are within it and bars right of it are at risk.
    The legend says the share of records at risk (risk above the threshold, as the engine counts it)."""
    title = given_or(title, N_("Re-identification risk per record"))
    xlabel = given_or(xlabel, N_("Re-identification risk (1 / class size)"))
    ylabel = given_or(ylabel, N_("Share of records"))
    threshold_label = given_or(threshold_label, N_("Threshold {threshold:g}"))
    at_risk_label = given_or(at_risk_label, N_("Records at risk: {share:.1%} ({count:,})"))
    within_label = given_or(within_label, N_("Records within the threshold"))
    summary_label = given_or(summary_label, N_("{records:,} records, highest risk {maximum:.3g}"))
    no_data = given_or(no_data, N_("No data"))
    figure = new_figure(figsize, dpi)
    ax = figure.add_subplot()
    style_axes(ax, title, xlabel, ylabel)
    risks = finite_or_none(record_risk)
    if len(risks) == 0:
        show_no_data(ax, no_data)
        return figure

    table = risk_band_table(risks, threshold, tuple(bands))
    edges, counts, at_risk_band = table.edges, table.counts, table.at_risk
    shares = counts / len(risks)
    positions = np.arange(len(counts), dtype=float)
    colours = [ALERT if a else (SAFE if threshold is not None else PRIMARY) for a in at_risk_band]
    bars = ax.bar(positions, shares, width=0.92, color=colours, edgecolor="white", linewidth=0.6)
    for bar, share in zip(bars, shares):
        if share > 0:
            ax.annotate(f"{share:.1%}", (bar.get_x() + bar.get_width() / 2, share), xytext=(0, 3),
                        textcoords="offset points", ha="center", va="bottom", color="#222222",
                        **text_font(NOTE_SIZE))
    ax.set_xticks(np.append(positions - 0.5, len(counts) - 0.5), [format_number(e) for e in edges],
                  **text_font(TICK_SIZE))
    ax.set_xlim(-0.6, len(counts) - 0.4)
    ax.yaxis.set_major_formatter(PercentFormatter(xmax=1.0, decimals=0))
    ax.set_ylim(0, max(float(shares.max()) * 1.18, 0.05))

    handles: list = []
    if threshold is not None:
        x = _band_position(edges, float(threshold))
        ax.axvline(x, color=ALERT, linestyle="--", linewidth=1.8, gid="threshold", zorder=4)
        handles += [
            Line2D([], [], color=ALERT, linestyle="--", linewidth=1.8,
                   label=threshold_label.format(threshold=threshold)),
            Patch(facecolor=ALERT, edgecolor="white",
                  label=at_risk_label.format(share=table.above / len(risks), count=table.above)),
            Patch(facecolor=SAFE, edgecolor="white", label=within_label),
        ]
    handles.append(note_handle(summary_label.format(records=len(risks), maximum=float(risks.max()))))
    add_legend(figure, handles, ncols=2)
    return figure


def _band_position(edges: np.ndarray, value: float) -> float:
    """Where ``value`` sits on the band axis (band i spans i − ½ .. i + ½, linear within a band)."""
    return float(np.interp(value, edges, np.arange(len(edges)) - 0.5))


# ----- privacy level --------------------------------------------------------------------------------------------------


def privacy_level_bars(attributes: Mapping[str, Any], overall: float | None = None, *,
                       title: str | None = None,
                       xlabel: str | None = None,
                       ylabel: str = "",
                       overall_label: str | None = None,
                       missing_label: str | None = None,
                       no_data: str | None = None,
                       figsize: tuple[float, float] | None = None, dpi: float = 100) -> Figure:
    """Horizontal bars of PL per attribute, in the order given, top to bottom; the value is printed at each bar and
    ``overall`` drawn as a reference line. A value may be a number or the attribute's document from
    ``measure_release`` (``{"PL": ..., "DR": ..., ...}``); a missing PL is shown as ``missing_label``."""
    title = given_or(title, N_("Privacy level per attribute"))
    xlabel = given_or(xlabel, N_("Privacy level PL (0 = protected, 1 = exposed)"))
    overall_label = given_or(overall_label, N_("Overall PL = {pl:.3f}"))
    missing_label = given_or(missing_label, N_("n/a"))
    no_data = given_or(no_data, N_("No data"))
    names = list(attributes)
    values = [pl_of(attributes[name]) for name in names]
    if figsize is None:
        figsize = (8.0, max(3.2, 1.6 + 0.42 * len(names)))
    figure = new_figure(figsize, dpi)
    ax = figure.add_subplot()
    style_axes(ax, title, xlabel, ylabel, grid_axis="x")
    if not names:
        show_no_data(ax, no_data)
        return figure
    positions = np.arange(len(names))
    widths = [0.0 if v is None else v for v in values]
    bars = ax.barh(positions, widths, height=0.62, color=PRIMARY, edgecolor="none")
    for bar, value in zip(bars, values):
        y = bar.get_y() + bar.get_height() / 2
        if value is None:
            ax.text(0.01, y, missing_label, va="center", ha="left", color=MUTED, **text_font(NOTE_SIZE))
        elif value > 0.82:
            ax.text(value - 0.01, y, f"{value:.3f}", va="center", ha="right", color="white",
                    **bold_font("0", NOTE_SIZE))
        else:
            ax.text(value + 0.008, y, f"{value:.3f}", va="center", ha="left", color="#222222", zorder=5,
                    bbox={"boxstyle": "square,pad=0.15", "facecolor": "white", "edgecolor": "none", "alpha": 0.85},
                    **text_font(NOTE_SIZE))
    ax.set_yticks(positions, [shorten(n) for n in names], **text_font(TICK_SIZE))
    ax.invert_yaxis()
    ax.set_xlim(0, 1)
    ax.xaxis.set_major_locator(MaxNLocator(nbins=5))
    handles: list = []
    if overall is not None and math.isfinite(float(overall)):
        ax.axvline(float(overall), color=REFERENCE, linestyle="--", linewidth=1.5, gid="overall", zorder=4)
        handles.append(Line2D([], [], color=REFERENCE, linestyle="--", linewidth=1.5,
                              label=overall_label.format(pl=float(overall))))
    if handles:
        add_legend(figure, handles)
    return figure


# ----- parameter sweep ------------------------------------------------------------------------------------------------


def _nearby_points(xs: np.ndarray, ys: np.ndarray, values: list[float],
                   tolerance: float = 0.08) -> list[tuple[float, float, list[float]]]:
    """The points to label, one label per run of neighbours: a point closer than ``tolerance`` of the plotted
    ranges to the first point of the current run (in both directions) joins its label, so that values giving
    (nearly) the same release are named together ("k=5, 6, 8") instead of printed over each other."""
    finite = np.isfinite(xs) & np.isfinite(ys)
    if not finite.any():
        return []
    span_x = max(float(np.ptp(xs[finite])), 1e-12)
    span_y = max(float(np.ptp(ys[finite])), 1e-12)
    labels: list[tuple[float, float, list[float]]] = []
    for x, y, value in zip(xs[finite], ys[finite], np.asarray(values)[finite]):
        if labels and abs(x - labels[-1][0]) <= tolerance * span_x and abs(y - labels[-1][1]) <= tolerance * span_y:
            labels[-1][2].append(float(value))
        else:
            labels.append((float(x), float(y), [float(value)]))
    return labels


def sweep_curves(steps: Sequence[Mapping[str, Any]], *,
                 title: str | None = None,
                 value_title: str | None = None,
                 ec_title: str | None = None,
                 value_xlabel: str = "{parameter}",
                 ec_xlabel: str | None = None,
                 ylabel: str | None = None,
                 overall_label: str | None = None,
                 point_label: str = "{parameter}={value}",
                 skipped_label: str | None = None,
                 parameter_name: str | None = None,
                 no_data: str | None = None,
                 figsize: tuple[float, float] = (11.0, 5.0), dpi: float = 100) -> Figure:
    """Two axes from ``app.sweep.sweep``'s steps: left, PL overall and per attribute against the swept value;
    right, overall PL against EC (seed 000's plot), each point labelled with its value. Steps with an ``"error"``
    (no release met the models) are left out and named in the legend. ``parameter_name`` names the parameter when
    no step does."""
    title = given_or(title, N_("Privacy level across the sweep of {parameter}"))
    value_title = given_or(value_title, N_("PL against {parameter}"))
    ec_title = given_or(ec_title, N_("PL against EC"))
    ec_xlabel = given_or(ec_xlabel, N_("Entropy change EC (utility kept)"))
    ylabel = given_or(ylabel, N_("Privacy level PL (0 = protected, 1 = exposed)"))
    overall_label = given_or(overall_label, N_("PL (overall)"))
    skipped_label = given_or(skipped_label, N_("No release for {parameter} = {values}"))
    parameter_name = given_or(parameter_name, N_("parameter"))
    no_data = given_or(no_data, N_("No data"))
    parameter = str(next((s.get("parameter") for s in steps if s.get("parameter")), parameter_name))
    fmt = {"parameter": parameter}
    figure = new_figure(figsize, dpi)
    figure.suptitle(title.format(**fmt), x=0.01, ha="left", **bold_font(title.format(**fmt), TITLE_SIZE + 1))
    left, right = figure.subplots(1, 2, gridspec_kw={"width_ratios": [1.25, 1]})
    style_axes(left, value_title.format(**fmt), value_xlabel.format(**fmt), ylabel, grid_axis="both")
    style_axes(right, ec_title.format(**fmt), ec_xlabel.format(**fmt), ylabel, grid_axis="both")
    for ax in (left, right):
        text = ax.get_title(loc="left")
        ax.set_title(text, loc="left", pad=8, **bold_font(text, LABEL_SIZE + 1))
    done = [s for s in steps if pl_of(s) is not None and "error" not in s]
    skipped = [s for s in steps if s not in done]
    handles: list = []
    if not done:
        show_no_data(left, no_data)
        show_no_data(right, no_data)
    else:
        done = sorted(done, key=lambda s: float(s.get("value", 0)))
        xs = np.array([float(s.get("value", np.nan)) for s in done])
        pl = np.array([pl_of(s) for s in done], dtype=float)
        names: list[str] = []
        for s in done:
            for name in (s.get("PL_attributes") or {}):
                if name not in names:
                    names.append(name)
        for i, name in enumerate(names):
            ys = np.array([_pl_or_nan((s.get("PL_attributes") or {}).get(name)) for s in done])
            colour = SERIES[i % len(SERIES)]
            marker = MARKERS[(i + 1) % len(MARKERS)]
            style = "-" if i < len(SERIES) else (0, (4, 2))
            (line,) = left.plot(xs, ys, color=colour, marker=marker, markersize=5, linewidth=1.6, linestyle=style,
                                label=shorten(name, 28), zorder=3)
            handles.append(line)
        (overall,) = left.plot(xs, pl, color=REFERENCE, marker="o", markersize=6, linewidth=2.6,
                               label=overall_label, gid="overall", zorder=4)
        handles.insert(0, overall)
        if all(float(x).is_integer() for x in xs):
            left.xaxis.set_major_locator(MaxNLocator(integer=True))
        left.set_ylim(bottom=0)
        left.margins(x=0.05, y=0.08)

        ec = np.array([_pl_or_nan(s.get("EC")) for s in done])
        right.plot(ec, pl, color=REFERENCE, linewidth=1.2, alpha=0.6, zorder=2)
        right.scatter(ec, pl, color=PRIMARY, s=42, zorder=3, edgecolors="white", linewidths=0.8)
        for x, y, values in _nearby_points(ec, pl, [float(s.get("value")) for s in done]):
            right.annotate(point_label.format(parameter=parameter, value=", ".join(map(format_number, values))),
                           (x, y), xytext=(5, 4), textcoords="offset points", color="#333333",
                           **text_font(NOTE_SIZE - 0.5))
        right.set_ylim(bottom=0)
        right.margins(x=0.12, y=0.1)
    if skipped:
        values = ", ".join(format_number(float(s["value"])) if _is_number(s.get("value")) else str(s.get("value"))
                           for s in skipped)
        handles.append(note_handle(skipped_label.format(parameter=parameter, values=values)))
    if handles:
        add_legend(figure, handles)
    return figure


def _pl_or_nan(value: Any) -> float:
    number = pl_of(value)
    return np.nan if number is None else number


def _is_number(value: Any) -> bool:
    try:
        return math.isfinite(float(value))
    except (TypeError, ValueError):
        return False


# ----- value distribution before and after ----------------------------------------------------------------------------


def distribution_before_after(original_counts: Mapping[str, int], released_counts: Mapping[str, int],
                              attribute: str, top: int = 15, *,
                              title: str | None = None,
                              xlabel: str | None = None,
                              ylabel: str = "",
                              original_label: str | None = None,
                              released_label: str | None = None,
                              other_label: str | None = None,
                              other_note: str | None = None,
                              no_data: str | None = None,
                              figsize: tuple[float, float] | None = None, dpi: float = 100) -> Figure:
    """Side-by-side (grouped horizontal) bars of value frequencies in the original and the release: the ``top``
    most frequent values, the rest summed as "other" in both. Values rank by their original frequency, or by
    their released frequency when that is larger: a value only the release has (a generalized one such as
    "[20-30[", or the suppression "*") ranks by how many released records hold it, so a generalized attribute
    shows its intervals instead of hiding them in "other". When most released records still land in "other",
    a note says so."""
    title = given_or(title, N_("Values of {attribute} before and after"))
    xlabel = given_or(xlabel, N_("Records"))
    original_label = given_or(original_label, N_("Original"))
    released_label = given_or(released_label, N_("Released"))
    other_label = given_or(other_label, N_("Other ({count:,} values)"))
    other_note = given_or(other_note, N_("Most released records hold values outside the top {top}"))
    no_data = given_or(no_data, N_("No data"))
    original = {str(k): int(v) for k, v in original_counts.items() if v}
    released = {str(k): int(v) for k, v in released_counts.items() if v}
    shown, rest = ranked_values(original, released, top)
    labels = [shorten(key) for key in shown]
    before = [original.get(key, 0) for key in shown]
    after = [released.get(key, 0) for key in shown]
    if rest:
        labels.append(other_label.format(count=len(rest)))
        before.append(sum(original.get(key, 0) for key in rest))
        after.append(sum(released.get(key, 0) for key in rest))
    if figsize is None:
        figsize = (8.0, max(3.4, 1.9 + 0.34 * len(labels)))
    figure = new_figure(figsize, dpi)
    ax = figure.add_subplot()
    style_axes(ax, title.format(attribute=attribute), xlabel, ylabel, grid_axis="x")
    if not labels:
        show_no_data(ax, no_data)
        return figure
    positions = np.arange(len(labels), dtype=float)
    height = 0.4
    ax.barh(positions - height / 2, before, height=height, color=PRIMARY, label=original_label)
    ax.barh(positions + height / 2, after, height=height, color=SECONDARY, label=released_label)
    ax.set_yticks(positions, labels, **text_font(TICK_SIZE))
    if rest:
        ax.get_yticklabels()[-1].set_fontstyle("italic")
    ax.invert_yaxis()
    ax.xaxis.set_major_locator(MaxNLocator(nbins=6, integer=True))
    ax.xaxis.set_major_formatter(FuncFormatter(lambda v, _: format_number(v)))
    ax.margins(x=0.05, y=0.01)
    handles: list = [Patch(facecolor=PRIMARY, label=original_label), Patch(facecolor=SECONDARY, label=released_label)]
    total_released = sum(released.values())
    if rest and total_released and after[-1] > total_released / 2:
        handles.append(note_handle(other_note.format(top=len(shown))))
    add_legend(figure, handles, ncols=len(handles))
    return figure


# ----- rendering ------------------------------------------------------------------------------------------------------


def figure_png_bytes(figure: Figure, dpi: float = 150) -> bytes:
    """The figure as PNG bytes, drawn by Agg in memory (for the Excel report). A canvas the figure already has
    (e.g. the window's ``FigureCanvasQTAgg``) is put back afterwards, and so is its dpi.

    Drawn once: ``print_figure`` would lay the figure out in a draw of its own first, and the constrained layout
    and text measuring are most of a chart's time. zlib's fastest level: the default spent an eighth of a chart's
    time compressing pixels that the xlsx package compresses again."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    previous, previous_dpi = figure.canvas, figure.dpi
    buffer = io.BytesIO()
    canvas = FigureCanvasAgg(figure)  # first: a new dpi is not forwarded to the window's canvas
    try:
        figure.dpi = dpi
        # The renderer print_png draws with (reused for the same size and dpi) looks font heights up once per font
        # through matplotlib's hook for them; a matplotlib without the hook measures as before.
        renderer = canvas.get_renderer()
        renderer._get_font_height_metrics = lambda prop: font_height_metrics(prop.copy(), renderer.dpi)
        canvas.print_png(buffer, pil_kwargs={"compress_level": 1})
    finally:
        figure.dpi = previous_dpi
        figure.set_canvas(previous)
    return buffer.getvalue()
