"""The Spark engine on local[N] listens on loopback only, and DuckDB loads no extension by itself."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys

import pytest

from tests.conftest import REPO


def test_a_local_session_binds_to_loopback_with_the_ui_off():
    from privdesk.engine.rows.spark_rows import session_settings

    local = session_settings("local[2]")
    assert local["spark.driver.bindAddress"] == "127.0.0.1" and local["spark.driver.host"] == "127.0.0.1"
    assert local["spark.ui.enabled"] == "false"
    cluster = session_settings("spark://head:7077")
    assert "spark.driver.bindAddress" not in cluster and cluster["spark.ui.enabled"] == "false"


def test_duckdb_installs_and_loads_no_extension_by_itself(tmp_path):
    from privdesk.engine.rows.duckdb_rows import DuckDBRows

    table = tmp_path / "t.csv"
    table.write_text("a\n1\n", encoding="utf-8")
    rows = DuckDBRows(table)
    settings = dict(rows.connection.execute(
        "SELECT name, value FROM duckdb_settings() WHERE name LIKE 'auto%_known_extensions'").fetchall())
    assert settings == {"autoinstall_known_extensions": "false", "autoload_known_extensions": "false"}


@pytest.mark.slow
def test_a_real_local_spark_run_binds_nothing_outside_loopback(tmp_path):
    pytest.importorskip("pyspark")
    if shutil.which("java") is None or shutil.which("strace") is None:
        pytest.skip("needs java and strace")
    table = tmp_path / "t.csv"
    table.write_text("sex,age\n" + "".join(f"{'mf'[i % 2]},{20 + i % 3}\n" for i in range(60)), encoding="utf-8")
    trace = tmp_path / "trace"
    run = subprocess.run(["strace", "-f", "-e", "trace=bind", "-o", str(trace), sys.executable, "-m", "privdesk",
                          "anonymize", str(table), "--qi", "sex,age", "--k", "2", "--engine", "spark",
                          "--spark-master", "local[1]", "--out", str(tmp_path / "out")],
                         capture_output=True, text=True, cwd=REPO, env={**os.environ, "PYTHONPATH": str(REPO)},
                         timeout=600)
    assert run.returncode == 0, run.stderr[-2000:]
    binds = [line for line in trace.read_text().splitlines() if "bind(" in line and "= 0" in line]
    addresses = set(re.findall(r'inet_addr\("([^"]+)"\)|inet_pton\(AF_INET6, "([^"]+)"', "\n".join(binds)))
    shown = {a or b for a, b in addresses}
    assert shown and shown <= {"127.0.0.1", "::1", "::ffff:127.0.0.1"}, shown
