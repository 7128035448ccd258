"""How the command line renders a verdict and reports what it did.

Every command that judges a release prints the verdict's entries, puts the verdict into ``--json`` and derives its
exit code from it (``exit_code``), never from anything else. Long runs show progress on stderr when it is a
terminal; output piped into a program that stops reading (``| head``) ends quietly.
"""

from __future__ import annotations

import json
import os
import sys
import time
from typing import Any, Callable, Mapping, Sequence

from privdesk.common.i18n import _, display_width, pad
from privdesk.engine.core.progress import Progress

EXIT_OK, EXIT_NOT_MET, EXIT_BAD_INPUT = 0, 1, 2


def show(value: Any) -> str:
    """A figure as the command line prints it: ∞ for infinity, whole numbers with separators, 4 decimals."""
    from privdesk.app.record.verdict import show as shown

    return shown(value, ".4f")


def print_attack_test(document: Mapping[str, Any]) -> None:
    """The attack test of a release in a few lines (``app.record.attack_test``)."""
    from privdesk.app.record.attack_test import attack_lines

    for line in attack_lines(document):
        print(line)


def print_verdict(verdict: Any) -> None:
    """One line per entry: a model with its required and achieved value, a risk threshold or an identifier with
    its sentence; then which requirement bound the result, when one did."""
    from privdesk.app.record.verdict import Verdict

    if not isinstance(verdict, Verdict):
        verdict = Verdict.from_dict(verdict)
    for entry in verdict.entries:
        if entry.kind == "model" and entry.required is not None:
            text = (_("met: {model}: required {required}, achieved {achieved}") if entry.passed
                    else _("NOT MET: {model}: required {required}, achieved {achieved}"))
            print(text.format(model=entry.label, required=show(entry.required), achieved=show(entry.achieved)))
        elif entry.kind == "model":
            print((_("met: {requirement}") if entry.passed else _("NOT MET: {requirement}")).format(
                requirement=entry.label))
        else:
            print(entry.sentence)
    if verdict.binding:
        print(_("note: {note}").format(note=verdict.binding))


def exit_code(verdict: Any) -> int:
    """0 when the verdict (a ``Verdict`` or its dict) passes, else 1."""
    passed = verdict.get("passed") if isinstance(verdict, Mapping) else verdict.passed
    return EXIT_OK if passed else EXIT_NOT_MET


def terminal_progress(delay: float = 2.0) -> tuple[Progress, Callable[[], None]]:
    """A progress that writes "NN% message" on stderr, once a run has taken ``delay`` seconds, when stderr is a
    terminal (nothing otherwise), and the call that ends its line."""
    if not sys.stderr.isatty():
        return Progress(), lambda: None
    started = time.monotonic()
    shown = [False]

    def report(fraction: float, message: str) -> None:
        if time.monotonic() - started < delay:
            return
        shown[0] = True
        sys.stderr.write(f"\r{fraction:4.0%} {message}"[:120].ljust(60))
        sys.stderr.flush()

    def finish() -> None:
        if shown[0]:
            sys.stderr.write("\n")

    return Progress(report), finish


def quiet_broken_pipe() -> None:
    """Stdout's reader went away (``privdesk … | head``): point stdout at /dev/null so that Python's final flush
    does not print a BrokenPipeError traceback."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


def print_json(document: Any) -> None:
    sys.stdout.write(json.dumps(document, indent=2, ensure_ascii=False) + "\n")


def print_table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> None:
    """Plain aligned columns: numbers to the right, text to the left."""
    def numeric(value: str) -> bool:
        try:
            float(str(value).replace(",", "").rstrip("%"))
            return True
        except ValueError:
            return False

    # by display width: a Chinese header or value takes two columns per character
    widths = [max(display_width(str(r[i])) for r in [header, *rows]) for i in range(len(header))]
    right = [i > 0 and all(numeric(r[i]) for r in rows) for i in range(len(header))]
    for row in [header, *rows]:
        print("  ".join(pad(str(v), w, right[i]) for i, (v, w) in enumerate(zip(row, widths))).rstrip())
