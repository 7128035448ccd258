"""What every chart shares: the Okabe–Ito palette, text sizes, the fonts (a CJK family found once, DejaVu Sans
first for Latin text), the figure, axes, legend and number helpers. The charts themselves are in
:mod:`privdesk.report.charts.figures`."""

from __future__ import annotations

import functools
import os
import threading
from typing import Any

from matplotlib import font_manager
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.patches import Patch

from privdesk.common.i18n import _
from privdesk.report.charts.data import (  # noqa: F401  (the palette is imported from here too)
    ALERT,
    OKABE_ITO,
    PRIMARY,
    REFERENCE,
    SAFE,
    SECONDARY,
    SERIES,
    compact_number,
    finite_values,
    shorten,
)

# ----- palette and fonts ----------------------------------------------------------------------------------------------

MARKERS = ["o", "s", "^", "D", "v", "P", "X", "*"]
GRID = "#D9D9D9"
MUTED = "#555555"

TITLE_SIZE = 13
LABEL_SIZE = 11
TICK_SIZE = 10
NOTE_SIZE = 9

LATIN_FAMILY = "DejaVu Sans"

CJK_FONT_CANDIDATES = (
    "Microsoft YaHei", "PingFang SC", "Noto Sans CJK SC", "Source Han Sans SC", "Source Han Sans CN",
    "Noto Sans SC", "Noto Sans CJK JP", "Source Han Sans JP", "Source Han Sans", "Noto Sans CJK TC",
    "WenQuanYi Zen Hei", "WenQuanYi Micro Hei", "SimHei", "Droid Sans Fallback",
)
"""CJK families in order of preference (the first one installed is used)."""

# File names of the same fonts, for fonts installed after matplotlib built its font cache.
_CJK_FILE_HINTS = ("msyh", "pingfang", "notosanscjk", "notosanssc", "sourcehansans", "wqy-zenhei", "wqy-microhei",
                   "simhei", "droidsansfallback")

_font_lock = threading.Lock()


def configure_fonts() -> str | None:
    """The CJK-capable family this machine has (first of :data:`CJK_FONT_CANDIDATES`), or None.

    Looks in matplotlib's font list; when nothing is there, scans the system's font files once for the known CJK
    fonts (one installed after matplotlib cached its list) and registers those it finds. Global ``rcParams`` are
    not changed: the builders pass :func:`font_families` to every text artist. The answer is cached."""
    with _font_lock:
        return _find_cjk_family()


@functools.lru_cache(maxsize=1)
def _find_cjk_family() -> str | None:
    family = _first_candidate()
    if family is None and _register_system_cjk_fonts():
        family = _first_candidate()
    if family is None and _register_bundled_fonts():
        family = _first_candidate()
    return family


def _register_bundled_fonts() -> bool:
    """The CJK font shipped in resources/fonts, for machines without one."""
    from privdesk.common.paths import bundled_fonts

    added = False
    for path in bundled_fonts():
        try:
            font_manager.fontManager.addfont(str(path))
            added = True
        except Exception:  # an unreadable font file: charts fall back to the default family
            continue
    return added


def _first_candidate() -> str | None:
    names = {entry.name for entry in font_manager.fontManager.ttflist}
    return next((name for name in CJK_FONT_CANDIDATES if name in names), None)


def _register_system_cjk_fonts() -> bool:
    try:
        paths = font_manager.findSystemFonts()
    except Exception:  # a broken fc-list or an unreadable folder: no CJK font, not a failed chart
        return False
    added = False
    for path in paths:
        stem = os.path.basename(path).lower().replace(" ", "").replace("_", "")
        if any(hint.replace("-", "") in stem.replace("-", "") for hint in _CJK_FILE_HINTS):
            try:
                font_manager.fontManager.addfont(path)
                added = True
            except Exception:  # not a font matplotlib can read (e.g. a bitmap collection)
                continue
    return added


