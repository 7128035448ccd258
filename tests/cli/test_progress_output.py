"""The command line shows progress on a terminal only, and only once a run has taken a while."""

from __future__ import annotations

import io

import pytest

from privdesk.cli import output as cli_output


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.mark.parametrize("stream, delay, shown", [(Terminal, 0.0, True), (io.StringIO, 0.0, False),
                                                  (Terminal, 3600.0, False)])
def test_progress_only_on_a_terminal_and_after_the_delay(monkeypatch, stream, delay, shown):
    stderr = stream()
    monkeypatch.setattr(cli_output.sys, "stderr", stderr)
    progress, finish = cli_output.terminal_progress(delay=delay)
    progress.report(0.5, "searching")
    finish()
    if shown:
        assert "50% searching" in stderr.getvalue() and stderr.getvalue().endswith("\n")
    else:
        assert stderr.getvalue() == ""
