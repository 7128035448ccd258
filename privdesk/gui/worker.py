"""Long work off the GUI thread (Orange's pattern): the job is a plain function taking a Progress; a QThread
runs it, its progress, best-so-far results and outcome come back as signals, and Cancel sets the Progress's flag.

A failure arrives as the exception itself (``failed(object)``), so the window can tell bad input, a requirement no
release meets and anything unexpected apart (:func:`failure_kind`). :func:`start_job` runs one job on a shared
runner and calls back only for that job; with ``replace`` a new job cancels the running one (Orange's
``ConcurrentMixin.start``): the old job's outcome never arrives.
"""

from __future__ import annotations

import time
from typing import Any, Callable

from PySide6.QtCore import QObject, Qt, QThread, Signal, Slot

from privdesk.app.release.check import ReleaseCheckFailed
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.progress import Cancelled, Progress
from privdesk.engine.search.result import NoSolution

REPLACE_CONFIRM_SECONDS = 3.0
"""A running job younger than this is replaced without asking; an older one only after the user confirms."""


def failure_kind(error: BaseException) -> str:
    """How the window shows a job's failure: "input" (InputError: fix the data or settings), "no_solution"
    (NoSolution, or a release that failed its re-check: relax the models), "memory" (MemoryError), else "error"
    (unexpected: its type is shown too)."""
    if isinstance(error, InputError):
        return "input"
    if isinstance(error, (NoSolution, ReleaseCheckFailed)):
        return "no_solution"
    if isinstance(error, MemoryError):
        return "memory"
    return "error"


def failure_reason(error: BaseException) -> str:
    """The one line of a failure a status label shows: the message of a known failure, else the exception's type
    and message."""
    if failure_kind(error) in ("input", "no_solution"):
        return str(error)
    message = str(error.args[0]) if getattr(error, "args", None) else ""
    return f"{type(error).__name__}: {message}" if message else type(error).__name__


class _Runner(QObject):
    progressed = Signal(float, str)
    partial = Signal(object)
    succeeded = Signal(object)
    failed = Signal(object)
    cancelled = Signal()
    done = Signal()

    def __init__(self, job: Callable[[Progress], Any]) -> None:
        super().__init__()
        self.job = job
        self.progress = Progress(self._report, on_partial=self.partial.emit)
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
        except Exception as error:  # noqa: BLE001 - handed to the window, which shows it by its type
            # the window needs its type and message; its traceback would keep the worker's frames alive
            self.failed.emit(error.with_traceback(None))
        else:
            self.succeeded.emit(outcome)
        finally:
            self.done.emit()