@functools.lru_cache(maxsize=256)
def font_height_metrics(prop: font_manager.FontProperties, dpi: float) -> tuple[float | None, float | None, float]:
    """Ascent, descent and line gap of the font ``prop`` names, in pixels at ``dpi``: what matplotlib's
    ``Text._get_layout`` works out from the font's OS/2 or hhea table, looked up once per font and size instead of
    for every text measured (a quarter of a chart's drawing time went into finding the same font files again)."""
    font = font_manager.get_font(font_manager.fontManager._find_fonts_by_props(prop))
    for table_name, gap_key, ascent_key, descent_key in (("OS/2", "sTypoLineGap", "sTypoAscender", "sTypoDescender"),
                                                         ("hhea", "lineGap", "ascent", "descent")):
        table = font.get_sfnt_table(table_name)
        if table is None:
            continue
        scale = 1 / font.get_sfnt_table("head")["unitsPerEm"] * prop.get_size_in_points() * dpi / 72
        return table[ascent_key] * scale, -table[descent_key] * scale, table[gap_key] * scale
    return None, None, 0.0


def font_families() -> list[str]:
    """The family list every text artist gets: DejaVu Sans for Latin, then the CJK family (matplotlib falls back
    glyph by glyph along the list), then the generic sans-serif."""
    cjk = configure_fonts()
    return [LATIN_FAMILY, *([cjk] if cjk else []), "sans-serif"]


# ----- shared helpers -------------------------------------------------------------------------------------------------


def new_figure(figsize: tuple[float, float], dpi: float) -> Figure:
    figure = Figure(figsize=figsize, dpi=dpi, layout="constrained", facecolor="white")
    figure.get_layout_engine().set(h_pad=0.08, w_pad=0.08)
    return figure


def text_font(size: float = TICK_SIZE, **extra: Any) -> dict[str, Any]:
    return {"fontfamily": font_families(), "fontsize": size, "parse_math": False} | extra


def bold_font(text: str, size: float) -> dict[str, Any]:
    """Bold text, unless the text needs the CJK family and it has no bold face (most CJK fonts ship one weight):
    then regular weight, which is what matplotlib would draw anyway, without its "failed to find weight" log."""
    if all(ord(ch) < 0x2E80 for ch in str(text)):
        return text_font(size, fontweight="bold", fontfamily=[LATIN_FAMILY, "sans-serif"])
    cjk = configure_fonts()
    return text_font(size, fontweight="bold" if cjk is None or _has_bold(cjk) else "normal")


@functools.lru_cache(maxsize=8)
def _has_bold(family: str) -> bool:
    return any(entry.name == family and font_manager.weight_dict.get(entry.weight, entry.weight) in (600, 700, 800,
                                                                                                       900)
               for entry in font_manager.fontManager.ttflist)


def _legend_font(size: float = NOTE_SIZE) -> font_manager.FontProperties:
    return font_manager.FontProperties(family=font_families(), size=size)


def style_axes(ax: Axes, title: str, xlabel: str, ylabel: str, grid_axis: str = "y") -> None:
    ax.set_title(title, loc="left", pad=10, wrap=True, **bold_font(title, TITLE_SIZE))  # long ones fit narrow
    ax.set_xlabel(xlabel, **text_font(LABEL_SIZE))
    ax.set_ylabel(ylabel, **text_font(LABEL_SIZE))
    ax.tick_params(labelsize=TICK_SIZE, labelfontfamily=font_families(), colors=MUTED, labelcolor="#222222")
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    for side in ("left", "bottom"):
        ax.spines[side].set_color("#888888")
    ax.set_axisbelow(True)
    if grid_axis:
        ax.grid(axis=grid_axis, color=GRID, linewidth=0.8)


def show_no_data(ax: Axes, message: str) -> None:
    ax.set_xticks([])
    ax.set_yticks([])
    ax.grid(False)
    ax.text(0.5, 0.5, message, transform=ax.transAxes, ha="center", va="center", color=MUTED, gid="no-data",
            **text_font(LABEL_SIZE + 1))


def add_legend(figure: Figure, handles: list, ncols: int | None = None) -> None:
    """The legend of every chart: below the axes, centred, without a frame (never over the data)."""
    if handles:
        figure.legend(handles=handles, loc="outside lower center", ncols=ncols or min(len(handles), 4),
                      prop=_legend_font(), frameon=False, handlelength=1.8, columnspacing=1.6)


def note_handle(text: str) -> Patch:
    """A legend entry that is only text (no swatch)."""
    return Patch(facecolor="none", edgecolor="none", label=text)


def given_or(text: str | None, default: str) -> str:
    """``text`` as the caller gave it, else ``default`` (an English source marked with ``N_``) in the current
    language."""
    return _(default) if text is None else text


format_number = compact_number


finite_or_none = finite_values


# ----- equivalence-class sizes ----------------------------------------------------------------------------------------
