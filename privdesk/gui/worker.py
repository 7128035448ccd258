"""Long work off the GUI thread (Orange's pattern): the job is a plain function taking a Progress; a QThread
runs it, its progress and outcome come back as signals, and Cancel sets the Progress's flag."""

from __future__ import annotations

import time
import traceback
from typing import Any, Callable

from PySide6.QtCore import QObject, Qt, QThread, Signal, Slot

from ..engine.errors import InputError
from ..engine.progress import Cancelled, Progress


class _Runner(QObject):
    progressed = Signal(float, str)
    succeeded = Signal(object)
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, job: Callable[[Progress], Any]) -> None:
        super().__init__()
        self.job = job
        self.progress = Progress(self._report)
        self._last = 0.0

    def _report(self, fraction: float, message: str) -> None:
        now = time.monotonic()
        if now - self._last > 0.05 or fraction >= 1.0:  # at most 20 updates a second reach the window
            self._last = now
            self.progressed.emit(fraction, message)

    def run(self) -> None:
        try:
            outcome = self.job(self.progress)
        except Cancelled:
            self.cancelled.emit()
        except InputError as error:
            self.failed.emit(str(error))
        except Exception as error:  # noqa: BLE001 - shown as a readable dialog, never a traceback
            known = getattr(error, "args", None)
            message = str(known[0]) if known else type(error).__name__
            self.failed.emit(message + "\n\n" + "".join(traceback.format_exception_only(type(error), error)).strip())
        else:
            self.succeeded.emit(outcome)


class JobRunner(QObject):
    """Runs one job at a time in a worker thread. Signals: ``progressed(fraction, message)``,
    ``succeeded(result)``, ``failed(message)``, ``cancelled()``, ``running_changed(bool)``."""

    progressed = Signal(float, str)
    succeeded = Signal(object)
    failed = Signal(str)
    cancelled = Signal()
    running_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread: QThread | None = None
        self._runner: _Runner | None = None
        self.started_at = 0.0

    @property
    def running(self) -> bool:
        return self._thread is not None

    def start(self, job: Callable[[Progress], Any]) -> None:
        if self.running:
            raise RuntimeError("a job is already running")
        thread = QThread()
        runner = _Runner(job)
        runner.moveToThread(thread)
        thread.started.connect(runner.run)
        queued = Qt.ConnectionType.QueuedConnection  # delivered in the GUI thread, never in the worker
        runner.progressed.connect(self._on_progress, queued)
        runner.succeeded.connect(self._on_success, queued)
        runner.failed.connect(self._on_failure, queued)
        runner.cancelled.connect(self._on_cancel, queued)
        self._thread, self._runner = thread, runner
        self.started_at = time.monotonic()
        thread.start()
        self.running_changed.emit(True)

    def cancel(self) -> None:
        if self._runner is not None:
            self._runner.progress.cancel.set()

    def wait(self, milliseconds: int = 30_000) -> bool:
        return self._thread.wait(milliseconds) if self._thread is not None else True

    @Slot(float, str)
    def _on_progress(self, fraction: float, message: str) -> None:
        self.progressed.emit(fraction, message)

    @Slot(object)
    def _on_success(self, outcome: Any) -> None:
        self._finish()
        self.succeeded.emit(outcome)

    @Slot(str)
    def _on_failure(self, message: str) -> None:
        self._finish()
        self.failed.emit(message)

    @Slot()
    def _on_cancel(self) -> None:
        self._finish()
        self.cancelled.emit()

    def _finish(self) -> None:
        thread = self._thread
        self._thread, self._runner = None, None
        if thread is not None:
            thread.quit()
            thread.wait()
            thread.deleteLater()
        self.running_changed.emit(False)