class JobRunner(QObject):
    """Runs one job at a time in a worker thread. Signals: ``progressed(fraction, message)``, ``partial(result)``
    (a search's best so far), ``succeeded(result)``, ``failed(exception)``, ``cancelled()``,
    ``running_changed(bool)``, ``replaced()`` (the running job was cancelled for a new one)."""

    progressed = Signal(float, str)
    partial = Signal(object)
    succeeded = Signal(object)
    failed = Signal(object)
    cancelled = Signal()
    running_changed = Signal(bool)
    replaced = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread: QThread | None = None
        self._runner: _Runner | None = None
        self._retired: list[tuple[QThread, _Runner]] = []  # replaced jobs, running until they see the cancel
        self.started_at = 0.0

    @property
    def running(self) -> bool:
        return self._thread is not None

    @property
    def elapsed(self) -> float:
        """Seconds the running job has run (0 when none runs)."""
        return time.monotonic() - self.started_at if self.running else 0.0

    def start(self, job: Callable[[Progress], Any], replace: bool = False) -> None:
        """Run ``job(progress)``; with ``replace``, a running job is cancelled first (else RuntimeError)."""
        if self.running:
            if not replace:
                raise RuntimeError("a job is already running")
            self.retire()
        thread = QThread()
        runner = _Runner(job)
        runner.moveToThread(thread)
        thread.started.connect(runner.run)
        runner.done.connect(thread.quit, Qt.ConnectionType.DirectConnection)  # QThread.quit is thread-safe
        queued = Qt.ConnectionType.QueuedConnection  # delivered in the GUI thread, never in the worker
        runner.progressed.connect(self._on_progress, queued)
        runner.partial.connect(self._on_partial, queued)
        runner.succeeded.connect(self._on_success, queued)
        runner.failed.connect(self._on_failure, queued)
        runner.cancelled.connect(self._on_cancel, queued)
        self._thread, self._runner = thread, runner
        self.started_at = time.monotonic()
        thread.start()
        self.running_changed.emit(True)

    def retire(self) -> None:
        """Cancel the running job and let go of it: none of its signals reaches the window any more, and its
        thread ends on its own once the job sees the cancel."""
        thread, runner = self._thread, self._runner
        if thread is None or runner is None:
            return
        for signal in (runner.progressed, runner.partial, runner.succeeded, runner.failed, runner.cancelled):
            signal.disconnect()
        runner.progress.cancel.set()
        self._retired.append((thread, runner))
        thread.finished.connect(lambda: self._forget(thread))
        if thread.isFinished():
            self._forget(thread)
        self._thread, self._runner = None, None
        self.replaced.emit()

    def _forget(self, thread: QThread) -> None:
        self._retired = [(t, r) for t, r in self._retired if t is not thread]
        thread.deleteLater()

    def cancel(self) -> None:
        if self._runner is not None:
            self._runner.progress.cancel.set()

    def wait(self, milliseconds: int = 30_000) -> bool:
        threads = [t for t, _ in self._retired] + ([self._thread] if self._thread is not None else [])
        return all(thread.wait(milliseconds) for thread in threads)

    @Slot(float, str)
    def _on_progress(self, fraction: float, message: str) -> None:
        self.progressed.emit(fraction, message)

    @Slot(object)
    def _on_partial(self, result: Any) -> None:
        self.partial.emit(result)

    @Slot(object)
    def _on_success(self, outcome: Any) -> None:
        self._finish()
        self.succeeded.emit(outcome)

    @Slot(object)
    def _on_failure(self, error: BaseException) -> None:
        self._finish()
        self.failed.emit(error)

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


class _JobCall(QObject):
    """Listens to a shared runner for the outcome of the one job it was made for, then lets go (also when the
    job is replaced by another)."""

    def __init__(self, runner: JobRunner, on_success: Callable[[Any], None],
                 on_failure: Callable[[BaseException], None] | None, on_cancel: Callable[[], None] | None) -> None:
        super().__init__(runner)
        self.runner = runner
        self.on_success, self.on_failure, self.on_cancel = on_success, on_failure, on_cancel
        runner.succeeded.connect(self._succeeded)
        runner.failed.connect(self._failed)
        runner.cancelled.connect(self._cancelled)
        runner.replaced.connect(self.release)

    def release(self) -> None:
        for signal, slot in ((self.runner.succeeded, self._succeeded), (self.runner.failed, self._failed),
                             (self.runner.cancelled, self._cancelled), (self.runner.replaced, self.release)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):  # already gone
                pass
        self.deleteLater()

    def _succeeded(self, outcome: Any) -> None:
        self.release()
        self.on_success(outcome)

    def _failed(self, error: BaseException) -> None:
        self.release()
        if self.on_failure is not None:
            self.on_failure(error)

    def _cancelled(self) -> None:
        self.release()
        if self.on_cancel is not None:
            self.on_cancel()


def start_job(runner: JobRunner, job: Callable, on_success: Callable[[Any], None],
              on_failure: Callable[[BaseException], None] | None = None,
              on_cancel: Callable[[], None] | None = None, *, replace: bool = False,
              confirm: Callable[[], bool] | None = None) -> bool:
    """Start ``job(progress)`` on ``runner``; the callbacks hear only this job's outcome (``on_failure`` gets the
    exception). False when nothing was started: the runner is busy and ``replace`` is off, or the running job has
    run longer than :data:`REPLACE_CONFIRM_SECONDS` and ``confirm()`` says no. With ``replace`` the running job is
    cancelled and its callbacks are never called."""
    if runner.running:
        if not replace:
            return False
        if runner.elapsed > REPLACE_CONFIRM_SECONDS and confirm is not None and not confirm():
            return False
        runner.retire()
    call = _JobCall(runner, on_success, on_failure, on_cancel)
    try:
        runner.start(job)
    except RuntimeError:
        call.release()
        return False
    return True
