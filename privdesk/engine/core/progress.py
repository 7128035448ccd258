"""Progress reporting and cancellation for long engine work (docs/design.md: jobs report ``(fraction, message)`` and
check a cancel flag between steps). The engine stays free of Qt: the GUI passes a callback and a flag."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any, Callable


class Cancelled(Exception):
    """Raised inside engine work when the user cancelled; nothing has been written."""


@dataclass
class Progress:
    """``callback(fraction, message)`` receives progress in [0, 1]; ``cancel`` is set by whoever may cancel;
    ``on_partial(result)`` receives a search's best result so far (Orange's ``set_partial_result``)."""

    callback: Callable[[float, str], None] | None = None
    cancel: threading.Event = field(default_factory=threading.Event)
    on_partial: Callable[[Any], None] | None = None

    def partial(self, result: Any) -> None:
        """Publish a best-so-far result (a search's ``Candidate``) to whoever listens."""
        if self.on_partial is not None:
            self.on_partial(result)

    def report(self, fraction: float, message: str = "") -> None:
        """Report progress, then stop with :class:`Cancelled` if cancellation was asked for."""
        if self.callback is not None:
            self.callback(min(max(float(fraction), 0.0), 1.0), message)
        self.check()

    def check(self) -> None:
        if self.cancel.is_set():
            raise Cancelled("cancelled")

    def part(self, start: float, end: float) -> "Progress":
        """A Progress whose 0..1 maps to ``start..end`` of this one (for a step inside a longer job)."""
        def scaled(fraction: float, message: str) -> None:
            if self.callback is not None:
                self.callback(start + (end - start) * fraction, message)
        return Progress(scaled, self.cancel, self.on_partial)


NO_PROGRESS = Progress()
