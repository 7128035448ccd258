"""The report's Attack test sheet: anonymeter's three attacks run on the release against the original (singling
out, linkability, attribute inference), each as a sentence and a native chart of its success rate with the 95 %
interval and the baseline attacker's, then the motivated intruder's plain figures. Made from
``record["attack_test"]`` (``app/record/attack_test.py``, which wrote the sentences in the record's language);
a report without one (an audit without the original) says why.
"""

from __future__ import annotations

from typing import Any, Mapping

from privdesk.common.i18n import N_, _
from privdesk.report.charts.data import ALERT, BAR_LABELS, REFERENCE, attack_title
from privdesk.report.charts.excel import Axes, interval_bars
from privdesk.report.labels import label
from privdesk.report.sheet import Sheet
from privdesk.report.sheets.charts import PRINTED_COLUMNS, ChartBlocks

LABELS = {
    "intro": N_("How often an attacker who holds the original people's values succeeds against this release, "
                "measured as the anonymeter framework does (Giomi et al., PoPETs 2023): each attack is tried "
                "{attacks:,} times with the seed {seed}, so the figures can be repeated; the baseline attacker "
                "guesses without the release. An attack that succeeds about as often as its baseline tells the "
                "attacker nothing the baseline does not."),
    "none": N_("No attack test: it needs the original table, row for row with the release (an audit with "
               "--original)."),
    "skipped": N_("No attack test: {reason}."),
    "columns": N_("Columns the attacker knows"),
    "tables": N_("Two external tables (linkability)"),
    "intruder": N_("Motivated intruder"),
    "alone": N_("People whose released row fits only them"),
    "prosecutor": N_("Best guess succeeds: prosecutor"),
    "journalist": N_("Best guess succeeds: journalist"),
    "marketer": N_("Best guess succeeds: marketer"),
    "header.who": N_("Attacker"),
    "header.rate": N_("Success rate"),
    "header.below": N_("95 % interval below"),
    "header.above": N_("95 % interval above"),
    "header.low": N_("lowest (95 %)"),
    "header.high": N_("highest (95 %)"),
}


def attack_sheet(record: Mapping[str, Any]) -> Sheet:
    """The sheet (report.sheet.Sheet) for ``record``."""
    sheet = Sheet("sheet.attack_test", widths={1: 12}, max_width=40, landscape=False, print_columns=PRINTED_COLUMNS)
    sheet.title(label("sheet.attack_test"))
    document = record.get("attack_test")
    if not document:
        sheet.note(_(LABELS["none"]))
        return sheet
    if document.get("skipped"):
        sheet.note(_(LABELS["skipped"]).format(reason=document["skipped"]))
        return sheet
    sheet.note(_(LABELS["intro"]).format(attacks=int(document["n_attacks"]), seed=document["seed"]))
    sheet.add(_(LABELS["columns"]), ", ".join(document.get("external_columns", [])))
    tables = document.get("linked_tables") or []
    if len(tables) == 2 and tables[1]:
        sheet.add(_(LABELS["tables"]), " | ".join(", ".join(t) for t in tables))
    place = ChartBlocks(sheet)
    header = [_(LABELS["header.who"]), _(LABELS["header.rate"]), _(LABELS["header.below"]),
              _(LABELS["header.above"]), _(LABELS["header.low"]), _(LABELS["header.high"])]
    for attack in document.get("attacks", []):
        rows = [[_(text), *_interval(rates)] for text, rates in zip(BAR_LABELS, (attack["attack"],
                                                                                 attack["baseline"]))]
        axes = Axes(attack_title(attack), "", _("success rate, 95 % interval"), "0.0%", labels="0.00%")
        place.place(attack_title(attack), [attack.get("sentence", "")],
                    [(5.0, lambda ws, table, axes=axes: interval_bars(ws, table, axes, [ALERT, REFERENCE]))],
                    header, rows)
    place.write_tables()
    sheet.heading(_(LABELS["intruder"]))
    sheet.note(document.get("intruder_sentence", ""))
    sheet.add(_(LABELS["alone"]), (float(document.get("isolated_share", 0.0)), "percent"))
    for name, share in (document.get("attackers") or {}).items():
        sheet.add(_(LABELS[name]), (float(share), "percent"))
    return sheet


def _interval(rate: Mapping[str, Any]) -> list[tuple[float, str]]:
    """Rate, the whisker's length below and above it, and the interval's ends, as percent cells."""
    value, low, high = float(rate["rate"]), float(rate["low"]), float(rate["high"])
    return [(value, "percent"), (value - low, "percent"), (high - value, "percent"), (low, "percent"),
            (high, "percent")]
