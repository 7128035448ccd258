"""Texts with a ten-digit exponent (hex pseudonyms such as 8e2569614270f3d8) crash pandas' number parser
(SIGSEGV in pandas 2.3): reading a table holding them must not. Run in a child process, so that a crash fails the
test instead of ending the session. Oracle: Python's ``float`` on each text, written out by hand."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

SCRIPT = """
import json, sys
from privdesk.io.tables import open_table
table = open_table(sys.argv[1])
print(json.dumps({c.name: [c.type.name, [str(v) for v in c.values[:c.n_valid]]] for c in table.columns}))
"""


def test_a_table_of_hex_pseudonyms_with_huge_exponents_opens_and_types_like_python_floats(tmp_path):
    path = tmp_path / "pseudonyms.csv"
    rows = [("8e2569614270f3d8", "1.5", "1"), ("9b6d1ef732735263", "2e-3000000000", "2"),
            ("3e2569614270e3d8", "8e2569614270", "3"), ("0c1d", "2.5", "4"), ("77aa", "3.5", "5"),
            ("5e21", "4.5", "6")]
    path.write_text("pid,x,y\n" + "".join(",".join(row) + "\n" for row in rows), encoding="utf-8")
    run = subprocess.run([sys.executable, "-c", SCRIPT, str(path)], capture_output=True, text=True,
                         cwd=Path(__file__).resolve().parents[3], timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    columns = json.loads(run.stdout)
    assert columns["pid"][0] == "STRING"  # float("8e2569614270f3d8") fails: no number
    # 2e-3000000000 is 0.0 to float (a number); 8e2569614270 is inf (no finite number): it fails the decimals
    kind, valid = columns["x"]
    assert kind == "DECIMAL" and "2e-3000000000" in valid and "8e2569614270" not in valid
    assert columns["y"][0] == "INTEGER"


def test_the_code_point_screen_finds_what_the_regular_expression_finds():
    import numpy as np

    from privdesk.engine.core.types import HUGE_EXPONENT, huge_exponents

    rng = np.random.default_rng(5)
    alphabet = list("0123456789eE+-xa")
    texts = ["".join(rng.choice(alphabet, rng.integers(0, 24))) for _ in range(50_000)]
    texts += ["8e2569614270f3d8", "1e+0123456789", "x1E-12345678901", "1e123456789", "e1234567890", "1e-123456789"]
    found = huge_exponents(np.array(texts, dtype=str))
    assert found.tolist() == [bool(HUGE_EXPONENT.search(t)) for t in texts]
    assert found[-6:].tolist() == [True, True, True, False, False, False]
