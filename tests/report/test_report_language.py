"""Nothing user-visible in the audit report or its charts bypasses the translation catalogue.

A pseudo-translation wraps every source string s as «s» (``privdesk.common.i18n.catalogue`` patched, language zh_CN).
The bundled hospital sample is then anonymized, measured, swept and reported in that language, and every text
cell with letters on the Summary, Privacy models, Measures and Risk sheets must show the marks — unless it is data,
and the data allowed is listed exactly in :func:`exempt_texts`, each kind with its reason. The chart builders are
checked the same way: titles, axis labels, legend entries and empty-chart notes.
"""

from __future__ import annotations

import functools

import openpyxl
import pandas as pd
import pytest
from matplotlib.figure import Figure

from privdesk.app.record.report_record import build_record
from privdesk.common import i18n
from privdesk.engine.core.dataset import Dataset
from privdesk.report import sheet as sheet_model
from privdesk.report import workbook
from privdesk.report.charts import figures as charts
from privdesk.report.workbook import LABELS, MAX_SHEET_NAME, write_report
from tests.report.test_workbook import FINGERPRINT, hospital_run

CHECKED_SHEETS = ("summary", "models", "measures", "risk")
FORBIDDEN_IN_SHEET_NAMES = set("[]:*?/\\")


@functools.lru_cache(maxsize=1)
def _known_sources() -> frozenset[str]:
    from privdesk.common.i18n import read_ts, translations_dir

    return frozenset(source for _c, source, _t, _f in read_ts(translations_dir() / "core_zh_CN.ts"))


class Pseudo(dict):
    """A catalogue that "translates" every source string s into «s» (the empty string stays empty)."""

    def __init__(self, wrap=lambda text: f"«{text}»"):
        super().__init__()
        self.wrap = wrap

    def get(self, key, default=None):
        # only strings the translation file holds: one the extractor misses would never reach a translator
        return self.wrap(key) if key and key in _known_sources() else default


def speaking(monkeypatch: pytest.MonkeyPatch, catalogue: dict) -> None:
    """From now on (until ``monkeypatch`` is undone) PrivDesk speaks zh_CN through ``catalogue``."""
    monkeypatch.setattr(i18n, "catalogue", lambda language: catalogue)
    i18n.set_language("zh_CN")


@pytest.fixture
def pseudo(monkeypatch):
    speaking(monkeypatch, Pseudo())
    yield
    i18n.set_language(i18n.ENGLISH)


@pytest.fixture(scope="module")
def hospital(tmp_path_factory):
    """The hospital sample anonymized as its project says, with a k sweep, built and reported in the
    pseudo-language: (record, loaded workbook)."""
    with pytest.MonkeyPatch.context() as monkeypatch:
        speaking(monkeypatch, Pseudo())
        try:
            record, released = hospital_run()
            path = write_report(record, tmp_path_factory.mktemp("language") / "report.xlsx", released=released,
                                key_fingerprint=FINGERPRINT)
        finally:
            i18n.set_language(i18n.ENGLISH)
    return record, openpyxl.load_workbook(path)


def exempt_texts(record: dict) -> dict[str, str]:
    """Every text with letters that may appear on the checked sheets without passing through the catalogue,
    mapped to why: it is data of the run, not wording of PrivDesk."""
    exempt: dict[str, str] = {}
    for name in record["data"]["columns"]:
        exempt[name] = "an attribute (column) name of the table: row labels and column headers"
    for entry in (record.get("measures") or {}).get("attributes", {}).values():
        known = sheet_model.listed_names(entry.get("known") or [])
        exempt.setdefault(known, "Measures, 'Attributes assumed known': a list of attribute names")
    transformation = record["result"].get("transformation")
    if transformation:
        exempt[sheet_model.as_text(transformation)] = "Summary, generalization levels used: attribute names and levels"
    exempt[FINGERPRINT] = "Summary, signing key: the key's fingerprint"
    exempt[record["report_id"]] = "Summary, report id: a UUID"
    for step in record.get("sweep") or []:
        if step.get("error"):
            exempt[sheet_model.short(step["error"], 200)] = ("Measures, sweep note: why no release exists at that "
                                                          "value, an error message (errors stay in English)")
    return exempt


