"""docs/design.md: the engine imports no Qt, matplotlib, openpyxl (nor xlrd); it stays pure numpy/pandas."""

from __future__ import annotations

import subprocess
import sys
import textwrap

from tests.conftest import REPO


def test_importing_the_whole_engine_loads_no_gui_or_report_library():
    script = textwrap.dedent("""
        import importlib, pkgutil, sys
        import privdesk.engine
        names = [m.name for m in pkgutil.walk_packages(privdesk.engine.__path__, "privdesk.engine.")]
        for name in names:
            importlib.import_module(name)
        assert len(names) >= 5, names
        forbidden = [m for m in sys.modules if m.split(".")[0] in ("PySide6", "matplotlib", "openpyxl", "xlrd")]
        print(len(names), forbidden)
        sys.exit(1 if forbidden else 0)
    """)
    result = subprocess.run([sys.executable, "-c", script], cwd=REPO, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_default_import_loads_no_out_of_core_engine():
    """DuckDB and Spark are imported only when their row engine is chosen (engine.rows.load_engine)."""
    script = textwrap.dedent("""
        import sys
        import privdesk.cli.main, privdesk.app.anonymize, privdesk.app.out_of_core, privdesk.engine.search.lattice.evaluation
        import privdesk.engine.rows.memory
        loaded = [m for m in sys.modules if m.split(".")[0] in ("duckdb", "pyspark")]
        print(loaded)
        sys.exit(1 if loaded else 0)
    """)
    result = subprocess.run([sys.executable, "-c", script], cwd=REPO, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
