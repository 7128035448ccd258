"""Step 4, Anonymize: run the project's algorithm off the GUI thread and show what came out."""

from __future__ import annotations

import threading
from dataclasses import replace

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from privdesk.app.anonymize import anonymize_and_record, project_roles
from privdesk.engine.core.progress import Progress
from privdesk.engine.models.registry import model_title
from privdesk.engine.search.contract import search_sentence, spends_budget, strategy_title
from privdesk.gui.dialogs import confirm_replace
from privdesk.gui.editors.dp_panel import DPPanel
from privdesk.gui.editors.preset_panel import PresetPanel
from privdesk.gui.names import span_name
from privdesk.gui.session import RunResult
from privdesk.gui.worker import start_job


def anonymization_job(session, stop: threading.Event | None = None):
    """The job the worker runs: anonymize, re-check, summarize and build the report record — all off the GUI
    thread. Reads a snapshot of the session's project and data taken when the run starts. ``stop``: set, the
    search ends and releases its best so far."""
    dataset, project = session.dataset, session.project
    settings = session.settings()
    if spends_budget(settings.algorithm):  # the DP release charges the data set's budget, kept in the project
        settings = replace(settings, save_budget=lambda ledger: keep_ledger(project, ledger))
    limits = settings.limits if stop is None else settings.limits.with_stop(stop)

    def job(progress: Progress) -> RunResult:
        return RunResult(*anonymize_and_record(
            dataset, settings, roles=project_roles(project), risk=project.risk_settings(),
            files={"input": project.data_path(), "project": project.location}, progress=progress,
            limits=limits))

    return job


def keep_ledger(project, ledger: dict) -> None:
    project.privacy_budget = ledger
    if project.location is not None:
        project.save(project.location)


class AnonymizePage(QWidget):
    def __init__(self, session, runner, parent=None) -> None:
        super().__init__(parent)
        self.session, self.runner = session, runner
        self.explanation = QLabel()
        self.explanation.setWordWrap(True)
        self.run_button = QPushButton(self.tr("Anonymize now (F5)"))
        self.run_button.setShortcut("F5")
        self.run_button.clicked.connect(self.run)
        # ends the search and keeps its best release so far (Cancel, in the status bar, keeps nothing)
        self.stop_button = QPushButton(self.tr("Stop and keep the best so far"))
        self.stop_button.clicked.connect(self.stop)
        self._stop: threading.Event | None = None
        self.best = QLabel()  # the running search's best score so far
        self.outcome = QTextBrowser()
        layout = QVBoxLayout(self)
        layout.addWidget(self.explanation)
        buttons = QHBoxLayout()
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.stop_button)
        layout.addLayout(buttons)
        layout.addWidget(self.best)
        self.preset_panel = PresetPanel(session)
        layout.addWidget(self.preset_panel)
        self.dp_panel = DPPanel(session)
        layout.addWidget(self.dp_panel)
        layout.addWidget(self.outcome, 1)
        runner.partial.connect(self._on_partial)
        session.project_changed.connect(self._show)
        session.result_changed.connect(self._show)
        runner.running_changed.connect(lambda running: self._show())
        runner.cancelled.connect(lambda: self.outcome.setPlainText(self.tr("Cancelled: nothing was changed.")))
        self.confirm_replace = lambda: confirm_replace(self, self.runner)  # tests answer for the user

    def run(self) -> bool:
        """Start a run; a running job is replaced (after asking, when it has run for a while)."""
        if self.session.missing():
            return False
        stop = threading.Event()
        started = start_job(self.runner, anonymization_job(self.session, stop), self._finished, replace=True,
                            confirm=self.confirm_replace)
        if started:
            self._stop = stop
            self.best.setText(self.tr("Searching…"))
        return started

    def stop(self) -> None:
        """End the running search; it releases the best it found so far."""
        if self._stop is not None:
            self._stop.set()
            self.stop_button.setEnabled(False)

    def _on_partial(self, candidate) -> None:
        score = getattr(candidate, "score", None)
        if score is not None:
            self.best.setText(self.tr("Best score so far: {score:.4f} ({nodes:,} candidates, {seconds:.1f} s)").format(
                score=score, nodes=candidate.nodes_evaluated, seconds=candidate.seconds))

    def _finished(self, outcome) -> None:
        if isinstance(outcome, RunResult):
            self.session.set_result(outcome)

    def _show(self) -> None:
        missing = self.session.missing()
        running = self.runner.running
        self.stop_button.setEnabled(running and self._stop is not None and not self._stop.is_set())
        self.run_button.setEnabled(not missing)  # while a job runs, a new run replaces it
        if missing:
            self.explanation.setText(self.tr("Before a run:") + "\n• " + "\n• ".join(missing))
        else:
            project = self.session.project
            models = ", ".join(model_title(m.get("model")) for m in project.models)
            self.explanation.setText(self.tr(
                "Ready: {algorithm} on {rows} rows with {models}; suppression limit {suppression}. The window stays "
                "usable while it runs; Cancel stops it without changing anything.").format(
                algorithm=strategy_title(project.algorithm.get("name", "optimal")), rows=f"{self.session.dataset.n_rows:,}",
                models=models, suppression=f"{100 * float(project.algorithm.get('suppression', 0)):.1f}%"))
        result = self.session.result
        if result is None:
            if not running:
                self.outcome.setPlainText(self.tr("No release yet."))
            return
        summary = result.summary
        if summary["algorithm"] == "audit":
            lines = [self.tr("Audit of the table as opened (nothing is anonymized): {classes} groups, {suppressed} "
                             "rows fully suppressed.").format(classes=f"{summary['classes']:,}",
                                                             suppressed=f"{summary['suppressed']:,}")]
        else:
            lines = [self.tr("Released with {algorithm}: {classes} groups, {suppressed} rows suppressed, "
                             "{seconds:.2f} s.").format(algorithm=strategy_title(summary["algorithm"]),
                                                        classes=f"{summary['classes']:,}",
                                                        suppressed=f"{summary['suppressed']:,}",
                                                        seconds=summary["seconds"])]
        if summary.get("search") and summary.get("score") is not None:
            lines.append(search_sentence(summary["search"]))
        if summary.get("transformation"):
            lines.append(self.tr("Generalization levels: ") + ", ".join(
                f"{name} {level}" for name, level in summary["transformation"].items()))
        lines += self._free_text_lines(summary.get("details") or {})
        lines += [("⚠ " if entry["warning"] else "✔ " if entry["passed"] else "✘ ") + entry["sentence"]
                  for entry in summary["verdict"]["entries"]]
        lines.append(self.tr("Next: step 5 (Analyze), step 6 (Context) and step 7 (Report)."))
        self.outcome.setPlainText("\n".join(lines))

    def _free_text_lines(self, details: dict) -> list[str]:
        """What redaction replaced in each free-text column, and the columns released unchanged."""
        lines = []
        for entry in details.get("free_text") or []:
            spans = entry.get("spans") or {}
            kinds = ", ".join(f"{count:,} × {span_name(kind)}" for kind, count in
                              sorted(spans.items(), key=lambda item: -item[1]))
            lines.append(self.tr("Free text {column}: {spans} spans replaced in {cells} cells ({kinds}).").format(
                column=entry.get("column"), spans=f"{sum(spans.values()):,}", cells=f"{entry.get('cells', 0):,}",
                kinds=kinds or "—"))
        if "unchanged" in details:
            lines.append(self.tr("Released unchanged: {columns}").format(
                columns=", ".join(details["unchanged"]) or "—"))
        return lines
