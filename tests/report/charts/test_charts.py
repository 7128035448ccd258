"""Chart builders (privdesk.report.charts.figures): Figures without pyplot, readable, translatable, empty-safe."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import warnings

import matplotlib
import numpy as np
import pytest
from matplotlib.figure import Figure
from matplotlib.lines import Line2D

from privdesk.engine.core.classes import partition
from privdesk.engine.metrics.risk import RiskSettings, assess_risk
from privdesk.report.charts import figures as charts
from tests.conftest import REPO

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"

STEPS = [
    {"parameter": "k", "value": 2, "PL": 0.30, "EC": 0.50, "PL_attributes": {"age": 0.4, "sex": 0.1},
     "risk_maximum": 0.5, "score": 1.0},
    {"parameter": "k", "value": 3, "PL": 0.20, "EC": 0.33, "PL_attributes": {"age": 0.3, "sex": 0.05},
     "risk_maximum": 1 / 3, "score": 2.0},
    {"parameter": "k", "value": 5, "PL": 0.10, "EC": 0.20, "PL_attributes": {"age": 0.2, "sex": 0.02},
     "risk_maximum": 0.2, "score": 3.0},
    {"parameter": "k", "value": 6000, "error": "no release meets the models; allow more suppression"},
]


def all_texts(figure: Figure) -> list[str]:
    """Every text the figure shows: titles, labels, notes, tick labels and legend entries."""
    return [t.get_text() for t in figure.findobj(matplotlib.text.Text) if t.get_text()]


def gid_lines(figure: Figure, gid: str) -> list[Line2D]:
    return [a for a in figure.findobj(Line2D) if a.get_gid() == gid]


def has_no_data_note(figure: Figure) -> bool:
    return any(t.get_gid() == "no-data" for t in figure.findobj(matplotlib.text.Text))


def bars_of(ax) -> list:
    return [patch for container in ax.containers for patch in container]


@pytest.fixture
def pyplot_untouched():
    """Builders never register figures with pyplot (pyplot is imported only here, in the tests)."""
    import matplotlib.pyplot as plt

    before = plt.get_fignums()
    yield
    assert plt.get_fignums() == before == []


# ----- equivalence-class sizes ----------------------------------------------------------------------------------------


def test_class_size_histogram_marks_k_and_the_classes_below_it(pyplot_untouched):
    sizes = [2, 2, 3, 5, 5, 5, 6, 8]
    figure = charts.class_size_histogram(sizes, k=5, suppressed=7)
    assert isinstance(figure, Figure) and len(figure.axes) == 1
    ax = figure.axes[0]
    assert sum(p.get_height() for p in bars_of(ax)) == len(sizes)  # every class counted once
    (k_line,) = gid_lines(figure, "k")
    assert k_line.get_xdata()[0] == 5
    below = [p for p in bars_of(ax) if p.get_x() + p.get_width() <= 4.5 + 1e-9]
    assert sum(p.get_height() for p in below) == 3
    assert all(matplotlib.colors.to_hex(p.get_facecolor()) == charts.ALERT.lower() for p in below)
    assert ax.get_xscale() == "linear"
    texts = all_texts(figure)
    assert "Required k = 5" in texts
    assert "Classes smaller than k: 3" in texts
    assert any("Suppressed records: 7" in t for t in texts)
    assert figure_png(figure).startswith(PNG_SIGNATURE)


def test_class_size_histogram_goes_logarithmic_when_sizes_are_wide():
    figure = charts.class_size_histogram([2, 3, 3, 10, 40, 900, 5000], k=3)
    ax = figure.axes[0]
    assert ax.get_xscale() == "log"
    assert sum(p.get_height() for p in bars_of(ax)) == 7
    assert [p.get_height() for p in bars_of(ax) if p.get_x() + p.get_width() <= 2.5 + 1e-9] == [1]
    low, high = ax.get_xlim()
    assert low <= 3 <= high


def test_class_size_histogram_keeps_k_visible_beyond_the_largest_class():
    figure = charts.class_size_histogram([2, 3, 4], k=10)
    low, high = figure.axes[0].get_xlim()
    assert low < 10 < high
    assert "Classes smaller than k: 3" in all_texts(figure)


def test_class_size_histogram_texts_come_from_the_caller():
    figure = charts.class_size_histogram([4, 6], k=5, suppressed=2, title="Klassengrößen", k_label="k ≥ {k}",
                                         suppressed_label="{suppressed} unterdrückt")
    texts = all_texts(figure)
    assert {"Klassengrößen", "k ≥ 5", "2 unterdrückt"} <= set(texts)


# ----- re-identification risk -----------------------------------------------------------------------------------------


def test_risk_distribution_bands_threshold_and_share_at_risk_agree_with_the_engine(pyplot_untouched):
    codes = np.repeat(np.arange(6), [1, 2, 3, 5, 10, 25])  # classes of 1, 2, 3, 5, 10, 25 rows (46 rows)
    assessment = assess_risk(partition(codes), RiskSettings(threshold=0.2))
    figure = charts.risk_distribution(assessment.record_risk, threshold=0.2)
    ax = figure.axes[0]
    shares = [p.get_height() for p in bars_of(ax)]
    assert len(shares) == len(charts.RISK_BANDS) - 1  # 0.2 is already a band edge
    counts = np.round(np.array(shares) * 46).astype(int).tolist()
    # (0, .05]: 25 rows; (.05, .1]: 10; (.1, .2]: 5 (exactly 0.2 is within); (.2, 1/3]: 3 (exactly 1/3 is within:
    # the lower band); (1/3, .5]: 2; (.5, 1]: 1
    assert counts == [25, 10, 5, 3, 2, 1]
    (line,) = gid_lines(figure, "threshold")
    assert line.get_xdata()[0] == pytest.approx(2.5)  # the edge between band 2 (.1–.2) and band 3 (.2–.33)
    share = assessment.records_at_risk
    assert share == pytest.approx(6 / 46)
    assert f"Records at risk: {share:.1%} (6)" in all_texts(figure)
    assert "Threshold 0.2" in all_texts(figure)
    assert figure_png(figure).startswith(PNG_SIGNATURE)


def test_risk_threshold_between_edges_becomes_an_edge():
    risks = np.array([0.01, 0.06, 0.08, 0.09, 0.5])
    figure = charts.risk_distribution(risks, threshold=0.075)
    ax = figure.axes[0]
    bars = bars_of(ax)
    assert len(bars) == len(charts.RISK_BANDS)  # one band more: (.05, .075] and (.075, .1]
    (line,) = gid_lines(figure, "threshold")
    assert line.get_xdata()[0] == pytest.approx(1.5)
    colours = [matplotlib.colors.to_hex(p.get_facecolor()) for p in bars]
    assert colours[:2] == [charts.SAFE.lower()] * 2 and set(colours[2:]) == {charts.ALERT.lower()}
    assert "Records at risk: 60.0% (3)" in all_texts(figure)


def test_risk_distribution_without_threshold_has_no_line():
    figure = charts.risk_distribution([0.5, 0.5, 1.0])
    assert gid_lines(figure, "threshold") == []
    assert sum(p.get_height() for p in bars_of(figure.axes[0])) == pytest.approx(1.0)


# ----- privacy level --------------------------------------------------------------------------------------------------


def test_privacy_level_bars_one_bar_per_attribute_with_values_and_overall(pyplot_untouched):
    attributes = {"age": 0.12, "sex": 0.03, "zip": 0.41, "diagnosis": 0.9}
    figure = charts.privacy_level_bars(attributes, overall=0.31)
    ax = figure.axes[0]
    bars = bars_of(ax)
    assert len(bars) == len(attributes)
    assert [b.get_width() for b in bars] == list(attributes.values())
    assert [t.get_text() for t in ax.get_yticklabels()] == list(attributes)
    (line,) = gid_lines(figure, "overall")
    assert line.get_xdata()[0] == pytest.approx(0.31)
    texts = all_texts(figure)
    assert {"0.120", "0.030", "0.410", "0.900", "Overall PL = 0.310"} <= set(texts)
    assert ax.get_xlim() == (0, 1)
    assert figure_png(figure).startswith(PNG_SIGNATURE)


def test_privacy_level_bars_take_the_measure_document():
    document = {"age": {"DR": 0.5, "IR": 0.4, "PL": 0.2, "known": []}, "sex": {"PL": None}}
    figure = charts.privacy_level_bars(document)
    assert [b.get_width() for b in bars_of(figure.axes[0])] == [0.2, 0.0]
    assert "n/a" in all_texts(figure)
    assert gid_lines(figure, "overall") == []


def test_attribute_names_are_never_parsed_as_mathtext():
    name = r"cost $\notacommand{x}$"
    figure = charts.privacy_level_bars({name: 0.5}, overall=0.5)
    assert figure_png(figure).startswith(PNG_SIGNATURE)  # mathtext would fail on the unknown command
    assert figure.axes[0].get_yticklabels()[0].get_text() == name


# ----- parameter sweep ------------------------------------------------------------------------------------------------


def test_sweep_curves_skip_failed_steps_and_plot_pl_against_value_and_ec(pyplot_untouched):
    figure = charts.sweep_curves(STEPS)
    assert len(figure.axes) == 2
    left, right = figure.axes
    lines = {line.get_label(): line for line in left.get_lines()}
    assert set(lines) == {"PL (overall)", "age", "sex"}
    assert list(lines["PL (overall)"].get_xdata()) == [2, 3, 5]  # the k = 6000 step has no release
    assert list(lines["PL (overall)"].get_ydata()) == [0.30, 0.20, 0.10]
    assert list(lines["age"].get_ydata()) == [0.4, 0.3, 0.2]
    (points,) = right.collections
    assert points.get_offsets().tolist() == [[0.50, 0.30], [0.33, 0.20], [0.20, 0.10]]
    texts = all_texts(figure)
    assert "No release for k = 6,000" in texts
    assert {"k=2", "k=3", "k=5", "PL against k", "PL against EC"} <= set(texts)
    assert figure_png(figure).startswith(PNG_SIGNATURE)


def test_sweep_curves_when_every_step_failed():
    figure = charts.sweep_curves([s for s in STEPS if "error" in s])
    assert len(figure.axes) == 2 and all(not ax.get_lines() for ax in figure.axes)
    assert has_no_data_note(figure)
    assert "No release for k = 6,000" in all_texts(figure)


# ----- value distribution before and after ----------------------------------------------------------------------------


def test_distribution_before_after_top_values_and_other(pyplot_untouched):
    original = {f"v{i:02d}": 100 - i for i in range(20)}
    released = {key: count - 1 for key, count in original.items()} | {"*": 20}
    figure = charts.distribution_before_after(original, released, "job", top=5)
    ax = figure.axes[0]
    labels = [t.get_text() for t in ax.get_yticklabels()]
    assert labels == ["v00", "v01", "v02", "v03", "v04", "Other (16 values)"]
    before, after = ax.containers
    assert len(before) == len(after) == 6
    assert [p.get_width() for p in before] == [100, 99, 98, 97, 96, sum(range(81, 96))]
    assert [p.get_width() for p in after] == [99, 98, 97, 96, 95, sum(range(80, 95)) + 20]  # "*" is in "other"
    assert "Values of job before and after" in all_texts(figure)
    assert figure_png(figure).startswith(PNG_SIGNATURE)


def test_distribution_before_after_shows_generalized_values():
    original = {str(age): 10 for age in range(20, 40)}
    released = {"[20-30[": 100, "[30-40[": 100}
    figure = charts.distribution_before_after(original, released, "age", top=5)
    labels = [t.get_text() for t in figure.axes[0].get_yticklabels()]
    assert labels[:2] == ["[20-30[", "[30-40["]
    assert labels[-1] == "Other (17 values)"
    assert "Most released records hold values outside the top 5" not in all_texts(figure)


def test_distribution_before_after_small_domains_have_no_other():
    figure = charts.distribution_before_after({"a": 3, "b": 1}, {"a": 2, "b": 2}, "x")
    assert [t.get_text() for t in figure.axes[0].get_yticklabels()] == ["a", "b"]


# ----- empty input, rendering, global state ---------------------------------------------------------------------------


@pytest.mark.parametrize("build", [
    lambda: charts.class_size_histogram([], k=5, suppressed=3),
    lambda: charts.class_size_histogram(np.array([], dtype=np.int64)),
    lambda: charts.risk_distribution([], threshold=0.2),
    lambda: charts.risk_distribution(np.zeros(0)),
    lambda: charts.privacy_level_bars({}, overall=0.3),
    lambda: charts.sweep_curves([]),
    lambda: charts.distribution_before_after({}, {}, "age"),
], ids=["classes", "classes-array", "risk", "risk-array", "pl", "sweep", "distribution"])
def test_empty_input_gives_an_empty_chart_saying_no_data(build, pyplot_untouched):
    figure = build()
    assert isinstance(figure, Figure) and figure.axes
    assert has_no_data_note(figure)
    assert "No data" in all_texts(figure)
    assert figure_png(figure, dpi=50).startswith(PNG_SIGNATURE)


def test_figure_png_bytes_keeps_the_figure_canvas_and_scales_with_dpi():
    from matplotlib.backend_bases import FigureCanvasBase

    figure = charts.privacy_level_bars({"a": 0.5}, figsize=(4, 3))
    canvas = FigureCanvasBase(figure)  # stands in for the window's FigureCanvasQTAgg
    small, large = charts.figure_png_bytes(figure, dpi=50), charts.figure_png_bytes(figure, dpi=100)
    assert figure.canvas is canvas
    assert small.startswith(PNG_SIGNATURE) and large.startswith(PNG_SIGNATURE)
    width = int.from_bytes(large[16:20], "big")  # IHDR width
    assert width == 400 and int.from_bytes(small[16:20], "big") == 200


def test_builders_leave_global_rcparams_alone():
    watched = ["font.family", "font.sans-serif", "font.size", "axes.prop_cycle", "figure.dpi"]
    before = {key: matplotlib.rcParams[key] for key in watched}
    charts.configure_fonts()
    charts.sweep_curves(STEPS)
    charts.class_size_histogram([1, 2, 3], k=2)
    assert {key: matplotlib.rcParams[key] for key in watched} == before


def test_the_report_charts_import_neither_pyplot_nor_qt():
    script = textwrap.dedent("""
        import sys
        import privdesk.report.charts.figures as charts
        charts.figure_png_bytes(charts.class_size_histogram([3, 4, 5], k=3), dpi=40)
        bad = [m for m in sys.modules if m == "matplotlib.pyplot" or m.split(".")[0] in ("PySide6", "PyQt5", "PyQt6")]
        print(bad)
        sys.exit(1 if bad else 0)
    """)
    result = subprocess.run([sys.executable, "-c", script], cwd=REPO, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_font_families_keep_dejavu_first_for_latin():
    families = charts.font_families()
    assert families[0] == "DejaVu Sans" and families[-1] == "sans-serif"
    cjk = charts.configure_fonts()
    assert (cjk in families) if cjk else len(families) == 2
    assert cjk is None or cjk in charts.CJK_FONT_CANDIDATES


def test_chinese_labels_render_without_missing_glyphs():
    if charts.configure_fonts() is None:
        pytest.skip("no CJK font on this machine (looked for " + ", ".join(charts.CJK_FONT_CANDIDATES) + ")")
    figures = [
        charts.privacy_level_bars({"年龄": 0.2, "性别": 0.1, "邮政编码": 0.6}, overall=0.3,
                                  title="各属性隐私级别", xlabel="隐私级别（0 = 受保护，1 = 暴露）",
                                  overall_label="总体 PL = {pl:.3f}"),
        charts.risk_distribution([0.1, 0.5, 0.02], threshold=0.2, title="每条记录的重识别风险",
                                 xlabel="重识别风险", ylabel="记录占比", threshold_label="阈值 {threshold:g}",
                                 at_risk_label="有风险的记录：{share:.1%}（{count}）", within_label="阈值以内",
                                 summary_label="{records} 条记录，最高风险 {maximum:.3g}"),
        charts.sweep_curves(STEPS, title="参数 {parameter} 扫描的隐私级别", ylabel="隐私级别",
                            overall_label="总体隐私级别", skipped_label="{parameter} = {values} 时无解"),
        charts.distribution_before_after({"北京": 5, "上海": 3}, {"华北": 5, "华东": 3}, "城市",
                                         title="{attribute}：匿名化前后", original_label="原始",
                                         released_label="发布"),
        charts.class_size_histogram([2, 3, 5], k=3, suppressed=1, title="等价类大小", k_label="要求 k = {k}",
                                    suppressed_label="已隐匿 {suppressed} 条记录"),
    ]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for figure in figures:
            assert figure_png(figure, dpi=60).startswith(PNG_SIGNATURE)
    missing = [str(w.message) for w in caught if "Glyph" in str(w.message) and "missing" in str(w.message)]
    assert missing == []


def test_charts_for_a_person_to_look_at(tmp_path):
    """Writes one of each chart to /tmp/privdesk-charts (for eyes; the assertions are above)."""
    out = tmp_path if not _writable("/tmp/privdesk-charts") else __import__("pathlib").Path("/tmp/privdesk-charts")
    rng = np.random.default_rng(0)
    sizes = np.concatenate([rng.integers(3, 30, 200), [150, 800, 2500]])
    record_risk = np.concatenate([1.0 / np.repeat(sizes, sizes), np.full(42, 1 / 42)])
    originals = {f"occupation {i}": int(1000 / (i + 1)) for i in range(30)}
    built = {
        "class_sizes": charts.class_size_histogram(sizes, k=5, suppressed=42),
        "risk": charts.risk_distribution(record_risk, threshold=0.075),
        "privacy_level": charts.privacy_level_bars({"age": 0.12, "sex": 0.03, "zipcode": 0.41,
                                                    "diagnosis": 0.87}, overall=0.31),
        "sweep": charts.sweep_curves(STEPS),
        "before_after": charts.distribution_before_after(originals, {k: v - 3 for k, v in originals.items()},
                                                         "occupation"),
    }
    for name, figure in built.items():
        path = out / f"{name}.png"
        path.write_bytes(charts.figure_png_bytes(figure, dpi=100))
        assert path.read_bytes().startswith(PNG_SIGNATURE)


def _writable(folder: str) -> bool:
    import os

    try:
        os.makedirs(folder, exist_ok=True)
        return os.access(folder, os.W_OK)
    except OSError:
        return False


def figure_png(figure: Figure, dpi: float = 72) -> bytes:
    return charts.figure_png_bytes(figure, dpi=dpi)