def has_letters(text: str) -> bool:
    return any(ch.isalpha() for ch in text)


def test_every_text_on_the_checked_sheets_passes_through_the_catalogue(hospital):
    record, book = hospital
    assert record["language"] == "zh_CN"
    exempt = exempt_texts(record)
    bypassing = []
    for key in CHECKED_SHEETS:
        title = f"«{LABELS[f'sheet.{key}']}»"
        sheet = book[title]
        for row in sheet.iter_rows():
            for cell in row:
                if isinstance(cell.value, str) and has_letters(cell.value) and "«" not in cell.value \
                        and cell.value not in exempt:
                    bypassing.append(f"{title}!{cell.coordinate}: {cell.value!r}")
    assert not bypassing, "texts that bypass the catalogue:\n" + "\n".join(bypassing)


def test_the_sentences_of_the_record_were_translated_when_it_was_built(hospital):
    record, book = hospital
    assert record["verdict"]["entries"] and all("«" in entry["sentence"] for entry in record["verdict"]["entries"])
    assert "«" in record["risk"]["verdict"] and "«" in record["result"]["details"]["metric_name"]
    assert all("«" in check["requirement"] for check in record["result"]["checks"])
    assert all(title.startswith("«") for title in book.sheetnames)
    provenance = [str(c.value) for row in book[f"«{LABELS['sheet.provenance']}»"].iter_rows() for c in row
                  if c.value is not None]
    assert any("zh_CN" in text and "«" in text for text in provenance)  # the record's language, named


def test_a_record_built_in_english_says_so():
    released = Dataset.from_frame(pd.DataFrame({"zip": ["476**"] * 4, "disease": ["flu", "cold", "flu", "gout"]}))
    record = build_record(kind="audit", released=released, qis=["zip"], sensitive=["disease"])
    assert record["language"] == "en"
    risk = [e for e in record["verdict"]["entries"] if e["kind"] == "risk"]
    assert risk[0]["sentence"].startswith(("Passes: for a ", "Fails: for a "))


# ----- sheet names ----------------------------------------------------------------------------------------------------


def test_a_translated_sheet_name_is_cleaned_and_cut_for_excel():
    taken: set[str] = set()
    title = workbook._sheet_title("'[Zusammenfassung]: Prüfung/Übersicht*?\\ der Freigabe'", taken)
    assert title == "_Zusammenfassung__ Prüfung_Über"
    assert len(title) == MAX_SHEET_NAME and not FORBIDDEN_IN_SHEET_NAMES & set(title)
    again = workbook._sheet_title("[Zusammenfassung]: Prüfung/Übersicht*?\\ der Freigabe", taken)
    assert again == "_Zusammenfassung__ Prüfung_ (2)" and len(again) == MAX_SHEET_NAME
    # Excel counts UTF-16 code units: a character outside the BMP takes two and is never split
    emoji = workbook._sheet_title("\U0001F512" * 20, set())
    assert emoji == "\U0001F512" * 15 and len(emoji.encode("utf-16-le")) // 2 == 30
    assert workbook._sheet_title("汇总" * 20, set()) == ("汇总" * 20)[:MAX_SHEET_NAME]
    assert workbook._sheet_title(" '/' ", set()) == "_"
    assert workbook._sheet_title("\x07 ' ", set()) == LABELS["sheet.fallback"]


