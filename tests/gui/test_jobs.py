"""Jobs fail with types, not strings, and a new job replaces a running one (gui/worker.py): the runner hands the
exception over, the window shows bad input, no solution and cancel each its own way, and a replaced job's outcome
never arrives (after a confirmation once it has run a while)."""

from __future__ import annotations

import threading

import pytest

from privdesk.engine.core.errors import InputError
from privdesk.engine.core.progress import Cancelled
from privdesk.engine.search.result import NoSolution
from privdesk.gui import worker
from privdesk.gui.main_window import MainWindow
from privdesk.gui.worker import JobRunner, failure_kind, failure_reason, start_job


@pytest.fixture
def runner(qtbot):
    """A runner owned by a widget of the test (a runner without a parent, collected while Qt still delivers its
    queued signals, crashes the interpreter)."""
    from PySide6.QtWidgets import QWidget

    holder = QWidget()
    qtbot.addWidget(holder)
    runner = JobRunner(holder)
    yield runner
    runner.cancel()
    runner.wait(10_000)


def waiting_job(release: threading.Event, outcome="done"):
    """A job that runs until ``release`` is set or it is cancelled (it checks its Progress like engine work)."""
    def job(progress):
        while not release.wait(0.01):
            progress.report(0.5, "waiting")
        return outcome
    return job


def failing(error):
    def job(progress):
        raise error
    return job


@pytest.mark.parametrize("error, kind", [(InputError("bad cell", column="age"), "input"),
                                         (NoSolution("relax k"), "no_solution"),
                                         (MemoryError(), "memory"), (ZeroDivisionError("division by zero"), "error")])
def test_the_runner_passes_the_exception_itself(qtbot, runner, error, kind):
    heard: list = []
    with qtbot.waitSignal(runner.failed, timeout=10_000) as blocker:
        assert start_job(runner, failing(error), lambda outcome: None, heard.append)
    assert blocker.args[0] is error and heard == [error]
    assert failure_kind(error) == kind
    assert failure_reason(error) == (str(error) if kind in ("input", "no_solution") else
                                     f"{type(error).__name__}{': ' + str(error) if str(error) else ''}")


def test_a_cancelled_job_is_no_failure(qtbot, runner):
    failures: list = []
    runner.failed.connect(failures.append)
    with qtbot.waitSignal(runner.cancelled, timeout=10_000):
        start_job(runner, failing(Cancelled("cancelled")), lambda outcome: None)
    assert failures == []


def test_the_window_shows_each_failure_its_own_way(qtbot, monkeypatch):
    window = MainWindow()
    qtbot.addWidget(window)
    shown: list = []
    monkeypatch.setattr(window, "show_error", lambda title, message: shown.append((title, message)))
    for error in (InputError("bad cell"), NoSolution("relax k"), MemoryError(), KeyError("x")):
        window._on_failure(error)
    titles = [title for title, _ in shown]
    assert len(set(titles)) == 4
    assert shown[0][1] == "bad cell" and shown[1][1] == "relax k"
    assert "memory" in shown[2][1] and shown[3][1] == "KeyError: x"


def test_a_new_job_replaces_the_running_one(qtbot, runner):
    release = threading.Event()
    first: list = []
    assert start_job(runner, waiting_job(release, "first"), first.append, first.append, lambda: first.append("c"))
    assert not start_job(runner, waiting_job(release), lambda outcome: None)  # without replace: refused
    second: list = []
    with qtbot.waitSignal(runner.succeeded, timeout=10_000) as blocker:
        assert start_job(runner, lambda progress: "second", second.append, replace=True)
    assert blocker.args == ["second"] and second == ["second"]
    assert runner.wait(10_000)  # the replaced job saw its cancel and ended
    qtbot.wait(50)
    assert first == []  # nothing of the replaced job arrives
    assert not runner.running


def test_replacing_a_long_running_job_asks_first(qtbot, runner):
    release = threading.Event()
    assert start_job(runner, waiting_job(release), lambda outcome: None)
    runner.started_at -= worker.REPLACE_CONFIRM_SECONDS + 1  # it has run for a while
    asked: list = []
    assert not start_job(runner, lambda progress: "new", lambda outcome: None, replace=True,
                         confirm=lambda: asked.append(1) or False)
    assert asked == [1] and runner.running
    with qtbot.waitSignal(runner.succeeded, timeout=10_000) as blocker:
        assert start_job(runner, lambda progress: "new", lambda outcome: None, replace=True, confirm=lambda: True)
    assert blocker.args == ["new"]
    release.set()
    assert runner.wait(10_000)


def test_anonymize_replaces_a_running_run_in_the_window(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.open_sample()
    page = window.pages[3]
    release = threading.Event()
    assert start_job(window.runner, waiting_job(release), lambda outcome: None)
    assert page.run_button.isEnabled()  # a run may replace the running job
    with qtbot.waitSignal(window.runner.succeeded, timeout=60_000):
        assert page.run()
    assert window.session.result is not None and "5-anonymity" in page.outcome.toPlainText()
    release.set()
    assert window.runner.wait(10_000)


def test_the_window_shows_a_search_best_so_far(qtbot):
    from privdesk.engine.search.contract import Candidate

    window = MainWindow()
    qtbot.addWidget(window)
    window._on_partial(Candidate({"age": 1}, 0.25, 3, 17, 0.5))
    assert "0.2500" in window.status.text() and "17" in window.status.text()


def test_stop_keeps_the_best_release_so_far_and_the_page_shows_its_score(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.open_sample()
    window.session.update_algorithm(name="heuristic")
    page = window.pages[3]
    window.runner.partial.connect(lambda candidate: page.stop())  # stop at the first release found
    with qtbot.waitSignal(window.runner.succeeded, timeout=60_000):
        assert page.run()
    summary = window.session.result.summary
    assert summary["algorithm"] == "heuristic" and summary["search"]["nodes_evaluated"] >= 1
    assert "Best score so far" in page.best.text()
    assert "optimal" in page.outcome.toPlainText() and "5-anonymity" in page.outcome.toPlainText()
    assert not page.stop_button.isEnabled()
