"""Guard against Qt bindings that lose references to None or True (PySide6 6.12.0 with Python 3.11 does: every
void Qt call and every emit drops one, and the app aborts with 'none_dealloc' once a count reaches zero)."""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QLabel


class _Emitter(QObject):
    fired = Signal()


def test_qt_calls_and_signals_keep_reference_counts(qtbot):
    label = QLabel()
    qtbot.addWidget(label)
    emitter = _Emitter()
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(2000):
        label.setText("x")
        emitter.fired.emit()
    assert none_before - sys.getrefcount(None) < 100
    assert true_before - sys.getrefcount(True) < 100