def test_long_and_forbidden_translated_sheet_names_give_a_valid_workbook(monkeypatch, tmp_path):
    """Every sheet name translated into a long text holding []:*?/\\ whose first 31 characters are the same for
    all: the workbook opens, its names are valid and unique, and the Summary's guide names the sheets as they
    are."""

    def wrap(text: str) -> str:
        if text in (LABELS[key] for key in LABELS if key.startswith("sheet.")):
            return "[Blatt]: Bericht/Teil*?\\ der Freigabe — " + text
        return f"«{text}»"

    speaking(monkeypatch, Pseudo(wrap))
    try:
        frame = pd.DataFrame({"zip": ["476**"] * 4 + ["477**"] * 4, "disease": ["flu", "cold"] * 4})
        released = Dataset.from_frame(frame)
        record = build_record(kind="audit", released=released, qis=["zip"], sensitive=["disease"])
        book = openpyxl.load_workbook(write_report(record, tmp_path / "report.xlsx", released=released))
        titles = workbook.sheet_titles(True)
        absent = ("context", "usefulness", "preset", "suppressed_cells")  # no context, original, preset, cell suppression
        for name in absent:
            titles.pop(name)
    finally:
        i18n.set_language(i18n.ENGLISH)
    names = book.sheetnames
    assert names == list(titles.values()) and len(names) == len(workbook.SHEETS) - len(absent)
    assert len({name.lower() for name in names}) == len(names)
    for name in names:
        assert 0 < len(name.encode("utf-16-le")) // 2 <= MAX_SHEET_NAME, name
        assert not FORBIDDEN_IN_SHEET_NAMES & set(name), name
        assert not name.startswith("'") and not name.endswith("'")
    guide = [c.value for c in book[names[0]]["B"] if c.value in set(names)]
    assert guide == names[1:]


# ----- charts ---------------------------------------------------------------------------------------------------------

STEPS = [
    {"parameter": "k", "value": 2, "PL": 0.30, "EC": 0.50, "PL_attributes": {"age": 0.4}, "risk_maximum": 0.5},
    {"parameter": "k", "value": 5, "PL": 0.10, "EC": 0.20, "PL_attributes": {"age": 0.2}, "risk_maximum": 0.2},
    {"parameter": "k", "value": 60, "error": "no release meets the models"},
]
BUILDERS = {
    "class sizes": lambda: charts.class_size_histogram([2, 3, 5, 8], k=3, suppressed=2),
    "class sizes, empty": lambda: charts.class_size_histogram([], k=3, suppressed=2),
    "risk": lambda: charts.risk_distribution([0.1, 0.5, 0.02], threshold=0.2),
    "risk, empty": lambda: charts.risk_distribution([], threshold=0.2),
    "privacy level": lambda: charts.privacy_level_bars({"age": 0.3, "zip": None}, overall=0.2),
    "privacy level, empty": lambda: charts.privacy_level_bars({}),
    "sweep": lambda: charts.sweep_curves(STEPS),
    "sweep, empty": lambda: charts.sweep_curves([]),
    "distribution": lambda: charts.distribution_before_after({f"v{i}": 30 - i for i in range(20)},
                                                             {"*": 200, "v0": 1}, "age", top=3),
    "distribution, empty": lambda: charts.distribution_before_after({}, {}, "age"),
}
CHART_DATA = {
    "age": "a sweep line is named after its attribute",
    "k": "the sweep's x axis is the swept parameter itself (value_xlabel \"{parameter}\")",
}
"""Chart texts (titles, axis labels, legend entries, notes) that are data, and why."""


def chart_texts(figure: Figure) -> list[str]:
    """Titles (suptitle too), axis labels, legend entries and the empty-chart note; not tick labels or the values
    printed at bars and points (numbers and attribute values)."""
    texts = [figure._suptitle.get_text()] if figure._suptitle is not None else []
    for ax in figure.axes:
        texts += [ax.get_title(loc="left"), ax.get_xlabel(), ax.get_ylabel()]
        texts += [t.get_text() for t in ax.texts if t.get_gid() == "no-data"]
    for legend in figure.legends:
        texts += [t.get_text() for t in legend.get_texts()]
    return [text for text in texts if text]


@pytest.mark.parametrize("name", list(BUILDERS))
def test_every_chart_text_passes_through_the_catalogue(name, pseudo):
    figure = BUILDERS[name]()
    texts = chart_texts(figure)
    assert texts
    bypassing = [text for text in texts if has_letters(text) and "«" not in text and text not in CHART_DATA]
    assert not bypassing, f"{name}: {bypassing}"
    titles = [figure._suptitle.get_text()] if figure._suptitle is not None else []
    titles += [ax.get_title(loc="left") for ax in figure.axes]
    assert titles and all("«" in title for title in titles)


def test_a_caller_may_still_pass_its_own_chart_texts(pseudo):
    figure = charts.class_size_histogram([2, 3], k=2, title="等价类大小")
    assert figure.axes[0].get_title(loc="left") == "等价类大小"
    assert "«" in figure.axes[0].get_xlabel()
