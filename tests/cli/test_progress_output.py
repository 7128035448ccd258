"""The command line shows progress on a terminal only, and only once a run has taken a while (issue 13 item 7)."""

from __future__ import annotations

import io

from privdesk import cli_output


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_is_written_to_a_terminal(monkeypatch):
    terminal = Terminal()
    monkeypatch.setattr(cli_output.sys, "stderr", terminal)
    progress, finish = cli_output.terminal_progress(delay=0.0)
    progress.report(0.5, "searching")
    finish()
    assert "50% searching" in terminal.getvalue() and terminal.getvalue().endswith("\n")


def test_no_progress_when_stderr_is_not_a_terminal(monkeypatch):
    pipe = io.StringIO()
    monkeypatch.setattr(cli_output.sys, "stderr", pipe)
    progress, finish = cli_output.terminal_progress(delay=0.0)
    progress.report(0.5, "searching")
    finish()
    assert pipe.getvalue() == ""


def test_a_short_run_shows_nothing(monkeypatch):
    terminal = Terminal()
    monkeypatch.setattr(cli_output.sys, "stderr", terminal)
    progress, finish = cli_output.terminal_progress(delay=3600.0)
    progress.report(0.5, "searching")
    finish()
    assert terminal.getvalue() == ""
