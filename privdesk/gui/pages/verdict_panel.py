"""The verdict on top of the Analyze page, in words: the headline (safe or not, for which release model), one
sentence per privacy model and the risk threshold (✔ or ✘, green or red but never colour alone), what to try next
when something fails, and the facts of the run. Every figure comes from the run's record."""

from __future__ import annotations

import html
from typing import Any, Mapping

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from privdesk.engine.search.contract import strategy_title
from privdesk.gui.dialogs import FAIL_BACKGROUND, FAIL_COLOUR, PASS_BACKGROUND, PASS_COLOUR
from privdesk.gui.pages.analyze_common import number_text


class VerdictPanel(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("verdict")
        self.headline = QLabel()
        self.headline.setWordWrap(True)
        bold = self.headline.font()
        bold.setBold(True)
        bold.setPointSizeF(bold.pointSizeF() * 1.15)
        self.headline.setFont(bold)
        self.sentences = QLabel()
        self.sentences.setWordWrap(True)
        self.sentences.setTextFormat(Qt.TextFormat.RichText)
        self.next_steps = QLabel()
        self.next_steps.setWordWrap(True)
        self.facts = QLabel()
        self.facts.setWordWrap(True)
        self.facts.setStyleSheet("color: #333;")
        verdict = QVBoxLayout(self)
        verdict.setContentsMargins(14, 8, 12, 8)
        verdict.setSpacing(3)
        for label in (self.headline, self.sentences, self.next_steps, self.facts):
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            verdict.addWidget(label)

    def show(self, record: Mapping[str, Any]) -> None:
        sentences = list((record.get("verdict") or {}).get("entries") or [])
        risk = record.get("risk") or {}
        models = [s for s in sentences if s.get("kind") != "risk"]  # privacy models and the identifier check
        failed_models = [s for s in models if not s.get("passed")]
        risk_passed = all(s.get("passed") for s in sentences if s.get("kind") == "risk")
        release = {"public": self.tr("public"), "semi-public": self.tr("semi-public"),
                   "non-public": self.tr("non-public")}.get(risk.get("release_model"), risk.get("release_model"))
        if risk.get("environment_risk", 1.0) not in (None, 1.0):
            measure = self.tr("overall re-identification risk")
        elif risk.get("release_model") == "non-public":
            measure = self.tr("strict average re-identification risk")
        else:
            measure = self.tr("highest re-identification risk")
        figures = {"model": release, "measure": measure, "risk": number_text(risk.get("overall")),
                   "threshold": number_text(risk.get("threshold"))}
        safe = risk_passed and not failed_models
        if safe:
            headline = self.tr("✔ Safe for a {model} release: {measure} {risk} ≤ threshold {threshold}").format(
                **figures)
            if models:
                headline += self.tr(", and every privacy model holds.")
            else:
                headline += "."
        elif not risk_passed:
            headline = self.tr("✘ Not safe for a {model} release: {measure} {risk} > threshold {threshold}.").format(
                **figures)
            if failed_models:
                headline += " " + self.tr("{failed} of {total} privacy models fail too.").format(
                    failed=len(failed_models), total=len(models))
        else:
            headline = self.tr("✘ Not safe as it is: {failed} of {total} privacy models fail.").format(
                failed=len(failed_models), total=len(models))
        self.headline.setText(headline)
        self.sentences.setText("<br>".join(
            f"✔&nbsp; {html.escape(s.get('sentence', ''), quote=False)}" if s.get("passed") and not s.get("warning")
            else f"<span style='color: {FAIL_COLOUR};'>{'⚠' if s.get('passed') else '✘'}&nbsp; "
                 f"{html.escape(s.get('sentence', ''), quote=False)}</span>"
            for s in sentences))
        tips = []
        if not risk_passed:
            tips.append(self.tr("generalize more (a solution with higher levels under Solutions, or a larger k in "
                                "step 3), or raise the suppression limit (step 3) so the smallest classes are "
                                "suppressed"))
        if failed_models:
            tips.append(self.tr("relax the failing model (a smaller l or a larger t, step 3), raise the "
                                "suppression limit, or generalize more"))
        if tips and record.get("kind") == "audit":
            tips.append(self.tr("or anonymize the original table with PrivDesk"))
        self.next_steps.setVisible(bool(tips))
        self.next_steps.setText(self.tr("What to try next: {tips}.").format(tips="; ".join(tips)))
        self.facts.setText(self._facts(record))
        colour, background = (PASS_COLOUR, PASS_BACKGROUND) if safe else (FAIL_COLOUR, FAIL_BACKGROUND)
        self.headline.setStyleSheet(f"color: {colour};")
        self.next_steps.setStyleSheet(f"color: {FAIL_COLOUR};")
        self.setStyleSheet(
            f"QFrame#verdict {{ background: {background}; border-left: 6px solid {colour}; border-radius: 3px; }}")

    def _facts(self, record: Mapping[str, Any]) -> str:
        result = record.get("result") or {}
        classes = record.get("classes") or {}
        parts = []
        if record.get("kind") == "audit":
            parts.append(self.tr("Audit of the table as opened ({rows} rows).").format(
                rows=number_text(record.get("data", {}).get("rows"))))
        else:
            algorithm = strategy_title(result.get("algorithm"))
            algorithm = algorithm[:1].upper() + algorithm[1:]  # it starts the sentence
            transformation = result.get("transformation")
            if transformation:
                levels = " · ".join(f"{name} {level}" for name, level in transformation.items())
                parts.append(self.tr("{algorithm}, levels {levels}.").format(algorithm=algorithm, levels=levels))
            else:
                parts.append(f"{algorithm}.")
        parts.append(self.tr("{classes} classes (smallest {smallest}, average {average}); {suppressed} records "
                             "suppressed.").format(classes=number_text(classes.get("count")),
                                                   smallest=number_text(classes.get("smallest")),
                                                   average=number_text(classes.get("average"), 3),
                                                   suppressed=number_text(classes.get("suppressed"))))
        return " ".join(parts)
