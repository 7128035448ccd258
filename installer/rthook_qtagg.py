"""Runtime hook of the frozen PrivDesk, run before its own code: matplotlib draws in the window through QtAgg on
PySide6, the one Qt binding in the bundle (no Tk, no PyQt). Headless reports use the Agg canvas explicitly."""

import os

os.environ["MPLBACKEND"] = "QtAgg"
os.environ["QT_API"] = "pyside6"
